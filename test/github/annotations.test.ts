import { describe, expect, it } from 'vitest';
import type { Comparison, ComparisonRow } from '../../src/compare/types';
import { annotateRegressions, regressionAnnotations } from '../../src/github/annotations';
import { goResults } from './helpers';

// Rows built from the real go-bench captures: medians of checksum/impl_a/10240 in base and head.
function row(name: string, extra: Partial<ComparisonRow> = {}): ComparisonRow {
  const find = (v: 'base' | 'head') => goResults(v).suites[0]!.benchmarks.find((b) => b.name === name)!.metrics.time!.value;
  const base = find('base');
  const head = find('head');
  return { suite: 'go', benchmark: name, metric: 'time', unit: 'ns', direction: 'smaller', base, head, ratio: head / base, verdict: 'regressed', test: 'mann-whitney', p: 0.0021645, q: 0.0064935, floor: 0.05, alpha: 0.05, gating: true, confidence: 'normal', ...extra };
}

function comparison(rows: ComparisonRow[]): Comparison {
  return {
    schema: 'benchgate/comparison@1',
    base: { createdAt: '2026-11-19T08:00:00Z' },
    head: { createdAt: '2026-11-20T08:00:00Z' },
    rows,
    summary: {
      counts: { regressed: rows.length, improved: 0, unchanged: 0, inconclusive: 0, added: 0, removed: 0 },
      verdict: 'regressed',
      regressions: rows.length,
      improvements: 0,
      failedSuites: [],
      drift: [],
      settings: { alpha: 0.05, noiseFloor: 0.05, fdr: 'bh', seed: 1, baselineKind: 'stored' },
    },
  };
}

describe('regression annotations', () => {
  it('one warning per gating regression, with change, values and the test', () => {
    const r = row('BenchmarkChecksum/impl_a/10240');
    const list = regressionAnnotations(comparison([r, row('BenchmarkChecksum/impl_b/1024', { gating: false })]));
    expect(list).toHaveLength(1);
    expect(list[0]!.title).toBe('benchgate: go › BenchmarkChecksum/impl_a/10240 regressed');
    expect(list[0]!.message).toMatch(/^time: \+\d+\.\d % \(\d[\d.,]* µs → \d[\d.,]* µs\); mann-whitney, q=0\.0065$/);
  });

  it('escapes through @actions/core: a title with ":" and "," and a newline survives the workflow command', () => {
    const lines: string[] = [];
    const write = process.stdout.write.bind(process.stdout);
    process.stdout.write = ((s: string) => (lines.push(String(s)), true)) as typeof process.stdout.write;
    try {
      annotateRegressions(comparison([row('BenchmarkChecksum/impl_a/10240', { benchmark: 'a:b,c\nd%e' })]));
    } finally {
      process.stdout.write = write;
    }
    expect(lines.join('')).toMatch(/^::warning title=benchgate%3A go › a%3Ab%2Cc%0Ad%25e regressed::time: \+/);
  });

  it('at most 10: the rest are summed up in the last one', () => {
    const rows = Array.from({ length: 14 }, (_, i) => row('BenchmarkChecksum/impl_a/10240', { benchmark: `b${i}` }));
    const list = regressionAnnotations(comparison(rows));
    expect(list).toHaveLength(10);
    expect(list[9]!.title).toBe('benchgate: 5 more regressions');
    expect(list[9]!.message.split('\n')).toEqual(['go › b9 (time)', 'go › b10 (time)', 'go › b11 (time)', 'go › b12 (time)', 'go › b13 (time)']);
  });
});
