import { execFileSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { parse } from 'yaml';
import { afterEach, describe, expect, it } from 'vitest';
import type { Io } from '../../src/cli';
import { loadConfig } from '../../src/config/load';
import { detectSuites } from '../../src/init/detect';
import { setupSteps } from '../../src/init/templates';
import { readRepo, runInit } from '../../src/init/init';

const SUITES = join(import.meta.dirname, '..', 'suites');
const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function tempRepo(files: Record<string, string> = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'benchgate-init-'));
  dirs.push(dir);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

/** A writable copy of test/suites/<name> (the originals are read-only). */
function copySuite(name: string): string {
  const dir = tempRepo();
  cpSync(join(SUITES, name), dir, { recursive: true });
  chmodSync(dir, 0o755);
  return dir;
}

function io(cwd: string): Io & { out: string[]; err: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, stdout: (s) => out.push(s), stderr: (s) => err.push(s), isTTY: false, cwd, now: () => new Date('2026-11-22T00:00:00Z') };
}

const noWorkflows = tempRepo(); // an empty folder: the built-in workflow templates are used

describe('benchgate init: what it does not read is said', () => {
  it('files past the first 5,000, files over 512 KiB and folders more than 8 levels down: counted and named, never left out without a word', async () => {
    // Before, the walk stopped at the 5,000th file: a Go benchmark in the 5,001st was not found, and nothing said so.
    const files: Record<string, string> = {};
    files['b/go.mod'] = 'module example.com/b\n';
    files['b/x_test.go'] = 'package b\nimport "testing"\nfunc BenchmarkX(b *testing.B) {}\n';
    files['c/big.py'] = `# ${'x'.repeat(600 * 1024)}\n`;
    files['d/1/2/3/4/5/6/7/8/deep_test.go'] = 'package deep\n';
    // A deep folder with nothing that could tell a harness (Java packages) is not named.
    files['e/1/2/3/4/5/6/7/8/9/Deep.java'] = 'class Deep {}\n';
    const repo = tempRepo(files);
    mkdirSync(join(repo, 'a'));
    for (let i = 0; i < 5000; i++) writeFileSync(join(repo, 'a', `f${String(i).padStart(4, '0')}.py`), 'x = 1\n');
    const unread = { pastCap: 0, tooLarge: [] as string[], tooDeep: [] as string[] };
    const read = await readRepo(repo, unread);
    expect(read).toHaveLength(5000);
    expect(unread).toEqual({ pastCap: 3, tooLarge: [], tooDeep: ['d/1/2/3/4/5/6/7/8/deep_test.go'] });
    const at = io(repo);
    expect(await runInit(['--dry-run', '--no-workflows'], at)).toBe(1);
    expect(at.err[0]).toBe('benchgate init: read the first 5000 files that can tell a harness; 3 more were not read, and suites in them are not detected: run `benchgate init --dir <folder>` on a part of the repository\n');
    // Under the cap: the large file and the deep folder are named.
    rmSync(join(repo, 'a'), { recursive: true });
    const rest = { pastCap: 0, tooLarge: [] as string[], tooDeep: [] as string[] };
    expect((await readRepo(repo, rest)).map((f) => f.path)).toEqual(['b/go.mod', 'b/x_test.go']);
    expect(rest).toEqual({ pastCap: 0, tooLarge: ['c/big.py'], tooDeep: ['d/1/2/3/4/5/6/7/8/deep_test.go'] });
    const again = io(repo);
    expect(await runInit(['--dry-run', '--no-workflows'], again)).toBe(0);
    expect(again.err.slice(0, 2)).toEqual([
      'benchgate init: not read, over 512 KiB each: c/big.py\n',
      'benchgate init: not read, more than 8 folders down: d/1/2/3/4/5/6/7/8/deep_test.go (run `benchgate init --dir <folder>` on a folder above them)\n',
    ]);
  });
});

