// Paired rounds where most rows of a suite moved by about the noise floor: relative to each round's common factor
// (that very move) a row reads about 0 %, while its raw interval still reaches beyond the floor. Real rounds
// (test/fixtures/pytest-benchmark/dacite-paired: konradhalas/dacite's own pytest-benchmark suite, 20 paired rounds,
// head with a planted sum(range(150)) in _build_value_for_collection): test_type_hooks raw +6.0 % [+4.0, +8.0 %]
// read "➖ no change beyond noise", and the run "unchanged", for a change that slowed six of eight benchmarks.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareOptionsFor } from '../../src/compare/compare-runs';
import { comparePaired, type PairedRound } from '../../src/compare/paired';
import type { Benchmark, Results } from '../../src/model/results';
import { FIXTURES } from '../helpers/fixtures';

const read = (side: 'base' | 'head'): Results => JSON.parse(readFileSync(join(FIXTURES, 'pytest-benchmark', 'dacite-paired', `${side}.json`), 'utf8')) as Results;

/** Round `i` of a side as the run measured it: each metric's value is that round's run. */
function round(r: Results, i: number): Results {
  const suite = r.suites[0]!;
  const benchmarks: Benchmark[] = suite.benchmarks.map((b) => ({
    name: b.name,
    metrics: Object.fromEntries(Object.entries(b.metrics).map(([k, m]) => [k, { unit: m.unit, direction: m.direction, value: m.runs![i]!, statistic: m.statistic }])),
  }));
  return { ...r, suites: [{ name: suite.name, harness: suite.harness, status: 'ok', round: i + 1, benchmarks }] };
}

describe('paired rounds: a row within the floor relative to its suite, beyond it raw (real dacite rounds)', () => {
  const base = read('base');
  const head = read('head');
  const n = base.suites[0]!.benchmarks[0]!.metrics.time!.runs!.length;
  const rounds: PairedRound[] = Array.from({ length: n }, (_, i) => ({ round: i + 1, base: round(base, i), head: round(head, i) }));
  const c = comparePaired(rounds, compareOptionsFor(undefined), { previousRounds: 10, maxRounds: 20 }, { minRounds: 5, maxRounds: 20, seed: 1, stop: 'max-rounds' as const });
  const row = (name: string, metric = 'time') => c.rows.find((r) => r.benchmark === name && r.metric === metric)!;

  it('has the 20 rounds the run measured, and their changes and intervals as the run printed them', () => {
    expect(n).toBe(20);
    expect(row('test_type_hooks').n).toEqual([20, 20]);
    // The run's own comparison (comparison.json, written by the same `run --paired`): the rounds rebuilt here are its.
    const run = JSON.parse(readFileSync(join(FIXTURES, 'pytest-benchmark', 'dacite-paired', 'comparison.json'), 'utf8')) as { rows: { benchmark: string; metric: string; ratio: number; ci: [number, number] }[] };
    expect(run.rows).toHaveLength(16);
    for (const r of run.rows) {
      const mine = row(r.benchmark, r.metric);
      expect(mine.ratio!).toBeCloseTo(r.ratio, 9);
      expect(mine.ci![0]).toBeCloseTo(r.ci[0], 9);
      expect(mine.ci![1]).toBeCloseTo(r.ci[1], 9);
    }
  });

  it('calls no row "no change" whose raw interval reaches beyond the floor', () => {
    const hooks = row('test_type_hooks');
    expect(hooks.ci![0]).toBeGreaterThan(1.03);
    expect(hooks.relative).toBeDefined();
    expect(hooks.verdict).toBe('inconclusive');
    expect(hooks.note).toMatch(/^moved with the whole suite: \+6\.\d % \[/);
    // What stays "no change": a raw interval within the floor, or one around 0 (no raw move to speak of).
    for (const r of c.rows.filter((x) => x.verdict === 'unchanged')) {
      const [lo, hi] = r.ci!;
      expect((lo >= 1 / 1.05 && hi <= 1.05) || (lo <= 1 && hi >= 1)).toBe(true);
    }
    // Every gating row: the six that moved +5–7 % and the two that moved less are none of them "no change".
    expect(c.summary.counts).toMatchObject({ regressed: 0, improved: 0, unchanged: 0, inconclusive: 8 });
    // The suite's line does not call a move that reaches past the floor "no common move beyond the floor".
    expect(c.summary.drift?.find((d) => d.metric === 'time')?.note).toMatch(/^a common move not wholly beyond the floor \(\+5\.1 % \[\+3\.4 %, \+7\.2 %\]/);
  });
});
