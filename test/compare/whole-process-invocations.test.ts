// hyperfine against a stored baseline (test/fixtures/hyperfine/bat-0.26.1, SOURCE.md): a side's samples are processes,
// but of one invocation in one job, run back to back. Between jobs the same build of bat moved by up to ±25 % in a
// scenario here (bat's startup −88 % and miniz.c +49 % between two jobs under load), which the 10 processes of one invocation do not show: the rows are
// tested as one-process rows of an in-process harness are, against the suite's between-process σ (random effects).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareOptionsFor, compareRuns } from '../../src/compare/compare-runs';
import type { Comparison } from '../../src/compare/types';
import type { Results } from '../../src/model/results';
import { FIXTURES, fixtureFile } from '../helpers/fixtures';
import { resultsFrom } from '../helpers/results';

const job = (...dir: string[]): Results => {
  const files = readdirSync(join(FIXTURES, 'hyperfine', 'bat-0.26.1', ...dir)).sort();
  return resultsFrom([{ name: 'bat', harness: 'hyperfine', input: { files: files.map((f) => fixtureFile('hyperfine', 'bat-0.26.1', ...dir, f)) } }]);
};
// Not a1: it ran a build without the 1 ms start-up sleep of the jobs' commit.
const SAME_BUILD = ['j1', 'j2', 'j3', 'j4', 'j5'].map((j): [string, Results] => [j, job('jobs', j)]);
const stored = compareOptionsFor(undefined, {}, { baselineKind: 'stored' });
const calls = (c: Comparison): string[] => c.rows.filter((r) => r.gating && (r.verdict === 'regressed' || r.verdict === 'improved')).map((r) => `${r.benchmark} ${r.verdict}`);

describe('hyperfine against a stored baseline: one invocation a side is one job (bat 0.26.1, real captures)', () => {
  it('no false call between any two jobs of the same build, quiet or with one core busy (j5)', () => {
    // Before, the U test on each invocation's 10 processes called miniz.c −11 % in j1 → j2 (interval −13.5 … −9.1 %) and its inverse in j2 → j1.
    const found: string[] = [];
    for (const [bn, base] of SAME_BUILD) {
      for (const [hn, head] of SAME_BUILD) {
        if (bn === hn) continue;
        for (const call of calls(compareRuns(base, head, stored))) found.push(`${bn}→${hn}: ${call}`);
      }
    }
    expect(found).toEqual([]);
  });

  it('the rows are tested against the suite: t + process σ, relative to its common move', () => {
    const c = compareRuns(job('jobs', 'j1'), job('jobs', 'p1'), stored);
    const miniz = c.rows.find((r) => r.benchmark === 'bat … miniz.c' && r.metric === 'time')!;
    expect(miniz.test).toBe('random-effects');
    expect(miniz.relative?.ci).toBeDefined();
    // The planted +30 % (10 ms more CPU work) against the stored j1 is called, and nothing else is.
    expect(calls(c)).toEqual(['bat … miniz.c regressed']);
  });

  it('base and head of the same job keep the U test on their processes', () => {
    const c = compareRuns(job('jobs', 'j1'), job('jobs', 'p1'), compareOptionsFor(undefined, {}, { baselineKind: 'same-job' }));
    const miniz = c.rows.find((r) => r.benchmark === 'bat … miniz.c' && r.metric === 'time')!;
    expect(miniz.test).toBe('mann-whitney');
    expect(miniz.verdict).toBe('regressed');
  });
});
