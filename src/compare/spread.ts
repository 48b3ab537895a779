// The one spread a table cell shows next to a value, from what the harness reported: the standard
// deviation when known, else the harness's own ± (JMH error, libtest +/-), else MAD, else ± rme × value.
import type { Metric } from '../model/results';

export function spreadOf(m: Metric | undefined): number | undefined {
  const s = m?.spread;
  if (m === undefined || s === undefined) return undefined;
  return s.stddev ?? s.error ?? s.mad ?? (s.rme !== undefined ? s.rme * m.value : undefined);
}
