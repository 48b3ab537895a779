import { describe, expect, it } from 'vitest';
import { compareOptionsFor, compareRuns } from '../../src/compare/compare-runs';
import type { Comparison } from '../../src/compare/types';
import type { Benchmark } from '../../src/model/results';
import type { ParseInput } from '../../src/parse/adapter';
import { gungraun, iaiCallgrind } from '../../src/parse/gungraun';
import { findAdapter, parseOutput } from '../../src/parse/registry';
import { fixtureInput, fixtureTree } from '../helpers/fixtures';
import { fuzzAdapter } from '../helpers/fuzz';
import { parseErrorOf } from '../helpers/parse-error';
import { resultsFrom } from '../helpers/results';

const console_ = (v: string) => fixtureInput('gungraun', v, 'cargo-bench.stdout.txt');
const ndjson = (v: string) => fixtureInput('gungraun', v, 'output-format-json.stdout.txt');
const tree = (v: string) => fixtureTree('gungraun', v, 'gungraun');

const NAMES = [
  'my_bench::math::bench_fibonacci short',
  'my_bench::math::bench_fibonacci medium',
  'my_bench::math::bench_fibonacci long',
  'my_bench::math::bench_sum_squares',
  'my_bench::text::bench_sort reversed_100',
  'my_bench::text::bench_sort empty',
  'my_bench::text::bench_count_vowels',
];
const METRICS = ['instructions', 'l1-hits', 'll-hits', 'ram-hits', 'total-read-write', 'estimated-cycles'];

const bench = (input: ParseInput, name: string): Benchmark => {
  const b = gungraun.parse(input).benchmarks.find((x) => x.name === name);
  if (!b) throw new Error(`no benchmark ${name}`);
  return b;
};
const values = (b: Benchmark) => Object.fromEntries(Object.entries(b.metrics).map(([k, m]) => [k, m.value]));
const derive = (text: string, path = 'out.json'): ParseInput => ({ files: [{ path, text }] });

