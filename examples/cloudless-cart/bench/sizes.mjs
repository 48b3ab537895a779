// Output sizes as benchgate custom JSON (docs/custom-json.md): per mode and payload, the input (the cart's
// JSON) and the output (the token as sent), so a table can show the size change of each mode. Every mode is
// also checked to open its own token back into the same cart.
import { Buffer } from 'node:buffer';
import { isDeepStrictEqual } from 'node:util';
import { makeCart, SIZES } from './cart.mjs';
import { MODES } from './modes.mjs';

const benchmarks = [];
for (const [payload, target] of Object.entries(SIZES)) {
  const cart = makeCart(target);
  const input = Buffer.byteLength(JSON.stringify(cart));
  for (const [mode, m] of Object.entries(MODES)) {
    const token = m.seal(cart);
    if (!isDeepStrictEqual(m.open(token), cart)) throw new Error(`${mode}/${payload}: the token does not open to the same cart`);
    benchmarks.push({ name: `${mode}/${payload}/input`, metrics: { size: { value: input, unit: 'B' } } });
    benchmarks.push({ name: `${mode}/${payload}/output`, metrics: { size: { value: Buffer.byteLength(token), unit: 'B' } } });
  }
}
process.stdout.write(`${JSON.stringify({ schema: 'benchgate/custom@1', benchmarks }, null, 1)}\n`);
