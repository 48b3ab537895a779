// `benchgate init`, the pure part: from a repository's relevant files (paths and text, read by the shell)
// to the suites a starter benchgate.yml should hold. Detection needs evidence of use, not only a declared
// dependency where a dependency means little (vitest is a test runner first; a package.json may list
// benchmark libraries it no longer uses), and every suite says what it was detected from.
import { posix } from 'node:path';
import { cmakeOptions, cmakeTargets, type CMakeTarget } from './cmake';
import { listSome, maxOf } from '../model/arrays';
import { hyperfineScripts, SHELL_SCRIPT } from './hyperfine-scripts';
import type { DetectedSuite, RepoFile } from './suite';

export type { DetectedSuite, RepoFile } from './suite';

// Time per benchmark at the harness's defaults, in seconds.
// go test: -benchtime 1s for the measured run, plus the ramp-up runs (b.N = 1, then growing) before it.
const GO_SECONDS_PER_BENCHMARK = 1.5;
// tinybench 3+ (`new Bench()`): time 1000 ms and warmupTime 250 ms per task (tinybench/src/bench.ts).
const TINYBENCH_MS = { time: 1000, warmupTime: 250 };
// vitest bench runs tinybench 2 (time 500 ms, warmupTime 100 ms per bench), after vitest itself starts.
const VITEST_BENCH_MS = { time: 500, warmupTime: 100 };
const VITEST_START_SECONDS = 2;

