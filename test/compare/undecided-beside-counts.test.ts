// A count compared exactly gates so that a changed allocs/op is caught; unchanged beside its benchmark's time rows,
// all ❔, it decides nothing of them. Real paired rounds: test/fixtures/go-bench/paired-time-undecided (SOURCE.md).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareOptionsFor } from '../../src/compare/compare-runs';
import { comparePaired } from '../../src/compare/paired';
import { isUndecided, summarize } from '../../src/compare/summary';
import type { Results } from '../../src/model/results';
import { renderReport } from '../../src/render/markdown';
import { renderText } from '../../src/render/text';
import { roundsOf } from '../helpers/paired-rounds';

const DIR = join(import.meta.dirname, '..', 'fixtures', 'go-bench', 'paired-time-undecided');
const read = (f: string): Results => JSON.parse(readFileSync(join(DIR, f), 'utf8')) as Results;

describe('undecided when every tested gating row is ❔, whatever exact counts beside them show (real paired go rounds)', () => {
  const rounds = roundsOf(read('base.json'), read('head.json'));
  const c = comparePaired(rounds, compareOptionsFor(undefined), { previousRounds: 11, maxRounds: 12 }, { minRounds: 5, maxRounds: 12, seed: 2239870451, stop: 'max-rounds' as const });

  it('5 time rows ❔, 10 exact counts unchanged: undecided, in the summary and both reports', () => {
    const time = c.rows.filter((r) => r.metric === 'time');
    expect(time).toHaveLength(5);
    for (const r of time) expect(r.verdict).toBe('inconclusive');
    expect(c.rows.filter((r) => r.test === 'exact' && r.gating && r.verdict === 'unchanged')).toHaveLength(10);
    expect(c.summary).toMatchObject({ verdict: 'unchanged', undecided: true });
    // The exact counts are still counted in the headline, so its counts add up to the rows.
    expect(renderReport(c, { now: new Date('2026-11-29T21:00:00Z') })).toContain('❔ **undecided: no change was called, and none was ruled out** · ❔ 5 inconclusive · ➖ 10 exact counts unchanged\n');
    expect(renderText(c).split('\n')[0]).toMatch(/^benchgate: undecided/);
  });

  it('the run\'s own comparison, made before, said "unchanged" (decided) on these rows; read back, its summary is taken as it says', () => {
    const before = JSON.parse(readFileSync(join(DIR, 'comparison.json'), 'utf8'));
    expect(before.summary).toMatchObject({ verdict: 'unchanged', undecided: false, counts: { unchanged: 10, inconclusive: 5 } });
    expect(isUndecided(before.summary)).toBe(false);
  });

  it('one time row shown unchanged decides, and so do exact counts of a benchmark with no tested row (Callgrind\'s, a size)', () => {
    const ctx = { hasBase: true, failedSuites: [], drift: [], options: { ...compareOptionsFor(undefined), baselineKind: 'same-job' as const } };
    const oneTime = c.rows.map((r) => (r.metric === 'time' && r.benchmark === 'BenchmarkTiny' ? { ...r, verdict: 'unchanged' as const } : r));
    expect(summarize(oneTime, ctx)).toMatchObject({ verdict: 'unchanged', undecided: false });
    // BenchmarkTiny's time row gone (a harness that gives only counts for it): its counts decide.
    const countsOnly = c.rows.filter((r) => !(r.metric === 'time' && r.benchmark === 'BenchmarkTiny'));
    expect(summarize(countsOnly, ctx)).toMatchObject({ verdict: 'unchanged', undecided: false });
    expect(summarize(c.rows, ctx)).toMatchObject({ verdict: 'unchanged', undecided: true });
  });
});
