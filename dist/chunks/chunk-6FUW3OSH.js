#!/usr/bin/env node
import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  COMPARISON_SCHEMA_ID,
  VERDICTS
} from "./chunk-PYJIG4FO.js";
import {
  DEFAULTS
} from "./chunk-HTFQQTUP.js";
import {
  METRIC,
  SCRATCH_LOGS,
  SCRATCH_PAIRS,
  SCRATCH_RANK_A,
  SCRATCH_RANK_B,
  formatQuantity,
  mad,
  mean,
  median,
  medianInPlace,
  normalCdf,
  normalQuantile,
  quantile,
  ranksInPlace,
  scratchBuffer,
  stddev,
  studentTCdf,
  studentTQuantile,
  timeFactor
} from "./chunk-YLFNOJY2.js";
import {
  KEY_SEPARATOR,
  historyKey,
  own
} from "./chunk-DQAUADO5.js";
import {
  maxOf,
  minOf,
  pushAll
} from "./chunk-77VUEDXU.js";

// src/compare/stats/random.ts
function hashText(text) {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}
function splitmix32(seed) {
  let s = seed >>> 0;
  return () => {
    s = s + 2654435769 | 0;
    let z = s;
    z = Math.imul(z ^ z >>> 16, 569420461);
    z = Math.imul(z ^ z >>> 15, 1935289751);
    return (z ^ z >>> 15) >>> 0;
  };
}
function createRng(seed) {
  const init = splitmix32(Math.trunc(seed));
  const s = new Int32Array(4);
  s[0] = init();
  s[1] = init();
  s[2] = init();
  s[3] = init() | 1;
  const next = () => {
    const a = s[0];
    const b = s[1];
    const c = s[2];
    const d = s[3];
    const t = (a + b | 0) + d | 0;
    s[3] = d + 1;
    s[0] = b ^ b >>> 9;
    s[1] = c + (c << 3);
    s[2] = (c << 21 | c >>> 11) + t;
    return (t >>> 0) / 4294967296;
  };
  for (let i = 0; i < 12; i++) next();
  return next;
}

// src/compare/summary.ts
function gatingMetrics(rows) {
  const bySuite = /* @__PURE__ */ new Map();
  for (let ri = 0; ri < rows.length; ri++) {
    const r = rows[ri];
    if (!r.gating) continue;
    let metrics = bySuite.get(r.suite);
    if (metrics === void 0) bySuite.set(r.suite, metrics = /* @__PURE__ */ new Set());
    metrics.add(r.metric);
  }
  return (d) => bySuite.get(d.suite)?.has(d.metric) === true;
}
function geometricMeanChange(ratios, seed, resamples = 1e3) {
  if (ratios.length === 0) return void 0;
  const logs = ratios.map(Math.log);
  const n = logs.length;
  const meanLog = logs.reduce((a, b) => a + b, 0) / n;
  if (n < 3) return { ratio: Math.exp(meanLog), rows: n };
  if (n >= 30) {
    const sd = Math.sqrt(logs.reduce((a, x) => a + (x - meanLog) ** 2, 0) / (n - 1));
    const half = studentTQuantile(0.975, n - 1) * (sd / Math.sqrt(n));
    return { ratio: Math.exp(meanLog), ci: [Math.exp(meanLog - half), Math.exp(meanLog + half)], rows: n };
  }
  const rng = createRng(seed);
  const means = new Float64Array(resamples);
  for (let r = 0; r < resamples; r++) {
    let s = 0;
    for (let i = 0; i < n; i++) s += logs[Math.floor(rng() * n)];
    means[r] = s / n;
  }
  means.sort();
  const lo = means[Math.floor(0.025 * (resamples - 1))];
  const hi = means[Math.ceil(0.975 * (resamples - 1))];
  return { ratio: Math.exp(meanLog), ci: [Math.exp(lo), Math.exp(hi)], rows: n };
}
function headlineGeomean(rows, overRuns) {
  if (rows.length === 0) return void 0;
  const runs = overRuns?.(rows);
  if (runs !== void 0) return { ratio: runs.ratio, ...runs.ci === void 0 ? {} : { ci: runs.ci }, rows: rows.length, runs: runs.runs };
  let sum = 0;
  for (let ri = 0; ri < rows.length; ri++) {
    const r = rows[ri];
    sum += Math.log(r.ratio);
  }
  return { ratio: Math.exp(sum / rows.length), rows: rows.length };
}
function isUndecided(s) {
  return s.undecided ?? (s.verdict === "unchanged" && s.counts.unchanged === 0 && s.counts.inconclusive > 0);
}
function decidesUnchanged(gating) {
  const tested = /* @__PURE__ */ new Map();
  for (let ri = 0; ri < gating.length; ri++) {
    const r = gating[ri];
    if (r.test === "exact") continue;
    let names = tested.get(r.suite);
    if (names === void 0) tested.set(r.suite, names = /* @__PURE__ */ new Set());
    names.add(r.benchmark);
  }
  for (let ri = 0; ri < gating.length; ri++) {
    const r = gating[ri];
    if (r.verdict === "unchanged" && !(r.test === "exact" && tested.get(r.suite)?.has(r.benchmark) === true)) return true;
  }
  return false;
}
function isNothingCompared(s) {
  const c = s.counts;
  const none = s.allCounts !== void 0 && Object.values(s.allCounts).every((n) => n === 0);
  return s.verdict === "unchanged" && c.unchanged === 0 && c.inconclusive === 0 && (c.added + c.removed > 0 || none);
}
function summarize(rows, ctx) {
  const tally = (rs) => {
    const n = /* @__PURE__ */ new Map();
    for (let ri = 0; ri < rs.length; ri++) {
      const r = rs[ri];
      n.set(r.verdict, (n.get(r.verdict) ?? 0) + 1);
    }
    return Object.fromEntries(VERDICTS.map((v) => [v, n.get(v) ?? 0]));
  };
  const gating = rows.filter((r) => r.gating);
  const counts = tally(gating);
  const regressions = counts.regressed;
  const improvements = counts.improved;
  const timeRows = gating.filter((r) => r.unit === "ns" && r.ratio !== null && r.base !== null && r.head !== null);
  const geomean = headlineGeomean(timeRows, ctx.overRuns);
  const gates = gatingMetrics(gating);
  const drifting = ctx.drift.some((d) => d.status === "drift" && gates(d));
  const verdict = !ctx.hasBase ? "no-baseline" : regressions > 0 ? "regressed" : drifting ? "drift" : improvements > 0 ? "improved" : "unchanged";
  const top = ctx.options.settings.top.thresholds;
  const over = ctx.options.settings.overrides;
  return {
    counts,
    allCounts: tally(rows),
    ...geomean ? { geomean } : {},
    verdict,
    undecided: verdict === "unchanged" && counts.inconclusive > 0 && !decidesUnchanged(gating),
    regressions,
    improvements,
    failedSuites: ctx.failedSuites,
    ...ctx.hasBase ? { brokenInHead: ctx.brokenInHead ?? [] } : {},
    drift: ctx.drift,
    settings: {
      alpha: over.alpha ?? top.alpha ?? DEFAULTS.alpha,
      noiseFloor: over.noiseFloor ?? top.noiseFloor ?? DEFAULTS.noiseFloor,
      fdr: "benjamini-hochberg",
      seed: ctx.options.seed,
      baselineKind: ctx.options.baselineKind
    }
  };
}

// src/model/outcome.ts
var exitOf = (b) => b.exitCode ?? 0;
function otherOutcome(a, b) {
  return a.status !== "failed" && b.status !== "failed" && exitOf(a) !== exitOf(b);
}

// src/model/merge-runs.ts
var RUN_PER_BENCHMARK = /* @__PURE__ */ new Set(["pyperf", "jmh"]);
function mergeMetric(all) {
  const [first2] = all;
  const m = structuredClone(first2);
  if (all.length === 1 || m.exact) return m;
  m.runs = all.flatMap((x) => x.runs ?? [x.value]);
  if (m.samples !== void 0) {
    m.samples = all.flatMap((x) => x.samples);
    m.value = median(m.samples);
    m.statistic = "median";
    m.n = m.samples.length;
    m.spread = { mad: mad(m.samples), min: minOf(m.samples), max: maxOf(m.samples) };
  } else {
    const values = all.map((x) => x.value);
    m.value = median(values);
    m.n = all.reduce((sum, x) => sum + (x.n ?? 1), 0);
    m.spread = { stddev: stddev(values), min: minOf(values), max: maxOf(values) };
  }
  return m;
}
function mergeSuites(runs) {
  const [first2, ...rest] = runs;
  if (first2 === void 0) throw new Error("mergeSuites needs at least one run");
  const merged = structuredClone(first2);
  if (rest.length === 0) return merged;
  const failed = runs.find((r) => r.status === "failed");
  if (failed !== void 0) {
    merged.status = "failed";
    merged.error = failed.error ?? merged.error;
  }
  const durations = runs.map((r) => r.durationMs);
  if (durations.every((d) => d !== void 0)) merged.durationMs = durations.reduce((a, b) => a + b, 0);
  const warnings = [...new Set(runs.flatMap((r) => r.warnings ?? []))];
  if (warnings.length) merged.warnings = warnings;
  const byName = rest.map((r) => {
    const m = /* @__PURE__ */ new Map();
    for (const x of r.benchmarks) if (!m.has(x.name)) m.set(x.name, x);
    return m;
  });
  for (const b of merged.benchmarks) {
    const others = byName.map((m) => m.get(b.name));
    const failedIn = others.findIndex((ob) => ob?.status === "failed");
    const exitDiffers = others.findIndex((ob) => ob !== void 0 && otherOutcome(ob, b));
    if (b.status !== "failed" && failedIn >= 0) {
      b.status = "failed";
      b.error = `failed in repeat ${failedIn + 2} of ${runs.length}: ${others[failedIn].error ?? "no message"}`;
    } else if (exitDiffers >= 0) {
      b.status = "failed";
      b.error = `exited ${exitOf(b)} in repeat 1 and ${exitOf(others[exitDiffers])} in repeat ${exitDiffers + 2} of ${runs.length}`;
    }
    const ambiguous = others.find((ob) => ob?.ambiguous !== void 0)?.ambiguous;
    if (b.ambiguous === void 0 && ambiguous !== void 0) b.ambiguous = ambiguous;
    for (const [name, m] of Object.entries(b.metrics)) {
      const oms = others.map((ob) => own(ob?.metrics, name));
      if (oms.some((om) => om === void 0 || m.samples === void 0 !== (om.samples === void 0))) continue;
      b.metrics[name] = mergeMetric([m, ...oms]);
    }
  }
  return merged;
}
function mergeRuns(runs) {
  const [first2] = runs;
  if (first2 === void 0) throw new Error("mergeRuns needs at least one run");
  const merged = structuredClone(first2);
  merged.suites = first2.suites.map((s) => mergeSuites([s, ...runs.slice(1).flatMap((r) => r.suites.filter((o) => o.name === s.name))]));
  return merged;
}

// src/model/group-by.ts
function groupBy(items, key) {
  const groups = /* @__PURE__ */ new Map();
  const add2 = (item) => {
    const k = key(item);
    const list = groups.get(k);
    if (list) list.push(item);
    else groups.set(k, [item]);
  };
  if (Array.isArray(items)) for (let i = 0; i < items.length; i++) add2(items[i]);
  else for (const item of items) add2(item);
  return groups;
}

// src/compare/stats/bootstrap.ts
function bootstrapRatioCI(base, head, options) {
  const resamples = options.resamples ?? 1e3;
  const level = options.level ?? 0.95;
  if (base.length === 0 || head.length === 0) return { lower: NaN, upper: NaN, estimate: NaN };
  const sortedBase = Float64Array.from(base).sort();
  const sortedHead = Float64Array.from(head).sort();
  const estimate = medianOfSorted(sortedHead) / medianOfSorted(sortedBase);
  const counts = new Int32Array(Math.max(base.length, head.length));
  const ratios = new Float64Array(resamples);
  for (let r = 0; r < resamples; r++) {
    const mb = resampleMedian(sortedBase, counts, options.rng);
    const mh = resampleMedian(sortedHead, counts, options.rng);
    ratios[r] = mh / mb;
  }
  ratios.sort();
  return {
    lower: quantile(ratios, (1 - level) / 2),
    upper: quantile(ratios, (1 + level) / 2),
    estimate
  };
}
function bootstrapMedianCI(xs, options) {
  const resamples = options.resamples ?? 1e3;
  const level = options.level ?? 0.95;
  if (xs.length === 0) return { lower: NaN, upper: NaN, estimate: NaN };
  const sorted = Float64Array.from(xs).sort();
  const counts = new Int32Array(xs.length);
  const medians = new Float64Array(resamples);
  for (let r = 0; r < resamples; r++) medians[r] = resampleMedian(sorted, counts, options.rng);
  medians.sort();
  return {
    lower: quantile(medians, (1 - level) / 2),
    upper: quantile(medians, (1 + level) / 2),
    estimate: medianOfSorted(sorted)
  };
}
function medianOfSorted(xs) {
  const n = xs.length;
  const h = n >> 1;
  return n % 2 === 1 ? xs[h] : (xs[h - 1] + xs[h]) / 2;
}
function resampleMedian(sorted, counts, rng) {
  const n = sorted.length;
  drawCounts(n, counts, rng);
  const hiRank = n >> 1;
  const loRank = n % 2 === 1 ? hiRank : hiRank - 1;
  let i = 0;
  let seen = counts[0];
  while (seen <= loRank) seen += counts[++i];
  const lo = sorted[i];
  let hi = lo;
  if (hiRank !== loRank && seen <= hiRank) {
    do
      seen += counts[++i];
    while (seen <= hiRank);
    hi = sorted[i];
  }
  counts.fill(0, 0, n);
  return (lo + hi) / 2;
}
function drawCounts(n, counts, rng) {
  if (n > 65536) {
    for (let i = 0; i < n; i++) {
      const j = rng() * n | 0;
      counts[j] = counts[j] + 1;
    }
    return;
  }
  const reject = (65536 - n) % n;
  let drawn = 0;
  while (drawn < n) {
    const word = rng() * 4294967296 >>> 0;
    const m1 = (word >>> 16) * n;
    if ((m1 & 65535) >= reject) {
      counts[m1 >>> 16] = counts[m1 >>> 16] + 1;
      drawn++;
    }
    const m2 = (word & 65535) * n;
    if (drawn < n && (m2 & 65535) >= reject) {
      counts[m2 >>> 16] = counts[m2 >>> 16] + 1;
      drawn++;
    }
  }
}
function hodgesLehmannRatio(base, head) {
  const m = base.length;
  const n = head.length;
  if (m === 0 || n === 0) return NaN;
  const d = scratchBuffer(SCRATCH_PAIRS, n + m * n);
  for (let j = 0; j < n; j++) d[j] = Math.log(head[j]);
  let k = n;
  for (let i = 0; i < m; i++) {
    const lb = Math.log(base[i]);
    for (let j = 0; j < n; j++) d[k++] = d[j] - lb;
  }
  return Math.exp(medianInPlace(d, n, k));
}
function bootstrapHodgesLehmannCI(base, head, options) {
  const resamples = options.resamples ?? 1e3;
  const level = options.level ?? 0.95;
  const m = base.length;
  const n = head.length;
  if (m === 0 || n === 0 || base.some((x) => !(x > 0)) || head.some((x) => !(x > 0))) return { lower: NaN, upper: NaN, estimate: NaN };
  const lb = Float64Array.from(base, Math.log);
  const lh = Float64Array.from(head, Math.log);
  const rb = new Float64Array(m);
  const rh = new Float64Array(n);
  const d = new Float64Array(m * n);
  const estimates = new Float64Array(resamples);
  for (let r = 0; r < resamples; r++) {
    for (let i = 0; i < m; i++) rb[i] = lb[Math.floor(options.rng() * m)];
    for (let j = 0; j < n; j++) rh[j] = lh[Math.floor(options.rng() * n)];
    let k = 0;
    for (let i = 0; i < m; i++) for (let j = 0; j < n; j++) d[k++] = rh[j] - rb[i];
    estimates[r] = medianInPlace(d);
  }
  estimates.sort();
  return {
    lower: Math.exp(quantile(estimates, (1 - level) / 2)),
    upper: Math.exp(quantile(estimates, (1 + level) / 2)),
    estimate: hodgesLehmannRatio(base, head)
  };
}

