// The results schema's names and keys, without its zod schemas (results.ts): raw output can be parsed,
// compared and rendered without loading zod, which is a third of the CLI's start-up.
export const RESULTS_SCHEMA_ID = 'benchgate/results@1';
export const ARCHIVE_SCHEMA_ID = 'benchgate/archive@1';

export const STATISTICS = ['mean', 'median', 'min', 'max', 'slope', 'single', 'score', 'total', 'other'] as const;

/** The separator is a character no harness puts in a name, so keys round-trip. */
export const KEY_SEPARATOR = '\u241f';

export function historyKey(suite: string, benchmark: string, metric: string): string {
  return [suite, benchmark, metric].join(KEY_SEPARATOR);
}

/**
 * The dashboard page's anchor of one series (templates/dashboard/app.js reads it), for links from PR
 * comments and tracking issues. Parentheses are encoded too, so the anchor is safe in a markdown link.
 */
export function seriesAnchor(suite: string, benchmark: string, metric: string): string {
  return `#series=${encodeURIComponent(`${suite}/${benchmark}/${metric}`).replace(/[()']/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

/**
 * `rec[key]` when rec holds key itself. Names come from outputs and artifacts: a suite or metric named
 * "constructor" or "toString" must read as absent, not as Object.prototype's function.
 */
export function own<T>(rec: Readonly<Record<string, T>> | undefined, key: string): T | undefined {
  return rec !== undefined && Object.hasOwn(rec, key) ? rec[key] : undefined;
}
