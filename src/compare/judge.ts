// Judges one metric of one benchmark, head against base, in two phases: `test` computes the p-value for
// every row (cheap), then — after the false-discovery-rate adjustment across the report — `decide`
// computes an interval only where the adjusted p can make a call (the bootstrap is the expensive part).
import type { Direction, Metric } from '../model/results';
import type { TestName, Verdict } from './types';
import { bootstrapHodgesLehmannCI, bootstrapRatioCI, hodgesLehmannRatio } from './stats/bootstrap';
import { median } from './stats/descriptive';
import { maxOf, minOf } from '../model/arrays';
import { mean, stddev } from './stats/descriptive';
import { mannWhitneyU, shiftInterval } from './stats/mann-whitney';
import { medianRatioCI, ORDER_STATISTIC_MIN_N } from './stats/median-ratio-ci';
import { predictionInterval, predictionPValue } from './stats/prediction';
import type { Rng } from './stats/random';
import { studentTCdf, studentTQuantile } from './stats/distributions';
import { moderate, type VariancePrior } from './stats/variance-prior';
import { ratioCIFromSummaries, welchFromSummaries } from './stats/welch';
import { geometricMean, type Estimate } from './centre';

export const MIN_SAMPLES = 3;
/**
 * Up to this many base × head pairs the change is estimated by the Hodges–Lehmann ratio (the median of
 * the pairwise ratios), beyond it by the ratio of medians. Both are median ratios; the first is much
 * more efficient at small n (so a real 10 % change at n = 10 is caught), the second far cheaper at
 * large n, where it is precise enough.
 */
export const HODGES_LEHMANN_MAX_PAIRS = 400;
export const MIN_HISTORY = 5;
export const CI_LEVEL = 0.95;

export interface JudgeContext {
  direction: Direction;
  /** Noise floor as a fraction (already widened for a single stored run, where that applies). */
  floor: number;
  alpha: number;
  /** Earlier central values of this metric, oldest first, when the baseline carries a history. */
  history?: number[];
  rng: Rng;
  resamples: number;
  /** The suite's prior for the runs' log variance (stats/variance-prior.ts), where enough rows have runs. */
  runsPrior?: VariancePrior;
  /**
   * The floor for counts compared exactly, where it differs from `floor`: a stored single run's wider floor
   * is for the noise between processes, which an exact count does not have.
   */
  exactFloor?: number;
  /**
   * The suite's common move between the sides' runs (median log ratio, and that median's variance): with
   * a prior, a row is called relative to it, because what moves every benchmark at once is the machine.
   */
  runsCentre?: { log: number; variance: number };
}

export interface Tested {
  test: TestName;
  ratio: number | null;
  p?: number;
  n?: [number, number];
  note?: string;
  confidence: 'normal' | 'lower';
  /** Verdict that needs no test (exact metrics, thresholds, too few data). */
  fixed?: Verdict;
  /** The estimate behind `ratio` with the per-side centres the cells show (compare/centre.ts). */
  estimate?: Estimate;
  /** Computes the interval of head/base; only called for rows whose adjusted p can make a call. */
  interval?: () => [number, number] | undefined;
  /**
   * The interval the test's own statistic inverts to, where it has one cheaper than `interval` (Moses' for
   * the U test): whether a row that is not significant is within the floor, decided without a bootstrap.
   */
  testInterval?: () => [number, number] | undefined;
  /**
   * The interval the verdict is called on, when it is not `interval`: under random effects the row is
   * called relative to the suite's common factor (process-noise.ts), while `interval` stays that of head/base.
   */
  callInterval?: () => [number, number] | undefined;
  /**
   * Both intervals when they were computed with p (random effects, process-noise.ts): kept as values, so a
   * row holds no closures while it waits for the report's FDR (two per row, over 400,000 rows, were a
   * large part of a comparison's garbage). They take the place of `interval` and `callInterval`.
   */
  known?: { interval: [number, number]; call: [number, number] };
  /** head/base relative to the suite's common move, when the call is made on that (callInterval). */
  relativeRatio?: number;
}

export interface Decided {
  verdict: Verdict;
  ci?: [number, number];
  note?: string;
}

