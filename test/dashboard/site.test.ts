// The site builder (pure): data for the page, escaping of everything that comes from results, anchors.
import { describe, expect, it } from 'vitest';
import { createRng } from '../../src/compare/stats/random';
import { buildDashboard, dashboardData, scriptJson } from '../../src/dashboard/site';
import { largestSplitMove, findSeriesChanges } from '../../src/dashboard/changes';
import { ARCHIVE_SCHEMA_ID, KEY_SEPARATOR, seriesAnchor, type Archive } from '../../src/model/results';

const hostile = '</script><script>alert(1)</script><!-- \u2028 & @team';
const archive: Archive = {
  schema: ARCHIVE_SCHEMA_ID,
  series: [
    { key: ['go', hostile, 'time'].join(KEY_SEPARATOR), unit: 'ns', direction: 'smaller' },
    { key: ['go', 'BenchmarkB', 'time'].join(KEY_SEPARATOR), unit: 'ns', direction: 'smaller' },
  ],
  runs: Array.from({ length: 20 }, (_, r) => ({
    commit: `c${r}`,
    createdAt: new Date(Date.UTC(2026, 0, 1 + r)).toISOString(),
    // BenchmarkB steps up 30 % at run 10; the hostile one is absent from run 3.
    points: r === 3 ? [null, [100, 99, 101]] : [[50 + (r % 2), 49, 52], [r >= 10 ? 130 + (r % 3) : 100 + (r % 3), 98, 133]],
  })),
};

describe('dashboard site', () => {
  it('maps the archive to per-series points, keeping where each series is missing', () => {
    const d = dashboardData(archive, { rng: createRng(1), generatedAt: new Date(0) });
    expect(d.runs).toHaveLength(20);
    expect(d.series[0]!.benchmark).toBe(hostile);
    expect(d.series[0]!.x).toEqual([0, 1, 2, ...Array.from({ length: 16 }, (_, k) => k + 4)]);
    expect(d.series[1]!.changes.map((c) => c.index)).toEqual([10]);
    expect(d.series[1]!.changes[0]!.ratio).toBeCloseTo(1.3, 1);
    expect(d.series[0]!.changes).toEqual([]);
  });

  it('embeds data so that no name can end the script element or open markup', () => {
    const files = buildDashboard(archive, { rng: createRng(1), generatedAt: new Date(0), title: '<b>x</b> & "y"' });
    expect(files['data.js']).not.toMatch(/<\/script|<!--|\u2028/i);
    expect(JSON.parse(files['data.js']!.replace(/^window\.BENCHGATE_DATA = /, '').replace(/;\s*$/, '')).series[0].benchmark).toBe(hostile);
    expect(files['index.html']).toContain('<title>&lt;b&gt;x&lt;&#x2F;b&gt; &amp; &quot;y&quot; · benchgate</title>');
    expect(Object.keys(files).sort()).toEqual(['assets/app.js', 'assets/style.css', 'assets/uPlot.iife.min.js', 'assets/uPlot.min.css', 'data.js', 'index.html']);
    for (const f of ['assets/app.js', 'assets/uPlot.iife.min.js', 'assets/uPlot.min.css', 'assets/style.css']) expect(files[f]!.length).toBeGreaterThan(100);
    expect(scriptJson({ a: '<>&' })).toBe('{"a":"\\u003c\\u003e\\u0026"}');
  });

  it('screens series in linear time before the permutation test, without missing a shift beyond the floor', () => {
    const flat = Array.from({ length: 60 }, (_, i) => 100 * (1 + 0.01 * Math.sin(i)));
    expect(largestSplitMove(flat, 5)).toBeLessThan(Math.log1p(0.05) / 2);
    expect(findSeriesChanges(flat, { rng: createRng(1) })).toEqual([]);
    const stepped = flat.map((v, i) => (i >= 40 ? v * 1.08 : v));
    expect(largestSplitMove(stepped, 5)).toBeGreaterThan(Math.log1p(0.05) / 2);
    expect(findSeriesChanges(stepped, { rng: createRng(1) }).map((c) => c.index)).toEqual([40]);
    expect(largestSplitMove([1, 2, 3], 5)).toBe(0);
  });

  it('anchors a series for links from comments and issues', () => {
    expect(seriesAnchor('go', 'BenchmarkA/x y', 'time')).toBe('#series=go%2FBenchmarkA%2Fx%20y%2Ftime');
    expect(seriesAnchor('go', 'f(x)', 'time')).toBe('#series=go%2Ff%28x%29%2Ftime');
  });
});
