import { readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { detectSuites, goBuildTags, isRelevantFile, unreadBenchTargets, usesGitLfs, usesSubmodules, type RepoFile } from '../../src/init/detect';
import { readRepo } from '../../src/init/init';
import { adaptWorkflow, renderConfig, SETUP_PLACEHOLDER, setupSteps } from '../../src/init/templates';
import { validateConfig } from '../../src/config/validate';

const f = (path: string, text: string): RepoFile => ({ path, text });
const pkg = (deps: Record<string, string>, scripts: Record<string, string> = {}) => JSON.stringify({ name: 'x', devDependencies: deps, scripts });

describe('detectSuites: Rust', () => {
  it('criterion in [dev-dependencies], as a table, or from the workspace', () => {
    for (const toml of [
      '[package]\nname = "a"\n[dev-dependencies]\ncriterion = "0.5"\n',
      '[package]\nname = "a"\n[dev-dependencies]\ncriterion = { version = "0.5", features = ["html_reports"] }\n',
      '[package]\nname = "a"\n[dev-dependencies.criterion]\nversion = "0.5"\n',
      '[package]\nname = "a"\n[dev-dependencies]\ncriterion.workspace = true\n',
      "[package]\nname = \"a\"\n[target.'cfg(unix)'.dev-dependencies]\ncriterion = \"0.5\"\n",
    ]) {
      expect(detectSuites([f('Cargo.toml', toml)]).map((s) => [s.harness, s.run, s.output]), toml).toEqual([['criterion', 'cargo bench', { files: ['target/criterion'] }]]);
    }
  });

  it('a commented-out or unrelated criterion line is not a dependency', () => {
    expect(detectSuites([f('Cargo.toml', '[package]\nname = "a"\n[dev-dependencies]\n# criterion = "0.5"\nserde = "1"\n[features]\ncriterion = []\n')])).toEqual([]);
  });

  it('a workspace member writes to the workspace root target/', () => {
    const suites = detectSuites([
      f('Cargo.toml', '[workspace]\nmembers = ["crates/*"]\n[workspace.dependencies]\ncriterion = "0.5"\n'),
      f('crates/core/Cargo.toml', '[package]\nname = "core"\n[dev-dependencies]\ncriterion.workspace = true\n'),
      f('crates/io/Cargo.toml', '[package]\nname = "io"\n[dev-dependencies]\ndivan = "0.1"\n'),
    ]);
    expect(suites).toEqual([
      { name: 'criterion', harness: 'criterion', cwd: 'crates/core', run: 'cargo bench', output: { files: ['../../target/criterion'] }, evidence: 'crates/core/Cargo.toml: criterion in [dev-dependencies]', toolchain: 'rust', install: 'cargo bench --no-run' },
      { name: 'divan', harness: 'divan', cwd: 'crates/io', run: 'cargo bench', output: 'stdout', evidence: 'crates/io/Cargo.toml: divan in [dev-dependencies]', toolchain: 'rust', install: 'cargo bench --no-run' },
    ]);
  });

  it('rand 0.10.2: a benches/ crate that is its own workspace inside the root package writes benches/target/', () => {
    const real = (p: string): RepoFile => f(p, readFileSync(join(import.meta.dirname, 'fixtures', 'rand-0.10.2', p), 'utf8'));
    expect(detectSuites([real('Cargo.toml'), real('benches/Cargo.toml')])).toEqual([
      { name: 'criterion', harness: 'criterion', cwd: 'benches', run: 'cargo bench', output: { files: ['target/criterion'] }, evidence: 'benches/Cargo.toml: criterion in [dev-dependencies]', toolchain: 'rust', install: 'cargo bench --no-run' },
    ]);
  });
});

describe('detectSuites: bench targets that need features (required-features)', () => {
  it('datealgo 0.2.1: the criterion and iai-callgrind targets run by name with their features; its zenbench targets are no suite\'s', async () => {
    const suites = detectSuites(await readRepo(join(import.meta.dirname, 'fixtures', 'datealgo-0.2.1')));
    expect(suites.map((s) => [s.name, s.run, s.install])).toEqual([
      // criterion's defaults on the command line: the test below.
      ['criterion', 'cargo bench --features criterion-benches --bench compare_criterion --bench basic_criterion -- --sample-size 100 --measurement-time 5 --warm-up-time 3', 'cargo bench --features criterion-benches --bench compare_criterion --bench basic_criterion --no-run'],
      ['iai-callgrind', 'cargo bench --features iai-bench --bench iai', 'cargo bench --features iai-bench --bench iai --no-run'],
    ]);
    // Named targets: no todo to split the shared `cargo bench` is left.
    expect(suites[1]!.todo).not.toMatch(/shares/);
    // The zenbench targets are said, not left out without a word: printed by init, and kept as the crate's first suite's TODO.
    const said = 'bench targets compare (benches/compare_zen.rs), basic (benches/basic_zen.rs) of Cargo.toml run under zenbench, which benchgate does not read: not measured';
    expect(unreadBenchTargets(await readRepo(join(import.meta.dirname, 'fixtures', 'datealgo-0.2.1')))).toEqual([expect.stringContaining(said)]);
    expect(suites[0]!.todo).toContain(said);
    expect(suites[1]!.todo ?? '').not.toContain('zenbench');
  });

  it('datealgo 0.2.1: a criterion config that would outlast the run\'s timeout is replaced by criterion\'s defaults on the command line, and the TODO says so', async () => {
    const suites = detectSuites(await readRepo(join(import.meta.dirname, 'fixtures', 'datealgo-0.2.1')));
    // sample_size(5000) and measurement_time 10 s in both targets: 51 s a benchmark here, 89 benchmarks (74 min by the estimate).
    expect(suites[0]!.run).toBe('cargo bench --features criterion-benches --bench compare_criterion --bench basic_criterion -- --sample-size 100 --measurement-time 5 --warm-up-time 3');
    expect(suites[0]!.install).not.toContain('--sample-size');
    expect(suites[0]!.todo).toContain("the benchmarks' criterion config (sample_size(5000), measurement_time 10 s) makes a run of their 89 benchmarks about 74 min, over the 30 min timeout");
    expect(suites[0]!.todo).toContain('about 19 min a run'); // 1,154 s here, all 89 read
  });

  it('criterion\'s defaults are passed only where the sources\' config outlasts the timeout, and only to criterion targets', () => {
    const toml = '[package]\nname = "a"\n[dev-dependencies]\ncriterion = "0.5"\n';
    const bench = (n: number, config: string): string =>
      `use criterion::{criterion_group, criterion_main, Criterion};\nuse std::time::Duration;\nfn b(c: &mut Criterion) {\n${'    c.bench_function("x", |b| b.iter(|| 1));\n'.repeat(n)}}\ncriterion_group! { name = benches; config = Criterion::default()${config}; targets = b }\ncriterion_main!(benches);\n`;
    // A few benchmarks under a large config end in time: left as the project wrote them.
    expect(detectSuites([f('Cargo.toml', toml), f('benches/a.rs', bench(3, '.sample_size(5000)'))])[0]).not.toHaveProperty('todo');
    // Many under criterion's own defaults: nothing to replace, even past the timeout.
    expect(detectSuites([f('Cargo.toml', toml), f('benches/a.rs', bench(300, ''))])[0]!.run).toBe('cargo bench');
    // Milliseconds, as Duration::from_millis: 40 × (3 + 60 s + criterion's own ~5 s) is past 30 min.
    const long = detectSuites([f('Cargo.toml', toml), f('benches/a.rs', bench(40, '.measurement_time(Duration::from_millis(60_000))'))])[0]!;
    expect(long.run).toBe('cargo bench -- --sample-size 100 --measurement-time 5 --warm-up-time 3');
    expect(long.todo).toMatch(/^the benchmarks' criterion config \(measurement_time 60 s\) makes a run of their 40 benchmarks about 45 min/);
    // A libtest target in the same `cargo bench` would refuse criterion's options: the command is left alone.
    const mixed = detectSuites([f('Cargo.toml', toml), f('benches/a.rs', bench(40, '.measurement_time(Duration::from_secs(60))')), f('benches/b.rs', 'fn main() {}\n')]);
    expect(mixed[0]!.run).toBe('cargo bench');
  });

  it('a bench target is unread only when its source runs none of the harnesses read (and the crate depends on that harness)', () => {
    const toml = '[package]\nname = "a"\n[dev-dependencies]\ncriterion = "0.5"\nfancy_bench = "1"\n';
    const crit = 'use criterion::Criterion;\ncriterion_main!(benches);\n';
    expect(unreadBenchTargets([f('Cargo.toml', toml), f('benches/a.rs', crit), f('benches/b.rs', '#![feature(test)]\n#[bench]\nfn x(b: &mut Bencher) {}\n')])).toEqual([]);
    const [note] = unreadBenchTargets([f('Cargo.toml', toml), f('benches/a.rs', crit), f('benches/c.rs', 'use std::time::Instant;\nfn main() { fancy_bench::run(); }\n')]);
    expect(note).toMatch(/^bench target c \(benches\/c\.rs\) of Cargo\.toml run under fancy_bench, which benchgate does not read: not measured/);
    // Criterion's macros without criterion among the dependencies: nothing reads the target's output.
    const none = unreadBenchTargets([f('Cargo.toml', '[package]\nname = "a"\n'), f('benches/a.rs', crit)]);
    expect(none).toEqual([expect.stringMatching(/^bench target a \(benches\/a\.rs\) of Cargo\.toml run no harness benchgate reads: not measured/)]);
  });

  it('targets without required-features leave the plain `cargo bench`; cargo\'s own benches/ files count unless autobenches = false', () => {
    const crit = 'use criterion::Criterion;\ncriterion_main!(benches);\n';
    expect(detectSuites([f('Cargo.toml', '[package]\nname = "a"\n[dev-dependencies]\ncriterion = "0.5"\n'), f('benches/a.rs', crit)]).map((s) => s.run)).toEqual(['cargo bench']);
    const toml = '[package]\nname = "a"\n[dev-dependencies]\ncriterion = "0.5"\n[[bench]]\nname = "gated"\nharness = false\nrequired-features = ["bench", "std"]\n';
    expect(detectSuites([f('Cargo.toml', toml), f('benches/gated.rs', crit), f('benches/free/main.rs', crit)]).map((s) => s.run)).toEqual(['cargo bench --features bench,std --bench gated --bench free']);
    expect(detectSuites([f('Cargo.toml', toml.replace('[package]\n', '[package]\nautobenches = false\n')), f('benches/gated.rs', crit), f('benches/free/main.rs', crit)]).map((s) => s.run)).toEqual(['cargo bench --features bench,std --bench gated']);
  });
});

describe('detectSuites: the bencher crate (libtest output on stable)', () => {
  const real = (p: string): RepoFile => f(p, readFileSync(join(import.meta.dirname, 'fixtures', 'rust-url-2.5.8', p), 'utf8'));

  it('rust-url 2.5.8: each workspace member with bencher in [dev-dependencies] is a cargo-bench suite on stable', () => {
    expect(detectSuites([real('Cargo.toml'), real('url/Cargo.toml'), real('idna/Cargo.toml')])).toEqual([
      { name: 'cargo-bench-idna', harness: 'cargo-bench', cwd: 'idna', run: 'cargo bench', output: 'stdout', evidence: 'idna/Cargo.toml: bencher in [dev-dependencies]', toolchain: 'rust', install: 'cargo bench --no-run' },
      { name: 'cargo-bench-url', harness: 'cargo-bench', cwd: 'url', run: 'cargo bench', output: 'stdout', evidence: 'url/Cargo.toml: bencher in [dev-dependencies]', toolchain: 'rust', install: 'cargo bench --no-run' },
    ]);
  });

  it('beside criterion, a todo to split the targets; beside #[bench] files, the nightly suite names its own targets', () => {
    const suites = detectSuites([
      f('Cargo.toml', '[package]\nname = "a"\n[dev-dependencies]\ncriterion = "0.5"\nbencher = "0.1"\n'),
      f('benches/nightly.rs', '#![feature(test)]\nextern crate test;\n#[bench]\nfn a(b: &mut test::Bencher) {}\n'),
    ]);
    expect(suites.map((s) => [s.name, s.run])).toEqual([
      ['criterion', 'cargo bench'],
      ['cargo-bench-root', 'cargo bench'],
      ['cargo-bench-root-2', 'cargo +nightly bench --bench nightly'],
    ]);
    expect(suites[1]!.todo).toMatch(/^bencher shares `cargo bench` with criterion: give each suite its own `--bench NAME`; `cargo bench` also builds the #\[bench\] targets \(nightly\)/);
  });
});

describe('detectSuites: Gungraun / iai-callgrind', () => {
  it('reads the console of cargo bench, under the crate\'s own id, and says what the runner machine needs', () => {
    const suites = detectSuites([
      f('Cargo.toml', '[package]\nname = "a"\n[dev-dependencies]\ngungraun = "0.20.0"\n'),
      f('old/Cargo.toml', '[package]\nname = "old"\n[dev-dependencies]\niai-callgrind = "0.16"\ncriterion = "0.5"\n'),
    ]);
    expect(suites.map((s) => [s.name, s.harness, s.cwd, s.run, s.output, s.evidence])).toEqual([
      ['gungraun', 'gungraun', '.', 'cargo bench', 'stdout', 'Cargo.toml: gungraun in [dev-dependencies]'],
      ['criterion', 'criterion', 'old', 'cargo bench', { files: ['target/criterion'] }, 'old/Cargo.toml: criterion in [dev-dependencies]'],
      ['iai-callgrind', 'iai-callgrind', 'old', 'cargo bench', 'stdout', 'old/Cargo.toml: iai-callgrind in [dev-dependencies]'],
    ]);
    expect(suites.find((s) => s.harness === 'gungraun')!.todo).toBe(
      "gungraun needs Valgrind and the runner of the same version on the runner machine: the workflows written here install them; elsewhere `sudo apt-get install -y valgrind && cargo install gungraun-runner --version <gungraun's version>`",
    );
    expect(suites.find((s) => s.harness === 'iai-callgrind')!.todo).toMatch(/iai-callgrind-runner .*; it shares `cargo bench` with criterion: give each suite its own `--bench NAME`$/);
  });
});

describe('setupSteps: Gungraun / iai-callgrind', () => {
  const real = (p: string): RepoFile => f(p, readFileSync(join(import.meta.dirname, 'fixtures', 'either-or-both-0.3.1', p), 'utf8'));

  it('either-or-both 0.3.1: the workflow installs Valgrind and the runner of the version cargo resolves in the member crate', () => {
    const suites = detectSuites([real('Cargo.toml'), real('benchmarks/Cargo.toml'), real('benchmarks/benches/gungraun.rs'), real('benchmarks/benches/either.rs')]);
    expect(suites.map((s) => [s.name, s.cwd, s.run, s.install])).toEqual([['gungraun', 'benchmarks', 'cargo bench', 'cargo bench --no-run']]);
    const steps = setupSteps(suites);
    expect(steps).toEqual([
      '- uses: dtolnay/rust-toolchain@stable',
      '- run: sudo apt-get update && sudo apt-get install -y valgrind',
      `- run: cargo install gungraun-runner --version "$(cargo metadata --format-version 1 | jq -r '[.packages[] | select(.name == "gungraun")][0].version')"`,
      '  working-directory: benchmarks',
    ]);
    const workflow = parse(adaptWorkflow(`jobs:\n  bench:\n    steps:\n      ${SETUP_PLACEHOLDER}\n`, steps)) as { jobs: { bench: { steps: Record<string, string>[] } } };
    expect(workflow.jobs.bench.steps[2]).toEqual({
      run: `cargo install gungraun-runner --version "$(cargo metadata --format-version 1 | jq -r '[.packages[] | select(.name == "gungraun")][0].version')"`,
      'working-directory': 'benchmarks',
    });
  });

  it('one runner per crate name, at the root without working-directory; no Valgrind for other Rust suites', () => {
    const suites = detectSuites([
      f('Cargo.toml', '[package]\nname = "a"\n[dev-dependencies]\niai-callgrind = "0.16"\n'),
      f('b/Cargo.toml', '[package]\nname = "b"\n[dev-dependencies]\niai-callgrind = "0.16"\n'),
    ]);
    expect(setupSteps(suites).filter((l) => /valgrind|runner|working-directory/.test(l))).toEqual([
      '- run: sudo apt-get update && sudo apt-get install -y valgrind',
      `- run: cargo install iai-callgrind-runner --version "$(cargo metadata --format-version 1 | jq -r '[.packages[] | select(.name == "iai-callgrind")][0].version')"`,
    ]);
    expect(setupSteps(detectSuites([f('Cargo.toml', '[package]\nname = "a"\n[dev-dependencies]\ncriterion = "0.5"\n')]))).toEqual(['- uses: dtolnay/rust-toolchain@stable']);
  });
});

describe('detectSuites: Go', () => {
  it('one suite per module with Benchmark functions in _test.go files', () => {
    const bench = 'package x\nimport "testing"\nfunc BenchmarkParse(b *testing.B) {}\n';
    const suites = detectSuites([
      f('go.mod', 'module a'),
      f('pkg/a_test.go', bench),
      f('pkg/b_test.go', 'package x\nfunc TestX(t *testing.T) {}\n'),
      f('tools/go.mod', 'module tools'),
      f('tools/t_test.go', bench),
      f('pkg/bench.go', bench), // not a test file
    ]);
    expect(suites.map((s) => [s.name, s.cwd, s.evidence])).toEqual([
      ['go-bench-root', '.', 'func Benchmark… in pkg/a_test.go'],
      ['go-bench-tools', 'tools', 'func Benchmark… in tools/t_test.go'],
    ]);
    expect(suites[0]!.run).toBe("go test -run '^$' -bench . -benchmem -count 1 ./...");
  });

  it('test files without benchmarks are not a suite', () => {
    expect(detectSuites([f('go.mod', 'module a'), f('a_test.go', 'func TestA(t *testing.T) {}\n// func BenchmarkX(b *testing.B)\n')])).toEqual([]);
  });

  it('benchmark files behind a //go:build tag of the project are named with the tags their run needs (celestia-app)', () => {
    const root = join(import.meta.dirname, 'fixtures', 'celestia-app-74614c2');
    const paths = ['go.mod', 'app/benchmarks/benchmark_ibc_update_client_test.go', 'app/benchmarks/benchmark_msg_send_test.go', 'app/benchmarks/benchmark_pfb_test.go', 'app/benchmarks/gas_estimator_test.go', 'x/mint/types/minter_test.go', 'pkg/wrapper/buffered_tree_test.go'];
    const suites = detectSuites(paths.map((p) => f(p, readFileSync(join(root, p), 'utf8'))));
    expect(suites).toHaveLength(1);
    expect(suites[0]!.run).toBe("go test -run '^$' -bench . -benchmem -count 1 ./...");
    // `go test ./...` does not compile app/benchmarks/*: its 19 benchmarks need `-tags benchmarks`.
    expect(suites[0]!.todo).toBe('app/benchmarks/benchmark_ibc_update_client_test.go, app/benchmarks/benchmark_msg_send_test.go and 2 more build only with `-tags benchmarks` (their //go:build line): this command leaves their benchmarks out; add the tags to `run` to measure them');
    // A module whose every benchmark file is tagged (celestia-app's tagged files alone): the run passes the tags,
    // where it measured nothing and the suite failed; the estimate counts those benchmarks.
    const tagged = detectSuites(paths.filter((p) => p === 'go.mod' || p.startsWith('app/benchmarks/')).map((p) => f(p, readFileSync(join(root, p), 'utf8'))));
    expect(tagged.map((s) => s.run)).toEqual(["go test -run '^$' -tags benchmarks -bench . -benchmem -count 1 ./..."]);
    expect(tagged[0]!.todo).toBe('every benchmark file here builds only with `-tags benchmarks` (their //go:build line), so `run` passes them: check they compile nothing else you would not measure');
    expect(goBuildTags(readFileSync(join(root, 'x/mint/types/minter_test.go'), 'utf8'))).toEqual([]);
    // Constraints the runner meets, or that no tag of the project's can meet there, need none.
    expect(goBuildTags('//go:build !benchmarks\n\npackage a\n')).toEqual([]);
    expect(goBuildTags('//go:build linux && amd64 && cgo && go1.21\n\npackage a\n')).toEqual([]);
    expect(goBuildTags('//go:build windows && bench\n\npackage a\n')).toEqual([]);
    expect(goBuildTags('//go:build (linux || darwin) && (integration || bench)\n\npackage a\n')).toEqual(['integration', 'bench']);
    expect(goBuildTags('package a\n\n//go:build bench\n')).toEqual([]);
    // Read by recursive descent: 100,000 parentheses on the line do not overflow the stack.
    expect(goBuildTags(`//go:build ${'('.repeat(100_000)}bench\n\npackage a\n`)).toEqual([]);
  });
});

describe('detectSuites: Python', () => {
  it('pytest-benchmark declared in requirements, pyproject or setup.cfg', () => {
    for (const [path, text] of [
      ['requirements-dev.txt', 'pytest==8.0\npytest-benchmark==4.0.0\n'],
      ['pyproject.toml', '[project.optional-dependencies]\ntest = ["pytest", "pytest-benchmark>=4"]\n'],
      ['setup.cfg', '[options.extras_require]\ntest =\n    pytest_benchmark\n'],
    ] as const) {
      const [s] = detectSuites([f(path, text)]);
      expect(s, path).toEqual({
        name: 'pytest-benchmark', harness: 'pytest-benchmark', cwd: '.', run: 'pytest --benchmark-only --benchmark-json=benchgate-pytest.json',
        output: { files: ['benchgate-pytest.json'] }, evidence: `pytest-benchmark in ${path}`, toolchain: 'python',
      });
    }
  });

  it('a pyperf Runner script (the real-tool suite\'s bench.py): its own output file, removed first; pyperf alone in the pip line', () => {
    const bench = readFileSync(join(import.meta.dirname, '..', 'suites', 'pyperf', 'bench.py'), 'utf8');
    const suites = detectSuites([f('benchmarks/bench.py', bench), f('benchmarks/work.py', 'import os\n'), f('src/lib.py', '# pyperf.Runner() is mentioned, not imported\n')]);
    expect(suites).toEqual([{
      name: 'pyperf', harness: 'pyperf', label: 'bench', cwd: 'benchmarks', run: 'rm -f bench.pyperf.json && python bench.py -o bench.pyperf.json',
      output: { files: ['bench.pyperf.json'] }, evidence: 'a pyperf Runner in benchmarks/bench.py',
      todo: 'pyperf passes no environment variable to its worker processes unless --inherit-environ names it', toolchain: 'python',
    }]);
    expect(setupSteps(suites)).toContain('- run: pip install pyperf');
  });

  it('an installable project is built into a virtualenv per tree by the setup, and the run uses it', () => {
    const venv = "python3 -m venv --system-site-packages .benchgate-venv && echo '*' > .benchgate-venv/.gitignore && python3 -c 'import sysconfig; print(sysconfig.get_path(\"purelib\"))' > \"$(.benchgate-venv/bin/python -c 'import sysconfig; print(sysconfig.get_path(\"purelib\"))')/benchgate-outer.pth\" && .benchgate-venv/bin/python -m pip install";
    for (const project of [f('pyproject.toml', '[build-system]\nrequires = ["setuptools"]\n[dependency-groups]\nbench = ["pytest-benchmark"]\n'), f('setup.py', 'from setuptools import setup\nsetup()\n')]) {
      const suites = detectSuites([project, f('requirements-dev.txt', 'pytest-benchmark\n'), f('tests/test_a.py', 'def test_a(benchmark): pass\n')]);
      // No testpaths: the benchmarks' folder is named, so pytest does not import every other test module too.
      expect(suites.map((s) => [s.install, s.run]), project.path).toEqual([[`${venv} .`, '.benchgate-venv/bin/python -P -m pytest --benchmark-only --benchmark-json=benchgate-pytest.json tests']]);
    }
    const pyperf = detectSuites([f('pyproject.toml', '[project]\nname = "p"\n'), f('benchmarks/bench.py', 'import pyperf\nrunner = pyperf.Runner()\n')]);
    expect(pyperf.map((s) => [s.cwd, s.install, s.run])).toEqual([['benchmarks', `${venv} ..`, 'rm -f bench.pyperf.json && .benchgate-venv/bin/python bench.py -o bench.pyperf.json']]);
    expect(setupSteps(pyperf)).toEqual([
      '- uses: actions/setup-python@v5', '  with:', "    python-version: '3.12'", '- run: pip install pyperf',
      "# the project itself is built in each checkout by its suite's setup (benchgate.yml), into .benchgate-venv/",
    ]);
    const config = renderConfig(pyperf);
    expect(validateConfig(config, 'benchgate.yml').suites[0]).toMatchObject({ setup: `${venv} ..` });
  });

  it('a commented-out requirement is not a declaration', () => {
    expect(detectSuites([f('requirements.txt', '# pytest-benchmark\npytest\n')])).toEqual([]);
  });

  it('tests using the benchmark fixture, without a declaration: detected with a TODO, rooted at the project file', () => {
    const suites = detectSuites([f('pkg/pytest.ini', '[pytest]\n'), f('pkg/tests/test_speed.py', 'def test_sort(benchmark):\n    benchmark(sorted, [3, 1])\n')]);
    expect(suites.map((s) => [s.cwd, s.evidence, s.todo])).toEqual([
      ['pkg', 'the benchmark fixture in pkg/tests/test_speed.py', 'pytest-benchmark is not declared as a dependency here: make sure CI installs it'],
    ]);
  });

  it('tests under a declaring project join its suite', () => {
    const suites = detectSuites([f('pyproject.toml', 'dependencies = ["pytest-benchmark"]'), f('tests/test_a.py', '@pytest.mark.benchmark(group="g")\ndef test_a(benchmark): pass\n')]);
    expect(suites.map((s) => [s.cwd, s.evidence])).toEqual([['.', 'pytest-benchmark in pyproject.toml']]);
  });

  it('the benchmarks\' folder is named even inside testpaths, unless testpaths is just that folder (pydantic: tests/benchmarks among thousands of tests)', () => {
    const run = (ini: string) => detectSuites([f('pytest.ini', ini), f('requirements.txt', 'pytest-benchmark\n'), f('tests/benchmarks/test_speed.py', 'def test_a(benchmark): pass\n'), f('tests/test_unit.py', 'def test_b(): pass\n')])[0]!.run;
    expect(run('[pytest]\ntestpaths = tests\n')).toBe('pytest --benchmark-only --benchmark-json=benchgate-pytest.json tests/benchmarks');
    expect(run('[pytest]\ntestpaths = tests/benchmarks\n')).toBe('pytest --benchmark-only --benchmark-json=benchgate-pytest.json');
  });

  it('a benchmark module is named in the run unless pytest collects it by its name (python_files)', () => {
    const bench = f('bench/bench_sort.py', 'def test_sort(benchmark):\n    benchmark(sorted, [3, 1])\n');
    const run = (ini: string) => detectSuites([f('pytest.ini', ini), f('requirements.txt', 'pytest-benchmark\n'), bench])[0]!.run;
    expect(run('[pytest]\n')).toBe('pytest --benchmark-only --benchmark-json=benchgate-pytest.json bench/bench_sort.py');
    expect(run('[pytest]\npython_files = test_*.py bench_*.py\n')).toBe('pytest --benchmark-only --benchmark-json=benchgate-pytest.json bench');
    expect(run('[pytest]\npython_files = test_*.py bench_*.py\ntestpaths = bench\n')).toBe('pytest --benchmark-only --benchmark-json=benchgate-pytest.json');
    expect(run('[pytest]\naddopts = -ra\n    -p no:benchmark\n')).toBe('pytest -o addopts= --benchmark-only --benchmark-json=benchgate-pytest.json bench/bench_sort.py');
    expect(run('[pytest]\naddopts = -ra -q\n')).toBe('pytest --benchmark-only --benchmark-json=benchgate-pytest.json bench/bench_sort.py');
  });

  it('an ini addopts goes on past comment and blank lines, as iniconfig reads it; coverage and --codspeed set it aside too', () => {
    const bench = f('bench/test_sort.py', 'def test_sort(benchmark):\n    benchmark(sorted, [3, 1])\n');
    const run = (ini: string) => detectSuites([f('pytest.ini', ini), f('requirements.txt', 'pytest-benchmark\n'), bench])[0]!.run;
    const plain = 'pytest --benchmark-only --benchmark-json=benchgate-pytest.json bench';
    const aside = 'pytest -o addopts= --benchmark-only --benchmark-json=benchgate-pytest.json bench';
    // yarl's pytest.ini: a comment above each option, blank lines between them.
    expect(run('[pytest]\naddopts =\n  # `pytest-xdist`:\n  --numprocesses=auto\n\n  ; shown:\n  -ra\ntestpaths = bench\n')).toBe(aside.replace(' bench', ''));
    expect(run('[pytest]\naddopts =\n  -ra\n# --numprocesses=auto\nxfail_strict = true\n')).toBe(plain);
    expect(run('[pytest]\naddopts = -ra\n  -p pytest_cov\n')).toBe(aside);
    expect(run('[pytest]\naddopts = --cov=pkg --cov-report=term\n')).toBe(aside);
    expect(run('[pytest]\naddopts = --codspeed\n')).toBe(aside);
    // A TOML string ends on its line: an indented key below it is no continuation.
    const toml = (text: string) => detectSuites([f('pyproject.toml', text), f('requirements.txt', 'pytest-benchmark\n'), bench])[0]!.run;
    expect(toml('[tool.pytest.ini_options]\n  addopts = "-ra"\n  testpaths = ["bench"]\n')).toBe(plain.replace(' bench', ''));
  });

  it('benchmark modules are named instead of their folder where it holds other test modules (yarl\'s tests/)', () => {
    const files = [
      f('pytest.ini', '[pytest]\ntestpaths = tests/\n'), f('requirements.txt', 'pytest-benchmark\n'),
      f('tests/test_url_benchmarks.py', 'def test_a(benchmark): pass\n'), f('tests/test_quoting_benchmarks.py', 'def test_b(benchmark): pass\n'),
      f('tests/helpers.py', 'X = 1\n'), f('tests/conftest.py', 'import pytest\n'),
    ];
    // Only benchmark modules (a helper and conftest.py are not collected by name): the folder, which testpaths is.
    expect(detectSuites(files)[0]!.run).toBe('pytest --benchmark-only --benchmark-json=benchgate-pytest.json');
    // A unit-test module beside them, or in a folder below: the modules.
    for (const other of ['tests/test_quoting.py', 'tests/unit/test_url.py']) {
      expect(detectSuites([...files, f(other, 'def test_c(): pass\n')])[0]!.run, other).toBe(
        'pytest --benchmark-only --benchmark-json=benchgate-pytest.json tests/test_quoting_benchmarks.py tests/test_url_benchmarks.py',
      );
    }
    // Other tests elsewhere leave a benchmarks-only folder named.
    expect(detectSuites([...files, f('other/test_c.py', 'def test_c(): pass\n')])[0]!.run).toBe('pytest --benchmark-only --benchmark-json=benchgate-pytest.json');
  });

  it('benchmark modules that import pytest_codspeed get pytest-codspeed installed beside the project (its fixture hands over to pytest-benchmark\'s)', () => {
    const bench = 'import pytest\n\ntry:\n    from pytest_codspeed import BenchmarkFixture\nexcept ImportError:\n    pytestmark = pytest.mark.skip("pytest-codspeed needs to be installed")\n\ndef test_a(benchmark: "BenchmarkFixture") -> None:\n    benchmark(sorted, [2, 1])\n';
    const [installable] = detectSuites([f('pyproject.toml', '[project]\nname = "x"\n'), f('requirements/codspeed.txt', 'pytest-codspeed==5.0.3\n'), f('tests/test_bench.py', bench)]);
    expect(installable!.install?.split(' && ').at(-1)).toBe('.benchgate-venv/bin/python -m pip install . pytest-codspeed');
    const [bare] = detectSuites([f('pytest.ini', '[pytest]\n'), f('tests/test_bench.py', bench)]);
    expect(bare!.todo).toBe('pytest-benchmark is not declared as a dependency here: make sure CI installs it; the benchmarks import pytest_codspeed: make sure CI installs pytest-codspeed too');
    // The plain fixture needs no pytest-codspeed.
    const [plain] = detectSuites([f('pyproject.toml', '[project]\nname = "x"\n'), f('tests/test_bench.py', 'def test_a(benchmark): pass\n')]);
    expect(plain!.install?.split(' && ').at(-1)).toBe('.benchgate-venv/bin/python -m pip install .');
  });

  it("pyproject.toml's extras are read as TOML strings: escaped quotes, a `]` or a `#` inside one, and comments", () => {
    const toml = [
      '[project]', 'name = "x"', '', '[project.optional-dependencies]',
      'bench = [', '  "pytest-benchmark",', '  "x[fast]>=1",  # the fast path', '  "y @ https://example.com/y.whl#sha256=ab",', "  'z; python_version < \"3.13\"',", ']',
      'io = ["orjson>=3; implementation_name == \\"cpython\\"", "odd\\UFFFFFFFF"]', '',
    ].join('\n');
    const suites = detectSuites([f('pyproject.toml', toml), f('tests/test_a.py', 'import orjson\ndef test_a(benchmark): pass\n')]);
    expect(suites.map((s) => s.install?.split(' && ').at(-1))).toEqual([
      `.benchgate-venv/bin/python -m pip install . 'x[fast]>=1' 'y @ https://example.com/y.whl#sha256=ab' 'z; python_version < "3.13"' 'orjson>=3; implementation_name == "cpython"' 'odd\\UFFFFFFFF'`,
    ]);
  });

  it('a hostile pyproject.toml (a line of escaped quotes, strings left open) and a bench file of many imports are read in linear time', () => {
    const line = '\\"'.repeat(150_000);
    const toml = `[project]\nname = "x"\n[project.optional-dependencies]\nbench = ["pytest-benchmark", ${line}\n  # ${line}\n]\nio = ['${"'".repeat(1)}${line}\n`;
    const imports = Array.from({ length: 20_000 }, (_, i) => `import pkg.mod${i}`).join('\n');
    const files = [f('pyproject.toml', toml), f('bench/test_a.py', `${imports}\ndef test_a(benchmark): pass\n`), ...Array.from({ length: 3_000 }, (_, i) => f(`src/pkg/other${i}.py`, 'import os\n'))];
    const started = performance.now();
    expect(detectSuites(files)).toHaveLength(1);
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it("the rest of the PEP 735 dependency group that lists pytest-benchmark is installed, without pytest-codspeed or an included group's name", () => {
    const toml = '[project]\nname = "x"\n\n[dependency-groups]\nlint = ["ruff"]\ndev = [\n  "pytest>=8",\n  "pytest-benchmark",\n  "pytest-codspeed",\n  "dirty-equals",\n  {include-group = "lint"},\n]\n';
    const suites = detectSuites([f('pyproject.toml', toml), f('tests/test_a.py', 'def test_a(benchmark): pass\n')]);
    expect(suites.map((s) => s.install?.split(' && ').at(-1))).toEqual(['.benchgate-venv/bin/python -m pip install . dirty-equals']);
  });

  it('what the extra of setup.cfg that lists pytest-benchmark adds to it is installed with the project', () => {
    const cfg = '[metadata]\nname = x\n\n[options.extras_require]\ntest =\n    pytest\nbench =\n    psutil\n    pytest-benchmark>=4\n    numpy>=1.26 # for the arrays\n\n[flake8]\nmax-line-length = 99\n';
    const suites = detectSuites([f('setup.py', 'from setuptools import setup\nsetup()\n'), f('setup.cfg', cfg), f('tests/test_a.py', 'def test_a(benchmark): pass\n')]);
    expect(suites.map((s) => s.install?.split(' && ').at(-1))).toEqual([".benchgate-venv/bin/python -m pip install . psutil 'numpy>=1.26'"]);
  });
});

describe('detectSuites: JavaScript', () => {
  it('thousands of files importing one helper, and a file of 20,000 imports, are read in linear time', () => {
    const files = [
      f('package.json', JSON.stringify({ name: 'x', main: 'dist/x.js', scripts: { build: 'tsc' }, devDependencies: { tinybench: '2' } })),
      f('bench/helper.mjs', "import { Bench } from 'tinybench';\nexport const bench = new Bench();\n"),
      ...Array.from({ length: 3_000 }, (_, i) => f(`bench/b${i}.mjs`, "import { bench } from './helper.mjs';\nbench.add('a', () => {});\n")),
      f('bench/many.mjs', `import { Bench } from 'tinybench';\n${Array.from({ length: 20_000 }, (_, i) => `import x${i} from '../dist/x${i}.js';`).join('\n')}\nconsole.table(new Bench().table());\n`),
    ];
    const started = performance.now();
    const suites = detectSuites(files);
    expect(performance.now() - started).toBeLessThan(10_000);
    // helper.mjs is shared by 3,000 files: no suite; many.mjs is one, after the build its imports need.
    expect(suites.map((s) => [s.run, s.install])).toEqual([['node bench/many.mjs', 'npm install && npm run build']]);
  });

  it("a benchmark that requires its own package's build output (`./dist/x`) builds it after the install; a source file the repository holds, or one outside the build's folder, builds nothing", () => {
    const root = JSON.stringify({ name: 'x', main: 'dist/x.js', scripts: { build: 'tsc' }, devDependencies: { benchmark: '2' } });
    const bench = (from: string) => detectSuites([f('package.json', root), f('bench.js', `const { Suite } = require('benchmark');\nconst x = require('${from}');\n`), f('src/x.ts', 'export {}')]);
    expect(bench('./dist/x').map((s) => s.install)).toEqual(['npm install && npm run build']);
    expect(bench('./src/x').map((s) => s.install)).toEqual(['npm install']);
    expect(bench('./fixtures/data').map((s) => s.install)).toEqual(['npm install']);
  });

  it('a declared library counts only where a file uses it', () => {
    const files = [
      f('package.json', pkg({ tinybench: '^2', benchmark: '^2', vitest: '^1' }, { bench: 'node bench/run.mjs' })),
      f('bench/run.mjs', "import { Bench } from 'tinybench';\nconsole.table(bench.table());\n"),
      f('src/index.test.ts', "import { test } from 'vitest';\n"),
    ];
    expect(detectSuites(files)).toEqual([
      { name: 'tinybench', harness: 'tinybench', cwd: '.', run: 'npm run bench', output: 'stdout', evidence: 'package.json: tinybench, used in bench/run.mjs', toolchain: 'node', install: 'npm install' },
    ]);
  });

  it("installs by the nearest lockfile (a workspace's is at its root): npm ci, yarn, pnpm, or npm install without one", () => {
    const suite = (files: [string, string][]) => detectSuites([
      ...files.map(([p, t]) => f(p, t)),
      f('pkg/package.json', pkg({ tinybench: '^2' })),
      f('pkg/b.mjs', "import { Bench } from 'tinybench';\nconsole.table(bench.table());\n"),
    ]).map((s) => s.install);
    expect(suite([['pkg/package-lock.json', '']])).toEqual(['npm ci']);
    expect(suite([['pkg/yarn.lock', '']])).toEqual(['yarn install --frozen-lockfile']);
    expect(suite([['pkg/pnpm-lock.yaml', '']])).toEqual(['pnpm install --frozen-lockfile']);
    expect(suite([['package-lock.json', ''], ['package.json', pkg({}, {})]])).toEqual(['cd .. && npm ci']);
    expect(suite([])).toEqual(['npm install']);
    const pnpm = detectSuites([f('pnpm-lock.yaml', ''), f('package.json', pkg({ tinybench: '^2' })), f('b.mjs', "import { Bench } from 'tinybench';\n")]);
    expect(setupSteps(pnpm).slice(0, 2)).toEqual(['- uses: pnpm/action-setup@v4', '- uses: actions/setup-node@v4']);
  });

  it('a file using a library that package.json does not declare is not a suite', () => {
    expect(detectSuites([f('package.json', pkg({})), f('b.js', "const Benchmark = require('benchmark');\n")])).toEqual([]);
  });

  it('benchmark.js via node when no script runs the file, TypeScript via tsx, with the printing TODO', () => {
    const suites = detectSuites([
      f('package.json', pkg({ benchmark: '^2', tinybench: '^2' })),
      f('perf/suite.cjs', "const Benchmark = require('benchmark');\nnew Benchmark.Suite().run();\n"),
      f('perf/tb.ts', "import { Bench } from 'tinybench';\n"),
    ]);
    expect(suites.map((s) => [s.harness, s.run, s.todo])).toEqual([
      ['tinybench', 'npx tsx perf/tb.ts', 'the script must print console.table(bench.table()) (or write the tasks results JSON and list it under output.files)'],
      ['benchmarkjs', 'node perf/suite.cjs', "the script must print String(event.target) on each 'cycle' event"],
    ]);
  });

  it('mitata: the fixtures\' edge script (which prints JSON) and one that prints the console report, with its TODO', () => {
    const script = readFileSync(join(import.meta.dirname, '..', 'fixtures', 'mitata', 'suite', 'edge.bench.js'), 'utf8');
    const suites = detectSuites([
      f('package.json', pkg({ mitata: '^1.0.34' }, { bench: 'node bench/edge.bench.js' })),
      f('bench/edge.bench.js', script),
      f('bench/plain.mjs', "import { bench, run } from 'mitata';\nbench('x', () => 1);\nawait run();\n"),
    ]);
    expect(suites.map((s) => [s.harness, s.run, s.output, s.todo])).toEqual([
      ['mitata', 'npm run bench', 'stdout', undefined],
      ['mitata', 'node bench/plain.mjs', 'stdout', "the script must end with await run({ format: 'json' }): mitata's console report has no samples"],
    ]);
  });

  it('destr 2.0.5: a script that runs the bench file under Bun is passed over for the one that runs it with Node', () => {
    const real = (p: string): RepoFile => f(p, readFileSync(join(import.meta.dirname, 'fixtures', 'destr-2.0.5', p), 'utf8'));
    const suites = detectSuites([real('package.json'), real('test/bench.mjs')]);
    // Its scripts: `bench:bun` (pnpm build && bun --bun ./test/bench.mjs) first, then `bench:node`.
    expect(suites.map((s) => [s.harness, s.run])).toEqual([['mitata', 'npm run bench:node']]);
    // Only a Bun script: the file is run with node.
    const bunOnly = detectSuites([f('package.json', pkg({ mitata: '^1' }, { bench: 'bun bench.mjs' })), f('bench.mjs', "import { run } from 'mitata';\nawait run({ format: 'json' });\n")]);
    expect(bunOnly.map((s) => s.run)).toEqual(['node bench.mjs']);
  });

  it('rou3 0.5.1: the script that runs the bench file\'s folder (its index.ts) is the file\'s script', async () => {
    const suites = detectSuites(await readRepo(join(import.meta.dirname, 'fixtures', 'rou3-0.5.1')));
    // Its `bench:node` is `node --import jiti/register ./test/bench`; before: `npx tsx test/bench/index.ts`, and
    // tsx is no dependency of rou3 (npx fetches whichever tsx is newest, or refuses where npx may not install).
    expect(suites.map((s) => [s.harness, s.run, s.install])).toEqual([['mitata', 'npm run bench:node', 'pnpm install --frozen-lockfile']]);
    // mitata ^0.1.14 knows no `format` (its console report is printed whatever it says): its own JSON option.
    expect(suites[0]!.todo).toBe("the script must end with await run({ json: true }) (mitata 0.x; 1.x's format: 'json' is ignored by it): mitata's console report has no samples");
    const json = detectSuites([f('package.json', pkg({ mitata: '~0.1.6' })), f('b.mjs', "import { run } from 'mitata';\nawait run({ json: true });\n")]);
    expect(json.map((s) => [s.run, s.todo])).toEqual([['node b.mjs', undefined]]);
    // Another index in that folder, or a folder named as a prefix of another, is not run by it.
    const other = detectSuites([f('package.json', pkg({ mitata: '^1' }, { bench: 'node ./bench' })), f('bench/index.mjs', "import { run } from 'mitata';\nawait run({ format: 'json' });\n"), f('benchx/index.mjs', "import { run } from 'mitata';\nawait run({ format: 'json' });\n"), f('bench/sub/main.mjs', "import { run } from 'mitata';\nawait run({ format: 'json' });\n")]);
    expect(other.map((s) => s.run)).toEqual(['npm run bench', 'node bench/sub/main.mjs', 'node benchx/index.mjs']);
  });

  it('tinyglobby 0.2.15: the bench script\'s own setup script (`bench:setup`) runs in the setup, after the install', async () => {
    const suites = detectSuites(await readRepo(join(import.meta.dirname, 'fixtures', 'tinyglobby-0.2.15')));
    // `bench:setup` clones typescript-eslint into benchmark/, the folder every task globs; before, the setup was the
    // install alone and each run timed globs of a missing folder (63 µs where the real tree takes 121 ms).
    expect(suites.map((s) => [s.harness, s.run, s.install])).toEqual([['tinybench', 'npm run bench', 'pnpm install --frozen-lockfile && pnpm run bench:setup']]);
    // npm's own `prebench` runs with `npm run bench`: not added; a file run without a script has none.
    const pre = detectSuites([f('package.json', pkg({ tinybench: '^6' }, { bench: 'node b.mjs', prebench: 'node s.mjs', 'bench:setup': 'node s.mjs' })), f('b.mjs', "import { Bench } from 'tinybench';\nconsole.table(bench.table());\n")]);
    expect(pre.map((s) => s.install)).toEqual(['npm install && npm run bench:setup']);
    const bare = detectSuites([f('package.json', pkg({ tinybench: '^6' }, { 'bench:setup': 'node s.mjs' })), f('b.mjs', "import { Bench } from 'tinybench';\nconsole.table(bench.table());\n")]);
    expect(bare.map((s) => [s.run, s.install])).toEqual([['node b.mjs', 'npm install']]);
  });

  it("fast-json-stringify 7.0.0: tinybench printed as benchmark.js's lines is a benchmarkjs suite, and a Worker script runs through the file that starts it", async () => {
    const suites = detectSuites(await readRepo(join(import.meta.dirname, 'fixtures', 'fast-json-stringify-7.0.0')));
    // Before: two tinybench suites with the TODO to print console.table, whose outputs then failed to parse, one of
    // them `node benchmark/bench-thread.js`, the Worker that bench.js starts per benchmark (run alone: no workerData).
    expect(suites.map((s) => [s.name, s.harness, s.run, s.todo])).toEqual([
      ['benchmarkjs-bench-cmp-lib', 'benchmarkjs', 'npm run benchmark', undefined],
      ['benchmarkjs-bench', 'benchmarkjs', 'npm run bench', undefined],
    ]);
    expect(suites[1]!.evidence).toBe("package.json: tinybench, used in benchmark/bench.js, benchmark/bench-thread.js, printed as benchmark.js's lines");
    // A script that prints its table keeps the tinybench harness, and a string naming a file is no start of it without a Worker or process.
    const table = detectSuites([
      f('package.json', pkg({ tinybench: '^6' })),
      f('b.mjs', "import { Bench } from 'tinybench';\nconsole.table(bench.table());\nconsole.log(`${t.name} x ${hz} ops/sec ±${rme}% (${n} runs sampled)`);\n"),
      f('c.mjs', "import { Bench } from 'tinybench';\nconsole.table(bench.table());\n"),
      f('d.mjs', "console.log('see c.mjs');\n"),
    ]);
    expect(table.map((s) => [s.harness, s.run])).toEqual([['tinybench', 'node b.mjs'], ['tinybench', 'node c.mjs']]);
  });

  it('vitest bench: bench files importing vitest, or globals with a `vitest bench` script', () => {
    const viaImport = detectSuites([f('package.json', pkg({ vitest: '^3' })), f('src/x.bench.ts', "import { bench } from 'vitest';\n")]);
    expect(viaImport.map((s) => [s.harness, s.run, s.output, s.evidence])).toEqual([
      ['vitest-bench', 'npx vitest bench --run --outputJson benchgate-vitest.json', { files: ['benchgate-vitest.json'] }, 'package.json: vitest, bench files src/x.bench.ts'],
    ]);
    const globals = detectSuites([f('package.json', pkg({ vitest: '^3' }, { bench: 'vitest bench' })), f('x.bench.js', "bench('a', () => {});\n")]);
    expect(globals.map((s) => s.harness)).toEqual(['vitest-bench']);
    // vitest as a test runner only: no suite.
    expect(detectSuites([f('package.json', pkg({ vitest: '^3' })), f('a.test.ts', "import { test } from 'vitest';\n")])).toEqual([]);
  });

  it('tailwind-merge 3.6.0: a `*.benchmark.ts` file is a vitest bench file, as vitest\'s default benchmark.include has it', async () => {
    const suites = detectSuites(await readRepo(join(import.meta.dirname, 'fixtures', 'tailwind-merge-3.6.0')));
    // Before: only `*.bench.*` was looked for, and init found no harness in tailwind-merge (tests/tw-merge.benchmark.ts).
    expect(suites.map((s) => [s.harness, s.run, s.output, s.evidence])).toEqual([
      ['vitest-bench', 'npm run bench -- --run --outputJson benchgate-vitest.json', { files: ['benchgate-vitest.json'] }, 'package.json: vitest, bench files tests/tw-merge.benchmark.ts'],
    ]);
    // A name that only contains the word is no bench file.
    expect(detectSuites([f('package.json', pkg({ vitest: '^4' })), f('src/benchmark.ts', "import { bench } from 'vitest';\n"), f('src/x.benchmarks.ts', "import { bench } from 'vitest';\n")])).toEqual([]);
  });

  it('the setup builds what the benchmarks run needs, not what other scripts or doc comments import (tailwind-merge 3.6.0, rou3 0.9.1)', async () => {
    // Before: tailwind-merge's setup ran `pnpm run build` for scripts/test-built-package-exports.cjs's `require('..')`
    // (no benchmark), and rou3's for the example in src/compiler.ts's doc comment (`from "rou3"`). Neither
    // benchmark imports build output: tests/tw-merge.benchmark.ts imports ../src, test/bench/ ../../src/*.ts.
    const tw = detectSuites(await readRepo(join(import.meta.dirname, 'fixtures', 'tailwind-merge-3.6.0')));
    expect(tw.map((s) => s.install)).toEqual(['pnpm install --frozen-lockfile']);
    const rou3 = detectSuites(await readRepo(join(import.meta.dirname, 'fixtures', 'rou3-0.9.1')));
    expect(rou3.map((s) => [s.harness, s.run, s.install])).toEqual([['mitata', 'npm run bench:node', 'pnpm install --frozen-lockfile']]);
    // What a bench file imports through a helper, by a `.js` name for a `.ts` source, still counts; a comment never does.
    const pkgJson = f('package.json', JSON.stringify({ name: 'p', main: './dist/index.js', scripts: { build: 'tsc' }, devDependencies: { vitest: '^4' } }));
    const bench = f('bench/a.bench.ts', "import { bench } from 'vitest';\nimport { h } from './helper.js';\n// import '../dist/index.js'\n");
    const via = (helper: string) => detectSuites([pkgJson, bench, f('bench/helper.ts', helper)])[0]!.install;
    expect(via("export const h = 1;\n/* require('p') */\n")).toBe('npm install');
    expect(via("export { h } from 'p';\n")).toBe('npm install && npm run build');
    expect(via("export { h } from '../dist/index.js';\n")).toBe('npm install && npm run build');
  });

  it('es-toolkit 1.51.0: a bench script with --root makes vitest write its --outputJson under that root', async () => {
    const suites = detectSuites(await readRepo(join(import.meta.dirname, 'fixtures', 'es-toolkit-1.51.0')));
    // Before: output benchgate-vitest.json, while vitest wrote benchmarks/performance/benchgate-vitest.json; and
    // `npm run bench`, which found no vitest under Yarn 4's Plug'n'Play (no node_modules/.bin): exit 127.
    expect(suites).toMatchObject([{
      harness: 'vitest-bench', cwd: 'benchmarks', install: 'cd .. && yarn install --frozen-lockfile',
      run: 'yarn run bench --run --outputJson benchgate-vitest.json', output: { files: ['performance/benchgate-vitest.json'] },
    }]);
    // A Yarn project's plain vitest and its tinybench scripts run through yarn too.
    const lock = f('yarn.lock', '');
    expect(detectSuites([lock, f('package.json', pkg({ vitest: '^4' })), f('x.bench.ts', "import { bench } from 'vitest';\n")])[0]!.run)
      .toBe('yarn vitest bench --run --outputJson benchgate-vitest.json');
    expect(detectSuites([lock, f('package.json', pkg({ tinybench: '^6' }, { bench: 'node b.mjs' })), f('b.mjs', "import { Bench } from 'tinybench';\n")])[0]!.run)
      .toBe('yarn run bench');
    // Yarn 2+ (its packageManager) runs no pre script itself: it is run first; Yarn 1 and npm run it themselves.
    const scripts = { prebench: 'node build.mjs', bench: 'vitest bench --root b', 'bench:setup': 'node s.mjs' };
    const berry = (packageManager: string) => detectSuites([lock, f('package.json', JSON.stringify({ packageManager, devDependencies: { vitest: '^4' }, scripts })), f('b/x.bench.ts', "import { bench } from 'vitest';\n")])[0]!;
    expect([berry('yarn@4.12.0').run, berry('yarn@4.12.0').install]).toEqual([
      'yarn run prebench && yarn run bench --run --outputJson benchgate-vitest.json', 'yarn install --frozen-lockfile && yarn run bench:setup',
    ]);
    expect(berry('yarn@1.22.22').run).toBe('yarn run bench --run --outputJson benchgate-vitest.json');
    // The script's own --outputJson is under its root too; an absolute one is not; -r is --root's short form.
    const of = (bench: string) => detectSuites([f('package.json', pkg({ vitest: '^4' }, { bench })), f('b/x.bench.ts', "import { bench } from 'vitest';\n")])[0]!.output;
    expect(of('vitest bench --root=b --outputJson out/bench.json')).toEqual({ files: ['b/out/bench.json'] });
    expect(of('vitest bench -r b --outputJson /tmp/bench.json')).toEqual({ files: ['/tmp/bench.json'] });
    expect(of('vitest bench --project unit')).toEqual({ files: ['benchgate-vitest.json'] });
  });

  it('vuejs/core 3.5.41: vitest declared at the workspace root runs the bench files of its packages, through the root `bench` script', async () => {
    const suites = detectSuites(await readRepo(join(import.meta.dirname, 'fixtures', 'vue-core-3.5.41')));
    // Before: no suite (packages/reactivity/package.json declares no vitest), and `init` wrote nothing.
    expect(suites).toEqual([
      {
        name: 'vitest-bench', harness: 'vitest-bench', cwd: '.',
        // The script's --project=unit and its prebench build; its own --outputJson file is read.
        run: 'npm run bench', output: { files: ['temp/bench.json'] },
        evidence: 'package.json: vitest, bench files packages/reactivity/__benchmarks__/computed.bench.ts, packages/reactivity/__benchmarks__/ref.bench.ts',
        toolchain: 'node', install: 'npm install',
      },
    ]);
    // A package that declares vitest itself keeps its own files; a plain `vitest bench` script is run by npx.
    const own = detectSuites([
      f('package.json', pkg({ vitest: '^3', tinybench: '^2' }, { bench: 'vitest bench' })),
      f('packages/a/package.json', pkg({ vitest: '^3' })),
      f('packages/a/a.bench.ts', "import { bench } from 'vitest';\n"),
      f('packages/b/package.json', pkg({})),
      f('packages/b/b.bench.ts', "import { bench } from 'vitest';\n"),
      f('packages/b/tb.mjs', "import { Bench } from 'tinybench';\nconsole.table(bench.table());\n"),
    ]);
    expect(own.map((s) => [s.harness, s.cwd, s.run, s.evidence])).toEqual([
      ['tinybench', '.', 'node packages/b/tb.mjs', 'package.json: tinybench, used in packages/b/tb.mjs'],
      ['vitest-bench', '.', 'npx vitest bench --run --outputJson benchgate-vitest.json', 'package.json: vitest, bench files packages/b/b.bench.ts'],
      ['vitest-bench', 'packages/a', 'npx vitest bench --run --outputJson benchgate-vitest.json', 'packages/a/package.json: vitest, bench files packages/a/a.bench.ts'],
    ]);
    // A script with options of its own and no --outputJson gets benchgate's.
    const withOptions = detectSuites([f('package.json', pkg({ vitest: '^3' }, { 'test:bench': 'vitest bench --config bench.config.ts' })), f('x.bench.ts', "import { bench } from 'vitest';\n")]);
    expect(withOptions.map((s) => [s.run, s.output])).toEqual([['npm run test:bench -- --run --outputJson benchgate-vitest.json', { files: ['benchgate-vitest.json'] }]]);
  });

  it('each package in a monorepo is its own suite, named by folder', () => {
    const suites = detectSuites([
      f('packages/a/package.json', pkg({ tinybench: '^2' })),
      f('packages/a/b.mjs', "import { Bench } from 'tinybench'; console.table(bench.table())"),
      f('packages/b/package.json', pkg({ tinybench: '^2' })),
      f('packages/b/b.mjs', "import { Bench } from 'tinybench'; console.table(bench.table())"),
    ]);
    expect(suites.map((s) => [s.name, s.cwd, s.run])).toEqual([
      ['tinybench-packages-a', 'packages/a', 'node b.mjs'],
      ['tinybench-packages-b', 'packages/b', 'node b.mjs'],
    ]);
  });
});

describe('detectSuites: JMH and C++', () => {
  it('a pom with jmh-core; the jar name from <finalName>, else a TODO', () => {
    const pom = (extra: string) => `<project><dependencies><dependency><groupId>org.openjdk.jmh</groupId><artifactId>jmh-core</artifactId></dependency></dependencies>${extra}</project>`;
    expect(detectSuites([f('bench/pom.xml', pom('<finalName>perf</finalName>'))])).toEqual([
      {
        name: 'jmh', harness: 'jmh', cwd: 'bench', run: 'java -jar target/perf.jar -f 1 -rf json -rff benchgate-jmh.json',
        output: { files: ['benchgate-jmh.json'], stdout: true }, evidence: 'bench/pom.xml: jmh-core dependency', toolchain: 'java', install: 'mvn -B -q package -DskipTests',
      },
    ]);
    expect(detectSuites([f('pom.xml', pom(''))])[0]!.todo).toBe('check the name of the shaded benchmarks jar');
    expect(detectSuites([f('pom.xml', '<project><artifactId>junit</artifactId></project>')])).toEqual([]);
  });

  const realPom = (project: string, p: string): RepoFile => f(p, readFileSync(join(import.meta.dirname, 'fixtures', project, p), 'utf8'));

  it("log4j 2.24.1's parent pom: jmh-core only in <dependencyManagement> is no suite", () => {
    // It was one: `java -jar target/benchmarks.jar` at the root of a `<packaging>pom</packaging>` project.
    expect(detectSuites([realPom('log4j-parent-2.24.1', 'pom.xml')])).toEqual([]);
  });

  it("JMH's archetype: the jar named by a property (<finalName>${uberjar.name}</finalName>) is run by its value", () => {
    // It ran `java -jar target/${uberjar.name}.jar`: the shell's "bad substitution", exit 1, after every build.
    const [suite] = detectSuites([realPom('jmh-archetype-1.37', 'pom.xml')]);
    expect(suite).toMatchObject({ cwd: '.', run: 'java -jar target/benchmarks.jar -f 1 -rf json -rff benchgate-jmh.json' });
    expect(suite!.todo).toBeUndefined();
    // One fork a run (`repeat: 5` makes the processes): JMH's default 5 in each made its one empty benchmark
    // take 8 min 20 s a run (`# Fork: 1 of 5`, `ETA 00:08:20` on its console), 42 min a side.
    expect(suite!.run).toContain(' -f 1 ');
    // From the project's coordinates; one the pom does not set (a parent's, -D) is left to check, not run.
    const pom = (name: string) => `<project><artifactId>perf</artifactId><version>2.1</version><dependencies><dependency><artifactId>jmh-core</artifactId></dependency></dependencies><build><finalName>${name}</finalName></build></project>`;
    expect(detectSuites([f('pom.xml', pom('${project.artifactId}-${project.version}-jmh'))])[0]!.run).toBe('java -jar target/perf-2.1-jmh.jar -f 1 -rf json -rff benchgate-jmh.json');
    expect(detectSuites([f('pom.xml', pom('${jar.name}'))])[0]).toMatchObject({ run: 'java -jar target/benchmarks.jar -f 1 -rf json -rff benchgate-jmh.json', todo: 'check the name of the shaded benchmarks jar' });
  });

  it('Apache commons-lang: benchmarks in test sources (jmh-core in test scope, no jar) run from the test classpath', () => {
    // It ran `java -jar target/benchmarks.jar` (with a TODO to check the jar's name): no such jar is built. Its
    // `benchmark` profile runs `java -classpath <classpath/> org.openjdk.jmh.Main` from the exec plugin.
    const [suite] = detectSuites([realPom('commons-lang-3.21.0-SNAPSHOT', 'pom.xml')]);
    expect(suite).toEqual({
      name: 'jmh', harness: 'jmh', cwd: '.',
      install: 'mvn -B -q -Pbenchmark test-compile dependency:build-classpath -Dmdep.outputFile=target/benchgate-classpath.txt -Dmdep.includeScope=test',
      run: 'java -cp "target/test-classes:target/classes:$(cat target/benchgate-classpath.txt)" org.openjdk.jmh.Main -f 1 -rf json -rff benchgate-jmh.json',
      output: { files: ['benchgate-jmh.json'], stdout: true }, evidence: 'pom.xml: jmh-core test dependency, profile benchmark', toolchain: 'java',
    });
    // The archetype's compile-scope jmh-core still makes its shaded jar.
    expect(detectSuites([realPom('jmh-archetype-1.37', 'pom.xml')])[0]!.run).toBe('java -jar target/benchmarks.jar -f 1 -rf json -rff benchgate-jmh.json');
  });

  it('a reactor module is built from the reactor, with the modules it needs', () => {
    const files = ['pom.xml', 'core/pom.xml', 'benchmarks/pom.xml'].map((p) => realPom('jmh-reactor', p));
    // Its parent pins jmh-core in <dependencyManagement>: one suite, not a second at the root; and the module
    // depends on demo-core, which `mvn package` in benchmarks/ alone does not find (never installed).
    expect(detectSuites(files).map((s) => [s.cwd, s.install, s.run])).toEqual([
      ['benchmarks', 'mvn -B -q -f ../pom.xml package -DskipTests -pl benchmarks -am', 'java -jar target/benchmarks.jar -f 1 -rf json -rff benchgate-jmh.json'],
    ]);
    // Nested: the topmost pom that lists the chain; a pom that does not list the folder is no reactor of it.
    const pom = (body: string) => `<project>${body}</project>`;
    const jmhPom = pom('<dependencies><dependency><artifactId>jmh-core</artifactId></dependency></dependencies><finalName>benchmarks</finalName>');
    expect(detectSuites([
      f('pom.xml', pom('<modules><module>perf</module></modules>')),
      f('perf/pom.xml', pom('<modules>\n  <module>jmh/pom.xml</module>\n</modules>')),
      f('perf/jmh/pom.xml', jmhPom),
    ])[0]!.install).toBe('mvn -B -q -f ../../pom.xml package -DskipTests -pl perf/jmh -am');
    expect(detectSuites([f('pom.xml', pom('<!-- <modules><module>bench</module></modules> -->')), f('bench/pom.xml', jmhPom)])[0]!.install)
      .toBe('mvn -B -q package -DskipTests');
  });

  it('FastFilter: a pom whose surefire config says <skipTests>false</skipTests> gets its tests skipped by skipExec, which -DskipTests cannot', () => {
    const files = ['pom.xml', 'fastfilter/pom.xml', 'jmh/pom.xml'].map((p) => realPom('fastfilter-e1d04ae', p));
    expect(detectSuites(files).map((s) => [s.cwd, s.install, s.run])).toEqual([
      ['jmh', 'mvn -B -q -f ../pom.xml package -DskipTests -Dmaven.test.skip.exec=true -pl jmh -am', 'java -jar target/benchmarks.jar -f 1 -rf json -rff benchgate-jmh.json'],
    ]);
    // Commented out, it forces nothing.
    const pom = (body: string) => `<project>${body}</project>`;
    expect(detectSuites([f('pom.xml', pom('<!-- <skipTests>false</skipTests> --><dependencies><dependency><artifactId>jmh-core</artifactId></dependency></dependencies>'))])[0]!.install)
      .toBe('mvn -B -q package -DskipTests');
  });

  it("HdrHistogram: a JMH project outside the reactor that depends on the repository's own artifact installs it first, and a released version of it is named", async () => {
    const suites = detectSuites(await readRepo(join(import.meta.dirname, 'fixtures', 'hdrhistogram-de84b0a')));
    // Before: `mvn -B -q package -DskipTests`, which took HdrHistogram 2.1.9 from Maven Central: the suite timed that jar.
    expect(suites.map((s) => [s.cwd, s.install, s.todo])).toEqual([[
      'HdrHistogram-benchmarks',
      'mvn -B -q -f ../pom.xml install -DskipTests && mvn -B -q package -DskipTests',
      'the benchmarks depend on org.hdrhistogram:HdrHistogram:2.1.9, which pom.xml builds as 2.2.3-SNAPSHOT: they measure that version from the Maven repository, not this checkout; depend on 2.2.3-SNAPSHOT, which the setup installs first',
    ]]);
    // The version the repository builds: installed first, nothing to do; a dependency the repository does not build: as before.
    const pom = (body: string) => `<project>${body}</project>`;
    const jmhPom = (dep: string) => pom(`<groupId>g</groupId><artifactId>bench</artifactId><version>1</version><dependencies><dependency><artifactId>jmh-core</artifactId></dependency>${dep}</dependencies><finalName>benchmarks</finalName>`);
    const lib = f('lib/pom.xml', pom('<parent><groupId>g</groupId><artifactId>p</artifactId><version>2.0-SNAPSHOT</version></parent><artifactId>lib</artifactId>'));
    expect(detectSuites([lib, f('bench/pom.xml', jmhPom('<dependency><groupId>g</groupId><artifactId>lib</artifactId><version>2.0-SNAPSHOT</version></dependency>'))]).map((s) => [s.install, s.todo]))
      .toEqual([['mvn -B -q -f ../lib/pom.xml install -DskipTests && mvn -B -q package -DskipTests', undefined]]);
    expect(detectSuites([lib, f('bench/pom.xml', jmhPom('<dependency><groupId>other</groupId><artifactId>lib</artifactId><version>1</version></dependency>'))]).map((s) => [s.install, s.todo]))
      .toEqual([['mvn -B -q package -DskipTests', undefined]]);
  });

  it('Google Benchmark: the CMake target that builds the source, from the top-level build', () => {
    const suites = detectSuites([
      f('CMakeLists.txt', 'add_subdirectory(bench)\n'),
      f('bench/CMakeLists.txt', 'find_package(benchmark REQUIRED)\nadd_executable(micro micro.cc)\ntarget_link_libraries(micro benchmark::benchmark)\n'),
      f('bench/micro.cc', '#include <benchmark/benchmark.h>\nBENCHMARK(BM_x);\n'),
    ]);
    expect(suites).toEqual([
      {
        name: 'google-benchmark', harness: 'google-benchmark', cwd: '.',
        run: './build/bench/micro --benchmark_format=json', install: 'cmake -B build -DCMAKE_BUILD_TYPE=Release && cmake --build build --target micro',
        output: 'stdout', evidence: 'benchmark/benchmark.h in bench/micro.cc (CMake target micro)', toolchain: 'cpp',
      },
    ]);
  });

  it('Google Benchmark: one suite per CMake target where one folder holds several benchmark executables, built by one setup', () => {
    const suites = detectSuites([
      f('CMakeLists.txt', 'find_package(benchmark REQUIRED)\nadd_library(kv src/kv.cpp)\nadd_executable(kv_bench bench/kv_bench.cpp)\ntarget_link_libraries(kv_bench kv benchmark::benchmark)\nadd_executable(extra_bench bench/extra_bench.cpp)\ntarget_link_libraries(extra_bench kv benchmark::benchmark)\n'),
      f('bench/extra_bench.cpp', '#include <benchmark/benchmark.h>\nBENCHMARK(BM_a);\n'),
      f('bench/kv_bench.cpp', '#include <benchmark/benchmark.h>\nBENCHMARK(BM_b);\n'),
    ]);
    const setup = 'cmake -B build -DCMAKE_BUILD_TYPE=Release && cmake --build build --target extra_bench kv_bench';
    expect(suites.map((s) => [s.name, s.cwd, s.run, s.install])).toEqual([
      ['google-benchmark-extra_bench', '.', './build/extra_bench --benchmark_format=json', setup],
      ['google-benchmark-kv_bench', '.', './build/kv_bench --benchmark_format=json', setup],
    ]);
  });

  it('Google Benchmark: a target whose sources come by target_sources()', () => {
    const suites = detectSuites([
      f('CMakeLists.txt', 'add_subdirectory(bench)\n'),
      f('bench/CMakeLists.txt', 'add_executable(micro)\ntarget_sources(micro PRIVATE micro.cc)\ntarget_link_libraries(micro benchmark::benchmark_main)\n'),
      f('bench/micro.cc', '#include <benchmark/benchmark.h>\nBENCHMARK(BM_x);\n'),
    ]);
    expect(suites.map((s) => [s.run, s.install, s.todo])).toEqual([
      ['./build/bench/micro --benchmark_format=json', 'cmake -B build -DCMAKE_BUILD_TYPE=Release && cmake --build build --target micro', undefined],
    ]);
  });

  it('Google Benchmark: quoted sources in target_sources() (real google/crc32c CMakeLists.txt)', () => {
    const real = (p: string): RepoFile => f(p, readFileSync(join(import.meta.dirname, 'fixtures', 'crc32c-2bbb3be', p), 'utf8'));
    const suites = detectSuites([real('CMakeLists.txt'), real('src/crc32c_benchmark.cc')]);
    expect(suites.map((s) => [s.cwd, s.run, s.install, s.todo])).toEqual([
      ['.', './build/crc32c_bench --benchmark_format=json', 'cmake -B build -DCMAKE_BUILD_TYPE=Release && cmake --build build --target crc32c_bench', undefined],
    ]);
  });

  it('Google Benchmark: a folder with a project() of its own that the root build never adds is built from there (real nlohmann/json files)', async () => {
    const suites = detectSuites(await readRepo(join(import.meta.dirname, 'fixtures', 'nlohmann-json-199dea1')));
    expect(suites.map((s) => [s.cwd, s.run, s.install, s.todo])).toEqual([
      ['tests/benchmarks', './build/json_benchmarks --benchmark_format=json', 'cmake -B build -DCMAKE_BUILD_TYPE=Release && cmake --build build --target json_benchmarks', undefined],
    ]);
  });

  it('Google Benchmark: a benchmark folder added under an option that is off by default is configured with it on (real gabime/spdlog files)', async () => {
    const suites = detectSuites(await readRepo(join(import.meta.dirname, 'fixtures', 'spdlog-6230201')));
    const setup = 'cmake -B build -DCMAKE_BUILD_TYPE=Release -DSPDLOG_BUILD_BENCH=ON && cmake --build build --target formatter-bench latency';
    expect(suites.map((s) => [s.name, s.cwd, s.run, s.install])).toEqual([
      ['google-benchmark-formatter-bench', '.', './build/bench/formatter-bench --benchmark_format=json', setup],
      ['google-benchmark-latency', '.', './build/bench/latency --benchmark_format=json', setup],
    ]);
  });

  it('Google Benchmark: options of the if() around a target, not of an else() branch, a NOT, or an OR already on', () => {
    const bench = f('b.cc', '#include <benchmark/benchmark.h>\nBENCHMARK(BM_x);\n');
    const setup = (cmake: string) => detectSuites([f('CMakeLists.txt', cmake), bench])[0]!.install;
    const opts = 'option(A_BENCH "b" OFF)\noption(A_ALL "all")\noption(A_ON "on" ON)\n';
    expect(setup(`${opts}if(A_BENCH) # A_ALL\n  add_executable(b b.cc)\nendif()\n`)).toContain('-DA_BENCH=ON &&');
    expect(setup(`${opts}if(A_ALL AND (A_BENCH))\n  add_executable(b b.cc)\nendif()\n`)).toContain('-DA_ALL=ON -DA_BENCH=ON &&');
    expect(setup(`${opts}if(A_ALL OR A_BENCH)\n  add_executable(b b.cc)\nendif()\n`)).toContain('-DA_BENCH=ON &&');
    for (const cmake of [
      `${opts}if(A_BENCH)\nelse()\n  add_executable(b b.cc)\nendif()\n`,
      `${opts}if(NOT A_BENCH)\n  add_executable(b b.cc)\nendif()\n`,
      `${opts}if(A_ON OR A_BENCH)\n  add_executable(b b.cc)\nendif()\n`,
      `${opts}if(A_BENCH)\nendif()\nadd_executable(b b.cc)\n`,
    ]) expect(setup(cmake), cmake).toBe('cmake -B build -DCMAKE_BUILD_TYPE=Release && cmake --build build --target b');
  });

  it('Google Benchmark without CMake: a placeholder binary and a TODO; BENCHMARK( alone is not Catch2', () => {
    const suites = detectSuites([f('perf/b.cpp', '#include "benchmark/benchmark.h"\nBENCHMARK(BM_x);\n')]);
    expect(suites.map((s) => [s.harness, s.cwd, s.run, s.todo])).toEqual([
      ['google-benchmark', 'perf', './bench --benchmark_format=json', 'build the benchmark binary first and replace ./bench with its path'],
    ]);
  });

  it('Catch2: a Catch2 include and a BENCHMARK block', () => {
    expect(detectSuites([f('t.cpp', '#include <catch2/catch_test_macros.hpp>\nTEST_CASE("x") {\n  BENCHMARK("a") { return 1; };\n}\n')]).map((s) => s.harness)).toEqual(['catch2']);
    expect(detectSuites([f('t.cpp', '#include <catch2/catch_test_macros.hpp>\nTEST_CASE("x") {}\n')])).toEqual([]);
  });

  it('Catch2: the test spec selects the test cases holding a BENCHMARK by their own tags', () => {
    const run = (...cases: string[]) => {
      const [s] = detectSuites([f('t.cpp', `#include <catch2/catch.hpp>\n${cases.join('\n')}\n`)]);
      return [s!.run, s!.todo];
    };
    const bench = (head: string) => `${head} {\n  BENCHMARK("a") { return 1; };\n}`;
    expect(run(bench('TEST_CASE("a", "[!benchmark][sort]")'), 'TEST_CASE("unit", "[sort]") {}')).toEqual(["./bench '[!benchmark]' --reporter xml", 'build the benchmark binary first and replace ./bench with its path']);
    // Hidden ([.], [.bench]) and a name with an escaped quote; the unit test case's tag is not wanted.
    expect(run(bench('TEST_CASE("x \\"y\\"", "[.][bench][x]")'), bench('TEST_CASE_METHOD(F, "b", "[.bench]")'), 'TEST_CASE("unit", "[x]") {}')[0]).toBe("./bench '[bench]' --reporter xml");
    // No tag in common: each one's tag, OR-ed (Catch2's `,`), as in a CMake project with [!benchmark] and [.][bench].
    expect(run(bench('TEST_CASE("sort benchmarks", "[!benchmark][sort]")'), bench('TEST_CASE("map benchmarks", "[.][bench]")'))[0]).toBe("./bench '[!benchmark],[bench]' --reporter xml");
    // Untagged (Catch2 v3's examples): only an unfiltered run has them, and the todo says so.
    const [untagged, todo] = run(bench('TEST_CASE("Fibonacci")'));
    expect(untagged).toBe('./bench --reporter xml');
    expect(todo).toContain('some test cases holding a BENCHMARK have no tag');
  });

  it('Catch2: BENCHMARKs in a function the test cases call (real lemac files) are theirs, not the test case above', async () => {
    // The helper sits after the untagged "hash can be copied and moved": read as that test case's, no spec was
    // written, and an unfiltered run skips the hidden [.][benchmark] test cases, so not one benchmark ran.
    const suites = detectSuites(await readRepo(join(import.meta.dirname, 'fixtures', 'lemac-1a1d394')));
    expect(suites.map((s) => [s.harness, s.cwd, s.run, s.install, s.todo])).toEqual([
      ['catch2', '.', "./build/test/tests '[benchmark]' --reporter xml", 'cmake -B build -DCMAKE_BUILD_TYPE=Release && cmake --build build --target tests', undefined],
    ]);
    // The workflow's hint names Catch2's package, not Google Benchmark's (lemac has no Google Benchmark).
    expect(setupSteps(suites)).toEqual(['# C++: install your build dependencies here (e.g. sudo apt-get install -y cmake catch2)']);
    // A helper called by one test case of two: the other one's BENCHMARK keeps its own tag.
    const [s] = detectSuites([f('t.cpp', '#include <catch2/catch.hpp>\nstatic void run(const std::string& p) {\n  if (p.empty()) { return; }\n  BENCHMARK("parse") { return p.size(); };\n}\n'
      + 'TEST_CASE("unit", "[parse]") { CHECK(true); }\nTEST_CASE("big", "[.][bench-big]") { run("big.json"); }\nTEST_CASE("small", "[.][bench-small]") {\n  BENCHMARK("x") { return 1; };\n}\n')]);
    expect(s!.run).toBe("./bench '[bench-big],[bench-small]' --reporter xml");
  });

  it('Catch2: a target whose sources are "${CMAKE_CURRENT_SOURCE_DIR}/x.cpp" (real hictk files) is found', async () => {
    const suites = detectSuites(await readRepo(join(import.meta.dirname, 'fixtures', 'hictk-0aa750b')));
    expect(suites.map((s) => [s.harness, s.cwd, s.run, s.evidence])).toEqual([[
      'catch2', '.', './build/benchmark/bin_table/hictk_bin_table_bench --reporter xml',
      'Catch2 BENCHMARK in benchmark/bin_table/bin_ids_to_genomic_coords.cpp, benchmark/bin_table/genomic_coords_to_bin_ids.cpp (CMake target hictk_bin_table_bench)',
    ]]);
    // Its test cases are untagged: the todo says so, and no longer asks for the binary's path.
    expect(suites[0]!.todo).toBe('some test cases holding a BENCHMARK have no tag, so every test case runs: tag them (e.g. `[!benchmark]`) and pass that tag to run only them');
    // A quoted target name and ${CMAKE_CURRENT_LIST_DIR} in add_executable itself.
    const [s] = detectSuites([
      f('CMakeLists.txt', 'add_subdirectory(bench)\n'),
      f('bench/CMakeLists.txt', 'add_executable("Benchmarks" ${CMAKE_CURRENT_LIST_DIR}/regex.cpp)\n'),
      f('bench/regex.cpp', '#include <catch2/catch_all.hpp>\nTEST_CASE("r", "[!benchmark]") {\n  BENCHMARK("match") { return 1; };\n}\n'),
    ]);
    expect(s!.run).toBe("./build/bench/Benchmarks '[!benchmark]' --reporter xml");
  });

  it('Google Benchmark through headers of the repository: a chain of 3,000 headers is walked once, not once per source', () => {
    const headers = Array.from({ length: 3_000 }, (_, i) => f(`inc/h${i}.hpp`, i === 2_999 ? '#include <benchmark/benchmark.h>\n' : `#include "h${i + 1}.hpp"\n`));
    const sources = Array.from({ length: 2_000 }, (_, i) => f(`bench/b${i}.cpp`, `#include "../inc/h0.hpp"\nBENCHMARK(BM_${i});\n`));
    const started = performance.now();
    expect(detectSuites([...headers, ...sources]).map((s) => s.harness)).toEqual(['google-benchmark']);
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it('C++: targets a helper function makes, found through CMAKE_MODULE_PATH, with the option that adds their folder (real vhirtham/GDL files)', async () => {
    // addBenchmark(mat4) → set(BenchmarkName "Benchmark_${BenchmarkName}") → AddExecutable(${BenchmarkName} "${Sources}" …) → add_executable.
    // It wrote `./bench` with a TODO: no add_executable() names Benchmark_mat4.cpp in the text.
    const suites = detectSuites(await readRepo(join(import.meta.dirname, 'fixtures', 'gdl-9f3a512')));
    const setup = 'cmake -B build -DCMAKE_BUILD_TYPE=Release -DENABLE_BENCHMARKS=ON && cmake --build build --target Benchmark_mat Benchmark_mat4';
    expect(suites.map((s) => [s.name, s.cwd, s.run, s.install, s.todo])).toEqual([
      ['google-benchmark-Benchmark_mat', '.', './build/benchmark/math/Benchmark_mat --benchmark_format=json', setup, undefined],
      ['google-benchmark-Benchmark_mat4', '.', './build/benchmark/math/Benchmark_mat4 --benchmark_format=json', setup, undefined],
    ]);
  });

  it('C++: sources that include benchmark/benchmark.h through a header of their own are suites (real kokkos/mdspan files)', async () => {
    // sum_3d_left.cpp includes "sum_3d_common.hpp", tiny_matrix_add.cpp "fill.hpp" (one folder up): only the 3 of
    // the 10 benchmark executables that include benchmark.h themselves were found.
    const suites = detectSuites(await readRepo(join(import.meta.dirname, 'fixtures', 'mdspan-721efd8')));
    expect(suites.map((s) => s.run.split(' ')[0])).toEqual([
      './build/benchmarks/copy/copy_layout_stride', './build/benchmarks/matvec/openmp/matvec_openmp',
      './build/benchmarks/stencil/openmp/stencil_3d_openmp', './build/benchmarks/stencil/stencil_3d',
      './build/benchmarks/sum/openmp/sum_3d_openmp', './build/benchmarks/sum/sum_3d_left', './build/benchmarks/sum/sum_3d_right',
      './build/benchmarks/sum/sum_submdspan_right', './build/benchmarks/tiny_matrix_add/openmp/tiny_matrix_add_openmp',
      './build/benchmarks/tiny_matrix_add/tiny_matrix_add',
    ]);
    expect(suites.every((s) => s.todo === undefined && s.install!.startsWith('cmake -B build -DCMAKE_BUILD_TYPE=Release -DMDSPAN_ENABLE_BENCHMARKS=ON && '))).toBe(true);
    // A source of a library that includes such a header, but registers no benchmark, is not one.
    expect(detectSuites([f('b/util.hpp', '#include <benchmark/benchmark.h>\n'), f('b/util.cpp', '#include "util.hpp"\nint f() { return 1; }\n')])).toEqual([]);
  });

  it('C++: the cmake_dependent_option with a dotted name that guards the benchmarks is turned on (real frozen files)', async () => {
    // CMAKE_DEPENDENT_OPTION(frozen.benchmark … OFF "NOT subproject" OFF) … if(frozen.benchmark) add_subdirectory(benchmarks):
    // the setup had no -D, and `cmake --build build --target frozen.benchmark` had no such target.
    const suites = detectSuites(await readRepo(join(import.meta.dirname, 'fixtures', 'frozen-61dce5a')));
    expect(suites[0]!.install).toBe('cmake -B build -DCMAKE_BUILD_TYPE=Release -Dfrozen.benchmark=ON && cmake --build build --target frozen.benchmark');
    // bench_str_search.cpp, a source of the same target inside `$<$<BOOL:${…}>: …/bench_str_search.cpp>`, was a
    // suite of its own (`./bench` and a TODO).
    expect(suites.map((s) => [s.cwd, s.run, s.evidence, s.todo])).toEqual([[
      '.', './build/benchmarks/frozen.benchmark --benchmark_format=json',
      'benchmark/benchmark.h in benchmarks/bench_int_set.cpp, benchmarks/bench_main.cpp and 3 more (CMake target frozen.benchmark)', undefined,
    ]]);
  });

  it('C++: a target named by a variable in an included file, its sources a GLOB_RECURSE, its binary in CMAKE_RUNTIME_OUTPUT_DIRECTORY (real sc-machine files)', async () => {
    // perf.cmake: file (GLOB_RECURSE SOURCES "${CMAKE_CURRENT_LIST_DIR}/*.cpp" …), set (TARGET_NAME sc-memory-performance-test),
    // add_executable(${TARGET_NAME} ${SOURCES}); the root sets CMAKE_RUNTIME_OUTPUT_DIRECTORY to the source tree's bin/.
    const suites = detectSuites(await readRepo(join(import.meta.dirname, 'fixtures', 'sc-machine-84c2b74')));
    expect(suites.map((s) => [s.cwd, s.run, s.install, s.todo])).toEqual([
      ['.', './bin/sc-memory-performance-test --benchmark_format=json', 'cmake -B build -DCMAKE_BUILD_TYPE=Release && cmake --build build --target sc-memory-performance-test', undefined],
    ]);
  });

  it('C++: an option off by default that guards the benchmark target (real hictk files) is turned on in the setup', async () => {
    // hictk: option(HICTK_BUILD_BENCHMARKS "Build benchmarks" OFF) … if(HICTK_BUILD_BENCHMARKS) add_subdirectory(benchmark);
    // without it, `cmake --build build --target hictk_bin_table_bench` has no such target.
    const suites = detectSuites(await readRepo(join(import.meta.dirname, 'fixtures', 'hictk-0aa750b')));
    expect(suites.map((s) => s.install)).toEqual(['cmake -B build -DCMAKE_BUILD_TYPE=Release -DHICTK_BUILD_BENCHMARKS=ON && cmake --build build --target hictk_bin_table_bench']);
    // lemac's guards are an option on by default and PROJECT_IS_TOP_LEVEL: nothing to add.
    expect(detectSuites(await readRepo(join(import.meta.dirname, 'fixtures', 'lemac-1a1d394'))).map((s) => s.install)).toEqual(['cmake -B build -DCMAKE_BUILD_TYPE=Release && cmake --build build --target tests']);
    const setup = (root: string) => detectSuites([
      f('CMakeLists.txt', root),
      f('perf/CMakeLists.txt', 'if(WITH_FAST)\n  add_executable(perf_bench perf.cpp)\nendif()\n'),
      f('perf/perf.cpp', '#include <benchmark/benchmark.h>\n'),
    ]).map((s) => s.install);
    // Two levels (the root's if, the folder's own if; an option without a default is OFF); an else branch is not its if's.
    expect(setup('option(BUILD_PERF "perf")\noption(WITH_FAST "fast" ON)\nif(BUILD_PERF)\n  add_subdirectory(perf)\nendif()\n'))
      .toEqual(['cmake -B build -DCMAKE_BUILD_TYPE=Release -DBUILD_PERF=ON && cmake --build build --target perf_bench']);
    expect(setup('option(NO_PERF "no perf" OFF)\nif(NO_PERF)\nelse()\n  add_subdirectory(perf)\nendif()\n'))
      .toEqual(['cmake -B build -DCMAKE_BUILD_TYPE=Release && cmake --build build --target perf_bench']);
  });
});

describe('isRelevantFile', () => {
  it('manifests and sources, nothing else', () => {
    for (const p of ['Cargo.toml', 'a/go.mod', 'x_test.go', 'requirements-dev.txt', 'pom.xml', 'CMakeLists.txt', 'a.bench.mts', 't.cpp', 'test_a.py', 'package.json']) expect(isRelevantFile(p), p).toBe(true);
    for (const p of ['README.md', 'logo.png', 'data.json', 'Cargo.lock']) expect(isRelevantFile(p), p).toBe(false);
  });
});

describe('renderConfig', () => {
  const suites = detectSuites([
    f('Cargo.toml', '[package]\nname = "a"\n[dev-dependencies]\ncriterion = "0.5"\n'),
    f('go/go.mod', 'module a'),
    f('go/a_test.go', 'func BenchmarkA(b *testing.B) {}\n'),
    f('perf/b.cpp', '#include <benchmark/benchmark.h>\n'),
  ]);

  it('starts with the schema line, comments each suite, and validates', () => {
    const text = renderConfig(suites);
    expect(text.split('\n')[0]).toBe('# yaml-language-server: $schema=https://benchgate.dev/schema/benchgate.schema.json');
    expect(text).toContain(
      [
        '  # go-bench: detected from func Benchmark… in go/a_test.go',
        '  - name: go-bench',
        '    harness: go-bench',
        '    cwd: go',
        "    run: go test -run '^$' -bench . -benchmem -count 1 ./...",
        '    # each process settles at its own speed (code layout, a busy machine, a JIT where there is one): compare 5 runs per side',
        '    repeat: 5',
        '    timeout: 30m',
      ].join('\n'),
    );
    expect(text).toContain('  # TODO: build the benchmark binary first and replace ./bench with its path\n  - name: google-benchmark');
    const config = validateConfig(text, '.github/benchgate.yml');
    expect(config.suites.map((s) => [s.name, s.harness, s.cwd, s.run, s.output])).toEqual([
      ['criterion', 'criterion', undefined, 'cargo bench', { files: ['target/criterion'] }],
      ['go-bench', 'go-bench', 'go', "go test -run '^$' -bench . -benchmem -count 1 ./...", undefined],
      ['google-benchmark', 'google-benchmark', 'perf', './bench --benchmark_format=json', undefined],
    ]);
  });

  it('repeats in-process suites five times (processes differ, their samples do not show it) and leaves per-process harnesses to one run', () => {
    const text = renderConfig([
      { name: 'tinybench', harness: 'tinybench', cwd: '.', run: 'node bench.mjs', output: 'stdout', evidence: 'x', toolchain: 'node' },
      { name: 'go-bench', harness: 'go-bench', cwd: '.', run: 'go test -bench .', output: 'stdout', evidence: 'x', toolchain: 'go' },
      { name: 'hyperfine', harness: 'hyperfine', cwd: '.', run: 'hyperfine --export-json h.json ./a', output: { files: ['h.json'] }, evidence: 'x', toolchain: 'cpp' },
      { name: 'pyperf', harness: 'pyperf', cwd: '.', run: 'python bench.py -o b.json', output: { files: ['b.json'] }, evidence: 'x', toolchain: 'python' },
      { name: 'gungraun', harness: 'gungraun', cwd: '.', run: 'cargo bench', output: 'stdout', evidence: 'x', toolchain: 'rust' },
    ]);
    // Gungraun: every run of one build prints the same counts (real fixtures base/, twice), each under Valgrind again.
    expect(validateConfig(text, 'benchgate.yml').suites.map((s) => [s.name, s.repeat])).toEqual([
      ['tinybench', 5],
      ['go-bench', 5],
      ['hyperfine', undefined],
      ['pyperf', undefined],
      ['gungraun', undefined],
    ]);
  });

  it('quotes what YAML would misread and never folds a long command', () => {
    const long = `./bench ${'--flag '.repeat(20)}'[!benchmark]'`;
    const text = renderConfig([{ name: 'a: b', harness: 'catch2', cwd: '.', run: long, output: 'stdout', evidence: 'x', toolchain: 'cpp' }]);
    const config = validateConfig(text, 'benchgate.yml');
    expect(config.suites[0]).toMatchObject({ name: 'a: b', run: long });
  });
});

describe('setup steps', () => {
  it("ohash 2.0.12: Node is the current LTS, on which its pnpm 11 (packageManager) runs; Node 20 it refuses", () => {
    const real = (p: string): RepoFile => f(p, readFileSync(join(import.meta.dirname, 'fixtures', 'ohash-2.0.12', p), 'utf8'));
    const suites = detectSuites([real('package.json'), real('test/benchmarks.bench.ts'), f('pnpm-lock.yaml', '')]);
    expect(suites.map((s) => [s.harness, s.run, s.install])).toEqual([['vitest-bench', 'npx vitest bench --run --outputJson benchgate-vitest.json', 'pnpm install --frozen-lockfile']]);
    expect(setupSteps(suites)).toEqual(['- uses: pnpm/action-setup@v4', '- uses: actions/setup-node@v4', '  with:', "    node-version: 'lts/*'"]);
  });

  it("one setup per toolchain (the node dependencies are each suite's setup), spliced where the placeholder is", () => {
    const suites = detectSuites([
      f('go.mod', 'module a'),
      f('a_test.go', 'func BenchmarkA(b *testing.B) {}\n'),
      f('web/package.json', pkg({ tinybench: '1' })),
      f('web/b.mjs', "import { Bench } from 'tinybench'"),
    ]);
    const steps = setupSteps(suites);
    expect(steps).toEqual([
      '- uses: actions/setup-go@v5',
      '  with:',
      '    go-version: stable',
      '- uses: actions/setup-node@v4',
      '  with:',
      "    node-version: 'lts/*'",
    ]);
    expect(suites[1]!.install).toBe('npm install');
    const indented = steps.map((l) => `      ${l}`).join('\n');
    expect(adaptWorkflow(`steps:\n      - uses: actions/checkout@v5\n      ${SETUP_PLACEHOLDER}\n      - run: x\n`, steps)).toBe(`steps:\n      - uses: actions/checkout@v5\n${indented}\n      - run: x\n`);
    // The marker comment in benchgate's own workflows/ is recognised too, at its own indentation.
    expect(adaptWorkflow('  steps:\n    # Set up your toolchain here (actions/setup-go, actions/setup-node, …).\n', ['- run: a'])).toBe('  steps:\n    - run: a\n');
    expect(adaptWorkflow('no placeholder\n', steps)).toBe('no placeholder\n');
  });

  it("names every Go suite's go.sum for setup-go's cache when a module is not at the root (charmbracelet/x)", () => {
    const root = join(import.meta.dirname, 'fixtures', 'charmbracelet-x');
    const read = (p: string) => f(p, readFileSync(join(root, p), 'utf8'));
    const suites = detectSuites(['ansi/go.mod', 'ansi/wcwidth_test.go', 'input/go.mod', 'input/driver_test.go'].map(read));
    expect(suites.map((s) => [s.name, s.cwd])).toEqual([['go-bench-ansi', 'ansi'], ['go-bench-input', 'input']]);
    // No go.sum at the root: setup-go's default key finds none, warns and caches nothing.
    expect(setupSteps(suites)).toEqual([
      '- uses: actions/setup-go@v5',
      '  with:',
      '    go-version: stable',
      '    cache-dependency-path: |',
      '      ansi/go.sum',
      '      input/go.sum',
    ]);
    expect(setupSteps(suites, { cache: false })).toEqual(['- uses: actions/setup-go@v5', '  with:', '    go-version: stable', '    cache: false']);
    // A root module and one below it (go.uber.org/zap and its benchmarks/ module): both go.sum files.
    const zap = detectSuites([f('go.mod', 'module go.uber.org/zap'), f('a_test.go', 'func BenchmarkA(b *testing.B) {}\n'), f('benchmarks/go.mod', 'module go.uber.org/zap/benchmarks'), f('benchmarks/b_test.go', 'func BenchmarkB(b *testing.B) {}\n')]);
    expect(setupSteps(zap).slice(3)).toEqual(['    cache-dependency-path: |', '      go.sum', '      benchmarks/go.sum']);
  });

  it('the default branch replaces `branches: [main]`', () => {
    expect(adaptWorkflow('on:\n  push:\n    branches: [main]\n', [], 'trunk')).toBe('on:\n  push:\n    branches: [trunk]\n');
    expect(adaptWorkflow('on:\n  push:\n    branches: [main]\n', [])).toBe('on:\n  push:\n    branches: [main]\n');
  });
});

describe("detectSuites: libtest's #[bench] (nightly)", () => {
  const real = (p: string): RepoFile => f(p, readFileSync(join(import.meta.dirname, 'fixtures', 'bitflags-2.13.2', p), 'utf8'));

  it('bitflags 2.13.2: a cargo-bench suite on nightly, with its build as setup and a todo saying why', () => {
    const files = [real('Cargo.toml'), real('benches/parse.rs')];
    expect(files.every((x) => isRelevantFile(x.path))).toBe(true);
    expect(detectSuites(files)).toEqual([
      {
        name: 'cargo-bench',
        harness: 'cargo-bench',
        cwd: '.',
        run: 'cargo +nightly bench',
        output: 'stdout',
        evidence: '#[bench] in benches/parse.rs',
        todo: "libtest's #[bench] builds only on a nightly toolchain: the workflows written here install it; elsewhere run `rustup toolchain install nightly --profile minimal`",
        toolchain: 'rust',
        install: 'cargo +nightly bench --no-run',
      },
    ]);
    expect(setupSteps(detectSuites(files))).toContain('- run: rustup toolchain install nightly --profile minimal');
  });

  it('beside criterion, each #[bench] target by name ([[bench]] name, file, or folder with main.rs); a bench without #[bench] is not one', () => {
    const suites = detectSuites([
      f('crates/x/Cargo.toml', '[package]\nname = "x"\n[dev-dependencies]\ncriterion = "0.5"\n[[bench]]\nname = "renamed"\npath = "benches/old.rs"\n'),
      f('crates/x/benches/old.rs', '#![feature(test)]\nextern crate test;\n#[bench]\nfn a(b: &mut test::Bencher) {}\n'),
      f('crates/x/benches/big/main.rs', '#![feature(test)]\nextern crate test;\n    #[bench]\n    fn b(b: &mut test::Bencher) {}\n'),
      f('crates/x/benches/crit.rs', 'use criterion::Criterion;\n// #[bench] in a comment\n'),
    ]);
    expect(suites.map((s) => [s.harness, s.cwd, s.run])).toEqual([
      ['criterion', 'crates/x', 'cargo bench'],
      ['cargo-bench', 'crates/x', 'cargo +nightly bench --bench big --bench renamed'],
    ]);
    expect(suites[0]!.todo).toBe('`cargo bench` also builds the #[bench] targets (big, renamed), which only nightly compiles: give this suite `--bench NAME` for its own');
  });
});

describe("detectSuites: Gradle's JMH plugin (me.champeau.jmh)", () => {
  const fixture = (name: string) => join(import.meta.dirname, 'fixtures', name);
  const JMH_RUN = 'java -jar build/libs/*-jmh.jar -f 1 -rf json -rff benchgate-jmh.json';

  it('opentelemetry-java: each project with a src/jmh source set and the plugin through its buildSrc convention is a suite built by the root wrapper', async () => {
    const files = await readRepo(fixture('opentelemetry-java'));
    // The shell lists the source sets as folders: their Java packages lie deeper than it walks.
    expect(files.filter((x) => x.path.endsWith('/src/jmh/'))).toHaveLength(11);
    const suites = detectSuites(files);
    expect(suites.map((s) => [s.name, s.cwd, s.install])).toEqual([
      ['jmh-api-all', 'api/all', '../../gradlew -q jmhJar'],
      ['jmh-api-incubator', 'api/incubator', '../../gradlew -q jmhJar'],
      ['jmh-context', 'context', '../gradlew -q jmhJar'],
      ['jmh-exporters-otlp-all', 'exporters/otlp/all', '../../../gradlew -q jmhJar'],
      ['jmh-exporters-otlp-common', 'exporters/otlp/common', '../../../gradlew -q jmhJar'],
      ['jmh-extensions-trace-propagators', 'extensions/trace-propagators', '../../gradlew -q jmhJar'],
      ['jmh-sdk-all', 'sdk/all', '../../gradlew -q jmhJar'],
      ['jmh-sdk-common', 'sdk/common', '../../gradlew -q jmhJar'],
      ['jmh-sdk-logs', 'sdk/logs', '../../gradlew -q jmhJar'],
      ['jmh-sdk-metrics', 'sdk/metrics', '../../gradlew -q jmhJar'],
      ['jmh-sdk-trace', 'sdk/trace', '../../gradlew -q jmhJar'],
    ]);
    expect(suites[10]).toEqual({
      name: 'jmh-sdk-trace', harness: 'jmh', cwd: 'sdk/trace', install: '../../gradlew -q jmhJar', run: JMH_RUN,
      output: { files: ['benchgate-jmh.json'], stdout: true },
      evidence: 'sdk/trace/build.gradle.kts: the JMH Gradle plugin through buildSrc/src/main/kotlin/otel.jmh-conventions.gradle.kts',
      toolchain: 'java',
    });
    // setup-java caches Gradle's downloads, not Maven's, and the config it writes is valid.
    expect(setupSteps(suites)).toContain('    cache: gradle');
    expect(() => validateConfig(renderConfig(suites), 'benchgate.yml')).not.toThrow();
  });

  it('RoaringBitmap: a build that shades its own JMH jar gets a todo to point the run at it', async () => {
    const [suite, ...more] = detectSuites(await readRepo(fixture('roaringbitmap')));
    expect(more).toEqual([]);
    expect(suite).toMatchObject({ cwd: 'jmh', install: '../gradlew -q jmhJar', run: JMH_RUN, evidence: 'jmh/build.gradle.kts: the JMH Gradle plugin' });
    expect(suite!.todo).toMatch(/makes its own JMH jar \(Main-Class org\.openjdk\.jmh\.Main\)/);
  });

  it('domaframework/doma: the plugin applied as alias(libs.plugins.jmh) from gradle/libs.versions.toml', async () => {
    const files = await readRepo(fixture('doma'));
    expect(files.some((x) => x.path === 'gradle/libs.versions.toml')).toBe(true);
    expect(detectSuites(files)).toMatchObject([
      { name: 'jmh', cwd: 'doma-core', install: '../gradlew -q jmhJar', run: JMH_RUN, evidence: 'doma-core/build.gradle.kts: the JMH Gradle plugin' },
    ]);
    // Dashes in an alias are dots in its accessor; a string notation names the id too; another plugin's alias is not it.
    const catalog = (line: string) => f('gradle/libs.versions.toml', `[versions]\njmh = "1.37"\n\n[plugins]\n${line}\nshadow = { id = "com.gradleup.shadow", version = "9.6.1" }\n`);
    const module = (text: string) => [f('bench/build.gradle.kts', text), f('bench/src/jmh/', ''), f('gradlew', '')];
    expect(detectSuites([catalog('jmh-gradle = "me.champeau.jmh:0.7.3"'), ...module('plugins { alias(libs.plugins.jmh.gradle) }')])).toHaveLength(1);
    expect(detectSuites([catalog('jmh = { id = "me.champeau.jmh", version = "0.7.3" }'), ...module('plugins { alias(libs.plugins.shadow) }')])).toEqual([]);
  });

  it('the plugin from the root script, in a comment, or nowhere; no wrapper', () => {
    const jmhDir = (d: string) => f(`${d}/src/jmh/`, '');
    const root = "plugins { id 'java' }\nsubprojects {\n  apply plugin: 'me.champeau.gradle.jmh'\n}\n";
    const found = detectSuites([f('build.gradle', root), f('bench/build.gradle', 'dependencies {}'), jmhDir('bench'), f('gradlew', '')]);
    expect(found).toMatchObject([{ cwd: 'bench', install: '../gradlew -q jmhJar', evidence: 'bench/src/jmh beside bench/build.gradle; the JMH Gradle plugin in build.gradle' }]);
    expect(found[0]!.todo).toBeUndefined();
    // A convention plugin applies it only where a project names it.
    const conv = detectSuites([
      f('buildSrc/build.gradle.kts', 'dependencies { implementation("me.champeau.jmh:jmh-gradle-plugin:0.7.3") }'),
      f('buildSrc/src/main/kotlin/my.jmh.gradle.kts', 'plugins { id("me.champeau.jmh") }'),
      f('a/build.gradle.kts', 'plugins { id("my.jmh") }'), jmhDir('a'),
      f('b/build.gradle.kts', 'plugins { id("my.java") }'), jmhDir('b'),
      f('gradlew', ''),
    ]);
    expect(conv.map((s) => [s.cwd, s.evidence])).toEqual([['a', 'a/build.gradle.kts: the JMH Gradle plugin through buildSrc/src/main/kotlin/my.jmh.gradle.kts']]);
    // `apply false` at the root applies it nowhere: a project must apply it itself.
    expect(detectSuites([f('build.gradle.kts', 'plugins { id("me.champeau.jmh") version "0.7.3" apply false }'), f('bench/build.gradle.kts', 'plugins { java }'), jmhDir('bench'), f('gradlew', '')])).toEqual([]);
    expect(detectSuites([f('build.gradle.kts', 'subprojects { apply(plugin = "me.champeau.jmh") }'), f('bench/build.gradle.kts', 'plugins { java }'), jmhDir('bench'), f('gradlew', '')])).toHaveLength(1);
    // Commented out, the plugin applies nothing; a src/jmh without it has no jmhJar to build.
    expect(detectSuites([f('build.gradle.kts', '// id("me.champeau.jmh") version "0.7.2"\n/* id("me.champeau.jmh") */'), jmhDir('.'), f('gradlew', '')])).toEqual([]);
    expect(detectSuites([f('build.gradle.kts', 'plugins { java }'), jmhDir('.')])).toEqual([]);
    // No wrapper: plain `gradle`, and a todo saying so.
    const bare = detectSuites([f('build.gradle.kts', 'plugins { id("me.champeau.jmh") version "0.7.3" }'), jmhDir('.')]);
    expect(bare).toMatchObject([{ cwd: '.', install: 'gradle -q jmhJar', todo: expect.stringMatching(/no Gradle wrapper/) }]);
    // Maven beside Gradle: setup-java keeps Maven's cache.
    expect(setupSteps([...bare, ...detectSuites([f('pom.xml', '<project><dependencies><dependency><artifactId>jmh-core</artifactId></dependency></dependencies></project>')])])).toContain('    cache: maven');
  });
});

describe('detectSuites: a JavaScript benchmark package that depends on a local package to build', () => {
  it('ohash 2.0.12: its src imports "ohash/crypto", which resolves through exports to dist/: the setup builds it', async () => {
    const suites = detectSuites(await readRepo(join(import.meta.dirname, 'fixtures', 'ohash-2.0.12')));
    expect(suites).toMatchObject([{ harness: 'vitest-bench', cwd: '.', install: 'pnpm install --frozen-lockfile && pnpm run build' }]);
    // The same package without the self-import (its sources import only relative paths) needs no build.
    const pkg = f('package.json', JSON.stringify({ name: 'ohash', exports: { '.': './dist/index.mjs' }, scripts: { build: 'obuild', bench: 'vitest bench' }, devDependencies: { vitest: '4' } }));
    const bench = f('test/a.bench.ts', 'import { bench } from "vitest";\nimport { serialize } from "../src";\n');
    expect(detectSuites([pkg, bench, f('src/index.ts', 'export const serialize = 1;\n')])[0]!.install).toBe('npm install');
    expect(detectSuites([pkg, bench, f('src/index.ts', 'export { digest } from "ohash/crypto";\n')])[0]!.install).toBe('npm install && npm run build');
  });

  it('klona 2.0.6: bench/ depends on "file:../", whose main is dist/ build output: the setup builds it first', async () => {
    const suites = detectSuites(await readRepo(join(import.meta.dirname, 'fixtures', 'klona-2.0.6')));
    expect(suites).toMatchObject([{ harness: 'benchmarkjs', cwd: 'bench', run: 'node index.js', install: '(cd .. && npm install && npm run build) && npm install' }]);
    // A local dependency whose main is in the repository, or with no build script, is installed as it is.
    const pkg = (o: object) => JSON.stringify(o);
    const bench = f('bench/package.json', pkg({ devDependencies: { tinybench: '2', lib: 'file:../' } }));
    const file = f('bench/run.js', "import { Bench } from 'tinybench';\nimport lib from 'lib';\n");
    expect(detectSuites([f('package.json', pkg({ main: 'index.js', scripts: { build: 'tsc' } })), f('index.js', ''), bench, file])[0]!.install).toBe('npm install');
    expect(detectSuites([f('package.json', pkg({ main: 'dist/index.js' })), bench, file])[0]!.install).toBe('npm install');
    expect(detectSuites([f('package.json', pkg({ main: 'dist/index.js', scripts: { build: 'tsc' } })), f('pnpm-lock.yaml', ''), bench, file])[0]!.install)
      .toBe('(cd .. && pnpm install --frozen-lockfile) && (cd .. && pnpm run build)');
  });

  it("fast-deep-equal 3.1.3: benchmark/ requires its library as '..', whose main is build output: the setup builds it first", async () => {
    const suites = detectSuites(await readRepo(join(import.meta.dirname, 'fixtures', 'fast-deep-equal-3.1.3')));
    // Before: `npm install` alone, and every run stopped at `Cannot find module '…/index.js'`.
    expect(suites).toMatchObject([{ harness: 'benchmarkjs', cwd: 'benchmark', run: 'node index.js', install: '(cd .. && npm install && npm run build) && npm install' }]);
    // A relative import of a file, or of a folder that is no package, builds nothing.
    const lib = f('package.json', JSON.stringify({ main: 'dist/index.js', scripts: { build: 'tsc' } }));
    const bench = f('bench/package.json', pkg({ tinybench: '2' }));
    expect(detectSuites([lib, bench, f('bench/run.js', "import { Bench } from 'tinybench';\nimport lib from '../src/index.js';\n")])[0]!.install).toBe('npm install');
    expect(detectSuites([lib, bench, f('bench/a/run.js', "import { Bench } from 'tinybench';\nimport lib from '..';\n")])[0]!.install).toBe('npm install');
    expect(detectSuites([lib, bench, f('bench/a/run.js', "import { Bench } from 'tinybench';\nimport lib from '../../';\n")])[0]!.install)
      .toBe('(cd .. && npm install && npm run build) && npm install');
  });
});

describe('init: a repository with git submodules', () => {
  it('google/crc32c: its .gitmodules (third_party/benchmark, which its CMakeLists.txt builds) gets submodules on every checkout', () => {
    const modules = f('.gitmodules', readFileSync(join(import.meta.dirname, 'fixtures', 'crc32c-2bbb3be', 'gitmodules.txt'), 'utf8'));
    expect(isRelevantFile(modules.path)).toBe(true);
    expect(usesSubmodules([modules])).toBe(true);
    expect(usesSubmodules([f('.gitattributes', '* text=auto\n')])).toBe(false);
    const workflow = ['jobs:', '  a:', '    steps:', '      - uses: actions/checkout@v5', '        with:', '          persist-credentials: false', '      - run: make'].join('\n');
    expect(adaptWorkflow(workflow, [], 'main', { submodules: true, lfs: true }).split('\n')).toEqual([
      'jobs:', '  a:', '    steps:',
      '      - uses: actions/checkout@v5', '        with:', '          lfs: true # files kept in Git LFS (.gitattributes): benchmarks may read them',
      '          submodules: recursive # git submodules (.gitmodules): the build may need them', '          persist-credentials: false',
      '      - run: make',
    ]);
  });
});

describe('init: a repository with its submodules checked out', () => {
  it('google/crc32c: the sources of its third_party/benchmark submodule (Google Benchmark\'s own) are no suites of its own', async () => {
    const { cpSync, mkdtempSync, renameSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const dir = join(mkdtempSync(join(tmpdir(), 'benchgate-crc32c-')), 'crc32c');
    cpSync(join(import.meta.dirname, 'fixtures', 'crc32c-2bbb3be'), dir, { recursive: true });
    renameSync(join(dir, 'gitmodules.txt'), join(dir, '.gitmodules'));
    try {
      const suites = detectSuites(await readRepo(dir));
      expect(suites.map((s) => [s.cwd, s.run])).toEqual([['.', './build/crc32c_bench --benchmark_format=json']]);
    } finally {
      rmSync(dirname(dir), { recursive: true, force: true });
    }
  });
});

describe('init: a repository that keeps files in Git LFS', () => {
  const root = join(import.meta.dirname, 'fixtures', 'charmbracelet-x');
  const attributes = [f('.gitattributes', readFileSync(join(root, 'root.gitattributes.txt'), 'utf8')), f('ansi/sixel/.gitattributes', readFileSync(join(root, 'ansi/sixel/gitattributes.txt'), 'utf8'))];

  it('charmbracelet/x: its .gitattributes track files with filter=lfs', () => {
    expect(attributes.every((a) => isRelevantFile(a.path))).toBe(true);
    expect(usesGitLfs(attributes)).toBe(true);
    expect(usesGitLfs([f('.gitattributes', '* text=auto\n# *.png filter=lfs\n')])).toBe(false);
  });

  it('every checkout of the written workflows fetches LFS files, with or without a with: block', () => {
    const workflow = ['jobs:', '  a:', '    steps:', '      - uses: actions/checkout@v5', '        with:', '          persist-credentials: false', '      - uses: actions/checkout@v5', '      - run: make'].join('\n');
    const out = adaptWorkflow(workflow, [], 'main', { lfs: true });
    expect(out.split('\n')).toEqual([
      'jobs:', '  a:', '    steps:',
      '      - uses: actions/checkout@v5', '        with:', '          lfs: true # files kept in Git LFS (.gitattributes): benchmarks may read them', '          persist-credentials: false',
      '      - uses: actions/checkout@v5', '        with:', '          lfs: true # files kept in Git LFS (.gitattributes): benchmarks may read them',
      '      - run: make',
    ]);
    expect(adaptWorkflow(workflow, [])).toBe(workflow);
  });
});
