// A harness whose value is the median but whose sem is the mean's (vitest bench, tinybench): the row's
// relative error is the mean's own (rme), not sem / median. Real captures: test/fixtures/vitest-bench/levenshtein.
import { describe, expect, it } from 'vitest';
import { compareOptionsFor, compareRuns } from '../../src/compare/compare-runs';
import { logStandardError } from '../../src/compare/process-noise';
import { fixtureInput } from '../helpers/fixtures';
import { resultsFrom } from '../helpers/results';

const run = (v: string) => resultsFrom([{ name: 'vt', harness: 'vitest-bench', input: fixtureInput('vitest-bench', 'levenshtein', v, 'out.json') }]);
const called = (base: string, head: string) =>
  compareRuns(run(base), run(head), compareOptionsFor(undefined))
    .rows.filter((r) => r.verdict === 'regressed' || r.verdict === 'improved')
    .map((r) => `${r.benchmark} ${r.metric} ${r.verdict}`);
const LEVEN_8 = 'distance | 8 chars <short> > leven *v4* __init__ @sindresorhus';

describe('vitest bench with heavy-tailed iterations, one process a side (fixtures vitest-bench/levenshtein)', () => {
  it('a median row\'s relative error is the mean\'s (rme / 1.96), not the mean\'s sem over the median', () => {
    const m = run('base').suites[0]!.benchmarks.find((b) => b.name === LEVEN_8)!.metrics.time!;
    expect(m.statistic).toBe('median');
    expect(m.value).toBeCloseTo(61_463, 0);
    expect(m.spread!.sem).toBeCloseTo(72_790.36, 1);
    // 0.0728 ms / 0.0615 ms read 1.18: a 6× slowdown came out at −98.9 … +347,985 %, inconclusive.
    expect(logStandardError(m)).toBeCloseTo(0.41106599 / 1.96, 6);
  });

  it('calls the planted slowdown in the three benches that run it, and nothing else', () => {
    expect(called('base', 'head')).toEqual([
      `${LEVEN_8} time regressed`,
      'distance | 64 chars <long> > leven *v4* __init__ @sindresorhus time regressed',
      'constructor > hasOwnProperty time regressed',
    ]);
  });

  it('A/A: calls nothing', () => {
    expect(called('base', 'base2')).toEqual([]);
    expect(called('base2', 'base')).toEqual([]);
  });
});
