// Whole-run drift: on shared machines whole runs move together, which per-benchmark tests cannot see.
// Estimate the common factor a suite moved by (robust: the median of log ratios, so a few real changes
// do not move it) and tell whether it lies beyond the noise floor.
import { driftFactor } from './stats/robust';
import type { Rng } from './stats/random';
import type { Drift } from './types';
import { median } from './stats/descriptive';

export const MIN_DRIFT_BENCHMARKS = 5;

function pct(r: number): string {
  const v = (r - 1) * 100;
  return `${v >= 0 ? '+' : '−'}${Math.abs(v).toFixed(0)} %`;
}

/** Robust σ of the log ratios around their median: how unevenly the suite moved. */
export function driftSpread(ratios: number[]): number {
  const logs = ratios.map(Math.log);
  const med = median(logs);
  return 1.4826 * median(logs.map((l) => Math.abs(l - med)));
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
  const spread = driftSpread(usable);
  // Changes within about two robust σ of the common move cannot be told from the machine.
  const blind = Math.expm1(2 * spread) * 100;
  const uneven = spread > bound
    ? ` The benchmarks moved unevenly (σ ≈ ${(Math.expm1(spread) * 100).toFixed(0)} % around that factor), so a change smaller than about ±${blind.toFixed(0)} % cannot be told from the drift: no verdict is possible for those rows.`
    : '';
  return {
    suite,
    metric,
    factor: est.factor,
    ci: [est.lower, est.upper],
    benchmarks: usable.length,
    spread,
    status: beyond ? 'drift' : 'none',
    note: beyond
      ? `the whole suite moved ${range} over ${usable.length} benchmarks — the machine, or a change that touches everything? Rows are judged relative to that move; a raw change that only follows it is inconclusive.${uneven}`
      : Math.abs(Math.log(est.factor)) > bound
        ? `no common drift established: the suite's median moved ${range} over ${usable.length} benchmarks, an interval reaching within the floor`
        : `no common drift beyond the floor (${range} over ${usable.length} benchmarks)`,
  };
}
