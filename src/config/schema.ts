// The schema of `.github/benchgate.yml`. Keys are kebab-case like GitHub's own YAML files.
// Public contract: keys may be added, never renamed. scripts/write-config-schema.ts turns this into
// schema/benchgate.schema.json for editors.
import { z } from 'zod';

/** A percentage: `5`, `5%` or `"5 %"` all mean 5 %. */
export const Percent = z.union([
  z.number().min(0).max(1000),
  z
    .string()
    .regex(/^\s*\d+(\.\d+)?\s*%?\s*$/, 'a percentage such as 5 or "5%"')
    // Refinements run after a failed regex too: only a number above 1000 is this problem.
    .refine((t) => !(Number(t.replace('%', '').trim()) > 1000), 'a percentage of at most 1000 (a floor beyond it would call nothing)'),
]);

/** The longest timer Node keeps (2^31 − 1 ms, 24.8 days): a longer one fires at once. */
const MAX_DURATION_S = Math.floor((2 ** 31 - 1) / 1000);
const DURATION_FACTOR_S: Record<string, number> = { ms: 0.001, s: 1, m: 60, h: 3600 };

/** Seconds as a number, or a duration such as `90s`, `10m`, `1h`. */
export const Duration = z.union([
  z.number().positive().max(MAX_DURATION_S, `at most ${MAX_DURATION_S} s (24 days): Node's timers hold no longer`),
  z
    .string()
    .regex(/^\s*\d+(\.\d+)?\s*(ms|s|m|h)\s*$/, 'a duration such as 90s, 10m or 1h')
    .refine((t) => {
      const m = /^\s*(\d+(?:\.\d+)?)\s*(ms|s|m|h)\s*$/.exec(t);
      if (m === null) return true; // the regex said what is wrong
      const seconds = Number(m[1]) * DURATION_FACTOR_S[m[2]!]!;
      return seconds > 0 && seconds <= MAX_DURATION_S;
    }, `a duration above 0 and at most 24 days (Node's timers hold no longer)`),
]);

export const Thresholds = z
  .object({
    'noise-floor': Percent.optional().describe('Changes smaller than this are never called (default 5 %).'),
    alpha: z.number().gt(0).lt(1).optional().describe('Significance level before FDR control (default 0.05).'),
    'single-run-floor': Percent.optional().describe(
      'Noise floor used when the baseline is one run from another job and carries no history (default 10 %).',
    ),
    'process-sigma': Percent.optional().describe(
      'Between-process spread assumed for one run a side where a suite has fewer than 5 benchmarks in a metric to measure it (default 30 %, the upper end of what real suites measured on shared 2-core runners; lower it only for a quiet dedicated machine, where `repeat` has shown it).',
    ),
  })
  .strict();
export type Thresholds = z.infer<typeof Thresholds>;

export const MetricSettings = Thresholds.extend({
  ignore: z.boolean().optional().describe('Show the metric but never give it a verdict.'),
  direction: z.enum(['smaller', 'bigger']).optional().describe('Override which direction is better.'),
}).strict();
export type MetricSettings = z.infer<typeof MetricSettings>;

export const BenchmarkRule = Thresholds.extend({
  match: z.string().min(1).describe('Glob on the benchmark name (`*` any run of characters, `?` one).'),
  ignore: z.boolean().optional(),
  gate: z.string().optional().describe('The metric whose verdict counts for this benchmark (e.g. memory).'),
  metrics: z.record(z.string(), MetricSettings).optional(),
}).strict();
export type BenchmarkRule = z.infer<typeof BenchmarkRule>;

export const Output = z.union([
  z.enum(['stdout', 'stderr']),
  z
    .object({
      files: z.array(z.string().min(1)).min(1).describe('Files, directories or globs relative to cwd.'),
      stdout: z.boolean().optional().describe('Also parse stdout together with the files.'),
    })
    .strict(),
]);
export type Output = z.infer<typeof Output>;

/**
 * A table of variants inside one run: rows by one parameter, columns by another, one column as the
 * reference the others are compared with (`c2pa_cbor vs serde_cbor`). With `fit`, a table of fitted
 * costs instead: cost = base + slope × parameter, per row.
 */
