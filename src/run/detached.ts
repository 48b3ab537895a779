// The one-step Action runs the benchmarks — the code under review — in a worker that no token-holding
// process is an ancestor of. The Action's own process was started by the runner with the token in its
// environment (INPUT_GITHUB-TOKEN, ACTIONS_RUNTIME_TOKEN), and any descendant can read an ancestor's
// /proc/<pid>/environ; changing process.env does not change that file. So the Action starts the worker
// through a shell that puts it in the background and exits at once: the worker is re-parented to the
// init process (or the nearest subreaper), and its own environment is built clean (child-env.ts). The
// Action reads the worker's output through the pipes it inherited (they close when it exits) and its
// results from a file. Same-user processes can still read the Action's environment by scanning /proc:
// for untrusted code, the copyable workflows run the benchmarks in a plain `run:` step instead, where no
// process holds a token (docs/github-action.md, "Threat model").
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { StringDecoder } from 'node:string_decoder';
import { BenchgateError } from '../model/errors';
import type { CompareOptions } from '../compare/compare-runs';
import { Comparison } from '../compare/types';
import type { Results } from '../model/results';
import type { ShardSpec } from './shard';
import { childEnv } from './child-env';

/** argv[2] of the Action's entry when it is started as the worker. */
export const WORKER_FLAG = '--benchgate-suite-worker';

export interface WorkerRequest {
  configPath: string;
  only?: string[];
  meta: { commit?: string; ref?: string; runId?: number };
  shard?: { spec: ShardSpec; baseline?: Results };
  environment?: string;
  /** Paired rounds against this base commit (baseline: paired): the comparison comes back too. */
  paired?: { baseSha: string; rounds: number; budgetMs?: number; compare: CompareOptions };
}

export interface WorkerResult {
  results: Results;
  comparison?: Comparison;
}

/**
 * The worker's answer file. The results go beside it in their own file, written and read as every results
 * file is (results-io.ts): one JSON string of the answer could not hold every sample of a gigabyte output
 * (V8's ~512 MiB string cap), and the reader checks a file of any size in bounded memory.
 */
type WorkerAnswer = { ok: true; comparison?: Comparison } | { ok: false; error: string; usage: boolean };

const RESULTS_FILE = 'results.json';

/** Runs the suites in a detached worker (`script` is the Action's own entry); the suites' output goes to `stream`. */
export async function runSuitesDetached(script: string, request: WorkerRequest, stream: (chunk: string) => void): Promise<WorkerResult> {
  const dir = await mkdtemp(join(tmpdir(), 'benchgate-worker-'));
  try {
    const requestFile = join(dir, 'request.json');
    const answerFile = join(dir, 'answer.json');
    await writeFile(requestFile, JSON.stringify({ request, answerFile }));
    // `"$0" "$@" &`: the shell starts the worker in the background and exits; the worker outlives it.
    const launcher = spawn('/bin/sh', ['-c', '"$0" "$@" & exit 0', process.execPath, script, WORKER_FLAG, requestFile], {
      env: childEnv(process.env, {}),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const pipes = [launcher.stdout, launcher.stderr].map(
      (p) =>
        new Promise<void>((resolve) => {
          const decoder = new StringDecoder('utf8');
          p.on('data', (b: Buffer) => stream(decoder.write(b)));
          p.on('close', () => {
            const rest = decoder.end();
            if (rest) stream(rest);
            resolve();
          });
        }),
    );
    const launched = await new Promise<number | null>((resolve, reject) => {
      launcher.on('error', reject);
      launcher.on('exit', (code) => resolve(code));
    });
    if (launched !== 0) throw new BenchgateError(`could not start the benchmark worker (/bin/sh exited with ${launched})`);
    await Promise.all(pipes); // the worker's copies of the pipes close when it exits
    const text = await readFile(answerFile, 'utf8').catch(() => undefined);
    if (text === undefined) throw new BenchgateError('the benchmark worker ended without writing its results (killed?)');
    const answer = JSON.parse(text) as WorkerAnswer;
    if (!answer.ok) throw new BenchgateError(answer.error);
    // Its own path, never one the answer names: the file is read by the process that holds the token.
    // Loaded here: the Action's entry imports this module to know the worker flag, and starts without it.
    const { readResultsFile } = await import('../baseline/results-io');
    const results = await readResultsFile(join(dir, RESULTS_FILE)).catch((err: unknown) => {
      throw new BenchgateError(`the benchmark worker's results could not be read: ${err instanceof Error ? err.message : String(err)}`);
    });
    return { results, ...(answer.comparison ? { comparison: Comparison.parse(answer.comparison) } : {}) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The worker: reads the request, runs the suites with their output on stdout, writes the answer. */
export async function runWorker(requestFile: string, runSuites: (r: WorkerRequest) => Promise<WorkerResult>): Promise<void> {
  const { request, answerFile } = JSON.parse(await readFile(requestFile, 'utf8')) as { request: WorkerRequest; answerFile: string };
  let answer: WorkerAnswer;
  try {
    const { results, comparison } = await runSuites(request);
    const { writeResultsFile } = await import('../baseline/results-io');
    await writeResultsFile(join(dirname(answerFile), RESULTS_FILE), results);
    answer = { ok: true, ...(comparison ? { comparison } : {}) };
  } catch (err) {
    answer = { ok: false, error: err instanceof Error ? err.message : String(err), usage: err instanceof BenchgateError && err.exitCode === 2 };
  }
  await writeFile(answerFile, JSON.stringify(answer));
}
