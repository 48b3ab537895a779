// The headline geometric mean's interval is over processes: each side's runs with `repeat`, none with one
// process a side (its rows share that process's machine state, so their spread says nothing of a whole run's).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareOptionsFor, compareRuns } from '../../src/compare/compare-runs';
import { geomeanOverRuns } from '../../src/compare/geomean-runs';
import { geometricMeanChange } from '../../src/compare/summary';
import { Results } from '../../src/model/results';
import { renderReport } from '../../src/render/markdown';
import { renderText } from '../../src/render/text';
import { fixtureInput } from '../helpers/fixtures';
import { resultsFrom } from '../helpers/results';

const zap = (name: string) => Results.parse(JSON.parse(readFileSync(join(import.meta.dirname, '../fixtures/go-bench/zap-repeat', name), 'utf8')));
const now = new Date('2026-11-28T00:00:00Z');

describe('geometric mean of time over runs (real zap-repeat: the same code, 3 processes a side)', () => {
  // As one job's (`--same-job`): against a stored baseline the interval is left out (below).
  const c = compareRuns(zap('run1.json'), zap('run2.json'), compareOptionsFor(undefined, {}, { baselineKind: 'same-job' }));
  const g = c.summary.geomean!;
  const time = c.rows.filter((r) => r.gating && r.unit === 'ns' && r.ratio !== null && r.base !== null && r.head !== null);

  it('against a baseline stored by another job: the mean over the runs, with no interval, and the report says why', () => {
    // Each side's runs ran in one job, which moved them all: this A/A read −19 % with a Welch interval wholly below 0.
    const stored = compareRuns(zap('run1.json'), zap('run2.json'), compareOptionsFor(undefined, {}, { baselineKind: 'stored' }));
    const sg = stored.summary.geomean!;
    expect(g.ci![1]).toBeLessThan(1);
    expect(sg).toEqual({ ratio: g.ratio, rows: g.rows, runs: [3, 3] });
    const why = "(3/3 runs, each side's in one job: against a baseline stored by another job, what moved that job's machine moved all its runs, so no interval)";
    expect(renderReport(stored, { now })).toMatch(/Geometric mean of time, head vs base: −[\d.]+ % over \d+ benchmarks /);
    expect(renderReport(stored, { now })).toContain(why);
    expect(renderText(stored)).toContain(why);
  });

  it('is Welch t over the runs: each run one replicate, its interval wider than one over the rows', () => {
    expect(g.runs).toEqual([3, 3]);
    expect(g.rows).toBe(time.length);
    const overRows = geometricMeanChange(time.map((r) => r.ratio!), 1)!;
    const width = (ci: [number, number]) => Math.log(ci[1]) - Math.log(ci[0]);
    expect(width(g.ci!)).toBeGreaterThan(1.5 * width(overRows.ci!));
    expect(g.ci![0]).toBeLessThan(g.ratio);
    expect(g.ci![1]).toBeGreaterThan(g.ratio);
  });

  it('equals the mean over runs computed by hand', () => {
    const logs = (r: Results) => {
      const sums = [0, 0, 0];
      for (const row of time) {
        const runs = r.suites.find((s) => s.name === row.suite)!.benchmarks.find((b) => b.name === row.benchmark)!.metrics[row.metric]!.runs!;
        runs.forEach((x, j) => (sums[j]! += Math.log(x) / time.length));
      }
      return sums.reduce((a, x) => a + x, 0) / 3;
    };
    expect(Math.log(g.ratio)).toBeCloseTo(logs(zap('run2.json')) - logs(zap('run1.json')), 12);
  });

  it('says what the interval is over, in markdown and text', () => {
    expect(renderReport(c, { now })).toMatch(/Geometric mean of time, head vs base: −[\d.]+ % \(95 % CI −[\d.]+ % … −?[\d.]+ %\) over \d+ benchmarks \(Welch t over 3\/3 runs\)\./);
    expect(renderText(c)).toContain('(Welch t over 3/3 runs)');
  });

  it('has no interval over runs when a row lacks them, or the run counts differ', () => {
    const keys = time.map((r) => ({ suite: r.suite, benchmark: r.benchmark, metric: r.metric }));
    expect(geomeanOverRuns(keys, zap('run1.json'), zap('run2.json'))).toBeDefined();
    const fewer = zap('run2.json');
    const m = fewer.suites.find((s) => s.name === keys[0]!.suite)!.benchmarks.find((b) => b.name === keys[0]!.benchmark)!.metrics[keys[0]!.metric]!;
    m.runs = m.runs!.slice(0, 2);
    expect(geomeanOverRuns(keys, zap('run1.json'), fewer)).toBeUndefined();
    delete m.runs;
    expect(geomeanOverRuns(keys, zap('run1.json'), fewer)).toBeUndefined();
  });
});

describe('geometric mean of time from one process a side (real go fixtures)', () => {
  const side = (dir: string) => resultsFrom([{ name: 'go', harness: 'go-bench', input: fixtureInput('go-bench', dir, 'go-test-bench.stdout.txt') }]);

  it('has no interval, and the report says why', () => {
    const c = compareRuns(side('base'), side('head'), compareOptionsFor(undefined, {}, { baselineKind: 'stored' }));
    const g = c.summary.geomean!;
    expect(g.rows).toBeGreaterThanOrEqual(3);
    expect(g.ci).toBeUndefined();
    expect(g.runs).toBeUndefined();
    expect(renderReport(c, { now })).toContain(`over ${g.rows} benchmarks (one run a side: its rows share that run's machine state, so no interval).`);
  });
});
