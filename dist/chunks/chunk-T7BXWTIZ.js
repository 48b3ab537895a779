#!/usr/bin/env node
import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  centreNote,
  changeText,
  geomeanBasis,
  nameAfterGroup,
  namesGroups,
  showInvisible,
  testText,
  valueCells,
  verdictText
} from "./chunk-CDZ2FWNN.js";
import {
  groupBy,
  isNothingCompared,
  isUndecided
} from "./chunk-6FUW3OSH.js";
import {
  formatPercentChange
} from "./chunk-YLFNOJY2.js";
import {
  maxOf
} from "./chunk-77VUEDXU.js";

// src/render/text.ts
var ORDER = ["regressed", "improved", "inconclusive", "added", "removed", "unchanged"];
function* pad(cells) {
  const widths = cells[0].map((_, i) => maxOf(cells.map((r) => displayWidth(r[i] ?? ""))));
  for (const r of cells) yield r.map((c, i) => c + " ".repeat(widths[i] - displayWidth(c))).join("  ").trimEnd();
}
var ZERO_WIDTH = /^[\p{Mn}\p{Me}\p{Cf}]$/u;
var PICTOGRAPH = new RegExp("^\\p{Extended_Pictographic}$", "u");
var WIDE = [
  [4352, 4447],
  [11904, 12350],
  [12353, 13311],
  [13312, 19903],
  [19968, 40959],
  [40960, 42191],
  [44032, 55203],
  [63744, 64255],
  [65072, 65103],
  [65280, 65376],
  [65504, 65510],
  [131072, 262141]
];
function displayWidth(text) {
  let width = 0;
  for (const ch of text) {
    const cp = ch.codePointAt(0);
    if (cp < 768) width++;
    else if (ZERO_WIDTH.test(ch)) continue;
    else if (cp >= 126976 && PICTOGRAPH.test(ch) || WIDE.some(([lo, hi]) => cp >= lo && cp <= hi)) width += 2;
    else width++;
  }
  return width;
}
function line(r, grouped) {
  const v = valueCells(r, showInvisible);
  const group = r.group !== void 0 && grouped.has(r.suite) && nameAfterGroup(r) === void 0 ? ` \u203A ${r.group}` : "";
  return [showInvisible(`${r.suite}${group} \u203A ${r.benchmark}`), showInvisible(r.metric), v.base, v.head, changeText(r, showInvisible), testText(r), verdictText(r)];
}
function renderText(c) {
  return [...renderTextLines(c)].join("");
}
function* renderTextLines(c) {
  const s = c.summary;
  const counts = ORDER.filter((v) => s.counts[v] > 0).map((v) => `${s.counts[v]} ${v}`).join(", ");
  const failed = s.failedSuites.length > 0 ? `${s.failedSuites.length} suite${s.failedSuites.length === 1 ? "" : "s"} failed \xB7 ` : "";
  const undecided = isUndecided(s);
  const verdict = undecided ? "undecided" : isNothingCompared(s) ? "nothing compared" : s.verdict;
  const out = [`benchgate: ${failed}${verdict}${counts ? ` (${counts})` : ""}`];
  if (s.geomean) {
    const ci = s.geomean.ci === void 0 ? "" : ` (95 % CI ${formatPercentChange(s.geomean.ci[0])} \u2026 ${formatPercentChange(s.geomean.ci[1])})`;
    out.push(`geometric mean of time: ${formatPercentChange(s.geomean.ratio)}${ci} over ${s.geomean.rows} benchmarks${geomeanBasis(s.geomean)}`);
  }
  for (const d of s.drift.filter((x) => x.status === "drift")) out.push(showInvisible(`drift in ${d.suite} (${d.metric}): ${d.note}`));
  if (s.paired) out.push(`paired rounds: ${s.paired.rounds} of at most ${s.paired.maxRounds} (seed ${s.paired.seed}), stopped: ${s.paired.stop}`);
  if (s.failedSuites.length) out.push(showInvisible(`failed suites: ${s.failedSuites.join(", ")}`));
  if (s.brokenInHead?.length) {
    const notes = new Map(c.rows.filter((r) => r.note?.startsWith("failed in head")).map((r) => [`${r.suite} \u203A ${r.benchmark}`, r.note]));
    out.push("failed in head, not in base:");
    for (const b of s.brokenInHead) out.push(showInvisible(`  ${b}${notes.has(b) ? `: ${notes.get(b).replace(/^failed in head: /, "").replace(/\s+/g, " ")}` : ""}`));
  }
  const failedElsewhere = /* @__PURE__ */ new Map();
  for (const r of c.rows) {
    if (r.note === void 0 || !(r.note.startsWith("failed in base and head: ") || r.note.startsWith("failed in base: "))) continue;
    const key = `${r.suite} \u203A ${r.benchmark}`;
    if (!failedElsewhere.has(key)) failedElsewhere.set(key, r.note.replace(/\s+/g, " "));
  }
  if (failedElsewhere.size > 0) {
    out.push("failed, not compared:");
    for (const [b, note] of failedElsewhere) out.push(showInvisible(`  ${b}: ${note}`));
  }
  const kinds = /* @__PURE__ */ new Set();
  for (let ri = 0; ri < c.rows.length; ri++) {
    const k = c.rows[ri].centre;
    if (k !== void 0 && k !== "value" && c.rows[ri].ratio !== null) kinds.add(k);
  }
  for (const k of kinds) out.push(`base and head cells: ${centreNote(k, "base", "head", "change")}`);
  for (const w of c.warnings ?? []) out.push(showInvisible(`warning: ${w.suite}${w.side === "base" ? " (base)" : ""}: ${w.text.replace(/\s+/g, " ")}`));
  const rows = [...c.rows].sort((a, b) => ORDER.indexOf(a.verdict) - ORDER.indexOf(b.verdict));
  const grouped = new Set([...groupBy(c.rows, (r) => r.suite)].filter(([, rs]) => namesGroups(rs)).map(([suite]) => suite));
  for (const l of out) yield `${l}
`;
  if (rows.length === 0) return;
  yield "\n";
  const noteRefs = /* @__PURE__ */ new Map();
  const cells = [["benchmark", "metric", "base", "head", "change", "test", "verdict", "note"]];
  for (const r of rows) {
    const cellsOf = line(r, grouped);
    let ref = "";
    if (r.note !== void 0 && r.note !== "") {
      let k = noteRefs.get(r.note);
      if (k === void 0) noteRefs.set(r.note, k = noteRefs.size + 1);
      ref = `[${k}]`;
    }
    cellsOf.push(ref);
    cells.push(cellsOf);
  }
  for (const l of pad(cells)) yield `${l}
`;
  if (noteRefs.size === 0) return;
  yield "\n";
  for (const [text, k] of noteRefs) yield `${showInvisible(`[${k}] ${text.replace(/\s+/g, " ")}`)}
`;
}

export {
  renderText,
  renderTextLines
};
