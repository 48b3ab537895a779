import { describe, expect, it } from 'vitest';
import { capResults, thin } from '../../src/model/cap-results';
import type { Results } from '../../src/model/results';

const results = (counts: number[], samples: number): Results => ({
  schema: 'benchgate/results@1',
  meta: { createdAt: '2026-11-24T00:00:00Z', runner: { os: 'linux', arch: 'x64', cpu: 'c', cores: 2 } },
  suites: counts.map((n, s) => ({
    name: `s${s}`,
    harness: 'custom-json',
    status: 'ok',
    benchmarks: Array.from({ length: n }, (_, i) => ({
      name: `b${i}`,
      metrics: { time: { unit: 'ns', direction: 'smaller', value: 1, samples: Array.from({ length: samples }, (_, k) => samples - k) } },
    })),
  })),
});

describe('capResults: the report job\'s caps on untrusted results', () => {
  it('keeps the first benchmarks in suite order and says how many were left out', () => {
    const { results: r, notes } = capResults(results([3, 4], 2), { maxBenchmarks: 5, maxSamples: 10 }, 'PR run\'s');
    expect(r.suites.map((s) => s.benchmarks.map((b) => b.name))).toEqual([['b0', 'b1', 'b2'], ['b0', 'b1']]);
    expect(notes).toEqual(['The PR run\'s results hold 7 benchmarks, more than max-benchmarks (5): the first 5 are compared and 2 are left out.']);
  });

  it('thins samples to evenly spaced order statistics, keeps n, and says so', () => {
    const { results: r, notes } = capResults(results([2], 101), { maxBenchmarks: 10, maxSamples: 11 }, 'head');
    const m = r.suites[0]!.benchmarks[0]!.metrics['time']!;
    expect(m.samples).toEqual([1, 11, 21, 31, 41, 51, 61, 71, 81, 91, 101]);
    expect(m.n).toBe(101);
    expect(notes).toEqual([
      '2 metrics of the head results had more than max-samples (11) samples (up to 101): each was thinned to 11 evenly spaced order statistics, so the tests see the same distribution with fewer points.',
    ]);
  });

  it('changes nothing, and says nothing, within the caps', () => {
    const given = results([3], 5);
    const { results: r, notes } = capResults(given, { maxBenchmarks: 3, maxSamples: 5 }, 'head');
    expect(r).toBe(given);
    expect(notes).toEqual([]);
  });

  it('thin keeps the extremes', () => {
    expect(thin([5, 1, 4, 2, 3], 2)).toEqual([1, 5]);
    expect(thin([5, 1, 4, 2, 3], 3)).toEqual([1, 3, 5]);
  });
});
