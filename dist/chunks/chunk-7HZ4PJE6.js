#!/usr/bin/env node
import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  SetupRuns,
  capturedStream,
  cargoOutputsHint,
  centreNote,
  describeMachine,
  escapeInline,
  escapeMarkdown,
  markdownTable,
  planShard,
  runCommandSuite,
  showInvisible,
  spawnSuite,
  speedupText,
  stderrTail
} from "./chunk-CDZ2FWNN.js";
import {
  Results
} from "./chunk-HAUUGIWR.js";
import {
  SIZE_SCHEMA_ID,
  parseOutput
} from "./chunk-NOEW3QN6.js";
import {
  external_exports
} from "./chunk-4OMHAOVV.js";
import {
  DEFAULT_RESAMPLES,
  DEFAULT_SEED,
  benjaminiHochberg,
  createRng,
  decide,
  geometricMeanChange,
  mergeSuites,
  pairCentres,
  spreadOf,
  testMetric
} from "./chunk-6FUW3OSH.js";
import {
  LARGE_FILE_BYTES,
  glob,
  readSourceFile
} from "./chunk-H4JAUBBT.js";
import {
  DEFAULTS,
  percentToFraction,
  placeholderMatcher
} from "./chunk-HTFQQTUP.js";
import {
  chooseScale,
  formatQuantity,
  formatSignificant,
  formatWithSpread,
  namedScale,
  normalCdf,
  toFixedOrExponent
} from "./chunk-YLFNOJY2.js";
import {
  RESULTS_SCHEMA_ID,
  own
} from "./chunk-DQAUADO5.js";
import {
  maxOf,
  minOf,
  pushAll
} from "./chunk-77VUEDXU.js";
import {
  BenchgateError,
  RunError
} from "./chunk-PI4KOZG2.js";

// src/compare/variants.ts
var DEFAULT_MAX_CELLS = 1e5;
function withinCells(rows, columns, reference, max) {
  if (rows.length * columns.length <= max) return { rows, columns };
  const keptColumns = columns.length <= max ? columns : [reference, ...columns.filter((c) => c !== reference).slice(0, max - 1)];
  const keptRows = rows.slice(0, Math.max(1, Math.floor(max / keptColumns.length)));
  const n = (x) => x.toLocaleString("en-US");
  const shown = keptColumns.length < columns.length ? `the first ${n(keptRows.length)} rows and ${n(keptColumns.length)} columns` : `the first ${n(keptRows.length)} rows`;
  return {
    rows: keptRows,
    columns: keptColumns,
    cut: `${n(rows.length)} rows \xD7 ${n(columns.length)} columns is more than max-cells (${n(max)}): ${shown} are shown. Narrow the table with \`where\` or \`match\`, or raise \`max-cells\`.`
  };
}
function benchmarkParams(b, suite, patterns) {
  const params = { suite, benchmark: b.name, ...b.group !== void 0 ? { group: b.group } : {}, ...b.params };
  if (patterns.length === 0) return params;
  for (const p of patterns) {
    const values = p.exec(b.name);
    if (values === void 0) continue;
    p.names.forEach((n, i) => params[n] = values[i]);
    return params;
  }
  return void 0;
}
function compilePatterns(match) {
  return match === void 0 ? [] : (Array.isArray(match) ? match : [match]).map(placeholderMatcher);
}
function keyOf(spec, params) {
  if (!spec.includes("{")) return params[spec];
  let missing = false;
  const key = spec.replace(/\{([^}]+)\}/g, (_, name) => {
    const v = own(params, name);
    if (v === void 0) missing = true;
    return v ?? "";
  });
  return missing ? void 0 : key;
}
function matchesWhere(spec, params) {
  return Object.entries(spec.where ?? {}).every(([k, v]) => Array.isArray(v) ? v.includes(own(params, k) ?? "") : own(params, k) === v);
}
function metricNames(spec) {
  return spec.metric === void 0 ? ["time"] : Array.isArray(spec.metric) ? spec.metric : [spec.metric];
}
function firstSeen(values) {
  return [...new Set(values)];
}
function* selectedBenchmarks(results, spec) {
  const metric = metricNames(spec)[0];
  const patterns = compilePatterns(spec.match);
  for (const suite of results.suites) {
    if (spec.suite !== void 0 && suite.name !== spec.suite) continue;
    for (const b of suite.benchmarks) {
      const params = benchmarkParams(b, suite.name, patterns);
      const m = own(b.metrics, metric);
      if (!params || !m || b.status === "failed" || !matchesWhere(spec, params)) continue;
      yield { benchmark: b, params, metric: m };
    }
  }
}
function selectCells(results, spec) {
  const [metric, ...others] = metricNames(spec);
  const grid = /* @__PURE__ */ new Map();
  const rowKeys = [];
  const colKeys = [];
  for (const { benchmark: b, params, metric: m } of selectedBenchmarks(results, spec)) {
    const r = keyOf(spec.rows, params);
    const c = spec.columns === void 0 ? "" : keyOf(spec.columns, params);
    if (r === void 0 || c === void 0) continue;
    rowKeys.push(r);
    colKeys.push(c);
    if (!grid.has(r)) grid.set(r, /* @__PURE__ */ new Map());
    const also = others.flatMap((name) => own(b.metrics, name) ? [{ name, metric: own(b.metrics, name) }] : []);
    grid.get(r).set(c, { benchmark: b.name, metric: m, also });
  }
  const seen = firstSeen(rowKeys);
  const order = (spec.order ?? []).filter((r) => seen.includes(r));
  const listed = spec.columns !== void 0 ? spec.where?.[spec.columns] : void 0;
  const cols = firstSeen(colKeys);
  const colOrder = Array.isArray(listed) ? [...listed.filter((c) => cols.includes(c)), ...cols.filter((c) => !listed.includes(c))] : cols;
  return { rows: [...order, ...seen.filter((r) => !order.includes(r))], columns: colOrder, grid, metric };
}
function transpose(sel) {
  const row = /* @__PURE__ */ new Map();
  for (const r of sel.rows) {
    const c = sel.grid.get(r)?.get("");
    if (c) row.set(r, c);
  }
  return { rows: [""], columns: sel.rows, grid: /* @__PURE__ */ new Map([["", row]]), metric: sel.metric };
}
function buildVariantTable(results, spec, o) {
  const layout = spec.columns === void 0 && spec.reference !== void 0 ? "rows" : "columns";
  const selected = selectCells(results, spec);
  const all = layout === "rows" ? transpose(selected) : selected;
  const { grid, metric } = all;
  if (all.rows.length === 0 || all.columns.length === 0) return void 0;
  const reference = spec.reference !== void 0 && all.columns.includes(spec.reference) ? spec.reference : all.columns[0];
  const { rows, columns, cut } = withinCells(all.rows, all.columns, reference, spec["max-cells"] ?? DEFAULT_MAX_CELLS);
  const others = spec.compare === false ? [] : columns.filter((c) => c !== reference);
  const any = [...grid.values()][0].values().next().value.metric;
  const floor = percentToFraction(spec["noise-floor"]) ?? o.noiseFloor;
  const direction = any.direction;
  const pending = [];
  const out = rows.map((key) => {
    const cells = Object.fromEntries(columns.map((c) => [c, grid.get(key)?.get(c)]));
    const centres = Object.fromEntries(columns.flatMap((c) => cells[c] ? [[c, cells[c].metric.value]] : []));
    const row = { key, cells, comparisons: [], centres };
    const ref = cells[reference];
    let refCentre;
    for (const col of others) {
      const other = cells[col];
      if (!ref || !other) {
        row.comparisons.push({ column: col, ratio: null, test: "none", verdict: "inconclusive", note: "missing in this run" });
        continue;
      }
      const ctx = { direction, floor, exactFloor: 0, alpha: o.alpha, rng: createRng(o.seed + pending.length * 7919 >>> 0), resamples: o.resamples };
      const tested = testMetric(other.metric, ref.metric, ctx);
      const pair = tested.estimate !== void 0 && tested.ratio !== null ? pairCentres(tested.estimate, "head") : void 0;
      let ratio = tested.ratio;
      if (pair !== void 0) {
        refCentre ??= pair.head;
        centres[reference] = refCentre;
        centres[col] = refCentre === pair.head ? pair.base : refCentre / pair.ratio;
        ratio = centres[col] === 0 ? pair.ratio : refCentre / centres[col];
      }
      const cmp = {
        column: col,
        ratio,
        ...pair ? { centre: pair.kind } : {},
        test: tested.test,
        absolute: ref.metric.value - other.metric.value,
        ...tested.n ? { n: tested.n } : {},
        ...tested.p !== void 0 ? { p: tested.p } : {},
        verdict: "inconclusive"
      };
      row.comparisons.push(cmp);
      pending.push({ row, cmp, tested, ctx });
    }
    const present = columns.filter((c) => cells[c] !== void 0);
    row.best = present.reduce((best2, c) => {
      if (best2 === void 0) return c;
      const a = centres[c];
      const b = centres[best2];
      return (direction === "smaller" ? a < b : a > b) ? c : best2;
    }, void 0);
    return row;
  });
  const withP = pending.filter((p) => p.tested.p !== void 0);
  const qs = benjaminiHochberg(withP.map((p) => p.tested.p));
  const qOf = new Map(withP.map((p, i) => [p, qs[i]]));
  for (const p of pending) {
    const q = qOf.get(p);
    const d = decide(p.tested, q, p.ctx);
    p.cmp.verdict = d.verdict;
    if (q !== void 0) p.cmp.q = q;
    if (d.ci) p.cmp.ci = d.ci;
    if (d.note) p.cmp.note = d.note;
  }
  const summary = others.map((column, i) => {
    const ratios = out.map((r) => r.comparisons[i]?.ratio).filter((x) => typeof x === "number");
    const g = geometricMeanChange(ratios, o.seed + i);
    return {
      column,
      rows: ratios.length,
      ...g ? { geomean: g.ratio, ...g.ci ? { ci: g.ci } : {} } : {},
      ...ratios.length ? { min: minOf(ratios), max: maxOf(ratios) } : {}
    };
  });
  return { spec, layout, metric, unit: any.unit, direction, columns, reference, rows: out, floor, alpha: o.alpha, summary, ...cut !== void 0 ? { cut } : {} };
}

