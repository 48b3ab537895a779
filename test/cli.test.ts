// The CLI end to end, in-process: real files, real child processes, the local baseline store.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync, mkdirSync, existsSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main, type Io } from '../src/cli';
import { FIXTURES } from './helpers/fixtures';
import { syntheticResults } from './helpers/results';

function io(cwd: string): Io & { out: string; err: string } {
  const o = { out: '', err: '', stdout: (s: string) => void (o.out += s), stderr: (s: string) => void (o.err += s), isTTY: false, cwd, now: () => new Date('2026-11-22T12:00:00Z') };
  return o;
}

/** `benchgate run --format json --fail-on-regression` with SHIFT set: the suites' scripts plant a change. */
async function runShifted(dir: string): Promise<ReturnType<typeof io> & { code: number }> {
  const t = io(dir);
  process.env.SHIFT = '1';
  try {
    return Object.assign(t, { code: await main(['run', '--format', 'json', '--fail-on-regression'], t) });
  } finally {
    delete process.env.SHIFT;
  }
}

const tmp = (): string => mkdtempSync(join(tmpdir(), 'benchgate-cli-'));

function results(dir: string, name: string): string {
  return join(dir, `${name}.json`);
}

describe('benchgate parse / compare', () => {
  it.each(['compare', 'parse', 'run', 'merge'])('`benchgate %s --help` prints the usage and exits 0, as `-h` does', async (command) => {
    for (const flag of ['--help', '-h']) {
      const t = io(tmp());
      expect(await main([command, 'x.txt', flag], t), `${command} ${flag}`).toBe(0);
      expect(t.out).toContain('benchgate compare BASE HEAD');
      expect(t.err).toBe('');
    }
    // After `--` it is a positional (a file named --help), as parseArgs reads it.
    const t = io(tmp());
    expect(await main(['parse', '--', '--help'], t)).not.toBe(0);
  });

  it("the two files of one `run --paired` are compared as paired rounds, not as a baseline stored by another job (real: go-bench/paired-time-undecided)", async () => {
    const dir = join(FIXTURES, 'go-bench', 'paired-time-undecided');
    const t = io(tmp());
    expect(await main(['compare', join(dir, 'base.json'), join(dir, 'head.json'), '--format', 'json'], t)).toBe(0);
    const c = JSON.parse(t.out) as { rows: { metric: string; test: string; benchmark: string; ratio: number }[]; summary: { settings: { baselineKind: string }; paired?: { rounds: number; stop: string }; undecided: boolean } };
    expect(c.summary.settings.baselineKind).toBe('paired');
    expect(c.summary.paired).toMatchObject({ rounds: 12, stop: 'read-back' });
    expect(c.summary.undecided).toBe(true);
    // The run's own report, which tested the same rounds: the same test and estimate (its last look spent less α).
    const own = JSON.parse(readFileSync(join(dir, 'comparison.json'), 'utf8')) as typeof c;
    const plant = (x: typeof c) => x.rows.find((r) => r.benchmark === 'BenchmarkPlant' && r.metric === 'time')!;
    expect(plant(c).test).toBe('signed-rank');
    expect(plant(c).ratio).toBeCloseTo(plant(own).ratio, 10);
    expect(t.err).toMatch(/^benchgate: BASE and HEAD are one `run --paired` \(12 rounds, seed 2239870451\): compared round by round/);
    const md = io(tmp());
    expect(await main(['compare', join(dir, 'base.json'), join(dir, 'head.json')], md)).toBe(0);
    expect(md.out).not.toMatch(/stored by another job|run --paired <base>/);
    // One side alone is no paired run: the rounds of another run's base (roaring's) are not this head's.
    const other = io(tmp());
    expect(await main(['compare', join(FIXTURES, 'go-bench', 'roaring-paired', 'base.json'), join(dir, 'head.json'), '--format', 'json'], other)).toBe(0);
    expect(other.err).not.toMatch(/run --paired/);
  });

  it('compares raw harness outputs in one process, like benchstat old.txt new.txt (auto-detected or --harness)', async () => {
    const dir = tmp();
    const go = (v: string) => join(FIXTURES, 'go-bench', v, 'go-test-bench.stdout.txt');
    const viaFiles = io(dir);
    for (const v of ['base', 'head']) expect(await main(['parse', go(v), '--name', 'go-bench', '--out', results(dir, v)], io(dir))).toBe(0);
    expect(await main(['compare', join(dir, 'base.json'), join(dir, 'head.json'), '--format', 'json'], viaFiles)).toBe(0);
    const raw = io(dir);
    expect(await main(['compare', go('base'), go('head'), '--format', 'json'], raw)).toBe(0);
    const named = io(dir);
    expect(await main(['compare', go('base'), go('head'), '--harness', 'go-bench', '--format', 'json'], named)).toBe(0);
    const rows = (t: { out: string }) => (JSON.parse(t.out) as { rows: { benchmark: string; metric: string; verdict: string; ratio: number | null }[] }).rows.map((r) => [r.benchmark, r.metric, r.verdict, r.ratio]);
    expect(rows(raw).length).toBeGreaterThan(14);
    expect(rows(raw)).toEqual(rows(viaFiles));
    expect(rows(named)).toEqual(rows(viaFiles));
    // A raw file's baseline was "created" when compare ran: it is the file's last change.
    const base = (JSON.parse(raw.out) as { base: { createdAt: string } }).base;
    expect(base.createdAt).toBe(statSync(go('base')).mtime.toISOString());
  });

  it('parses real go output and compares: json rows with verdict, test, p, ci, n; exit 1 only with --fail-on-regression', async () => {
    const dir = tmp();
    for (const v of ['base', 'head']) {
      const t = io(dir);
      expect(await main(['parse', join(FIXTURES, 'go-bench', v, 'go-test-bench.stdout.txt'), '--name', 'go', '--out', results(dir, v)], t)).toBe(0);
      expect(t.err).toContain('14 benchmarks (go-bench)');
    }
    const t = io(dir);
    expect(await main(['compare', join(dir, 'base.json'), join(dir, 'head.json'), '--format', 'json'], t)).toBe(0);
    const c = JSON.parse(t.out);
    expect(c.schema).toBe('benchgate/comparison@1');
    const row = c.rows.find((r: { benchmark: string; metric: string }) => r.benchmark === 'BenchmarkChecksum/impl_a/10240' && r.metric === 'time');
    // One process per side on a noisy machine: the +32 % is within what the suite's processes scatter by.
    expect(row).toMatchObject({ suite: 'go', verdict: 'inconclusive', test: 'random-effects', n: [6, 6] });
    expect(row.p).toBeGreaterThan(0.05);
    expect(row.ci).toHaveLength(2);
    const quiet = io(dir);
    expect(await main(['compare', join(dir, 'base.json'), join(dir, 'head.json'), '--fail-on-regression', '--format', 'text'], quiet)).toBe(0);
    // A quiet suite where one benchmark moved +32 %: called, and --fail-on-regression exits 1.
    writeFileSync(join(dir, 'syn-base.json'), JSON.stringify(syntheticResults({}, 1)));
    writeFileSync(join(dir, 'syn-head.json'), JSON.stringify(syntheticResults({ 'bench/3': 1.32 }, 2)));
    const failing = io(dir);
    expect(await main(['compare', join(dir, 'syn-base.json'), join(dir, 'syn-head.json'), '--fail-on-regression', '--format', 'text'], failing)).toBe(1);
    expect(failing.out).toMatch(/^benchgate: regressed/);
  });

  it('reads a target/criterion directory as one run, raw samples included', async () => {
    const dir = tmp();
    const t = io(dir);
    expect(await main(['parse', join(FIXTURES, 'criterion', 'base', 'target', 'criterion')], t)).toBe(0);
    const r = JSON.parse(t.out);
    expect(r.suites[0].harness).toBe('criterion');
    const b = r.suites[0].benchmarks.find((x: { name: string }) => x.name === 'checksum/impl_a/1024');
    expect(b.metrics.time.samples).toHaveLength(100);
  });

  it('usage errors exit 2 with one clear line', async () => {
    const dir = tmp();
    for (const [args, message] of [
      [['frobnicate'], 'unknown command "frobnicate"'],
      [['compare', 'only-one.json'], 'compare: expected BASE HEAD (results files, or raw harness outputs like `benchstat old.txt new.txt`); got 1 path(s)'],
      [['compare', 'a.json', 'b.json', '--format', 'html'], '--format: expected markdown, text or json; got "html"'],
      [['parse'], 'parse: expected at least one PATH'],
      [['compare', 'missing.json', 'missing2.json'], 'missing.json: cannot read (ENOENT)'],
    ] as const) {
      const t = io(dir);
      expect(await main([...args], t), args.join(' ')).toBe(2);
      expect(t.err).toContain(message);
    }
  });

  it('a results file of a newer schema is refused with a message that names the file and the version', async () => {
    const dir = tmp();
    writeFileSync(join(dir, 'new.json'), JSON.stringify({ schema: 'benchgate/results@2', suites: [] }));
    writeFileSync(join(dir, 'bad.json'), '{"schema": "benchgate/results@1", "meta": {}');
    const t = io(dir);
    expect(await main(['compare', 'new.json', 'bad.json'], t)).toBe(1);
    expect(t.err).toContain('new.json: written by a newer benchgate (schema "benchgate/results@2")');
  });
});

