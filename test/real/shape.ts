// Shape checks for fresh real-tool output: detection picks the right adapter, the suite's benchmarks are
// all there under the harness's own spelling, metrics are canonical. Numbers are never compared: they
// come from a fast, noisy run.
import { expect } from 'vitest';
import { Benchmark, type Metric, type Statistic } from '../../src/model/results';
import type { ParseOutput, SourceFile } from '../../src/parse/adapter';
import { parseOutput } from '../../src/parse/registry';

export const SIZES = [1024, 10240, 102400] as const;
export const IMPLS = ['impl_a', 'impl_b'] as const;
export const GROUPS = ['checksum', 'encode'] as const;

/** The 12 codec cases in the suites' common spelling, `checksum/impl_a/1024` (see SHARED-README). */
export function codecNames(spell: (group: string, impl: string, size: number) => string = (g, i, s) => `${g}/${i}/${s}`): string[] {
  return GROUPS.flatMap((g) => IMPLS.flatMap((i) => SIZES.map((s) => spell(g, i, s))));
}

/** Parses through the public path without naming the harness, and requires `harness` to be detected. */
export function detectAndParse(files: SourceFile[], harness: string): ParseOutput {
  const { harness: detected, output } = parseOutput({ files });
  expect(detected, `detected harness for ${files.map((f) => f.path).join(', ')}`).toBe(harness);
  expect(output.benchmarks.length).toBeGreaterThan(0);
  for (const b of output.benchmarks) {
    const checked = Benchmark.safeParse(b);
    expect(checked.success, `${b.name}: ${checked.error?.message ?? ''}`).toBe(true);
    expect(b.status ?? 'ok', `${b.name}: ${b.error ?? ''}`).toBe('ok');
  }
  return output;
}

export function byName(out: ParseOutput, name: string): Benchmark {
  const b = out.benchmarks.find((x) => x.name === name);
  if (b === undefined) throw new Error(`no benchmark "${name}" among ${out.benchmarks.map((x) => JSON.stringify(x.name)).join(', ')}`);
  return b;
}

export interface MetricShape {
  unit: string;
  direction: Metric['direction'];
  statistic?: Statistic;
  /** Exact n, or `'positive'` when the harness picks the count itself. */
  n?: number | 'positive';
  /** true: the harness wrote raw samples (one per n); false: it did not. */
  samples?: boolean;
}

/** Every expected name is present, each with a metric of this shape and a finite positive value. */
export function expectMetric(out: ParseOutput, names: string[], key: string, shape: MetricShape): void {
  expect(out.benchmarks.map((b) => b.name)).toEqual(expect.arrayContaining(names));
  for (const name of names) {
    const m = byName(out, name).metrics[key];
    expect(m, `${name} has a "${key}" metric`).toBeDefined();
    const where = `${name} ${key}`;
    expect(m!.unit, where).toBe(shape.unit);
    expect(m!.direction, where).toBe(shape.direction);
    expect(Number.isFinite(m!.value) && m!.value > 0, `${where}: value ${m!.value}`).toBe(true);
    if (shape.statistic !== undefined) expect(m!.statistic, where).toBe(shape.statistic);
    if (typeof shape.n === 'number') expect(m!.n, where).toBe(shape.n);
    if (shape.n === 'positive') expect(m!.n, where).toBeGreaterThan(0);
    if (shape.samples === true) {
      expect(m!.samples, `${where} samples`).toBeDefined();
      expect(m!.samples!.length, `${where} samples`).toBe(m!.n ?? m!.samples!.length);
      expect(m!.samples!.length).toBeGreaterThan(0);
      expect(m!.samples!.every((s) => Number.isFinite(s) && s > 0), `${where}: every sample finite and > 0`).toBe(true);
    }
    if (shape.samples === false) expect(m!.samples, `${where} samples`).toBeUndefined();
  }
}

export const TIME = { unit: 'ns', direction: 'smaller' } as const;
export const BYTES_PER_S = { unit: 'B/s', direction: 'bigger' } as const;
export const OPS_PER_S = { unit: 'ops/s', direction: 'bigger' } as const;