describe('gungraun adapter on real Gungraun 0.20.0 output', () => {
  it('detects the console, the --output-format=json lines and the summary.json tree; iai-callgrind never auto-detects', () => {
    for (const v of ['base', 'head']) {
      for (const input of [console_(v), ndjson(v), tree(v)]) {
        expect(gungraun.detect(input)).toBe('yes');
        expect(iaiCallgrind.detect(input)).toBe('no');
      }
    }
    expect(gungraun.detect(fixtureInput('gungraun', 'base', 'cargo-bench.stderr.txt'))).toBe('no');
    expect(gungraun.detect(fixtureInput('divan', 'base', 'cargo-bench.stdout.txt'))).toBe('no');
    expect(gungraun.detect(fixtureInput('criterion', 'base', 'cargo-bench.stdout.txt'))).toBe('no');
    expect(gungraun.detect(fixtureInput('google-benchmark', 'base', 'bench-json.stdout.json'))).toBe('no');
  });

  it('names runs `file::group::function id`, in the order gungraun ran them, with the id as param and file::group as group', () => {
    const out = gungraun.parse(console_('base'));
    expect(out.warnings).toBeUndefined();
    expect(out.benchmarks.map((b) => b.name)).toEqual(NAMES);
    const b = bench(console_('base'), 'my_bench::math::bench_fibonacci short');
    expect(b.params).toEqual({ id: 'short' });
    expect(b.group).toBe('my_bench::math');
    expect(bench(console_('base'), 'my_bench::math::bench_sum_squares').params).toBeUndefined();
    expect(Object.keys(b.metrics)).toEqual(METRICS); // instructions first: the gate by default
  });

  it('reads the exact counts of this run, not gungraun\'s old side', () => {
    expect(values(bench(console_('base'), 'my_bench::math::bench_fibonacci long'))).toEqual({
      instructions: 219911, 'l1-hits': 314251, 'll-hits': 0, 'ram-hits': 1, 'total-read-write': 314252, 'estimated-cycles': 314286,
    });
    // head's console prints `682|623 (+9.47030%)`: 682 is head's own count.
    expect(values(bench(console_('head'), 'my_bench::text::bench_count_vowels'))).toEqual({
      instructions: 682, 'l1-hits': 743, 'll-hits': 1, 'ram-hits': 8, 'total-read-write': 752, 'estimated-cycles': 1028,
    });
    expect(bench(console_('base'), 'my_bench::text::bench_count_vowels').metrics.instructions!.value).toBe(623);
    expect(bench(console_('base'), 'my_bench::text::bench_sort empty').metrics.instructions!.value).toBe(31);
  });

  it('units, direction, one single value; instructions and read+write exact, the cache-simulated counts not', () => {
    const m = bench(console_('base'), 'my_bench::math::bench_fibonacci short').metrics;
    expect(m.instructions).toEqual({ unit: 'instructions', direction: 'smaller', value: 1792, statistic: 'single', n: 1, exact: true });
    expect(m['total-read-write']).toEqual({ unit: 'accesses', direction: 'smaller', value: 2567, statistic: 'single', n: 1, exact: true });
    expect(m['l1-hits']).toEqual({ unit: 'hits', direction: 'smaller', value: 2565, statistic: 'single', n: 1, exact: false });
    expect(m['estimated-cycles']).toEqual({ unit: 'cycles', direction: 'smaller', value: 2635, statistic: 'single', n: 1, exact: false });
  });

  it('the console, the JSON lines and the summary.json files give the same benchmarks and numbers', () => {
    for (const v of ['base', 'head']) {
      const fromConsole = gungraun.parse(console_(v)).benchmarks;
      expect(gungraun.parse(ndjson(v)).benchmarks).toEqual(fromConsole);
      // The tree is read in path order; the content is the same.
      const byName = (bs: Benchmark[]) => [...bs].sort((a, b) => a.name.localeCompare(b.name));
      expect(byName(gungraun.parse(tree(v)).benchmarks)).toEqual(byName(fromConsole));
    }
  });

  it('the JSON wins over the console when a suite hands both; a whole target/gungraun directory reads only its summaries', () => {
    const both = { files: [...console_('head').files, ...tree('head').files] };
    expect(gungraun.parse(both).benchmarks).toEqual(gungraun.parse(tree('head')).benchmarks);
    const withOthers = { files: [{ path: 'gungraun/x/callgrind.bench.out', text: 'version: 1\ncmd: x\nevents: Ir\n' }, ...tree('base').files] };
    expect(gungraun.parse(withOthers).benchmarks).toHaveLength(7);
  });

  it('the iai-callgrind id parses the same, and parseOutput records the id that was asked for', () => {
    expect(findAdapter('iai-callgrind')).toBe(iaiCallgrind);
    expect(iaiCallgrind.parse(console_('head'))).toEqual(gungraun.parse(console_('head')));
    expect(parseOutput(console_('head')).harness).toBe('gungraun');
    expect(parseOutput(console_('head'), 'iai-callgrind').harness).toBe('iai-callgrind');
  });

  it('base vs head: only count_vowels\' instructions move and gate; untouched benchmarks\' cache counts moved with the rebuild but do not gate', () => {
    const side = (v: string) => resultsFrom([{ name: 'rs', harness: 'gungraun', input: ndjson(v) }]);
    const c: Comparison = compareRuns(side('base'), side('head'), compareOptionsFor(undefined));
    const row = (b: string, m: string) => c.rows.find((r) => r.benchmark === b && r.metric === m)!;
    const moved = row('my_bench::text::bench_count_vowels', 'instructions');
    expect(moved).toMatchObject({ test: 'exact', verdict: 'regressed', gating: true, base: 623, head: 682 });
    for (const name of NAMES.filter((n) => !n.endsWith('count_vowels'))) {
      expect(row(name, 'instructions')).toMatchObject({ test: 'exact', verdict: 'unchanged', gating: true });
    }
    // fibonacci's code did not change, yet the rebuild moved its simulated RAM hits from 1 to 2.
    const ram = row('my_bench::math::bench_fibonacci long', 'ram-hits');
    expect([ram.base, ram.head, ram.gating]).toEqual([1, 2, false]);
    // Its total reads and writes moved by 3 of 749 (+0.4 %): certain, but within the floor.
    expect(c.rows.filter((r) => r.gating && r.verdict !== 'unchanged').map((r) => `${r.benchmark} ${r.metric}`)).toEqual(['my_bench::text::bench_count_vowels instructions']);
    expect(row('my_bench::text::bench_count_vowels', 'total-read-write')).toMatchObject({ test: 'exact', verdict: 'unchanged', base: 749, head: 752, note: 'an exact count, changed by +0.4 % (749 → 752): within the 5 % floor' });
  });

  it('bad JSON is a ParseError naming the file and the field or line (derived from the real summary)', () => {
    const text = tree('base').files.find((f) => f.path.endsWith('bench_fibonacci.short/summary.json'))!.text;
    expect(parseErrorOf(gungraun, derive(text.replace(/("Ir": \{\s+"values": \{\s+"new": )1792/g, '$1"many"'))).message)
      .toBe('gungraun: out.json: profiles[0].data.total.metrics.Ir.values.new: expected a count of this run (a non-negative number), found "many"');
    expect(parseErrorOf(gungraun, derive(text.replace('"module_path": "my_bench::math::bench_fibonacci"', '"module_path": 7'))).message)
      .toBe('gungraun: out.json: module_path: expected a non-empty string, found "7"');
    expect(parseErrorOf(gungraun, derive(text.replace('"version": "7"', '"version": 7'))).message)
      .toBe('gungraun: out.json: version: expected a gungraun summary version string ("7"), found "7"');
    const noIr = JSON.parse(text) as { profiles: { data: { total: { metrics: Record<string, unknown> } } }[] };
    delete noIr.profiles[0]!.data.total.metrics.Ir;
    expect(parseErrorOf(gungraun, derive(JSON.stringify(noIr, null, 2))).message)
      .toBe('gungraun: out.json: profiles[0].data.total.metrics.Ir: expected the instruction count (Ir)');
    expect(parseErrorOf(gungraun, derive(text.slice(0, 400))).message).toMatch(/^gungraun: out\.json:\d+: expected valid JSON/);
    // One bad line of --output-format=json output is named by its line.
    const lines = ndjson('base').files[0]!.text.split('\n');
    lines[2] = lines[2]!.replaceAll('"Ir":{"change":{"diff_pct":"0","factor":"1"},"values":{"new":219911', '"Ir":{"change":{"diff_pct":"0","factor":"1"},"values":{"new":-1');
    expect(parseErrorOf(gungraun, derive(lines.join('\n'), 'stdout')).message)
      .toBe('gungraun: stdout:3: profiles[0].data.total.metrics.Ir.values.new: expected a count of this run (a non-negative number), found "-1"');
  });

  it('a summary without profiles is a failed benchmark; one without Callgrind is skipped with a warning (derived)', () => {
    const text = tree('base').files.find((f) => f.path.endsWith('bench_sum_squares/summary.json'))!.text;
    const doc = JSON.parse(text) as { profiles: { tool: string }[] };
    const failed = gungraun.parse(derive(JSON.stringify({ ...doc, profiles: [] }, null, 2))).benchmarks;
    expect(failed).toEqual([{ name: 'my_bench::math::bench_sum_squares', group: 'my_bench::math', status: 'failed', error: 'gungraun recorded no profile (the benchmark run failed)', metrics: {} }]);
    const dhatOnly = JSON.stringify({ ...doc, profiles: [{ ...doc.profiles[0], tool: 'DHAT' }] });
    const other = tree('base').files.find((f) => f.path.endsWith('bench_count_vowels/summary.json'))!;
    const out = gungraun.parse({ files: [{ path: 'a.json', text: dhatOnly }, other] });
    expect(out.benchmarks.map((b) => b.name)).toEqual(['my_bench::text::bench_count_vowels']);
    expect(out.warnings).toEqual(['gungraun: my_bench::math::bench_sum_squares: no Callgrind or Cachegrind profile (only DHAT); skipped']);
    expect(parseErrorOf(gungraun, derive(dhatOnly)).message).toMatch(/^gungraun: out\.json: expected at least one benchmark with Callgrind counts/);
  });

  it('bad console output is a ParseError naming file and line (derived from the real output)', () => {
    const text = console_('base').files[0]!.text;
    const FILE = 'gungraun/base/cargo-bench.stdout.txt';
    const bad = (t: string) => parseErrorOf(gungraun, { files: [{ path: FILE, text: t }] }).message;
    expect(bad(text.replace('Instructions:                                       1792|N/A', 'Instructions:                                       lots|N/A')))
      .toBe(`gungraun: ${FILE}:2: expected "  Instructions: <count>|<old count or N/A>", found "Instructions:                                       lots|N/A                  (*********)"`);
    expect(bad(text.replace('  L1 Hits:                                            2565|N/A', '  Instructions:                                       1792|N/A'))).toMatch(new RegExp(`^gungraun: ${FILE}:3: expected one "Instructions" line per benchmark`));
    expect(bad('')).toMatch(/^gungraun: gungraun\/base\/cargo-bench\.stdout\.txt:1: expected gungraun summary JSON/);
    expect(bad(fixtureInput('gungraun', 'base', 'cargo-bench.stderr.txt').files[0]!.text)).toMatch(/expected gungraun summary JSON/);
  });

  it('ANSI colours and CRLF do not change the result', () => {
    const text = console_('head').files[0]!.text;
    const coloured = text.replace(/^(my_bench::\S+)/gm, '\u001b[1;32m$1\u001b[0m').replace(/\|(\d+)/g, '|\u001b[1m$1\u001b[0m').replace(/\n/g, '\r\n');
    expect(gungraun.parse(derive(coloured, 'stdout'))).toEqual(gungraun.parse(derive(text, 'stdout')));
  });

  it('iai-callgrind 0.16.1 (summary schema 6): console, JSON lines and summary.json agree, with its own counts', () => {
    const iai = (v: string, ...f: string[]) => (f.length ? fixtureInput('gungraun', 'iai-callgrind', v, ...f) : fixtureTree('gungraun', 'iai-callgrind', v, 'iai'));
    for (const v of ['base', 'head']) {
      const fromConsole = iaiCallgrind.parse(iai(v, 'cargo-bench.stdout.txt'));
      expect(fromConsole.benchmarks.map((b) => b.name)).toEqual(NAMES);
      expect(iaiCallgrind.parse(iai(v, 'output-format-json.stdout.txt'))).toEqual(fromConsole);
      const byName = (bs: Benchmark[]) => [...bs].sort((a, b) => a.name.localeCompare(b.name));
      expect(byName(iaiCallgrind.parse(iai(v)).benchmarks)).toEqual(byName(fromConsole.benchmarks));
      expect(gungraun.detect(iai(v))).toBe('yes');
    }
    // The same code as gungraun's fixtures: the same instructions; the cache counts of another build differ.
    expect(values(bench(iai('head', 'output-format-json.stdout.txt'), 'my_bench::text::bench_count_vowels'))).toEqual({
      instructions: 682, 'l1-hits': 744, 'll-hits': 0, 'ram-hits': 8, 'total-read-write': 752, 'estimated-cycles': 1024,
    });
    expect(values(bench(iai('base'), 'my_bench::math::bench_fibonacci short'))).toEqual({
      instructions: 1792, 'l1-hits': 2563, 'll-hits': 0, 'ram-hits': 4, 'total-read-write': 2567, 'estimated-cycles': 2703,
    });
  });

  it('iai-callgrind 0.14.2 console (fresh run): its `L2 Hits` line is the LL hits, as in its JSON (LLhits)', () => {
    for (const v of ['base', 'head']) {
      const out = iaiCallgrind.parse(fixtureInput('gungraun', 'iai-callgrind-0.14', v, 'cargo-bench.stdout.txt'));
      expect(out.benchmarks.map((b) => b.name)).toEqual(NAMES);
      for (const b of out.benchmarks) expect(Object.keys(b.metrics)).toEqual(METRICS);
    }
    // `my_bench::text::bench_count_vowels` (head): `Instructions: 682|623`, `L2 Hits: 1|0`, `RAM Hits: 8|7`.
    expect(values(bench(fixtureInput('gungraun', 'iai-callgrind-0.14', 'head', 'cargo-bench.stdout.txt'), 'my_bench::text::bench_count_vowels'))).toEqual({
      instructions: 682, 'l1-hits': 743, 'll-hits': 1, 'ram-hits': 8, 'total-read-write': 752, 'estimated-cycles': 1028,
    });
  });

  it('iai-callgrind 0.14.2 (summary schema 3, fresh run): console, JSON lines and summary.json agree, with its own counts', () => {
    const iai = (v: string, ...f: string[]) => (f.length ? fixtureInput('gungraun', 'iai-callgrind-0.14', v, ...f) : fixtureTree('gungraun', 'iai-callgrind-0.14', v, 'iai'));
    const byName = (bs: Benchmark[]) => [...bs].sort((a, b) => a.name.localeCompare(b.name));
    for (const v of ['base', 'head']) {
      const fromConsole = iaiCallgrind.parse(iai(v, 'cargo-bench.stdout.txt'));
      expect(gungraun.detect(iai(v))).toBe('yes');
      expect(iaiCallgrind.parse(iai(v, 'output-format-json.stdout.txt'))).toEqual(fromConsole);
      expect(byName(iaiCallgrind.parse(iai(v)).benchmarks)).toEqual(byName(fromConsole.benchmarks));
    }
    // summary.json of run 1 (`"Ir": {"metrics": {"Left": 1792}}`) and the head JSON line (`"Ir": {"metrics": {"Both": [682, 623]}}`).
    expect(values(bench(iai('base'), 'my_bench::math::bench_fibonacci short'))).toEqual({
      instructions: 1792, 'l1-hits': 2563, 'll-hits': 1, 'ram-hits': 3, 'total-read-write': 2567, 'estimated-cycles': 2673,
    });
    expect(bench(iai('head', 'output-format-json.stdout.txt'), 'my_bench::text::bench_count_vowels').metrics['instructions']).toMatchObject({ value: 682, exact: true });
    // Only the old run's count (`Right`) is no count of this run (derived).
    const text = iai('base').files.find((f) => f.path.endsWith('bench_sum_squares/summary.json'))!.text;
    const doc = JSON.parse(text) as { callgrind_summary: { callgrind_run: { total: { summary: Record<string, { metrics: unknown }> } } } };
    doc.callgrind_summary.callgrind_run.total.summary.Ir!.metrics = { Right: 26 };
    expect(parseErrorOf(gungraun, derive(JSON.stringify(doc))).message)
      .toBe('gungraun: out.json: callgrind_summary.callgrind_run.total.summary.Ir.metrics: expected "Left" or "Both" (a count of this run; "Right" is the old run\'s only), found "an object"');
  });

  it('iai-callgrind 0.15.2 (summary schema 5, fresh run): read as schema 6; console, JSON lines and summary.json agree', () => {
    const iai = (v: string, ...f: string[]) => (f.length ? fixtureInput('gungraun', 'iai-callgrind-0.15', v, ...f) : fixtureTree('gungraun', 'iai-callgrind-0.15', v, 'iai'));
    const byName = (bs: Benchmark[]) => [...bs].sort((a, b) => a.name.localeCompare(b.name));
    for (const v of ['base', 'head']) {
      const fromConsole = iaiCallgrind.parse(iai(v, 'cargo-bench.stdout.txt'));
      expect(fromConsole.benchmarks.map((b) => b.name)).toEqual(NAMES);
      expect(iaiCallgrind.parse(iai(v, 'output-format-json.stdout.txt'))).toEqual(fromConsole);
      expect(byName(iaiCallgrind.parse(iai(v)).benchmarks)).toEqual(byName(fromConsole.benchmarks));
      expect(iaiCallgrind.parse(iai(v)).warnings).toBeUndefined();
    }
    // head summary.json: `"Ir": {"diffs": …, "metrics": {"Both": [{"Int": 682}, {"Int": 623}]}}`.
    expect(bench(iai('head'), 'my_bench::text::bench_count_vowels').metrics['instructions']).toMatchObject({ value: 682, exact: true });
  });

  it('iai-callgrind 0.15.1 (summary schema 4, fresh run): console, JSON lines and summary.json agree, with its own counts', () => {
    const iai = (v: string, ...f: string[]) => (f.length ? fixtureInput('gungraun', 'iai-callgrind-0.15.1', v, ...f) : fixtureTree('gungraun', 'iai-callgrind-0.15.1', v, 'iai'));
    const byName = (bs: Benchmark[]) => [...bs].sort((a, b) => a.name.localeCompare(b.name));
    for (const v of ['base', 'head']) {
      const fromConsole = iaiCallgrind.parse(iai(v, 'cargo-bench.stdout.txt'));
      expect(fromConsole.benchmarks.map((b) => b.name)).toEqual(NAMES);
      expect(gungraun.detect(iai(v))).toBe('yes');
      expect(gungraun.detect(iai(v, 'output-format-json.stdout.txt'))).toBe('yes');
      expect(iaiCallgrind.parse(iai(v, 'output-format-json.stdout.txt'))).toEqual(fromConsole);
      const fromTree = iaiCallgrind.parse(iai(v));
      expect(fromTree.warnings).toBeUndefined();
      expect(byName(fromTree.benchmarks)).toEqual(byName(fromConsole.benchmarks));
    }
    // base summary.json (run 1): `"Ir": {"diffs": null, "metrics": {"Left": 1792}}`, plain counts (schema 5 tags them `{"Int": …}`).
    expect(values(bench(iai('base'), 'my_bench::math::bench_fibonacci short'))).toEqual({
      instructions: 1792, 'l1-hits': 2563, 'll-hits': 1, 'ram-hits': 3, 'total-read-write': 2567, 'estimated-cycles': 2673,
    });
    // head summary.json: `"Ir": {"diffs": …, "metrics": {"Both": [682, 623]}}`: 682 is this run.
    expect(values(bench(iai('head'), 'my_bench::text::bench_count_vowels'))).toEqual({
      instructions: 682, 'l1-hits': 743, 'll-hits': 0, 'ram-hits': 9, 'total-read-write': 752, 'estimated-cycles': 1058,
    });
  });

  it('schema 4 pairs with its neighbours: the same metric names, units and directions as schemas 3 and 5, so base and head compare', () => {
    const tree15 = (dir: string, v: string) => fixtureTree('gungraun', dir, v, 'iai');
    const shape = (input: ParseInput) => Object.fromEntries(gungraun.parse(input).benchmarks.map((b) => [b.name, Object.fromEntries(Object.entries(b.metrics).map(([k, m]) => [k, [m.unit, m.direction, m.exact]]))]));
    const v4 = shape(tree15('iai-callgrind-0.15.1', 'base'));
    expect(Object.keys(v4).sort()).toEqual([...NAMES].sort());
    expect(shape(tree15('iai-callgrind-0.15', 'base'))).toEqual(v4); // schema 5
    expect(shape(tree15('iai-callgrind-0.14', 'base'))).toEqual(v4); // schema 3
    // base on 0.15.1 (schema 4), head on 0.15.2 (schema 5): every row pairs. Only count_vowels' code changed; 0.15.2
    // also counts one instruction more for bench_sort than 0.15.1 does for the same code (its own base run: 1128 and 32):
    // certain, but within the floor, so no change.
    const side = (dir: string, v: string) => resultsFrom([{ name: 'rs', harness: 'iai-callgrind', input: tree15(dir, v) }]);
    const c = compareRuns(side('iai-callgrind-0.15.1', 'base'), side('iai-callgrind-0.15', 'head'), compareOptionsFor(undefined));
    expect(c.rows).toHaveLength(NAMES.length * METRICS.length);
    expect(c.rows.every((r) => r.base !== undefined && r.head !== undefined)).toBe(true);
    expect(c.rows.filter((r) => r.metric === 'instructions' && r.verdict !== 'unchanged').map((r) => [r.benchmark, r.base, r.head, r.verdict])).toEqual([
      ['my_bench::text::bench_count_vowels', 623, 682, 'regressed'],
    ]);
    expect(c.rows.find((r) => r.benchmark === 'my_bench::text::bench_sort reversed_100' && r.metric === 'instructions')).toMatchObject({ base: 1127, head: 1128, verdict: 'unchanged' });
    expect(bench(tree15('iai-callgrind-0.15', 'base'), 'my_bench::text::bench_sort empty').metrics.instructions!.value).toBe(32);
  });

  it('iai-callgrind 0.15.0 (schema 4 labelled "3", fresh run): read as schema 4, like 0.15.1; console, JSON lines and summary.json agree', () => {
    const iai = (v: string, ...f: string[]) => (f.length ? fixtureInput('gungraun', 'iai-callgrind-0.15.0', v, ...f) : fixtureTree('gungraun', 'iai-callgrind-0.15.0', v, 'iai'));
    const byName = (bs: Benchmark[]) => [...bs].sort((a, b) => a.name.localeCompare(b.name));
    for (const v of ['base', 'head']) {
      const fromConsole = iaiCallgrind.parse(iai(v, 'cargo-bench.stdout.txt'));
      expect(fromConsole.benchmarks.map((b) => b.name)).toEqual(NAMES);
      expect(gungraun.detect(iai(v))).toBe('yes');
      expect(gungraun.detect(iai(v, 'output-format-json.stdout.txt'))).toBe('yes');
      const fromLines = iaiCallgrind.parse(iai(v, 'output-format-json.stdout.txt'));
      expect(fromLines).toEqual(fromConsole);
      expect(byName(iaiCallgrind.parse(iai(v)).benchmarks)).toEqual(byName(fromConsole.benchmarks));
    }
    // head summary.json: `"version": "3"`, yet `profiles[0].summaries.total.summary.Callgrind.Ir.metrics` = `{"Both": [682, 623]}`.
    expect(JSON.parse(iai('head').files.find((f) => f.path.endsWith('bench_count_vowels/summary.json'))!.text)).toMatchObject({ version: '3' });
    expect(values(bench(iai('head'), 'my_bench::text::bench_count_vowels'))).toEqual({
      instructions: 682, 'l1-hits': 745, 'll-hits': 0, 'ram-hits': 7, 'total-read-write': 752, 'estimated-cycles': 990,
    });
    expect(values(bench(iai('base'), 'my_bench::math::bench_fibonacci short'))).toEqual({
      instructions: 1792, 'l1-hits': 2564, 'll-hits': 0, 'ram-hits': 3, 'total-read-write': 2567, 'estimated-cycles': 2669,
    });
    expect(gungraun.parse(iai('base')).warnings).toBeUndefined();
  });

  it('schema 6 errors name the tagged field; versions not known are refused naming the versions read (derived)', () => {
    const text = fixtureTree('gungraun', 'iai-callgrind', 'base', 'iai').files.find((f) => f.path.endsWith('bench_sum_squares/summary.json'))!.text;
    const doc = JSON.parse(text) as { version: string; profiles: { summaries: { total: { summary: { Callgrind: Record<string, { metrics: unknown }> } } } }[] };
    doc.profiles[0]!.summaries.total.summary.Callgrind.Ir!.metrics = { Left: { Int: 'x' } };
    expect(parseErrorOf(gungraun, derive(JSON.stringify(doc))).message)
      .toBe('gungraun: out.json: profiles[0].summaries.total.summary.Callgrind.Ir.metrics.Left.Int: expected a count of this run (a non-negative number), found "x"');
    const READ = 'a summary of schema version 3 (iai-callgrind 0.14), 4 (iai-callgrind 0.15.1), 5 (iai-callgrind 0.15.2), 6 (iai-callgrind 0.16) or 7 (gungraun 0.20)';
    for (const v of ['2', '1', '0', '4.1', 'v6', '']) {
      expect(parseErrorOf(gungraun, derive(text.replace('"version": "6"', `"version": "${v}"`))).message)
        .toBe(`gungraun: out.json: version: expected ${READ}, found "${v}"`);
    }
    // A schema-6 summary labelled 4 is not read as plain counts: the tagged count is named, not taken.
    expect(parseErrorOf(gungraun, derive(text.replace('"version": "6"', '"version": "4"'))).message)
      .toBe('gungraun: out.json: profiles[0].summaries.total.summary.Callgrind.Ir.metrics.Left: expected a count of this run (a non-negative number), found "an object"');
  });

  it('schema 4 errors name the field: a count that is not one, only the old run\'s count (derived from the real 0.15.1 summary)', () => {
    const text = fixtureTree('gungraun', 'iai-callgrind-0.15.1', 'head', 'iai').files.find((f) => f.path.endsWith('bench_count_vowels/summary.json'))!.text;
    const doc = JSON.parse(text) as { profiles: { summaries: { total: { summary: { Callgrind: Record<string, { metrics: unknown }> } } } }[] };
    const ir = doc.profiles[0]!.summaries.total.summary.Callgrind.Ir!;
    const P = 'profiles[0].summaries.total.summary.Callgrind.Ir.metrics';
    for (const [metrics, at, found] of [[{ Both: [-1, 623] }, `${P}.Both[0]`, '-1'], [{ Left: null }, `${P}.Left`, 'null'], [{ Left: '682' }, `${P}.Left`, '682']] as const) {
      ir.metrics = metrics;
      expect(parseErrorOf(gungraun, derive(JSON.stringify(doc))).message).toBe(`gungraun: out.json: ${at}: expected a count of this run (a non-negative number), found "${found}"`);
    }
    ir.metrics = { Right: 623 };
    expect(parseErrorOf(gungraun, derive(JSON.stringify(doc))).message)
      .toBe(`gungraun: out.json: ${P}: expected "Left" or "Both" (a count of this run; "Right" is the old run's only), found "an object"`);
  });

  it('survives fuzzing of the real fixtures', () => {
    fuzzAdapter(gungraun, [console_('base'), console_('head'), ndjson('head'), fixtureInput('gungraun', 'iai-callgrind', 'head', 'output-format-json.stdout.txt'), fixtureInput('gungraun', 'iai-callgrind-0.15.1', 'head', 'output-format-json.stdout.txt'), fixtureInput('gungraun', 'head', 'gungraun', 'gbench', 'my_bench', 'text', 'bench_count_vowels', 'summary.json')], 300);
  });
});

describe("iai-callgrind 0.16.1 on a real crate's benches (fixture pathfinding/: the same binary run twice)", () => {
  const run = (n: string) => resultsFrom([{ name: 'rs', harness: 'iai-callgrind', input: fixtureInput('gungraun', 'pathfinding', `run${n}.stdout.txt`) }]);

  it('instruction counts a random hash seed moves by −0.0037 % are no change: certain, within the floor', () => {
    const c = compareRuns(run('1'), run('2'), compareOptionsFor(undefined));
    expect(c.rows.filter((r) => r.verdict === 'regressed' || r.verdict === 'improved')).toEqual([]);
    const moved = c.rows.find((r) => r.benchmark === 'iai_separate_components::separate_components::bench_separate_components' && r.metric === 'instructions')!;
    expect(moved).toMatchObject({ test: 'exact', verdict: 'unchanged', gating: true, confidence: 'normal', floor: 0.05, base: 15954912, head: 15954328 });
    expect(moved.note).toBe('an exact count, changed by −0.0037 % (15954912 → 15954328): within the 5 % floor');
  });

  it('a change beyond the floor is still called, exactly (the base made 10 % smaller, derived)', () => {
    const base = run('1');
    const b = base.suites[0]!.benchmarks.find((x) => x.name === 'iai_separate_components::separate_components::bench_separate_components')!;
    b.metrics.instructions = { ...b.metrics.instructions!, value: 15954912 * 0.9 };
    const r = compareRuns(base, run('2'), compareOptionsFor(undefined)).rows.find((x) => x.benchmark === b.name && x.metric === 'instructions')!;
    expect(r).toMatchObject({ test: 'exact', verdict: 'regressed' });
  });
});
