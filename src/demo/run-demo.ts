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
import type { Io } from '../io';
import { renderReport } from '../render/markdown';
import { renderText } from '../render/text';
import { DEMO_FILES } from './demo-suite';
import { mergeRuns } from '../model/merge-runs';
import type { Results } from '../model/results';

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
  const loaded = await loadConfig(configPath);
  const rounds = 5;
  io.stderr(`benchgate demo: suite written to ${dir}\n\nRunning it ${rounds * 2} times, alternating base and head (BENCH_VARIANT=head plants three changes:\nadler/65536 3× the work, fnv/65536 30 % of it, sum-slow hashes four times as often), so a drift of the machine falls on both sides.\nEach benchmark is then compared run against run (n = ${rounds} runs per side), not sample against sample.\n`);
  const runs: { base: Results[]; head: Results[] } = { base: [], head: [] };
  for (let round = 1; round <= rounds; round++) {
    for (const side of ['base', 'head'] as const) {
      io.stderr(`\nround ${round}/${rounds}: ${side}\n`);
      process.env.BENCH_VARIANT = side;
      runs[side].push(await runSuites(loaded, { now: io.now, progress, meta: { ref: side === 'base' ? 'main' : 'demo-change' } }));
    }
  }
  delete process.env.BENCH_VARIANT;
  const base = mergeRuns(runs.base);
  const head = mergeRuns(runs.head);
  await store.save('main', nextBaseline(undefined, base, loaded.history));
  const saved = await store.load('main');
  // Base and head were measured side by side in this job: within-run statistics apply as they are.
  const comparison = compareRuns(saved?.results, head, compareOptionsFor(loaded, {}, { baselineKind: 'same-job' }));
  io.stderr(`\nThe base is saved as baseline "main" in ${store.dir}. The report (the same markdown becomes the PR comment and the job summary):\n\n`);
  io.stdout(values.format === 'text' ? renderText(comparison) : renderReport(comparison, { baseline: saved?.info, now: io.now(), title: 'benchgate demo' }));
  io.stderr(`\nTry it on your repo: \`benchgate run --save-baseline main\` on the base branch, then \`benchgate run\` on a change.\n`);
  return head.suites.some((s) => s.status === 'failed') ? 1 : 0;
}
