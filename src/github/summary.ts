// The job summary (GITHUB_STEP_SUMMARY): the full report on every event, forks included.
// GitHub rejects a step summary over 1 MiB, so a larger report is cut with a note.
// https://docs.github.com/en/actions/reference/workflow-commands#adding-a-job-summary
import { appendFile, stat } from 'node:fs/promises';

export const MAX_SUMMARY_BYTES = 1024 * 1024;

export interface SummaryOptions {
  /** Default: env GITHUB_STEP_SUMMARY. */
  path?: string;
  maxBytes?: number;
  /** Where the full report is when it was cut (e.g. "the artifact benchgate-results (report.md)"). */
  fullReportAt?: string;
}

export interface SummaryResult {
  path: string;
  bytes: number;
  truncated: boolean;
}

/** Appends markdown to the step summary. Undefined when there is no summary file (outside Actions). */
export async function writeSummary(markdown: string, o: SummaryOptions = {}): Promise<SummaryResult | undefined> {
  const path = o.path ?? process.env.GITHUB_STEP_SUMMARY;
  if (!path) return undefined;
  const max = o.maxBytes ?? MAX_SUMMARY_BYTES;
  // The limit is per step: what earlier writers in this step appended counts too.
  const used = await stat(path).then((s) => s.size, () => 0);
  const text = fitSummary(`${markdown.trimEnd()}\n`, max - used, o.fullReportAt);
  await appendFile(path, text.text, 'utf8');
  return { path, bytes: Buffer.byteLength(text.text), truncated: text.truncated };
}

/** Cuts `markdown` to `budget` UTF-8 bytes at a line boundary, ending with a note. */
export function fitSummary(markdown: string, budget: number, fullReportAt?: string): { text: string; truncated: boolean } {
  if (Buffer.byteLength(markdown) <= budget) return { text: markdown, truncated: false };
  let note = `\n\n> [!NOTE]\n> The report was cut to fit GitHub's 1 MiB job-summary limit.${fullReportAt ? ` The full report is in ${fullReportAt}.` : ''}\n`;
  // When even the note does not fit (the step's summary is nearly full), cut without it.
  if (Buffer.byteLength(note) > budget) note = '';
  const room = Math.max(0, budget - Buffer.byteLength(note));
  const bytes = Buffer.from(markdown, 'utf8').subarray(0, room);
  // Drop a partial UTF-8 character and the partial last line, and close an open <details> block.
  let cut = bytes.toString('utf8').replace(/\uFFFD+$/, '');
  const nl = cut.lastIndexOf('\n');
  if (nl > 0) cut = cut.slice(0, nl);
  const open = (cut.match(/<details>/g) ?? []).length - (cut.match(/<\/details>/g) ?? []).length;
  const closing = '\n\n</details>'.repeat(Math.max(0, open));
  while (Buffer.byteLength(cut + closing + note) > budget && cut.length > 0) cut = cut.slice(0, cut.lastIndexOf('\n') > 0 ? cut.lastIndexOf('\n') : 0);
  return { text: cut + closing + note, truncated: true };
}
