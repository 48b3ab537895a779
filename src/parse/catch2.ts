// Catch2 benchmarks (v2 and v3): the XML reporter (`--reporter xml`, all values in ns), or the console reporter.
// Format: XmlReporter::benchmarkPreparing/Starting/Ended/Failed in
// https://github.com/catchorg/Catch2/blob/devel/src/catch2/reporters/catch_reporter_xml.cpp (read at commit
// 013edc208bb7): `<BenchmarkResults name samples resamples iterations clockResolution estimatedDuration>` holding
// `<mean value lowerBound upperBound ci/>`, `<standardDeviation …/>`, `<outliers …/>`, or `<failed message/>` when
// the benchmark threw. v3 root `<Catch2TestRun>`, v2 `<Catch><Group>`. Real lines (test/fixtures/catch2/v3/base):
//   <BenchmarkResults name="impl_a/1024" samples="30" resamples="10000" iterations="6" clockResolution="34.8049" estimatedDuration="1.188e+06">
//   <mean value="5802.81" lowerBound="5755.36" upperBound="5973.14" ci="0.95"/>
// Console (ConsoleReporter::benchmark* in catch_reporter_console.cpp): three lines per benchmark, each value with
// its own unit (`5.97188 us`); it does not print the CI level, so console results carry no `ci`.
//   impl_a/1024                                     30             6    1.03266 ms
//                                           5.97188 us    5.70816 us    6.79155 us
// A name longer than the name column is wrapped over several lines, numbers on the last (v3/long-names):
//   a long name that does not fit the
//   name column                                     30            93    1.46196 ms
// Names: the benchmark name; when two test cases hold the same benchmark name, both become
// `<test case>/<benchmark>` (`checksum/impl_a/1024`); a name run more than once in one place (GENERATE reruns
// the test case per value) is numbered `std::sort #1`, `#2`, … (nameBenchmarks). `group` is the test case name (unescaped).
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { Benchmark, Metric } from '../model/results';
import { ParseError } from '../model/errors';
import { METRIC, parseNumber, timeFactor } from '../model/units';
import type { Adapter, ParseInput, ParseOutput, SourceFile } from './adapter';
import { firstLine, lastLine, numberedLines, stripAnsi } from './text-lines';

const ID = 'catch2';
// eslint-disable-next-line no-control-regex -- ANSI escape sequences are control characters by definition
const ANSI = /\u001b\[[0-9;?]*[ -/]*[@-~]/g;
const ARRAYS = new Set(['TestCase', 'Group', 'Section', 'BenchmarkResults', 'Expression', 'Exception', 'FatalErrorCondition', 'Failure']);

type Node = Record<string, unknown>;
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);

interface Found {
  testCase: string;
  /** The sections it ran in, outermost first (the same name may be benchmarked in two of one test case). */
  sections: string[];
  bench: string;
  benchmark: Omit<Benchmark, 'name' | 'group'>;
  file: string;
  where: string;
  /** 1, 2, … when this name ran more than once in the same sections of one test case (GENERATE, a loop). */
  ordinal?: number;
}

function fail(file: string, path: string, expected: string, found?: string): never {
  throw new ParseError({ harness: ID, file, path, expected, found });
}

function nodes(parent: Node, key: string, file: string, path: string): Node[] {
  const v = parent[key];
  if (v === undefined) return [];
  const list = Array.isArray(v) ? v : [v];
  return list.map((n, i) => {
    if (!isNode(n)) fail(file, `${path}.${key}[${i}]`, `a <${key}> element`, String(n));
    return n;
  });
}

function attr(node: Node, name: string, file: string, path: string): string {
  const v = node[`@_${name}`];
  if (typeof v !== 'string') fail(file, `${path}@${name}`, `attribute ${name}`, v === undefined ? 'nothing' : String(v));
  return v;
}

function numAttr(node: Node, name: string, file: string, path: string, check: (n: number) => boolean, what: string): number {
  const text = attr(node, name, file, path);
  const n = parseNumber(text);
  if (n === undefined || !check(n)) fail(file, `${path}@${name}`, what, text);
  return n;
}

function child(node: Node, key: string, file: string, path: string): Node {
  const v = node[key];
  if (!isNode(v)) fail(file, `${path}.${key}`, `one <${key}> element`, v === undefined ? 'nothing' : Array.isArray(v) ? `${v.length} elements` : String(v));
  return v;
}

