// Bundles the Action entry and the CLI into dist/ with the pinned esbuild (package.json devDependencies).
import { build } from 'esbuild';

const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: false,
  legalComments: 'none',
  logLevel: 'warning',
  // Some CJS dependencies call require(); give the ESM bundle one.
  banner: { js: "import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);" },
};

await build({ ...common, entryPoints: ['src/index.ts'], outfile: 'dist/index.js' });
await build({
  ...common,
  entryPoints: ['src/cli-entry.ts'],
  outfile: 'dist/cli.js',
  banner: { js: `#!/usr/bin/env node\n${common.banner.js}` },
});
