// False discovery rate control across the rows of one report.

/**
 * Benjamini–Hochberg adjusted p-values (q-values), in the input order:
 * q_(i) = min_{j ≥ i} min(1, m·p_(j)/j) over the ascending p_(1) ≤ … ≤ p_(m), which makes q
 * monotone in p. Same as R p.adjust(p, method = "BH") and scipy.stats.false_discovery_control.
 * NaN p-values stay NaN and are left out of m, as R does with NA.
 * Benjamini & Hochberg (1995), J. R. Stat. Soc. B 57(1):289–300.
 */
export function benjaminiHochberg(pValues: readonly number[]): number[] {
  const order: number[] = [];
  for (let i = 0; i < pValues.length; i++) if (!Number.isNaN(pValues[i])) order.push(i);
  order.sort((i, j) => (pValues[i] as number) - (pValues[j] as number));
  const m = order.length;
  const q = pValues.map(() => NaN);
  let running = 1;
  for (let rank = m; rank >= 1; rank--) {
    const index = order[rank - 1] as number;
    running = Math.min(running, ((pValues[index] as number) * m) / rank);
    q[index] = running;
  }
  return q;
}
