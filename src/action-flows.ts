// The Action's flows, one per mode (main.ts dispatches and fails the run):
//   mode run:    run the suites (untrusted PR code is fine: read-only token), compare, summary, artifact.
//   mode report: a workflow_run workflow: the PR run's artifact (untrusted), verified, compared, commented.
//   mode auto:   report on workflow_run; otherwise run, and comment too on a same-repo PR.
//   mode command: an issue_comment `/benchgate …`: reply or accept, and tell the run job what to run.
// A comment command's run job is `run` with inputs naming the PR (pull-request, head-sha, base-sha,
// suites); its report job is `report` with the same inputs, outside workflow_run.
// On schedule/dispatch runs of the default branch, lasting shifts open, update and close tracking issues.
import { randomUUID } from 'node:crypto';
import { access, mkdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import * as core from './github/workflow-commands';
import { reportTables, runSuiteOnce, runSuites } from './app';
import { DEFAULT_MIN_ROUNDS, runPaired } from './run/paired';
import { mergeBase } from './run/worktree';
import { GitHubArtifactStore, type BaselineQuery } from './baseline/artifact-store';
import { nextBaseline } from './baseline/history';
import { readResultsFile } from './baseline/results-io';
import { passedOverNote, type LoadedBaseline } from './baseline/store';
import type { ActionSettings } from './config/inputs';
import { loadConfig, type LoadedConfig } from './config/load';
import { DEFAULTS } from './config/resolve';
import { DEFAULT_SEED, compareOptionsFor, compareRuns } from './compare/compare-runs';
import { createRng } from './compare/stats/random';
import { isUndecided } from './compare/summary';
import { findShifts } from './bot/nightly';
import { renderHeadMovedReply, renderNoResultsReply } from './render/bot-replies';
import { renderNightlySummary } from './render/trend';
import { handleCommand, type CommandOutcome } from './github/comment-command';
import { writeSummary } from './github/summary';
import { trackRegressions, type TrackedIssue } from './github/tracking-issues';
import { Comparison as ComparisonSchema, type Comparison } from './compare/types';
import { comparisonPathFor } from './run/paired-files';
import { createClient, type GitHubClient } from './github/client';
import { readEventPayload, runUrl, type ActionContext } from './github/context';
import { baselineForPart, keepAbsentSuites, mergeShards, partArtifactName, partPrefix } from './model/merge-shards';
import { runSuitesDetached, runWorker, type WorkerRequest, type WorkerResult } from './run/detached';
import { shareOf } from './run/shard';
import { publish, type Published } from './github/publish';
import { BaselineError, BenchgateError } from './model/errors';
import type { Results } from './model/results';
import { capResults } from './model/cap-results';

export interface Outcome {
  comparison?: Comparison;
  published?: Published;
  baselineRunId?: number;
  failedSuites: string[];
  /** Regressions fail the step only where there is a PR to block. */
  gate: boolean;
  command?: CommandOutcome;
  tracked?: TrackedIssue[];
  dashboardPath?: string;
  /** Why the step fails although everything was saved (e.g. the baseline was kept, not replaced). */
  problems?: string[];
}

const PR_EVENTS = ['pull_request', 'pull_request_target'];
const NIGHTLY_EVENTS = ['schedule', 'workflow_dispatch'];

/** The PR a run is for: the pull_request event's, or the one named by inputs (a comment command's run job). */
interface PrTarget {
  number: number;
  headSha: string;
  baseSha?: string;
  baseRef?: string;
  ref: string;
  fork: boolean;
  /** Named by inputs (a comment command's run job): the report job comments, never this one. */
  fromInputs: boolean;
}

function prTarget(s: ActionSettings, ctx: ActionContext): PrTarget | undefined {
  const p = PR_EVENTS.includes(ctx.eventName) ? ctx.pullRequest : undefined;
  if (p) return { number: p.number, headSha: p.headSha, baseSha: p.baseSha, baseRef: p.baseRef, ref: p.headRef, fork: p.fork, fromInputs: false };
  if (s.pullRequest === undefined) return undefined;
  return { number: s.pullRequest, headSha: s.headSha ?? ctx.sha, baseSha: s.baseSha, ref: `refs/pull/${s.pullRequest}/head`, fork: false, fromInputs: true };
}

/** The flow the inputs and the event ask for; its outcome, for main.ts to set the outputs and fail the step. */
export async function runMode(settings: ActionSettings, ctx: ActionContext, env: NodeJS.ProcessEnv): Promise<Outcome> {
  const now = () => new Date();
  const octokit = createClient({ token: settings.githubToken, env });
  const report = settings.mode === 'report' || (settings.mode === 'auto' && ctx.eventName === 'workflow_run');
  return settings.mode === 'setup'
    ? setupFlow()
    : settings.mode === 'command'
      ? commandFlow(settings, ctx, octokit, env)
      : settings.mode === 'merge'
        ? mergeFlow(settings, ctx, octokit, now)
        : report
          ? reportFlow(settings, ctx, octokit, now)
          : runFlow(settings, ctx, octokit, now);
}

async function runFlow(s: ActionSettings, ctx: ActionContext, octokit: GitHubClient, now: () => Date): Promise<Outcome> {
  const pr = prTarget(s, ctx);
  refuseDefaultBranchScope(ctx);
  if (s.results !== undefined) {
    // The safe shape: the benchmarks ran in a plain `run:` step (`benchgate run --out FILE`), where no
    // process held a token; this step only compares, reports and stores. The file is data like any artifact.
    const loaded = (await exists(s.configPath)) ? await loadConfig(s.configPath) : undefined;
    const given = await readResultsInput(s.results, { commit: pr?.headSha ?? ctx.sha, ref: pr ? pr.ref : ctx.ref, runId: ctx.runId });
    if (given.meta.shard !== undefined || given.meta.environment !== undefined) return partFlow(s, ctx, octokit, now, loaded, pr, given);
    // `benchgate run --paired REF --out FILE` wrote the same-job comparison beside the results.
    const sameJob = given.meta.paired !== undefined ? await readComparisonBeside(s.results) : undefined;
    return finishRun(s, ctx, octokit, now, loaded, pr, withPr(given, pr), [], sameJob);
  }
  const loaded = await loadConfig(s.configPath);
  if (s.shard !== undefined || s.environment !== undefined) return partFlow(s, ctx, octokit, now, loaded, pr);
  // Paired rounds need a base commit: a PR's. A push keeps the stored path (it stores the next baseline).
  const paired = s.baseline === 'paired' && pr?.baseSha !== undefined;
  const ran = await runBenchmarks({
    configPath: s.configPath,
    meta: { commit: pr?.headSha ?? ctx.sha, ref: pr ? pr.ref : ctx.ref, runId: ctx.runId },
    ...(s.suites?.length ? { only: s.suites } : {}),
    ...(paired ? { paired: { baseSha: pr!.baseSha!, rounds: s.rounds, ...(s.budgetMs !== undefined ? { budgetMs: s.budgetMs } : {}), compare: compareOptions(loaded, s) } } : {}),
  });
  const notes = s.baseline === 'paired' && !paired ? ['baseline: paired needs a pull request with a base commit; this run compared with the stored baseline instead.'] : [];
  return finishRun(s, ctx, octokit, now, loaded, pr, withPr(ran.results, pr), notes, ran.comparison);
}

/**
 * Benchmarks never run in the default branch's scope on behalf of a pull request. pull_request_target runs
 * with the base repository's write token and cache, and checks out the base branch: with the PR head checked
 * out, a fork's code would run beside that token; without it, the base's code would be reported as the PR's.
 */
function refuseDefaultBranchScope(ctx: ActionContext): void {
  if (ctx.eventName === 'issue_comment' || ctx.eventName === 'workflow_run') {
    // Results too: whatever wrote them ran in this job, and a process it left behind outlives its step and reads
    // the token of this one (/proc/<pid>/environ), and this run's ACTIONS_RUNTIME_TOKEN writes the default branch's cache.
    throw new BenchgateError(
      `benchgate does not run benchmarks, or take their results, in a ${ctx.eventName} run: that event runs in the default branch's scope (its cache, which every action step's ACTIONS_RUNTIME_TOKEN can write), and code run earlier in the job can outlive its step and read a later step's token. A pull request's benchmarks run in its own workflow: /benchgate run starts workflows/pull-request.yml on the PR's branch (workflows/comment-command.yml), and a workflow_run workflow only reports (mode: report)`,
    );
  }
  if (ctx.eventName !== 'pull_request_target') return;
  throw new BenchgateError(
    'benchgate does not run benchmarks on pull_request_target: that event runs in the base repository\'s scope (a write token, its cache) and checks out the base branch, so either a fork\'s code would run beside that token or the base\'s code would be reported as the pull request\'s. Run them on pull_request (`benchgate run --out FILE` in a run: step, or this Action in mode: run) and comment from a workflow_run workflow (mode: report; `benchgate init` writes both)',
  );
}

/**
 * The suites, run by a detached worker that no token-holding process is an ancestor of (run/detached.ts),
 * their output relayed with workflow commands stopped: a benchmark that prints `::set-output` or
 * `::add-mask::` only prints text.
 */
async function runBenchmarks(request: WorkerRequest): Promise<WorkerResult> {
  const token = randomUUID().replace(/-/g, '');
  process.stdout.write(`::stop-commands::${token}\n`);
  try {
    return await runSuitesDetached(process.argv[1]!, request, (chunk) => process.stdout.write(chunk));
  } finally {
    process.stdout.write(`\n::${token}::\n`);
  }
}

/** The results file of the input `results`, validated; this run's commit, ref and run id stamped on it. */
async function readResultsInput(path: string, meta: { commit?: string; ref?: string; runId?: number }): Promise<Results> {
  await access(path).catch((err: unknown) => {
    throw new BenchgateError(`Invalid input 'results': cannot read ${path} (${(err as Error).message}); expected the file written by \`benchgate run --out ${path}\` in an earlier step`);
  });
  // As every results file: streamed past 256 MiB (one string holds at most ~512 MiB), checked in bounded memory.
  const results = await readResultsFile(path);
  return { ...results, meta: { ...results.meta, ...meta } };
}

/** FILE.comparison.json beside a paired run's results FILE (benchgate/comparison@1), validated. */
async function readComparisonBeside(resultsPath: string): Promise<Comparison> {
  const path = comparisonPathFor(resultsPath);
  const text = await readFile(path, 'utf8').catch((err: unknown) => {
    throw new BenchgateError(`Invalid input 'results': a paired run's results need their comparison beside them, ${path} (${(err as Error).message})`);
  });
  const parsed = ComparisonSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new BenchgateError(`${path}: not a benchgate comparison (benchgate/comparison@1): ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  return parsed.data;
}

/**
 * mode setup: puts `benchgate` (this Action's own CLI, on the Node that runs the Action) on PATH for the
 * next steps, and does nothing else. Its process, which holds the token, ends before any benchmark runs.
 */
async function setupFlow(): Promise<Outcome> {
  const dir = join(process.env.RUNNER_TEMP || tmpdir(), 'benchgate-bin');
  await mkdir(dir, { recursive: true });
  const cli = join(dirname(process.argv[1]!), 'cli.js');
  const quote = (p: string): string => `'${p.replace(/'/g, `'\\''`)}'`;
  await writeFile(join(dir, 'benchgate'), `#!/bin/sh\nexec ${quote(process.execPath)} ${quote(cli)} "$@"\n`, { mode: 0o755 });
  core.addPath(dir);
  core.info(`benchgate is on PATH for the next steps (${join(dir, 'benchgate')} → ${cli}).`);
  return { failedSuites: [], gate: false };
}

