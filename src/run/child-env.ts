// The environment a benchmark command gets. Benchmarks run the code under review — on a pull request,
// or after `/benchgate run`, possibly someone else's — so nothing the Action holds may reach it: not
// the Action's inputs (INPUT_GITHUB-TOKEN is the token), nor the runner's tokens for the artifact,
// cache and OIDC services (ACTIONS_RUNTIME_TOKEN can write to the cache of the default branch).
const WITHHELD = [/^INPUT_/i, /^ACTIONS_RUNTIME_TOKEN$/, /^ACTIONS_RUNTIME_URL$/, /^ACTIONS_RESULTS_URL$/, /^ACTIONS_CACHE_URL$/, /^ACTIONS_ID_TOKEN_REQUEST_(TOKEN|URL)$/];

export function childEnv(base: NodeJS.ProcessEnv, extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(base)) {
    if (!WITHHELD.some((re) => re.test(key))) env[key] = value;
  }
  // What the suite's own config sets is the user's choice, and wins.
  return { ...env, ...extra };
}
