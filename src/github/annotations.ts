// Warning annotations for regressions, shown on the run and the PR's files view.
// The workflow command escapes the message (% CR LF) and the properties (% CR LF : ,) of `::warning title=…::…` (workflow-commands.ts).
// GitHub shows at most 10 warning annotations per step, so the rest are summed up in one.
import * as core from './workflow-commands';
import type { Comparison, ComparisonRow } from '../compare/types';
import { formatPercentChange, formatQuantity } from '../model/units';

export const MAX_ANNOTATIONS = 10;

export interface Annotation {
  title: string;
  message: string;
}

export function regressionAnnotations(c: Comparison, max = MAX_ANNOTATIONS): Annotation[] {
  const rows = c.rows.filter((r) => r.verdict === 'regressed' && r.gating);
  const shown = rows.length > max ? rows.slice(0, max - 1) : rows;
  const out = shown.map((r) => ({ title: `benchgate: ${r.suite} › ${r.benchmark} regressed`, message: describe(r) }));
  if (rows.length > shown.length) {
    out.push({ title: `benchgate: ${rows.length - shown.length} ${shown.length === 0 ? '' : 'more '}regressions`, message: rows.slice(shown.length).map((r) => `${r.suite} › ${r.benchmark} (${r.metric})`).join('\n') });
  }
  return out;
}

function describe(r: ComparisonRow): string {
  const change = r.ratio === null ? 'changed' : formatPercentChange(r.ratio);
  const values = r.base !== null && r.head !== null ? ` (${formatQuantity(r.base, r.unit)} → ${formatQuantity(r.head, r.unit)})` : '';
  const evidence = [r.test !== 'none' ? r.test : undefined, r.q !== undefined ? `q=${r.q.toPrecision(2)}` : r.p !== undefined ? `p=${r.p.toPrecision(2)}` : undefined]
    .filter(Boolean)
    .join(', ');
  return `${r.metric}: ${change}${values}${evidence ? `; ${evidence}` : ''}`;
}

/**
 * The regressions in the warning slots the step has left: warnings written before (a merge's notes, an upload that
 * failed) take slots first, and the "N more" summary fell past the tenth and was never shown.
 */
export function annotateRegressions(c: Comparison, emit: (message: string, props: { title: string }) => void = core.warning, used = core.warningsSoFar()): number {
  const list = regressionAnnotations(c, Math.max(1, MAX_ANNOTATIONS - used));
  for (const a of list) emit(a.message, { title: a.title });
  return list.length;
}
