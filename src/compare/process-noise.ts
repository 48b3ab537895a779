// Between-process noise, measured from the suite itself. Samples taken inside one process share its JIT
// decisions, code layout and the machine's state while it ran, so their spread says nothing about how
// far the next process lands: on a shared 2-core runner the same code moves 10–40 % from process to
// process. With one process per side (or a stored baseline from another job), each benchmark's log ratio
// is its change + the run's common factor + its own process effect. The common factor is the suite's
// median log ratio; the process effects' spread is the spread of the log ratios around it (1.4826 × MAD,
// so the few benchmarks a change really moves do not inflate it), less what the rows' own standard
// errors explain. That is the random-effects variance τ² added to every row (DerSimonian–Laird in
// spirit, with robust moments), and each row is tested relative to the common factor with Student's t on
// the degrees of freedom a MAD-based σ from k values carries.
import { DEFAULTS } from '../config/resolve';
import type { Metric } from '../model/results';
import { mad, median, quantile, ranksInPlace, SCRATCH_LOGS, scratchBuffer, stddev } from './stats/descriptive';
import { normalCdf, normalQuantile, studentTCdf, studentTQuantile } from './stats/distributions';

/** Benchmarks a suite × metric needs before the between-process spread can be estimated from it. */
export const MIN_PROCESS_NOISE_BENCHMARKS = 5;

/**
 * The between-process σ of a log ratio of one process against one (`process-sigma`'s default, 0.3), assumed where
 * a suite × metric has too few benchmarks to measure it (and none to lend). The upper end of what real runs on a
 * shared 2-core runner measured, since a σ assumed too small calls noise: 18 suite pairs of A/A runs (nine
 * harnesses, test/fixtures' base against base2) 0.15–0.30, median 0.20; tailwind-merge's vitest processes 0.26–0.38,
 * where 0.2 called 11 of 84 A/A rows and 0.3 none (test/fixtures/vitest-bench/tailwind-merge-small).
 */
export const ASSUMED_PROCESS_SIGMA = DEFAULTS.processSigma;

/** Asymptotic efficiency of the MAD as an estimate of σ for normal data. */
const MAD_EFFICIENCY = 0.37;

/** Degrees of freedom a MAD-based σ of k values is worth (at least 2, so a t quantile stays finite). */
export function madDf(k: number): number {
  return Math.max(2, Math.floor(MAD_EFFICIENCY * (k - 1)));
}

/**
 * Standard error of ln(centre) of one side of a row, from what the metric carries: the runs' scatter
 * (separate processes: `repeat`, rounds), else the samples (1.2533 × σ/√n is the standard error of a
 * median; σ the larger of 1.4826 × MAD and the standard deviation), else a reported sd. 0 when nothing tells (a single value).
 */
export function logStandardError(m: Metric): number {
  const runs = m.runs;
  if (runs !== undefined && runs.length >= 2 && runs.every((x) => x > 0)) return stddev(runs.map(Math.log)) / Math.sqrt(runs.length);
  const xs = m.samples;
  if (xs !== undefined && xs.length >= 2 && logsInto(xs, scratchBuffer(SCRATCH_LOGS, xs.length))) {
    const logs = scratchBuffer(SCRATCH_LOGS, xs.length).subarray(0, xs.length);
    // The larger of the robust and the plain σ: a MAD of a few samples sees only the majority, and when
    // 3 of 5 samples sit in a slow mode it is tiny while the median itself has jumped.
    const sigma = Math.max(1.4826 * mad(logs), stddev(logs));
    const normal = (1.2533 * sigma) / Math.sqrt(xs.length);
    return xs.length < ORDER_STAT_MIN_SAMPLES ? normal : Math.max(normal, medianOrderSe(logs));
  }
  const rel = summaryRelativeError(m);
  // A relative error of 1 / 1.96 or more is a 95 % interval of a positive centre reaching 0: it bounds no scale,
  // and no log error follows from it (JMH's 12.032 ± 57.763 ns/op, sem 8.41 over 6 iterations, one fork's 53 ns
  // iteration among 1.5 ns ones: read as ±70 % it was called +565 % "slower" against 1.809 ± 2.070 in an A/A
  // pair, where the JSON's iterations of the same runs say +27 %, p=0.77).
  return rel >= 1 / 1.96 ? Infinity : rel;
}

