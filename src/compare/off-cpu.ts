// Wall time beside CPU time. Time a process spends off a CPU (a loaded machine running other jobs, or waiting
// on I/O) is in its wall time and not in its CPU time. Google Benchmark compares real_time (`time`) with
// cpu_time (`cpu-time`) beside it: in a real A/A pair of one binary, on this project's machine at load 4 on
// 2 CPUs, BM_Memcpy/4096 read 107 ns of real time against 34 ns of CPU time in base and 47 against 31 in
// head, and its real time was called "✅ faster" by 56 % (test/fixtures/google-benchmark/off-cpu-aa).
import { formatQuantity } from '../model/units';
import type { Metric } from '../model/results';
import type { ComparisonRow } from './types';
import { signedPct } from './split-moves';

/** Wall time over CPU time beyond which a side spent time off a CPU (the Google Benchmark parser warns there too). */
export const OFF_CPU_RATIO = 1.2;

type Side = { row: ComparisonRow; base?: Metric; head?: Metric };

/**
 * Called `time` rows whose CPU time (`cpu-time`, same benchmark) was not called the same way, where either side's
 * time exceeds its CPU time by more than OFF_CPU_RATIO: undecided, saying why. The wall-time move is the machine's
 * share, which no test of one side's samples measures; `gate: cpu-time` judges the CPU time.
 */
export function holdOffCpuTimes(rows: readonly Side[]): void {
  const key = (r: ComparisonRow): string => `${r.suite}\u0000${r.benchmark}`;
  const cpu = new Map<string, Side>();
  for (let ri = 0; ri < rows.length; ri++) {
    const s = rows[ri]!;
    if (s.row.metric === 'cpu-time' && s.base !== undefined && s.head !== undefined) cpu.set(key(s.row), s);
  }
  if (cpu.size === 0) return;
  for (let ri = 0; ri < rows.length; ri++) {
    const { row, base, head } = rows[ri]!;
    if (row.metric !== 'time' || (row.verdict !== 'regressed' && row.verdict !== 'improved') || base === undefined || head === undefined) continue;
    const c = cpu.get(key(row));
    if (c === undefined || c.row.verdict === row.verdict) continue;
    const cb = c.base!.value;
    const ch = c.head!.value;
    if (!(cb > 0 && ch > 0 && base.value > 0 && head.value > 0)) continue;
    const over = [base.value / cb, head.value / ch];
    if (!(Math.max(over[0]!, over[1]!) > OFF_CPU_RATIO)) continue;
    const sides = (['base', 'head'] as const)
      .map((s, i) => (over[i]! > OFF_CPU_RATIO ? `${s} ${formatQuantity(i === 0 ? base.value : head.value, 'ns')} against ${formatQuantity(i === 0 ? cb : ch, 'ns')} of CPU time` : undefined))
      .filter(Boolean)
      .join(', ');
    row.verdict = 'inconclusive';
    if (row.relative !== undefined) row.relative.verdict = 'inconclusive';
    row.note = `time off a CPU is in this wall time (${sides}): it moved ${signedPct(Math.log(head.value / base.value))} where the CPU time moved ${signedPct(Math.log(ch / cb))}, not called, so the move can be the machine's (other jobs, or waiting on I/O), not the code's; \`gate: cpu-time\` judges the CPU time`;
  }
}
