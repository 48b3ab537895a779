// Rust divan (https://github.com/nvzqz/divan): the box-drawing tree table `cargo bench` prints
// (divan's src/tree_painter.rs). Real lines (test/fixtures/divan/base/cargo-bench.stdout.txt):
//   bench            fastest       │ slowest       │ median        │ mean          │ samples │ iters
//   │  │  ├─ 1024    3.869 µs      │ 4.458 µs      │ 4.009 µs      │ 4.022 µs      │ 100     │ 100
//   │  │  │          264.6 MB/s    │ 229.6 MB/s    │ 255.3 MB/s    │ 254.5 MB/s    │         │
// Tree levels (module > function > type > arg) form the name joined by `/`: `checksum/impl_a/1024`.
// value = the median column (statistic 'median'); fastest/slowest → spread.min/max; n = samples.
// The mean column is not kept (the schema has one central value per metric); no raw samples exist.
// Cut-off output is refused: a last line without its newline, or a tree that does not close. divan draws
// the last child of each level with `╰─` (tree_painter.rs), so a whole table ends on a `╰─` row under no
// open `│`; a run killed between rows ends on a `├─` row or under a `│`, and one killed mid-benchmark on
// that benchmark's name without its newline (start_leaf prints and flushes the name before it runs).
import { ParseError } from '../model/errors';
import type { Benchmark, Metric } from '../model/results';
import { METRIC, byteRateFactor, parseNumber, timeFactor } from '../model/units';
import type { Adapter, Detection, ParseInput, ParseOutput } from './adapter';
import { WHOLE_LAST_LINE, cutOffLastLine, numberedLines, stripAnsi } from './text-lines';
import { UniqueNames } from './unique-names';

const HARNESS = 'divan';
const HEADER = /fastest\s*│\s*slowest\s*│\s*median\s*│\s*mean\s*│\s*samples\s*│\s*iters/;
const BRANCH = /^([│ ]*)(├─|╰─) (.*)$/;
const COLUMNS = ['fastest', 'slowest', 'median', 'mean', 'samples', 'iters'] as const;
/**
 * A leaf whose benchmark measured nothing: divan prints its padded name, then on stderr `warning: No
 * benchmark function registered for '<name>'` (a bench that never called `Bencher::bench`), then ends the
 * stdout row with a bare newline. Under `2>&1` the warning lands on the row and a blank line follows it.
 */
// The name ends at a non-space (`(?:.*?\S)??`, not `.*?`): a lazy name that may end inside the run of spaces
// divan pads the name column with rescanned that run from each of its positions (a row padded to a long
// name's width: 64 KiB in 1.8 s, each row).
const STDERR_IN_ROW = /^([│ ]*(?:├─|╰─) \S(?:.*?\S)??)\s+((?:warning|error): .*)$/;

function detect(input: ParseInput): Detection {
  return input.files.some((f) => HEADER.test(stripAnsi(f.text))) ? 'yes' : 'no';
}

function fail(file: string, line: number, expected: string, found: string): never {
  throw new ParseError({ harness: HARNESS, file, line, expected, found });
}

/** `264.6 MB/s` → B/s; `1.2 Mitem/s` (also char, cycle) → ops/s. Decimal prefixes, as divan prints by default. */
function rateOf(value: number, unit: string): { metric: string; unit: 'B/s' | 'ops/s'; value: number } | undefined {
  const bytes = byteRateFactor(unit);
  if (bytes !== undefined && /B\/s$/.test(unit)) return { metric: METRIC.throughput, unit: 'B/s', value: value * bytes };
  // divan 0.1.21's util/fmt.rs: item/s, char/s, and a CyclesCount's rate in Hz, each with K … P before it.
  const counted = /^([KMGTP]?)(?:(item|char|cycle)\/s|Hz)$/.exec(unit);
  if (!counted) return undefined;
  const factor = { '': 1, K: 1e3, M: 1e6, G: 1e9, T: 1e12, P: 1e15 }[counted[1]!]!;
  const kind = counted[2] ?? 'cycle';
  return { metric: kind === 'item' ? METRIC.throughput : `${kind}/s`, unit: 'ops/s', value: value * factor };
}