/** The detached worker's side (index.ts starts it, through main.ts): run the suites, hand the results back. */
export async function runSuiteWorker(requestFile: string): Promise<void> {
  await runWorker(requestFile, async (r) => {
    const loaded = await loadConfig(r.configPath);
    if (r.paired) {
      const p = await runPaired({
        loaded,
        ref: await mergeBase(loaded.root, r.paired.baseSha),
        minRounds: Math.min(DEFAULT_MIN_ROUNDS, r.paired.rounds),
        maxRounds: r.paired.rounds,
        ...(r.paired.budgetMs !== undefined ? { budgetMs: r.paired.budgetMs } : {}),
        compare: r.paired.compare,
        runOnce: runSuiteOnce,
        now: () => new Date(),
        clock: () => Date.now(),
        log: (line) => process.stdout.write(line),
        stream: (chunk) => process.stdout.write(chunk),
        ...(r.only ? { only: r.only } : {}),
        meta: r.meta,
      });
      return { results: p.head, comparison: p.comparison };
    }
    const results = await runSuites(loaded, {
      now: () => new Date(),
      stream: (chunk) => process.stdout.write(chunk),
      meta: r.meta,
      ...(r.only ? { only: r.only } : {}),
      ...(r.shard ? { shard: r.shard } : {}),
      ...(r.environment ? { environment: r.environment } : {}),
    });
    return { results };
  });
}

