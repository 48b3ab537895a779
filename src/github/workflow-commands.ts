// The runner's side channel: workflow commands on stdout, and the GITHUB_OUTPUT / GITHUB_PATH files.
// https://docs.github.com/en/actions/reference/workflows-and-actions/workflow-commands
// Written here instead of importing @actions/core: its module loads @actions/http-client and undici (800 KB)
// for OIDC tokens benchgate never asks for, and compiling them was most of `node dist/index.js`'s start.
import { randomUUID } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import { EOL } from 'node:os';
import { delimiter } from 'node:path';

/** A message: `%`, CR and LF would end or corrupt the command line, so they are percent-encoded. */
function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** A property value: also `:` and `,`, which separate properties and the message. */
function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

export interface AnnotationProperties {
  title?: string;
  file?: string;
  line?: number;
}

function issue(command: string, message: string | Error, props: AnnotationProperties = {}): void {
  const text = message instanceof Error ? message.toString() : message;
  const listed = Object.entries(props)
    .filter(([, v]) => v !== undefined && v !== '')
    .map(([k, v]) => `${k}=${escapeProperty(String(v))}`)
    .join(',');
  process.stdout.write(`::${command}${listed === '' ? '' : ` ${listed}`}::${escapeData(text)}${EOL}`);
}

export function info(message: string): void {
  process.stdout.write(message + EOL);
}

/** Shown only when the run has step debug logging on. */
export function debug(message: string): void {
  issue('debug', message);
}

/** Warning annotations this process has written: GitHub shows the first 10 of a step (annotations.ts). */
let warningsWritten = 0;
export const warningsSoFar = (): number => warningsWritten;

export function warning(message: string | Error, props?: AnnotationProperties): void {
  warningsWritten++;
  issue('warning', message, props);
}

export function error(message: string | Error, props?: AnnotationProperties): void {
  issue('error', message, props);
}

/** Fails the step (exit code 1 once the process ends) with an error annotation. */
export function setFailed(message: string | Error): void {
  process.exitCode = 1;
  error(message);
}

/**
 * A file command: `name<<DELIMITER`, the value, `DELIMITER`, with a delimiter no value can hold (a random one,
 * checked), so a multi-line value cannot end the block early and set other outputs.
 */
function fileCommandEntry(name: string, value: string): string {
  const mark = `ghadelimiter_${randomUUID()}`;
  if (name.includes(mark) || value.includes(mark)) throw new Error(`output ${name}: the value holds its delimiter ${mark}`);
  return `${name}<<${mark}${EOL}${value}${EOL}${mark}${EOL}`;
}

export function setOutput(name: string, value: string): void {
  const file = process.env.GITHUB_OUTPUT;
  if (file) appendFileSync(file, fileCommandEntry(name, value), 'utf8');
  // Outside a runner that has the file (older runners, a local run): the deprecated stdout command.
  else process.stdout.write(`${EOL}::set-output name=${escapeProperty(name)}::${escapeData(value)}${EOL}`);
}

/** Puts `dir` first on PATH for the job's later steps, and for this process. */
export function addPath(dir: string): void {
  const file = process.env.GITHUB_PATH;
  if (file) appendFileSync(file, dir + EOL, 'utf8');
  else process.stdout.write(`::add-path::${escapeData(dir)}${EOL}`);
  process.env.PATH = `${dir}${delimiter}${process.env.PATH ?? ''}`;
}
