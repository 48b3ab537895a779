// Orchestration shared by the CLI and the Action: config → run → parse → results.
// Comparing and rendering are pure (compare/, render/); publishing is the callers' business.
import { DEFAULTS, type LoadedConfig, type ResolvedSuite } from './config/resolve';
import { DEFAULT_RESAMPLES, DEFAULT_SEED } from './compare/compare-runs';
import { buildTables } from './compare/tables';
import { renderTables } from './render/tables';
import { BenchgateError } from './model/errors';
import { RESULTS_SCHEMA_ID, type Results, type Suite } from './model/results';
import type { ParseInput, SourceFile } from './parse/adapter';
import { parseOutput } from './parse/registry';
import { runCommandSuite } from './run/command-suite';
import { describeMachine } from './run/machine';
import { measureSizes } from './run/measure-size';
import { createProgress, type SuiteOutcome } from './run/progress';
import { hasCapture, readCapture, writeCapture } from './run/capture';
import { mergeSuites } from './model/merge-runs';
import { planShard, type ShardSpec } from './run/shard';
import { capturedStream, spawnSuite, stderrTail } from './run/spawn-suite';
import { cargoOutputsHint } from './run/cargo-trees';
import { SetupRuns } from './run/setup';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Results as ResultsSchema } from './model/results';

export interface RunOptions {
  now: () => Date;
  /** Live output of the suites' commands. */
  stream?: (chunk: string) => void;
  /** Progress lines (suite i/n, elapsed). */
  progress?: { write: (s: string) => void; isTTY: boolean };
  meta?: { commit?: string; ref?: string; runId?: number };
  /** Run only these suites (by name); all when empty. */
  only?: string[];
  /** Keep every suite's raw outputs in this folder (see run/capture.ts). */
  capture?: string;
  /** Run this shard's share of every suite (src/run/shard.ts); the baseline's costs balance the shards. */
  shard?: { spec: ShardSpec; baseline?: Results };
  /** The matrix environment of this job (`os: [ubuntu, macos]`): merged suites keep its label. */
  environment?: string;
}

export interface SuiteOutput {
  input?: ParseInput;
  harness?: string;
  failure?: string;
  outcome: SuiteOutcome;
  durationMs: number;
  exitCode?: number | null;
  warnings: string[];
}

async function runShellSuite(s: ResolvedSuite, stream: RunOptions['stream']): Promise<SuiteOutput> {
  const r = await spawnSuite({
    name: s.name,
    command: s.run!,
    cwd: s.cwd,
    env: s.env,
    timeoutMs: s.timeoutMs,
    outputFiles: s.output.files,
    stream: stream && ((chunk) => stream(chunk)),
  });
  const warnings = [...r.missingOutputs.map((m) => `output ${m} matched no file`), ...r.skippedOutputs];
  if (r.staleOutputs.length > 0 && r.files.length > 0) warnings.push(staleNote(r.staleOutputs, false));
  const parsed: 'stdout' | 'stderr' | undefined = s.output.files.length > 0 ? (s.output.stdout ? 'stdout' : undefined) : s.output.stderr ? 'stderr' : 'stdout';
  let read: SourceFile | undefined;
  let unread: string | undefined;
  try {
    // Past what memory holds, the stream is read from its file, like an output file of that size.
    read = parsed === undefined ? undefined : await capturedStream(r, parsed, `${parsed} of ${s.name}`);
  } catch (err) {
    unread = `${s.name}: ${(err as Error).message}`;
  }
  const files: SourceFile[] = [...(read ? [read] : []), ...(s.output.files.length > 0 ? r.files : [])];
  const base = { durationMs: r.durationMs, exitCode: r.exitCode, warnings, harness: s.harness, input: { files } };
  const error = r.error ?? unread;
  if (error !== undefined) return { ...base, input: undefined, failure: error, outcome: { outcome: 'failed', reason: error } };
  if (r.timedOut) {
    return { ...base, failure: `timed out after ${Math.round(s.timeoutMs / 1000)} s\n${stderrTail(r.stderr)}`, outcome: { outcome: 'timed-out', timeoutMs: s.timeoutMs } };
  }
  if (r.exitCode !== 0) {
    const why = `\`${s.run}\` exited with ${r.exitCode ?? r.signal}\n${stderrTail(r.stderr)}`;
    return { ...base, failure: why, outcome: { outcome: 'failed', exitCode: r.exitCode, signal: r.signal } };
  }
  if (r.files.length === 0 && r.staleOutputs.length > 0) {
    const why = `\`${s.run}\` wrote none of its output files: ${staleNote(r.staleOutputs, true)}`;
    return { ...base, input: undefined, failure: why, outcome: { outcome: 'failed', reason: why } };
  }
  // Nothing to parse: said here, with the command's last words, not as a parser's `<none>:1: expected …, found ""`
  // (pytest --benchmark-only that ran no benchmark exits 0 and only warns "Not saving anything" on stderr).
  if (r.files.length === 0 && r.missingOutputs.length > 0 && !s.output.stdout) {
    const hint = await cargoOutputsHint(s, r.missingOutputs);
    const why = `\`${s.run}\` wrote none of its output files (${r.missingOutputs.join(', ')} matched no file)${hint === undefined ? '' : `. ${hint}`}\n${stderrTail(r.stderr)}`;
    return { ...base, input: undefined, failure: why, outcome: { outcome: 'failed', reason: why } };
  }
  return { ...base, outcome: { outcome: 'ok' } };
}