/** The first failure message inside a test case (failed Expression, Exception, FAIL, fatal signal). */
function firstFailure(node: Node): string | undefined {
  for (const kind of ['Expression', 'Exception', 'FatalErrorCondition', 'Failure']) {
    const list = node[kind];
    for (const item of Array.isArray(list) ? list : list === undefined ? [] : [list]) {
      if (kind === 'Expression') {
        if (!isNode(item) || item['@_success'] !== 'false') continue;
        const original = isNode(item) && typeof item.Original === 'string' ? item.Original.trim() : '';
        const where = isNode(item) ? `${String(item['@_filename'] ?? '?')}:${String(item['@_line'] ?? '?')}` : '';
        return `assertion failed at ${where}${original ? `: ${original}` : ''}`;
      }
      const text = isNode(item) ? (typeof item['#text'] === 'string' ? item['#text'] : '') : String(item);
      return `${kind}: ${text.trim()}`;
    }
  }
  for (const section of Array.isArray(node.Section) ? node.Section : []) {
    const inner = isNode(section) ? firstFailure(section) : undefined;
    if (inner) return inner;
  }
  return undefined;
}

function benchmarkOf(b: Node, file: string, path: string): Omit<Benchmark, 'name' | 'group'> {
  if (b.failed !== undefined) {
    const failed = Array.isArray(b.failed) ? b.failed[0] : b.failed;
    const message = isNode(failed) && typeof failed['@_message'] === 'string' ? failed['@_message'] : '';
    return { status: 'failed', error: message === '' ? 'the benchmark failed' : message, metrics: {} };
  }
  // A REQUIRE that fails inside the benchmark's body ends it before any sample: Catch2 2.13 writes the
  // element with the failed <Expression> and no samples or estimates.
  if (b['@_samples'] === undefined && b.mean === undefined) {
    const failure = firstFailure(b);
    if (failure !== undefined) return { status: 'failed', error: failure, metrics: {} };
  }
  const n = numAttr(b, 'samples', file, path, (x) => Number.isSafeInteger(x) && x >= 0, 'a sample count');
  const mean = child(b, 'mean', file, path);
  const sd = child(b, 'standardDeviation', file, `${path}`);
  const mp = `${path}.mean`;
  const nonNeg = (x: number): boolean => x >= 0;
  const value = numAttr(mean, 'value', file, mp, nonNeg, 'a mean in ns');
  const lower = numAttr(mean, 'lowerBound', file, mp, () => true, 'a number');
  const upper = numAttr(mean, 'upperBound', file, mp, () => true, 'a number');
  const level = numAttr(mean, 'ci', file, mp, (x) => x >= 0 && x < 1, 'a confidence level in [0, 1)');
  const stddev = numAttr(sd, 'value', file, `${path}.standardDeviation`, nonNeg, 'a standard deviation in ns');
  if (level === 0) {
    // --benchmark-no-analysis (catch_analyse.cpp): the mean alone, written as a zero-width interval at level 0
    // beside a standard deviation of 0 that was never computed, so neither is a spread.
    return { status: 'ok', metrics: { [METRIC.time]: { unit: 'ns', direction: 'smaller', value, statistic: 'mean', n, spread: {} } } };
  }
  // value = mean: Catch2's own point estimate (with a bootstrap CI around it); it reports no median.
  const time: Metric = { unit: 'ns', direction: 'smaller', value, statistic: 'mean', n, spread: { stddev, ci: { lower, upper, level } } };
  return { status: 'ok', metrics: { [METRIC.time]: time } };
}

interface Located {
  node: Node;
  path: string;
  sections: string[];
}

/** Every <BenchmarkResults> under a test case, with its <Section> names (nesting follows the test's own source). */
function collect(node: Node, file: string, path: string, sections: string[], out: Located[]): void {
  nodes(node, 'BenchmarkResults', file, path).forEach((b, i) => out.push({ node: b, path: `${path}.BenchmarkResults[${i}]`, sections }));
  nodes(node, 'Section', file, path).forEach((s, i) => {
    const sp = `${path}.Section[${i}]`;
    collect(s, file, sp, [...sections, attr(s, 'name', file, sp)], out);
  });
}

