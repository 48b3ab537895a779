// A results file as JSON text, in pieces: one string cannot hold a results file with every sample of a
// gigabyte output (V8 caps strings at ~512 MiB), so the writer falls back to one piece per benchmark,
// and a benchmark's long sample arrays to pieces of their own.
import type { Benchmark, Results } from './results';

/**
 * Above this many samples and run values, a results file is written in pieces rather than built as one
 * string: one pretty-printed sample takes ~30 characters, so the string (and its UTF-8 copy for the
 * write) would reach hundreds of megabytes long before V8's cap, and a failed attempt at the cap costs
 * seconds.
 */
export const ONE_STRING_MAX_NUMBERS = 1_000_000;

/**
 * Above this many samples and run values, `indent` is ignored: a file for a person to read is a few
 * screens, and pretty-printed, go's 10,000 benchmarks (240,000 samples) took 25 MB instead of 8 and
 * 70 ms more to write, one line per sample.
 */
export const PRETTY_MAX_NUMBERS = 50_000;

/** The whole file as one string when it is small enough (pretty with `indent` up to PRETTY_MAX_NUMBERS), else undefined. */
export function resultsText(results: Results, indent?: number): string | undefined {
  const numbers = numbersIn(results);
  if (numbers > ONE_STRING_MAX_NUMBERS) return undefined;
  try {
    return `${JSON.stringify(results, null, numbers > PRETTY_MAX_NUMBERS ? undefined : indent)}\n`;
  } catch (err) {
    if (err instanceof RangeError) return undefined;
    throw err;
  }
}

/** Compact JSON of `results`, in pieces of about one benchmark each; joined, JSON.stringify's output. */
export function* resultsPieces(results: Results): Generator<string> {
  const { suites, ...rest } = results;
  const head = JSON.stringify(rest);
  yield `${head.slice(0, -1)}${head.length > 2 ? ',' : ''}"suites":[`;
  for (const [i, suite] of suites.entries()) {
    const { benchmarks, ...fields } = suite;
    const s = JSON.stringify(fields);
    yield `${i > 0 ? ',' : ''}${s.slice(0, -1)}${s.length > 2 ? ',' : ''}"benchmarks":[`;
    for (const [k, b] of benchmarks.entries()) {
      if (k > 0) yield ',';
      yield* benchmarkPieces(b);
    }
    yield ']}';
  }
  yield ']}\n';
}

/** Numbers per piece of a long samples or runs array. */
const PIECE_NUMBERS = 65_536;

/**
 * One benchmark's JSON: one piece, or, when it holds a long array (a benchmark can have every one of
 * tens of millions of rounds), its metrics' arrays cut into pieces. Joined, exactly JSON.stringify(b):
 * keys in the same order, undefined values left out.
 */
function* benchmarkPieces(b: Benchmark): Generator<string> {
  const long = Object.values(b.metrics).some((m) => (m.samples?.length ?? 0) > PIECE_NUMBERS || (m.runs?.length ?? 0) > PIECE_NUMBERS || (m.tally?.values.length ?? 0) > PIECE_NUMBERS);
  if (!long) {
    yield JSON.stringify(b);
    return;
  }
  yield* objectPieces(b as unknown as Record<string, unknown>, (key, v) => (key === 'metrics' ? metricsPieces(v as Benchmark['metrics']) : undefined));
}

function* metricsPieces(metrics: Benchmark['metrics']): Generator<string> {
  yield* objectPieces(metrics, (_name, m) => objectPieces(m as Record<string, unknown>, numberArrayPieces));
}

/** A metric's long arrays in pieces: samples, runs, and a tally's values and counts. */
function numberArrayPieces(key: string, v: unknown): Generator<string> | undefined {
  if ((key === 'samples' || key === 'runs') && Array.isArray(v)) return numbersPieces(v as number[]);
  if (key === 'tally' && typeof v === 'object' && v !== null) return objectPieces(v as Record<string, unknown>, (_k, xs) => (Array.isArray(xs) ? numbersPieces(xs as number[]) : undefined));
  return undefined;
}

/** `{…}` with the members `inner` cuts further; the others as JSON.stringify writes them. */
function* objectPieces(obj: Record<string, unknown>, inner: (key: string, value: unknown) => Generator<string> | undefined): Generator<string> {
  let first = true;
  yield '{';
  for (const key of Object.keys(obj)) {
    const value = obj[key];
    if (value === undefined) continue;
    yield `${first ? '' : ','}${JSON.stringify(key)}:`;
    first = false;
    const pieces = inner(key, value);
    if (pieces === undefined) yield JSON.stringify(value);
    else yield* pieces;
  }
  yield '}';
}

function* numbersPieces(values: number[]): Generator<string> {
  yield '[';
  for (let i = 0; i < values.length; i += PIECE_NUMBERS) {
    const part = JSON.stringify(values.slice(i, i + PIECE_NUMBERS));
    yield `${i > 0 ? ',' : ''}${part.slice(1, -1)}`;
  }
  yield ']';
}

/** How many samples, run values and tallied numbers the results hold (what makes a results file large). */
function numbersIn(results: Results): number {
  let n = 0;
  for (const suite of results.suites) {
    for (const b of suite.benchmarks) {
      for (const key in b.metrics) {
        const m = b.metrics[key]!;
        n += (m.samples?.length ?? 0) + (m.runs?.length ?? 0) + 2 * (m.tally?.values.length ?? 0);
      }
    }
  }
  return n;
}
