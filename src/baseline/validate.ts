// Results files enter benchgate here (baselines, `compare` inputs, downloaded artifacts): parsed with zod,
// and every failure says which file, which field, and what was expected.
import type { z } from 'zod';
import { BaselineError, NewerSchemaError } from '../model/errors';
import { type JsonCounts, MAX_JSON_DEPTH, jsonCounts, jsonTooDeep } from '../model/json-depth';
import { Benchmark, RESULTS_SCHEMA_ID, Results, Suite, repeatedNames } from '../model/results';
import { samplesOf } from '../model/sample-tally';
import { type Issue, type Pieces, putBack, takePieces, underUnchecked } from './validate-pieces';

/** Issues a refusal lists; the rest are counted. */
const SHOWN_ISSUES = 5;
/** Lists checked in pieces whose own checks (unique names) run again here, on the put-back output. */
const RECHECKED: ReadonlySet<z.ZodType> = new Set([Benchmark, Suite]);

/** `suites[0].benchmarks[3].metrics.time`; a key with a line break or another control character quoted as JSON, so the message stays one line. */
function pathText(path: PropertyKey[]): string {
  // eslint-disable-next-line no-control-regex -- looking for control characters
  const key = (p: string): string => (/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(p) ? `[${JSON.stringify(p)}]` : p);
  return path.reduce<string>((acc, p) => (typeof p === 'number' ? `${acc}[${p}]` : `${acc}${acc && !key(String(p)).startsWith('[') ? '.' : ''}${key(String(p))}`), '');
}

export interface ReadLimits {
  /**
   * The most samples the file's tallies may stand for (sample-tally.ts), in all: a few bytes of tally can claim
   * billions, and they are expanded before anything else looks at them. Without it, only JavaScript's array length.
   */
  maxTalliedSamples?: number;
  /** What bounds `maxTalliedSamples` and how to raise it, for the refusal; default: a results file's limit here. */
  tallyLimitReason?: string;
  /**
   * The most memory the parsed JSON may take, estimated from the text before JSON.parse (`parseCost`): 3 bytes
   * of `{},` become 67 bytes of heap, so a 200 MiB artifact can hold more objects than any heap. Unbounded
   * when absent.
   */
  maxParseBytes?: number;
  /** What bounds `maxParseBytes` and how to raise it, for the refusal. */
  parseLimitReason?: string;
}

/**
 * Heap bytes JSON.parse takes at most for each object or array, field, and further element, measured on Node 20
 * (an empty object 67, a field of a large object 84, a double in an array 28), rounded up.
 */
const PARSED_BYTES = { container: 72, field: 96, comma: 32 };
/** No JSON text takes more heap than this per character (`{},` repeated: 104 bytes for 3). */
const MAX_PARSED_BYTES_PER_CHAR = 36;

/** The heap JSON.parse will take for `text`, from counting its tokens (json-depth.ts: one linear pass). */
export function parseCost(text: string, max = Infinity): ReturnType<typeof jsonCounts> & { bytes: number } {
  const bytes = (c: JsonCounts): number => c.containers * PARSED_BYTES.container + c.fields * PARSED_BYTES.field + c.commas * PARSED_BYTES.comma;
  const c = jsonCounts(text, (so) => bytes(so) > max);
  return { ...c, bytes: bytes(c) };
}

/** No array holds more (JavaScript's limit): a tally of more could never have been samples. */
const MAX_ARRAY_LENGTH = 2 ** 32 - 1;

export function parseResults(text: string, source: string, limits: ReadLimits = {}): Results {
  // Counted first: a text of dense objects is refused after its first megabytes, before the depth scan.
  const max = limits.maxParseBytes;
  let deep: { line: number } | undefined;
  let depthChecked = false;
  if (max !== undefined && text.length * MAX_PARSED_BYTES_PER_CHAR > max) {
    const cost = parseCost(text, max);
    if (cost.bytes > max) {
      const mib = (n: number): string => `${Math.ceil(n / 2 ** 20).toLocaleString('en-US')} MiB`;
      throw new BaselineError(
        `${source}: too many values to read: its first ${cost.containers.toLocaleString('en-US')} objects and arrays and ${(cost.fields + cost.commas).toLocaleString('en-US')} fields and elements already take about ${mib(cost.bytes)} of memory, more than the ${mib(max)} ${limits.parseLimitReason ?? 'a results file may take here'}`,
      );
    }
    // Counted to the end: the same pass found any nesting too deep (on a number-dense text the regular
    // expression of jsonTooDeep is faster, but a second pass over a text this large is not).
    deep = cost.tooDeep;
    depthChecked = cost.stoppedEarly !== true;
  }
  if (!depthChecked) deep = jsonTooDeep(text);
  if (deep) throw new BaselineError(`${source}:${deep.line}: nested deeper than ${MAX_JSON_DEPTH} levels; a benchgate results file is never that deep`);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (err) {
    throw new BaselineError(`${source}: not valid JSON (${(err as Error).message})`);
  }
  return validateResults(data, source, limits);
}

