// Lasting shifts in a baseline's history and the regressions they group into: the data bot/nightly.ts
// finds and plans tracking issues with, and render/trend.ts shows. Types only, so render/ needs no bot/.
import type { Direction } from '../model/results';

/** One run of the history: where a value came from. */
export interface RunRef {
  commit?: string;
  createdAt: string;
  runId?: number;
}

export interface SeriesPoint extends RunRef {
  value: number;
}

export interface Shift {
  /** historyKey(suite, benchmark, metric). */
  key: string;
  suite: string;
  benchmark: string;
  metric: string;
  unit: string;
  direction: Direction;
  kind: 'regression' | 'improvement';
  /** Medians of the segments before and after the change, in `unit`. */
  before: number;
  after: number;
  ratio: number;
  /** 95 % bootstrap interval of the ratio (positive series only). */
  ci?: [number, number];
  p: number;
  /** The change happened after `lastBefore` and no later than `firstAfter` (the commit range to look at). */
  lastBefore: RunRef;
  firstAfter: RunRef;
  /** Position of `firstAfter` in `series`. */
  index: number;
  series: SeriesPoint[];
}

/** Regressions that share a commit range: one tracking issue each. */
export interface Regression {
  /** Stable id for the hidden marker: the first commit on the new level (12 hex), else the run. */
  id: string;
  lastBefore: RunRef;
  firstAfter: RunRef;
  shifts: Shift[];
  /** For each shift (same order), the later shift that brought the value back, if any. */
  restoredBy: (Shift | undefined)[];
}