function safeRatio(head: number, base: number): number | null {
  if (base === 0) return head === 0 ? 1 : null;
  const r = head / base;
  return Number.isFinite(r) && r > 0 ? r : null;
}

function allZero(m: Metric): boolean {
  return m.value === 0 && (m.samples?.every((x) => x === 0) ?? true) && (m.runs?.every((x) => x === 0) ?? true);
}

function isConstant(samples: number[] | undefined): boolean {
  return samples !== undefined && samples.length >= 2 && samples.every((x) => x === samples[0]);
}

/** The metrics' own values as the centres, when their ratio is the estimate. */
function valueEstimate(base: Metric, head: Metric, ratio: number | null): { estimate?: Estimate } {
  return ratio === null ? {} : { estimate: { kind: 'value', ratio, base: base.value, head: head.value, own: true } };
}

/** Worse for this direction? (ratio > 1 is worse when smaller is better) */
function worse(ratio: number, direction: Direction): boolean {
  return direction === 'smaller' ? ratio > 1 : ratio < 1;
}

/** Whether the whole interval lies beyond the floor, in log space (so ±5 % is symmetric). */
export function classifyInterval(ci: [number, number], floor: number, direction: Direction): Verdict {
  const bound = Math.log1p(floor);
  const lo = Math.log(ci[0]);
  const hi = Math.log(ci[1]);
  const up = lo > bound; // the whole interval above 1 + floor
  const down = hi < -bound;
  if (!up && !down) return 'unchanged';
  return (up ? 'smaller' : 'bigger') === direction ? 'regressed' : 'improved';
}

/** Smallest two-sided p an exact U test can reach with these sizes (no ties). */
function minimumExactP(n1: number, n2: number): number {
  let c = 1;
  for (let i = 1; i <= n1; i++) c = (c * (n2 + i)) / i;
  return Math.min(1, 2 / c);
}

/** Whether the whole interval lies within ±floor (log-symmetric). */
export function withinFloor(ci: [number, number], floor: number): boolean {
  const bound = Math.log1p(floor);
  return Math.log(ci[0]) >= -bound && Math.log(ci[1]) <= bound;
}

