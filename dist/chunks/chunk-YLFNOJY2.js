#!/usr/bin/env node
import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);

// src/model/units.ts
var METRIC = {
  time: "time",
  throughput: "throughput",
  memory: "memory",
  allocs: "allocs",
  size: "size"
};
var TIME_FACTORS = {
  ps: 1e-3,
  ns: 1,
  us: 1e3,
  "\xB5s": 1e3,
  // U+00B5 MICRO SIGN (Criterion, divan)
  "\u03BCs": 1e3,
  // U+03BC GREEK SMALL LETTER MU
  ms: 1e6,
  s: 1e9,
  sec: 1e9,
  // Spelled out (github-action-benchmark's custom JSON: the unit is whatever the user's script wrote).
  nanoseconds: 1,
  microseconds: 1e3,
  milliseconds: 1e6,
  second: 1e9,
  seconds: 1e9,
  min: 6e10,
  m: 6e10,
  h: 36e11
};
var BYTE_FACTORS = {
  B: 1,
  bytes: 1,
  kB: 1e3,
  KB: 1e3,
  MB: 1e6,
  GB: 1e9,
  TB: 1e12,
  KiB: 1024,
  MiB: 1024 ** 2,
  GiB: 1024 ** 3,
  TiB: 1024 ** 4
};
function timeFactor(unit) {
  return TIME_FACTORS[unit.trim()];
}
function byteFactor(unit) {
  return BYTE_FACTORS[unit.trim()];
}
function byteRateFactor(unit) {
  const m = /^(.+)\/s$/.exec(unit.trim());
  return m?.[1] === void 0 ? void 0 : byteFactor(m[1]);
}
var PLAIN_NUMBER = /^\d+(?:\.\d*)?$/;
function parseNumber(text) {
  if (PLAIN_NUMBER.test(text)) {
    const n2 = Number(text);
    return Number.isFinite(n2) ? n2 : void 0;
  }
  const cleaned = text.trim().replace(/\u2212/g, "-").replace(/,(?=\d{3}(\D|$))/g, "");
  if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(cleaned)) return void 0;
  const n = Number(cleaned);
  return Number.isFinite(n) ? n : void 0;
}
var TIME_SCALES = [
  [1e9, "s"],
  [1e6, "ms"],
  [1e3, "\xB5s"],
  [1, "ns"]
];
var BYTE_SCALES = [
  [1024 ** 3, "GiB"],
  [1024 ** 2, "MiB"],
  [1024, "KiB"],
  [1, "B"]
];
var COUNT_SCALES = [
  [1e9, "G"],
  [1e6, "M"],
  [1e3, "K"],
  [1, ""]
];
function chooseScale(unit, magnitude) {
  const m = Math.abs(magnitude);
  const pick = (scales, suffix) => {
    for (const [factor, label] of scales) {
      if (m >= factor) return { factor, unit: label + suffix };
    }
    const last2 = scales[scales.length - 1];
    return { factor: last2[0], unit: last2[1] + suffix };
  };
  switch (unit) {
    case "ns":
      return pick(TIME_SCALES, "");
    case "B":
      return pick(BYTE_SCALES, "");
    case "B/s":
      return pick(BYTE_SCALES, "/s");
    case "ops/s": {
      const s = pick(COUNT_SCALES, "");
      return { factor: s.factor, unit: s.unit === "" ? "ops/s" : `${s.unit} ops/s` };
    }
    default:
      return { factor: 1, unit };
  }
}
function namedScale(unit, label) {
  const want = label.trim().replace(/^us$/, "\xB5s").replace(/^μs$/, "\xB5s");
  const find = (scales, suffix) => {
    const hit = scales.find(([, l]) => l + suffix === want);
    return hit ? { factor: hit[0], unit: want } : void 0;
  };
  if (unit === "ns") return find(TIME_SCALES, "");
  if (unit === "B") return find(BYTE_SCALES, "");
  if (unit === "B/s") return find(BYTE_SCALES, "/s");
  return want === unit ? { factor: 1, unit } : void 0;
}
function groupThousands(text) {
  const [int, frac] = text.split(".");
  const sign = int.startsWith("-") ? "-" : "";
  const digits = sign ? int.slice(1) : int;
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${sign}${grouped}${frac === void 0 ? "" : `.${frac}`}`;
}
var SMALLEST_FIXED = 1e-6;
var LARGEST_FIXED = 1e21;
function beyondFixed(value) {
  const m = Math.abs(value);
  return Number.isFinite(value) && m !== 0 && (m < SMALLEST_FIXED || m >= LARGEST_FIXED);
}
function formatExponent(value) {
  return value.toExponential(1);
}
function toFixedOrExponent(value, decimals) {
  return Math.abs(value) >= LARGEST_FIXED ? formatExponent(value) : value.toFixed(decimals);
}
function formatSignificant(value, sig = 5) {
  if (!Number.isFinite(value)) return String(value);
  if (value === 0) return "0";
  if (beyondFixed(value)) return formatExponent(value);
  if (Number.isInteger(value)) return groupThousands(value.toFixed(0));
  const digits = Math.floor(Math.log10(Math.abs(value))) + 1;
  const decimals = Math.max(0, Math.min(6, sig - digits));
  return groupThousands(value.toFixed(decimals));
}
function spreadDecimals(spread) {
  if (!(spread > 0) || !Number.isFinite(spread)) return 2;
  const digits = Math.floor(Math.log10(spread)) + 1;
  return Math.max(0, Math.min(6, 3 - digits));
}
function unitSuffix(unit) {
  return unit === "" ? "" : ` ${unit}`;
}
function singularUnit(unit) {
  if (!/^[a-z]{3,}s$/.test(unit) || unit.endsWith("ss")) return unit;
  if (/ies$/.test(unit)) return `${unit.slice(0, -3)}y`;
  if (/(ss|sh|ch|x)es$/.test(unit)) return unit.slice(0, -2);
  return unit.slice(0, -1);
}
function formatQuantity(value, unit, scale = chooseScale(unit, value), sig = 5) {
  let text = formatSignificant(value / scale.factor, sig);
  if (unit === "B" && text.includes(".") && !text.includes("e")) text = text.replace(/\.?0+$/, "");
  const label = value === 1 && scale.factor === 1 ? singularUnit(scale.unit) : scale.unit;
  return `${text}${unitSuffix(label)}`;
}
function formatWithSpread(value, spread, unit, scale = chooseScale(unit, value)) {
  if (spread === void 0 || !Number.isFinite(spread) || spread === 0) return formatQuantity(value, unit, scale);
  const v = value / scale.factor;
  const s = spread / scale.factor;
  const valueDigits = v === 0 ? 1 : Math.floor(Math.log10(Math.abs(v))) + 1;
  const d = Math.max(0, Math.min(spreadDecimals(s), 6 - valueDigits));
  const vd = Math.max(d, Math.min(6, 3 - valueDigits));
  const exponent = beyondFixed(v);
  const vText = exponent || Math.abs(v) >= 10 ** (vd > 0 ? 6 : 9) ? formatSignificant(v) : groupThousands(v.toFixed(vd));
  const sText = Math.abs(s) >= LARGEST_FIXED || exponent && beyondFixed(s) ? formatExponent(s) : groupThousands(s.toFixed(d));
  const shown = Number(sText.replace(/,/g, "")) === 0 ? `<${(10 ** -d).toFixed(d)}` : sText;
  return `${vText}${unitSuffix(scale.unit)} \xB1 ${shown}${unitSuffix(scale.unit)}`;
}
function formatPercentChange(ratio, decimals = 1) {
  const pct = (ratio - 1) * 100;
  const text = toFixedOrExponent(Math.abs(pct), decimals);
  if (Number(text) === 0) return `${0 .toFixed(decimals)} %`;
  return `${pct > 0 ? "+" : "\u2212"}${text} %`;
}

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
function ranksInPlace(xs, n, lo, hi) {
  select(xs, 0, n - 1, lo);
  select(xs, lo + 1, n - 1, hi);
  return [xs[lo], xs[hi]];
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

// src/compare/stats/special-functions.ts
var EPS = 1e-15;
var FPMIN = 1e-300;
var LN_SQRT_2PI = 0.9189385332046728;
var LN_SQRT_PI = 0.5723649429247001;
var LANCZOS = [
  0.9999999999998099,
  676.5203681218851,
  -1259.1392167224028,
  771.3234287776531,
  -176.6150291621406,
  12.507343278686905,
  -0.13857109526572012,
  9984369578019572e-21,
  15056327351493116e-23
];
function logGamma(x) {
  if (!(x > 0)) return NaN;
  if (x === 0.5) return LN_SQRT_PI;
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const z = x - 1;
  let a = LANCZOS[0];
  for (let i = 1; i < 9; i++) a += LANCZOS[i] / (z + i);
  const t = z + 7.5;
  return LN_SQRT_2PI + (z + 0.5) * Math.log(t) - t + Math.log(a);
}
function upperGammaQ(a, x) {
  if (x <= 0) return 1;
  const front = Math.exp(-x + a * Math.log(x) - logGamma(a));
  if (x < a + 1) {
    let ap = a;
    let del = 1 / a;
    let sum = del;
    for (let i = 0; i < 1e3 && Math.abs(del) > Math.abs(sum) * EPS; i++) {
      ap += 1;
      del *= x / ap;
      sum += del;
    }
    return 1 - sum * front;
  }
  let b = x + 1 - a;
  let c = 1 / FPMIN;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 1e3; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < FPMIN) d = FPMIN;
    c = b + an / c;
    if (Math.abs(c) < FPMIN) c = FPMIN;
    d = 1 / d;
    const del = d * c;
    h *= del;
    if (Math.abs(del - 1) < EPS) break;
  }
  return front * h;
}
function betaContinuedFraction(a, b, x, y) {
  const qab = a + b;
  const qap = a + 1;
  const qam = a - 1;
  let c = 1;
  let d = (1 - b + qab * y) / qap;
  if (Math.abs(d) < FPMIN) d = FPMIN;
  d = 1 / d;
  let h = d;
  const maxIter = 1e3 + Math.ceil(10 * Math.sqrt(Math.max(a, b)));
  for (let m = 1; m <= maxIter; m++) {
    const m2 = 2 * m;
    let aa = m * (b - m) * x / ((qam + m2) * (a + m2));
    d = 1 + aa * d;
    if (Math.abs(d) < FPMIN) d = FPMIN;
    c = 1 + aa / c;
    if (Math.abs(c) < FPMIN) c = FPMIN;
    d = 1 / d;
    h *= d * c;
    aa = -(a + m) * (qab + m) * x / ((a + m2) * (qap + m2));
    d = 1 + aa * d;
    if (Math.abs(d) < FPMIN) d = FPMIN;
    c = 1 + aa / c;
    if (Math.abs(c) < FPMIN) c = FPMIN;
    d = 1 / d;
    const del = d * c;
    h *= del;
    if (Math.abs(del - 1) < EPS) break;
  }
  return h;
}
function stirlingRemainder(x) {
  const r = 1 / (x * x);
  const series = 1 / 12 - r * (1 / 360 - r * (1 / 1260 - r * (1 / 1680 - r * (1 / 1188 - r * (691 / 360360 - r * (1 / 156 - r * 3617 / 122400))))));
  return series / x;
}
function logBeta(a, b) {
  const p = Math.min(a, b);
  const q = Math.max(a, b);
  if (p >= 10) {
    const corr = stirlingRemainder(p) + stirlingRemainder(q) - stirlingRemainder(p + q);
    return -0.5 * Math.log(q) + LN_SQRT_2PI + corr + (p - 0.5) * Math.log(p / (p + q)) + q * Math.log1p(-p / (p + q));
  }
  if (q >= 10) {
    const corr = stirlingRemainder(q) - stirlingRemainder(p + q);
    return logGamma(p) + corr + p - p * Math.log(p + q) + (q - 0.5) * Math.log1p(-p / (p + q));
  }
  return logGamma(p) + logGamma(q) - logGamma(p + q);
}
function incompleteBeta(x, y, a, b) {
  if (x <= 0) return 0;
  if (y <= 0) return 1;
  const lnX = x > 0.5 ? Math.log1p(-y) : Math.log(x);
  const lnY = y > 0.5 ? Math.log1p(-x) : Math.log(y);
  const front = Math.exp(a * lnX + b * lnY - logBeta(a, b));
  if (x < (a + 1) / (a + b + 2)) return front * betaContinuedFraction(a, b, x, y) / a;
  return 1 - front * betaContinuedFraction(b, a, y, x) / b;
}

// src/compare/stats/distributions.ts
function normalCdf(x) {
  if (Number.isNaN(x)) return NaN;
  if (!Number.isFinite(x)) return x > 0 ? 1 : 0;
  const tail = 0.5 * upperGammaQ(0.5, x * x / 2);
  return x < 0 ? tail : 1 - tail;
}
var A = [-39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716, 2.506628277459239];
var B = [-54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572];
var C = [-0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968, 2.938163982698783];
var D = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
var poly = (c, x) => c.reduce((acc, k) => acc * x + k, 0);
function normalQuantile(p) {
  if (Number.isNaN(p) || p < 0 || p > 1) return NaN;
  if (p === 0) return -Infinity;
  if (p === 1) return Infinity;
  if (p > 0.5) return -normalQuantile(1 - p);
  let x;
  if (p < 0.02425) {
    const q = Math.sqrt(-2 * Math.log(p));
    x = poly(C, q) / (poly(D, q) * q + 1);
  } else {
    const q = p - 0.5;
    const r = q * q;
    x = poly(A, r) * q / (poly(B, r) * r + 1);
  }
  const e = normalCdf(x) - p;
  const u = e * Math.sqrt(2 * Math.PI) * Math.exp(x * x / 2);
  return x - u / (1 + x * u / 2);
}
function studentTCdf(t, df) {
  if (Number.isNaN(t) || !(df > 0)) return NaN;
  if (df === Infinity) return normalCdf(t);
  if (!Number.isFinite(t)) return t > 0 ? 1 : 0;
  const t2 = t * t;
  const twoSidedTail = incompleteBeta(df / (df + t2), t2 / (df + t2), df / 2, 0.5);
  return t > 0 ? 1 - twoSidedTail / 2 : twoSidedTail / 2;
}
function studentTPdf(t, df) {
  const lnC = -logBeta(df / 2, 0.5) - 0.5 * Math.log(df);
  return Math.exp(lnC - (df + 1) / 2 * Math.log1p(t * t / df));
}
function studentTQuantile(p, df) {
  if (p === last.p && df === last.df) return last.q;
  const key = `${p}:${df}`;
  let q = quantiles.get(key);
  if (q === void 0) {
    q = solveStudentTQuantile(p, df);
    if (quantiles.size >= MAX_REMEMBERED_QUANTILES) quantiles.clear();
    quantiles.set(key, q);
  }
  last.p = p;
  last.df = df;
  last.q = q;
  return q;
}
var last = { p: NaN, df: NaN, q: NaN };
var quantiles = /* @__PURE__ */ new Map();
var MAX_REMEMBERED_QUANTILES = 4096;
function solveStudentTQuantile(p, df) {
  if (Number.isNaN(p) || p < 0 || p > 1 || !(df > 0)) return NaN;
  if (p === 0) return -Infinity;
  if (p === 1) return Infinity;
  if (df === Infinity) return normalQuantile(p);
  if (p > 0.5) return -studentTQuantile(1 - p, df);
  if (p === 0.5) return 0;
  if (df === 1) return -1 / Math.tan(Math.PI * p);
  if (df === 2) return (2 * p - 1) / Math.sqrt(2 * p * (1 - p));
  let hi = 0;
  let lo = Math.min(-1, normalQuantile(p));
  while (studentTCdf(lo, df) > p) {
    hi = lo;
    lo *= 2;
  }
  let x = Math.max(lo, Math.min(hi, normalQuantile(p)));
  for (let i = 0; i < 200; i++) {
    const f = studentTCdf(x, df) - p;
    if (f === 0) return x;
    if (f > 0) hi = x;
    else lo = x;
    let next = x - f / studentTPdf(x, df);
    if (!(next > lo && next < hi)) next = (lo + hi) / 2;
    if (Math.abs(next - x) <= 1e-15 * Math.abs(x) || hi - lo <= 1e-15 * Math.abs(lo)) return next;
    x = next;
  }
  return x;
}

export {
  METRIC,
  timeFactor,
  byteFactor,
  byteRateFactor,
  parseNumber,
  chooseScale,
  namedScale,
  groupThousands,
  beyondFixed,
  formatExponent,
  toFixedOrExponent,
  formatSignificant,
  formatQuantity,
  formatWithSpread,
  formatPercentChange,
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
  ranksInPlace,
  mad,
  normalCdf,
  normalQuantile,
  studentTCdf,
  studentTQuantile
};
