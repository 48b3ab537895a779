// Bootstrap confidence interval of the ratio of medians head/base (Efron & Tibshirani 1993, ch. 13).
import { medianInPlace, quantile, SCRATCH_PAIRS, scratchBuffer } from './descriptive';
import type { Rng } from './random';

export interface BootstrapOptions {
  rng: Rng;
  /** Number of bootstrap resamples (default 1000). */
  resamples?: number;
  /** Confidence level of the interval (default 0.95). */
  level?: number;
}

/**
 * CI of median(head)/median(base): each side is resampled with replacement independently (the two
 * runs are independent samples), the ratio of the resample medians is recorded, and the interval is
 * the (1−level)/2 and (1+level)/2 type-7 quantiles of those ratios — the percentile method.
 *
 * Why percentile and not BCa: BCa's acceleration comes from a jackknife, and the jackknife is
 * inconsistent for the median (a non-smooth statistic; Efron & Tibshirani §11.6), so it would add
 * noise rather than correct skew. The percentile interval is transformation-respecting, so the
 * ratio and its logarithm give the same interval. With few samples (n < ~10) the interval is
 * coarse because resample medians take only a few distinct values; callers should say so.
 *
 * Speed: each side is sorted once; a resample is then a multiset of indices into the sorted array,
 * and since the array is monotone its median is the value at the median index, found by counting
 * the draws per index (O(n), no comparisons, no sort). All buffers are allocated once.
 * Empty side → NaN everywhere; a zero base median gives ±Infinity / NaN ratios as IEEE does.
 */
export function bootstrapRatioCI(
  base: readonly number[],
  head: readonly number[],
  options: BootstrapOptions,
): { lower: number; upper: number; estimate: number } {
  const resamples = options.resamples ?? 1000;
  const level = options.level ?? 0.95;
  if (base.length === 0 || head.length === 0) return { lower: NaN, upper: NaN, estimate: NaN };
  const sortedBase = Float64Array.from(base).sort();
  const sortedHead = Float64Array.from(head).sort();
  const estimate = medianOfSorted(sortedHead) / medianOfSorted(sortedBase);
  const counts = new Int32Array(Math.max(base.length, head.length));
  const ratios = new Float64Array(resamples);
  for (let r = 0; r < resamples; r++) {
    const mb = resampleMedian(sortedBase, counts, options.rng);
    const mh = resampleMedian(sortedHead, counts, options.rng);
    ratios[r] = mh / mb;
  }
  ratios.sort();
  return {
    lower: quantile(ratios, (1 - level) / 2),
    upper: quantile(ratios, (1 + level) / 2),
    estimate,
  };
}

/**
 * Percentile-bootstrap CI of the median of one sample (same resampler as `bootstrapRatioCI`):
 * used for the suite drift factor, where the benchmarks themselves are the resampled units.
 * Empty input → NaN everywhere.
 */
export function bootstrapMedianCI(
  xs: readonly number[],
  options: BootstrapOptions,
): { lower: number; upper: number; estimate: number } {
  const resamples = options.resamples ?? 1000;
  const level = options.level ?? 0.95;
  if (xs.length === 0) return { lower: NaN, upper: NaN, estimate: NaN };
  const sorted = Float64Array.from(xs).sort();
  const counts = new Int32Array(xs.length);
  const medians = new Float64Array(resamples);
  for (let r = 0; r < resamples; r++) medians[r] = resampleMedian(sorted, counts, options.rng);
  medians.sort();
  return {
    lower: quantile(medians, (1 - level) / 2),
    upper: quantile(medians, (1 + level) / 2),
    estimate: medianOfSorted(sorted),
  };
}

/** Median of a sorted array. */
function medianOfSorted(xs: Float64Array): number {
  const n = xs.length;
  const h = n >> 1;
  return n % 2 === 1 ? (xs[h] as number) : ((xs[h - 1] as number) + (xs[h] as number)) / 2;
}

/**
 * Median of one bootstrap resample (n draws with replacement) of `sorted`: counts the draws per
 * index, then walks the cumulative counts to the order statistics n/2 (and n/2+1 for even n).
 * `counts` is scratch space of length ≥ n, zero on entry and left zeroed for the next call.
 */
function resampleMedian(sorted: Float64Array, counts: Int32Array, rng: Rng): number {
  const n = sorted.length;
  drawCounts(n, counts, rng);
  // 0-based ranks of the middle order statistics of the resample: hiRank, and hiRank − 1 for even n.
  const hiRank = n >> 1;
  const loRank = n % 2 === 1 ? hiRank : hiRank - 1;
  // Walk the cumulative counts only up to the middle (a predictable loop, no per-index branches).
  let i = 0;
  let seen = counts[0] as number;
  while (seen <= loRank) seen += counts[++i] as number;
  const lo = sorted[i] as number;
  let hi = lo;
  if (hiRank !== loRank && seen <= hiRank) {
    do seen += counts[++i] as number;
    while (seen <= hiRank);
    hi = sorted[i] as number;
  }
  counts.fill(0, 0, n);
  return (lo + hi) / 2;
}

