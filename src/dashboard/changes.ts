// Change points for the dashboard: the nightly job's own rule (E-divisive means, then only shifts whose
// ratio and interval lie beyond the noise floor: src/bot/nightly.ts), over the archive's series.
// 10,000 series × hundreds of nights is too much for the permutation test on every series, so a linear
// screen comes first: a shift beyond the floor moves the mean of the logs of the runs on either side of
// it by about the same amount, so a series whose best split of means moves less than half the floor
// cannot hold one and is skipped.
import { beyondFloor, DEFAULT_NOISE_FLOOR } from '../bot/nightly';
import { detectChangePoints, MAX_SERIES } from '../compare/stats/changepoint';
import type { Rng } from '../compare/stats/random';

export interface SeriesChange {
  /** Index (in the series' points) of the first run on the new level. */
  index: number;
  before: number;
  after: number;
  ratio: number;
  ci?: [number, number];
  p: number;
}

export interface ChangeOptions {
  rng: Rng;
  noiseFloor?: number;
  minSegment?: number;
  permutations?: number;
  alpha?: number;
}

/** Largest |mean(log before) − mean(log after)| over the splits that leave minSegment on each side. */
export function largestSplitMove(values: readonly number[], minSegment: number): number {
  const n = values.length;
  if (n < 2 * minSegment || values.some((v) => !(v > 0))) return values.length >= 2 * minSegment ? Infinity : 0;
  let total = 0;
  for (const v of values) total += Math.log(v);
  let prefix = 0;
  let best = 0;
  for (let k = 1; k < n; k++) {
    prefix += Math.log(values[k - 1]!);
    if (k < minSegment || n - k < minSegment) continue;
    const move = Math.abs(prefix / k - (total - prefix) / (n - k));
    if (move > best) best = move;
  }
  return best;
}

/** Lasting shifts of one series (oldest first), by the nightly rule; the newest MAX_SERIES points at most. */
export function findSeriesChanges(values: readonly number[], o: ChangeOptions): SeriesChange[] {
  const floor = o.noiseFloor ?? DEFAULT_NOISE_FLOOR;
  const minSegment = o.minSegment ?? 5;
  const offset = Math.max(0, values.length - MAX_SERIES);
  const window = offset > 0 ? values.slice(offset) : values;
  if (largestSplitMove(window, minSegment) < Math.log1p(floor) / 2) return [];
  return detectChangePoints(window, { rng: o.rng, alpha: o.alpha ?? 0.01, permutations: o.permutations ?? 199, minSegment })
    .filter((cp) => beyondFloor(cp.ratio, cp.ci, floor))
    .map((cp) => ({ index: cp.index + offset, before: cp.before, after: cp.after, ratio: cp.ratio, ...(cp.ci ? { ci: cp.ci } : {}), p: cp.p }));
}
