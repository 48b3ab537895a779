// The one spread a table cell shows next to a value, from what the harness reported: for a median, its
// own companion the MAD when known, else half the IQR (pytest-benchmark's; the same ±0.67σ for normal
// samples): a few GC pauses make a standard deviation larger than the median itself (a real pytest-benchmark
// row read 5.12 µs ± 25.1 µs beside its IQR of 2.04 µs). Otherwise the standard deviation, else the
// harness's own ± (JMH error, libtest +/-), else MAD, else ± rme × value.
import type { Metric } from '../model/results';

export function spreadOf(m: Metric | undefined): number | undefined {
  const s = m?.spread;
  if (m === undefined || s === undefined) return undefined;
  if (m.statistic === 'median' && s.mad !== undefined) return s.mad;
  if (m.statistic === 'median' && s.iqr !== undefined) return s.iqr / 2;
  return s.stddev ?? s.error ?? s.mad ?? (s.rme !== undefined ? s.rme * m.value : undefined);
}
