#!/usr/bin/env node
import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  SetupRuns,
  cargoTargetDir,
  describeMachine,
  looksCargo,
  movePaths,
  separateCargoTargets
} from "./chunk-CDZ2FWNN.js";
import {
  childEnv
} from "./chunk-IZWJKWDI.js";
import {
  SUB_BYTE,
  anchoredCentres,
  benjaminiHochberg,
  compareRuns,
  createRng,
  dropUnboundedIntervals,
  exitOf,
  geometricMean,
  groupBy,
  hashText,
  holdRatesOfUncalledTimes,
  isOneBuildValue,
  otherOutcome,
  ratesOfTimeSamples,
  summarize
} from "./chunk-6FUW3OSH.js";
import {
  glob
} from "./chunk-H4JAUBBT.js";
import {
  median,
  normalCdf,
  normalQuantile
} from "./chunk-YLFNOJY2.js";
import {
  RESULTS_SCHEMA_ID,
  own
} from "./chunk-DQAUADO5.js";
import {
  maxOf,
  minOf
} from "./chunk-77VUEDXU.js";
import {
  BenchgateError,
  UsageError
} from "./chunk-PI4KOZG2.js";

// src/run/worktree.ts
import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
var run = promisify(execFile);
async function git(cwd, args) {
  try {
    const { stdout } = await run("git", args, { cwd, maxBuffer: 16 * 1024 * 1024 });
    return stdout.trim();
  } catch (err) {
    const e = err;
    throw new BenchgateError(`git ${args.join(" ")} (in ${cwd}): ${(e.stderr ?? e.message).trim().split("\n").slice(-3).join(" ")}`);
  }
}
async function resolveRef(cwd, ref) {
  if (ref.startsWith("-")) throw new UsageError(`--paired: expected a commit, branch or tag; got "${ref}"`);
  const root = await git(cwd, ["rev-parse", "--show-toplevel"]);
  const commit = await git(root, ["rev-parse", "--verify", "--quiet", "--end-of-options", `${ref}^{commit}`]).catch(() => {
    throw new UsageError(`--paired: "${ref}" names no commit in ${root} (in CI, check out with fetch-depth: 0 so the base commit is there)`);
  });
  return { root, commit };
}
function baseName(room) {
  return room >= 4 ? "base".padEnd(room, "-") : room >= 1 ? "base".slice(0, room) : "base";
}
async function addWorktree(cwd, ref, tmpRoot = tmpdir()) {
  const { root, commit } = await resolveRef(cwd, ref);
  const parent = await mkdtemp(join(tmpRoot, "benchgate-base-"));
  const dir = join(parent, baseName(root.length - parent.length - 1));
  let removed = false;
  const remove = async () => {
    if (removed) return;
    removed = true;
    await git(root, ["worktree", "remove", "--force", dir]).catch(() => void 0);
    await rm(parent, { recursive: true, force: true });
    await git(root, ["worktree", "prune"]).catch(() => void 0);
  };
  try {
    await git(root, ["-c", "core.hooksPath=/dev/null", "worktree", "add", "--detach", "--quiet", dir, commit]);
  } catch (err) {
    await remove();
    if (err instanceof BenchgateError && /smudge filter lfs failed/.test(err.message)) {
      throw new BenchgateError(
        `${err.message}: the base commit's Git LFS files could not be fetched from the LFS server. Fetch them before the run (\`git lfs fetch origin ${commit}\`), or let git-lfs reach the server (a private repository's LFS server needs credentials, which a pull-request checkout with \`persist-credentials: false\` does not keep)`,
        { cause: err }
      );
    }
    throw err;
  }
  const warnings = [];
  await checkoutSubmodules(root, dir).catch((err) => {
    warnings.push(`the base tree's submodules could not be checked out (${err instanceof Error ? err.message : String(err)}); a suite that builds from them fails at base`);
  });
  if (dir.length !== root.length) {
    warnings.push(`the base tree's path (${dir.length} characters) is longer than the head's (${root.length}), and so are the environment and arguments of its processes (PWD, the binary's path, a harness's own such as CARGO_MANIFEST_DIR): a benchmark whose speed depends on where memory lands can differ between the trees for that alone (annotate-snippets' fold/10000 ran 3\xD7 slower from any checkout path of 30 characters or more). Give the temporary folder a shorter path (TMPDIR) or check the head out deeper`);
  }
  return { root, dir, commit, remove, ...warnings.length === 0 ? {} : { warning: warnings.join("; ") } };
}
async function checkoutSubmodules(root, dir) {
  const listed = (status) => status.split("\n").filter(Boolean).map((l) => ({ on: !l.startsWith("-"), path: l.slice(1).split(" ")[1] }));
  const head = listed(await git(root, ["submodule", "status"]));
  if (!head.some((m) => m.on)) return;
  const base = listed(await git(dir, ["submodule", "status"]));
  const paths = base.filter((b) => head.some((h) => h.on && h.path === b.path)).map((b) => b.path);
  if (paths.length === 0) return;
  await git(dir, ["-c", "core.hooksPath=/dev/null", "submodule", "update", "--init", "--recursive", "--quiet", "--", ...paths]);
}
async function mergeBase(cwd, baseSha) {
  return git(cwd, ["merge-base", "--end-of-options", baseSha, "HEAD"]).catch(() => baseSha);
}

// src/run/paired.ts
import { mkdtemp as mkdtemp2, rm as rm4 } from "node:fs/promises";
import { tmpdir as tmpdir2 } from "node:os";
import { dirname as dirname4, isAbsolute as isAbsolute2, join as join5, relative as relative2, resolve as resolve2 } from "node:path";

