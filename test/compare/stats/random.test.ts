import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src/compare/stats/random';

// First outputs per seed from the independent Python port in reference/make-reference.py.
const FIRST_FIVE: Array<[number, number[]]> = [
  [0, [0.2564398222602904, 0.7031309078447521, 0.2848843219690025, 0.36804855754598975, 0.8508215788751841]],
  [1, [0.263228221796453, 0.6034020676743239, 0.7019734452478588, 0.22371549904346466, 0.6365781899075955]],
  [42, [0.5633560579735786, 0.2889618668705225, 0.0059162762481719255, 0.9689406296238303, 0.021833678940311074]],
  [-7, [0.40556039893999696, 0.8072635582648218, 0.021749325096607208, 0.6356814864557236, 0.4901351472362876]],
  [2 ** 32 + 5, [0.6456100216601044, 0.6243996049743146, 0.9982992885634303, 0.23649285058490932, 0.33565721311606467]],
];

describe('createRng', () => {
  it.each(FIRST_FIVE)('seed %d reproduces the reference sfc32/splitmix32 stream exactly', (seed, expected) => {
    const rng = createRng(seed);
    expect(Array.from({ length: 5 }, () => rng())).toEqual(expected);
  });

  it('is deterministic per seed and different across seeds', () => {
    const a = createRng(123);
    const b = createRng(123);
    const c = createRng(124);
    const xs = Array.from({ length: 100 }, () => a());
    expect(Array.from({ length: 100 }, () => b())).toEqual(xs);
    expect(Array.from({ length: 100 }, () => c())).not.toEqual(xs);
  });

  it('is uniform on [0, 1): range, mean, and a chi-square test over 20 bins', () => {
    const rng = createRng(2024);
    const n = 200_000;
    const bins = new Array<number>(20).fill(0);
    let sum = 0;
    let outside = 0;
    for (let i = 0; i < n; i++) {
      const u = rng();
      if (!(u >= 0 && u < 1)) outside++;
      sum += u;
      bins[Math.floor(u * 20)]! += 1;
    }
    expect(outside).toBe(0);
    expect(Math.abs(sum / n - 0.5)).toBeLessThan(0.003); // sd of the mean is 0.00065
    const expected = n / 20;
    const chi2 = bins.reduce((acc, k) => acc + (k - expected) ** 2 / expected, 0);
    expect(chi2).toBeLessThan(43.8); // 99.9th percentile of chi-square with 19 df
  });

  it('has no visible lag-1 correlation', () => {
    const rng = createRng(9);
    let prev = rng();
    let sxy = 0;
    const n = 100_000;
    for (let i = 0; i < n; i++) {
      const u = rng();
      sxy += (prev - 0.5) * (u - 0.5);
      prev = u;
    }
    // correlation estimate = sxy / n / (1/12); its sd is about 1/sqrt(n) = 0.0032
    expect(Math.abs((sxy / n) * 12)).toBeLessThan(0.015);
  });
});
