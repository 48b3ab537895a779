// Paired rounds (`benchgate run --paired`): base and head ran side by side in the same job, once each per
// round, so whatever the machine did during a round hit both. The rounds are the replicates: each gives
// one log ratio d_i = ln(head_i / base_i) per benchmark × metric, judged by Wilcoxon's signed-rank test
// with the Hodges–Lehmann interval (stats/signed-rank.ts: why not the paired t).
// Where a suite has ≥ MIN_COMMON benchmarks, each round's common factor (its median log ratio over the
// suite) is removed first, so a round in which the whole machine slowed between the two runs does not
// count against every benchmark; a common move the rounds place beyond the floor is the change's, and stays in
// every row. The levels come from α spending (stats/sequential.ts), so adding rounds
// while rows are undecided keeps the error rate. Pure and seeded, like compare-runs.ts.
import { groupBy } from '../model/group-by';
import { historyKey, own } from '../model/keys';
import type { Benchmark, Results } from '../model/results';
import { compareRuns, dropUnboundedIntervals, holdRatesOfUncalledTimes, isOneBuildValue, ratesOfTimeSamples, SUB_BYTE, type CompareOptions } from './compare-runs';
import { anchoredCentres, geometricMean } from './centre';
import { benjaminiHochberg } from './stats/fdr';
import { median } from './stats/descriptive';
import { signedRank, type SignedRank } from './stats/signed-rank';
import { lookAlpha, lookSchedule } from './stats/sequential';
import { summarize } from './summary';
import type { Comparison, ComparisonRow, ComparisonSummary, Drift, Verdict } from './types';
import { maxOf, minOf } from '../model/arrays';
import { exitOf, otherOutcome } from '../model/outcome';

/**
 * The round's common factor: per round, the median log ratio across the suite's benchmarks. A median,
 * so the few benchmarks a change really moves do not move it. `logRatios[i][j]` = round i, benchmark j.
 */
export function roundFactors(logRatios: readonly (readonly number[])[]): number[] {
  return logRatios.map((row) => median(row));
}

/** Benchmarks a suite × metric needs before its per-round common factor is removed. */
export const MIN_COMMON = 5;

/** One round: every suite once at base and once at head (merged per side: one Results each). */
export interface PairedRound {
  round: number;
  base: Results;
  head: Results;
}

export interface PairedLook {
  /** Rounds at the previous look (0 at the first): the α already spent. */
  previousRounds: number;
  maxRounds: number;
}

/** Each round's benchmarks of one side by suite and name, looked up per row (a find per row and round was quadratic). */
type RoundIndex = Map<string, Map<string, Benchmark>>;

function indexRound(results: Results): RoundIndex {
  return new Map(results.suites.map((s) => [s.name, new Map(s.benchmarks.map((b) => [b.name, b] as const))] as const));
}

/** Per-round central values of one row on both sides, only rounds where both are usable. */
function roundValues(rounds: PairedRound[], indexes: { base: RoundIndex; head: RoundIndex }[], suite: string, benchmark: string, metric: string): Map<number, number> {
  const out = new Map<number, number>();
  for (let i = 0; i < rounds.length; i++) {
    const r = rounds[i]!;
    const b = indexes[i]!.base.get(suite)?.get(benchmark);
    const h = indexes[i]!.head.get(suite)?.get(benchmark);
    // A round whose command exited otherwise in head than in base (hyperfine -i) measured another outcome.
    if (b?.status === 'failed' || h?.status === 'failed' || b?.ambiguous !== undefined || h?.ambiguous !== undefined || (b !== undefined && h !== undefined && otherOutcome(b, h))) continue;
    const bv = own(b?.metrics, metric)?.value;
    const hv = own(h?.metrics, metric)?.value;
    if (bv !== undefined && hv !== undefined && bv > 0 && hv > 0 && Number.isFinite(bv) && Number.isFinite(hv)) out.set(r.round, Math.log(hv / bv));
  }
  return out;
}

