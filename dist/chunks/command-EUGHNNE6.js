#!/usr/bin/env node
import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  mergeShards
} from "./chunk-RQMLAF7O.js";
import "./chunk-HAUUGIWR.js";
import "./chunk-4OMHAOVV.js";
import {
  resultsFilesIn
} from "./chunk-G2FA5LMC.js";
import {
  readResultsFile,
  writeResultsFile,
  writeResultsWith
} from "./chunk-LZGP3CIA.js";
import "./chunk-H4JAUBBT.js";
import "./chunk-CAKHZOGT.js";
import "./chunk-DQAUADO5.js";
import "./chunk-77VUEDXU.js";
import "./chunk-UZR27MWT.js";
import {
  UsageError
} from "./chunk-PI4KOZG2.js";
import "./chunk-UBC4YGAS.js";

// src/merge/command.ts
import { resolve } from "node:path";
import { parseArgs } from "node:util";
async function runMerge(args, io) {
  const { values, positionals } = parseArgs({ args, options: { out: { type: "string" }, shards: { type: "string" } }, allowPositionals: true });
  if (positionals.length === 0) throw new UsageError("merge: give the results files (or folders of them) of every shard or matrix job");
  let expectedShards;
  if (values.shards !== void 0) {
    expectedShards = Number(values.shards);
    if (!Number.isInteger(expectedShards) || expectedShards < 1) throw new UsageError(`--shards: expected a whole number of shards such as 4; got "${values.shards}"`);
  }
  const parts = [];
  for (const given of positionals) {
    for (const file of await resultsFilesIn(resolve(io.cwd, given), given)) {
      parts.push({ source: file, results: await readResultsFile(file) });
    }
  }
  const merged = mergeShards(parts, expectedShards !== void 0 ? { expectedShards } : {});
  for (const note of merged.notes) io.stderr(`benchgate merge: ${note}
`);
  if (values.out !== void 0) {
    await writeResultsFile(resolve(io.cwd, values.out), merged.results, 2);
    const benchmarks = merged.results.suites.reduce((n, s) => n + s.benchmarks.length, 0);
    io.stderr(`benchgate merge: ${parts.length} parts, ${merged.results.suites.length} suites, ${benchmarks} benchmarks \u2192 ${values.out}
`);
  } else await writeResultsWith((text) => io.stdout(text), merged.results, 2);
  return merged.results.meta.missingShards?.length ? 1 : 0;
}
export {
  runMerge
};
