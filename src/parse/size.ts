// The built-in `size` harness: byte sizes of files (a release binary, a bundle, an encoded payload),
// measured by benchgate itself (src/run/measure-size.ts). Its manifest is benchgate's own JSON:
//   {"schema":"benchgate/size@1","files":[{"path":"target/release/app","bytes":42814456}]}
//   {"path":"dist/","bytes":1048576}   (a directory: the sum of its files)
import type { Benchmark } from '../model/results';
import { METRIC } from '../model/units';
import type { Adapter, ParseInput, ParseOutput } from './adapter';
import {
  type JsonSource, array, fail, nonNegative, parseJsonText, record, string, uniqueNames, hasSchema,
} from './json-doc';

export const SIZE_SCHEMA_ID = 'benchgate/size@1';

export interface SizeManifest {
  schema: typeof SIZE_SCHEMA_ID;
  /** Sorted by path; paths relative to the suite's cwd. */
  files: { path: string; bytes: number }[];
}

const ID = 'size';

function detect(input: ParseInput): 'yes' | 'no' {
  return input.files.length > 0 && input.files.every((f) => hasSchema(f.text, SIZE_SCHEMA_ID)) ? 'yes' : 'no';
}

function parse(input: ParseInput): ParseOutput {
  const benchmarks: Benchmark[] = [];
  for (const file of input.files) {
    const src: JsonSource = { harness: ID, file: file.path };
    const doc = record(src, parseJsonText(src, file.text, `a ${SIZE_SCHEMA_ID} manifest`), '$');
    if (doc.schema !== SIZE_SCHEMA_ID) fail(src, 'schema', `"${SIZE_SCHEMA_ID}"`, doc.schema);
    array(src, doc.files, 'files').forEach((value, i) => {
      const entry = record(src, value, `files[${i}]`);
      const bytes = nonNegative(src, entry.bytes, `files[${i}].bytes`);
      if (!Number.isInteger(bytes)) fail(src, `files[${i}].bytes`, 'a whole number of bytes', entry.bytes);
      benchmarks.push({
        name: string(src, entry.path, `files[${i}].path`),
        // A size does not vary between runs: compared exactly, no statistics.
        metrics: { [METRIC.size]: { unit: 'B', direction: 'smaller', value: bytes, statistic: 'single', n: 1, exact: true } },
      });
    });
  }
  if (benchmarks.length === 0) fail({ harness: ID, file: input.files[0]?.path ?? '<none>' }, 'files', 'at least one file', []);
  return { benchmarks: uniqueNames(benchmarks) };
}

export const size: Adapter = {
  id: ID,
  description: 'byte sizes of files measured by benchgate (harness: size; binaries, bundles, payloads)',
  detect,
  parse,
};
