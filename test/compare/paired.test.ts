// Paired rounds, judged on simulated rounds with the noise a shared machine has: each round's machine state
// (hits base and head alike), a common move between the two runs of a round (hits every benchmark of that
// run alike), and per-benchmark noise. The real suites are in bench/verdicts-paired.ts.
import { describe, expect, it } from 'vitest';
import { compareOptionsFor } from '../../src/compare/compare-runs';
import { comparePaired, mergePairedSide, roundsToCall, undecidedRows, type PairedRound } from '../../src/compare/paired';
import { normalQuantile } from '../../src/compare/stats/distributions';
import { createRng } from '../../src/compare/stats/random';
import { Comparison } from '../../src/compare/types';
import { RESULTS_SCHEMA_ID, Results, type Suite } from '../../src/model/results';
import { renderReport } from '../../src/render/markdown';
import { geometricMeanChange } from '../../src/compare/summary';

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
  it('7 of 15 rows really moving pull the common factor: the untouched rows are not called against it, the moved ones are', () => {
    const moved = Object.fromEntries(Array.from({ length: 7 }, (_, j) => [j, 1.4]));
    const run = (rounds: number, noise: number) => {
      let held = 0;
      let falseCalls = 0;
      let trueCalls = 0;
      let drifted = 0;
      for (let seed = 1; seed <= 20; seed++) {
        const c = comparePaired(simulate({ rounds, benchmarks: 15, change: moved, seed, machine: 0.1, common: 0, noise }), options, { previousRounds: rounds / 2, maxRounds: rounds }, pairedInfo);
        const called = calls(c).map((x) => Number(/^b(\d+)/.exec(x)![1]));
        falseCalls += called.filter((j) => j >= 7).length;
        trueCalls += called.filter((j) => j < 7).length;
        held += c.rows.filter((r) => r.note?.includes('but the raw change does not')).length;
        drifted += c.summary.drift.filter((d) => d.status === 'drift').length;
      }
      return { held, falseCalls, trueCalls, drifted };
    };
    // 20 rounds: the factor, a median pulled by the 7 moved rows, lies beyond the floor in every seed, so each
    // row is judged on its own rounds. Judged relative to it, the untouched rows sat at about −15 % (as
    // google/crc32c's Public rows did) and 105 of them had to be held back; 128 of the 140 moved ones were called.
    const twenty = run(20, 0.12);
    expect(twenty.drifted).toBe(20);
    expect(twenty.held).toBe(0);
    // Left: an untouched row whose raw change itself lies beyond the floor (seed 9's b12, −10.8 % [−15.5, −6.7 %]).
    expect(twenty.falseCalls).toBeLessThanOrEqual(1);
    expect(twenty.trueCalls).toBe(140);
    // Noisier rows over 10 rounds: in some seeds the factor is pulled without being beyond the floor itself,
    // and there a row called only relative to it is held back while its raw change is not beyond the floor.
    const noisy = run(10, 0.2);
    expect(noisy.drifted).toBeLessThan(20);
    expect(noisy.held).toBeGreaterThan(0);
    expect(noisy.falseCalls).toBeLessThanOrEqual(1);
  });

  it('every gating row undecided: the headline says so, not "no change beyond noise in 0 rows"', () => {
    const c = comparePaired(simulate({ rounds: 10, benchmarks: 6, change: {}, seed: 2, noise: 0.5 }), options, { previousRounds: 5, maxRounds: 10 }, { ...pairedInfo, maxRounds: 10 });
    expect(c.summary).toMatchObject({ verdict: 'unchanged', counts: { unchanged: 0, inconclusive: 6 } });
    expect(renderReport(c)).toContain('❔ **undecided: no change was called, and none was ruled out** · ❔ 6 inconclusive\n');
  });

  it('the geometric mean and its interval are over the rounds, not over the rows that shared them', () => {
    // Every benchmark of a round met the same machine: a bootstrap over 28 rows gave an A/A pair of
    // bits-and-blooms/bitset +5.7 % [+2.0, +9.0 %]; over its 10 rounds the interval holds 0.
    // A 95 % interval of no change holds 1 in about 95 % of A/A pairs (here 185 of 200); over the rows, 21 of 200.
    let covered = 0;
    let coveredByRows = 0;
    const pairs = 200;
    for (let seed = 1; seed <= pairs; seed++) {
      const c = comparePaired(simulate({ rounds: 10, benchmarks: 28, change: {}, seed, common: 0.08 }), options, { previousRounds: 5, maxRounds: 10 }, { ...pairedInfo, maxRounds: 10 });
      const g = c.summary.geomean!;
      expect(g).toMatchObject({ rows: 28, rounds: 10 });
      if (g.ci![0] <= 1 && g.ci![1] >= 1) covered++;
      const rows = geometricMeanChange(c.rows.filter((r) => r.gating && r.unit === 'ns').map((r) => r.ratio!), 1)!;
      if (rows.ci![0] <= 1 && rows.ci![1] >= 1) coveredByRows++;
    }
    expect(covered / pairs).toBeGreaterThan(0.9);
    expect(coveredByRows / pairs).toBeLessThan(0.6);
    const moved = comparePaired(simulate({ rounds: 10, benchmarks: 28, change: Object.fromEntries(Array.from({ length: 28 }, (_, j) => [j, 1.2])), seed: 1, common: 0.02 }), options, { previousRounds: 5, maxRounds: 10 }, { ...pairedInfo, maxRounds: 10 });
    expect(moved.summary.geomean!.ci![0]).toBeGreaterThan(1.1);
    expect(renderReport(moved)).toMatch(/over 28 benchmarks \(signed-rank over 10 paired rounds\)\./);
  });

  it("a count every round printed alike is compared exactly: 0 B/op on both sides is no change, 0 → 48 B/op is one (go's -count 1 calls neither exact)", () => {
    const rounds = simulate({ rounds: 10, benchmarks: 6, change: {}, seed: 7 });
    for (const r of rounds) {
      for (const side of ['base', 'head'] as const) {
        for (const b of r[side].suites[0]!.benchmarks) {
          const bytes = side === 'head' && b.name === 'b3' ? 48 : 0;
          b.metrics.memory = { unit: 'B', direction: 'smaller', value: bytes }; // one line a round: exact unsaid
        }
      }
    }
    const c = comparePaired(rounds, options, { previousRounds: 5, maxRounds: 10 }, { ...pairedInfo, maxRounds: 10 });
    const memory = c.rows.filter((r) => r.metric === 'memory');
    // They read "❔ inconclusive — 0 paired round(s): too few for a paired test" (37 of 40 rows of a real go suite).
    expect(memory.map((r) => [r.benchmark, r.test, r.verdict])).toEqual([
      ['b0', 'exact', 'unchanged'], ['b1', 'exact', 'unchanged'], ['b2', 'exact', 'unchanged'],
      ['b3', 'exact', 'regressed'], ['b4', 'exact', 'unchanged'], ['b5', 'exact', 'unchanged'],
    ]);
    expect(memory.find((r) => r.benchmark === 'b3')!.gating).toBe(true);
    expect(c.rows.filter((r) => r.metric === 'time').every((r) => r.test === 'signed-rank')).toBe(true);
  });

  it('a count its harness says is no fixed count (`exact: false`: Callgrind RAM hits, JMH gc.count) is not made exact for being the same in every round', () => {
    // Gungraun (either-or-both, paired): one build a side, so every round printed the same RAM hits, 1 at base and
    // 2 at head for an untouched benchmark (the layout of the other build); made exact, it gated as regressed.
    const rounds = simulate({ rounds: 10, benchmarks: 6, change: {}, seed: 7 });
    for (const r of rounds) {
      for (const side of ['base', 'head'] as const) {
        for (const b of r[side].suites[0]!.benchmarks) b.metrics['ram-hits'] = { unit: 'hits', direction: 'smaller', value: side === 'head' && b.name === 'b3' ? 2 : 1, exact: false };
      }
    }
    const c = comparePaired(rounds, options, { previousRounds: 5, maxRounds: 10 }, { ...pairedInfo, maxRounds: 10 });
    const ram = c.rows.filter((r) => r.metric === 'ram-hits');
    expect(ram.every((r) => r.test !== 'exact' && !r.gating)).toBe(true);
    expect(c.summary.counts.regressed).toBe(0);
    // Nor called at all: rounds of one build a side replicate the machine, not the build; a signed-rank test over
    // ten identical rounds was certain of b3's 1 → 2. One value a side, against the suite's other benchmarks.
    expect(ram.map((r) => r.test)).toEqual(Array<string>(6).fill('random-effects'));
    expect(ram.filter((r) => r.verdict === 'regressed' || r.verdict === 'improved')).toEqual([]);
  });

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
    // 2 / 2¹¹ × 28 = 0.027 is below α but not below the 0.010 the last look of an 11-round schedule (5, 10, 11)
    // may spend, so 11 rounds could not call it either; 12 (5, 10, 12): 0.0137 against 0.018.
    expect(c.summary.paired!.callableFrom).toBe(12);
    expect(renderReport(c)).toContain('**Too few rounds to call a change to a few benchmarks:** with 28 gating rows the signed-rank test needs at least 12 rounds');
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

  it('calls a whole-suite move measured side by side in every row, and says the suite moved', () => {
    // Every benchmark 20 % slower at head. Both sides met the same machine in every round, so the move is the
    // change: with each round's common factor removed, every row read "no change", the verdict was "drift"
    // and the gate passed.
    const rounds = simulate({ rounds: 10, benchmarks: 6, change: { 0: 1.2, 1: 1.2, 2: 1.2, 3: 1.2, 4: 1.2, 5: 1.2 }, seed: 5, common: 0.01 });
    const c = comparePaired(rounds, options, { previousRounds: 0, maxRounds: 10 }, pairedInfo);
    expect(c.summary.drift[0]!.status).toBe('drift');
    expect(c.summary.drift[0]!.note).toMatch(/^the suite's common factor \(its median benchmark of 6\) moved \+\d+\.\d % .* in 10 paired rounds: .*the move is the change's, not the machine's\. Each row is judged on its own rounds/);
    expect(c.summary.paired!.commonFactorRemoved).toEqual([]);
    expect(calls(c)).toEqual(['b0 regressed', 'b1 regressed', 'b2 regressed', 'b3 regressed', 'b4 regressed', 'b5 regressed']);
    expect(c.rows.every((r) => r.relative === undefined)).toBe(true);
    expect(c.summary.verdict).toBe('regressed');
    expect(renderReport(c)).toMatch(/\n> \*\*sim\*\* \(time\): the suite's common factor \(its median benchmark of 6\) moved \+\d+\.\d % /);
    // Faster everywhere: improved, not "drift".
    const faster = comparePaired(simulate({ rounds: 10, benchmarks: 6, change: { 0: 0.8, 1: 0.8, 2: 0.8, 3: 0.8, 4: 0.8, 5: 0.8 }, seed: 5, common: 0.01 }), options, { previousRounds: 0, maxRounds: 10 }, pairedInfo);
    expect(faster.summary.verdict).toBe('improved');
    expect(faster.summary.improvements).toBe(6);
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

  it('a benchmark that threw or did not run in some rounds is compared on the others, and the report says which', () => {
    const rounds = simulate({ rounds: 6, benchmarks: 4, change: {}, seed: 9 });
    const fail = (r: number, side: 'base' | 'head', j: number) => {
      const b = rounds[r - 1]![side].suites[0]!.benchmarks[j]!;
      b.status = 'failed';
      b.error = 'java.lang.RuntimeException: Too many false positives: 13606';
      b.metrics = {};
    };
    fail(6, 'base', 1);
    fail(1, 'head', 2); // the first round, whose benchmarks the merge starts from
    rounds[2]!.head.suites[0]!.benchmarks.splice(3, 1); // b3 not in head round 3's output
    rounds[0]!.base.suites[0]!.benchmarks.splice(0, 1); // b0 first runs in base round 2
    const base = mergePairedSide(rounds, 'base');
    const head = mergePairedSide(rounds, 'head');
    const runsOf = (r: Results, name: string) => r.suites[0]!.benchmarks.find((b) => b.name === name)!.metrics.time!.rounds;
    expect(runsOf(base, 'b1')).toEqual([1, 2, 3, 4, 5]);
    expect(runsOf(head, 'b2')).toEqual([2, 3, 4, 5, 6]);
    expect(head.suites[0]!.benchmarks.find((b) => b.name === 'b2')!.status).toBeUndefined();
    expect(runsOf(head, 'b3')).toEqual([1, 2, 4, 5, 6]);
    expect(runsOf(base, 'b0')).toEqual([2, 3, 4, 5, 6]);
    expect(base.suites[0]!.warnings).toEqual([
      'b1 failed or did not run in 1 of 6 base rounds (round 6: java.lang.RuntimeException: Too many false positives: 13606); its rows are compared on the rounds where it ran on both sides',
      'b0 failed or did not run in 1 of 6 base rounds (round 1: not in its output); its rows are compared on the rounds where it ran on both sides',
    ]);
    expect(head.suites[0]!.warnings).toHaveLength(2);
    const c = comparePaired(rounds, options, { previousRounds: 0, maxRounds: 20 }, pairedInfo);
    const row = (name: string) => c.rows.find((r) => r.benchmark === name && r.metric === 'time')!;
    expect(row('b1').n).toEqual([5, 5]);
    expect(row('b2').n).toEqual([5, 5]);
    expect(row('b2').verdict).not.toBe('failed');
    expect(c.warnings?.map((w) => `${w.side} ${w.text.slice(0, 2)}`)).toEqual(['head b2', 'head b3', 'base b1', 'base b0']);
    expect(renderReport(c)).toMatch(/b1 failed or did not run in 1 of 6 base rounds \(round 6: java\.lang\.RuntimeException/);
  });

  it('renders the rounds and why they stopped', () => {
    const c = comparePaired(simulate({ rounds: 5, benchmarks: 6, change: { 0: 1.3 }, seed: 8 }), options, { previousRounds: 0, maxRounds: 5 }, { ...pairedInfo, stop: 'decided', looks: [{ rounds: 5, alpha: 0.05, undecided: 0 }] });
    const md = renderReport(c);
    expect(md).toMatch(/Paired rounds: 5 of at most 20, order randomized \(seed 1\); stopped because every gating benchmark was decided/);
    expect(md).toMatch(/signed-rank/);
  });
});

describe('roundsToCall', () => {
  it('counts the rounds at which some look of the schedule can call a lone change, not the rounds at α', () => {
    // One row: 2 / 2⁵ = 0.0625 ≥ α, 2 / 2⁶ = 0.031 < α, but `--rounds 6` looks at 5 and 6, and the last look may spend
    // only 0.018 (a real go audit: +56–67 % rows, p = 0.03, left inconclusive with no warning). 7 rounds: 0.016 < 0.030.
    expect(roundsToCall(1, 0.05, 5)).toBe(7);
    expect(roundsToCall(3, 0.05, 5)).toBe(8);
    expect(roundsToCall(28, 0.05, 5)).toBe(12);
    // A first look alone (minimum = maximum) spends all of α.
    expect(roundsToCall(1, 0.05, 20)).toBe(6);
  });
});
