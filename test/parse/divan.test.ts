import { describe, expect, it } from 'vitest';
import { ParseError } from '../../src/model/errors';
import type { Metric } from '../../src/model/results';
import type { ParseInput } from '../../src/parse/adapter';
import { divan } from '../../src/parse/divan';
import { fixtureInput } from '../helpers/fixtures';
import { fuzzAdapter } from '../helpers/fuzz';
import { parseErrorOf } from '../helpers/parse-error';

const base = fixtureInput('divan', 'base', 'cargo-bench.stdout.txt');
const head = fixtureInput('divan', 'head', 'cargo-bench.stdout.txt');
const FILE = 'divan/base/cargo-bench.stdout.txt';

function metric(input: ParseInput, name: string, m: string): Metric {
  const b = divan.parse(input).benchmarks.find((x) => x.name === name);
  const x = b?.metrics[m];
  if (!x) throw new Error(`no metric ${m} on ${name}`);
  return x;
}
function derive(text: string): ParseInput {
  return { files: [{ path: FILE, text }] };
}
const parseError = (input: ParseInput): ParseError => parseErrorOf(divan, input);

describe('divan adapter on real divan 0.1.21 output', () => {
  it('detects its fixtures and not criterion/libtest output', () => {
    expect(divan.detect(base)).toBe('yes');
    expect(divan.detect(head)).toBe('yes');
    expect(divan.detect(fixtureInput('criterion', 'base', 'cargo-bench.stdout.txt'))).toBe('no');
    expect(divan.detect(fixtureInput('criterion', 'base', 'cargo-bench-bencher.stdout.txt'))).toBe('no');
  });

  it('joins tree levels into names, type and const levels included', () => {
    const out = divan.parse(base);
    expect(out.warnings).toBeUndefined();
    expect(out.benchmarks.map((b) => b.name)).toEqual([
      'checksum/impl_a/1024', 'checksum/impl_a/10240', 'checksum/impl_a/102400',
      'checksum/impl_b/1024', 'checksum/impl_b/10240', 'checksum/impl_b/102400',
      'encode/impl_a/1024', 'encode/impl_a/10240', 'encode/impl_a/102400',
      'encode/impl_b/1024', 'encode/impl_b/10240', 'encode/impl_b/102400',
      'sort_vec/u8/256', 'sort_vec/u8/4096', 'sort_vec/u32/256', 'sort_vec/u32/4096', 'sort_vec/u64/256', 'sort_vec/u64/4096',
    ]);
  });

  it('value = median, fastest/slowest as min/max, n = samples, each cell with its own unit', () => {
    const t = metric(base, 'checksum/impl_a/1024', 'time');
    expect(t.unit).toBe('ns');
    expect(t.direction).toBe('smaller');
    expect(t.statistic).toBe('median');
    expect(t.n).toBe(100);
    expect(t.value).toBeCloseTo(4009, 9);
    expect(t.spread?.min).toBeCloseTo(3869, 9);
    expect(t.spread?.max).toBeCloseTo(4458, 9);
    expect(t.samples).toBeUndefined();
    expect(metric(base, 'encode/impl_b/102400', 'time').value).toBeCloseTo(3_175_000, 6);
    expect(metric(base, 'encode/impl_b/102400', 'time').spread).toEqual({ min: 2_818_000, max: 3_650_000 });
    expect(metric(base, 'checksum/impl_b/102400', 'time').value).toBeCloseTo(152_300, 6);
    expect(metric(base, 'sort_vec/u64/4096', 'time').value).toBeCloseTo(56_540, 6);
  });

  it('counter rows become throughput in decimal B/s', () => {
    const thr = metric(base, 'checksum/impl_a/1024', 'throughput');
    expect(thr).toMatchObject({ unit: 'B/s', direction: 'bigger', statistic: 'median', n: 100 });
    expect(thr.value).toBeCloseTo(255.3e6, 3);
    expect(thr.spread?.min).toBeCloseTo(229.6e6, 3);
    expect(thr.spread?.max).toBeCloseTo(264.6e6, 3);
    expect(metric(base, 'checksum/impl_a/102400', 'throughput').value).toBe(258e6);
    expect(divan.parse(base).benchmarks.find((b) => b.name === 'sort_vec/u8/256')?.metrics['throughput']).toBeUndefined();
  });

  it('reads head with its own numbers', () => {
    expect(metric(head, 'checksum/impl_a/1024', 'time').value).toBeCloseTo(3860, 9);
    expect(metric(head, 'checksum/impl_a/10240', 'throughput').value).toBeCloseTo(210.6e6, 3);
    expect(metric(head, 'sort_vec/u64/4096', 'time').value).toBeCloseTo(38_460, 6);
  });

  it('parses CRLF and ANSI-coloured copies (derived) to the same numbers', () => {
    const text = base.files[0]!.text;
    const expected = divan.parse(base).benchmarks;
    expect(divan.parse(derive(text.replace(/\n/g, '\r\n'))).benchmarks).toEqual(expected);
    const coloured = text.replace(/(\d+(\.\d+)? µs)/g, '\u001b[33m$1\u001b[0m').replace(/(├─|╰─)/g, '\u001b[2m$1\u001b[0m');
    expect(divan.detect(derive(coloured))).toBe('yes');
    expect(divan.parse(derive(coloured)).benchmarks).toEqual(expected);
  });

  it('truncated, garbled and empty outputs are ParseErrors naming file and line (derived)', () => {
    const text = base.files[0]!.text;
    const cut = text.slice(0, text.indexOf('4.009 µs'));
    expect(parseError(derive(cut)).message).toBe(
      `divan: ${FILE}:9: expected the line to end with a newline (the tool ends every line with one: the output was cut off mid-line), found "│  │  ├─ 1024    3.869 µs      │ 4.458 µs      │ "`,
    );
    expect(parseError(derive(text.replace('4.009 µs', '4.009 furlongs'))).message).toBe(`divan: ${FILE}:9: expected a time in the median column, found "4.009 furlongs"`);
    expect(parseError(derive(text.replace('255.3 MB/s', '255.3 MB'))).message).toBe(`divan: ${FILE}:10: expected a rate (MB/s, item/s…) in the median column, found "255.3 MB"`);
    expect(parseError(derive('')).message).toMatch(/^divan: divan\/base\/cargo-bench.stdout.txt: expected a divan table/);
    expect(parseError(derive(text.slice(0, text.indexOf('├─ checksum')))).message).toMatch(/expected a divan table/);
  });

  it('a run cut off between rows (the real text sliced at line ends) is a ParseError at its last row', () => {
    const text = base.files[0]!.text;
    const lines = text.split('\n');
    const upTo = (n: number) => `${lines.slice(0, n).join('\n')}\n`;
    // [cut after line, row named]: a benchmark under an open `│` (20: `│     ╰─ 102400`, 21: its counter row
    // follows), a `├─` benchmark (39), the group header `╰─ sort_vec` (37) and `╰─ u64` (44), whose rows follow them.
    for (const [n, row] of [[20, 20], [21, 20], [39, 39], [37, 37], [44, 44]] as const) {
      const err = parseError(derive(upTo(n)));
      expect(err.location).toMatchObject({ harness: 'divan', file: FILE, line: row });
      expect(err.message).toContain('expected the tree to close after this row');
    }
    // An ignored benchmark as the last row closes the tree too (derived: the last row as divan's ignore_leaf prints it).
    const ignored = upTo(47).replace(/^ +╰─ 4096 .*$/m, (row) => {
      const [first, ...rest] = row.split('│');
      // `(ignored)` in the first column, the other cells blank, no trailing space after the last `│`.
      return [first!.replace(/\d[\d.]* µs\s*$/, (t) => '(ignored)'.padEnd(t.length)), ...rest.map((c, i) => (i === rest.length - 1 ? '' : ' '.repeat(c.length)))].join('│');
    });
    expect(divan.parse(derive(ignored)).benchmarks).toHaveLength(divan.parse(base).benchmarks.length - 1);
    // The whole table closes: with and without the blank line after it.
    expect(divan.parse(derive(upTo(47))).benchmarks).toEqual(divan.parse(base).benchmarks);
    expect(divan.parse(derive(upTo(46))).benchmarks).toEqual(divan.parse(base).benchmarks);
    expect(parseError(derive(upTo(45))).location.line).toBe(45);
  });

  it('survives fuzzing of the real fixtures', () => {
    fuzzAdapter(divan, [base, head]);
  });
});

