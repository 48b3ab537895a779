import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GitHubArtifactStore, MAX_WRITTEN_BYTES, MAX_ZIP_BYTES, uploadResults, type ArtifactStoreOptions } from '../../src/baseline/artifact-store';
import { passedOverNote } from '../../src/baseline/store';
import { BaselineError, GitHubError } from '../../src/model/errors';
import { ARCHIVE_SCHEMA_ID } from '../../src/model/results';
import { runtimeToken } from '../fake-github/artifact-routes';
import { FakeGitHub } from '../fake-github/server';
import { fastClient, goResults, SHA, zipResults } from './helpers';

let fake: FakeGitHub;
let temp: string;
const saved = { ...process.env };

beforeEach(async () => {
  fake = await FakeGitHub.start();
  fake.addToken('ghs_actions_token');
  temp = mkdtempSync(join(tmpdir(), 'benchgate-artifact-test-'));
});
afterEach(async () => {
  process.env = { ...saved };
  rmSync(temp, { recursive: true, force: true });
  await fake.close();
});

function store(extra: Partial<ArtifactStoreOptions> = {}): GitHubArtifactStore {
  return new GitHubArtifactStore({ octokit: fastClient(fake), owner: 'octo-org', repo: 'bench-repo', artifactName: 'benchgate-results', workflow: 'bench.yml', ...extra });
}

/** A finished push run on main with the real go-bench base results as its artifact. */
function pushRun(sha: string, options: { event?: string; headRepo?: string; branch?: string; conclusion?: 'success' | 'failure'; data?: Uint8Array; expired?: boolean } = {}) {
  const run = fake.addRun({ headSha: sha, event: options.event ?? 'push', headRepo: options.headRepo, headBranch: options.branch ?? 'main', conclusion: options.conclusion ?? 'success' });
  const a = fake.addArtifact(Number(run.id), 'benchgate-results', options.data ?? zipResults(goResults('base', { commit: sha, runId: Number(run.id) })), { expired: options.expired });
  return { run, artifact: a };
}

