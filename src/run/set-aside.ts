// Keeps output files from leaking between runs: before a run, whatever a suite's `output.files` patterns
// match is moved out of the tree into a scratch folder (kept, never deleted from the user's view of
// it), so the next run can only be parsed from what it wrote itself.
import { cp, mkdir, rename, rm, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
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

/** Moves every match of `patterns` (relative to cwd) into `into`; returns how many paths moved. */
export async function setAsideOutputs(patterns: readonly string[], cwd: string, into: string): Promise<number> {
  let moved = 0;
  for (const pattern of patterns) {
    const literal = await stat(join(cwd, pattern)).catch(() => undefined);
    const matches = literal ? [pattern] : await glob(pattern, { cwd, onlyFiles: false, expandDirectories: false, dot: true });
    for (const m of matches) {
      const from = join(cwd, m);
      if ((await stat(from).catch(() => undefined)) === undefined) continue; // inside a directory already moved
      await mkdir(into, { recursive: true });
      await move(from, join(into, `${moved}-${basename(m)}`));
      moved++;
    }
  }
  return moved;
}
