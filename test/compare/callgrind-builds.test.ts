// Callgrind's cache-simulated counts under `repeat` (real Gungraun fixtures base/ and head/, each read twice, as
// two runs of one build give the same counts): the runs of one build say nothing of how far a rebuild moves them.
import { describe, expect, it } from 'vitest';
import { compareOptionsFor, compareRuns } from '../../src/compare/compare-runs';
import { mergeSuites } from '../../src/model/merge-runs';
import type { Results } from '../../src/model/results';
import { fixtureInput } from '../helpers/fixtures';
import { resultsFrom } from '../helpers/results';

const twoRuns = (v: string): Results => {
  const one = () => resultsFrom([{ name: 'cg', harness: 'gungraun', input: fixtureInput('gungraun', v, 'cargo-bench.stdout.txt') }]);
  const r = one();
  r.suites = [mergeSuites([r.suites[0]!, one().suites[0]!])];
  return r;
};

describe('Callgrind cache counts, two runs a side of one build each', () => {
  const c = compareRuns(twoRuns('base'), twoRuns('head'), compareOptionsFor(undefined, {}, { baselineKind: 'stored' }));
  const LAYOUT = ['l1-hits', 'll-hits', 'ram-hits', 'estimated-cycles'];

  it('are not called on runs that all agree: an untouched benchmark\'s RAM hits 1 → 2 is the other build\'s layout', () => {
    // Before: Welch's t on the runs ("t on runs", p < 0.001): ⚠️ +100 % RAM hits, ✅ −23.9 % estimated cycles.
    const fib = c.rows.find((r) => r.benchmark.endsWith('bench_fibonacci medium') && r.metric === 'ram-hits')!;
    expect([fib.base, fib.head, fib.test, fib.verdict]).toEqual([1, 2, 'random-effects', 'inconclusive']);
    const layout = c.rows.filter((r) => LAYOUT.includes(r.metric));
    expect(layout.length).toBe(28);
    expect(layout.filter((r) => r.verdict === 'regressed' || r.verdict === 'improved' || r.test === 'welch-runs')).toEqual([]);
  });

  it('instructions, which only the code decides, are still compared exactly', () => {
    const ir = c.rows.filter((r) => r.metric === 'instructions');
    expect(ir.length).toBeGreaterThan(0);
    expect(ir.every((r) => r.test === 'exact')).toBe(true);
  });
});
