// vitest's ops/s is one over the mean of the samples whose median is the time row: one measurement by two
// statistics. A single mean against the floor read ➖ "no change" beside its time row's ❔ (the process-to-process
// σ of a three-benchmark suite), and under GC pauses the two moved apart in direction. Real processes:
// test/fixtures/vitest-bench/tailwind-merge-small (eight vitest processes of each of two commits).
import { describe, expect, it } from 'vitest';
import { compareOptionsFor, compareRuns, holdRatesOfUncalledTimes, ratesOfTimeSamples } from '../../src/compare/compare-runs';
import type { ComparisonRow } from '../../src/compare/types';
import type { Results } from '../../src/model/results';
import { fixtureInput } from '../helpers/fixtures';
import { resultsFrom } from '../helpers/results';

const run = (f: string): Results => resultsFrom([{ name: 'vitest', harness: 'vitest-bench', input: fixtureInput('vitest-bench', 'tailwind-merge-small', f) }]);
const stored = compareOptionsFor(undefined, {}, { baselineKind: 'stored' });

describe('a rate of the time row\'s own samples follows that row (real tailwind-merge processes)', () => {
  const sides = ['master', 'planted'].flatMap((c) => [1, 2, 3, 4, 5, 6, 7, 8].map((i) => run(`${c}-${i}.json`)));

  it('knows vitest\'s ops/s for the mean of the time row\'s samples', () => {
    expect([...ratesOfTimeSamples(sides[0]!)].map((k) => k.split('\u0000')[1])).toEqual(['twMerge > init', 'twMerge > simple', 'twMerge > heavy']);
    const m = sides[0]!.suites[0]!.benchmarks[0]!.metrics;
    expect([m.time!.statistic, m.throughput!.statistic, m.throughput!.n]).toEqual(['median', 'mean', m.time!.n]);
  });

  it('never reads ➖ or a call where its time row reads ❔: every pair of the 16 processes', () => {
    let undecided = 0;
    for (let i = 0; i < sides.length; i++) {
      for (let j = i + 1; j < sides.length; j++) {
        const c = compareRuns(sides[i], sides[j]!, stored);
        for (const rate of c.rows.filter((r) => r.metric === 'throughput')) {
          const time = c.rows.find((r) => r.metric === 'time' && r.benchmark === rate.benchmark)!;
          if (time.verdict !== 'inconclusive') continue;
          undecided++;
          expect(rate.verdict, `${i} ${j} ${rate.benchmark}`).toBe('inconclusive');
        }
      }
    }
    // Each pair is one process a side of a three-benchmark suite: its time rows are held to the assumed σ.
    expect(undecided).toBe(360);
  });

  it("says why, where the mean and the median moved apart in direction (master 2 against master 6: init's time +6.8 %, its ops/s +7.8 %)", () => {
    const c = compareRuns(sides[1], sides[5]!, stored);
    const time = c.rows.find((r) => r.metric === 'time' && r.benchmark === 'twMerge > init')!;
    const rate = c.rows.find((r) => r.metric === 'throughput' && r.benchmark === 'twMerge > init')!;
    expect(time.ratio! > 1 && rate.ratio! > 1).toBe(true);
    expect(rate.note).toBe("the time row's samples, their mean inverted (the same measurement): undecided where that row, which gates, is");
  });
});

describe('holdRatesOfUncalledTimes', () => {
  const row = (metric: string, verdict: ComparisonRow['verdict'], ratio: number, gating: boolean): ComparisonRow => ({
    suite: 's', benchmark: 'b', metric, unit: metric === 'time' ? 'ns' : 'ops/s', direction: metric === 'time' ? 'smaller' : 'bigger',
    base: 1, head: ratio, ratio, verdict, test: 'threshold', floor: 0.05, alpha: 0.05, gating, confidence: 'normal',
  });

  it('leaves a rate measured on its own (not the inverse, no shared samples) as it is', () => {
    const rows = [row('time', 'inconclusive', 1.08, true), row('throughput', 'unchanged', 1.01, false)];
    holdRatesOfUncalledTimes(rows);
    expect(rows[1]!.verdict).toBe('unchanged');
    holdRatesOfUncalledTimes(rows, new Set(['s\u0000b']));
    expect(rows[1]!.verdict).toBe('inconclusive');
  });

  it('holds an inverse rate\'s ➖ where time is ❔, and keeps it where time is ➖ or called', () => {
    const undecided = [row('time', 'inconclusive', 1.08, true), row('throughput', 'unchanged', 1 / 1.08, false)];
    holdRatesOfUncalledTimes(undecided);
    expect(undecided[1]!.verdict).toBe('inconclusive');
    expect(undecided[1]!.note).toBe('the time row inverted (the same measurement): undecided where that row, which gates, is');
    for (const t of ['unchanged', 'regressed'] as const) {
      const rows = [row('time', t, 1.08, true), row('throughput', 'unchanged', 1 / 1.08, false)];
      holdRatesOfUncalledTimes(rows);
      expect(rows[1]!.verdict, t).toBe('unchanged');
    }
  });
});
