#!/usr/bin/env node
import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  childEnv
} from "./chunk-IZWJKWDI.js";
import {
  COMMAND_SCHEMA_ID,
  findAdapter
} from "./chunk-NOEW3QN6.js";
import {
  HODGES_LEHMANN_MAX_PAIRS
} from "./chunk-6FUW3OSH.js";
import {
  LARGE_FILE_BYTES,
  outputStamps,
  readOutputs,
  readSourceFile
} from "./chunk-H4JAUBBT.js";
import {
  chooseScale,
  formatPercentChange,
  formatQuantity,
  formatWithSpread,
  median,
  toFixedOrExponent
} from "./chunk-YLFNOJY2.js";
import {
  BenchgateError,
  ConfigError,
  RunError,
  UsageError
} from "./chunk-PI4KOZG2.js";

// src/run/spawn-suite.ts
import { spawn } from "node:child_process";
import { stat } from "node:fs/promises";
import { StringDecoder } from "node:string_decoder";

// src/run/echo-limit.ts
var DEFAULT_ECHO_LIMITS = { line: 4096, blankRun: 2, total: 8 * 1024 * 1024 };
var INK = /\S/;
function emptyLineAt(text, i) {
  const c = text.charCodeAt(i);
  if (c === 10) return 1;
  return c === 13 && text.charCodeAt(i + 1) === 10 ? 2 : 0;
}
var count = (n) => n.toLocaleString("en-US");
var EchoLimiter = class {
  constructor(limits = DEFAULT_ECHO_LIMITS) {
    this.limits = limits;
  }
  limits;
  /** Characters of the current line printed, and not printed (past `limits.line`). */
  printedOfLine = 0;
  cut = 0;
  /** The current line has shown something other than whitespace. */
  inked = false;
  /** Whitespace at the start of the current line, not printed until the line shows something else. */
  held = "";
  /** Blank lines in the current run, printed or not. */
  blanks = 0;
  printed = 0;
  /** Past the total: characters not printed since. */
  over = false;
  unprinted = 0;
  push(text) {
    if (this.over) {
      this.unprinted += text.length;
      return "";
    }
    let out = "";
    for (let start = 0; start < text.length; ) {
      if (!this.inked && this.held === "" && emptyLineAt(text, start) > 0) {
        let k = start;
        let n = 0;
        for (let len = emptyLineAt(text, k); len > 0; len = emptyLineAt(text, k)) {
          if (this.blanks + n < this.limits.blankRun) out += text.slice(k, k + len);
          k += len;
          n++;
        }
        this.blanks += n;
        start = k;
        continue;
      }
      const nl = text.indexOf("\n", start);
      const end = nl < 0 ? text.length : nl;
      if (end > start) out += this.part(text.slice(start, end));
      if (nl < 0) break;
      out += this.endLine();
      start = nl + 1;
      if (this.printed + out.length > this.limits.total && start < text.length) return out + this.stop(text.length - start);
    }
    this.printed += out.length;
    return this.printed > this.limits.total ? out + this.stop(0) : out;
  }
  /** Past the total: nothing more is printed, `unprinted` characters of what came are counted. */
  stop(unprinted) {
    this.over = true;
    this.unprinted = unprinted;
    return `${this.inked ? "\n" : ""}[benchgate: more than ${count(this.limits.total)} characters of output; the rest is not echoed here (it is read whole)]
`;
  }
  /** What the stream's end leaves to say: a run of blank lines not shown, a cut line, the total not echoed. */
  end() {
    if (this.over) return this.unprinted > 0 ? `[benchgate: ${count(this.unprinted)} more characters of output not echoed]
` : "";
    if (this.inked) return this.cut > 0 ? `${this.lineNote()}
` : "";
    return (this.blanks > this.limits.blankRun ? this.blankNote() : "") + this.held;
  }
  /** A piece of the current line, before its newline or the chunk's end. */
  part(piece) {
    if (this.inked) return this.take(piece);
    const ink = piece.search(INK);
    if (ink < 0) {
      const kept = piece.slice(0, Math.max(0, this.limits.line - this.held.length));
      this.held += kept;
      this.cut += piece.length - kept.length;
      return "";
    }
    this.inked = true;
    const note = this.blanks > this.limits.blankRun ? this.blankNote() : "";
    this.blanks = 0;
    const held = this.held;
    this.held = "";
    return note + this.take(held) + this.take(piece);
  }
  /** `piece` of the current line, up to the line's limit; the rest counted. */
  take(piece) {
    const room = this.limits.line - this.printedOfLine;
    if (piece.length <= room) {
      this.printedOfLine += piece.length;
      return piece;
    }
    this.cut += piece.length - room;
    this.printedOfLine = this.limits.line;
    return piece.slice(0, room);
  }
  endLine() {
    let out;
    if (this.inked) out = `${this.lineNote()}
`;
    else {
      this.blanks++;
      out = this.blanks <= this.limits.blankRun ? `${this.held}
` : "";
    }
    this.printedOfLine = 0;
    this.cut = 0;
    this.inked = false;
    this.held = "";
    return out;
  }
  lineNote() {
    return this.cut > 0 ? ` \u2026 [benchgate: ${count(this.cut)} more characters of this line not echoed]` : "";
  }
  blankNote() {
    const n = this.blanks - this.limits.blankRun;
    return `[benchgate: ${count(n)} more blank line${n === 1 ? "" : "s"} not echoed]
`;
  }
};

