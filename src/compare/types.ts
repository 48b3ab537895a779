// The comparison: what `benchgate compare --format json` prints and what every renderer reads.
// Public contract (README "Comparison schema"): fields may be added, never renamed.
import { z } from 'zod';
import { Direction } from '../model/results';
import { COMPARISON_SCHEMA_ID, VERDICTS } from './verdicts';

export { COMPARISON_SCHEMA_ID } from './verdicts';

export const Verdict = z.enum(VERDICTS);
export type Verdict = z.infer<typeof Verdict>;

/**
 * The rule that produced a verdict:
 * - `mann-whitney`: samples on both sides; two-sided U test + bootstrap CI of the ratio of medians;
 * - `welch`: only mean/spread/n on one side or both; Welch's t from the summaries, CI by the delta method;
 * - `welch-runs`: several independent runs on each side (`Metric.runs`); Welch's t on the logs of the
 *   runs' central values, so `n` counts runs, and the interval is that of the ratio of their geometric means;
 * - `prediction-interval`: head judged against the baseline's history (Student t prediction interval);
 * - `exact`: a metric that does not vary (allocs/op, sizes): certain, no test; called beyond the floor (sizes: any change);
 * - `threshold`: single values only, ratio against the noise floor (no test possible);
 * - `none`: no comparison (added, removed, failed, ignored);
 * - `random-effects`: one process per side, or a stored baseline from another job: the row's own standard
 *   error plus the between-process σ the suite's benchmarks show around their common factor (τ); Student's
 *   t on the row's log ratio relative to that factor (compare/process-noise.ts); `relative` holds that call;
 * - `signed-rank`: paired rounds (`benchgate run --paired`): Wilcoxon's signed-rank test on the per-round
 *   log ratios ln(head/base), n counts rounds; Hodges–Lehmann estimate and interval of the ratio.
 */
export const TestName = z.enum(['mann-whitney', 'welch', 'welch-runs', 'prediction-interval', 'exact', 'threshold', 'none', 'signed-rank', 'random-effects', 'moderated-t', 'assumed-process-sigma']);
export type TestName = z.infer<typeof TestName>;

/** What the Base and Head cells of a compared row show (compare/centre.ts). */
export const CentreKind = z.enum(['value', 'geomean-runs', 'median', 'hodges-lehmann', 'history-mean', 'paired-hl']);
export type CentreKind = z.infer<typeof CentreKind>;

export const ComparisonRow = z.object({
  suite: z.string(),
  benchmark: z.string(),
  metric: z.string(),
  unit: z.string(),
  direction: Direction,
  params: z.record(z.string(), z.string()).optional(),
  /** The harness's group of the benchmark (pytest-benchmark group, Catch2 test case, go package of a multi-package run). */
  group: z.string().optional(),
  /**
   * Central values in the metric's canonical unit: for a compared row, the centres the test compared
   * (`centre` says which), so that head / base is `ratio`.
   */
  base: z.number().nullable(),
  head: z.number().nullable(),
  /** What `base` and `head` are (compare/centre.ts); absent for added and removed rows (their own values). */
  centre: CentreKind.optional(),
  baseSpread: z.number().optional(),
  headSpread: z.number().optional(),
  /** head / base. */
  ratio: z.number().nullable(),
  verdict: Verdict,
  test: TestName,
  /** Raw p-value of the test. */
  p: z.number().optional(),
  /** Benjamini–Hochberg adjusted p-value across the report's tested rows. */
  q: z.number().optional(),
  /** Interval of the ratio head/base at `ciLevel`. */
  ci: z.tuple([z.number(), z.number()]).optional(),
  ciLevel: z.number().optional(),
  /** Sample counts [base, head]. */
  n: z.tuple([z.number(), z.number()]).optional(),
  /** Noise floor applied, as a fraction (0.05 = 5 %). */
  floor: z.number(),
  /** The between-process σ the row was tested with where it was assumed, not measured (test `assumed-process-sigma`). */
  assumedSigma: z.number().optional(),
  alpha: z.number(),
  /** Whether this row's verdict counts towards the report's verdict (gate metric, not ignored). */
  gating: z.boolean(),
  /** Lower-confidence rules: against another machine's single run, or against history. */
  confidence: z.enum(['normal', 'lower']),
  /** Why the verdict is what it is, in words, when numbers do not say it (e.g. "too few samples"). */
  note: z.string().optional(),
  /** Verdict relative to the suite's common drift factor, when one was estimated. */
  relative: z
    .object({
      ratio: z.number(),
      ci: z.tuple([z.number(), z.number()]).optional(),
      verdict: Verdict,
    })
    .optional(),
});
export type ComparisonRow = z.infer<typeof ComparisonRow>;

