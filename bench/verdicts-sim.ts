// Noise models and the three verdict rules the verdict benchmark compares (bench/verdicts.bench.ts).
// benchgate's rule is measured through the public compare API (compareRuns on Results objects), so the
// real code path — U test, Benjamini–Hochberg, bootstrap interval, floor, drift handling — is what runs.
// The simulated samples are independent and identically distributed, which is what separate processes
// are: the suites are given as the `command` harness (one process per sample, like hyperfine). In-process
// iterations are not i.i.d. replicates (the process they share moves them together); they are judged by
// the run-level drift simulation (verdicts-drift.ts) and the real A/A pairs instead.
import { compareOptionsFor, compareRuns, type CompareOptions } from '../src/compare/compare-runs';
import { mean, median } from '../src/compare/stats/descriptive';
import { mannWhitneyU } from '../src/compare/stats/mann-whitney';
import type { Rng } from '../src/compare/stats/random';
import type { Verdict } from '../src/compare/types';
import { RESULTS_SCHEMA_ID, type Direction, type Results } from '../src/model/results';

export interface NoiseModel {
  id: string;
  label: string;
  /** One sample around `level` (the true median, up to the model's own skew). */
  sample: (rng: Rng, level: number) => number;
}

/** Standard normal by Box–Muller (1 − u keeps log away from 0). */
export function gauss(rng: Rng): number {
  return Math.sqrt(-2 * Math.log(1 - rng())) * Math.cos(2 * Math.PI * rng());
}

/** σ of log(x) for a lognormal with coefficient of variation `cv`. */
function sigmaFor(cv: number): number {
  return Math.sqrt(Math.log1p(cv * cv));
}

const lognormal = (cv: number): NoiseModel => {
  const s = sigmaFor(cv);
  return { id: `ln${cv * 100}`, label: `lognormal cv ${cv * 100} %`, sample: (rng, level) => level * Math.exp(s * gauss(rng)) };
};

export const NOISE_MODELS: NoiseModel[] = [
  lognormal(0.01),
  lognormal(0.03),
  lognormal(0.1),
  {
    // Two modes 8 % apart (code alignment, frequency states), 70/30, each with cv 2 %.
    id: 'bimodal',
    label: 'bimodal 70/30 at +8 %, cv 2 %',
    sample: (rng, level) => level * (rng() < 0.3 ? 1.08 : 1) * Math.exp(sigmaFor(0.02) * gauss(rng)),
  },
  {
    // cv 3 % plus 5 % of samples hit by an interruption that makes them 1.5× slower.
    id: 'outliers',
    label: 'cv 3 % + 5 % outliers ×1.5',
    sample: (rng, level) => level * Math.exp(sigmaFor(0.03) * gauss(rng)) * (rng() < 0.05 ? 1.5 : 1),
  },
];

export interface Pair {
  name: string;
  base: number[];
  head: number[];
}

export function simulatePair(name: string, noise: NoiseModel, n: number, shift: number, rng: Rng): Pair {
  const level = 1000;
  const base = Array.from({ length: n }, () => noise.sample(rng, level));
  const head = Array.from({ length: n }, () => noise.sample(rng, level * (1 + shift)));
  return { name, base, head };
}

/** A call of one rule on one benchmark: a regression, an improvement, or nothing to report. */
export type Call = 'regressed' | 'improved' | 'none';

export const RULES = [
  { id: 'benchgate', label: 'benchgate (same-job)' },
  { id: 'stored', label: 'benchgate (stored, floor 10 %)' },
  { id: 'benchstat', label: 'U test α 0.05 (benchstat)' },
  { id: 'ratio200', label: 'ratio ≥ 200 % (github-action-benchmark)' },
] as const;
export type RuleId = (typeof RULES)[number]['id'];

export const SAME_JOB: CompareOptions = compareOptionsFor(undefined, {}, { baselineKind: 'same-job' });
export const STORED: CompareOptions = compareOptionsFor(undefined, {}, { baselineKind: 'stored' });

