#!/usr/bin/env node
import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  historyEntry
} from "./chunk-T7ASURCJ.js";
import {
  bootstrapRatioCI,
  groupBy
} from "./chunk-6FUW3OSH.js";
import {
  median
} from "./chunk-YLFNOJY2.js";
import {
  KEY_SEPARATOR,
  own
} from "./chunk-DQAUADO5.js";

// src/compare/stats/changepoint.ts
var MAX_SERIES = 2e3;
function detectChangePoints(series, options) {
  const alpha = options.alpha ?? 0.01;
  const permutations = options.permutations ?? 100;
  const minSegment = Math.max(2, options.minSegment ?? 5);
  const n = series.length;
  if (n > MAX_SERIES) {
    throw new RangeError(`detectChangePoints: series of ${n} points; at most ${MAX_SERIES} (pass the most recent window)`);
  }
  const scratch = new Float64Array((n + 1) * (n + 1));
  const positive = series.every((x) => x > 0 && Number.isFinite(x));
  const z = Float64Array.from(series, (x) => positive ? Math.log(x) : x);
  const bounds = [0, n];
  const pValues = /* @__PURE__ */ new Map();
  const shuffled = new Float64Array(n);
  for (; ; ) {
    const best = bestSplit(z, bounds, minSegment, scratch);
    if (best === void 0) break;
    shuffled.set(z);
    let atLeast = 0;
    for (let r = 0; r < permutations; r++) {
      for (let s = 0; s + 1 < bounds.length; s++) shuffle(shuffled, bounds[s], bounds[s + 1], options.rng);
      if ((bestSplit(shuffled, bounds, minSegment, scratch)?.stat ?? -Infinity) >= best.stat) atLeast++;
    }
    const p = (atLeast + 1) / (permutations + 1);
    if (p > alpha) break;
    pValues.set(best.index, p);
    bounds.push(best.index);
    bounds.sort((a, b) => a - b);
  }
  const result = [];
  for (let k = 1; k + 1 < bounds.length; k++) {
    const index = bounds[k];
    const prev = series.slice(bounds[k - 1], index);
    const next = series.slice(index, bounds[k + 1]);
    const before = median(prev);
    const after = median(next);
    const point = { index, before, after, ratio: after / before, p: pValues.get(index) };
    if (positive) {
      const ci = bootstrapRatioCI(prev, next, { rng: options.rng, level: 0.95 });
      point.ci = [ci.lower, ci.upper];
    }
    result.push(point);
  }
  return result;
}
function bestSplit(z, bounds, minSegment, scratch) {
  let best;
  for (let s = 0; s + 1 < bounds.length; s++) {
    const found = bestSplitIn(z, bounds[s], bounds[s + 1], minSegment, scratch);
    if (found !== void 0 && (best === void 0 || found.stat > best.stat)) best = found;
  }
  return best;
}
function bestSplitIn(z, from, to, minSegment, P) {
  const m = to - from;
  if (m < 2 * minSegment) return void 0;
  const w = m + 1;
  P.fill(0, 0, w * w);
  for (let a = 0; a < m; a++) {
    const za = z[from + a];
    let row = 0;
    for (let b = 0; b < m; b++) {
      row += Math.abs(za - z[from + b]);
      P[(a + 1) * w + b + 1] = P[a * w + b + 1] + row;
    }
  }
  const rect = (a0, a1, b0, b1) => P[a1 * w + b1] - P[a0 * w + b1] - P[a1 * w + b0] + P[a0 * w + b0];
  let best;
  for (let t = minSegment; t <= m - minSegment; t++) {
    const inX = rect(0, t, 0, t) / (t * (t - 1));
    for (let k = t + minSegment; k <= m; k++) {
      const r = k - t;
      const energy = 2 * rect(0, t, t, k) / (t * r) - inX - rect(t, k, t, k) / (r * (r - 1));
      const stat = t * r / k * energy;
      if (best === void 0 || stat > best.stat) best = { index: from + t, stat };
    }
  }
  return best;
}
function shuffle(xs, from, to, rng) {
  for (let i = to - 1; i > from; i--) {
    const j = from + Math.floor(rng() * (i - from + 1));
    const t = xs[i];
    xs[i] = xs[j];
    xs[j] = t;
  }
}

// src/render/issue-state.ts
var MARKER = /<!-- benchgate:regression:([0-9A-Za-z-]+) -->/;
var STATE = /<!-- benchgate:state:(\{.*?\}) -->/s;
function regressionMarker(id) {
  return `<!-- benchgate:regression:${id} -->`;
}
function stateComment(r) {
  const levels = Object.fromEntries(r.shifts.map((s) => [s.key, s.before]));
  return `<!-- benchgate:state:${JSON.stringify({ levels }).replace(/>/g, "\\u003e")} -->`;
}
function readIssueState(body) {
  const id = MARKER.exec(body)?.[1];
  if (id === void 0) return void 0;
  try {
    const raw = JSON.parse(STATE.exec(body)?.[1] ?? "{}");
    const levels = typeof raw.levels === "object" && raw.levels !== null ? raw.levels : {};
    return { id, levels: Object.fromEntries(Object.entries(levels).filter((e) => typeof e[1] === "number")) };
  } catch {
    return { id, levels: {} };
  }
}