/** What was left out because the command did not write it (read-outputs.ts outputStamps). */
function staleNote(stale: readonly string[], all: boolean): string {
  const shown = stale.slice(0, 5).join(', ');
  const more = stale.length > 5 ? ` and ${stale.length - 5} more` : '';
  return `${all ? 'every output file' : `${stale.length} output file(s)`} (${shown}${more}) left out: not written by this run (exactly as before it started), so an earlier run's numbers are not reported as this one's`;
}

async function runSuiteOutput(s: ResolvedSuite, stream: RunOptions['stream']): Promise<SuiteOutput> {
  if (s.kind === 'command') {
    const r = await runCommandSuite(
      { name: s.name, commands: s.commands!, matrix: s.matrix, runs: s.runs, warmup: s.warmup, cwd: s.cwd, env: s.env, timeoutMs: s.timeoutMs, ...(s.only ? { only: s.only } : {}) },
      stream && ((chunk: string) => stream(chunk)),
    );
    return {
      input: { files: [{ path: `timings of ${s.name}`, text: r.manifest }] },
      harness: 'command',
      durationMs: r.durationMs,
      warnings: [],
      ...(r.failed ? { failure: r.failed, outcome: { outcome: 'failed', reason: r.failed } } : { outcome: { outcome: 'ok' } }),
    };
  }
  if (s.kind === 'size') {
    const started = Date.now();
    try {
      const manifest = await measureSizes(s.files!, s.cwd);
      return { input: { files: [{ path: `sizes of ${s.name}`, text: manifest }] }, harness: 'size', durationMs: Date.now() - started, warnings: [], outcome: { outcome: 'ok' } };
    } catch (err) {
      const msg = err instanceof Error ? err.message : String(err);
      return { failure: msg, durationMs: Date.now() - started, warnings: [], outcome: { outcome: 'failed', reason: msg } };
    }
  }
  return runShellSuite(s, stream);
}

/** Runs one suite once and parses it (paired rounds: one side of one round). */
export async function runSuiteOnce(s: ResolvedSuite, stream: RunOptions['stream']): Promise<Suite> {
  return parseWithinBudget(s, await runSuiteOutput(s, stream));
}

/**
 * Parsing counts against the suite's timeout: a command that finished in time but printed so much that
 * parsing it takes the rest (and more) fails as timed out, saying how the time was spent.
 */
