// The Action's entry (action.yml runs dist/index.js): only calls run(); main.ts fails the run.
import { run } from './main';

await run();
