// shard: K/N. Units are dealt by recorded cost, deterministically, every unit to exactly one shard; each
// harness lists and selects its own way (real listings in test/fixtures/shard-listings); and real go and
// Google Benchmark suites run as three shards merge back to the benchmarks of the unsharded run.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main, type Io } from '../../src/cli';
import { mergeShards } from '../../src/model/merge-shards';
import type { Results } from '../../src/model/results';
import { findAdapter } from '../../src/parse/registry';
import { assignUnits, parseShard, shellQuote, unitsForShard, withArgs } from '../../src/run/shard';
import { missingRequirements } from '../helpers/requirements';

const listing = (name: string) => readFileSync(join(import.meta.dirname, '..', 'fixtures', 'shard-listings', name), 'utf8');
const support = (id: string) => findAdapter(id)!.shard!;

describe('dealing units to shards', () => {
  it('parses K/N and says what it expected', () => {
    expect(parseShard('2/4')).toEqual({ index: 2, count: 4 });
    expect(() => parseShard('5/4')).toThrow('shard: expected K/N with 1 ≤ K ≤ N, such as 2/4; got "5/4"');
    expect(() => parseShard('0/4', '--shard')).toThrow(/^--shard: /);
  });

  it('balances by cost, largest first, the same way in every job', () => {
    const cost = new Map([
      ['a', 100],
      ['b', 60],
      ['c', 50],
      ['d', 10],
    ]);
    const a = assignUnits(['d', 'c', 'b', 'a'], cost, 2);
    expect(Object.fromEntries(a)).toEqual({ a: 1, b: 2, c: 2, d: 1 });
    expect(assignUnits(['a', 'b', 'c', 'd'], cost, 2)).toEqual(a);
  });

  it('gives every listed unit to exactly one shard, new units at the median cost', () => {
    const listed = Array.from({ length: 23 }, (_, i) => `u${i}`);
    const cost = new Map(listed.slice(0, 15).map((u, i) => [u, (i + 1) * 7] as const));
    const shares = [1, 2, 3, 4].map((k) => unitsForShard(listed, cost, { index: k, count: 4 }));
    expect(shares.flat().sort()).toEqual([...listed].sort());
    for (const s of shares) expect(s.length).toBeGreaterThan(0);
  });
});

describe('selection arguments', () => {
  it('appends to a simple command, after -- for the bench binary, and quotes', () => {
    expect(withArgs('go', "go test -run '^$' -bench . ./...", { args: ['-bench', '^(BenchmarkA)$'] })).toBe("go test -run '^$' -bench . ./... -bench '^(BenchmarkA)$'");
    expect(withArgs('rs', 'cargo bench --bench b', { args: ['--list'], afterDoubleDash: true })).toBe('cargo bench --bench b -- --list');
    expect(withArgs('rs', 'cargo bench -- --noplot', { args: ['--list'], afterDoubleDash: true })).toBe('cargo bench -- --noplot --list');
    expect(withArgs('x', 'run {shard-args} | tee out', { args: ["it's"] })).toBe(`run 'it'\\''s' | tee out`);
    expect(shellQuote('a b')).toBe("'a b'");
  });

  it('refuses a compound command without {shard-args}, naming the suite', () => {
    expect(() => withArgs('go', 'cd x && go test -bench .', { args: ['-bench', 'A'] })).toThrow(
      /suite "go": run: expected a simple command, or one with \{shard-args\} where the harness's selection arguments go, to run a shard; got cd x && go test -bench \./,
    );
    expect(withArgs('go', "go test -run '^$|x' -bench .", { args: ['-list', '^B'] })).toContain("-list '^B'");
  });
});

