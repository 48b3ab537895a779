import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { INPUT_DEFAULTS, INPUT_NAMES, InputError, inputEnvName, readInputs } from '../../src/config/inputs';

const ROOT = join(import.meta.dirname, '..', '..');

describe('readInputs', () => {
  it('reads defaults when nothing is set', () => {
    expect(readInputs({})).toEqual({
      configPath: '.github/benchgate.yml',
      mode: 'auto',
      githubToken: '',
      artifactName: 'benchgate-results',
      baseBranch: undefined,
      comment: 'always',
      failOnRegression: false,
      noiseFloor: undefined,
      alpha: undefined,
      retentionDays: 90,
      history: undefined,
      commentMarker: 'report',
      baselineWorkflow: undefined,
      pullRequest: undefined,
      headSha: undefined,
      baseSha: undefined,
      suites: undefined,
      resultsRunId: undefined,
      trackRegressions: 'auto',
      issueLabel: 'benchgate-regression',
      dashboard: undefined,
      dashboardUrl: undefined,
      shard: undefined,
      environment: undefined,
      shards: undefined,
      results: undefined,
      prWorkflow: 'pull-request.yml',
      baseline: 'stored',
      rounds: 20,
      caps: { maxBenchmarks: 20_000, maxSamples: 1_000 },
    });
  });

  it('reads INPUT_<NAME> as the runner sets it (upper case, dashes kept, values trimmed)', () => {
    expect(inputEnvName('fail-on-regression')).toBe('INPUT_FAIL-ON-REGRESSION');
    expect(inputEnvName('some input')).toBe('INPUT_SOME_INPUT');
    const s = readInputs({
      INPUT_CONFIG: ' bench/benchgate.yml ',
      INPUT_MODE: 'report',
      'INPUT_GITHUB-TOKEN': 'ghs_x',
      'INPUT_ARTIFACT-NAME': 'bench-linux',
      'INPUT_BASE-BRANCH': 'develop',
      INPUT_COMMENT: 'on-change',
      'INPUT_FAIL-ON-REGRESSION': 'True',
      'INPUT_NOISE-FLOOR': '7.5%',
      INPUT_ALPHA: '0.01',
      'INPUT_RETENTION-DAYS': '14',
      INPUT_HISTORY: '30',
      'INPUT_COMMENT-MARKER': 'linux-x64',
      'INPUT_BASELINE-WORKFLOW': 'main.yml',
      'INPUT_PULL-REQUEST': '42',
      'INPUT_HEAD-SHA': 'D'.repeat(40),
      'INPUT_BASE-SHA': 'b'.repeat(40),
      INPUT_SUITES: '["parser", "my suite", "parser"]',
      'INPUT_RESULTS-RUN-ID': '9001',
      'INPUT_TRACK-REGRESSIONS': 'never',
      'INPUT_ISSUE-LABEL': 'perf',
      INPUT_BASELINE: 'paired',
      INPUT_ROUNDS: '12',
      INPUT_BUDGET: '15m',
      'INPUT_MAX-BENCHMARKS': '500',
      'INPUT_MAX-SAMPLES': '50',
    });
    expect(s).toEqual({
      configPath: 'bench/benchgate.yml',
      mode: 'report',
      githubToken: 'ghs_x',
      artifactName: 'bench-linux',
      baseBranch: 'develop',
      comment: 'on-change',
      failOnRegression: true,
      noiseFloor: 0.075,
      alpha: 0.01,
      retentionDays: 14,
      history: 30,
      commentMarker: 'linux-x64',
      baselineWorkflow: 'main.yml',
      pullRequest: 42,
      headSha: 'd'.repeat(40),
      baseSha: 'b'.repeat(40),
      suites: ['parser', 'my suite'],
      resultsRunId: 9001,
      trackRegressions: 'never',
      issueLabel: 'perf',
      dashboard: undefined,
      dashboardUrl: undefined,
      shard: undefined,
      environment: undefined,
      shards: undefined,
      results: undefined,
      prWorkflow: 'pull-request.yml',
      baseline: 'paired',
      rounds: 12,
      budgetMs: 900_000,
      caps: { maxBenchmarks: 500, maxSamples: 50 },
    });
  });

  it('suites: a JSON array (the command job output) or one name per line, names kept verbatim', () => {
    expect(readInputs({ INPUT_SUITES: 'parser\n  my suite \n' }).suites).toEqual(['parser', 'my suite']);
    expect(readInputs({ INPUT_SUITES: '["$(rm -rf /)"]' }).suites).toEqual(['$(rm -rf /)']);
    expect(readInputs({ INPUT_SUITES: '[]' }).suites).toEqual([]);
  });

  it('paired rounds: budget as a duration (a bare number is seconds)', () => {
    expect(readInputs({ INPUT_BUDGET: '90' }).budgetMs).toBe(90_000);
    expect(readInputs({ INPUT_BUDGET: '1.5h' }).budgetMs).toBe(5_400_000);
    expect(readInputs({ INPUT_BUDGET: '500ms' }).budgetMs).toBe(500);
  });

  it('falls back to GITHUB_TOKEN from the environment when github-token is empty', () => {
    expect(readInputs({ GITHUB_TOKEN: 'ghs_env' }).githubToken).toBe('ghs_env');
  });

  it.each([
    ['INPUT_BASELINE', 'both', "Invalid input 'baseline': expected one of stored, paired; got 'both'."],
    ['INPUT_ROUNDS', '1', "Invalid input 'rounds': expected a whole number of rounds from 2 to 1000; got '1'."],
    ['INPUT_BUDGET', 'soon', "Invalid input 'budget': expected a duration such as 90s, 10m or 1h; got 'soon'."],
    ['INPUT_MODE', 'fast', "Invalid input 'mode': expected one of auto, run, report, command, merge, setup; got 'fast'."],
    ['INPUT_COMMENT', 'sometimes', "Invalid input 'comment': expected one of always, on-change, never; got 'sometimes'."],
    ['INPUT_FAIL-ON-REGRESSION', 'yes', "Invalid input 'fail-on-regression': expected true or false; got 'yes'."],
    ['INPUT_NOISE-FLOOR', 'five', "Invalid input 'noise-floor': expected a percentage such as 5 or 5%; got 'five'."],
    ['INPUT_ALPHA', '1.5', "Invalid input 'alpha': expected a number between 0 and 1 such as 0.05; got '1.5'."],
    ['INPUT_RETENTION-DAYS', '2.5', "Invalid input 'retention-days': expected a whole number of days from 1 to 400; got '2.5'."],
    ['INPUT_TRACK-REGRESSIONS', 'nightly', "Invalid input 'track-regressions': expected one of auto, always, never; got 'nightly'."],
    ['INPUT_HEAD-SHA', 'abc1234', "Invalid input 'head-sha': expected a full 40-character commit sha for head-sha; got 'abc1234'."],
    ['INPUT_PULL-REQUEST', '#42', "Invalid input 'pull-request': expected a pull request number such as 42; got '#42'."],
    ['INPUT_SUITES', '[1, 2]', "Invalid input 'suites': expected a JSON array of suite names such as [\"parser\"], or one name per line; got '[1, 2]'."],
    ['INPUT_ARTIFACT-NAME', 'a/b', "Invalid input 'artifact-name': expected an artifact name without \" : < > | * ? \\ / or line breaks; got 'a/b'."],
  ])('%s=%s names the input and the allowed values', (name, value, message) => {
    expect(() => readInputs({ [name]: value })).toThrow(InputError);
    expect(() => readInputs({ [name]: value })).toThrow(message);
  });

  it('reports every bad input at once, one line each', () => {
    const err = (() => {
      try {
        readInputs({ INPUT_MODE: 'x', INPUT_ALPHA: '0' });
      } catch (e) {
        return e as InputError;
      }
    })();
    expect(err?.message.split('\n')).toHaveLength(2);
    expect(err?.exitCode).toBe(2);
  });

  it('action.yml declares exactly these inputs, with the same defaults', () => {
    const action = parse(readFileSync(join(ROOT, 'action.yml'), 'utf8')) as { inputs: Record<string, { default?: string; description: string }> };
    expect(Object.keys(action.inputs).sort()).toEqual([...INPUT_NAMES].sort());
    for (const [name, value] of Object.entries(INPUT_DEFAULTS)) expect(action.inputs[name]?.default, name).toBe(value);
    for (const [name, spec] of Object.entries(action.inputs)) expect(spec.description.length, name).toBeGreaterThan(20);
  });
});

describe('inputs added for sharding, the safe workflow shape and forks', () => {
  it('reads shard, environment, shards, results and pr-workflow, and names a bad one', () => {
    const s = readInputs({ INPUT_SHARD: ' 2 / 4 ', INPUT_ENVIRONMENT: 'ubuntu-latest', INPUT_SHARDS: '4', INPUT_RESULTS: 'r.json', 'INPUT_PR-WORKFLOW': 'bench-pr.yml' });
    expect(s).toMatchObject({ shard: { index: 2, count: 4 }, environment: 'ubuntu-latest', shards: 4, results: 'r.json', prWorkflow: 'bench-pr.yml' });
    expect(() => readInputs({ INPUT_SHARD: '5/4' })).toThrow("Invalid input 'shard': expected K/N with 1 ≤ K ≤ N; got '5/4'.");
    expect(() => readInputs({ INPUT_ENVIRONMENT: 'a b' })).toThrow(/Invalid input 'environment': expected a matrix environment label/);
    expect(() => readInputs({ 'INPUT_DASHBOARD-URL': 'javascript:alert(1)' })).toThrow(/Invalid input 'dashboard-url': expected an https:\/\/ URL/);
  });
});
