// Text helpers shared by the line-oriented adapters (go-bench, criterion, cargo-bench, divan).
// Captured output may carry ANSI colour codes and CRLF line endings; adapters match on clean lines.

// CSI sequences (colours, cursor moves) and OSC sequences (hyperlinks), as terminals and CI logs emit them.
// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-?]*[ -/]*[@-~]|\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)|\u001b[@-Z\\-_]/g;

export function stripAnsi(text: string): string {
  return text.replace(ANSI, '');
}

/** One line of clean text with its 1-based line number in the original file. */
export interface NumberedLine {
  text: string;
  line: number;
}

/** ANSI stripped, split on `\n` / `\r\n` (a lone trailing `\r` is dropped too), numbered from 1. */
export function numberedLines(text: string): NumberedLine[] {
  return stripAnsi(text)
    .split(/\r?\n/)
    .map((t, i) => ({ text: t.replace(/\r$/, ''), line: i + 1 }));
}
