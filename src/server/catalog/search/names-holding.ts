import { addTrigrams, covers, termMask } from "@/server/catalog/search/trigrams";

/** Signature size of a name: 4 words (128 bits) for its 40 to 60 trigrams, as the text index's names. */
const WORDS = 4;

/**
 * Names, lower case (as the words looked for are), as one string: name i is
 * `text.slice(starts[i], starts[i + 1])`. One string and one typed array
 * rather than a string per product: the collector visits two objects, not
 * 20,000 (a category's names at 100,000 products).
 */
export interface NameList {
  text: string;
  starts: Int32Array;
}

export function nameList(names: readonly string[]): NameList {
  const starts = new Int32Array(names.length + 1);
  let length = 0;
  names.forEach((name, i) => {
    starts[i] = length;
    length += name.length;
  });
  starts[names.length] = length;
  return { text: names.join(""), starts };
}

export const nameAt = (names: NameList, i: number) => names.text.slice(names.starts[i], names.starts[i + 1]);

/**
 * Each list's name signatures, built on its first walk and kept as long as the
 * list is (a category's names in the catalogue index: until the next
 * catalogue version). On globalThis, like that index: Next loads this module
 * once per bundle, and each copy would otherwise build its own.
 */
const STATE = Symbol.for("storefront.nameSignatures");
const shared = globalThis as unknown as Record<symbol, WeakMap<NameList, Int32Array> | undefined>;
const built = (shared[STATE] ??= new WeakMap());

function signaturesOf(names: NameList): Int32Array {
  let signatures = built.get(names);
  if (!signatures) {
    const n = names.starts.length - 1;
    signatures = new Int32Array(n * WORDS);
    for (let i = 0; i < n; i++) addTrigrams(signatures, i * WORDS, WORDS, nameAt(names, i));
    built.set(names, signatures);
  }
  return signatures;
}

/**
 * Which names of a list hold every one of some words, asked name by name: a
 * name whose signature lacks a word's trigrams is passed over unread. A word
 * under three characters has no trigram and is looked for in every name.
 */
export function nameTest(names: NameList, words: readonly string[]): (i: number) => boolean {
  if (words.length === 0) return () => true;
  const masks = words.filter((w) => w.length >= 3).map((w) => termMask(w, WORDS));
  const signatures = masks.length > 0 ? signaturesOf(names) : null;
  return (i) => {
    if (signatures && !masks.every((mask) => covers(signatures, i * WORDS, mask))) return false;
    const name = nameAt(names, i);
    return words.every((w) => name.includes(w));
  };
}

/**
 * The ids of the first `max` names, in the list's order, that hold every
 * word (`ids[i]` is name i's). What a category's synonym asks of the category
 * for the rest of the query ("can liners 4523"): a word few names hold used to
 * cost a substring search in each of the category's 20,000 names at 100,000
 * products, about a fifth of a new search term's time.
 */
export function namesHolding(names: NameList, ids: Int32Array, words: readonly string[], max: number): number[] {
  const out: number[] = [];
  const holds = nameTest(names, words);
  for (let i = 0; i < ids.length && out.length < max; i++) if (holds(i)) out.push(ids[i]);
  return out;
}
