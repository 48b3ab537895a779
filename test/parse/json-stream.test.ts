import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { JsonStreamError, lineAt, parseJsonStream, type ByteSource, type JsonStreamOptions } from '../../src/parse/json-stream';
import { FIXTURES } from '../helpers/fixtures';

// The shared real outputs beside the repository (../shared from the main checkout, ../../shared from a worktree).
const SHARED_FIXTURES = [join(import.meta.dirname, '..', '..', '..', 'shared', 'fixtures'), join(import.meta.dirname, '..', '..', '..', '..', 'shared', 'fixtures')].find((d) => existsSync(d)) ?? '';

const encode = (s: string): Uint8Array => new TextEncoder().encode(s);

/** A document in memory, handed over `sizes[k % sizes.length]` bytes per read (boundaries everywhere). */
function memory(bytes: Uint8Array, sizes: number[] = [1 << 20]): ByteSource & { opened: number } {
  const src = {
    size: bytes.length,
    opened: 0,
    open() {
      src.opened++;
      let at = 0;
      let k = 0;
      return {
        read(into: Uint8Array, offset: number, length: number): number {
          const n = Math.min(length, sizes[k++ % sizes.length]!, bytes.length - at);
          into.set(bytes.subarray(at, at + n), offset);
          at += n;
          return n;
        },
        close() {},
      };
    },
  };
  return src;
}

const parse = (text: string | Uint8Array, window: number, sizes?: number[], options: JsonStreamOptions = {}): unknown =>
  parseJsonStream(memory(typeof text === 'string' ? encode(text) : text, sizes), { window, ...options });

function thrown(f: () => unknown): JsonStreamError {
  try {
    f();
  } catch (err) {
    if (err instanceof JsonStreamError) return err;
    throw err;
  }
  throw new Error('expected a JsonStreamError');
}

function jsonFiles(dir: string): string[] {
  return readdirSync(dir).sort().flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? jsonFiles(p) : name.endsWith('.json') ? [p] : [];
  });
}

/** Windows from "every container split" to "every file parsed whole"; reads of odd sizes. */
const WINDOWS = [5, 16, 97, 4096, 1 << 24];
const READS = [[7, 1, 13, 2, 4099], [65536]];

function sameAsJsonParse(file: string): void {
  const bytes = new Uint8Array(readFileSync(file));
  const text = new TextDecoder().decode(bytes).replace(/^\uFEFF/, '');
  let expected: string | undefined;
  try {
    expected = JSON.stringify(JSON.parse(text));
  } catch {
    expected = undefined;
  }
  for (const window of WINDOWS) {
    for (const sizes of READS) {
      const where = `${file} (window ${window}, reads ${sizes.join('/')})`;
      if (expected === undefined) expect(() => parse(bytes, window, sizes), where).toThrow(JsonStreamError);
      // Stringified: key order and every number compared exactly.
      else expect(JSON.stringify(parse(bytes, window, sizes)), where).toBe(expected);
    }
  }
}

