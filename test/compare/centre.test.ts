// The centres a compared row shows and the ratio it states: one pair (issue 13 §5). Hand-made metrics below
// are labelled as such; the real-data cases use the node-processes fixture (test/fixtures/node-processes).
import { describe, expect, it } from 'vitest';
import { anchoredCentres, geometricMean, pairCentres } from '../../src/compare/centre';
import { compareOptionsFor, compareRuns } from '../../src/compare/compare-runs';
import { testMetric, type JudgeContext } from '../../src/compare/judge';
import { median } from '../../src/compare/stats/descriptive';
import { createRng } from '../../src/compare/stats/random';
import { buildVariantTable } from '../../src/compare/variants';
import { mergeRuns } from '../../src/model/merge-runs';
import { RESULTS_SCHEMA_ID, type Metric, type Results } from '../../src/model/results';
import { fixtureInput } from '../helpers/fixtures';
import { resultsFrom } from '../helpers/results';

const ctx = (): JudgeContext => ({ direction: 'smaller', floor: 0.05, alpha: 0.05, rng: createRng(1), resamples: 200 });
// Hand-made samples (unit test of the estimator plumbing, not harness output).
const time = (samples: number[], extra: Partial<Metric> = {}): Metric => ({ unit: 'ns', direction: 'smaller', value: median(samples), statistic: 'median', samples, ...extra });

describe('pairCentres', () => {
  it('shows a ratio of per-side centres as those centres, and states their quotient', () => {
    const c = pairCentres({ kind: 'geomean-runs', ratio: 1.5000000000000002, base: 2, head: 3, own: true });
    expect(c).toEqual({ kind: 'geomean-runs', base: 2, head: 3, ratio: 1.5 });
  });

  it('anchors an estimate without centres per side at the chosen side', () => {
    const e = { kind: 'hodges-lehmann' as const, ratio: 1.1, base: 250, head: 290, own: false };
    const atBase = pairCentres(e, 'base');
    expect(atBase.base).toBe(250);
    expect(atBase.head).toBeCloseTo(275, 12);
    expect(atBase.ratio).toBe(atBase.head / atBase.base);
    const atHead = pairCentres(e, 'head');
    expect(atHead.head).toBe(290);
    expect(atHead.base).toBeCloseTo(290 / 1.1, 12);
    expect(atHead.ratio).toBe(atHead.head / atHead.base);
    expect(atHead.ratio).toBeCloseTo(1.1, 12);
  });

  it('keeps a ratio of 1 for a count that stayed 0', () => {
    expect(pairCentres({ kind: 'value', ratio: 1, base: 0, head: 0, own: true })).toEqual({ kind: 'value', base: 0, head: 0, ratio: 1 });
  });

  it('anchoredCentres: head/base is exactly the stated ratio for awkward values', () => {
    for (const [a, r] of [[0.1, 3], [1e-9, 1 / 3], [12345.678, 0.9876543], [7, Math.E]] as const) {
      for (const side of ['base', 'head'] as const) {
        const c = anchoredCentres(a, r, side, 'hodges-lehmann');
        expect(c.ratio).toBe(c.head / c.base);
        expect(c.ratio / r).toBeCloseTo(1, 14);
      }
    }
  });

  it('geometricMean', () => {
    expect(geometricMean([1, 4, 16])).toBeCloseTo(4, 12);
    expect(geometricMean([5])).toBeCloseTo(5, 12);
  });
});