export const TableSpec = z
  .object({
    title: z.string().min(1),
    suite: z.string().optional().describe('Suite name; all suites when omitted.'),
    match: z
      .union([z.string().min(1), z.array(z.string().min(1)).min(1)])
      .describe(
        'Pattern(s) naming parameters in benchmark names, e.g. "read/{format}/{lib}" or "BenchmarkEncode/{msg}/{impl}"; with a list, the first that matches (suites of different harnesses spell names differently).',
      )
      .optional(),
    where: z
      .record(z.string(), z.union([z.string(), z.array(z.string()).min(1)]))
      .optional()
      .describe('Keep only benchmarks whose parameters have these values (a list: any of them, in that order for columns).'),
    rows: z.string().min(1).describe('Parameter whose values are the rows, or a template such as "{op} {size}". `suite` and `benchmark` are always available.'),
    columns: z
      .string()
      .min(1)
      .optional()
      .describe('Parameter (or template) whose values are the columns. Without columns but with a reference, the variants are the rows, each compared with the reference row (`Baseline`), as in a binary-size table.'),
    reference: z.string().optional().describe('The column (or, without columns, the row) compared with each other one (default: the first column).'),
    compare: z.boolean().optional().describe('Add comparison columns (default true; false for a plain table of values).'),
    order: z.array(z.string()).optional().describe('Rows in this order first (the rest follow in the order the run reported them).'),
    metric: z
      .union([z.string().min(1), z.array(z.string().min(1)).min(1)])
      .optional()
      .describe('Metric shown (default time); a list shows several in one cell ("24 B / 1 allocs"), the first is compared.'),
    style: z.enum(['percent', 'ratio']).optional().describe('`Difference %` (default) or `1.66x faster`.'),
    'noise-floor': Percent.optional().describe('Differences smaller than this are not called (default: the top-level floor).'),
    details: z.boolean().optional().describe('Add a `value ± spread` block per row, as in a written report.'),
    cell: z
      .enum(['value', 'best', 'best-median'])
      .optional()
      .describe(
        'What a cell shows: the harness’s value ± spread (default), the best of the N samples (`best`, as in "best of 3 runs"), or the best and the median (`best-median`). Comparisons always use all samples.',
      ),
    fastest: z.boolean().optional().describe('Add the fastest column per row.'),
    'max-cells': z
      .number()
      .int()
      .positive()
      .optional()
      .describe('Variant tables: at most this many cells (rows × columns, default 100000); a larger table shows its first rows and columns and says how many were left out.'),
    fit: z.array(z.string().min(1)).min(1).optional().describe('Parameters to fit cost = base + Σ slope × parameter over, per row.'),
    per: z
      .record(z.string(), z.union([z.number().positive(), z.object({ scale: z.number().positive(), label: z.string().min(1), header: z.string().min(1).optional().describe('Column header in place of "per <label>": "Payload" gives "Payload (µs/kB)".') }).strict()]))
      .optional()
      .describe('Show a fitted slope per this many units of its parameter, e.g. { size: { scale: 1024, label: kB } } (column "per kB (µs)"), or with a header, { size: { scale: 1024, label: kB, header: Payload } } (column "Payload (µs/kB)").'),
    note: z.string().optional().describe('A line under the table (what a cell means, the unit of a parameter).'),
    unit: z
      .string()
      .min(1)
      .optional()
      .describe('Fit tables: show every coefficient in this unit (e.g. µs, as in "Payload (µs/kB)"); default: a scale per column.'),
  })
  .strict();
export type TableSpec = z.infer<typeof TableSpec>;

export const SuiteConfig = z
  .object({
    name: z.string().min(1).regex(/^[^\u241f]+$/),
    run: z.string().min(1).optional().describe('Shell command that runs the benchmarks.'),
    setup: z
      .string()
      .min(1)
      .optional()
      .describe('Shell command run once (untimed) before the suite, in its cwd, e.g. a build; with `run --paired` once in each tree. Suites with the same setup, cwd and env share one run of it.'),
    cwd: z.string().optional(),
    harness: z.string().optional().describe('Harness id; auto-detected from the output when omitted.'),
    output: Output.optional(),
    env: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
    timeout: Duration.optional(),
    repeat: z
      .number()
      .int()
      .min(1)
      .max(100)
      .optional()
      .describe(
        'Run the suite this many times (default 1) and compare run against run: samples of one process share its JIT, code alignment and memory layout, so only separate runs show that noise. The timeout applies to each run.',
      ),
    thresholds: Thresholds.optional(),
    metrics: z.record(z.string(), MetricSettings).optional(),
    benchmarks: z.array(BenchmarkRule).optional(),
    // The built-in `command` harness (plain commands timed by benchgate).
    commands: z.record(z.string(), z.string().min(1)).optional().describe('name → command line, for harness: command.'),
    matrix: z.record(z.string(), z.array(z.union([z.string(), z.number()])).min(1)).optional(),
    runs: z.number().int().min(1).max(10_000).optional(),
    warmup: z.number().int().min(0).max(1000).optional(),
    // The built-in `size` harness.
    files: z.array(z.string().min(1)).optional().describe('Files or globs whose byte size is measured, for harness: size.'),
  })
  .strict();
export type SuiteConfig = z.infer<typeof SuiteConfig>;

/** The layouts of the report and the PR comment, as the repository's own mustache files (docs/templates.md). */
export const ReportSettings = z
  .object({
    template: z
      .string()
      .min(1)
      .optional()
      .describe(
        'A mustache file, relative to the repository root, with the layout of the report (report.md, the job summary, the markdown of the CLI). Default: templates/report.md.mustache. Fields: docs/templates.md.',
      ),
    'comment-template': z
      .string()
      .min(1)
      .optional()
      .describe('A mustache file with the layout of the PR comment; `{{> report}}` includes the report. Default: templates/pr-comment.md.mustache.'),
  })
  .strict();
export type ReportSettings = z.infer<typeof ReportSettings>;

export const Config = z
  .object({
    version: z.literal(1).optional(),
    thresholds: Thresholds.optional(),
    metrics: z.record(z.string(), MetricSettings).optional(),
    benchmarks: z.array(BenchmarkRule).optional(),
    suites: z.array(SuiteConfig).min(1),
    tables: z.array(TableSpec).optional(),
    history: z.number().int().min(0).max(1000).optional().describe('Runs kept in the baseline history (default 60).'),
    report: ReportSettings.optional(),
  })
  .strict();
export type Config = z.infer<typeof Config>;
