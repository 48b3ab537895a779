// What `benchgate init` writes (pure): the starter benchgate.yml from the detected suites, and the
// workflows when benchgate's own `workflows/` folder is not at hand (an install without it). The text is
// in templates/init/ (mustache, bundled as text).
import { stringify } from 'yaml';
import { renderTemplate } from '../render/template';
import type { DetectedSuite } from './detect';
import CONFIG_TEMPLATE from '../../templates/init/benchgate.yml.mustache?raw';
import PR_WORKFLOW_TEMPLATE from '../../templates/init/workflows/benchgate.yml.mustache?raw';
import NIGHTLY_WORKFLOW_TEMPLATE from '../../templates/init/workflows/benchgate-nightly.yml.mustache?raw';

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
  return renderTemplate(CONFIG_TEMPLATE, {
    schemaUrl: SCHEMA_URL,
    suites: suites.map((s) => ({
      harness: s.harness,
      evidence: s.evidence,
      todo: s.todo,
      yaml: { name: scalar(s.name), harness: scalar(s.harness), cwd: s.cwd === '.' ? undefined : scalar(s.cwd), run: scalar(s.run) },
      output: s.output === 'stdout' ? undefined : { files: s.output.files.map(scalar) },
      // Samples of one process share its JIT, code layout and the machine's state at that moment; the next
      // process of the same code moves 10–40 % on shared runners. Compare runs, not one process's samples.
      repeat: !PER_PROCESS_SAMPLES.has(s.harness),
    })),
  });
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
const workflow = (template: string): string => renderTemplate(template, { setupPlaceholder: SETUP_PLACEHOLDER, actionRef: ACTION_REF });
export const FALLBACK_WORKFLOWS: Record<string, string> = {
  'benchgate.yml': workflow(PR_WORKFLOW_TEMPLATE),
  'benchgate-nightly.yml': workflow(NIGHTLY_WORKFLOW_TEMPLATE),
};
