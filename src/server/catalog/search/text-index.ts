import "server-only";
import { db } from "@/server/db/client";
import { catalogIndex, NO_CATEGORY, type CatalogIndex } from "@/server/catalog/search/catalog-index";
import type { StringTable } from "@/server/catalog/search/string-table";
import { addTrigrams, covers, termsMask } from "@/server/catalog/search/trigrams";

/**
 * What text search reads (search.ts): every product's name, and its SKU and
 * description, case-folded, in memory, in id order (ADR 14).
 *
 * Each is one string of every product's text with NUL between products (and
 * between a SKU and its description), where each product starts, and trigram
 * signatures per product and per block of products (Haystack). A search walks
 * the blocks and products in id order, reads the text of those whose signature
 * may hold the term, and stops when it has enough: about 1 ms for a phrase no
 * product holds at 100,000 products, where the database's trigram index took
 * 10 to 40 ms for each of the name and the SKU/description (it intersects the
 * lists of every trigram of the phrase, the common "bag" and "tra" included).
 * No search term holds a NUL (they are dropped), so no match spans two
 * products, or a SKU and a description.
 *
 * Built once per catalogue index (which reloads when CatalogVersion moves), from
 * a read made after that index's version was read: never older than it. About
 * 22 MB at 100,000 products (names of 50 characters, descriptions of 150).
 */
export interface TextIndex {
  /** Product ids in id order; position i is product i of the texts below. */
  ids: Int32Array;
  categoryIds: Int32Array;
  /** Folded names, each followed by NUL. */
  names: Haystack;
  /** Folded "SKU NUL description NUL" per product. */
  texts: Haystack;
  /** The catalogue index's products by lower-cased SKU (shared, not copied): which SKUs exist at all. */
  skus: StringTable;
  /** Folded category names, by category id. */
  categoryNames: Map<number, string>;
}

/**
 * Every product's text in one string, where product i's begins (`starts[i]`,
 * and `starts[n]` its end), and a signature of each product's text: a bit per
 * hash of each of its trigrams (three code units), `words` 32-bit words a
 * product. A product whose signature lacks a bit of the term's cannot hold
 * the term, so most products are passed over without reading their text.
 */
export interface Haystack {
  text: string;
  starts: Int32Array;
  /** Per product. */
  signatures: Int32Array;
  words: number;
  /** Per block of BLOCK consecutive products, their trigrams in a larger signature: a block without the term's bits is passed over whole. */
  blockSignatures: Int32Array;
  blockWords: number;
}

/** Products a block signature covers. */
const BLOCK = 16;
/**
 * Signature sizes (32-bit words): about 45 trigrams in a name (128 bits) and 160 in a SKU
 * and description (256 bits), each about a third of its bits set; a block's, of 16
 * products, 1024 and 2048 bits.
 */
const NAME_WORDS = 4;
const TEXT_WORDS = 8;

/**
 * Lower case, one code point at a time, as the databases compared text
 * (SQLite's FTS5 trigram folding, PostgreSQL's lower()): a character whose
 * lower case is longer (the Turkish İ) stays as it is, so positions match.
 */
export function fold(text: string): string {
  if (!/[^\u0000-\u007f]/.test(text)) return text.toLowerCase();
  let out = "";
  for (const c of text) {
    const lower = c.toLowerCase();
    out += lower.length === c.length ? lower : c;
  }
  return out;
}

/**
 * One text index per catalogue index and process, on globalThis like the
 * catalogue index itself: Next loads this module once per bundle (the pages',
 * each API route's, the cached functions'), and each copy would otherwise
 * build and hold its own.
 */
const STATE = Symbol.for("storefront.textIndex");
const shared = globalThis as unknown as Record<symbol, WeakMap<CatalogIndex, Promise<TextIndex>> | undefined>;
const built = (shared[STATE] ??= new WeakMap());

/** The text index of a catalogue index (by default the current one). */
export async function textIndex(index?: CatalogIndex): Promise<TextIndex> {
  index ??= await catalogIndex();
  let promise = built.get(index);
  if (!promise) {
    promise = load(index);
    built.set(index, promise);
    promise.catch(() => built.delete(index));
  }
  return promise;
}