export function testMetric(givenBase: Metric, givenHead: Metric, ctx: JudgeContext): Tested {
  const aligned = alignStatistics(givenBase, givenHead);
  const [base, head] = aligned.sides;
  const ratio = safeRatio(head.value, base.value);
  // A metric with neither samples nor n has an unknown n, not 1 (criterion's stdout without an outlier line
  // summarises 10 or 100 samples): the row then shows none rather than n=1.
  const nb = base.samples?.length ?? base.n;
  const nh = head.samples?.length ?? head.n;
  const n: [number, number] | undefined = nb === undefined || nh === undefined ? undefined : [nb, nh];

  // Counts that do not vary: certain, no test. Timings never count as exact, even when a coarse
  // clock makes every sample equal (bash's `times` has 1 ms resolution: 1 ms vs 2 ms is not a 2x change).
  const timing = base.unit === 'ns' || base.unit.endsWith('/s');
  // No run takes no time: a time of 0 is one printed under the output's resolution (`0.000 ms`, GNU time's
  // `0.00`; the parse warned which), so it says nothing about a change, against a zero or a measured time.
  if (base.unit === 'ns' && (base.value === 0 || head.value === 0)) {
    const side = base.value === 0 ? (head.value === 0 ? 'base and head' : 'base') : 'head';
    return { test: 'none', ratio: null, confidence: 'normal', fixed: 'inconclusive', note: `a time of 0 in ${side}: below what the harness printed, no change can be read from it` };
  }
  // A ratio of negative values means nothing (go's b.ReportMetric of −4 then −8 ns/item read +100 %, "worse",
  // where smaller is better): a signed quantity has no relative change to test.
  if (base.value < 0 || head.value < 0) {
    return { test: 'none', ratio: null, n, confidence: 'normal', fixed: 'inconclusive', note: `a negative value (${base.value} → ${head.value}): a ratio of signed values tells no change, so none is judged` };
  }
  const printed = belowResolution(base, head, ctx.floor, ctx.direction);
  if (printed !== undefined) return { test: 'none', ratio, confidence: 'normal', fixed: 'inconclusive', note: printed };
  // `exact: false` says equal samples are a coincidence of one process (hyperfine's peak RSS), not a fixed count.
  const inferExact = !timing && base.exact !== false && head.exact !== false;
  if ((base.exact && head.exact) || (inferExact && isConstant(base.samples) && isConstant(head.samples))) {
    // Certain, so no test; but, as for every row, a change within the floor is no change. Callgrind's
    // instruction counts are exact for a given run, yet a Rust HashMap's random seed moved one of
    // pathfinding's by −0.0037 % between two runs of the same binary, and any difference failed the report.
    const floor = ctx.exactFloor ?? ctx.floor;
    const within = head.value !== base.value && ratio !== null && ratio > 0 && Math.abs(Math.log(ratio)) <= Math.log1p(floor);
    const oncePerRun = head.value === base.value || within ? undefined : sharedTotal(base, head);
    const fixed: Verdict =
      head.value === base.value || within ? 'unchanged' : oncePerRun !== undefined ? 'inconclusive' : worse(head.value / (base.value || Number.MIN_VALUE), ctx.direction) ? 'regressed' : 'improved';
    const note = within ? `an exact count, changed by ${signedPercent(ratio)} (${base.value} → ${head.value}): within the ${(floor * 100).toFixed(0)} % floor` : oncePerRun;
    // Half the rows of a go report (B/op, allocs/op): built as one literal, no spread.
    return { test: 'exact', ratio, estimate: ratio === null ? undefined : { kind: 'value', ratio, base: base.value, head: head.value, own: true }, n, confidence: 'normal', fixed, note };
  }
  // An event count of the run (JMH's gc.count) is 0 in every sample and run on both sides: there is no
  // ratio to test, and a suite's process noise lent to it read "❔ inconclusive" on 0 against 0.
  if (allZero(base) && allZero(head)) {
    return { test: 'none', ratio, n, confidence: 'normal', fixed: 'unchanged', note: '0 in every sample on both sides' };
  }
  if (ratio === null) {
    // Named by the side that has it: a count that fell to 0 in head (Callgrind's LL hits 1 → 0) is no base of 0.
    if (base.value > 0 && head.value > 0) {
      return { test: 'none', ratio, confidence: 'normal', fixed: 'inconclusive', note: `ratio undefined: head / base (${head.value} / ${base.value}) is beyond the range of a number` };
    }
    const side = base.value <= 0 ? `base (${base.value})` : `head (${head.value})`;
    return { test: 'none', ratio, confidence: 'normal', fixed: 'inconclusive', note: `ratio undefined: zero or negative ${side}` };
  }

  if (aligned.unlike !== undefined) return { test: 'none', ratio: null, n, confidence: 'normal', fixed: 'inconclusive', note: aligned.unlike };

  // A stored baseline with a history: judge head against what the history predicts.
  if (ctx.history !== undefined && ctx.history.length >= MIN_HISTORY) {
    const history = ctx.history;
    const pi = predictionInterval(history, CI_LEVEL);
    if (pi !== undefined && pi.sd > 0) {
      const level = pi.mean;
      const r = safeRatio(head.value, level);
      return {
        test: 'prediction-interval',
        ratio: r,
        ...(r !== null ? { estimate: { kind: 'history-mean', ratio: r, base: level, head: head.value, own: true } } : {}),
        p: predictionPValue(history, head.value),
        n: [history.length, 1],
        confidence: 'lower',
        note: `head against the last ${history.length} runs (prediction interval ${fmt(pi.lower)} … ${fmt(pi.upper)})`,
        // Interval of head / level: how far head sits from the history, given the history's own spread.
        interval: () => (pi.lower > 0 ? [head.value / pi.upper, head.value / pi.lower] : undefined),
      };
    }
  }

  // Several independent runs on each side: the between-run spread is the noise, so the run is the unit. Runs
  // that agree exactly on both sides (medians of a coarse clock: bash's `times` gave 4 ms in each of three
  // invocations of one command and 2 ms in each of another's) show no spread to test against, and Welch's t
  // would be certain of any difference: without a suite's prior, the samples are tested instead.
  const br = base.runs;
  const hr = head.runs;
  if (br !== undefined && hr !== undefined && br.length >= 2 && hr.length >= 2 && [...br, ...hr].every((x) => x > 0)) {
    if (ctx.runsPrior !== undefined) return moderatedRunsTest(br, hr, ctx.runsPrior, ctx.runsCentre);
    if (!(isConstant(br) && isConstant(hr))) return runsTest(br, hr);
  }

  const bs = base.samples;
  const hs = head.samples;
  if (bs !== undefined && hs !== undefined && bs.length >= MIN_SAMPLES && hs.length >= MIN_SAMPLES) {
    const mw = mannWhitneyU(bs, hs);
    const hl = bs.length * hs.length <= HODGES_LEHMANN_MAX_PAIRS && bs.every((x) => x > 0) && hs.every((x) => x > 0);
    const estimate = hl ? hodgesLehmannRatio(bs, hs) : safeRatio(median(hs), median(bs));
    const tested: Tested = {
      test: 'mann-whitney',
      // The estimate whose interval is shown, so the change and its interval always agree.
      ratio: estimate ?? ratio,
      ...(estimate !== null
        ? { estimate: { kind: hl ? 'hodges-lehmann' : 'median', ratio: estimate, base: median(bs), head: median(hs), own: !hl } }
        : valueEstimate(base, head, ratio)),
      p: mw.p,
      n: [bs.length, hs.length],
      confidence: 'normal',
      ...(hl ? { testInterval: () => logShiftInterval(bs, hs) } : {}),
      interval: () => {
        // Large samples: the order-statistic interval (deterministic, O(n log n)); otherwise the bootstrap.
        const large = !hl && bs.length >= ORDER_STATISTIC_MIN_N && hs.length >= ORDER_STATISTIC_MIN_N && bs.every((x) => x > 0) && hs.every((x) => x > 0);
        const ci = large
          ? medianRatioCI(bs, hs, CI_LEVEL)
          : (hl ? bootstrapHodgesLehmannCI : bootstrapRatioCI)(bs, hs, { rng: ctx.rng, resamples: ctx.resamples, level: CI_LEVEL });
        return [ci.lower, ci.upper];
      },
    };
    if (mw.method === 'exact' && minimumExactP(bs.length, hs.length) >= ctx.alpha) {
      const beyond = Math.abs(Math.log(ratio)) > Math.log1p(ctx.floor);
      return {
        ...tested,
        fixed: beyond ? 'inconclusive' : 'unchanged',
        note: `too few samples (n=${bs.length}/${hs.length}) for the U test to reach p < ${ctx.alpha}`,
      };
    }
    return tested;
  }

  const a = welchSummary(base);
  const b = welchSummary(head);
  if (a !== undefined && b !== undefined && (a.sd > 0 || b.sd > 0)) {
    const w = welchFromSummaries(a, b);
    return {
      test: 'welch',
      ratio,
      ...valueEstimate(base, head, ratio),
      p: w.p,
      n: [a.n, b.n],
      confidence: 'normal',
      interval: () => {
        const ci = ratioCIFromSummaries(a, b, CI_LEVEL);
        return [ci.lower, ci.upper];
      },
    };
  }

  // Single values: no test is possible; the floor alone decides, and the report says so.
  const beyond = Math.abs(Math.log(ratio)) > Math.log1p(ctx.floor);
  return {
    test: 'threshold',
    ratio,
    ...valueEstimate(base, head, ratio),
    n,
    confidence: 'lower',
    fixed: beyond ? (worse(ratio, ctx.direction) ? 'regressed' : 'improved') : 'unchanged',
    note: 'single values: threshold only, no statistical test',
  };
}

