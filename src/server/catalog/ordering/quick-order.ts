import "server-only";
import { cartItemFromProduct } from "@/lib/cart-item";
import { normalizeSku, type ParsedLine } from "@/lib/quick-order";
import type { CartItem } from "@/lib/types";
import type { QuickOrderLine } from "@/lib/validation/quick-order";
import { db } from "@/server/db/client";
import { catalogVersion } from "@/server/catalog/search/catalog-index";
import { productsByIds } from "@/server/catalog/products/products";

interface Entry {
  id: number;
  sku: string;
  name: string;
}

interface SkuIndex {
  /** Normalised SKU → its products (more than one: the line is ambiguous). */
  bySku: Map<string, Entry[]>;
  /** Normalised SKUs by length: near misses are looked for among SKUs of about the same length only. */
  byLength: Map<number, string[]>;
}

/** Most products offered for an ambiguous line, and near misses for an unknown one. */
const AMBIGUOUS_MAX = 5;
const SUGGESTIONS_MAX = 3;
const SUGGESTION_DISTANCE = 2;
/**
 * SKU comparisons one request may spend on near misses: a list of 500 unknown
 * lines against 100,000 SKUs would otherwise be 50 million. Lines past the
 * budget get no suggestions (they are still flagged unknown). Every SKU of
 * about the key's length counts as one, as when each was compared in turn
 * (300,000 then took about 150 ms here); the sorted walk of nearMisses finds
 * the same near misses in about 1 ms a line, so the budget now bounds which
 * lines are offered suggestions rather than the time.
 */
const COMPARISON_BUDGET = 300_000;

/**
 * The catalogue's SKUs, normalised, kept in this process while the catalogue
 * is unchanged. Whether it changed is the CatalogVersion row that database
 * triggers bump on every write to a product (see catalog-index.ts): it sees
 * every create, edit and delete, made by this instance, another one or a
 * script, where a cache tag would see only this instance's admin changes.
 */
let cached: { version: number; index: Promise<SkuIndex> } | null = null;

async function buildIndex(): Promise<SkuIndex> {
  const rows = await db.product.findMany({ select: { id: true, sku: true, name: true }, orderBy: { id: "asc" } });
  const bySku = new Map<string, Entry[]>();
  for (const r of rows) {
    const key = normalizeSku(r.sku);
    const list = bySku.get(key);
    if (list) list.push(r);
    else bySku.set(key, [r]);
  }
  const byLength = new Map<number, string[]>();
  for (const key of bySku.keys()) {
    const list = byLength.get(key.length);
    if (list) list.push(key);
    else byLength.set(key.length, [key]);
  }
  return { bySku, byLength };
}

async function skuIndex(): Promise<SkuIndex> {
  const version = await catalogVersion();
  if (cached?.version !== version) {
    const index = buildIndex();
    cached = { version, index };
    // A failed build is not kept: the next request tries again.
    index.catch(() => {
      if (cached?.index === index) cached = null;
    });
  }
  return cached.index;
}

/**
 * The SKUs of one length in code-unit order, each with its place in
 * byLength's list: sorted, SKUs that share a prefix sit together, so one walk
 * computes the distance rows of a shared prefix once (a trie walked without
 * building one) and skips every SKU under a prefix already too far away.
 */
interface SortedBucket {
  keys: string[];
  place: Int32Array;
}

/** Per SKU index (a new catalogue version, a new index): sorted on first need of each length. */
const sortedBuckets = new WeakMap<SkuIndex, Map<number, SortedBucket>>();

function sortedBucket(index: SkuIndex, len: number, list: string[]): SortedBucket {
  let buckets = sortedBuckets.get(index);
  if (!buckets) sortedBuckets.set(index, (buckets = new Map()));
  let bucket = buckets.get(len);
  if (!bucket) {
    const order = list.map((_, i) => i).sort((x, y) => (list[x] < list[y] ? -1 : list[x] > list[y] ? 1 : 0));
    bucket = { keys: order.map((i) => list[i]), place: Int32Array.from(order) };
    buckets.set(len, bucket);
  }
  return bucket;
}

/**
 * The bucket's SKUs within `max` edits (Levenshtein) of `key` whose place is
 * below `limit`, with their distance: the same ones, at the same distance, as
 * comparing the key with each SKU placed below `limit` one by one.
 */
function withinDistance(bucket: SortedBucket, key: string, max: number, limit: number, out: { d: number; key: string }[]) {
  const { keys, place } = bucket;
  if (keys.length === 0) return;
  const m = key.length;
  const len = keys[0].length;
  const width = m + 1;
  // Row r: the distances of the current SKU's first r characters to each prefix of the key.
  const rows = new Int32Array((len + 1) * width);
  for (let j = 0; j <= m; j++) rows[j] = j;
  let prev = "";
  let valid = 0;
  let i = 0;
  while (i < keys.length) {
    const sku = keys[i];
    let r = 0;
    while (r < valid && sku.charCodeAt(r) === prev.charCodeAt(r)) r++;
    let pruned = -1;
    for (let row = r + 1; row <= len; row++) {
      const at = row * width;
      const up = at - width;
      const c = sku.charCodeAt(row - 1);
      rows[at] = row;
      let best = row;
      for (let j = 1; j <= m; j++) {
        let v = rows[up + j - 1] + (c === key.charCodeAt(j - 1) ? 0 : 1);
        if (rows[up + j] + 1 < v) v = rows[up + j] + 1;
        if (rows[at + j - 1] + 1 < v) v = rows[at + j - 1] + 1;
        rows[at + j] = v;
        if (v < best) best = v;
      }
      if (best > max) {
        pruned = row;
        break;
      }
    }
    prev = sku;
    if (pruned >= 0) {
      // No SKU starting with these characters comes within `max`: skip past all of them.
      valid = pruned;
      const prefix = sku.slice(0, pruned);
      let lo = i + 1;
      let hi = keys.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (keys[mid].startsWith(prefix)) lo = mid + 1;
        else hi = mid;
      }
      i = lo;
      continue;
    }
    valid = len;
    const d = rows[len * width + m];
    if (d <= max && place[i] < limit) out.push({ d, key: sku });
    i++;
  }
}

