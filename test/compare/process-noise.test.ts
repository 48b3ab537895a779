// Between-process noise from the suite (compare/process-noise.ts) and per-run common factors
// (compare/run-factors.ts): the arithmetic against reference values, then the property the issue asks
// for on data shaped like a shared runner's: in-process iterations never make a process-to-process move
// significant, and a whole-run move is drift in either direction.
import { describe, expect, it } from 'vitest';
import { compareOptionsFor, compareRuns } from '../../src/compare/compare-runs';
import { madDf, rowNoiseTest, suiteNoise } from '../../src/compare/process-noise';
import { removeRunFactors, runFactors } from '../../src/compare/run-factors';
import { mannWhitneyU } from '../../src/compare/stats/mann-whitney';
import { createRng, type Rng } from '../../src/compare/stats/random';
import { RESULTS_SCHEMA_ID, type Results, type Suite } from '../../src/model/results';

const gauss = (rng: Rng): number => Math.sqrt(-2 * Math.log(1 - rng())) * Math.cos(2 * Math.PI * rng());

describe('suiteNoise and rowNoiseTest', () => {
  it('centre = median, spread = 1.4826 × MAD, τ² = spread² − median(se²), df from the MAD', () => {
    const rows = [0.0, 0.1, -0.1, 0.2, -0.2, 0.05, 1.0].map((logRatio) => ({ logRatio, se: 0.03 }));
    const n = suiteNoise(rows)!;
    expect(n.k).toBe(7);
    expect(n.centre).toBe(0.05);
    // |x − 0.05| = .05 .05 .15 .15 .25 0 .95 → median 0.15
    expect(n.spread).toBeCloseTo(1.4826 * 0.15, 12);
    expect(n.tau).toBeCloseTo(Math.sqrt((1.4826 * 0.15) ** 2 - 0.03 ** 2), 12);
    expect(n.df).toBe(madDf(7));
    expect(n.typicalSe).toBeCloseTo(0.03, 12);
    expect(madDf(7)).toBe(2);
    expect(madDf(30)).toBe(10);
    expect(suiteNoise(rows.slice(0, 4))).toBeUndefined();
  });

  it('t on the row relative to the centre: p and interval match scipy.stats.t (df 4)', () => {
    // spread 0 → no uncertainty in the centre; τ 0.1, row se 0 → t = 0.2 / 0.1 = 2.
    const t = rowNoiseTest({ logRatio: 0.2, se: 0 }, { k: 10, centre: 0, spread: 0, tau: 0.1, df: 4, typicalSe: 0, tauSingle: 0.1 }, 0.95);
    expect(t.p).toBeCloseTo(0.11611652351681556, 10); // 2 * scipy.stats.t.sf(2, 4)
    const q = 2.7764451051977987; // scipy.stats.t.ppf(0.975, 4)
    expect(t.relative[0]).toBeCloseTo(Math.exp(0.2 - q * 0.1), 10);
    expect(t.relative[1]).toBeCloseTo(Math.exp(0.2 + q * 0.1), 10);
    expect(t.raw).toEqual(t.relative);
    // A row's own few runs cap the degrees of freedom: 5 + 5 runs → 8 df.
    const few = rowNoiseTest({ logRatio: 0.2, se: 0, df: 8 }, { k: 100, centre: 0, spread: 0, tau: 0.1, df: 36, typicalSe: 0, tauSingle: 0.1 }, 0.95);
    expect(few.p).toBeCloseTo(0.080516237957264, 10); // 2 * scipy.stats.t.sf(2, 8)
    // No row is more precise than the suite's typical one: se 0.01 counts as 0.1 here (√(0.1² + 0.1²) in all).
    const lucky = rowNoiseTest({ logRatio: 0.2, se: 0.01 }, { k: 10, centre: 0, spread: 0, tau: 0.1, df: 4, typicalSe: 0.1, tauSingle: 0.3 }, 0.95);
    expect(lucky.se).toBeCloseTo(Math.SQRT2 * 0.1, 12);
    expect(lucky.p).toBeCloseTo(0.2301996410804989, 10); // 2 * scipy.stats.t.sf(2 / sqrt(2), 4)
    // A single value (se 0, nothing of its own) is held to the suite's upper spread: t = 0.2 / 0.2 = 1.
    const single = rowNoiseTest({ logRatio: 0.2, se: 0 }, { k: 10, centre: 0, spread: 0, tau: 0.1, df: 4, typicalSe: 0, tauSingle: 0.2 }, 0.95);
    expect(single.p).toBeCloseTo(0.37390096630005887, 10); // 2 * scipy.stats.t.sf(1, 4)
  });

  it("holds single values to the suite's upper spread: the 90th percentile of the deviations, as a normal σ", () => {
    // Log ratios of the shared go suite's time rows, -count=1, run 2 against run 1 (fixtures go-bench/count1):
    // compute-bound rows within 4 %, allocation-heavy ones to +35 %.
    const logs = [1.007, 1.037, 1.038, 1.038, 1.016, 1.022, 1.068, 1.177, 1.053, 1.087, 1.053, 1.357, 0.995, 0.95].map(Math.log);
    const n = suiteNoise(logs.map((logRatio) => ({ logRatio, se: 0 })))!;
    const centre = [...logs].sort((a, b) => a - b)[6]! / 2 + [...logs].sort((a, b) => a - b)[7]! / 2;
    const devs = logs.map((l) => Math.abs(l - centre)).sort((a, b) => a - b);
    expect(n.centre).toBeCloseTo(centre, 12);
    expect(n.tau).toBeCloseTo(1.4826 * ((devs[6]! + devs[7]!) / 2), 12);
    // numpy.quantile(devs, 0.9) (linear): index 11.7 of 14.
    expect(n.tauSingle).toBeCloseTo((devs[11]! + 0.7 * (devs[12]! - devs[11]!)) / 1.6449, 12);
    expect(n.tauSingle).toBeGreaterThan(1.5 * n.tau);
  });
});