function withPr(results: Results, pr: PrTarget | undefined): Results {
  return pr ? { ...results, meta: { ...results.meta, pullRequest: pr.number, ...(pr.baseSha ? { baseSha: pr.baseSha } : {}) } } : results;
}

function baselineQuery(s: ActionSettings, ctx: ActionContext, pr: PrTarget | undefined): BaselineQuery {
  const baseBranch = s.baseBranch ?? pr?.baseRef ?? ctx.branch ?? ctx.defaultBranch ?? 'main';
  return { baseSha: pr?.baseSha ?? ctx.push?.before, baseBranch, ...(pr === undefined && ctx.branch === baseBranch ? { workflowOnBranch: true } : {}) };
}

/**
 * One job of a sharded or matrix run (input shard and/or environment): its share of the suites, compared
 * with its share of the baseline for this job's summary, uploaded as a part for the merge job. It never
 * comments, never stores a baseline and never fails on a regression: the merged report decides.
 */
async function partFlow(s: ActionSettings, ctx: ActionContext, octokit: GitHubClient, now: () => Date, loaded: LoadedConfig | undefined, pr: PrTarget | undefined, given?: Results): Promise<Outcome> {
  // The baseline first: its recorded costs balance the shards.
  const lookup = await findBaseline(s, ctx, octokit, s.baselineWorkflow ?? ctx.workflowFile, baselineQuery(s, ctx, pr));
  const environment = given?.meta.environment ?? s.environment;
  const shard = given?.meta.shard ?? s.shard;
  const baseline = lookup.baseline ? baselineForPart(lookup.baseline.results, environment) : undefined;
  const ran =
    given ??
    (
      await runBenchmarks({
        configPath: s.configPath,
        meta: { commit: pr?.headSha ?? ctx.sha, ref: pr ? pr.ref : ctx.ref, runId: ctx.runId },
        ...(s.suites?.length ? { only: s.suites } : {}),
        ...(shard ? { shard: { spec: shard, ...(baseline ? { baseline } : {}) } } : {}),
        ...(environment ? { environment } : {}),
      })
    ).results;
  const results = withPr(ran, pr);
  const comparison = compareRuns(baseline ? shareOf(baseline, results) : undefined, results, compareOptions(loaded, s));
  const name = partArtifactName(s.artifactName, shard, environment);
  const what = [shard ? `shard ${shard.index}/${shard.count}` : undefined, environment ? `environment ${environment}` : undefined].filter(Boolean).join(', ');
  const published = await publish(
    {
      comparison,
      templates: loaded?.templates,
      upload: results,
      baseline: lookup.baseline?.info,
      baselineProblem: lookup.problem,
      notes: [...lookup.notes, `This job is one part of the run (${what}): its results are uploaded as '${name}' for the merge job (mode: merge), which compares the whole run once and writes the one report.`],
    },
    { ...s, artifactName: name },
    ctx,
    now,
  );
  return { comparison, published, baselineRunId: lookup.baseline?.info.runId, failedSuites: results.suites.filter((x) => x.status === 'failed').map((x) => x.name), gate: false };
}

