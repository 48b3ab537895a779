// Head against base: one row per benchmark × metric, each with its test, n, p (FDR-adjusted) and interval.
// Pure and seeded: the same inputs give the same comparison, byte for byte.
// The passes over every row walk the array by index: each runs once, mostly before V8 optimises it, and a
// for…of there makes an iterator result per row (37 MiB of a 10k go pair's 192 MiB of compare garbage).
import type { LoadedConfig } from '../config/resolve';
import type { ThresholdSettings } from '../config/resolve';
import { historyKey, own } from '../model/keys';
import { METRIC, timeFactor } from '../model/units';
import type { Benchmark, Metric, Results, Suite } from '../model/results';
import { groupBy } from '../model/group-by';
import { estimateDrift } from './drift';
import { CI_LEVEL, classifyInterval, decide, MIN_SAMPLES, NOISE_TOO_LARGE, runsLogVariance, testMetric, withinFloor, type JudgeContext, type Tested } from './judge';
import { spreadOf } from './spread';
import { pairCentres } from './centre';
import { gateMetric, rowSettings, type CompareSettings, type RowSettings } from './settings';
import { median } from './stats/descriptive';
import { benjaminiHochberg } from './stats/fdr';
import { normalCdf } from './stats/distributions';
import { createRng, hashText, type Rng } from './stats/random';
import { fitVariancePrior, type VariancePrior } from './stats/variance-prior';
import { geomeanOverRuns, type RunsGeomean } from './geomean-runs';
import { summarize } from './summary';
import type { Comparison, ComparisonRow, Drift, TestName } from './types';
import { COMPARISON_SCHEMA_ID } from './verdicts';
import { minOf, pushAll } from '../model/arrays';
import { ASSUMED_PROCESS_SIGMA, assumedNoiseTest, logStandardError, MIN_PROCESS_NOISE_BENCHMARKS, rowNoiseTest, suiteNoise, type NoiseRow, type SuiteNoise } from './process-noise';
import { removeRunFactors } from './run-factors';
import { holdStateDependentCounts, isCountPerOperation } from './state-dependent-counts';
import { callAllocsWithTheirBytes } from './allocs-with-bytes';
import { holdUnlikeCallsPerSample } from './calls-per-sample';
import { holdOffCpuTimes } from './off-cpu';
import { holdSplitCommonMoves, MOVED_WITH_SUITE, signedPct } from './split-moves';
import { exitOf, otherOutcome } from '../model/outcome';

export interface CompareOptions {
  settings: CompareSettings;
  seed: number;
  /** Bootstrap resamples per interval. */
  resamples: number;
  /**
   * `stored`: the baseline is an earlier run from another job or machine (a CI artifact, a saved local
   * baseline): its history is used when present, otherwise the floor is widened to `single-run-floor`.
   * `same-job`: base and head ran side by side, so within-run statistics apply as they are.
   */
  baselineKind: 'stored' | 'same-job';
}

export const DEFAULT_SEED = 20261122;
export const DEFAULT_RESAMPLES = 1000;

export function compareOptionsFor(
  loaded: Pick<LoadedConfig, 'verdicts' | 'suites'> | undefined,
  overrides: ThresholdSettings = {},
  extra: Partial<Omit<CompareOptions, 'settings'>> = {},
): CompareOptions {
  const settings: CompareSettings = {
    top: loaded?.verdicts ?? { thresholds: {}, metrics: {}, benchmarks: [] },
    suites: Object.fromEntries((loaded?.suites ?? []).map((s) => [s.name, s.verdicts])),
    overrides,
  };
  return { settings, seed: DEFAULT_SEED, resamples: DEFAULT_RESAMPLES, baselineKind: 'stored', ...extra };
}

// Each row gets its own random stream (hashText of its key): rows do not depend on each other.
const hash = hashText;

interface Pending {
  row: ComparisonRow;
  tested?: Tested;
  /** tested.test, kept once the row is decided and `tested` released. */
  testName?: TestName;
  ctx?: RowContext;
  base?: Metric;
  head?: Metric;
  /** The row's `single-run-floor`: one process per side is a single run, whichever job the baseline came from. */
  singleRunFloor?: number;
  /** The row's `process-sigma`: the between-process σ assumed where its suite cannot measure one. */
  processSigma?: number;
  /** The common move (a log ratio) of the row's suite × metric, where random effects measured it there (process-noise.ts). */
  commonMove?: number;
  /** Each sample is a mean over many iterations (AVERAGED_SAMPLES). */
  averaged?: boolean;
  /** Each sample is a process of its own (PROCESS_SAMPLES). */
  processSamples?: boolean;
  /** Both sides are one build's value repeated (isOneBuildValue): more runs or rounds give the same value. */
  oneBuild?: boolean;
  /**
   * One process a side where no between-process σ could be measured (too few benchmarks in its suite and
   * metric, none to lend): its log ratio and own error, tested against `process-sigma`, here and again
   * relative to the run's move in the drift pass.
   */
  assumed?: NoiseRow;
}

/**
 * Harnesses whose every sample is a mean over many iterations (go test's b.N, criterion's and divan's sample
 * sizes, JMH's and BenchmarkDotNet's iterations, google-benchmark's repetitions, Catch2's samples): a change
 * that adds garbage-collection pauses spreads them over every sample. Where samples are single calls
 * (tinybench, mitata, pytest-benchmark's rounds of one) such a change slows some calls and leaves the fastest
 * as they were, so the fastest samples do not tell a slow phase of the machine from it (holdSlowPhaseRows).
 */
const AVERAGED_SAMPLES = new Set(['go-bench', 'criterion', 'divan', 'jmh', 'benchmarkdotnet', 'google-benchmark', 'catch2']);

/**
 * Harnesses whose every sample is a process of its own (hyperfine's runs, `command`'s, GNU time's): their samples
 * are replicates of the kind "runs, not samples" asks for, so a suite too small to measure the between-process σ
 * still tests them on their samples against a baseline run in the same job. They ran back to back, so in a suite
 * of 5 or more they are held to the suite's σ too (applyProcessNoise), and against a stored baseline from
 * another job, where the suite cannot measure it, to the assumed σ: that job's stretch of the machine is not
 * in the samples (3 hyperfine commands, 10 processes each, one invocation every 95 s for an hour here, the same
 * build moving 0.39× to 2.35×: the U test called 536 of 2,340 A/A rows, the assumed σ 53; hyperfine/small-jobs).
 */
const PROCESS_SAMPLES = new Set(['hyperfine', 'command', 'gnu-time']);


function historyValues(base: Results, key: string, current: number): number[] | undefined {
  const values = (base.history ?? []).map((h) => own(h.values, key)).filter((v): v is number => v !== undefined);
  return values.length === 0 ? undefined : [...values, current];
}

/**
 * A row with every field of ComparisonRow from the start, unset ones undefined (JSON leaves them out): rows
 * then share one shape, where adding fields one by one gave each row its own property store (a third of
 * a 100,000-row comparison's memory). The order is that of the JSON report.
 */
function emptyRow(suite: string, b: Benchmark, metric: string, m: Metric, rs: RowSettings): ComparisonRow {
  return {
    suite,
    benchmark: b.name,
    metric,
    unit: m.unit,
    direction: rs.direction ?? m.direction,
    params: b.params,
    group: b.group,
    base: null,
    head: null,
    ratio: null,
    verdict: 'inconclusive',
    test: 'none',
    floor: rs.noiseFloor,
    assumedSigma: undefined,
    alpha: rs.alpha,
    gating: !rs.ignore && metric === rs.gate,
    confidence: 'normal',
    headSpread: undefined,
    baseSpread: undefined,
    centre: undefined,
    n: undefined,
    p: undefined,
    relative: undefined,
    q: undefined,
    ci: undefined,
    ciLevel: undefined,
    note: undefined,
  };
}

/**
 * A compared row's JudgeContext. Its random stream, seeded by the row's key, is made on first use by a
 * getter: only rows whose interval needs a bootstrap draw from one, and 100,000 rows holding a generator,
 * or the two closures that made one lazily, was a tenth of a large comparison's memory. A copy without
 * the history draws from the same stream as the row (the drift re-test continues it).
 */
