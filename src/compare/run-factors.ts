// With `repeat`, each side ran the suite k times in separate processes, and Metric.runs keeps each
// process's central value, in process order. On a shared machine a whole process often lands 10–30 %
// slow or fast for every benchmark at once; that common part is the machine, not the code, and leaving
// it in makes the runs' scatter so wide that real changes drown. Before runs are compared, each run's
// common factor on its side is taken out: for run j, the median over the suite's benchmarks of
// ln(run_j) − mean over runs of ln(run), so the side's overall level (what head vs base compares) stays
// as it was. Needs ≥ MIN_RUN_FACTOR_BENCHMARKS benchmarks with the same number of runs; paired rounds
// (`rounds`) have their own, per-round removal (paired.ts). Runs that are each benchmark's own processes
// (pyperf's workers: RUN_PER_BENCHMARK) have no common factor and are left as they are.
import { own } from '../model/keys';
import { RUN_PER_BENCHMARK } from '../model/merge-runs';
import type { Metric, Suite } from '../model/results';
import { median } from './stats/descriptive';

export const MIN_RUN_FACTOR_BENCHMARKS = 5;

function usableRuns(m: Metric | undefined, runs: number): m is Metric & { runs: number[] } {
  return m !== undefined && m.rounds === undefined && m.runs !== undefined && m.runs.length === runs && m.runs.every((x) => x > 0 && Number.isFinite(x));
}

/** The most common run count among a metric's benchmarks in a suite (ties: the larger). */
function modalRuns(suite: Suite, metric: string): number {
  const counts = new Map<number, number>();
  for (const b of suite.benchmarks) {
    const n = own(b.metrics, metric)?.runs?.length;
    if (n !== undefined && n >= 2) counts.set(n, (counts.get(n) ?? 0) + 1);
  }
  let best = 0;
  let bestCount = 0;
  for (const [n, c] of counts) if (c > bestCount || (c === bestCount && n > best)) [best, bestCount] = [n, c];
  return best;
}

/** Per-run common factors (as logs, centred on 0) of one metric of a suite, or undefined when too few benchmarks carry runs. */
export function runFactors(suite: Suite, metric: string): number[] | undefined {
  const runs = modalRuns(suite, metric);
  if (runs < 2) return undefined;
  const centred: number[][] = [];
  for (const b of suite.benchmarks) {
    const m = own(b.metrics, metric);
    if (b.status === 'failed' || !usableRuns(m, runs) || m.exact) continue;
    const logs = m.runs.map(Math.log);
    const mean = logs.reduce((a, x) => a + x, 0) / runs;
    centred.push(logs.map((l) => l - mean));
  }
  if (centred.length < MIN_RUN_FACTOR_BENCHMARKS) return undefined;
  const factors = Array.from({ length: runs }, (_, j) => median(centred.map((c) => c[j]!)));
  const mean = factors.reduce((a, x) => a + x, 0) / runs;
  return factors.map((f) => f - mean);
}

/**
 * The suite with each run's common factor divided out of every benchmark's `runs` (values, samples and
 * everything else untouched), plus the metrics it was done for. Benchmarks are copied only where changed.
 */
export function removeRunFactors(suite: Suite): { suite: Suite; removed: string[] } {
  if (RUN_PER_BENCHMARK.has(suite.harness)) return { suite, removed: [] };
  // Only a metric with runs can have run factors: found in one pass (a suite without `repeat` has none).
  const metrics = new Set<string>();
  for (const b of suite.benchmarks) for (const metric in b.metrics) if ((b.metrics[metric]!.runs?.length ?? 0) >= 2) metrics.add(metric);
  const factors = new Map<string, number[]>();
  for (const metric of metrics) {
    const f = runFactors(suite, metric);
    if (f !== undefined) factors.set(metric, f);
  }
  if (factors.size === 0) return { suite, removed: [] };
  const benchmarks = suite.benchmarks.map((b) => {
    let changed: Record<string, Metric> | undefined;
    for (const [metric, f] of factors) {
      const m = own(b.metrics, metric);
      if (b.status === 'failed' || !usableRuns(m, f.length) || m.exact) continue;
      changed ??= { ...b.metrics };
      changed[metric] = { ...m, runs: m.runs.map((x, j) => x * Math.exp(-f[j]!)) };
    }
    return changed === undefined ? b : { ...b, metrics: changed };
  });
  return { suite: { ...suite, benchmarks }, removed: [...factors.keys()] };
}
