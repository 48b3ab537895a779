#!/usr/bin/env node
import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  RESULTS_SCHEMA_ID
} from "./chunk-DQAUADO5.js";
import {
  BenchgateError
} from "./chunk-PI4KOZG2.js";

// src/model/merge-shards.ts
function partArtifactName(artifactName, shard, environment) {
  return [`${artifactName}-part`, ...shard ? [`${shard.index}-of-${shard.count}`] : [], ...environment ? [environment] : []].join("-");
}
var partPrefix = (artifactName) => `${artifactName}-part-`;
function baselineForPart(baseline, environment) {
  if (environment === void 0) return baseline;
  const suffix = ` (${environment})`;
  return { ...baseline, suites: baseline.suites.flatMap((s) => s.name.endsWith(suffix) ? [{ ...s, name: s.name.slice(0, -suffix.length) }] : []) };
}
function suiteLabel(name, environment) {
  return environment === void 0 ? name : `${name} (${environment})`;
}
function sameOrThrow(parts, what, get) {
  const seen = /* @__PURE__ */ new Map();
  for (const p of parts) {
    const v = get(p.results);
    if (v === void 0) continue;
    const key = String(v);
    if (seen.size > 0 && !seen.has(key)) {
      const [other, source] = [...seen][0];
      throw new BenchgateError(`cannot merge: ${p.source} is from ${what} ${key}, ${source} from ${what} ${other}; every part must come from the same ${what}`);
    }
    if (!seen.has(key)) seen.set(key, p.source);
  }
  return seen.size > 0 ? get(parts.find((p) => get(p.results) !== void 0).results) : void 0;
}
function mergeSuiteParts(label, parts) {
  const [first] = parts;
  const seen = /* @__PURE__ */ new Map();
  const benchmarks = [];
  for (const { suite, source } of parts) {
    for (const b of suite.benchmarks) {
      const was = seen.get(b.name);
      if (was !== void 0) throw new BenchgateError(`cannot merge: benchmark "${b.name}" of suite "${label}" is in both ${was} and ${source}; shards must split benchmarks, not repeat them`);
      seen.set(b.name, source);
      benchmarks.push(b);
    }
  }
  const failed = parts.filter((p) => p.suite.status === "failed");
  const errors = failed.map((p) => `${p.source}: ${p.suite.error ?? "failed"}`);
  const warnings = parts.flatMap((p) => p.suite.warnings ?? []);
  const duration = parts.reduce((sum, p) => sum + (p.suite.durationMs ?? 0), 0);
  return {
    name: label,
    harness: first.suite.harness,
    status: failed.length > 0 ? "failed" : "ok",
    ...errors.length ? { error: errors.join("\n") } : {},
    benchmarks,
    ...duration > 0 ? { durationMs: duration } : {},
    ...warnings.length ? { warnings } : {}
  };
}
function mergeShards(parts, options = {}) {
  if (parts.length === 0) throw new BenchgateError("cannot merge: no results parts were given");
  const commit = sameOrThrow(parts, "commit", (r) => r.meta.commit?.toLowerCase());
  const runId = sameOrThrow(parts, "workflow run", (r) => r.meta.runId);
  const notes = [];
  const newest = /* @__PURE__ */ new Map();
  const unsharded = [];
  for (const p of parts) {
    const shard = p.results.meta.shard;
    if (shard === void 0) {
      unsharded.push(p);
      continue;
    }
    const key = `${shard.index}/${shard.count}@${p.results.meta.environment ?? ""}`;
    const before = newest.get(key);
    if (before !== void 0) {
      const keep = before.results.meta.createdAt >= p.results.meta.createdAt ? before : p;
      notes.push(`shard ${shard.index}/${shard.count}${p.results.meta.environment ? ` (${p.results.meta.environment})` : ""} arrived twice (${before.source}, ${p.source}): the newer, ${keep.source}, is used`);
      newest.set(key, keep);
    } else newest.set(key, p);
  }
  const used = [...unsharded, ...newest.values()];
  const counts = new Set(used.flatMap((p) => p.results.meta.shard ? [p.results.meta.shard.count] : []));
  if (counts.size > 1) throw new BenchgateError(`cannot merge: the parts disagree on the number of shards (${[...counts].sort().join(", ")})`);
  const count = options.expectedShards ?? [...counts][0];
  const missing = [];
  if (count !== void 0) {
    const environments = [...new Set(used.map((p) => p.results.meta.environment))];
    const present = new Map(environments.map((env) => [env, /* @__PURE__ */ new Set()]));
    for (const p of used) if (p.results.meta.shard) present.get(p.results.meta.environment).add(p.results.meta.shard.index);
    for (let k = 1; k <= count; k++) {
      for (const env of environments) {
        if (present.get(env).has(k)) continue;
        if (missing[missing.length - 1] !== k) missing.push(k);
        notes.push(`shard ${k}/${count}${env ? ` (${env})` : ""} missing: its rows are absent, not unchanged`);
      }
    }
  }
  const ordered = [...used].sort((a, b) => (a.results.meta.shard?.index ?? 0) - (b.results.meta.shard?.index ?? 0));
  const bySuite = /* @__PURE__ */ new Map();
  for (const p of ordered) {
    for (const suite of p.results.suites) {
      const label = suiteLabel(suite.name, p.results.meta.environment);
      const list = bySuite.get(label) ?? [];
      list.push({ suite, source: p.source });
      bySuite.set(label, list);
    }
  }
  const suites = [...bySuite].map(([label, list]) => mergeSuiteParts(label, list));
  const first = ordered[0].results;
  const createdAt = ordered.reduce((latest, p) => p.results.meta.createdAt > latest ? p.results.meta.createdAt : latest, first.meta.createdAt);
  const { shard: _shard, environment: _environment, ...meta } = first.meta;
  return {
    results: {
      schema: RESULTS_SCHEMA_ID,
      meta: {
        ...meta,
        ...commit !== void 0 ? { commit: first.meta.commit } : {},
        ...runId !== void 0 ? { runId } : {},
        createdAt,
        ...missing.length ? { missingShards: missing.sort((a, b) => a - b) } : {}
      },
      suites
    },
    notes
  };
}
function keepAbsentSuites(previous, merged) {
  if (previous === void 0 || !merged.meta.missingShards?.length) return merged;
  const present = new Set(merged.suites.map((s) => s.name));
  const carried = previous.suites.filter((s) => !present.has(s.name));
  return carried.length === 0 ? merged : { ...merged, suites: [...merged.suites, ...carried] };
}

export {
  partArtifactName,
  partPrefix,
  baselineForPart,
  mergeShards,
  keepAbsentSuites
};
