// A slow phase of the machine inside one process, seen in a row's own samples (compare-runs.ts holdSlowPhaseRows):
// real A/A processes of fastjson (test/fixtures/go-bench/fastjson-aa-phase, the same code in each) and the planted
// validator slowdown of go-bench/planted (a real change to the code).
import { describe, expect, it } from 'vitest';
import { compareOptionsFor, compareRuns } from '../../src/compare/compare-runs';
import type { ComparisonRow } from '../../src/compare/types';
import { fixtureInput } from '../helpers/fixtures';
import { resultsFrom } from '../helpers/results';

const run = (folder: string, file: string) => resultsFrom([{ name: 'go', harness: 'go-bench', input: fixtureInput('go-bench', folder, file) }]);
const phase = (r: string) => run('fastjson-aa-phase', `${r}.txt`);
const time = (rows: ComparisonRow[], name: string): ComparisonRow => rows.find((r) => r.benchmark === name && r.metric === 'time')!;
const called = (r: ComparisonRow): boolean => r.verdict === 'regressed' || r.verdict === 'improved';

describe('a slow phase inside one process is not a change', () => {
  for (const kind of ['stored', 'same-job'] as const) {
    it(`${kind}: head's fastest samples at base's level, the rest ×2.4: ❔, not +144 % regressed`, () => {
      const c = compareRuns(phase('run2'), phase('run3'), compareOptionsFor(undefined, {}, { baselineKind: kind }));
      // run2 962 957 967 945 962 950 ns against run3 1029 945.5 | 2341 2375 2352 2358.
      const row = time(c.rows, 'BenchmarkObjectGet/items_100/lookups_0');
      expect(row.ratio).toBeGreaterThan(2);
      expect(row.verdict).toBe('inconclusive');
      expect(row.relative?.verdict).toBe('inconclusive');
      expect(row.note).toMatch(/^head's fastest samples are at base's level \(fastest head \/ fastest base [−+]0 % relative to the suite's common move, within the 10 % floor\) while the row moved \+14\d %: a slow phase of the machine/);
    });
  }

  it("base's slow phase (improved): both rows with fast samples in base are held, the one slow throughout is still called", () => {
    const c = compareRuns(phase('run3'), phase('run4'), compareOptionsFor(undefined, {}, { baselineKind: 'stored' }));
    for (const name of ['BenchmarkObjectGet/items_100/lookups_0', 'BenchmarkObjectGet/items_10/lookups_2']) {
      const row = time(c.rows, name);
      expect(row.verdict, name).toBe('inconclusive');
      expect(row.note, name).toMatch(/^base's fastest samples are at head's level/);
    }
    // 2366 2352 2323 2337 2378 2330 against 1178 1245 1161 1154 1174 1158: no sample of base at head's level,
    // so nothing in the row tells a phase from a change (one process a side), and the call stands.
    expect(time(c.rows, 'BenchmarkObjectGet/items_100/lookups_4').verdict).toBe('improved');
    expect(c.rows.filter((r) => r.metric === 'time' && called(r)).map((r) => r.benchmark)).toEqual(['BenchmarkObjectGet/items_100/lookups_4']);
  });

  it('samples that are single calls (the same numbers as a tinybench suite) are not held: there a change adding pauses leaves the fastest calls as they were', () => {
    const perCall = (r: ReturnType<typeof phase>) => ({ ...r, suites: r.suites.map((s) => ({ ...s, harness: 'tinybench' })) });
    const c = compareRuns(perCall(phase('run2')), perCall(phase('run3')), compareOptionsFor(undefined, {}, { baselineKind: 'stored' }));
    expect(time(c.rows, 'BenchmarkObjectGet/items_100/lookups_0').verdict).toBe('regressed');
  });

  it('a real slowdown moves the fastest samples too: the planted validator rows are still called', () => {
    const c = compareRuns(run('planted', 'a.txt'), run('planted', 'b.txt'), compareOptionsFor(undefined, {}, { baselineKind: 'stored' }));
    expect(time(c.rows, 'BenchmarkValidate/canada/fastjson').verdict).toBe('regressed');
    expect(c.rows.filter((r) => (r.note ?? '').includes('fastest samples'))).toEqual([]);
  });
});