/** Merges each side's rounds into one Results; every metric keeps its per-round values (`runs`) and their round index (`rounds`). */
export function mergePairedSide(rounds: PairedRound[], side: 'base' | 'head'): Results {
  const first = rounds[0]![side];
  const merged: Results = structuredClone(first);
  for (const s of merged.suites) {
    const perRound = rounds.map((r) => {
      const suite = r[side].suites.find((x) => x.name === s.name);
      return { round: r.round, suite, byName: new Map((suite?.benchmarks ?? []).map((b) => [b.name, b] as const)) };
    });
    const failed = perRound.find((p) => p.suite?.status === 'failed');
    if (failed?.suite) {
      s.status = 'failed';
      s.error = `round ${failed.round}: ${failed.suite.error ?? 'failed'}`;
    }
    // Every round's warnings, not only the first's (a round's warning is that round's output's).
    const warnings = new Set<string>();
    for (const p of perRound) for (const w of p.suite?.warnings ?? []) warnings.add(w);
    // The benchmarks of every round, each as the first round where it ran gave it: one that threw in round 1, or
    // first ran in round 2, is not the first round's failure or absence in all of them.
    const ranIn = (name: string) => perRound.find((p) => p.byName.has(name) && p.byName.get(name)!.status !== 'failed')?.byName.get(name);
    const names = new Set(s.benchmarks.map((b) => b.name));
    for (const p of perRound) {
      for (const x of p.suite?.benchmarks ?? []) {
        if (names.has(x.name)) continue;
        names.add(x.name);
        s.benchmarks.push(structuredClone(ranIn(x.name) ?? x));
      }
    }
    s.benchmarks = s.benchmarks.map((b) => (b.status === 'failed' && ranIn(b.name) !== undefined ? structuredClone(ranIn(b.name)!) : b));
    for (const b of s.benchmarks) {
      // A round where the benchmark threw or did not run leaves its rows to the other rounds, said, not silent:
      // FastFilter's benchmarkContainsNonExistingThroughput threw its own "Too many false positives" in base
      // round 6 and head round 10 of a JMH paired run, and read "n=8/8" with nothing to say why.
      const missed = perRound.filter((p) => {
        if (p.suite === undefined || p.suite.status === 'failed') return false; // a failed round is said above
        const x = p.byName.get(b.name);
        return x === undefined || x.status === 'failed';
      });
      if (missed.length > 0 && missed.length < perRound.length) {
        const what = missed.map((p) => {
          const x = p.byName.get(b.name);
          return x === undefined ? `round ${p.round}: not in its output` : `round ${p.round}: ${x.error ?? 'failed'}`;
        });
        warnings.add(`${b.name} failed or did not run in ${missed.length} of ${perRound.length} ${side} rounds (${what.join('; ')}); its rows are compared on the rounds where it ran on both sides`);
      }
      // A command whose exit code differs between this side's rounds (hyperfine -i) has no one outcome.
      const other = perRound.find((p) => {
        const x = p.byName.get(b.name);
        return x !== undefined && otherOutcome(x, b);
      });
      if (other !== undefined) {
        b.status = 'failed';
        b.error = `exited ${exitOf(b)} in round ${perRound[0]!.round} and ${exitOf(other.byName.get(b.name)!)} in round ${other.round}`;
      }
      // A name that stood for two benchmarks in any round (Benchmark.ambiguous) does in the merge.
      const ambiguous = perRound.find((p) => p.byName.get(b.name)?.ambiguous !== undefined)?.byName.get(b.name)!.ambiguous;
      if (ambiguous !== undefined) b.ambiguous = ambiguous;
      for (const [name, m] of Object.entries(b.metrics)) {
        const runs: number[] = [];
        const idx: number[] = [];
        for (const p of perRound) {
          const v = own(p.byName.get(b.name)?.metrics, name)?.value;
          if (v !== undefined) {
            runs.push(v);
            idx.push(p.round);
          }
        }
        // Counts (allocs/op, B/op) can still differ in a round now and then (GC timing): their median over
        // the rounds is compared exactly, so one odd round is not a change. A count that no round could call
        // exact (go's -count 1 prints one line) but that every round printed alike is one: 0 B/op in 20
        // rounds is no "inconclusive" (a ratio of 0 to 0 cannot be tested). Never a time or a rate, nor a metric
        // its harness says is no fixed count (`exact: false`): Callgrind's cache hits are the same in every round
        // of one build and move with the next build's layout (RAM hits 1 → 2 of an untouched Gungraun benchmark
        // gated as regressed), JMH's gc.count is 0 in every round until a collection falls in one.
        const timing = m.unit === 'ns' || m.unit.endsWith('/s');
        const constant = !timing && m.exact !== false && runs.length >= 2 && runs.every((v) => v === runs[0]);
        b.metrics[name] = m.exact || constant
          ? { ...m, value: median(runs), runs, rounds: idx, exact: true }
          : { ...m, value: median(runs), statistic: 'median', runs, rounds: idx, n: runs.length, spread: { min: minOf(runs), max: maxOf(runs) } };
        if (!m.exact) delete b.metrics[name]!.samples;
      }
    }
    if (warnings.size > 0) s.warnings = [...warnings];
  }
  return merged;
}

