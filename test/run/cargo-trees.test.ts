// Paired rounds of a Cargo project whose target directory lies outside the checkout (CARGO_TARGET_DIR): the
// base tree must build into its own. Found on rust-cli/anstyle: both trees wrote
// release/deps/parse-7ee98222238b50bb, and a bench made 2× slower read "no change".
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSuiteOnce } from '../../src/app';
import { compareOptionsFor } from '../../src/compare/compare-runs';
import type { ResolvedSuite } from '../../src/config/resolve';
import { loadConfig } from '../../src/config/load';
import { cargoOutputsHint, looksCargo, separateCargoTargets } from '../../src/run/cargo-trees';
import { runPaired } from '../../src/run/paired';
import { twoCommitRepo } from '../helpers/git-repo';
import { isInstalled } from '../helpers/requirements';

const hasCargo = isInstalled('cargo');

const MAIN = (factor: string): string => `const FACTOR: f64 = ${factor};
fn main() {
    let rows: Vec<String> = ["a", "b", "c", "d", "e", "f"].iter().map(|n| {
        let v = if *n == "a" { 100.0 * FACTOR } else { 100.0 };
        format!("{{\\"name\\":\\"{}\\",\\"metrics\\":{{\\"time\\":{{\\"value\\":{},\\"unit\\":\\"ns\\"}}}}}}", n, v)
    }).collect();
    println!("{{\\"schema\\":\\"benchgate/custom@1\\",\\"benchmarks\\":[{}]}}", rows.join(","));
}
`;

describe('paired rounds of a Cargo suite with a target directory outside the checkout', () => {
  it.skipIf(!hasCargo)('each tree runs its own build (before, both ran the one built last and read "no change")', async () => {
    const target = mkdtempSync(join(tmpdir(), 'benchgate-cargo-target-'));
    const config = `suites:\n  - name: rs\n    harness: custom-json\n    setup: cargo build --release -q\n    run: cargo run --release -q\n    env: { CARGO_TARGET_DIR: ${target} }\n`;
    const repo = twoCommitRepo({
      base: { 'Cargo.toml': '[package]\nname = "tiny"\nversion = "0.1.0"\nedition = "2021"\n\n[[bin]]\nname = "tiny"\npath = "main.rs"\n', 'main.rs': MAIN('1.0'), 'benchgate.yml': config, '.gitignore': 'target/\nCargo.lock\n' },
      head: { 'main.rs': MAIN('1.3') },
    });
    const said: string[] = [];
    try {
      const loaded = await loadConfig(join(repo.dir, 'benchgate.yml'));
      const r = await runPaired({
        loaded, ref: 'v1', minRounds: 5, maxRounds: 10, seed: 1, compare: compareOptionsFor(loaded), runOnce: runSuiteOnce,
        now: () => new Date('2026-11-27T00:00:00Z'), clock: () => Date.now(), log: (l) => void said.push(l),
      });
      expect(said.join('')).toContain(`rs: head and base would build into one Cargo target directory (${target})`);
      const a = r.comparison.rows.find((x) => x.benchmark === 'a')!;
      expect([a.verdict, a.ratio]).toEqual(['regressed', expect.closeTo(1.3, 9)]);
      expect(r.base.suites[0]!.benchmarks[0]!.metrics.time!.runs).toEqual(Array(10).fill(100));
    } finally {
      rmSync(repo.dir, { recursive: true, force: true });
      rmSync(target, { recursive: true, force: true });
    }
  }, 240_000);
});

describe('separateCargoTargets', () => {
  const suite = (over: Partial<ResolvedSuite>): ResolvedSuite => ({ name: 'rs', cwd: '/repo', run: 'cargo bench', env: {}, output: { source: 'files', files: ['/shared/target/criterion'] }, ...over }) as ResolvedSuite;

  it('moves the base onto its own target directory, with its paths into the shared one, when Cargo names one for both', async () => {
    const head = suite({ env: { CARGO_TARGET_DIR: '/shared/target' } });
    const base = suite({ cwd: '/tmp/wt/base', env: { CARGO_TARGET_DIR: '/shared/target' } });
    const r = await separateCargoTargets({ head, base }, '/tmp/wt/cargo-target', () => Promise.resolve('/shared/target'));
    expect(r.base.env).toEqual({ CARGO_TARGET_DIR: '/tmp/wt/cargo-target' });
    expect(r.base.output.files).toEqual(['/tmp/wt/cargo-target/criterion']);
    expect(r.note).toContain('(/shared/target)');
  });

  it('leaves trees that build apart, a suite Cargo cannot place, and a suite that does not run Cargo alone', async () => {
    const head = suite({});
    const base = suite({ cwd: '/tmp/wt/base' });
    const apart = await separateCargoTargets({ head, base }, '/x', (s) => Promise.resolve(`${s.cwd}/target`));
    expect(apart).toEqual({ base });
    expect(await separateCargoTargets({ head, base }, '/x', () => Promise.resolve(undefined))).toEqual({ base });
    const node = suite({ run: 'node bench.mjs' });
    expect(await separateCargoTargets({ head: node, base: node }, '/x', () => Promise.resolve('/same'))).toEqual({ base: node });
    expect(looksCargo({ run: 'cd crates/a && cargo +nightly bench' })).toBe(true);
    expect(looksCargo({ run: 'cargo-criterion' })).toBe(false);
  });
});