// src/compare/stats/signed-rank.ts
var EXACT_MAX_N = 50;
function exactCounts(n) {
  const max = n * (n + 1) / 2;
  const c = new Float64Array(max + 1);
  c[0] = 1;
  for (let k = 1; k <= n; k++) for (let w = k * (k + 1) / 2; w >= k; w--) c[w] += c[w - k];
  return c;
}
function walshInterval(walsh, N, alphaHalf) {
  const m = walsh.length;
  if (m === 0) return { lower: NaN, upper: NaN };
  if (walsh[0] === walsh[m - 1]) return { lower: walsh[0], upper: walsh[0] };
  let c = -1;
  if (N <= EXACT_MAX_N) {
    const counts = exactCounts(N);
    const total = 2 ** N;
    let acc = 0;
    for (let w = 0; w < counts.length; w++) {
      acc += counts[w];
      if (acc / total > alphaHalf) break;
      c = w;
    }
  } else {
    c = Math.floor(m / 2 - normalQuantile(1 - alphaHalf) * Math.sqrt(N * (N + 1) * (2 * N + 1) / 24));
  }
  return c < 0 ? { lower: -Infinity, upper: Infinity } : { lower: walsh[c], upper: walsh[m - 1 - c] };
}
function exactCountsOf(weights) {
  const c = new Float64Array(weights.reduce((a, b) => a + b, 0) + 1);
  c[0] = 1;
  let top = 0;
  for (const wt of weights) {
    top += wt;
    for (let w = top; w >= wt; w--) c[w] += c[w - wt];
  }
  return c;
}
function ranksOfAbs(xs) {
  const order = xs.map((x, i) => [Math.abs(x), i]).sort((a, b) => a[0] - b[0]);
  const ranks = new Array(xs.length);
  const ties = [];
  for (let i = 0; i < order.length; ) {
    let j = i;
    while (j + 1 < order.length && order[j + 1][0] === order[i][0]) j++;
    const r = (i + j + 2) / 2;
    for (let k = i; k <= j; k++) ranks[order[k][1]] = r;
    if (j > i) ties.push(j - i + 1);
    i = j + 1;
  }
  return { ranks, ties };
}
function sortedWalshAverages(xs) {
  const n = xs.length;
  const a = new Float64Array(n * (n + 1) / 2);
  let k = 0;
  for (let i = 0; i < n; i++) for (let j = i; j < n; j++) a[k++] = (xs[i] + xs[j]) / 2;
  return a.sort();
}
function signedRank(xs, level) {
  const nz = xs.filter((x) => x !== 0);
  const n = nz.length;
  const walsh = sortedWalshAverages(xs);
  const m = walsh.length;
  const estimate = m === 0 ? NaN : m % 2 === 1 ? walsh[(m - 1) / 2] : (walsh[m / 2 - 1] + walsh[m / 2]) / 2;
  if (n === 0) return { n, wPlus: 0, p: xs.length > 0 ? 1 : NaN, method: "exact", estimate, lower: estimate, upper: estimate };
  const { ranks, ties } = ranksOfAbs(nz);
  const wPlus = nz.reduce((s, x, i) => s + (x > 0 ? ranks[i] : 0), 0);
  const max = n * (n + 1) / 2;
  const mean = max / 2;
  const alphaHalf = (1 - level) / 2;
  let p;
  let method;
  if (n <= EXACT_MAX_N) {
    method = "exact";
    const doubled = exactCountsOf(ranks.map((r) => Math.round(2 * r)));
    const stat3 = Math.round(2 * Math.min(wPlus, max - wPlus));
    let below = 0;
    for (let k = 0; k <= stat3; k++) below += doubled[k];
    p = Math.min(1, 2 * below / 2 ** n);
  } else {
    method = "approx";
    const variance = n * (n + 1) * (2 * n + 1) / 24 - ties.reduce((s, t) => s + (t * t * t - t), 0) / 48;
    const sd = Math.sqrt(variance);
    p = sd === 0 ? 1 : Math.min(1, 2 * normalCdf(-Math.abs(wPlus - mean) / sd));
  }
  const { lower, upper } = walshInterval(walsh, xs.length, alphaHalf);
  return { n, wPlus, p, method, estimate, lower, upper };
}

// src/compare/stats/sequential.ts
function obrienFlemingSpent(t, alpha) {
  if (!(t > 0)) return 0;
  if (t >= 1) return alpha;
  const z = normalQuantile(1 - alpha / 2);
  return 2 - 2 * normalCdf(z / Math.sqrt(t));
}
function lookAlpha(previousRounds, rounds, maxRounds, alpha) {
  return obrienFlemingSpent(rounds / maxRounds, alpha) - obrienFlemingSpent(previousRounds / maxRounds, alpha);
}
function lookSchedule(minRounds, maxRounds) {
  const looks = [];
  for (let n = Math.max(2, minRounds); n < maxRounds; n *= 2) looks.push(n);
  looks.push(maxRounds);
  return looks;
}