// src/compare/fit.ts
function leastSquares(x, y) {
  const p = x[0]?.length ?? 0;
  const a = Array.from({ length: p }, (_, i) => Array.from({ length: 2 * p }, (_2, j) => j === p + i ? 1 : 0));
  for (let i = 0; i < p; i++) for (let j = 0; j < p; j++) a[i][j] = x.reduce((s, row) => s + row[i] * row[j], 0);
  for (let c = 0; c < p; c++) {
    let pivot = c;
    for (let r = c + 1; r < p; r++) if (Math.abs(a[r][c]) > Math.abs(a[pivot][c])) pivot = r;
    if (Math.abs(a[pivot][c]) < 1e-12 * Math.max(1, Math.abs(a[c][c]))) return void 0;
    [a[c], a[pivot]] = [a[pivot], a[c]];
    const d = a[c][c];
    for (let j = 0; j < 2 * p; j++) a[c][j] /= d;
    for (let r = 0; r < p; r++) {
      if (r === c) continue;
      const f = a[r][c];
      if (f !== 0) for (let j = 0; j < 2 * p; j++) a[r][j] -= f * a[c][j];
    }
  }
  const inverse = a.map((row) => row.slice(p));
  const xty = Array.from({ length: p }, (_, i) => x.reduce((s, row, k) => s + row[i] * y[k], 0));
  const beta = inverse.map((row) => row.reduce((s, v, j) => s + v * xty[j], 0));
  const rss = x.reduce((s, row, k) => s + (y[k] - row.reduce((t, v, j) => t + v * beta[j], 0)) ** 2, 0);
  return { beta, inverse, rss };
}
function numeric(text) {
  if (text === void 0) return void 0;
  const m = /^\s*(-?\d+(?:\.\d+)?)/.exec(text);
  return m ? Number(m[1]) : void 0;
}
function fitPoints(points, names) {
  const p = names.length + 1;
  if (points.length <= p) return `${points.length} point(s): too few to fit ${p} coefficients`;
  const fit = leastSquares(points.map((pt) => [1, ...pt.x]), points.map((pt) => pt.y));
  if (!fit) return "parameters do not vary independently: cannot fit";
  const s2 = fit.rss / (points.length - p);
  return ["base", ...names].map((name, i) => {
    const se = Math.sqrt(Math.max(0, s2 * fit.inverse[i][i]));
    return { name, estimate: fit.beta[i], se, negligible: Math.abs(fit.beta[i]) < se };
  });
}
function collect(results, spec) {
  const names = spec.fit ?? [];
  const byRow = /* @__PURE__ */ new Map();
  for (const { params, metric } of selectedBenchmarks(results, spec)) {
    const key = keyOf(spec.rows, params);
    const x = names.map((n) => numeric(params[n]));
    if (key === void 0 || x.some((v) => v === void 0)) continue;
    const list = byRow.get(key);
    if (list) list.push({ x, y: metric.value });
    else byRow.set(key, [{ x, y: metric.value }]);
  }
  return byRow;
}
function buildFitTable(head, spec, base, options = { noiseFloor: 0.05, alpha: 0.05 }) {
  const names = spec.fit ?? [];
  const headRows = collect(head, spec);
  if (headRows.size === 0) return void 0;
  const baseRows = base ? collect(base, spec) : void 0;
  const metric = metricNames(spec)[0];
  const unit = head.suites.flatMap((s) => s.benchmarks).find((b) => own(b.metrics, metric))?.metrics[metric]?.unit ?? "";
  const rows = [...headRows].map(([key, points]) => {
    const coefs = fitPoints(points, names);
    if (typeof coefs === "string") return { key, points: points.length, coefficients: [], note: coefs };
    const basePoints = baseRows?.get(key);
    const baseCoefs = basePoints ? fitPoints(basePoints, names) : void 0;
    const vsBase = baseCoefs && typeof baseCoefs !== "string" ? coefs.slice(1).map((c, i) => {
      const b = baseCoefs[i + 1];
      const z = (c.estimate - b.estimate) / Math.sqrt(c.se ** 2 + b.se ** 2 || Number.MIN_VALUE);
      const enough = points.length >= 2 * coefs.length && basePoints.length >= 2 * coefs.length;
      return { name: c.name, base: b, change: c.estimate - b.estimate, p: Math.min(1, 2 * normalCdf(-Math.abs(z))), verdict: enough ? "unchanged" : "inconclusive" };
    }) : void 0;
    return { key, points: points.length, coefficients: coefs, ...vsBase ? { vsBase } : {} };
  });
  decideSlopes(rows, options);
  return { spec, metric, unit, params: names, rows };
}
function decideSlopes(rows, o) {
  const all = rows.flatMap((r) => r.vsBase ?? []);
  const qs = benjaminiHochberg(all.map((v) => v.p));
  all.forEach((v, i) => {
    v.q = qs[i];
    if (v.verdict === "inconclusive") return;
    const head = v.base.estimate + v.change;
    const scale = Math.max(Math.abs(head), Math.abs(v.base.estimate));
    const beyond = scale > 0 && Math.abs(v.change) > o.noiseFloor * scale;
    v.verdict = v.q < o.alpha && beyond ? v.change > 0 ? "regressed" : "improved" : "unchanged";
  });
}

