// JSON documents too large to be one string (V8 caps a string at ~512 MiB; a pytest-benchmark file that
// keeps every sample reaches gigabytes). The document stays bytes: a container larger than `chunk` is
// walked member by member in one linear scan, and every member small enough is handed to the native
// JSON.parse. Only large containers are split, so the recursion is as deep as the nesting of containers
// over `chunk` (a handful; the nesting was bounded before, see model/json-depth.ts).
// Pure: bytes in, the same value JSON.parse would give out.
import { MAX_JSON_DEPTH } from '../model/json-depth';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const COMMA = 0x2c;
const COLON = 0x3a;

const decoder = new TextDecoder('utf-8', { fatal: true });

/** 1 for the bytes the scan must look at (quotes, backslash, brackets, comma, colon); digits and the rest skip. */
const STRUCTURAL = new Uint8Array(256);
for (const c of [QUOTE, BACKSLASH, OPEN_ARRAY, CLOSE_ARRAY, OPEN_OBJECT, CLOSE_OBJECT, COMMA, COLON]) STRUCTURAL[c] = 1;

export class JsonBytesError extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(message);
  }
}

function isSpace(c: number): boolean {
  return c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
}

/** Parses JSON held as UTF-8 bytes, of any size that fits in memory. */
export function parseJsonBytes(bytes: Uint8Array, chunk = 32 * 1024 * 1024): unknown {
  let start = 0;
  let end = bytes.length;
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) start = 3; // BOM
  while (start < end && isSpace(bytes[start]!)) start++;
  while (end > start && isSpace(bytes[end - 1]!)) end--;
  return value(bytes, start, end, chunk, 0);
}

function small(bytes: Uint8Array, start: number, end: number): unknown {
  let text: string;
  try {
    text = decoder.decode(bytes.subarray(start, end));
  } catch {
    throw new JsonBytesError('invalid UTF-8', start);
  }
  try {
    return JSON.parse(text);
  } catch (err) {
    const at = /position (\d+)/.exec((err as Error).message);
    throw new JsonBytesError((err as Error).message.split('\n')[0]!, start + (at ? Number(at[1]) : 0));
  }
}

function value(bytes: Uint8Array, start: number, end: number, chunk: number, level: number): unknown {
  if (end - start <= chunk) return small(bytes, start, end);
  if (level >= MAX_JSON_DEPTH) throw new JsonBytesError(`nested deeper than ${MAX_JSON_DEPTH} levels`, start);
  const open = bytes[start];
  if (open === OPEN_ARRAY && bytes[end - 1] === CLOSE_ARRAY) return container(bytes, start, end, chunk, false, level + 1);
  if (open === OPEN_OBJECT && bytes[end - 1] === CLOSE_OBJECT) return container(bytes, start, end, chunk, true, level + 1);
  // A single string or number larger than `chunk`: parsed whole (it fails if it cannot be a string).
  return small(bytes, start, end);
}

/** The members of `[…]` or `{…}` between start and end (inclusive of the brackets), in one scan. */
function container(bytes: Uint8Array, start: number, end: number, chunk: number, object: boolean, level: number): unknown {
  const out: unknown[] = [];
  const obj: Record<string, unknown> = {};
  let depth = 0;
  let inString = false;
  let memberStart = start + 1;
  let colon = -1;
  const finish = (stop: number): void => {
    let a = memberStart;
    let b = stop;
    while (a < b && isSpace(bytes[a]!)) a++;
    while (b > a && isSpace(bytes[b - 1]!)) b--;
    if (a === b) {
      if (stop === end - 1 && (object ? Object.keys(obj).length === 0 : out.length === 0)) return; // empty container
      throw new JsonBytesError('expected a value', a);
    }
    if (!object) {
      out.push(value(bytes, a, b, chunk, level));
      return;
    }
    if (colon < 0) throw new JsonBytesError('expected "key": value', a);
    const key = small(bytes, a, colon);
    if (typeof key !== 'string') throw new JsonBytesError('expected a string key', a);
    let v = colon + 1;
    while (v < b && isSpace(bytes[v]!)) v++;
    obj[key] = value(bytes, v, b, chunk, level);
  };
  for (let i = start + 1; i < end - 1; i++) {
    const c = bytes[i]!;
    if (STRUCTURAL[c] === 0) continue;
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
      continue;
    }
    if (c === QUOTE) {
      // Jump to the closing quote natively; a quote after an odd run of backslashes is escaped.
      let q = bytes.indexOf(QUOTE, i + 1);
      while (q > 0 && q < end) {
        let slashes = 0;
        while (bytes[q - 1 - slashes] === BACKSLASH) slashes++;
        if (slashes % 2 === 0) break;
        q = bytes.indexOf(QUOTE, q + 1);
      }
      if (q < 0 || q >= end - 1) throw new JsonBytesError('the document ends inside a string', i);
      i = q;
    }
    else if (c === OPEN_ARRAY || c === OPEN_OBJECT) depth++;
    else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) depth--;
    else if (depth === 0) {
      if (c === COMMA) {
        finish(i);
        memberStart = i + 1;
        colon = -1;
      } else if (c === COLON && object && colon < 0) colon = i;
    }
  }
  if (inString || depth !== 0) throw new JsonBytesError('the document ends inside a string or container', end);
  finish(end - 1);
  return object ? obj : out;
}
