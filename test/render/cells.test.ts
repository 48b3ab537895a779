// A compared row's cells: base, head and the change on one scale per row.
import { describe, expect, it } from 'vitest';
import { compareOptionsFor, compareRuns } from '../../src/compare/compare-runs';
import { buildTables } from '../../src/compare/tables';
import type { ComparisonRow } from '../../src/compare/types';
import { RESULTS_SCHEMA_ID, type Results } from '../../src/model/results';
import { changeText, valueCells } from '../../src/render/cells';
import { renderReport } from '../../src/render/markdown';
import { renderTables } from '../../src/render/tables';
import { renderText } from '../../src/render/text';

const row = (base: number | null, head: number | null, spreads: { baseSpread?: number; headSpread?: number } = {}): ComparisonRow =>
  ({ suite: 's', benchmark: 'b', metric: 'time', unit: 'ns', direction: 'smaller', base, head, ratio: null, verdict: 'inconclusive', test: 'none', floor: 0.05, alpha: 0.05, gating: true, confidence: 'normal', ...spreads }) as ComparisonRow;
const same = (text: string): string => text;

describe('valueCells and changeText', () => {
  it("scale by base's value", () => {
    expect(valueCells(row(752_870, 760_000, { baseSpread: 2590, headSpread: 2000 }), same)).toEqual({ base: '752.87 µs ± 2.59 µs', head: '760.00 µs ± 2.00 µs' });
  });

  it("take head's scale, or the spreads', where base is 0 (a time under a coarse clock's tick: asset-io's bash `times`)", () => {
    expect(valueCells(row(0, 0, { baseSpread: 1_069_045, headSpread: 1_951_800 }), same)).toEqual({ base: '0.00 ms ± 1.07 ms', head: '0.00 ms ± 1.95 ms' });
    expect(valueCells(row(0, 4_000_000, { baseSpread: 2_360_387, headSpread: 1_889_822 }), same)).toEqual({ base: '0.00 ms ± 2.36 ms', head: '4.00 ms ± 1.89 ms' });
    expect(changeText(row(0, 4_000_000), same)).toBe('0 ms → 4 ms');
    expect(changeText(row(0, 0, { baseSpread: 1_069_045 }), same)).toBe('0 ms → 0 ms');
  });
});

