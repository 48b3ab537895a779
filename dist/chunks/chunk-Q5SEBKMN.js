#!/usr/bin/env node
import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  centreNote,
  changeText,
  escapeHtml,
  escapeInline,
  escapeMarkdown,
  geomeanBasis,
  markdownTable,
  nameAfterGroup,
  namesGroups,
  testText,
  valueCells,
  verdictText
} from "./chunk-CDZ2FWNN.js";
import {
  renderTemplate
} from "./chunk-MTUCHAR6.js";
import {
  ASSUMED_PROCESS_SIGMA,
  MIN_PROCESS_NOISE_BENCHMARKS,
  gatingMetrics,
  groupBy,
  isNothingCompared,
  isUndecided
} from "./chunk-6FUW3OSH.js";
import {
  toFixedOrExponent
} from "./chunk-YLFNOJY2.js";

// raw-text:templates/report.md.mustache
var report_md_default = '{{! The report: report.md, the job summary, and the PR comment (pr-comment.md.mustache includes it as the partial "report"). }}\n{{! Every field is markdown, already escaped; the fields are listed in docs/templates.md. }}\n{{! Each block is a paragraph of its own: a blank line before it, none left over when it is empty. }}\n### {{title}}\n{{#summary}}\n\n{{{summary}}}\n{{/summary}}\n{{#context}}\n\n{{{.}}}\n{{/context}}\n{{#regressions}}\n\n{{{regressions}}}\n{{/regressions}}\n{{#improvements}}\n\n{{{improvements}}}\n{{/improvements}}\n{{#tables}}\n\n{{{.}}}\n{{/tables}}\n{{#details}}\n\n{{{.}}}\n{{/details}}\n{{#methods}}\n\n{{{methods}}}\n{{/methods}}\n{{#omitted}}\n\n{{{omitted}}}\n{{/omitted}}\n{{#notes}}\n\n{{{.}}}\n{{/notes}}\n';

// raw-text:templates/pr-comment.md.mustache
var pr_comment_md_default = "{{! The sticky PR comment: the hidden marker it is found again by, then the report's own layout. }}\n{{! Without the marker, benchgate puts it on the first line. Fields: docs/templates.md. }}\n{{{marker}}}\n{{> report}}\n";

