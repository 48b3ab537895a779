// Publishing a comparison on GitHub, in the order that never loses results: the report and results
// files first, then the job summary, then the artifact, then annotations, and the PR comment last.
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as core from './workflow-commands';
import { uploadResults } from '../baseline/artifact-store';
import { writeResultsFile } from '../baseline/results-io';
import type { BaselineInfo } from '../baseline/store';
import type { ActionSettings } from '../config/inputs';
import type { LoadedConfig } from '../config/resolve';
import type { Comparison } from '../compare/types';
import type { Results } from '../model/results';
import { JOB_SUMMARY_CHARS, renderComment, renderReport } from '../render/markdown';
import { escapeInline } from '../render/escape';
import { annotateRegressions } from './annotations';
import type { GitHubClient } from './client';
import { commentMarker, upsertComment } from './comment';
import { runUrl, type ActionContext } from './context';
import { writeSummary } from './summary';


/** Comment budget, the whole comment (marker and notes too): under GitHub's 65,536 with room to spare. */
export const COMMENT_BUDGET = 60_000;

export interface Publication {
  comparison: Comparison;
  /** What to upload as the artifact (undefined: nothing, e.g. report mode). */
  upload?: Results;
  baseline?: BaselineInfo;
  /** Why there is no baseline although one was looked for (a BaselineError's message). */
  baselineProblem?: string;
  /** Extra notes shown above the report (fork PR, skipped steps). */
  notes: string[];
  /** The config's variant and fit tables, rendered after the comparison. */
  tables?: string[];
  /** PR to comment on; undefined: no comment. */
  comment?: { issueNumber: number; octokit: GitHubClient };
  /** The published history dashboard (input dashboard-url, an https URL checked when read): linked. */
  dashboardUrl?: string;
  /** The config's own layouts of the report and the comment (`report:` in benchgate.yml). */
  templates?: LoadedConfig['templates'];
}

export interface Published {
  reportPath: string;
  /** The uploaded results (the next baseline on the base branch), when there were any. */
  resultsPath?: string;
  commentUrl?: string;
  artifactId?: number;
}

export async function publish(p: Publication, s: ActionSettings, ctx: ActionContext, now: () => Date): Promise<Published> {
  const out: Published = { reportPath: '' };
  const dir = join(process.env.RUNNER_TEMP || tmpdir(), `benchgate-${s.commentMarker}`);
  await mkdir(dir, { recursive: true });
  const notes = [
    // Problems and notes quote data (artifact contents, suite errors): escaped like every other string.
    ...(p.baselineProblem ? [`> [!WARNING]\n> No usable baseline: ${escapeInline(oneLine(p.baselineProblem))}. Nothing was compared and no stored baseline was changed.`] : []),
    ...p.notes.map((n) => `> [!NOTE]\n> ${escapeInline(oneLine(n))}`),
    ...(p.dashboardUrl ? [`> [!NOTE]\n> The history of every benchmark on the base branch: [the dashboard](${p.dashboardUrl}).`] : []),
  ];
  const layout = { notes, ...(p.templates?.report !== undefined ? { template: p.templates.report } : {}) };
  const full = renderReport(p.comparison, { baseline: p.baseline, now: now(), extra: p.tables, ...layout });
  // The summary is rendered within its budget (a 20,000-row report would be megabytes, then cut with the
  // notes lost): the details stop early and say so, and the notes always fit.
  const summary = renderReport(p.comparison, { baseline: p.baseline, now: now(), extra: p.tables, ...layout, maxChars: JOB_SUMMARY_CHARS });

  // 1. Files: the full report and the results, for later steps (output report-path).
  out.reportPath = join(dir, 'report.md');
  await writeFile(out.reportPath, full);
  if (p.upload) {
    out.resultsPath = join(dir, 'results.json');
    // The one writer of results files: any size, samples that repeat as a tally (sample-tally.ts).
    await writeResultsFile(out.resultsPath, p.upload, 2);
  }

  // 2. The job summary, on every event, forks included.
  await writeSummary(summary, { fullReportAt: `the artifact ${s.artifactName} (report.md) and ${out.reportPath}` }).catch((err: unknown) =>
    core.warning(`Could not write the job summary: ${(err as Error).message}`),
  );

  // 3. The artifact: the results (the next baseline on the base branch, the PR's results otherwise).
  if (p.upload) {
    try {
      const up = await uploadResults(p.upload, { name: s.artifactName, retentionDays: s.retentionDays, extraFiles: { 'report.md': full } });
      out.artifactId = up.id;
      core.info(`Results uploaded as artifact '${s.artifactName}' (id ${up.id}, ${up.size} bytes).`);
      if (up.archiveRunsDropped) core.warning(`The baseline's long-term archive lost its ${up.archiveRunsDropped} oldest run(s), so that the baseline stays small enough to be read back; the dashboard shows the runs kept.`);
    } catch (err) {
      core.warning(`Could not upload the results artifact '${s.artifactName}': ${(err as Error).message}. The report is in the job summary.`);
    }
  }

  // 4. Annotations for regressions.
  annotateRegressions(p.comparison);

  // 5. The PR comment, last: if GitHub refuses it, everything above is already saved.
  if (p.comment) {
    const links = {
      summary: runUrl(ctx, ctx.runId),
      ...(out.artifactId !== undefined ? { artifact: `${runUrl(ctx, ctx.runId)}/artifacts/${out.artifactId}` } : {}),
    };
    const body = renderComment(p.comparison, {
      baseline: p.baseline,
      now: now(),
      maxChars: COMMENT_BUDGET,
      links,
      extra: p.tables,
      ...layout,
      marker: commentMarker(s.commentMarker),
      ...(p.templates?.comment !== undefined ? { commentTemplate: p.templates.comment } : {}),
    });
    const changed = p.comparison.summary.regressions + p.comparison.summary.improvements > 0;
    try {
      const r = await upsertComment(p.comment.octokit, {
        owner: ctx.owner,
        repo: ctx.repo,
        issueNumber: p.comment.issueNumber,
        body,
        marker: s.commentMarker,
        // on-change: a new comment only when something changed; an existing one is kept current.
        create: s.comment === 'always' || changed,
        fallbackBody: `### benchgate\n\n${p.comparison.summary.regressions} regression(s), ${p.comparison.summary.improvements} improvement(s). The full report is too long for a comment: see [the job summary](${links.summary})${links.artifact ? ` and [the results artifact](${links.artifact})` : ''}.`,
      });
      out.commentUrl = r.url;
      core.info(`PR comment ${r.action}${r.url ? `: ${r.url}` : ''}.`);
    } catch (err) {
      core.warning(`Could not comment on #${p.comment.issueNumber}: ${(err as Error).message}. The report is in the job summary.`);
    }
  }
  return out;
}

function oneLine(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ');
}