/**
 * Adds n uniform draws from {0 … n−1} into `counts`. The generator is the bottleneck, so for
 * n ≤ 2¹⁶ each 32-bit output gives two 16-bit draws, mapped by Lemire's multiply-and-reject
 * (https://arxiv.org/abs/1805.10941), which is exactly uniform (rejects < n/2¹⁶ of the draws).
 */
function drawCounts(n: number, counts: Int32Array, rng: Rng): void {
  if (n > 65536) {
    for (let i = 0; i < n; i++) {
      const j = (rng() * n) | 0;
      counts[j] = (counts[j] as number) + 1;
    }
    return;
  }
  const reject = (65536 - n) % n; // low parts below this would over-represent some indices
  let drawn = 0;
  while (drawn < n) {
    const word = (rng() * 4294967296) >>> 0;
    const m1 = (word >>> 16) * n;
    if ((m1 & 0xffff) >= reject) {
      counts[m1 >>> 16] = (counts[m1 >>> 16] as number) + 1;
      drawn++;
    }
    const m2 = (word & 0xffff) * n;
    if (drawn < n && (m2 & 0xffff) >= reject) {
      counts[m2 >>> 16] = (counts[m2 >>> 16] as number) + 1;
      drawn++;
    }
  }
}

/**
 * The Hodges–Lehmann ratio head/base: exp of the median of all pairwise differences
 * ln(head_j) − ln(base_i) — the median of the pairwise ratios, the location-shift estimate that goes
 * with the Mann–Whitney U test (Hodges & Lehmann 1963). About 95 % efficient under normal noise where
 * the ratio of medians is about 64 %, so its interval is markedly narrower at small n.
 */
export function hodgesLehmannRatio(base: readonly number[], head: readonly number[]): number {
  const m = base.length;
  const n = head.length;
  if (m === 0 || n === 0) return NaN;
  // Head's logs first, then every pair's difference after them, in one reused buffer.
  const d = scratchBuffer(SCRATCH_PAIRS, n + m * n);
  for (let j = 0; j < n; j++) d[j] = Math.log(head[j]!);
  let k = n;
  for (let i = 0; i < m; i++) {
    const lb = Math.log(base[i]!);
    for (let j = 0; j < n; j++) d[k++] = d[j]! - lb;
  }
  return Math.exp(medianInPlace(d, n, k));
}

/**
 * Percentile-bootstrap CI of the Hodges–Lehmann ratio: each side resampled with replacement
 * independently, the median of the resample's n_b·n_h pairwise log differences recorded. O(R·n_b·n_h):
 * meant for small samples (the caller switches to `bootstrapRatioCI` beyond a few hundred pairs, where
 * the ratio of medians is precise enough and far cheaper). Non-positive values → NaN.
 */
export function bootstrapHodgesLehmannCI(
  base: readonly number[],
  head: readonly number[],
  options: BootstrapOptions,
): { lower: number; upper: number; estimate: number } {
  const resamples = options.resamples ?? 1000;
  const level = options.level ?? 0.95;
  const m = base.length;
  const n = head.length;
  if (m === 0 || n === 0 || base.some((x) => !(x > 0)) || head.some((x) => !(x > 0))) return { lower: NaN, upper: NaN, estimate: NaN };
  const lb = Float64Array.from(base, Math.log);
  const lh = Float64Array.from(head, Math.log);
  const rb = new Float64Array(m);
  const rh = new Float64Array(n);
  const d = new Float64Array(m * n);
  const estimates = new Float64Array(resamples);
  for (let r = 0; r < resamples; r++) {
    for (let i = 0; i < m; i++) rb[i] = lb[Math.floor(options.rng() * m)] as number;
    for (let j = 0; j < n; j++) rh[j] = lh[Math.floor(options.rng() * n)] as number;
    let k = 0;
    for (let i = 0; i < m; i++) for (let j = 0; j < n; j++) d[k++] = (rh[j] as number) - (rb[i] as number);
    estimates[r] = medianInPlace(d);
  }
  estimates.sort();
  return {
    lower: Math.exp(quantile(estimates, (1 - level) / 2)),
    upper: Math.exp(quantile(estimates, (1 + level) / 2)),
    estimate: hodgesLehmannRatio(base, head),
  };
}
