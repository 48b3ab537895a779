// The built-in `command` harness: plain commands timed by benchgate itself (src/run/time-command.ts),
// for projects without a benchmark framework. Its manifest is benchgate's own JSON, written by
// src/run/command-suite.ts:
//   {"schema":"benchgate/command@1","benchmarks":[{"name":"asset-io/95KB","params":{"command":"asset-io","size":"95KB"},
//    "timing":{"command":"./cli read 95KB.bin","warmup":1,"clock":"shell","runs":[{"wallNs":5123456,"userNs":4000000,"sysNs":1000000,"exitCode":0}, …]}}]}
import type { Benchmark, Metric } from '../model/results';
import { METRIC } from '../model/units';
import type { Adapter, ParseInput, ParseOutput } from './adapter';
import {
  type JsonSource, array, fail, finite, nonNegative, optString, parseJsonText, record, scalarText, string, uniqueNames, hasSchema,
} from './json-doc';
import { maxOf, median, minOf, sampleStddev } from './sample-stats';

export const COMMAND_SCHEMA_ID = 'benchgate/command@1';

export interface CommandRun {
  /** Wall time of the command (see CommandTiming.clock). */
  wallNs: number;
  /** CPU time of the command and its children, from the shell's `times`. */
  userNs?: number;
  sysNs?: number;
  /** Peak resident set size of the largest process in the tree, the shell included (GNU time `%M`; bash alone is ~3 MB). */
  maxRssBytes?: number;
  exitCode: number | null;
  signal?: string;
  timedOut?: boolean;
}

export interface CommandTiming {
  command: string;
  /** Warm-up runs executed before the recorded ones (not recorded). */
  warmup: number;
  /** Runs in order; timing stops at the first failing run, which is the last entry. */
  runs: CommandRun[];
  /** `shell`: wall time read inside the shell around the command (no process start-up); `process`: around the spawn. */
  clock?: 'shell' | 'process';
  /** The end of a failing run's stderr. */
  stderr?: string;
}

export interface CommandManifest {
  schema: typeof COMMAND_SCHEMA_ID;
  benchmarks: { name: string; params?: Record<string, string>; timing: CommandTiming }[];
}

const ID = 'command';

function detect(input: ParseInput): 'yes' | 'no' {
  return input.files.length > 0 && input.files.every((f) => hasSchema(f.text, COMMAND_SCHEMA_ID)) ? 'yes' : 'no';
}

function parse(input: ParseInput): ParseOutput {
  const benchmarks: Benchmark[] = [];
  for (const file of input.files) {
    const src: JsonSource = { harness: ID, file: file.path };
    const doc = record(src, parseJsonText(src, file.text, `a ${COMMAND_SCHEMA_ID} manifest`), '$');
    if (doc.schema !== COMMAND_SCHEMA_ID) fail(src, 'schema', `"${COMMAND_SCHEMA_ID}"`, doc.schema);
    const entries = array(src, doc.benchmarks, 'benchmarks');
    entries.forEach((entry, i) => benchmarks.push(readEntry(src, entry, `benchmarks[${i}]`)));
  }
  if (benchmarks.length === 0) fail({ harness: ID, file: input.files[0]?.path ?? '<none>' }, 'benchmarks', 'at least one benchmark', []);
  return { benchmarks: uniqueNames(benchmarks) };
}