class RowContext implements JudgeContext {
  readonly direction: JudgeContext['direction'];
  readonly alpha: number;
  readonly runsPrior: VariancePrior | undefined;
  readonly runsCentre: RunsModel['centre'] | undefined;
  /** The configured floor, for counts compared exactly (judge.ts): the single-run widening is not for them. */
  exactFloor: number | undefined;
  private stream: Rng | undefined;

  constructor(
    private readonly row: ComparisonRow,
    private readonly seed: number,
    public floor: number,
    readonly history: number[] | undefined,
    readonly resamples: number,
    model: RunsModel | undefined,
    private readonly parent?: RowContext,
  ) {
    this.direction = row.direction;
    this.alpha = row.alpha;
    this.runsPrior = model?.prior;
    this.runsCentre = model?.centre;
    this.exactFloor = undefined;
  }

  get rng(): Rng {
    if (this.parent !== undefined) return this.parent.rng;
    return (this.stream ??= createRng((this.seed ^ hash(historyKey(this.row.suite, this.row.benchmark, this.row.metric))) >>> 0));
  }

  withoutHistory(): RowContext {
    const model = this.runsPrior === undefined ? undefined : { prior: this.runsPrior, centre: this.runsCentre! };
    const copy = new RowContext(this.row, this.seed, this.floor, undefined, this.resamples, model, this);
    copy.exactFloor = this.exactFloor;
    return copy;
  }
}

interface RunsModel {
  prior: VariancePrior;
  centre: { log: number; variance: number };
}

/**
 * Per metric, the suite's prior for the variance of its benchmarks' log runs (stats/variance-prior.ts),
 * fitted on every benchmark with runs on both sides (`repeat`), and the sides' common move (median log
 * ratio, with the (π/2)·σ²/k variance of a median): the moderated t of judge.ts uses both.
 */
function runsModels(baseSuite: Suite | undefined, headSuite: Suite, baseOf: Int32Array): Map<string, RunsModel> {
  const models = new Map<string, RunsModel>();
  if (baseSuite === undefined || baseSuite.status === 'failed' || headSuite.status === 'failed') return models;
  const byMetric = new Map<string, { s2: number[]; d: number[]; logRatio: number[] }>();
  const usable = (m: Metric | undefined): m is Metric & { runs: number[] } =>
    m !== undefined && !m.exact && m.rounds === undefined && m.runs !== undefined && m.runs.length >= 2 && m.runs.every((x) => x > 0 && Number.isFinite(x));
  const meanLog = (xs: readonly number[]): number => xs.reduce((a, x) => a + Math.log(x), 0) / xs.length;
  headSuite.benchmarks.forEach((hb, h) => {
    const bb = baseOf[h]! < 0 ? undefined : baseSuite.benchmarks[baseOf[h]!];
    if (bb === undefined || hb.status === 'failed' || bb.status === 'failed') return;
    for (const metric in hb.metrics) {
      const hm = own(hb.metrics, metric);
      const bm = own(bb.metrics, metric);
      if (!usable(bm) || !usable(hm)) continue;
      const v = runsLogVariance(bm.runs, hm.runs);
      const acc = byMetric.get(metric) ?? { s2: [], d: [], logRatio: [] };
      acc.s2.push(v.s2);
      acc.d.push(v.d);
      acc.logRatio.push(meanLog(hm.runs) - meanLog(bm.runs));
      byMetric.set(metric, acc);
    }
  });
  for (const [metric, { s2, d, logRatio }] of byMetric) {
    const prior = fitVariancePrior(s2, d);
    if (prior === undefined) continue;
    const log = median(logRatio);
    const spread = 1.4826 * median(logRatio.map((l) => Math.abs(l - log)));
    models.set(metric, { prior, centre: { log, variance: ((Math.PI / 2) * spread * spread) / logRatio.length } });
  }
  return models;
}

/** What a row of a benchmark that failed before measuring anything, on both sides, is keyed by (no unit known). */
const NO_NUMBERS: Metric = { unit: '', direction: 'smaller', value: 0 };

/**
 * A command whose every run exited with one code in base and another in head (hyperfine -i: `exitCode`): its
 * outcome changed, and a head that now stops at once with an error would read as faster. Not compared.
 */
function exitChanged(hb: Benchmark, bb: Benchmark): string | undefined {
  return otherOutcome(hb, bb) ? `every run exited ${exitOf(bb)} in base and ${exitOf(hb)} in head: the command's outcome changed, so its times are not compared` : undefined;
}

/** Why head's and base's benchmark of one name are not compared (Benchmark.ambiguous, a changed exit code), if they are not. */
function notCompared(hb: Benchmark, bb: Benchmark): string | undefined {
  return hb.ambiguous ?? bb.ambiguous ?? exitChanged(hb, bb);
}

/** The row of one metric of a benchmark that failed on a side (head when both): inconclusive, with its error. */
function failedRow(suite: string, hb: Benchmark, bb: Benchmark | undefined, metric: string, settings: CompareSettings, gate = metric): ComparisonRow {
  const hm = own(hb.metrics, metric);
  const bm = own(bb?.metrics, metric);
  const row = emptyRow(suite, hb, metric, hm ?? bm ?? NO_NUMBERS, rowSettings(settings, suite, hb.name, metric, gate));
  if (hm !== undefined) {
    row.head = hm.value;
    row.headSpread = spreadOf(hm);
  }
  if (bm !== undefined) {
    row.base = bm.value;
    row.baseSpread = spreadOf(bm);
  }
  if (hm !== undefined && bm !== undefined) {
    // Two benchmarks that may not be one (Benchmark.ambiguous) have no change to show, nor to count in the geomean.
    row.ratio = bm.value !== 0 && hb.ambiguous === undefined && bb?.ambiguous === undefined ? hm.value / bm.value : null;
    row.centre = 'value';
  }
  const changed = bb === undefined ? undefined : notCompared(hb, bb);
  if (changed !== undefined) {
    row.note = changed;
    return row;
  }
  if (hb.status === 'failed' && bb?.status === 'failed') {
    // Broken on both sides: not something this change did (a missing dependency, a test broken on the base branch).
    const baseSays = bb.error !== undefined && bb.error !== hb.error ? ` (base: ${bb.error})` : '';
    row.note = `failed in base and head: ${hb.error ?? 'no message'}${baseSays}`;
    return row;
  }
  const failed = hb.status === 'failed' ? hb : bb!;
  row.note = `failed in ${failed === hb ? 'head' : 'base'}: ${failed.error ?? 'no message'}`;
  return row;
}

const ONE_BUILD_NOISE = 'not significant, but the interval still allows a change beyond the floor: each side is one build\'s value, which every run and round repeats, and the suite\'s other benchmarks moved this far between the builds';

/**
 * One value per run, without samples, that its harness says is no fixed count (`exact: false`), the same in every
 * run (or paired round) of a side: one build's value repeated (Callgrind's cache hits and estimated cycles: every
 * `repeat` run of one build agrees, the next build's layout moves them). Runs that all agree say nothing of how far
 * it moves, and Welch's t on them called an untouched Gungraun benchmark's RAM hits (1 → 2) a certain +100 %: it is
 * one value a side, judged against how far the suite's other benchmarks moved in that metric (process-noise.ts).
 */
export function isOneBuildValue(m: Metric): boolean {
  const runs = m.runs;
  return m.exact === false && m.samples === undefined && runs !== undefined && runs.length >= 2 && runs.every((v) => v === runs[0]);
}

function oneBuildValue(m: Metric): Metric {
  if (!isOneBuildValue(m)) return m;
  const { runs: _runs, rounds: _rounds, ...one } = m;
  return one;
}