describe("divan adapter on divan's own example benchmarks (divan 0.1.21, fresh run)", () => {
  const examples = fixtureInput('divan', 'examples', 'cargo-bench.stdout.txt');
  const text = examples.files[0]!.text;
  const rowsOf = (t: string): number => t.split('\n').filter((l) => /│ \d+ +│ \d+$/.test(l)).length;
  /** One whole table of the real output (its header line to the blank line after it). */
  const table = (target: string): ParseInput => {
    const from = text.indexOf(`\n${target} `) + 1;
    return derive(text.slice(from, text.indexOf('\n\n', from) + 2));
  };

  it('skips AllocProfiler blocks, `max alloc:` (two words) included', () => {
    const sort = table('sort');
    const out = divan.parse(sort);
    expect(out.benchmarks).toHaveLength(rowsOf(sort.files[0]!.text));
    expect(out.warnings).toEqual([`${FILE}:4: divan allocation-profiler rows are not read`]);
    // `│  ├─ par_sort           3.824 ms      │ 4.311 ms      │ 3.89 ms …  │ 23      │ 23`, then its `max alloc:` block
    expect(metric(sort, 'random/par_sort', 'time')).toMatchObject({ value: 3.89e6, n: 23, spread: { min: 3.824e6, max: 4.311e6 } });
    expect(Object.keys(divan.parse(sort).benchmarks.find((b) => b.name === 'random/par_sort')!.metrics)).toEqual(['time']);
  });
  it('40,000 benches that measured nothing, then 40,000 allocation rows: linear, the allocation note once', () => {
    // Each allocation row searched every warning for the note: 5,000 of each took 1.5 s, 20,000 22 s. The
    // rows are the real base output's header, name-only and result rows, and examples' `dealloc:` block.
    const N = 40_000;
    const lines = base.files[0]!.text.split('\n');
    const header = lines.find((l) => l.startsWith('bench '))!;
    const nameOnly = (n: string) => `├─ ${n}`.padEnd(header.indexOf('│'), ' ') + header.slice(header.indexOf('│')).replace(/[^│]/g, ' ').trimEnd();
    const result = lines.find((l) => l.startsWith('│  │  ├─ 1024'))!.replace('│  │  ├─ 1024', '├─ r          ');
    const text = [header, ...Array.from({ length: N }, (_, i) => nameOnly(`empty_${i}`)), result, ...Array.from({ length: N }, () => '│                dealloc:      │               │               │               │         │'), result.replace('├─', '╰─').replace(' r ', ' z '), ''].join('\n');
    const started = performance.now();
    const out = divan.parse({ files: [{ path: 'out.txt', text }] });
    expect(performance.now() - started).toBeLessThan(10_000); // linear: under a second idle
    expect(out.benchmarks.map((b) => b.name)).toEqual(['r', 'z']);
    expect(out.warnings).toHaveLength(N + 1);
    expect(out.warnings?.filter((w) => w.includes('allocation-profiler'))).toEqual([`out.txt:${N + 3}: divan allocation-profiler rows are not read`]);
  }, 120_000);
  it('a bench named "allocation…" that measured nothing does not hide the allocation note', () => {
    const lines = base.files[0]!.text.split('\n');
    const header = lines.find((l) => l.startsWith('bench '))!;
    const result = lines.find((l) => l.startsWith('│  │  ├─ 1024'))!.replace('│  │  ├─ 1024', '├─ r          ');
    const text = [header, '├─ allocation_free', result, '│                dealloc:      │               │               │               │         │', result.replace('├─', '╰─').replace(' r ', ' z '), ''].join('\n');
    const out = divan.parse({ files: [{ path: 'out.txt', text }] });
    expect(out.warnings).toHaveLength(2);
    expect(out.warnings?.[1]).toBe('out.txt:4: divan allocation-profiler rows are not read');
  });
  it('an `inf` rate (a time that rounds to 0 ns) is no bound: the row is read, its max left out', () => {
    const out = divan.parse(examples);
    expect(out.benchmarks).toHaveLength(rowsOf(text));
    // `│  │  ├─ 8             0 ns          │ 0.085 ns      │ 0.002 ns …` then `inf item/s    │ 94.11 Gitem/s │ 4 Titem/s …`
    const thr = metric(examples, 'clear/BinaryHeap<i32>/8', 'throughput');
    expect(thr).toMatchObject({ unit: 'ops/s', value: 4e12, statistic: 'median', n: 100 });
    expect(thr.spread).toEqual({ min: 94.11e9 });
    expect(metric(examples, 'clear/BinaryHeap<i32>/8', 'time')).toMatchObject({ value: 0.002, spread: { min: 0, max: 0.085 } });
    // `inf B/s` and `inf char/s` rows under one benchmark (string.rs): both rates kept, neither with a max.
    const clear = out.benchmarks.find((b) => b.name === 'clear/Ascii/8')!;
    expect(clear.metrics['throughput']).toMatchObject({ unit: 'B/s', value: 4e12, spread: { min: 470.5e9 } });
    expect(clear.metrics['char/s']).toMatchObject({ unit: 'ops/s', value: 4e12, spread: { min: 470.5e9 } });
  });
});

