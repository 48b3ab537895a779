// What `benchgate init` writes (pure): the starter benchgate.yml from the detected suites, and the
// workflows when benchgate's own `workflows/` folder is not at hand (an install without it). The text is
// in templates/init/ (mustache, bundled as text).
import { stringify } from 'yaml';
import { renderTemplate } from '../render/template';
import { PY_VENV, type DetectedSuite } from './detect';
import CONFIG_TEMPLATE from '../../templates/init/benchgate.yml.mustache?raw';
import PR_WORKFLOW_TEMPLATE from '../../templates/init/workflows/benchgate.yml.mustache?raw';
import NIGHTLY_WORKFLOW_TEMPLATE from '../../templates/init/workflows/benchgate-nightly.yml.mustache?raw';

/** The published JSON Schema of benchgate.yml (the `$id` in src/config/json-schema.ts). */
export const SCHEMA_URL = 'https://benchgate.dev/schema/benchgate.schema.json';
/** How workflows refer to the Action; one place to change it. */
export const ACTION_REF = 'benchgate/benchgate@v1';
/** A line in a workflow template that init replaces with the toolchain setup steps of the detected suites. */
export const SETUP_PLACEHOLDER = '# benchgate-init: setup steps';

/**
 * Harnesses whose every sample is already its own process (or an exact count), or that run each benchmark in
 * processes of their own (pyperf's workers, 20 by default): one run per side is enough. Gungraun and
 * iai-callgrind count what Valgrind simulates: every run of one build prints the same counts, and each run
 * costs Valgrind's 10–50× slowdown again, so four more were four more of the same.
 */
const PER_PROCESS_SAMPLES = new Set(['command', 'hyperfine', 'gnu-time', 'size', 'pyperf', 'gungraun', 'iai-callgrind']);

// lineWidth 0: never fold a long command line onto two lines.
const scalar = (value: string): string => stringify(value, { lineWidth: 0 }).trimEnd();

/**
 * Paired rounds in the pull-request workflow (base and head side by side in one job, `baseline: paired`):
 * at most this many rounds within this budget, as workflows/pull-request.yml documents them.
 */
export const PAIRED_ROUNDS = 20;
export const PAIRED_BUDGET = { text: '15m', seconds: 15 * 60 };

export interface PairedPlan {
  rounds: number;
  budget: string;
  /** The estimated seconds of one run of all suites (one side of a round), rounded up. */
  seconds: number;
}

/**
 * Paired rounds when the suites are short: every suite's run time can be estimated (detect.ts) and all
 * the rounds, each running every suite once per side, fit the budget. Otherwise undefined: the stored
 * baseline (a suite whose time cannot be told may take an hour).
 */
export function pairedPlan(suites: DetectedSuite[]): PairedPlan | undefined {
  if (suites.length === 0 || suites.some((s) => s.estimatedSeconds === undefined)) return undefined;
  const seconds = suites.reduce((t, s) => t + s.estimatedSeconds!, 0);
  return 2 * seconds * PAIRED_ROUNDS <= PAIRED_BUDGET.seconds ? { rounds: PAIRED_ROUNDS, budget: PAIRED_BUDGET.text, seconds: Math.ceil(seconds) } : undefined;
}

/** The starter benchgate.yml. */
export function renderConfig(suites: DetectedSuite[]): string {
  return renderTemplate(CONFIG_TEMPLATE, {
    schemaUrl: SCHEMA_URL,
    suites: suites.map((s) => ({
      harness: s.harness,
      evidence: s.evidence,
      todo: s.todo,
      yaml: { name: scalar(s.name), harness: scalar(s.harness), cwd: s.cwd === '.' ? undefined : scalar(s.cwd), run: scalar(s.run) },
      // The base tree of paired rounds is a fresh checkout: node_modules is only in the head's. Written
      // whether or not the starter workflow pairs: the bot's `/benchgate run --paired` works on any PR.
      setup: s.install === undefined ? undefined : scalar(s.install),
      output: s.output === 'stdout' ? undefined : { files: s.output.files.map(scalar), stdout: s.output.stdout },
      // Samples of one process share its JIT, code layout and the machine's state at that moment; the next
      // process of the same code moves 10–40 % on shared runners. Compare runs, not one process's samples.
      repeat: !PER_PROCESS_SAMPLES.has(s.harness),
    })),
  });
}

