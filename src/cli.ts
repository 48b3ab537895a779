// The local entry: `benchgate run | parse | compare | demo | init`. No GitHub needed; baselines live in
// a local directory store (.benchgate/). Exit codes: 0 ok, 1 regression (with --fail-on-regression) or a
// failed suite, 2 usage or config error.
// What only some commands need (the config and its yaml, zod's schemas, the run machinery, the demo) is
// imported where they use it: `compare old.txt new.txt` and `parse` on raw outputs start without it.
import { execFileSync } from 'node:child_process';
import { open, readFile, stat, writeFile, mkdir } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { nextBaseline } from './baseline/history';
import { importGabHistory } from './baseline/import-gab-history';
import { readResultsFile, writeResultsFile, writeResultsWith } from './baseline/results-io';
import type { LoadedConfig } from './config/load';
import { durationToMs, percentToFraction } from './config/resolve';
import { compareOptionsFor, compareRuns, DEFAULT_SEED, type CompareOptions } from './compare/compare-runs';
import { comparePaired } from './compare/paired';
import { areOnePairedRun, roundsOf } from './compare/rounds-from-files';
import type { Comparison } from './compare/types';
import { BenchgateError, UsageError } from './model/errors';
import { RESULTS_SCHEMA_ID } from './model/keys';
import type { Results } from './model/results';
import { harnessIds, parseOutput } from './parse/registry';
import { JOB_SUMMARY_CHARS, renderReport } from './render/markdown';
import { showInvisible } from './render/escape';
import { comparisonJson } from './render/json';
import { renderTextLines } from './render/text';
import { batched } from './model/batches';
import { describeMachine } from './run/machine';
import { parseShard, shareOf } from './run/shard';
import { DEFAULT_MAX_ROUNDS, DEFAULT_MIN_ROUNDS, runPaired } from './run/paired';
import { basePathFor, comparisonPathFor } from './run/paired-files';
import { readOutputs } from './run/read-outputs';
import type { Io } from './io';

export const USAGE = `benchgate — benchmark verdicts you can trust

Usage:
  benchgate demo                          run the embedded demo suite twice (base, then a head with
                                          deliberate changes) and print the report; no GitHub needed
  benchgate run [--config F] [--out F] [--save-baseline NAME] [--baseline NAME]
                [--suite NAME]… [--format markdown|text|json] [--fail-on-regression]
                [--noise-floor PCT] [--alpha A] [--store DIR]
                [--capture DIR] [--shard K/N] [--environment NAME] [--suites-json JSON]
  benchgate run --paired REF [--rounds N] [--budget DURATION] [--seed N] [--config F] [--suite NAME]…
                [--format markdown|text|json] [--out F] [--fail-on-regression]
                                          base (a worktree of REF) and head side by side, in rounds
  benchgate report [--config F] --head DIR [--base DIR] [--format markdown|text|json] [--same-job]
                                          re-render from raw outputs kept with --capture
  benchgate parse [--harness ID] PATH… [--name SUITE] [--out F]
  benchgate import-history DATA.js [--out F]   github-action-benchmark's gh-pages data.js → a baseline holding its history
  benchgate compare BASE HEAD [--harness ID] [--format markdown|text|json] [--fail-on-regression]
                        BASE/HEAD: results files, or raw harness outputs (go test -bench text, …)
                [--config F] [--noise-floor PCT] [--alpha A] [--same-job]
  benchgate init [--dir DIR] [--dry-run] [--no-workflows]
                                          detect the harnesses in a repository and write a starter
                                          .github/benchgate.yml and workflows (never overwrites)
  benchgate merge PATH… [--out F] [--shards N]
                                          the results of every shard or matrix job as one file
                                          (same commit and run; missing shards named; exit 1)
  benchgate dashboard --history DIR|FILE… --out DIR [--title T] [--repo-url URL] [--noise-floor PCT]
                                          a static site (opens from disk): every series over the
                                          archived runs, lasting shifts marked, search
  benchgate help | --version

Harnesses: ${harnessIds().join(', ')}
Exit codes: 0 ok · 1 regression (with --fail-on-regression) or a failed suite · 2 usage or config error`;

