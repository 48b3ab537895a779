// Bundles the Action entry and the CLI into dist/ with the pinned esbuild (package.json devDependencies).
// One build with code splitting: what only some paths need (the artifact client, octokit's endpoint
// tables, the dashboard's assets) sits in dist/chunks/ and is loaded on use, so `node dist/index.js`
// compiles a small file first. A stale chunk is removed, since dist/ is committed and checked.
import { rmSync } from 'node:fs';
import { build } from 'esbuild';
import { common } from './esbuild-options.mjs';

rmSync('dist/chunks', { recursive: true, force: true });
await build({
  ...common,
  entryPoints: { index: 'src/index.ts', cli: 'src/cli-entry.ts' },
  outdir: 'dist',
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  // The CLI is run directly (`npx benchgate`): a shebang on every file is harmless (ES modules allow one).
  banner: { js: `#!/usr/bin/env node\n${common.banner.js}` },
});
