import { describe, expect, it, vi } from 'vitest';
import { ParseError } from '../../src/model/errors';
import type { ParseInput } from '../../src/parse/adapter';
import { tinybench } from '../../src/parse/tinybench';
import { compareOptionsFor, compareRuns, ratesOfTimeSamples } from '../../src/compare/compare-runs';
import { fixtureInput, withBlankLines } from '../helpers/fixtures';
import { resultsFrom } from '../helpers/results';
import { fuzzAdapter } from '../helpers/fuzz';
import { parseErrorOf } from '../helpers/parse-error';

const baseJson = fixtureInput('tinybench', 'base', 'tinybench-results.json');
const headJson = fixtureInput('tinybench', 'head', 'tinybench-results.json');
const baseTable = fixtureInput('tinybench', 'base', 'tinybench.stdout.txt');
const headTable = fixtureInput('tinybench', 'head', 'tinybench.stdout.txt');
// Captured on the dev machine with the repo's tinybench 6.2.3: one task throws, retainSamples: true.
const erroredJson = fixtureInput('tinybench', 'errored', 'tinybench-results.json');
const erroredTable = fixtureInput('tinybench', 'errored', 'tinybench.stdout.txt');

function derive(input: ParseInput, edit: (text: string) => string): ParseInput {
  return { files: input.files.map((f) => ({ ...f, text: edit(f.text) })) };
}

const parseError = (input: ParseInput): ParseError => parseErrorOf(tinybench, input);

function bench(input: ParseInput, name: string) {
  const b = tinybench.parse(input).benchmarks.find((x) => x.name === name);
  if (!b) throw new Error(`no benchmark ${name}`);
  return b;
}

