// A suite that drifted, re-tested relative to its common move: rows with several runs a side are tested on
// their runs, so the runs must be scaled back with the rest. Real data: two runs of the same zap code.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareOptionsFor, compareRuns } from '../../src/compare/compare-runs';
import { Results } from '../../src/model/results';

const read = (name: string) => Results.parse(JSON.parse(readFileSync(join(import.meta.dirname, '../fixtures/go-bench/zap-repeat', name), 'utf8')));

describe('drift re-test of rows tested on runs (real zap-repeat)', () => {
  const c = compareRuns(read('run1.json'), read('run2.json'), compareOptionsFor(undefined));
  const rows = c.rows.filter((r) => r.suite === 'go-bench-benchmarks' && r.metric === 'time');

  it('the whole suite moved: its "vs suite" estimates are relative to that move, not the raw change again', () => {
    const drift = c.summary.drift.find((d) => d.suite === 'go-bench-benchmarks' && d.metric === 'time')!;
    expect(drift.status).toBe('drift');
    expect(drift.factor!).toBeLessThan(0.9);
    expect(rows.length).toBe(9);
    for (const r of rows) {
      expect(r.test).toBe('welch-runs');
      // Before: BenchmarkDisabledWithoutFields/Zap read −21.4 % raw and −21.4 % "vs suite", the same interval.
      expect(r.relative!.ratio).toBeCloseTo(r.ratio! / drift.factor!, 2);
      expect(r.relative!.ci![0]).not.toBeCloseTo(r.ci![0], 3);
    }
    // The p beside "vs suite" is the relative test's: BenchmarkDisabledWithoutFields/apex/log read −18.0 % raw,
    // +0.8 % relative, and p=0.02 (the raw test's) beside the relative change.
    const apex = rows.find((r) => r.benchmark === 'BenchmarkDisabledWithoutFields/apex/log')!;
    expect(apex.relative!.ratio).toBeGreaterThan(0.95);
    expect(apex.p!).toBeGreaterThan(0.5);
    // Same code on both sides: nothing called.
    expect(c.rows.filter((r) => r.verdict === 'regressed' || r.verdict === 'improved')).toEqual([]);
  });
});
