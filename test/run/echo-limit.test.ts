import { describe, expect, it } from 'vitest';
import { DEFAULT_ECHO_LIMITS, EchoLimiter, type EchoLimits } from '../../src/run/echo-limit';
import { createRng } from '../../src/compare/stats/random';

/** The echo of `text` fed in the given pieces, ended. */
function echo(pieces: string[], limits?: EchoLimits): string {
  const e = new EchoLimiter(limits);
  return pieces.map((p) => e.push(p)).join('') + e.end();
}

/** `text` cut at random places into pieces, some of them empty. */
function chunked(text: string, seed: number): string[] {
  const rng = createRng(seed);
  const out: string[] = [];
  for (let i = 0; i < text.length; ) {
    const n = Math.floor(rng() * 12);
    out.push(text.slice(i, i + n));
    i += n;
  }
  return out;
}

const small: EchoLimits = { line: 20, blankRun: 2, total: 1_000 };

describe('EchoLimiter', () => {
  it('passes output within its limits through unchanged, however it is cut into chunks', () => {
    const text = 'goos: linux\r\n\r\nBenchmarkX-2   \t 100\t  12.5 ns/op\n\n  \n\tindented\nno newline at the end  ';
    const roomy = { ...small, line: 80 };
    expect(echo([text], roomy)).toBe(text);
    for (let seed = 1; seed <= 200; seed++) expect(echo(chunked(text, seed), roomy)).toBe(text);
  });

  it('prints a run of blank lines as its first two, then one note counting the rest', () => {
    const text = `a\n${'\n'.repeat(1000)}b\n`;
    const want = 'a\n\n\n[benchgate: 998 more blank lines not echoed]\nb\n';
    expect(echo([text], small)).toBe(want);
    for (let seed = 1; seed <= 50; seed++) expect(echo(chunked(text, seed), small)).toBe(want);
    // Whitespace-only lines are blank as trim() reads them (form feeds, \r, no-break spaces), as numberedLines does.
    expect(echo(['a\n \n\f\n\u00a0\n\r\nb'], small)).toBe('a\n \n\f\n[benchgate: 2 more blank lines not echoed]\nb');
    // Windows line ends, a run of them the same.
    expect(echo([`a\r\n${'\r\n'.repeat(500)}b\r\n`], small)).toBe('a\r\n\r\n\r\n[benchgate: 498 more blank lines not echoed]\nb\r\n');
    // A run that ends the output is counted at its end.
    expect(echo(['a\n\n\n\n\n'], small)).toBe('a\n\n\n[benchgate: 2 more blank lines not echoed]\n');
    expect(echo(['a\n\n\n\n'], small)).toBe('a\n\n\n[benchgate: 1 more blank line not echoed]\n');
  });

  it('cuts a long line at the limit and says how much of it was left out, at its end', () => {
    const long = 'x'.repeat(50);
    const want = `${'x'.repeat(20)} … [benchgate: 30 more characters of this line not echoed]\nnext\n`;
    expect(echo([`${long}\nnext\n`], small)).toBe(want);
    for (let seed = 1; seed <= 50; seed++) expect(echo(chunked(`${long}\nnext\n`, seed), small)).toBe(want);
    // Cut without a newline after it: the note ends the echo.
    expect(echo([long], small)).toBe(`${'x'.repeat(20)} … [benchgate: 30 more characters of this line not echoed]\n`);
    // Leading whitespace counts toward the line.
    expect(echo([`${' '.repeat(30)}x\n`], small)).toBe(`${' '.repeat(20)} … [benchgate: 11 more characters of this line not echoed]\n`);
  });

  it('prints a line as it comes, before its newline: a progress line shows while the command runs', () => {
    const e = new EchoLimiter(small);
    expect(e.push('Benchmarking enc')).toBe('Benchmarking enc');
    expect(e.push('ode: Warming up')).toBe('ode:');
    expect(e.push('\n')).toBe(' … [benchgate: 11 more characters of this line not echoed]\n');
    // Only whitespace waits: it may yet be a blank line.
    expect(e.push('   ')).toBe('');
    expect(e.push('done\n')).toBe('   done\n');
  });

  it('stops at the total, says so once, and counts what it did not print at the end', () => {
    const line = 'BenchmarkX-2 100 12.5 ns/op\n'.slice(0, 20) + '\n'; // 21 characters a line
    const text = line.repeat(100);
    const out = echo([text], small);
    expect(out.length).toBeLessThan(small.total + 300);
    expect(out.startsWith(line.repeat(40))).toBe(true);
    expect(out).toMatch(/\[benchgate: more than 1,000 characters of output; the rest is not echoed here \(it is read whole\)\]\n\[benchgate: [\d,]+ more characters of output not echoed\]\n$/);
    const shown = out.split('\n').filter((l) => l === line.slice(0, -1)).length;
    const unsaid = Number(/\[benchgate: ([\d,]+) more characters/.exec(out)![1]!.replace(/,/g, ''));
    // Nothing disappears unsaid: the lines printed and the characters counted make up the output.
    expect(shown * line.length + unsaid).toBe(text.length);
    // Chunked, the same: every later chunk only counted.
    const pieces = chunked(text, 7);
    const cut = echo(pieces, small);
    expect(cut).toContain('the rest is not echoed here');
    expect(cut.length).toBeLessThan(small.total + 300);
  });

  it('keeps 20 MB of blank lines and a 22 MB line to a few lines of log', () => {
    const e = new EchoLimiter();
    let out = e.push('start\n');
    const flood = '\n'.repeat(1 << 20);
    for (let i = 0; i < 20; i++) out += e.push(flood);
    const json = 'x'.repeat(1 << 20);
    for (let i = 0; i < 22; i++) out += e.push(json);
    out += e.push('\nend\n') + e.end();
    expect(out).toBe(
      `start\n\n\n[benchgate: ${(20 * (1 << 20) - 2).toLocaleString('en-US')} more blank lines not echoed]\n${'x'.repeat(DEFAULT_ECHO_LIMITS.line)} … [benchgate: ${(22 * (1 << 20) - DEFAULT_ECHO_LIMITS.line).toLocaleString('en-US')} more characters of this line not echoed]\nend\n`,
    );
  });
});
