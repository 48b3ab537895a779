// A row without a ratio says which side made it so (real iai-callgrind 0.16.1 output of nakedible/datealgo-rs,
// test/fixtures/gungraun/datealgo): an untouched benchmark's LL hits went 1 → 0 between two builds.
import { describe, expect, it } from 'vitest';
import { compareOptionsFor, compareRuns } from '../../src/compare/compare-runs';
import { fixtureInput } from '../helpers/fixtures';
import { resultsFrom } from '../helpers/results';

const side = (v: 'base' | 'head') => resultsFrom([{ name: 'iai', harness: 'iai-callgrind', input: fixtureInput('gungraun', 'datealgo', `${v}.stdout.txt`) }]);

describe('a ratio that cannot be formed', () => {
  const c = compareRuns(side('base'), side('head'), compareOptionsFor(undefined, {}, { baselineKind: 'stored' }));

  it('names head when head fell to 0, not the base', () => {
    // Before: "ratio undefined (zero or negative base)" for a base of 1.
    const row = c.rows.find((r) => r.benchmark.endsWith('iai_secs_to_systemtime') && r.metric === 'll-hits')!;
    expect([row.base, row.head, row.verdict, row.note]).toEqual([1, 0, 'inconclusive', 'ratio undefined: zero or negative head (0)']);
  });

  it('the planted instruction change is called, exactly', () => {
    const row = c.rows.find((r) => r.benchmark.endsWith('iai_rd_to_date') && r.metric === 'instructions')!;
    expect([row.base, row.head, row.test, row.verdict]).toEqual([37, 41, 'exact', 'regressed']);
  });
});