describe('each test names the centres of its estimate', () => {
  it('U test, few samples: Hodges–Lehmann ratio, anchored at the medians', () => {
    const b = time([100, 101, 103, 104, 110, 99, 102, 105]);
    const h = time([120, 119, 125, 131, 118, 122, 121, 140]);
    const t = testMetric(b, h, ctx());
    expect(t.test).toBe('mann-whitney');
    expect(t.estimate).toEqual({ kind: 'hodges-lehmann', ratio: t.ratio, base: 102.5, head: 121.5, own: false });
    // The HL ratio is not the ratio of the medians: that is why one side is derived.
    expect(t.ratio).not.toBeCloseTo(121.5 / 102.5, 3);
  });

  it('U test, many samples: ratio of medians, shown as the medians', () => {
    const b = time(Array.from({ length: 30 }, (_, i) => 100 + ((i * 7) % 13)));
    const h = time(Array.from({ length: 30 }, (_, i) => 120 + ((i * 5) % 11)));
    const t = testMetric(b, h, ctx());
    expect(t.estimate).toMatchObject({ kind: 'median', base: median(b.samples!), head: median(h.samples!), own: true });
    expect(t.ratio).toBe(median(h.samples!) / median(b.samples!));
  });

  it('t on runs: the runs’ geometric means', () => {
    const b = time([1, 2, 3], { runs: [100, 110, 90] });
    const h = time([1, 2, 3], { runs: [130, 120, 125] });
    const t = testMetric(b, h, ctx());
    expect(t.test).toBe('welch-runs');
    expect(t.estimate!.base).toBeCloseTo(Math.cbrt(100 * 110 * 90), 10);
    expect(t.estimate!.head).toBeCloseTo(Math.cbrt(130 * 120 * 125), 10);
    expect(t.estimate!.head / t.estimate!.base).toBeCloseTo(t.ratio!, 14);
  });

  it('Welch from summaries and single values: the reported values', () => {
    const w = testMetric({ unit: 'ns', direction: 'smaller', value: 100, n: 10, spread: { stddev: 5 } }, { unit: 'ns', direction: 'smaller', value: 120, n: 10, spread: { stddev: 6 } }, ctx());
    expect(w.test).toBe('welch');
    expect(w.estimate).toEqual({ kind: 'value', ratio: 1.2, base: 100, head: 120, own: true });
    const s = testMetric({ unit: 'ns', direction: 'smaller', value: 100 }, { unit: 'ns', direction: 'smaller', value: 300 }, ctx());
    expect(s.test).toBe('threshold');
    expect(s.estimate?.kind).toBe('value');
  });
});

describe('rows and variant cells divide to their ratio', () => {
  const runsOf = (side: string): Results[] =>
    [1, 2, 3, 4, 5].map((i) => resultsFrom([{ name: 'checksum', harness: 'custom-json', input: fixtureInput('node-processes', `${side}-${i}.json`) }]));

  it('head vs base with runs: Base and Head are the runs’ geometric means, Head / Base the ratio', () => {
    const base = mergeRuns(runsOf('base'));
    const head = mergeRuns(runsOf('head'));
    const c = compareRuns(base, head, compareOptionsFor(undefined, {}, { baselineKind: 'same-job' }));
    expect(c.rows.length).toBe(4);
    for (const r of c.rows) {
      const bm = base.suites[0]!.benchmarks.find((b) => b.name === r.benchmark)!.metrics.time!;
      expect(r.centre).toBe('geomean-runs');
      expect(r.base).toBeCloseTo(geometricMean(bm.runs!), 6);
      expect(r.ratio).toBe(r.head! / r.base!);
      // ... while the metric's own value (the median of the pooled samples) is a different number.
      expect(Math.abs(r.base! / bm.value - 1)).toBeGreaterThan(1e-6);
    }
  });

  it('variant table: the reference cell is shared, each other cell is reference ÷ ratio', () => {
    // Hand-made results: three variants of one benchmark, 8 samples each (Hodges–Lehmann territory).
    const m = (samples: number[]): Metric => time(samples);
    const results: Results = {
      schema: RESULTS_SCHEMA_ID,
      meta: { createdAt: '2026-11-22T00:00:00Z', runner: { os: 'linux', arch: 'x64', cpu: 'synthetic', cores: 2 } },
      suites: [
        {
          name: 's',
          harness: 'custom-json',
          status: 'ok',
          benchmarks: [
            { name: 'a/x', metrics: { time: m([100, 101, 103, 104, 110, 99, 102, 105]) } },
            { name: 'b/x', metrics: { time: m([120, 119, 125, 131, 118, 122, 121, 140]) } },
            { name: 'c/x', metrics: { time: m([300, 310, 290, 305, 330, 299, 301, 320]) } },
          ],
        },
      ],
    };
    const t = buildVariantTable(results, { title: 'T', match: '{lib}/{size}', rows: 'size', columns: 'lib', reference: 'a' }, { seed: 1, resamples: 200, noiseFloor: 0.05, alpha: 0.05 })!;
    const row = t.rows[0]!;
    expect(row.centres.a).toBe(102.5); // the reference's median
    for (const c of row.comparisons) {
      expect(c.centre).toBe('hodges-lehmann');
      expect(c.ratio).toBe(row.centres.a! / row.centres[c.column]!);
    }
    expect(row.best).toBe('a');
  });
});
