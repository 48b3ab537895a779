// Inputs for the scale benchmarks (issue: 100,000 benchmarks, gigabyte outputs), built by repeating the
// real outputs in ../shared/fixtures (or test/fixtures): each go `-count=6` group of the real run becomes
// BenchmarkX0…BenchmarkX<n-1>; head multiplies each benchmark by a factor N(1.02, 0.03) and each line by
// N(1, 0.01). pytest-benchmark's JSON is repeated the same way, with every sample kept.
import { closeSync, openSync, readFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { createRng } from '../src/compare/stats/random';

const FIXTURES = [join(import.meta.dirname, '..', '..', 'shared', 'fixtures'), join(import.meta.dirname, '..', 'test', 'fixtures')];

function fixture(...parts: string[]): string {
  for (const root of FIXTURES) {
    try {
      return readFileSync(join(root, ...parts), 'utf8');
    } catch {
      // next root
    }
  }
  throw new Error(`fixture ${parts.join('/')} not found under ${FIXTURES.join(' or ')}`);
}

function gauss(rng: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - rng())) * Math.cos(2 * Math.PI * rng());
}

/** The real go run's benchmarks as groups of result lines (name stripped), and its header. */
function goGroups(): { header: string; groups: string[][] } {
  const lines = fixture('go-bench', 'base', 'go-test-bench.stdout.txt').split('\n');
  const header = lines.filter((l) => /^(goos|goarch|pkg|cpu):/.test(l)).join('\n');
  const groups = new Map<string, string[]>();
  for (const l of lines) {
    const m = /^(Benchmark\S+)(\s+.*)$/.exec(l);
    if (m) groups.set(m[1]!, [...(groups.get(m[1]!) ?? []), m[2]!]);
  }
  return { header, groups: [...groups.values()] };
}

/** A go pair of `n` benchmarks × 6 lines: [base, head] texts. */
export function goPair(n: number, seed = 1): [string, string] {
  const { header, groups } = goGroups();
  const rng = createRng(seed);
  const base: string[] = [header];
  const head: string[] = [header];
  for (let i = 0; i < n; i++) {
    const g = groups[i % groups.length]!;
    const factor = 1.02 + 0.03 * gauss(rng);
    for (const rest of g) {
      base.push(`BenchmarkX${i}-2${rest}`);
      const scaled = rest.replace(/(\s)([\d.]+) ns\/op/, (_, sp: string, v: string) => `${sp}${(Number(v) * factor * (1 + 0.01 * gauss(rng))).toFixed(0)} ns/op`);
      head.push(`BenchmarkX${i}-2${scaled}`);
    }
  }
  const tail = 'PASS\nok  \texample.com/realbench\t12.345s\n';
  return [`${base.join('\n')}\n${tail}`, `${head.join('\n')}\n${tail}`];
}

/** pytest-benchmark JSON with `n` benchmarks, every sample kept (the real file's benchmarks repeated). */
export function pytestJson(n: number): string {
  const doc = JSON.parse(fixture('pytest-benchmark', 'base', 'out.json')) as { benchmarks: { name: string; fullname: string }[] };
  const real = doc.benchmarks;
  const benchmarks = Array.from({ length: n }, (_, i) => {
    const b = real[i % real.length]!;
    return { ...b, name: `${b.name}_${i}`, fullname: `${b.fullname}_${i}` };
  });
  return JSON.stringify({ ...doc, benchmarks });
}

/** The same as pytestJson(n), written to `path` a benchmark at a time (a gigabyte is more than one string). */
export function writePytestJson(path: string, n: number): void {
  const doc = JSON.parse(fixture('pytest-benchmark', 'base', 'out.json')) as { benchmarks: { name: string; fullname: string }[] };
  const { benchmarks: real, ...rest } = doc;
  const fd = openSync(path, 'w');
  try {
    const head = JSON.stringify(rest);
    writeSync(fd, `${head.slice(0, -1)},"benchmarks":[`);
    for (let i = 0; i < n; i++) {
      const b = real[i % real.length]!;
      writeSync(fd, `${i > 0 ? ',' : ''}${JSON.stringify({ ...b, name: `${b.name}_${i}`, fullname: `${b.fullname}_${i}` })}`);
    }
    writeSync(fd, ']}\n');
  } finally {
    closeSync(fd);
  }
}

/**
 * Hostile output: a real text output of `harness` from test/fixtures with `blankBytes` newlines inserted at its
 * middle line (a benchmark that prints blank lines, a runaway progress bar). Written to `path`.
 */
export function writeBlankFlood(path: string, harness: string, file: string, blankBytes: number): void {
  const lines = readFileSync(join(import.meta.dirname, '..', 'test', 'fixtures', harness, file), 'utf8').split('\n');
  const half = Math.floor(lines.length / 2);
  const fd = openSync(path, 'w');
  try {
    writeSync(fd, `${lines.slice(0, half).join('\n')}\n`);
    const chunk = '\n'.repeat(1 << 20);
    for (let left = blankBytes; left > 0; left -= chunk.length) writeSync(fd, left >= chunk.length ? chunk : chunk.slice(0, left));
    writeSync(fd, lines.slice(half).join('\n'));
  } finally {
    closeSync(fd);
  }
}
