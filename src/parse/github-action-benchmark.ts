// github-action-benchmark's custom JSON (https://github.com/benchmark-action/github-action-benchmark#examples,
// `tool: customSmallerIsBetter` / `customBiggerIsBetter`): an array of `{ name, unit, value, range?, extra? }`.
//   { "name": "No instrumentation", "unit": "ns", "value": 90.9439, "range": 0.519165 }
//   { "name": "… - CPU Load", "unit": "Percent", "value": 50, "range": "5%", "extra": "My Optional Information for the tooltip" }
// The array does not say which way is better (that action takes it from `tool:`), so there are two ids:
// `gab-smaller` (claimed by auto-detection: the common case) and `gab-bigger` (named in `harness:`).
import { ParseError } from '../model/errors';
import type { Benchmark, Direction, Metric } from '../model/results';
import { METRIC, parseNumber, timeFactor } from '../model/units';
import type { Adapter, Detection, ParseInput, ParseOutput, SourceFile } from './adapter';
import { array, fail, finite, isRecord, parseJsonText, record, string, type JsonSource } from './json-doc';
import { stripAnsi } from './text-lines';

/** That action's gh-pages history (`data.js`), which is not an output but a baseline's history: `benchgate import-history` reads it. */
const GH_PAGES_HISTORY = /^\s*window\.BENCHMARK_DATA\s*=/;

const files = (input: ParseInput): SourceFile[] => input.files.filter((f) => f.path !== '<stderr>' && f.text.trim() !== '');

/** An array whose every item has a string `name`, a number `value` and a string `unit`. */
function isGabArray(text: string): boolean {
  const t = stripAnsi(text).trim();
  if (!t.startsWith('[')) return false;
  try {
    const doc: unknown = JSON.parse(t);
    return (
      Array.isArray(doc) &&
      doc.length > 0 &&
      doc.every((b) => isRecord(b) && typeof b['name'] === 'string' && typeof b['value'] === 'number' && typeof b['unit'] === 'string')
    );
  } catch {
    return false;
  }
}

/**
 * `range` is free text in that action (shown as `± range`): a number or `±`-number is an error bar in
 * the value's unit, `N%` a relative margin; anything else is kept out of the numbers, with a warning.
 */
function readRange(raw: unknown, factor: number): { error?: number; rme?: number } | undefined {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim().replace(/^(±|\+-|\+\/-)\s*/, '') : undefined;
  if (text === undefined) return undefined;
  const pct = /^(.*)%$/.exec(text);
  const n = parseNumber(pct ? pct[1]! : text);
  if (n === undefined || n < 0) return undefined;
  return pct ? { rme: n / 100 } : { error: n * factor };
}

function parseWith(id: string, direction: Direction) {
  return (input: ParseInput): ParseOutput => {
    const list = files(input);
    if (list.length === 0) {
      throw new ParseError({ harness: id, file: input.files[0]?.path ?? '<stdout>', line: 1, expected: 'a JSON array of {name, unit, value}', found: '' });
    }
    const benchmarks: Benchmark[] = [];
    const warnings: string[] = [];
    const seen = new Set<string>();
    for (const file of list) {
      const src: JsonSource = { harness: id, file: file.path };
      if (GH_PAGES_HISTORY.test(file.text.slice(0, 200))) {
        throw new ParseError({
          harness: id, file: file.path, line: 1,
          expected: `a JSON array of {name, unit, value}; this is github-action-benchmark's gh-pages history (data.js), not one run's output: \`benchgate import-history ${file.path}\` turns it into a baseline holding that history`,
          found: file.text.trimStart().slice(0, 40),
        });
      }
      const items = array(src, parseJsonText(src, stripAnsi(file.text), 'a JSON array of {name, unit, value}'), '$');
      if (items.length === 0) fail(src, '$', 'at least one benchmark', '[]');
      items.forEach((raw, i) => {
        const path = `[${i}]`;
        const b = record(src, raw, path);
        const name = string(src, b['name'], `${path}.name`);
        if (name.trim() === '') fail(src, `${path}.name`, 'a non-empty name', name);
        if (seen.has(name)) fail(src, `${path}.name`, 'a name not used by an earlier benchmark', name);
        seen.add(name);
        const unit = string(src, b['unit'], `${path}.unit`);
        const t = timeFactor(unit);
        const factor = t ?? 1;
        // Time units become benchgate's time metric in ns; any other unit stays as written, one metric `value`.
        const metric: Metric = { unit: t === undefined ? unit.trim() : 'ns', direction, value: finite(src, b['value'], `${path}.value`, factor) };
        if (b['range'] !== undefined) {
          const spread = readRange(b['range'], factor);
          if (spread) metric.spread = spread;
          else warnings.push(`${file.path}: ${path}.range ${JSON.stringify(b['range'])} is not a number or percentage; ignored`);
        }
        // `extra` is tooltip text for that action's charts: no numbers to keep.
        const out: Benchmark = { name, metrics: { [t === undefined ? 'value' : METRIC.time]: metric } };
        benchmarks.push(out);
      });
    }
    return warnings.length > 0 ? { benchmarks, warnings } : { benchmarks };
  };
}

function detectSmaller(input: ParseInput): Detection {
  const list = files(input);
  if (list.length > 0 && list.every((f) => isGabArray(f.text))) return 'yes';
  // Named as a maybe, so the failed detection passes on what parse says of it (use import-history).
  return list.some((f) => GH_PAGES_HISTORY.test(f.text.slice(0, 200))) ? 'maybe' : 'no';
}

export const gabSmaller: Adapter = {
  id: 'gab-smaller',
  description: "github-action-benchmark custom JSON, smaller is better (its tool 'customSmallerIsBetter'; the auto-detected default)",
  detect: detectSmaller,
  parse: parseWith('gab-smaller', 'smaller'),
};

export const gabBigger: Adapter = {
  id: 'gab-bigger',
  description: "github-action-benchmark custom JSON, bigger is better (its tool 'customBiggerIsBetter'; set harness: gab-bigger)",
  // The same array as gab-smaller: never `yes`, so auto-detection keeps one winner.
  detect: (input) => (detectSmaller(input) === 'yes' ? 'maybe' : 'no'),
  parse: parseWith('gab-bigger', 'bigger'),
};
