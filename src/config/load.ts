// The shell around config: reads the file, validates, resolves. The one place config enters benchgate.
import { readFile, realpath } from 'node:fs/promises';
import { basename, dirname, isAbsolute, relative, resolve } from 'node:path';
import { ConfigError } from '../model/errors';
import { templateProblem } from '../render/template';
import { resolveConfig, type LoadedConfig } from './resolve';
import type { ReportSettings } from './schema';
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
  const config = validateConfig(text, path);
  const root = configRoot(path);
  const loaded = resolveConfig(config, path, root);
  const templates = await readTemplates(config.report, path, root);
  return templates ? { ...loaded, templates } : loaded;
}

/** The layouts named by `report:`, read and checked here, so a bad template fails the run at the top. */
async function readTemplates(report: ReportSettings | undefined, file: string, root: string): Promise<LoadedConfig['templates']> {
  if (report?.template === undefined && report?.['comment-template'] === undefined) return undefined;
  const read = async (key: 'template' | 'comment-template', partials: string[]): Promise<string | undefined> => {
    const given = report[key];
    if (given === undefined) return undefined;
    const fail = (expected: string, found: string): never => {
      throw new ConfigError(file, [{ path: `report.${key}`, expected, found }]);
    };
    // The comment is posted with a write token: a template is a file of this repository, never one beside it.
    const inside = (p: string, dir: string) => !isAbsolute(relative(dir, p)) && !relative(dir, p).startsWith('..');
    const full = resolve(root, given);
    if (!inside(full, root)) fail('a file inside the repository (a path relative to its root)', JSON.stringify(given));
    const real = await realpath(full).catch((err: unknown) => fail('a readable mustache file', `${JSON.stringify(given)} (${(err as NodeJS.ErrnoException).code ?? String(err)})`));
    if (!inside(real, await realpath(root))) fail('a file inside the repository, not a link out of it', `${JSON.stringify(given)} → ${real}`);
    const text = await readFile(real, 'utf8').catch((err: unknown) => fail('a readable mustache file', `${JSON.stringify(given)} (${(err as NodeJS.ErrnoException).code ?? String(err)})`));
    const problem = templateProblem(text, partials);
    if (problem !== undefined) fail('a mustache template (docs/templates.md)', `${given}: ${problem}`);
    return text;
  };
  const template = await read('template', []);
  const comment = await read('comment-template', ['report']);
  return { ...(template !== undefined ? { report: template } : {}), ...(comment !== undefined ? { comment } : {}) };
}

export type { LoadedConfig };
