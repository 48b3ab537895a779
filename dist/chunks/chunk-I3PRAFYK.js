#!/usr/bin/env node
import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);

// src/compare/stats/descriptive.ts
function mean(xs) {
  const n = xs.length;
  if (n === 0) return NaN;
  let sum = 0;
  let comp = 0;
  for (const x of xs) {
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
  for (const x of xs) {
    const d = x - m;
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
function median(xs) {
  if (xs.length === 0) return NaN;
  return medianInPlace(Float64Array.from(xs));
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
  if (xs.length === 0) return NaN;
  const m = median(xs);
  const dev = new Float64Array(xs.length);
  for (let i = 0; i < xs.length; i++) dev[i] = Math.abs(xs[i] - m);
  return medianInPlace(dev);
}

export {
  mean,
  stddev,
  quantile,
  median,
  medianInPlace,
  mad
};
