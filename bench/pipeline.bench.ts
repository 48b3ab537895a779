// `npm run bench`: parse + compare + render time and memory for a synthetic pair of 10,000 benchmarks
// × 100 samples. Targets (issue 2): ≤ 1 s and ≤ 300 MB on a 2-core machine. Exits 1 when missed.
import { spawnSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { Bench } from 'tinybench';
import { compareOptionsFor, compareRuns } from '../src/compare/compare-runs';
import { createRng } from '../src/compare/stats/random';
import { RESULTS_SCHEMA_ID, type Results } from '../src/model/results';
import { customJson } from '../src/parse/custom-json';
import { renderReport } from '../src/render/markdown';

const BENCHMARKS = Number(process.env.BENCH_BENCHMARKS ?? 10_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 100);
const TARGET_MS = 1000;
const TARGET_MB = 300;

/** Lognormal noise at cv 3 %; 2 % of benchmarks get a real 10 % shift in head. */
function synthetic(seed: number, shifted: boolean): string {
  const rng = createRng(seed);
  const gauss = (): number => Math.sqrt(-2 * Math.log(1 - rng())) * Math.cos(2 * Math.PI * rng());
  const benchmarks = [];
  for (let i = 0; i < BENCHMARKS; i++) {
    const level = 1000 * (1 + (i % 97)) * (shifted && i % 50 === 0 ? 1.1 : 1);
    const samples = Array.from({ length: SAMPLES }, () => Number((level * Math.exp(0.03 * gauss())).toFixed(2)));
    benchmarks.push({ name: `group${i % 100}/case${i}`, metrics: { time: { value: samples[0], unit: 'ns', samples } } });
  }
  return JSON.stringify({ schema: 'benchgate/custom@1', benchmarks });
}

function results(text: string, path: string): Results {
  const out = customJson.parse({ files: [{ path, text }] });
  return {
    schema: RESULTS_SCHEMA_ID,
    meta: { createdAt: '2026-11-22T00:00:00Z', runner: { os: 'linux', arch: 'x64', cpu: 'synthetic', cores: 2 } },
    suites: [{ name: 'synthetic', harness: 'custom-json', status: 'ok', benchmarks: out.benchmarks }],
  };
}

const baseText = synthetic(1, false);
const headText = synthetic(2, true);
const options = compareOptionsFor(undefined, {}, { baselineKind: 'same-job' });
const pipeline = (): string => {
  const c = compareRuns(results(baseText, 'base.json'), results(headText, 'head.json'), options);
  return renderReport(c) + renderReport(c, { maxChars: 65_536 });
};

// Memory: one pipeline in a fresh process (this file again, with --memory), so the peak RSS is that of
// parse + compare + render and not of the timing loop's retained copies.
if (process.argv.includes('--memory')) {
  const before = process.resourceUsage().maxRSS / 1024;
  pipeline();
  console.log(JSON.stringify({ maxRssMb: process.resourceUsage().maxRSS / 1024, inputsMb: before }));
  process.exit(0);
}
const child = spawnSync(process.execPath, [process.argv[1]!, '--memory'], { encoding: 'utf8' });
const memory = JSON.parse(child.stdout) as { maxRssMb: number; inputsMb: number };

const bench = new Bench({ iterations: 5, time: 0, warmupIterations: 1, warmupTime: 0 });
let parsed: [Results, Results] | undefined;
let compared: ReturnType<typeof compareRuns> | undefined;
bench
  .add('parse (2 × custom-json)', () => {
    parsed = [results(baseText, 'base.json'), results(headText, 'head.json')];
  })
  .add('compare', () => {
    compared = compareRuns(parsed![0], parsed![1], options);
  })
  .add('render (full + comment budget)', () => {
    renderReport(compared!);
    renderReport(compared!, { maxChars: 65_536 });
  })
  .add('parse + compare + render', () => {
    pipeline();
  });
await bench.run();

const rows = bench.tasks.map((t) => {
  const r = t.result as { latency?: { mean: number; p50?: number; rme?: number } } | undefined;
  return { task: t.name, 'mean (ms)': r?.latency?.mean?.toFixed(0), 'median (ms)': r?.latency?.p50?.toFixed(0), 'rme (%)': r?.latency?.rme?.toFixed(1) };
});
console.log(`synthetic pair: ${BENCHMARKS} benchmarks × ${SAMPLES} samples (${(baseText.length / 1e6).toFixed(1)} MB of JSON per side); load average ${loadavg().map((l) => l.toFixed(1)).join(' ')} on ${cpus().length} cores`);
console.table(rows);
const total = (bench.tasks.at(-1)!.result as { latency: { p50: number } }).latency.p50;
console.log(`verdicts: ${JSON.stringify(compared!.summary.counts)}`);
console.log(`peak RSS of one pipeline run: ${memory.maxRssMb.toFixed(0)} MB (of which ${memory.inputsMb.toFixed(0)} MB before it started: node and the two JSON inputs)`);
const okTime = total <= TARGET_MS;
const okMem = memory.maxRssMb <= TARGET_MB;
console.log(`target time ≤ ${TARGET_MS} ms: ${okTime ? 'met' : 'MISSED'} (${total.toFixed(0)} ms) · target memory ≤ ${TARGET_MB} MB: ${okMem ? 'met' : 'MISSED'} (${memory.maxRssMb.toFixed(0)} MB)`);
process.exitCode = okTime && okMem ? 0 : 1;
