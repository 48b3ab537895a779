// tinybench suite: tlv/{op}/{size}/{names}, one packet per call. Prints the task results as JSON
// (bench.tasks → { name, result }), which benchgate's tinybench adapter reads.
import { Bench } from 'tinybench';
import { decode, encode, makePacket } from './tlv.js';

const p0 = makePacket(1024, 12);
const q0 = decode(encode(p0));
if (q0.name.length !== 12 || q0.freshness !== 4000 || !q0.content.every((b, i) => b === p0.content[i])) throw new Error('round trip failed');

const bench = new Bench({ name: 'ndn-tlv', time: 150, warmupTime: 30 });
let sink;
for (const op of ['encode', 'decode']) {
  for (const size of [100, 1024, 8192]) {
    for (const names of [3, 12]) {
      const p = makePacket(size, names);
      const wire = encode(p);
      bench.add(`tlv/${op}/${size}/${names}`, op === 'encode' ? () => void (sink = encode(p)) : () => void (sink = decode(wire)));
    }
  }
}
await bench.run();
if (sink === undefined) throw new Error('nothing ran');
console.log(JSON.stringify(bench.tasks.map((t) => ({ name: t.name, result: t.result })), null, 2));