/** The standard error of a metric's value relative to it, from the spread its harness printed (no samples). 0 when nothing tells. */
function summaryRelativeError(m: Metric): number {
  const n = m.n ?? m.samples?.length ?? 1;
  const s = m.spread;
  if (s === undefined || !(m.value > 0)) return 0;
  // sem and stddev are the mean's; over a median (vitest's and tinybench's value) they are off by mean / median,
  // which a few long iterations make large: a real vitest row of median 61 µs, mean 347 µs, sem 73 µs read 1.18
  // instead of 0.21, and a planted 6× slowdown came out at −99 … +347,985 % (test/fixtures/vitest-bench/levenshtein).
  // rme is the mean's own relative margin (95 %), so it is the relative error wherever the centre is not the mean.
  if (s.rme !== undefined && m.statistic !== undefined && m.statistic !== 'mean') return s.rme / 1.96;
  if (s.sem !== undefined) return s.sem / m.value;
  if (s.stddev !== undefined && n >= 2) return s.stddev / m.value / Math.sqrt(n);
  // A standard deviation without its n (hyperfine's markdown and CSV exports print mean ± σ, not the runs): the
  // mean's error is at most σ, and that is all that is known. Read as none, `true`'s 1.0 ± 2.3 ms against
  // 2.6 ± 2.8 ms was called a +160 % regression that its terminal report of the same runs, which gives n, leaves ❔.
  if (s.stddev !== undefined && m.n === undefined && m.samples === undefined) return s.stddev / m.value;
  if (s.mad !== undefined && n >= 2) return (1.2533 * 1.4826 * s.mad) / m.value / Math.sqrt(n);
  // A printed confidence interval of the centre (JMH's score ± error at 99.9 %, criterion's [lo est hi],
  // asv's 99 %): its half-width over the quantile it was taken at (Student's t on n − 1 when n is known).
  // Without it, JMH's console rows had no error of their own, and a score of 4993 ± 82555 µs/op against
  // 9540 ± 93737 (the same code) was called +91 % on the suite's 3 % alone.
  const ci = s.ci;
  if (ci !== undefined && ci.upper > ci.lower && ci.level > 0 && ci.level < 1) {
    const p = (1 + ci.level) / 2;
    return (ci.upper - ci.lower) / 2 / (n >= 2 ? studentTQuantile(p, n - 1) : normalQuantile(p)) / m.value;
  }
  // benchmark.js and tinybench print the mean's 95 % margin relative to it (±rme): about 1.96 standard errors.
  if (s.rme !== undefined) return s.rme / 1.96;
  return 0;
}

/** Below this many samples the order statistics around the median are too few to read a spread from. */
const ORDER_STAT_MIN_SAMPLES = 20;

/**
 * The standard error of the median of `logs` read off its distribution-free interval: ranks n/2 ± 1.96·√n/2
 * bound the median with about 95 % confidence whatever the distribution (a binomial count), so their distance
 * over 2 × 1.96. The normal formula (1.2533 σ/√n) assumes a density at the median like a normal's; samples in
 * two modes with the median between them (GC in about half the iterations) have almost none there, and their
 * median moves from one mode to the other between processes: mitata's encode/impl_b/102400 read 2.1 or 4.3 ms,
 * half and half, and its median went from 4.24 to 2.60 ms between two runs of the same code (test/fixtures/mitata),
 * which the normal formula's 3 % called −39 %. Reorders `logs` (a scratch buffer).
 */
function medianOrderSe(logs: Float64Array): number {
  const n = logs.length;
  const k = Math.ceil((1.96 * Math.sqrt(n)) / 2);
  const lo = Math.max(0, Math.floor(n / 2) - k);
  const hi = Math.min(n - 1, Math.ceil(n / 2) - 1 + k);
  const [a, b] = ranksInPlace(logs, n, lo, hi);
  return (b - a) / (2 * 1.96);
}

/** ln of each value into `buf`, in one pass; false (buf partly written) when a value is not positive. */
function logsInto(xs: readonly number[], buf: Float64Array): boolean {
  for (let i = 0; i < xs.length; i++) {
    const x = xs[i]!;
    if (!(x > 0)) return false;
    buf[i] = Math.log(x);
  }
  return true;
}

export interface NoiseRow {
  /** ln(head/base) of the row's estimate. */
  logRatio: number;
  /** Its standard error from the row's own data (logStandardError of both sides, in quadrature). */
  se: number;
  /** Degrees of freedom behind `se` when it comes from a few runs (their count on both sides − 2). */
  df?: number;
  /**
   * One side has a single value (its standard error 0), the other several: `se` is the other side's alone,
   * and the single value is held to the suite's upper spread as a row with single values on both sides is.
   * A `-count=10` base against a `-count=1` head read +125 % [+97, +157 %] where 1 against 1 read [+6, +399 %].
   */
  oneSided?: boolean;
}

