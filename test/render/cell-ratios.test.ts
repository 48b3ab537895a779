// Issue 13 §5: a reader checks a row's difference against its two cells. Every example is rendered from its
// committed raw runs (as test/examples.test.ts does), then read back as a reader would: for each row with two
// timing (or byte) cells and a stated difference (`+11.1 %`, `7.20x faster`, a detail block's
// `Result: … 11.1% slower`), the quotient of the cells, within the rounding of the digits shown, must contain
// the stated difference, within the rounding of its digits.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { render, withExamples } from '../helpers/examples';

/** A shown number with the half-width of its last digit: [value, ± rounding], in a canonical unit. */
interface Shown {
  value: number;
  half: number;
  kind: 'time' | 'bytes';
}

const UNITS: Record<string, [number, Shown['kind']]> = {
  ns: [1, 'time'],
  µs: [1e3, 'time'],
  μs: [1e3, 'time'],
  ms: [1e6, 'time'],
  s: [1e9, 'time'],
  B: [1, 'bytes'],
  KiB: [1024, 'bytes'],
  MiB: [1024 ** 2, 'bytes'],
  GiB: [1024 ** 3, 'bytes'],
};

/** Half a unit of the last digit shown: `252.3` → 0.05, `11,921` → 0.5, `12,000` → 500 (significant digits). */
function halfUlp(digits: string): number {
  const plain = digits.replace(/,/g, '');
  const dot = plain.indexOf('.');
  if (dot >= 0) return 0.5 * 10 ** -(plain.length - dot - 1);
  const zeros = /0*$/.exec(plain)![0].length;
  return 0.5 * 10 ** Math.min(zeros, plain.length - 1);
}

/** The quantities in a cell, in order: `6.514 ms / 6.717 ms` → two. */
function quantities(cell: string): Shown[] {
  const out: Shown[] = [];
  for (const m of cell.matchAll(/(?<![\d.,])(\d[\d,]*(?:\.\d+)?) (ns|µs|μs|ms|s|B|KiB|MiB|GiB)(?![\w/])/g)) {
    const [factor, kind] = UNITS[m[2]!]!;
    out.push({ value: Number(m[1]!.replace(/,/g, '')) * factor, half: halfUlp(m[1]!) * factor, kind });
  }
  return out;
}

/** The centre a cell shows: the first quantity, or the second in a `best / centre` cell. */
function centreOf(cell: string, bestCentre: boolean): Shown | undefined {
  const qs = quantities(cell.replace(/ ± [^/|]*/g, ''));
  return bestCentre ? qs[1] : qs[0];
}

/**
 * The ratio a / b a difference states, as an interval from the rounding of its digits, or undefined when
 * the text states none. `percent`: `+11.1 %` (a / b = 1.111); `factor`: `7.20x faster` (a / b = 1 / 7.20
 * for times and sizes, smaller is faster).
 */
function stated(text: string): [number, number] | undefined {
  const t = text.replace(/\*\*/g, '').trim();
  const x = /^(\d+\.\d+)x (faster|slower|larger|smaller|\(equal\))/.exec(t);
  if (x) {
    const f = Number(x[1]);
    const h = halfUlp(x[1]!);
    const up = x[2] === 'slower' || x[2] === 'larger' || x[2] === '(equal)';
    if (x[2] === '(equal)') return [1 / 1.005, 1.005];
    return up ? [f - h, f + h] : [1 / (f + h), 1 / (f - h)];
  }
  const p = /([+−-]?)(\d+(?:\.\d+)?) ?%/.exec(t);
  if (!p) return undefined;
  const sign = p[1] === '−' || p[1] === '-' ? -1 : 1;
  const v = (sign * Number(p[2])) / 100;
  const h = halfUlp(p[2]!) / 100;
  return [1 + v - h, 1 + v + h];
}

interface Check {
  where: string;
  a: Shown;
  b: Shown;
  ratio: [number, number];
}

