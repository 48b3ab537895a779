// The shell around config: reads the file, validates, resolves. The one place config enters benchgate.
import { readFile } from 'node:fs/promises';
import { basename, dirname, resolve } from 'node:path';
import { ConfigError } from '../model/errors';
import { resolveConfig, type LoadedConfig } from './resolve';
import { validateConfig } from './validate';

export const DEFAULT_CONFIG_PATH = '.github/benchgate.yml';

/** Suites' cwd are relative to the repository root: the folder holding `.github/`, else the config's folder. */
export function configRoot(file: string): string {
  const dir = dirname(resolve(file));
  return basename(dir) === '.github' ? dirname(dir) : dir;
}

export async function loadConfig(path: string = DEFAULT_CONFIG_PATH): Promise<LoadedConfig> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    throw new ConfigError(path, [
      { path: '(file)', expected: 'a readable benchgate.yml (create one with `benchgate init`)', found: code ?? String(err) },
    ]);
  }
  return resolveConfig(validateConfig(text, path), path, configRoot(path));
}

export type { LoadedConfig };