// src/compare/stats/robust.ts
var MIN_DRIFT_RATIOS = 5;
function driftFactor(ratios, options) {
  const logs = ratios.filter((r) => r > 0 && Number.isFinite(r)).map(Math.log);
  if (logs.length < MIN_DRIFT_RATIOS) return void 0;
  if (logs.length >= ORDER_STATISTIC_MIN) return orderStatisticCI(logs);
  const ci = bootstrapMedianCI(logs, options);
  return { factor: Math.exp(ci.estimate), lower: Math.exp(ci.lower), upper: Math.exp(ci.upper), n: logs.length };
}
var ORDER_STATISTIC_MIN = 100;
function orderStatisticCI(logs) {
  const sorted = Float64Array.from(logs).sort();
  const n = sorted.length;
  const half = 1.959963984540054 * Math.sqrt(n) / 2;
  const lo = Math.max(0, Math.floor(n / 2 - half) - 1);
  const hi = Math.min(n - 1, Math.ceil(n / 2 + half) - 1);
  const mid = n % 2 === 1 ? sorted[(n - 1) / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
  return { factor: Math.exp(mid), lower: Math.exp(sorted[lo]), upper: Math.exp(sorted[hi]), n };
}

// src/compare/drift.ts
var MIN_DRIFT_BENCHMARKS = 5;
function pct(r) {
  const v = (r - 1) * 100;
  return `${v >= 0 ? "+" : "\u2212"}${Math.abs(v).toFixed(0)} %`;
}
function driftSpread(ratios) {
  const logs = ratios.map(Math.log);
  const med = median(logs);
  return 1.4826 * median(logs.map((l) => Math.abs(l - med)));
}
function estimateDrift(suite, metric, ratios, floor, rng) {
  const usable = ratios.filter((r) => Number.isFinite(r) && r > 0);
  const est = usable.length >= MIN_DRIFT_BENCHMARKS ? driftFactor(usable, { rng, level: 0.95 }) : void 0;
  if (est === void 0) {
    return {
      suite,
      metric,
      benchmarks: usable.length,
      status: "too-few",
      note: `${usable.length} benchmark(s): too few to estimate a common drift (needs ${MIN_DRIFT_BENCHMARKS}); rows are judged on their own`
    };
  }
  const bound = Math.log1p(floor);
  const beyond = Math.log(est.lower) > bound || Math.log(est.upper) < -bound;
  const range = `${pct(est.factor)} [${pct(est.lower)}, ${pct(est.upper)}]`;
  const spread = driftSpread(usable);
  const blind = Math.expm1(2 * spread) * 100;
  const uneven = spread > bound ? ` The benchmarks moved unevenly (\u03C3 \u2248 ${(Math.expm1(spread) * 100).toFixed(0)} % around that factor), so a change smaller than about \xB1${blind.toFixed(0)} % cannot be told from the drift: no verdict is possible for those rows.` : "";
  return {
    suite,
    metric,
    factor: est.factor,
    ci: [est.lower, est.upper],
    benchmarks: usable.length,
    spread,
    status: beyond ? "drift" : "none",
    note: beyond ? `the whole suite moved ${range} over ${usable.length} benchmarks \u2014 the machine, or a change that touches everything? Rows are judged relative to that move; a raw change that only follows it is inconclusive.${uneven}` : Math.abs(Math.log(est.factor)) > bound ? `no common drift established: the suite's median moved ${range} over ${usable.length} benchmarks, an interval reaching within the floor` : `no common drift beyond the floor (${range} over ${usable.length} benchmarks)`
  };
}

// src/compare/stats/mann-whitney.ts
var EXACT_MAX_N = 50;
function mannWhitneyU(a, b) {
  const n1 = a.length;
  const n2 = b.length;
  const { rankSumA, tieTerm } = rankSum(a, b);
  const u1 = n1 === 0 || n2 === 0 ? 0 : rankSumA - n1 * (n1 + 1) / 2;
  const exact = n1 <= EXACT_MAX_N && n2 <= EXACT_MAX_N && tieTerm === 0;
  const method = exact ? "exact" : "normal";
  if (n1 < 2 || n2 < 2) return { u: u1, p: 1, method };
  const u2 = n1 * n2 - u1;
  let p;
  if (exact) {
    p = 2 * rememberedExactCdf(Math.min(u1, u2), n1, n2);
  } else {
    const n = n1 + n2;
    const sigma = Math.sqrt(n1 * n2 / 12 * (n + 1 - tieTerm / (n * (n - 1))));
    p = sigma > 0 ? 2 * normalCdf(-(Math.max(u1, u2) - n1 * n2 / 2 - 0.5) / sigma) : 1;
  }
  return { u: u1, p: Math.min(1, p), method };
}
function rankSum(a, b) {
  const x = sortedCopy(a, SCRATCH_RANK_A);
  const y = sortedCopy(b, SCRATCH_RANK_B);
  let i = 0;
  let j = 0;
  let rank = 0;
  let rankSumA = 0;
  let tieTerm = 0;
  while (i < x.length || j < y.length) {
    const v = j >= y.length || i < x.length && x[i] <= y[j] ? x[i] : y[j];
    let ca = 0;
    let cb = 0;
    for (; i < x.length && x[i] === v; i++) ca++;
    for (; j < y.length && y[j] === v; j++) cb++;
    const t = ca + cb;
    rankSumA += ca * (rank + (t + 1) / 2);
    if (t > 1) tieTerm += t * t * t - t;
    rank += t;
  }
  return { rankSumA, tieTerm };
}
function sortedCopy(xs, slot) {
  const buf = scratchBuffer(slot, xs.length);
  for (let i = 0; i < xs.length; i++) buf[i] = xs[i];
  return buf.subarray(0, xs.length).sort();
}
var exactCdfs = /* @__PURE__ */ new Map();
var MAX_REMEMBERED_CDFS = 4096;
function rememberedExactCdf(k, m, n) {
  const key = `${k}:${m}:${n}`;
  const known = exactCdfs.get(key);
  if (known !== void 0) return known;
  const p = exactCdf(k, m, n);
  if (exactCdfs.size >= MAX_REMEMBERED_CDFS) exactCdfs.clear();
  exactCdfs.set(key, p);
  return p;
}
function exactCdf(k, m, n) {
  const pmf = exactPmf(k, m, n);
  let cdf = 0;
  for (let u = 0; u <= k; u++) cdf += pmf[u];
  return cdf;
}
function exactPmf(k, m, n) {
  const width = k + 1;
  const rows = [];
  for (let j = 0; j <= n; j++) {
    const row = new Float64Array(width);
    row[0] = 1;
    rows.push(row);
  }
  for (let i = 1; i <= m; i++) {
    const first2 = rows[0];
    let left = first2;
    for (let j = 1; j <= n; j++) {
      const up = rows[j];
      const wi = i / (i + j);
      const wj = j / (i + j);
      for (let u = k; u >= 0; u--) {
        const fromA = u >= j ? up[u - j] : 0;
        up[u] = wi * fromA + wj * left[u];
      }
      left = up;
    }
  }
  return rows[n];
}
var criticals = /* @__PURE__ */ new Map();
function criticalU(m, n, level) {
  const key = `${m}:${n}:${level}`;
  const known = criticals.get(key);
  if (known !== void 0) return known;
  const tail = (1 - level) / 2;
  let c;
  if (m <= EXACT_MAX_N && n <= EXACT_MAX_N) {
    const pmf = exactPmf(Math.floor(m * n / 2), m, n);
    let cdf = 0;
    c = -1;
    for (let u = 0; u < pmf.length; u++) {
      cdf += pmf[u];
      if (cdf > tail) break;
      c = u;
    }
  } else {
    c = Math.floor(m * n / 2 - normalQuantile(1 - tail) * Math.sqrt(m * n * (m + n + 1) / 12) - 0.5);
  }
  if (criticals.size >= MAX_REMEMBERED_CDFS) criticals.clear();
  criticals.set(key, c);
  return c;
}
function shiftInterval(a, b, level) {
  const m = a.length;
  const n = b.length;
  const c = criticalU(m, n, level);
  if (c < 0) return void 0;
  const d = new Float64Array(m * n);
  let k = 0;
  for (let j = 0; j < n; j++) for (let i = 0; i < m; i++) d[k++] = b[j] - a[i];
  d.sort();
  return [d[c], d[m * n - 1 - c]];
}

// src/compare/stats/median-ratio-ci.ts
var ORDER_STATISTIC_MIN_N = 50;
function logMedianAndSe(xs, z) {
  const s = Float64Array.from(xs, Math.log).sort();
  const n = s.length;
  const mid = n % 2 === 1 ? s[(n - 1) / 2] : (s[n / 2 - 1] + s[n / 2]) / 2;
  const half = z * Math.sqrt(n) / 2;
  const lo = Math.max(0, Math.floor(n / 2 - half) - 1);
  const hi = Math.min(n - 1, Math.ceil(n / 2 + half) - 1);
  return { logMedian: mid, se: (s[hi] - s[lo]) / (2 * z) };
}
function medianRatioCI(base, head, level = 0.95) {
  if (base.length === 0 || head.length === 0 || base.some((x) => !(x > 0)) || head.some((x) => !(x > 0))) {
    return { lower: NaN, upper: NaN, estimate: NaN };
  }
  const z = normalQuantile(1 - (1 - level) / 2);
  const b = logMedianAndSe(base, z);
  const h = logMedianAndSe(head, z);
  const d = h.logMedian - b.logMedian;
  const half = z * Math.sqrt(b.se ** 2 + h.se ** 2);
  return { lower: Math.exp(d - half), upper: Math.exp(d + half), estimate: Math.exp(d) };
}

// src/compare/stats/prediction.ts
function predictionInterval(history, level) {
  const n = history.length;
  if (n < 2) return void 0;
  const m = mean(history);
  const sd = stddev(history);
  const half = studentTQuantile((1 + level) / 2, n - 1) * sd * Math.sqrt(1 + 1 / n);
  return { mean: m, sd, n, lower: m - half, upper: m + half };
}
function predictionPValue(history, x) {
  const n = history.length;
  if (n < 2) return void 0;
  const m = mean(history);
  const sd = stddev(history);
  if (sd === 0) return x === m ? 1 : 0;
  const t = (x - m) / (sd * Math.sqrt(1 + 1 / n));
  return 2 * studentTCdf(-Math.abs(t), n - 1);
}

// src/compare/stats/polygamma.ts
var SHIFT_TO = 10;
function digamma(x) {
  if (!(x > 0)) return NaN;
  let acc = 0;
  for (; x < SHIFT_TO; x++) acc -= 1 / x;
  const r = 1 / (x * x);
  return acc + Math.log(x) - 0.5 / x - r * (1 / 12 - r * (1 / 120 - r * (1 / 252 - r * (1 / 240 - r * (1 / 132)))));
}
function trigamma(x) {
  if (!(x > 0)) return NaN;
  let acc = 0;
  for (; x < SHIFT_TO; x++) acc += 1 / (x * x);
  const r = 1 / (x * x);
  return acc + 1 / x + r / 2 + r / x * (1 / 6 - r * (1 / 30 - r * (1 / 42 - r * (1 / 30 - r * (5 / 66)))));
}
function tetragamma(x) {
  if (!(x > 0)) return NaN;
  let acc = 0;
  for (; x < SHIFT_TO; x++) acc -= 2 / (x * x * x);
  const r = 1 / (x * x);
  return acc - r / x - r * (1 + r * (1 / 2 - r * (1 / 6 - r * (1 / 6 - r * (3 / 10 - r * (5 / 6))))));
}
function trigammaInverse(y) {
  if (!(y > 0)) return NaN;
  if (y > 1e7) return 1 / Math.sqrt(y);
  if (y < 1e-6) return 1 / y;
  let x = 0.5 + 1 / y;
  for (let i = 0; i < 50; i++) {
    const tri = trigamma(x);
    const step = tri * (1 - tri / y) / tetragamma(x);
    x += step;
    if (-step / x < 1e-8) break;
  }
  return x;
}

// src/compare/stats/variance-prior.ts
var MIN_PRIOR_ROWS = 10;
function fitVariancePrior(s2, d) {
  const e = [];
  let trigammaSum = 0;
  let totalDf = 0;
  for (let i = 0; i < s2.length; i++) {
    const v = s2[i];
    const di = d[i];
    if (!(v > 0) || !Number.isFinite(v) || !(di > 0)) continue;
    e.push(Math.log(v) - digamma(di / 2) + Math.log(di / 2));
    trigammaSum += trigamma(di / 2);
    totalDf += di;
  }
  const n = e.length;
  if (n < MIN_PRIOR_ROWS) return void 0;
  const mean2 = e.reduce((a, x) => a + x, 0) / n;
  const sumSq = e.reduce((a, x) => a + (x - mean2) * (x - mean2), 0);
  const excess = sumSq / (n - 1) - trigammaSum / n;
  if (!(excess > 0)) return { d0: Infinity, s0sq: Math.exp(mean2), rows: n, totalDf };
  const d0 = 2 * trigammaInverse(excess);
  return { d0, s0sq: Math.exp(mean2 + digamma(d0 / 2) - Math.log(d0 / 2)), rows: n, totalDf };
}
function moderate(s2, d, prior) {
  const df = Math.min(prior.d0 + d, prior.totalDf);
  if (prior.d0 === Infinity) return { s2: prior.s0sq, df };
  return { s2: (prior.d0 * prior.s0sq + d * s2) / (prior.d0 + d), df };
}

// src/compare/stats/welch.ts
function welchFromSummaries(a, b) {
  const va = a.sd * a.sd / a.n;
  const vb = b.sd * b.sd / b.n;
  const diff = a.mean - b.mean;
  const se2 = va + vb;
  if (se2 === 0) {
    return { t: diff === 0 ? 0 : diff > 0 ? Infinity : -Infinity, df: a.n + b.n - 2, p: diff === 0 ? 1 : 0 };
  }
  const t = diff / Math.sqrt(se2);
  const df = se2 * se2 / (va * va / (a.n - 1) + vb * vb / (b.n - 1));
  return { t, df, p: 2 * studentTCdf(-Math.abs(t), df) };
}
function ratioCIFromSummaries(base, head, level) {
  if (!(base.mean > 0 && head.mean > 0)) return { lower: NaN, upper: NaN };
  const vb = (base.sd / base.mean) ** 2 / base.n;
  const vh = (head.sd / head.mean) ** 2 / head.n;
  const logRatio = Math.log(head.mean / base.mean);
  const se2 = vb + vh;
  if (se2 === 0) return { lower: Math.exp(logRatio), upper: Math.exp(logRatio) };
  const df = se2 * se2 / (vb * vb / (base.n - 1) + vh * vh / (head.n - 1));
  const half = studentTQuantile((1 + level) / 2, df) * Math.sqrt(se2);
  return { lower: Math.exp(logRatio - half), upper: Math.exp(logRatio + half) };
}

// src/compare/centre.ts
function pairCentres(e, anchor = "base") {
  if (e.own) return { kind: e.kind, base: e.base, head: e.head, ratio: e.base === 0 ? e.ratio : e.head / e.base };
  return anchoredCentres(anchor === "base" ? e.base : e.head, e.ratio, anchor, e.kind);
}
function anchoredCentres(anchor, ratio, side, kind) {
  const base = side === "base" ? anchor : anchor / ratio;
  const head = side === "base" ? anchor * ratio : anchor;
  return { kind, base, head, ratio: head / base };
}
function geometricMean(xs) {
  let s = 0;
  for (const x of xs) s += Math.log(x);
  return Math.exp(s / xs.length);
}

// src/compare/judge.ts
var MIN_SAMPLES = 3;
var HODGES_LEHMANN_MAX_PAIRS = 400;
var MIN_HISTORY = 5;
var CI_LEVEL = 0.95;
function safeRatio(head, base) {
  if (base === 0) return head === 0 ? 1 : null;
  const r = head / base;
  return Number.isFinite(r) && r > 0 ? r : null;
}
function allZero(m) {
  return m.value === 0 && (m.samples?.every((x) => x === 0) ?? true) && (m.runs?.every((x) => x === 0) ?? true);
}
function isConstant(samples) {
  return samples !== void 0 && samples.length >= 2 && samples.every((x) => x === samples[0]);
}
function valueEstimate(base, head, ratio) {
  return ratio === null ? {} : { estimate: { kind: "value", ratio, base: base.value, head: head.value, own: true } };
}
function worse(ratio, direction) {
  return direction === "smaller" ? ratio > 1 : ratio < 1;
}
function classifyInterval(ci, floor, direction) {
  const bound = Math.log1p(floor);
  const lo = Math.log(ci[0]);
  const hi = Math.log(ci[1]);
  const up = lo > bound;
  const down = hi < -bound;
  if (!up && !down) return "unchanged";
  return (up ? "smaller" : "bigger") === direction ? "regressed" : "improved";
}
function minimumExactP(n1, n2) {
  let c = 1;
  for (let i = 1; i <= n1; i++) c = c * (n2 + i) / i;
  return Math.min(1, 2 / c);
}
function withinFloor(ci, floor) {
  const bound = Math.log1p(floor);
  return Math.log(ci[0]) >= -bound && Math.log(ci[1]) <= bound;
}
function testMetric(givenBase, givenHead, ctx) {
  const aligned = alignStatistics(givenBase, givenHead);
  const [base, head] = aligned.sides;
  const ratio = safeRatio(head.value, base.value);
  const nb = base.samples?.length ?? base.n;
  const nh = head.samples?.length ?? head.n;
  const n = nb === void 0 || nh === void 0 ? void 0 : [nb, nh];
  const timing = base.unit === "ns" || base.unit.endsWith("/s");
  if (base.unit === "ns" && (base.value === 0 || head.value === 0)) {
    const side = base.value === 0 ? head.value === 0 ? "base and head" : "base" : "head";
    return { test: "none", ratio: null, confidence: "normal", fixed: "inconclusive", note: `a time of 0 in ${side}: below what the harness printed, no change can be read from it` };
  }
  if (base.value < 0 || head.value < 0) {
    return { test: "none", ratio: null, n, confidence: "normal", fixed: "inconclusive", note: `a negative value (${base.value} \u2192 ${head.value}): a ratio of signed values tells no change, so none is judged` };
  }
  const printed = belowResolution(base, head, ctx.floor, ctx.direction);
  if (printed !== void 0) return { test: "none", ratio, confidence: "normal", fixed: "inconclusive", note: printed };
  const inferExact = !timing && base.exact !== false && head.exact !== false;
  if (base.exact && head.exact || inferExact && isConstant(base.samples) && isConstant(head.samples)) {
    const floor = ctx.exactFloor ?? ctx.floor;
    const within = head.value !== base.value && ratio !== null && ratio > 0 && Math.abs(Math.log(ratio)) <= Math.log1p(floor);
    const oncePerRun = head.value === base.value || within ? void 0 : sharedTotal(base, head);
    const fixed = head.value === base.value || within ? "unchanged" : oncePerRun !== void 0 ? "inconclusive" : worse(head.value / (base.value || Number.MIN_VALUE), ctx.direction) ? "regressed" : "improved";
    const note = within ? `an exact count, changed by ${signedPercent(ratio)} (${base.value} \u2192 ${head.value}): within the ${(floor * 100).toFixed(0)} % floor` : oncePerRun;
    return { test: "exact", ratio, estimate: ratio === null ? void 0 : { kind: "value", ratio, base: base.value, head: head.value, own: true }, n, confidence: "normal", fixed, note };
  }
  if (allZero(base) && allZero(head)) {
    return { test: "none", ratio, n, confidence: "normal", fixed: "unchanged", note: "0 in every sample on both sides" };
  }
  if (ratio === null) {
    if (base.value > 0 && head.value > 0) {
      return { test: "none", ratio, confidence: "normal", fixed: "inconclusive", note: `ratio undefined: head / base (${head.value} / ${base.value}) is beyond the range of a number` };
    }
    const side = base.value <= 0 ? `base (${base.value})` : `head (${head.value})`;
    return { test: "none", ratio, confidence: "normal", fixed: "inconclusive", note: `ratio undefined: zero or negative ${side}` };
  }
  if (aligned.unlike !== void 0) return { test: "none", ratio: null, n, confidence: "normal", fixed: "inconclusive", note: aligned.unlike };
  if (ctx.history !== void 0 && ctx.history.length >= MIN_HISTORY) {
    const history = ctx.history;
    const pi = predictionInterval(history, CI_LEVEL);
    if (pi !== void 0 && pi.sd > 0) {
      const level = pi.mean;
      const r = safeRatio(head.value, level);
      return {
        test: "prediction-interval",
        ratio: r,
        ...r !== null ? { estimate: { kind: "history-mean", ratio: r, base: level, head: head.value, own: true } } : {},
        p: predictionPValue(history, head.value),
        n: [history.length, 1],
        confidence: "lower",
        note: `head against the last ${history.length} runs (prediction interval ${fmt(pi.lower)} \u2026 ${fmt(pi.upper)})`,
        // Interval of head / level: how far head sits from the history, given the history's own spread.
        interval: () => pi.lower > 0 ? [head.value / pi.upper, head.value / pi.lower] : void 0
      };
    }
  }
  const br = base.runs;
  const hr = head.runs;
  if (br !== void 0 && hr !== void 0 && br.length >= 2 && hr.length >= 2 && [...br, ...hr].every((x) => x > 0)) {
    if (ctx.runsPrior !== void 0) return moderatedRunsTest(br, hr, ctx.runsPrior, ctx.runsCentre);
    if (!(isConstant(br) && isConstant(hr))) return runsTest(br, hr);
  }
  const bs = base.samples;
  const hs = head.samples;
  if (bs !== void 0 && hs !== void 0 && bs.length >= MIN_SAMPLES && hs.length >= MIN_SAMPLES) {
    const mw = mannWhitneyU(bs, hs);
    const hl = bs.length * hs.length <= HODGES_LEHMANN_MAX_PAIRS && bs.every((x) => x > 0) && hs.every((x) => x > 0);
    const estimate = hl ? hodgesLehmannRatio(bs, hs) : safeRatio(median(hs), median(bs));
    const tested = {
      test: "mann-whitney",
      // The estimate whose interval is shown, so the change and its interval always agree.
      ratio: estimate ?? ratio,
      ...estimate !== null ? { estimate: { kind: hl ? "hodges-lehmann" : "median", ratio: estimate, base: median(bs), head: median(hs), own: !hl } } : valueEstimate(base, head, ratio),
      p: mw.p,
      n: [bs.length, hs.length],
      confidence: "normal",
      ...hl ? { testInterval: () => logShiftInterval(bs, hs) } : {},
      interval: () => {
        const large = !hl && bs.length >= ORDER_STATISTIC_MIN_N && hs.length >= ORDER_STATISTIC_MIN_N && bs.every((x) => x > 0) && hs.every((x) => x > 0);
        const ci = large ? medianRatioCI(bs, hs, CI_LEVEL) : (hl ? bootstrapHodgesLehmannCI : bootstrapRatioCI)(bs, hs, { rng: ctx.rng, resamples: ctx.resamples, level: CI_LEVEL });
        return [ci.lower, ci.upper];
      }
    };
    if (mw.method === "exact" && minimumExactP(bs.length, hs.length) >= ctx.alpha) {
      const beyond2 = Math.abs(Math.log(ratio)) > Math.log1p(ctx.floor);
      return {
        ...tested,
        fixed: beyond2 ? "inconclusive" : "unchanged",
        note: `too few samples (n=${bs.length}/${hs.length}) for the U test to reach p < ${ctx.alpha}`
      };
    }
    return tested;
  }
  const a = welchSummary(base);
  const b = welchSummary(head);
  if (a !== void 0 && b !== void 0 && (a.sd > 0 || b.sd > 0)) {
    const w = welchFromSummaries(a, b);
    return {
      test: "welch",
      ratio,
      ...valueEstimate(base, head, ratio),
      p: w.p,
      n: [a.n, b.n],
      confidence: "normal",
      interval: () => {
        const ci = ratioCIFromSummaries(a, b, CI_LEVEL);
        return [ci.lower, ci.upper];
      }
    };
  }
  const beyond = Math.abs(Math.log(ratio)) > Math.log1p(ctx.floor);
  return {
    test: "threshold",
    ratio,
    ...valueEstimate(base, head, ratio),
    n,
    confidence: "lower",
    fixed: beyond ? worse(ratio, ctx.direction) ? "regressed" : "improved" : "unchanged",
    note: "single values: threshold only, no statistical test"
  };
}
var CENTRES = /* @__PURE__ */ new Set(["mean", "median", "min", "max"]);
var CENTRE_OF = { mean, median, min: minOf, max: maxOf };
function alignStatistics(base, head) {
  const b = base.statistic;
  const h = head.statistic;
  if (b === void 0 || h === void 0 || b === h || !CENTRES.has(b) || !CENTRES.has(h)) return { sides: [base, head] };
  const bs = base.samples?.length ?? 0;
  const hs = head.samples?.length ?? 0;
  if (bs >= MIN_SAMPLES && hs >= MIN_SAMPLES) return { sides: [base, head] };
  if (bs >= 2) return { sides: [{ ...base, value: CENTRE_OF[h](base.samples), statistic: head.statistic }, head] };
  if (hs >= 2) return { sides: [base, { ...head, value: CENTRE_OF[b](head.samples), statistic: base.statistic }] };
  return { sides: [base, head], unlike: `base is a ${b}, head a ${h}, with samples on neither side to take one as the other: another statistic, not a change of the code (the same output form on both sides compares them)` };
}
var SHARED_TOTAL_MAX_SAMPLES = 200;
var ONCE_PER_RUN_NOTE = "a whole run's count over its iterations, truncated";
function sharedTotal(base, head) {
  const points = [];
  for (const m of [base, head]) {
    const xs = m.samples;
    const ns = m.iterations;
    if (xs === void 0 || ns === void 0 || xs.length === 0 || ns.length !== xs.length) return void 0;
    for (let i = 0; i < xs.length; i++) points.push({ v: xs[i], x: 1 / ns[i] });
  }
  if (points.length > SHARED_TOTAL_MAX_SAMPLES) return void 0;
  let lo = 0;
  let hi = Infinity;
  for (const a of points) hi = Math.min(hi, (a.v + 1) / a.x);
  for (const a of points) {
    for (const b of points) {
      const dx = b.x - a.x;
      const room = b.v - a.v + 1;
      if (dx > 0) hi = Math.min(hi, room / dx);
      else if (dx < 0) lo = Math.max(lo, room / dx);
      else if (room <= 0) return void 0;
    }
  }
  if (!(lo < hi)) return void 0;
  const n = (m) => {
    const ns = m.iterations;
    const a = minOf(ns);
    const b = maxOf(ns);
    return a === b ? `${a}` : `${a}\u2013${b}`;
  };
  return `${ONCE_PER_RUN_NOTE} (b.N ${n(base)} in base, ${n(head)} in head): the same count per operation plus one of ${Number.isFinite(hi) ? `${Math.floor(lo) + 1}\u2013${Math.ceil(hi) - 1}` : `${Math.floor(lo) + 1} or more`} paid once per run gives both ${base.value} and ${head.value}, so fewer or more iterations explain the change as well as the code does; not called (a longer -benchtime on both sides would tell)`;
}
function belowResolution(base, head, floor, direction) {
  const step = Math.max(base.resolution ?? 0, head.resolution ?? 0);
  if (!(step > 0)) return void 0;
  const half = step / 2;
  if (base.value === head.value && base.value - half <= 0 && direction === "smaller") return void 0;
  const lo = Math.max(head.value - half, 0) / (base.value + half);
  const hi = base.value - half > 0 ? (head.value + half) / (base.value - half) : Number.POSITIVE_INFINITY;
  if (lo > 1 || hi < 1 || withinFloor([lo, hi], floor)) return void 0;
  return `base and head differ by no more than the output's last printed digit or the timer's step (${fmt(step)} ${base.unit}): these values cannot show a change (JMH's console: -rf json, or a smaller time unit with -tu; tinybench's table: its JSON; a timer's step: more work in each iteration)`;
}
function logShiftInterval(base, head) {
  const d = shiftInterval(base.map(Math.log), head.map(Math.log), CI_LEVEL);
  return d === void 0 ? [0, Number.POSITIVE_INFINITY] : [Math.exp(d[0]), Math.exp(d[1])];
}
function welchSummary(m) {
  const xs = m.samples;
  if (xs === void 0 && m.runs !== void 0 && m.runs.length >= 2) return { mean: mean(m.runs), sd: stddev(m.runs), n: m.runs.length };
  const n = xs?.length ?? m.n ?? 1;
  const sem = m.spread?.sem;
  const sd = m.spread?.stddev ?? (xs && xs.length >= 2 ? stddev(xs) : sem === void 0 ? void 0 : sem * Math.sqrt(n));
  if (sd === void 0 || n < 2) return void 0;
  return { mean: xs && xs.length >= 2 ? mean(xs) : m.value, sd, n };
}
function runsTest(br, hr) {
  const summary = (xs) => {
    const logs = xs.map(Math.log);
    return { mean: mean(logs), sd: stddev(logs), n: xs.length };
  };
  const b = summary(br);
  const h = summary(hr);
  const w = welchFromSummaries(h, b);
  const ratio = Math.exp(h.mean - b.mean);
  return {
    test: "welch-runs",
    ratio,
    estimate: { kind: "geomean-runs", ratio, base: geometricMean(br), head: geometricMean(hr), own: true },
    p: w.p,
    n: [br.length, hr.length],
    confidence: "normal",
    interval: () => {
      const se = Math.sqrt(h.sd * h.sd / h.n + b.sd * b.sd / b.n);
      const half = se === 0 ? 0 : studentTQuantile((1 + CI_LEVEL) / 2, w.df) * se;
      return [Math.exp(h.mean - b.mean - half), Math.exp(h.mean - b.mean + half)];
    }
  };
}
function runsLogVariance(br, hr) {
  const ss = (xs) => {
    const logs = xs.map(Math.log);
    const m = mean(logs);
    return logs.reduce((a, l) => a + (l - m) * (l - m), 0);
  };
  const d = br.length + hr.length - 2;
  return { s2: (ss(br) + ss(hr)) / d, d };
}
function moderatedRunsTest(br, hr, prior, centre) {
  const own2 = runsLogVariance(br, hr);
  const { s2, df } = moderate(own2.s2, own2.d, prior);
  const diff = mean(hr.map(Math.log)) - mean(br.map(Math.log));
  const se = Math.sqrt(s2 * (1 / br.length + 1 / hr.length));
  const rel = diff - (centre?.log ?? 0);
  const relSe = Math.sqrt(se * se + (centre?.variance ?? 0));
  const p = relSe === 0 ? rel === 0 ? 1 : 0 : 2 * studentTCdf(-Math.abs(rel / relSe), df);
  const q = () => studentTQuantile((1 + CI_LEVEL) / 2, df);
  const around = (x, sd) => sd === 0 ? [Math.exp(x), Math.exp(x)] : [Math.exp(x - q() * sd), Math.exp(x + q() * sd)];
  return {
    test: "moderated-t",
    ratio: Math.exp(diff),
    estimate: { kind: "geomean-runs", ratio: Math.exp(diff), base: geometricMean(br), head: geometricMean(hr), own: true },
    p,
    n: [br.length, hr.length],
    confidence: "normal",
    interval: () => around(diff, se),
    ...centre === void 0 ? {} : { callInterval: () => around(rel, relSe), relativeRatio: Math.exp(rel) }
  };
}
var NOISE_TOO_LARGE = "not significant, but the interval still allows a change beyond the floor: the process-to-process noise is too large here to tell (paired rounds would)";
function beyondButNotSignificant(t, q, ctx) {
  const p = t.p === void 0 ? "" : `p=${t.p.toPrecision(2)} adjusted across the report's rows (Benjamini\u2013Hochberg) is `;
  return `not called: the interval lies beyond the ${(ctx.floor * 100).toFixed(0)} % floor, but ${p}q=${q.toPrecision(2)}, not below \u03B1 ${ctx.alpha}`;
}
function decide(t, q, ctx) {
  if (t.fixed !== void 0) return { verdict: t.fixed, note: t.note };
  const known = t.known;
  if (q === void 0 || t.interval === void 0 && known === void 0) return { verdict: "inconclusive", note: t.note };
  const interval = () => known?.interval ?? t.interval?.();
  const callInterval = () => known?.call ?? t.callInterval?.();
  if (q >= ctx.alpha) {
    const own2 = t.test === "prediction-interval" ? void 0 : t.testInterval !== void 0 && known === void 0 ? t.testInterval() : interval();
    const call = callInterval() ?? own2;
    if (call !== void 0 && !withinFloor(call, ctx.floor)) {
      const ci2 = own2 !== void 0 && Number.isFinite(own2[0]) && Number.isFinite(own2[1]) ? own2 : void 0;
      const note = classifyInterval(call, ctx.floor, ctx.direction) !== "unchanged" ? beyondButNotSignificant(t, q, ctx) : t.test === "mann-whitney" || t.test === "welch" ? `not significant, but the interval still reaches beyond the ${(ctx.floor * 100).toFixed(0)} % floor: more samples or runs would tell` : NOISE_TOO_LARGE;
      return { verdict: "inconclusive", ...ci2 === void 0 ? {} : { ci: ci2 }, note: t.note ?? note };
    }
    return { verdict: "unchanged", note: t.note };
  }
  const ci = interval();
  if (ci === void 0 || !Number.isFinite(ci[0]) || !Number.isFinite(ci[1])) return { verdict: "inconclusive", note: t.note ?? "interval not computable" };
  if (t.test === "prediction-interval") {
    const r = t.ratio ?? 1;
    const beyond = Math.abs(Math.log(r)) > Math.log1p(ctx.floor);
    return { verdict: beyond ? worse(r, ctx.direction) ? "regressed" : "improved" : "unchanged", ci, note: t.note };
  }
  const called = callInterval() ?? ci;
  const verdict = classifyInterval(called, ctx.floor, ctx.direction);
  if (verdict === "unchanged" && !withinFloor(called, ctx.floor)) {
    const floor = `${(ctx.floor * 100).toFixed(0)} %`;
    return { verdict: "inconclusive", ci, note: t.note ?? `significant (q=${q.toPrecision(2)}), but the interval reaches both within and beyond the ${floor} floor: whether the change exceeds it cannot be told` };
  }
  return {
    verdict,
    ci,
    note: verdict === "unchanged" ? t.note ?? `significant (q=${q.toPrecision(2)}) but not beyond the ${(ctx.floor * 100).toFixed(0)} % floor` : t.note
  };
}
function fmt(x) {
  return Number(x.toPrecision(4)).toString();
}
function signedPercent(ratio) {
  const pct2 = (ratio - 1) * 100;
  return `${pct2 >= 0 ? "+" : "\u2212"}${Number(Math.abs(pct2).toPrecision(2))} %`;
}

// src/compare/spread.ts
function spreadOf(m) {
  const s = m?.spread;
  if (m === void 0 || s === void 0) return void 0;
  if (m.statistic === "median" && s.mad !== void 0) return s.mad;
  if (m.statistic === "median" && s.iqr !== void 0) return s.iqr / 2;
  return s.stddev ?? s.error ?? s.mad ?? (s.rme !== void 0 ? s.rme * m.value : void 0);
}

// src/compare/settings.ts
var EMPTY = { thresholds: {}, metrics: {}, benchmarks: [] };
function layers(s, suite, benchmark, metric) {
  const out = [];
  const level = (v, top) => {
    const rules = v.benchmarks.filter((r) => r.pattern.test(benchmark));
    for (const r of rules) {
      const m2 = own(r.metrics, metric);
      if (m2) out.push(m2);
      out.push(r);
    }
    const m = own(v.metrics, metric);
    if (m) out.push(m);
    out.push(top ? { ...v.thresholds, ...definedOnly(s.overrides) } : v.thresholds);
  };
  level(own(s.suites, suite) ?? EMPTY, false);
  level(s.top, true);
  return out;
}
function definedOnly(t) {
  return Object.fromEntries(Object.entries(t).filter(([, v]) => v !== void 0));
}
function first(values, fallback) {
  for (const v of values) if (v !== void 0) return v;
  return fallback;
}
function gateMetric(s, suite, benchmark, name) {
  if (hasBenchmarkRules(s, suite)) {
    const rules = [...(own(s.suites, suite) ?? EMPTY).benchmarks, ...s.top.benchmarks].filter((r) => r.pattern.test(name));
    const explicit = rules.find((r) => r.gate !== void 0)?.gate;
    if (explicit !== void 0) return explicit;
  }
  const metrics = benchmark?.metrics ?? {};
  if ("time" in metrics) return "time";
  if ("throughput" in metrics) return "throughput";
  for (const m in metrics) return m;
  return "time";
}
function hasBenchmarkRules(s, suite) {
  return s.top.benchmarks.length > 0 || (own(s.suites, suite)?.benchmarks.length ?? 0) > 0;
}
var resolved = /* @__PURE__ */ new WeakMap();
function rowSettings(s, suite, benchmark, metric, gate) {
  if (hasBenchmarkRules(s, suite)) return resolveRow(s, suite, benchmark, metric, gate);
  let bySuite = resolved.get(s);
  if (bySuite === void 0) resolved.set(s, bySuite = /* @__PURE__ */ new Map());
  let byMetric = bySuite.get(suite);
  if (byMetric === void 0) bySuite.set(suite, byMetric = /* @__PURE__ */ new Map());
  let byGate = byMetric.get(metric);
  if (byGate === void 0) byMetric.set(metric, byGate = /* @__PURE__ */ new Map());
  let rs = byGate.get(gate);
  if (rs === void 0) byGate.set(gate, rs = Object.freeze(resolveRow(s, suite, benchmark, metric, gate)));
  return rs;
}
function resolveRow(s, suite, benchmark, metric, gate) {
  const ls = layers(s, suite, benchmark, metric);
  return {
    noiseFloor: first(ls.map((l) => l.noiseFloor), DEFAULTS.noiseFloor),
    alpha: first(ls.map((l) => l.alpha), DEFAULTS.alpha),
    singleRunFloor: first(ls.map((l) => l.singleRunFloor), DEFAULTS.singleRunFloor),
    processSigma: first(ls.map((l) => l.processSigma), DEFAULTS.processSigma),
    ignore: first(ls.map((l) => l.ignore), false),
    direction: first(ls.map((l) => l.direction), void 0),
    gate
  };
}

// src/compare/stats/fdr.ts
function benjaminiHochberg(pValues) {
  const sorted = Float64Array.from(pValues).sort();
  let m = sorted.length;
  while (m > 0 && Number.isNaN(sorted[m - 1])) m--;
  const qSorted = new Float64Array(m);
  let running = 1;
  for (let rank = m; rank >= 1; rank--) {
    running = Math.min(running, sorted[rank - 1] * m / rank);
    qSorted[rank - 1] = running;
  }
  const q = new Array(pValues.length);
  for (let i = 0; i < pValues.length; i++) {
    const p = pValues[i];
    if (Number.isNaN(p)) {
      q[i] = NaN;
      continue;
    }
    let lo = 0;
    let hi = m - 1;
    while (lo < hi) {
      const mid = lo + hi + 1 >> 1;
      if (sorted[mid] <= p) lo = mid;
      else hi = mid - 1;
    }
    q[i] = qSorted[lo];
  }
  return q;
}

// src/compare/geomean-runs.ts
function geomeanOverRuns(rows, base, head) {
  if (rows.length === 0) return void 0;
  const baseOf = lookup(base);
  const headOf = lookup(head);
  let bLogs;
  let hLogs;
  for (const r of rows) {
    const br = baseOf(r)?.runs;
    const hr = headOf(r)?.runs;
    if (br === void 0 || hr === void 0 || br.length < 2 || hr.length < 2) return void 0;
    bLogs ??= new Float64Array(br.length);
    hLogs ??= new Float64Array(hr.length);
    if (!add(bLogs, br) || !add(hLogs, hr)) return void 0;
  }
  const side = (sums) => {
    const means = sums.map((s) => s / rows.length);
    return { mean: mean(means), sd: stddev(means), n: means.length };
  };
  const b = side(bLogs);
  const h = side(hLogs);
  const diff = h.mean - b.mean;
  const se = Math.sqrt(b.sd * b.sd / b.n + h.sd * h.sd / h.n);
  const half = se === 0 ? 0 : studentTQuantile(0.975, welchFromSummaries(h, b).df) * se;
  return { ratio: Math.exp(diff), ci: [Math.exp(diff - half), Math.exp(diff + half)], runs: [b.n, h.n] };
}
function add(sums, runs) {
  if (runs.length !== sums.length) return false;
  for (let j = 0; j < runs.length; j++) {
    if (!(runs[j] > 0)) return false;
    sums[j] = sums[j] + Math.log(runs[j]);
  }
  return true;
}
function lookup(results) {
  const suites = /* @__PURE__ */ new Map();
  const bySuite = new Map(results.suites.map((s) => [s.name, s]));
  return (r) => {
    let names = suites.get(r.suite);
    if (names === void 0) {
      names = /* @__PURE__ */ new Map();
      for (const b of bySuite.get(r.suite)?.benchmarks ?? []) if (!names.has(b.name)) names.set(b.name, b);
      suites.set(r.suite, names);
    }
    return own(names.get(r.benchmark)?.metrics, r.metric);
  };
}

// src/compare/process-noise.ts
var MIN_PROCESS_NOISE_BENCHMARKS = 5;
var ASSUMED_PROCESS_SIGMA = DEFAULTS.processSigma;
var MAD_EFFICIENCY = 0.37;
function madDf(k) {
  return Math.max(2, Math.floor(MAD_EFFICIENCY * (k - 1)));
}
function logStandardError(m) {
  const runs = m.runs;
  if (runs !== void 0 && runs.length >= 2 && runs.every((x) => x > 0)) return stddev(runs.map(Math.log)) / Math.sqrt(runs.length);
  const xs = m.samples;
  if (xs !== void 0 && xs.length >= 2 && logsInto(xs, scratchBuffer(SCRATCH_LOGS, xs.length))) {
    const logs = scratchBuffer(SCRATCH_LOGS, xs.length).subarray(0, xs.length);
    const sigma = Math.max(1.4826 * mad(logs), stddev(logs));
    const normal = 1.2533 * sigma / Math.sqrt(xs.length);
    return xs.length < ORDER_STAT_MIN_SAMPLES ? normal : Math.max(normal, medianOrderSe(logs));
  }
  const rel = summaryRelativeError(m);
  return rel >= 1 / 1.96 ? Infinity : rel;
}
function summaryRelativeError(m) {
  const n = m.n ?? m.samples?.length ?? 1;
  const s = m.spread;
  if (s === void 0 || !(m.value > 0)) return 0;
  if (s.rme !== void 0 && m.statistic !== void 0 && m.statistic !== "mean") return s.rme / 1.96;
  if (s.sem !== void 0) return s.sem / m.value;
  if (s.stddev !== void 0 && n >= 2) return s.stddev / m.value / Math.sqrt(n);
  if (s.stddev !== void 0 && m.n === void 0 && m.samples === void 0) return s.stddev / m.value;
  if (s.mad !== void 0 && n >= 2) return 1.2533 * 1.4826 * s.mad / m.value / Math.sqrt(n);
  const ci = s.ci;
  if (ci !== void 0 && ci.upper > ci.lower && ci.level > 0 && ci.level < 1) {
    const p = (1 + ci.level) / 2;
    return (ci.upper - ci.lower) / 2 / (n >= 2 ? studentTQuantile(p, n - 1) : normalQuantile(p)) / m.value;
  }
  if (s.rme !== void 0) return s.rme / 1.96;
  return 0;
}
var ORDER_STAT_MIN_SAMPLES = 20;
function medianOrderSe(logs) {
  const n = logs.length;
  const k = Math.ceil(1.96 * Math.sqrt(n) / 2);
  const lo = Math.max(0, Math.floor(n / 2) - k);
  const hi = Math.min(n - 1, Math.ceil(n / 2) - 1 + k);
  const [a, b] = ranksInPlace(logs, n, lo, hi);
  return (b - a) / (2 * 1.96);
}
function logsInto(xs, buf) {
  for (let i = 0; i < xs.length; i++) {
    const x = xs[i];
    if (!(x > 0)) return false;
    buf[i] = Math.log(x);
  }
  return true;
}
function suiteNoise(rows) {
  const k = rows.length;
  if (k < MIN_PROCESS_NOISE_BENCHMARKS) return void 0;
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
function assumedNoiseTest(row, sigma, centre, level) {
  const se = Math.hypot(row.se, sigma);
  const e = row.logRatio - centre;
  const q = normalQuantile((1 + level) / 2);
  const raw = [Math.exp(row.logRatio - q * se), Math.exp(row.logRatio + q * se)];
  return { p: 2 * normalCdf(-Math.abs(e / se)), se, untestable: false, raw, relative: centre === 0 ? raw : [Math.exp(e - q * se), Math.exp(e + q * se)] };
}
function rowNoiseTest(row, noise, level) {
  const centreVar = Math.PI / 2 * (noise.spread * noise.spread) / noise.k;
  const own2 = Math.max(row.se, noise.typicalSe);
  const tau = row.se === 0 || row.oneSided === true ? noise.tauSingle : noise.tau;
  const se = Math.sqrt(own2 * own2 + tau * tau);
  const relSe = Math.sqrt(se * se + centreVar);
  const e = row.logRatio - noise.centre;
  const df = Math.max(1, Math.min(noise.df, row.df ?? Infinity));
  const p = relSe === 0 ? e === 0 ? 1 : 0 : 2 * studentTCdf(-Math.abs(e / relSe), df);
  const q = studentTQuantile((1 + level) / 2, df);
  return {
    p,
    se,
    untestable: own2 === 0 && noise.spread === 0 && e !== 0,
    raw: [Math.exp(row.logRatio - q * se), Math.exp(row.logRatio + q * se)],
    relative: [Math.exp(e - q * relSe), Math.exp(e + q * relSe)]
  };
}

// src/compare/run-factors.ts
var MIN_RUN_FACTOR_BENCHMARKS = 5;
function usableRuns(m, runs) {
  return m !== void 0 && m.rounds === void 0 && m.runs !== void 0 && m.runs.length === runs && m.runs.every((x) => x > 0 && Number.isFinite(x));
}
function modalRuns(suite, metric) {
  const counts = /* @__PURE__ */ new Map();
  for (const b of suite.benchmarks) {
    const n = own(b.metrics, metric)?.runs?.length;
    if (n !== void 0 && n >= 2) counts.set(n, (counts.get(n) ?? 0) + 1);
  }
  let best = 0;
  let bestCount = 0;
  for (const [n, c] of counts) if (c > bestCount || c === bestCount && n > best) [best, bestCount] = [n, c];
  return best;
}
function runFactors(suite, metric) {
  const runs = modalRuns(suite, metric);
  if (runs < 2) return void 0;
  const centred = [];
  for (const b of suite.benchmarks) {
    const m = own(b.metrics, metric);
    if (b.status === "failed" || !usableRuns(m, runs) || m.exact) continue;
    const logs = m.runs.map(Math.log);
    const mean3 = logs.reduce((a, x) => a + x, 0) / runs;
    centred.push(logs.map((l) => l - mean3));
  }
  if (centred.length < MIN_RUN_FACTOR_BENCHMARKS) return void 0;
  const factors = Array.from({ length: runs }, (_, j) => median(centred.map((c) => c[j])));
  const mean2 = factors.reduce((a, x) => a + x, 0) / runs;
  return factors.map((f) => f - mean2);
}
function removeRunFactors(suite) {
  if (RUN_PER_BENCHMARK.has(suite.harness)) return { suite, removed: [] };
  const metrics = /* @__PURE__ */ new Set();
  for (const b of suite.benchmarks) for (const metric in b.metrics) if ((b.metrics[metric].runs?.length ?? 0) >= 2) metrics.add(metric);
  const factors = /* @__PURE__ */ new Map();
  for (const metric of metrics) {
    const f = runFactors(suite, metric);
    if (f !== void 0) factors.set(metric, f);
  }
  if (factors.size === 0) return { suite, removed: [] };
  const benchmarks = suite.benchmarks.map((b) => {
    let changed;
    for (const [metric, f] of factors) {
      const m = own(b.metrics, metric);
      if (b.status === "failed" || !usableRuns(m, f.length) || m.exact) continue;
      changed ??= { ...b.metrics };
      changed[metric] = { ...m, runs: m.runs.map((x, j) => x * Math.exp(-f[j])) };
    }
    return changed === void 0 ? b : { ...b, metrics: changed };
  });
  return { suite: { ...suite, benchmarks }, removed: [...factors.keys()] };
}

// src/compare/state-dependent-counts.ts
var STATE_RANGE_FACTOR = 4;
function isCountPerOperation(m) {
  return (m.unit === "B" || m.unit === "allocs") && m.iterations !== void 0 && (m.samples?.length ?? 0) >= 1;
}
function isHeapReading(m) {
  const s = m.spread;
  return m.unit === "B" && m.exact === false && m.samples === void 0 && s?.min !== void 0 && s.max !== void 0 && Object.keys(s).every((k) => k === "min" || k === "max");
}
function withinProcess(m) {
  if (isCountPerOperation(m)) {
    const xs = m.samples;
    return { lo: minOf(xs), hi: maxOf(xs), centre: median(xs), count: xs.length };
  }
  if (isHeapReading(m)) return { lo: m.spread.min, hi: m.spread.max, centre: m.value, count: m.n };
  return void 0;
}
function fmt2(x) {
  return Number.isInteger(x) ? `${x}` : `${Number(x.toPrecision(4))}`;
}
function stateDependentCount(base, head) {
  const b = withinProcess(base);
  const h = withinProcess(head);
  if (b === void 0 || h === void 0) return void 0;
  if ((base.runs?.length ?? 1) >= 2 && (head.runs?.length ?? 1) >= 2) return void 0;
  const range = Math.max(b.hi - b.lo, h.hi - h.lo);
  if (range === 0) return void 0;
  const perRun = sharedTotal(base, head);
  if (perRun !== void 0) return perRun;
  const shift = Math.abs(h.centre - b.centre);
  if (shift > STATE_RANGE_FACTOR * range) return void 0;
  const unit = base.unit === "B" ? "B/op" : "allocs/op";
  const span = (r) => r.lo === r.hi ? fmt2(r.lo) : `${fmt2(r.lo)}\u2013${fmt2(r.hi)}`;
  const counts = b.count === void 0 || h.count === void 0 ? "" : `; ${b.count}/${h.count} samples`;
  return `${unit} varies within one process (base ${span(b)}, head ${span(h)}${counts}), and an allocation made on every call is the same in every sample: this count depends on the process's state (a pool, the GC). The sides differ by ${fmt2(shift)}, within ${STATE_RANGE_FACTOR}\xD7 that variation: not called, as one process a side cannot tell the state from the code (several processes a side would: repeat, or paired rounds)`;
}
function holdStateDependentCounts(rows) {
  for (let ri = 0; ri < rows.length; ri++) {
    const { row, base, head } = rows[ri];
    if (row.verdict !== "regressed" && row.verdict !== "improved" || base === void 0 || head === void 0) continue;
    const note = stateDependentCount(base, head);
    if (note === void 0) continue;
    row.verdict = "inconclusive";
    row.note = note;
    if (row.relative !== void 0) row.relative.verdict = "inconclusive";
  }
}

// src/compare/allocs-with-bytes.ts
function keyOf(row) {
  return `${row.suite}${KEY_SEPARATOR}${row.benchmark}`;
}
function grew(row) {
  if (row.base === null || row.head === null || row.base === row.head) return void 0;
  return row.head > row.base;
}
function callAllocsWithTheirBytes(rows) {
  const bytes = /* @__PURE__ */ new Map();
  for (let ri = 0; ri < rows.length; ri++) {
    const row = rows[ri];
    if (row.metric === "memory" && row.unit === "B" && (row.verdict === "regressed" || row.verdict === "improved")) bytes.set(keyOf(row), row);
  }
  if (bytes.size === 0) return;
  for (let ri = 0; ri < rows.length; ri++) {
    const row = rows[ri];
    if (row.unit !== "allocs" || row.test !== "exact" || row.verdict !== "inconclusive" || !(row.note?.startsWith(ONCE_PER_RUN_NOTE) ?? false)) continue;
    const b = bytes.get(keyOf(row));
    const up = grew(row);
    if (b === void 0 || up === void 0 || grew(b) !== up) continue;
    row.verdict = b.verdict;
    row.note = `${row.base} \u2192 ${row.head} allocs/op: a cost paid once per run over another b.N could give both, but this benchmark's B/op (${b.base} \u2192 ${b.head}) changed beyond what any such cost gives, so its allocations per operation changed: called with it`;
  }
}

// src/compare/calls-per-sample.ts
var LONG_SAMPLE_NS = 1e5;
function perCallNs(m) {
  if (m.unit === "ns") return m.value;
  if (m.unit === "ops/s" && m.value > 0) return 1e9 / m.value;
  return void 0;
}
function holdUnlikeCallsPerSample(rows) {
  for (let ri = 0; ri < rows.length; ri++) {
    const { row, base, head } = rows[ri];
    if (row.verdict !== "regressed" && row.verdict !== "improved" || base === void 0 || head === void 0) continue;
    const b = base.callsPerSample;
    const h = head.callsPerSample;
    if (b === void 0 || h === void 0 || b === h) continue;
    const bCall = perCallNs(base);
    const hCall = perCallNs(head);
    if (bCall === void 0 || hCall === void 0) continue;
    const shortest = Math.min(bCall * b, hCall * h);
    if (!(shortest < LONG_SAMPLE_NS)) continue;
    row.verdict = "inconclusive";
    if (row.relative !== void 0) row.relative.verdict = "inconclusive";
    row.note = `base timed ${b} call${b === 1 ? "" : "s"} per sample and head ${h}, in samples as short as ${formatQuantity(shortest, "ns")}: the timer's own cost is part of each sample, spread over a different number of calls on each side, which moves the value by itself; the same calls per sample on both sides (pytest-benchmark's \`benchmark.pedantic(\u2026, iterations=N)\`) would tell`;
  }
}

// src/compare/split-moves.ts
var SPLIT_STILL_SHARE = 0.2;
var RELATIVE_TESTS = /* @__PURE__ */ new Set(["random-effects", "moderated-t"]);
var MOVED_WITH_SUITE = "moved with the whole suite: the common move, not this benchmark, explains the change";
function signedPct(log) {
  const v = Math.expm1(log) * 100;
  return `${v >= 0 ? "+" : "\u2212"}${Math.abs(v).toFixed(0)} %`;
}
function rawInterval(row, move) {
  if (row.ci !== void 0) return row.ci;
  const rel = row.relative.ci;
  if (rel !== void 0) return [rel[0] * Math.exp(move), rel[1] * Math.exp(move)];
  const r = row.ratio;
  return [r, r];
}
function holdSplitCommonMoves(rows, drifts, keyOf2) {
  const relative = rows.filter((row) => RELATIVE_TESTS.has(row.test) && row.relative !== void 0 && row.ratio !== null && row.ratio > 0);
  const driftOf = new Map(drifts.map((d) => [keyOf2(d.suite, d.metric), d]));
  for (const [key, group] of groupBy(relative, (row) => keyOf2(row.suite, row.metric))) {
    const first2 = group[0];
    const move = Math.log(first2.ratio / first2.relative.ratio);
    if (!(Math.abs(move) > Math.log1p(first2.floor))) continue;
    let still = 0;
    const held = [];
    const followers = [];
    for (const row of group) {
      const ci = rawInterval(row, move);
      if (ci[0] <= 1 && ci[1] >= 1 && !(ci[0] <= Math.exp(move) && ci[1] >= Math.exp(move))) still++;
      const raw = classifyInterval(ci, row.floor, row.direction);
      const called = row.verdict === "regressed" || row.verdict === "improved";
      if (called && raw !== row.verdict) held.push(row);
      else if (!called && raw !== "unchanged" && Math.sign(Math.log(row.ratio)) === Math.sign(move) && (row.verdict === "unchanged" || row.note === MOVED_WITH_SUITE)) followers.push(row);
    }
    const split = still >= 2 && still >= SPLIT_STILL_SHARE * group.length;
    if (!split) continue;
    const moved = signedPct(move);
    const tell = "only base and head measured side by side tell (paired rounds: `benchgate run --paired`)";
    for (const row of held) {
      row.verdict = "inconclusive";
      row.note = `${row.relative.verdict === "improved" ? "better" : "worse"} only relative to the suite's common move of ${moved} (its own change ${signedPct(Math.log(row.ratio))}): that move may be the machine's or a change to the benchmarks that moved; ${tell}`;
    }
    for (const row of followers) {
      row.verdict = "inconclusive";
      row.note = `moved ${signedPct(Math.log(row.ratio))} with most of the suite, while ${still} of its ${group.length} benchmarks did not move: a change to these benchmarks, or the machine; ${tell}`;
    }
    const drift = driftOf.get(key);
    if (drift !== void 0) {
      drift.note = `${drift.note.replace(/\.$/, "")}. The suite split: ${still} of its ${group.length} benchmarks did not move while the common move was ${moved}, so that move may be a change to the others as well as the machine; rows that only followed it, or moved only relative to it, are inconclusive.`;
    }
  }
}

// src/compare/off-cpu.ts
var OFF_CPU_RATIO = 1.2;
function holdOffCpuTimes(rows) {
  const key = (r) => `${r.suite}\0${r.benchmark}`;
  const cpu = /* @__PURE__ */ new Map();
  for (let ri = 0; ri < rows.length; ri++) {
    const s = rows[ri];
    if (s.row.metric === "cpu-time" && s.base !== void 0 && s.head !== void 0) cpu.set(key(s.row), s);
  }
  if (cpu.size === 0) return;
  for (let ri = 0; ri < rows.length; ri++) {
    const { row, base, head } = rows[ri];
    if (row.metric !== "time" || row.verdict !== "regressed" && row.verdict !== "improved" || base === void 0 || head === void 0) continue;
    const c = cpu.get(key(row));
    if (c === void 0 || c.row.verdict === row.verdict) continue;
    const cb = c.base.value;
    const ch = c.head.value;
    if (!(cb > 0 && ch > 0 && base.value > 0 && head.value > 0)) continue;
    const over = [base.value / cb, head.value / ch];
    if (!(Math.max(over[0], over[1]) > OFF_CPU_RATIO)) continue;
    const sides = ["base", "head"].map((s, i) => over[i] > OFF_CPU_RATIO ? `${s} ${formatQuantity(i === 0 ? base.value : head.value, "ns")} against ${formatQuantity(i === 0 ? cb : ch, "ns")} of CPU time` : void 0).filter(Boolean).join(", ");
    row.verdict = "inconclusive";
    if (row.relative !== void 0) row.relative.verdict = "inconclusive";
    row.note = `time off a CPU is in this wall time (${sides}): it moved ${signedPct(Math.log(head.value / base.value))} where the CPU time moved ${signedPct(Math.log(ch / cb))}, not called, so the move can be the machine's (other jobs, or waiting on I/O), not the code's; \`gate: cpu-time\` judges the CPU time`;
  }
}

// src/compare/compare-runs.ts
var DEFAULT_SEED = 20261122;
var DEFAULT_RESAMPLES = 1e3;
function compareOptionsFor(loaded, overrides = {}, extra = {}) {
  const settings = {
    top: loaded?.verdicts ?? { thresholds: {}, metrics: {}, benchmarks: [] },
    suites: Object.fromEntries((loaded?.suites ?? []).map((s) => [s.name, s.verdicts])),
    overrides
  };
  return { settings, seed: DEFAULT_SEED, resamples: DEFAULT_RESAMPLES, baselineKind: "stored", ...extra };
}
var hash = hashText;
var AVERAGED_SAMPLES = /* @__PURE__ */ new Set(["go-bench", "criterion", "divan", "jmh", "benchmarkdotnet", "google-benchmark", "catch2"]);
var PROCESS_SAMPLES = /* @__PURE__ */ new Set(["hyperfine", "command", "gnu-time"]);
function historyValues(base, key, current) {
  const values = (base.history ?? []).map((h) => own(h.values, key)).filter((v) => v !== void 0);
  return values.length === 0 ? void 0 : [...values, current];
}
function emptyRow(suite, b, metric, m, rs) {
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
    verdict: "inconclusive",
    test: "none",
    floor: rs.noiseFloor,
    assumedSigma: void 0,
    alpha: rs.alpha,
    gating: !rs.ignore && metric === rs.gate,
    confidence: "normal",
    headSpread: void 0,
    baseSpread: void 0,
    centre: void 0,
    n: void 0,
    p: void 0,
    relative: void 0,
    q: void 0,
    ci: void 0,
    ciLevel: void 0,
    note: void 0
  };
}
var RowContext = class _RowContext {
  constructor(row, seed, floor, history, resamples, model, parent) {
    this.row = row;
    this.seed = seed;
    this.floor = floor;
    this.history = history;
    this.resamples = resamples;
    this.parent = parent;
    this.direction = row.direction;
    this.alpha = row.alpha;
    this.runsPrior = model?.prior;
    this.runsCentre = model?.centre;
    this.exactFloor = void 0;
  }
  row;
  seed;
  floor;
  history;
  resamples;
  parent;
  direction;
  alpha;
  runsPrior;
  runsCentre;
  /** The configured floor, for counts compared exactly (judge.ts): the single-run widening is not for them. */
  exactFloor;
  stream;
  get rng() {
    if (this.parent !== void 0) return this.parent.rng;
    return this.stream ??= createRng((this.seed ^ hash(historyKey(this.row.suite, this.row.benchmark, this.row.metric))) >>> 0);
  }
  withoutHistory() {
    const model = this.runsPrior === void 0 ? void 0 : { prior: this.runsPrior, centre: this.runsCentre };
    const copy = new _RowContext(this.row, this.seed, this.floor, void 0, this.resamples, model, this);
    copy.exactFloor = this.exactFloor;
    return copy;
  }
};
function runsModels(baseSuite, headSuite, baseOf) {
  const models = /* @__PURE__ */ new Map();
  if (baseSuite === void 0 || baseSuite.status === "failed" || headSuite.status === "failed") return models;
  const byMetric = /* @__PURE__ */ new Map();
  const usable = (m) => m !== void 0 && !m.exact && m.rounds === void 0 && m.runs !== void 0 && m.runs.length >= 2 && m.runs.every((x) => x > 0 && Number.isFinite(x));
  const meanLog = (xs) => xs.reduce((a, x) => a + Math.log(x), 0) / xs.length;
  headSuite.benchmarks.forEach((hb, h) => {
    const bb = baseOf[h] < 0 ? void 0 : baseSuite.benchmarks[baseOf[h]];
    if (bb === void 0 || hb.status === "failed" || bb.status === "failed") return;
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
    if (prior === void 0) continue;
    const log = median(logRatio);
    const spread = 1.4826 * median(logRatio.map((l) => Math.abs(l - log)));
    models.set(metric, { prior, centre: { log, variance: Math.PI / 2 * spread * spread / logRatio.length } });
  }
  return models;
}
var NO_NUMBERS = { unit: "", direction: "smaller", value: 0 };
function exitChanged(hb, bb) {
  return otherOutcome(hb, bb) ? `every run exited ${exitOf(bb)} in base and ${exitOf(hb)} in head: the command's outcome changed, so its times are not compared` : void 0;
}
function notCompared(hb, bb) {
  return hb.ambiguous ?? bb.ambiguous ?? exitChanged(hb, bb);
}
function failedRow(suite, hb, bb, metric, settings, gate = metric) {
  const hm = own(hb.metrics, metric);
  const bm = own(bb?.metrics, metric);
  const row = emptyRow(suite, hb, metric, hm ?? bm ?? NO_NUMBERS, rowSettings(settings, suite, hb.name, metric, gate));
  if (hm !== void 0) {
    row.head = hm.value;
    row.headSpread = spreadOf(hm);
  }
  if (bm !== void 0) {
    row.base = bm.value;
    row.baseSpread = spreadOf(bm);
  }
  if (hm !== void 0 && bm !== void 0) {
    row.ratio = bm.value !== 0 && hb.ambiguous === void 0 && bb?.ambiguous === void 0 ? hm.value / bm.value : null;
    row.centre = "value";
  }
  const changed = bb === void 0 ? void 0 : notCompared(hb, bb);
  if (changed !== void 0) {
    row.note = changed;
    return row;
  }
  if (hb.status === "failed" && bb?.status === "failed") {
    const baseSays = bb.error !== void 0 && bb.error !== hb.error ? ` (base: ${bb.error})` : "";
    row.note = `failed in base and head: ${hb.error ?? "no message"}${baseSays}`;
    return row;
  }
  const failed = hb.status === "failed" ? hb : bb;
  row.note = `failed in ${failed === hb ? "head" : "base"}: ${failed.error ?? "no message"}`;
  return row;
}
var ONE_BUILD_NOISE = "not significant, but the interval still allows a change beyond the floor: each side is one build's value, which every run and round repeats, and the suite's other benchmarks moved this far between the builds";
function isOneBuildValue(m) {
  const runs = m.runs;
  return m.exact === false && m.samples === void 0 && runs !== void 0 && runs.length >= 2 && runs.every((v) => v === runs[0]);
}
function oneBuildValue(m) {
  if (!isOneBuildValue(m)) return m;
  const { runs: _runs, rounds: _rounds, ...one } = m;
  return one;
}
function pairRows(suite, baseSuite, headSuite, base, options) {
  const out = [];
  const baseList = baseSuite?.benchmarks ?? [];
  const heads = headSuite.benchmarks;
  const baseIndex = /* @__PURE__ */ new Map();
  for (let i = 0; i < baseList.length; i++) baseIndex.set(baseList[i].name, i);
  const baseOf = new Int32Array(heads.length);
  const paired = new Uint8Array(baseList.length);
  for (let h = 0; h < heads.length; h++) {
    const bi = baseIndex.get(heads[h].name) ?? -1;
    baseOf[h] = bi;
    if (bi >= 0) paired[bi] = 1;
  }
  const models = runsModels(baseSuite, headSuite, baseOf);
  const averaged = AVERAGED_SAMPLES.has(headSuite.harness) && (baseSuite === void 0 || AVERAGED_SAMPLES.has(baseSuite.harness));
  const processSamples = PROCESS_SAMPLES.has(headSuite.harness) && (baseSuite === void 0 || PROCESS_SAMPLES.has(baseSuite.harness));
  for (let h = 0; h < heads.length; h++) {
    const hb = heads[h];
    const bb = baseOf[h] < 0 ? void 0 : baseList[baseOf[h]];
    const gate = gateMetric(options.settings, suite, hb, hb.name);
    if (bb === void 0) {
      const m = own(hb.metrics, gate) ?? Object.values(hb.metrics)[0];
      if (m === void 0) {
        if (hb.status === "failed") out.push({ row: failedRow(suite, hb, void 0, gate, options.settings) });
        continue;
      }
      const rs = rowSettings(options.settings, suite, hb.name, gate, gate);
      const row = emptyRow(suite, hb, gate, m, rs);
      row.head = m.value;
      row.headSpread = spreadOf(m);
      row.verdict = baseSuite?.status === "failed" ? "inconclusive" : "added";
      if (baseSuite?.status === "failed") row.note = "the base run of this suite failed";
      out.push({ row });
      continue;
    }
    if (hb.status === "failed" || bb.status === "failed" || notCompared(hb, bb) !== void 0) {
      const names = /* @__PURE__ */ new Set([...Object.keys(hb.metrics), ...Object.keys(bb.metrics)]);
      if (names.size === 0) names.add(gate);
      for (const metric of names) out.push({ row: failedRow(suite, hb, bb, metric, options.settings, gate) });
      continue;
    }
    for (const metric in hb.metrics) {
      const hm = oneBuildValue(hb.metrics[metric]);
      const rs = rowSettings(options.settings, suite, hb.name, metric, gate);
      const baseMetric = own(bb.metrics, metric);
      const bm = baseMetric === void 0 ? void 0 : oneBuildValue(baseMetric);
      const row = emptyRow(suite, hb, metric, hm, rs);
      row.head = hm.value;
      row.headSpread = spreadOf(hm);
      if (bm === void 0) {
        row.verdict = "added";
        row.note = "metric not in the base run";
        out.push({ row });
        continue;
      }
      row.base = bm.value;
      row.baseSpread = spreadOf(bm);
      row.ratio = bm.value !== 0 ? hm.value / bm.value : null;
      row.centre = "value";
      if (rs.ignore) {
        row.verdict = "unchanged";
        row.note = "ignored by config: shown, not judged";
        out.push({ row });
        continue;
      }
      if ((hm.undirected || bm.undirected) && rs.direction === void 0) {
        row.verdict = "unchanged";
        row.note = `the output does not say whether bigger or smaller is better: shown, not judged (benchgate.yml's \`metrics: { ${metric}: { direction: bigger } }\`, or \`smaller\`, judges it)`;
        out.push({ row });
        continue;
      }
      if (hm.diagnostic || bm.diagnostic) {
        row.verdict = "unchanged";
        row.note = "a diagnostic of the measurement, not of the code: shown, not judged";
        out.push({ row });
        continue;
      }
      const history = options.baselineKind === "stored" && (base.history?.length ?? 0) > 0 ? historyValues(base, historyKey(suite, hb.name, metric), bm.value) : void 0;
      const measured = (bm.runs?.length ?? 1) >= 2 && (hm.runs?.length ?? 1) >= 2;
      const widen = options.baselineKind === "stored" && history === void 0 && !measured;
      const model = models.get(metric);
      const ctx = new RowContext(row, options.seed, widen ? Math.max(rs.noiseFloor, rs.singleRunFloor) : rs.noiseFloor, history, options.resamples, model);
      ctx.exactFloor = metric === METRIC.size ? 0 : rs.noiseFloor;
      const tested = testMetric(bm, hm, ctx);
      const centres = tested.estimate !== void 0 && tested.ratio !== null ? pairCentres(tested.estimate, "base") : void 0;
      tested.estimate = void 0;
      row.floor = tested.test === "exact" ? ctx.exactFloor ?? ctx.floor : ctx.floor;
      row.gating = row.gating || tested.test === "exact" && !rs.ignore;
      row.test = tested.test;
      row.ratio = tested.ratio;
      if (centres) {
        row.base = centres.base;
        row.head = centres.head;
        row.ratio = centres.ratio;
        row.centre = centres.kind;
      }
      if (tested.n) row.n = tested.n;
      if (tested.p !== void 0) row.p = tested.p;
      row.confidence = widen && tested.test !== "exact" || tested.confidence === "lower" ? "lower" : "normal";
      if (tested.note !== void 0) row.note = tested.note;
      if (tested.relativeRatio !== void 0) row.relative = { ratio: tested.relativeRatio, ci: tested.callInterval(), verdict: "inconclusive" };
      const oneBuild = isOneBuildValue(hb.metrics[metric]) && isOneBuildValue(baseMetric);
      out.push({ row, tested, ctx, base: bm, head: hm, singleRunFloor: rs.singleRunFloor, processSigma: rs.processSigma, averaged, processSamples, oneBuild });
    }
    for (const metric in bb.metrics) {
      if (Object.hasOwn(hb.metrics, metric)) continue;
      const bm = bb.metrics[metric];
      const row = emptyRow(suite, hb, metric, bm, rowSettings(options.settings, suite, hb.name, metric, gate));
      row.base = bm.value;
      row.baseSpread = spreadOf(bm);
      row.verdict = "removed";
      row.note = "metric not in the head run";
      out.push({ row });
    }
  }
  for (let i = 0; i < baseList.length; i++) {
    if (paired[i] === 1) continue;
    const bb = baseList[i];
    const gate = gateMetric(options.settings, suite, bb, bb.name);
    const m = own(bb.metrics, gate) ?? Object.values(bb.metrics)[0];
    if (m === void 0) continue;
    const rs = rowSettings(options.settings, suite, bb.name, gate, gate);
    const row = emptyRow(suite, bb, gate, m, rs);
    row.base = m.value;
    row.baseSpread = spreadOf(m);
    row.verdict = headSuite.status === "failed" ? "inconclusive" : "removed";
    if (headSuite.status === "failed") row.note = "the head run of this suite failed";
    out.push({ row });
  }
  return out;
}
var UNTESTABLE = "one value a side, and the suite's other benchmarks did not move at all in this metric: nothing tells how far it moves by chance (a count that varies between runs, or a change); more samples a side would (go test -count, or `repeat`)";
var BORROWED_BLIND = "one value a side, and too few benchmarks in this metric to measure how far it moves between processes: another metric's noise does not tell (a tail percentile or a count moves by its own rules); more samples a side would";
var RANDOM_EFFECTS_TESTS = /* @__PURE__ */ new Set(["mann-whitney", "welch", "welch-runs", "moderated-t", "threshold"]);
var runCount = (m) => m?.runs?.length ?? 1;
function applyProcessNoise(pending, keyOf2, stored) {
  const eligible = pending.filter((p) => {
    const t = p.tested;
    if (t === void 0 || !RANDOM_EFFECTS_TESTS.has(t.test) || !(t.ratio !== null && t.ratio > 0)) return false;
    return runCount(p.base) < 2 || runCount(p.head) < 2;
  });
  const noises = /* @__PURE__ */ new Map();
  const groups = groupBy(eligible, (p) => keyOf2(p.row.suite, p.row.metric));
  const inputsOf = (rows) => rows.map((p) => {
    const b = logStandardError(p.base);
    const h = logStandardError(p.head);
    const runs = runCount(p.base) >= 2 && runCount(p.head) >= 2 ? runCount(p.base) + runCount(p.head) - 2 : void 0;
    const single = (m, se) => se === 0 && (m.samples?.length ?? 0) < 2 && runCount(m) < 2;
    return { logRatio: Math.log(p.tested.ratio), se: Math.hypot(b, h), df: runs, ...single(p.base, b) !== single(p.head, h) ? { oneSided: true } : {} };
  });
  const lender = /* @__PURE__ */ new Map();
  const inputsByKey = /* @__PURE__ */ new Map();
  for (const [key, rows] of groups) {
    const inputs = inputsOf(rows);
    inputsByKey.set(key, inputs);
    const noise = suiteNoise(inputs);
    if (noise === void 0) continue;
    noises.set(key, noise);
    const { suite, metric, direction } = rows[0].row;
    const speed = metric === METRIC.time || metric === METRIC.throughput;
    const current = lender.get(suite);
    if (current === void 0 || speed && !current.speed || speed === current.speed && current.noise.k < noise.k) lender.set(suite, { noise, speed, metric, direction });
  }
  for (const [key, rows] of groups) {
    const inputs = inputsByKey.get(key);
    const own2 = noises.get(key);
    const lent = own2 === void 0 ? lender.get(rows[0].row.suite) : void 0;
    const noise = own2 ?? (lent !== void 0 && lent.direction !== rows[0].row.direction ? { ...lent.noise, centre: -lent.noise.centre } : lent?.noise);
    if (noise === void 0) {
      rows.forEach((p, i) => {
        if ((IN_PROCESS_TESTS.has(p.tested.test) || singleSpeedValue(p)) && (p.processSamples !== true || stored) && !countsPerOperation(p)) assumeProcessNoise(p, inputs[i]);
      });
      continue;
    }
    const lentNote = lent === void 0 ? void 0 : `too few benchmarks in this metric to measure the process noise: the suite's estimate from its ${lent.metric} (${noise.k} benchmarks, \u03C3 \u2248 ${pctOf(noise.tau)}) is used`;
    rows.forEach((p, i) => {
      const t = rowNoiseTest(inputs[i], noise, CI_LEVEL);
      retestInPlace(p, "random-effects", t.p, { interval: t.raw, call: t.relative }, Number.isFinite(inputs[i].se) ? lentNote : UNBOUNDED_ERROR);
      const tested = p.tested;
      p.row.relative = { ratio: Math.exp(inputs[i].logRatio - noise.centre), ci: t.relative, verdict: "inconclusive" };
      if (own2 !== void 0) p.commonMove = noise.centre;
      const blind = t.untestable || own2 === void 0 && inputs[i].se === 0;
      if (blind) {
        const beyond = Math.abs(inputs[i].logRatio - noise.centre) > Math.log1p(p.ctx.floor);
        tested.p = void 0;
        p.row.p = void 0;
        tested.fixed = beyond ? "inconclusive" : "unchanged";
        const log = inputs[i].logRatio;
        const withSuite = !beyond && Math.abs(log) > Math.log1p(p.ctx.floor) ? `${MOVED_WITH_SUITE} (${signedPct(log)} here, ${signedPct(log - noise.centre)} against the suite's common move of ${signedPct(noise.centre)})` : void 0;
        tested.note = beyond ? t.untestable ? UNTESTABLE : BORROWED_BLIND : withSuite;
      }
    });
  }
  if (stored) {
    const repeated = groupBy(pending.filter(jobUnseen), (p) => keyOf2(p.row.suite, p.row.metric));
    for (const rows of repeated.values()) {
      if (rows.length >= MIN_PROCESS_NOISE_BENCHMARKS) continue;
      const inputs = inputsOf(rows);
      rows.forEach((p, i) => assumeProcessNoise(p, inputs[i]));
    }
  }
  return noises;
}
function jobUnseen(p) {
  const t = p.tested;
  return t !== void 0 && t.test === "welch-runs" && t.ratio !== null && t.ratio > 0 && !countsPerOperation(p);
}
function countsPerOperation(p) {
  return p.base !== void 0 && p.head !== void 0 && isCountPerOperation(p.base) && isCountPerOperation(p.head);
}
var IN_PROCESS_TESTS = /* @__PURE__ */ new Set(["mann-whitney", "welch"]);
function singleSpeedValue(p) {
  return p.tested.test === "threshold" && p.row.gating && (timeFactor(p.row.unit) !== void 0 || /\/s$/.test(p.row.unit));
}
var UNBOUNDED_ERROR = "the error the harness printed on one side is half its value or more (a 95 % interval reaching 0): it bounds no change, so none is called; more iterations or forks would narrow it";
function assumeProcessNoise(p, input) {
  const sigma = p.processSigma ?? ASSUMED_PROCESS_SIGMA;
  const t = assumedNoiseTest(input, sigma, 0, CI_LEVEL);
  retestInPlace(p, "assumed-process-sigma", t.p, { interval: t.raw, call: t.raw }, Number.isFinite(input.se) ? void 0 : UNBOUNDED_ERROR);
  p.row.assumedSigma = sigma;
  p.assumed = input;
}
function retestInPlace(p, test, pValue, known, note) {
  if (p.singleRunFloor !== void 0 && p.ctx.floor < p.singleRunFloor) {
    p.ctx.floor = p.singleRunFloor;
    p.row.floor = p.singleRunFloor;
  }
  const tested = p.tested;
  tested.fixed = void 0;
  tested.note = note;
  tested.test = test;
  tested.p = pValue;
  tested.interval = void 0;
  tested.callInterval = void 0;
  tested.testInterval = void 0;
  tested.known = known;
  p.row.note = void 0;
  p.row.test = test;
  p.row.p = pValue;
}
var UNTESTED_INFO = "one value a side, shown for information: too few benchmarks in this metric to measure how far it moves between processes, so a move beyond the floor is not called; per-run values would tell";
function holdUntestedInfoRows(pending) {
  for (let ri = 0; ri < pending.length; ri++) {
    const p = pending[ri];
    const t = p.tested;
    if (t === void 0 || t.test !== "threshold" || p.row.gating || t.fixed !== "regressed" && t.fixed !== "improved") continue;
    t.fixed = "inconclusive";
    t.note = UNTESTED_INFO;
    p.row.note = UNTESTED_INFO;
  }
}
var SUB_BYTE = "under 1 byte per operation on both sides: nothing the code allocates on every call (an allocation is several bytes), only allocation outside it averaged over many calls, which moves by chance";
function holdSubByteRows(pending) {
  for (let ri = 0; ri < pending.length; ri++) {
    const p = pending[ri];
    const t = p.tested;
    if (t === void 0 || t.test === "exact" || p.base === void 0 || p.head === void 0 || p.base.unit !== "B") continue;
    const b = p.base.value;
    const h = p.head.value;
    if (!(b >= 0 && b < 1 && h >= 0 && h < 1)) continue;
    t.fixed = "unchanged";
    t.p = void 0;
    t.note = SUB_BYTE;
    p.row.p = void 0;
    p.row.note = SUB_BYTE;
  }
}
function decideFamilies(pending, set) {
  const withP = [[], []];
  const withoutP = [[], []];
  for (let ri = 0; ri < pending.length; ri++) {
    const p = pending[ri];
    if (p.tested === void 0) continue;
    (p.tested.p !== void 0 ? withP : withoutP)[p.row.gating ? 0 : 1].push(p);
  }
  for (const family of [0, 1]) {
    const qs = benjaminiHochberg(withP[family].map((p) => p.tested.p));
    withP[family].forEach((p, i) => set(p, qs[i]));
    for (const p of withoutP[family]) set(p, void 0);
  }
}
function suiteMetricKeys() {
  const bySuite = /* @__PURE__ */ new Map();
  return (suite, metric) => {
    let byMetric = bySuite.get(suite);
    if (byMetric === void 0) bySuite.set(suite, byMetric = /* @__PURE__ */ new Map());
    let key = byMetric.get(metric);
    if (key === void 0) byMetric.set(metric, key = `${suite}\0${metric}`);
    return key;
  };
}
function pctOf(log) {
  return `${(Math.expm1(log) * 100).toFixed(0)} %`;
}
function scaledMetric(m, f) {
  const s = m.spread;
  const spread = s === void 0 ? void 0 : {
    ...s,
    ...s.stddev !== void 0 ? { stddev: s.stddev / f } : {},
    ...s.mad !== void 0 ? { mad: s.mad / f } : {},
    ...s.sem !== void 0 ? { sem: s.sem / f } : {},
    ...s.iqr !== void 0 ? { iqr: s.iqr / f } : {},
    ...s.min !== void 0 ? { min: s.min / f } : {},
    ...s.max !== void 0 ? { max: s.max / f } : {},
    ...s.error !== void 0 ? { error: s.error / f } : {},
    ...s.ci !== void 0 ? { ci: { ...s.ci, lower: s.ci.lower / f, upper: s.ci.upper / f } } : {}
  };
  return {
    ...m,
    value: m.value / f,
    ...m.samples ? { samples: m.samples.map((x) => x / f) } : {},
    ...m.runs ? { runs: m.runs.map((x) => x / f) } : {},
    ...spread ? { spread } : {}
  };
}
function applyDrift(pending, options, noises, runFactors2, keyOf2) {
  const drifts = [];
  const testable = pending.filter((p) => p.testName !== void 0 && p.testName !== "exact" && p.row.ratio !== null);
  const groups = groupBy(testable, (p) => keyOf2(p.row.suite, p.row.metric));
  const byMetric = groupBy(testable, (p) => p.row.metric);
  const runMoves = /* @__PURE__ */ new Map();
  for (const [key, all] of groups) {
    const { suite, metric, floor } = all[0].row;
    const rng = createRng((options.seed ^ hash(`drift:${suite}:${metric}`)) >>> 0);
    let drift = estimateDrift(suite, metric, all.map((p) => p.row.ratio), floor, rng);
    if (drift.status === "too-few") {
      const at = `${metric}\u241F${floor}`;
      if (!runMoves.has(at)) runMoves.set(at, runDrift(byMetric.get(metric), metric, floor, options.seed));
      const run = runMoves.get(at);
      if (run !== void 0) drift = ofRun(drift, run);
    }
    const noise = noises.get(key);
    if (noise !== void 0) {
      drift.between = { sigma: noise.tau, benchmarks: noise.k, df: noise.df };
      drift.note = `${drift.note.replace(/\.$/, "")}. Between processes these benchmarks scatter by \u03C3 \u2248 ${pctOf(noise.tau)} beyond what their own samples show (robust spread of ${noise.k} log ratios around the suite's median); no single process measures that, so each row's interval includes it and a row is called only relative to the suite's common move (t test, ${noise.df} df).`;
    }
    if (runFactors2.has(key)) {
      drift.runFactorsRemoved = true;
      drift.note = `${drift.note.replace(/\.$/, "")}. Each run's common factor across the suite was divided out of its runs first (repeat).`;
    }
    const gating = all.some((p) => p.row.gating);
    if (gating || drift.status === "drift" || noise !== void 0) drifts.push(drift);
    const alreadyRelative = (p) => (p.row.test === "random-effects" || p.row.test === "moderated-t") && p.row.relative !== void 0;
    for (let ri = 0; ri < all.length; ri++) {
      const p = all[ri];
      if (!alreadyRelative(p)) continue;
      p.row.relative.verdict = p.row.verdict;
      const ci = p.row.ci;
      if (ci !== void 0 && p.row.verdict !== "regressed" && p.row.verdict !== "improved" && classifyInterval(ci, p.row.floor, p.row.direction) !== "unchanged") {
        p.row.verdict = "inconclusive";
        const relative2 = p.row.relative.ci;
        if (drift.status === "drift" || relative2 !== void 0 && withinFloor(relative2, p.row.floor)) p.row.note = MOVED_WITH_SUITE;
        else p.row.note ??= NOISE_TOO_LARGE;
      } else if (drift.status === "drift" && (p.row.verdict === "regressed" || p.row.verdict === "improved")) {
        const f2 = drift.factor;
        p.row.note = `moved differently from the rest of the suite (relative to its ${f2 >= 1 ? "+" : "\u2212"}${Math.abs((f2 - 1) * 100).toFixed(0)} % drift)`;
      }
    }
    const rows = all.filter((p) => !alreadyRelative(p));
    if (drift.status !== "drift" || drift.factor === void 0 || rows.length === 0) continue;
    const f = drift.factor;
    const sigma = Math.max(drift.spread ?? 0, 1e-9);
    const relative = rows.map((p) => {
      if (p.assumed !== void 0) return { p, tested: relativeToAssumed(p.assumed, p.row.assumedSigma, f), pBetween: 2 * normalCdf(-Math.abs(Math.log(p.row.ratio / f) / sigma)) };
      const h = p.head;
      const scaled = scaledMetric(h, f);
      const z = Math.log(p.row.ratio / f) / sigma;
      return { p, tested: testMetric(p.base, scaled, p.ctx.withoutHistory()), pBetween: 2 * normalCdf(-Math.abs(z)) };
    });
    const withP = relative.filter((r) => r.tested.p !== void 0);
    const qs = benjaminiHochberg(withP.map((r) => r.tested.p));
    const qOf = new Map(withP.map((r, i) => [r, qs[i]]));
    const qBetween = benjaminiHochberg(relative.map((r) => r.pBetween));
    relative.forEach((r, i) => {
      const d = decide(r.tested, qOf.get(r), r.p.ctx.withoutHistory());
      const standsOut = qBetween[i] < r.p.row.alpha;
      const verdict = d.verdict === "regressed" || d.verdict === "improved" ? standsOut ? d.verdict : "inconclusive" : d.verdict;
      const raw = r.p.row.verdict;
      r.p.row.relative = { ratio: r.tested.ratio ?? r.p.row.ratio / f, ...d.ci ? { ci: d.ci } : {}, verdict };
      if (r.tested.p !== void 0) {
        r.p.row.p = r.tested.p;
        r.p.row.q = qOf.get(r);
      }
      if (verdict === "regressed" || verdict === "improved") {
        r.p.row.verdict = verdict;
        r.p.row.note = `moved differently from the rest of the suite (relative to its ${f >= 1 ? "+" : "\u2212"}${Math.abs((f - 1) * 100).toFixed(0)} % drift)`;
      } else if (raw === "regressed" || raw === "improved" || d.verdict !== verdict) {
        r.p.row.verdict = "inconclusive";
        r.p.row.note = standsOut ? "moved with the whole suite: the drift, not this benchmark, explains the change" : "within the uneven drift of the whole suite: cannot be told from the machine";
      }
    });
  }
  return drifts;
}
function relativeToAssumed(input, sigma, f) {
  const t = assumedNoiseTest(input, sigma, Math.log(f), CI_LEVEL);
  return { test: "assumed-process-sigma", ratio: Math.exp(input.logRatio) / f, p: t.p, confidence: "normal", known: { interval: t.relative, call: t.relative } };
}
function runDrift(rows, metric, floor, seed) {
  const suites = new Set(rows.map((p) => p.row.suite));
  if (suites.size < 2) return void 0;
  const run = estimateDrift("", metric, rows.map((p) => p.row.ratio), floor, createRng((seed ^ hash(`drift:run:${metric}`)) >>> 0));
  return run.status === "drift" ? { ...run, suites: suites.size } : void 0;
}
function ofRun(own2, run) {
  const { suites, ...move } = run;
  const uneven = move.note.includes(" The benchmarks moved unevenly") ? move.note.slice(move.note.indexOf(" The benchmarks moved unevenly")) : "";
  const range = `${signedPct(Math.log(move.factor))} [${signedPct(Math.log(move.ci[0]))}, ${signedPct(Math.log(move.ci[1]))}]`;
  return {
    ...move,
    suite: own2.suite,
    benchmarks: own2.benchmarks,
    note: `${own2.benchmarks} benchmark(s), too few for a common move of their own; the run's ${suites} suites, measured in one job, moved ${range} together over ${move.benchmarks} benchmarks \u2014 the machine, or a change that touches everything? Rows are judged relative to that move; a raw change that only follows it is inconclusive.${uneven}`
  };
}
function headlineOverRuns(g, options) {
  if (g === void 0 || options.baselineKind !== "stored") return g;
  const { ci: _ci, ...withoutInterval } = g;
  return withoutInterval;
}
function brokenInHead(base, head) {
  const out = [];
  for (const hs of head.suites) {
    if (hs.status === "failed") continue;
    const failed = hs.benchmarks.filter((b) => b.status === "failed");
    const exiting = hs.benchmarks.filter((b) => b.status !== "failed" && b.exitCode !== void 0);
    if (failed.length === 0 && exiting.length === 0) continue;
    const bs = base.suites.find((s) => s.name === hs.name);
    if (bs?.status === "failed") continue;
    const baseFailed = new Set((bs?.benchmarks ?? []).filter((b) => b.status === "failed").map((b) => b.name));
    for (const b of failed) if (!baseFailed.has(b.name)) out.push(`${hs.name} \u203A ${b.name}`);
    if (exiting.length === 0 || bs === void 0) continue;
    const baseOf = new Map(bs.benchmarks.map((b) => [b.name, b]));
    for (const b of exiting) {
      const bb = baseOf.get(b.name);
      if (bb !== void 0 && otherOutcome(bb, b)) out.push(`${hs.name} \u203A ${b.name}`);
    }
  }
  return out;
}
function compareRuns(base, head, options) {
  const pending = [];
  const failedSuites = head.suites.filter((s) => s.status === "failed").map((s) => s.name);
  const runFactors2 = /* @__PURE__ */ new Set();
  const keyOf2 = suiteMetricKeys();
  let noises = /* @__PURE__ */ new Map();
  if (base !== void 0) {
    const clean = (s) => {
      const { suite, removed } = removeRunFactors(s);
      for (const metric of removed) runFactors2.add(keyOf2(s.name, metric));
      return suite;
    };
    const baseSuites = new Map(base.suites.map((s) => [s.name, clean(s)]));
    for (const hs of head.suites) pushAll(pending, pairRows(hs.name, baseSuites.get(hs.name), clean(hs), base, options));
    const headNames = new Set(head.suites.map((s) => s.name));
    for (const bs of base.suites) {
      if (!headNames.has(bs.name)) pushAll(pending, pairRows(bs.name, bs, { ...bs, benchmarks: [] }, base, options));
    }
    noises = applyProcessNoise(pending, keyOf2, options.baselineKind === "stored");
    holdUntestedInfoRows(pending);
    holdSubByteRows(pending);
    decideFamilies(pending, (p, q) => {
      const d = decide(p.tested, q, p.ctx);
      if (q !== void 0) p.row.q = q;
      p.row.verdict = d.verdict;
      if (d.ci) {
        p.row.ci = d.ci;
        p.row.ciLevel = 0.95;
      }
      if (d.note !== void 0) p.row.note = d.note;
      p.testName = p.tested.test;
      p.tested = void 0;
    });
  } else {
    for (const hs of head.suites) pushAll(pending, pairRows(hs.name, void 0, hs, head, options));
  }
  const drift = base === void 0 ? [] : applyDrift(pending, options, noises, runFactors2, keyOf2);
  holdSlowPhaseRows(pending);
  holdStateDependentCounts(pending);
  holdUnlikeCallsPerSample(pending);
  holdOffCpuTimes(pending);
  for (let ri = 0; ri < pending.length; ri++) {
    const p = pending[ri];
    if (p.oneBuild === true && p.row.note === NOISE_TOO_LARGE) p.row.note = ONE_BUILD_NOISE;
  }
  const rows = pending.map((p) => p.row);
  callAllocsWithTheirBytes(rows);
  holdSplitCommonMoves(rows, drift, keyOf2);
  holdRatesOfUncalledTimes(rows, ratesOfTimeSamples(head));
  dropUnboundedIntervals(rows);
  const warnings = parseWarnings(base, head);
  return {
    schema: COMPARISON_SCHEMA_ID,
    base: base === void 0 ? null : { commit: base.meta.commit, ref: base.meta.ref, createdAt: base.meta.createdAt },
    head: { commit: head.meta.commit, ref: head.meta.ref, createdAt: head.meta.createdAt },
    rows,
    summary: summarize(rows, {
      hasBase: base !== void 0,
      failedSuites,
      brokenInHead: base === void 0 ? [] : brokenInHead(base, head),
      drift,
      options,
      ...base === void 0 ? {} : { overRuns: (timeRows) => headlineOverRuns(geomeanOverRuns(timeRows, base, head), options) }
    }),
    ...warnings.length > 0 ? { warnings } : {}
  };
}
function dropUnboundedIntervals(rows) {
  const unbounded = (ci) => ci !== void 0 && !(Number.isFinite(ci[0]) && Number.isFinite(ci[1]));
  for (let ri = 0; ri < rows.length; ri++) {
    const row = rows[ri];
    const whole = unbounded(row.ci);
    const relative = unbounded(row.relative?.ci);
    if (!whole && !relative) continue;
    if (whole) {
      row.ci = void 0;
      row.ciLevel = void 0;
    }
    if (relative) row.relative.ci = void 0;
    if (row.note === UNBOUNDED_ERROR) continue;
    const said = "its interval is unbounded (a spread beyond the range of a number), so it is not shown";
    row.note = row.note === void 0 ? said : `${row.note}; ${said}`;
  }
}
function holdSlowPhaseRows(pending) {
  for (let ri = 0; ri < pending.length; ri++) {
    const p = pending[ri];
    const { row, base, head, commonMove } = p;
    if (p.averaged !== true || row.test !== "random-effects" || commonMove === void 0 || row.verdict !== "regressed" && row.verdict !== "improved") continue;
    if (base === void 0 || head === void 0 || base.unit !== "ns" || row.direction !== "smaller") continue;
    if (runCount(base) >= 2 || runCount(head) >= 2) continue;
    const bs = base.samples;
    const hs = head.samples;
    if (bs === void 0 || hs === void 0 || bs.length < MIN_SAMPLES || hs.length < MIN_SAMPLES) continue;
    const fastBase = minOf(bs);
    const fastHead = minOf(hs);
    if (!(fastBase > 0 && fastHead > 0)) continue;
    const fastest = Math.log(fastHead / fastBase) - commonMove;
    if (Math.abs(fastest) > Math.log1p(row.floor)) continue;
    const slow = row.verdict === "regressed" ? "head" : "base";
    const other = slow === "head" ? "base" : "head";
    const moved = row.relative?.ratio ?? row.ratio ?? 1;
    row.note = `${slow}'s fastest samples are at ${other}'s level (fastest head / fastest base ${signedPct(fastest)} relative to the suite's common move, within the ${(row.floor * 100).toFixed(0)} % floor) while the row moved ${signedPct(Math.log(moved))}: a slow phase of the machine during one process adds time to some of its samples, where a change to the code moves them all; \`repeat\` or paired rounds would tell`;
    row.verdict = "inconclusive";
    if (row.relative !== void 0) row.relative.verdict = "inconclusive";
  }
}
function ratesOfTimeSamples(results) {
  const out = /* @__PURE__ */ new Set();
  for (let si = 0; si < results.suites.length; si++) {
    const s = results.suites[si];
    for (let bi = 0; bi < s.benchmarks.length; bi++) {
      const b = s.benchmarks[bi];
      const t = b.metrics[METRIC.time];
      const r = b.metrics[METRIC.throughput];
      if (t === void 0 || r === void 0 || r.unit !== "ops/s" || r.statistic !== "mean" || r.samples !== void 0) continue;
      if (t.statistic !== "median" && t.samples === void 0 && t.tally === void 0) continue;
      if (t.n !== void 0 && t.n === r.n) out.add(`${s.name}\0${b.name}`);
    }
  }
  return out;
}
function holdRatesOfUncalledTimes(rows, sameSamples = /* @__PURE__ */ new Set()) {
  const timeOf = /* @__PURE__ */ new Map();
  for (let ri = 0; ri < rows.length; ri++) {
    const r = rows[ri];
    if (r.metric !== METRIC.time || !r.gating) continue;
    let bySuite = timeOf.get(r.suite);
    if (bySuite === void 0) timeOf.set(r.suite, bySuite = /* @__PURE__ */ new Map());
    bySuite.set(r.benchmark, r);
  }
  if (timeOf.size === 0) return;
  for (let ri = 0; ri < rows.length; ri++) {
    const r = rows[ri];
    if (r.gating || r.direction !== "bigger" || r.unit !== "B/s" && r.unit !== "ops/s") continue;
    const called = r.verdict === "regressed" || r.verdict === "improved";
    if (!called && r.verdict !== "unchanged") continue;
    const t = timeOf.get(r.suite)?.get(r.benchmark);
    if (t === void 0 || t.verdict === r.verdict || t.ratio === null || r.ratio === null || !(t.ratio > 0 && r.ratio > 0)) continue;
    if (!called && t.verdict !== "inconclusive") continue;
    const ofSamples = sameSamples.has(`${r.suite}\0${r.benchmark}`);
    if (!ofSamples && Math.abs(Math.log(t.ratio) + Math.log(r.ratio)) > Math.log(1.02)) continue;
    r.verdict = t.verdict === "unchanged" ? "unchanged" : "inconclusive";
    if (r.relative !== void 0) r.relative.verdict = r.verdict;
    const what = ofSamples ? "the time row's samples, their mean inverted (the same measurement)" : "the time row inverted (the same measurement)";
    r.note = called ? `${what}: not called where that row, which gates, is not (${t.verdict === "unchanged" ? "no change" : "undecided"} there)` : `${what}: undecided where that row, which gates, is`;
  }
}
function parseWarnings(base, head) {
  const out = [];
  const seen = /* @__PURE__ */ new Set();
  const sides = [["head", head], ["base", base]];
  for (const [side, results] of sides) {
    for (const suite of results?.suites ?? []) {
      for (const text of suite.warnings ?? []) {
        const key = `${suite.name}\0${text}`;
        if (seen.has(key)) continue;
        seen.add(key);
        out.push({ suite: suite.name, side, text });
      }
    }
  }
  return out;
}

export {
  groupBy,
  bootstrapRatioCI,
  pairCentres,
  anchoredCentres,
  geometricMean,
  HODGES_LEHMANN_MAX_PAIRS,
  testMetric,
  decide,
  spreadOf,
  benjaminiHochberg,
  hashText,
  createRng,
  gatingMetrics,
  geometricMeanChange,
  isUndecided,
  isNothingCompared,
  summarize,
  MIN_PROCESS_NOISE_BENCHMARKS,
  ASSUMED_PROCESS_SIGMA,
  exitOf,
  otherOutcome,
  mergeSuites,
  mergeRuns,
  DEFAULT_SEED,
  DEFAULT_RESAMPLES,
  compareOptionsFor,
  isOneBuildValue,
  SUB_BYTE,
  compareRuns,
  dropUnboundedIntervals,
  ratesOfTimeSamples,
  holdRatesOfUncalledTimes
};
