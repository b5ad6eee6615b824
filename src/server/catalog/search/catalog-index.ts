import "server-only";
import { parseAttributes, attributesFor, type AttributeDef, type Attributes, type AttributeValue } from "@/lib/attributes";
import { valueKey } from "@/lib/facets";
import { parseAttributeDefs } from "@/lib/validation/attribute-defs";
import { buildDictionary, type SynonymDictionary } from "@/lib/synonyms";
import { db } from "@/server/db/client";
import { sqliteReader } from "@/server/db/sqlite-reader";
import { nameList, type NameList } from "@/server/catalog/search/names-holding";
import { StringTable } from "@/server/catalog/search/string-table";
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

/** No category: -1 in `categoryIds`. */
export const NO_CATEGORY = -1;

/**
 * A category's values of one attribute as codes: each distinct value once
 * (numbers by value, text as stored), per product its value's code, and each
 * value's group, the values a filter counts as one (valueKey).
 */
export interface AttributeColumn {
  /** Per product, in the category's order: its value's code; -1 when it has none. */
  codes: Int32Array;
  values: AttributeValue[];
  groups: Int32Array;
}

/**
 * Products are held as columns (typed arrays, one string for many names),
 * never as an object per product: at 100,000 products those objects, their
 * attribute objects and SKU strings were most of what a full garbage
 * collection had to mark (about 35 of its 55 ms here), and under a stream of
 * new search terms the server collects about once a second.
 */
export interface IndexedCategory {
  id: number;
  slug: string;
  name: string;
  lowerName: string;
  defs: AttributeDef[];
  /** Its products' ids, in the catalogue's order (name, then id). */
  ids: Int32Array;
  /** Their names, lower case (what text matching compares), the same order. */
  names: NameList;
  /** Per attribute it defines (by key): its products' values, the same order; what facets and spec search read. */
  columns: Map<string, AttributeColumn>;
}

export interface CatalogIndex {
  version: number;
  /** Every product's id, ascending. */
  ids: Int32Array;
  /** Each one's category id, the same order; NO_CATEGORY for none. */
  categoryIds: Int32Array;
  categories: Map<number, IndexedCategory>;
  bySlug: Map<string, IndexedCategory>;
  /** Product id by lower-cased SKU. */
  bySku: StringTable;
  /** Words of product and category names and synonyms (3+ letters, lower case) with how many hold them: typo correction's dictionary. */
  vocabulary: Map<string, number>;
  /** The synonym dictionary (src/lib/synonyms.ts), built once per load: a query's lookup is a few map reads. */
  synonyms: SynonymDictionary;
}

/** Product `i` of a category's attributes, as stored (only those its category defines). */
export function attributesAt(category: IndexedCategory, i: number): Attributes {
  const out: Attributes = {};
  for (const [key, column] of category.columns) {
    const code = column.codes[i];
    if (code >= 0) out[key] = column.values[code];
  }
  return out;
}

/** The category id of a product by id (NO_CATEGORY for none), or undefined when the index has no such product. */
export function categoryIdOf(index: CatalogIndex, id: number): number | undefined {
  const { ids } = index;
  let lo = 0;
  let hi = ids.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (ids[mid] === id) return index.categoryIds[mid];
    if (ids[mid] < id) lo = mid + 1;
    else hi = mid - 1;
  }
  return undefined;
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

/**
 * The catalogue's version: read on every search, facet count and filtered
 * view, so on SQLite straight from the driver with one prepared statement.
 * Through the ORM this one-row read cost about 1 ms of CPU (its query
 * compiler, interpreter and a statement prepared per call): a sixth of a new
 * search API answer at 100,000 products.
 */
export async function catalogVersion(): Promise<number> {
  const reader = sqliteReader();
  if (reader) return Number(reader.all<{ version: number | bigint }>(VERSION_SQL)[0]?.version ?? 0);
  const row = await db.catalogVersion.findUnique({ where: { id: 1 }, select: { version: true } });
  return row?.version ?? 0;
}

const VERSION_SQL = `SELECT "version" FROM "CatalogVersion" WHERE "id" = 1`;

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

