// go test's allocs/op and B/op of one benchmark count the same allocations. judge.ts's sharedTotal leaves an
// allocs/op change inconclusive where a cost paid once per run, over another b.N, gives both sides' values.
// Where the same benchmark's B/op changed in the same direction and no such cost explains that (so the code's
// allocations per operation did change), the hedge no longer holds for the allocs/op row either. oklog/ulid
// with a planted allocation in ULID.String (test/fixtures/go-bench/ulid-alloc-planted): 0 → 32 B/op was
// called, 0 → 1 allocs/op read "inconclusive" as 1,000,000–1,999,999 allocations paid once per run; and a planted
// 10 → 13 allocs/op beside 163,840 → 212,992 B/op, in one of 40 jobs (test/fixtures/go-bench/repeat-small-jobs).
import { KEY_SEPARATOR } from '../model/keys';
import { ONCE_PER_RUN_NOTE } from './judge';
import type { ComparisonRow } from './types';

/** A benchmark's name is unique within its suite (parse/registry.ts checkOutput): suite and name are its key. */
function keyOf(row: ComparisonRow): string {
  return `${row.suite}${KEY_SEPARATOR}${row.benchmark}`;
}

function grew(row: ComparisonRow): boolean | undefined {
  if (row.base === null || row.head === null || row.base === row.head) return undefined;
  return row.head > row.base;
}

/** Allocs/op rows held only by sharedTotal take the verdict of their benchmark's B/op row where it was called alike. */
export function callAllocsWithTheirBytes(rows: readonly ComparisonRow[]): void {
  const bytes = new Map<string, ComparisonRow>();
  for (let ri = 0; ri < rows.length; ri++) {
    const row = rows[ri]!;
    // Exact, or tested where a byte moved in a sample (163,840 B/op with one 163,841): called either way.
    if (row.metric === 'memory' && row.unit === 'B' && (row.verdict === 'regressed' || row.verdict === 'improved')) bytes.set(keyOf(row), row);
  }
  if (bytes.size === 0) return;
  for (let ri = 0; ri < rows.length; ri++) {
    const row = rows[ri]!;
    if (row.unit !== 'allocs' || row.test !== 'exact' || row.verdict !== 'inconclusive' || !(row.note?.startsWith(ONCE_PER_RUN_NOTE) ?? false)) continue;
    const b = bytes.get(keyOf(row));
    const up = grew(row);
    if (b === undefined || up === undefined || grew(b) !== up) continue;
    row.verdict = b.verdict;
    row.note =
      `${row.base} → ${row.head} allocs/op: a cost paid once per run over another b.N could give both, but this benchmark's B/op ` +
      `(${b.base} → ${b.head}) changed beyond what any such cost gives, so its allocations per operation changed: called with it`;
  }
}