async function load(index: CatalogIndex): Promise<TextIndex> {
  const rows = await db.$queryRawUnsafe<
    { id: number | bigint; sku: string; name: string; description: string; categoryId: number | bigint | null }[]
  >(`SELECT "id", "sku", "name", "description", "categoryId" FROM "Product" ORDER BY "id"`);
  const n = rows.length;
  const ids = new Int32Array(n);
  const categoryIds = new Int32Array(n);
  const names = new HaystackBuilder(n, NAME_WORDS);
  const texts = new HaystackBuilder(n, TEXT_WORDS);
  rows.forEach((r, i) => {
    ids[i] = Number(r.id);
    categoryIds[i] = r.categoryId === null ? NO_CATEGORY : Number(r.categoryId);
    names.add(i, `${fold(r.name)}\u0000`);
    texts.add(i, `${fold(r.sku)}\u0000${fold(r.description)}\u0000`);
  });
  const categoryNames = new Map([...index.categories.values()].map((c) => [c.id, fold(c.name)]));
  return { ids, categoryIds, names: names.done(), texts: texts.done(), skus: index.bySku, categoryNames };
}

class HaystackBuilder {
  private readonly parts: string[] = [];
  private readonly starts: Int32Array;
  private readonly signatures: Int32Array;
  private readonly blockWords: number;
  private readonly blockSignatures: Int32Array;
  private length = 0;
  constructor(
    n: number,
    private readonly words: number,
  ) {
    this.starts = new Int32Array(n + 1);
    this.signatures = new Int32Array(n * words);
    this.blockWords = words * 8;
    this.blockSignatures = new Int32Array(Math.ceil(n / BLOCK) * this.blockWords);
  }
  add(i: number, text: string): void {
    this.starts[i] = this.length;
    this.length += text.length;
    this.parts.push(text);
    addTrigrams(this.signatures, i * this.words, this.words, text);
    addTrigrams(this.blockSignatures, Math.floor(i / BLOCK) * this.blockWords, this.blockWords, text);
  }
  done(): Haystack {
    this.starts[this.parts.length] = this.length;
    const { starts, signatures, words, blockSignatures, blockWords } = this;
    return { text: this.parts.join(""), starts, signatures, words, blockSignatures, blockWords };
  }
}

/**
 * The positions (into `ids`), in id order, of the first `max` products whose
 * text in `hay` holds `term`.
 */
export function matching(hay: Haystack, term: string, max: number): number[] {
  if (term.length >= 3) return candidates(hay, [term], max, (from, to) => hay.text.substring(from, to).includes(term));
  // No trigram to pass products over by: one indexOf from each match to the next.
  const out: number[] = [];
  let from = 0;
  while (out.length < max) {
    const at = hay.text.indexOf(term, from);
    if (at < 0) break;
    const i = productAt(hay.starts, at);
    out.push(i);
    from = hay.starts[i + 1];
  }
  return out;
}

/** The positions, in id order, of the first `max` products whose text in `hay` begins with `prefix`. */
export function beginning(hay: Haystack, prefix: string, max: number): number[] {
  return candidates(hay, [prefix], max, (from) => hay.text.startsWith(prefix, from));
}

/**
 * The positions, in id order, of the first `max` products whose text in `hay`
 * holds every one of `terms`, anywhere and in any order ("black gloves" in
 * "Black Nitrile Gloves"). A term under three code units has no trigram: it is
 * looked for in each product the others let through (in all of them if none has one).
 */
export function holdingAll(hay: Haystack, terms: readonly string[], max: number): number[] {
  return candidates(hay, terms, max, (from, to) => {
    const text = hay.text.substring(from, to);
    return terms.every((t) => text.includes(t));
  });
}

/**
 * The first `max` products that `holds` (given where the product's text
 * begins and ends), asked only of those whose signature has every bit of the `terms`'.
 */
function candidates(hay: Haystack, terms: readonly string[], max: number, holds: (from: number, to: number) => boolean): number[] {
  const { starts, signatures, words, blockSignatures, blockWords } = hay;
  const mask = termsMask(terms, words);
  const blockMask = termsMask(terms, blockWords);
  const out: number[] = [];
  const n = starts.length - 1;
  for (let block = 0; block * BLOCK < n && out.length < max; block++) {
    if (!covers(blockSignatures, block * blockWords, blockMask)) continue;
    const end = Math.min(n, (block + 1) * BLOCK);
    for (let i = block * BLOCK; i < end && out.length < max; i++) {
      if (covers(signatures, i * words, mask) && holds(starts[i], starts[i + 1])) out.push(i);
    }
  }
  return out;
}

/** The product whose text spans `offset`: the last start at or before it. */
function productAt(starts: Int32Array, offset: number): number {
  let lo = 0;
  let hi = starts.length - 2;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid] <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
