// Results too big for one zod call are checked in pieces (validate-pieces.ts): the same output as zod over the
// whole, and for a flood of bad rows a clear refusal in bounded memory instead of a stack overflow.
import { describe, expect, it } from 'vitest';
import { parseCost, parseResults, validateResults } from '../../src/baseline/validate';
import { takePieces } from '../../src/baseline/validate-pieces';
import { BaselineError } from '../../src/model/errors';
import { jsonCounts } from '../../src/model/json-depth';
import { Benchmark, Results, Suite } from '../../src/model/results';
import { fixtureInput } from '../helpers/fixtures';
import { resultsFrom } from '../helpers/results';

const real = (): Results => resultsFrom([{ name: 'py', harness: 'pytest-benchmark', input: fixtureInput('pytest-benchmark', 'base', 'out.json') }]);

/** The real suite's benchmarks repeated under new names until there are `count`, as plain JSON data. */
function many(count: number): Results {
  const base = real();
  // A few samples a metric are enough here (samples skip zod altogether: validate.ts).
  const rows = base.suites[0]!.benchmarks.map((b) => ({ ...b, metrics: Object.fromEntries(Object.entries(b.metrics).map(([k, m]) => [k, { ...m, samples: m.samples?.slice(0, 8) }])) }));
  const benchmarks = Array.from({ length: count }, (_, i) => ({ ...structuredClone(rows[i % rows.length]!), name: `b${i}` }));
  return JSON.parse(JSON.stringify({ ...base, suites: [{ ...base.suites[0]!, benchmarks }] })) as Results;
}

function refusal(data: unknown): string {
  try {
    validateResults(data, 'r.json');
  } catch (err) {
    if (err instanceof BaselineError) return err.message;
    throw err;
  }
  throw new Error('accepted');
}

const skeleton = (benchmarks: unknown[]): unknown => ({
  schema: 'benchgate/results@1',
  meta: { createdAt: '2026-11-29T00:00:00Z', runner: { os: 'linux', arch: 'x64', cpu: 'c', cores: 2 } },
  suites: [{ name: 's', harness: 'go-bench', status: 'ok', benchmarks }],
});