describe('benchgate init on the real suites in test/suites', () => {
  const expected: [string, string, string, unknown][] = [
    ['go', 'go-bench', "go test -run '^$' -bench . -benchmem -count 1 ./...", 'stdout'],
    ['criterion', 'criterion', 'cargo bench', { files: ['target/criterion'] }],
    ['divan', 'divan', 'cargo bench', 'stdout'],
    ['jmh', 'jmh', 'java -jar target/benchmarks.jar -f 1 -rf json -rff benchgate-jmh.json', { files: ['benchgate-jmh.json'], stdout: true }],
    ['pytest-benchmark', 'pytest-benchmark', 'pytest --benchmark-only --benchmark-json=benchgate-pytest.json test_bench.py', { files: ['benchgate-pytest.json'] }],
    ['pyperf', 'pyperf', 'rm -f bench.pyperf.json && python bench.py -o bench.pyperf.json', { files: ['bench.pyperf.json'] }],
    ['tinybench', 'tinybench', 'npm run bench:tinybench', 'stdout'],
    ['vitest-bench', 'vitest-bench', 'npx vitest bench --run --outputJson benchgate-vitest.json', { files: ['benchgate-vitest.json'] }],
    ['benchmarkjs', 'benchmarkjs', 'npm run bench:benchmarkjs', 'stdout'],
    ['google-benchmark', 'google-benchmark', './bench --benchmark_format=json', 'stdout'],
    // Its test cases are tagged [bench]: `[!benchmark]` matched none of them (exit 0, no results).
    ['catch2-v3', 'catch2', "./bench '[bench]' --reporter xml", 'stdout'],
  ];

  // The three Node suites share one package.json that declares tinybench, benchmark and vitest:
  // only the files that use a library make it a suite.
  it.each(expected)('%s → exactly %s', async (suite, harness, run, output) => {
    expect((await readRepo(join(SUITES, suite))).length).toBeGreaterThan(0);
    const found = detectSuites(await readRepo(join(SUITES, suite)));
    expect(found.map((s) => [s.harness, s.cwd, s.run, s.output])).toEqual([[harness, '.', run, output]]);
  });

  it('the whole folder: one suite per project, named by harness, and the written config loads', async () => {
    const repo = tempRepo();
    cpSync(SUITES, join(repo, 'suites'), { recursive: true });
    const term = io(repo);
    expect(await runInit([], term, { workflowsDir: noWorkflows })).toBe(0);
    const loaded = await loadConfig(join(repo, '.github', 'benchgate.yml'));
    expect(loaded.suites.map((s) => [s.name, s.harness, s.cwd])).toEqual([
      ['criterion', 'criterion', join(repo, 'suites/criterion')],
      ['divan', 'divan', join(repo, 'suites/divan')],
      ['go-bench', 'go-bench', join(repo, 'suites/go')],
      ['pytest-benchmark', 'pytest-benchmark', join(repo, 'suites/pytest-benchmark')],
      ['pyperf', 'pyperf', join(repo, 'suites/pyperf')],
      ['benchmarkjs', 'benchmarkjs', join(repo, 'suites/benchmarkjs')],
      ['tinybench', 'tinybench', join(repo, 'suites/tinybench')],
      ['vitest-bench', 'vitest-bench', join(repo, 'suites/vitest-bench')],
      ['jmh', 'jmh', join(repo, 'suites/jmh')],
      ['google-benchmark', 'google-benchmark', join(repo, 'suites/google-benchmark')],
      ['catch2-suites-catch2-v2', 'catch2', join(repo, 'suites/catch2-v2')],
      ['catch2-suites-catch2-v3', 'catch2', join(repo, 'suites/catch2-v3')],
    ]);
    expect(loaded.suites[0]!.output.files).toEqual(['target/criterion']);
    // Builds are setups (untimed, once per tree), never part of a timed run or of every paired round.
    expect(Object.fromEntries(loaded.suites.filter((s) => s.setup !== undefined).map((s) => [s.name, s.setup]))).toEqual({
      criterion: 'cargo bench --no-run', divan: 'cargo bench --no-run', jmh: 'mvn -B -q package -DskipTests',
      benchmarkjs: 'npm install', tinybench: 'npm install', 'vitest-bench': 'npm install', // no lockfile in test/suites
    });
    // hyperfine and gnu-time hold only C programs run by a command: nothing to detect there.
    expect(term.err.some((l) => l.includes('suites/hyperfine') || l.includes('suites/gnu-time'))).toBe(false);
  });
});

