// Gungraun (the renamed iai-callgrind): Rust benchmarks run once under Valgrind's Callgrind, which counts
// instructions and simulated cache hits exactly. Two formats:
// - the summary JSON, schema version 7 (gungraun-runner 0.20 src/summary/model.rs `BenchmarkSummary`), 6
//   (iai-callgrind-runner 0.16 src/runner/summary.rs; 5, iai-callgrind 0.15.2, reads the same), 4 (iai-callgrind
//   0.15.1, and 0.15.0 labelling it 3: 5's layout with plain counts) or 3 (iai-callgrind 0.14): `--save-summary` writes summary.json files under
//   target/gungraun (target/iai), `--output-format=json` prints one summary per line.
// - the console text (gungraun-runner src/runner/format.rs): a header `module::path id:args`, then
//   `  <metric>:  new|old  (diff) [factor]` lines. Real examples (test/fixtures/gungraun/):
//     summary.json: "module_path": "my_bench::math::bench_fibonacci", "id": "short", … "Ir": {"values": {"new": 1792}}
//     stdout:       my_bench::math::bench_fibonacci short:(10)
//                     Instructions:                                       1792|N/A                  (*********)
// Names are `module_path` plus ` id` (how gungraun names a run: `file::group::function id`); the id is
// also the `id` param. Each metric is one value of one run (Callgrind needs no repetitions). Instructions
// come first and so gate by default; they and the other counts that only the code decides are `exact`
// (certain, no test), the cache-simulated ones are not (see LAYOUT_FREE).
import { own } from '../model/keys';
import type { Benchmark, Direction, Metric } from '../model/results';
import { parseNumber } from '../model/units';
import { ParseError } from '../model/errors';
import { pickJsonOrConsole, type Adapter, type Detection, type ParseInput, type ParseOutput, type SourceFile } from './adapter';
import { type JsonRecord, type JsonSource, array, fail, isRecord, optString, parseJsonFile, parseJsonText, record, string } from './json-doc';
import { numberedLines, stripAnsi } from './text-lines';

const ID = 'gungraun';
export const SUMMARY_VERSION = '7';

interface EventInfo {
  /** EventKind name in the JSON (`Ir`) and the label the console prints (`Instructions`). */
  key: string;
  label: string;
  metric: string;
  unit: string;
  direction: Direction;
  /** False for what the simulated caches and branch predictor decide: see LAYOUT_FREE. */
  exact: boolean;
}

// Instruction, read/write and branch counts depend only on the code that runs: exact between builds.
// Cache hits and misses, mispredicts (and the cycles estimated from them) also depend on where the
// linker puts code and data: rebuilding for one changed function moved the untouched benchmarks of the
// fixtures by up to +100 % RAM hits and -24 % estimated cycles (test/fixtures/gungraun/head). They are
// exact within one binary but not between base and head: compared as single measurements, not exactly.
const LAYOUT_FREE = new Set(['Ir', 'Dr', 'Dw', 'TotalRW', 'SysCount', 'Ge', 'Bc', 'Bi']);
const count = (key: string, label: string, metric: string, unit: string): EventInfo => ({
  key, label, metric, unit, direction: 'smaller', exact: LAYOUT_FREE.has(key),
});
const rate = (key: string, label: string, direction: Direction): EventInfo => ({
  key, label, metric: label.toLowerCase().replace(/ /g, '-'), unit: '%', direction, exact: false,
});

// What Gungraun prints by default for Callgrind (api.rs EventKind, `CallgrindMetrics::Default`), in its order.
const DEFAULT_EVENTS: readonly EventInfo[] = [
  count('Ir', 'Instructions', 'instructions', 'instructions'),
  count('L1hits', 'L1 Hits', 'l1-hits', 'hits'),
  count('LLhits', 'LL Hits', 'll-hits', 'hits'),
  count('RamHits', 'RAM Hits', 'ram-hits', 'hits'),
  count('TotalRW', 'Total read+write', 'total-read-write', 'accesses'),
  count('EstimatedCycles', 'Estimated Cycles', 'estimated-cycles', 'cycles'),
];
// Printed only when chosen with --callgrind-metrics: raw events under their own names, and the rates.
// SysTime and SysCpuTime are clock readings, not counts, and are left out.
const RAW_EVENTS = ['Dr', 'Dw', 'I1mr', 'D1mr', 'D1mw', 'ILmr', 'DLmr', 'DLmw', 'SysCount', 'Ge', 'Bc', 'Bcm', 'Bi', 'Bim',
  'ILdmr', 'DLdmr', 'DLdmw', 'AcCost1', 'AcCost2', 'SpLoss1', 'SpLoss2'];
