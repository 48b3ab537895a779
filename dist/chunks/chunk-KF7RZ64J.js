#!/usr/bin/env node
import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  childEnv
} from "./chunk-IZWJKWDI.js";
import {
  Direction
} from "./chunk-HAUUGIWR.js";
import {
  external_exports
} from "./chunk-4OMHAOVV.js";
import {
  COMPARISON_SCHEMA_ID,
  VERDICTS
} from "./chunk-PYJIG4FO.js";
import {
  BenchgateError,
  ConfigError
} from "./chunk-PI4KOZG2.js";

// src/github/workflow-commands.ts
import { randomUUID } from "node:crypto";
import { appendFileSync } from "node:fs";
import { EOL } from "node:os";
import { delimiter } from "node:path";
function escapeData(text) {
  return text.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}
function escapeProperty(text) {
  return escapeData(text).replace(/:/g, "%3A").replace(/,/g, "%2C");
}
function issue(command, message, props = {}) {
  const text = message instanceof Error ? message.toString() : message;
  const listed = Object.entries(props).filter(([, v]) => v !== void 0 && v !== "").map(([k, v]) => `${k}=${escapeProperty(String(v))}`).join(",");
  process.stdout.write(`::${command}${listed === "" ? "" : ` ${listed}`}::${escapeData(text)}${EOL}`);
}
function info(message) {
  process.stdout.write(message + EOL);
}
function debug(message) {
  issue("debug", message);
}
var warningsWritten = 0;
var warningsSoFar = () => warningsWritten;
function warning(message, props) {
  warningsWritten++;
  issue("warning", message, props);
}
function error(message, props) {
  issue("error", message, props);
}
function setFailed(message) {
  process.exitCode = 1;
  error(message);
}
function fileCommandEntry(name, value) {
  const mark = `ghadelimiter_${randomUUID()}`;
  if (name.includes(mark) || value.includes(mark)) throw new Error(`output ${name}: the value holds its delimiter ${mark}`);
  return `${name}<<${mark}${EOL}${value}${EOL}${mark}${EOL}`;
}
function setOutput(name, value) {
  const file = process.env.GITHUB_OUTPUT;
  if (file) appendFileSync(file, fileCommandEntry(name, value), "utf8");
  else process.stdout.write(`${EOL}::set-output name=${escapeProperty(name)}::${escapeData(value)}${EOL}`);
}
function addPath(dir) {
  const file = process.env.GITHUB_PATH;
  if (file) appendFileSync(file, dir + EOL, "utf8");
  else process.stdout.write(`::add-path::${escapeData(dir)}${EOL}`);
  process.env.PATH = `${dir}${delimiter}${process.env.PATH ?? ""}`;
}

// src/model/cap-results.ts
var DEFAULT_CAPS = { maxBenchmarks: 2e4, maxSamples: 1e3 };
function capResults(results, caps, side) {
  let left = caps.maxBenchmarks;
  let dropped = 0;
  let total = 0;
  let thinned = 0;
  let largest = 0;
  const suites = results.suites.map((suite) => {
    total += suite.benchmarks.length;
    const kept = suite.benchmarks.slice(0, Math.max(0, left));
    dropped += suite.benchmarks.length - kept.length;
    left -= kept.length;
    const benchmarks = kept.map((b) => {
      let changed = false;
      const metrics = {};
      for (const [name, m] of Object.entries(b.metrics)) {
        if (m.samples !== void 0 && m.samples.length > caps.maxSamples) {
          thinned++;
          largest = Math.max(largest, m.samples.length);
          metrics[name] = { ...m, samples: thin(m.samples, caps.maxSamples), n: m.n ?? m.samples.length };
          changed = true;
        } else metrics[name] = m;
      }
      return changed ? { ...b, metrics } : b;
    });
    return benchmarks.length === suite.benchmarks.length && thinned === 0 ? suite : { ...suite, benchmarks };
  });
  const notes = [];
  const n = (x) => x.toLocaleString("en-US");
  if (dropped > 0) {
    notes.push(`The ${side} results hold ${n(total)} benchmarks, more than max-benchmarks (${n(caps.maxBenchmarks)}): the first ${n(caps.maxBenchmarks)} are compared and ${n(dropped)} are left out.`);
  }
  if (thinned > 0) {
    notes.push(`${n(thinned)} metric${thinned === 1 ? "" : "s"} of the ${side} results had more than max-samples (${n(caps.maxSamples)}) samples (up to ${n(largest)}): each was thinned to ${n(caps.maxSamples)} evenly spaced order statistics, so the tests see the same distribution with fewer points.`);
  }
  return { results: notes.length ? { ...results, suites } : results, notes };
}
function thin(xs, k) {
  const sorted = Float64Array.from(xs).sort();
  if (k <= 1) return [sorted[Math.floor((sorted.length - 1) / 2)]];
  const out = new Array(k);
  for (let i = 0; i < k; i++) out[i] = sorted[Math.round(i * (sorted.length - 1) / (k - 1))];
  return out;
}

