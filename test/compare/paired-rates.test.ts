// In paired rounds too, a rate that is its time row inverted (go's MB/s) is not called where the gating time row
// is not. Real rounds: test/fixtures/go-bench/roaring-paired (12 rounds, a planted extra pass in WriteDenseTo).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareOptionsFor } from '../../src/compare/compare-runs';
import { comparePaired } from '../../src/compare/paired';
import type { Results } from '../../src/model/results';
import { roundsOf } from '../helpers/paired-rounds';

const DIR = join(import.meta.dirname, '..', 'fixtures', 'go-bench', 'roaring-paired');
const read = (f: string): Results => JSON.parse(readFileSync(join(DIR, f), 'utf8')) as Results;

describe('paired rounds: MB/s follows its time row (real roaring rounds)', () => {
  const rounds = roundsOf(read('base.json'), read('head.json'));
  const c = comparePaired(rounds, compareOptionsFor(undefined), { previousRounds: 10, maxRounds: 12 }, { minRounds: 5, maxRounds: 12, seed: 1, stop: 'max-rounds' as const });
  const row = (metric: string) => c.rows.find((r) => r.benchmark === 'BenchmarkWriteDenseTo/array-4096' && r.metric === metric)!;

  it('holds the throughput row undecided where the time row is (it read ⚠️ slower at q = 0.006)', () => {
    expect(rounds).toHaveLength(12);
    expect(row('time').gating).toBe(true);
    expect(row('time').verdict).toBe('inconclusive');
    expect(row('throughput').verdict).toBe('inconclusive');
    expect(row('throughput').note).toMatch(/^the time row inverted \(the same measurement\)/);
    if (row('throughput').relative) expect(row('throughput').relative!.verdict).toBe('inconclusive');
  });

  it('leaves every other throughput row agreeing with its time row', () => {
    for (const t of c.rows.filter((r) => r.metric === 'throughput')) {
      const time = c.rows.find((r) => r.benchmark === t.benchmark && r.metric === 'time' && r.suite === t.suite)!;
      if (t.verdict === 'regressed' || t.verdict === 'improved') expect(time.verdict, t.benchmark).toBe(t.verdict === 'regressed' ? 'regressed' : 'improved');
    }
  });
});