/** Builds a category's columns a product at a time. */
class CategoryBuilder {
  readonly ids: number[] = [];
  readonly names: string[] = [];
  private readonly columns: { def: AttributeDef; codes: number[]; values: AttributeValue[]; codeOf: Map<AttributeValue, number> }[];
  constructor(readonly defs: AttributeDef[]) {
    this.columns = defs.map((def) => ({ def, codes: [], values: [], codeOf: new Map() }));
  }
  add(id: number, lowerName: string, attributes: Attributes): void {
    this.ids.push(id);
    this.names.push(lowerName);
    for (const c of this.columns) {
      const v = attributes[c.def.key];
      if (v === undefined) {
        c.codes.push(-1);
        continue;
      }
      // A Map tells 0 from -0 no more than valueKey, passes or a range's comparisons do.
      let code = c.codeOf.get(v);
      if (code === undefined) {
        c.codeOf.set(v, (code = c.values.length));
        c.values.push(v);
      }
      c.codes.push(code);
    }
  }
  columnsDone(): Map<string, AttributeColumn> {
    const out = new Map<string, AttributeColumn>();
    for (const { def, codes, values } of this.columns) {
      const groupByKey = new Map<string, number>();
      const groups = Int32Array.from(values, (v) => {
        const key = valueKey(v);
        let group = groupByKey.get(key);
        if (group === undefined) groupByKey.set(key, (group = groupByKey.size));
        return group;
      });
      out.set(def.key, { codes: Int32Array.from(codes), values, groups });
    }
    return out;
  }
}

async function load(version: number): Promise<CatalogIndex> {
  const [categoryRows, productRows, groups] = await Promise.all([
    db.category.findMany({ select: { id: true, slug: true, name: true, attributes: true } }),
    // The catalogue's order as the database sorts it, so a filtered page lists like the plain one.
    db.$queryRawUnsafe<{ id: number | bigint; sku: string; name: string; categoryId: number | bigint | null; attributes: string }[]>(
      `SELECT "id", "sku", "name", "categoryId", "attributes" FROM "Product" ORDER BY "name", "id"`,
    ),
    synonymGroups(),
  ]);
  const vocabulary = new Map<string, number>();
  const count = (text: string) => {
    for (const w of new Set(text.toLowerCase().match(WORD) ?? [])) vocabulary.set(w, (vocabulary.get(w) ?? 0) + 1);
  };
  const builders = new Map<number, CategoryBuilder>();
  for (const c of categoryRows) {
    builders.set(c.id, new CategoryBuilder(parseAttributeDefs(c.attributes)));
    count(c.name);
  }
  const n = productRows.length;
  const ids = new Int32Array(n);
  const categoryIds = new Int32Array(n);
  const skus: string[] = [];
  productRows.forEach((r, i) => {
    const id = Number(r.id);
    const categoryId = r.categoryId === null ? NO_CATEGORY : Number(r.categoryId);
    ids[i] = id;
    categoryIds[i] = categoryId;
    skus.push(r.sku.toLowerCase());
    count(r.name);
    const builder = builders.get(categoryId);
    // Only what the category still defines, with the right type.
    builder?.add(id, r.name.toLowerCase(), attributesFor(parseAttributes(r.attributes), builder.defs));
  });
  // A misspelt synonym ("can linrs") is corrected to it, then expanded.
  for (const g of groups) for (const phrase of g.phrases) count(phrase);

  const categories = new Map<number, IndexedCategory>();
  const bySlug = new Map<string, IndexedCategory>();
  for (const c of categoryRows) {
    const builder = builders.get(c.id)!;
    const entry: IndexedCategory = {
      id: c.id,
      slug: c.slug,
      name: c.name,
      lowerName: c.name.toLowerCase(),
      defs: builder.defs,
      ids: Int32Array.from(builder.ids),
      names: nameList(builder.names),
      columns: builder.columnsDone(),
    };
    categories.set(c.id, entry);
    bySlug.set(c.slug, entry);
  }
  // The same SKU lower-cased twice: the later in the catalogue's order wins, as it always has.
  const bySku = new StringTable(skus, ids);
  const byId = Array.from(ids.keys()).sort((a, b) => ids[a] - ids[b]);
  return {
    version,
    ids: Int32Array.from(byId, (i) => ids[i]),
    categoryIds: Int32Array.from(byId, (i) => categoryIds[i]),
    categories,
    bySlug,
    bySku,
    vocabulary,
    synonyms: buildDictionary(groups),
  };
}
