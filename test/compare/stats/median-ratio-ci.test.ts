import { describe, expect, it } from 'vitest';
import { bootstrapRatioCI } from '../../../src/compare/stats/bootstrap';
import { medianRatioCI } from '../../../src/compare/stats/median-ratio-ci';
import { createRng } from '../../../src/compare/stats/random';

describe('order-statistic interval of the ratio of medians (large samples)', () => {
  const rng = createRng(2026);
  const g = (): number => Math.sqrt(-2 * Math.log(1 - rng())) * Math.cos(2 * Math.PI * rng());
  const draw = (n: number, level: number, cv: number): number[] => Array.from({ length: n }, () => level * Math.exp(cv * g()));

  it('covers the true ratio about 95 % of the time (lognormal noise, n = 100 per side)', () => {
    let covered = 0;
    const reps = 400;
    for (let r = 0; r < reps; r++) {
      const ci = medianRatioCI(draw(100, 1000, 0.05), draw(100, 1100, 0.05));
      if (ci.lower <= 1.1 && 1.1 <= ci.upper) covered++;
    }
    expect(covered / reps).toBeGreaterThan(0.92);
    expect(covered / reps).toBeLessThan(0.99);
  });

  it('agrees with the bootstrap of the same statistic at large n', () => {
    const base = draw(200, 1000, 0.03);
    const head = draw(200, 1080, 0.03);
    const a = medianRatioCI(base, head);
    const b = bootstrapRatioCI(base, head, { rng: createRng(1) });
    expect(a.estimate).toBeCloseTo(b.estimate, 6); // log-space vs linear midpoint of the two middle values
    expect(Math.abs(Math.log(a.lower / b.lower))).toBeLessThan(0.005);
    expect(Math.abs(Math.log(a.upper / b.upper))).toBeLessThan(0.005);
  });

  it('is NaN for non-positive values instead of a wrong interval', () => {
    expect(medianRatioCI([1, 0, 2], [1, 2, 3]).lower).toBeNaN();
  });
});