// src/compare/tables.ts
function buildTables(specs, head, base, options) {
  return specs.map((spec) => {
    if (spec.fit !== void 0) {
      const table2 = buildFitTable(head, spec, base, options);
      return table2 ? { kind: "fit", table: table2 } : { kind: "empty", spec };
    }
    const table = buildVariantTable(head, spec, options);
    return table ? { kind: "variant", table } : { kind: "empty", spec };
  });
}

// src/render/tables.ts
function signedPct(r, digits = 1) {
  const v = (r - 1) * 100;
  return `${v > 0 ? "+" : v < 0 ? "\u2212" : ""}${toFixedOrExponent(Math.abs(v), digits)} %`;
}
function pValue(p) {
  if (p === void 0) return void 0;
  return p < 1e-3 ? "p<0.001" : `p=${p < 0.01 ? p.toFixed(3) : p.toFixed(2)}`;
}
var TEST_NAME = {
  "mann-whitney": "Mann\u2013Whitney U on both variants\u2019 samples, 95 % interval of the median ratio (bootstrap of the Hodges\u2013Lehmann ratio up to 400 sample pairs, of the ratio of medians beyond; order statistics from 50 samples per side)",
  welch: "Welch\u2019s t from mean, spread and n",
  "welch-runs": "Welch\u2019s t on the logs of each run\u2019s central value (n counts runs)",
  exact: "exact comparison (the values do not vary)",
  threshold: "single values: threshold only",
  "prediction-interval": "prediction interval",
  none: "",
  "signed-rank": "Wilcoxon signed-rank on the per-round log ratios of paired rounds (n counts rounds)",
  "random-effects": "Student\u2019s t on the log ratio relative to the suite\u2019s common move, with the between-process \u03C3 the suite shows added to the row\u2019s own error (random effects)",
  "assumed-process-sigma": "normal test on the log ratio with an assumed between-process \u03C3 (`process-sigma`) added to the row\u2019s own error (one process a side, too few benchmarks to measure it)",
  "moderated-t": "moderated t on the logs of each run\u2019s central value: the row\u2019s variance shrunk towards the suite\u2019s (empirical Bayes, Smyth 2004; n counts runs)"
};
var formatQuantity2 = (...a) => escapeInline(formatQuantity(...a));
var formatWithSpread2 = (...a) => escapeInline(formatWithSpread(...a));
function isTime(t) {
  return t.unit === "ns" || t.unit.endsWith("/s");
}
function impact(t, c) {
  return impactOf(t, c, escapeMarkdown(t.reference));
}
function impactOf(t, c, who) {
  const [good, bad] = isTime(t) ? ["faster", "slower"] : t.direction === "smaller" ? ["smaller", "larger"] : ["higher", "lower"];
  switch (c.verdict) {
    case "improved":
      return `\u2705 ${who} ${good}`;
    case "regressed":
      return `\u26A0\uFE0F ${who} ${bad}`;
    case "unchanged":
      return "\u2796 no difference beyond noise";
    default:
      return `\u2754 ${c.note ? escapeMarkdown(c.note) : "inconclusive"}`;
  }
}
function difference(t, c) {
  if (c.test === "exact" && c.absolute !== void 0 && c.ratio === null) {
    return `${c.absolute > 0 ? "+" : "\u2212"}${exactQuantity(t, Math.abs(c.absolute))}`;
  }
  if (c.ratio === null) return "\u2014";
  const ratioStyle = t.spec.style === "ratio";
  const interval = c.ci && (ratioStyle ? factorInterval(c.ci, c.ratio) : `${signedPct(c.ci[0])} \u2026 ${signedPct(c.ci[1])}`);
  const stats = [interval, pValue(c.p)].filter(Boolean);
  const main = ratioStyle ? ratioText(t, c.ratio) : `**${signedPct(c.ratio)}**`;
  if (c.test === "exact" && c.absolute !== void 0) {
    const sign = c.absolute > 0 ? "+" : c.absolute < 0 ? "\u2212" : "\xB1";
    return `${sign}${exactQuantity(t, Math.abs(c.absolute))} (${signedPct(c.ratio)})`;
  }
  return stats.length ? `${main} (${stats.join(", ")})` : main;
}
function exactQuantity(t, value) {
  return t.unit === "B" && Number.isInteger(value) && allExact(t) ? `${formatSignificant(value)} B` : formatQuantity2(value, t.unit);
}
function ratioText(t, ratio) {
  if (isTime(t)) return speedupText(ratio, t.direction);
  const factor = ratio >= 1 ? ratio : 1 / ratio;
  if (Math.abs(factor - 1) < 5e-3) return "1.00x (equal)";
  const [up, down] = t.direction === "smaller" ? ["larger", "smaller"] : ["higher", "lower"];
  return `${toFixedOrExponent(factor, 2)}x ${ratio > 1 ? up : down}`;
}
function factorInterval(ci, ratio) {
  const [a, b] = ratio >= 1 ? [ci[0], ci[1]] : [1 / ci[1], 1 / ci[0]];
  return `${toFixedOrExponent(a, 2)}x \u2026 ${toFixedOrExponent(b, 2)}x`;
}
function rangeText(t, min, max) {
  const x = (f) => `${toFixedOrExponent(f, 2)}x`;
  return isTime(t) ? `speed-up range ${x(1 / max)} \u2013 ${x(1 / min)}` : `ratio range ${x(min)} \u2013 ${x(max)}`;
}
function cell(t, value, spread, magnitude) {
  return formatWithSpread2(value, spread, t.unit, chooseScale(t.unit, magnitude));
}
function rowMagnitude(t, r) {
  const values = [r.cells[t.reference], ...Object.values(r.cells)].flatMap((c) => c ? [c.metric.value] : []);
  return values.find((v) => v !== 0) ?? 0;
}
var exactTables = /* @__PURE__ */ new WeakMap();
function allExact(t) {
  let exact = exactTables.get(t);
  if (exact === void 0) exactTables.set(t, exact = t.rows.every((r) => Object.values(r.cells).every((c) => c === void 0 || c.metric.exact === true)));
  return exact;
}
function exactBytes(m) {
  if (m.unit !== "B" || !Number.isInteger(m.value) || m.value < 1024) return void 0;
  const s = chooseScale("B", m.value);
  return `${formatSignificant(m.value)} B (${toFixedOrExponent(m.value / s.factor, 1)} ${s.unit})`;
}
function best(m) {
  if (!m.samples?.length) return void 0;
  return m.direction === "smaller" ? minOf(m.samples) : maxOf(m.samples);
}
function valueCell(t, x, centre, magnitude) {
  const m = x.metric;
  const scale = chooseScale(t.unit, magnitude);
  const mode = t.spec.cell ?? "value";
  const b = mode === "value" ? void 0 : best(m);
  const main = b === void 0 ? (allExact(t) ? exactBytes({ ...m, value: centre }) : void 0) ?? cell(t, centre, spreadOf(m), magnitude) : mode === "best" ? formatQuantity2(b, t.unit, scale, 4) : `${formatQuantity2(b, t.unit, scale, 4)} / ${formatQuantity2(centre, t.unit, scale, 4)}`;
  return [main, ...x.also.map((a) => formatQuantity2(a.metric.value, a.metric.unit))].join(" / ");
}
function centreKinds(t) {
  return [...new Set(t.rows.flatMap((r) => r.comparisons.flatMap((c) => c.centre ? [c.centre] : [])))];
}
function cellLabel(t) {
  const mode = t.spec.cell ?? "value";
  if (mode === "value") return "";
  const ns = [...new Set(t.rows.flatMap((r) => Object.values(r.cells).flatMap((c) => c?.metric.samples ? [c.metric.samples.length] : [])))];
  const n = ns.length === 0 ? "N" : ns.length === 1 ? String(ns[0]) : `${minOf(ns)}\u2013${maxOf(ns)}`;
  const kinds = centreKinds(t);
  const second = kinds.length === 0 || kinds.every((k) => k === "median") ? "median" : "centre";
  return mode === "best" ? ` (best of ${n})` : ` (best / ${second} of ${n})`;
}
function methodNote(t) {
  const cmps = t.rows.flatMap((r) => r.comparisons).filter((c) => c.test !== "none");
  if (cmps.length === 0) return void 0;
  if (cmps.every((c) => c.test === "exact")) return "<sub>Exact comparison: these values do not vary between runs, so any difference is a difference.</sub>";
  const tests = [...new Set(cmps.map((c) => TEST_NAME[c.test]))].filter(Boolean);
  const ns = cmps.map((c) => c.n).filter(Boolean).flat();
  const lo = minOf(ns);
  const hi = maxOf(ns);
  const nText = ns.length ? `, n=${lo === hi ? lo : `${lo}\u2013${hi}`} per cell` : "";
  const mode = t.spec.cell ?? "value";
  const cells = mode === "value" ? "" : mode === "best" ? " Cells show the best run; the comparisons use all samples, so the difference is not the ratio of the best runs." : " Cells show the best run, then the centre compared; the comparisons use all samples.";
  const centres = centreKinds(t).map((k) => centreNote(k, `the ${escapeMarkdown(t.reference)} cell`, "each other cell", "difference"));
  return `<sub>${tests.join(", ")}${nText}; a difference is called when the FDR-adjusted p < ${t.alpha} and the 95 % interval lies beyond \xB1${(t.floor * 100).toFixed(0)} %.${cells}${centres.map((c) => ` ${c}`).join("")}</sub>`;
}
function flipped(c) {
  const verdict = c.verdict === "improved" ? "regressed" : c.verdict === "regressed" ? "improved" : c.verdict;
  return {
    ...c,
    verdict,
    ratio: c.ratio === null || c.ratio === 0 ? null : 1 / c.ratio,
    ...c.ci ? { ci: [1 / c.ci[1], 1 / c.ci[0]] } : {},
    ...c.absolute !== void 0 ? { absolute: -c.absolute } : {}
  };
}
function renderReferenceRows(t) {
  const [row] = t.rows;
  const header = [escapeMarkdown(t.spec.rows.replace(/[{}]/g, "")), `${escapeMarkdown(t.metric)}${cellLabel(t)}`, "Difference", "Impact"];
  const magnitude = row ? rowMagnitude(t, row) : 0;
  const comparisonOf = new Map(row?.comparisons.map((k) => [k.column, k]));
  const body = t.columns.map((col) => {
    const x = row?.cells[col];
    const value = x ? valueCell(t, x, row.centres[col] ?? x.metric.value, magnitude) : "\u2014";
    if (col === t.reference) return [`**${escapeMarkdown(col)}**`, value, "Baseline", "\u2014"];
    const c = comparisonOf.get(col);
    if (!c) return [`**${escapeMarkdown(col)}**`, value, "\u2014", "\u2014"];
    const f = flipped(c);
    const same = f.test === "exact" && f.absolute === 0;
    return [`**${escapeMarkdown(col)}**`, value, same ? "**No difference**" : difference(t, f), same ? "\u2796 no difference" : impactOf(t, f, escapeMarkdown(col))];
  });
  const note = methodNote(t);
  return [`#### ${escapeMarkdown(t.spec.title)}`, markdownTable([header, ...body], { alignDelimiters: false }), ...cutNote(t), ...t.spec.note ? [escapeMarkdown(t.spec.note)] : [], ...note ? [note] : []].join("\n\n");
}
function cutNote(t) {
  return t.cut === void 0 ? [] : [`_${t.cut}_`];
}
function renderVariantTable(t) {
  if (t.layout === "rows") return renderReferenceRows(t);
  const others = t.spec.compare === false ? [] : t.columns.filter((c) => c !== t.reference);
  const single = others.length === 1;
  const label = cellLabel(t);
  const header = [
    escapeMarkdown(t.spec.rows.replace(/[{}]/g, "")),
    ...t.columns.map((c) => `${escapeMarkdown(c)}${label}`),
    ...others.flatMap((o) => single ? [t.spec.style === "ratio" ? isTime(t) ? "Speedup" : "Ratio" : "Difference", "Impact"] : [`${escapeMarkdown(t.reference)} vs ${escapeMarkdown(o)}`]),
    ...t.spec.fastest ? [isTime(t) ? "Fastest" : "Best"] : []
  ];
  const body = t.rows.map((r) => {
    const magnitude = rowMagnitude(t, r);
    return [
      `**${escapeMarkdown(r.key)}**`,
      ...t.columns.map((c) => {
        const x = r.cells[c];
        return x ? valueCell(t, x, r.centres[c] ?? x.metric.value, magnitude) : "\u2014";
      }),
      ...r.comparisons.flatMap((c) => single ? [difference(t, c), impact(t, c)] : [`${difference(t, c)} ${impact(t, c).split(" ")[0]}`]),
      ...t.spec.fastest ? [r.best ? escapeMarkdown(r.best) : "\u2014"] : []
    ];
  });
  const parts = [`#### ${escapeMarkdown(t.spec.title)}`, markdownTable([header, ...body], { alignDelimiters: false }), ...cutNote(t), ...t.spec.note ? [escapeMarkdown(t.spec.note)] : []];
  const ratioStyle = t.spec.style === "ratio";
  const summary = t.summary.filter((s) => s.geomean !== void 0 && s.rows >= 2).map((s) => {
    const ci = s.ci ? ` (95 % CI ${ratioStyle ? factorInterval(s.ci, s.geomean) : `${signedPct(s.ci[0])} \u2026 ${signedPct(s.ci[1])}`})` : "";
    const range = s.min !== void 0 && s.max !== void 0 ? `; ${ratioStyle ? rangeText(t, s.min, s.max) : `range ${signedPct(s.min)} \u2026 ${signedPct(s.max)}`}` : "";
    const mean = ratioStyle ? ratioText(t, s.geomean) : signedPct(s.geomean);
    return `- ${escapeMarkdown(t.reference)} vs ${escapeMarkdown(s.column)}: geometric mean **${mean}**${ci} over ${s.rows} rows${range}.`;
  });
  if (summary.length) parts.push(summary.join("\n"));
  const note = others.length > 0 ? methodNote(t) : void 0;
  if (note) parts.push(note);
  if (t.spec.details) pushAll(parts, t.rows.map((r) => detailBlock(t, r)));
  return parts.join("\n\n");
}
function detailBlock(t, r) {
  const width = maxOf(t.columns.map((c) => c.length)) + 1;
  const magnitude = rowMagnitude(t, r);
  const lines = t.columns.map((c) => {
    const m = r.cells[c]?.metric;
    return `${`${c}:`.padEnd(width)} ${m ? formatWithSpread(r.centres[c] ?? m.value, spreadOf(m), t.unit, chooseScale(t.unit, magnitude)) : "\u2014"}`;
  });
  for (const c of r.comparisons) {
    if (c.ratio === null) continue;
    const word = t.direction === "smaller" === c.ratio < 1 ? isTime(t) ? "faster" : "better" : isTime(t) ? "slower" : "worse";
    const pct = toFixedOrExponent(Math.abs((c.ratio - 1) * 100), 1);
    const v = c.verdict === "unchanged" ? " \u2014 within noise" : c.verdict === "improved" ? " \u2705" : c.verdict === "regressed" ? " \u26A0\uFE0F" : " \u2754";
    lines.push(`Result: ${t.reference} is ${pct}% ${word} than ${c.column}${v} (${[pValue(c.p), c.n && `n=${c.n[0]}/${c.n[1]}`].filter(Boolean).join(", ")})`);
  }
  return `##### ${escapeMarkdown(r.key)}
\`\`\`
${lines.map(showInvisible).join("\n").replace(/```/g, "'''")}
\`\`\``;
}
function minus(text) {
  return text.replace(/^-/, "\u2212");
}
function coefText(c, scale, slope) {
  const se = formatSignificant(c.se / scale, 2);
  if (c.negligible) return `too small to measure (\xB1${se})`;
  const doubtful = slope && c.estimate < 0 ? " (?)" : "";
  return `${minus(formatSignificant(c.estimate / scale, 3))} \xB1 ${se}${doubtful}`;
}
function renderFitTable(t) {
  const scaleOf = (name) => {
    const per = t.spec.per?.[name];
    const perScale = typeof per === "number" ? per : per?.scale ?? 1;
    const perLabel = typeof per === "object" ? per.label : per !== void 0 ? `${per} ${name}` : name;
    const header2 = typeof per === "object" ? per.header : void 0;
    const ests = t.rows.flatMap((r) => r.coefficients.filter((c) => c.name === name).map((c) => Math.abs(c.estimate) * perScale));
    const s = (t.spec.unit !== void 0 ? namedScale(t.unit, t.spec.unit) : void 0) ?? chooseScale(t.unit, ests.reduce((m, e) => e > m ? e : m, 0) || 1);
    return { factor: name === "base" ? s.factor : s.factor / perScale, unit: s.unit, per: perLabel, ...header2 !== void 0 ? { header: header2 } : {} };
  };
  const names = ["base", ...t.params];
  const scales = Object.fromEntries(names.map((n) => [n, scaleOf(n)]));
  const anyBase = t.rows.some((r) => r.vsBase);
  const header = [
    escapeMarkdown(t.spec.rows.replace(/[{}]/g, "")),
    ...names.map((n) => {
      const sc = scales[n];
      if (n === "base") return `Base (${escapeInline(sc.unit)})`;
      return sc.header !== void 0 ? `${escapeMarkdown(sc.header)} (${escapeInline(`${sc.unit}/${sc.per}`)})` : `per ${escapeMarkdown(sc.per)} (${escapeInline(sc.unit)})`;
    }),
    ...anyBase ? t.params.map((n) => `per ${escapeMarkdown(scales[n].per)}: head vs base`) : []
  ];
  const icon = { regressed: " \u26A0\uFE0F", improved: " \u2705", unchanged: "", inconclusive: " \u2754" };
  const body = t.rows.map((r) => [
    `**${escapeMarkdown(r.key)}**`,
    ...names.map((n) => {
      const c = r.coefficients.find((x) => x.name === n);
      return c ? coefText(c, scales[n].factor, n !== "base") : r.note ? escapeMarkdown(r.note) : "\u2014";
    }),
    ...anyBase ? t.params.map((n) => {
      const v = r.vsBase?.find((x) => x.name === n);
      if (!v) return "\u2014";
      const sign = v.change > 0 ? "+" : v.change < 0 ? "\u2212" : "";
      return `${sign}${formatSignificant(Math.abs(v.change) / scales[n].factor, 3)} (${pValue(v.q ?? v.p)?.replace("p", "q")})${icon[v.verdict]}`;
    }) : []
  ]);
  const negative = t.rows.some((r) => r.coefficients.some((c) => c.name !== "base" && !c.negligible && c.estimate < 0));
  return [
    `#### ${escapeMarkdown(t.spec.title)}`,
    markdownTable([header, ...body], { alignDelimiters: false }),
    ...t.spec.note ? [escapeMarkdown(t.spec.note)] : [],
    `<sub>Least-squares fit of ${escapeMarkdown(t.metric)} = base + ${t.params.map((p) => `slope \xD7 ${escapeMarkdown(p)}`).join(" + ")} per ${escapeMarkdown(t.spec.rows.replace(/[{}]/g, ""))}, \xB1 one standard error; "too small to measure" when a coefficient is smaller than its standard error (read it as 0)${negative ? "; (?) a negative slope beyond its standard error: the cost falls as the parameter grows, so look at the measurement" : ""}${anyBase ? "; head vs base: z test on the slope difference, q adjusted by Benjamini\u2013Hochberg across the table, called beyond the noise floor with at least twice as many points as coefficients" : ""}.</sub>`
  ].join("\n\n");
}
function renderRangeSummary(tables) {
  const rows = tables.flatMap(
    (t) => t.summary.filter((s) => s.min !== void 0 && s.geomean !== void 0 && s.rows >= 2).map((s) => {
      const range = t.spec.style === "ratio" ? rangeText(t, s.min, s.max).replace(/^\S+ range /, "") : `${signedPct(s.min)} \u2026 ${signedPct(s.max)}`;
      const mean = t.spec.style === "ratio" ? ratioText(t, s.geomean) : signedPct(s.geomean);
      return [escapeMarkdown(t.spec.title), `${escapeMarkdown(t.reference)} vs ${escapeMarkdown(s.column)}`, range, mean, String(s.rows)];
    })
  );
  if (rows.length === 0) return void 0;
  return `#### Summary

${markdownTable([["Table", "Comparison", "Range", "Geometric mean", "Rows"], ...rows], { alignDelimiters: false })}`;
}
function renderTables(built) {
  const sections = built.map(
    (b) => b.kind === "variant" ? renderVariantTable(b.table) : b.kind === "fit" ? renderFitTable(b.table) : `#### ${escapeMarkdown(b.spec.title)}

_No benchmark matched this table (check \`match\`, \`rows\` and \`columns\`)._`
  );
  const variants = built.flatMap((b) => b.kind === "variant" ? [b.table] : []);
  const summary = variants.length > 1 ? renderRangeSummary(variants) : void 0;
  return summary ? [...sections, summary] : sections;
}