describe('parseJsonStream: what JSON.parse gives, a window at a time', () => {
  it('every JSON fixture of test/fixtures, split at every window size', () => {
    const files = jsonFiles(FIXTURES);
    expect(files.length).toBeGreaterThan(100);
    expect(files.some((f) => relative(FIXTURES, f).startsWith('pytest-benchmark/'))).toBe(true);
    for (const f of files) sameAsJsonParse(f);
  }, 120_000);

  // The shared folder sits beside the working copy, not in it: a clone elsewhere has none, and says so.
  if (SHARED_FIXTURES === '') console.log('json-stream: skipped the ../shared/fixtures pass (no shared/fixtures folder beside this clone); test/fixtures holds copies of those outputs');
  it.skipIf(SHARED_FIXTURES === '')('every JSON fixture of ../shared/fixtures (real harness outputs)', () => {
    const files = jsonFiles(SHARED_FIXTURES);
    expect(files.length).toBeGreaterThan(10);
    for (const f of files) sameAsJsonParse(f);
  }, 120_000);

  const tricky = {
    'a:b': ['x,y', '[{"}', 'µs ✓ 😀 ő', '\\"', '\\', '"', 'a\\\\"b', '\u0000\u001f', { k: [] }, {}, [[]]],
    n: [1, -2.5e3, 0, -0, 1e308, 5e-324, 0.1, 1.2345678901234568e20 /* written 123456789012345680000 */, -1.5e-300, 9.448299988434883e-05, true, false, null],
    e: {},
    '': 'empty key',
    long: 'x'.repeat(300),
    '\u00e9\u{1F600}': { '[': ']', '{': '}' },
  };

  it('chunk boundaries inside strings, escapes, numbers and multi-byte UTF-8, at every offset', () => {
    const text = `\uFEFF \n${JSON.stringify(tricky, null, 1)}\n\t`;
    const bytes = encode(text);
    const expected = JSON.stringify(tricky);
    for (let window = 8; window <= 48; window += 5) {
      for (const read of [1, 2, 3, 5, 8, 13]) expect(JSON.stringify(parse(bytes, window, [read])), `window ${window}, reads of ${read}`).toBe(expected);
    }
    expect(JSON.stringify(parse(bytes, 1 << 20, [1]))).toBe(expected);
  });

  it('scalars alone, and a string longer than the window', () => {
    for (const doc of ['1', ' -0.5e-3 ', 'true', 'null', '"x"', JSON.stringify('é'.repeat(1000)), '[]', '{}', '[[[]]]']) {
      for (const window of [16, 1 << 20]) expect(parse(doc, window, [3])).toEqual(JSON.parse(doc));
    }
  });

  it('keeps "__proto__" an own key, as JSON.parse does', () => {
    const doc = parse('{"__proto__": {"polluted": 1}, "a": [1, 2, 3, 4, 5, 6, 7, 8, 9]}', 16) as Record<string, unknown>;
    expect(Object.getPrototypeOf(doc)).toBe(Object.prototype);
    expect(Object.keys(doc)).toEqual(['__proto__', 'a']);
    expect((doc as { polluted?: number }).polluted).toBeUndefined();
  });

  it('a long array of numbers, parsed in batches across many windows', () => {
    const data = Array.from({ length: 20_000 }, (_, i) => (i % 3 === 0 ? -i / 7 : i * 1e-9));
    const text = JSON.stringify({ benchmarks: [{ stats: { data } }] });
    for (const window of [16, 100, 4096]) expect(JSON.stringify(parse(text, window, [4093]))).toBe(JSON.stringify({ benchmarks: [{ stats: { data } }] }));
  });

  it('samples come out as plain arrays of numbers', () => {
    const data = Array.from({ length: 500 }, (_, i) => i / 7);
    const doc = parse(JSON.stringify({ benchmarks: [{ stats: { data } }] }), 64) as { benchmarks: { stats: { data: number[] } }[] };
    expect(doc.benchmarks[0]!.stats.data).toEqual(data);
  });
});

describe('parseJsonStream: elements converted as they arrive', () => {
  const doc = { machine: { a: 1 }, benchmarks: [{ n: 1 }, { n: 2 }, { n: 3 }], after: 'x' };
  const text = JSON.stringify(doc);

  it('the array at a root key, split or whole, with each index', () => {
    for (const window of [8, 1 << 20]) {
      const seen: number[] = [];
      const out = parse(text, window, [5], { elements: { key: 'benchmarks', map: (e, i) => (seen.push(i), `${i}:${(e as { n: number }).n}`) } });
      expect(out).toEqual({ ...doc, benchmarks: ['0:1', '1:2', '2:3'] });
      expect(seen).toEqual([0, 1, 2]);
    }
  });

  it('the root array when no key is given; nothing else is touched', () => {
    for (const window of [8, 1 << 20]) {
      expect(parse('[[1],[2,3]]', window, [2], { elements: { map: (e) => (e as number[]).length } })).toEqual([1, 2]);
      expect(parse('{"benchmarks": 5, "x": {"benchmarks": [1]}}', window, [2], { elements: { key: 'benchmarks', map: () => 'no' } })).toEqual({ benchmarks: 5, x: { benchmarks: [1] } });
    }
  });

  it('an error thrown by the conversion comes out as it is, before the rest is read', () => {
    const boom = new Error('row 1 is bad');
    expect(() => parse(text.replace('"after"', 'garbage'), 8, [4], { elements: { key: 'benchmarks', map: (_e, i) => { if (i === 1) throw boom; return i; } } })).toThrow(boom);
  });
});