/** Centres that differ for the same samples: a mean against a median is no change of the code. */
const CENTRES: ReadonlySet<string> = new Set(['mean', 'median', 'min', 'max']);

const CENTRE_OF: Record<string, (xs: readonly number[]) => number> = { mean, median, min: minOf, max: maxOf };

/**
 * Base and head as one statistic. Each side another statistic of its samples (one output form against another:
 * pytest-benchmark's table with `--benchmark-columns=min,median` against one with `mean`, vitest's or hyperfine's
 * console, a mean, against its JSON, a median) read "+48 %" for the same code: a side with samples is re-taken as
 * the other's statistic of them; with samples on neither side, or on both (the test then compares the samples),
 * the values stand, and without samples they are `unlike`, not compared.
 */
function alignStatistics(base: Metric, head: Metric): { sides: [Metric, Metric]; unlike?: string } {
  const b = base.statistic;
  const h = head.statistic;
  if (b === undefined || h === undefined || b === h || !CENTRES.has(b) || !CENTRES.has(h)) return { sides: [base, head] };
  const bs = base.samples?.length ?? 0;
  const hs = head.samples?.length ?? 0;
  if (bs >= MIN_SAMPLES && hs >= MIN_SAMPLES) return { sides: [base, head] };
  if (bs >= 2) return { sides: [{ ...base, value: CENTRE_OF[h]!(base.samples!), statistic: head.statistic }, head] };
  if (hs >= 2) return { sides: [base, { ...head, value: CENTRE_OF[b]!(head.samples!), statistic: base.statistic }] };
  return { sides: [base, head], unlike: `base is a ${b}, head a ${h}, with samples on neither side to take one as the other: another statistic, not a change of the code (the same output form on both sides compares them)` };
}

