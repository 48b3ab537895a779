#!/usr/bin/env node
import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);

// src/model/errors.ts
var BenchgateError = class extends Error {
  /** Process exit code the CLI uses for this kind of failure. */
  exitCode = 1;
  constructor(message, options) {
    super(message, options);
    this.name = new.target.name;
  }
};
var UsageError = class extends BenchgateError {
  exitCode = 2;
};
var ConfigError = class extends BenchgateError {
  constructor(file, issues) {
    super(
      issues.map((i) => `${file}: ${i.path}: expected ${i.expected}${i.found === void 0 ? "" : `; got ${i.found}`}`).join("\n")
    );
    this.file = file;
    this.issues = issues;
  }
  file;
  issues;
  exitCode = 2;
};
var ParseError = class extends BenchgateError {
  constructor(location) {
    super(formatParseLocation(location));
    this.location = location;
  }
  location;
};
function formatParseLocation(l) {
  const where = l.line !== void 0 ? `${l.file}:${l.line}` : l.path !== void 0 ? `${l.file}: ${l.path}` : l.file;
  const found = l.found === void 0 ? "" : `, found ${JSON.stringify(truncate(l.found, 120))}`;
  return `${l.harness}: ${where}: expected ${l.expected}${found}`;
}
var DetectionError = class extends BenchgateError {
  constructor(file, candidates, message) {
    super(message);
    this.file = file;
    this.candidates = candidates;
  }
  file;
  candidates;
};
var BaselineError = class extends BenchgateError {
};
var NewerSchemaError = class extends BaselineError {
};
var RunError = class extends BenchgateError {
};
var GitHubError = class extends BenchgateError {
  constructor(operation, status, message, options) {
    super(`${operation}: ${status === void 0 ? "" : `HTTP ${status}: `}${message}`, options);
    this.operation = operation;
    this.status = status;
  }
  operation;
  status;
};
function truncate(text, max) {
  return text.length <= max ? text : `${text.slice(0, max - 1)}\u2026`;
}

export {
  BenchgateError,
  UsageError,
  ConfigError,
  ParseError,
  DetectionError,
  BaselineError,
  NewerSchemaError,
  RunError,
  GitHubError
};
