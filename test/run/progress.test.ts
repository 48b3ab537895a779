import { afterEach, describe, expect, it, vi } from 'vitest';
import { createProgress } from '../../src/run/progress';

afterEach(() => {
  vi.useRealTimers();
});

describe('createProgress', () => {
  it('prints plain lines when not on a terminal', () => {
    const out: string[] = [];
    let t = 1000;
    const p = createProgress(5, (s) => out.push(s), false, () => t);
    p.start(1, 'go-bench');
    t += 14_230;
    p.finish(1, 'go-bench', { outcome: 'ok' });
    p.start(2, 'criterion');
    t += 3_100;
    p.finish(2, 'criterion', { outcome: 'failed', exitCode: 1 });
    p.start(3, 'slow');
    t += 600_000;
    p.finish(3, 'slow', { outcome: 'timed-out', timeoutMs: 600_000 });
    p.start(4, 'crash');
    p.finish(4, 'crash', { outcome: 'failed', signal: 'SIGSEGV' });
    p.stop();
    expect(out.join('')).toBe(
      [
        '[2/5] go-bench — running',
        '[2/5] go-bench — ok in 14.2 s',
        '[3/5] criterion — running',
        '[3/5] criterion — failed (exit 1) in 3.1 s',
        '[4/5] slow — running',
        '[4/5] slow — timed out after 600 s',
        '[5/5] crash — running',
        '[5/5] crash — failed (SIGSEGV) in 0.0 s',
        '',
      ].join('\n'),
    );
  });

  it('rewrites one line about once a second on a terminal', () => {
    vi.useFakeTimers();
    const out: string[] = [];
    let t = 0;
    const p = createProgress(5, (s) => out.push(s), true, () => t);
    p.start(1, 'go-bench');
    t = 1000;
    vi.advanceTimersByTime(1000);
    t = 12_300;
    vi.advanceTimersByTime(1000);
    t = 14_200;
    p.finish(1, 'go-bench', { outcome: 'ok' });
    vi.advanceTimersByTime(5000); // stopped: nothing more is drawn
    expect(out).toEqual([
      '\r\u001b[K[2/5] go-bench — running (0.0 s)',
      '\r\u001b[K[2/5] go-bench — running (1.0 s)',
      '\r\u001b[K[2/5] go-bench — running (12.3 s)',
      '\r\u001b[K[2/5] go-bench — ok in 14.2 s\n',
    ]);
  });

  it('ends an unfinished terminal line on stop', () => {
    vi.useFakeTimers();
    const out: string[] = [];
    const p = createProgress(1, (s) => out.push(s), true, () => 0);
    p.start(0, 'x');
    p.stop();
    vi.advanceTimersByTime(3000);
    expect(out).toEqual(['\r\u001b[K[1/1] x — running (0.0 s)', '\n']);
  });
});
