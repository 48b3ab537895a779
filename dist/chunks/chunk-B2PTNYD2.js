#!/usr/bin/env node
import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);

// src/config/resolve.ts
import { isAbsolute, join } from "node:path";
var DEFAULTS = {
  noiseFloor: 0.05,
  alpha: 0.05,
  singleRunFloor: 0.1,
  processSigma: 0.3,
  timeoutMs: 30 * 60 * 1e3,
  history: 60,
  runs: 10,
  warmup: 1
};
function percentToFraction(value) {
  if (value === void 0) return void 0;
  const n = typeof value === "number" ? value : Number(value.replace("%", "").trim());
  return n / 100;
}
function durationToMs(value) {
  if (value === void 0) return void 0;
  if (typeof value === "number") return value * 1e3;
  const m = /^\s*(\d+(?:\.\d+)?)\s*(ms|s|m|h)\s*$/.exec(value);
  if (m === null) return void 0;
  const factor = { ms: 1, s: 1e3, m: 6e4, h: 36e5 }[m[2]];
  return Number(m[1]) * factor;
}
function thresholds(t) {
  return {
    noiseFloor: percentToFraction(t?.["noise-floor"]),
    alpha: t?.alpha,
    singleRunFloor: percentToFraction(t?.["single-run-floor"]),
    processSigma: percentToFraction(t?.["process-sigma"])
  };
}
function metricRules(m) {
  const out = {};
  for (const [name, s] of Object.entries(m ?? {})) {
    out[name] = { ...thresholds(s), ignore: s.ignore, direction: s.direction };
  }
  return out;
}
function globToRegExp(glob) {
  const body = glob.split("").map((c) => c === "*" ? ".*" : c === "?" ? "." : c.replace(/[.+^${}()|[\]\\]/g, "\\$&")).join("");
  return new RegExp(`^${body}$`);
}
function benchmarkRules(rules) {
  return (rules ?? []).map((r) => ({
    ...thresholds(r),
    pattern: globToRegExp(r.match),
    source: r.match,
    ignore: r.ignore,
    gate: r.gate,
    metrics: metricRules(r.metrics)
  }));
}
function verdictSettings(t, m, b) {
  return { thresholds: thresholds(t), metrics: metricRules(m), benchmarks: benchmarkRules(b) };
}
function resolveSuite(s, root) {
  const kind = s.harness === "command" ? "command" : s.harness === "size" ? "size" : "shell";
  const output = s.output ?? "stdout";
  const cwd = s.cwd === void 0 ? root : isAbsolute(s.cwd) ? s.cwd : join(root, s.cwd);
  return {
    name: s.name,
    kind,
    harness: s.harness,
    run: s.run,
    ...s.setup !== void 0 ? { setup: s.setup } : {},
    cwd,
    output: typeof output === "string" ? { stdout: output === "stdout", stderr: output === "stderr", files: [] } : { stdout: output.stdout ?? false, stderr: false, files: output.files },
    env: Object.fromEntries(Object.entries(s.env ?? {}).map(([k, v]) => [k, String(v)])),
    timeoutMs: durationToMs(s.timeout) ?? DEFAULTS.timeoutMs,
    verdicts: verdictSettings(s.thresholds, s.metrics, s.benchmarks),
    commands: s.commands,
    matrix: s.matrix,
    repeat: s.repeat ?? 1,
    runs: s.runs ?? DEFAULTS.runs,
    warmup: s.warmup ?? DEFAULTS.warmup,
    files: s.files
  };
}
function resolveConfig(config, file, root) {
  return {
    file,
    root,
    suites: config.suites.map((s) => resolveSuite(s, root)),
    verdicts: verdictSettings(config.thresholds, config.metrics, config.benchmarks),
    tables: config.tables ?? [],
    history: config.history ?? DEFAULTS.history
  };
}

export {
  DEFAULTS,
  percentToFraction,
  durationToMs,
  resolveConfig
};
