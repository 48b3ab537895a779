#!/usr/bin/env node
import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  DEFAULT_MAX_ROUNDS,
  DEFAULT_MIN_ROUNDS,
  basePathFor,
  comparePaired,
  comparisonPathFor,
  runPaired
} from "./chunks/chunk-3N5RIHWD.js";
import {
  renderTextLines
} from "./chunks/chunk-T7BXWTIZ.js";
import {
  JOB_SUMMARY_CHARS,
  renderReport
} from "./chunks/chunk-Q5SEBKMN.js";
import {
  describeMachine,
  parseShard,
  shareOf,
  showInvisible
} from "./chunks/chunk-CDZ2FWNN.js";
import "./chunks/chunk-IZWJKWDI.js";
import "./chunks/chunk-MTUCHAR6.js";
import {
  goMetricKey,
  harnessIds,
  parseOutput
} from "./chunks/chunk-NOEW3QN6.js";
import "./chunks/chunk-WTZCLGOG.js";
import {
  nextBaseline
} from "./chunks/chunk-T7ASURCJ.js";
import {
  DEFAULT_SEED,
  compareOptionsFor,
  compareRuns
} from "./chunks/chunk-6FUW3OSH.js";
import "./chunks/chunk-PYJIG4FO.js";
import {
  batched,
  readResultsFile,
  writeResultsFile,
  writeResultsWith
} from "./chunks/chunk-LZGP3CIA.js";
import {
  readOutputs
} from "./chunks/chunk-H4JAUBBT.js";
import "./chunks/chunk-CAKHZOGT.js";
import "./chunks/chunk-UDD6US5G.js";
import {
  durationToMs,
  percentToFraction
} from "./chunks/chunk-HTFQQTUP.js";
import {
  median,
  timeFactor
} from "./chunks/chunk-YLFNOJY2.js";
import {
  RESULTS_SCHEMA_ID,
  historyKey
} from "./chunks/chunk-DQAUADO5.js";
import "./chunks/chunk-77VUEDXU.js";
import "./chunks/chunk-UZR27MWT.js";
import {
  BenchgateError,
  UsageError
} from "./chunks/chunk-PI4KOZG2.js";
import "./chunks/chunk-UBC4YGAS.js";

// src/cli.ts
import { execFileSync } from "node:child_process";
import { open, readFile, stat, writeFile, mkdir } from "node:fs/promises";
import { dirname, join, relative, resolve } from "node:path";
import { parseArgs } from "node:util";