/** Samples beyond which sharedTotal does not look (its check is quadratic; go's -count is rarely over 20). */
const SHARED_TOTAL_MAX_SAMPLES = 200;

/** How sharedTotal's note starts: allocs-with-bytes.ts finds the rows it held by it. */
export const ONCE_PER_RUN_NOTE = "a whole run's count over its iterations, truncated";

/**
 * Per-operation counts that are a run's whole count over its iterations, truncated (go test's B/op and
 * allocs/op over b.N: `iterations`): value = floor(p + C/N), with p per operation and C paid once per run (a
 * buffer, a map's growth, the GC's own). Where one p ≥ 0 and one C ≥ 0 give every sample of both sides, the same
 * code run for fewer iterations explains the change as well as a new cost per operation does. Same code, an
 * A/A pair: a process twice as slow ran half the iterations, and 0 → 1 B/op and 0 → 1 allocs/op failed the
 * gate (fastjson). A change per operation seen at the same b.N on both sides rules it out (cramberry's
 * 648 → 760 B/op). The note saying so, or undefined where no such p and C exist.
 */
export function sharedTotal(base: Metric, head: Metric): string | undefined {
  const points: { v: number; x: number }[] = [];
  for (const m of [base, head]) {
    const xs = m.samples;
    const ns = m.iterations;
    if (xs === undefined || ns === undefined || xs.length === 0 || ns.length !== xs.length) return undefined;
    for (let i = 0; i < xs.length; i++) points.push({ v: xs[i]!, x: 1 / ns[i]! });
  }
  if (points.length > SHARED_TOTAL_MAX_SAMPLES) return undefined;
  // p + C·x ∈ [v, v + 1) for every sample, with p ≥ 0 (a count per operation is not negative): each sample
  // bounds C by (v + 1)·N, and each pair by v_i − C·x_i < v_j + 1 − C·x_j.
  let lo = 0;
  let hi = Infinity;
  for (const a of points) hi = Math.min(hi, (a.v + 1) / a.x);
  for (const a of points) {
    for (const b of points) {
      const dx = b.x - a.x;
      const room = b.v - a.v + 1;
      if (dx > 0) hi = Math.min(hi, room / dx);
      else if (dx < 0) lo = Math.max(lo, room / dx);
      else if (room <= 0) return undefined;
    }
  }
  if (!(lo < hi)) return undefined;
  const n = (m: Metric): string => {
    const ns = m.iterations!;
    const a = minOf(ns);
    const b = maxOf(ns);
    return a === b ? `${a}` : `${a}–${b}`;
  };
  return `${ONCE_PER_RUN_NOTE} (b.N ${n(base)} in base, ${n(head)} in head): the same count per operation plus one of ${Number.isFinite(hi) ? `${Math.floor(lo) + 1}–${Math.ceil(hi) - 1}` : `${Math.floor(lo) + 1} or more`} paid once per run gives both ${base.value} and ${head.value}, so fewer or more iterations explain the change as well as the code does; not called (a longer -benchtime on both sides would tell)`;
}

