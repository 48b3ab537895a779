// Baselines as workflow artifacts: no server, no gh-pages. A push/schedule/dispatch run uploads its
// results; a PR run finds the base branch's newest good artifact through the REST API and downloads it.
// https://docs.github.com/en/rest/actions/workflow-runs  https://docs.github.com/en/rest/actions/artifacts
import { crc32 } from 'node:zlib';
import { mkdtemp, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Inflate } from 'fflate';
import type { GitHubClient } from '../github/client';
import { asGitHubError } from '../github/comment';
import { BaselineError, GitHubError, NewerSchemaError } from '../model/errors';
import { Results } from '../model/results';
import type { BaselineInfo, LoadedBaseline } from './store';
import { heapParseLimits, writeResultsFile } from './results-io';
import { storedMetric } from '../model/sample-tally';
import { parseResults, validateResults } from './validate';

/** The file inside the artifact that holds the results. */
export const RESULTS_FILE = 'results.json';
/** Events whose runs may serve as a baseline: never pull_request (untrusted, not the base branch). */
export const BASELINE_EVENTS = ['push', 'schedule', 'workflow_dispatch'];

export interface ArtifactStoreOptions {
  octokit: GitHubClient;
  owner: string;
  repo: string;
  artifactName: string;
  /** Workflow file name (`bench.yml`) or id whose runs hold baselines. */
  workflow: string | number;
  maxZipBytes?: number;
  maxUnzippedBytes?: number;
  /** Runs inspected at most when looking for a baseline (default 20). */
  maxCandidates?: number;
  /** Blob download; default global fetch. */
  fetch?: typeof fetch;
  /** One blob download attempt, body included, at most this long (default 5 minutes): a stalled or trickling server ends. */
  blobTimeoutMs?: number;
}

export interface BaselineQuery {
  /** The PR's base sha (or a push's parent): a run there is the exact baseline. */
  baseSha?: string;
  baseBranch: string;
  /**
   * The run is itself on the base branch (a push, a night): its workflow is there, so listing its runs
   * answering 404 is an error, not the pull request that adds the workflow, and its history is kept.
   */
  workflowOnBranch?: boolean;
}

export interface RunArtifact {
  results: Results;
  info: BaselineInfo;
  artifactId: number;
}

type Run = Awaited<ReturnType<GitHubClient['rest']['actions']['listWorkflowRuns']>>['data']['workflow_runs'][number];
type Candidate = { run: Run; artifactId: number };
type FromBase = NonNullable<BaselineInfo['fromBase']>;

const MiB = 1024 * 1024;
/** What a baseline may inflate to when read back (GitHubArtifactStore). */
export const MAX_UNZIPPED_BYTES = 200 * MiB;
/** What a baseline written here may be: the reader's cap with room. */
export const MAX_WRITTEN_BYTES = 0.8 * MAX_UNZIPPED_BYTES;
/**
 * What a baseline's zip may be when downloaded: as much as it may inflate to. Its samples compress only
 * about 2.7× (a 151.6 MiB results file zipped to 56.7 MiB at @actions/artifact's level 6), so a cap of
 * 50 MiB refused baselines this writer had stored, and every later run failed on them.
 */
export const MAX_ZIP_BYTES = MAX_UNZIPPED_BYTES;

export class GitHubArtifactStore {
  /** Set when GitHub knew no such workflow (404): not yet on the default branch, or a misspelt `baseline-workflow`. */
  workflowUnknown = false;
  private readonly maxZip: number;
  private readonly maxUnzipped: number;
  constructor(private readonly o: ArtifactStoreOptions) {
    this.maxZip = o.maxZipBytes ?? MAX_ZIP_BYTES;
    this.maxUnzipped = o.maxUnzippedBytes ?? MAX_UNZIPPED_BYTES;
  }

