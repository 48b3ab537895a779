// An event count that is 0 in every sample on both sides is no change, not "❔ inconclusive": JMH -prof gc's
// gc.count (never taken as exact, since 0 collections in one run proves no constant) read ❔ on 0 against 0 in a
// stored comparison of two real FastFilter runs (test/fixtures/jmh/fastfilter, JMH 1.22), the suite's process
// noise lent to it by the one benchmark whose collections went 2 → 3.
import { describe, expect, it } from 'vitest';
import { compareOptionsFor, compareRuns } from '../../src/compare/compare-runs';
import { renderReport } from '../../src/render/markdown';
import { fixtureInput } from '../helpers/fixtures';
import { resultsFrom, syntheticResults } from '../helpers/results';

const side = (...path: string[]) => resultsFrom([{ name: 'jmh', harness: 'jmh', input: fixtureInput('jmh', 'fastfilter', ...path) }]);

describe('compare: 0 against 0 in every sample (real JMH gc.count)', () => {
  const c = compareRuns(side('out.json'), side('run2', 'out.json'), compareOptionsFor(undefined, {}, { baselineKind: 'stored' }));
  const counts = c.rows.filter((r) => r.metric === 'gc.count' && r.base !== undefined && r.head !== undefined);

  it('holds those rows unchanged, untested and not gating, and still tests the row that moved', () => {
    const zeros = counts.filter((r) => r.base === 0 && r.head === 0);
    expect(zeros.length).toBeGreaterThanOrEqual(3);
    for (const r of zeros) {
      expect(r).toMatchObject({ verdict: 'unchanged', test: 'none', gating: false, note: '0 in every sample on both sides' });
    }
    const moved = counts.filter((r) => !(r.base === 0 && r.head === 0));
    expect(moved.length).toBeGreaterThan(0);
    for (const r of moved) expect(r.verdict).not.toBe('unchanged');
  });

  it('reads "➖ no change" in the report, and the geometric mean is not bold when no row was called', () => {
    const md = renderReport(c, { now: new Date('2026-11-28T00:00:00Z') });
    const zeroLine = md.split('\n').find((l) => l.includes('0 counts | 0 counts'));
    expect(zeroLine).toContain('➖ no change');
    expect(c.summary.counts.regressed + c.summary.counts.improved).toBe(0);
    expect(md).toMatch(/Geometric mean of time, head vs base: −\d/);
  });
});

describe('report: the geometric mean is bold beside a called change', () => {
  it('bolds it when a row regressed', () => {
    const c = compareRuns(syntheticResults({}, 1), syntheticResults({ 'bench/3': 1.32 }, 2), compareOptionsFor(undefined, {}, { baselineKind: 'same-job' }));
    expect(c.summary.counts.regressed).toBeGreaterThan(0);
    expect(renderReport(c, { now: new Date('2026-11-28T00:00:00Z') })).toMatch(/Geometric mean of time, head vs base: \*\*\+/);
  });
});
