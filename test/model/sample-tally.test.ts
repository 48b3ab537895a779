// Samples that repeat are written as a tally and read back as the same samples (ascending): a real
// pytest-benchmark run of sub-microsecond functions (hpack 4.2.0, test/fixtures/pytest-benchmark/hpack-rounds)
// has thousands of rounds a benchmark and a few hundred distinct values.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readResultsFile, writeResultsFile } from '../../src/baseline/results-io';
import { validateResults } from '../../src/baseline/validate';
import { compareOptionsFor, compareRuns } from '../../src/compare/compare-runs';
import { BaselineError } from '../../src/model/errors';
import { mergeRuns } from '../../src/model/merge-runs';
import type { Results } from '../../src/model/results';
import { samplesOf, slotOf, storedMetric, storedResults, tallyIfFew, tallyOf, TALLY_MIN_SAMPLES } from '../../src/model/sample-tally';
import { fixtureInput } from '../helpers/fixtures';
import { resultsFrom } from '../helpers/results';

const hpack = (file: string): Results => resultsFrom([{ name: 'py', harness: 'pytest-benchmark', input: fixtureInput('pytest-benchmark', 'hpack-rounds', file) }]);
const ascending = (xs: readonly number[]): number[] => [...xs].sort((a, b) => a - b);
/** The benchmark with over 1,000 rounds in every file (the other has fewer). */
const DECODE = 'test_decode_large_integer_large_prefix';
/** Only the benchmark with over 1,000 rounds. */
const decodeOnly = (r: Results): Results => ({ ...r, suites: r.suites.map((s) => ({ ...s, benchmarks: s.benchmarks.filter((b) => b.name === DECODE) })) });

