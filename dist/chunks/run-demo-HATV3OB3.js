#!/usr/bin/env node
import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  LocalBaselineStore
} from "./chunk-CDJZKD52.js";
import {
  renderText
} from "./chunk-T7BXWTIZ.js";
import {
  renderReport
} from "./chunk-Q5SEBKMN.js";
import {
  runSuites
} from "./chunk-7HZ4PJE6.js";
import "./chunk-CDZ2FWNN.js";
import "./chunk-IZWJKWDI.js";
import "./chunk-HAUUGIWR.js";
import {
  loadConfig
} from "./chunk-5RNHLP2V.js";
import "./chunk-FKKX4YLR.js";
import "./chunk-MTUCHAR6.js";
import "./chunk-NOEW3QN6.js";
import "./chunk-4OMHAOVV.js";
import "./chunk-WTZCLGOG.js";
import {
  nextBaseline
} from "./chunk-T7ASURCJ.js";
import {
  compareOptionsFor,
  compareRuns,
  mergeRuns
} from "./chunk-6FUW3OSH.js";
import "./chunk-PYJIG4FO.js";
import "./chunk-LZGP3CIA.js";
import "./chunk-H4JAUBBT.js";
import "./chunk-CAKHZOGT.js";
import "./chunk-UDD6US5G.js";
import "./chunk-HTFQQTUP.js";
import "./chunk-YLFNOJY2.js";
import "./chunk-DQAUADO5.js";
import "./chunk-77VUEDXU.js";
import "./chunk-UZR27MWT.js";
import "./chunk-PI4KOZG2.js";
import "./chunk-UBC4YGAS.js";

// src/demo/run-demo.ts
import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { parseArgs } from "node:util";

// src/demo/demo-suite.ts
var DEMO_CONFIG = `# benchgate demo: .github/benchgate.yml
suites:
  - name: checksum
    run: node bench.mjs
    harness: custom-json
  - name: cli
    harness: command
    commands:
      sum-fast: node work.mjs fast {mb}
      sum-slow: node work.mjs slow {mb}
    matrix:
      mb: [1]
    runs: 2
    warmup: 0
`;
var WORK = `
export function adler(buf, extra = 0) {
  let a = 1, b = 0;
  const end = Math.floor(buf.length * (1 + extra));
  for (let i = 0; i < end; i++) {
    a = (a + buf[i % buf.length]) % 65521;
    b = (b + a) % 65521;
  }
  return (b << 16) | a;
}
export function fnv(buf, fraction = 1) {
  let h = 0x811c9dc5;
  const end = Math.floor(buf.length * fraction);
  for (let i = 0; i < end; i++) h = Math.imul(h ^ buf[i], 0x01000193);
  return h >>> 0;
}
export function bytes(n) {
  const buf = new Uint8Array(n);
  let x = 12345;
  for (let i = 0; i < n; i++) { x = (x * 1103515245 + 12345) >>> 0; buf[i] = x >>> 24; }
  return buf;
}
`;
var DEMO_FILES = {
  ".github/benchgate.yml": DEMO_CONFIG,
  "lib.mjs": WORK,
  "bench.mjs": `// In-process timing: each case is warmed up (so the JIT has settled), then 10 samples, each the
// mean of a batch of calls lasting about 4 ms, in ns per call.
import { adler, fnv, bytes } from './lib.mjs';
const head = process.env.BENCH_VARIANT === 'head';
const cases = [];
for (const size of [1024, 65536]) {
  const buf = bytes(size);
  cases.push({ name: \`checksum/adler/\${size}\`, impl: 'adler', size, fn: () => adler(buf, head && size === 65536 ? 2 : 0) });
  cases.push({ name: \`checksum/fnv/\${size}\`, impl: 'fnv', size, fn: () => fnv(buf, head && size === 65536 ? 0.3 : 1) });
}
let sink = 0;
const elapsed = (t) => Number(process.hrtime.bigint() - t);
const out = { schema: 'benchgate/custom@1', benchmarks: [] };
for (const c of cases) {
  const warm = process.hrtime.bigint();
  while (elapsed(warm) < 100e6) sink ^= c.fn();
  let batch = 1;
  for (;;) { const t = process.hrtime.bigint(); for (let i = 0; i < batch; i++) sink ^= c.fn(); if (elapsed(t) > 4e6) break; batch *= 2; }
  const samples = [];
  for (let s = 0; s < 10; s++) {
    const t = process.hrtime.bigint();
    for (let i = 0; i < batch; i++) sink ^= c.fn();
    samples.push(elapsed(t) / batch);
  }
  const sorted = [...samples].sort((a, b) => a - b);
  out.benchmarks.push({ name: c.name, params: { impl: c.impl, size: String(c.size) },
    metrics: { time: { value: (sorted[4] + sorted[5]) / 2, unit: 'ns', samples } } });
}
if (sink === 0.5) console.error(sink);
console.log(JSON.stringify(out));
`,
  "work.mjs": `// A plain command: hashes an N MiB buffer many times; "slow" hashes four times as often with BENCH_VARIANT=head.
import { fnv, bytes } from './lib.mjs';
const [mode, mb] = process.argv.slice(2);
const buf = bytes(Number(mb) * 1024 * 1024);
const passes = mode === 'slow' && process.env.BENCH_VARIANT === 'head' ? 240 : 60;
let h = 0;
for (let i = 0; i < passes; i++) h ^= fnv(buf);
if (h === 0.5) console.log(h);
`
};

