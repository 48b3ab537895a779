// hyperfine's samples are processes, but of one invocation, run back to back (test/fixtures/hyperfine/bat-0.26.1,
// SOURCE.md): five `benchgate run`s of the same build of bat, one after the other on this machine, moved a scenario
// by up to +40 % between two of them (bat's startup −88 % and miniz.c +49 % between two jobs under load), which the
// 10 processes of one invocation do not show. Whichever job the other side ran in, the rows are tested as one-process
// rows of an in-process harness are, against the suite's between-process σ (random effects); with `repeat`, each
// invocation is a run.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareOptionsFor, compareRuns } from '../../src/compare/compare-runs';
import type { Comparison } from '../../src/compare/types';
import { mergeRuns } from '../../src/model/merge-runs';
import type { Results } from '../../src/model/results';
import { FIXTURES, fixtureFile, fixtureInput } from '../helpers/fixtures';
import { resultsFrom } from '../helpers/results';

const job = (...dir: string[]): Results => {
  const files = readdirSync(join(FIXTURES, 'hyperfine', 'bat-0.26.1', ...dir)).sort();
  return resultsFrom([{ name: 'bat', harness: 'hyperfine', input: { files: files.map((f) => fixtureFile('hyperfine', 'bat-0.26.1', ...dir, f)) } }]);
};
// Not a1: it ran a build without the 1 ms start-up sleep of the jobs' commit.
const SAME_BUILD = ['j1', 'j2', 'j3', 'j4', 'j5'].map((j): [string, Results] => [j, job('jobs', j)]);
const KINDS = ['stored', 'same-job'] as const;
const options = (kind: (typeof KINDS)[number]) => compareOptionsFor(undefined, {}, { baselineKind: kind });
const calls = (c: Comparison): string[] => c.rows.filter((r) => r.gating && (r.verdict === 'regressed' || r.verdict === 'improved')).map((r) => `${r.benchmark} ${r.verdict}`);

describe('hyperfine: one invocation a side is one run (bat 0.26.1, real captures)', () => {
  for (const kind of KINDS) {
    it(`${kind}: no false call between any two jobs of the same build, quiet or with one core busy (j5)`, () => {
      // Before, the U test on each invocation's 10 processes made 15 false calls in 10 of the 20 ordered pairs as one
      // job (miniz.c ±8–13 %, Containerfile +40 % in j4 → j5), and 2 against a stored baseline (miniz.c −11 % in j1 → j2 and back).
      const found: string[] = [];
      for (const [bn, base] of SAME_BUILD) {
        for (const [hn, head] of SAME_BUILD) {
          if (bn === hn) continue;
          for (const call of calls(compareRuns(base, head, options(kind)))) found.push(`${bn}→${hn}: ${call}`);
        }
      }
      expect(found).toEqual([]);
    });

    it(`${kind}: the rows are tested against the suite: t + process σ, relative to its common move`, () => {
      const c = compareRuns(job('jobs', 'j1'), job('jobs', 'p1'), options(kind));
      const miniz = c.rows.find((r) => r.benchmark === 'bat … miniz.c' && r.metric === 'time')!;
      expect(miniz.test).toBe('random-effects');
      expect(miniz.relative?.ci).toBeDefined();
      // The planted +30 % on miniz.c (10 ms more CPU work) against j1 is called, and nothing else is: p1's other plant,
      // +10 % on jquery.js, is within the single-run floor; as one job the U test also called Containerfile +36 % against j4.
      expect(calls(c)).toEqual(['bat … miniz.c regressed']);
    });
  }

  it('with repeat, each invocation is a run: Welch t on the invocations, not a U test on their pooled processes', () => {
    // Three quiet jobs a side stand in for three invocations of one repeat.
    const base = mergeRuns(SAME_BUILD.slice(0, 3).map(([, r]) => r));
    const head = mergeRuns(SAME_BUILD.slice(2).map(([, r]) => r));
    const first = head.suites[0]!.benchmarks[0]!.metrics.time!;
    expect(first.runs).toHaveLength(3);
    expect(first.samples!.length).toBeGreaterThan(3);
    const c = compareRuns(base, head, options('same-job'));
    const time = c.rows.filter((r) => r.metric === 'time');
    expect(time.length).toBe(13);
    expect(time.every((r) => r.test === 'welch-runs' || r.test === 'moderated-t')).toBe(true);
    expect(time.every((r) => r.n?.[0] === 3 && r.n?.[1] === 3)).toBe(true);
    expect(calls(c)).toEqual([]);
  });
});

describe('hyperfine with repeat: 3, against a stored baseline (real jobs, test/fixtures/hyperfine/repeat-jobs)', () => {
  // Each job ran hyperfine three times; `work2` is a copy of `work`. p1…p3 plant impl_a 2 +30 %, impl_a 3 +8 %, impl_b 3 −15 %.
  const repeated = (job: string): Results =>
    mergeRuns(['', 'repeat-2', 'repeat-3'].map((r) => resultsFrom([{ name: 'hf', harness: 'hyperfine', input: fixtureInput('hyperfine', 'repeat-jobs', job, 'hf', ...(r ? [r] : []), 'files', 'hf.json') }])));
  const jobs = ['j1', 'j2', 'j3', 'j4', 'j5', 'j6'].map((j): [string, Results] => [j, repeated(j)]);
  const planted = ['p1', 'p2', 'p3'].map((p): [string, Results] => [p, repeated(p)]);
  const stored = options('stored');
  const time = (c: Comparison) => c.rows.filter((r) => r.metric === 'time');

  it('no call between any two jobs of one build (30 ordered pairs, 12 commands)', () => {
    const found: string[] = [];
    for (const [bn, base] of jobs) for (const [hn, head] of jobs) if (bn !== hn) for (const call of calls(compareRuns(base, head, stored))) found.push(`${bn}→${hn}: ${call}`);
    expect(found).toEqual([]);
  });

  it('the invocations are the runs: the planted +30 % and −15 % are called against every job, and nothing untouched', () => {
    // Pooled into one run a side and held to the suite's σ (half of its commands planted), they were called in 10 of
    // 36 rows (+30 %) and 0 of 36 (−15 %).
    let slower = 0;
    let faster = 0;
    for (const [, base] of jobs) {
      for (const [, head] of planted) {
        const rows = time(compareRuns(base, head, stored));
        expect(rows.every((r) => r.test === 'moderated-t' && r.n?.[0] === 3 && r.n?.[1] === 3)).toBe(true);
        slower += rows.filter((r) => / impl_a 2$/.test(r.benchmark) && r.verdict === 'regressed').length;
        faster += rows.filter((r) => / impl_b 3$/.test(r.benchmark) && r.verdict === 'improved').length;
        const untouched = rows.filter((r) => !/ impl_a [23]$| impl_b 3$/.test(r.benchmark));
        expect(untouched.filter((r) => r.verdict === 'regressed' || r.verdict === 'improved').map((r) => r.benchmark)).toEqual([]);
      }
    }
    expect(slower).toBe(36);
    expect(faster).toBe(36);
  });
});