// src/run/measure-size.ts
import { readdir, stat } from "node:fs/promises";
import { join, relative, sep } from "node:path";
async function measureSizes(globs, cwd) {
  const sizes = /* @__PURE__ */ new Map();
  const missing = [];
  for (const pattern of globs) {
    const found = await sizesOf(pattern, cwd);
    if (found.length === 0) missing.push(pattern);
    for (const [path, bytes] of found) sizes.set(path, bytes);
  }
  if (missing.length > 0) {
    throw new RunError(`size: nothing matches ${missing.map((m) => JSON.stringify(m)).join(", ")} in ${cwd}`);
  }
  const manifest = {
    schema: SIZE_SCHEMA_ID,
    files: [...sizes].sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0).map(([path, bytes]) => ({ path, bytes }))
  };
  return `${JSON.stringify(manifest, null, 2)}
`;
}
async function sizesOf(pattern, cwd) {
  const full = join(cwd, pattern);
  const literal = await stat(full).catch(() => void 0);
  if (literal?.isFile()) return [[toRelative(cwd, full), literal.size]];
  if (literal?.isDirectory()) return [[`${toRelative(cwd, full)}/`, await directoryBytes(full)]];
  const out = [];
  for (const match of await glob(pattern, { cwd, dot: true, expandDirectories: false })) {
    out.push([toRelative(cwd, join(cwd, match)), (await stat(join(cwd, match))).size]);
  }
  return out;
}
async function directoryBytes(dir) {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) total += await directoryBytes(full);
    else if (entry.isFile()) total += (await stat(full)).size;
  }
  return total;
}
function toRelative(cwd, full) {
  return relative(cwd, full).split(sep).join("/") || ".";
}

