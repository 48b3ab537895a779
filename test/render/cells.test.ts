// A compared row's cells: base, head and the change on one scale per row.
import { describe, expect, it } from 'vitest';
import type { ComparisonRow } from '../../src/compare/types';
import { changeText, valueCells } from '../../src/render/cells';

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
