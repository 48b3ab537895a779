// Time per operation with tinybench: {mode}/{payload}/{op}, op = encrypt-sign (seal), decrypt-verify
// (open a sealed token) and round-trip (both, measured together). Prints tinybench's task results as JSON.
import { Bench } from 'tinybench';
import { makeCart, SIZES } from './cart.mjs';
import { MODES } from './modes.mjs';

const bench = new Bench({ name: 'cloudless-cart', time: 100, iterations: 10, warmupTime: 20, warmupIterations: 5 });
let sink;
for (const [payload, target] of Object.entries(SIZES)) {
  const cart = makeCart(target);
  for (const [mode, m] of Object.entries(MODES)) {
    const token = m.seal(cart);
    bench.add(`${mode}/${payload}/encrypt-sign`, () => void (sink = m.seal(cart)));
    bench.add(`${mode}/${payload}/decrypt-verify`, () => void (sink = m.open(token)));
    bench.add(`${mode}/${payload}/round-trip`, () => void (sink = m.open(m.seal(cart))));
  }
}
await bench.run();
if (sink === undefined) throw new Error('no task ran');
process.stdout.write(`${JSON.stringify(bench.tasks.map((t) => ({ name: t.name, result: t.result })))}\n`);
