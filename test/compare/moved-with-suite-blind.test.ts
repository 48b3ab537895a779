// A row with one value a side and no noise of its own to test on (compare-runs.ts applyProcessNoise, `blind`)
// is "no change" when it moved within the floor of its suite's common move. Then the report says so: a real
// Google Benchmark pair whose head runs every work loop twice (test/fixtures/google-benchmark/whole-run-2x)
// showed its cpu Big-O coefficient at +90 % beside "➖ no change" and no word of why.
import { describe, expect, it } from 'vitest';
import { compareOptionsFor, compareRuns } from '../../src/compare/compare-runs';
import { fixtureInput } from '../helpers/fixtures';
import { resultsFrom } from '../helpers/results';

const side = (file: string) => resultsFrom([{ name: 'gb', harness: 'google-benchmark', input: fixtureInput('google-benchmark', 'whole-run-2x', file) }]);

describe('a blind row that moved with its suite', () => {
  const c = compareRuns(side('base.json'), side('head.json'), compareOptionsFor(undefined, {}, { baselineKind: 'stored' }));
  const row = c.rows.find((r) => r.benchmark === 'BM_Work_BigO' && r.metric === 'cpu-complexity-coefficient')!;

  it('is no change, and says it moved with the suite, by how much here and against the suite', () => {
    expect(row.ratio!).toBeGreaterThan(1.8);
    expect(row.verdict).toBe('unchanged');
    expect(row.note).toMatch(/^moved with the whole suite: the common move, not this benchmark, explains the change \(\+91 % here, −\d+ % against the suite's common move of \+\d+ %\)$/);
  });
});