function pairRows(
  suite: string,
  baseSuite: Suite | undefined,
  headSuite: Suite,
  base: Results,
  options: CompareOptions,
): Pending[] {
  const out: Pending[] = [];
  const baseList = baseSuite?.benchmarks ?? [];
  const heads = headSuite.benchmarks;
  // Each head benchmark's base by position (−1: none), and the base benchmarks head has, looked up once:
  // with 100,000 names each lookup is a cache miss, and a set of the names cost more than the rows.
  const baseIndex = new Map<string, number>();
  for (let i = 0; i < baseList.length; i++) baseIndex.set(baseList[i]!.name, i);
  const baseOf = new Int32Array(heads.length);
  const paired = new Uint8Array(baseList.length);
  for (let h = 0; h < heads.length; h++) {
    const bi = baseIndex.get(heads[h]!.name) ?? -1;
    baseOf[h] = bi;
    if (bi >= 0) paired[bi] = 1;
  }
  const models = runsModels(baseSuite, headSuite, baseOf);
  const averaged = AVERAGED_SAMPLES.has(headSuite.harness) && (baseSuite === undefined || AVERAGED_SAMPLES.has(baseSuite.harness));
  const processSamples = PROCESS_SAMPLES.has(headSuite.harness) && (baseSuite === undefined || PROCESS_SAMPLES.has(baseSuite.harness));
  for (let h = 0; h < heads.length; h++) {
    const hb = heads[h]!;
    const bb = baseOf[h]! < 0 ? undefined : baseList[baseOf[h]!];
    const gate = gateMetric(options.settings, suite, hb, hb.name);
    if (bb === undefined) {
      const m = own(hb.metrics, gate) ?? Object.values(hb.metrics)[0];
      if (m === undefined) {
        // New, and failed before it measured anything: shown, so that the failure is not lost.
        if (hb.status === 'failed') out.push({ row: failedRow(suite, hb, undefined, gate, options.settings) });
        continue;
      }
      const rs = rowSettings(options.settings, suite, hb.name, gate, gate);
      const row = emptyRow(suite, hb, gate, m, rs);
      row.head = m.value;
      row.headSpread = spreadOf(m);
      row.verdict = baseSuite?.status === 'failed' ? 'inconclusive' : 'added';
      if (baseSuite?.status === 'failed') row.note = 'the base run of this suite failed';
      out.push({ row });
      continue;
    }
    if (hb.status === 'failed' || bb.status === 'failed' || notCompared(hb, bb) !== undefined) {
      // A benchmark that raised has no numbers on its failed side (asv's null, pytest-benchmark's FAILED line):
      // its rows come from both sides' metrics, so one that broke in head is shown, never dropped.
      const names = new Set([...Object.keys(hb.metrics), ...Object.keys(bb.metrics)]);
      if (names.size === 0) names.add(gate);
      for (const metric of names) out.push({ row: failedRow(suite, hb, bb, metric, options.settings, gate) });
      continue;
    }
    for (const metric in hb.metrics) {
      const hm = oneBuildValue(hb.metrics[metric]!);
      const rs = rowSettings(options.settings, suite, hb.name, metric, gate);
      const baseMetric = own(bb.metrics, metric);
      const bm = baseMetric === undefined ? undefined : oneBuildValue(baseMetric);
      // One row object, its fields set in the order the spreads of earlier versions gave them (the JSON
      // report's key order): copying a 20-field row three times per benchmark was most of this loop.
      const row: ComparisonRow = emptyRow(suite, hb, metric, hm, rs);
      row.head = hm.value;
      row.headSpread = spreadOf(hm);
      if (bm === undefined) {
        row.verdict = 'added';
        row.note = 'metric not in the base run';
        out.push({ row });
        continue;
      }
      row.base = bm.value;
      row.baseSpread = spreadOf(bm);
      row.ratio = bm.value !== 0 ? hm.value / bm.value : null;
      row.centre = 'value';
      if (rs.ignore) {
        row.verdict = 'unchanged';
        row.note = 'ignored by config: shown, not judged';
        out.push({ row });
        continue;
      }
      if ((hm.undirected || bm.undirected) && rs.direction === undefined) {
        row.verdict = 'unchanged';
        row.note = `the output does not say whether bigger or smaller is better: shown, not judged (benchgate.yml's \`metrics: { ${metric}: { direction: bigger } }\`, or \`smaller\`, judges it)`;
        out.push({ row });
        continue;
      }
      if (hm.diagnostic || bm.diagnostic) {
        row.verdict = 'unchanged';
        row.note = 'a diagnostic of the measurement, not of the code: shown, not judged';
        out.push({ row });
        continue;
      }
      const history = options.baselineKind === 'stored' && (base.history?.length ?? 0) > 0 ? historyValues(base, historyKey(suite, hb.name, metric), bm.value) : undefined;
      // The single-run floor is for single runs: with several runs on both sides (`repeat`) the process
      // noise is measured, and the runs' common factors are removed (run-factors.ts).
      const measured = (bm.runs?.length ?? 1) >= 2 && (hm.runs?.length ?? 1) >= 2;
      const widen = options.baselineKind === 'stored' && history === undefined && !measured;
      const model = models.get(metric);
      const ctx = new RowContext(row, options.seed, widen ? Math.max(rs.noiseFloor, rs.singleRunFloor) : rs.noiseFloor, history, options.resamples, model);
      // Sizes are the artifact's, fixed by the code: any difference is one. Counts of a run (instructions,
      // allocations) can move with what the run randomises (a hash seed), so they get the configured floor.
      ctx.exactFloor = metric === METRIC.size ? 0 : rs.noiseFloor;
      const tested = testMetric(bm, hm, ctx);
      // The cells show the centres the test compared, so Head / Base is the stated change (centre.ts).
      const centres = tested.estimate !== undefined && tested.ratio !== null ? pairCentres(tested.estimate, 'base') : undefined;
      tested.estimate = undefined; // in the row now; nothing later reads it
      row.floor = tested.test === 'exact' ? (ctx.exactFloor ?? ctx.floor) : ctx.floor;
      // Counts that do not vary are certain: a changed allocs/op or size gates like the gate metric.
      row.gating = row.gating || (tested.test === 'exact' && !rs.ignore);
      row.test = tested.test;
      row.ratio = tested.ratio;
      if (centres) {
        row.base = centres.base;
        row.head = centres.head;
        row.ratio = centres.ratio;
        row.centre = centres.kind;
      }
      if (tested.n) row.n = tested.n;
      if (tested.p !== undefined) row.p = tested.p;
      row.confidence = (widen && tested.test !== 'exact') || tested.confidence === 'lower' ? 'lower' : 'normal';
      if (tested.note !== undefined) row.note = tested.note;
      if (tested.relativeRatio !== undefined) row.relative = { ratio: tested.relativeRatio, ci: tested.callInterval!()!, verdict: 'inconclusive' };
      const oneBuild = isOneBuildValue(hb.metrics[metric]!) && isOneBuildValue(baseMetric!);
      out.push({ row, tested, ctx, base: bm, head: hm, singleRunFloor: rs.singleRunFloor, processSigma: rs.processSigma, averaged, processSamples, oneBuild });
    }
    // A metric head no longer reports is shown as removed, as a benchmark would be: never dropped unsaid.
    for (const metric in bb.metrics) {
      if (Object.hasOwn(hb.metrics, metric)) continue;
      const bm = bb.metrics[metric]!;
      const row = emptyRow(suite, hb, metric, bm, rowSettings(options.settings, suite, hb.name, metric, gate));
      row.base = bm.value;
      row.baseSpread = spreadOf(bm);
      row.verdict = 'removed';
      row.note = 'metric not in the head run';
      out.push({ row });
    }
  }
  for (let i = 0; i < baseList.length; i++) {
    if (paired[i] === 1) continue;
    const bb = baseList[i]!;
    const gate = gateMetric(options.settings, suite, bb, bb.name);
    const m = own(bb.metrics, gate) ?? Object.values(bb.metrics)[0];
    if (m === undefined) continue;
    const rs = rowSettings(options.settings, suite, bb.name, gate, gate);
    const row = emptyRow(suite, bb, gate, m, rs);
    row.base = m.value;
    row.baseSpread = spreadOf(m);
    row.verdict = headSuite.status === 'failed' ? 'inconclusive' : 'removed';
    if (headSuite.status === 'failed') row.note = 'the head run of this suite failed';
    out.push({ row });
  }
  return out;
}

const UNTESTABLE = "one value a side, and the suite's other benchmarks did not move at all in this metric: nothing tells how far it moves by chance (a count that varies between runs, or a change); more samples a side would (go test -count, or `repeat`)";

const BORROWED_BLIND = "one value a side, and too few benchmarks in this metric to measure how far it moves between processes: another metric's noise does not tell (a tail percentile or a count moves by its own rules); more samples a side would";

/** Tests a row can have before random effects replace them: within-row tests, and single values (`threshold`). */
const RANDOM_EFFECTS_TESTS = new Set(['mann-whitney', 'welch', 'welch-runs', 'moderated-t', 'threshold']);
const runCount = (m: Metric | undefined): number => m?.runs?.length ?? 1;