type Format = 'markdown' | 'text' | 'json';

export type { Io } from './io';

function format(value: string | undefined): Format {
  const f = value ?? 'markdown';
  if (f !== 'markdown' && f !== 'text' && f !== 'json') throw new UsageError(`--format: expected markdown, text or json; got "${f}"`);
  return f;
}

function number(flag: string, value: string | undefined, check: (n: number) => boolean, expected: string): number | undefined {
  if (value === undefined) return undefined;
  const n = flag === '--noise-floor' ? percentToFraction(value) : Number(value);
  if (n === undefined || !Number.isFinite(n) || !check(n)) throw new UsageError(`${flag}: expected ${expected}; got "${value}"`);
  return n;
}

function overrides(v: { 'noise-floor'?: string; alpha?: string }): { noiseFloor?: number; alpha?: number } {
  return {
    noiseFloor: number('--noise-floor', v['noise-floor'], (n) => n >= 0 && n < 10, 'a percentage such as 5 or 5%'),
    alpha: number('--alpha', v.alpha, (n) => n > 0 && n < 1, 'a number between 0 and 1'),
  };
}

/**
 * The report in format `f` written to stdout in pieces of about a megabyte: text and json carry every row,
 * and a million rows are more than one string holds (V8's ~512 MiB cap). The markdown is bounded: one piece.
 */
function writeReport(io: Io, c: Comparison, f: Format, options: Parameters<typeof renderReport>[1] = {}): void {
  const pieces = f === 'json' ? comparisonJson(c) : f === 'text' ? renderTextLines(c) : [renderReport(c, options)];
  for (const batch of batched(pieces)) io.stdout(batch);
}

/** The config's own report layout (`report.template`), when it names one. */
function layoutOf(loaded: LoadedConfig | undefined): { template?: string } {
  return loaded?.templates?.report !== undefined ? { template: loaded.templates.report } : {};
}

function exitCodeFor(c: Comparison | undefined, results: Results | undefined, failOnRegression: boolean): number {
  // A suite that failed on either side (paired rounds: the base tree's too) leaves rows unmeasured.
  const failed = (results?.suites.some((s) => s.status === 'failed') ?? false) || (c?.summary.failedSuites.length ?? 0) > 0;
  // A benchmark the change broke is gated like a regression (no row is called regressed for it: nothing was measured).
  const regressed = (c?.summary.regressions ?? 0) > 0 || (c?.summary.brokenInHead?.length ?? 0) > 0;
  return failed || (failOnRegression && regressed) ? 1 : 0;
}

function gitCommit(cwd: string): { commit?: string; ref?: string } {
  try {
    const opts = { cwd, encoding: 'utf8' as const, stdio: ['ignore', 'pipe', 'ignore'] as ['ignore', 'pipe', 'ignore'] };
    const commit = execFileSync('git', ['rev-parse', 'HEAD'], opts).trim();
    const ref = execFileSync('git', ['rev-parse', '--abbrev-ref', 'HEAD'], opts).trim();
    return { commit, ref };
  } catch {
    return {};
  }
}

async function writeOut(path: string, text: string): Promise<void> {
  await mkdir(dirname(resolve(path)), { recursive: true });
  await writeFile(path, text);
}

/** A results file (baseline/results-io.ts: of any size), or to stdout the same way when there is no path. */
async function writeResults(path: string | undefined, results: Results, io: Io, indent?: number): Promise<void> {
  if (path === undefined) await writeResultsWith((text) => io.stdout(text), results, indent);
  else await writeResultsFile(path, results, indent);
}

function suitesJson(text: string | undefined): string[] {
  if (text === undefined || text.trim() === '') return [];
  let names: unknown;
  try {
    names = JSON.parse(text);
  } catch {
    names = undefined;
  }
  if (!Array.isArray(names) || !names.every((n) => typeof n === 'string' && n !== '')) {
    throw new UsageError(`--suites-json: expected a JSON array of suite names such as ["parser"] ([] for all); got ${JSON.stringify(text.slice(0, 200))}`);
  }
  return names as string[];
}

