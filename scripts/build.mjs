// Bundles the Action entry and the CLI into dist/ with the pinned esbuild (package.json devDependencies).
import { build } from 'esbuild';
import { common } from './esbuild-options.mjs';

await build({ ...common, entryPoints: ['src/index.ts'], outfile: 'dist/index.js' });
await build({
  ...common,
  entryPoints: ['src/cli-entry.ts'],
  outfile: 'dist/cli.js',
  banner: { js: `#!/usr/bin/env node\n${common.banner.js}` },
});
