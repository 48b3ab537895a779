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