const dir = mkdtempSync(join(tmpdir(), 'benchgate-tally-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Written with the results writer and read back with the reader, as a baseline is. */
async function roundTrip(r: Results, name: string): Promise<{ back: Results; bytes: number }> {
  const path = join(dir, name);
  await writeResultsFile(path, r);
  return { back: await readResultsFile(path), bytes: readFileSync(path).length };
}

describe('sample tally', () => {
  it('holds every sample of a real run: the same multiset, ascending', () => {
    for (const b of hpack('run1.json').suites[0]!.benchmarks) {
      const xs = b.metrics.time!.samples!;
      const t = tallyOf(xs);
      expect(t.values).toEqual(ascending(t.values));
      expect(new Set(t.values).size).toBe(t.values.length);
      expect(samplesOf(t)).toEqual(ascending(xs));
    }
  });

  it('is found by counting, giving up past the values it may hold: the same tally as sorting every sample', () => {
    for (const b of hpack('run1.json').suites[0]!.benchmarks) {
      const xs = b.metrics.time!.samples!;
      const whole = tallyOf(xs);
      const k = whole.values.length;
      // At its own count of values or more, the tally; one fewer, none.
      expect(tallyIfFew(xs, k)).toEqual(whole);
      expect(tallyIfFew(xs, k + 7)).toEqual(whole);
      expect(tallyIfFew(xs, k - 1)).toBeUndefined();
    }
    // -0 and 0 one value, written 0; negative, tiny and huge values ascending; repeats far apart.
    const odd = [0, -0, 5e-324, -1e308, 1e308, 3, 3, -0, 2.5, 2.5, 0.1 + 0.2, 0.3, 1e-300, 3];
    expect(tallyIfFew(odd, 100)).toEqual(tallyOf(odd));
    expect(Object.is(tallyIfFew(odd, 100)!.values[1], 0)).toBe(true);
    expect(tallyIfFew([], 0)).toEqual({ values: [], counts: [] });
    expect(tallyIfFew([1], 0)).toBeUndefined();
    // Many values on few slots: a million samples of 1,000 values, shuffled.
    const many = Array.from({ length: 1_000_000 }, (_, i) => ((i * 7919) % 1000) * 1.5e-9);
    expect(tallyIfFew(many, 250_000)).toEqual(tallyOf(many));
  });

  it('values chosen to share a slot are sorted instead: the same tally, never a quadratic count', () => {
    // 100 values of one slot of the 256 a table for 100 values has, each repeated: found by search.
    const same: number[] = [];
    for (let v = 1; same.length < 100; v++) if (slotOf(v, 255) === 7) same.push(v);
    const xs = same.flatMap((v) => [v, v, v, v]);
    expect(tallyIfFew(xs, 100)).toEqual(tallyOf(xs));
    expect(tallyIfFew(xs, 99)).toBeUndefined();
  });

  it('is what a file holds where it takes at most half as many numbers; otherwise the samples stay', () => {
    const time = hpack('run1.json').suites[0]!.benchmarks.find((b) => b.name === DECODE)!.metrics.time!;
    expect(time.samples!.length).toBeGreaterThanOrEqual(TALLY_MIN_SAMPLES);
    const stored = storedMetric(time);
    expect(stored.samples).toBeUndefined();
    expect(stored.tally!.values.length * 4).toBeLessThanOrEqual(time.samples!.length);
    // Every sample distinct: a tally would be longer.
    const distinct = { ...time, samples: time.samples!.map((_, i) => i + 0.5) };
    expect(storedMetric(distinct)).toBe(distinct);
    // Few samples, or samples whose order pairs them with go's b.N: as they are.
    const few = { ...time, samples: time.samples!.slice(0, TALLY_MIN_SAMPLES - 1) };
    expect(storedMetric(few)).toBe(few);
    const aligned = { ...time, iterations: time.samples!.map(() => 1) };
    expect(storedMetric(aligned)).toBe(aligned);
  });

  it('leaves the results it is given alone', () => {
    const r = hpack('run1.json');
    const before = JSON.stringify(r);
    const stored = storedResults(r);
    expect(JSON.stringify(r)).toBe(before);
    expect(stored.suites[0]!.benchmarks.map((b) => b.metrics.time!.tally !== undefined)).toEqual(r.suites[0]!.benchmarks.map((b) => b.name === DECODE));
  });

  it('makes a results file of every round a fraction of its size, read back as the same samples', async () => {
    const r = decodeOnly(hpack('run1.json'));
    const { back, bytes } = await roundTrip(r, 'run1.json');
    // Every sample written out was over 20 characters; the tally is each value once.
    expect(bytes * 4).toBeLessThan(JSON.stringify(r).length);
    r.suites[0]!.benchmarks.forEach((b, i) => {
      const read = back.suites[0]!.benchmarks[i]!.metrics.time!;
      expect(read.tally).toBeUndefined();
      expect(read.samples).toEqual(ascending(b.metrics.time!.samples!));
      expect({ ...read, samples: undefined }).toEqual({ ...b.metrics.time!, samples: undefined });
    });
  });

  it('gives the comparison it gave from the samples in their order: one process a side, and runs', async () => {
    const [a, b, c] = [hpack('run1.json'), hpack('run2.json'), hpack('run3.json')];
    const options = compareOptionsFor(undefined);
    const same = (base: Results, head: Results, baseBack: Results, headBack: Results): void => {
      const direct = compareRuns(base, head, options);
      const stored = compareRuns(baseBack, headBack, options);
      expect(stored.rows).toEqual(direct.rows);
    };
    same(a, b, (await roundTrip(a, 'a.json')).back, (await roundTrip(b, 'b.json')).back);
    const merged = mergeRuns([a, b]);
    same(merged, c, (await roundTrip(merged, 'ab.json')).back, (await roundTrip(c, 'c.json')).back);
  });

  it('is refused where it cannot stand for samples: beside them, a count per value, values ascending', () => {
    const data = (): Results => JSON.parse(JSON.stringify(storedResults(decodeOnly(hpack('run1.json'))))) as Results;
    const time = (r: Results): Record<string, unknown> => r.suites[0]!.benchmarks[0]!.metrics.time as unknown as Record<string, unknown>;
    const refused = (r: Results): string => {
      try {
        validateResults(r, 'r.json');
      } catch (err) {
        if (err instanceof BaselineError) return err.message;
        throw err;
      }
      return 'accepted';
    };
    const both = data();
    time(both).samples = [1, 2, 3];
    expect(refused(both)).toContain('samples or a tally of them, not both');
    const short = data();
    (time(short).tally as { counts: number[] }).counts.pop();
    expect(refused(short)).toContain('one count per value');
    const unsorted = data();
    (time(unsorted).tally as { values: number[] }).values.reverse();
    expect(refused(unsorted)).toContain('distinct and ascending');
    const negative = data();
    (time(negative).tally as { values: number[] }).values[0] = -1;
    expect(refused(negative)).toContain('a time cannot be negative');
    const fraction = data();
    (time(fraction).tally as { counts: number[] }).counts[0] = 0.5;
    expect(refused(fraction)).toMatch(/tally\.counts\[0\]/);
  });

  it('is refused, before anything is expanded, where its counts claim more samples than may be read', () => {
    const data = (): Results => JSON.parse(JSON.stringify(storedResults(decodeOnly(hpack('run1.json'))))) as Results;
    const counts = (r: Results): number[] => r.suites[0]!.benchmarks[0]!.metrics.time!.tally!.counts;
    // A few bytes that claim 8 billion samples: no array holds them.
    const huge = data();
    counts(huge)[0] = 2 ** 33;
    expect(() => validateResults(huge, 'r.json')).toThrow(/r\.json: suites\[0\]\.benchmarks\[0\]\.metrics\.time\.tally: its counts add up to 85899\d{5} samples, more than an array holds/);
    // A downloaded baseline's reader takes no more than its cap could hold written out.
    const n = hpack('run1.json').suites[0]!.benchmarks.find((b) => b.name === DECODE)!.metrics.time!.samples!.length;
    expect(() => validateResults(data(), 'r.json', { maxTalliedSamples: n - 1 })).toThrow(/its counts add up to more than the \d+ samples a results file may hold here/);
    expect(validateResults(data(), 'r.json', { maxTalliedSamples: n }).suites[0]!.benchmarks[0]!.metrics.time!.samples).toHaveLength(n);
  });

  it('read from disk, claims no more than a quarter of the heap holds: a clear refusal saying how to raise it, not a crash out of memory', async () => {
    // 300 bytes that claimed 300 million samples killed node after 20 s (found by fuzzing compare).
    const r = JSON.parse(JSON.stringify(storedResults(decodeOnly(hpack('run1.json'))))) as Results;
    r.suites[0]!.benchmarks[0]!.metrics.time!.tally!.counts[0] = 2 ** 31;
    const path = join(dir, 'claims-billions.json');
    writeFileSync(path, JSON.stringify(r));
    await expect(readResultsFile(path)).rejects.toThrow(
      /claims-billions\.json: suites\[0\]\.benchmarks\[0\]\.metrics\.time\.tally: its counts add up to more than the \d+ samples this process's heap \(\d+ MiB\) can hold; give node more with NODE_OPTIONS=--max-old-space-size=<MiB>/,
    );
  });
});