/**
 * Where a harness printed its values rounded (`resolution`: JMH's console at 3 decimals, `≈ 10⁻⁴` below
 * them), or a median is a whole number of timer steps (vitest bench), each is known only to half a step: when two different printed values allow ratios that include no
 * change and also reach beyond the floor, the digits cannot tell (12 against 13 ns printed as 0.012 and 0.013 us/op; two runs
 * of one benchmark printed ≈ 10⁻⁴ and ≈ 10⁻³ us/op, a "10×" change). The note says so; else undefined.
 */
function belowResolution(base: Metric, head: Metric, floor: number, direction: Direction): string | undefined {
  const step = Math.max(base.resolution ?? 0, head.resolution ?? 0);
  if (!(step > 0)) return undefined;
  const half = step / 2;
  // The same printed value too: it shows no change only where half a step each way is within the floor
  // (tinybench's throughput, rounded to whole ops/s, printed 0.91 and 0.45 ops/s both as `1`, or both as `0`).
  // A cost printed as 0 on both sides (JMH's gc.count `≈ 0`) was negligible in both, whatever the ratio: no
  // change, as the usual tests say; a rate printed as 0 was not measured.
  if (base.value === head.value && base.value - half <= 0 && direction === 'smaller') return undefined;
  const lo = Math.max(head.value - half, 0) / (base.value + half);
  const hi = base.value - half > 0 ? (head.value + half) / (base.value - half) : Number.POSITIVE_INFINITY;
  if (lo > 1 || hi < 1 || withinFloor([lo, hi], floor)) return undefined;
  return `base and head differ by no more than the output's last printed digit or the timer's step (${fmt(step)} ${base.unit}): these values cannot show a change (JMH's console: -rf json, or a smaller time unit with -tu; tinybench's table: its JSON; a timer's step: more work in each iteration)`;
}

/** Moses' interval of the Hodges–Lehmann ratio (positive samples): the U test's own, on the logs. */
function logShiftInterval(base: readonly number[], head: readonly number[]): [number, number] {
  const d = shiftInterval(base.map(Math.log), head.map(Math.log), CI_LEVEL);
  // Too few samples for the level: no ratio can be ruled out, so the interval is unbounded.
  return d === undefined ? [0, Number.POSITIVE_INFINITY] : [Math.exp(d[0]), Math.exp(d[1])];
}

/**
 * Mean, sd and n for Welch's t from what a metric carries. Merged runs without samples (tinybench, say,
 * repeated on one side only) count as their runs: their spread is the runs' scatter, and pairing it with
 * the thousands of iterations behind them would make any process-to-process move look certain.
 */
function welchSummary(m: Metric): { mean: number; sd: number; n: number } | undefined {
  const xs = m.samples;
  if (xs === undefined && m.runs !== undefined && m.runs.length >= 2) return { mean: mean(m.runs), sd: stddev(m.runs), n: m.runs.length };
  const n = xs?.length ?? m.n ?? 1;
  // A standard error of the mean and its n say the same as a standard deviation (JMH's console rows).
  const sem = m.spread?.sem;
  const sd = m.spread?.stddev ?? (xs && xs.length >= 2 ? stddev(xs) : sem === undefined ? undefined : sem * Math.sqrt(n));
  if (sd === undefined || n < 2) return undefined;
  return { mean: xs && xs.length >= 2 ? mean(xs) : m.value, sd, n };
}

