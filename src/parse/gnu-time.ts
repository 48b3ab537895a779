// GNU time `-v` (verbose) resource report, written to stderr after the command's own stderr.
// Format: the `-v` format string in GNU time's src/time.c (https://git.savannah.gnu.org/cgit/time.git/tree/src/time.c)
// and `man 1 time`: tab-indented `Key: value` lines from `Command being timed` to `Exit status`,
// preceded by `Command exited with non-zero status N` / `Command terminated by signal N` when so.
// Real lines (test/fixtures/gnu-time/base/time-v.stderr.txt):
//   	Command being timed: "./work impl_a 2"
//   	Elapsed (wall clock) time (h:mm:ss or m:ss): 0:00.06
// Several blocks in one input are several runs; the same command more than once is one benchmark
// with one sample per run.
import type { Benchmark, Metric } from '../model/results';
import { ParseError } from '../model/errors';
import { METRIC, parseNumber } from '../model/units';
import type { Adapter, ParseInput, ParseOutput } from './adapter';
import { WHOLE_LAST_LINE, printedZeroWarning } from './text-lines';
import { maxOf, minOf } from '../model/arrays';

const ID = 'gnu-time';
// eslint-disable-next-line no-control-regex -- ANSI escape sequences are control characters by definition
const ANSI = /\u001b\[[0-9;?]*[ -/]*[@-~]/g;
const START = /^\tCommand being timed: "(.*)"$/;
const ENTRY = /^\t(.+?): (.*)$/; // the first ": " ends the key ("(h:mm:ss or m:ss)" has no ": ")
const STATUS_LINE = /^Command (exited with non-zero status \d+|terminated by signal \d+)$/;
const KEYS = {
  wall: 'Elapsed (wall clock) time (h:mm:ss or m:ss)',
  user: 'User time (seconds)',
  system: 'System time (seconds)',
  rss: 'Maximum resident set size (kbytes)',
  exit: 'Exit status',
} as const;

interface Run {
  command: string;
  wallNs: number;
  userNs: number;
  systemNs: number;
  rssBytes: number;
  failure?: string;
  /** Times printed as zero (`0.00`, `0:00.00`): under time's 0.01 s resolution, not measured zeros. */
  zeros: { metric: string; line: number; printed: string }[];
}

/** `0:00.06` (m:ss.cc) or `1:02:03` (h:mm:ss) → ns. */
function elapsedNs(text: string): number | undefined {
  const parts = text.split(':');
  if (parts.length < 2 || parts.length > 3 || parts.slice(0, -1).some((p) => !/^\d+$/.test(p))) return undefined;
  const seconds = parseNumber(parts[parts.length - 1]!);
  if (seconds === undefined || seconds < 0 || !/^\d+(\.\d+)?$/.test(parts[parts.length - 1]!)) return undefined;
  const [h, m] = parts.length === 3 ? [Number(parts[0]), Number(parts[1])] : [0, Number(parts[0])];
  return Math.round((h * 3600 + m * 60 + seconds) * 1e9); // printed to 0.01 s: integer ns loses nothing
}

function parseRuns(file: { path: string; text: string }): Run[] {
  const lines = file.text.replace(ANSI, '').split(/\r?\n/);
  const runs: Run[] = [];
  // time.c ends each report line with a newline: a report line without one was cut off (even `Exit
  // status: 13` cut to `1` still parses). A cut report before its `Exit status` line is refused below.
  const last = lines[lines.length - 1]!;
  const hasReport = lines.some((l) => START.test(l)); // not a file of the command's own output
  if (hasReport && (/^\t\S/.test(last) || STATUS_LINE.test(last))) {
    throw new ParseError({ harness: ID, file: file.path, line: lines.length, expected: WHOLE_LAST_LINE, found: last });
  }
  let pendingFailure: string | undefined;
  const err = (line: number, expected: string, found: string): never => {
    throw new ParseError({ harness: ID, file: file.path, line, expected, found });
  };
  for (let i = 0; i < lines.length; i++) {
    const text = lines[i]!;
    const status = STATUS_LINE.exec(text);
    if (status) {
      pendingFailure = `command ${status[1]}`;
      continue;
    }
    const start = START.exec(text);
    if (!start) continue; // the command's own stderr, printed before the report
    const startLine = i + 1;
    const values = new Map<string, { value: string; line: number }>();
    for (i = i + 1; i < lines.length; i++) {
      if (i === lines.length - 1 && lines[i] === '') break; // the file's final newline: the report stops short
      const entry = ENTRY.exec(lines[i]!);
      if (!entry) err(i + 1, 'a tab-indented "Key: value" line of the time -v report', lines[i]!);
      values.set(entry![1]!, { value: entry![2]!.trim(), line: i + 1 });
      if (entry![1] === KEYS.exit) break;
    }
    if (!values.has(KEYS.exit)) {
      const end = lines.findLastIndex((l) => l !== '');
      err(end + 1, `the report to end with "${KEYS.exit}: <n>" (block from line ${startLine}; time prints it last: the output was cut off)`, lines[end] ?? '');
    }
    const get = (key: string): { value: string; line: number } => values.get(key) ?? err(startLine, `a "${key}" line in the time -v report`, '');
    const seconds = (key: string): number => {
      const { value, line } = get(key);
      const n = /^\d+(\.\d+)?$/.test(value) ? parseNumber(value) : undefined;
      return n === undefined ? err(line, `${key} as seconds`, value) : Math.round(n * 1e9);
    };
    const wall = get(KEYS.wall);
    const wallNs = elapsedNs(wall.value) ?? err(wall.line, 'an elapsed time as h:mm:ss or m:ss.cc', wall.value);
    const rss = get(KEYS.rss);
    const kb = /^\d+$/.test(rss.value) ? parseNumber(rss.value) : undefined;
    if (kb === undefined) err(rss.line, 'a size in kbytes', rss.value);
    const exit = get(KEYS.exit);
    if (!/^\d+$/.test(exit.value)) err(exit.line, 'an exit status', exit.value);
    const failure = pendingFailure ?? (exit.value !== '0' ? `command exited with status ${exit.value}` : undefined);
    pendingFailure = undefined;
    if (start[1] === '') err(startLine, 'a command name', text);
    const userNs = seconds(KEYS.user);
    const systemNs = seconds(KEYS.system);
    const zeros = ([[METRIC.time, KEYS.wall, wallNs], ['user-time', KEYS.user, userNs], ['system-time', KEYS.system, systemNs]] as const)
      .filter(([, , ns]) => ns === 0)
      .map(([metric, key]) => ({ metric, line: get(key).line, printed: get(key).value }));
    // GNU time's "kbytes" are KiB (Linux ru_maxrss is in KiB).
    runs.push({ command: start[1]!, wallNs, userNs, systemNs, rssBytes: kb! * 1024, failure, zeros });
  }
  return runs;
}

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/** One run is a single measurement; several runs of one command are samples, summarised by their median. */
function metric(values: number[], unit: string): Metric {
  if (values.length === 1) return { unit, direction: 'smaller', value: values[0]!, statistic: 'single', samples: values, n: 1 };
  return {
    unit,
    direction: 'smaller',
    value: median(values),
    statistic: 'median',
    samples: values,
    n: values.length,
    spread: { min: minOf(values), max: maxOf(values) },
  };
}

function parse(input: ParseInput): ParseOutput {
  const byCommand = new Map<string, Run[]>();
  const files = new Map<Run, string>();
  for (const file of input.files) {
    for (const run of parseRuns(file)) {
      files.set(run, file.path);
      byCommand.set(run.command, [...(byCommand.get(run.command) ?? []), run]);
    }
  }
  if (byCommand.size === 0) {
    throw new ParseError({
      harness: ID,
      file: input.files.map((f) => f.path).join(', ') || '<no files>',
      expected: 'a GNU time -v report ("\\tCommand being timed: ...")',
      found: input.files.find((f) => f.text.trim() !== '')?.text.trim().split(/\r?\n/, 1)[0] ?? '',
    });
  }
  const warnings: string[] = [];
  const benchmarks: Benchmark[] = [...byCommand].map(([command, runs]) => {
    const failures = runs.map((r) => r.failure).filter((f): f is string => f !== undefined);
    // A failed command compares as inconclusive anyway; for the others, one warning per metric, at its first zero.
    const warned = new Set<string>();
    for (const run of failures.length > 0 ? [] : runs) {
      for (const z of run.zeros) {
        if (warned.has(z.metric)) continue;
        warned.add(z.metric);
        warnings.push(printedZeroWarning(`${files.get(run)!}:${z.line}`, command, z.metric, z.printed));
      }
    }
    return {
      name: command,
      status: failures.length > 0 ? 'failed' : 'ok',
      ...(failures.length > 0 ? { error: failures.length === 1 ? failures[0] : `${failures.length} of ${runs.length} runs failed: ${failures[0]}` } : {}),
      metrics: {
        [METRIC.time]: metric(runs.map((r) => r.wallNs), 'ns'),
        'user-time': metric(runs.map((r) => r.userNs), 'ns'),
        'system-time': metric(runs.map((r) => r.systemNs), 'ns'),
        // Peak RSS repeats exactly within a burst of runs and still moves between processes: not an exact count.
        'max-rss': { ...metric(runs.map((r) => r.rssBytes), 'B'), exact: false },
      },
    };
  });
  return warnings.length > 0 ? { benchmarks, warnings } : { benchmarks };
}

function detect(input: ParseInput): 'yes' | 'maybe' | 'no' {
  for (const f of input.files) {
    const text = f.text.slice(0, 200_000);
    if (/^\tCommand being timed: "/m.test(text) && /^\tElapsed \(wall clock\) time/m.test(text)) return 'yes';
    if (/^[ \t]*Command being timed: /m.test(text)) return 'maybe';
  }
  return 'no';
}

export const gnuTime: Adapter = {
  id: ID,
  description: 'GNU time -v report: wall, user and system time and maximum RSS of a command',
  detect,
  parse,
};
