import { Zip, ZipDeflate, ZipPassThrough, strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { inflateEntry } from '../../src/baseline/artifact-store';

/** A zip written as a stream (sizes in data descriptors after each entry, as streaming zip writers do). */
function streamedZip(files: Record<string, string>, stored = false): Uint8Array {
  const parts: Uint8Array[] = [];
  const zip = new Zip((err, chunk) => {
    if (err) throw err;
    parts.push(chunk);
  });
  for (const [name, text] of Object.entries(files)) {
    const entry = stored ? new ZipPassThrough(name) : new ZipDeflate(name);
    zip.add(entry);
    entry.push(strToU8(text), true);
  }
  zip.end();
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

const text = (b: Uint8Array) => new TextDecoder().decode(b);

describe('inflateEntry: one file out of an untrusted zip', () => {
  it('reads deflated, stored and data-descriptor entries', () => {
    const files = { 'report.md': '# r', 'results.json': '{"a":1}' };
    expect(text(inflateEntry(zipSync({ 'report.md': strToU8('# r'), 'results.json': strToU8('{"a":1}') }), 'results.json', 1024, 'z'))).toBe('{"a":1}');
    expect(text(inflateEntry(streamedZip(files), 'results.json', 1024, 'z'))).toBe('{"a":1}');
    expect(text(inflateEntry(streamedZip(files, true), 'results.json', 1024, 'z'))).toBe('{"a":1}');
  });

  it('counts inflated bytes against the cap, for deflated and stored entries', () => {
    const big = { 'results.json': 'x'.repeat(10_000) };
    expect(() => inflateEntry(streamedZip(big), 'results.json', 9_999, 'z')).toThrow('z: results.json inflates to more than the');
    expect(() => inflateEntry(streamedZip(big, true), 'results.json', 9_999, 'z')).toThrow('z: results.json inflates to more than the');
    expect(inflateEntry(streamedZip(big), 'results.json', 10_000, 'z')).toHaveLength(10_000);
  });

  it('says what is wrong with a zip that is not one, misses the file or is cut off', () => {
    expect(() => inflateEntry(strToU8('not a zip at all'), 'results.json', 1024, 'z')).toThrow('z: not a valid zip (no end of central directory record)');
    expect(() => inflateEntry(zipSync({ 'other.txt': strToU8('x') }), 'results.json', 1024, 'z')).toThrow('z: no results.json inside the zip');
    const zip = zipSync({ 'results.json': strToU8('y'.repeat(5000) + Math.random()) });
    // Keep the central directory but corrupt the deflate stream of the entry itself.
    const damaged = zip.slice();
    damaged.fill(0xff, 40, 60);
    expect(() => inflateEntry(damaged, 'results.json', 1 << 20, 'z')).toThrow(/z: not a valid zip \(results\.json/);
  });

  it('refuses an entry that does not match its checksum, or is encrypted (found by fuzzing: a digit 1000 → 9000 was read)', () => {
    const zip = zipSync({ 'results.json': strToU8('{"value":1000}') }, { level: 0 });
    const altered = zip.slice();
    const at = new TextDecoder('latin1').decode(altered).indexOf('1000');
    altered[at] = '9'.charCodeAt(0);
    expect(() => inflateEntry(altered, 'results.json', 1024, 'z')).toThrow('z: not a valid zip (results.json does not match its checksum (CRC-32))');
    const deflated = zipSync({ 'results.json': strToU8('{"value":1000}') });
    expect(text(inflateEntry(deflated, 'results.json', 1024, 'z'))).toBe('{"value":1000}');
    const encrypted = deflated.slice();
    const view = new DataView(encrypted.buffer);
    const central = new TextDecoder('latin1').decode(encrypted).indexOf('PK\u0001\u0002');
    view.setUint16(central + 8, view.getUint16(central + 8, true) | 1, true);
    expect(() => inflateEntry(encrypted, 'results.json', 1024, 'z')).toThrow('z: not a valid zip (results.json is encrypted)');
  });
});