// src/bot/nightly.ts
var DEFAULT_NOISE_FLOOR = 0.05;
function findShifts(history, current, options) {
  const floor = options.noiseFloor ?? DEFAULT_NOISE_FLOOR;
  const runs = [...history, historyEntry(current)];
  const shifts = [];
  for (const suite of current.suites) {
    for (const b of suite.benchmarks) {
      if (b.status === "failed") continue;
      for (const [metric, m] of Object.entries(b.metrics)) {
        const key = [suite.name, b.name, metric].join(KEY_SEPARATOR);
        const series = runs.flatMap((r) => {
          const value = own(r.values, key);
          return value === void 0 || !Number.isFinite(value) ? [] : [{ ...runRef(r), value }];
        });
        const points = detectChangePoints(
          series.map((p) => p.value),
          { rng: options.rng, alpha: options.alpha ?? 0.01, permutations: options.permutations ?? 199, minSegment: options.minSegment ?? 5 }
        );
        for (const cp of points) {
          if (!beyondFloor(cp.ratio, cp.ci, floor)) continue;
          const worse = m.direction === "smaller" ? cp.ratio > 1 : cp.ratio < 1;
          shifts.push({
            key,
            suite: suite.name,
            benchmark: b.name,
            metric,
            unit: m.unit,
            direction: m.direction,
            kind: worse ? "regression" : "improvement",
            before: cp.before,
            after: cp.after,
            ratio: cp.ratio,
            ...cp.ci ? { ci: cp.ci } : {},
            p: cp.p,
            lastBefore: runRef(series[cp.index - 1]),
            firstAfter: runRef(series[cp.index]),
            index: cp.index,
            series
          });
        }
      }
    }
  }
  return shifts;
}
function beyondFloor(ratio, ci, floor) {
  const up = (r) => r >= 1 + floor;
  const down = (r) => r <= 1 / (1 + floor);
  if (ci) return up(ci[0]) && up(ci[1]) || down(ci[0]) && down(ci[1]);
  return up(ratio) || down(ratio);
}
function runRef(r) {
  return { ...r.commit !== void 0 ? { commit: r.commit } : {}, createdAt: r.createdAt, ...r.runId !== void 0 ? { runId: r.runId } : {} };
}
function regressionId(firstAfter) {
  if (firstAfter.commit && /^[0-9a-f]{7,40}$/i.test(firstAfter.commit)) return firstAfter.commit.slice(0, 12).toLowerCase();
  return firstAfter.runId !== void 0 ? `run-${firstAfter.runId}` : `at-${firstAfter.createdAt.replace(/[^0-9A-Za-z]/g, "")}`;
}
var near = (value, level, floor) => value / level < 1 + floor && value / level > 1 / (1 + floor);
function groupRegressions(shifts, noiseFloor = DEFAULT_NOISE_FLOOR) {
  const groups = /* @__PURE__ */ new Map();
  const ofSeries = groupBy(shifts, (t) => t.key);
  for (const s of shifts) {
    if (s.kind !== "regression") continue;
    const id = regressionId(s.firstAfter);
    const group = groups.get(id) ?? { id, lastBefore: s.lastBefore, firstAfter: s.firstAfter, shifts: [], restoredBy: [] };
    const restored = ofSeries.get(s.key).find((t) => t.index > s.index && near(t.after, s.before, noiseFloor));
    group.shifts.push(s);
    group.restoredBy.push(restored);
    groups.set(id, group);
  }
  return [...groups.values()];
}
var isRestored = (r) => r.restoredBy.every((t) => t !== void 0);
function planIssues(shifts, openIssues, noiseFloor = DEFAULT_NOISE_FLOOR, closedIds = /* @__PURE__ */ new Set()) {
  const tracked = openIssues.flatMap((i) => {
    const state = readIssueState(i.body);
    return state ? [{ number: i.number, ...state }] : [];
  });
  const plans = [];
  const handled = /* @__PURE__ */ new Set();
  const firstOfId = /* @__PURE__ */ new Map();
  for (const t of [...tracked].sort((a, b) => a.number - b.number)) {
    const first = firstOfId.get(t.id);
    if (first === void 0) firstOfId.set(t.id, t.number);
    else {
      plans.push({ action: "close-duplicate", number: t.number, of: first });
      handled.add(t.number);
    }
  }
  const ofSeries = groupBy(shifts, (s) => s.key);
  for (const r of groupRegressions(shifts, noiseFloor)) {
    const keys = new Set(r.shifts.map((s) => s.key));
    const issue = tracked.find((t) => t.id === r.id && !handled.has(t.number)) ?? tracked.find((t) => !handled.has(t.number) && Object.keys(t.levels).some((k) => keys.has(k)));
    if (isRestored(r)) {
      if (issue) plans.push({ action: "close", number: issue.number, id: issue.id, restoredBy: r.restoredBy.filter((s) => s !== void 0) });
    } else if (issue) plans.push({ action: "update", number: issue.number, regression: r });
    else if (!closedIds.has(r.id)) plans.push({ action: "open", regression: r });
    if (issue) handled.add(issue.number);
  }
  for (const t of tracked) {
    if (handled.has(t.number) || Object.keys(t.levels).length === 0) continue;
    const restoredBy = Object.entries(t.levels).map(
      ([key, level]) => (ofSeries.get(key) ?? []).filter((s) => s.kind === "improvement" && near(s.after, level, noiseFloor)).at(-1)
    );
    if (restoredBy.every((s) => s !== void 0)) plans.push({ action: "close", number: t.number, id: t.id, restoredBy });
  }
  return plans;
}

export {
  MAX_SERIES,
  detectChangePoints,
  regressionMarker,
  stateComment,
  readIssueState,
  DEFAULT_NOISE_FLOOR,
  findShifts,
  beyondFloor,
  planIssues
};
