// The Action inputs (action.yml), read once from the environment into one typed settings object.
// Nothing downstream reads inputs. Names are kebab-case; public contract: add, never rename.
// The runner passes input `x-y` as env `INPUT_X-Y` (upper-cased, spaces → `_`), as @actions/core reads it.
import { z } from 'zod';
import { ConfigError, type ConfigIssue } from '../model/errors';
import { DEFAULT_CAPS, type ResultCaps } from '../model/cap-results';

export const MODES = ['auto', 'run', 'report', 'command', 'merge', 'setup'] as const;
export const COMMENT_POLICIES = ['always', 'on-change', 'never'] as const;
export const TRACK_POLICIES = ['auto', 'always', 'never'] as const;
export const BASELINE_KINDS = ['stored', 'paired'] as const;

/** Defaults, shared with action.yml (test/github/inputs.test.ts checks they agree). */
export const INPUT_DEFAULTS = {
  config: '.github/benchgate.yml',
  mode: 'auto',
  'artifact-name': 'benchgate-results',
  comment: 'always',
  'fail-on-regression': 'false',
  'retention-days': '90',
  'comment-marker': 'report',
  'track-regressions': 'auto',
  'issue-label': 'benchgate-regression',
  'pr-workflow': 'pull-request.yml',
  baseline: 'stored',
  rounds: '20',
  'max-benchmarks': String(DEFAULT_CAPS.maxBenchmarks),
  'max-samples': String(DEFAULT_CAPS.maxSamples),
} as const;

const trueValues = ['true', 'True', 'TRUE'];
const falseValues = ['false', 'False', 'FALSE'];

const oneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: (i) => `one of ${values.join(', ')}; got '${String(i.input)}'` });

/** YAML 1.2 core booleans, exactly as core.getBooleanInput accepts them. */
const Bool = z
  .string()
  .refine((s) => trueValues.includes(s) || falseValues.includes(s), { error: (i) => `true or false; got '${String(i.input)}'` })
  .transform((s) => trueValues.includes(s));

/** `5`, `5%` or `5 %` → 5 (percent). */
const PercentInput = z
  .string()
  .regex(/^\d+(\.\d+)?\s*%?$/, { error: (i) => `a percentage such as 5 or 5%; got '${String(i.input)}'` })
  .transform((s) => Number.parseFloat(s));

const NumberIn = (min: number, max: number, what: string, integer = false) =>
  z
    .string()
    .refine(
      (s) => {
        const n = Number(s);
        return s !== '' && Number.isFinite(n) && n >= min && n <= max && (!integer || Number.isInteger(n));
      },
      { error: (i) => `${what}; got '${String(i.input)}'` },
    )
    .transform(Number);

/** A full 40-hex commit sha (a prefix could name a different commit later). */
const Sha = (name: string) =>
  z
    .string()
    .regex(/^[0-9a-fA-F]{40}$/, { error: (i) => `a full 40-character commit sha for ${name}; got '${String(i.input)}'` })
    .transform((s) => s.toLowerCase());

/**
 * Suite names as a JSON array of strings (what the command job's `command-suites` output holds) or one
 * name per line. Names are data, matched exactly against the config; never pasted into a shell.
 */
const SuiteList = z.string().transform((text, ctx) => {
  const t = text.trim();
  let names: unknown = t.split(/\r?\n/).map((l) => l.trim()).filter(Boolean);
  if (t.startsWith('[')) {
    try {
      names = JSON.parse(t);
    } catch {
      names = undefined;
    }
  }
  if (!Array.isArray(names) || !names.every((n) => typeof n === 'string' && n !== '')) {
    ctx.addIssue({ code: 'custom', message: `a JSON array of suite names such as ["parser"], or one name per line; got '${text}'` });
    return z.NEVER;
  }
  return [...new Set(names as string[])];
});

/** A duration such as 90s, 10m or 1h (a bare number is seconds) → milliseconds. */
const DurationInput = z
  .string()
  .regex(/^\d+(\.\d+)?\s*(ms|s|m|h)?$/, { error: (i) => `a duration such as 90s, 10m or 1h; got '${String(i.input)}'` })
  .transform((s) => {
    const m = /^(\d+(?:\.\d+)?)\s*(ms|s|m|h)?$/.exec(s)!;
    return Number(m[1]) * { ms: 1, s: 1000, m: 60_000, h: 3_600_000 }[(m[2] ?? 's') as 'ms' | 's' | 'm' | 'h'];
  })
  .refine((ms) => ms > 0, { error: 'a duration above zero' });