/**
 * The merge job: every part this run's jobs uploaded, merged into one results document (same commit and
 * run; missing shards named), then compared, reported and stored exactly as a single job's run would be.
 */
async function mergeFlow(s: ActionSettings, ctx: ActionContext, octokit: GitHubClient, now: () => Date): Promise<Outcome> {
  const pr = prTarget(s, ctx);
  const loaded = (await exists(s.configPath)) ? await loadConfig(s.configPath) : undefined;
  const store = new GitHubArtifactStore({ octokit, owner: ctx.owner, repo: ctx.repo, artifactName: s.artifactName, workflow: ctx.workflowFile ?? ctx.runId });
  const parts = await store.loadParts(ctx.runId, partPrefix(s.artifactName));
  if (parts.length === 0) {
    throw new BenchgateError(`mode merge: run ${ctx.runId} has no artifacts named '${partPrefix(s.artifactName)}…' (did the shard jobs run with the inputs shard or environment, and finish before this job?)`);
  }
  const merged = mergeShards(
    parts.map((p) => ({ source: `artifact '${p.name}'`, results: p.results })),
    s.shards !== undefined ? { expectedShards: s.shards } : {},
  );
  for (const note of merged.notes) core.warning(note);
  core.info(`Merged ${parts.length} parts: ${parts.map((p) => p.name).join(', ')}.`);
  const outcome = await finishRun(s, ctx, octokit, now, loaded, pr, withPr(merged.results, pr), merged.notes);
  const missing = merged.results.meta.missingShards ?? [];
  return missing.length > 0 ? { ...outcome, failedSuites: [...outcome.failedSuites, ...missing.map((k: number) => `shard ${k}`)] } : outcome;
}

