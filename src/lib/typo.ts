/**
 * Typo correction against the catalogue's own words: a word of the query that
 * no product or category name holds is replaced by the closest one that does
 * ("strech" → "stretch", "nitrle" → "nitrile", "mailr" → "mailer", "bgas" →
 * "bags"). Pure, so it is tested on its own; the server builds the vocabulary
 * (src/server/catalog/search/catalog-index.ts).
 *
 * Closeness is the optimal string alignment distance: Levenshtein (what quick
 * order's boundedDistance counts for SKUs) plus the swap of two neighbours,
 * the commonest slip in a typed word, which Levenshtein counts as two edits
 * and would put out of reach of a short word ("bgas"). A word of up
 * to 4 letters may be one edit away, a longer one two; the closest candidate
 * wins, then the one more names hold, then the alphabetically first (so the
 * answer never depends on the vocabulary's order). Words under 3 letters and
 * anything with a digit are left alone: they are sizes, SKUs or units.
 */

export const MIN_WORD = 3;

export const maxEdits = (word: string) => (word.length <= 4 ? 1 : 2);

/** Optimal string alignment distance, or `limit + 1` as soon as it must exceed `limit`. */
export function editDistance(a: string, b: string, limit = Infinity): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const n = b.length;
  let prev2 = new Array<number>(n + 1).fill(0);
  let prev = Array.from({ length: n + 1 }, (_, j) => j);
  let cur = new Array<number>(n + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = cur[0];
    for (let j = 1; j <= n; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prev2[j - 2] + 1);
      cur[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > limit) return limit + 1;
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  return prev[n] > limit ? limit + 1 : prev[n];
}

/** The vocabulary word closest to `word`, or undefined when none is close enough (or the word is known). */
export function closestWord(word: string, vocabulary: ReadonlyMap<string, number>): string | undefined {
  if (word.length < MIN_WORD || /\d/.test(word) || vocabulary.has(word)) return undefined;
  const limit = maxEdits(word);
  let best: { word: string; distance: number; count: number } | undefined;
  for (const [candidate, count] of vocabulary) {
    if (Math.abs(candidate.length - word.length) > limit) continue;
    const distance = editDistance(word, candidate, limit);
    if (distance > limit) continue;
    if (
      !best ||
      distance < best.distance ||
      (distance === best.distance && (count > best.count || (count === best.count && candidate < best.word)))
    ) {
      best = { word: candidate, distance, count };
    }
  }
  return best?.word;
}

/**
 * The text with its unknown words corrected, and which words changed
 * (lower case, old → new); null when nothing changed.
 */
export function correctWords(text: string, vocabulary: ReadonlyMap<string, number>): { text: string; changes: Map<string, string> } | null {
  const changes = new Map<string, string>();
  const out = text
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => {
      const fixed = closestWord(w, vocabulary);
      if (fixed) changes.set(w, fixed);
      return fixed ?? w;
    })
    .join(" ");
  return changes.size ? { text: out, changes } : null;
}