// src/baseline/import-gab-history.ts
var RATES = /* @__PURE__ */ new Set(["iter/sec", "ops/sec", "ops/s", "op/s", "Hz"]);
function metricOf(unit) {
  const u = unit.trim();
  const t = timeFactor(u.replace(/\/(iter|op)$/, ""));
  if (t !== void 0) return { metric: "time", factor: t };
  if (RATES.has(u)) return { metric: "throughput", factor: 1 };
  return { metric: "value", factor: 1 };
}
var AGGREGATE = /^(.+)_(mean|median|stddev|cv)$/;
function runValues(suite, benches, tool) {
  const aggregatesOf = /* @__PURE__ */ new Map();
  if (tool === "googlecpp") {
    for (const b of benches) {
      const m = AGGREGATE.exec(b.name);
      if (m === null) continue;
      const seen = aggregatesOf.get(m[1]);
      if (seen === void 0) aggregatesOf.set(m[1], /* @__PURE__ */ new Set([m[2]]));
      else seen.add(m[2]);
    }
    for (const [name, kinds] of aggregatesOf) if (kinds.size < 2) aggregatesOf.delete(name);
  }
  const plain = /* @__PURE__ */ new Set();
  for (const b of benches) if (!aggregatesOf.has(AGGREGATE.exec(b.name)?.[1] ?? "\0")) plain.add(b.name);
  const samples = /* @__PURE__ */ new Map();
  for (const b of benches) {
    const m = AGGREGATE.exec(b.name);
    const kinds = m === null ? void 0 : aggregatesOf.get(m[1]);
    let name = b.name;
    if (kinds !== void 0) {
      const wanted = kinds.has("median") ? "median" : "mean";
      if (m[2] !== wanted || plain.has(m[1])) continue;
      name = m[1];
    }
    const unit = tool === "go" ? b.unit.trim().split(/\s+/, 1)[0] ?? b.unit : b.unit;
    const dash = tool === "go" && name.endsWith(` - ${unit}`) ? name.length - unit.length - 3 : -1;
    if (dash > 0) name = name.slice(0, dash);
    const { metric, factor } = tool === "go" ? { metric: goMetricKey(unit), factor: 1 } : metricOf(unit);
    const key = historyKey(suite, name, metric);
    const list = samples.get(key);
    if (list === void 0) samples.set(key, [b.value * factor]);
    else list.push(b.value * factor);
  }
  const values = {};
  for (const [key, xs] of samples) values[key] = median(xs);
  return values;
}
function importGabHistory(text, file = "data.js") {
  const m = /^\s*window\.BENCHMARK_DATA\s*=\s*/.exec(text);
  if (!m) throw new Error(`${file}:1: expected "window.BENCHMARK_DATA = {\u2026}", found ${JSON.stringify(text.slice(0, 40))}`);
  let data;
  try {
    data = JSON.parse(text.slice(m[0].length).trim().replace(/;$/, ""));
  } catch (e) {
    throw new Error(`${file}: expected JSON after "window.BENCHMARK_DATA =" (${e.message})`, { cause: e });
  }
  const entries = data.entries;
  if (typeof entries !== "object" || entries === null) throw new Error(`${file}: entries: expected an object of benchmark sets`);
  const byRun = /* @__PURE__ */ new Map();
  for (const [suite, runs] of Object.entries(entries)) {
    if (!Array.isArray(runs)) throw new Error(`${file}: entries.${suite}: expected an array`);
    const seen = /* @__PURE__ */ new Map();
    runs.forEach((run, i) => {
      const where = `${file}: entries.${suite}[${i}]`;
      if (typeof run?.date !== "number" || !Array.isArray(run.benches)) throw new Error(`${where}: expected { date: number, benches: [...] }`);
      const commit = typeof run.commit?.id === "string" ? run.commit.id : void 0;
      const at = commit ?? `date:${run.date}`;
      const k = seen.get(at) ?? 0;
      seen.set(at, k + 1);
      const key = `${at}\0${k}`;
      const entry = byRun.get(key) ?? { ...commit ? { commit } : {}, createdAt: new Date(run.date).toISOString(), values: {}, date: run.date };
      const benches = run.benches;
      for (let j = 0; j < benches.length; j++) {
        const b = benches[j];
        if (typeof b?.name !== "string" || typeof b.value !== "number" || !Number.isFinite(b.value) || typeof b.unit !== "string") {
          throw new Error(`${where}.benches[${j}]: expected { name, value: number, unit }`);
        }
      }
      Object.assign(entry.values, runValues(suite, benches, run.tool));
      byRun.set(key, entry);
    });
  }
  return [...byRun.values()].sort((a, b) => a.date - b.date).map(({ date: _date, ...e }) => e);
}

// src/compare/rounds-from-files.ts
function roundOf(merged, r, side) {
  const suites = merged.suites.map((s) => ({
    ...s,
    round: r,
    side,
    benchmarks: s.benchmarks.map((b) => {
      const metrics = {};
      for (const [name, m] of Object.entries(b.metrics)) {
        const i = m.rounds?.indexOf(r) ?? -1;
        if (i < 0) continue;
        const { runs: _runs, rounds: _rounds, spread: _spread, n: _n, ...rest } = m;
        metrics[name] = { ...rest, value: m.runs[i] };
      }
      return { ...b, metrics };
    })
  }));
  return { ...merged, suites };
}
function roundsOf(base, head) {
  return head.meta.paired.orders.map(({ round }) => ({ round, base: roundOf(base, round, "base"), head: roundOf(head, round, "head") }));
}
function areOnePairedRun(base, head) {
  const hp = head.meta.paired;
  const bp = base.meta.paired;
  if (hp === void 0 || bp === void 0 || hp.orders.length === 0 || hp.seed !== bp.seed || hp.rounds !== bp.rounds) return false;
  if (hp.commit !== void 0 && base.meta.commit !== void 0 && hp.commit !== base.meta.commit) return false;
  return head.suites.some((s) => s.benchmarks.some((b) => Object.values(b.metrics).some((m) => m.rounds !== void 0)));
}

