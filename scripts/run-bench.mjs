// Runs a benchmark file as plain bundled JavaScript (esbuild → a temp file → node), so the numbers measure
// benchgate, not the TypeScript loader: `node scripts/run-bench.mjs bench/pipeline.bench.ts`.
import { build } from 'esbuild';
import { common } from './esbuild-options.mjs';
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

const entry = process.argv[2];
if (!entry) {
  console.error('usage: node scripts/run-bench.mjs <bench file>');
  process.exit(2);
}
const outfile = join(mkdtempSync(join(tmpdir(), 'benchgate-bench-')), 'bench.mjs');
// The bundle lives in a temp dir: bench files find the repo's fixtures relative to their own folder.
await build({ ...common, entryPoints: [entry], outfile, define: { 'import.meta.dirname': JSON.stringify(dirname(resolve(entry))) } });
const r = spawnSync(process.execPath, [outfile, ...process.argv.slice(3)], { stdio: 'inherit' });
process.exit(r.status ?? 1);
