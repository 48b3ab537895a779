// Deterministic test samples built from createRng, so test/compare/stats/reference/make-reference.py
// (which re-implements the same sfc32 stream) computes its reference values on identical data.
import { createRng } from '../../../src/compare/stats/random';

/** n values lo + width·u, u uniform from createRng(seed). */
export function uniformSample(seed: number, n: number, lo: number, width: number): number[] {
  const rng = createRng(seed);
  return Array.from({ length: n }, () => lo + width * rng());
}

/** n integers floor(k·u) + lo: a sample with many ties. */
export function tiedSample(seed: number, n: number, lo: number, k: number): number[] {
  const rng = createRng(seed);
  return Array.from({ length: n }, () => Math.floor(k * rng()) + lo);
}