describe('benchgate init writes, and never overwrites', () => {
  it('writes the config and the workflows, with the toolchain setup spliced in; a second run leaves all alone', async () => {
    const repo = copySuite('go');
    const term = io(repo);
    expect(await runInit([], term, { workflowsDir: noWorkflows })).toBe(0);
    expect(term.out).toEqual(['.github/benchgate.yml: written\n', '.github/workflows/benchgate.yml: written\n', '.github/workflows/benchgate-nightly.yml: written\n']);
    expect(term.err).toEqual(['benchgate init: found go-bench in the repository root (func Benchmark… in bench_test.go)\n']);
    const loaded = await loadConfig(join(repo, '.github', 'benchgate.yml'));
    expect(loaded.suites.map((s) => [s.name, s.harness, s.run, s.cwd])).toEqual([['go-bench', 'go-bench', "go test -run '^$' -bench . -benchmem -count 1 ./...", repo]]);

    const workflow = parse(readFileSync(join(repo, '.github/workflows/benchgate.yml'), 'utf8')) as { on: object; jobs: { bench: { steps: object[] } } };
    expect(Object.keys(workflow.on)).toEqual(['pull_request', 'push', 'workflow_dispatch']);
    // The benchmarks in a plain step, where no process holds a token; the Action's last step compares and stores.
    expect(workflow.jobs.bench.steps).toEqual([
      { uses: 'actions/checkout@v5', with: { 'persist-credentials': false } },
      { uses: 'actions/setup-go@v5', with: { 'go-version': 'stable' } },
      { uses: 'benchgate/benchgate@v1', with: { mode: 'setup' } },
      { run: 'benchgate run --config .github/benchgate.yml --out "$RUNNER_TEMP/benchgate-results.json" --format text' },
      { if: '${{ !cancelled() }}', uses: 'benchgate/benchgate@v1', with: { config: '.github/benchgate.yml', results: '${{ runner.temp }}/benchgate-results.json' } },
    ]);
    const nightly = parse(readFileSync(join(repo, '.github/workflows/benchgate-nightly.yml'), 'utf8')) as { on: { schedule: object[] } };
    expect(nightly.on.schedule).toEqual([{ cron: '17 3 * * *' }]);

    writeFileSync(join(repo, '.github/benchgate.yml'), 'suites: [{ name: mine, run: "true" }]\n');
    const again = io(repo);
    expect(await runInit([], again, { workflowsDir: noWorkflows })).toBe(0);
    expect(again.out).toEqual([
      '.github/benchgate.yml: exists, left alone\n',
      '.github/workflows/benchgate.yml: exists, left alone\n',
      '.github/workflows/benchgate-nightly.yml: exists, left alone\n',
    ]);
    expect(readFileSync(join(repo, '.github/benchgate.yml'), 'utf8')).toBe('suites: [{ name: mine, run: "true" }]\n');
  });

  it('copies workflows from a workflows folder when there is one, filling the setup placeholder', async () => {
    const repo = copySuite('criterion');
    const folder = tempRepo({
      'comment-command.yml': 'on: issue_comment\njobs:\n  run:\n    steps:\n      - uses: actions/checkout@v4\n      # benchgate-init: setup steps\n',
      'README.md': 'not a workflow',
    });
    const term = io(repo);
    expect(await runInit([], term, { workflowsDir: folder })).toBe(0);
    expect(term.out).toEqual(['.github/benchgate.yml: written\n', '.github/workflows/comment-command.yml: written\n']);
    expect(readFileSync(join(repo, '.github/workflows/comment-command.yml'), 'utf8')).toBe(
      'on: issue_comment\njobs:\n  run:\n    steps:\n      - uses: actions/checkout@v4\n      - uses: dtolnay/rust-toolchain@stable\n',
    );
  });

  it("copies benchgate's own workflows/ folder by default, each still valid YAML with the setup filled in", async () => {
    const own = join(import.meta.dirname, '..', '..', 'workflows');
    // sharded.yml replaces pull-request.yml and main.yml: beside them every benchmark ran twice per PR and push.
    const names = readdirSync(own).filter((n) => /\.ya?ml$/.test(n) && n !== 'sharded.yml').sort();
    const repo = copySuite('tinybench');
    const term = io(repo);
    expect(await runInit([], term)).toBe(0);
    expect(term.out.slice(1)).toEqual(names.map((n) => `.github/workflows/${n}: written\n`));
    expect(term.err.join('')).toContain('benchgate init: sharded.yml not written: it replaces pull-request.yml and main.yml');
    // nightly.yml runs the nightly benchmarks: main.yml keeps its push trigger, not a second schedule.
    const main = parse(readFileSync(join(repo, '.github/workflows/main.yml'), 'utf8')) as { on: Record<string, unknown> };
    expect(Object.keys(main.on)).toEqual(['push', 'workflow_dispatch']);
    expect(Object.keys((parse(readFileSync(join(repo, '.github/workflows/nightly.yml'), 'utf8')) as { on: Record<string, unknown> }).on)).toContain('schedule');
    for (const n of names) {
      const text = readFileSync(join(repo, '.github/workflows', n), 'utf8');
      expect(() => parse(text), n).not.toThrow();
      expect(text, n).not.toContain('# Set up your toolchain here');
      if (readFileSync(join(own, n), 'utf8').includes('# Set up your toolchain here')) expect(text, n).toContain('      - uses: actions/setup-node@v4\n');
    }
  });

  it("a repository whose own CI is main.yml gets benchgate's as benchgate-main.yml, and the other workflows look for baselines there", async () => {
    const repo = copySuite('tinybench');
    const ci = 'name: CI\non: [push]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - run: npm test\n';
    mkdirSync(join(repo, '.github/workflows'), { recursive: true });
    writeFileSync(join(repo, '.github/workflows/main.yml'), ci);
    const term = io(repo);
    expect(await runInit([], term)).toBe(0);
    expect(readFileSync(join(repo, '.github/workflows/main.yml'), 'utf8')).toBe(ci);
    expect(term.out).toContain('.github/workflows/benchgate-main.yml: written\n');
    expect(term.err.join('')).toContain("benchgate init: .github/workflows/main.yml is the repository's own workflow: benchgate's is benchgate-main.yml");
    for (const n of ['pull-request.yml', 'report.yml']) {
      const text = readFileSync(join(repo, '.github/workflows', n), 'utf8');
      expect(text, n).toContain('baseline-workflow: benchgate-main.yml');
      expect(text, n).not.toMatch(/baseline-workflow: main\.yml/);
    }
    expect(readFileSync(join(repo, '.github/workflows/comment-command.yml'), 'utf8')).toContain('pr-workflow: pull-request.yml');
    // benchgate's own main.yml from an earlier init is benchgate's: left alone, and named as it is.
    const again = copySuite('tinybench');
    mkdirSync(join(again, '.github/workflows'), { recursive: true });
    writeFileSync(join(again, '.github/workflows/main.yml'), readFileSync(join(import.meta.dirname, '..', '..', 'workflows', 'main.yml'), 'utf8'));
    const t2 = io(again);
    expect(await runInit([], t2)).toBe(0);
    expect(t2.out).toContain('.github/workflows/main.yml: exists, left alone\n');
    expect(readFileSync(join(again, '.github/workflows/pull-request.yml'), 'utf8')).toContain('baseline-workflow: main.yml');
  });

  it("a repository whose own pull-request.yml is its CI: the command workflow starts benchgate's, benchgate-pull-request.yml", async () => {
    const repo = copySuite('tinybench');
    mkdirSync(join(repo, '.github/workflows'), { recursive: true });
    writeFileSync(join(repo, '.github/workflows/pull-request.yml'), 'name: PR\non: [pull_request]\njobs:\n  t:\n    runs-on: ubuntu-latest\n    steps:\n      - run: npm test\n');
    expect(await runInit([], io(repo))).toBe(0);
    const command = readFileSync(join(repo, '.github/workflows/comment-command.yml'), 'utf8');
    expect(command).toContain('pr-workflow: benchgate-pull-request.yml');
    expect(command).not.toMatch(/pr-workflow: pull-request\.yml/);
  });

  it("a repository without a remote whose branch is master gets `branches: [master]` (a baseline on main would never be written)", async () => {
    const repo = copySuite('tinybench');
    const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, stdio: 'ignore' });
    git('init', '-q', '-b', 'master');
    git('-c', 'user.email=a@b', '-c', 'user.name=a', 'commit', '-q', '--allow-empty', '-m', 'base');
    expect(await runInit([], io(repo))).toBe(0);
    expect(readFileSync(join(repo, '.github/workflows/main.yml'), 'utf8')).toMatch(/^\s+branches: \[master\]$/m);
  });

  it('--dry-run prints and writes nothing; --no-workflows writes only the config; --dir', async () => {
    const repo = copySuite('pytest-benchmark');
    const dry = io(repo);
    expect(await runInit(['--dry-run'], dry, { workflowsDir: noWorkflows })).toBe(0);
    expect(dry.out[0]).toMatch(/^\.github\/benchgate\.yml: would be written\n# yaml-language-server: \$schema=/);
    expect(existsSync(join(repo, '.github'))).toBe(false);

    const parent = join(repo, '..');
    const term = io(parent);
    expect(await runInit(['--dir', repo, '--no-workflows'], term)).toBe(0);
    expect(existsSync(join(repo, '.github/workflows'))).toBe(false);
    const text = readFileSync(join(repo, '.github/benchgate.yml'), 'utf8');
    expect(text).toContain('  # TODO: pytest-benchmark is not declared as a dependency here: make sure CI installs it\n');
    expect((await loadConfig(join(repo, '.github/benchgate.yml'))).suites[0]!.output.files).toEqual(['benchgate-pytest.json']);
  });

  it('pytest-benchmark benchmarks outside the testpaths are named in the run (real cbor2 5.6.5 sdist files)', async () => {
    // testpaths = ["tests"] and the benchmarks in benchmarks/tests: a bare `pytest --benchmark-only` collected
    // tests/ only, ran no benchmark and wrote no JSON, so the suite failed on its first run.
    const repo = tempRepo();
    cpSync(join(import.meta.dirname, 'fixtures', 'cbor2-5.6.5'), repo, { recursive: true });
    expect(await runInit(['--no-workflows'], io(repo))).toBe(0);
    const suites = (await loadConfig(join(repo, '.github/benchgate.yml'))).suites;
    // The benchmarks import cbor2: it is built into a virtualenv per tree (init wrote no install before, and
    // they failed with ModuleNotFoundError; one install in the job would be imported by both paired trees).
    expect(suites.map((s) => [s.harness, s.setup, s.run])).toEqual([[
      'pytest-benchmark',
      "python3 -m venv --system-site-packages .benchgate-venv && echo '*' > .benchgate-venv/.gitignore && python3 -c 'import sysconfig; print(sysconfig.get_path(\"purelib\"))' > \"$(.benchgate-venv/bin/python -c 'import sysconfig; print(sysconfig.get_path(\"purelib\"))')/benchgate-outer.pth\" && .benchgate-venv/bin/python -m pip install .",
      '.benchgate-venv/bin/python -P -m pytest --benchmark-only --benchmark-json=benchgate-pytest.json benchmarks/tests',
    ]]);
  });

  it('pytest-benchmark modules pytest does not collect by name are named in the run, with what the extra that lists pytest-benchmark adds and the extra whose packages they import (real markdown-it-py 4.2.0 files)', async () => {
    // benchmarking/bench_core.py and bench_packages.py: no test_*.py, so init took the `benchmark` fixture for
    // unused, and `pytest --benchmark-only` at the root collected tests/ only, skipped it all and wrote no JSON.
    const repo = tempRepo();
    cpSync(join(import.meta.dirname, 'fixtures', 'markdown-it-py-4.2.0'), repo, { recursive: true });
    expect(await runInit(['--no-workflows'], io(repo))).toBe(0);
    const suites = (await loadConfig(join(repo, '.github/benchgate.yml'))).suites;
    // What the `benchmarking` extra adds to pytest and pytest-benchmark is installed: psutil, which
    // benchmarking/conftest.py imports when the JSON is written (without it: ModuleNotFoundError, no JSON).
    // bench_packages.py imports mistune, commonmark… inside its tests: the `compare` extra's packages (without
    // them 5 of its benchmarks failed, and the suite with them); not the `testing` extra's, though it lists pytest.
    expect(suites.map((s) => [s.harness, s.setup, s.run])).toEqual([[
      'pytest-benchmark',
      "python3 -m venv --system-site-packages .benchgate-venv && echo '*' > .benchgate-venv/.gitignore && python3 -c 'import sysconfig; print(sysconfig.get_path(\"purelib\"))' > \"$(.benchgate-venv/bin/python -c 'import sysconfig; print(sysconfig.get_path(\"purelib\"))')/benchgate-outer.pth\" && .benchgate-venv/bin/python -m pip install . psutil 'commonmark~=0.9' 'markdown~=3.4' 'mistletoe~=1.0' 'mistune~=3.0' 'panflute~=2.3' markdown-it-pyrs",
      '.benchgate-venv/bin/python -P -m pytest --benchmark-only --benchmark-json=benchgate-pytest.json benchmarking/bench_core.py benchmarking/bench_packages.py',
    ]]);
  });

  it('addopts that turn pytest-benchmark off are set aside for the run (real bidict files, commit 77ade42)', async () => {
    // addopts holds `-p no:benchmark` and `--numprocesses=auto`; the project runs microbenchmarks.py with
    // `pytest -c /dev/null -n0`. `pytest --benchmark-only` stopped at once: unrecognized arguments.
    const repo = tempRepo();
    cpSync(join(import.meta.dirname, 'fixtures', 'bidict-77ade42'), repo, { recursive: true });
    expect(await runInit(['--no-workflows'], io(repo))).toBe(0);
    const suites = (await loadConfig(join(repo, '.github/benchgate.yml'))).suites;
    expect(suites.map((s) => [s.harness, s.setup, s.run])).toEqual([[
      'pytest-benchmark',
      // Its `test` dependency group lists pytest-benchmark: the rest of it is what the project runs its benchmarks with.
      "python3 -m venv --system-site-packages .benchgate-venv && echo '*' > .benchgate-venv/.gitignore && python3 -c 'import sysconfig; print(sysconfig.get_path(\"purelib\"))' > \"$(.benchgate-venv/bin/python -c 'import sysconfig; print(sysconfig.get_path(\"purelib\"))')/benchgate-outer.pth\" && .benchgate-venv/bin/python -m pip install . coverage hypothesis pytest-sphinx pytest-xdist sortedcollections sortedcontainers 'ty>=0.0.72' typing_extensions",
      '.benchgate-venv/bin/python -P -m pytest -o addopts= --benchmark-only --benchmark-json=benchgate-pytest.json microbenchmarks.py',
    ]]);
  });

  it('pytest-codspeed benchmarks on the benchmark fixture, beside unit tests, under an addopts of comments and coverage (real yarl files, commit 7009e84)', async () => {
    // init wrote `python -m pytest --benchmark-only …` and `pip install .`: pytest stopped at `-p pytest_cov` (exit 4),
    // and with that set aside, at tests/test_quoting.py; with the modules named, each skipped itself without
    // pytest-codspeed and no JSON was written.
    const repo = tempRepo();
    cpSync(join(import.meta.dirname, 'fixtures', 'yarl-7009e84'), repo, { recursive: true });
    expect(await runInit(['--no-workflows'], io(repo))).toBe(0);
    const suites = (await loadConfig(join(repo, '.github/benchgate.yml'))).suites;
    expect(suites.map((s) => [s.harness, s.setup, s.run])).toEqual([[
      'pytest-benchmark',
      "python3 -m venv --system-site-packages .benchgate-venv && echo '*' > .benchgate-venv/.gitignore && python3 -c 'import sysconfig; print(sysconfig.get_path(\"purelib\"))' > \"$(.benchgate-venv/bin/python -c 'import sysconfig; print(sysconfig.get_path(\"purelib\"))')/benchgate-outer.pth\" && .benchgate-venv/bin/python -m pip install . pytest-codspeed",
      '.benchgate-venv/bin/python -P -m pytest -o addopts= --benchmark-only --benchmark-json=benchgate-pytest.json tests/test_quoting_benchmarks.py tests/test_url_benchmarks.py',
    ]]);
  });

  it('an asv.conf.json is an asv suite run in the tree\'s own virtualenv, reading only its own results (real rich 14.3.3 files)', async () => {
    // init found no harness in rich (exit 1): asv was not looked for. Its results_dir, benchmarks/results, holds
    // 177 commits' results in git, which the asv adapter refuses as one run: the suite reads its own file only.
    const repo = tempRepo();
    cpSync(join(import.meta.dirname, 'fixtures', 'rich-14.3.3'), repo, { recursive: true });
    expect(await runInit(['--no-workflows'], io(repo))).toBe(0);
    const suites = (await loadConfig(join(repo, '.github/benchgate.yml'))).suites;
    const own = 'benchmarks/results/*/*-existing-*_.benchgate-venv_bin_python.json';
    expect(suites.map((s) => [s.name, s.harness, s.cwd, s.setup, s.run, s.output.files])).toEqual([[
      'asv', 'asv', repo,
      // its matrix pins setuptools (`"setuptools": ["59.2.0"]`), which asv installs into each environment
      "python3 -m venv --system-site-packages .benchgate-venv && echo '*' > .benchgate-venv/.gitignore && python3 -c 'import sysconfig; print(sysconfig.get_path(\"purelib\"))' > \"$(.benchgate-venv/bin/python -c 'import sysconfig; print(sysconfig.get_path(\"purelib\"))')/benchgate-outer.pth\" && .benchgate-venv/bin/python -m pip install . 'setuptools==59.2.0' && "
        + `python3 -c "import json; from asv.util import load_json; c = load_json('asv.conf.json', js_comments=True); c['branches'] = ['HEAD']; json.dump(c, open('.benchgate-asv.conf.json', 'w'), indent=2)" && asv machine --yes --config .benchgate-asv.conf.json`,
      `rm -f ${own} && (asv run --config .benchgate-asv.conf.json --environment existing:.benchgate-venv/bin/python --record-samples --set-commit-hash $(git rev-parse HEAD) || [ $? = 2 ])`,
      ['benchmarks/results/benchmarks.json', own],
    ]]);
    // The workflow installs asv, which the venv sees (--system-site-packages), with asv_runner.
    expect(setupSteps(detectSuites(await readRepo(repo)))).toContain('- run: pip install asv');
  });

  it('asv runs with a copy of asv.conf.json whose branches are HEAD: a PR checkout has no local main (real param 73affe6 files)', async () => {
    // param's asv.conf.json names `"branches": ["main"]`; asv with an existing environment resolves each, and in a
    // detached checkout without `main` stopped: "Unknown branch main in configuration", exit 1, no results.
    const repo = tempRepo();
    cpSync(join(import.meta.dirname, 'fixtures', 'param-73affe6'), repo, { recursive: true });
    expect(await runInit(['--no-workflows'], io(repo))).toBe(0);
    const suites = (await loadConfig(join(repo, '.github/benchgate.yml'))).suites;
    const own = '.asv/results/*/*-existing-*_.benchgate-venv_bin_python.json';
    expect(suites.map((s) => [s.harness, s.cwd, s.setup, s.run, s.output.files])).toEqual([[
      'asv', join(repo, 'benchmarks'),
      "python3 -m venv --system-site-packages .benchgate-venv && echo '*' > .benchgate-venv/.gitignore && python3 -c 'import sysconfig; print(sysconfig.get_path(\"purelib\"))' > \"$(.benchgate-venv/bin/python -c 'import sysconfig; print(sysconfig.get_path(\"purelib\"))')/benchgate-outer.pth\" && .benchgate-venv/bin/python -m pip install .. && "
        + `python3 -c "import json; from asv.util import load_json; c = load_json('asv.conf.json', js_comments=True); c['branches'] = ['HEAD']; json.dump(c, open('.benchgate-asv.conf.json', 'w'), indent=2)" && asv machine --yes --config .benchgate-asv.conf.json`,
      `rm -f ${own} && (asv run --config .benchgate-asv.conf.json --environment existing:.benchgate-venv/bin/python --record-samples --set-commit-hash $(git rev-parse HEAD) || [ $? = 2 ])`,
      ['.asv/results/benchmarks.json', own],
    ]]);
  });

  it('asv.conf.json\'s matrix packages are installed into the venv: an existing environment gets none (real networkx cfc6b79 files)', async () => {
    // `"matrix": {"numpy": [], "scipy": [], "pandas": []}`: asv installs them into each environment it builds;
    // the venv got networkx alone, and time_eigenvector_centrality_numpy failed: No module named 'numpy'.
    const repo = tempRepo();
    cpSync(join(import.meta.dirname, 'fixtures', 'networkx-cfc6b79'), repo, { recursive: true });
    expect(await runInit(['--no-workflows'], io(repo))).toBe(0);
    const suites = (await loadConfig(join(repo, '.github/benchgate.yml'))).suites;
    expect(suites.map((s) => [s.harness, s.setup?.split(' && ')[3]])).toEqual([['asv', '.benchgate-venv/bin/python -m pip install .. numpy scipy pandas']]);
    // Without numpy, asv saved the other benchmarks' results and exited 2, and the whole suite was failed; a
    // failed benchmark is a row of its own.
    expect(suites[0]!.run).toMatch(/^rm -f \S+ && \(asv run .* \|\| \[ \$\? = 2 \]\)$/);
  });

  it('a project that keeps only a template of asv.conf.json (asv.conf.json.sample) is an asv suite that reads it (real autograd bff107b files)', async () => {
    // autograd keeps benchmarks/asv.conf.json.sample and no asv.conf.json: init found no harness (exit 1). `asv machine`
    // also looks for asv.conf.json unless told: "No `asv.conf` file found", so it is given the copy too.
    const repo = tempRepo();
    cpSync(join(import.meta.dirname, 'fixtures', 'autograd-bff107b'), repo, { recursive: true });
    expect(await runInit(['--no-workflows'], io(repo))).toBe(0);
    const suites = (await loadConfig(join(repo, '.github/benchgate.yml'))).suites;
    const own = '../.asv/results/*/*-existing-*_.benchgate-venv_bin_python.json';
    expect(suites.map((s) => [s.harness, s.cwd, s.setup?.split(' && ').slice(3), s.output.files])).toEqual([[
      'asv', join(repo, 'benchmarks'),
      [
        '.benchgate-venv/bin/python -m pip install ..',
        `python3 -c "import json; from asv.util import load_json; c = load_json('asv.conf.json.sample', js_comments=True); c['branches'] = ['HEAD']; json.dump(c, open('.benchgate-asv.conf.json', 'w'), indent=2)"`,
        'asv machine --yes --config .benchgate-asv.conf.json',
      ],
      ['../.asv/results/benchmarks.json', own],
    ]]);
    expect(readFileSync(join(repo, '.github/benchgate.yml'), 'utf8')).toContain("# TODO: asv.conf.json.sample is the project's template of asv.conf.json");
    // Beside an asv.conf.json, the template is not a second suite.
    writeFileSync(join(repo, 'benchmarks', 'asv.conf.json'), readFileSync(join(repo, 'benchmarks', 'asv.conf.json.sample')));
    expect(detectSuites(await readRepo(repo)).map((s) => [s.harness, s.evidence, s.todo])).toEqual([['asv', "asv's configuration benchmarks/asv.conf.json", undefined]]);
  });

  it("a shell script that runs hyperfine with --export-json is a hyperfine suite (real sharkdp/bat files at 2ba8db9)", async () => {
    // bat's tests/benchmarks/run-benchmarks.sh: 13 hyperfine calls, each exporting "$RESULT_DIR/<scenario>.json"
    // (RESULT_DIR="benchmark-results"), after `cd "$(dirname "${BASH_SOURCE[0]}")"`; it benchmarks the release
    // build when given --release. init found nothing here before. The suite is the one the real captures in
    // test/fixtures/hyperfine/bat-0.26.1 were taken with.
    const repo = tempRepo();
    cpSync(join(import.meta.dirname, 'fixtures', 'bat-2ba8db9'), repo, { recursive: true });
    // The script itself is the hyperfine fixture's copy (the same bytes, the same commit).
    cpSync(join(import.meta.dirname, '..', 'fixtures', 'hyperfine', 'bat-0.26.1', 'run-benchmarks.sh'), join(repo, 'tests', 'benchmarks', 'run-benchmarks.sh'));
    const term = io(repo);
    expect(await runInit([], term, { workflowsDir: noWorkflows })).toBe(0);
    const suites = (await loadConfig(join(repo, '.github/benchgate.yml'))).suites;
    expect(suites.map((s) => ({ name: s.name, harness: s.harness, cwd: relative(repo, s.cwd), run: s.run, setup: s.setup, output: s.output }))).toMatchObject([
      {
        name: 'hyperfine',
        harness: 'hyperfine',
        cwd: 'tests/benchmarks',
        run: 'bash run-benchmarks.sh --release',
        setup: 'cd ../.. && cargo build --release',
        output: { files: ['benchmark-results/*.json'] },
      },
    ]);
    const workflow = readFileSync(join(repo, '.github/workflows/benchgate.yml'), 'utf8');
    expect(workflow).toContain('sudo apt-get install -y hyperfine');
    expect(workflow).toContain('dtolnay/rust-toolchain@stable');
  });

  it("benchmarks that require a file of another package's build output get that package built first (real clsx 2.1.0 files)", async () => {
    // bench/index.js does require('../dist/clsx'): dist/ is the root package's build output (its main), which only
    // `npm run build` makes. The setup was `npm install` alone, and every run failed at that require.
    const repo = tempRepo();
    cpSync(join(import.meta.dirname, 'fixtures', 'clsx-684509c'), repo, { recursive: true });
    expect(await runInit(['--no-workflows'], io(repo))).toBe(0);
    const suites = (await loadConfig(join(repo, '.github/benchgate.yml'))).suites;
    expect(suites.map((s) => [s.harness, relative(repo, s.cwd), s.run, s.setup])).toEqual([['benchmarkjs', 'bench', 'node index.js', '(cd .. && npm install && npm run build) && npm install']]);
  });

  it('a benchmark module another file imports and runs is no suite of its own, nor a helper many files import (real zod e516c3b files)', async () => {
    // v3/benchmarks/datetime.ts and seven more only export their Benchmark.Suite: index.ts imports and runs them
    // (each run alone printed nothing). packages/bench/metabench.ts wraps tinybench, benchmark.js and mitata for the
    // files that import it: three suites of it ran a module that runs nothing.
    const repo = tempRepo();
    cpSync(join(import.meta.dirname, 'fixtures', 'zod-e516c3b'), repo, { recursive: true });
    expect(await runInit(['--no-workflows'], io(repo))).toBe(0);
    const config = readFileSync(join(repo, '.github/benchgate.yml'), 'utf8');
    const suites = (await loadConfig(join(repo, '.github/benchgate.yml'))).suites;
    expect(suites.map((s) => [s.name, s.harness, s.run])).toEqual([['benchmarkjs', 'benchmarkjs', 'npx tsx packages/zod/src/v3/benchmarks/index.ts']]);
    // The modules it runs print each result on 'cycle': no TODO saying the script must.
    expect(config).not.toMatch(/TODO: the script must print String\(event.target\)/);
  });

  it('two benchmark scripts of one harness in one folder are named after their files', () => {
    const tiny = (extra = '') => `import { Bench } from 'tinybench';\nconst bench = new Bench();\n${extra}await bench.run();\nconsole.table(bench.table());\n`;
    const suites = detectSuites([
      { path: 'package.json', text: JSON.stringify({ name: 'x', devDependencies: { tinybench: '^2' } }) },
      { path: 'bench/parse.mjs', text: tiny() },
      { path: 'bench/index.mjs', text: tiny() },
    ]);
    expect(suites.map((s) => [s.name, s.run])).toEqual([
      ['tinybench-bench', 'node bench/index.mjs'],
      ['tinybench-parse', 'node bench/parse.mjs'],
    ]);
  });

  it('several pyperf scripts in one folder are each named after their script (real jsonschema 4.26.0 sdist files)', async () => {
    // Eleven pyperf Runner scripts in jsonschema/benchmarks: each number was once appended to the previous name
    // (`pyperf-jsonschema-benchmarks-2-3-4-5-6-7-8-9-10-11`), then they were numbered, which said nothing of
    // which script a suite runs.
    const repo = tempRepo();
    cpSync(join(import.meta.dirname, 'fixtures', 'jsonschema-4.26.0'), repo, { recursive: true });
    expect(await runInit(['--no-workflows'], io(repo))).toBe(0);
    const suites = (await loadConfig(join(repo, '.github/benchgate.yml'))).suites;
    const scripts = [
      'const_vs_enum', 'contains', 'import_benchmark', 'issue232', 'json_schema_test_suite', 'nested_schemas', 'subcomponents',
      'unused_registry', 'useless_applicator_schemas', 'useless_keywords', 'validator_creation',
    ];
    expect(suites.map((s) => s.name)).toEqual(scripts.map((s) => `pyperf-${s}`));
    expect(suites.map((s) => s.run?.split(' ')[2])).toEqual(scripts.map((s) => `${s}.pyperf.json`));
  });

  it('two pyperf scripts of one name in two folders are told apart by number', () => {
    const script = 'import pyperf\nrunner = pyperf.Runner()\nrunner.timeit("x", "1+1")\n';
    const suites = detectSuites([
      { path: 'a/bench.py', text: script },
      { path: 'b/bench.py', text: script },
    ]);
    expect(suites.map((s) => [s.name, s.cwd])).toEqual([
      ['pyperf-bench', 'a'],
      ['pyperf-bench-2', 'b'],
    ]);
  });

  it('pytest-benchmark in its own folder, no testpaths: the folder is named, and the extras its imports of the package need are installed, markers intact (real cattrs 82b02c0 files)', async () => {
    // pytest walked the whole project: tests/conftest.py imports hypothesis, and the run stopped there (exit 4). The
    // benchmarks import cattrs.preconf.orjson and .msgspec, which import the `orjson` and `msgspec` extras, whose
    // requirements carry quoted markers (`"orjson>=3.11.3; implementation_name == \\"cpython\\""`): cut at the
    // first escaped quote, pip refused them (`Invalid marker`).
    const repo = tempRepo();
    cpSync(join(import.meta.dirname, 'fixtures', 'cattrs-82b02c0'), repo, { recursive: true });
    expect(await runInit(['--no-workflows'], io(repo))).toBe(0);
    const [suite, ...rest] = (await loadConfig(join(repo, '.github/benchgate.yml'))).suites;
    expect(rest).toEqual([]);
    expect(suite!.run).toBe('.benchgate-venv/bin/python -P -m pytest --benchmark-only --benchmark-json=benchgate-pytest.json bench');
    // The rest of its `test` dependency group (PEP 735), which lists pytest-benchmark, then the extras.
    expect(suite!.setup?.split(' && ').at(-1)).toBe(
      `.benchgate-venv/bin/python -m pip install . 'hypothesis>=6.135.26' "pytest-typing; python_version == '3.14' and implementation_name == 'cpython'" ` +
        `"mypy; python_version == '3.14' and implementation_name == 'cpython'" 'immutables>=0.21' 'coverage>=7.9.2' 'pytest-xdist>=3.8.0' ` +
        `'orjson>=3.11.3; implementation_name == "cpython"' 'msgspec>=0.21.1; implementation_name == "cpython"'`,
    );
  });

  it('pytest-codspeed benchmarks (the marker, no benchmark fixture) are not a pytest-benchmark suite (real attrs 26.1.0 sdist files)', async () => {
    // `pytestmark = pytest.mark.benchmark()` over plain tests: init wrote a pytest-benchmark suite whose
    // `pytest --benchmark-only` skipped all 15 tests and wrote no JSON, so it failed on its first run.
    const repo = tempRepo();
    cpSync(join(import.meta.dirname, 'fixtures', 'attrs-26.1.0'), repo, { recursive: true });
    const term = io(repo);
    expect(await runInit(['--no-workflows'], term)).toBe(1);
    expect(term.err.join('')).toMatch(/^benchgate init: no benchmark harness found in /);
    expect(existsSync(join(repo, '.github'))).toBe(false);
  });

  it('nothing detected: exit 1, a message saying what was looked for, nothing written', async () => {
    const repo = copySuite('hyperfine');
    const term = io(repo);
    expect(await runInit([], term, { workflowsDir: noWorkflows })).toBe(1);
    expect(term.err.join('')).toMatch(/^benchgate init: no benchmark harness found in .* nothing written/);
    expect(existsSync(join(repo, '.github'))).toBe(false);
  });

  it('skips dependency and build folders', async () => {
    const repo = tempRepo({
      'node_modules/x/package.json': JSON.stringify({ devDependencies: { tinybench: '1' } }),
      'node_modules/x/b.js': "import { Bench } from 'tinybench'",
      'target/debug/build/x/Cargo.toml': '[package]\n[dev-dependencies]\ncriterion = "1"\n',
      '.hidden/go.mod': 'module x',
      '.hidden/a_test.go': 'func BenchmarkA(b *testing.B) {}',
    });
    expect(await readRepo(repo)).toEqual([]);
  });
});

