// The workflow run's context: GITHUB_* variables and the event payload, parsed once with zod.
// Variables: https://docs.github.com/en/actions/reference/variables-reference
// Payloads:  https://docs.github.com/en/webhooks/webhook-events-and-payloads
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { ConfigError } from '../model/errors';

const Repo = z.object({ full_name: z.string(), default_branch: z.string().optional() });

// Only the fields benchgate reads; everything else in the payload is ignored.
const PullRequestEvent = z.object({
  pull_request: z.object({
    number: z.number().int(),
    base: z.object({ sha: z.string(), ref: z.string(), repo: Repo }),
    // head.repo is null when the fork was deleted.
    head: z.object({ sha: z.string(), ref: z.string(), repo: Repo.nullable() }),
  }),
  repository: Repo.optional(),
});

const PushEvent = z.object({
  before: z.string().optional(),
  after: z.string().optional(),
  repository: Repo.optional(),
});

const WorkflowRunEvent = z.object({
  workflow_run: z.object({
    id: z.number().int(),
    workflow_id: z.number().int(),
    head_sha: z.string(),
    head_branch: z.string().nullable(),
    event: z.string(),
    conclusion: z.string().nullable(),
    path: z.string().optional(),
    head_repository: z.object({ full_name: z.string() }).nullable(),
    // Empty for pull requests from forks (a long-standing GitHub behaviour): never trusted alone.
    pull_requests: z.array(z.object({ number: z.number().int() })).default([]),
  }),
  repository: Repo.optional(),
});

const AnyEvent = z.object({ repository: Repo.optional() });

export interface PullRequestContext {
  number: number;
  baseSha: string;
  baseRef: string;
  headSha: string;
  headRef: string;
  /** `owner/name` of the head repository; null when a fork was deleted. */
  headRepo: string | null;
  /** True when the head is not this repository: the token is read-only. */
  fork: boolean;
}

export interface WorkflowRunContext {
  id: number;
  workflowId: number;
  headSha: string;
  headBranch: string | null;
  event: string;
  conclusion: string | null;
  headRepo: string | null;
  pullRequests: number[];
}

export interface ActionContext {
  eventName: string;
  /** `owner/name`. */
  repository: string;
  owner: string;
  repo: string;
  sha: string;
  ref: string;
  /** Branch name when ref is `refs/heads/<branch>`. */
  branch?: string;
  runId: number;
  runAttempt: number;
  /** Workflow file name (`bench.yml`) from GITHUB_WORKFLOW_REF; usable as a workflow_id in the REST API. */
  workflowFile?: string;
  serverUrl: string;
  defaultBranch?: string;
  pullRequest?: PullRequestContext;
  push?: { before?: string; after?: string };
  workflowRun?: WorkflowRunContext;
}

const EnvSchema = z.object({
  GITHUB_EVENT_NAME: z.string().min(1),
  GITHUB_REPOSITORY: z.string().regex(/^[^/\s]+\/[^/\s]+$/, 'owner/name'),
  GITHUB_SHA: z.string().min(1),
  GITHUB_REF: z.string().default(''),
  GITHUB_RUN_ID: z.string().regex(/^\d+$/, 'a run id (digits)').transform(Number),
  GITHUB_RUN_ATTEMPT: z.string().regex(/^\d+$/).transform(Number).default(1),
  GITHUB_WORKFLOW_REF: z.string().optional(),
  GITHUB_SERVER_URL: z.string().default('https://github.com'),
  GITHUB_EVENT_PATH: z.string().optional(),
});

export type ReadFile = (path: string) => string;

