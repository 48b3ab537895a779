// README's quick start: `npm install --save-dev benchgate`, then `npx benchgate`. The packed tarball must
// hold what the CLI needs (the bundle, the schema, the workflows `init` copies) and nothing else, and
// install without pulling dependencies: dist/cli.js bundles them all.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const work = mkdtempSync(join(tmpdir(), 'benchgate-pack-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const npm = (args: string[], cwd: string) =>
  execFileSync('npm', [...args, '--no-audit', '--no-fund', '--loglevel=error'], { cwd, encoding: 'utf8', timeout: 120_000, env: { ...process.env, npm_config_update_notifier: 'false' } });

describe('the npm package', () => {
  it('packs lean, installs into an empty project with no dependencies, and `npx benchgate demo` runs', () => {
    const [packed] = JSON.parse(npm(['pack', '--json', '--pack-destination', work], root)) as { filename: string; files: { path: string }[]; unpackedSize: number }[];
    const files = packed!.files.map((f) => f.path).sort();
    expect(files).toContain('dist/cli.js');
    expect(files).toContain('schema/benchgate.schema.json');
    expect(files.some((f) => f.startsWith('workflows/'))).toBe(true);
    for (const f of files) expect(f, 'tests, fixtures, sources and examples stay out of the package').not.toMatch(/^(test|src|examples|bench|node_modules)\//);
    expect(packed!.unpackedSize).toBeLessThan(5 * 1024 * 1024);

    const project = join(work, 'project');
    execFileSync('mkdir', ['-p', project]);
    writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'empty-project', version: '1.0.0', private: true }));
    // --offline: a tarball without dependencies needs nothing from the registry.
    npm(['install', '--save-dev', '--offline', join(work, packed!.filename)], project);
    expect(readdirSync(join(project, 'node_modules')).filter((n) => !n.startsWith('.'))).toEqual(['benchgate']);

    const r = spawnSync('npx', ['--offline', 'benchgate', 'demo', '--dir', join(work, 'demo'), '--format', 'text'], { cwd: project, encoding: 'utf8', timeout: 300_000 });
    expect(r.status, r.stderr.slice(-2000)).toBe(0);
    expect(r.stdout).toMatch(/^benchgate: (regressed|improved|unchanged|drift) \(/m);
    expect(existsSync(join(work, 'demo', '.benchgate', 'baselines', 'main.json'))).toBe(true);
  }, 360_000);
});
