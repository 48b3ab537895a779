// Benchmark commands run code under review: the Action's token and the runner's service tokens must not reach them.
import { describe, expect, it } from 'vitest';
import { childEnv } from '../../src/run/child-env';
import { spawnSuite } from '../../src/run/spawn-suite';

const secrets = {
  'INPUT_GITHUB-TOKEN': 'ghs_secret',
  INPUT_CONFIG: '.github/benchgate.yml',
  ACTIONS_RUNTIME_TOKEN: 'eyJ.runtime',
  ACTIONS_RESULTS_URL: 'https://results',
  ACTIONS_CACHE_URL: 'https://cache',
  ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'oidc',
  ACTIONS_ID_TOKEN_REQUEST_URL: 'https://oidc',
  ACTIONS_RUNTIME_URL: 'https://runtime',
  GITHUB_TOKEN: 'ghs_env',
  GH_TOKEN: 'ghs_cli',
  // The runner's plumbing: files that set the step's outputs, the next steps' env and PATH, the summary.
  GITHUB_OUTPUT: '/runner/_temp/_runner_file_commands/set_output_x',
  GITHUB_ENV: '/runner/_temp/_runner_file_commands/set_env_x',
  GITHUB_PATH: '/runner/_temp/_runner_file_commands/add_path_x',
  GITHUB_STEP_SUMMARY: '/runner/_temp/_runner_file_commands/step_summary_x',
  GITHUB_STATE: '/runner/_temp/_runner_file_commands/save_state_x',
};

describe('the environment of benchmark commands', () => {
  it('withholds the inputs, the tokens and the runner plumbing, keeps the rest and the suite env', () => {
    const env = childEnv({ ...secrets, PATH: '/usr/bin', GITHUB_SHA: 'abc', CI: 'true' }, { GOMAXPROCS: '2' });
    expect(env).toEqual({ PATH: '/usr/bin', GITHUB_SHA: 'abc', CI: 'true', GOMAXPROCS: '2' });
  });

  it('a real command cannot see them', async () => {
    const saved = { ...process.env };
    Object.assign(process.env, secrets);
    try {
      const r = await spawnSuite({ name: 'env', command: 'env', cwd: process.cwd(), env: {}, timeoutMs: 10_000 });
      expect(r.exitCode).toBe(0);
      for (const key of Object.keys(secrets)) expect(r.stdout).not.toContain(`${key}=`);
      expect(r.stdout).toContain('PATH=');
    } finally {
      for (const key of Object.keys(secrets)) delete process.env[key];
      Object.assign(process.env, saved);
    }
  });
});
