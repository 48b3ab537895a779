// The dashboard: a static site (index.html, data.js and assets; no server, opens from disk) with one
// chart per suite › benchmark › metric over the archived runs, each point's interval as a band, the
// lasting shifts marked with their commit range, the runs' verdicts, and a search over the names.
// Pure: the archive in, the files out. Charts are drawn by uPlot (small, canvas, fast with thousands
// of series); the page's own script is templates/dashboard/app.js.
import Mustache from 'mustache';
import appJs from '../../templates/dashboard/app.js?raw';
import indexHtml from '../../templates/dashboard/index.html?raw';
import styleCss from '../../templates/dashboard/style.css?raw';
import uplotCss from 'uplot/dist/uPlot.min.css?raw';
import uplotJs from 'uplot/dist/uPlot.iife.min.js?raw';
import type { Archive } from '../model/results';
import { splitKey } from '../baseline/archive';
import { findSeriesChanges, type ChangeOptions } from './changes';

export interface DashboardOptions extends ChangeOptions {
  title?: string;
  /** https://github.com/owner/repo: commit links. */
  repoUrl?: string;
  /** When the site was built (passed in: the core takes no clock). */
  generatedAt: Date;
}

/** What the page's script reads (window.BENCHGATE_DATA); short keys, since it is one number array per series. */
export interface DashboardData {
  title: string;
  repoUrl?: string;
  generatedAt: string;
  noiseFloor: number;
  runs: { commit?: string; t: number; verdict?: string; runId?: number }[];
  series: {
    suite: string;
    benchmark: string;
    metric: string;
    unit: string;
    direction: string;
    /** Run indices where the series has a point, then centre, low and high per point. */
    x: number[];
    c: number[];
    lo: number[];
    hi: number[];
    changes: { index: number; before: number; after: number; ratio: number; ci?: [number, number]; p: number }[];
  }[];
}

export function dashboardData(archive: Archive, o: DashboardOptions): DashboardData {
  const series: DashboardData['series'] = archive.series.map((s) => {
    const [suite, benchmark, metric] = splitKey(s.key);
    return { suite, benchmark, metric, unit: s.unit, direction: s.direction, x: [], c: [], lo: [], hi: [], changes: [] };
  });
  archive.runs.forEach((run, r) => {
    run.points.forEach((p, i) => {
      const s = series[i];
      if (p === null || s === undefined) return;
      s.x.push(r);
      s.c.push(p[0]);
      s.lo.push(p[1]);
      s.hi.push(p[2]);
    });
  });
  for (const s of series) {
    // Change indices are positions in the series' own points; the page maps them to runs through x.
    s.changes = findSeriesChanges(s.c, o).map((c) => ({ ...c, index: s.x[c.index]! }));
  }
  return {
    title: o.title ?? 'Benchmarks',
    ...(o.repoUrl !== undefined ? { repoUrl: o.repoUrl } : {}),
    generatedAt: o.generatedAt.toISOString(),
    noiseFloor: o.noiseFloor ?? 0.05,
    runs: archive.runs.map((r) => ({
      ...(r.commit !== undefined ? { commit: r.commit } : {}),
      t: Math.round(Date.parse(r.createdAt) / 1000),
      ...(r.verdict !== undefined ? { verdict: r.verdict } : {}),
      ...(r.runId !== undefined ? { runId: r.runId } : {}),
    })),
    series,
  };
}

/**
 * JSON inside a <script>: `<` escaped so no `</script>` (or `<!--`) in a benchmark name can end the
 * element, and U+2028/2029 escaped for older parsers. The page builds every text node with textContent.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The site's files, by path relative to the output folder. */
export function buildDashboard(archive: Archive, o: DashboardOptions): Record<string, string> {
  const data = dashboardData(archive, o);
  return {
    'index.html': Mustache.render(indexHtml, { title: data.title, runs: data.runs.length, series: data.series.length }),
    'data.js': `window.BENCHGATE_DATA = ${scriptJson(data)};\n`,
    'assets/app.js': appJs,
    'assets/style.css': styleCss,
    'assets/uPlot.iife.min.js': uplotJs,
    'assets/uPlot.min.css': uplotCss,
  };
}