export const Drift = z.object({
  suite: z.string(),
  metric: z.string(),
  /** Common factor head/base (1.38 = the suite moved +38 %), with its interval. */
  factor: z.number().optional(),
  ci: z.tuple([z.number(), z.number()]).optional(),
  benchmarks: z.number(),
  /**
   * How unevenly the benchmarks moved around the factor: 1.4826 × MAD of the log ratios (a robust σ).
   * Under drift, a row must stand out from this spread to be called.
   */
  spread: z.number().optional(),
  /**
   * Between-process noise (random effects, compare/process-noise.ts), where rows were tested with it: τ as a
   * log-scale σ, the benchmarks it was estimated from and the t tests' degrees of freedom.
   */
  between: z.object({ sigma: z.number(), benchmarks: z.number(), df: z.number() }).optional(),
  /** Whether each run's common factor was divided out of the runs of this metric (`repeat`) before testing. */
  runFactorsRemoved: z.boolean().optional(),
  /** `none`: no common move beyond the floor; `drift`: the suite moved as a whole; `too-few`: not estimable. */
  status: z.enum(['none', 'drift', 'too-few']),
  note: z.string(),
});
export type Drift = z.infer<typeof Drift>;

export const ComparisonSummary = z.object({
  /** Verdicts of the rows that gate the report (the gate metric of each benchmark, exact metrics). */
  counts: z.record(Verdict, z.number()),
  /** Verdicts of every row, including the metrics shown for information. */
  allCounts: z.record(Verdict, z.number()),
  /**
   * Geometric mean of head/base over gating time-like rows present on both sides, with its interval over
   * processes (runs or paired rounds); none with one process a side, whose rows share its machine state.
   */
  geomean: z
    .object({
      ratio: z.number(),
      ci: z.tuple([z.number(), z.number()]).optional(),
      rows: z.number(),
      /** Paired rounds: the estimate and interval are over this many rounds (each round's mean log ratio), not over the rows. */
      rounds: z.number().optional(),
      /** `repeat`: the estimate and interval (Welch t) are over each side's runs (each run's mean log over the rows). */
      runs: z.tuple([z.number(), z.number()]).optional(),
    })
    .optional(),
  /**
   * Overall verdict: `regressed` when any gating row regressed; `drift` when a whole suite moved beyond the
   * floor and nothing moved differently from it (no verdict is possible); `no-baseline` when there was none.
   */
  verdict: z.enum(['regressed', 'improved', 'unchanged', 'drift', 'no-baseline']),
  /**
   * `verdict` is `unchanged` only because nothing was called, and no gating row was shown unchanged either:
   * every one was left ❔ inconclusive (an exact count shown unchanged beside its benchmark's tested rows, go's
   * allocs/op beside its time, decides nothing of them). The reports headline it "undecided"; absent in
   * comparisons made before.
   */
  undecided: z.boolean().optional(),
  regressions: z.number(),
  improvements: z.number(),
  failedSuites: z.array(z.string()),
  /**
   * `suite › benchmark` of each benchmark that failed in head and not in base (it ran there, or is new): the
   * change broke it. No row is called regressed for it (nothing was measured); `fail-on-regression` counts it.
   * Absent without a baseline, and in comparisons made before.
   */
  brokenInHead: z.array(z.string()).optional(),
  drift: z.array(Drift),
  settings: z.object({
    alpha: z.number(),
    noiseFloor: z.number(),
    fdr: z.string(),
    seed: z.number(),
    baselineKind: z.enum(['stored', 'same-job', 'paired']),
  }),
  /** Paired rounds (`benchgate run --paired`): how many ran, the looks taken and why the rounds stopped. */
  paired: z
    .object({
      ref: z.string().optional(),
      rounds: z.number(),
      minRounds: z.number(),
      maxRounds: z.number(),
      /**
       * `decided`: every gating row decided; `max-rounds`; `budget`; `failed`: a suite failed; `read-back`: rounds
       * read back from a paired run's results files (`benchgate compare`), whose own report says why they stopped.
       */
      stop: z.enum(['decided', 'max-rounds', 'budget', 'failed', 'read-back']),
      /** α spent at each look (O'Brien–Fleming-type Lan–DeMets spending) and the gating rows still undecided. */
      looks: z.array(z.object({ rounds: z.number(), alpha: z.number(), undecided: z.number() })),
      /** Seed of the run order inside each round. */
      seed: z.number(),
      /** Suites × metrics whose per-round common factor was removed (median log ratio over ≥ 5 benchmarks). */
      commonFactorRemoved: z.array(z.string()),
      budgetMs: z.number().optional(),
      elapsedMs: z.number().optional(),
      /**
       * Set when the rounds run were too few for a change to a few gating rows to be called: the signed-rank test's
       * smallest p, adjusted over the gating rows, falls below α only from this many rounds.
       */
      callableFrom: z.number().optional(),
    })
    .optional(),
});
export type ComparisonSummary = z.infer<typeof ComparisonSummary>;

export const Comparison = z.object({
  schema: z.literal(COMPARISON_SCHEMA_ID),
  base: z.object({ commit: z.string().optional(), ref: z.string().optional(), createdAt: z.string() }).nullable(),
  head: z.object({ commit: z.string().optional(), ref: z.string().optional(), createdAt: z.string() }),
  rows: z.array(ComparisonRow),
  summary: ComparisonSummary,
  /**
   * What the parsers noticed in the outputs: a run that may be cut off, tests that were skipped, lines left
   * out. Head's first, then base's that head does not repeat; a suite's text once.
   */
  warnings: z.array(z.object({ suite: z.string(), side: z.enum(['base', 'head']), text: z.string() })).optional(),
});
export type Comparison = z.infer<typeof Comparison>;
