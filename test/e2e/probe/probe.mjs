// A benchmark that goes looking for the job's tokens, as hostile PR code would: its own environment and
// every ancestor's /proc/<pid>/environ. It prints how many tokens it found as a benchgate custom-JSON
// metric, and writes the chain of processes it walked to probe-chain.json.
import { readFileSync, writeFileSync } from 'node:fs';

const tokens = JSON.parse(readFileSync('tokens.json', 'utf8'));
const chain = [];
let hits = 0;
let pid = 'self';
for (let depth = 0; depth < 64; depth++) {
  let stat;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    break;
  }
  let environ = '';
  try {
    environ = readFileSync(`/proc/${pid}/environ`, 'latin1');
  } catch {
    // another user's process: not readable, so not a leak
  }
  const close = stat.lastIndexOf(')');
  const comm = stat.slice(stat.indexOf('(') + 1, close);
  const ppid = Number(stat.slice(close + 2).split(' ')[1]);
  const found = tokens.filter((t) => environ.includes(t));
  hits += found.length;
  chain.push({ pid, comm, found: found.length });
  if (!(ppid > 0)) break;
  pid = String(ppid);
}
hits += tokens.filter((t) => Object.values(process.env).some((v) => v?.includes(t))).length;
writeFileSync('probe-chain.json', JSON.stringify(chain));
console.log(JSON.stringify({ schema: 'benchgate/custom@1', benchmarks: [{ name: 'token-probe', metrics: { hits: { value: hits, unit: 'tokens', direction: 'smaller' } } }] }));