/** setup-java caches one build tool's downloads: Gradle's where every Java suite builds with it, else Maven's. */
function javaBuildTool(suites: DetectedSuite[]): 'gradle' | 'maven' {
  const java = suites.filter((s) => s.toolchain === 'java');
  return java.length > 0 && java.every((s) => /(^|\/)gradlew?\s/.test(s.install ?? '')) ? 'gradle' : 'maven';
}

/**
 * Toolchain setup steps for the detected suites, as workflow step lines (unindented). `cache: false` for
 * jobs that run PR code in the default branch's scope: no setup action may save a cache there
 * (actions/setup-go caches by default; setup-java, -node and -python only when asked).
 */
export function setupSteps(suites: DetectedSuite[], options: { cache: boolean } = { cache: true }): string[] {
  const steps: string[] = [];
  const has = (t: DetectedSuite['toolchain']) => suites.some((s) => s.toolchain === t);
  if (has('rust')) steps.push('- uses: dtolnay/rust-toolchain@stable');
  // libtest's #[bench] (cargo +nightly bench) builds only on nightly.
  if (suites.some((s) => s.run.includes('cargo +nightly'))) steps.push('- run: rustup toolchain install nightly --profile minimal');
  // Gungraun and iai-callgrind run each benchmark under Valgrind through their runner binary, which must be the
  // library's own version (it refuses another): ubuntu-latest has neither, so either-or-both's gungraun 0.18 suite
  // failed on its first run. The version is the one cargo resolves for the suite's crate (a lockfile's, else the
  // newest its requirement allows, which is what `cargo bench` then builds).
  const runners = new Map<string, string>();
  for (const s of suites) if ((s.harness === 'gungraun' || s.harness === 'iai-callgrind') && !runners.has(s.harness)) runners.set(s.harness, s.cwd);
  if (runners.size > 0) steps.push('- run: sudo apt-get update && sudo apt-get install -y valgrind');
  for (const [crate, cwd] of runners) {
    steps.push(`- run: cargo install ${crate}-runner --version "$(cargo metadata --format-version 1 | jq -r '[.packages[] | select(.name == "${crate}")][0].version')"`);
    if (cwd !== '.') steps.push(`  working-directory: ${scalar(cwd)}`);
  }
  // hyperfine scripts (init/hyperfine-scripts.ts): ubuntu-latest has no hyperfine; Ubuntu's own package does.
  if (suites.some((s) => s.harness === 'hyperfine')) steps.push('- run: sudo apt-get update && sudo apt-get install -y hyperfine');
  if (has('go')) {
    // The current Go, not go.mod's `go` line: that is the oldest Go the module builds with (bits-and-blooms/bitset
    // says 1.16, which would benchmark a five-year-old compiler and leave out its go1.23 files).
    steps.push('- uses: actions/setup-go@v5', '  with:', '    go-version: stable');
    if (!options.cache) steps.push('    cache: false');
    else {
      // setup-go keys its cache by the root go.sum alone: without one it warns "Restore cache failed: Dependencies
      // file is not found" and caches nothing (charmbracelet/x, one module per folder, names each module's go.sum
      // in its own workflows; actions/setup-go#418). hashFiles skips a listed file that is absent.
      const modules = [...new Set(suites.filter((s) => s.toolchain === 'go').map((s) => s.cwd))];
      if (modules.some((d) => d !== '.')) steps.push('    cache-dependency-path: |', ...modules.map((d) => `      ${d === '.' ? '' : `${d}/`}go.sum`));
    }
  }
  if (has('python')) {
    const pip = [...(suites.some((s) => s.harness === 'pytest-benchmark') ? ['pytest', 'pytest-benchmark'] : []), ...(suites.some((s) => s.harness === 'pyperf') ? ['pyperf'] : []), ...(suites.some((s) => s.harness === 'asv') ? ['asv'] : [])];
    steps.push('- uses: actions/setup-python@v5', '  with:', "    python-version: '3.12'", `- run: pip install ${pip.join(' ')}`);
    // Seen by the suites' per-tree virtual environments (--system-site-packages); the project is not installed
    // here: one install would be one commit's copy, imported by both trees of paired rounds.
    if (suites.some((s) => s.toolchain === 'python' && s.install !== undefined)) {
      steps.push(`# the project itself is built in each checkout by its suite's setup (benchgate.yml), into ${PY_VENV}/`);
    }
  }
  if (has('node')) {
    // The dependencies are installed by each suite's `setup` (benchgate.yml), in every tree it runs in.
    if (suites.some((s) => s.install?.includes('pnpm '))) steps.push('- uses: pnpm/action-setup@v4');
    // The current LTS, as Go's `stable` above. Node 20 reached its end of life in April 2026, and pnpm 11 (the
    // packageManager of ohash 2.0.12 and vuejs/core 3.5.41) refuses to start on it: it needs Node 22.13 or later
    // (`No such built-in module: node:sqlite`), so their suites' setup failed.
    steps.push('- uses: actions/setup-node@v4', '  with:', "    node-version: 'lts/*'");
  }
  if (has('java')) steps.push('- uses: actions/setup-java@v4', '  with:', '    distribution: temurin', "    java-version: '21'", ...(options.cache ? [`    cache: ${javaBuildTool(suites)}`] : []));
  if (has('cpp')) {
    // The harness's own Debian/Ubuntu package: a Catch2-only repository was pointed at Google Benchmark's.
    const packages = [...(suites.some((s) => s.harness === 'google-benchmark') ? ['libbenchmark-dev'] : []), ...(suites.some((s) => s.harness === 'catch2') ? ['catch2'] : [])];
    steps.push(`# C++: install your build dependencies here (e.g. sudo apt-get install -y cmake${packages.map((p) => ` ${p}`).join('')})`);
  }
  return steps;
}

