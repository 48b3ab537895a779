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
  const tally = tallyOf(xs);
  if (tally.values.length * 4 > xs.length) return m;
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
