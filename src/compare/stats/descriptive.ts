// Descriptive statistics on plain arrays of numbers. All functions are pure: none mutates its
// input except `medianInPlace`, which says so. Empty input gives NaN (no value to describe),
// never a throw, so callers decide what "no data" means.

/** Arithmetic mean. Kahan–Neumaier summation keeps long runs of similar values exact enough. */
export function mean(xs: ArrayLike<number>): number {
  const n = xs.length;
  if (n === 0) return NaN;
  let sum = 0;
  let comp = 0;
  for (let i = 0; i < n; i++) {
    const x = xs[i]!;
    const t = sum + x;
    comp += Math.abs(sum) >= Math.abs(x) ? sum - t + x : x - t + sum;
    sum = t;
  }
  return (sum + comp) / n;
}

/**
 * Sample variance with Bessel's correction (divides by n − 1), like R `var` and
 * numpy `var(ddof=1)`. Two-pass (centre first) for accuracy. n < 2 → NaN.
 */
export function variance(xs: ArrayLike<number>): number {
  const n = xs.length;
  if (n < 2) return NaN;
  const m = mean(xs);
  let ss = 0;
  let s = 0;
  for (let i = 0; i < n; i++) {
    const d = xs[i]! - m;
    ss += d * d;
    s += d;
  }
  // Corrected two-pass formula (Chan, Golub & LeVeque 1983): removes the rounding error left in m.
  return (ss - (s * s) / n) / (n - 1);
}

/** Sample standard deviation, sqrt of `variance` (n − 1). */
export function stddev(xs: ArrayLike<number>): number {
  return Math.sqrt(variance(xs));
}

/**
 * Quantile of already sorted data, Hyndman & Fan type 7 (the default of R `quantile` and
 * numpy `quantile`): h = (n − 1)·q, linear interpolation between the neighbours of h.
 * `q` is clamped to [0, 1].
 */
export function quantile(sortedXs: ArrayLike<number>, q: number): number {
  const n = sortedXs.length;
  if (n === 0 || Number.isNaN(q)) return NaN;
  const h = (n - 1) * Math.min(1, Math.max(0, q));
  const lo = Math.floor(h);
  const lower = sortedXs[lo] as number;
  if (lo + 1 >= n) return lower;
  const upper = sortedXs[lo + 1] as number;
  return lower + (h - lo) * (upper - lower);
}

/**
 * Reused work buffers, one per caller that needs its own (median's copy, mad's deviations): a median
 * taken for each of 400,000 rows allocated a typed array each time, a tenth of a large comparison's
 * garbage. Grown on demand, never shrunk; the functions using them call nothing that uses the same one.
 */
export const SCRATCH_MEDIAN = 0;
export const SCRATCH_MAD = 1;
export const SCRATCH_PAIRS = 2;
export const SCRATCH_LOGS = 3;
export const SCRATCH_RANK_A = 4;
export const SCRATCH_RANK_B = 5;
const scratch: Float64Array[] = Array.from({ length: 6 }, () => new Float64Array(64));

/** Scratch buffer `slot` with room for n values (contents undefined). */
export function scratchBuffer(slot: number, n: number): Float64Array {
  let buf = scratch[slot]!;
  if (buf.length < n) scratch[slot] = buf = new Float64Array(Math.max(n, buf.length * 2));
  return buf;
}

/** Median (mean of the two middle values for even n). Copies, so the input is untouched. */
export function median(xs: ArrayLike<number>): number {
  const n = xs.length;
  if (n === 0) return NaN;
  const buf = scratchBuffer(SCRATCH_MEDIAN, n);
  for (let i = 0; i < n; i++) buf[i] = xs[i]!;
  return medianInPlace(buf, 0, n);
}

/**
 * Median of xs[from, to) by quickselect (Hoare's FIND, expected O(n)). Reorders that slice of
 * `xs` in place: it exists so the bootstrap can take thousands of medians of one reused buffer
 * without sorting or allocating. NaN for an empty slice.
 */
export function medianInPlace(xs: Float64Array | number[], from = 0, to = xs.length): number {
  const n = to - from;
  if (n <= 0) return NaN;
  const k = from + (n >> 1);
  select(xs, from, to - 1, k);
  const hi = xs[k] as number;
  if (n % 2 === 1) return hi;
  // Even n: after selection everything left of k is ≤ xs[k]; the lower middle is their maximum.
  let lo = xs[from] as number;
  for (let i = from + 1; i < k; i++) {
    const v = xs[i] as number;
    if (v > lo) lo = v;
  }
  return (lo + hi) / 2;
}

/**
 * The values of ranks lo < hi (0-based) of xs[0, n), by two quickselects (expected O(n)); reorders that
 * slice in place, like medianInPlace.
 */
export function ranksInPlace(xs: Float64Array | number[], n: number, lo: number, hi: number): [number, number] {
  select(xs, 0, n - 1, lo);
  // Everything right of lo is now ≥ xs[lo]: rank hi is found among them.
  select(xs, lo + 1, n - 1, hi);
  return [xs[lo] as number, xs[hi] as number];
}

/**
 * Rearranges xs[left..right] (inclusive) so that xs[k] holds the value it would have if sorted,
 * with smaller-or-equal values before it and greater-or-equal after. Median-of-three pivot,
 * Hoare partition; iterative, so no recursion depth concerns.
 */
function select(xs: Float64Array | number[], left: number, right: number, k: number): void {
  while (right > left) {
    const mid = (left + right) >> 1;
    // Order xs[left], xs[mid], xs[right] and use the middle as pivot.
    if ((xs[mid] as number) < (xs[left] as number)) swap(xs, mid, left);
    if ((xs[right] as number) < (xs[left] as number)) swap(xs, right, left);
    if ((xs[right] as number) < (xs[mid] as number)) swap(xs, right, mid);
    const pivot = xs[mid] as number;
    let i = left;
    let j = right;
    while (i <= j) {
      while ((xs[i] as number) < pivot) i++;
      while ((xs[j] as number) > pivot) j--;
      if (i <= j) {
        swap(xs, i, j);
        i++;
        j--;
      }
    }
    // Now xs[left..j] ≤ pivot ≤ xs[i..right], and j < i.
    if (k <= j) right = j;
    else if (k >= i) left = i;
    else return;
  }
}

function swap(xs: Float64Array | number[], i: number, j: number): void {
  const t = xs[i] as number;
  xs[i] = xs[j] as number;
  xs[j] = t;
}

/**
 * Raw median absolute deviation: median(|x − median(x)|). Not scaled by 1.4826 (R `mad`
 * scales by default; this matches R `mad(x, constant = 1)` and scipy `median_abs_deviation`).
 */
export function mad(xs: ArrayLike<number>): number {
  const n = xs.length;
  if (n === 0) return NaN;
  const m = median(xs);
  const dev = scratchBuffer(SCRATCH_MAD, n);
  for (let i = 0; i < n; i++) dev[i] = Math.abs((xs[i] as number) - m);
  return medianInPlace(dev, 0, n);
}

/**
 * Geometric mean, exp(mean(log x)), computed on logs so products never overflow.
 * Any value ≤ 0 makes it undefined → NaN (callers pass positive quantities such as ratios, times).
 */
export function geometricMean(xs: readonly number[]): number {
  const n = xs.length;
  if (n === 0) return NaN;
  let s = 0;
  for (const x of xs) {
    if (!(x > 0)) return NaN;
    s += Math.log(x);
  }
  return Math.exp(s / n);
}