// src/github/context.ts
import { readFileSync } from "node:fs";
var Repo = external_exports.object({ full_name: external_exports.string(), default_branch: external_exports.string().optional() });
var PullRequestEvent = external_exports.object({
  pull_request: external_exports.object({
    number: external_exports.number().int(),
    base: external_exports.object({ sha: external_exports.string(), ref: external_exports.string(), repo: Repo }),
    // head.repo is null when the fork was deleted.
    head: external_exports.object({ sha: external_exports.string(), ref: external_exports.string(), repo: Repo.nullable() })
  }),
  repository: Repo.optional()
});
var PushEvent = external_exports.object({
  before: external_exports.string().optional(),
  after: external_exports.string().optional(),
  repository: Repo.optional()
});
var WorkflowRunEvent = external_exports.object({
  workflow_run: external_exports.object({
    id: external_exports.number().int(),
    workflow_id: external_exports.number().int(),
    head_sha: external_exports.string(),
    head_branch: external_exports.string().nullable(),
    event: external_exports.string(),
    conclusion: external_exports.string().nullable(),
    path: external_exports.string().optional(),
    head_repository: external_exports.object({ full_name: external_exports.string() }).nullable(),
    // Empty for pull requests from forks (a long-standing GitHub behaviour): never trusted alone.
    pull_requests: external_exports.array(external_exports.object({ number: external_exports.number().int() })).default([])
  }),
  repository: Repo.optional()
});
var AnyEvent = external_exports.object({ repository: Repo.optional() });
var EnvSchema = external_exports.object({
  GITHUB_EVENT_NAME: external_exports.string().min(1),
  GITHUB_REPOSITORY: external_exports.string().regex(/^[^/\s]+\/[^/\s]+$/, "owner/name"),
  GITHUB_SHA: external_exports.string().min(1),
  GITHUB_REF: external_exports.string().default(""),
  GITHUB_RUN_ID: external_exports.string().regex(/^\d+$/, "a run id (digits)").transform(Number),
  GITHUB_RUN_ATTEMPT: external_exports.string().regex(/^\d+$/).transform(Number).default(1),
  GITHUB_WORKFLOW_REF: external_exports.string().optional(),
  GITHUB_SERVER_URL: external_exports.string().default("https://github.com"),
  GITHUB_EVENT_PATH: external_exports.string().optional()
});
function readContext(env = process.env, readFile2 = (p) => readFileSync(p, "utf8")) {
  const vars = EnvSchema.safeParse(env);
  if (!vars.success) {
    throw new ConfigError(
      "environment",
      vars.error.issues.map((i) => ({ path: String(i.path[0]), expected: i.message }))
    );
  }
  const v = vars.data;
  let payload = {};
  if (v.GITHUB_EVENT_PATH) {
    try {
      payload = JSON.parse(readFile2(v.GITHUB_EVENT_PATH));
    } catch (err) {
      throw new ConfigError(v.GITHUB_EVENT_PATH, [{ path: "(event payload)", expected: "a JSON event payload", found: err.message }]);
    }
  }
  const [owner, repo] = v.GITHUB_REPOSITORY.split("/");
  const branch = v.GITHUB_REF.startsWith("refs/heads/") ? v.GITHUB_REF.slice("refs/heads/".length) : void 0;
  const workflowFile = /\/\.github\/workflows\/([^@/]+)@/.exec(v.GITHUB_WORKFLOW_REF ?? "")?.[1];
  const ctx = {
    eventName: v.GITHUB_EVENT_NAME,
    repository: v.GITHUB_REPOSITORY,
    owner,
    repo,
    sha: v.GITHUB_SHA,
    ref: v.GITHUB_REF,
    branch,
    runId: v.GITHUB_RUN_ID,
    runAttempt: v.GITHUB_RUN_ATTEMPT,
    workflowFile,
    serverUrl: v.GITHUB_SERVER_URL.replace(/\/+$/, ""),
    defaultBranch: AnyEvent.safeParse(payload).data?.repository?.default_branch
  };
  const file = v.GITHUB_EVENT_PATH ?? "(event payload)";
  if (ctx.eventName === "pull_request" || ctx.eventName === "pull_request_target") {
    const pr = parsePayload(PullRequestEvent, payload, file).pull_request;
    ctx.pullRequest = {
      number: pr.number,
      baseSha: pr.base.sha,
      baseRef: pr.base.ref,
      headSha: pr.head.sha,
      headRef: pr.head.ref,
      headRepo: pr.head.repo?.full_name ?? null,
      fork: pr.head.repo?.full_name !== ctx.repository
    };
  } else if (ctx.eventName === "push") {
    const push = parsePayload(PushEvent, payload, file);
    ctx.push = { before: isSha(push.before) ? push.before : void 0, after: push.after };
  } else if (ctx.eventName === "workflow_run") {
    const run = parsePayload(WorkflowRunEvent, payload, file).workflow_run;
    ctx.workflowRun = {
      id: run.id,
      workflowId: run.workflow_id,
      headSha: run.head_sha,
      headBranch: run.head_branch,
      event: run.event,
      conclusion: run.conclusion,
      headRepo: run.head_repository?.full_name ?? null,
      pullRequests: run.pull_requests.map((p) => p.number)
    };
  }
  return ctx;
}
function isSha(s) {
  return s !== void 0 && /^[0-9a-f]{40}$/i.test(s) && !/^0+$/.test(s);
}
function parsePayload(schema, payload, file) {
  const r = schema.safeParse(payload);
  if (r.success) return r.data;
  throw new ConfigError(
    file,
    r.error.issues.map((i) => ({ path: i.path.join(".") || "(root)", expected: i.message }))
  );
}
function runUrl(ctx, runId) {
  return `${ctx.serverUrl}/${ctx.repository}/actions/runs/${runId}`;
}
function readEventPayload(env = process.env, readFile2 = (p) => readFileSync(p, "utf8")) {
  const path = env.GITHUB_EVENT_PATH;
  if (!path) return {};
  try {
    return JSON.parse(readFile2(path));
  } catch (err) {
    throw new ConfigError(path, [{ path: "(event payload)", expected: "a JSON event payload", found: err.message }]);
  }
}

