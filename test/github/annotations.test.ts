import { describe, expect, it } from 'vitest';
import { compareOptionsFor, compareRuns } from '../../src/compare/compare-runs';
import type { Comparison, ComparisonRow } from '../../src/compare/types';
import { annotateRegressions, regressionAnnotations } from '../../src/github/annotations';
import { syntheticResults } from '../helpers/results';
import type { Results } from '../../src/model/results';

// A quiet suite of 12 benchmarks, one process per side, where bench/3 was made 32 % slower (the real Go
// pair is too noisy for a single-process call: test/compare/compare-runs.test.ts). Suite renamed to "go".
const asGo = (r: Results): Results => ({ ...r, suites: r.suites.map((s) => ({ ...s, name: 'go' })) });
const real = compareRuns(asGo(syntheticResults({}, 1)), asGo(syntheticResults({ 'bench/3': 1.32 }, 2)), compareOptionsFor(undefined, {}, { baselineKind: 'same-job' }));
const regressed = real.rows.find((r) => r.verdict === 'regressed' && r.gating)!;
const withRows = (rows: ComparisonRow[]): Comparison => ({ ...real, rows });

describe('regression annotations', () => {
  it('one warning per gating regression, with change, values and the test', () => {
    const list = regressionAnnotations(real);
    expect(list).toHaveLength(1);
    expect(list[0]!.title).toBe('benchgate: go › bench/3 regressed');
    expect(list[0]!.message).toMatch(/^time: \+3\d\.\d % \(\d\.\d+ µs → 1\.3\d+ µs\); random-effects, q=\d\.\d+(e-\d+)?$/);
    expect(real.rows.filter((r) => r.verdict === 'regressed').map((r) => [r.benchmark, r.metric, r.gating])).toEqual([['bench/3', 'time', true]]);
  });

  it('escapes for the workflow command: a title with ":" and "," and a newline survives the workflow command', () => {
    const lines: string[] = [];
    const write = process.stdout.write.bind(process.stdout);
    process.stdout.write = ((s: string) => (lines.push(String(s)), true)) as typeof process.stdout.write;
    try {
      annotateRegressions(withRows([{ ...regressed, benchmark: 'a:b,c\nd%e' }]));
    } finally {
      process.stdout.write = write;
    }
    expect(lines.join('')).toMatch(/^::warning title=benchgate%3A go › a%3Ab%2Cc%0Ad%25e regressed::time: \+3\d\.\d %/);
  });

  it('at most 10: the rest are summed up in the last one', () => {
    const rows = Array.from({ length: 14 }, (_, i) => ({ ...regressed, benchmark: `b${i}` }));
    const list = regressionAnnotations(withRows(rows));
    expect(list).toHaveLength(10);
    expect(list[9]!.title).toBe('benchgate: 5 more regressions');
    expect(list[9]!.message.split('\n')).toEqual(['go › b9 (time)', 'go › b10 (time)', 'go › b11 (time)', 'go › b12 (time)', 'go › b13 (time)']);
  });

  it('warnings the step wrote before take their slots first, so the "more" summary is still among the 10 shown', () => {
    const rows = Array.from({ length: 14 }, (_, i) => ({ ...regressed, benchmark: `b${i}` }));
    const titles: string[] = [];
    expect(annotateRegressions(withRows(rows), (_m, p) => void titles.push(p.title), 3)).toBe(7);
    expect(titles.at(-1)).toBe('benchgate: 8 more regressions');
    // No slot left: one summary of them all, rather than rows GitHub would not show.
    titles.length = 0;
    expect(annotateRegressions(withRows(rows), (_m, p) => void titles.push(p.title), 12)).toBe(1);
    expect(titles).toEqual(['benchgate: 14 regressions']);
  });
});