export function resultsOf(pairs: Pair[], side: 'base' | 'head'): Results {
  return {
    schema: RESULTS_SCHEMA_ID,
    meta: { createdAt: '2026-11-22T00:00:00.000Z', runner: { os: 'linux', arch: 'x64', cpu: 'simulated', cores: 2 } },
    suites: [
      {
        name: 'sim',
        harness: 'command',
        status: 'ok',
        benchmarks: pairs.map((p) => {
          const samples = p[side];
          return { name: p.name, metrics: { time: { unit: 'ns', direction: 'smaller' as const, value: median(samples), statistic: 'median' as const, samples, n: samples.length } } };
        }),
      },
    ],
  };
}

export function callOf(verdict: Verdict): Call {
  return verdict === 'regressed' || verdict === 'improved' ? verdict : 'none';
}

interface BenchgateCalls {
  calls: Call[];
  /**
   * Raw U-test p per benchmark as compareRuns reports it (row.p, computed by stats/mann-whitney.ts); undefined
   * where the row was decided by another test (random effects, in a report of ≥ 5 benchmarks).
   */
  p: (number | undefined)[];
}

function benchgateCalls(base: Results, head: Results, options: CompareOptions, names: string[]): BenchgateCalls {
  const c = compareRuns(base, head, options);
  const byName = new Map(c.rows.filter((r) => r.metric === 'time').map((r) => [r.benchmark, r]));
  const uP = (name: string): number | undefined => {
    const row = byName.get(name);
    return row?.test === 'mann-whitney' ? row.p : undefined;
  };
  return { calls: names.map((name) => callOf(byName.get(name)?.verdict ?? 'inconclusive')), p: names.map(uP) };
}

/**
 * benchstat's rule: a plain two-sided U test per benchmark, "changed" when p < 0.05 (no FDR, no floor);
 * the direction is the direction of the medians.
 */
export function uTestCall(p: number, base: readonly number[], head: readonly number[], direction: Direction = 'smaller'): Call {
  if (!(p < 0.05)) return 'none';
  const up = median(head) > median(base);
  return up === (direction === 'smaller') ? 'regressed' : 'improved';
}

/** github-action-benchmark's default: alert when the value got 2× worse (its 200 % threshold); it never reports improvements. */
export function ratioCall(base: number, head: number, direction: Direction = 'smaller'): Call {
  const worse = direction === 'smaller' ? head / base : base / head;
  return worse >= 2 ? 'regressed' : 'none';
}

/**
 * Every rule on one report (a suite of `pairs`), calls in the order of `pairs`. The U-test rule uses the
 * p-value compareRuns computed for the same samples where its row was decided by the U test (the same
 * `mannWhitneyU` call; checkUTestReuse verifies that), because the exact U test is the costliest part of the
 * run at n = 30; elsewhere (random effects) it runs the U test itself.
 * `stored: false` skips benchgate's stored rule (its calls are then all 'none' and must not be tallied).
 */
export function judgeReport(pairs: Pair[], { stored = true } = {}): Record<RuleId, Call[]> {
  const base = resultsOf(pairs, 'base');
  const head = resultsOf(pairs, 'head');
  const names = pairs.map((p) => p.name);
  const same = benchgateCalls(base, head, SAME_JOB, names);
  return {
    benchgate: same.calls,
    stored: stored ? benchgateCalls(base, head, STORED, names).calls : names.map(() => 'none'),
    benchstat: pairs.map((p, i) => uTestCall(same.p[i] ?? mannWhitneyU(p.base, p.head).p, p.base, p.head)),
    ratio200: pairs.map((p) => ratioCall(mean(p.base), mean(p.head))),
  };
}

/** The reuse above is only honest if row.p is exactly the U test's p: checked on `count` pairs per n. */
export function checkUTestReuse(rng: Rng, count: number): string | undefined {
  for (const n of [5, 10, 30]) {
    for (let i = 0; i < count; i++) {
      const pair = simulatePair(`check${i}`, NOISE_MODELS[i % NOISE_MODELS.length]!, n, (i % 4) * 0.03, rng);
      const { p } = benchgateCalls(resultsOf([pair], 'base'), resultsOf([pair], 'head'), SAME_JOB, [pair.name]);
      const direct = mannWhitneyU(pair.base, pair.head).p;
      if (p[0] !== direct) return `row.p ${p[0]} differs from mannWhitneyU ${direct} (n=${n}, pair ${i})`;
    }
  }
  return undefined;
}
