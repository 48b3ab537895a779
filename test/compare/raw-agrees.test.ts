// A row called relative to its suite's common move must also have moved on its own: its raw interval beyond
// the floor on the same side, as paired rounds require (paired.ts). Real captures (fixtures go-bench/decimal-act:
// shopspring/decimal under act, `repeat: 5` a side, the head's IsInteger made 4× slower, a busy machine moving
// the suite +26 %): Normalize/NoZeros, unchanged code at a raw −3.3 % [−13.4, +8.0 %], was called "✅ faster"
// (−23 % vs the suite) in the sticky comment.
import { describe, expect, it } from 'vitest';
import { compareOptionsFor, compareRuns } from '../../src/compare/compare-runs';
import { mergeRuns } from '../../src/model/merge-runs';
import { fixtureInput } from '../helpers/fixtures';
import { resultsFrom } from '../helpers/results';

const side = (s: string) =>
  mergeRuns([1, 2, 3, 4, 5].map((i) => resultsFrom([{ name: 'go-bench', harness: 'go-bench', input: fixtureInput('go-bench', 'decimal-act', s, `run${i}.stdout.txt`) }])));

describe('moderated t on runs against a stored baseline, the suite drifting (shopspring/decimal under act)', () => {
  const c = compareRuns(side('base'), side('head'), compareOptionsFor(undefined, {}, { baselineKind: 'stored' }));
  const called = c.rows.filter((r) => r.gating && (r.verdict === 'regressed' || r.verdict === 'improved'));

  it('calls the slowed IsInteger and nothing else', () => {
    expect(called.map((r) => `${r.benchmark} ${r.metric} ${r.verdict}`)).toEqual(['BenchmarkDecimal_IsInteger time regressed']);
  });

  it('an unchanged benchmark that only stayed put while the suite moved is inconclusive, and says why', () => {
    const r = c.rows.find((x) => x.benchmark === 'BenchmarkDecimal_Normalize/NoZeros' && x.metric === 'time')!;
    expect(r.ci![0]).toBeLessThan(1);
    expect(r.ci![1]).toBeGreaterThan(1);
    expect(r.verdict).toBe('inconclusive');
    expect(r.note).toMatch(/its own change does not lie beyond the 5 % floor/);
  });
});