export interface SuiteNoise {
  k: number;
  /** The suite's common factor, as a log ratio (median over its rows). */
  centre: number;
  /** Robust σ of the log ratios around the centre (what the report calls the suite's spread). */
  spread: number;
  /** Between-process σ: the part of the spread the rows' own standard errors do not explain. */
  tau: number;
  /** Degrees of freedom of the t tests (those of the spread's estimate). */
  df: number;
  /** The rows' median own standard error: no row is trusted to be more precise than the typical one. */
  typicalSe: number;
  /**
   * The between-process σ a row with nothing of its own (one value a side) is held to: from the suite's
   * upper spread (the 90th percentile of the deviations, as a normal σ), not its median one. Benchmarks
   * differ: on this machine allocation-heavy Go benchmarks moved ±35 % between processes where compute-bound
   * ones moved 2 % (test/fixtures/go-bench/count1), and a single value cannot show which kind it is.
   */
  tauSingle: number;
}

/** The suite's common factor and between-process σ; undefined under MIN_PROCESS_NOISE_BENCHMARKS rows. */
export function suiteNoise(rows: readonly NoiseRow[]): SuiteNoise | undefined {
  const k = rows.length;
  if (k < MIN_PROCESS_NOISE_BENCHMARKS) return undefined;
  const logs = rows.map((r) => r.logRatio);
  const centre = median(logs);
  const deviations = logs.map((l) => Math.abs(l - centre)).sort((a, b) => a - b);
  const spread = 1.4826 * median(deviations);
  const within = median(rows.map((r) => r.se * r.se));
  const tau = Math.sqrt(Math.max(0, spread * spread - within));
  const upper = Math.max(spread, quantile(deviations, 0.9) / 1.6449);
  const tauSingle = Math.sqrt(Math.max(0, upper * upper - within));
  return { k, centre, spread, tau, df: madDf(k), typicalSe: Math.sqrt(within), tauSingle };
}

export interface RowNoiseTest {
  /** Two-sided p of "this row moved like the rest of the suite". */
  p: number;
  /** Standard error of the row's log ratio including the between-process σ. */
  se: number;
  /** Interval of head/base (raw: the common factor is part of it). */
  raw: [number, number];
  /** Interval of head/base relative to the common factor: what the verdict is called on. */
  relative: [number, number];
  /**
   * The row moved but there is no noise to test it against: no spread of its own (one value a side) and
   * none in the suite's typical row (over half of them did not move at all, as counts often do; the few
   * that did may be the ones that vary). A t on that would call any move certain.
   */
  untestable: boolean;
}

/**
 * One row against an assumed between-process σ (`process-sigma`, default ASSUMED_PROCESS_SIGMA), relative to `centre` (a log ratio: the
 * run's common move where the drift pass measured one, else 0): z = (ln r − centre) / √(se² + σ²), normal. The
 * samples of one process cannot make such a row significant by their count: cdflib's asv suite of three
 * benchmarks, one commit run three times, read −35.0 % and −23.5 % "faster" on U tests of 10 samples a side
 * (test/fixtures/asv/cdflib-aa).
 */
export function assumedNoiseTest(row: NoiseRow, sigma: number, centre: number, level: number): RowNoiseTest {
  const se = Math.hypot(row.se, sigma);
  const e = row.logRatio - centre;
  const q = normalQuantile((1 + level) / 2);
  const raw: [number, number] = [Math.exp(row.logRatio - q * se), Math.exp(row.logRatio + q * se)];
  return { p: 2 * normalCdf(-Math.abs(e / se)), se, untestable: false, raw, relative: centre === 0 ? raw : [Math.exp(e - q * se), Math.exp(e + q * se)] };
}

/**
 * One row against the suite: t = (ln r − centre) / √(se² + τ² + var(centre)), on noise.df degrees of
 * freedom. var(centre) ≈ (π/2)·spread²/k, the variance of a median. The row's own se is floored at the
 * suite's typical one: from 3–5 in-process samples a MAD is often near 0 by chance, and a row must not
 * look precise for that reason alone (in a 100-row report at n = 5, cv 10 %, that luck made 1 report in 4
 * call something).
 */
export function rowNoiseTest(row: NoiseRow, noise: SuiteNoise, level: number): RowNoiseTest {
  const centreVar = (Math.PI / 2) * (noise.spread * noise.spread) / noise.k;
  const own = Math.max(row.se, noise.typicalSe);
  const tau = row.se === 0 || row.oneSided === true ? noise.tauSingle : noise.tau;
  const se = Math.sqrt(own * own + tau * tau);
  const relSe = Math.sqrt(se * se + centreVar);
  const e = row.logRatio - noise.centre;
  const df = Math.max(1, Math.min(noise.df, row.df ?? Infinity));
  const p = relSe === 0 ? (e === 0 ? 1 : 0) : 2 * studentTCdf(-Math.abs(e / relSe), df);
  const q = studentTQuantile((1 + level) / 2, df);
  return {
    p,
    se,
    untestable: own === 0 && noise.spread === 0 && e !== 0,
    raw: [Math.exp(row.logRatio - q * se), Math.exp(row.logRatio + q * se)],
    relative: [Math.exp(e - q * relSe), Math.exp(e + q * relSe)],
  };
}