// The line a workflow template marks for the toolchain setup: ours, or the comment in benchgate's workflows/.
const SETUP_LINE = new RegExp(`^([ \\t]*)(${SETUP_PLACEHOLDER}|# Set up your toolchain here\\b.*)$`, 'gm');

/** A workflow template adapted to this repository: setup steps where marked, the default branch in `branches: [main]`. */
export function adaptWorkflow(workflow: string, steps: string[], defaultBranch = 'main', options: { lfs?: boolean; submodules?: boolean } = {}): string {
  const filled = steps.length === 0 ? workflow : workflow.replace(SETUP_LINE, (_m, indent: string) => steps.map((l) => `${indent}${l}`).join('\n'));
  const branched = defaultBranch === 'main' ? filled : filled.replace(/^(\s*branches:\s*)\[main\]/gm, `$1[${scalar(defaultBranch)}]`);
  const checkout = [
    ...(options.lfs ? ['lfs: true # files kept in Git LFS (.gitattributes): benchmarks may read them'] : []),
    ...(options.submodules ? ['submodules: recursive # git submodules (.gitmodules): the build may need them'] : []),
  ];
  return checkout.length > 0 ? withCheckout(branched, checkout) : branched;
}

/**
 * Every actions/checkout step given these inputs: `lfs: true` for a repository that keeps files in Git LFS
 * (charmbracelet/x's own workflows check out so), `submodules: recursive` for one with git submodules
 * (google/crc32c's and google/snappy's); in its `with:` block, or in one added under the step.
 */
function withCheckout(workflow: string, inputs: string[]): string {
  const lines = workflow.split('\n');
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    out.push(line);
    const step = /^(\s*)(- )?uses:\s*actions\/checkout@/.exec(line);
    if (step === null) continue;
    const column = step[1]!.length + (step[2]?.length ?? 0);
    const next = lines[i + 1];
    const withBlock = next !== undefined && new RegExp(`^ {${column}}with:\\s*$`).test(next);
    const added = inputs.map((input) => `${' '.repeat(column + 2)}${input}`);
    if (withBlock) {
      out.push(next, ...added);
      i++;
    } else {
      out.push(`${' '.repeat(column)}with:`, ...added);
    }
  }
  return out.join('\n');
}

// Fallback workflows. benchgate's own workflows/ folder (copied at runtime when present) is the fuller set,
// including the fork-safe two-workflow pattern and the comment command.
// `paired`: the pull-request runs measure base and head side by side (pairedPlan).
export function fallbackWorkflows(paired?: PairedPlan): Record<string, string> {
  const view = { setupPlaceholder: SETUP_PLACEHOLDER, actionRef: ACTION_REF, paired };
  return {
    'benchgate.yml': renderTemplate(PR_WORKFLOW_TEMPLATE, view),
    'benchgate-nightly.yml': renderTemplate(NIGHTLY_WORKFLOW_TEMPLATE, view),
  };
}