function parseXmlFile(file: SourceFile): Found[] {
  const text = file.text.replace(ANSI, '');
  const valid = XMLValidator.validate(text);
  if (valid !== true) {
    throw new ParseError({ harness: ID, file: file.path, line: valid.err.line, expected: 'well-formed Catch2 XML', found: valid.err.msg });
  }
  let doc: unknown;
  try {
    doc = new XMLParser({ ignoreAttributes: false, parseAttributeValue: false, isArray: (name) => ARRAYS.has(name) }).parse(text);
  } catch (err) {
    // The validator passes a few documents the parser still rejects (e.g. a broken <?xml ?> declaration).
    return fail(file.path, '$', 'well-formed Catch2 XML', err instanceof Error ? err.message : String(err));
  }
  if (!isNode(doc)) fail(file.path, '$', 'a Catch2 XML document');
  if (isNode(doc.testsuites) || isNode(doc.testsuite)) fail(file.path, '$', NO_BENCHMARKS, 'a JUnit report (--reporter junit), which holds no benchmark results');
  let root: Node;
  let rootPath: string;
  if (isNode(doc.Catch2TestRun)) {
    root = doc.Catch2TestRun;
    rootPath = 'Catch2TestRun';
  } else if (isNode(doc.Catch)) {
    const groups = nodes(doc.Catch, 'Group', file.path, 'Catch');
    if (groups.length !== 1) fail(file.path, 'Catch.Group', 'one <Group> element', `${groups.length}`);
    root = groups[0]!;
    rootPath = 'Catch.Group[0]';
  } else {
    return fail(file.path, '$', 'a <Catch2TestRun> (v3) or <Catch> (v2) root element', Object.keys(doc).join(', ') || 'nothing');
  }
  const found: Found[] = [];
  // After a REQUIRE fails inside a benchmark, Catch2 2.13 leaves that <TestCase> open and writes the next ones
  // inside it: test cases are read wherever they are, a nested one with its own failures. A stack, not recursion.
  const cases: { tc: Node; tp: string }[] = nodes(root, 'TestCase', file.path, rootPath).map((tc, ti) => ({ tc, tp: `${rootPath}.TestCase[${ti}]` }));
  for (let k = 0; k < cases.length; k++) {
    const { tc, tp } = cases[k]!;
    nodes(tc, 'TestCase', file.path, tp).forEach((inner, ii) => cases.push({ tc: inner, tp: `${tp}.TestCase[${ii}]` }));
    const testCase = attr(tc, 'name', file.path, tp);
    const overall = isNode(tc.OverallResult) ? tc.OverallResult['@_success'] : undefined;
    const failure = firstFailure(tc) ?? (overall === 'false' ? 'the test case failed' : undefined);
    const list: Located[] = [];
    collect(tc, file.path, tp, [], list);
    list.forEach(({ node: b, path: bp, sections }) => {
      const bench = attr(b, 'name', file.path, bp);
      if (bench === '') fail(file.path, `${bp}@name`, 'a benchmark name', '');
      const benchmark = benchmarkOf(b, file.path, bp);
      // A failed assertion in the same test case taints its numbers: kept, but marked failed.
      if (failure !== undefined && benchmark.status === 'ok') {
        benchmark.status = 'failed';
        benchmark.error = `test case "${testCase}" failed: ${failure}`;
      }
      found.push({ testCase, sections, bench, benchmark, file: file.path, where: bp });
    });
  }
  return found;
}

// ---------- console reporter ----------

const DASHES = /^-{20,}$/;
const DOTS = /^\.{20,}$/;
const TABLE_HEAD = /^benchmark name\s+samples\s+iterations\s+(?:est run time|estimated)$/;
// --benchmark-no-analysis: one row per benchmark, its mean last; no std dev is computed.
const NO_ANALYSIS_HEAD = /^benchmark name\s+samples\s+iterations\s+mean$/;
const Q = '([-+]?\\d+(?:\\.\\d+)?(?:e[-+]?\\d+)?) (ns|us|µs|ms|s)';
// `<name> <samples> <iterations> <estimate> <unit>`, matched at the start of its samples: as one regex
// (`^(.*?)\s*(\d+)…`), the lazy name tried every position of a long run of digits or spaces, each time
// scanning the run again (a 64 KiB line printed inside a table took 3 s, a MiB minutes).
const ROW1_TAIL = new RegExp(`(\\d+)\\s+(\\d+)\\s+${Q}$`, 'y');
const SPACE = /\s/;
const LINE_BREAK = /[\n\r\u2028\u2029]/;

