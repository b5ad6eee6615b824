/**
 * The search's synonym dictionary: groups of phrases buyers use for the same
 * goods ("trash bags", "can liners", "garbage bags"), each group optionally
 * naming a category. Browser-safe and pure: the admin form shows phrases as
 * this file reads them, and the search index builds its lookup with it.
 *
 * Phrases and queries are compared by key: words of letters and digits, lower
 * case, a plural "s" dropped ("Can-Liners" and "can liner" are one key), so a
 * lookup is a few map reads per query word, whatever the dictionary's size.
 */

export interface SynonymGroup {
  id: number;
  phrases: string[];
  categoryId: number | null;
}

export interface SynonymDictionary {
  /** Groups by the key of each of their phrases. */
  byKey: Map<string, SynonymGroup[]>;
  /** The most words any phrase has: the longest run of query words looked up. */
  longest: number;
}

export interface SynonymMatch {
  group: SynonymGroup;
  /** The phrase of the group the query holds, as stored. */
  phrase: string;
  /** The query's words before and after it, as typed. */
  before: string[];
  after: string[];
}

const WORD = /[\p{L}\p{N}]+/gu;

/** "Liners" → "liner", "glass" stays: a plural written or not names the same goods. */
function stem(word: string): string {
  const w = word.toLowerCase();
  return w.length > 3 && w.endsWith("s") && !w.endsWith("ss") ? w.slice(0, -1) : w;
}

export const wordsOf = (text: string): string[] => text.match(WORD) ?? [];

/** What a phrase is looked up by: "T-Shirt Bags" → "t shirt bag". */
export const phraseKey = (text: string): string => wordsOf(text).map(stem).join(" ");

export function buildDictionary(groups: SynonymGroup[]): SynonymDictionary {
  const byKey = new Map<string, SynonymGroup[]>();
  let longest = 0;
  for (const group of groups) {
    for (const phrase of group.phrases) {
      const key = phraseKey(phrase);
      if (!key) continue;
      const list = byKey.get(key) ?? [];
      if (!list.includes(group)) list.push(group);
      byKey.set(key, list);
      longest = Math.max(longest, key.split(" ").length);
    }
  }
  return { byKey, longest };
}

/**
 * The phrases of the dictionary the text holds, as whole words, longest first
 * and left to right, never overlapping. At most `longest` lookups per word.
 */
export function findSynonyms(dictionary: SynonymDictionary, text: string): SynonymMatch[] {
  if (dictionary.byKey.size === 0) return [];
  const words = wordsOf(text);
  const keys = words.map(stem);
  const matches: SynonymMatch[] = [];
  let i = 0;
  while (i < words.length) {
    let found = 0;
    for (let n = Math.min(dictionary.longest, words.length - i); n > 0 && !found; n--) {
      const groups = dictionary.byKey.get(keys.slice(i, i + n).join(" "));
      if (!groups) continue;
      const key = keys.slice(i, i + n).join(" ");
      for (const group of groups) {
        const phrase = group.phrases.find((p) => phraseKey(p) === key) ?? key;
        matches.push({ group, phrase, before: words.slice(0, i), after: words.slice(i + n) });
      }
      found = n;
    }
    i += found || 1;
  }
  return matches;
}
