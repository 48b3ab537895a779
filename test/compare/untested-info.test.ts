// Rows shown for information with one value a side and nothing to measure their noise are not called
// (compare-runs.ts holdUntestedInfoRows): hyperfine 1.x's mean user and system times of two commands.
import { describe, expect, it } from 'vitest';
import { compareOptionsFor, compareRuns } from '../../src/compare/compare-runs';
import { fixtureInput } from '../helpers/fixtures';
import { resultsFrom } from '../helpers/results';

const results = (run: string) => resultsFrom([{ name: 'cli', harness: 'hyperfine', input: fixtureInput('hyperfine', 'aa-two', run, 'hyperfine.json') }]);

describe('one value a side, shown for information, with too few benchmarks to measure its noise', () => {
  it('hyperfine 1.15 A/A, two commands: user and system times beyond the floor are inconclusive, not ✅/⚠️; the per-run wall time is tested on its processes in one job, with the assumed σ against a stored baseline', () => {
    let beyond = 0;
    for (const [a, b] of [['a1', 'a2'], ['a1', 'a3'], ['a2', 'a3']] as const) {
      const rows = compareRuns(results(a), results(b), compareOptionsFor(undefined, {}, { baselineKind: 'stored' })).rows;
      expect(rows.filter((r) => r.verdict === 'regressed' || r.verdict === 'improved'), `${a} vs ${b}`).toEqual([]);
      for (const r of rows.filter((x) => x.metric !== 'time')) {
        // hyperfine gives these means over its runs without their n: unknown, not one value a side.
        expect(r, `${a} vs ${b} ${r.benchmark} ${r.metric}`).toMatchObject({ test: 'threshold', gating: false });
        expect(r.n).toBeUndefined();
        if (Math.abs(Math.log(r.ratio!)) > Math.log1p(r.floor)) {
          beyond++;
          expect(r.verdict).toBe('inconclusive');
          expect(r.note).toContain('one value a side, shown for information');
        }
      }
      // Against a stored baseline the two commands are too few to measure how far another job moves them: the
      // assumed σ. Back to back in one job (as these three were), their processes are tested on their samples.
      expect(rows.filter((r) => r.metric === 'time').map((r) => r.test)).toEqual(['assumed-process-sigma', 'assumed-process-sigma']);
      const sameJob = compareRuns(results(a), results(b), compareOptionsFor(undefined, {}, { baselineKind: 'same-job' })).rows;
      expect(sameJob.filter((r) => r.metric === 'time').map((r) => r.test)).toEqual(['mann-whitney', 'mann-whitney']);
      expect(sameJob.filter((r) => r.verdict === 'regressed' || r.verdict === 'improved'), `${a} vs ${b}, same job`).toEqual([]);
    }
    // sort's system time read 88, 113 and 151 µs in three runs of the same command.
    expect(beyond).toBe(8);
  });
});
