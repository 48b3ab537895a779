// Paired rounds where every row of a suite × metric moved: the per-round common factor is that move, and
// relative to it each row is "no change". Real rounds (test/fixtures/google-benchmark/kv-rounds: ten rounds of a
// CMake project, fnv1a hashing each byte twice at head): BM_Hash's five throughput rows are all its
// throughput rows.
import { describe, expect, it } from 'vitest';
import { compareOptionsFor } from '../../src/compare/compare-runs';
import { comparePaired, type PairedRound } from '../../src/compare/paired';
import { RESULTS_SCHEMA_ID, type Results } from '../../src/model/results';
import { googleBenchmark } from '../../src/parse/google-benchmark';
import { fixtureInput } from '../helpers/fixtures';

const META = { createdAt: '2026-11-27T00:00:00.000Z', runner: { os: 'linux', arch: 'x64', cpu: 'test', cores: 2 } };
const ROUNDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

function side(round: number, s: 'base' | 'head'): Results {
  const { benchmarks } = googleBenchmark.parse(fixtureInput('google-benchmark', 'kv-rounds', `round${round}`, s, 'kv_bench.json'));
  return { schema: RESULTS_SCHEMA_ID, meta: META, suites: [{ name: 'kv', harness: 'google-benchmark', status: 'ok', round, side: s, benchmarks }] };
}

describe('paired rounds: a suite × metric that moved as a whole (real kv-rounds)', () => {
  const rounds: PairedRound[] = ROUNDS.map((round) => ({ round, base: side(round, 'base'), head: side(round, 'head') }));
  const c = comparePaired(rounds, compareOptionsFor(undefined), { previousRounds: 0, maxRounds: 10 }, { minRounds: 10, maxRounds: 10, seed: 1, stop: 'max-rounds' as const });

  it('its throughput rows, all of which moved, are never "unchanged": those that moved only as the others did say so', () => {
    const hash = c.rows.filter((r) => r.benchmark.startsWith('BM_Hash/'));
    const time = hash.filter((r) => r.metric === 'time');
    const rate = hash.filter((r) => r.metric === 'throughput');
    expect(rate).toHaveLength(5);
    expect(c.rows.filter((r) => r.metric === 'throughput')).toHaveLength(5);
    // Hashing each byte twice: about half the throughput, every round.
    for (const r of rate) expect(r.ratio!).toBeLessThan(0.75);
    expect(time.filter((r) => r.verdict === 'regressed').length).toBeGreaterThan(0);
    expect(rate.filter((r) => r.verdict === 'unchanged')).toEqual([]);
    const withSuite = rate.filter((r) => r.note?.startsWith('moved with the whole suite'));
    // Here BM_Hash/512 and /4096: −51.8 % and −50.5 % raw, +0.0 % and +2.8 % relative (before: "unchanged").
    expect(withSuite.length).toBeGreaterThanOrEqual(2);
    for (const r of withSuite) {
      expect(r.verdict).toBe('inconclusive');
      expect(r.note).toMatch(/^moved with the whole suite: −5\d\.\d % \[.*\] over 10 paired rounds, as the common factor of its throughput rows did \(relative to each round's common factor: [+−]\d\.\d %/);
    }
    // The suite's line says how far the whole of it moved.
    const drift = c.summary.drift.find((d) => d.metric === 'throughput')!;
    expect(drift).toMatchObject({ status: 'drift', benchmarks: 5 });
    expect(drift.factor).toBeLessThan(0.75);
  });
});
