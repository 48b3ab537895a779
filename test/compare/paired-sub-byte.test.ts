// Paired rounds leave bytes per operation under 1 on both sides as no change, as the ordinary comparison does.
// Real rounds: test/fixtures/jmh/fastfilter-paired (JMH -prof gc, 10 rounds, a planted change to one lookup).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareOptionsFor, SUB_BYTE } from '../../src/compare/compare-runs';
import { comparePaired } from '../../src/compare/paired';
import type { Results } from '../../src/model/results';
import { roundsOf } from '../helpers/paired-rounds';

const DIR = join(__dirname, '..', 'fixtures', 'jmh', 'fastfilter-paired');
const read = (f: string): Results => JSON.parse(readFileSync(join(DIR, f), 'utf8')) as Results;

describe('paired rounds: bytes per operation under 1 on both sides (real JMH -prof gc rounds)', () => {
  const base = read('base.json');
  const head = read('head.json');
  const rounds = roundsOf(base, head);
  const c = comparePaired(rounds, compareOptionsFor(undefined), { previousRounds: 0, maxRounds: 10 }, { minRounds: 10, maxRounds: 10, seed: 1, stop: 'max-rounds' as const });
  const bytes = c.rows.filter((r) => r.unit === 'B');

  it('holds every such row as no change, none called (0.000018 → 0.000026 B/op read ⚠️ +19.9 %)', () => {
    expect(rounds).toHaveLength(10);
    expect(bytes.length).toBeGreaterThanOrEqual(12);
    for (const r of bytes) {
      expect(r.base!).toBeLessThan(1);
      expect(r.head!).toBeLessThan(1);
      expect(r.verdict).toBe('unchanged');
      expect(r.note).toBe(SUB_BYTE);
    }
    const planted = bytes.filter((r) => r.benchmark === 'org.fastfilter.FilterBenchmark.benchmarkContainsNonExisting:filterType=XOR_8');
    expect(planted.map((r) => r.metric).sort()).toEqual(['gc.alloc.rate.norm', 'memory']);
  });

  it('still tests the other rows on their rounds', () => {
    const times = c.rows.filter((r) => r.unit === 'ns' || r.unit === 'ops/s');
    expect(times.length).toBeGreaterThan(0);
    for (const r of times) expect(r.test).toBe('signed-rank');
  });
});