/** A loop in a JavaScript source: benchmarks added in it cannot be counted from the text. */
const JS_LOOP = /\bfor\s*\(|\bwhile\s*\(|\.forEach\(|\.map\(/;

/** Seconds for `count` tasks, each `time` + `warmupTime` ms: the defaults, or literal numbers in the source. */
function jsSeconds(texts: string[], count: number, defaults: { time: number; warmupTime: number }): number | undefined {
  if (count === 0 || texts.some((t) => JS_LOOP.test(t))) return undefined;
  const literal = (key: string): number | undefined => {
    const found = texts.flatMap((t) => [...t.matchAll(new RegExp(`\\b${key}\\s*:\\s*(\\d+(?:\\.\\d+)?)\\b`, 'g'))].map((m) => Number(m[1])));
    return found.length ? maxOf(found) : undefined;
  };
  return (count * ((literal('time') ?? defaults.time) + (literal('warmupTime') ?? defaults.warmupTime))) / 1000;
}

/** Folders never searched: dependencies, build output, VCS data. */
export const SKIPPED_DIRS = new Set(['.git', 'node_modules', 'target', 'vendor', 'dist', 'build', 'out', '.venv', 'venv', '__pycache__', '.tox', '.benchgate', '.gradle', '.idea']);

const SOURCE_EXT = /\.(go|py|[cm]?[jt]sx?|cc|cpp|cxx|c\+\+|h|hh|hpp)$/;
const MANIFESTS = /(^|\/)(asv\.conf\.json(?:\.(?:sample|example|template|dist))?|Cargo\.toml|go\.mod|package\.json|pom\.xml|pyproject\.toml|setup\.cfg|setup\.py|pytest\.ini|tox\.ini|CMakeLists\.txt|[^/]+\.cmake|requirements[^/]*\.txt)$/;

/** Lockfiles tell how a JavaScript package installs its dependencies; only their presence is used. */
const LOCKFILES = /(^|\/)(package-lock\.json|npm-shrinkwrap\.json|yarn\.lock|pnpm-lock\.yaml)$/;

/** Gradle scripts: a project's build and settings, and the convention plugins of buildSrc or build-logic. */
const GRADLE_SCRIPT = /(^|\/)[^/]+\.gradle(\.kts)?$/;
/** `.gitattributes`: files kept in Git LFS (`filter=lfs`) are pointers in a checkout without `lfs: true`. */
const GIT_ATTRIBUTES = /(^|\/)\.gitattributes$/;

/**
 * Whether the repository keeps files in Git LFS: benchmarks that read them (charmbracelet/x's sixel benchmark
 * decodes its LFS-tracked PNG fixtures) find pointer files in a checkout that does not fetch them, and fail.
 */
export function usesGitLfs(files: RepoFile[]): boolean {
  return files.some((f) => GIT_ATTRIBUTES.test(f.path) && /^[^#\n]*\bfilter=lfs\b/m.test(f.text));
}

/** `.gitmodules`: the folders it lists are empty in a checkout without `submodules:`. */
const GIT_MODULES = /^\.gitmodules$/;

/**
 * Whether the repository has git submodules: google/crc32c and google/snappy build Google Benchmark from
 * `add_subdirectory("third_party/benchmark")`, a submodule, and their configure fails on the empty folder of a
 * checkout that does not fetch it (their own workflows check out with `submodules: true`).
 */
export function usesSubmodules(files: RepoFile[]): boolean {
  return files.some((f) => GIT_MODULES.test(f.path) && /^\s*\[submodule\b/m.test(f.text));
}

/**
 * The folders `.gitmodules` lists (`path = third_party/benchmark`): another project's code, whose benchmarks
 * and tests are not this repository's suites. google/crc32c with its submodules checked out got three suites
 * of Google Benchmark's own sources (its library, tests and Python binding), each with the ./bench placeholder.
 */
export function submodulePaths(gitmodules: string): string[] {
  return [...gitmodules.matchAll(/^\s*path\s*=\s*(.+?)\s*$/gm)].map((m) => m[1]!.replace(/^\.\//, '').replace(/\/+$/, ''));
}

/** Gradle version catalogs (`gradle/libs.versions.toml`): a plugin applied as `alias(libs.plugins.jmh)` is named there. */
const GRADLE_CATALOG = /(^|\/)gradle\/[^/]+\.versions\.toml$/;
/** The Gradle wrapper: its presence says how to call Gradle. */
const GRADLE_WRAPPER = /(^|\/)gradlew$/;

/** Files whose presence alone matters: the shell lists them without reading them (a lockfile may be megabytes). */
export function isPresenceFile(path: string): boolean {
  return LOCKFILES.test(path) || GRADLE_WRAPPER.test(path);
}

/**
 * Folders whose presence alone matters, listed as `path/`: Gradle's JMH source set (`src/jmh`), whose Java
 * packages lie deeper than the shell looks (OpenTelemetry's sdk/trace/src/jmh/java/io/opentelemetry/sdk/trace/export).
 */
export function isPresenceDir(path: string): boolean {
  return /(^|\/)src\/jmh$/.test(path);
}

/** Which files the shell should read for `detectSuites`. */
/** Rust bench targets (libtest's `#[bench]` is looked for there; a crate's other sources are not read). */
const RUST_BENCH = /(^|\/)benches\/(.*\/)?[^/]+\.rs$/;

export function isRelevantFile(path: string): boolean {
  return MANIFESTS.test(path) || SOURCE_EXT.test(path) || LOCKFILES.test(path) || RUST_BENCH.test(path) || GRADLE_SCRIPT.test(path) || GRADLE_CATALOG.test(path) || GIT_ATTRIBUTES.test(path) || GIT_MODULES.test(path) || SHELL_SCRIPT.test(path);
}

/**
 * The command that installs a package's dependencies in a fresh checkout, by the lockfile nearest above
 * it (a workspace's is at its root): `npm ci`, `yarn install --frozen-lockfile`, `pnpm install
 * --frozen-lockfile`, or `npm install` without one.
 */
function nodeInstall(files: RepoFile[], dir: string): string {
  const { command, root } = nodeInstallAt(files, dir);
  return root === dir ? command : `cd ${posix.relative(dir, root)} && ${command}`;
}

/** The install command of nodeInstall and the folder it runs in (the lockfile's; `dir` itself without one). */
function nodeInstallAt(files: RepoFile[], dir: string): { command: string; root: string } {
  const present = new Set(files.filter((f) => LOCKFILES.test(f.path)).map((f) => f.path));
  const at = (d: string, name: string): boolean => present.has(d === '.' ? name : `${d}/${name}`);
  for (let d = dir; ; d = dirOf(d)) {
    const command = at(d, 'pnpm-lock.yaml') ? 'pnpm install --frozen-lockfile'
      : at(d, 'yarn.lock') ? 'yarn install --frozen-lockfile'
        : at(d, 'package-lock.json') || at(d, 'npm-shrinkwrap.json') ? 'npm ci' : undefined;
    if (command !== undefined) return { command, root: d };
    if (d === '.') return { command: 'npm install', root: dir };
  }
}

const dirOf = (path: string): string => posix.dirname(path);
const isUnder = (path: string, dir: string): boolean => dir === '.' || path.startsWith(`${dir}/`);
/** The deepest directory in `dirs` that holds `path`. */
const nearest = (path: string, dirs: string[]): string | undefined =>
  dirs.filter((d) => isUnder(path, d)).sort((a, b) => b.length - a.length)[0];

/** Every suite benchgate can run in this repository, in a stable order. */
export function detectSuites(files: RepoFile[]): DetectedSuite[] {
  const sorted = [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const found = [...rust(sorted), ...go(sorted), ...python(sorted), ...node(sorted), ...jmh(sorted), ...gradleJmh(sorted), ...cpp(sorted), ...hyperfineScripts(sorted)];
  return nameSuites(found);
}

/** Names are the harness id, with the folder added when one harness appears more than once. */
function nameSuites(suites: Omit<DetectedSuite, 'name'>[]): DetectedSuite[] {
  const count = new Map<string, number>();
  for (const s of suites) count.set(s.harness, (count.get(s.harness) ?? 0) + 1);
  const used = new Set<string>();
  return suites.map((s) => {
    const base = count.get(s.harness)! > 1 ? `${s.harness}-${s.label ?? (s.cwd === '.' ? 'root' : s.cwd.replace(/\//g, '-'))}` : s.harness;
    // Numbered from the base name: appending to the last try named the eleventh pyperf script in one folder
    // `…-2-3-4-5-6-7-8-9-10-11` (jsonschema 4.26.0's benchmarks, test/init/fixtures/jsonschema-4.26.0).
    let name = base;
    for (let i = 2; used.has(name); i++) name = `${base}-${i}`;
    used.add(name);
    return { name, ...s };
  });
}

// Cargo: `criterion = …`, `criterion.workspace = true` or `[dev-dependencies.criterion]` in a dependency table.
function cargoDependency(toml: string, crate: string): string | undefined {
  let section = '';
  for (const raw of toml.split(/\r?\n/)) {
    const line = raw.replace(/#.*$/, '').trim();
    const header = /^\[([^\]]+)\]$/.exec(line);
    if (header) {
      section = header[1]!.replace(/\s/g, '');
      const table = new RegExp(`(^|\\.)((dev-)?dependencies)\\.${crate}$`).exec(section);
      if (table) return `[${table[2]}]`;
      continue;
    }
    const inDeps = /(^|\.)(dev-)?dependencies$/.exec(section);
    if (inDeps && new RegExp(`^${crate}\\s*(=|\\.)`).test(line)) return `[${inDeps[2] ?? ''}dependencies]`;
  }
  return undefined;
}

/** Builds the benches without running them: cargo's build is not part of any timing, but it is of a round's. */
const CARGO_BUILD = 'cargo bench --no-run';

function rust(files: RepoFile[]): Omit<DetectedSuite, 'name'>[] {
  const manifests = files.filter((f) => posix.basename(f.path) === 'Cargo.toml');
  const workspaces = manifests.filter((m) => /^\s*\[workspace\]/m.test(m.text)).map((m) => dirOf(m.path));
  const out: Omit<DetectedSuite, 'name'>[] = [];
  for (const m of manifests) {
    if (!/^\s*\[package\]/m.test(m.text)) continue; // a virtual workspace root: its members are detected
    const dir = dirOf(m.path);
    // Cargo writes target/ at the workspace root, not in the member's folder.
    const root = nearest(m.path, workspaces) ?? dir;
    const target = posix.join(posix.relative(dir, root) || '.', 'target', 'criterion');
    const mine = out.length;
    const criterion = cargoDependency(m.text, 'criterion');
    if (criterion) {
      out.push({ harness: 'criterion', cwd: dir, run: 'cargo bench', output: { files: [target] }, evidence: `${m.path}: criterion in ${criterion}`, toolchain: 'rust', install: CARGO_BUILD });
    }
    const divan = cargoDependency(m.text, 'divan');
    if (divan) {
      out.push({
        harness: 'divan',
        cwd: dir,
        run: 'cargo bench',
        output: 'stdout',
        evidence: `${m.path}: divan in ${divan}`,
        ...(criterion ? { todo: 'criterion and divan share `cargo bench`: give each suite its own `--bench NAME`' } : {}),
        toolchain: 'rust',
        install: CARGO_BUILD,
      });
    }
    // Gungraun, or iai-callgrind (its former name): the console output, which both print alike.
    let callgrinds = false;
    for (const crate of ['gungraun', 'iai-callgrind']) {
      const callgrind = cargoDependency(m.text, crate);
      if (!callgrind) continue;
      callgrinds = true;
      const shared = criterion || divan ? `; it shares \`cargo bench\` with ${criterion ? 'criterion' : 'divan'}: give each suite its own \`--bench NAME\`` : '';
      out.push({
        harness: crate,
        cwd: dir,
        run: 'cargo bench',
        output: 'stdout',
        evidence: `${m.path}: ${crate} in ${callgrind}`,
        todo: `${crate} needs Valgrind and the runner of the same version on the runner machine: the workflows written here install them; elsewhere \`sudo apt-get install -y valgrind && cargo install ${crate}-runner --version <${crate}'s version>\`${shared}`,
        toolchain: 'rust',
        install: CARGO_BUILD,
      });
    }
    // The `bencher` crate: libtest's Bencher ported to stable (servo/rust-url's url and idna), printing libtest's
    // `test x ... bench: 1,234 ns/iter (+/- 56)` lines from `benchmark_main!` targets (harness = false).
    const bencher = cargoDependency(m.text, 'bencher');
    if (bencher) {
      const others = out.slice(mine).map((s) => s.harness);
      out.push({
        harness: 'cargo-bench',
        cwd: dir,
        run: 'cargo bench',
        output: 'stdout',
        evidence: `${m.path}: bencher in ${bencher}`,
        ...(others.length > 0 ? { todo: `bencher shares \`cargo bench\` with ${describeList(others)}: give each suite its own \`--bench NAME\`` } : {}),
        toolchain: 'rust',
        install: CARGO_BUILD,
      });
    }
    const libtest = libtestBenches(files, m, dir);
    if (libtest.length > 0) {
      // A plain `cargo bench` builds every bench target, the #[bench] ones too, which stable rustc refuses.
      for (const other of out.slice(mine)) {
        const own = `\`cargo bench\` also builds the #[bench] targets (${libtest.map((t) => t.target).join(', ')}), which only nightly compiles: give this suite \`--bench NAME\` for its own`;
        other.todo = other.todo === undefined ? own : `${other.todo}; ${own}`;
      }
      // Beside another harness, `cargo bench` would run both into one output: the #[bench] targets by name.
      const only = criterion || divan || callgrinds || bencher ? libtest.map((t) => ` --bench ${t.target}`).join('') : '';
      out.push({
        harness: 'cargo-bench',
        cwd: dir,
        run: `cargo +nightly bench${only}`,
        output: 'stdout',
        evidence: `#[bench] in ${describeList(libtest.map((t) => t.path))}`,
        todo: "libtest's #[bench] builds only on a nightly toolchain: the workflows written here install it; elsewhere run `rustup toolchain install nightly --profile minimal`",
        toolchain: 'rust',
        install: 'cargo +nightly bench --no-run',
      });
    }
    const targets = benchTargets(files, m, dir);
    withRequiredFeatures(out.slice(mine), targets);
    for (const suite of out.slice(mine)) if (suite.harness === 'criterion') withCriterionDefaults(suite, targets);
    const unread = unreadTargetsNote(m, targets);
    const first = out[mine];
    if (unread !== undefined && first !== undefined) first.todo = first.todo === undefined ? unread : `${first.todo}; ${unread}`;
  }
  return out;
}

/**
 * Each crate's bench targets that no suite here reads, said (`benchgate init` prints them, and the crate's first
 * suite keeps it as a TODO): datealgo 0.2.1's zenbench targets were left out without a word.
 */
export function unreadBenchTargets(files: RepoFile[]): string[] {
  const sorted = [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return sorted
    .filter((m) => posix.basename(m.path) === 'Cargo.toml' && /^\s*\[package\]/m.test(m.text))
    .map((m) => unreadTargetsNote(m, benchTargets(sorted, m, dirOf(m.path))))
    .filter((note): note is string => note !== undefined);
}

/** Crates of the standard library, never a harness. */
const RUST_STD = new Set(['std', 'core', 'alloc', 'self', 'super', 'crate']);

/**
 * The bench targets of a crate whose source runs none of the harnesses benchgate reads (criterion, divan,
 * Gungraun, iai-callgrind, bencher, libtest's #[bench]), naming the dependency they run under where the source
 * shows it (`use zenbench::prelude::*`).
 */
function unreadTargetsNote(manifest: RepoFile, targets: BenchTarget[]): string | undefined {
  const reads = (text: string): boolean =>
    Object.entries(HARNESS_SOURCE).some(([crate, source]) => source.test(text) && cargoDependency(manifest.text, crate) !== undefined) ||
    (/\bbencher::|\bbenchmark_main!/.test(text) && cargoDependency(manifest.text, 'bencher') !== undefined) ||
    /^\s*#\[bench\]/m.test(text);
  const unread = targets.filter((t) => !reads(t.text));
  if (unread.length === 0) return undefined;
  const harnesses = new Set<string>();
  // The dependency that provides the target's main (`zenbench::main!(…)`), or its prelude, or one named as a
  // benchmark crate: not the first crate the source names (datealgo's first is `time`, one of the compared).
  const HINTS = [/\b([a-z][a-z0-9_]*)::main!/g, /\buse\s+([a-z][a-z0-9_]*)::prelude\b/g, /\b([a-z][a-z0-9_]*bench[a-z0-9_]*)::/g];
  for (const t of unread) {
    const crates = HINTS.flatMap((hint) => [...t.text.matchAll(hint)].map((x) => x[1]!));
    const named = crates
      .filter((c) => !RUST_STD.has(c))
      .flatMap((c) => [c, c.replace(/_/g, '-')])
      .find((c) => cargoDependency(manifest.text, c) !== undefined && !(c in HARNESS_SOURCE) && c !== 'bencher');
    if (named !== undefined) harnesses.add(named);
  }
  const list = listSome(unread.map((t) => `${t.name} (${t.path})`), 3);
  const under = harnesses.size > 0 ? `run under ${[...harnesses].join(', ')}, which benchgate does not read` : 'run no harness benchgate reads';
  return `bench target${unread.length > 1 ? 's' : ''} ${list} of ${manifest.path} ${under}: not measured (a \`custom-json\` suite reads a harness's own JSON: docs/custom-json.md)`;
}

/** What a bench target's source shows of the harness it runs under (its `use` lines or its main macro). */
const HARNESS_SOURCE: Record<string, RegExp> = {
  criterion: /\bcriterion(?:::|_main!)/,
  divan: /\bdivan::/,
  gungraun: /\bgungraun::/,
  'iai-callgrind': /\biai_callgrind::/,
};

/**
 * A harness's bench targets that declare `required-features` are skipped by a plain `cargo bench`, without a word
 * (datealgo 0.2.1: its criterion and iai-callgrind targets need `criterion-benches` / `iai-bench`; `cargo bench`
 * ran its zenbench targets alone, so the criterion suite found no target/criterion and the iai-callgrind one read
 * zenbench's output). Such a suite runs its own targets by name with their features, and builds them so.
 */
function withRequiredFeatures(suites: Omit<DetectedSuite, 'name'>[], targets: BenchTarget[]): void {
  for (const s of suites) {
    const source = HARNESS_SOURCE[s.harness];
    if (source === undefined) continue;
    const own = targets.filter((t) => source.test(t.text));
    const features = [...new Set(own.flatMap((t) => t.requiredFeatures))];
    if (features.length === 0) continue;
    const args = ` --features ${features.join(',')}${own.map((t) => ` --bench ${t.name}`).join('')}`;
    s.run = `cargo bench${args}`;
    s.install = `cargo bench${args} --no-run`;
    // Named targets: the todo to split a shared `cargo bench` is done.
    if (s.todo !== undefined) s.todo = s.todo.replace(/; it shares `cargo bench` with \w+: give each suite its own `--bench NAME`$/, '').replace(/^\w+ and \w+ share `cargo bench`: give each suite its own `--bench NAME`$/, '') || undefined;
    if (s.todo === undefined) delete s.todo;
  }
}

// criterion's defaults (criterion::Criterion::default()): 100 samples, 5 s of measurement after 3 s of warm-up, and a
// bootstrap of 100,000 resamples of the samples in the analysis.
const CRITERION_DEFAULTS = { samples: 100, measurement: 5, warmUp: 3, resamples: 100_000 };
/**
 * What criterion spends on a benchmark beyond its warm-up and measurement (analysis, the comparison with the last run,
 * plots), in seconds: a fixed part plus one per sample and resample of its bootstraps. Measured here on datealgo 0.2.1
 * (cargo 1.95, criterion 0.8.2): `rd_to_date`, a 6 ns function, took 50.7 s under the project's `sample_size(5000)` and
 * 10 s of measurement (37 s beyond its 13 s); its 89 benchmarks under criterion's defaults took 1,154 s, 13 s each.
 */
const CRITERION_OVERHEAD_SECONDS = { fixed: 4, perSampleResample: 33 / (5000 * 100_000) };
/** A run's timeout as the config written by init sets it (templates/init/benchgate.yml.mustache). */
const RUN_TIMEOUT_SECONDS = 30 * 60;

/** The largest literal a criterion setting is given in the sources (`.sample_size(5000)`, `Duration::from_secs(10)`). */
function criterionSetting(texts: string[], name: string): number | undefined {
  const found: number[] = [];
  const duration = /^Duration::from_(secs|millis|secs_f64|secs_f32)\(\s*([\d_.]+)\s*\)/;
  for (const text of texts) {
    for (const m of text.matchAll(new RegExp(`\\.${name}\\(\\s*([^()]*(?:\\([^()]*\\))?)\\s*\\)`, 'g'))) {
      const arg = m[1]!.trim().replace(/^std::time::|^core::time::/, '');
      const d = duration.exec(arg);
      const value = d !== null ? Number(d[2]!.replace(/_/g, '')) / (d[1] === 'millis' ? 1000 : 1) : Number(arg.replace(/_/g, ''));
      if (Number.isFinite(value) && value > 0) found.push(value);
    }
  }
  return found.length > 0 ? maxOf(found) : undefined;
}

/**
 * A criterion suite whose sources ask for more than criterion's defaults, so much that a run would not end in its
 * timeout, runs with the defaults on the command line (criterion_group! applies `configure_from_args` after the
 * group's config, so they take its place): datealgo 0.2.1's `sample_size(5000).measurement_time(10 s)` took 51 s a
 * benchmark here, and its 89 benchmarks over an hour a run. Only where every target the command runs is criterion's:
 * libtest refuses the options ("Unrecognized option"). The TODO says what was changed, and how to undo it.
 */
function withCriterionDefaults(suite: Omit<DetectedSuite, 'name'>, targets: BenchTarget[]): void {
  const named = [...suite.run.matchAll(/--bench (\S+)/g)].map((x) => x[1]!);
  const runs = named.length > 0 ? targets.filter((t) => named.includes(t.name)) : targets;
  if (runs.length === 0 || !runs.every((t) => HARNESS_SOURCE.criterion!.test(t.text))) return;
  const texts = runs.map((t) => t.text);
  const set = {
    samples: criterionSetting(texts, 'sample_size'),
    measurement: criterionSetting(texts, 'measurement_time'),
    warmUp: criterionSetting(texts, 'warm_up_time'),
    resamples: criterionSetting(texts, 'nresamples'),
  };
  const samples = set.samples ?? CRITERION_DEFAULTS.samples;
  const measurement = set.measurement ?? CRITERION_DEFAULTS.measurement;
  const warmUp = set.warmUp ?? CRITERION_DEFAULTS.warmUp;
  const resamples = set.resamples ?? CRITERION_DEFAULTS.resamples;
  // Benchmarks written out in the sources: one made in a loop counts once, so this is a lower bound.
  const count = texts.reduce((n, t) => n + (t.match(/\.bench_(?:function|with_input)\s*\(/g)?.length ?? 0), 0);
  const overhead = (n: number, r: number): number => CRITERION_OVERHEAD_SECONDS.fixed + CRITERION_OVERHEAD_SECONDS.perSampleResample * n * r;
  const perBenchmark = (n: number, measure: number, warm: number, r: number): number => warm + measure + overhead(n, r);
  const seconds = count * perBenchmark(samples, measurement, warmUp, resamples);
  const d = CRITERION_DEFAULTS;
  // Under criterion's own defaults (or less) there is nothing to replace, however many benchmarks.
  const heavier = samples > d.samples || measurement > d.measurement || warmUp > d.warmUp || resamples > d.resamples;
  if (seconds <= RUN_TIMEOUT_SECONDS || !heavier) return;
  const args = `--sample-size ${d.samples} --measurement-time ${d.measurement} --warm-up-time ${d.warmUp}`;
  suite.run = suite.run.includes(' -- ') ? `${suite.run} ${args}` : `${suite.run} -- ${args}`;
  const asked = [
    ...(set.samples !== undefined ? [`sample_size(${samples})`] : []),
    ...(set.measurement !== undefined ? [`measurement_time ${measurement} s`] : []),
    ...(set.warmUp !== undefined ? [`warm_up_time ${warmUp} s`] : []),
    ...(set.resamples !== undefined ? [`nresamples(${resamples})`] : []),
  ].join(', ');
  const minutes = (x: number): string => `${Math.round(x / 60)} min`;
  const todo =
    `the benchmarks' criterion config (${asked}) makes a run of their ${count} benchmarks about ${minutes(seconds)}, over the ${minutes(RUN_TIMEOUT_SECONDS)} timeout (criterion's analysis of ${samples} samples alone takes ~${Math.round(overhead(samples, resamples))} s a benchmark): ` +
    `\`run\` passes criterion's defaults (\`${args}\`, about ${minutes(count * perBenchmark(d.samples, d.measurement, d.warmUp, d.resamples))} a run), which take the place of a group's config; remove them, and raise \`timeout\`, to measure with the project's own`;
  suite.todo = suite.todo === undefined ? todo : `${suite.todo}; ${todo}`;
}

interface BenchTarget {
  name: string;
  /** The target's source file. */
  path: string;
  requiredFeatures: string[];
  text: string;
}

/**
 * The crate's bench targets with a source here: its `[[bench]]` tables (`path`, else benches/<name>.rs or
 * benches/<name>/main.rs) and, unless `autobenches = false`, the files cargo finds in benches/ by itself.
 */
function benchTargets(files: RepoFile[], manifest: RepoFile, dir: string): BenchTarget[] {
  const at = (rel: string) => files.find((f) => f.path === posix.join(dir, rel));
  const out: BenchTarget[] = [];
  const seen = new Set<string>();
  for (const table of manifest.text.split(/^\s*\[\[bench\]\]\s*$/m).slice(1)) {
    const body = table.split(/^\s*\[/m)[0]!;
    const name = /^\s*name\s*=\s*"([^"]+)"/m.exec(body)?.[1];
    if (name === undefined) continue;
    const path = /^\s*path\s*=\s*"([^"]+)"/m.exec(body)?.[1];
    const file = path !== undefined ? at(path) : (at(`benches/${name}.rs`) ?? at(`benches/${name}/main.rs`));
    if (file === undefined) continue;
    seen.add(file.path);
    const features = /^\s*required-features\s*=\s*\[([^\]]*)\]/m.exec(body)?.[1] ?? '';
    out.push({ name, path: file.path, requiredFeatures: [...features.matchAll(/"([^"]+)"/g)].map((x) => x[1]!), text: file.text });
  }
  if (/^\s*autobenches\s*=\s*false/m.test(manifest.text)) return out;
  const benches = posix.join(dir, 'benches') + '/';
  for (const f of files) {
    if (seen.has(f.path) || !f.path.startsWith(benches)) continue;
    const rel = f.path.slice(benches.length);
    const name = /^[^/]+\.rs$/.test(rel) ? rel.slice(0, -3) : /^[^/]+\/main\.rs$/.test(rel) ? rel.slice(0, -'/main.rs'.length) : undefined;
    if (name !== undefined) out.push({ name, path: f.path, requiredFeatures: [], text: f.text });
  }
  return out;
}

/**
 * The crate's bench targets that use libtest's `#[bench]` (nightly `#![feature(test)]`), with their target
 * names: a `[[bench]]` table's `name` for its `path`, else cargo's own (benches/x.rs → x, benches/x/main.rs → x).
 */
function libtestBenches(files: RepoFile[], manifest: RepoFile, dir: string): { path: string; target: string }[] {
  const named = new Map<string, string>();
  for (const table of manifest.text.split(/^\s*\[\[bench\]\]\s*$/m).slice(1)) {
    const body = table.split(/^\s*\[/m)[0]!;
    const name = /^\s*name\s*=\s*"([^"]+)"/m.exec(body)?.[1];
    const path = /^\s*path\s*=\s*"([^"]+)"/m.exec(body)?.[1];
    if (name !== undefined && path !== undefined) named.set(posix.normalize(path), name);
  }
  const benches = dir === '.' ? 'benches/' : `${dir}/benches/`;
  return files
    .filter((f) => f.path.startsWith(benches) && f.path.endsWith('.rs') && /^\s*#\[bench\]/m.test(f.text))
    .map((f) => {
      const rel = f.path.slice(benches.length);
      const own = rel.endsWith('/main.rs') ? rel.slice(0, -'/main.rs'.length) : rel.slice(0, -'.rs'.length);
      return { path: f.path, target: named.get(`benches/${rel}`) ?? own };
    })
    .filter((t) => !t.target.includes('/'));
}

function go(files: RepoFile[]): Omit<DetectedSuite, 'name'>[] {
  const modules = files.filter((f) => posix.basename(f.path) === 'go.mod').map((f) => dirOf(f.path));
  const byModule = new Map<string, string[]>();
  for (const f of files) {
    if (!f.path.endsWith('_test.go') || !/^func\s+Benchmark\w*\s*\(\s*\w+\s+\*testing\.B\s*\)/m.test(f.text)) continue;
    const mod = nearest(f.path, modules) ?? dirOf(f.path);
    byModule.set(mod, [...(byModule.get(mod) ?? []), f.path]);
  }
  return [...byModule].map(([mod, tests]) => {
    const texts = files.filter((f) => tests.includes(f.path));
    // Files a plain `go test` leaves out: their benchmarks are not run by the command written here.
    const tagged = texts.map((f) => ({ path: f.path, tags: goBuildTags(f.text) })).filter((t) => t.tags.length > 0);
    const tags = [...new Set(tagged.flatMap((t) => t.tags))];
    // Every benchmark behind the project's tags: without them the suite would measure nothing and fail, so the
    // run passes them. Where some build without, adding tags may compile more than benchmarks: the user decides.
    const allTagged = tagged.length === texts.length;
    return {
      ...goEstimate(allTagged ? texts : texts.filter((f) => !tagged.some((t) => t.path === f.path))),
      harness: 'go-bench',
      cwd: mod,
      // One sample per benchmark per process: `repeat` (written by renderConfig) makes the runs the replicates.
      run: `go test -run '^$'${allTagged ? ` -tags ${tags.join(',')}` : ''} -bench . -benchmem -count 1 ./...`,
      output: 'stdout',
      evidence: `func Benchmark… in ${describeList(tests)}`,
      ...(allTagged
        ? { todo: `every benchmark file here builds only with \`-tags ${tags.join(',')}\` (their //go:build line), so \`run\` passes them: check they compile nothing else you would not measure` }
        : tagged.length > 0
          ? { todo: `${describeList(tagged.map((t) => t.path))} build only with \`-tags ${tags.join(',')}\` (their //go:build line): this command leaves their benchmarks out; add the tags to \`run\` to measure them` }
          : {}),
      toolchain: 'go' as const,
    };
  });
}

// go/build's known operating systems and architectures (syslist.go), and the other tags the toolchain sets itself.
const GO_OS = 'aix android darwin dragonfly freebsd hurd illumos ios js linux nacl netbsd openbsd plan9 solaris wasip1 windows zos';
const GO_ARCH = '386 amd64 amd64p32 arm armbe arm64 arm64be loong64 mips mipsle mips64 mips64le mips64p32 mips64p32le ppc ppc64 ppc64le riscv riscv64 s390 s390x sparc sparc64 wasm';
const GO_TOOL_TAGS = new Set([...GO_OS.split(' '), ...GO_ARCH.split(' '), 'unix', 'cgo', 'gc', 'gccgo', 'race', 'msan', 'asan']);
// What holds on the workflows' runner (ubuntu-latest: linux/amd64, gc, cgo enabled) without `-tags`.
const GO_RUNNER_TAGS = new Set(['linux', 'amd64', 'unix', 'gc', 'cgo']);
const isGoToolTag = (tag: string): boolean => GO_TOOL_TAGS.has(tag) || /^go1\.\d+$/.test(tag) || tag.startsWith('goexperiment.');

const MAX_BUILD_TOKENS = 256;

/**
 * The tags of the user's own (`-tags`) that a Go file's `//go:build` line needs on the runner: none where it builds
 * there without them, or not even with them (another OS). celestia-app's `//go:build benchmarks` on
 * app/benchmarks/ (its `make test-bench`: `go test -tags=benchmarks -bench=. ./app/benchmarks/...`).
 */
export function goBuildTags(text: string): string[] {
  const header = text.split(/^package\s/m)[0]!;
  const expr = /^\/\/go:build\s+(.+)$/m.exec(header)?.[1]?.trim();
  if (expr === undefined) return [];
  const tokens = expr.match(/!|&&|\|\||\(|\)|[\w.]+/g) ?? [];
  // Read by recursive descent: a line of thousands of `(` or `!` is no build constraint a project writes, and is left alone.
  if (tokens.length > MAX_BUILD_TOKENS) return [];
  const own = [...new Set(tokens.filter((t, i) => /^[\w.]+$/.test(t) && !isGoToolTag(t) && tokens[i - 1] !== '!'))];
  const holds = (set: (tag: string) => boolean): boolean | undefined => {
    let i = 0;
    const or = (): boolean | undefined => {
      let v = and();
      while (tokens[i] === '||') { i++; const r = and(); v = v === undefined || r === undefined ? undefined : v || r; }
      return v;
    };
    const and = (): boolean | undefined => {
      let v = unary();
      while (tokens[i] === '&&') { i++; const r = unary(); v = v === undefined || r === undefined ? undefined : v && r; }
      return v;
    };
    const unary = (): boolean | undefined => {
      const t = tokens[i++];
      if (t === '!') { const v = unary(); return v === undefined ? undefined : !v; }
      if (t === '(') { const v = or(); return tokens[i++] === ')' ? v : undefined; }
      return t !== undefined && /^[\w.]+$/.test(t) ? set(t) : undefined;
    };
    const v = or();
    return i === tokens.length ? v : undefined;
  };
  const runner = (t: string): boolean => GO_RUNNER_TAGS.has(t) || /^go1\.\d+$/.test(t);
  if (own.length === 0 || holds(runner) !== false) return [];
  return holds((t) => runner(t) || own.includes(t)) === true ? own : [];
}

/** Benchmark functions × the default -benchtime; sub-benchmarks (`b.Run`) are usually made in a loop: not counted. */
function goEstimate(tests: RepoFile[]): { estimatedSeconds?: number } {
  if (tests.some((f) => /\.Run\s*\(/.test(f.text))) return {};
  const count = tests.reduce((n, f) => n + (f.text.match(/^func\s+Benchmark\w*\s*\(\s*\w+\s+\*testing\.B\s*\)/gm) ?? []).length, 0);
  return { estimatedSeconds: count * GO_SECONDS_PER_BENCHMARK };
}

const PY_PROJECT = /(^|\/)(pyproject\.toml|setup\.cfg|setup\.py|pytest\.ini|tox\.ini|requirements[^/]*\.txt)$/;

/**
 * pytest's `testpaths` in `dir`'s project files (pyproject.toml's `testpaths = ["tests"]`, or the ini files'
 * whitespace-separated list, continued on indented lines), relative to `dir`; undefined where none sets it.
 * pytest collects only those folders when it is given no path: benchmarks outside them are never run.
 */
function pytestTestpaths(files: RepoFile[], dir: string): string[] | undefined {
  return pytestList(files, dir, 'testpaths')?.map((p) => posix.normalize(p).replace(/\/+$/, ''));
}

/** A list option of pytest's configuration in `dir`'s project files (`testpaths`, `python_files`); undefined where none sets it. */
function pytestList(files: RepoFile[], dir: string, key: string): string[] | undefined {
  for (const f of files) {
    if (dirOf(f.path) !== dir || !/^(pyproject\.toml|pytest\.ini|tox\.ini|setup\.cfg)$/.test(posix.basename(f.path))) continue;
    const m = new RegExp(`^[ \\t]*${key}[ \\t]*=[ \\t]*(\\[[^\\]]*\\]|.*)`, 'm').exec(f.text);
    if (m === null) continue;
    const value = m[1]!;
    if (value.startsWith('[')) return [...value.matchAll(/["']([^"']+)["']/g)].map((x) => x[1]!);
    // A TOML string is one line; an ini value goes on over its indented lines.
    const more = f.path.endsWith('.toml') ? [] : iniContinuation(f.text.slice(m.index + m[0].length + 1));
    return [value, ...more].join(' ').split(/[\s,]+/).filter(Boolean);
  }
  return undefined;
}

/**
 * An ini value's continuation lines, as pytest's iniconfig reads them: every indented line up to the next line
 * that starts at the margin; blank lines and comment lines (`#`, `;`, indented or not) are skipped without
 * ending the value. yarl's pytest.ini opens `addopts =` with a comment above each option (`# pytest-xdist:`
 * before `--numprocesses=auto`): a value cut at the first comment read empty.
 */
function iniContinuation(rest: string): string[] {
  const out: string[] = [];
  for (const line of rest.split('\n')) {
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#') || trimmed.startsWith(';')) continue;
    if (!/^[ \t]/.test(line)) break;
    out.push(trimmed);
  }
  return out;
}

/**
 * Options in the project's `addopts` that leave `--benchmark-only` nothing to measure: the plugin unloaded (bidict's
 * `-p no:benchmark`, with `--numprocesses=auto`: its benchmarks run with `-c /dev/null -n0`), benchmarks skipped or
 * disabled, or pytest-xdist workers, under which pytest-benchmark turns itself off. Or coverage: pytest-cov, which
 * the workflow does not install (yarl's `-p pytest_cov`: "Error importing plugin", exit 4), and whose tracing
 * would slow the code measured. Or `--codspeed`, under which pytest-codspeed blocks pytest-benchmark.
 */
const ADDOPTS_AGAINST_BENCHMARKS = /^(?:-p\s*no:(?:pytest_)?benchmark|--benchmark-(?:skip|disable)\b|-n|--numprocesses\b|--dist\b|--tx\b|--cov\b|-p\s*pytest_cov\b|--codspeed\b)/;

/**
 * Whether pytest collects `path` when it walks a folder: its name matches `python_files` (default `test_*.py` and
 * `*_test.py`, fnmatch globs). A file named on the command line is collected whatever its name.
 */
function collectedByName(path: string, patterns: string[] = ['test_*.py', '*_test.py']): boolean {
  const name = posix.basename(path);
  return patterns.some((p) => new RegExp(`^${p.split('').map((c) => (c === '*' ? '.*' : c === '?' ? '.' : escapeRegExp(c))).join('')}$`).test(name));
}

/**
 * A virtual environment per tree, inside the tree, with the tree's own build of the project (extension
 * modules included), seeing the tools the workflow installs (pytest, pytest-benchmark, pyperf). One install in
 * the job's environment would be one commit's copy: the base tree of paired rounds would import the head's
 * (src/run/python-trees.ts refuses that); an editable one also works only without extension modules.
 */
export const PY_VENV = '.benchgate-venv';
const PY_VENV_PYTHON = `${PY_VENV}/bin/python`;
// The venv ignores itself (`*` in its own .gitignore, as Python 3.13's venv writes it; older ones do not), so the
// checkout it is built in stays clean in `git status`.
// `--system-site-packages` reaches the base interpreter's packages, not those of a virtual environment `python3`
// runs in: a local `benchgate run` from an activated venv that holds pytest and pytest-benchmark failed with
// ".benchgate-venv/bin/python: No module named pytest" (hpack 4.2.0 under a Python 3.12 venv). A `.pth` line with
// `python3`'s own site-packages puts them after the venv's own (its build of the project still comes first); where
// `python3` is no venv (the workflow's), that folder is the system one already.
const PURELIB = `-c 'import sysconfig; print(sysconfig.get_path("purelib"))'`;
const pyInstall = (project: string): string =>
  `python3 -m venv --system-site-packages ${PY_VENV} && echo '*' > ${PY_VENV}/.gitignore && python3 ${PURELIB} > "$(${PY_VENV_PYTHON} ${PURELIB})/benchgate-outer.pth" && ${PY_VENV_PYTHON} -m pip install ${project}`;

/**
 * What the extra of `dir`'s project that lists pytest-benchmark (`[project.optional-dependencies]` of pyproject.toml,
 * `[options.extras_require]` of setup.cfg, or a PEP 735 `[dependency-groups]` group) needs beside pytest and pytest-benchmark, installed with the project:
 * markdown-it-py's `benchmarking` extra brings psutil, which its benchmarking/conftest.py imports when the JSON is
 * written (without it: ModuleNotFoundError, no JSON). Not the extra itself: its pins of pytest-benchmark would
 * shadow the workflow's (cbor2 5.6.5 pins pytest-benchmark==4.0.0, which errors on every test under pytest 9).
 * Another extra joins when a benchmark module imports one of its packages: markdown-it-py's bench_packages.py
 * imports mistune, commonmark… of its `compare` extra inside each test (without them: 5 of its 6 benchmarks fail
 * with ModuleNotFoundError, and so does the suite). A package is matched by its import name as pip normalises
 * it (`markdown-it-pyrs` → `markdown_it_pyrs`); one imported under another name (PyYAML's yaml) is not.
 */
function benchExtraRequirements(files: RepoFile[], dir: string, benchTexts: string[]): string[] {
  const name = (r: string): string => (/^[A-Za-z0-9][\w.-]*/.exec(r)?.[0] ?? '').toLowerCase().replace(/[-_.]+/g, '-');
  const imported = new Set<string>();
  const modules = (text: string): string[] => [...text.matchAll(PY_IMPORT)].flatMap((m) => (m[1] ?? m[2]!).split(',').map((mod) => mod.trim()));
  // The project's own modules the benchmarks import are read too, one level: cattrs' bench/ imports
  // cattrs.preconf.orjson, which imports orjson, the `orjson` extra (ModuleNotFoundError without it).
  const byPath = new Map(files.map((f) => [f.path, f]));
  const own = (mod: string): RepoFile | undefined => {
    const rel = mod.replace(/\./g, '/');
    for (const base of dir === '.' ? ['', 'src/'] : [`${dir}/`, `${dir}/src/`]) {
      const found = byPath.get(`${base}${rel}.py`) ?? byPath.get(`${base}${rel}/__init__.py`);
      if (found !== undefined) return found;
    }
    return undefined;
  };
  const read = new Set<RepoFile>();
  for (const t of benchTexts) {
    for (const mod of modules(t)) {
      imported.add(mod.split('.')[0]!.toLowerCase());
      const file = mod.includes('.') ? own(mod) : undefined;
      if (file === undefined || read.has(file)) continue;
      read.add(file);
      for (const inner of modules(file.text)) imported.add(inner.split('.')[0]!.toLowerCase());
    }
  }
  const extras = [...extrasOf(files, dir), ...extrasOf(files, dir, GROUPS)];
  const bench = extras.find((requirements) => requirements.some((r) => name(r) === 'pytest-benchmark'));
  // pytest itself (every benchmark module imports it) and pytest-benchmark are the workflow's; pytest-codspeed
  // (beside it in pydantic's `dev` group) brings a `benchmark` fixture of its own.
  const notTooling = (r: string): boolean => !['pytest', 'pytest-benchmark', 'pytest-codspeed'].includes(name(r));
  const out = bench?.filter(notTooling) ?? [];
  for (const requirements of extras) {
    if (requirements === bench || !requirements.some((r) => notTooling(r) && imported.has(name(r).replace(/-/g, '_')))) continue;
    for (const r of requirements) if (notTooling(r) && !out.includes(r)) out.push(r);
  }
  return out;
}

/** `import a, b.c` and `from a.b import c` at any indent (benchmarks import inside the test): the modules named. */
const PY_IMPORT = /^[ \t]*(?:import[ \t]+([\w.]+(?:[ \t]*,[ \t]*[\w.]+)*)|from[ \t]+([\w.]+)[ \t]+import\b)/gm;

// The array's body up to its unquoted `]`: a requirement can hold one (`"cattrs[orjson]"`). Its strings are the
// requirements, not those of an inline table (PEP 735's `{include-group = "test"}`).
const TOML_LISTS = /^[ \t]*["']?[A-Za-z0-9][\w.-]*["']?[ \t]*=[ \t]*\[((?:"(?:[^"\\\n]|\\.)*"|'[^'\n]*'|[^\]"'])*)/gm;
const tomlItems = (list: string): string[] =>
  [...list.replace(/\{[^{}]*\}/g, '').matchAll(TOML_STRING)].filter((m) => m[2] !== '' && m[4] !== '').map((m) => (m[1] === undefined ? m[3]! : tomlUnescape(m[1])));
const EXTRAS = [
  ['pyproject.toml', 'project.optional-dependencies', TOML_LISTS, tomlItems],
  ['setup.cfg', 'options.extras_require', /^[A-Za-z0-9][\w.-]*[ \t]*=(.*(?:\n[ \t]+.*)*)/gm, (list: string) => list.split('\n')],
] as const;
/** PEP 735's dependency groups (`[dependency-groups]`: cattrs' and pydantic's tests list pytest-benchmark there). */
const GROUPS = [['pyproject.toml', 'dependency-groups', TOML_LISTS, tomlItems]] as const;

/** The requirement lists of `dir`'s extras (pyproject.toml's, else setup.cfg's), or of `kinds`' tables, in file order. */
function extrasOf(files: RepoFile[], dir: string, kinds: typeof EXTRAS | typeof GROUPS = EXTRAS): string[][] {
  for (const [file, table, entry, items] of kinds) {
    const text = files.find((f) => f.path === (dir === '.' ? file : `${dir}/${file}`))?.text;
    const start = text?.search(new RegExp(`^[ \\t]*\\[${escapeRegExp(table)}\\][ \\t]*$`, 'm')) ?? -1;
    if (text === undefined || start < 0) continue;
    const body = text.slice(start).split(/\n(?=[ \t]*\[[^\]\n]+\][ \t]*(?:#.*)?$)/m)[0]!.replace(/^.*\n/, '');
    // Comments end at the line's end, and a `#` inside a quoted requirement (a URL's fragment) is no comment.
    const uncommented = (list: string): string => list.replace(new RegExp(`(${TOML_STRING.source})|#.*$`, 'gm'), (_: string, quoted: string | undefined) => quoted ?? '');
    return [...body.matchAll(entry)].map((m) => items(uncommented(m[1]!)).map((r) => r.trim()).filter(Boolean));
  }
  return [];
}

/**
 * A TOML string in a line: basic (`"…"`, escapes in it: body 1, closing quote 2) or literal (`'…'`: body 3, quote 4). One
 * left open runs to the line's end, its closing group empty: a line of `"\\"\\"…` is scanned once, not from every quote.
 */
const TOML_STRING = /"((?:[^"\\\n]|\\.)*)("|$)|'([^'\n]*)('|$)/gm;

/**
 * A TOML basic string's escapes undone: a requirement's marker is quoted inside it (cattrs' `"orjson>=3.11.3;
 * implementation_name == \\"cpython\\""`), which was cut at the first `\\"` and made pip's `Invalid marker`.
 */
function tomlUnescape(body: string): string {
  const simple: Record<string, string> = { b: '\b', t: '\t', n: '\n', f: '\f', r: '\r', '"': '"', '\\': '\\' };
  return body.replace(/\\(?:u([0-9a-fA-F]{4})|U([0-9a-fA-F]{8})|(.))/g, (whole, u4: string | undefined, u8: string | undefined, c: string | undefined) =>
    u4 !== undefined || u8 !== undefined ? (parseInt((u4 ?? u8)!, 16) <= 0x10ffff ? String.fromCodePoint(parseInt((u4 ?? u8)!, 16)) : whole) : (simple[c!] ?? whole),
  );
}

/** A requirement as one shell word: `psutil` as is, `psutil>=5` quoted. */
const shellWord = (s: string): string => (/^[\w.,@/+-]+$/.test(s) ? s : s.includes("'") ? `"${s}"` : `'${s}'`);

/** Folders `pip install` can build: a setup.py, or a pyproject.toml with a [build-system] or [project] table. */
function installableDirs(files: RepoFile[]): string[] {
  return files
    .filter((f) => posix.basename(f.path) === 'setup.py' || (posix.basename(f.path) === 'pyproject.toml' && /^\s*\[(build-system|project)\]\s*$/m.test(f.text)))
    .map((f) => dirOf(f.path));
}

function python(files: RepoFile[]): Omit<DetectedSuite, 'name'>[] {
  const installable = installableDirs(files);
  const declared = files.filter((f) => PY_PROJECT.test(f.path) && /^[^#\n]*\bpytest[-_]benchmark\b/im.test(f.text));
  // The `benchmark` fixture is the evidence, not `pytest.mark.benchmark` alone: pytest-codspeed's benchmarks are
  // plain tests under that marker (attrs 26.1.0's bench/), which `pytest --benchmark-only` skips, writing no JSON.
  // Any module, not only test_*.py: markdown-it-py's benchmarks are benchmarking/bench_*.py, bidict's microbenchmarks.py.
  const usedIn = files.filter((f) => /\.py$/.test(f.path) && /^\s*def\s+test\w*\s*\([^)]*\bbenchmark\b/m.test(f.text));
  const projectDirs = [...new Set(files.filter((f) => PY_PROJECT.test(f.path)).map((f) => dirOf(f.path)))];
  const roots = new Map<string, { declared: string[]; used: string[] }>();
  const add = (dir: string, kind: 'declared' | 'used', path: string): void => {
    const entry = roots.get(dir) ?? { declared: [], used: [] };
    entry[kind].push(path);
    roots.set(dir, entry);
  };
  for (const f of declared) add(dirOf(f.path), 'declared', f.path);
  for (const f of usedIn) add(nearest(f.path, [...roots.keys()]) ?? nearest(f.path, projectDirs) ?? dirOf(f.path), 'used', f.path);
  const out: Omit<DetectedSuite, 'name'>[] = [];
  for (const [dir, { declared: d, used: u }] of roots) {
    if (d.length === 0 && [...roots.keys()].some((other) => other !== dir && isUnder(dir, other) && roots.get(other)!.declared.length > 0)) continue;
    // Benchmarks outside the project's `testpaths` (cbor2's benchmarks/tests beside testpaths = ["tests"]) are
    // collected only when named: name the folders of every benchmark file then (paths given override testpaths).
    // A module whose name pytest does not collect (markdown-it-py's bench_core.py, bidict's microbenchmarks.py) runs
    // only when named itself: a bare `pytest --benchmark-only` ran the unit tests, skipped them all and wrote no JSON.
    const local = u.map((p) => (dir === '.' ? p : posix.relative(dir, p)));
    const testpaths = pytestTestpaths(files, dir);
    const pythonFiles = pytestList(files, dir, 'python_files');
    const unnamed = local.filter((p) => !/(^|\/)conftest\.py$/.test(p) && !collectedByName(p, pythonFiles));
    // pytest imports every test module and conftest.py of what it collects (the whole project without testpaths):
    // cattrs' tests/ need hypothesis (`ImportError while loading conftest`, exit 4) where its bench/ needs none, and
    // pydantic's tests/ are thousands of tests around tests/benchmarks. The benchmarks' own folders are named, and
    // a module in the project's root by itself (its folder is the whole walk), unless testpaths names just those.
    // A folder that holds other test modules too is no benchmarks' folder: its benchmark modules are named (yarl's
    // tests/test_url_benchmarks.py beside test_quoting.py, whose import of the C extension stopped the collection).
    const benchModules = new Set(u);
    const withOthers = new Set<string>();
    for (const f of files) {
      if (!/\.py$/.test(f.path) || !isUnder(f.path, dir) || benchModules.has(f.path) || /(^|\/)conftest\.py$/.test(f.path) || !collectedByName(f.path, pythonFiles)) continue;
      for (let d = dirOf(dir === '.' ? f.path : posix.relative(dir, f.path)); d !== '.' && !withOthers.has(d); d = dirOf(d)) withOthers.add(d);
    }
    const folderOf = (p: string): string => {
      const folder = dirOf(p);
      return unnamed.includes(p) || folder === '.' || withOthers.has(folder) ? p : folder;
    };
    const named = [...new Set(local.map(folderOf))].sort();
    const same = testpaths !== undefined && unnamed.length === 0 && named.length === testpaths.length && named.every((p) => testpaths.includes(p));
    const paths = local.length > 0 && !same ? ` ${named.join(' ')}` : '';
    // `-o addopts=` sets the project's addopts aside for this run only (pytest reads it before the addopts).
    const addopts = pytestList(files, dir, 'addopts')?.map((o) => o.replace(/^["']|["']$/g, ''));
    const against = addopts?.some((o, i) => ADDOPTS_AGAINST_BENCHMARKS.test(o === '-p' ? `-p ${addopts[i + 1] ?? ''}` : o)) ?? false;
    // The benchmarks import the project: without it installed they fail (cbor2: ModuleNotFoundError).
    const project = installable.includes(dir);
    const benchTexts = files.filter((f) => u.includes(f.path)).map((f) => f.text);
    // pytest-codspeed's `benchmark` fixture hands over to pytest-benchmark's when both are installed and
    // `--codspeed` is not given, so its benchmarks run here; but modules that import pytest_codspeed need it
    // installed: yarl's import it in a try and mark themselves skipped without it, and pytest-benchmark then
    // saved nothing ("no benchmarks have been run").
    const codspeed = benchTexts.some((t) => /^[ \t]*(?:import[ \t]+pytest_codspeed\b|from[ \t]+pytest_codspeed\b)/m.test(t));
    const extra = project ? [...benchExtraRequirements(files, dir, benchTexts), ...(codspeed ? ['pytest-codspeed'] : [])] : [];
    const todo = [
      ...(d.length === 0 ? ['pytest-benchmark is not declared as a dependency here: make sure CI installs it'] : []),
      ...(codspeed && !project ? ['the benchmarks import pytest_codspeed: make sure CI installs pytest-codspeed too'] : []),
    ].join('; ');
    out.push({
      harness: 'pytest-benchmark',
      cwd: dir,
      // `-P` (Python 3.11+): `python -m` puts the folder it starts in first on sys.path, as the `pytest` command does
      // not, so a flat layout's source package shadowed the venv's build: yarl's benchmarks measured its pure-Python
      // quoter, the tree's yarl/ holding no compiled _quoting_c (its CodSpeed CI runs `python -Im pytest`).
      run: `${project ? `${PY_VENV_PYTHON} -P -m pytest` : 'pytest'}${against ? ' -o addopts=' : ''} --benchmark-only --benchmark-json=benchgate-pytest.json${paths}`,
      ...(project ? { install: pyInstall(['.', ...extra.map(shellWord)].join(' ')) } : {}),
      output: { files: ['benchgate-pytest.json'] },
      evidence: d.length > 0 ? `pytest-benchmark in ${describeList(d)}` : `the benchmark fixture in ${describeList(u)}`,
      ...(todo !== '' ? { todo } : {}),
      toolchain: 'python',
    });
  }
  for (const f of files) {
    // A pyperf script: it imports pyperf and makes a Runner (bench_func, timeit…); each writes its own file,
    // removed first because pyperf refuses to write over an existing `-o` file.
    if (!/\.py$/.test(f.path) || !/^\s*(?:import\s+pyperf\b|from\s+pyperf\s+import\b)/m.test(f.text) || !/\bRunner\s*\(/.test(f.text)) continue;
    const script = posix.basename(f.path);
    const output = `${script.replace(/\.py$/, '')}.pyperf.json`;
    const project = nearest(f.path, installable);
    const rel = project === undefined ? undefined : posix.relative(dirOf(f.path), project) || '.';
    out.push({
      harness: 'pyperf',
      // Named after its script (`pyperf-contains`), not numbered: each script is a suite of its own.
      label: script.replace(/\.py$/, ''),
      cwd: dirOf(f.path),
      run: `rm -f ${output} && ${rel === undefined ? 'python' : PY_VENV_PYTHON} ${script} -o ${output}`,
      ...(rel === undefined ? {} : { install: pyInstall(rel) }),
      output: { files: [output] },
      evidence: `a pyperf Runner in ${f.path}`,
      todo: 'pyperf passes no environment variable to its worker processes unless --inherit-environ names it',
      toolchain: 'python',
    });
  }
  out.push(...asv(files, installable));
  return out;
}

/**
 * The packages asv.conf.json's `matrix` has asv install into each environment it builds (`"req"`, or the legacy form
 * whose every key is one), which an existing environment never gets: networkx's `"matrix": {"numpy": [], "scipy":
 * [], "pandas": []}`, without which its eigenvector_centrality_numpy benchmarks failed (ModuleNotFoundError: numpy).
 * `[]` or `""` is the latest version, `null` none; one version is pinned, several leave the package unpinned (an
 * existing environment is one point of the matrix). `pip+` names a pip package in a conda matrix.
 */
function asvMatrixPackages(text: string): string[] {
  let conf: unknown;
  try {
    // asv reads its config as JSON5; its template's comments are whole `//` lines.
    conf = JSON.parse(text.replace(/^[ \t]*\/\/.*$/gm, '').replace(/,(\s*[}\]])/g, '$1'));
  } catch {
    return [];
  }
  const matrix = isObject(conf) ? conf['matrix'] : undefined;
  if (!isObject(matrix)) return [];
  const typed = ['req', 'env', 'env_nobuild'].some((k) => k in matrix);
  const req = typed ? matrix['req'] : matrix;
  if (!isObject(req)) return [];
  const out: string[] = [];
  for (const [key, value] of Object.entries(req)) {
    const name = key.replace(/^pip\+/, '');
    const values = (Array.isArray(value) ? (value.length === 0 ? [''] : value) : [value]).filter((v): v is string => typeof v === 'string');
    if (values.length === 0 || !/^[A-Za-z0-9][\w.-]*(\[[\w,.-]+\])?$/.test(name)) continue;
    const versions = [...new Set(values.filter((v) => v !== ''))];
    const v = versions.length === 1 && values.length === 1 ? versions[0]! : undefined;
    out.push(v === undefined ? name : /^[<>=!~]/.test(v) ? `${name}${v}` : `${name}==${v}`);
  }
  return out;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const ASV_CONFIG = '.benchgate-asv.conf.json';
/**
 * asv.conf.json with `branches` set to HEAD, written beside it (asv runs in the config's folder, its paths relative
 * to it). An existing environment takes no range, so `asv run` looks up every branch the config names, and stops
 * with "Unknown branch main in configuration" (exit 1) where that branch is not in the checkout: a pull request's
 * (actions/checkout makes no local branch of its detached merge commit). Read with asv's own loader (// comments).
 */
const asvBranchesHead = (config: string): string =>
  `python3 -c "import json; from asv.util import load_json; c = load_json('${config}', js_comments=True); c['branches'] = ['HEAD']; json.dump(c, open('${ASV_CONFIG}', 'w'), indent=2)"`;

/**
 * asv's configuration, or a template of it that a project keeps instead (HIPS/autograd's benchmarks/asv.conf.json.sample,
 * copied to asv.conf.json by hand): read where no asv.conf.json sits beside it.
 */
const ASV_CONF = /^asv\.conf\.json(?:\.(?:sample|example|template|dist))?$/;

/**
 * An airspeed velocity suite per asv.conf.json: asv runs the benchmarks in the tree's own virtual environment
 * (`existing:`; an asv-managed environment would build the commit again, outside benchgate's setup), for the
 * checked-out commit (`--set-commit-hash`: without it asv saves no results of an `existing:` environment). The
 * output is read by name: asv keeps every commit's and environment's results side by side in its results folder,
 * and a project may commit them (rich holds 177 commits' files in benchmarks/results), which the asv adapter
 * refuses as one run. The files of this venv are removed first, so a second local run at another commit is not
 * read with the first.
 */
function asv(files: RepoFile[], installable: string[]): Omit<DetectedSuite, 'name'>[] {
  const out: Omit<DetectedSuite, 'name'>[] = [];
  const paths = new Set(files.map((f) => f.path));
  for (const f of files) {
    const name = posix.basename(f.path);
    if (!ASV_CONF.test(name)) continue;
    const template = name !== 'asv.conf.json';
    if (template && (paths.has(posix.join(dirOf(f.path), 'asv.conf.json')) || files.some((g) => g !== f && dirOf(g.path) === dirOf(f.path) && ASV_CONF.test(posix.basename(g.path)) && g.path < f.path))) continue;
    // asv.conf.json may hold // comments (asv strips them), so its keys are read as text, with asv's defaults.
    const key = (name: string, fallback: string): string =>
      new RegExp(`^[ \\t]*"${name}"[ \\t]*:[ \\t]*"([^"]*)"`, 'm').exec(f.text)?.[1]?.replace(/^\.\/+/, '').replace(/\/+$/, '') || fallback;
    const results = key('results_dir', 'results');
    const project = nearest(f.path, installable);
    const rel = project === undefined ? undefined : posix.relative(dirOf(f.path), project) || '.';
    const python = rel === undefined ? 'python3' : PY_VENV_PYTHON;
    const matrix = asvMatrixPackages(f.text);
    // asv names the file <commit>-existing-<the interpreter's path, its separators as _>.json.
    const own = `${results}/*/*-existing-*${rel === undefined ? '' : '_.benchgate-venv_bin_python'}.json`;
    out.push({
      harness: 'asv',
      cwd: dirOf(f.path),
      // asv exits 2 when a benchmark failed, after saving every result: the failed points are rows of their own
      // (the adapter marks them), not a failed suite that hides the rest.
      run: `rm -f ${own} && (asv run --config ${ASV_CONFIG} --environment existing:${python} --record-samples --set-commit-hash $(git rev-parse HEAD) || [ $? = 2 ])`,
      install: `${rel === undefined ? '' : `${pyInstall([rel, ...matrix.map(shellWord)].join(' '))} && `}${asvBranchesHead(name)} && asv machine --yes --config ${ASV_CONFIG}`,
      output: { files: [`${results}/benchmarks.json`, own] },
      evidence: `asv's configuration ${f.path}`,
      ...(rel === undefined || template
        ? {
            todo: [
              ...(template ? [`${name} is the project's template of asv.conf.json: the setup reads it as it is (branches set to HEAD); check it is what the benchmarks need`] : []),
              ...(rel === undefined ? [`asv runs the benchmarks with the python3 on PATH: install the project in it before the run${matrix.length > 0 ? `, and what ${name}'s matrix installs (${matrix.join(' ')})` : ''}`] : []),
            ].join('; '),
          }
        : {}),
      toolchain: 'python',
    });
  }
  return out;
}

interface PackageInfo {
  deps: Set<string>;
  /** The version range of each dependency, as written (`^0.1.14`). */
  specs: Record<string, string>;
  scripts: Record<string, string>;
  /** The folders of its `file:` and `link:` dependencies, as written (`../` for klona's bench/). */
  local: string[];
  /** Where it says its code is: `main`, `module` and every path of `exports`. */
  entries: string[];
  name?: string;
  /** Its `packageManager` field (`yarn@4.12.0`). */
  packageManager?: string;
}

/** Every string of an `exports` map (conditions and subpaths nested to any depth a manifest writes). */
function exportPaths(value: unknown, out: string[] = [], depth = 0): string[] {
  if (typeof value === 'string') out.push(value);
  else if (value !== null && typeof value === 'object' && depth < 8) for (const v of Object.values(value)) exportPaths(v, out, depth + 1);
  return out;
}

const PackageJson = (text: string): PackageInfo => {
  try {
    const pkg = JSON.parse(text) as { name?: unknown; packageManager?: unknown; dependencies?: Record<string, unknown>; devDependencies?: Record<string, unknown>; scripts?: Record<string, unknown>; main?: unknown; module?: unknown; exports?: unknown };
    const specs = { ...pkg.dependencies, ...pkg.devDependencies };
    const deps = new Set(Object.keys(specs));
    const scripts = Object.fromEntries(Object.entries(pkg.scripts ?? {}).filter((e): e is [string, string] => typeof e[1] === 'string'));
    const local = Object.values(specs).flatMap((v) => (typeof v === 'string' && /^(file|link):/.test(v) ? [v.replace(/^(file|link):/, '')] : []));
    const entries = [pkg.main, pkg.module, ...exportPaths(pkg.exports)].filter((x): x is string => typeof x === 'string' && x.length > 0);
    const ranges = Object.fromEntries(Object.entries(specs).filter((e): e is [string, string] => typeof e[1] === 'string'));
    return {
      deps, specs: ranges, scripts, local, entries,
      ...(typeof pkg.name === 'string' ? { name: pkg.name } : {}),
      ...(typeof pkg.packageManager === 'string' ? { packageManager: pkg.packageManager } : {}),
    };
  } catch {
    return { deps: new Set(), specs: {}, scripts: {}, local: [], entries: [] };
  }
};

/** A package whose code is built: a `build` script, and an entry point that is not in the repository (build output). */
function builtPackage(files: RepoFile[], dir: string, pkg: PackageInfo): boolean {
  return pkg.scripts.build !== undefined && pkg.entries.some((e) => !files.some((f) => f.path === posix.normalize(posix.join(dir, e))));
}

/**
 * Whether the package's own sources import it by its name (`ohash/crypto` in ohash 2.0.12's src/hash.ts): Node then
 * resolves it through its `exports`, to build output, so the benchmarks need the package built.
 */
function importsItself(sources: RepoFile[], name: string | undefined): boolean {
  if (name === undefined) return false;
  const self = new RegExp(`(from\\s+|require\\(\\s*|import\\(\\s*|^\\s*import\\s+)['"]${escapeRegExp(name)}(/[^'"]*)?['"]`, 'm');
  return sources.some((f) => self.test(f.text));
}

/**
 * The setup of a package's benchmarks: its dependencies installed by its lockfile, after a build of each local
 * package it depends on (`file:`/`link:`) whose code is built: one with a `build` script whose `main` is not in
 * the repository (build output). klona 2.0.6's bench/ depends on `"klona": "file:../"`, whose main is
 * dist/index.js, made by `npm run build` (bundt): without it, `require('klona')` failed in every run.
 * A suite run by a package script (`run`: `npm run bench`) gets that script's own setup script after the rest,
 * `bench:setup`: tinyglobby 0.2.15's clones typescript-eslint into benchmark/, the folder every task globs (its CI
 * runs it before `bench`); without it each run timed globs of a missing folder, 63 µs where the tree takes 121 ms.
 * npm runs a `prebench` itself.
 */
function nodeSetup(files: RepoFile[], dir: string, pkg: PackageInfo, sources: RepoFile[], run?: string): string {
  const own = nodeInstallAt(files, dir);
  const runnerOf = (install: string): string => (install.startsWith('pnpm ') ? 'pnpm run' : install.startsWith('yarn ') ? 'yarn run' : 'npm run');
  const before: string[] = [];
  const after: string[] = [];
  for (const rel of new Set([...pkg.local, ...packageImports(files, dir, sources)])) {
    const target = posix.normalize(posix.join(dir, rel)).replace(/\/+$/, '') || '.';
    const manifest = files.find((f) => f.path === (target === '.' ? 'package.json' : `${target}/package.json`));
    if (manifest === undefined || !builtPackage(files, target, PackageJson(manifest.text))) continue;
    // Its own build output (`require('./dist/x')` in its own folder): built after its install, as importsItself's.
    if (target === dir) {
      after.push(`${runnerOf(own.command)} build`);
      continue;
    }
    const theirs = nodeInstallAt(files, target);
    const runner = runnerOf(theirs.command);
    // One workspace (one lockfile for both): its install serves the build too, which then runs after it.
    if (theirs.root === own.root) after.push(`(cd ${posix.relative(dir, target)} && ${runner} build)`);
    else before.push(`(cd ${posix.relative(dir, target)} && ${nodeInstall(files, target)} && ${runner} build)`);
  }
  if (importsItself(sources, pkg.name) && builtPackage(files, dir, pkg) && !after.includes(`${runnerOf(own.command)} build`)) after.push(`${runnerOf(own.command)} build`);
  // The last script the run names: `yarn run prebench && yarn run bench` runs bench.
  const script = run === undefined ? undefined : [...run.matchAll(/(?:^|&& )(?:npm|yarn) run (\S+)/g)].at(-1)?.[1];
  if (script !== undefined && pkg.scripts[`${script}:setup`] !== undefined) after.push(`${runnerOf(own.command)} ${script}:setup`);
  const install = nodeInstall(files, dir);
  // An install in the lockfile's folder (`cd .. && …`) is kept in a subshell: the build after it starts from `dir`.
  return [...before, after.length > 0 && own.root !== dir ? `(${install})` : install, ...after].join(' && ');
}

/** What Node and the TypeScript loaders try after a relative import's path: its own extensions, then an index file. */
const JS_EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'];

/** JavaScript text with its comments removed; strings kept (an import's path is one). */
function jsCode(text: string): string {
  return text.replace(/("(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`)|\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, (_, quoted: string | undefined) => quoted ?? '');
}

/**
 * The code benchmark files run: they and the sources they import by relative paths, transitively, each without its
 * comments. What decides the setup's build: the package's other sources do not run. tailwind-merge 3.6.0's
 * scripts/test-built-package-exports.cjs (`require('..')`, a check of the built package) and an example in rou3
 * 0.9.1's src/compiler.ts doc comment (`import { createRouter } from "rou3"`) each added a build that no
 * benchmark needed.
 */
function benchmarkCode(sources: RepoFile[], roots: RepoFile[]): RepoFile[] {
  const byPath = new Map(sources.map((f) => [f.path, f]));
  const resolve = (from: string, spec: string): RepoFile | undefined => {
    const path = posix.normalize(posix.join(dirOf(from), spec));
    // TypeScript's ESM sources name x.ts as './x.js'.
    const stem = path.replace(/\.([cm]?)jsx?$/, '');
    const candidates = [path, ...JS_EXTENSIONS.map((e) => `${path}${e}`), ...JS_EXTENSIONS.map((e) => `${stem}${e}`), ...JS_EXTENSIONS.map((e) => posix.join(path, `index${e}`))];
    return candidates.map((c) => byPath.get(c)).find((f) => f !== undefined);
  };
  const code = new Map<RepoFile, RepoFile>();
  const queue = [...roots];
  for (let f = queue.pop(); f !== undefined; f = queue.pop()) {
    if (code.has(f)) continue;
    const text = jsCode(f.text);
    code.set(f, { ...f, text });
    for (const m of text.matchAll(RELATIVE_IMPORT)) {
      const target = resolve(f.path, m[1]!);
      if (target !== undefined && !code.has(target)) queue.push(target);
    }
  }
  return [...code.values()];
}

/** An import or require of a relative path (`'..'`, `'./dist/x'`): the path. */
const RELATIVE_IMPORT = /(?:from\s+|require\(\s*|import\(\s*|^\s*import\s+)['"](\.\.?(?:\/[^'"\n]*)?)['"]/gm;

/**
 * The folders of packages whose build output the sources import by a relative path, relative to `dir` (`''` for
 * `dir` itself): a path to a package's folder (`require('..')`), which Node resolves through its `main`, or to a file
 * the repository does not hold, inside a package's folder. fast-deep-equal 3.1.3's benchmark/index.js does
 * `require('..')`, whose main index.js `npm run build` makes; clsx 2.1.0's bench/index.js `require('../dist/clsx')`.
 */
function packageImports(files: RepoFile[], dir: string, sources: RepoFile[]): string[] {
  const manifests = new Map(files.filter((f) => posix.basename(f.path) === 'package.json').map((f) => [f.path, f]));
  const manifestOf = (d: string): RepoFile | undefined => manifests.get(d === '.' ? 'package.json' : `${d}/package.json`);
  const isPackage = (d: string): boolean => manifestOf(d) !== undefined;
  const entries = new Map<string, string[]>();
  // A path into the output of a package's build: where its main or exports point (its dist/), or that entry itself.
  const intoBuild = (owner: string, target: string): boolean => {
    let list = entries.get(owner);
    if (list === undefined) entries.set(owner, (list = PackageJson(manifestOf(owner)!.text).entries));
    const rel = posix.relative(owner, target);
    return list.some((e) => {
      const entry = posix.normalize(e);
      const folder = dirOf(entry);
      return folder === '.' ? rel === entry || rel === entry.replace(/\.[cm]?js$/, '') : rel === folder || rel.startsWith(`${folder}/`);
    });
  };
  const out: string[] = [];
  for (const source of sources) {
    for (const m of source.text.matchAll(RELATIVE_IMPORT)) {
      const target = posix.normalize(posix.join(dirOf(source.path), m[1]!)).replace(/\/+$/, '') || '.';
      if (target.startsWith('..')) continue;
      if (isPackage(target)) {
        out.push(posix.relative(dir, target));
        continue;
      }
      let owner = dirOf(target);
      while (!isPackage(owner) && owner !== '.') owner = dirOf(owner);
      if (isPackage(owner) && intoBuild(owner, target)) out.push(posix.relative(dir, owner));
    }
  }
  return out;
}

/** A script printing benchmark.js's result line itself (`${name} x ${hz} ops/sec ±${rme}% (${n} runs sampled)`). */
const BENCHMARKJS_LINE = /ops\/sec ±[^\n]{0,80}runs sampled/;

/** A command that runs JavaScript under another runtime than Node. */
const OTHER_RUNTIME = /(^|[\s;&|(])(bun|bunx|deno)(\s|$)/;

const imports = (text: string, module: string): boolean =>
  new RegExp(`(from\\s+|require\\(\\s*|import\\(\\s*|^\\s*import\\s+)['"]${module}['"]`, 'm').test(text);

function node(files: RepoFile[]): Omit<DetectedSuite, 'name'>[] {
  const packages = files.filter((f) => posix.basename(f.path) === 'package.json').map((p) => ({ path: p.path, ...PackageJson(p.text) }));
  // A file's library is that of the nearest package declaring it, which need not be the file's own: a workspace
  // may declare vitest at its root only, where Node and vitest find it (vuejs/core 3.5: every
  // packages/*/__benchmarks__/*.bench.ts, whose packages declare none; test/init/fixtures/vue-core-3.5.41).
  const declaring = new Map<string, string[]>();
  const declaredBy = (module: string): string[] => {
    if (!declaring.has(module)) declaring.set(module, packages.filter((p) => p.deps.has(module)).map((p) => dirOf(p.path)));
    return declaring.get(module)!;
  };
  const jsFiles = files.filter((f) => /\.[cm]?[jt]sx?$/.test(f.path));
  const out: Omit<DetectedSuite, 'name'>[] = [];
  for (const p of packages) {
    const dir = dirOf(p.path);
    const { deps, scripts, specs } = p;
    const sourcesOf = (module: string): RepoFile[] => jsFiles.filter((f) => nearest(f.path, declaredBy(module)) === dir);
    // A Yarn project runs its scripts and tools through yarn: under Yarn 2+'s Plug'n'Play (its default) there is no
    // node_modules/.bin, and `npm run bench` failed with `vitest: not found` (es-toolkit 1.51.0's benchmarks/).
    const install = nodeInstallAt(files, dir);
    const yarn = install.command.startsWith('yarn ');
    // Yarn 2+ runs no `pre` script itself (npm and Yarn 1 do): it is named before the script.
    const berry = /^yarn@([2-9]|\d{2,})/.test(packages.find((q) => dirOf(q.path) === install.root)?.packageManager ?? '');
    const runScript = (name: string): string => (!yarn ? `npm run ${name}` : `${berry && `pre${name}` in scripts ? `yarn run pre${name} && ` : ''}yarn run ${name}`);
    const script = (file: string): string => {
      const rel = posix.relative(dir, file);
      // A script that runs the file under Bun or Deno is passed over: the workflow sets up Node alone (destr
      // 2.0.5 lists `bench:bun` before `bench:node`, both running test/bench.mjs; test/init/fixtures/destr-2.0.5).
      // A script may name the file's folder where the file is its index (rou3 0.5.1's `bench:node`: `node --import
      // jiti/register ./test/bench`, for test/bench/index.ts; test/init/fixtures/rou3-0.5.1).
      const folder = /^index\.[cm]?[jt]sx?$/.test(posix.basename(rel)) && posix.dirname(rel) !== '.' ? `|${escapeRegExp(posix.dirname(rel))}/?` : '';
      const names = new RegExp(`(^|[\\s/])(${escapeRegExp(rel)}${folder})(\\s|$)`);
      const name = Object.keys(scripts).find((k) => names.test(scripts[k]!) && !OTHER_RUNTIME.test(scripts[k]!));
      return name !== undefined ? runScript(name) : `${/\.[cm]?tsx?$/.test(rel) ? 'npx tsx' : 'node'} ${rel}`;
    };
    // The adapters read what these scripts print; say so when the script does not seem to print it.
    for (const [module, harness, prints, todo] of [
      ['tinybench', 'tinybench', /\.table\(/, 'the script must print console.table(bench.table()) (or write the tasks results JSON and list it under output.files)'],
      ['benchmark', 'benchmarkjs', /['"]cycle['"]/, "the script must print String(event.target) on each 'cycle' event"],
      // mitata 0.x has no `format` (it prints its console report whatever that says): `json: true` (rou3 0.5.1's ^0.1.14).
      ...(/^[\^~=v\s]*0\./.test(specs.mitata ?? '')
        ? [['mitata', 'mitata', /\bjson\s*:\s*(true|\d)/, "the script must end with await run({ json: true }) (mitata 0.x; 1.x's format: 'json' is ignored by it): mitata's console report has no samples"] as const]
        : [['mitata', 'mitata', /format\s*:\s*['"]json['"]/, "the script must end with await run({ format: 'json' }): mitata's console report has no samples"] as const]),
    ] as const) {
      if (!deps.has(module)) continue;
      for (const { file: f, modules } of benchmarkScripts(jsFiles, sourcesOf(module).filter((s) => imports(s.text, module)))) {
        const run = script(f.path);
        const texts = [f.text, ...modules.map((m) => m.text)];
        // tinybench tasks printed as benchmark.js's lines are read as those: fast-json-stringify 7.0.0's bench-thread.js
        // prints `${task.name} x ${hz} ops/sec ±${rme}% (${samples} runs sampled)`, and a tinybench suite failed to parse.
        const printsOwn = texts.some((t) => prints.test(t));
        const asLines = module === 'tinybench' && !printsOwn && texts.some((t) => BENCHMARKJS_LINE.test(t));
        // tinybench: its tasks counted (`.add(`); Benchmark.js runs each for 5 s or more: not estimated.
        const seconds = harness === 'tinybench' ? jsSeconds(texts, texts.reduce((n, t) => n + (t.match(/\.add\s*\(/g) ?? []).length, 0), TINYBENCH_MS) : undefined;
        out.push({
          ...(seconds !== undefined ? { estimatedSeconds: seconds } : {}),
          harness: asLines ? 'benchmarkjs' : harness,
          label: scriptLabel(f.path),
          cwd: dir,
          run,
          output: 'stdout',
          evidence: `${p.path}: ${module}, used in ${describeList([f.path, ...modules.map((m) => m.path)])}${asLines ? ", printed as benchmark.js's lines" : ''}`,
          ...(printsOwn || asLines ? {} : { todo }),
          toolchain: 'node',
          install: nodeSetup(files, dir, p, benchmarkCode(jsFiles, [f, ...modules]), run),
        });
      }
    }
    if (deps.has('vitest')) {
      // vitest's default benchmark.include is `**/*.{bench,benchmark}.?(c|m)[jt]s?(x)` (vitest 4.1's defaults): tailwind-merge
      // 3.x's only bench file is tests/tw-merge.benchmark.ts, and init found no harness there.
      const benchFiles = sourcesOf('vitest').filter((f) => /\.(bench|benchmark)\.[cm]?[jt]sx?$/.test(f.path));
      const viaImport = benchFiles.filter((f) => imports(f.text, 'vitest'));
      const globals = Object.values(scripts).some((s) => /\bvitest\s+bench\b/.test(s))
        ? benchFiles.filter((f) => !['tinybench', 'benchmark', 'mitata', 'vitest'].some((m) => imports(f.text, m)))
        : [];
      const used = [...viaImport, ...globals].map((f) => f.path).sort();
      if (used.length > 0) {
        const texts = benchFiles.filter((b) => used.includes(b.path)).map((b) => b.text);
        const seconds = jsSeconds(texts, texts.reduce((n, t) => n + (t.match(/(^|[^\w.])bench\s*\(/gm) ?? []).length, 0), VITEST_BENCH_MS);
        const { run, file } = vitestRun(scripts, yarn, runScript);
        out.push({
          ...(seconds !== undefined ? { estimatedSeconds: VITEST_START_SECONDS + seconds } : {}),
          harness: 'vitest-bench',
          cwd: dir,
          run,
          output: { files: [file] },
          evidence: `${p.path}: vitest, bench files ${describeList(used)}`,
          toolchain: 'node',
          install: nodeSetup(files, dir, p, benchmarkCode(jsFiles, benchFiles.filter((b) => used.includes(b.path))), run),
        });
      }
    }
  }
  // A script's file names its suite only beside another of its harness in the same folder; else the folder does.
  const sharing = new Map<string, number>();
  const place = (s: Omit<DetectedSuite, 'name'>): string => `${s.harness}\u0000${s.cwd}`;
  for (const s of out) sharing.set(place(s), (sharing.get(place(s)) ?? 0) + 1);
  for (const s of out) {
    if (s.label === undefined) continue;
    if (sharing.get(place(s))! < 2) delete s.label;
    else if (s.cwd !== '.') s.label = `${s.cwd.replace(/\//g, '-')}-${s.label}`;
  }
  return out;
}

/** A script suite's name beside others of its harness: its file's (`datetime`), or its folder's for an index file. */
function scriptLabel(path: string): string {
  const base = posix.basename(path).replace(/\.[cm]?[jt]sx?$/, '');
  return base === 'index' && dirOf(path) !== '.' ? posix.basename(dirOf(path)) : base;
}

/** A source that starts Workers or child processes. */
const STARTS_PROCESS = /\bnew\s+Worker\s*\(|\b(?:fork|spawn|execFile)\s*\(/;
/** A script's file named in a string (`'bench-thread.js'`, `'./worker.mjs'`). */
const STARTED_FILE = /['"`]((?:\.\.?\/)?[\w@.-]+(?:\/[\w@.-]+)*\.[cm]?[jt]s)['"`]/g;

/**
 * The scripts that run the files using a benchmark library, each with the modules it runs. A file that another one
 * imports by a relative path is run by it, not by itself: zod's v3 benchmarks/datetime.ts only exports its
 * Benchmark.Suite, which benchmarks/index.ts imports and runs (run alone, it printed nothing). Imported by one file,
 * that file runs it; imported by several, it is a shared helper (zod's packages/bench/metabench.ts, which wraps
 * tinybench, benchmark.js and mitata for 40 files), no suite of its own.
 */
function benchmarkScripts(sources: RepoFile[], using: RepoFile[]): { file: RepoFile; modules: RepoFile[] }[] {
  const stem = (path: string): string => path.replace(/\.[cm]?[jt]sx?$/, '');
  const byStem = new Map(using.map((f) => [stem(f.path), f]));
  const importers = new Map<RepoFile, Set<RepoFile>>();
  for (const source of sources) {
    // A file another one starts as a Worker or a child process, named by a string there, is run by it as an import is:
    // fast-json-stringify 7.0.0's bench.js runs `new Worker(path.join(__dirname, 'bench-thread.js'))` per benchmark,
    // and bench-thread.js run alone threw on its missing workerData.
    const started = STARTS_PROCESS.test(source.text) ? [...source.text.matchAll(STARTED_FILE)].map((m) => (m[1]!.startsWith('.') ? m[1]! : `./${m[1]!}`)) : [];
    for (const path of [...[...source.text.matchAll(RELATIVE_IMPORT)].map((m) => m[1]!), ...started]) {
      if (!path.includes('/')) continue;
      const target = byStem.get(stem(posix.normalize(posix.join(dirOf(source.path), path))));
      if (target === undefined || target === source) continue;
      const set = importers.get(target);
      if (set === undefined) importers.set(target, new Set([source]));
      else set.add(source);
    }
  }
  const runners = new Map<RepoFile, RepoFile[]>();
  for (const f of using) {
    const by = importers.get(f);
    if (by !== undefined && by.size > 1) continue;
    const runner = by === undefined ? f : [...by][0]!;
    const modules = runners.get(runner);
    if (modules === undefined) runners.set(runner, runner === f ? [] : [f]);
    else if (runner !== f) modules.push(f);
  }
  return [...runners].map(([file, modules]) => ({ file, modules })).sort((a, b) => (a.file.path < b.file.path ? -1 : a.file.path > b.file.path ? 1 : 0));
}

/**
 * How a package runs vitest bench: through its own script where that script does more than `vitest bench`
 * (options such as `--project`, a command before it, or a `pre` script npm runs first), reading the file of its
 * `--outputJson` or adding benchgate's; else `npx vitest bench` (in a Yarn project `yarn run` and `yarn vitest bench`;
 * Yarn 2+ runs no `pre` script itself). vuejs/core 3.5's `bench` is `vitest bench
 * --project=unit --outputJson=temp/bench.json` (its vitest config has five projects, one of them in a browser),
 * after a `prebench` that builds the dist/ file its bench files import (`../dist/reactivity.esm-browser.prod`).
 */
function vitestRun(scripts: Record<string, string>, yarn: boolean, runScript: (name: string) => string): { run: string; file: string } {
  const own = Object.keys(scripts).find((k) => /\bvitest\s+bench\b/.test(scripts[k]!) && !/--compare\b/.test(scripts[k]!) && !OTHER_RUNTIME.test(scripts[k]!));
  const command = own === undefined ? undefined : scripts[own]!;
  const more = command !== undefined && (
    `pre${own}` in scripts
    || !/^\s*(npx\s+)?vitest\s+bench\b/.test(command)
    || command.replace(/^.*?\bvitest\s+bench\b/, '').replace(/--run\b|--outputJson(=|\s+)\S+/g, '').trim() !== '');
  if (!more) return { run: `${yarn ? 'yarn' : 'npx'} vitest bench --run --outputJson benchgate-vitest.json`, file: 'benchgate-vitest.json' };
  const file = /--outputJson(?:=|\s+)(['"]?)([^\s'"]+)\1/.exec(command)?.[2];
  // vitest writes a relative --outputJson under its root: es-toolkit 1.51.0's `vitest bench --root performance`
  // wrote performance/benchgate-vitest.json, and benchgate found no file in benchmarks/.
  const root = /(?:--root|(?<![\w-])-r)(?:=|\s+)(['"]?)([^\s'"]+)\1/.exec(command)?.[2];
  const under = (f: string): string => (root === undefined || posix.isAbsolute(f) ? f : posix.normalize(posix.join(root, f)));
  // yarn passes the arguments after a script's name on to it; npm needs `--` before them.
  const script = runScript(own!);
  return file !== undefined ? { run: script, file: under(file) } : { run: `${script} ${yarn ? '' : '-- '}--run --outputJson benchgate-vitest.json`, file: under('benchgate-vitest.json') };
}

/**
 * A pom's text without what declares no dependency of its own: comments, and the <dependencyManagement> and
 * <pluginManagement> a parent pom keeps for its modules (log4j 2.24.1's parent pom pins jmh-core there for its
 * perf module, and builds no jar itself).
 */
function pomOwnText(text: string): string {
  return text.replace(/<!--[\s\S]*?-->/g, '').replace(/<(dependencyManagement|pluginManagement)>[\s\S]*?<\/\1>/g, '');
}

/**
 * `${name}` in a pom value, from the pom's <properties> and its own artifactId and version (nested ones too);
 * undefined where one is not there (set in a parent pom, on the command line, in a profile).
 */
function pomInterpolate(text: string, value: string): string | undefined {
  const own = pomOwnText(text);
  const props = new Map<string, string>();
  for (const block of own.matchAll(/<properties>([\s\S]*?)<\/properties>/g)) {
    for (const m of block[1]!.matchAll(/<([\w.-]+)>([^<]*)<\/\1>/g)) if (!props.has(m[1]!)) props.set(m[1]!, m[2]!.trim());
  }
  // The project's own coordinates: the first ones outside <parent> (they come before its dependencies).
  const top = own.replace(/<parent>[\s\S]*?<\/parent>/, '');
  for (const key of ['artifactId', 'version']) {
    const m = new RegExp(`<${key}>\\s*([^<\\s]+)\\s*</${key}>`).exec(top);
    if (m) props.set(`project.${key}`, m[1]!);
  }
  let out = value;
  for (let i = 0; i < 5 && out.includes('${'); i++) out = out.replace(/\$\{([\w.-]+)\}/g, (whole, k: string) => props.get(k) ?? whole);
  return out.includes('${') ? undefined : out;
}

/**
 * The Maven reactor `dir` builds in: the topmost folder whose pom lists the one below as a <module>, up from
 * `dir` (undefined when no pom above lists it). A module that depends on its siblings does not build alone:
 * `mvn package` in it looks for them in the local repository, where nothing installed them.
 */
function reactorRoot(poms: Map<string, string>, dir: string): string | undefined {
  let root: string | undefined;
  for (let d = dir; d !== '.'; ) {
    const up = dirOf(d);
    const pom = poms.get(up === '.' ? 'pom.xml' : `${up}/pom.xml`);
    const listed = pom !== undefined && [...pomOwnText(pom).matchAll(/<module>\s*([^<]+?)\s*<\/module>/g)]
      .some((m) => posix.join(up, m[1]!.replace(/\/pom\.xml$/, '')) === d);
    if (!listed) break;
    root = up;
    d = up;
  }
  return root;
}

/** A pom's own groupId, artifactId and version (groupId and version inherited from its <parent> where it has none). */
function pomCoordinates(text: string): { id: string; version: string } | undefined {
  const own = pomOwnText(text);
  const parent = /<parent>([\s\S]*?)<\/parent>/.exec(own)?.[1] ?? '';
  const top = own.replace(/<parent>[\s\S]*?<\/parent>/, '').replace(/<(dependencies|build|profiles|reporting)>[\s\S]*?<\/\1>/g, '');
  const tag = (t: string, key: string): string | undefined => new RegExp(`<${key}>\\s*([^<\\s]+)\\s*</${key}>`).exec(t)?.[1];
  const group = tag(top, 'groupId') ?? tag(parent, 'groupId');
  const artifact = tag(top, 'artifactId');
  const version = tag(top, 'version') ?? tag(parent, 'version');
  if (group === undefined || artifact === undefined || version === undefined) return undefined;
  const resolved = pomInterpolate(text, version);
  return resolved === undefined ? undefined : { id: `${group}:${artifact}`, version: resolved };
}

/**
 * The dependencies of the pom at `path` on artifacts another pom of the repository builds, with the version asked
 * for and the one built. Built outside a reactor, such a dependency comes from the local or remote repository:
 * HdrHistogram's HdrHistogram-benchmarks (its own pom, no module of the root's) depends on
 * org.hdrhistogram:HdrHistogram:${project.version}, 2.1.9, where the root builds 2.2.3-SNAPSHOT, so its benchmarks
 * timed the 2.1.9 jar from Maven Central whatever a pull request changed.
 */
function ownArtifactDependencies(poms: Map<string, string>, path: string): { id: string; version: string; built: string; pom: string }[] {
  const builds = new Map<string, { version: string; pom: string }>();
  for (const [p, text] of poms) {
    if (p === path) continue;
    const c = pomCoordinates(text);
    if (c !== undefined && !builds.has(c.id)) builds.set(c.id, { version: c.version, pom: p });
  }
  const text = poms.get(path)!;
  const out: { id: string; version: string; built: string; pom: string }[] = [];
  for (const m of pomOwnText(text).matchAll(/<dependency>([\s\S]*?)<\/dependency>/g)) {
    const tag = (key: string): string | undefined => new RegExp(`<${key}>\\s*([^<\\s]+)\\s*</${key}>`).exec(m[1]!)?.[1];
    const [group, artifact, written] = [tag('groupId'), tag('artifactId'), tag('version')];
    if (group === undefined || artifact === undefined || written === undefined) continue;
    const version = pomInterpolate(text, written);
    const built = builds.get(`${pomInterpolate(text, group) ?? group}:${artifact}`);
    if (version !== undefined && built !== undefined) out.push({ id: `${group}:${artifact}`, version, built: built.version, pom: built.pom });
  }
  return out;
}

/** The file `setup` writes the test classpath to, for a pom whose benchmarks run from it (jmhTestClasspath). */
const JMH_CLASSPATH_FILE = 'target/benchgate-classpath.txt';

/**
 * A pom whose benchmarks are test sources, run by JMH's Main on the test classpath: jmh-core in test scope
 * builds no benchmarks jar (a shaded jar leaves test dependencies out). Apache commons-lang 3.21 is one:
 * `<scope>test</scope>`, no shade plugin, and a `benchmark` profile whose exec plugin runs `java -classpath
 * <classpath/> org.openjdk.jmh.Main` in the test phase; `java -jar target/benchmarks.jar` found no jar.
 * Undefined for any other pom; else the id of the profile that runs JMH's Main, where one does (it may be
 * the one that compiles the benchmarks).
 */
function jmhTestClasspath(own: string): { profile?: string } | undefined {
  const deps = [...own.matchAll(/<dependency>([\s\S]*?)<\/dependency>/g)].map((m) => m[1]!);
  const jmhCore = deps.filter((d) => /<artifactId>\s*jmh-core\s*<\/artifactId>/.test(d));
  if (jmhCore.length === 0 || !jmhCore.every((d) => /<scope>\s*test\s*<\/scope>/.test(d))) return undefined;
  const profile = [...own.matchAll(/<profile>([\s\S]*?)<\/profile>/g)]
    .find((m) => m[1]!.includes('org.openjdk.jmh.Main'))?.[1];
  const id = profile === undefined ? undefined : /<id>\s*([^<\s]+)\s*<\/id>/.exec(profile)?.[1];
  return id === undefined ? {} : { profile: id };
}

/**
 * Maven's flag that skips the tests in the setup's build. A surefire <configuration> with <skipTests>false</skipTests>
 * overrides -DskipTests (a pom's value wins over the user property): FastFilter's fastfilter/pom.xml did, and every
 * setup ran its 112 unit tests, a minute of the 1 min 47 s build. Surefire also stops on its `skipExec`
 * (maven.test.skip.exec), which such poms leave alone; maven.test.skip would not compile the tests either, which
 * a module depending on another's test-jar needs.
 */
function skipTestsFlag(poms: Map<string, string>): string {
  const forced = [...poms.values()].some((t) => /<skipTests>\s*false\s*<\/skipTests>/.test(t.replace(/<!--[\s\S]*?-->/g, '')));
  return forced ? '-DskipTests -Dmaven.test.skip.exec=true' : '-DskipTests';
}

function jmh(files: RepoFile[]): Omit<DetectedSuite, 'name'>[] {
  const poms = new Map(files.filter((f) => posix.basename(f.path) === 'pom.xml').map((f) => [f.path, f.text]));
  const skipTests = skipTestsFlag(poms);
  return files
    .filter((f) => posix.basename(f.path) === 'pom.xml' && /<artifactId>\s*jmh-core\s*<\/artifactId>/.test(pomOwnText(f.text)))
    .map((f) => {
      // The JMH archetype shades everything into target/benchmarks.jar (<finalName>${uberjar.name}</finalName>,
      // a property: written as it stands, the shell refused `target/${uberjar.name}.jar` as a bad substitution).
      const written = /<finalName>\s*([^<\s]+)\s*<\/finalName>/.exec(f.text.replace(/<!--[\s\S]*?-->/g, ''))?.[1];
      const resolved = written === undefined ? undefined : pomInterpolate(f.text, written);
      const finalName = resolved ?? 'benchmarks';
      const hasFinalName = resolved !== undefined;
      const cwd = dirOf(f.path);
      const root = reactorRoot(poms, cwd);
      const testClasspath = jmhTestClasspath(pomOwnText(f.text));
      if (testClasspath !== undefined) {
        const profile = testClasspath.profile === undefined ? '' : ` -P${testClasspath.profile}`;
        const build = root === undefined ? 'mvn -B -q' : `mvn -B -q -f ${posix.join(posix.relative(cwd, root) || '.', 'pom.xml')} -pl ${posix.relative(root, cwd)} -am`;
        return {
          harness: 'jmh',
          cwd,
          // The test classes and the test classpath, written to a file for `run` (no jar holds them).
          install: `${build}${profile} test-compile dependency:build-classpath -Dmdep.outputFile=${JMH_CLASSPATH_FILE} -Dmdep.includeScope=test`,
          run: `java -cp "target/test-classes:target/classes:$(cat ${JMH_CLASSPATH_FILE})" org.openjdk.jmh.Main -f 1 -rf json -rff benchgate-jmh.json`,
          output: { files: ['benchgate-jmh.json'], stdout: true as const },
          evidence: `${f.path}: jmh-core test dependency${testClasspath.profile === undefined ? '' : `, profile ${testClasspath.profile}`}`,
          toolchain: 'java' as const,
        };
      }
      const local = root === undefined ? ownArtifactDependencies(poms, f.path) : [];
      const stale = local.filter((d) => d.version !== d.built);
      // Each is installed first, so that the build takes the checkout's (once the benchmarks ask for its version).
      const installs = [...new Set(local.map((d) => d.pom))].map((pom) => `mvn -B -q -f ${posix.relative(cwd, pom)} install ${skipTests} && `).join('');
      const todos = [
        ...(hasFinalName ? [] : ['check the name of the shaded benchmarks jar']),
        ...stale.map((d) => `the benchmarks depend on ${d.id}:${d.version}, which ${d.pom} builds as ${d.built}: they measure that version from the Maven repository, not this checkout; depend on ${d.built}, which the setup installs first`),
      ];
      return {
        harness: 'jmh',
        cwd,
        // The build is the setup (untimed, once per tree): in `run` it ran in every repeat and paired round.
        // A reactor's module is built from the reactor with the modules it needs (-am), by its folder (-pl).
        // One fork per run: `repeat: 5` makes the processes. With JMH's own default of 5 forks in each of them,
        // every benchmark ran in 25 a side, 100 s each (5 + 5 iterations of 10 s): the archetype's one empty
        // benchmark took 8 min 20 s a run, 42 min a side, and the 30 min timeout of a run held 3 @Param points.
        run: `java -jar target/${finalName}.jar -f 1 -rf json -rff benchgate-jmh.json`,
        install: root === undefined ? `${installs}mvn -B -q package ${skipTests}`
          : `mvn -B -q -f ${posix.join(posix.relative(cwd, root) || '.', 'pom.xml')} package ${skipTests} -pl ${posix.relative(root, cwd)} -am`,
        // The console too: JMH leaves a benchmark that threw out of its JSON (exit 0), its <failure> is only there.
        output: { files: ['benchgate-jmh.json'], stdout: true as const },
        evidence: `${f.path}: jmh-core dependency`,
        ...(todos.length > 0 ? { todo: todos.join('; ') } : {}),
        toolchain: 'java' as const,
      };
    });
}

/** The JMH Gradle plugin's ids: `me.champeau.jmh` from 0.6, `me.champeau.gradle.jmh` before. */
const JMH_GRADLE_PLUGIN = /\bme\.champeau(?:\.gradle)?\.jmh\b/;

/** `apply plugin: 'me.champeau.jmh'`, `apply(plugin = "…")`, `plugins.apply("…")`, `pluginManager.apply("…")`. */
const ROOT_APPLIES_JMH = /\b(?:apply\s*\(?\s*plugin\s*[:=]\s*|(?:plugins|pluginManager)\.apply\s*\(\s*)["']me\.champeau(?:\.gradle)?\.jmh["']/;

/** A Gradle script without its comments (a plugin left in a comment applies nothing). */
function gradleCode(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
}

/**
 * The accessors of the JMH plugin in the repository's version catalogs: `jmh = { id = "me.champeau.jmh", … }` (or
 * `"me.champeau.jmh:0.7.3"`) under `[plugins]` of gradle/libs.versions.toml is `libs.plugins.jmh`, applied as
 * `alias(libs.plugins.jmh)` (domaframework/doma's doma-core). Dashes and underscores in an alias become dots.
 */
function jmhCatalogAccessors(files: RepoFile[]): string[] {
  const out: string[] = [];
  for (const f of files.filter((x) => GRADLE_CATALOG.test(x.path))) {
    const catalog = posix.basename(f.path).replace(/\.versions\.toml$/, '');
    const plugins = /^\[plugins\][ \t]*$([\s\S]*?)(?=^\[|(?![\s\S]))/m.exec(f.text)?.[1] ?? '';
    for (const m of plugins.matchAll(/^[ \t]*([A-Za-z][\w-]*)[ \t]*=[ \t]*(.*)$/gm)) {
      if (/^(\{[^}]*\bid[ \t]*=[ \t]*|)["']me\.champeau(?:\.gradle)?\.jmh[:"']/.test(m[2]!)) out.push(`${catalog}.plugins.${m[1]!.replace(/[-_]/g, '.')}`);
    }
  }
  return out;
}

/**
 * Gradle projects with a JMH source set (`src/jmh`) where the JMH plugin applies: in the project's own build
 * script, through a convention plugin of buildSrc or build-logic it names (OpenTelemetry's
 * `id("otel.jmh-conventions")`), or from the root script (`subprojects { apply plugin: 'me.champeau.jmh' }`).
 * The setup builds the plugin's `jmhJar` (classifier `jmh` in build/libs, Main-Class org.openjdk.jmh.Main),
 * and the run is that jar with JMH's own options, as for Maven: `./gradlew jmh` would fork as the build
 * says and write its results where the build says.
 */
function gradleJmh(files: RepoFile[]): Omit<DetectedSuite, 'name'>[] {
  const scripts = new Map(files.filter((f) => GRADLE_SCRIPT.test(f.path)).map((f) => [f.path, gradleCode(f.text)] as const));
  const accessors = jmhCatalogAccessors(files);
  const applies = (text: string): boolean =>
    JMH_GRADLE_PLUGIN.test(text) || accessors.some((a) => new RegExp(`\\balias\\(\\s*${escapeRegExp(a)}\\s*\\)`).test(text));
  // Precompiled script plugins: buildSrc's own build script names the plugin as a dependency and is none.
  const conventions = [...scripts].filter(([path, text]) => applies(text) && /(^|\/)(buildSrc|build-logic|gradle\/plugins)\/(.+\/)?src\/main\/(kotlin|groovy)\//.test(path));
  // The root script applies it to other projects by an apply statement (`subprojects { apply plugin: … }`); a
  // `plugins { id("me.champeau.jmh") version "0.7.3" apply false }` there only puts it on their classpath.
  const root = ['build.gradle.kts', 'build.gradle'].find((p) => scripts.has(p) && ROOT_APPLIES_JMH.test(scripts.get(p)!));
  const wrappers = new Set(files.filter((f) => GRADLE_WRAPPER.test(f.path)).map((f) => dirOf(f.path)));
  return files
    .filter((f) => /(^|\/)src\/jmh\/$/.test(f.path))
    .flatMap((f) => {
      const dir = f.path === 'src/jmh/' ? '.' : f.path.slice(0, -'/src/jmh/'.length);
      const at = (name: string) => (dir === '.' ? name : `${dir}/${name}`);
      const build = [at('build.gradle.kts'), at('build.gradle')].find((p) => scripts.has(p));
      if (build === undefined) return [];
      const text = scripts.get(build)!;
      // A convention plugin's id is its script's name: otel.jmh-conventions.gradle.kts is `otel.jmh-conventions`.
      const convention = conventions.find(([path]) => new RegExp(`["'\`]${escapeRegExp(posix.basename(path).replace(/\.gradle(\.kts)?$/, ''))}["'\`]`).test(text));
      const evidence = applies(text) ? `${build}: the JMH Gradle plugin`
        : convention !== undefined ? `${build}: the JMH Gradle plugin through ${convention[0]}`
          : root !== undefined ? `${f.path.slice(0, -1)} beside ${build}; the JMH Gradle plugin in ${root}` : undefined;
      if (evidence === undefined) return [];
      let wrapper: string | undefined;
      for (let d = dir; wrapper === undefined; d = dirOf(d)) {
        if (wrappers.has(d)) wrapper = `${posix.relative(dir, d) || '.'}/gradlew`;
        if (d === '.') break;
      }
      // A build that makes its own JMH jar (RoaringBitmap's shadowJar named benchmarks.jar: "jmhJar … is currently broken").
      const ownJar = /org\.openjdk\.jmh\.Main/.test(text);
      return [{
        harness: 'jmh',
        cwd: dir,
        // Run in the project's folder, Gradle builds that project's jmhJar (and its subprojects').
        install: `${wrapper ?? 'gradle'} -q jmhJar`,
        // One fork per run, as for Maven: `repeat: 5` makes the processes.
        run: 'java -jar build/libs/*-jmh.jar -f 1 -rf json -rff benchgate-jmh.json',
        output: { files: ['benchgate-jmh.json'], stdout: true as const },
        evidence,
        ...(ownJar ? { todo: 'this build makes its own JMH jar (Main-Class org.openjdk.jmh.Main): point `run` and `setup` at it if the plugin\'s jmhJar is not the one' }
          : wrapper === undefined ? { todo: 'no Gradle wrapper (gradlew) found: install Gradle in the workflow, or add the wrapper' } : {}),
        toolchain: 'java' as const,
      }];
    });
}

function cpp(files: RepoFile[]): Omit<DetectedSuite, 'name'>[] {
  const sources = files.filter((f) => /\.(cc|cpp|cxx|c\+\+)$/.test(f.path));
  const cmakeFiles = files.filter((f) => posix.basename(f.path) === 'CMakeLists.txt' || f.path.endsWith('.cmake'));
  const out: Omit<DetectedSuite, 'name'>[] = [];
  const GOOGLE_BENCHMARK = /#\s*include\s*[<"]benchmark\/benchmark\.h[>"]/;
  const headers = new Map(files.filter((f) => /\.(h|hh|hpp|hxx|inl)$/.test(f.path)).map((f) => [f.path, f.text]));
  let reaching: Set<string> | undefined;
  const kinds: { harness: string; uses: (t: string, path: string) => boolean; what: string; args: (texts: string[]) => { args: string; todo?: string } }[] = [
    {
      harness: 'google-benchmark',
      // Or through a header of the repository that includes it (kokkos/mdspan's sum_3d_left.cpp includes only
      // "sum_3d_common.hpp", tiny_matrix_add.cpp "fill.hpp"), where the source registers benchmarks itself.
      uses: (t: string, path: string) =>
        GOOGLE_BENCHMARK.test(t) ||
        (/\bBENCHMARK(_\w+)?\s*\(|\bRegisterBenchmark\s*\(/.test(t) && localIncludes(t, path, headers).some((h) => (reaching ??= headersReaching(headers, GOOGLE_BENCHMARK)).has(h))),
      what: 'benchmark/benchmark.h',
      args: () => ({ args: '--benchmark_format=json' }),
    },
    {
      harness: 'catch2',
      uses: (t: string) => /#\s*include\s*[<"](catch2\/[^>"]+|catch_amalgamated\.hpp|catch\.hpp)[>"]/.test(t) && /^\s*BENCHMARK(_ADVANCED)?\s*\(/m.test(t),
      what: 'Catch2 BENCHMARK',
      args: (texts) => {
        const { spec, todo } = catch2Filter(texts);
        return { args: spec === undefined ? '--reporter xml' : `'${spec}' --reporter xml`, ...(todo === undefined ? {} : { todo }) };
      },
    },
  ];
  // One suite per CMake target: grouped by folder, a bench/ holding a_bench.cpp and b_bench.cpp (two
  // executables) ran only the first target's. Sources no target names still group by folder.
  const groups: { kind: (typeof kinds)[number]; dir: string; target?: CMakeTarget; top?: string; options?: string[]; paths: string[] }[] = [];
  // Evaluated once: targets named through variables, helper functions, globs and included .cmake files (cmake.ts).
  const targets = cmakeTargets(cmakeFiles, files.map((f) => f.path));
  for (const kind of kinds) {
    for (const f of sources.filter((s) => kind.uses(s.text, s.path))) {
      const target = targets.find((t) => t.sources.has(f.path));
      const dir = dirOf(f.path);
      const same = groups.find((g) => g.kind === kind && (target ? g.target === target : g.target === undefined && g.dir === dir));
      // Configured from the top of the CMake tree holding the target (cmakeTargets).
      if (same) same.paths.push(f.path);
      else groups.push({ kind, dir, paths: [f.path], ...(target ? { target, top: target.top, options: cmakeOptions(cmakeFiles, [target.at, ...target.calls]) } : {}) });
    }
  }
  for (const { kind, dir, target, top, paths } of groups) {
    const { args, todo } = kind.args(paths.map((p) => sources.find((f) => f.path === p)!.text));
    const binary = target?.binary;
    // One build of every target of the same CMake tree: suites with the same setup share its run.
    const tree = groups.filter((g) => g.target !== undefined && g.top === top);
    const targets = [...new Set(tree.map((g) => g.target!.name))];
    const options = [...new Set(tree.flatMap((g) => g.options ?? []))].map((o) => ` -D${o}=ON`).join('');
    out.push({
      harness: kind.harness,
      cwd: top ?? dir,
      ...(target && groups.filter((g) => g.kind === kind && g.top === top).length > 1 ? { label: target.name } : {}),
      // The build is the setup (untimed, once per tree): in `run` it ran in every repeat and paired round,
      // and CMake's progress lines on stdout came before the harness output benchgate parses there.
      run: binary ? `./${binary} ${args}` : `./bench ${args}`,
      ...(binary ? { install: `cmake -B build -DCMAKE_BUILD_TYPE=Release${options} && cmake --build build --target ${targets.join(' ')}` } : {}),
      output: 'stdout',
      evidence: `${kind.what} in ${describeList(paths)}${target ? ` (CMake target ${target.name})` : ''}`,
      ...(target && todo === undefined ? {} : { todo: [target ? undefined : 'build the benchmark binary first and replace ./bench with its path', todo].filter(Boolean).join('; ') }),
      toolchain: 'cpp',
    });
  }
  return out;
}

/** The repository header a quoted `#include "name"` in the file at `from` reads: beside it, else in a folder above it. */
function quotedInclude(name: string, from: string, headers: Map<string, string>): string | undefined {
  for (let d = dirOf(from); ; d = dirOf(d)) {
    const p = posix.normalize(d === '.' ? name : `${d}/${name}`);
    if (headers.has(p)) return p;
    if (d === '.') return undefined;
  }
}

/** The quoted includes of `text` (the file at `path`) that are headers of the repository. */
function localIncludes(text: string, path: string, headers: Map<string, string>): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/^\s*#\s*include\s*"([^"\n]+)"/gm)) {
    const h = quotedInclude(m[1]!, path, headers);
    if (h !== undefined) out.push(h);
  }
  return out;
}

/**
 * The repository's headers that include one matching `wanted`, themselves or through other headers of the repository
 * (quoted includes, looked for beside the including file, then in each folder above it, where an include directory such
 * as `benchmarks/` usually is). Once per repository: the include graph walked backwards from the headers that match,
 * each header read once.
 */
function headersReaching(headers: Map<string, string>, wanted: RegExp): Set<string> {
  const includedBy = new Map<string, string[]>();
  for (const [path, text] of headers) {
    for (const h of localIncludes(text, path, headers)) {
      const by = includedBy.get(h);
      if (by === undefined) includedBy.set(h, [path]);
      else by.push(path);
    }
  }
  const reach = new Set([...headers].filter(([, text]) => wanted.test(text)).map(([path]) => path));
  for (let queue = [...reach], i = 0; i < queue.length; i++) {
    for (const by of includedBy.get(queue[i]!) ?? []) {
      if (reach.has(by)) continue;
      reach.add(by);
      queue.push(by);
    }
  }
  return reach;
}

/**
 * The Catch2 test spec that runs the test cases holding a BENCHMARK: `[!benchmark]` (Catch2 v2's tag for
 * them) only where they all carry it. Tagged otherwise (`[bench]`, hidden `[.][bench]`) they matched
 * nothing, or not all, and a run without them is silently shorter; so a tag every one of them has, else
 * their tags OR-ed (`[a],[b]`). Untagged ones (Catch2 v3's own examples) only run unfiltered, with the
 * unit tests. A test case holds a BENCHMARK in its own braces or through a function it calls that holds
 * one (pauldreik/lemac's `template <std::size_t MSIZE> void benchmark()`, called by test cases tagged
 * `[.][benchmark]`).
 */
function catch2Filter(texts: string[]): { spec?: string; todo?: string } {
  const BENCH = /^\s*BENCHMARK(_ADVANCED)?\s*\(/gm;
  const files = texts.map((text) => {
    const code = blankLiterals(text);
    const bodies = [...code.matchAll(/\b(?:TEST_CASE|TEST_CASE_METHOD|SCENARIO|TEMPLATE_TEST_CASE|TEMPLATE_TEST_CASE_SIG)\s*\(/g)].map((h) => {
      const open = code.indexOf('{', h.index);
      return { head: h.index, start: h.index + h[0].length, end: open < 0 ? code.length : blockEnd(code, open) };
    });
    return { text, code, bodies };
  });
  // Functions outside every test case that hold a BENCHMARK, by name: their callers hold it too.
  const helpers = new Set<string>();
  for (const { code, bodies } of files) {
    for (const b of code.matchAll(BENCH)) {
      if (!bodies.some((c) => b.index >= c.head && b.index < c.end)) {
        const name = enclosingFunction(code, b.index);
        if (name !== undefined) helpers.add(name);
      }
    }
  }
  const calls = helpers.size === 0 ? undefined : new RegExp(`\\b(?:${[...helpers].map(escapeRegExp).join('|')})\\s*(?:<[^;{}()]*>\\s*)?\\(`);
  const cases: string[][] = [];
  for (const { text, code, bodies } of files) {
    for (const c of bodies) {
      const body = code.slice(c.head, c.end);
      if (!new RegExp(BENCH.source, 'm').test(body) && !(calls?.test(body) ?? false)) continue;
      const tags = /^[^)"]*"(?:[^"\\]|\\.)*"\s*,\s*"((?:\[[^\]"]*\])+)"/.exec(text.slice(c.start, c.end))?.[1] ?? '';
      // `[.bench]` is `[.]` (hidden) plus `[bench]`; `[.]`, `[!hide]`, `[!mayfail]`… select nothing of their own.
      cases.push([...tags.matchAll(/\[([^\]]*)\]/g)].map((t) => (t[1]!.length > 1 && t[1]!.startsWith('.') ? t[1]!.slice(1) : t[1]!)).filter((t) => t !== '.' && (!t.startsWith('!') || t === '!benchmark')));
    }
  }
  if (cases.length === 0) return { spec: '[!benchmark]', todo: 'check that the test spec `[!benchmark]` selects the test cases holding your benchmarks' };
  if (cases.some((c) => c.length === 0)) {
    return { todo: 'some test cases holding a BENCHMARK have no tag, so every test case runs: tag them (e.g. `[!benchmark]`) and pass that tag to run only them' };
  }
  const common = cases[0]!.filter((t) => cases.every((c) => c.includes(t)));
  const pick = common.includes('!benchmark') ? '!benchmark' : common[0];
  if (pick !== undefined) return { spec: `[${pick}]` };
  return { spec: [...new Set(cases.map((c) => (c.includes('!benchmark') ? '!benchmark' : c[0]!)))].map((t) => `[${t}]`).join(',') };
}

/** C++ source with its comments and string and character literals blanked, at the same offsets, for brace matching. */
function blankLiterals(text: string): string {
  return text.replace(/\/\/[^\n]*|\/\*[\s\S]*?\*\/|"(?:[^"\\\n]|\\.)*"|(?<![\w'])'(?:[^'\\\n]|\\.){1,8}'/g, (m) => m.replace(/[^\n]/g, ' '));
}

/** The offset just past the `}` closing the `{` at `open`. */
function blockEnd(code: string, open: number): number {
  let depth = 0;
  for (let i = open; i < code.length; i++) {
    if (code[i] === '{') depth++;
    else if (code[i] === '}' && --depth === 0) return i + 1;
  }
  return code.length;
}

/** The name of the outermost function whose body holds `at` (`void benchmark()`, `Foo::run(int n) const`), if any. */
function enclosingFunction(code: string, at: number): string | undefined {
  let name: string | undefined;
  for (let i = at, depth = 0; i >= 0; i--) {
    if (code[i] === '}') depth++;
    else if (code[i] === '{' && depth-- === 0) {
      depth = 0;
      const header = code.slice(Math.max(code.lastIndexOf(';', i), code.lastIndexOf('}', i), code.lastIndexOf('{', i - 1)) + 1, i);
      const m = /([A-Za-z_]\w*)\s*\([^{}]*\)[\s\w:&*<>,-]*$/.exec(header);
      if (m && !/^(if|for|while|switch|catch)$/.test(m[1]!)) name = m[1];
    }
  }
  return name;
}

function describeList(paths: string[]): string {
  return paths.length <= 2 ? paths.join(', ') : `${paths.slice(0, 2).join(', ')} and ${paths.length - 2} more`;
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