/**
 * Up to SUGGESTIONS_MAX products whose SKU is within SUGGESTION_DISTANCE
 * edits of the key, among the SKUs of about its length. Each SKU of those
 * lengths counts as one comparison against the request's budget, in
 * byLength's order, and only those the budget reaches are offered; the walk
 * over the sorted buckets finds the same ones as comparing each in turn would,
 * in a fraction of the time.
 */
function nearMisses(index: SkuIndex, key: string, budget: { left: number }): Entry[] {
  if (key.length < 3) return [];
  const start = budget.left;
  let offset = 0;
  const found: { d: number; e: Entry }[] = [];
  for (let len = key.length - SUGGESTION_DISTANCE; len <= key.length + SUGGESTION_DISTANCE; len++) {
    const list = index.byLength.get(len);
    if (!list) continue;
    if (offset < start) {
      const hits: { d: number; key: string }[] = [];
      withinDistance(sortedBucket(index, len, list), key, SUGGESTION_DISTANCE, start - offset, hits);
      for (const h of hits) for (const e of index.bySku.get(h.key)!) found.push({ d: h.d, e });
    }
    offset += list.length;
  }
  // What counting one comparison per SKU leaves: the rest, or below zero once the budget ran out.
  if (offset > 0) budget.left = start >= offset ? start - offset : Math.min(start, 0) - 1;
  return rank(found);
}

/** What String.prototype.localeCompare without arguments compares with, made once rather than per call. */
const collator = new Intl.Collator();
const before = (x: { d: number; e: Entry }, y: { d: number; e: Entry }) =>
  x.d - y.d || collator.compare(x.e.sku, y.e.sku) || x.e.id - y.e.id;

/**
 * The first SUGGESTIONS_MAX by distance, then SKU (localeCompare), then id,
 * picked in one pass: a short key near a dense run of SKUs has hundreds within
 * reach, and sorting them all took longer than finding them.
 */
function rank(found: { d: number; e: Entry }[]): Entry[] {
  const best: { d: number; e: Entry }[] = [];
  for (const f of found) {
    if (best.length === SUGGESTIONS_MAX && before(f, best[best.length - 1]) >= 0) continue;
    let k = best.length;
    while (k > 0 && before(f, best[k - 1]) < 0) k--;
    best.splice(k, 0, f);
    if (best.length > SUGGESTIONS_MAX) best.pop();
  }
  return best.map((f) => f.e);
}

export type MatchedLine = QuickOrderLine & { item?: Omit<CartItem, "quantity"> };

/**
 * Each parsed line matched against the catalogue's SKUs (normalised, see
 * normalizeSku), in order. A matched line carries its product as a cart item
 * (`item`), so the page adds it to the cart without asking again. A bad
 * quantity does not change the status: the line says `error` and its
 * quantity is null.
 */
export async function matchQuickOrder(lines: readonly ParsedLine[]): Promise<MatchedLine[]> {
  if (lines.length === 0) return [];
  const index = await skuIndex();
  const budget = { left: COMPARISON_BUDGET };
  const misses = new Map<string, Entry[]>();
  const out: MatchedLine[] = lines.map(({ input, sku, quantity, quantityText, error }) => {
    const base = { input, quantity, ...(error ? { quantityText, error } : {}) };
    const key = normalizeSku(sku);
    const found = index.bySku.get(key) ?? [];
    if (found.length === 1) return { ...base, status: "matched", sku: found[0].sku, productId: found[0].id, name: found[0].name };
    if (found.length > 1)
      return { ...base, status: "ambiguous", suggestions: found.slice(0, AMBIGUOUS_MAX).map(({ sku, name }) => ({ sku, name })) };
    if (!misses.has(key)) misses.set(key, nearMisses(index, key, budget));
    const near = misses.get(key)!;
    return { ...base, status: "unknown", ...(near.length ? { suggestions: near.map(({ sku, name }) => ({ sku, name })) } : {}) };
  });
  const ids = [...new Set(out.flatMap((l) => (l.productId ? [l.productId] : [])))];
  const products = new Map((await productsByIds(ids)).map((p) => [p.id, cartItemFromProduct(p)]));
  for (const line of out) {
    if (line.productId === undefined) continue;
    const item = products.get(line.productId);
    // Deleted since the index was read: as unknown as any other SKU.
    if (item) line.item = item;
    else {
      delete line.sku;
      delete line.productId;
      delete line.name;
      line.status = "unknown";
    }
  }
  return out;
}
