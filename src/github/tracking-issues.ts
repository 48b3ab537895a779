// Nightly tracking issues: ours found again (label, hidden marker AND our authorship, every
// page), then the plan of bot/nightly.ts applied: open, update (only when the body changed), close
// with a note. https://docs.github.com/en/rest/issues/issues
import * as core from './workflow-commands';
import { planIssues, type IssuePlan, type OpenIssue } from '../bot/nightly';
import type { Shift } from '../compare/shifts';
import { readIssueState } from '../render/issue-state';
import { regressionTitle, renderCloseNote, renderRegressionIssue, type TrendOptions } from '../render/trend';
import type { GitHubClient } from './client';
import { asGitHubError, authenticatedLogin } from './comment';

export interface TrackingOptions {
  owner: string;
  repo: string;
  label: string;
  noiseFloor: number;
  trend: TrendOptions;
}

export interface TrackedIssue {
  number: number;
  action: 'opened' | 'updated' | 'unchanged' | 'closed';
  url?: string;
}

/** Open issues with our label that we wrote; someone else's issue with a copied marker is never touched. */
export async function listTrackingIssues(octokit: GitHubClient, o: TrackingOptions): Promise<(OpenIssue & { title: string })[]> {
  return (await ourIssues(octokit, o)).open;
}

/**
 * Ours, open and closed, in one listing. A closed one's regression id is done with: a maintainer who closed
 * it (as not planned, or as accepted) is not sent the same regression again the next night, for as long as
 * it stays in the window. A new regression of the same benchmark has an id of its own.
 */
async function ourIssues(octokit: GitHubClient, o: TrackingOptions): Promise<{ open: (OpenIssue & { title: string })[]; closedIds: Set<string> }> {
  const author = await authenticatedLogin(octokit);
  try {
    const issues = await octokit.paginate(octokit.rest.issues.listForRepo, { owner: o.owner, repo: o.repo, state: 'all', labels: o.label, per_page: 100 });
    const ours = issues.filter((i) => !i.pull_request && i.user?.login === author);
    const closedIds = new Set<string>();
    for (const i of ours) {
      const id = i.state === 'closed' ? readIssueState(i.body ?? '')?.id : undefined;
      if (id !== undefined) closedIds.add(id);
    }
    return { open: ours.filter((i) => i.state === 'open').map((i) => ({ number: i.number, body: i.body ?? '', title: i.title })), closedIds };
  } catch (err) {
    throw asGitHubError(`list issues labelled ${o.label}`, err);
  }
}

/** Plans and applies; each issue on its own, so one refused write does not stop the others. */
export async function trackRegressions(octokit: GitHubClient, shifts: readonly Shift[], o: TrackingOptions): Promise<TrackedIssue[]> {
  const { open, closedIds } = await ourIssues(octokit, o);
  const plans = planIssues(shifts, open, o.noiseFloor, closedIds);
  const done: TrackedIssue[] = [];
  for (const plan of plans) {
    try {
      done.push(await apply(octokit, plan, open, o));
    } catch (err) {
      core.warning(`Tracking issue (${plan.action}${'number' in plan ? ` #${plan.number}` : ''}) failed: ${asGitHubError(plan.action, err).message}`);
    }
  }
  return done;
}

async function apply(octokit: GitHubClient, plan: IssuePlan, open: (OpenIssue & { title: string })[], o: TrackingOptions): Promise<TrackedIssue> {
  const repo = { owner: o.owner, repo: o.repo };
  if (plan.action === 'open') {
    const { data } = await octokit.rest.issues.create({ ...repo, title: regressionTitle(plan.regression), body: renderRegressionIssue(plan.regression, o.trend), labels: [o.label] });
    core.info(`Opened tracking issue #${data.number}: ${data.title}`);
    return { number: data.number, action: 'opened', url: data.html_url };
  }
  if (plan.action === 'update') {
    const body = renderRegressionIssue(plan.regression, o.trend);
    const title = regressionTitle(plan.regression);
    const current = open.find((i) => i.number === plan.number);
    if (current && current.body.trimEnd() === body.trimEnd() && current.title === title) return { number: plan.number, action: 'unchanged' };
    const { data } = await octokit.rest.issues.update({ ...repo, issue_number: plan.number, title, body });
    core.info(`Updated tracking issue #${plan.number}.`);
    return { number: plan.number, action: 'updated', url: data.html_url };
  }
  if (plan.action === 'close-duplicate') {
    await octokit.rest.issues.createComment({ ...repo, issue_number: plan.number, body: `A duplicate of #${plan.of}, which tracks the same regression (a request GitHub answered with an error had in fact opened this one). Closing.` });
    const { data } = await octokit.rest.issues.update({ ...repo, issue_number: plan.number, state: 'closed', state_reason: 'not_planned' });
    core.info(`Closed tracking issue #${plan.number}: a duplicate of #${plan.of}.`);
    return { number: plan.number, action: 'closed', url: data.html_url };
  }
  // The note first: if closing fails, the issue still says why it should be closed.
  await octokit.rest.issues.createComment({ ...repo, issue_number: plan.number, body: renderCloseNote(plan.restoredBy, o.trend) });
  const { data } = await octokit.rest.issues.update({ ...repo, issue_number: plan.number, state: 'closed', state_reason: 'completed' });
  core.info(`Closed tracking issue #${plan.number}: performance is back.`);
  return { number: plan.number, action: 'closed', url: data.html_url };
}