/** [row, name, samples, iterations, estimate, unit] as the regex gave them: the four fields are found from the right, once. */
function matchRow1(text: string): string[] | null {
  let at = text.length;
  for (let k = 0; k < 3; k++) {
    while (at > 0 && !SPACE.test(text[at - 1]!)) at--;
    while (at > 0 && SPACE.test(text[at - 1]!)) at--;
  }
  while (at > 0 && text[at - 1]! >= '0' && text[at - 1]! <= '9') at--; // the samples, perhaps right after the name
  ROW1_TAIL.lastIndex = at;
  const tail = ROW1_TAIL.exec(text);
  const name = text.slice(0, at).trimEnd();
  return tail === null || LINE_BREAK.test(name) ? null : [text, name, ...tail.slice(1)];
}
// A line ending like a row's estimate (`… 1.45 ms`): its last digit is enough, and `\d+(?:\.\d+)?` there
// rescanned a long run of digits from each of its positions.
const ENDS_IN_TIME = /\d (?:ns|us|µs|ms|s)$/;
const ROW23 = new RegExp(`^${Q}\\s+${Q}\\s+${Q}$`);
// A mean row whose name column still holds the end of a wrapped name ("a long name   344 ns  341 ns  349 ns",
// in github-action-benchmark's Catch2 test data): the text before the three quantities, split on the run
// of spaces that pads the name column, so the match stays linear.
const ROW2_NAMED = new RegExp(`^(\\S+(?: \\S+)*) {2,}${Q}\\s+${Q}\\s+${Q}$`);
// What the console prints after a benchmark table when an assertion is reported (ConsoleAssertionPrinter:
// `<file>:<line>: FAILED:`, `SKIPPED:`, `warning:`, `PASSED:` with -s…, then its message) or a section has none:
// the table is closed there (a later benchmark prints its header again), and the lines after it are not names.
// Catch2 v3 also prints `No test cases matched '[int]'` after the last table for a part of the spec that matched
// nothing (a real pyincpp run of `'[int],[std]'`); read as a wrapped name, it failed the whole parse.
const TABLE_END = /^(?:\S.*(?::\d+|\(\d+\)): (?:PASSED|FAILED|SKIPPED|warning|info|\*\* internal error \*\*)|No assertions in (?:section|test case) '|No test cases matched )/;
// printTotals (v2 and v3): "All tests passed (6 assertions in 3 test cases)", "test cases: 3 | 2 passed | 1 failed", "No tests ran".
const TOTALS = /^(All tests passed|test cases:|No tests ran)/i;

function quantity(value: string, unit: string): number | undefined {
  const v = parseNumber(value);
  const f = timeFactor(unit);
  return v === undefined || f === undefined ? undefined : v * f;
}

// Catch2's TextFlow wraps a long name in the name column (rule width + 1 − 43 − 2 = 35 characters at the default
// width 80): at whitespace (dropped), after one of `])}>.,:;*+-=&/\`, before one of `[({<|`, or, with no such
// boundary on the line, mid-word with a `-` appended (isBoundary / calcLength in catch_textflow.cpp, v2 and v3).
const BREAK_AFTER = '])}>.,:;*+-=&/\\';
const BREAK_BEFORE = '[({<|';

/**
 * The name Catch2 printed over several lines. A break between two word characters was a space. A break at
 * punctuation may have eaten one or not, read the usual way: none after a path, scope or version separator
 * (`a/b`, `std::sort`, `v1.2`, `pseudo-random`), one after `,` and `;`; elsewhere (`) `, `= `, ` (`, …) none,
 * but `guessed` is set so the caller can say so.
 */
function joinWrapped(parts: string[], width: number): { name: string; guessed: boolean } {
  const pieces = [parts[0] ?? '']; // joined once at the end: linear in the name's length
  let guessed = false;
  for (let k = 1; k < parts.length; k++) {
    const prev = parts[k - 1]!;
    const next = parts[k]!;
    const last = prev.at(-1) ?? '';
    if (prev.length === width && last === '-' && !/[\s\])}>.,:;*+\-=&/\\[({<|]/.test(prev.slice(0, -1))) {
      pieces[pieces.length - 1] = prev.slice(0, -1); // the hyphen Catch2 added to split a word with no boundary
    } else if ('/\\.-:'.includes(last)) {
      // a path, scope or version separator: no space was there
    } else if (last === ',' || last === ';') {
      pieces.push(' ');
    } else if (BREAK_AFTER.includes(last) || BREAK_BEFORE.includes(next[0] ?? '')) {
      guessed = true;
    } else {
      pieces.push(' ');
    }
    pieces.push(next);
  }
  return { name: pieces.join(''), guessed };
}

function parseConsoleFile(file: SourceFile, warnings: string[]): Found[] {
  // Numbered, with two lines standing for a run of blank ones (a flood of them made an array of millions).
  const lines = numberedLines(file.text);
  for (const l of lines) l.text = l.text.trimEnd();
  const found: Found[] = [];
  const failedCases = new Map<string, string>();
  let testCase: string | undefined;
  let sections: string[] = [];
  let inTable = false;
  let noAnalysis = false;
  let nameParts: string[] = [];
  let nameWidth = 35;
  const err = (line: number, expected: string, text: string): never => {
    throw new ParseError({ harness: ID, file: file.path, line, expected, found: text });
  };
  const nameOf = (parts: string[], line: number): string => {
    const { name, guessed } = joinWrapped(parts.filter((p) => p !== ''), nameWidth);
    if (guessed) {
      warnings.push(`${file.path}:${line - parts.length + 1}: Catch2 wrapped a benchmark name at punctuation, read as "${name}" (a space there would be lost; --reporter xml keeps names exact)`);
    }
    return name;
  };
  // The console reporter ends every run with its totals (ConsoleReporter::testRunEnded), also after a
  // fatal signal (RunContext::handleFatalErrorCondition reports the run's end): results with no totals
  // after them were cut off, or the run was killed.
  let closed = true;
  // Only the third and later lines of a blank run are missing from `lines`: after a line that is not blank,
  // lines[i + 1] is the next line of the file, and `line + 1` its number.
  for (let i = 0; i < lines.length; i++) {
    const { text, line } = lines[i]!;
    if (TOTALS.test(text)) closed = true;
    if (DASHES.test(text) && (lines[i + 1]?.text ?? '').trim() !== '' && !DASHES.test(lines[i + 1]!.text)) {
      // Test case header: dashes, name (and indented section names), dashes, file:line, dots.
      let j = i + 1;
      const name = lines[j]!.text;
      sections = [];
      while (j < lines.length && !DASHES.test(lines[j]!.text)) {
        if (j > i + 1 && lines[j]!.text.startsWith('  ')) sections.push(lines[j]!.text.trim());
        j++;
      }
      if (j >= lines.length) err(line, 'a test case header closed by a dashed line', text);
      testCase = name;
      inTable = false;
      i = j;
      continue;
    }
    if (TABLE_HEAD.test(text.trim()) || NO_ANALYSIS_HEAD.test(text.trim())) {
      if (testCase === undefined) err(line, 'a test case header before the benchmark table', text);
      noAnalysis = NO_ANALYSIS_HEAD.test(text.trim());
      const k = noAnalysis ? 1 : 3; // (the mean / std dev header lines and) the dashed rule
      // Line `line + k` may be a blank one dropped from a run (or past the end): read as '', as it was.
      const rule = lines[i + k]?.line === line + k ? lines[i + k]!.text : '';
      if (!DASHES.test(rule)) err(line + k, 'the dashed rule under the benchmark table header', rule);
      i += k;
      nameWidth = rule.length - 44; // the rule is CATCH_CONFIG_CONSOLE_WIDTH − 1 dashes
      inTable = true;
      nameParts = [];
      continue;
    }
    if (/^\S.*:\d+: FAILED:$/.test(text) && testCase !== undefined && !failedCases.has(testCase)) {
      failedCases.set(testCase, `${text.replace(/: FAILED:$/, '')}: ${(lines[i + 1]?.text ?? '').trim()}`);
    }
    if (inTable && TABLE_END.test(text)) {
      // (The line before is a name part, never blank: a blank line after one is refused below.)
      if (nameParts.length > 0) err(lines[i - 1]!.line, 'the samples / iterations / estimate of the benchmark above', lines[i - 1]!.text);
      inTable = false;
    }
    if (!inTable || DOTS.test(text)) continue;
    if (text.trim() === '') {
      if (nameParts.length > 0) err(line, 'the samples / iterations / estimate of the benchmark above', text);
      continue;
    }
    if (/^={20,}$/.test(text)) {
      inTable = false;
      continue;
    }
    // `--durations yes` prints `5.418 s: <test case>` when a test case ends, after its table's blank line:
    // the table's end, not the start of a wrapped benchmark name.
    if (nameParts.length === 0 && /^\d+\.\d{3} s: \S/.test(text)) {
      inTable = false;
      continue;
    }
    const failedAt = text.indexOf('Benchmark failed (');
    if (failedAt >= 0) {
      const name = nameOf([...nameParts, text.slice(0, failedAt).trim()], line);
      if (name === '') err(line, 'a benchmark name before "Benchmark failed"', text);
      const message = text.slice(failedAt + 'Benchmark failed ('.length).replace(/\)$/, '');
      found.push({ testCase: testCase!, sections, bench: name, benchmark: { status: 'failed', error: message, metrics: {} }, file: file.path, where: `line ${line}` });
      closed = false;
      nameParts = [];
      continue;
    }
    const r1 = matchRow1(text);
    if (!r1) {
      if (ENDS_IN_TIME.test(text)) err(line, 'a benchmark row "<name> <samples> <iterations> <estimate> <unit>"', text);
      nameParts.push(text.trim()); // a long name wrapped over several lines
      continue;
    }
    if (noAnalysis) {
      const name = nameOf([...nameParts, r1[1]!.trim()], line);
      nameParts = [];
      if (name === '') err(line, 'a benchmark name', text);
      const n = parseNumber(r1[2]!);
      const value = quantity(r1[4]!, r1[5]!);
      if (n === undefined || !Number.isSafeInteger(n) || value === undefined || value < 0) err(line, 'a sample count and a mean ≥ 0', text);
      const time: Metric = { unit: 'ns', direction: 'smaller', value: value!, statistic: 'mean', n: n!, spread: {} };
      found.push({ testCase: testCase!, sections, bench: name, benchmark: { status: 'ok', metrics: { [METRIC.time]: time } }, file: file.path, where: `line ${line}` });
      closed = false;
      continue;
    }
    const meanText = (lines[i + 1]?.text ?? '').trim();
    const named = ROW23.test(meanText) ? null : ROW2_NAMED.exec(meanText);
    const name = nameOf([...nameParts, r1[1]!.trim(), ...(named ? [named[1]!] : [])], line);
    nameParts = [];
    if (name === '') err(line, 'a benchmark name', text);
    const mean = named ? ROW23.exec(meanText.slice(named[1]!.length).trim()) : ROW23.exec(meanText);
    const sd = ROW23.exec((lines[i + 2]?.text ?? '').trim());
    if (!mean) err(line + 1, 'mean, low mean and high mean with units', lines[i + 1]?.text ?? '');
    if (!sd) err(line + 2, 'std dev, low std dev and high std dev with units', lines[i + 2]?.text ?? '');
    const n = parseNumber(r1[2]!);
    const value = quantity(mean![1]!, mean![2]!);
    const stddev = quantity(sd![1]!, sd![2]!);
    if (n === undefined || !Number.isSafeInteger(n) || value === undefined || value < 0 || stddev === undefined || stddev < 0) {
      err(line, 'a sample count, a mean ≥ 0 and a std dev ≥ 0', `${text} / ${lines[i + 1]!.text} / ${lines[i + 2]!.text}`);
    }
    const time: Metric = { unit: 'ns', direction: 'smaller', value: value!, statistic: 'mean', n: n!, spread: { stddev: stddev! } };
    found.push({ testCase: testCase!, sections, bench: name, benchmark: { status: 'ok', metrics: { [METRIC.time]: time } }, file: file.path, where: `line ${line}` });
    closed = false;
    i += 2;
  }
  if (nameParts.length > 0) {
    // The file's last line, which may be a blank one dropped from a run.
    const end = lastLine(file.text);
    err(end.line, 'the rest of the benchmark row', end.text.trimEnd());
  }
  if (!closed) {
    const end = lines.findLast((l) => l.text.trim() !== '');
    err(end?.line ?? 0, 'Catch2\'s totals ("All tests passed …" or "test cases: …") after the last benchmark (the console reporter always ends a run with them: the output was cut off, or the run was killed)', end?.text ?? '');
  }
  for (const f of found) {
    const failure = failedCases.get(f.testCase);
    if (failure !== undefined && f.benchmark.status === 'ok') {
      f.benchmark.status = 'failed';
      f.benchmark.error = `test case "${f.testCase}" failed: ${failure}`;
    }
  }
  return found;
}

