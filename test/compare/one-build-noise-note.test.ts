// Callgrind's cache-simulated counts, two runs of each build (real iai-callgrind 0.16.1 output of
// nakedible/datealgo-rs, test/fixtures/gungraun/datealgo, each side read twice as every run of one build
// prints the same): a row held by the other benchmarks' move must not say more runs or paired rounds would tell.
import { describe, expect, it } from 'vitest';
import { compareOptionsFor, compareRuns } from '../../src/compare/compare-runs';
import { NOISE_TOO_LARGE } from '../../src/compare/judge';
import { mergeSuites } from '../../src/model/merge-runs';
import type { Results } from '../../src/model/results';
import { fixtureInput } from '../helpers/fixtures';
import { resultsFrom } from '../helpers/results';

const twoRuns = (v: 'base' | 'head'): Results => {
  const one = () => resultsFrom([{ name: 'iai', harness: 'iai-callgrind', input: fixtureInput('gungraun', 'datealgo', `${v}.stdout.txt`) }]);
  const r = one();
  r.suites = [mergeSuites([r.suites[0]!, one().suites[0]!])];
  return r;
};

describe('one build\'s value a side', () => {
  const c = compareRuns(twoRuns('base'), twoRuns('head'), compareOptionsFor(undefined, {}, { baselineKind: 'stored' }));

  it('an undecided row says the builds, not more runs, are what it lacks', () => {
    // Before: "… too large here to tell (paired rounds would)" on l1-hits 37 → 43 of the planted benchmark.
    const row = c.rows.find((r) => r.benchmark.endsWith('iai_rd_to_date') && r.metric === 'l1-hits')!;
    expect([row.base, row.head, row.verdict]).toEqual([37, 43, 'inconclusive']);
    expect(row.note).toContain('each side is one build\'s value');
    expect(c.rows.filter((r) => r.note === NOISE_TOO_LARGE)).toEqual([]);
  });
});
