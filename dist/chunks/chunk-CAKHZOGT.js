#!/usr/bin/env node
import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);

// src/model/sample-tally.ts
var TALLY_MIN_SAMPLES = 1e3;
function tallyOf(samples) {
  const sorted = Float64Array.from(samples).sort();
  const values = [];
  const counts = [];
  for (let i = 0; i < sorted.length; i++) {
    const x = sorted[i];
    if (values.length > 0 && values[values.length - 1] === x) counts[counts.length - 1]++;
    else {
      values.push(x === 0 ? 0 : x);
      counts.push(1);
    }
  }
  return { values, counts };
}
var MAX_PROBES = 64;
var bits = new Float64Array(1);
var words = new Uint32Array(bits.buffer);
function slotOf(x, mask) {
  bits[0] = x;
  let h = words[0] ^ Math.imul(words[1], 2654435761);
  h = Math.imul(h ^ h >>> 16, 2246822507);
  h = Math.imul(h ^ h >>> 13, 3266489909);
  return (h ^ h >>> 16) & mask;
}
function tallyIfFew(samples, maxDistinct) {
  if (maxDistinct < 1) return samples.length === 0 ? { values: [], counts: [] } : void 0;
  let capacity = 16;
  while (capacity < 2 * (maxDistinct + 1)) capacity *= 2;
  const mask = capacity - 1;
  const keys = new Float64Array(capacity);
  const counts = new Uint32Array(capacity);
  let distinct = 0;
  for (let i = 0; i < samples.length; i++) {
    let probes = 0;
    const x = samples[i] === 0 ? 0 : samples[i];
    let slot = slotOf(x, mask);
    for (; ; ) {
      const n = counts[slot];
      if (n === 0) {
        if (distinct === maxDistinct) return void 0;
        keys[slot] = x;
        counts[slot] = 1;
        distinct++;
        break;
      }
      if (keys[slot] === x) {
        counts[slot] = n + 1;
        break;
      }
      if (++probes > MAX_PROBES) {
        const sorted = tallyOf(samples);
        return sorted.values.length <= maxDistinct ? sorted : void 0;
      }
      slot = slot + 1 & mask;
    }
  }
  const values = new Float64Array(distinct);
  for (let slot = 0, k = 0; slot < capacity; slot++) if (counts[slot] !== 0) values[k++] = keys[slot];
  values.sort();
  const out = { values: new Array(distinct), counts: new Array(distinct) };
  for (let i = 0; i < distinct; i++) {
    const x = values[i];
    let slot = slotOf(x, mask);
    while (keys[slot] !== x || counts[slot] === 0) slot = slot + 1 & mask;
    out.values[i] = x;
    out.counts[i] = counts[slot];
  }
  return out;
}
function samplesOf(tally) {
  let n = 0;
  for (const c of tally.counts) n += c;
  const out = new Array(n);
  let k = 0;
  for (let i = 0; i < tally.values.length; i++) {
    const v = tally.values[i];
    for (let c = tally.counts[i]; c > 0; c--) out[k++] = v;
  }
  return out;
}
function storedMetric(m) {
  const xs = m.samples;
  if (xs === void 0 || xs.length < TALLY_MIN_SAMPLES || m.iterations !== void 0) return m;
  const tally = tallyIfFew(xs, Math.floor(xs.length / 4));
  if (tally === void 0) return m;
  const { samples: _samples, ...rest } = m;
  return { ...rest, tally };
}
function storedResults(results) {
  let changed = false;
  const suites = results.suites.map((suite) => {
    let suiteChanged = false;
    const benchmarks = suite.benchmarks.map((b) => {
      let metrics;
      for (const [name, m] of Object.entries(b.metrics)) {
        const stored = storedMetric(m);
        if (stored !== m) (metrics ??= { ...b.metrics })[name] = stored;
      }
      if (metrics === void 0) return b;
      suiteChanged = true;
      return { ...b, metrics };
    });
    if (!suiteChanged) return suite;
    changed = true;
    return { ...suite, benchmarks };
  });
  return changed ? { ...results, suites } : results;
}

export {
  samplesOf,
  storedMetric,
  storedResults
};
