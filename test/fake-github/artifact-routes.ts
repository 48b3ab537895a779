// The artifact service @actions/artifact 6.x talks to (ACTIONS_RESULTS_URL): Twirp JSON RPCs
// (node_modules/@actions/artifact/lib/generated/results/api/v1/artifact.twirp-client.js, field names
// in proto snake_case) and the blob storage the signed URLs point to (Azure Block Blob: Put Block +
// Put Block List for uploads, a plain GET for downloads).
import type { FakeGitHub, FakeResponse, Route, RouteRequest, StoredArtifact } from './server';

const TWIRP = '/twirp/github.actions.results.api.v1.ArtifactService';

/** An unsigned JWT like the runner's ACTIONS_RUNTIME_TOKEN; @actions/artifact only decodes `scp`. */
export function runtimeToken(runId: number | string, jobId = 'job-1'): string {
  const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ scp: `Actions.GenericRead:1 Actions.Results:${runId}:${jobId}`, iat: 1_700_000_000 })}.`;
}

function scope(req: RouteRequest): { runId: string; jobId: string } | undefined {
  const token = /^Bearer\s+(.+)$/i.exec(String(req.headers.authorization ?? ''))?.[1];
  const payload = token?.split('.')[1];
  if (!payload) return undefined;
  try {
    const scp = String((JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { scp?: string }).scp ?? '');
    const m = /Actions\.Results:([^:\s]+):([^:\s]+)/.exec(scp);
    return m ? { runId: m[1]!, jobId: m[2]! } : undefined;
  } catch {
    return undefined;
  }
}

function twirpError(status: number, code: string, msg: string): FakeResponse {
  return { status, json: { code, msg } };
}

function rpc(method: string, handle: (body: Record<string, unknown>, fake: FakeGitHub, req: RouteRequest) => FakeResponse): Route {
  return {
    method: 'POST',
    pattern: new RegExp(`^${TWIRP}/${method}$`),
    handle: (req, fake) => {
      const s = scope(req);
      if (!s) return twirpError(401, 'unauthenticated', 'missing or invalid runtime token');
      const body = req.json();
      if (String(body.workflow_run_backend_id ?? s.runId) !== s.runId) return twirpError(403, 'permission_denied', 'token scope does not match the workflow run');
      return handle(body, fake, req);
    },
  };
}

function findPending(fake: FakeGitHub, runId: number, name: unknown): StoredArtifact | undefined {
  return fake.artifacts.find((a) => a.meta.workflow_run?.id === runId && a.meta.name === name);
}

function toTimestamp(iso: string | null): string | undefined {
  return iso ?? undefined;
}

export const artifactRoutes: Route[] = [
  rpc('CreateArtifact', (body, fake) => {
    const runId = Number(body.workflow_run_backend_id);
    const run = fake.runs.find((r) => r.id === runId);
    if (!run) return twirpError(404, 'not_found', `workflow run ${runId} not found`);
    const existing = findPending(fake, runId, body.name);
    if (existing?.finalized) return twirpError(409, 'already_exists', 'an artifact with this name already exists on the workflow run');
    const expiresAt = typeof body.expires_at === 'string' ? body.expires_at : undefined;
    const meta = fake.artifactMeta(run, String(body.name), 0, expiresAt);
    fake.artifacts.push({ meta, finalized: false, blocks: new Map(), jobId: String(body.workflow_job_run_backend_id) });
    return { status: 200, json: { ok: true, signed_upload_url: `${fake.url}/blob/upload/${meta.id}?sig=fake-upload-signature&sv=2024-11-04` } };
  }),

  rpc('FinalizeArtifact', (body, fake) => {
    const a = findPending(fake, Number(body.workflow_run_backend_id), body.name);
    if (!a || a.finalized) return twirpError(404, 'not_found', 'artifact not found');
    if (!a.data) return twirpError(400, 'failed_precondition', 'no blob was uploaded');
    if (Number(body.size) !== a.data.length) return twirpError(400, 'invalid_argument', `size ${String(body.size)} does not match ${a.data.length} uploaded bytes`);
    a.finalized = true;
    a.meta.size_in_bytes = a.data.length;
    a.meta.digest = typeof body.hash === 'string' ? body.hash : null;
    return { status: 200, json: { ok: true, artifact_id: String(a.meta.id) } };
  }),

  rpc('ListArtifacts', (body, fake) => {
    const runId = Number(body.workflow_run_backend_id);
    const artifacts = fake.artifacts
      .filter((a) => a.finalized && a.meta.workflow_run?.id === runId)
      .filter((a) => body.name_filter === undefined || a.meta.name === body.name_filter)
      .filter((a) => body.id_filter === undefined || String(a.meta.id) === String(body.id_filter))
      .map((a) => ({
        workflow_run_backend_id: String(runId),
        workflow_job_run_backend_id: a.jobId,
        database_id: String(a.meta.id),
        name: a.meta.name,
        size: String(a.meta.size_in_bytes),
        created_at: toTimestamp(a.meta.created_at),
        ...(a.meta.digest ? { digest: a.meta.digest } : {}),
      }));
    return { status: 200, json: { artifacts } };
  }),

  rpc('GetSignedArtifactURL', (body, fake) => {
    const a = findPending(fake, Number(body.workflow_run_backend_id), body.name);
    if (!a?.finalized) return twirpError(404, 'not_found', 'artifact not found');
    return { status: 200, json: { signed_url: `${fake.url}/blob/download/${a.meta.id}?sig=fake-signature&se=2099-01-01` } };
  }),

  // Azure Put Block / Put Block List (https://learn.microsoft.com/rest/api/storageservices/put-block-list).
  {
    method: 'PUT',
    pattern: /^\/blob\/upload\/(?<id>\d+)$/,
    handle: (req, fake) => {
      const a = fake.artifacts.find((x) => x.meta.id === Number(req.params.id) && !x.finalized);
      if (!a || req.url.searchParams.get('sig') === null) return { status: 403, body: 'AuthenticationFailed' };
      const comp = req.url.searchParams.get('comp');
      const headers = { 'x-ms-request-id': `fake-${fake.id()}`, 'x-ms-version': '2024-11-04', 'x-ms-request-server-encrypted': 'true' };
      if (comp === 'block') {
        a.blocks.set(req.url.searchParams.get('blockid') ?? '', new Uint8Array(req.body));
        return { status: 201, headers, body: '' };
      }
      if (comp === 'blocklist') {
        const ids = [...req.body.toString('utf8').matchAll(/<(?:Latest|Uncommitted|Committed)>([^<]*)<\//g)].map((m) => m[1]!);
        const parts = ids.map((id) => a.blocks.get(id));
        if (parts.some((p) => p === undefined)) return { status: 400, body: 'InvalidBlockList' };
        a.data = new Uint8Array(Buffer.concat(parts as Uint8Array[]));
        return { status: 201, headers: { ...headers, etag: `"0x${a.meta.id.toString(16)}"`, 'last-modified': new Date().toUTCString() }, body: '' };
      }
      // Single-shot Put Blob.
      a.data = new Uint8Array(req.body);
      return { status: 201, headers, body: '' };
    },
  },

  {
    method: 'GET',
    pattern: /^\/blob\/download\/(?<id>\d+)$/,
    handle: (req, fake) => {
      const a = fake.artifacts.find((x) => x.meta.id === Number(req.params.id) && x.finalized);
      if (!a?.data || req.url.searchParams.get('sig') === null) return { status: 403, body: 'AuthenticationFailed' };
      return {
        status: 200,
        headers: { 'content-type': 'application/zip', 'content-disposition': `attachment; filename=${a.meta.name}.zip` },
        body: a.data,
      };
    },
  },
];
