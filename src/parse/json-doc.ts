// Reading JSON harness outputs (hyperfine, JMH, Google Benchmark, pytest-benchmark) at the border:
// every field is checked where it is read, and a bad one is a ParseError naming its JSON path.
import { ParseError } from '../model/errors';
import type { SourceFile } from './adapter';
import { MAX_JSON_DEPTH, jsonTooDeep } from '../model/json-depth';
import { JsonStreamError, lineAt, parseJsonStream, type ElementMap } from './json-stream';
import { lineOfIndex } from './text-lines';
import { UniqueNames } from './unique-names';

/** Which adapter reads which file: the first two fields of every ParseError. */
export interface JsonSource {
  harness: string;
  file: string;
}

export type JsonRecord = Record<string, unknown>;

// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-?]*[ -/]*[@-~]/g;

export function fail(src: JsonSource, path: string, expected: string, found?: unknown): never {
  throw new ParseError({ ...src, path, expected, found: found === undefined ? undefined : describe(found) });
}

/** A short rendering of a found value for messages (`"abc"`, `null`, `{…}`). */
export function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (Array.isArray(value)) return `an array of ${value.length}`;
  if (typeof value === 'object' && value !== null) return 'an object';
  return typeof value === 'string' ? value : String(value);
}

/**
 * Parses the text as JSON. ANSI colour codes (never valid inside JSON) are stripped first; a syntax
 * error becomes a ParseError with the 1-based line of the offending position (or the last line when
 * the text ends early).
 */
export function parseJsonText(src: JsonSource, text: string, expected: string): unknown {
  const clean = text.replace(ANSI, '').replace(/^\uFEFF/, '');
  if (clean.trim() === '') throw new ParseError({ ...src, line: 1, expected, found: '' });
  const deep = jsonTooDeep(clean);
  if (deep) throw new ParseError({ ...src, line: deep.line, expected: `JSON nested at most ${MAX_JSON_DEPTH} levels deep (${expected})` });
  try {
    return JSON.parse(clean);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    const at = /position (\d+)/.exec(message);
    const pos = at ? Number(at[1]) : clean.length;
    // Counted and cut out by scanning: a split of the whole text is an array entry per line.
    const line = lineOfIndex(clean, pos);
    const end = clean.indexOf('\n', pos);
    const lineText = clean.slice(clean.lastIndexOf('\n', pos - 1) + 1, end < 0 ? clean.length : end);
    throw new ParseError({ ...src, line, expected: `valid JSON (${message.split('\n')[0]})`, found: lineText.trim() });
  }
}

/**
 * A file's JSON, a fresh value the caller owns (so it may scale samples in place): parsed from its text,
 * or streamed from its bytes when it was too large to be one string (see SourceFile.json). `elements`
 * converts each element of one array as it is parsed (the whole array is never held raw when streamed);
 * the value then holds the converted elements there.
 */
export function parseJsonFile(src: JsonSource, file: SourceFile, expected: string, elements?: ElementMap): unknown {
  if (file.json === undefined) {
    const doc = parseJsonText(src, file.text, expected);
    const list = isRecord(doc) && elements?.key !== undefined ? doc[elements.key] : elements !== undefined && elements.key === undefined ? doc : undefined;
    if (elements !== undefined && Array.isArray(list)) for (let i = 0; i < list.length; i++) list[i] = elements.map(list[i], i);
    return doc;
  }
  try {
    return parseJsonStream(file.json, { elements });
  } catch (err) {
    if (!(err instanceof JsonStreamError)) throw err;
    // A file of one long line: the byte offset is what finds the place; the line helps with pretty JSON.
    throw new ParseError({
      ...src, line: lineAt(file.json, err.offset), expected: `${err.expected} at byte ${err.offset} of ${file.json.size} (${expected})`, found: err.found,
    });
  }
}

/**
 * Checks that every element is a finite number and scales it, in place: a results file can hold tens of
 * millions of samples, and a copy would double them. Only for a fresh array from parseJsonFile. The
 * path of an element is only built when it is wrong.
 */
export function scaleFiniteArray(src: JsonSource, value: unknown, path: string, factor = 1): number[] {
  const raw = array(src, value, path);
  for (let i = 0; i < raw.length; i++) {
    const x = raw[i];
    const scaled = typeof x === 'number' ? x * factor : NaN;
    raw[i] = Number.isFinite(scaled) ? scaled : finite(src, x, `${path}[${i}]`, factor);
  }
  return raw as number[];
}

export function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function record(src: JsonSource, value: unknown, path: string): JsonRecord {
  return isRecord(value) ? value : fail(src, path, 'an object', value);
}

export function array(src: JsonSource, value: unknown, path: string): unknown[] {
  return Array.isArray(value) ? value : fail(src, path, 'an array', value);
}

export function string(src: JsonSource, value: unknown, path: string): string {
  return typeof value === 'string' && value.trim() !== '' ? value : fail(src, path, 'a non-empty string', value);
}

export function optString(src: JsonSource, value: unknown, path: string): string | undefined {
  return value === undefined || value === null ? undefined : string(src, value, path);
}

/** A finite number, optionally scaled (unit conversion); the scaled result must be finite too. */
export function finite(src: JsonSource, value: unknown, path: string, factor = 1): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return fail(src, path, 'a finite number', value);
  const scaled = value * factor;
  return Number.isFinite(scaled) ? scaled : fail(src, path, 'a number in range', value);
}

/** Like finite, but `undefined`/`null` (a statistic the harness could not compute) is undefined. */
export function optFinite(src: JsonSource, value: unknown, path: string, factor = 1): number | undefined {
  return value === undefined || value === null ? undefined : finite(src, value, path, factor);
}

/** A spread (stddev, error…) must not be negative. */
export function nonNegative(src: JsonSource, value: unknown, path: string, factor = 1): number {
  const n = finite(src, value, path, factor);
  return n >= 0 ? n : fail(src, path, 'a non-negative number', value);
}

export function optNonNegative(src: JsonSource, value: unknown, path: string, factor = 1): number | undefined {
  return value === undefined || value === null ? undefined : nonNegative(src, value, path, factor);
}

/** Scalar JSON values (string, number, boolean) as the strings `params` holds. */
export function scalarText(src: JsonSource, value: unknown, path: string): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return fail(src, path, 'a string, number or boolean', value);
}

/** Makes names unique in input order: a repeated name gets ` (2)`, ` (3)`… so nothing is dropped. */
export function uniqueNames<T extends { name: string }>(items: T[]): T[] {
  const names = new UniqueNames();
  return items.map((item) => {
    const name = names.take(item.name);
    return name === item.name ? item : { ...item, name };
  });
}

/** True when the text is a JSON object whose `schema` is `id` (benchgate's own manifests). Never throws. */
export function hasSchema(text: string, id: string): boolean {
  // A manifest is an object: anything else is passed over before a search through the whole text.
  let i = 0;
  while (i < text.length && /\s/.test(text[i]!)) i++;
  if (text[i] !== '{' || !text.includes(id)) return false;
  try {
    const doc: unknown = JSON.parse(text);
    return isRecord(doc) && doc.schema === id;
  } catch {
    return false;
  }
}