// A value far below the unit's smallest step (a broken or hostile harness's 1e-300 ns) read as `0.000000 ns`,
// and a huge one as `1.0000000000000001e+291 s`: beyond what the fixed form shows, a compact exponent.
describe('values beyond what the fixed form shows', () => {
  it('a tiny value is an exponent with its unit, never 0.000000; its spread beside it too', () => {
    expect(valueCells(row(1e-300, 2e-300), same)).toEqual({ base: '1.0e-300 ns', head: '2.0e-300 ns' });
    expect(valueCells(row(1e-300, 1.2e-300, { baseSpread: 2e-301, headSpread: 2e-301 }), same)).toEqual({ base: '1.0e-300 ns ± 2.0e-301 ns', head: '1.2e-300 ns ± 2.0e-301 ns' });
    expect(valueCells(row(1e-300, 1e-300, { baseSpread: 5, headSpread: 0 }), same)).toEqual({ base: '1.0e-300 ns ± 5.00 ns', head: '1.0e-300 ns' });
    // 3e-16 s; 3e-12 s is 0.003 ns, which the fixed form shows.
    expect(valueCells(row(3e-7, 3e-3), same)).toEqual({ base: '3.0e-7 ns', head: '0.003000 ns' });
    expect(valueCells(row(3e-3, 3e-3), same)).toEqual({ base: '0.003000 ns', head: '0.003000 ns' });
  });

  it('a huge value is an exponent too, not 17 digits of one; so is its spread', () => {
    expect(valueCells(row(1e300, 1.1e300), same)).toEqual({ base: '1.0e+291 s', head: '1.1e+291 s' });
    expect(valueCells(row(1e300, 1.1e300, { baseSpread: 2e299, headSpread: 5 }), same)).toEqual({ base: '1.0e+291 s ± 2.0e+290 s', head: '1.1e+291 s ± 5.0e-9 s' });
  });

  it('a change between extremes, with no ratio or a huge one, says the numbers', () => {
    expect(changeText(row(1e-300, 1e300), same)).toBe('1.0e-300 ns → 1.0e+300 ns');
    expect(changeText(row(1e300, 1e-300), same)).toBe('1.0e+291 s → 1.0e-309 s');
    const huge = { ...row(1e-300, 1000), ratio: 1e303, ci: [3.14e302, 3.18e303], p: 0.5 } as ComparisonRow;
    expect(changeText(huge, same)).toBe('+1.0e+305 % (+3.1e+304 … +3.2e+305 %, p=0.50)');
  });

  it('ordinary values and a change within rounding of 0 keep their fixed form', () => {
    expect(valueCells(row(752_870, 752_870, { baseSpread: 1e-300 }), same)).toEqual({ base: '752.870 µs ± <0.001 µs', head: '752.87 µs' });
    expect(changeText({ ...row(1000, 1000), ratio: 1 - 1e-16 } as ComparisonRow, same)).toBe('0.0 %');
  });

  const results = (metrics: Record<string, number | { value: number; samples?: number[]; spread?: { stddev: number } }>): Results => ({
    schema: RESULTS_SCHEMA_ID,
    meta: { createdAt: '2026-11-22T00:00:00.000Z', runner: { os: 'linux', arch: 'x64', cpu: 'x', cores: 2 } },
    suites: [
      {
        name: 's',
        harness: 'custom-json',
        status: 'ok',
        benchmarks: Object.entries(metrics).map(([name, m]) => ({ name, metrics: { time: { unit: 'ns', direction: 'smaller' as const, ...(typeof m === 'number' ? { value: m } : m) } } })),
      },
    ],
  });
  const samples = (level: number) => Array.from({ length: 10 }, (_, i) => level * (1 + 0.01 * ((i * 7) % 5)));

  it('whole reports of such results show no 0.000000, no Infinity or NaN, no long exponent', () => {
    const base = results({ tiny: 1e-300, huge: 1e300, tinyToNormal: 1e-300, tinyToHuge: 1e-300, hugeToTiny: 1e300, spread: { value: 1e-300, spread: { stddev: 2e-301 } }, sampled: { value: 1e-300, samples: samples(1e-300) }, normal: 752_870 });
    const head = results({ tiny: 2e-300, huge: 1.1e300, tinyToNormal: 1000, tinyToHuge: 1e300, hugeToTiny: 1e-300, spread: { value: 1.2e-300, spread: { stddev: 2e-301 } }, sampled: { value: 1.1e-300, samples: samples(1.1e-300) }, normal: 760_000 });
    const c = compareRuns(base, head, compareOptionsFor(undefined));
    for (const report of [renderText(c), renderReport(c)]) {
      expect(report).not.toMatch(/0\.000000|Infinity|NaN|\d\.\d{3,}e[+-]\d/);
      expect(report).toContain('1.0e-300 ns');
      expect(report).toContain('1.0e+291 s');
      expect(report).toContain('+1.0e+305 %');
      expect(report).toContain('752.87 µs');
    }
  });

  it('variant tables of such results: cells, differences, intervals and ranges', () => {
    const r = results({ 'E/a/x': { value: 1e-300, samples: samples(1e-300) }, 'E/a/y': { value: 1000, samples: samples(1000) }, 'E/c/x': { value: 1e-300, samples: samples(1e-300) }, 'E/c/y': { value: 2e-300, samples: samples(2e-300) } });
    const options = { seed: 1, resamples: 50, noiseFloor: 0.05, alpha: 0.05 };
    const md = (['percent', 'ratio'] as const)
      .map((style) => renderTables(buildTables([{ title: 'T', match: 'E/{msg}/{impl}', rows: 'msg', columns: 'impl', reference: 'x', style, details: true }], r, undefined, options)).join('\n'))
      .join('\n');
    expect(md).not.toMatch(/0\.000000|Infinity|NaN|\d\.\d{3,}e[+-]\d/);
    expect(md).toContain('| **a** | 1.0e-300 ns | 1,020.0 ns | 1.0e+303x faster (9.8e+302x … 1.0e+303x, p<0.001) |');
    expect(md).toContain('speed-up range 2.00x – 1.0e+303x');
    expect(md).toContain('| **c** | 1.0e-300 ns | 2.0e-300 ns | **−50.0 %**');
  });
});
