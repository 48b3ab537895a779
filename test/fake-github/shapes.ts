// Response bodies of the fake, typed by @octokit/openapi-types so they have the real API's shape:
// if GitHub's schema gains a required field, these stop compiling.
import type { components } from '@octokit/openapi-types';

export type Schemas = components['schemas'];
export type SimpleUser = Schemas['simple-user'];
export type MinimalRepository = Schemas['minimal-repository'];
export type Repository = Schemas['repository'];
export type WorkflowRun = Schemas['workflow-run'];
export type Artifact = Schemas['artifact'];
export type IssueComment = Schemas['issue-comment'];
export type PullRequest = Schemas['pull-request'];
export type Reaction = Schemas['reaction'];
export type CollaboratorPermission = Schemas['repository-collaborator-permission'];
export type PrivateUser = Schemas['private-user'];
export type Issue = Schemas['issue'];
export type Label = Schemas['label'];
export type Comparison = Schemas['commit-comparison'];
export type Commit = Schemas['commit'];

export const API = 'https://api.github.com';
export const WEB = 'https://github.com';

/** The user GITHUB_TOKEN acts as (https://api.github.com/users/github-actions%5Bbot%5D). */
export const ACTIONS_BOT = { login: 'github-actions[bot]', id: 41898282, type: 'Bot' } as const;

export function simpleUser(login: string, id: number, type = 'User'): SimpleUser {
  const url = `${API}/users/${encodeURIComponent(login)}`;
  return {
    login,
    id,
    node_id: `U_${id}`,
    avatar_url: `https://avatars.githubusercontent.com/u/${id}?v=4`,
    gravatar_id: '',
    url,
    html_url: `${WEB}/${login}`,
    followers_url: `${url}/followers`,
    following_url: `${url}/following{/other_user}`,
    gists_url: `${url}/gists{/gist_id}`,
    starred_url: `${url}/starred{/owner}{/repo}`,
    subscriptions_url: `${url}/subscriptions`,
    organizations_url: `${url}/orgs`,
    repos_url: `${url}/repos`,
    events_url: `${url}/events{/privacy}`,
    received_events_url: `${url}/received_events`,
    type,
    site_admin: false,
  };
}

function repoUrls(fullName: string) {
  const url = `${API}/repos/${fullName}`;
  return {
    url,
    html_url: `${WEB}/${fullName}`,
    archive_url: `${url}/{archive_format}{/ref}`,
    assignees_url: `${url}/assignees{/user}`,
    blobs_url: `${url}/git/blobs{/sha}`,
    branches_url: `${url}/branches{/branch}`,
    collaborators_url: `${url}/collaborators{/collaborator}`,
    comments_url: `${url}/comments{/number}`,
    commits_url: `${url}/commits{/sha}`,
    compare_url: `${url}/compare/{base}...{head}`,
    contents_url: `${url}/contents/{+path}`,
    contributors_url: `${url}/contributors`,
    deployments_url: `${url}/deployments`,
    downloads_url: `${url}/downloads`,
    events_url: `${url}/events`,
    forks_url: `${url}/forks`,
    git_commits_url: `${url}/git/commits{/sha}`,
    git_refs_url: `${url}/git/refs{/sha}`,
    git_tags_url: `${url}/git/tags{/sha}`,
    issue_comment_url: `${url}/issues/comments{/number}`,
    issue_events_url: `${url}/issues/events{/number}`,
    issues_url: `${url}/issues{/number}`,
    keys_url: `${url}/keys{/key_id}`,
    labels_url: `${url}/labels{/name}`,
    languages_url: `${url}/languages`,
    merges_url: `${url}/merges`,
    milestones_url: `${url}/milestones{/number}`,
    notifications_url: `${url}/notifications{?since,all,participating}`,
    pulls_url: `${url}/pulls{/number}`,
    releases_url: `${url}/releases{/id}`,
    stargazers_url: `${url}/stargazers`,
    statuses_url: `${url}/statuses/{sha}`,
    subscribers_url: `${url}/subscribers`,
    subscription_url: `${url}/subscription`,
    tags_url: `${url}/tags`,
    teams_url: `${url}/teams`,
    trees_url: `${url}/git/trees{/sha}`,
    hooks_url: `${url}/hooks`,
  };
}

