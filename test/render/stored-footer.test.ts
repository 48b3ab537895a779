// The report's "how computed" footer on a stored baseline says its floor was widened to `single-run-floor`
// only where it was: with `repeat` on both sides (what `benchgate init` writes) rows are judged at the plain
// floor, and the footer said "widened (default 10 %)" under rows whose notes said "the 5 % floor".
// Real captures: go-bench/count1 run1…run4 (the same binary four times, -count=1).
import { describe, expect, it } from 'vitest';
import { compareOptionsFor, compareRuns } from '../../src/compare/compare-runs';
import { mergeRuns } from '../../src/model/merge-runs';
import { renderReport } from '../../src/render/markdown';
import { fixtureInput } from '../helpers/fixtures';
import { resultsFrom } from '../helpers/results';

const run = (v: number) => resultsFrom([{ name: 'go', harness: 'go-bench', input: fixtureInput('go-bench', 'count1', `run${v}.stdout.txt`) }]);
const WIDENED = 'its floor is widened (`single-run-floor`';

describe('stored baseline: the footer on the widened floor', () => {
  it('repeat on both sides: rows are judged at the configured 5 % floor, and the footer does not say it was widened', () => {
    const c = compareRuns(mergeRuns([run(1), run(2)]), mergeRuns([run(3), run(4)]), compareOptionsFor(undefined, {}, { baselineKind: 'stored' }));
    const time = c.rows.filter((r) => r.metric === 'time' && r.gating);
    expect(time.length).toBeGreaterThan(0);
    expect(time.every((r) => r.floor === 0.05)).toBe(true);
    expect(renderReport(c)).not.toContain(WIDENED);
  });

  it('one process a side: the rows are judged at the widened floor, and the footer says so', () => {
    const c = compareRuns(run(1), run(2), compareOptionsFor(undefined, {}, { baselineKind: 'stored' }));
    expect(c.rows.some((r) => r.gating && r.floor > 0.05)).toBe(true);
    expect(renderReport(c)).toContain(WIDENED);
  });
});

describe('one job (--same-job): the baseline was measured beside head', () => {
  // Real capture: google-benchmark/whole-run-2x (its Big-O coefficient is one value a side, at the single-run floor).
  const gb = (side: string) => resultsFrom([{ name: 'cpp', harness: 'google-benchmark', input: fixtureInput('google-benchmark', 'whole-run-2x', `${side}.json`) }]);
  const EARLIER = 'The baseline is one earlier run, not measured side by side with head';

  it('says nothing of "one earlier run, not measured side by side", which it said of a Big-O row at the single-run floor', () => {
    const sameJob = compareRuns(gb('base'), gb('head'), compareOptionsFor(undefined, {}, { baselineKind: 'same-job' }));
    expect(sameJob.rows.some((r) => r.gating && r.confidence === 'lower' && r.floor > 0.05)).toBe(true);
    expect(renderReport(sameJob)).not.toContain(EARLIER);
    expect(renderReport(compareRuns(gb('base'), gb('head'), compareOptionsFor(undefined, {}, { baselineKind: 'stored' })))).toContain(EARLIER);
  });
});

describe('the baseline line: where a baseline not at the base commit stands against it', () => {
  const c = compareRuns(run(1), run(2), compareOptionsFor(undefined, {}, { baselineKind: 'stored' }));
  const line = (fromBase?: { ahead: number; behind: number }) =>
    renderReport(c, { baseline: { source: 'run 7 (artifact benchgate-results)', commit: 'a'.repeat(40), exactBase: false, ...(fromBase ? { fromBase } : {}) } })
      .split('\n')
      .find((l) => l.startsWith('Baseline:'));

  it('before it, after it, on another line of history, or unknown (GitHub could not compare)', () => {
    expect(line({ ahead: 0, behind: 1 })).toContain("not at the base commit but 1 commit before it, the nearest with one (a change in it reads as this PR's)");
    expect(line({ ahead: 3, behind: 0 })).toContain("not at the base commit but 3 commits after it, the nearest with one (a change in them reads as this PR's, turned round)");
    expect(line({ ahead: 2, behind: 4 })).toContain('on another line of history (2 commits not in the base commit, 4 commits of it missing)');
    expect(line()).toContain('not at the base commit (newest on the base branch)');
  });
});