  /**
   * The baseline for a query: a run at the exact base sha first, else the newest completed
   * push/schedule/dispatch run on the base branch that uploaded one. Completed, not only successful: a run
   * uploads the artifact under its name only as a whole baseline (a failed suite keeps its last good
   * results; an unreadable previous baseline is kept under `-unsaved`), then fails the step for the failed
   * suite; passing it over would drop that night from the history and compare later runs with older ones. Only runs of this repository on the base branch
   * count (a fork's `main`, or a push to another branch, is never a baseline). Undefined when there is
   * none (first run, all expired). An artifact that cannot be read (corrupt, too big, gone) is passed
   * over for the next older one, and `passedOver` says so: a comparison may use the older one, but a new
   * baseline must not be stored on top of the unreadable one (its history would be lost). A baseline
   * from a newer benchgate (NewerSchemaError) is never passed over: it is thrown. Throws BaselineError
   * when no candidate can be read.
   */
  async find(query: BaselineQuery): Promise<LoadedBaseline | undefined> {
    const onBranch = (r: Run): boolean => r.head_branch === query.baseBranch;
    const passedOver: string[] = [];
    const tried = new Set<number>();
    const attempt = async (c: { run: Run; artifactId: number }): Promise<LoadedBaseline | undefined> => {
      tried.add(c.run.id);
      try {
        return await this.load(c.run, c.artifactId, c.run.head_sha === query.baseSha);
      } catch (err) {
        if (!(err instanceof BaselineError) || err instanceof NewerSchemaError) throw err;
        passedOver.push(err.message);
        return undefined;
      }
    };
    const found = (b: LoadedBaseline): LoadedBaseline => (passedOver.length > 0 ? { ...b, passedOver } : b);
    if (query.baseSha) {
      for await (const c of this.withArtifacts({ head_sha: query.baseSha, status: 'completed' }, onBranch, query.workflowOnBranch)) {
        const b = await attempt(c);
        if (b) return found(b);
      }
    }
    const branchRuns = this.withArtifacts({ branch: query.baseBranch, status: 'completed' }, onBranch, query.workflowOnBranch);
    if (query.baseSha) {
      for (const c of await this.nearestFirst(branchRuns, query.baseSha, tried)) {
        const b = await attempt(c);
        if (b) return found({ ...b, info: { ...b.info, ...(c.fromBase ? { fromBase: c.fromBase } : {}) } });
      }
    }
    for await (const c of branchRuns) {
      if (tried.has(c.run.id)) continue;
      const b = await attempt(c);
      if (b) return found(b);
    }
    if (passedOver.length > 0) throw new BaselineError(passedOver.length === 1 ? passedOver[0]! : `no readable baseline: ${passedOver.join('; ')}`);
    return undefined;
  }

  /**
   * The base branch's runs (newest first) up to the first whose commit is the base sha's own or an ancestor of
   * it, ordered nearest first by commits between them and the base sha (an ancestor first on a tie). Without the
   * run at the base sha (main.yml's concurrency group cancels a pending run when a newer push queues), the newest
   * run can be many commits past it: a pull request opened last week and re-run today read every change merged
   * since as its own, turned round. The runs after it in `runs` are left there, for the caller to go on with.
   * When GitHub cannot compare (a commit gone after a force push, no `contents: read`), the order is newest first.
   */
  private async nearestFirst(runs: AsyncGenerator<Candidate>, baseSha: string, tried: ReadonlySet<number>): Promise<(Candidate & { fromBase?: FromBase })[]> {
    const seen: { c: Candidate; fromBase: FromBase | undefined; order: number }[] = [];
    const bySha = new Map<string, FromBase | undefined>();
    // next(), not for-await: leaving a for-await loop would close the generator the caller goes on with.
    for (let got = await runs.next(); got.done !== true; got = await runs.next()) {
      const c = got.value;
      if (tried.has(c.run.id)) continue;
      const sha = c.run.head_sha;
      if (!bySha.has(sha)) bySha.set(sha, await this.fromBase(baseSha, sha));
      const fromBase = bySha.get(sha);
      seen.push({ c, fromBase, order: seen.length });
      if (fromBase === undefined) return seen.map((s) => s.c);
      if (fromBase.ahead === 0) break;
    }
    const apart = (f: FromBase): number => f.ahead + f.behind;
    seen.sort((a, b) => apart(a.fromBase!) - apart(b.fromBase!) || a.fromBase!.ahead - b.fromBase!.ahead || a.order - b.order);
    return seen.map((s) => ({ ...s.c, fromBase: s.fromBase }));
  }

