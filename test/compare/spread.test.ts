// The ± a cell shows (src/compare/spread.ts), on a real pytest-benchmark JSON (test/fixtures/pytest-benchmark/base):
// its median comes with an IQR and a standard deviation, and a few slow rounds make the latter larger than the
// median itself (a real A/A row read "5.12 µs ± 25.1 µs" beside its IQR of 2.04 µs).
import { describe, expect, it } from 'vitest';
import { spreadOf } from '../../src/compare/spread';
import type { Metric } from '../../src/model/results';
import { fixtureInput } from '../helpers/fixtures';
import { resultsFrom } from '../helpers/results';

describe('spreadOf', () => {
  it('beside a median: the MAD, else half the IQR, never the standard deviation of a skewed sample', () => {
    const results = resultsFrom([{ name: 'py', harness: 'pytest-benchmark', input: fixtureInput('pytest-benchmark', 'base', 'out.json') }]);
    const medians = results.suites[0]!.benchmarks.map((b) => b.metrics.time!).filter((m) => m.statistic === 'median' && m.spread?.iqr !== undefined && m.spread.mad === undefined);
    expect(medians.length).toBeGreaterThan(0);
    for (const m of medians) expect(spreadOf(m)).toBe(m.spread!.iqr! / 2);
    const m = (statistic: Metric['statistic'], spread: Metric['spread']): Metric => ({ unit: 'ns', direction: 'smaller', value: 5, statistic, spread });
    expect(spreadOf(m('median', { stddev: 25, iqr: 2, mad: 0.9 }))).toBe(0.9);
    expect(spreadOf(m('median', { stddev: 25, iqr: 2 }))).toBe(1);
    expect(spreadOf(m('mean', { stddev: 25, iqr: 2 }))).toBe(25);
  });
});
