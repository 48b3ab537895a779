// The paired test of paired rounds: Wilcoxon's signed-rank test on the per-round log ratios, with the
// Hodges–Lehmann estimate (median of the Walsh averages) and its distribution-free interval.
// Why not the paired t: on a shared machine a round now and then is hit by a burst (one benchmark +180 %
// in one round, measured on the 2-core CI machine), and one such round inflates the t's standard deviation
// enough to hide a +40 % change. Ranks bound what one round can do. And the randomized order inside each
// round makes base and head exchangeable under "no change", so the per-round ratios are symmetric about 0:
// exactly the signed-rank test's assumption (it is the sign-flip permutation test on ranks).
// Wilcoxon (1945) Biometrics Bulletin 1(6):80–83; Hodges & Lehmann (1963) Ann. Math. Stat. 34(2):598–611.
import { normalCdf, normalQuantile } from './distributions';

/** Up to this many non-zero rounds the exact null distribution is used, as scipy 1.17 does (ties and zeros included). */
export const EXACT_MAX_N = 50;

export interface SignedRank {
  /** Non-zero differences used (zeros are dropped: Wilcoxon's zero method, scipy's default). */
  n: number;
  /** Sum of the ranks of the positive differences. */
  wPlus: number;
  /** Two-sided p of H0: the differences are symmetric about 0. */
  p: number;
  method: 'exact' | 'approx';
  /** Hodges–Lehmann estimate: the median of the Walsh averages (x_i + x_j)/2, i ≤ j (zeros included). */
  estimate: number;
  /** Interval of the centre of symmetry at `level` (±Infinity when the rounds are too few for it). */
  lower: number;
  upper: number;
}

/** Counts of subsets of {1..n} by rank sum: the exact null distribution of W+ (2^n subsets in all). */
function exactCounts(n: number): Float64Array {
  const max = (n * (n + 1)) / 2;
  const c = new Float64Array(max + 1);
  c[0] = 1;
  for (let k = 1; k <= n; k++) for (let w = (k * (k + 1)) / 2; w >= k; w--) c[w]! += c[w - k]!;
  return c;
}

/**
 * The Hodges–Lehmann interval over all N rounds (zeros included, as the estimate): [A_(c+1), A_(M−c)] of
 * the M sorted Walsh averages, c the largest w with P(W ≤ w) ≤ α/2 under the untied null of N (exact up to
 * 50, else ⌊μ − z·σ⌋). Unbounded when N is too small for the level, unless every Walsh average is equal.
 */
function walshInterval(walsh: Float64Array, N: number, alphaHalf: number): { lower: number; upper: number } {
  const m = walsh.length;
  if (m === 0) return { lower: NaN, upper: NaN };
  if (walsh[0] === walsh[m - 1]) return { lower: walsh[0]!, upper: walsh[0]! };
  let c = -1;
  if (N <= EXACT_MAX_N) {
    const counts = exactCounts(N);
    const total = 2 ** N;
    let acc = 0;
    for (let w = 0; w < counts.length; w++) {
      acc += counts[w]!;
      if (acc / total > alphaHalf) break;
      c = w;
    }
  } else {
    c = Math.floor(m / 2 - normalQuantile(1 - alphaHalf) * Math.sqrt((N * (N + 1) * (2 * N + 1)) / 24));
  }
  return c < 0 ? { lower: -Infinity, upper: Infinity } : { lower: walsh[c]!, upper: walsh[m - 1 - c]! };
}

/** Counts of sign assignments by the sum of the positive weights (integer weights). */
function exactCountsOf(weights: readonly number[]): Float64Array {
  const c = new Float64Array(weights.reduce((a, b) => a + b, 0) + 1);
  c[0] = 1;
  let top = 0;
  for (const wt of weights) {
    top += wt;
    for (let w = top; w >= wt; w--) c[w]! += c[w - wt]!;
  }
  return c;
}

function ranksOfAbs(xs: readonly number[]): { ranks: number[]; ties: number[] } {
  const order = xs.map((x, i) => [Math.abs(x), i] as const).sort((a, b) => a[0] - b[0]);
  const ranks = new Array<number>(xs.length);
  const ties: number[] = [];
  for (let i = 0; i < order.length; ) {
    let j = i;
    while (j + 1 < order.length && order[j + 1]![0] === order[i]![0]) j++;
    const r = (i + j + 2) / 2;
    for (let k = i; k <= j; k++) ranks[order[k]![1]] = r;
    if (j > i) ties.push(j - i + 1);
    i = j + 1;
  }
  return { ranks, ties };
}

function sortedWalshAverages(xs: readonly number[]): Float64Array {
  const n = xs.length;
  const a = new Float64Array((n * (n + 1)) / 2);
  let k = 0;
  for (let i = 0; i < n; i++) for (let j = i; j < n; j++) a[k++] = (xs[i]! + xs[j]!) / 2;
  return a.sort();
}

/**
 * Two-sided signed-rank test and Hodges–Lehmann interval. p matches scipy.stats.wilcoxon(x) (method
 * 'auto': exact up to 50 non-zero values, else the normal approximation with the tie
 * correction and no continuity correction). The interval: walshInterval, over all rounds.
 */
export function signedRank(xs: readonly number[], level: number): SignedRank {
  const nz = xs.filter((x) => x !== 0);
  const n = nz.length;
  const walsh = sortedWalshAverages(xs);
  const m = walsh.length;
  const estimate = m === 0 ? NaN : m % 2 === 1 ? walsh[(m - 1) / 2]! : (walsh[m / 2 - 1]! + walsh[m / 2]!) / 2;
  if (n === 0) return { n, wPlus: 0, p: xs.length > 0 ? 1 : NaN, method: 'exact', estimate, lower: estimate, upper: estimate };
  const { ranks, ties } = ranksOfAbs(nz);
  const wPlus = nz.reduce((s, x, i) => s + (x > 0 ? ranks[i]! : 0), 0);
  const max = (n * (n + 1)) / 2;
  const mean = max / 2;
  const alphaHalf = (1 - level) / 2;
  let p: number;
  let method: SignedRank['method'];
  if (n <= EXACT_MAX_N) {
    method = 'exact';
    // p: the sign-flip distribution of the actual (possibly tied, half-integer) ranks, doubled to integers.
    const doubled = exactCountsOf(ranks.map((r) => Math.round(2 * r)));
    const stat = Math.round(2 * Math.min(wPlus, max - wPlus));
    let below = 0;
    for (let k = 0; k <= stat; k++) below += doubled[k]!;
    p = Math.min(1, (2 * below) / 2 ** n);
  } else {
    method = 'approx';
    const variance = (n * (n + 1) * (2 * n + 1)) / 24 - ties.reduce((s, t) => s + (t * t * t - t), 0) / 48;
    const sd = Math.sqrt(variance);
    p = sd === 0 ? 1 : Math.min(1, 2 * normalCdf(-Math.abs(wPlus - mean) / sd));
  }
  const { lower, upper } = walshInterval(walsh, xs.length, alphaHalf);
  return { n, wPlus, p, method, estimate, lower, upper };
}
