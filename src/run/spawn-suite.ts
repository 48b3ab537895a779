// Runs one suite's command through the shell: live output, full capture, a timeout that stops the
// command's whole process tree, and the output files read afterwards. A non-zero exit is a result
// (a failed suite), never an exception.
import { childEnv } from './child-env';
import { spawn } from 'node:child_process';
import { stat } from 'node:fs/promises';
import { StringDecoder } from 'node:string_decoder';
import type { SourceFile } from '../parse/adapter';
import { outputStamps, readOutputs } from './read-outputs';
import { throwIfInterrupted, track } from './interrupt';
import { findShell, signalGroup } from './shell';

export interface SuiteRunRequest {
  name: string;
  command: string;
  cwd: string;
  env: Record<string, string>;
  /** 0 = none. */
  timeoutMs: number;
  /** Files, directories or globs relative to cwd, read after the command finishes. */
  outputFiles?: string[];
  /** Live output, decoded as UTF-8 on character boundaries. */
  stream?: (chunk: string, stream: 'stdout' | 'stderr') => void;
  /** Time between SIGTERM and SIGKILL after a timeout (default 5 s). */
  killGraceMs?: number;
}

export interface SuiteRunResult {
  exitCode: number | null;
  signal: string | null;
  timedOut: boolean;
  durationMs: number;
  stdout: string;
  stderr: string;
  /** Every output file read (directories recursively), paths relative to cwd. */
  files: SourceFile[];
  /** Patterns of outputFiles that matched nothing. */
  missingOutputs: string[];
  /** Output files passed over (binary, > 64 MiB), with the reason. */
  skippedOutputs: string[];
  /** Output files the command did not write (exactly as they were before it ran): left out. */
  staleOutputs: string[];
  /** The command could not be started (missing cwd, no shell…). */
  error?: string;
}

const DEFAULT_KILL_GRACE_MS = 5000;

export async function spawnSuite(req: SuiteRunRequest): Promise<SuiteRunResult> {
  const empty = { exitCode: null, signal: null, timedOut: false, durationMs: 0, stdout: '', stderr: '', files: [], missingOutputs: [], skippedOutputs: [], staleOutputs: [] };
  const dir = await stat(req.cwd).catch(() => undefined);
  // Checked up front: for a missing cwd Node reports "spawn bash ENOENT", which blames the shell.
  if (!dir?.isDirectory()) return { ...empty, error: `${req.name}: working directory ${req.cwd} does not exist` };

  // What the output files were before, so that one the command leaves untouched is not read as its own.
  const before = req.outputFiles?.length ? await outputStamps(req.outputFiles, req.cwd) : undefined;
  throwIfInterrupted();
  const run = await runShell(req);
  // Stopped by Ctrl-C or SIGTERM (interrupt.ts): not a failed suite, the end of the run.
  throwIfInterrupted();
  if (run.error !== undefined) return { ...empty, durationMs: run.durationMs, error: `${req.name}: could not start \`${req.command}\`: ${run.error}` };
  let outputs: Awaited<ReturnType<typeof readOutputs>>;
  try {
    outputs = req.outputFiles?.length ? await readOutputs(req.outputFiles, req.cwd, { before }) : { files: [], missing: [], skipped: [], stale: [] };
  } catch (err) {
    // An output that cannot be read (invalid JSON of gigabytes, text too large for one string) fails the suite, saying which.
    return { ...empty, ...run, error: `${req.name}: ${(err as Error).message}` };
  }
  return { ...run, files: outputs.files, missingOutputs: outputs.missing, skippedOutputs: outputs.skipped, staleOutputs: outputs.stale };
}

type ShellRun = Pick<SuiteRunResult, 'exitCode' | 'signal' | 'timedOut' | 'durationMs' | 'stdout' | 'stderr' | 'error'>;

function runShell(req: SuiteRunRequest): Promise<ShellRun> {
  return new Promise((resolve) => {
    const started = process.hrtime.bigint();
    const elapsedMs = (): number => Number(process.hrtime.bigint() - started) / 1e6;
    // detached: the command leads its own process group, so a timeout can stop its children too.
    const child = spawn(findShell(), ['-c', req.command], {
      cwd: req.cwd,
      env: childEnv(process.env, req.env),
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
      windowsHide: true,
    });
    track(child);
    const chunks = { stdout: [] as Buffer[], stderr: [] as Buffer[] };
    for (const name of ['stdout', 'stderr'] as const) {
      const decoder = new StringDecoder('utf8');
      child[name].on('data', (chunk: Buffer) => {
        chunks[name].push(chunk);
        if (req.stream) {
          const text = decoder.write(chunk);
          if (text !== '') req.stream(text, name);
        }
      });
      child[name].on('end', () => {
        const rest = decoder.end();
        if (rest !== '' && req.stream) req.stream(rest, name);
      });
    }

    let timedOut = false;
    let exit: { code: number | null; signal: string | null; ms: number } | undefined;
    const timers: NodeJS.Timeout[] = [];
    let done = false;
    const finish = (error?: string): void => {
      if (done) return;
      done = true;
      for (const t of timers) clearTimeout(t);
      resolve({
        exitCode: exit?.code ?? null,
        signal: exit?.signal ?? null,
        timedOut,
        durationMs: exit?.ms ?? elapsedMs(),
        stdout: Buffer.concat(chunks.stdout).toString('utf8'),
        stderr: Buffer.concat(chunks.stderr).toString('utf8'),
        ...(error === undefined ? {} : { error }),
      });
    };
    const grace = req.killGraceMs ?? DEFAULT_KILL_GRACE_MS;
    if (req.timeoutMs > 0) {
      timers.push(
        setTimeout(() => {
          timedOut = true;
          signalGroup(child, 'SIGTERM');
          timers.push(setTimeout(() => signalGroup(child, 'SIGKILL'), grace));
          // A grandchild that left the group (setsid) may still hold the pipes open: stop waiting for it.
          timers.push(setTimeout(() => finish(), grace * 2 + 1000));
        }, req.timeoutMs),
      );
    }
    child.on('error', (err) => finish(err.message));
    child.on('exit', (code, signal) => {
      exit = { code, signal, ms: elapsedMs() };
      // The shell is done; if something it started in the background keeps the pipes open, stop it
      // rather than wait for it forever.
      timers.push(
        setTimeout(() => {
          signalGroup(child, 'SIGKILL');
          timers.push(setTimeout(() => finish(), 1000));
        }, grace),
      );
    });
    // 'close' comes after the pipes are drained, so the captured output is complete.
    child.on('close', () => finish());
  });
}

/** The last lines of a failed command's stderr, for the failure message (ANSI colours and `\r` progress removed). */
export function stderrTail(stderr: string, lines = 20): string {
  const clean = stderr
    // eslint-disable-next-line no-control-regex -- ESC is exactly what is being removed
    .replace(/\u001b\[[0-9;?]*[A-Za-z]/g, '')
    .split(/\r?\n/)
    .map((line) => line.slice(line.lastIndexOf('\r') + 1).trimEnd());
  while (clean.length > 0 && clean[clean.length - 1] === '') clean.pop();
  return clean.slice(-lines).join('\n');
}