describe('each harness lists and selects its own way (real listings)', () => {
  it('go: top-level Benchmark functions; sub-benchmarks stay with their parent', () => {
    const s = support('go-bench');
    expect(s.parseList(listing('go-test-list.stdout.txt'))).toEqual(['BenchmarkChecksum', 'BenchmarkEncode', 'BenchmarkHashTable', 'BenchmarkSmall']);
    expect(s.unitOf({ name: 'BenchmarkChecksum/impl_a/1024', metrics: {} })).toBe('BenchmarkChecksum');
    expect(s.selectArgs(['BenchmarkEncode', 'BenchmarkSmall'], [])).toEqual({ args: ['-bench', '^(BenchmarkEncode|BenchmarkSmall)$'] });
  });

  it('google-benchmark: exact names in one filter', () => {
    const s = support('google-benchmark');
    const all = s.parseList(listing('google-benchmark-list-tests.stdout.txt'));
    expect(all).toHaveLength(21);
    expect(all.slice(0, 2)).toEqual(['BM_Sort/256', 'BM_Sort/1024']);
    expect(s.selectArgs(['BM_Sort/256', 'BM_Scan/64'], all)).toEqual({ args: ['--benchmark_filter=^(BM_Sort/256|BM_Scan/64)$'] });
  });

  it('pytest-benchmark: node ids, the rest deselected exactly', () => {
    const s = support('pytest-benchmark');
    const all = s.parseList(listing('pytest-collect-only.stdout.txt'));
    expect(all).toHaveLength(13);
    expect(all[0]).toBe('test_bench.py::test_checksum[impl_a-1024]');
    expect(s.keyOfListed!(all[0]!)).toBe('test_checksum[impl_a-1024]');
    expect(s.unitOf({ name: 'test_checksum[impl_a-1024]', metrics: {} })).toBe('test_checksum[impl_a-1024]');
    const { args } = s.selectArgs(all.slice(0, 12), all);
    expect(args).toEqual(['--deselect', 'test_bench.py::test_sorted_pedantic']);
  });

  it('criterion: ids from its own --list (the regex filter was checked with --list on the same suite)', () => {
    const all = support('criterion').parseList(listing('criterion-list.stdout.txt'));
    expect(all.slice(0, 3)).toEqual(['checksum/impl_a/1024', 'checksum/impl_b/1024', 'checksum/impl_a/10240']);
    expect(new Set(all).size).toBe(all.length);
    expect(support('criterion').unitOf({ name: 'checksum/impl_a/1024', metrics: {} })).toBe('checksum/impl_a/1024');
  });

  it('jmh: fully qualified methods, params and modes kept together; an anchored include is exact', () => {
    const s = support('jmh');
    const all = s.parseList(listing('jmh-l.stdout.txt'));
    expect(all).toEqual([
      'bench.ThroughputBench.sort_4096',
      'bench.CodecBench.checksum_impl_a',
      'bench.CodecBench.checksum_impl_b',
      'bench.CodecBench.encode_impl_a',
      'bench.CodecBench.encode_impl_b',
      'bench.ThroughputBench.sort_4096_sampled',
    ]);
    expect(s.unitOf({ name: 'bench.CodecBench.encode_impl_a:size=1024 (thrpt)', metrics: {} })).toBe('bench.CodecBench.encode_impl_a');
    expect(s.selectArgs(['bench.ThroughputBench.sort_4096'], all)).toEqual({ args: ['^(bench\\.ThroughputBench\\.sort_4096)$'] });
  });

  it('libtest and criterion: names from --list after --', () => {
    expect(support('cargo-bench').parseList('bench_a: bench\nbench_b: bench\n\n2 benchmarks\n')).toEqual(['bench_a', 'bench_b']);
    expect(support('cargo-bench').selectArgs(['bench_a'], [])).toEqual({ args: ['--exact', 'bench_a'], afterDoubleDash: true });
    expect(support('criterion').selectArgs(['read/gif (x)'], [])).toEqual({ args: ['^(read/gif \\(x\\))$'], afterDoubleDash: true });
  });

  it('harnesses that cannot select have no shard support', () => {
    for (const id of ['hyperfine', 'tinybench', 'catch2', 'benchmarkjs']) expect(findAdapter(id)?.shard, id).toBeUndefined();
  });
});

/** Three shards of a real suite through the CLI, merged; and the unsharded run's benchmark names. */
async function shardedAgainstWhole(suite: string, config: string, prepare?: (dir: string) => void): Promise<{ merged: Results; whole: Results; logs: string }> {
  const dir = mkdtempSync(join(tmpdir(), `benchgate-shard-${suite}-`));
  try {
    cpSync(join(import.meta.dirname, '..', 'suites', suite), dir, { recursive: true });
    prepare?.(dir);
    writeFileSync(join(dir, 'benchgate.yml'), config);
    let logs = '';
    const io: Io = { stdout: () => {}, stderr: (s) => void (logs += s), isTTY: false, cwd: dir, now: () => new Date('2026-11-24T00:00:00Z') };
    const parts: Results[] = [];
    for (let k = 1; k <= 3; k++) {
      expect(await main(['run', '--config', 'benchgate.yml', '--shard', `${k}/3`, '--out', `shard-${k}.json`, '--store', 'store'], io), logs).toBe(0);
      parts.push(JSON.parse(readFileSync(join(dir, `shard-${k}.json`), 'utf8')) as Results);
    }
    expect(await main(['run', '--config', 'benchgate.yml', '--out', 'whole.json', '--store', 'store'], io), logs).toBe(0);
    const whole = JSON.parse(readFileSync(join(dir, 'whole.json'), 'utf8')) as Results;
    const merged = mergeShards(parts.map((results, i) => ({ source: `shard-${i + 1}`, results })));
    expect(merged.notes).toEqual([]);
    return { merged: merged.results, whole, logs };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const names = (r: Results) => r.suites.flatMap((s) => s.benchmarks.map((b) => `${s.name}/${b.name}`)).sort();

describe('real suites, three shards merged', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

  const goMissing = missingRequirements(['go']);
  if (goMissing.length) console.warn(`shard test: skipped go (missing: ${goMissing.join(', ')})`);
  it.skipIf(goMissing.length > 0)('go: every benchmark once, none twice', async () => {
    const { merged, whole, logs } = await shardedAgainstWhole(
      'go',
      ['suites:', '  - name: go', '    harness: go-bench', "    run: go test -run '^$' -bench . -benchmem -count 1 -benchtime 1x ./...", ''].join('\n'),
    );
    expect(names(merged)).toEqual(names(whole));
    expect(logs).toMatch(/go: shard 1\/3 runs \d+ of its units/);
  }, 180_000);

  const gbMissing = missingRequirements(['g++', 'header:benchmark/benchmark.h']);
  if (gbMissing.length) console.warn(`shard test: skipped google-benchmark (missing: ${gbMissing.join(', ')})`);
  it.skipIf(gbMissing.length > 0)('google-benchmark: every benchmark once, none twice', async () => {
    const { merged, whole } = await shardedAgainstWhole(
      'google-benchmark',
      ['suites:', '  - name: cpp', '    harness: google-benchmark', '    run: ./bench --benchmark_format=json --benchmark_min_time=0.001', ''].join('\n'),
      (dir) => execFileSync('g++', ['-O2', '-std=c++17', 'bench.cpp', '-o', 'bench', '-lbenchmark', '-lpthread'], { cwd: dir }),
    );
    expect(names(merged)).toEqual(names(whole));
    expect(names(whole).length).toBeGreaterThan(10);
  }, 180_000);
});
