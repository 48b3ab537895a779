// Paired rounds with a Python project installed in the environment (src/run/python-trees.ts): the pure
// parts on probe results, then `runPaired` end to end on a real throwaway package, installed editable and
// regularly into a real virtualenv. The audit's case was cbor2 (`pip install -e .`, benchmarks in
// benchmarks/tests): the base tree imported the head checkout and a planted +631 % read "no change".
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runSuiteOnce } from '../../src/app';
import { compareOptionsFor } from '../../src/compare/compare-runs';
import { loadConfig } from '../../src/config/load';
import { detectSuites, PY_VENV } from '../../src/init/detect';
import { renderConfig } from '../../src/init/templates';
import { runPaired } from '../../src/run/paired';
import { importRoots, looksPython, misplacedMessage, misplacedModules, parseProbe, suiteInterpreter, type PythonProbe } from '../../src/run/python-trees';
import { git } from '../helpers/git-repo';

const dist = (editable: boolean, modules: [string, string | null][]): PythonProbe['dists'][number] => ({
  name: 'cbor2',
  source: '/w/repo',
  editable,
  modules: modules.map(([name, path]) => ({ name, path })),
});

describe('python-trees: the pure parts', () => {
  it('looksPython: interpreters and Python tools in run, setup or commands; other commands not', () => {
    for (const run of ['pytest --benchmark-only', 'python -m pytest', '.venv/bin/python3.12 bench.py', 'cd b && python3 x.py', 'uv run pytest', 'tox -e bench', 'rm -f o.json && python bench.py -o o.json']) {
      expect(looksPython({ run }), run).toBe(true);
    }
    for (const run of ['cargo bench', 'go test -bench .', 'node pytest-like.mjs', 'make bench', 'npx vitest bench']) expect(looksPython({ run }), run).toBe(false);
    expect(looksPython({ run: 'make bench', setup: 'pip install -e . && python -c 1' })).toBe(true);
    expect(looksPython({ commands: { ours: 'python3 tool.py {file}' } })).toBe(true);
  });

  it("suiteInterpreter: the run's own python (a per-tree venv resolved in the suite's cwd), else python3", () => {
    expect(suiteInterpreter({ run: '.benchgate-venv/bin/python -m pytest', cwd: '/t/base' })).toBe('/t/base/.benchgate-venv/bin/python');
    expect(suiteInterpreter({ run: 'python3.11 bench.py', cwd: '/t' })).toBe('python3.11');
    expect(suiteInterpreter({ run: 'pytest --benchmark-only', cwd: '/t' })).toBe('python3');
  });

  it('parseProbe: the probe\'s JSON, or an error saying what was expected', () => {
    const good = { python: '/v/bin/python', repo: '/w', tree: '/w', dists: [dist(true, [['cbor2', null]])] };
    expect(parseProbe(JSON.stringify(good))).toEqual(good);
    expect(() => parseProbe('{"python": "/v/bin/python", "dists": []}')).toThrow(/^expected \{python, repo, tree, dists/);
  });

  it('importRoots: where editable installs resolve in the head checkout (flat and src layouts), not regular installs', () => {
    const probe: PythonProbe = {
      python: '/v/bin/python',
      repo: '/w/repo',
      tree: '/w/repo',
      dists: [
        dist(true, [['cbor2', '/w/repo/cbor2/__init__.py'], ['_cbor2', '/w/repo/_cbor2.cpython-311-x86_64-linux-gnu.so'], ['gone', null]]),
        { ...dist(true, [['pkg', '/w/repo/src/pkg/__init__.py']]), name: 'pkg' },
        { ...dist(false, [['other', '/v/lib/python3.11/site-packages/other/__init__.py']]), name: 'other' },
      ],
    };
    expect(importRoots(probe)).toEqual(['.', 'src']);
  });

  it('misplacedModules: every module of the project that resolves outside the tree, and a message that says what to do', () => {
    const probe: PythonProbe = {
      python: '/v/bin/python',
      repo: '/w/repo',
      tree: '/tmp/benchgate-base-x/base',
      dists: [dist(true, [['cbor2', '/tmp/benchgate-base-x/base/cbor2/__init__.py'], ['_cbor2', '/w/repo/_cbor2.so'], ['absent', null]])],
    };
    const found = misplacedModules(probe);
    expect(found.map((m) => [m.module, m.path])).toEqual([['_cbor2', '/w/repo/_cbor2.so']]);
    expect(misplacedMessage('pytest-benchmark', 'base', '/tmp/benchgate-base-x/base', probe.python, found)).toMatch(
      /^suites\.pytest-benchmark: the base tree \(\/tmp\/benchgate-base-x\/base\) does not import its own code with \/v\/bin\/python: module "_cbor2" \(of cbor2, installed editable from \/w\/repo\) resolves to \/w\/repo\/_cbor2\.so — outside the base tree, .*not compared\. .*setup: python3 -m venv --system-site-packages \.benchgate-venv/,
    );
    // A sibling folder whose name starts like the tree's is not inside it.
    expect(misplacedModules({ ...probe, dists: [dist(false, [['x', '/tmp/benchgate-base-x/base2/x.py']])] })).toHaveLength(1);
  });
});

// A real virtualenv and pip, offline: the package builds with its own small PEP 517/660 backend (below), so
// neither setuptools nor wheel nor the network is needed. Without python3's venv the end-to-end tests are
// skipped, saying why.
function missingPython(): string | undefined {
  const probe = spawnSync('python3', ['-c', 'import venv, ensurepip'], { stdio: 'ignore', timeout: 30_000 });
  return probe.error !== undefined || probe.status !== 0 ? 'python3 with venv and ensurepip not installed' : undefined;
}

const missing = missingPython();
const venvRoot = mkdtempSync(join(tmpdir(), 'benchgate-pyvenv-'));
afterAll(() => rmSync(venvRoot, { recursive: true, force: true }));

/** A fresh virtualenv; its python. */
function makeVenv(name: string): string {
  const dir = join(venvRoot, name);
  execFileSync('python3', ['-m', 'venv', dir], { stdio: 'ignore', timeout: 120_000 });
  return join(dir, 'bin', 'python');
}

// The test package's build backend: a wheel of benchpkg/, or an editable wheel whose .pth file puts the
// checkout on sys.path, as hatchling, flit and pdm do (setuptools' PEP 660 finder was checked on cbor2).
const BACKEND = `import base64, hashlib, os, zipfile
NAME, VERSION = "benchpkg", "1.0"
INFO = f"{NAME}-{VERSION}.dist-info"
def _wheel(directory, files):
    files = {**files, f"{INFO}/METADATA": f"Metadata-Version: 2.1\\nName: {NAME}\\nVersion: {VERSION}\\n",
             f"{INFO}/WHEEL": "Wheel-Version: 1.0\\nGenerator: test\\nRoot-Is-Purelib: true\\nTag: py3-none-any\\n"}
    name = f"{NAME}-{VERSION}-py3-none-any.whl"
    record = []
    with zipfile.ZipFile(os.path.join(directory, name), "w") as z:
        for path, text in files.items():
            data = text.encode()
            z.writestr(path, data)
            record.append(f"{path},sha256={base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b'=').decode()},{len(data)}")
        z.writestr(f"{INFO}/RECORD", "\\n".join(record + [f"{INFO}/RECORD,,"]) + "\\n")
    return name
def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    return _wheel(wheel_directory, {f"{NAME}/{f}": open(os.path.join(NAME, f)).read() for f in sorted(os.listdir(NAME)) if f.endswith(".py")})
def build_editable(wheel_directory, config_settings=None, metadata_directory=None):
    return _wheel(wheel_directory, {f"_{NAME}_editable.pth": os.path.abspath(".") + "\\n"})
`;

// The package's speed is its FACTOR; the benchmark script lives in benchmarks/ (as cbor2's benchmarks/tests),
// so its own folder, first on sys.path, does not hold the package: only an install or PYTHONPATH finds it.
const GEN = `import json, os, benchpkg
os.makedirs('out', exist_ok=True)
benchmarks = [{'name': n, 'metrics': {'time': {'value': (100 * benchpkg.FACTOR if n == 'a' else 100), 'unit': 'ns'}}} for n in 'abcdef']
json.dump({'schema': 'benchgate/custom@1', 'benchmarks': benchmarks}, open('out/result.json', 'w'))
`;

const suite = (python: string) => `suites:
  - name: py
    harness: custom-json
    run: ${python} benchmarks/gen.py
    output: { files: [out/result.json] }
`;

if (missing !== undefined) console.warn(`python-trees: skipped the end-to-end tests (${missing})`);
// A skipped describe still runs its body to collect the tests, and this body sets a repository up there.
if (missing !== undefined) describe.skip(`runPaired with the project installed in the environment — skipped: ${missing}`, () => it(`needs ${missing}`, () => undefined));
else describe('runPaired with the project installed in the environment', () => {
  const repo = { dir: mkdtempSync(join(tmpdir(), 'benchgate-pytree-')) };
  git(repo.dir, 'init', '-q', '-b', 'main');
  const commit = (files: Record<string, string>, message: string, tag?: string) => {
    for (const [f, text] of Object.entries(files)) {
      mkdirSync(join(repo.dir, f, '..'), { recursive: true });
      writeFileSync(join(repo.dir, f), text);
    }
    git(repo.dir, 'add', '-A');
    git(repo.dir, 'commit', '-q', '-m', message);
    if (tag) git(repo.dir, 'tag', tag);
  };
  commit(
    {
      'pyproject.toml': '[build-system]\nrequires = []\nbuild-backend = "inplace_backend"\nbackend-path = ["."]\n',
      'inplace_backend.py': BACKEND,
      '.gitignore': 'out/\nbuild/\n*.egg-info/\nbenchgate.yml\n',
      'benchpkg/__init__.py': 'FACTOR = 1\n',
      'benchmarks/gen.py': GEN,
      // A suite that names no Python (`run: make bench`): python3 comes from the suite's PATH.
      Makefile: 'bench:\n\tpython3 benchmarks/gen.py\n',
    },
    'base package',
    'py-base',
  );
  commit({ 'benchpkg/__init__.py': 'FACTOR = 1.3  # the planted slowdown\n' }, 'head: slower');
  afterAll(() => rmSync(repo.dir, { recursive: true, force: true }));

  const paired = async (python: string, lines: string[], yml = suite(python)) => {
    writeFileSync(join(repo.dir, 'benchgate.yml'), yml);
    const loaded = await loadConfig(join(repo.dir, 'benchgate.yml'));
    return runPaired({
      loaded,
      ref: 'py-base',
      minRounds: 5,
      maxRounds: 10,
      seed: 7,
      compare: compareOptionsFor(loaded),
      runOnce: runSuiteOnce,
      now: () => new Date('2026-11-24T00:00:00Z'),
      clock: () => Date.now(),
      log: (l) => void lines.push(l),
    });
  };
  const pip = (python: string, ...args: string[]) => execFileSync(python, ['-m', 'pip', 'install', '-q', '--no-build-isolation', '--no-index', ...args], { cwd: repo.dir, stdio: 'pipe', timeout: 300_000 });

  it('pip install -e .: each tree imports its own package (PYTHONPATH), and the planted +30 % is called', async () => {
    const python = makeVenv('editable');
    pip(python, '-e', '.');
    const lines: string[] = [];
    const r = await paired(python, lines);
    // Before the fix both trees imported the head checkout: a = 130 on both sides, "unchanged".
    expect(r.comparison.rows.filter((x) => x.metric === 'time').map((x) => [x.benchmark, x.verdict])).toEqual([
      ['a', 'regressed'],
      ...['b', 'c', 'd', 'e', 'f'].map((n) => [n, 'unchanged']),
    ]);
    expect(r.base.suites[0]!.benchmarks[0]!.metrics.time!.runs).toEqual(Array(10).fill(100));
    expect(lines.join('')).toContain('benchgate: py: benchpkg installed editable from the head checkout: each tree runs with PYTHONPATH at its own .\n');
  }, 300_000);

  it('pip install . (one copy of the head in site-packages): refused on both sides, naming the module, the path and what to do', async () => {
    const python = makeVenv('regular');
    pip(python, '.');
    const lines: string[] = [];
    const r = await paired(python, lines);
    const failed = r.rounds[0]!.base.suites[0]!;
    expect(failed.status).toBe('failed');
    expect(r.rounds[0]!.head.suites[0]!.status).toBe('failed');
    expect(failed.error).toMatch(/^suites\.py: the base tree \(.*\) does not import its own code with .*: module "benchpkg" \(of benchpkg, installed from .*\) resolves to .*site-packages\/benchpkg\/__init__\.py — outside the base tree/);
    expect(r.comparison.summary.failedSuites).toEqual(['py']);
    expect(r.comparison.rows.some((x) => x.verdict === 'unchanged')).toBe(false);
  }, 300_000);

  const makeSuite = (python: string) => `suites:
  - name: py
    harness: custom-json
    run: make bench
    env: { PATH: "${join(python, '..')}:${process.env['PATH']}" }
    output: { files: [out/result.json] }
`;

  it('`make bench` (no Python named) with the project installed editable: pinned like a Python suite, and the +30 % is called', async () => {
    const python = makeVenv('make-editable');
    pip(python, '-e', '.');
    const lines: string[] = [];
    const r = await paired(python, lines, makeSuite(python));
    expect(r.comparison.rows.filter((x) => x.metric === 'time').map((x) => [x.benchmark, x.verdict])).toEqual([
      ['a', 'regressed'],
      ...['b', 'c', 'd', 'e', 'f'].map((n) => [n, 'unchanged']),
    ]);
    expect(lines.join('')).toContain('benchgate: py: benchpkg installed editable from the head checkout: each tree runs with PYTHONPATH at its own .\n');
  }, 300_000);

  it('`make bench` with a regular install: not refused (its command may use another interpreter), but the report warns', async () => {
    const python = makeVenv('make-regular');
    pip(python, '.');
    const lines: string[] = [];
    const r = await paired(python, lines, makeSuite(python));
    expect(r.comparison.summary.failedSuites).toEqual([]);
    const warning = r.comparison.warnings?.find((w) => w.suite === 'py')?.text;
    expect(warning).toMatch(/^paired rounds: this suite's commands name no Python, but .*\/bin\/python3? in its environment imports the project's module "benchpkg" in the base tree from .*site-packages\/benchpkg\/__init__\.py, outside that tree\./);
    expect(lines.join('')).toContain("benchgate: warning: py: paired rounds: this suite's commands name no Python");
  }, 300_000);

  it("benchgate init's setup run from an activated virtualenv: the tree's venv sees that venv's packages, and its own build first", () => {
    // hpack 4.2.0, run locally from a Python 3.12 venv holding pytest and pytest-benchmark (the base interpreter
    // had neither): `--system-site-packages` reached the base interpreter's packages only, and the run failed
    // with ".benchgate-venv/bin/python: No module named pytest".
    const outer = makeVenv('outer');
    const purelib = execFileSync(outer, ['-c', 'import sysconfig; print(sysconfig.get_path("purelib"))'], { encoding: 'utf8' }).trim();
    writeFileSync(join(purelib, 'outer_only_tool.py'), 'NAME = "outer"\n');
    // The outer venv has an older copy of the project too (a developer's `pip install .`): the tree's own build wins.
    mkdirSync(join(purelib, 'benchpkg'), { recursive: true });
    writeFileSync(join(purelib, 'benchpkg', '__init__.py'), 'FACTOR = "outer"\n');
    const dir = mkdtempSync(join(tmpdir(), 'benchgate-pyouter-'));
    try {
      const files: Record<string, string> = {
        'pyproject.toml': '[build-system]\nrequires = []\nbuild-backend = "inplace_backend"\nbackend-path = ["."]\n',
        'inplace_backend.py': BACKEND,
        'requirements-bench.txt': 'pytest-benchmark\n',
        'benchpkg/__init__.py': 'FACTOR = "tree"\n',
        'benchmarks/test_speed.py': 'import benchpkg\n\ndef test_work(benchmark):\n    benchmark(lambda: benchpkg.FACTOR)\n',
      };
      for (const [f, text] of Object.entries(files)) {
        mkdirSync(join(dir, f, '..'), { recursive: true });
        writeFileSync(join(dir, f), text);
      }
      const [detected] = detectSuites(Object.entries(files).map(([path, text]) => ({ path, text })));
      const env = { ...process.env, VIRTUAL_ENV: join(outer, '..', '..'), PATH: `${join(outer, '..')}:${process.env.PATH ?? ''}` };
      const setup = spawnSync('sh', ['-c', detected!.install!], { cwd: dir, env, encoding: 'utf8', timeout: 240_000 });
      expect(setup.status, setup.stderr).toBe(0);
      const probe = spawnSync(join(dir, PY_VENV, 'bin', 'python'), ['-P', '-c', 'import outer_only_tool, benchpkg; print(outer_only_tool.NAME, benchpkg.FACTOR)'], { cwd: dir, encoding: 'utf8' });
      expect(probe.stderr).toBe('');
      expect(probe.stdout.trim()).toBe('outer tree');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 300_000);

  it("benchgate init's suite (a virtualenv per tree, inside it): accepted by the check, and the slowdown is called", async (ctx) => {
    const tools = spawnSync('python3', ['-c', 'import pytest, pytest_benchmark'], { stdio: 'ignore' });
    if (tools.status !== 0) {
      console.warn('python-trees: skipped the init suite test (pytest and pytest-benchmark not installed for python3)');
      return ctx.skip('pytest and pytest-benchmark not installed for python3');
    }
    // The package's work, and a pytest-benchmark test outside it, as cbor2's benchmarks/tests.
    const work = (n: number) => `FACTOR = ${n}\ndef work():\n    return sum(range(2000 * FACTOR))\n`;
    const dir = mkdtempSync(join(tmpdir(), 'benchgate-pyinit-'));
    try {
      git(dir, 'init', '-q', '-b', 'main');
      const files: Record<string, string> = {
        'pyproject.toml': '[build-system]\nrequires = []\nbuild-backend = "inplace_backend"\nbackend-path = ["."]\n[tool.pytest.ini_options]\ntestpaths = ["tests"]\n',
        'inplace_backend.py': BACKEND,
        'requirements-bench.txt': 'pytest-benchmark\n',
        'benchpkg/__init__.py': work(1),
        'benchmarks/tests/test_speed.py': 'import benchpkg\n\ndef test_work(benchmark):\n    benchmark(benchpkg.work)\n',
        // No entry for the venv: it ignores itself (checked after the run).
        '.gitignore': 'benchgate.yml\nbenchgate-pytest.json\n.benchmarks/\n',
      };
      for (const [f, text] of Object.entries(files)) {
        mkdirSync(join(dir, f, '..'), { recursive: true });
        writeFileSync(join(dir, f), text);
      }
      git(dir, 'add', '-A');
      git(dir, 'commit', '-q', '-m', 'base');
      git(dir, 'tag', 'py-base');
      writeFileSync(join(dir, 'benchpkg/__init__.py'), work(4));
      git(dir, 'commit', '-q', '-am', 'head: 4x the work');
      const [detected] = detectSuites(Object.entries(files).map(([path, text]) => ({ path, text })));
      expect([detected!.install, detected!.run]).toEqual([
        `python3 -m venv --system-site-packages ${PY_VENV} && echo '*' > ${PY_VENV}/.gitignore && python3 -c 'import sysconfig; print(sysconfig.get_path("purelib"))' > "$(${PY_VENV}/bin/python -c 'import sysconfig; print(sysconfig.get_path("purelib"))')/benchgate-outer.pth" && ${PY_VENV}/bin/python -m pip install .`,
        `${PY_VENV}/bin/python -P -m pytest --benchmark-only --benchmark-json=benchgate-pytest.json benchmarks/tests`,
      ]);
      writeFileSync(
        join(dir, 'benchgate.yml'),
        renderConfig([{ ...detected!, run: `${detected!.run} --benchmark-max-time=0.02 --benchmark-min-rounds=5 -p no:cacheprovider` }]).replace(/^ {4}repeat: 5$/m, ''),
      );
      const loaded = await loadConfig(join(dir, 'benchgate.yml'));
      const lines: string[] = [];
      const r = await runPaired({
        loaded,
        ref: 'py-base',
        minRounds: 5,
        maxRounds: 10, // the signed-rank test needs 10 rounds to call a change at the α left for the last look
        seed: 7,
        compare: compareOptionsFor(loaded),
        runOnce: runSuiteOnce,
        now: () => new Date('2026-11-24T00:00:00Z'),
        clock: () => Date.now(),
        log: (l) => void lines.push(l),
      });
      expect(r.comparison.summary.failedSuites, lines.join('')).toEqual([]);
      expect(r.comparison.rows.find((x) => x.metric === 'time')).toMatchObject({ benchmark: 'test_work', verdict: 'regressed' });
      expect(r.comparison.rows.find((x) => x.metric === 'time')!.ratio).toBeGreaterThan(2);
      expect(spawnSync('git', ['status', '--porcelain'], { cwd: dir, encoding: 'utf8' }).stdout).toBe('');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 300_000);
});
