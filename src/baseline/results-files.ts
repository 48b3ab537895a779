// Results files given on the command line: a file, or every .json file under a folder (artifacts
// downloaded side by side), in name order. Shared by `merge` and `dashboard`.
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { UsageError } from '../model/errors';

/** A results file, or every .json file under a folder (artifacts downloaded side by side), in name order. */
export async function resultsFilesIn(path: string, given: string): Promise<string[]> {
  const info = await stat(path).catch(() => undefined);
  if (info === undefined) throw new UsageError(`${given}: no such file or folder`);
  if (!info.isDirectory()) return [path];
  const out: string[] = [];
  const pending = [path];
  while (pending.length > 0) {
    const dir = pending.pop()!;
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const p = join(dir, entry.name);
      if (entry.isDirectory()) pending.push(p);
      else if (entry.name.endsWith('.json')) out.push(p);
    }
  }
  if (out.length === 0) throw new UsageError(`${given}: no .json results files in this folder`);
  return out.sort();
}