// src/run/progress.ts
var CLEAR_LINE = "\r\x1B[K";
function createProgress(total, write, isTTY, now) {
  let active;
  let timer;
  const label = (index, name) => `[${index + 1}/${total}] ${name}`;
  const seconds = (ms) => `${(ms / 1e3).toFixed(1)} s`;
  const draw = () => {
    if (active) write(`${CLEAR_LINE}${active.label} \u2014 running (${seconds(now() - active.startedAt)})`);
  };
  const clearTimer = () => {
    if (timer) clearInterval(timer);
    timer = void 0;
  };
  return {
    start(index, name) {
      active = { label: label(index, name), startedAt: now() };
      if (!isTTY) {
        write(`${active.label} \u2014 running
`);
        return;
      }
      draw();
      clearTimer();
      timer = setInterval(draw, 1e3);
      timer.unref();
    },
    finish(index, name, status) {
      const startedAt = active?.startedAt ?? now();
      clearTimer();
      active = void 0;
      const line = `${label(index, name)} \u2014 ${describe(status, seconds(now() - startedAt))}
`;
      write(isTTY ? `${CLEAR_LINE}${line}` : line);
    },
    stop() {
      clearTimer();
      if (active && isTTY) write("\n");
      active = void 0;
    }
  };
}
function describe(status, took) {
  switch (status.outcome) {
    case "ok":
      return `ok in ${took}`;
    case "timed-out":
      return `timed out after ${Math.round(status.timeoutMs / 1e3)} s`;
    case "failed": {
      const why = status.reason ?? (status.signal ? status.signal : status.exitCode != null ? `exit ${status.exitCode}` : void 0);
      return `failed${why === void 0 ? "" : ` (${why})`} in ${took}`;
    }
  }
}

