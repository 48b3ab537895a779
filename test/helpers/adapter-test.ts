// Small readers shared by the adapter tests.
import type { Benchmark } from '../../src/model/results';
import type { Adapter, ParseInput } from '../../src/parse/adapter';

/** The named benchmark of a parse, failing the test (not returning undefined) when it is missing. */
export function benchmarkNamed(adapter: Adapter, input: ParseInput, name: string): Benchmark {
  const b = adapter.parse(input).benchmarks.find((x) => x.name === name);
  if (b === undefined) throw new Error(`no benchmark ${name}`);
  return b;
}

/** Same path as the real fixture, different text: a derivation, clearly not a capture. */
export function derived(file: { path: string }, text: string): ParseInput {
  return { files: [{ path: file.path, text }] };
}
