// The Octokit client: REST + retry (5xx, network resets) + throttling (rate limits, honouring retry-after).
// baseUrl comes from GITHUB_API_URL so GitHub Enterprise Server and the test fake both work.
// https://docs.github.com/en/rest/using-the-rest-api/rate-limits-for-the-rest-api
import * as core from './workflow-commands';
import { retry } from '@octokit/plugin-retry';
import { throttling, type ThrottlingOptions } from '@octokit/plugin-throttling';
import { Octokit } from '@octokit/rest';

const BenchgateOctokit = Octokit.plugin(retry, throttling);
export type GitHubClient = InstanceType<typeof BenchgateOctokit>;

export interface ClientOptions {
  token: string;
  /** Default: env GITHUB_API_URL, else https://api.github.com. */
  baseUrl?: string;
  /** Rate-limit retries per request (default 2). */
  maxRateLimitRetries?: number;
  /** A rate limit asking for a longer wait than this fails instead of stalling the job (default 120 s). */
  maxWaitSeconds?: number;
  /** Milliseconds per second of `retry-after` and of the 5xx back-off (default 1000; tests use 1). */
  retryAfterBaseValue?: number;
  /** 5xx / network retries per request (default 3). */
  retries?: number;
  /** Extra throttling settings (tests pass their own Bottleneck groups to skip the 1–3 s write spacing). */
  throttle?: Partial<ThrottlingOptions>;
  env?: NodeJS.ProcessEnv;
}

export function apiBaseUrl(env: NodeJS.ProcessEnv = process.env): string {
  return (env.GITHUB_API_URL || 'https://api.github.com').replace(/\/+$/, '');
}

export function createClient(options: ClientOptions): GitHubClient {
  const maxRetries = options.maxRateLimitRetries ?? 2;
  const maxWait = options.maxWaitSeconds ?? 120;
  const base = options.retryAfterBaseValue ?? 1000;
  const onLimit = (kind: string) => (retryAfter: number, request: { method: string; url: string }, _o: unknown, retryCount: number) => {
    const what = `${kind} on ${request.method} ${request.url}`;
    if (retryCount >= maxRetries) {
      core.info(`${what}: giving up after ${retryCount} retries.`);
      return false;
    }
    if (retryAfter > maxWait) {
      core.info(`${what}: retry-after ${retryAfter}s exceeds the ${maxWait}s cap; not waiting.`);
      return false;
    }
    core.info(`${what}: retrying in ${retryAfter}s (retry ${retryCount + 1} of ${maxRetries}).`);
    return true;
  };
  return new BenchgateOctokit({
    auth: options.token || undefined,
    baseUrl: options.baseUrl ?? apiBaseUrl(options.env),
    userAgent: 'benchgate',
    log: { debug: core.debug, info: core.debug, warn: core.info, error: core.info },
    retry: {
      retries: options.retries ?? 3,
      retryAfterBaseValue: base,
      // 429 is left to the throttling plugin, which honours retry-after.
      doNotRetry: [400, 401, 403, 404, 410, 422, 429, 451],
    },
    throttle: {
      retryAfterBaseValue: base,
      onRateLimit: onLimit('Rate limit'),
      onSecondaryRateLimit: onLimit('Secondary rate limit'),
      ...options.throttle,
    } as ThrottlingOptions,
  });
}
