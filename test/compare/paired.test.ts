// Paired rounds, judged on simulated rounds with the noise a shared machine has: each round's machine state
// (hits base and head alike), a common move between the two runs of a round (hits every benchmark of that
// run alike), and per-benchmark noise. The real suites are in bench/verdicts-paired.ts.
import { describe, expect, it } from 'vitest';
import { compareOptionsFor } from '../../src/compare/compare-runs';
import { comparePaired, mergePairedSide, undecidedRows, type PairedRound } from '../../src/compare/paired';
import { normalQuantile } from '../../src/compare/stats/distributions';
import { createRng } from '../../src/compare/stats/random';
import { Comparison } from '../../src/compare/types';
import { RESULTS_SCHEMA_ID, Results, type Suite } from '../../src/model/results';
import { renderReport } from '../../src/render/markdown';

const META = { createdAt: '2026-11-24T00:00:00.000Z', runner: { os: 'linux', arch: 'x64', cpu: 'test', cores: 2 } };

function simulate(opts: { rounds: number; benchmarks: number; change: Record<number, number>; seed: number; machine?: number; common?: number; noise?: number }): PairedRound[] {
  const rng = createRng(opts.seed);
  const g = (): number => normalQuantile(Math.min(1 - 1e-12, Math.max(1e-12, rng())));
  const out: PairedRound[] = [];
  for (let r = 1; r <= opts.rounds; r++) {
    const machine = (opts.machine ?? 0.25) * g();
    const between = (opts.common ?? 0.08) * g();
    const side = (s: 'base' | 'head'): Results => {
      const suite: Suite = {
        name: 'sim',
        harness: 'custom-json',
        status: 'ok',
        round: r,
        side: s,
        benchmarks: Array.from({ length: opts.benchmarks }, (_, j) => {
          const factor = s === 'head' ? (opts.change[j] ?? 1) * Math.exp(between) : 1;
          const value = 1000 * (j + 1) * factor * Math.exp(machine + (opts.noise ?? 0.02) * g());
          return { name: `b${j}`, metrics: { time: { unit: 'ns', direction: 'smaller' as const, value, statistic: 'median' as const } } };
        }),
      };
      return { schema: RESULTS_SCHEMA_ID, meta: META, suites: [suite] };
    };
    out.push({ round: r, base: side('base'), head: side('head') });
  }
  return out;
}

const options = compareOptionsFor(undefined);
const pairedInfo = { minRounds: 5, maxRounds: 20, seed: 1, stop: 'max-rounds' as const };
const calls = (c: Comparison) => c.rows.filter((r) => r.verdict === 'regressed' || r.verdict === 'improved').map((r) => `${r.benchmark} ${r.verdict}`);

