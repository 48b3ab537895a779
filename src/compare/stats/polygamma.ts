// Digamma ψ, trigamma ψ′ and tetragamma ψ″ for x > 0, and the inverse of trigamma: what the empirical-Bayes
// variance prior (stats/variance-prior.ts) needs. Each shifts x up by the recurrence until x ≥ 10 (a loop,
// not recursion), then sums the asymptotic series (Abramowitz & Stegun 6.3.18, 6.4.11–12); error below
// 1e-11 relative. Reference values: scipy.special.polygamma (test/compare/stats/variance-prior.test.ts).

const SHIFT_TO = 10;

export function digamma(x: number): number {
  if (!(x > 0)) return NaN;
  let acc = 0;
  for (; x < SHIFT_TO; x++) acc -= 1 / x;
  const r = 1 / (x * x);
  return acc + Math.log(x) - 0.5 / x - r * (1 / 12 - r * (1 / 120 - r * (1 / 252 - r * (1 / 240 - r * (1 / 132)))));
}

export function trigamma(x: number): number {
  if (!(x > 0)) return NaN;
  let acc = 0;
  for (; x < SHIFT_TO; x++) acc += 1 / (x * x);
  const r = 1 / (x * x);
  return acc + 1 / x + r / 2 + (r / x) * (1 / 6 - r * (1 / 30 - r * (1 / 42 - r * (1 / 30 - r * (5 / 66)))));
}

export function tetragamma(x: number): number {
  if (!(x > 0)) return NaN;
  let acc = 0;
  for (; x < SHIFT_TO; x++) acc -= 2 / (x * x * x);
  const r = 1 / (x * x);
  return acc - r / x - r * (1 + r * (1 / 2 - r * (1 / 6 - r * (1 / 6 - r * (3 / 10 - r * (5 / 6))))));
}

/**
 * x with trigamma(x) = y, y > 0: Newton's method on 1/trigamma, which is nearly linear (Smyth 2004, the
 * algorithm of limma's trigammaInverse), from x = 0.5 + 1/y.
 */
export function trigammaInverse(y: number): number {
  if (!(y > 0)) return NaN;
  if (y > 1e7) return 1 / Math.sqrt(y);
  if (y < 1e-6) return 1 / y;
  let x = 0.5 + 1 / y;
  for (let i = 0; i < 50; i++) {
    const tri = trigamma(x);
    const step = (tri * (1 - tri / y)) / tetragamma(x);
    x += step;
    if (-step / x < 1e-8) break;
  }
  return x;
}