describe('benchgate run', () => {
  const config = `suites:
  - name: json
    run: node emit.mjs
  - name: broken
    run: "echo starting; echo 'something broke' >&2; exit 3"
    harness: go-bench
`;
  const emit = `const v = process.env.SHIFT ? 3 : 1;
const s = (m) => Array.from({ length: 12 }, (_, i) => m * v * (1 + ((i * 7) % 5) / 200));
console.log(JSON.stringify({ schema: 'benchgate/custom@1', benchmarks: [
  { name: 'fast', metrics: { time: { value: 100, unit: 'ns', samples: s(100).map((x, i) => x) } } },
  { name: 'slow', metrics: { time: { value: 1000, unit: 'ns', samples: s(1000).map((x) => x / v) } } } ] }));`;

  function project(): string {
    const dir = tmp();
    mkdirSync(join(dir, '.github'));
    writeFileSync(join(dir, '.github', 'benchgate.yml'), config);
    writeFileSync(join(dir, 'emit.mjs'), emit);
    return dir;
  }

  it('records a failing suite with its stderr tail, still runs the others, saves and compares baselines', async () => {
    const dir = project();
    const first = io(dir);
    expect(await main(['run', '--save-baseline', 'main'], first)).toBe(1); // a suite failed
    expect(first.err).toContain('[2/2] broken');
    const saved = JSON.parse(readFileSync(join(dir, '.benchgate', 'baselines', 'main.json'), 'utf8'));
    expect(saved.suites.map((s: { name: string; status: string }) => [s.name, s.status])).toEqual([['json', 'ok'], ['broken', 'failed']]);
    expect(saved.suites[1].error).toContain('exited with 3');
    expect(saved.suites[1].error).toContain('something broke');
    expect(existsSync(join(dir, '.benchgate', 'last-run.json'))).toBe(true);

    const second = await runShifted(dir);
    expect(second.code).toBe(1);
    const c = JSON.parse(second.out);
    // Two benchmarks, one process a side: judged against the assumed between-process σ of 30 %, so a ×3
    // slowdown is called, and no change cannot be shown (the interval reaches beyond the floor).
    expect(c.rows.find((r: { benchmark: string }) => r.benchmark === 'fast').verdict).toBe('regressed');
    expect(c.rows.find((r: { benchmark: string }) => r.benchmark === 'slow').verdict).toBe('inconclusive');
    expect(c.summary.failedSuites).toEqual(['broken']);
  });

  it('a bad config is exit 2 with the field, its line and what was expected', async () => {
    const dir = tmp();
    mkdirSync(join(dir, '.github'));
    writeFileSync(join(dir, '.github', 'benchgate.yml'), 'suites:\n  - name: x\n    run: "true"\n    harness: gotest\n');
    const t = io(dir);
    expect(await main(['run'], t)).toBe(2);
    expect(t.err).toMatch(/benchgate\.yml: suites\[0\]\.harness \(line 4\): expected one of .*; got "gotest"/);
  });
});

