// The long-term history behind the dashboard: beside the baseline's 60-run window, one compact row per
// run for as long as the nightly job keeps carrying it forward. Columnar so a series' name is stored
// once, not once per run: per run only its commit, time, verdict and, per series, the centre and the
// interval [low, high], rounded to 5 significant digits (about 30 bytes per benchmark per run in JSON;
// test/dashboard/archive.test.ts measures it). No raw samples: they stay in each run's own artifact.
import { ARCHIVE_SCHEMA_ID, KEY_SEPARATOR, historyKey } from '../model/keys';
import type {
  Archive,
  ArchivePoint,
  ArchiveRun,
  ArchiveSeries,
  Direction,
  HistoryEntry,
  Metric,
  Results,
} from '../model/results';

/** Nightly runs for two years, with room to spare: a limit is a clear option, never a silent cut. */
export const DEFAULT_ARCHIVE_RUNS = 1000;

const round = (x: number): number => (Number.isFinite(x) ? Number(x.toPrecision(5)) : x);

/**
 * The interval a point is drawn with: the harness's confidence interval when it gave one, else the
 * runs' range (repeat), else ± 1.96 standard errors, else the sample range; a bare value has none.
 */
export function pointInterval(m: Metric): [number, number] {
  const s = m.spread;
  if (s?.ci) return [s.ci.lower, s.ci.upper];
  if (m.runs !== undefined && m.runs.length >= 2) {
    let lo = Infinity;
    let hi = -Infinity;
    for (const r of m.runs) {
      if (r < lo) lo = r;
      if (r > hi) hi = r;
    }
    return [lo, hi];
  }
  const n = m.samples?.length ?? m.n;
  const sem = s?.sem ?? (s?.stddev !== undefined && n !== undefined && n >= 2 ? s.stddev / Math.sqrt(n) : undefined);
  if (sem !== undefined) return [m.value - 1.96 * sem, m.value + 1.96 * sem];
  if (s?.error !== undefined) return [m.value - s.error, m.value + s.error];
  if (s?.min !== undefined && s.max !== undefined) return [s.min, s.max];
  return [m.value, m.value];
}

interface RunInfo {
  commit?: string;
  ref?: string;
  runId?: number;
  createdAt: string;
  verdict?: string;
}

function runInfo(r: RunInfo): RunInfo {
  return {
    ...(r.commit !== undefined ? { commit: r.commit } : {}),
    ...(r.ref !== undefined ? { ref: r.ref } : {}),
    ...(r.runId !== undefined ? { runId: r.runId } : {}),
    createdAt: r.createdAt,
    ...(r.verdict !== undefined ? { verdict: r.verdict } : {}),
  };
}

/** A mutable view of an archive that adds series by key in O(1). */
class ArchiveBuilder {
  readonly series: ArchiveSeries[];
  readonly runs: ArchiveRun[];
  private readonly index = new Map<string, number>();

  constructor(from?: Archive) {
    this.series = from ? from.series.slice() : [];
    this.runs = from ? from.runs.slice() : [];
    this.series.forEach((s, i) => this.index.set(s.key, i));
  }

  slot(key: string, unit: string, direction: Direction): number {
    let i = this.index.get(key);
    if (i === undefined) {
      i = this.series.length;
      this.series.push({ key, unit, direction });
      this.index.set(key, i);
    }
    return i;
  }

  add(info: RunInfo, values: Iterable<[number, [number, number, number]]>): void {
    const points: ArchivePoint[] = [];
    for (const [i, p] of values) {
      while (points.length < i) points.push(null);
      points[i] = [round(p[0]), round(p[1]), round(p[2])];
    }
    for (let i = 0; i < points.length; i++) if (points[i] === undefined) points[i] = null;
    this.runs.push({ ...runInfo(info), points });
  }

  build(keep: number): Archive {
    const runs = keep > 0 && this.runs.length > keep ? this.runs.slice(this.runs.length - keep) : this.runs;
    return { schema: ARCHIVE_SCHEMA_ID, series: this.series, runs };
  }
}