const CONSOLE_EVENTS = new Map<string, EventInfo>([
  ...DEFAULT_EVENTS,
  ...RAW_EVENTS.map((k) => count(k, k, k, 'events')),
  rate('I1MissRate', 'I1 Miss Rate', 'smaller'),
  rate('D1MissRate', 'D1 Miss Rate', 'smaller'),
  rate('LLiMissRate', 'LLi Miss Rate', 'smaller'),
  rate('LLdMissRate', 'LLd Miss Rate', 'smaller'),
  rate('LLMissRate', 'LL Miss Rate', 'smaller'),
  rate('L1HitRate', 'L1 Hit Rate', 'bigger'),
  rate('LLHitRate', 'LL Hit Rate', 'bigger'),
  rate('RamHitRate', 'RAM Hit Rate', 'bigger'),
].map((e) => [e.label, e]));
// iai-callgrind ≤ 0.14 printed the last-level cache hits (LLhits in its JSON too) as `L2 Hits`.
CONSOLE_EVENTS.set('L2 Hits', CONSOLE_EVENTS.get('LL Hits')!);

// The tools whose metrics are these events (Cachegrind uses the same names); others (DHAT, Memcheck…) are skipped.
const EVENT_TOOLS = ['Callgrind', 'Cachegrind'];

const toMetric = (e: EventInfo, value: number): Metric => ({
  // Said either way: a layout-dependent count is equal in every run of one build, which is no proof of a constant.
  unit: e.unit, direction: e.direction, value, statistic: 'single', n: 1, exact: e.exact,
});

function named(modulePath: string, id: string | undefined, metrics: Record<string, Metric>): Benchmark {
  const group = modulePath.slice(0, Math.max(0, modulePath.lastIndexOf('::')));
  return {
    name: id === undefined ? modulePath : `${modulePath} ${id}`,
    ...(id === undefined ? {} : { params: { id } }),
    ...(group === '' ? {} : { group }),
    metrics,
  };
}

// ---- detection ----

