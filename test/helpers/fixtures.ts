// Reads real fixtures (test/fixtures/<harness>/...) as the shell would hand them to an adapter.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { ParseInput, SourceFile } from '../../src/parse/adapter';

// Bundled benches (scripts/run-bench.mjs) define import.meta.dirname as bench/, a sibling of test/.
const HERE_FIXTURES = join(import.meta.dirname, '..', 'fixtures');
export const FIXTURES = existsSync(HERE_FIXTURES) ? HERE_FIXTURES : join(import.meta.dirname, '..', 'test', 'fixtures');

/** One fixture file as a SourceFile whose path is relative to test/fixtures. */
export function fixtureFile(...parts: string[]): SourceFile {
  const path = join(FIXTURES, ...parts);
  return { path: relative(FIXTURES, path), text: readFileSync(path, 'utf8') };
}

export function fixtureInput(...parts: string[]): ParseInput {
  return { files: [fixtureFile(...parts)] };
}

/** Every file under a fixture directory (e.g. a target/criterion tree), paths relative to that directory. */
export function fixtureTree(...parts: string[]): ParseInput {
  const root = join(FIXTURES, ...parts);
  const files: SourceFile[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir).sort()) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else files.push({ path: relative(root, full), text: readFileSync(full, 'utf8') });
    }
  };
  walk(root);
  return { files };
}

/**
 * A real output made hostile: `count` newlines more after its line `after` (1-based), so every later line moves
 * down by `count` (the blank-flood tests of the line-oriented adapters).
 */
export function withBlankLines(text: string, after: number, count: number): string {
  let at = 0;
  for (let k = 0; k < after; k++) at = text.indexOf('\n', at) + 1;
  return `${text.slice(0, at)}${'\n'.repeat(count)}${text.slice(at)}`;
}
