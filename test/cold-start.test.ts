// What `node dist/cli.js` loads before it runs a command: the modules its entry imports statically, as the
// bundler sees them. zod's schemas and yaml are most of that load and only checking results files or a
// config needs them, so `compare old.txt new.txt` and `parse` on raw outputs must start without them.
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs module shared with scripts/build.mjs (no type declarations)
import { common } from '../scripts/esbuild-options.mjs';

/** Every input reached from the entry by static imports (dynamic `import()` is loaded on use). */
async function staticClosure(entry: string): Promise<string[]> {
  const { metafile } = await build({ ...common, entryPoints: { cli: entry }, outdir: 'unused', splitting: true, metafile: true, write: false, logLevel: 'silent' });
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const im of metafile!.inputs[file]?.imports ?? []) if (im.kind === 'import-statement' || im.kind === 'require-call') queue.push(im.path);
  }
  return [...seen];
}

describe('cold start of the CLI', () => {
  it('reaches neither zod nor yaml by static imports (they load where results files or a config are read)', async () => {
    const closure = await staticClosure('src/cli-entry.ts');
    expect(closure).toContain('src/compare/compare-runs.ts');
    expect(closure.filter((f) => /node_modules\/(zod|yaml)\//.test(f))).toEqual([]);
  });

  it("the Action's entry reaches the results files' machinery only on use (its worker flag lives beside it)", async () => {
    const closure = await staticClosure('src/index.ts');
    expect(closure).toContain('src/run/detached.ts');
    expect(closure.filter((f) => f.startsWith('src/baseline/'))).toEqual([]);
  });

  it('sees a static import of zod when there is one (the check itself works)', async () => {
    const closure = await staticClosure('src/model/results.ts');
    expect(closure.some((f) => f.includes('node_modules/zod/'))).toBe(true);
  });
});
