import { describe, expect, it } from 'vitest';
import { compareOptionsFor, compareRuns } from '../../src/compare/compare-runs';
import type { Comparison, ComparisonRow } from '../../src/compare/types';
import { annotateRegressions, regressionAnnotations } from '../../src/github/annotations';
import { goResults } from './helpers';

// The real go-bench captures, base vs head: checksum/impl_a/10240 was made ~30 % slower on purpose
// (test/fixtures/SHARED-README.md). Medians: 70567 ns (base) and 93544.5 ns (head).
const real = compareRuns(goResults('base'), goResults('head'), compareOptionsFor(undefined, {}, { baselineKind: 'same-job' }));
const regressed = real.rows.find((r) => r.verdict === 'regressed' && r.gating)!;
const withRows = (rows: ComparisonRow[]): Comparison => ({ ...real, rows });

describe('regression annotations', () => {
  it('one warning per gating regression, with change, values and the test', () => {
    const list = regressionAnnotations(real);
    expect(list).toHaveLength(1);
    expect(list[0]!.title).toBe('benchgate: go › BenchmarkChecksum/impl_a/10240 regressed');
    expect(list[0]!.message).toMatch(/^time: \+32\.4 % \(70\.567 µs → 93\.544 µs\); mann-whitney, q=0\.0\d+$/);
    // The throughput row of the same benchmark regressed too, but is shown for information only.
    expect(real.rows.filter((r) => r.verdict === 'regressed').map((r) => [r.metric, r.gating])).toEqual([
      ['time', true],
      ['throughput', false],
    ]);
  });

  it('escapes through @actions/core: a title with ":" and "," and a newline survives the workflow command', () => {
    const lines: string[] = [];
    const write = process.stdout.write.bind(process.stdout);
    process.stdout.write = ((s: string) => (lines.push(String(s)), true)) as typeof process.stdout.write;
    try {
      annotateRegressions(withRows([{ ...regressed, benchmark: 'a:b,c\nd%e' }]));
    } finally {
      process.stdout.write = write;
    }
    expect(lines.join('')).toMatch(/^::warning title=benchgate%3A go › a%3Ab%2Cc%0Ad%25e regressed::time: \+32\.4 %/);
  });

  it('at most 10: the rest are summed up in the last one', () => {
    const rows = Array.from({ length: 14 }, (_, i) => ({ ...regressed, benchmark: `b${i}` }));
    const list = regressionAnnotations(withRows(rows));
    expect(list).toHaveLength(10);
    expect(list[9]!.title).toBe('benchgate: 5 more regressions');
    expect(list[9]!.message.split('\n')).toEqual(['go › b9 (time)', 'go › b10 (time)', 'go › b11 (time)', 'go › b12 (time)', 'go › b13 (time)']);
  });
});