/** The per-round values of a row's base, when every one is positive (a geometric mean needs that). */
function baseRuns(base: RoundIndex, row: ComparisonRow): number[] | undefined {
  const runs = own(base.get(row.suite)?.get(row.benchmark)?.metrics, row.metric)?.runs;
  return runs !== undefined && runs.length > 0 && runs.every((x) => x > 0 && Number.isFinite(x)) ? runs : undefined;
}

interface Candidate {
  row: ComparisonRow;
  diffs: Map<number, number>;
}

function beyondFloor(lower: number, upper: number, floor: number): boolean {
  const bound = Math.log1p(floor);
  return lower > bound || upper < -bound;
}

function withinFloor(lower: number, upper: number, floor: number): boolean {
  const bound = Math.log1p(floor);
  return lower >= -bound && upper <= bound;
}

function pct(logRatio: number): string {
  const v = Math.expm1(logRatio) * 100;
  return `${v >= 0 ? '+' : '−'}${Math.abs(v).toFixed(1)} %`;
}

/** A signed-rank interval of log ratios as percentages; too few rounds for its level leave it unbounded (not "−100.0 %, +Infinity %"). */
function band(lower: number, upper: number): string {
  return Number.isFinite(lower) && Number.isFinite(upper) ? `[${pct(lower)}, ${pct(upper)}]` : '[unbounded: too few rounds for this level]';
}

/**
 * Head against base over paired rounds, at one look of the sequential design. Rows that cannot be paired
 * (exact counts, added, removed, failed) keep the verdicts of the ordinary comparison.
 */
