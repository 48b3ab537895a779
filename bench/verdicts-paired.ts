// Paired rounds on real suites (`npm run bench:verdicts -- --paired`): the suites behind
// ../shared/fixtures (go-bench, criterion, pytest-benchmark, google-benchmark, tinybench), each copied into
// a throwaway git repository with a `base` commit and a `head` commit that plants +30 %, +8 % and −15 % on
// three benchmarks. Each is run with `benchgate run --paired base` on this machine: A/A (head checkout at
// `base`) PAIRED_AA times, A/B once. Slow (minutes per suite): gated behind the flag.
// Targets (issue 12): A/A 0 false calls in total; A/B: +30 % and −15 % in every suite, +8 % in ≥ 3 of 5;
// with PAIRED_STORED=1 also a stored-baseline A/A with `repeat: 5` per suite (0 false calls);
// ≤ 20 rounds and 10 minutes per suite.
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { markdownTable } from 'markdown-table';
import { Comparison } from '../src/compare/types';

const REPO = resolve(import.meta.dirname, '..');
/** ../shared/fixtures beside the checkout (or one level further up, for a checkout in a worktree folder). */
const FIXTURES = process.env.PAIRED_FIXTURES ?? [resolve(REPO, '../shared/fixtures'), resolve(REPO, '../../shared/fixtures')].find((d) => existsSync(d)) ?? resolve(REPO, '../shared/fixtures');
const NODE_MODULES = resolve(REPO, 'node_modules');
/** The benchgate checkout whose built CLI (dist/cli.js) runs the rounds (default: this one; a snapshot keeps a long run stable while editing). */
const CLI_ROOT = process.env.PAIRED_CLI_ROOT ?? REPO;
const AA_REPS = Number(process.env.PAIRED_AA ?? 3);
const ROUNDS = Number(process.env.PAIRED_ROUNDS ?? 20);
const BUDGET = process.env.PAIRED_BUDGET ?? '10m';
/** A warm cargo target dir (criterion and its dependencies built once), copied into each tree by its setup. */
const CARGO_WARM = process.env.PAIRED_CARGO_TARGET;
/** PAIRED_STORED=1: also the stored-baseline A/A with `repeat: 5` per suite (issue 12). */
const STORED_AA = process.env.PAIRED_STORED === '1';

interface SuiteSpec {
  harness: string;
  source: string;
  /** Source edits that make the head variant (applied for the head commit). */
  plantHead: (dir: string) => void;
  /** Edits for both commits (shorter measuring times, so 20 rounds fit in 10 minutes). */
  tune?: (dir: string) => void;
  config: string;
  /** The three planted rows: +30 %, +8 %, −15 %. */
  planted: [RegExp, RegExp, RegExp];
}

const edit = (file: string, from: string | RegExp, to: string): void => {
  const text = readFileSync(file, 'utf8');
  const next = text.replace(from, to);
  if (next === text) throw new Error(`${file}: ${String(from)} not found`);
  writeFileSync(file, next);
};

const planted = (a10k: RegExp, a100k: RegExp, b100k: RegExp): [RegExp, RegExp, RegExp] => [a10k, a100k, b100k];

