// Runs the bundled Action (src/index.ts → one ESM file, like dist/index.js) as a child process, the way
// the runner does: INPUT_* and GITHUB_* env, an event file, GITHUB_OUTPUT / GITHUB_STEP_SUMMARY files.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
// @ts-expect-error: a plain .mjs module shared with scripts/build.mjs (no type declarations)
import { common } from '../../scripts/esbuild-options.mjs';
import { runtimeToken } from '../fake-github/artifact-routes';
import type { FakeGitHub } from '../fake-github/server';

const ROOT = join(import.meta.dirname, '..', '..');

/**
 * The Action as GitHub runs it. In CI that is the committed dist/index.js itself (the dist check at the
 * end of `npm test` proves it matches src/); locally src/index.ts is bundled with scripts/build.mjs's
 * settings, so a change can be tested before dist/ is rebuilt.
 */
export async function bundleAction(outdir: string): Promise<string> {
  if (process.env.CI === 'true' || process.env.BENCHGATE_E2E_DIST === '1') return join(ROOT, 'dist', 'index.js');
  const outfile = join(outdir, 'index.js');
  await build({ ...common, entryPoints: [join(ROOT, 'src/index.ts')], outfile });
  // The CLI beside it, as in dist/: mode setup puts it on PATH for the workflows' plain steps.
  await build({ ...common, entryPoints: [join(ROOT, 'src/cli-entry.ts')], outfile: join(outdir, 'cli.js') });
  return outfile;
}

/**
 * A workspace with a tiny real suite: emit.mjs times two loops with process.hrtime and prints
 * benchgate custom JSON; work.json sets the loops' sizes, so a "PR" can make one of them slower.
 */
export function makeWorkspace(root: string): string {
  const ws = join(root, 'workspace');
  mkdirSync(join(ws, '.github'), { recursive: true });
  writeFileSync(
    join(ws, '.github', 'benchgate.yml'),
    ['suites:', '  - name: loops', '    harness: custom-json', '    run: node emit.mjs', '    output: stdout', ''].join('\n'),
  );
  writeFileSync(
    join(ws, 'emit.mjs'),
    `import { readFileSync } from 'node:fs';
const sizes = JSON.parse(readFileSync('work.json', 'utf8'));
function time(n) {
  const out = [];
  for (let r = 0; r < 15; r++) {
    const t = process.hrtime.bigint();
    let x = 0;
    for (let i = 0; i < n; i++) x = (x + i * 31) % 65521;
    out.push(Number(process.hrtime.bigint() - t) + (x < 0 ? 1 : 0));
  }
  return out;
}
const benchmarks = Object.entries(sizes).map(([name, n]) => ({ name, metrics: { time: { samples: time(n), unit: 'ns' } } }));
console.log(JSON.stringify({ schema: 'benchgate/custom@1', benchmarks }));
`,
  );
  setWork(ws, { 'loop/fixed': 200_000, 'loop/scaled': 200_000 });
  return ws;
}

export function setWork(ws: string, sizes: Record<string, number>): void {
  writeFileSync(join(ws, 'work.json'), JSON.stringify(sizes));
}

export interface ActionRun {
  code: number | null;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
}

export interface RunSpec {
  fake: FakeGitHub;
  script: string;
  workspace: string;
  event: string;
  payload: unknown;
  runId: number;
  sha: string;
  ref: string;
  token: string;
  inputs?: Record<string, string>;
  workflow?: string;
  env?: Record<string, string>;
}

export async function runAction(s: RunSpec): Promise<ActionRun> {
  const dir = mkdtempSync(join(tmpdir(), 'benchgate-e2e-run-'));
  const eventPath = join(dir, 'event.json');
  writeFileSync(eventPath, JSON.stringify(s.payload));
  const outputPath = join(dir, 'output.txt');
  const summaryPath = join(dir, 'summary.md');
  writeFileSync(outputPath, '');
  writeFileSync(summaryPath, '');
  const workflow = s.workflow ?? '.github/workflows/bench.yml';
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? dir,
    CI: 'true',
    GITHUB_ACTIONS: 'true',
    GITHUB_EVENT_NAME: s.event,
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_REPOSITORY: s.fake.repo.fullName,
    GITHUB_SHA: s.sha,
    GITHUB_REF: s.ref,
    GITHUB_RUN_ID: String(s.runId),
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_WORKFLOW_REF: `${s.fake.repo.fullName}/${workflow}@${s.ref}`,
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_API_URL: s.fake.url,
    GITHUB_OUTPUT: outputPath,
    GITHUB_STEP_SUMMARY: summaryPath,
    GITHUB_WORKSPACE: s.workspace,
    RUNNER_TEMP: dir,
    ACTIONS_RUNTIME_TOKEN: runtimeToken(s.runId),
    ACTIONS_RESULTS_URL: `${s.fake.url}/`,
    'INPUT_GITHUB-TOKEN': s.token,
    ...Object.fromEntries(Object.entries(s.inputs ?? {}).map(([k, v]) => [`INPUT_${k.toUpperCase()}`, v])),
    ...s.env,
  };
  // GitHub runs the Action on Node 24 (action.yml runs.using: node24); CI points this at a Node 24 binary.
  const node = process.env.BENCHGATE_ACTION_NODE || process.execPath;
  const child = spawn(node, [s.script], { cwd: s.workspace, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  return { code, stdout, stderr, outputs: parseOutputs(readFileSync(outputPath, 'utf8')), summary: readFileSync(summaryPath, 'utf8') };
}

/** GITHUB_OUTPUT as src/github/workflow-commands.ts writes it: `name<<DELIM\nvalue\nDELIM`. */
function parseOutputs(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const re = /^([^<\n]+)<<(\S+)\n([\s\S]*?)\n\2$/gm;
  for (const m of text.matchAll(re)) out[m[1]!] = m[3]!;
  return out;
}