async function cmdRun(args: string[], io: Io): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      config: { type: 'string' },
      out: { type: 'string' },
      'save-baseline': { type: 'string' },
      baseline: { type: 'string' },
      suite: { type: 'string', multiple: true },
      format: { type: 'string' },
      'fail-on-regression': { type: 'boolean' },
      'noise-floor': { type: 'string' },
      alpha: { type: 'string' },
      store: { type: 'string' },
      capture: { type: 'string' },
      shard: { type: 'string' },
      environment: { type: 'string' },
      'suites-json': { type: 'string' },
      paired: { type: 'string' },
      rounds: { type: 'string' },
      budget: { type: 'string' },
      seed: { type: 'string' },
    },
    strict: true,
  });
  // A JSON array of suite names (the comment command's output, passed as data in an environment variable).
  const only = [...(values.suite ?? []), ...suitesJson(values['suites-json'])];
  const f = format(values.format);
  const shard = values.shard === undefined ? undefined : parseShard(values.shard, '--shard');
  if (shard !== undefined && values['save-baseline'] !== undefined) {
    throw new UsageError('--save-baseline with --shard: one shard is part of a run; merge the shards first (benchgate merge), then save the merged results');
  }
  const { configRoot, DEFAULT_CONFIG_PATH, loadConfig } = await import('./config/load');
  const configPath = resolve(io.cwd, values.config ?? DEFAULT_CONFIG_PATH);
  const loaded = await loadConfig(configPath);
  if (values.paired !== undefined) return cmdRunPaired({ ...values, suite: only }, loaded, f, configPath, io);
  for (const flag of ['rounds', 'budget', 'seed'] as const) {
    if (values[flag] !== undefined) throw new UsageError(`--${flag}: only with --paired REF`);
  }
  const { runSuites, reportTables } = await import('./app');
  const { createIgnoredDir, LocalBaselineStore } = await import('./baseline/local-store');
  const store = new LocalBaselineStore(resolve(io.cwd, values.store ?? join(configRoot(configPath), '.benchgate')));
  if (values.store === undefined) await createIgnoredDir(store.dir);
  // Read the baseline before running: a bad baseline is reported up front, and never overwritten.
  const baselineName = values.baseline ?? 'main';
  const baseline = await store.load(baselineName).catch((err: unknown) => {
    if (values.baseline !== undefined) throw err;
    io.stderr(`benchgate: ignoring baseline "${baselineName}": ${(err as Error).message}\n`);
    return undefined;
  });
  if (values.baseline !== undefined && baseline === undefined) {
    io.stderr(`benchgate: no baseline named "${values.baseline}" in ${store.dir} yet: nothing to compare with\n`);
  }
  const results = await runSuites(loaded, {
    now: io.now,
    stream: (chunk) => io.stderr(chunk),
    progress: { write: io.stderr, isTTY: io.isTTY },
    meta: gitCommit(loaded.root),
    only,
    ...(values.capture !== undefined ? { capture: resolve(io.cwd, values.capture) } : {}),
    ...(shard !== undefined ? { shard: { spec: shard, ...(baseline ? { baseline: baseline.results } : {}) } } : {}),
    ...(values.environment !== undefined ? { environment: values.environment } : {}),
  });
  const out = values.out !== undefined ? resolve(io.cwd, values.out) : join(store.dir, 'last-run.json');
  await writeResults(out, results, io);
  io.stderr(`benchgate: results written to ${out}\n`);
  tellFailures(results, io);
  if (values['save-baseline'] !== undefined) {
    const previous = await store.load(values['save-baseline']).catch(() => undefined);
    const saved = await store.save(values['save-baseline'], nextBaseline(previous?.results, results, loaded.history));
    io.stderr(`benchgate: baseline "${values['save-baseline']}" saved to ${saved}\n`);
  }
  // A shard compares only its own share; the merged run is compared as a whole.
  const base = shard !== undefined && baseline !== undefined ? shareOf(baseline.results, results) : baseline?.results;
  const comparison = compareRuns(base, results, compareOptionsFor(loaded, overrides(values)));
  writeReport(io, comparison, f, { baseline: baseline?.info, now: io.now(), extra: reportTables(loaded, results, base), ...layoutOf(loaded) });
  return exitCodeFor(comparison, results, values['fail-on-regression'] ?? false);
}