/** Welch's t on log run values: the ratio of geometric means, its Student-t interval and p. */
function runsTest(br: number[], hr: number[]): Tested {
  const summary = (xs: number[]) => {
    const logs = xs.map(Math.log);
    return { mean: mean(logs), sd: stddev(logs), n: xs.length };
  };
  const b = summary(br);
  const h = summary(hr);
  const w = welchFromSummaries(h, b);
  const ratio = Math.exp(h.mean - b.mean);
  return {
    test: 'welch-runs',
    ratio,
    estimate: { kind: 'geomean-runs', ratio, base: geometricMean(br), head: geometricMean(hr), own: true },
    p: w.p,
    n: [br.length, hr.length],
    confidence: 'normal',
    interval: () => {
      const se = Math.sqrt((h.sd * h.sd) / h.n + (b.sd * b.sd) / b.n);
      const half = se === 0 ? 0 : studentTQuantile((1 + CI_LEVEL) / 2, w.df) * se;
      return [Math.exp(h.mean - b.mean - half), Math.exp(h.mean - b.mean + half)];
    },
  };
}

/** Pooled variance of the log runs of both sides and its degrees of freedom: what the suite's prior is fitted on. */
export function runsLogVariance(br: readonly number[], hr: readonly number[]): { s2: number; d: number } {
  const ss = (xs: readonly number[]): number => {
    const logs = xs.map(Math.log);
    const m = mean(logs);
    return logs.reduce((a, l) => a + (l - m) * (l - m), 0);
  };
  const d = br.length + hr.length - 2;
  return { s2: (ss(br) + ss(hr)) / d, d };
}

/**
 * Runs on both sides, with the suite's variance prior: the moderated t of Smyth (2004) on the log runs.
 * The row's pooled log variance is shrunk towards the suite's, and the t has the prior's degrees of
 * freedom added: five runs a side say little about one benchmark's spread, two hundred benchmarks a lot.
 * With the suite's common move, p and the call are relative to it (its variance added); `interval`
 * stays that of head/base.
 */
function moderatedRunsTest(br: number[], hr: number[], prior: VariancePrior, centre: JudgeContext['runsCentre']): Tested {
  const own = runsLogVariance(br, hr);
  const { s2, df } = moderate(own.s2, own.d, prior);
  const diff = mean(hr.map(Math.log)) - mean(br.map(Math.log));
  const se = Math.sqrt(s2 * (1 / br.length + 1 / hr.length));
  const rel = diff - (centre?.log ?? 0);
  const relSe = Math.sqrt(se * se + (centre?.variance ?? 0));
  const p = relSe === 0 ? (rel === 0 ? 1 : 0) : 2 * studentTCdf(-Math.abs(rel / relSe), df);
  const q = (): number => studentTQuantile((1 + CI_LEVEL) / 2, df);
  const around = (x: number, sd: number): [number, number] => (sd === 0 ? [Math.exp(x), Math.exp(x)] : [Math.exp(x - q() * sd), Math.exp(x + q() * sd)]);
  return {
    test: 'moderated-t',
    ratio: Math.exp(diff),
    estimate: { kind: 'geomean-runs', ratio: Math.exp(diff), base: geometricMean(br), head: geometricMean(hr), own: true },
    p,
    n: [br.length, hr.length],
    confidence: 'normal',
    interval: () => around(diff, se),
    ...(centre === undefined ? {} : { callInterval: () => around(rel, relSe), relativeRatio: Math.exp(rel) }),
  };
}

export const NOISE_TOO_LARGE = 'not significant, but the interval still allows a change beyond the floor: the process-to-process noise is too large here to tell (paired rounds would)';

/**
 * The note of a row whose interval lies wholly beyond the floor but whose adjusted p is not below α: the
 * Benjamini–Hochberg adjustment over the report's rows, not the width of the interval, kept it from a call.
 */
function beyondButNotSignificant(t: Tested, q: number, ctx: JudgeContext): string {
  const p = t.p === undefined ? '' : `p=${t.p.toPrecision(2)} adjusted across the report's rows (Benjamini–Hochberg) is `;
  return `not called: the interval lies beyond the ${(ctx.floor * 100).toFixed(0)} % floor, but ${p}q=${q.toPrecision(2)}, not below α ${ctx.alpha}`;
}

