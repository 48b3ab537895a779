// The common results schema: every harness output is parsed into this, and baselines are stored in it.
// Public contract (README "Results schema"): fields may be added, never renamed.
import { z } from 'zod';
import { ARCHIVE_SCHEMA_ID, RESULTS_SCHEMA_ID, STATISTICS } from './keys';

export { ARCHIVE_SCHEMA_ID, KEY_SEPARATOR, RESULTS_SCHEMA_ID, historyKey, seriesAnchor } from './keys';

export const Direction = z.enum(['smaller', 'bigger']);
export type Direction = z.infer<typeof Direction>;

/** A confidence interval around a metric's central estimate, in the metric's unit. */
export const Interval = z.object({
  lower: z.number(),
  upper: z.number(),
  /** Confidence level as a fraction, e.g. 0.95. */
  level: z.number().gt(0).lt(1),
});
export type Interval = z.infer<typeof Interval>;

/**
 * Spreads as the harness reported them, all in the metric's unit except `rme` (a fraction).
 * Which fields are present depends on the harness; renderers pick the best one available.
 */
export const Spread = z.object({
  stddev: z.number().nonnegative().optional(),
  /** Median absolute deviation. */
  mad: z.number().nonnegative().optional(),
  /** Standard error of the mean. */
  sem: z.number().nonnegative().optional(),
  iqr: z.number().nonnegative().optional(),
  min: z.number().optional(),
  max: z.number().optional(),
  /** Half-width of an error bar the harness printed as `± x` (e.g. JMH scoreError, libtest +/-). */
  error: z.number().nonnegative().optional(),
  /** Relative margin of error as a fraction (benchmark.js / tinybench `±2.07%` → 0.0207). */
  rme: z.number().nonnegative().optional(),
  ci: Interval.optional(),
});
export type Spread = z.infer<typeof Spread>;

export const Statistic = z.enum(STATISTICS);
export type Statistic = z.infer<typeof Statistic>;

export const Metric = z.object({
  unit: z.string(),
  direction: Direction,
  /** The harness's own central estimate (which one: `statistic`). */
  value: z.number(),
  statistic: Statistic.optional(),
  /** Raw per-iteration (or per-run) values in the metric's unit, when the harness exposes them. */
  samples: z.array(z.number()).optional(),
  /**
   * The samples as a file stores them when they repeat (sample-tally.ts): each distinct value once, ascending,
   * with how many samples had it. Read back as `samples` (ascending: no comparison uses their order); never
   * beside them. pytest-benchmark's sub-microsecond rounds are whole timer ticks: the 846,845 samples of one
   * hpack benchmark over 5 processes held 7,782 values.
   */
  tally: z.object({ values: z.array(z.number()), counts: z.array(z.number().int().positive()) }).optional(),
  /** Number of samples behind `value` (may exceed samples.length when samples were not exposed). */
  n: z.number().int().nonnegative().optional(),
  spread: Spread.optional(),
  /**
   * True for counts that do not vary between runs (allocs/op, sizes): compared exactly, no test. False for a value
   * whose samples can all be equal within one process and still differ between processes (peak RSS): never
   * inferred exact from equal samples. Absent: a non-time metric whose samples are all equal is taken as exact.
   */
  exact: z.boolean().optional(),
  /**
   * True for a value about the measurement rather than the code (the RMS error of a complexity fit): it
   * moves with the noise of the points fitted, so it is shown and never judged.
   */
  diagnostic: z.boolean().optional(),
  /**
   * True where the output does not say which way is better (a Google Benchmark user counter: its JSON
   * carries no flags): `direction` is a placeholder, and the metric is shown, judged only once the
   * config gives its direction.
   */
  undirected: z.boolean().optional(),
  /**
   * The step of the value's last printed digit, in the metric's unit, where the harness printed it rounded
   * (JMH's console table: 3 decimals, and `≈ 10ⁿ` below them), or the timer's step where the value is a whole
   * number of them (vitest bench's median of per-iteration timings): base and head closer than that cannot show a change.
   */
  resolution: z.number().positive().optional(),
  /**
   * The central value of each independent run (process) whose samples were merged here (`repeat`, the
   * demo's rounds). Samples of one process share its JIT decisions, code alignment and memory layout,
   * which can move a whole run by 20 % or more; with two or more runs on each side the run, not the
   * sample, is the unit of comparison.
   */
  runs: z.array(z.number()).optional(),
  /** Paired rounds (`run --paired`): the round index of each value in `runs`. */
  rounds: z.array(z.number().int().positive()).optional(),
  /**
   * The iterations behind each sample, where a sample is a run's total over them truncated to a whole number
   * (go test's B/op and allocs/op over b.N): the same total over other iterations gives another value.
   */
  iterations: z.array(z.number().int().positive()).optional(),
  /**
   * Calls timed together in each sample, the sample their total ÷ this (pytest-benchmark's iterations per
   * round): reading the timer costs each sample the same, spread over this many calls.
   */
  callsPerSample: z.number().int().positive().optional(),
}).superRefine((m, ctx) => {
  // A time cannot be negative (zod already refuses NaN and infinities).
  if (m.unit !== 'ns') return;
  if (m.value < 0) ctx.addIssue({ code: 'custom', path: ['value'], message: `a time cannot be negative; got ${m.value} ns` });
  const bad = m.samples?.findIndex((x) => x < 0) ?? -1;
  if (bad >= 0) ctx.addIssue({ code: 'custom', path: ['samples', bad], message: `a time cannot be negative; got ${m.samples![bad]} ns` });
  const badTally = m.tally?.values.findIndex((x) => x < 0) ?? -1;
  if (badTally >= 0) ctx.addIssue({ code: 'custom', path: ['tally', 'values', badTally], message: `a time cannot be negative; got ${m.tally!.values[badTally]} ns` });
}).superRefine((m, ctx) => {
  const t = m.tally;
  if (t === undefined) return;
  if (m.samples !== undefined) ctx.addIssue({ code: 'custom', path: ['tally'], message: 'a metric has samples or a tally of them, not both' });
  if (t.values.length !== t.counts.length) ctx.addIssue({ code: 'custom', path: ['tally', 'counts'], message: `one count per value: ${t.values.length} values, ${t.counts.length} counts` });
  const at = t.values.findIndex((x, i) => i > 0 && !(x > t.values[i - 1]!));
  if (at >= 0) ctx.addIssue({ code: 'custom', path: ['tally', 'values', at], message: 'the values of a tally are distinct and ascending' });
});
export type Metric = z.infer<typeof Metric>;

