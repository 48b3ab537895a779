// A results file as JSON text, in pieces: one string cannot hold a results file with every sample of a
// gigabyte output (V8 caps strings at ~512 MiB), so the writer falls back to one piece per benchmark.
import type { Results } from './results';

/** The whole file as one string when it fits (pretty with `indent`), else undefined. */
export function resultsText(results: unknown, indent?: number): string | undefined {
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
