// A fake GitHub on 127.0.0.1 (port 0): the REST routes benchgate uses, the artifact service the real
// @actions/artifact talks to, and blob storage. Records every request; injects faults per route.
// Tests drive it through the methods below; route handlers live in rest-routes.ts and artifact-routes.ts.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { artifactRoutes } from './artifact-routes';
import { restRoutes } from './rest-routes';
import {
  ACTIONS_BOT,
  artifact,
  issue,
  issueComment,
  label,
  pullRequest,
  simpleUser,
  workflowRun,
  type Artifact,
  type Issue,
  type IssueComment,
  type IssueSpec,
  type PullRequest,
  type Reaction,
  type RepoSpec,
  type RunSpec,
  type SimpleUser,
  type WorkflowRun,
} from './shapes';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  /** Text bodies (JSON, XML); binary uploads are recorded as their length only. */
  body: string;
  bodyLength: number;
  status: number;
  /** True when a fault answered instead of the route. */
  fault?: boolean;
}

export interface FakeResponse {
  status: number;
  headers?: Record<string, string>;
  json?: unknown;
  body?: Uint8Array | string;
}

export type FaultResponse = FakeResponse | { reset: true };

export interface FaultSpec {
  method?: string;
  /** Matched against the pathname: a string must be equal, a RegExp must match. */
  path: string | RegExp;
  /** How many matching requests the fault answers before the real route takes over (default 1). */
  times?: number;
  respond: FaultResponse;
}

export interface Identity {
  user: SimpleUser;
  /** Can create and update comments (GITHUB_TOKEN of a same-repo PR, a push, or a workflow_run). */
  write: boolean;
  /** Installation tokens (GITHUB_TOKEN) cannot call GET /user. */
  installation: boolean;
}

export interface StoredArtifact {
  meta: Artifact;
  data?: Uint8Array;
  finalized: boolean;
  blocks: Map<string, Uint8Array>;
  jobId: string;
}

export interface Workflow {
  id: number;
  path: string;
}

export interface RouteRequest {
  method: string;
  url: URL;
  params: Record<string, string>;
  headers: IncomingMessage['headers'];
  body: Buffer;
  identity: Identity | undefined;
  /** `Authorization` was present but unknown. */
  badCredentials: boolean;
  json<T = Record<string, unknown>>(): T;
}

export interface Route {
  method: string;
  pattern: RegExp;
  handle(req: RouteRequest, fake: FakeGitHub): FakeResponse | Promise<FakeResponse>;
}

const GITHUB_DOCS = 'https://docs.github.com/rest';

export class FakeGitHub {
  readonly requests: RecordedRequest[] = [];
  readonly repo: RepoSpec;
  readonly repos = new Map<string, RepoSpec>();
  readonly workflows: Workflow[] = [];
  readonly runs: WorkflowRun[] = [];
  readonly artifacts: StoredArtifact[] = [];
  readonly comments: IssueComment[] = [];
  readonly pulls = new Map<number, PullRequest>();
  /** Issues (not pull requests) by number; numbers are shared with pulls, as on GitHub. */
  readonly issues = new Map<number, Omit<IssueSpec, 'comments'>>();
  readonly reactions = new Map<number, Reaction[]>();
  readonly permissions = new Map<string, 'admin' | 'write' | 'read' | 'none'>();
  readonly tokens = new Map<string, Identity>();
  readonly routes: Route[] = [...restRoutes, ...artifactRoutes];
  /** Ids of the runs re-run through POST …/actions/runs/{id}/rerun, in order. */
  readonly reruns: number[] = [];
  /** Workflow dispatch events created through POST …/actions/workflows/{id}/dispatches, in order. */
  readonly dispatches: { workflow: string; ref: string; inputs: Record<string, string> }[] = [];
  /** Workflows (file names) whose file on the given ref has no workflow_dispatch trigger: dispatching answers 422. */
  readonly notDispatchable = new Set<string>();
  private readonly faults: (FaultSpec & { left: number })[] = [];
  private nextId = 1000;
  /** The fake's clock: every created object is stamped from it. Tests move it forward. */
  now = new Date('2026-11-20T10:00:00Z');
  url = '';
  private server?: Server;

  constructor(repo = 'octo-org/bench-repo') {
    this.repo = { fullName: repo, id: 4242, ownerId: 9000, defaultBranch: 'main' };
    this.repos.set(repo, this.repo);
  }

