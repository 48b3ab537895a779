#!/usr/bin/env node
import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);

// src/model/arrays.ts
function minOf(xs) {
  let m = Infinity;
  for (let i = 0; i < xs.length; i++) {
    const x = xs[i];
    if (x < m || Number.isNaN(x)) m = x;
    if (Number.isNaN(m)) return NaN;
  }
  return m;
}
function maxOf(xs) {
  let m = -Infinity;
  for (let i = 0; i < xs.length; i++) {
    const x = xs[i];
    if (x > m || Number.isNaN(x)) m = x;
    if (Number.isNaN(m)) return NaN;
  }
  return m;
}
function pushAll(target, items) {
  for (const x of items) target.push(x);
  return target;
}
function listSome(items, max) {
  return items.length <= max ? items.join(", ") : `${items.slice(0, max).join(", ")} and ${items.length - max} more`;
}

export {
  minOf,
  maxOf,
  pushAll,
  listSome
};
