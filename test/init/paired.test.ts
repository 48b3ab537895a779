// `benchgate init` writes paired rounds (`baseline: paired`) into its starter workflow when the suites are
// short enough for every round to fit the budget: estimated from the benchmarks counted in the sources
// and the harness's time per benchmark; a suite whose time cannot be told keeps the stored baseline.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { afterEach, describe, expect, it } from 'vitest';
import type { Io } from '../../src/cli';
import { loadConfig } from '../../src/config/load';
import { detectSuites, type DetectedSuite, type RepoFile } from '../../src/init/detect';
import { readRepo, runInit } from '../../src/init/init';
import { adaptWorkflow, fallbackWorkflows, pairedPlan, setupSteps } from '../../src/init/templates';

const f = (path: string, text: string): RepoFile => ({ path, text });
const pkg = (deps: Record<string, string>) => JSON.stringify({ name: 'x', devDependencies: deps });
const goBench = (...names: string[]) => `package x\nimport "testing"\n${names.map((n) => `func Benchmark${n}(b *testing.B) {\n\tfor i := 0; i < b.N; i++ {\n\t}\n}\n`).join('')}`;

describe('estimated run time (detect.ts)', () => {
  it('go: benchmark functions × 1.5 s (the default -benchtime and the ramp-up); sub-benchmarks are not counted', () => {
    const [flat] = detectSuites([f('go.mod', 'module a'), f('a_test.go', goBench('A', 'B')), f('b_test.go', goBench('C'))]);
    expect(flat!.estimatedSeconds).toBe(4.5);
    const [sub] = detectSuites([f('go.mod', 'module a'), f('a_test.go', 'func BenchmarkA(b *testing.B) {\n\tfor _, n := range sizes {\n\t\tb.Run(n, func(b *testing.B) {})\n\t}\n}\n')]);
    expect(sub!.estimatedSeconds).toBeUndefined();
  });

  it('tinybench: tasks × (time + warmupTime), the defaults or the numbers the source sets; tasks added in a loop are not counted', () => {
    const tb = (body: string) => detectSuites([f('package.json', pkg({ tinybench: '^6' })), f('b.mjs', `import { Bench } from 'tinybench';\n${body}\nconsole.table(bench.table());\n`)])[0]!;
    expect(tb("const bench = new Bench();\nbench.add('a', () => {});\nbench.add('b', () => {});").estimatedSeconds).toBe(2.5);
    expect(tb("const bench = new Bench({ time: 100, warmupTime: 20 });\nbench.add('a', () => {}).add('b', () => {});").estimatedSeconds).toBe(0.24);
    expect(tb("const bench = new Bench();\nfor (const n of [1, 2]) bench.add(`a${n}`, () => {});").estimatedSeconds).toBeUndefined();
    expect(tb('const bench = new Bench();').estimatedSeconds).toBeUndefined();
  });

  it('vitest bench: vitest starting (2 s) and bench() calls × 0.6 s (tinybench 2 defaults); Benchmark.js is not estimated', () => {
    const vb = detectSuites([
      f('package.json', pkg({ vitest: '^3', benchmark: '^2' })),
      f('a.bench.ts', "import { bench, describe } from 'vitest';\ndescribe('x', () => {\n  bench('a', () => {});\n  bench('b', () => {}, { time: 200 });\n});\n"),
      f('b.bench.ts', "import { bench } from 'vitest';\nbench('c', () => {});\n"),
      f('old.js', "const Benchmark = require('benchmark');\nnew Benchmark.Suite().add('x', () => {}).on('cycle', (e) => console.log(String(e.target))).run();\n"),
    ]);
    expect(vb.map((s) => [s.harness, s.estimatedSeconds])).toEqual([
      ['benchmarkjs', undefined],
      ['vitest-bench', 2 + (3 * (200 + 100)) / 1000],
    ]);
  });
});

describe('pairedPlan', () => {
  const suite = (estimatedSeconds?: number): DetectedSuite => ({
    name: 's',
    harness: 'go-bench',
    cwd: '.',
    run: 'go test -bench .',
    output: 'stdout',
    evidence: 'x',
    toolchain: 'go',
    ...(estimatedSeconds !== undefined ? { estimatedSeconds } : {}),
  });

  it('paired when all 20 rounds (each suite once per side) fit in 15 minutes: 22.5 s a run at most', () => {
    expect(pairedPlan([suite(10), suite(12.5)])).toEqual({ rounds: 20, budget: '15m', seconds: 23 });
    expect(pairedPlan([suite(10), suite(12.6)])).toBeUndefined();
    expect(pairedPlan([suite(1), suite()])).toBeUndefined();
    expect(pairedPlan([])).toBeUndefined();
  });
});