  static async start(repo?: string): Promise<FakeGitHub> {
    const fake = new FakeGitHub(repo);
    await fake.listen();
    return fake;
  }

  private listen(): Promise<void> {
    this.server = createServer((req, res) => void this.dispatch(req, res));
    return new Promise((resolve) => {
      this.server!.listen(0, '127.0.0.1', () => {
        this.url = `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
        resolve();
      });
    });
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      if (!this.server) return resolve();
      this.server.closeAllConnections();
      this.server.close(() => resolve());
    });
  }

  id(): number {
    return this.nextId++;
  }

  stamp(): string {
    return this.now.toISOString().replace(/\.\d{3}Z$/, 'Z');
  }

  tick(seconds: number): void {
    this.now = new Date(this.now.getTime() + seconds * 1000);
  }

  fault(spec: FaultSpec): void {
    this.faults.push({ ...spec, left: spec.times ?? 1 });
  }

  /** Drops every fault still waiting (a test that injected `times: 1000` ends its outage). */
  clearFaults(): void {
    this.faults.length = 0;
  }

  /** Registers a token. Default: the Actions bot's installation token with write access. */
  addToken(token: string, identity: Partial<Identity> = {}): Identity {
    const full: Identity = {
      user: identity.user ?? simpleUser(ACTIONS_BOT.login, ACTIONS_BOT.id, ACTIONS_BOT.type),
      write: identity.write ?? true,
      installation: identity.installation ?? true,
    };
    this.tokens.set(token, full);
    return full;
  }

  workflow(path: string): Workflow {
    let wf = this.workflows.find((w) => w.path === path);
    if (!wf) {
      wf = { id: 70_000 + this.workflows.length, path };
      this.workflows.push(wf);
    }
    return wf;
  }

  addRepo(fullName: string, fork = true): RepoSpec {
    const spec: RepoSpec = { fullName, id: this.id(), ownerId: this.id(), fork, defaultBranch: 'main' };
    this.repos.set(fullName, spec);
    return spec;
  }

  /** Adds a workflow run, newest last (the list route answers newest first, like GitHub). */
  addRun(spec: Partial<Omit<RunSpec, 'repo' | 'headRepo' | 'workflowId' | 'workflowPath'>> & {
    headSha: string;
    workflow?: string;
    headRepo?: string;
  }): WorkflowRun {
    const wf = this.workflow(spec.workflow ?? '.github/workflows/bench.yml');
    const id = spec.id ?? this.id() * 1000;
    const run = workflowRun({
      id,
      repo: this.repo,
      headRepo: this.repos.get(spec.headRepo ?? this.repo.fullName) ?? this.addRepo(spec.headRepo!),
      workflowId: wf.id,
      workflowPath: wf.path,
      headSha: spec.headSha,
      headBranch: spec.headBranch === undefined ? 'main' : spec.headBranch,
      event: spec.event ?? 'push',
      status: spec.status ?? 'completed',
      conclusion: spec.conclusion === undefined ? 'success' : spec.conclusion,
      createdAt: spec.createdAt ?? this.stamp(),
      runNumber: spec.runNumber ?? this.runs.length + 1,
      pullRequests: spec.pullRequests,
    });
    this.runs.push(run);
    this.tick(60);
    return run;
  }

  /** Marks a run completed, as the runner does after the job. */
  completeRun(runId: number, conclusion: 'success' | 'failure' = 'success'): void {
    const run = this.runs.find((r) => r.id === runId);
    if (!run) throw new Error(`no run ${runId}`);
    run.status = 'completed';
    run.conclusion = conclusion;
  }

  /** Stores a finished artifact on a run (what an earlier job uploaded). */
  addArtifact(runId: number, name: string, data: Uint8Array, options: { expired?: boolean } = {}): Artifact {
    const run = this.runs.find((r) => r.id === runId);
    if (!run) throw new Error(`no run ${runId}`);
    const meta = this.artifactMeta(run, name, data.length);
    meta.expired = options.expired ?? false;
    this.artifacts.push({ meta, data, finalized: true, blocks: new Map(), jobId: 'job' });
    return meta;
  }

  artifactMeta(run: WorkflowRun, name: string, size: number, expiresAt?: string): Artifact {
    const expires = expiresAt ?? new Date(this.now.getTime() + 90 * 86_400_000).toISOString().replace(/\.\d{3}Z$/, 'Z');
    return artifact({
      id: this.id(),
      repo: this.repo.fullName,
      name,
      size,
      runId: Number(run.id),
      headSha: run.head_sha,
      headBranch: run.head_branch,
      headRepoId: Number(run.head_repository.id),
      repoId: this.repo.id,
      createdAt: this.stamp(),
      expiresAt: expires,
      expired: false,
    });
  }

  /** The merge base of a pull's head with its base (by head sha): the base sha itself unless addPull named an older one. */
  readonly mergeBases = new Map<string, string>();

  /** Commits with their parents (addCommit): the compare route answers from them for pairs no pull named. */
  readonly parents = new Map<string, string[]>();

  addCommit(sha: string, parents: string[] = []): void {
    this.parents.set(sha, parents);
  }

  /** The commits reachable from `sha` (itself included), nearest first. */
  ancestry(sha: string): string[] {
    const seen = new Set<string>([sha]);
    const order = [sha];
    for (let i = 0; i < order.length; i++) {
      for (const p of this.parents.get(order[i]!) ?? []) {
        if (!seen.has(p)) {
          seen.add(p);
          order.push(p);
        }
      }
    }
    return order;
  }

  addPull(spec: { number: number; headSha: string; baseSha: string; headRef?: string; baseRef?: string; headRepo?: string; author?: SimpleUser; mergeBase?: string }): PullRequest {
    this.mergeBases.set(`${spec.baseSha}...${spec.headSha}`, spec.mergeBase ?? spec.baseSha);
    const pr = pullRequest({
      number: spec.number,
      repo: this.repo,
      headRepo: this.repos.get(spec.headRepo ?? this.repo.fullName) ?? this.addRepo(spec.headRepo!),
      headRef: spec.headRef ?? `feature-${spec.number}`,
      headSha: spec.headSha,
      baseRef: spec.baseRef ?? 'main',
      baseSha: spec.baseSha,
      author: spec.author ?? simpleUser('contributor', 5001),
      createdAt: this.stamp(),
    });
    this.pulls.set(spec.number, pr);
    return pr;
  }

  addComment(issue: number, body: string, user: SimpleUser): IssueComment {
    const c = issueComment(this.repo.fullName, issue, this.id(), body, user, this.stamp());
    this.comments.push(c);
    this.tick(1);
    return c;
  }

  /** Opens an issue (what POST /issues does); the number follows the highest issue or PR number. */
  addIssue(spec: { title: string; body?: string | null; user: SimpleUser; labels?: string[]; number?: number }): Issue {
    const number = spec.number ?? Math.max(0, ...this.pulls.keys(), ...this.issues.keys()) + 1;
    const at = this.stamp();
    this.issues.set(number, {
      repo: this.repo.fullName,
      number,
      id: this.id(),
      title: spec.title,
      body: spec.body ?? null,
      user: spec.user,
      labels: (spec.labels ?? []).map((name) => label(this.repo.fullName, this.labelId(name), name)),
      state: 'open',
      createdAt: at,
      updatedAt: at,
      closedAt: null,
    });
    this.tick(1);
    return this.issue(number)!;
  }

  /** The issue as the API answers it, or a pull request as an issue (GET /issues lists both). */
  issue(number: number): Issue | undefined {
    const i = this.issues.get(number);
    if (i) return issue({ ...i, comments: this.commentsOn(number).length });
    const pr = this.pulls.get(number);
    if (!pr) return undefined;
    return issue({
      repo: this.repo.fullName,
      number,
      id: Number(pr.id) + 1,
      title: pr.title,
      body: pr.body,
      user: pr.user,
      labels: [],
      state: pr.state === 'closed' ? 'closed' : 'open',
      comments: this.commentsOn(number).length,
      createdAt: pr.created_at,
      updatedAt: pr.updated_at,
      closedAt: pr.closed_at,
      pullRequest: true,
    });
  }

  private readonly labelIds = new Map<string, number>();
  labelId(name: string): number {
    let id = this.labelIds.get(name);
    if (id === undefined) {
      id = this.id();
      this.labelIds.set(name, id);
    }
    return id;
  }

  commentsOn(issue: number): IssueComment[] {
    return this.comments.filter((c) => c.issue_url.endsWith(`/issues/${issue}`));
  }

  /** Requests that reached a route or a fault, filtered by method and a path pattern. */
  requested(method: string, path: RegExp): RecordedRequest[] {
    return this.requests.filter((r) => r.method === method && path.test(r.path));
  }

  private async dispatch(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks);
    const url = new URL(req.url ?? '/', this.url);
    const method = req.method ?? 'GET';
    const contentType = String(req.headers['content-type'] ?? '');
    const record: RecordedRequest = {
      method,
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body: /json|xml|text/.test(contentType) || (body.length > 0 && body.length < 4096 && !contentType.includes('octet')) ? body.toString('utf8') : '',
      bodyLength: body.length,
      status: 0,
    };
    this.requests.push(record);

    const fault = this.faults.find((f) => f.left > 0 && (!f.method || f.method === method) && (typeof f.path === 'string' ? f.path === url.pathname : f.path.test(url.pathname)));
    if (fault) {
      fault.left--;
      record.fault = true;
      if ('reset' in fault.respond) {
        record.status = -1;
        req.socket.destroy();
        return;
      }
      return this.send(res, record, fault.respond);
    }

    const auth = String(req.headers.authorization ?? '');
    const token = /^(?:token|bearer)\s+(.+)$/i.exec(auth)?.[1];
    const identity = token === undefined ? undefined : this.tokens.get(token);
    for (const route of this.routes) {
      if (route.method !== method) continue;
      const m = route.pattern.exec(url.pathname);
      if (!m) continue;
      const routeReq: RouteRequest = {
        method,
        url,
        params: Object.fromEntries(Object.entries(m.groups ?? {}).map(([k, v]) => [k, decodeURIComponent(v)])),
        headers: req.headers,
        body,
        identity,
        badCredentials: token !== undefined && identity === undefined,
        json: <T>() => (body.length ? JSON.parse(body.toString('utf8')) : {}) as T,
      };
      try {
        return this.send(res, record, await route.handle(routeReq, this));
      } catch (err) {
        return this.send(res, record, { status: 500, json: { message: `fake: ${(err as Error).message}` } });
      }
    }
    this.send(res, record, notFound());
  }

  private send(res: ServerResponse, record: RecordedRequest, r: FakeResponse): void {
    record.status = r.status;
    const headers: Record<string, string> = {
      'x-github-request-id': `FAKE:${this.requests.length}`,
      'x-github-api-version-selected': '2022-11-28',
      ...r.headers,
    };
    let payload: Uint8Array | string = '';
    if (r.json !== undefined) {
      headers['content-type'] ??= 'application/json; charset=utf-8';
      payload = JSON.stringify(r.json);
    } else if (r.body !== undefined) {
      payload = r.body;
    }
    headers['content-length'] = String(typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length);
    res.writeHead(r.status, headers);
    res.end(payload);
  }
}

export function notFound(docs = GITHUB_DOCS): FakeResponse {
  return { status: 404, json: { message: 'Not Found', documentation_url: docs, status: '404' } };
}

export function forbidden(message: string, docs = GITHUB_DOCS): FakeResponse {
  return { status: 403, json: { message, documentation_url: docs, status: '403' } };
}

/** GitHub's page-based pagination with a real `Link` header (rel next/last/first/prev). */
export function paginate<T>(req: RouteRequest, items: T[], baseUrl: string): { page: T[]; headers: Record<string, string> } {
  const perPage = Math.min(100, Math.max(1, Number(req.url.searchParams.get('per_page') ?? 30) || 30));
  const page = Math.max(1, Number(req.url.searchParams.get('page') ?? 1) || 1);
  const last = Math.max(1, Math.ceil(items.length / perPage));
  const link = (p: number, rel: string) => {
    const u = new URL(req.url.pathname + req.url.search, baseUrl);
    u.searchParams.set('per_page', String(perPage));
    u.searchParams.set('page', String(p));
    return `<${u.toString()}>; rel="${rel}"`;
  };
  const links: string[] = [];
  if (page > 1) links.push(link(page - 1, 'prev'));
  if (page < last) links.push(link(page + 1, 'next'), link(last, 'last'));
  if (page > 1) links.push(link(1, 'first'));
  return { page: items.slice((page - 1) * perPage, page * perPage), headers: links.length ? { link: links.join(', ') } : {} };
}

export { ACTIONS_BOT, simpleUser, issueComment };