/**
 * Rows whose data cannot show the between-process noise get it from their suite (process-noise.ts): one
 * process on a side of a harness that times many iterations inside it, or one invocation a side of a harness
 * whose samples are processes (they ran back to back, in one stretch of the machine's state). Each such row
 * is re-tested with its own standard error plus the suite's τ, relative to the suite's common factor. A metric with too few rows
 * borrows the noise of the suite's best-measured metric; a suite with too few benchmarks altogether keeps
 * its tests (and a stored single run its widened floor). Returns the noise per suite × metric.
 */
function applyProcessNoise(pending: Pending[], keyOf: (suite: string, metric: string) => string, stored: boolean): Map<string, SuiteNoise> {
  const eligible = pending.filter((p) => {
    const t = p.tested;
    // Rows fixed for too few samples (or single values) join too: with τ from the suite they can be tested.
    if (t === undefined || !RANDOM_EFFECTS_TESTS.has(t.test) || !(t.ratio !== null && t.ratio > 0)) return false;
    // A single value says nothing of its noise, whatever the harness: hyperfine's mean user and system
    // times, beside its per-process wall times, moved ±20–95 % between runs of the same binary here.
    // hyperfine's samples are processes, but of one invocation run back to back: they share that stretch's
    // state of the machine as one process's iterations do, whether the other side ran in another job or
    // minutes before in this one. bat 0.26.1's suite, the same build in two jobs here, read −88 %, −65 %,
    // −18 % and +49 % on 10 processes a side; five back-to-back jobs of it, 15 false calls in 20 pairs.
    return runCount(p.base) < 2 || runCount(p.head) < 2;
  });
  const noises = new Map<string, SuiteNoise>();
  const groups = groupBy(eligible, (p) => keyOf(p.row.suite, p.row.metric));
  const inputsOf = (rows: Pending[]): NoiseRow[] =>
    rows.map((p) => {
      const b = logStandardError(p.base!);
      const h = logStandardError(p.head!);
      const runs = runCount(p.base) >= 2 && runCount(p.head) >= 2 ? runCount(p.base) + runCount(p.head) - 2 : undefined;
      // One value with nothing of its spread on one side only (a `-count=1` head against a `-count=10` baseline):
      // not a side whose samples all agree, nor one whose printed interval gives its error (criterion's stdout).
      const single = (m: Metric, se: number): boolean => se === 0 && (m.samples?.length ?? 0) < 2 && runCount(m) < 2;
      return { logRatio: Math.log(p.tested!.ratio!), se: Math.hypot(b, h), df: runs, ...(single(p.base!, b) !== single(p.head!, h) ? { oneSided: true } : {}) };
    });
  // The suite's speed metric (time or throughput, whichever has more benchmarks) lends its noise to
  // metrics with too few rows of their own (a Big-O coefficient, a custom counter on two benchmarks): the
  // same processes produced them. Only without one does the best-measured other metric lend: a profiler's
  // allocation rate says nothing of how far speed moves (JMH -prof gc's gc.alloc.rate, 18 benchmarks,
  // moved 0 % while a thrpt row moved 2× between two forks of the same code, and was called on that 0 %).
  const lender = new Map<string, { noise: SuiteNoise; speed: boolean; metric: string; direction: string }>();
  const inputsByKey = new Map<string, NoiseRow[]>();
  for (const [key, rows] of groups) {
    const inputs = inputsOf(rows);
    inputsByKey.set(key, inputs);
    const noise = suiteNoise(inputs);
    if (noise === undefined) continue;
    noises.set(key, noise);
    const { suite, metric, direction } = rows[0]!.row;
    const speed = metric === METRIC.time || metric === METRIC.throughput;
    const current = lender.get(suite);
    if (current === undefined || (speed && !current.speed) || (speed === current.speed && current.noise.k < noise.k)) lender.set(suite, { noise, speed, metric, direction });
  }
  for (const [key, rows] of groups) {
    const inputs = inputsByKey.get(key)!;
    const own = noises.get(key);
    const lent = own === undefined ? lender.get(rows[0]!.row.suite) : undefined;
    // A metric where bigger is better (a rate) borrowing its time's noise moves the other way: a run 4 % slower in
    // time is 4 % lower in rate, so the common move is turned round (criterion's throughput rows read "+31 %" against the suite for a −0.5 %
    // move when the time's +4 % was taken off as it stood).
    const noise = own ?? (lent !== undefined && lent.direction !== rows[0]!.row.direction ? { ...lent.noise, centre: -lent.noise.centre } : lent?.noise);
    if (noise === undefined) {
      rows.forEach((p, i) => {
        if ((IN_PROCESS_TESTS.has(p.tested!.test) || singleSpeedValue(p)) && (p.processSamples !== true || stored) && !countsPerOperation(p)) assumeProcessNoise(p, inputs[i]!);
      });
      continue;
    }
    const lentNote = lent === undefined ? undefined : `too few benchmarks in this metric to measure the process noise: the suite's estimate from its ${lent.metric} (${noise.k} benchmarks, σ ≈ ${pctOf(noise.tau)}) is used`;
    rows.forEach((p, i) => {
      const t = rowNoiseTest(inputs[i]!, noise, CI_LEVEL);
      retestInPlace(p, 'random-effects', t.p, { interval: t.raw, call: t.relative }, Number.isFinite(inputs[i]!.se) ? lentNote : UNBOUNDED_ERROR);
      const tested = p.tested!;
      p.row.relative = { ratio: Math.exp(inputs[i]!.logRatio - noise.centre), ci: t.relative, verdict: 'inconclusive' };
      if (own !== undefined) p.commonMove = noise.centre;
      // Nothing to test against, so a move within the floor is still no change and one beyond it is not
      // called: the suite's other rows did not move at all (counts, mostly) and this one has one value a
      // side; or this one has one value a side and its σ would be another metric's (a tail percentile
      // borrowing the averages' 2 %: JMH's p0.999 read 141, 306 and 257 µs in three runs of the same code).
      const blind = t.untestable || (own === undefined && inputs[i]!.se === 0);
      if (blind) {
        const beyond = Math.abs(inputs[i]!.logRatio - noise.centre) > Math.log1p(p.ctx!.floor);
        tested.p = undefined;
        p.row.p = undefined;
        tested.fixed = beyond ? 'inconclusive' : 'unchanged';
        // Within the floor of the suite's move, but not of its own start: without a word the report read
        // "➖ no change" beside +90 % (Google Benchmark's Big-O coefficient in a run that moved 2× throughout).
        const log = inputs[i]!.logRatio;
        const withSuite = !beyond && Math.abs(log) > Math.log1p(p.ctx!.floor) ? `${MOVED_WITH_SUITE} (${signedPct(log)} here, ${signedPct(log - noise.centre)} against the suite's common move of ${signedPct(noise.centre)})` : undefined;
        tested.note = beyond ? (t.untestable ? UNTESTABLE : BORROWED_BLIND) : withSuite;
      }
    });
  }
  if (stored) {
    const repeated = groupBy(pending.filter(jobUnseen), (p) => keyOf(p.row.suite, p.row.metric));
    for (const rows of repeated.values()) {
      if (rows.length >= MIN_PROCESS_NOISE_BENCHMARKS) continue;
      const inputs = inputsOf(rows);
      rows.forEach((p, i) => assumeProcessNoise(p, inputs[i]!));
    }
  }
  return noises;
}

/**
 * A row with runs on both sides (`repeat`) tested on them alone (Welch's t: too few benchmarks in its metric
 * for the suite's prior and common move). Against a baseline stored by another job its runs do not show how
 * far a job moves: a side's runs ran back to back, in one stretch of the machine's state, which moves them
 * together. A go suite of three benchmarks, `repeat: 3`, one job every ~87 s for an hour on a quiet machine here:
 * Welch's t called 83 of 1,785 A/A rows, the assumed σ none (test/fixtures/go-bench/repeat-small-jobs). Under
 * MIN_PROCESS_NOISE_BENCHMARKS such rows are held to the assumed σ, as one process a side is; from 5, the drift
 * pass judges them relative to the suite's move.
 */
function jobUnseen(p: Pending): boolean {
  const t = p.tested;
  return t !== undefined && t.test === 'welch-runs' && t.ratio !== null && t.ratio > 0 && !countsPerOperation(p);
}