describe('tinybench adapter: results JSON', () => {
  it('detects JSON and table fixtures', () => {
    for (const input of [baseJson, headJson, baseTable, headTable, erroredJson, erroredTable]) expect(tinybench.detect(input)).toBe('yes');
    expect(tinybench.detect(fixtureInput('tinybench', 'base', 'tinybench.stderr.txt'))).toBe('no');
  });

  it('base: time = latency p50 in ns, throughput = p50 ops/s, every spread kept', () => {
    const out = tinybench.parse(baseJson);
    expect(out.benchmarks).toHaveLength(12);
    expect(out.benchmarks.map((b) => b.name).slice(0, 3)).toEqual(['checksum/impl_a/1024', 'checksum/impl_b/1024', 'checksum/impl_a/10240']);
    const b = bench(baseJson, 'checksum/impl_a/1024');
    expect(b.status).toBe('ok');
    const t = b.metrics.time!;
    expect(t).toMatchObject({ unit: 'ns', direction: 'smaller', statistic: 'median', n: 35379 });
    expect(t.value).toBeCloseTo(5447.999999887543, 6);
    expect(t.spread!.stddev).toBeCloseTo(2073.77728705311, 6);
    expect(t.spread!.mad).toBeCloseTo(136.9999997677951, 6);
    expect(t.spread!.min).toBeCloseTo(4934.99999993219, 6);
    expect(t.spread!.max).toBeCloseTo(166013.000000021, 3);
    expect(t.spread!.rme).toBeCloseTo(0.0038226274351403, 15);
    expect(t.samples).toBeUndefined(); // retainSamples was off for this run
    const thr = b.metrics.throughput!;
    expect(thr).toMatchObject({ unit: 'ops/s', direction: 'bigger', statistic: 'median', n: 35379, value: 183553.59765430284 });
    expect(thr.spread!.mad).toBe(4598.694289592735);
    const slow = bench(baseJson, 'encode/impl_b/102400').metrics.time!;
    expect(slow.value).toBeCloseTo(6903736.50000015, 3);
    expect(slow.n).toBe(64);
  });

  it('head: exact numbers', () => {
    const t = bench(headJson, 'checksum/impl_a/10240').metrics.time!;
    expect(t.value).toBeCloseTo(59347.00000000248, 6);
    expect(t.n).toBe(3302);
    expect(bench(headJson, 'checksum/impl_a/10240').metrics.throughput!.value).toBe(16850.051392656045);
    expect(bench(headJson, 'encode/impl_b/102400').metrics.time!.spread!.mad).toBeCloseTo(2208175.99999987, 3);
  });

  it('errored task (real capture) is kept as failed; retained samples are converted to ns', () => {
    const out = tinybench.parse(erroredJson);
    expect(out.benchmarks.map((b) => [b.name, b.status])).toEqual([
      ['checksum/impl_a/1024', 'ok'],
      ['checksum/broken/1024', 'failed'],
    ]);
    expect(out.benchmarks[1]!.error).toMatch(/errored/);
    const t = out.benchmarks[0]!.metrics.time!;
    expect(t.samples).toHaveLength(64);
    expect(t.n).toBe(64);
    expect(t.samples![0]).toBeCloseTo(806667.9999999735, 4);
    expect(t.value).toBeCloseTo(984821.9999999941, 4);
    expect(out.benchmarks[0]!.metrics.throughput!.samples![0]).toBe(621.8209404419887);
  });

  it('v2 shape (flat result: hz, mean, samples in ms) — derived from base by flattening latency', () => {
    // tinybench 2.x had no p50 and no state; derived, not a capture: latency fields moved onto result.
    const v2 = derive(baseJson, (text) =>
      JSON.stringify(
        (JSON.parse(text) as { name: string; result: { latency: Record<string, number>; throughput: { mean: number } } }[]).map((t) => {
          const { p50: _p50, samplesCount: _n, ...lat } = t.result.latency;
          return { name: t.name, result: { ...lat, hz: t.result.throughput.mean, samples: [lat.min, lat.max] } };
        }),
      ),
    );
    expect(tinybench.detect(v2)).toBe('yes');
    const b = bench(v2, 'checksum/impl_a/1024');
    expect(b.metrics.time).toMatchObject({ statistic: 'mean', n: 2 });
    expect(b.metrics.time!.value).toBeCloseTo(5653.147460358216, 6);
    expect(b.metrics.time!.samples![1]).toBeCloseTo(166013.000000021, 3);
    expect(b.metrics.throughput).toMatchObject({ value: 180740.66653184738, statistic: 'mean' });
  });

  it('bad JSON (derived from base) is a ParseError with file and line or path', () => {
    const text = baseJson.files[0]!.text;
    expect(parseError(derive(baseJson, () => text.slice(0, 5000))).message).toMatch(
      /^tinybench: tinybench\/base\/tinybench-results\.json:\d+: expected complete JSON/,
    );
    expect(parseError(derive(baseJson, (t) => t.replace('"p50": 0.005447999999887543', '"p50": "fast"'))).message).toBe(
      'tinybench: tinybench/base/tinybench-results.json: [0].result.latency.p50: expected a finite number, found "\\"fast\\""',
    );
    expect(parseError(derive(baseJson, () => '[]')).message).toMatch(/: \$: expected at least one task/);
    expect(parseError({ files: [{ path: '<stdout>', text: '' }] }).message).toMatch(/^tinybench: <stdout>: expected tinybench results JSON/);
  });

  it('CRLF and ANSI (derived) parse to the same numbers', () => {
    const expected = tinybench.parse(baseJson).benchmarks;
    expect(tinybench.parse(derive(baseJson, (t) => t.replace(/\n/g, '\r\n'))).benchmarks).toEqual(expected);
    expect(tinybench.parse(derive(baseJson, (t) => `\u001b[32m${t}\u001b[0m`)).benchmarks).toEqual(expected);
  });
});

