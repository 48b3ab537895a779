// A suite split between benchmarks that moved and benchmarks that did not (split-moves.ts). Synthetic suites
// (test/helpers/results.ts: 20 benchmarks, one process a side, cv ≈ 1 %), k of them made 1.5× slower in head:
// what is pinned is the logic at the boundary the median crosses, not statistical power.
import { describe, expect, it } from 'vitest';
import { compareOptionsFor, compareRuns } from '../../src/compare/compare-runs';
import type { Comparison } from '../../src/compare/types';
import { syntheticResults } from '../helpers/results';

function slowed(k: number, factor = 1.5): Comparison {
  const shifts = Object.fromEntries(Array.from({ length: k }, (_, i) => [`bench/${i}`, factor]));
  return compareRuns(syntheticResults({}, 1, 20), syntheticResults(shifts, 2, 20), compareOptionsFor(undefined, {}, { baselineKind: 'stored' }));
}
const verdicts = (c: Comparison, from: number, to: number) => c.rows.slice(from, to).map((r) => r.verdict);

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
