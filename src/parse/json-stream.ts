// JSON documents read from their bytes a window at a time (a pytest-benchmark file with every sample is
// gigabytes; V8 caps a string at ~512 MiB, and a whole-file Buffer plus the tree it becomes doubles the
// memory). The bytes are pulled through a ByteReader the shell provides (run/file-source.ts reads a
// file); this module never names a file system.
//
// How: a value that fits in the window is handed whole to the native JSON.parse (by far the fastest
// parser in reach: pure-JS streaming parsers run at tens of MB/s). An array or object larger than the
// window is split: its members are parsed one by one as they arrive, so the window, not the file, bounds
// the bytes held. Finding where a value ends does not look at every byte: Buffer#indexOf (memchr) jumps to
// the next quote or bracket, and numbers — nearly all of a file of samples — are skipped natively.
// Optionally the elements of one large array are converted as they arrive (`elements`), so the raw tree
// of that array never exists at once.
//
// Pure: bytes in, the value JSON.parse would give out, or a JsonStreamError with the byte offset.
import { isAscii, constants } from 'node:buffer';
import { MAX_JSON_DEPTH } from '../model/json-depth';

/** Reads a document from its start. */
export interface ByteReader {
  /** Up to `length` bytes into `into` at `offset`; 0 at the end. */
  read(into: Uint8Array, offset: number, length: number): number;
  close(): void;
}

/** A document too large to be one string, readable any number of times (each `open` starts at byte 0). */
export interface ByteSource {
  /** Its size in bytes when it was found (for messages). */
  readonly size: number;
  /** The scanner's window for this document (JsonStreamOptions.window) when the shell chose one. */
  readonly window?: number;
  open(): ByteReader;
}

/** Malformed JSON: what was expected at byte `offset` (0-based), and what was found there. */
export class JsonStreamError extends Error {
  constructor(
    readonly expected: string,
    readonly offset: number,
    readonly found?: string,
  ) {
    super(`${expected} at byte ${offset}${found === undefined ? '' : `, found ${JSON.stringify(found)}`}`);
    this.name = 'JsonStreamError';
  }
}

export interface JsonStreamOptions {
  /**
   * Bytes held at once: a value up to this size is parsed whole; a larger array or object is split into
   * its members. Not a limit (nothing is refused for its size); tests make it tiny to put chunk
   * boundaries everywhere. A single string or number longer than the window widens it.
   */
  window?: number;
  maxDepth?: number;
  /**
   * Converts each element of one array as soon as it is parsed: the array at root key `key`, or the root
   * itself when it is an array and `key` is undefined. Applied whether the array was split or not.
   */
  elements?: ElementMap;
}

export interface ElementMap {
  key?: string;
  map(element: unknown, index: number): unknown;
}

export const DEFAULT_WINDOW = 16 * 1024 * 1024;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const COMMA = 0x2c;
const COLON = 0x3a;
/** The bytes whose positions the scan tracks, in this order. */
const TRACKED = [QUOTE, OPEN_ARRAY, CLOSE_ARRAY, OPEN_OBJECT, CLOSE_OBJECT];

/**
 * At most this many bytes of a split array's elements go to one JSON.parse: enough that an array of
 * millions of numbers costs a few hundred calls; small enough that the batch (its text and the values
 * not yet converted) stays a minor part of the memory.
 */
const BATCH_BYTES = 1024 * 1024;

/** A window never grows past this: four times the longest string V8 can hold (~512 MiB characters). */
const MAX_WINDOW = 2 ** 31;

const decoder = new TextDecoder('utf-8', { fatal: true });
const lenient = new TextDecoder('utf-8');

/**
 * `bytes` as text, checked as UTF-8. ASCII (nearly every byte of a document of numbers) is copied as one-byte
 * characters: a quarter of the decoder's time, which was 1.1 s of a gigabyte of pytest samples.
 */
