// Whole-run drift: on shared machines whole runs move together, which per-benchmark tests cannot see.
// Estimate the common factor a suite moved by (robust: the median of log ratios, so a few real changes
// do not move it) and tell whether it lies beyond the noise floor.
import { driftFactor } from './stats/robust';
import type { Rng } from './stats/random';
import type { Drift } from './types';

export const MIN_DRIFT_BENCHMARKS = 5;

function pct(r: number): string {
  const v = (r - 1) * 100;
  return `${v >= 0 ? '+' : '−'}${Math.abs(v).toFixed(0)} %`;
}

export function estimateDrift(suite: string, metric: string, ratios: number[], floor: number, rng: Rng): Drift {
  const usable = ratios.filter((r) => Number.isFinite(r) && r > 0);
  const est = usable.length >= MIN_DRIFT_BENCHMARKS ? driftFactor(usable, { rng, level: 0.95 }) : undefined;
  if (est === undefined) {
    return {
      suite,
      metric,
      benchmarks: usable.length,
      status: 'too-few',
      note: `${usable.length} benchmark(s): too few to estimate a common drift (needs ${MIN_DRIFT_BENCHMARKS}); rows are judged on their own`,
    };
  }
  const bound = Math.log1p(floor);
  const beyond = Math.log(est.lower) > bound || Math.log(est.upper) < -bound;
  const range = `${pct(est.factor)} [${pct(est.lower)}, ${pct(est.upper)}]`;
  return {
    suite,
    metric,
    factor: est.factor,
    ci: [est.lower, est.upper],
    benchmarks: usable.length,
    status: beyond ? 'drift' : 'none',
    note: beyond
      ? `the whole suite moved ${range} over ${usable.length} benchmarks — the machine, or a change that touches everything? Rows are judged relative to that move; a raw change that only follows it is inconclusive`
      : `no common drift beyond the floor (${range} over ${usable.length} benchmarks)`,
  };
}