/** After the results exist: baseline, comparison, report, comment, the next baseline, dashboard, nightly. */
async function finishRun(
  s: ActionSettings,
  ctx: ActionContext,
  octokit: GitHubClient,
  now: () => Date,
  loaded: LoadedConfig | undefined,
  pr: PrTarget | undefined,
  results: Results,
  extraNotes: string[] = [],
  /** Paired rounds already compared base and head in this job: no stored baseline is looked for. */
  sameJob?: Comparison,
): Promise<Outcome> {
  // Each failed suite's own message in the log (the others are compared, reported and stored as usual).
  for (const suite of results.suites) if (suite.status === 'failed') core.error(`Suite "${suite.name}" failed: ${suite.error ?? 'no reason given'}`);
  const lookup: Lookup = sameJob ? { notes: [] } : await findBaseline(s, ctx, octokit, s.baselineWorkflow ?? ctx.workflowFile, baselineQuery(s, ctx, pr));
  const comparison = sameJob ?? compareRuns(lookup.baseline?.results, results, compareOptions(loaded, s));

  const notes = [...extraNotes, ...lookup.notes];
  let comment: { issueNumber: number; octokit: GitHubClient } | undefined;
  if (pr && !pr.fromInputs && (s.mode === 'auto' || s.mode === 'merge') && s.comment !== 'never') {
    if (pr.fork) {
      notes.push('This pull request comes from a fork, so its token is read-only and no comment is posted; the report is in this job summary. To comment on fork PRs, use the two-workflow pattern (mode: run here, mode: report in a workflow_run workflow; see workflows/report.yml).');
    } else {
      comment = { issueNumber: pr.number, octokit };
    }
  }
  if (lookup.baseline?.passedOver?.length) {
    notes.push(passedOverNote(lookup.baseline));
  }
  // On the base branch the artifact is the next baseline: history carried forward, failed suites kept from
  // before, and suites of a shard that never arrived carried over rather than dropped. A baseline that
  // could not be read (GitHub down, a corrupt zip, a newer schema) is never replaced by a history-less
  // one: this run is saved under another name and the step fails, so the next healthy run still finds it.
  const keep = !pr && (lookup.problem !== undefined || (lookup.baseline?.passedOver?.length ?? 0) > 0);
  const problems: string[] = [];
  let artifactName = s.artifactName;
  if (keep) {
    artifactName = `${s.artifactName}-unsaved`;
    const why = lookup.problem ?? lookup.baseline!.passedOver!.join('; ');
    const message = `The previous baseline could not be read (${why}). To keep its history, this run was not stored as the baseline: its results are in the artifact '${artifactName}'. The next run that can read the baseline carries the history on; if the baseline was written by a newer benchgate, upgrade benchgate.`;
    notes.push(message);
    problems.push(message);
  }
  const history = s.history ?? loaded?.history ?? DEFAULTS.history;
  const upload = pr || keep ? results : nextBaseline(lookup.baseline?.results, keepAbsentSuites(lookup.baseline?.results, results), history, { verdict: comparison.summary.verdict });
  const published = await publish(
    {
      comparison,
      templates: loaded?.templates,
      upload,
      baseline: lookup.baseline?.info,
      baselineProblem: lookup.problem,
      notes,
      comment,
      tables: reportTables(loaded, results, lookup.baseline?.results),
      ...(s.dashboardUrl ? { dashboardUrl: s.dashboardUrl } : {}),
    },
    { ...s, artifactName },
    ctx,
    now,
  );
  const dashboardPath = !pr && !keep && s.dashboard !== undefined ? await writeDashboard(s, ctx, upload, now) : undefined;
  // Nightly: after the results, summary and baseline are saved; issues are the last, optional step.
  const tracked = !pr && !keep && tracks(s, ctx) ? await nightly(s, ctx, octokit, loaded, upload, results) : undefined;
  return {
    comparison,
    published,
    baselineRunId: lookup.baseline?.info.runId,
    failedSuites: results.suites.filter((x) => x.status === 'failed').map((x) => x.name),
    gate: pr !== undefined,
    tracked,
    dashboardPath,
    ...(problems.length ? { problems } : {}),
  };
}

/** The history dashboard of the new baseline, for a Pages job to publish; a failure only warns. */
async function writeDashboard(s: ActionSettings, ctx: ActionContext, upload: Results, now: () => Date): Promise<string | undefined> {
  try {
    const { writeDashboardSite } = await import('./dashboard/command');
    const dir = resolve(s.dashboard!);
    const { series, runs } = await writeDashboardSite(upload, dir, { title: ctx.repository, repoUrl: `${ctx.serverUrl}/${ctx.repository}`, generatedAt: now(), ...(s.noiseFloor !== undefined ? { noiseFloor: s.noiseFloor } : {}) });
    core.info(`Dashboard: ${series} series over ${runs} runs in ${dir}.`);
    return dir;
  } catch (err) {
    core.warning(`Could not build the dashboard: ${(err as Error).message}. The results and baseline are saved.`);
    return undefined;
  }
}

