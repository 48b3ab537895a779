// A bound on JSON nesting, checked on the text before it is parsed. V8 parses any depth, but every
// later recursive walk (JSON.stringify when a file is written, structured clone) overflows the stack
// on a few hundred thousand levels, and no benchmark output or results file is deeper than a dozen.
// One pass, no backtracking: linear in the text.

/** Deeper than any real harness output or results file (pytest-benchmark: 6; benchgate results: 7). */
export const MAX_JSON_DEPTH = 256;

// The next bracket or quote outside strings, and the next quote or backslash inside one: the regular
// expression engine skips the digits and letters between them natively, about 1.5× faster than a
// character loop over a 20 MB results file. test() with lastIndex finds them without a match object.
const OUTSIDE = /["[\]{}]/g;
const INSIDE = /["\\]/g;

/** Where the text first nests deeper than `max` (1-based line), or undefined when it never does. */
export function jsonTooDeep(text: string, max = MAX_JSON_DEPTH): { line: number } | undefined {
  const found = scan(text, max);
  // V8 keeps the last subject a regular expression matched (RegExp.input): let the text go.
  INSIDE.lastIndex = 0;
  INSIDE.test('');
  return found;
}

function scan(text: string, max: number): { line: number } | undefined {
  let depth = 0;
  let i = 0;
  for (;;) {
    OUTSIDE.lastIndex = i;
    if (!OUTSIDE.test(text)) return undefined;
    i = OUTSIDE.lastIndex - 1;
    const c = text.charCodeAt(i);
    if (c === 0x22 /* " */) {
      i = stringEnd(text, i);
      if (i < 0) return undefined;
      continue;
    }
    if (c === 0x5b /* [ */ || c === 0x7b /* { */) {
      if (++depth > max) return { line: lineAt(text, i) };
    } else depth--;
    i++;
  }
}

/**
 * Past the string opening at `i`, or -1 when it never closes (JSON.parse states that error). An escaped
 * character (`\"`) is stepped over.
 */
function stringEnd(text: string, i: number): number {
  let j = i + 1;
  for (;;) {
    INSIDE.lastIndex = j;
    if (!INSIDE.test(text)) return -1;
    const k = INSIDE.lastIndex - 1;
    if (text.charCodeAt(k) === 0x5c /* \ */) {
      j = k + 2;
      continue;
    }
    return k + 1;
  }
}

/**
 * How many objects and arrays, fields (`:`) and further elements or fields (`,`) a JSON text holds outside
 * strings: what JSON.parse will make of it; and, in the same pass, the line where it first nests deeper than
 * `max` (`tooDeep`), so a text counted needs no jsonTooDeep scan after. One pass, linear: a character loop, as
 * the tokens of a text worth counting are dense (a regular expression stopping at each took 16 s over 189 MB of
 * `{},`). Stops early, with the counts so far and no depth verdict, once `enough(counts)` says so.
 */
export function jsonCounts(text: string, enough: (c: JsonCounts) => boolean = () => false, max = MAX_JSON_DEPTH): JsonCounts & { tooDeep?: { line: number }; stoppedEarly?: true } {
  // Locals, not the counts object's fields: a store per token was a third of the pass.
  let containers = 0;
  let fields = 0;
  let commas = 0;
  let depth = 0;
  let deepAt = -1;
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22 /* " */) {
      // The string's end, an escaped character (`\"`) stepped over; none: JSON.parse states that error.
      for (i++; i < n; i++) {
        const d = text.charCodeAt(i);
        if (d === 0x22) break;
        if (d === 0x5c /* \ */) i++;
      }
    } else if (c === 0x2c /* , */) commas++;
    else if (c === 0x3a /* : */) fields++;
    else if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      if (++depth > max && deepAt < 0) deepAt = i;
      // Checked once a container: often enough to stop early, rarely enough to cost nothing.
      if (++containers % 65536 === 0 && enough({ containers, fields, commas })) return { containers, fields, commas, stoppedEarly: true };
    } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) depth--;
  }
  return { containers, fields, commas, ...(deepAt >= 0 ? { tooDeep: { line: lineAt(text, deepAt) } } : {}) };
}

export interface JsonCounts {
  containers: number;
  fields: number;
  commas: number;
}

function lineAt(text: string, index: number): number {
  let line = 1;
  for (let at = text.indexOf('\n'); at !== -1 && at < index; at = text.indexOf('\n', at + 1)) line++;
  return line;
}
