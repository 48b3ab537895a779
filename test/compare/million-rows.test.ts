// 1,000,000 rows must not crash anything on the data path: no spread (`push(...rows)`, `Math.max(...xs)`)
// or recursion over unbounded arrays. Small values; correctness, not speed (speed is `npm run bench`).
import { describe, expect, it } from 'vitest';
import { compareOptionsFor, compareRuns } from '../../src/compare/compare-runs';
import type { Comparison } from '../../src/compare/types';
import { mergeSuites } from '../../src/model/merge-runs';
import { maxOf, minOf, pushAll } from '../../src/model/arrays';
import type { Results, Suite } from '../../src/model/results';
import { renderReport } from '../../src/render/markdown';
import { buildTables } from '../../src/compare/tables';
import { renderTables } from '../../src/render/tables';

const N = 1_000_000;

function results(factor: number): Results {
  const benchmarks = new Array<Suite['benchmarks'][number]>(N);
  for (let i = 0; i < N; i++) benchmarks[i] = { name: `b${i}`, metrics: { time: { unit: 'ns', direction: 'smaller', value: (1 + (i % 7)) * factor } } };
  return {
    schema: 'benchgate/results@1',
    meta: { createdAt: '2026-11-24T00:00:00Z', runner: { os: 'linux', arch: 'x64', cpu: 'c', cores: 2 } },
    suites: [{ name: 'huge', harness: 'custom-json', status: 'ok', benchmarks }],
  };
}

describe('a million rows', () => {
  it('compare and a budgeted render complete, every row present', () => {
    const c = compareRuns(results(1), results(1), compareOptionsFor(undefined, {}, { baselineKind: 'same-job' }));
    expect(c.rows).toHaveLength(N);
    expect(c.summary.regressions).toBe(0);
    const md = renderReport(c, { maxChars: 60_000 });
    expect(md.length).toBeLessThanOrEqual(60_000);
  }, 120_000);

  it('a sample list of a million merges and summarises without a spread', () => {
    const samples = Array.from({ length: N }, (_, i) => 1 + (i % 1000));
    const run = (): Suite => ({ name: 's', harness: 'custom-json', status: 'ok', benchmarks: [{ name: 'b', metrics: { time: { unit: 'ns', direction: 'smaller', value: 500, samples } } }] });
    const merged = mergeSuites([run(), run()]);
    expect(merged.benchmarks[0]!.metrics['time']!.spread).toMatchObject({ min: 1, max: 1000 });
    expect(minOf(samples)).toBe(1);
    expect(maxOf(samples)).toBe(1000);
    expect(pushAll([0], samples)).toHaveLength(N + 1);
  });

  it('a variant table of 150,000 variants (a column each, with details) builds and renders', () => {
    // Each cell asked whether every cell is exact, each column searched every row's comparisons, and the
    // details block spread the columns into Math.max: minutes, then a RangeError.
    const V = 150_000;
    const run = (factor: number): Results => {
      const benchmarks = new Array<Suite['benchmarks'][number]>(V);
      for (let i = 0; i < V; i++) benchmarks[i] = { name: `Encode/m/v${i}`, metrics: { time: { unit: 'ns', direction: 'smaller', value: (100 + (i % 7)) * factor } } };
      return { ...results(1), suites: [{ name: 'wide', harness: 'custom-json', status: 'ok', benchmarks }] };
    };
    const spec = { title: 'Variants', match: ['Encode/{msg}/{impl}'], rows: 'msg', columns: 'impl', reference: 'v0', details: true, 'max-cells': V };
    const built = buildTables([spec], run(1), run(1.5), { seed: 1, resamples: 100, noiseFloor: 0.05, alpha: 0.05 });
    const md = renderTables(built).join('\n');
    expect(md).toContain(`v${V - 1}:`);
  }, 120_000);
});

describe('repeat and paired rounds at scale', () => {
  it('merging 5 runs of 100,000 benchmarks pairs each benchmark by name in linear time', () => {
    // Each benchmark searched every other run: 20,000 × 5 runs took 4.8 s, 100,000 minutes.
    const B = 100_000;
    const run = (f: number): Suite => {
      const benchmarks = new Array<Suite['benchmarks'][number]>(B);
      // The runs list the benchmarks in other orders: pairing is by name, never by position.
      for (let i = 0; i < B; i++) {
        const k = f === 1 ? i : B - 1 - i;
        benchmarks[i] = { name: `b${k}`, metrics: { time: { unit: 'ns', direction: 'smaller', value: (k + 1) * f, samples: [(k + 1) * f] } } };
      }
      return { name: 's', harness: 'go-bench', status: 'ok', benchmarks };
    };
    const started = performance.now();
    const merged = mergeSuites([run(1), run(2), run(3), run(2), run(2)]);
    expect(performance.now() - started).toBeLessThan(30_000); // linear: about a second idle
    expect(merged.benchmarks[7]!.metrics['time']!.runs).toEqual([8, 16, 24, 16, 16]);
  }, 120_000);
});

describe('drift of many metrics', () => {
  it('30,000 non-gating metrics that drifted beside 150,000 gating rows: compare and render in linear time', () => {
    // Each drift entry searched the rows for a gating one of its metric: 16,000 such metrics took 12 s to
    // compare and 28 s to render.
    const run = (m: number, factor: number): Results => {
      const benchmarks: Suite['benchmarks'] = [];
      for (let k = 0; k < m; k++) {
        for (let j = 0; j < 5; j++) {
          // time gates (and does not move); each benchmark's own byte count moves 50 % with its group of five.
          benchmarks.push({ name: `b${k}_${j}`, metrics: { time: { unit: 'ns', direction: 'smaller', value: 100 + j + k }, [`m${k}`]: { unit: 'B', direction: 'smaller', value: (10 + j) * factor } } });
        }
      }
      return { ...results(1), suites: [{ name: 's', harness: 'custom-json', status: 'ok', benchmarks }] };
    };
    const timed = (m: number): [Comparison, number] => {
      const started = performance.now();
      const c = compareRuns(run(m, 1), run(m, 1.5), compareOptionsFor(undefined, {}, { baselineKind: 'same-job' }));
      return [c, performance.now() - started];
    };
    // Linear, not fast: a fifth of the metrics takes about a fifth of the time (quadratic: a 25th). A
    // shared machine can slow one run several times over, so only a slow run that also grew like a square fails.
    const [, small] = timed(6_000);
    const [c, big] = timed(30_000);
    expect(big < 20_000 || big / small < 12, `compare: ${small.toFixed(0)} ms at 6,000 metrics, ${big.toFixed(0)} ms at 30,000`).toBe(true);
    expect(c.summary.drift.filter((d) => d.status === 'drift')).toHaveLength(30_000);
    expect(c.summary.verdict).toBe('unchanged'); // the drifting metrics do not gate
    const started = performance.now();
    const md = renderReport(c, { maxChars: 60_000 });
    expect(performance.now() - started).toBeLessThan(10_000); // linear: a tenth of a second idle (quadratic: over a minute)
    expect(md).not.toContain('the whole suite moved'); // drift is shown only for a gating metric
  }, 180_000);
});