const JSON_MARK = /"module_path"\s*:/;
const JSON_MARK2 = /"benchmark_exe"\s*:/;
// Schema 3 (iai-callgrind 0.14) sorts its keys: `module_path` comes after the whole `callgrind_summary`, which
// alone outgrows the 8 KiB looked at once a run has an old side (`{"Both": […]}` and `diffs` per event).
const JSON_MARK_V3 = /^\{\s*"benchmark_exe"\s*:[^\n]*(?:\n[^\n]*){0,2}"callgrind_summary"\s*:/;
const CONSOLE_LINE = /^ {2}Instructions: +\d+\|(?:\d+|N\/A) /m;

function kindOf(text: string): 'json' | 'console' | undefined {
  const head = text.slice(0, 8192);
  if (/(?:^|\n)\{/.test(head) && JSON_MARK.test(head) && JSON_MARK2.test(head)) return 'json';
  if (JSON_MARK_V3.test(head)) return 'json';
  // The word first, natively: the line-anchored regex over a 60 MB log of another harness took 30 ms.
  const clean = stripAnsi(text);
  if (clean.includes('Instructions:') && CONSOLE_LINE.test(clean)) return 'console';
  return undefined;
}

function detect(input: ParseInput): Detection {
  return input.files.some((f) => kindOf(f.text) !== undefined) ? 'yes' : 'no';
}

// ---- the summary JSON ----

/**
 * The documents of one file: a pretty summary.json (its first line is `{`), or compact summaries one per
 * line (a compact summary.json, or `--output-format=json` stdout); other lines there are not summaries.
 */
function summaryDocs(file: SourceFile): { doc: unknown; src: JsonSource }[] {
  const src: JsonSource = { harness: ID, file: file.path };
  const expected = `a gungraun summary (JSON schema version ${SUMMARY_VERSION})`;
  if (file.json !== undefined) return [{ doc: parseJsonFile(src, file, expected), src }];
  const lines = numberedLines(file.text);
  const first = lines.find((l) => l.text.trim() !== '');
  if (first?.text.trim() === '{') return [{ doc: parseJsonText(src, file.text, expected), src }];
  const docs = lines.filter((l) => l.text.startsWith('{'));
  return docs.map((l) => {
    // Several documents: each is named by its line (`stdout:3: profiles[0]…`).
    const at: JsonSource = docs.length > 1 ? { ...src, file: `${file.path}:${l.line}` } : src;
    return { doc: parseJsonText(at, l.text, expected), src: at };
  });
}

/** This run's count of one event, version 7: `{"values": {"new": 1792, "old": 1790}}`. */
function readV7(src: JsonSource, value: unknown, path: string): number {
  const v = record(src, record(src, value, path).values, `${path}.values`).new;
  // `new` is this run; `old` is gungraun's own previous run, which benchgate does not use.
  if (typeof v !== 'number' || !Number.isFinite(v) || v < 0) return fail(src, `${path}.values.new`, 'a count of this run (a non-negative number)', v);
  return v;
}

/** This run's side of one event's `metrics` (versions 3 to 6): `{"Left": x}` (this run only) or `{"Both": [new, old]}`. */
function thisRun(src: JsonSource, value: unknown, path: string): { side: unknown; at: string } {
  const at = `${path}.metrics`;
  const sides = record(src, record(src, value, path).metrics, at);
  if (sides.Left !== undefined) return { side: sides.Left, at: `${at}.Left` };
  if (Array.isArray(sides.Both)) return { side: sides.Both[0], at: `${at}.Both[0]` };
  // `Right` alone is the old run's count only.
  return fail(src, at, '"Left" or "Both" (a count of this run; "Right" is the old run\'s only)', sides);
}

/** Versions 3 and 4 (iai-callgrind 0.14, 0.15.0 and 0.15.1): plain counts, `{"metrics": {"Left": 1792}}`. */
function readV3(src: JsonSource, value: unknown, path: string): number {
  const { side, at } = thisRun(src, value, path);
  if (typeof side !== 'number' || !Number.isFinite(side) || side < 0) return fail(src, at, 'a count of this run (a non-negative number)', side);
  return side;
}

/** Versions 5 and 6 (iai-callgrind 0.15.2, 0.16) tag each count: `{"metrics": {"Left": {"Int": 1792}}}`. */
function readV6(src: JsonSource, value: unknown, path: string): number {
  const { side, at } = thisRun(src, value, path);
  const tagged = record(src, side, at);
  const v = tagged.Int ?? tagged.Float;
  if (typeof v !== 'number' || !Number.isFinite(v) || v < 0) return fail(src, `${at}.Int`, 'a count of this run (a non-negative number)', v);
  return v;
}

interface Layout {
  /** Where one profile keeps its totals, keyed by event, relative to `profiles[i]`. */
  totals(src: JsonSource, profile: JsonRecord, at: string): { metrics: JsonRecord; path: string };
  read(src: JsonSource, value: unknown, path: string): number;
}

/** Versions 4 to 6: `profiles[i].summaries.total.summary.<tool>`, keyed by event. */
function totalsV6(src: JsonSource, p: JsonRecord, at: string): { metrics: JsonRecord; path: string } {
  const total = record(src, record(src, p.summaries, `${at}.summaries`).total, `${at}.summaries.total`);
  const summary = record(src, total.summary, `${at}.summaries.total.summary`);
  const tool = p.tool as string;
  return { metrics: record(src, summary[tool], `${at}.summaries.total.summary.${tool}`), path: `${at}.summaries.total.summary.${tool}` };
}

const LAYOUTS: Record<string, Layout> = {
  '7': {
    totals: (src, p, at) => {
      const data = record(src, p.data, `${at}.data`);
      const total = record(src, data.total, `${at}.data.total`);
      return { metrics: record(src, total.metrics, `${at}.data.total.metrics`), path: `${at}.data.total.metrics` };
    },
    read: readV7,
  },
  '6': { totals: totalsV6, read: readV6 },
  // Version 5 (iai-callgrind 0.15.2) differs from 6 only in its regressions and baselines, not in the totals read here.
  '5': { totals: totalsV6, read: readV6 },
  // Version 4 (iai-callgrind 0.15.1; iai-callgrind-runner 0.15.1 schemas/summary.v4.schema.json) is 5 before counts
  // became `Metric`s (`{"Int": n}` or `{"Float": x}`, for the rates 0.15.2 added): the same totals, plain counts.
  '4': { totals: totalsV6, read: readV3 },
};

const VERSIONS_READ = 'a summary of schema version 3 (iai-callgrind 0.14), 4 (iai-callgrind 0.15.1), 5 (iai-callgrind 0.15.2), 6 (iai-callgrind 0.16) or 7 (gungraun 0.20)';

function parseSummary(src: JsonSource, doc: unknown, warnings: Set<string>): Benchmark | undefined {
  const s = record(src, doc, '$');
  if (typeof s.version !== 'string') fail(src, 'version', `a gungraun summary version string ("${SUMMARY_VERSION}")`, s.version);
  // iai-callgrind 0.15.0 writes schema 4 labelled "3" (its runner's summary.rs: `version: "3".to_owned()`; 0.15.1 made
  // it "4"). Schema 3 always has `callgrind_summary` (null without Callgrind), never `profiles`.
  const labelled3 = s.version === '3' && s.callgrind_summary === undefined && Array.isArray(s.profiles);
  let layout = labelled3 ? LAYOUTS['4'] : own(LAYOUTS, s.version);
  if (layout === undefined && s.version !== '3') {
    // Versions before 3 are not known here; a newer one is tried as the newest known.
    if (!/^\d+$/.test(s.version) || Number(s.version) < 6) fail(src, 'version', VERSIONS_READ, s.version);
    warnings.add(`gungraun: ${src.file}: summary schema version ${s.version}, read as version ${SUMMARY_VERSION}`);
    layout = LAYOUTS[SUMMARY_VERSION]!;
  }
  const modulePath = string(src, s.module_path, 'module_path');
  const id = optString(src, s.id, 'id');
  if (layout === undefined) return parseV3(src, s, modulePath, id, warnings);
  const profiles = array(src, s.profiles, 'profiles');
  // No profile: the benchmark failed before any tool produced data. Kept, marked failed.
  if (profiles.length === 0) return { ...named(modulePath, id, {}), status: 'failed', error: 'gungraun recorded no profile (the benchmark run failed)' };
  const index = profiles.findIndex((p) => isRecord(p) && EVENT_TOOLS.includes(p.tool as string));
  if (index < 0) {
    const tools = profiles.map((p, i) => string(src, record(src, p, `profiles[${i}]`).tool, `profiles[${i}].tool`));
    warnings.add(`gungraun: ${modulePath}${id === undefined ? '' : ` ${id}`}: no Callgrind or Cachegrind profile (only ${tools.join(', ')}); skipped`);
    return undefined;
  }
  const { metrics, path } = layout.totals(src, profiles[index] as JsonRecord, `profiles[${index}]`);
  const out: Record<string, Metric> = {};
  for (const e of DEFAULT_EVENTS) {
    if (metrics[e.key] !== undefined) out[e.metric] = toMetric(e, layout.read(src, metrics[e.key], `${path}.${e.key}`));
  }
  if (out.instructions === undefined) fail(src, `${path}.Ir`, 'the instruction count (Ir)', metrics.Ir);
  return named(modulePath, id, out);
}

/**
 * Version 3 (iai-callgrind 0.14): no `profiles`; Callgrind's totals are `callgrind_summary.callgrind_run.total.summary`,
 * each event `{"metrics": {"Left": 1792}}` (this run only) or `{"Both": [new, old]}`; other tools in `tool_summaries`.
 */
function parseV3(src: JsonSource, s: JsonRecord, modulePath: string, id: string | undefined, warnings: Set<string>): Benchmark | undefined {
  if (s.callgrind_summary === null) {
    warnings.add(`gungraun: ${modulePath}${id === undefined ? '' : ` ${id}`}: no Callgrind summary; skipped`);
    return undefined;
  }
  const cg = record(src, s.callgrind_summary, 'callgrind_summary');
  const run = record(src, cg.callgrind_run, 'callgrind_summary.callgrind_run');
  const total = record(src, run.total, 'callgrind_summary.callgrind_run.total');
  const path = 'callgrind_summary.callgrind_run.total.summary';
  const metrics = record(src, total.summary, path);
  const out: Record<string, Metric> = {};
  for (const e of DEFAULT_EVENTS) {
    if (metrics[e.key] !== undefined) out[e.metric] = toMetric(e, readV3(src, metrics[e.key], `${path}.${e.key}`));
  }
  if (out.instructions === undefined) fail(src, `${path}.Ir`, 'the instruction count (Ir)', metrics.Ir);
  return named(modulePath, id, out);
}

function parseJson(files: SourceFile[]): ParseOutput {
  const benchmarks: Benchmark[] = [];
  const warnings = new Set<string>();
  for (const file of files) {
    for (const { doc, src } of summaryDocs(file)) {
      const b = parseSummary(src, doc, warnings);
      if (b) benchmarks.push(b);
    }
  }
  return done(benchmarks, warnings, files[0]!.path, false);
}

// ---- the console text ----

// `file::group::function` then optionally ` id` and `:args` (library benchmarks), nothing indented.
const HEADER = /^([A-Za-z_]\w*(?:::[A-Za-z_]\w*)+)(?: ([A-Za-z_]\w*)(?::.*)?)?$/;
// `  Instructions:      1792|N/A      (*********)`: the label, this run's value, the old one.
const METRIC_LINE = /^ {2}([A-Za-z][\w +]*):\s+(\S+)\|(\S+)/;
const TOOL_HEADLINE = /^ {2}=+ ([A-Z]+) =+\s*$/;

function parseConsole(files: SourceFile[]): ParseOutput {
  const benchmarks: Benchmark[] = [];
  const warnings = new Set<string>();
  for (const file of files) {
    let current: { modulePath: string; id: string | undefined; metrics: Record<string, Metric>; line: number } | undefined;
    let inEventTool = true;
    const close = (): void => {
      if (current === undefined) return;
      if (Object.keys(current.metrics).length === 0) warnings.add(`gungraun: ${file.path}:${current.line}: ${current.modulePath}${current.id === undefined ? '' : ` ${current.id}`} printed no Callgrind metrics; skipped`);
      else benchmarks.push(named(current.modulePath, current.id, current.metrics));
      current = undefined;
    };
    for (const { text, line } of numberedLines(file.text)) {
      const header = HEADER.exec(text);
      if (header) {
        close();
        current = { modulePath: header[1]!, id: header[2], metrics: {}, line };
        inEventTool = true;
        continue;
      }
      if (current === undefined) continue;
      const tool = TOOL_HEADLINE.exec(text);
      if (tool) {
        inEventTool = tool[1] === 'CALLGRIND' || tool[1] === 'CACHEGRIND';
        continue;
      }
      if (text !== '' && !text.startsWith(' ')) {
        close(); // the block ends at the first unindented line (the `Gungraun result:` line, cargo's output)
        continue;
      }
      if (!inEventTool) continue;
      const m = METRIC_LINE.exec(text);
      const event = m ? CONSOLE_EVENTS.get(m[1]!.trim()) : undefined;
      if (!m || !event) continue; // Baselines, Command and other fields that are not events
      const raw = m[2]!.replace(/%$/, '');
      const value = parseNumber(raw);
      if (value === undefined || value < 0) {
        throw new ParseError({ harness: ID, file: file.path, line, expected: `"  ${event.label}: <count>|<old count or N/A>"`, found: text.trim() });
      }
      if (current.metrics[event.metric] !== undefined) {
        throw new ParseError({ harness: ID, file: file.path, line, expected: `one "${event.label}" line per benchmark`, found: text.trim() });
      }
      current.metrics[event.metric] = toMetric(event, value);
    }
    close();
  }
  return done(benchmarks, warnings, files[0]!.path, true);
}

function done(benchmarks: Benchmark[], warnings: Set<string>, file: string, text: boolean): ParseOutput {
  if (benchmarks.length === 0) {
    throw new ParseError({
      harness: ID, file, ...(text ? { line: 1 } : {}),
      expected: 'at least one benchmark with Callgrind counts (gungraun `--save-summary`/`--output-format=json` summaries or its console output)',
    });
  }
  return { benchmarks, ...(warnings.size > 0 ? { warnings: [...warnings] } : {}) };
}

function parse(input: ParseInput): ParseOutput {
  const { files, kind } = pickJsonOrConsole(input, kindOf, {
    harness: ID,
    expected: 'gungraun summary JSON (`--save-summary`, `--output-format=json`) or its console output (`  Instructions: N|…`)',
  });
  return kind === 'json' ? parseJson(files) : parseConsole(files);
}

export const gungraun: Adapter = {
  id: ID,
  description: 'Gungraun / iai-callgrind (Valgrind Callgrind): summary JSON or console; instruction counts (exact), cache hits, estimated cycles',
  detect,
  parse,
  largeJson: true,
};

/** The former name: the same adapter under the id iai-callgrind users know; auto-detection names `gungraun`. */
export const iaiCallgrind: Adapter = {
  ...gungraun,
  id: 'iai-callgrind',
  description: 'alias of gungraun (iai-callgrind is its former name)',
  detect: () => 'no',
};