export function comparePaired(
  rounds: PairedRound[],
  options: CompareOptions,
  look: PairedLook,
  paired: Omit<NonNullable<ComparisonSummary['paired']>, 'rounds' | 'commonFactorRemoved' | 'looks'> & { looks?: NonNullable<ComparisonSummary['paired']>['looks'] },
): Comparison {
  if (rounds.length === 0) throw new Error('comparePaired needs at least one round');
  const base = mergePairedSide(rounds, 'base');
  const head = mergePairedSide(rounds, 'head');
  const c = compareRuns(base, head, { ...options, baselineKind: 'same-job' });
  const indexes = rounds.map((r) => ({ base: indexRound(r.base), head: indexRound(r.head) }));
  const baseIndex = indexRound(base);
  const headIndex = indexRound(head);
  // The same value in every round of a side, of a count its harness says is no fixed one (one build's Callgrind
  // cache hits a side): the rounds replicate the machine, not the build, and a signed-rank test over identical
  // rounds would be certain of any difference. The ordinary comparison judges it as one value a side.
  const oneBuild = (row: ComparisonRow): boolean => {
    const of = (index: RoundIndex) => own(index.get(row.suite)?.get(row.benchmark)?.metrics, row.metric);
    const b = of(baseIndex);
    const h = of(headIndex);
    return b !== undefined && h !== undefined && isOneBuildValue(b) && isOneBuildValue(h);
  };
  const candidates: Candidate[] = [];
  for (const row of c.rows) {
    if (row.test === 'exact' || row.test === 'none' || row.base === null || row.head === null || oneBuild(row)) continue;
    if (row.note?.startsWith('failed in') || row.note?.startsWith('ignored by config')) continue;
    // Under 1 B/op on both sides is no change in paired rounds too: JMH -prof gc's 0.000018 → 0.000026 B/op of one
    // FastFilter benchmark (allocation outside the measured code, averaged over 10⁸ calls) read ⚠️ +20 % over 10 rounds.
    if (row.note === SUB_BYTE) continue;
    const diffs = roundValues(rounds, indexes, row.suite, row.benchmark, row.metric);
    if (diffs.size < 2) {
      Object.assign(row, { verdict: 'inconclusive', test: 'signed-rank', note: `${diffs.size} paired round(s): too few for a paired test` });
      delete row.p;
      delete row.q;
      delete row.ci;
      continue;
    }
    candidates.push({ row, diffs });
  }

  // The per-round common factor of each suite × metric with enough benchmarks.
  const drift: Drift[] = [];
  const removed: string[] = [];
  const tests = new Map<Candidate, { t: SignedRank; relative: boolean; raw: SignedRank; level: number; alphaLook: number; used: number }>();
  for (const group of groupBy(candidates, (x) => `${x.row.suite}\u0000${x.row.metric}`).values()) {
    const { suite, metric } = group[0]!.row;
    const alphaOf = (x: Candidate) => lookAlpha(look.previousRounds, rounds.length, look.maxRounds, x.row.alpha);
    let factors: Map<number, number> | undefined;
    if (group.length >= MIN_COMMON) {
      const perRound = rounds.map((r) => group.map((x) => x.diffs.get(r.round)).filter((d): d is number => d !== undefined));
      const fs = roundFactors(perRound);
      factors = new Map(rounds.map((r, i) => [r.round, fs[i]!] as const).filter((_, i) => perRound[i]!.length >= MIN_COMMON));
      if (factors.size >= 2) {
        const floor = group[0]!.row.floor;
        const a = alphaOf(group[0]!);
        const common = signedRank([...factors.values()], 1 - a);
        const moved = beyondFloor(common.lower, common.upper, floor);
        drift.push({
          suite,
          metric,
          factor: Math.exp(common.estimate),
          ...(Number.isFinite(common.upper) && Number.isFinite(common.lower) ? { ci: [Math.exp(common.lower), Math.exp(common.upper)] as [number, number] } : {}),
          benchmarks: group.length,
          status: moved ? 'drift' : 'none',
          note: moved
            ? `the suite's common factor (its median benchmark of ${group.length}) moved ${pct(common.estimate)} ${band(common.lower, common.upper)} in ${factors.size} paired rounds: both sides met the same machine in every round, so the move is the change's, not the machine's. Each row is judged on its own rounds, with that move in it`
            : `${withinFloor(common.lower, common.upper, floor) ? 'no common move beyond the floor' : 'a common move not wholly beyond the floor'} (${pct(common.estimate)} ${band(common.lower, common.upper)} over ${factors.size} paired rounds); each round's common factor (median log ratio over ${group.length} benchmarks) removed before the signed-rank test`,
        });
        // A common move the rounds agree on is the change itself (the random order makes the sides exchangeable,
        // so the raw test is valid alone): removed, it read as no change in every row, and a head 20 % slower
        // in every benchmark passed the gate as "drift". Only a move within the floor is taken out as the machine's.
        if (moved) factors = undefined;
        else removed.push(`${suite}/${metric}`);
      } else factors = undefined;
    }
    for (const x of group) {
      const alphaLook = alphaOf(x);
      const level = 1 - alphaLook;
      const raw = signedRank([...x.diffs.values()], level);
      const rel = factors ? [...x.diffs].filter(([r]) => factors.has(r)).map(([r, d]) => d - factors.get(r)!) : undefined;
      const t = rel && rel.length >= 2 ? signedRank(rel, level) : raw;
      tests.set(x, { t, relative: t !== raw, raw, level, alphaLook, used: t !== raw ? rel!.length : x.diffs.size });
    }
  }

  // Benjamini–Hochberg within gating and informational rows, as in the ordinary comparison.
  let callableFrom: number | undefined;
  for (const gating of [true, false]) {
    const family = candidates.filter((x) => x.row.gating === gating);
    const qs = benjaminiHochberg(family.map((x) => tests.get(x)!.t.p));
    if (gating && family.length > 0) {
      const need = roundsToCall(family.length, family[0]!.row.alpha, paired.minRounds);
      if (need > rounds.length) callableFrom = need;
    }
    family.forEach((x, i) => {
      const { t, relative, raw, level, alphaLook, used } = tests.get(x)!;
      const row = x.row;
      const q = qs[i]!;
      const floor = row.floor;
      // A row judged relative to its suite's common move is called only where its raw change lies beyond the
      // floor on the same side too. The random order already makes the sides exchangeable, so the raw test is
      // valid on its own; the common factor only takes out a round's shared move, and when many rows really
      // move it is pulled with them and pushes the others the other way (google/crc32c: 5 of 15 rows +25 %,
      // two untouched rows called −14 % 'vs suite', raw −6 % [−17.5, +6.2 %]).
      const rawAgrees = !relative || (t.lower > 0 ? raw.lower > Math.log1p(floor) : raw.upper < -Math.log1p(floor));
      const called = q < alphaLook && beyondFloor(t.lower, t.upper, floor) && rawAgrees;
      const worse = row.direction === 'smaller' ? t.estimate > 0 : t.estimate < 0;
      const undecided = !called && !withinFloor(t.lower, t.upper, floor);
      // Not called: `unchanged` (no change beyond noise) only where the interval lies within the floor; an
      // interval that still reaches beyond it is `inconclusive` (a +9.5 % estimate is not "no change").
      // Within the floor relative to the common factor, but beyond it raw: the row moved with its suite × metric
      // (every BM_Hash throughput row, 2× slower at head, took the factor with it and read −51 % "p=1.00, no
      // change"). Not "unchanged": the suite's drift line says how far the whole of it moved. The same where the
      // raw change is a move (its interval excludes 0) that reaches beyond the floor: dacite's test_type_hooks, raw
      // +6.0 % [+4.0, +8.0 %] in a suite whose common move was +5.1 % [+3.4, +7.2 %], read "no change beyond
      // noise". A raw interval around 0, however wide (a busy machine's rounds), leaves the relative verdict as is.
      const movedRaw = beyondFloor(raw.lower, raw.upper, floor) || (!withinFloor(raw.lower, raw.upper, floor) && (raw.lower > 0 || raw.upper < 0));
      const withSuite = relative && !called && !undecided && movedRaw;
      const verdict: Verdict = called ? (worse ? 'regressed' : 'improved') : undecided || withSuite ? 'inconclusive' : 'unchanged';
      // An unbounded interval (too few rounds for the level) is left out: JSON has no Infinity.
      const bounded = (s: SignedRank): [number, number] | undefined => (Number.isFinite(s.lower) && Number.isFinite(s.upper) ? [Math.exp(s.lower), Math.exp(s.upper)] : undefined);
      const ci = bounded(raw);
      if (!ci) delete row.ci;
      // The cells: the base's rounds' geometric mean and head at that × the estimate (centre.ts).
      const rounds = baseRuns(baseIndex, row);
      const centres = anchoredCentres(rounds ? geometricMean(rounds) : row.base!, Math.exp(raw.estimate), 'base', 'paired-hl');
      Object.assign(row, {
        test: 'signed-rank',
        base: centres.base,
        head: centres.head,
        ratio: centres.ratio,
        centre: centres.kind,
        p: t.p,
        q,
        ...(ci ? { ci } : {}),
        ciLevel: level,
        n: [used, used],
        confidence: 'normal',
        verdict,
      });
      const relCi = bounded(t);
      if (relative) row.relative = { ratio: Math.exp(t.estimate), ...(relCi ? { ci: relCi } : {}), verdict };
      else delete row.relative;
      const how = relative ? `relative to each round's common factor: ${pct(t.estimate)} ${band(t.lower, t.upper)}` : `${pct(t.estimate)} ${band(t.lower, t.upper)}`;
      // Beyond the floor yet not called: the adjusted p is the reason, not the interval. With few rounds the
      // signed-rank test cannot give a small p at all (10 rounds: 0.002 at best), and over 28 rows that is q 0.055.
      const smallest = smallestSignedRankP(used);
      const limited = smallest * family.length >= alphaLook ? `; with ${used} rounds the test's smallest p is ${smallest.toPrecision(2)}, too large over ${family.length} rows: more rounds would decide` : '';
      row.note = called
        ? `signed-rank over ${used} rounds, ${how}, α ${alphaLook.toPrecision(2)} at this look`
        : withSuite
          ? `moved with the whole suite: ${pct(raw.estimate)} ${band(raw.lower, raw.upper)} over ${used} paired rounds, as the common factor of its ${row.metric} rows did (${how}); this benchmark did not move apart from the others`
        : undecided
          ? beyondFloor(t.lower, t.upper, floor) && q < alphaLook && !rawAgrees
            ? `undecided after ${used} rounds: relative to each round's common factor the change lies beyond the ${(floor * 100).toFixed(0)} % floor (${how}), but the raw change does not (${pct(raw.estimate)} ${band(raw.lower, raw.upper)}): ${rawShortfall(raw, t, floor, used)}`
            : beyondFloor(t.lower, t.upper, floor)
            ? `undecided after ${used} rounds: the ${(level * 100).toFixed(1)} % interval (${how}) lies beyond the ${(floor * 100).toFixed(0)} % floor, but p=${t.p.toPrecision(2)} adjusted over the ${family.length} ${gating ? 'gating' : 'information'} rows (Benjamini–Hochberg) is q=${q.toPrecision(2)}, not below α ${alphaLook.toPrecision(2)} at this look${limited}`
            : `undecided after ${used} rounds: the ${(level * 100).toFixed(1)} % interval (${how}) straddles the ${(floor * 100).toFixed(0)} % floor`
          : `no change beyond the ${(floor * 100).toFixed(0)} % floor over ${used} paired rounds (${how})`;
    });
  }

  const failedSuites = [...new Set([...c.summary.failedSuites, ...base.suites.filter((s) => s.status === 'failed').map((s) => s.name)])];
  const brokenInHead = (c.summary.brokenInHead ?? []).filter((b) => !failedSuites.some((s) => b.startsWith(`${s} › `)));
  // The rows were re-decided on their rounds: a rate that is its time row inverted follows that row again.
  holdRatesOfUncalledTimes(c.rows, ratesOfTimeSamples(rounds[0]!.head));
  dropUnboundedIntervals(c.rows);
  const summary = summarize(c.rows, { hasBase: true, failedSuites, brokenInHead, drift, options: { ...options, baselineKind: 'same-job' } });
  summary.settings.baselineKind = 'paired';
  // A suite that moved as a whole had its rows judged on their own rounds: an improvement called there is the
  // report's verdict (a regression already is), not "drift", which says no verdict was possible.
  if (summary.verdict === 'drift' && summary.improvements > 0) summary.verdict = 'improved';
  const geomean = pairedGeomean(candidates, rounds);
  if (geomean !== undefined) summary.geomean = geomean;
  summary.paired = { ...paired, looks: paired.looks ?? [], rounds: rounds.length, commonFactorRemoved: removed, ...(callableFrom !== undefined ? { callableFrom } : {}) };
  return { ...c, summary };
}

