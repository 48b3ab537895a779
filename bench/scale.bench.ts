// `npm run bench:scale`: benchgate beside benchstat on the same inputs, whole processes, alternated, median
// of 5 (issue "Scale and speed"). Inputs repeat the real outputs (bench/scale-inputs.ts). Prints the
// ratios against the targets; exits 1 when one is missed. benchstat: `go install golang.org/x/perf/cmd/benchstat@latest`.
import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, homedir, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { goPair, writeBlankFlood, writePytestJson } from './scale-inputs';

const ROOT = resolve(import.meta.dirname, '..');
const CLI = join(ROOT, 'dist', 'cli.js');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const dir = mkdtempSync(join(tmpdir(), 'benchgate-scale-'));
const benchstat = [process.env.BENCHSTAT, join(process.env.GOPATH ?? join(homedir(), 'go'), 'bin', 'benchstat')].find((p) => p && spawnSync(p, ['-h']).error === undefined);

interface Run {
  ms: number;
  mib: number;
  /** Exit status, where a failure was allowed. */
  status?: number | null;
}

/**
 * One whole process under GNU time: wall ms and peak RSS MiB. Its stdout goes to a file, as `> out.txt`
 * would: read through a pipe by this process, a peer's larger output (benchstat prints 2.7 MB for 10k
 * benchmarks, benchgate's markdown is capped) cost it up to 0.7 s that belong to the harness, not the tool.
 */
