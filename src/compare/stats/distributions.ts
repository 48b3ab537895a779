// The two distributions the verdicts need: standard normal and Student t.
// Normal CDF through erfc = Q(½, z²); Acklam's normal quantile refined by one Halley step;
// Student t through the incomplete beta. Reference values: test/compare/stats/reference.
import { incompleteBeta, logBeta, upperGammaQ } from './special-functions';

export { logGamma, regularizedIncompleteBeta } from './special-functions';

/** Standard normal CDF Φ(x) = erfc(−x/√2)/2, accurate in relative terms deep into the lower tail. */
export function normalCdf(x: number): number {
  if (Number.isNaN(x)) return NaN;
  if (!Number.isFinite(x)) return x > 0 ? 1 : 0;
  const tail = 0.5 * upperGammaQ(0.5, (x * x) / 2); // = Φ(−|x|)
  return x < 0 ? tail : 1 - tail;
}

// Acklam's rational approximation (relative error 1.15e-9), https://web.archive.org/web/20151030215612/http://home.online.no/~pjacklam/notes/invnorm/
const A = [-3.969683028665376e1, 2.209460984245205e2, -2.759285104469687e2, 1.38357751867269e2, -3.066479806614716e1, 2.506628277459239];
const B = [-5.447609879822406e1, 1.615858368580409e2, -1.556989798598866e2, 6.680131188771972e1, -1.328068155288572e1];
const C = [-7.784894002430293e-3, -3.223964580411365e-1, -2.400758277161838, -2.549732539343734, 4.374664141464968, 2.938163982698783];
const D = [7.784695709041462e-3, 3.224671290700398e-1, 2.445134137142996, 3.754408661907416];

const poly = (c: number[], x: number): number => c.reduce((acc, k) => acc * x + k, 0);

/**
 * Standard normal quantile Φ⁻¹(p): Acklam's approximation, then one Halley step against
 * `normalCdf`, which brings it to full double precision. p outside (0, 1) → ±Infinity / NaN.
 */
export function normalQuantile(p: number): number {
  if (Number.isNaN(p) || p < 0 || p > 1) return NaN;
  if (p === 0) return -Infinity;
  if (p === 1) return Infinity;
  if (p > 0.5) return -normalQuantile(1 - p); // 1 − p is exact for p ≥ 0.5
  let x: number;
  if (p < 0.02425) {
    const q = Math.sqrt(-2 * Math.log(p));
    x = poly(C, q) / (poly(D, q) * q + 1);
  } else {
    const q = p - 0.5;
    const r = q * q;
    x = (poly(A, r) * q) / (poly(B, r) * r + 1);
  }
  const e = normalCdf(x) - p;
  const u = e * Math.sqrt(2 * Math.PI) * Math.exp((x * x) / 2);
  return x - u / (1 + (x * u) / 2);
}

/**
 * Student t CDF with `df` > 0 degrees of freedom (df = Infinity → normal), through the incomplete
 * beta: P(|T| > |t|) = I_x(df/2, ½) with x = df/(df+t²), 1 − x = t²/(df+t²) both formed directly.
 */
export function studentTCdf(t: number, df: number): number {
  if (Number.isNaN(t) || !(df > 0)) return NaN;
  if (df === Infinity) return normalCdf(t);
  if (!Number.isFinite(t)) return t > 0 ? 1 : 0;
  const t2 = t * t;
  const twoSidedTail = incompleteBeta(df / (df + t2), t2 / (df + t2), df / 2, 0.5);
  return t > 0 ? 1 - twoSidedTail / 2 : twoSidedTail / 2;
}

/** Student t density, for the Newton steps of the quantile. */
function studentTPdf(t: number, df: number): number {
  // 1/(√df·B(df/2, ½)) is the normalising constant.
  const lnC = -logBeta(df / 2, 0.5) - 0.5 * Math.log(df);
  return Math.exp(lnC - ((df + 1) / 2) * Math.log1p((t * t) / df));
}

/**
 * Student t quantile: closed forms for df = 1, 2; otherwise Newton's method on `studentTCdf`
 * from the normal quantile, inside a bracket that falls back to bisection when a step leaves it.
 */
export function studentTQuantile(p: number, df: number): number {
  // The same (p, df) recurs for every row of a suite (the 95 % level on the suite's df): remember it,
  // the last one without even making its key (400,000 rows asked for the same one in a row).
  if (p === last.p && df === last.df) return last.q;
  const key = `${p}:${df}`;
  let q = quantiles.get(key);
  if (q === undefined) {
    q = solveStudentTQuantile(p, df);
    if (quantiles.size >= MAX_REMEMBERED_QUANTILES) quantiles.clear();
    quantiles.set(key, q);
  }
  last.p = p;
  last.df = df;
  last.q = q;
  return q;
}

/** The last quantile asked for (NaN never equals, so the first call always solves). */
const last = { p: NaN, df: NaN, q: NaN };

/** Remembered t quantiles, bounded: a pure function's results, so a cleared cache only costs time. */
const quantiles = new Map<string, number>();
const MAX_REMEMBERED_QUANTILES = 4096;

function solveStudentTQuantile(p: number, df: number): number {
  if (Number.isNaN(p) || p < 0 || p > 1 || !(df > 0)) return NaN;
  if (p === 0) return -Infinity;
  if (p === 1) return Infinity;
  if (df === Infinity) return normalQuantile(p);
  if (p > 0.5) return -studentTQuantile(1 - p, df); // solve in the lower tail, where p is exact
  if (p === 0.5) return 0;
  if (df === 1) return -1 / Math.tan(Math.PI * p); // Cauchy: tan(π(p − ½)), without cancelling p − ½
  if (df === 2) return (2 * p - 1) / Math.sqrt(2 * p * (1 - p));
  // Bracket [lo, hi] with cdf(lo) < p ≤ cdf(hi) = 1/2.
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