/** `--rounds N` (max), `--budget DURATION`, `--seed N` of `run --paired`. */
export function pairedFlags(v: { rounds?: string; budget?: string; seed?: string }): { minRounds: number; maxRounds: number; budgetMs?: number; seed?: number } {
  const maxRounds = v.rounds === undefined ? DEFAULT_MAX_ROUNDS : Number(v.rounds);
  if (!Number.isInteger(maxRounds) || maxRounds < 2 || maxRounds > 1000) throw new UsageError(`--rounds: expected a whole number of rounds from 2 to 1000; got "${v.rounds}"`);
  let budgetMs: number | undefined;
  if (v.budget !== undefined) {
    budgetMs = durationToMs(/^\s*\d+(\.\d+)?\s*$/.test(v.budget) ? Number(v.budget) : v.budget);
    if (budgetMs === undefined || !(budgetMs > 0)) throw new UsageError(`--budget: expected a duration such as 90s, 10m or 1h; got "${v.budget}"`);
  }
  // Without --seed, runPaired takes one of the base and head commits' own (orderSeed).
  const seed = v.seed === undefined ? undefined : Number(v.seed);
  if (seed !== undefined && (!Number.isInteger(seed) || seed < 0 || seed > 0xffffffff)) throw new UsageError(`--seed: expected a whole number from 0 to 4294967295; got "${v.seed}"`);
  return { minRounds: Math.min(DEFAULT_MIN_ROUNDS, maxRounds), maxRounds, ...(budgetMs !== undefined ? { budgetMs } : {}), ...(seed !== undefined ? { seed } : {}) };
}

async function cmdRunPaired(
  values: { paired?: string; out?: string; suite?: string[]; 'fail-on-regression'?: boolean; 'noise-floor'?: string; alpha?: string; store?: string; rounds?: string; budget?: string; seed?: string; baseline?: string; 'save-baseline'?: string; capture?: string },
  loaded: LoadedConfig,
  f: Format,
  configPath: string,
  io: Io,
): Promise<number> {
  for (const flag of ['baseline', 'save-baseline', 'capture'] as const) {
    if (values[flag] !== undefined) throw new UsageError(`--${flag}: not with --paired (the base is measured in the same job, not stored)`);
  }
  const flags = pairedFlags(values);
  const { runSuiteOnce } = await import('./app');
  const { configRoot } = await import('./config/load');
  const { head, base, comparison } = await runPaired({
    loaded,
    ref: values.paired!,
    ...flags,
    compare: { ...compareOptionsFor(loaded, overrides(values)), seed: DEFAULT_SEED },
    runOnce: runSuiteOnce,
    now: io.now,
    clock: () => Date.now(),
    log: io.stderr,
    stream: (chunk) => io.stderr(chunk),
    only: values.suite,
    meta: gitCommit(loaded.root),
  });
  const dir = resolve(io.cwd, values.store ?? join(configRoot(configPath), '.benchgate'));
  if (values.store === undefined) await (await import('./baseline/local-store')).createIgnoredDir(dir);
  const out = values.out !== undefined ? resolve(io.cwd, values.out) : join(dir, 'last-run.json');
  const baseOut = basePathFor(out);
  const comparisonOut = comparisonPathFor(out);
  await writeResults(out, head, io);
  await writeResults(baseOut, base, io);
  // The Action's `results` input reads the same-job comparison from here (the safe workflow shape).
  await writeOut(comparisonOut, `${JSON.stringify(comparison)}\n`);
  io.stderr(`benchgate: results written to ${out} (head), ${baseOut} (base) and ${comparisonOut} (comparison)\n`);
  writeReport(io, comparison, f, { now: io.now(), ...layoutOf(loaded) });
  return exitCodeFor(comparison, head, values['fail-on-regression'] ?? false);
}

