// The Action: inputs → one typed object → run or report → publish. The only place that fails the run,
// and only after the results, the job summary and the artifact are saved.
//   mode run:    run the suites (untrusted PR code is fine: read-only token), compare, summary, artifact.
//   mode report: a workflow_run workflow: the PR run's artifact (untrusted), verified, compared, commented.
//   mode auto:   report on workflow_run; otherwise run, and comment too on a same-repo PR.
import { access } from 'node:fs/promises';
import * as core from '@actions/core';
import { reportTables, runSuites } from './app';
import { GitHubArtifactStore, type BaselineQuery } from './baseline/artifact-store';
import { nextBaseline } from './baseline/history';
import type { LoadedBaseline } from './baseline/store';
import { readInputs, type ActionSettings } from './config/inputs';
import { loadConfig, type LoadedConfig } from './config/load';
import { compareOptionsFor, compareRuns } from './compare/compare-runs';
import type { Comparison } from './compare/types';
import { createClient, type GitHubClient } from './github/client';
import { readContext, type ActionContext } from './github/context';
import { publish, type Published } from './github/publish';
import { BaselineError, BenchgateError } from './model/errors';
import type { Results } from './model/results';

interface Outcome {
  comparison?: Comparison;
  published?: Published;
  baselineRunId?: number;
  failedSuites: string[];
  /** Regressions fail the step only where there is a PR to block. */
  gate: boolean;
}

const PR_EVENTS = ['pull_request', 'pull_request_target'];

export async function run(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const now = () => new Date();
  try {
    const settings = readInputs(env);
    const ctx = readContext(env);
    const octokit = createClient({ token: settings.githubToken, env });
    const report = settings.mode === 'report' || (settings.mode === 'auto' && ctx.eventName === 'workflow_run');
    const outcome = report ? await reportFlow(settings, ctx, octokit, now) : await runFlow(settings, ctx, octokit, now);
    setOutputs(outcome);
    const problems: string[] = [];
    if (outcome.failedSuites.length > 0) problems.push(`Failed suite(s): ${outcome.failedSuites.join(', ')} (see the log above).`);
    const regressions = outcome.comparison?.summary.regressions ?? 0;
    if (settings.failOnRegression && outcome.gate && regressions > 0) {
      problems.push(`${regressions} benchmark regression${regressions === 1 ? '' : 's'} (fail-on-regression is on; the report is in the job summary).`);
    }
    if (problems.length > 0) core.setFailed(problems.join('\n'));
  } catch (err) {
    core.setFailed(err instanceof BenchgateError ? err.message : err instanceof Error ? (err.stack ?? err.message) : String(err));
  }
}

async function runFlow(s: ActionSettings, ctx: ActionContext, octokit: GitHubClient, now: () => Date): Promise<Outcome> {
  const pr = PR_EVENTS.includes(ctx.eventName) ? ctx.pullRequest : undefined;
  const loaded = await loadConfig(s.configPath);
  const ran = await runSuites(loaded, {
    now,
    stream: (chunk) => process.stdout.write(chunk),
    meta: { commit: pr?.headSha ?? ctx.sha, ref: pr ? pr.headRef : ctx.ref, runId: ctx.runId },
  });
  const results: Results = pr ? { ...ran, meta: { ...ran.meta, pullRequest: pr.number, baseSha: pr.baseSha } } : ran;

  const lookup = await findBaseline(s, ctx, octokit, s.baselineWorkflow ?? ctx.workflowFile, {
    baseSha: pr?.baseSha ?? ctx.push?.before,
    baseBranch: s.baseBranch ?? pr?.baseRef ?? ctx.branch ?? ctx.defaultBranch ?? 'main',
  });
  const comparison = compareRuns(lookup.baseline?.results, results, compareOptions(loaded, s));

  const notes = [...lookup.notes];
  let comment: { issueNumber: number; octokit: GitHubClient } | undefined;
  if (pr && s.mode === 'auto' && s.comment !== 'never') {
    if (pr.fork) {
      notes.push('This pull request comes from a fork, so its token is read-only and no comment is posted; the report is in this job summary. To comment on fork PRs, use the two-workflow pattern (mode: run here, mode: report in a workflow_run workflow; see workflows/report.yml).');
    } else {
      comment = { issueNumber: pr.number, octokit };
    }
  }
  // On the base branch the artifact is the next baseline: history carried forward, failed suites kept from before.
  const upload = pr ? results : nextBaseline(lookup.baseline?.results, results, s.history ?? loaded.history);
  const published = await publish(
    { comparison, upload, baseline: lookup.baseline?.info, baselineProblem: lookup.problem, notes, comment, tables: reportTables(loaded, results, lookup.baseline?.results) },
    s,
    ctx,
    now,
  );
  return {
    comparison,
    published,
    baselineRunId: lookup.baseline?.info.runId,
    failedSuites: results.suites.filter((x) => x.status === 'failed').map((x) => x.name),
    gate: pr !== undefined,
  };
}

async function reportFlow(s: ActionSettings, ctx: ActionContext, octokit: GitHubClient, now: () => Date): Promise<Outcome> {
  const wr = ctx.workflowRun;
  if (!wr) throw new BenchgateError(`mode report runs in a workflow_run workflow (see workflows/report.yml); this run's event is ${ctx.eventName}`);
  if (!PR_EVENTS.includes(wr.event)) {
    core.info(`The triggering run ${wr.id} was a ${wr.event} run, not a pull request: nothing to report.`);
    return { failedSuites: [], gate: false };
  }
  // The PR run's artifact is untrusted: validated with zod, and its PR number checked against GitHub.
  const prStore = new GitHubArtifactStore({ octokit, owner: ctx.owner, repo: ctx.repo, artifactName: s.artifactName, workflow: wr.workflowId });
  const head = await prStore.loadRun(wr.id);
  if (!head) {
    core.warning(`Run ${wr.id} uploaded no artifact named '${s.artifactName}' (did its benchmarks fail to start?): nothing to report.`);
    return { failedSuites: [], gate: false };
  }
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
      baseline: lookup.baseline?.info,
      baselineProblem: lookup.problem,
      notes: lookup.notes,
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

function setOutputs(o: Outcome): void {
  core.setOutput('regressions', String(o.comparison?.summary.regressions ?? 0));
  core.setOutput('improvements', String(o.comparison?.summary.improvements ?? 0));
  core.setOutput('verdict', o.comparison?.summary.verdict ?? 'skipped');
  core.setOutput('report-path', o.published?.reportPath ?? '');
  core.setOutput('comment-url', o.published?.commentUrl ?? '');
  core.setOutput('baseline-run-id', o.baselineRunId === undefined ? '' : String(o.baselineRunId));
}

async function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}