/**
 * go test's B/op and allocs/op on both sides: counts of what the code allocates, which a slower stretch of the
 * machine does not change. The assumed σ is one of times (`process-sigma`): held to it, a real +30 % in B/op
 * (163,840 → 212,992, every sample of three processes a side within 0.02 %) read ❔. A count that the process's
 * state moves varies within the process, and holdStateDependentCounts holds it.
 */
function countsPerOperation(p: Pending): boolean {
  return p.base !== undefined && p.head !== undefined && isCountPerOperation(p.base) && isCountPerOperation(p.head);
}

/** Tests whose n counts samples: from one process a side, their significance is that process's luck too. */
const IN_PROCESS_TESTS = new Set(['mann-whitney', 'welch']);

/**
 * A gating time or rate of one value a side (no samples: a console table's median, Google Benchmark or go
 * `-count=1`'s one line), left to the bare threshold. Its process moved it as much as a row with samples, and
 * the same tinybench runs read ⚠️ +65.7 % for an untouched `async tick` from the console table and ❔
 * (−8.0 … +198.3 %, z + assumed σ) from the JSON. Other single values keep the threshold: a GAB
 * customSmallerIsBetter bundle size or a Callgrind cache count is no process's luck. Rows shown for
 * information are held instead (holdUntestedInfoRows).
 */
function singleSpeedValue(p: Pending): boolean {
  return p.tested!.test === 'threshold' && p.row.gating && (timeFactor(p.row.unit) !== undefined || /\/s$/.test(p.row.unit));
}

/** The note of a row whose harness printed an interval reaching 0 (logStandardError): nothing bounds its change. */
export const UNBOUNDED_ERROR = "the error the harness printed on one side is half its value or more (a 95 % interval reaching 0): it bounds no change, so none is called; more iterations or forks would narrow it";

/**
 * A row of one process a side, tested on its samples, where the suite cannot measure the between-process σ:
 * re-tested against the assumed one (process-noise.ts), so that the samples' count does not make it
 * significant. Its floor is at least the single-run floor, as under random effects.
 */
function assumeProcessNoise(p: Pending, input: NoiseRow): void {
  const sigma = p.processSigma ?? ASSUMED_PROCESS_SIGMA;
  const t = assumedNoiseTest(input, sigma, 0, CI_LEVEL);
  retestInPlace(p, 'assumed-process-sigma', t.p, { interval: t.raw, call: t.raw }, Number.isFinite(input.se) ? undefined : UNBOUNDED_ERROR);
  p.row.assumedSigma = sigma;
  p.assumed = input;
}

/**
 * A row re-tested in place on its log ratio, with both intervals known (a new object per row, twice over
 * 100,000 rows, was most of this pass's garbage). One process a side never gets a floor below the single-run
 * floor: τ is estimated from a suite's few benchmarks or assumed, and some benchmarks scatter more than others
 * between processes (allocation-heavy ones most).
 */
function retestInPlace(p: Pending, test: TestName, pValue: number, known: { interval: [number, number]; call: [number, number] }, note: string | undefined): void {
  if (p.singleRunFloor !== undefined && p.ctx!.floor < p.singleRunFloor) {
    p.ctx!.floor = p.singleRunFloor;
    p.row.floor = p.singleRunFloor;
  }
  const tested = p.tested!;
  tested.fixed = undefined;
  tested.note = note;
  tested.test = test;
  tested.p = pValue;
  tested.interval = undefined;
  tested.callInterval = undefined;
  tested.testInterval = undefined;
  tested.known = known;
  p.row.note = undefined;
  p.row.test = test;
  p.row.p = pValue;
}

// The examples behind these notes stay here, not in them: a go B/op row's note cited hyperfine's user times, and a
// mitata heap row's JMH's B/op, which read as if the report had mixed up its harnesses.
// UNTESTED_INFO: hyperfine 1.x's mean user and system times moved ±20–50 % between runs of the same commands.
const UNTESTED_INFO = 'one value a side, shown for information: too few benchmarks in this metric to measure how far it moves between processes, so a move beyond the floor is not called; per-run values would tell';

/**
 * Rows still on the bare threshold after applyProcessNoise (one value a side, too few benchmarks in the
 * metric for a τ) that are shown for information: a move beyond the floor is ❔ inconclusive, not called.
 * Nothing measured their noise, and a report that marks them ✅/⚠️ shows noise as change. A gating row keeps
 * the threshold (lower confidence): the user chose that metric to decide on.
 */
function holdUntestedInfoRows(pending: Pending[]): void {
  for (let ri = 0; ri < pending.length; ri++) {
    const p = pending[ri]!;
    const t = p.tested;
    if (t === undefined || t.test !== 'threshold' || p.row.gating || (t.fixed !== 'regressed' && t.fixed !== 'improved')) continue;
    t.fixed = 'inconclusive';
    t.note = UNTESTED_INFO;
    p.row.note = UNTESTED_INFO;
  }
}

/** The note of a row held by holdSubByteRows: paired rounds leave such a row as it is (paired.ts). */
// SUB_BYTE: JMH -prof gc read 0.007 and 0.003 B/op for the same code.
export const SUB_BYTE = 'under 1 byte per operation on both sides: nothing the code allocates on every call (an allocation is several bytes), only allocation outside it averaged over many calls, which moves by chance';

/**
 * Rows of bytes per operation under 1 B on both sides are no change. The average of rare allocations
 * outside the measured code over millions of calls moves by any factor between runs, and a row's few
 * iterations can look precise about it. Decided after applyProcessNoise, so these rows still count in
 * their metric's between-process spread: taken out, mitata's heap rows were left with a τ of 0.
 */
function holdSubByteRows(pending: Pending[]): void {
  for (let ri = 0; ri < pending.length; ri++) {
    const p = pending[ri]!;
    const t = p.tested;
    if (t === undefined || t.test === 'exact' || p.base === undefined || p.head === undefined || p.base.unit !== 'B') continue;
    const b = p.base.value;
    const h = p.head.value;
    if (!(b >= 0 && b < 1 && h >= 0 && h < 1)) continue;
    t.fixed = 'unchanged';
    t.p = undefined;
    t.note = SUB_BYTE;
    p.row.p = undefined;
    p.row.note = SUB_BYTE;
  }
}

/**
 * Decides every tested row, in two families, each FDR-controlled (Benjamini–Hochberg): rows that gate the
 * verdict, and rows shown for information. Rows sorted out in one pass: a filter per family and per kind
 * went over 400,000 rows four times.
 */
function decideFamilies(pending: Pending[], set: (p: Pending, q: number | undefined) => void): void {
  const withP: [Pending[], Pending[]] = [[], []];
  const withoutP: [Pending[], Pending[]] = [[], []];
  for (let ri = 0; ri < pending.length; ri++) {
    const p = pending[ri]!;
    if (p.tested === undefined) continue;
    (p.tested.p !== undefined ? withP : withoutP)[p.row.gating ? 0 : 1].push(p);
  }
  for (const family of [0, 1] as const) {
    const qs = benjaminiHochberg(withP[family].map((p) => p.tested!.p!));
    withP[family].forEach((p, i) => set(p, qs[i]));
    for (const p of withoutP[family]) set(p, undefined);
  }
}

/**
 * `suite␀metric`, the key rows are grouped by, built once per pair: made per row (400,000 rows, twice) the
 * joined strings were flattened and hashed every time.
 */
function suiteMetricKeys(): (suite: string, metric: string) => string {
  const bySuite = new Map<string, Map<string, string>>();
  return (suite, metric) => {
    let byMetric = bySuite.get(suite);
    if (byMetric === undefined) bySuite.set(suite, (byMetric = new Map()));
    let key = byMetric.get(metric);
    if (key === undefined) byMetric.set(metric, (key = `${suite}\u0000${metric}`));
    return key;
  };
}

function pctOf(log: number): string {
  return `${(Math.expm1(log) * 100).toFixed(0)} %`;
}

/**
 * `m` with every value in its unit divided by `f`: the centre, samples, runs and the spread's absolute fields
 * (rme is relative). The runs too: a row with several runs a side is tested on them, and with them left as
 * they were its "vs suite" re-test was the raw test again (zap's benchmarks suite, −19 % drift: −21.4 % raw
 * and −21.4 % "vs suite", test/fixtures/go-bench/zap-repeat).
 */