async function cmdReport(args: string[], io: Io): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      config: { type: 'string' },
      head: { type: 'string' },
      base: { type: 'string' },
      format: { type: 'string' },
      'same-job': { type: 'boolean' },
      title: { type: 'string' },
      'fail-on-regression': { type: 'boolean' },
    },
    strict: true,
  });
  if (values.head === undefined) throw new UsageError('report: expected --head DIR (raw outputs kept by `benchgate run --capture DIR`)');
  const f = format(values.format);
  const { DEFAULT_CONFIG_PATH, loadConfig } = await import('./config/load');
  const { replaySuites, reportTables } = await import('./app');
  const loaded = await loadConfig(resolve(io.cwd, values.config ?? DEFAULT_CONFIG_PATH));
  const head = await replaySuites(loaded, resolve(io.cwd, values.head));
  const base = values.base !== undefined ? await replaySuites(loaded, resolve(io.cwd, values.base)) : undefined;
  tellFailures(head, io);
  const comparison = compareRuns(base, head, compareOptionsFor(loaded, {}, { baselineKind: values['same-job'] ? 'same-job' : 'stored' }));
  const extra = reportTables(loaded, head, base);
  if (f !== 'markdown' || base !== undefined) {
    writeReport(io, comparison, f, { extra, now: new Date(head.meta.createdAt), ...(values.title ? { title: values.title } : {}), ...layoutOf(loaded) });
  } else {
    // Within-run report only: the tables, like a written performance report.
    io.stdout(`${[`### ${values.title ?? 'benchgate report'}`, ...extra].join('\n\n')}\n`);
  }
  return exitCodeFor(base ? comparison : undefined, head, values['fail-on-regression'] ?? false);
}

/** Each failed suite's own message on stderr: the others were run and reported all the same. */
function tellFailures(results: Results, io: Io): void {
  for (const s of results.suites) if (s.status === 'failed') io.stderr(`benchgate: suite "${s.name}" failed: ${s.error ?? 'no reason given'}\n`);
}

async function cmdParse(args: string[], io: Io): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    options: { harness: { type: 'string' }, out: { type: 'string' }, name: { type: 'string' } },
    allowPositionals: true,
    strict: true,
  });
  if (positionals.length === 0) throw new UsageError('parse: expected at least one PATH (a file, or a directory such as target/criterion)');
  const read = await readOutputs(positionals.map((p) => relative(io.cwd, resolve(io.cwd, p)) || '.'), io.cwd);
  if (read.missing.length > 0) throw new UsageError(`parse: no such file or directory: ${read.missing.join(', ')}`);
  for (const s of read.skipped) io.stderr(`benchgate: skipped ${s}\n`);
  const input = { files: read.files };
  const parsed = parseOutput(input, values.harness);
  const results: Results = {
    schema: RESULTS_SCHEMA_ID,
    meta: { createdAt: io.now().toISOString(), runner: describeMachine() },
    suites: [{ name: values.name ?? parsed.harness, harness: parsed.harness, ...statusOf(parsed.output), benchmarks: parsed.output.benchmarks, ...(parsed.output.warnings?.length ? { warnings: parsed.output.warnings } : {}) }],
  };
  await writeResults(values.out === undefined ? undefined : resolve(io.cwd, values.out), results, io, 2);
  for (const w of parsed.output.warnings ?? []) io.stderr(`benchgate: warning: ${showInvisible(w)}\n`);
  if (values.out !== undefined) io.stderr(`benchgate: ${parsed.output.benchmarks.length} benchmarks (${parsed.harness}) written to ${values.out}\n`);
  return 0;
}

/** A suite read from a file fails where its output says the run failed (the exit code is not there to tell). */
function statusOf(output: { failure?: string }): { status: 'ok' } | { status: 'failed'; error: string } {
  return output.failure === undefined ? { status: 'ok' } : { status: 'failed', error: output.failure };
}

