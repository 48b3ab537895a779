// A small go suite with `repeat: 3` against a baseline stored by another job: each side's three processes ran
// back to back in one job, and what moved that job's machine moved them together, which Welch's t on the runs
// does not see. Real captures of this machine, one job every ~87 s for an hour (test/fixtures/go-bench/repeat-small-jobs).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareOptionsFor, compareRuns } from '../../src/compare/compare-runs';
import type { Comparison } from '../../src/compare/types';
import { mergeRuns } from '../../src/model/merge-runs';
import type { Results } from '../../src/model/results';
import { renderReport } from '../../src/render/markdown';
import { FIXTURES, fixtureInput } from '../helpers/fixtures';
import { resultsFrom } from '../helpers/results';

const DIR = join('go-bench', 'repeat-small-jobs');
const job = (capture: string): Results =>
  mergeRuns([1, 2, 3].map((r) => resultsFrom([{ name: 'work', harness: 'go-bench', input: fixtureInput(DIR, capture, `run${r}.txt`) }])));
const captures = readdirSync(join(FIXTURES, DIR)).filter((d) => /^[AP]\d\d$/.test(d)).sort();
const A = captures.filter((d) => d.startsWith('A')).map((d): [string, Results] => [d, job(d)]);
const P = new Map(captures.filter((d) => d.startsWith('P')).map((d): [string, Results] => [d, job(d)]));
/** The 1-minute load average when the job ended (its when.txt): above 1.5, a test run was using both cores. */
const load = (capture: string): number => Number(/load ([\d.]+)/.exec(readFileSync(join(FIXTURES, DIR, capture, 'when.txt'), 'utf8'))![1]);
const stored = compareOptionsFor(undefined, {}, { baselineKind: 'stored' });
const sameJob = compareOptionsFor(undefined, {}, { baselineKind: 'same-job' });
const isCall = (v: string): boolean => v === 'regressed' || v === 'improved';
const timeCalls = (c: Comparison): string[] => c.rows.filter((r) => r.metric === 'time' && isCall(r.verdict)).map((r) => `${r.benchmark} ${r.verdict}`);

describe('go test, three benchmarks, repeat: 3, one job every ~87 s for an hour (real captures)', () => {
  it('has the captures: 40 jobs of the base build and 40 of the planted one, three processes each', () => {
    expect(A).toHaveLength(40);
    expect(P.size).toBe(40);
    const time = A[0]![1].suites[0]!.benchmarks.map((b) => b.metrics.time!.runs?.length);
    expect(time).toEqual([3, 3, 3]);
  });

  it('A/A: Welch t on the runs calls the jobs; against the stored baseline they are held to the assumed σ', () => {
    let rows = 0;
    const all = { welch: 0, held: 0 };
    const quiet = { pairs: 0, welch: 0, held: 0 };
    for (let i = 0; i < A.length; i++) {
      for (let j = i + 1; j < A.length; j++) {
        const asStored = compareRuns(A[i]![1], A[j]![1], stored);
        const time = asStored.rows.filter((r) => r.metric === 'time');
        rows += time.length;
        expect(time.every((r) => r.test === 'assumed-process-sigma' && r.n?.[0] === 3 && r.n?.[1] === 3)).toBe(true);
        // The rule before, which a baseline run in the same job keeps: Welch's t on the three runs a side.
        const welch = timeCalls(compareRuns(A[i]![1], A[j]![1], sameJob)).length;
        const held = timeCalls(asStored).length;
        all.welch += welch;
        all.held += held;
        if (load(A[i]![0]) < 1.5 && load(A[j]![0]) < 1.5) {
          quiet.pairs++;
          quiet.welch += welch;
          quiet.held += held;
        }
      }
    }
    expect(rows).toBe(2340);
    // Jobs on a quiet machine: Welch's t called 83 rows, the assumed σ none.
    expect(quiet).toEqual({ pairs: 595, welch: 83, held: 0 });
    // With the 5 jobs that ran while a test run used both cores (2–3× slower), no σ of 30 % covers the move.
    expect(all).toEqual({ welch: 453, held: 232 });
  });

  it('the price: the planted time changes are ❔, while the B/op and allocs/op they carry are called', () => {
    // The head build sorts 13 times where base sorts 10 (+30 % work, 10 → 13 allocs/op) and counts 8 % more keys.
    let sortTime = 0;
    let sortBytes = 0;
    for (const [a, base] of A) {
      const c = compareRuns(base, P.get(a.replace('A', 'P'))!, stored);
      const row = (name: string, metric: string) => c.rows.find((r) => r.benchmark === name && r.metric === metric)!;
      if (isCall(row('BenchmarkSort', 'time').verdict)) sortTime++;
      // Every sample of a process within 0.02 %: a count, which a slower stretch of the machine does not move.
      expect(row('BenchmarkSort', 'memory').test).not.toBe('assumed-process-sigma');
      if (row('BenchmarkSort', 'memory').verdict === 'regressed') sortBytes++;
      expect(row('BenchmarkSort', 'allocs')).toMatchObject({ test: 'exact', verdict: 'regressed', base: 10, head: 13 });
      expect(row('BenchmarkDigest', 'memory').verdict).not.toBe('regressed');
    }
    expect({ sortTime, sortBytes }).toEqual({ sortTime: 1, sortBytes: 40 });
  });

  it('the report says the runs are of one job, and what measures the σ instead', () => {
    const md = renderReport(compareRuns(A[0]![1], A[1]![1], stored), { now: new Date('2026-11-28T00:00:00Z') });
    expect(md).toContain("or runs of one job against a baseline stored by another (a job's runs ran back to back, and what moved its machine moved them all)");
    expect(md).toContain('Paired rounds (base and head side by side in one job) or a baseline with a history measure it instead.');
    expect(md).toMatch(/n=3\/3 runs\) \| z \+ assumed σ/);
    expect(md).toContain("(3/3 runs, each side's in one job: against a baseline stored by another job, what moved that job's machine moved all its runs, so no interval)");
  });
});
