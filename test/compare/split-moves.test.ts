// A suite split between benchmarks that moved and benchmarks that did not (split-moves.ts). Real: shopspring/decimal
// with 25 of its 35 benchmarks made 1.4–2× slower, four base/head process pairs (test/fixtures/go-bench/
// decimal-majority). Synthetic suites (test/helpers/results.ts: 20 benchmarks, one process a side, cv ≈ 1 %), k of
// them made 1.5× slower in head: what they pin is the logic at the boundary the median crosses, not power.
import { describe, expect, it } from 'vitest';
import { compareOptionsFor, compareRuns } from '../../src/compare/compare-runs';
import type { Comparison } from '../../src/compare/types';
import { fixtureInput } from '../helpers/fixtures';
import { resultsFrom, syntheticResults } from '../helpers/results';

function slowed(k: number, factor = 1.5): Comparison {
  const shifts = Object.fromEntries(Array.from({ length: k }, (_, i) => [`bench/${i}`, factor]));
  return compareRuns(syntheticResults({}, 1, 20), syntheticResults(shifts, 2, 20), compareOptionsFor(undefined, {}, { baselineKind: 'stored' }));
}
const verdicts = (c: Comparison, from: number, to: number) => c.rows.slice(from, to).map((r) => r.verdict);

const decimal = (file: string) => resultsFrom([{ name: 'go', harness: 'go-bench', input: fixtureInput('go-bench', 'decimal-majority', file) }]);
const UNTOUCHED = [
  'BenchmarkNewFromStringFloat', 'Benchmark_DivideOriginal', 'BenchmarkDecimal_NumDigits10', 'BenchmarkDecimal_NumDigits100',
  'BenchmarkDecimal_Sub_different_precision', 'BenchmarkDecimal_IsInteger', 'BenchmarkDecimal_PowInt32',
  'BenchmarkDecimal_NewFromString', 'BenchmarkDecimal_ExpTaylor', 'BenchmarkDecimal_UnmarshalJSON',
];

describe('real: decimal with 25 of 35 benchmarks slowed (one process a side)', () => {
  for (const pair of [1, 2, 3, 4]) {
    it(`pair ${pair}: the untouched ten are not "faster" relative to the +40 % median; the planted allocations are still called`, () => {
      const c = compareRuns(decimal(`base${pair}.txt`), decimal(`head${pair}.txt`), compareOptionsFor(undefined, {}, { baselineKind: 'stored' }));
      const time = c.rows.filter((r) => r.metric === 'time');
      expect(time.length).toBe(35);
      expect(time.filter((r) => r.verdict === 'improved').map((r) => r.benchmark)).toEqual([]);
      for (const name of UNTOUCHED) {
        const row = time.find((r) => r.benchmark === name)!;
        expect([row.verdict, row.relative?.verdict], name).toEqual(['inconclusive', 'improved']);
        expect(row.note, name).toMatch(/^better only relative to the suite's common move of \+\d+ %/);
      }
      expect(c.summary.drift.find((d) => d.metric === 'time')!.note).toMatch(/The suite split: \d+ of its 35 benchmarks did not move/);
      // The planted loops allocate: B/op and allocs/op, compared exactly, say what time cannot.
      const regressed = c.rows.filter((r) => r.verdict === 'regressed');
      expect(regressed.length).toBeGreaterThanOrEqual(20);
      expect(regressed.filter((r) => UNTOUCHED.includes(r.benchmark))).toEqual([]);
      expect(c.rows.find((r) => r.benchmark === 'BenchmarkNewFromFloat' && r.metric === 'memory')!.verdict).toBe('regressed'); // 40 → 60 B/op
      expect(c.summary.verdict).toBe('regressed');
    });
  }

  it('A/A (base against base, head against head): nothing in time is called', () => {
    for (const [a, b] of [['base1', 'base2'], ['base3', 'base4'], ['head1', 'head2'], ['head3', 'head4']]) {
      const c = compareRuns(decimal(`${a}.txt`), decimal(`${b}.txt`), compareOptionsFor(undefined, {}, { baselineKind: 'stored' }));
      expect(c.rows.filter((r) => r.metric === 'time' && (r.verdict === 'regressed' || r.verdict === 'improved')).map((r) => r.benchmark), `${a}/${b}`).toEqual([]);
    }
  });
});

describe('a suite split between a block that moved and one that did not', () => {
  it('9 of 20 slowed: the median is the untouched block, and the 9 are called', () => {
    const c = slowed(9);
    expect([c.summary.verdict, c.summary.undecided]).toEqual(['regressed', false]);
    expect(new Set(verdicts(c, 0, 9))).toEqual(new Set(['regressed']));
    expect(new Set(verdicts(c, 9, 20))).toEqual(new Set(['unchanged']));
  });

  it('11 of 20 slowed: the untouched 9 are not "improved" relative to a +50 % median, nor the 11 "no change"', () => {
    const c = slowed(11);
    expect(c.summary.improvements).toBe(0);
    // Every gating row ❔: the JSON (and the Action's `undecided` output) says the "unchanged" is undecided.
    expect([c.summary.verdict, c.summary.undecided]).toEqual(['unchanged', true]);
    expect(c.summary.counts.inconclusive).toBe(20);
    const untouched = c.rows[15]!;
    expect(untouched.relative?.verdict).toBe('improved'); // what the relative test alone says
    expect(untouched.note).toMatch(/^better only relative to the suite's common move of \+(49|50) % \(its own change [+−]\d %\)/);
    expect(c.rows[0]!.note).toMatch(/^moved \+5\d % with most of the suite, while 9 of its 20 benchmarks did not move/);
  });

  it('15 of 20 slowed (a common move established as drift): still no row called, and the drift note says the suite split', () => {
    const c = slowed(15);
    expect(c.summary.verdict).toBe('drift');
    expect(c.summary.regressions + c.summary.improvements).toBe(0);
    expect(c.summary.drift[0]!.note).toMatch(/The suite split: 5 of its 20 benchmarks did not move while the common move was \+50 %/);
  });

  it('all 20 slowed: the whole suite moved together, which fits the machine: drift, rows unchanged relative to it, no split', () => {
    const c = slowed(20);
    expect(c.summary.verdict).toBe('drift');
    expect(new Set(verdicts(c, 0, 20))).toEqual(new Set(['unchanged']));
    expect(c.summary.drift[0]!.note).not.toMatch(/split/);
  });

  it('18 of 20 slowed: two rows that stayed are no split (under a fifth): the move is taken as the drift, as before', () => {
    const c = slowed(18);
    expect(c.summary.verdict).toBe('drift');
    expect(new Set(verdicts(c, 0, 18))).toEqual(new Set(['unchanged']));
    expect(c.rows[19]!.note).toMatch(/^moved differently from the rest of the suite \(relative to its \+50 % drift\)/);
  });

  it('a common move within the floor changes nothing: 11 of 20 made 1.05× slower', () => {
    const c = slowed(11, 1.05);
    expect(c.rows.filter((r) => (r.note ?? '').includes('common move of')).length).toBe(0);
  });
});