// src/run/stream-capture.ts
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
var TAIL_BYTES = 64 * 1024;
var spillDir;
function spillFile(name) {
  if (spillDir === void 0) {
    const dir = mkdtempSync(join(tmpdir(), "benchgate-output-"));
    spillDir = dir;
    process.once("exit", () => rmSync(dir, { recursive: true, force: true }));
  }
  return join(spillDir, `${name}-${process.hrtime.bigint()}.txt`);
}
var StreamCapture = class {
  constructor(name, spillBytes) {
    this.name = name;
    this.spillBytes = spillBytes;
  }
  name;
  spillBytes;
  chunks = [];
  /** Bytes in `chunks`: the whole stream before the spill, the tail after it. */
  held = 0;
  fd;
  file;
  error;
  add(chunk) {
    if (this.error !== void 0) return;
    if (this.fd === void 0 && this.held + chunk.length > this.spillBytes) this.spill();
    if (this.fd !== void 0 && !this.write(chunk)) return;
    this.chunks.push(chunk);
    this.held += chunk.length;
    if (this.fd !== void 0) this.trimToTail();
  }
  finish() {
    if (this.fd !== void 0) closeSync(this.fd);
    this.fd = void 0;
    const bytes = Buffer.concat(this.chunks);
    this.chunks = [];
    if (this.file === void 0 && this.error === void 0) return { text: bytes.toString("utf8") };
    const start = bytes.indexOf(10) + 1;
    const tail = bytes.subarray(start > 0 && start < bytes.length ? start : 0).toString("utf8");
    return { text: tail, ...this.file !== void 0 ? { file: this.file } : {}, ...this.error !== void 0 ? { error: this.error } : {} };
  }
  spill() {
    try {
      this.file = spillFile(this.name);
      this.fd = openSync(this.file, "w");
    } catch (err) {
      this.fail(`could not open a temporary file for its ${this.name} (${err.code ?? String(err)})`);
      return;
    }
    for (const held of this.chunks) if (!this.write(held)) return;
    this.trimToTail();
  }
  write(chunk) {
    try {
      for (let at = 0; at < chunk.length; ) at += writeSync(this.fd, chunk, at, chunk.length - at);
      return true;
    } catch (err) {
      this.fail(`could not write its ${this.name} to ${this.file} (${err.code ?? String(err)})`);
      return false;
    }
  }
  fail(why) {
    this.error = `${why}: its output is incomplete`;
    if (this.fd !== void 0) closeSync(this.fd);
    this.fd = void 0;
    this.trimToTail();
  }
  /** Keeps the fewest last chunks that hold TAIL_BYTES, dropped in one splice (thousands are held at the spill). */
  trimToTail() {
    let keep = this.chunks.length;
    let bytes = 0;
    while (keep > 0 && bytes < TAIL_BYTES) bytes += this.chunks[--keep].length;
    if (keep === 0) return;
    this.chunks.splice(0, keep);
    this.held = bytes;
  }
};

// src/run/interrupt.ts
import { constants as constants2 } from "node:os";

// src/run/shell.ts
import { accessSync, constants, readdirSync, readFileSync } from "node:fs";
import { delimiter, join as join2 } from "node:path";
var cachedShell;
function findShell() {
  cachedShell ??= onPath("bash") ? "bash" : "sh";
  return cachedShell;
}
function onPath(name) {
  const names = process.platform === "win32" ? [`${name}.exe`, name] : [name];
  for (const dir of (process.env.PATH ?? "").split(delimiter)) {
    for (const n of names) {
      try {
        if (dir === "") continue;
        accessSync(join2(dir, n), constants.X_OK);
        return true;
      } catch {
      }
    }
  }
  return false;
}
function signalGroup(child, signal) {
  if (child.pid === void 0) return;
  if (process.platform === "win32") {
    child.kill(signal);
    return;
  }
  const running = child.exitCode === null && child.signalCode === null;
  const below = process.platform === "linux" && running ? descendants(child.pid) : [];
  for (const pid of [-child.pid, ...below]) {
    try {
      process.kill(pid, signal);
    } catch {
    }
  }
}
function descendants(root) {
  const children = /* @__PURE__ */ new Map();
  let entries;
  try {
    entries = readdirSync("/proc");
  } catch {
    return [];
  }
  for (const name of entries) {
    if (!/^\d+$/.test(name)) continue;
    let stat2;
    try {
      stat2 = readFileSync(`/proc/${name}/stat`, "utf8");
    } catch {
      continue;
    }
    const ppid = Number(stat2.slice(stat2.lastIndexOf(")") + 2).split(" ")[1]);
    const list = children.get(ppid);
    if (list === void 0) children.set(ppid, [Number(name)]);
    else list.push(Number(name));
  }
  const out = [];
  for (let queue = [root], i = 0; i < queue.length; i++) {
    for (const c of children.get(queue[i]) ?? []) {
      if (out.length >= MAX_DESCENDANTS) return out;
      out.push(c);
      queue.push(c);
    }
  }
  return out;
}
var MAX_DESCENDANTS = 1e5;

// src/run/interrupt.ts
var SIGNALS = ["SIGINT", "SIGTERM"];
var InterruptedError = class extends BenchgateError {
  constructor(signal) {
    super(`stopped by ${signal}: the benchmark commands that were running were stopped, and nothing was compared`);
    this.signal = signal;
    this.exitCode = 128 + constants2.signals[signal];
  }
  signal;
  exitCode;
};
var live = /* @__PURE__ */ new Set();
var received;
var installed = false;
function track(child) {
  install();
  if (received !== void 0) {
    signalGroup(child, "SIGTERM");
    return;
  }
  live.add(child);
  child.once("exit", () => live.delete(child));
}
function throwIfInterrupted() {
  if (received !== void 0) throw new InterruptedError(received);
}
function install() {
  if (installed) return;
  installed = true;
  for (const signal of SIGNALS) process.on(signal, () => onSignal(signal));
}
function onSignal(signal) {
  if (received !== void 0) {
    for (const child of live) signalGroup(child, "SIGKILL");
    process.exit(128 + constants2.signals[signal]);
  }
  received = signal;
  process.stderr.write(`
benchgate: ${signal}: stopping the benchmark commands that run, then cleaning up (a second ${signal} exits at once)
`);
  for (const child of live) signalGroup(child, "SIGTERM");
}