export interface RepoSpec {
  fullName: string;
  id: number;
  ownerId: number;
  fork?: boolean;
  defaultBranch?: string;
}

export function minimalRepository(r: RepoSpec): MinimalRepository {
  const [owner, name] = r.fullName.split('/') as [string, string];
  return {
    id: r.id,
    node_id: `R_${r.id}`,
    name,
    full_name: r.fullName,
    owner: simpleUser(owner, r.ownerId, 'Organization'),
    private: false,
    description: null,
    fork: r.fork ?? false,
    ...repoUrls(r.fullName),
  };
}

export function repository(r: RepoSpec, at: string): Repository {
  const [owner, name] = r.fullName.split('/') as [string, string];
  return {
    ...repoUrls(r.fullName),
    id: r.id,
    node_id: `R_${r.id}`,
    name,
    full_name: r.fullName,
    license: null,
    forks: 0,
    owner: simpleUser(owner, r.ownerId, 'Organization'),
    private: false,
    description: null,
    fork: r.fork ?? false,
    git_url: `git://github.com/${r.fullName}.git`,
    ssh_url: `git@github.com:${r.fullName}.git`,
    clone_url: `${WEB}/${r.fullName}.git`,
    mirror_url: null,
    svn_url: `${WEB}/${r.fullName}`,
    homepage: null,
    language: 'TypeScript',
    forks_count: 0,
    stargazers_count: 0,
    watchers_count: 0,
    size: 100,
    default_branch: r.defaultBranch ?? 'main',
    open_issues_count: 0,
    has_issues: true,
    has_projects: true,
    has_wiki: false,
    has_pages: false,
    has_downloads: true,
    archived: false,
    disabled: false,
    pushed_at: at,
    created_at: at,
    updated_at: at,
    open_issues: 0,
    watchers: 0,
  };
}

export interface RunSpec {
  id: number;
  repo: RepoSpec;
  headRepo: RepoSpec;
  workflowId: number;
  workflowPath: string;
  headSha: string;
  headBranch: string | null;
  event: string;
  status: 'queued' | 'in_progress' | 'completed';
  conclusion: 'success' | 'failure' | 'cancelled' | null;
  createdAt: string;
  runNumber: number;
  pullRequests?: { number: number; headRef: string; headSha: string; baseRef: string; baseSha: string }[];
}

export function workflowRun(s: RunSpec): WorkflowRun {
  const url = `${API}/repos/${s.repo.fullName}/actions/runs/${s.id}`;
  return {
    id: s.id,
    name: 'benchmarks',
    node_id: `WFR_${s.id}`,
    check_suite_id: s.id * 10,
    check_suite_node_id: `CS_${s.id}`,
    head_branch: s.headBranch,
    head_sha: s.headSha,
    path: s.workflowPath,
    display_title: `benchmarks ${s.headSha.slice(0, 7)}`,
    run_number: s.runNumber,
    run_attempt: 1,
    event: s.event,
    status: s.status,
    conclusion: s.conclusion,
    workflow_id: s.workflowId,
    url,
    html_url: `${WEB}/${s.repo.fullName}/actions/runs/${s.id}`,
    pull_requests: (s.pullRequests ?? []).map((p) => ({
      id: p.number * 1000,
      number: p.number,
      url: `${API}/repos/${s.repo.fullName}/pulls/${p.number}`,
      head: { ref: p.headRef, sha: p.headSha, repo: { id: s.repo.id, url: `${API}/repos/${s.repo.fullName}`, name: s.repo.fullName.split('/')[1]! } },
      base: { ref: p.baseRef, sha: p.baseSha, repo: { id: s.repo.id, url: `${API}/repos/${s.repo.fullName}`, name: s.repo.fullName.split('/')[1]! } },
    })),
    created_at: s.createdAt,
    updated_at: s.createdAt,
    run_started_at: s.createdAt,
    jobs_url: `${url}/jobs`,
    logs_url: `${url}/logs`,
    check_suite_url: `${API}/repos/${s.repo.fullName}/check-suites/${s.id * 10}`,
    artifacts_url: `${url}/artifacts`,
    cancel_url: `${url}/cancel`,
    rerun_url: `${url}/rerun`,
    previous_attempt_url: null,
    workflow_url: `${API}/repos/${s.repo.fullName}/actions/workflows/${s.workflowId}`,
    head_commit: {
      id: s.headSha,
      tree_id: s.headSha.split('').reverse().join(''),
      message: 'commit',
      timestamp: s.createdAt,
      author: { name: 'A U Thor', email: 'author@example.com' },
      committer: { name: 'A U Thor', email: 'author@example.com' },
    },
    repository: minimalRepository(s.repo),
    head_repository: minimalRepository(s.headRepo),
  };
}