// src/compare/types.ts
var Verdict = external_exports.enum(VERDICTS);
var TestName = external_exports.enum(["mann-whitney", "welch", "welch-runs", "prediction-interval", "exact", "threshold", "none", "signed-rank", "random-effects", "moderated-t", "assumed-process-sigma"]);
var CentreKind = external_exports.enum(["value", "geomean-runs", "median", "hodges-lehmann", "history-mean", "paired-hl"]);
var ComparisonRow = external_exports.object({
  suite: external_exports.string(),
  benchmark: external_exports.string(),
  metric: external_exports.string(),
  unit: external_exports.string(),
  direction: Direction,
  params: external_exports.record(external_exports.string(), external_exports.string()).optional(),
  /** The harness's group of the benchmark (pytest-benchmark group, Catch2 test case, go package of a multi-package run). */
  group: external_exports.string().optional(),
  /**
   * Central values in the metric's canonical unit: for a compared row, the centres the test compared
   * (`centre` says which), so that head / base is `ratio`.
   */
  base: external_exports.number().nullable(),
  head: external_exports.number().nullable(),
  /** What `base` and `head` are (compare/centre.ts); absent for added and removed rows (their own values). */
  centre: CentreKind.optional(),
  baseSpread: external_exports.number().optional(),
  headSpread: external_exports.number().optional(),
  /** head / base. */
  ratio: external_exports.number().nullable(),
  verdict: Verdict,
  test: TestName,
  /** Raw p-value of the test. */
  p: external_exports.number().optional(),
  /** Benjamini–Hochberg adjusted p-value across the report's tested rows. */
  q: external_exports.number().optional(),
  /** Interval of the ratio head/base at `ciLevel`. */
  ci: external_exports.tuple([external_exports.number(), external_exports.number()]).optional(),
  ciLevel: external_exports.number().optional(),
  /** Sample counts [base, head]. */
  n: external_exports.tuple([external_exports.number(), external_exports.number()]).optional(),
  /** Noise floor applied, as a fraction (0.05 = 5 %). */
  floor: external_exports.number(),
  /** The between-process σ the row was tested with where it was assumed, not measured (test `assumed-process-sigma`). */
  assumedSigma: external_exports.number().optional(),
  alpha: external_exports.number(),
  /** Whether this row's verdict counts towards the report's verdict (gate metric, not ignored). */
  gating: external_exports.boolean(),
  /** Lower-confidence rules: against another machine's single run, or against history. */
  confidence: external_exports.enum(["normal", "lower"]),
  /** Why the verdict is what it is, in words, when numbers do not say it (e.g. "too few samples"). */
  note: external_exports.string().optional(),
  /** Verdict relative to the suite's common drift factor, when one was estimated. */
  relative: external_exports.object({
    ratio: external_exports.number(),
    ci: external_exports.tuple([external_exports.number(), external_exports.number()]).optional(),
    verdict: Verdict
  }).optional()
});
var Drift = external_exports.object({
  suite: external_exports.string(),
  metric: external_exports.string(),
  /** Common factor head/base (1.38 = the suite moved +38 %), with its interval. */
  factor: external_exports.number().optional(),
  ci: external_exports.tuple([external_exports.number(), external_exports.number()]).optional(),
  benchmarks: external_exports.number(),
  /**
   * How unevenly the benchmarks moved around the factor: 1.4826 × MAD of the log ratios (a robust σ).
   * Under drift, a row must stand out from this spread to be called.
   */
  spread: external_exports.number().optional(),
  /**
   * Between-process noise (random effects, compare/process-noise.ts), where rows were tested with it: τ as a
   * log-scale σ, the benchmarks it was estimated from and the t tests' degrees of freedom.
   */
  between: external_exports.object({ sigma: external_exports.number(), benchmarks: external_exports.number(), df: external_exports.number() }).optional(),
  /** Whether each run's common factor was divided out of the runs of this metric (`repeat`) before testing. */
  runFactorsRemoved: external_exports.boolean().optional(),
  /** `none`: no common move beyond the floor; `drift`: the suite moved as a whole; `too-few`: not estimable. */
  status: external_exports.enum(["none", "drift", "too-few"]),
  note: external_exports.string()
});
var ComparisonSummary = external_exports.object({
  /** Verdicts of the rows that gate the report (the gate metric of each benchmark, exact metrics). */
  counts: external_exports.record(Verdict, external_exports.number()),
  /** Verdicts of every row, including the metrics shown for information. */
  allCounts: external_exports.record(Verdict, external_exports.number()),
  /**
   * Geometric mean of head/base over gating time-like rows present on both sides, with its interval over
   * processes (runs or paired rounds); none with one process a side, whose rows share its machine state.
   */
  geomean: external_exports.object({
    ratio: external_exports.number(),
    ci: external_exports.tuple([external_exports.number(), external_exports.number()]).optional(),
    rows: external_exports.number(),
    /** Paired rounds: the estimate and interval are over this many rounds (each round's mean log ratio), not over the rows. */
    rounds: external_exports.number().optional(),
    /** `repeat`: the estimate and interval (Welch t) are over each side's runs (each run's mean log over the rows). */
    runs: external_exports.tuple([external_exports.number(), external_exports.number()]).optional()
  }).optional(),
  /**
   * Overall verdict: `regressed` when any gating row regressed; `drift` when a whole suite moved beyond the
   * floor and nothing moved differently from it (no verdict is possible); `no-baseline` when there was none.
   */
  verdict: external_exports.enum(["regressed", "improved", "unchanged", "drift", "no-baseline"]),
  /**
   * `verdict` is `unchanged` only because nothing was called, and no gating row was shown unchanged either:
   * every one was left ❔ inconclusive (an exact count shown unchanged beside its benchmark's tested rows, go's
   * allocs/op beside its time, decides nothing of them). The reports headline it "undecided"; absent in
   * comparisons made before.
   */
  undecided: external_exports.boolean().optional(),
  regressions: external_exports.number(),
  improvements: external_exports.number(),
  failedSuites: external_exports.array(external_exports.string()),
  /**
   * `suite › benchmark` of each benchmark that failed in head and not in base (it ran there, or is new): the
   * change broke it. No row is called regressed for it (nothing was measured); `fail-on-regression` counts it.
   * Absent without a baseline, and in comparisons made before.
   */
  brokenInHead: external_exports.array(external_exports.string()).optional(),
  drift: external_exports.array(Drift),
  settings: external_exports.object({
    alpha: external_exports.number(),
    noiseFloor: external_exports.number(),
    fdr: external_exports.string(),
    seed: external_exports.number(),
    baselineKind: external_exports.enum(["stored", "same-job", "paired"])
  }),
  /** Paired rounds (`benchgate run --paired`): how many ran, the looks taken and why the rounds stopped. */
  paired: external_exports.object({
    ref: external_exports.string().optional(),
    rounds: external_exports.number(),
    minRounds: external_exports.number(),
    maxRounds: external_exports.number(),
    /**
     * `decided`: every gating row decided; `max-rounds`; `budget`; `failed`: a suite failed; `read-back`: rounds
     * read back from a paired run's results files (`benchgate compare`), whose own report says why they stopped.
     */
    stop: external_exports.enum(["decided", "max-rounds", "budget", "failed", "read-back"]),
    /** α spent at each look (O'Brien–Fleming-type Lan–DeMets spending) and the gating rows still undecided. */
    looks: external_exports.array(external_exports.object({ rounds: external_exports.number(), alpha: external_exports.number(), undecided: external_exports.number() })),
    /** Seed of the run order inside each round. */
    seed: external_exports.number(),
    /** Suites × metrics whose per-round common factor was removed (median log ratio over ≥ 5 benchmarks). */
    commonFactorRemoved: external_exports.array(external_exports.string()),
    budgetMs: external_exports.number().optional(),
    elapsedMs: external_exports.number().optional(),
    /**
     * Set when the rounds run were too few for a change to a few gating rows to be called: the signed-rank test's
     * smallest p, adjusted over the gating rows, falls below α only from this many rounds.
     */
    callableFrom: external_exports.number().optional()
  }).optional()
});
var Comparison = external_exports.object({
  schema: external_exports.literal(COMPARISON_SCHEMA_ID),
  base: external_exports.object({ commit: external_exports.string().optional(), ref: external_exports.string().optional(), createdAt: external_exports.string() }).nullable(),
  head: external_exports.object({ commit: external_exports.string().optional(), ref: external_exports.string().optional(), createdAt: external_exports.string() }),
  rows: external_exports.array(ComparisonRow),
  summary: ComparisonSummary,
  /**
   * What the parsers noticed in the outputs: a run that may be cut off, tests that were skipped, lines left
   * out. Head's first, then base's that head does not repeat; a suite's text once.
   */
  warnings: external_exports.array(external_exports.object({ suite: external_exports.string(), side: external_exports.enum(["base", "head"]), text: external_exports.string() })).optional()
});