describe('divan adapter on divan 0.1.14 output (fresh run, v0.1.14/)', () => {
  const old = fixtureInput('divan', 'v0.1.14', 'cargo-bench.stdout.txt');
  const binary = fixtureInput('divan', 'v0.1.14', 'cargo-bench-binary.stdout.txt');

  it('names from args, consts, threads and a renamed bench in a module; every row read', () => {
    expect(divan.detect(old)).toBe('yes');
    expect(divan.parse(old).benchmarks.map((b) => b.name)).toEqual([
      'bytes', 'fold/64', 'fold/1024', 'items/64', 'items/1024', 'plain_add',
      'threaded/t=1', 'threaded/t=2', 'fold_const/16', 'fold_const/256', 'nested/renamed',
    ]);
  });

  it('times, BytesCount (decimal and --bytes-format binary) and ItemsCount rows', () => {
    // `├─ threaded … ╰─ t=2      17.75 ns      │ 22.59 ns      │ 18.05 ns      │ 18.15 ns      │ 100     │ 12800`
    expect(metric(old, 'threaded/t=2', 'time')).toEqual({ unit: 'ns', direction: 'smaller', value: 18.05, statistic: 'median', n: 100, spread: { min: 17.75, max: 22.59 } });
    expect(metric(old, 'plain_add', 'time').value).toBe(0.248);
    // `│              7.518 Gitem/s │ 7.38 Gitem/s  │ 7.45 Gitem/s  │ 7.442 Gitem/s │         │`
    expect(metric(old, 'items/1024', 'throughput')).toMatchObject({ unit: 'ops/s', value: 7.45e9, n: 100, spread: { min: 7.38e9, max: 7.518e9 } });
    expect(metric(old, 'bytes', 'throughput')).toMatchObject({ unit: 'B/s', value: 7.984e9 });
    // `│           7.436 GiB/s   │ 7.364 GiB/s   │ 7.399 GiB/s   │ 7.409 GiB/s   │         │` (4096 B / 515.5 ns)
    expect(metric(binary, 'bytes', 'throughput').value).toBeCloseTo(7.399 * 1024 ** 3, 0);
    expect(metric(binary, 'bytes', 'throughput').value).toBeCloseTo(4096e9 / 515.5, -8);
  });
});

