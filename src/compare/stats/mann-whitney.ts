// Mann–Whitney U (Wilcoxon rank-sum) test, two-sided. Matches scipy.stats.mannwhitneyu with
// alternative='two-sided', use_continuity=True and method='exact' / 'asymptotic'
// (https://docs.scipy.org/doc/scipy/reference/generated/scipy.stats.mannwhitneyu.html).
import { SCRATCH_RANK_A, SCRATCH_RANK_B, scratchBuffer } from './descriptive';
import { normalCdf, normalQuantile } from './distributions';

export interface MannWhitneyResult {
  /** U statistic of sample `a`: the number of pairs (x in a, y in b) with x > y, ties counting ½. */
  u: number;
  /** Two-sided p-value. */
  p: number;
  method: 'exact' | 'normal';
}

/** Largest sample size (per side) for which the exact null distribution is computed. */
const EXACT_MAX_N = 50;

/**
 * Two-sided Mann–Whitney U test of `a` against `b` (inputs must be finite numbers).
 * - Both n ≤ 50 and no ties: exact null distribution of U (`exactCdf`), p = 2·P(U ≤ min(U₁, U₂)).
 * - Otherwise: normal approximation with tie-corrected variance and continuity correction,
 *   z = (max(U₁, U₂) − n₁n₂/2 − ½) / σ, p = 2·Φ(−z). O((n₁+n₂) log(n₁+n₂)) for the ranking.
 * p is capped at 1. Fewer than 2 observations on either side: no test is meaningful
 * (nothing to rank against, or a single value) → p = 1, and U is still reported (0 when a side is empty).
 */
export function mannWhitneyU(a: readonly number[], b: readonly number[]): MannWhitneyResult {
  const n1 = a.length;
  const n2 = b.length;
  const { rankSumA, tieTerm } = rankSum(a, b);
  const u1 = n1 === 0 || n2 === 0 ? 0 : rankSumA - (n1 * (n1 + 1)) / 2;
  const exact = n1 <= EXACT_MAX_N && n2 <= EXACT_MAX_N && tieTerm === 0;
  const method = exact ? 'exact' : 'normal';
  if (n1 < 2 || n2 < 2) return { u: u1, p: 1, method };
  const u2 = n1 * n2 - u1;
  let p: number;
  if (exact) {
    p = 2 * rememberedExactCdf(Math.min(u1, u2), n1, n2);
  } else {
    const n = n1 + n2;
    const sigma = Math.sqrt(((n1 * n2) / 12) * (n + 1 - tieTerm / (n * (n - 1))));
    // All values tied: σ = 0 and U = n₁n₂/2, no evidence at all (scipy gives z = −∞ → p clipped to 1).
    p = sigma > 0 ? 2 * normalCdf(-(Math.max(u1, u2) - (n1 * n2) / 2 - 0.5) / sigma) : 1;
  }
  return { u: u1, p: Math.min(1, p), method };
}

/**
 * Sum of the (mid-)ranks of `a` in the pooled sample, and the tie term Σ(t³ − t) over groups
 * of t tied values (Σ = 0 means no ties). Each side is sorted on its own (native numeric sort of a
 * typed array, no comparator calls) and the two are walked together — this runs once per row of a
 * report, so for 10,000 benchmarks it is the hot path.
 */
function rankSum(a: readonly number[], b: readonly number[]): { rankSumA: number; tieTerm: number } {
  const x = sortedCopy(a, SCRATCH_RANK_A);
  const y = sortedCopy(b, SCRATCH_RANK_B);
  let i = 0;
  let j = 0;
  let rank = 0; // ranks assigned so far
  let rankSumA = 0;
  let tieTerm = 0;
  while (i < x.length || j < y.length) {
    const v = j >= y.length || (i < x.length && (x[i] as number) <= (y[j] as number)) ? (x[i] as number) : (y[j] as number);
    let ca = 0;
    let cb = 0;
    for (; i < x.length && x[i] === v; i++) ca++;
    for (; j < y.length && y[j] === v; j++) cb++;
    const t = ca + cb;
    rankSumA += ca * (rank + (t + 1) / 2); // mid-rank of ranks rank+1 … rank+t
    if (t > 1) tieTerm += t * t * t - t;
    rank += t;
  }
  return { rankSumA, tieTerm };
}

/** xs sorted, in a reused buffer (a view of it, of xs's length). */
function sortedCopy(xs: readonly number[], slot: number): Float64Array {
  const buf = scratchBuffer(slot, xs.length);
  for (let i = 0; i < xs.length; i++) buf[i] = xs[i]!;
  return buf.subarray(0, xs.length).sort();
}

