// The `benchgate` bin: only calls main() and sets the exit code.
import { main } from './cli';

const code = await main(process.argv.slice(2), {
  stdout: (s) => process.stdout.write(s),
  stderr: (s) => process.stderr.write(s),
  isTTY: Boolean(process.stderr.isTTY),
  cwd: process.cwd(),
  now: () => new Date(),
});
process.exitCode = code;