function textOf(bytes: Uint8Array): string {
  if (bytes.length > constants.MAX_STRING_LENGTH || !isAscii(bytes)) return decoder.decode(bytes);
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function isSpace(c: number): boolean {
  return c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
}

/** Parses the whole document, reading it once from its start. */
export function parseJsonStream(source: ByteSource, options: JsonStreamOptions = {}): unknown {
  const reader = source.open();
  try {
    return new Scanner(reader, { window: source.window, ...options }).document();
  } finally {
    reader.close();
  }
}

/** The 1-based line of a byte offset (read again from the start: only wanted for an error). */
export function lineAt(source: ByteSource, offset: number): number {
  const reader = source.open();
  try {
    const buf = Buffer.allocUnsafe(1 << 20);
    let line = 1;
    let at = 0;
    while (at < offset) {
      const n = reader.read(buf, 0, Math.min(buf.length, offset - at));
      if (n === 0) break;
      for (let i = buf.indexOf(0x0a, 0); i !== -1 && i < n; i = buf.indexOf(0x0a, i + 1)) line++;
      at += n;
    }
    return line;
  } finally {
    reader.close();
  }
}

class Scanner {
  // Buffer, not Uint8Array: its indexOf is memchr, several times faster than TypedArray#indexOf.
  private buf: Buffer;
  /** buf[0, hi) holds the file's bytes from `base`; `pos` is the next byte not yet consumed. */
  private view: Buffer;
  private hi = 0;
  private pos = 0;
  private base = 0;
  private eof = false;
  /** Per TRACKED byte: its next position at or after the last search, -1 none before hi, -2 unknown. */
  private readonly next = [-2, -2, -2, -2, -2];
  private readonly maxDepth: number;
  private readonly elements: ElementMap | undefined;
  /** The brackets open while a value's end is sought (TRACKED indexes: 1 "[", 3 "{"). */
  private readonly opened: Uint8Array;

  constructor(
    private readonly reader: ByteReader,
    options: JsonStreamOptions,
  ) {
    this.buf = Buffer.allocUnsafeSlow(Math.max(4, options.window ?? DEFAULT_WINDOW));
    this.view = this.buf.subarray(0, 0);
    this.maxDepth = options.maxDepth ?? MAX_JSON_DEPTH;
    this.opened = new Uint8Array(this.maxDepth + 1);
    this.elements = options.elements;
  }

  document(): unknown {
    while (this.hi < 3 && this.fill());
    if (this.hi >= 3 && this.buf[0] === 0xef && this.buf[1] === 0xbb && this.buf[2] === 0xbf) this.pos = 3; // BOM
    const rootMap = this.elements !== undefined && this.elements.key === undefined ? this.elements : undefined;
    const value = this.value(0, rootMap);
    if (this.skipSpace()) throw this.error('the end of the document after its value', this.pos);
    return value;
  }

  // ---- the window ----

  /** The file offset of buf[i]. */
  private at(i: number): number {
    return this.base + i;
  }

  /**
   * Drops the bytes before `pos` (moving the rest to the front) and reads more after them. Every index
   * into buf moves down by the old `pos`: callers rebase theirs. False when nothing more could be read
   * (the end of the file, or a window full from `pos` on).
   */
  private fill(): boolean {
    const drop = this.pos;
    if (drop > 0) {
      this.buf.copyWithin(0, drop, this.hi);
      this.hi -= drop;
      this.base += drop;
      this.pos = 0;
    }
    this.next.fill(-2);
    if (this.eof || this.hi === this.buf.length) return false;
    const n = this.reader.read(this.buf, this.hi, this.buf.length - this.hi);
    if (n === 0) this.eof = true;
    this.hi += n;
    this.view = this.buf.subarray(0, this.hi);
    return n > 0;
  }

  /** A window twice as large (for one string or number longer than the window). */
  private grow(start: number): void {
    if (this.buf.length >= MAX_WINDOW) {
      throw this.error(`a value shorter than ${MAX_WINDOW} bytes (no JavaScript string holds more)`, start);
    }
    const wider = Buffer.allocUnsafeSlow(Math.min(MAX_WINDOW, this.buf.length * 2));
    this.buf.copy(wider, 0, 0, this.hi);
    this.buf = wider;
    this.view = wider.subarray(0, this.hi);
    this.next.fill(-2);
  }

  /** Skips whitespace; false at the end of the document. */
  private skipSpace(): boolean {
    for (;;) {
      const { buf, hi } = this;
      let p = this.pos;
      while (p < hi && isSpace(buf[p]!)) p++;
      this.pos = p;
      if (p < hi) return true;
      if (!this.fill() && this.eof) return false;
    }
  }

  /** The next position of TRACKED[k] at or after i, or -1 when there is none before hi. */
  private nextOf(k: number, i: number): number {
    let p = this.next[k]!;
    if (p === -2 || (p !== -1 && p < i)) {
      p = this.view.indexOf(TRACKED[k]!, i);
      this.next[k] = p;
    }
    return p;
  }

  // ---- values ----

  /** The value at pos (after whitespace). `map`: convert the elements, when it is an array. */
  private value(depth: number, map?: ElementMap): unknown {
    if (!this.skipSpace()) throw this.error('a value (the document ends here)', this.pos);
    const c = this.buf[this.pos]!;
    if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      const end = this.containerEnd(depth);
      if (end < 0) return c === OPEN_ARRAY ? this.array(depth + 1, map) : this.object(depth + 1);
      const v = this.native(end);
      // Parsed whole: the array to convert is this value, or (at the root) one of its members.
      const list = map !== undefined ? v : depth === 0 && this.elements?.key !== undefined && isRecord(v) ? v[this.elements.key] : undefined;
      if (this.elements !== undefined && Array.isArray(list)) for (let i = 0; i < list.length; i++) list[i] = this.elements.map(list[i], i);
      return v;
    }
    if (c === CLOSE_ARRAY || c === CLOSE_OBJECT || c === COMMA || c === COLON) throw this.error('a value', this.pos);
    return this.native(c === QUOTE ? this.stringEnd() : this.scalarEnd());
  }

  /** Parses buf[pos, end) natively and consumes it. */
  private native(end: number): unknown {
    const start = this.pos;
    const bytes = this.buf.subarray(start, end);
    let text: string;
    try {
      text = textOf(bytes);
    } catch (err) {
      if (err instanceof RangeError) throw this.error('a string that JavaScript can hold (this value is longer)', start);
      throw this.error('valid UTF-8', start + firstInvalidUtf8(bytes));
    }
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (err) {
      const found = syntaxErrorIn(bytes);
      if (found === undefined) throw this.error(`valid JSON (${(err as Error).message.slice(0, 200)})`, start);
      throw this.error(found.expected, start + found.offset);
    }
    this.pos = end;
    return value;
  }

  /**
   * Where the array or object at pos ends (exclusive), or -1 when it is larger than the window. Strings
   * are jumped over whole; brackets are paired, and a wrong one ends the value there, for JSON.parse to
   * refuse and syntaxErrorIn to locate.
   */
  private containerEnd(depth: number): number {
    let i = this.pos + 1;
    let open = 1;
    if (depth + open > this.maxDepth) throw this.error(`JSON nested at most ${this.maxDepth} levels deep`, this.pos);
    this.opened[0] = this.buf[this.pos] === OPEN_ARRAY ? 1 : 3;
    for (;;) {
      const j = this.nextTracked(i);
      const k = this.kind;
      if (k === 0) {
        const q = this.closingQuote(j);
        if (q >= 0) {
          i = q + 1;
          continue;
        }
        // The string runs past the bytes read: read more, then look at it again.
      } else if (k > 0) {
        if (k === 1 || k === 3) {
          if (depth + open + 1 > this.maxDepth) throw this.error(`JSON nested at most ${this.maxDepth} levels deep`, j);
          this.opened[open++] = k;
        } else if (this.opened[--open] !== k - 1 || open === 0) {
          // Closed, or closed by the wrong bracket: either way JSON.parse has the value to judge.
          return j + 1;
        }
        i = j + 1;
        continue;
      }
      const shift = this.pos;
      if (!this.fill()) {
        if (this.eof) throw this.error(`the end of the ${this.buf[this.pos] === OPEN_ARRAY ? 'array' : 'object'} that starts at byte ${this.at(this.pos)} (the document ends inside it)`, this.hi);
        return -1;
      }
      i = j - shift;
    }
  }

  /** Which TRACKED byte nextTracked found (-1: none). */
  private kind = -1;

  /** The first quote or bracket at or after i: its index, or hi when there is none (kind -1). */
  private nextTracked(i: number): number {
    let j = this.hi;
    let k = -1;
    for (let t = 0; t < 5; t++) {
      const p = this.nextOf(t, i);
      if (p !== -1 && p < j) {
        j = p;
        k = t;
      }
    }
    this.kind = k;
    return j;
  }

  /**
   * In a split array, from pos: the index of the last "," between elements, or of the array's closing
   * "]", in the bytes read; -1 when no element ends there. Brackets and strings are jumped as in
   * containerEnd; between them, at the array's own level, every comma separates elements.
   */
  private elementsEnd(depth: number): number {
    let i = this.pos;
    let open = 0;
    let cut = -1;
    const limit = Math.min(this.hi, this.pos + BATCH_BYTES);
    for (;;) {
      let j = this.nextTracked(i);
      let k = this.kind;
      if (j >= limit) {
        j = limit;
        k = -1;
      }
      if (open === 0 && j > i) {
        // Short stretches by hand: lastIndexOf runs on below i when they hold no comma.
        let c = -1;
        if (j - i < 64) {
          for (let p = j - 1; p >= i; p--) {
            if (this.buf[p] === COMMA) {
              c = p;
              break;
            }
          }
        } else c = this.view.lastIndexOf(COMMA, j - 1);
        if (c >= i) cut = c;
      }
      if (k === -1) return cut;
      if (k === 0) {
        const q = this.closingQuote(j);
        if (q < 0 || q >= limit) return cut;
        i = q + 1;
        continue;
      }
      if (k === 1 || k === 3) {
        if (depth + open + 1 > this.maxDepth) throw this.error(`JSON nested at most ${this.maxDepth} levels deep`, j);
        this.opened[open++] = k;
      } else if (open === 0) {
        // The array's own "]"; a "}" here is an error the element-by-element parse reports.
        return k === 2 ? j : cut;
      } else if (this.opened[--open] !== k - 1) return cut;
      i = j + 1;
    }
  }

  /** buf[pos, cut) as the elements of one array, or undefined when JSON.parse refuses them. */
  private batch(cut: number): unknown[] | undefined {
    try {
      return JSON.parse(`[${textOf(this.buf.subarray(this.pos, cut))}]`) as unknown[];
    } catch {
      return undefined;
    }
  }

  /** The closing quote of the string whose opening quote is at q0, or -1 when it is not read yet. */
  private closingQuote(q0: number): number {
    let q = this.nextOf(0, q0 + 1);
    while (q !== -1) {
      let slashes = 0;
      while (this.buf[q - 1 - slashes] === BACKSLASH) slashes++;
      if (slashes % 2 === 0) return q;
      q = this.nextOf(0, q + 1);
    }
    return -1;
  }

  /** Where the string at pos ends (exclusive); widens the window for a string longer than it. */
  private stringEnd(): number {
    for (;;) {
      const q = this.closingQuote(this.pos);
      if (q >= 0) return q + 1;
      if (!this.fill()) {
        if (this.eof) throw this.error(`the end of the string that starts at byte ${this.at(this.pos)} (the document ends inside it)`, this.hi);
        this.grow(this.pos);
      }
    }
  }

  /** Where the number or literal at pos ends (exclusive): at the next delimiter, or the end of the document. */
  private scalarEnd(): number {
    let i = this.pos;
    for (;;) {
      const { buf, hi } = this;
      while (i < hi) {
        const c = buf[i]!;
        if (c === COMMA || c === CLOSE_ARRAY || c === CLOSE_OBJECT || c === COLON || c === QUOTE || c === OPEN_ARRAY || c === OPEN_OBJECT || isSpace(c)) return i;
        i++;
      }
      const shift = this.pos;
      if (!this.fill()) {
        if (this.eof) return this.hi;
        this.grow(this.pos);
      }
      i -= shift;
    }
  }

  // ---- containers larger than the window ----

  private array(depth: number, map?: ElementMap): unknown[] {
    const start = this.at(this.pos);
    this.pos++;
    const out: unknown[] = [];
    if (!this.skipSpace()) throw this.endsInside('array', start);
    if (this.buf[this.pos] === CLOSE_ARRAY) {
      this.pos++;
      return out;
    }
    for (;;) {
      if (!this.skipSpace()) throw this.endsInside('array', start);
      const first = this.buf[this.pos];
      // The whole elements among the bytes read, in one JSON.parse: an array of millions of numbers is
      // not millions of calls. A batch JSON.parse refuses is parsed again element by element below,
      // which finds where it goes wrong.
      const cut = first === CLOSE_ARRAY || first === COMMA ? -1 : this.elementsEnd(depth);
      // elementsEnd looked past the cut; the positions it found are not "the next after pos" any more.
      this.next.fill(-2);
      if (cut > this.pos) {
        const batch = this.batch(cut);
        if (batch !== undefined) {
          for (let i = 0; i < batch.length; i++) out.push(map === undefined ? batch[i] : map.map(batch[i], out.length));
          const c = this.buf[cut];
          this.pos = cut + 1;
          if (c === CLOSE_ARRAY) return out;
          continue;
        }
      }
      const v = this.value(depth);
      out.push(map === undefined ? v : map.map(v, out.length));
      if (!this.skipSpace()) throw this.endsInside('array', start);
      const c = this.buf[this.pos];
      this.pos++;
      if (c === CLOSE_ARRAY) return out;
      if (c !== COMMA) throw this.error('"," or "]" after an array element', this.pos - 1);
    }
  }

  private object(depth: number): Record<string, unknown> {
    const start = this.at(this.pos);
    this.pos++;
    const out: Record<string, unknown> = {};
    if (!this.skipSpace()) throw this.endsInside('object', start);
    if (this.buf[this.pos] === CLOSE_OBJECT) {
      this.pos++;
      return out;
    }
    for (;;) {
      if (!this.skipSpace()) throw this.endsInside('object', start);
      if (this.buf[this.pos] !== QUOTE) throw this.error('a "key" in double quotes', this.pos);
      const key = this.native(this.stringEnd()) as string;
      if (!this.skipSpace()) throw this.endsInside('object', start);
      if (this.buf[this.pos] !== COLON) throw this.error(`":" after the key ${JSON.stringify(key.slice(0, 60))}`, this.pos);
      this.pos++;
      const map = depth === 1 && this.elements?.key !== undefined && key === this.elements.key ? this.elements : undefined;
      // Like JSON.parse: an own property even for `__proto__` (an assignment would set the prototype).
      Object.defineProperty(out, key, { value: this.value(depth, map), writable: true, enumerable: true, configurable: true });
      if (!this.skipSpace()) throw this.endsInside('object', start);
      const c = this.buf[this.pos];
      this.pos++;
      if (c === CLOSE_OBJECT) return out;
      if (c !== COMMA) throw this.error('"," or "}" after an object member', this.pos - 1);
    }
  }

  // ---- errors ----

  private endsInside(what: 'array' | 'object', start: number): JsonStreamError {
    return new JsonStreamError(`the end of the ${what} that starts at byte ${start} (the document ends inside it)`, this.at(this.hi));
  }

  /** An error at buf[i], with the bytes found there. */
  private error(expected: string, i: number): JsonStreamError {
    const found = i < this.hi ? lenient.decode(this.buf.subarray(i, Math.min(this.hi, i + 40))) : undefined;
    return new JsonStreamError(expected, this.at(i), found);
  }
}

