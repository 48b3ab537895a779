#!/usr/bin/env node
import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);

// src/model/wildcards.ts
function globMatcher(glob) {
  return { source: glob, test: (name) => globMatches(glob, name) };
}
function globMatches(glob, name) {
  let g = 0;
  let n = 0;
  let star = -1;
  let starAt = 0;
  while (n < name.length) {
    if (g < glob.length && (glob[g] === "?" || glob[g] !== "*" && glob[g] === name[n])) {
      g++;
      n++;
    } else if (g < glob.length && glob[g] === "*") {
      star = g++;
      starAt = n;
    } else if (star >= 0) {
      g = star + 1;
      n = ++starAt;
    } else return false;
  }
  while (g < glob.length && glob[g] === "*") g++;
  return g === glob.length;
}
function placeholderMatcher(pattern) {
  const literals = [];
  const names = [];
  const re = /\{([^}]+)\}/g;
  let last = 0;
  for (let m = re.exec(pattern); m !== null; m = re.exec(pattern)) {
    literals.push(pattern.slice(last, m.index));
    names.push(m[1]);
    last = m.index + m[0].length;
  }
  literals.push(pattern.slice(last));
  return { names, exec: (name) => placeholdersOf(literals, name) };
}
function placeholdersOf(literals, name) {
  const k = literals.length - 1;
  const n = name.length;
  const head = literals[0];
  if (!name.startsWith(head)) return void 0;
  if (k === 0) return name.length === head.length ? [] : void 0;
  const slash = new Int32Array(n + 1);
  slash[n] = n;
  for (let i = n - 1; i >= 0; i--) slash[i] = name.charCodeAt(i) === 47 ? i : slash[i + 1];
  const can = Array.from({ length: k }, () => new Uint8Array(n + 1));
  for (let j = k - 1; j >= 0; j--) {
    const after = literals[j + 1];
    const next = j + 1 < k ? can[j + 1] : void 0;
    const ok = new Uint8Array(n + 1);
    for (let e = 0; e <= n; e++) {
      if (!name.startsWith(after, e)) continue;
      const rest = e + after.length;
      ok[e] = next === void 0 ? rest === n ? 1 : 0 : next[rest];
    }
    let nearest = n + 1;
    for (let s2 = n; s2 >= 0; s2--) {
      if (nearest <= slash[s2]) can[j][s2] = 1;
      if (ok[s2]) nearest = s2;
    }
  }
  const values = [];
  let s = head.length;
  for (let j = 0; j < k; j++) {
    if (!can[j][s]) return void 0;
    const after = literals[j + 1];
    const next = j + 1 < k ? can[j + 1] : void 0;
    let e = s + 1;
    for (; e <= slash[s]; e++) {
      if (!name.startsWith(after, e)) continue;
      const rest = e + after.length;
      if (next === void 0 ? rest === n : next[rest] === 1) break;
    }
    values.push(name.slice(s, e));
    s = e + after.length;
  }
  return values;
}

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
function benchmarkRules(rules) {
  return (rules ?? []).map((r) => ({
    ...thresholds(r),
    pattern: globMatcher(r.match),
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
  placeholderMatcher,
  DEFAULTS,
  percentToFraction,
  durationToMs,
  resolveConfig
};