/** Second phase: with the FDR-adjusted p (q), compute the interval where a call is possible and decide. */
export function decide(t: Tested, q: number | undefined, ctx: JudgeContext): Decided {
  if (t.fixed !== undefined) return { verdict: t.fixed, note: t.note };
  const known = t.known;
  if (q === undefined || (t.interval === undefined && known === undefined)) return { verdict: 'inconclusive', note: t.note };
  const interval = (): [number, number] | undefined => known?.interval ?? t.interval?.();
  const callInterval = (): [number, number] | undefined => known?.call ?? t.callInterval?.();
  if (q >= ctx.alpha) {
    // "No change" needs an interval within the floor: one that still reaches beyond it means the data
    // cannot tell, not that nothing changed (5 runs of +76 % at p = 0.07; JMH's 11 ± 140 µs against
    // 7.5 ± 78 µs at Welch p = 0.51). An interval from one process's samples is, if anything, too narrow.
    // (A prediction interval from the history is not one of the change: it says how far one value falls.)
    // Computed once: a bootstrap interval drawn twice would decide on one draw and show another.
    const own = t.test === 'prediction-interval' ? undefined : t.testInterval !== undefined && known === undefined ? t.testInterval() : interval();
    const call = callInterval() ?? own;
    if (call !== undefined && !withinFloor(call, ctx.floor)) {
      // A bound that is not finite (a resample whose base median is 0 ms) cannot be shown, nor be within the floor.
      const ci = own !== undefined && Number.isFinite(own[0]) && Number.isFinite(own[1]) ? own : undefined;
      // An interval wholly beyond the floor is not held back by the noise but by the adjusted p: say so, as
      // paired rounds do (hpack 4.2.0, 5 runs a side: −32.0 % [−48.5, −10.0 %], p=0.01, q=0.05 read "the
      // interval still allows a change beyond the floor").
      const note = classifyInterval(call, ctx.floor, ctx.direction) !== 'unchanged' ? beyondButNotSignificant(t, q, ctx)
        : t.test === 'mann-whitney' || t.test === 'welch' ? `not significant, but the interval still reaches beyond the ${(ctx.floor * 100).toFixed(0)} % floor: more samples or runs would tell` : NOISE_TOO_LARGE;
      return { verdict: 'inconclusive', ...(ci === undefined ? {} : { ci }), note: t.note ?? note };
    }
    return { verdict: 'unchanged', note: t.note };
  }
  const ci = interval();
  if (ci === undefined || !Number.isFinite(ci[0]) || !Number.isFinite(ci[1])) return { verdict: 'inconclusive', note: t.note ?? 'interval not computable' };
  if (t.test === 'prediction-interval') {
    // The history's own interval says how far a value may fall by noise; the floor still applies.
    const r = t.ratio ?? 1;
    const beyond = Math.abs(Math.log(r)) > Math.log1p(ctx.floor);
    return { verdict: beyond ? (worse(r, ctx.direction) ? 'regressed' : 'improved') : 'unchanged', ci, note: t.note };
  }
  const called = callInterval() ?? ci;
  const verdict = classifyInterval(called, ctx.floor, ctx.direction);
  if (verdict === 'unchanged' && !withinFloor(called, ctx.floor)) {
    // Significant, and the interval reaches from within the floor to beyond it: the change may be 5 % or
    // 18 %. That is no "unchanged" (+11.8 %, interval +5.4 … +18.6 %, in a real criterion A/A pair).
    const floor = `${(ctx.floor * 100).toFixed(0)} %`;
    return { verdict: 'inconclusive', ci, note: t.note ?? `significant (q=${q.toPrecision(2)}), but the interval reaches both within and beyond the ${floor} floor: whether the change exceeds it cannot be told` };
  }
  return {
    verdict,
    ci,
    note: verdict === 'unchanged' ? (t.note ?? `significant (q=${q.toPrecision(2)}) but not beyond the ${(ctx.floor * 100).toFixed(0)} % floor`) : t.note,
  };
}

function fmt(x: number): string {
  return Number(x.toPrecision(4)).toString();
}

/** +0.0037 %, −12 %: enough significant digits to show a small change of an exact count. */
function signedPercent(ratio: number): string {
  const pct = (ratio - 1) * 100;
  return `${pct >= 0 ? '+' : '−'}${Number(Math.abs(pct).toPrecision(2))} %`;
}