/** auto: scheduled and dispatched runs of the default branch (where baselines and their history are). */
function tracks(s: ActionSettings, ctx: ActionContext): boolean {
  if (s.trackRegressions !== 'auto') return s.trackRegressions === 'always';
  if (!NIGHTLY_EVENTS.includes(ctx.eventName)) return false;
  // A schedule always runs on the default branch; a dispatch may be on any branch.
  return ctx.eventName === 'schedule' || ctx.defaultBranch === undefined || ctx.branch === ctx.defaultBranch;
}

/** Lasting shifts over the new baseline's history and this run: job summary, then tracking issues. */
async function nightly(s: ActionSettings, ctx: ActionContext, octokit: GitHubClient, loaded: LoadedConfig | undefined, upload: Results, results: Results): Promise<TrackedIssue[]> {
  const noiseFloor = s.noiseFloor ?? loaded?.verdicts.thresholds.noiseFloor ?? DEFAULTS.noiseFloor;
  const history = upload.history ?? [];
  const shifts = findShifts(history, results, { rng: createRng(DEFAULT_SEED), noiseFloor });
  const series = results.suites.reduce((n, x) => n + x.benchmarks.filter((b) => b.status !== 'failed').reduce((m, b) => m + Object.keys(b.metrics).length, 0), 0);
  const trend = { repoUrl: `${ctx.serverUrl}/${ctx.repository}`, noiseFloor, ...(s.dashboardUrl ? { dashboardUrl: s.dashboardUrl } : {}) };
  await writeSummary(renderNightlySummary(shifts, { series, runs: history.length + 1 }, trend)).catch((err: unknown) =>
    core.warning(`Could not write the nightly summary: ${(err as Error).message}`),
  );
  core.info(`Nightly: ${shifts.length} lasting shift(s) in ${series} series over ${history.length + 1} runs.`);
  try {
    return await trackRegressions(octokit, shifts, { owner: ctx.owner, repo: ctx.repo, label: s.issueLabel, noiseFloor, trend });
  } catch (err) {
    core.warning(`Could not update the tracking issues (does the job have 'issues: write'?): ${(err as Error).message}. The shifts are in the job summary.`);
    return [];
  }
}

/** issue_comment: reply, or accept and start the PR's own workflow on its branch with its PR, sha and suites. Never runs benchmarks. */
async function commandFlow(s: ActionSettings, ctx: ActionContext, octokit: GitHubClient, env: NodeJS.ProcessEnv): Promise<Outcome> {
  if (ctx.eventName !== 'issue_comment') {
    throw new BenchgateError(`mode command handles issue_comment events (see workflows/comment-command.yml); this run's event is ${ctx.eventName}`);
  }
  // The default branch's config (trusted): suite names are checked before anything runs.
  const loaded = (await exists(s.configPath)) ? await loadConfig(s.configPath) : undefined;
  const command = await handleCommand(readEventPayload(env), octokit, ctx, { suiteNames: loaded?.suites.map((x) => x.name), prWorkflow: s.prWorkflow });
  core.info(command.dispatched !== undefined ? `Accepted: ${command.reason}.` : `Nothing to run: ${command.reason}.`);
  return { failedSuites: [], gate: false, command };
}

async function reportFlow(s: ActionSettings, ctx: ActionContext, octokit: GitHubClient, now: () => Date): Promise<Outcome> {
  const wr = ctx.workflowRun;
  if (!wr && s.pullRequest !== undefined) return commandReportFlow(s, ctx, octokit, now);
  if (!wr) throw new BenchgateError(`mode report runs in a workflow_run workflow (see workflows/report.yml), or with the input pull-request; this run's event is ${ctx.eventName}`);
  if (!PR_EVENTS.includes(wr.event)) {
    core.info(`The triggering run ${wr.id} was a ${wr.event} run, not a pull request: nothing to report.`);
    return { failedSuites: [], gate: false };
  }
  // The PR run's artifact is untrusted: validated with zod, and its PR number checked against GitHub.
  const prStore = new GitHubArtifactStore({ octokit, owner: ctx.owner, repo: ctx.repo, artifactName: s.artifactName, workflow: wr.workflowId });
  const loadedHead = await prStore.loadRun(wr.id);
  if (!loadedHead) {
    core.warning(`Run ${wr.id} uploaded no artifact named '${s.artifactName}' (did its benchmarks fail to start?): nothing to report.`);
    return { failedSuites: [], gate: false };
  }
  const capped = capResults(loadedHead.results, s.caps, 'PR run\'s');
  const head = { ...loadedHead, results: capped.results };
  const claimed = head.results.meta.pullRequest ?? wr.pullRequests[0];
  if (claimed === undefined) throw new BenchgateError(`The results of run ${wr.id} name no pull request: refusing to comment`);
  const { data: pull } = await octokit.rest.pulls.get({ owner: ctx.owner, repo: ctx.repo, pull_number: claimed });
  if (pull.head.sha !== wr.headSha || pull.base.repo.full_name.toLowerCase() !== ctx.repository.toLowerCase()) {
    throw new BenchgateError(
      `The results of run ${wr.id} claim pull request #${claimed}, but its head is ${pull.head.sha.slice(0, 7)} and the run's is ${wr.headSha.slice(0, 7)}: refusing to comment`,
    );
  }
  const loaded = (await exists(s.configPath)) ? await loadConfig(s.configPath) : undefined;
  const lookup = await findBaseline(s, ctx, octokit, s.baselineWorkflow ?? wr.workflowId, {
    baseSha: pull.base.sha,
    baseBranch: s.baseBranch ?? pull.base.ref,
  });
  const comparison = compareRuns(lookup.baseline?.results, head.results, compareOptions(loaded, s));
  const published = await publish(
    {
      comparison,
      templates: loaded?.templates,
      baseline: lookup.baseline?.info,
      baselineProblem: lookup.problem,
      notes: [...capped.notes, ...lookup.notes],
      ...(s.dashboardUrl ? { dashboardUrl: s.dashboardUrl } : {}),
      tables: reportTables(loaded, head.results, lookup.baseline?.results),
      comment: s.comment === 'never' ? undefined : { issueNumber: claimed, octokit },
    },
    s,
    ctx,
    now,
  );
  return {
    comparison,
    published,
    baselineRunId: lookup.baseline?.info.runId,
    failedSuites: [],
    gate: true,
  };
}

