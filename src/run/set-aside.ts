// Keeps output files from leaking between runs: before a run, whatever a suite's `output.files` patterns
// match is moved out of the tree into a scratch folder, so the next run can only be parsed from what it
// wrote itself; what was there before is put back afterwards (criterion's saved baselines and reports).
import { cp, mkdir, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { glob } from 'tinyglobby';

async function move(from: string, to: string): Promise<void> {
  try {
    await rename(from, to);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
    await cp(from, to, { recursive: true });
    await rm(from, { recursive: true, force: true });
  }
}

/** A path moved aside, and where it went. */
export interface Moved {
  from: string;
  to: string;
}

/** Moves every match of `patterns` (relative to cwd) into `into`; returns what moved where, to be put back. */
export async function setAsideOutputs(patterns: readonly string[], cwd: string, into: string): Promise<Moved[]> {
  const out: Moved[] = [];
  let moved = 0;
  for (const pattern of patterns) {
    const literal = await stat(join(cwd, pattern)).catch(() => undefined);
    const matches = literal ? [pattern] : await glob(pattern, { cwd, onlyFiles: false, expandDirectories: false, dot: true });
    for (const m of matches) {
      const from = join(cwd, m);
      if ((await stat(from).catch(() => undefined)) === undefined) continue; // inside a directory already moved
      await mkdir(into, { recursive: true });
      const to = join(into, `${moved}-${basename(m)}`);
      await move(from, to);
      out.push({ from, to });
      moved++;
    }
  }
  return out;
}

/**
 * Puts moved paths back where they were, the last moved first. A path whose place is taken again, or that
 * cannot be moved, stays where it is and is returned: it is never deleted over.
 */
export async function putBack(moved: readonly Moved[]): Promise<Moved[]> {
  const stuck: Moved[] = [];
  for (const m of [...moved].reverse()) {
    try {
      if ((await stat(m.from).catch(() => undefined)) !== undefined) {
        stuck.push(m);
        continue;
      }
      await mkdir(dirname(m.from), { recursive: true });
      await move(m.to, m.from);
    } catch {
      stuck.push(m);
    }
  }
  return stuck;
}
