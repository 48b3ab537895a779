// Go's B/op and allocs/op that depend on the process's state, not only on the code. An allocation made on
// every call is the same in every sample, so a count per operation that varies between one process's
// samples has a part that pools and the GC decide, and one process a side cannot tell that part from a
// change. In A/A pairs of fastjson (sync.Pool) ObjectGet/items_10000/lookups_0 read 105 236–578 819 B/op
// in one process and 4–8 in another, and Parse/canada/fastjson-get 36.7–73.4 MB/op against 96–218 B/op;
// random effects called both, since most B/op rows are a constant 0 and leave the suite's τ near 0. mitata's
// heap reading per iteration (its mean and extremes) is held alike.
import type { Metric } from '../model/results';
import { maxOf, minOf } from '../model/arrays';
import { median } from './stats/descriptive';
import { sharedTotal } from './judge';
import type { ComparisonRow } from './types';

/**
 * How many times the larger within-side range the sides must differ by to be a change of the code. In the
 * fastjson A/A pairs the sides differed by up to 1.9× that range (MarshalTo/large), in the repository's
 * fixtures by up to 3.3× (go-bench/amortized: Validate/citm/stdjson); a real change that varies too moved
 * by 8.6× or more (go-bench/decimal-planted: Decimal_ExpTaylor, its allocating call repeated 3 times in 10).
 */
export const STATE_RANGE_FACTOR = 4;

/** Per-operation counts over b.N (go test's B/op and allocs/op carry `iterations`). */
export function isCountPerOperation(m: Metric): boolean {
  return (m.unit === 'B' || m.unit === 'allocs') && m.iterations !== undefined && (m.samples?.length ?? 0) >= 1;
}

/**
 * Bytes per iteration read off the heap, a mean given with its extremes alone (mitata's `heap`: avg, min, max over
 * the iterations it measured). A collection inside an iteration lowers that reading, so how often the GC ran decides
 * it: in an A/A pair of hono's routers (test/fixtures/mitata/hono-routers) express read 2,245–2,686 B a call in one
 * process and 668–2,457 in the next, 2,450 against 1,527, and random effects called it, as most routers' readings
 * stayed put.
 */
function isHeapReading(m: Metric): boolean {
  const s = m.spread;
  return m.unit === 'B' && m.exact === false && m.samples === undefined && s?.min !== undefined && s.max !== undefined
    && Object.keys(s).every((k) => k === 'min' || k === 'max');
}

/** What one side shows of its value's variation within the process: its range, its centre, how many values. */
interface WithinProcess {
  lo: number;
  hi: number;
  centre: number;
  count: number | undefined;
}

function withinProcess(m: Metric): WithinProcess | undefined {
  if (isCountPerOperation(m)) {
    const xs = m.samples!;
    return { lo: minOf(xs), hi: maxOf(xs), centre: median(xs), count: xs.length };
  }
  if (isHeapReading(m)) return { lo: m.spread!.min!, hi: m.spread!.max!, centre: m.value, count: m.n };
  return undefined;
}

/** go prints whole counts: shown as they are; a merged centre to 4 digits. */
function fmt(x: number): string {
  return Number.isInteger(x) ? `${x}` : `${Number(x.toPrecision(4))}`;
}

/**
 * Why a called count per operation is the process's state and not a change, or undefined: a run's total
 * over other b.N (judge.ts's sharedTotal), or a shift within STATE_RANGE_FACTOR × the larger within-side
 * range. Only where the samples of a side vary (a count constant within each side is the code's: the exact
 * test keeps calling it) and one process is on a side (several a side, `repeat`, measure the state's move).
 */
export function stateDependentCount(base: Metric, head: Metric): string | undefined {
  const b = withinProcess(base);
  const h = withinProcess(head);
  if (b === undefined || h === undefined) return undefined;
  if ((base.runs?.length ?? 1) >= 2 && (head.runs?.length ?? 1) >= 2) return undefined;
  const range = Math.max(b.hi - b.lo, h.hi - h.lo);
  if (range === 0) return undefined;
  // A run's total over its b.N, truncated (judge.ts): the same code run for other iterations.
  const perRun = sharedTotal(base, head);
  if (perRun !== undefined) return perRun;
  const shift = Math.abs(h.centre - b.centre);
  if (shift > STATE_RANGE_FACTOR * range) return undefined;
  const unit = base.unit === 'B' ? 'B/op' : 'allocs/op';
  const span = (r: { lo: number; hi: number }): string => (r.lo === r.hi ? fmt(r.lo) : `${fmt(r.lo)}–${fmt(r.hi)}`);
  const counts = b.count === undefined || h.count === undefined ? '' : `; ${b.count}/${h.count} samples`;
  return (
    `${unit} varies within one process (base ${span(b)}, head ${span(h)}${counts}), and an allocation made on every call is the same in every sample: ` +
    `this count depends on the process's state (a pool, the GC). The sides differ by ${fmt(shift)}, within ${STATE_RANGE_FACTOR}× that variation: not called, ` +
    'as one process a side cannot tell the state from the code (several processes a side would: repeat, or paired rounds)'
  );
}

/** Called rows of counts that the process's state explains become inconclusive, with the note saying why. */
export function holdStateDependentCounts(rows: readonly { row: ComparisonRow; base?: Metric; head?: Metric }[]): void {
  for (let ri = 0; ri < rows.length; ri++) {
    const { row, base, head } = rows[ri]!;
    if ((row.verdict !== 'regressed' && row.verdict !== 'improved') || base === undefined || head === undefined) continue;
    const note = stateDependentCount(base, head);
    if (note === undefined) continue;
    row.verdict = 'inconclusive';
    row.note = note;
    if (row.relative !== undefined) row.relative.verdict = 'inconclusive';
  }
}
