import "server-only";
import { parseSpecQuery, type QuerySpecs } from "@/lib/spec-query";
import { findSynonyms } from "@/lib/synonyms";
import { correctWords } from "@/lib/typo";
import type { Product } from "@/lib/types";
import { convert, type UnitKey } from "@/lib/units";
import { catalogIndex, type CatalogIndex } from "@/server/catalog/search/catalog-index";
import { productsByIds, productsJsonByIds } from "@/server/catalog/products/products";
import { namesHolding, nameTest } from "@/server/catalog/search/names-holding";
import { MAX_TERM_LENGTH, textMatches } from "@/server/catalog/search/search";
import { smallestSorted } from "@/server/catalog/search/smallest";
import { textIndex, type TextIndex } from "@/server/catalog/search/text-index";

export interface CatalogSearchIds {
  /** The matching products' ids, best first. */
  ids: number[];
  /** The query the results are for when the words were corrected ("strech film" → "stretch film"); null when they were not. */
  correctedQuery: string | null;
  /** The specs read from the query, as typed ("18 in", "80 gauge"). */
  chips: string[];
}

export interface CatalogSearch extends Omit<CatalogSearchIds, "ids"> {
  products: Product[];
}

/** Queries with another phrase of a synonym group searched as text, at most: each is one more text search. */
const SYNONYM_VARIANTS_MAX = 6;

/** How far a typed width or length may sit from a product's and still name it: 450 mm is an 18 in film (17.7 in). */
const SIZE_TOLERANCE = 0.03;
/** Thickness typed in a unit other than the product's: 1.5 mil on a film sold as 150 gauge. */
const THICKNESS_TOLERANCE = 0.05;

type Spec = keyof QuerySpecs;
const SPEC_KEYS: Spec[] = ["width", "length", "thickness", "capacity"];

/**
 * The search box and GET /api/products/search.
 *
 * 1. A product whose SKU is the whole query comes first.
 * 2. Specs typed in the query ("18 inch 80 gauge", `18" x 1500' 80ga`,
 *    "20 micron", "1.5 mil 55 gallon") are read by parseSpecQuery and matched
 *    against the typed attributes of the same name (width, length, thickness,
 *    capacity) in each product's own unit: products matching every spec
 *    first, then those matching some, each group with the ones whose name or
 *    category holds the remaining words first.
 * 3. Then the remaining words' text matches (searchProducts: SKU, name,
 *    description, category name, through the in-memory text index).
 * A query without specs is exactly searchProducts.
 *
 * When the words match nothing at all, each word no product or category name
 * holds is corrected to the nearest word that one does (src/lib/typo.ts:
 * "strech" → "stretch", "nitrle" → "nitrile"), and the search runs again with
 * them; `correctedQuery` says so.
 */
export async function searchCatalog(q: string, limit = 100): Promise<CatalogSearch> {
  const { ids, ...rest } = await searchCatalogIds(q, limit);
  return { products: await productsByIds(ids), ...rest };
}

/**
 * GET /api/products/search's answer for a search term (searchTerm): the
 * products as JSON text, how many, and the corrected query. Not kept in Next's
 * data cache: the HTTP server keeps each term's answer for a minute, until the
 * catalogue changes (http-server/api-cache.mjs), so what reaches this is nearly
 * always a term nobody asked for lately, where an entry costs its encoding and
 * storage and is never read (a new term each request was answered about 1.3
 * times as fast without it).
 */
export async function searchAnswer(term: string): Promise<{ body: string; count: number; correctedQuery: string | null }> {
  const { ids, correctedQuery } = await searchCatalogIds(term);
  const { json, count } = await productsJsonByIds(ids);
  return { body: json, count, correctedQuery };
}

/**
 * searchCatalog's ranking, as ids. Synonyms (src/lib/synonyms.ts) add to what
 * the words find: a phrase of a group tied to a category brings that
 * category's products (those whose name or category holds the query's other
 * words, from the in-memory index); a phrase of a group without one searches
 * the query again with each other phrase of the group in its place. The
 * words' own matches come first.
 */
