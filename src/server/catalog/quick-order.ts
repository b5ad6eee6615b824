import "server-only";
import { cartItemFromProduct } from "@/components/storefront/catalog/cart-item";
import { boundedDistance, normalizeSku, type ParsedLine } from "@/lib/quick-order";
import type { CartItem } from "@/lib/types";
import type { QuickOrderLine } from "@/lib/validation/quick-order";
import { db } from "@/server/db/client";
import { catalogVersion } from "./catalog-index";
import { productsByIds } from "./products";

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
 * lines against 100,000 SKUs would otherwise be 50 million (300,000 take
 * about 150 ms here). Lines past the budget get no suggestions (they are
 * still flagged unknown).
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

function nearMisses(index: SkuIndex, key: string, budget: { left: number }): Entry[] {
  if (key.length < 3) return [];
  const found: { d: number; e: Entry }[] = [];
  for (let len = key.length - SUGGESTION_DISTANCE; len <= key.length + SUGGESTION_DISTANCE; len++) {
    for (const other of index.byLength.get(len) ?? []) {
      if (budget.left-- <= 0) return rank(found);
      const d = boundedDistance(key, other, SUGGESTION_DISTANCE);
      if (d <= SUGGESTION_DISTANCE) for (const e of index.bySku.get(other)!) found.push({ d, e });
    }
  }
  return rank(found);
}

const rank = (found: { d: number; e: Entry }[]) =>
  found
    .sort((x, y) => x.d - y.d || x.e.sku.localeCompare(y.e.sku) || x.e.id - y.e.id)
    .slice(0, SUGGESTIONS_MAX)
    .map((f) => f.e);

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
  const out: MatchedLine[] = lines.map(({ input, sku, quantity, error }) => {
    const base = { input, quantity, ...(error ? { error } : {}) };
    const key = normalizeSku(sku);
    const found = index.bySku.get(key) ?? [];
    if (found.length === 1) return { ...base, status: "matched", sku: found[0].sku, productId: found[0].id, name: found[0].name };
    if (found.length > 1) return { ...base, status: "ambiguous", suggestions: found.slice(0, AMBIGUOUS_MAX).map(({ sku, name }) => ({ sku, name })) };
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
