// The embedded default: a tiny real benchmark suite written to a temporary folder by `benchgate demo`.
// Two checksum implementations over two sizes, timed in-process (custom-json, raw samples), and two
// plain commands timed by benchgate itself (command harness). BENCH_VARIANT=head plants three changes:
// adler/65536 does 3× the work, fnv/65536 30 % of it, and the `sum-slow` command hashes four times as often.
// The changes are large because a Node process's own speed varies by ±20 % (JIT decisions, code
// alignment), and on a busy 2-core machine one run in five can take twice as long: the demo honestly
// compares those runs, not their samples, and must call its planted changes there too.

export const DEMO_CONFIG = `# benchgate demo: .github/benchgate.yml
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

const WORK = `
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

export const DEMO_FILES: Record<string, string> = {
  '.github/benchgate.yml': DEMO_CONFIG,
  'lib.mjs': WORK,
  'bench.mjs': `// In-process timing: each case is warmed up (so the JIT has settled), then 10 samples, each the
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
  'work.mjs': `// A plain command: hashes an N MiB buffer many times; "slow" hashes four times as often with BENCH_VARIANT=head.
import { fnv, bytes } from './lib.mjs';
const [mode, mb] = process.argv.slice(2);
const buf = bytes(Number(mb) * 1024 * 1024);
const passes = mode === 'slow' && process.env.BENCH_VARIANT === 'head' ? 240 : 60;
let h = 0;
for (let i = 0; i < passes; i++) h ^= fnv(buf);
if (h === 0.5) console.log(h);
`,
};
