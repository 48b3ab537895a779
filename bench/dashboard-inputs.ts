// The dashboard's large site: 10,000 series × 60 runs of seeded noise, the size issue "A dashboard" asks to
// stay fast at. Shared by the browser test (it opens and searches) and `npm run bench:dashboard` (it times).
import { createRng } from '../src/compare/stats/random';
import { ARCHIVE_SCHEMA_ID, KEY_SEPARATOR, type Archive } from '../src/model/results';

const commit = (run: number): string => `${run.toString(16).padStart(4, '0')}${'c0ffee42'.repeat(4)}0000`.slice(0, 40);

export function bigArchive(): Archive {
  const rng = createRng(7);
  const series = Array.from({ length: 10_000 }, (_, i) => ({ key: ['big', `Benchmark${i}/case`, 'time'].join(KEY_SEPARATOR), unit: 'ns', direction: 'smaller' as const }));
  const runs = Array.from({ length: 60 }, (_, r) => ({
    commit: commit(r),
    createdAt: new Date(Date.UTC(2026, 0, 1 + r)).toISOString(),
    points: series.map((_, i) => {
      const c = Number(((100 + i) * (1 + 0.02 * (rng() - 0.5))).toPrecision(5));
      return [c, Number((c * 0.98).toPrecision(5)), Number((c * 1.02).toPrecision(5))] as [number, number, number];
    }),
  }));
  return { schema: ARCHIVE_SCHEMA_ID, series, runs };
}
