#!/usr/bin/env node
import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  external_exports
} from "./chunk-4OMHAOVV.js";
import {
  ARCHIVE_SCHEMA_ID,
  RESULTS_SCHEMA_ID,
  STATISTICS
} from "./chunk-DQAUADO5.js";

// src/model/results.ts
var Direction = external_exports.enum(["smaller", "bigger"]);
var Interval = external_exports.object({
  lower: external_exports.number(),
  upper: external_exports.number(),
  /** Confidence level as a fraction, e.g. 0.95. */
  level: external_exports.number().gt(0).lt(1)
});
var Spread = external_exports.object({
  stddev: external_exports.number().nonnegative().optional(),
  /** Median absolute deviation. */
  mad: external_exports.number().nonnegative().optional(),
  /** Standard error of the mean. */
  sem: external_exports.number().nonnegative().optional(),
  iqr: external_exports.number().nonnegative().optional(),
  min: external_exports.number().optional(),
  max: external_exports.number().optional(),
  /** Half-width of an error bar the harness printed as `± x` (e.g. JMH scoreError, libtest +/-). */
  error: external_exports.number().nonnegative().optional(),
  /** Relative margin of error as a fraction (benchmark.js / tinybench `±2.07%` → 0.0207). */
  rme: external_exports.number().nonnegative().optional(),
  ci: Interval.optional()
});
var Statistic = external_exports.enum(STATISTICS);
var Metric = external_exports.object({
  unit: external_exports.string(),
  direction: Direction,
  /** The harness's own central estimate (which one: `statistic`). */
  value: external_exports.number(),
  statistic: Statistic.optional(),
  /** Raw per-iteration (or per-run) values in the metric's unit, when the harness exposes them. */
  samples: external_exports.array(external_exports.number()).optional(),
  /**
   * The samples as a file stores them when they repeat (sample-tally.ts): each distinct value once, ascending,
   * with how many samples had it. Read back as `samples` (ascending: no comparison uses their order); never
   * beside them. pytest-benchmark's sub-microsecond rounds are whole timer ticks: the 846,845 samples of one
   * hpack benchmark over 5 processes held 7,782 values.
   */
  tally: external_exports.object({ values: external_exports.array(external_exports.number()), counts: external_exports.array(external_exports.number().int().positive()) }).optional(),
  /** Number of samples behind `value` (may exceed samples.length when samples were not exposed). */
  n: external_exports.number().int().nonnegative().optional(),
  spread: Spread.optional(),
  /**
   * True for counts that do not vary between runs (allocs/op, sizes): compared exactly, no test. False for a value
   * whose samples can all be equal within one process and still differ between processes (peak RSS): never
   * inferred exact from equal samples. Absent: a non-time metric whose samples are all equal is taken as exact.
   */
  exact: external_exports.boolean().optional(),
  /**
   * True for a value about the measurement rather than the code (the RMS error of a complexity fit): it
   * moves with the noise of the points fitted, so it is shown and never judged.
   */
  diagnostic: external_exports.boolean().optional(),
  /**
   * True where the output does not say which way is better (a Google Benchmark user counter: its JSON
   * carries no flags): `direction` is a placeholder, and the metric is shown, judged only once the
   * config gives its direction.
   */
  undirected: external_exports.boolean().optional(),
  /**
   * The step of the value's last printed digit, in the metric's unit, where the harness printed it rounded
   * (JMH's console table: 3 decimals, and `≈ 10ⁿ` below them), or the timer's step where the value is a whole
   * number of them (vitest bench's median of per-iteration timings): base and head closer than that cannot show a change.
   */
  resolution: external_exports.number().positive().optional(),
  /**
   * The central value of each independent run (process) whose samples were merged here (`repeat`, the
   * demo's rounds). Samples of one process share its JIT decisions, code alignment and memory layout,
   * which can move a whole run by 20 % or more; with two or more runs on each side the run, not the
   * sample, is the unit of comparison.
   */
  runs: external_exports.array(external_exports.number()).optional(),
  /** Paired rounds (`run --paired`): the round index of each value in `runs`. */
  rounds: external_exports.array(external_exports.number().int().positive()).optional(),
  /**
   * The iterations behind each sample, where a sample is a run's total over them truncated to a whole number
   * (go test's B/op and allocs/op over b.N): the same total over other iterations gives another value.
   */
  iterations: external_exports.array(external_exports.number().int().positive()).optional(),
  /**
   * Calls timed together in each sample, the sample their total ÷ this (pytest-benchmark's iterations per
   * round): reading the timer costs each sample the same, spread over this many calls.
   */
  callsPerSample: external_exports.number().int().positive().optional()
}).superRefine((m, ctx) => {
  if (m.unit !== "ns") return;
  if (m.value < 0) ctx.addIssue({ code: "custom", path: ["value"], message: `a time cannot be negative; got ${m.value} ns` });
  const bad = m.samples?.findIndex((x) => x < 0) ?? -1;
  if (bad >= 0) ctx.addIssue({ code: "custom", path: ["samples", bad], message: `a time cannot be negative; got ${m.samples[bad]} ns` });
  const badTally = m.tally?.values.findIndex((x) => x < 0) ?? -1;
  if (badTally >= 0) ctx.addIssue({ code: "custom", path: ["tally", "values", badTally], message: `a time cannot be negative; got ${m.tally.values[badTally]} ns` });
}).superRefine((m, ctx) => {
  const t = m.tally;
  if (t === void 0) return;
  if (m.samples !== void 0) ctx.addIssue({ code: "custom", path: ["tally"], message: "a metric has samples or a tally of them, not both" });
  if (t.values.length !== t.counts.length) ctx.addIssue({ code: "custom", path: ["tally", "counts"], message: `one count per value: ${t.values.length} values, ${t.counts.length} counts` });
  const at = t.values.findIndex((x, i) => i > 0 && !(x > t.values[i - 1]));
  if (at >= 0) ctx.addIssue({ code: "custom", path: ["tally", "values", at], message: "the values of a tally are distinct and ascending" });
});
function repeatedNames(list, what, add) {
  const first = /* @__PURE__ */ new Map();
  list.forEach((x, i) => {
    const was = first.get(x.name);
    if (was === void 0) first.set(x.name, i);
    else if (what === "benchmark") add(i, `benchmark "${x.name}" appears twice in this suite (also at benchmarks[${was}]); names must be unique`);
    else add(i, `suite "${x.name}" appears twice (also at suites[${was}]); names must be unique`);
  });
}
var Benchmark = external_exports.object({
  name: external_exports.string().min(1),
  params: external_exports.record(external_exports.string(), external_exports.string()).optional(),
  /** Harness-level group (pytest-benchmark group, vitest describe, Catch2 test case). */
  group: external_exports.string().optional(),
  /** A benchmark that failed inside a passing run is kept, marked failed, never dropped. */
  status: external_exports.enum(["ok", "failed"]).optional(),
  error: external_exports.string().optional(),
  /**
   * Every run of the command exited with this code, not 0, and the harness was told to go on (`hyperfine -i`):
   * the command's own outcome (grep matching nothing, a linter reporting), not a failure. Compared only with a
   * side that exited alike: a head that now exits at once with an error is not faster.
   */
  exitCode: external_exports.number().int().optional(),
  /**
   * Why this benchmark's name may stand for another benchmark in another run: pytest-benchmark's table prints
   * two modules' `test_work` alike, in the order of their times, so the name and its ` (2)` swap between runs.
   * Shown with this note, never compared.
   */
  ambiguous: external_exports.string().optional(),
  metrics: external_exports.record(external_exports.string(), Metric)
});
var Suite = external_exports.object({
  name: external_exports.string().min(1),
  harness: external_exports.string().min(1),
  status: external_exports.enum(["ok", "failed"]),
  error: external_exports.string().optional(),
  // A name twice in one suite cannot be paired with its baseline: refused where it enters (a results
  // file, an artifact), with both positions. Linear: one Set over the suite.
  benchmarks: external_exports.array(Benchmark).superRefine((list, ctx) => repeatedNames(list, "benchmark", (i, message) => ctx.addIssue({ code: "custom", path: [i, "name"], message }))),
  /** Wall time of the suite's command, when benchgate ran it. */
  durationMs: external_exports.number().nonnegative().optional(),
  exitCode: external_exports.number().int().nullable().optional(),
  warnings: external_exports.array(external_exports.string()).optional(),
  /** Paired rounds: the round this run of the suite belongs to, and the side (base or head tree). */
  round: external_exports.number().int().positive().optional(),
  side: external_exports.enum(["base", "head"]).optional()
});
var Runner = external_exports.object({
  os: external_exports.string(),
  arch: external_exports.string(),
  cpu: external_exports.string(),
  cores: external_exports.number().int().nonnegative()
});
var HistoryEntry = external_exports.object({
  commit: external_exports.string().optional(),
  ref: external_exports.string().optional(),
  runId: external_exports.number().int().optional(),
  createdAt: external_exports.string(),
  /** key: `suite␟benchmark␟metric` (see historyKey) → central value in canonical unit. */
  values: external_exports.record(external_exports.string(), external_exports.number())
});
var ArchiveSeries = external_exports.object({
  /** historyKey(suite, benchmark, metric). */
  key: external_exports.string(),
  unit: external_exports.string(),
  direction: Direction
});
var ArchivePoint = external_exports.union([external_exports.tuple([external_exports.number(), external_exports.number(), external_exports.number()]), external_exports.null()]);
var ArchiveRun = external_exports.object({
  commit: external_exports.string().optional(),
  ref: external_exports.string().optional(),
  runId: external_exports.number().int().optional(),
  createdAt: external_exports.string(),
  /** The run's overall verdict against its own baseline (comparison summary), when known. */
  verdict: external_exports.string().optional(),
  /** Aligned with `series`; shorter when series were added after this run. */
  points: external_exports.array(ArchivePoint)
});
var Archive = external_exports.object({
  schema: external_exports.literal(ARCHIVE_SCHEMA_ID),
  series: external_exports.array(ArchiveSeries),
  /** Oldest first; the newest is the run that wrote the archive. */
  runs: external_exports.array(ArchiveRun)
});
var Results = external_exports.object({
  schema: external_exports.literal(RESULTS_SCHEMA_ID),
  meta: external_exports.object({
    commit: external_exports.string().optional(),
    ref: external_exports.string().optional(),
    createdAt: external_exports.string(),
    runner: Runner,
    runId: external_exports.number().int().optional(),
    pullRequest: external_exports.number().int().optional(),
    baseSha: external_exports.string().optional(),
    /** One part of a sharded run (`shard: K/N`): merged with the others by `benchgate merge` / mode merge. */
    shard: external_exports.object({ index: external_exports.number().int().positive(), count: external_exports.number().int().positive() }).optional(),
    /** The matrix environment that produced this part (e.g. `ubuntu-latest`): its suites keep their own rows. */
    environment: external_exports.string().min(1).optional(),
    /** After a merge: the shards that were expected and never arrived (their rows are absent, not unchanged). */
    missingShards: external_exports.array(external_exports.number().int().positive()).optional(),
    /** Paired rounds (`run --paired REF`): the base ref and commit, the order seed and each round's order. */
    paired: external_exports.object({
      ref: external_exports.string(),
      commit: external_exports.string().optional(),
      seed: external_exports.number(),
      rounds: external_exports.number().int().nonnegative(),
      orders: external_exports.array(external_exports.object({ round: external_exports.number().int().positive(), order: external_exports.array(external_exports.object({ suite: external_exports.string(), side: external_exports.enum(["base", "head"]) })) }))
    }).optional()
  }),
  // A suite name twice cannot be paired with its baseline either: each side's first and last of a name
  // would meet, and an unchanged run read as a change. benchgate writes one suite a name (config names are
  // unique, shards merge by name).
  suites: external_exports.array(Suite).superRefine((list, ctx) => repeatedNames(list, "suite", (i, message) => ctx.addIssue({ code: "custom", path: [i, "name"], message }))),
  /** Bounded history of earlier runs (oldest first), newest excluded: that is `suites`. */
  history: external_exports.array(HistoryEntry).optional(),
  /** Long-term history for the dashboard (builder: src/baseline/archive.ts), carried by baselines of the base branch. */
  archive: Archive.optional()
});

export {
  Direction,
  repeatedNames,
  Benchmark,
  Suite,
  Results
};
