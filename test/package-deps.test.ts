// dist/ bundles what src/ imports, so the package has no runtime dependencies; and every dev dependency
// is used by something in the repository (an import, a script, a config), none kept by habit.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { dependencies?: Record<string, string>; devDependencies: Record<string, string>; scripts: Record<string, string> };

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    if (n === 'node_modules' || n === 'fixtures' || n === 'dist' || n.startsWith('.')) return [];
    const p = join(dir, n);
    return statSync(p).isDirectory() ? files(p) : /\.(ts|mjs|js|cjs)$/.test(n) ? [p] : [];
  });
}

it('has no runtime dependencies: dist/ bundles them', () => {
  expect(pkg.dependencies ?? {}).toEqual({});
});

it('uses every dev dependency', () => {
  const texts = ['src', 'test', 'bench', 'scripts'].flatMap((d) => files(join(ROOT, d))).concat([join(ROOT, 'eslint.config.js'), join(ROOT, 'vitest.config.ts')]).map((f) => readFileSync(f, 'utf8'));
  const scripts = Object.values(pkg.scripts).join('\n');
  // Used without an import: compilers, the lint and test runners, type packages.
  const tools = new Set(['typescript', 'vitest', 'eslint', 'tsx', 'esbuild', '@types/node', '@types/mustache', '@octokit/openapi-types', 'typescript-eslint', '@eslint/js']);
  const unused = Object.keys(pkg.devDependencies).filter((name) => {
    if (tools.has(name)) return false;
    const imported = new RegExp(`(from\\s+|import\\(\\s*|require\\(\\s*)['"]${name.replace(/[/.]/g, '\\$&')}(/[^'"]*)?(\\?raw)?['"]`);
    return !texts.some((t) => imported.test(t)) && !scripts.includes(name);
  });
  expect(unused).toEqual([]);
});
