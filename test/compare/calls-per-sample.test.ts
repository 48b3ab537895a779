// Samples that time a different number of calls on each side (src/compare/calls-per-sample.ts): a real
// pytest-benchmark pair (test/fixtures/pytest-benchmark/calls-per-round) whose calibration timed the same
// `benchmark(int)` at 1 call a round in base and 37 in head.
import { describe, expect, it } from 'vitest';
import { compareOptionsFor, compareRuns } from '../../src/compare/compare-runs';
import { holdUnlikeCallsPerSample, LONG_SAMPLE_NS } from '../../src/compare/calls-per-sample';
import type { ComparisonRow } from '../../src/compare/types';
import type { Metric } from '../../src/model/results';
import { fixtureInput } from '../helpers/fixtures';
import { resultsFrom } from '../helpers/results';

const side = (file: string) => resultsFrom([{ name: 'pytest', harness: 'pytest-benchmark', input: fixtureInput('pytest-benchmark', 'calls-per-round', file) }]);

describe('unlike calls per sample (real pytest-benchmark pair)', () => {
  const c = compareRuns(side('base.stdout.txt'), side('head.stdout.txt'), compareOptionsFor(undefined, {}, { baselineKind: 'stored' }));
  const row = (name: string, metric = 'time') => c.rows.find((r) => r.benchmark === name && r.metric === metric)!;

  it('reads the calls per round of each side from the Iterations column', () => {
    const base = side('base.stdout.txt').suites[0]!.benchmarks.find((b) => b.name === 'test_nanos')!;
    const head = side('head.stdout.txt').suites[0]!.benchmarks.find((b) => b.name === 'test_nanos')!;
    expect([base.metrics.time!.callsPerSample, head.metrics.time!.callsPerSample]).toEqual([1, 37]);
    expect(head.metrics.throughput!.callsPerSample).toBe(37);
  });

  it('does not call the same code −78 % faster: undecided, saying why', () => {
    const nanos = row('test_nanos');
    expect(nanos.ratio!).toBeLessThan(0.3);
    expect(nanos.verdict).toBe('inconclusive');
    expect(nanos.note).toMatch(/^base timed 1 call per sample and head 37, in samples as short as 361\.00 ns: the timer's own cost/);
  });

  it('calls nothing in the pair (its other rows are one process a side, undecided on their own)', () => {
    expect(c.rows.filter((r) => r.verdict === 'regressed' || r.verdict === 'improved')).toEqual([]);
  });
});

describe('holdUnlikeCallsPerSample', () => {
  const metric = (value: number, calls: number | undefined): Metric => ({ unit: 'ns', direction: 'smaller', value, ...(calls === undefined ? {} : { callsPerSample: calls }) });
  const called = (): ComparisonRow => ({ verdict: 'improved' }) as ComparisonRow;
  const hold = (base: Metric, head: Metric) => {
    const row = called();
    holdUnlikeCallsPerSample([{ row, base, head }]);
    return row.verdict;
  };

  it('keeps a call where the calls are the same, unknown on a side, or every sample long', () => {
    expect(hold(metric(300, 5), metric(100, 5))).toBe('improved');
    expect(hold(metric(300, undefined), metric(100, 37))).toBe('improved');
    expect(hold(metric(LONG_SAMPLE_NS, 1), metric(LONG_SAMPLE_NS / 2, 4))).toBe('improved');
  });

  it('holds it where the shorter side\'s samples are under LONG_SAMPLE_NS', () => {
    expect(hold(metric(LONG_SAMPLE_NS * 0.99, 1), metric(LONG_SAMPLE_NS / 2, 4))).toBe('inconclusive');
  });
});
