// Handling a `/benchgate` PR comment (issue_comment): the decision is pure (bot/command.ts); this is
// the shell that reacts, checks the commenter's permission, pins the PR head and replies. It never
// runs benchmarks: it starts the PR's own benchmark workflow on the PR's branch (a fork's: re-runs its run),
// telling it exactly which commit and suites to run.
// https://docs.github.com/en/rest/reactions/reactions  https://docs.github.com/en/rest/collaborators/collaborators
import * as core from './workflow-commands';
import { permissionAllows, shaMatchesHead, shouldHandle, type CommentDecision } from '../bot/command';
import { renderDenyReply, renderDispatchFailedReply, renderForkReply, renderHelpReply, renderNotOpenReply, renderStaleShaReply, renderUnknownSuitesReply } from '../render/bot-replies';
import type { GitHubClient } from './client';
import type { ActionContext } from './context';

export interface CommandOutcome {
  /**
   * True when a run job of the command's own workflow should start: never now. The PR's code runs in its own
   * branch's workflow (`dispatched`), and this output stays for workflows written before that.
   */
  run: boolean;
  /** Why nothing runs (logged), or what runs. */
  reason: string;
  pr?: number;
  /** The PR head at the moment the command was accepted: the run job checks out exactly this. */
  sha?: string;
  baseSha?: string;
  suites?: string[];
  /** `/benchgate run --paired`: the run job measures base and head side by side (input baseline: paired). */
  paired?: boolean;
  /** The workflow started on the PR's branch to run it (workflow_dispatch): nothing runs in the command's workflow. */
  dispatched?: string;
  /** URL of the reply posted, if any. */
  replyUrl?: string;
}

export interface CommandOptions {
  /** Suite names of the trusted (default-branch) config, to refuse unknown names before anything runs. */
  suiteNames?: string[];
  /** The workflow (file name) that benchmarks pull requests: a fork PR's own run of it is re-run. */
  prWorkflow?: string;
}

type Where = Pick<ActionContext, 'owner' | 'repo' | 'repository'>;

export async function handleCommand(payload: unknown, octokit: GitHubClient, ctx: Where, o: CommandOptions = {}): Promise<CommandOutcome> {
  const decision: CommentDecision = shouldHandle(payload);
  const repo = { owner: ctx.owner, repo: ctx.repo };
  if (decision.action === 'ignore') return { run: false, reason: decision.reason };

  const reply = async (body: string): Promise<string | undefined> => {
    try {
      const { data } = await octokit.rest.issues.createComment({ ...repo, issue_number: decision.pr, body });
      return data.html_url;
    } catch (err) {
      core.warning(`Could not reply on #${decision.pr}: ${(err as Error).message}`);
      return undefined;
    }
  };
  const react = async (content: 'eyes' | 'rocket'): Promise<void> => {
    try {
      await octokit.rest.reactions.createForIssueComment({ ...repo, comment_id: decision.commentId, content });
    } catch (err) {
      core.warning(`Could not react to comment ${decision.commentId}: ${(err as Error).message}`);
    }
  };
  const refuse = async (reason: string, body: string): Promise<CommandOutcome> => ({ run: false, reason, pr: decision.pr, replyUrl: await reply(body) });

  if (decision.action === 'help') {
    const reason = decision.command.kind === 'unknown' ? (decision.command.reason ?? `"${decision.command.text}" is not a command`) : undefined;
    return refuse(`help for ${decision.author}`, renderHelpReply(decision.author, reason, decision.ignored));
  }
  if (decision.action === 'deny') return refuse(`${decision.author} may not run benchmarks (${decision.reason})`, renderDenyReply(decision.author));

  // A run: acknowledge first, then the API decides (the payload's author association is only a hint).
  await react('eyes');
  const permission = await collaboratorPermission(octokit, ctx, decision.author);
  if (!permissionAllows({ permission })) {
    return refuse(`${decision.author} has ${permission} access, not write or admin`, renderDenyReply(decision.author, permission));
  }
  // The head at this moment; a later push does not change what runs (the run job checks out this sha).
  const { data: pull } = await octokit.rest.pulls.get({ ...repo, pull_number: decision.pr });
  if (pull.state !== 'open') return refuse(`#${decision.pr} is ${pull.state}`, renderNotOpenReply(decision.author, pull.merged_at ? 'merged' : pull.state));
  if (pull.base.repo.full_name.toLowerCase() !== ctx.repository.toLowerCase()) {
    return { run: false, reason: `#${decision.pr} targets ${pull.base.repo.full_name}, not ${ctx.repository}`, pr: decision.pr };
  }
  const { command } = decision;
  if (command.sha !== undefined && !shaMatchesHead(command.sha, pull.head.sha)) {
    return refuse(`${command.sha} is not the head ${pull.head.sha}`, renderStaleShaReply(decision.author, command.sha, pull.head.sha));
  }
  if ((pull.head.repo?.full_name ?? '').toLowerCase() !== ctx.repository.toLowerCase()) {
    // A fork's code never runs in this repository's scope. Approved code only: without the head sha in the
    // command, nothing runs (a push after the comment would otherwise be run on the commenter's word).
    if (command.sha === undefined) return refuse(`#${decision.pr} is from a fork and the command names no sha`, renderForkReply(decision.author, pull.head.sha, undefined));
    const rerun = await rerunPullRequestRun(octokit, ctx, pull.head.sha, o.prWorkflow);
    if ('url' in rerun) {
      await react('rocket');
      return { run: false, reason: `#${decision.pr} is from a fork: re-ran its own run ${rerun.url}`, pr: decision.pr, replyUrl: await reply(renderForkReply(decision.author, pull.head.sha, rerun)) };
    }
    return refuse(`#${decision.pr} is from a fork: ${rerun.why}`, renderForkReply(decision.author, pull.head.sha, undefined, rerun.why));
  }
  if (o.suiteNames !== undefined) {
    const unknown = command.suites.filter((n) => !o.suiteNames!.includes(n));
    if (unknown.length > 0) return refuse(`unknown suite(s) ${unknown.join(', ')}`, renderUnknownSuitesReply(decision.author, unknown, o.suiteNames));
  }
  const baseSha = await mergeBaseOf(octokit, ctx, pull.base.sha, pull.head.sha);
  const suites = command.suites.length ? command.suites.join(', ') : 'all suites';
  const asked = `${decision.author} asked to run ${suites}${command.paired ? ' (paired rounds)' : ''} on #${decision.pr} at ${pull.head.sha}${decision.ignored ? ` (${decision.ignored} more command(s) in the comment ignored)` : ''}`;
  // Not in this workflow: an issue_comment run has the default branch's scope, and the PR's code, run in any of
  // its jobs, could outlive its step and read the next step's ACTIONS_RUNTIME_TOKEN (/proc/<pid>/environ), which
  // writes the default branch's cache. Dispatched on the PR's own branch, it runs in that branch's scope.
  const workflow = o.prWorkflow ?? 'pull-request.yml';
  const inputs = { pr: String(decision.pr), sha: pull.head.sha, 'base-sha': baseSha, suites: JSON.stringify(command.suites), paired: String(command.paired === true) };
  try {
    await octokit.rest.actions.createWorkflowDispatch({ ...repo, workflow_id: workflow, ref: pull.head.ref, inputs });
  } catch (err) {
    const why = `${workflow} could not be started on ${pull.head.ref}: ${(err as Error).message}`;
    return refuse(`${asked}, but ${why}`, renderDispatchFailedReply(decision.author, workflow, pull.head.ref, (err as { status?: number }).status, (err as Error).message));
  }
  await react('rocket');
  return { run: false, dispatched: workflow, reason: `${asked}: ${workflow} started on its branch ${pull.head.ref}`, pr: decision.pr, sha: pull.head.sha, baseSha, suites: command.suites, paired: command.paired === true };
}