describe('divan: a bench that measured nothing (anstyle-parse, stderr merged into stdout)', () => {
  const merged = fixtureInput('divan', 'stderr-merged', 'cargo-bench.stdout-and-stderr.txt');
  const stdout = fixtureInput('divan', 'stderr-merged', 'cargo-bench.stdout.txt');
  const names = ['state_change_strip_str/0-state_changes', 'state_change_strip_str/2-rg_help.vte', 'state_change_strip_str/3-rg_linus.vte'];

  it('under 2>&1: the warning on the row and the blank line after it end neither the table nor the parse', () => {
    // `   ├─ 1-demo.vte           warning: No benchmark function registered for '1-demo.vte'`, then a blank line.
    expect(divan.detect(merged)).toBe('yes');
    const out = divan.parse(merged);
    expect(out.benchmarks.map((b) => b.name)).toEqual(names);
    expect(out.warnings).toEqual([expect.stringMatching(/:5: state_change_strip_str\/1-demo\.vte: no result; divan said on stderr: warning: No benchmark function registered for '1-demo\.vte'$/)]);
  });

  it('stdout alone: the same rows, and the leaf that printed only its name is named', () => {
    const out = divan.parse(stdout);
    expect(out.benchmarks.map((b) => b.name)).toEqual(names);
    expect(out.warnings).toEqual([expect.stringMatching(/:4: state_change_strip_str\/1-demo\.vte: no result \(divan printed only its name/)]);
  });

  it('stdout alone, a name-only last row: a cut-off or a bench that measured nothing, refused naming both', () => {
    const text = stdout.files[0]!.text;
    const last = text.replace(/ {3}╰─ 3-rg_linus\.vte .*\n/, '').replace(/ {3}├─ 2-rg_help\.vte .*\n/, '').replace('   ├─ 1-demo.vte', '   ╰─ 1-demo.vte');
    const err = parseError({ files: [{ path: 'derived.txt', text: last }] });
    expect(err.location.line).toBe(4);
    expect(err.message).toContain("its bench measured nothing: divan's stderr says why");
  });
});

describe('divan --threads 1,2: rows narrower than the header (real, fixture threads/)', () => {
  const one = fixtureInput('divan', 'threads', 'dv-threads.stdout.txt');
  const all = fixtureInput('divan', 'threads', 'dv-threads-all.stdout.txt');

  it('every t= row read, each row cut at its own first column (it was "expected a row with │ at column 27")', () => {
    expect(divan.parse(one).benchmarks.map((b) => b.name)).toEqual(['by_arg/1/t=1', 'by_arg/1/t=2', 'by_arg/64/t=1', 'by_arg/64/t=2', 'by_arg/1000/t=1', 'by_arg/1000/t=2']);
    const bs = divan.parse(all).benchmarks;
    expect(bs).toHaveLength(20);
    // `│  │  ╰─ t=2  1.107 ns      │ 1.278 ns      │ 1.11 ns       │ 1.127 ns      │ 10      │ 20480`
    expect(metric(all, 'by_arg/1/t=2', 'time')).toEqual({ unit: 'ns', direction: 'smaller', value: 1.11, statistic: 'median', n: 10, spread: { min: 1.107, max: 1.278 } });
  });

  it('counter rows under a narrower row are read too', () => {
    // `│  ╰─ t=2     30.27 ns …` then `│             3.303 Gitem/s │ 2.847 Gitem/s │ 3.286 Gitem/s │ …`
    expect(metric(all, 'items/t=2', 'throughput-count')).toMatchObject({ unit: 'ops/s', value: 3.286e9 });
    expect(metric(all, 'items/t=2', 'throughput')).toMatchObject({ unit: 'B/s', value: 26.29e9 });
    expect(metric(all, 'bytes/t=1', 'throughput')).toMatchObject({ unit: 'B/s', value: 2.953e9 });
  });
});

describe('divan adapter: long lines', () => {
  it('a name column padded by a MiB (the width of one long name) is read in one pass', () => {
    // The stderr-in-row pattern's lazy name rescanned the padding from each of its positions: minutes a row.
    const input = fixtureInput('divan', 'threads', 'dv-threads.stdout.txt');
    const padded = { files: input.files.map((f) => ({ ...f, text: f.text.replace('├─ 1 ', `├─ 1${' '.repeat(1 << 20)} `) })) };
    expect(divan.parse(padded).benchmarks.map((b) => b.name)).toEqual(divan.parse(input).benchmarks.map((b) => b.name));
  });
});

describe('divan adapter on a workspace benches crate with three bench targets (real: toml-rs/toml, toml-benchmarks/)', () => {
  const toml = fixtureInput('divan', 'toml-benchmarks', 'cargo-bench.stdout.txt');

  it("reads every row after the library's empty test run; tree paths two targets share get the target's name", () => {
    expect(divan.detect(toml)).toBe('yes');
    const names = divan.parse(toml).benchmarks.map((b) => b.name);
    expect(names).toHaveLength(67); // 13 × 3 in 0_cargo, 7 × 2 in each of 1_map and 2_array
    expect(new Set(names).size).toBe(67);
    // `0_cargo` shares no path with another target: its names stay bare.
    expect(names.slice(0, 3)).toEqual(['serde_json/document/0-new', 'serde_json/document/1-medium', 'serde_json/document/2-features']);
    expect(names.filter((n) => n.startsWith('1_map/'))).toHaveLength(14);
    expect(names.filter((n) => n.startsWith('2_array/'))).toHaveLength(14);
  });

  it('a BytesCount row under a benchmark is its throughput (MB/s decimal)', () => {
    // `│  │  ├─ 10          3.698 µs      │ 40.47 µs      │ 4.024 µs      │ 5.984 µs      │ 20      │ 20`
    // `│  │  │              67.58 MB/s    │ 6.176 MB/s    │ 62.12 MB/s    │ 41.77 MB/s    │         │`
    expect(metric(toml, '1_map/toml/detable_owned/10', 'time')).toEqual({ unit: 'ns', direction: 'smaller', value: 4024, statistic: 'median', n: 20, spread: { min: 3698, max: 40470 } });
    expect(metric(toml, '1_map/toml/detable_owned/10', 'throughput')).toMatchObject({ unit: 'B/s', value: 62.12e6, n: 20, spread: { min: 6.176e6, max: 67.58e6 } });
  });
});

describe('divan adapter on clap_bench: five bench targets (real: clap-rs/clap, clap-targets/)', () => {
  const clap = fixtureInput('divan', 'clap-targets', 'cargo-bench.stdout.txt');

  it("each benchmark keeps its name and has its bench target as group, which the names alone did not say", () => {
    // Before: `startup` (target empty), `startup/complex` (ripgrep) and `startup/mixed1` (complex), no group.
    const out = divan.parse(clap).benchmarks;
    expect(out).toHaveLength(31);
    const byName = new Map(out.map((b) => [b.name, b.group]));
    expect(byName.get('startup')).toBe('empty');
    expect(byName.get('startup/complex')).toBe('ripgrep');
    expect(byName.get('startup/mixed1')).toBe('complex');
    expect(byName.get('complex/startup/empty')).toBe('complex'); // shared with rustup: prefixed, as before
    expect(byName.get('rustup/startup/empty')).toBe('rustup');
    expect(new Set(out.map((b) => b.group))).toEqual(new Set(['complex', 'empty', 'ripgrep', 'rustup', 'simple']));
  });

  it('one target\'s output gets no group (toml-rs/toml\'s three targets do; divan\'s base capture, one target, does not)', () => {
    expect(divan.parse(fixtureInput('divan', 'base', 'cargo-bench.stdout.txt')).benchmarks.every((b) => b.group === undefined)).toBe(true);
  });
});

describe('divan --cycles-count (real run, test/fixtures/divan/cycles)', () => {
  const cycles = fixtureInput('divan', 'cycles', 'cargo-bench.stdout.txt');

  it('reads the cycle rate divan prints in Hz … GHz as cycles per second, beside the other counters', () => {
    expect(metric(cycles, 'inner/attr_bytes', 'cycle/s')).toMatchObject({ unit: 'ops/s', direction: 'bigger', value: 27.96e6 });
    expect(metric(cycles, 'two_counters/0', 'cycle/s').value).toBeCloseTo(1.246e9, 0);
    expect(metric(cycles, 'two_counters/64', 'throughput-count').value).toBeCloseTo(209e6, 0);
    expect(divan.parse(cycles).benchmarks).toHaveLength(4);
  });
});