// src/render/json.ts
var indented = (text, by) => text.replace(/\n/g, `
${by}`);
function* comparisonJson(c) {
  const entries = Object.entries(c).filter(([, v]) => v !== void 0);
  if (entries.length === 0) {
    yield "{}\n";
    return;
  }
  yield "{";
  for (let k = 0; k < entries.length; k++) {
    const [key, value] = entries[k];
    const head = `${k > 0 ? "," : ""}
  ${JSON.stringify(key)}: `;
    if (Array.isArray(value) && value.length > 0) {
      yield `${head}[`;
      for (let i = 0; i < value.length; i++) yield `${i > 0 ? "," : ""}
    ${indented(JSON.stringify(value[i], null, 2) ?? "null", "    ")}`;
      yield "\n  ]";
    } else yield `${head}${indented(JSON.stringify(value, null, 2), "  ")}`;
  }
  yield "\n}\n";
}

// src/cli.ts
var USAGE = `benchgate \u2014 benchmark verdicts you can trust

Usage:
  benchgate demo                          run the embedded demo suite twice (base, then a head with
                                          deliberate changes) and print the report; no GitHub needed
  benchgate run [--config F] [--out F] [--save-baseline NAME] [--baseline NAME]
                [--suite NAME]\u2026 [--format markdown|text|json] [--fail-on-regression]
                [--noise-floor PCT] [--alpha A] [--store DIR]
                [--capture DIR] [--shard K/N] [--environment NAME] [--suites-json JSON]
  benchgate run --paired REF [--rounds N] [--budget DURATION] [--seed N] [--config F] [--suite NAME]\u2026
                [--format markdown|text|json] [--out F] [--fail-on-regression]
                                          base (a worktree of REF) and head side by side, in rounds
  benchgate report [--config F] --head DIR [--base DIR] [--format markdown|text|json] [--same-job]
                                          re-render from raw outputs kept with --capture
  benchgate parse [--harness ID] PATH\u2026 [--name SUITE] [--out F]
  benchgate import-history DATA.js [--out F]   github-action-benchmark's gh-pages data.js \u2192 a baseline holding its history
  benchgate compare BASE HEAD [--harness ID] [--format markdown|text|json] [--fail-on-regression]
                        BASE/HEAD: results files, or raw harness outputs (go test -bench text, \u2026)
                [--config F] [--noise-floor PCT] [--alpha A] [--same-job]
  benchgate init [--dir DIR] [--dry-run] [--no-workflows]
                                          detect the harnesses in a repository and write a starter
                                          .github/benchgate.yml and workflows (never overwrites)
  benchgate merge PATH\u2026 [--out F] [--shards N]
                                          the results of every shard or matrix job as one file
                                          (same commit and run; missing shards named; exit 1)
  benchgate dashboard --history DIR|FILE\u2026 --out DIR [--title T] [--repo-url URL] [--noise-floor PCT]
                                          a static site (opens from disk): every series over the
                                          archived runs, lasting shifts marked, search
  benchgate help | --version

Harnesses: ${harnessIds().join(", ")}
Exit codes: 0 ok \xB7 1 regression (with --fail-on-regression) or a failed suite \xB7 2 usage or config error`;
function format(value) {
  const f = value ?? "markdown";
  if (f !== "markdown" && f !== "text" && f !== "json") throw new UsageError(`--format: expected markdown, text or json; got "${f}"`);
  return f;
}
function number(flag, value, check, expected) {
  if (value === void 0) return void 0;
  const n = flag === "--noise-floor" ? percentToFraction(value) : Number(value);
  if (n === void 0 || !Number.isFinite(n) || !check(n)) throw new UsageError(`${flag}: expected ${expected}; got "${value}"`);
  return n;
}
function overrides(v) {
  return {
    noiseFloor: number("--noise-floor", v["noise-floor"], (n) => n >= 0 && n < 10, "a percentage such as 5 or 5%"),
    alpha: number("--alpha", v.alpha, (n) => n > 0 && n < 1, "a number between 0 and 1")
  };
}
function writeReport(io, c, f, options = {}) {
  const pieces = f === "json" ? comparisonJson(c) : f === "text" ? renderTextLines(c) : [renderReport(c, options)];
  for (const batch of batched(pieces)) io.stdout(batch);
}
function layoutOf(loaded) {
  return loaded?.templates?.report !== void 0 ? { template: loaded.templates.report } : {};
}
function exitCodeFor(c, results, failOnRegression) {
  const failed = (results?.suites.some((s) => s.status === "failed") ?? false) || (c?.summary.failedSuites.length ?? 0) > 0;
  const regressed = (c?.summary.regressions ?? 0) > 0 || (c?.summary.brokenInHead?.length ?? 0) > 0;
  return failed || failOnRegression && regressed ? 1 : 0;
}
function gitCommit(cwd) {
  try {
    const opts = { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] };
    const commit = execFileSync("git", ["rev-parse", "HEAD"], opts).trim();
    const ref = execFileSync("git", ["rev-parse", "--abbrev-ref", "HEAD"], opts).trim();
    return { commit, ref };
  } catch {
    return {};
  }
}
async function writeOut(path, text) {
  await mkdir(dirname(resolve(path)), { recursive: true });
  await writeFile(path, text);
}
async function writeResults(path, results, io, indent) {
  if (path === void 0) await writeResultsWith((text) => io.stdout(text), results, indent);
  else await writeResultsFile(path, results, indent);
}
function suitesJson(text) {
  if (text === void 0 || text.trim() === "") return [];
  let names;
  try {
    names = JSON.parse(text);
  } catch {
    names = void 0;
  }
  if (!Array.isArray(names) || !names.every((n) => typeof n === "string" && n !== "")) {
    throw new UsageError(`--suites-json: expected a JSON array of suite names such as ["parser"] ([] for all); got ${JSON.stringify(text.slice(0, 200))}`);
  }
  return names;
}
async function cmdRun(args, io) {
  const { values } = parseArgs({
    args,
    options: {
      config: { type: "string" },
      out: { type: "string" },
      "save-baseline": { type: "string" },
      baseline: { type: "string" },
      suite: { type: "string", multiple: true },
      format: { type: "string" },
      "fail-on-regression": { type: "boolean" },
      "noise-floor": { type: "string" },
      alpha: { type: "string" },
      store: { type: "string" },
      capture: { type: "string" },
      shard: { type: "string" },
      environment: { type: "string" },
      "suites-json": { type: "string" },
      paired: { type: "string" },
      rounds: { type: "string" },
      budget: { type: "string" },
      seed: { type: "string" }
    },
    strict: true
  });
  const only = [...values.suite ?? [], ...suitesJson(values["suites-json"])];
  const f = format(values.format);
  const shard = values.shard === void 0 ? void 0 : parseShard(values.shard, "--shard");
  if (shard !== void 0 && values["save-baseline"] !== void 0) {
    throw new UsageError("--save-baseline with --shard: one shard is part of a run; merge the shards first (benchgate merge), then save the merged results");
  }
  const { configRoot, DEFAULT_CONFIG_PATH, loadConfig } = await import("./chunks/load-BWJBQOT5.js");
  const configPath = resolve(io.cwd, values.config ?? DEFAULT_CONFIG_PATH);
  const loaded = await loadConfig(configPath);
  if (values.paired !== void 0) return cmdRunPaired({ ...values, suite: only }, loaded, f, configPath, io);
  for (const flag of ["rounds", "budget", "seed"]) {
    if (values[flag] !== void 0) throw new UsageError(`--${flag}: only with --paired REF`);
  }
  const { runSuites, reportTables } = await import("./chunks/app-F4EOY4PO.js");
  const { createIgnoredDir, LocalBaselineStore } = await import("./chunks/local-store-W4A6FSH6.js");
  const store = new LocalBaselineStore(resolve(io.cwd, values.store ?? join(configRoot(configPath), ".benchgate")));
  if (values.store === void 0) await createIgnoredDir(store.dir);
  const baselineName = values.baseline ?? "main";
  const baseline = await store.load(baselineName).catch((err) => {
    if (values.baseline !== void 0) throw err;
    io.stderr(`benchgate: ignoring baseline "${baselineName}": ${err.message}
`);
    return void 0;
  });
  if (values.baseline !== void 0 && baseline === void 0) {
    io.stderr(`benchgate: no baseline named "${values.baseline}" in ${store.dir} yet: nothing to compare with
`);
  }
  const results = await runSuites(loaded, {
    now: io.now,
    stream: (chunk) => io.stderr(chunk),
    progress: { write: io.stderr, isTTY: io.isTTY },
    meta: gitCommit(loaded.root),
    only,
    ...values.capture !== void 0 ? { capture: resolve(io.cwd, values.capture) } : {},
    ...shard !== void 0 ? { shard: { spec: shard, ...baseline ? { baseline: baseline.results } : {} } } : {},
    ...values.environment !== void 0 ? { environment: values.environment } : {}
  });
  const out = values.out !== void 0 ? resolve(io.cwd, values.out) : join(store.dir, "last-run.json");
  await writeResults(out, results, io);
  io.stderr(`benchgate: results written to ${out}
`);
  tellFailures(results, io);
  if (values["save-baseline"] !== void 0) {
    const previous = await store.load(values["save-baseline"]).catch(() => void 0);
    const saved = await store.save(values["save-baseline"], nextBaseline(previous?.results, results, loaded.history));
    io.stderr(`benchgate: baseline "${values["save-baseline"]}" saved to ${saved}
`);
  }
  const base = shard !== void 0 && baseline !== void 0 ? shareOf(baseline.results, results) : baseline?.results;
  const comparison = compareRuns(base, results, compareOptionsFor(loaded, overrides(values)));
  writeReport(io, comparison, f, { baseline: baseline?.info, now: io.now(), extra: reportTables(loaded, results, base), ...layoutOf(loaded) });
  return exitCodeFor(comparison, results, values["fail-on-regression"] ?? false);
}
function pairedFlags(v) {
  const maxRounds = v.rounds === void 0 ? DEFAULT_MAX_ROUNDS : Number(v.rounds);
  if (!Number.isInteger(maxRounds) || maxRounds < 2 || maxRounds > 1e3) throw new UsageError(`--rounds: expected a whole number of rounds from 2 to 1000; got "${v.rounds}"`);
  let budgetMs;
  if (v.budget !== void 0) {
    budgetMs = durationToMs(/^\s*\d+(\.\d+)?\s*$/.test(v.budget) ? Number(v.budget) : v.budget);
    if (budgetMs === void 0 || !(budgetMs > 0)) throw new UsageError(`--budget: expected a duration such as 90s, 10m or 1h; got "${v.budget}"`);
  }
  const seed = v.seed === void 0 ? void 0 : Number(v.seed);
  if (seed !== void 0 && (!Number.isInteger(seed) || seed < 0 || seed > 4294967295)) throw new UsageError(`--seed: expected a whole number from 0 to 4294967295; got "${v.seed}"`);
  return { minRounds: Math.min(DEFAULT_MIN_ROUNDS, maxRounds), maxRounds, ...budgetMs !== void 0 ? { budgetMs } : {}, ...seed !== void 0 ? { seed } : {} };
}
async function cmdRunPaired(values, loaded, f, configPath, io) {
  for (const flag of ["baseline", "save-baseline", "capture"]) {
    if (values[flag] !== void 0) throw new UsageError(`--${flag}: not with --paired (the base is measured in the same job, not stored)`);
  }
  const flags = pairedFlags(values);
  const { runSuiteOnce } = await import("./chunks/app-F4EOY4PO.js");
  const { configRoot } = await import("./chunks/load-BWJBQOT5.js");
  const { head, base, comparison } = await runPaired({
    loaded,
    ref: values.paired,
    ...flags,
    compare: { ...compareOptionsFor(loaded, overrides(values)), seed: DEFAULT_SEED },
    runOnce: runSuiteOnce,
    now: io.now,
    clock: () => Date.now(),
    log: io.stderr,
    stream: (chunk) => io.stderr(chunk),
    only: values.suite,
    meta: gitCommit(loaded.root)
  });
  const dir = resolve(io.cwd, values.store ?? join(configRoot(configPath), ".benchgate"));
  if (values.store === void 0) await (await import("./chunks/local-store-W4A6FSH6.js")).createIgnoredDir(dir);
  const out = values.out !== void 0 ? resolve(io.cwd, values.out) : join(dir, "last-run.json");
  const baseOut = basePathFor(out);
  const comparisonOut = comparisonPathFor(out);
  await writeResults(out, head, io);
  await writeResults(baseOut, base, io);
  await writeOut(comparisonOut, `${JSON.stringify(comparison)}
`);
  io.stderr(`benchgate: results written to ${out} (head), ${baseOut} (base) and ${comparisonOut} (comparison)
`);
  writeReport(io, comparison, f, { now: io.now(), ...layoutOf(loaded) });
  return exitCodeFor(comparison, head, values["fail-on-regression"] ?? false);
}
async function cmdReport(args, io) {
  const { values } = parseArgs({
    args,
    options: {
      config: { type: "string" },
      head: { type: "string" },
      base: { type: "string" },
      format: { type: "string" },
      "same-job": { type: "boolean" },
      title: { type: "string" },
      "fail-on-regression": { type: "boolean" }
    },
    strict: true
  });
  if (values.head === void 0) throw new UsageError("report: expected --head DIR (raw outputs kept by `benchgate run --capture DIR`)");
  const f = format(values.format);
  const { DEFAULT_CONFIG_PATH, loadConfig } = await import("./chunks/load-BWJBQOT5.js");
  const { replaySuites, reportTables } = await import("./chunks/app-F4EOY4PO.js");
  const loaded = await loadConfig(resolve(io.cwd, values.config ?? DEFAULT_CONFIG_PATH));
  const head = await replaySuites(loaded, resolve(io.cwd, values.head));
  const base = values.base !== void 0 ? await replaySuites(loaded, resolve(io.cwd, values.base)) : void 0;
  tellFailures(head, io);
  const comparison = compareRuns(base, head, compareOptionsFor(loaded, {}, { baselineKind: values["same-job"] ? "same-job" : "stored" }));
  const extra = reportTables(loaded, head, base);
  if (f !== "markdown" || base !== void 0) {
    writeReport(io, comparison, f, { extra, now: new Date(head.meta.createdAt), ...values.title ? { title: values.title } : {}, ...layoutOf(loaded) });
  } else {
    io.stdout(`${[`### ${values.title ?? "benchgate report"}`, ...extra].join("\n\n")}
`);
  }
  return exitCodeFor(base ? comparison : void 0, head, values["fail-on-regression"] ?? false);
}
function tellFailures(results, io) {
  for (const s of results.suites) if (s.status === "failed") io.stderr(`benchgate: suite "${s.name}" failed: ${s.error ?? "no reason given"}
`);
}
async function cmdParse(args, io) {
  const { values, positionals } = parseArgs({
    args,
    options: { harness: { type: "string" }, out: { type: "string" }, name: { type: "string" } },
    allowPositionals: true,
    strict: true
  });
  if (positionals.length === 0) throw new UsageError("parse: expected at least one PATH (a file, or a directory such as target/criterion)");
  const read = await readOutputs(positionals.map((p) => relative(io.cwd, resolve(io.cwd, p)) || "."), io.cwd);
  if (read.missing.length > 0) throw new UsageError(`parse: no such file or directory: ${read.missing.join(", ")}`);
  for (const s of read.skipped) io.stderr(`benchgate: skipped ${s}
`);
  const input = { files: read.files };
  const parsed = parseOutput(input, values.harness);
  const results = {
    schema: RESULTS_SCHEMA_ID,
    meta: { createdAt: io.now().toISOString(), runner: describeMachine() },
    suites: [{ name: values.name ?? parsed.harness, harness: parsed.harness, ...statusOf(parsed.output), benchmarks: parsed.output.benchmarks, ...parsed.output.warnings?.length ? { warnings: parsed.output.warnings } : {} }]
  };
  await writeResults(values.out === void 0 ? void 0 : resolve(io.cwd, values.out), results, io, 2);
  for (const w of parsed.output.warnings ?? []) io.stderr(`benchgate: warning: ${showInvisible(w)}
`);
  if (values.out !== void 0) io.stderr(`benchgate: ${parsed.output.benchmarks.length} benchmarks (${parsed.harness}) written to ${values.out}
`);
  return 0;
}
function statusOf(output) {
  return output.failure === void 0 ? { status: "ok" } : { status: "failed", error: output.failure };
}
async function cmdImportHistory(args, io) {
  const { values, positionals } = parseArgs({ args, options: { out: { type: "string" } }, allowPositionals: true, strict: true });
  if (positionals.length !== 1) throw new UsageError("import-history: expected one DATA.js (github-action-benchmark's gh-pages data.js)");
  const path = positionals[0];
  let history;
  try {
    history = importGabHistory(await readFile(resolve(io.cwd, path), "utf8"), path);
  } catch (e) {
    throw new UsageError(`import-history: ${e.message}`);
  }
  const results = { schema: RESULTS_SCHEMA_ID, meta: { createdAt: io.now().toISOString(), runner: describeMachine() }, suites: [], history };
  const text = `${JSON.stringify(results, null, 2)}
`;
  if (values.out !== void 0) {
    await writeOut(resolve(io.cwd, values.out), text);
    io.stderr(`benchgate: ${history.length} history entries written to ${values.out}
`);
  } else io.stdout(text);
  return 0;
}
async function readComparable(given, harness, io) {
  const path = resolve(io.cwd, given);
  const info = await stat(path).catch((err) => {
    throw new UsageError(`${given}: cannot read (${err.code ?? String(err)})`);
  });
  if (info.isFile() && harness === void 0 && await looksLikeResults(path)) return readResultsFile(path);
  const read = await readOutputs([relative(io.cwd, path) || "."], io.cwd);
  for (const s of read.skipped) io.stderr(`benchgate: skipped ${s}
`);
  const parsed = parseOutput({ files: read.files }, harness);
  return {
    schema: RESULTS_SCHEMA_ID,
    // A raw output says nothing of when it ran: its file's last change is the nearest (not when compare ran).
    meta: { createdAt: (info.isFile() ? info.mtime : io.now()).toISOString(), runner: describeMachine() },
    suites: [{ name: parsed.harness, harness: parsed.harness, ...statusOf(parsed.output), benchmarks: parsed.output.benchmarks, ...parsed.output.warnings?.length ? { warnings: parsed.output.warnings } : {} }]
  };
}
async function looksLikeResults(path) {
  const fh = await open(path, "r");
  try {
    const buf = Buffer.alloc(4096);
    const { bytesRead } = await fh.read(buf, 0, buf.length, 0);
    const start = buf.subarray(0, bytesRead).toString("utf8");
    return /^\s*\{/.test(start) && start.includes('"benchgate/results@');
  } finally {
    await fh.close();
  }
}
async function cmdCompare(args, io) {
  const { values, positionals } = parseArgs({
    args,
    options: {
      format: { type: "string" },
      "fail-on-regression": { type: "boolean" },
      config: { type: "string" },
      "noise-floor": { type: "string" },
      alpha: { type: "string" },
      "same-job": { type: "boolean" },
      harness: { type: "string" }
    },
    allowPositionals: true,
    strict: true
  });
  if (positionals.length !== 2) throw new UsageError(`compare: expected BASE HEAD (results files, or raw harness outputs like \`benchstat old.txt new.txt\`); got ${positionals.length} path(s)`);
  const f = format(values.format);
  const base = await readComparable(positionals[0], values.harness, io);
  const head = await readComparable(positionals[1], values.harness, io);
  const loaded = values.config !== void 0 ? await (await import("./chunks/load-BWJBQOT5.js")).loadConfig(resolve(io.cwd, values.config)) : void 0;
  const options = compareOptionsFor(loaded, overrides(values), { baselineKind: values["same-job"] ? "same-job" : "stored" });
  const comparison = areOnePairedRun(base, head) ? comparePairedFiles(base, head, options, io) : compareRuns(base, head, options);
  writeReport(io, comparison, f, { now: io.now(), ...layoutOf(loaded), maxChars: JOB_SUMMARY_CHARS, fullTables: "the `--format text` and `--format json` output" });
  return exitCodeFor(comparison, head, values["fail-on-regression"] ?? false);
}
function comparePairedFiles(base, head, options, io) {
  const rounds = roundsOf(base, head);
  const n = rounds.length;
  const p = head.meta.paired;
  io.stderr(`benchgate: BASE and HEAD are one \`run --paired\` (${n} rounds, seed ${p.seed}): compared round by round, in one look at the whole \u03B1; the run's own report, which looked as its rounds came in, is its results.comparison.json
`);
  return comparePaired(rounds, options, { previousRounds: 0, maxRounds: n }, { ref: p.ref, minRounds: n, maxRounds: n, seed: p.seed, stop: "read-back" });
}
async function version() {
  try {
    const pkg = JSON.parse(await readFile(new URL("../package.json", import.meta.url), "utf8"));
    return pkg.version;
  } catch {
    return "unknown";
  }
}
var COMMANDS = /* @__PURE__ */ new Set(["run", "parse", "report", "import-history", "compare", "demo", "init", "merge", "dashboard"]);
async function main(argv, io) {
  const [command, ...rest] = argv;
  const end = rest.indexOf("--");
  if (command !== void 0 && COMMANDS.has(command) && (end === -1 ? rest : rest.slice(0, end)).some((a) => a === "--help" || a === "-h")) {
    io.stdout(`${USAGE}
`);
    return 0;
  }
  try {
    switch (command) {
      case "run":
        return await cmdRun(rest, io);
      case "parse":
        return await cmdParse(rest, io);
      case "report":
        return await cmdReport(rest, io);
      case "import-history":
        return await cmdImportHistory(rest, io);
      case "compare":
        return await cmdCompare(rest, io);
      case "demo":
        return await (await import("./chunks/run-demo-HATV3OB3.js")).runDemo(rest, io);
      case "init":
        return await (await import("./chunks/init-GLCE6VFK.js")).runInit(rest, io);
      case "merge":
        return await (await import("./chunks/command-EUGHNNE6.js")).runMerge(rest, io);
      case "dashboard":
        return await (await import("./chunks/command-SH446F3M.js")).runDashboard(rest, io);
      case void 0:
      case "help":
      case "--help":
      case "-h":
        io.stdout(`${USAGE}
`);
        return command === void 0 ? 2 : 0;
      case "--version":
      case "version":
        io.stdout(`${await version()}
`);
        return 0;
      default:
        throw new UsageError(`unknown command "${command}" (expected demo, run, report, parse, compare, import-history, init, merge, dashboard or help)`);
    }
  } catch (err) {
    if (err instanceof BenchgateError) {
      io.stderr(`benchgate: ${err.message.split("\n").map(showInvisible).join("\n")}
`);
      return err.exitCode;
    }
    if (err instanceof TypeError && err.code?.startsWith("ERR_PARSE_ARGS")) {
      io.stderr(`benchgate: ${err.message}
${USAGE}
`);
      return 2;
    }
    throw err;
  }
}

// src/cli-entry.ts
process.stdout.on("error", (err) => {
  if (err.code === "EPIPE") process.exit(process.exitCode ?? 0);
  throw err;
});
var code = await main(process.argv.slice(2), {
  stdout: (s) => process.stdout.write(s),
  stderr: (s) => process.stderr.write(s),
  isTTY: Boolean(process.stderr.isTTY),
  cwd: process.cwd(),
  now: () => /* @__PURE__ */ new Date()
});
process.exitCode = code;