describe('validateResults in pieces', () => {
  it('gives what zod over the whole gives for a list too big for one call', () => {
    const data = many(1500);
    const pieces = takePieces(Results, data, 5, new Set([Benchmark, Suite]));
    pieces.restore();
    expect(pieces.taken.map((t) => t.path)).toEqual([['suites', 0, 'benchmarks']]);
    const before = JSON.stringify(data);
    const out = validateResults(data, 'r.json');
    expect(out).toEqual(Results.parse(JSON.parse(before)));
    expect(JSON.stringify(data)).toBe(before);
  });

  it('still refuses a name twice in a list checked in pieces, with both positions', () => {
    const data = many(1500);
    data.suites[0]!.benchmarks[1499]!.name = 'b17';
    expect(refusal(data)).toBe('r.json: not a benchgate results file (benchgate/results@1): suites[0].benchmarks[1499].name: benchmark "b17" appears twice in this suite (also at benchmarks[17]); names must be unique');
  });

  it('says where the first bad rows of a large list are', () => {
    const data = many(1500);
    (data.suites[0]!.benchmarks[1400]!.metrics.time as { unit: unknown }).unit = 5;
    expect(refusal(data)).toBe('r.json: not a benchgate results file (benchgate/results@1): suites[0].benchmarks[1400].metrics.time.unit: Invalid input: expected string, received number');
  });

  it('refuses 300,000 empty rows with their first issues, not a stack overflow', () => {
    // Before: zod spread the rows' 600,000 issues into one push() (RangeError), after 1.4 GB per million rows.
    const message = refusal(skeleton(Array.from({ length: 300_000 }, () => ({}))));
    expect(message).toMatch(/^r\.json: not a benchgate results file \(benchgate\/results@1\): suites\[0\]\.benchmarks\[0\]\.name: Invalid input: expected string, received undefined; suites\[0\]\.benchmarks\[0\]\.metrics: Invalid input: expected record, received undefined; suites\[0\]\.benchmarks\[1\]\.name: /);
    expect(message).toMatch(/ \(and \d+ more before suites\[0\]\.benchmarks\[\d+\], where checking stopped\)$/);
  });

  it('refuses a record of 100,000 bad metrics and a metric of long bad arrays the same way', () => {
    const metrics = Object.fromEntries(Array.from({ length: 100_000 }, (_, i) => [`m${i}`, {}]));
    expect(refusal(skeleton([{ name: 'b', metrics }]))).toMatch(/^r\.json: not a benchgate results file \(benchgate\/results@1\): suites\[0\]\.benchmarks\[0\]\.metrics\.m0\.unit: Invalid input: expected string, received undefined; /);
    const bad = Array.from({ length: 15_000 }, () => 'x');
    const metric = { unit: 'ns', direction: 'smaller', value: 1, iterations: bad, rounds: bad, tally: { values: bad, counts: bad } };
    const message = refusal(skeleton([{ name: 'b', metrics: { time: metric } }]));
    expect(message).toMatch(/suites\[0\]\.benchmarks\[0\]\.metrics\.time\.\w+(\.\w+)?\[0\]: Invalid input: expected number, received string/);
  });

  describe('a metric too big for one call is still checked whole by its refinements', () => {
    // Found by a differential fuzzer against the version before pieces: a metric's refinement reads its samples
    // and tally, and judged the empty lists left when those were taken out.
    const metric = (m: Record<string, unknown>) => skeleton([{ name: 'b', metrics: { time: { unit: 'ns', direction: 'smaller', value: 1, ...m } } }]);
    const ascending = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
    const cases: [string, Record<string, unknown>][] = [
      ['a valid tally of 10,000 values', { tally: { values: ascending(10_000), counts: ascending(10_000) } }],
      ['a tally whose values are not ascending', { tally: { values: ascending(20_000).map((x, i) => (i === 5 ? 5 : x)), counts: ascending(20_000) } }],
      ['a tally with one more count than values', { tally: { values: ascending(19_998), counts: ascending(19_999) } }],
      ['a negative time in a tally', { tally: { values: [-5, ...ascending(19_999)], counts: ascending(20_000) } }],
      ['a negative time among 20,000 samples', { samples: ascending(20_000).map((x, i) => (i === 3 ? -5 : x)) }],
      ['a negative time among samples beside as many rounds', { samples: ascending(10_000).map((x, i) => (i === 3 ? -5 : x)), runs: ascending(10_000), rounds: ascending(10_000) }],
      ['a string in a long tally', { tally: { values: ascending(10_000).map((x, i) => (i === 2 ? 'x' : x)), counts: ascending(10_000) } }],
    ];
    for (const [what, m] of cases) {
      it(what, () => {
        const data = metric(m);
        const parsed = Results.safeParse(structuredClone(data));
        if (parsed.success) {
          expect(() => validateResults(structuredClone(data), 'r.json')).not.toThrow();
        } else {
          const first = parsed.error.issues[0]!;
          const message = refusal(structuredClone(data));
          const path = first.path.reduce<string>((acc, k) => (typeof k === 'number' ? `${acc}[${k}]` : `${acc}${acc ? '.' : ''}${String(k)}`), '');
          expect(message.startsWith(`r.json: not a benchgate results file (benchgate/results@1): ${path}: ${first.message}`), message).toBe(true);
        }
      });
    }
  });

  it('sizes an object by the fields zod reads: an unknown key beside them hides no bad rows', () => {
    // Found by the fuzzer: a 200,000-element unknown key counted against a benchmark made its size negative,
    // the list around it was left whole for zod, and 100,000 bad rows after it overflowed the stack.
    const first = { name: 'j', params: Object.fromEntries(Array.from({ length: 19_996 }, (_, i) => [`p${i}`, 'v'])), metrics: { time: { unit: 'ns', direction: 'smaller', value: 1, junk: new Array<number>(200_000).fill(0) } } };
    const message = refusal(skeleton([first, ...Array.from({ length: 100_000 }, () => ({}))]));
    expect(message).toMatch(/^r\.json: not a benchgate results file \(benchgate\/results@1\): suites\[0\]\.benchmarks\[1\]\.name: Invalid input: expected string, received undefined;/);
  });

  it('does not list what a check said of a list emptied for its bad elements, when the list around is taken too', () => {
    const ascending = Array.from({ length: 20_000 }, (_, i) => i + 1);
    const rows = Array.from({ length: 7000 }, (_, i) => ({ name: `b${i}`, metrics: {} as Record<string, unknown> }));
    rows[0]!.metrics.time = { unit: 'ns', direction: 'smaller', value: 1, tally: { values: ascending, counts: ascending.map((x, i) => (i === 7 ? 0 : x)) } };
    expect(refusal(skeleton(rows))).toBe('r.json: not a benchgate results file (benchgate/results@1): suites[0].benchmarks[0].metrics.time.tally.counts[7]: Too small: expected number to be >0');
  });

  it('keeps a large history record as zod would', () => {
    const data = many(10);
    const values = Object.fromEntries(Array.from({ length: 50_000 }, (_, i) => [`py␟b${i}␟time`, i + 0.5]));
    (data as { history?: unknown }).history = [{ createdAt: '2026-11-28T00:00:00Z', values }, { createdAt: '2026-11-29T00:00:00Z', values: { a: 1 } }];
    const before = JSON.stringify(data);
    expect(validateResults(data, 'r.json')).toEqual(Results.parse(JSON.parse(before)));
    (data.history![0]!.values as Record<string, unknown>)['py␟b7␟time'] = 'slow';
    expect(refusal(data)).toBe('r.json: not a benchgate results file (benchgate/results@1): history[0].values.py␟b7␟time: Invalid input: expected number, received string');
  });
});

describe('parseResults: memory before JSON.parse', () => {
  it('counts what JSON.parse will make, outside strings only', () => {
    expect(jsonCounts('{"a":[1,2,{}],"b\\"{[,:":"x,y"}')).toEqual({ containers: 3, fields: 2, commas: 3 });
  });

  it('refuses a text whose objects would take more memory than its limit, naming the limit', () => {
    const text = `[${'{},'.repeat(100_000)}{}]`;
    const cost = parseCost(text);
    expect(cost.containers).toBe(100_002);
    expect(() => parseResults(text, 'a.zip: results.json', { maxParseBytes: 2 ** 20, parseLimitReason: 'the test allows' })).toThrow(
      /^a\.zip: results\.json: too many values to read: its first \d[\d,]* objects and arrays and \d[\d,]* fields and elements already take about \d[\d,]* MiB of memory, more than the 1 MiB the test allows$/,
    );
  });

  it('reads a text under its limit as before', () => {
    const data = real();
    const text = JSON.stringify(data);
    expect(parseResults(text, 'r.json', { maxParseBytes: parseCost(text).bytes })).toEqual(parseResults(text, 'r.json'));
  });
});