describe('benchgate init with short suites', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });
  function repo(files: Record<string, string>): string {
    const dir = mkdtempSync(join(tmpdir(), 'benchgate-init-paired-'));
    dirs.push(dir);
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(join(dir, path, '..'), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    return dir;
  }
  function io(cwd: string): Io & { out: string[]; err: string[] } {
    const out: string[] = [];
    const err: string[] = [];
    return { out, err, stdout: (s) => out.push(s), stderr: (s) => err.push(s), isTTY: false, cwd, now: () => new Date('2026-11-22T00:00:00Z') };
  }
  const short = {
    'go/go.mod': 'module a\n',
    'go/a_test.go': goBench('Parse', 'Print'),
    'web/package.json': pkg({ tinybench: '^6' }),
    'web/package-lock.json': '{}',
    'web/b.mjs': "import { Bench } from 'tinybench';\nconst bench = new Bench({ time: 200 });\nbench.add('a', () => {});\nawait bench.run();\nconsole.table(bench.table());\n",
  };
  const noWorkflows = () => repo({});

  it('writes the paired starter workflow, and npm ci as the node suite’s setup (the base tree is a fresh checkout)', async () => {
    const dir = repo(short);
    const term = io(dir);
    expect(await runInit([], term, { workflowsDir: noWorkflows() })).toBe(0);
    expect(term.err.at(-1)).toBe('benchgate init: the suites look short (about 4 s a run): pull requests measure base and head side by side (baseline: paired)\n');
    const text = readFileSync(join(dir, '.github/workflows/benchgate.yml'), 'utf8');
    const workflow = parse(text) as { concurrency: { group: string }; jobs: { bench: { steps: { uses?: string; with?: Record<string, unknown> }[] } } };
    expect(workflow.concurrency.group).toBe('benchgate-${{ github.ref }}');
    const steps = workflow.jobs.bench.steps;
    expect(steps[0]).toEqual({ uses: 'actions/checkout@v5', with: { 'persist-credentials': false, 'fetch-depth': 0 } });
    // The benchmarks in a plain step (no token in any process there), paired on a pull request; the Action's last
    // step only compares, reports and stores what it wrote.
    const plain = steps.filter((s) => (s as { run?: string }).run !== undefined) as { run: string; env?: Record<string, string> }[];
    expect(plain).toHaveLength(1);
    expect(plain[0]!.env).toEqual({ BASE_SHA: '${{ github.event.pull_request.base.sha }}' });
    expect(plain[0]!.run).toMatch(/if \[ -n "\$BASE_SHA" \]; then\n\s+benchgate run --config \.github\/benchgate\.yml --paired "\$BASE_SHA" --rounds 20 --budget 15m --out "\$RUNNER_TEMP\/benchgate-results\.json"/);
    expect(steps.find((s) => s.with?.mode === 'setup')).toEqual({ uses: 'benchgate/benchgate@v1', with: { mode: 'setup' } });
    expect(steps.at(-1)).toEqual({ if: '${{ !cancelled() }}', uses: 'benchgate/benchgate@v1', with: { config: '.github/benchgate.yml', results: '${{ runner.temp }}/benchgate-results.json' } });
    const loaded = await loadConfig(join(dir, '.github/benchgate.yml'));
    expect(loaded.suites.map((s) => [s.name, s.setup])).toEqual([
      ['go-bench', undefined],
      ['tinybench', 'npm ci'],
    ]);
    // The nightly workflow stores baselines: unchanged.
    expect(readFileSync(join(dir, '.github/workflows/benchgate-nightly.yml'), 'utf8')).not.toMatch(/paired|fetch-depth/);
  });

  it('a suite whose time cannot be told keeps the stored baseline, and so do the copied workflows/ (their report workflow compares with the stored baseline)', async () => {
    const unknown = repo({ ...short, 'go/a_test.go': 'func BenchmarkA(b *testing.B) {\n\tb.Run("x", func(b *testing.B) {})\n}\n' });
    const term = io(unknown);
    expect(await runInit([], term, { workflowsDir: noWorkflows() })).toBe(0);
    expect(term.err.join('')).not.toContain('paired');
    const suites = detectSuites(await readRepo(unknown));
    expect(readFileSync(join(unknown, '.github/workflows/benchgate.yml'), 'utf8')).toBe(adaptWorkflow(fallbackWorkflows()['benchgate.yml']!, setupSteps(suites)));
    expect(readFileSync(join(unknown, '.github/workflows/benchgate.yml'), 'utf8')).not.toMatch(/paired|fetch-depth/);
    // The node suite installs its dependencies all the same: `/benchgate run --paired` can be asked for on
    // any pull request, and the base tree is a fresh checkout (without it the base side failed, 'npx canceled').
    expect((await loadConfig(join(unknown, '.github/benchgate.yml'))).suites.map((s) => [s.name, s.setup])).toEqual([['go-bench', undefined], ['tinybench', 'npm ci']]);

    const copied = repo(short);
    const own = repo({ 'pull-request.yml': 'on: pull_request\njobs:\n  bench:\n    steps:\n      - uses: actions/checkout@v5\n' });
    const term2 = io(copied);
    expect(await runInit([], term2, { workflowsDir: own })).toBe(0);
    expect(term2.err.join('')).not.toContain('paired');
    expect(readFileSync(join(copied, '.github/benchgate.yml'), 'utf8')).toContain('    setup: npm ci\n');
  });
});
