// Adaptive rounds without inflating the error rate: group-sequential α spending (Lan & DeMets 1983,
// Biometrika 70(3):659–663) with the O'Brien–Fleming-type spending function
//   α(t) = 2 − 2Φ(z_{1−α/2} / √t),  t = rounds so far / maximum rounds,
// which spends almost nothing at early looks and nearly all of α at the last one. Each look k tests at
// the increment α(t_k) − α(t_{k−1}); the stopping round τ is random, but a call at τ is a call at some
// look k at level α_k, so P(false call) ≤ Σ α_k = α(t_K) ≤ α (Bonferroni over looks: a little
// conservative against the exact joint boundary, and valid for any stopping rule, including a budget
// that ends the run between planned looks).
import { normalCdf, normalQuantile } from './distributions';

/** Cumulative α spent by information fraction t ∈ (0, 1]. */
export function obrienFlemingSpent(t: number, alpha: number): number {
  if (!(t > 0)) return 0;
  if (t >= 1) return alpha;
  const z = normalQuantile(1 - alpha / 2);
  return 2 - 2 * normalCdf(z / Math.sqrt(t));
}

/** The α one look may use: what the spending function allows at `rounds` minus what earlier looks spent. */
export function lookAlpha(previousRounds: number, rounds: number, maxRounds: number, alpha: number): number {
  return obrienFlemingSpent(rounds / maxRounds, alpha) - obrienFlemingSpent(previousRounds / maxRounds, alpha);
}

/**
 * Planned looks: the minimum, then doubling (5, 10, 20, …), and always the maximum. Few looks, because
 * each look under the union bound costs α; doubling keeps the last look's share near α.
 */
export function lookSchedule(minRounds: number, maxRounds: number): number[] {
  const looks: number[] = [];
  for (let n = Math.max(2, minRounds); n < maxRounds; n *= 2) looks.push(n);
  looks.push(maxRounds);
  return looks;
}