function pointsOf(b: ArchiveBuilder, results: Results): [number, [number, number, number]][] {
  const out: [number, [number, number, number]][] = [];
  for (const suite of results.suites) {
    if (suite.status === 'failed') continue;
    for (const bench of suite.benchmarks) {
      if (bench.status === 'failed') continue;
      for (const [metric, m] of Object.entries(bench.metrics)) {
        if (!Number.isFinite(m.value)) continue;
        const [lo, hi] = pointInterval(m);
        out.push([b.slot(historyKey(suite.name, bench.name, metric), m.unit, m.direction), [m.value, lo, hi]]);
      }
    }
  }
  return out.sort((x, y) => x[0] - y[0]);
}

/**
 * An archive for a baseline that has none yet (the first run after an upgrade): its 60-run history,
 * centres only (the window keeps no intervals), then the baseline itself. Units and directions of
 * series absent from the baseline's own suites are unknown and those series are left out.
 */
export function archiveFromHistory(results: Results): Archive {
  const b = new ArchiveBuilder();
  const own = pointsOf(b, results);
  const known = new Map(b.series.map((s, i) => [s.key, i]));
  for (const h of results.history ?? []) b.add(runInfo(h), historyPoints(h, known));
  b.add(runInfo(results.meta), own);
  return b.build(0);
}

function historyPoints(h: HistoryEntry, known: Map<string, number>): [number, [number, number, number]][] {
  const out: [number, [number, number, number]][] = [];
  for (const [key, v] of Object.entries(h.values)) {
    const i = known.get(key);
    if (i !== undefined && Number.isFinite(v)) out.push([i, [v, v, v]]);
  }
  return out.sort((x, y) => x[0] - y[0]);
}

/**
 * The archive the next baseline carries: the previous baseline's archive (or one seeded from its
 * history), then this run, keeping the newest `keep` runs.
 */
export function appendToArchive(previous: Results | undefined, current: Results, options: { keep?: number; verdict?: string } = {}): Archive {
  const seed = previous === undefined ? undefined : (previous.archive ?? archiveFromHistory(previous));
  const b = new ArchiveBuilder(seed);
  b.add({ ...current.meta, ...(options.verdict !== undefined ? { verdict: options.verdict } : {}) }, pointsOf(b, current));
  return b.build(options.keep ?? DEFAULT_ARCHIVE_RUNS);
}

/**
 * Several archives (or results files from different nights) as one: runs merged by time, a run seen
 * twice (same run id, or same commit and time) kept once, series matched by key.
 */
export function mergeArchives(archives: readonly Archive[]): Archive {
  const b = new ArchiveBuilder();
  const all: { run: ArchiveRun; series: ArchiveSeries[] }[] = [];
  for (const a of archives) for (const run of a.runs) all.push({ run, series: a.series });
  all.sort((x, y) => (x.run.createdAt < y.run.createdAt ? -1 : x.run.createdAt > y.run.createdAt ? 1 : 0));
  const seen = new Set<string>();
  for (const { run, series } of all) {
    const id = run.runId !== undefined ? `id:${run.runId}` : `at:${run.commit ?? ''}@${run.createdAt}`;
    if (seen.has(id)) continue;
    seen.add(id);
    const values: [number, [number, number, number]][] = [];
    run.points.forEach((p, i) => {
      const s = series[i];
      if (p !== null && s !== undefined) values.push([b.slot(s.key, s.unit, s.direction), p]);
    });
    values.sort((x, y) => x[0] - y[0]);
    b.add(run, values);
  }
  return b.build(0);
}

/** suite, benchmark and metric of a series key. */
export function splitKey(key: string): [string, string, string] {
  const parts = key.split(KEY_SEPARATOR);
  const metric = parts.pop() ?? '';
  const suite = parts.shift() ?? '';
  return [suite, parts.join(KEY_SEPARATOR), metric];
}