export interface ArtifactSpec {
  id: number;
  repo: string;
  name: string;
  size: number;
  runId: number;
  headSha: string;
  headBranch: string | null;
  headRepoId: number;
  repoId: number;
  createdAt: string;
  expiresAt: string;
  expired: boolean;
  digest?: string;
}

export function artifact(a: ArtifactSpec): Artifact {
  const url = `${API}/repos/${a.repo}/actions/artifacts/${a.id}`;
  return {
    id: a.id,
    node_id: `MDg6QXJ0aWZhY3Q${a.id}`,
    name: a.name,
    size_in_bytes: a.size,
    url,
    archive_download_url: `${url}/zip`,
    expired: a.expired,
    created_at: a.createdAt,
    expires_at: a.expiresAt,
    updated_at: a.createdAt,
    digest: a.digest ?? null,
    workflow_run: { id: a.runId, repository_id: a.repoId, head_repository_id: a.headRepoId, head_branch: a.headBranch ?? '', head_sha: a.headSha },
  };
}

export function issueComment(repo: string, issue: number, id: number, body: string, user: SimpleUser, createdAt: string, updatedAt = createdAt): IssueComment {
  return {
    id,
    node_id: `IC_${id}`,
    url: `${API}/repos/${repo}/issues/comments/${id}`,
    html_url: `${WEB}/${repo}/pull/${issue}#issuecomment-${id}`,
    body,
    user,
    created_at: createdAt,
    updated_at: updatedAt,
    issue_url: `${API}/repos/${repo}/issues/${issue}`,
    author_association: user.type === 'Bot' ? 'NONE' : 'CONTRIBUTOR',
    performed_via_github_app: null,
  };
}

export interface PullSpec {
  number: number;
  repo: RepoSpec;
  headRepo: RepoSpec;
  headRef: string;
  headSha: string;
  baseRef: string;
  baseSha: string;
  author: SimpleUser;
  createdAt: string;
}

