// A planted allocation in oklog/ulid's ULID.String (test/fixtures/go-bench/ulid-alloc-planted, real captures):
// B/op 0 → 32 and allocs/op 0 → 1 at b.N 3.3–4.4 M in base and 1 M in head. judge.ts's sharedTotal explains the
// allocs/op row alone by a once-per-run cost of 1–2 M allocations, but not the B/op row, so the benchmark's
// allocations per operation did change and both rows are called.
import { describe, expect, it } from 'vitest';
import { compareOptionsFor, compareRuns } from '../../src/compare/compare-runs';
import type { Results } from '../../src/model/results';
import { fixtureInput } from '../helpers/fixtures';
import { resultsFrom } from '../helpers/results';

const run = (name: string): Results => resultsFrom([{ name: 'go', harness: 'go-bench', input: fixtureInput('go-bench', 'ulid-alloc-planted', name) }]);

describe('allocs/op called with its B/op (oklog/ulid, planted allocation in String)', () => {
  for (const kind of ['stored', 'same-job'] as const) {
    it(`${kind}: BenchmarkString's memory and allocs rows are both regressed; no other count row is called`, () => {
      const c = compareRuns(run('base.txt'), run('head.txt'), compareOptionsFor(undefined, {}, { baselineKind: kind }));
      const row = (metric: string) => c.rows.find((r) => r.benchmark === 'BenchmarkString' && r.metric === metric)!;
      expect(row('memory')).toMatchObject({ base: 0, head: 32, test: 'exact', verdict: 'regressed' });
      expect(row('allocs')).toMatchObject({ base: 0, head: 1, test: 'exact', verdict: 'regressed' });
      expect(row('allocs').note).toBe(
        '0 → 1 allocs/op: a cost paid once per run over another b.N could give both, but this benchmark\'s B/op (0 → 32) ' +
          'changed beyond what any such cost gives, so its allocations per operation changed: called with it',
      );
      const others = c.rows.filter((r) => (r.metric === 'memory' || r.metric === 'allocs') && r.benchmark !== 'BenchmarkString' && (r.verdict === 'regressed' || r.verdict === 'improved'));
      expect(others.map((r) => `${r.benchmark} ${r.metric}`)).toEqual([]);
    });
  }
});
