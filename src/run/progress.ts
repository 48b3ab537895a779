// One progress line per suite: rewritten in place about once a second on a terminal, plain lines in
// CI logs (where a rewritten line would print every second).

export type SuiteOutcome =
  | { outcome: 'ok' }
  | { outcome: 'failed'; exitCode?: number | null; signal?: string | null; reason?: string }
  | { outcome: 'timed-out'; timeoutMs: number };

export interface Progress {
  /** `index` is 0-based (the suite's position in the config); shown 1-based: `[2/5]`. */
  start(index: number, name: string): void;
  finish(index: number, name: string, status: SuiteOutcome): void;
  /** Stops the timer and ends an unfinished terminal line. */
  stop(): void;
}

const CLEAR_LINE = '\r\u001b[K';

export function createProgress(total: number, write: (s: string) => void, isTTY: boolean, now: () => number): Progress {
  let active: { label: string; startedAt: number } | undefined;
  let timer: NodeJS.Timeout | undefined;
  const label = (index: number, name: string): string => `[${index + 1}/${total}] ${name}`;
  const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;
  const draw = (): void => {
    if (active) write(`${CLEAR_LINE}${active.label} — running (${seconds(now() - active.startedAt)})`);
  };
  const clearTimer = (): void => {
    if (timer) clearInterval(timer);
    timer = undefined;
  };

  return {
    start(index, name) {
      active = { label: label(index, name), startedAt: now() };
      if (!isTTY) {
        write(`${active.label} — running\n`);
        return;
      }
      draw();
      clearTimer();
      timer = setInterval(draw, 1000);
      timer.unref(); // a progress line must never keep the process alive
    },
    finish(index, name, status) {
      const startedAt = active?.startedAt ?? now();
      clearTimer();
      active = undefined;
      const line = `${label(index, name)} — ${describe(status, seconds(now() - startedAt))}\n`;
      write(isTTY ? `${CLEAR_LINE}${line}` : line);
    },
    stop() {
      clearTimer();
      if (active && isTTY) write('\n');
      active = undefined;
    },
  };
}

function describe(status: SuiteOutcome, took: string): string {
  switch (status.outcome) {
    case 'ok':
      return `ok in ${took}`;
    case 'timed-out':
      return `timed out after ${Math.round(status.timeoutMs / 1000)} s`;
    case 'failed': {
      const why = status.reason ?? (status.signal ? status.signal : status.exitCode != null ? `exit ${status.exitCode}` : undefined);
      return `failed${why === undefined ? '' : ` (${why})`} in ${took}`;
    }
  }
}
