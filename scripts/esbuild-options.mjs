// The esbuild options every bundle of benchgate shares: dist/ (scripts/build.mjs), the e2e tests' own
// bundle of src/ (test/e2e/action-harness.ts) and the benchmarks (scripts/run-bench.mjs).
import { readFile } from 'node:fs/promises';
import { relative, resolve } from 'node:path';

// `import text from './file?raw'`: the file's contents as a string (the dashboard's page assets), as
// vitest reads them too.
export const rawText = {
  name: 'raw-text',
  setup(b) {
    b.onResolve({ filter: /\?raw$/ }, async (args) => {
      const r = await b.resolve(args.path.slice(0, -'?raw'.length), { resolveDir: args.resolveDir, kind: args.kind });
      if (r.errors.length > 0) return { errors: r.errors };
      // Relative to the project: the path is written into the bundle, which must not depend on where the
      // repository was cloned (CI rebuilds dist/ in a fresh clone and compares).
      return { path: relative(process.cwd(), r.path), namespace: 'raw-text' };
    });
    b.onLoad({ filter: /.*/, namespace: 'raw-text' }, async (args) => ({ contents: await readFile(resolve(process.cwd(), args.path), 'utf8'), loader: 'text' }));
  },
};

export const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: false,
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [rawText],
  // Some CJS dependencies call require(); give the ESM bundle one.
  banner: { js: "import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);" },
};
