// Real-tool tier, Rust: Criterion.rs and divan suites built with cargo (one shared CARGO_TARGET_DIR, so only
// the first run compiles the dependencies) and run with short settings; fresh output detected and shape-checked.
import { copyFileSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { BYTES_PER_S, TIME, codecNames, detectAndParse, expectMetric } from './shape';
import { CARGO_TARGET_DIR, copySuite, describeHarness, firstMissing, needCommand, readTree, runTool, suiteHash, timed } from './toolchain';

// A cold build of criterion's dependency tree takes ~4 minutes on 2 cores.
const BUILD_TIMEOUT = 15 * 60_000;
const missing = firstMissing(needCommand('cargo'));
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** Copies the suite with the Cargo.lock of an earlier run, so warm runs resolve nothing over the network. */
function copyCrate(suite: string): { dir: string; keepLock: () => void } {
  const dir = copySuite(suite);
  dirs.push(dir);
  const lock = join(CARGO_TARGET_DIR, 'locks', `${suite}-${suiteHash(suite)}.lock`);
  if (existsSync(lock)) copyFileSync(lock, join(dir, 'Cargo.lock'));
  const keepLock = (): void => {
    mkdirSync(join(CARGO_TARGET_DIR, 'locks'), { recursive: true });
    if (!existsSync(lock)) copyFileSync(join(dir, 'Cargo.lock'), lock);
  };
  return { dir, keepLock };
}

function cargoBench(dir: string, env: Record<string, string>, args: string[]): Promise<{ stdout: string }> {
  // `--bench bench`: without it the flags also reach the lib's libtest harness, which rejects them.
  return runTool('cargo', ['bench', '--bench', 'bench', '--', ...args], {
    cwd: dir,
    timeoutMs: BUILD_TIMEOUT,
    env: { CARGO_TARGET_DIR, CARGO_TERM_COLOR: 'never', ...env },
  });
}

describeHarness('criterion', missing, () => {
  const SAMPLES = 10; // criterion's minimum sample size
  const FAST = ['--warm-up-time', '0.1', '--measurement-time', '0.2', '--sample-size', String(SAMPLES), '--noplot'];
  const NAMES = [...codecNames(), 'alloc vec (4 KiB)'];

  it('cargo bench: stdout and the criterion tree detected as criterion; --output-format bencher as cargo-bench', async () => {
    const { dir, keepLock } = copyCrate('criterion');
    // CRITERION_HOME: the tree goes to the temp copy, not into the shared target dir.
    const env = { CRITERION_HOME: join(dir, 'criterion') };
    const { stdout } = await timed('criterion', () => cargoBench(dir, env, FAST));
    keepLock();

    const text = detectAndParse([{ path: 'stdout of cargo bench', text: stdout }], 'criterion');
    expectMetric(text, NAMES, 'time', TIME);
    expectMetric(text, codecNames(), 'throughput', BYTES_PER_S);

    const tree = detectAndParse(readTree(dir, 'criterion'), 'criterion');
    expectMetric(tree, NAMES, 'time', { ...TIME, statistic: 'median', n: SAMPLES, samples: true });
    expectMetric(tree, codecNames(), 'throughput', { ...BYTES_PER_S, statistic: 'median', n: SAMPLES, samples: true });
    expect(tree.benchmarks.find((b) => b.name === 'checksum/impl_a/1024')?.group).toBe('checksum');

    const bencher = await timed('criterion (bencher format)', () => cargoBench(dir, env, [...FAST, '--output-format', 'bencher']));
    const lines = detectAndParse([{ path: 'stdout of cargo bench', text: bencher.stdout }], 'cargo-bench');
    expectMetric(lines, NAMES, 'time', { ...TIME, statistic: 'median' });
  }, BUILD_TIMEOUT * 2);
});

describeHarness('divan', missing, () => {
  const SAMPLES = 10;

  it('cargo bench: the divan tree detected as divan, tree paths joined with /', async () => {
    const { dir, keepLock } = copyCrate('divan');
    const { stdout } = await timed('divan', () => cargoBench(dir, {}, ['--sample-count', String(SAMPLES)]));
    keepLock();
    const out = detectAndParse([{ path: 'stdout of cargo bench', text: stdout }], 'divan');
    const sorts = ['u8', 'u32', 'u64'].flatMap((t) => [256, 4096].map((n) => `sort_vec/${t}/${n}`));
    expectMetric(out, [...codecNames(), ...sorts], 'time', { ...TIME, statistic: 'median', n: SAMPLES, samples: false });
    expectMetric(out, codecNames(), 'throughput', { ...BYTES_PER_S, statistic: 'median', n: SAMPLES });
  }, BUILD_TIMEOUT);
});
