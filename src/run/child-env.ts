// The environment a benchmark command gets. Benchmarks run the code under review — on a pull request,
// or after `/benchgate run`, possibly someone else's — so nothing the Action holds may reach it: not the
// Action's inputs (INPUT_GITHUB-TOKEN is the token), not the runner's tokens for the artifact, cache and
// OIDC services (ACTIONS_RUNTIME_TOKEN can write to the cache of the default branch), not GITHUB_TOKEN,
// and not the runner's plumbing: the files behind GITHUB_OUTPUT, GITHUB_ENV, GITHUB_PATH and
// GITHUB_STEP_SUMMARY would let a benchmark set the step's outputs, the next steps' environment and PATH.
// (Scrubbing the child's environment is not enough alone: a process can read its ancestors'
// /proc/<pid>/environ. src/run/detached.ts makes sure no ancestor holds a token either.)
const WITHHELD = [
  /^INPUT_/i,
  /^ACTIONS_/,
  /^GITHUB_TOKEN$/,
  /^GH_TOKEN$/,
  /^GITHUB_(OUTPUT|ENV|PATH|STEP_SUMMARY|STATE)$/,
];

export function isWithheld(key: string): boolean {
  return WITHHELD.some((re) => re.test(key));
}

export function childEnv(base: NodeJS.ProcessEnv, extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(base)) {
    if (!isWithheld(key)) env[key] = value;
  }
  // What the suite's own config sets is the user's choice, and wins.
  return { ...env, ...extra };
}
