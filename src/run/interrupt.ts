// Ctrl-C or SIGTERM during a run. Every benchmark command leads a process group of its own (so that a timeout
// stops its whole tree), out of reach of the terminal's Ctrl-C: killed outright, benchgate left them running,
// and a paired run left its base worktree, and the head's outputs moved aside, behind. The first signal stops
// the commands that run; the run then throws at its next step, so that the cleanups in its finally blocks
// run, and exits with the signal's status. A second signal exits at once.
import type { ChildProcess } from 'node:child_process';
import { constants } from 'node:os';
import { BenchgateError } from '../model/errors';
import { signalGroup } from './shell';

// Not SIGHUP: under nohup it is ignored, and a handler would end the run the nohup was for.
type Stopping = 'SIGINT' | 'SIGTERM';
const SIGNALS: readonly Stopping[] = ['SIGINT', 'SIGTERM'];

/** The run stopped on a signal; exit code 128 + the signal's number, as a shell reports it. */
export class InterruptedError extends BenchgateError {
  override readonly exitCode: number;
  constructor(readonly signal: Stopping) {
    super(`stopped by ${signal}: the benchmark commands that were running were stopped, and nothing was compared`);
    this.exitCode = 128 + constants.signals[signal];
  }
}

const live = new Set<ChildProcess>();
let received: Stopping | undefined;
let installed = false;

/** A benchmark command's process (the leader of its group), stopped on the first signal. */
export function track(child: ChildProcess): void {
  install();
  if (received !== undefined) {
    signalGroup(child, 'SIGTERM');
    return;
  }
  live.add(child);
  child.once('exit', () => live.delete(child));
}

/** Throws once a signal came: called before a command starts and after one ends. */
export function throwIfInterrupted(): void {
  if (received !== undefined) throw new InterruptedError(received);
}

function install(): void {
  if (installed) return;
  installed = true;
  for (const signal of SIGNALS) process.on(signal, () => onSignal(signal));
}

function onSignal(signal: Stopping): void {
  if (received !== undefined) {
    for (const child of live) signalGroup(child, 'SIGKILL');
    process.exit(128 + constants.signals[signal]);
  }
  received = signal;
  process.stderr.write(`\nbenchgate: ${signal}: stopping the benchmark commands that run, then cleaning up (a second ${signal} exits at once)\n`);
  for (const child of live) signalGroup(child, 'SIGTERM');
}