/** Reads the context once. Throws ConfigError naming the variable or payload field that is wrong. */
export function readContext(env: NodeJS.ProcessEnv = process.env, readFile: ReadFile = (p) => readFileSync(p, 'utf8')): ActionContext {
  const vars = EnvSchema.safeParse(env);
  if (!vars.success) {
    throw new ConfigError(
      'environment',
      vars.error.issues.map((i) => ({ path: String(i.path[0]), expected: i.message })),
    );
  }
  const v = vars.data;
  let payload: unknown = {};
  if (v.GITHUB_EVENT_PATH) {
    try {
      payload = JSON.parse(readFile(v.GITHUB_EVENT_PATH));
    } catch (err) {
      throw new ConfigError(v.GITHUB_EVENT_PATH, [{ path: '(event payload)', expected: 'a JSON event payload', found: (err as Error).message }]);
    }
  }
  const [owner, repo] = v.GITHUB_REPOSITORY.split('/') as [string, string];
  const branch = v.GITHUB_REF.startsWith('refs/heads/') ? v.GITHUB_REF.slice('refs/heads/'.length) : undefined;
  // GITHUB_WORKFLOW_REF: owner/repo/.github/workflows/bench.yml@refs/heads/main
  const workflowFile = /\/\.github\/workflows\/([^@/]+)@/.exec(v.GITHUB_WORKFLOW_REF ?? '')?.[1];
  const ctx: ActionContext = {
    eventName: v.GITHUB_EVENT_NAME,
    repository: v.GITHUB_REPOSITORY,
    owner,
    repo,
    sha: v.GITHUB_SHA,
    ref: v.GITHUB_REF,
    branch,
    runId: v.GITHUB_RUN_ID,
    runAttempt: v.GITHUB_RUN_ATTEMPT,
    workflowFile,
    serverUrl: v.GITHUB_SERVER_URL.replace(/\/+$/, ''),
    defaultBranch: AnyEvent.safeParse(payload).data?.repository?.default_branch,
  };
  const file = v.GITHUB_EVENT_PATH ?? '(event payload)';
  if (ctx.eventName === 'pull_request' || ctx.eventName === 'pull_request_target') {
    const pr = parsePayload(PullRequestEvent, payload, file).pull_request;
    ctx.pullRequest = {
      number: pr.number,
      baseSha: pr.base.sha,
      baseRef: pr.base.ref,
      headSha: pr.head.sha,
      headRef: pr.head.ref,
      headRepo: pr.head.repo?.full_name ?? null,
      fork: pr.head.repo?.full_name !== ctx.repository,
    };
  } else if (ctx.eventName === 'push') {
    const push = parsePayload(PushEvent, payload, file);
    ctx.push = { before: isSha(push.before) ? push.before : undefined, after: push.after };
  } else if (ctx.eventName === 'workflow_run') {
    const run = parsePayload(WorkflowRunEvent, payload, file).workflow_run;
    ctx.workflowRun = {
      id: run.id,
      workflowId: run.workflow_id,
      headSha: run.head_sha,
      headBranch: run.head_branch,
      event: run.event,
      conclusion: run.conclusion,
      headRepo: run.head_repository?.full_name ?? null,
      pullRequests: run.pull_requests.map((p) => p.number),
    };
  }
  return ctx;
}

/** A real sha; a push that creates a branch has `before` = 40 zeros. */
function isSha(s: string | undefined): s is string {
  return s !== undefined && /^[0-9a-f]{40}$/i.test(s) && !/^0+$/.test(s);
}

function parsePayload<T extends z.ZodType>(schema: T, payload: unknown, file: string): z.infer<T> {
  const r = schema.safeParse(payload);
  if (r.success) return r.data;
  throw new ConfigError(
    file,
    r.error.issues.map((i) => ({ path: i.path.join('.') || '(root)', expected: i.message })),
  );
}

/** Link to a run, for reports. */
export function runUrl(ctx: Pick<ActionContext, 'serverUrl' | 'repository'>, runId: number): string {
  return `${ctx.serverUrl}/${ctx.repository}/actions/runs/${runId}`;
}

/** The raw event payload (for events whose payload is parsed by its own schema, like issue_comment). */
export function readEventPayload(env: NodeJS.ProcessEnv = process.env, readFile: ReadFile = (p) => readFileSync(p, 'utf8')): unknown {
  const path = env.GITHUB_EVENT_PATH;
  if (!path) return {};
  try {
    return JSON.parse(readFile(path));
  } catch (err) {
    throw new ConfigError(path, [{ path: '(event payload)', expected: 'a JSON event payload', found: (err as Error).message }]);
  }
}