export async function searchCatalogIds(q: string, limit = 100): Promise<CatalogSearchIds> {
  const term = searchTerm(q);
  const max = Number.isFinite(limit) ? Math.max(0, Math.floor(limit)) : 0;
  if (!term || max === 0) return { ids: [], correctedQuery: null, chips: [] };
  const parsed = parseSpecQuery(term);
  const index = await catalogIndex();
  const text = await textIndex(index);

  const specless = SPEC_KEYS.every((k) => parsed.specs[k] === undefined);
  // Without specs the words are searched as typed (SKUs keep their dots and dashes).
  const words = specless ? term : parsed.text;
  const first = await rank(index, text, term, parsed.specs, words, max);
  const synonyms = await synonymIds(index, text, term, parsed.specs, words, max);
  if ((first.ids.length > 0 && (first.textHits > 0 || !parsed.text)) || synonyms.length > 0) {
    return {
      ids: merged(max, first.textHits > 0 || !parsed.text ? [first.ids, synonyms] : [synonyms, first.ids]),
      correctedQuery: null,
      chips: parsed.chips,
    };
  }
  const corrected = parsed.text ? correctWords(parsed.text, index.vocabulary) : null;
  if (corrected) {
    const second = await rank(index, text, term, parsed.specs, corrected.text, max);
    const correctedSynonyms = await synonymIds(index, text, term, parsed.specs, corrected.text, max);
    if (second.textHits > 0 || correctedSynonyms.length > 0) {
      return {
        ids: merged(max, [second.ids, correctedSynonyms]),
        correctedQuery: replaceWords(term, corrected.changes),
        chips: parsed.chips,
      };
    }
  }
  return { ids: first.ids, correctedQuery: null, chips: parsed.chips };
}

/** The lists' ids in order, each once, at most `max`. */
function merged(max: number, lists: number[][]): number[] {
  const out = new Set<number>();
  for (const list of lists) for (const id of list) if (out.size < max) out.add(id);
  return [...out];
}

/** What the synonyms the words hold find (nothing, at the cost of a few map reads, when they hold none). */
async function synonymIds(
  index: CatalogIndex,
  textIndex: TextIndex,
  term: string,
  specs: QuerySpecs,
  text: string,
  max: number,
): Promise<number[]> {
  const matches = findSynonyms(index.synonyms, text);
  if (matches.length === 0) return [];
  const lists: number[][] = [];
  let variants = 0;
  for (const m of matches) {
    const category = m.group.categoryId === null ? undefined : index.categories.get(m.group.categoryId);
    const rest = [...m.before, ...m.after].map((w) => w.toLowerCase());
    if (category) {
      const restOfName = rest.filter((w) => !category.lowerName.includes(w));
      lists.push(namesHolding(category.names, category.ids, restOfName, max));
      continue;
    }
    for (const phrase of m.group.phrases) {
      if (phrase === m.phrase || variants >= SYNONYM_VARIANTS_MAX) continue;
      variants++;
      const found = await rank(index, textIndex, term, specs, [...m.before, phrase, ...m.after].join(" "), max);
      if (found.textHits > 0) lists.push(found.ids);
    }
  }
  return merged(max, lists);
}

/** The text a query searches for: trimmed, without NULs, at most MAX_TERM_LENGTH characters. Queries with the same term share an answer (and a cache entry). */
export function searchTerm(q: string): string {
  return Array.from(q.replace(/\u0000/g, "").trim())
    .slice(0, MAX_TERM_LENGTH)
    .join("")
    .trim();
}

