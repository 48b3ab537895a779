// benchgate's own JSON for harnesses it does not know (spec: docs/custom-json.md), and Bencher Metric
// Format (BMF, https://bencher.dev/docs/reference/bencher-metric-format). Examples (docs/custom-json.md):
//   { "schema": "benchgate/custom@1", "benchmarks": [ { "name": "parse/small", "metrics": { "time": { "value": 1.25, "unit": "ms" } } } ] }
//   { "benchmark_name": { "latency": { "value": 88.0, "lower_value": 87.42, "upper_value": 88.88 } } }
import { ParseError } from '../model/errors';
import { own, STATISTICS } from '../model/keys';
import type { Benchmark, Direction, Metric, Spread, Statistic } from '../model/results';
import { METRIC, byteFactor, byteRateFactor, timeFactor } from '../model/units';
import type { Adapter, Detection, ParseInput, ParseOutput, SourceFile } from './adapter';
import { fail, finite, scaleFiniteArray, isRecord, nonNegative, parseJsonFile, record, scalarText, string, type JsonRecord, type JsonSource } from './json-doc';
import { median } from './sample-stats';
import { stripAnsi } from './text-lines';

const HARNESS = 'custom-json';
export const CUSTOM_SCHEMA = 'benchgate/custom@1';

const BENCHMARK_KEYS = ['name', 'params', 'group', 'status', 'error', 'metrics'];
const SPREAD_KEYS = ['stddev', 'mad', 'sem', 'iqr', 'min', 'max', 'error', 'rme', 'ci'] as const;
const METRIC_KEYS = ['value', 'unit', 'direction', 'statistic', 'samples', 'n', 'exact', ...SPREAD_KEYS];

const jsonFiles = (input: ParseInput): SourceFile[] => input.files.filter((f) => f.path !== '<stderr>' && f.text.trim() !== '');

function tryJson(text: string): unknown {
  const t = stripAnsi(text).trim();
  if (!t.startsWith('{')) return undefined;
  try {
    return JSON.parse(t);
  } catch {
    return undefined;
  }
}

/** BMF: every top-level value an object of measures, every measure `{ value, lower_value?, upper_value? }` with numbers. */
function isBmf(doc: JsonRecord): boolean {
  const benches = Object.values(doc);
  return (
    benches.length > 0 &&
    benches.every((b) => {
      if (!isRecord(b)) return false;
      const measures = Object.values(b);
      return (
        measures.length > 0 &&
        measures.every(
          (m) =>
            isRecord(m) &&
            typeof m['value'] === 'number' &&
            Object.entries(m).every(([k, v]) => ['value', 'lower_value', 'upper_value'].includes(k) && typeof v === 'number'),
        )
      );
    })
  );
}

function detect(input: ParseInput): Detection {
  const files = jsonFiles(input);
  if (files.length === 0) return 'no';
  const docs = files.map((f) => tryJson(f.text));
  if (!docs.every(isRecord)) return 'no';
  if (docs.every((d) => isRecord(d) && (d['schema'] === CUSTOM_SCHEMA || isBmf(d)))) return 'yes';
  return 'maybe'; // some JSON object: could be ours with a mistake, could be another harness's
}

// ---- units ----

interface Canonical {
  unit: string;
  factor: number;
  direction: Direction;
}

const OPS_RATES = new Set(['ops/s', 'op/s', 'ops/sec', 'Hz', 'hz']);

/** A unit string → canonical unit, factor and natural direction. Unknown units stay as they are. */
function canonicalUnit(unit: string): Canonical {
  const u = unit.trim();
  const t = timeFactor(u);
  if (t !== undefined) return { unit: 'ns', factor: t, direction: 'smaller' };
  const b = byteFactor(u);
  if (b !== undefined) return { unit: 'B', factor: b, direction: 'smaller' };
  const r = byteRateFactor(u);
  if (r !== undefined) return { unit: 'B/s', factor: r, direction: 'bigger' };
  if (OPS_RATES.has(u)) return { unit: 'ops/s', factor: 1, direction: 'bigger' };
  if (u === 'allocs' || u === 'allocs/op') return { unit: 'allocs', factor: 1, direction: 'smaller' };
  // Unknown: smaller is better unless it reads as a rate (`…/s`).
  return { unit: u, factor: 1, direction: u.endsWith('/s') ? 'bigger' : 'smaller' };
}

