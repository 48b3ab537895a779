// `benchgate merge PATH… [--out F] [--shards N]`: the results of a sharded or matrix run (each job's
// results file, or folders of them) as one results file, for `benchgate compare` or a baseline.
// Missing shards and parts seen twice are said on stderr and kept in the merged file's meta.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { resultsFilesIn } from '../baseline/results-files';
import { readResultsFile, writeResultsFile, writeResultsWith } from '../baseline/results-io';
import { UsageError } from '../model/errors';
import { mergeShards, type ResultsPart } from '../model/merge-shards';

export interface MergeIo {
  stdout: (s: string) => void;
  stderr: (s: string) => void;
  cwd: string;
}

export async function runMerge(args: string[], io: MergeIo): Promise<number> {
  const { values, positionals } = parseArgs({ args, options: { out: { type: 'string' }, shards: { type: 'string' } }, allowPositionals: true });
  if (positionals.length === 0) throw new UsageError('merge: give the results files (or folders of them) of every shard or matrix job');
  let expectedShards: number | undefined;
  if (values.shards !== undefined) {
    expectedShards = Number(values.shards);
    if (!Number.isInteger(expectedShards) || expectedShards < 1) throw new UsageError(`--shards: expected a whole number of shards such as 4; got "${values.shards}"`);
  }
  const parts: ResultsPart[] = [];
  for (const given of positionals) {
    for (const file of await resultsFilesIn(resolve(io.cwd, given), given)) {
      parts.push({ source: file, results: await readResultsFile(file) });
    }
  }
  const merged = mergeShards(parts, expectedShards !== undefined ? { expectedShards } : {});
  for (const note of merged.notes) io.stderr(`benchgate merge: ${note}\n`);
  if (values.out !== undefined) {
    await writeResultsFile(resolve(io.cwd, values.out), merged.results, 2);
    const benchmarks = merged.results.suites.reduce((n, s) => n + s.benchmarks.length, 0);
    io.stderr(`benchgate merge: ${parts.length} parts, ${merged.results.suites.length} suites, ${benchmarks} benchmarks → ${values.out}\n`);
  } else await writeResultsWith((text) => io.stdout(text), merged.results, 2);
  // Missing shards: the merged file is written, but the step must not pass as complete.
  return merged.results.meta.missingShards?.length ? 1 : 0;
}