export function parseWithinBudget(s: Pick<ResolvedSuite, 'name' | 'harness' | 'timeoutMs'>, out: SuiteOutput): Suite {
  const started = Date.now();
  const suite = toSuite(s, out);
  const parseMs = Date.now() - started;
  if (suite.status === 'failed' || out.durationMs + parseMs <= s.timeoutMs) return suite;
  const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  return { ...suite, status: 'failed', error: `timed out: the command ran ${secs(out.durationMs)} and parsing its output took ${secs(parseMs)}, over the suite's timeout of ${secs(s.timeoutMs)}` };
}

/** Parses a suite's output; a parse failure fails the suite (with the ParseError's message), not the run. */
export function toSuite(s: Pick<ResolvedSuite, 'name' | 'harness'>, out: SuiteOutput): Suite {
  const common = { name: s.name, durationMs: out.durationMs, ...(out.exitCode !== undefined ? { exitCode: out.exitCode } : {}) };
  let parsed: ReturnType<typeof parseOutput> | undefined;
  let parseError: string | undefined;
  if (out.input !== undefined) {
    try {
      parsed = parseOutput(out.input, out.harness);
    } catch (err) {
      // Whatever an output does to an adapter (a bug included) fails this suite, never the others.
      parseError = err instanceof BenchgateError ? err.message : `${out.harness ?? 'parse'}: could not parse the output of ${s.name} (${err instanceof Error ? err.message : String(err)})`;
    }
  }
  const warnings = [...out.warnings, ...(parsed?.output.warnings ?? [])];
  const harness = parsed?.harness ?? out.harness ?? 'unknown';
  // What the output says of its own run (go's `FAIL <pkg> [build failed]`) fails it too, whatever the exit code.
  const error = [out.failure, out.failure === undefined ? parseError : undefined, parsed?.output.failure].filter(Boolean).join('\n');
  return {
    ...common,
    harness,
    status: error === '' ? 'ok' : 'failed',
    ...(error === '' ? {} : { error }),
    // A failed command may still have printed complete results: keep what parsed.
    benchmarks: parsed?.output.benchmarks ?? [],
    ...(warnings.length ? { warnings } : {}),
  };
}

function selectSuites(loaded: LoadedConfig, only: string[] | undefined): ResolvedSuite[] {
  if (!only?.length) return loaded.suites;
  const unknown = only.filter((n) => !loaded.suites.some((s) => s.name === n));
  if (unknown.length) throw new BenchgateError(`${loaded.file}: no suite named ${unknown.map((u) => `"${u}"`).join(', ')} (suites: ${loaded.suites.map((s) => s.name).join(', ')})`);
  return loaded.suites.filter((s) => only.includes(s.name));
}

function resultsOf(suites: Suite[], meta: Results['meta']): Results {
  return { schema: RESULTS_SCHEMA_ID, meta, suites };
}