function scaledMetric(m: Metric, f: number): Metric {
  const s = m.spread;
  const spread = s === undefined ? undefined : {
    ...s,
    ...(s.stddev !== undefined ? { stddev: s.stddev / f } : {}),
    ...(s.mad !== undefined ? { mad: s.mad / f } : {}),
    ...(s.sem !== undefined ? { sem: s.sem / f } : {}),
    ...(s.iqr !== undefined ? { iqr: s.iqr / f } : {}),
    ...(s.min !== undefined ? { min: s.min / f } : {}),
    ...(s.max !== undefined ? { max: s.max / f } : {}),
    ...(s.error !== undefined ? { error: s.error / f } : {}),
    ...(s.ci !== undefined ? { ci: { ...s.ci, lower: s.ci.lower / f, upper: s.ci.upper / f } } : {}),
  };
  return {
    ...m,
    value: m.value / f,
    ...(m.samples ? { samples: m.samples.map((x) => x / f) } : {}),
    ...(m.runs ? { runs: m.runs.map((x) => x / f) } : {}),
    ...(spread ? { spread } : {}),
  };
}

function applyDrift(pending: Pending[], options: CompareOptions, noises: Map<string, SuiteNoise>, runFactors: Set<string>, keyOf: (suite: string, metric: string) => string): Drift[] {
  const drifts: Drift[] = [];
  const testable = pending.filter((p) => p.testName !== undefined && p.testName !== 'exact' && p.row.ratio !== null);
  const groups = groupBy(testable, (p) => keyOf(p.row.suite, p.row.metric));
  const byMetric = groupBy(testable, (p) => p.row.metric);
  // The run's common move per metric and floor, estimated once for all the small suites that take it.
  const runMoves = new Map<string, ReturnType<typeof runDrift>>();
  for (const [key, all] of groups) {
    const { suite, metric, floor } = all[0]!.row;
    const rng = createRng((options.seed ^ hash(`drift:${suite}:${metric}`)) >>> 0);
    let drift = estimateDrift(suite, metric, all.map((p) => p.row.ratio!), floor, rng);
    if (drift.status === 'too-few') {
      const at = `${metric}\u241f${floor}`;
      if (!runMoves.has(at)) runMoves.set(at, runDrift(byMetric.get(metric)!, metric, floor, options.seed));
      const run = runMoves.get(at);
      if (run !== undefined) drift = ofRun(drift, run);
    }
    const noise = noises.get(key);
    if (noise !== undefined) {
      drift.between = { sigma: noise.tau, benchmarks: noise.k, df: noise.df };
      drift.note = `${drift.note.replace(/\.$/, '')}. Between processes these benchmarks scatter by σ ≈ ${pctOf(noise.tau)} beyond what their own samples show (robust spread of ${noise.k} log ratios around the suite's median); no single process measures that, so each row's interval includes it and a row is called only relative to the suite's common move (t test, ${noise.df} df).`;
    }
    if (runFactors.has(key)) {
      drift.runFactorsRemoved = true;
      drift.note = `${drift.note.replace(/\.$/, '')}. Each run's common factor across the suite was divided out of its runs first (repeat).`;
    }
    const gating = all.some((p) => p.row.gating);
    if (gating || drift.status === 'drift' || noise !== undefined) drifts.push(drift);
    // Rows tested relative to the common move already (random effects, moderated t with the suite's centre).
    const alreadyRelative = (p: Pending): boolean => (p.row.test === 'random-effects' || p.row.test === 'moderated-t') && p.row.relative !== undefined;
    for (let ri = 0; ri < all.length; ri++) {
      const p = all[ri]!;
      if (!alreadyRelative(p)) continue;
      p.row.relative!.verdict = p.row.verdict;
      // The raw interval is beyond the floor but the relative one is not: the suite moved, this row with it.
      const ci = p.row.ci;
      if (ci !== undefined && p.row.verdict !== 'regressed' && p.row.verdict !== 'improved' && classifyInterval(ci, p.row.floor, p.row.direction) !== 'unchanged') {
        p.row.verdict = 'inconclusive';
        // Said only where it is so: the suite drifted, or relative to its common move the row is within the
        // floor. Otherwise the relative interval still reaching beyond the floor is the process noise (the
        // suite moved 1 %, this row 15 %: a real A/A pair of criterion).
        const relative = p.row.relative!.ci;
        if (drift.status === 'drift' || (relative !== undefined && withinFloor(relative, p.row.floor))) p.row.note = MOVED_WITH_SUITE;
        else p.row.note ??= NOISE_TOO_LARGE;
      } else if (drift.status === 'drift' && (p.row.verdict === 'regressed' || p.row.verdict === 'improved')) {
        const f = drift.factor!;
        p.row.note = `moved differently from the rest of the suite (relative to its ${f >= 1 ? '+' : '−'}${Math.abs((f - 1) * 100).toFixed(0)} % drift)`;
      }
    }
    const rows = all.filter((p) => !alreadyRelative(p));
    if (drift.status !== 'drift' || drift.factor === undefined || rows.length === 0) continue;
    const f = drift.factor;
    const sigma = Math.max(drift.spread ?? 0, 1e-9);
    // Re-test every row with head scaled back by the common factor: what moved differently from the rest?
    // Two conditions, both FDR-controlled: the row's own samples say so (within-row test), and the row
    // stands out from how unevenly the whole suite moved (between-benchmark z on the log ratio).
    const relative = rows.map((p) => {
      if (p.assumed !== undefined) return { p, tested: relativeToAssumed(p.assumed, p.row.assumedSigma!, f), pBetween: 2 * normalCdf(-Math.abs(Math.log(p.row.ratio! / f) / sigma)) };
      const h = p.head!;
      const scaled = scaledMetric(h, f);
      const z = Math.log(p.row.ratio! / f) / sigma;
      return { p, tested: testMetric(p.base!, scaled, p.ctx!.withoutHistory()), pBetween: 2 * normalCdf(-Math.abs(z)) };
    });
    const withP = relative.filter((r) => r.tested.p !== undefined);
    const qs = benjaminiHochberg(withP.map((r) => r.tested.p!));
    const qOf = new Map(withP.map((r, i) => [r, qs[i]]));
    const qBetween = benjaminiHochberg(relative.map((r) => r.pBetween));
    relative.forEach((r, i) => {
      const d = decide(r.tested, qOf.get(r), r.p.ctx!.withoutHistory());
      const standsOut = qBetween[i]! < r.p.row.alpha;
      const verdict = d.verdict === 'regressed' || d.verdict === 'improved' ? (standsOut ? d.verdict : 'inconclusive') : d.verdict;
      const raw = r.p.row.verdict;
      r.p.row.relative = { ratio: r.tested.ratio ?? r.p.row.ratio! / f, ...(d.ci ? { ci: d.ci } : {}), verdict };
      // The p shown beside "vs suite" is this test's (it read the raw test's p=0.03 next to a −3.4 % relative change).
      if (r.tested.p !== undefined) {
        r.p.row.p = r.tested.p;
        r.p.row.q = qOf.get(r);
      }
      if (verdict === 'regressed' || verdict === 'improved') {
        r.p.row.verdict = verdict;
        r.p.row.note = `moved differently from the rest of the suite (relative to its ${f >= 1 ? '+' : '−'}${Math.abs((f - 1) * 100).toFixed(0)} % drift)`;
      } else if (raw === 'regressed' || raw === 'improved' || d.verdict !== verdict) {
        r.p.row.verdict = 'inconclusive';
        r.p.row.note = standsOut
          ? 'moved with the whole suite: the drift, not this benchmark, explains the change'
          : 'within the uneven drift of the whole suite: cannot be told from the machine';
      }
    });
  }
  return drifts;
}

/** A row of assumeProcessNoise re-tested relative to the run's move `f` (its drift pass). */
function relativeToAssumed(input: NoiseRow, sigma: number, f: number): Tested {
  const t = assumedNoiseTest(input, sigma, Math.log(f), CI_LEVEL);
  return { test: 'assumed-process-sigma', ratio: Math.exp(input.logRatio) / f, p: t.p, confidence: 'normal', known: { interval: t.relative, call: t.relative } };
}

/**
 * A suite with too few benchmarks for a common move of its own takes the run's: every suite of a results file ran
 * in one job, on one machine in one state, and against a baseline from another job they move together. jsonschema's
 * eight pyperf scripts, one suite of 1–4 benchmarks each, read −36 … −77 % "faster" (t on 10 processes a side,
 * p < 0.001) in an A/A pair of two jobs of one commit, whose second measured −57 % over the run's 23 benchmarks.
 * Used only where the run's suites together moved beyond the floor (a drift), over benchmarks of two suites or more.
 */