/** Default unit when a metric gives none (or is a bare number), by metric name. */
function defaultUnit(metric: string): string {
  switch (metric) {
    case METRIC.time:
      return 'ns';
    case METRIC.memory:
    case METRIC.size:
      return 'B';
    case METRIC.allocs:
      return 'allocs';
    case METRIC.throughput:
      return 'ops/s';
    default:
      return '';
  }
}

/** Canonical metric names accept only their own kind of unit. */
const ALLOWED: Record<string, string[]> = {
  [METRIC.time]: ['ns'],
  [METRIC.memory]: ['B'],
  [METRIC.size]: ['B'],
  [METRIC.allocs]: ['allocs'],
  [METRIC.throughput]: ['B/s', 'ops/s'],
};

// ---- benchgate/custom@1 ----

function checkKeys(src: JsonSource, obj: JsonRecord, allowed: readonly string[], path: string): void {
  for (const key of Object.keys(obj)) {
    if (!allowed.includes(key)) fail(src, path === '' ? key : `${path}.${key}`, `one of the keys ${allowed.join(', ')}`, key);
  }
}

function readMetric(src: JsonSource, name: string, raw: unknown, path: string): Metric {
  const obj: JsonRecord = typeof raw === 'number' ? { value: raw } : record(src, raw, path);
  checkKeys(src, obj, METRIC_KEYS, path);
  const unitText = obj['unit'] === undefined ? defaultUnit(name) : string(src, obj['unit'], `${path}.unit`);
  const c = canonicalUnit(unitText);
  const allowed = own(ALLOWED, name);
  if (allowed && !allowed.includes(c.unit)) fail(src, `${path}.unit`, `a ${name} unit (canonical ${allowed.join(' or ')})`, unitText);
  const samples = obj['samples'] === undefined ? undefined : scaleFiniteArray(src, obj['samples'], `${path}.samples`, c.factor);
  if (samples !== undefined && samples.length === 0) fail(src, `${path}.samples`, 'at least one sample', '[]');
  let value: number;
  let statistic: Statistic | undefined;
  if (obj['value'] !== undefined) value = finite(src, obj['value'], `${path}.value`, c.factor);
  else if (samples !== undefined) {
    value = median(samples);
    statistic = 'median';
  } else return fail(src, `${path}.value`, 'a finite number (or samples)', undefined);
  if (obj['statistic'] !== undefined) {
    const s = obj['statistic'];
    statistic = (STATISTICS as readonly unknown[]).includes(s) ? (s as Statistic) : fail(src, `${path}.statistic`, `one of ${STATISTICS.join(', ')}`, s);
  }
  const given = obj['direction'];
  if (given !== undefined && given !== 'smaller' && given !== 'bigger') fail(src, `${path}.direction`, '"smaller" or "bigger"', given);
  const direction: Direction = given ?? c.direction;
  const metric: Metric = { unit: c.unit, direction, value };
  if (statistic) metric.statistic = statistic;
  if (samples) metric.samples = samples;
  if (obj['n'] !== undefined) {
    const n = obj['n'];
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 0) fail(src, `${path}.n`, 'a non-negative integer', n);
    metric.n = n;
  } else if (samples) metric.n = samples.length;
  const spread = readSpread(src, obj, path, c.factor);
  if (spread) metric.spread = spread;
  if (obj['exact'] !== undefined) {
    if (typeof obj['exact'] !== 'boolean') fail(src, `${path}.exact`, 'true or false', obj['exact']);
    metric.exact = obj['exact'];
  } else if (name === METRIC.allocs || name === METRIC.size) metric.exact = true;
  return metric;
}

