#!/usr/bin/env node
import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  LARGE_FILE_BYTES,
  fileSource
} from "./chunk-H4JAUBBT.js";
import {
  storedResults
} from "./chunk-CAKHZOGT.js";
import {
  JsonStreamError,
  lineAt,
  parseJsonStream
} from "./chunk-77VUEDXU.js";
import {
  BenchgateError,
  UsageError
} from "./chunk-PI4KOZG2.js";

// src/baseline/results-io.ts
import { mkdir, open, readFile, stat } from "node:fs/promises";
import { getHeapStatistics } from "node:v8";
import { dirname, resolve } from "node:path";

// src/model/batches.ts
function* batched(pieces, bytes = 1 << 20) {
  let batch = [];
  let size = 0;
  for (const piece of pieces) {
    batch.push(piece);
    size += piece.length;
    if (size >= bytes) {
      yield batch.join("");
      batch = [];
      size = 0;
    }
  }
  if (batch.length > 0) yield batch.join("");
}

// src/model/results-json.ts
var ONE_STRING_MAX_NUMBERS = 1e6;
var PRETTY_MAX_NUMBERS = 5e4;
function resultsText(results, indent) {
  const numbers = numbersIn(results);
  if (numbers > ONE_STRING_MAX_NUMBERS) return void 0;
  try {
    return `${JSON.stringify(results, null, numbers > PRETTY_MAX_NUMBERS ? void 0 : indent)}
`;
  } catch (err) {
    if (err instanceof RangeError) return void 0;
    throw err;
  }
}
function* resultsPieces(results) {
  const { suites, ...rest } = results;
  const head = JSON.stringify(rest);
  yield `${head.slice(0, -1)}${head.length > 2 ? "," : ""}"suites":[`;
  for (const [i, suite] of suites.entries()) {
    const { benchmarks, ...fields } = suite;
    const s = JSON.stringify(fields);
    yield `${i > 0 ? "," : ""}${s.slice(0, -1)}${s.length > 2 ? "," : ""}"benchmarks":[`;
    for (const [k, b] of benchmarks.entries()) {
      if (k > 0) yield ",";
      yield* benchmarkPieces(b);
    }
    yield "]}";
  }
  yield "]}\n";
}
var PIECE_NUMBERS = 65536;
function* benchmarkPieces(b) {
  const long = Object.values(b.metrics).some((m) => (m.samples?.length ?? 0) > PIECE_NUMBERS || (m.runs?.length ?? 0) > PIECE_NUMBERS || (m.tally?.values.length ?? 0) > PIECE_NUMBERS);
  if (!long) {
    yield JSON.stringify(b);
    return;
  }
  yield* objectPieces(b, (key, v) => key === "metrics" ? metricsPieces(v) : void 0);
}
function* metricsPieces(metrics) {
  yield* objectPieces(metrics, (_name, m) => objectPieces(m, numberArrayPieces));
}
function numberArrayPieces(key, v) {
  if ((key === "samples" || key === "runs") && Array.isArray(v)) return numbersPieces(v);
  if (key === "tally" && typeof v === "object" && v !== null) return objectPieces(v, (_k, xs) => Array.isArray(xs) ? numbersPieces(xs) : void 0);
  return void 0;
}
function* objectPieces(obj, inner) {
  let first = true;
  yield "{";
  for (const key of Object.keys(obj)) {
    const value = obj[key];
    if (value === void 0) continue;
    yield `${first ? "" : ","}${JSON.stringify(key)}:`;
    first = false;
    const pieces = inner(key, value);
    if (pieces === void 0) yield JSON.stringify(value);
    else yield* pieces;
  }
  yield "}";
}
function* numbersPieces(values) {
  yield "[";
  for (let i = 0; i < values.length; i += PIECE_NUMBERS) {
    const part = JSON.stringify(values.slice(i, i + PIECE_NUMBERS));
    yield `${i > 0 ? "," : ""}${part.slice(1, -1)}`;
  }
  yield "]";
}
function numbersIn(results) {
  let n = 0;
  for (const suite of results.suites) {
    for (const b of suite.benchmarks) {
      for (const key in b.metrics) {
        const m = b.metrics[key];
        n += (m.samples?.length ?? 0) + (m.runs?.length ?? 0) + 2 * (m.tally?.values.length ?? 0);
      }
    }
  }
  return n;
}

// src/baseline/results-io.ts
function localTallyLimits() {
  const heap = getHeapStatistics().heap_size_limit;
  return {
    maxTalliedSamples: Math.floor(heap / 32),
    tallyLimitReason: `this process's heap (${Math.round(heap / 2 ** 20)} MiB) can hold; give node more with NODE_OPTIONS=--max-old-space-size=<MiB>`,
    ...heapParseLimits()
  };
}
function heapParseLimits() {
  const heap = getHeapStatistics().heap_size_limit;
  return {
    maxParseBytes: Math.floor(heap / 2),
    parseLimitReason: `that half this process's heap allows; give node more with NODE_OPTIONS=--max-old-space-size=<MiB>`
  };
}
async function readResultsFile(path) {
  const limits = localTallyLimits();
  const { parseResults, validateResults } = await import("./validate-SI4IYLGM.js");
  let size;
  try {
    size = (await stat(path)).size;
  } catch (err) {
    throw new UsageError(`${path}: cannot read (${err.code ?? String(err)})`);
  }
  if (size <= LARGE_FILE_BYTES) {
    let text;
    try {
      text = await readFile(path, "utf8");
    } catch (err) {
      throw new UsageError(`${path}: cannot read (${err.code ?? String(err)})`);
    }
    return parseResults(text, path, limits);
  }
  const source = fileSource(path, path, size);
  let data;
  try {
    data = parseJsonStream(source);
  } catch (err) {
    if (!(err instanceof JsonStreamError)) throw err;
    throw new BenchgateError(`${path}:${lineAt(source, err.offset)}: not valid JSON (expected ${err.message})`);
  }
  return validateResults(data, path, limits);
}
async function writeResultsWith(write, given, indent) {
  const results = storedResults(given);
  const text = resultsText(results, indent);
  if (text !== void 0) {
    await write(text);
    return;
  }
  for (const batch of batched(resultsPieces(results))) await write(batch);
}
async function writeResultsFile(path, results, indent) {
  await mkdir(dirname(resolve(path)), { recursive: true });
  const file = await open(path, "w");
  try {
    await writeResultsWith((text) => file.write(text), results, indent);
  } finally {
    await file.close();
  }
}

export {
  batched,
  heapParseLimits,
  readResultsFile,
  writeResultsWith,
  writeResultsFile
};