function runDrift(rows: Pending[], metric: string, floor: number, seed: number): (Drift & { suites: number }) | undefined {
  const suites = new Set(rows.map((p) => p.row.suite));
  if (suites.size < 2) return undefined;
  const run = estimateDrift('', metric, rows.map((p) => p.row.ratio!), floor, createRng((seed ^ hash(`drift:run:${metric}`)) >>> 0));
  return run.status === 'drift' ? { ...run, suites: suites.size } : undefined;
}

/** A small suite's drift entry when it takes the run's move (runDrift): the run's factor, said as the run's. */
function ofRun(own: Drift, run: Drift & { suites: number }): Drift {
  const { suites, ...move } = run;
  const uneven = move.note.includes(' The benchmarks moved unevenly') ? move.note.slice(move.note.indexOf(' The benchmarks moved unevenly')) : '';
  const range = `${signedPct(Math.log(move.factor!))} [${signedPct(Math.log(move.ci![0]))}, ${signedPct(Math.log(move.ci![1]))}]`;
  return {
    ...move,
    suite: own.suite,
    benchmarks: own.benchmarks,
    note: `${own.benchmarks} benchmark(s), too few for a common move of their own; the run's ${suites} suites, measured in one job, moved ${range} together over ${move.benchmarks} benchmarks — the machine, or a change that touches everything? Rows are judged relative to that move; a raw change that only follows it is inconclusive.${uneven}`,
  };
}

/**
 * The headline's geometric mean over the sides' runs, without its interval against a baseline stored by another
 * job: each side's runs ran back to back in one job, and what moves that job's machine moves them all, so Welch's
 * t over them leaves the largest part of a job-to-job move out. A stored A/A of zap (go-bench/zap-repeat), three
 * runs a side, read −19 % with an interval wholly below 0.
 */
function headlineOverRuns(g: RunsGeomean | undefined, options: CompareOptions): RunsGeomean | undefined {
  if (g === undefined || options.baselineKind !== 'stored') return g;
  const { ci: _ci, ...withoutInterval } = g;
  return withoutInterval;
}

/** `suite › benchmark` of each benchmark of a head suite that ran that failed there and not in base (ComparisonSummary.brokenInHead). */
function brokenInHead(base: Results, head: Results): string[] {
  const out: string[] = [];
  for (const hs of head.suites) {
    if (hs.status === 'failed') continue; // a failed suite is failedSuites'
    const failed = hs.benchmarks.filter((b) => b.status === 'failed');
    const exiting = hs.benchmarks.filter((b) => b.status !== 'failed' && b.exitCode !== undefined);
    if (failed.length === 0 && exiting.length === 0) continue;
    const bs = base.suites.find((s) => s.name === hs.name);
    // A suite that failed in base ran nothing there: its head failures are not this change's to answer for.
    if (bs?.status === 'failed') continue;
    const baseFailed = new Set((bs?.benchmarks ?? []).filter((b) => b.status === 'failed').map((b) => b.name));
    for (const b of failed) if (!baseFailed.has(b.name)) out.push(`${hs.name} › ${b.name}`);
    // A command that now exits non-zero in every run (hyperfine -i), with another code than in base, broke in head too.
    if (exiting.length === 0 || bs === undefined) continue;
    const baseOf = new Map(bs.benchmarks.map((b) => [b.name, b]));
    for (const b of exiting) {
      const bb = baseOf.get(b.name);
      if (bb !== undefined && otherOutcome(bb, b)) out.push(`${hs.name} › ${b.name}`);
    }
  }
  return out;
}

export function compareRuns(base: Results | undefined, head: Results, options: CompareOptions): Comparison {
  const pending: Pending[] = [];
  const failedSuites = head.suites.filter((s) => s.status === 'failed').map((s) => s.name);
  const runFactors = new Set<string>();
  const keyOf = suiteMetricKeys();
  let noises = new Map<string, SuiteNoise>();
  if (base !== undefined) {
    // Each side's per-run common factors out of its runs (run-factors.ts), before any row is tested.
    const clean = (s: Suite): Suite => {
      const { suite, removed } = removeRunFactors(s);
      for (const metric of removed) runFactors.add(keyOf(s.name, metric));
      return suite;
    };
    const baseSuites = new Map(base.suites.map((s) => [s.name, clean(s)]));
    for (const hs of head.suites) pushAll(pending, pairRows(hs.name, baseSuites.get(hs.name), clean(hs), base, options));
    const headNames = new Set(head.suites.map((s) => s.name));
    for (const bs of base.suites) {
      if (!headNames.has(bs.name)) pushAll(pending, pairRows(bs.name, bs, { ...bs, benchmarks: [] }, base, options));
    }
    noises = applyProcessNoise(pending, keyOf, options.baselineKind === 'stored');
    holdUntestedInfoRows(pending);
    holdSubByteRows(pending);
    decideFamilies(pending, (p, q) => {
      const d = decide(p.tested!, q, p.ctx!);
      if (q !== undefined) p.row.q = q;
      p.row.verdict = d.verdict;
      if (d.ci) {
        p.row.ci = d.ci;
        p.row.ciLevel = 0.95;
      }
      if (d.note !== undefined) p.row.note = d.note;
      // Decided: the test's result (its interval closures, and the samples and contexts they hold) is
      // not needed again; applyDrift re-tests from the metrics. Released here, a 100,000-row comparison
      // peaks a few hundred MB lower.
      p.testName = p.tested!.test;
      p.tested = undefined;
    });
  } else {
    // No baseline yet (a first run): every benchmark is shown with its numbers, new; the report said only
    // "the results are stored", and a first run showed nothing of what it measured.
    for (const hs of head.suites) pushAll(pending, pairRows(hs.name, undefined, hs, head, options));
  }
  const drift = base === undefined ? [] : applyDrift(pending, options, noises, runFactors, keyOf);
  holdSlowPhaseRows(pending);
  holdStateDependentCounts(pending);
  holdUnlikeCallsPerSample(pending);
  holdOffCpuTimes(pending);
  // "paired rounds would" tell is wrong where every round repeats one build's value (a paired report of
  // iai-callgrind on datealgo-rs said it of RAM hits measured in 10 rounds): no more runs of these builds will.
  for (let ri = 0; ri < pending.length; ri++) {
    const p = pending[ri]!;
    if (p.oneBuild === true && p.row.note === NOISE_TOO_LARGE) p.row.note = ONE_BUILD_NOISE;
  }
  const rows = pending.map((p) => p.row);
  callAllocsWithTheirBytes(rows);
  holdSplitCommonMoves(rows, drift, keyOf);
  holdRatesOfUncalledTimes(rows, ratesOfTimeSamples(head));
  dropUnboundedIntervals(rows);
  const warnings = parseWarnings(base, head);
  return {
    schema: COMPARISON_SCHEMA_ID,
    base: base === undefined ? null : { commit: base.meta.commit, ref: base.meta.ref, createdAt: base.meta.createdAt },
    head: { commit: head.meta.commit, ref: head.meta.ref, createdAt: head.meta.createdAt },
    rows,
    summary: summarize(rows, {
      hasBase: base !== undefined,
      failedSuites,
      brokenInHead: base === undefined ? [] : brokenInHead(base, head),
      drift,
      options,
      ...(base === undefined ? {} : { overRuns: (timeRows: ComparisonRow[]) => headlineOverRuns(geomeanOverRuns(timeRows, base, head), options) }),
    }),
    ...(warnings.length > 0 ? { warnings } : {}),
  };
}

/**
 * An interval whose bound overflowed (a harness's spread of 1e308, a relative error of 100,000 %) bounds
 * nothing: it is left out, and the row says so, rather than printed "+Infinity %" or written as null in
 * the JSON. Such a row was never called: no interval that reaches infinity excludes the floor.
 */
export function dropUnboundedIntervals(rows: ComparisonRow[]): void {
  const unbounded = (ci: [number, number] | undefined): boolean => ci !== undefined && !(Number.isFinite(ci[0]) && Number.isFinite(ci[1]));
  for (let ri = 0; ri < rows.length; ri++) {
    const row = rows[ri]!;
    const whole = unbounded(row.ci);
    const relative = unbounded(row.relative?.ci);
    if (!whole && !relative) continue;
    if (whole) {
      row.ci = undefined;
      row.ciLevel = undefined;
    }
    if (relative) row.relative!.ci = undefined;
    if (row.note === UNBOUNDED_ERROR) continue; // says why already
    const said = 'its interval is unbounded (a spread beyond the range of a number), so it is not shown';
    row.note = row.note === undefined ? said : `${row.note}; ${said}`;
  }
}

