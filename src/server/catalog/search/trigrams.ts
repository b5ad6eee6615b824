/**
 * Trigram signatures: a text's as bits, one per hash of each of its trigrams
 * (three UTF-16 code units), in `words` 32-bit words. A text holding a term
 * holds each of its trigrams, so a text whose signature lacks a bit of the
 * term's cannot hold it and is passed over without being read.
 */

/** Sets, in `words` words from `at`, the bit of each trigram of `text`. */
export function addTrigrams(bits: Int32Array, at: number, words: number, text: string): void {
  const shift = 32 - Math.log2(words * 32);
  for (let k = 0; k + 2 < text.length; k++) {
    const h = trigramHash(text.charCodeAt(k), text.charCodeAt(k + 1), text.charCodeAt(k + 2)) >>> shift;
    bits[at + (h >>> 5)] |= 1 << (h & 31);
  }
}

const trigramHash = (a: number, b: number, c: number) => Math.imul(a, 0x9e3779b1) ^ Math.imul(b, 0x85ebca77) ^ Math.imul(c, 0xc2b2ae3d);

/** A term's signature as [word, bits] pairs of its non-zero words (none for a term under three code units). */
export function termMask(term: string, words: number): Int32Array {
  return termsMask([term], words);
}

/** The signature of a text holding every one of `terms`: each term's trigrams, and none spanning two of them. */
export function termsMask(terms: readonly string[], words: number): Int32Array {
  const bits = new Int32Array(words);
  for (const term of terms) addTrigrams(bits, 0, words, term);
  const pairs: number[] = [];
  bits.forEach((b, w) => {
    if (b !== 0) pairs.push(w, b);
  });
  return Int32Array.from(pairs);
}

/** Whether the signature at `at` has every bit of `mask`. */
export function covers(signatures: Int32Array, at: number, mask: Int32Array): boolean {
  for (let k = 0; k < mask.length; k += 2) if ((signatures[at + mask[k]] & mask[k + 1]) !== mask[k + 1]) return false;
  return true;
}
