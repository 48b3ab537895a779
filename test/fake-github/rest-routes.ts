// REST routes of the fake, answering as api.github.com does (2022-11-28): status codes, error bodies,
// filters and Link pagination. https://docs.github.com/en/rest
import type { FakeGitHub, FakeResponse, Route, RouteRequest } from './server';
import { forbidden, notFound, paginate } from './server';
import { collaboratorPermission, comparison, issueComment, label, privateUser, reaction, simpleUser, type Issue, type Reaction } from './shapes';

const REPO = '/repos/(?<owner>[^/]+)/(?<repo>[^/]+)';
const MAX_COMMENT = 65_536;

function route(method: string, path: string, handle: Route['handle']): Route {
  return { method, pattern: new RegExp(`^${path}$`), handle: (req, fake) => guard(req, fake) ?? handle(req, fake) };
}

/** Bad credentials and unknown repositories fail before any route logic, as on GitHub. */
function guard(req: RouteRequest, fake: FakeGitHub): FakeResponse | undefined {
  if (req.badCredentials) return { status: 401, json: { message: 'Bad credentials', documentation_url: 'https://docs.github.com/rest', status: '401' } };
  const { owner, repo } = req.params;
  if (owner !== undefined && `${owner}/${repo}`.toLowerCase() !== fake.repo.fullName.toLowerCase()) return notFound();
  return undefined;
}

function requireWrite(req: RouteRequest, docs: string): FakeResponse | undefined {
  if (!req.identity) return { status: 401, json: { message: 'Requires authentication', documentation_url: docs, status: '401' } };
  if (!req.identity.write) return forbidden('Resource not accessible by integration', docs);
  return undefined;
}

function listed<T>(req: RouteRequest, fake: FakeGitHub, key: string, items: T[]): FakeResponse {
  const { page, headers } = paginate(req, items, fake.url);
  return { status: 200, headers, json: { total_count: items.length, [key]: page } };
}

function runsMatching(req: RouteRequest, fake: FakeGitHub, workflowId?: number): FakeResponse {
  const q = req.url.searchParams;
  const conclusions = ['success', 'failure', 'neutral', 'cancelled', 'skipped', 'timed_out', 'action_required', 'stale'];
  const runs = fake.runs
    .filter((r) => workflowId === undefined || r.workflow_id === workflowId)
    .filter((r) => !q.get('branch') || r.head_branch === q.get('branch'))
    .filter((r) => !q.get('event') || r.event === q.get('event'))
    .filter((r) => !q.get('head_sha') || r.head_sha === q.get('head_sha'))
    .filter((r) => {
      const s = q.get('status');
      if (!s) return true;
      return conclusions.includes(s) ? r.conclusion === s : r.status === s;
    })
    .map((r) => (q.get('exclude_pull_requests') === 'true' ? { ...r, pull_requests: [] } : r))
    .reverse(); // newest first
  return listed(req, fake, 'workflow_runs', runs);
}

