// Real outputs with a pathological run inside them: blank lines after a line, a long run of spaces or tabs
// inside a line (a benchmark name, a value column). linear.test.ts feeds pure fills, which most formats
// refuse at their first line; a pattern that only runs once a block has started (hyperfine's `Benchmark 2:
// x (5 runs)` then 100,000 blank lines: 4.5 s; 50,000 spaces inside a command name: 1 s) needs a real
// prefix to be reached. Each variant must be answered (parsed or refused) in linear time.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findAdapter, parseOutput } from '../../src/parse/registry';

const ROOT = join(__dirname, '../fixtures');
const RUN = 1 << 17;

/** Of each kind of output a harness has (its files' names: `hyperfine.stdout.txt`, `.json`, …), the first and last by path, under 200 KB. */
function fixturesOf(harness: string): string[] {
  const byName = new Map<string, string[]>();
  const walk = (dir: string): void => {
    for (const f of readdirSync(dir).sort()) {
      const p = join(dir, f);
      const st = statSync(p);
      if (st.isDirectory()) walk(p);
      else if (!/\.(md|gz|zip|png|tar)$/.test(f) && st.size > 0 && st.size < 200_000 && !readFileSync(p, 'utf8').includes('\u0000')) byName.set(f, [...(byName.get(f) ?? []), p]);
    }
  };
  walk(join(ROOT, harness));
  return [...byName.values()].flatMap((files) => [...new Set([files[0]!, files[files.length - 1]!])]);
}

function variants(text: string): [string, string][] {
  const lines = text.split('\n');
  const at = (i: number, f: (l: string) => string): string => lines.map((l, k) => (k === i ? f(l) : l)).join('\n');
  const picks = [...new Set(Array.from({ length: 8 }, (_, k) => Math.floor((k * (lines.length - 1)) / 7)))];
  const out: [string, string][] = [];
  for (const i of [0, lines.length >> 1]) out.push([`blank lines after line ${i + 1}`, at(i, (l) => l + '\n'.repeat(RUN))]);
  out.push(['space-newline pairs after line 1', at(0, (l) => l + ' \n'.repeat(RUN >> 1))]);
  for (const i of picks) {
    out.push([`spaces inside line ${i + 1}`, at(i, (l) => l.slice(0, l.length >> 1) + ' '.repeat(RUN) + l.slice(l.length >> 1))]);
    out.push([`spaces after the first space of line ${i + 1}`, at(i, (l) => l.replace(' ', ' '.repeat(RUN)))]);
    out.push([`tabs then a line separator at the end of line ${i + 1}`, at(i, (l) => `${l}${'\t'.repeat(RUN)}\u2028x`)]);
  }
  return out;
}

const HARNESSES = readdirSync(ROOT).filter((h) => statSync(join(ROOT, h)).isDirectory() && findAdapter(h) !== undefined && h !== 'command' && h !== 'size');

describe('real outputs with a pathological run inside', () => {
  it.each(HARNESSES)('%s: every variant is parsed or refused in linear time', (harness) => {
    const slow: string[] = [];
    for (const file of fixturesOf(harness)) {
      for (const [what, text] of variants(readFileSync(file, 'utf8'))) {
        // One linear pass over this text, as in linear.test.ts: a quadratic pattern over a run of 131,072
        // characters costs tens of seconds, hundreds of times more than this allows.
        const t0 = performance.now();
        text.split(/\r?\n/).map((l) => l.trim());
        const limit = Math.max(2000, 200 * (performance.now() - t0));
        const started = performance.now();
        try {
          parseOutput({ files: [{ path: file, text }] }, harness);
        } catch {
          // refusing is an answer too
        }
        const ms = performance.now() - started;
        if (ms > limit) slow.push(`${file.slice(ROOT.length + 1)}, ${what}: ${Math.round(ms)} ms (limit ${Math.round(limit)} ms)`);
      }
    }
    expect(slow).toEqual([]);
  }, 300_000);
});
