// Golden files: rendered reports are reviewed like code. UPDATE_GOLDEN=1 rewrites them after a change
// that is meant to alter the output; otherwise any difference fails the test.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { expect } from 'vitest';

export const GOLDEN = join(import.meta.dirname, '..', 'golden');

export function expectGolden(name: string, text: string): void {
  const file = join(GOLDEN, name);
  if (process.env.UPDATE_GOLDEN === '1' || !existsSync(file)) {
    if (process.env.CI === 'true' && !existsSync(file)) throw new Error(`golden file ${name} is missing (run UPDATE_GOLDEN=1 locally and review it)`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  expect(text).toBe(readFileSync(file, 'utf8'));
}