// src/demo/run-demo.ts
async function runDemo(args, io) {
  const { values } = parseArgs({ args, options: { dir: { type: "string" }, format: { type: "string" } }, strict: true });
  const dir = values.dir ? resolve(io.cwd, values.dir) : await mkdtemp(join(tmpdir(), "benchgate-demo-"));
  for (const [path, text] of Object.entries(DEMO_FILES)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), text);
  }
  const configPath = join(dir, ".github", "benchgate.yml");
  const store = new LocalBaselineStore(join(dir, ".benchgate"));
  const progress = { write: io.stderr, isTTY: io.isTTY };
  const loaded = await loadConfig(configPath);
  const rounds = 5;
  io.stderr(`benchgate demo: suite written to ${dir}

Running it ${rounds * 2} times, alternating base and head (BENCH_VARIANT=head plants three changes:
adler/65536 3\xD7 the work, fnv/65536 30 % of it, sum-slow hashes four times as often), so a drift of the machine falls on both sides.
Each benchmark is then compared run against run (n = ${rounds} runs per side), not sample against sample.
`);
  const runs = { base: [], head: [] };
  for (let round = 1; round <= rounds; round++) {
    for (const side of ["base", "head"]) {
      io.stderr(`
round ${round}/${rounds}: ${side}
`);
      process.env.BENCH_VARIANT = side;
      runs[side].push(await runSuites(loaded, { now: io.now, progress, meta: { ref: side === "base" ? "main" : "demo-change" } }));
    }
  }
  delete process.env.BENCH_VARIANT;
  const base = mergeRuns(runs.base);
  const head = mergeRuns(runs.head);
  await store.save("main", nextBaseline(void 0, base, loaded.history));
  const saved = await store.load("main");
  const comparison = compareRuns(saved?.results, head, compareOptionsFor(loaded, {}, { baselineKind: "same-job" }));
  io.stderr(`
The base is saved as baseline "main" in ${store.dir}. The report (the same markdown becomes the PR comment and the job summary):

`);
  io.stdout(values.format === "text" ? renderText(comparison) : renderReport(comparison, { baseline: saved?.info, now: io.now(), title: "benchgate demo" }));
  io.stderr(`
Try it on your repo: \`benchgate run --save-baseline main\` on the base branch, then \`benchgate run\` on a change.
`);
  return head.suites.some((s) => s.status === "failed") ? 1 : 0;
}
export {
  runDemo
};