/** A decoded JSON value checked as a results file (large files are decoded from bytes by the shell). */
export function validateResults(data: unknown, source: string, limits: ReadLimits = {}): Results {
  const schema = (data as { schema?: unknown } | null)?.schema;
  // Only a higher version number is a newer benchgate's: "@0", "@1.0" or "@1 " are no schema (zod says so below).
  const version = typeof schema === 'string' ? /^benchgate\/results@(\d+)$/.exec(schema)?.[1] : undefined;
  if (version !== undefined && Number(version) > Number(RESULTS_SCHEMA_ID.split('@')[1])) {
    throw new NewerSchemaError(`${source}: written by a newer benchgate (schema "${schema as string}"); this version reads "${RESULTS_SCHEMA_ID}" — upgrade benchgate`);
  }
  refuseProtoKeys(data, source);
  const aside = setAsideNumberArrays(data);
  let pieces: Pieces | undefined;
  let parsed: ReturnType<typeof Results.safeParse>;
  try {
    pieces = takePieces(Results, data, SHOWN_ISSUES, RECHECKED);
    parsed = Results.safeParse(data);
  } finally {
    pieces?.restore();
    for (const a of aside) a.metric[a.key] = a.values;
  }
  // A refinement that read a list emptied for its bad elements judged what was left: only the elements' issues count.
  const trusted = parsed.success ? [] : parsed.error.issues.filter((i) => i.code !== 'custom' || !underUnchecked(pieces!, i.path));
  const issues: Issue[] = trusted.slice(0, SHOWN_ISSUES);
  let count = trusted.length + pieces.count;
  for (const i of pieces.kept) if (issues.length < SHOWN_ISSUES) issues.push(i);
  if (parsed.success && count === 0) {
    putBack(parsed.data, pieces.taken);
    // The lists parsed in pieces met their own checks empty: names must still be unique.
    for (const t of pieces.taken) {
      const what = t.element === Benchmark ? 'benchmark' : t.element === Suite ? 'suite' : undefined;
      if (what === undefined) continue;
      repeatedNames(t.output as { name: string }[], what, (i, message) => {
        count++;
        if (issues.length < SHOWN_ISSUES) issues.push({ path: [...t.path, i, 'name'], message });
      });
    }
  }
  if (!parsed.success || count > 0) {
    const shown = issues.map((i) => `${pathText(i.path) || '(top level)'}: ${i.message}`);
    const more = pieces.stoppedAt
      ? count > shown.length
        ? ` (and ${count - shown.length} more before ${pathText(pieces.stoppedAt)}, where checking stopped)`
        : ` (checking stopped at ${pathText(pieces.stoppedAt)})`
      : count > shown.length
        ? ` (and ${count - shown.length} more)`
        : '';
    throw new BaselineError(`${source}: not a benchgate results file (${RESULTS_SCHEMA_ID}): ${shown.join('; ')}${more}`);
  }
  for (const a of aside) (parsed.data.suites[a.suite]!.benchmarks[a.benchmark]!.metrics[a.name] as Record<string, unknown>)[a.key] = a.values;
  untally(parsed.data, source, limits.maxTalliedSamples ?? Infinity, limits.tallyLimitReason ?? 'a results file may hold here');
  return parsed.data;
}

/**
 * Each stored tally back as the samples it stands for (ascending), as the rest of benchgate reads them; what
 * they stand for is counted first, and a file whose tallies claim more than `max` samples is refused.
 */
