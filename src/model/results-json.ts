// A results file as JSON text, in pieces: one string cannot hold a results file with every sample of a
// gigabyte output (V8 caps strings at ~512 MiB), so the writer falls back to one piece per benchmark.
import type { Results } from './results';

/**
 * Above this many samples and run values, a results file is written in pieces rather than built as one
 * string: one pretty-printed sample takes ~30 characters, so the string (and its UTF-8 copy for the
 * write) would reach hundreds of megabytes long before V8's cap, and a failed attempt at the cap costs
 * seconds.
 */
export const ONE_STRING_MAX_NUMBERS = 1_000_000;

/** The whole file as one string when it is small enough (pretty with `indent`), else undefined. */
export function resultsText(results: Results, indent?: number): string | undefined {
  if (numbersIn(results) > ONE_STRING_MAX_NUMBERS) return undefined;
  try {
    return `${JSON.stringify(results, null, indent)}\n`;
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
    for (const [k, b] of benchmarks.entries()) yield `${k > 0 ? ',' : ''}${JSON.stringify(b)}`;
    yield ']}';
  }
  yield ']}\n';
}

/** How many samples and run values the results hold (what makes a results file large). */
function numbersIn(results: Results): number {
  let n = 0;
  for (const suite of results.suites) {
    for (const b of suite.benchmarks) {
      for (const key in b.metrics) n += (b.metrics[key]!.samples?.length ?? 0) + (b.metrics[key]!.runs?.length ?? 0);
    }
  }
  return n;
}
