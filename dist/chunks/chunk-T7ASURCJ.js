#!/usr/bin/env node
import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  ARCHIVE_SCHEMA_ID,
  KEY_SEPARATOR,
  historyKey
} from "./chunk-DQAUADO5.js";

// src/baseline/archive.ts
var DEFAULT_ARCHIVE_RUNS = 1e3;
var round = (x) => Number.isFinite(x) ? Number(x.toPrecision(5)) : x;
function pointInterval(m) {
  const s = m.spread;
  if (s?.ci) return [s.ci.lower, s.ci.upper];
  if (m.runs !== void 0 && m.runs.length >= 2) {
    let lo = Infinity;
    let hi = -Infinity;
    for (const r of m.runs) {
      if (r < lo) lo = r;
      if (r > hi) hi = r;
    }
    return [lo, hi];
  }
  const n = m.samples?.length ?? m.n;
  const sem = s?.sem ?? (s?.stddev !== void 0 && n !== void 0 && n >= 2 ? s.stddev / Math.sqrt(n) : void 0);
  if (sem !== void 0) return [m.value - 1.96 * sem, m.value + 1.96 * sem];
  if (s?.error !== void 0) return [m.value - s.error, m.value + s.error];
  if (s?.min !== void 0 && s.max !== void 0) return [s.min, s.max];
  return [m.value, m.value];
}
function runInfo(r) {
  return {
    ...r.commit !== void 0 ? { commit: r.commit } : {},
    ...r.ref !== void 0 ? { ref: r.ref } : {},
    ...r.runId !== void 0 ? { runId: r.runId } : {},
    createdAt: r.createdAt,
    ...r.verdict !== void 0 ? { verdict: r.verdict } : {}
  };
}
var ArchiveBuilder = class {
  series;
  runs;
  index = /* @__PURE__ */ new Map();
  constructor(from) {
    this.series = from ? from.series.slice() : [];
    this.runs = from ? from.runs.slice() : [];
    this.series.forEach((s, i) => this.index.set(s.key, i));
  }
  slot(key, unit, direction) {
    let i = this.index.get(key);
    if (i === void 0) {
      i = this.series.length;
      this.series.push({ key, unit, direction });
      this.index.set(key, i);
    }
    return i;
  }
  add(info, values) {
    const points = [];
    for (const [i, p] of values) {
      while (points.length < i) points.push(null);
      points[i] = [round(p[0]), round(p[1]), round(p[2])];
    }
    for (let i = 0; i < points.length; i++) if (points[i] === void 0) points[i] = null;
    this.runs.push({ ...runInfo(info), points });
  }
  build(keep) {
    const runs = keep > 0 && this.runs.length > keep ? this.runs.slice(this.runs.length - keep) : this.runs;
    return { schema: ARCHIVE_SCHEMA_ID, series: this.series, runs };
  }
};
function pointsOf(b, results) {
  const out = [];
  for (const suite of results.suites) {
    if (suite.status === "failed") continue;
    for (const bench of suite.benchmarks) {
      if (bench.status === "failed") continue;
      for (const [metric, m] of Object.entries(bench.metrics)) {
        if (!Number.isFinite(m.value)) continue;
        const [lo, hi] = pointInterval(m);
        out.push([b.slot(historyKey(suite.name, bench.name, metric), m.unit, m.direction), [m.value, lo, hi]]);
      }
    }
  }
  return out.sort((x, y) => x[0] - y[0]);
}
function archiveFromHistory(results) {
  const b = new ArchiveBuilder();
  const own = pointsOf(b, results);
  const known = new Map(b.series.map((s, i) => [s.key, i]));
  for (const h of results.history ?? []) b.add(runInfo(h), historyPoints(h, known));
  b.add(runInfo(results.meta), own);
  return b.build(0);
}
function historyPoints(h, known) {
  const out = [];
  for (const [key, v] of Object.entries(h.values)) {
    const i = known.get(key);
    if (i !== void 0 && Number.isFinite(v)) out.push([i, [v, v, v]]);
  }
  return out.sort((x, y) => x[0] - y[0]);
}
function appendToArchive(previous, current, options = {}) {
  const seed = previous === void 0 ? void 0 : previous.archive ?? archiveFromHistory(previous);
  const b = new ArchiveBuilder(seed);
  b.add({ ...current.meta, ...options.verdict !== void 0 ? { verdict: options.verdict } : {} }, pointsOf(b, current));
  return b.build(options.keep ?? DEFAULT_ARCHIVE_RUNS);
}
function mergeArchives(archives) {
  const b = new ArchiveBuilder();
  const all = [];
  for (const a of archives) for (const run of a.runs) all.push({ run, series: a.series });
  all.sort((x, y) => x.run.createdAt < y.run.createdAt ? -1 : x.run.createdAt > y.run.createdAt ? 1 : 0);
  const seen = /* @__PURE__ */ new Set();
  for (const { run, series } of all) {
    const id = run.runId !== void 0 ? `id:${run.runId}` : `at:${run.commit ?? ""}@${run.createdAt}`;
    if (seen.has(id)) continue;
    seen.add(id);
    const values = [];
    run.points.forEach((p, i) => {
      const s = series[i];
      if (p !== null && s !== void 0) values.push([b.slot(s.key, s.unit, s.direction), p]);
    });
    values.sort((x, y) => x[0] - y[0]);
    b.add(run, values);
  }
  return b.build(0);
}
function splitKey(key) {
  const parts = key.split(KEY_SEPARATOR);
  const metric = parts.pop() ?? "";
  const suite = parts.shift() ?? "";
  return [suite, parts.join(KEY_SEPARATOR), metric];
}

// src/baseline/history.ts
function historyEntry(results) {
  const values = {};
  for (const suite of results.suites) {
    for (const b of suite.benchmarks) {
      if (b.status === "failed") continue;
      for (const [metric, m] of Object.entries(b.metrics)) values[historyKey(suite.name, b.name, metric)] = m.value;
    }
  }
  return {
    ...results.meta.commit ? { commit: results.meta.commit } : {},
    ...results.meta.ref ? { ref: results.meta.ref } : {},
    ...results.meta.runId !== void 0 ? { runId: results.meta.runId } : {},
    createdAt: results.meta.createdAt,
    values
  };
}
function carryHistory(previous, current, keep) {
  if (keep <= 0 || previous === void 0) return { ...current, history: keep <= 0 ? [] : current.history ?? [] };
  const history = [...previous.history ?? [], historyEntry(previous)].slice(-keep);
  return { ...current, history };
}
function nextBaseline(previous, current, keep, options = {}) {
  const kept = current.suites.map((s) => {
    if (s.status === "ok") return s;
    const old = previous?.suites.find((p) => p.name === s.name && p.status === "ok");
    return old ?? s;
  });
  const archive = appendToArchive(previous, current, options);
  return { ...carryHistory(previous, { ...current, suites: kept }, keep), archive };
}

export {
  archiveFromHistory,
  mergeArchives,
  splitKey,
  historyEntry,
  nextBaseline
};
