// The embedded default: a tiny real benchmark suite written to a temporary folder by `benchgate demo`.
// Two checksum implementations over two sizes, timed in-process (custom-json, raw samples), and two
// plain commands timed by benchgate itself (command harness). BENCH_VARIANT=head plants three changes:
// adler/65536 does 30 % more work, fnv/65536 does 15 % less, and the `sum-slow` command 30 % more.

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
      mb: [8]
    runs: 7
    warmup: 1
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
  'bench.mjs': `// In-process timing: 25 samples per case, each the mean of a batch of calls, in ns per call.
import { adler, fnv, bytes } from './lib.mjs';
const head = process.env.BENCH_VARIANT === 'head';
const cases = [];
for (const size of [1024, 65536]) {
  const buf = bytes(size);
  cases.push({ name: \`checksum/adler/\${size}\`, impl: 'adler', size, fn: () => adler(buf, head && size === 65536 ? 0.3 : 0) });
  cases.push({ name: \`checksum/fnv/\${size}\`, impl: 'fnv', size, fn: () => fnv(buf, head && size === 65536 ? 0.85 : 1) });
}
let sink = 0;
const out = { schema: 'benchgate/custom@1', benchmarks: [] };
for (const c of cases) {
  let batch = 1;
  for (;;) { const t = process.hrtime.bigint(); for (let i = 0; i < batch; i++) sink ^= c.fn(); if (Number(process.hrtime.bigint() - t) > 2e6) break; batch *= 2; }
  const samples = [];
  for (let s = 0; s < 25; s++) {
    const t = process.hrtime.bigint();
    for (let i = 0; i < batch; i++) sink ^= c.fn();
    samples.push(Number(process.hrtime.bigint() - t) / batch);
  }
  const sorted = [...samples].sort((a, b) => a - b);
  out.benchmarks.push({ name: c.name, params: { impl: c.impl, size: String(c.size) },
    metrics: { time: { value: sorted[12], unit: 'ns', samples } } });
}
if (sink === 0.5) console.error(sink);
console.log(JSON.stringify(out));
`,
  'work.mjs': `// A plain command: checksums an N MiB buffer; "slow" does 30 % more work with BENCH_VARIANT=head.
import { fnv, bytes } from './lib.mjs';
const [mode, mb] = process.argv.slice(2);
const buf = bytes(Number(mb) * 1024 * 1024);
const extra = mode === 'slow' ? (process.env.BENCH_VARIANT === 'head' ? 2.6 : 2) : 1;
let h = 0;
for (let i = 0; i < extra * 10; i++) h ^= fnv(buf, 0.1);
if (h === 0.5) console.log(h);
`,
};