// src/run/capture.ts
import { access, mkdir, open, readFile, realpath, stat as stat2, writeFile } from "node:fs/promises";
import { dirname, isAbsolute, join as join2, normalize, relative as relative2, sep as sep2 } from "node:path";
var CAPTURE_SCHEMA_ID = "benchgate/capture@1";
var CaptureManifest = external_exports.object({
  schema: external_exports.literal(CAPTURE_SCHEMA_ID),
  suite: external_exports.string(),
  harness: external_exports.string().optional(),
  durationMs: external_exports.number().optional(),
  exitCode: external_exports.number().nullable().optional(),
  failure: external_exports.string().optional(),
  /** `path` as the adapter saw it; `file` where it is stored, relative to the suite folder. */
  files: external_exports.array(external_exports.object({ path: external_exports.string(), file: external_exports.string() }))
});
function storedName(path) {
  const m = /^(stdout|stderr|timings|sizes) of /.exec(path);
  if (m) return `${m[1]}${m[1] === "timings" || m[1] === "sizes" ? ".json" : ".txt"}`;
  const clean = normalize(path).replace(/^(\.\.(\/|\\|$))+/, "").replace(/^[/\\]+/, "");
  return join2("files", clean);
}
function suiteDir(dir, suite, run) {
  const root = join2(dir, suite.replace(/[^A-Za-z0-9._-]/g, "_"));
  return run > 1 ? join2(root, `repeat-${run}`) : root;
}
async function writeCapture(dir, suite, captured, run = 1) {
  const root = suiteDir(dir, suite, run);
  const files = captured.files.map((f) => ({ path: f.path, file: storedName(f.path) }));
  for (const [i, f] of captured.files.entries()) {
    const target = join2(root, files[i].file);
    await mkdir(dirname(target), { recursive: true });
    if (f.json !== void 0) await copySource(f.json, target);
    else if (f.lines !== void 0) await copyLines(f.lines, target);
    else await writeFile(target, f.text);
  }
  const manifest = {
    schema: CAPTURE_SCHEMA_ID,
    suite,
    ...captured.harness ? { harness: captured.harness } : {},
    durationMs: captured.durationMs,
    ...captured.exitCode !== void 0 ? { exitCode: captured.exitCode } : {},
    ...captured.failure ? { failure: captured.failure } : {},
    files
  };
  await mkdir(root, { recursive: true });
  await writeFile(join2(root, "capture.json"), `${JSON.stringify(manifest, null, 2)}
`);
}
async function hasCapture(dir, suite, run) {
  try {
    await access(join2(suiteDir(dir, suite, run), "capture.json"));
    return true;
  } catch {
    return false;
  }
}
async function readCapture(dir, suite, run = 1, options = {}) {
  const root = suiteDir(dir, suite, run);
  const where = join2(root, "capture.json");
  let manifest;
  try {
    manifest = CaptureManifest.parse(JSON.parse(await readFile(where, "utf8")));
  } catch (err) {
    throw new BenchgateError(`${where}: not a benchgate capture (${err.message.split("\n")[0]})`);
  }
  const files = [];
  for (const [i, f] of manifest.files.entries()) files.push(await readCapturedFile(root, f.file, f.path, `${where}: files[${i}].file`, options));
  return {
    ...manifest.harness ? { harness: manifest.harness } : {},
    durationMs: manifest.durationMs ?? 0,
    ...manifest.exitCode !== void 0 ? { exitCode: manifest.exitCode } : {},
    ...manifest.failure ? { failure: manifest.failure } : {},
    files
  };
}
async function readCapturedFile(root, file, path, where, options) {
  const clean = normalize(file);
  if (isAbsolute(file) || clean === ".." || clean.startsWith(`..${sep2}`) || file.includes("\0")) {
    throw new BenchgateError(`${where}: "${file}" is outside the capture; expected a path relative to ${root}`);
  }
  let real;
  try {
    real = await realpath(join2(root, clean));
  } catch {
    throw new BenchgateError(`${where}: "${file}" does not exist in ${root}`);
  }
  const inside = relative2(await realpath(root), real);
  if (inside === "" || inside === ".." || inside.startsWith(`..${sep2}`) || isAbsolute(inside)) {
    throw new BenchgateError(`${where}: "${file}" leads outside the capture (a symbolic link to ${real})`);
  }
  if ((await stat2(real)).size <= (options.largeFileBytes ?? LARGE_FILE_BYTES)) return { path, text: await readFile(real, "utf8") };
  const read = await readSourceFile(real, path, options);
  if (read === "binary") throw new BenchgateError(`${where}: "${file}" is a binary file; benchgate captures only text outputs`);
  return read;
}
async function copyLines(source, target) {
  const out = await open(target, "w");
  try {
    for (const chunk of source.chunks()) await out.write(chunk);
  } finally {
    await out.close();
  }
}
async function copySource(source, target) {
  const reader = source.open();
  const out = await open(target, "w");
  try {
    const buf = new Uint8Array(1 << 20);
    for (let n = reader.read(buf, 0, buf.length); n > 0; n = reader.read(buf, 0, buf.length)) await out.write(buf, 0, n);
  } finally {
    reader.close();
    await out.close();
  }
}

