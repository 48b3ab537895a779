#!/usr/bin/env node
import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  XMLParser,
  XMLValidator
} from "./chunk-WTZCLGOG.js";
import {
  METRIC,
  byteFactor,
  byteRateFactor,
  formatQuantity,
  mean,
  median,
  normalQuantile,
  parseNumber,
  studentTQuantile,
  timeFactor
} from "./chunk-YLFNOJY2.js";
import {
  STATISTICS,
  own
} from "./chunk-DQAUADO5.js";
import {
  JsonStreamError,
  lineAt,
  listSome,
  maxOf,
  minOf,
  parseJsonStream,
  pushAll
} from "./chunk-77VUEDXU.js";
import {
  MAX_JSON_DEPTH,
  jsonTooDeep
} from "./chunk-UZR27MWT.js";
import {
  DetectionError,
  ParseError
} from "./chunk-PI4KOZG2.js";

// src/parse/adapter.ts
function exactAlternation(names) {
  return `^(${names.map((n) => n.replace(/[\\^$.*+?()[\]{}|]/g, "\\$&")).join("|")})$`;
}
function detectAny(input, detectFile9) {
  const verdicts = input.files.map((f) => detectFile9(f.text));
  return verdicts.includes("yes") ? "yes" : verdicts.includes("maybe") ? "maybe" : "no";
}
function pickJsonOrConsole(input, kindOf7, onNone) {
  const kinds = input.files.map((file) => ({ file, kind: kindOf7(file.text) }));
  for (const kind of ["json", "console"]) {
    const files2 = kinds.filter((k) => k.kind === kind).map((k) => k.file);
    if (files2.length > 0) return { files: files2, kind };
  }
  const first = input.files[0];
  throw new ParseError({ harness: onNone.harness, file: first?.path ?? "<none>", line: 1, expected: onNone.expected, found: first?.text.split(/\r?\n/, 1)[0] ?? "" });
}

// src/parse/text-lines.ts
var ANSI = /\u001b\[[0-?]*[ -/]*[@-~]|\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)|\u001b[@-Z\\-_]/g;
function stripAnsi(text) {
  return text.includes("\x1B") ? text.replace(ANSI, "") : text;
}
function ownCopy(text) {
  return text.length < 13 ? text : ` ${text}`.slice(1);
}
var OTHER_SPACE = /[\v\f\r\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]/;
var BLANK_RUN_KEPT = 2;
function numberedLines(text) {
  const clean = stripAnsi(text);
  const out = [];
  let blanks = 0;
  for (let start = 0, line = 1; ; line++) {
    const nl = clean.indexOf("\n", start);
    const stop = nl < 0 ? clean.length : nl;
    let end = stop;
    if (nl >= 0 && end > start && clean.charCodeAt(end - 1) === 13) end--;
    if (end > start && clean.charCodeAt(end - 1) === 13) end--;
    let k = start;
    while (k < end && (clean.charCodeAt(k) === 32 || clean.charCodeAt(k) === 9)) k++;
    blanks = k === end || OTHER_SPACE.test(clean[k]) && clean.slice(k, end).trim() === "" ? blanks + 1 : 0;
    if (blanks <= BLANK_RUN_KEPT) out.push({ text: clean.slice(start, end), line });
    if (nl < 0) return out;
    start = nl + 1;
  }
}
var TO_COLUMN_1 = /\u001b\[[01]?G/g;
function screenLines(text) {
  const lines = numberedLines(text.includes("\x1B") ? text.replace(TO_COLUMN_1, "\r") : text);
  for (const l of lines) {
    const cr = l.text.lastIndexOf("\r");
    if (cr < 0) continue;
    l.text = l.text.slice(cr + 1);
    l.redrawn = true;
  }
  return lines;
}
function runnerBanner(lines) {
  let i = 0;
  while (i < lines.length && lines[i].trim() === "") i++;
  const start = i;
  if (i < lines.length && /^yarn run v\d/.test(lines[i])) i++;
  while (i < lines.length && /^(?:> |\$ )\S/.test(lines[i])) i++;
  if (i === start) return 0;
  while (i < lines.length && lines[i].trim() === "") i++;
  return i;
}
var YARN_DONE = /^Done in [\d.]+m?s\.$/;
function firstLine(text) {
  const nl = text.indexOf("\n");
  if (nl < 0) return text;
  return text.slice(0, nl > 0 && text.charCodeAt(nl - 1) === 13 ? nl - 1 : nl);
}
function lineOfIndex(text, index) {
  let line = 1;
  for (let at = text.indexOf("\n"); at !== -1 && at < index; at = text.indexOf("\n", at + 1)) line++;
  return line;
}
function lastLine(text) {
  const clean = stripAnsi(text);
  let count2 = 1;
  for (let i = clean.indexOf("\n"); i !== -1; i = clean.indexOf("\n", i + 1)) count2++;
  const tail = clean.slice(clean.lastIndexOf("\n") + 1);
  return { text: tail.endsWith("\r") ? tail.slice(0, -1) : tail, line: count2 };
}
function cutOffLastLine(lines) {
  const last = lines[lines.length - 1];
  return last !== void 0 && last.text.trim() !== "" ? last : void 0;
}
var WHOLE_LAST_LINE = "the line to end with a newline (the tool ends every line with one: the output was cut off mid-line)";
function printedZeroWarning(at, benchmark, metric2, printed, exact) {
  const better = exact === void 0 ? "" : `; ${exact} has the exact value`;
  return `${at}: ${benchmark}: ${metric2} printed as "${printed}", below the output's resolution: kept as 0, compared as inconclusive${better}`;
}

// src/parse/unique-names.ts
var UniqueNames = class {
  used = /* @__PURE__ */ new Set();
  next = /* @__PURE__ */ new Map();
  /** `name` if unused, else `base (i)` with the first unused i ≥ 2 (i only grows for a base: linear overall). */
  take(name, base = name) {
    if (!this.used.has(name)) {
      this.used.add(name);
      return name;
    }
    let i = this.next.get(base) ?? 2;
    let candidate = `${base} (${i})`;
    while (this.used.has(candidate)) candidate = `${base} (${++i})`;
    this.next.set(base, i + 1);
    this.used.add(candidate);
    return candidate;
  }
};

// src/parse/json-doc.ts
var ANSI2 = /\u001b\[[0-?]*[ -/]*[@-~]/g;
function fail(src, path, expected, found) {
  throw new ParseError({ ...src, path, expected, found: found === void 0 ? void 0 : describe(found) });
}
function describe(value) {
  if (value === void 0) return "nothing";
  if (Array.isArray(value)) return `an array of ${value.length}`;
  if (typeof value === "object" && value !== null) return "an object";
  return typeof value === "string" ? value : String(value);
}
function parseJsonText(src, text, expected) {
  const clean = text.replace(ANSI2, "").replace(/^\uFEFF/, "");
  if (clean.trim() === "") throw new ParseError({ ...src, line: 1, expected, found: "" });
  const deep = jsonTooDeep(clean);
  if (deep) throw new ParseError({ ...src, line: deep.line, expected: `JSON nested at most ${MAX_JSON_DEPTH} levels deep (${expected})` });
  try {
    return JSON.parse(clean);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    const at = /position (\d+)/.exec(message);
    const pos = at ? Number(at[1]) : clean.length;
    const line = lineOfIndex(clean, pos);
    const end = clean.indexOf("\n", pos);
    const lineText = clean.slice(clean.lastIndexOf("\n", pos - 1) + 1, end < 0 ? clean.length : end);
    throw new ParseError({ ...src, line, expected: `valid JSON (${message.split("\n")[0]})`, found: lineText.trim() });
  }
}
function parseJsonFile(src, file, expected, elements) {
  if (file.json === void 0) {
    const doc = parseJsonText(src, file.text, expected);
    const list = isRecord(doc) && elements?.key !== void 0 ? doc[elements.key] : elements !== void 0 && elements.key === void 0 ? doc : void 0;
    if (elements !== void 0 && Array.isArray(list)) for (let i = 0; i < list.length; i++) list[i] = elements.map(list[i], i);
    return doc;
  }
  try {
    return parseJsonStream(file.json, { elements });
  } catch (err) {
    if (!(err instanceof JsonStreamError)) throw err;
    throw new ParseError({
      ...src,
      line: lineAt(file.json, err.offset),
      expected: `${err.expected} at byte ${err.offset} of ${file.json.size} (${expected})`,
      found: err.found
    });
  }
}
function scaleFiniteArray(src, value, path, factor = 1) {
  const raw = array(src, value, path);
  for (let i = 0; i < raw.length; i++) {
    const x = raw[i];
    const scaled = typeof x === "number" ? x * factor : NaN;
    raw[i] = Number.isFinite(scaled) ? scaled : finite(src, x, `${path}[${i}]`, factor);
  }
  return raw;
}
function isRecord(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function record(src, value, path) {
  return isRecord(value) ? value : fail(src, path, "an object", value);
}
function array(src, value, path) {
  return Array.isArray(value) ? value : fail(src, path, "an array", value);
}
function string(src, value, path) {
  return typeof value === "string" && value.trim() !== "" ? value : fail(src, path, "a non-empty string", value);
}
function optString(src, value, path) {
  return value === void 0 || value === null ? void 0 : string(src, value, path);
}
function finite(src, value, path, factor = 1) {
  if (typeof value !== "number" || !Number.isFinite(value)) return fail(src, path, "a finite number", value);
  const scaled = value * factor;
  return Number.isFinite(scaled) ? scaled : fail(src, path, "a number in range", value);
}
function optFinite(src, value, path, factor = 1) {
  return value === void 0 || value === null ? void 0 : finite(src, value, path, factor);
}
function nonNegative(src, value, path, factor = 1) {
  const n = finite(src, value, path, factor);
  return n >= 0 ? n : fail(src, path, "a non-negative number", value);
}
function optNonNegative(src, value, path, factor = 1) {
  return value === void 0 || value === null ? void 0 : nonNegative(src, value, path, factor);
}
function scalarText(src, value, path) {
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return fail(src, path, "a string, number or boolean", value);
}
function uniqueNames(items) {
  const names = new UniqueNames();
  return items.map((item) => {
    const name = names.take(item.name);
    return name === item.name ? item : { ...item, name };
  });
}
function hasSchema(text, id) {
  let i = 0;
  while (i < text.length && /\s/.test(text[i])) i++;
  if (text[i] !== "{" || !text.includes(id)) return false;
  try {
    const doc = JSON.parse(text);
    return isRecord(doc) && doc.schema === id;
  } catch {
    return false;
  }
}

// src/parse/asv.ts
var ID = "asv";
function detectFile(text) {
  const head2 = text.slice(0, 4096);
  return /^\s*\{/.test(head2) && /"result_columns"\s*:/.test(text) && /"results"\s*:/.test(head2 + text.slice(0, 1 << 20)) ? "yes" : "no";
}
function isVersion1(text) {
  return /^\s*\{/.test(text) && !/"result_columns"\s*:/.test(text) && /"commit_hash"\s*:/.test(text) && /"results"\s*:/.test(text) && /"version"\s*:\s*1\s*[,}]/.test(text);
}
function quoteBareNonFinite(text) {
  if (!/NaN|Infinity/.test(text)) return text;
  return text.replace(/"(?:[^"\\]|\\.)*"|(-?Infinity|NaN)/g, (m, bare) => bare === void 0 ? m : `"${bare}"`);
}
function pointCount(params) {
  let n = 1;
  for (const values of params) n *= values.length;
  return n;
}
var MAX_FAILED_POINTS = 1e4;
function points(params) {
  let out = [[]];
  for (const values of params) out = out.flatMap((p) => values.map((v) => [...p, v]));
  return out;
}
function kindOf(name) {
  const fn = name.slice(name.lastIndexOf(".") + 1);
  if (/^(?:Time[A-Z_]|time_|Timeraw[A-Z_]|timeraw_)./.test(fn)) return { metric: METRIC.time, unit: "ns", factor: 1e9 };
  if (/^(?:Mem[A-Z_]|mem_)./.test(fn)) return { metric: METRIC.memory, unit: "B", factor: 1, exact: true };
  if (/^(?:PeakMem[A-Z_]|peakmem_)./.test(fn)) return { metric: METRIC.memory, unit: "B", factor: 1 };
  return { metric: "value", unit: "", factor: 1 };
}
function declared(input) {
  const out = /* @__PURE__ */ new Map();
  for (const f of input.files) {
    if (detectFile(f.text) === "yes" || !/"param_names"\s*:/.test(f.text)) continue;
    try {
      const doc = JSON.parse(f.text);
      if (!isRecord(doc)) continue;
      for (const [k, v] of Object.entries(doc)) {
        if (!isRecord(v)) continue;
        const d = {};
        if (Array.isArray(v["param_names"]) && v["param_names"].every((n) => typeof n === "string")) d.paramNames = v["param_names"];
        if (typeof v["unit"] === "string" && v["unit"] !== "" && v["unit"] !== "unit") d.unit = v["unit"];
        out.set(k, d);
      }
    } catch {
    }
  }
  return out;
}
function parse(input) {
  const benchmarks = [];
  const known = declared(input);
  const v1 = input.files.find((f) => isVersion1(f.text));
  if (v1) {
    fail(
      { harness: ID, file: v1.path },
      "version",
      "asv results format version 2 (asv \u2265 0.5 writes it; re-run the benchmarks with a current asv, `pip install -U asv`)",
      "1 (results format version 1, written by asv < 0.5; benchgate reads version 2 only)"
    );
  }
  const files2 = input.files.filter((f) => detectFile(f.text) === "yes");
  if (files2.length === 0) fail({ harness: ID, file: input.files[0]?.path ?? "<stdout>" }, "$", "an asv results JSON file (result_columns, results)", input.files[0]?.text.slice(0, 40));
  const warnings = [];
  const positional = /* @__PURE__ */ new Set();
  let first;
  const envs = [];
  for (const file of files2) {
    const src = { harness: ID, file: file.path };
    const text = file.json === void 0 ? { ...file, text: quoteBareNonFinite(file.text) } : file;
    const doc = record(src, parseJsonFile(src, text, "an asv results JSON file"), "$");
    const commit = doc["commit_hash"];
    if (typeof commit === "string" && commit !== "") {
      if (first === void 0) first = { path: file.path, commit };
      else if (commit !== first.commit) {
        fail(
          src,
          "commit_hash",
          `the commit of ${first.path} (${first.commit.slice(0, 8)}): one commit's results (asv keeps each commit's side by side, .asv/results/<machine>/<commit>-<env>.json; read only the current commit's, whose name starts with its first 8 hex digits, or remove .asv/results before the run)`,
          commit
        );
      }
    }
    envs.push({ from: benchmarks.length, env: typeof doc["env_name"] === "string" ? doc["env_name"] : "" });
    const skipped = [];
    const columns = array(src, doc["result_columns"], "result_columns");
    const col = (c) => columns.indexOf(c);
    for (const [name, rawRow] of Object.entries(record(src, doc["results"], "results"))) {
      const path = `results.${name}`;
      if (name === "") fail(src, path, "a benchmark name", '""');
      const row = array(src, rawRow, path);
      const cell = (c) => col(c) >= 0 ? row[col(c)] : void 0;
      const params = cell("params") ?? [];
      if (!Array.isArray(params) || !params.every((p) => Array.isArray(p) && p.every((v) => typeof v === "string"))) fail(src, `${path}.params`, "an array of lists of param values (asv writes each as its repr, a string)", params);
      const count2 = pointCount(params);
      if (cell("result") === null && count2 > MAX_FAILED_POINTS) {
        benchmarks.push({ name, status: "failed", error: `asv recorded no result for any of its ${count2} params points (the benchmark failed)`, metrics: {} });
        continue;
      }
      const results = cell("result") === null ? Array.from({ length: count2 }, () => null) : array(src, cell("result"), `${path}.result`);
      if (count2 !== results.length) fail(src, `${path}.result`, `${count2} values (one per params point)`, results.length);
      const pts = points(params);
      const kind = kindOf(name);
      const unit = kind.metric === "value" ? known.get(name)?.unit : void 0;
      const k = unit === void 0 ? kind : { ...kind, unit };
      const list = (c) => Array.isArray(cell(c)) ? cell(c) : void 0;
      results.forEach((v, i) => {
        const full = pts[i].length === 0 ? name : `${name}(${pts[i].join(", ")})`;
        if (v === "NaN") {
          skipped.push(full);
          return;
        }
        if (v === null || typeof v !== "number" || !Number.isFinite(v)) {
          benchmarks.push({ name: full, status: "failed", error: v === null ? "asv recorded no result (the benchmark failed)" : `asv recorded ${String(v)}`, metrics: {} });
          return;
        }
        const metric2 = { unit: k.unit, direction: "smaller", value: v * k.factor };
        if (k.metric === METRIC.time) metric2.statistic = "median";
        if (k.exact) metric2.exact = true;
        const lo = list("stats_ci_99_a")?.[i];
        const hi = list("stats_ci_99_b")?.[i];
        if (typeof lo === "number" && typeof hi === "number") metric2.spread = { ci: { lower: lo * k.factor, upper: hi * k.factor, level: 0.99 } };
        const samples = list("samples")?.[i];
        if (Array.isArray(samples) && samples.length > 0 && samples.every((s) => typeof s === "number")) {
          metric2.samples = samples.map((s) => s * k.factor);
          metric2.n = samples.length;
        } else {
          const repeat = list("stats_repeat")?.[i];
          if (typeof repeat === "number" && Number.isSafeInteger(repeat) && repeat >= 1) metric2.n = repeat;
        }
        const b = { name: full, metrics: { [k.metric]: metric2 } };
        if (pts[i].length > 0) {
          const names = known.get(name)?.paramNames;
          if (names === void 0) positional.add(name);
          b.params = Object.fromEntries(pts[i].map((p, j) => [names?.[j] ?? `p${j}`, p]));
        }
        benchmarks.push(b);
      });
    }
    if (skipped.length > 0) warnings.push(`${file.path}: asv skipped ${skipped.length === 1 ? "this point" : `these ${skipped.length} points`} (NaN: setup raised NotImplementedError, or not selected): ${skipped.join(", ")}`);
  }
  if (benchmarks.length === 0) fail({ harness: ID, file: files2[0].path }, "results", "at least one benchmark", "{}");
  if (new Set(envs.map((e) => e.env)).size > 1) nameByEnvironment(benchmarks, envs);
  if (positional.size > 0) {
    warnings.push(`param names unknown for ${positional.size} benchmark(s), shown as p0, p1, \u2026: asv keeps them in results/benchmarks.json, one folder above the results file; give it too (the suite's output files, or a second path to parse and compare)`);
  }
  return warnings.length > 0 ? { benchmarks, warnings } : { benchmarks };
}
function nameByEnvironment(benchmarks, envs) {
  envs.forEach(({ from, env }, k) => {
    const to = envs[k + 1]?.from ?? benchmarks.length;
    for (let i = from; i < to; i++) {
      const b = benchmarks[i];
      b.name = `${b.name} [${env}]`;
      b.params = { ...b.params, env };
    }
  });
}
var asv = {
  id: ID,
  description: "airspeed velocity (asv) results JSON (.asv/results/<machine>/<commit>-<env>.json; samples with --record-samples)",
  // A version 1 file is claimed too, so that it gets the message saying what to do rather than "no adapter".
  detect: (input) => detectAny(input, (text) => isVersion1(text) ? "yes" : detectFile(text)),
  parse,
  largeJson: true
};

// src/parse/benchmarkdotnet.ts
var ID2 = "benchmarkdotnet";
var ANSI3 = /\u001b\[[0-?]*[ -/]*[@-~]/g;
function head(text) {
  return text.slice(0, 8192).replace(ANSI3, "").replace(/^\uFEFF/, "");
}
function detectFile2(text) {
  const h = head(text);
  if (!/^\s*\{/.test(h)) return "no";
  const benchmarks = /"Benchmarks"\s*:/.test(h);
  if (benchmarks && /"HostEnvironmentInfo"\s*:|"BenchmarkDotNetCaption"\s*:/.test(h)) return "yes";
  return benchmarks || /"FullName"\s*:[^]*"Statistics"\s*:/.test(h) ? "maybe" : "no";
}
function detect(input) {
  return detectAny(input, detectFile2);
}
function parse2(input) {
  let files2 = input.files.filter((f) => detectFile2(f.text) === "yes");
  if (files2.length === 0) files2 = input.files.filter((f) => /^\s*\{/.test(head(f.text))).slice(0, 1);
  if (files2.length === 0) {
    const first = input.files[0];
    throw new ParseError({
      harness: ID2,
      file: first?.path ?? "<none>",
      line: 1,
      expected: "a BenchmarkDotNet JSON full export (*-report-full.json)",
      found: first?.text.split(/\r?\n/, 1)[0] ?? ""
    });
  }
  const runs = /* @__PURE__ */ new Map();
  for (const r of files2.map(parseFile)) {
    const key = r.title ?? `\0${r.path}`;
    const same = runs.get(key);
    if (same === void 0) runs.set(key, [r]);
    else same.push(r);
  }
  const kept = [];
  const warnings = [];
  for (const exports of runs.values()) {
    const best = exports.reduce((a, b) => richness(b) > richness(a) ? b : a);
    kept.push(best);
    const others = exports.filter((r) => r !== best).map((r) => r.path);
    if (others.length > 0) warnings.push(`read ${best.path}; ${others.join(", ")} ${others.length === 1 ? "is another export" : "are other exports"} of the same run (Title "${best.title}"), not read again`);
  }
  const benchmarks = uniqueNames(kept.flatMap((r) => r.benchmarks));
  return warnings.length > 0 ? { benchmarks, warnings } : { benchmarks };
}
function richness(r) {
  return (r.measurements ? 2 : 0) + (r.benchmarks.some((b) => Object.values(b.metrics).some((m) => m.samples !== void 0)) ? 1 : 0);
}
function parseFile(file) {
  const src = { harness: ID2, file: file.path };
  const root = record(src, parseJsonFile(src, file, "a BenchmarkDotNet JSON full export"), "$");
  const rows = array(src, root.Benchmarks, "Benchmarks");
  if (rows.length === 0) fail(src, "Benchmarks", "at least one benchmark", rows);
  const entries = rows.map((row, i) => readBenchmark(src, record(src, row, `Benchmarks[${i}]`), `Benchmarks[${i}]`));
  const counts = /* @__PURE__ */ new Map();
  for (const e of entries) counts.set(e.b.name, (counts.get(e.b.name) ?? 0) + 1);
  const benchmarks = entries.map((e) => counts.get(e.b.name) > 1 && e.job !== void 0 ? { ...e.b, name: `${e.b.name} [${e.job}]` } : e.b);
  const measurements = rows.some((r) => isRecord(r) && Array.isArray(r.Measurements) && r.Measurements.length > 0);
  return { path: file.path, ...typeof root.Title === "string" && root.Title !== "" ? { title: root.Title } : {}, benchmarks, measurements };
}
function jobOf(display) {
  const m = /: (.+?)(?:\((.*?)\))?(?: \[.*\])?$/.exec(display);
  if (m === null) return void 0;
  const id = m[1].trim();
  const characteristics = m[2]?.trim();
  return /^Job-[A-Z]{6}$/.test(id) && characteristics ? characteristics : id === "" ? void 0 : id;
}
function readBenchmark(src, r, path) {
  const type = string(src, r.Type, `${path}.Type`);
  const method = string(src, r.Method, `${path}.Method`);
  const title = optString(src, r.MethodTitle, `${path}.MethodTitle`) ?? method;
  const params = readParams(src, r.Parameters, `${path}.Parameters`);
  const fullName = optString(src, r.FullName, `${path}.FullName`);
  const b = { name: `${type}.${title}${argumentSuffix(fullName, params)}`, metrics: {} };
  if (params !== void 0) b.params = params;
  const display = typeof r.DisplayInfo === "string" ? r.DisplayInfo : "";
  const job = jobOf(display);
  if (r.Statistics === void 0 || r.Statistics === null) {
    return { b: { ...b, status: "failed", error: "BenchmarkDotNet reported no statistics (the benchmark failed or was not measured)" }, job };
  }
  b.metrics[METRIC.time] = readTime(src, record(src, r.Statistics, `${path}.Statistics`), r.Measurements, path);
  if (r.Memory !== void 0 && r.Memory !== null) readMemory(src, record(src, r.Memory, `${path}.Memory`), `${path}.Memory`, b.metrics);
  const memoryRan = !(isRecord(r.Memory) && typeof r.Memory.TotalOperations === "number" && r.Memory.TotalOperations <= 0);
  if (r.Metrics !== void 0 && r.Metrics !== null) readDiagnoserMetrics(src, array(src, r.Metrics, `${path}.Metrics`), `${path}.Metrics`, b.metrics, memoryRan);
  return { b, job };
}
function readParams(src, value, path) {
  if (value === void 0 || value === null || value === "") return void 0;
  if (typeof value !== "string") return fail(src, path, 'a string of name=value pairs joined by "&"', value);
  const params = {};
  for (const pair of value.split("&")) {
    const eq = pair.indexOf("=");
    if (eq <= 0) return fail(src, path, 'name=value pairs joined by "&"', value);
    params[pair.slice(0, eq)] = pair.slice(eq + 1);
  }
  return params;
}
function argumentSuffix(fullName, params) {
  const open = fullName?.indexOf("(") ?? -1;
  if (fullName !== void 0 && open >= 0 && fullName.endsWith(")")) return fullName.slice(open);
  if (params === void 0) return "";
  return `(${Object.entries(params).map(([k, v]) => `${k}: ${v}`).join(", ")})`;
}
function optStat(src, value, path, nonNeg) {
  if (value === "NaN" || value === "") return void 0;
  return nonNeg ? optNonNegative(src, value, path) : optFinite(src, value, path);
}
function readTime(src, s, measurements, path) {
  const sp = `${path}.Statistics`;
  const spread = {
    stddev: optStat(src, s.StandardDeviation, `${sp}.StandardDeviation`, true),
    sem: optStat(src, s.StandardError, `${sp}.StandardError`, true),
    iqr: optStat(src, s.InterquartileRange, `${sp}.InterquartileRange`, true),
    min: optStat(src, s.Min, `${sp}.Min`, false),
    max: optStat(src, s.Max, `${sp}.Max`, false)
  };
  if (isRecord(s.ConfidenceInterval)) {
    const ci = readInterval(src, s.ConfidenceInterval, `${sp}.ConfidenceInterval`);
    if (ci !== void 0) spread.ci = ci;
  }
  for (const k of Object.keys(spread)) if (spread[k] === void 0) delete spread[k];
  const metric2 = {
    unit: "ns",
    direction: "smaller",
    // The median: BenchmarkDotNet's summary leads with the mean, but benchgate's tests compare medians
    // and the median of the iterations is robust to the one-sided outliers (GC, scheduler) it reports.
    value: finite(src, s.Median, `${sp}.Median`),
    statistic: "median",
    spread
  };
  if (s.N !== void 0 && s.N !== null) {
    const n = nonNegative(src, s.N, `${sp}.N`);
    if (!Number.isInteger(n)) fail(src, `${sp}.N`, "a whole number", s.N);
    metric2.n = n;
  }
  const samples = s.OriginalValues !== void 0 && s.OriginalValues !== null ? scaleFiniteArray(src, s.OriginalValues, `${sp}.OriginalValues`) : resultSamples(src, measurements, `${path}.Measurements`);
  if (samples !== void 0 && samples.length > 0) {
    metric2.samples = samples;
    metric2.n ??= samples.length;
  }
  return metric2;
}
function resultSamples(src, value, path) {
  if (value === void 0 || value === null) return void 0;
  const samples = [];
  array(src, value, path).forEach((row, i) => {
    const m = record(src, row, `${path}[${i}]`);
    if (m.IterationMode !== "Workload" || m.IterationStage !== "Result") return;
    const ops = finite(src, m.Operations, `${path}[${i}].Operations`);
    if (!(ops > 0)) fail(src, `${path}[${i}].Operations`, "a positive operation count", m.Operations);
    const perOp = finite(src, m.Nanoseconds, `${path}[${i}].Nanoseconds`) / ops;
    samples.push(Number.isFinite(perOp) ? perOp : fail(src, `${path}[${i}].Nanoseconds`, "a number in range", m.Nanoseconds));
  });
  return samples.length > 0 ? samples : void 0;
}
var LEVELS = ["L50", "L70", "L75", "L80", "L85", "L90", "L92", "L95", "L96", "L97", "L98", "L99", "L999", "L9999", "L99999", "L999999"];
function levelFraction(level) {
  const name = typeof level === "number" && Number.isInteger(level) ? LEVELS[level] : typeof level === "string" ? level : void 0;
  if (typeof level === "number" && level > 0 && level < 1) return level;
  const m = name === void 0 ? null : /^L(\d+)$/.exec(name);
  return m ? Number(`0.${m[1]}`) : void 0;
}
function intervalLevel(ci) {
  const se = typeof ci.StandardError === "number" ? ci.StandardError : ci.Error;
  const margin = ci.Margin;
  if (typeof se !== "number" || typeof margin !== "number" || !(se > 0) || !(margin > 0)) return levelFraction(ci.Level);
  const n = typeof ci.N === "number" && Number.isInteger(ci.N) && ci.N >= 2 ? ci.N : void 0;
  const quantile = (level) => n === void 0 ? normalQuantile((1 + level) / 2) : studentTQuantile((1 + level) / 2, n - 1);
  const fits = (level) => Math.abs(quantile(level) / (margin / se) - 1) <= 0.01;
  const named2 = levelFraction(ci.Level);
  if (named2 !== void 0 && fits(named2)) return named2;
  return LEVELS.map((_, i) => levelFraction(i)).find(fits);
}
function readInterval(src, ci, path) {
  const lower = optStat(src, ci.Lower, `${path}.Lower`, false);
  const upper = optStat(src, ci.Upper, `${path}.Upper`, false);
  const level = intervalLevel(ci);
  if (lower === void 0 || upper === void 0 || level === void 0 || lower > upper) return void 0;
  return { lower, upper, level };
}
var GC_METRIC_IDS = /* @__PURE__ */ new Set(["Gen0Collects", "Gen1Collects", "Gen2Collects", "Allocated Memory"]);
function readMemory(src, m, path, metrics) {
  const total = optFinite(src, m.TotalOperations, `${path}.TotalOperations`);
  if (total !== void 0 && total <= 0) return;
  const bytes = m.BytesAllocatedPerOperation;
  if (bytes !== void 0 && bytes !== null) {
    const value = nonNegative(src, bytes, `${path}.BytesAllocatedPerOperation`);
    metrics[METRIC.memory] = { unit: "B", direction: "smaller", value, statistic: "mean" };
  }
  if (total === void 0) return;
  for (const gen of [0, 1, 2]) {
    const count2 = optNonNegative(src, m[`Gen${gen}Collections`], `${path}.Gen${gen}Collections`);
    if (count2 === void 0) continue;
    const value = count2 / total * 1e3;
    if (!Number.isFinite(value)) fail(src, `${path}.Gen${gen}Collections`, "a number in range", m[`Gen${gen}Collections`]);
    metrics[`gen${gen}`] = { unit: "collections/1000 ops", direction: "smaller", value, statistic: "mean" };
  }
}
function readDiagnoserMetrics(src, rows, path, metrics, memoryRan) {
  rows.forEach((row, i) => {
    const r = record(src, row, `${path}[${i}]`);
    const d = record(src, r.Descriptor, `${path}[${i}].Descriptor`);
    const id = string(src, d.Id, `${path}[${i}].Descriptor.Id`);
    if (id === "Allocated Memory" && memoryRan && metrics[METRIC.memory] === void 0 && (d.Unit === "B" || d.Unit === void 0)) {
      metrics[METRIC.memory] = { unit: "B", direction: "smaller", value: nonNegative(src, r.Value, `${path}[${i}].Value`), statistic: "mean" };
      return;
    }
    if (GC_METRIC_IDS.has(id) || metrics[id] !== void 0) return;
    const unit = typeof d.Unit === "string" && d.Unit.trim() !== "" ? d.Unit : "count";
    const value = finite(src, r.Value, `${path}[${i}].Value`);
    metrics[id] = { unit, direction: d.TheGreaterTheBetter === true ? "bigger" : "smaller", value, statistic: "mean" };
  });
}
var benchmarkdotnet = {
  id: ID2,
  description: "BenchmarkDotNet JSON full export (*-report-full.json: median, every iteration, MemoryDiagnoser)",
  detect,
  parse: parse2,
  largeJson: true
};

// src/parse/benchmarkjs.ts
var ID3 = "benchmarkjs";
var RESULT = /^(?<name>.*\S) +x +(?<hz>[\d,]+(?:\.\d+)?) ops\/sec \u00b1(?<rme>\d+(?:\.\d+)?)% \((?<n>\d+) runs? sampled\)$/;
var MARKER = new RegExp("^\\p{Extended_Pictographic}\\uFE0F?\\s+", "u");
var RESULT_LIKE = /ops\/sec|runs? sampled\)| x \d/;
var SUMMARY = /^(?:the )?(?:fastest|slowest) (?:is|are|was) /i;
var MAX_ERROR_LINE = 4096;
var ERROR_LINE = /^(?<name>.+?):(?:$| (?<error>.*\b\w*(?:Error|Exception)\b.*|(?:code|message|name|stack): .*)$)/;
var ANSI4 = /\u001b\[[0-9;?]*[ -/]*[@-~]/g;
function resultBenchmark(name, hz, printed, rme, n) {
  const spread = { rme: rme / 100 };
  const dot = printed.indexOf(".");
  const step = dot < 0 ? 1 : 10 ** -(printed.length - dot - 1);
  return {
    name,
    status: "ok",
    metrics: {
      // hz is benchmark.js's 1 / mean period, so the statistic is the mean.
      [METRIC.throughput]: { unit: "ops/s", direction: "bigger", value: hz, statistic: "mean", n, spread, resolution: step },
      // Derived: benchmark.js prints no time, 1e9 / hz is its mean period. The same rme applies to the mean,
      // and hz's last digit to the time: a step of hz moves 1e9 / hz by about 1e9 × step / hz².
      [METRIC.time]: { unit: "ns", direction: "smaller", value: 1e9 / hz, statistic: "mean", n, spread: { ...spread }, resolution: 1e9 * step / (hz * hz) }
    }
  };
}
var SEP = " > ";
function nameAcrossBlocks(rows, named2) {
  const blocksOf = /* @__PURE__ */ new Map();
  for (const r of rows) blocksOf.set(r.benchmark.name, (blocksOf.get(r.benchmark.name) ?? /* @__PURE__ */ new Set()).add(r.block));
  const titled = /* @__PURE__ */ new Map();
  for (const r of rows) if (r.title !== void 0) titled.set(r.title, (titled.get(r.title) ?? /* @__PURE__ */ new Set()).add(r.block));
  const where = /* @__PURE__ */ new Map();
  const seen = /* @__PURE__ */ new Map();
  for (const r of rows) {
    if (blocksOf.get(r.benchmark.name).size > 1) {
      const label = r.title !== void 0 && titled.get(r.title).size === 1 ? r.title : `suite ${r.block}`;
      r.benchmark.name = `${label}${SEP}${r.benchmark.name}`;
      if (label === r.title) named2.add(r.titleAt);
    }
    const first = seen.get(r.benchmark.name);
    if (first !== void 0) {
      throw new ParseError({ harness: ID3, file: r.file, line: r.line, expected: `a unique benchmark name ("${r.benchmark.name}" was already reported at ${first})`, found: r.text });
    }
    seen.set(r.benchmark.name, r.where);
    where.set(r.benchmark, r.where);
  }
  return where;
}
function parse3(input) {
  const rows = [];
  const ignored = [];
  let block = 0;
  for (const file of input.files) {
    const lines = screenLines(file.text);
    const cut = cutOffLastLine(lines);
    const last = cut?.text.trim() ?? "";
    if (cut !== void 0 && (cut.redrawn === true || !RESULT.test(last) && !SUMMARY.test(last))) {
      const expected = cut.redrawn === true ? `${WHOLE_LAST_LINE}; a line redrawn on every cycle is progress until its newline` : WHOLE_LAST_LINE;
      throw new ParseError({ harness: ID3, file: file.path, line: cut.line, expected, found: last });
    }
    let inBlock = false;
    let title;
    let titleAt;
    const add = (benchmark, line, text) => {
      if (!inBlock) block++;
      inBlock = true;
      rows.push({ benchmark, block, title, titleAt, where: `${file.path}:${line}`, file: file.path, line, text });
    };
    const other = (text, line) => {
      if (inBlock) title = titleAt = void 0;
      inBlock = false;
      if (!SUMMARY.test(text)) {
        title = text;
        titleAt = `${file.path}:${line}`;
      }
    };
    const banner = runnerBanner(lines.map((l) => l.text));
    lines.forEach((raw, i) => {
      const text = raw.text.trim();
      const line = raw.line;
      if (text === "" || i < banner || YARN_DONE.test(text)) return;
      if (SUMMARY.test(text)) return other(text, line);
      const m = RESULT.exec(text);
      if (m?.groups) {
        const hz = parseNumber(m.groups.hz);
        const rme = parseNumber(m.groups.rme);
        const n = parseNumber(m.groups.n);
        if (hz === void 0 || !(hz > 0) || rme === void 0 || n === void 0 || !Number.isSafeInteger(n)) {
          throw new ParseError({ harness: ID3, file: file.path, line, expected: "a positive ops/sec, a \xB1rme% and a run count", found: text });
        }
        add(resultBenchmark(m.groups.name.replace(MARKER, ""), hz, m.groups.hz, rme, n), line, text);
        return;
      }
      if (RESULT_LIKE.test(text)) {
        throw new ParseError({ harness: ID3, file: file.path, line, expected: '"<name> x <ops> ops/sec \xB1<rme>% (<n> runs sampled)"', found: text });
      }
      const e = text.length <= MAX_ERROR_LINE ? ERROR_LINE.exec(text) : null;
      if (e?.groups && e.groups.name.trim() !== "") {
        const message = (e.groups.error ?? "").trim();
        add(
          {
            name: e.groups.name.trim(),
            status: "failed",
            error: message === "" ? NO_MESSAGE : message,
            metrics: {}
          },
          line,
          text
        );
        return;
      }
      ignored.push(`${file.path}:${line}`);
      other(text, line);
    });
  }
  const blocksWithResults = new Set(rows.filter((r) => r.benchmark.status === "ok").map((r) => r.block));
  if (blocksWithResults.size > 0) {
    for (const r of rows) if (!blocksWithResults.has(r.block)) ignored.push(r.where);
    let kept = 0;
    for (const r of rows) if (blocksWithResults.has(r.block)) rows[kept++] = r;
    rows.length = kept;
    ignored.sort(byPlace);
  }
  unpadNames(rows);
  const named2 = /* @__PURE__ */ new Set();
  const where = nameAcrossBlocks(rows, named2);
  const unread = named2.size === 0 ? ignored : ignored.filter((at) => !named2.has(at));
  const benchmarks = rows.map((r) => r.benchmark);
  const logged = failureLogs(benchmarks, new Map([...where].map(([b, w]) => [b.name, w])));
  if (benchmarks.length === 0) {
    throw new ParseError({
      harness: ID3,
      file: input.files.map((f) => f.path).join(", ") || "<no files>",
      expected: 'at least one "<name> x <ops> ops/sec \xB1<rme>% (<n> runs sampled)" line',
      found: firstLine(input.files.find((f) => f.text.trim() !== "")?.text.trim() ?? "")
    });
  }
  const warnings = [...logged, ...unread.length === 0 ? [] : [`ignored ${unread.length} line(s) that are not benchmark.js results (first at ${unread[0]})`]];
  return warnings.length > 0 ? { benchmarks, warnings } : { benchmarks };
}
function unpadNames(rows) {
  const blocks = /* @__PURE__ */ new Map();
  for (const r of rows) {
    if (r.benchmark.status !== "ok") continue;
    const block = blocks.get(r.block);
    if (block === void 0) blocks.set(r.block, [r]);
    else block.push(r);
  }
  for (const block of blocks.values()) {
    const width = block[0].benchmark.name.length;
    if (block.length < 2 || block.some((r) => r.benchmark.name.length !== width) || !block.some((r) => r.benchmark.name.endsWith("."))) continue;
    for (const r of block) r.benchmark.name = r.benchmark.name.replace(/\.+$/, "");
  }
}
function byPlace(a, b) {
  const [fa, la] = [a.slice(0, a.lastIndexOf(":")), Number(a.slice(a.lastIndexOf(":") + 1))];
  const [fb, lb] = [b.slice(0, b.lastIndexOf(":")), Number(b.slice(b.lastIndexOf(":") + 1))];
  return fa === fb ? la - lb : 0;
}
var NO_MESSAGE = "benchmark.js reported an error (it prints no message for Error objects)";
function failureLogs(benchmarks, where) {
  const failed = /* @__PURE__ */ new Map();
  for (const b of benchmarks) if (b.status === "failed") failed.set(b.name, b);
  const warnings = [];
  const logs = /* @__PURE__ */ new Set();
  for (const b of failed.values()) {
    for (let at = b.name.indexOf(" "); at >= 0; at = b.name.indexOf(" ", at + 1)) {
      const named2 = failed.get(b.name.slice(at + 1));
      if (named2 === void 0 || named2 === b) continue;
      logs.add(b);
      if (named2.error === NO_MESSAGE && b.error !== NO_MESSAGE) named2.error = b.error;
      warnings.push(`${where.get(b.name)}: "${b.name}: \u2026" read as a log of ${JSON.stringify(named2.name)} failing, not a benchmark`);
      break;
    }
  }
  if (logs.size > 0) {
    let k = 0;
    for (const b of benchmarks) if (!logs.has(b)) benchmarks[k++] = b;
    benchmarks.length = k;
  }
  return warnings;
}
function detect2(input) {
  let maybe = false;
  for (const file of input.files) {
    const text = file.text.slice(0, 2e5).replace(ANSI4, "");
    for (const line of text.split(/\r?\n/)) {
      if (RESULT.test(line.trim())) return "yes";
      if (line.includes("ops/sec")) maybe = true;
    }
  }
  return maybe ? "maybe" : "no";
}
var benchmarkjs = {
  id: ID3,
  description: 'benchmark.js: `String(bench)` cycle lines ("name x 1,234 ops/sec \xB11.2% (18 runs sampled)")',
  detect: detect2,
  parse: parse3
};

// src/parse/cargo-bench.ts
var HARNESS = "cargo-bench";
var BENCH = /^test (.+?) \.\.\. bench:\s+(\S+) (\S+)\/iter \(\+\/- (\S+)\)(?: = (\S+) (\S+\/s))?$/;
var FAILED = /^test (.+?) \.\.\. FAILED$/;
var DETECT = /^test .+? \.\.\. bench:\s+[\d,.]+ \S+\/iter \(\+\/- [\d,.]+\)/m;
var LINE = '"test <name> ... bench: <N> <unit>/iter (+/- <D>)"';
function cargoTarget(line) {
  const words = line.trim().split(/\s+/);
  if (words[0] !== "Running" || words.length < 2) return void 0;
  const binary = words[words.length - 1].replace(/^\(|\)$/g, "").split(/[/\\]/).pop();
  return /^(.+)-[0-9a-f]{16}(?:\.exe)?$/.exec(binary)?.[1];
}
function detect3(input) {
  return input.files.some((f) => f.text.includes("bench:") && DETECT.test(stripAnsi(f.text))) ? "yes" : "no";
}
function fail2(file, line, expected, found) {
  throw new ParseError({ harness: HARNESS, file, line, expected, found });
}
function perIteration(unit, value, error) {
  const factor = timeFactor(unit);
  if (factor !== void 0) {
    return [METRIC.time, { unit: "ns", direction: "smaller", value: value * factor, statistic: "median", spread: { error: error * factor } }];
  }
  return [unit, { unit, direction: "smaller", value, statistic: "median", spread: { error } }];
}
function wholeRow(text) {
  const m = BENCH.exec(text.trimEnd());
  return m !== null && m[5] === void 0;
}
function parse4(input) {
  const found = [];
  const warnings = [];
  let block = 0;
  let byName = /* @__PURE__ */ new Map();
  let runFailure;
  for (const file of input.files) {
    let capturing;
    let captured = false;
    let running;
    let target;
    const lines = numberedLines(file.text);
    const cut = cutOffLastLine(lines);
    if (cut !== void 0 && cut.text.startsWith("test ") && !wholeRow(cut.text)) fail2(file.path, cut.line, WHOLE_LAST_LINE, cut.text);
    for (const { text, line } of lines) {
      const trimmed = text.trimEnd();
      if (trimmed.includes("Running")) target = cargoTarget(stripAnsi(trimmed)) ?? target;
      if (/^running \d+ tests?$/.test(trimmed)) {
        running = { line, text: trimmed };
        block++;
        byName = /* @__PURE__ */ new Map();
      }
      if (/^test result: /.test(trimmed)) running = void 0;
      const section = /^---- (.+) stdout ----$/.exec(trimmed);
      if (section) {
        const b2 = byName.get(section[1]);
        capturing = b2?.status === "failed" ? b2 : void 0;
        captured = false;
        continue;
      }
      if (capturing) {
        if (trimmed === "" && !captured) continue;
        if (trimmed === "" || trimmed === "failures:") capturing = void 0;
        else if (!trimmed.startsWith("note: run with")) {
          capturing.error = captured ? `${capturing.error}
${trimmed}` : trimmed;
          captured = true;
        }
        continue;
      }
      if (!trimmed.startsWith("test ")) continue;
      if (/^test result: FAILED\b/.test(trimmed)) {
        runFailure ??= { file: file.path, line, text: trimmed };
        continue;
      }
      if (/^test result: /.test(trimmed) || / \.\.\. (ok|ignored(, .*)?)$/.test(trimmed)) continue;
      const failed = FAILED.exec(trimmed);
      const m = BENCH.exec(trimmed);
      if (!failed && !m) {
        if (/ \.\.\. bench:/.test(trimmed)) fail2(file.path, line, LINE, trimmed);
        if (/ \.\.\.$/.test(trimmed)) fail2(file.path, line, 'the result after "test <name> ..." (libtest prints it on the same line once the benchmark ran: the run stopped in between)', trimmed);
        continue;
      }
      const name = (failed ?? m)[1].trimEnd();
      if (byName.has(name)) fail2(file.path, line, "each benchmark name once", trimmed);
      const b = { name, metrics: {} };
      if (failed) {
        b.status = "failed";
        b.error = "benchmark failed";
      } else {
        const value = parseNumber(m[2]);
        const error = parseNumber(m[4]);
        if (value === void 0 || error === void 0 || error < 0) fail2(file.path, line, 'numbers in "<N> <unit>/iter (+/- <D>)"', trimmed);
        const [metric2, measured] = perIteration(m[3], value, error);
        b.metrics[metric2] = measured;
        if (m[5] !== void 0) {
          const rate2 = parseNumber(m[5]);
          const factor = byteRateFactor(m[6]);
          if (rate2 === void 0 || factor === void 0) fail2(file.path, line, '"= <N> MB/s"', trimmed);
          b.metrics[METRIC.throughput] = { unit: "B/s", direction: "bigger", value: rate2 * factor, statistic: "median" };
        }
      }
      found.push({ b, block, target });
      byName.set(name, b);
    }
    if (running !== void 0) {
      const end = lines.findLast((l) => l.text.trim() !== "");
      fail2(file.path, end.line, `libtest's closing "test result:" line for the "${running.text}" of line ${running.line} (libtest always prints one: the output was cut off, or the run was killed)`, end.text.trimEnd());
    }
  }
  const benchmarks = distinctNames(found, warnings);
  if (!benchmarks.some((b) => b.status !== "failed")) {
    const where = runFailure ?? { file: input.files[0]?.path ?? "<stdout>", line: 1, text: input.files[0]?.text.split("\n", 1)[0] ?? "" };
    fail2(where.file, where.line, `at least one ${LINE} line`, where.text);
  }
  if (runFailure && !benchmarks.some((b) => b.status === "failed")) {
    warnings.push(`${runFailure.file}:${runFailure.line}: the run failed outside the benchmarks: ${runFailure.text}`);
  }
  return warnings.length > 0 ? { benchmarks, warnings } : { benchmarks };
}
function distinctNames(found, warnings) {
  const blocks = /* @__PURE__ */ new Map();
  for (const f of found) blocks.set(f.b.name, (blocks.get(f.b.name) ?? /* @__PURE__ */ new Set()).add(f.block));
  const names = new UniqueNames();
  const numbered = /* @__PURE__ */ new Set();
  const out = found.map(({ b, target }) => {
    if (blocks.get(b.name).size < 2) return b;
    if (target === void 0) {
      numbered.add(b.name);
      return { ...b, name: names.take(b.name) };
    }
    return { ...b, name: names.take(`${target}/${b.name}`, b.name), group: target };
  });
  if (numbered.size > 0) {
    const first = [...numbered].slice(0, 3);
    warnings.push(
      `${numbered.size === 1 ? `"${first[0]}" was` : `${numbered.size} names (${first.map((n) => `"${n}"`).join(", ")}${numbered.size > 3 ? ", \u2026" : ""}) were`} run by several bench targets: told apart by the targets' order as "<name> (2)", \u2026 ; merge cargo's stderr into the output (\`cargo bench 2>&1\`) to name them by target`
    );
  }
  return out;
}
var shard = {
  // A name prefixed with its target (distinctNames) is selected by libtest's own name, in every target.
  unitOf: (b) => b.group !== void 0 && b.name.startsWith(`${b.group}/`) ? b.name.slice(b.group.length + 1) : b.name.replace(/ \(\d+\)$/, ""),
  listArgs: { args: ["--list"], afterDoubleDash: true },
  // The name ends at a non-space (the same names as `(.+?)`): a lazy one that may end inside a run of spaces
  // rescanned the run from each of its positions (a listed line with 64 KiB of spaces: 2.6 s).
  parseList: (stdout) => stdout.split(/\r?\n/).flatMap((l) => (/^(\s|.*?\S)\s*: bench(mark)?$/.exec(l.trim()) ?? [])[1] ?? []),
  selectArgs: (units) => ({ args: ["--exact", ...units], afterDoubleDash: true })
};
var cargoBench = {
  id: HARNESS,
  description: "Rust libtest benchmarks (`cargo bench` #[bench], Criterion --output-format bencher)",
  detect: detect3,
  parse: parse4,
  shard
};

// src/parse/catch2.ts
var ID4 = "catch2";
var ANSI5 = /\u001b\[[0-9;?]*[ -/]*[@-~]/g;
var ARRAYS = /* @__PURE__ */ new Set(["TestCase", "Group", "Section", "BenchmarkResults", "Expression", "Exception", "FatalErrorCondition", "Failure"]);
var isNode = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
function fail3(file, path, expected, found) {
  throw new ParseError({ harness: ID4, file, path, expected, found });
}
function nodes(parent, key, file, path) {
  const v = parent[key];
  if (v === void 0) return [];
  const list = Array.isArray(v) ? v : [v];
  return list.map((n, i) => {
    if (!isNode(n)) fail3(file, `${path}.${key}[${i}]`, `a <${key}> element`, String(n));
    return n;
  });
}
function attr(node, name, file, path) {
  const v = node[`@_${name}`];
  if (typeof v !== "string") fail3(file, `${path}@${name}`, `attribute ${name}`, v === void 0 ? "nothing" : String(v));
  return v;
}
function numAttr(node, name, file, path, check, what) {
  const text = attr(node, name, file, path);
  const n = parseNumber(text);
  if (n === void 0 || !check(n)) fail3(file, `${path}@${name}`, what, text);
  return n;
}
function child(node, key, file, path) {
  const v = node[key];
  if (!isNode(v)) fail3(file, `${path}.${key}`, `one <${key}> element`, v === void 0 ? "nothing" : Array.isArray(v) ? `${v.length} elements` : String(v));
  return v;
}
function firstFailure(node) {
  for (const kind of ["Expression", "Exception", "FatalErrorCondition", "Failure"]) {
    const list = node[kind];
    for (const item of Array.isArray(list) ? list : list === void 0 ? [] : [list]) {
      if (kind === "Expression") {
        if (!isNode(item) || item["@_success"] !== "false") continue;
        const original = isNode(item) && typeof item.Original === "string" ? item.Original.trim() : "";
        const where = isNode(item) ? `${String(item["@_filename"] ?? "?")}:${String(item["@_line"] ?? "?")}` : "";
        return `assertion failed at ${where}${original ? `: ${original}` : ""}`;
      }
      const text = isNode(item) ? typeof item["#text"] === "string" ? item["#text"] : "" : String(item);
      return `${kind}: ${text.trim()}`;
    }
  }
  for (const section of Array.isArray(node.Section) ? node.Section : []) {
    const inner = isNode(section) ? firstFailure(section) : void 0;
    if (inner) return inner;
  }
  return void 0;
}
function benchmarkOf(b, file, path) {
  if (b.failed !== void 0) {
    const failed = Array.isArray(b.failed) ? b.failed[0] : b.failed;
    const message = isNode(failed) && typeof failed["@_message"] === "string" ? failed["@_message"] : "";
    return { status: "failed", error: message === "" ? "the benchmark failed" : message, metrics: {} };
  }
  if (b["@_samples"] === void 0 && b.mean === void 0) {
    const failure = firstFailure(b);
    if (failure !== void 0) return { status: "failed", error: failure, metrics: {} };
  }
  const n = numAttr(b, "samples", file, path, (x) => Number.isSafeInteger(x) && x >= 0, "a sample count");
  const mean2 = child(b, "mean", file, path);
  const sd = child(b, "standardDeviation", file, `${path}`);
  const mp = `${path}.mean`;
  const nonNeg = (x) => x >= 0;
  const value = numAttr(mean2, "value", file, mp, nonNeg, "a mean in ns");
  const lower = numAttr(mean2, "lowerBound", file, mp, () => true, "a number");
  const upper = numAttr(mean2, "upperBound", file, mp, () => true, "a number");
  const level = numAttr(mean2, "ci", file, mp, (x) => x >= 0 && x < 1, "a confidence level in [0, 1)");
  const stddev = numAttr(sd, "value", file, `${path}.standardDeviation`, nonNeg, "a standard deviation in ns");
  if (level === 0) {
    return { status: "ok", metrics: { [METRIC.time]: { unit: "ns", direction: "smaller", value, statistic: "mean", n, spread: {} } } };
  }
  const time = { unit: "ns", direction: "smaller", value, statistic: "mean", n, spread: { stddev, ci: { lower, upper, level } } };
  return { status: "ok", metrics: { [METRIC.time]: time } };
}
function collect(node, file, path, sections, out) {
  nodes(node, "BenchmarkResults", file, path).forEach((b, i) => out.push({ node: b, path: `${path}.BenchmarkResults[${i}]`, sections }));
  nodes(node, "Section", file, path).forEach((s, i) => {
    const sp = `${path}.Section[${i}]`;
    collect(s, file, sp, [...sections, attr(s, "name", file, sp)], out);
  });
}
function parseXmlFile(file) {
  const text = file.text.replace(ANSI5, "");
  const valid = XMLValidator.validate(text);
  if (valid !== true) {
    throw new ParseError({ harness: ID4, file: file.path, line: valid.err.line, expected: "well-formed Catch2 XML", found: valid.err.msg });
  }
  let doc;
  try {
    doc = new XMLParser({ ignoreAttributes: false, parseAttributeValue: false, isArray: (name) => ARRAYS.has(name) }).parse(text);
  } catch (err) {
    return fail3(file.path, "$", "well-formed Catch2 XML", err instanceof Error ? err.message : String(err));
  }
  if (!isNode(doc)) fail3(file.path, "$", "a Catch2 XML document");
  if (isNode(doc.testsuites) || isNode(doc.testsuite)) fail3(file.path, "$", NO_BENCHMARKS, "a JUnit report (--reporter junit), which holds no benchmark results");
  let root;
  let rootPath;
  if (isNode(doc.Catch2TestRun)) {
    root = doc.Catch2TestRun;
    rootPath = "Catch2TestRun";
  } else if (isNode(doc.Catch)) {
    const groups = nodes(doc.Catch, "Group", file.path, "Catch");
    if (groups.length !== 1) fail3(file.path, "Catch.Group", "one <Group> element", `${groups.length}`);
    root = groups[0];
    rootPath = "Catch.Group[0]";
  } else {
    return fail3(file.path, "$", "a <Catch2TestRun> (v3) or <Catch> (v2) root element", Object.keys(doc).join(", ") || "nothing");
  }
  const found = [];
  const cases = nodes(root, "TestCase", file.path, rootPath).map((tc, ti) => ({ tc, tp: `${rootPath}.TestCase[${ti}]` }));
  for (let k = 0; k < cases.length; k++) {
    const { tc, tp } = cases[k];
    nodes(tc, "TestCase", file.path, tp).forEach((inner, ii) => cases.push({ tc: inner, tp: `${tp}.TestCase[${ii}]` }));
    const testCase = attr(tc, "name", file.path, tp);
    const overall = isNode(tc.OverallResult) ? tc.OverallResult["@_success"] : void 0;
    const failure = firstFailure(tc) ?? (overall === "false" ? "the test case failed" : void 0);
    const list = [];
    collect(tc, file.path, tp, [], list);
    list.forEach(({ node: b, path: bp, sections }) => {
      const bench = attr(b, "name", file.path, bp);
      if (bench === "") fail3(file.path, `${bp}@name`, "a benchmark name", "");
      const benchmark = benchmarkOf(b, file.path, bp);
      if (failure !== void 0 && benchmark.status === "ok") {
        benchmark.status = "failed";
        benchmark.error = `test case "${testCase}" failed: ${failure}`;
      }
      found.push({ testCase, sections, bench, benchmark, file: file.path, where: bp });
    });
  }
  return found;
}
var DASHES = /^-{20,}$/;
var DOTS = /^\.{20,}$/;
var TABLE_HEAD = /^benchmark name\s+samples\s+iterations\s+(?:est run time|estimated)$/;
var NO_ANALYSIS_HEAD = /^benchmark name\s+samples\s+iterations\s+mean$/;
var Q = "([-+]?\\d+(?:\\.\\d+)?(?:e[-+]?\\d+)?) (ns|us|\xB5s|ms|s)";
var ROW1_TAIL = new RegExp(`(\\d+)\\s+(\\d+)\\s+${Q}$`, "y");
var SPACE = /\s/;
var LINE_BREAK = /[\n\r\u2028\u2029]/;
function matchRow1(text) {
  let at = text.length;
  for (let k = 0; k < 3; k++) {
    while (at > 0 && !SPACE.test(text[at - 1])) at--;
    while (at > 0 && SPACE.test(text[at - 1])) at--;
  }
  while (at > 0 && text[at - 1] >= "0" && text[at - 1] <= "9") at--;
  ROW1_TAIL.lastIndex = at;
  const tail = ROW1_TAIL.exec(text);
  const name = text.slice(0, at).trimEnd();
  return tail === null || LINE_BREAK.test(name) ? null : [text, name, ...tail.slice(1)];
}
var ENDS_IN_TIME = /\d (?:ns|us|µs|ms|s)$/;
var ROW23 = new RegExp(`^${Q}\\s+${Q}\\s+${Q}$`);
var ROW2_NAMED = new RegExp(`^(\\S+(?: \\S+)*) {2,}${Q}\\s+${Q}\\s+${Q}$`);
var TABLE_END = /^(?:\S.*(?::\d+|\(\d+\)): (?:PASSED|FAILED|SKIPPED|warning|info|\*\* internal error \*\*)|No assertions in (?:section|test case) '|No test cases matched )/;
var TOTALS = /^(All tests passed|test cases:|No tests ran)/i;
function quantity(value, unit) {
  const v = parseNumber(value);
  const f = timeFactor(unit);
  return v === void 0 || f === void 0 ? void 0 : v * f;
}
var BREAK_AFTER = "])}>.,:;*+-=&/\\";
var BREAK_BEFORE = "[({<|";
function joinWrapped(parts, width) {
  const pieces = [parts[0] ?? ""];
  let guessed = false;
  for (let k = 1; k < parts.length; k++) {
    const prev = parts[k - 1];
    const next = parts[k];
    const last = prev.at(-1) ?? "";
    if (prev.length === width && last === "-" && !/[\s\])}>.,:;*+\-=&/\\[({<|]/.test(prev.slice(0, -1))) {
      pieces[pieces.length - 1] = prev.slice(0, -1);
    } else if ("/\\.-:".includes(last)) {
    } else if (last === "," || last === ";") {
      pieces.push(" ");
    } else if (BREAK_AFTER.includes(last) || BREAK_BEFORE.includes(next[0] ?? "")) {
      guessed = true;
    } else {
      pieces.push(" ");
    }
    pieces.push(next);
  }
  return { name: pieces.join(""), guessed };
}
function parseConsoleFile(file, warnings) {
  const lines = numberedLines(file.text);
  for (const l of lines) l.text = l.text.trimEnd();
  const found = [];
  const failedCases = /* @__PURE__ */ new Map();
  let testCase;
  let sections = [];
  let inTable = false;
  let noAnalysis = false;
  let nameParts = [];
  let nameWidth2 = 35;
  const err = (line, expected, text) => {
    throw new ParseError({ harness: ID4, file: file.path, line, expected, found: text });
  };
  const nameOf = (parts, line) => {
    const { name, guessed } = joinWrapped(parts.filter((p) => p !== ""), nameWidth2);
    if (guessed) {
      warnings.push(`${file.path}:${line - parts.length + 1}: Catch2 wrapped a benchmark name at punctuation, read as "${name}" (a space there would be lost; --reporter xml keeps names exact)`);
    }
    return name;
  };
  let closed = true;
  for (let i = 0; i < lines.length; i++) {
    const { text, line } = lines[i];
    if (TOTALS.test(text)) closed = true;
    if (DASHES.test(text) && (lines[i + 1]?.text ?? "").trim() !== "" && !DASHES.test(lines[i + 1].text)) {
      let j = i + 1;
      const name2 = lines[j].text;
      sections = [];
      while (j < lines.length && !DASHES.test(lines[j].text)) {
        if (j > i + 1 && lines[j].text.startsWith("  ")) sections.push(lines[j].text.trim());
        j++;
      }
      if (j >= lines.length) err(line, "a test case header closed by a dashed line", text);
      testCase = name2;
      inTable = false;
      i = j;
      continue;
    }
    if (TABLE_HEAD.test(text.trim()) || NO_ANALYSIS_HEAD.test(text.trim())) {
      if (testCase === void 0) err(line, "a test case header before the benchmark table", text);
      noAnalysis = NO_ANALYSIS_HEAD.test(text.trim());
      const k = noAnalysis ? 1 : 3;
      const rule = lines[i + k]?.line === line + k ? lines[i + k].text : "";
      if (!DASHES.test(rule)) err(line + k, "the dashed rule under the benchmark table header", rule);
      i += k;
      nameWidth2 = rule.length - 44;
      inTable = true;
      nameParts = [];
      continue;
    }
    if (/^\S.*:\d+: FAILED:$/.test(text) && testCase !== void 0 && !failedCases.has(testCase)) {
      failedCases.set(testCase, `${text.replace(/: FAILED:$/, "")}: ${(lines[i + 1]?.text ?? "").trim()}`);
    }
    if (inTable && TABLE_END.test(text)) {
      if (nameParts.length > 0) err(lines[i - 1].line, "the samples / iterations / estimate of the benchmark above", lines[i - 1].text);
      inTable = false;
    }
    if (!inTable || DOTS.test(text)) continue;
    if (text.trim() === "") {
      if (nameParts.length > 0) err(line, "the samples / iterations / estimate of the benchmark above", text);
      continue;
    }
    if (/^={20,}$/.test(text)) {
      inTable = false;
      continue;
    }
    if (nameParts.length === 0 && /^\d+\.\d{3} s: \S/.test(text)) {
      inTable = false;
      continue;
    }
    const failedAt = text.indexOf("Benchmark failed (");
    if (failedAt >= 0) {
      const name2 = nameOf([...nameParts, text.slice(0, failedAt).trim()], line);
      if (name2 === "") err(line, 'a benchmark name before "Benchmark failed"', text);
      const message = text.slice(failedAt + "Benchmark failed (".length).replace(/\)$/, "");
      found.push({ testCase, sections, bench: name2, benchmark: { status: "failed", error: message, metrics: {} }, file: file.path, where: `line ${line}` });
      closed = false;
      nameParts = [];
      continue;
    }
    const r1 = matchRow1(text);
    if (!r1) {
      if (ENDS_IN_TIME.test(text)) err(line, 'a benchmark row "<name> <samples> <iterations> <estimate> <unit>"', text);
      nameParts.push(text.trim());
      continue;
    }
    if (noAnalysis) {
      const name2 = nameOf([...nameParts, r1[1].trim()], line);
      nameParts = [];
      if (name2 === "") err(line, "a benchmark name", text);
      const n2 = parseNumber(r1[2]);
      const value2 = quantity(r1[4], r1[5]);
      if (n2 === void 0 || !Number.isSafeInteger(n2) || value2 === void 0 || value2 < 0) err(line, "a sample count and a mean \u2265 0", text);
      const time2 = { unit: "ns", direction: "smaller", value: value2, statistic: "mean", n: n2, spread: {} };
      found.push({ testCase, sections, bench: name2, benchmark: { status: "ok", metrics: { [METRIC.time]: time2 } }, file: file.path, where: `line ${line}` });
      closed = false;
      continue;
    }
    const meanText = (lines[i + 1]?.text ?? "").trim();
    const named2 = ROW23.test(meanText) ? null : ROW2_NAMED.exec(meanText);
    const name = nameOf([...nameParts, r1[1].trim(), ...named2 ? [named2[1]] : []], line);
    nameParts = [];
    if (name === "") err(line, "a benchmark name", text);
    const mean2 = named2 ? ROW23.exec(meanText.slice(named2[1].length).trim()) : ROW23.exec(meanText);
    const sd = ROW23.exec((lines[i + 2]?.text ?? "").trim());
    if (!mean2) err(line + 1, "mean, low mean and high mean with units", lines[i + 1]?.text ?? "");
    if (!sd) err(line + 2, "std dev, low std dev and high std dev with units", lines[i + 2]?.text ?? "");
    const n = parseNumber(r1[2]);
    const value = quantity(mean2[1], mean2[2]);
    const stddev = quantity(sd[1], sd[2]);
    if (n === void 0 || !Number.isSafeInteger(n) || value === void 0 || value < 0 || stddev === void 0 || stddev < 0) {
      err(line, "a sample count, a mean \u2265 0 and a std dev \u2265 0", `${text} / ${lines[i + 1].text} / ${lines[i + 2].text}`);
    }
    const time = { unit: "ns", direction: "smaller", value, statistic: "mean", n, spread: { stddev } };
    found.push({ testCase, sections, bench: name, benchmark: { status: "ok", metrics: { [METRIC.time]: time } }, file: file.path, where: `line ${line}` });
    closed = false;
    i += 2;
  }
  if (nameParts.length > 0) {
    const end = lastLine(file.text);
    err(end.line, "the rest of the benchmark row", end.text.trimEnd());
  }
  if (!closed) {
    const end = lines.findLast((l) => l.text.trim() !== "");
    err(end?.line ?? 0, `Catch2's totals ("All tests passed \u2026" or "test cases: \u2026") after the last benchmark (the console reporter always ends a run with them: the output was cut off, or the run was killed)`, end?.text ?? "");
  }
  for (const f of found) {
    const failure = failedCases.get(f.testCase);
    if (failure !== void 0 && f.benchmark.status === "ok") {
      f.benchmark.status = "failed";
      f.benchmark.error = `test case "${f.testCase}" failed: ${failure}`;
    }
  }
  return found;
}
var NO_BENCHMARKS = "Catch2 benchmark results: run the benchmarks with `--reporter xml` (or give benchgate the console output)";
var isJsonReport = (f) => {
  const head2 = f.text.slice(0, 4e3);
  return /^\s*\{/.test(head2) && /"catch2-version"\s*:/.test(head2) && /"test-run"\s*:/.test(f.text);
};
var isXml = (f) => /^\s*<(?:\?xml|Catch)/.test(f.text.replace(ANSI5, "").slice(0, 500));
function isConsole(f) {
  const text = stripAnsi(f.text);
  for (let at = text.indexOf("benchmark name"); at >= 0; ) {
    const nl = text.indexOf("\n", at);
    const l = text.slice(text.lastIndexOf("\n", at) + 1, nl < 0 ? text.length : nl).trim();
    if (TABLE_HEAD.test(l) || NO_ANALYSIS_HEAD.test(l)) return true;
    if (nl < 0) return false;
    at = text.indexOf("benchmark name", nl);
  }
  return false;
}
function numberRepeats(found) {
  const place = (f) => JSON.stringify([f.testCase, f.sections, f.bench]);
  const total = /* @__PURE__ */ new Map();
  for (const f of found) total.set(place(f), (total.get(place(f)) ?? 0) + 1);
  const seen = /* @__PURE__ */ new Map();
  for (const f of found) {
    const key = place(f);
    if (total.get(key) < 2) continue;
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    f.ordinal = n;
  }
  return found;
}
function nameBenchmarks(found) {
  const cases = /* @__PURE__ */ new Map();
  const places = /* @__PURE__ */ new Map();
  for (const f of found) {
    cases.set(f.bench, (cases.get(f.bench) ?? /* @__PURE__ */ new Set()).add(f.testCase));
    const key = JSON.stringify([f.testCase, f.bench]);
    places.set(key, (places.get(key) ?? /* @__PURE__ */ new Set()).add(JSON.stringify(f.sections)));
  }
  const named2 = /* @__PURE__ */ new Map();
  return found.map((f) => {
    const base = places.get(JSON.stringify([f.testCase, f.bench])).size > 1 ? [f.testCase, ...f.sections, f.bench].join("/") : cases.get(f.bench).size > 1 ? `${f.testCase}/${f.bench}` : f.bench;
    const name = f.ordinal === void 0 ? base : `${base} #${f.ordinal}`;
    const first = named2.get(name);
    if (first) {
      const why = `a name that runs more than once in one place of one test case, as with GENERATE, is numbered "#1", "#2", \u2026 in run order; this one is also at ${first.file}: ${first.where}`;
      fail3(f.file, f.where, `a benchmark name no other result has (${why})`, name);
    }
    named2.set(name, f);
    return { name, group: f.testCase, ...f.benchmark };
  });
}
function unmatchedSpec(files2) {
  for (const f of files2) {
    const root = /<(?:Catch2TestRun|Catch)\b[^>]*?\sfilters="([^"]*)"[^>]*>/.exec(f.text);
    if (root && !/<TestCase\b/.test(f.text)) {
      const spec = root[1].replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
      return { file: f.path, spec: `'${spec}'`, line: root[0] };
    }
    const m = f.text.includes("No test cases matched ") ? /^No test cases matched (.+?)\s*$/m.exec(f.text) : null;
    if (m) return { file: f.path, spec: m[1], line: m[0].trim() };
  }
  return void 0;
}
function parse5(input) {
  const xmlFiles = input.files.filter(isXml);
  const consoleFiles = input.files.filter((f) => !isXml(f) && isConsole(f));
  const warnings = [];
  let found;
  if (xmlFiles.length > 0) {
    found = xmlFiles.flatMap((f) => numberRepeats(parseXmlFile(f)));
    if (consoleFiles.length > 0) warnings.push(`used the XML report; ignored ${consoleFiles.map((f) => f.path).join(", ")}`);
  } else {
    found = consoleFiles.flatMap((f) => numberRepeats(parseConsoleFile(f, warnings)));
  }
  const json = input.files.find(isJsonReport);
  if (found.length === 0 && json) fail3(json.path, "$", NO_BENCHMARKS, "a JSON reporter report (--reporter json), which holds no benchmark results");
  const spec = found.length === 0 ? unmatchedSpec(input.files) : void 0;
  if (spec !== void 0) {
    throw new ParseError({
      harness: ID4,
      file: spec.file,
      expected: `Catch2 benchmark results: no test case matched the test spec ${spec.spec}, and Catch2 ran nothing (v2 exits 0 then); give the run the tag of the test cases holding the BENCHMARKs (\`'[bench]'\`), or no test spec`,
      found: spec.line
    });
  }
  if (found.length === 0) {
    throw new ParseError({
      harness: ID4,
      file: input.files.map((f) => f.path).join(", ") || "<no files>",
      expected: "Catch2 benchmark results (XML reporter <BenchmarkResults>, or the console benchmark table)",
      found: firstLine(input.files.find((f) => f.text.trim() !== "")?.text.trim() ?? "")
    });
  }
  const benchmarks = nameBenchmarks(found);
  return warnings.length > 0 ? { benchmarks, warnings } : { benchmarks };
}
function detect4(input) {
  let maybe = false;
  for (const f of input.files) {
    const head2 = f.text.slice(0, 4e3);
    if (/<(?:Catch2TestRun|Catch)\b/.test(head2)) {
      if (/<BenchmarkResults\b/.test(f.text)) return "yes";
      maybe = true;
    } else if (/is a Catch2? v\d+\.\d+\.\d+ host application\./.test(head2) && isConsole(f)) {
      return "yes";
    } else if (isJsonReport(f)) {
      return "yes";
    }
  }
  if (unmatchedSpec(input.files) !== void 0) return "yes";
  return maybe ? "maybe" : "no";
}
var catch2 = {
  id: ID4,
  description: "Catch2 (v2, v3) benchmarks: the XML reporter (--reporter xml) or the console benchmark table",
  detect: detect4,
  parse: parse5
};

// src/parse/sample-stats.ts
function defined(o) {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== void 0));
}
function reciprocalSpread(throughput, time) {
  const { mad, min, max } = throughput.spread ?? {};
  const semRel = time.spread?.sem !== void 0 && time.value > 0 ? time.spread.sem / time.value : void 0;
  const spread = defined({ sem: semRel === void 0 ? void 0 : semRel * throughput.value, mad, min, max });
  return defined({ ...throughput, spread: Object.keys(spread).length > 0 ? spread : void 0 });
}
function sampleStddev(values) {
  const n = values.length;
  if (n < 2) return void 0;
  let sum = 0;
  let same = true;
  for (let i = 0; i < n; i++) {
    sum += values[i];
    same &&= values[i] === values[0];
  }
  if (same) return 0;
  const mean2 = sum / n;
  let ss = 0;
  for (let i = 0; i < n; i++) ss += (values[i] - mean2) ** 2;
  const sd = Math.sqrt(ss / (n - 1));
  return Number.isFinite(sd) ? sd : void 0;
}

// src/parse/command.ts
var COMMAND_SCHEMA_ID = "benchgate/command@1";
var ID5 = "command";
function detect5(input) {
  return input.files.length > 0 && input.files.every((f) => hasSchema(f.text, COMMAND_SCHEMA_ID)) ? "yes" : "no";
}
function parse6(input) {
  const benchmarks = [];
  for (const file of input.files) {
    const src = { harness: ID5, file: file.path };
    const doc = record(src, parseJsonText(src, file.text, `a ${COMMAND_SCHEMA_ID} manifest`), "$");
    if (doc.schema !== COMMAND_SCHEMA_ID) fail(src, "schema", `"${COMMAND_SCHEMA_ID}"`, doc.schema);
    const entries = array(src, doc.benchmarks, "benchmarks");
    entries.forEach((entry, i) => benchmarks.push(readEntry(src, entry, `benchmarks[${i}]`)));
  }
  if (benchmarks.length === 0) fail({ harness: ID5, file: input.files[0]?.path ?? "<none>" }, "benchmarks", "at least one benchmark", []);
  return { benchmarks: uniqueNames(benchmarks) };
}
function readEntry(src, value, path) {
  const e = record(src, value, path);
  const name = string(src, e.name, `${path}.name`);
  const params = e.params === void 0 ? void 0 : readParams2(src, e.params, `${path}.params`);
  const t = record(src, e.timing, `${path}.timing`);
  const runs = array(src, t.runs, `${path}.timing.runs`).map((r, j) => readRun(src, r, `${path}.timing.runs[${j}]`));
  if (runs.length === 0) fail(src, `${path}.timing.runs`, "at least one run", t.runs);
  const bench = { name, ...params ? { params } : {}, metrics: {} };
  const failedAt = runs.findIndex((r) => r.exitCode !== 0);
  if (failedAt >= 0) {
    const r = runs[failedAt];
    const how = r.timedOut ? "timed out" : r.signal ? `was killed by ${r.signal}` : `exited with code ${r.exitCode}`;
    const tail = optString(src, t.stderr, `${path}.timing.stderr`)?.trim().split("\n").at(-1);
    return { ...bench, status: "failed", error: `run ${failedAt + 1} ${how}${tail ? `: ${tail}` : ""}` };
  }
  const metrics = { [METRIC.time]: runMetric(runs.map((r) => r.wallNs), "ns") };
  const user = every(runs, (r) => r.userNs);
  const sys = every(runs, (r) => r.sysNs);
  if (user) metrics["user-time"] = runMetric(user, "ns");
  if (sys) metrics["system-time"] = runMetric(sys, "ns");
  if (user && sys) metrics.cpu = { ...runMetric(runs.map((r, i) => (user[i] + sys[i]) / r.wallNs * 100), "%"), exact: false };
  const rss = every(runs, (r) => r.maxRssBytes);
  if (rss) metrics["max-rss"] = { ...runMetric(rss, "B"), exact: false };
  return { ...bench, metrics };
}
function runMetric(samples, unit) {
  const stddev = sampleStddev(samples);
  return {
    unit,
    direction: "smaller",
    value: median(samples),
    statistic: "median",
    samples,
    n: samples.length,
    spread: { min: minOf(samples), max: maxOf(samples), ...stddev === void 0 ? {} : { stddev } }
  };
}
function every(runs, pick) {
  const values = runs.map(pick);
  return values.every((v) => v !== void 0) ? values : void 0;
}
function readRun(src, value, path) {
  const r = record(src, value, path);
  const wallNs = finite(src, r.wallNs, `${path}.wallNs`);
  if (!(wallNs > 0)) fail(src, `${path}.wallNs`, "a positive number", r.wallNs);
  const opt = (key) => r[key] === void 0 ? void 0 : nonNegative(src, r[key], `${path}.${key}`);
  const exitCode = r.exitCode === null ? null : finite(src, r.exitCode, `${path}.exitCode`);
  if (exitCode !== null && !Number.isInteger(exitCode)) fail(src, `${path}.exitCode`, "an integer or null", r.exitCode);
  return {
    wallNs,
    userNs: opt("userNs"),
    sysNs: opt("sysNs"),
    maxRssBytes: opt("maxRssBytes"),
    exitCode,
    signal: optString(src, r.signal, `${path}.signal`),
    timedOut: r.timedOut === true
  };
}
function readParams2(src, value, path) {
  const p = record(src, value, path);
  return Object.fromEntries(Object.entries(p).map(([k, v]) => [k, scalarText(src, v, `${path}.${k}`)]));
}
var command = {
  id: ID5,
  description: "plain commands timed by benchgate (harness: command; wall, user, system time, CPU %, max RSS)",
  detect: detect5,
  parse: parse6
};

// src/parse/criterion.ts
var HARNESS2 = "criterion";
var TREE_FILE = /^(.*?)(?:^|\/)new\/(benchmark|estimates|sample)\.json$/;
var TIME_OPEN = /\btime:\s+\[/g;
var ANY_OPEN = /\b(?:time|thrpt):\s+\[/g;
function timeLine(text) {
  TIME_OPEN.lastIndex = 0;
  const open = TIME_OPEN.exec(text);
  if (open === null) return void 0;
  const from = open.index + open[0].length;
  const close = text.indexOf("]", from);
  return close < 0 ? void 0 : [text.slice(0, open.index), text.slice(from, close)];
}
function unclosedBracket(text) {
  ANY_OPEN.lastIndex = 0;
  let last = -1;
  for (let m = ANY_OPEN.exec(text); m !== null; m = ANY_OPEN.exec(text)) last = m.index + m[0].length;
  return last >= 0 && text.indexOf("]", last) < 0;
}
var STDOUT_TIME = /\btime:\s+\[\S+ (?:ps|ns|µs|μs|us|ms|s) \S+ \S+ \S+ \S+\]/;
var norm = (path) => path.replace(/\\/g, "/");
function detect6(input) {
  const paths = input.files.map((f) => norm(f.path));
  if (paths.some((p) => /(^|\/)new\/estimates\.json$/.test(p)) && paths.some((p) => /(^|\/)new\/benchmark\.json$/.test(p))) return "yes";
  if (input.files.some((f) => {
    const clean = stripAnsi(f.text);
    return clean.includes("time:") && STDOUT_TIME.test(clean);
  })) return "yes";
  return "no";
}
function jsonFail(file, path, expected, found) {
  throw new ParseError({ harness: HARNESS2, file, path, expected, found: found === void 0 ? "nothing" : JSON.stringify(found) ?? String(found) });
}
function readJsonValue(file) {
  const deep = jsonTooDeep(file.text);
  if (deep) throw new ParseError({ harness: HARNESS2, file: file.path, line: deep.line, expected: `JSON nested at most ${MAX_JSON_DEPTH} levels deep` });
  let value;
  try {
    value = JSON.parse(stripAnsi(file.text));
  } catch (err) {
    const at = /position (\d+)/.exec(String(err));
    const line = lineOfIndex(file.text, at ? Number(at[1]) : file.text.length);
    throw new ParseError({ harness: HARNESS2, file: file.path, line, expected: "valid JSON", found: file.text.split("\n")[line - 1]?.slice(0, 80) ?? "" });
  }
  return value;
}
function readJson(file) {
  const value = readJsonValue(file);
  if (typeof value !== "object" || value === null || Array.isArray(value)) jsonFail(file.path, "$", "a JSON object", value);
  return value;
}
function num(file, obj2, key, path, check = () => true, expected = "a finite number") {
  const v = obj2[key];
  if (typeof v !== "number" || !Number.isFinite(v) || !check(v)) jsonFail(file, `${path}.${key}`, expected, v);
  return v;
}
function obj(file, parent, key, path) {
  const v = parent[key];
  if (typeof v !== "object" || v === null || Array.isArray(v)) jsonFail(file, path === "" ? key : `${path}.${key}`, "an object", v);
  return v;
}
var nonNegative2 = (n) => n >= 0;
function estimate(file, estimates, key) {
  const e = obj(file, estimates, key, "");
  const ci = obj(file, e, "confidence_interval", key);
  const p = `${key}.confidence_interval`;
  return {
    value: num(file, e, "point_estimate", key),
    se: num(file, e, "standard_error", key, nonNegative2, "a non-negative number"),
    ci: {
      lower: num(file, ci, "lower_bound", p),
      upper: num(file, ci, "upper_bound", p),
      level: num(file, ci, "confidence_level", p, (n) => n > 0 && n < 1, "a level between 0 and 1")
    }
  };
}
var LEGACY_ESTIMATE = { mean: "Mean", median: "Median", median_abs_dev: "MedianAbsDev", std_dev: "StdDev" };
var isLegacyEstimates = (est) => !("median" in est) && !("mean" in est) && ("Median" in est || "Mean" in est);
function readSamples(file) {
  const s = readJsonValue(file);
  const legacy = Array.isArray(s);
  if (legacy && s.length !== 2) jsonFail(file.path, "$", "criterion \u2264 0.3.2's [[iters\u2026],[times\u2026]] (two arrays)", `an array of ${s.length}`);
  if (!legacy && (typeof s !== "object" || s === null)) jsonFail(file.path, "$", "a JSON object", s);
  const [itersAt, timesAt] = legacy ? ["[0]", "[1]"] : ["iters", "times"];
  const iters = legacy ? s[0] : s["iters"];
  const times = legacy ? s[1] : s["times"];
  if (!Array.isArray(iters)) jsonFail(file.path, itersAt, "an array of iteration counts", iters);
  if (!Array.isArray(times) || times.length !== iters.length) jsonFail(file.path, timesAt, `an array of ${iters.length} times`, times);
  return times.map((t, i) => {
    const n = iters[i];
    if (typeof n !== "number" || !(n > 0) || !Number.isFinite(n)) jsonFail(file.path, `${itersAt}[${i}]`, "a positive iteration count", n);
    if (typeof t !== "number" || !Number.isFinite(t)) jsonFail(file.path, `${timesAt}[${i}]`, "a finite time in ns", t);
    return t / n;
  });
}
function rates(file, meta) {
  const t = meta["throughput"];
  if (t === null || t === void 0) return [];
  if (typeof t !== "object" || Array.isArray(t)) jsonFail(file, "throughput", "null or a throughput object", t);
  const tp = t;
  const count2 = (o, key, path) => num(file, o, key, path, nonNegative2, "a count of 0 or more");
  if ("Bytes" in tp) return [{ metric: METRIC.throughput, unit: "B/s", per: count2(tp, "Bytes", "throughput") }];
  if ("BytesDecimal" in tp) return [{ metric: METRIC.throughput, unit: "B/s", per: count2(tp, "BytesDecimal", "throughput") }];
  if ("Bits" in tp) return [{ metric: METRIC.throughput, unit: "B/s", per: count2(tp, "Bits", "throughput") / 8 }];
  if ("Elements" in tp) return [{ metric: METRIC.throughput, unit: "ops/s", per: count2(tp, "Elements", "throughput") }];
  if ("ElementsAndBytes" in tp) {
    const eb = obj(file, tp, "ElementsAndBytes", "throughput");
    return [
      { metric: METRIC.throughput, unit: "B/s", per: count2(eb, "bytes", "throughput.ElementsAndBytes") },
      { metric: "throughput-elements", unit: "ops/s", per: count2(eb, "elements", "throughput.ElementsAndBytes") }
    ];
  }
  return jsonFail(file, "throughput", "one of Bytes, BytesDecimal, Bits, Elements, ElementsAndBytes", t);
}
function rateMetric(rate2, time) {
  const f = (ns) => rate2.per * 1e9 / ns;
  if (!(time.value > 0) || (time.samples ?? []).some((s) => !(s > 0))) return void 0;
  const ci = time.spread?.ci;
  const out = { unit: rate2.unit, direction: "bigger", value: f(time.value) };
  if (time.statistic) out.statistic = time.statistic;
  if (time.samples) out.samples = time.samples.map(f);
  if (time.n !== void 0) out.n = time.n;
  if (ci && ci.lower > 0 && ci.upper > 0) out.spread = { ci: { lower: f(ci.upper), upper: f(ci.lower), level: ci.level } };
  return Number.isFinite(out.value) ? out : void 0;
}
function parseTree(input) {
  const dirs = /* @__PURE__ */ new Map();
  for (const f of input.files) {
    const m = TREE_FILE.exec(norm(f.path));
    if (!m) continue;
    const dir = m[1];
    const entry = dirs.get(dir) ?? {};
    entry[m[2]] = f;
    dirs.set(dir, entry);
  }
  const benchmarks = [];
  const seen = /* @__PURE__ */ new Set();
  for (const [dir, files2] of dirs) {
    const where = `${dir === "" ? "" : `${dir}/`}new/`;
    if (!files2.benchmark || !files2.estimates) {
      throw new ParseError({ harness: HARNESS2, file: where, expected: "benchmark.json and estimates.json in every new/ folder", found: Object.keys(files2).map((k) => `${k}.json`).join(", ") });
    }
    const meta = readJson(files2.benchmark);
    const name = meta["full_id"];
    if (typeof name !== "string" || name.trim() === "") jsonFail(files2.benchmark.path, "full_id", "a non-empty string", name);
    if (seen.has(name)) jsonFail(files2.benchmark.path, "full_id", "a benchmark id not seen before", name);
    seen.add(name);
    const group = meta["group_id"];
    const est = readJson(files2.estimates);
    const path = files2.estimates.path;
    const key = isLegacyEstimates(est) ? (k) => LEGACY_ESTIMATE[k] : (k) => k;
    const med = estimate(path, est, key("median"));
    const stddev = estimate(path, est, key("std_dev")).value;
    const mad = estimate(path, est, key("median_abs_dev")).value;
    const mean2 = estimate(path, est, key("mean"));
    if (stddev < 0) jsonFail(path, `${key("std_dev")}.point_estimate`, "a non-negative number", stddev);
    if (mad < 0) jsonFail(path, `${key("median_abs_dev")}.point_estimate`, "a non-negative number", mad);
    const samples = files2.sample ? readSamples(files2.sample) : void 0;
    const time = {
      unit: "ns",
      direction: "smaller",
      value: med.value,
      statistic: "median",
      ...samples ? { samples, n: samples.length } : {},
      spread: { ci: med.ci, stddev, mad, sem: mean2.se }
    };
    const metrics = { [METRIC.time]: time };
    for (const rate2 of rates(files2.benchmark.path, meta)) {
      const m = rateMetric(rate2, time);
      if (m) metrics[rate2.metric] = m;
    }
    benchmarks.push({ name, ...typeof group === "string" && group !== "" && group !== name ? { group } : {}, metrics });
  }
  if (benchmarks.length === 0) {
    throw new ParseError({ harness: HARNESS2, file: input.files[0]?.path ?? "target/criterion", expected: "at least one <bench>/new/estimates.json" });
  }
  return { benchmarks };
}
function lineFail(file, line, expected, found) {
  throw new ParseError({ harness: HARNESS2, file, line, expected, found });
}
function triple(file, line, cell, convert, what) {
  const t = cell.trim().split(/\s+/);
  if (t.length !== 6) lineFail(file, line, `[<low> <unit> <estimate> <unit> <high> <unit>] ${what}`, cell);
  const out = [0, 2, 4].map((i) => {
    const n = parseNumber(t[i]);
    const f = convert(t[i + 1]);
    if (n === void 0 || f === void 0 || !Number.isFinite(n * f)) lineFail(file, line, `a number and a ${what} unit`, `${t[i]} ${t[i + 1]}`);
    return n * f;
  });
  return out;
}
function rateFactor(unit) {
  const elem = /^([KMG]?)elem\/s$/.exec(unit);
  if (elem) return { unit: "ops/s", factor: { "": 1, K: 1e3, M: 1e6, G: 1e9 }[elem[1]] };
  const bits = /^([KMG]?)b\/s$/.exec(unit);
  if (bits) return { unit: "B/s", factor: { "": 1, K: 1e3, M: 1e6, G: 1e9 }[bits[1]] / 8 };
  const f = byteRateFactor(unit);
  return f === void 0 ? void 0 : { unit: "B/s", factor: f };
}
function ciMetric(unit, direction, [lower, value, upper], n) {
  return { unit, direction, value, statistic: "other", ...n === void 0 ? {} : { n }, spread: { ci: { lower, upper, level: 0.95 } } };
}
var STATUS = /^(?:Warming up for|Profiling for|Collecting \d+ samples|Analyzing|Complete)\b/;
function progressLine(text) {
  if (!text.startsWith("Benchmarking ")) return void 0;
  const rest = text.slice("Benchmarking ".length);
  const at = rest.lastIndexOf(": ");
  return at >= 0 && STATUS.test(rest.slice(at + 2)) ? { id: rest.slice(0, at), status: rest.slice(at + 2) } : { id: rest, status: "" };
}
function unknownSampleSizes(file, names) {
  const listed = listSome(names, 10);
  return `${file}: no sample count for ${listed}: criterion prints it only when it finds outliers ("Found N outliers among M measurements") and in its "Collecting N samples" progress on stderr, so n is unknown (give stderr too, merged with 2>&1, or the target/criterion tree)`;
}
function parseStdout(input) {
  const benchmarks = [];
  const firstAt = /* @__PURE__ */ new Map();
  const names = new UniqueNames();
  const repeated = [];
  let repeats = 0;
  const repeatedIds = /* @__PURE__ */ new Set();
  const warnings = [];
  const collected = /* @__PURE__ */ new Map();
  const fileOf = /* @__PURE__ */ new Map();
  let panicked;
  for (const file of input.files) {
    let pendingName;
    let current;
    let started;
    const lines = numberedLines(file.text);
    const cut2 = cutOffLastLine(lines);
    if (cut2 !== void 0) lineFail(file.path, cut2.line, WHOLE_LAST_LINE, cut2.text);
    for (const { text, line } of lines) {
      const trimmed = text.trimEnd();
      if (trimmed.trim() === "") continue;
      if (panicked?.message === false) {
        panicked.text = `${panicked.text.replace(/:$/, "")}: ${trimmed.trim()}`;
        panicked.message = true;
      }
      const progress = progressLine(trimmed);
      if (progress) started = progress.status.startsWith("Complete") ? void 0 : { id: progress.id, line, text: trimmed };
      const samples = progress && /^Collecting (\d+) samples/.exec(progress.status);
      if (samples) collected.set(progress.id, Number(samples[1]));
      const time = timeLine(trimmed);
      const indented = /^\s/.test(trimmed);
      if (time && !time[1].includes("%")) {
        const name = indented ? pendingName : time[0].trim();
        if (name === void 0 || name === "") lineFail(file.path, line, 'a benchmark id before "time:"', trimmed);
        const kept = names.take(name);
        if (kept !== name) {
          const first = firstAt.get(name);
          repeatedIds.add(name);
          if (++repeats <= 5) repeated.push(`"${name}" (${first.startsWith(`${file.path}:`) ? `${first}, then line ${line}` : `${first}, then ${file.path}:${line}`}, kept as "${kept}")`);
        } else firstAt.set(name, `${file.path}:${line}`);
        current = { name: kept, metrics: { [METRIC.time]: ciMetric("ns", "smaller", triple(file.path, line, time[1], timeFactor, "time"), collected.get(name)) } };
        benchmarks.push(current);
        fileOf.set(kept, file.path);
        pendingName = void 0;
        if (started?.id === name) started = void 0;
        continue;
      }
      if (unclosedBracket(trimmed)) lineFail(file.path, line, '"time:" / "thrpt:" followed by "[<low> <estimate> <high>]"', trimmed);
      const thrpt = /^\s+thrpt:\s+\[([^\]]*)\]/.exec(trimmed);
      if (thrpt && !thrpt[1].includes("%")) {
        if (!current) lineFail(file.path, line, 'a "time:" line before "thrpt:"', trimmed);
        const unit = rateFactor(thrpt[1].trim().split(/\s+/)[3] ?? "");
        const values = triple(file.path, line, thrpt[1], (u) => rateFactor(u)?.unit === unit?.unit ? rateFactor(u)?.factor : void 0, "throughput");
        const rate2 = ciMetric(unit.unit, "bigger", values, current.metrics[METRIC.time]?.n);
        const first = current.metrics[METRIC.throughput];
        if (first === void 0) current.metrics[METRIC.throughput] = rate2;
        else if (first.unit === rate2.unit) lineFail(file.path, line, 'one "thrpt:" line per unit under a benchmark', trimmed);
        else {
          const [bytes, elements] = rate2.unit === "B/s" ? [rate2, first] : [first, rate2];
          current.metrics[METRIC.throughput] = bytes;
          current.metrics["throughput-elements"] = elements;
        }
        continue;
      }
      const outliers = /^Found \d+ outliers among (\d+) measurements/.exec(trimmed);
      if (outliers && current) {
        for (const m of Object.values(current.metrics)) m.n = Number(outliers[1]);
        continue;
      }
      const panic = /^thread '.*?'(?: \(\d+\))? panicked at (.*?):?$/.exec(trimmed);
      if (panic) {
        warnings.push(`${file.path}:${line}: criterion panicked (${panic[1]}); later benchmarks did not run`);
        panicked ??= { file: file.path, line, text: trimmed, id: started?.id, message: !trimmed.endsWith(":") };
        continue;
      }
      pendingName = indented ? pendingName : progress?.id ?? trimmed;
    }
    if (started !== void 0 && current !== void 0) {
      lineFail(file.path, started.line, `criterion's "${started.id}  time: [...]" result after it (the run stopped while measuring: killed, or cut off)`, started.text);
    }
  }
  for (const b of benchmarks) {
    const n = collected.get(b.name);
    if (n !== void 0 && b.metrics[METRIC.time]?.n === void 0) for (const m of Object.values(b.metrics)) m.n = n;
  }
  if (benchmarks.length === 0 && panicked !== void 0) {
    const which = panicked.id === void 0 ? "a benchmark" : `the benchmark "${panicked.id}"`;
    throw new ParseError({ harness: HARNESS2, file: panicked.file, line: panicked.line, expected: `criterion "<id>  time:   [<low> <est> <high>]" lines, but ${which} panicked before any result`, found: panicked.text });
  }
  if (benchmarks.length === 0) {
    const bencher = input.files.some((f) => /^test \S.* \.\.\. bench: /m.test(f.text));
    const expected = 'criterion "<id>  time:   [<low> <est> <high>]" lines or a target/criterion tree';
    throw new ParseError({
      harness: HARNESS2,
      file: input.files[0]?.path ?? "<stdout>",
      expected: bencher ? `${expected} (this is \`--output-format bencher\` output: read it with harness: cargo-bench)` : expected,
      found: input.files[0]?.text.slice(0, 80)
    });
  }
  const unknown = /* @__PURE__ */ new Map();
  for (const b of benchmarks) {
    if (b.metrics[METRIC.time]?.n !== void 0) continue;
    const file = fileOf.get(b.name);
    const names2 = unknown.get(file);
    if (names2 === void 0) unknown.set(file, [b.name]);
    else names2.push(b.name);
  }
  for (const [file, names2] of unknown) warnings.push(unknownSampleSizes(file, names2));
  if (repeated.length > 0) {
    warnings.push(
      `criterion printed ${repeatedIds.size === 1 ? "an id" : `${repeatedIds.size} ids`} more than once (${repeats} repeat${repeats === 1 ? "" : "s"}): ${repeated.join(", ")}${repeats > repeated.length ? ` and ${repeats - repeated.length} more` : ""}. Two bench targets with the same id (cargo bench runs every target), or two runs in one file; each result is kept. Criterion keeps one result per id under target/criterion, so its own "change:" lines compared them with each other: give the ids a group or a distinct name, or each target a suite of its own (\`cargo bench --bench <target>\`).`
    );
  }
  const cut = benchmarks.filter((b) => isCutTitle(b.name)).map((b) => b.name);
  if (cut.length > 0) warnings.push(cutTitles(cut));
  return warnings.length > 0 ? { benchmarks, warnings } : { benchmarks };
}
var CUT_TITLE = /^(.*)\.\.\.(?: #\d+)?$/s;
function isCutTitle(name) {
  const m = CUT_TITLE.exec(name);
  if (m === null) return false;
  const bytes = Buffer.byteLength(m[1]);
  return bytes > 96 && bytes <= 100;
}
function cutTitles(names) {
  const listed = listSome(names, 3);
  return `criterion cut ${names.length} benchmark id${names.length === 1 ? "" : "s"} at 100 characters in its output (${listed}); two ids that start the same are told apart only by " #2" in the order they ran: read the target/criterion tree for the full ids (output: { files: [target/criterion] })`;
}
function parse7(input) {
  const isTree = input.files.some((f) => /(^|\/)new\/estimates\.json$/.test(norm(f.path)));
  return isTree ? parseTree(input) : parseStdout(input);
}
var shard2 = {
  unitOf: (b) => b.name,
  listArgs: { args: ["--list"], afterDoubleDash: true },
  parseList: (stdout) => stdout.split(/\r?\n/).flatMap((l) => (/^(.+): bench(mark)?$/.exec(l.trim()) ?? [])[1] ?? []),
  selectArgs: (units) => ({ args: [exactAlternation(units)], afterDoubleDash: true })
};
var criterion = {
  id: HARNESS2,
  description: "Rust Criterion.rs (target/criterion tree with raw samples, or cargo bench output)",
  detect: detect6,
  parse: parse7,
  shard: shard2
};

// src/parse/custom-json.ts
var HARNESS3 = "custom-json";
var CUSTOM_SCHEMA = "benchgate/custom@1";
var BENCHMARK_KEYS = ["name", "params", "group", "status", "error", "metrics"];
var SPREAD_KEYS = ["stddev", "mad", "sem", "iqr", "min", "max", "error", "rme", "ci"];
var METRIC_KEYS = ["value", "unit", "direction", "statistic", "samples", "n", "exact", ...SPREAD_KEYS];
var jsonFiles = (input) => input.files.filter((f) => f.path !== "<stderr>" && f.text.trim() !== "");
function tryJson(text) {
  const t = stripAnsi(text).trim();
  if (!t.startsWith("{")) return void 0;
  try {
    return JSON.parse(t);
  } catch {
    return void 0;
  }
}
function isBmf(doc) {
  const benches = Object.values(doc);
  return benches.length > 0 && benches.every((b) => {
    if (!isRecord(b)) return false;
    const measures = Object.values(b);
    return measures.length > 0 && measures.every(
      (m) => isRecord(m) && typeof m["value"] === "number" && Object.entries(m).every(([k, v]) => ["value", "lower_value", "upper_value"].includes(k) && typeof v === "number")
    );
  });
}
function detect7(input) {
  const files2 = jsonFiles(input);
  if (files2.length === 0) return "no";
  const docs = files2.map((f) => tryJson(f.text));
  if (!docs.every(isRecord)) return "no";
  if (docs.every((d) => isRecord(d) && (d["schema"] === CUSTOM_SCHEMA || isBmf(d)))) return "yes";
  return "maybe";
}
var OPS_RATES = /* @__PURE__ */ new Set(["ops/s", "op/s", "ops/sec", "Hz", "hz"]);
function canonicalUnit(unit) {
  const u = unit.trim();
  const t = timeFactor(u);
  if (t !== void 0) return { unit: "ns", factor: t, direction: "smaller" };
  const b = byteFactor(u);
  if (b !== void 0) return { unit: "B", factor: b, direction: "smaller" };
  const r = byteRateFactor(u);
  if (r !== void 0) return { unit: "B/s", factor: r, direction: "bigger" };
  if (OPS_RATES.has(u)) return { unit: "ops/s", factor: 1, direction: "bigger" };
  if (u === "allocs" || u === "allocs/op") return { unit: "allocs", factor: 1, direction: "smaller" };
  return { unit: u, factor: 1, direction: u.endsWith("/s") ? "bigger" : "smaller" };
}
function defaultUnit(metric2) {
  switch (metric2) {
    case METRIC.time:
      return "ns";
    case METRIC.memory:
    case METRIC.size:
      return "B";
    case METRIC.allocs:
      return "allocs";
    case METRIC.throughput:
      return "ops/s";
    default:
      return "";
  }
}
var ALLOWED = {
  [METRIC.time]: ["ns"],
  [METRIC.memory]: ["B"],
  [METRIC.size]: ["B"],
  [METRIC.allocs]: ["allocs"],
  [METRIC.throughput]: ["B/s", "ops/s"]
};
function checkKeys(src, obj2, allowed, path) {
  for (const key of Object.keys(obj2)) {
    if (!allowed.includes(key)) fail(src, path === "" ? key : `${path}.${key}`, `one of the keys ${allowed.join(", ")}`, key);
  }
}
function readMetric(src, name, raw, path) {
  const obj2 = typeof raw === "number" ? { value: raw } : record(src, raw, path);
  checkKeys(src, obj2, METRIC_KEYS, path);
  const unitText = obj2["unit"] === void 0 ? defaultUnit(name) : string(src, obj2["unit"], `${path}.unit`);
  const c = canonicalUnit(unitText);
  const allowed = own(ALLOWED, name);
  if (allowed && !allowed.includes(c.unit)) fail(src, `${path}.unit`, `a ${name} unit (canonical ${allowed.join(" or ")})`, unitText);
  const samples = obj2["samples"] === void 0 ? void 0 : scaleFiniteArray(src, obj2["samples"], `${path}.samples`, c.factor);
  if (samples !== void 0 && samples.length === 0) fail(src, `${path}.samples`, "at least one sample", "[]");
  let value;
  let statistic;
  if (obj2["value"] !== void 0) value = finite(src, obj2["value"], `${path}.value`, c.factor);
  else if (samples !== void 0) {
    value = median(samples);
    statistic = "median";
  } else return fail(src, `${path}.value`, "a finite number (or samples)", void 0);
  if (obj2["statistic"] !== void 0) {
    const s = obj2["statistic"];
    statistic = STATISTICS.includes(s) ? s : fail(src, `${path}.statistic`, `one of ${STATISTICS.join(", ")}`, s);
  }
  const given = obj2["direction"];
  if (given !== void 0 && given !== "smaller" && given !== "bigger") fail(src, `${path}.direction`, '"smaller" or "bigger"', given);
  const direction = given ?? c.direction;
  const metric2 = { unit: c.unit, direction, value };
  if (statistic) metric2.statistic = statistic;
  if (samples) metric2.samples = samples;
  if (obj2["n"] !== void 0) {
    const n = obj2["n"];
    if (typeof n !== "number" || !Number.isInteger(n) || n < 0) fail(src, `${path}.n`, "a non-negative integer", n);
    metric2.n = n;
  } else if (samples) metric2.n = samples.length;
  const spread = readSpread(src, obj2, path, c.factor);
  if (spread) metric2.spread = spread;
  if (obj2["exact"] !== void 0) {
    if (typeof obj2["exact"] !== "boolean") fail(src, `${path}.exact`, "true or false", obj2["exact"]);
    metric2.exact = obj2["exact"];
  } else if (name === METRIC.allocs || name === METRIC.size) metric2.exact = true;
  return metric2;
}
function readSpread(src, obj2, path, factor) {
  const spread = {};
  for (const key of ["stddev", "mad", "sem", "iqr", "error"]) {
    if (obj2[key] !== void 0) spread[key] = nonNegative(src, obj2[key], `${path}.${key}`, factor);
  }
  for (const key of ["min", "max"]) {
    if (obj2[key] !== void 0) spread[key] = finite(src, obj2[key], `${path}.${key}`, factor);
  }
  if (obj2["rme"] !== void 0) spread.rme = nonNegative(src, obj2["rme"], `${path}.rme`);
  if (obj2["ci"] !== void 0) {
    const ci = record(src, obj2["ci"], `${path}.ci`);
    checkKeys(src, ci, ["lower", "upper", "level"], `${path}.ci`);
    const level = ci["level"] === void 0 ? 0.95 : finite(src, ci["level"], `${path}.ci.level`);
    if (!(level > 0 && level < 1)) fail(src, `${path}.ci.level`, "a level between 0 and 1 (0.95)", ci["level"]);
    spread.ci = { lower: finite(src, ci["lower"], `${path}.ci.lower`, factor), upper: finite(src, ci["upper"], `${path}.ci.upper`, factor), level };
  }
  return Object.keys(spread).length > 0 ? spread : void 0;
}
function readCustom(src, doc) {
  checkKeys(src, doc, ["schema", "benchmarks"], "");
  if (doc["schema"] !== CUSTOM_SCHEMA) fail(src, "schema", JSON.stringify(CUSTOM_SCHEMA), doc["schema"]);
  const list = doc["benchmarks"];
  if (!Array.isArray(list) || list.length === 0) fail(src, "benchmarks", "a non-empty array of benchmarks", list);
  const seen = /* @__PURE__ */ new Set();
  return list.map((raw, i) => {
    const path = `benchmarks[${i}]`;
    const b = record(src, raw, path);
    checkKeys(src, b, BENCHMARK_KEYS, path);
    const name = string(src, b["name"], `${path}.name`);
    if (seen.has(name)) fail(src, `${path}.name`, "a name not used by an earlier benchmark", name);
    seen.add(name);
    const out = { name, metrics: {} };
    if (b["params"] !== void 0) {
      const params = record(src, b["params"], `${path}.params`);
      out.params = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, scalarText(src, v, `${path}.params.${k}`)]));
    }
    if (b["group"] !== void 0) out.group = string(src, b["group"], `${path}.group`);
    if (b["status"] !== void 0) {
      if (b["status"] !== "ok" && b["status"] !== "failed") fail(src, `${path}.status`, '"ok" or "failed"', b["status"]);
      out.status = b["status"];
    }
    if (b["error"] !== void 0) out.error = string(src, b["error"], `${path}.error`);
    const metrics = b["metrics"] === void 0 && out.status === "failed" ? {} : record(src, b["metrics"], `${path}.metrics`);
    for (const [m, v] of Object.entries(metrics)) {
      if (m.trim() === "") fail(src, `${path}.metrics`, "non-empty metric names", m);
      out.metrics[m] = readMetric(src, m, v, `${path}.metrics.${m}`);
    }
    if (Object.keys(out.metrics).length === 0 && out.status !== "failed") fail(src, `${path}.metrics`, 'at least one metric (or "status": "failed")', "{}");
    return out;
  });
}
var LATENCY = { metric: METRIC.time, unit: "ns", factor: 1, direction: "smaller" };
var THROUGHPUT = { metric: METRIC.throughput, unit: "ops/s", factor: 1, direction: "bigger" };
var BUILD_TIME = { metric: "build-time", unit: "ns", factor: 1e9, direction: "smaller" };
var FILE_SIZE = { metric: METRIC.size, unit: "B", factor: 1, direction: "smaller", exact: true };
var BMF_MEASURES = {
  latency: LATENCY,
  Latency: LATENCY,
  throughput: THROUGHPUT,
  Throughput: THROUGHPUT,
  "build-time": BUILD_TIME,
  "Build Time": BUILD_TIME,
  "file-size": FILE_SIZE,
  "File Size": FILE_SIZE
};
function readBmf(src, doc) {
  const entries = Object.entries(doc);
  if (entries.length === 0) fail(src, "$", 'at least one benchmark (BMF) or "schema": "benchgate/custom@1"', "{}");
  return entries.map(([name, raw]) => {
    const path = JSON.stringify(name);
    if (name.trim() === "") fail(src, path, "a non-empty benchmark name", name);
    const measures = record(src, raw, path);
    const metrics = /* @__PURE__ */ new Map();
    for (const [measure, mraw] of Object.entries(measures)) {
      const mpath = `${path}.${measure}`;
      const m = record(src, mraw, mpath);
      const known = Object.hasOwn(BMF_MEASURES, measure) ? BMF_MEASURES[measure] : void 0;
      const spec = known ?? { metric: measure, unit: "", factor: 1, direction: /throughput/i.test(measure) ? "bigger" : "smaller" };
      const metric2 = { unit: spec.unit, direction: spec.direction, value: finite(src, m["value"], `${mpath}.value`, spec.factor) };
      const spread = {};
      if (m["lower_value"] !== void 0) spread.min = finite(src, m["lower_value"], `${mpath}.lower_value`, spec.factor);
      if (m["upper_value"] !== void 0) spread.max = finite(src, m["upper_value"], `${mpath}.upper_value`, spec.factor);
      if (Object.keys(spread).length > 0) metric2.spread = spread;
      if (known?.exact) metric2.exact = true;
      if (metrics.has(spec.metric)) fail(src, mpath, `one measure per metric (${spec.metric} given twice)`, measure);
      metrics.set(spec.metric, metric2);
    }
    if (metrics.size === 0) fail(src, path, "at least one measure", "{}");
    return { name, metrics: Object.fromEntries(metrics) };
  });
}
function parse8(input) {
  const files2 = jsonFiles(input);
  if (files2.length === 0) {
    throw new ParseError({ harness: HARNESS3, file: input.files[0]?.path ?? "<stdout>", line: 1, expected: "a benchgate/custom@1 or BMF JSON document", found: "" });
  }
  const benchmarks = [];
  const seen = /* @__PURE__ */ new Set();
  for (const file of files2) {
    const src = { harness: HARNESS3, file: file.path };
    const doc = record(src, parseJsonFile(src, file, "a benchgate/custom@1 or BMF JSON document"), "$");
    const custom = ["schema", "benchmarks"].some((k) => k in doc && !isRecord(doc[k]));
    const list = custom ? readCustom(src, doc) : readBmf(src, doc);
    for (const b of list) {
      if (seen.has(b.name)) fail(src, b.name, "benchmark names unique across files", b.name);
      seen.add(b.name);
      benchmarks.push(b);
    }
  }
  return { benchmarks };
}
var customJson = {
  id: HARNESS3,
  description: "benchgate custom JSON (benchgate/custom@1) or Bencher Metric Format (BMF)",
  detect: detect7,
  parse: parse8,
  largeJson: true
};

// src/parse/divan.ts
var HARNESS4 = "divan";
var HEADER = /fastest\s*│\s*slowest\s*│\s*median\s*│\s*mean\s*│\s*samples\s*│\s*iters/;
var BRANCH = /^([│ ]*)(├─|╰─) (.*)$/;
var COLUMNS = ["fastest", "slowest", "median", "mean", "samples", "iters"];
var STDERR_IN_ROW = /^([│ ]*(?:├─|╰─) \S(?:.*?\S)??)\s+((?:warning|error): .*)$/;
function detect8(input) {
  return input.files.some((f) => HEADER.test(stripAnsi(f.text))) ? "yes" : "no";
}
function fail4(file, line, expected, found) {
  throw new ParseError({ harness: HARNESS4, file, line, expected, found });
}
function rateOf(value, unit) {
  const bytes = byteRateFactor(unit);
  if (bytes !== void 0 && /B\/s$/.test(unit)) return { metric: METRIC.throughput, unit: "B/s", value: value * bytes };
  const counted = /^([KMGTP]?)(?:(item|char|cycle)\/s|Hz)$/.exec(unit);
  if (!counted) return void 0;
  const factor = { "": 1, K: 1e3, M: 1e6, G: 1e9, T: 1e12, P: 1e15 }[counted[1]];
  const kind = counted[2] ?? "cycle";
  return { metric: kind === "item" ? METRIC.throughput : `${kind}/s`, unit: "ops/s", value: value * factor };
}
function firstColumnWidth(row, header, lastWidth) {
  const branch = /[├╰]─/.exec(row);
  if (branch !== null && /^[│ ]*$/.test(row.slice(0, branch.index))) {
    const bar = row.indexOf("\u2502", branch.index);
    return bar < 0 ? header : bar;
  }
  return lastWidth !== void 0 && row[lastWidth] === "\u2502" ? lastWidth : header;
}
function parse9(input) {
  const found = [];
  const warnings = [];
  let allocationWarned = false;
  for (const file of input.files) {
    let table;
    let stack = [];
    let current;
    let inAllocRows = false;
    let lastBranch;
    let afterStderr = false;
    let lastWidth;
    let nameOnly;
    const leafWithoutResult = (depth) => {
      if (nameOnly !== void 0 && depth <= nameOnly.depth) warnings.push(`${file.path}:${nameOnly.line}: ${nameOnly.path}: no result (divan printed only its name: a bench that measured nothing; its stderr says why)`);
      nameOnly = void 0;
    };
    const closeTable = () => {
      leafWithoutResult(0);
      if (lastBranch?.open) fail4(file.path, lastBranch.line, `the tree to close after this row (a "\u2570\u2500" row under no open "\u2502": divan ends every table so; the run stopped, or the output was cut off, between rows; or, for a row with only a name, its bench measured nothing: divan's stderr says why)`, lastBranch.text);
      lastBranch = void 0;
    };
    const lines = numberedLines(file.text);
    const cut = cutOffLastLine(lines);
    if (cut !== void 0 && /[│├╰]/.test(cut.text)) fail4(file.path, cut.line, WHOLE_LAST_LINE, cut.text);
    for (const { text, line } of lines) {
      const trimmed = text.trimEnd();
      if (HEADER.test(trimmed)) {
        closeTable();
        const cells2 = trimmed.split("\u2502").map((c) => c.trim());
        const first2 = cells2[0].split(/\s+/);
        const col = Object.fromEntries(COLUMNS.map((name) => [name, cells2.findIndex((c, i) => (i === 0 ? first2[first2.length - 1] : c) === name)]));
        table = { target: first2.length > 1 ? first2.slice(0, -1).join(" ") : "", col, firstWidth: trimmed.indexOf("\u2502") };
        stack = [];
        current = void 0;
        continue;
      }
      if (!table) continue;
      if (trimmed === "" && afterStderr) {
        afterStderr = false;
        continue;
      }
      afterStderr = false;
      if (trimmed === "") {
        table = void 0;
        closeTable();
        continue;
      }
      const interrupted = STDERR_IN_ROW.exec(trimmed);
      if (interrupted !== null && !interrupted[1].includes("\u2502", table.firstWidth)) {
        const branch2 = BRANCH.exec(interrupted[1]);
        const depth = branch2[1].length / 3;
        if (!Number.isInteger(depth) || depth > stack.length) fail4(file.path, line, "a tree row one level under its parent", trimmed);
        leafWithoutResult(depth);
        stack = stack.slice(0, depth);
        lastBranch = { open: branch2[2] === "\u251C\u2500" || branch2[1].includes("\u2502"), line, text: trimmed };
        current = void 0;
        inAllocRows = false;
        afterStderr = true;
        warnings.push(`${file.path}:${line}: ${[...stack, branch2[3].trim()].join("/")}: no result; divan said on stderr: ${interrupted[2]}`);
        continue;
      }
      const width = firstColumnWidth(trimmed, table.firstWidth, lastWidth);
      if (trimmed.length > width && trimmed[width] !== "\u2502") fail4(file.path, line, `a row with "\u2502" at column ${table.firstWidth + 1}, as in the header`, trimmed);
      const cells = [trimmed.slice(0, width), ...trimmed.slice(width + 1).split("\u2502")];
      const branch = BRANCH.exec(cells[0]);
      if (branch) lastWidth = width;
      if (branch) {
        inAllocRows = false;
        lastBranch = { open: branch[2] === "\u251C\u2500" || branch[1].includes("\u2502"), line, text: trimmed };
        const depth = branch[1].length / 3;
        if (!Number.isInteger(depth) || depth > stack.length) fail4(file.path, line, "a tree row one level under its parent", trimmed);
        leafWithoutResult(depth);
        stack = stack.slice(0, depth);
        const content = branch[3].trim();
        const rest = cells.slice(1).map((c) => c.trim());
        if (rest.every((c) => c === "")) {
          if (content === "") fail4(file.path, line, "a benchmark or group name", trimmed);
          if (!/\(ignored\)$/.test(content)) {
            lastBranch.open = true;
            nameOnly = { path: [...stack, content].join("/"), depth, line };
          }
          stack.push(content);
          current = void 0;
          continue;
        }
        const tokens = content.split(/\s+/);
        if (tokens.length < 3 || cells.length !== COLUMNS.length) fail4(file.path, line, '"<name> <fastest> \u2502 <slowest> \u2502 <median> \u2502 <mean> \u2502 <samples> \u2502 <iters>"', trimmed);
        const name = tokens.slice(0, -2).join(" ");
        stack.push(name);
        const cellsOf = [tokens.slice(-2).join(" "), ...rest];
        const cell = (c) => cellsOf[table.col[c]] ?? "";
        const time = (c) => {
          const [v, u] = cell(c).split(/\s+/);
          const n = parseNumber(v ?? "");
          const f = timeFactor(u ?? "");
          if (n === void 0 || f === void 0 || !Number.isFinite(n * f)) fail4(file.path, line, `a time in the ${c} column`, cell(c));
          return n * f;
        };
        const samples = parseNumber(cell("samples"));
        if (samples === void 0 || !Number.isInteger(samples) || samples < 0) fail4(file.path, line, "a sample count", cell("samples"));
        const metric2 = {
          unit: "ns",
          direction: "smaller",
          value: time("median"),
          statistic: "median",
          n: samples,
          spread: { min: time("fastest"), max: time("slowest") }
        };
        current = { name: stack.join("/"), metrics: { [METRIC.time]: metric2 } };
        found.push({ b: current, target: table.target });
        continue;
      }
      const first = cells[0].replace(/[│]/g, " ").trim();
      if (/^[a-z_]+(?: [a-z_]+)*:$/.test(first)) {
        inAllocRows = true;
        if (!allocationWarned) warnings.push(`${file.path}:${line}: divan allocation-profiler rows are not read`);
        allocationWarned = true;
        continue;
      }
      if (inAllocRows) continue;
      if (!current) fail4(file.path, line, "a counter row under a benchmark row", trimmed);
      if (cells.length !== COLUMNS.length) fail4(file.path, line, "a counter row with one cell per column", trimmed);
      const values = [first, ...cells.slice(1).map((c) => c.trim())];
      const rate2 = (c) => {
        const [v, u] = (values[table.col[c]] ?? "").split(/\s+/);
        const n = v === "inf" ? Infinity : parseNumber(v ?? "");
        const r = n === void 0 ? void 0 : rateOf(n, u ?? "");
        if (!r || Number.isNaN(r.value)) fail4(file.path, line, `a rate (MB/s, item/s\u2026) in the ${c} column`, values[table.col[c]] ?? "");
        return r;
      };
      const med = rate2("median");
      const slowest = rate2("slowest").value;
      const fastest = rate2("fastest").value;
      const metricName = current.metrics[med.metric] ? `${med.metric}-${med.unit === "B/s" ? "bytes" : "count"}` : med.metric;
      if (!Number.isFinite(med.value) || !Number.isFinite(slowest)) {
        warnings.push(`${file.path}:${line}: ${current.name}: divan's ${med.metric} is infinite (a time that rounds to 0 ns); kept only its time`);
        continue;
      }
      current.metrics[metricName] = {
        unit: med.unit,
        direction: "bigger",
        value: med.value,
        statistic: "median",
        ...current.metrics[METRIC.time]?.n === void 0 ? {} : { n: current.metrics[METRIC.time].n },
        // The fastest time gives the highest rate; an infinite one (from a 0 ns fastest time) is no bound.
        spread: Number.isFinite(fastest) ? { min: slowest, max: fastest } : { min: slowest }
      };
    }
    closeTable();
  }
  if (found.length === 0) {
    throw new ParseError({ harness: HARNESS4, file: input.files[0]?.path ?? "<stdout>", expected: "a divan table (fastest \u2502 slowest \u2502 median \u2502 mean \u2502 samples \u2502 iters) with benchmark rows", found: input.files[0]?.text.slice(0, 80) });
  }
  const count2 = /* @__PURE__ */ new Map();
  for (const { b } of found) count2.set(b.name, (count2.get(b.name) ?? 0) + 1);
  const targets = new Set(found.map((f) => f.target)).size > 1;
  const names = new UniqueNames();
  const benchmarks = found.map(({ b, target }) => {
    const name = names.take((count2.get(b.name) ?? 0) > 1 && target !== "" ? `${target}/${b.name}` : b.name, b.name);
    return targets && target !== "" ? { ...b, name, group: target } : { ...b, name };
  });
  return warnings.length > 0 ? { benchmarks, warnings } : { benchmarks };
}
var divan = {
  id: HARNESS4,
  description: "Rust divan (cargo bench tree table)",
  detect: detect8,
  parse: parse9
};

// src/parse/github-action-benchmark.ts
var GH_PAGES_HISTORY = /^\s*window\.BENCHMARK_DATA\s*=/;
var files = (input) => input.files.filter((f) => f.path !== "<stderr>" && f.text.trim() !== "");
function isGabArray(text) {
  const t = stripAnsi(text).trim();
  if (!t.startsWith("[")) return false;
  try {
    const doc = JSON.parse(t);
    return Array.isArray(doc) && doc.length > 0 && doc.every((b) => isRecord(b) && typeof b["name"] === "string" && typeof b["value"] === "number" && typeof b["unit"] === "string");
  } catch {
    return false;
  }
}
function readRange(raw, factor) {
  const text = typeof raw === "number" ? String(raw) : typeof raw === "string" ? raw.trim().replace(/^(±|\+-|\+\/-)\s*/, "") : void 0;
  if (text === void 0) return void 0;
  const pct = /^(.*)%$/.exec(text);
  const n = parseNumber(pct ? pct[1] : text);
  if (n === void 0 || n < 0) return void 0;
  return pct ? { rme: n / 100 } : { error: n * factor };
}
function parseWith(id, direction) {
  return (input) => {
    const list = files(input);
    if (list.length === 0) {
      throw new ParseError({ harness: id, file: input.files[0]?.path ?? "<stdout>", line: 1, expected: "a JSON array of {name, unit, value}", found: "" });
    }
    const benchmarks = [];
    const warnings = [];
    const seen = /* @__PURE__ */ new Set();
    for (const file of list) {
      const src = { harness: id, file: file.path };
      if (GH_PAGES_HISTORY.test(file.text.slice(0, 200))) {
        throw new ParseError({
          harness: id,
          file: file.path,
          line: 1,
          expected: `a JSON array of {name, unit, value}; this is github-action-benchmark's gh-pages history (data.js), not one run's output: \`benchgate import-history ${file.path}\` turns it into a baseline holding that history`,
          found: file.text.trimStart().slice(0, 40)
        });
      }
      const items = array(src, parseJsonText(src, stripAnsi(file.text), "a JSON array of {name, unit, value}"), "$");
      if (items.length === 0) fail(src, "$", "at least one benchmark", "[]");
      items.forEach((raw, i) => {
        const path = `[${i}]`;
        const b = record(src, raw, path);
        const name = string(src, b["name"], `${path}.name`);
        if (name.trim() === "") fail(src, `${path}.name`, "a non-empty name", name);
        if (seen.has(name)) fail(src, `${path}.name`, "a name not used by an earlier benchmark", name);
        seen.add(name);
        const unit = string(src, b["unit"], `${path}.unit`);
        const t = timeFactor(unit);
        const factor = t ?? 1;
        const metric2 = { unit: t === void 0 ? unit.trim() : "ns", direction, value: finite(src, b["value"], `${path}.value`, factor) };
        if (b["range"] !== void 0) {
          const spread = readRange(b["range"], factor);
          if (spread) metric2.spread = spread;
          else warnings.push(`${file.path}: ${path}.range ${JSON.stringify(b["range"])} is not a number or percentage; ignored`);
        }
        const out = { name, metrics: { [t === void 0 ? "value" : METRIC.time]: metric2 } };
        benchmarks.push(out);
      });
    }
    return warnings.length > 0 ? { benchmarks, warnings } : { benchmarks };
  };
}
function detectSmaller(input) {
  const list = files(input);
  if (list.length > 0 && list.every((f) => isGabArray(f.text))) return "yes";
  return list.some((f) => GH_PAGES_HISTORY.test(f.text.slice(0, 200))) ? "maybe" : "no";
}
var gabSmaller = {
  id: "gab-smaller",
  description: "github-action-benchmark custom JSON, smaller is better (its tool 'customSmallerIsBetter'; the auto-detected default)",
  detect: detectSmaller,
  parse: parseWith("gab-smaller", "smaller")
};
var gabBigger = {
  id: "gab-bigger",
  description: "github-action-benchmark custom JSON, bigger is better (its tool 'customBiggerIsBetter'; set harness: gab-bigger)",
  // The same array as gab-smaller: never `yes`, so auto-detection keeps one winner.
  detect: (input) => detectSmaller(input) === "yes" ? "maybe" : "no",
  parse: parseWith("gab-bigger", "bigger")
};

// src/parse/gnu-time.ts
var ID6 = "gnu-time";
var ANSI6 = /\u001b\[[0-9;?]*[ -/]*[@-~]/g;
var START = /^\tCommand being timed: "(.*)"$/;
var ENTRY = /^\t(.+?): (.*)$/;
var STATUS_LINE = /^Command (exited with non-zero status \d+|terminated by signal \d+)$/;
var KEYS = {
  wall: "Elapsed (wall clock) time (h:mm:ss or m:ss)",
  user: "User time (seconds)",
  system: "System time (seconds)",
  rss: "Maximum resident set size (kbytes)",
  exit: "Exit status"
};
function elapsedNs(text) {
  const parts = text.split(":");
  if (parts.length < 2 || parts.length > 3 || parts.slice(0, -1).some((p) => !/^\d+$/.test(p))) return void 0;
  const seconds = parseNumber(parts[parts.length - 1]);
  if (seconds === void 0 || seconds < 0 || !/^\d+(\.\d+)?$/.test(parts[parts.length - 1])) return void 0;
  const [h, m] = parts.length === 3 ? [Number(parts[0]), Number(parts[1])] : [0, Number(parts[0])];
  return Math.round((h * 3600 + m * 60 + seconds) * 1e9);
}
function parseRuns(file) {
  const lines = file.text.replace(ANSI6, "").split(/\r?\n/);
  const runs = [];
  const last = lines[lines.length - 1];
  const hasReport = lines.some((l) => START.test(l));
  if (hasReport && (/^\t\S/.test(last) || STATUS_LINE.test(last))) {
    throw new ParseError({ harness: ID6, file: file.path, line: lines.length, expected: WHOLE_LAST_LINE, found: last });
  }
  let pendingFailure;
  const err = (line, expected, found) => {
    throw new ParseError({ harness: ID6, file: file.path, line, expected, found });
  };
  for (let i = 0; i < lines.length; i++) {
    const text = lines[i];
    const status = STATUS_LINE.exec(text);
    if (status) {
      pendingFailure = `command ${status[1]}`;
      continue;
    }
    const start = START.exec(text);
    if (!start) continue;
    const startLine = i + 1;
    const values = /* @__PURE__ */ new Map();
    for (i = i + 1; i < lines.length; i++) {
      if (i === lines.length - 1 && lines[i] === "") break;
      const entry = ENTRY.exec(lines[i]);
      if (!entry) err(i + 1, 'a tab-indented "Key: value" line of the time -v report', lines[i]);
      values.set(entry[1], { value: entry[2].trim(), line: i + 1 });
      if (entry[1] === KEYS.exit) break;
    }
    if (!values.has(KEYS.exit)) {
      const end = lines.findLastIndex((l) => l !== "");
      err(end + 1, `the report to end with "${KEYS.exit}: <n>" (block from line ${startLine}; time prints it last: the output was cut off)`, lines[end] ?? "");
    }
    const get = (key) => values.get(key) ?? err(startLine, `a "${key}" line in the time -v report`, "");
    const seconds = (key) => {
      const { value, line } = get(key);
      const n = /^\d+(\.\d+)?$/.test(value) ? parseNumber(value) : void 0;
      return n === void 0 ? err(line, `${key} as seconds`, value) : Math.round(n * 1e9);
    };
    const wall = get(KEYS.wall);
    const wallNs = elapsedNs(wall.value) ?? err(wall.line, "an elapsed time as h:mm:ss or m:ss.cc", wall.value);
    const rss = get(KEYS.rss);
    const kb = /^\d+$/.test(rss.value) ? parseNumber(rss.value) : void 0;
    if (kb === void 0) err(rss.line, "a size in kbytes", rss.value);
    const exit = get(KEYS.exit);
    if (!/^\d+$/.test(exit.value)) err(exit.line, "an exit status", exit.value);
    const failure = pendingFailure ?? (exit.value !== "0" ? `command exited with status ${exit.value}` : void 0);
    pendingFailure = void 0;
    if (start[1] === "") err(startLine, "a command name", text);
    const userNs = seconds(KEYS.user);
    const systemNs = seconds(KEYS.system);
    const zeros = [[METRIC.time, KEYS.wall, wallNs], ["user-time", KEYS.user, userNs], ["system-time", KEYS.system, systemNs]].filter(([, , ns]) => ns === 0).map(([metric2, key]) => ({ metric: metric2, line: get(key).line, printed: get(key).value }));
    runs.push({ command: start[1], wallNs, userNs, systemNs, rssBytes: kb * 1024, failure, zeros });
  }
  return runs;
}
function median2(values) {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}
function metric(values, unit) {
  if (values.length === 1) return { unit, direction: "smaller", value: values[0], statistic: "single", samples: values, n: 1 };
  return {
    unit,
    direction: "smaller",
    value: median2(values),
    statistic: "median",
    samples: values,
    n: values.length,
    spread: { min: minOf(values), max: maxOf(values) }
  };
}
function parse10(input) {
  const byCommand = /* @__PURE__ */ new Map();
  const files2 = /* @__PURE__ */ new Map();
  for (const file of input.files) {
    for (const run of parseRuns(file)) {
      files2.set(run, file.path);
      byCommand.set(run.command, [...byCommand.get(run.command) ?? [], run]);
    }
  }
  if (byCommand.size === 0) {
    throw new ParseError({
      harness: ID6,
      file: input.files.map((f) => f.path).join(", ") || "<no files>",
      expected: 'a GNU time -v report ("\\tCommand being timed: ...")',
      found: input.files.find((f) => f.text.trim() !== "")?.text.trim().split(/\r?\n/, 1)[0] ?? ""
    });
  }
  const warnings = [];
  const benchmarks = [...byCommand].map(([command2, runs]) => {
    const failures = runs.map((r) => r.failure).filter((f) => f !== void 0);
    const warned = /* @__PURE__ */ new Set();
    for (const run of failures.length > 0 ? [] : runs) {
      for (const z of run.zeros) {
        if (warned.has(z.metric)) continue;
        warned.add(z.metric);
        warnings.push(printedZeroWarning(`${files2.get(run)}:${z.line}`, command2, z.metric, z.printed));
      }
    }
    return {
      name: command2,
      status: failures.length > 0 ? "failed" : "ok",
      ...failures.length > 0 ? { error: failures.length === 1 ? failures[0] : `${failures.length} of ${runs.length} runs failed: ${failures[0]}` } : {},
      metrics: {
        [METRIC.time]: metric(runs.map((r) => r.wallNs), "ns"),
        "user-time": metric(runs.map((r) => r.userNs), "ns"),
        "system-time": metric(runs.map((r) => r.systemNs), "ns"),
        // Peak RSS repeats exactly within a burst of runs and still moves between processes: not an exact count.
        "max-rss": { ...metric(runs.map((r) => r.rssBytes), "B"), exact: false }
      }
    };
  });
  return warnings.length > 0 ? { benchmarks, warnings } : { benchmarks };
}
function detect9(input) {
  for (const f of input.files) {
    const text = f.text.slice(0, 2e5);
    if (/^\tCommand being timed: "/m.test(text) && /^\tElapsed \(wall clock\) time/m.test(text)) return "yes";
    if (/^[ \t]*Command being timed: /m.test(text)) return "maybe";
  }
  return "no";
}
var gnuTime = {
  id: ID6,
  description: "GNU time -v report: wall, user and system time and maximum RSS of a command",
  detect: detect9,
  parse: parse10
};

// src/parse/go-bench.ts
var HARNESS5 = "go-bench";
var RESULT2 = /^Benchmark\S*[ \t]+\d+[ \t]+\d[\d.e+-]*[ \t]+ns\/op\b/m;
var NAME_THEN_REST = /^(Benchmark\S*)\s+(.*)$/;
var PROCS_SUFFIX = /^(.+)-(\d+)$/;
var NONE_YET = [];
var NONE_YET_LISTS = [];
function ownLists(entry) {
  if (entry.iterations !== NONE_YET) return;
  entry.units = [];
  entry.lists = [];
  entry.iterations = [];
}
function pushSample(entry, unit, value) {
  const k = unitSlot(entry, unit);
  if (k >= 0) entry.lists[k].push(value);
  else {
    entry.units.push(unit);
    entry.lists.push([value]);
  }
}
var UNITS_SCANNED = 16;
function unitSlot(entry, unit) {
  const units = entry.units;
  if (units.length <= UNITS_SCANNED) return units.indexOf(unit);
  let index = entry.unitIndex;
  if (index === void 0) entry.unitIndex = index = /* @__PURE__ */ new Map();
  for (let k = index.size; k < units.length; k++) if (!index.has(units[k])) index.set(units[k], k);
  return index.get(unit) ?? -1;
}
function settle(entry) {
  if (entry.settled) return;
  if (entry.iterations.length < 2 * (entry.settledLines ?? 0)) return;
  entry.settledLines = entry.iterations.length;
  const lists = entry.lists.slice();
  for (let k = 0; k < lists.length; k++) lists[k] = lists[k].slice();
  entry.lists = lists;
  entry.units = entry.units.slice();
  entry.iterations = entry.iterations.slice();
  entry.settled = true;
}
var CONFIG_LINE = new RegExp("^(\\p{Ll}[^\\s\\p{Lu}:]*):(?:[ \\t](.*))?$", "u");
var UNIT_LINE = /^Unit[ \t]+(\S+)((?:[ \t]+[^\s=]+=\S*)+)[ \t]*$/;
var NOT_CONFIG = /* @__PURE__ */ new Set(["panic", "signal", "testing", "coverage"]);
var MAX_CONFIG_KEYS = 1e3;
var DANGLING_NAME = /^Benchmark(?![a-z])\S*[ \t]+$/;
var CLOSING = /^(PASS|FAIL|ok\s|FAIL\s|panic:)/;
var NUMBERS_TAIL = /(?:^|[ \t])(\d+[ \t]+\d[\d.e+-]*[ \t]+ns\/op(?:[ \t].*)?)$/;
var NUMBERS_ONLY = /^[ \t]*\d+[ \t]+\d[\d.e+-]*[ \t]+ns\/op(?:[ \t]|$)/;
var ZERO_ITERATIONS = /^0+[ \t]+\S+[ \t]+\S/;
function looksLikeJson(text) {
  return /^\s*\{"(?:Time|Action|ImportPath)"/.test(text);
}
function detect10(input) {
  for (const f of input.files) {
    const text = stripAnsi(f.text);
    if (looksLikeJson(text)) {
      if (/"Output":"Benchmark[^"]*ns\/op/.test(text) || /"Output":"\s*\d+\\t\s*\d[\d.]*\s+ns\/op/.test(text)) return "yes";
      if (/"Output":"goos: /.test(text) && /"Output":"Benchmark(?![a-z])[^"]*"/.test(text)) return "yes";
    } else if (RESULT2.test(text)) return "yes";
  }
  if (input.files.some((f) => /^goos: /m.test(f.text) && /^goarch: /m.test(f.text) && /^Benchmark\S*[ \t]/m.test(f.text))) return "yes";
  return input.files.some((f) => /^(goos|goarch|pkg): /m.test(f.text) && /^Benchmark/m.test(f.text)) ? "maybe" : "no";
}
function fail5(file, line, expected, found) {
  throw new ParseError({ harness: HARNESS5, file, line, expected, found });
}
function* chunkedLines(chunks) {
  let line = 1;
  let pending = "";
  for (const chunk of chunks) {
    const pieces = stripAnsi(pending + chunk).split(/\r?\n/);
    pending = pieces.pop();
    for (const t of pieces) yield { text: t.endsWith("\r") ? t.slice(0, -1) : t, line: line++ };
  }
  yield { text: pending.endsWith("\r") ? pending.slice(0, -1) : pending, line };
}
function jsonPackages(path, events) {
  const byPkg = /* @__PURE__ */ new Map();
  const open = /* @__PURE__ */ new Map();
  for (const { text, line } of events) {
    if (text.trim() === "") continue;
    let event;
    if (jsonTooDeep(text)) fail5(path, line, `one test2json event (JSON nested at most ${MAX_JSON_DEPTH} levels deep) per line`, text);
    try {
      event = JSON.parse(text);
    } catch {
      fail5(path, line, "one test2json event (JSON object) per line", text);
    }
    if (typeof event !== "object" || event === null || Array.isArray(event)) fail5(path, line, "a test2json event object", text);
    const { Action, Output, Package } = event;
    if (Action !== "output" || typeof Output !== "string") continue;
    const pkg = typeof Package === "string" ? Package : "";
    const lines = byPkg.get(pkg) ?? [];
    byPkg.set(pkg, lines);
    stripAnsi(Output).split(/\r?\n/).forEach((piece, i, all) => {
      const last = lines[lines.length - 1];
      if (i === 0 && open.get(pkg) && last !== void 0) last.text += piece;
      else lines.push({ text: piece, line });
      if (i === all.length - 1) open.set(pkg, piece !== "");
    });
  }
  return byPkg;
}
function addSamples(entry, rest, file, line) {
  ownLists(entry);
  const tokens = rest.trim().split(/\s+/);
  const pairs = tokens.slice(1);
  entry.iterations.push(Number(tokens[0]));
  if (pairs.length < 2 || pairs.length % 2 !== 0) fail5(file, line, '"<N> <value> <unit>\u2026" after the benchmark name', rest);
  for (let i = 0; i < pairs.length; i += 2) {
    const value = parseNumber(pairs[i]);
    const unit = pairs[i + 1];
    if (value === void 0 || !/^[^\d\s]\S*$/.test(unit)) fail5(file, line, '"<value> <unit>" pairs', `${pairs[i]} ${unit}`);
    pushSample(entry, unit, value);
  }
}
var MAX_FAST_PAIRS = 64;
var fastValues = new Float64Array(MAX_FAST_PAIRS);
var fastUnits = new Array(MAX_FAST_PAIRS).fill("");
var POW10 = Array.from({ length: 23 }, (_, k) => 10 ** k);
var isBlank = (c) => c === 32 || c === 9;
var MAX_LOG_LINES = 20;
var isDigit = (c) => c >= 48 && c <= 57;
var UnitCache = class {
  // Seeded with go test's own units: an empty list starts with another map than a filled one, and the
  // scanner, optimised on the first file's, was thrown back to the interpreter at the second file.
  known = ["ns/op", "MB/s", "B/op", "allocs/op"];
  at(text, start, end) {
    const length = end - start;
    for (const u of this.known) if (u.length === length && text.startsWith(u, start)) return u;
    const unit = ownCopy(text.slice(start, end));
    if (this.known.length < 64) this.known.push(unit);
    return unit;
  }
};
function doubles() {
  const list = [0.5];
  list.pop();
  return list;
}
var openUnits = [];
var openLengths = [];
var openIterations = doubles();
var openValues = [];
function noteBlock(entry, process, lines) {
  if (lines === 0) return;
  if (entry.blocks === void 0 || entry.blockLines === void 0) {
    if (entry.block === void 0 || entry.block === process) {
      entry.block = process;
      entry.lines0 = (entry.lines0 ?? 0) + lines;
      return;
    }
    entry.blocks = [entry.block, process];
    entry.blockLines = [entry.lines0, lines];
  } else if (entry.blocks[entry.blocks.length - 1] === process) {
    entry.blockLines[entry.blockLines.length - 1] += lines;
  } else {
    entry.blocks.push(process);
    entry.blockLines.push(lines);
  }
}
function openSample(open, iterations, pairs) {
  openIterations[open.lines++] = iterations;
  for (let k = 0; k < pairs; k++) {
    const unit = fastUnits[k];
    let slot = 0;
    while (slot < open.slots && openUnits[slot] !== unit) slot++;
    if (slot === open.slots) {
      if (slot === openValues.length) openValues.push(doubles());
      openUnits[slot] = unit;
      openLengths[slot] = 0;
      open.slots++;
    }
    openValues[slot][openLengths[slot]++] = fastValues[k];
  }
}
function flushOpen(open) {
  const entry = open.entry;
  if (entry === void 0) return;
  open.entry = void 0;
  const fresh = entry.units.length === 0 && entry.iterations.length === 0;
  noteBlock(entry, open.process, open.lines);
  const iterations = openIterations.slice(0, open.lines);
  if (entry.iterations.length === 0) entry.iterations = iterations;
  else pushAll(entry.iterations, iterations);
  if (fresh) {
    const units = openUnits.slice(0, open.slots);
    const lists = units.map((_, slot) => openValues[slot].slice(0, openLengths[slot]));
    entry.units = units;
    entry.lists = lists;
    entry.settled = true;
  } else {
    for (let slot = 0; slot < open.slots; slot++) {
      const values = openValues[slot].slice(0, openLengths[slot]);
      const k = unitSlot(entry, openUnits[slot]);
      if (k < 0) {
        entry.units.push(openUnits[slot]);
        entry.lists.push(values);
      } else {
        pushAll(entry.lists[k], values);
      }
    }
  }
  for (let slot = 0; slot < open.slots; slot++) if (openValues[slot].length > SCRATCH_KEPT) openValues[slot] = doubles();
  if (openIterations.length > SCRATCH_KEPT) openIterations = doubles();
  open.slots = 0;
  open.lines = 0;
}
var SCRATCH_KEPT = 4096;
var fastNameEnd = 0;
var fastIterations = 0;
function scanResult(text, start, len, units) {
  let i = start + 9;
  let c = text.charCodeAt(i);
  if (c >= 97 && c <= 122) return -1;
  for (; i < len; i++) {
    c = text.charCodeAt(i);
    if (c <= 32 || c >= 127) break;
  }
  fastNameEnd = i;
  if (i === len || !isBlank(c)) return -1;
  while (i < len && isBlank(text.charCodeAt(i))) i++;
  const iterations = i;
  let someIterations = false;
  let n = 0;
  for (; i < len && isDigit(c = text.charCodeAt(i)); i++) {
    if (c !== 48) someIterations = true;
    n = n * 10 + (c - 48);
  }
  fastIterations = n;
  if (i === iterations || !someIterations || i === len || !isBlank(text.charCodeAt(i))) return -1;
  let pairs = 0;
  for (; ; ) {
    while (i < len && isBlank(text.charCodeAt(i))) i++;
    if (i === len) break;
    if (pairs === MAX_FAST_PAIRS) return -1;
    const v = i;
    let whole = 0;
    while (i < len && isDigit(c = text.charCodeAt(i))) {
      whole = whole * 10 + (c - 48);
      i++;
    }
    if (i === v || i - v > 15) return -1;
    let value = whole;
    if (i < len && text.charCodeAt(i) === 46) {
      i++;
      const f = i;
      let digits = whole;
      while (i < len && isDigit(c = text.charCodeAt(i))) {
        digits = digits * 10 + (c - 48);
        i++;
      }
      value = i - v - 1 <= 15 ? digits / POW10[i - f] : Number(text.slice(v, i));
    }
    if (i === len || !isBlank(text.charCodeAt(i))) return -1;
    while (i < len && isBlank(text.charCodeAt(i))) i++;
    const u = i;
    for (; i < len; i++) {
      c = text.charCodeAt(i);
      if (c <= 32 || c >= 127) break;
    }
    if (i === u || isDigit(text.charCodeAt(u)) || i < len && !isBlank(c)) return -1;
    fastValues[pairs] = value;
    fastUnits[pairs] = units.at(text, u, i);
    pairs++;
  }
  return pairs === 0 ? -1 : pairs;
}
function collect2(file, source, last, pkgDefault, into) {
  let pkg = pkgDefault;
  let pkgKnown = pkgDefault !== "";
  const unhomed = /* @__PURE__ */ new Set();
  const rehome = (to) => {
    for (const e of unhomed) {
      const byPkg = into.byKey.get(e.configKey);
      const target = byPkg.get(to) ?? /* @__PURE__ */ new Map();
      byPkg.get(e.pkg)?.delete(e.rawName);
      byPkg.set(to, target);
      const there = target.get(e.rawName);
      if (there !== void 0) there.error ??= e.error;
      else {
        target.set(e.rawName, e);
        e.pkg = to;
      }
    }
    unhomed.clear();
  };
  const UNHOMED = "\0next package";
  const failedEntry = (rawName) => {
    if (pkgKnown) return entryFor(rawName);
    const was = pkg;
    pkg = UNHOMED;
    const entry = entryFor(rawName);
    pkg = was;
    unhomed.add(entry);
    return entry;
  };
  let lastFailed;
  let openPanic;
  let panicGoroutines = 0;
  let chattyName;
  let chattyLog = [];
  let bareName;
  let printedName;
  const config = /* @__PURE__ */ new Map();
  let configKey = "";
  let configRecord = {};
  let configChanged = false;
  const setConfig = (key, value, at) => {
    if (value === "") config.delete(key);
    else config.set(key, value);
    if (config.size > MAX_CONFIG_KEYS) fail5(file, at.line, `at most ${MAX_CONFIG_KEYS} configuration keys in force at once (benchfmt "key: value" lines)`, at.text);
    configChanged = true;
  };
  const currentConfig = () => {
    if (!configChanged) return;
    const sorted = [...config].sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0);
    configKey = JSON.stringify(sorted);
    configRecord = Object.freeze(Object.fromEntries(sorted));
    configChanged = false;
  };
  let sawHeader = false;
  let unclosed;
  let lastEntry;
  const open = { entry: void 0, process: 0, slots: 0, lines: 0 };
  let closedSinceHeader = false;
  const entryFor = (rawName) => {
    flushOpen(open);
    currentConfig();
    if (lastEntry !== void 0 && lastEntry.rawName === rawName && lastEntry.pkg === pkg && lastEntry.configKey === configKey) {
      lastEntry.settled = false;
      return lastEntry;
    }
    let byPkg = into.byKey.get(configKey);
    if (byPkg === void 0) into.byKey.set(configKey, byPkg = /* @__PURE__ */ new Map());
    let byName = byPkg.get(pkg);
    if (byName === void 0) byPkg.set(pkg, byName = /* @__PURE__ */ new Map());
    let entry = byName.get(rawName);
    if (entry === void 0) {
      const found = PROCS_SUFFIX.exec(rawName);
      const m = found !== null && found[2] !== "1" ? found : void 0;
      entry = { pkg, rawName, base: m ? m[1] : rawName, procs: m?.[2], config: configRecord, configKey, units: NONE_YET, lists: NONE_YET_LISTS, iterations: NONE_YET, settled: false };
      byName.set(rawName, entry);
      into.entries.push(entry);
    }
    if (lastEntry !== void 0) settle(lastEntry);
    entry.settled = false;
    lastEntry = entry;
    return entry;
  };
  const units = new UnitCache();
  const entryAt = (text, start, nameEnd) => {
    currentConfig();
    const e = lastEntry;
    if (e !== void 0 && e.rawName.length === nameEnd - start && text.startsWith(e.rawName, start) && e.pkg === pkg && e.configKey === configKey) return e;
    return entryFor(ownCopy(text.slice(start, nameEnd)));
  };
  const cutOff = (at) => fail5(file, at.line, "a complete benchmark line ending in a newline (go test ends every line with one: the output was cut off mid-line)", at.text);
  if (last !== void 0 && /^Benchmark(?![a-z])/.test(last.text)) cutOff(last);
  let lastNonBlank;
  const FAST = { text: "", line: 0 };
  let fastText = "";
  let fastStart = 0;
  let fastEnd = 0;
  let fastLine = 0;
  const real = (at) => at === FAST ? { text: fastText.slice(fastStart, fastEnd), line: fastLine } : at;
  const fast = (text, start, end, line) => {
    const pairs = scanResult(text, start, end, units);
    if (pairs <= 0) return false;
    lastFailed = void 0;
    chattyName = void 0;
    const entry = entryAt(text, start, fastNameEnd);
    if (entry !== open.entry) {
      flushOpen(open);
      open.entry = entry;
    }
    openSample(open, fastIterations, pairs);
    fastText = text;
    fastStart = start;
    fastEnd = end;
    fastLine = line;
    lastNonBlank = FAST;
    unclosed = FAST;
    return true;
  };
  if ("chunks" in source) {
    let line = 1;
    let pending = "";
    for (const chunk of source.chunks) {
      const text = stripAnsi(pending + chunk);
      const lastNl = text.lastIndexOf("\n");
      for (let start = 0; start <= lastNl; line++) {
        const nl = text.indexOf("\n", start);
        let end = nl;
        if (end > start && text.charCodeAt(end - 1) === 13) end--;
        if (end > start && text.charCodeAt(end - 1) === 13) end--;
        let k = start;
        while (k < end && isBlank(text.charCodeAt(k))) k++;
        if (k < end && !(text.startsWith("Benchmark", start) && fast(text, start, end, line))) slow({ text: text.slice(start, end), line });
        start = nl + 1;
        if (k === end) for (; start <= lastNl && text.charCodeAt(start) === 10; start++) line++;
      }
      pending = text.slice(lastNl + 1);
    }
    const tail = pending.endsWith("\r") ? pending.slice(0, -1) : pending;
    if (/^Benchmark(?![a-z])/.test(tail)) cutOff({ text: tail, line });
    if (!(tail.startsWith("Benchmark") && fast(tail, 0, tail.length, line))) slow({ text: tail, line });
  } else {
    for (const at of source.lines) if (!(at.text.startsWith("Benchmark") && fast(at.text, 0, at.text.length, at.line))) slow(at);
  }
  flushOpen(open);
  if (unhomed.size > 0) rehome(pkg);
  if (printedName !== void 0) {
    fail5(file, printedName.at.line, `the numbers of ${printedName.rawName} ("<N> <value> ns/op\u2026" on a line of their own after what it printed; the run stopped, or the output was cut off, before them)`, printedName.at.text);
  }
  if (sawHeader && unclosed !== void 0) {
    const end = real(lastNonBlank ?? unclosed);
    const cut = real(unclosed);
    fail5(
      file,
      end.line,
      `go test's closing "PASS", "FAIL" or "ok <pkg>" line after the results (line ${cut.line} is the last; go test always closes a run it printed "goos:" for: the output was cut off, or the run was killed)`,
      end.text.trimEnd()
    );
  }
  function slow(at) {
    const { text, line } = at;
    const resultLine = text.startsWith("Benchmark");
    const trimmed = text.trimEnd();
    if (trimmed.trim() !== "") lastNonBlank = at;
    if (!resultLine && printedName !== void 0 && NUMBERS_ONLY.test(trimmed)) {
      addSamples(entryFor(printedName.rawName), trimmed.trim(), file, line);
      printedName = void 0;
      unclosed = at;
      return;
    }
    if (!resultLine && !trimmed.startsWith("    ") && trimmed.includes("ns/op")) {
      const at2 = trimmed.search(/[ \t]Benchmark/);
      const inside = at2 < 0 ? "" : trimmed.slice(at2 + 1);
      if (inside !== "" && NAME_THEN_REST.test(inside) && NUMBERS_TAIL.test(inside)) {
        slow({ text: inside, line });
        return;
      }
    }
    if (!resultLine) {
      if (CLOSING.test(trimmed)) unclosed = void 0;
      const pkgLine = /^pkg:\s*(\S+)/.exec(trimmed);
      if (pkgLine) {
        pkg = pkgLine[1];
        if (pkgDefault === "") {
          pkgKnown = true;
          rehome(pkg);
        }
        return;
      }
      const pkgDone = /^(?:ok|FAIL)\s+(\S+)/.exec(trimmed);
      if (pkgDone && pkgDefault === "") {
        if (unhomed.size > 0) rehome(pkgDone[1]);
        pkgKnown = false;
      }
      if (/^goos:/.test(trimmed)) {
        sawHeader = true;
        if (closedSinceHeader) {
          flushOpen(open);
          open.process++;
          closedSinceHeader = false;
        }
      }
      if (/^(?:PASS|FAIL|ok\s)/.test(trimmed)) closedSinceHeader = true;
      if (/^(PASS|ok\s)/.test(trimmed)) into.sawTrailer = true;
      if (/^(FAIL|--- FAIL:|panic:)/.test(trimmed)) {
        into.sawTrailer = true;
        const failure = { text: trimmed, line };
        into.failures.push(failure);
        openPanic = trimmed.startsWith("panic:") ? failure : void 0;
        panicGoroutines = 0;
      } else if (openPanic !== void 0 && openPanic.benchmark === void 0) {
        const frame = /^\S*?\.(Benchmark[^\s.(]*)(?:\.func\d+(?:\.\d+)*)*\(/.exec(trimmed);
        if (frame) {
          openPanic.benchmark = frame[1];
          const name = bareName !== void 0 && (bareName === frame[1] || bareName.startsWith(`${frame[1]}/`)) ? bareName : frame[1];
          const procs = lastEntry !== void 0 && lastEntry.pkg === pkg ? lastEntry.procs : void 0;
          const entry = failedEntry(procs === void 0 ? name : `${name}-${procs}`);
          entry.error ??= openPanic.text;
        } else if (/^goroutine \d+ \[/.test(trimmed)) openPanic = panicGoroutines++ === 0 ? openPanic : void 0;
        else if (/^ok\s/.test(trimmed)) openPanic = void 0;
      }
      const skip = /^\s*--- SKIP:\s*(Benchmark\S*)/.exec(trimmed);
      if (skip) {
        const reason = skip[1] === chattyName ? chattyLog.join(" ") : "";
        const names = into.skips.get(reason) ?? [];
        into.skips.set(reason, names);
        names.push(ownCopy(skip[1]));
        chattyName = void 0;
        return;
      }
      const failed = /^--- FAIL:\s*(Benchmark\S*)/.exec(trimmed);
      if (failed) {
        lastFailed = failedEntry(failed[1]);
        lastFailed.error ??= failed[1] === chattyName && chattyLog.length > 0 ? chattyLog.join("\n") : "benchmark failed";
        chattyName = void 0;
        return;
      }
      if (chattyName !== void 0 && /^\s+\S/.test(text)) {
        if (chattyLog.length < MAX_LOG_LINES) chattyLog.push(trimmed.trim());
        else if (chattyLog.length === MAX_LOG_LINES) chattyLog.push("\u2026 (more lines not kept)");
        return;
      }
      if (lastFailed !== void 0 && /^\s+\S/.test(text)) {
        lastFailed.error = lastFailed.error === "benchmark failed" ? trimmed.trim() : `${lastFailed.error}
${trimmed.trim()}`;
        return;
      }
    }
    if (trimmed === "") return;
    lastFailed = void 0;
    chattyName = void 0;
    if (resultLine && /^Benchmark(?![a-z])\S*$/.test(text)) {
      chattyName = trimmed;
      bareName = trimmed;
      chattyLog = [];
      return;
    }
    if (!resultLine) {
      const unitLine = UNIT_LINE.exec(trimmed);
      if (unitLine) {
        for (const [, key, value] of unitLine[2].matchAll(/(\S+?)=(\S*)/g)) {
          if (key === "better" && (value === "higher" || value === "lower")) into.better.set(unitLine[1], value === "higher" ? "bigger" : "smaller");
        }
        return;
      }
      const kv = CONFIG_LINE.exec(trimmed);
      if (kv && !NOT_CONFIG.has(kv[1])) {
        setConfig(kv[1], kv[2]?.trim() ?? "", { text: trimmed, line });
        return;
      }
    }
    if (DANGLING_NAME.test(text)) {
      fail5(file, line, '"<N> <value> ns/op\u2026" after the benchmark name (go test prints the name, runs the benchmark, then its numbers on the same line: the run stopped in between, or the benchmark wrote to stdout)', trimmed);
    }
    const m = NAME_THEN_REST.exec(trimmed);
    if (!m || !/^Benchmark($|[^a-z])/.test(m[1])) return;
    const [, rawName, rest] = m;
    const inline = /^(--- FAIL:|--- SKIP:|panic:)\s*(.*)$/.exec(rest);
    if (inline) {
      if (inline[1] === "--- SKIP:") return;
      into.failures.push({ text: trimmed, line });
      lastFailed = failedEntry(rawName);
      lastFailed.error = inline[1] === "panic:" ? `panic: ${inline[2]}` : "benchmark failed";
      return;
    }
    if (ZERO_ITERATIONS.test(rest)) {
      into.skipped.add(ownCopy(rawName));
      unclosed = at;
      return;
    }
    if (/^signal: /.test(rest)) fail5(file, line, '"<name> <N> <value> ns/op\u2026" benchmark line', trimmed);
    if (printedName !== void 0) fail5(file, printedName.at.line, `the numbers of ${printedName.rawName} before the next benchmark (it wrote to stdout; no "<N> <value> ns/op\u2026" line followed)`, printedName.at.text);
    if (!/^\d+\s/.test(rest)) {
      const noted = ownCopy(rawName);
      if (!into.printed.has(noted)) into.printed.set(noted, `${file}:${line}`);
      const tail = NUMBERS_TAIL.exec(rest);
      if (tail) addSamples(entryFor(noted), tail[1], file, line);
      else printedName = { rawName: noted, at: { text: trimmed, line } };
      unclosed = at;
      return;
    }
    addSamples(entryFor(ownCopy(rawName)), rest, file, line);
    unclosed = at;
  }
}
function build(unit, direction, values, exact, iterations) {
  const stddev = sampleStddev(values);
  const spread = stddev === void 0 ? { min: minOf(values), max: maxOf(values) } : { min: minOf(values), max: maxOf(values), stddev };
  if (exact === void 0 && iterations !== void 0) return { unit, direction, value: median(values), statistic: "median", samples: values, n: values.length, spread, iterations };
  if (exact === void 0) return { unit, direction, value: median(values), statistic: "median", samples: values, n: values.length, spread };
  return iterations === void 0 ? { unit, direction, value: median(values), statistic: "median", samples: values, n: values.length, spread, exact } : { unit, direction, value: median(values), statistic: "median", samples: values, n: values.length, spread, exact, iterations };
}
function allAgree(samples) {
  if (samples.length < 2) return void 0;
  for (let i = 1; i < samples.length; i++) if (samples[i] !== samples[0]) return false;
  return true;
}
function goMetricKey(unit) {
  switch (unit) {
    case "ns/op":
      return METRIC.time;
    case "MB/s":
      return METRIC.throughput;
    case "B/op":
      return METRIC.memory;
    case "allocs/op":
      return METRIC.allocs;
    default:
      return unit;
  }
}
function withProcessRuns(m, e) {
  const lines = e.blockLines;
  const samples = m.samples;
  if (lines === void 0 || lines.length < 2 || samples === void 0 || m.exact === true) return m;
  let total = 0;
  for (let i = 0; i < lines.length; i++) total += lines[i];
  if (total !== samples.length || total !== e.iterations.length) return m;
  const runs = [];
  let at = 0;
  for (let i = 0; i < lines.length; i++) {
    runs.push(median(samples.slice(at, at + lines[i])));
    at += lines[i];
  }
  return { ...m, runs };
}
function toMetric(unit, samples, iterations, better) {
  const perSample = iterations.length === samples.length ? iterations : void 0;
  switch (unit) {
    case "ns/op":
      return build("ns", "smaller", samples, void 0);
    case "MB/s":
      for (let i = 0; i < samples.length; i++) samples[i] = samples[i] * 1e6;
      return build("B/s", "bigger", samples, void 0);
    case "B/op":
      return build("B", "smaller", samples, allAgree(samples), perSample);
    case "allocs/op":
      return build("allocs", "smaller", samples, allAgree(samples), perSample);
    default: {
      const said = better.get(unit);
      if (said !== void 0) return build(unit, said, samples, void 0);
      const direction = customDirection(unit);
      const metric2 = build(unit, direction ?? "smaller", samples, void 0);
      if (direction === void 0) metric2.undirected = true;
      return metric2;
    }
  }
}
var TIME_PER = /^(ns|us|µs|μs|ms|s|sec)\//;
var MEMORY_PER = /^([KMGT]i?B|B|bytes|allocs?)\//;
function customDirection(unit) {
  if (unit.endsWith("/s")) return "bigger";
  if (TIME_PER.test(unit) || MEMORY_PER.test(unit)) return "smaller";
  return void 0;
}
function configDiff(entries, nameOf) {
  const byName = /* @__PURE__ */ new Map();
  for (const e of entries) {
    const list = byName.get(nameOf(e));
    if (list === void 0) byName.set(nameOf(e), [e]);
    else list.push(e);
  }
  const out = /* @__PURE__ */ new Map();
  for (const list of byName.values()) {
    if (list.every((e) => e.configKey === list[0].configKey)) continue;
    const keys = /* @__PURE__ */ new Set();
    for (const e of list) for (const k of Object.keys(e.config)) keys.add(k);
    const differing = [...keys].filter((k) => list.some((e) => e.config[k] !== list[0].config[k])).sort();
    for (const e of list) out.set(e, differing);
  }
  return out;
}
function parse11(input) {
  const collected = { entries: [], byKey: /* @__PURE__ */ new Map(), failures: [], sawTrailer: false, skipped: /* @__PURE__ */ new Set(), skips: /* @__PURE__ */ new Map(), printed: /* @__PURE__ */ new Map(), better: /* @__PURE__ */ new Map() };
  for (const file of input.files) {
    const big = file.lines;
    if (looksLikeJson(stripAnsi(file.text))) {
      const events = big === void 0 ? numberedLines(file.text) : chunkedLines(big.chunks());
      for (const [pkg, lines] of jsonPackages(file.path, events)) collect2(file.path, { lines }, lines[lines.length - 1], pkg, collected);
    } else if (big !== void 0) {
      collect2(file.path, { chunks: big.chunks() }, void 0, "", collected);
    } else {
      const text = stripAnsi(file.text);
      const cut = text.startsWith("Benchmark", text.lastIndexOf("\n") + 1) ? lastLine(text) : void 0;
      collect2(file.path, { chunks: [text] }, cut, "", collected);
    }
  }
  const entries = collected.entries;
  const where = input.files[0]?.path ?? "<stdout>";
  const firstFailure2 = collected.failures[0];
  if (!entries.some((e) => e.units.length > 0)) {
    if (firstFailure2) fail5(where, firstFailure2.line, "at least one benchmark result (the run failed)", firstFailure2.text);
    const [reason, names] = [...collected.skips][0] ?? [];
    if (names !== void 0) {
      const why = reason === "" ? "" : ` (${reason})`;
      throw new ParseError({ harness: HARNESS5, file: where, expected: 'at least one "Benchmark\u2026 <N> <value> ns/op" line (every benchmark that ran skipped)', found: `--- SKIP: ${names[0]}${why}` });
    }
    throw new ParseError({ harness: HARNESS5, file: where, expected: 'at least one "Benchmark\u2026 <N> <value> ns/op" line', found: input.files[0]?.text.slice(0, 80) });
  }
  const endings = /* @__PURE__ */ new Map();
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i];
    if (e.units.length > 0) endings.set(e.procs ?? "", (endings.get(e.procs ?? "") ?? 0) + 1);
  }
  let most = 0;
  for (const n of endings.values()) most = Math.max(most, n);
  const plain = /* @__PURE__ */ new Set();
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i];
    if (e.units.length > 0 && e.procs === void 0) plain.add(`${e.pkg}
${e.rawName}`);
  }
  const plainCovered = /* @__PURE__ */ new Map();
  const seenBases = /* @__PURE__ */ new Set();
  for (let i = 0; i < entries.length && plain.size > 0; i++) {
    const e = entries[i];
    const key = `${e.procs ?? ""}
${e.pkg}
${e.base}`;
    if (e.units.length === 0 || e.procs === void 0 || seenBases.has(key)) continue;
    seenBases.add(key);
    if (plain.has(`${e.pkg}
${e.base}`)) plainCovered.set(e.procs, (plainCovered.get(e.procs) ?? 0) + 1);
  }
  const endsPlainOnes = (procs) => (plainCovered.get(procs) ?? 0) * 2 >= plain.size;
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i];
    if (e.procs !== void 0 && ((endings.get(e.procs) ?? 0) * 2 < most || !endsPlainOnes(e.procs))) {
      e.procs = void 0;
      e.base = e.rawName;
    }
  }
  const procsSeen = new Set(entries.filter((e) => e.units.length > 0).map((e) => e.procs ?? "1"));
  const multiProcs = procsSeen.size > 1;
  const procsInPlay = multiProcs ? void 0 : [...procsSeen][0];
  const nameOf = (e) => multiProcs ? e.procs === void 0 && e.units.length > 0 ? `${e.rawName}-1` : e.rawName : e.units.length === 0 && e.procs !== procsInPlay ? e.rawName : e.base;
  const multiPkg = new Set(entries.map((e) => e.pkg)).size > 1;
  const pkgsByName = /* @__PURE__ */ new Map();
  if (multiPkg) for (const e of entries) pkgsByName.set(nameOf(e), (pkgsByName.get(nameOf(e)) ?? /* @__PURE__ */ new Set()).add(e.pkg));
  const qualified = (e) => (pkgsByName.get(nameOf(e))?.size ?? 0) > 1 && e.pkg !== "" ? `${e.pkg}.${nameOf(e)}` : nameOf(e);
  const oneConfig = entries.every((e) => e.configKey === entries[0].configKey);
  const diffs = oneConfig ? /* @__PURE__ */ new Map() : configDiff(entries, qualified);
  const benchmarks = entries.map((e) => {
    const metrics = {};
    settle(e);
    for (let k = 0; k < e.units.length; k++) metrics[goMetricKey(e.units[k])] = withProcessRuns(toMetric(e.units[k], e.lists[k], e.iterations, collected.better), e);
    const differing = diffs.get(e);
    if (differing === void 0 && !multiProcs && !multiPkg && e.error === void 0) return { name: qualified(e), metrics };
    const config = Object.fromEntries((differing ?? []).map((k) => [k, e.config[k] ?? ""]));
    const params = { ...multiProcs ? { procs: e.procs ?? "1" } : {}, ...config };
    const name = differing === void 0 || differing.length === 0 ? qualified(e) : `${qualified(e)} [${differing.map((k) => `${k}=${config[k]}`).join(", ")}]`;
    return {
      name,
      ...Object.keys(params).length > 0 ? { params } : {},
      ...multiPkg && e.pkg !== "" ? { group: e.pkg } : {},
      ...e.error === void 0 ? {} : { status: "failed", error: e.error },
      metrics
    };
  });
  const warnings = [];
  const failedPkgs = new Set(entries.filter((e) => e.error !== void 0).map((e) => e.pkg));
  const explained = (i) => collected.failures[i - 1]?.benchmark !== void 0;
  const outside = collected.failures.filter(
    (f, i) => i === 0 && failedPkgs.size === 0 || /^FAIL\s+\S/.test(f.text) && !failedPkgs.has(f.text.split(/\s+/)[1]) && !explained(i)
  );
  const MAX_LISTED = 10;
  for (const f of outside.slice(0, MAX_LISTED)) {
    warnings.push(
      f.benchmark === void 0 ? `${where}:${f.line}: the run reported a failure outside any benchmark: ${f.text}` : `${where}:${f.line}: ${f.benchmark} panicked before go test printed its name (the goroutine trace names it), so it has no result and its package's later benchmarks did not run: ${f.text}`
    );
  }
  if (outside.length > MAX_LISTED) warnings.push(`${where}: ${outside.length - MAX_LISTED} more failures outside any benchmark`);
  const first = outside[0];
  const failure = first === void 0 ? void 0 : `${where}:${first.line}: the run reported ${outside.length === 1 ? "a failure" : `${outside.length} failures`} outside any benchmark (${first.text.trim()}${outside.length > 1 ? ", \u2026" : ""}): the benchmarks it stopped have no results`;
  if (collected.printed.size > 0) {
    warnings.push(`${[...collected.printed].map(([name, at]) => `${name} (${at})`).join(", ")} wrote to stdout while running, which splits go test's result line: the numbers were read after the printed text (benchstat skips such lines)`);
  }
  if (collected.skipped.size > 0) {
    warnings.push(`${where}: skipped after its first run (b.Skip once b.N > 1: 0 iterations, NaN ns/op), so no result: ${[...collected.skipped].join(", ")}`);
  }
  const reasons = [...collected.skips];
  for (const [reason, names] of reasons.slice(0, MAX_LISTED)) {
    const listed = names.length > MAX_LISTED ? `${names.slice(0, MAX_LISTED).join(", ")} and ${names.length - MAX_LISTED} more` : names.join(", ");
    warnings.push(`${where}: skipped (--- SKIP), so no result: ${listed}${reason === "" ? "" : ` (${reason})`}`);
  }
  if (reasons.length > MAX_LISTED) {
    const more = reasons.slice(MAX_LISTED).reduce((n, [, names]) => n + names.length, 0);
    warnings.push(`${where}: ${more} more benchmarks skipped (--- SKIP) for ${reasons.length - MAX_LISTED} other reasons, so no result`);
  }
  if (!collected.sawTrailer) warnings.push(`${where}: no PASS/ok/FAIL line: the output may be truncated`);
  return { benchmarks, ...warnings.length > 0 ? { warnings } : {}, ...failure !== void 0 ? { failure } : {} };
}
var shard3 = {
  // ` [commit=…]`: a configuration, not part of the function's name; nor `-2` of a -cpu run (Go names hold no `-`).
  unitOf: (b) => b.name.split(/[/ ]/)[0].replace(/-\d+$/, ""),
  listArgs: { args: ["-list", "^Benchmark"] },
  parseList: (stdout) => stdout.split(/\r?\n/).filter((l) => /^Benchmark\w*$/.test(l.trim())).map((l) => l.trim()),
  selectArgs: (units) => ({ args: ["-bench", exactAlternation(units)] })
};
var goBench = {
  id: HARNESS5,
  description: "Go testing benchmarks (`go test -bench`, text or -json)",
  detect: detect10,
  parse: parse11,
  shard: shard3,
  largeText: true
};

// src/parse/google-benchmark.ts
var ID7 = "google-benchmark";
var DEBUG_WARNING = "Google Benchmark library was built as DEBUG; timings may be affected";
var ANSI7 = /\u001b\[[0-?]*[ -/]*[@-~]/g;
var KNOWN = /* @__PURE__ */ new Set([
  "name",
  "family_index",
  "per_family_instance_index",
  "run_name",
  "run_type",
  "repetitions",
  "repetition_index",
  "threads",
  "iterations",
  "real_time",
  "cpu_time",
  "time_unit",
  "aggregate_name",
  "aggregate_unit",
  "label",
  "error_occurred",
  "error_message",
  "skipped",
  "skip_message",
  "cpu_coefficient",
  "real_coefficient",
  "big_o",
  "rms",
  "complexity_n"
]);
function counterInfo(key) {
  if (key === "bytes_per_second") return { metric: METRIC.throughput, unit: "B/s", direction: "bigger" };
  if (key === "items_per_second") return { metric: "items-per-second", unit: "ops/s", direction: "bigger" };
  return { metric: key, unit: "", direction: "smaller", undirected: true };
}
function skippedNote(file, skipped) {
  return `${file}: skipped, so no result: ${[...skipped].join(", ")}`;
}
function headOf(text) {
  const head2 = text.slice(0, 8192);
  const log = head2.search(/^-- LOG\(\d+\): /m);
  if (log < 0) return head2;
  let end = text.indexOf("\n", log);
  if (end < 0) return head2;
  if (text[end - 1] === "\r") end--;
  let dashes = end;
  while (dashes > log && text[dashes - 1] === "-") dashes--;
  return head2.slice(0, log) + text.slice(dashes, dashes + 8192);
}
function kindOf2(text) {
  const head2 = headOf(text).replace(ANSI7, "");
  if (/^\s*\{/.test(head2)) return /"benchmarks"\s*:|"context"\s*:/.test(head2) ? "json" : void 0;
  if (/^-+\r?\nBenchmark\s+Time\s+CPU\s+Iterations/m.test(head2)) return "console";
  return jsonStart(text) > 0 ? "json" : void 0;
}
var KEY = '"context"';
var AFTER_KEY = /[ \t]*:/y;
var LINE_START_AFTER = /* @__PURE__ */ new Set(["\n", "\r", "\u2028", "\u2029"]);
function jsonStart(text) {
  for (let at = text.indexOf(KEY); at >= 0; at = text.indexOf(KEY, at + KEY.length)) {
    let i = at;
    while (i > 0 && (text[i - 1] === " " || text[i - 1] === "	")) i--;
    if (text[i - 1] !== "\n") continue;
    i--;
    if (text[i - 1] === "\r") i--;
    if (text[i - 1] !== "{") continue;
    const from = i - 1;
    if (from > 0 && !LINE_START_AFTER.has(text[from - 1])) continue;
    AFTER_KEY.lastIndex = at + KEY.length;
    if (AFTER_KEY.test(text)) return from;
  }
  return -1;
}
function withoutPreamble(file) {
  if (file.json !== void 0 || /^\s*\{/.test(file.text.replace(ANSI7, ""))) return void 0;
  const at = jsonStart(file.text);
  if (at <= 0) return void 0;
  const before = file.text.slice(0, at);
  return { file: { path: file.path, text: before.replace(/[^\r\n]/g, " ") + file.text.slice(at) }, ...printedLines(before) };
}
function printedLines(text) {
  let count2 = 0;
  let first = "";
  for (let start = 0; start <= text.length; ) {
    const nl = text.indexOf("\n", start);
    const stop = nl < 0 ? text.length : nl;
    const line = text.slice(start, stop > start && text.charCodeAt(stop - 1) === 13 ? stop - 1 : stop);
    if (line.trim() !== "") {
      if (count2 === 0) first = line;
      count2++;
    }
    start = stop + 1;
  }
  return { count: count2, first };
}
var CSV_HEADER = /^name,iterations,real_time,cpu_time,time_unit\b/m;
function detectFile3(text) {
  const kind = kindOf2(text);
  if (kind === void 0 && CSV_HEADER.test(headOf(text))) return "maybe";
  if (kind === "console") return "yes";
  if (kind === "json") return /"run_type"\s*:|"library_build_type"\s*:|"mhz_per_cpu"\s*:/.test(text.slice(0, 8192)) ? "yes" : "maybe";
  return "no";
}
function detect11(input) {
  return detectAny(input, detectFile3);
}
function parse12(input) {
  const hit = pickJsonOrConsole(input, kindOf2, { harness: ID7, expected: "Google Benchmark JSON (--benchmark_format=json) or console output (--benchmark_format=csv is not read: json keeps every repetition)" });
  const out = { benchmarks: [], warnings: [] };
  for (const file of hit.files) {
    const one = hit.kind === "json" ? parseJson(file) : parseConsole(file);
    pushAll(out.benchmarks, one.benchmarks);
    for (const w of one.warnings) if (!out.warnings.includes(w)) out.warnings.push(w);
  }
  if (!out.warnings.includes(DEBUG_WARNING) && input.files.some((f) => /Library was built as DEBUG/.test(f.text))) {
    out.warnings.push(DEBUG_WARNING);
  }
  return { benchmarks: uniqueNames(out.benchmarks), warnings: out.warnings.length > 0 ? out.warnings : void 0 };
}
function parseJson(file) {
  const src = { harness: ID7, file: file.path };
  const preamble = withoutPreamble(file);
  const root = record(src, parseJsonFile(src, preamble?.file ?? file, "Google Benchmark JSON output"), "$");
  const warnings = [];
  if (preamble !== void 0) {
    const n = preamble.count;
    warnings.push(`${file.path}: ${n} line${n === 1 ? "" : "s"} the benchmark program printed before the JSON document, not read (--benchmark_out=FILE keeps the JSON apart): "${preamble.first}"`);
  }
  if (isRecord(root.context)) {
    if (root.context.library_build_type === "debug") warnings.push(DEBUG_WARNING);
    if (root.context.cpu_scaling_enabled === true) warnings.push("CPU frequency scaling was enabled; real time measurements may be noisy");
  }
  const rows = array(src, root.benchmarks, "benchmarks");
  if (rows.length === 0) fail(src, "benchmarks", "at least one benchmark", rows);
  const instances = /* @__PURE__ */ new Map();
  const skipped = /* @__PURE__ */ new Set();
  const get = (key, name) => {
    let inst = instances.get(key);
    if (inst === void 0) {
      inst = { name, runs: [], aggregates: /* @__PURE__ */ new Map(), complexity: {} };
      instances.set(key, inst);
    }
    return inst;
  };
  rows.forEach((value, i) => {
    const path = `benchmarks[${i}]`;
    const row = record(src, value, path);
    const name = string(src, row.name, `${path}.name`);
    const runName = row.run_name === void 0 ? name : string(src, row.run_name, `${path}.run_name`);
    if (row.skipped === true) {
      skipped.add(typeof row.skip_message === "string" && row.skip_message !== "" ? `${name} (${row.skip_message})` : name);
      return;
    }
    if (row.run_type === "aggregate") {
      const agg = string(src, row.aggregate_name, `${path}.aggregate_name`);
      if (agg === "BigO" || agg === "RMS") {
        const inst = get(`${runName}\0complexity`, `${runName}_BigO`);
        inst.complexity[agg === "BigO" ? "bigO" : "rms"] = { row, path };
      } else {
        get(runName, runName).aggregates.set(agg, { row, path });
      }
    } else {
      get(runName, runName).runs.push({ row, path });
    }
  });
  if (skipped.size > 0) warnings.push(skippedNote(file.path, skipped));
  const waited = offCpuNote(file.path, root.context, rows);
  if (waited !== void 0) warnings.push(waited);
  return { benchmarks: [...instances.values()].map((inst) => toBenchmark(src, inst)), warnings };
}
var OFF_CPU = 1.2;
function offCpuNote(path, context, rows) {
  const ratios = [];
  for (const value of rows) {
    if (!isRecord(value) || value.run_type === "aggregate" || typeof value.threads === "number" && value.threads > 1) continue;
    const { real_time: real, cpu_time: cpu } = value;
    if (typeof real === "number" && typeof cpu === "number" && real > 0 && cpu > 0) ratios.push(real / cpu);
  }
  if (ratios.length === 0) return void 0;
  const ratio = median(ratios);
  if (!(ratio > OFF_CPU)) return void 0;
  const load = isRecord(context) && Array.isArray(context.load_avg) && typeof context.load_avg[0] === "number" && typeof context.num_cpus === "number" ? ` (load average ${context.load_avg[0].toFixed(1)} on ${context.num_cpus} CPUs at the start)` : "";
  return `${path}: real time exceeded CPU time by a median ${((ratio - 1) * 100).toFixed(0)} % over ${ratios.length} single-threaded runs${load}: time off a CPU (a busy machine, or waiting on I/O) is in the time compared; CPU time is compared beside it as \`cpu-time\` (\`gate: cpu-time\` decides on it)`;
}
function toBenchmark(src, inst) {
  if (inst.complexity.bigO !== void 0 || inst.complexity.rms !== void 0) return complexityBenchmark(src, inst);
  const failed = inst.runs.find((r) => r.row.error_occurred === true);
  const params = labelParams(inst);
  if (failed !== void 0) {
    const message = typeof failed.row.error_message === "string" ? failed.row.error_message : "error occurred";
    return { name: inst.name, params, status: "failed", error: message, metrics: {} };
  }
  const anyRow = inst.runs[0] ?? [...inst.aggregates.values()][0];
  const metrics = {
    // real_time is the wall-clock time per iteration: what Google Benchmark prints first and the only
    // meaningful time for multi-threaded or UseRealTime benchmarks; cpu_time is kept as `cpu-time`.
    [METRIC.time]: seriesMetric(src, inst, "real_time", { metric: METRIC.time, unit: "ns", direction: "smaller" }),
    "cpu-time": seriesMetric(src, inst, "cpu_time", { metric: "cpu-time", unit: "ns", direction: "smaller" })
  };
  for (const key of Object.keys(anyRow.row)) {
    if (KNOWN.has(key) || typeof anyRow.row[key] !== "number") continue;
    const info = counterInfo(key);
    metrics[info.metric] = seriesMetric(src, inst, key, info);
  }
  return { name: inst.name, params, metrics };
}
function labelParams(inst) {
  const row = inst.runs[0]?.row ?? [...inst.aggregates.values()][0]?.row;
  return typeof row?.label === "string" && row.label !== "" ? { label: row.label } : void 0;
}
function factorOf(src, row, path, key) {
  if (key !== "real_time" && key !== "cpu_time") return 1;
  const unit = string(src, row.time_unit ?? "ns", `${path}.time_unit`);
  return timeFactor(unit) ?? fail(src, `${path}.time_unit`, "one of ns, us, ms, s", unit);
}
function seriesMetric(src, inst, key, info) {
  const read = (r) => finite(src, r.row[key], `${r.path}.${key}`, factorOf(src, r.row, r.path, key));
  const samples = inst.runs.filter((r) => r.row[key] !== void 0).map(read);
  const agg = (name) => {
    const a = inst.aggregates.get(name);
    return a === void 0 || a.row[key] === void 0 ? void 0 : read(a);
  };
  const median3 = agg("median");
  const sorted = [...samples].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const sampleMedian = sorted.length === 0 ? void 0 : sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  const value = median3 ?? sampleMedian ?? agg("mean");
  const anchor = inst.runs[0] ?? [...inst.aggregates.values()][0];
  if (value === void 0) return fail(src, `${anchor.path}.${key}`, `a ${key} value`, void 0);
  const spread = {};
  const stddevRow = inst.aggregates.get("stddev");
  if (stddevRow !== void 0 && stddevRow.row[key] !== void 0) {
    spread.stddev = nonNegative(src, stddevRow.row[key], `${stddevRow.path}.${key}`, factorOf(src, stddevRow.row, stddevRow.path, key));
  } else {
    const cv = inst.aggregates.get("cv");
    const mean2 = agg("mean");
    if (cv !== void 0 && mean2 !== void 0 && typeof cv.row[key] === "number") {
      const sd = nonNegative(src, cv.row[key], `${cv.path}.${key}`) * Math.abs(mean2);
      if (Number.isFinite(sd)) spread.stddev = sd;
    }
  }
  if (sorted.length > 0) {
    spread.min = sorted[0];
    spread.max = sorted[sorted.length - 1];
  }
  const repetitions = typeof anchor.row.repetitions === "number" && Number.isInteger(anchor.row.repetitions) && anchor.row.repetitions >= 0 ? anchor.row.repetitions : void 0;
  const metric2 = {
    unit: info.unit,
    direction: info.direction,
    value,
    statistic: median3 !== void 0 || samples.length > 1 ? "median" : "mean",
    n: samples.length > 0 ? samples.length : repetitions,
    spread
  };
  if (samples.length > 0) metric2.samples = samples;
  if (info.undirected) metric2.undirected = true;
  return metric2;
}
function complexityBenchmark(src, inst) {
  const metrics = {};
  const { bigO, rms } = inst.complexity;
  if (bigO !== void 0) {
    const unit = string(src, bigO.row.time_unit ?? "ns", `${bigO.path}.time_unit`);
    const factor = timeFactor(unit) ?? fail(src, `${bigO.path}.time_unit`, "one of ns, us, ms, s", unit);
    const complexity = string(src, bigO.row.big_o, `${bigO.path}.big_o`);
    const coefficient = (key) => ({
      unit: `ns/${complexity}`,
      direction: "smaller",
      value: finite(src, bigO.row[key], `${bigO.path}.${key}`, factor),
      statistic: "other"
    });
    metrics["complexity-coefficient"] = coefficient("real_coefficient");
    metrics["cpu-complexity-coefficient"] = coefficient("cpu_coefficient");
  }
  if (rms !== void 0) {
    metrics.rms = { unit: "fraction", direction: "smaller", value: nonNegative(src, rms.row.rms, `${rms.path}.rms`), statistic: "other", diagnostic: true };
  }
  return { name: inst.name, metrics };
}
var SI = {
  "": 1,
  k: 1e3,
  M: 1e6,
  G: 1e9,
  T: 1e12,
  P: 1e15,
  E: 1e18,
  Z: 1e21,
  Y: 1e24,
  Ki: 1024,
  Mi: 1024 ** 2,
  Gi: 1024 ** 3,
  Ti: 1024 ** 4,
  Pi: 1024 ** 5,
  Ei: 1024 ** 6,
  Zi: 1024 ** 7,
  Yi: 1024 ** 8,
  m: 1e-3,
  u: 1e-6,
  n: 1e-9,
  p: 1e-12,
  f: 1e-15,
  a: 1e-18,
  z: 1e-21,
  y: 1e-24
};
var ROW = /^\s+([\d.]+(?:e[+-]?\d+)?) (ns|us|ms|s)\s+([\d.]+(?:e[+-]?\d+)?) (ns|us|ms|s)\s+(\d+)(.*)$/;
var CV_ROW = /^\s+([\d.]+) %\s+([\d.]+) %\s+(\d+)(.*)$/;
var BIGO_ROW = /^\s+([\d.]+) (\S+)\s+([\d.]+) (\S+)\s*$/;
var RMS_ROW = /^\s+([\d.]+) %\s+([\d.]+) %\s*$/;
var ERROR_ROW = /^\s+ERROR OCCURRED: '(.*)'\s*$/;
var SKIPPED_ROW = /^\s+SKIPPED: '(.*)'\s*$/;
function nameWidth(header) {
  const width = header.indexOf(" Time") + 5 - 14;
  return width >= 9 ? width : void 0;
}
function splitRow(line, width) {
  let end = -1;
  if (width !== void 0) {
    let bytes = 0;
    let i = 0;
    while (i < line.length && bytes < width) {
      const c = line.codePointAt(i);
      bytes += c < 128 ? 1 : c < 2048 ? 2 : c < 65536 ? 3 : 4;
      i += c < 65536 ? 1 : 2;
    }
    end = line.indexOf(" ", i);
  }
  if (end <= 0) end = line.search(/\s/);
  if (end <= 0) return [line, ""];
  return [line.slice(0, end).trimEnd(), line.slice(end)];
}
function readConsoleCounters(rest, binaryPrefixes) {
  const out = /* @__PURE__ */ new Map();
  let last;
  for (const token of rest.trim().split(/\s+/)) {
    const m = /^(\w+)=(-?[\d.]+(?:e[+-]?\d+)?)([KMGTPEZY]i|[kMGTPEZYmunpfazy]?)(\/s|s)?$/.exec(token);
    if (m === null || last !== void 0 && !(m[1] > last)) break;
    last = m[1];
    const prefix = m[1] === "bytes_per_second" && !binaryPrefixes && /^[kMGTPEZY]$/.test(m[3]) ? `${m[3].toUpperCase()}i` : m[3];
    const v = Number(m[2]) * SI[prefix];
    if (Number.isFinite(v)) out.set(m[1], v);
  }
  return out;
}
function parseConsole(file) {
  const lines = numberedLines(file.text);
  const err = (line, expected, found) => {
    throw new ParseError({ harness: ID7, file: file.path, line, expected, found });
  };
  const cut = cutOffLastLine(lines);
  if (cut !== void 0) err(cut.line, WHOLE_LAST_LINE, cut.text);
  const instances = /* @__PURE__ */ new Map();
  const binaryPrefixes = /=-?[\d.]+(?:e[+-]?\d+)?[KMGTPEZY]i(?:\/s|s)?(?:\s|$)/m.test(file.text);
  const get = (name) => {
    let inst = instances.get(name);
    if (inst === void 0) {
      inst = { name, real: [], cpu: [], counters: /* @__PURE__ */ new Map(), aggregates: /* @__PURE__ */ new Map() };
      instances.set(name, inst);
    }
    return inst;
  };
  const skipped = /* @__PURE__ */ new Set();
  const zeros = /* @__PURE__ */ new Map();
  const noteZero = (name, metric2, line, printed) => {
    const key = `${name}\0${metric2}`;
    if (!zeros.has(key)) zeros.set(key, printedZeroWarning(`${file.path}:${line}`, name, metric2, printed, "the JSON output (--benchmark_format=json or --benchmark_out)"));
  };
  let inTable = false;
  let width;
  let columns = [];
  let aggregateOwner;
  lines.forEach((row, i) => {
    const line = row.text;
    if (/^Benchmark\s+Time\s+CPU\s+Iterations/.test(line)) {
      inTable = true;
      width = nameWidth(line);
      const after = line.slice(line.indexOf("Iterations") + "Iterations".length).trim();
      columns = after === "" || after === "UserCounters..." ? [] : after.split(/\s+/);
      return;
    }
    if (!inTable || line.trim() === "" || /^-+$/.test(line)) return;
    const [name, rest] = splitRow(line, width);
    let m = name.endsWith("_BigO") ? BIGO_ROW.exec(rest) : null;
    if (m) {
      const inst2 = get(name);
      const coefficient = (text, complexity) => ({ unit: `ns/${complexity}`, direction: "smaller", value: Number(text), statistic: "other", resolution: 0.01 });
      inst2.bigO = coefficient(m[1], m[2]);
      inst2.cpuBigO = coefficient(m[3], m[4]);
      inst2.bigORow = row;
      inst2.complexity = m[2];
      return;
    }
    m = name.endsWith("_RMS") ? RMS_ROW.exec(rest) : null;
    if (m) {
      get(`${name.slice(0, -"_RMS".length)}_BigO`).rms = { unit: "fraction", direction: "smaller", value: Number(m[1]) / 100, statistic: "other", diagnostic: true };
      return;
    }
    m = ERROR_ROW.exec(rest);
    if (m) {
      get(name).error = m[1];
      return;
    }
    m = SKIPPED_ROW.exec(rest);
    if (m) {
      skipped.add(m[1] === "" ? name : `${name} (${m[1]})`);
      return;
    }
    if (aggregateOwner !== void 0 && name.startsWith(`${aggregateOwner}_`) && !/_(mean|median|stddev|cv)$/.test(name)) {
      const count2 = ROW.exec(rest)?.[5] ?? CV_ROW.exec(rest)?.[3];
      if (count2 !== void 0 && Number(count2) === instances.get(aggregateOwner).aggregates.get("mean")?.count) return;
    }
    m = name.endsWith("_cv") ? CV_ROW.exec(rest) : null;
    if (m) return;
    m = ROW.exec(rest);
    if (!m) return err(row.line, '"<name>  <time> <unit>  <cpu> <unit>  <iterations> [counters]"', line);
    const real = Number(m[1]) * timeFactor(m[2]);
    const cpu = Number(m[3]) * timeFactor(m[4]);
    if (!Number.isFinite(real) || !Number.isFinite(cpu)) return err(row.line, "finite times", line);
    const values = columns.length === 0 ? [] : m[6].trim().split(/\s+/);
    const counters = readConsoleCounters(columns.length === 0 ? m[6] : columns.map((c, k) => `${c}=${values[k] ?? ""}`).join(" "), binaryPrefixes);
    const agg = /^(.+)_(mean|median|stddev)$/.exec(name);
    const isAggregate = agg !== null && (instances.has(agg[1]) || agg[2] === "mean" && lines[i + 1] !== void 0 && splitRow(lines[i + 1].text, width)[0] === `${agg[1]}_median`);
    if (!isAggregate || agg[2] !== "stddev") {
      const owner = isAggregate ? agg[1] : name;
      if (real === 0) noteZero(owner, METRIC.time, row.line, `${m[1]} ${m[2]}`);
      if (cpu === 0) noteZero(owner, "cpu-time", row.line, `${m[3]} ${m[4]}`);
    }
    aggregateOwner = isAggregate ? agg[1] : void 0;
    if (isAggregate) {
      const inst2 = get(agg[1]);
      inst2.aggregates.set(agg[2], { real, cpu, count: Number(m[5]), counters });
      inst2.lastAggregateRow = row;
      return;
    }
    const inst = get(name);
    inst.lastRow = row;
    inst.unit = m[2];
    inst.real.push(real);
    inst.cpu.push(cpu);
    for (const [k, v] of counters) {
      const list = inst.counters.get(k);
      if (list === void 0) inst.counters.set(k, [v]);
      else list.push(v);
    }
  });
  for (const inst of instances.values()) {
    if (inst.error === void 0 && inst.real.length >= 2 && !["mean", "median", "stddev"].every((k) => inst.aggregates.has(k))) {
      err(inst.lastRow.line, `the _mean, _median and _stddev rows after the ${inst.real.length} repetitions of ${inst.name} (Google Benchmark prints them after every repeated benchmark: the output was cut off, or the run was killed)`, inst.lastRow.text);
    }
    if (inst.error === void 0 && inst.real.length === 0 && inst.aggregates.size > 0 && !["mean", "median", "stddev"].every((k) => inst.aggregates.has(k))) {
      err(inst.lastAggregateRow.line, `the _mean, _median and _stddev rows of ${inst.name} together (Google Benchmark prints all three: the output was cut off, or the run was killed)`, inst.lastAggregateRow.text);
    }
  }
  const bigOWarnings = consoleBigOUnits(file.path, instances);
  const benchmarks = [...instances.values()].map((inst) => {
    if (inst.error !== void 0) return { name: inst.name, status: "failed", error: inst.error, metrics: {} };
    if (inst.bigO !== void 0 || inst.rms !== void 0) {
      const metrics2 = {};
      if (inst.bigO) metrics2["complexity-coefficient"] = inst.bigO;
      if (inst.cpuBigO) metrics2["cpu-complexity-coefficient"] = inst.cpuBigO;
      if (inst.rms) metrics2.rms = inst.rms;
      return { name: inst.name, metrics: metrics2 };
    }
    const series = (samples, pick, info) => {
      const median3 = inst.aggregates.get("median");
      const stddev = inst.aggregates.get("stddev");
      const middle = median3 === void 0 ? void 0 : pick(median3);
      if (samples.length === 0 && middle !== void 0) {
        const sd2 = stddev === void 0 ? void 0 : pick(stddev);
        return { unit: info.unit, direction: info.direction, value: middle, statistic: "median", n: median3.count, spread: sd2 === void 0 ? {} : { stddev: sd2 }, ...info.undirected ? { undirected: true } : {} };
      }
      const sorted = [...samples].sort((a, b) => a - b);
      const mid = Math.floor(sorted.length / 2);
      const own2 = sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
      const sd = stddev === void 0 ? void 0 : pick(stddev);
      return {
        unit: info.unit,
        direction: info.direction,
        value: (median3 === void 0 ? void 0 : pick(median3)) ?? own2,
        statistic: samples.length > 1 || median3 !== void 0 ? "median" : "mean",
        samples,
        n: samples.length,
        spread: { stddev: sd, min: sorted[0], max: sorted[sorted.length - 1] },
        ...info.undirected ? { undirected: true } : {}
      };
    };
    const metrics = {
      [METRIC.time]: series(inst.real, (a) => a.real, { metric: METRIC.time, unit: "ns", direction: "smaller" }),
      "cpu-time": series(inst.cpu, (a) => a.cpu, { metric: "cpu-time", unit: "ns", direction: "smaller" })
    };
    const counterKeys = /* @__PURE__ */ new Set([...inst.counters.keys(), ...inst.aggregates.get("median")?.counters.keys() ?? []]);
    for (const key of counterKeys) {
      const values = inst.counters.get(key) ?? [];
      const info = counterInfo(key);
      metrics[info.metric] = series(values, (a) => a.counters.get(key), info);
    }
    return { name: inst.name, metrics };
  });
  if (benchmarks.length === 0 && skipped.size === 0) err(lastLine(file.text).line, 'a "Benchmark  Time  CPU  Iterations" table with rows', "");
  const empty = benchmarks.find((b) => b.status !== "failed" && b.metrics.time !== void 0 && b.metrics.time.samples?.length === 0);
  if (empty) err(1, `repetition rows for ${empty.name}`, "");
  return { benchmarks, warnings: [...zeros.values(), ...bigOWarnings, ...skipped.size > 0 ? [skippedNote(file.path, skipped)] : []] };
}
var COMPLEXITY = {
  "(1)": () => 1,
  N: (n) => n,
  "N^2": (n) => n * n,
  "N^3": (n) => n * n * n,
  lgN: (n) => Math.log2(n),
  NlgN: (n) => n * Math.log2(n)
};
function consoleBigOUnits(path, instances) {
  const warnings = [];
  for (const inst of instances.values()) {
    if (inst.bigO === void 0) continue;
    const family = inst.name.slice(0, -"_BigO".length);
    const rows = [...instances.values()].filter((r) => r.name.startsWith(`${family}/`) && r.real.length > 0 && r.bigO === void 0);
    const units = new Set(rows.map((r) => r.unit));
    const at = `${path}:${inst.bigORow.line}`;
    const drop = (why) => {
      inst.bigO = void 0;
      inst.cpuBigO = void 0;
      warnings.push(`${at}: ${inst.name}: complexity coefficient left out: ${why}; the JSON output (--benchmark_format=json or --benchmark_out) has it with its unit`);
    };
    if (inst.bigO.value === 0) {
      drop(`printed as ${inst.bigO.value.toFixed(2)}, below the console's two decimals`);
      continue;
    }
    const rowUnit = units.size === 1 ? [...units][0] : void 0;
    if (rowUnit === "ns") continue;
    const f = COMPLEXITY[inst.complexity];
    const points2 = rows.map((r) => ({ n: Number(r.name.slice(family.length + 1).split("/")[0]), time: median(r.real) })).filter((p) => p.n > 0 && p.time > 0);
    const misfit = (factor2) => median(points2.map((p) => Math.abs(Math.log(inst.bigO.value * factor2 * f(p.n) / p.time))));
    const factor = rowUnit === void 0 ? void 0 : timeFactor(rowUnit);
    if (factor === void 0 || f === void 0 || points2.length === 0) {
      drop(`its unit is not printed, and its family's rows (${[...units].join(", ") || "none"}) do not tell whether it is ns or theirs`);
      continue;
    }
    const [asNs, asRows] = [misfit(1), misfit(factor)];
    if (asRows < Math.log(2) && asNs > Math.log(10)) {
      for (const m of [inst.bigO, inst.cpuBigO]) {
        m.value *= factor;
        m.resolution = 0.01 * factor;
      }
    } else if (!(asNs < Math.log(2) && asRows > Math.log(10))) {
      drop(`its unit is not printed, and neither ns nor its family's ${rowUnit} fits the family's times`);
    }
  }
  return warnings;
}
var shard4 = {
  unitOf: (b) => b.name,
  listArgs: { args: ["--benchmark_list_tests=true"] },
  parseList: (stdout) => numberedLines(stdout).map((l) => l.text.trim()).filter((l) => l !== ""),
  selectArgs: (units) => ({ args: [`--benchmark_filter=${exactAlternation(units)}`] })
};
var googleBenchmark = {
  id: ID7,
  description: "Google Benchmark JSON (--benchmark_format=json / --benchmark_out) or console output",
  detect: detect11,
  parse: parse12,
  shard: shard4,
  largeJson: true
};

// src/parse/gungraun.ts
var ID8 = "gungraun";
var SUMMARY_VERSION = "7";
var LAYOUT_FREE = /* @__PURE__ */ new Set(["Ir", "Dr", "Dw", "TotalRW", "SysCount", "Ge", "Bc", "Bi"]);
var count = (key, label, metric2, unit) => ({
  key,
  label,
  metric: metric2,
  unit,
  direction: "smaller",
  exact: LAYOUT_FREE.has(key)
});
var rate = (key, label, direction) => ({
  key,
  label,
  metric: label.toLowerCase().replace(/ /g, "-"),
  unit: "%",
  direction,
  exact: false
});
var DEFAULT_EVENTS = [
  count("Ir", "Instructions", "instructions", "instructions"),
  count("L1hits", "L1 Hits", "l1-hits", "hits"),
  count("LLhits", "LL Hits", "ll-hits", "hits"),
  count("RamHits", "RAM Hits", "ram-hits", "hits"),
  count("TotalRW", "Total read+write", "total-read-write", "accesses"),
  count("EstimatedCycles", "Estimated Cycles", "estimated-cycles", "cycles")
];
var RAW_EVENTS = [
  "Dr",
  "Dw",
  "I1mr",
  "D1mr",
  "D1mw",
  "ILmr",
  "DLmr",
  "DLmw",
  "SysCount",
  "Ge",
  "Bc",
  "Bcm",
  "Bi",
  "Bim",
  "ILdmr",
  "DLdmr",
  "DLdmw",
  "AcCost1",
  "AcCost2",
  "SpLoss1",
  "SpLoss2"
];
var CONSOLE_EVENTS = new Map([
  ...DEFAULT_EVENTS,
  ...RAW_EVENTS.map((k) => count(k, k, k, "events")),
  rate("I1MissRate", "I1 Miss Rate", "smaller"),
  rate("D1MissRate", "D1 Miss Rate", "smaller"),
  rate("LLiMissRate", "LLi Miss Rate", "smaller"),
  rate("LLdMissRate", "LLd Miss Rate", "smaller"),
  rate("LLMissRate", "LL Miss Rate", "smaller"),
  rate("L1HitRate", "L1 Hit Rate", "bigger"),
  rate("LLHitRate", "LL Hit Rate", "bigger"),
  rate("RamHitRate", "RAM Hit Rate", "bigger")
].map((e) => [e.label, e]));
CONSOLE_EVENTS.set("L2 Hits", CONSOLE_EVENTS.get("LL Hits"));
var EVENT_TOOLS = ["Callgrind", "Cachegrind"];
var toMetric2 = (e, value) => ({
  // Said either way: a layout-dependent count is equal in every run of one build, which is no proof of a constant.
  unit: e.unit,
  direction: e.direction,
  value,
  statistic: "single",
  n: 1,
  exact: e.exact
});
function named(modulePath, id, metrics) {
  const group = modulePath.slice(0, Math.max(0, modulePath.lastIndexOf("::")));
  return {
    name: id === void 0 ? modulePath : `${modulePath} ${id}`,
    ...id === void 0 ? {} : { params: { id } },
    ...group === "" ? {} : { group },
    metrics
  };
}
var JSON_MARK = /"module_path"\s*:/;
var JSON_MARK2 = /"benchmark_exe"\s*:/;
var JSON_MARK_V3 = /^\{\s*"benchmark_exe"\s*:[^\n]*(?:\n[^\n]*){0,2}"callgrind_summary"\s*:/;
var CONSOLE_LINE = /^ {2}Instructions: +\d+\|(?:\d+|N\/A) /m;
function kindOf3(text) {
  const head2 = text.slice(0, 8192);
  if (/(?:^|\n)\{/.test(head2) && JSON_MARK.test(head2) && JSON_MARK2.test(head2)) return "json";
  if (JSON_MARK_V3.test(head2)) return "json";
  const clean = stripAnsi(text);
  if (clean.includes("Instructions:") && CONSOLE_LINE.test(clean)) return "console";
  return void 0;
}
function detect12(input) {
  return input.files.some((f) => kindOf3(f.text) !== void 0) ? "yes" : "no";
}
function summaryDocs(file) {
  const src = { harness: ID8, file: file.path };
  const expected = `a gungraun summary (JSON schema version ${SUMMARY_VERSION})`;
  if (file.json !== void 0) return [{ doc: parseJsonFile(src, file, expected), src }];
  const lines = numberedLines(file.text);
  const first = lines.find((l) => l.text.trim() !== "");
  if (first?.text.trim() === "{") return [{ doc: parseJsonText(src, file.text, expected), src }];
  const docs = lines.filter((l) => l.text.startsWith("{"));
  return docs.map((l) => {
    const at = docs.length > 1 ? { ...src, file: `${file.path}:${l.line}` } : src;
    return { doc: parseJsonText(at, l.text, expected), src: at };
  });
}
function readV7(src, value, path) {
  const v = record(src, record(src, value, path).values, `${path}.values`).new;
  if (typeof v !== "number" || !Number.isFinite(v) || v < 0) return fail(src, `${path}.values.new`, "a count of this run (a non-negative number)", v);
  return v;
}
function thisRun(src, value, path) {
  const at = `${path}.metrics`;
  const sides = record(src, record(src, value, path).metrics, at);
  if (sides.Left !== void 0) return { side: sides.Left, at: `${at}.Left` };
  if (Array.isArray(sides.Both)) return { side: sides.Both[0], at: `${at}.Both[0]` };
  return fail(src, at, `"Left" or "Both" (a count of this run; "Right" is the old run's only)`, sides);
}
function readV3(src, value, path) {
  const { side, at } = thisRun(src, value, path);
  if (typeof side !== "number" || !Number.isFinite(side) || side < 0) return fail(src, at, "a count of this run (a non-negative number)", side);
  return side;
}
function readV6(src, value, path) {
  const { side, at } = thisRun(src, value, path);
  const tagged = record(src, side, at);
  const v = tagged.Int ?? tagged.Float;
  if (typeof v !== "number" || !Number.isFinite(v) || v < 0) return fail(src, `${at}.Int`, "a count of this run (a non-negative number)", v);
  return v;
}
function totalsV6(src, p, at) {
  const total = record(src, record(src, p.summaries, `${at}.summaries`).total, `${at}.summaries.total`);
  const summary = record(src, total.summary, `${at}.summaries.total.summary`);
  const tool = p.tool;
  return { metrics: record(src, summary[tool], `${at}.summaries.total.summary.${tool}`), path: `${at}.summaries.total.summary.${tool}` };
}
var LAYOUTS = {
  "7": {
    totals: (src, p, at) => {
      const data = record(src, p.data, `${at}.data`);
      const total = record(src, data.total, `${at}.data.total`);
      return { metrics: record(src, total.metrics, `${at}.data.total.metrics`), path: `${at}.data.total.metrics` };
    },
    read: readV7
  },
  "6": { totals: totalsV6, read: readV6 },
  // Version 5 (iai-callgrind 0.15.2) differs from 6 only in its regressions and baselines, not in the totals read here.
  "5": { totals: totalsV6, read: readV6 },
  // Version 4 (iai-callgrind 0.15.1; iai-callgrind-runner 0.15.1 schemas/summary.v4.schema.json) is 5 before counts
  // became `Metric`s (`{"Int": n}` or `{"Float": x}`, for the rates 0.15.2 added): the same totals, plain counts.
  "4": { totals: totalsV6, read: readV3 }
};
var VERSIONS_READ = "a summary of schema version 3 (iai-callgrind 0.14), 4 (iai-callgrind 0.15.1), 5 (iai-callgrind 0.15.2), 6 (iai-callgrind 0.16) or 7 (gungraun 0.20)";
function parseSummary(src, doc, warnings) {
  const s = record(src, doc, "$");
  if (typeof s.version !== "string") fail(src, "version", `a gungraun summary version string ("${SUMMARY_VERSION}")`, s.version);
  const labelled3 = s.version === "3" && s.callgrind_summary === void 0 && Array.isArray(s.profiles);
  let layout = labelled3 ? LAYOUTS["4"] : own(LAYOUTS, s.version);
  if (layout === void 0 && s.version !== "3") {
    if (!/^\d+$/.test(s.version) || Number(s.version) < 6) fail(src, "version", VERSIONS_READ, s.version);
    warnings.add(`gungraun: ${src.file}: summary schema version ${s.version}, read as version ${SUMMARY_VERSION}`);
    layout = LAYOUTS[SUMMARY_VERSION];
  }
  const modulePath = string(src, s.module_path, "module_path");
  const id = optString(src, s.id, "id");
  if (layout === void 0) return parseV3(src, s, modulePath, id, warnings);
  const profiles = array(src, s.profiles, "profiles");
  if (profiles.length === 0) return { ...named(modulePath, id, {}), status: "failed", error: "gungraun recorded no profile (the benchmark run failed)" };
  const index = profiles.findIndex((p) => isRecord(p) && EVENT_TOOLS.includes(p.tool));
  if (index < 0) {
    const tools = profiles.map((p, i) => string(src, record(src, p, `profiles[${i}]`).tool, `profiles[${i}].tool`));
    warnings.add(`gungraun: ${modulePath}${id === void 0 ? "" : ` ${id}`}: no Callgrind or Cachegrind profile (only ${tools.join(", ")}); skipped`);
    return void 0;
  }
  const { metrics, path } = layout.totals(src, profiles[index], `profiles[${index}]`);
  const out = {};
  for (const e of DEFAULT_EVENTS) {
    if (metrics[e.key] !== void 0) out[e.metric] = toMetric2(e, layout.read(src, metrics[e.key], `${path}.${e.key}`));
  }
  if (out.instructions === void 0) fail(src, `${path}.Ir`, "the instruction count (Ir)", metrics.Ir);
  return named(modulePath, id, out);
}
function parseV3(src, s, modulePath, id, warnings) {
  if (s.callgrind_summary === null) {
    warnings.add(`gungraun: ${modulePath}${id === void 0 ? "" : ` ${id}`}: no Callgrind summary; skipped`);
    return void 0;
  }
  const cg = record(src, s.callgrind_summary, "callgrind_summary");
  const run = record(src, cg.callgrind_run, "callgrind_summary.callgrind_run");
  const total = record(src, run.total, "callgrind_summary.callgrind_run.total");
  const path = "callgrind_summary.callgrind_run.total.summary";
  const metrics = record(src, total.summary, path);
  const out = {};
  for (const e of DEFAULT_EVENTS) {
    if (metrics[e.key] !== void 0) out[e.metric] = toMetric2(e, readV3(src, metrics[e.key], `${path}.${e.key}`));
  }
  if (out.instructions === void 0) fail(src, `${path}.Ir`, "the instruction count (Ir)", metrics.Ir);
  return named(modulePath, id, out);
}
function parseJson2(files2) {
  const benchmarks = [];
  const warnings = /* @__PURE__ */ new Set();
  for (const file of files2) {
    for (const { doc, src } of summaryDocs(file)) {
      const b = parseSummary(src, doc, warnings);
      if (b) benchmarks.push(b);
    }
  }
  return done(benchmarks, warnings, files2[0].path, false);
}
var HEADER2 = /^([A-Za-z_]\w*(?:::[A-Za-z_]\w*)+)(?: ([A-Za-z_]\w*)(?::.*)?)?$/;
var METRIC_LINE = /^ {2}([A-Za-z][\w +]*):\s+(\S+)\|(\S+)/;
var TOOL_HEADLINE = /^ {2}=+ ([A-Z]+) =+\s*$/;
function parseConsole2(files2) {
  const benchmarks = [];
  const warnings = /* @__PURE__ */ new Set();
  for (const file of files2) {
    let current;
    let inEventTool = true;
    const close = () => {
      if (current === void 0) return;
      if (Object.keys(current.metrics).length === 0) warnings.add(`gungraun: ${file.path}:${current.line}: ${current.modulePath}${current.id === void 0 ? "" : ` ${current.id}`} printed no Callgrind metrics; skipped`);
      else benchmarks.push(named(current.modulePath, current.id, current.metrics));
      current = void 0;
    };
    for (const { text, line } of numberedLines(file.text)) {
      const header = HEADER2.exec(text);
      if (header) {
        close();
        current = { modulePath: header[1], id: header[2], metrics: {}, line };
        inEventTool = true;
        continue;
      }
      if (current === void 0) continue;
      const tool = TOOL_HEADLINE.exec(text);
      if (tool) {
        inEventTool = tool[1] === "CALLGRIND" || tool[1] === "CACHEGRIND";
        continue;
      }
      if (text !== "" && !text.startsWith(" ")) {
        close();
        continue;
      }
      if (!inEventTool) continue;
      const m = METRIC_LINE.exec(text);
      const event = m ? CONSOLE_EVENTS.get(m[1].trim()) : void 0;
      if (!m || !event) continue;
      const raw = m[2].replace(/%$/, "");
      const value = parseNumber(raw);
      if (value === void 0 || value < 0) {
        throw new ParseError({ harness: ID8, file: file.path, line, expected: `"  ${event.label}: <count>|<old count or N/A>"`, found: text.trim() });
      }
      if (current.metrics[event.metric] !== void 0) {
        throw new ParseError({ harness: ID8, file: file.path, line, expected: `one "${event.label}" line per benchmark`, found: text.trim() });
      }
      current.metrics[event.metric] = toMetric2(event, value);
    }
    close();
  }
  return done(benchmarks, warnings, files2[0].path, true);
}
function done(benchmarks, warnings, file, text) {
  if (benchmarks.length === 0) {
    throw new ParseError({
      harness: ID8,
      file,
      ...text ? { line: 1 } : {},
      expected: "at least one benchmark with Callgrind counts (gungraun `--save-summary`/`--output-format=json` summaries or its console output)"
    });
  }
  return { benchmarks, ...warnings.size > 0 ? { warnings: [...warnings] } : {} };
}
function parse13(input) {
  const { files: files2, kind } = pickJsonOrConsole(input, kindOf3, {
    harness: ID8,
    expected: "gungraun summary JSON (`--save-summary`, `--output-format=json`) or its console output (`  Instructions: N|\u2026`)"
  });
  return kind === "json" ? parseJson2(files2) : parseConsole2(files2);
}
var gungraun = {
  id: ID8,
  description: "Gungraun / iai-callgrind (Valgrind Callgrind): summary JSON or console; instruction counts (exact), cache hits, estimated cycles",
  detect: detect12,
  parse: parse13,
  largeJson: true
};
var iaiCallgrind = {
  ...gungraun,
  id: "iai-callgrind",
  description: "alias of gungraun (iai-callgrind is its former name)",
  detect: () => "no"
};

// src/parse/hyperfine.ts
var ID9 = "hyperfine";
var S_TO_NS = 1e9;
var ANSI8 = /\u001b\[[0-?]*[ -/]*[@-~]/g;
var CSV2_HEADER = /^command,[a-z_]+_unit,[a-z_]+_mean,[a-z_]+_stddev,[a-z_]+_median,[a-z_]+_min,[a-z_]+_max\b/;
var MD2_HEADER = /^\| Command \| Mean (.+) \[([^\]]+)\] \| Change \| Factor \|/;
var STDOUT2_BLOCK = /^Benchmark \d+: .* \(\d+ runs?\)[ \t\r]*\n[ \t]+(?:mean[ \t]+±[ \t]+σ[ \t]+min[ \t]+…[ \t]+max|Value)[ \t\r]*$/m;
var V2_METRICS = {
  time_wall_clock: { label: "Wall Time", metric: METRIC.time, kind: "time" },
  time_cpu: { label: "CPU time", metric: "cpu-time", kind: "time" },
  time_user: { label: "User time", metric: "user-time", kind: "time" },
  time_system: { label: "System time", metric: "system-time", kind: "time" },
  memory_peak_resident: { label: "Memory", metric: "max-rss", kind: "memory" },
  cpu_cycles: { label: "CPU cycles", metric: "cpu_cycles", kind: "count" },
  instructions: { label: "Instructions", metric: "instructions", kind: "count" },
  cache_references: { label: "Cache references", metric: "cache_references", kind: "count" },
  cache_misses: { label: "Cache misses", metric: "cache_misses", kind: "count" },
  branch_misses: { label: "Branch misses", metric: "branch_misses", kind: "count" }
};
var V2_BY_LABEL = new Map(Object.values(V2_METRICS).map((m) => [m.label, m]));
var CANONICAL_UNIT = { time: "ns", memory: "B", count: "count" };
var COUNT_FACTORS = { count: 1, k: 1e3, M: 1e6, B: 1e9 };
function v2Factor(kind, symbol) {
  if (kind === "time") return timeFactor(symbol === "us" ? "\xB5s" : symbol);
  if (kind === "memory") return byteFactor(symbol);
  return own(COUNT_FACTORS, symbol);
}
function kindOf4(text) {
  const head2 = text.slice(0, 4096).replace(ANSI8, "");
  const start = head2.trimStart();
  if (start.startsWith("{")) {
    return /"results"\s*:/.test(head2) ? "json" : void 0;
  }
  if (/^command,mean,stddev,median,user,system,min,max\b/.test(start) || CSV2_HEADER.test(start)) return "csv";
  if (/^\| Command \| Mean \[[^\]]+\] \| Min \[/.test(start) || MD2_HEADER.test(start)) return "markdown";
  if (/^Benchmark #?\d+: .*\r?\n\s+Time \((mean ± σ|abs ≡)\):/m.test(head2) || STDOUT2_BLOCK.test(head2)) return "stdout";
  return void 0;
}
var PRIORITY = ["json", "csv", "stdout", "markdown"];
function detectFile4(text) {
  const kind = kindOf4(text);
  if (kind === void 0) return "no";
  if (kind !== "json") return "yes";
  const head2 = text.slice(0, 4096);
  return /"command"\s*:/.test(head2) && /"(exit_codes|times|measurements)"\s*:/.test(text) ? "yes" : "maybe";
}
function detect13(input) {
  return detectAny(input, detectFile4);
}
function parse14(input) {
  const kinds = input.files.map((f) => ({ file: f, kind: kindOf4(f.text) }));
  for (const want of PRIORITY) {
    const hits = kinds.filter((k) => k.kind === want);
    if (hits.length === 0) continue;
    const warnings = [];
    const perFile = hits.map((k) => ({ path: k.file.path, benchmarks: PARSERS[want](k.file, warnings) }));
    const benchmarks = uniqueNames(nameByParams(nameByFile(perFile)));
    return warnings.length > 0 ? { benchmarks, warnings } : { benchmarks };
  }
  const first = input.files[0];
  throw new ParseError({
    harness: ID9,
    file: first?.path ?? "<none>",
    line: 1,
    expected: "hyperfine --export-json/--export-csv/--export-markdown output or its terminal report",
    found: first?.text.split(/\r?\n/, 1)[0]?.replace(ANSI8, "") ?? ""
  });
}
function nameByFile(perFile) {
  if (perFile.length < 2) return perFile.flatMap((f) => f.benchmarks);
  const filesOf = /* @__PURE__ */ new Map();
  for (const f of perFile) {
    for (const b of f.benchmarks) {
      const files2 = filesOf.get(b.name);
      if (files2 === void 0) filesOf.set(b.name, /* @__PURE__ */ new Set([f.path]));
      else files2.add(f.path);
    }
  }
  const stem = (path) => path.replace(/\\/g, "/").replace(/\.(json|csv|md|txt)$/i, "");
  const base = (path) => stem(path).replace(/^.*\//, "");
  const baseCount = /* @__PURE__ */ new Map();
  for (const f of perFile) baseCount.set(base(f.path), (baseCount.get(base(f.path)) ?? 0) + 1);
  return perFile.flatMap((f) => {
    const label = baseCount.get(base(f.path)) > 1 ? stem(f.path) : base(f.path);
    return f.benchmarks.map((b) => filesOf.get(b.name).size > 1 ? { ...b, name: `${b.name} [${label}]` } : b);
  });
}
function nameByParams(benchmarks) {
  const groups = /* @__PURE__ */ new Map();
  for (const b of benchmarks) {
    const group = groups.get(b.name);
    if (group === void 0) groups.set(b.name, [b]);
    else group.push(b);
  }
  const renamed = /* @__PURE__ */ new Map();
  for (const [name, group] of groups) {
    if (group.length < 2 || group.some((b) => b.params === void 0)) continue;
    const keys = [...new Set(group.flatMap((b) => Object.keys(b.params)))].filter((k) => new Set(group.map((b) => b.params[k])).size > 1);
    if (keys.length === 0) continue;
    for (const b of group) renamed.set(b, `${name} (${keys.map((k) => `${k} = ${b.params[k] ?? ""}`).join(", ")})`);
  }
  return renamed.size === 0 ? benchmarks : benchmarks.map((b) => renamed.has(b) ? { ...b, name: renamed.get(b) } : b);
}
var PARSERS = {
  json: parseJson3,
  csv: parseCsv,
  stdout: parseStdout2,
  markdown: parseMarkdown
};
function parseJson3(file) {
  const src = { harness: ID9, file: file.path };
  const root = record(src, parseJsonFile(src, file, "hyperfine --export-json output"), "$");
  const results = array(src, root.results, "results");
  if (results.length === 0) fail(src, "results", "at least one benchmark result", results);
  return results.map((r, i) => {
    const path = `results[${i}]`;
    const result = record(src, r, path);
    return Array.isArray(result.measurements) ? readMeasuredResult(src, result, path) : readClassicResult(src, result, path);
  });
}
function readClassicResult(src, r, path) {
  const name = string(src, r.command, `${path}.command`);
  const samples = r.times === void 0 || r.times === null ? void 0 : scaleFiniteArray(src, r.times, `${path}.times`, S_TO_NS);
  const exitCodes = array(src, r.exit_codes ?? [], `${path}.exit_codes`);
  const time = {
    unit: "ns",
    direction: "smaller",
    value: finite(src, r.median, `${path}.median`, S_TO_NS),
    statistic: "median",
    n: samples?.length ?? (exitCodes.length > 0 ? exitCodes.length : void 0),
    spread: {
      stddev: optNonNegative(src, r.stddev, `${path}.stddev`, S_TO_NS),
      min: finite(src, r.min, `${path}.min`, S_TO_NS),
      max: finite(src, r.max, `${path}.max`, S_TO_NS)
    }
  };
  if (samples !== void 0) time.samples = samples;
  const metrics = {
    [METRIC.time]: time,
    // user/system are means over the runs (hyperfine exports no per-run values for them).
    "user-time": { unit: "ns", direction: "smaller", value: finite(src, r.user, `${path}.user`, S_TO_NS), statistic: "mean" },
    "system-time": { unit: "ns", direction: "smaller", value: finite(src, r.system, `${path}.system`, S_TO_NS), statistic: "mean" }
  };
  if (r.memory_usage_byte !== void 0 && r.memory_usage_byte !== null) {
    const mem = array(src, r.memory_usage_byte, `${path}.memory_usage_byte`).map((m, j) => nonNegative(src, m, `${path}.memory_usage_byte[${j}]`));
    if (mem.length > 0) metrics["max-rss"] = sampleMetric(mem, "B");
  }
  const codes = exitCodes.map((c, j) => c === null ? null : finite(src, c, `${path}.exit_codes[${j}]`));
  return withStatus({ name, params: readParams3(src, r.parameters, `${path}.parameters`), metrics }, codes);
}
var WORD_TIME = { second: 1e9, millisecond: 1e6, microsecond: 1e3, nanosecond: 1 };
var WORD_BYTES = { byte: 1, kilobyte: 1e3, kibibyte: 1024, megabyte: 1e6, mebibyte: 1024 ** 2, gigabyte: 1e9, gibibyte: 1024 ** 3 };
function unitFactor(unit) {
  const t = own(WORD_TIME, unit) ?? timeFactor(unit);
  if (t !== void 0) return { factor: t, unit: "ns" };
  const b = own(WORD_BYTES, unit) ?? byteFactor(unit);
  return b === void 0 ? void 0 : { factor: b, unit: "B" };
}
function readMeasuredResult(src, r, path) {
  const command2 = string(src, r.command, `${path}.command`);
  const name = typeof r.name === "string" && r.name.trim() !== "" ? r.name : command2;
  const runs = array(src, r.measurements, `${path}.measurements`).map((m, j) => record(src, m, `${path}.measurements[${j}]`));
  if (runs.length === 0) fail(src, `${path}.measurements`, "at least one run", runs);
  const summary = r.summary === void 0 ? {} : record(src, r.summary, `${path}.summary`);
  const metrics = {};
  const keys = /* @__PURE__ */ new Set();
  for (const run of runs) for (const k of Object.keys(run)) if (k !== "exit_code") keys.add(k);
  for (const key of keys) {
    const samples = [];
    let unit = "count";
    for (let j = 0; j < runs.length; j++) {
      const q = runs[j][key];
      const qPath = `${path}.measurements[${j}].${key}`;
      if (q === void 0 || q === null) continue;
      if (typeof q === "number") {
        samples.push(finite(src, q, qPath));
        continue;
      }
      const quantity2 = record(src, q, qPath);
      if (quantity2.unit === void 0 && own(V2_METRICS, key)?.kind === "count") {
        samples.push(finite(src, quantity2.value, `${qPath}.value`));
        continue;
      }
      const u = unitFactor(string(src, quantity2.unit, `${qPath}.unit`)) ?? fail(src, `${qPath}.unit`, "a time or byte unit", quantity2.unit);
      unit = u.unit;
      samples.push(finite(src, quantity2.value, `${qPath}.value`, u.factor));
    }
    if (samples.length === 0) continue;
    const stats = isRecord(summary[key]) ? readSummary(src, summary[key], `${path}.summary.${key}`, own(V2_METRICS, key)?.kind === "count") : void 0;
    metrics[own(V2_METRICS, key)?.metric ?? own(MEASURED_NAMES, key) ?? key] = sampleMetric(samples, unit, stats);
  }
  if (metrics[METRIC.time] === void 0) fail(src, `${path}.measurements[0].time_wall_clock`, "a wall-clock time per run", void 0);
  const codes = runs.map((run, j) => run.exit_code === null || run.exit_code === void 0 ? null : finite(src, run.exit_code, `${path}.measurements[${j}].exit_code`));
  return withStatus({ name, params: readParams3(src, r.parameters, `${path}.parameters`), metrics }, codes);
}
var MEASURED_NAMES = {
  peak_memory_usage: "max-rss"
};
function readSummary(src, value, path, counter) {
  const s = record(src, value, path);
  const u = counter && s.unit === void 0 ? { factor: 1 } : unitFactor(string(src, s.unit, `${path}.unit`));
  if (u === void 0) return fail(src, `${path}.unit`, "a time or byte unit", s.unit);
  return {
    median: optFinite(src, s.median, `${path}.median`, u.factor),
    stddev: optNonNegative(src, s.stddev, `${path}.stddev`, u.factor),
    min: optFinite(src, s.min, `${path}.min`, u.factor),
    max: optFinite(src, s.max, `${path}.max`, u.factor)
  };
}
function sampleMetric(samples, unit, stats) {
  const sorted = [...samples].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median3 = sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  const mean2 = samples.reduce((a, b) => a + b, 0) / samples.length;
  const sd = samples.length > 1 ? Math.sqrt(samples.reduce((a, b) => a + (b - mean2) ** 2, 0) / (samples.length - 1)) : void 0;
  const stddev = stats?.stddev ?? (sd !== void 0 && Number.isFinite(sd) ? sd : void 0);
  const metric2 = {
    unit,
    direction: "smaller",
    value: stats?.median ?? median3,
    statistic: "median",
    samples,
    n: samples.length,
    spread: { stddev, min: stats?.min ?? sorted[0], max: stats?.max ?? sorted[sorted.length - 1] }
  };
  if (unit === "B") metric2.exact = false;
  return metric2;
}
function readParams3(src, value, path) {
  if (value === void 0 || value === null) return void 0;
  const params = {};
  for (const [k, v] of Object.entries(record(src, value, path))) {
    params[k] = isRecord(v) ? scalarText(src, v.value, `${path}.${k}.value`) : scalarText(src, v, `${path}.${k}`);
  }
  return Object.keys(params).length > 0 ? params : void 0;
}
function withStatus(b, codes) {
  const bad = codes.filter((c) => c !== 0);
  if (bad.length === 0) return b;
  const first = bad[0];
  if (bad.length === codes.length && first !== null && Number.isInteger(first) && bad.every((c) => c === first)) return { ...b, exitCode: first };
  const shown = [...new Set(bad.map((c) => c === null ? "signal" : String(c)))].join(", ");
  return { ...b, status: "failed", error: `${bad.length} of ${codes.length} runs exited non-zero (${shown})` };
}
function splitCsv(line) {
  const out = [];
  let i = 0;
  for (; ; ) {
    if (line[i] === '"') {
      let cell = "";
      i++;
      for (; ; ) {
        const q = line.indexOf('"', i);
        if (q < 0) return void 0;
        cell += line.slice(i, q);
        if (line[q + 1] === '"') {
          cell += '"';
          i = q + 2;
        } else {
          i = q + 1;
          break;
        }
      }
      out.push(cell);
    } else {
      const c = line.indexOf(",", i);
      out.push(line.slice(i, c < 0 ? void 0 : c));
      i = c < 0 ? line.length : c;
    }
    if (i >= line.length) return out;
    if (line[i] !== ",") return void 0;
    i++;
  }
}
function refuseCutLastLine(file, lines) {
  const last = lines[lines.length - 1];
  if (last.trim() !== "") throw new ParseError({ harness: ID9, file: file.path, line: lines.length, expected: WHOLE_LAST_LINE, found: last });
}
function parseCsv(file) {
  const lines = file.text.replace(ANSI8, "").split(/\r?\n/);
  const header = splitCsv(lines[0] ?? "") ?? [];
  if (header[1]?.endsWith("_unit")) return parseCsv2(file, lines, header);
  const col = (name) => header.indexOf(name);
  const benchmarks = [];
  const err = (line, expected, found) => {
    throw new ParseError({ harness: ID9, file: file.path, line, expected, found });
  };
  refuseCutLastLine(file, lines);
  lines.slice(1).forEach((text, i) => {
    const line = i + 2;
    if (text.trim() === "") return;
    const cells = splitCsv(text);
    if (cells === void 0 || cells.length !== header.length) err(line, `${header.length} CSV fields`, text);
    const num3 = (name2, min = -Infinity) => {
      const raw = cells[col(name2)] ?? "";
      const v = parseNumber(raw);
      if (v === void 0 || v < min || !Number.isFinite(v * S_TO_NS)) return err(line, `a number of seconds in column "${name2}"`, raw);
      return v * S_TO_NS;
    };
    const name = cells[0];
    if (name.trim() === "") err(line, 'a command in column "command"', text);
    const params = {};
    header.forEach((h, j) => {
      if (h.startsWith("parameter_")) params[h.slice("parameter_".length)] = cells[j];
    });
    benchmarks.push({
      name,
      params: Object.keys(params).length > 0 ? params : void 0,
      metrics: {
        [METRIC.time]: {
          unit: "ns",
          direction: "smaller",
          value: num3("median"),
          statistic: "median",
          spread: { stddev: cells[col("stddev")] === "" ? void 0 : num3("stddev", 0), min: num3("min"), max: num3("max") }
        },
        "user-time": { unit: "ns", direction: "smaller", value: num3("user"), statistic: "mean" },
        "system-time": { unit: "ns", direction: "smaller", value: num3("system"), statistic: "mean" }
      }
    });
  });
  if (benchmarks.length === 0) err(lines.length, "at least one CSV row after the header", "");
  return benchmarks;
}
function parseCsv2(file, lines, header) {
  const err = (line, expected, found) => {
    throw new ParseError({ harness: ID9, file: file.path, line, expected, found });
  };
  refuseCutLastLine(file, lines);
  const metrics = [];
  const paramCols = [];
  for (let j = 1; j < header.length; j++) {
    const h = header[j];
    if (h.startsWith("parameter_")) {
      paramCols.push({ name: h.slice("parameter_".length), at: j });
      continue;
    }
    const key = h.slice(0, -"_unit".length);
    const def = own(V2_METRICS, key);
    const fields = ["unit", "mean", "stddev", "median", "min", "max"].map((f) => `${key}_${f}`);
    if (!h.endsWith("_unit") || def === void 0 || fields.some((f, k) => header[j + k] !== f)) {
      err(1, `hyperfine 2 metric columns "<metric>_unit,<metric>_mean,<metric>_stddev,<metric>_median,<metric>_min,<metric>_max" (metrics: ${Object.keys(V2_METRICS).join(", ")}) or parameter_<name>`, h);
    }
    metrics.push({ key, def, at: j });
    j += 5;
  }
  if (metrics.length === 0) err(1, 'a "<metric>_unit" column', lines[0]);
  const benchmarks = [];
  lines.slice(1).forEach((text, i) => {
    const line = i + 2;
    if (text.trim() === "") return;
    const cells = splitCsv(text);
    if (cells === void 0 || cells.length !== header.length) return err(line, `${header.length} CSV fields`, text);
    const name = cells[0];
    if (name.trim() === "") err(line, 'a command in column "command"', text);
    const out = {};
    for (const { key, def, at } of metrics) {
      const symbol = cells[at];
      const [mean2, stddev, median3, min, max] = cells.slice(at + 1, at + 6);
      if ([mean2, stddev, median3, min, max].every((c) => c === "")) continue;
      const factor = v2Factor(def.kind, symbol) ?? err(line, `a ${def.kind} unit in column "${key}_unit"`, symbol);
      const num3 = (col, raw, min2 = -Infinity) => {
        const v = parseNumber(raw ?? "");
        if (v === void 0 || v < min2 || !Number.isFinite(v * factor)) return err(line, `a number in column "${key}_${col}"`, raw ?? "");
        return v * factor;
      };
      const metric2 = {
        unit: CANONICAL_UNIT[def.kind],
        direction: "smaller",
        value: num3("median", median3),
        statistic: "median",
        spread: { stddev: stddev === "" ? void 0 : num3("stddev", stddev, 0), min: num3("min", min), max: num3("max", max) }
      };
      if (def.kind === "memory") metric2.exact = false;
      out[def.metric] = metric2;
    }
    if (Object.keys(out).length === 0) err(line, "a value in at least one metric column", text);
    const params = Object.fromEntries(paramCols.map((p) => [p.name, cells[p.at]]));
    benchmarks.push({ name, params: paramCols.length > 0 ? params : void 0, metrics: out });
  });
  if (benchmarks.length === 0) err(lines.length, "at least one CSV row after the header", "");
  return benchmarks;
}
var QTY = String.raw`([+-]?[\d.,]+)\s*(ns|µs|μs|us|ms|s)`;
var TIME_LINE = new RegExp(String.raw`^\s*Time \((mean ± σ|abs ≡)\):\s*${QTY}(?:\s*±\s*${QTY})?\s*(?:\[User: ${QTY}, System: ${QTY}\])?\s*$`);
var RANGE_LINE = new RegExp(String.raw`^\s*Range \(min … max\):\s*${QTY}\s*…\s*${QTY}\s*(\d+) runs?\s*$`);
var EXACT = "the JSON export (--export-json)";
function parseStdout2(file, warnings) {
  if (STDOUT2_BLOCK.test(file.text.replace(ANSI8, ""))) return parseStdout22(file, warnings);
  const lines = file.text.replace(ANSI8, "").split(/\r?\n/);
  const benchmarks = [];
  const err = (line, expected, found) => {
    throw new ParseError({ harness: ID9, file: file.path, line, expected, found });
  };
  const ns = (line, value, unit) => {
    const v = parseNumber(value ?? "");
    const f = timeFactor(unit === "us" ? "\xB5s" : unit ?? "");
    if (v === void 0 || f === void 0 || !Number.isFinite(v * f)) return err(line, 'a time like "30.3 ms"', `${value} ${unit}`);
    return v * f;
  };
  refuseCutLastLine(file, lines);
  let run = { blocks: 0, summary: false, lastLine: 0 };
  const closeRun = () => {
    if (run.blocks >= 2 && !run.summary) {
      err(run.lastLine, `hyperfine's "Summary" after its benchmarks (it prints one whenever it ran two commands or more: the output was cut off, or the run was killed)`, lines[run.lastLine - 1] ?? "");
    }
  };
  for (let i = 0; i < lines.length; i++) {
    if (/^Summary\s*$/.test(lines[i]) || lines[i].startsWith("Note: The benchmark comparison could not be computed")) run.summary = true;
    const head2 = /^Benchmark #?(\d+): (.+)$/.exec(lines[i]);
    if (!head2) continue;
    const name = head2[2].trimEnd() || head2[2];
    if (head2[1] === "1") {
      closeRun();
      run = { blocks: 0, summary: false, lastLine: 0 };
    }
    run.blocks++;
    const t = TIME_LINE.exec(lines[i + 1] ?? "");
    if (!t) err(i + 2, '"  Time (mean \xB1 \u03C3):  <mean> \xB1 <\u03C3>  [User: \u2026, System: \u2026]"', lines[i + 1] ?? "");
    const time = { unit: "ns", direction: "smaller", value: ns(i + 2, t[2], t[3]), statistic: "mean" };
    if (t[4] !== void 0) time.spread = { stddev: Math.abs(ns(i + 2, t[4], t[5])) };
    const metrics = { [METRIC.time]: time };
    if (t[6] !== void 0) {
      metrics["user-time"] = { unit: "ns", direction: "smaller", value: ns(i + 2, t[6], t[7]), statistic: "mean" };
      metrics["system-time"] = { unit: "ns", direction: "smaller", value: ns(i + 2, t[8], t[9]), statistic: "mean" };
    }
    for (const [metric2, value, unit] of [[METRIC.time, t[2], t[3]], ["user-time", t[6], t[7]], ["system-time", t[8], t[9]]]) {
      if (metrics[metric2]?.value === 0) warnings.push(printedZeroWarning(`${file.path}:${i + 2}`, name, metric2, `${value} ${unit}`, EXACT));
    }
    const r = RANGE_LINE.exec(lines[i + 2] ?? "");
    if (r) {
      time.spread = { ...time.spread, min: ns(i + 3, r[1], r[2]), max: ns(i + 3, r[3], r[4]) };
      time.n = Number(r[5]);
    } else if (t[1] === "abs \u2261") {
      time.n = 1;
    } else {
      err(i + 3, '"  Range (min \u2026 max):  <min> \u2026 <max>  <N> runs"', lines[i + 2] ?? "");
    }
    benchmarks.push({ name, metrics });
    run.lastLine = r ? i + 3 : i + 2;
  }
  closeRun();
  if (benchmarks.length === 0) err(1, 'a "Benchmark 1: <command>" block', lines[0] ?? "");
  return benchmarks;
}
var V2_HEAD = /^Benchmark (\d+): (.+) \((\d+) runs?\)\s*$/;
var V2_COLUMNS = /^\s+(?:mean\s+±\s+σ\s+min\s+…\s+max|Value)\s*$/;
var esc = (t) => t.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
var V2_ROW = new RegExp(String.raw`^  (${[...V2_BY_LABEL.keys()].map(esc).join("|")})(?: \[([^\]]+)\])?(?=\s)`);
var V2_QTY = String.raw`(\d+(?:\.\d+)?)(?: ([A-Za-zµμ]+))?`;
var V2_CHANGE = String.raw`(?:\s+(?:[+-]?\d+(?:\.\d+)?%|N/A)(?:\s+\([^)]*\))?)?`;
var V2_MANY = new RegExp(String.raw`^${V2_QTY}\s+±\s+${V2_QTY}\s+${V2_QTY}\s+…\s+${V2_QTY}${V2_CHANGE}$`);
var V2_ONE = new RegExp(String.raw`^${V2_QTY}${V2_CHANGE}$`);
function parseStdout22(file, warnings) {
  const lines = file.text.replace(ANSI8, "").split(/\r?\n/);
  const err = (line, expected, found) => {
    throw new ParseError({ harness: ID9, file: file.path, line, expected, found });
  };
  refuseCutLastLine(file, lines);
  const benchmarks = [];
  for (let i = 0; i < lines.length; i++) {
    const head2 = V2_HEAD.exec(lines[i]);
    if (!head2) continue;
    const name = head2[2];
    const runs = Number(head2[3]);
    if (!V2_COLUMNS.test(lines[i + 1] ?? "")) err(i + 2, '"  mean \xB1 \u03C3  min \u2026 max" (or "Value" for one run) under the benchmark line', lines[i + 1] ?? "");
    const many = !/Value\s*$/.test(lines[i + 1]);
    const metrics = {};
    let j = i + 2;
    for (; j < lines.length && lines[j].trim() !== ""; j++) {
      const line = j + 1;
      const row = V2_ROW.exec(lines[j]);
      if (!row) return err(line, `a metric row "  <${[...V2_BY_LABEL.keys()].join(" | ")}>  <mean> \xB1 <\u03C3>  <min> \u2026 <max>"`, lines[j]);
      const def = V2_BY_LABEL.get(row[1]);
      const m = (many ? V2_MANY : V2_ONE).exec(lines[j].slice(row[0].length).trim());
      if (!m) return err(line, many ? `"${def.label}  <mean> <unit> \xB1 <\u03C3> <unit>  <min> <unit> \u2026 <max> <unit>"` : `"${def.label}  <value> <unit>"`, lines[j]);
      const at = (k) => {
        const symbol = m[k + 1] ?? row[2] ?? (def.kind === "count" ? "count" : "");
        const factor = v2Factor(def.kind, symbol) ?? err(line, `a ${def.kind} unit after "${m[k]}"`, symbol);
        const v = parseNumber(m[k]);
        if (v === void 0 || !Number.isFinite(v * factor)) return err(line, `a number, found in ${def.label}`, m[k]);
        return v * factor;
      };
      const metric2 = { unit: CANONICAL_UNIT[def.kind], direction: "smaller", value: at(1), statistic: "mean", n: runs };
      if (many) metric2.spread = { stddev: at(3), min: at(5), max: at(7) };
      if (def.kind === "memory") metric2.exact = false;
      if (def.kind === "time" && metric2.value === 0) {
        warnings.push(printedZeroWarning(`${file.path}:${line}`, name, def.metric, `${m[1]} ${m[2] ?? row[2] ?? ""}`.trim(), EXACT));
      }
      metrics[def.metric] = metric2;
    }
    if (Object.keys(metrics).length === 0) err(i + 3, 'at least one metric row ("  Wall Time  \u2026")', lines[i + 2] ?? "");
    if (j >= lines.length - 1) err(j, "the blank line hyperfine prints after each benchmark (the output was cut off, or the run was killed)", lines[j - 1] ?? "");
    benchmarks.push({ name, metrics });
    i = j;
  }
  if (benchmarks.length === 0) err(1, 'a "Benchmark 1: <command> (<N> runs)" block', lines[0] ?? "");
  return benchmarks;
}
function parseMarkdown(file) {
  const lines = file.text.replace(ANSI8, "").split(/\r?\n/);
  const err = (line, expected, found) => {
    throw new ParseError({ harness: ID9, file: file.path, line, expected, found });
  };
  refuseCutLastLine(file, lines);
  const v2 = MD2_HEADER.exec(lines[0] ?? "");
  if (v2) return parseMarkdown2(file, lines, v2[1], v2[2]);
  const unit = /Mean \[([^\]]+)\]/.exec(lines[0] ?? "")?.[1] ?? "";
  const factor = timeFactor(unit === "us" ? "\xB5s" : unit);
  if (factor === void 0) err(1, 'a time unit in "Mean [ms]"', lines[0] ?? "");
  const benchmarks = [];
  lines.slice(2).forEach((text, i) => {
    const line = i + 3;
    if (text.trim() === "") return;
    const m = /^\| `(.+)` \| ([\d.]+)(?: ± ([\d.]+))? \| ([\d.]+) \| ([\d.]+) \| /.exec(text);
    if (!m) return err(line, '"| `<command>` | <mean> \xB1 <\u03C3> | <min> | <max> | <relative> |"', text);
    const n = (s) => {
      const v = parseNumber(s ?? "");
      return v === void 0 || !Number.isFinite(v * factor) ? void 0 : v * factor;
    };
    const mean2 = n(m[2]) ?? err(line, "a mean", m[2]);
    benchmarks.push({
      // markup.rs writes a `|` in a command as `\|` (a table cell cannot hold a bare one).
      name: m[1].replace(/\\\|/g, "|"),
      metrics: {
        [METRIC.time]: {
          unit: "ns",
          direction: "smaller",
          value: mean2,
          statistic: "mean",
          spread: { stddev: n(m[3]), min: n(m[4]) ?? err(line, "a min", m[4]), max: n(m[5]) ?? err(line, "a max", m[5]) }
        }
      }
    });
  });
  if (benchmarks.length === 0) err(lines.length, "at least one table row", "");
  return benchmarks;
}
function parseMarkdown2(file, lines, label, symbol) {
  const err = (line, expected, found) => {
    throw new ParseError({ harness: ID9, file: file.path, line, expected, found });
  };
  const def = V2_BY_LABEL.get(label) ?? err(1, `a metric label in "Mean <label> [<unit>]" (${[...V2_BY_LABEL.keys()].join(", ")})`, label);
  const factor = v2Factor(def.kind, symbol) ?? err(1, `a ${def.kind} unit in "Mean ${label} [<unit>]"`, symbol);
  const benchmarks = [];
  lines.slice(2).forEach((text, i) => {
    const line = i + 3;
    if (text.trim() === "") return;
    const m = /^\| `(.+)` \| (\d+(?:\.\d+)?)(?: ± (\d+(?:\.\d+)?))? \| [^|]* \| [^|]* \|\s*$/.exec(text);
    if (!m) return err(line, '"| `<command>` | <mean> \xB1 <\u03C3> | <change> | <factor> |"', text);
    const n = (raw) => {
      const v = parseNumber(raw);
      return v === void 0 || !Number.isFinite(v * factor) ? err(line, "a number", raw) : v * factor;
    };
    const metric2 = { unit: CANONICAL_UNIT[def.kind], direction: "smaller", value: n(m[2]), statistic: "mean" };
    if (m[3] !== void 0) metric2.spread = { stddev: n(m[3]) };
    if (def.kind === "memory") metric2.exact = false;
    benchmarks.push({ name: m[1].replace(/\\\|/g, "|"), metrics: { [def.metric]: metric2 } });
  });
  if (benchmarks.length === 0) err(lines.length, "at least one table row", "");
  return benchmarks;
}
var hyperfine = {
  id: ID9,
  description: "hyperfine command timings (--export-json, --export-csv, --export-markdown or the terminal report)",
  detect: detect13,
  parse: parse14,
  largeJson: true
};

// src/parse/repeated-across-files.ts
function repeatedAcrossFiles(files2, rows, why) {
  if (files2.length < 2) return void 0;
  const firstFile = /* @__PURE__ */ new Map();
  const holding = /* @__PURE__ */ new Set();
  let repeated = 0;
  rows.forEach((list, f) => {
    for (const b of list) {
      const first = firstFile.get(b.name);
      if (first === void 0) firstFile.set(b.name, f);
      else if (first !== f) {
        repeated++;
        holding.add(first).add(f);
      }
    }
  });
  if (repeated === 0) return void 0;
  const names = [...holding].sort((a, b) => a - b).map((f) => files2[f].path);
  const shown = names.length > 3 ? `${names.slice(0, 3).join(", ")} and ${names.length - 3} more` : names.join(", ");
  return `${shown}: ${repeated} benchmark${repeated === 1 ? "" : "s"} appear${repeated === 1 ? "s" : ""} in more than one of these files, as in runs of one suite saved apart (${why}): each is kept, the later ones named "(2)", "(3)"\u2026; to compare two runs, give one file a side`;
}

// src/parse/jmh.ts
var ID10 = "jmh";
var MAX_HISTOGRAM_SAMPLES = 1e5;
var ANSI9 = /\u001b\[[0-?]*[ -/]*[@-~]/g;
var JMH_TIME = { ns: 1, us: 1e3, "\xB5s": 1e3, ms: 1e6, s: 1e9, min: 6e10, m: 6e10, hr: 36e11 };
function unitInfo(unit) {
  const u = unit.trim();
  let m = /^(\w+|µs)\/op$/.exec(u);
  if (m && JMH_TIME[m[1]] !== void 0) return { metric: METRIC.time, unit: "ns", direction: "smaller", factor: JMH_TIME[m[1]] };
  m = /^ops\/(\w+|µs)$/.exec(u);
  if (m && JMH_TIME[m[1]] !== void 0) {
    return { metric: METRIC.throughput, unit: "ops/s", direction: "bigger", factor: 1e9 / JMH_TIME[m[1]] };
  }
  if (/^B\/op$/.test(u)) return { metric: METRIC.memory, unit: "B", direction: "smaller", factor: 1 };
  m = /^(\w+)\/sec$/.exec(u);
  if (m?.[1] === "MB") return { metric: "rate", unit: "B/s", direction: "smaller", factor: 1024 * 1024 };
  if (m && byteFactor(m[1]) !== void 0) return { metric: "rate", unit: "B/s", direction: "smaller", factor: byteFactor(m[1]) };
  const t = timeFactor(u);
  if (t !== void 0) return { metric: "time", unit: "ns", direction: "smaller", factor: t };
  if (u === "#") return { metric: u, unit: u, direction: "smaller", factor: 1, undirected: true };
  return { metric: u, unit: u, direction: /\/(s|sec)$/.test(u) ? "bigger" : "smaller", factor: 1 };
}
var PERCENTILE = /^p[01]\.\d+$/;
var isPercentile = (key) => PERCENTILE.test(key.slice(key.lastIndexOf(":") + 1));
function secondaryName(raw, method) {
  const key = raw.replace(/^·/, "");
  if (key.startsWith(`${method}\xB7`) && PERCENTILE.test(key.slice(method.length + 1))) return key.slice(method.length + 1);
  return key;
}
var CANONICAL = new Set(Object.values(METRIC));
function secondaryKey(raw, method) {
  const key = secondaryName(raw, method);
  return CANONICAL.has(key) ? `${key} (secondary)` : key;
}
var methodOf = (benchmark) => benchmark.slice(benchmark.lastIndexOf(".") + 1);
var MODE_METRIC = { avgt: METRIC.time, sample: METRIC.time, ss: METRIC.time, thrpt: METRIC.throughput };
function kindOf5(text) {
  const head2 = text.slice(0, 4096).replace(ANSI9, "");
  if (/^\s*\[/.test(head2)) return "json";
  if (/^# JMH version: /m.test(head2)) return "console";
  const clean = text.includes("\x1B") ? text.replace(ANSI9, "") : text;
  if (clean.includes("Cnt") && /^Benchmark\s+(\(\w+\)\s+)*Mode\s+Cnt\s+Score\s+Error\s+Units\s*$/m.test(clean)) {
    return "console";
  }
  return void 0;
}
var CSV_HEADER2 = /^"Benchmark"[,;]"Mode"[,;]"Threads"[,;]"Samples"[,;]"Score"/;
function detectFile5(text) {
  const kind = kindOf5(text);
  if (kind === void 0) return CSV_HEADER2.test(text.slice(0, 200)) ? "maybe" : "no";
  if (kind === "console") return "yes";
  return /"jmhVersion"\s*:|"primaryMetric"\s*:/.test(text.slice(0, 8192)) ? "yes" : "maybe";
}
function detect14(input) {
  return detectAny(input, detectFile5);
}
function parse15(input) {
  const hit = pickJsonOrConsole(input, kindOf5, { harness: ID10, expected: "a JMH -rf json result file or JMH console output (-rf csv, scsv and latex are not read: -rf json keeps every iteration)" });
  const out = { benchmarks: [], warnings: [] };
  const points2 = [];
  const warned = /* @__PURE__ */ new Set();
  const consoles = hit.kind === "json" ? input.files.filter((f) => kindOf5(f.text) === "console") : [];
  const failures = consoles.map((file) => readFailures(numberedLines(file.text)));
  const emptyOk = failures.some((f) => f.length > 0);
  const perFile = [];
  for (const file of hit.files) {
    const one = hit.kind === "json" ? parseJson4(file, emptyOk) : parseConsole3(file);
    perFile.push(one.benchmarks);
    pushAll(out.benchmarks, one.benchmarks);
    if (one.points) pushAll(points2, one.points);
    for (const w of one.warnings) {
      if (warned.has(w)) continue;
      warned.add(w);
      out.warnings.push(w);
    }
  }
  const again = repeatedAcrossFiles(hit.files, perFile, "a JMH run writes a file of its own");
  if (again !== void 0) out.warnings.push(again);
  if (hit.kind === "json") {
    const names = new Set(out.benchmarks.map((b) => b.name));
    if (consoles.length === 0) {
      const missing = missingPoints(points2);
      const shown = listSome(missing, 10);
      if (missing.length > 0) {
        out.warnings.push(`${hit.files.map((f) => f.path).join(", ")}: no result for ${shown}, where other benchmarks of the class ran those @Param values: JMH leaves a benchmark that threw out of its JSON (its <failure> is only on the console, and the run exits 0); give the console output too (output: { files: [...], stdout: true }) to see it as failed`);
      }
    }
    for (const fileFailures of failures) {
      for (const failed of fileFailures) {
        if (names.has(failed.name)) continue;
        names.add(failed.name);
        out.benchmarks.push(failed);
      }
    }
  }
  return { benchmarks: uniqueNames(out.benchmarks), warnings: out.warnings.length > 0 ? out.warnings : void 0 };
}
function optJmhNumber(src, value, path, factor) {
  if (value === void 0 || value === null || value === "NaN") return void 0;
  return finite(src, value, path, factor);
}
function paramSuffix(params) {
  if (params === void 0) return "";
  return `:${Object.entries(params).map(([k, v]) => `${k}=${v}`).join(",")}`;
}
function parseJson4(file, emptyOk) {
  const src = { harness: ID10, file: file.path };
  const rows = array(src, parseJsonFile(src, file, "a JMH -rf json result file"), "$");
  if (rows.length === 0 && !emptyOk) fail(src, "$", "at least one benchmark result", rows);
  const warnings = [];
  const notSamples = /* @__PURE__ */ new Map();
  const noScore = /* @__PURE__ */ new Map();
  const infinite = /* @__PURE__ */ new Map();
  const entries = rows.map((row, i) => {
    const path = `[${i}]`;
    const r = record(src, row, path);
    const benchmark = string(src, r.benchmark, `${path}.benchmark`);
    const mode = string(src, r.mode, `${path}.mode`);
    let params;
    if (r.params !== void 0 && r.params !== null) {
      params = {};
      for (const [k, v] of Object.entries(record(src, r.params, `${path}.params`))) params[k] = scalarText(src, v, `${path}.params.${k}`);
      if (Object.keys(params).length === 0) params = void 0;
    }
    const name = `${benchmark}${paramSuffix(params)}`;
    const primaryPath = `${path}.primaryMetric`;
    const primary = record(src, r.primaryMetric, primaryPath);
    const info = unitInfo(string(src, primary.scoreUnit, `${primaryPath}.scoreUnit`));
    const expectedMetric = own(MODE_METRIC, mode);
    if (expectedMetric !== void 0 && expectedMetric !== info.metric) {
      fail(src, `${primaryPath}.scoreUnit`, `a ${expectedMetric} unit for mode ${mode}`, primary.scoreUnit);
    }
    const metrics = {};
    const b = { name, params, metrics };
    if (primary.score === "NaN") {
      return { b: { ...b, status: "failed", error: "JMH reported a NaN score" }, mode, base: name };
    }
    metrics[info.metric] = readMetric2(src, primary, primaryPath, info, name, warnings);
    const perIteration2 = primary.rawData ?? primary.rawDataHistogram;
    const iterations = Array.isArray(perIteration2) ? perIteration2.reduce((a, fork) => a + fork.length, 0) : void 0;
    const secondary = r.secondaryMetrics === void 0 ? {} : record(src, r.secondaryMetrics, `${path}.secondaryMetrics`);
    for (const [rawKey, value] of Object.entries(secondary)) {
      const key = secondaryKey(rawKey, methodOf(benchmark));
      const sPath = `${path}.secondaryMetrics[${JSON.stringify(rawKey)}]`;
      const s = record(src, value, sPath);
      if (s.score === "NaN") {
        addIndex(noScore, key, i);
        continue;
      }
      if (s.score === "+INF" || s.score === "-INF") {
        addIndex(infinite, key, i);
        continue;
      }
      const sInfo = unitInfo(string(src, s.scoreUnit, `${sPath}.scoreUnit`));
      const metric2 = readMetric2(src, s, sPath, sInfo, name, warnings);
      if (isPercentile(key)) {
        metric2.statistic = "other";
        delete metric2.runs;
        const xs = metric2.samples;
        if (xs !== void 0 && xs.length > 0) {
          metric2.spread = { ...metric2.spread, min: minOf(xs), max: maxOf(xs) };
        } else if (metric2.spread !== void 0) {
          delete metric2.spread.min;
          delete metric2.spread.max;
        }
      } else if (metric2.samples !== void 0 && !samplesOfScore(metric2.samples, metric2.value, iterations)) {
        const explained = zeroPadded(metric2.samples, metric2.value, iterations) || isTotal(metric2.samples, metric2.value);
        delete metric2.samples;
        delete metric2.runs;
        if (iterations === void 0) delete metric2.n;
        else metric2.n = iterations;
        if (!explained) addIndex(notSamples, key, i);
      }
      if (RUN_EVENTS.has(key)) metric2.exact = false;
      if (key === "gc.alloc.rate.norm" && sInfo.metric === METRIC.memory) metrics[METRIC.memory] = metric2;
      metrics[key] = metric2;
    }
    return { b, mode, base: name };
  });
  const points2 = rows.map((row, i) => {
    const r = row;
    return { benchmark: r.benchmark, mode: r.mode, params: entries[i].b.params ?? {} };
  });
  const benchmarks = nameModes(entries);
  for (const [key, at] of notSamples) {
    warnings.push(`${file.path}: ${key}: JMH's score is not the mean of its per-iteration rawData (a total, or iterations without a value counted as 0) or not one per iteration; kept the score without samples for ${listSome(at.map((i) => benchmarks[i].name), 10)}`);
  }
  for (const [key, at] of noScore) warnings.push(noScoreWarning(file, key, at.map((i) => benchmarks[i].name)));
  for (const [key, at] of infinite) warnings.push(infiniteWarning(file, key, at.map((i) => benchmarks[i].name)));
  return { benchmarks, warnings, points: points2 };
}
var RUN_EVENTS = /* @__PURE__ */ new Set(["gc.count", "gc.time"]);
var MAX_PARAM_POINTS = 1e4;
function missingPoints(points2) {
  const groups = /* @__PURE__ */ new Map();
  for (const p of points2) {
    const names = Object.keys(p.params).sort();
    if (names.length === 0) continue;
    const key = `${p.benchmark.slice(0, p.benchmark.lastIndexOf("."))}\0${names.join(",")}`;
    const group = groups.get(key);
    if (group === void 0) groups.set(key, [p]);
    else group.push(p);
  }
  const missing = [];
  for (const group of groups.values()) {
    const names = Object.keys(group[0].params);
    const values = names.map((n) => [...new Set(group.map((p) => p.params[n]))]);
    if (values.reduce((a, v) => a * v.length, 1) > MAX_PARAM_POINTS) continue;
    let all = [[]];
    for (const v of values) all = all.flatMap((combo) => v.map((x) => [...combo, x]));
    const ran = /* @__PURE__ */ new Map();
    const modes = /* @__PURE__ */ new Map();
    for (const p of group) {
      const at = `${p.benchmark}\0${p.mode}`;
      ran.set(at, (ran.get(at) ?? /* @__PURE__ */ new Set()).add(names.map((n) => p.params[n]).join("\0")));
      modes.set(p.benchmark, (modes.get(p.benchmark) ?? /* @__PURE__ */ new Set()).add(p.mode));
    }
    for (const [at, combos] of ran) {
      const [benchmark, mode] = at.split("\0");
      for (const combo of all) {
        if (combos.has(combo.join("\0"))) continue;
        const suffix = modes.get(benchmark).size > 1 ? ` (${mode})` : "";
        missing.push(`${benchmark}:${names.map((n, i) => `${n}=${combo[i]}`).join(",")}${suffix}`);
      }
    }
  }
  return missing;
}
function addIndex(map, key, i) {
  const at = map.get(key);
  if (at === void 0) map.set(key, [i]);
  else at.push(i);
}
function noScoreWarning(file, key, names) {
  return `${file.path}: ${key}: JMH gave no score (NaN; a profiler's text output such as -prof stack has none); not kept for ${names.join(", ")}`;
}
function infiniteWarning(file, key, names) {
  return `${file.path}: ${key}: JMH's score is infinite (a counter that counted nothing, in a time mode); not kept for ${listSome(names, 10)}`;
}
function samplesOfScore(samples, score, iterations) {
  if (samples.length === 0 || iterations !== void 0 && samples.length !== iterations) return false;
  let sum = 0;
  for (const x of samples) sum += x;
  return Math.abs(sum / samples.length - score) <= 1e-9 * Math.abs(score);
}
function zeroPadded(samples, score, iterations) {
  if (iterations === void 0 || samples.length >= iterations) return false;
  let sum = 0;
  for (const x of samples) sum += x;
  return Math.abs(sum / iterations - score) <= 1e-9 * Math.abs(score);
}
function isTotal(samples, score) {
  let sum = 0;
  for (const x of samples) sum += x;
  return samples.length > 0 && Math.abs(sum - score) <= 1e-9 * Math.abs(score);
}
function nameModes(entries) {
  const modes = /* @__PURE__ */ new Map();
  for (const e of entries) modes.set(e.base, (modes.get(e.base) ?? /* @__PURE__ */ new Set()).add(e.mode));
  return entries.map((e) => modes.get(e.base).size > 1 ? { ...e.b, name: `${e.base} (${e.mode})` } : e.b);
}
function readMetric2(src, m, path, info, name, warnings) {
  const f = info.factor;
  const spread = {};
  const error = optJmhNumber(src, m.scoreError, `${path}.scoreError`, f);
  if (error !== void 0) {
    if (error < 0) fail(src, `${path}.scoreError`, "a non-negative number", m.scoreError);
    spread.error = error;
  }
  if (Array.isArray(m.scoreConfidence) && m.scoreConfidence.length === 2) {
    const lower = optJmhNumber(src, m.scoreConfidence[0], `${path}.scoreConfidence[0]`, f);
    const upper = optJmhNumber(src, m.scoreConfidence[1], `${path}.scoreConfidence[1]`, f);
    const placeholder = error === void 0 && lower === upper;
    if (lower !== void 0 && upper !== void 0 && lower <= upper && !placeholder) spread.ci = { lower, upper, level: 0.999 };
  }
  if (isRecord(m.scorePercentiles)) {
    spread.min = optJmhNumber(src, m.scorePercentiles["0.0"], `${path}.scorePercentiles["0.0"]`, f);
    spread.max = optJmhNumber(src, m.scorePercentiles["100.0"], `${path}.scorePercentiles["100.0"]`, f);
  }
  const metric2 = {
    unit: info.unit,
    direction: info.direction,
    ...info.undirected ? { undirected: true } : {},
    // JMH's score: the mean over all measurement iterations of all forks (over all samples in SampleTime).
    value: finite(src, m.score, `${path}.score`, f),
    statistic: "score",
    spread
  };
  if (m.rawData !== void 0 && m.rawData !== null) {
    const samples = [];
    const forks = [];
    array(src, m.rawData, `${path}.rawData`).forEach((fork, i) => {
      const from = samples.length;
      array(src, fork, `${path}.rawData[${i}]`).forEach((v, j) => samples.push(finite(src, v, `${path}.rawData[${i}][${j}]`, f)));
      if (samples.length > from) forks.push(meanOf(samples, from, samples.length));
    });
    metric2.samples = samples;
    metric2.n = samples.length;
    if (forks.length >= 2) metric2.runs = forks;
  }
  if (m.rawDataHistogram !== void 0 && m.rawDataHistogram !== null) {
    readHistogram(src, m.rawDataHistogram, `${path}.rawDataHistogram`, f, metric2, name, warnings);
  }
  return metric2;
}
function meanOf(xs, from, to) {
  let sum = 0;
  for (let i = from; i < to; i++) sum += xs[i];
  return sum / (to - from);
}
function readHistogram(src, value, path, f, metric2, name, warnings) {
  const bins = [];
  let total = 0;
  const forks = [];
  array(src, value, path).forEach((fork, i) => {
    let sum = 0;
    let count2 = 0;
    array(src, fork, `${path}[${i}]`).forEach((iteration, j) => array(src, iteration, `${path}[${i}][${j}]`).forEach((bin, k) => {
      const p = `${path}[${i}][${j}][${k}]`;
      const pair = array(src, bin, p);
      const v = finite(src, pair[0], `${p}[0]`, f);
      const c = finite(src, pair[1], `${p}[1]`);
      if (!Number.isInteger(c) || c < 0) fail(src, `${p}[1]`, "a non-negative integer count", pair[1]);
      bins.push([v, c]);
      total += c;
      sum += v * c;
      count2 += c;
    }));
    if (count2 > 0) forks.push(sum / count2);
  });
  metric2.n = total;
  if (forks.length >= 2) metric2.runs = forks;
  if (total > MAX_HISTOGRAM_SAMPLES) {
    warnings.push(`${name}: ${total} SampleTime samples not expanded (limit ${MAX_HISTOGRAM_SAMPLES}); kept score, error and percentiles`);
    return;
  }
  const samples = [];
  for (const [v, count2] of bins) for (let c = 0; c < count2; c++) samples.push(v);
  metric2.samples = samples;
}
function parseConsole3(file) {
  const lines = numberedLines(file.text);
  const err = (line, expected, found) => {
    throw new ParseError({ harness: ID10, file: file.path, line, expected, found });
  };
  const failures = readFailures(lines);
  const entries = [];
  const byKey = /* @__PURE__ */ new Map();
  const noScore = /* @__PURE__ */ new Map();
  const infinite = /* @__PURE__ */ new Map();
  const tableNames = /* @__PURE__ */ new Set();
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].text;
    const header = /^Benchmark\s+((?:\(\w+\)\s+)*)Mode\s+Cnt\s+Score\s+Error\s+Units\s*$/.exec(line);
    if (!header) continue;
    const paramNames = [...header[1].matchAll(/\((\w+)\)/g)].map((m) => m[1]);
    const paramEnds = [...line.matchAll(/\(\w+\)/g)].map((m) => m.index + m[0].length);
    for (let j = i + 1; j < lines.length; j++) {
      const { text: row, line: at } = lines[j];
      if (row.trim() === "") break;
      if (j === lines.length - 1) err(at, WHOLE_LAST_LINE, row);
      const parsed = parseRow(row, paramNames) ?? parseRow(paramsByColumn(row, paramEnds), paramNames);
      if (parsed === void 0) err(at, `"<benchmark> ${paramNames.map((p) => `<${p}> `).join("")}<mode> <cnt> <score> \xB1 <error> <unit>"`, row);
      const { name, suffix, params, mode, cnt, score, error, unit } = parsed;
      tableNames.add(name);
      const key = `${name}${paramSuffix(params)}`;
      const ownerAt = suffix === void 0 ? void 0 : byKey.get(`${key}\0${mode}`);
      if (Number.isNaN(score)) {
        if (ownerAt !== void 0) {
          addIndex(noScore, secondaryName(suffix, methodOf(name)), ownerAt);
          continue;
        }
        const base2 = `${key}${suffix === void 0 ? "" : `:${suffix}`}`;
        byKey.set(`${key}\0${mode}`, entries.length);
        entries.push({ b: { name: base2, params, status: "failed", error: "JMH reported a NaN score", metrics: {} }, mode, base: base2 });
        continue;
      }
      if (!Number.isFinite(score) && ownerAt !== void 0) {
        addIndex(infinite, secondaryKey(suffix, methodOf(name)), ownerAt);
        continue;
      }
      const info = unitInfo(unit);
      const metric2 = {
        unit: info.unit,
        direction: info.direction,
        ...info.undirected ? { undirected: true } : {},
        value: score * info.factor,
        statistic: "score",
        // ScoreFormatter prints 3 decimals, and a score below them only as its order of magnitude (`≈ 10⁻⁴`).
        resolution: CONSOLE_STEP * info.factor
      };
      if (!Number.isFinite(metric2.value)) err(at, "a finite score", row);
      if (error !== void 0) metric2.spread = { error: error * info.factor, ci: { lower: (score - error) * info.factor, upper: (score + error) * info.factor, level: 0.999 } };
      if (cnt !== void 0) metric2.n = cnt;
      if (metric2.spread !== void 0 && cnt !== void 0 && cnt > 2) metric2.spread.sem = metric2.spread.error / studentTQuantile(0.9995, cnt - 1);
      if (ownerAt !== void 0) {
        const owner = entries[ownerAt].b;
        if (owner.status === "failed") continue;
        const sub = secondaryKey(suffix, methodOf(name));
        if (isPercentile(sub)) metric2.statistic = "other";
        if (RUN_EVENTS.has(sub)) metric2.exact = false;
        if (sub === "gc.alloc.rate.norm" && info.metric === METRIC.memory) owner.metrics[METRIC.memory] = metric2;
        owner.metrics[sub] = metric2;
        continue;
      }
      const expected = own(MODE_METRIC, mode);
      if (expected !== void 0 && expected !== info.metric) err(at, `a ${expected} unit for mode ${mode}`, row);
      const base = `${key}${suffix === void 0 ? "" : `:${suffix}`}`;
      const b = { name: base, params, metrics: { [info.metric]: metric2 } };
      byKey.set(`${key}\0${mode}`, entries.length);
      entries.push({ b, mode, base });
    }
  }
  if (entries.length === 0 && failures.length === 0) err(lastLine(file.text).line, 'the JMH summary table ("Benchmark  Mode  Cnt  Score  Error  Units")', "");
  const prefix = tablePrefix(lines, tableNames);
  const all = failures.map((b) => {
    if (prefix !== "" && b.name.startsWith(prefix)) b.name = b.name.slice(prefix.length);
    return { b, mode: "", base: b.name };
  });
  const offset = all.length;
  const benchmarks = nameModes(pushAll(all, entries));
  const warnings = [...noScore].map(([key, at]) => noScoreWarning(file, key, at.map((i) => benchmarks[offset + i].name)));
  for (const [key, at] of infinite) warnings.push(infiniteWarning(file, key, at.map((i) => benchmarks[offset + i].name)));
  return { benchmarks, warnings };
}
var BENCHMARK_HEADER = /^# Benchmark: (\S+)\s*$/;
function tablePrefix(lines, tableNames) {
  for (const line of lines) {
    const full = BENCHMARK_HEADER.exec(line.text)?.[1];
    if (full === void 0 || tableNames.has(full)) continue;
    for (let dot = full.indexOf("."); dot >= 0; dot = full.indexOf(".", dot + 1)) {
      if (tableNames.has(full.slice(dot + 1))) return full.slice(0, dot + 1);
    }
  }
  return "";
}
function readFailures(lines) {
  const failed = [];
  let current;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].text;
    const bm = BENCHMARK_HEADER.exec(line);
    if (bm) current = { name: bm[1] };
    const pm = /^# Parameters: \((.*)\)\s*$/.exec(line);
    if (pm && current) {
      current.params = Object.fromEntries(pm[1].split(", ").map((kv) => kv.split(" = ")).filter((kv) => kv.length === 2));
    }
    if (/<failure>\s*$/.test(line) && current) {
      let next = i + 1;
      while (next < lines.length && lines[next].text.trim() === "") next++;
      const cause = lines[next]?.text.trim() || "failure";
      failed.push({ name: `${current.name}${paramSuffix(current.params)}`, params: current.params, status: "failed", error: cause, metrics: {} });
      current = void 0;
    }
  }
  return failed;
}
function jmhNumber(text) {
  return /^[+\-\u2212]?\d+(?:[.,]\d+)?$/.test(text) ? Number(text.replace(",", ".").replace("\u2212", "-")) : void 0;
}
var SUPERSCRIPT = { "\u207B": "-", "\u2070": "0", "\xB9": "1", "\xB2": "2", "\xB3": "3", "\u2074": "4", "\u2075": "5", "\u2076": "6", "\u2077": "7", "\u2078": "8", "\u2079": "9" };
var CONSOLE_STEP = 1e-3;
function readScore(tokens) {
  const last = tokens.pop() ?? "";
  if (last === "NaN") return Number.NaN;
  if (last === "Infinity" || last === "-Infinity") return last === "Infinity" ? Infinity : -Infinity;
  if (last === "0" && tokens[tokens.length - 1] === "\u2248") {
    tokens.pop();
    return 0;
  }
  const tiny = /^10([⁻⁰¹²³⁴⁵⁶⁷⁸⁹]+)$/.exec(last);
  if (tiny && tokens[tokens.length - 1] === "\u2248") {
    tokens.pop();
    const exp = Number([...tiny[1]].map((c) => SUPERSCRIPT[c]).join(""));
    return Number.isFinite(exp) ? Number(`1e${exp}`) : void 0;
  }
  return jmhNumber(last);
}
var SPACE_IN_VALUE = "\0";
function paramsByColumn(row, ends) {
  if (ends.length === 0) return row;
  const nameEnd = row.search(/\s/);
  if (nameEnd < 0) return row;
  let out = row.slice(0, nameEnd);
  let from = nameEnd;
  for (const end of ends) {
    if (end > row.length || end <= from || end < row.length && !/\s/.test(row[end])) return row;
    const value = row.slice(from, end).trim();
    if (value === "") return row;
    out += ` ${value.replace(/\s/g, SPACE_IN_VALUE)}`;
    from = end;
  }
  return `${out} ${row.slice(from).trim()}`;
}
function parseRow(row, paramNames) {
  const tokens = row.trim().split(/\s+/);
  const unit = tokens.pop();
  if (unit === void 0) return void 0;
  let error;
  if (tokens.length >= 3 && tokens[tokens.length - 2] === "\xB1") {
    const e = tokens.pop();
    tokens.pop();
    error = e === "NaN" ? void 0 : jmhNumber(e);
    if (e !== "NaN" && (error === void 0 || error < 0)) return void 0;
  }
  const score = readScore(tokens);
  if (score === void 0) return void 0;
  let cnt;
  const maybeCnt = tokens[tokens.length - 1] ?? "";
  if (/^\d+$/.test(maybeCnt) && tokens.length > paramNames.length + 2) {
    cnt = Number(tokens.pop());
  }
  const mode = tokens.pop();
  if (mode === void 0 || !/^(thrpt|avgt|sample|ss)$/.test(mode)) return void 0;
  if (tokens.length !== paramNames.length + 1) return void 0;
  const full = tokens[0];
  const params = {};
  paramNames.forEach((p, k) => {
    const v = tokens[k + 1].replaceAll(SPACE_IN_VALUE, " ");
    if (v !== "N/A") params[p] = v;
  });
  const colon = full.indexOf(":");
  return {
    name: colon < 0 ? full : full.slice(0, colon),
    suffix: colon < 0 ? void 0 : full.slice(colon + 1),
    params: Object.keys(params).length > 0 ? params : void 0,
    mode,
    cnt,
    score,
    error,
    unit
  };
}
var shard5 = {
  unitOf: (b) => b.name.replace(/ \([\w-]+\)$/, "").split(":")[0],
  listArgs: { args: ["-l"] },
  parseList: (stdout) => numberedLines(stdout).map((l) => l.text.trim()).filter((l) => /^[\w$]+(\.[\w$]+)+$/.test(l)),
  selectArgs: (units) => ({ args: [exactAlternation(units)] })
};
var jmh = {
  id: ID10,
  description: "JMH (Java Microbenchmark Harness) -rf json result files or console summary table",
  detect: detect14,
  parse: parse15,
  shard: shard5,
  largeJson: true
};

// src/parse/mitata.ts
var ID11 = "mitata";
var DOCUMENT_LINE = /^\uFEFF?[ \t]*\{\s*"(?:layout|benchmarks)"\s*:\s*\[/m;
var LEGACY = /^\{\s*"benchmarks"\s*:\s*\[\s*\{\s*"name"\s*:\s*"(?:[^"\\]|\\.)*"\s*,\s*"group"\s*:\s*(?:null|"(?:[^"\\]|\\.)*")\s*,\s*"time"\s*:\s*[\d.e+]+\s*,\s*"warmup"\s*:/;
var CONSOLE = /\(min … max\)/;
function headOf2(text, size2) {
  const head2 = text.slice(0, size2);
  if (text.length <= size2) return head2;
  let newlines = 0;
  for (let k = size2 - 1; k >= 0 && newlines < 2; k--) {
    const c = text.charCodeAt(k);
    if (c === 10) newlines++;
    else if (c !== 32 && c !== 9 && c !== 13) break;
  }
  if (newlines < 2) return head2;
  const content = /[^ \t\r\n]/g;
  content.lastIndex = size2;
  const found = content.exec(text);
  if (found === null) return head2;
  const from = text.lastIndexOf("\n", found.index) + 1;
  return `${head2}
${text.slice(from, from + size2)}`;
}
function detectFile6(text) {
  const head2 = stripAnsi(headOf2(text, 65536));
  const at = head2.search(DOCUMENT_LINE);
  if (at < 0) return CONSOLE.test(head2) && /\bp75\b/.test(head2) ? "maybe" : "no";
  const doc = head2.slice(at).replace(/^\uFEFF?[ \t]*/, "");
  if (/^\{\s*"benchmarks"/.test(doc)) return LEGACY.test(doc) ? "yes" : "no";
  return /"benchmarks"\s*:\s*\[/.test(doc) && /"runs"\s*:\s*\[\s*\{\s*"stats"\s*:\s*\{\s*"kind"/.test(doc) ? "yes" : "maybe";
}
function lineCount(text) {
  let count2 = 1;
  for (let i = text.indexOf("\n"); i >= 0; i = text.indexOf("\n", i + 1)) count2++;
  return count2;
}
function lineStart(text, n) {
  let at = 0;
  for (let k = 1; k < n; k++) at = text.indexOf("\n", at) + 1;
  return at;
}
function documentOf(file, warnings) {
  if (file.json !== void 0) return file;
  const text = stripAnsi(file.text);
  const start = text.search(DOCUMENT_LINE);
  if (start < 0) return file;
  const nl = text.indexOf("\n", start);
  const end = nl < 0 ? text.length : nl;
  const head2 = text.slice(0, start);
  const printed = numberedLines(head2);
  const banner = runnerBanner(printed.map((l) => l.text));
  const before = banner < printed.length ? head2.slice(lineStart(head2, printed[banner].line)) : "";
  const rest = text.slice(end + 1);
  const after = YARN_DONE.test(rest.trim()) ? "" : rest;
  if (head2.trim() === "" && rest.trim() === "") return file;
  const line = lineCount(head2);
  const second = after.search(DOCUMENT_LINE);
  if (second >= 0) {
    warnings.push(`${file.path}: a second mitata JSON at line ${line + lineCount(after.slice(0, second))} is not read (one \`run()\` an output file: write each run's JSON to a file of its own, and name both in \`output.files\`)`);
  }
  if (before.trim() === "") return { path: file.path, text: text.slice(start, end) };
  warnings.push(`${file.path}: mitata's JSON read from line ${line}; the other lines (${[before.trim() === "" ? "" : `before it: ${JSON.stringify(before.trim().split("\n", 1)[0].slice(0, 80))}\u2026`, after.trim() === "" ? "" : "after it"].filter(Boolean).join(", ")}) are what the script printed, not results`);
  return { path: file.path, text: text.slice(start, end) };
}
function detect15(input) {
  return detectAny(input, detectFile6);
}
function groupName(layout, index) {
  if (typeof index !== "number") return void 0;
  const entry = layout[index];
  return isRecord(entry) && typeof entry.name === "string" && entry.name !== "" ? entry.name : void 0;
}
function paramsOf(args) {
  if (!isRecord(args)) return void 0;
  const entries = Object.entries(args).map(([k, v]) => [k, typeof v === "string" ? v : JSON.stringify(v) ?? String(v)]);
  return entries.length > 0 ? Object.fromEntries(entries) : void 0;
}
function timeMetric(src, stats, path) {
  const samples = stats.samples === void 0 || stats.samples === null ? void 0 : scaleFiniteArray(src, stats.samples, `${path}.samples`);
  const median3 = stats.p50 === void 0 ? void 0 : nonNegative(src, stats.p50, `${path}.p50`);
  const m = {
    unit: "ns",
    direction: "smaller",
    // The median when mitata gave it (its percentiles are of the samples); else its average.
    value: median3 ?? nonNegative(src, stats.avg, `${path}.avg`),
    statistic: median3 === void 0 ? "mean" : "median",
    spread: { min: finite(src, stats.min, `${path}.min`), max: finite(src, stats.max, `${path}.max`) }
  };
  if (samples !== void 0 && samples.length > 0) {
    m.samples = samples;
    m.n = samples.length;
    const sd = sampleStddev(samples);
    if (sd !== void 0) m.spread = { ...m.spread, stddev: sd };
  } else if (typeof stats.n === "number" && Number.isSafeInteger(stats.n) && stats.n > 0) {
    m.n = stats.n;
  }
  return m;
}
function heapMetric(src, heap, path) {
  if (heap.avg === void 0 || heap.avg === null) return void 0;
  const n = typeof heap._ === "number" && Number.isInteger(heap._) && heap._ > 0 ? heap._ : void 0;
  return {
    unit: "B",
    direction: "smaller",
    value: finite(src, heap.avg, `${path}.avg`),
    statistic: "mean",
    ...n === void 0 ? {} : { n },
    spread: { min: finite(src, heap.min, `${path}.min`), max: finite(src, heap.max, `${path}.max`) },
    // Heap in use, read before and after: a collection in between moves it, so it is never an exact count.
    exact: false
  };
}
var OPTIMIZED_OUT = 1.42;
function noopMeans(context) {
  if (!isRecord(context) || !isRecord(context.noop)) return void 0;
  const mean2 = (x) => isRecord(x) && typeof x.avg === "number" && x.avg > 0 ? x.avg : void 0;
  const fn = mean2(context.noop.fn);
  return fn === void 0 ? void 0 : { fn, iter: mean2(context.noop.iter) };
}
function readLegacy(src, benchmarks) {
  return benchmarks.map((raw, i) => {
    const path = `benchmarks[${i}]`;
    const b = record(src, raw, path);
    const name = string(src, b.name, `${path}.name`);
    const group = typeof b.group === "string" && b.group !== "" && !b.group.startsWith("$mitata_group") ? b.group : void 0;
    const base = { name, metrics: {}, ...group ? { group } : {} };
    if (b.error !== void 0 && b.error !== null) {
      const message = isRecord(b.error) && typeof b.error.message === "string" ? b.error.message : String(b.error);
      return { ...base, status: "failed", error: message };
    }
    base.metrics[METRIC.time] = timeMetric(src, record(src, b.stats, `${path}.stats`), `${path}.stats`);
    return base;
  });
}
function readFile(file, warnings) {
  const src = { harness: ID11, file: file.path };
  const root = record(src, parseJsonFile(src, file, "mitata's JSON (run({ format: 'json' }))"), "$");
  if (root.layout === void 0 && Array.isArray(root.benchmarks) && root.benchmarks.every((b) => isRecord(b) && b.runs === void 0)) {
    if (root.benchmarks.length === 0) fail(src, "benchmarks", "at least one benchmark", root.benchmarks);
    return readLegacy(src, root.benchmarks);
  }
  const layout = root.layout === void 0 ? [] : array(src, root.layout, "layout");
  const benchmarks = array(src, root.benchmarks, "benchmarks");
  if (benchmarks.length === 0) fail(src, "benchmarks", "at least one benchmark (a run whose filter matched nothing prints none)", benchmarks);
  const out = [];
  const unmeasured = [];
  const optimizedOut = [];
  const noop = noopMeans(root.context);
  benchmarks.forEach((raw, i) => {
    const path = `benchmarks[${i}]`;
    const b = record(src, raw, path);
    const group = groupName(layout, b.group);
    const runs = array(src, b.runs, `${path}.runs`);
    if (runs.length === 0) fail(src, `${path}.runs`, "at least one run", runs);
    runs.forEach((rawRun, j) => {
      const rpath = `${path}.runs[${j}]`;
      const run = record(src, rawRun, rpath);
      const name = string(src, run.name, `${rpath}.name`);
      const params = paramsOf(run.args);
      const base = { name, metrics: {}, ...params ? { params } : {}, ...group ? { group } : {} };
      if (run.error !== void 0 && run.error !== null) {
        const message = isRecord(run.error) && typeof run.error.message === "string" ? run.error.message : String(run.error);
        out.push({ ...base, status: "failed", error: message });
        return;
      }
      const stats = record(src, run.stats, `${rpath}.stats`);
      base.metrics[METRIC.time] = timeMetric(src, stats, `${rpath}.stats`);
      const empty = stats.kind === "iter" ? noop?.iter : noop?.fn;
      if (empty !== void 0 && typeof stats.avg === "number" && stats.avg < OPTIMIZED_OUT * empty) optimizedOut.push(name);
      const heap = isRecord(stats.heap) ? heapMetric(src, stats.heap, `${rpath}.stats.heap`) : void 0;
      if (heap !== void 0) base.metrics[METRIC.memory] = heap;
      else if (isRecord(stats.heap)) unmeasured.push(name);
      out.push(base);
    });
  });
  if (optimizedOut.length > 0) {
    warnings.push(
      `${file.path}: ${listSome(optimizedOut, 5)}: likely optimized out (dead code elimination), by mitata's own check (a mean under ${OPTIMIZED_OUT} \xD7 that of its empty function): ${optimizedOut.length === 1 ? "its time is" : "their times are"} the harness's, not the code's; mitata's console marks ${optimizedOut.length === 1 ? "it" : "them"} "!" (do_not_optimize() keeps a result alive)`
    );
  }
  if (unmeasured.length > 0) {
    warnings.push(
      `${file.path}: mitata measured the heap in none of the samples of ${listSome(unmeasured, 5)} (\`heap.avg\` null): no memory row for ${unmeasured.length === 1 ? "it" : "them"} in this run; a collection inside every sample does this, and another run usually measures it`
    );
  }
  return out;
}
var SEP2 = " > ";
function nameAcrossGroups(benchmarks) {
  const groupsOf = /* @__PURE__ */ new Map();
  for (const b of benchmarks) groupsOf.set(b.name, (groupsOf.get(b.name) ?? /* @__PURE__ */ new Set()).add(b.group));
  return benchmarks.map((b) => b.group !== void 0 && groupsOf.get(b.name).size > 1 ? { ...b, name: `${b.group}${SEP2}${b.name}` } : b);
}
function parse16(input) {
  const files2 = input.files.filter((f) => DOCUMENT_LINE.test(stripAnsi(headOf2(f.text, 65536))));
  if (files2.length === 0) {
    const first = input.files[0];
    const console = first !== void 0 && CONSOLE.test(stripAnsi(headOf2(first.text, 4096)));
    fail(
      { harness: ID11, file: first?.path ?? "<none>" },
      "$",
      console ? "mitata's JSON: this is its console report, which prints no samples; run with `await run({ format: 'json' })` (mitata 0.x: `await run({ json: true })`) and read its stdout" : "mitata's JSON (`await run({ format: 'json' })`)",
      first?.text.split(/\r?\n/, 1)[0] ?? ""
    );
  }
  const warnings = [];
  const benchmarks = uniqueNames(nameAcrossGroups(files2.flatMap((f) => readFile(documentOf(f, warnings), warnings))));
  for (const b of benchmarks) if (b.status === "failed") warnings.push(`${b.name} threw: ${b.error}`);
  return warnings.length > 0 ? { benchmarks, warnings } : { benchmarks };
}
var mitata = {
  id: ID11,
  description: "mitata's JSON (`run({ format: 'json' })`, 0.x's `run({ json: true })`: every sample, percentiles, heap per iteration)",
  detect: detect15,
  parse: parse16,
  largeJson: true
};

// src/parse/pyperf.ts
var ID12 = "pyperf";
var FORMAT = "1.0";
function detectFile7(text) {
  const head2 = stripAnsi(text.slice(0, 8192)).replace(/^\uFEFF/, "");
  if (!/^\s*\{\s*"benchmarks"\s*:\s*\[/.test(head2)) return /^(?:\S.*: )?Mean \+- std dev: /m.test(head2) || /^Geometric mean: \d/m.test(head2) ? "maybe" : "no";
  if (/"runs"\s*:\s*\[\s*\{/.test(head2) && /"(?:warmups|values)"\s*:\s*\[/.test(head2)) return "yes";
  return /"perf_version"\s*:/.test(head2) ? "yes" : "no";
}
function detect16(input) {
  return detectAny(input, detectFile7);
}
var UNITS = {
  second: { key: METRIC.time, unit: "ns", factor: 1e9 },
  byte: { key: METRIC.memory, unit: "B", factor: 1 },
  integer: { key: "count", unit: "count", factor: 1 }
};
var DEFINING = ["timeit_stmt", "timeit_setup", "timeit_teardown", "command"];
function readFile2(file, into) {
  const src = { harness: ID12, file: file.path };
  const root = record(src, parseJsonFile(src, file, "a pyperf JSON file"), "$");
  if (root.version !== FORMAT) {
    fail(src, "version", `pyperf's JSON format "${FORMAT}" (pyperf 1.0 and later; an older file converts with \`python -m pyperf convert OLD -o NEW\`)`, root.version);
  }
  const common = root.metadata === void 0 ? {} : record(src, root.metadata, "metadata");
  const benchmarks = array(src, root.benchmarks, "benchmarks");
  if (benchmarks.length === 0) fail(src, "benchmarks", "at least one benchmark", benchmarks);
  benchmarks.forEach((raw, i) => {
    const path = `benchmarks[${i}]`;
    const b = record(src, raw, path);
    const own2 = b.metadata === void 0 ? {} : record(src, b.metadata, `${path}.metadata`);
    const runs = array(src, b.runs, `${path}.runs`);
    if (runs.length === 0) fail(src, `${path}.runs`, "at least one run (a worker process)", runs);
    const meta = (run, key) => run[key] ?? own2[key] ?? common[key];
    let g;
    runs.forEach((rawRun, j) => {
      const rpath = `${path}.runs[${j}]`;
      const run = record(src, rawRun, rpath);
      const runMeta = run.metadata === void 0 ? {} : record(src, run.metadata, `${rpath}.metadata`);
      const name = string(src, meta(runMeta, "name"), `${rpath}.metadata.name (or the benchmark's, or the file's)`);
      const unitName = meta(runMeta, "unit") ?? "second";
      const unit = typeof unitName === "string" ? own(UNITS, unitName) : void 0;
      if (unit === void 0) fail(src, `${rpath}.metadata.unit`, `one of pyperf's units: ${Object.keys(UNITS).join(", ")}`, unitName);
      if (g === void 0) {
        const code = JSON.stringify(DEFINING.map((k) => meta(runMeta, k) ?? null));
        const key = `${name}\0${code}\0${unit.key}`;
        g = into.get(key);
        if (g === void 0) into.set(key, g = { name, unit, where: `${file.path}: ${path}`, code, file: file.path, values: [], runs: [], calibration: 0 });
      } else if (g.name !== name) fail(src, `${rpath}.metadata.name`, `the name of the benchmark's other runs ("${g.name}")`, name);
      if (g.unit !== unit) fail(src, `${rpath}.metadata.unit`, `the unit of the benchmark's other runs (${g.where})`, unitName);
      if (run.values === void 0) {
        g.calibration++;
        return;
      }
      const values = array(src, run.values, `${rpath}.values`);
      if (values.length === 0) {
        g.calibration++;
        return;
      }
      const scaled = values.map((v, k) => {
        if (typeof v !== "number" || !Number.isFinite(v) || v < 0) fail(src, `${rpath}.values[${k}]`, `a non-negative number (${unitName} per iteration)`, v);
        return v * unit.factor;
      });
      for (const v of scaled) g.values.push(v);
      g.runs.push(mean(scaled));
    });
  });
}
function toBenchmarks(gathered, warnings) {
  const byName = /* @__PURE__ */ new Map();
  for (const g of gathered) {
    let codes = byName.get(g.name);
    if (codes === void 0) byName.set(g.name, codes = /* @__PURE__ */ new Map());
    const list = codes.get(g.code);
    if (list === void 0) codes.set(g.code, [g]);
    else list.push(g);
  }
  const out = [];
  for (const [name, codes] of byName) {
    const clash = codes.size > 1;
    if (clash) {
      const files2 = [...codes.values()].map((gs) => gs[0].file);
      warnings.push(`"${name}" times different code in ${files2.join(", ")} (their metadata ${DEFINING.join(", ")} differ): kept apart as ${files2.map((f) => `"${name} [${f}]"`).join(", ")}, not one benchmark of blended values`);
    }
    for (const gs of codes.values()) {
      const benchmarkName = clash ? `${name} [${gs[0].file}]` : name;
      const measured = gs.filter((g) => g.values.length > 0);
      if (measured.length === 0) {
        const g = gs[0];
        out.push({ name: benchmarkName, status: "failed", error: `no values: its ${g.calibration} run(s) only calibrated the loops (${g.where})`, metrics: {} });
        continue;
      }
      const metrics = {};
      for (const g of measured) metrics[g.unit.key] = toMetric3(g);
      out.push({ name: benchmarkName, metrics });
    }
  }
  return out;
}
function toMetric3(g) {
  const stddev = sampleStddev(g.values);
  const metric2 = {
    unit: g.unit.unit,
    direction: "smaller",
    value: mean(g.values),
    statistic: "mean",
    samples: g.values,
    n: g.values.length,
    spread: stddev === void 0 ? { min: minOf(g.values), max: maxOf(g.values) } : { stddev, min: minOf(g.values), max: maxOf(g.values) }
  };
  if (g.runs.length >= 2) metric2.runs = g.runs;
  return metric2;
}
function parse17(input) {
  const files2 = input.files.filter((f) => detectFile7(f.text) === "yes");
  const chosen = files2.length > 0 ? files2 : input.files.filter((f) => /^\s*\{/.test(stripAnsi(f.text.slice(0, 1024)))).slice(0, 1);
  if (chosen.length === 0) {
    const first = input.files[0];
    fail({ harness: ID12, file: first?.path ?? "<none>" }, "$", "a pyperf JSON file (`-o FILE.json`, or `.json.gz`; pyperf's text output has no values per process)", first?.text.split(/\r?\n/, 1)[0] ?? "");
  }
  const gathered = /* @__PURE__ */ new Map();
  for (const f of chosen) readFile2(f, gathered);
  const warnings = [];
  const benchmarks = toBenchmarks(gathered.values(), warnings);
  for (const b of benchmarks) if (b.status === "failed") warnings.push(`${b.name}: ${b.error}`);
  unstableWarnings(benchmarks, warnings);
  return warnings.length > 0 ? { benchmarks, warnings } : { benchmarks };
}
var UNSTABLE_LISTED = 10;
function unstableWarnings(benchmarks, warnings) {
  const flagged = [];
  let more = 0;
  for (const b of benchmarks) {
    for (const [key, m] of Object.entries(b.metrics)) {
      const values = m.samples;
      if (values === void 0 || values.length === 0 || !(m.value > 0)) continue;
      const q = (v) => formatQuantity(v, m.unit);
      const found = [];
      const sd = m.spread?.stddev;
      if (values.length >= 2 && sd !== void 0 && sd / m.value >= 0.1) found.push(`the standard deviation (${q(sd)}) is ${(sd / m.value * 100).toFixed(0)} % of the mean (${q(m.value)})`);
      for (const [what, v] of [["minimum", minOf(values)], ["maximum", maxOf(values)]]) {
        const off = (v - m.value) / m.value;
        if (Math.abs(off) >= 0.5) found.push(`the ${what} (${q(v)}) is ${(Math.abs(off) * 100).toFixed(0)} % ${off > 0 ? "greater" : "smaller"} than the mean (${q(m.value)})`);
      }
      if (found.length === 0) continue;
      if (flagged.length < UNSTABLE_LISTED) flagged.push(`${b.name}${key === METRIC.time ? "" : ` (${key})`}: ${found.join("; ")}`);
      else more++;
    }
  }
  if (flagged.length === 0) return;
  const rest = more > 0 ? ` (and ${more} more benchmark${more === 1 ? "" : "s"})` : "";
  warnings.push(`pyperf would warn that the result may be unstable for ${flagged.join(" \xB7 ")}${rest}: more processes, values or loops, or a quieter machine (pyperf system tune), steady it`);
}
var pyperf = {
  id: ID12,
  description: "pyperf JSON (`-o FILE.json`: every value of every worker process; the processes are the replicates)",
  detect: detect16,
  parse: parse17,
  largeJson: true
};

// src/parse/pytest-benchmark.ts
var ID13 = "pytest-benchmark";
var S_TO_NS2 = 1e9;
var ANSI10 = /\u001b\[[0-?]*[ -/]*[@-~]/g;
var TABLE_TITLE = /^(?:-+ | )benchmark(?: '(.*)'| "(.*)")?: \d+ tests?(?: -+| ?)$/;
var TITLE_LIKE = /^[ -]*benchmark\b.*: \d+ tests?\b/;
var TABLE_HEADER = /^Name \(time in (ns|us|ms|s)\)\s+(|.*?\S)\s*$/;
function kindOf6(text) {
  const head2 = text.slice(0, 4096).replace(ANSI10, "");
  if (/^\s*\{/.test(head2)) return /"benchmarks"\s*:|"machine_info"\s*:/.test(head2) ? "json" : void 0;
  const clean = text.includes("\x1B") ? text.replace(ANSI10, "") : text;
  if (!clean.includes("test") && !/^benchmark: \d/m.test(head2) || !clean.includes("benchmark")) return void 0;
  return /^(?:-+ | )benchmark(?: '.*'| ".*")?: \d+ tests?(?: -+| ?)\r?$/m.test(clean) || /^benchmark: \d/m.test(head2) && /^(FAILED|ERROR) \S+::/m.test(clean) ? "terminal" : void 0;
}
function detectFile8(text) {
  const kind = kindOf6(text);
  if (kind === "terminal") return "yes";
  if (kind === "json") return /"machine_info"\s*:/.test(text.slice(0, 8192)) || /"fullname"\s*:[^]*"stats"\s*:/.test(text.slice(0, 65536)) ? "yes" : "maybe";
  return "no";
}
function detect17(input) {
  return detectAny(input, detectFile8);
}
function parse18(input) {
  const kinds = input.files.map((file) => ({ file, kind: kindOf6(file.text) }));
  const jsons = kinds.filter((k) => k.kind === "json").map((k) => k.file);
  const terminals = kinds.filter((k) => k.kind === "terminal").map((k) => k.file);
  if (jsons.length === 0 && terminals.length === 0) {
    underXdist(input.files);
    const first = input.files[0];
    throw new ParseError({
      harness: ID13,
      file: first?.path ?? "<none>",
      line: 1,
      expected: "a pytest-benchmark --benchmark-json file or pytest output with benchmark tables",
      found: first?.text.split(/\r?\n/, 1)[0] ?? ""
    });
  }
  const warnings = [];
  const screens = /* @__PURE__ */ new Map();
  const screenOf = (file) => screens.get(file) ?? screens.set(file, screenLines(file.text)).get(file);
  const fromJson = jsons.map(parseJson5);
  const again = repeatedAcrossFiles(jsons, fromJson, "pytest-benchmark's .benchmarks/ keeps a file a run");
  if (again !== void 0) warnings.push(again);
  const benchmarks = uniqueNames(jsons.length > 0 ? fromJson.flat() : terminals.flatMap((f) => parseTerminal(f, screenOf(f), warnings)));
  const measured = benchmarks.length;
  if (measured === 0) underXdist(input.files);
  const index = new Map(benchmarks.map((b, i) => [b.name, i]));
  const short = jsons.length === 0 && benchmarks.length > 0 && !benchmarks.some((b) => b.name.startsWith("test_") || b.name.includes("::"));
  for (const file of terminals) {
    for (const read of readFailures2(screenOf(file))) {
      const failure = short && read.name.startsWith("test_") ? { ...read, name: read.name.slice("test_".length) } : read;
      const at = index.get(failure.nodeId) ?? (index.has(`${failure.name} (2)`) ? void 0 : index.get(failure.name));
      if (at !== void 0) {
        const b = benchmarks[at];
        if (b.status !== "failed") benchmarks[at] = { ...b, status: "failed", error: failure.error };
        continue;
      }
      const name = index.has(failure.name) ? failure.nodeId : failure.name;
      if (index.has(name)) continue;
      index.set(name, benchmarks.length);
      benchmarks.push({ name, status: "failed", error: failure.error, metrics: {} });
    }
  }
  for (const file of terminals) {
    const skipped = skippedCount(screenOf(file));
    if (skipped > 0) {
      warnings.push(`${file.path}: pytest skipped ${skipped} test${skipped === 1 ? "" : "s"}: a skipped benchmark measured nothing and is not in these results (a missing optional dependency is the usual reason; \`pytest -rs\` lists each one's)`);
    }
  }
  if (measured === 0 && benchmarks.length > 0) {
    warnings.push(`${terminals.map((f) => f.path).join(", ")}: no benchmark tables, only the ${benchmarks.length} failed test${benchmarks.length === 1 ? "" : "s"} of the summary: if the run had --benchmark-disable or --benchmark-skip, nothing was measured`);
  }
  if (benchmarks.length === 0) {
    const file = jsons[0] ?? terminals[0];
    throw new ParseError({ harness: ID13, file: file.path, line: 1, expected: "at least one benchmark", found: "" });
  }
  return warnings.length > 0 ? { benchmarks, warnings } : { benchmarks };
}
var XDIST = /^(?:created: \d+\/\d+ workers?|\d+ workers? \[\d+ items?\]|bringing up nodes\.\.\.|\[gw\d+\] .*|.*Benchmarks are automatically disabled because xdist plugin is active.*)$/;
function underXdist(files2) {
  for (const file of files2) {
    if (!/workers|bringing up nodes|\[gw\d|xdist plugin is active/.test(file.text)) continue;
    const at = screenLines(file.text).find((line) => XDIST.test(line.text));
    if (at === void 0) continue;
    throw new ParseError({
      harness: ID13,
      file: file.path,
      line: at.line,
      expected: "benchmark tables or a --benchmark-json file; pytest-benchmark turns itself off under pytest-xdist (-n), so nothing was measured: run the benchmarks without it (`-p no:xdist`, or `-n 0`)",
      found: at.text
    });
  }
}
function paramText(value) {
  if (typeof value === "string") return /^UNSERIALIZABLE\[([^]*)\]$/.exec(value)?.[1] ?? value;
  if (typeof value === "number") return String(value);
  if (typeof value === "boolean") return value ? "True" : "False";
  if (value === null) return "None";
  return JSON.stringify(value) ?? "None";
}
var ADDRESS = / at 0x[0-9a-fA-F]+/;
var ADDRESS_G = new RegExp(ADDRESS.source, "g");
function parseJson5(file) {
  const src = { harness: ID13, file: file.path };
  const doc = parseJsonFile(src, file, "a pytest-benchmark --benchmark-json file", { key: "benchmarks", map: (row, i) => readRow(src, row, i) });
  const root = record(src, doc, "$");
  const rows = array(src, root.benchmarks, "benchmarks");
  if (rows.length === 0) fail(src, "benchmarks", "at least one benchmark", rows);
  return distinctNames2(rows);
}
function readRow(src, row, i) {
  const path = `benchmarks[${i}]`;
  const r = record(src, row, path);
  const name = string(src, r.name, `${path}.name`);
  const fullname = typeof r.fullname === "string" && r.fullname !== "" ? r.fullname : name;
  const s = record(src, r.stats, `${path}.stats`);
  const sp = `${path}.stats`;
  const samples = s.data !== void 0 && s.data !== null ? scaleFiniteArray(src, s.data, `${sp}.data`, S_TO_NS2) : void 0;
  const rounds = s.rounds === void 0 ? samples?.length : nonNegative(src, s.rounds, `${sp}.rounds`);
  const time = {
    unit: "ns",
    direction: "smaller",
    // The median: pytest-benchmark's tables sort and compare by min/mean, but the median of the
    // rounds is its most outlier-robust estimate (GC pauses and scheduler noise are one-sided).
    value: finite(src, s.median, `${sp}.median`, S_TO_NS2),
    statistic: "median",
    n: rounds !== void 0 && Number.isInteger(rounds) ? rounds : samples?.length,
    spread: {
      stddev: optNonNegative(src, s.stddev, `${sp}.stddev`, S_TO_NS2),
      iqr: optNonNegative(src, s.iqr, `${sp}.iqr`, S_TO_NS2),
      min: finite(src, s.min, `${sp}.min`, S_TO_NS2),
      max: finite(src, s.max, `${sp}.max`, S_TO_NS2)
    }
  };
  if (samples !== void 0) time.samples = samples;
  const calls = s.iterations === void 0 || s.iterations === null ? void 0 : nonNegative(src, s.iterations, `${sp}.iterations`);
  if (calls !== void 0 && Number.isSafeInteger(calls) && calls > 0) time.callsPerSample = calls;
  const metrics = { [METRIC.time]: time };
  if (s.ops !== void 0 && s.ops !== null) {
    const ops = { unit: "ops/s", direction: "bigger", value: nonNegative(src, s.ops, `${sp}.ops`), statistic: "mean" };
    if (time.callsPerSample !== void 0) ops.callsPerSample = time.callsPerSample;
    const mean2 = optFinite(src, s.mean, `${sp}.mean`, S_TO_NS2);
    withMeanError(ops, mean2, time.value, time.spread?.stddev, time.n);
    metrics[METRIC.throughput] = ops;
  }
  const params = {};
  if (isRecord(r.params)) {
    const entries = Object.entries(r.params);
    const ids = typeof r.param === "string" ? r.param.split("-") : [];
    entries.forEach(([k, v], i2) => {
      const text = paramText(v);
      params[k] = !ADDRESS.test(text) ? text : ids.length === entries.length && ids[i2] !== "" ? ids[i2] : text.replace(ADDRESS_G, "");
    });
  }
  if (isRecord(r.extra_info)) {
    for (const [k, v] of Object.entries(r.extra_info)) {
      if (v === null || v === void 0) continue;
      const key = params[k] === void 0 ? k : `extra_info.${k}`;
      const text = typeof v === "object" ? JSON.stringify(v) : String(v);
      params[key] = text.length > EXTRA_INFO_MAX ? `${text.slice(0, EXTRA_INFO_MAX)}\u2026 (${text.length} characters)` : text;
    }
  }
  const group = typeof r.group === "string" && r.group !== "" ? r.group : void 0;
  const b = { name, metrics };
  if (Object.keys(params).length > 0) b.params = params;
  if (group !== void 0) b.group = group;
  return { b, fullname };
}
var EXTRA_INFO_MAX = 200;
function withMeanError(ops, mean2, median3, stddev, rounds) {
  if (mean2 === void 0 || !(mean2 > 0) || stddev === void 0 || rounds === void 0 || rounds < 2) return;
  const tail = median3 === void 0 ? 0 : Math.max(0, (mean2 - median3) / mean2);
  ops.n = rounds;
  ops.spread = { sem: ops.value * Math.max(stddev / mean2 / Math.sqrt(rounds), tail) };
}
function distinctNames2(parsed) {
  const counts = /* @__PURE__ */ new Map();
  for (const p of parsed) counts.set(p.b.name, (counts.get(p.b.name) ?? 0) + 1);
  const seen = /* @__PURE__ */ new Set();
  return parsed.map(({ b, fullname }) => {
    let name = counts.get(b.name) > 1 ? fullname : b.name;
    for (let k = 2; seen.has(name); k++) name = `${fullname} (${k})`;
    seen.add(name);
    return name === b.name ? b : { ...b, name };
  });
}
var OPS_SCALE = { "ops/s": 1, "Kops/s": 1e3, "Mops/s": 1e6, "Gops/s": 1e9, "mops/s": 1e-3, "uops/s": 1e-6, "nops/s": 1e-9 };
var REPR_ESCAPES = { "\\": "\\", "'": "'", '"': '"', n: "\n", t: "	", r: "\r", a: "\x07", b: "\b", f: "\f", v: "\v", "0": "\0" };
function fromPythonRepr(inner) {
  return inner.replace(/\\(x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|U[0-9a-fA-F]{8}|.)/g, (whole, e) => {
    if (e.length > 1) {
      const code = Number.parseInt(e.slice(1), 16);
      return code <= 1114111 ? String.fromCodePoint(code) : whole;
    }
    return own(REPR_ESCAPES, e) ?? whole;
  });
}
function parseTerminal(file, lines, warnings) {
  const err = (line, expected, found) => {
    throw new ParseError({ harness: ID13, file: file.path, line, expected, found });
  };
  const last = lines[lines.length - 1];
  const lineAt2 = (k) => lines[k]?.line ?? last.line + 1;
  const textAt = (k) => lines[k]?.text ?? "";
  const benchmarks = [];
  for (let i = 0; i < lines.length; i++) {
    const shown = lines[i].text;
    const title = TABLE_TITLE.exec(shown);
    if (!title) {
      if (TITLE_LIKE.test(shown)) warnings.push(`${file.path}:${lines[i].line}: not read: a line like a table title that is not one pytest-benchmark prints (${JSON.stringify(shown.slice(0, 200))}); its table, if any, is missing`);
      continue;
    }
    const quoted = title[1] ?? title[2];
    const group = quoted === void 0 ? void 0 : fromPythonRepr(quoted);
    const header = TABLE_HEADER.exec(textAt(i + 1));
    if (!header) err(lineAt2(i + 1), '"Name (time in <unit>)  Min  Max \u2026"', textAt(i + 1));
    const factor = timeFactor(header[1]);
    const columns = [...header[2].matchAll(/(\w+)(?: \((\w+\/s)\))?/g)].map((m) => {
      const scale = OPS_SCALE[m[2] ?? "ops/s"];
      if (scale === void 0) err(lineAt2(i + 1), `the OPS column in ${Object.keys(OPS_SCALE).join(", ")} (its numbers cannot be read as operations per second otherwise)`, `OPS (${m[2]})`);
      return { name: m[1], scale };
    });
    if (!/^-+$/.test(textAt(i + 2))) err(lineAt2(i + 2), "a line of dashes under the header", textAt(i + 2));
    const rows = [];
    let j = i + 3;
    for (; j < lines.length && !/^-+$/.test(lines[j].text); j++) {
      const row = lines[j].text;
      const at = lines[j].line;
      if (row.trim() === "") err(at, "a line of dashes closing the table (pytest-benchmark closes every table with one: the output was cut off)", row);
      const split = splitRow2(row, columns.length);
      if (split === void 0) return err(at, `a row with ${columns.length} columns after the name`, row);
      const { name, cells } = split;
      const cell = (col) => {
        const k = columns.findIndex((c) => c.name === col);
        return k < 0 ? void 0 : cells[k];
      };
      const num3 = (col, scale) => {
        const text = cell(col);
        if (text === void 0) return void 0;
        const v = parseNumber(text);
        if (v === void 0 || !Number.isFinite(v * scale)) return err(at, `a number in column ${col}`, text);
        return v * scale;
      };
      const median3 = num3("Median", factor);
      const mean2 = num3("Mean", factor);
      const value = median3 ?? mean2 ?? num3("Min", factor);
      if (value === void 0) return err(lineAt2(i + 1), "a Median, Mean or Min column", textAt(i + 1));
      const stddev = num3("StdDev", factor);
      const iqr = num3("IQR", factor);
      if ((stddev ?? 0) < 0 || (iqr ?? 0) < 0) err(at, "non-negative StdDev and IQR", row);
      const rounds = num3("Rounds", 1);
      const time = {
        unit: "ns",
        direction: "smaller",
        value,
        statistic: median3 !== void 0 ? "median" : mean2 !== void 0 ? "mean" : "min",
        spread: { stddev, iqr, min: num3("Min", factor), max: num3("Max", factor) }
      };
      if (rounds !== void 0 && Number.isInteger(rounds) && rounds >= 0) time.n = rounds;
      const calls = num3("Iterations", 1);
      if (calls !== void 0 && Number.isSafeInteger(calls) && calls > 0) time.callsPerSample = calls;
      const metrics = { [METRIC.time]: time };
      const opsCol = columns.find((c) => c.name === "OPS");
      const ops = opsCol === void 0 ? void 0 : num3("OPS", opsCol.scale);
      if (ops !== void 0) {
        const tp = { unit: "ops/s", direction: "bigger", value: ops, statistic: "mean" };
        if (time.callsPerSample !== void 0) tp.callsPerSample = time.callsPerSample;
        withMeanError(tp, mean2, median3, stddev, time.n);
        metrics[METRIC.throughput] = tp;
      }
      const b = { name, metrics };
      if (group !== void 0) b.group = group;
      rows.push(b);
    }
    pushAll(benchmarks, alikeInTable(thisRun2(rows, file.path, warnings), file.path, lines[i].line, warnings));
    if (j >= lines.length) err(last.line, "a line of dashes closing the table (pytest-benchmark closes every table with one: the output was cut off)", last.text);
    i = j;
  }
  return benchmarks;
}
function alikeInTable(rows, file, line, warnings) {
  const count2 = /* @__PURE__ */ new Map();
  for (const b of rows) count2.set(b.name, (count2.get(b.name) ?? 0) + 1);
  const alike = [...count2].filter(([, n]) => n > 1).map(([name]) => name);
  if (alike.length === 0) return rows;
  const why = "pytest-benchmark's table names tests of one name in different modules alike, in the order of their times, so which row is which can change between runs: not compared (--benchmark-json names each by its module)";
  warnings.push(`${file}:${line}: the table names ${alike.length === 1 ? "two or more tests" : "several tests each"} alike (${listSome(alike, 5)}): ${why}`);
  return rows.map((b) => (count2.get(b.name) ?? 0) > 1 ? { ...b, ambiguous: why } : b);
}
var FACTOR = /^\((?:>?[\d.,]+|inf)\)$/;
function splitRow2(row, columns) {
  const tokens = [...row.matchAll(/\S+/g)];
  const cells = [];
  let k = tokens.length - 1;
  for (let c = 0; c < columns; c++) {
    if (k >= 1 && FACTOR.test(tokens[k][0])) k--;
    if (k < 1) return void 0;
    cells.push(tokens[k][0]);
    k--;
  }
  cells.reverse();
  return { name: row.slice(0, tokens[k + 1].index).trim(), cells };
}
function thisRun2(rows, file, warnings) {
  const now = new Set(rows.filter((b) => b.name.endsWith(" (NOW)")).map((b) => b.name.slice(0, -" (NOW)".length)));
  if (now.size === 0) return rows;
  const kept = [];
  let saved = 0;
  for (const b of rows) {
    if (b.name.endsWith(" (NOW)")) kept.push({ ...b, name: b.name.slice(0, -" (NOW)".length) });
    else if (/ \([^()]*\)$/.test(b.name) && now.has(b.name.slice(0, b.name.lastIndexOf(" (")))) saved++;
    else kept.push(b);
  }
  warnings.push(`${file}: ${saved} row${saved === 1 ? "" : "s"} of saved runs (--benchmark-compare) left out: they are earlier runs, not this one`);
  return kept;
}
var SUMMARY_LINE = /^(FAILED|ERROR) ((?:[^:\s]| (?!- ))+(?:::[^\s:[\]]+)*::([^\s:[\]]+(?:\[.*?\])?))(?: - (.*))?$/;
function readFailures2(lines) {
  const out = [];
  let sections;
  for (const { text: line } of lines) {
    const m = SUMMARY_LINE.exec(line);
    if (!m) continue;
    const given = m[4];
    const cut = given === void 0 || given.endsWith("...");
    const whole = cut ? (sections ??= sectionMessages(lines)).get(`${m[1]}\0${m[2].split("::").slice(1).join(".")}`) : void 0;
    out.push({ nodeId: m[2], name: m[3], error: whole ?? given ?? `${m[1]} ${m[2]}` });
  }
  return out;
}
var SECTION_HEADER = /^_{3,} (?:(ERROR) at (?:setup|teardown) of )?(.+?) _{3,}$/;
var SECTION_END = /^={3,} .* ={3,}$|^-{3,} .* -{3,}$/;
var EXCEPTION_LINE = /^E {2,}(\S.*)$/;
function sectionMessages(lines) {
  const out = /* @__PURE__ */ new Map();
  let key;
  let message;
  let inBlock = false;
  const close = () => {
    if (key !== void 0 && message !== void 0 && !out.has(key)) out.set(key, message);
    key = void 0;
    message = void 0;
  };
  for (const { text: line } of lines) {
    const header = SECTION_HEADER.exec(line);
    if (header) {
      close();
      key = `${header[1] ?? "FAILED"}\0${header[2]}`;
      inBlock = false;
      continue;
    }
    if (SECTION_END.test(line)) {
      close();
      continue;
    }
    if (key === void 0) continue;
    const e = EXCEPTION_LINE.exec(line);
    if (e && !inBlock) message = e[1].trim();
    inBlock = e !== null;
  }
  close();
  return out;
}
var CLOSING_LINE = /^=+ (.*) =+$/;
var CLOSING_COUNT = /\d (?:passed|failed|skipped|errors?|deselected|xfailed|xpassed|warnings?)\b/;
function skippedCount(lines) {
  for (let i = lines.length - 1; i >= 0; i--) {
    const m = CLOSING_LINE.exec(lines[i].text);
    if (m && CLOSING_COUNT.test(m[1])) return Number(/(?<!\d)(\d+) skipped\b/.exec(m[1])?.[1] ?? 0);
  }
  return 0;
}
var afterLastSeparator = (id) => id.includes("::") ? id.slice(id.lastIndexOf("::") + 2) : id;
var shard6 = {
  unitOf: (b) => afterLastSeparator(b.name),
  keyOfListed: (nodeId) => afterLastSeparator(nodeId),
  listArgs: { args: ["--collect-only", "-q"] },
  parseList: (stdout) => stdout.split(/\r?\n/).map((l) => l.trim()).filter((l) => l.includes("::") && !/\s/.test(l)),
  selectArgs: (units, all) => {
    const keep = new Set(units);
    return { args: all.filter((u) => !keep.has(u)).flatMap((u) => ["--deselect", u]) };
  }
};
var pytestBenchmark = {
  id: ID13,
  description: "pytest-benchmark --benchmark-json files or its terminal tables (failed tests from pytest output)",
  detect: detect17,
  parse: parse18,
  shard: shard6,
  largeJson: true
};

// src/parse/size.ts
var SIZE_SCHEMA_ID = "benchgate/size@1";
var ID14 = "size";
function detect18(input) {
  return input.files.length > 0 && input.files.every((f) => hasSchema(f.text, SIZE_SCHEMA_ID)) ? "yes" : "no";
}
function parse19(input) {
  const benchmarks = [];
  for (const file of input.files) {
    const src = { harness: ID14, file: file.path };
    const doc = record(src, parseJsonText(src, file.text, `a ${SIZE_SCHEMA_ID} manifest`), "$");
    if (doc.schema !== SIZE_SCHEMA_ID) fail(src, "schema", `"${SIZE_SCHEMA_ID}"`, doc.schema);
    array(src, doc.files, "files").forEach((value, i) => {
      const entry = record(src, value, `files[${i}]`);
      const bytes = nonNegative(src, entry.bytes, `files[${i}].bytes`);
      if (!Number.isInteger(bytes)) fail(src, `files[${i}].bytes`, "a whole number of bytes", entry.bytes);
      benchmarks.push({
        name: string(src, entry.path, `files[${i}].path`),
        // A size does not vary between runs: compared exactly, no statistics.
        metrics: { [METRIC.size]: { unit: "B", direction: "smaller", value: bytes, statistic: "single", n: 1, exact: true } }
      });
    });
  }
  if (benchmarks.length === 0) fail({ harness: ID14, file: input.files[0]?.path ?? "<none>" }, "files", "at least one file", []);
  return { benchmarks: uniqueNames(benchmarks) };
}
var size = {
  id: ID14,
  description: "byte sizes of files measured by benchgate (harness: size; binaries, bundles, payloads)",
  detect: detect18,
  parse: parse19
};

// src/parse/tinybench.ts
var ID15 = "tinybench";
var MS = 1e6;
function fail6(at, expected, found) {
  throw new ParseError({ harness: ID15, file: at.file, path: at.path, expected, found: found === void 0 ? void 0 : JSON.stringify(found) ?? String(found) });
}
function field(obj2, key, at, opts = {}) {
  const v = obj2[key];
  const here = { file: at.file, path: `${at.path}.${key}` };
  if (v === void 0 || v === null) {
    if (opts.required) fail6(here, "a number", v ?? "nothing");
    return void 0;
  }
  if (typeof v !== "number" || !Number.isFinite(v)) fail6(here, "a finite number", v);
  if (opts.nonNegative && v < 0) fail6(here, "a number \u2265 0", v);
  return v;
}
function samplesOf(obj2, key, at, factor) {
  const v = obj2[key];
  if (v === void 0 || v === null) return void 0;
  if (!Array.isArray(v)) fail6({ file: at.file, path: `${at.path}.${key}` }, "an array of numbers", v);
  return v.map((x, i) => {
    if (typeof x !== "number" || !Number.isFinite(x)) fail6({ file: at.file, path: `${at.path}.${key}[${i}]` }, "a finite number", x);
    return x * factor;
  });
}
function statMetric(stats, at, unit, factor, countKey) {
  const p50 = field(stats, "p50", at, { nonNegative: true });
  const mean2 = field(stats, "mean", at, { required: p50 === void 0, nonNegative: true });
  const samples = samplesOf(stats, "samples", at, factor);
  const n = countKey === "samplesCount" ? field(stats, "samplesCount", at, { nonNegative: true }) ?? samples?.length : samples?.length;
  if (n !== void 0 && !Number.isSafeInteger(n)) fail6({ file: at.file, path: `${at.path}.samplesCount` }, "an integer", n);
  const rme = field(stats, "rme", at, { nonNegative: true });
  const sd = field(stats, "sd", at, { nonNegative: true });
  const sem = field(stats, "sem", at, { nonNegative: true });
  const mad = field(stats, "mad", at, { nonNegative: true });
  const min = field(stats, "min", at);
  const max = field(stats, "max", at);
  const spread = defined({
    stddev: sd === void 0 ? void 0 : sd * factor,
    sem: sem === void 0 ? void 0 : sem * factor,
    mad: mad === void 0 ? void 0 : mad * factor,
    min: min === void 0 ? void 0 : min * factor,
    max: max === void 0 ? void 0 : max * factor,
    rme: rme === void 0 ? void 0 : rme / 100
  });
  return defined({
    unit,
    direction: unit === "ns" ? "smaller" : "bigger",
    value: (p50 ?? mean2) * factor,
    statistic: p50 === void 0 ? "mean" : "median",
    samples,
    n,
    spread: Object.keys(spread).length > 0 ? spread : void 0
  });
}
var abortedError = (n) => `aborted before the end of its run (tinybench state "aborted-with-statistics"): statistics of ${n === void 0 ? "the" : `only ${n}`} samples taken`;
function taskBenchmark(task, at) {
  if (!isRecord(task)) fail6(at, "a task object { name, result }", task);
  const name = task.name;
  if (typeof name !== "string" || name === "") fail6({ file: at.file, path: `${at.path}.name` }, "a task name", name);
  const rAt = { file: at.file, path: `${at.path}.result` };
  const result = task.result;
  if (result === void 0 || result === null) return { name, status: "failed", error: "no result (the task did not run)", metrics: {} };
  if (!isRecord(result)) fail6(rAt, "a result object", result);
  const state = typeof result.state === "string" ? result.state : void 0;
  if (state === "errored" || result.error !== void 0 && result.error !== null) {
    const e = result.error;
    const message = isRecord(e) && typeof e.message === "string" ? e.message : typeof e === "string" ? e : void 0;
    return { name, status: "failed", error: message ?? 'the task threw (tinybench state "errored"; the error message is not in the JSON)', metrics: {} };
  }
  if (isRecord(result.latency) || isRecord(result.throughput)) {
    if (!isRecord(result.latency)) fail6({ file: at.file, path: `${rAt.path}.latency` }, "a latency statistics object", result.latency);
    if (!isRecord(result.throughput)) fail6({ file: at.file, path: `${rAt.path}.throughput` }, "a throughput statistics object", result.throughput);
    const time2 = statMetric(result.latency, { file: at.file, path: `${rAt.path}.latency` }, "ns", MS, "samplesCount");
    const throughput2 = reciprocalSpread(statMetric(result.throughput, { file: at.file, path: `${rAt.path}.throughput` }, "ops/s", 1, "samplesCount"), time2);
    const metrics = { [METRIC.time]: time2, [METRIC.throughput]: throughput2 };
    if (state === "aborted-with-statistics") return { name, status: "failed", error: abortedError(time2.n), metrics };
    return { name, status: "ok", metrics };
  }
  if (state !== void 0 && state !== "completed" && state !== "aborted-with-statistics") {
    return { name, status: "failed", error: `the task did not complete (tinybench state "${state}")`, metrics: {} };
  }
  const time = statMetric(result, rAt, "ns", MS, "samples");
  const hz = field(result, "hz", rAt, { required: true, nonNegative: true });
  const throughput = defined({ unit: "ops/s", direction: "bigger", value: hz, statistic: "mean", n: time.n, spread: time.spread?.rme === void 0 ? void 0 : { rme: time.spread.rme } });
  return { name, status: "ok", metrics: { [METRIC.time]: time, [METRIC.throughput]: throughput } };
}
function parseJsonText2(file, text) {
  const deep = jsonTooDeep(text);
  if (deep) throw new ParseError({ harness: ID15, file: file.path, line: deep.line, expected: `JSON nested at most ${MAX_JSON_DEPTH} levels deep (an array of { name, result } tasks)` });
  try {
    return JSON.parse(text);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    const pos = /position (\d+)/.exec(message);
    const line = lineOfIndex(text, pos ? Number(pos[1]) : text.length);
    throw new ParseError({ harness: ID15, file: file.path, line, expected: "complete JSON (an array of { name, result } tasks)", found: message });
  }
}
function parseJsonFile2(file) {
  const doc = file.json !== void 0 ? parseJsonFile({ harness: ID15, file: file.path }, file, "an array of { name, result } tasks") : parseJsonText2(file, stripAnsi(file.text));
  if (!Array.isArray(doc)) fail6({ file: file.path, path: "$" }, "an array of { name, result } tasks", Array.isArray(doc) ? "array" : typeof doc);
  if (doc.length === 0) fail6({ file: file.path, path: "$" }, "at least one task", "[]");
  return doc.map((t, i) => taskBenchmark(t, { file: file.path, path: `[${i}]` }));
}
function unquote(cell) {
  const q = cell[0];
  if (cell.length >= 2 && (q === "'" || q === '"' || q === "`") && cell.endsWith(q)) {
    return cell.slice(1, -1).replace(/\\(n|t|\\|'|"|`)/g, (_, c) => c === "n" ? "\n" : c === "t" ? "	" : c);
  }
  return cell;
}
var COLUMNS2 = {
  name: /^task name$/i,
  latAvg: /^(?:latency (?:avg|average|mean)|average time) \((\S+)\)$/i,
  latMed: /^latency (?:med|median|p50) \((\S+)\)$/i,
  thrAvg: /^(?:throughput (?:avg|average|mean) \(ops\/s\)|ops\/sec)$/i,
  thrMed: /^throughput (?:med|median|p50) \(ops\/s\)$/i,
  margin: /^margin$/i,
  samples: /^samples$/i,
  error: /^error$/i,
  remarks: /^remarks$/i
};
function lastDigit(text) {
  if (/e/i.test(text)) return 0;
  const dot = text.indexOf(".");
  return dot < 0 ? 1 : 10 ** -(text.length - dot - 1);
}
function titleBefore(lines, at) {
  for (let i = at - 1; i >= 0; i--) {
    const text = lines[i].text.trim();
    if (text === "") continue;
    return /^[└│┘>]/.test(text) || text.length > 200 ? void 0 : text;
  }
  return void 0;
}
function tableCells(inner) {
  const cells = [];
  let start = 0;
  for (; ; ) {
    let i = start;
    while (i < inner.length && inner[i] === " ") i++;
    const q = inner[i];
    let from = i;
    if (q === "'" || q === '"' || q === "`") {
      let k = i + 1;
      while (k < inner.length && inner[k] !== q) k += inner[k] === "\\" ? 2 : 1;
      if (k < inner.length) from = k + 1;
    }
    const bar = inner.indexOf("\u2502", from);
    cells.push(inner.slice(start, bar < 0 ? inner.length : bar).trim());
    if (bar < 0) return cells;
    start = bar + 1;
  }
}
function tableRows(file, firstTable) {
  const lines = numberedLines(file.text);
  const out = [];
  let cols;
  let width = 0;
  let closed = true;
  let table = firstTable - 1;
  let title;
  const err = (line, expected, found) => {
    throw new ParseError({ harness: ID15, file: file.path, line, expected, found });
  };
  lines.forEach(({ text: raw, line }, i) => {
    const text = raw.trim();
    if (text.startsWith("\u250C")) {
      closed = false;
      cols = void 0;
      table++;
      title = titleBefore(lines, i);
      return;
    }
    if (closed || text.startsWith("\u251C")) return;
    if (text.startsWith("\u2514")) {
      if (cols === void 0) err(line, 'a table header with "(index)" and "Task name"', text);
      closed = true;
      return;
    }
    if (!text.startsWith("\u2502") || !text.endsWith("\u2502")) err(line, 'a table row "\u2502 \u2026 \u2502"', text);
    const cells = tableCells(text.slice(1, -1));
    if (cols === void 0) {
      width = cells.length;
      if (cells[0] !== "(index)") err(line, 'a console.table header starting with "(index)"', text);
      cols = {};
      cells.forEach((h, index) => {
        for (const [key, re] of Object.entries(COLUMNS2)) {
          const m = re.exec(h);
          if (m) cols[key] = { index, unit: m[1], header: h.toLowerCase() };
        }
      });
      if (cols.name === void 0 || cols.latAvg === void 0 && cols.latMed === void 0) {
        err(line, 'tinybench columns "Task name" and "Latency avg (ns)" / "Latency med (ns)"', text);
      }
      for (const c of [cols.latAvg, cols.latMed]) {
        if (c?.unit !== void 0 && timeFactor(c.unit) === void 0) err(line, "a time unit in the latency header", c.unit);
      }
      return;
    }
    if (cells.length !== width) err(line, `a table row with ${width} cells like its header`, text);
    out.push({ benchmark: tableRow(cells, cols, (expected, found) => err(line, expected, found)), file: file.path, table, title, line });
  });
  const last = lines[lines.length - 1];
  if (!closed) err(last.line, `the table's closing "\u2514\u2026\u2518" line`, last.text);
  return out;
}
function tableRow(cells, cols, err) {
  const get = (c) => {
    const col = cols[c];
    return col === void 0 ? void 0 : unquote(cells[col.index] ?? "");
  };
  const name = get("name");
  if (name === void 0 || name === "") return err("a task name", cells.join(" \u2502 "));
  const error = get("error");
  if (error !== void 0 && error !== "") return { name, status: "failed", error, metrics: {} };
  const cell = (c, what) => {
    const text = get(c);
    if (text === void 0) return void 0;
    const m = /^([^\s±]+)(?:\s*±\s*([^\s%]+)(%?))?$/.exec(text);
    const value = m ? parseNumber(m[1]) : void 0;
    const pm = m?.[2] === void 0 ? void 0 : parseNumber(m[2]);
    if (!m || value === void 0 || value < 0 || m[2] !== void 0 && (pm === void 0 || pm < 0)) {
      return err(`${what} as "<number> \xB1 <number>[%]"`, text);
    }
    const step = lastDigit(m[1]);
    return m[3] === "%" ? { value, step, rme: pm / 100 } : defined({ value, step, abs: pm });
  };
  const notRun = [get("latAvg"), get("latMed")].every((t) => t === void 0 || t === "N/A" || t === "");
  const remarks = get("remarks");
  if (notRun) {
    const why = remarks === void 0 || remarks === "" ? "no statistics in the table" : `tinybench state "${remarks}"`;
    return { name, status: "failed", error: `the task did not complete (${why})`, metrics: {} };
  }
  const latAvg = cell("latAvg", "a latency average");
  const latMed = cell("latMed", "a latency median");
  const thrAvg = cell("thrAvg", "a throughput average");
  const thrMed = cell("thrMed", "a throughput median");
  const margin = get("margin");
  const rme = margin === void 0 ? void 0 : parseNumber(margin.replace(/^±/, "").replace(/%$/, ""));
  const samplesText = get("samples");
  const n = samplesText === void 0 ? void 0 : parseNumber(samplesText);
  if (samplesText !== void 0 && (n === void 0 || !Number.isSafeInteger(n) || n < 0)) err("a sample count", samplesText);
  const tf = timeFactor(cols.latMed?.unit ?? cols.latAvg?.unit ?? "ns");
  const central = latMed ?? latAvg;
  const time = defined({
    unit: "ns",
    direction: "smaller",
    value: central.value * tf,
    statistic: latMed ? "median" : "mean",
    n,
    spread: defined({ mad: latMed?.abs === void 0 ? void 0 : latMed.abs * tf, rme: latAvg?.rme ?? (rme === void 0 ? void 0 : rme / 100) })
  });
  const metrics = { [METRIC.time]: time };
  const thr = thrMed ?? thrAvg;
  const v2Rate = thrMed === void 0 && latMed === void 0 && latAvg !== void 0 && latAvg.value > 0 && cols.thrAvg?.header === "ops/sec";
  if (thr) {
    metrics[METRIC.throughput] = defined({
      unit: "ops/s",
      direction: "bigger",
      value: v2Rate ? 1e9 / (latAvg.value * tf) : thr.value,
      statistic: thrMed ? "median" : "mean",
      n,
      spread: defined({ mad: thrMed?.abs, rme: thrAvg?.rme }),
      // tinybench 3 and later round it to whole ops/s (Math.round): known to half of that either way.
      resolution: v2Rate || !(thr.step > 0) ? void 0 : thr.step
    });
  }
  if (remarks === "aborted-with-statistics") return { name, status: "failed", error: abortedError(n), metrics };
  return { name, status: "ok", metrics };
}
var looksLikeJson2 = (text) => /^\s*\[/.test(stripAnsi(text.slice(0, 1e3)));
var TABLE_HEADER2 = /│\s*\(index\)\s*│\s*Task [Nn]ame\s*│/;
function nameAcrossTables(rows) {
  const tables = new Set(rows.map((r) => r.table));
  if (tables.size < 2) return rows.map((r) => r.benchmark);
  const tablesOf = /* @__PURE__ */ new Map();
  for (const r of rows) tablesOf.set(r.benchmark.name, (tablesOf.get(r.benchmark.name) ?? /* @__PURE__ */ new Set()).add(r.table));
  const titleCount = /* @__PURE__ */ new Map();
  for (const r of rows) if (r.title !== void 0) titleCount.set(r.title, (titleCount.get(r.title) ?? /* @__PURE__ */ new Set()).add(r.table));
  return rows.map((r) => {
    const label = r.title !== void 0 && titleCount.get(r.title).size === 1 ? r.title : `table ${r.table}`;
    const shared = tablesOf.get(r.benchmark.name).size > 1;
    const name = shared ? `${label}${SEP3}${r.benchmark.name}` : r.benchmark.name;
    return { ...r.benchmark, name, ...r.title !== void 0 ? { group: r.title } : {} };
  });
}
var SEP3 = " > ";
function parse20(input) {
  const jsonFiles2 = input.files.filter((f) => looksLikeJson2(f.text));
  const textFiles = input.files.filter((f) => !looksLikeJson2(f.text) && f.text.trim() !== "");
  const warnings = [];
  const rows = [];
  if (jsonFiles2.length > 0) {
    jsonFiles2.forEach((f, i) => {
      const title = f.path.replace(/^.*[\\/]/, "").replace(/\.json$/i, "");
      for (const benchmark of parseJsonFile2(f)) rows.push({ benchmark, file: f.path, table: i + 1, title, line: void 0 });
    });
    if (textFiles.length > 0) warnings.push(`used the JSON results; ignored ${textFiles.map((f) => f.path).join(", ")}`);
  } else {
    for (const f of textFiles) {
      if (!TABLE_HEADER2.test(stripAnsi(f.text))) continue;
      const last = rows[rows.length - 1]?.table ?? 0;
      for (const r of tableRows(f, last + 1)) rows.push(r);
    }
  }
  const seenIn = /* @__PURE__ */ new Map();
  for (const r of rows) {
    const key = `${r.table}\0${r.benchmark.name}`;
    const first = seenIn.get(key);
    if (first !== void 0) {
      throw new ParseError({
        harness: ID15,
        file: r.file,
        ...r.line !== void 0 ? { line: r.line } : {},
        expected: `task names unique within one table (tinybench's Bench; "${r.benchmark.name}" is also ${first.line !== void 0 ? `on line ${first.line}` : "earlier in this file"})`,
        found: r.benchmark.name
      });
    }
    seenIn.set(key, r);
  }
  const benchmarks = nameAcrossTables(rows);
  if (benchmarks.length === 0) {
    throw new ParseError({
      harness: ID15,
      file: input.files.map((f) => f.path).join(", ") || "<no files>",
      expected: "tinybench results JSON or a console.table(bench.table()) printout",
      found: input.files.find((f) => f.text.trim() !== "")?.text.trim().split(/\r?\n/, 1)[0] ?? ""
    });
  }
  const seen = /* @__PURE__ */ new Set();
  for (const b of benchmarks) {
    if (seen.has(b.name)) {
      throw new ParseError({ harness: ID15, file: input.files.map((f) => f.path).join(", "), expected: `unique task names (one table's name is another's title${SEP3}task)`, found: b.name });
    }
    seen.add(b.name);
  }
  return warnings.length > 0 ? { benchmarks, warnings } : { benchmarks };
}
function detect19(input) {
  let maybe = false;
  for (const f of input.files) {
    const head2 = f.text.slice(0, 1e5);
    if (looksLikeJson2(head2)) {
      const shaped = /"name"\s*:/.test(head2) && /"result"\s*:/.test(head2);
      if (shaped && (/"latency"\s*:/.test(head2) && /"throughput"\s*:/.test(head2) || /"hz"\s*:/.test(head2))) return "yes";
      if (shaped) maybe = true;
    } else if (TABLE_HEADER2.test(stripAnsi(head2))) {
      return "yes";
    }
  }
  return maybe ? "maybe" : "no";
}
var tinybench = {
  id: ID15,
  description: "tinybench: task results JSON (v2 flat or v3+ latency/throughput) or the console.table(bench.table()) printout",
  detect: detect19,
  parse: parse20,
  largeJson: true
};

// src/parse/vitest-bench.ts
var ID16 = "vitest-bench";
var MS2 = 1e6;
var SEP4 = " > ";
function nameAll(found) {
  const short = (f) => [...f.group.split(SEP4).slice(1), f.bench].join(SEP4);
  const counts = /* @__PURE__ */ new Map();
  for (const f of found) counts.set(short(f), (counts.get(short(f)) ?? 0) + 1);
  const seen = /* @__PURE__ */ new Set();
  return found.map((f) => {
    const name = counts.get(short(f)) > 1 ? `${f.group}${SEP4}${f.bench}` : short(f);
    if (seen.has(name)) {
      throw new ParseError({ harness: ID16, ...f.where, expected: "benchmark names unique within a group", found: name });
    }
    seen.add(name);
    return { name, group: f.group, ...f.benchmark };
  });
}
function fail7(file, path, expected, found) {
  throw new ParseError({ harness: ID16, file, path, expected, found: found === void 0 ? void 0 : JSON.stringify(found) ?? String(found) });
}
function num2(b, key, file, path, nonNegative3 = true) {
  const v = b[key];
  if (v === void 0 || v === null) return void 0;
  if (typeof v !== "number" || !Number.isFinite(v) || nonNegative3 && v < 0) fail7(file, `${path}.${key}`, nonNegative3 ? "a finite number \u2265 0" : "a finite number", v);
  return v;
}
var TIMER_STEPS = [1e6, 1e5, 2e4, 5e3, 1e3, 100, 1];
function timerStep(picks, median3) {
  const positive = picks.filter((x) => x !== void 0 && x > 0);
  if (positive.length < 2) return void 0;
  const whole = (x, step) => Math.abs(x / step - Math.round(x / step)) < 1e-4;
  return TIMER_STEPS.find((step) => positive.every((x) => whole(x, step)) && (median3 === void 0 || whole(median3, step / 2)));
}
function jsonBenchmark(b, file, path) {
  if (!isRecord(b)) fail7(file, path, "a benchmark object", b);
  const ms = (key, nonNegative3 = true) => {
    const v = num2(b, key, file, path, nonNegative3);
    return v === void 0 ? void 0 : v * MS2;
  };
  const median3 = ms("median");
  const mean2 = ms("mean");
  const hz = num2(b, "hz", file, path);
  if (median3 === void 0 && mean2 === void 0 && hz === void 0) {
    return { status: "failed", error: "vitest reported no result for this benchmark (it threw; see the run log)", metrics: {} };
  }
  if (median3 === void 0 && mean2 === void 0) fail7(file, `${path}.median`, "a number (ms)", b.median ?? "nothing");
  const n = num2(b, "sampleCount", file, path);
  if (n !== void 0 && !Number.isSafeInteger(n)) fail7(file, `${path}.sampleCount`, "an integer", n);
  const rmePct = num2(b, "rme", file, path);
  const rme = rmePct === void 0 ? void 0 : rmePct / 100;
  const rawSamples = b.samples;
  if (rawSamples !== void 0 && !Array.isArray(rawSamples)) fail7(file, `${path}.samples`, "an array", rawSamples);
  const samples = (rawSamples ?? []).map((x, i) => {
    if (typeof x !== "number" || !Number.isFinite(x)) fail7(file, `${path}.samples[${i}]`, "a finite number (ms)", x);
    return x * MS2;
  });
  const sd = ms("sd");
  const sem = ms("sem");
  const spread = defined({ stddev: sd, sem, min: ms("min", false), max: ms("max", false), rme });
  const step = median3 === void 0 ? void 0 : timerStep(["min", "max", "p75", "p99", "p995", "p999"].map((k) => ms(k)), median3);
  const time = defined({
    unit: "ns",
    direction: "smaller",
    value: median3 ?? mean2,
    statistic: median3 === void 0 ? "mean" : "median",
    samples: samples.length > 0 ? samples : void 0,
    n,
    spread,
    resolution: step
  });
  const metrics = { [METRIC.time]: time };
  if (hz !== void 0) metrics[METRIC.throughput] = defined({ unit: "ops/s", direction: "bigger", value: hz, statistic: "mean", n, spread: defined({ rme }) });
  return { status: "ok", metrics };
}
function parseJsonText3(file) {
  const text = stripAnsi(file.text);
  const deep = jsonTooDeep(text);
  if (deep) throw new ParseError({ harness: ID16, file: file.path, line: deep.line, expected: `JSON nested at most ${MAX_JSON_DEPTH} levels deep (vitest bench --outputJson)` });
  try {
    return JSON.parse(text);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    const pos = /position (\d+)/.exec(message);
    const line = lineOfIndex(text, pos ? Number(pos[1]) : text.length);
    throw new ParseError({ harness: ID16, file: file.path, line, expected: "complete JSON (vitest bench --outputJson)", found: message });
  }
}
function parseJsonFile3(file, warnings) {
  const doc = file.json !== void 0 ? parseJsonFile({ harness: ID16, file: file.path }, file, "vitest bench --outputJson") : parseJsonText3(file);
  if (isRecord(doc) && Array.isArray(doc.testResults)) return reporterJson(doc.testResults, file.path, warnings);
  if (!isRecord(doc) || !Array.isArray(doc.files)) fail7(file.path, "files", "an array of files (vitest 1-4 --outputJson), or testResults (vitest 5+ --reporter=json)", isRecord(doc) ? doc.files : doc);
  const found = [];
  doc.files.forEach((f, fi) => {
    const fp = `files[${fi}]`;
    if (!isRecord(f) || !Array.isArray(f.groups)) fail7(file.path, `${fp}.groups`, "an array of groups", isRecord(f) ? f.groups : f);
    f.groups.forEach((g, gi) => {
      const gp = `${fp}.groups[${gi}]`;
      if (!isRecord(g) || typeof g.fullName !== "string" || g.fullName === "") fail7(file.path, `${gp}.fullName`, "a group name", isRecord(g) ? g.fullName : g);
      if (!Array.isArray(g.benchmarks)) fail7(file.path, `${gp}.benchmarks`, "an array of benchmarks", g.benchmarks);
      g.benchmarks.forEach((b, bi) => {
        const bp = `${gp}.benchmarks[${bi}]`;
        const name = isRecord(b) ? b.name : void 0;
        if (typeof name !== "string" || name === "") fail7(file.path, `${bp}.name`, "a benchmark name", name);
        found.push({ group: g.fullName, bench: name, benchmark: jsonBenchmark(b, file.path, bp), where: { file: file.path, path: bp } });
      });
    });
  });
  return found;
}
function taskStats(stats, file, path, unit) {
  if (!isRecord(stats)) fail7(file, path, "a statistics object (p50, mean, samplesCount \u2026)", stats);
  const f = unit === "ns" ? MS2 : 1;
  const scaled = (key) => {
    const v = num2(stats, key, file, path);
    return v === void 0 ? void 0 : v * f;
  };
  const p50 = scaled("p50");
  if (p50 === void 0) fail7(file, `${path}.p50`, "a number", stats.p50 ?? "nothing");
  const n = num2(stats, "samplesCount", file, path);
  if (n !== void 0 && !Number.isSafeInteger(n)) fail7(file, `${path}.samplesCount`, "an integer", n);
  const rme = num2(stats, "rme", file, path);
  const spread = defined({ stddev: scaled("sd"), sem: scaled("sem"), mad: scaled("mad"), min: scaled("min"), max: scaled("max"), rme: rme === void 0 ? void 0 : rme / 100 });
  return defined({ unit, direction: unit === "ns" ? "smaller" : "bigger", value: p50, statistic: "median", n, spread });
}
var ABSOLUTE = /^(?:\/|[A-Za-z]:[\\/])/;
function sharedFolder(paths) {
  const absolute = paths.filter((p) => ABSOLUTE.test(p));
  if (absolute.length === 0) return "";
  let prefix = absolute[0];
  for (const p of absolute) {
    let i = 0;
    while (i < prefix.length && i < p.length && prefix[i] === p[i]) i++;
    prefix = prefix.slice(0, i);
  }
  return prefix.slice(0, Math.max(prefix.lastIndexOf("/"), prefix.lastIndexOf("\\")) + 1);
}
function reporterJson(testResults, file, warnings) {
  const found = [];
  const root = sharedFolder(testResults.map((tr) => isRecord(tr) && typeof tr.name === "string" ? tr.name : ""));
  testResults.forEach((tr, ti) => {
    const tp = `testResults[${ti}]`;
    if (!isRecord(tr) || typeof tr.name !== "string" || !Array.isArray(tr.assertionResults)) fail7(file, `${tp}.assertionResults`, "a test file with a name and assertionResults", tr);
    const testFile = root !== "" && tr.name.startsWith(root) ? tr.name.slice(root.length) : tr.name;
    tr.assertionResults.forEach((a, ai) => {
      const ap = `${tp}.assertionResults[${ai}]`;
      if (!isRecord(a)) fail7(file, ap, "a test result object", a);
      const benches = a.benchmarks;
      if (benches !== void 0 && !Array.isArray(benches)) fail7(file, `${ap}.benchmarks`, "an array of benchmark groups", benches);
      const failure = a.status === "failed" ? String((Array.isArray(a.failureMessages) ? a.failureMessages[0] : void 0) ?? "the test failed").split("\n")[0] : void 0;
      if (benches === void 0 || benches.length === 0) {
        if (failure === void 0) return;
        const titles = Array.isArray(a.ancestorTitles) ? a.ancestorTitles.filter((t) => typeof t === "string") : [];
        const title = typeof a.title === "string" ? a.title : String(a.fullName);
        found.push({ group: [testFile, ...titles].join(SEP4), bench: title, benchmark: { status: "failed", error: failure, metrics: {} }, where: { file, path: ap } });
        return;
      }
      benches.forEach((g, gi) => {
        const gp = `${ap}.benchmarks[${gi}]`;
        if (!isRecord(g) || typeof g.name !== "string" || !Array.isArray(g.tasks)) fail7(file, gp, "a benchmark group { name, tasks }", g);
        g.tasks.forEach((t, ki) => {
          const kp = `${gp}.tasks[${ki}]`;
          if (!isRecord(t) || typeof t.name !== "string" || t.name === "") fail7(file, `${kp}.name`, "a task name", isRecord(t) ? t.name : t);
          if (t.fromStore === true) {
            warnings.push(`${file}: ${kp}: left out "${g.name}${SEP4}${t.name}": a stored result (bench.from, "fromStore": true), not measured in this run`);
            return;
          }
          const time = taskStats(t.latency, file, `${kp}.latency`, "ns");
          const metrics = { [METRIC.time]: time, [METRIC.throughput]: reciprocalSpread(taskStats(t.throughput, file, `${kp}.throughput`, "ops/s"), time) };
          const benchmark = failure === void 0 ? { status: "ok", metrics } : { status: "failed", error: failure, metrics };
          found.push({ group: `${testFile}${SEP4}${g.name}`, bench: t.name, benchmark, where: { file, path: kp } });
        });
      });
    });
  });
  return found;
}
var HEADER3 = /^name\s+hz\s+min\s+max\s+mean\s+p75\s+p99\s+p995\s+p999\s+rme\s+samples$/;
var NUM = "([\\d,]+\\.\\d+)";
var NAME = "(\\s|.*?\\S)";
var ROW2 = new RegExp(`^(\\S)\\s${NAME}\\s+${NUM}\\s+${NUM}\\s+${NUM}\\s+${NUM}\\s+${NUM}\\s+${NUM}\\s+${NUM}\\s+${NUM}\\s+\xB1(\\d+\\.\\d+)%\\s+(\\d+)(.*)$`);
var ROW_TAIL = /^(?:\s+(?:fastest|slowest|\[[\d.]+x\] [⇑⇓]|\d+ms|\d+ MB heap used))*\s*$/;
var TITLE = new RegExp(`^\\S\\s+${NAME}(?:\\s+\\d+ms)?$`);
var FAILED_MARK = /^[×✗]/;
var SKIPPED_ROW2 = /^\S\s(.+?)\s\[skipped\]$/;
var FAILED_ROW = new RegExp(`^(\\S)\\s${NAME}(?:\\s+\\d+ms)?$`);
function hasHeader(text) {
  const clean = stripAnsi(text);
  for (let at = clean.indexOf("name"); at !== -1; ) {
    const nl = clean.indexOf("\n", at);
    const end = nl === -1 ? clean.length : nl;
    if (HEADER3.test(clean.slice(clean.lastIndexOf("\n", at) + 1, end).trim())) return true;
    at = clean.indexOf("name", end);
  }
  return false;
}
function parseTableFile(file, warnings) {
  const lines = numberedLines(file.text);
  const found = [];
  let group;
  let inTable = false;
  const err = (line, expected, text) => {
    throw new ParseError({ harness: ID16, file: file.path, line, expected, found: text });
  };
  let lastRow;
  const printed = /* @__PURE__ */ new Set();
  lines.forEach(({ text: raw, line }, i) => {
    const text = raw.trim();
    if (/^BENCH\s+Summary$/.test(text)) lastRow = void 0;
    const version = /^RUN\s+v(\d+)\./.exec(text);
    if (version && Number(version[1]) >= 5) {
      err(line, "vitest 1-4 bench output (vitest 5+ prints another table: give benchgate its json reporter file instead, `vitest bench --reporter=json --outputFile=<file>`)", text);
    }
    if (HEADER3.test(text)) {
      const above = lines[i - 1]?.text ?? "";
      const title = TITLE.exec(stripAnsi(above).trim());
      if (!title) err(line - 1 || 1, 'a group title ("\u2713 <file> > <describe> <n>ms") above the table header', above);
      group = title[1];
      inTable = true;
      return;
    }
    if (!inTable) return;
    if (text === "" || HEADER3.test(stripAnsi(lines[i + 1]?.text ?? "").trim())) {
      inTable = false;
      return;
    }
    if (i === lines.length - 1) err(line, WHOLE_LAST_LINE, text);
    lastRow = { line, text };
    if (text.endsWith("(baseline)")) return;
    if (text.startsWith("\u2192")) {
      const last = found[found.length - 1];
      if (last?.benchmark.status === "failed") last.benchmark.error = text.slice(1).trim();
      return;
    }
    const m = ROW2.exec(text);
    const key = `${group}
${text}`;
    if (printed.has(key)) return;
    printed.add(key);
    const skipped = m ? null : SKIPPED_ROW2.exec(text);
    if (skipped) {
      warnings.push(`${file.path}:${line}: "${group}${SEP4}${skipped[1]}" was skipped (bench.skip or bench.todo): no result`);
      return;
    }
    if (!m) {
      const failed = FAILED_ROW.exec(text);
      if (failed && FAILED_MARK.test(failed[1])) {
        found.push({ group, bench: failed[2], benchmark: { status: "failed", error: "vitest marked this benchmark failed", metrics: {} }, where: { file: file.path, line } });
        return;
      }
      err(line, 'a bench row "<name>  <hz>  <min> \u2026 <p999>  \xB1<rme>%  <samples>"', text);
    }
    if (!ROW_TAIL.test(m[13])) err(line, "nothing after the samples column but fastest/slowest/a duration", text);
    const v = m.slice(3, 13).map((s) => parseNumber(s));
    const n = v[9];
    if (v.some((x) => x === void 0) || !Number.isSafeInteger(n)) err(line, "numbers in every column", text);
    if (n === 0 && v.every((x) => x === 0)) {
      found.push({ group, bench: m[2].trim(), benchmark: { status: "failed", error: "vitest printed no samples for this benchmark (it threw; see the run log)", metrics: {} }, where: { file: file.path, line } });
      return;
    }
    if (!(v[0] > 0)) err(line, "hz > 0 (or a row of zeros with 0 samples: a bench that threw)", text);
    const [hz, min, max, , , , , , rme] = v;
    const spread = { min: min * MS2, max: max * MS2, rme: rme / 100 };
    found.push({
      group,
      bench: m[2].trim(),
      benchmark: {
        status: "ok",
        metrics: {
          // The table has no median and prints the mean with 4 decimals of ms (often 2 digits); hz is
          // 1000 / mean with 2 decimals, so 1e9 / hz is the same mean, derived, at full precision.
          [METRIC.time]: { unit: "ns", direction: "smaller", value: 1e9 / hz, statistic: "mean", n, spread },
          [METRIC.throughput]: { unit: "ops/s", direction: "bigger", value: hz, statistic: "mean", n, spread: { rme: rme / 100 } }
        }
      },
      where: { file: file.path, line }
    });
  });
  if (lastRow !== void 0) {
    err(lastRow.line, `vitest's " BENCH  Summary" after the result tables (the bench reporter always ends a run with it: the output was cut off, or the run was killed)`, lastRow.text);
  }
  return found;
}
var isJson = (text) => /^\s*\{/.test(stripAnsi(text.slice(0, 1e3)));
function parse21(input) {
  const jsonFiles2 = input.files.filter((f) => isJson(f.text));
  const tableFiles = input.files.filter((f) => !isJson(f.text) && hasHeader(f.text));
  const warnings = [];
  let found;
  if (jsonFiles2.length > 0) {
    found = jsonFiles2.flatMap((f) => parseJsonFile3(f, warnings));
    if (tableFiles.length > 0) warnings.push(`used the JSON report; ignored ${tableFiles.map((f) => f.path).join(", ")}`);
  } else {
    found = tableFiles.flatMap((f) => parseTableFile(f, warnings));
  }
  if (found.length === 0) {
    throw new ParseError({
      harness: ID16,
      file: input.files.map((f) => f.path).join(", ") || "<no files>",
      expected: "a vitest bench --outputJson report or the bench result table (name hz min max mean \u2026 samples)",
      found: stripAnsi(input.files.find((f) => f.text.trim() !== "")?.text ?? "").trim().split(/\r?\n/, 1)[0] ?? ""
    });
  }
  const benchmarks = nameAll(found);
  const coarse = quantisedMedians(benchmarks);
  if (coarse !== void 0) warnings.push(coarse);
  return warnings.length > 0 ? { benchmarks, warnings } : { benchmarks };
}
var COARSE_STEP = 0.01;
function quantisedMedians(benchmarks) {
  const coarse = benchmarks.flatMap((b) => {
    const t = b.metrics[METRIC.time];
    return t?.resolution !== void 0 && t.value > 0 && t.resolution / t.value >= COARSE_STEP ? [`${b.name} (${fmtNs(t.value)} ns)`] : [];
  });
  if (coarse.length === 0) return void 0;
  const step = maxOf(benchmarks.map((b) => b.metrics[METRIC.time]?.resolution ?? 0));
  const listed = listSome(coarse, 10);
  return `the timer's step (${fmtNs(step)} ns) is 1 % or more of these medians, which move a whole step at a time: ${listed}; base and head a step apart cannot show a change (more work in each iteration would)`;
}
var fmtNs = (ns) => String(Number(ns.toPrecision(6)));
function detect20(input) {
  let maybe = false;
  for (const f of input.files) {
    const head2 = stripAnsi(f.text.slice(0, 2e5));
    if (isJson(head2)) {
      if (/"files"\s*:/.test(head2) && /"groups"\s*:/.test(head2) && /"fullName"\s*:/.test(head2) && /"benchmarks"\s*:/.test(head2)) return "yes";
      if (/"testResults"\s*:/.test(head2) && /"assertionResults"\s*:/.test(head2) && /"benchmarks"\s*:\s*\[\s*\{/.test(head2) && /"tasks"\s*:/.test(head2)) return "yes";
      continue;
    }
    const lines = head2.split(/\r?\n/).map((l) => l.trim());
    if (lines.some((l) => HEADER3.test(l))) return "yes";
    if (lines.some((l) => /^BENCH\s+Summary$/.test(l))) return "yes";
    if (lines.some((l) => l.startsWith("Benchmarking is an experimental feature."))) maybe = true;
  }
  return maybe ? "maybe" : "no";
}
var vitestBench = {
  id: ID16,
  description: "vitest bench: the --outputJson report (or the printed result table)",
  detect: detect20,
  parse: parse21,
  largeJson: true
};

// src/parse/registry.ts
var ADAPTERS = [
  asv,
  benchmarkdotnet,
  benchmarkjs,
  cargoBench,
  catch2,
  command,
  criterion,
  customJson,
  divan,
  gabBigger,
  gabSmaller,
  gnuTime,
  goBench,
  googleBenchmark,
  gungraun,
  hyperfine,
  iaiCallgrind,
  jmh,
  mitata,
  pyperf,
  pytestBenchmark,
  size,
  tinybench,
  vitestBench
];
function findAdapter(id) {
  return ADAPTERS.find((a) => a.id === id);
}
function harnessIds() {
  return ADAPTERS.map((a) => a.id);
}
function describeInput(input) {
  const names = input.files.map((f) => f.path);
  return listSome(names, 3);
}
function detectAdapter(input) {
  const verdicts = ADAPTERS.map((adapter) => ({ adapter, verdict: safeDetect(adapter, input) }));
  const yes = verdicts.filter((v) => v.verdict === "yes").map((v) => v.adapter);
  const where = describeInput(input);
  if (yes.length === 1) return yes[0];
  if (yes.length > 1) {
    const ids = yes.map((a) => a.id);
    throw new DetectionError(where, ids, `${where}: several harnesses match (${ids.join(", ")}); set "harness:" to one of them`);
  }
  const maybe = verdicts.filter((v) => v.verdict === "maybe").map((v) => v.adapter);
  const said = (a) => {
    try {
      a.parse(input);
    } catch (err) {
      if (err instanceof ParseError) return `${a.id}, which says: ${err.message}`;
    }
    return a.id;
  };
  const hint = maybe.length > 0 ? `it might be ${maybe.map(said).join(" or ")}` : `known harnesses: ${harnessIds().join(", ")}`;
  throw new DetectionError(where, maybe.map((a) => a.id), `${where}: no harness recognises this output (${hint}); set "harness:" explicitly`);
}
function safeDetect(adapter, input) {
  try {
    return adapter.detect(input);
  } catch {
    return "no";
  }
}
var RELEASE_LAST_MATCH = /^/;
function parseOutput(input, harness) {
  const adapter = harness === void 0 ? detectAdapter(input) : findAdapter(harness);
  if (adapter === void 0) {
    throw new ParseError({
      harness: harness ?? "?",
      file: describeInput(input),
      expected: `a harness id, one of ${harnessIds().join(", ")}`,
      found: harness
    });
  }
  refuseLargeJson(adapter, input);
  const output = adapter.parse(input);
  checkOutput(adapter.id, describeInput(input), output, input.files.length);
  RELEASE_LAST_MATCH.exec("");
  return { harness: adapter.id, output };
}
function refuseLargeJson(adapter, input) {
  const streams = adapter.largeText === true;
  const bigJson = adapter.largeJson === true ? void 0 : input.files.find((f) => f.json !== void 0 && !(streams && f.lines !== void 0));
  if (bigJson !== void 0) {
    throw new ParseError({
      harness: adapter.id,
      file: bigJson.path,
      expected: `a file small enough to read as one string (${adapter.id} reads its outputs as text and does not stream JSON; split the output into several files)`,
      found: `${bigJson.json.size} bytes of JSON`
    });
  }
  const bigText = streams ? void 0 : input.files.find((f) => f.lines !== void 0 && f.json === void 0);
  if (bigText !== void 0) {
    throw new ParseError({
      harness: adapter.id,
      file: bigText.path,
      expected: `a file small enough to read as one string (${adapter.id} reads its outputs whole and does not stream text; split the output into several files: every file a suite names is read)`,
      found: `${bigText.lines.size} bytes of text`
    });
  }
}
function whereOf(harness, file, benchmark, metric2) {
  return { harness, file, path: `benchmark "${benchmark}", ${metric2}` };
}
function checkOutput(harness, file, output, files2 = 1) {
  const seen = /* @__PURE__ */ new Set();
  const twice = files2 > 1 ? `the harness printed it twice, or it is in more than one of these ${files2} files: two runs or environments of one suite? give each its own suite` : "the harness printed it twice";
  const benchmarks = output.benchmarks;
  for (let bi = 0; bi < benchmarks.length; bi++) {
    const b = benchmarks[bi];
    if (b.name === "") throw new ParseError({ harness, file, path: "a benchmark", expected: "a benchmark name", found: '""' });
    if (seen.has(b.name)) throw new ParseError({ harness, file, path: `benchmark "${b.name}"`, expected: `each benchmark name once in a run (${twice})`, found: b.name });
    seen.add(b.name);
    checkBenchmarkFields(harness, file, b);
    for (const metric2 in b.metrics) {
      const m = b.metrics[metric2];
      if (!Number.isFinite(m.value)) throw new ParseError({ ...whereOf(harness, file, b.name, metric2), expected: "a finite number", found: String(m.value) });
      checkMetricFields(harness, file, b.name, metric2, m);
      const samples = m.samples ?? NONE;
      const time = m.unit === "ns";
      if (time && m.value < 0) throw new ParseError({ ...whereOf(harness, file, b.name, metric2), expected: "a time that is not negative", found: `${m.value} ns` });
      for (let i = 0; i < samples.length; i++) {
        const x = samples[i];
        if (Number.isFinite(x) && (!time || x >= 0)) continue;
        const at = { ...whereOf(harness, file, b.name, metric2), path: `${whereOf(harness, file, b.name, metric2).path} sample ${i + 1}` };
        if (!Number.isFinite(x)) throw new ParseError({ ...at, expected: "a finite number", found: String(x) });
        throw new ParseError({ ...at, expected: "a time that is not negative", found: `${x} ns` });
      }
    }
  }
}
var NONNEGATIVE_SPREADS = ["stddev", "mad", "sem", "iqr", "error", "rme"];
var EXTREMES = ["min", "max"];
var NONE = [];
function checkBenchmarkFields(harness, file, b) {
  if (b.exitCode !== void 0 && !Number.isSafeInteger(b.exitCode)) badBenchmarkField(harness, file, b.name, "exit code", "a whole number", b.exitCode);
  if (b.ambiguous !== void 0 && typeof b.ambiguous !== "string") badBenchmarkField(harness, file, b.name, "ambiguous", "a text", b.ambiguous);
  for (const key in b.params) if (typeof b.params[key] !== "string") badBenchmarkField(harness, file, b.name, `param ${key}`, "a text value", JSON.stringify(b.params[key]));
}
function badBenchmarkField(harness, file, benchmark, field2, expected, found) {
  throw new ParseError({ harness, file, path: `benchmark "${benchmark}", ${field2}`, expected, found: String(found) });
}
function badField(harness, file, benchmark, metric2, field2, expected, found) {
  throw new ParseError({ ...whereOf(harness, file, benchmark, metric2), path: `benchmark "${benchmark}", ${metric2} ${field2}`, expected, found: String(found) });
}
function checkMetricFields(harness, file, benchmark, metric2, m) {
  const time = m.unit === "ns";
  if (m.n !== void 0 && !(Number.isSafeInteger(m.n) && m.n >= 0)) badField(harness, file, benchmark, metric2, "n", "a whole number of samples, below 2^53", m.n);
  if (m.n === 0 && m.samples !== void 0 && m.samples.length > 0) badField(harness, file, benchmark, metric2, "n", `the number of samples behind the value (${m.samples.length} given)`, 0);
  const s = m.spread;
  if (s !== void 0) {
    for (let i = 0; i < NONNEGATIVE_SPREADS.length; i++) {
      const k = NONNEGATIVE_SPREADS[i];
      const v = s[k];
      if (v !== void 0 && !(Number.isFinite(v) && v >= 0)) badField(harness, file, benchmark, metric2, `spread ${k}`, "a finite number, not negative", v);
    }
    for (let i = 0; i < EXTREMES.length; i++) {
      const k = EXTREMES[i];
      const v = s[k];
      if (v !== void 0 && !(Number.isFinite(v) && (!time || v >= 0))) badField(harness, file, benchmark, metric2, `spread ${k}`, time ? "a finite time, not negative" : "a finite number", v);
    }
    if (s.ci !== void 0 && !(Number.isFinite(s.ci.lower) && Number.isFinite(s.ci.upper))) badField(harness, file, benchmark, metric2, "interval", "finite bounds", `${s.ci.lower} \u2026 ${s.ci.upper}`);
  }
  const runs = m.runs ?? NONE;
  for (let i = 0; i < runs.length; i++) {
    const x = runs[i];
    if (!(Number.isFinite(x) && (!time || x >= 0))) badField(harness, file, benchmark, metric2, "run value", time ? "a finite time, not negative" : "a finite number", x);
  }
  const iterations = m.iterations ?? NONE;
  for (let i = 0; i < iterations.length; i++) {
    const x = iterations[i];
    if (!(Number.isSafeInteger(x) && x > 0)) badField(harness, file, benchmark, metric2, "iterations", "a whole number of iterations, 1 to 2^53", x);
  }
  if (m.resolution !== void 0 && !(Number.isFinite(m.resolution) && m.resolution > 0)) badField(harness, file, benchmark, metric2, "resolution", "a finite step above 0", m.resolution);
  if (m.callsPerSample !== void 0 && !(Number.isSafeInteger(m.callsPerSample) && m.callsPerSample > 0)) badField(harness, file, benchmark, metric2, "callsPerSample", "a whole number of calls, 1 to 2^53", m.callsPerSample);
}

export {
  COMMAND_SCHEMA_ID,
  goMetricKey,
  SIZE_SCHEMA_ID,
  findAdapter,
  harnessIds,
  parseOutput
};