function readSpread(src: JsonSource, obj: JsonRecord, path: string, factor: number): Spread | undefined {
  const spread: Spread = {};
  for (const key of ['stddev', 'mad', 'sem', 'iqr', 'error'] as const) {
    if (obj[key] !== undefined) spread[key] = nonNegative(src, obj[key], `${path}.${key}`, factor);
  }
  for (const key of ['min', 'max'] as const) {
    if (obj[key] !== undefined) spread[key] = finite(src, obj[key], `${path}.${key}`, factor);
  }
  // rme is a fraction (0.0207 for ±2.07 %): no unit conversion.
  if (obj['rme'] !== undefined) spread.rme = nonNegative(src, obj['rme'], `${path}.rme`);
  if (obj['ci'] !== undefined) {
    const ci = record(src, obj['ci'], `${path}.ci`);
    checkKeys(src, ci, ['lower', 'upper', 'level'], `${path}.ci`);
    const level = ci['level'] === undefined ? 0.95 : finite(src, ci['level'], `${path}.ci.level`);
    if (!(level > 0 && level < 1)) fail(src, `${path}.ci.level`, 'a level between 0 and 1 (0.95)', ci['level']);
    spread.ci = { lower: finite(src, ci['lower'], `${path}.ci.lower`, factor), upper: finite(src, ci['upper'], `${path}.ci.upper`, factor), level };
  }
  return Object.keys(spread).length > 0 ? spread : undefined;
}

function readCustom(src: JsonSource, doc: JsonRecord): Benchmark[] {
  checkKeys(src, doc, ['schema', 'benchmarks'], '');
  if (doc['schema'] !== CUSTOM_SCHEMA) fail(src, 'schema', JSON.stringify(CUSTOM_SCHEMA), doc['schema']);
  const list = doc['benchmarks'];
  if (!Array.isArray(list) || list.length === 0) fail(src, 'benchmarks', 'a non-empty array of benchmarks', list);
  const seen = new Set<string>();
  return list.map((raw, i) => {
    const path = `benchmarks[${i}]`;
    const b = record(src, raw, path);
    checkKeys(src, b, BENCHMARK_KEYS, path);
    const name = string(src, b['name'], `${path}.name`);
    if (seen.has(name)) fail(src, `${path}.name`, 'a name not used by an earlier benchmark', name);
    seen.add(name);
    const out: Benchmark = { name, metrics: {} };
    if (b['params'] !== undefined) {
      const params = record(src, b['params'], `${path}.params`);
      out.params = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, scalarText(src, v, `${path}.params.${k}`)]));
    }
    if (b['group'] !== undefined) out.group = string(src, b['group'], `${path}.group`);
    if (b['status'] !== undefined) {
      if (b['status'] !== 'ok' && b['status'] !== 'failed') fail(src, `${path}.status`, '"ok" or "failed"', b['status']);
      out.status = b['status'];
    }
    if (b['error'] !== undefined) out.error = string(src, b['error'], `${path}.error`);
    const metrics = b['metrics'] === undefined && out.status === 'failed' ? {} : record(src, b['metrics'], `${path}.metrics`);
    for (const [m, v] of Object.entries(metrics)) {
      if (m.trim() === '') fail(src, `${path}.metrics`, 'non-empty metric names', m);
      out.metrics[m] = readMetric(src, m, v, `${path}.metrics.${m}`);
    }
    if (Object.keys(out.metrics).length === 0 && out.status !== 'failed') fail(src, `${path}.metrics`, 'at least one metric (or "status": "failed")', '{}');
    return out;
  });
}

// ---- Bencher Metric Format ----

interface BmfMeasure {
  metric: string;
  unit: string;
  factor: number;
  direction: Direction;
  exact?: boolean;
}

const LATENCY: BmfMeasure = { metric: METRIC.time, unit: 'ns', factor: 1, direction: 'smaller' }; // Bencher: nanoseconds
const THROUGHPUT: BmfMeasure = { metric: METRIC.throughput, unit: 'ops/s', factor: 1, direction: 'bigger' }; // operations / second
const BUILD_TIME: BmfMeasure = { metric: 'build-time', unit: 'ns', factor: 1e9, direction: 'smaller' }; // Bencher: seconds
const FILE_SIZE: BmfMeasure = { metric: METRIC.size, unit: 'B', factor: 1, direction: 'smaller', exact: true }; // Bencher: bytes

