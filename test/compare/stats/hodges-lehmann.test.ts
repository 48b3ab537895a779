import { describe, expect, it } from 'vitest';
import { bootstrapHodgesLehmannCI, bootstrapRatioCI, hodgesLehmannRatio } from '../../../src/compare/stats/bootstrap';
import { createRng } from '../../../src/compare/stats/random';

describe('Hodges–Lehmann ratio', () => {
  it('is the median of the pairwise ratios head/base', () => {
    // ratios: 2 1 0.5 / 4 2 1 / 8 4 2 → sorted 0.5 1 1 2 2 2 4 4 8 → median 2
    expect(hodgesLehmannRatio([1, 2, 4], [2, 4, 8])).toBeCloseTo(2, 12);
    // even count of pairs: median of logs is the mean of the middle two → geometric mean of the two ratios
    expect(hodgesLehmannRatio([1, 2], [3, 4])).toBeCloseTo(Math.sqrt((4 / 2) * 3), 12);
  });

  it('gives a seeded interval around its estimate, the same twice', () => {
    const rng = () => createRng(5);
    const base = [100, 102, 98, 101, 99, 103, 97, 100, 101, 99];
    const head = base.map((x) => x * 1.1);
    const a = bootstrapHodgesLehmannCI(base, head, { rng: rng() });
    const b = bootstrapHodgesLehmannCI(base, head, { rng: rng() });
    expect(a).toEqual(b);
    expect(a.estimate).toBeCloseTo(1.1, 10);
    expect(a.lower).toBeLessThan(1.1);
    expect(a.upper).toBeGreaterThan(1.1);
    expect(bootstrapHodgesLehmannCI([1, -2], [3], { rng: rng() }).estimate).toBeNaN();
  });

  it('is narrower than the ratio-of-medians interval on normal noise at n = 10 (why it is used there)', () => {
    const rng = createRng(99);
    const g = (): number => Math.sqrt(-2 * Math.log(1 - rng())) * Math.cos(2 * Math.PI * rng());
    let hl = 0;
    let med = 0;
    for (let r = 0; r < 100; r++) {
      const base = Array.from({ length: 10 }, () => 1000 * Math.exp(0.03 * g()));
      const head = Array.from({ length: 10 }, () => 1100 * Math.exp(0.03 * g()));
      const a = bootstrapHodgesLehmannCI(base, head, { rng, resamples: 400 });
      const b = bootstrapRatioCI(base, head, { rng, resamples: 400 });
      hl += Math.log(a.upper / a.lower);
      med += Math.log(b.upper / b.lower);
    }
    expect(hl / med).toBeLessThan(0.9);
  });
});
