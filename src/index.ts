// The Action's entry (action.yml runs dist/index.js): only calls run(); main.ts fails the run. Started
// with the worker flag, the same file is the detached process that runs the suites (src/run/detached.ts).
import { run, runSuiteWorker } from './main';
import { WORKER_FLAG } from './run/detached';

if (process.argv[2] === WORKER_FLAG) await runSuiteWorker(process.argv[3]!);
else await run();