// tafia/quick-xml 0.39.0 under CARGO_TARGET_DIR=/tmp/h-rust/target with init's `output: { files: [target/criterion] }`:
// criterion wrote /tmp/h-rust/target/criterion, and the suite failed saying only "target/criterion matched no file".
describe('cargoOutputsHint', () => {
  const suite = { cwd: '/repo', env: {}, run: 'cargo bench --bench microbenches' };

  it('names where Cargo builds when an output under target/ is missing because the build went elsewhere', async () => {
    const hint = await cargoOutputsHint(suite, ['target/criterion'], () => Promise.resolve('/tmp/h-rust/target'));
    expect(hint).toBe(
      "Cargo builds this suite into /tmp/h-rust/target (cargo metadata's target_directory: CARGO_TARGET_DIR, CARGO_BUILD_TARGET_DIR or build.target-dir), not into target: name /tmp/h-rust/target/criterion in output.files, or build without that setting",
    );
    const member = await cargoOutputsHint({ ...suite, cwd: '/repo/crates/core' }, ['../../target/criterion/x'], () => Promise.resolve('/elsewhere'));
    expect(member).toContain('not into /repo/target: name /elsewhere/criterion/x in output.files');
  });

  it('says nothing where the target directory is the one named, Cargo cannot say, no path is under a target folder, or the suite does not run Cargo', async () => {
    expect(await cargoOutputsHint(suite, ['target/criterion'], () => Promise.resolve('/repo/target'))).toBeUndefined();
    expect(await cargoOutputsHint(suite, ['/shared/target/criterion'], () => Promise.resolve('/shared/target'))).toBeUndefined();
    expect(await cargoOutputsHint(suite, ['target/criterion'], () => Promise.resolve(undefined))).toBeUndefined();
    expect(await cargoOutputsHint(suite, ['out/bench.json'], () => Promise.resolve('/elsewhere'))).toBeUndefined();
    expect(await cargoOutputsHint({ ...suite, run: 'node bench.mjs' }, ['target/criterion'], () => Promise.resolve('/elsewhere'))).toBeUndefined();
  });

  it.skipIf(!hasCargo)('a real Cargo suite under CARGO_TARGET_DIR fails saying where criterion wrote', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'benchgate-cargo-hint-'));
    const target = mkdtempSync(join(tmpdir(), 'benchgate-cargo-hint-target-'));
    try {
      writeFileSync(join(dir, 'Cargo.toml'), '[package]\nname = "tiny"\nversion = "0.1.0"\nedition = "2021"\n\n[lib]\npath = "lib.rs"\n');
      writeFileSync(join(dir, 'lib.rs'), '');
      // what criterion does under CARGO_TARGET_DIR: it writes there, not to target/criterion
      const run = 'cargo metadata --format-version 1 --no-deps > /dev/null && mkdir -p "$CARGO_TARGET_DIR/criterion/a/new"';
      writeFileSync(join(dir, 'benchgate.yml'), `suites:\n  - name: rs\n    harness: criterion\n    run: '${run}'\n    env: { CARGO_TARGET_DIR: ${target} }\n    output: { files: [target/criterion] }\n`);
      const loaded = await loadConfig(join(dir, 'benchgate.yml'));
      const r = await runSuiteOnce(loaded.suites[0]!, undefined);
      expect(r.status).toBe('failed');
      expect(r.error).toContain(`wrote none of its output files (target/criterion matched no file). Cargo builds this suite into ${target} (`);
      expect(r.error).toContain(`name ${target}/criterion in output.files`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
      rmSync(target, { recursive: true, force: true });
    }
  }, 120_000);
});