/** Runs every configured suite in order; one suite failing never stops the others. */
export async function runSuites(loaded: LoadedConfig, options: RunOptions): Promise<Results> {
  const suites = selectSuites(loaded, options.only);
  const progress = options.progress ? createProgress(suites.length, options.progress.write, options.progress.isTTY, () => Date.now()) : undefined;
  const results: Suite[] = [];
  const setups = new SetupRuns();
  try {
    for (const [i, given] of suites.entries()) {
      let s = given;
      if (options.shard !== undefined) {
        const plan = await planShard(given, options.shard.spec, options.shard.baseline);
        options.progress?.write(`${given.name}: shard ${options.shard.spec.index}/${options.shard.spec.count} runs ${plan.units} of its units${plan.skip ? ' (none: skipped)' : ''}\n`);
        if (plan.skip) continue;
        s = plan.suite;
      }
      const runs: Suite[] = [];
      const setupError = await setups.run(s, '', (l) => options.progress?.write(l), options.stream);
      if (setupError !== undefined) {
        results.push({ name: s.name, harness: s.harness ?? 'unknown', status: 'failed', error: setupError, benchmarks: [] });
        continue;
      }
      for (let run = 1; run <= s.repeat; run++) {
        const label = s.repeat > 1 ? `${s.name} (run ${run}/${s.repeat})` : s.name;
        progress?.start(i, label);
        const out = await runSuiteOutput(s, options.stream);
        if (options.capture !== undefined && out.input !== undefined) {
          await writeCapture(options.capture, s.name, { harness: out.harness, durationMs: out.durationMs, exitCode: out.exitCode, failure: out.failure, files: out.input.files }, run);
        }
        const suite = parseWithinBudget(s, out);
        const outcome: SuiteOutcome = out.outcome.outcome === 'ok' && suite.status === 'failed' ? { outcome: 'failed', reason: 'output could not be parsed' } : out.outcome;
        progress?.finish(i, label, outcome);
        runs.push(suite);
        if (suite.status === 'failed') break; // the suite is failed whatever the other runs give
      }
      results.push(mergeSuites(runs));
    }
  } finally {
    progress?.stop();
  }
  const meta: Results['meta'] = {
    ...(options.meta?.commit ? { commit: options.meta.commit } : {}),
    ...(options.meta?.ref ? { ref: options.meta.ref } : {}),
    ...(options.meta?.runId !== undefined ? { runId: options.meta.runId } : {}),
    createdAt: options.now().toISOString(),
    runner: describeMachine(),
    ...(options.shard ? { shard: options.shard.spec } : {}),
    ...(options.environment ? { environment: options.environment } : {}),
  };
  if (options.capture !== undefined) {
    await mkdir(options.capture, { recursive: true });
    await writeFile(join(options.capture, 'meta.json'), `${JSON.stringify(meta, null, 2)}\n`);
  }
  return resultsOf(results, meta);
}

/** Parses captured raw outputs again (no command runs): the same results a live run gave. */
export async function replaySuites(loaded: LoadedConfig, dir: string, only?: string[]): Promise<Results> {
  const suites: Suite[] = [];
  for (const s of selectSuites(loaded, only)) {
    const runs: Suite[] = [];
    for (let run = 1; run === 1 || (run <= s.repeat && (await hasCapture(dir, s.name, run))); run++) {
      let c: Awaited<ReturnType<typeof readCapture>>;
      try {
        c = await readCapture(dir, s.name, run);
      } catch (err) {
        // A capture that cannot be read fails its suite; the other suites are still reported.
        if (!(err instanceof BenchgateError)) throw err;
        runs.push({ name: s.name, harness: s.harness ?? 'unknown', status: 'failed', error: err.message, benchmarks: [] });
        break;
      }
      runs.push(
        toSuite(s, {
          input: { files: c.files },
          harness: s.harness ?? c.harness,
          durationMs: c.durationMs,
          exitCode: c.exitCode,
          failure: c.failure,
          warnings: [],
          outcome: c.failure ? { outcome: 'failed', reason: c.failure } : { outcome: 'ok' },
        }),
      );
    }
    suites.push(mergeSuites(runs));
  }
  const metaFile = join(dir, 'meta.json');
  let meta: Results['meta'];
  try {
    meta = ResultsSchema.shape.meta.parse(JSON.parse(await readFile(metaFile, 'utf8')));
  } catch (err) {
    throw new BenchgateError(`${metaFile}: not the meta of a benchgate capture (${(err as Error).message.split('\n')[0]})`);
  }
  return resultsOf(suites, meta);
}

/** The config's variant and fit tables as markdown sections, from the head run (fits compare slopes with base). */
export function reportTables(loaded: Pick<LoadedConfig, 'tables' | 'verdicts'> | undefined, head: Results, base: Results | undefined): string[] {
  if (loaded === undefined || loaded.tables.length === 0) return [];
  const t = loaded.verdicts.thresholds;
  const built = buildTables(loaded.tables, head, base, {
    seed: DEFAULT_SEED,
    resamples: DEFAULT_RESAMPLES,
    noiseFloor: t.noiseFloor ?? DEFAULTS.noiseFloor,
    alpha: t.alpha ?? DEFAULTS.alpha,
  });
  return renderTables(built);
}
