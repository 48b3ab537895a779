// Is a requirement of an example (or a real-tool test) installed here? Commands alone are not enough:
// ndn-tlv links Google Benchmark and runs pytest-benchmark, which a fresh machine lacks even where
// g++ and python3 exist.
import { execFileSync } from 'node:child_process';

function succeeds(file: string, args: string[], input?: string): boolean {
  try {
    execFileSync(file, args, { stdio: ['pipe', 'ignore', 'ignore'], input, timeout: 60_000 });
    return true;
  } catch {
    return false;
  }
}

/** `go` (a command), `header:benchmark/benchmark.h` (the C++ compiler finds it), `python:pytest_benchmark`. */
export function isInstalled(requirement: string): boolean {
  const [kind, what] = requirement.includes(':') ? (requirement.split(/:(.*)/s, 2) as [string, string]) : ['command', requirement];
  switch (kind) {
    case 'command':
      return succeeds('/bin/sh', ['-c', 'command -v "$1"', 'sh', what]);
    case 'header':
      // The preprocessor alone: it searches exactly the include paths a build would.
      return succeeds('/bin/sh', ['-c', 'command -v c++ >/dev/null && c++ -E -x c++ - -o /dev/null'], `#include <${what}>\n`);
    case 'python':
      return /^[A-Za-z_][\w.]*$/.test(what) && succeeds('python3', ['-c', `import ${what}`]);
    default:
      throw new Error(`example requirement "${requirement}": expected a command, header:<path> or python:<module>`);
  }
}

export function missingRequirements(requires: string[]): string[] {
  return requires.filter((r) => !isInstalled(r));
}