/**
 * Each name after the first of its kind in a list of suites, or of one suite's benchmarks, with where the
 * first is: names must be unique (see Suite.benchmarks and Results.suites). Linear: one Map over the list.
 */
export function repeatedNames(list: readonly { name: string }[], what: 'suite' | 'benchmark', add: (index: number, message: string) => void): void {
  const first = new Map<string, number>();
  list.forEach((x, i) => {
    const was = first.get(x.name);
    if (was === undefined) first.set(x.name, i);
    else if (what === 'benchmark') add(i, `benchmark "${x.name}" appears twice in this suite (also at benchmarks[${was}]); names must be unique`);
    else add(i, `suite "${x.name}" appears twice (also at suites[${was}]); names must be unique`);
  });
}

export const Benchmark = z.object({
  name: z.string().min(1),
  params: z.record(z.string(), z.string()).optional(),
  /** Harness-level group (pytest-benchmark group, vitest describe, Catch2 test case). */
  group: z.string().optional(),
  /** A benchmark that failed inside a passing run is kept, marked failed, never dropped. */
  status: z.enum(['ok', 'failed']).optional(),
  error: z.string().optional(),
  /**
   * Every run of the command exited with this code, not 0, and the harness was told to go on (`hyperfine -i`):
   * the command's own outcome (grep matching nothing, a linter reporting), not a failure. Compared only with a
   * side that exited alike: a head that now exits at once with an error is not faster.
   */
  exitCode: z.number().int().optional(),
  /**
   * Why this benchmark's name may stand for another benchmark in another run: pytest-benchmark's table prints
   * two modules' `test_work` alike, in the order of their times, so the name and its ` (2)` swap between runs.
   * Shown with this note, never compared.
   */
  ambiguous: z.string().optional(),
  metrics: z.record(z.string(), Metric),
});
export type Benchmark = z.infer<typeof Benchmark>;

export const Suite = z.object({
  name: z.string().min(1),
  harness: z.string().min(1),
  status: z.enum(['ok', 'failed']),
  error: z.string().optional(),
  // A name twice in one suite cannot be paired with its baseline: refused where it enters (a results
  // file, an artifact), with both positions. Linear: one Set over the suite.
  benchmarks: z.array(Benchmark).superRefine((list, ctx) => repeatedNames(list, 'benchmark', (i, message) => ctx.addIssue({ code: 'custom', path: [i, 'name'], message }))),
  /** Wall time of the suite's command, when benchgate ran it. */
  durationMs: z.number().nonnegative().optional(),
  exitCode: z.number().int().nullable().optional(),
  warnings: z.array(z.string()).optional(),
  /** Paired rounds: the round this run of the suite belongs to, and the side (base or head tree). */
  round: z.number().int().positive().optional(),
  side: z.enum(['base', 'head']).optional(),
});
export type Suite = z.infer<typeof Suite>;

