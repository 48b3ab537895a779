// Re-renders an example's golden reports from its committed raw outputs:
//   node scripts/render-example.mjs examples/<name>
// (after `node dist/cli.js run --config examples/<name>/benchgate.yml --capture examples/<name>/raw/base`
//  and the same for raw/head with the deliberate change switched on).
import { readFileSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';

const dir = resolve(process.argv[2] ?? '');
const info = JSON.parse(readFileSync(join(dir, 'example.json'), 'utf8'));
// The built CLI (run `npm run build` first): src/ imports the mustache templates as text, which only the
// bundler (and vitest's loader) know how to do.
const cli = resolve('dist/cli.js');
const run = (args) => execFileSync(process.execPath, [cli, 'report', '--config', 'benchgate.yml', '--title', info.title, ...args], { cwd: dir, encoding: 'utf8' });
writeFileSync(join(dir, 'report.md'), run(['--head', 'raw/head']));
// `sameJob`: base and head ran back to back on one machine, so they are compared as one job.
writeFileSync(join(dir, 'pr-comment.md'), run(['--base', 'raw/base', '--head', 'raw/head', ...(info.sameJob ? ['--same-job'] : [])]));
console.log(`rendered ${dir}/report.md and pr-comment.md`);