  /** Where `sha` stands against the base sha (GitHub's compare), or undefined when GitHub cannot tell. */
  private async fromBase(baseSha: string, sha: string): Promise<FromBase | undefined> {
    try {
      const { data } = await this.o.octokit.rest.repos.compareCommitsWithBasehead({ owner: this.o.owner, repo: this.o.repo, basehead: `${baseSha}...${sha}`, per_page: 1 });
      return Number.isInteger(data.ahead_by) && Number.isInteger(data.behind_by) ? { ahead: data.ahead_by, behind: data.behind_by } : undefined;
    } catch {
      return undefined;
    }
  }

  /** The results artifact of one run (report mode: the PR run that triggered us). Undefined when it has none. */
  async loadRun(runId: number): Promise<RunArtifact | undefined> {
    const { data: run } = await named(`reading run ${runId}`, () => this.o.octokit.rest.actions.getWorkflowRun({ owner: this.o.owner, repo: this.o.repo, run_id: runId }));
    const artifactId = await this.artifactOf(run.id);
    if (artifactId === undefined) return undefined;
    const loaded = await this.load(run, artifactId, false);
    return { ...loaded, artifactId };
  }

  /**
   * Every part a sharded or matrix run's jobs uploaded (artifacts of `runId` named `prefix…`), for the
   * merge job. A part that cannot be read is an error naming it: merging without it would drop its rows.
   */
  async loadParts(runId: number, prefix: string): Promise<{ name: string; results: Results }[]> {
    const artifacts = await named(listingArtifacts(runId), () =>
      this.o.octokit.paginate(this.o.octokit.rest.actions.listWorkflowRunArtifacts, {
        owner: this.o.owner,
        repo: this.o.repo,
        run_id: runId,
        per_page: 100,
      }),
    );
    const parts = artifacts.filter((a) => a.name.startsWith(prefix) && !a.expired).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    const out: { name: string; results: Results }[] = [];
    for (const a of parts) {
      const where = `part artifact '${a.name}' (id ${a.id}) of run ${runId}`;
      out.push({ name: a.name, results: this.parse(await this.download(a.id, where), where) });
    }
    return out;
  }

  /** Baseline candidates, newest first: runs of this repository with an unexpired artifact. */
  private async *withArtifacts(
    filter: { head_sha?: string; branch?: string; status: 'completed' },
    accept: (run: Run) => boolean,
    workflowOnBranch = false,
  ): AsyncGenerator<Candidate> {
    const self = `${this.o.owner}/${this.o.repo}`.toLowerCase();
    let inspected = 0;
    const pages = this.o.octokit.paginate.iterator(this.o.octokit.rest.actions.listWorkflowRuns, {
      owner: this.o.owner,
      repo: this.o.repo,
      workflow_id: this.o.workflow,
      ...filter,
      exclude_pull_requests: true,
      per_page: 100,
    });
    let pagesRead = 0;
    try {
      for await (const page of pages) {
        pagesRead++;
        for (const run of page.data) {
          if (!BASELINE_EVENTS.includes(run.event)) continue;
          if (run.head_repository?.full_name?.toLowerCase() !== self) continue;
          if (!accept(run)) continue;
          if (++inspected > (this.o.maxCandidates ?? 20)) return;
          let artifactId: number | undefined;
          try {
            artifactId = await this.artifactOf(run.id);
          } catch (err) {
            // A run whose artifacts answer 404 (deleted while we looked, or GitHub not yet consistent) may hold
            // the newest baseline: an error, so its history is kept, never "no baseline" stored over it.
            if ((err as { status?: number }).status === 404) throw new BaselineError(`the artifacts of run ${run.id} could not be listed (HTTP 404)`, { cause: err });
            throw err;
          }
          if (artifactId !== undefined) yield { run, artifactId };
        }
      }
    } catch (err) {
      // 404 on the first page: the workflow is not on the default branch yet (the PR that adds it): no
      // baseline. On a later page the runs were there: an error, as above.
      if ((err as { status?: number }).status === 404 && pagesRead === 0) {
        if (!workflowOnBranch) {
          this.workflowUnknown = true;
          return;
        }
        throw new BaselineError(`the runs of workflow ${this.o.workflow} could not be listed (HTTP 404), though this run is on the base branch`, { cause: err });
      }
      // Already named: a run's artifacts that could not be listed (artifactOf).
      if (err instanceof GitHubError || err instanceof BaselineError) throw err;
      throw asGitHubError(`listing the runs of workflow ${this.o.workflow} ${filter.head_sha ? `at ${filter.head_sha}` : `on branch ${filter.branch}`}`, err);
    }
  }