/**
 * The geometric mean of the gating time rows with its interval over the rounds, not over the rows: every
 * row of a round ran in the same two processes' machine state, so the rows are no independent replicates
 * (a bootstrap over 28 rows gave +5.7 % [+2.0, +9.0 %] in a real A/A pair). Each round's mean log ratio
 * over the rows is one replicate: signed-rank Hodges–Lehmann estimate and 95 % interval.
 */
/**
 * Why a row beyond the floor relative to its rounds' common factor, but not raw, is held: the factor itself (pulled by
 * rows that really moved), or, where it barely moved, the raw interval's width (each round's shared move left in it:
 * a pytest-benchmark row +16.9 % vs suite +15.7 % [+6.3, +20.4 %] was blamed on a factor of +1 %).
 */
function rawShortfall(raw: SignedRank, t: SignedRank, floor: number, used: number): string {
  const common = raw.estimate - t.estimate;
  return Math.abs(common) < Math.log1p(floor) / 2
    ? `the rounds' common factor barely moved (${pct(common)}), but with each round's shared move left in, the raw interval is wider and reaches within the floor; more rounds than ${used} would decide`
    : `the rounds' common factor (${pct(common)} here), pulled by the rows that did move, may explain it`;
}

function pairedGeomean(candidates: Candidate[], rounds: PairedRound[]): ComparisonSummary['geomean'] {
  const time = candidates.filter((x) => x.row.gating && x.row.unit === 'ns');
  if (time.length === 0) return undefined;
  const perRound: number[] = [];
  for (const r of rounds) {
    let sum = 0;
    let k = 0;
    for (const x of time) {
      const d = x.diffs.get(r.round);
      if (d === undefined) continue;
      sum += d;
      k++;
    }
    // A round counts only with every row in it: one missing a slow row would move its mean.
    if (k === time.length) perRound.push(sum / k);
  }
  if (perRound.length < 2) return undefined;
  const t = signedRank(perRound, 0.95);
  const ci: [number, number] | undefined = Number.isFinite(t.lower) && Number.isFinite(t.upper) ? [Math.exp(t.lower), Math.exp(t.upper)] : undefined;
  return { ratio: Math.exp(t.estimate), ...(ci ? { ci } : {}), rows: time.length, rounds: perRound.length };
}