describe('tinybench adapter: console.table', () => {
  it('base: median with MAD, mean rme, throughput, samples', () => {
    const out = tinybench.parse(baseTable);
    expect(out.benchmarks).toHaveLength(12);
    const b = bench(baseTable, 'checksum/impl_a/1024');
    expect(b.metrics.time).toEqual({ unit: 'ns', direction: 'smaller', value: 5448, statistic: 'median', n: 35379, spread: { mad: 137, rme: 0.0038 } });
    expect(b.metrics.throughput).toEqual({ unit: 'ops/s', direction: 'bigger', value: 183554, statistic: 'median', n: 35379, spread: { mad: 4599, rme: 0.0009 }, resolution: 1 });
    const slow = bench(baseTable, 'encode/impl_b/102400').metrics.time!;
    expect(slow).toMatchObject({ value: 6903737, n: 64, spread: { mad: 785266 } });
    expect(slow.spread!.rme).toBeCloseTo(0.0938, 12);
  });

  it('head: exact numbers', () => {
    expect(bench(headTable, 'checksum/impl_a/10240').metrics.time).toMatchObject({ value: 59347, n: 3302, spread: { mad: 2229.5 } });
    expect(bench(headTable, 'checksum/impl_b/102400').metrics.throughput!.value).toBe(7159);
  });

  it('errored task row (real capture) is failed with its message', () => {
    const out = tinybench.parse(erroredTable);
    expect(out.benchmarks[1]).toEqual({
      name: 'checksum/broken/1024',
      status: 'failed',
      error: 'deliberate failure for the errored-task fixture',
      metrics: {},
    });
    expect(out.benchmarks[0]!.metrics.time!.value).toBe(984822.0);
  });

  it('the JSON wins when both outputs are given', () => {
    const out = tinybench.parse({ files: [...baseTable.files, ...baseJson.files] });
    expect(out.benchmarks[0]!.metrics.time!.value).toBeCloseTo(5447.999999887543, 6);
    expect(out.warnings).toEqual(['used the JSON results; ignored tinybench/base/tinybench.stdout.txt']);
  });

  it('bad tables (derived from base) are ParseErrors with file and line', () => {
    const text = baseTable.files[0]!.text;
    const lines = text.split('\n');
    expect(parseError(derive(baseTable, () => lines.slice(0, 8).join('\n'))).message).toMatch(
      /^tinybench: tinybench\/base\/tinybench\.stdout\.txt:8: expected the table's closing/,
    );
    expect(parseError(derive(baseTable, () => `${lines.slice(0, 7).join('\n')}\n${lines[7]!.slice(0, 60)}\n`)).message).toMatch(
      /stdout\.txt:8: expected a table row with 7 cells like its header/,
    );
    expect(parseError(derive(baseTable, (t) => t.replace("'5448.0 ± 137.00'", "'5448.0 ± abc'  "))).message).toMatch(
      /stdout\.txt:5: expected a latency median as "<number> ± <number>\[%\]", found "5448.0 ± abc"/,
    );
  });

  it('CRLF and ANSI (derived) parse to the same numbers', () => {
    const expected = tinybench.parse(baseTable).benchmarks;
    expect(tinybench.parse(derive(baseTable, (t) => t.replace(/\n/g, '\r\n'))).benchmarks).toEqual(expected);
    expect(tinybench.parse(derive(baseTable, (t) => t.replace(/'checksum/g, "\u001b[32m'checksum").replace(/(\d)'/g, "$1'\u001b[39m"))).benchmarks).toEqual(expected);
  });
});

describe('tinybench adapter: v2 results and table (fresh run of v3/small.bench.mjs with tinybench 2.9.0)', () => {
  it('flat v2 result: the mean in ns, hz, rme, every sample; its table gives the same mean', () => {
    const json = fixtureInput('tinybench', 'v2', 'tinybench-results.json');
    const table = fixtureInput('tinybench', 'v2', 'tinybench.stdout.txt');
    // "mean": 0.010922979999999426, "hz": 91550.1081206825, "rme": 87.4031528514249, 50 samples
    const b = bench(json, 'sum 1k');
    expect(b.metrics.time).toMatchObject({ unit: 'ns', statistic: 'mean', n: 50 });
    expect(b.metrics.time!.value).toBeCloseTo(10922.98, 6);
    expect(b.metrics.time!.samples).toHaveLength(50);
    expect(b.metrics.throughput).toMatchObject({ unit: 'ops/s', value: 91550.1081206825, statistic: 'mean', n: 50 });
    expect(b.metrics.throughput!.spread!.rme).toBeCloseTo(0.874031528514249, 12);
    // `│ 0 │ 'sum 1k' │ '91,550' │ 10922.979999999427 │ '±87.40%' │ 50 │`
    const t = bench(table, 'sum 1k');
    expect(t.metrics.time).toMatchObject({ value: 10922.979999999427, statistic: 'mean', n: 50 });
    expect(t.metrics.time!.spread!.rme).toBeCloseTo(0.874, 12);
    // Its `91,550` is hz cut to a whole number: the hz is 1e9 over the average time printed beside it, in full.
    expect(t.metrics.throughput).toMatchObject({ statistic: 'mean', n: 50 });
    expect(t.metrics.throughput!.value).toBeCloseTo(91550.1081206825, 6);
  });
});

describe('tinybench adapter: v3 and v5 results (fresh runs of v3/small.bench.mjs)', () => {
  it('v3-v5 keep every sample and give no samplesCount: n is the number of samples, as in their table', () => {
    for (const v of ['v3', 'v5']) {
      const json = fixtureInput('tinybench', v, 'tinybench-results.json');
      const table = fixtureInput('tinybench', v, 'tinybench.stdout.txt');
      const b = bench(json, 'sum 1k');
      expect(b.metrics.time!.samples).toHaveLength(50);
      expect(b.metrics.time!.n).toBe(50);
      expect(b.metrics.throughput!.n).toBe(50);
      // The table of the same run: `│ 0 │ 'sum 1k' │ … │ 50 │`.
      expect(bench(table, 'sum 1k').metrics.time!.n).toBe(50);
    }
    // v3: "latency": { …, "p50": 0.004456499999999863, "mad": 0.00009499999999817987, … }
    const v3 = bench(fixtureInput('tinybench', 'v3', 'tinybench-results.json'), 'sum 1k').metrics.time!;
    expect(v3.value).toBeCloseTo(4456.5, 6);
    expect(v3.spread!.mad).toBeCloseTo(95, 6);
  });
});

describe('tinybench 6.2.5 (real A/A pair v6.2.5/a, b: async tasks, a throw, a rejection, aborted tasks, subtractTimerOverhead)', () => {
  const json = (v: string) => fixtureInput('tinybench', 'v6.2.5', v, 'tinybench-results.json');
  const table = (v: string) => fixtureInput('tinybench', 'v6.2.5', v, 'tinybench.stdout.txt');
  const names = ['sort 1k numbers', 'json roundtrip "small"', 'async await microtask', 'async setTimeout 1ms', 'noop | below timer',
    'map → set (unicode, comma)', 'throws sync', 'rejects async', 'aborted after 50 runs', 'never started (bench aborted)'];

  it('every task of the JSON and of the table, with its state', () => {
    for (const input of [json('a'), table('a')]) {
      expect(tinybench.detect(input)).toBe('yes');
      expect(tinybench.parse(input).benchmarks.map((b) => [b.name, b.status])).toEqual(names.map((n, i) => [n, i < 6 ? 'ok' : 'failed']));
    }
    expect(bench(table('a'), 'rejects async').error).toBe('async rejection on purpose');
    expect(bench(json('a'), 'never started (bench aborted)').error).toBe('the task did not complete (tinybench state "aborted")');
    expect(bench(table('a'), 'never started (bench aborted)').error).toBe('the task did not complete (tinybench state "aborted")');
  });

  it('a task aborted mid-run keeps its statistics but is not a finished run ("aborted-with-statistics"; the table\'s Remarks)', () => {
    for (const input of [json('a'), table('a')]) {
      const b = bench(input, 'aborted after 50 runs');
      expect(b).toMatchObject({ status: 'failed', error: 'aborted before the end of its run (tinybench state "aborted-with-statistics"): statistics of only 50 samples taken' });
      expect(b.metrics.time).toMatchObject({ value: 0, n: 50 });
    }
  });

  it('throughput carries the latency\'s relative standard error, not the sem of its mean of reciprocals', () => {
    // "async await microtask": latency p50 1.1e-5 ms, sem 4.61e-6 ms; throughput p50 90909090, but mean 4.5e13 and
    // sem 7.1e11 ops/s (one latency sample near 0 is a huge 1000 / x). Judged on that sem, the typical row's error
    // was ~2.6 and every throughput row of the A/A pair got an interval like −100 … +8,700,000 %.
    const b = bench(json('a'), 'async await microtask');
    const rel = (m: { value: number; spread?: { sem?: number } }) => m.spread!.sem! / m.value;
    expect(b.metrics.throughput!.value).toBe(90909090.43394382);
    expect(rel(b.metrics.throughput!)).toBeCloseTo(rel(b.metrics.time!), 12);
    expect(rel(b.metrics.time!)).toBeCloseTo(4.614752571941651e-6 / 1.099999994380596e-5, 12);
    expect(b.metrics.throughput!.spread).toMatchObject({ mad: 9090910.102749005, min: 227.22619754455096, max: 11728124029610666 });
    expect(b.metrics.throughput!.spread!.stddev).toBeUndefined();
    // A latency median of 0 (below the timer) gives no relative error to carry: the throughput keeps its mad.
    expect(bench(json('a'), 'noop | below timer').metrics.throughput!.spread!.sem).toBeUndefined();
  });
});

describe('tinybench: several tables in one output (real fixture multi-table: secure-json-parse 4.1.1, tinybench 5.1.0)', () => {
  const run1 = fixtureInput('tinybench', 'multi-table', 'run1.stdout.txt');
  const run2 = fixtureInput('tinybench', 'multi-table', 'run2.stdout.txt');

  it('keeps every row of the five tables; a task name two tables share is prefixed with its table\'s title, and each row is grouped under it', () => {
    const bs = tinybench.parse(run1).benchmarks;
    // 7 + 4 + 4 + 4 + 5 rows, as printed.
    expect(bs).toHaveLength(24);
    expect(new Set(bs.map((b) => b.name)).size).toBe(24);
    expect(bs.filter((b) => b.name.endsWith(' > JSON.parse')).map((b) => b.name)).toEqual([
      'valid benchmark > JSON.parse',
      'ignore benchmark > JSON.parse',
      'no __proto__ benchmark > JSON.parse',
      'remove benchmark > JSON.parse',
    ]);
    // Names no other table has keep their own (so earlier single-table baselines still pair).
    expect(bs.find((b) => b.name === 'JSON.parse proto')).toMatchObject({ group: 'valid benchmark' });
    expect(bs.find((b) => b.name === 'JSON.parse error')).toMatchObject({ group: 'throw benchmark' });
    // │ 0 │ 'JSON.parse' │ '656.41 ± 1.04%' │ '631.00 ± 10.00' │ … (the "ignore benchmark" table)
    expect(bs.find((b) => b.name === 'ignore benchmark > JSON.parse')!.metrics.time).toMatchObject({ value: 631, statistic: 'median', n: 1523440, spread: { mad: 10 } });
    expect(bs.every((b) => b.group !== undefined)).toBe(true);
  });

  it('the second run pairs with the first, table by table, and nothing is called (the same code)', () => {
    const names = (input: ParseInput) => tinybench.parse(input).benchmarks.map((b) => b.name);
    expect(names(run2)).toEqual(names(run1));
    const results = (input: ParseInput) => resultsFrom([{ name: 'tinybench', harness: 'tinybench', input }]);
    const rows = compareRuns(results(run1), results(run2), compareOptionsFor(undefined, {}, { baselineKind: 'stored' })).rows;
    expect(rows.filter((r) => r.metric === 'time').length).toBe(24);
    expect(rows.filter((r) => r.verdict === 'regressed' || r.verdict === 'improved' || r.verdict === 'added' || r.verdict === 'removed')).toEqual([]);
  });

  it('one table alone is read as before: no group, no prefix', () => {
    const bs = tinybench.parse(baseTable).benchmarks;
    expect(bs.every((b) => b.group === undefined && !b.name.includes(' > '))).toBe(true);
  });

  it('the same task name twice in one table is refused, naming both lines', () => {
    const twice = derive(run1, (t) => t.replace("│ 1       │ 'JSON.parse proto'  ", "│ 1       │ 'JSON.parse'        "));
    const e = parseError(twice);
    expect(e.message).toContain('run1.stdout.txt:15');
    expect(e.message).toContain('also on line 14');
  });

  it('results JSON of several files: a task name two files share is prefixed with its file\'s name', () => {
    const a = baseJson.files[0]!;
    const input = { files: [{ ...a, path: 'out/valid.json' }, { ...a, path: 'out/ignore.json' }] };
    const bs = tinybench.parse(input).benchmarks;
    expect(bs).toHaveLength(2 * tinybench.parse(baseJson).benchmarks.length);
    expect(bs[0]).toMatchObject({ name: `valid > ${tinybench.parse(baseJson).benchmarks[0]!.name}`, group: 'valid' });
  });
});

describe('tinybench adapter: fuzz', () => {
  it('survives fuzzing of every real fixture', () => {
    fuzzAdapter(tinybench, [baseJson, headJson, baseTable, headTable, erroredJson, erroredTable]);
  });
});

describe('tinybench adapter: a flood of blank lines (hostile output, derived from real fixtures)', () => {
  const FLOOD = 200_000;
  /** The text with FLOOD empty lines inserted after its line `after` (1-based): every later line moves down by FLOOD. */
  const flood = (text: string, after: number): string => {
    return withBlankLines(text, after, FLOOD);
  };
  const run1 = fixtureInput('tinybench', 'multi-table', 'run1.stdout.txt');
  // After line 22, the blank line npm prints after the first table's └…┘.
  const floodedRun1 = derive(run1, (t) => flood(t, 22));

  it('between two tables (where npm prints a blank line): the same benchmarks as the original', () => {
    expect(tinybench.parse(floodedRun1)).toEqual(tinybench.parse(run1));
  });

  it('errors on lines after the flood name their real line numbers', () => {
    // The "ignore benchmark" table's row 1 (line 31) renamed to its row 0's name.
    const twice = derive(floodedRun1, (t) => t.replace("│ 1       │ 'secure-json-parse parse'     │", "│ 1       │ 'JSON.parse'                  │"));
    const e = parseError(twice);
    expect(e.location.line).toBe(31 + FLOOD);
    expect(e.message).toContain(`also on line ${30 + FLOOD}`);
    // Cut after row 3 of the last table (line 72), with no closing └…┘.
    const lines = floodedRun1.files[0]!.text.split('\n');
    const cut = parseError(derive(floodedRun1, () => lines.slice(0, 72 + FLOOD).join('\n')));
    expect(cut.message).toMatch(new RegExp(`^tinybench: tinybench/multi-table/run1\\.stdout\\.txt:${72 + FLOOD}: expected the table's closing "└…┘" line, found "│ 3 `));
  });

  it('inside a table: refused at its first blank line, as before', () => {
    const base2 = fixtureInput('tinybench', 'base2', 'tinybench.stdout.txt');
    expect(parseError(derive(base2, (t) => flood(t, 8))).message).toBe('tinybench: tinybench/base2/tinybench.stdout.txt:9: expected a table row "│ … │", found ""');
  });

  it('results JSON: blank lines are whitespace; a bad token after them is named at its real line', () => {
    const json = fixtureInput('tinybench', 'base2', 'tinybench-results.json');
    const floodedJson = derive(json, (t) => flood(t, 1));
    expect(tinybench.parse(floodedJson)).toEqual(tinybench.parse(json));
    // Line 8's comma dropped: JSON.parse stops at the next property, line 9.
    const noComma = (t: string) => t.replace('"critical": 1.960006222971194,', '"critical": 1.960006222971194');
    expect(parseError(derive(json, noComma)).location.line).toBe(9);
    expect(parseError(derive(floodedJson, noComma)).location.line).toBe(9 + FLOOD);
  });

  it('no split of the whole output into lines: no array of one element per blank line, whatever the path', () => {
    // The old split made an element of every line (20 MB of newlines: 576 MB); every path must hold far fewer.
    const json = derive(fixtureInput('tinybench', 'base2', 'tinybench-results.json'), (t) => flood(t, 1));
    const lines = floodedRun1.files[0]!.text.split('\n');
    const split = vi.spyOn(String.prototype, 'split');
    const lengths: number[] = [];
    try {
      tinybench.parse(floodedRun1);
      parseError(derive(floodedRun1, () => lines.slice(0, 72 + FLOOD).join('\n'))); // open table at the end
      parseError(derive(json, (t) => t.replace('"critical": 1.960006222971194,', '"critical": 1.960006222971194'))); // JSON error line
      parseError({ files: [{ path: '<stdout>', text: `x\n${'\n'.repeat(FLOOD)}y` }] }); // no results: the first line found
      for (const r of split.mock.results) lengths.push(Array.isArray(r.value) ? (r.value as unknown[]).length : 0);
    } finally {
      split.mockRestore();
    }
    expect(lengths.length).toBeGreaterThan(0); // the spy saw the adapter's own splits (a row's cells)
    expect(Math.max(...lengths)).toBeLessThan(100);
  });
});

describe('tinybench tables print throughput to whole ops/s (real 2.9.0 and 6.2.5 runs, fixtures rounded-rate/)', () => {
  const input = (file: string) => fixtureInput('tinybench', 'rounded-rate', file);
  const rows = (side: 'v2' | 'v6', kind: 'table.txt' | 'json') => {
    const results = (f: string) => resultsFrom([{ name: 'js', harness: 'tinybench', input: input(f) }]);
    return compareRuns(results(`${side}-base.${kind}`), results(`${side}-head.${kind}`), compareOptionsFor(undefined, {}, {})).rows;
  };
  const rate = (rs: ReturnType<typeof rows>) => rs.find((r) => r.benchmark === 'very slow' && r.metric === 'throughput')!;

  it("2.9.0's `ops/sec` is its hz cut to a whole number (`0` for a task of 1.1 s): taken from the full average time beside it", () => {
    // `│ 0 │ 'very slow' │ '0' │ 1100376463.3333335 │ '±0.12%' │ 3 │`: hz = 1e9 / Average Time (ns), as its JSON has it.
    const table = bench(input('v2-base.table.txt'), 'very slow').metrics.throughput!;
    const json = bench(input('v2-base.json'), 'very slow').metrics.throughput!;
    expect(table.value).toBeCloseTo(1e9 / 1100376463.3333335, 12);
    expect(table.value / json.value).toBeCloseTo(1, 9);
    // The task ran 2× longer in head: no longer "0 against 0, no change".
    expect(rate(rows('v2', 'table.txt'))).toMatchObject({ ratio: expect.closeTo(0.5, 3) });
    expect(rate(rows('v2', 'table.txt')).verdict).not.toBe('unchanged');
  });

  it("6.2.5 rounds it (`1 ± 0.01%` against `0 ± 0.01%` for 0.91 and 0.45 ops/s): its last digit is the resolution, and the row cannot show a change", () => {
    expect(bench(input('v6-base.table.txt'), 'very slow').metrics.throughput).toMatchObject({ value: 1, resolution: 1 });
    expect(rate(rows('v6', 'table.txt'))).toMatchObject({ verdict: 'inconclusive', note: expect.stringContaining("the output's last printed digit") });
    // The JSON of the same runs has the rate unrounded: the change is there.
    expect(rate(rows('v6', 'json')).ratio).toBeCloseTo(0.5, 2);
  });
});

describe('tinybench 2 JSON: hz is one over the mean of the samples the time row is compared on', () => {
  it('every task\'s throughput is the time samples\' rate, so it is decided with that time row (not on its own ±9 % in an A/A pair)', () => {
    const results = resultsFrom([{ name: 'js', harness: 'tinybench', input: fixtureInput('tinybench', 'v2', 'tinybench-results.json') }]);
    const names = results.suites[0]!.benchmarks.filter((b) => b.metrics.throughput !== undefined).map((b) => `js\u0000${b.name}`);
    expect(names.length).toBeGreaterThan(0);
    expect([...ratesOfTimeSamples(results)].sort()).toEqual(names.sort());
  });
});

describe('tinybench table: a `│` inside a quoted task name (real 6.2.5 run, fixture bar-in-name/)', () => {
  it('is part of the name, as util.inspect quoted it: every task is read, as the JSON of the same script names them', () => {
    const table = tinybench.parse(fixtureInput('tinybench', 'bar-in-name', 'tinybench.stdout.txt')).benchmarks;
    const json = tinybench.parse(fixtureInput('tinybench', 'bar-in-name', 'tinybench-results.json')).benchmarks;
    expect(table.map((b) => b.name)).toEqual(["spin 5ms", "name with 'quote' │ bar", 'throws']);
    expect(table.map((b) => b.name)).toEqual(json.map((b) => b.name));
    expect(table.map((b) => b.status)).toEqual(['ok', 'ok', 'failed']);
    expect(bench(fixtureInput('tinybench', 'bar-in-name', 'tinybench.stdout.txt'), "name with 'quote' │ bar").metrics.time).toMatchObject({ value: 80, n: 1916992 });
  });
});