  /**
   * The newest unexpired artifact with the configured name on a run: a re-run attempt may have uploaded
   * another under the same name, and the latest attempt's is the run's result.
   */
  private async artifactOf(runId: number): Promise<number | undefined> {
    const artifacts = await named(listingArtifacts(runId), () =>
      this.o.octokit.paginate(this.o.octokit.rest.actions.listWorkflowRunArtifacts, {
        owner: this.o.owner,
        repo: this.o.repo,
        run_id: runId,
        name: this.o.artifactName,
        per_page: 100,
      }),
    );
    let newest: (typeof artifacts)[number] | undefined;
    for (const a of artifacts) {
      if (a.name !== this.o.artifactName || a.expired) continue;
      if (newest === undefined || (a.created_at ?? '') > (newest.created_at ?? '') || ((a.created_at ?? '') === (newest.created_at ?? '') && a.id > newest.id)) newest = a;
    }
    return newest?.id;
  }

  private async load(run: Run, artifactId: number, exactBase: boolean): Promise<LoadedBaseline> {
    const where = `baseline artifact '${this.o.artifactName}' (id ${artifactId}) of run ${run.id}`;
    const zip = await this.download(artifactId, where);
    const results = this.parse(zip, where);
    return {
      results,
      info: {
        source: `run ${run.id} (artifact ${this.o.artifactName})`,
        commit: run.head_sha,
        createdAt: results.meta.createdAt,
        runId: run.id,
        exactBase,
      },
    };
  }

  /**
   * The API answers 302 to a signed blob URL that expires after a minute (GitHub's "Download an artifact"):
   * each attempt asks for a fresh one, as a retry of the first after a 5-minute timeout met an expired link
   * (HTTP 403) and the baseline was skipped. A 403 of the blob store is retried so, once; any other refusal is final.
   */
  private async download(artifactId: number, where: string): Promise<Uint8Array> {
    let lastError: unknown;
    for (let attempt = 1; attempt <= 3; attempt++) {
      const location = await this.blobLocation(artifactId, where);
      const got = await this.fetchBlob(location, where);
      if (got instanceof Uint8Array) return got;
      lastError = got.error;
    }
    throw new BaselineError(`${where}: download failed after 3 attempts: ${(lastError as Error)?.message ?? lastError}`, { cause: lastError });
  }

  private async blobLocation(artifactId: number, where: string): Promise<string> {
    let location: string | undefined;
    try {
      const res = await this.o.octokit.rest.actions.downloadArtifact({
        owner: this.o.owner,
        repo: this.o.repo,
        artifact_id: artifactId,
        archive_format: 'zip',
        request: { redirect: 'manual' },
      });
      location = (res.headers as Record<string, string | undefined>).location;
    } catch (err) {
      const status = (err as { status?: number }).status;
      if (status === 404 || status === 410) throw new BaselineError(`${where}: expired or deleted (HTTP ${status}); no usable baseline`, { cause: err });
      throw asGitHubError(`downloading ${where}`, err);
    }
    if (!location) throw new BaselineError(`${where}: the download answered without a redirect location`);
    return location;
  }