/** One process per side: every benchmark gets its own process effect, the whole run a common one. */
function processes(seed: number, opts: { benchmarks: number; samples: number; processSigma: number; runMove: number; shifts?: Record<number, number> }): [Results, Results] {
  const rng = createRng(seed);
  const side = (move: number, shifts: Record<number, number>): Results => ({
    schema: RESULTS_SCHEMA_ID,
    meta: { createdAt: '2026-11-24T00:00:00.000Z', runner: { os: 'linux', arch: 'x64', cpu: 'synthetic', cores: 2 } },
    suites: [
      {
        name: 's',
        harness: 'tinybench',
        status: 'ok',
        benchmarks: Array.from({ length: opts.benchmarks }, (_, i) => {
          const level = 1000 * (1 + i) * move * (shifts[i] ?? 1) * Math.exp(opts.processSigma * gauss(rng));
          const samples = Array.from({ length: opts.samples }, () => level * Math.exp(0.02 * gauss(rng)));
          const sorted = [...samples].sort((a, b) => a - b);
          return { name: `b${i}`, metrics: { time: { unit: 'ns', direction: 'smaller' as const, value: sorted[sorted.length >> 1]!, samples } } };
        }),
      },
    ],
  });
  return [side(1, {}), side(opts.runMove, opts.shifts ?? {})];
}