/**
 * Bencher's built-in measures → benchgate metrics; any other measure keeps its name, no unit. Bencher identifies a
 * measure by its slug or else its name (docs "order of precedence"; lib/bencher_json/src/project/measure/built_in.rs
 * matches either, exactly), so `"Latency"` is the latency measure as `"latency"` is.
 */
const BMF_MEASURES: Record<string, BmfMeasure> = {
  latency: LATENCY,
  Latency: LATENCY,
  throughput: THROUGHPUT,
  Throughput: THROUGHPUT,
  'build-time': BUILD_TIME,
  'Build Time': BUILD_TIME,
  'file-size': FILE_SIZE,
  'File Size': FILE_SIZE,
};

function readBmf(src: JsonSource, doc: JsonRecord): Benchmark[] {
  const entries = Object.entries(doc);
  if (entries.length === 0) fail(src, '$', 'at least one benchmark (BMF) or "schema": "benchgate/custom@1"', '{}');
  return entries.map(([name, raw]) => {
    const path = JSON.stringify(name);
    if (name.trim() === '') fail(src, path, 'a non-empty benchmark name', name);
    const measures = record(src, raw, path);
    // A Map, then own properties: a measure named "constructor" or "__proto__" is a measure like any other.
    const metrics = new Map<string, Metric>();
    for (const [measure, mraw] of Object.entries(measures)) {
      const mpath = `${path}.${measure}`;
      const m = record(src, mraw, mpath);
      const known = Object.hasOwn(BMF_MEASURES, measure) ? BMF_MEASURES[measure] : undefined;
      const spec = known ?? { metric: measure, unit: '', factor: 1, direction: /throughput/i.test(measure) ? 'bigger' : 'smaller' };
      const metric: Metric = { unit: spec.unit, direction: spec.direction, value: finite(src, m['value'], `${mpath}.value`, spec.factor) };
      // lower_value / upper_value are bounds whose meaning depends on the producer (a CI, min/max,
      // value ± error): kept as spread.min / spread.max.
      const spread: Spread = {};
      if (m['lower_value'] !== undefined) spread.min = finite(src, m['lower_value'], `${mpath}.lower_value`, spec.factor);
      if (m['upper_value'] !== undefined) spread.max = finite(src, m['upper_value'], `${mpath}.upper_value`, spec.factor);
      if (Object.keys(spread).length > 0) metric.spread = spread;
      if (known?.exact) metric.exact = true;
      if (metrics.has(spec.metric)) fail(src, mpath, `one measure per metric (${spec.metric} given twice)`, measure);
      metrics.set(spec.metric, metric);
    }
    if (metrics.size === 0) fail(src, path, 'at least one measure', '{}');
    return { name, metrics: Object.fromEntries(metrics) };
  });
}

function parse(input: ParseInput): ParseOutput {
  const files = jsonFiles(input);
  if (files.length === 0) {
    throw new ParseError({ harness: HARNESS, file: input.files[0]?.path ?? '<stdout>', line: 1, expected: 'a benchgate/custom@1 or BMF JSON document', found: '' });
  }
  const benchmarks: Benchmark[] = [];
  const seen = new Set<string>();
  for (const file of files) {
    const src: JsonSource = { harness: HARNESS, file: file.path };
    const doc = record(src, parseJsonFile(src, file, 'a benchgate/custom@1 or BMF JSON document'), '$');
    // BMF may name a benchmark "schema" or "benchmarks" (its value then an object of measures): ours only
    // where either key holds something else (custom@1's string and array).
    const custom = (['schema', 'benchmarks'] as const).some((k) => k in doc && !isRecord(doc[k]));
    const list = custom ? readCustom(src, doc) : readBmf(src, doc);
    for (const b of list) {
      if (seen.has(b.name)) fail(src, b.name, 'benchmark names unique across files', b.name);
      seen.add(b.name);
      benchmarks.push(b);
    }
  }
  return { benchmarks };
}

export const customJson: Adapter = {
  id: HARNESS,
  description: 'benchgate custom JSON (benchgate/custom@1) or Bencher Metric Format (BMF)',
  detect,
  parse,
  largeJson: true,
};