export const SUITES: SuiteSpec[] = [
  {
    harness: 'go-bench',
    source: 'go/suite',
    plantHead: (d) => {
      const head = readFileSync(join(d, 'variant_head.go'), 'utf8').replace('//go:build head\n', '');
      rmSync(join(d, 'variant_head.go'));
      writeFileSync(join(d, 'variant_base.go'), head);
    },
    config: `suites:
  - name: go
    harness: go-bench
    setup: go test -c -o bench.test .
    # Five 20 ms samples per round, their median the round's value: a burst from a neighbour hits one
    # sample, not the round. The rounds stay the replicates (n = rounds).
    run: ./bench.test -test.run '^$' -test.bench . -test.benchtime 20ms -test.count 5 -test.benchmem
    timeout: 5m
`,
    planted: planted(/Checksum\/impl_a\/10240$/, /Checksum\/impl_a\/102400$/, /Checksum\/impl_b\/102400$/),
  },
  {
    harness: 'tinybench',
    source: 'tinybench/suite',
    plantHead: (d) => edit(join(d, 'work.js'), "const HEAD = process.env.BENCH_VARIANT === 'head';", 'const HEAD = true;'),
    tune: (d) => edit(join(d, 'tinybench.bench.js'), 'time: 200, warmupTime: 50', 'time: 100, warmupTime: 20'),
    config: `suites:
  - name: js
    harness: tinybench
    setup: ln -sfn ${NODE_MODULES} node_modules
    run: node tinybench.bench.js
    output: { files: [tinybench-results.json] }
    timeout: 5m
`,
    planted: planted(/^checksum\/impl_a\/10240$/, /^checksum\/impl_a\/102400$/, /^checksum\/impl_b\/102400$/),
  },
  {
    harness: 'pytest-benchmark',
    source: 'pytest-benchmark/suite',
    plantHead: (d) => edit(join(d, 'work.py'), 'HEAD = os.environ.get("BENCH_VARIANT") == "head"', 'HEAD = True'),
    config: `suites:
  - name: py
    harness: pytest-benchmark
    run: python3 -m pytest -q --benchmark-only --benchmark-json=out.json --benchmark-max-time=0.1 --benchmark-min-rounds=5 test_bench.py
    output: { files: [out.json] }
    timeout: 5m
`,
    planted: planted(/checksum\[impl_a-10240\]$/, /checksum\[impl_a-102400\]$/, /checksum\[impl_b-102400\]$/),
  },
  {
    harness: 'google-benchmark',
    source: 'google-benchmark/suite',
    plantHead: (d) => edit(join(d, 'bench.cpp'), '#include <benchmark/benchmark.h>', '#define HEAD 1\n#include <benchmark/benchmark.h>'),
    config: `suites:
  - name: cpp
    harness: google-benchmark
    setup: g++ -O2 -std=c++17 bench.cpp -o bench -lbenchmark -lpthread
    run: ./bench --benchmark_format=json --benchmark_min_time=0.02 --benchmark_repetitions=3
    timeout: 5m
`,
    planted: planted(/^checksum\/impl_a\/10240$/, /^checksum\/impl_a\/102400$/, /^checksum\/impl_b\/102400$/),
  },
  {
    harness: 'criterion',
    source: 'criterion/suite',
    plantHead: (d) => edit(join(d, 'src/lib.rs'), 'if !cfg!(feature = "head")', 'if false'),
    config: `suites:
  - name: rs
    harness: criterion
    setup: ${CARGO_WARM ? `mkdir -p target && cp -r ${CARGO_WARM}/release target/ && ` : ''}cargo bench --no-run -q
    run: cargo bench -q --bench bench -- --warm-up-time 0.2 --measurement-time 0.4 --sample-size 20 --noplot
    output: { files: [target/criterion] }
    timeout: 5m
`,
    planted: planted(/checksum\/impl_a\/10240$/, /checksum\/impl_a\/102400$/, /checksum\/impl_b\/102400$/),
  },
];

const git = (cwd: string, ...args: string[]): string =>
  execFileSync('git', ['-c', 'user.name=bench', '-c', 'user.email=bench@example.invalid', '-c', 'commit.gpgsign=false', ...args], { cwd, encoding: 'utf8' });

/** A throwaway repository: commit `base` (tag), then `head` with the three planted changes (tag). */
export function makeRepo(spec: SuiteSpec, parent: string): string {
  const dir = join(parent, spec.harness);
  cpSync(join(FIXTURES, spec.source), dir, { recursive: true });
  spec.tune?.(dir);
  mkdirSync(join(dir, '.github'), { recursive: true });
  writeFileSync(join(dir, '.github/benchgate.yml'), spec.config);
  writeFileSync(join(dir, '.gitignore'), 'node_modules\ntarget/\nbench.test\nbench\nout.json\ntinybench-results.json\n.benchgate/\n__pycache__/\n.benchmarks/\nCargo.lock\n');
  git(dir, 'init', '-q', '-b', 'main');
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'base');
  git(dir, 'tag', 'base');
  spec.plantHead(dir);
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'head: +30 %, +8 %, -15 % planted');
  git(dir, 'tag', 'head');
  return dir;
}

/** PAIRED_OUT=DIR keeps every comparison (JSON) for a closer look. */
const KEEP_JSON = process.env.PAIRED_OUT;

function runPaired(dir: string, seed: number, log: (s: string) => void, label = ''): Promise<{ c: Comparison; seconds: number }> {
  const started = Date.now();
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [join(CLI_ROOT, 'dist/cli.js'), 'run', '--paired', 'base', '--rounds', String(ROUNDS), '--budget', BUDGET, '--seed', String(seed), '--format', 'json'], { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => {
      err += d.toString();
      for (const line of d.toString().split('\n')) if (/^benchgate: (look|round \d+\/\d+: \S+ \(head\)|\d+ paired)/.test(line)) log(line);
    });
    child.on('close', (code) => {
      try {
        const c = Comparison.parse(JSON.parse(out));
        if (KEEP_JSON !== undefined) {
          mkdirSync(KEEP_JSON, { recursive: true });
          writeFileSync(join(KEEP_JSON, `${label}.json`), out);
        }
        done({ c, seconds: (Date.now() - started) / 1000 });
      } catch (e) {
        fail(new Error(`benchgate run --paired in ${dir} exited ${code}: ${(e as Error).message}\n${err.slice(-3000)}`));
      }
    });
  });
}