// src/compare/paired.ts
function roundFactors(logRatios) {
  return logRatios.map((row) => median(row));
}
var MIN_COMMON = 5;
function indexRound(results) {
  return new Map(results.suites.map((s) => [s.name, new Map(s.benchmarks.map((b) => [b.name, b]))]));
}
function roundValues(rounds, indexes, suite, benchmark, metric) {
  const out = /* @__PURE__ */ new Map();
  for (let i = 0; i < rounds.length; i++) {
    const r = rounds[i];
    const b = indexes[i].base.get(suite)?.get(benchmark);
    const h = indexes[i].head.get(suite)?.get(benchmark);
    if (b?.status === "failed" || h?.status === "failed" || b?.ambiguous !== void 0 || h?.ambiguous !== void 0 || b !== void 0 && h !== void 0 && otherOutcome(b, h)) continue;
    const bv = own(b?.metrics, metric)?.value;
    const hv = own(h?.metrics, metric)?.value;
    if (bv !== void 0 && hv !== void 0 && bv > 0 && hv > 0 && Number.isFinite(bv) && Number.isFinite(hv)) out.set(r.round, Math.log(hv / bv));
  }
  return out;
}
function mergePairedSide(rounds, side) {
  const first = rounds[0][side];
  const merged = structuredClone(first);
  for (const s of merged.suites) {
    const perRound = rounds.map((r) => {
      const suite = r[side].suites.find((x) => x.name === s.name);
      return { round: r.round, suite, byName: new Map((suite?.benchmarks ?? []).map((b) => [b.name, b])) };
    });
    const failed = perRound.find((p) => p.suite?.status === "failed");
    if (failed?.suite) {
      s.status = "failed";
      s.error = `round ${failed.round}: ${failed.suite.error ?? "failed"}`;
    }
    const warnings = /* @__PURE__ */ new Set();
    for (const p of perRound) for (const w of p.suite?.warnings ?? []) warnings.add(w);
    const ranIn = (name) => perRound.find((p) => p.byName.has(name) && p.byName.get(name).status !== "failed")?.byName.get(name);
    const names = new Set(s.benchmarks.map((b) => b.name));
    for (const p of perRound) {
      for (const x of p.suite?.benchmarks ?? []) {
        if (names.has(x.name)) continue;
        names.add(x.name);
        s.benchmarks.push(structuredClone(ranIn(x.name) ?? x));
      }
    }
    s.benchmarks = s.benchmarks.map((b) => b.status === "failed" && ranIn(b.name) !== void 0 ? structuredClone(ranIn(b.name)) : b);
    for (const b of s.benchmarks) {
      const missed = perRound.filter((p) => {
        if (p.suite === void 0 || p.suite.status === "failed") return false;
        const x = p.byName.get(b.name);
        return x === void 0 || x.status === "failed";
      });
      if (missed.length > 0 && missed.length < perRound.length) {
        const what = missed.map((p) => {
          const x = p.byName.get(b.name);
          return x === void 0 ? `round ${p.round}: not in its output` : `round ${p.round}: ${x.error ?? "failed"}`;
        });
        warnings.add(`${b.name} failed or did not run in ${missed.length} of ${perRound.length} ${side} rounds (${what.join("; ")}); its rows are compared on the rounds where it ran on both sides`);
      }
      const other = perRound.find((p) => {
        const x = p.byName.get(b.name);
        return x !== void 0 && otherOutcome(x, b);
      });
      if (other !== void 0) {
        b.status = "failed";
        b.error = `exited ${exitOf(b)} in round ${perRound[0].round} and ${exitOf(other.byName.get(b.name))} in round ${other.round}`;
      }
      const ambiguous = perRound.find((p) => p.byName.get(b.name)?.ambiguous !== void 0)?.byName.get(b.name).ambiguous;
      if (ambiguous !== void 0) b.ambiguous = ambiguous;
      for (const [name, m] of Object.entries(b.metrics)) {
        const runs = [];
        const idx = [];
        for (const p of perRound) {
          const v = own(p.byName.get(b.name)?.metrics, name)?.value;
          if (v !== void 0) {
            runs.push(v);
            idx.push(p.round);
          }
        }
        const timing = m.unit === "ns" || m.unit.endsWith("/s");
        const constant = !timing && m.exact !== false && runs.length >= 2 && runs.every((v) => v === runs[0]);
        b.metrics[name] = m.exact || constant ? { ...m, value: median(runs), runs, rounds: idx, exact: true } : { ...m, value: median(runs), statistic: "median", runs, rounds: idx, n: runs.length, spread: { min: minOf(runs), max: maxOf(runs) } };
        if (!m.exact) delete b.metrics[name].samples;
      }
    }
    if (warnings.size > 0) s.warnings = [...warnings];
  }
  return merged;
}
function baseRuns(base, row) {
  const runs = own(base.get(row.suite)?.get(row.benchmark)?.metrics, row.metric)?.runs;
  return runs !== void 0 && runs.length > 0 && runs.every((x) => x > 0 && Number.isFinite(x)) ? runs : void 0;
}
function beyondFloor(lower, upper, floor) {
  const bound = Math.log1p(floor);
  return lower > bound || upper < -bound;
}
function withinFloor(lower, upper, floor) {
  const bound = Math.log1p(floor);
  return lower >= -bound && upper <= bound;
}
function pct(logRatio) {
  const v = Math.expm1(logRatio) * 100;
  return `${v >= 0 ? "+" : "\u2212"}${Math.abs(v).toFixed(1)} %`;
}
function band(lower, upper) {
  return Number.isFinite(lower) && Number.isFinite(upper) ? `[${pct(lower)}, ${pct(upper)}]` : "[unbounded: too few rounds for this level]";
}
function comparePaired(rounds, options, look, paired) {
  if (rounds.length === 0) throw new Error("comparePaired needs at least one round");
  const base = mergePairedSide(rounds, "base");
  const head = mergePairedSide(rounds, "head");
  const c = compareRuns(base, head, { ...options, baselineKind: "same-job" });
  const indexes = rounds.map((r) => ({ base: indexRound(r.base), head: indexRound(r.head) }));
  const baseIndex = indexRound(base);
  const headIndex = indexRound(head);
  const oneBuild = (row) => {
    const of = (index) => own(index.get(row.suite)?.get(row.benchmark)?.metrics, row.metric);
    const b = of(baseIndex);
    const h = of(headIndex);
    return b !== void 0 && h !== void 0 && isOneBuildValue(b) && isOneBuildValue(h);
  };
  const candidates = [];
  for (const row of c.rows) {
    if (row.test === "exact" || row.test === "none" || row.base === null || row.head === null || oneBuild(row)) continue;
    if (row.note?.startsWith("failed in") || row.note?.startsWith("ignored by config")) continue;
    if (row.note === SUB_BYTE) continue;
    const diffs = roundValues(rounds, indexes, row.suite, row.benchmark, row.metric);
    if (diffs.size < 2) {
      Object.assign(row, { verdict: "inconclusive", test: "signed-rank", note: `${diffs.size} paired round(s): too few for a paired test` });
      delete row.p;
      delete row.q;
      delete row.ci;
      continue;
    }
    candidates.push({ row, diffs });
  }
  const drift = [];
  const removed = [];
  const tests = /* @__PURE__ */ new Map();
  for (const group of groupBy(candidates, (x) => `${x.row.suite}\0${x.row.metric}`).values()) {
    const { suite, metric } = group[0].row;
    const alphaOf = (x) => lookAlpha(look.previousRounds, rounds.length, look.maxRounds, x.row.alpha);
    let factors;
    if (group.length >= MIN_COMMON) {
      const perRound = rounds.map((r) => group.map((x) => x.diffs.get(r.round)).filter((d) => d !== void 0));
      const fs = roundFactors(perRound);
      factors = new Map(rounds.map((r, i) => [r.round, fs[i]]).filter((_, i) => perRound[i].length >= MIN_COMMON));
      if (factors.size >= 2) {
        const floor = group[0].row.floor;
        const a = alphaOf(group[0]);
        const common = signedRank([...factors.values()], 1 - a);
        const moved = beyondFloor(common.lower, common.upper, floor);
        drift.push({
          suite,
          metric,
          factor: Math.exp(common.estimate),
          ...Number.isFinite(common.upper) && Number.isFinite(common.lower) ? { ci: [Math.exp(common.lower), Math.exp(common.upper)] } : {},
          benchmarks: group.length,
          status: moved ? "drift" : "none",
          note: moved ? `the suite's common factor (its median benchmark of ${group.length}) moved ${pct(common.estimate)} ${band(common.lower, common.upper)} in ${factors.size} paired rounds: both sides met the same machine in every round, so the move is the change's, not the machine's. Each row is judged on its own rounds, with that move in it` : `${withinFloor(common.lower, common.upper, floor) ? "no common move beyond the floor" : "a common move not wholly beyond the floor"} (${pct(common.estimate)} ${band(common.lower, common.upper)} over ${factors.size} paired rounds); each round's common factor (median log ratio over ${group.length} benchmarks) removed before the signed-rank test`
        });
        if (moved) factors = void 0;
        else removed.push(`${suite}/${metric}`);
      } else factors = void 0;
    }
    for (const x of group) {
      const alphaLook = alphaOf(x);
      const level = 1 - alphaLook;
      const raw = signedRank([...x.diffs.values()], level);
      const rel = factors ? [...x.diffs].filter(([r]) => factors.has(r)).map(([r, d]) => d - factors.get(r)) : void 0;
      const t = rel && rel.length >= 2 ? signedRank(rel, level) : raw;
      tests.set(x, { t, relative: t !== raw, raw, level, alphaLook, used: t !== raw ? rel.length : x.diffs.size });
    }
  }
  let callableFrom;
  for (const gating of [true, false]) {
    const family = candidates.filter((x) => x.row.gating === gating);
    const qs = benjaminiHochberg(family.map((x) => tests.get(x).t.p));
    if (gating && family.length > 0) {
      const need = roundsToCall(family.length, family[0].row.alpha, paired.minRounds);
      if (need > rounds.length) callableFrom = need;
    }
    family.forEach((x, i) => {
      const { t, relative: relative3, raw, level, alphaLook, used } = tests.get(x);
      const row = x.row;
      const q = qs[i];
      const floor = row.floor;
      const rawAgrees = !relative3 || (t.lower > 0 ? raw.lower > Math.log1p(floor) : raw.upper < -Math.log1p(floor));
      const called = q < alphaLook && beyondFloor(t.lower, t.upper, floor) && rawAgrees;
      const worse = row.direction === "smaller" ? t.estimate > 0 : t.estimate < 0;
      const undecided = !called && !withinFloor(t.lower, t.upper, floor);
      const movedRaw = beyondFloor(raw.lower, raw.upper, floor) || !withinFloor(raw.lower, raw.upper, floor) && (raw.lower > 0 || raw.upper < 0);
      const withSuite = relative3 && !called && !undecided && movedRaw;
      const verdict = called ? worse ? "regressed" : "improved" : undecided || withSuite ? "inconclusive" : "unchanged";
      const bounded = (s) => Number.isFinite(s.lower) && Number.isFinite(s.upper) ? [Math.exp(s.lower), Math.exp(s.upper)] : void 0;
      const ci = bounded(raw);
      if (!ci) delete row.ci;
      const rounds2 = baseRuns(baseIndex, row);
      const centres = anchoredCentres(rounds2 ? geometricMean(rounds2) : row.base, Math.exp(raw.estimate), "base", "paired-hl");
      Object.assign(row, {
        test: "signed-rank",
        base: centres.base,
        head: centres.head,
        ratio: centres.ratio,
        centre: centres.kind,
        p: t.p,
        q,
        ...ci ? { ci } : {},
        ciLevel: level,
        n: [used, used],
        confidence: "normal",
        verdict
      });
      const relCi = bounded(t);
      if (relative3) row.relative = { ratio: Math.exp(t.estimate), ...relCi ? { ci: relCi } : {}, verdict };
      else delete row.relative;
      const how = relative3 ? `relative to each round's common factor: ${pct(t.estimate)} ${band(t.lower, t.upper)}` : `${pct(t.estimate)} ${band(t.lower, t.upper)}`;
      const smallest = smallestSignedRankP(used);
      const limited = smallest * family.length >= alphaLook ? `; with ${used} rounds the test's smallest p is ${smallest.toPrecision(2)}, too large over ${family.length} rows: more rounds would decide` : "";
      row.note = called ? `signed-rank over ${used} rounds, ${how}, \u03B1 ${alphaLook.toPrecision(2)} at this look` : withSuite ? `moved with the whole suite: ${pct(raw.estimate)} ${band(raw.lower, raw.upper)} over ${used} paired rounds, as the common factor of its ${row.metric} rows did (${how}); this benchmark did not move apart from the others` : undecided ? beyondFloor(t.lower, t.upper, floor) && q < alphaLook && !rawAgrees ? `undecided after ${used} rounds: relative to each round's common factor the change lies beyond the ${(floor * 100).toFixed(0)} % floor (${how}), but the raw change does not (${pct(raw.estimate)} ${band(raw.lower, raw.upper)}): ${rawShortfall(raw, t, floor, used)}` : beyondFloor(t.lower, t.upper, floor) ? `undecided after ${used} rounds: the ${(level * 100).toFixed(1)} % interval (${how}) lies beyond the ${(floor * 100).toFixed(0)} % floor, but p=${t.p.toPrecision(2)} adjusted over the ${family.length} ${gating ? "gating" : "information"} rows (Benjamini\u2013Hochberg) is q=${q.toPrecision(2)}, not below \u03B1 ${alphaLook.toPrecision(2)} at this look${limited}` : `undecided after ${used} rounds: the ${(level * 100).toFixed(1)} % interval (${how}) straddles the ${(floor * 100).toFixed(0)} % floor` : `no change beyond the ${(floor * 100).toFixed(0)} % floor over ${used} paired rounds (${how})`;
    });
  }
  const failedSuites = [.../* @__PURE__ */ new Set([...c.summary.failedSuites, ...base.suites.filter((s) => s.status === "failed").map((s) => s.name)])];
  const brokenInHead = (c.summary.brokenInHead ?? []).filter((b) => !failedSuites.some((s) => b.startsWith(`${s} \u203A `)));
  holdRatesOfUncalledTimes(c.rows, ratesOfTimeSamples(rounds[0].head));
  dropUnboundedIntervals(c.rows);
  const summary = summarize(c.rows, { hasBase: true, failedSuites, brokenInHead, drift, options: { ...options, baselineKind: "same-job" } });
  summary.settings.baselineKind = "paired";
  if (summary.verdict === "drift" && summary.improvements > 0) summary.verdict = "improved";
  const geomean = pairedGeomean(candidates, rounds);
  if (geomean !== void 0) summary.geomean = geomean;
  summary.paired = { ...paired, looks: paired.looks ?? [], rounds: rounds.length, commonFactorRemoved: removed, ...callableFrom !== void 0 ? { callableFrom } : {} };
  return { ...c, summary };
}
function rawShortfall(raw, t, floor, used) {
  const common = raw.estimate - t.estimate;
  return Math.abs(common) < Math.log1p(floor) / 2 ? `the rounds' common factor barely moved (${pct(common)}), but with each round's shared move left in, the raw interval is wider and reaches within the floor; more rounds than ${used} would decide` : `the rounds' common factor (${pct(common)} here), pulled by the rows that did move, may explain it`;
}
function pairedGeomean(candidates, rounds) {
  const time = candidates.filter((x) => x.row.gating && x.row.unit === "ns");
  if (time.length === 0) return void 0;
  const perRound = [];
  for (const r of rounds) {
    let sum = 0;
    let k = 0;
    for (const x of time) {
      const d = x.diffs.get(r.round);
      if (d === void 0) continue;
      sum += d;
      k++;
    }
    if (k === time.length) perRound.push(sum / k);
  }
  if (perRound.length < 2) return void 0;
  const t = signedRank(perRound, 0.95);
  const ci = Number.isFinite(t.lower) && Number.isFinite(t.upper) ? [Math.exp(t.lower), Math.exp(t.upper)] : void 0;
  return { ratio: Math.exp(t.estimate), ...ci ? { ci } : {}, rows: time.length, rounds: perRound.length };
}
function roundsToCall(rows, alpha, minRounds) {
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
var MAX_ROUNDS_TO_CALL = 1e3;
function smallestSignedRankP(n) {
  return 2 / 2 ** n;
}
function undecidedRows(c) {
  return c.rows.filter((r) => r.gating && r.test === "signed-rank" && r.note?.startsWith("undecided"));
}

// src/run/round-order.ts
function roundOrder(suites, rng) {
  const order = [...suites];
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
  return order.flatMap((suite) => {
    const baseFirst = rng() < 0.5;
    return baseFirst ? [{ suite, side: "base" }, { suite, side: "head" }] : [{ suite, side: "head" }, { suite, side: "base" }];
  });
}

// src/run/set-aside.ts
import { cp, mkdir, rename, rm as rm2, stat } from "node:fs/promises";
import { basename, dirname, join as join2 } from "node:path";
async function move(from, to) {
  try {
    await rename(from, to);
  } catch (err) {
    if (err.code !== "EXDEV") throw err;
    await cp(from, to, { recursive: true });
    await rm2(from, { recursive: true, force: true });
  }
}
async function setAsideOutputs(patterns, cwd, into) {
  const out = [];
  let moved = 0;
  for (const pattern of patterns) {
    const literal = await stat(join2(cwd, pattern)).catch(() => void 0);
    const matches = literal ? [pattern] : await glob(pattern, { cwd, onlyFiles: false, expandDirectories: false, dot: true });
    for (const m of matches) {
      const from = join2(cwd, m);
      if (await stat(from).catch(() => void 0) === void 0) continue;
      await mkdir(into, { recursive: true });
      const to = join2(into, `${moved}-${basename(m)}`);
      await move(from, to);
      out.push({ from, to });
      moved++;
    }
  }
  return out;
}
async function putBack(moved) {
  const stuck = [];
  for (const m of [...moved].reverse()) {
    try {
      if (await stat(m.from).catch(() => void 0) !== void 0) {
        stuck.push(m);
        continue;
      }
      await mkdir(dirname(m.from), { recursive: true });
      await move(m.to, m.from);
    } catch {
      stuck.push(m);
    }
  }
  return stuck;
}

// src/run/cargo-seed.ts
import { execFile as execFile2 } from "node:child_process";
import { cp as cp2, readdir, rm as rm3, stat as stat2, statfs } from "node:fs/promises";
import { basename as basename2, dirname as dirname2, join as join3 } from "node:path";
var SPARE_BYTES = 1024 ** 3;
function pathPackages(s) {
  return new Promise((done) => {
    execFile2("cargo", ["metadata", "--format-version", "1", "--offline"], { cwd: s.cwd, env: childEnv(process.env, s.env), maxBuffer: 256 * 1024 * 1024, timeout: 12e4 }, (err, stdout) => {
      if (err) return done(void 0);
      try {
        const packages = JSON.parse(stdout).packages;
        if (!Array.isArray(packages)) return done(void 0);
        done(packages.filter((p) => p.source === null && typeof p.name === "string").map((p) => p.name));
      } catch {
        done(void 0);
      }
    });
  });
}
function profileDirs(s) {
  const dirs = /* @__PURE__ */ new Set();
  for (const c of [s.run, s.setup, ...Object.values(s.commands ?? {})]) {
    if (c === void 0) continue;
    for (const m of c.matchAll(/--profile[= ]+([\w-]+)/g)) dirs.add({ dev: "debug", test: "debug", bench: "release" }[m[1]] ?? m[1]);
    if (/\bcargo\s+(\+\S+\s+)?bench\b|--release\b|\s-r\b/.test(c)) dirs.add("release");
    else if (/\bcargo\s+(\+\S+\s+)?(build|run|test)\b/.test(c) && !/--profile\b/.test(c)) dirs.add("debug");
  }
  return [...dirs];
}
async function bytesUnder(dir) {
  let total = 0;
  const pending = [dir];
  while (pending.length > 0) {
    const d = pending.pop();
    for (const e of await readdir(d, { withFileTypes: true }).catch(() => [])) {
      const p = join3(d, e.name);
      if (e.isDirectory()) pending.push(p);
      else if (e.isFile()) total += (await stat2(p).catch(() => void 0))?.size ?? 0;
    }
  }
  return total;
}
var exists = (p) => stat2(p).then(() => true, () => false);
async function freeBytesAt(dir) {
  const s = await statfs(dir);
  return s.bavail * s.bsize;
}
async function seedBaseTarget(pair, deps = {}) {
  const { head, base } = pair;
  if (!looksCargo(head)) return void 0;
  const where = deps.where ?? cargoTargetDir;
  const [headDir, baseDir] = await Promise.all([where(head), where(base)]);
  if (headDir === void 0 || baseDir === void 0 || headDir === baseDir) return void 0;
  const profiles = [];
  for (const p of profileDirs(head)) {
    if (await exists(join3(headDir, p, ".fingerprint")) && !await exists(join3(baseDir, p))) profiles.push(p);
  }
  if (profiles.length === 0) return void 0;
  const said = (what) => `${head.name}: ${what}`;
  const packages = await (deps.packages ?? pathPackages)(head);
  if (packages === void 0) return said("the base tree builds its dependencies itself: `cargo metadata --offline` did not list the head's packages, so its own could not be told from the dependencies in the head's build");
  let size = 0;
  for (const p of profiles) size += await bytesUnder(join3(headDir, p));
  const free = await (deps.freeBytes ?? freeBytesAt)(await nearestExisting(baseDir));
  if (free < 2 * size + SPARE_BYTES) return said(`the base tree builds its dependencies itself: copying the head's build (${mib(size)}) would leave too little disk (${mib(free)} free)`);
  const ownCrate = new RegExp(`^(${packages.map(escapeRegExp).join("|")})-[0-9a-f]{16}$`);
  for (const p of profiles) {
    const prints = join3(headDir, p, ".fingerprint");
    const keep = (src) => !(dirname2(src) === prints && ownCrate.test(basename2(src)));
    try {
      await cp2(join3(headDir, p), join3(baseDir, p), { recursive: true, preserveTimestamps: true, force: false, errorOnExist: false, filter: keep });
    } catch (err) {
      await rm3(join3(baseDir, p), { recursive: true, force: true });
      return said(`the base tree builds its dependencies itself: copying the head's build failed (${err.message})`);
    }
  }
  return said(`the base tree starts from a copy of the head's build (${profiles.join(", ")}, ${mib(size)}): its dependencies are reused, and its ${packages.length} own package(s) (${packages.slice(0, 5).join(", ")}${packages.length > 5 ? ", \u2026" : ""}) are rebuilt from the base's sources`);
}
async function nearestExisting(dir) {
  let d = dir;
  while (!await exists(d)) {
    const up = join3(d, "..");
    if (up === d) break;
    d = up;
  }
  return d;
}
var mib = (bytes) => `${(bytes / 1024 ** 2).toFixed(0)} MiB`;
var escapeRegExp = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

// src/run/python-trees.ts
import { execFile as execFile3 } from "node:child_process";
import { existsSync } from "node:fs";
import { delimiter, dirname as dirname3, basename as basename3, isAbsolute, join as join4, relative, resolve } from "node:path";

// raw-text:src/run/python-probe.py
var python_probe_default = '# benchgate\'s check of where a Python suite imports the project from (src/run/python-trees.ts runs it with\n# the suite\'s interpreter and environment): python -c "$PROBE" REPO TREE. Prints one JSON object:\n# the distributions installed from REPO or TREE (pip\'s direct_url.json names a file:// source there),\n# each with its top-level modules and the file each resolves to. Nothing is imported: find_spec only.\nimport importlib.util\nimport json\nimport os\nimport sys\nfrom importlib import metadata\nfrom urllib.parse import urlparse\nfrom urllib.request import url2pathname\n\n# Run as `python -c`, which puts the working folder first on sys.path; a `pytest` command does not. Leave it out.\nif sys.path and sys.path[0] == "":\n    sys.path.pop(0)\n\nrepo, tree = (os.path.realpath(p) for p in sys.argv[1:3])\n\n\ndef inside(path, root):\n    try:\n        return os.path.commonpath([path, root]) == root\n    except ValueError:\n        return False\n\n\ndef source(dist):\n    try:\n        info = json.loads(dist.read_text("direct_url.json") or "null")\n    except ValueError:\n        return None, False\n    if not isinstance(info, dict):\n        return None, False\n    url = urlparse(info.get("url", ""))\n    if url.scheme != "file":\n        return None, False\n    return os.path.realpath(url2pathname(url.path)), bool((info.get("dir_info") or {}).get("editable"))\n\n\ndef module_name(entry):\n    """The module a top-level file or folder of a wheel provides, or None."""\n    if entry.startswith("__editable__") or entry in ("__pycache__", "..") or entry.endswith((".dist-info", ".egg-info", ".data", ".pth")):\n        return None\n    if "." not in entry:\n        return entry\n    stem, _, ext = entry.partition(".")\n    return stem if ext == "py" or ext.endswith(("so", "pyd")) else None\n\n\ndef names(dist):\n    found = set((dist.read_text("top_level.txt") or "").split())\n    if found:\n        return found\n    for f in dist.files or []:\n        parts = f.parts\n        if not parts:\n            continue\n        if parts[0].endswith(".pth") and not parts[0].startswith("distutils-"):\n            # A path entry of an editable install (hatchling, flit, pdm, setuptools\' lenient mode): what that folder holds.\n            for line in (f.read_text() or "").splitlines():\n                folder = line.strip()\n                if folder and not folder.startswith(("#", "import ")) and os.path.isdir(folder):\n                    for entry in os.listdir(folder):\n                        full = os.path.join(folder, entry)\n                        if (os.path.isdir(full) and os.path.exists(os.path.join(full, "__init__.py"))) or (os.path.isfile(full) and module_name(entry)):\n                            found.add(module_name(entry) or entry)\n            continue\n        name = module_name(parts[0]) if len(parts) == 1 else (parts[0] if module_name(parts[0]) else None)\n        if name:\n            found.add(name)\n    return found\n\n\ndef where(name):\n    try:\n        spec = importlib.util.find_spec(name)\n    except Exception:  # a broken finder or package: the run will say so itself\n        return None\n    if spec is None:\n        return None\n    if spec.has_location and spec.origin:\n        return os.path.realpath(spec.origin)\n    locations = list(spec.submodule_search_locations or [])\n    return os.path.realpath(locations[0]) if locations else None\n\n\ndists = []\nfor dist in metadata.distributions():\n    src, editable = source(dist)\n    if src is None or not (inside(src, repo) or inside(src, tree)):\n        continue\n    modules = [{"name": n, "path": where(n)} for n in sorted(names(dist))]\n    dists.append({"name": dist.metadata["Name"], "source": src, "editable": editable, "modules": modules})\n\nprint(json.dumps({"python": sys.executable, "repo": repo, "tree": tree, "dists": dists}))\n';

// src/run/python-trees.ts
function parseProbe(text) {
  const v = JSON.parse(text);
  const str = (x) => typeof x === "string";
  const ok = v !== null && typeof v === "object" && str(v.python) && str(v.repo) && str(v.tree) && Array.isArray(v.dists) && v.dists.every((d) => str(d.name) && str(d.source) && typeof d.editable === "boolean" && Array.isArray(d.modules) && d.modules.every((m) => str(m.name) && (m.path === null || str(m.path))));
  if (!ok) throw new Error(`expected {python, repo, tree, dists: [{name, source, editable, modules: [{name, path}]}]}; got ${text.slice(0, 200)}`);
  return v;
}
var PYTHON_WORD = /(^|[\s/;&|(])(python[\d.]*|pytest|py\.test|pyperf|tox|nox|hatch|uv|uvx|poetry|pdm|pipenv|asv)(?=\s|$)/;
function looksPython(s) {
  return [s.run, s.setup, ...Object.values(s.commands ?? {})].some((c) => c !== void 0 && PYTHON_WORD.test(c));
}
function suiteInterpreter(s) {
  const first = /^\s*(\S+)/.exec(s.run ?? "")?.[1];
  if (first !== void 0 && /^python[\d.]*$/.test(basename3(first))) return first.includes("/") ? resolve(s.cwd, first) : first;
  return "python3";
}
var inside = (path, root) => {
  const rel = relative(root, path);
  return rel === "" || !rel.startsWith("..") && !isAbsolute(rel);
};
function importRoots(head) {
  const roots = /* @__PURE__ */ new Set();
  for (const d of head.dists.filter((x) => x.editable)) {
    for (const m of d.modules) {
      if (m.path === null || !inside(m.path, head.tree)) continue;
      const folder = basename3(m.path) === "__init__.py" ? dirname3(dirname3(m.path)) : dirname3(m.path);
      roots.add(relative(head.repo, folder) || ".");
    }
  }
  return [...roots];
}
function misplacedModules(p) {
  return p.dists.flatMap((dist) => dist.modules.filter((m) => m.path !== null && !inside(m.path, p.tree)).map((m) => ({ dist, module: m.name, path: m.path })));
}
function misplacedMessage(suite, side, treeDir, python, found) {
  const lines = found.map(({ dist, module, path }) => `module "${module}" (of ${dist.name}, installed ${dist.editable ? "editable " : ""}from ${dist.source}) resolves to ${path}`);
  return `suites.${suite}: the ${side} tree (${treeDir}) does not import its own code with ${python}: ${lines.join("; ")} \u2014 outside the ${side} tree, so the ${side} runs would measure that copy, not the ${side} commit, and the suite is not compared. An install in the environment is one commit's copy (an extension module built in one checkout is that checkout's); give each tree its own: \`setup: python3 -m venv --system-site-packages .benchgate-venv && .benchgate-venv/bin/python -m pip install .\` with \`run: .benchgate-venv/bin/python -P -m pytest \u2026\` (as \`benchgate init\` writes it), or a pure-Python project installed editable (\`pip install -e .\`) with no extension module`;
}
async function probePython(s, repoRoot, treeRoot) {
  const python = suiteInterpreter(s);
  const env = childEnv(process.env, s.env);
  const attempt = (cmd) => new Promise((done) => {
    execFile3(cmd, ["-c", python_probe_default, repoRoot, treeRoot], { cwd: s.cwd, env, timeout: 6e4, maxBuffer: 16 * 1024 * 1024 }, (err, stdout, stderr) => {
      const e = err;
      done({ stdout, stderr, missing: e?.code === "ENOENT", ...e ? { code: e.code ?? "killed" } : {} });
    });
  });
  let r = await attempt(python);
  if (r.missing && python === "python3") r = await attempt("python");
  if (r.missing) return void 0;
  if (r.code !== void 0) return { error: `${python} exited with ${r.code}: ${r.stderr.trim().split("\n").slice(-3).join(" ")}` };
  try {
    return parseProbe(r.stdout);
  } catch (err) {
    return { error: `${python} printed no probe result (${err.message.split("\n")[0]})` };
  }
}
function pythonProjectAt(dirs) {
  return dirs.some((d) => ["pyproject.toml", "setup.py", "setup.cfg"].some((f) => existsSync(join4(d, f))));
}
function unnamedMisplacedWarning(suite, side, python, found) {
  const [{ module, path }] = found;
  return `paired rounds: this suite's commands name no Python, but ${python} in its environment imports the project's module "${module}" in the ${side} tree from ${path}, outside that tree. If the suite runs Python (through make, a script), base and head measure that one copy and a change reads as none; give each tree its own install (see \`benchgate init\`: a virtualenv per tree), or name the interpreter in \`run\` so that benchgate checks it`;
}
async function pinPythonTrees(t, repoRoot, baseRoot, log) {
  const named = looksPython(t.head);
  if (!named && !pythonProjectAt([t.head.cwd, repoRoot])) return t;
  const first = await probePython(t.head, repoRoot, repoRoot);
  if (first === void 0) return t;
  if ("error" in first) {
    if (named) log(`benchgate: warning: ${t.head.name}: could not check which code each tree imports: ${first.error}
`);
    return t;
  }
  if (first.dists.length === 0) return t;
  const roots = importRoots(first);
  let out = t;
  if (roots.length > 0) {
    const inherited = t.head.env["PYTHONPATH"] ?? process.env["PYTHONPATH"];
    const withPath = (s, root) => ({
      ...s,
      env: { ...s.env, PYTHONPATH: [...roots.map((r) => join4(root, r)), ...inherited ? [inherited] : []].join(delimiter) }
    });
    out = { head: withPath(t.head, repoRoot), base: withPath(t.base, baseRoot) };
    log(`benchgate: ${t.head.name}: ${first.dists.map((d) => d.name).join(", ")} installed editable from the head checkout: each tree runs with PYTHONPATH at its own ${roots.join(", ")}
`);
  }
  for (const [side, s, root] of [["base", out.base, baseRoot], ["head", out.head, repoRoot]]) {
    const p = await probePython(s, repoRoot, root);
    if (p === void 0 || "error" in p) {
      if (!named) return out;
      return { ...out, error: `suites.${s.name}: could not check which code the ${side} tree imports: ${p === void 0 ? "no python3" : p.error}` };
    }
    const found = misplacedModules(p);
    if (found.length === 0) continue;
    if (named) return { ...out, error: misplacedMessage(s.name, side, root, p.python, found) };
    const warning = unnamedMisplacedWarning(s.name, side, p.python, found);
    log(`benchgate: warning: ${s.name}: ${warning}
`);
    return { ...out, warning };
  }
  return out;
}

// src/run/paired.ts
var DEFAULT_MIN_ROUNDS = 5;
var DEFAULT_MAX_ROUNDS = 20;
function orderSeed(baseCommit, headCommit) {
  return hashText(`paired-order:${baseCommit}:${headCommit ?? ""}`);
}
function suitesInTree(suites, gitRoot, treeDir, workspace) {
  return suites.map((s) => {
    const rel = relative2(gitRoot, s.cwd);
    if (rel.startsWith("..") || isAbsolute2(rel)) {
      throw new BenchgateError(`suites.${s.name}.cwd: ${s.cwd} lies outside the repository ${gitRoot}: paired rounds need it inside, to find it in the base tree`);
    }
    const move2 = (t) => movePaths(t, gitRoot, treeDir);
    const env = Object.fromEntries(Object.entries(s.env).map(([k, v]) => [k, move2(v)]));
    if (workspace !== void 0 && resolve2(workspace) === resolve2(gitRoot) && env["GITHUB_WORKSPACE"] === void 0) env["GITHUB_WORKSPACE"] = treeDir;
    return {
      ...s,
      cwd: join5(treeDir, rel),
      ...s.run === void 0 ? {} : { run: move2(s.run) },
      ...s.setup === void 0 ? {} : { setup: move2(s.setup) },
      ...s.commands === void 0 ? {} : { commands: Object.fromEntries(Object.entries(s.commands).map(([k, v]) => [k, move2(v)])) },
      ...s.files === void 0 ? {} : { files: s.files.map(move2) },
      output: { ...s.output, files: s.output.files.map(move2) },
      env
    };
  });
}
function failedSuite(s, error) {
  return { name: s.name, harness: s.harness ?? "unknown", status: "failed", error, benchmarks: [] };
}
async function runPaired(o) {
  const selected = o.only?.length ? o.loaded.suites.filter((s) => o.only.includes(s.name)) : o.loaded.suites;
  const unknown = (o.only ?? []).filter((n) => !o.loaded.suites.some((s) => s.name === n));
  if (unknown.length) throw new BenchgateError(`${o.loaded.file}: no suite named ${unknown.map((u) => `"${u}"`).join(", ")}`);
  const wt = await addWorktree(o.loaded.root, o.ref, o.tmpRoot);
  const scratch = await mkdtemp2(join5(o.tmpRoot ?? tmpdir2(), "benchgate-outputs-"));
  const headBefore = /* @__PURE__ */ new Map();
  const lastHead = /* @__PURE__ */ new Map();
  try {
    o.log(`benchgate: paired rounds: base ${o.ref} (${wt.commit.slice(0, 12)}) checked out in ${wt.dir}
`);
    if (wt.warning !== void 0) o.log(`benchgate: warning: ${wt.warning}
`);
    const trees = { head: [...selected], base: suitesInTree(selected, wt.root, wt.dir, process.env["GITHUB_WORKSPACE"]) };
    const named = (x) => JSON.stringify([x.run, x.setup, x.commands, x.files, x.output.files, { ...x.env, GITHUB_WORKSPACE: void 0 }]);
    for (const [i, s] of selected.entries()) {
      if (named(s) !== named(trees.base[i])) o.log(`benchgate: ${s.name}: paths into the head checkout (${wt.root}) are moved to the base tree (${wt.dir}) for its runs there
`);
    }
    for (const [i, s] of trees.head.entries()) {
      const separated = await separateCargoTargets({ head: s, base: trees.base[i] }, join5(dirname4(wt.dir), "cargo-target"));
      trees.base[i] = separated.base;
      if (separated.note !== void 0) o.log(`benchgate: ${separated.note}
`);
    }
    for (const s of selected.filter((x) => x.repeat > 1)) o.log(`benchgate: ${s.name}: repeat ${s.repeat} is not used in paired mode: the rounds are the repeats
`);
    const setupFailed = /* @__PURE__ */ new Map();
    const cautions = /* @__PURE__ */ new Map();
    const setups = new SetupRuns();
    for (const side of ["head", "base"]) {
      for (const [i, s] of trees[side].entries()) {
        if (side === "base" && !setupFailed.has(s.name)) {
          const seeded = await seedBaseTarget({ head: trees.head[i], base: s }).catch((err2) => `${s.name}: the base tree builds its dependencies itself: copying the head's build failed (${err2.message})`);
          if (seeded !== void 0) o.log(`benchgate: ${seeded}
`);
        }
        const err = await setups.run(s, ` (${side})`, o.log, o.stream);
        if (err !== void 0) {
          setupFailed.set(s.name, `${side}: ${err}`);
          o.log(`benchgate: setup of ${s.name} (${side}) failed: the suite fails on both sides; ${err}
`);
        }
      }
    }
    for (const [i, s] of trees.head.entries()) {
      if (setupFailed.has(s.name)) continue;
      const pinned = await pinPythonTrees({ head: s, base: trees.base[i] }, wt.root, wt.dir, o.log);
      trees.head[i] = pinned.head;
      trees.base[i] = pinned.base;
      const caution = [pinned.warning, wt.warning].filter((w) => w !== void 0).join("; ");
      if (caution !== "") cautions.set(s.name, caution);
      if (pinned.error !== void 0) {
        setupFailed.set(s.name, pinned.error);
        o.log(`benchgate: ${pinned.error}; the suite fails on both sides
`);
      }
    }
    for (const side of ["base", "head"]) {
      for (const s of trees[side]) {
        const moved = await setAsideOutputs(s.output.files, s.cwd, join5(scratch, "before", side, s.name));
        if (side === "head" && moved.length > 0) headBefore.set(s.name, moved);
      }
    }
    const seed = o.seed ?? orderSeed(wt.commit, o.meta?.commit);
    const rng = createRng(seed);
    const looks = lookSchedule(o.minRounds, o.maxRounds);
    const alpha = o.compare.settings.overrides.alpha ?? o.compare.settings.top.thresholds.alpha ?? 0.05;
    const rounds = [];
    const orders = [];
    const lookLog = [];
    let previousLook = 0;
    let comparison;
    let stop;
    const started = o.clock();
    const meta = (side) => ({
      ...side === "base" ? { commit: wt.commit, ref: o.ref } : { ...o.meta?.commit ? { commit: o.meta.commit } : {}, ...o.meta?.ref ? { ref: o.meta.ref } : {} },
      createdAt: o.now().toISOString(),
      runner: describeMachine()
    });
    const paired = (rs) => ({ ref: o.ref, minRounds: o.minRounds, maxRounds: o.maxRounds, seed, looks: [...lookLog], ...o.budgetMs !== void 0 ? { budgetMs: o.budgetMs } : {}, elapsedMs: o.clock() - started, stop: stop ?? "max-rounds", rounds: rs });
    const analyse = (previous) => {
      const c = comparePaired(rounds, o.compare, { previousRounds: previous, maxRounds: o.maxRounds }, paired(rounds.length));
      lookLog.push({ rounds: rounds.length, alpha: lookAlpha(previous, rounds.length, o.maxRounds, alpha), undecided: undecidedRows(c).length });
      return c;
    };
    for (let r = 1; r <= o.maxRounds; r++) {
      const elapsed = o.clock() - started;
      if (o.budgetMs !== void 0 && r > 1 && elapsed + elapsed / (r - 1) > o.budgetMs) {
        stop = "budget";
        break;
      }
      const order = roundOrder(selected.map((s) => s.name), rng);
      orders.push({ round: r, order });
      const got = { base: [], head: [] };
      for (const step of order) {
        const s = trees[step.side].find((x) => x.name === step.suite);
        const failed = setupFailed.get(s.name);
        o.log(`benchgate: round ${r}/${o.maxRounds}: ${s.name} (${step.side})
`);
        const suite = failed !== void 0 ? failedSuite(s, failed) : await o.runOnce(s, o.stream);
        if (failed === void 0) {
          const moved = await setAsideOutputs(s.output.files, s.cwd, join5(scratch, `round-${r}`, step.side, s.name));
          if (step.side === "head") lastHead.set(s.name, moved);
        }
        const caution = cautions.get(s.name);
        got[step.side].push({ ...suite, round: r, side: step.side, ...caution !== void 0 ? { warnings: [...suite.warnings ?? [], caution] } : {} });
      }
      const byConfig = (xs) => selected.map((s) => xs.find((x) => x.name === s.name));
      rounds.push({
        round: r,
        base: { schema: RESULTS_SCHEMA_ID, meta: meta("base"), suites: byConfig(got.base) },
        head: { schema: RESULTS_SCHEMA_ID, meta: meta("head"), suites: byConfig(got.head) }
      });
      if ([...got.base, ...got.head].some((s) => s.status === "failed")) {
        stop = "failed";
        break;
      }
      if (r === 1) {
        const first = comparePaired(rounds, o.compare, { previousRounds: 0, maxRounds: o.maxRounds }, paired(1));
        const gating = first.rows.filter((x) => x.gating && x.test === "signed-rank").length;
        const need = gating > 0 ? roundsToCall(gating, alpha, o.minRounds) : 0;
        if (need > o.maxRounds) {
          o.log(`benchgate: warning: ${gating} gating ${gating === 1 ? "row needs" : "rows need"} at least ${need} rounds before a change to a few of them can be called (the signed-rank test's smallest p with n rounds is 2 / 2^n, times the rows, and must fall below the \u03B1 of a look); at most ${o.maxRounds} allowed: raise --rounds
`);
        }
      }
      if (looks.includes(r) && r >= o.minRounds) {
        comparison = analyse(previousLook);
        previousLook = r;
        const undecided = lookLog.at(-1).undecided;
        o.log(`benchgate: look after ${r} rounds: ${undecided} gating row(s) undecided (\u03B1 ${lookLog.at(-1).alpha.toPrecision(2)} at this look)
`);
        if (undecided === 0) {
          stop = "decided";
          break;
        }
      }
    }
    stop ??= "max-rounds";
    if (rounds.length === 0) throw new BenchgateError("--budget: the budget ended before the first round");
    if (comparison === void 0 || previousLook !== rounds.length) comparison = analyse(previousLook);
    comparison.summary.paired = { ...comparison.summary.paired, ...paired(rounds.length), looks: lookLog, commonFactorRemoved: comparison.summary.paired.commonFactorRemoved };
    const withMeta = (side) => {
      const merged = mergePairedSide(rounds, side);
      merged.meta = { ...meta(side), paired: { ref: o.ref, commit: wt.commit, seed, rounds: rounds.length, orders } };
      return merged;
    };
    o.log(`benchgate: ${rounds.length} paired round(s) in ${((o.clock() - started) / 1e3).toFixed(0)} s; stopped: ${stop}
`);
    return { comparison, base: withMeta("base"), head: withMeta("head"), rounds };
  } finally {
    await wt.remove();
    let stuck = 0;
    for (const s of selected) stuck += (await putBack(headBefore.get(s.name) ?? lastHead.get(s.name) ?? [])).length;
    if (stuck > 0) o.log(`benchgate: warning: ${stuck} output path(s) of the head tree could not be put back (their place is taken): they are kept in ${scratch}
`);
    else await rm4(scratch, { recursive: true, force: true });
  }
}

// src/run/paired-files.ts
var basePathFor = (out) => out.replace(/(\.json)?$/, ".base.json");
var comparisonPathFor = (out) => out.replace(/(\.json)?$/, ".comparison.json");

export {
  comparePaired,
  mergeBase,
  DEFAULT_MIN_ROUNDS,
  DEFAULT_MAX_ROUNDS,
  runPaired,
  basePathFor,
  comparisonPathFor
};