describe('one process per side, as a shared runner gives it', () => {
  const options = compareOptionsFor(undefined, {}, { baselineKind: 'same-job' });

  it('thousands of iterations never make a process-to-process move significant (A/A, whole run −19 % or +19 %)', () => {
    let rows = 0;
    let calls = 0;
    let uCalls = 0;
    for (let rep = 0; rep < 20; rep++) {
      const [base, head] = processes(100 + rep, { benchmarks: 12, samples: 2000, processSigma: 0.1, runMove: rep % 2 ? 0.81 : 1.19 });
      const c = compareRuns(base, head, options);
      for (const r of c.rows) {
        rows++;
        expect(r.test).toBe('random-effects');
        if (r.verdict === 'regressed' || r.verdict === 'improved') calls++;
      }
      // The per-sample test the rule replaces: nearly every row "significant" on 2000 iterations.
      for (let i = 0; i < 12; i++) {
        const bs = base.suites[0]!.benchmarks[i]!.metrics.time!.samples!;
        const hs = head.suites[0]!.benchmarks[i]!.metrics.time!.samples!;
        if (mannWhitneyU(bs, hs).p < 0.05) uCalls++;
      }
      const drift = c.summary.drift.find((d) => d.metric === 'time')!;
      expect(Math.sign(Math.log(drift.factor!))).toBe(rep % 2 ? -1 : 1);
      expect(drift.between!.sigma).toBeGreaterThan(0.05);
    }
    expect(rows).toBe(240);
    expect(calls).toBeLessThanOrEqual(2); // ≤ 1 per 100 unchanged rows
    expect(uCalls).toBeGreaterThan(200);
  });

  it('a change well beyond the process scatter is still called, relative to the whole-run move', () => {
    let called = 0;
    let others = 0;
    for (let rep = 0; rep < 10; rep++) {
      const [base, head] = processes(200 + rep, { benchmarks: 20, samples: 200, processSigma: 0.03, runMove: 0.85, shifts: { 3: 1.6 } });
      const c = compareRuns(base, head, options);
      for (const r of c.rows) {
        if (r.benchmark === 'b3') called += r.verdict === 'regressed' ? 1 : 0;
        else others += r.verdict === 'regressed' || r.verdict === 'improved' ? 1 : 0;
      }
    }
    expect(called).toBeGreaterThanOrEqual(9);
    expect(others).toBe(0);
  });
});

describe('per-run common factors (repeat)', () => {
  const suite = (factors: number[], seed: number): Suite => {
    const rng = createRng(seed);
    return {
      name: 's',
      harness: 'go-bench',
      status: 'ok',
      benchmarks: Array.from({ length: 8 }, (_, i) => {
        const runs = factors.map((f) => 100 * (i + 1) * f * Math.exp(0.005 * gauss(rng)));
        return { name: `b${i}`, metrics: { time: { unit: 'ns', direction: 'smaller' as const, value: runs[0]!, runs } } };
      }),
    };
  };

  it('finds each run’s factor, divides it out, keeps the side’s level', () => {
    const s = suite([1, 1.3, 0.9, 1.1], 7);
    const f = runFactors(s, 'time')!;
    const logs = [1, 1.3, 0.9, 1.1].map(Math.log);
    const mean = logs.reduce((a, x) => a + x) / 4;
    f.forEach((x, j) => expect(x).toBeCloseTo(logs[j]! - mean, 2));
    const { suite: clean, removed } = removeRunFactors(s);
    expect(removed).toEqual(['time']);
    for (const [i, b] of clean.benchmarks.entries()) {
      const runs = b.metrics.time!.runs!;
      const spread = Math.max(...runs) / Math.min(...runs);
      expect(spread).toBeLessThan(1.03); // the 30 % run-to-run move is gone
      const before = s.benchmarks[i]!.metrics.time!.runs!;
      const gm = (xs: number[]) => Math.exp(xs.reduce((a, x) => a + Math.log(x), 0) / xs.length);
      expect(gm(runs)).toBeCloseTo(gm(before), 6);
    }
    // Too few benchmarks: left alone.
    expect(removeRunFactors({ ...s, benchmarks: s.benchmarks.slice(0, 4) }).removed).toEqual([]);
  });

  it('a real +10 % change drowned by run-to-run moves is called once they are removed', () => {
    const base = suite([1, 1.25, 0.85, 1.1, 0.95], 11);
    const head = suite([0.9, 1.2, 1.0, 1.3, 0.8], 12);
    head.benchmarks[2]!.metrics.time!.runs = head.benchmarks[2]!.metrics.time!.runs!.map((x) => x * 1.1);
    const results = (s: Suite): Results => ({ schema: RESULTS_SCHEMA_ID, meta: { createdAt: '2026-11-24T00:00:00.000Z', runner: { os: 'linux', arch: 'x64', cpu: 'synthetic', cores: 2 } }, suites: [s] });
    const c = compareRuns(results(base), results(head), compareOptionsFor(undefined, {}, { baselineKind: 'same-job' }));
    const row = c.rows.find((r) => r.benchmark === 'b2')!;
    expect(row.test).toBe('welch-runs');
    expect(row.verdict).toBe('regressed');
    expect(c.rows.filter((r) => r.benchmark !== 'b2' && r.verdict !== 'unchanged')).toEqual([]);
    expect(c.summary.drift.find((d) => d.metric === 'time')!.runFactorsRemoved).toBe(true);
  });
});
