// Runs one suite's command through the shell: live output, full capture, a timeout that stops the
// command's whole process tree, and the output files read afterwards. A non-zero exit is a result
// (a failed suite), never an exception.
import { childEnv } from './child-env';
import { spawn } from 'node:child_process';
import { stat } from 'node:fs/promises';
import { StringDecoder } from 'node:string_decoder';
import { RunError } from '../model/errors';
import type { SourceFile } from '../parse/adapter';
import { LARGE_FILE_BYTES, outputStamps, readOutputs, readSourceFile, type ReadOptions } from './read-outputs';
import { EchoLimiter } from './echo-limit';
import { StreamCapture } from './stream-capture';
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
  /** Bytes of stdout (or stderr) kept in memory; beyond them the stream goes to a temporary file (default LARGE_FILE_BYTES). */
  spillBytes?: number;
}

export interface SuiteRunResult {
  exitCode: number | null;
  signal: string | null;
  timedOut: boolean;
  durationMs: number;
  /** All of stdout; once it outgrew memory (`stdoutFile`), its last lines. */
  stdout: string;
  stderr: string;
  /** The file that holds all of stdout, where it outgrew memory (read it with capturedStdout). */
  stdoutFile?: string;
  stderrFile?: string;
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

type ShellRun = Pick<SuiteRunResult, 'exitCode' | 'signal' | 'timedOut' | 'durationMs' | 'stdout' | 'stderr' | 'stdoutFile' | 'stderrFile' | 'error'>;

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
    const spill = req.spillBytes ?? LARGE_FILE_BYTES;
    const captures = { stdout: new StreamCapture('stdout', spill), stderr: new StreamCapture('stderr', spill) };
    for (const name of ['stdout', 'stderr'] as const) {
      const decoder = new StringDecoder('utf8');
      // The echo is bounded (echo-limit.ts); the capture keeps every byte.
      const echo = new EchoLimiter();
      child[name].on('data', (chunk: Buffer) => {
        captures[name].add(chunk);
        if (req.stream) {
          const text = echo.push(decoder.write(chunk));
          if (text !== '') req.stream(text, name);
        }
      });
      child[name].on('end', () => {
        if (!req.stream) return;
        const rest = echo.push(decoder.end()) + echo.end();
        if (rest !== '') req.stream(rest, name);
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
      const out = captures.stdout.finish();
      const err = captures.stderr.finish();
      // A stream that could not be kept whole fails the suite: its results would be cut off unsaid.
      const lost = error ?? (out.error !== undefined ? `${req.name}: ${out.error}` : err.error !== undefined ? `${req.name}: ${err.error}` : undefined);
      resolve({
        exitCode: exit?.code ?? null,
        signal: exit?.signal ?? null,
        timedOut,
        durationMs: exit?.ms ?? elapsedMs(),
        stdout: out.text,
        stderr: err.text,
        ...(out.file !== undefined ? { stdoutFile: out.file } : {}),
        ...(err.file !== undefined ? { stderrFile: err.file } : {}),
        ...(lost === undefined ? {} : { error: lost }),
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

/**
 * A captured stream as an adapter reads it (`path`: the name messages give it): its text, or, where it
 * outgrew memory, read from its file as output files are (streamed past one string's size). A stream that
 * held a NUL byte over that size is refused: binary, not a harness's output.
 */
export async function capturedStream(r: Pick<SuiteRunResult, 'stdout' | 'stderr' | 'stdoutFile' | 'stderrFile'>, name: 'stdout' | 'stderr', path: string, options: ReadOptions = {}): Promise<SourceFile> {
  const file = name === 'stdout' ? r.stdoutFile : r.stderrFile;
  if (file === undefined) return { path, text: r[name] };
  const read = await readSourceFile(file, path, options);
  if (read === 'binary') throw new RunError(`${path}: binary data (a NUL byte) in ${name} too large to hold in memory; expected a harness's text output`);
  return read;
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
