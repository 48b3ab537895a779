// The error family. Each class says when it is thrown; every message names where and what.
// main.ts / cli.ts are the only places that turn these into a failed run and an exit code.

/** Base class: anything benchgate reports to the user as a clean message (no stack trace). */
export class BenchgateError extends Error {
  /** Process exit code the CLI uses for this kind of failure. */
  readonly exitCode: number = 1;
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
  }
}

/** Thrown for a bad command line (unknown flag, missing argument). Exit code 2. */
export class UsageError extends BenchgateError {
  override readonly exitCode = 2;
}

export interface ConfigIssue {
  /** Dotted path into the config, e.g. `suites[2].harness`. */
  path: string;
  expected: string;
  found?: string;
}

/** Thrown when benchgate.yml or the Action inputs are invalid: one line per problem. Exit code 2. */
export class ConfigError extends BenchgateError {
  override readonly exitCode = 2;
  constructor(
    readonly file: string,
    readonly issues: ConfigIssue[],
  ) {
    super(
      issues
        .map((i) => `${file}: ${i.path}: expected ${i.expected}${i.found === undefined ? '' : `; got ${i.found}`}`)
        .join('\n'),
    );
  }
}

export interface ParseLocation {
  /** Adapter id, e.g. `go-bench`. */
  harness: string;
  /** File the text came from (`<stdout>` for captured output). */
  file: string;
  /** 1-based line, for text formats. */
  line?: number;
  /** JSON path, for structured formats, e.g. `benchmarks[3].real_time`. */
  path?: string;
  expected: string;
  found?: string;
}

/** Thrown by an adapter when its input is not what the format promises. */
export class ParseError extends BenchgateError {
  constructor(readonly location: ParseLocation) {
    super(formatParseLocation(location));
  }
}

export function formatParseLocation(l: ParseLocation): string {
  const where = l.line !== undefined ? `${l.file}:${l.line}` : l.path !== undefined ? `${l.file}: ${l.path}` : l.file;
  const found = l.found === undefined ? '' : `, found ${JSON.stringify(truncate(l.found, 120))}`;
  return `${l.harness}: ${where}: expected ${l.expected}${found}`;
}

/** Thrown when no adapter, or more than one, claims an output and no harness was configured. */
export class DetectionError extends BenchgateError {
  constructor(
    readonly file: string,
    readonly candidates: string[],
    message: string,
  ) {
    super(message);
  }
}

/** Thrown when a stored baseline cannot be read or validated. Never causes the baseline to be overwritten. */
export class BaselineError extends BenchgateError {}

/** A baseline written by a newer benchgate (a newer results schema): refused loudly, never overwritten. */
export class NewerSchemaError extends BaselineError {}

/** Thrown when a suite's command cannot be started at all (not when it exits non-zero: that is a failed suite). */
export class RunError extends BenchgateError {}

/** Thrown for GitHub API failures that retries could not cure; carries the operation that failed. */
export class GitHubError extends BenchgateError {
  constructor(
    readonly operation: string,
    readonly status: number | undefined,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(`${operation}: ${status === undefined ? '' : `HTTP ${status}: `}${message}`, options);
  }
}

export function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}
