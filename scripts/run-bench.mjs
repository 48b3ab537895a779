// Runs a benchmark file as plain bundled JavaScript (esbuild → a temp file → node), so the numbers measure
// benchgate, not the TypeScript loader: `node scripts/run-bench.mjs bench/pipeline.bench.ts`.
import { build } from 'esbuild';
import { common } from './esbuild-options.mjs';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const entry = process.argv[2];
if (!entry) {
  console.error('usage: node scripts/run-bench.mjs <bench file>');
  process.exit(2);
}
// The bundle lives under node_modules/.cache, so the one package left outside it (playwright-core, which
// reads its own files at run time) resolves; bench files find the repo's fixtures relative to their own folder.
mkdirSync(join('node_modules', '.cache'), { recursive: true });
const outfile = join(mkdtempSync(join('node_modules', '.cache', 'benchgate-bench-')), 'bench.mjs');
await build({ ...common, entryPoints: [entry], outfile, external: ['playwright-core'], define: { 'import.meta.dirname': JSON.stringify(dirname(resolve(entry))) } });
const r = spawnSync(process.execPath, [outfile, ...process.argv.slice(3)], { stdio: 'inherit' });
rmSync(dirname(outfile), { recursive: true, force: true });
process.exit(r.status ?? 1);
