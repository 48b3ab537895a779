// The local baseline store: `.benchgate/baselines/<name>.json` — the embedded default, no GitHub needed.
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { BaselineError } from '../model/errors';
import type { Results } from '../model/results';
import type { BaselineStore, LoadedBaseline } from './store';
import { readResultsFile, writeResultsFile } from './results-io';

const NAME = /^[A-Za-z0-9._-]{1,100}$/;

export class LocalBaselineStore implements BaselineStore {
  constructor(readonly dir: string) {}

  private file(name: string): string {
    if (!NAME.test(name) || name.startsWith('.')) {
      throw new BaselineError(`baseline name "${name}": expected letters, digits, ".", "_" or "-" (at most 100, not starting with ".")`);
    }
    return join(this.dir, 'baselines', `${name}.json`);
  }

  async load(name: string): Promise<LoadedBaseline | undefined> {
    const file = this.file(name);
    try {
      await stat(file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw new BaselineError(`${file}: cannot read (${(err as Error).message})`);
    }
    // Any size: a baseline with every sample of a gigabyte output is read from the file in chunks.
    const results = await readResultsFile(file);
    return { results, info: { source: file, commit: results.meta.commit, createdAt: results.meta.createdAt } };
  }

  /** Validates, then writes atomically (temp file + rename): a bad result never replaces a good baseline. */
  async save(name: string, results: Results): Promise<string> {
    const file = this.file(name);
    const { validateResults } = await import('./validate');
    let checked: Results;
    try {
      checked = validateResults(results, `baseline "${name}"`);
    } catch (err) {
      if (err instanceof BaselineError) throw new BaselineError(`refusing to save baseline "${name}": ${err.message}`);
      throw err;
    }
    await mkdir(join(this.dir, 'baselines'), { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    await writeResultsFile(tmp, checked);
    await rename(tmp, file);
    return file;
  }
}

/**
 * Creates the default store directory (`.benchgate/` beside the config) with a `.gitignore` of `*`: its
 * results and baselines are machine-local, and a `git status` after `run --save-baseline` stays clean.
 * Only when benchgate creates the directory: a user who deletes the file to commit baselines keeps that choice.
 */
export async function createIgnoredDir(dir: string): Promise<void> {
  if ((await stat(dir).catch(() => undefined)) !== undefined) return;
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, '.gitignore'), '# benchgate\'s local results and baselines: machine-local, not committed (delete this file to commit them)\n*\n');
}