// src/app.ts
import { mkdir as mkdir2, readFile as readFile2, writeFile as writeFile2 } from "node:fs/promises";
import { join as join3 } from "node:path";
async function runShellSuite(s, stream) {
  const r = await spawnSuite({
    name: s.name,
    command: s.run,
    cwd: s.cwd,
    env: s.env,
    timeoutMs: s.timeoutMs,
    outputFiles: s.output.files,
    stream: stream && ((chunk) => stream(chunk))
  });
  const warnings = [...r.missingOutputs.map((m) => `output ${m} matched no file`), ...r.skippedOutputs];
  if (r.staleOutputs.length > 0 && r.files.length > 0) warnings.push(staleNote(r.staleOutputs, false));
  const parsed = s.output.files.length > 0 ? s.output.stdout ? "stdout" : void 0 : s.output.stderr ? "stderr" : "stdout";
  let read;
  let unread;
  try {
    read = parsed === void 0 ? void 0 : await capturedStream(r, parsed, `${parsed} of ${s.name}`);
  } catch (err) {
    unread = `${s.name}: ${err.message}`;
  }
  const files = [...read ? [read] : [], ...s.output.files.length > 0 ? r.files : []];
  const base = { durationMs: r.durationMs, exitCode: r.exitCode, warnings, harness: s.harness, input: { files } };
  const error = r.error ?? unread;
  if (error !== void 0) return { ...base, input: void 0, failure: error, outcome: { outcome: "failed", reason: error } };
  if (r.timedOut) {
    return { ...base, failure: `timed out after ${Math.round(s.timeoutMs / 1e3)} s
${stderrTail(r.stderr)}`, outcome: { outcome: "timed-out", timeoutMs: s.timeoutMs } };
  }
  if (r.exitCode !== 0) {
    const why = `\`${s.run}\` exited with ${r.exitCode ?? r.signal}
${stderrTail(r.stderr)}`;
    return { ...base, failure: why, outcome: { outcome: "failed", exitCode: r.exitCode, signal: r.signal } };
  }
  if (r.files.length === 0 && r.staleOutputs.length > 0) {
    const why = `\`${s.run}\` wrote none of its output files: ${staleNote(r.staleOutputs, true)}`;
    return { ...base, input: void 0, failure: why, outcome: { outcome: "failed", reason: why } };
  }
  if (r.files.length === 0 && r.missingOutputs.length > 0 && !s.output.stdout) {
    const hint = await cargoOutputsHint(s, r.missingOutputs);
    const why = `\`${s.run}\` wrote none of its output files (${r.missingOutputs.join(", ")} matched no file)${hint === void 0 ? "" : `. ${hint}`}
${stderrTail(r.stderr)}`;
    return { ...base, input: void 0, failure: why, outcome: { outcome: "failed", reason: why } };
  }
  return { ...base, outcome: { outcome: "ok" } };
}
function staleNote(stale, all) {
  const shown = stale.slice(0, 5).join(", ");
  const more = stale.length > 5 ? ` and ${stale.length - 5} more` : "";
  return `${all ? "every output file" : `${stale.length} output file(s)`} (${shown}${more}) left out: not written by this run (exactly as before it started), so an earlier run's numbers are not reported as this one's`;
}
async function runSuiteOutput(s, stream) {
  if (s.kind === "command") {
    const r = await runCommandSuite(
      { name: s.name, commands: s.commands, matrix: s.matrix, runs: s.runs, warmup: s.warmup, cwd: s.cwd, env: s.env, timeoutMs: s.timeoutMs, ...s.only ? { only: s.only } : {} },
      stream && ((chunk) => stream(chunk))
    );
    return {
      input: { files: [{ path: `timings of ${s.name}`, text: r.manifest }] },
      harness: "command",
      durationMs: r.durationMs,
      warnings: [],
      ...r.failed ? { failure: r.failed, outcome: { outcome: "failed", reason: r.failed } } : { outcome: { outcome: "ok" } }
    };
  }
  if (s.kind === "size") {
    const started = Date.now();
    try {
      const manifest = await measureSizes(s.files, s.cwd);
      return { input: { files: [{ path: `sizes of ${s.name}`, text: manifest }] }, harness: "size", durationMs: Date.now() - started, warnings: [], outcome: { outcome: "ok" } };
    } catch (err) {
      const msg = err instanceof Error ? err.message : String(err);
      return { failure: msg, durationMs: Date.now() - started, warnings: [], outcome: { outcome: "failed", reason: msg } };
    }
  }
  return runShellSuite(s, stream);
}
async function runSuiteOnce(s, stream) {
  return parseWithinBudget(s, await runSuiteOutput(s, stream));
}
function parseWithinBudget(s, out) {
  const started = Date.now();
  const suite = toSuite(s, out);
  const parseMs = Date.now() - started;
  if (suite.status === "failed" || out.durationMs + parseMs <= s.timeoutMs) return suite;
  const secs = (ms) => `${(ms / 1e3).toFixed(1)} s`;
  return { ...suite, status: "failed", error: `timed out: the command ran ${secs(out.durationMs)} and parsing its output took ${secs(parseMs)}, over the suite's timeout of ${secs(s.timeoutMs)}` };
}
function toSuite(s, out) {
  const common = { name: s.name, durationMs: out.durationMs, ...out.exitCode !== void 0 ? { exitCode: out.exitCode } : {} };
  let parsed;
  let parseError;
  if (out.input !== void 0) {
    try {
      parsed = parseOutput(out.input, out.harness);
    } catch (err) {
      parseError = err instanceof BenchgateError ? err.message : `${out.harness ?? "parse"}: could not parse the output of ${s.name} (${err instanceof Error ? err.message : String(err)})`;
    }
  }
  const warnings = [...out.warnings, ...parsed?.output.warnings ?? []];
  const harness = parsed?.harness ?? out.harness ?? "unknown";
  const error = [out.failure, out.failure === void 0 ? parseError : void 0, parsed?.output.failure].filter(Boolean).join("\n");
  return {
    ...common,
    harness,
    status: error === "" ? "ok" : "failed",
    ...error === "" ? {} : { error },
    // A failed command may still have printed complete results: keep what parsed.
    benchmarks: parsed?.output.benchmarks ?? [],
    ...warnings.length ? { warnings } : {}
  };
}
function selectSuites(loaded, only) {
  if (!only?.length) return loaded.suites;
  const unknown = only.filter((n) => !loaded.suites.some((s) => s.name === n));
  if (unknown.length) throw new BenchgateError(`${loaded.file}: no suite named ${unknown.map((u) => `"${u}"`).join(", ")} (suites: ${loaded.suites.map((s) => s.name).join(", ")})`);
  return loaded.suites.filter((s) => only.includes(s.name));
}
function resultsOf(suites, meta) {
  return { schema: RESULTS_SCHEMA_ID, meta, suites };
}
async function runSuites(loaded, options) {
  const suites = selectSuites(loaded, options.only);
  const progress = options.progress ? createProgress(suites.length, options.progress.write, options.progress.isTTY, () => Date.now()) : void 0;
  const results = [];
  const setups = new SetupRuns();
  try {
    for (const [i, given] of suites.entries()) {
      let s = given;
      if (options.shard !== void 0) {
        const plan = await planShard(given, options.shard.spec, options.shard.baseline);
        options.progress?.write(`${given.name}: shard ${options.shard.spec.index}/${options.shard.spec.count} runs ${plan.units} of its units${plan.skip ? " (none: skipped)" : ""}
`);
        if (plan.skip) continue;
        s = plan.suite;
      }
      const runs = [];
      const setupError = await setups.run(s, "", (l) => options.progress?.write(l), options.stream);
      if (setupError !== void 0) {
        results.push({ name: s.name, harness: s.harness ?? "unknown", status: "failed", error: setupError, benchmarks: [] });
        continue;
      }
      for (let run = 1; run <= s.repeat; run++) {
        const label = s.repeat > 1 ? `${s.name} (run ${run}/${s.repeat})` : s.name;
        progress?.start(i, label);
        const out = await runSuiteOutput(s, options.stream);
        if (options.capture !== void 0 && out.input !== void 0) {
          await writeCapture(options.capture, s.name, { harness: out.harness, durationMs: out.durationMs, exitCode: out.exitCode, failure: out.failure, files: out.input.files }, run);
        }
        const suite = parseWithinBudget(s, out);
        const outcome = out.outcome.outcome === "ok" && suite.status === "failed" ? { outcome: "failed", reason: "output could not be parsed" } : out.outcome;
        progress?.finish(i, label, outcome);
        runs.push(suite);
        if (suite.status === "failed") break;
      }
      results.push(mergeSuites(runs));
    }
  } finally {
    progress?.stop();
  }
  const meta = {
    ...options.meta?.commit ? { commit: options.meta.commit } : {},
    ...options.meta?.ref ? { ref: options.meta.ref } : {},
    ...options.meta?.runId !== void 0 ? { runId: options.meta.runId } : {},
    createdAt: options.now().toISOString(),
    runner: describeMachine(),
    ...options.shard ? { shard: options.shard.spec } : {},
    ...options.environment ? { environment: options.environment } : {}
  };
  if (options.capture !== void 0) {
    await mkdir2(options.capture, { recursive: true });
    await writeFile2(join3(options.capture, "meta.json"), `${JSON.stringify(meta, null, 2)}
`);
  }
  return resultsOf(results, meta);
}
async function replaySuites(loaded, dir, only) {
  const suites = [];
  for (const s of selectSuites(loaded, only)) {
    const runs = [];
    for (let run = 1; run === 1 || run <= s.repeat && await hasCapture(dir, s.name, run); run++) {
      let c;
      try {
        c = await readCapture(dir, s.name, run);
      } catch (err) {
        if (!(err instanceof BenchgateError)) throw err;
        runs.push({ name: s.name, harness: s.harness ?? "unknown", status: "failed", error: err.message, benchmarks: [] });
        break;
      }
      runs.push(
        toSuite(s, {
          input: { files: c.files },
          harness: s.harness ?? c.harness,
          durationMs: c.durationMs,
          exitCode: c.exitCode,
          failure: c.failure,
          warnings: [],
          outcome: c.failure ? { outcome: "failed", reason: c.failure } : { outcome: "ok" }
        })
      );
    }
    suites.push(mergeSuites(runs));
  }
  const metaFile = join3(dir, "meta.json");
  let meta;
  try {
    meta = Results.shape.meta.parse(JSON.parse(await readFile2(metaFile, "utf8")));
  } catch (err) {
    throw new BenchgateError(`${metaFile}: not the meta of a benchgate capture (${err.message.split("\n")[0]})`);
  }
  return resultsOf(suites, meta);
}
function reportTables(loaded, head, base) {
  if (loaded === void 0 || loaded.tables.length === 0) return [];
  const t = loaded.verdicts.thresholds;
  const built = buildTables(loaded.tables, head, base, {
    seed: DEFAULT_SEED,
    resamples: DEFAULT_RESAMPLES,
    noiseFloor: t.noiseFloor ?? DEFAULTS.noiseFloor,
    alpha: t.alpha ?? DEFAULTS.alpha
  });
  return renderTables(built);
}

export {
  runSuiteOnce,
  parseWithinBudget,
  toSuite,
  runSuites,
  replaySuites,
  reportTables
};