export function pullRequest(p: PullSpec): PullRequest {
  const url = `${API}/repos/${p.repo.fullName}/pulls/${p.number}`;
  const issue = `${API}/repos/${p.repo.fullName}/issues/${p.number}`;
  const link = (href: string) => ({ href });
  const headOwner = p.headRepo.fullName.split('/')[0]!;
  const baseOwner = p.repo.fullName.split('/')[0]!;
  return {
    url,
    id: p.number * 1000,
    node_id: `PR_${p.number}`,
    html_url: `${WEB}/${p.repo.fullName}/pull/${p.number}`,
    diff_url: `${WEB}/${p.repo.fullName}/pull/${p.number}.diff`,
    patch_url: `${WEB}/${p.repo.fullName}/pull/${p.number}.patch`,
    issue_url: issue,
    commits_url: `${url}/commits`,
    review_comments_url: `${url}/comments`,
    review_comment_url: `${API}/repos/${p.repo.fullName}/pulls/comments{/number}`,
    comments_url: `${issue}/comments`,
    statuses_url: `${API}/repos/${p.repo.fullName}/statuses/${p.headSha}`,
    number: p.number,
    state: 'open',
    locked: false,
    title: `PR ${p.number}`,
    user: p.author,
    body: null,
    labels: [],
    milestone: null,
    created_at: p.createdAt,
    updated_at: p.createdAt,
    closed_at: null,
    merged_at: null,
    merge_commit_sha: null,
    assignee: null,
    head: { label: `${headOwner}:${p.headRef}`, ref: p.headRef, repo: repository(p.headRepo, p.createdAt), sha: p.headSha, user: simpleUser(headOwner, p.headRepo.ownerId) },
    base: { label: `${baseOwner}:${p.baseRef}`, ref: p.baseRef, repo: repository(p.repo, p.createdAt), sha: p.baseSha, user: simpleUser(baseOwner, p.repo.ownerId, 'Organization') },
    _links: {
      comments: link(`${issue}/comments`),
      commits: link(`${url}/commits`),
      statuses: link(`${API}/repos/${p.repo.fullName}/statuses/${p.headSha}`),
      html: link(`${WEB}/${p.repo.fullName}/pull/${p.number}`),
      issue: link(issue),
      review_comments: link(`${url}/comments`),
      review_comment: link(`${API}/repos/${p.repo.fullName}/pulls/comments{/number}`),
      self: link(url),
    },
    author_association: 'CONTRIBUTOR',
    auto_merge: null,
    draft: false,
    merged: false,
    mergeable: true,
    mergeable_state: 'clean',
    merged_by: null,
    comments: 0,
    review_comments: 0,
    maintainer_can_modify: true,
    commits: 1,
    additions: 1,
    deletions: 1,
    changed_files: 1,
  };
}

export function reaction(id: number, content: Reaction['content'], user: SimpleUser, createdAt: string): Reaction {
  return { id, node_id: `REA_${id}`, user, content, created_at: createdAt };
}

export function collaboratorPermission(user: SimpleUser, permission: 'admin' | 'write' | 'read' | 'none'): CollaboratorPermission {
  const can = { admin: 3, write: 2, read: 1, none: 0 }[permission];
  return {
    permission,
    role_name: permission,
    user: { ...user, role_name: permission, permissions: { pull: can >= 1, triage: can >= 1, push: can >= 2, maintain: can >= 3, admin: can >= 3 } },
  };
}

export function privateUser(user: SimpleUser, createdAt: string): PrivateUser {
  return {
    ...user,
    name: null,
    company: null,
    blog: null,
    location: null,
    email: null,
    hireable: null,
    bio: null,
    public_repos: 1,
    public_gists: 0,
    followers: 0,
    following: 0,
    created_at: createdAt,
    updated_at: createdAt,
    private_gists: 0,
    total_private_repos: 0,
    owned_private_repos: 0,
    disk_usage: 0,
    collaborators: 0,
    two_factor_authentication: true,
  };
}

export function label(repo: string, id: number, name: string): Label {
  return { id, node_id: `LA_${id}`, url: `${API}/repos/${repo}/labels/${encodeURIComponent(name)}`, name, description: null, color: 'ededed', default: false };
}

export interface IssueSpec {
  repo: string;
  number: number;
  id: number;
  title: string;
  body: string | null;
  user: SimpleUser;
  labels: Label[];
  state: 'open' | 'closed';
  stateReason?: Issue['state_reason'];
  comments: number;
  createdAt: string;
  updatedAt: string;
  closedAt: string | null;
  /** Set for a pull request listed as an issue (GET /issues lists both). */
  pullRequest?: boolean;
}