function once(cmd: string, args: string[], allowFailure = false): Run {
  const out = openSync(join(dir, 'stdout.txt'), 'w');
  const started = process.hrtime.bigint();
  const r = spawnSync('/usr/bin/time', ['-f', '%M', cmd, ...args], { encoding: 'utf8', maxBuffer: 1 << 30, stdio: ['ignore', out, 'pipe'] });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  closeSync(out);
  if (r.status !== 0 && !allowFailure) throw new Error(`${cmd} ${args.join(' ')} exited ${r.status}: ${r.stderr.slice(-500)}`);
  const kb = Number(r.stderr.trim().split('\n').at(-1));
  return { ms, mib: kb / 1024, status: r.status };
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Alternates the commands RUNS times; the median wall and RSS of each. */
function alternate(cmds: [string, string[]][], allowFailure = false): Run[] {
  const runs = cmds.map(() => [] as Run[]);
  for (let i = 0; i < RUNS; i++) cmds.forEach(([c, a], k) => runs[k]!.push(once(c, a, allowFailure)));
  return runs.map((rs) => ({ ms: median(rs.map((r) => r.ms)), mib: median(rs.map((r) => r.mib)) }));
}

const rows: string[][] = [];
let missed = 0;
const check = (what: string, ok: boolean): string => {
  if (!ok) missed++;
  return `${ok ? 'met' : 'MISSED'}: ${what}`;
};

console.log(`machine: ${cpus().length} cores (${cpus()[0]?.model}), load ${loadavg().map((l) => l.toFixed(1)).join(' ')}; node ${process.version}; ${RUNS} alternated runs, medians`);
if (!benchstat) console.log('benchstat not found (go install golang.org/x/perf/cmd/benchstat@latest): only benchgate is measured');

const perK: string[] = [];
for (const n of [1_000, 10_000, 30_000, 100_000]) {
  const [oldText, newText] = goPair(n);
  const oldFile = join(dir, `go-${n}-old.txt`);
  const newFile = join(dir, `go-${n}-new.txt`);
  writeFileSync(oldFile, oldText);
  writeFileSync(newFile, newText);
  const cmds: [string, string[]][] = [[process.execPath, [CLI, 'compare', oldFile, newFile, '--format', 'markdown']]];
  if (benchstat) cmds.push([benchstat, [oldFile, newFile]]);
  const [bg, bs] = alternate(cmds);
  perK.push(`${n / 1000}k: ${(bg!.ms / (n / 1000)).toFixed(1)} ms per 1k`);
  const ratio = bs ? bg!.ms / bs.ms : undefined;
  rows.push([`go ${n / 1000}k pair, raw text in, markdown out`, `${bg!.ms.toFixed(0)} ms, ${bg!.mib.toFixed(0)} MiB`, bs ? `${bs.ms.toFixed(0)} ms, ${bs.mib.toFixed(0)} MiB` : '—', ratio ? `${ratio.toFixed(2)}×` : '—']);
  if (bs && (n === 10_000 || n === 100_000)) {
    rows.at(-1)!.push(check(`≤ 0.5 × benchstat wall${n === 10_000 ? ', ≤ benchstat RSS' : ', ≤ 1 GiB'}`, ratio! <= 0.5 && (n === 10_000 ? bg!.mib <= bs.mib : bg!.mib <= 1024)));
  }
  if (n === 10_000) {
    const [parse] = alternate([[process.execPath, [CLI, 'parse', oldFile, '--harness', 'go-bench', '--out', join(dir, 'parsed.json')]]]);
    rows.push(['parse one go 10k file (every sample kept)', `${parse!.ms.toFixed(0)} ms, ${parse!.mib.toFixed(0)} MiB`, bs ? `pair: ${bs.ms.toFixed(0)} ms` : '—', bs ? `${(parse!.ms / bs.ms).toFixed(2)}×` : '—', bs ? check('≤ 0.4 × benchstat on the pair', parse!.ms / bs.ms <= 0.4) : '']);
  }
}

if (process.env.BENCH_SKIP_GB !== '1') {
  const big = join(dir, 'pytest-1g.json');
  writePytestJson(big, Number(process.env.BENCH_PYTEST_BENCHMARKS ?? 18_600));
  const r = once(process.execPath, [CLI, 'parse', big, '--harness', 'pytest-benchmark', '--out', join(dir, 'pytest-results.json')]);
  rows.push(['pytest JSON of 1.0 GB, every sample, parse --out', `${(r.ms / 1000).toFixed(1)} s, ${r.mib.toFixed(0)} MiB`, '—', '—', check('≤ 20 s, ≤ 1.5 GiB', r.ms <= 20_000 && r.mib <= 1536)]);
}

// Every line-oriented adapter, its real output with 100 MB of blank lines in the middle: read (or refused, where
// the flood splits a table) in linear time and memory (a blank run is kept as two lines), never a crash.
const FLOODS: [string, string][] = [
  ['go-bench', 'base/go-test-bench.stdout.txt'],
  ['benchmarkjs', 'base2/benchmarkjs.stdout.txt'],
  ['cargo-bench', 'libtest-sum/cargo-bench.stdout.txt'],
  ['catch2', 'pyincpp-unmatched-tag/console.stdout.txt'],
  ['divan', 'base2/cargo-bench.stdout.txt'],
  ['google-benchmark', 'kvstore/console.stdout.txt'],
  ['jmh', 'all-threw/jmh.stdout.txt'],
  ['mitata', 'hono-query-param/stdout.txt'],
  ['pytest-benchmark', 'base2/pytest.stdout.txt'],
  ['tinybench', 'base2/tinybench.stdout.txt'],
  ['vitest-bench', 'v1/vitest.stdout.txt'],
];
if (process.env.BENCH_SKIP_FLOOD !== '1') {
  const flood = Number(process.env.BENCH_FLOOD_MB ?? 100);
  const worst = { ms: 0, mib: 0, harness: '' };
  let slowest = 0;
  const failed: string[] = [];
  const each: string[] = [];
  for (const [harness, file] of FLOODS) {
    const path = join(dir, `flood-${harness}.txt`);
    writeBlankFlood(path, harness, file, flood * 1_000_000);
    const r = once(process.execPath, [CLI, 'parse', path, '--harness', harness, '--out', join(dir, 'flood.json')], true);
    // Exit 1 is a refusal with its reason (a flood inside a table ends the table early); anything else is a crash.
    each.push(`${harness} ${(r.ms / 1000).toFixed(1)} s / ${r.mib.toFixed(0)} MiB${r.status === 0 ? '' : r.status === 1 ? ' (refused)' : ` (exit ${r.status})`}`);
    if (r.status !== 0 && r.status !== 1) failed.push(harness);
    if (r.mib > worst.mib) Object.assign(worst, { ...r, harness });
    slowest = Math.max(slowest, r.ms);
    rmSync(path);
  }
  console.log(`${flood} MB of blank lines, parse: ${each.join(' · ')}`);
  rows.push([`${flood} MB of blank lines in each text harness's real output, parse (worst: ${worst.harness})`, `${worst.mib.toFixed(0)} MiB; slowest of all ${(slowest / 1000).toFixed(1)} s`, '—', '—', check(`every harness reads or refuses it, no crash, ≤ 512 MiB, ≤ 10 s${failed.length > 0 ? ` (failed: ${failed.join(', ')})` : ''}`, failed.length === 0 && worst.mib <= 512 && slowest <= 10_000)]);
}

const node0 = alternate([[process.execPath, ['-e', '0']], [process.execPath, [join(ROOT, 'dist', 'index.js')]]], true);
// dist/index.js outside the runner fails at once on its inputs: the time to its first line of output.
rows.push(['node dist/index.js to its first line', `${node0[1]!.ms.toFixed(0)} ms`, `node -e 0: ${node0[0]!.ms.toFixed(0)} ms`, `+${(node0[1]!.ms - node0[0]!.ms).toFixed(0)} ms`, check('≤ 150 ms above node -e 0', node0[1]!.ms - node0[0]!.ms <= 150)]);

console.log('\n| what | benchgate | peer | ratio | target |\n|---|---|---|---|---|');
for (const r of rows) console.log(`| ${r.join(' | ')}${r.length < 5 ? ' |' : ''} |`);
console.log(`\ncost per 1k benchmarks (go pair): ${perK.join(' · ')}`);
process.exitCode = missed > 0 ? 1 : 0;