const NO_BENCHMARKS = 'Catch2 benchmark results: run the benchmarks with `--reporter xml` (or give benchgate the console output)';
// Catch2 v3's JSON reporter (`--reporter json`, catch_reporter_json.cpp): its benchmark* hooks are empty, so it
// writes test cases and totals only. Recognised to say so rather than "no benchmarks found".
const isJsonReport = (f: SourceFile): boolean => {
  const head = f.text.slice(0, 4000);
  return /^\s*\{/.test(head) && /"catch2-version"\s*:/.test(head) && /"test-run"\s*:/.test(f.text);
};

const isXml = (f: SourceFile): boolean => /^\s*<(?:\?xml|Catch)/.test(f.text.replace(ANSI, '').slice(0, 500));
/** Whether a line is a benchmark table's header: only the lines holding `benchmark name` are read, not every line split. */
function isConsole(f: SourceFile): boolean {
  const text = stripAnsi(f.text);
  for (let at = text.indexOf('benchmark name'); at >= 0; ) {
    const nl = text.indexOf('\n', at);
    const l = text.slice(text.lastIndexOf('\n', at) + 1, nl < 0 ? text.length : nl).trim();
    if (TABLE_HEAD.test(l) || NO_ANALYSIS_HEAD.test(l)) return true;
    if (nl < 0) return false;
    at = text.indexOf('benchmark name', nl); // from the next line: a line of many would be read once each
  }
  return false;
}

// ---------- names ----------

/**
 * Numbers the results of one file whose test case, sections and name are all the same, in the order Catch2 ran
 * them. That is GENERATE (Catch2 reruns the whole test case once per generated value, so every BENCHMARK in it,
 * also one before the GENERATE, reports again) or a BENCHMARK in a loop. Neither reporter records the generated
 * value or which run of the test case it was: XmlReporter writes one <TestCase> with the runs' <BenchmarkResults>
 * (and <Section>s) one after another and has no testCasePartialStarting hook; the console repeats the test case
 * header. The order is the code's, so the same code numbers its runs the same in base and head.
 */
function numberRepeats(found: Found[]): Found[] {
  const place = (f: Found): string => JSON.stringify([f.testCase, f.sections, f.bench]);
  const total = new Map<string, number>();
  for (const f of found) total.set(place(f), (total.get(place(f)) ?? 0) + 1);
  const seen = new Map<string, number>();
  for (const f of found) {
    const key = place(f);
    if (total.get(key)! < 2) continue;
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    f.ordinal = n;
  }
  return found;
}

/**
 * The benchmark name; `<test case>/<name>` when two test cases hold it, `<test case>/<sections>/<name>` when two
 * places in one test case do; ` #1`, ` #2`, … after it when it ran more than once in one place (numberRepeats).
 * A name that is still not unique (one test case in two files, a literal `sort #2` beside a repeated `sort`) is
 * refused: pairing base and head by it would compare two different benchmarks.
 */
function nameBenchmarks(found: Found[]): Benchmark[] {
  const cases = new Map<string, Set<string>>();
  const places = new Map<string, Set<string>>();
  for (const f of found) {
    cases.set(f.bench, (cases.get(f.bench) ?? new Set()).add(f.testCase));
    const key = JSON.stringify([f.testCase, f.bench]);
    places.set(key, (places.get(key) ?? new Set()).add(JSON.stringify(f.sections)));
  }
  const named = new Map<string, Found>();
  return found.map((f): Benchmark => {
    const base = places.get(JSON.stringify([f.testCase, f.bench]))!.size > 1
      ? [f.testCase, ...f.sections, f.bench].join('/')
      : cases.get(f.bench)!.size > 1 ? `${f.testCase}/${f.bench}` : f.bench;
    const name = f.ordinal === undefined ? base : `${base} #${f.ordinal}`;
    const first = named.get(name);
    if (first) {
      // (The first place goes in `expected`: `found` is cut at 120 characters.)
      const why = `a name that runs more than once in one place of one test case, as with GENERATE, is numbered "#1", "#2", … in run order; this one is also at ${first.file}: ${first.where}`;
      fail(f.file, f.where, `a benchmark name no other result has (${why})`, name);
    }
    named.set(name, f);
    return { name, group: f.testCase, ...f.benchmark };
  });
}

/**
 * The test spec of a run that matched no test case: the XML root's `filters` with no <TestCase>, or the
 * console's `No test cases matched '[!benchmark]'`. A spec the benchmarks' tags miss is an easy mistake
 * (`[!benchmark]` is a v2 convention, not a default), and "no benchmark results" does not say it.
 */
function unmatchedSpec(files: SourceFile[]): { file: string; spec: string; line: string } | undefined {
  for (const f of files) {
    const root = /<(?:Catch2TestRun|Catch)\b[^>]*?\sfilters="([^"]*)"[^>]*>/.exec(f.text);
    if (root && !/<TestCase\b/.test(f.text)) {
      const spec = root[1]!.replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
      return { file: f.path, spec: `'${spec}'`, line: root[0] };
    }
    // Looked for first as a plain string: the multiline pattern visits every line start of any output auto-detection tries.
    const m = f.text.includes('No test cases matched ') ? /^No test cases matched (.+?)\s*$/m.exec(f.text) : null;
    if (m) return { file: f.path, spec: m[1]!, line: m[0].trim() };
  }
  return undefined;
}

