import { describe, expect, it } from 'vitest';
import { benjaminiHochberg } from '../../../src/compare/stats/fdr';

// scipy.stats.false_discovery_control(p, method='bh'), equal to R p.adjust(p, "BH")
// (reference/make-reference.py). Tolerance 1e-15 relative.
const CASES: Array<[number[], number[]]> = [
  [[0.01, 0.02, 0.03, 0.04, 0.05], [0.05, 0.05, 0.05, 0.05, 0.05]],
  [
    [0.04, 0.001, 0.5, 0.03, 0.2, 0.001, 1.0, 0.0449, 0.9, 0.012],
    [0.07483333333333334, 0.005, 0.625, 0.07483333333333334, 0.28571428571428575, 0.005, 1.0, 0.07483333333333334, 1.0, 0.04],
  ],
  [[0.2, 0.1, 0.3], [0.3, 0.3, 0.3]],
  [[0.0], [0.0]],
  [[0.8, 0.9, 0.95, 0.99], [0.99, 0.99, 0.99, 0.99]],
];

describe('benjaminiHochberg', () => {
  it.each(CASES)('%j matches scipy / R', (p, q) => {
    const got = benjaminiHochberg(p);
    expect(got).toHaveLength(q.length);
    got.forEach((v, i) => expect(Math.abs(v - (q[i] as number))).toBeLessThanOrEqual(1e-15 * (q[i] as number)));
  });

  it('keeps order, is monotone in p, is ≥ p and ≤ 1', () => {
    const p = [0.3, 0.0001, 0.04, 0.04, 0.7, 0.002, 0.5];
    const q = benjaminiHochberg(p);
    for (let i = 0; i < p.length; i++) {
      expect(q[i]).toBeGreaterThanOrEqual(p[i] as number);
      expect(q[i]).toBeLessThanOrEqual(1);
      for (let j = 0; j < p.length; j++) if ((p[i] as number) <= (p[j] as number)) expect(q[i]).toBeLessThanOrEqual(q[j] as number);
    }
    expect(p).toEqual([0.3, 0.0001, 0.04, 0.04, 0.7, 0.002, 0.5]);
  });

  it('returns [] for no p-values and leaves NaN out of m (like R with NA)', () => {
    expect(benjaminiHochberg([])).toEqual([]);
    const q = benjaminiHochberg([0.01, NaN, 0.04]);
    expect(q[1]).toBeNaN();
    expect(q[0]).toBeCloseTo(0.02, 15); // m = 2, not 3
    expect(q[2]).toBeCloseTo(0.04, 15);
  });

  it('gives every p the q of the textbook rank-order definition, ties and NaN included, bit for bit', () => {
    // q_(i) = min over j ≥ i of m·p_(j)/j, computed as defined: a stable sort of the indices, then the running minimum.
    const reference = (ps: number[]): number[] => {
      const order = ps.map((_, i) => i).filter((i) => !Number.isNaN(ps[i]));
      order.sort((i, j) => ps[i]! - ps[j]!);
      const q = ps.map(() => NaN);
      let running = 1;
      for (let rank = order.length; rank >= 1; rank--) {
        running = Math.min(running, (ps[order[rank - 1]!]! * order.length) / rank);
        q[order[rank - 1]!] = running;
      }
      return q;
    };
    let seed = 7;
    const next = (): number => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
    for (let trial = 0; trial < 200; trial++) {
      const n = 1 + Math.floor(next() * 300);
      // Few distinct values (many ties), tiny and exact ones, and some NaN.
      const ps = Array.from({ length: n }, () => {
        const u = next();
        return u < 0.05 ? NaN : u < 0.3 ? Math.round(next() * 20) / 20 : u < 0.4 ? next() * 1e-6 : next();
      });
      expect(benjaminiHochberg(ps)).toEqual(reference(ps));
    }
  });
});