function untally(results: Results, source: string, max: number, reason: string): void {
  let total = 0;
  results.suites.forEach((suite, si) => suite.benchmarks.forEach((b, bi) => {
    for (const [name, m] of Object.entries(b.metrics)) {
      if (m.tally === undefined) continue;
      let n = 0;
      for (const c of m.tally.counts) n += c;
      total += n;
      if (n > MAX_ARRAY_LENGTH || total > max) {
        throw new BaselineError(`${source}: suites[${si}].benchmarks[${bi}].metrics.${name}.tally: its counts add up to ${n > MAX_ARRAY_LENGTH ? `${n} samples, more than an array holds` : `more than the ${max} samples ${reason}`}`);
      }
    }
  }));
  for (const suite of results.suites) {
    for (const b of suite.benchmarks) {
      for (const m of Object.values(b.metrics)) {
        if (m.tally === undefined) continue;
        m.samples = samplesOf(m.tally);
        delete m.tally;
      }
    }
  }
}

/**
 * A metric, param or history key "__proto__": zod drops it without a word (it would set the record's
 * prototype), so a fork's artifact could hide a metric. Refused, with where.
 */
function refuseProtoKeys(data: unknown, source: string): void {
  const refuse = (path: string): never => {
    throw new BaselineError(`${source}: not a benchgate results file (${RESULTS_SCHEMA_ID}): ${path}: "__proto__" is not a name benchgate can keep (JavaScript objects reserve it); rename it`);
  };
  const has = (o: unknown): boolean => typeof o === 'object' && o !== null && Object.hasOwn(o, '__proto__');
  const top = data as { suites?: unknown; history?: unknown } | null;
  if (Array.isArray(top?.suites)) {
    top.suites.forEach((suite: unknown, si) => {
      const benchmarks = (suite as { benchmarks?: unknown } | null)?.benchmarks;
      if (!Array.isArray(benchmarks)) return;
      benchmarks.forEach((b: unknown, bi) => {
        const o = b as { metrics?: unknown; params?: unknown } | null;
        if (has(o?.metrics)) refuse(`suites[${si}].benchmarks[${bi}].metrics`);
        if (has(o?.params)) refuse(`suites[${si}].benchmarks[${bi}].params`);
      });
    });
  }
  if (Array.isArray(top?.history)) {
    top.history.forEach((h: unknown, hi) => {
      if (has((h as { values?: unknown } | null)?.values)) refuse(`history[${hi}].values`);
    });
  }
}

interface SetAside {
  metric: Record<string, unknown>;
  key: 'samples' | 'runs';
  values: unknown[];
  suite: number;
  benchmark: number;
  name: string;
}

/**
 * The samples and run values of every metric, checked here in one pass and kept out of zod's way while it
 * parses the rest: zod copies every array it parses (tens of millions of samples would take gigabytes
 * and seconds), and the output gets the very same arrays back. An array is set aside only when zod would
 * find nothing wrong in it (finite numbers; no negative time, Metric's refinement); any other is left
 * for zod, so every message stays zod's own.
 */
function setAsideNumberArrays(data: unknown): SetAside[] {
  const out: SetAside[] = [];
  const suites = (data as { suites?: unknown } | null)?.suites;
  if (!Array.isArray(suites)) return out;
  suites.forEach((suite: unknown, si) => {
    const benchmarks = (suite as { benchmarks?: unknown } | null)?.benchmarks;
    if (!Array.isArray(benchmarks)) return;
    benchmarks.forEach((b: unknown, bi) => {
      const metrics = (b as { metrics?: unknown } | null)?.metrics;
      if (typeof metrics !== 'object' || metrics === null || Array.isArray(metrics)) return;
      for (const [name, m] of Object.entries(metrics)) {
        if (typeof m !== 'object' || m === null || Array.isArray(m) || name === '__proto__') continue;
        const metric = m as Record<string, unknown>;
        for (const key of ['samples', 'runs'] as const) {
          const values = metric[key];
          if (!Array.isArray(values) || !finiteNumbers(values, key === 'samples' && metric.unit === 'ns')) continue;
          out.push({ metric, key, values, suite: si, benchmark: bi, name });
          metric[key] = [];
        }
      }
    });
  });
  return out;
}

function finiteNumbers(values: unknown[], nonNegative: boolean): boolean {
  for (let i = 0; i < values.length; i++) {
    const x = values[i];
    if (typeof x !== 'number' || !Number.isFinite(x) || (nonNegative && x < 0)) return false;
  }
  return true;
}