describe('comparePaired', () => {
  it('10 rounds, 28 gating rows: a clear +120 % is not called, and the note and report say the rounds were too few, not that the interval straddles the floor', () => {
    // As a real paired A/B of bits-and-blooms/bitset at --rounds 10: +137 % [+69 %, +231 %], p = 0.002, 28 rows.
    const rounds = simulate({ rounds: 10, benchmarks: 28, change: { 4: 2.2 }, seed: 5, machine: 0.1, common: 0.02, noise: 0.03 });
    const c = comparePaired(rounds, options, { previousRounds: 5, maxRounds: 10 }, { ...pairedInfo, maxRounds: 10 });
    expect(Comparison.parse(c)).toEqual(c);
    const b4 = c.rows.find((r) => r.benchmark === 'b4')!;
    expect(b4).toMatchObject({ verdict: 'inconclusive', p: 2 / 2 ** 10 });
    expect(b4.q!).toBeGreaterThan(0.05);
    expect(b4.note).toMatch(/lies beyond the 5 % floor, but p=0\.0020 adjusted over the 28 gating rows \(Benjamini–Hochberg\) is q=0\.0\d+, not below α/);
    expect(b4.note).toContain("with 10 rounds the test's smallest p is 0.0020, too large over 28 rows: more rounds would decide");
    expect(undecidedRows(c).map((r) => r.benchmark)).toContain('b4');
    expect(c.summary.paired!.callableFrom).toBe(11);
    expect(renderReport(c)).toContain('**Too few rounds to call a change to a few benchmarks:** with 28 gating rows the signed-rank test needs at least 11 rounds');
    expect(renderReport(c)).toContain('allow more with `--rounds`');
    // Twenty rounds are enough: the same change is called.
    const twenty = comparePaired(simulate({ rounds: 20, benchmarks: 28, change: { 4: 2.2 }, seed: 5, machine: 0.1, common: 0.02, noise: 0.03 }), options, { previousRounds: 10, maxRounds: 20 }, pairedInfo);
    expect(calls(twenty)).toEqual(['b4 regressed']);
    expect(twenty.summary.paired!.callableFrom).toBeUndefined();
  });

  it('calls the planted +30 % and −15 % through a 25 % machine and an 8 % between-run common move', () => {
    const rounds = simulate({ rounds: 20, benchmarks: 8, change: { 2: 1.3, 5: 0.85 }, seed: 3 });
    const c = comparePaired(rounds, options, { previousRounds: 10, maxRounds: 20 }, pairedInfo);
    expect(Comparison.parse(c)).toEqual(c);
    expect(calls(c)).toEqual(['b2 regressed', 'b5 improved']);
    const b2 = c.rows.find((r) => r.benchmark === 'b2')!;
    expect(b2).toMatchObject({ test: 'signed-rank', n: [20, 20] });
    expect(b2.relative!.ratio).toBeGreaterThan(1.25);
    expect(b2.relative!.ratio).toBeLessThan(1.35);
    // The look's α is the spent increment, and the interval's level follows it.
    expect(b2.ciLevel).toBeCloseTo(1 - (0.05 - 0.005574596680784305), 9);
    expect(c.summary.paired).toMatchObject({ rounds: 20, commonFactorRemoved: ['sim/time'] });
    expect(c.summary.settings.baselineKind).toBe('paired');
    expect(c.summary.drift[0]).toMatchObject({ suite: 'sim', status: 'none' });
    // The cells: base at the geometric mean of its rounds, head at that × the Hodges–Lehmann ratio.
    const runs = rounds.map((r) => r.base.suites[0]!.benchmarks[2]!.metrics.time!.value);
    expect(b2.centre).toBe('paired-hl');
    expect(b2.base).toBeCloseTo(Math.exp(runs.reduce((a, x) => a + Math.log(x), 0) / runs.length), 6);
    expect(b2.ratio).toBe(b2.head! / b2.base!);
  });

  it('calls nothing on A/A rounds (many seeds)', () => {
    for (let seed = 1; seed <= 30; seed++) {
      const c = comparePaired(simulate({ rounds: 20, benchmarks: 8, change: {}, seed }), options, { previousRounds: 10, maxRounds: 20 }, pairedInfo);
      expect(calls(c), `seed ${seed}`).toEqual([]);
    }
  });

  it('removes the common factor only from 5 benchmarks on, and says so', () => {
    const few = comparePaired(simulate({ rounds: 10, benchmarks: 4, change: { 1: 1.3 }, seed: 4, common: 0 }), options, { previousRounds: 0, maxRounds: 10 }, pairedInfo);
    expect(few.summary.paired!.commonFactorRemoved).toEqual([]);
    expect(few.rows.every((r) => r.relative === undefined)).toBe(true);
    expect(calls(few)).toEqual(['b1 regressed']);
    const many = comparePaired(simulate({ rounds: 10, benchmarks: 5, change: { 1: 1.3 }, seed: 4, common: 0 }), options, { previousRounds: 0, maxRounds: 10 }, pairedInfo);
    expect(many.summary.paired!.commonFactorRemoved).toEqual(['sim/time']);
    expect(many.rows[1]!.note).toMatch(/relative to each round's common factor/);
  });

  it('reports a whole-suite move measured side by side as such', () => {
    const rounds = simulate({ rounds: 10, benchmarks: 6, change: { 0: 1.2, 1: 1.2, 2: 1.2, 3: 1.2, 4: 1.2, 5: 1.2 }, seed: 5, common: 0.01 });
    const c = comparePaired(rounds, options, { previousRounds: 0, maxRounds: 10 }, pairedInfo);
    expect(c.summary.drift[0]!.status).toBe('drift');
    expect(c.summary.drift[0]!.note).toMatch(/touches every benchmark, not the machine/);
    expect(c.summary.verdict).toBe('drift');
  });

  it('marks rows whose interval straddles the floor as undecided', () => {
    const c = comparePaired(simulate({ rounds: 3, benchmarks: 6, change: { 0: 1.06 }, seed: 6, noise: 0.05 }), options, { previousRounds: 0, maxRounds: 20 }, pairedInfo);
    expect(undecidedRows(c).length).toBeGreaterThan(0);
    expect(undecidedRows(c)[0]!.note).toMatch(/^undecided after 3 rounds/);
    // Undecided is not "no change": the verdict says the data cannot tell yet.
    expect(undecidedRows(c).every((r) => r.verdict === 'inconclusive')).toBe(true);
    // Three rounds cannot bound the interval at this look's level: it is left out, and the JSON still parses.
    expect(undecidedRows(c)[0]!.ci).toBeUndefined();
    expect(Comparison.parse(JSON.parse(JSON.stringify(c)))).toEqual(c);
  });

  it('keeps every run’s value with its round index', () => {
    const rounds = simulate({ rounds: 4, benchmarks: 2, change: {}, seed: 7 });
    const head = Results.parse(mergePairedSide(rounds, 'head'));
    const m = head.suites[0]!.benchmarks[0]!.metrics.time!;
    expect(m.rounds).toEqual([1, 2, 3, 4]);
    expect(m.runs).toEqual(rounds.map((r) => r.head.suites[0]!.benchmarks[0]!.metrics.time!.value));
  });

  it('renders the rounds and why they stopped', () => {
    const c = comparePaired(simulate({ rounds: 5, benchmarks: 6, change: { 0: 1.3 }, seed: 8 }), options, { previousRounds: 0, maxRounds: 5 }, { ...pairedInfo, stop: 'decided', looks: [{ rounds: 5, alpha: 0.05, undecided: 0 }] });
    const md = renderReport(c);
    expect(md).toMatch(/Paired rounds: 5 of at most 20, order randomized \(seed 1\); stopped because every gating benchmark was decided/);
    expect(md).toMatch(/signed-rank/);
  });
});
