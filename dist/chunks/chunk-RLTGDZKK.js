#!/usr/bin/env node
import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  Benchmark,
  Results,
  Suite,
  repeatedNames
} from "./chunk-HAUUGIWR.js";
import {
  external_exports
} from "./chunk-4OMHAOVV.js";
import {
  samplesOf
} from "./chunk-CAKHZOGT.js";
import {
  RESULTS_SCHEMA_ID
} from "./chunk-DQAUADO5.js";
import {
  MAX_JSON_DEPTH,
  jsonCounts,
  jsonTooDeep
} from "./chunk-UZR27MWT.js";
import {
  BaselineError,
  NewerSchemaError
} from "./chunk-PI4KOZG2.js";

// src/baseline/validate-pieces.ts
var PIECE_NODES = 2e4;
var defOf = (schema) => schema._zod.def;
function unwrap(schema) {
  let d = defOf(schema);
  while ((d.type === "optional" || d.type === "nullable") && d.innerType) d = defOf(d.innerType);
  return d;
}
var unwrappedDefs = /* @__PURE__ */ new WeakMap();
var unwrapped = (schema) => {
  let d = unwrappedDefs.get(schema);
  if (!d) unwrappedDefs.set(schema, d = unwrap(schema));
  return d;
};
var shapes = /* @__PURE__ */ new WeakMap();
function shapeOf(d) {
  let fields = shapes.get(d);
  if (!fields) shapes.set(d, fields = Object.entries(d.shape).map(([key, s]) => ({ key, def: unwrap(s) })));
  return fields;
}
var hasChecks = (d) => (d.checks?.length ?? 0) > 0;
var isRecord = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
function takePieces(schema, data, room, rechecked = /* @__PURE__ */ new Set()) {
  const pieces = { taken: [], restore: () => void 0, kept: [], count: 0, unchecked: [] };
  const undo = [];
  pieces.restore = () => {
    for (let i = undo.length - 1; i >= 0; i--) undo[i]();
  };
  const note = (issues, prefix) => {
    for (const issue of issues) {
      const path2 = [...prefix, ...issue.path];
      if (issue.code === "custom" && underUnchecked(pieces, path2)) continue;
      pieces.count++;
      if (pieces.kept.length < room) pieces.kept.push({ path: path2, message: issue.message });
    }
  };
  const lists = /* @__PURE__ */ new Map();
  const listOf = (element) => {
    let list = lists.get(element);
    if (!list) lists.set(element, list = external_exports.array(element));
    return list;
  };
  const parseRuns = (value, element, sizes, path2) => {
    const isArray = Array.isArray(value);
    const keys = isArray ? void 0 : Object.keys(value);
    const at = (i) => isArray ? value[i] : value[keys[i]];
    const length = isArray ? value.length : keys.length;
    const output = isArray ? new Array(length) : {};
    const list = listOf(element);
    let good = true;
    for (let start = 0; start < length; ) {
      if (pieces.kept.length >= room) {
        pieces.stoppedAt ??= [...path2, isArray ? start : keys[start]];
        return void 0;
      }
      let end = start;
      let nodes2 = 0;
      while (end < length && (end === start || nodes2 + sizes[end] <= PIECE_NODES)) nodes2 += sizes[end++];
      const run = [];
      for (let i = start; i < end; i++) run.push(at(i));
      const parsed = list.safeParse(run);
      if (parsed.success) {
        const out = parsed.data;
        for (let i = start; i < end; i++) {
          if (isArray) output[i] = out[i - start];
          else output[keys[i]] = out[i - start];
        }
      } else {
        good = false;
        note(parsed.error.issues.map((issue) => {
          const [first, ...rest] = issue.path;
          return { ...issue, path: [isArray ? first + start : keys[first + start], ...rest] };
        }), path2);
      }
      start = end;
    }
    return good ? output : void 0;
  };
  const empty = (holder, key) => {
    const value = holder[key];
    holder[key] = Array.isArray(value) ? [] : {};
    undo.push(() => holder[key] = value);
  };
  const piece = (holder, key, element, sizes, owner) => {
    const value = holder[key];
    const output = parseRuns(value, element, sizes, path.slice());
    if (owner === void 0) {
      empty(holder, key);
      if (output) pieces.taken.push({ path: path.slice(), output, element });
    } else if (!output) {
      empty(holder, key);
      pieces.unchecked.push(path.slice(0, owner));
    }
    return 1;
  };
  const path = [];
  const size = (d, value, holder, key, owner) => {
    const list = d.type === "array" && Array.isArray(value) && d.element ? d.element : d.type === "record" && isRecord(value) && d.valueType ? d.valueType : void 0;
    if (list) {
      const inner = owner ?? (hasChecks(d) && !rechecked.has(list) ? path.length : void 0);
      const element = unwrapped(list);
      const items = value;
      const keys = Array.isArray(items) ? void 0 : Object.keys(items);
      const length = keys ? keys.length : items.length;
      const sizes = new Array(length);
      let total = 1;
      for (let i = 0; i < length; i++) {
        const k = keys ? keys[i] : i;
        const v = items[k];
        if (typeof v !== "object" || v === null) {
          total += sizes[i] = 1;
          continue;
        }
        path.push(k);
        total += sizes[i] = size(element, v, items, k, inner);
        path.pop();
      }
      return total <= PIECE_NODES ? total : piece(holder, key, list, sizes, inner);
    }
    if (d.type === "object" && isRecord(value) && d.shape) {
      const inner = owner ?? (hasChecks(d) ? path.length : void 0);
      const fields = shapeOf(d);
      let sized;
      let total = 1;
      for (const f of fields) {
        if (!Object.hasOwn(value, f.key)) continue;
        const v = value[f.key];
        if (typeof v !== "object" || v === null) {
          total++;
          continue;
        }
        path.push(f.key);
        const n = size(f.def, v, value, f.key, inner);
        path.pop();
        if (f.def.type === "array" && Array.isArray(v) || f.def.type === "record" && isRecord(v)) (sized ??= []).push({ f, n });
        total += n;
      }
      if (total > PIECE_NODES && sized) total = piecesOfLongest(value, sized, total, inner);
      return total;
    }
    return typeof value === "object" && value !== null ? nodes(value) : 1;
  };
  const piecesOfLongest = (value, sized, total, owner) => {
    const lists2 = sized.sort((a, b) => b.n - a.n);
    for (const { f, n } of lists2) {
      if (total <= PIECE_NODES) break;
      const v = value[f.key];
      const sizes = (Array.isArray(v) ? v : Object.values(v)).map((x) => nodes(x));
      path.push(f.key);
      piece(value, f.key, f.def.element ?? f.def.valueType, sizes, owner);
      path.pop();
      total -= n - 1;
    }
    return total;
  };
  try {
    if (isRecord(data)) {
      const holder = { root: data };
      size(unwrap(schema), data, holder, "root", void 0);
    }
  } catch (err) {
    pieces.restore();
    throw err;
  }
  return pieces;
}
function underUnchecked(pieces, path) {
  return pieces.unchecked.some((u) => u.every((step, k) => path[k] === step));
}
function nodes(value) {
  let n = 0;
  const stack = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    n++;
    if (Array.isArray(v)) for (const x of v) stack.push(x);
    else if (isRecord(v)) {
      for (const k in v) if (Object.hasOwn(v, k)) stack.push(v[k]);
    }
  }
  return n;
}
function putBack(output, taken) {
  for (const t of taken.slice().sort((a, b) => a.path.length - b.path.length)) {
    let at = output;
    for (const step of t.path.slice(0, -1)) at = at[step];
    at[t.path[t.path.length - 1]] = t.output;
  }
}

