// `benchgate demo`: the main job on the embedded default, no GitHub needed. Writes the demo suite to a
// folder, runs it as the base (saved to the local store), runs it again with three planted changes as
// the head, and prints the report a pull request would get.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { runSuites } from '../app';
import { nextBaseline } from '../baseline/history';
import { LocalBaselineStore } from '../baseline/local-store';
import { loadConfig } from '../config/load';
import { compareOptionsFor, compareRuns } from '../compare/compare-runs';
import type { Io } from '../cli';
import { renderReport } from '../render/markdown';
import { renderText } from '../render/text';
import { DEMO_FILES } from './demo-suite';

export async function runDemo(args: string[], io: Io): Promise<number> {
  const { values } = parseArgs({ args, options: { dir: { type: 'string' }, format: { type: 'string' } }, strict: true });
  const dir = values.dir ? resolve(io.cwd, values.dir) : await mkdtemp(join(tmpdir(), 'benchgate-demo-'));
  for (const [path, text] of Object.entries(DEMO_FILES)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), text);
  }
  const configPath = join(dir, '.github', 'benchgate.yml');
  const store = new LocalBaselineStore(join(dir, '.benchgate'));
  const progress = { write: io.stderr, isTTY: io.isTTY };
  io.stderr(`benchgate demo: suite written to ${dir}\n\n1. the base run (saved as baseline "main" in ${store.dir})\n`);
  process.env.BENCH_VARIANT = 'base';
  const loaded = await loadConfig(configPath);
  const base = await runSuites(loaded, { now: io.now, progress, meta: { ref: 'main', commit: 'demo-base' } });
  await store.save('main', nextBaseline(undefined, base, loaded.history));
  io.stderr('\n2. the head run (BENCH_VARIANT=head: adler/65536 +30 % work, fnv/65536 −15 %, sum-slow +30 %)\n');
  process.env.BENCH_VARIANT = 'head';
  const head = await runSuites(loaded, { now: io.now, progress, meta: { ref: 'demo-change', commit: 'demo-head' } });
  delete process.env.BENCH_VARIANT;
  const saved = await store.load('main');
  const comparison = compareRuns(saved?.results, head, compareOptionsFor(loaded));
  io.stderr('\n3. the report (the same markdown becomes the PR comment and the job summary)\n\n');
  io.stdout(values.format === 'text' ? renderText(comparison) : renderReport(comparison, { baseline: saved?.info, now: io.now(), title: 'benchgate demo' }));
  io.stderr(`\nTry it on your repo: \`benchgate run --save-baseline main\` on the base branch, then \`benchgate run\` on a change.\n`);
  return head.suites.some((s) => s.status === 'failed') ? 1 : 0;
}