  /** One try at the signed URL (fetched without our token): the zip, or what to retry with a fresh URL. */
  private async fetchBlob(url: string, where: string): Promise<Uint8Array | { error: unknown }> {
    const doFetch = this.o.fetch ?? fetch;
    try {
      const res = await doFetch(url, { redirect: 'follow', signal: AbortSignal.timeout(this.o.blobTimeoutMs ?? 5 * 60_000) });
      if (res.status >= 500 || res.status === 403) {
        await res.body?.cancel();
        return { error: new Error(`HTTP ${res.status}${res.status === 403 ? ' (an expired signed link?)' : ''}`) };
      }
      if (res.status !== 200) {
        await res.body?.cancel();
        throw new BaselineError(`${where}: blob download answered HTTP ${res.status}`);
      }
      const declared = Number(res.headers.get('content-length') ?? 0);
      if (declared > this.maxZip) {
        await res.body?.cancel();
        throw this.tooBig(where, declared);
      }
      return await readCapped(res, this.maxZip, () => this.tooBig(where, undefined));
    } catch (err) {
      if (err instanceof BaselineError) throw err;
      return { error: (err as Error).name === 'TimeoutError' ? new Error(`no complete answer within ${Math.round((this.o.blobTimeoutMs ?? 300_000) / 1000)} s`) : err };
    }
  }

  private tooBig(where: string, size: number | undefined): BaselineError {
    return new BaselineError(`${where}: zip is larger than the ${this.maxZip / MiB} MiB cap${size === undefined ? '' : ` (${size} bytes)`}`);
  }

  private parse(zip: Uint8Array, where: string): Results {
    const data = inflateEntry(zip, RESULTS_FILE, this.maxUnzipped, where);
    // Tallies may stand for no more samples than a file under the cap could hold written out (2 bytes each: `1,`).
    return parseResults(new TextDecoder().decode(data), `${where}: ${RESULTS_FILE}`, { maxTalliedSamples: readableSamples(this.maxUnzipped), ...heapParseLimits() });
  }
}

const listingArtifacts = (runId: number) => `listing the artifacts of run ${runId}`;

/**
 * An API call whose failure says what was being done (octokit's own says only `HttpError: Bad Gateway`).
 * A GitHubError, not a BaselineError: callers throw it as they threw octokit's error, never passing over
 * the baseline it hides; its status stays readable (the 404 checks) and octokit's error is its cause.
 */
async function named<T>(operation: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    throw asGitHubError(operation, err);
  }
}

/**
 * One file out of a zip: found through the central directory (as every zip reader does), then inflated
 * as a stream and counted as it comes, so the cap holds for the bytes actually inflated whatever sizes
 * the zip declares (a fork writes the zip; its headers can lie). Other entries are never inflated.
 */
