// A bound on JSON nesting, checked on the text before it is parsed. V8 parses any depth, but every
// later recursive walk (JSON.stringify when a file is written, structured clone) overflows the stack
// on a few hundred thousand levels, and no benchmark output or results file is deeper than a dozen.
// One pass, no backtracking: linear in the text.

/** Deeper than any real harness output or results file (pytest-benchmark: 6; benchgate results: 7). */
export const MAX_JSON_DEPTH = 256;

/** Where the text first nests deeper than `max` (1-based line), or undefined when it never does. */
export function jsonTooDeep(text: string, max = MAX_JSON_DEPTH): { line: number } | undefined {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i++;
      else if (c === 0x22 /* " */) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b /* [ */ || c === 0x7b /* { */) {
      if (++depth > max) return { line: lineAt(text, i) };
    } else if (c === 0x5d /* ] */ || c === 0x7d /* } */) depth--;
  }
  return undefined;
}

function lineAt(text: string, index: number): number {
  let line = 1;
  for (let at = text.indexOf('\n'); at !== -1 && at < index; at = text.indexOf('\n', at + 1)) line++;
  return line;
}