/** The offset of the first byte that breaks UTF-8 (only called once the decoder refused the bytes). */
export function firstInvalidUtf8(b: Uint8Array): number {
  let i = 0;
  while (i < b.length) {
    const c = b[i]!;
    const n = c < 0x80 ? 0 : c >= 0xc2 && c <= 0xdf ? 1 : c >= 0xe0 && c <= 0xef ? 2 : c >= 0xf0 && c <= 0xf4 ? 3 : -1;
    if (n < 0) return i;
    if (n > 0) {
      // The second byte's range excludes overlong forms and surrogates (RFC 3629 §4).
      const lo = c === 0xe0 ? 0xa0 : c === 0xf0 ? 0x90 : 0x80;
      const hi = c === 0xed ? 0x9f : c === 0xf4 ? 0x8f : 0xbf;
      if (i + 1 >= b.length || b[i + 1]! < lo || b[i + 1]! > hi) return i;
      for (let k = 2; k <= n; k++) if (i + k >= b.length || (b[i + k]! & 0xc0) !== 0x80) return i;
    }
    i += n + 1;
  }
  return b.length;
}

/** What the validator expects next. */
const At = { Value: 0, ValueOrClose: 1, Key: 2, KeyOrClose: 3, Colon: 4, After: 5 } as const;

