// Paired rounds where every row of a suite × metric moved: the per-round common factor is that move, and
// relative to it each row read "no change". Real rounds (test/fixtures/google-benchmark/kv-rounds: ten rounds of a
// CMake project, fnv1a hashing each byte twice at head): BM_Hash's five throughput rows are all its
// throughput rows, and its five time rows are five of nine.
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

  it('calls every row of the slower hash, each on its own rounds, and none of the untouched sort rows', () => {
    const hash = c.rows.filter((r) => r.benchmark.startsWith('BM_Hash/'));
    const rate = hash.filter((r) => r.metric === 'throughput');
    expect(rate).toHaveLength(5);
    expect(c.rows.filter((r) => r.metric === 'throughput')).toHaveLength(5);
    // Hashing each byte twice: about half the throughput, every round. Before, relative to each round's common
    // factor (that very move), BM_Hash/512 and /4096 read +0.0 % and +2.8 %: "unchanged", then ❔.
    for (const r of rate) {
      expect(r.ratio!).toBeLessThan(0.75);
      expect(r.verdict).toBe('regressed');
      expect(r.relative).toBeUndefined();
      expect(r.note).toMatch(/^signed-rank over 10 rounds, −5\d\.\d % \[/);
    }
    for (const m of ['time', 'cpu-time']) expect(hash.filter((r) => r.metric === m).map((r) => r.verdict)).toEqual(Array(5).fill('regressed'));
    // The four BM_Sort benchmarks did not change: the suite's +60 % in time is not put on them.
    const sort = c.rows.filter((r) => r.benchmark.startsWith('BM_Sort/'));
    expect(sort.length).toBeGreaterThan(0);
    expect(sort.filter((r) => r.verdict === 'regressed' || r.verdict === 'improved')).toEqual([]);
    // The suite's lines say how far the whole of it moved, and that its rows were judged with that move in them.
    const drift = c.summary.drift.find((d) => d.metric === 'throughput')!;
    expect(drift).toMatchObject({ status: 'drift', benchmarks: 5 });
    expect(drift.factor).toBeLessThan(0.75);
    expect(drift.note).toMatch(/Each row is judged on its own rounds/);
    expect(c.summary.verdict).toBe('regressed');
  });
});