async function cmdImportHistory(args: string[], io: Io): Promise<number> {
  const { values, positionals } = parseArgs({ args, options: { out: { type: 'string' } }, allowPositionals: true, strict: true });
  if (positionals.length !== 1) throw new UsageError('import-history: expected one DATA.js (github-action-benchmark\'s gh-pages data.js)');
  const path = positionals[0]!;
  let history;
  try {
    history = importGabHistory(await readFile(resolve(io.cwd, path), 'utf8'), path);
  } catch (e) {
    throw new UsageError(`import-history: ${(e as Error).message}`);
  }
  // No suites: the first run saved over this baseline carries the history forward (baseline/history.ts).
  const results: Results = { schema: RESULTS_SCHEMA_ID, meta: { createdAt: io.now().toISOString(), runner: describeMachine() }, suites: [], history };
  const text = `${JSON.stringify(results, null, 2)}\n`;
  if (values.out !== undefined) {
    await writeOut(resolve(io.cwd, values.out), text);
    io.stderr(`benchgate: ${history.length} history entries written to ${values.out}\n`);
  } else io.stdout(text);
  return 0;
}

/**
 * One side of `compare`: a benchgate results file, or a harness's raw output (a file or a directory such
 * as target/criterion, auto-detected or `--harness`), parsed into a suite named after its harness so
 * that `benchgate compare old.txt new.txt` pairs like `benchstat old.txt new.txt`.
 */
async function readComparable(given: string, harness: string | undefined, io: Io): Promise<Results> {
  const path = resolve(io.cwd, given);
  const info = await stat(path).catch((err: NodeJS.ErrnoException) => {
    throw new UsageError(`${given}: cannot read (${err.code ?? String(err)})`);
  });
  if (info.isFile() && harness === undefined && (await looksLikeResults(path))) return readResultsFile(path);
  const read = await readOutputs([relative(io.cwd, path) || '.'], io.cwd);
  for (const s of read.skipped) io.stderr(`benchgate: skipped ${s}\n`);
  const parsed = parseOutput({ files: read.files }, harness);
  return {
    schema: RESULTS_SCHEMA_ID,
    // A raw output says nothing of when it ran: its file's last change is the nearest (not when compare ran).
    meta: { createdAt: (info.isFile() ? info.mtime : io.now()).toISOString(), runner: describeMachine() },
    suites: [{ name: parsed.harness, harness: parsed.harness, ...statusOf(parsed.output), benchmarks: parsed.output.benchmarks, ...(parsed.output.warnings?.length ? { warnings: parsed.output.warnings } : {}) }],
  };
}

/** A benchgate results file says so near its start (`{"schema":"benchgate/results@1",…`). */
async function looksLikeResults(path: string): Promise<boolean> {
  const fh = await open(path, 'r');
  try {
    const buf = Buffer.alloc(4096);
    const { bytesRead } = await fh.read(buf, 0, buf.length, 0);
    const start = buf.subarray(0, bytesRead).toString('utf8');
    return /^\s*\{/.test(start) && start.includes('"benchgate/results@');
  } finally {
    await fh.close();
  }
}

async function cmdCompare(args: string[], io: Io): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    options: {
      format: { type: 'string' },
      'fail-on-regression': { type: 'boolean' },
      config: { type: 'string' },
      'noise-floor': { type: 'string' },
      alpha: { type: 'string' },
      'same-job': { type: 'boolean' },
      harness: { type: 'string' },
    },
    allowPositionals: true,
    strict: true,
  });
  if (positionals.length !== 2) throw new UsageError(`compare: expected BASE HEAD (results files, or raw harness outputs like \`benchstat old.txt new.txt\`); got ${positionals.length} path(s)`);
  const f = format(values.format);
  // One after the other, so a bad BASE is always the error reported first.
  const base = await readComparable(positionals[0]!, values.harness, io);
  const head = await readComparable(positionals[1]!, values.harness, io);
  const loaded = values.config !== undefined ? await (await import('./config/load')).loadConfig(resolve(io.cwd, values.config)) : undefined;
  const options = compareOptionsFor(loaded, overrides(values), { baselineKind: values['same-job'] ? 'same-job' : 'stored' });
  const comparison = areOnePairedRun(base, head) ? comparePairedFiles(base, head, options, io) : compareRuns(base, head, options);
  // The markdown is for a job summary or a comment: bounded like the Action's summary, so 10,000
  // benchmarks do not print megabytes of tables; text and json carry every row.
  writeReport(io, comparison, f, { now: io.now(), ...layoutOf(loaded), maxChars: JOB_SUMMARY_CHARS, fullTables: 'the `--format text` and `--format json` output' });
  return exitCodeFor(comparison, head, values['fail-on-regression'] ?? false);
}

