// One output form against another: a mean against a median of the same runs is no change of the code. A side with
// samples is re-taken as the other side's statistic of them (judge.ts alignStatistics); pytest-benchmark's tables
// with samples on neither side are in test/parse/pytest-benchmark.test.ts (fixture columns/).
import { describe, expect, it } from 'vitest';
import { compareOptionsFor, compareRuns } from '../../src/compare/compare-runs';
import { fixtureInput } from '../helpers/fixtures';
import { resultsFrom } from '../helpers/results';

const hyperfine = (file: string) => resultsFrom([{ name: 'cli', harness: 'hyperfine', input: fixtureInput('hyperfine', 'base', file) }]);

describe('one hyperfine run, its terminal (means) against its JSON (medians and every time)', () => {
  const c = compareRuns(hyperfine('hyperfine.stdout.txt'), hyperfine('hyperfine.json'), compareOptionsFor(undefined));
  const time = c.rows.filter((r) => r.metric === 'time');

  it("the JSON's times are taken as their mean: each change is within the terminal's rounding, not median against mean", () => {
    expect(hyperfine('hyperfine.json').suites[0]!.benchmarks[0]!.metrics.time!.statistic).toBe('median');
    expect(time).toHaveLength(6);
    for (const r of time) {
      expect(Math.abs(Math.log(r.ratio!)), r.benchmark).toBeLessThan(0.01);
      expect(r.verdict).not.toMatch(/regressed|improved/);
    }
    // The JSON's own medians differ from the printed means by more than that: the comparison that was made before.
    const medians = hyperfine('hyperfine.json').suites[0]!.benchmarks.map((b) => b.metrics.time!.value);
    const means = hyperfine('hyperfine.stdout.txt').suites[0]!.benchmarks.map((b) => b.metrics.time!.value);
    expect(Math.max(...medians.map((m, i) => Math.abs(Math.log(m / means[i]!))))).toBeGreaterThan(0.01);
  });

  it('either way round', () => {
    const back = compareRuns(hyperfine('hyperfine.json'), hyperfine('hyperfine.stdout.txt'), compareOptionsFor(undefined));
    for (const r of back.rows.filter((x) => x.metric === 'time')) expect(Math.abs(Math.log(r.ratio!)), r.benchmark).toBeLessThan(0.01);
  });
});
