// The one spread a table cell shows next to a value, from what the harness reported: for a median, its
// own companion the MAD when known (a few GC pauses make a standard deviation larger than the median
// itself); otherwise the standard deviation, else the harness's own ± (JMH error, libtest +/-), else
// MAD, else ± rme × value.
import type { Metric } from '../model/results';

export function spreadOf(m: Metric | undefined): number | undefined {
  const s = m?.spread;
  if (m === undefined || s === undefined) return undefined;
  if (m.statistic === 'median' && s.mad !== undefined) return s.mad;
  return s.stddev ?? s.error ?? s.mad ?? (s.rme !== undefined ? s.rme * m.value : undefined);
}