/**
 * The two files of one `run --paired` compared as what they are, paired rounds, in one look at the whole α (the run's
 * own report, results.comparison.json, looked as its rounds came in). Compared as runs, they read as a baseline
 * stored by another job, tested unpaired, and the report suggested the `run --paired` that wrote them.
 */
function comparePairedFiles(base: Results, head: Results, options: CompareOptions, io: Io): Comparison {
  const rounds = roundsOf(base, head);
  const n = rounds.length;
  const p = head.meta.paired!;
  io.stderr(`benchgate: BASE and HEAD are one \`run --paired\` (${n} rounds, seed ${p.seed}): compared round by round, in one look at the whole α; the run's own report, which looked as its rounds came in, is its results.comparison.json\n`);
  return comparePaired(rounds, options, { previousRounds: 0, maxRounds: n }, { ref: p.ref, minRounds: n, maxRounds: n, seed: p.seed, stop: 'read-back' });
}

async function version(): Promise<string> {
  try {
    const pkg = JSON.parse(await readFile(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
    return pkg.version;
  } catch {
    return 'unknown';
  }
}

const COMMANDS = new Set(['run', 'parse', 'report', 'import-history', 'compare', 'demo', 'init', 'merge', 'dashboard']);

/** Runs the CLI; returns the exit code. Errors of the BenchgateError family print one clean message. */
export async function main(argv: string[], io: Io): Promise<number> {
  const [command, ...rest] = argv;
  // `benchgate compare --help`: the usage, exit 0, for every command (parseArgs would refuse the option, exit 2).
  const end = rest.indexOf('--');
  if (command !== undefined && COMMANDS.has(command) && (end === -1 ? rest : rest.slice(0, end)).some((a) => a === '--help' || a === '-h')) {
    io.stdout(`${USAGE}\n`);
    return 0;
  }
  try {
    switch (command) {
      case 'run':
        return await cmdRun(rest, io);
      case 'parse':
        return await cmdParse(rest, io);
      case 'report':
        return await cmdReport(rest, io);
      case 'import-history':
        return await cmdImportHistory(rest, io);
      case 'compare':
        return await cmdCompare(rest, io);
      case 'demo':
        return await (await import('./demo/run-demo')).runDemo(rest, io);
      case 'init':
        return await (await import('./init/init')).runInit(rest, io);
      case 'merge':
        return await (await import('./merge/command')).runMerge(rest, io);
      case 'dashboard':
        return await (await import('./dashboard/command')).runDashboard(rest, io);
      case undefined:
      case 'help':
      case '--help':
      case '-h':
        io.stdout(`${USAGE}\n`);
        return command === undefined ? 2 : 0;
      case '--version':
      case 'version':
        io.stdout(`${await version()}\n`);
        return 0;
      default:
        throw new UsageError(`unknown command "${command}" (expected demo, run, report, parse, compare, import-history, init, merge, dashboard or help)`);
    }
  } catch (err) {
    if (err instanceof BenchgateError) {
      // A message can quote names from a file (a fork's artifact): its control characters (a terminal's
      // escape sequences) are shown, not sent; only the message's own line breaks stay.
      io.stderr(`benchgate: ${err.message.split('\n').map(showInvisible).join('\n')}\n`);
      return err.exitCode;
    }
    if (err instanceof TypeError && (err as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      io.stderr(`benchgate: ${err.message}\n${USAGE}\n`);
      return 2;
    }
    throw err;
  }
}

/** Whether a path exists (for init and demo). */
export async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}
