// A row beyond the floor relative to its rounds' common factor but not raw is held ❔; its note says why. Real
// paired rounds of a pytest-benchmark suite: test/fixtures/pytest-benchmark/paired-raw-wider (SOURCE.md).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareOptionsFor } from '../../src/compare/compare-runs';
import { comparePaired } from '../../src/compare/paired';
import type { Results } from '../../src/model/results';
import { roundsOf } from '../helpers/paired-rounds';

const DIR = join(import.meta.dirname, '..', 'fixtures', 'pytest-benchmark', 'paired-raw-wider');
const read = (f: string): Results => JSON.parse(readFileSync(join(DIR, f), 'utf8')) as Results;

describe('a planted +20 % held by its raw interval, the common factor barely moved (real pytest-benchmark rounds)', () => {
  const rounds = roundsOf(read('base.json'), read('head.json'));
  const c = comparePaired(rounds, compareOptionsFor(undefined), { previousRounds: 0, maxRounds: 20 }, { minRounds: 20, maxRounds: 20, seed: 3490197115, stop: 'read-back' as const });
  const row = c.rows.find((r) => r.benchmark === 'test_dict' && r.metric === 'time')!;

  it('is ❔, and the note names the raw interval\'s width, not a common factor pulled by movers', () => {
    expect(row.verdict).toBe('inconclusive');
    expect(row.note).toMatch(/the rounds' common factor barely moved \(\+1\.\d %\), but with each round's shared move left in, the raw interval is wider and reaches within the floor; more rounds than 20 would decide$/);
    expect(row.note).not.toMatch(/pulled by the rows that did move/);
  });

  it('no other row is called', () => {
    expect(c.rows.filter((r) => r.verdict === 'regressed' || r.verdict === 'improved')).toEqual([]);
  });
});
