#!/usr/bin/env node
import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  MAX_JSON_DEPTH
} from "./chunk-UZR27MWT.js";

// src/model/arrays.ts
function minOf(xs) {
  let m = Infinity;
  for (let i = 0; i < xs.length; i++) {
    const x = xs[i];
    if (x < m || Number.isNaN(x)) m = x;
    if (Number.isNaN(m)) return NaN;
  }
  return m;
}
function maxOf(xs) {
  let m = -Infinity;
  for (let i = 0; i < xs.length; i++) {
    const x = xs[i];
    if (x > m || Number.isNaN(x)) m = x;
    if (Number.isNaN(m)) return NaN;
  }
  return m;
}
function pushAll(target, items) {
  if (Array.isArray(items)) {
    for (let i = 0; i < items.length; i++) target.push(items[i]);
    return target;
  }
  for (const x of items) target.push(x);
  return target;
}
function listSome(items, max) {
  return items.length <= max ? items.join(", ") : `${items.slice(0, max).join(", ")} and ${items.length - max} more`;
}

// src/parse/json-stream.ts
import { isAscii, constants } from "node:buffer";
var JsonStreamError = class extends Error {
  constructor(expected, offset, found) {
    super(`${expected} at byte ${offset}${found === void 0 ? "" : `, found ${JSON.stringify(found)}`}`);
    this.expected = expected;
    this.offset = offset;
    this.found = found;
    this.name = "JsonStreamError";
  }
  expected;
  offset;
  found;
};
var DEFAULT_WINDOW = 16 * 1024 * 1024;
var QUOTE = 34;
var BACKSLASH = 92;
var OPEN_ARRAY = 91;
var CLOSE_ARRAY = 93;
var OPEN_OBJECT = 123;
var CLOSE_OBJECT = 125;
var COMMA = 44;
var COLON = 58;
var TRACKED = [QUOTE, OPEN_ARRAY, CLOSE_ARRAY, OPEN_OBJECT, CLOSE_OBJECT];
var BATCH_BYTES = 1024 * 1024;
var MAX_WINDOW = 2 ** 31;
var decoder = new TextDecoder("utf-8", { fatal: true });
var lenient = new TextDecoder("utf-8");
function textOf(bytes) {
  if (bytes.length > constants.MAX_STRING_LENGTH || !isAscii(bytes)) return decoder.decode(bytes);
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1");
}
function isRecord(v) {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}
function isSpace(c) {
  return c === 32 || c === 10 || c === 13 || c === 9;
}
function parseJsonStream(source, options = {}) {
  const reader = source.open();
  try {
    return new Scanner(reader, { window: source.window, ...options }).document();
  } finally {
    reader.close();
  }
}
function lineAt(source, offset) {
  const reader = source.open();
  try {
    const buf = Buffer.allocUnsafe(1 << 20);
    let line = 1;
    let at = 0;
    while (at < offset) {
      const n = reader.read(buf, 0, Math.min(buf.length, offset - at));
      if (n === 0) break;
      for (let i = buf.indexOf(10, 0); i !== -1 && i < n; i = buf.indexOf(10, i + 1)) line++;
      at += n;
    }
    return line;
  } finally {
    reader.close();
  }
}
var Scanner = class {
  constructor(reader, options) {
    this.reader = reader;
    this.buf = Buffer.allocUnsafeSlow(Math.max(4, options.window ?? DEFAULT_WINDOW));
    this.view = this.buf.subarray(0, 0);
    this.maxDepth = options.maxDepth ?? MAX_JSON_DEPTH;
    this.opened = new Uint8Array(this.maxDepth + 1);
    this.elements = options.elements;
  }
  reader;
  // Buffer, not Uint8Array: its indexOf is memchr, several times faster than TypedArray#indexOf.
  buf;
  /** buf[0, hi) holds the file's bytes from `base`; `pos` is the next byte not yet consumed. */
  view;
  hi = 0;
  pos = 0;
  base = 0;
  eof = false;
  /** Per TRACKED byte: its next position at or after the last search, -1 none before hi, -2 unknown. */
  next = [-2, -2, -2, -2, -2];
  maxDepth;
  elements;
  /** The brackets open while a value's end is sought (TRACKED indexes: 1 "[", 3 "{"). */
  opened;
  document() {
    while (this.hi < 3 && this.fill()) ;
    if (this.hi >= 3 && this.buf[0] === 239 && this.buf[1] === 187 && this.buf[2] === 191) this.pos = 3;
    const rootMap = this.elements !== void 0 && this.elements.key === void 0 ? this.elements : void 0;
    const value = this.value(0, rootMap);
    if (this.skipSpace()) throw this.error("the end of the document after its value", this.pos);
    return value;
  }
  // ---- the window ----
  /** The file offset of buf[i]. */
  at(i) {
    return this.base + i;
  }
  /**
   * Drops the bytes before `pos` (moving the rest to the front) and reads more after them. Every index
   * into buf moves down by the old `pos`: callers rebase theirs. False when nothing more could be read
   * (the end of the file, or a window full from `pos` on).
   */
  fill() {
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
  grow(start) {
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
  skipSpace() {
    for (; ; ) {
      const { buf, hi } = this;
      let p = this.pos;
      while (p < hi && isSpace(buf[p])) p++;
      this.pos = p;
      if (p < hi) return true;
      if (!this.fill() && this.eof) return false;
    }
  }
  /** The next position of TRACKED[k] at or after i, or -1 when there is none before hi. */
  nextOf(k, i) {
    let p = this.next[k];
    if (p === -2 || p !== -1 && p < i) {
      p = this.view.indexOf(TRACKED[k], i);
      this.next[k] = p;
    }
    return p;
  }
  // ---- values ----
  /** The value at pos (after whitespace). `map`: convert the elements, when it is an array. */
  value(depth, map) {
    if (!this.skipSpace()) throw this.error("a value (the document ends here)", this.pos);
    const c = this.buf[this.pos];
    if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      const end = this.containerEnd(depth);
      if (end < 0) return c === OPEN_ARRAY ? this.array(depth + 1, map) : this.object(depth + 1);
      const v = this.native(end);
      const list = map !== void 0 ? v : depth === 0 && this.elements?.key !== void 0 && isRecord(v) ? v[this.elements.key] : void 0;
      if (this.elements !== void 0 && Array.isArray(list)) for (let i = 0; i < list.length; i++) list[i] = this.elements.map(list[i], i);
      return v;
    }
    if (c === CLOSE_ARRAY || c === CLOSE_OBJECT || c === COMMA || c === COLON) throw this.error("a value", this.pos);
    return this.native(c === QUOTE ? this.stringEnd() : this.scalarEnd());
  }
  /** Parses buf[pos, end) natively and consumes it. */
  native(end) {
    const start = this.pos;
    const bytes = this.buf.subarray(start, end);
    let text;
    try {
      text = textOf(bytes);
    } catch (err) {
      if (err instanceof RangeError) throw this.error("a string that JavaScript can hold (this value is longer)", start);
      throw this.error("valid UTF-8", start + firstInvalidUtf8(bytes));
    }
    let value;
    try {
      value = JSON.parse(text);
    } catch (err) {
      const found = syntaxErrorIn(bytes);
      if (found === void 0) throw this.error(`valid JSON (${err.message.slice(0, 200)})`, start);
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
  containerEnd(depth) {
    let i = this.pos + 1;
    let open = 1;
    if (depth + open > this.maxDepth) throw this.error(`JSON nested at most ${this.maxDepth} levels deep`, this.pos);
    this.opened[0] = this.buf[this.pos] === OPEN_ARRAY ? 1 : 3;
    for (; ; ) {
      const j = this.nextTracked(i);
      const k = this.kind;
      if (k === 0) {
        const q = this.closingQuote(j);
        if (q >= 0) {
          i = q + 1;
          continue;
        }
      } else if (k > 0) {
        if (k === 1 || k === 3) {
          if (depth + open + 1 > this.maxDepth) throw this.error(`JSON nested at most ${this.maxDepth} levels deep`, j);
          this.opened[open++] = k;
        } else if (this.opened[--open] !== k - 1 || open === 0) {
          return j + 1;
        }
        i = j + 1;
        continue;
      }
      const shift = this.pos;
      if (!this.fill()) {
        if (this.eof) throw this.error(`the end of the ${this.buf[this.pos] === OPEN_ARRAY ? "array" : "object"} that starts at byte ${this.at(this.pos)} (the document ends inside it)`, this.hi);
        return -1;
      }
      i = j - shift;
    }
  }
  /** Which TRACKED byte nextTracked found (-1: none). */
  kind = -1;
  /** The first quote or bracket at or after i: its index, or hi when there is none (kind -1). */
  nextTracked(i) {
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
  elementsEnd(depth) {
    let i = this.pos;
    let open = 0;
    let cut = -1;
    const limit = Math.min(this.hi, this.pos + BATCH_BYTES);
    for (; ; ) {
      let j = this.nextTracked(i);
      let k = this.kind;
      if (j >= limit) {
        j = limit;
        k = -1;
      }
      if (open === 0 && j > i) {
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
        return k === 2 ? j : cut;
      } else if (this.opened[--open] !== k - 1) return cut;
      i = j + 1;
    }
  }
  /** buf[pos, cut) as the elements of one array, or undefined when JSON.parse refuses them. */
  batch(cut) {
    try {
      return JSON.parse(`[${textOf(this.buf.subarray(this.pos, cut))}]`);
    } catch {
      return void 0;
    }
  }
  /** The closing quote of the string whose opening quote is at q0, or -1 when it is not read yet. */
  closingQuote(q0) {
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
  stringEnd() {
    for (; ; ) {
      const q = this.closingQuote(this.pos);
      if (q >= 0) return q + 1;
      if (!this.fill()) {
        if (this.eof) throw this.error(`the end of the string that starts at byte ${this.at(this.pos)} (the document ends inside it)`, this.hi);
        this.grow(this.pos);
      }
    }
  }
  /** Where the number or literal at pos ends (exclusive): at the next delimiter, or the end of the document. */
  scalarEnd() {
    let i = this.pos;
    for (; ; ) {
      const { buf, hi } = this;
      while (i < hi) {
        const c = buf[i];
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
  array(depth, map) {
    const start = this.at(this.pos);
    this.pos++;
    const out = [];
    if (!this.skipSpace()) throw this.endsInside("array", start);
    if (this.buf[this.pos] === CLOSE_ARRAY) {
      this.pos++;
      return out;
    }
    for (; ; ) {
      if (!this.skipSpace()) throw this.endsInside("array", start);
      const first = this.buf[this.pos];
      const cut = first === CLOSE_ARRAY || first === COMMA ? -1 : this.elementsEnd(depth);
      this.next.fill(-2);
      if (cut > this.pos) {
        const batch = this.batch(cut);
        if (batch !== void 0) {
          for (let i = 0; i < batch.length; i++) out.push(map === void 0 ? batch[i] : map.map(batch[i], out.length));
          const c2 = this.buf[cut];
          this.pos = cut + 1;
          if (c2 === CLOSE_ARRAY) return out;
          continue;
        }
      }
      const v = this.value(depth);
      out.push(map === void 0 ? v : map.map(v, out.length));
      if (!this.skipSpace()) throw this.endsInside("array", start);
      const c = this.buf[this.pos];
      this.pos++;
      if (c === CLOSE_ARRAY) return out;
      if (c !== COMMA) throw this.error('"," or "]" after an array element', this.pos - 1);
    }
  }
  object(depth) {
    const start = this.at(this.pos);
    this.pos++;
    const out = {};
    if (!this.skipSpace()) throw this.endsInside("object", start);
    if (this.buf[this.pos] === CLOSE_OBJECT) {
      this.pos++;
      return out;
    }
    for (; ; ) {
      if (!this.skipSpace()) throw this.endsInside("object", start);
      if (this.buf[this.pos] !== QUOTE) throw this.error('a "key" in double quotes', this.pos);
      const key = this.native(this.stringEnd());
      if (!this.skipSpace()) throw this.endsInside("object", start);
      if (this.buf[this.pos] !== COLON) throw this.error(`":" after the key ${JSON.stringify(key.slice(0, 60))}`, this.pos);
      this.pos++;
      const map = depth === 1 && this.elements?.key !== void 0 && key === this.elements.key ? this.elements : void 0;
      Object.defineProperty(out, key, { value: this.value(depth, map), writable: true, enumerable: true, configurable: true });
      if (!this.skipSpace()) throw this.endsInside("object", start);
      const c = this.buf[this.pos];
      this.pos++;
      if (c === CLOSE_OBJECT) return out;
      if (c !== COMMA) throw this.error('"," or "}" after an object member', this.pos - 1);
    }
  }
  // ---- errors ----
  endsInside(what, start) {
    return new JsonStreamError(`the end of the ${what} that starts at byte ${start} (the document ends inside it)`, this.at(this.hi));
  }
  /** An error at buf[i], with the bytes found there. */
  error(expected, i) {
    const found = i < this.hi ? lenient.decode(this.buf.subarray(i, Math.min(this.hi, i + 40))) : void 0;
    return new JsonStreamError(expected, this.at(i), found);
  }
};
function firstInvalidUtf8(b) {
  let i = 0;
  while (i < b.length) {
    const c = b[i];
    const n = c < 128 ? 0 : c >= 194 && c <= 223 ? 1 : c >= 224 && c <= 239 ? 2 : c >= 240 && c <= 244 ? 3 : -1;
    if (n < 0) return i;
    if (n > 0) {
      const lo = c === 224 ? 160 : c === 240 ? 144 : 128;
      const hi = c === 237 ? 159 : c === 244 ? 143 : 191;
      if (i + 1 >= b.length || b[i + 1] < lo || b[i + 1] > hi) return i;
      for (let k = 2; k <= n; k++) if (i + k >= b.length || (b[i + k] & 192) !== 128) return i;
    }
    i += n + 1;
  }
  return b.length;
}
var At = { Value: 0, ValueOrClose: 1, Key: 2, KeyOrClose: 3, Colon: 4, After: 5 };
function syntaxErrorIn(b) {
  const stack = [];
  let state = At.Value;
  let i = 0;
  const n = b.length;
  const bad = (expected) => ({ offset: i, expected });
  for (; ; ) {
    while (i < n && isSpace(b[i])) i++;
    if (i >= n) return state === At.After && stack.length === 0 ? void 0 : bad(stack.length > 0 ? `the end of the ${stack.at(-1) === OPEN_ARRAY ? "array" : "object"} (the value ends inside it)` : "a value");
    const c = b[i];
    if (state === At.After) {
      const top = stack.at(-1);
      if (top === void 0) return bad("the end of the value");
      if (c === COMMA) {
        state = top === OPEN_ARRAY ? At.Value : At.Key;
        i++;
      } else if (c === CLOSE_ARRAY && top === OPEN_ARRAY || c === CLOSE_OBJECT && top === OPEN_OBJECT) {
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
      if (typeof end !== "number") return { offset: end.offset, expected: end.expected };
      i = end;
      state = At.Colon;
      continue;
    }
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
      if (typeof end !== "number") return { offset: end.offset, expected: end.expected };
      i = end;
    } else {
      const end = literalEnd(b, i);
      if (end === i) return bad("a value");
      i = end;
    }
    state = At.After;
  }
}
function stringBytesEnd(b, i) {
  for (let k = i + 1; k < b.length; k++) {
    const c = b[k];
    if (c === QUOTE) return k + 1;
    if (c < 32) return { offset: k, expected: "no control character inside a string (escape it)" };
    if (c === BACKSLASH) {
      const e = b[k + 1];
      if (e === 117) {
        for (let h = k + 2; h < k + 6; h++) if (!/[0-9a-fA-F]/.test(String.fromCharCode(b[h] ?? 32))) return { offset: k, expected: "an escape \\uXXXX with four hex digits" };
        k += 5;
      } else if (e !== void 0 && '"\\/bfnrt'.includes(String.fromCharCode(e))) k++;
      else return { offset: k, expected: 'an escape (\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)' };
    }
  }
  return { offset: i, expected: "the end of the string that starts here (the value ends inside it)" };
}
var isDigit = (c) => c !== void 0 && c >= 48 && c <= 57;
function literalEnd(b, i) {
  for (const word of ["true", "false", "null"]) {
    let k2 = 0;
    while (k2 < word.length && b[i + k2] === word.charCodeAt(k2)) k2++;
    if (k2 === word.length) return i + k2;
  }
  let k = i;
  if (b[k] === 45) k++;
  if (b[k] === 48) k++;
  else if (isDigit(b[k])) while (isDigit(b[k])) k++;
  else return i;
  if (b[k] === 46) {
    if (!isDigit(b[k + 1])) return k;
    k++;
    while (isDigit(b[k])) k++;
  }
  if (b[k] === 101 || b[k] === 69) {
    const sign = b[k + 1] === 43 || b[k + 1] === 45 ? 1 : 0;
    if (!isDigit(b[k + 1 + sign])) return k;
    k += 1 + sign;
    while (isDigit(b[k])) k++;
  }
  return k;
}

export {
  minOf,
  maxOf,
  pushAll,
  listSome,
  JsonStreamError,
  parseJsonStream,
  lineAt
};