// src/run/spawn-suite.ts
var DEFAULT_KILL_GRACE_MS = 5e3;
async function spawnSuite(req) {
  const empty = { exitCode: null, signal: null, timedOut: false, durationMs: 0, stdout: "", stderr: "", files: [], missingOutputs: [], skippedOutputs: [], staleOutputs: [] };
  const dir = await stat(req.cwd).catch(() => void 0);
  if (!dir?.isDirectory()) return { ...empty, error: `${req.name}: working directory ${req.cwd} does not exist` };
  const before = req.outputFiles?.length ? await outputStamps(req.outputFiles, req.cwd) : void 0;
  throwIfInterrupted();
  const run = await runShell(req);
  throwIfInterrupted();
  if (run.error !== void 0) return { ...empty, durationMs: run.durationMs, error: `${req.name}: could not start \`${req.command}\`: ${run.error}` };
  let outputs;
  try {
    outputs = req.outputFiles?.length ? await readOutputs(req.outputFiles, req.cwd, { before }) : { files: [], missing: [], skipped: [], stale: [] };
  } catch (err) {
    return { ...empty, ...run, error: `${req.name}: ${err.message}` };
  }
  return { ...run, files: outputs.files, missingOutputs: outputs.missing, skippedOutputs: outputs.skipped, staleOutputs: outputs.stale };
}
function runShell(req) {
  return new Promise((resolve2) => {
    const started = process.hrtime.bigint();
    const elapsedMs = () => Number(process.hrtime.bigint() - started) / 1e6;
    const child = spawn(findShell(), ["-c", req.command], {
      cwd: req.cwd,
      env: childEnv(process.env, req.env),
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
      windowsHide: true
    });
    track(child);
    const spill = req.spillBytes ?? LARGE_FILE_BYTES;
    const captures = { stdout: new StreamCapture("stdout", spill), stderr: new StreamCapture("stderr", spill) };
    for (const name of ["stdout", "stderr"]) {
      const decoder = new StringDecoder("utf8");
      const echo = new EchoLimiter();
      child[name].on("data", (chunk) => {
        captures[name].add(chunk);
        if (req.stream) {
          const text = echo.push(decoder.write(chunk));
          if (text !== "") req.stream(text, name);
        }
      });
      child[name].on("end", () => {
        if (!req.stream) return;
        const rest = echo.push(decoder.end()) + echo.end();
        if (rest !== "") req.stream(rest, name);
      });
    }
    let timedOut = false;
    let exit;
    const timers = [];
    let done = false;
    const finish = (error) => {
      if (done) return;
      done = true;
      for (const t of timers) clearTimeout(t);
      const out = captures.stdout.finish();
      const err = captures.stderr.finish();
      const lost = error ?? (out.error !== void 0 ? `${req.name}: ${out.error}` : err.error !== void 0 ? `${req.name}: ${err.error}` : void 0);
      resolve2({
        exitCode: exit?.code ?? null,
        signal: exit?.signal ?? null,
        timedOut,
        durationMs: exit?.ms ?? elapsedMs(),
        stdout: out.text,
        stderr: err.text,
        ...out.file !== void 0 ? { stdoutFile: out.file } : {},
        ...err.file !== void 0 ? { stderrFile: err.file } : {},
        ...lost === void 0 ? {} : { error: lost }
      });
    };
    const grace = req.killGraceMs ?? DEFAULT_KILL_GRACE_MS;
    if (req.timeoutMs > 0) {
      timers.push(
        setTimeout(() => {
          timedOut = true;
          signalGroup(child, "SIGTERM");
          timers.push(setTimeout(() => signalGroup(child, "SIGKILL"), grace));
          timers.push(setTimeout(() => finish(), grace * 2 + 1e3));
        }, req.timeoutMs)
      );
    }
    child.on("error", (err) => finish(err.message));
    child.on("exit", (code, signal) => {
      exit = { code, signal, ms: elapsedMs() };
      timers.push(
        setTimeout(() => {
          signalGroup(child, "SIGKILL");
          timers.push(setTimeout(() => finish(), 1e3));
        }, grace)
      );
    });
    child.on("close", () => finish());
  });
}
async function capturedStream(r, name, path, options = {}) {
  const file = name === "stdout" ? r.stdoutFile : r.stderrFile;
  if (file === void 0) return { path, text: r[name] };
  const read = await readSourceFile(file, path, options);
  if (read === "binary") throw new RunError(`${path}: binary data (a NUL byte) in ${name} too large to hold in memory; expected a harness's text output`);
  return read;
}
function stderrTail(stderr, lines = 20) {
  const clean = stderr.replace(/\u001b\[[0-9;?]*[A-Za-z]/g, "").split(/\r?\n/).map((line) => line.slice(line.lastIndexOf("\r") + 1).trimEnd());
  while (clean.length > 0 && clean[clean.length - 1] === "") clean.pop();
  return clean.slice(-lines).join("\n");
}

// src/run/time-command.ts
import { execFileSync, spawn as spawn2 } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir as tmpdir2 } from "node:os";
import { join as join3 } from "node:path";
import { StringDecoder as StringDecoder2 } from "node:string_decoder";
var STDERR_KEEP_BYTES = 64 * 1024;
async function timeCommand(req) {
  const dir = await mkdtemp(join3(tmpdir2(), "benchgate-time-"));
  const recorded = [];
  let allShellClock = true;
  let stderr;
  try {
    for (let i = 0; i < req.warmup + req.runs; i++) {
      const run = await timeOnce(req, dir);
      const failed = run.exitCode !== 0;
      if (i >= req.warmup || failed) {
        recorded.push(run.result);
        allShellClock &&= run.shellClock;
      }
      if (failed) {
        stderr = stderrTail(run.stderr) || void 0;
        break;
      }
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  return {
    command: req.command,
    warmup: req.warmup,
    runs: recorded,
    clock: allShellClock ? "shell" : "process",
    ...stderr === void 0 ? {} : { stderr }
  };
}
async function timeOnce(req, dir) {
  const timesFile = join3(dir, "times");
  const rssFile = join3(dir, "rss");
  await rm(timesFile, { force: true });
  await rm(rssFile, { force: true });
  const script = `trap 'echo "benchgate-wall $__bg_t0 $EPOCHREALTIME" > "$BENCHGATE_TIMES_FILE"; times >> "$BENCHGATE_TIMES_FILE"' EXIT
__bg_t0=$EPOCHREALTIME
${req.command}`;
  const shell = findShell();
  const gnuTime = findGnuTime();
  const [file, args] = gnuTime ? [gnuTime, ["-f", "benchgate-max-rss-kb=%M", "-o", rssFile, shell, "-c", script]] : [shell, ["-c", script]];
  throwIfInterrupted();
  const proc = await spawnTimed(file, args, req, childEnv(process.env, { ...req.env, BENCHGATE_TIMES_FILE: timesFile }));
  throwIfInterrupted();
  const times = parseTimesFile(await readFile(timesFile, "utf8").catch(() => ""));
  const rssKb = /benchgate-max-rss-kb=(\d+)/.exec(await readFile(rssFile, "utf8").catch(() => ""))?.[1];
  const maxRssBytes = rssKb !== void 0 && Number(rssKb) > 0 ? Number(rssKb) * 1024 : void 0;
  const shellWall = times.wallNs !== void 0 && times.wallNs > 0 && times.wallNs <= proc.wallNs ? times.wallNs : void 0;
  const result = {
    wallNs: shellWall ?? proc.wallNs,
    ...times.userNs === void 0 ? {} : { userNs: times.userNs, sysNs: times.sysNs },
    ...maxRssBytes === void 0 ? {} : { maxRssBytes },
    exitCode: proc.exitCode,
    ...proc.signal ? { signal: proc.signal } : {},
    ...proc.timedOut ? { timedOut: true } : {}
  };
  return { result, exitCode: proc.exitCode, shellClock: shellWall !== void 0, stderr: proc.stderr };
}
function spawnTimed(file, args, req, env) {
  return new Promise((resolve2, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn2(file, args, { cwd: req.cwd, env, stdio: ["ignore", "ignore", "pipe"], detached: true, windowsHide: true });
    track(child);
    const kept = [];
    let keptBytes = 0;
    const decoder = new StringDecoder2("utf8");
    const echo = new EchoLimiter();
    child.stderr.on("data", (chunk) => {
      kept.push(chunk);
      keptBytes += chunk.length;
      while (keptBytes - kept[0].length > STDERR_KEEP_BYTES) keptBytes -= kept.shift().length;
      const text = req.stream ? echo.push(decoder.write(chunk)) : "";
      if (text !== "") req.stream?.(text, "stderr");
    });
    child.stderr.on("end", () => {
      const rest = req.stream ? echo.push(decoder.end()) + echo.end() : "";
      if (rest !== "") req.stream?.(rest, "stderr");
    });
    let timedOut = false;
    const timers = [];
    if (req.timeoutMs > 0) {
      timers.push(
        setTimeout(() => {
          timedOut = true;
          signalGroup(child, "SIGTERM");
          timers.push(setTimeout(() => signalGroup(child, "SIGKILL"), req.killGraceMs ?? 5e3));
        }, req.timeoutMs)
      );
    }
    let wallNs = 0;
    child.on("exit", () => {
      wallNs = Number(process.hrtime.bigint() - started);
    });
    child.on("error", (err) => {
      for (const t of timers) clearTimeout(t);
      reject(new RunError(`command: could not start \`${req.command}\` in ${req.cwd}: ${err.message}`, { cause: err }));
    });
    child.on("close", (code, signal) => {
      for (const t of timers) clearTimeout(t);
      resolve2({ wallNs, exitCode: code, signal, timedOut, stderr: Buffer.concat(kept).toString("utf8") });
    });
  });
}
function parseTimesFile(text) {
  const out = {};
  const wall = /^benchgate-wall (\d+)[.,](\d+) (\d+)[.,](\d+)$/m.exec(text);
  if (wall) out.wallNs = Number(epochNs(wall[3], wall[4]) - epochNs(wall[1], wall[2]));
  const lines = text.split("\n").filter((l) => /^\d+m\d+[.,]\d+s \d+m\d+[.,]\d+s$/.test(l.trim()));
  const children = lines[1]?.trim().split(" ");
  if (children?.length === 2) {
    out.userNs = clockNs(children[0]);
    out.sysNs = clockNs(children[1]);
  }
  return out;
}
function epochNs(seconds2, fraction) {
  return BigInt(seconds2) * 1000000000n + BigInt(fraction.padEnd(9, "0").slice(0, 9));
}
function clockNs(text) {
  const m = /^(\d+)m(\d+)[.,](\d+)s$/.exec(text);
  return Number(m[1]) * 6e10 + Number(m[2]) * 1e9 + Number(m[3].padEnd(9, "0").slice(0, 9));
}
var gnuTimeCache;
function findGnuTime() {
  if (gnuTimeCache === void 0) {
    try {
      const version = execFileSync("/usr/bin/time", ["--version"], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"], timeout: 5e3 });
      gnuTimeCache = /GNU/.test(version) ? "/usr/bin/time" : null;
    } catch (err) {
      const stderr = err.stderr;
      gnuTimeCache = typeof stderr === "string" && /GNU/.test(stderr) ? "/usr/bin/time" : null;
    }
  }
  return gnuTimeCache ?? void 0;
}

// src/run/command-suite.ts
var DEFAULT_RUNS = 10;
var DEFAULT_WARMUP = 1;
function expandCommands(commands, matrix = {}) {
  let cells = [{}];
  for (const [key, values] of Object.entries(matrix)) {
    cells = cells.flatMap((cell) => values.map((v) => ({ ...cell, [key]: String(v) })));
  }
  const cases = [];
  for (const [name, template] of Object.entries(commands)) {
    for (const cell of cells) {
      const values = Object.values(cell);
      cases.push({
        name: values.length === 0 ? name : `${name}/${values.join("/")}`,
        params: { command: name, ...cell },
        command: template.replace(/\{([^{}]+)\}/g, (whole, key) => Object.hasOwn(cell, key) ? cell[key] : whole)
      });
    }
  }
  return cases;
}
async function runCommandSuite(suite, stream) {
  const started = process.hrtime.bigint();
  const elapsedMs = () => Number(process.hrtime.bigint() - started) / 1e6;
  const manifest = { schema: COMMAND_SCHEMA_ID, benchmarks: [] };
  const failures = [];
  const only = suite.only === void 0 ? void 0 : new Set(suite.only);
  const cases = expandCommands(suite.commands, suite.matrix).filter((c) => only === void 0 || only.has(c.name));
  for (const [i, c] of cases.entries()) {
    const left = suite.timeoutMs > 0 ? suite.timeoutMs - elapsedMs() : 0;
    if (suite.timeoutMs > 0 && left <= 0) {
      const skipped = cases.slice(i).map((s) => s.name);
      failures.push(`timed out after ${seconds(suite.timeoutMs)}; not run: ${skipped.join(", ")}`);
      break;
    }
    stream?.(`${c.name}: ${c.command}
`, "stdout");
    const timing = await timeCommand({
      command: c.command,
      cwd: suite.cwd,
      env: suite.env,
      runs: suite.runs ?? DEFAULT_RUNS,
      warmup: suite.warmup ?? DEFAULT_WARMUP,
      timeoutMs: suite.timeoutMs > 0 ? Math.max(1, Math.ceil(left)) : 0,
      stream
    });
    manifest.benchmarks.push({ name: c.name, params: c.params, timing });
    const last = timing.runs.at(-1);
    if (last?.timedOut) {
      failures.push(`${c.name}: timed out (the suite's ${seconds(suite.timeoutMs)} ran out)`);
      const skipped = cases.slice(i + 1).map((s) => s.name);
      if (skipped.length > 0) failures.push(`not run: ${skipped.join(", ")}`);
      break;
    }
    if (last && last.exitCode !== 0) {
      const how = last.signal ? `was killed by ${last.signal}` : `exited with code ${last.exitCode}`;
      failures.push(`${c.name}: \`${c.command}\` ${how}${timing.stderr ? `
${timing.stderr}` : ""}`);
    } else if (last) {
      const ms = median(timing.runs.map((r) => r.wallNs)) / 1e6;
      stream?.(`${c.name}: median ${ms.toFixed(2)} ms over ${timing.runs.length} runs
`, "stdout");
    }
  }
  return {
    manifest: `${JSON.stringify(manifest, null, 2)}
`,
    durationMs: elapsedMs(),
    ...failures.length === 0 ? {} : { failed: failures.join("\n") }
  };
}
function seconds(ms) {
  return ms < 1e4 ? `${(ms / 1e3).toFixed(1)} s` : `${Math.round(ms / 1e3)} s`;
}

// src/run/machine.ts
import { arch, cpus, platform, release } from "node:os";
function describeMachine() {
  const cores = cpus();
  return {
    os: `${platform()} ${release()}`,
    arch: arch(),
    // Some containers and ARM kernels report no model (or no CPUs at all): keep the field, empty.
    cpu: (cores[0]?.model ?? "").trim(),
    cores: cores.length
  };
}

// src/run/shard.ts
function parseShard(text, where = "shard") {
  const m = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
  const index = m ? Number(m[1]) : NaN;
  const count2 = m ? Number(m[2]) : NaN;
  if (!m || count2 < 1 || index < 1 || index > count2) throw new UsageError(`${where}: expected K/N with 1 \u2264 K \u2264 N, such as 2/4; got "${text}"`);
  return { index, count: count2 };
}
function benchmarkCost(b) {
  const t = b.metrics.time;
  if (t === void 0 || !(t.value > 0)) return 1;
  const n = t.samples?.length ?? t.n ?? 1;
  return t.value * Math.max(1, n) * Math.max(1, t.runs?.length ?? 1);
}
function assignUnits(units, cost, count2) {
  const known = [...cost.values()].filter((c) => c > 0).sort((a, b) => a - b);
  const fallback = known.length > 0 ? known[Math.floor(known.length / 2)] : 1;
  const sorted = [...new Set(units)].map((u) => ({ u, c: cost.get(u) ?? fallback })).sort((a, b) => b.c - a.c || (a.u < b.u ? -1 : a.u > b.u ? 1 : 0));
  const load = new Array(count2).fill(0);
  const out = /* @__PURE__ */ new Map();
  for (const { u, c } of sorted) {
    let best = 0;
    for (let k = 1; k < count2; k++) if (load[k] < load[best]) best = k;
    load[best] += c;
    out.set(u, best + 1);
  }
  return out;
}
function unitCosts(support, baselineSuite) {
  const cost = /* @__PURE__ */ new Map();
  for (const b of baselineSuite?.benchmarks ?? []) {
    const u = support.unitOf(b);
    cost.set(u, (cost.get(u) ?? 0) + benchmarkCost(b));
  }
  return cost;
}
function unitsForShard(listed, cost, shard, keyOf = (u) => u) {
  const byListed = new Map(listed.map((u) => [u, cost.get(keyOf(u))]));
  const known = new Map([...byListed].filter((e) => e[1] !== void 0));
  const assigned = assignUnits(listed, known, shard.count);
  return listed.filter((u) => assigned.get(u) === shard.index);
}
var COMPOUND = /[|;&<>`]|\$\(/;
function shellQuote(arg) {
  return /^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, `'\\''`)}'`;
}
function withArgs(suite, run, add) {
  const quoted = add.args.map(shellQuote).join(" ");
  if (run.includes("{shard-args}")) return run.replaceAll("{shard-args}", quoted);
  const bare = run.replace(/'[^']*'|"(?:[^"\\]|\\.)*"/g, "''");
  if (COMPOUND.test(bare)) {
    throw new ConfigError(`suite "${suite}"`, [
      { path: "run", expected: "a simple command, or one with {shard-args} where the harness's selection arguments go, to run a shard", found: run }
    ]);
  }
  const dd = add.afterDoubleDash && !/(^|\s)--(\s|$)/.test(bare) ? "-- " : "";
  return `${run.trimEnd()} ${dd}${quoted}`;
}
async function planShard(s, shard, baseline) {
  const previous = baseline?.suites.find((x) => x.name === s.name);
  if (s.kind === "command") {
    const names = expandCommands(s.commands, s.matrix).map((c) => c.name);
    const cost = new Map((previous?.benchmarks ?? []).map((b) => [b.name, benchmarkCost(b)]));
    const mine2 = unitsForShard(names, cost, shard);
    return mine2.length === 0 ? { skip: true, units: 0 } : { skip: false, suite: { ...s, only: mine2 }, units: mine2.length };
  }
  if (s.kind === "size") {
    return shard.index === 1 ? { skip: false, suite: s, units: 1 } : { skip: true, units: 0 };
  }
  const support = s.harness === void 0 ? void 0 : findAdapter(s.harness)?.shard;
  if (support === void 0) {
    throw new ConfigError(`suite "${s.name}"`, [
      {
        path: "harness",
        expected: s.harness === void 0 ? "a harness named in the config to run a shard (benchgate must know how to list and select its benchmarks)" : `a harness that can select benchmarks to run a shard (go-bench, criterion, cargo-bench, pytest-benchmark, google-benchmark, jmh, command); ${s.harness} cannot: give this suite its own matrix job with the \`suites\` input instead`,
        found: s.harness ?? "(detected from the output)"
      }
    ]);
  }
  const listed = await spawnSuite({
    name: `${s.name} (listing for shard ${shard.index}/${shard.count})`,
    command: withArgs(s.name, s.run, support.listArgs),
    cwd: s.cwd,
    env: s.env,
    timeoutMs: s.timeoutMs,
    outputFiles: []
  });
  if (listed.error !== void 0 || listed.timedOut || listed.exitCode !== 0) {
    throw new RunError(`suite "${s.name}": listing its benchmarks for shard ${shard.index}/${shard.count} failed (${listed.error ?? (listed.timedOut ? "timed out" : `exit ${listed.exitCode ?? listed.signal}`)})
${stderrTail(listed.stderr)}`);
  }
  if (listed.stdoutFile !== void 0) throw new RunError(`suite "${s.name}": its listing for shard ${shard.index}/${shard.count} is larger than benchgate holds in memory (${LARGE_FILE_BYTES} bytes); expected a list of benchmark names`);
  const all = [...new Set(support.parseList(listed.stdout))];
  if (all.length === 0) throw new RunError(`suite "${s.name}": its listing for shard ${shard.index}/${shard.count} named no benchmarks`);
  const mine = unitsForShard(all, unitCosts(support, previous), shard, support.keyOfListed);
  if (mine.length === 0) return { skip: true, units: 0 };
  return { skip: false, suite: { ...s, run: withArgs(s.name, s.run, support.selectArgs(mine, all)) }, units: mine.length };
}
function shareOf(baseline, shardResults) {
  const ran = new Map(shardResults.suites.map((s) => [s.name, new Set(s.benchmarks.map((b) => b.name))]));
  return {
    ...baseline,
    suites: baseline.suites.flatMap((s) => {
      const names = ran.get(s.name);
      return names === void 0 ? [] : [{ ...s, benchmarks: s.benchmarks.filter((b) => names.has(b.name)) }];
    })
  };
}

