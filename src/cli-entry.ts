// The `benchgate` bin: only calls main() and sets the exit code.
import { main } from './cli';

// A reader that stops early (`benchgate parse … | head`) closes the pipe: what is left unwritten is not
// wanted, which is no error of benchgate's (as for other command-line tools, no stack trace).
process.stdout.on('error', (err: NodeJS.ErrnoException) => {
  if (err.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw err;
});

const code = await main(process.argv.slice(2), {
  stdout: (s) => process.stdout.write(s),
  stderr: (s) => process.stderr.write(s),
  isTTY: Boolean(process.stderr.isTTY),
  cwd: process.cwd(),
  now: () => new Date(),
});
process.exitCode = code;
