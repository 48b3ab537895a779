#!/usr/bin/env node
import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);

// src/compare/stats/descriptive.ts
function mean(xs) {
  const n = xs.length;
  if (n === 0) return NaN;
  let sum = 0;
  let comp = 0;
  for (let i = 0; i < n; i++) {
    const x = xs[i];
    const t = sum + x;
    comp += Math.abs(sum) >= Math.abs(x) ? sum - t + x : x - t + sum;
    sum = t;
  }
  return (sum + comp) / n;
}
function variance(xs) {
  const n = xs.length;
  if (n < 2) return NaN;
  const m = mean(xs);
  let ss = 0;
  let s = 0;
  for (let i = 0; i < n; i++) {
    const d = xs[i] - m;
    ss += d * d;
    s += d;
  }
  return (ss - s * s / n) / (n - 1);
}
function stddev(xs) {
  return Math.sqrt(variance(xs));
}
function quantile(sortedXs, q) {
  const n = sortedXs.length;
  if (n === 0 || Number.isNaN(q)) return NaN;
  const h = (n - 1) * Math.min(1, Math.max(0, q));
  const lo = Math.floor(h);
  const lower = sortedXs[lo];
  if (lo + 1 >= n) return lower;
  const upper = sortedXs[lo + 1];
  return lower + (h - lo) * (upper - lower);
}
var SCRATCH_MEDIAN = 0;
var SCRATCH_MAD = 1;
var SCRATCH_PAIRS = 2;
var SCRATCH_LOGS = 3;
var SCRATCH_RANK_A = 4;
var SCRATCH_RANK_B = 5;
var scratch = Array.from({ length: 6 }, () => new Float64Array(64));
function scratchBuffer(slot, n) {
  let buf = scratch[slot];
  if (buf.length < n) scratch[slot] = buf = new Float64Array(Math.max(n, buf.length * 2));
  return buf;
}
function median(xs) {
  const n = xs.length;
  if (n === 0) return NaN;
  const buf = scratchBuffer(SCRATCH_MEDIAN, n);
  for (let i = 0; i < n; i++) buf[i] = xs[i];
  return medianInPlace(buf, 0, n);
}
function medianInPlace(xs, from = 0, to = xs.length) {
  const n = to - from;
  if (n <= 0) return NaN;
  const k = from + (n >> 1);
  select(xs, from, to - 1, k);
  const hi = xs[k];
  if (n % 2 === 1) return hi;
  let lo = xs[from];
  for (let i = from + 1; i < k; i++) {
    const v = xs[i];
    if (v > lo) lo = v;
  }
  return (lo + hi) / 2;
}
function select(xs, left, right, k) {
  while (right > left) {
    const mid = left + right >> 1;
    if (xs[mid] < xs[left]) swap(xs, mid, left);
    if (xs[right] < xs[left]) swap(xs, right, left);
    if (xs[right] < xs[mid]) swap(xs, right, mid);
    const pivot = xs[mid];
    let i = left;
    let j = right;
    while (i <= j) {
      while (xs[i] < pivot) i++;
      while (xs[j] > pivot) j--;
      if (i <= j) {
        swap(xs, i, j);
        i++;
        j--;
      }
    }
    if (k <= j) right = j;
    else if (k >= i) left = i;
    else return;
  }
}
function swap(xs, i, j) {
  const t = xs[i];
  xs[i] = xs[j];
  xs[j] = t;
}
function mad(xs) {
  const n = xs.length;
  if (n === 0) return NaN;
  const m = median(xs);
  const dev = scratchBuffer(SCRATCH_MAD, n);
  for (let i = 0; i < n; i++) dev[i] = Math.abs(xs[i] - m);
  return medianInPlace(dev, 0, n);
}

export {
  mean,
  stddev,
  quantile,
  SCRATCH_PAIRS,
  SCRATCH_LOGS,
  SCRATCH_RANK_A,
  SCRATCH_RANK_B,
  scratchBuffer,
  median,
  medianInPlace,
  mad
};
