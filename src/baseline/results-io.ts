// Results files on disk, of any size (shell). Read as one string while the file is small, streamed from
// the file beyond that; written as one string while it fits one, else a benchmark at a time in batches
// of about a megabyte (every sample of a gigabyte output is more than V8's ~512 MiB string cap). Shared
// by the CLI and the baseline stores, so a result no path can hold never stops a baseline being saved.
import { mkdir, open, readFile, stat } from 'node:fs/promises';
import { getHeapStatistics } from 'node:v8';
import { dirname, resolve } from 'node:path';
import { BenchgateError, UsageError } from '../model/errors';
import type { Results } from '../model/results';
import type { ReadLimits } from './validate';
import { batched } from '../model/batches';
import { resultsPieces, resultsText } from '../model/results-json';
import { storedResults } from '../model/sample-tally';
import { JsonStreamError, lineAt, parseJsonStream } from '../parse/json-stream';
import { fileSource } from '../run/file-source';
import { LARGE_FILE_BYTES } from '../run/read-outputs';

/**
 * A file on disk may tally any number of samples (a few bytes can claim billions): as many as fill a quarter
 * of this process's heap at 8 bytes each are read (the rest is for the copies compare makes), and more are
 * refused with how to raise it, rather than the process dying out of memory.
 */
function localTallyLimits(): ReadLimits {
  const heap = getHeapStatistics().heap_size_limit;
  return {
    maxTalliedSamples: Math.floor(heap / 32),
    tallyLimitReason: `this process's heap (${Math.round(heap / 2 ** 20)} MiB) can hold; give node more with NODE_OPTIONS=--max-old-space-size=<MiB>`,
    ...heapParseLimits(),
  };
}

/**
 * JSON text is parsed into at most half this process's heap (the rest is for the checks and compare), and a
 * text that would take more is refused with how to raise it, rather than the process dying out of memory.
 */
export function heapParseLimits(): Pick<ReadLimits, 'maxParseBytes' | 'parseLimitReason'> {
  const heap = getHeapStatistics().heap_size_limit;
  return {
    maxParseBytes: Math.floor(heap / 2),
    parseLimitReason: `that half this process's heap allows; give node more with NODE_OPTIONS=--max-old-space-size=<MiB>`,
  };
}

/**
 * A results file, checked (validate.ts); over LARGE_FILE_BYTES decoded from the file in chunks. The checks
 * (zod) load here, on use: parsing and comparing raw outputs start without them.
 */
export async function readResultsFile(path: string): Promise<Results> {
  const limits = localTallyLimits();
  const { parseResults, validateResults } = await import('./validate');
  let size: number;
  try {
    size = (await stat(path)).size;
  } catch (err) {
    throw new UsageError(`${path}: cannot read (${(err as NodeJS.ErrnoException).code ?? String(err)})`);
  }
  if (size <= LARGE_FILE_BYTES) {
    let text: string;
    try {
      text = await readFile(path, 'utf8');
    } catch (err) {
      throw new UsageError(`${path}: cannot read (${(err as NodeJS.ErrnoException).code ?? String(err)})`);
    }
    return parseResults(text, path, limits);
  }
  const source = fileSource(path, path, size);
  let data: unknown;
  try {
    data = parseJsonStream(source);
  } catch (err) {
    if (!(err instanceof JsonStreamError)) throw err;
    throw new BenchgateError(`${path}:${lineAt(source, err.offset)}: not valid JSON (expected ${err.message})`);
  }
  return validateResults(data, path, limits);
}

/**
 * Results as JSON through `write`: one string when it fits (pretty with `indent`), else pieces in batches of about
 * a megabyte. Samples that repeat are written as a tally (sample-tally.ts), and read back as samples.
 */
export async function writeResultsWith(write: (text: string) => unknown, given: Results, indent?: number): Promise<void> {
  const results = storedResults(given);
  const text = resultsText(results, indent);
  if (text !== undefined) {
    await write(text);
    return;
  }
  for (const batch of batched(resultsPieces(results))) await write(batch);
}

/** Writes the results file at `path`, its folder made first. */
export async function writeResultsFile(path: string, results: Results, indent?: number): Promise<void> {
  await mkdir(dirname(resolve(path)), { recursive: true });
  const file = await open(path, 'w');
  try {
    await writeResultsWith((text) => file.write(text), results, indent);
  } finally {
    await file.close();
  }
}
