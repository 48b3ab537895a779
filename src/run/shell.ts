// The shell benchgate runs commands with, and how it stops them.
import type { ChildProcess } from 'node:child_process';
import { accessSync, constants, readdirSync, readFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';

let cachedShell: string | undefined;

/** `bash` when it is on PATH (Linux, macOS, Git Bash on Windows runners), otherwise `sh`. */
export function findShell(): string {
  cachedShell ??= onPath('bash') ? 'bash' : 'sh';
  return cachedShell;
}

function onPath(name: string): boolean {
  const names = process.platform === 'win32' ? [`${name}.exe`, name] : [name];
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    for (const n of names) {
      try {
        if (dir === '') continue;
        accessSync(join(dir, n), constants.X_OK);
        return true;
      } catch {
        // not here
      }
    }
  }
  return false;
}

/**
 * Signals the child's whole process group (the child was spawned `detached`, so it leads one): a
 * benchmark command's own children (cargo → the bench binary, `sh -c` → sleep) must stop with it. And every
 * process below the child that left the group (a new session or group: asv runs each benchmark in
 * `benchmark.py` under a group of its own, which outlived benchgate's stop of asv), found from /proc before the
 * group is signalled, while their parents still hold them. Windows has no process groups; there only the child
 * itself is signalled.
 */
export function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  if (process.platform === 'win32') {
    child.kill(signal);
    return;
  }
  // Only while the child runs: once it is reaped its pid may be another process's, whose children are not ours.
  const running = child.exitCode === null && child.signalCode === null;
  const below = process.platform === 'linux' && running ? descendants(child.pid) : [];
  for (const pid of [-child.pid, ...below]) {
    try {
      process.kill(pid, signal);
    } catch {
      // ESRCH: already gone
    }
  }
}

/** The processes below `root`, from each process's parent in /proc/<pid>/stat; [] where /proc cannot be read. */
export function descendants(root: number): number[] {
  const children = new Map<number, number[]>();
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return [];
  }
  for (const name of entries) {
    if (!/^\d+$/.test(name)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${name}/stat`, 'utf8');
    } catch {
      continue; // gone since the listing
    }
    // `pid (comm) state ppid …`: comm may hold spaces and parentheses, so the fields are read after the last ')'.
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    const list = children.get(ppid);
    if (list === undefined) children.set(ppid, [Number(name)]);
    else list.push(Number(name));
  }
  const out: number[] = [];
  // Breadth first over a queue (no recursion): a deep or wide tree is read in one pass.
  for (let queue = [root], i = 0; i < queue.length; i++) {
    for (const c of children.get(queue[i]!) ?? []) {
      if (out.length >= MAX_DESCENDANTS) return out;
      out.push(c);
      queue.push(c);
    }
  }
  return out;
}

/** A runaway fork loop must not make a stop read the whole process table over and over. */
const MAX_DESCENDANTS = 100_000;
