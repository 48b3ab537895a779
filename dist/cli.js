#!/usr/bin/env node
import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  DEFAULT_CONFIG_PATH,
  DEFAULT_MAX_ROUNDS,
  DEFAULT_MIN_ROUNDS,
  JOB_SUMMARY_CHARS,
  basePathFor,
  changeText,
  comparisonPathFor,
  configRoot,
  describeMachine,
  loadConfig,
  parseShard,
  readOutputs,
  readResultsFile,
  renderReport,
  replaySuites,
  reportTables,
  runPaired,
  runSuiteOnce,
  runSuites,
  shareOf,
  showInvisible,
  testText,
  valueCells,
  verdictText,
  writeResultsFile,
  writeResultsWith
} from "./chunks/chunk-CL24GCZZ.js";
import {
  DEFAULT_SEED,
  compareOptionsFor,
  compareRuns,
  durationToMs,
  mergeRuns,
  nextBaseline,
  percentToFraction
} from "./chunks/chunk-ADRAEOGO.js";
import {
  Duration,
  harnessIds,
  parseOutput,
  timeFactor
} from "./chunks/chunk-7B2R2J7H.js";
import "./chunks/chunk-WTZCLGOG.js";
import {
  maxOf
} from "./chunks/chunk-DE2EFLO3.js";
import {
  validateResults
} from "./chunks/chunk-4FFUS4EY.js";
import {
  BaselineError,
  BenchgateError,
  RESULTS_SCHEMA_ID,
  UsageError,
  historyKey
} from "./chunks/chunk-6PHSTHJK.js";
import "./chunks/chunk-UBC4YGAS.js";

// src/cli.ts
import { execFileSync } from "node:child_process";
import { open, readFile, stat as stat2, writeFile as writeFile2, mkdir as mkdir3 } from "node:fs/promises";
import { dirname as dirname2, join as join3, relative, resolve as resolve2 } from "node:path";
import { parseArgs as parseArgs2 } from "node:util";

// src/baseline/import-gab-history.ts
var RATES = /* @__PURE__ */ new Set(["iter/sec", "ops/sec", "ops/s", "op/s", "Hz"]);
function metricOf(unit) {
  const u = unit.trim();
  const t = timeFactor(u.replace(/\/(iter|op)$/, ""));
  if (t !== void 0) return { metric: "time", factor: t };
  if (RATES.has(u)) return { metric: "throughput", factor: 1 };
  return { metric: "value", factor: 1 };
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
  const byCommit = /* @__PURE__ */ new Map();
  for (const [suite, runs] of Object.entries(entries)) {
    if (!Array.isArray(runs)) throw new Error(`${file}: entries.${suite}: expected an array`);
    runs.forEach((run, i) => {
      const where = `${file}: entries.${suite}[${i}]`;
      if (typeof run?.date !== "number" || !Array.isArray(run.benches)) throw new Error(`${where}: expected { date: number, benches: [...] }`);
      const commit = typeof run.commit?.id === "string" ? run.commit.id : void 0;
      const key = commit ?? `date:${run.date}`;
      const entry = byCommit.get(key) ?? { ...commit ? { commit } : {}, createdAt: new Date(run.date).toISOString(), values: {}, date: run.date };
      for (const [j, b] of run.benches.entries()) {
        if (typeof b?.name !== "string" || typeof b.value !== "number" || !Number.isFinite(b.value) || typeof b.unit !== "string") {
          throw new Error(`${where}.benches[${j}]: expected { name, value: number, unit }`);
        }
        const { metric, factor } = metricOf(b.unit);
        entry.values[historyKey(suite, b.name, metric)] = b.value * factor;
      }
      byCommit.set(key, entry);
    });
  }
  return [...byCommit.values()].sort((a, b) => a.date - b.date).map(({ date: _date, ...e }) => e);
}

