import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  geometricMean,
  mad,
  mean,
  median,
  medianInPlace,
  quantile,
  ranksInPlace,
  stddev,
  variance,
} from '../../../src/compare/stats/descriptive';
import { uniformSample } from './samples';

// Reference values: numpy mean/median/var(ddof=1)/std(ddof=1)/quantile, scipy median_abs_deviation
// and gmean (reference/make-reference.py). Tolerance: 1e-13 relative.
const QS = [0, 0.025, 0.1, 0.25, 0.5, 0.9, 0.975, 1];
const CASES: Array<{ name: string; xs: number[]; stats: number[]; quantiles: number[] }> = [
  {
    name: 'digits (odd n, ties)',
    xs: [3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5],
    stats: [4.0, 4.0, 5.6, 2.3664319132398464, 1.0, 3.288265936347449],
    quantiles: [1.0, 1.0, 1.0, 2.5, 4.0, 6.0, 8.25, 9.0],
  },
  {
    name: 'uniformSample(1, 40, 100, 10) (even n)',
    xs: uniformSample(1, 40, 100, 10),
    stats: [104.95569407363655, 105.59887923067436, 8.353101364769866, 2.890173241307494, 2.2119961318094283, 104.91677319269056],
    quantiles: [
      100.23576001869515, 100.30621158756549, 100.40392631222494, 102.57744780567009, 105.59887923067436,
      108.53211906808428, 109.49793186149327, 109.97405197937042,
    ],
  },
];

const close = (actual: number, expected: number, rel = 1e-13): void => {
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(rel * Math.max(1, Math.abs(expected)));
};

describe('descriptive statistics against numpy/scipy', () => {
  it.each(CASES)('$name', ({ xs, stats, quantiles }) => {
    const copy = [...xs];
    const [m, med, v, sd, md, gm] = stats as [number, number, number, number, number, number];
    close(mean(xs), m);
    close(median(xs), med);
    close(variance(xs), v);
    close(stddev(xs), sd);
    close(mad(xs), md);
    close(geometricMean(xs), gm);
    const sorted = [...xs].sort((a, b) => a - b);
    QS.forEach((q, i) => close(quantile(sorted, q), quantiles[i] as number));
    expect(xs).toEqual(copy); // nothing above mutates its input
  });
});

describe('edge cases', () => {
  it('gives NaN for no data, and for variance of one value', () => {
    for (const f of [mean, median, variance, mad, geometricMean]) expect(f([])).toBeNaN();
    expect(variance([5])).toBeNaN();
    expect(quantile([], 0.5)).toBeNaN();
    expect(medianInPlace([])).toBeNaN();
  });

  it('handles one and two values', () => {
    expect(median([2.5])).toBe(2.5);
    expect(median([2, 1])).toBe(1.5);
    expect(quantile([7], 0.3)).toBe(7);
    expect(variance([1, 2])).toBe(0.5);
  });

  it('geometricMean is NaN for non-positive values and does not overflow', () => {
    expect(geometricMean([1, 0, 2])).toBeNaN();
    expect(geometricMean([1, -2])).toBeNaN();
    close(geometricMean([1e300, 1e300, 1e-300]), 1e100, 1e-12);
  });

  it('variance keeps precision with a large offset', () => {
    // var of [1e9+4, 1e9+7, 1e9+13, 1e9+16] is 30 exactly; naive sum-of-squares loses it.
    expect(variance([1e9 + 4, 1e9 + 7, 1e9 + 13, 1e9 + 16])).toBe(30);
  });
});

describe('ranksInPlace (two quickselects)', () => {
  it('gives the values a sort puts at ranks lo and hi, duplicates included', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -5, max: 5 }), { minLength: 2, maxLength: 80 }).chain((xs) =>
          fc.tuple(fc.constant(xs), fc.nat(xs.length - 2)).chain(([ys, lo]) => fc.tuple(fc.constant(ys), fc.constant(lo), fc.integer({ min: lo + 1, max: ys.length - 1 })))),
        ([xs, lo, hi]) => {
          const sorted = [...xs].sort((a, b) => a - b);
          expect(ranksInPlace(Float64Array.from(xs), xs.length, lo, hi)).toEqual([sorted[lo], sorted[hi]]);
        },
      ),
    );
  });
});

describe('medianInPlace (quickselect)', () => {
  const sortedMedian = (xs: number[]): number => {
    const s = [...xs].sort((a, b) => a - b);
    const h = s.length >> 1;
    return s.length % 2 ? (s[h] as number) : ((s[h - 1] as number) + (s[h] as number)) / 2;
  };

  it('equals the sort-based median on arbitrary arrays, duplicates included', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -5, max: 5 }), { minLength: 1, maxLength: 60 }), (xs) => {
        expect(medianInPlace(Float64Array.from(xs))).toBe(sortedMedian(xs));
      }),
    );
    fc.assert(
      fc.property(fc.array(fc.double({ noNaN: true, min: -1e6, max: 1e6 }), { minLength: 1, maxLength: 200 }), (xs) => {
        // `+ 0` makes −0 and 0 one value: they compare equal, so which of them is "the" middle depends on
        // the order each method leaves them in ([0, 5e-324, -0] failed here as +0 against −0).
        expect(medianInPlace([...xs]) + 0).toBe(sortedMedian(xs) + 0);
      }),
    );
  });

  it('works on a sub-range and leaves the rest untouched', () => {
    const xs = Float64Array.from([100, 9, 1, 8, 2, 7, -100]);
    expect(medianInPlace(xs, 1, 6)).toBe(7);
    expect(xs[0]).toBe(100);
    expect(xs[6]).toBe(-100);
    expect([...xs.slice(1, 6)].sort((a, b) => a - b)).toEqual([1, 2, 7, 8, 9]);
  });

  it('handles sorted, reversed and constant input of length 10^5', () => {
    const n = 100_001;
    const up = Float64Array.from({ length: n }, (_, i) => i);
    expect(medianInPlace(up)).toBe(50_000);
    const down = Float64Array.from({ length: n }, (_, i) => n - i);
    expect(medianInPlace(down)).toBe(50_001);
    expect(medianInPlace(new Float64Array(n).fill(3))).toBe(3);
  });
});
