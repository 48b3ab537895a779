// `benchgate dashboard --history DIR|FILE… --out site/`: the shell around the pure site builder. Reads
// results files (a baseline with its archive, or any runs' results: their archives, else their 60-run
// history and the run itself), merges them, and writes the static site.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { archiveFromHistory, mergeArchives } from '../baseline/archive';
import { resultsFilesIn } from '../baseline/results-files';
import { readResultsFile } from '../baseline/results-io';
import { percentToFraction } from '../config/resolve';
import { DEFAULT_SEED } from '../compare/compare-runs';
import { createRng } from '../compare/stats/random';
import { UsageError } from '../model/errors';
import type { Archive, Results } from '../model/results';
import { buildDashboard } from './site';

export interface DashboardIo {
  stdout: (s: string) => void;
  stderr: (s: string) => void;
  cwd: string;
  now: () => Date;
}

function noiseFloor(text: string): number {
  const f = percentToFraction(text);
  if (f === undefined || !Number.isFinite(f) || f < 0) throw new UsageError(`--noise-floor: expected a percentage such as 5 or 5%; got "${text}"`);
  return f;
}

export async function runDashboard(args: string[], io: DashboardIo): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      history: { type: 'string', multiple: true },
      out: { type: 'string' },
      title: { type: 'string' },
      'repo-url': { type: 'string' },
      'noise-floor': { type: 'string' },
    },
    allowPositionals: false,
  });
  if (!values.history?.length) throw new UsageError('dashboard: --history DIR|FILE is required (a baseline results file, or a folder of results files)');
  if (values.out === undefined) throw new UsageError('dashboard: --out DIR is required (the site is written there)');
  const archives: Archive[] = [];
  for (const given of values.history) {
    for (const file of await resultsFilesIn(resolve(io.cwd, given), `--history ${given}`)) {
      const results = await readResultsFile(file);
      archives.push(results.archive ?? archiveFromHistory(results));
    }
  }
  const archive = mergeArchives(archives);
  if (archive.runs.length === 0) throw new UsageError('dashboard: the history holds no runs');
  const files = buildDashboard(archive, {
    rng: createRng(DEFAULT_SEED),
    generatedAt: io.now(),
    ...(values.title !== undefined ? { title: values.title } : {}),
    ...(values['repo-url'] !== undefined ? { repoUrl: values['repo-url'] } : {}),
    ...(values['noise-floor'] !== undefined ? { noiseFloor: noiseFloor(values['noise-floor']) } : {}),
  });
  const out = resolve(io.cwd, values.out);
  await writeFiles(out, files);
  io.stderr(`dashboard: ${archive.series.length} series over ${archive.runs.length} runs → ${join(out, 'index.html')}\n`);
  return 0;
}

async function writeFiles(out: string, files: Record<string, string>): Promise<void> {
  for (const [name, text] of Object.entries(files)) {
    await mkdir(dirname(join(out, name)), { recursive: true });
    await writeFile(join(out, name), text);
  }
}

/** The Action's base-branch runs: the new baseline's archive as a site in `out`. */
export async function writeDashboardSite(
  baseline: Results,
  out: string,
  o: { title?: string; repoUrl?: string; generatedAt: Date; noiseFloor?: number },
): Promise<{ series: number; runs: number }> {
  const archive = baseline.archive ?? archiveFromHistory(baseline);
  await writeFiles(out, buildDashboard(archive, { rng: createRng(DEFAULT_SEED), ...o }));
  return { series: archive.series.length, runs: archive.runs.length };
}