/** Whether a / b, over the rounding of both cells, meets the stated interval. */
function agrees(c: Check): boolean {
  const lo = (c.a.value - c.a.half) / (c.b.value + c.b.half);
  const hi = (c.a.value + c.a.half) / (c.b.value - c.b.half);
  const eps = 1e-12;
  return lo <= c.ratio[1] + eps && hi >= c.ratio[0] - eps;
}

const cellsOf = (line: string): string[] =>
  line
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split(/(?<!\\)\|/)
    .map((c) => c.trim());
const plain = (text: string): string => text.replace(/\\(.)/g, '$1').replace(/\*\*/g, '').trim();

/** Every checkable row of a rendered report; `references` maps a table title to its reference column. */
function collectChecks(md: string, references: Map<string, string>): Check[] {
  const lines = md.split('\n');
  const checks: Check[] = [];
  let title = '';
  const add = (where: string, a: Shown | undefined, b: Shown | undefined, text: string): void => {
    const ratio = stated(text);
    if (a && b && ratio && a.kind === b.kind && b.value > b.half) checks.push({ where, a, b, ratio });
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.startsWith('#### ')) title = plain(line.slice(5));
    // Detail blocks: `A: q`, `B: q`, `Result: A is 11.1% slower than B`.
    const result = /^Result: (.+) is (\d+(?:\.\d+)?)% (faster|slower|better|worse) than (.+?) (—|✅|⚠️|❔)/.exec(line);
    if (result) {
      const valueOf = (name: string): Shown | undefined => {
        for (let j = i - 1; j >= 0 && !lines[j]!.startsWith('```'); j--) {
          if (lines[j]!.startsWith(`${name}:`)) return centreOf(lines[j]!.slice(name.length + 1), false);
        }
        return undefined;
      };
      const sign = result[3] === 'slower' || result[3] === 'worse' ? '+' : '−';
      add(`${title}: ${line}`, valueOf(result[1]!), valueOf(result[4]!), `${sign}${result[2]} %`);
      continue;
    }
    if (!line.startsWith('| ') || !/^\| ?:?-/.test(lines[i + 1] ?? '')) continue;
    const header = cellsOf(line).map(plain);
    const rows: string[][] = [];
    for (let j = i + 2; j < lines.length && lines[j]!.startsWith('| '); j++) rows.push(cellsOf(lines[j]!));
    const col = (name: string): number => header.indexOf(name);
    if (col('Base') >= 0 && col('Head') >= 0 && col('Change') >= 0) {
      // Head vs base: Change = Head / Base.
      for (const r of rows) add(`${title}: ${r.join(' | ')}`, centreOf(r[col('Head')]!, false), centreOf(r[col('Base')]!, false), r[col('Change')]!);
      continue;
    }
    const bestCentre = header.some((h) => h.includes('(best / '));
    if (header.some((h) => h.includes('(best of '))) continue; // cells show only the best run: the note says so
    const name = (h: string): string => h.replace(/ \(best .*\)$/, '');
    const diff = header.findIndex((h) => h === 'Difference' || h === 'Speedup' || h === 'Ratio');
    if (diff >= 0 && rows.some((r) => r[diff] === 'Baseline')) {
      // Variants as rows: each row's difference is that row / the Baseline row.
      const base = rows.find((r) => r[diff] === 'Baseline')!;
      for (const r of rows) if (r !== base) add(`${title}: ${r.join(' | ')}`, centreOf(r[1]!, bestCentre), centreOf(base[1]!, bestCentre), r[diff]!);
      continue;
    }
    const reference = references.get(title) ?? name(header[1] ?? '');
    if (diff >= 0) {
      // One comparison: the difference is reference / the other column.
      const ref = header.findIndex((h) => name(h) === reference);
      const other = header.findIndex((h, k) => k > 0 && k < diff && k !== ref);
      for (const r of rows) add(`${title}: ${r.join(' | ')}`, centreOf(r[ref]!, bestCentre), centreOf(r[other]!, bestCentre), r[diff]!);
      continue;
    }
    // Several comparisons: `R vs X` columns, each reference / X.
    header.forEach((h, k) => {
      const vs = /^(.+) vs (.+)$/.exec(h);
      if (!vs) return;
      const ref = header.findIndex((x) => name(x) === vs[1]);
      const other = header.findIndex((x) => name(x) === vs[2]);
      if (ref < 0 || other < 0) return;
      for (const r of rows) add(`${title}: ${r.join(' | ')}`, centreOf(r[ref]!, bestCentre), centreOf(r[other]!, bestCentre), r[k]!);
    });
  }
  return checks;
}