describe('benchgate run with repeat', () => {
  // Each process draws its own level (as a JIT or a memory layout does) from a counter file; within a
  // process the samples are tight. Pooled, the samples would make those levels look like changes.
  const emit = `import { existsSync, readFileSync, writeFileSync } from 'node:fs';
const k = existsSync('count') ? Number(readFileSync('count', 'utf8')) : 0;
writeFileSync('count', String(k + 1));
const level = 1000 * [1, 1.25, 0.85, 1.1, 0.95, 1.2][k % 6] * (process.env.SHIFT ? 3 : 1);
const samples = Array.from({ length: 10 }, (_, i) => level * (1 + (i % 3) / 500));
console.log(JSON.stringify({ schema: 'benchgate/custom@1', benchmarks: [{ name: 'work', metrics: { time: { value: level, unit: 'ns', samples } } }] }));`;

  function project(): string {
    const dir = tmp();
    mkdirSync(join(dir, '.github'));
    writeFileSync(join(dir, '.github', 'benchgate.yml'), 'suites:\n  - name: node\n    run: node emit.mjs\n    harness: custom-json\n    repeat: 3\n');
    writeFileSync(join(dir, 'emit.mjs'), emit);
    return dir;
  }

  it('runs the suite three times, keeps every run, tests runs, and replays the captures the same', async () => {
    const dir = project();
    expect(await main(['run', '--save-baseline', 'main'], io(dir))).toBe(0);
    const saved = JSON.parse(readFileSync(join(dir, '.benchgate', 'baselines', 'main.json'), 'utf8'));
    const time = saved.suites[0].benchmarks[0].metrics.time;
    expect(time.runs).toEqual([1000, 1250, 850]);
    expect(time.samples).toHaveLength(30);

    const t = io(dir);
    expect(await main(['run', '--format', 'json', '--capture', 'raw', '--out', 'head.json'], t)).toBe(0);
    expect(t.err).toContain('node (run 3/3)');
    const row = JSON.parse(t.out).rows[0];
    // Runs 850–1250 a side cannot rule out a change beyond the floor: not a call, not "no change". Against a baseline
    // saved by an earlier invocation, one benchmark's runs are held to the assumed σ: each side's ran in one stretch.
    expect(row).toMatchObject({ test: 'assumed-process-sigma', n: [3, 3], verdict: 'inconclusive' });
    for (const k of [2, 3]) expect(existsSync(join(dir, 'raw', 'node', `repeat-${k}`, 'capture.json'))).toBe(true);

    const replay = io(dir);
    expect(await main(['report', '--head', 'raw', '--base', 'raw', '--same-job', '--format', 'json'], replay)).toBe(0);
    const head = JSON.parse(readFileSync(join(dir, 'head.json'), 'utf8'));
    expect(head.suites[0].benchmarks[0].metrics.time.runs).toEqual([1100, 950, 1200]);
    expect(JSON.parse(replay.out).rows[0]).toMatchObject({ head: row.head, test: 'welch-runs', n: [3, 3], ratio: 1 });

    // 3×: one benchmark's runs against the assumed σ cannot tell a 2× from the stretch a job ran in (its interval,
    // +3 … +289 %, reaches within the 10 % floor).
    const shifted = await runShifted(dir);
    expect(shifted.code).toBe(1);
    expect(JSON.parse(shifted.out).rows[0]).toMatchObject({ test: 'assumed-process-sigma', verdict: 'regressed' });
  });

  it('leaves git status clean: the .benchgate/ it creates ignores itself, and a deleted .gitignore stays deleted', async (ctx) => {
    const dir = project();
    const git = (...args: string[]): string => execFileSync('git', args, { cwd: dir, encoding: 'utf8' });
    try {
      git('init', '-q');
    } catch {
      return ctx.skip('git is not installed: no status to keep clean');
    }
    git('add', '-A');
    git('-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-q', '-m', 'project');
    expect(await main(['run', '--save-baseline', 'main'], io(dir))).toBe(0);
    expect(existsSync(join(dir, '.benchgate', 'baselines', 'main.json'))).toBe(true);
    // emit.mjs's counter file is the project's own; nothing of benchgate's shows.
    expect(git('status', '--porcelain')).toBe('?? count\n');
    rmSync(join(dir, '.benchgate', '.gitignore'));
    expect(await main(['run', '--save-baseline', 'main'], io(dir))).toBe(0);
    expect(existsSync(join(dir, '.benchgate', '.gitignore'))).toBe(false);
  });

  it('refuses a repeat that is not a positive whole number, naming the field and line', async () => {
    const dir = tmp();
    mkdirSync(join(dir, '.github'));
    writeFileSync(join(dir, '.github', 'benchgate.yml'), 'suites:\n  - name: x\n    run: "true"\n    repeat: 0\n');
    const t = io(dir);
    expect(await main(['run'], t)).toBe(2);
    expect(t.err).toMatch(/benchgate\.yml: suites\[0\]\.repeat \(line 4\): expected .*1/);
  });
});
