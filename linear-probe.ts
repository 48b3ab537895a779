import { findAdapter, harnessIds, parseOutput } from './src/parse/registry';
const MB = 1 << 20;
const inputs: Record<string, string> = {
  newlines: '\n'.repeat(MB),
  crlf: '\r\n'.repeat(MB / 2),
  spaces: ' '.repeat(MB),
  tabs: '\t'.repeat(MB),
  digits: '7'.repeat(MB),
  spacesNewlines: ' \n'.repeat(MB / 2),
};
const markers = ['Command being timed: ', 'Benchmark', 'ns/op ', '± ', 'bench: ', 'time: [', ' x ', 'ops/sec', 'test ', '---', 'Time (mean ± σ):', '<', '{"', '[', 'BM_', 'mean ', '|', 'benchmark name', '│', 'fastest', '# JMH', 'Iterations', 'Elapsed (wall clock) time'];
for (const m of markers) inputs[`marker:${m}`] = m.repeat(Math.ceil(MB / m.length)).slice(0, MB);
for (const m of markers) inputs[`marker+nl:${m}`] = `${m}\n`.repeat(Math.ceil(MB / (m.length + 1))).slice(0, MB);
const ids = [undefined, ...harnessIds()];
const slow: string[] = [];
for (const [name, text] of Object.entries(inputs)) {
  for (const id of ids) {
    if (id === 'command' || id === 'size') continue;
    const t = performance.now();
    try { parseOutput({ files: [{ path: 'x.txt', text }] }, id); } catch {}
    const ms = performance.now() - t;
    if (ms > 300) slow.push(`${ms.toFixed(0)} ms  ${id ?? 'auto'}  ${name}`);
  }
}
console.log(slow.join('\n') || 'all fast');
