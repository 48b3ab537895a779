// The shell benchgate runs commands with, and how it stops them.
import type { ChildProcess } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
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
 * benchmark command's own children (cargo → the bench binary, `sh -c` → sleep) must stop with it.
 * Windows has no process groups; there only the child itself is signalled.
 */
export function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    if (process.platform === 'win32') child.kill(signal);
    else process.kill(-child.pid, signal);
  } catch {
    // ESRCH: the group is already gone
  }
}