interface Table {
  target: string;
  /** Column index (0-based, after splitting on │) of each named column. */
  col: Record<(typeof COLUMNS)[number], number>;
  /** Width of the first column: tree rows draw `│` in it too, so it is cut by position, not split. */
  firstWidth: number;
}

/**
 * Where a row's first column (tree, name, fastest) ends. divan pads it to the header's width, but not always:
 * with `--threads 1,2` its `t=1` rows come out narrower than the header (divan 0.1.21). A tree row's first
 * column ends at the first `│` after its branch (the `│` before it draw the tree); a counter row's where its
 * benchmark row's did, or at the header's.
 */
function firstColumnWidth(row: string, header: number, lastWidth: number | undefined): number {
  const branch = /[├╰]─/.exec(row);
  if (branch !== null && /^[│ ]*$/.test(row.slice(0, branch.index))) {
    const bar = row.indexOf('│', branch.index);
    return bar < 0 ? header : bar;
  }
  return lastWidth !== undefined && row[lastWidth] === '│' ? lastWidth : header;
}

function parse(input: ParseInput): ParseOutput {
  const found: { b: Benchmark; target: string }[] = [];
  const warnings: string[] = [];
  // Said once. Searching the warnings for it on every allocation row was quadratic (5,000 benches that
  // measured nothing, then 5,000 allocation rows: 1.5 s; 20,000 each: 22 s), and a bench whose name
  // holds "allocation" in one of them hid it.
  let allocationWarned = false;
  for (const file of input.files) {
    let table: Table | undefined;
    let stack: string[] = [];
    let current: Benchmark | undefined;
    let inAllocRows = false;
    let lastBranch: { open: boolean; line: number; text: string } | undefined;
    // The blank line that ends a row divan's stderr interrupted (STDERR_IN_ROW): not the table's end.
    let afterStderr = false;
    // Where the last tree row's first column ended: the counter rows under it end theirs there too.
    let lastWidth: number | undefined;
    // A row with only a name is a group until a row under it comes; none came: a leaf that measured nothing.
    let nameOnly: { path: string; depth: number; line: number } | undefined;
    const leafWithoutResult = (depth: number): void => {
      if (nameOnly !== undefined && depth <= nameOnly.depth) warnings.push(`${file.path}:${nameOnly.line}: ${nameOnly.path}: no result (divan printed only its name: a bench that measured nothing; its stderr says why)`);
      nameOnly = undefined;
    };
    const closeTable = (): void => {
      leafWithoutResult(0);
      // A last row with only a name is a group whose rows never came, or a leaf that measured nothing: the
      // stdout alone cannot tell (under 2>&1 divan's warning on that row can, STDERR_IN_ROW), so it is refused.
      if (lastBranch?.open) fail(file.path, lastBranch.line, 'the tree to close after this row (a "╰─" row under no open "│": divan ends every table so; the run stopped, or the output was cut off, between rows; or, for a row with only a name, its bench measured nothing: divan\'s stderr says why)', lastBranch.text);
      lastBranch = undefined;
    };
    const lines = numberedLines(file.text);
    const cut = cutOffLastLine(lines);
    if (cut !== undefined && /[│├╰]/.test(cut.text)) fail(file.path, cut.line, WHOLE_LAST_LINE, cut.text);
    for (const { text, line } of lines) {
      const trimmed = text.trimEnd();
      if (HEADER.test(trimmed)) {
        closeTable();
        const cells = trimmed.split('│').map((c) => c.trim());
        const first = cells[0]!.split(/\s+/);
        const col = Object.fromEntries(COLUMNS.map((name) => [name, cells.findIndex((c, i) => (i === 0 ? first[first.length - 1] : c) === name)])) as Table['col'];
        table = { target: first.length > 1 ? first.slice(0, -1).join(' ') : '', col, firstWidth: trimmed.indexOf('│') };
        stack = [];
        current = undefined;
        continue;
      }
      if (!table) continue; // libtest preamble, cargo lines
      if (trimmed === '' && afterStderr) {
        afterStderr = false;
        continue;
      }
      afterStderr = false;
      if (trimmed === '') {
        table = undefined; // a blank line ends divan's table
        closeTable();
        continue;
      }
      const interrupted = STDERR_IN_ROW.exec(trimmed);
      if (interrupted !== null && !interrupted[1]!.includes('│', table.firstWidth)) {
        // A leaf without a result: the tree goes on (its `╰─` still closes its level); the message is kept.
        const branch = BRANCH.exec(interrupted[1]!)!;
        const depth = branch[1]!.length / 3;
        if (!Number.isInteger(depth) || depth > stack.length) fail(file.path, line, 'a tree row one level under its parent', trimmed);
        leafWithoutResult(depth);
        stack = stack.slice(0, depth);
        lastBranch = { open: branch[2] === '├─' || branch[1]!.includes('│'), line, text: trimmed };
        current = undefined;
        inAllocRows = false;
        afterStderr = true;
        warnings.push(`${file.path}:${line}: ${[...stack, branch[3]!.trim()].join('/')}: no result; divan said on stderr: ${interrupted[2]}`);
        continue;
      }
      const width = firstColumnWidth(trimmed, table.firstWidth, lastWidth);
      if (trimmed.length > width && trimmed[width] !== '│') fail(file.path, line, `a row with "│" at column ${table.firstWidth + 1}, as in the header`, trimmed);
      const cells = [trimmed.slice(0, width), ...trimmed.slice(width + 1).split('│')];
      const branch = BRANCH.exec(cells[0]!);
      if (branch) lastWidth = width;
      if (branch) {
        inAllocRows = false;
        lastBranch = { open: branch[2] === '├─' || branch[1]!.includes('│'), line, text: trimmed };
        const depth = branch[1]!.length / 3;
        if (!Number.isInteger(depth) || depth > stack.length) fail(file.path, line, 'a tree row one level under its parent', trimmed);
        leafWithoutResult(depth);
        stack = stack.slice(0, depth);
        const content = branch[3]!.trim();
        const rest = cells.slice(1).map((c) => c.trim());
        if (rest.every((c) => c === '')) {
          // A group (module, function with args, type): only a name.
          if (content === '') fail(file.path, line, 'a benchmark or group name', trimmed);
          // A group's rows follow it; an ignored benchmark (`name  (ignored)`, tree_painter.rs ignore_leaf) is a leaf.
          if (!/\(ignored\)$/.test(content)) {
            lastBranch.open = true;
            nameOnly = { path: [...stack, content].join('/'), depth, line };
          }
          stack.push(content);
          current = undefined;
          continue;
        }
        const tokens = content.split(/\s+/);
        if (tokens.length < 3 || cells.length !== COLUMNS.length) fail(file.path, line, '"<name> <fastest> │ <slowest> │ <median> │ <mean> │ <samples> │ <iters>"', trimmed);
        const name = tokens.slice(0, -2).join(' ');
        stack.push(name);
        const cellsOf = [tokens.slice(-2).join(' '), ...rest];
        const cell = (c: (typeof COLUMNS)[number]): string => cellsOf[table!.col[c]] ?? '';
        const time = (c: (typeof COLUMNS)[number]): number => {
          const [v, u] = cell(c).split(/\s+/);
          const n = parseNumber(v ?? '');
          const f = timeFactor(u ?? '');
          if (n === undefined || f === undefined || !Number.isFinite(n * f)) fail(file.path, line, `a time in the ${c} column`, cell(c));
          return n * f;
        };
        const samples = parseNumber(cell('samples'));
        if (samples === undefined || !Number.isInteger(samples) || samples < 0) fail(file.path, line, 'a sample count', cell('samples'));
        const metric: Metric = {
          unit: 'ns',
          direction: 'smaller',
          value: time('median'),
          statistic: 'median',
          n: samples,
          spread: { min: time('fastest'), max: time('slowest') },
        };
        current = { name: stack.join('/'), metrics: { [METRIC.time]: metric } };
        found.push({ b: current, target: table.target });
        continue;
      }
      // Not a branch: a counter row (throughput) or divan's allocation-profiler rows under the last benchmark.
      const first = cells[0]!.replace(/[│]/g, ' ').trim();
      if (/^[a-z_]+(?: [a-z_]+)*:$/.test(first)) {
        inAllocRows = true; // `max alloc:` / `alloc:` / `dealloc:` / `grow:` / `shrink:` blocks: not read (yet)
        if (!allocationWarned) warnings.push(`${file.path}:${line}: divan allocation-profiler rows are not read`);
        allocationWarned = true;
        continue;
      }
      if (inAllocRows) continue;
      if (!current) fail(file.path, line, 'a counter row under a benchmark row', trimmed);
      if (cells.length !== COLUMNS.length) fail(file.path, line, 'a counter row with one cell per column', trimmed);
      const values = [first, ...cells.slice(1).map((c) => c.trim())];
      const rate = (c: (typeof COLUMNS)[number]): ReturnType<typeof rateOf> => {
        const [v, u] = (values[table!.col[c]] ?? '').split(/\s+/);
        // divan prints `inf` for a count over a time that rounds to 0 ns (a `0 ns` fastest: collections.rs).
        const n = v === 'inf' ? Infinity : parseNumber(v ?? '');
        const r = n === undefined ? undefined : rateOf(n, u ?? '');
        if (!r || Number.isNaN(r.value)) fail(file.path, line, `a rate (MB/s, item/s…) in the ${c} column`, values[table!.col[c]] ?? '');
        return r;
      };
      const med = rate('median')!;
      const slowest = rate('slowest')!.value;
      const fastest = rate('fastest')!.value;
      const metricName = current.metrics[med.metric] ? `${med.metric}-${med.unit === 'B/s' ? 'bytes' : 'count'}` : med.metric;
      if (!Number.isFinite(med.value) || !Number.isFinite(slowest)) {
        // An infinite median rate (a median time of 0 ns) is no number to compare; the time metric still is.
        warnings.push(`${file.path}:${line}: ${current.name}: divan's ${med.metric} is infinite (a time that rounds to 0 ns); kept only its time`);
        continue;
      }
      current.metrics[metricName] = {
        unit: med.unit,
        direction: 'bigger',
        value: med.value,
        statistic: 'median',
        ...(current.metrics[METRIC.time]?.n === undefined ? {} : { n: current.metrics[METRIC.time]!.n }),
        // The fastest time gives the highest rate; an infinite one (from a 0 ns fastest time) is no bound.
        spread: Number.isFinite(fastest) ? { min: slowest, max: fastest } : { min: slowest },
      };
    }
    closeTable();
  }
  if (found.length === 0) {
    throw new ParseError({ harness: HARNESS, file: input.files[0]?.path ?? '<stdout>', expected: 'a divan table (fastest │ slowest │ median │ mean │ samples │ iters) with benchmark rows', found: input.files[0]?.text.slice(0, 80) });
  }
  // Two bench targets may use the same tree path: prefix those with the target's name. Every benchmark of a
  // run of several targets has its target as group (a report's Group column): clap's clap_bench printed
  // `startup` (target empty), `startup/complex` (ripgrep) and `startup/mixed1` (complex) side by side,
  // whose targets no name said. Names stay as they were, so stored baselines still pair.
  const count = new Map<string, number>();
  for (const { b } of found) count.set(b.name, (count.get(b.name) ?? 0) + 1);
  const targets = new Set(found.map((f) => f.target)).size > 1;
  const names = new UniqueNames();
  const benchmarks = found.map(({ b, target }) => {
    const name = names.take((count.get(b.name) ?? 0) > 1 && target !== '' ? `${target}/${b.name}` : b.name, b.name);
    return targets && target !== '' ? { ...b, name, group: target } : { ...b, name };
  });
  return warnings.length > 0 ? { benchmarks, warnings } : { benchmarks };
}

export const divan: Adapter = {
  id: HARNESS,
  description: 'Rust divan (cargo bench tree table)',
  detect,
  parse,
};