describe('benchgate init through the CLI', () => {
  it('`init` is a command; a bad flag is a usage error (exit 2)', async () => {
    const { main } = await import('../../src/cli');
    const repo = copySuite('go');
    const term = io(repo);
    expect(await main(['init', '--dry-run', '--no-workflows'], term)).toBe(0);
    expect(term.out).toHaveLength(1);
    expect(term.out[0]).toMatch(/^\.github\/benchgate\.yml: would be written\n/);
    const bad = io(repo);
    expect(await main(['init', '--force'], bad)).toBe(2);
    expect(bad.err.join('')).toContain("Unknown option '--force'");
  });
});

describe('benchgate init: no caches where PR code runs in the default branch scope', () => {
  it('for every toolchain: the comment-command workflow sets none up and caches nothing (no PR code runs there); the PR workflow sets each up', async () => {
    const repo = tempRepo({
      'Cargo.toml': '[package]\nname = "a"\n[dev-dependencies]\ncriterion = "0.5"\n',
      'benches/b.rs': 'use criterion::criterion_main;\n',
      'go/go.mod': 'module a',
      'go/a_test.go': 'func BenchmarkA(b *testing.B) {}\n',
      'py/pyproject.toml': '[project]\nname = "p"\ndependencies = ["pytest-benchmark"]\n',
      'py/test_x.py': 'def test_a(benchmark):\n    benchmark(lambda: 1)\n',
      'js/package.json': JSON.stringify({ name: 'j', devDependencies: { tinybench: '6' }, scripts: { bench: 'node bench.mjs' } }),
      'js/bench.mjs': "import { Bench } from 'tinybench';\n",
      'java/pom.xml': '<project><artifactId>x</artifactId><dependencies><dependency><artifactId>jmh-core</artifactId></dependency></dependencies></project>',
    });
    const term = io(repo);
    expect(await runInit([], term), term.err.join('')).toBe(0);
    const workflows = join(repo, '.github', 'workflows');
    const command = readdirSync(workflows).find((n) => /issue_comment/.test(readFileSync(join(workflows, n), 'utf8')));
    expect(command, readdirSync(workflows).join(', ')).toBeDefined();
    const text = readFileSync(join(workflows, command!), 'utf8');
    const steps = Object.values(parse(text).jobs as Record<string, { steps: { uses?: string; with?: Record<string, unknown> }[] }>).flatMap((j) => j.steps);
    expect(steps.filter((s) => /^actions\/(setup-|cache@)/.test(s.uses ?? ''))).toEqual([]);
    // The commands run in the PR's own workflow, on its branch: the toolchains are set up there.
    const pr = parse(readFileSync(join(workflows, 'pull-request.yml'), 'utf8')) as { jobs: Record<string, { steps: { uses?: string }[] }> };
    const setups = pr.jobs.bench!.steps.filter((s) => /^actions\/setup-(go|java|node|python)@/.test(s.uses ?? ''));
    expect(setups.map((s) => s.uses!.split('@')[0]).sort()).toEqual(['actions/setup-go', 'actions/setup-java', 'actions/setup-node', 'actions/setup-python']);
    // Elsewhere (pull_request, push) caching stays the user's choice: main.yml keeps setup-java's cache.
    const other = readdirSync(workflows).filter((n) => n !== command).map((n) => readFileSync(join(workflows, n), 'utf8'));
    expect(other.some((t) => t.includes('cache: maven'))).toBe(true);
  });
});

