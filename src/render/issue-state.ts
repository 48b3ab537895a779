// The hidden state in a nightly tracking issue's body: which regression it tracks, and the level each
// benchmark had before, so the issue can be closed even after the regression left the history window.
// Written here with the body (render/trend.ts), read back here when the issues are planned (bot/nightly.ts).
import type { Regression } from '../compare/shifts';

const MARKER = /<!-- benchgate:regression:([0-9A-Za-z-]+) -->/;
const STATE = /<!-- benchgate:state:(\{.*?\}) -->/s;

export function regressionMarker(id: string): string {
  return `<!-- benchgate:regression:${id} -->`;
}

/** `{"levels":{key: before}}`; `>` is escaped (only strings can hold it) so the comment cannot end early. */
export function stateComment(r: Regression): string {
  const levels = Object.fromEntries(r.shifts.map((s) => [s.key, s.before]));
  return `<!-- benchgate:state:${JSON.stringify({ levels }).replace(/>/g, '\\u003e')} -->`;
}

export interface IssueState {
  id: string;
  levels: Record<string, number>;
}

export function readIssueState(body: string): IssueState | undefined {
  const id = MARKER.exec(body)?.[1];
  if (id === undefined) return undefined;
  try {
    const raw = JSON.parse(STATE.exec(body)?.[1] ?? '{}') as { levels?: unknown };
    const levels = typeof raw.levels === 'object' && raw.levels !== null ? raw.levels : {};
    return { id, levels: Object.fromEntries(Object.entries(levels).filter((e): e is [string, number] => typeof e[1] === 'number')) };
  } catch {
    return { id, levels: {} }; // a hand-edited body: still found by its marker
  }
}