describe('parseJsonStream: malformed input says where, in bytes', () => {
  /** The same offset whether the value is split (tiny window) or parsed whole; returns the error of the split parse. */
  function errorAt(input: string | Uint8Array, offset: number, expected: RegExp | string): void {
    for (const window of [8, 32, 1 << 20]) {
      for (const sizes of [[1], [3, 7], [1 << 20]]) {
        const err = thrown(() => parse(input, window, sizes));
        expect(err.offset, `window ${window}, reads ${sizes.join('/')}: ${err.message}`).toBe(offset);
        expect(err.expected, `window ${window}`).toMatch(expected);
      }
    }
  }

  it('a truncated file: the end, and where the unfinished value started', () => {
    const text = '{"benchmarks": [{"a": 1}, {"b": [1, 2';
    errorAt(text, text.length, /the document ends inside it/);
    const inString = '{"benchmarks": [{"a": "unfinished';
    errorAt(inString, inString.length, /the document ends inside it/);
    errorAt('', 0, /a value/);
    errorAt('   \n', 4, /a value/);
  });

  it('invalid UTF-8: the offending byte', () => {
    const head = encode('{"benchmarks": [{"name": "ok"}, {"name": "bad');
    const bytes = new Uint8Array([...head, 0xff, ...encode('"}]}')]);
    errorAt(bytes, head.length, 'valid UTF-8');
    // A multi-byte character cut short, and an overlong encoding of "/".
    const cut = new Uint8Array([...encode('["ok", "é'), 0xe2, 0x82, ...encode('"]')]);
    errorAt(cut, encode('["ok", "é').length, 'valid UTF-8');
    const overlong = new Uint8Array([...encode('[1, "'), 0xc0, 0xaf, ...encode('"]')]);
    errorAt(overlong, 5, 'valid UTF-8');
  });

  it('garbage in the middle', () => {
    const t1 = '{"a": [1, 2, 3], "b": [4, 5, xyz, 6]}';
    errorAt(t1, t1.indexOf('xyz'), /value|"," or "\]"/);
    const t2 = '{"a": [1, 2, 3], "b": {"c": 1 "d": 2}}';
    errorAt(t2, t2.indexOf('"d"'), /"," or "\}" after an object member/);
    const t3 = '[{"x": [1, 2, 3]}, {"y": [4, 5, 6]}}';
    errorAt(t3, t3.length - 1, /"," or "\]" after an array element/);
    const t4 = '[{"x": [1, 2, 3]} {"y": [4]}]';
    errorAt(t4, t4.indexOf('{"y"'), /"," or "\]" after an array element/);
    const t5 = '{"x": [1, 2, 3], "y": [4, 5, 6]} trailing';
    errorAt(t5, t5.indexOf('trailing'), /the end of the document/);
    const t6 = '{"x": [1, 2, 3], "y": [4, 5, 6], }';
    errorAt(t6, t6.indexOf('}', t6.length - 2), /"key" in double quotes/);
    const t7 = '{"x": [1, 2, 3], "s": "tab\there"}';
    errorAt(t7, t7.indexOf('\t'), /control character/);
    const t8 = '{"x": [1, 2, 3], "y": [1.5, 2., 3]}';
    errorAt(t8, t8.indexOf('.,'), /"," or "\]" after an array element|the end of the value/);
    const t9 = '{"x": [1, 2, 3], "y" [4]}';
    errorAt(t9, t9.indexOf('[4]'), /":" after/);
    // What a batch of elements in one JSON.parse must not let through.
    const t10 = '{"x": [1, 2, 3], "y": [4, 5, 6, 7, 8, 9, 10, 11, 12, 13,]}';
    errorAt(t10, t10.indexOf(',]') + 1, /value/);
    const t11 = '{"x": [1, 2, 3], "y": [4, 5, 6, 7,, 8, 9, 10, 11, 12, 13]}';
    errorAt(t11, t11.indexOf(',,') + 1, /value/);
    const t12 = '{"x": [1, 2, 3], "y": [4, 5, 6, 7, 8, 9, 10, 11, 12, 13}';
    errorAt(t12, t12.length - 1, /"," or "\]" after an array element/);
  });

  it('a NUL byte inside the document', () => {
    const text = '{"x": [1, 2, 3], "y": "a\u0000b"}';
    errorAt(text, text.indexOf('\u0000'), /control character/);
  });

  it('nesting deeper than the bound, counted through split and whole values alike', () => {
    const deep = `{"a": [1, 2, 3, 4, 5, 6, 7, 8], "b": ${'['.repeat(300)}${']'.repeat(300)}}`;
    errorAt(deep, deep.indexOf('[', deep.indexOf('"b"')) + 255, 'JSON nested at most 256 levels deep');
  });

  it('lineAt counts the lines before an offset (read again from the start)', () => {
    const text = '{\n  "a": [\n    1,\n    x\n  ]\n}\n';
    const src = memory(encode(text), [2]);
    const err = thrown(() => parseJsonStream(src, { window: 8 }));
    expect(err.offset).toBe(text.indexOf('x'));
    expect(lineAt(src, err.offset)).toBe(4);
    expect(src.opened).toBe(2);
  });
});