interface Outcome {
  harness: string;
  kind: 'A/A' | 'A/B';
  rounds: number;
  stop: string;
  seconds: number;
  falseCalls: string[];
  caught: [boolean, boolean, boolean];
  planted: string[];
  rows: number;
}

function judge(spec: SuiteSpec, c: Comparison, kind: 'A/A' | 'A/B', seconds: number): Outcome {
  const gating = c.rows.filter((r) => r.gating && r.test === 'signed-rank');
  const called = (r: (typeof gating)[number]) => r.verdict === 'regressed' || r.verdict === 'improved';
  const which = (name: string) => spec.planted.findIndex((re) => re.test(name));
  const falseCalls = gating.filter((r) => called(r) && (kind === 'A/A' || which(r.benchmark) < 0)).map((r) => `${r.benchmark} ${r.verdict} ${((r.ratio! - 1) * 100).toFixed(1)} %`);
  const expect = ['regressed', 'regressed', 'improved'];
  const caught = spec.planted.map((_, i) => gating.some((r) => which(r.benchmark) === i && r.verdict === expect[i])) as [boolean, boolean, boolean];
  const plantedRows = spec.planted.map((_, i) => {
    const r = gating.find((x) => which(x.benchmark) === i);
    return r ? `${((r.ratio! - 1) * 100).toFixed(1)} % ${r.verdict}` : 'missing';
  });
  const p = c.summary.paired!;
  return { harness: spec.harness, kind, rounds: p.rounds, stop: p.stop, seconds, falseCalls, caught, planted: plantedRows, rows: gating.length };
}

/** One plain `benchgate run` in the repository (no --paired); its stdout (JSON with --format json). */
function runCli(dir: string, args: string[]): Promise<string> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [join(CLI_ROOT, 'dist/cli.js'), 'run', ...args], { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('close', (code) => (code === 0 || code === 1 ? done(out) : fail(new Error(`benchgate run ${args.join(' ')} in ${dir} exited ${code}\n${err.slice(-3000)}`))));
  });
}

/**
 * Issue 12's "stored with repeat: 5: still 0 false calls": at the base commit, the suite with `repeat: 5`
 * saves a local baseline, then runs again and is compared with it (a stored baseline, as a PR job against
 * the default branch's artifact). Every gating row called is a false call.
 */
async function storedAA(spec: SuiteSpec, dir: string): Promise<{ harness: string; rows: number; falseCalls: string[]; seconds: number }> {
  git(dir, 'checkout', '-q', 'base');
  const config = join(dir, '.github/benchgate.yml');
  writeFileSync(config, spec.config.replace(/(\n {2}- name: \S+\n)/, '$1    repeat: 5\n'));
  const started = Date.now();
  await runCli(dir, ['--save-baseline', 'main', '--format', 'json']);
  const c = Comparison.parse(JSON.parse(await runCli(dir, ['--baseline', 'main', '--format', 'json'])));
  git(dir, 'checkout', '-q', '--', '.github/benchgate.yml');
  const gating = c.rows.filter((r) => r.gating && r.base !== null && r.head !== null);
  const falseCalls = gating.filter((r) => r.verdict === 'regressed' || r.verdict === 'improved').map((r) => `${r.benchmark} ${r.verdict} ${((r.ratio! - 1) * 100).toFixed(1)} %`);
  return { harness: spec.harness, rows: gating.length, falseCalls, seconds: (Date.now() - started) / 1000 };
}

