import { describe, expect, it } from 'vitest';
import { parseJsonBytes, JsonBytesError } from '../../src/parse/json-bytes';
import { fixtureFile } from '../helpers/fixtures';

const bytes = (s: string) => new TextEncoder().encode(s);

describe('parseJsonBytes: JSON larger than a string, member by member', () => {
  it('gives what JSON.parse gives, for the real pytest-benchmark file split at every size', () => {
    const text = fixtureFile('pytest-benchmark', 'base', 'out.json').text;
    const expected = JSON.parse(text) as unknown;
    for (const chunk of [16, 1024, 64 * 1024, 1 << 30]) expect(parseJsonBytes(bytes(text), chunk)).toEqual(expected);
  });

  it('handles strings with brackets, commas, colons, escapes and non-ASCII, and empty containers', () => {
    const doc = { 'a:b': ['x,y', '[{"}', 'µs ✓', '\\"', { k: [] }, {}], n: [1, -2.5e3, true, null], e: {} };
    expect(parseJsonBytes(bytes(`\uFEFF  ${JSON.stringify(doc, null, 2)}\n`), 4)).toEqual(doc);
  });

  it('locates errors by byte offset', () => {
    expect(() => parseJsonBytes(bytes('[1, 2, }'), 2)).toThrow(JsonBytesError);
    expect(() => parseJsonBytes(bytes('{"a": [1, 2'), 2)).toThrow(JsonBytesError);
    expect(() => parseJsonBytes(bytes('{"a" 1, "b": 2}'), 2)).toThrow('expected "key": value');
    const deep = `[${' '.repeat(100)}${'['.repeat(300)}${']'.repeat(300)}]`;
    expect(() => parseJsonBytes(bytes(deep), 4)).toThrow('nested deeper than 256 levels');
  });
});