/**
 * Where JSON.parse refused the bytes, and what was expected there: a small validator, run only on a
 * value JSON.parse already refused (V8's messages do not always carry a position). Undefined when it
 * finds nothing wrong.
 */
export function syntaxErrorIn(b: Uint8Array): { offset: number; expected: string } | undefined {
  const stack: number[] = [];
  let state: number = At.Value;
  let i = 0;
  const n = b.length;
  const bad = (expected: string): { offset: number; expected: string } => ({ offset: i, expected });
  for (;;) {
    while (i < n && isSpace(b[i]!)) i++;
    if (i >= n) return state === At.After && stack.length === 0 ? undefined : bad(stack.length > 0 ? `the end of the ${stack.at(-1) === OPEN_ARRAY ? 'array' : 'object'} (the value ends inside it)` : 'a value');
    const c = b[i]!;
    if (state === At.After) {
      const top = stack.at(-1);
      if (top === undefined) return bad('the end of the value');
      if (c === COMMA) {
        state = top === OPEN_ARRAY ? At.Value : At.Key;
        i++;
      } else if ((c === CLOSE_ARRAY && top === OPEN_ARRAY) || (c === CLOSE_OBJECT && top === OPEN_OBJECT)) {
        stack.pop();
        i++;
      } else return bad(top === OPEN_ARRAY ? '"," or "]" after an array element' : '"," or "}" after an object member');
      continue;
    }
    if (state === At.Colon) {
      if (c !== COLON) return bad('":" after an object key');
      state = At.Value;
      i++;
      continue;
    }
    if (state === At.Key || state === At.KeyOrClose) {
      if (c === CLOSE_OBJECT && state === At.KeyOrClose) {
        stack.pop();
        state = At.After;
        i++;
        continue;
      }
      if (c !== QUOTE) return bad('a "key" in double quotes');
      const end = stringBytesEnd(b, i);
      if (typeof end !== 'number') return { offset: end.offset, expected: end.expected };
      i = end;
      state = At.Colon;
      continue;
    }
    // A value.
    if (c === CLOSE_ARRAY && state === At.ValueOrClose) {
      stack.pop();
      state = At.After;
      i++;
      continue;
    }
    if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      stack.push(c);
      state = c === OPEN_ARRAY ? At.ValueOrClose : At.KeyOrClose;
      i++;
      continue;
    }
    if (c === QUOTE) {
      const end = stringBytesEnd(b, i);
      if (typeof end !== 'number') return { offset: end.offset, expected: end.expected };
      i = end;
    } else {
      const end = literalEnd(b, i);
      if (end === i) return bad('a value');
      i = end;
    }
    state = At.After;
  }
}

