// Times a plain command (the built-in `command` harness): wall time, the CPU time of the command and
// its children, and peak RSS where GNU time is installed.
//
// Node cannot read a child's rusage, so the shell reports it: an EXIT trap runs bash's `times` (second
// line = user and sys time of the shell's finished children, e.g. `0m0.353s 0m0.015s`) and, in bash 5,
// reads $EPOCHREALTIME before and after the command. That in-shell wall time leaves out Node's spawn and
// the shell's start-up (several ms, as much as a small CLI's own run time); where it is unavailable (sh,
// bash < 5) wall time is taken with process.hrtime around the spawn.
import { childEnv } from './child-env';
import { execFileSync, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { StringDecoder } from 'node:string_decoder';
import { EchoLimiter } from './echo-limit';
import { RunError } from '../model/errors';
import type { CommandRun, CommandTiming } from '../parse/command';
import { throwIfInterrupted, track } from './interrupt';
import { findShell, signalGroup } from './shell';
import { stderrTail } from './spawn-suite';

export interface TimeCommandRequest {
  command: string;
  cwd: string;
  env: Record<string, string>;
  runs: number;
  warmup: number;
  /** Per run; 0 = none. */
  timeoutMs: number;
  /** The command's stderr, live (its stdout goes to /dev/null, as with hyperfine's default). */
  stream?: (chunk: string, stream: 'stdout' | 'stderr') => void;
  killGraceMs?: number;
}

const STDERR_KEEP_BYTES = 64 * 1024;

/**
 * Runs `warmup` unrecorded runs, then `runs` recorded ones, stopping at the first failing run (which is
 * recorded, warm-up or not). Throws RunError only when the command cannot be started at all.
 */
export async function timeCommand(req: TimeCommandRequest): Promise<CommandTiming> {
  const dir = await mkdtemp(join(tmpdir(), 'benchgate-time-'));
  const recorded: CommandRun[] = [];
  let allShellClock = true;
  let stderr: string | undefined;
  try {
    for (let i = 0; i < req.warmup + req.runs; i++) {
      const run = await timeOnce(req, dir);
      const failed = run.exitCode !== 0;
      if (i >= req.warmup || failed) {
        recorded.push(run.result);
        allShellClock &&= run.shellClock;
      }
      if (failed) {
        stderr = stderrTail(run.stderr) || undefined;
        break;
      }
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  return {
    command: req.command,
    warmup: req.warmup,
    runs: recorded,
    clock: allShellClock ? 'shell' : 'process',
    ...(stderr === undefined ? {} : { stderr }),
  };
}

interface OneRun {
  result: CommandRun;
  exitCode: number | null;
  shellClock: boolean;
  stderr: string;
}

async function timeOnce(req: TimeCommandRequest, dir: string): Promise<OneRun> {
  const timesFile = join(dir, 'times');
  const rssFile = join(dir, 'rss');
  await rm(timesFile, { force: true });
  await rm(rssFile, { force: true });
  // The trap also fires when the command calls `exit`; the command's exit status is kept.
  const script = `trap 'echo "benchgate-wall $__bg_t0 $EPOCHREALTIME" > "$BENCHGATE_TIMES_FILE"; times >> "$BENCHGATE_TIMES_FILE"' EXIT\n__bg_t0=$EPOCHREALTIME\n${req.command}`;
  const shell = findShell();
  const gnuTime = findGnuTime();
  const [file, args] = gnuTime
    ? [gnuTime, ['-f', 'benchgate-max-rss-kb=%M', '-o', rssFile, shell, '-c', script]]
    : [shell, ['-c', script]];
  throwIfInterrupted();
  const proc = await spawnTimed(file, args, req, childEnv(process.env, { ...req.env, BENCHGATE_TIMES_FILE: timesFile }));
  throwIfInterrupted();
  const times = parseTimesFile(await readFile(timesFile, 'utf8').catch(() => ''));
  const rssKb = /benchgate-max-rss-kb=(\d+)/.exec(await readFile(rssFile, 'utf8').catch(() => ''))?.[1];
  // GNU time sizes %M in KiB; a reading of 0 means it could not measure (some kernels).
  const maxRssBytes = rssKb !== undefined && Number(rssKb) > 0 ? Number(rssKb) * 1024 : undefined;
  const shellWall = times.wallNs !== undefined && times.wallNs > 0 && times.wallNs <= proc.wallNs ? times.wallNs : undefined;
  const result: CommandRun = {
    wallNs: shellWall ?? proc.wallNs,
    ...(times.userNs === undefined ? {} : { userNs: times.userNs, sysNs: times.sysNs }),
    ...(maxRssBytes === undefined ? {} : { maxRssBytes }),
    exitCode: proc.exitCode,
    ...(proc.signal ? { signal: proc.signal } : {}),
    ...(proc.timedOut ? { timedOut: true } : {}),
  };
  return { result, exitCode: proc.exitCode, shellClock: shellWall !== undefined, stderr: proc.stderr };
}

interface Spawned {
  wallNs: number;
  exitCode: number | null;
  signal: string | null;
  timedOut: boolean;
  stderr: string;
}

function spawnTimed(file: string, args: string[], req: TimeCommandRequest, env: NodeJS.ProcessEnv): Promise<Spawned> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    // detached: the command leads its own process group, so a timeout stops its children too.
    const child = spawn(file, args, { cwd: req.cwd, env, stdio: ['ignore', 'ignore', 'pipe'], detached: true, windowsHide: true });
    track(child);
    const kept: Buffer[] = [];
    let keptBytes = 0;
    const decoder = new StringDecoder('utf8');
    // Echoed within bounds (echo-limit.ts): a command's stderr is its own, and can be a flood.
    const echo = new EchoLimiter();
    child.stderr.on('data', (chunk: Buffer) => {
      kept.push(chunk);
      keptBytes += chunk.length;
      while (keptBytes - kept[0]!.length > STDERR_KEEP_BYTES) keptBytes -= kept.shift()!.length;
      const text = req.stream ? echo.push(decoder.write(chunk)) : '';
      if (text !== '') req.stream?.(text, 'stderr');
    });
    child.stderr.on('end', () => {
      const rest = req.stream ? echo.push(decoder.end()) + echo.end() : '';
      if (rest !== '') req.stream?.(rest, 'stderr');
    });
    let timedOut = false;
    const timers: NodeJS.Timeout[] = [];
    if (req.timeoutMs > 0) {
      timers.push(
        setTimeout(() => {
          timedOut = true;
          signalGroup(child, 'SIGTERM');
          timers.push(setTimeout(() => signalGroup(child, 'SIGKILL'), req.killGraceMs ?? 5000));
        }, req.timeoutMs),
      );
    }
    let wallNs = 0;
    child.on('exit', () => {
      wallNs = Number(process.hrtime.bigint() - started);
    });
    child.on('error', (err) => {
      for (const t of timers) clearTimeout(t);
      reject(new RunError(`command: could not start \`${req.command}\` in ${req.cwd}: ${err.message}`, { cause: err }));
    });
    child.on('close', (code, signal) => {
      for (const t of timers) clearTimeout(t);
      resolve({ wallNs, exitCode: code, signal, timedOut, stderr: Buffer.concat(kept).toString('utf8') });
    });
  });
}