function readEntry(src: JsonSource, value: unknown, path: string): Benchmark {
  const e = record(src, value, path);
  const name = string(src, e.name, `${path}.name`);
  const params = e.params === undefined ? undefined : readParams(src, e.params, `${path}.params`);
  const t = record(src, e.timing, `${path}.timing`);
  const runs = array(src, t.runs, `${path}.timing.runs`).map((r, j) => readRun(src, r, `${path}.timing.runs[${j}]`));
  if (runs.length === 0) fail(src, `${path}.timing.runs`, 'at least one run', t.runs);
  const bench: Benchmark = { name, ...(params ? { params } : {}), metrics: {} };
  const failedAt = runs.findIndex((r) => r.exitCode !== 0);
  if (failedAt >= 0) {
    // A failed run makes the whole benchmark failed: its finished runs would be a biased sample.
    const r = runs[failedAt]!;
    const how = r.timedOut ? 'timed out' : r.signal ? `was killed by ${r.signal}` : `exited with code ${r.exitCode}`;
    const tail = optString(src, t.stderr, `${path}.timing.stderr`)?.trim().split('\n').at(-1);
    return { ...bench, status: 'failed', error: `run ${failedAt + 1} ${how}${tail ? `: ${tail}` : ''}` };
  }
  const metrics: Record<string, Metric> = { [METRIC.time]: runMetric(runs.map((r) => r.wallNs), 'ns') };
  const user = every(runs, (r) => r.userNs);
  const sys = every(runs, (r) => r.sysNs);
  if (user) metrics['user-time'] = runMetric(user, 'ns');
  if (sys) metrics['system-time'] = runMetric(sys, 'ns');
  // CPU % = (user + sys) / wall per run. Smaller is called better: for the same work, less CPU. (A
  // change that parallelises the work raises it while lowering wall time; the time metric says so.)
  // Neither is a count of the code: equal in every run of one side (0 % under a 10 ms clock, the same RSS
  // pages) they still move between processes, so equal samples are not taken as exact (judge.ts).
  if (user && sys) metrics.cpu = { ...runMetric(runs.map((r, i) => ((user[i]! + sys[i]!) / r.wallNs) * 100), '%'), exact: false };
  const rss = every(runs, (r) => r.maxRssBytes);
  if (rss) metrics['max-rss'] = { ...runMetric(rss, 'B'), exact: false };
  return { ...bench, metrics };
}

/** Median of the runs (robust to the odd slow start-up), with every run as a sample. */
function runMetric(samples: number[], unit: string): Metric {
  const stddev = sampleStddev(samples);
  return {
    unit,
    direction: 'smaller',
    value: median(samples),
    statistic: 'median',
    samples,
    n: samples.length,
    spread: { min: minOf(samples), max: maxOf(samples), ...(stddev === undefined ? {} : { stddev }) },
  };
}

function every(runs: CommandRun[], pick: (r: CommandRun) => number | undefined): number[] | undefined {
  const values = runs.map(pick);
  return values.every((v) => v !== undefined) ? (values as number[]) : undefined;
}

function readRun(src: JsonSource, value: unknown, path: string): CommandRun {
  const r = record(src, value, path);
  const wallNs = finite(src, r.wallNs, `${path}.wallNs`);
  if (!(wallNs > 0)) fail(src, `${path}.wallNs`, 'a positive number', r.wallNs);
  const opt = (key: string): number | undefined => (r[key] === undefined ? undefined : nonNegative(src, r[key], `${path}.${key}`));
  const exitCode = r.exitCode === null ? null : finite(src, r.exitCode, `${path}.exitCode`);
  if (exitCode !== null && !Number.isInteger(exitCode)) fail(src, `${path}.exitCode`, 'an integer or null', r.exitCode);
  return {
    wallNs,
    userNs: opt('userNs'),
    sysNs: opt('sysNs'),
    maxRssBytes: opt('maxRssBytes'),
    exitCode,
    signal: optString(src, r.signal, `${path}.signal`),
    timedOut: r.timedOut === true,
  };
}

function readParams(src: JsonSource, value: unknown, path: string): Record<string, string> {
  const p = record(src, value, path);
  return Object.fromEntries(Object.entries(p).map(([k, v]) => [k, scalarText(src, v, `${path}.${k}`)]));
}

export const command: Adapter = {
  id: ID,
  description: 'plain commands timed by benchgate (harness: command; wall, user, system time, CPU %, max RSS)',
  detect,
  parse,
};
