// The headline geometric mean's interval over processes, not over rows.
//
// Every row of one process shares that process's state of the machine (its clock, neighbours, layout), so
// an interval from the rows' spread is as narrow as the rows are many and says nothing of how far a whole
// run moves: a stored A/A of pierrec/lz4, one process a side, read +18.7 % [+1.4, +35.5 %]. With several
// runs a side (`repeat`), each run's mean log over the rows is one replicate of the suite's level, and
// Welch's t on those gives the interval. With one process a side there is none to give.
import { own } from '../model/keys';
import type { Benchmark, Metric, Results } from '../model/results';
import { mean, stddev } from './stats/descriptive';
import { studentTQuantile } from './stats/distributions';
import { welchFromSummaries } from './stats/welch';

interface RowKey {
  suite: string;
  benchmark: string;
  metric: string;
}

export interface RunsGeomean {
  ratio: number;
  /** None against a baseline stored by another job (compare-runs.ts): that job's move is in no run. */
  ci?: [number, number];
  /** Runs a side the interval is over. */
  runs: [number, number];
}

/**
 * The geometric mean of head/base over these rows from each side's runs, with its 95 % Welch interval; or
 * undefined when a row has fewer than two runs on a side, or a side's rows differ in their number of runs
 * (run j is then not one process across the rows). Runs as the results hold them, before any run factor
 * is removed: that factor is what the interval must include.
 */
export function geomeanOverRuns(rows: readonly RowKey[], base: Results, head: Results): RunsGeomean | undefined {
  if (rows.length === 0) return undefined;
  const baseOf = lookup(base);
  const headOf = lookup(head);
  let bLogs: Float64Array | undefined;
  let hLogs: Float64Array | undefined;
  for (const r of rows) {
    const br = baseOf(r)?.runs;
    const hr = headOf(r)?.runs;
    if (br === undefined || hr === undefined || br.length < 2 || hr.length < 2) return undefined;
    bLogs ??= new Float64Array(br.length);
    hLogs ??= new Float64Array(hr.length);
    if (!add(bLogs, br) || !add(hLogs, hr)) return undefined;
  }
  const side = (sums: Float64Array) => {
    const means = sums.map((s) => s / rows.length);
    return { mean: mean(means), sd: stddev(means), n: means.length };
  };
  const b = side(bLogs!);
  const h = side(hLogs!);
  const diff = h.mean - b.mean;
  const se = Math.sqrt((b.sd * b.sd) / b.n + (h.sd * h.sd) / h.n);
  const half = se === 0 ? 0 : studentTQuantile(0.975, welchFromSummaries(h, b).df) * se;
  return { ratio: Math.exp(diff), ci: [Math.exp(diff - half), Math.exp(diff + half)], runs: [b.n, h.n] };
}

/** Adds each run's log to its sum; false when the run counts differ or a run is not positive. */
function add(sums: Float64Array, runs: readonly number[]): boolean {
  if (runs.length !== sums.length) return false;
  for (let j = 0; j < runs.length; j++) {
    if (!(runs[j]! > 0)) return false;
    sums[j] = sums[j]! + Math.log(runs[j]!);
  }
  return true;
}

function lookup(results: Results): (r: RowKey) => Metric | undefined {
  const suites = new Map<string, Map<string, Benchmark>>();
  const bySuite = new Map(results.suites.map((s) => [s.name, s]));
  return (r) => {
    let names = suites.get(r.suite);
    if (names === undefined) {
      names = new Map();
      for (const b of bySuite.get(r.suite)?.benchmarks ?? []) if (!names.has(b.name)) names.set(b.name, b);
      suites.set(r.suite, names);
    }
    return own(names.get(r.benchmark)?.metrics, r.metric);
  };
}