/**
 * A comment command's report job: the results artifact of the run job (untrusted: it ran PR code) must
 * be for the PR and sha the command job pinned, and that sha must still be the PR head. If a push
 * happened in between, the report goes to the job summary only and a reply says so.
 */
async function commandReportFlow(s: ActionSettings, ctx: ActionContext, octokit: GitHubClient, now: () => Date): Promise<Outcome> {
  const number = s.pullRequest!;
  const expected = s.headSha;
  if (expected === undefined) throw new BenchgateError('mode report with pull-request needs head-sha (the command job\'s command-sha): refusing to comment');
  const runId = s.resultsRunId ?? ctx.runId;
  const store = new GitHubArtifactStore({ octokit, owner: ctx.owner, repo: ctx.repo, artifactName: s.artifactName, workflow: ctx.workflowFile ?? runId });
  const loadedHead = await store.loadRun(runId);
  if (!loadedHead) {
    core.warning(`Run ${runId} uploaded no artifact named '${s.artifactName}': nothing to report.`);
    if (s.comment !== 'never') await reply(octokit, ctx, number, renderNoResultsReply(expected, runUrl(ctx, runId)));
    return { failedSuites: [], gate: false };
  }
  const capped = capResults(loadedHead.results, s.caps, 'PR run\'s');
  const head = { ...loadedHead, results: capped.results };
  const meta = head.results.meta;
  if (meta.pullRequest !== number || meta.commit?.toLowerCase() !== expected) {
    throw new BenchgateError(
      `The results of run ${runId} are for pull request #${meta.pullRequest ?? '?'} at ${meta.commit?.slice(0, 7) ?? '?'}, not #${number} at ${expected.slice(0, 7)}: refusing to comment`,
    );
  }
  const { data: pull } = await octokit.rest.pulls.get({ owner: ctx.owner, repo: ctx.repo, pull_number: number });
  if (pull.base.repo.full_name.toLowerCase() !== ctx.repository.toLowerCase()) {
    throw new BenchgateError(`Pull request #${number} targets ${pull.base.repo.full_name}, not ${ctx.repository}: refusing to comment`);
  }
  const moved = pull.head.sha.toLowerCase() !== expected;
  const loaded = (await exists(s.configPath)) ? await loadConfig(s.configPath) : undefined;
  const lookup = await findBaseline(s, ctx, octokit, s.baselineWorkflow ?? ctx.workflowFile, { baseSha: s.baseSha ?? pull.base.sha, baseBranch: s.baseBranch ?? pull.base.ref });
  const comparison = compareRuns(lookup.baseline?.results, head.results, compareOptions(loaded, s));
  const label = moved
    ? `These results are for commit ${expected.slice(0, 7)} (requested with /benchgate run); the pull request's head has since moved to ${pull.head.sha.slice(0, 7)}, so the PR comment was not updated.`
    : `Benchmarked commit ${expected.slice(0, 7)}, the pull request's head (requested with /benchgate run).`;
  const published = await publish(
    {
      comparison,
      templates: loaded?.templates,
      baseline: lookup.baseline?.info,
      baselineProblem: lookup.problem,
      notes: [...capped.notes, ...lookup.notes, label],
      tables: reportTables(loaded, head.results, lookup.baseline?.results),
      comment: moved || s.comment === 'never' ? undefined : { issueNumber: number, octokit },
    },
    s,
    ctx,
    now,
  );
  if (moved) {
    core.warning(`#${number} moved from ${expected.slice(0, 7)} to ${pull.head.sha.slice(0, 7)} while the benchmarks ran: the report is in the job summary only.`);
    if (s.comment !== 'never') await reply(octokit, ctx, number, renderHeadMovedReply(expected, pull.head.sha, runUrl(ctx, ctx.runId)));
  }
  return { comparison, published, baselineRunId: lookup.baseline?.info.runId, failedSuites: [], gate: !moved };
}