/** Runs every suite; returns the markdown table and whether the targets were met. */
export async function pairedAcceptance(log: (s: string) => void, only?: string[]): Promise<{ table: string; ok: boolean; outcomes: Outcome[] }> {
  const parent = mkdtempSync(join(process.env.PAIRED_TMP ?? tmpdir(), 'benchgate-paired-'));
  const outcomes: Outcome[] = [];
  const stored: Awaited<ReturnType<typeof storedAA>>[] = [];
  try {
    for (const spec of SUITES.filter((s) => !only?.length || only.includes(s.harness))) {
      const dir = makeRepo(spec, parent);
      for (let rep = 1; rep <= AA_REPS; rep++) {
        git(dir, 'checkout', '-q', 'base');
        log(`${spec.harness}: A/A ${rep}/${AA_REPS}`);
        const { c, seconds } = await runPaired(dir, 1000 + rep, log, `${spec.harness}-aa-${rep}`);
        outcomes.push(judge(spec, c, 'A/A', seconds));
        log(`${spec.harness}: A/A ${rep}: ${JSON.stringify(outcomes.at(-1))}`);
      }
      git(dir, 'checkout', '-q', 'head');
      log(`${spec.harness}: A/B`);
      const { c, seconds } = await runPaired(dir, 2000, log, `${spec.harness}-ab`);
      outcomes.push(judge(spec, c, 'A/B', seconds));
      log(`${spec.harness}: A/B: ${JSON.stringify(outcomes.at(-1))}`);
      if (STORED_AA) {
        log(`${spec.harness}: stored A/A with repeat: 5`);
        stored.push(await storedAA(spec, dir));
        log(`${spec.harness}: stored A/A: ${JSON.stringify(stored.at(-1))}`);
      }
      if (process.env.PAIRED_KEEP === undefined && existsSync(dir)) rmSync(dir, { recursive: true, force: true });
    }
  } finally {
    if (process.env.PAIRED_KEEP === undefined) rmSync(parent, { recursive: true, force: true });
  }
  const yes = (b: boolean) => (b ? 'yes' : '**no**');
  const header = ['suite', 'run', 'rounds (stop)', 'time', 'gating rows', 'false calls', '+30 %', '+8 %', '−15 %'];
  const body = outcomes.map((o) => [
    o.harness,
    o.kind,
    `${o.rounds} (${o.stop})`,
    `${o.seconds.toFixed(0)} s`,
    String(o.rows),
    o.falseCalls.length === 0 ? '0' : `**${o.falseCalls.length}**: ${o.falseCalls.join('; ')}`,
    ...(o.kind === 'A/B' ? o.planted.map((p, i) => `${p} (${yes(o.caught[i as 0 | 1 | 2])})`) : ['—', '—', '—']),
  ]);
  const ab = outcomes.filter((o) => o.kind === 'A/B');
  const aaFalse = outcomes.filter((o) => o.kind === 'A/A').reduce((s, o) => s + o.falseCalls.length, 0);
  const abFalse = ab.reduce((s, o) => s + o.falseCalls.length, 0);
  const big = ab.every((o) => o.caught[0] && o.caught[2]);
  const small = ab.filter((o) => o.caught[1]).length;
  const timely = outcomes.every((o) => o.rounds <= 20 && o.seconds <= 600 + 120); // + setup (builds, untimed by the budget)
  const storedFalse = stored.reduce((n, o) => n + o.falseCalls.length, 0);
  const ok = aaFalse === 0 && big && small >= Math.min(3, ab.length) && timely && storedFalse === 0;
  const lines = [
    `Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, load average ${loadavg().map((x) => x.toFixed(1)).join(' / ')} at the end; ${new Date().toISOString()}.`,
    '',
    markdownTable([header, ...body], { alignDelimiters: false }),
    '',
    `- A/A: ${aaFalse} false call(s) over ${outcomes.filter((o) => o.kind === 'A/A').reduce((s, o) => s + o.rows, 0)} gating rows (target 0) — ${aaFalse === 0 ? 'met' : '**missed**'}`,
    `- A/B: +30 % and −15 % called in every suite: ${big ? 'met' : '**missed**'}; +8 % in ${small} of ${ab.length} (target ≥ 3 of 5); other rows called: ${abFalse}`,
    `- ≤ 20 rounds and ≤ 10 minutes of rounds per run: ${timely ? 'met' : '**missed**'}`,
    ...(stored.length > 0
      ? [
          '',
          'Stored baseline with `repeat: 5` (A/A at the base commit: a saved local baseline, then a second run compared with it):',
          '',
          markdownTable([['suite', 'time', 'gating rows', 'false calls'], ...stored.map((o) => [o.harness, `${o.seconds.toFixed(0)} s`, String(o.rows), o.falseCalls.length === 0 ? '0' : `**${o.falseCalls.length}**: ${o.falseCalls.join('; ')}`])], { alignDelimiters: false }),
          '',
          `- stored with repeat: 5: ${stored.reduce((n, o) => n + o.falseCalls.length, 0)} false call(s) over ${stored.reduce((n, o) => n + o.rows, 0)} gating rows (target 0)`,
        ]
      : []),
  ];
  return { table: lines.join('\n'), ok, outcomes };
}