/** Reads the trap's file: `benchgate-wall <t0> <t1>` then `times` (shell's own line, then children's). */
export function parseTimesFile(text: string): { wallNs?: number; userNs?: number; sysNs?: number } {
  const out: { wallNs?: number; userNs?: number; sysNs?: number } = {};
  const wall = /^benchgate-wall (\d+)[.,](\d+) (\d+)[.,](\d+)$/m.exec(text);
  if (wall) out.wallNs = Number(epochNs(wall[3]!, wall[4]!) - epochNs(wall[1]!, wall[2]!));
  // bash prints `0m0.353s`, dash `0m0.350000s`; the decimal point follows the locale.
  const lines = text.split('\n').filter((l) => /^\d+m\d+[.,]\d+s \d+m\d+[.,]\d+s$/.test(l.trim()));
  const children = lines[1]?.trim().split(' ');
  if (children?.length === 2) {
    out.userNs = clockNs(children[0]!);
    out.sysNs = clockNs(children[1]!);
  }
  return out;
}

/** `1795316605.717567` as integer ns (a double cannot hold it to the microsecond). */
function epochNs(seconds: string, fraction: string): bigint {
  return BigInt(seconds) * 1_000_000_000n + BigInt(fraction.padEnd(9, '0').slice(0, 9));
}

function clockNs(text: string): number {
  const m = /^(\d+)m(\d+)[.,](\d+)s$/.exec(text)!;
  return Number(m[1]) * 60e9 + Number(m[2]) * 1e9 + Number(m[3]!.padEnd(9, '0').slice(0, 9));
}

let gnuTimeCache: string | null | undefined;

/** /usr/bin/time when it is GNU time (macOS and BSDs ship a `time` without `-f`); otherwise peak RSS stays unknown. */
function findGnuTime(): string | undefined {
  if (gnuTimeCache === undefined) {
    try {
      const version = execFileSync('/usr/bin/time', ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 5000 });
      gnuTimeCache = /GNU/.test(version) ? '/usr/bin/time' : null;
    } catch (err) {
      // GNU time 1.7 prints its version on stderr
      const stderr = (err as { stderr?: unknown }).stderr;
      gnuTimeCache = typeof stderr === 'string' && /GNU/.test(stderr) ? '/usr/bin/time' : null;
    }
  }
  return gnuTimeCache ?? undefined;
}