// src/run/detached.ts
import { spawn } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { StringDecoder } from "node:string_decoder";
var WORKER_FLAG = "--benchgate-suite-worker";
var RESULTS_FILE = "results.json";
async function runSuitesDetached(script, request, stream) {
  const dir = await mkdtemp(join(tmpdir(), "benchgate-worker-"));
  try {
    const requestFile = join(dir, "request.json");
    const answerFile = join(dir, "answer.json");
    await writeFile(requestFile, JSON.stringify({ request, answerFile }));
    const launcher = spawn("/bin/sh", ["-c", '"$0" "$@" & exit 0', process.execPath, script, WORKER_FLAG, requestFile], {
      env: childEnv(process.env, {}),
      stdio: ["ignore", "pipe", "pipe"]
    });
    const pipes = [launcher.stdout, launcher.stderr].map(
      (p) => new Promise((resolve) => {
        const decoder = new StringDecoder("utf8");
        p.on("data", (b) => stream(decoder.write(b)));
        p.on("close", () => {
          const rest = decoder.end();
          if (rest) stream(rest);
          resolve();
        });
      })
    );
    const launched = await new Promise((resolve, reject) => {
      launcher.on("error", reject);
      launcher.on("exit", (code) => resolve(code));
    });
    if (launched !== 0) throw new BenchgateError(`could not start the benchmark worker (/bin/sh exited with ${launched})`);
    await Promise.all(pipes);
    const text = await readFile(answerFile, "utf8").catch(() => void 0);
    if (text === void 0) throw new BenchgateError("the benchmark worker ended without writing its results (killed?)");
    const answer = JSON.parse(text);
    if (!answer.ok) throw new BenchgateError(answer.error);
    const { readResultsFile } = await import("./results-io-4NTDBGOA.js");
    const results = await readResultsFile(join(dir, RESULTS_FILE)).catch((err) => {
      throw new BenchgateError(`the benchmark worker's results could not be read: ${err instanceof Error ? err.message : String(err)}`);
    });
    return { results, ...answer.comparison ? { comparison: Comparison.parse(answer.comparison) } : {} };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
async function runWorker(requestFile, runSuites) {
  const { request, answerFile } = JSON.parse(await readFile(requestFile, "utf8"));
  let answer;
  try {
    const { results, comparison } = await runSuites(request);
    const { writeResultsFile } = await import("./results-io-4NTDBGOA.js");
    await writeResultsFile(join(dirname(answerFile), RESULTS_FILE), results);
    answer = { ok: true, ...comparison ? { comparison } : {} };
  } catch (err) {
    answer = { ok: false, error: err instanceof Error ? err.message : String(err), usage: err instanceof BenchgateError && err.exitCode === 2 };
  }
  await writeFile(answerFile, JSON.stringify(answer));
}

export {
  info,
  debug,
  warningsSoFar,
  warning,
  error,
  setFailed,
  setOutput,
  addPath,
  DEFAULT_CAPS,
  capResults,
  readContext,
  runUrl,
  readEventPayload,
  Comparison,
  WORKER_FLAG,
  runSuitesDetached,
  runWorker
};
