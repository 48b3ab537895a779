// Issue 12's simulation with the noise real machines have: 200 benchmarks, 5 runs × 10 samples per side.
// Every run (process) of a side has a machine drift common to all its benchmarks (σ 5 %), every benchmark
// in every run its own process effect (σ 3 %), every sample its own noise (σ 2 %), all lognormal. The runs
// go through the real `repeat` path (mergeRuns → Metric.runs) and compareRuns, stored and same-job;
// benchstat's rule (U test at α 0.05 on the pooled 50 vs 50 samples) runs on the same data beside it.
// Unchanged benchmarks give the false-alarm rate; planted ±10 % and +30 % shifts give the power.
import { compareRuns, type CompareOptions } from '../src/compare/compare-runs';
import { median } from '../src/compare/stats/descriptive';
import { mannWhitneyU } from '../src/compare/stats/mann-whitney';
import type { Rng } from '../src/compare/stats/random';
import { mergeRuns } from '../src/model/merge-runs';
import { RESULTS_SCHEMA_ID, type Results } from '../src/model/results';
import { callOf, gauss, SAME_JOB, STORED, uTestCall, type Call } from './verdicts-sim';

export const DRIFT_MODEL = { benchmarks: 200, runs: 5, samples: 10, drift: 0.05, process: 0.03, sample: 0.02 } as const;

/** Planted shifts: 20 benchmarks at each of ±10 %, 10 at +30 %, the rest unchanged. */
export function plantedShift(i: number): number {
  if (i < 20) return 0.1;
  if (i < 40) return -0.1;
  if (i < 50) return 0.3;
  return 0;
}

/** One side: `runs` Results of one suite, each run with its own machine factor. */
export function simulateSide(levels: readonly number[], shifts: readonly number[], rng: Rng): Results[] {
  const { runs, samples, drift, process, sample } = DRIFT_MODEL;
  return Array.from({ length: runs }, () => {
    const machine = drift * gauss(rng);
    return {
      schema: RESULTS_SCHEMA_ID,
      meta: { createdAt: '2026-11-25T00:00:00.000Z', runner: { os: 'linux', arch: 'x64', cpu: 'simulated', cores: 2 } },
      suites: [
        {
          name: 'sim',
          harness: 'custom-json',
          status: 'ok' as const,
          benchmarks: levels.map((level, i) => {
            const runLevel = level * (1 + shifts[i]!) * Math.exp(machine + process * gauss(rng));
            const xs = Array.from({ length: samples }, () => runLevel * Math.exp(sample * gauss(rng)));
            return { name: `bench${i}`, metrics: { time: { unit: 'ns', direction: 'smaller' as const, value: median(xs), statistic: 'median' as const, samples: xs, n: xs.length } } };
          }),
        },
      ],
    };
  });
}

export interface DriftReport {
  shifts: number[];
  stored: Call[];
  sameJob: Call[];
  benchstat: Call[];
}

function calls(base: Results, head: Results, options: CompareOptions, count: number): Call[] {
  const byName = new Map(compareRuns(base, head, options).rows.filter((r) => r.metric === 'time').map((r) => [r.benchmark, r.verdict]));
  return Array.from({ length: count }, (_, i) => callOf(byName.get(`bench${i}`) ?? 'inconclusive'));
}

/** One simulated report: base and head sides, judged by benchgate (stored, same-job) and by benchstat's rule. */
export function driftReport(rng: Rng): DriftReport {
  const n = DRIFT_MODEL.benchmarks;
  // Benchmarks from 100 ns to 1 ms, log-uniform.
  const levels = Array.from({ length: n }, () => 100 * 10 ** (4 * rng()));
  const shifts = Array.from({ length: n }, (_, i) => plantedShift(i));
  const baseRuns = simulateSide(levels, shifts.map(() => 0), rng);
  const headRuns = simulateSide(levels, shifts, rng);
  const base = mergeRuns(baseRuns);
  const head = mergeRuns(headRuns);
  const pooled = (runs: Results[], i: number): number[] => runs.flatMap((r) => r.suites[0]!.benchmarks[i]!.metrics.time!.samples!);
  return {
    shifts,
    stored: calls(base, head, STORED, n),
    sameJob: calls(base, head, SAME_JOB, n),
    benchstat: shifts.map((_, i) => {
      const b = pooled(baseRuns, i);
      const h = pooled(headRuns, i);
      return uTestCall(mannWhitneyU(b, h).p, b, h);
    }),
  };
}
