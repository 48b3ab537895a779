#!/usr/bin/env node
import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  samplesOf
} from "./chunk-6WM72UI5.js";
import {
  Results
} from "./chunk-OD6S7L2X.js";
import {
  MAX_JSON_DEPTH,
  jsonTooDeep
} from "./chunk-3EVJW5AM.js";
import {
  RESULTS_SCHEMA_ID
} from "./chunk-DQAUADO5.js";
import {
  BaselineError,
  NewerSchemaError
} from "./chunk-PI4KOZG2.js";

// src/baseline/validate.ts
function pathText(path) {
  const key = (p) => /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(p) ? `[${JSON.stringify(p)}]` : p;
  return path.reduce((acc, p) => typeof p === "number" ? `${acc}[${p}]` : `${acc}${acc && !key(String(p)).startsWith("[") ? "." : ""}${key(String(p))}`, "");
}
var MAX_ARRAY_LENGTH = 2 ** 32 - 1;
function parseResults(text, source, limits = {}) {
  const deep = jsonTooDeep(text);
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
  let parsed;
  try {
    parsed = Results.safeParse(data);
  } finally {
    for (const a of aside) a.metric[a.key] = a.values;
  }
  if (parsed.success) {
    for (const a of aside) parsed.data.suites[a.suite].benchmarks[a.benchmark].metrics[a.name][a.key] = a.values;
  }
  if (!parsed.success) {
    const issues = parsed.error.issues.slice(0, 5).map((i) => `${pathText(i.path) || "(top level)"}: ${i.message}`);
    const more = parsed.error.issues.length > 5 ? ` (and ${parsed.error.issues.length - 5} more)` : "";
    throw new BaselineError(`${source}: not a benchgate results file (${RESULTS_SCHEMA_ID}): ${issues.join("; ")}${more}`);
  }
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
  parseResults,
  validateResults
};
