// Paired rounds too few for the level leave the signed-rank interval unbounded: real rounds of httparse 1.10.1's
// criterion benches (test/fixtures/criterion/httparse-rounds, 5 rounds, a slowdown planted in parse_version at head).
import { describe, expect, it } from 'vitest';
import { compareOptionsFor } from '../../src/compare/compare-runs';
import { comparePaired, type PairedRound } from '../../src/compare/paired';
import { RESULTS_SCHEMA_ID, type Results } from '../../src/model/results';
import { criterion } from '../../src/parse/criterion';
import { renderReport } from '../../src/render/markdown';
import { fixtureTree } from '../helpers/fixtures';

const META = { createdAt: '2026-11-27T00:00:00.000Z', runner: { os: 'linux', arch: 'x64', cpu: 'test', cores: 2 } };

function side(round: number, s: 'base' | 'head'): Results {
  const { benchmarks } = criterion.parse(fixtureTree('criterion', 'httparse-rounds', `round${round}`, s, 'target', 'criterion'));
  return { schema: RESULTS_SCHEMA_ID, meta: META, suites: [{ name: 'criterion', harness: 'criterion', status: 'ok', round, side: s, benchmarks }] };
}

const rounds: PairedRound[] = [1, 2, 3, 4, 5].map((round) => ({ round, base: side(round, 'base'), head: side(round, 'head') }));
const pairedInfo = { minRounds: 5, maxRounds: 5, seed: 1, stop: 'max-rounds' as const };

describe('paired rounds too few for an interval (5 real rounds of httparse)', () => {
  it('says the interval is unbounded instead of printing −100.0 % and +Infinity %', () => {
    const c = comparePaired(rounds, compareOptionsFor(undefined), { previousRounds: 0, maxRounds: 5 }, pairedInfo);
    const rows = c.rows.filter((r) => r.test === 'signed-rank');
    expect(rows.map((r) => `${r.benchmark} ${r.metric}`).sort()).toEqual(
      ['method/get', 'method/post', 'method/put', 'version/http10', 'version/http11', 'version/partial'].flatMap((b) => [`${b} throughput`, `${b} time`]),
    );
    // The planted slowdown: every round slower at head (p = 2 / 2^5), yet five rounds bound no interval.
    const http10 = rows.find((r) => r.benchmark === 'version/http10' && r.metric === 'time')!;
    expect(http10).toMatchObject({ verdict: 'inconclusive', p: 0.0625, n: [5, 5] });
    expect(http10.ratio).toBeCloseTo(3.0462, 4);
    expect(http10.note).toBe(
      "undecided after 5 rounds: the 95.0 % interval (relative to each round's common factor: +130.5 % [unbounded: too few rounds for this level]) straddles the 5 % floor",
    );
    // Five rounds: the signed-rank test's smallest two-sided p is 2 / 32 = 0.0625, so no 95 % interval exists.
    for (const r of rows) {
      expect(r.ci).toBeUndefined();
      expect(r.note).toContain('[unbounded: too few rounds for this level]');
      expect(r.note).not.toMatch(/Infinity|−100\.0 %/);
    }
    for (const d of c.summary.drift) expect(d.note).not.toMatch(/Infinity/);
    expect(renderReport(c)).not.toMatch(/Infinity/);
  });
});
