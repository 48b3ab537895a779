// What `benchgate init` writes (pure): the starter benchgate.yml from the detected suites, and the
// workflows when benchgate's own `workflows/` folder is not at hand (an install without it).
import { stringify } from 'yaml';
import type { DetectedSuite } from './detect';

/** The published JSON Schema of benchgate.yml (the `$id` in src/config/json-schema.ts). */
export const SCHEMA_URL = 'https://benchgate.dev/schema/benchgate.schema.json';
/** How workflows refer to the Action; one place to change it. */
export const ACTION_REF = 'benchgate/benchgate@v1';
/** A line in a workflow template that init replaces with the toolchain setup steps of the detected suites. */
export const SETUP_PLACEHOLDER = '# benchgate-init: setup steps';

/** Harnesses whose every sample is already its own process (or an exact count): one run per side is enough. */
const PER_PROCESS_SAMPLES = new Set(['command', 'hyperfine', 'gnu-time', 'size']);

// lineWidth 0: never fold a long command line onto two lines.
const scalar = (value: string): string => stringify(value, { lineWidth: 0 }).trimEnd();

export function renderConfig(suites: DetectedSuite[]): string {
  const lines = [
    `# yaml-language-server: $schema=${SCHEMA_URL}`,
    '# benchgate configuration, started by `benchgate init`. Edit freely; `benchgate run` tries it locally.',
    '# Every key is documented in the JSON Schema above (editors complete and check it) and in the README.',
    'version: 1',
    '',
    '# A change is called only when it is significant (p below alpha after false-discovery-rate control)',
    '# and its whole confidence interval lies beyond the noise floor.',
    'thresholds:',
    '  noise-floor: 5%',
    '  alpha: 0.05',
    '',
    '# Runs carried forward in the baseline (nightly runs look for lasting shifts in them).',
    'history: 60',
    '',
    '# One entry per benchmark command. Paths (cwd, output files) are relative to the repository root / cwd.',
    'suites:',
  ];
  for (const s of suites) {
    lines.push(`  # ${s.harness}: detected from ${s.evidence}`);
    if (s.todo) lines.push(`  # TODO: ${s.todo}`);
    lines.push(`  - name: ${scalar(s.name)}`, `    harness: ${scalar(s.harness)}`);
    if (s.cwd !== '.') lines.push(`    cwd: ${scalar(s.cwd)}`);
    lines.push(`    run: ${scalar(s.run)}`);
    if (s.output !== 'stdout') lines.push('    output:', '      files:', ...s.output.files.map((f) => `        - ${scalar(f)}`));
    // Samples of one process share its JIT, code layout and the machine's state at that moment; the next
    // process of the same code moves 10–40 % on shared runners. Compare runs, not one process's samples.
    if (!PER_PROCESS_SAMPLES.has(s.harness)) {
      lines.push('    # each process settles at its own speed (JIT, code layout, a busy machine): compare 5 runs per side', '    repeat: 5');
    }
    lines.push('    timeout: 30m');
  }
  return `${lines.join('\n')}\n`;
}

/**
 * Toolchain setup steps for the detected suites, as workflow step lines (unindented). `cache: false` for
 * jobs that run PR code in the default branch's scope: no setup action may save a cache there
 * (actions/setup-go caches by default; setup-java, -node and -python only when asked).
 */
export function setupSteps(suites: DetectedSuite[], options: { cache: boolean } = { cache: true }): string[] {
  const steps: string[] = [];
  const has = (t: DetectedSuite['toolchain']) => suites.some((s) => s.toolchain === t);
  const dirs = (t: DetectedSuite['toolchain']) => [...new Set(suites.filter((s) => s.toolchain === t).map((s) => s.cwd))];
  if (has('rust')) steps.push('- uses: dtolnay/rust-toolchain@stable');
  if (has('go')) {
    steps.push('- uses: actions/setup-go@v5', '  with:', `    go-version-file: ${scalar(`${dirs('go')[0]}/go.mod`.replace(/^\.\//, ''))}`);
    if (!options.cache) steps.push('    cache: false');
  }
  if (has('python')) steps.push('- uses: actions/setup-python@v5', '  with:', "    python-version: '3.12'", '- run: pip install pytest pytest-benchmark');
  if (has('node')) {
    steps.push('- uses: actions/setup-node@v4', '  with:', '    node-version: 20');
    for (const d of dirs('node')) steps.push('- run: npm ci', ...(d === '.' ? [] : [`  working-directory: ${scalar(d)}`]));
  }
  if (has('java')) steps.push('- uses: actions/setup-java@v4', '  with:', '    distribution: temurin', "    java-version: '21'", ...(options.cache ? ['    cache: maven'] : []));
  if (has('cpp')) steps.push('# C++: install your build dependencies here (e.g. apt-get install cmake libbenchmark-dev)');
  return steps;
}

// The line a workflow template marks for the toolchain setup: ours, or the comment in benchgate's workflows/.
const SETUP_LINE = new RegExp(`^([ \\t]*)(${SETUP_PLACEHOLDER}|# Set up your toolchain here\\b.*)$`, 'gm');

/** A workflow template adapted to this repository: setup steps where marked, the default branch in `branches: [main]`. */
export function adaptWorkflow(workflow: string, steps: string[], defaultBranch = 'main'): string {
  const filled = steps.length === 0 ? workflow : workflow.replace(SETUP_LINE, (_m, indent: string) => steps.map((l) => `${indent}${l}`).join('\n'));
  return defaultBranch === 'main' ? filled : filled.replace(/^(\s*branches:\s*)\[main\]/gm, `$1[${scalar(defaultBranch)}]`);
}

// Fallback workflows. benchgate's own workflows/ folder (copied at runtime when present) is the fuller set,
// including the fork-safe two-workflow pattern and the comment command.
export const FALLBACK_WORKFLOWS: Record<string, string> = {
  'benchgate.yml': `# benchgate on pull requests, and on pushes to the default branch (which store the baseline).
# Pull requests from forks get a read-only token: add benchgate's report workflow (workflow_run) to comment on them.
name: benchgate
on:
  pull_request:
  push:
    branches: [main]
  workflow_dispatch:
permissions:
  contents: read
  actions: read
  pull-requests: write
concurrency:
  group: benchgate-\${{ github.ref }}
  cancel-in-progress: true
jobs:
  bench:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v5
      ${SETUP_PLACEHOLDER}
      - uses: ${ACTION_REF}
        with:
          config: .github/benchgate.yml
`,
  'benchgate-nightly.yml': `# Nightly benchgate run on the default branch: refreshes the baseline and its history (the last
# \`history\` runs), where lasting shifts are looked for.
name: benchgate nightly
on:
  schedule:
    - cron: '17 3 * * *'
  workflow_dispatch:
permissions:
  contents: read
  actions: read
  issues: write
jobs:
  nightly:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v5
      ${SETUP_PLACEHOLDER}
      - uses: ${ACTION_REF}
        with:
          config: .github/benchgate.yml
`,
};