/** The ids in rank order, and how many of them matched the words (not only the specs). */
async function rank(
  index: CatalogIndex,
  textIndex: TextIndex,
  term: string,
  specs: QuerySpecs,
  text: string,
  max: number,
): Promise<{ ids: number[]; textHits: number }> {
  const wanted = SPEC_KEYS.filter((k) => specs[k] !== undefined);
  if (wanted.length === 0) {
    const ids = textMatches(textIndex, text, max);
    return { ids, textHits: ids.length };
  }
  const ids: number[] = [];
  const seen = new Set<number>();
  const add = (id: number) => {
    if (ids.length < max && !seen.has(id)) {
      seen.add(id);
      ids.push(id);
    }
  };
  const sku = index.bySku.get(term.toLowerCase());
  if (sku !== undefined) add(sku);

  // Score every product once, best first, then by id: every spec met; the words in its name or
  // category; how many of the specs its category describes at all (a gallon size points at bags,
  // not at a film of the same thickness); how many it meets.
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  // A spec can match most of the catalogue: each match is one number (see `scoredKey`), not an object.
  // Listed first: full matches, and partial ones with the words; after the words' own text
  // matches: partial matches without the words.
  const leading: number[] = [];
  const trailing: number[] = [];
  let textHits = 0;
  for (const category of index.categories.values()) {
    // Per category, once: the wanted specs it has a number attribute with a unit for (only
    // those can be met), whether each product's value meets them (asked once per distinct
    // value), and the words its name already holds.
    const tests: { codes: Int32Array; meets: Uint8Array }[] = [];
    for (const key of wanted) {
      const def = category.defs.find((d) => d.key === key);
      const column = category.columns.get(key);
      if (!def?.unit || !column) continue;
      const unit = def.unit;
      tests.push({
        codes: column.codes,
        meets: Uint8Array.from(column.values, (v) => (typeof v === "number" && meets(key, v, unit, specs) ? 1 : 0)),
      });
    }
    if (tests.length === 0) continue;
    const applicable = wanted.filter((k) => category.defs.some((d) => d.key === k && d.type === "number")).length;
    const nameWords = words.filter((w) => !category.lowerName.includes(w));
    const hasWords = words.length === 0 ? () => false : nameTest(category.names, nameWords);
    const { ids: productIds } = category;
    for (let i = 0; i < productIds.length; i++) {
      let matched = 0;
      for (const t of tests) {
        const code = t.codes[i];
        if (code >= 0 && t.meets[code] === 1) matched++;
      }
      if (matched === 0) continue;
      const withWords = hasWords(i);
      if (withWords) textHits++;
      const all = matched === wanted.length;
      const key = scoredKey((all ? 1000 : 0) + (withWords ? WITH_WORDS : 0) + applicable * 10 + matched, productIds[i]);
      if (all || withWords || words.length === 0) leading.push(key);
      else trailing.push(key);
    }
  }
  // Only the best of each list can be listed: `max`, and one more that the SKU's match may
  // already be (the trailing ones can meet at most as many already listed as are missing).
  for (const key of smallestSorted(leading, max + 1)) add(idOfScoredKey(key));
  if (words.length > 0 && ids.length < max) {
    const byText = textMatches(textIndex, text, max);
    textHits += byText.length;
    for (const id of byText) add(id);
  }
  if (ids.length < max) for (const key of smallestSorted(trailing, max)) add(idOfScoredKey(key));
  return { ids, textHits };
}

/** A score's part for a name that holds the words; the rest below it is at most 4 × 10 + 4. */
const WITH_WORDS = 100;
/** Above every score (at most 1,144). */
const SCORE_CAP = 2048;
/** Above every product id (a 32-bit integer column). */
const ID_SPAN = 2 ** 31;

/**
 * A score and a product id as one number that sorts ascending as the ranking
 * wants: best score first, then the lower id (exact: below 2^42).
 */
const scoredKey = (score: number, id: number) => (SCORE_CAP - score) * ID_SPAN + id;
const idOfScoredKey = (key: number) => key % ID_SPAN;

function meets(key: Spec, value: number, unit: UnitKey, specs: QuerySpecs): boolean {
  try {
    switch (key) {
      case "width":
        return near(convert(specs.width!.value, "in", unit), value, SIZE_TOLERANCE);
      case "length":
        return near(convert(specs.length!.value, "ft", unit), value, SIZE_TOLERANCE);
      case "capacity":
        return near(convert(specs.capacity!.value, "gal", unit), value, SIZE_TOLERANCE);
      case "thickness": {
        const t = specs.thickness!;
        // Films are sold by standard gauge: "20 micron" names the 80 gauge film, which is 20.3 µm.
        if (unit === "gauge") return Math.abs(t.gauge - value) < 1e-9 || near(convert(t.mil, "mil", "gauge"), value, THICKNESS_TOLERANCE);
        const typed = t.asTyped;
        if (typed.unit === unit) return Math.abs(typed.value - value) < 1e-9;
        return near(convert(typed.value, typed.unit, unit), value, THICKNESS_TOLERANCE);
      }
    }
  } catch {
    // A spec of another dimension than the attribute's unit (a "width" in gallons): no match.
    return false;
  }
  return false;
}

const near = (a: number, b: number, tolerance: number) => Math.abs(a - b) <= tolerance * Math.max(Math.abs(a), Math.abs(b)) + 1e-9;

/** The query as typed with the corrected words put in ("Strech film 18in" → "stretch film 18in"). */
function replaceWords(term: string, changes: Map<string, string>): string {
  return term.replace(/[\p{L}]+/gu, (w) => changes.get(w.toLowerCase()) ?? w);
}
