// Re-renders an example's golden reports from its committed raw outputs:
//   node scripts/render-example.mjs examples/<name>
// (after `node dist/cli.js run --config examples/<name>/benchgate.yml --capture examples/<name>/raw/base`
//  and the same for raw/head with the deliberate change switched on).
import { readFileSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';

const dir = resolve(process.argv[2] ?? '');
const info = JSON.parse(readFileSync(join(dir, 'example.json'), 'utf8'));
const cli = resolve('src/cli-entry.ts');
const run = (args) => execFileSync('npx', ['tsx', cli, 'report', '--config', 'benchgate.yml', '--title', info.title, ...args], { cwd: dir, encoding: 'utf8' });
writeFileSync(join(dir, 'report.md'), run(['--head', 'raw/head']));
writeFileSync(join(dir, 'pr-comment.md'), run(['--base', 'raw/base', '--head', 'raw/head']));
console.log(`rendered ${dir}/report.md and pr-comment.md`);
