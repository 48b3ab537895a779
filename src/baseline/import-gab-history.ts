// github-action-benchmark's gh-pages history (`data.js`, written by its src/write.ts as
// `window.BENCHMARK_DATA = <JSON>`) → benchgate history entries, one per recorded commit, oldest first.
//   "benches": [ { "name": "tests/test_main.py::test_main_succeeds", "value": 952.48, "unit": "iter/sec", … } ]
// Pure: the CLI reads the file and writes the baseline.
import { historyKey } from '../model/keys';
import type { HistoryEntry } from '../model/results';
import { timeFactor } from '../model/units';
import { median } from '../compare/stats/descriptive';
import { goMetricKey } from '../parse/go-bench';

const RATES = new Set(['iter/sec', 'ops/sec', 'ops/s', 'op/s', 'Hz']);

/** A GAB unit → benchgate metric and factor: `ns/iter` is time in ns, `iter/sec` throughput, else as written. */
function metricOf(unit: string): { metric: string; factor: number } {
  const u = unit.trim();
  const t = timeFactor(u.replace(/\/(iter|op)$/, ''));
  if (t !== undefined) return { metric: 'time', factor: t };
  if (RATES.has(u)) return { metric: 'throughput', factor: 1 };
  return { metric: 'value', factor: 1 };
}

/** Google Benchmark's aggregates of repetitions, as github-action-benchmark keeps them: one bench per statistic. */
const AGGREGATE = /^(.+)_(mean|median|stddev|cv)$/;

/**
 * One run's benches → values by history key. Names that repeat (`go test -count=10`: ten `BenchmarkDummy`
 * a run) are one benchmark's samples: its median is kept, as benchgate's own parsers take it (the last of
 * them overwrote the rest). Google Benchmark's `<name>_mean`, `_median`, `_stddev`, `_cv` of one name are
 * that name's statistics, not benchmarks (a stddev of 3.8e-7 ns was a time series that could regress): the
 * repetitions' median where they are there too, else the `_median` (else the `_mean`), under the name
 * benchgate's google-benchmark parser gives it. A go run's units are read as benchgate's go parser reads them.
 */
function runValues(suite: string, benches: { name: string; value: number; unit: string }[], tool: unknown): Record<string, number> {
  const aggregatesOf = new Map<string, Set<string>>();
  if (tool === 'googlecpp') {
    for (const b of benches) {
      const m = AGGREGATE.exec(b.name);
      if (m === null) continue;
      const seen = aggregatesOf.get(m[1]!);
      if (seen === undefined) aggregatesOf.set(m[1]!, new Set([m[2]!]));
      else seen.add(m[2]!);
    }
    // A name that merely ends in `_mean` is a benchmark: aggregates come at least two to a name.
    for (const [name, kinds] of aggregatesOf) if (kinds.size < 2) aggregatesOf.delete(name);
  }
  const plain = new Set<string>();
  for (const b of benches) if (!aggregatesOf.has(AGGREGATE.exec(b.name)?.[1] ?? '\u0000')) plain.add(b.name);
  const samples = new Map<string, number[]>();
  for (const b of benches) {
    const m = AGGREGATE.exec(b.name);
    const kinds = m === null ? undefined : aggregatesOf.get(m[1]!);
    let name = b.name;
    if (kinds !== undefined) {
      const wanted = kinds.has('median') ? 'median' : 'mean';
      // Spreads are not values; and the repetitions themselves, where kept, say more than their summary.
      if (m![2] !== wanted || plain.has(m![1]!)) continue;
      name = m![1]!;
    }
    // go: a benchmark's metrics are `<name> - <unit>` (github-action-benchmark 1.16+), each keyed by its unit as
    // benchgate's go parser keys it; earlier versions kept the rest of the line in the unit (`ns/op\t  4.000
    // auxMetricUnits`), whose first word is the value's.
    const unit = tool === 'go' ? (b.unit.trim().split(/\s+/, 1)[0] ?? b.unit) : b.unit;
    const dash = tool === 'go' && name.endsWith(` - ${unit}`) ? name.length - unit.length - 3 : -1;
    if (dash > 0) name = name.slice(0, dash);
    const { metric, factor } = tool === 'go' ? { metric: goMetricKey(unit), factor: 1 } : metricOf(unit);
    const key = historyKey(suite, name, metric);
    const list = samples.get(key);
    if (list === undefined) samples.set(key, [b.value * factor]);
    else list.push(b.value * factor);
  }
  const values: Record<string, number> = {};
  for (const [key, xs] of samples) values[key] = median(xs);
  return values;
}

export function importGabHistory(text: string, file = 'data.js'): HistoryEntry[] {
  const m = /^\s*window\.BENCHMARK_DATA\s*=\s*/.exec(text);
  if (!m) throw new Error(`${file}:1: expected "window.BENCHMARK_DATA = {…}", found ${JSON.stringify(text.slice(0, 40))}`);
  let data: unknown;
  try {
    data = JSON.parse(text.slice(m[0].length).trim().replace(/;$/, ''));
  } catch (e) {
    throw new Error(`${file}: expected JSON after "window.BENCHMARK_DATA =" (${(e as Error).message})`, { cause: e });
  }
  const entries = (data as { entries?: unknown }).entries;
  if (typeof entries !== 'object' || entries === null) throw new Error(`${file}: entries: expected an object of benchmark sets`);
  // The sets of one commit are one entry; a commit run again in a set (a re-run, a nightly) is another entry,
  // its k-th run joined with the other sets' k-th: the last run of a commit overwrote its earlier ones.
  const byRun = new Map<string, HistoryEntry & { date: number }>();
  for (const [suite, runs] of Object.entries(entries as Record<string, unknown>)) {
    if (!Array.isArray(runs)) throw new Error(`${file}: entries.${suite}: expected an array`);
    const seen = new Map<string, number>();
    runs.forEach((run: { commit?: { id?: unknown }; date?: unknown; tool?: unknown; benches?: unknown }, i) => {
      const where = `${file}: entries.${suite}[${i}]`;
      if (typeof run?.date !== 'number' || !Array.isArray(run.benches)) throw new Error(`${where}: expected { date: number, benches: [...] }`);
      const commit = typeof run.commit?.id === 'string' ? run.commit.id : undefined;
      const at = commit ?? `date:${run.date}`;
      const k = seen.get(at) ?? 0;
      seen.set(at, k + 1);
      const key = `${at}\u0000${k}`;
      const entry = byRun.get(key) ?? { ...(commit ? { commit } : {}), createdAt: new Date(run.date).toISOString(), values: {}, date: run.date };
      const benches = run.benches as { name?: unknown; value?: unknown; unit?: unknown }[];
      for (let j = 0; j < benches.length; j++) {
        const b = benches[j];
        if (typeof b?.name !== 'string' || typeof b.value !== 'number' || !Number.isFinite(b.value) || typeof b.unit !== 'string') {
          throw new Error(`${where}.benches[${j}]: expected { name, value: number, unit }`);
        }
      }
      Object.assign(entry.values, runValues(suite, benches as { name: string; value: number; unit: string }[], run.tool));
      byRun.set(key, entry);
    });
  }
  return [...byRun.values()].sort((a, b) => a.date - b.date).map(({ date: _date, ...e }) => e);
}
