// Deterministic shopping-cart JSON of a target size: the same bytes every run (a small LCG, no Math.random),
// with the repetition real carts have (keys, currencies, categories) and the entropy they have too (SKUs,
// prices, ids), so compression behaves as on real tokens.
import { Buffer } from 'node:buffer';

const WORDS = ['walnut', 'desk', 'lamp', 'linen', 'throw', 'ceramic', 'mug', 'oak', 'shelf', 'wool', 'rug', 'brass',
  'hook', 'glass', 'vase', 'cotton', 'towel', 'steel', 'kettle', 'bamboo', 'tray', 'leather', 'wallet', 'cedar', 'box'];
const CATEGORIES = ['home', 'kitchen', 'bath', 'office', 'garden'];

export const SIZES = { '100B': 100, '1KB': 1_000, '10KB': 10_000, '100KB': 100_000 };

function rng(seed) {
  let s = seed >>> 0;
  return () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32;
}

function item(next, i) {
  const pick = (list) => list[Math.floor(next() * list.length)];
  const name = `${pick(WORDS)} ${pick(WORDS)}`;
  return {
    sku: `SKU-${String(Math.floor(next() * 1e6)).padStart(6, '0')}`,
    name: name[0].toUpperCase() + name.slice(1),
    qty: 1 + Math.floor(next() * 4),
    price: Math.round(next() * 20000) / 100,
    category: pick(CATEGORIES),
    ...(i % 3 === 0 ? { note: `gift wrap ${pick(WORDS)} ${pick(WORDS)}` } : {}),
  };
}

function cartOf(items) {
  const total = Math.round(items.reduce((s, it) => s + it.qty * it.price, 0) * 100) / 100;
  return { cartId: 'c-7f3a9e', currency: 'EUR', items, total };
}

/** The cart (of at least one item) whose JSON is closest to `target` bytes. */
export function makeCart(target) {
  const next = rng(20250829);
  const items = [];
  let best;
  for (let i = 0; ; i++) {
    items.push(item(next, i));
    const cart = cartOf([...items]);
    const size = Buffer.byteLength(JSON.stringify(cart));
    if (!best || Math.abs(size - target) <= Math.abs(Buffer.byteLength(JSON.stringify(best)) - target)) best = cart;
    if (size > target) return best;
  }
}