/** Table title → reference column, from the example's config (the first column when none is named). */
function referencesOf(dir: string): Map<string, string> {
  const config = parse(readFileSync(join(dir, 'benchgate.yml'), 'utf8')) as { tables?: { title: string; reference?: string }[] };
  return new Map((config.tables ?? []).flatMap((t) => (t.reference !== undefined ? [[t.title, t.reference] as const] : [])));
}

describe('the stated difference is the ratio of the two cells shown', () => {
  const all = withExamples();
  let checked = 0;
  describe.each(all)('example $name', ({ dir, info }) => {
    it.each([
      ['report.md', ['--head', 'raw/head']],
      ['pr-comment.md', ['--base', 'raw/base', '--head', 'raw/head']],
    ])('%s', async (_file, args) => {
      const md = await render(['report', '--config', 'benchgate.yml', '--title', info.title, ...args], dir);
      const checks = collectChecks(md, referencesOf(dir));
      checked += checks.length;
      const bad = checks.filter((c) => !agrees(c)).map((c) => `${c.where} → cells ${(c.a.value / c.b.value).toFixed(4)}, stated ${c.ratio.map((x) => x.toFixed(4)).join('…')}`);
      expect(bad).toEqual([]);
    });
  });
  it('checked the rows it should (the parser reads every kind of table)', () => {
    // Head-vs-base rows, single and multiple variant comparisons, reference rows and detail blocks together.
    if (all.length > 0) expect(checked).toBeGreaterThan(300);
  });
});

describe('collectChecks', () => {
  it('reads the rows the issue quotes and finds them inconsistent', () => {
    const md = [
      '#### Reading manifests: checked\\_cbor vs fast\\_cbor',
      '',
      '| format | checked\\_cbor | fast\\_cbor | Difference | Impact |',
      '| - | - | - | - | - |',
      '| **gif** | 271.9 µs ± 15.0 µs | 232.9 µs ± 10.3 µs | **+11.1 %** (p=0.22) | ➖ no difference beyond noise |',
      '| **gif** | 252.3 µs ± 15.0 µs | 227.2 µs ± 10.3 µs | **+11.1 %** (p=0.22) | ➖ no difference beyond noise |',
      '',
      '#### Encoding',
      '',
      '| msg | cramberry | gob | json | cramberry vs gob | cramberry vs json |',
      '| - | - | - | - | - | - |',
      '| **Small** | 45.6 ns ± 13.8 ns | 315 ns ± 114 ns | 380.6 ns ± 52.1 ns | 6.90x faster (4.81x … 11.29x, p=0.008) ✅ | 7.20x faster (5.48x … 9.31x, p=0.008) ✅ |',
      '',
      '##### mp3',
      '```',
      'checked_cbor: 318.5 µs ± 13.7 µs',
      'fast_cbor:    251.7 µs ± 28.6 µs',
      'Result: checked_cbor is 22.9% slower than fast_cbor — within noise (p=0.05, n=5/5)',
      '```',
    ].join('\n');
    const checks = collectChecks(md, new Map([['Reading manifests: checked_cbor vs fast_cbor', 'checked_cbor']]));
    expect(checks.map(agrees)).toEqual([false, true, true, false, false]);
    // 315 / 45.6 = 6.91, within the rounding of 6.90x; 380.6 / 45.6 = 8.35 is not 7.20x.
    expect(checks[3]!.ratio[0]).toBeCloseTo(1 / 7.205, 6);
  });
});