export function issue(i: IssueSpec): Issue {
  const url = `${API}/repos/${i.repo}/issues/${i.number}`;
  const web = `${WEB}/${i.repo}/${i.pullRequest ? 'pull' : 'issues'}/${i.number}`;
  return {
    id: i.id,
    node_id: `I_${i.id}`,
    url,
    repository_url: `${API}/repos/${i.repo}`,
    labels_url: `${url}/labels{/name}`,
    comments_url: `${url}/comments`,
    events_url: `${url}/events`,
    html_url: web,
    number: i.number,
    state: i.state,
    state_reason: i.stateReason ?? null,
    title: i.title,
    body: i.body,
    user: i.user,
    labels: i.labels,
    assignee: null,
    assignees: [],
    milestone: null,
    locked: false,
    active_lock_reason: null,
    comments: i.comments,
    ...(i.pullRequest
      ? { pull_request: { merged_at: null, diff_url: `${web}.diff`, html_url: web, patch_url: `${web}.patch`, url: `${API}/repos/${i.repo}/pulls/${i.number}` } }
      : {}),
    closed_at: i.closedAt,
    created_at: i.createdAt,
    updated_at: i.updatedAt,
    author_association: i.user.type === 'Bot' ? 'NONE' : 'MEMBER',
    performed_via_github_app: null,
  };
}

/** A commit as the compare endpoint lists it: the fields the schema requires, an empty tree of its own. */
export function commit(repo: string, sha: string, parents: string[], at: string): Commit {
  const url = `${API}/repos/${repo}/commits/${sha}`;
  const person = { name: 'Octo Dev', email: 'dev@example.com', date: at };
  return {
    url,
    sha,
    node_id: `C_${sha.slice(0, 12)}`,
    html_url: `${WEB}/${repo}/commit/${sha}`,
    comments_url: `${url}/comments`,
    commit: {
      url: `${API}/repos/${repo}/git/commits/${sha}`,
      author: person,
      committer: person,
      message: `commit ${sha.slice(0, 7)}`,
      comment_count: 0,
      tree: { sha: '4b825dc642cb6eb9a060e54bf8d69288fbee4904', url: `${API}/repos/${repo}/git/trees/4b825dc642cb6eb9a060e54bf8d69288fbee4904` },
    },
    author: null,
    committer: null,
    parents: parents.map((p) => ({ sha: p, url: `${API}/repos/${repo}/commits/${p}`, html_url: `${WEB}/${repo}/commit/${p}` })),
  };
}

/** GET /repos/{owner}/{repo}/compare/{base}...{head}: where head stands against base, and their merge base. */
export function comparison(
  repo: string,
  base: string,
  head: string,
  mergeBase: string,
  at: string,
  graph?: { ahead: string[]; behind: number; parentsOf: (sha: string) => string[] },
): Comparison {
  const url = `${API}/repos/${repo}/compare/${base}...${head}`;
  if (graph !== undefined) {
    const { ahead, behind } = graph;
    const status = ahead.length === 0 ? (behind === 0 ? 'identical' : 'behind') : behind === 0 ? 'ahead' : 'diverged';
    return {
      ...comparison(repo, base, head, mergeBase, at),
      status,
      ahead_by: ahead.length,
      behind_by: behind,
      total_commits: ahead.length,
      // Oldest first, as GitHub lists them.
      commits: [...ahead].reverse().map((c) => commit(repo, c, graph.parentsOf(c), at)),
    };
  }
  const behind = mergeBase === base ? 0 : 1;
  return {
    url,
    html_url: `${WEB}/${repo}/compare/${base}...${head}`,
    permalink_url: `${WEB}/${repo}/compare/${base.slice(0, 7)}...${head.slice(0, 7)}`,
    diff_url: `${WEB}/${repo}/compare/${base}...${head}.diff`,
    patch_url: `${WEB}/${repo}/compare/${base}...${head}.patch`,
    base_commit: commit(repo, base, [], at),
    merge_base_commit: commit(repo, mergeBase, [], at),
    status: behind === 0 ? 'ahead' : 'diverged',
    ahead_by: 1,
    behind_by: behind,
    total_commits: 1,
    commits: [commit(repo, head, [mergeBase], at)],
    files: [],
  };
}