// src/run/cargo-trees.ts
import { execFile } from "node:child_process";
import { relative, resolve, sep } from "node:path";

// src/run/move-paths.ts
function movePaths(text, from, to) {
  let out = "";
  let at = 0;
  for (let i = text.indexOf(from); i >= 0; i = text.indexOf(from, i + from.length)) {
    const before = i === 0 ? "" : text[i - 1];
    const after = text[i + from.length] ?? "";
    if (/[\w./-]/.test(before) || /[\w.-]/.test(after)) continue;
    out += text.slice(at, i) + to;
    at = i + from.length;
  }
  return at === 0 ? text : out + text.slice(at);
}

// src/run/cargo-trees.ts
var CARGO_WORD = /(^|[\s/;&|(])cargo(?=\s|$)/;
function looksCargo(s) {
  return [s.run, s.setup, ...Object.values(s.commands ?? {})].some((c) => c !== void 0 && CARGO_WORD.test(c));
}
function cargoTargetDir(s) {
  return new Promise((done) => {
    execFile("cargo", ["metadata", "--format-version", "1", "--no-deps"], { cwd: s.cwd, env: childEnv(process.env, s.env), maxBuffer: 64 * 1024 * 1024, timeout: 12e4 }, (err, stdout) => {
      if (err) return done(void 0);
      try {
        const dir = JSON.parse(stdout).target_directory;
        done(typeof dir === "string" ? resolve(dir) : void 0);
      } catch {
        done(void 0);
      }
    });
  });
}
async function separateCargoTargets(pair, ownTarget, where = cargoTargetDir) {
  const { head, base } = pair;
  if (!looksCargo(head)) return { base };
  const [headDir, baseDir] = await Promise.all([where(head), where(base)]);
  if (headDir === void 0 || headDir !== baseDir) return { base };
  const move = (t) => movePaths(t, headDir, ownTarget);
  const moved = {
    ...base,
    ...base.run === void 0 ? {} : { run: move(base.run) },
    ...base.setup === void 0 ? {} : { setup: move(base.setup) },
    ...base.commands === void 0 ? {} : { commands: Object.fromEntries(Object.entries(base.commands).map(([k, v]) => [k, move(v)])) },
    ...base.files === void 0 ? {} : { files: base.files.map(move) },
    output: { ...base.output, files: base.output.files.map(move) },
    env: { ...Object.fromEntries(Object.entries(base.env).map(([k, v]) => [k, move(v)])), CARGO_TARGET_DIR: ownTarget }
  };
  return {
    base: moved,
    note: `${head.name}: head and base would build into one Cargo target directory (${headDir}), where one tree's build replaces the other's: the base tree builds into ${ownTarget}`
  };
}
async function cargoOutputsHint(s, missing, where = cargoTargetDir) {
  if (!looksCargo(s) || missing.length === 0) return void 0;
  const underTarget = missing.map((m) => resolve(s.cwd, m)).map((p) => ({ p, at: p.split(sep).lastIndexOf("target") })).filter((x) => x.at > 0);
  if (underTarget.length === 0) return void 0;
  const dir = await where(s);
  if (dir === void 0) return void 0;
  const moved = underTarget.filter(({ p, at }) => p.split(sep).slice(0, at + 1).join(sep) !== dir && !p.startsWith(dir + sep));
  if (moved.length === 0) return void 0;
  const there = moved.map(({ p, at }) => resolve(dir, ...p.split(sep).slice(at + 1)));
  const shown = (p) => relative(s.cwd, p).startsWith("..") ? p : relative(s.cwd, p) || ".";
  return `Cargo builds this suite into ${dir} (cargo metadata's target_directory: CARGO_TARGET_DIR, CARGO_BUILD_TARGET_DIR or build.target-dir), not into ${moved.map(({ p, at }) => shown(p.split(sep).slice(0, at + 1).join(sep))).join(", ")}: name ${there.join(", ")} in output.files, or build without that setting`;
}

// src/run/setup.ts
async function runSetup(s, label, log, stream) {
  if (s.setup === void 0) return void 0;
  log(`benchgate: setup of ${s.name}${label}: ${s.setup}
`);
  const r = await spawnSuite({ name: `${s.name} setup`, command: s.setup, cwd: s.cwd, env: s.env, timeoutMs: s.timeoutMs, stream: stream && ((c) => stream(c)) });
  if (r.error !== void 0) return r.error;
  if (r.timedOut) return `setup timed out after ${Math.round(s.timeoutMs / 1e3)} s`;
  if (r.exitCode !== 0) {
    const tails = [r.stderr.trim() !== "" ? `stderr:
${stderrTail(r.stderr, 15)}` : "", r.stdout.trim() !== "" ? `stdout:
${stderrTail(r.stdout, 15)}` : ""].filter(Boolean);
    return `setup \`${s.setup}\` exited with ${r.exitCode ?? r.signal}${tails.length ? `
${tails.join("\n")}` : ""}`;
  }
  return void 0;
}
var SetupRuns = class {
  done = /* @__PURE__ */ new Map();
  async run(s, label, log, stream) {
    if (s.setup === void 0) return void 0;
    const key = JSON.stringify([s.setup, s.cwd, s.env]);
    const was = this.done.get(key);
    if (was !== void 0) {
      log(`benchgate: setup of ${s.name}${label}: already run for ${was.suite} (the same command in the same folder)
`);
      return was.error === void 0 ? void 0 : `setup shared with ${was.suite}: ${was.error}`;
    }
    const error = await runSetup(s, label, log, stream);
    this.done.set(key, { suite: s.name, error });
    return error;
  }
};

// node_modules/markdown-table/index.js
function defaultStringLength(value) {
  return value.length;
}
function markdownTable(table, options) {
  const settings = options || {};
  const align = (settings.align || []).concat();
  const stringLength = settings.stringLength || defaultStringLength;
  const alignments = [];
  const cellMatrix = [];
  const sizeMatrix = [];
  const longestCellByColumn = [];
  let mostCellsPerRow = 0;
  let rowIndex = -1;
  while (++rowIndex < table.length) {
    const row2 = [];
    const sizes2 = [];
    let columnIndex2 = -1;
    if (table[rowIndex].length > mostCellsPerRow) {
      mostCellsPerRow = table[rowIndex].length;
    }
    while (++columnIndex2 < table[rowIndex].length) {
      const cell = serialize(table[rowIndex][columnIndex2]);
      if (settings.alignDelimiters !== false) {
        const size = stringLength(cell);
        sizes2[columnIndex2] = size;
        if (longestCellByColumn[columnIndex2] === void 0 || size > longestCellByColumn[columnIndex2]) {
          longestCellByColumn[columnIndex2] = size;
        }
      }
      row2.push(cell);
    }
    cellMatrix[rowIndex] = row2;
    sizeMatrix[rowIndex] = sizes2;
  }
  let columnIndex = -1;
  if (typeof align === "object" && "length" in align) {
    while (++columnIndex < mostCellsPerRow) {
      alignments[columnIndex] = toAlignment(align[columnIndex]);
    }
  } else {
    const code = toAlignment(align);
    while (++columnIndex < mostCellsPerRow) {
      alignments[columnIndex] = code;
    }
  }
  columnIndex = -1;
  const row = [];
  const sizes = [];
  while (++columnIndex < mostCellsPerRow) {
    const code = alignments[columnIndex];
    let before = "";
    let after = "";
    if (code === 99) {
      before = ":";
      after = ":";
    } else if (code === 108) {
      before = ":";
    } else if (code === 114) {
      after = ":";
    }
    let size = settings.alignDelimiters === false ? 1 : Math.max(
      1,
      longestCellByColumn[columnIndex] - before.length - after.length
    );
    const cell = before + "-".repeat(size) + after;
    if (settings.alignDelimiters !== false) {
      size = before.length + size + after.length;
      if (size > longestCellByColumn[columnIndex]) {
        longestCellByColumn[columnIndex] = size;
      }
      sizes[columnIndex] = size;
    }
    row[columnIndex] = cell;
  }
  cellMatrix.splice(1, 0, row);
  sizeMatrix.splice(1, 0, sizes);
  rowIndex = -1;
  const lines = [];
  while (++rowIndex < cellMatrix.length) {
    const row2 = cellMatrix[rowIndex];
    const sizes2 = sizeMatrix[rowIndex];
    const cellsInRow = settings.fillRows === false ? Math.max(1, cellMatrix[rowIndex === 1 ? 0 : rowIndex].length) : mostCellsPerRow;
    columnIndex = -1;
    const line = [];
    while (++columnIndex < cellsInRow) {
      const cell = row2[columnIndex] || "";
      let before = "";
      let after = "";
      if (settings.alignDelimiters !== false) {
        const size = longestCellByColumn[columnIndex] - (sizes2[columnIndex] || 0);
        const code = alignments[columnIndex];
        if (code === 114) {
          before = " ".repeat(size);
        } else if (code === 99) {
          const half = size / 2;
          if (size % 2) {
            before = " ".repeat(half + 0.5);
            after = " ".repeat(half - 0.5);
          } else {
            before = " ".repeat(half);
            after = before;
          }
        } else {
          after = " ".repeat(size);
        }
      }
      if (settings.delimiterStart !== false && !columnIndex) {
        line.push("|");
      }
      if (settings.padding !== false && // Don’t add the opening space if we’re not aligning and the cell is
      // empty: there will be a closing space.
      !(settings.alignDelimiters === false && cell === "") && (settings.delimiterStart !== false || columnIndex)) {
        line.push(" ");
      }
      if (settings.alignDelimiters !== false) {
        line.push(before);
      }
      line.push(cell);
      if (settings.alignDelimiters !== false) {
        line.push(after);
      }
      if (settings.padding !== false) {
        line.push(" ");
      }
      if (settings.delimiterEnd !== false || columnIndex !== cellsInRow - 1) {
        line.push("|");
      }
    }
    lines.push(
      settings.delimiterEnd === false ? line.join("").replace(/ +$/, "") : line.join("")
    );
  }
  return lines.join("\n");
}
function serialize(value) {
  return value === null || value === void 0 ? "" : String(value);
}
function toAlignment(value) {
  const code = typeof value === "string" ? value.codePointAt(0) : 0;
  return code === 67 || code === 99 ? 99 : code === 76 || code === 108 ? 108 : code === 82 || code === 114 ? 114 : 0;
}

// src/render/cells.ts
var TEST_LABEL = {
  "mann-whitney": "U test",
  welch: "Welch t",
  "welch-runs": "t on runs",
  "prediction-interval": "history PI",
  exact: "exact",
  threshold: "threshold",
  none: "\u2014",
  "signed-rank": "signed-rank",
  "random-effects": "t + process \u03C3",
  "moderated-t": "moderated t on runs",
  "assumed-process-sigma": "z + assumed \u03C3"
};
function isSpeed(row) {
  return row.unit === "ns" || row.unit === "ops/s" || row.unit === "B/s" || row.unit.endsWith("/s");
}
function verdictText(row) {
  const speed = isSpeed(row);
  switch (row.verdict) {
    case "improved":
      return `\u2705 ${speed ? "faster" : "better"}`;
    case "regressed":
      return `\u26A0\uFE0F ${speed ? "slower" : "worse"}`;
    case "unchanged":
      if (row.test === "none") return row.base === 0 && row.head === 0 ? "\u2796 no change" : "\u2796 not judged";
      return row.test === "exact" ? "\u2796 no change" : "\u2796 no change beyond noise";
    case "added":
      return "\u{1F195} new";
    case "removed":
      return "\u{1F5D1}\uFE0F removed";
    case "inconclusive":
      return "\u2754 inconclusive";
  }
}
function testText(row) {
  const weak = row.test === "threshold" || row.test === "prediction-interval";
  return `${TEST_LABEL[row.test]}${weak ? " (lower confidence)" : ""}`;
}
function rowScale(row) {
  return chooseScale(row.unit, row.base || row.head || Math.max(row.baseSpread ?? 0, row.headSpread ?? 0));
}
function valueCells(row, safe) {
  const scale = rowScale(row);
  const cell = (v, s) => v === null ? "\u2014" : safe(formatWithSpread(v, s, row.unit, scale));
  return { base: cell(row.base, row.baseSpread), head: cell(row.head, row.headSpread) };
}
function formatP(p) {
  if (p < 1e-3) return "p<0.001";
  return `p=${p < 0.01 ? p.toFixed(3) : p.toFixed(2)}`;
}
function formatPQ(p, q) {
  const raw = formatP(p);
  if (q === void 0) return raw;
  const adjusted = `q${formatP(q).slice(1)}`;
  return adjusted.slice(1) === raw.slice(1) ? raw : `${raw}, ${adjusted}`;
}
function signedPct(r) {
  const v = (r - 1) * 100;
  const t = toFixedOrExponent(Math.abs(v), 1);
  return `${v > 0 ? "+" : v < 0 ? "\u2212" : ""}${t}`;
}
function changeText(row, safe) {
  if (row.base === null || row.head === null) return "\u2014";
  if (row.ratio === null) {
    const scale = rowScale(row);
    return safe(`${formatQuantity(row.base, row.unit, scale)} \u2192 ${formatQuantity(row.head, row.unit, scale)}`);
  }
  const parts = [];
  if (row.ci) parts.push(`${signedPct(row.ci[0])} \u2026 ${signedPct(row.ci[1])} %`);
  const rel = row.relative?.ci !== void 0 && row.p !== void 0 ? row.relative : void 0;
  if (row.p !== void 0 && rel === void 0) parts.push(formatPQ(row.p, row.q));
  if (row.n && row.test !== "exact") parts.push(`n=${row.n[0]}/${row.n[1]}${row.test === "welch-runs" || row.test === "moderated-t" || row.centre === "geomean-runs" ? " runs" : row.test === "signed-rank" ? " rounds" : ""}`);
  const relative2 = rel === void 0 ? "" : `; vs suite ${formatPercentChange(rel.ratio)} (${signedPct(rel.ci[0])} \u2026 ${signedPct(rel.ci[1])} %, ${formatPQ(row.p, row.q)})`;
  return `${formatPercentChange(row.ratio)}${parts.length ? ` (${parts.join(", ")})` : ""}${relative2}`;
}
function speedupText(ratio, direction) {
  const better = direction === "smaller" ? ratio < 1 : ratio > 1;
  const factor = ratio >= 1 ? ratio : 1 / ratio;
  if (Math.abs(factor - 1) < 5e-3) return "1.00x (equal)";
  return `${toFixedOrExponent(factor, 2)}x ${better ? "faster" : "slower"}`;
}
function centreNote(kind, anchor, other, change) {
  switch (kind) {
    case "value":
      return `Cells show the reported central values; the ${change} is their ratio.`;
    case "geomean-runs":
      return `Cells show each side's geometric mean of its runs' central values, the centres its test compares; the ${change} is their ratio.`;
    case "median":
      return `Beyond ${HODGES_LEHMANN_MAX_PAIRS} sample pairs (or with a sample at 0) the ${change} is the ratio of the sample medians, which the cells show.`;
    case "hodges-lehmann":
      return `Up to ${HODGES_LEHMANN_MAX_PAIRS} sample pairs the ${change} is the Hodges\u2013Lehmann ratio (the median of all pairwise ratios), which has no centre per side: ${anchor} shows its sample median and ${other} that median times the ratio, so the two cells divide to the ${change}.`;
    case "history-mean":
      return `${capitalize(anchor)} shows the mean of the baseline's history, which ${other} is judged against; the ${change} is their ratio.`;
    case "paired-hl":
      return `${capitalize(anchor)} shows the geometric mean of its rounds and ${other} that times the Hodges\u2013Lehmann ratio of the paired rounds, so the two cells divide to the ${change}.`;
  }
}
function capitalize(text) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
function namesGroups(rows) {
  const first = rows[0]?.group;
  return rows.some((r) => r.group !== first) && rows.some((r) => r.group !== void 0 && !r.benchmark.startsWith(r.group));
}
function nameAfterGroup(r) {
  const g = r.group;
  if (g === void 0 || r.benchmark.length <= g.length + 1 || !r.benchmark.startsWith(g)) return void 0;
  const sep2 = r.benchmark[g.length];
  return sep2 === "/" || sep2 === "." ? r.benchmark.slice(g.length + 1) : void 0;
}
function geomeanBasis(g) {
  if (g.rounds !== void 0) return ` (signed-rank over ${g.rounds} paired rounds)`;
  if (g.runs !== void 0 && g.ci === void 0) return ` (${g.runs[0]}/${g.runs[1]} runs, each side's in one job: against a baseline stored by another job, what moved that job's machine moved all its runs, so no interval)`;
  if (g.runs !== void 0) return ` (Welch t over ${g.runs[0]}/${g.runs[1]} runs)`;
  return g.ci === void 0 && g.rows >= 3 ? " (one run a side: its rows share that run's machine state, so no interval)" : "";
}

// src/render/escape.ts
var ENTITY = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
  "`": "&#96;",
  "*": "&#42;",
  _: "&#95;",
  "[": "&#91;",
  "]": "&#93;",
  "(": "&#40;",
  ")": "&#41;",
  "|": "&#124;",
  "~": "&#126;",
  "\\": "&#92;",
  "!": "&#33;",
  ":": "&#58;",
  // no :emoji:, no `https:` / `mailto:` autolinks
  "$": "&#36;",
  // no $math$
  "^": "&#94;"
};
var INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff\ufff9-\ufffb]/g;
function visible(c) {
  const code = c.charCodeAt(0);
  if (code < 32) return String.fromCharCode(9216 + code);
  if (code === 127) return "\u2421";
  return `\u27E8U+${code.toString(16).toUpperCase().padStart(4, "0")}\u27E9`;
}
function showInvisible(text) {
  return text.replace(INVISIBLE, visible);
}
function defuse(text) {
  return text.replace(/@/g, "@&#8288;").replace(/:(?=\/\/)/g, ":&#8288;").replace(/:(?=[\w+-]+:)/g, "&#58;&#8288;").replace(/(www)\./gi, "$1&#8288;.").replace(/(?<!&)#(?=\d)/g, "#&#8288;").replace(/\b(GH)-(?=\d)/gi, "$1&#8288;-");
}
function escapeMarkdown(text) {
  return escapeInline(text).replace(/^(\s*)([#+=!-])/, "$1\\$2").replace(/^(\s*\d+)\.(?=\s|$)/, "$1\\.");
}
function escapeInline(text) {
  if (PLAIN.test(text) && !PLAIN_BUT.test(text)) return text;
  return escapeSlow(text);
}
var PLAIN = /^[A-Za-z0-9 ./,=+%{}()'?!;-]*$/;
var PLAIN_BUT = /www\.|\bgh-\d/i;
function escapeSlow(text) {
  return defuse(showInvisible(text).replace(/[&<>"]/g, (c) => ENTITY[c]).replace(/[\\`*_[\]|~$]/g, (c) => `\\${c}`));
}
function escapeHtml(text) {
  return defuse(showInvisible(text).replace(/[&<>"'`*_[\]|~\\$]/g, (c) => ENTITY[c]));
}

export {
  markdownTable,
  verdictText,
  testText,
  valueCells,
  changeText,
  speedupText,
  centreNote,
  namesGroups,
  nameAfterGroup,
  geomeanBasis,
  showInvisible,
  escapeMarkdown,
  escapeInline,
  escapeHtml,
  spawnSuite,
  capturedStream,
  stderrTail,
  runCommandSuite,
  describeMachine,
  parseShard,
  planShard,
  shareOf,
  movePaths,
  looksCargo,
  cargoTargetDir,
  separateCargoTargets,
  cargoOutputsHint,
  SetupRuns
};
