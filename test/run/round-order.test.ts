import { describe, expect, it } from 'vitest';
import { createRng } from '../../src/compare/stats/random';
import { roundOrder } from '../../src/run/round-order';

describe('roundOrder', () => {
  const suites = ['go', 'rs', 'py', 'js'];

  it('runs every suite once per side, base and head of a suite adjacent', () => {
    const order = roundOrder(suites, createRng(1));
    expect(order).toHaveLength(8);
    for (let i = 0; i < 8; i += 2) {
      expect(order[i]!.suite).toBe(order[i + 1]!.suite);
      expect(new Set([order[i]!.side, order[i + 1]!.side])).toEqual(new Set(['base', 'head']));
    }
    expect(new Set(order.map((s) => s.suite))).toEqual(new Set(suites));
  });

  it('is seeded: the same seed gives the same orders; rounds and seeds differ', () => {
    const rounds = (seed: number) => {
      const rng = createRng(seed);
      return Array.from({ length: 20 }, () => roundOrder(suites, rng));
    };
    expect(rounds(7)).toEqual(rounds(7));
    expect(rounds(7)).not.toEqual(rounds(8));
    const r = rounds(7);
    // Over 20 rounds each side goes first sometimes, and the suites are not always in config order.
    expect(new Set(r.map((o) => o[0]!.side))).toEqual(new Set(['base', 'head']));
    expect(r.some((o) => o.map((s) => s.suite).join() !== 'go,go,rs,rs,py,py,js,js')).toBe(true);
  });
});
