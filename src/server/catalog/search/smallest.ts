/**
 * The `k` smallest of `values`, in ascending order. A search ranks every
 * product a spec matches (tens of thousands at 100,000 products) but lists at
 * most 100, so it selects those first (quickselect, linear on average) and
 * sorts only them, instead of sorting all. `values` is not changed.
 */
export function smallestSorted(values: readonly number[], k: number): Float64Array {
  const all = Float64Array.from(values);
  const n = Math.max(0, Math.min(Math.floor(k), all.length));
  // Below a few times k, selecting first saves little over sorting it all.
  if (all.length <= n * 4) return all.sort().subarray(0, n);
  if (n > 0) moveSmallestFirst(all, n);
  return all.subarray(0, n).sort();
}

/** Reorders `a` so that its first `k` (0 < k ≤ length) are its k smallest, in no order (Hoare's selection). */
function moveSmallestFirst(a: Float64Array, k: number): void {
  const target = k - 1;
  let lo = 0;
  let hi = a.length - 1;
  while (lo < hi) {
    const mid = lo + ((hi - lo) >> 1);
    const pivot = medianOfThree(a[lo], a[mid], a[hi]);
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (a[i] < pivot) i++;
      while (a[j] > pivot) j--;
      if (i <= j) {
        const t = a[i];
        a[i] = a[j];
        a[j] = t;
        i++;
        j--;
      }
    }
    // Now a[lo..j] ≤ pivot ≤ a[i..hi], and anything between them equals the pivot.
    if (target <= j) hi = j;
    else if (target >= i) lo = i;
    else return;
  }
}

const medianOfThree = (x: number, y: number, z: number) => Math.max(Math.min(x, y), Math.min(Math.max(x, y), z));
