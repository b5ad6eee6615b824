import "server-only";
import { parseAttributes, attributesFor, type AttributeDef, type Attributes } from "@/lib/attributes";
import { parseAttributeDefs } from "@/lib/validation/attribute-defs";
import { buildDictionary, type SynonymDictionary } from "@/lib/synonyms";
import { db } from "@/server/db/client";
import { synonymGroups } from "@/server/catalog/search/synonyms";

/**
 * What facets, spec-aware search, synonyms and typo correction read: every
 * product's typed attributes, name and category, in memory, by category in the
 * order the catalogue lists them (name, then id), and the synonym dictionary.
 *
 * Counting facets in SQL means grouping every product of a category once per
 * facet; in memory it is one pass over a few arrays (about 2 ms for 20,000
 * products and five facets here), which keeps a filtered page within its
 * budget at 100,000 products on either database.
 *
 * Current, however the catalogue changes: every write to Product, Category or
 * Synonym bumps CatalogVersion by database trigger (the typed_attributes migration),
 * whoever writes it (this instance, another one, a script). Each use reads
 * that one row and reloads when it moved. A reload reads the products once
 * (about 0.5 s at 100,000); concurrent callers share it.
 */

export interface IndexedProduct {
  id: number;
  sku: string;
  /** Lower case: what text matching compares. */
  name: string;
  categoryId: number | null;
  attributes: Attributes;
}

export interface IndexedCategory {
  id: number;
  slug: string;
  name: string;
  lowerName: string;
  defs: AttributeDef[];
  /** Its products, in the catalogue's order (name, then id). */
  products: IndexedProduct[];
  /** Their attributes, the same order: the facet counter's input. */
  attributes: Attributes[];
}

export interface CatalogIndex {
  version: number;
  /** Every product, by id order. */
  products: IndexedProduct[];
  categories: Map<number, IndexedCategory>;
  bySlug: Map<string, IndexedCategory>;
  /** Product id by lower-cased SKU. */
  bySku: Map<string, number>;
  /** Words of product and category names and synonyms (3+ letters, lower case) with how many hold them: typo correction's dictionary. */
  vocabulary: Map<string, number>;
  /** The synonym dictionary (src/lib/synonyms.ts), built once per load: a query's lookup is a few map reads. */
  synonyms: SynonymDictionary;
}

interface IndexState {
  current: CatalogIndex | null;
  loading: { version: number; promise: Promise<CatalogIndex> } | null;
  /** The version the latest call read: the one a finished load must be of to become current. */
  lastRead: number;
}

/**
 * One index per process, on globalThis: Next loads this module once per bundle
 * (the pages' and each API route's), and each copy of the module would
 * otherwise load and hold the whole catalogue again (40 MB of heap each at
 * 100,000 products).
 */
const STATE = Symbol.for("storefront.catalogIndex");
const shared = globalThis as unknown as Record<symbol, IndexState | undefined>;
const state = (shared[STATE] ??= { current: null, loading: null, lastRead: -1 });

export async function catalogVersion(): Promise<number> {
  const row = await db.catalogVersion.findUnique({ where: { id: 1 }, select: { version: true } });
  return row?.version ?? 0;
}

export async function catalogIndex(): Promise<CatalogIndex> {
  const version = await catalogVersion();
  state.lastRead = version;
  if (state.current && state.current.version === version) return state.current;
  if (state.loading && state.loading.version === version) return state.loading.promise;
  const promise = load(version).then(
    (index) => {
      // A slower load of an older version never replaces a newer one. Compared with the
      // version last read, not by order: a restored backup moves the counter back, and
      // an index kept for being "newer" would be served as current once writes bring the
      // counter up to its number again.
      if (!state.current || index.version === state.lastRead) state.current = index;
      if (state.loading?.promise === promise) state.loading = null;
      return index;
    },
    (e) => {
      if (state.loading?.promise === promise) state.loading = null;
      throw e;
    },
  );
  state.loading = { version, promise };
  return promise;
}

const WORD = /[\p{L}]{3,}/gu;

async function load(version: number): Promise<CatalogIndex> {
  const [categoryRows, productRows, groups] = await Promise.all([
    db.category.findMany({ select: { id: true, slug: true, name: true, attributes: true } }),
    // The catalogue's order as the database sorts it, so a filtered page lists like the plain one.
    db.$queryRawUnsafe<{ id: number | bigint; sku: string; name: string; categoryId: number | bigint | null; attributes: string }[]>(
      `SELECT "id", "sku", "name", "categoryId", "attributes" FROM "Product" ORDER BY "name", "id"`,
    ),
    synonymGroups(),
  ]);
  const categories = new Map<number, IndexedCategory>();
  const bySlug = new Map<string, IndexedCategory>();
  const vocabulary = new Map<string, number>();
  const count = (text: string) => {
    for (const w of new Set(text.toLowerCase().match(WORD) ?? [])) vocabulary.set(w, (vocabulary.get(w) ?? 0) + 1);
  };
  for (const c of categoryRows) {
    const entry: IndexedCategory = {
      id: c.id,
      slug: c.slug,
      name: c.name,
      lowerName: c.name.toLowerCase(),
      defs: parseAttributeDefs(c.attributes),
      products: [],
      attributes: [],
    };
    categories.set(c.id, entry);
    bySlug.set(c.slug, entry);
    count(c.name);
  }
  const products: IndexedProduct[] = [];
  const bySku = new Map<string, number>();
  for (const r of productRows) {
    const categoryId = r.categoryId === null ? null : Number(r.categoryId);
    const category = categoryId === null ? undefined : categories.get(categoryId);
    const product: IndexedProduct = {
      id: Number(r.id),
      sku: r.sku,
      name: r.name.toLowerCase(),
      categoryId,
      // Only what the category still defines, with the right type.
      attributes: category ? attributesFor(parseAttributes(r.attributes), category.defs) : {},
    };
    products.push(product);
    bySku.set(r.sku.toLowerCase(), product.id);
    count(r.name);
    if (category) {
      category.products.push(product);
      category.attributes.push(product.attributes);
    }
  }
  // A misspelt synonym ("can linrs") is corrected to it, then expanded.
  for (const g of groups) for (const phrase of g.phrases) count(phrase);
  products.sort((a, b) => a.id - b.id);
  return { version, products, categories, bySlug, bySku, vocabulary, synonyms: buildDictionary(groups) };
}
