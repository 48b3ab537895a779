// False discovery rate control across the rows of one report.

/**
 * Benjamini–Hochberg adjusted p-values (q-values), in the input order:
 * q_(i) = min_{j ≥ i} min(1, m·p_(j)/j) over the ascending p_(1) ≤ … ≤ p_(m), which makes q
 * monotone in p. Same as R p.adjust(p, method = "BH") and scipy.stats.false_discovery_control.
 * NaN p-values stay NaN and are left out of m, as R does with NA.
 * Benjamini & Hochberg (1995), J. R. Stat. Soc. B 57(1):289–300.
 */
export function benjaminiHochberg(pValues: readonly number[]): number[] {
  // q depends on p alone: tied p-values get the q of the last of their ranks (the running minimum
  // carries it down), so the values are sorted natively, without comparator calls (a report of 400,000
  // rows made 7 million of them), and each p finds its q by binary search.
  const sorted = Float64Array.from(pValues).sort(); // NaN sorts last
  let m = sorted.length;
  while (m > 0 && Number.isNaN(sorted[m - 1]!)) m--;
  const qSorted = new Float64Array(m);
  let running = 1;
  for (let rank = m; rank >= 1; rank--) {
    running = Math.min(running, (sorted[rank - 1]! * m) / rank);
    qSorted[rank - 1] = running;
  }
  const q = new Array<number>(pValues.length);
  for (let i = 0; i < pValues.length; i++) {
    const p = pValues[i]!;
    if (Number.isNaN(p)) {
      q[i] = NaN;
      continue;
    }
    // The last position holding p.
    let lo = 0;
    let hi = m - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (sorted[mid]! <= p) lo = mid;
      else hi = mid - 1;
    }
    q[i] = qSorted[lo]!;
  }
  return q;
}