/**
 * The fewest rounds `--rounds` must allow for a lone changed row of `rows` to be called at all: the signed-rank
 * test's smallest two-sided p with n rounds is 2 / 2ⁿ (every round the same sign), and Benjamini–Hochberg over
 * `rows` rows multiplies a lone small p by `rows`. That must fall below the level of some look of the schedule
 * (stats/sequential.ts), not below α: every look but the first tests at less (`--rounds 6`: 0.018 at its last
 * look, where 2 / 2⁶ = 0.031, so nothing could be called while the count at α said 6 rounds would do).
 */
export function roundsToCall(rows: number, alpha: number, minRounds: number): number {
  let n = 1;
  while (smallestSignedRankP(n) * rows >= alpha) n++;
  for (; n < MAX_ROUNDS_TO_CALL; n++) {
    let previous = 0;
    for (const look of lookSchedule(minRounds, n)) {
      if (smallestSignedRankP(look) * rows < lookAlpha(previous, look, n, alpha)) return n;
      previous = look;
    }
  }
  return n;
}

/** Where roundsToCall stops looking: `--rounds` allows at most 1000. */
const MAX_ROUNDS_TO_CALL = 1000;

/** The signed-rank test's smallest two-sided p over n rounds, every round of one sign and no ties: 2 / 2ⁿ. */
function smallestSignedRankP(n: number): number {
  return 2 / 2 ** n;
}

/** Gating paired rows whose interval at this look straddles the floor: another round could decide them. */
export function undecidedRows(c: Comparison): ComparisonRow[] {
  return c.rows.filter((r) => r.gating && r.test === 'signed-rank' && r.note?.startsWith('undecided'));
}

/** The key of a row (for tracking it across looks). */
export function rowKey(r: Pick<ComparisonRow, 'suite' | 'benchmark' | 'metric'>): string {
  return historyKey(r.suite, r.benchmark, r.metric);
}