/**
 * Where the PR's head left its base branch. The command's job runs the head itself, not the merge commit a
 * pull_request run measures, so its baseline is the one at the merge base: against the base branch's tip
 * (`pull.base.sha`), every change merged there since the branch point read as the PR's, turned round. Should
 * the comparison fail, the tip, as before (the report names the baseline's commit).
 */
async function mergeBaseOf(octokit: GitHubClient, ctx: Where, baseSha: string, headSha: string): Promise<string> {
  try {
    const { data } = await octokit.rest.repos.compareCommitsWithBasehead({ owner: ctx.owner, repo: ctx.repo, basehead: `${baseSha}...${headSha}`, per_page: 1 });
    return data.merge_base_commit.sha;
  } catch {
    return baseSha;
  }
}

/** Re-runs the newest `pull_request` run of the PR workflow at this head sha (in the PR's own context). */
async function rerunPullRequestRun(octokit: GitHubClient, ctx: Where, headSha: string, workflow: string | undefined): Promise<{ url: string } | { why: string }> {
  const repo = { owner: ctx.owner, repo: ctx.repo };
  try {
    const { data } = workflow
      ? await octokit.rest.actions.listWorkflowRuns({ ...repo, workflow_id: workflow, head_sha: headSha, event: 'pull_request', per_page: 20 })
      : await octokit.rest.actions.listWorkflowRunsForRepo({ ...repo, head_sha: headSha, event: 'pull_request', per_page: 20 });
    const run = data.workflow_runs.find((r) => r.event === 'pull_request' && r.head_sha === headSha);
    if (run === undefined) return { why: `no pull_request run of ${workflow ?? 'any workflow'} at ${headSha.slice(0, 7)} to re-run` };
    await octokit.rest.actions.reRunWorkflow({ ...repo, run_id: run.id });
    return { url: run.html_url };
  } catch (err) {
    return { why: `could not re-run it: ${(err as Error).message}` };
  }
}

/** The legacy permission level (admin, write, read, none); a non-collaborator answers 404 → none. */
async function collaboratorPermission(octokit: GitHubClient, ctx: Where, username: string): Promise<string> {
  try {
    const { data } = await octokit.rest.repos.getCollaboratorPermissionLevel({ owner: ctx.owner, repo: ctx.repo, username });
    return data.permission;
  } catch (err) {
    if ((err as { status?: number }).status === 404) return 'none';
    throw err;
  }
}
