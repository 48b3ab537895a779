// A rate with too few rows of its own borrows its suite's time noise (compare-runs.ts applyProcessNoise's
// lender), and with it the time's common move, which a rate makes the other way round: a run 4 % slower in
// time is 4 % lower in rate. Real criterion trees (test/fixtures/criterion/rates-vs-suite: the same binary, the
// head with a planted 2× in `checksum`), where each throughput is one time's inverse: their moves against the
// suite must be too. Before, a throughput that moved −0.5 % read "+31 %" against the suite in an A/A pair.
import { describe, expect, it } from 'vitest';
import { compareOptionsFor, compareRuns } from '../../src/compare/compare-runs';
import { fixtureInput, fixtureTree } from '../helpers/fixtures';
import { resultsFrom } from '../helpers/results';

const results = (run: string) => resultsFrom([{ name: 'criterion', harness: 'criterion', input: fixtureTree('criterion', 'rates-vs-suite', run) }]);

describe('criterion throughput rows borrowing the time noise', () => {
  const c = compareRuns(results('base'), results('head'), compareOptionsFor(undefined, {}, { baselineKind: 'stored' }));
  const row = (benchmark: string, metric: string) => c.rows.find((r) => r.benchmark === benchmark && r.metric === metric)!;
  const pairs = ['count/10', 'count/1000', 'parse/bytes/adler/64', 'parse/bytes/adler/4096'];

  it('borrow it (the premise): throughput has too few rows of its own', () => {
    expect(row('count/10', 'throughput').note).toMatch(/^too few benchmarks in this metric to measure the process noise: the suite's estimate from its time/);
  });

  it("move against the suite as the inverse of their time's move", () => {
    for (const b of pairs) {
      const time = row(b, 'time');
      const rate = row(b, 'throughput');
      // Raw, each rate is its time's inverse (the same samples, count ÷ time).
      expect(time.ratio! * rate.ratio!).toBeCloseTo(1, 6);
      expect(time.relative!.ratio * rate.relative!.ratio).toBeCloseTo(1, 6);
    }
  });

  it('the planted 2× reads about −50 % in rate against the suite, as it reads about +100 % in time', () => {
    expect(row('parse/bytes/adler/64', 'time').relative!.ratio).toBeGreaterThan(1.7);
    expect(row('parse/bytes/adler/64', 'throughput').relative!.ratio).toBeLessThan(0.6);
  });
});

describe('every rate of a time, not only the one named throughput, follows its undecided time row', () => {
  const side = (file: string) => resultsFrom([{ name: 'divan', harness: 'divan', input: fixtureInput('divan', 'counters-aa', file) }]);
  // Real divan A/A pair (test/fixtures/divan/counters-aa): a bench with a bytes and an items counter.
  const c = compareRuns(side('base.stdout.txt'), side('base2.stdout.txt'), compareOptionsFor(undefined, {}, { baselineKind: 'stored' }));
  const row = (metric: string) => c.rows.find((r) => r.benchmark === 'two_counters/64' && r.metric === metric)!;

  it('divan\'s item/s (throughput-count) is held like its B/s where the time row is undecided', () => {
    expect(row('time').verdict).toBe('inconclusive');
    for (const metric of ['throughput', 'throughput-count']) {
      expect(row(metric)).toMatchObject({ verdict: 'inconclusive', gating: false });
      expect(row(metric).note).toMatch(/^the time row inverted \(the same measurement\)/);
    }
  });
});