describe('uploadResults (real @actions/artifact against the fake artifact service)', () => {
  it('on GitHub Enterprise Server (no artifact service for this client) the upload fails saying so, and what to use instead', async () => {
    const run = fake.addRun({ headSha: SHA.base, status: 'in_progress', conclusion: null });
    const server = process.env.GITHUB_SERVER_URL;
    Object.assign(process.env, { ACTIONS_RUNTIME_TOKEN: runtimeToken(Number(run.id)), ACTIONS_RESULTS_URL: `${fake.url}/`, RUNNER_TEMP: temp, GITHUB_SERVER_URL: 'https://ghes.example.com' });
    try {
      const err = await uploadResults(goResults('base', { commit: SHA.base, runId: Number(run.id) }), { name: 'benchgate-results', retentionDays: 30 }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(BaselineError);
      expect((err as Error).message).toMatch(/^GitHub Enterprise Server has no artifact service .* \(`baseline: paired`\)/);
      expect(fake.requested('POST', /CreateArtifact$/)).toEqual([]);
    } finally {
      if (server === undefined) delete process.env.GITHUB_SERVER_URL;
      else process.env.GITHUB_SERVER_URL = server;
    }
  });

  it('uploads results.json (+ report.md) and a later PR run finds it at the exact base sha', async () => {
    const run = fake.addRun({ headSha: SHA.base, status: 'in_progress', conclusion: null });
    Object.assign(process.env, { ACTIONS_RUNTIME_TOKEN: runtimeToken(Number(run.id)), ACTIONS_RESULTS_URL: `${fake.url}/`, RUNNER_TEMP: temp });
    const results = goResults('base', { commit: SHA.base, runId: Number(run.id) });
    const up = await uploadResults(results, { name: 'benchgate-results', retentionDays: 30, extraFiles: { 'report.md': '# report\n' } });
    expect(up.id).toBe(fake.artifacts[0]!.meta.id);
    const create = fake.requested('POST', /CreateArtifact$/)[0]!;
    expect(JSON.parse(create.body)).toMatchObject({ workflow_run_backend_id: String(run.id), name: 'benchgate-results', version: 7 });
    // retention-days → expires_at 30 days after now.
    const expiresAt = new Date(JSON.parse(create.body).expires_at as string).getTime();
    expect(Math.round((expiresAt - Date.now()) / 86_400_000)).toBe(30);
    expect(fake.requested('PUT', /^\/blob\/upload\//).map((r) => r.query.get('comp'))).toEqual(['block', 'blocklist']);

    fake.completeRun(Number(run.id));
    const found = await store().find({ baseSha: SHA.base, baseBranch: 'main' });
    expect(found?.info).toEqual({ source: `run ${run.id} (artifact benchgate-results)`, commit: SHA.base, createdAt: '2026-11-19T08:00:00Z', runId: run.id, exactBase: true });
    // The first go-bench benchmark, as the real capture printed it: median of 6717 7137 6710 7030 6856 6978 ns/op.
    const bench = found!.results.suites[0]!.benchmarks[0]!;
    expect(bench.name).toBe('BenchmarkChecksum/impl_a/1024');
    expect(bench.metrics.time!.value).toBe(6917);
    expect(bench.metrics.time!.samples).toEqual([6717, 7137, 6710, 7030, 6856, 6978]);
    expect(found!.results).toEqual(results);
    // The zip was fetched from the blob URL the API redirected to, without our token.
    const blob = fake.requested('GET', /^\/blob\/download\//)[0]!;
    expect(blob.headers.authorization).toBeUndefined();
  });

  it('a baseline never outgrows what the reader takes back: the archive\'s oldest runs go first, said; else refused', async () => {
    const run = fake.addRun({ headSha: SHA.base, status: 'in_progress', conclusion: null });
    Object.assign(process.env, { ACTIONS_RUNTIME_TOKEN: runtimeToken(Number(run.id)), ACTIONS_RESULTS_URL: `${fake.url}/`, RUNNER_TEMP: temp });
    const results = goResults('base', { commit: SHA.base, runId: Number(run.id) });
    const series = Array.from({ length: 200 }, (_, i) => ({ key: `go\u241fB${i}\u241ftime`, unit: 'ns', direction: 'smaller' as const }));
    const runs = Array.from({ length: 300 }, (_, r) => ({ createdAt: new Date(Date.UTC(2026, 0, 1) + r * 86_400_000).toISOString(), points: series.map((_, i): [number, number, number] => [1000 + i + r, 990 + i, 1010 + i]) }));
    const big = { ...results, archive: { schema: ARCHIVE_SCHEMA_ID as typeof ARCHIVE_SCHEMA_ID, series, runs } };
    const whole = JSON.stringify(big).length;
    // It grew with every run until the reader refused it, and then every later run found no baseline.
    const up = await uploadResults(big, { name: 'benchgate-results', retentionDays: 30, maxBytes: Math.floor(whole / 3) });
    expect(up.archiveRunsDropped).toBeGreaterThan(150);
    fake.completeRun(Number(run.id));
    const found = await store().find({ baseSha: SHA.base, baseBranch: 'main' });
    const kept = found!.results.archive!.runs;
    expect(kept).toHaveLength(300 - up.archiveRunsDropped!);
    expect(kept.at(-1)).toEqual(runs.at(-1));
    expect(JSON.stringify(found!.results).length).toBeLessThanOrEqual(Math.floor(whole / 3));
    // Nothing left to drop: refused, naming the size and what to do.
    await expect(uploadResults(results, { name: 'x', retentionDays: 1, dir: temp, maxBytes: 1000 })).rejects.toThrow(/refusing to upload results of .* MiB: a baseline over .* could not be read back .* or have the harness keep fewer samples \(suite "go" stores the most samples: [\d,]+ values \(a repeated value once\), [\d,]+ of them in "Benchmark/);
  });

  it('refuses to upload invalid results (a bad result never becomes a baseline)', async () => {
    const bad = { ...goResults('base'), schema: 'benchgate/results@9' } as unknown as Parameters<typeof uploadResults>[0];
    await expect(uploadResults(bad, { name: 'x', retentionDays: 1, dir: temp })).rejects.toThrow(BaselineError);
    expect(fake.requests).toHaveLength(0);
  });
});

describe('GitHubArtifactStore.find', () => {
  it('a run with two artifacts of the name (a re-run attempt uploaded again) gives the newest', async () => {
    const { run } = pushRun(SHA.base);
    fake.tick(60);
    // The second attempt's upload, listed after the first: the first was taken.
    fake.addArtifact(Number(run.id), 'benchgate-results', zipResults(goResults('head', { commit: SHA.base, runId: Number(run.id) })));
    const found = await store().find({ baseSha: SHA.base, baseBranch: 'main' });
    expect(found!.results).toEqual(goResults('head', { commit: SHA.base, runId: Number(run.id) }));
  });

  it('prefers the run at the exact base sha over a newer one on the branch', async () => {
    const exact = pushRun(SHA.base);
    pushRun(SHA.older);
    const found = await store().find({ baseSha: SHA.base, baseBranch: 'main' });
    expect(found?.info).toMatchObject({ runId: exact.run.id, commit: SHA.base, exactBase: true });
    const list = fake.requested('GET', /\/workflows\/bench\.yml\/runs$/)[0]!;
    expect(Object.fromEntries(list.query)).toMatchObject({ head_sha: SHA.base, status: 'completed', exclude_pull_requests: 'true' });
  });

  it('otherwise takes the newest completed push/schedule run on the base branch that uploaded one', async () => {
    pushRun(SHA.older);
    const newest = pushRun('1'.repeat(40), { event: 'schedule' });
    fake.addRun({ headSha: '3'.repeat(40), status: 'in_progress', conclusion: null });
    pushRun('4'.repeat(40), { branch: 'release' });
    const found = await store().find({ baseSha: SHA.base, baseBranch: 'main' });
    expect(found?.info).toMatchObject({ runId: newest.run.id, commit: '1'.repeat(40), exactBase: false });
    const list = fake.requested('GET', /\/workflows\/bench\.yml\/runs$/)[1]!;
    expect(Object.fromEntries(list.query)).toMatchObject({ branch: 'main', status: 'completed' });
  });

  it('takes a run that failed after uploading its baseline (a suite failed: the others are new, that one kept), and passes over one that uploaded none', async () => {
    pushRun(SHA.older);
    const failedSuite = pushRun('1'.repeat(40), { conclusion: 'failure' });
    fake.addRun({ headSha: '2'.repeat(40), event: 'schedule', headBranch: 'main', status: 'completed', conclusion: 'failure' });
    const found = await store().find({ baseSha: SHA.base, baseBranch: 'main' });
    expect(found?.info).toMatchObject({ runId: failedSuite.run.id, commit: '1'.repeat(40) });
  });

  describe('without a run at the base sha: the nearest run by commits, not the newest', () => {
    // main: c1 ← c2 ← c3 ← c4 ← c5 (c3, the base sha, has no run: its pending run was cancelled by a newer push).
    const c = (k: number): string => String(k).repeat(40);
    beforeEach(() => {
      for (let k = 1; k <= 5; k++) fake.addCommit(c(k), k === 1 ? [] : [c(k - 1)]);
    });
    const compares = (): string[] => fake.requested('GET', /\/compare\//).map((r) => decodeURIComponent(r.path.split('/compare/')[1]!));

    it('an ancestor one commit before it over a run one after it (a tie) and over the newest', async () => {
      for (const k of [1, 2, 4, 5]) pushRun(c(k));
      const found = await store().find({ baseSha: c(3), baseBranch: 'main' });
      expect(found?.info).toMatchObject({ commit: c(2), exactBase: false, fromBase: { ahead: 0, behind: 1 } });
      // Walked newest first up to the first ancestor; c1 was never compared, and only c2 was downloaded.
      expect(compares()).toEqual([`${c(3)}...${c(5)}`, `${c(3)}...${c(4)}`, `${c(3)}...${c(2)}`]);
      expect(fake.requested('GET', /\/zip$/)).toHaveLength(1);
    });

    it('a run one commit after it over an ancestor two before it', async () => {
      for (const k of [1, 4, 5]) pushRun(c(k));
      const found = await store().find({ baseSha: c(3), baseBranch: 'main' });
      expect(found?.info).toMatchObject({ commit: c(4), exactBase: false, fromBase: { ahead: 1, behind: 0 } });
    });

    it('the next nearest when the nearest cannot be read, and older runs after those', async () => {
      pushRun(c(1));
      pushRun(c(2), { data: new Uint8Array([1, 2, 3]) });
      pushRun(c(5));
      const found = await store().find({ baseSha: c(3), baseBranch: 'main' });
      expect(found?.info).toMatchObject({ commit: c(5), fromBase: { ahead: 2, behind: 0 } });
      expect(found?.passedOver).toHaveLength(1);
      // The report does not call the one used "older": it is newer than the one passed over.
      expect(passedOverNote(found!)).toMatch(/^The nearest baseline could not be read \(.+\), so this run was compared with the next nearest: run \d+\.$/);
    });

    it('newest first, as before, when GitHub cannot compare (a commit it does not know)', async () => {
      pushRun(c(2));
      pushRun('9'.repeat(40));
      const found = await store().find({ baseSha: c(3), baseBranch: 'main' });
      expect(found?.info).toMatchObject({ commit: '9'.repeat(40), exactBase: false });
      expect(found?.info.fromBase).toBeUndefined();
    });

    it('a run on another line of history (a force push) ranks by all the commits between', async () => {
      fake.addCommit('7'.repeat(40), [c(1)]);
      pushRun('7'.repeat(40));
      pushRun(c(1));
      const found = await store().find({ baseSha: c(3), baseBranch: 'main' });
      expect(found?.info).toMatchObject({ commit: c(1), fromBase: { ahead: 0, behind: 2 } });
    });
  });

  it("never takes a fork's `main` or a pull_request run as the baseline", async () => {
    const good = pushRun(SHA.older);
    // Newer runs: a PR from a fork whose branch is called main, and a push run whose head repository is a fork.
    pushRun(SHA.fork, { event: 'pull_request', headRepo: 'mallory/bench-repo' });
    pushRun(SHA.fork, { event: 'push', headRepo: 'mallory/bench-repo' });
    const found = await store().find({ baseSha: SHA.fork, baseBranch: 'main' });
    expect(found?.info).toMatchObject({ runId: good.run.id, exactBase: false });
  });

  it('skips a run whose artifact has expired and answers undefined when nothing usable is left', async () => {
    pushRun(SHA.older, { expired: true });
    expect(await store().find({ baseSha: SHA.base, baseBranch: 'main' })).toBeUndefined();
    expect(fake.requested('GET', /\/zip$/)).toHaveLength(0);
  });

  it('first run ever: no runs, no baseline, not an error', async () => {
    fake.workflow('.github/workflows/bench.yml');
    const s = store();
    expect(await s.find({ baseSha: SHA.base, baseBranch: 'main' })).toBeUndefined();
    expect(s.workflowUnknown).toBe(false);
  });

  it('the PR that adds the workflow: GitHub does not know the workflow yet (404), so no baseline; the store says it knew none', async () => {
    const s = store();
    expect(await s.find({ baseSha: SHA.base, baseBranch: 'main' })).toBeUndefined();
    expect(fake.requested('GET', /\/workflows\/bench\.yml\/runs$/).map((r) => r.status)).toEqual([404, 404]);
    expect(s.workflowUnknown).toBe(true);
  });

  it.each([
    [410, 'Artifact has expired'],
    [404, 'Not Found'],
  ])('%i on the artifact download is a BaselineError saying it expired or was deleted', async (status, message) => {
    const { run, artifact } = pushRun(SHA.base);
    fake.fault({ method: 'GET', path: `/repos/octo-org/bench-repo/actions/artifacts/${artifact.id}/zip`, respond: { status, json: { message } } });
    const err = await store().find({ baseSha: SHA.base, baseBranch: 'main' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(BaselineError);
    expect((err as Error).message).toBe(`baseline artifact 'benchgate-results' (id ${artifact.id}) of run ${run.id}: expired or deleted (HTTP ${status}); no usable baseline`);
  });

  it('a corrupted zip (real zip with its central directory garbled) is a BaselineError', async () => {
    const zip = zipResults(goResults('base'));
    const garbled = zip.slice();
    // Derived from a real zip: overwrite the end-of-central-directory record's signature.
    garbled.set([0x00, 0x00, 0x00, 0x00], garbled.length - 22);
    const { run, artifact } = pushRun(SHA.base, { data: garbled });
    const err = await store().find({ baseSha: SHA.base, baseBranch: 'main' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(BaselineError);
    expect((err as Error).message).toMatch(new RegExp(`^baseline artifact 'benchgate-results' \\(id ${artifact.id}\\) of run ${run.id}: not a valid zip`));
  });

  it('a truncated zip is a BaselineError too', async () => {
    const zip = zipResults(goResults('base'));
    pushRun(SHA.base, { data: zip.slice(0, Math.floor(zip.length / 2)) });
    await expect(store().find({ baseSha: SHA.base, baseBranch: 'main' })).rejects.toThrow(/not a valid zip/);
  });

  it('an oversized zip is refused before it is read whole', async () => {
    const zip = zipResults(goResults('base'));
    pushRun(SHA.base, { data: zip });
    await expect(store({ maxZipBytes: zip.length - 1 }).find({ baseSha: SHA.base, baseBranch: 'main' })).rejects.toThrow(
      new RegExp(`zip is larger than the .* MiB cap \\(${zip.length} bytes\\)`),
    );
  });

  it('a results.json that inflates past the cap (a zip bomb) is refused; other entries are never inflated', async () => {
    // Padding of 3 MiB that compresses to a few KiB: results.json itself, then a stray entry beside it.
    const padded = { ...goResults('base'), padding: 'x'.repeat(3 * 1024 * 1024) };
    pushRun(SHA.base, { data: zipResults(padded) });
    await expect(store({ maxUnzippedBytes: 1024 * 1024 }).find({ baseSha: SHA.base, baseBranch: 'main' })).rejects.toThrow(
      /results\.json inflates to more than the 1 MiB cap/,
    );
  });

  it('a results.json whose tally claims more samples than the cap could hold written out (a tally bomb) is refused', async () => {
    // A few bytes: one value said to occur 600,000 times, more than 1 MiB of `1,` could hold.
    const bomb = goResults('base');
    const time = bomb.suites[0]!.benchmarks[0]!.metrics.time! as Record<string, unknown>;
    delete time.samples;
    time.tally = { values: [6717], counts: [600_000] };
    pushRun(SHA.base, { data: zipResults(bomb) });
    await expect(store({ maxUnzippedBytes: 1024 * 1024 }).find({ baseSha: SHA.base, baseBranch: 'main' })).rejects.toThrow(
      /results\.json: suites\[0\]\.benchmarks\[0\]\.metrics\.time\.tally: its counts add up to more than the 524288 samples a results file may hold here/,
    );
  });

  it('a stray large entry beside results.json is not inflated and does not count', async () => {
    pushRun(SHA.base, { data: zipResults(goResults('base'), { 'padding.txt': 'x'.repeat(3 * 1024 * 1024) }) });
    const found = await store({ maxUnzippedBytes: 1024 * 1024 }).find({ baseSha: SHA.base, baseBranch: 'main' });
    expect(found?.results.suites[0]!.benchmarks.length).toBeGreaterThan(0);
  });

  it('the cap counts inflated bytes, not the sizes the zip declares (headers that lie)', async () => {
    const zip = zipResults({ ...goResults('base'), padding: 'x'.repeat(3 * 1024 * 1024) });
    // Rewrite every declared uncompressed size (local header +22, central directory +24) to 100 bytes.
    const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
    for (let i = 0; i + 4 <= zip.length; i++) {
      const sig = view.getUint32(i, true);
      if (sig === 0x04034b50) view.setUint32(i + 22, 100, true);
      if (sig === 0x02014b50) view.setUint32(i + 24, 100, true);
    }
    pushRun(SHA.base, { data: zip });
    await expect(store({ maxUnzippedBytes: 1024 * 1024 }).find({ baseSha: SHA.base, baseBranch: 'main' })).rejects.toThrow(
      /results\.json inflates to more than the 1 MiB cap/,
    );
  });

  it('a baseline from a newer schema version is a BaselineError that says to upgrade', async () => {
    pushRun(SHA.base, { data: zipResults({ ...goResults('base'), schema: 'benchgate/results@2' }) });
    await expect(store().find({ baseSha: SHA.base, baseBranch: 'main' })).rejects.toThrow(/written by a newer benchgate \(schema "benchgate\/results@2"\).*upgrade/);
  });

  it('a zip without results.json, or with invalid results, is a BaselineError', async () => {
    pushRun(SHA.base, { data: zipResults({ schema: 'benchgate/results@1', suites: 'nope' }) });
    await expect(store().find({ baseSha: SHA.base, baseBranch: 'main' })).rejects.toThrow(/results\.json: not a benchgate results file/);
  });

  it('retries a network reset on the blob download and a 5xx on the run listing', async () => {
    const { run } = pushRun(SHA.base);
    fake.fault({ method: 'GET', path: /\/workflows\/bench\.yml\/runs$/, respond: { status: 502, json: { message: 'Bad Gateway' } } });
    fake.fault({ method: 'GET', path: /^\/blob\/download\//, respond: { reset: true } });
    const found = await store().find({ baseSha: SHA.base, baseBranch: 'main' });
    expect(found?.info.runId).toBe(run.id);
    expect(fake.requested('GET', /^\/blob\/download\//).map((r) => r.status)).toEqual([-1, 200]);
    expect(fake.requested('GET', /\/workflows\/bench\.yml\/runs$/).map((r) => r.status)).toEqual([502, 200]);
  });

  it('each attempt asks for a fresh signed URL (GitHub\'s expires after a minute): an expired link (403) is retried through a new redirect', async () => {
    const { run, artifact } = pushRun(SHA.base);
    fake.fault({ method: 'GET', path: /^\/blob\/download\//, times: 1, respond: { status: 403, json: { message: 'Signature expired' } } });
    const found = await store().find({ baseSha: SHA.base, baseBranch: 'main' });
    expect(found?.info.runId).toBe(run.id);
    expect(fake.requested('GET', /^\/blob\/download\//).map((r) => r.status)).toEqual([403, 200]);
    expect(fake.requested('GET', new RegExp(`/actions/artifacts/${artifact.id}/zip$`))).toHaveLength(2);
  });

  it('a blob server that never answers ends each attempt at the timeout, with a clear error (found by fuzzing: it waited ~15 minutes)', async () => {
    pushRun(SHA.base);
    const stalled: typeof fetch = (_url, init) => new Promise((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)));
    await expect(store({ fetch: stalled, blobTimeoutMs: 50 }).find({ baseSha: SHA.base, baseBranch: 'main' })).rejects.toThrow(/download failed after 3 attempts: no complete answer within 0 s/);
  });

  it('403 rate limit with retry-after on the artifact listing is waited out', async () => {
    pushRun(SHA.base);
    fake.fault({ method: 'GET', path: /\/actions\/runs\/\d+\/artifacts$/, respond: { status: 403, headers: { 'retry-after': '2' }, json: { message: 'You have exceeded a secondary rate limit.' } } });
    const found = await store().find({ baseSha: SHA.base, baseBranch: 'main' });
    expect(found?.info.exactBase).toBe(true);
    expect(fake.requested('GET', /\/actions\/runs\/\d+\/artifacts$/).map((r) => r.status)).toEqual([403, 200]);
  });
});

// An HTTP failure other than 404 that retries did not cure said only `HttpError: Bad Gateway`: which call,
// run or artifact was not in the job log. It stays what it was to the callers (not a BaselineError: thrown,
// never passed over for an older baseline), its status readable and the octokit error its cause.
describe('GitHubArtifactStore: GitHub failing on a call names the call, the run or artifact, and the status', () => {
  const BAD_GATEWAY = { status: 502, json: { message: 'Bad Gateway' } };
  async function failure(promise: Promise<unknown>): Promise<GitHubError> {
    const err = await promise.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(GitHubError);
    expect(err).not.toBeInstanceOf(BaselineError);
    return err as GitHubError;
  }

  it('the runs list answering 502 on every try', async () => {
    pushRun(SHA.base);
    fake.fault({ method: 'GET', path: /\/workflows\/bench\.yml\/runs$/, times: 1000, respond: BAD_GATEWAY });
    const err = await failure(store().find({ baseSha: SHA.base, baseBranch: 'main' }));
    expect(err.message).toBe(`listing the runs of workflow bench.yml at ${SHA.base}: HTTP 502: Bad Gateway`);
    expect(err.status).toBe(502);
    expect((err.cause as { status?: number }).status).toBe(502);
    expect(fake.requested('GET', /\/workflows\/bench\.yml\/runs$/).map((r) => r.status)).toEqual([502, 502, 502, 502]);
  });

  it('the runs list of the branch answering 502', async () => {
    pushRun(SHA.older);
    fake.fault({ method: 'GET', path: /\/workflows\/bench\.yml\/runs$/, times: 1000, respond: BAD_GATEWAY });
    const err = await failure(store().find({ baseBranch: 'main' }));
    expect(err.message).toBe('listing the runs of workflow bench.yml on branch main: HTTP 502: Bad Gateway');
  });

  it("a run's artifact list answering 502, or 403 without a retry-after", async () => {
    const { run } = pushRun(SHA.base);
    fake.fault({ method: 'GET', path: `/repos/octo-org/bench-repo/actions/runs/${run.id}/artifacts`, times: 1000, respond: BAD_GATEWAY });
    const err = await failure(store().find({ baseSha: SHA.base, baseBranch: 'main' }));
    expect(err.message).toBe(`listing the artifacts of run ${run.id}: HTTP 502: Bad Gateway`);
    expect(err.status).toBe(502);
    fake.clearFaults();
    fake.fault({ method: 'GET', path: `/repos/octo-org/bench-repo/actions/runs/${run.id}/artifacts`, respond: { status: 403, json: { message: 'Resource not accessible by integration' } } });
    const denied = await failure(store().find({ baseSha: SHA.base, baseBranch: 'main' }));
    expect(denied.message).toBe(`listing the artifacts of run ${run.id}: HTTP 403: Resource not accessible by integration`);
    expect(denied.status).toBe(403);
  });

  it('the artifact download answering 502', async () => {
    const { run, artifact } = pushRun(SHA.base);
    fake.fault({ method: 'GET', path: `/repos/octo-org/bench-repo/actions/artifacts/${artifact.id}/zip`, times: 1000, respond: BAD_GATEWAY });
    const err = await failure(store().find({ baseSha: SHA.base, baseBranch: 'main' }));
    expect(err.message).toBe(`downloading baseline artifact 'benchgate-results' (id ${artifact.id}) of run ${run.id}: HTTP 502: Bad Gateway`);
    expect(err.status).toBe(502);
    expect((err.cause as { status?: number }).status).toBe(502);
  });

  it('the blob behind the download answering 502 on every attempt (a BaselineError, as before) names the artifact', async () => {
    const { run, artifact } = pushRun(SHA.base);
    fake.fault({ method: 'GET', path: /^\/blob\/download\//, times: 1000, respond: BAD_GATEWAY });
    const err = await store().find({ baseSha: SHA.base, baseBranch: 'main' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(BaselineError);
    expect((err as Error).message).toBe(`baseline artifact 'benchgate-results' (id ${artifact.id}) of run ${run.id}: download failed after 3 attempts: HTTP 502`);
  });

  it('the blob timing out names the artifact', async () => {
    const { run, artifact } = pushRun(SHA.base);
    const stalled: typeof fetch = (_url, init) => new Promise((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)));
    const err = await store({ fetch: stalled, blobTimeoutMs: 50 }).find({ baseSha: SHA.base, baseBranch: 'main' }).catch((e: unknown) => e);
    expect((err as Error).message).toBe(`baseline artifact 'benchgate-results' (id ${artifact.id}) of run ${run.id}: download failed after 3 attempts: no complete answer within 0 s`);
  });

  it('report mode: reading the run, and its artifact list, answering 502', async () => {
    const run = fake.addRun({ headSha: SHA.head, event: 'pull_request' });
    fake.fault({ method: 'GET', path: `/repos/octo-org/bench-repo/actions/runs/${run.id}`, times: 1000, respond: BAD_GATEWAY });
    expect((await failure(store().loadRun(Number(run.id)))).message).toBe(`reading run ${run.id}: HTTP 502: Bad Gateway`);
    fake.clearFaults();
    fake.fault({ method: 'GET', path: `/repos/octo-org/bench-repo/actions/runs/${run.id}/artifacts`, times: 1000, respond: BAD_GATEWAY });
    expect((await failure(store().loadRun(Number(run.id)))).message).toBe(`listing the artifacts of run ${run.id}: HTTP 502: Bad Gateway`);
  });

  it("merge mode: the run's artifact list, and a part's download, answering 502", async () => {
    const run = fake.addRun({ headSha: SHA.base });
    const part = fake.addArtifact(Number(run.id), 'benchgate-results-part-1', zipResults(goResults('base')));
    fake.fault({ method: 'GET', path: `/repos/octo-org/bench-repo/actions/runs/${run.id}/artifacts`, times: 1000, respond: BAD_GATEWAY });
    expect((await failure(store().loadParts(Number(run.id), 'benchgate-results-part-'))).message).toBe(`listing the artifacts of run ${run.id}: HTTP 502: Bad Gateway`);
    fake.clearFaults();
    fake.fault({ method: 'GET', path: `/repos/octo-org/bench-repo/actions/artifacts/${part.id}/zip`, times: 1000, respond: BAD_GATEWAY });
    expect((await failure(store().loadParts(Number(run.id), 'benchgate-results-part-'))).message).toBe(
      `downloading part artifact 'benchgate-results-part-1' (id ${part.id}) of run ${run.id}: HTTP 502: Bad Gateway`,
    );
  });
});

describe('GitHubArtifactStore.find: what may be a baseline, and unreadable ones', () => {
  it('the exact-base lookup takes only runs of the base branch (a push of that sha to another branch is not a baseline)', async () => {
    pushRun(SHA.base, { branch: 'feature' });
    const older = pushRun(SHA.older, { branch: 'main' });
    const found = await store().find({ baseSha: SHA.base, baseBranch: 'main' });
    expect(found?.info.runId).toBe(older.run.id);
    expect(found?.info.exactBase).toBe(false);
  });

  it('passes over an unreadable newest baseline for an older one, and says so', async () => {
    const older = pushRun(SHA.older);
    const newest = pushRun(SHA.base, { data: new Uint8Array([80, 75, 3, 4, 1, 2, 3]) });
    const found = await store().find({ baseBranch: 'main' });
    expect(found?.info.runId).toBe(older.run.id);
    expect(found?.passedOver).toHaveLength(1);
    expect(found!.passedOver![0]).toMatch(new RegExp(`baseline artifact 'benchgate-results' \\(id \\d+\\) of run ${newest.run.id}: not a valid zip`));
    expect(passedOverNote(found!)).toBe(`The newest baseline could not be read (${found!.passedOver![0]}), so this run was compared with an older one: run ${older.run.id}.`);
  });

  it('never passes over a baseline from a newer benchgate', async () => {
    pushRun(SHA.older);
    const results = { ...goResults('base'), schema: 'benchgate/results@2' } as unknown as Parameters<typeof zipResults>[0];
    pushRun(SHA.base, { data: zipResults(results) });
    await expect(store().find({ baseBranch: 'main' })).rejects.toThrow(/written by a newer benchgate \(schema "benchgate\/results@2"\)/);
  });

  it('no readable baseline at all is an error naming each', async () => {
    pushRun(SHA.base, { data: new Uint8Array([1, 2, 3]) });
    await expect(store().find({ baseBranch: 'main' })).rejects.toBeInstanceOf(BaselineError);
  });
});

describe('GitHubArtifactStore.loadRun (report mode)', () => {
  it("loads a PR run's results artifact by run id, whatever its event", async () => {
    const run = fake.addRun({ headSha: SHA.head, event: 'pull_request', headBranch: 'feature', headRepo: 'mallory/bench-repo' });
    const head = goResults('head', { commit: SHA.head, pullRequest: 12, baseSha: SHA.base });
    fake.addArtifact(Number(run.id), 'benchgate-results', zipResults(head));
    const loaded = await store().loadRun(Number(run.id));
    expect(loaded?.results.meta).toMatchObject({ pullRequest: 12, baseSha: SHA.base, commit: SHA.head });
    expect(loaded?.results.suites[0]!.benchmarks).toHaveLength(14);
  });

  it('undefined when the run uploaded nothing', async () => {
    const run = fake.addRun({ headSha: SHA.head, event: 'pull_request' });
    expect(await store().loadRun(Number(run.id))).toBeUndefined();
  });
});

describe('the caps the writer and the reader share', () => {
  it('a zip of any baseline the writer may store is within what the reader downloads, even stored uncompressed', () => {
    // A 151.6 MiB results file zipped to 56.7 MiB and was refused by a 50 MiB download cap (found by fuzzing).
    const zipOverhead = 1024; // one entry's local header, central directory and end record
    expect(MAX_ZIP_BYTES).toBeGreaterThanOrEqual(MAX_WRITTEN_BYTES + zipOverhead);
  });
});