export function inflateEntry(zip: Uint8Array, name: string, cap: number, where: string): Uint8Array {
  const bad = (why: string) => new BaselineError(`${where}: not a valid zip (${why})`);
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const u32 = (at: number) => (at + 4 <= zip.length ? view.getUint32(at, true) : -1);
  const u16 = (at: number) => (at + 2 <= zip.length ? view.getUint16(at, true) : -1);
  // The end-of-central-directory record: 22 bytes plus a comment of at most 65,535.
  let eocd = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 0xffff); i--) {
    if (u32(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw bad('no end of central directory record');
  const entries = u16(eocd + 10);
  let at = u32(eocd + 16);
  let entry: { method: number; size: number; local: number; flags: number; crc: number } | undefined;
  for (let k = 0; k < entries; k++) {
    if (u32(at) !== 0x02014b50) throw bad(`central directory entry ${k + 1} is damaged`);
    const nameLength = u16(at + 28);
    const entryName = new TextDecoder().decode(zip.subarray(at + 46, at + 46 + nameLength));
    if (entryName === name) {
      entry = { method: u16(at + 10), size: u32(at + 20), local: u32(at + 42), flags: u16(at + 8), crc: u32(at + 16) };
      break;
    }
    at += 46 + nameLength + u16(at + 30) + u16(at + 32);
  }
  if (!entry) throw new BaselineError(`${where}: no ${name} inside the zip`);
  if (u32(entry.local) !== 0x04034b50) throw bad(`the local header of ${name} is damaged`);
  if (entry.size === 0xffffffff) throw bad(`${name} is stored as ZIP64, which a results file never needs`);
  const start = entry.local + 30 + u16(entry.local + 26) + u16(entry.local + 28);
  if (start + entry.size > zip.length) throw bad(`${name} is cut off`);
  if ((entry.flags & 1) !== 0) throw bad(`${name} is encrypted`);
  const packed = zip.subarray(start, start + entry.size);
  // Its checksum, so a damaged or altered file is refused here rather than read as other numbers.
  const checked = (data: Uint8Array): Uint8Array => {
    if (crc32(data) !== entry.crc) throw bad(`${name} does not match its checksum (CRC-32)`);
    return data;
  };
  if (entry.method === 0) {
    if (packed.length > cap) throw capError(where, name, cap);
    return checked(packed);
  }
  if (entry.method !== 8) throw bad(`${name} uses compression method ${entry.method}; expected deflate (8) or stored (0)`);
  const chunks: Uint8Array[] = [];
  let total = 0;
  let complete = false;
  const inflater = new Inflate((chunk, final) => {
    total += chunk.length;
    if (total > cap) throw capError(where, name, cap);
    chunks.push(chunk);
    if (final) complete = true;
  });
  try {
    // In slices, so the cap stops a bomb after at most one slice's worth of output.
    for (let i = 0; i < packed.length; i += 64 * 1024) inflater.push(packed.subarray(i, i + 64 * 1024), i + 64 * 1024 >= packed.length);
    if (packed.length === 0) inflater.push(new Uint8Array(0), true);
  } catch (err) {
    if (err instanceof BaselineError) throw err;
    throw bad(`${name}: ${(err as Error).message}`);
  }
  if (!complete) throw bad(`${name} is cut off`);
  const out = new Uint8Array(total);
  let offset = 0;
  for (const c of chunks) {
    out.set(c, offset);
    offset += c.length;
  }
  return checked(out);
}

function capError(where: string, name: string, cap: number): BaselineError {
  return new BaselineError(`${where}: ${name} inflates to more than the ${cap / MiB} MiB cap; refusing it`);
}

async function readCapped(res: Response, max: number, tooBig: () => Error): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  if (!res.body) return new Uint8Array();
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    total += chunk.length;
    if (total > max) {
      await res.body.cancel().catch(() => undefined);
      throw tooBig();
    }
    chunks.push(chunk);
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

export interface UploadOptions {
  name: string;
  retentionDays: number;
  /** Extra files next to results.json (e.g. report.md). */
  extraFiles?: Record<string, string>;
  /** Directory for the files to upload; default a fresh one under RUNNER_TEMP. */
  dir?: string;
  /** The most bytes of results JSON to write (default MAX_WRITTEN_BYTES); the archive's oldest runs go first. */
  maxBytes?: number;
}

/**
 * Uploads results (validated first: a bad result never becomes a baseline) as a workflow artifact
 * through the Actions artifact service (needs ACTIONS_RUNTIME_TOKEN / ACTIONS_RESULTS_URL from the runner).
 */
export async function uploadResults(results: Results, options: UploadOptions): Promise<{ id?: number; size?: number; archiveRunsDropped?: number }> {
  let checked: Results;
  try {
    checked = validateResults(results, 'results');
  } catch (err) {
    if (err instanceof BaselineError) throw new BaselineError(`refusing to upload invalid results: ${err.message}`);
    throw err;
  }
  const dir = options.dir ?? (await mkdtemp(join(process.env.RUNNER_TEMP || tmpdir(), 'benchgate-artifact-')));
  const files = [join(dir, RESULTS_FILE)];
  const dropped = await writeReadable(files[0]!, checked, options.maxBytes ?? MAX_WRITTEN_BYTES);
  for (const [name, text] of Object.entries(options.extraFiles ?? {})) {
    const path = join(dir, name);
    await writeFile(path, text);
    files.push(path);
  }
  // Loaded on use: the artifact client (Azure storage, protobuf) is most of the bundle's start-up cost.
  const { DefaultArtifactClient } = await import('@actions/artifact');
  const client = new DefaultArtifactClient();
  const up = await client.uploadArtifact(options.name, files, dir, { retentionDays: options.retentionDays }).catch((err: unknown) => {
    // The artifact service this client speaks (actions/upload-artifact v4's) is github.com's and GHE.com's only.
    if ((err as Error).name === 'GHESNotSupportedError') {
      throw new BaselineError(`GitHub Enterprise Server has no artifact service for this Action to store results in, so no baseline is stored there and pull requests find none; measure base and head side by side instead (\`baseline: paired\`) (${(err as Error).message})`, { cause: err });
    }
    throw err;
  });
  return dropped > 0 ? { ...up, archiveRunsDropped: dropped } : up;
}

/** The most samples a baseline's tallies may stand for: what `maxUnzipped` bytes could hold written out, `1,` each. */
export function readableSamples(maxUnzipped: number): number {
  return Math.floor(maxUnzipped / 2);
}

/**
 * Where the samples a file stores are (samples that repeat take one number a value: sample-tally.ts): the
 * suite with the most, and its largest benchmark, so a refusal says what to shorten (pytest-benchmark's
 * --benchmark-max-time, fewer repetitions of another harness). Empty when no metric has samples.
 */
function mostSamples(results: Results): string {
  let top: { suite: string; total: number; name: string; n: number } | undefined;
  for (const suite of results.suites) {
    let total = 0;
    let name = '';
    let n = 0;
    for (const b of suite.benchmarks) {
      let own = 0;
      for (const m of Object.values(b.metrics)) own += m.samples === undefined ? 0 : (storedMetric(m).tally?.values.length ?? m.samples.length);
      total += own;
      if (own > n) [name, n] = [b.name, own];
    }
    if (total > (top?.total ?? 0)) top = { suite: suite.name, total, name, n };
  }
  return top === undefined ? '' : ` (suite "${top.suite}" stores the most samples: ${top.total.toLocaleString('en-US')} values (a repeated value once), ${top.n.toLocaleString('en-US')} of them in "${top.name}"; fewer rounds or repetitions there, such as a shorter pytest-benchmark --benchmark-max-time)`;
}

/**
 * Writes the results as compact JSON no larger than `max` bytes, so the reader takes them back: the archive
 * (up to 1,000 runs) grew a 10,000-benchmark baseline by 0.2 MiB a run until, past the reader's cap, every
 * later run found no baseline and stored its own as `-unsaved`. Over `max`, the archive's oldest runs are
 * dropped until it fits (their number is returned); results that do not fit without them are refused, named.
 * Any size: results too large for one string are written a benchmark at a time (results-io.ts).
 */
async function writeReadable(path: string, results: Results, max: number): Promise<number> {
  let current = results;
  let dropped = 0;
  // A tally is small on disk whatever it stands for; the reader expands it, so it takes back no more samples
  // than a file under its cap could hold written out.
  let samples = 0;
  for (const suite of results.suites) for (const b of suite.benchmarks) for (const m of Object.values(b.metrics)) samples += m.samples?.length ?? 0;
  const readable = readableSamples(MAX_UNZIPPED_BYTES);
  if (samples > readable) {
    throw new BaselineError(`refusing to upload results of ${samples.toLocaleString('en-US')} samples: a baseline's reader takes back at most ${readable.toLocaleString('en-US')}; split the suites into jobs with their own artifact-name, or have the harness keep fewer samples${mostSamples(current)}`);
  }
  await writeResultsFile(path, current);
  for (let size = (await stat(path)).size; size > max; size = (await stat(path)).size) {
    const runs = current.archive?.runs ?? [];
    if (runs.length <= 1) {
      throw new BaselineError(
        `refusing to upload results of ${(size / MiB).toFixed(1)} MiB: a baseline over ${(max / MiB).toFixed(0)} MiB could not be read back (the reader's cap is ${MAX_UNZIPPED_BYTES / MiB} MiB); split the suites into jobs with their own artifact-name, or have the harness keep fewer samples${mostSamples(current)}`,
      );
    }
    // In proportion to the excess, at least one run, at most 90 % of them per pass.
    const keep = Math.min(runs.length - 1, Math.max(Math.ceil(runs.length / 10), Math.floor(runs.length * (max / size) * 0.95)));
    dropped += runs.length - keep;
    current = { ...current, archive: { ...current.archive!, runs: runs.slice(runs.length - keep) } };
    await writeResultsFile(path, current);
  }
  return dropped;
}