/** After the string at b[i] (a quote), or where it goes wrong. */
function stringBytesEnd(b: Uint8Array, i: number): number | { offset: number; expected: string } {
  for (let k = i + 1; k < b.length; k++) {
    const c = b[k]!;
    if (c === QUOTE) return k + 1;
    if (c < 0x20) return { offset: k, expected: 'no control character inside a string (escape it)' };
    if (c === BACKSLASH) {
      const e = b[k + 1];
      if (e === 0x75) {
        for (let h = k + 2; h < k + 6; h++) if (!/[0-9a-fA-F]/.test(String.fromCharCode(b[h] ?? 0x20))) return { offset: k, expected: 'an escape \\uXXXX with four hex digits' };
        k += 5;
      } else if (e !== undefined && '"\\/bfnrt'.includes(String.fromCharCode(e))) k++;
      else return { offset: k, expected: 'an escape (\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)' };
    }
  }
  return { offset: i, expected: 'the end of the string that starts here (the value ends inside it)' };
}

const isDigit = (c: number | undefined): boolean => c !== undefined && c >= 0x30 && c <= 0x39;

/** After the number or literal at b[i] (or where a number stops following the grammar); i when there is none. */
function literalEnd(b: Uint8Array, i: number): number {
  for (const word of ['true', 'false', 'null']) {
    let k = 0;
    while (k < word.length && b[i + k] === word.charCodeAt(k)) k++;
    if (k === word.length) return i + k;
  }
  let k = i;
  if (b[k] === 0x2d) k++;
  if (b[k] === 0x30) k++;
  else if (isDigit(b[k])) while (isDigit(b[k])) k++;
  else return i;
  if (b[k] === 0x2e) {
    if (!isDigit(b[k + 1])) return k;
    k++;
    while (isDigit(b[k])) k++;
  }
  if (b[k] === 0x65 || b[k] === 0x45) {
    const sign = b[k + 1] === 0x2b || b[k + 1] === 0x2d ? 1 : 0;
    if (!isDigit(b[k + 1 + sign])) return k;
    k += 1 + sign;
    while (isDigit(b[k])) k++;
  }
  return k;
}