describe('readRepo: what git ignores is not the repository', () => {
  it("tinyglobby 0.2.15 after its bench:setup: the typescript-eslint clone its .gitignore names is not read (its vitest bench file made a suite)", async () => {
    const dir = tempRepo();
    cpSync(join(import.meta.dirname, 'fixtures', 'tinyglobby-0.2.15'), dir, { recursive: true });
    // What setup.ts clones there (in the real clone: packages/scope-manager, vitest and tests/*.bench.ts).
    mkdirSync(join(dir, 'benchmark', 'typescript-eslint', 'packages', 'scope-manager', 'tests'), { recursive: true });
    writeFileSync(join(dir, 'benchmark', 'typescript-eslint', 'packages', 'scope-manager', 'package.json'), JSON.stringify({ name: 'scope-manager', devDependencies: { vitest: '^3' } }));
    writeFileSync(join(dir, 'benchmark', 'typescript-eslint', 'packages', 'scope-manager', 'tests', 'a.bench.ts'), "import { bench } from 'vitest';\n");
    const harnesses = async () => detectSuites(await readRepo(dir)).map((s) => [s.harness, s.cwd]);
    // Not a git repository: every file is read.
    expect(await harnesses()).toEqual([['vitest-bench', 'benchmark/typescript-eslint/packages/scope-manager'], ['tinybench', '.']]);
    execFileSync('git', ['init', '-q'], { cwd: dir });
    expect(await harnesses()).toEqual([['tinybench', '.']]);
  });
});
