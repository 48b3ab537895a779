// Fails when dist/ does not match a fresh build of src/: GitHub runs dist/, not src/.
import { execFileSync } from 'node:child_process';

execFileSync('node', ['scripts/build.mjs'], { stdio: 'inherit' });
const status = execFileSync('git', ['status', '--porcelain', '--', 'dist'], { encoding: 'utf8' });
if (status.trim() !== '') {
  console.error(`dist/ is stale: rebuild with "npm run build" and commit it.\n${status}`);
  process.exit(1);
}
console.log('dist/ is current.');