export const restRoutes: Route[] = [
  route('GET', '/user', (req, fake) => {
    if (!req.identity) return { status: 401, json: { message: 'Requires authentication', documentation_url: 'https://docs.github.com/rest/users/users#get-the-authenticated-user', status: '401' } };
    // An installation token (GITHUB_TOKEN) is not a user.
    if (req.identity.installation) return forbidden('Resource not accessible by integration', 'https://docs.github.com/rest/users/users#get-the-authenticated-user');
    return { status: 200, json: privateUser(req.identity.user, fake.stamp()) };
  }),

  // GraphQL: only `viewer { login }`, which installation tokens may ask (GitHub App tokens, GITHUB_TOKEN).
  route('POST', '/graphql', (req) => {
    if (!req.identity) return { status: 401, json: { message: 'Bad credentials', documentation_url: 'https://docs.github.com/graphql', status: '401' } };
    const { query } = req.json<{ query?: string }>();
    if (!/^\s*(?:query\s*)?\{\s*viewer\s*\{\s*login\s*\}\s*\}\s*$/.test(query ?? '')) return { status: 200, json: { errors: [{ message: 'the fake answers only `{ viewer { login } }`' }] } };
    return { status: 200, json: { data: { viewer: { login: req.identity.user.login } } } };
  }),

  route('GET', `${REPO}/actions/workflows/(?<workflow>[^/]+)/runs`, (req, fake) => {
    const w = req.params.workflow!;
    const wf = fake.workflows.find((x) => String(x.id) === w || x.path.endsWith(`/${w}`));
    return wf ? runsMatching(req, fake, wf.id) : notFound('https://docs.github.com/rest/actions/workflow-runs#list-workflow-runs-for-a-workflow');
  }),

  route('GET', `${REPO}/actions/runs`, (req, fake) => runsMatching(req, fake)),

  route('GET', `${REPO}/actions/runs/(?<id>\\d+)`, (req, fake) => {
    const run = fake.runs.find((r) => r.id === Number(req.params.id));
    return run ? { status: 200, json: run } : notFound();
  }),

  // https://docs.github.com/rest/actions/workflow-runs#re-run-a-workflow: 201 with an empty body; the run
  // goes back to queued (its attempt counted). Needs `actions: write`.
  route('POST', `${REPO}/actions/runs/(?<id>\\d+)/rerun`, (req, fake) => {
    const denied = requireWrite(req, 'https://docs.github.com/rest/actions/workflow-runs#re-run-a-workflow');
    if (denied) return denied;
    const run = fake.runs.find((r) => r.id === Number(req.params.id));
    if (!run) return notFound('https://docs.github.com/rest/actions/workflow-runs#re-run-a-workflow');
    run.status = 'queued';
    run.conclusion = null;
    run.run_attempt = (run.run_attempt ?? 1) + 1;
    fake.reruns.push(Number(run.id));
    return { status: 201, json: {} };
  }),

  // https://docs.github.com/rest/actions/workflows#create-a-workflow-dispatch-event: 204, no body. Needs
  // `actions: write`; 422 when the workflow file on that ref has no workflow_dispatch trigger (or an input is
  // not one it declares), 404 when there is no such workflow.
  route('POST', `${REPO}/actions/workflows/(?<id>[^/]+)/dispatches`, (req, fake) => {
    const docs = 'https://docs.github.com/rest/actions/workflows#create-a-workflow-dispatch-event';
    const denied = requireWrite(req, docs);
    if (denied) return denied;
    const workflow = decodeURIComponent(req.params.id!);
    const b = req.json<{ ref?: unknown; inputs?: unknown }>();
    if (typeof b.ref !== 'string' || b.ref === '') return { status: 422, json: { message: 'Invalid request.\n\n"ref" wasn\'t supplied.', documentation_url: docs, status: '422' } };
    if (!fake.workflows.some((w) => w.path.endsWith(`/${workflow}`) || String(w.id) === workflow)) return notFound(docs);
    if (fake.notDispatchable.has(workflow)) return { status: 422, json: { message: "Workflow does not have 'workflow_dispatch' trigger", documentation_url: docs, status: '422' } };
    const inputs = (b.inputs ?? {}) as Record<string, unknown>;
    if (Object.values(inputs).some((v) => typeof v !== 'string')) return { status: 422, json: { message: 'Invalid request.\n\nFor \'properties/inputs\', values must be strings.', documentation_url: docs, status: '422' } };
    fake.dispatches.push({ workflow, ref: b.ref, inputs: inputs as Record<string, string> });
    return { status: 204, body: '' };
  }),

  route('GET', `${REPO}/actions/runs/(?<id>\\d+)/artifacts`, (req, fake) => {
    const runId = Number(req.params.id);
    if (!fake.runs.some((r) => r.id === runId)) return notFound();
    const name = req.url.searchParams.get('name');
    const items = fake.artifacts
      .filter((a) => a.finalized && a.meta.workflow_run?.id === runId && (!name || a.meta.name === name))
      .map((a) => a.meta)
      .reverse();
    return listed(req, fake, 'artifacts', items);
  }),

  route('GET', `${REPO}/actions/artifacts/(?<id>\\d+)`, (req, fake) => {
    const a = fake.artifacts.find((x) => x.finalized && x.meta.id === Number(req.params.id));
    return a ? { status: 200, json: a.meta } : notFound();
  }),

  // Answers 302 to a short-lived blob URL; expired artifacts answer 410.
  route('GET', `${REPO}/actions/artifacts/(?<id>\\d+)/(?<format>[^/]+)`, (req, fake) => {
    const docs = 'https://docs.github.com/rest/actions/artifacts#download-an-artifact';
    if (!req.identity) return { status: 401, json: { message: 'You must be logged in to do that.', documentation_url: docs, status: '401' } };
    const a = fake.artifacts.find((x) => x.finalized && x.meta.id === Number(req.params.id));
    if (!a || req.params.format !== 'zip') return notFound(docs);
    if (a.meta.expired) return { status: 410, json: { message: 'Artifact has expired', documentation_url: docs, status: '410' } };
    return { status: 302, headers: { location: `${fake.url}/blob/download/${a.meta.id}?sig=fake-signature&se=2099-01-01` }, body: '' };
  }),

  route('GET', `${REPO}`, (_req, fake) => ({ status: 200, json: { full_name: fake.repo.fullName, default_branch: fake.repo.defaultBranch } })),

  route('GET', `${REPO}/pulls/(?<number>\\d+)`, (req, fake) => {
    const pr = fake.pulls.get(Number(req.params.number));
    return pr ? { status: 200, json: pr } : notFound('https://docs.github.com/rest/pulls/pulls#get-a-pull-request');
  }),

  // The pairs of shas a pull request was added with, or two commits of the graph addCommit built.
  route('GET', `${REPO}/compare/(?<basehead>[^/]+)`, (req, fake) => {
    const basehead = decodeURIComponent(req.params.basehead!);
    const [base, head] = basehead.split('...') as [string, string];
    const mergeBase = fake.mergeBases.get(basehead);
    if (mergeBase !== undefined) return { status: 200, json: comparison(fake.repo.fullName, base, head, mergeBase, fake.stamp()) };
    if (!fake.parents.has(base) || !fake.parents.has(head)) return notFound('https://docs.github.com/rest/commits/commits#compare-two-commits');
    const ofBase = fake.ancestry(base);
    const ofHead = fake.ancestry(head);
    const inBase = new Set(ofBase);
    const inHead = new Set(ofHead);
    const ahead = ofHead.filter((c) => !inBase.has(c));
    const behind = ofBase.filter((c) => !inHead.has(c)).length;
    return { status: 200, json: comparison(fake.repo.fullName, base, head, ofHead.find((c) => inBase.has(c)) ?? base, fake.stamp(), { ahead, behind, parentsOf: (c) => fake.parents.get(c) ?? [] }) };
  }),

  route('GET', `${REPO}/issues/(?<number>\\d+)/comments`, (req, fake) => {
    const items = fake.commentsOn(Number(req.params.number));
    const { page, headers } = paginate(req, items, fake.url);
    return { status: 200, headers, json: page };
  }),

  route('POST', `${REPO}/issues/(?<number>\\d+)/comments`, (req, fake) => {
    const docs = 'https://docs.github.com/rest/issues/comments#create-an-issue-comment';
    const denied = requireWrite(req, docs);
    if (denied) return denied;
    const body = req.json<{ body?: unknown }>().body;
    const invalid = validateBody(body, docs);
    if (invalid) return invalid;
    const c = fake.addComment(Number(req.params.number), body as string, req.identity!.user);
    return { status: 201, headers: { location: c.url }, json: c };
  }),

  route('GET', `${REPO}/issues/comments/(?<id>\\d+)`, (req, fake) => {
    const c = fake.comments.find((x) => x.id === Number(req.params.id));
    return c ? { status: 200, json: c } : notFound();
  }),

  route('PATCH', `${REPO}/issues/comments/(?<id>\\d+)`, (req, fake) => {
    const docs = 'https://docs.github.com/rest/issues/comments#update-an-issue-comment';
    const denied = requireWrite(req, docs);
    if (denied) return denied;
    const i = fake.comments.findIndex((x) => x.id === Number(req.params.id));
    if (i < 0) return notFound(docs);
    const old = fake.comments[i]!;
    // Only the author (or a maintainer, not modelled) may edit a comment.
    if (old.user?.login !== req.identity!.user.login) return forbidden('Resource not accessible by integration', docs);
    const body = req.json<{ body?: unknown }>().body;
    const invalid = validateBody(body, docs);
    if (invalid) return invalid;
    const issue = Number(/\/issues\/(\d+)$/.exec(old.issue_url)![1]);
    const updated = issueComment(fake.repo.fullName, issue, Number(old.id), body as string, old.user, old.created_at, fake.stamp());
    fake.comments[i] = updated;
    fake.tick(1);
    return { status: 200, json: updated };
  }),

  route('DELETE', `${REPO}/issues/comments/(?<id>\\d+)`, (req, fake) => {
    const docs = 'https://docs.github.com/rest/issues/comments#delete-an-issue-comment';
    const denied = requireWrite(req, docs);
    if (denied) return denied;
    const i = fake.comments.findIndex((x) => x.id === Number(req.params.id));
    if (i < 0) return notFound(docs);
    if (fake.comments[i]!.user?.login !== req.identity!.user.login) return forbidden('Resource not accessible by integration', docs);
    fake.comments.splice(i, 1);
    return { status: 204, body: '' };
  }),

  route('GET', `${REPO}/issues/comments/(?<id>\\d+)/reactions`, (req, fake) => {
    const items = fake.reactions.get(Number(req.params.id)) ?? [];
    const { page, headers } = paginate(req, items, fake.url);
    return { status: 200, headers, json: page };
  }),

  route('POST', `${REPO}/issues/comments/(?<id>\\d+)/reactions`, (req, fake) => {
    const docs = 'https://docs.github.com/rest/reactions/reactions#create-reaction-for-an-issue-comment';
    const denied = requireWrite(req, docs);
    if (denied) return denied;
    const id = Number(req.params.id);
    if (!fake.comments.some((c) => c.id === id)) return notFound(docs);
    const content = req.json<{ content?: Reaction['content'] }>().content;
    const allowed = ['+1', '-1', 'laugh', 'confused', 'heart', 'hooray', 'rocket', 'eyes'];
    if (!content || !allowed.includes(content)) {
      return { status: 422, json: { message: 'Validation Failed', errors: [{ resource: 'Reaction', code: 'invalid', field: 'content' }], documentation_url: docs, status: '422' } };
    }
    const list = fake.reactions.get(id) ?? [];
    const existing = list.find((r) => r.content === content && r.user?.login === req.identity!.user.login);
    if (existing) return { status: 200, json: existing };
    const r = reaction(fake.id(), content, req.identity!.user, fake.stamp());
    fake.reactions.set(id, [...list, r]);
    return { status: 201, json: r };
  }),

  // GET /issues lists pull requests too (they carry `pull_request`); newest first by default.
  // https://docs.github.com/rest/issues/issues#list-repository-issues
  route('GET', `${REPO}/issues`, (req, fake) => {
    const q = req.url.searchParams;
    const state = q.get('state') ?? 'open';
    const labels = (q.get('labels') ?? '').split(',').map((l) => l.trim()).filter(Boolean);
    const creator = q.get('creator');
    const numbers = [...new Set([...fake.issues.keys(), ...fake.pulls.keys()])];
    const items = numbers
      .map((n) => fake.issue(n)!)
      .filter((i) => state === 'all' || i.state === state)
      .filter((i) => labels.every((l) => i.labels.some((x) => typeof x !== 'string' && x.name === l)))
      .filter((i) => !creator || i.user?.login === creator)
      .sort((a, b) => (q.get('direction') === 'asc' ? 1 : -1) * (a.created_at.localeCompare(b.created_at) || a.number - b.number));
    const { page, headers } = paginate(req, items, fake.url);
    return { status: 200, headers, json: page };
  }),

  route('POST', `${REPO}/issues`, (req, fake) => {
    const docs = 'https://docs.github.com/rest/issues/issues#create-an-issue';
    const denied = requireWrite(req, docs);
    if (denied) return denied;
    const b = req.json<{ title?: unknown; body?: unknown; labels?: unknown }>();
    if (typeof b.title !== 'string' || b.title === '') {
      return { status: 422, json: { message: 'Invalid request.\n\n"title" wasn\'t supplied.', documentation_url: docs, status: '422' } };
    }
    const invalid = b.body === undefined ? undefined : validateBody(b.body, docs);
    if (invalid) return invalid;
    const labels = Array.isArray(b.labels) ? b.labels.map(String) : [];
    const created = fake.addIssue({ title: b.title, body: (b.body as string | undefined) ?? null, user: req.identity!.user, labels });
    return { status: 201, headers: { location: created.url }, json: created };
  }),

  route('GET', `${REPO}/issues/(?<number>\\d+)`, (req, fake) => {
    const found = fake.issue(Number(req.params.number));
    return found ? { status: 200, json: found } : notFound('https://docs.github.com/rest/issues/issues#get-an-issue');
  }),

  route('PATCH', `${REPO}/issues/(?<number>\\d+)`, (req, fake) => {
    const docs = 'https://docs.github.com/rest/issues/issues#update-an-issue';
    const denied = requireWrite(req, docs);
    if (denied) return denied;
    const n = Number(req.params.number);
    const stored = fake.issues.get(n);
    if (!stored) return fake.pulls.has(n) ? forbidden('Pull requests are not modelled by this fake', docs) : notFound(docs);
    const b = req.json<{ title?: unknown; body?: unknown; state?: unknown; state_reason?: unknown; labels?: unknown }>();
    if (b.state !== undefined && b.state !== 'open' && b.state !== 'closed') {
      return { status: 422, json: { message: 'Validation Failed', errors: [{ resource: 'Issue', code: 'invalid', field: 'state' }], documentation_url: docs, status: '422' } };
    }
    if (b.body !== undefined && b.body !== null) {
      const invalid = validateBody(b.body, docs);
      if (invalid) return invalid;
    }
    const at = fake.stamp();
    if (typeof b.title === 'string' && b.title !== '') stored.title = b.title;
    if (b.body !== undefined) stored.body = b.body as string | null;
    if (Array.isArray(b.labels)) stored.labels = b.labels.map((name) => label(fake.repo.fullName, fake.labelId(String(name)), String(name)));
    if (b.state !== undefined && b.state !== stored.state) {
      stored.state = b.state as 'open' | 'closed';
      stored.closedAt = stored.state === 'closed' ? at : null;
      stored.stateReason = stored.state === 'closed' ? ((b.state_reason as Issue['state_reason']) ?? 'completed') : 'reopened';
    }
    stored.updatedAt = at;
    fake.tick(1);
    return { status: 200, json: fake.issue(n)! };
  }),

  route('GET', `${REPO}/collaborators/(?<username>[^/]+)/permission`, (req, fake) => {
    const login = req.params.username!;
    const permission = fake.permissions.get(login);
    if (permission === undefined) return notFound('https://docs.github.com/rest/collaborators/collaborators#get-repository-permissions-for-a-user');
    return { status: 200, json: collaboratorPermission(simpleUser(login, 6000 + login.length), permission) };
  }),
];

function validateBody(body: unknown, docs: string): FakeResponse | undefined {
  if (typeof body !== 'string' || body.length === 0) {
    return { status: 422, json: { message: 'Invalid request.\n\n"body" wasn\'t supplied.', documentation_url: docs, status: '422' } };
  }
  if (body.length > MAX_COMMENT) {
    return {
      status: 422,
      json: {
        message: 'Validation Failed',
        errors: [{ resource: 'IssueComment', code: 'custom', field: 'body', message: `Body is too long (maximum is ${MAX_COMMENT} characters)` }],
        documentation_url: docs,
        status: '422',
      },
    };
  }
  return undefined;
}