function parse(input: ParseInput): ParseOutput {
  const xmlFiles = input.files.filter(isXml);
  const consoleFiles = input.files.filter((f) => !isXml(f) && isConsole(f));
  const warnings: string[] = [];
  let found: Found[];
  if (xmlFiles.length > 0) {
    found = xmlFiles.flatMap((f) => numberRepeats(parseXmlFile(f)));
    if (consoleFiles.length > 0) warnings.push(`used the XML report; ignored ${consoleFiles.map((f) => f.path).join(', ')}`);
  } else {
    found = consoleFiles.flatMap((f) => numberRepeats(parseConsoleFile(f, warnings)));
  }
  const json = input.files.find(isJsonReport);
  if (found.length === 0 && json) fail(json.path, '$', NO_BENCHMARKS, 'a JSON reporter report (--reporter json), which holds no benchmark results');
  const spec = found.length === 0 ? unmatchedSpec(input.files) : undefined;
  if (spec !== undefined) {
    throw new ParseError({
      harness: ID,
      file: spec.file,
      expected: `Catch2 benchmark results: no test case matched the test spec ${spec.spec}, and Catch2 ran nothing (v2 exits 0 then); give the run the tag of the test cases holding the BENCHMARKs (\`'[bench]'\`), or no test spec`,
      found: spec.line,
    });
  }
  if (found.length === 0) {
    throw new ParseError({
      harness: ID,
      file: input.files.map((f) => f.path).join(', ') || '<no files>',
      expected: 'Catch2 benchmark results (XML reporter <BenchmarkResults>, or the console benchmark table)',
      found: firstLine(input.files.find((f) => f.text.trim() !== '')?.text.trim() ?? ''),
    });
  }
  const benchmarks = nameBenchmarks(found);
  return warnings.length > 0 ? { benchmarks, warnings } : { benchmarks };
}

function detect(input: ParseInput): 'yes' | 'maybe' | 'no' {
  let maybe = false;
  for (const f of input.files) {
    const head = f.text.slice(0, 4000);
    if (/<(?:Catch2TestRun|Catch)\b/.test(head)) {
      if (/<BenchmarkResults\b/.test(f.text)) return 'yes';
      maybe = true;
    } else if (/is a Catch2? v\d+\.\d+\.\d+ host application\./.test(head) && isConsole(f)) {
      return 'yes';
    } else if (isJsonReport(f)) {
      return 'yes'; // Catch2's own ("catch2-version"), without results: parse says what to run instead
    }
  }
  // A test spec that matched nothing is Catch2's too: parse names the spec.
  if (unmatchedSpec(input.files) !== undefined) return 'yes';
  return maybe ? 'maybe' : 'no';
}

export const catch2: Adapter = {
  id: ID,
  description: 'Catch2 (v2, v3) benchmarks: the XML reporter (--reporter xml) or the console benchmark table',
  detect,
  parse,
};
