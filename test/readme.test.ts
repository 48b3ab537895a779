// README is part of the contract: every harness is listed, and it opens with the two commands CI runs.
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { harnessIds } from '../src/parse/registry';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const ci = readFileSync(new URL('../.ci/run', import.meta.url), 'utf8');

it('lists every registered harness with a config example', () => {
  for (const id of harnessIds()) expect(readme, id).toMatch(new RegExp(`^\\| \`${id}\` \\|.*\\| \`\\{ name: .*\\}\` \\|$`, 'm'));
});

it('opens with the demo command and the test command that .ci/run calls', () => {
  const block = /```sh\n(.*)\n(.*)\n```/.exec(readme)!;
  expect(block[1]).toMatch(/demo/);
  const test = block[2]!.split('#')[0]!.trim();
  expect(test).toBe('npm ci && npm test');
  expect(ci).toMatch(/^npm ci\nnpm test$/m);
});

it('has no unfilled placeholders', () => {
  expect(readme).not.toMatch(/\b[A-Z]{4,}_[A-Z_]{3,}\b(?![^`]*`)/);
});

it("README's Action inputs/outputs table is generated from action.yml and current", async () => {
  const { execFileSync } = await import('node:child_process');
  expect(() => execFileSync('node', ['scripts/readme-inputs.mjs', '--check', 'README.md'], { cwd: new URL('..', import.meta.url), stdio: 'pipe' })).not.toThrow();
});

it('every relative link in README points at a file that exists (the gallery included)', async () => {
  const { existsSync } = await import('node:fs');
  const links = [...readme.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)].map((m) => m[1]!).filter((l) => !/^[a-z]+:/.test(l));
  expect(links.length).toBeGreaterThan(10);
  const missing = links.filter((l) => !existsSync(new URL(`../${l}`, import.meta.url)));
  expect(missing).toEqual([]);
});
