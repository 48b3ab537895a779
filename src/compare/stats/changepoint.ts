// Change points in a benchmark's nightly history: E-divisive means with a permutation test
// (Matteson & James 2014, "A Nonparametric Approach for Multiple Change Point Analysis of
// Multivariate Data", JASA 109(505); the method behind Apache Otava / hunter and MongoDB's
// signal-processing). Chosen over a piecewise-constant least-squares fit because it needs no
// noise model or penalty to tune: significance comes from permutations, so the false-positive
// rate is `alpha` by construction, and with |x − y| distances (exponent 1) one outlier moves little.
import { bootstrapRatioCI } from './bootstrap';
import { median } from './descriptive';
import type { Rng } from './random';

/** Longest series accepted: time and memory grow as n² (a 2000-point series needs 32 MB of scratch). */
export const MAX_SERIES = 2000;

export interface ChangePoint {
  /** First index of the new segment. */
  index: number;
  /** Median of the previous segment. */
  before: number;
  /** Median of the new segment. */
  after: number;
  /** after / before. */
  ratio: number;
  /** Permutation p-value with which this change point was accepted. */
  p: number;
  /** 95 % bootstrap interval of the ratio of segment medians (positive series only). */
  ci?: [number, number];
}

export interface ChangePointOptions {
  rng: Rng;
  /** Significance level of each permutation test (default 0.01). */
  alpha?: number;
  /** Permutations per test (default 100; the smallest attainable p is 1/(permutations + 1)). */
  permutations?: number;
  /** Shortest segment allowed (default 5, at least 2). */
  minSegment?: number;
}

/**
 * Hierarchical E-divisive: find the split maximising the energy statistic over all current
 * segments, accept it if a permutation test (values shuffled within each segment, maximum
 * recomputed) gives p = (#{perm ≥ observed} + 1)/(permutations + 1) ≤ alpha, and repeat until a
 * test fails. Works on ln(x) when every value is positive (changes are multiplicative), else on x.
 * Cost: O(permutations · n²) time and O(n²) memory per accepted change point (n = series length).
 * Returned in index order; `before`/`after` are medians of the final neighbouring segments.
 */
export function detectChangePoints(series: readonly number[], options: ChangePointOptions): ChangePoint[] {
  const alpha = options.alpha ?? 0.01;
  const permutations = options.permutations ?? 100;
  const minSegment = Math.max(2, options.minSegment ?? 5);
  const n = series.length;
  if (n > MAX_SERIES) {
    throw new RangeError(`detectChangePoints: series of ${n} points; at most ${MAX_SERIES} (pass the most recent window)`);
  }
  const scratch = new Float64Array((n + 1) * (n + 1));
  const positive = series.every((x) => x > 0 && Number.isFinite(x));
  const z = Float64Array.from(series, (x) => (positive ? Math.log(x) : x));
  const bounds = [0, n];
  const pValues = new Map<number, number>();
  const shuffled = new Float64Array(n);
  for (;;) {
    const best = bestSplit(z, bounds, minSegment, scratch);
    if (best === undefined) break;
    shuffled.set(z);
    let atLeast = 0;
    for (let r = 0; r < permutations; r++) {
      for (let s = 0; s + 1 < bounds.length; s++) shuffle(shuffled, bounds[s] as number, bounds[s + 1] as number, options.rng);
      if ((bestSplit(shuffled, bounds, minSegment, scratch)?.stat ?? -Infinity) >= best.stat) atLeast++;
    }
    const p = (atLeast + 1) / (permutations + 1);
    if (p > alpha) break;
    pValues.set(best.index, p);
    bounds.push(best.index);
    bounds.sort((a, b) => a - b);
  }
  const result: ChangePoint[] = [];
  for (let k = 1; k + 1 < bounds.length; k++) {
    const index = bounds[k] as number;
    const prev = series.slice(bounds[k - 1], index);
    const next = series.slice(index, bounds[k + 1]);
    const before = median(prev);
    const after = median(next);
    const point: ChangePoint = { index, before, after, ratio: after / before, p: pValues.get(index) as number };
    if (positive) {
      const ci = bootstrapRatioCI(prev, next, { rng: options.rng, level: 0.95 });
      point.ci = [ci.lower, ci.upper];
    }
    result.push(point);
  }
  return result;
}

/** The best split over all segments [bounds[s], bounds[s+1]) of z, or undefined if none is long enough. */
function bestSplit(z: Float64Array, bounds: number[], minSegment: number, scratch: Float64Array): { index: number; stat: number } | undefined {
  let best: { index: number; stat: number } | undefined;
  for (let s = 0; s + 1 < bounds.length; s++) {
    const found = bestSplitIn(z, bounds[s] as number, bounds[s + 1] as number, minSegment, scratch);
    if (found !== undefined && (best === undefined || found.stat > best.stat)) best = found;
  }
  return best;
}

/**
 * Best split of z[from, to) by the energy statistic (Matteson & James eq. 6, exponent 1):
 * X = z[from, τ), Y = z[τ, κ), Q = |X||Y|/(|X|+|Y|) · [2·mean|X−Y| − mean|X−X'| − mean|Y−Y'|],
 * maximised over τ and over the end κ of Y as the paper does (κ = segment end alone misses a
 * short bump that returns to the old level). Block sums of |z_i − z_j| come from a 2-D prefix
 * table, so each (τ, κ) costs O(1): O(m²) time and memory per segment of length m.
 */
function bestSplitIn(
  z: Float64Array,
  from: number,
  to: number,
  minSegment: number,
  P: Float64Array,
): { index: number; stat: number } | undefined {
  const m = to - from;
  if (m < 2 * minSegment) return undefined;
  const w = m + 1;
  // P[a·w + b] = Σ_{i<a, j<b} |z_i − z_j| (offsets within the segment); row 0 and column 0 are 0.
  P.fill(0, 0, w * w);
  for (let a = 0; a < m; a++) {
    const za = z[from + a] as number;
    let row = 0;
    for (let b = 0; b < m; b++) {
      row += Math.abs(za - (z[from + b] as number));
      P[(a + 1) * w + b + 1] = (P[a * w + b + 1] as number) + row;
    }
  }
  const rect = (a0: number, a1: number, b0: number, b1: number): number =>
    (P[a1 * w + b1] as number) - (P[a0 * w + b1] as number) - (P[a1 * w + b0] as number) + (P[a0 * w + b0] as number);
  let best: { index: number; stat: number } | undefined;
  for (let t = minSegment; t <= m - minSegment; t++) {
    const inX = rect(0, t, 0, t) / (t * (t - 1)); // mean over ordered pairs = mean over pairs
    for (let k = t + minSegment; k <= m; k++) {
      const r = k - t;
      const energy = (2 * rect(0, t, t, k)) / (t * r) - inX - rect(t, k, t, k) / (r * (r - 1));
      const stat = ((t * r) / k) * energy;
      if (best === undefined || stat > best.stat) best = { index: from + t, stat };
    }
  }
  return best;
}

/** Fisher–Yates shuffle of xs[from, to) in place. */
function shuffle(xs: Float64Array, from: number, to: number, rng: Rng): void {
  for (let i = to - 1; i > from; i--) {
    const j = from + Math.floor(rng() * (i - from + 1));
    const t = xs[i] as number;
    xs[i] = xs[j] as number;
    xs[j] = t;
  }
}
