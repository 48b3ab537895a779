// The Action: inputs → one typed object → the flow of its mode (action-flows.ts) → outputs. The only place
// that fails the run, and only after the flow saved the results, the job summary and the artifact.
// The flows, with octokit and every harness, are loaded once the inputs and the event are read: a run
// with bad inputs says so without compiling them first (most of the Action's start-up time).
import * as core from './github/workflow-commands';
import { readInputs } from './config/inputs';
import { readContext } from './github/context';
import { BenchgateError } from './model/errors';

export async function run(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  try {
    const settings = readInputs(env);
    const ctx = readContext(env);
    const { runMode, setOutputs } = await import('./action-flows');
    const outcome = await runMode(settings, ctx, env);
    setOutputs(outcome);
    const problems: string[] = [];
    if (outcome.failedSuites.length > 0) problems.push(`Failed suite(s): ${outcome.failedSuites.join(', ')} (see the log above).`);
    problems.push(...(outcome.problems ?? []));
    const regressions = outcome.comparison?.summary.regressions ?? 0;
    if (settings.failOnRegression && outcome.gate && regressions > 0) {
      problems.push(`${regressions} benchmark regression${regressions === 1 ? '' : 's'} (fail-on-regression is on; the report is in the job summary).`);
    }
    const broken = outcome.comparison?.summary.brokenInHead ?? [];
    if (settings.failOnRegression && outcome.gate && broken.length > 0) {
      problems.push(`${broken.length} benchmark${broken.length === 1 ? '' : 's'} failed in head and not in base: ${broken.slice(0, 10).join(', ')}${broken.length > 10 ? ` and ${broken.length - 10} more` : ''} (fail-on-regression is on).`);
    }
    if (problems.length > 0) core.setFailed(problems.join('\n'));
  } catch (err) {
    core.setFailed(err instanceof BenchgateError ? err.message : err instanceof Error ? (err.stack ?? err.message) : String(err));
  }
}

/** The detached worker's side (index.ts starts it): run the suites, hand the results back. */
export async function runSuiteWorker(requestFile: string): Promise<void> {
  const flows = await import('./action-flows');
  await flows.runSuiteWorker(requestFile);
}