// src/render/markdown.ts
var JOB_SUMMARY_CHARS = 6e5;
var ORDER = ["regressed", "improved", "inconclusive", "added", "removed", "unchanged"];
var COUNT_LABEL = {
  regressed: ["\u26A0\uFE0F", "regressed"],
  improved: ["\u2705", "improved"],
  inconclusive: ["\u2754", "inconclusive"],
  added: ["\u{1F195}", "new"],
  removed: ["\u{1F5D1}\uFE0F", "removed"],
  unchanged: ["\u2796", "no change beyond noise"]
};
function pct(r, digits = 1) {
  const v = (r - 1) * 100;
  return `${v > 0 ? "+" : v < 0 ? "\u2212" : ""}${toFixedOrExponent(Math.abs(v), digits)} %`;
}
function age(from, now) {
  if (from === void 0 || now === void 0) return void 0;
  const ms = now.getTime() - new Date(from).getTime();
  if (!Number.isFinite(ms) || ms < 0) return void 0;
  const h = ms / 36e5;
  return h < 1 ? `${Math.round(ms / 6e4)} min old` : h < 48 ? `${Math.round(h)} h old` : `${Math.round(h / 24)} days old`;
}
function when(iso) {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(iso);
  return m ? `${m[1]} ${m[2]} UTC` : escapeMarkdown(iso);
}
function short(sha) {
  return sha === void 0 ? void 0 : `\`${sha.slice(0, 7).replace(/[^0-9a-zA-Z]/g, "")}\``;
}
function headline(c) {
  const s = c.summary;
  if (s.verdict === "no-baseline") return `No baseline to compare with: ${c.rows.length === 0 ? "the results are stored" : "showing the results only"}.`;
  const lead = {
    drift: "\u2754 **the whole run moved: no per-benchmark verdict is possible**",
    unchanged: "\u2796 **no change beyond noise**"
  };
  const first = s.verdict === "regressed" ? "regressed" : s.verdict === "improved" ? "improved" : void 0;
  const counts = ORDER.filter((v) => s.counts[v] > 0 && v !== first).map((v) => `${COUNT_LABEL[v][0]} ${s.counts[v]} ${COUNT_LABEL[v][1]}`);
  const undecided = isUndecided(s);
  const head = first ? `${COUNT_LABEL[first][0]} **${s.counts[first]} ${COUNT_LABEL[first][1]}**` : undecided ? "\u2754 **undecided: no change was called, and none was ruled out**" : isNothingCompared(s) ? "\u2754 **nothing was compared: no benchmark has results on both sides**" : s.verdict === "unchanged" ? `${lead.unchanged} in ${s.counts.unchanged} row${s.counts.unchanged === 1 ? "" : "s"}` : lead[s.verdict];
  const failed = s.failedSuites.length > 0 ? [`\u274C **${s.failedSuites.length} suite${s.failedSuites.length === 1 ? "" : "s"} failed**`] : [];
  const broken = s.brokenInHead?.length ?? 0;
  if (broken > 0) failed.push(`\u274C **${broken} benchmark${broken === 1 ? "" : "s"} broken in head**`);
  const tail = undecided ? counts.map((c2) => c2.startsWith("\u2796") ? `\u2796 ${s.counts.unchanged} exact count${s.counts.unchanged === 1 ? "" : "s"} unchanged` : c2) : counts.filter((c2) => s.verdict !== "unchanged" || !c2.startsWith("\u2796"));
  return [...failed, head, ...tail].join(" \xB7 ");
}
function notAtBase(from) {
  if (from === void 0) return "not at the base commit (newest on the base branch)";
  const commits = (n) => `${n} commit${n === 1 ? "" : "s"}`;
  if (from.ahead === 0) return `not at the base commit but ${commits(from.behind)} before it, the nearest with one (a change in ${from.behind === 1 ? "it" : "them"} reads as this PR's)`;
  if (from.behind === 0) return `not at the base commit but ${commits(from.ahead)} after it, the nearest with one (a change in ${from.ahead === 1 ? "it" : "them"} reads as this PR's, turned round)`;
  return `not at the base commit: on another line of history (${commits(from.ahead)} not in the base commit, ${commits(from.behind)} of it missing)`;
}
function contextLines(c, o) {
  const lines = [];
  const g = c.summary.geomean;
  if (g) {
    const ci = g.ci ? ` (95 % CI ${pct(g.ci[0])} \u2026 ${pct(g.ci[1])})` : "";
    const over = geomeanBasis(g);
    const called = c.summary.counts.regressed + c.summary.counts.improved > 0;
    const value = called ? `**${pct(g.ratio)}**` : pct(g.ratio);
    lines.push(`Geometric mean of time, head vs base: ${value}${ci} over ${g.rows} benchmark${g.rows === 1 ? "" : "s"}${over}.`);
  }
  if (o.baseline) {
    const b = o.baseline;
    const parts = [escapeMarkdown(b.source), short(b.commit) && `commit ${short(b.commit)}`, age(b.createdAt, o.now)];
    if (b.exactBase !== void 0) parts.push(b.exactBase ? "at the exact base commit" : notAtBase(b.fromBase));
    lines.push(`Baseline: ${parts.filter(Boolean).join(" \xB7 ")}.`);
  } else if (c.base) {
    const ref = c.base.ref !== void 0 && c.base.ref.length >= 4 && c.base.commit?.startsWith(c.base.ref) ? void 0 : c.base.ref;
    lines.push(`Baseline: ${[short(c.base.commit), ref && escapeMarkdown(ref), `created ${when(c.base.createdAt)}`].filter(Boolean).join(" \xB7 ")}.`);
  }
  const widened = c.summary.settings.baselineKind !== "stored" ? void 0 : c.rows.find((r) => r.gating && r.confidence === "lower" && r.test !== "threshold" && r.test !== "prediction-interval" && r.floor > c.summary.settings.noiseFloor);
  if (widened !== void 0) {
    lines.push(`The baseline is one earlier run, not measured side by side with head, with no history yet: its noise floor is widened to ${(widened.floor * 100).toFixed(0)} % and its verdicts are lower confidence.`);
  }
  const gatingMetric = gatingMetrics(c.rows);
  for (const d of c.summary.drift.filter((d2) => d2.status === "drift" && gatingMetric(d2))) {
    const mark = c.summary.settings.baselineKind === "paired" ? "" : "\u2754 ";
    lines.push(`> ${mark}**${escapeMarkdown(d.suite)}** (${escapeMarkdown(d.metric)}): ${escapeMarkdown(d.note.replace(/\.$/, ""))}.`);
  }
  const paired = pairedLine(c);
  if (paired) lines.push(paired);
  if (c.summary.failedSuites.length > 0) {
    lines.push(`> \u274C Failed suite${c.summary.failedSuites.length === 1 ? "" : "s"}: ${c.summary.failedSuites.map(escapeMarkdown).join(", ")} (see the job log).`);
  }
  const broken = c.summary.brokenInHead ?? [];
  if (broken.length > 0) {
    const shown = broken.slice(0, MAX_BROKEN).map(escapeMarkdown).join(", ") + (broken.length > MAX_BROKEN ? ` and ${broken.length - MAX_BROKEN} more` : "");
    lines.push(`> \u274C Failed in head, not in base: ${shown} (their errors are in the tables below).`);
  }
  const warned = warningsBlock(c);
  if (warned) lines.push(warned);
  return lines;
}
var MAX_WARNINGS = 10;
var MAX_BROKEN = 10;
var MAX_WARNING_CHARS = 400;
function warningsBlock(c) {
  const all = c.warnings ?? [];
  if (all.length === 0) return void 0;
  const multiSide = all.some((w) => w.side === "base");
  const items = all.slice(0, MAX_WARNINGS).map((w) => {
    const text = w.text.replace(/\s+/g, " ").trim();
    const cut = text.length > MAX_WARNING_CHARS ? `${text.slice(0, MAX_WARNING_CHARS)}\u2026` : text;
    return `> - **${escapeMarkdown(w.suite)}**${multiSide ? ` (${w.side})` : ""}: ${escapeInline(cut)}`;
  });
  const more = all.length - items.length;
  const tail = more > 0 ? [`> - \u2026and ${more} more (the comparison's \`warnings\`, and each suite's in the results).`] : [];
  return [`> \u26A0\uFE0F What the outputs said:`, ...items, ...tail].join("\n");
}
var STOP = {
  decided: "every gating benchmark was decided",
  "max-rounds": "the maximum number of rounds was reached",
  budget: "the time budget was used up",
  failed: "a suite failed",
  "read-back": "they were read back from the run's results files (its own report says why they stopped)"
};
function pairedLine(c) {
  const p = c.summary.paired;
  if (p) {
    const removed = p.commonFactorRemoved.length ? ` Each round's common factor was removed (median log ratio over the suite) for ${p.commonFactorRemoved.map(escapeMarkdown).join(", ")}.` : "";
    const gating = c.rows.filter((r) => r.gating && r.test === "signed-rank").length;
    const tooFew = p.callableFrom !== void 0 && p.stop !== "decided" ? ` **Too few rounds to call a change to a few benchmarks:** with ${gating} gating rows the signed-rank test needs at least ${p.callableFrom} rounds (its smallest p, 2 / 2\u207F over n rounds, times the rows for the false-discovery-rate adjustment, must fall below the \u03B1 of one of its looks)${p.maxRounds < p.callableFrom ? `; allow more with \`--rounds\` (the Action's \`rounds\`)` : p.stop === "budget" ? "; the time budget ended the rounds first" : ""}.` : "";
    return `Paired rounds: ${p.rounds} of at most ${p.maxRounds}${p.ref ? `, base ${escapeMarkdown(p.ref)} and head side by side` : ""}, order randomized (seed ${p.seed}); stopped because ${STOP[p.stop]}.${removed}${tooFew}`;
  }
  const failed = new Set(c.summary.failedSuites);
  const unsure = c.rows.some((r) => r.gating && r.verdict === "inconclusive" && !failed.has(r.suite)) || c.summary.drift.some((d) => d.status === "drift");
  if (c.summary.settings.baselineKind === "stored" && unsure) {
    return "_Too noisy to decide against a stored baseline? Measure base and head side by side in alternating rounds: comment `/benchgate run --paired`, or run `benchgate run --paired <base>` locally._";
  }
  return void 0;
}
function rowTable(rows, withSuite, withMetric, withGroup = false, said) {
  const header = [...withSuite ? ["Suite"] : [], ...withGroup ? ["Group"] : [], "Benchmark", ...withMetric ? ["Metric"] : [], "Base", "Head", "Change", "Test", "Verdict"];
  const body = rows.map((r) => {
    const v = valueCells(r, escapeInline);
    const note = r.note && r.note !== said ? ` <sup title="${escapeHtml(r.note)}">\u24D8</sup>` : "";
    return [
      ...withSuite ? [escapeMarkdown(r.suite)] : [],
      ...withGroup ? [r.group === void 0 ? "\u2014" : escapeMarkdown(r.group)] : [],
      escapeMarkdown((withGroup ? nameAfterGroup(r) : void 0) ?? r.benchmark),
      ...withMetric ? [escapeMarkdown(r.metric) + (r.gating ? "" : " (info)")] : [],
      v.base,
      v.head,
      changeText(r, escapeInline),
      testText(r),
      verdictText(r) + note
    ];
  });
  return markdownTable([header, ...body], { alignDelimiters: false, align: ["l"] });
}
function section(title, rows, multiSuite) {
  if (rows.length === 0) return void 0;
  return `#### ${title}

${rowTable(rows, multiSuite, true)}`;
}
function rowCost(r, showsNote) {
  return escapeMarkdown(r.suite).length + (r.group === void 0 ? 0 : escapeMarkdown(r.group).length + 3) + escapeMarkdown(r.benchmark).length + escapeMarkdown(r.metric).length + 3 * escapeMarkdown(r.unit).length + 120 + (showsNote && r.note ? escapeHtml(r.note).length + 30 : 0) + (r.relative?.ci ? 50 : 0);
}
function sharedNotes(rows) {
  const bySuite = /* @__PURE__ */ new Map();
  for (let ri = 0; ri < rows.length; ri++) {
    const r = rows[ri];
    let byMetric = bySuite.get(r.suite);
    if (byMetric === void 0) bySuite.set(r.suite, byMetric = /* @__PURE__ */ new Map());
    const seen = byMetric.get(r.metric);
    if (seen === void 0) byMetric.set(r.metric, { note: r.note ?? null, count: 1 });
    else {
      seen.count++;
      if (seen.note !== (r.note ?? null)) seen.note = null;
    }
  }
  return (suite, metric) => {
    const seen = bySuite.get(suite)?.get(metric);
    return seen !== void 0 && seen.note !== null && seen.count >= 2 ? seen.note : void 0;
  };
}
function rowsWithin(rows, budget) {
  if (!Number.isFinite(budget)) return { kept: rows, left: 0 };
  const shared = sharedNotes(rows);
  const said = /* @__PURE__ */ new Set();
  const suites = /* @__PURE__ */ new Set();
  const tables = /* @__PURE__ */ new Set();
  let used = 0;
  let i = 0;
  for (; i < rows.length; i++) {
    const r = rows[i];
    const key = `${r.suite}\0${r.metric}`;
    if (!suites.has(r.suite)) {
      suites.add(r.suite);
      used += escapeHtml(r.suite).length + 80;
    }
    if (!tables.has(key)) {
      tables.add(key);
      used += escapeMarkdown(r.metric).length + 90;
    }
    const note = shared(r.suite, r.metric);
    if (note !== void 0 && !said.has(key)) {
      said.add(key);
      used += escapeMarkdown(note).length + 20;
    }
    used += rowCost(r, note === void 0);
    if (used > budget) break;
  }
  return { kept: rows.slice(0, i), left: rows.length - i };
}
function suiteDetails(c, budget = Infinity, fullTables = "the results artifact and the report file") {
  const { kept, left } = rowsWithin(c.rows, budget);
  const out = suiteBlocks(kept);
  if (left > 0) out.push(`_${left} row${left === 1 ? "" : "s"} not shown here: the full tables are in ${fullTables}._`);
  return out;
}
function suiteBlocks(all) {
  const bySuite = groupBy(all, (r) => r.suite);
  const out = [];
  for (const [suite, rows] of bySuite) {
    const byMetric = groupBy(rows, (r) => r.metric);
    const tables = [...byMetric].map(([metric, rs]) => {
      const named = namesGroups(rs);
      const ordered = named ? [...groupBy(rs, (r) => r.group ?? "").values()].flat() : rs;
      const said = sharedNotes(rs)(suite, metric);
      const saidLine = said === void 0 ? "" : `

_Every row: ${escapeMarkdown(said)}._`;
      return `**${escapeMarkdown(metric)}**${rs.every((r) => !r.gating) ? " (shown, not gating)" : ""}${saidLine}

${rowTable(ordered, false, false, named, said)}`;
    });
    const benchmarks = new Set(rows.map((r) => r.benchmark)).size;
    out.push(`<details><summary>${escapeHtml(suite)}: ${benchmarks} benchmark${benchmarks === 1 ? "" : "s"}, ${byMetric.size} metric${byMetric.size === 1 ? "" : "s"}</summary>

${tables.join("\n\n")}

</details>`);
  }
  return out;
}
function centresLine(c) {
  const testsByKind = /* @__PURE__ */ new Map();
  const labelOf = /* @__PURE__ */ new Map();
  for (let ri = 0; ri < c.rows.length; ri++) {
    const r = c.rows[ri];
    if (r.centre === void 0 || r.ratio === null) continue;
    let tests = testsByKind.get(r.centre);
    if (tests === void 0) testsByKind.set(r.centre, tests = /* @__PURE__ */ new Set());
    let label = labelOf.get(r.test);
    if (label === void 0) labelOf.set(r.test, label = r.test === "none" ? "not tested" : testText(r));
    tests.add(label);
  }
  const kinds = [...testsByKind.keys()];
  if (kinds.length === 0) return void 0;
  const labels = kinds.map((k) => [...testsByKind.get(k)].join(", "));
  const distinct = new Set(labels).size === labels.length && kinds.length > 1;
  const by = (k, i) => `${distinct ? `${labels[i]}: ` : ""}${centreNote(k, "Base", "Head", "change")}`;
  return `- **Base and Head** are the centres each test compared, so Head / Base is the change shown: ${kinds.map(by).join(" ")}`;
}
function assumedOverRuns(c) {
  return c.rows.some((r) => r.test === "assumed-process-sigma" && r.centre === "geomean-runs");
}
function assumedSigmas(c) {
  const used = /* @__PURE__ */ new Set();
  for (let ri = 0; ri < c.rows.length; ri++) {
    const r = c.rows[ri];
    if (r.assumedSigma !== void 0) used.add(r.assumedSigma);
  }
  return [...used].sort((a, b) => a - b).map((s) => `${Number((s * 100).toPrecision(3))} %`).join(", ");
}
function methods(c) {
  const s = c.summary.settings;
  const tests = /* @__PURE__ */ new Set();
  const wider = /* @__PURE__ */ new Set();
  for (let ri = 0; ri < c.rows.length; ri++) {
    const r = c.rows[ri];
    tests.add(r.test);
    if (r.test !== "none" && r.test !== "exact" && r.floor > s.noiseFloor) wider.add(r.floor);
  }
  const floorsUsed = wider.size === 0 ? "" : ` (${[...wider].sort((a, b) => a - b).map((f) => `${(f * 100).toFixed(0)} %`).join(", ")} for ${wider.size === 1 ? "the rows" : "rows"} where one process a side cannot show how far results move between processes: \`single-run-floor\`)`;
  const lines = [
    `- Noise floor ${(s.noiseFloor * 100).toFixed(0)} %${floorsUsed}, \u03B1 = ${s.alpha}; p-values are adjusted across the report by ${s.fdr === "benjamini-hochberg" ? "Benjamini\u2013Hochberg (false-discovery rate)" : s.fdr}, separately for gating rows and for rows shown for information.`,
    tests.has("mann-whitney") && "- **U test**: two-sided Mann\u2013Whitney U on the raw samples, with a 95 % interval of the median ratio: a seeded percentile bootstrap of the Hodges\u2013Lehmann ratio (median of the pairwise ratios) up to 400 sample pairs, a bootstrap of the ratio of medians beyond that, and from 50 samples per side the order-statistic interval of the ratio of medians (Price\u2013Bonett). A change is called only when the adjusted p < \u03B1 **and** the whole interval lies beyond the noise floor.",
    tests.has("welch") && "- **Welch t**: only mean, spread and n were available; Welch\u2019s t test from those summaries, interval by the delta method on the log scale.",
    tests.has("welch-runs") && "- **t on runs**: each side ran several times in separate processes; samples of one process share its JIT, code alignment and memory layout, so the run is the unit: Welch\u2019s t on the logs of the runs\u2019 central values (n counts runs), 95 % interval of the ratio of their geometric means.",
    tests.has("moderated-t") && "- **moderated t on runs**: as t on runs, but with many benchmarks each row\u2019s variance of its log runs is shrunk towards the suite\u2019s (the empirical-Bayes prior of Smyth 2004, fitted on the log variances of every benchmark with runs on both sides, as limma does), and the t gets the prior\u2019s degrees of freedom: five runs a side say little about one benchmark\u2019s spread, the whole suite says a lot. Where the benchmarks\u2019 spreads truly differ, the fitted prior is weak and each row keeps its own.",
    tests.has("prediction-interval") && "- **history PI** (lower confidence): the baseline carries earlier runs; head is judged against a Student-t prediction interval of that history.",
    tests.has("signed-rank") && "- **signed-rank**: base and head ran side by side in rounds (order randomized in each round); the per-round log ratios ln(head/base) are the replicates (n counts rounds), tested with Wilcoxon\u2019s signed-rank test, Hodges\u2013Lehmann estimate and interval of the ratio. From 5 benchmarks per suite, each round\u2019s median log ratio is subtracted first (the row is judged relative to the suite\u2019s common move in that round). Rounds are added while a row is undecided; each look tests at the \u03B1 it may spend (O\u2019Brien\u2013Fleming-type Lan\u2013DeMets), so the repeated looks keep the error rate.",
    tests.has("random-effects") && "- **t + process \u03C3**: one process per side (or a baseline stored by another job) cannot show how far the next process lands, and on a shared machine that is often more than the samples\u2019 spread. So each suite measures it: the spread of its benchmarks\u2019 log ratios around their median (1.4826 \xD7 MAD: changes in fewer than half of the benchmarks cannot carry it away, though the more benchmarks really changed, the wider it reads, and the fewer changes it lets through), less what their own samples explain, is a between-process \u03C3 added to every row\u2019s error. Each row is tested with Student\u2019s t relative to the suite\u2019s common move (degrees of freedom of that robust \u03C3), and the 95 % interval shown includes that \u03C3; the floor is at least the single-run floor (`single-run-floor`, default 10 %). Thousands of iterations in one process never make a move significant that the process-to-process spread explains.",
    tests.has("assumed-process-sigma") && `- **z + assumed \u03C3**: one process a side${assumedOverRuns(c) ? ", or runs of one job against a baseline stored by another (a job's runs ran back to back, and what moved its machine moved them all)" : ""}, in a suite with fewer than ${MIN_PROCESS_NOISE_BENCHMARKS} benchmarks in the metric: too few to measure how far a process${assumedOverRuns(c) ? " or a job" : ""} moves, and the samples of one process do not show it. The row's log ratio is tested against its own error plus an assumed between-process \u03C3 of ${assumedSigmas(c)} (\`process-sigma\`; the default ${(ASSUMED_PROCESS_SIGMA * 100).toFixed(0)} % is the upper end of what real suites measured on a shared 2-core runner, 15\u201338 %), normal, and the 95 % interval shown includes it. ${s.baselineKind === "stored" ? "Paired rounds (base and head side by side in one job) or a baseline with a history measure it instead." : "`repeat: 5` or paired rounds measure it instead."}`,
    centresLine(c),
    c.rows.some((r) => r.baseSpread !== void 0 || r.headSpread !== void 0) && "- **\xB1** beside a value: the spread its harness reported for it, as a robust one beside a median (the MAD, else half the IQR), else the standard deviation, else the harness's own error bar (JMH, libtest), else the relative margin times the value. It describes the samples, not the interval of the change.",
    c.rows.some((r) => r.relative?.ci !== void 0 && r.p !== void 0) && "- **vs suite**: a row judged relative to its suite\u2019s common move shows its raw change and interval first, then the change relative to that move with the interval and p the verdict used.",
    tests.has("exact") && "- **exact**: the metric does not vary between samples (allocations, sizes, instruction counts): no test; a change beyond the floor is one (a size: any change).",
    tests.has("threshold") && "- **threshold** (lower confidence): single values on one side or both; no test is possible, the noise floor alone decides.",
    // Only where that happened: with `repeat` on both sides the plain floor applies (compare-runs.ts), and a
    // footer saying "widened to 10 %" under rows judged at 5 % contradicted them.
    s.baselineKind === "stored" && wider.size > 0 && "- The baseline is a stored run from another job: without a history, its floor is widened (`single-run-floor`, default 10 %) and verdicts are marked lower confidence.",
    `- Seed ${s.seed}: the same inputs give the same report.`
  ];
  return `<details><summary>How these verdicts were computed</summary>

${lines.filter(Boolean).join("\n")}

</details>`;
}
function pointer(o) {
  const where = [o.links?.summary && `[the job summary](${o.links.summary})`, o.links?.artifact && `[the results artifact](${o.links.artifact})`].filter(Boolean);
  return `_The full report did not fit here: see ${where.length ? where.join(" and ") : o.fullTables ?? "the job summary and the results artifact"}._`;
}
function renderReport(c, o = {}) {
  const report = o.template ?? report_md_default;
  return fitReport(c, o, (fields) => renderTemplate(report, fields));
}
function renderComment(c, o) {
  const partials = { report: o.template ?? report_md_default };
  return fitReport(c, o, (fields) => renderTemplate(o.commentTemplate ?? pr_comment_md_default, { ...fields, marker: o.marker }, { partials }));
}
function fitReport(c, o, layout) {
  const multiSuite = new Set(c.rows.map((r) => r.suite)).size > 1;
  const top = {
    title: escapeMarkdown(o.title ?? "benchgate"),
    summary: headline(c),
    context: contextLines(c, o),
    notes: o.notes ?? [],
    verdict: c.summary.verdict,
    counts: c.summary.counts
  };
  const headLength = [`### ${top.title}`, top.summary, ...top.context].join("\n\n").length;
  const regressions = section("\u26A0\uFE0F Regressions", c.rows.filter((r) => r.gating && r.verdict === "regressed"), multiSuite);
  const improvements = section("\u2705 Improvements", c.rows.filter((r) => r.gating && r.verdict === "improved"), multiSuite);
  const max = o.maxChars ?? Infinity;
  const details = suiteDetails(c, max - headLength - (regressions?.length ?? 0) - (improvements?.length ?? 0) - 2e3, o.fullTables);
  const methodsBlock = methods(c);
  const extra = o.extra ?? [];
  const omitted = pointer(o);
  const attempts = [
    [true, true, true],
    [false, true, true],
    [false, false, true],
    [false, false, false]
  ];
  for (const [d, e, i] of attempts) {
    const full = d && e && i;
    const text = layout({
      ...top,
      regressions,
      improvements: i ? improvements : void 0,
      tables: e ? extra : [],
      details: d ? details : [],
      methods: methodsBlock,
      omitted: full ? void 0 : omitted
    });
    if (text.length <= max) return text;
  }
  const bare = layout({ ...top, tables: [], details: [], omitted });
  const budget = Math.max(0, max - bare.length - 200);
  const reg = regressions ?? "";
  const cut = reg.length > budget ? `${reg.slice(0, reg.lastIndexOf("\n", budget))}

_\u2026more regressions omitted._` : reg;
  const last = layout({ ...top, regressions: cut || void 0, tables: [], details: [], omitted });
  if (last.length <= max) return last;
  const note = `

${omitted}
`;
  const room = Math.max(0, max - note.length);
  const at = last.lastIndexOf("\n", room);
  return `${last.slice(0, at > 0 ? at : room)}${note}`.slice(0, max);
}

export {
  JOB_SUMMARY_CHARS,
  renderReport,
  renderComment
};