async function reply(octokit: GitHubClient, ctx: ActionContext, issue: number, body: string): Promise<void> {
  try {
    await octokit.rest.issues.createComment({ owner: ctx.owner, repo: ctx.repo, issue_number: issue, body });
  } catch (err) {
    core.warning(`Could not comment on #${issue}: ${(err as Error).message}`);
  }
}

interface Lookup {
  baseline?: LoadedBaseline;
  problem?: string;
  notes: string[];
}

/** A bad or unreachable baseline is reported, never fatal: the results are still saved. */
async function findBaseline(s: ActionSettings, ctx: ActionContext, octokit: GitHubClient, workflow: string | number | undefined, q: BaselineQuery): Promise<Lookup> {
  if (workflow === undefined) {
    return { notes: ['The workflow file is unknown (GITHUB_WORKFLOW_REF is not set): set the input baseline-workflow to look for a baseline.'] };
  }
  const store = new GitHubArtifactStore({ octokit, owner: ctx.owner, repo: ctx.repo, artifactName: s.artifactName, workflow });
  try {
    const baseline = await store.find(q);
    if (!baseline && store.workflowUnknown) {
      // Said in the report: a misspelt baseline-workflow read as "no baseline yet" on every pull request.
      const note = `GitHub knows no workflow ${workflow} on the default branch (HTTP 404), so there is no baseline: if this pull request adds it, later ones will find its baselines; otherwise check the input baseline-workflow (the workflow's file name, e.g. main.yml).`;
      core.warning(note);
      return { baseline, notes: [note] };
    }
    if (!baseline) core.info(`No baseline: no run of ${workflow} on ${q.baseBranch} has an unexpired artifact '${s.artifactName}' yet.`);
    return { baseline, notes: [] };
  } catch (err) {
    const message = (err as Error).message;
    core.warning(`No usable baseline: ${message}`);
    if (err instanceof BaselineError) return { problem: message, notes: [] };
    return { problem: `the baseline could not be fetched (${message})`, notes: [] };
  }
}

function compareOptions(loaded: LoadedConfig | undefined, s: ActionSettings) {
  return compareOptionsFor(loaded, {
    ...(s.noiseFloor !== undefined ? { noiseFloor: s.noiseFloor } : {}),
    ...(s.alpha !== undefined ? { alpha: s.alpha } : {}),
  });
}

export function setOutputs(o: Outcome): void {
  core.setOutput('regressions', String(o.comparison?.summary.regressions ?? 0));
  core.setOutput('improvements', String(o.comparison?.summary.improvements ?? 0));
  core.setOutput('verdict', o.comparison?.summary.verdict ?? 'skipped');
  core.setOutput('undecided', o.comparison !== undefined && isUndecided(o.comparison.summary) ? 'true' : 'false');
  core.setOutput('report-path', o.published?.reportPath ?? '');
  core.setOutput('comment-url', o.published?.commentUrl ?? '');
  core.setOutput('results-path', o.published?.resultsPath ?? '');
  core.setOutput('dashboard-path', o.dashboardPath ?? '');
  core.setOutput('baseline-run-id', o.baselineRunId === undefined ? '' : String(o.baselineRunId));
  if (o.command) {
    const c = o.command;
    const accepted = c.run || c.dispatched !== undefined;
    core.setOutput('command-run', String(c.run));
    core.setOutput('command-pr', accepted && c.pr !== undefined ? String(c.pr) : '');
    core.setOutput('command-sha', accepted ? (c.sha ?? '') : '');
    core.setOutput('command-base-sha', accepted ? (c.baseSha ?? '') : '');
    core.setOutput('command-suites', JSON.stringify(accepted ? (c.suites ?? []) : []));
    core.setOutput('command-paired', String(accepted && c.paired === true));
  }
  if (o.tracked) core.setOutput('tracking-issues', JSON.stringify(o.tracked.map((t) => ({ number: t.number, action: t.action }))));
}

async function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}