export const Runner = z.object({
  os: z.string(),
  arch: z.string(),
  cpu: z.string(),
  cores: z.number().int().nonnegative(),
});
export type Runner = z.infer<typeof Runner>;

/** One earlier run, reduced to per-benchmark central values, carried forward in baselines. */
export const HistoryEntry = z.object({
  commit: z.string().optional(),
  ref: z.string().optional(),
  runId: z.number().int().optional(),
  createdAt: z.string(),
  /** key: `suite␟benchmark␟metric` (see historyKey) → central value in canonical unit. */
  values: z.record(z.string(), z.number()),
});
export type HistoryEntry = z.infer<typeof HistoryEntry>;

/*
 * The long-term history (builder: src/baseline/archive.ts): beside the 60-run window, one compact row
 * per run. Columnar, so a series' name is stored once, not once per run.
 */
export const ArchiveSeries = z.object({
  /** historyKey(suite, benchmark, metric). */
  key: z.string(),
  unit: z.string(),
  direction: Direction,
});
export type ArchiveSeries = z.infer<typeof ArchiveSeries>;

/** [centre, low, high] in the series' unit, or null where the run lacks the series. */
export const ArchivePoint = z.union([z.tuple([z.number(), z.number(), z.number()]), z.null()]);
export type ArchivePoint = z.infer<typeof ArchivePoint>;

export const ArchiveRun = z.object({
  commit: z.string().optional(),
  ref: z.string().optional(),
  runId: z.number().int().optional(),
  createdAt: z.string(),
  /** The run's overall verdict against its own baseline (comparison summary), when known. */
  verdict: z.string().optional(),
  /** Aligned with `series`; shorter when series were added after this run. */
  points: z.array(ArchivePoint),
});
export type ArchiveRun = z.infer<typeof ArchiveRun>;

export const Archive = z.object({
  schema: z.literal(ARCHIVE_SCHEMA_ID),
  series: z.array(ArchiveSeries),
  /** Oldest first; the newest is the run that wrote the archive. */
  runs: z.array(ArchiveRun),
});
export type Archive = z.infer<typeof Archive>;

export const Results = z.object({
  schema: z.literal(RESULTS_SCHEMA_ID),
  meta: z.object({
    commit: z.string().optional(),
    ref: z.string().optional(),
    createdAt: z.string(),
    runner: Runner,
    runId: z.number().int().optional(),
    pullRequest: z.number().int().optional(),
    baseSha: z.string().optional(),
    /** One part of a sharded run (`shard: K/N`): merged with the others by `benchgate merge` / mode merge. */
    shard: z.object({ index: z.number().int().positive(), count: z.number().int().positive() }).optional(),
    /** The matrix environment that produced this part (e.g. `ubuntu-latest`): its suites keep their own rows. */
    environment: z.string().min(1).optional(),
    /** After a merge: the shards that were expected and never arrived (their rows are absent, not unchanged). */
    missingShards: z.array(z.number().int().positive()).optional(),
    /** Paired rounds (`run --paired REF`): the base ref and commit, the order seed and each round's order. */
    paired: z
      .object({
        ref: z.string(),
        commit: z.string().optional(),
        seed: z.number(),
        rounds: z.number().int().nonnegative(),
        orders: z.array(z.object({ round: z.number().int().positive(), order: z.array(z.object({ suite: z.string(), side: z.enum(['base', 'head']) })) })),
      })
      .optional(),
  }),
  // A suite name twice cannot be paired with its baseline either: each side's first and last of a name
  // would meet, and an unchanged run read as a change. benchgate writes one suite a name (config names are
  // unique, shards merge by name).
  suites: z.array(Suite).superRefine((list, ctx) => repeatedNames(list, 'suite', (i, message) => ctx.addIssue({ code: 'custom', path: [i, 'name'], message }))),
  /** Bounded history of earlier runs (oldest first), newest excluded: that is `suites`. */
  history: z.array(HistoryEntry).optional(),
  /** Long-term history for the dashboard (builder: src/baseline/archive.ts), carried by baselines of the base branch. */
  archive: Archive.optional(),
});
export type Results = z.infer<typeof Results>;