/** exactCdf's results, bounded: a report of go `-count 6` rows asks for the same few (k, 6, 6) thousands of times. */
const exactCdfs = new Map<string, number>();
const MAX_REMEMBERED_CDFS = 4096;

function rememberedExactCdf(k: number, m: number, n: number): number {
  const key = `${k}:${m}:${n}`;
  const known = exactCdfs.get(key);
  if (known !== undefined) return known;
  const p = exactCdf(k, m, n);
  if (exactCdfs.size >= MAX_REMEMBERED_CDFS) exactCdfs.clear();
  exactCdfs.set(key, p);
  return p;
}

/**
 * P(U ≤ k) under H₀ for sample sizes m, n without ties. Recurrence on the largest pooled value
 * (Mann & Whitney 1947): it comes from the first sample with probability i/(i+j), and then beats
 * all j values of the second, so p(i, j, u) = i/(i+j)·p(i−1, j, u−j) + j/(i+j)·p(i, j−1, u).
 * Written with probabilities (not counts, which overflow 2^53 beyond n ≈ 30 per side) and
 * positive weights only, so it is numerically stable. Only u ≤ k is tracked: O(m·n·k) time.
 */
function exactCdf(k: number, m: number, n: number): number {
  const pmf = exactPmf(k, m, n);
  let cdf = 0;
  for (let u = 0; u <= k; u++) cdf += pmf[u] as number;
  return cdf;
}

/** P(U = u) for u = 0 … k under H₀, sample sizes m and n without ties (the recurrence of exactCdf). */
function exactPmf(k: number, m: number, n: number): Float64Array {
  const width = k + 1;
  // rows[j] holds p(i, j, 0..k) for the current i.
  const rows: Float64Array[] = [];
  for (let j = 0; j <= n; j++) {
    const row = new Float64Array(width);
    row[0] = 1; // i = 0: U is 0 with certainty
    rows.push(row);
  }
  for (let i = 1; i <= m; i++) {
    const first = rows[0] as Float64Array; // j = 0: U is 0 with certainty, unchanged
    let left = first;
    for (let j = 1; j <= n; j++) {
      const up = rows[j] as Float64Array; // p(i−1, j, ·), overwritten in place with p(i, j, ·)
      const wi = i / (i + j);
      const wj = j / (i + j);
      for (let u = k; u >= 0; u--) {
        const fromA = u >= j ? (up[u - j] as number) : 0;
        up[u] = wi * fromA + wj * (left[u] as number);
      }
      left = up;
    }
  }
  return rows[n] as Float64Array;
}

/** Critical values by `m:n:level`: a report asks for the same few sample sizes on every row. */
const criticals = new Map<string, number>();

/**
 * The largest c with P(U ≤ c) ≤ (1 − level)/2 under H₀ (−1: none, too few samples for the level): exact
 * up to 50 a side, else from the normal approximation.
 */
function criticalU(m: number, n: number, level: number): number {
  const key = `${m}:${n}:${level}`;
  const known = criticals.get(key);
  if (known !== undefined) return known;
  const tail = (1 - level) / 2;
  let c: number;
  if (m <= EXACT_MAX_N && n <= EXACT_MAX_N) {
    const pmf = exactPmf(Math.floor((m * n) / 2), m, n);
    let cdf = 0;
    c = -1;
    for (let u = 0; u < pmf.length; u++) {
      cdf += pmf[u] as number;
      if (cdf > tail) break;
      c = u;
    }
  } else {
    c = Math.floor((m * n) / 2 - normalQuantile(1 - tail) * Math.sqrt((m * n * (m + n + 1)) / 12) - 0.5);
  }
  if (criticals.size >= MAX_REMEMBERED_CDFS) criticals.clear();
  criticals.set(key, c);
  return c;
}

/**
 * The interval of the shift of `b` against `a` that the U test itself inverts to (Moses): the values δ for
 * which U of (b − δ) against a is not rejected at 1 − level are those between the (c+1)-th smallest and the
 * (c+1)-th largest of the m·n pairwise differences b_j − a_i, c the critical U. Distribution-free,
 * deterministic and O(mn log mn). Undefined where the samples are too few for the level (3 against 3 at
 * 95 %: no shift can be rejected).
 */
export function shiftInterval(a: readonly number[], b: readonly number[], level: number): [number, number] | undefined {
  const m = a.length;
  const n = b.length;
  const c = criticalU(m, n, level);
  if (c < 0) return undefined;
  const d = new Float64Array(m * n);
  let k = 0;
  for (let j = 0; j < n; j++) for (let i = 0; i < m; i++) d[k++] = (b[j] as number) - (a[i] as number);
  d.sort();
  return [d[c] as number, d[m * n - 1 - c] as number];
}