// src/baseline/validate.ts
var SHOWN_ISSUES = 5;
var RECHECKED = /* @__PURE__ */ new Set([Benchmark, Suite]);
function pathText(path) {
  const key = (p) => /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(p) ? `[${JSON.stringify(p)}]` : p;
  return path.reduce((acc, p) => typeof p === "number" ? `${acc}[${p}]` : `${acc}${acc && !key(String(p)).startsWith("[") ? "." : ""}${key(String(p))}`, "");
}
var PARSED_BYTES = { container: 72, field: 96, comma: 32 };
var MAX_PARSED_BYTES_PER_CHAR = 36;
function parseCost(text, max = Infinity) {
  const bytes = (c2) => c2.containers * PARSED_BYTES.container + c2.fields * PARSED_BYTES.field + c2.commas * PARSED_BYTES.comma;
  const c = jsonCounts(text, (so) => bytes(so) > max);
  return { ...c, bytes: bytes(c) };
}
var MAX_ARRAY_LENGTH = 2 ** 32 - 1;
function parseResults(text, source, limits = {}) {
  const max = limits.maxParseBytes;
  let deep;
  let depthChecked = false;
  if (max !== void 0 && text.length * MAX_PARSED_BYTES_PER_CHAR > max) {
    const cost = parseCost(text, max);
    if (cost.bytes > max) {
      const mib = (n) => `${Math.ceil(n / 2 ** 20).toLocaleString("en-US")} MiB`;
      throw new BaselineError(
        `${source}: too many values to read: its first ${cost.containers.toLocaleString("en-US")} objects and arrays and ${(cost.fields + cost.commas).toLocaleString("en-US")} fields and elements already take about ${mib(cost.bytes)} of memory, more than the ${mib(max)} ${limits.parseLimitReason ?? "a results file may take here"}`
      );
    }
    deep = cost.tooDeep;
    depthChecked = cost.stoppedEarly !== true;
  }
  if (!depthChecked) deep = jsonTooDeep(text);
  if (deep) throw new BaselineError(`${source}:${deep.line}: nested deeper than ${MAX_JSON_DEPTH} levels; a benchgate results file is never that deep`);
  let data;
  try {
    data = JSON.parse(text);
  } catch (err) {
    throw new BaselineError(`${source}: not valid JSON (${err.message})`);
  }
  return validateResults(data, source, limits);
}
function validateResults(data, source, limits = {}) {
  const schema = data?.schema;
  const version = typeof schema === "string" ? /^benchgate\/results@(\d+)$/.exec(schema)?.[1] : void 0;
  if (version !== void 0 && Number(version) > Number(RESULTS_SCHEMA_ID.split("@")[1])) {
    throw new NewerSchemaError(`${source}: written by a newer benchgate (schema "${schema}"); this version reads "${RESULTS_SCHEMA_ID}" \u2014 upgrade benchgate`);
  }
  refuseProtoKeys(data, source);
  const aside = setAsideNumberArrays(data);
  let pieces;
  let parsed;
  try {
    pieces = takePieces(Results, data, SHOWN_ISSUES, RECHECKED);
    parsed = Results.safeParse(data);
  } finally {
    pieces?.restore();
    for (const a of aside) a.metric[a.key] = a.values;
  }
  const trusted = parsed.success ? [] : parsed.error.issues.filter((i) => i.code !== "custom" || !underUnchecked(pieces, i.path));
  const issues = trusted.slice(0, SHOWN_ISSUES);
  let count = trusted.length + pieces.count;
  for (const i of pieces.kept) if (issues.length < SHOWN_ISSUES) issues.push(i);
  if (parsed.success && count === 0) {
    putBack(parsed.data, pieces.taken);
    for (const t of pieces.taken) {
      const what = t.element === Benchmark ? "benchmark" : t.element === Suite ? "suite" : void 0;
      if (what === void 0) continue;
      repeatedNames(t.output, what, (i, message) => {
        count++;
        if (issues.length < SHOWN_ISSUES) issues.push({ path: [...t.path, i, "name"], message });
      });
    }
  }
  if (!parsed.success || count > 0) {
    const shown = issues.map((i) => `${pathText(i.path) || "(top level)"}: ${i.message}`);
    const more = pieces.stoppedAt ? count > shown.length ? ` (and ${count - shown.length} more before ${pathText(pieces.stoppedAt)}, where checking stopped)` : ` (checking stopped at ${pathText(pieces.stoppedAt)})` : count > shown.length ? ` (and ${count - shown.length} more)` : "";
    throw new BaselineError(`${source}: not a benchgate results file (${RESULTS_SCHEMA_ID}): ${shown.join("; ")}${more}`);
  }
  for (const a of aside) parsed.data.suites[a.suite].benchmarks[a.benchmark].metrics[a.name][a.key] = a.values;
  untally(parsed.data, source, limits.maxTalliedSamples ?? Infinity, limits.tallyLimitReason ?? "a results file may hold here");
  return parsed.data;
}
function untally(results, source, max, reason) {
  let total = 0;
  results.suites.forEach((suite, si) => suite.benchmarks.forEach((b, bi) => {
    for (const [name, m] of Object.entries(b.metrics)) {
      if (m.tally === void 0) continue;
      let n = 0;
      for (const c of m.tally.counts) n += c;
      total += n;
      if (n > MAX_ARRAY_LENGTH || total > max) {
        throw new BaselineError(`${source}: suites[${si}].benchmarks[${bi}].metrics.${name}.tally: its counts add up to ${n > MAX_ARRAY_LENGTH ? `${n} samples, more than an array holds` : `more than the ${max} samples ${reason}`}`);
      }
    }
  }));
  for (const suite of results.suites) {
    for (const b of suite.benchmarks) {
      for (const m of Object.values(b.metrics)) {
        if (m.tally === void 0) continue;
        m.samples = samplesOf(m.tally);
        delete m.tally;
      }
    }
  }
}
function refuseProtoKeys(data, source) {
  const refuse = (path) => {
    throw new BaselineError(`${source}: not a benchgate results file (${RESULTS_SCHEMA_ID}): ${path}: "__proto__" is not a name benchgate can keep (JavaScript objects reserve it); rename it`);
  };
  const has = (o) => typeof o === "object" && o !== null && Object.hasOwn(o, "__proto__");
  const top = data;
  if (Array.isArray(top?.suites)) {
    top.suites.forEach((suite, si) => {
      const benchmarks = suite?.benchmarks;
      if (!Array.isArray(benchmarks)) return;
      benchmarks.forEach((b, bi) => {
        const o = b;
        if (has(o?.metrics)) refuse(`suites[${si}].benchmarks[${bi}].metrics`);
        if (has(o?.params)) refuse(`suites[${si}].benchmarks[${bi}].params`);
      });
    });
  }
  if (Array.isArray(top?.history)) {
    top.history.forEach((h, hi) => {
      if (has(h?.values)) refuse(`history[${hi}].values`);
    });
  }
}
function setAsideNumberArrays(data) {
  const out = [];
  const suites = data?.suites;
  if (!Array.isArray(suites)) return out;
  suites.forEach((suite, si) => {
    const benchmarks = suite?.benchmarks;
    if (!Array.isArray(benchmarks)) return;
    benchmarks.forEach((b, bi) => {
      const metrics = b?.metrics;
      if (typeof metrics !== "object" || metrics === null || Array.isArray(metrics)) return;
      for (const [name, m] of Object.entries(metrics)) {
        if (typeof m !== "object" || m === null || Array.isArray(m) || name === "__proto__") continue;
        const metric = m;
        for (const key of ["samples", "runs"]) {
          const values = metric[key];
          if (!Array.isArray(values) || !finiteNumbers(values, key === "samples" && metric.unit === "ns")) continue;
          out.push({ metric, key, values, suite: si, benchmark: bi, name });
          metric[key] = [];
        }
      }
    });
  });
  return out;
}
function finiteNumbers(values, nonNegative) {
  for (let i = 0; i < values.length; i++) {
    const x = values[i];
    if (typeof x !== "number" || !Number.isFinite(x) || nonNegative && x < 0) return false;
  }
  return true;
}

export {
  parseCost,
  parseResults,
  validateResults
};