// src/baseline/local-store.ts
import { mkdir, rename, stat } from "node:fs/promises";
import { join } from "node:path";
var NAME = /^[A-Za-z0-9._-]{1,100}$/;
var LocalBaselineStore = class {
  constructor(dir) {
    this.dir = dir;
  }
  dir;
  file(name) {
    if (!NAME.test(name) || name.startsWith(".")) {
      throw new BaselineError(`baseline name "${name}": expected letters, digits, ".", "_" or "-" (at most 100, not starting with ".")`);
    }
    return join(this.dir, "baselines", `${name}.json`);
  }
  async load(name) {
    const file = this.file(name);
    try {
      await stat(file);
    } catch (err) {
      if (err.code === "ENOENT") return void 0;
      throw new BaselineError(`${file}: cannot read (${err.message})`);
    }
    const results = await readResultsFile(file);
    return { results, info: { source: file, commit: results.meta.commit, createdAt: results.meta.createdAt } };
  }
  /** Validates, then writes atomically (temp file + rename): a bad result never replaces a good baseline. */
  async save(name, results) {
    const file = this.file(name);
    let checked;
    try {
      checked = validateResults(results, `baseline "${name}"`);
    } catch (err) {
      if (err instanceof BaselineError) throw new BaselineError(`refusing to save baseline "${name}": ${err.message}`);
      throw err;
    }
    await mkdir(join(this.dir, "baselines"), { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    await writeResultsFile(tmp, checked);
    await rename(tmp, file);
    return file;
  }
};

// src/demo/run-demo.ts
import { mkdir as mkdir2, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join as join2, resolve } from "node:path";
import { parseArgs } from "node:util";

// src/render/text.ts
var ORDER = ["regressed", "improved", "inconclusive", "added", "removed", "unchanged"];
function pad(cells) {
  const widths = cells[0].map((_, i) => maxOf(cells.map((r) => [...r[i] ?? ""].length)));
  return cells.map((r) => r.map((c, i) => c + " ".repeat(widths[i] - [...c].length)).join("  ").trimEnd()).join("\n");
}
function line(r) {
  const v = valueCells(r, showInvisible);
  return [showInvisible(`${r.suite} \u203A ${r.benchmark}`), showInvisible(r.metric), v.base, v.head, changeText(r, showInvisible), testText(r), verdictText(r)];
}
function renderText(c) {
  const s = c.summary;
  const counts = ORDER.filter((v) => s.counts[v] > 0).map((v) => `${s.counts[v]} ${v}`).join(", ");
  const out = [`benchgate: ${s.verdict}${counts ? ` (${counts})` : ""}`];
  if (s.geomean) out.push(`geometric mean of time: ${((s.geomean.ratio - 1) * 100).toFixed(1)} % over ${s.geomean.rows} benchmarks`);
  for (const d of s.drift.filter((x) => x.status === "drift")) out.push(showInvisible(`drift in ${d.suite} (${d.metric}): ${d.note}`));
  if (s.paired) out.push(`paired rounds: ${s.paired.rounds} of at most ${s.paired.maxRounds} (seed ${s.paired.seed}), stopped: ${s.paired.stop}`);
  if (s.failedSuites.length) out.push(showInvisible(`failed suites: ${s.failedSuites.join(", ")}`));
  const rows = [...c.rows].sort((a, b) => ORDER.indexOf(a.verdict) - ORDER.indexOf(b.verdict));
  if (rows.length) out.push("", pad([["benchmark", "metric", "base", "head", "change", "test", "verdict"], ...rows.map(line)]));
  return `${out.join("\n")}
`;
}

// src/demo/demo-suite.ts
var DEMO_CONFIG = `# benchgate demo: .github/benchgate.yml
suites:
  - name: checksum
    run: node bench.mjs
    harness: custom-json
  - name: cli
    harness: command
    commands:
      sum-fast: node work.mjs fast {mb}
      sum-slow: node work.mjs slow {mb}
    matrix:
      mb: [1]
    runs: 2
    warmup: 0
`;
var WORK = `
export function adler(buf, extra = 0) {
  let a = 1, b = 0;
  const end = Math.floor(buf.length * (1 + extra));
  for (let i = 0; i < end; i++) {
    a = (a + buf[i % buf.length]) % 65521;
    b = (b + a) % 65521;
  }
  return (b << 16) | a;
}
export function fnv(buf, fraction = 1) {
  let h = 0x811c9dc5;
  const end = Math.floor(buf.length * fraction);
  for (let i = 0; i < end; i++) h = Math.imul(h ^ buf[i], 0x01000193);
  return h >>> 0;
}
export function bytes(n) {
  const buf = new Uint8Array(n);
  let x = 12345;
  for (let i = 0; i < n; i++) { x = (x * 1103515245 + 12345) >>> 0; buf[i] = x >>> 24; }
  return buf;
}
`;
var DEMO_FILES = {
  ".github/benchgate.yml": DEMO_CONFIG,
  "lib.mjs": WORK,
  "bench.mjs": `// In-process timing: each case is warmed up (so the JIT has settled), then 10 samples, each the
// mean of a batch of calls lasting about 4 ms, in ns per call.
import { adler, fnv, bytes } from './lib.mjs';
const head = process.env.BENCH_VARIANT === 'head';
const cases = [];
for (const size of [1024, 65536]) {
  const buf = bytes(size);
  cases.push({ name: \`checksum/adler/\${size}\`, impl: 'adler', size, fn: () => adler(buf, head && size === 65536 ? 2 : 0) });
  cases.push({ name: \`checksum/fnv/\${size}\`, impl: 'fnv', size, fn: () => fnv(buf, head && size === 65536 ? 0.3 : 1) });
}
let sink = 0;
const elapsed = (t) => Number(process.hrtime.bigint() - t);
const out = { schema: 'benchgate/custom@1', benchmarks: [] };
for (const c of cases) {
  const warm = process.hrtime.bigint();
  while (elapsed(warm) < 100e6) sink ^= c.fn();
  let batch = 1;
  for (;;) { const t = process.hrtime.bigint(); for (let i = 0; i < batch; i++) sink ^= c.fn(); if (elapsed(t) > 4e6) break; batch *= 2; }
  const samples = [];
  for (let s = 0; s < 10; s++) {
    const t = process.hrtime.bigint();
    for (let i = 0; i < batch; i++) sink ^= c.fn();
    samples.push(elapsed(t) / batch);
  }
  const sorted = [...samples].sort((a, b) => a - b);
  out.benchmarks.push({ name: c.name, params: { impl: c.impl, size: String(c.size) },
    metrics: { time: { value: (sorted[4] + sorted[5]) / 2, unit: 'ns', samples } } });
}
if (sink === 0.5) console.error(sink);
console.log(JSON.stringify(out));
`,
  "work.mjs": `// A plain command: hashes an N MiB buffer many times; "slow" hashes four times as often with BENCH_VARIANT=head.
import { fnv, bytes } from './lib.mjs';
const [mode, mb] = process.argv.slice(2);
const buf = bytes(Number(mb) * 1024 * 1024);
const passes = mode === 'slow' && process.env.BENCH_VARIANT === 'head' ? 240 : 60;
let h = 0;
for (let i = 0; i < passes; i++) h ^= fnv(buf);
if (h === 0.5) console.log(h);
`
};

// src/demo/run-demo.ts
async function runDemo(args, io) {
  const { values } = parseArgs({ args, options: { dir: { type: "string" }, format: { type: "string" } }, strict: true });
  const dir = values.dir ? resolve(io.cwd, values.dir) : await mkdtemp(join2(tmpdir(), "benchgate-demo-"));
  for (const [path, text] of Object.entries(DEMO_FILES)) {
    await mkdir2(dirname(join2(dir, path)), { recursive: true });
    await writeFile(join2(dir, path), text);
  }
  const configPath = join2(dir, ".github", "benchgate.yml");
  const store = new LocalBaselineStore(join2(dir, ".benchgate"));
  const progress = { write: io.stderr, isTTY: io.isTTY };
  const loaded = await loadConfig(configPath);
  const rounds = 5;
  io.stderr(`benchgate demo: suite written to ${dir}

Running it ${rounds * 2} times, alternating base and head (BENCH_VARIANT=head plants three changes:
adler/65536 3\xD7 the work, fnv/65536 30 % of it, sum-slow hashes four times as often), so a drift of the machine falls on both sides.
Each in-process benchmark is then compared run against run (n = ${rounds} runs per side), not sample against sample.
`);
  const runs = { base: [], head: [] };
  for (let round = 1; round <= rounds; round++) {
    for (const side of ["base", "head"]) {
      io.stderr(`
round ${round}/${rounds}: ${side}
`);
      process.env.BENCH_VARIANT = side;
      runs[side].push(await runSuites(loaded, { now: io.now, progress, meta: { ref: side === "base" ? "main" : "demo-change" } }));
    }
  }
  delete process.env.BENCH_VARIANT;
  const base = mergeRuns(runs.base);
  const head = mergeRuns(runs.head);
  await store.save("main", nextBaseline(void 0, base, loaded.history));
  const saved = await store.load("main");
  const comparison = compareRuns(saved?.results, head, compareOptionsFor(loaded, {}, { baselineKind: "same-job" }));
  io.stderr(`
The base is saved as baseline "main" in ${store.dir}. The report (the same markdown becomes the PR comment and the job summary):

`);
  io.stdout(values.format === "text" ? renderText(comparison) : renderReport(comparison, { baseline: saved?.info, now: io.now(), title: "benchgate demo" }));
  io.stderr(`
Try it on your repo: \`benchgate run --save-baseline main\` on the base branch, then \`benchgate run\` on a change.
`);
  return head.suites.some((s) => s.status === "failed") ? 1 : 0;
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
function renderAs(c, f, options = {}) {
  if (f === "json") return `${JSON.stringify(c, null, 2)}
`;
  if (f === "text") return renderText(c);
  return renderReport(c, options);
}
function layoutOf(loaded) {
  return loaded?.templates?.report !== void 0 ? { template: loaded.templates.report } : {};
}
function exitCodeFor(c, results, failOnRegression) {
  const failed = results?.suites.some((s) => s.status === "failed") ?? false;
  const regressed = (c?.summary.regressions ?? 0) > 0;
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
  await mkdir3(dirname2(resolve2(path)), { recursive: true });
  await writeFile2(path, text);
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
  const { values } = parseArgs2({
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
  const configPath = resolve2(io.cwd, values.config ?? DEFAULT_CONFIG_PATH);
  const loaded = await loadConfig(configPath);
  if (values.paired !== void 0) return cmdRunPaired({ ...values, suite: only }, loaded, f, configPath, io);
  for (const flag of ["rounds", "budget", "seed"]) {
    if (values[flag] !== void 0) throw new UsageError(`--${flag}: only with --paired REF`);
  }
  const store = new LocalBaselineStore(resolve2(io.cwd, values.store ?? join3(configRoot(configPath), ".benchgate")));
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
    ...values.capture !== void 0 ? { capture: resolve2(io.cwd, values.capture) } : {},
    ...shard !== void 0 ? { shard: { spec: shard, ...baseline ? { baseline: baseline.results } : {} } } : {},
    ...values.environment !== void 0 ? { environment: values.environment } : {}
  });
  const out = values.out !== void 0 ? resolve2(io.cwd, values.out) : join3(store.dir, "last-run.json");
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
  io.stdout(renderAs(comparison, f, { baseline: baseline?.info, now: io.now(), extra: reportTables(loaded, results, base), ...layoutOf(loaded) }));
  return exitCodeFor(comparison, results, values["fail-on-regression"] ?? false);
}
function pairedFlags(v) {
  const maxRounds = v.rounds === void 0 ? DEFAULT_MAX_ROUNDS : Number(v.rounds);
  if (!Number.isInteger(maxRounds) || maxRounds < 2 || maxRounds > 1e3) throw new UsageError(`--rounds: expected a whole number of rounds from 2 to 1000; got "${v.rounds}"`);
  let budgetMs;
  if (v.budget !== void 0) {
    const parsed = Duration.safeParse(/^\s*\d+(\.\d+)?\s*$/.test(v.budget) ? Number(v.budget) : v.budget);
    budgetMs = parsed.success ? durationToMs(parsed.data) : void 0;
    if (budgetMs === void 0 || !(budgetMs > 0)) throw new UsageError(`--budget: expected a duration such as 90s, 10m or 1h; got "${v.budget}"`);
  }
  const seed = v.seed === void 0 ? DEFAULT_SEED : Number(v.seed);
  if (!Number.isInteger(seed) || seed < 0 || seed > 4294967295) throw new UsageError(`--seed: expected a whole number from 0 to 4294967295; got "${v.seed}"`);
  return { minRounds: Math.min(DEFAULT_MIN_ROUNDS, maxRounds), maxRounds, ...budgetMs !== void 0 ? { budgetMs } : {}, seed };
}
async function cmdRunPaired(values, loaded, f, configPath, io) {
  for (const flag of ["baseline", "save-baseline", "capture"]) {
    if (values[flag] !== void 0) throw new UsageError(`--${flag}: not with --paired (the base is measured in the same job, not stored)`);
  }
  const flags = pairedFlags(values);
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
  const dir = resolve2(io.cwd, values.store ?? join3(configRoot(configPath), ".benchgate"));
  const out = values.out !== void 0 ? resolve2(io.cwd, values.out) : join3(dir, "last-run.json");
  const baseOut = basePathFor(out);
  const comparisonOut = comparisonPathFor(out);
  await writeResults(out, head, io);
  await writeResults(baseOut, base, io);
  await writeOut(comparisonOut, `${JSON.stringify(comparison)}
`);
  io.stderr(`benchgate: results written to ${out} (head), ${baseOut} (base) and ${comparisonOut} (comparison)
`);
  io.stdout(renderAs(comparison, f, { now: io.now(), ...layoutOf(loaded) }));
  return exitCodeFor(comparison, head, values["fail-on-regression"] ?? false);
}
async function cmdReport(args, io) {
  const { values } = parseArgs2({
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
  const loaded = await loadConfig(resolve2(io.cwd, values.config ?? DEFAULT_CONFIG_PATH));
  const head = await replaySuites(loaded, resolve2(io.cwd, values.head));
  const base = values.base !== void 0 ? await replaySuites(loaded, resolve2(io.cwd, values.base)) : void 0;
  tellFailures(head, io);
  const comparison = compareRuns(base, head, compareOptionsFor(loaded, {}, { baselineKind: values["same-job"] ? "same-job" : "stored" }));
  const extra = reportTables(loaded, head, base);
  if (f !== "markdown" || base !== void 0) {
    io.stdout(renderAs(comparison, f, { extra, now: new Date(head.meta.createdAt), ...values.title ? { title: values.title } : {}, ...layoutOf(loaded) }));
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
  const { values, positionals } = parseArgs2({
    args,
    options: { harness: { type: "string" }, out: { type: "string" }, name: { type: "string" } },
    allowPositionals: true,
    strict: true
  });
  if (positionals.length === 0) throw new UsageError("parse: expected at least one PATH (a file, or a directory such as target/criterion)");
  const read = await readOutputs(positionals.map((p) => relative(io.cwd, resolve2(io.cwd, p)) || "."), io.cwd);
  if (read.missing.length > 0) throw new UsageError(`parse: no such file or directory: ${read.missing.join(", ")}`);
  for (const s of read.skipped) io.stderr(`benchgate: skipped ${s}
`);
  const input = { files: read.files };
  const parsed = parseOutput(input, values.harness);
  const results = {
    schema: RESULTS_SCHEMA_ID,
    meta: { createdAt: io.now().toISOString(), runner: describeMachine() },
    suites: [{ name: values.name ?? parsed.harness, harness: parsed.harness, status: "ok", benchmarks: parsed.output.benchmarks, ...parsed.output.warnings?.length ? { warnings: parsed.output.warnings } : {} }]
  };
  await writeResults(values.out === void 0 ? void 0 : resolve2(io.cwd, values.out), results, io, 2);
  if (values.out !== void 0) io.stderr(`benchgate: ${parsed.output.benchmarks.length} benchmarks (${parsed.harness}) written to ${values.out}
`);
  return 0;
}
async function cmdImportHistory(args, io) {
  const { values, positionals } = parseArgs2({ args, options: { out: { type: "string" } }, allowPositionals: true, strict: true });
  if (positionals.length !== 1) throw new UsageError("import-history: expected one DATA.js (github-action-benchmark's gh-pages data.js)");
  const path = positionals[0];
  let history;
  try {
    history = importGabHistory(await readFile(resolve2(io.cwd, path), "utf8"), path);
  } catch (e) {
    throw new UsageError(`import-history: ${e.message}`);
  }
  const results = { schema: RESULTS_SCHEMA_ID, meta: { createdAt: io.now().toISOString(), runner: describeMachine() }, suites: [], history };
  const text = `${JSON.stringify(results, null, 2)}
`;
  if (values.out !== void 0) {
    await writeOut(resolve2(io.cwd, values.out), text);
    io.stderr(`benchgate: ${history.length} history entries written to ${values.out}
`);
  } else io.stdout(text);
  return 0;
}
async function readComparable(given, harness, io) {
  const path = resolve2(io.cwd, given);
  const info = await stat2(path).catch((err) => {
    throw new UsageError(`${given}: cannot read (${err.code ?? String(err)})`);
  });
  if (info.isFile() && harness === void 0 && await looksLikeResults(path)) return readResultsFile(path);
  const read = await readOutputs([relative(io.cwd, path) || "."], io.cwd);
  for (const s of read.skipped) io.stderr(`benchgate: skipped ${s}
`);
  const parsed = parseOutput({ files: read.files }, harness);
  return {
    schema: RESULTS_SCHEMA_ID,
    meta: { createdAt: io.now().toISOString(), runner: describeMachine() },
    suites: [{ name: parsed.harness, harness: parsed.harness, status: "ok", benchmarks: parsed.output.benchmarks, ...parsed.output.warnings?.length ? { warnings: parsed.output.warnings } : {} }]
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
  const { values, positionals } = parseArgs2({
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
  const loaded = values.config !== void 0 ? await loadConfig(resolve2(io.cwd, values.config)) : void 0;
  const options = compareOptionsFor(loaded, overrides(values), { baselineKind: values["same-job"] ? "same-job" : "stored" });
  const comparison = compareRuns(base, head, options);
  io.stdout(renderAs(comparison, f, { now: io.now(), ...layoutOf(loaded), maxChars: JOB_SUMMARY_CHARS, fullTables: "the `--format text` and `--format json` output" }));
  return exitCodeFor(comparison, head, values["fail-on-regression"] ?? false);
}
async function version() {
  try {
    const pkg = JSON.parse(await readFile(new URL("../package.json", import.meta.url), "utf8"));
    return pkg.version;
  } catch {
    return "unknown";
  }
}
async function main(argv, io) {
  const [command, ...rest] = argv;
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
        return await runDemo(rest, io);
      case "init":
        return await (await import("./chunks/init-DC4FN2Z2.js")).runInit(rest, io);
      case "merge":
        return await (await import("./chunks/command-XXLDJMT3.js")).runMerge(rest, io);
      case "dashboard":
        return await (await import("./chunks/command-GOKLMHRC.js")).runDashboard(rest, io);
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
      io.stderr(`benchgate: ${err.message}
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
var code = await main(process.argv.slice(2), {
  stdout: (s) => process.stdout.write(s),
  stderr: (s) => process.stderr.write(s),
  isTTY: Boolean(process.stderr.isTTY),
  cwd: process.cwd(),
  now: () => /* @__PURE__ */ new Date()
});
process.exitCode = code;
