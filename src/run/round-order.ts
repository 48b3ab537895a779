// The order of the runs inside one paired round (pure, seeded): the suites in a shuffled order, and for
// each suite a coin flip for which tree runs first. Base and head of a suite stay adjacent, so they meet
// nearly the same machine; the random order keeps a steady trend inside a round (a warming cache, a
// neighbour's job starting) from always favouring the same side.
import type { Rng } from '../compare/stats/random';

export interface RoundStep {
  suite: string;
  side: 'base' | 'head';
}

export function roundOrder(suites: readonly string[], rng: Rng): RoundStep[] {
  const order = [...suites];
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order.flatMap((suite): RoundStep[] => {
    const baseFirst = rng() < 0.5;
    return baseFirst ? [{ suite, side: 'base' }, { suite, side: 'head' }] : [{ suite, side: 'head' }, { suite, side: 'base' }];
  });
}