/** Raw inputs as strings; empty strings have already been dropped (an unset input is `undefined`). */
export const ActionInputs = z.object({
  config: z.string().default(INPUT_DEFAULTS.config),
  mode: oneOf(MODES).default(INPUT_DEFAULTS.mode),
  'github-token': z.string().optional(),
  'artifact-name': z
    .string()
    .regex(/^[^"*:<>?|\\/\r\n]+$/, { error: (i) => `an artifact name without " : < > | * ? \\ / or line breaks; got '${String(i.input)}'` })
    .default(INPUT_DEFAULTS['artifact-name']),
  'base-branch': z.string().optional(),
  comment: oneOf(COMMENT_POLICIES).default(INPUT_DEFAULTS.comment),
  'fail-on-regression': Bool.default(false),
  'noise-floor': PercentInput.optional(),
  alpha: NumberIn(Number.MIN_VALUE, 0.999999, 'a number between 0 and 1 such as 0.05').optional(),
  'retention-days': NumberIn(1, 400, 'a whole number of days from 1 to 400', true).default(90),
  history: NumberIn(0, 1000, 'a whole number of runs from 0 to 1000', true).optional(),
  'comment-marker': z
    .string()
    .regex(/^[\w.-]+$/, { error: (i) => `letters, digits, '.', '_' or '-'; got '${String(i.input)}'` })
    .default(INPUT_DEFAULTS['comment-marker']),
  'baseline-workflow': z.string().optional(),
  // Comment-command runs (workflows/comment-command.yml): the PR and shas come from the command job.
  'pull-request': NumberIn(1, Number.MAX_SAFE_INTEGER, 'a pull request number such as 42', true).optional(),
  'head-sha': Sha('head-sha').optional(),
  'base-sha': Sha('base-sha').optional(),
  suites: SuiteList.optional(),
  'results-run-id': NumberIn(1, Number.MAX_SAFE_INTEGER, 'a workflow run id (digits)', true).optional(),
  'track-regressions': oneOf(TRACK_POLICIES).default(INPUT_DEFAULTS['track-regressions']),
  'issue-label': z
    .string()
    .regex(/^[^,\r\n]{1,50}$/, { error: (i) => `a label name of at most 50 characters without commas; got '${String(i.input)}'` })
    .default(INPUT_DEFAULTS['issue-label']),
  dashboard: z.string().optional(),
  shard: z
    .string()
    .regex(/^\s*\d+\s*\/\s*\d+\s*$/, { error: (i) => `K/N such as 2/4 (this job's shard of N); got '${String(i.input)}'` })
    .transform((t, c) => {
      const [k, n] = t.split('/').map((x) => Number(x.trim()));
      if (!(k! >= 1 && k! <= n!)) {
        c.addIssue({ code: 'custom', message: `K/N with 1 ≤ K ≤ N; got '${t}'` });
        return z.NEVER;
      }
      return { index: k!, count: n! };
    })
    .optional(),
  environment: z
    .string()
    .regex(/^[\w.-]{1,60}$/, { error: (i) => `a matrix environment label of letters, digits, '.', '_' or '-' such as ubuntu-latest; got '${String(i.input)}'` })
    .optional(),
  shards: NumberIn(1, 256, 'the number of shards the merge job expects, such as 4', true).optional(),
  results: z.string().optional(),
  'pr-workflow': z.string().min(1).default(INPUT_DEFAULTS['pr-workflow']),
  'dashboard-url': z
    .string()
    .regex(/^https:\/\/[^\s"'<>]+$/, { error: (i) => `an https:// URL such as https://owner.github.io/repo/; got '${String(i.input)}'` })
    .optional(),
  baseline: oneOf(BASELINE_KINDS).default(INPUT_DEFAULTS.baseline),
  rounds: NumberIn(2, 1000, 'a whole number of rounds from 2 to 1000', true).default(20),
  budget: DurationInput.optional(),
  'max-benchmarks': NumberIn(1, Number.MAX_SAFE_INTEGER, 'a whole number of benchmarks such as 20000', true).default(DEFAULT_CAPS.maxBenchmarks),
  'max-samples': NumberIn(2, Number.MAX_SAFE_INTEGER, 'a whole number of samples such as 1000', true).default(DEFAULT_CAPS.maxSamples),
});

export const INPUT_NAMES = Object.keys(ActionInputs.shape) as (keyof typeof ActionInputs.shape)[];

/** The one typed object the Action works from. */
export interface ActionSettings {
  configPath: string;
  mode: (typeof MODES)[number];
  githubToken: string;
  artifactName: string;
  /** Branch whose artifacts are the baseline; undefined: the PR's base branch or the repository's default. */
  baseBranch?: string;
  comment: (typeof COMMENT_POLICIES)[number];
  failOnRegression: boolean;
  /** Noise floor as a fraction (input `5%` → 0.05). */
  noiseFloor?: number;
  alpha?: number;
  retentionDays: number;
  /** Runs kept in the baseline history; undefined: the config's `history` (default 60). */
  history?: number;
  commentMarker: string;
  /** Workflow (file name or id) whose runs hold baselines; undefined: the current one. */
  baselineWorkflow?: string;
  /** The PR a run or report is for when the event is not a pull_request (comment commands). */
  pullRequest?: number;
  /** The commit being benchmarked (run) or expected in the results (report), with pullRequest. */
  headSha?: string;
  /** The PR's base commit: the exact baseline to look for. */
  baseSha?: string;
  /** Run only these suites (exact names); undefined: all. */
  suites?: string[];
  /** Report mode outside workflow_run: the run whose artifact holds the results (default: this run). */
  resultsRunId?: number;
  /** Nightly tracking issues: auto = on schedule and workflow_dispatch runs. */
  trackRegressions: (typeof TRACK_POLICIES)[number];
  issueLabel: string;
  /** Base-branch runs: build the history dashboard into this folder (relative to the workspace). */
  dashboard?: string;
  /** Where the dashboard is published (GitHub Pages): comments and tracking issues link to it. */
  dashboardUrl?: string;
  /** This job's shard of a sharded run: it runs its share and uploads a part for the merge job. */
  shard?: { index: number; count: number };
  /** This job's matrix environment: its suites are labelled with it when the parts are merged. */
  environment?: string;
  /** Merge: the number of shards expected (default: the parts' own count). */
  shards?: number;
  /** A results file written by `benchgate run --out` in an earlier plain step: compared and reported, nothing run. */
  results?: string;
  /** mode command: the workflow that benchmarks pull requests (a fork PR's own run of it is re-run). */
  prWorkflow: string;
  /** `stored`: compare with the base branch's stored artifact; `paired`: run base and head side by side in rounds. */
  baseline: (typeof BASELINE_KINDS)[number];
  /** Paired: the most rounds. */
  rounds: number;
  /** Paired: stop adding rounds after this long (ms). */
  budgetMs?: number;
  /** Report job: caps on the PR run's (untrusted) results. */
  caps: ResultCaps;
}

/** Env name of an input, as the runner sets it (see @actions/core getInput). */
export function inputEnvName(name: string): string {
  return `INPUT_${name.replace(/ /g, '_').toUpperCase()}`;
}

/** Reads every input once. Throws ConfigError naming each bad input and its allowed values. */
export function readInputs(env: NodeJS.ProcessEnv = process.env): ActionSettings {
  const raw: Record<string, string> = {};
  for (const name of INPUT_NAMES) {
    const value = env[inputEnvName(name)]?.trim();
    if (value) raw[name] = value;
  }
  const parsed = ActionInputs.safeParse(raw);
  if (!parsed.success) {
    const issues: ConfigIssue[] = parsed.error.issues.map((i) => ({ path: String(i.path[0]), expected: i.message }));
    throw new InputError(issues);
  }
  const i = parsed.data;
  return {
    configPath: i.config,
    mode: i.mode,
    githubToken: i['github-token'] ?? env.GITHUB_TOKEN ?? '',
    artifactName: i['artifact-name'],
    baseBranch: i['base-branch'],
    comment: i.comment,
    failOnRegression: i['fail-on-regression'],
    noiseFloor: i['noise-floor'] === undefined ? undefined : i['noise-floor'] / 100,
    alpha: i.alpha,
    retentionDays: i['retention-days'],
    history: i.history,
    commentMarker: i['comment-marker'],
    baselineWorkflow: i['baseline-workflow'],
    pullRequest: i['pull-request'],
    headSha: i['head-sha'],
    baseSha: i['base-sha'],
    suites: i.suites,
    resultsRunId: i['results-run-id'],
    trackRegressions: i['track-regressions'],
    issueLabel: i['issue-label'],
    dashboard: i.dashboard,
    dashboardUrl: i['dashboard-url'],
    shard: i.shard,
    environment: i.environment,
    shards: i.shards,
    results: i.results,
    prWorkflow: i['pr-workflow'],
    baseline: i.baseline,
    rounds: i.rounds,
    ...(i.budget !== undefined ? { budgetMs: i.budget } : {}),
    caps: { maxBenchmarks: i['max-benchmarks'], maxSamples: i['max-samples'] },
  };
}

/** A bad Action input: "Invalid input 'mode': expected one of auto, run, report; got 'fast'." */
export class InputError extends ConfigError {
  constructor(issues: ConfigIssue[]) {
    super('action inputs', issues);
    this.message = issues.map((i) => `Invalid input '${i.path}': expected ${i.expected}.`).join('\n');
  }
}
