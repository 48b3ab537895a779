import { describe, expect, it } from 'vitest';
import { predictionInterval, predictionPValue } from '../../../src/compare/stats/prediction';

// Reference: numpy mean/std(ddof=1) and scipy t.ppf / t.sf (reference/make-reference.py).
const HISTORY = [101.2, 99.8, 100.5, 102.1, 98.9, 100.0, 101.7, 99.4];
const close = (a: number, e: number, rel = 1e-12): void => {
  expect(Math.abs(a - e)).toBeLessThanOrEqual(rel * Math.abs(e));
};

describe('predictionInterval', () => {
  it.each([
    [0.95, 97.6092857558867, 103.2907142441133],
    [0.99, 96.24593584768323, 104.65406415231678],
  ])('level %d matches scipy', (level, lower, upper) => {
    const pi = predictionInterval(HISTORY, level)!;
    expect(pi.n).toBe(8);
    close(pi.mean, 100.45);
    close(pi.sd, 1.1326328367379863);
    close(pi.lower, lower);
    close(pi.upper, upper);
  });

  it('works from two values (df = 1) and is undefined below two', () => {
    const pi = predictionInterval([5, 7], 0.9)!;
    close(pi.lower, -4.93573840978212);
    close(pi.upper, 16.935738409782118);
    expect(predictionInterval([5], 0.95)).toBeUndefined();
    expect(predictionInterval([], 0.95)).toBeUndefined();
  });
});

describe('predictionPValue', () => {
  it.each([
    [100.45, 1.0],
    [103.0, 0.0714432573168776],
    [97.0, 0.023930466783251027],
    [110.0, 9.491077627326247e-5],
  ])('x = %d matches scipy', (x, p) => close(predictionPValue(HISTORY, x)!, p));

  it('agrees with the interval: p = 1 − level exactly at its bounds', () => {
    const pi = predictionInterval(HISTORY, 0.95)!;
    close(predictionPValue(HISTORY, pi.upper)!, 0.05, 1e-10);
    close(predictionPValue(HISTORY, pi.lower)!, 0.05, 1e-10);
  });

  it('handles constant history and too-short history', () => {
    expect(predictionPValue([3, 3, 3], 3)).toBe(1);
    expect(predictionPValue([3, 3, 3], 3.1)).toBe(0);
    expect(predictionPValue([3], 3)).toBeUndefined();
  });
});
