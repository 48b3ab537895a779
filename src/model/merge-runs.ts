// Interleaved rounds (base, head, base, head, …) are merged per side: samples concatenated, the value
// re-taken as their median. Alternating the two sides spreads a slow drift of the machine over both,
// instead of letting it land on one — the demo measures both sides in the same job.
import { median } from '../compare/stats/descriptive';
import type { Results } from '../model/results';

export function mergeRuns(runs: Results[]): Results {
  const [first, ...rest] = runs;
  if (first === undefined) throw new Error('mergeRuns needs at least one run');
  const merged: Results = structuredClone(first);
  for (const run of rest) {
    for (const suite of merged.suites) {
      const other = run.suites.find((s) => s.name === suite.name);
      if (other?.status === 'failed') suite.status = 'failed';
      for (const b of suite.benchmarks) {
        const ob = other?.benchmarks.find((x) => x.name === b.name);
        for (const [name, m] of Object.entries(b.metrics)) {
          const om = ob?.metrics[name];
          if (!om?.samples || !m.samples) continue;
          m.samples = [...m.samples, ...om.samples];
          m.value = median(m.samples);
          m.n = m.samples.length;
          delete m.spread; // the rounds' own spreads no longer describe the merged samples
        }
      }
    }
  }
  return merged;
}