/**
 * A time row called from one process a side, where the fastest samples of both sides agree (relative to the
 * suite's common move, within the floor) and only the slower ones moved, is ❔: the machine, not the code, can
 * have made it. A slow phase of a shared machine adds time to the samples it covers and never takes any away,
 * while a change to the code moves every sample, the fastest too. fastjson's ObjectGet/items_100/lookups_0, the
 * same code in both processes, read 962 957 967 945 962 950 ns against 1029 945 | 2341 2375 2352 2358 (a ×2.4 step
 * after two samples), called +144 % on its medians with its fastest samples −0 % apart (fixtures/go-bench/
 * fastjson-aa-phase). Of the 131 planted +30 % rows (decimal, fastjson) called against bases run interleaved with
 * them, none had its fastest samples less than +24 % apart. A phase over all of a row's samples leaves no such
 * trace (uuid's whole-row phases of +35–55 %): only more processes a side tell those.
 */
function holdSlowPhaseRows(pending: Pending[]): void {
  for (let ri = 0; ri < pending.length; ri++) {
    const p = pending[ri]!;
    const { row, base, head, commonMove } = p;
    if (p.averaged !== true || row.test !== 'random-effects' || commonMove === undefined || (row.verdict !== 'regressed' && row.verdict !== 'improved')) continue;
    if (base === undefined || head === undefined || base.unit !== 'ns' || row.direction !== 'smaller') continue;
    if (runCount(base) >= 2 || runCount(head) >= 2) continue;
    const bs = base.samples;
    const hs = head.samples;
    if (bs === undefined || hs === undefined || bs.length < MIN_SAMPLES || hs.length < MIN_SAMPLES) continue;
    const fastBase = minOf(bs);
    const fastHead = minOf(hs);
    if (!(fastBase > 0 && fastHead > 0)) continue;
    const fastest = Math.log(fastHead / fastBase) - commonMove;
    if (Math.abs(fastest) > Math.log1p(row.floor)) continue;
    const slow = row.verdict === 'regressed' ? 'head' : 'base';
    const other = slow === 'head' ? 'base' : 'head';
    const moved = row.relative?.ratio ?? row.ratio ?? 1;
    row.note = `${slow}'s fastest samples are at ${other}'s level (fastest head / fastest base ${signedPct(fastest)} relative to the suite's common move, within the ${(row.floor * 100).toFixed(0)} % floor) while the row moved ${signedPct(Math.log(moved))}: a slow phase of the machine during one process adds time to some of its samples, where a change to the code moves them all; \`repeat\` or paired rounds would tell`;
    row.verdict = 'inconclusive';
    if (row.relative !== undefined) row.relative.verdict = 'inconclusive';
  }
}

/**
 * `suite␀benchmark` of each benchmark whose throughput is its time samples' mean inverted beside a time row that
 * is their median, or is compared on their centre: a harness's ops/s (vitest, tinybench 2, pytest-benchmark), the
 * same n, one measurement by another statistic.
 */
export function ratesOfTimeSamples(results: Results): Set<string> {
  const out = new Set<string>();
  for (let si = 0; si < results.suites.length; si++) {
    const s = results.suites[si]!;
    for (let bi = 0; bi < s.benchmarks.length; bi++) {
      const b = s.benchmarks[bi]!;
      const t = b.metrics[METRIC.time];
      const r = b.metrics[METRIC.throughput];
      // A time row of samples is compared on their centre (the Hodges–Lehmann shift) even where its value is
      // their mean: tinybench 2's JSON, whose hz moved +9.4 % beside its time's −11.6 % in one A/A pair.
      if (t === undefined || r === undefined || r.unit !== 'ops/s' || r.statistic !== 'mean' || r.samples !== undefined) continue;
      if (t.statistic !== 'median' && t.samples === undefined && t.tally === undefined) continue;
      if (t.n !== undefined && t.n === r.n) out.add(`${s.name}\u0000${b.name}`);
    }
  }
  return out;
}

/**
 * A throughput row that is its time row inverted (go's MB/s is bytes over ns/op, tinybench's ops/s one over
 * its latency) says nothing the gating time row does not: it is not called where that row is not. Decided
 * in separate FDR families, the same p made fastjson's Validate/large "❔ not significant" in time and "⚠️
 * slower" in MB/s (and, in paired rounds, which re-decide both, roaring's WriteDenseTo/array-4096). Nor is it
 * "no change" where that row is undecided. Only where the two ratios are each other's inverse (within 2 %), so a
 * rate measured on its own keeps its verdict; or where the harness rates the time row's own samples by another
 * statistic (`sameSamples`, `suite␀benchmark`: vitest's and tinybench 2's hz is one over their mean, beside the
 * median's time row, and under GC pauses the two moved apart: +6.8 % slower and +7.8 % faster in one A/A pair).
 */
export function holdRatesOfUncalledTimes(rows: ComparisonRow[], sameSamples: ReadonlySet<string> = new Set()): void {
  // By suite, then name: a key string joined per row cost 225 ms over 400,000 rows.
  const timeOf = new Map<string, Map<string, ComparisonRow>>();
  for (let ri = 0; ri < rows.length; ri++) {
    const r = rows[ri]!;
    if (r.metric !== METRIC.time || !r.gating) continue;
    let bySuite = timeOf.get(r.suite);
    if (bySuite === undefined) timeOf.set(r.suite, (bySuite = new Map()));
    bySuite.set(r.benchmark, r);
  }
  if (timeOf.size === 0) return;
  for (let ri = 0; ri < rows.length; ri++) {
    const r = rows[ri]!;
    // Every rate, not only the one named throughput: divan's item/s beside its B/s (`throughput-count`), its
    // char/s and cycle/s, criterion's `throughput-elements` are each the same time inverted (checked below).
    if (r.gating || r.direction !== 'bigger' || (r.unit !== 'B/s' && r.unit !== 'ops/s')) continue;
    const called = r.verdict === 'regressed' || r.verdict === 'improved';
    // Nor is it "no change" where the time row cannot tell: vitest's ops/s of tailwind-merge's three benchmarks,
    // one process a side, read ➖ −8.1 % (a single mean against the floor) beside its time row's ❔ (the
    // process-to-process σ of a suite too small to measure it).
    if (!called && r.verdict !== 'unchanged') continue;
    const t = timeOf.get(r.suite)?.get(r.benchmark);
    if (t === undefined || t.verdict === r.verdict || t.ratio === null || r.ratio === null || !(t.ratio > 0 && r.ratio > 0)) continue;
    if (!called && t.verdict !== 'inconclusive') continue;
    const ofSamples = sameSamples.has(`${r.suite}\u0000${r.benchmark}`);
    if (!ofSamples && Math.abs(Math.log(t.ratio) + Math.log(r.ratio)) > Math.log(1.02)) continue;
    r.verdict = t.verdict === 'unchanged' ? 'unchanged' : 'inconclusive';
    if (r.relative !== undefined) r.relative.verdict = r.verdict;
    const what = ofSamples ? "the time row's samples, their mean inverted (the same measurement)" : 'the time row inverted (the same measurement)';
    r.note = called
      ? `${what}: not called where that row, which gates, is not (${t.verdict === 'unchanged' ? 'no change' : 'undecided'} there)`
      : `${what}: undecided where that row, which gates, is`;
  }
}

/** Every suite's parse warnings, head's first; base's only where head does not say the same of that suite. */
function parseWarnings(base: Results | undefined, head: Results): NonNullable<Comparison['warnings']> {
  const out: NonNullable<Comparison['warnings']> = [];
  const seen = new Set<string>();
  const sides: ['head' | 'base', Results | undefined][] = [['head', head], ['base', base]];
  for (const [side, results] of sides) {
    for (const suite of results?.suites ?? []) {
      for (const text of suite.warnings ?? []) {
        const key = `${suite.name}\u0000${text}`;
        if (seen.has(key)) continue;
        seen.add(key);
        out.push({ suite: suite.name, side, text });
      }
    }
  }
  return out;
}
