#!/usr/bin/env node
import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  require_dist,
  validateConfig
} from "./chunk-FKKX4YLR.js";
import {
  renderTemplate
} from "./chunk-MTUCHAR6.js";
import "./chunk-NOEW3QN6.js";
import "./chunk-4OMHAOVV.js";
import "./chunk-WTZCLGOG.js";
import "./chunk-UDD6US5G.js";
import "./chunk-YLFNOJY2.js";
import "./chunk-DQAUADO5.js";
import {
  listSome,
  maxOf,
  pushAll
} from "./chunk-77VUEDXU.js";
import "./chunk-UZR27MWT.js";
import "./chunk-PI4KOZG2.js";
import {
  __toESM
} from "./chunk-UBC4YGAS.js";

// src/init/init.ts
import { execFileSync } from "node:child_process";
import { mkdir, readdir, readFile, stat, writeFile } from "node:fs/promises";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

// src/init/detect.ts
import { posix as posix3 } from "node:path";

// src/init/cmake.ts
import { posix } from "node:path";
var COMMAND_BUDGET = 2e5;
var MAX_DEPTH = 64;
var MAX_EXPANSIONS = 16;
function cmakeCommands(text) {
  const out = [];
  const n = text.length;
  let i = 0;
  const bracketEnd = (at) => {
    const m = /^\[(=*)\[/.exec(text.slice(at, at + 64));
    if (!m) return void 0;
    const close = `]${m[1]}]`;
    const end = text.indexOf(close, at + m[0].length);
    return { end: end < 0 ? n : end, close };
  };
  const skipComment = (at) => {
    const b = bracketEnd(at + 1);
    if (b) return Math.min(n, b.end + b.close.length);
    const eol = text.indexOf("\n", at);
    return eol < 0 ? n : eol + 1;
  };
  while (i < n) {
    const c = text[i];
    if (c === "#") {
      i = skipComment(i);
      continue;
    }
    if (!/[A-Za-z_]/.test(c) || i > 0 && /[\w$]/.test(text[i - 1])) {
      i++;
      continue;
    }
    const start = i;
    while (i < n && /\w/.test(text[i])) i++;
    const name = text.slice(start, i).toLowerCase();
    let j = i;
    while (j < n && (text[j] === " " || text[j] === "	")) j++;
    if (text[j] !== "(") continue;
    i = j + 1;
    const args = [];
    let depth = 1;
    while (i < n && depth > 0) {
      const d = text[i];
      if (d === " " || d === "	" || d === "\n" || d === "\r") i++;
      else if (d === "#") i = skipComment(i);
      else if (d === "(") {
        depth++;
        i++;
      } else if (d === ")") {
        depth--;
        i++;
      } else if (d === '"') {
        let k = i + 1;
        let value = "";
        while (k < n && text[k] !== '"') {
          if (text[k] === "\\" && k + 1 < n) {
            const e = text[k + 1];
            value += e === "n" ? "\n" : e === "t" ? "	" : e === "\n" ? "" : e === ";" ? "\\;" : e;
            k += 2;
          } else value += text[k++];
        }
        args.push({ text: value, quoted: true, bracket: false });
        i = k + 1;
      } else if (d === "[" && bracketEnd(i)) {
        const b = bracketEnd(i);
        const open = text.indexOf("[", i + 1) + 1;
        args.push({ text: text.slice(open, b.end).replace(/^\r?\n/, ""), quoted: true, bracket: true });
        i = Math.min(n, b.end + b.close.length);
      } else {
        let k = i;
        while (k < n && !/[\s()#"]/.test(text[k])) k += text[k] === "\\" ? 2 : 1;
        while (k < n && text[k] === '"') {
          const close = text.indexOf('"', k + 1);
          k = close < 0 ? n : close + 1;
          while (k < n && !/[\s()#"]/.test(text[k])) k += text[k] === "\\" ? 2 : 1;
        }
        args.push({ text: text.slice(i, k), quoted: false, bracket: false });
        i = k;
      }
    }
    out.push({ name, args, index: start });
  }
  return out;
}
var MAX_VALUE_CHARS = 1 << 20;
var Scope = class {
  constructor(parent, budget, from) {
    this.parent = parent;
    this.budget = budget;
    this.vars = new Map(from);
  }
  parent;
  budget;
  vars;
  get(name) {
    return this.vars.get(name) ?? "";
  }
  set(name, value) {
    if (value === void 0) this.vars.delete(name);
    else if (value.length > MAX_VALUE_CHARS) this.budget.left = -1;
    else this.vars.set(name, value);
  }
};
function listItems(value) {
  if (value === "") return [];
  return value.split(/(?<!\\);/).filter((s) => s !== "");
}
function resolvePath(base, p) {
  return p.startsWith("/") ? posix.normalize(p) : posix.join(base, p);
}
function globRegExp(pattern, recurse) {
  const part = (s) => s.replace(/[.+^${}()|\\]/g, "\\$&").replace(/\*/g, "[^/]*").replace(/\?/g, "[^/]");
  const slash = pattern.lastIndexOf("/");
  const dir = pattern.slice(0, slash);
  const name = pattern.slice(slash + 1);
  return new RegExp(`^${part(dir)}${recurse ? "(?:/.+)?" : ""}/${part(name)}$`);
}
function cmakeTargets(cmakes, paths) {
  const byPath = new Map(cmakes.map((c) => [`/${c.path}`, c]));
  const files = paths.map((p) => `/${p}`).sort();
  const reached = /* @__PURE__ */ new Set();
  const out = [];
  const budget = { left: COMMAND_BUDGET };
  const lists = cmakes.filter((c) => posix.basename(c.path) === "CMakeLists.txt").sort((a, b) => a.path.split("/").length - b.path.split("/").length || (a.path < b.path ? -1 : 1));
  const hasRoot = lists.some((c) => c.path === "CMakeLists.txt");
  for (const list of lists) {
    if (reached.has(list.path)) continue;
    const dir = posix.dirname(list.path);
    const ownProject = /^\s*project\s*\(/im.test(list.text);
    const top = dir === "." || ownProject || !hasRoot ? dir : ".";
    pushAll(out, evaluateTree(list, top, byPath, files, reached, budget));
  }
  return out;
}
function evaluateTree(list, top, byPath, files, reached, budget) {
  const root = `/${top === "." ? "" : top}`.replace(/\/$/, "") || "/";
  const build = posix.join(root, "build");
  const targets = /* @__PURE__ */ new Map();
  const functions = /* @__PURE__ */ new Map();
  const parsed = /* @__PURE__ */ new Map();
  const commandsOf = (f) => {
    let cs = parsed.get(f);
    if (cs === void 0) parsed.set(f, cs = cmakeCommands(f.text));
    return cs;
  };
  const expand2 = (s, scope2) => {
    for (let pass = 0; pass < MAX_EXPANSIONS && s.includes("{"); pass++) {
      const next = s.replace(/\$(ENV|CACHE)?\{([^${}]*)\}/g, (_, kind, name) => kind === "ENV" ? "" : scope2.get(name));
      if (next === s) break;
      s = next;
    }
    return s;
  };
  const argsOf = (c, scope2) => {
    const out = [];
    for (const a of c.args) {
      if (a.bracket) out.push(a.text);
      else if (a.quoted) out.push(expand2(a.text, scope2));
      else pushAll(out, listItems(expand2(a.text, scope2)));
    }
    return out;
  };
  const run = (commands, file, frame) => {
    for (let k = 0; k < commands.length; k++) {
      if (--budget.left < 0) return;
      const c = commands[k];
      const site = frame.site ?? (file === frame.list ? { file, index: c.index } : void 0);
      const here = { ...frame, site };
      const block = blockEnd(commands, k);
      if (block !== void 0) {
        const body = commands.slice(k + 1, block);
        if (c.name === "foreach") {
          const args = argsOf(c, frame.scope);
          const loopVar = args[0];
          if (loopVar !== void 0) {
            for (const item of foreachItems(args.slice(1), frame.scope)) {
              frame.scope.set(loopVar, item);
              run(body, file, frame);
              if (budget.left < 0) return;
            }
          }
        } else if (c.name === "function" || c.name === "macro") {
          const [name, ...params] = argsOf(c, frame.scope);
          if (name !== void 0) functions.set(name.toLowerCase(), { params, body, file, macro: c.name === "macro" });
        }
        k = block;
        continue;
      }
      command(c, file, here);
    }
  };
  const command = (c, file, frame) => {
    const { scope: scope2 } = frame;
    const args = argsOf(c, scope2);
    switch (c.name) {
      case "set": {
        const [name, ...rest] = args;
        if (name === void 0) return;
        const cache = rest.indexOf("CACHE");
        const parentScope = rest[rest.length - 1] === "PARENT_SCOPE";
        const values = cache >= 0 ? rest.slice(0, cache) : parentScope ? rest.slice(0, -1) : rest;
        if (cache >= 0 && scope2.vars.has(name)) return;
        (parentScope ? scope2.parent ?? scope2 : scope2).set(name, values.length === 0 && cache < 0 ? void 0 : values.join(";"));
        return;
      }
      case "unset":
        if (args[0] !== void 0) scope2.set(args[0], void 0);
        return;
      case "option":
        if (args[0] !== void 0 && !scope2.vars.has(args[0])) scope2.set(args[0], args[2] ?? "OFF");
        return;
      case "list": {
        const [op, name, ...items] = args;
        if (name === void 0) return;
        const current = listItems(scope2.get(name));
        if (op === "APPEND") scope2.set(name, [...current, ...items].join(";"));
        else if (op === "PREPEND") scope2.set(name, [...items, ...current].join(";"));
        else if (op === "REMOVE_ITEM") scope2.set(name, current.filter((v) => !items.includes(v)).join(";"));
        else if (op === "FILTER" && items.length >= 3 && items[1] === "REGEX") {
          const re = cmakeRegExp(items[2]);
          if (re) scope2.set(name, current.filter((v) => re.test(v) === (items[0] === "INCLUDE")).join(";"));
        }
        return;
      }
      case "string":
        stringCommand(args, scope2);
        return;
      case "get_filename_component": {
        const [name, path, mode, ...rest] = args;
        if (name === void 0 || path === void 0 || mode === void 0) return;
        const baseAt = rest.indexOf("BASE_DIR");
        const base = baseAt >= 0 && rest[baseAt + 1] !== void 0 ? rest[baseAt + 1] : frame.source;
        scope2.set(name, pathComponent(path, mode, base));
        return;
      }
      case "cmake_path": {
        const [op, pathVar, component, out] = args;
        if (op !== "GET" || pathVar === void 0 || component === void 0 || out === void 0) return;
        const mode = { STEM: "NAME_WLE", FILENAME: "NAME", EXTENSION: "EXT", PARENT_PATH: "DIRECTORY" }[component];
        if (mode !== void 0) scope2.set(out, pathComponent(scope2.get(pathVar), mode, frame.source));
        return;
      }
      case "file": {
        const [op, name, ...rest] = args;
        if (op !== "GLOB" && op !== "GLOB_RECURSE" || name === void 0) return;
        let relative2;
        const patterns = [];
        for (let i = 0; i < rest.length; i++) {
          const a = rest[i];
          if (a === "RELATIVE") relative2 = resolvePath(frame.source, rest[++i] ?? "");
          else if (a === "LIST_DIRECTORIES" || a === "FOLLOW_SYMLINKS") i += a === "LIST_DIRECTORIES" ? 1 : 0;
          else if (a !== "CONFIGURE_DEPENDS") patterns.push(resolvePath(frame.source, a));
        }
        const found = /* @__PURE__ */ new Set();
        for (const p of patterns) {
          budget.left -= files.length >> 6;
          const re = globRegExp(p, op === "GLOB_RECURSE");
          for (const f of files) if (re.test(f)) found.add(f);
        }
        scope2.set(name, [...found].sort().map((f) => relative2 === void 0 ? f : posix.relative(relative2, f)).join(";"));
        return;
      }
      case "project": {
        const name = args[0];
        if (name === void 0) return;
        scope2.set("PROJECT_NAME", name);
        scope2.set("PROJECT_SOURCE_DIR", frame.source);
        scope2.set("PROJECT_BINARY_DIR", frame.binary);
        scope2.set(`${name}_SOURCE_DIR`, frame.source);
        scope2.set(`${name}_BINARY_DIR`, frame.binary);
        if (!scope2.vars.has("CMAKE_PROJECT_NAME")) scope2.set("CMAKE_PROJECT_NAME", name);
        return;
      }
      case "cmake_parse_arguments":
        parseArguments(args, scope2);
        return;
      case "include": {
        const what = args[0];
        if (what === void 0 || frame.depth >= MAX_DEPTH) return;
        const candidates = /[/.]/.test(what) ? [resolvePath(frame.source, what)] : listItems(scope2.get("CMAKE_MODULE_PATH")).map((d) => resolvePath(frame.source, posix.join(d, `${what}.cmake`)));
        const included = candidates.map((p) => byPath.get(p)).find((f) => f !== void 0);
        if (included === void 0) return;
        const was = [scope2.get("CMAKE_CURRENT_LIST_DIR"), scope2.get("CMAKE_CURRENT_LIST_FILE")];
        scope2.set("CMAKE_CURRENT_LIST_DIR", posix.dirname(`/${included.path}`));
        scope2.set("CMAKE_CURRENT_LIST_FILE", `/${included.path}`);
        run(commandsOf(included), included, { ...frame, depth: frame.depth + 1 });
        scope2.set("CMAKE_CURRENT_LIST_DIR", was[0]);
        scope2.set("CMAKE_CURRENT_LIST_FILE", was[1]);
        return;
      }
      case "add_subdirectory": {
        const [src, bin] = args;
        if (src === void 0 || frame.depth >= MAX_DEPTH) return;
        const source2 = resolvePath(frame.source, src);
        const list2 = byPath.get(posix.join(source2, "CMakeLists.txt"));
        if (list2 === void 0 || reached.has(list2.path)) return;
        reached.add(list2.path);
        const binary2 = bin !== void 0 && bin !== "EXCLUDE_FROM_ALL" && bin !== "SYSTEM" ? resolvePath(frame.binary, bin) : source2.startsWith(`${frame.source}/`) || frame.source === "/" ? posix.join(frame.binary, posix.relative(frame.source, source2)) : posix.join(build, posix.relative(root, source2));
        const child = new Scope(scope2, budget, scope2.vars);
        enterDirectory(child, source2, binary2, list2);
        const site = frame.site ?? { file, index: c.index };
        run(commandsOf(list2), list2, { scope: child, source: source2, binary: binary2, site: void 0, list: list2, calls: [site, ...frame.calls], depth: frame.depth + 1 });
        return;
      }
      case "add_executable": {
        const [name, ...rest] = args;
        if (name === void 0 || /[${}<>]/.test(name) || rest[0] === "IMPORTED" || rest[0] === "ALIAS") return;
        const sources = genexItems(rest.filter((a) => a !== "WIN32" && a !== "MACOSX_BUNDLE" && a !== "EXCLUDE_FROM_ALL"));
        const runtime = scope2.get("CMAKE_RUNTIME_OUTPUT_DIRECTORY");
        const target = {
          name,
          sources: new Set(sources.map((s) => resolvePath(frame.source, s))),
          runtimeDir: runtime === "" ? frame.binary : resolvePath(frame.binary, runtime),
          at: frame.site ?? { file, index: c.index },
          calls: frame.calls
        };
        if (!targets.has(name)) targets.set(name, target);
        return;
      }
      case "target_sources": {
        const [name, ...rest] = args;
        const target = name === void 0 ? void 0 : targets.get(name);
        if (target === void 0) return;
        for (const s of genexItems(rest)) if (!/^(INTERFACE|PUBLIC|PRIVATE)$/.test(s)) target.sources.add(resolvePath(frame.source, s));
        return;
      }
      case "set_target_properties": {
        const at = args.indexOf("PROPERTIES");
        if (at < 0) return;
        for (const name of args.slice(0, at)) setProperties(targets.get(name), args.slice(at + 1), frame);
        return;
      }
      case "set_property": {
        const at = args.indexOf("PROPERTY");
        if (args[0] !== "TARGET" || at < 0) return;
        for (const name of args.slice(1, at)) setProperties(targets.get(name), args.slice(at + 1, at + 3), frame);
        return;
      }
      default: {
        const fn = functions.get(c.name);
        if (fn !== void 0 && frame.depth < MAX_DEPTH) call(fn, args, frame);
      }
    }
  };
  const setProperties = (target, pairs, frame) => {
    if (target === void 0) return;
    for (let i = 0; i + 1 < pairs.length; i += 2) {
      if (pairs[i] === "RUNTIME_OUTPUT_DIRECTORY") target.runtimeDir = resolvePath(frame.binary, pairs[i + 1]);
      else if (pairs[i] === "OUTPUT_NAME") target.outputName = pairs[i + 1];
    }
  };
  const call = (fn, args, frame) => {
    if (!fn.macro) budget.left -= frame.scope.vars.size >> 6;
    const scope2 = fn.macro ? frame.scope : new Scope(frame.scope, budget, frame.scope.vars);
    const saved = fn.macro ? new Map([...fn.params, "ARGN", "ARGC", "ARGV"].map((p) => [p, frame.scope.vars.get(p)])) : void 0;
    fn.params.forEach((p, i) => scope2.set(p, args[i] ?? ""));
    scope2.set("ARGN", args.slice(fn.params.length).join(";"));
    scope2.set("ARGV", args.join(";"));
    scope2.set("ARGC", String(args.length));
    args.forEach((a, i) => scope2.set(`ARGV${i}`, a));
    scope2.set("CMAKE_CURRENT_FUNCTION_LIST_DIR", posix.dirname(`/${fn.file.path}`));
    run(fn.body, fn.file, { ...frame, scope: scope2, depth: frame.depth + 1 });
    if (saved) for (const [p, v] of saved) frame.scope.set(p, v);
  };
  const enterDirectory = (scope2, source2, binary2, list2) => {
    scope2.set("CMAKE_CURRENT_SOURCE_DIR", source2);
    scope2.set("CMAKE_CURRENT_BINARY_DIR", binary2);
    scope2.set("CMAKE_CURRENT_LIST_DIR", source2);
    scope2.set("CMAKE_CURRENT_LIST_FILE", `/${list2.path}`);
  };
  const source = posix.dirname(`/${list.path}`);
  const binary = posix.join(build, posix.relative(root, source));
  const scope = new Scope(void 0, budget);
  scope.set("CMAKE_SOURCE_DIR", root);
  scope.set("CMAKE_BINARY_DIR", build);
  scope.set("PROJECT_SOURCE_DIR", root);
  scope.set("PROJECT_BINARY_DIR", build);
  enterDirectory(scope, source, binary, list);
  reached.add(list.path);
  run(commandsOf(list), list, { scope, source, binary, site: void 0, list, calls: [], depth: 0 });
  return [...targets.values()].map((t) => ({
    name: t.name,
    sources: new Set([...t.sources].map((s) => s.slice(1))),
    top,
    binary: posix.relative(root, posix.join(t.runtimeDir, t.outputName ?? t.name)),
    at: t.at,
    calls: t.calls
  }));
}
function genexItems(args) {
  if (!args.some((a) => a.includes("$<"))) return args;
  const text = args.join(";");
  let i = 0;
  const value = (inside, depth) => {
    let out = "";
    while (i < text.length) {
      if (text.startsWith("$<", i) && depth < MAX_GENEX_DEPTH) {
        i += 2;
        const head = value(true, depth + 1).split(":");
        out += head.length > 1 ? head.slice(1).join(":") : "";
      } else if (inside && text[i] === ">") {
        i++;
        return out;
      } else out += text[i++];
    }
    return out;
  };
  return listItems(value(false, 0));
}
var MAX_GENEX_DEPTH = 32;
function blockEnd(commands, k) {
  const open = commands[k].name;
  const close = open === "foreach" ? "endforeach" : open === "while" ? "endwhile" : open === "function" ? "endfunction" : open === "macro" ? "endmacro" : void 0;
  if (close === void 0) return void 0;
  let depth = 0;
  for (let j = k + 1; j < commands.length; j++) {
    const name = commands[j].name;
    if (name === open) depth++;
    else if (name === close) {
      if (depth === 0) return j;
      depth--;
    }
  }
  return commands.length;
}
function foreachItems(args, scope) {
  if (args[0] === "RANGE") return [];
  if (args[0] !== "IN") return args;
  const out = [];
  let mode;
  for (const a of args.slice(1)) {
    if (a === "LISTS" || a === "ITEMS") mode = a;
    else if (a === "ZIP_LISTS") mode = void 0;
    else if (mode === "LISTS") pushAll(out, listItems(scope.get(a)));
    else if (mode === "ITEMS") out.push(a);
  }
  return out;
}
function pathComponent(path, mode, base) {
  const name = posix.basename(path);
  const dot = name.indexOf(".");
  const last = name.lastIndexOf(".");
  switch (mode) {
    case "DIRECTORY":
    case "PATH":
      return posix.dirname(path) === "." ? "" : posix.dirname(path);
    case "NAME":
      return name;
    case "EXT":
      return dot < 0 ? "" : name.slice(dot);
    case "NAME_WE":
      return dot < 0 ? name : name.slice(0, dot);
    case "LAST_EXT":
      return last < 0 ? "" : name.slice(last);
    case "NAME_WLE":
      return last < 0 ? name : name.slice(0, last);
    case "ABSOLUTE":
    case "REALPATH":
      return resolvePath(base, path);
    default:
      return "";
  }
}
function cmakeRegExp(source) {
  if (/\([^)]*[+*][^)]*\)[+*{]/.test(source)) return void 0;
  try {
    return new RegExp(source);
  } catch {
    return void 0;
  }
}
function stringCommand(args, scope) {
  const [op, ...rest] = args;
  switch (op) {
    case "REPLACE": {
      const [match, replace, out, ...input] = rest;
      if (match === void 0 || replace === void 0 || out === void 0) return;
      scope.set(out, match === "" ? input.join("") : input.join("").split(match).join(replace));
      return;
    }
    case "REGEX": {
      const [kind, re, replace, out, ...input] = rest;
      if (kind !== "REPLACE" || re === void 0 || replace === void 0 || out === void 0) return;
      const regex = cmakeRegExp(re);
      if (regex === void 0) return;
      scope.set(out, input.join("").replace(new RegExp(regex.source, "g"), replace.replace(/\\(\d)/g, "$$$1")));
      return;
    }
    case "TOLOWER":
    case "TOUPPER": {
      const [input, out] = rest;
      if (input !== void 0 && out !== void 0) scope.set(out, op === "TOLOWER" ? input.toLowerCase() : input.toUpperCase());
      return;
    }
    case "STRIP": {
      const [input, out] = rest;
      if (input !== void 0 && out !== void 0) scope.set(out, input.trim());
      return;
    }
    case "CONCAT": {
      const [out, ...input] = rest;
      if (out !== void 0) scope.set(out, input.join(""));
      return;
    }
    case "APPEND":
    case "PREPEND": {
      const [name, ...input] = rest;
      if (name !== void 0) scope.set(name, op === "APPEND" ? scope.get(name) + input.join("") : input.join("") + scope.get(name));
      return;
    }
  }
}
function parseArguments(args, scope) {
  const argv = args[0] === "PARSE_ARGV";
  const [prefix, options, one, multi] = argv ? args.slice(2) : args;
  if (prefix === void 0) return;
  const input = argv ? listItems(scope.get("ARGV")).slice(Number(args[1]) || 0) : args.slice(4);
  const opts = new Set(listItems(options ?? ""));
  const ones = new Set(listItems(one ?? ""));
  const multis = new Set(listItems(multi ?? ""));
  const values = /* @__PURE__ */ new Map();
  const unparsed = [];
  let current;
  for (const a of input) {
    if (opts.has(a)) {
      values.set(a, ["TRUE"]);
      current = void 0;
    } else if (ones.has(a) || multis.has(a)) {
      values.set(a, []);
      current = a;
    } else if (current !== void 0) {
      values.get(current).push(a);
      if (ones.has(current)) current = void 0;
    } else unparsed.push(a);
  }
  for (const k of [...opts, ...ones, ...multis]) scope.set(`${prefix}_${k}`, values.get(k)?.join(";") ?? (opts.has(k) ? "FALSE" : void 0));
  scope.set(`${prefix}_UNPARSED_ARGUMENTS`, unparsed.length ? unparsed.join(";") : void 0);
}
function cmakeOptions(cmakes, calls) {
  const declared = /* @__PURE__ */ new Map();
  for (const c of cmakes) {
    const text = uncommented(c.text);
    const found = [
      ...[...text.matchAll(/\boption\s*\(\s*([\w.+-]+)\s+"(?:[^"\\]|\\.)*"\s*(\w*)\s*\)/gi)].map((m) => [m.index, m[1], m[2]]),
      ...[...text.matchAll(/\bcmake_dependent_option\s*\(\s*([\w.+-]+)\s+"(?:[^"\\]|\\.)*"\s*(\w+)\s/gi)].map((m) => [m.index, m[1], m[2]])
    ].sort((a, b) => a[0] - b[0]);
    for (const [, name, value] of found) if (!declared.has(name)) declared.set(name, /^(ON|YES|TRUE|Y|1)$/i.test(value));
  }
  const out = [];
  for (const { file, index } of calls) {
    for (const condition of openIfs(uncommented(file.text), index)) {
      const words = condition.split(/[\s()]+/).filter(Boolean);
      if (words.some((w) => /^NOT$/i.test(w))) continue;
      const off = words.filter((w) => declared.get(w) === false);
      if (words.some((w) => /^OR$/i.test(w))) {
        if (words.some((w) => declared.get(w) === true)) continue;
        const pick = off.find((w) => /BENCH/i.test(w)) ?? off[0];
        if (pick !== void 0) out.push(pick);
      } else pushAll(out, off);
    }
  }
  return [...new Set(out)];
}
function openIfs(text, index) {
  const stack = [];
  for (const m of text.slice(0, index).matchAll(/\b(if|elseif|else|endif)\s*\(/gi)) {
    let depth = 1;
    let end = m.index + m[0].length;
    while (end < index && depth > 0) {
      if (text[end] === "(") depth++;
      else if (text[end] === ")") depth--;
      end++;
    }
    const word = m[1].toLowerCase();
    if (word === "if") stack.push({ condition: text.slice(m.index + m[0].length, end - 1), branch: false });
    else if (word === "endif") stack.pop();
    else if (stack.length > 0) stack[stack.length - 1].branch = true;
  }
  return stack.filter((s) => !s.branch).map((s) => s.condition);
}
function uncommented(text) {
  return text.replace(/#[^\n]*/g, (c) => " ".repeat(c.length));
}

// src/init/hyperfine-scripts.ts
import { posix as posix2 } from "node:path";
var SHELL_SCRIPT = /(^|\/)[^/]+\.(sh|bash)$/;
function logicalLines(text) {
  const out = [];
  let pending = "";
  for (const raw of text.split(/\r?\n/)) {
    if (pending === "" && /^\s*#/.test(raw)) continue;
    if (/\\$/.test(raw)) {
      pending += `${raw.slice(0, -1)} `;
      continue;
    }
    out.push(pending + raw);
    pending = "";
  }
  if (pending !== "") out.push(pending);
  return out;
}
function hyperfineAt(line) {
  let quote = "";
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quote !== "") {
      if (c === quote) quote = "";
      else if (c === "\\" && quote === '"') i++;
      continue;
    }
    if (c === '"' || c === "'") quote = c;
    else if (c === "\\") i++;
    else if (c === "h" && line.startsWith("hyperfine", i) && (i === 0 || /[\s;&|(]/.test(line[i - 1])) && (i + 9 === line.length || /\s/.test(line[i + 9]))) return i;
  }
  return -1;
}
var EXPORT_JSON = /--export-json(?:=|\s+)("[^"]*(?:"|$)|'[^']*(?:'|$)|[^\s;&|)]+)/g;
var ASSIGNMENT = /^\s*(?:(?:export|local|readonly|declare)\s+)?([A-Za-z_]\w*)=("[^"`$]*"|'[^']*'|[^\s;#"'`$]*)\s*(?:;|#|$)/;
var DEFAULT_ASSIGNMENT = /^\s*:\s+"?\$\{([A-Za-z_]\w*):?=([^}`$]*)\}"?\s*$/;
var CD_TO_OWN_DIR = /(?:^|[;&|])[ \t]*cd[ \t]+(?:--[ \t]+)?"?\$\([ \t]*dirname[ \t]+(?:--[ \t]+)?"?\$(?:\{BASH_SOURCE(?:\[0\])?\}|BASH_SOURCE|0|\{0\})"?[ \t]*\)"?/m;
var unquote = (word) => /^(["']).*\1$/.test(word) ? word.slice(1, -1) : word;
function literalVariables(lines) {
  const values = /* @__PURE__ */ new Map();
  for (const line of lines) {
    const m = ASSIGNMENT.exec(line) ?? DEFAULT_ASSIGNMENT.exec(line);
    if (m === null) continue;
    const value = unquote(m[2]);
    const was = values.get(m[1]);
    values.set(m[1], was === void 0 || was === value ? value : null);
  }
  const known = /* @__PURE__ */ new Map();
  for (const [k, v] of values) if (v !== null) known.set(k, v);
  return known;
}
function expand(word, vars) {
  if (/[`*?[]/.test(word) || word.includes("$(")) return void 0;
  let unknown = false;
  const out = word.replace(/\$(?:\{([A-Za-z_]\w*)(?::?[-=]([^}$]*))?\}|([A-Za-z_]\w*))/g, (_, braced, fallback, bare) => {
    const value = vars.get(braced ?? bare) ?? fallback;
    if (value === void 0 || value.includes("$")) unknown = true;
    return value ?? "";
  });
  return unknown || out.includes("$") ? void 0 : out;
}
function interpreter(text) {
  const m = /^#!\s*(?:\/usr\/bin\/env\s+)?(?:\/\S*\/)?(bash|sh|dash|zsh|ksh)\b/.exec(text);
  return m?.[1] ?? "bash";
}
var TOOLCHAIN_MANIFESTS = [
  [/^Cargo\.toml$/, "rust"],
  [/^go\.mod$/, "go"],
  [/^package\.json$/, "node"],
  [/^(pyproject\.toml|setup\.py|setup\.cfg)$/, "python"],
  [/^(pom\.xml|build\.gradle(\.kts)?)$/, "java"],
  [/^CMakeLists\.txt$/, "cpp"]
];
function namesByFolder(files) {
  const names = /* @__PURE__ */ new Map();
  for (const f of files) {
    const d = posix2.dirname(f.path);
    const list = names.get(d);
    if (list === void 0) names.set(d, [posix2.basename(f.path)]);
    else list.push(posix2.basename(f.path));
  }
  return names;
}
function toolchainOf(names, dir) {
  for (let d = dir; ; d = posix2.dirname(d)) {
    for (const [manifest, toolchain] of TOOLCHAIN_MANIFESTS) if ((names.get(d) ?? []).some((n) => manifest.test(n))) return { toolchain, root: d };
    if (d === ".") return void 0;
  }
}
function outputFiles(exports, vars) {
  const paths = [];
  for (const word of exports) {
    const path = unquote(word);
    const whole = expand(path, vars);
    if (whole !== void 0) {
      paths.push(posix2.normalize(whole));
      continue;
    }
    const dir = path.includes("/") ? expand(path.slice(0, path.lastIndexOf("/")), vars) : void 0;
    if (dir === void 0) return void 0;
    paths.push(posix2.join(dir, "*.json"));
  }
  const unique = [...new Set(paths)];
  const dirs = new Set(unique.map((p) => posix2.dirname(p)));
  if (unique.length > 1 && dirs.size === 1) return [posix2.join([...dirs][0], "*.json")];
  return unique;
}
function hyperfineScripts(files) {
  const out = [];
  let names;
  for (const f of files) {
    if (!SHELL_SCRIPT.test(f.path)) continue;
    const lines = logicalLines(f.text);
    const exports = [];
    for (const line of lines) {
      const at = line.includes("--export-json") ? hyperfineAt(line) : -1;
      if (at < 0) continue;
      for (const m of line.slice(at).matchAll(EXPORT_JSON)) exports.push(m[1]);
    }
    if (exports.length === 0) continue;
    const scriptDir = posix2.dirname(f.path);
    const ownDir = CD_TO_OWN_DIR.test(f.text);
    const cwd = ownDir ? scriptDir : ".";
    const script = ownDir ? posix2.basename(f.path) : f.path;
    const project = toolchainOf(names ??= namesByFolder(files), scriptDir);
    const release = project?.toolchain === "rust" && /^\s*--release\)/m.test(f.text);
    const outputs = outputFiles(exports, literalVariables(lines));
    const todos = [
      `check that ${script} runs unattended as written here${release ? "" : " (a build first, or the arguments it needs)"}: benchgate reads the script, it does not know its options`,
      ...outputs === void 0 ? [`its --export-json paths are not literal (${exports.join(", ")}): set output.files to the JSON files it writes`] : []
    ];
    out.push({
      harness: "hyperfine",
      label: posix2.basename(f.path).replace(/\.(sh|bash)$/, ""),
      cwd,
      run: `${interpreter(f.text)} ${script}${release ? " --release" : ""}`,
      ...release ? { install: project.root === cwd ? "cargo build --release" : `cd ${posix2.relative(cwd, project.root)} && cargo build --release` } : {},
      output: { files: outputs ?? ["*.json"] },
      evidence: `hyperfine --export-json in ${f.path}`,
      todo: todos.join("; "),
      toolchain: project?.toolchain ?? "none"
    });
  }
  return out;
}

// src/init/detect.ts
var GO_SECONDS_PER_BENCHMARK = 1.5;
var TINYBENCH_MS = { time: 1e3, warmupTime: 250 };
var VITEST_BENCH_MS = { time: 500, warmupTime: 100 };
var VITEST_START_SECONDS = 2;
var JS_LOOP = /\bfor\s*\(|\bwhile\s*\(|\.forEach\(|\.map\(/;
function jsSeconds(texts, count, defaults) {
  if (count === 0 || texts.some((t) => JS_LOOP.test(t))) return void 0;
  const literal = (key) => {
    const found = texts.flatMap((t) => [...t.matchAll(new RegExp(`\\b${key}\\s*:\\s*(\\d+(?:\\.\\d+)?)\\b`, "g"))].map((m) => Number(m[1])));
    return found.length ? maxOf(found) : void 0;
  };
  return count * ((literal("time") ?? defaults.time) + (literal("warmupTime") ?? defaults.warmupTime)) / 1e3;
}
var SKIPPED_DIRS = /* @__PURE__ */ new Set([".git", "node_modules", "target", "vendor", "dist", "build", "out", ".venv", "venv", "__pycache__", ".tox", ".benchgate", ".gradle", ".idea"]);
var SOURCE_EXT = /\.(go|py|[cm]?[jt]sx?|cc|cpp|cxx|c\+\+|h|hh|hpp)$/;
var MANIFESTS = /(^|\/)(asv\.conf\.json(?:\.(?:sample|example|template|dist))?|Cargo\.toml|go\.mod|package\.json|pom\.xml|pyproject\.toml|setup\.cfg|setup\.py|pytest\.ini|tox\.ini|CMakeLists\.txt|[^/]+\.cmake|requirements[^/]*\.txt)$/;
var LOCKFILES = /(^|\/)(package-lock\.json|npm-shrinkwrap\.json|yarn\.lock|pnpm-lock\.yaml)$/;
var GRADLE_SCRIPT = /(^|\/)[^/]+\.gradle(\.kts)?$/;
var GIT_ATTRIBUTES = /(^|\/)\.gitattributes$/;
function usesGitLfs(files) {
  return files.some((f) => GIT_ATTRIBUTES.test(f.path) && /^[^#\n]*\bfilter=lfs\b/m.test(f.text));
}
var GIT_MODULES = /^\.gitmodules$/;
function usesSubmodules(files) {
  return files.some((f) => GIT_MODULES.test(f.path) && /^\s*\[submodule\b/m.test(f.text));
}
function submodulePaths(gitmodules) {
  return [...gitmodules.matchAll(/^\s*path\s*=\s*(.+?)\s*$/gm)].map((m) => m[1].replace(/^\.\//, "").replace(/\/+$/, ""));
}
var GRADLE_CATALOG = /(^|\/)gradle\/[^/]+\.versions\.toml$/;
var GRADLE_WRAPPER = /(^|\/)gradlew$/;
function isPresenceFile(path) {
  return LOCKFILES.test(path) || GRADLE_WRAPPER.test(path);
}
function isPresenceDir(path) {
  return /(^|\/)src\/jmh$/.test(path);
}
var RUST_BENCH = /(^|\/)benches\/(.*\/)?[^/]+\.rs$/;
function isRelevantFile(path) {
  return MANIFESTS.test(path) || SOURCE_EXT.test(path) || LOCKFILES.test(path) || RUST_BENCH.test(path) || GRADLE_SCRIPT.test(path) || GRADLE_CATALOG.test(path) || GIT_ATTRIBUTES.test(path) || GIT_MODULES.test(path) || SHELL_SCRIPT.test(path);
}
function nodeInstall(files, dir) {
  const { command, root } = nodeInstallAt(files, dir);
  return root === dir ? command : `cd ${posix3.relative(dir, root)} && ${command}`;
}
function nodeInstallAt(files, dir) {
  const present = new Set(files.filter((f) => LOCKFILES.test(f.path)).map((f) => f.path));
  const at = (d, name) => present.has(d === "." ? name : `${d}/${name}`);
  for (let d = dir; ; d = dirOf(d)) {
    const command = at(d, "pnpm-lock.yaml") ? "pnpm install --frozen-lockfile" : at(d, "yarn.lock") ? "yarn install --frozen-lockfile" : at(d, "package-lock.json") || at(d, "npm-shrinkwrap.json") ? "npm ci" : void 0;
    if (command !== void 0) return { command, root: d };
    if (d === ".") return { command: "npm install", root: dir };
  }
}
var dirOf = (path) => posix3.dirname(path);
var isUnder = (path, dir) => dir === "." || path.startsWith(`${dir}/`);
var nearest = (path, dirs) => dirs.filter((d) => isUnder(path, d)).sort((a, b) => b.length - a.length)[0];
function detectSuites(files) {
  const sorted = [...files].sort((a, b) => a.path < b.path ? -1 : a.path > b.path ? 1 : 0);
  const found = [...rust(sorted), ...go(sorted), ...python(sorted), ...node(sorted), ...jmh(sorted), ...gradleJmh(sorted), ...cpp(sorted), ...hyperfineScripts(sorted)];
  return nameSuites(found);
}
function nameSuites(suites) {
  const count = /* @__PURE__ */ new Map();
  for (const s of suites) count.set(s.harness, (count.get(s.harness) ?? 0) + 1);
  const used = /* @__PURE__ */ new Set();
  return suites.map((s) => {
    const base = count.get(s.harness) > 1 ? `${s.harness}-${s.label ?? (s.cwd === "." ? "root" : s.cwd.replace(/\//g, "-"))}` : s.harness;
    let name = base;
    for (let i = 2; used.has(name); i++) name = `${base}-${i}`;
    used.add(name);
    return { name, ...s };
  });
}
function cargoDependency(toml, crate) {
  let section = "";
  for (const raw of toml.split(/\r?\n/)) {
    const line = raw.replace(/#.*$/, "").trim();
    const header = /^\[([^\]]+)\]$/.exec(line);
    if (header) {
      section = header[1].replace(/\s/g, "");
      const table = new RegExp(`(^|\\.)((dev-)?dependencies)\\.${crate}$`).exec(section);
      if (table) return `[${table[2]}]`;
      continue;
    }
    const inDeps = /(^|\.)(dev-)?dependencies$/.exec(section);
    if (inDeps && new RegExp(`^${crate}\\s*(=|\\.)`).test(line)) return `[${inDeps[2] ?? ""}dependencies]`;
  }
  return void 0;
}
var CARGO_BUILD = "cargo bench --no-run";
function rust(files) {
  const manifests = files.filter((f) => posix3.basename(f.path) === "Cargo.toml");
  const workspaces = manifests.filter((m) => /^\s*\[workspace\]/m.test(m.text)).map((m) => dirOf(m.path));
  const out = [];
  for (const m of manifests) {
    if (!/^\s*\[package\]/m.test(m.text)) continue;
    const dir = dirOf(m.path);
    const root = nearest(m.path, workspaces) ?? dir;
    const target = posix3.join(posix3.relative(dir, root) || ".", "target", "criterion");
    const mine = out.length;
    const criterion = cargoDependency(m.text, "criterion");
    if (criterion) {
      out.push({ harness: "criterion", cwd: dir, run: "cargo bench", output: { files: [target] }, evidence: `${m.path}: criterion in ${criterion}`, toolchain: "rust", install: CARGO_BUILD });
    }
    const divan = cargoDependency(m.text, "divan");
    if (divan) {
      out.push({
        harness: "divan",
        cwd: dir,
        run: "cargo bench",
        output: "stdout",
        evidence: `${m.path}: divan in ${divan}`,
        ...criterion ? { todo: "criterion and divan share `cargo bench`: give each suite its own `--bench NAME`" } : {},
        toolchain: "rust",
        install: CARGO_BUILD
      });
    }
    let callgrinds = false;
    for (const crate of ["gungraun", "iai-callgrind"]) {
      const callgrind = cargoDependency(m.text, crate);
      if (!callgrind) continue;
      callgrinds = true;
      const shared = criterion || divan ? `; it shares \`cargo bench\` with ${criterion ? "criterion" : "divan"}: give each suite its own \`--bench NAME\`` : "";
      out.push({
        harness: crate,
        cwd: dir,
        run: "cargo bench",
        output: "stdout",
        evidence: `${m.path}: ${crate} in ${callgrind}`,
        todo: `${crate} needs Valgrind and the runner of the same version on the runner machine: the workflows written here install them; elsewhere \`sudo apt-get install -y valgrind && cargo install ${crate}-runner --version <${crate}'s version>\`${shared}`,
        toolchain: "rust",
        install: CARGO_BUILD
      });
    }
    const bencher = cargoDependency(m.text, "bencher");
    if (bencher) {
      const others = out.slice(mine).map((s) => s.harness);
      out.push({
        harness: "cargo-bench",
        cwd: dir,
        run: "cargo bench",
        output: "stdout",
        evidence: `${m.path}: bencher in ${bencher}`,
        ...others.length > 0 ? { todo: `bencher shares \`cargo bench\` with ${describeList(others)}: give each suite its own \`--bench NAME\`` } : {},
        toolchain: "rust",
        install: CARGO_BUILD
      });
    }
    const libtest = libtestBenches(files, m, dir);
    if (libtest.length > 0) {
      for (const other of out.slice(mine)) {
        const own = `\`cargo bench\` also builds the #[bench] targets (${libtest.map((t) => t.target).join(", ")}), which only nightly compiles: give this suite \`--bench NAME\` for its own`;
        other.todo = other.todo === void 0 ? own : `${other.todo}; ${own}`;
      }
      const only = criterion || divan || callgrinds || bencher ? libtest.map((t) => ` --bench ${t.target}`).join("") : "";
      out.push({
        harness: "cargo-bench",
        cwd: dir,
        run: `cargo +nightly bench${only}`,
        output: "stdout",
        evidence: `#[bench] in ${describeList(libtest.map((t) => t.path))}`,
        todo: "libtest's #[bench] builds only on a nightly toolchain: the workflows written here install it; elsewhere run `rustup toolchain install nightly --profile minimal`",
        toolchain: "rust",
        install: "cargo +nightly bench --no-run"
      });
    }
    const targets = benchTargets(files, m, dir);
    withRequiredFeatures(out.slice(mine), targets);
    for (const suite of out.slice(mine)) if (suite.harness === "criterion") withCriterionDefaults(suite, targets);
    const unread = unreadTargetsNote(m, targets);
    const first = out[mine];
    if (unread !== void 0 && first !== void 0) first.todo = first.todo === void 0 ? unread : `${first.todo}; ${unread}`;
  }
  return out;
}
function unreadBenchTargets(files) {
  const sorted = [...files].sort((a, b) => a.path < b.path ? -1 : a.path > b.path ? 1 : 0);
  return sorted.filter((m) => posix3.basename(m.path) === "Cargo.toml" && /^\s*\[package\]/m.test(m.text)).map((m) => unreadTargetsNote(m, benchTargets(sorted, m, dirOf(m.path)))).filter((note) => note !== void 0);
}
var RUST_STD = /* @__PURE__ */ new Set(["std", "core", "alloc", "self", "super", "crate"]);
function unreadTargetsNote(manifest, targets) {
  const reads = (text) => Object.entries(HARNESS_SOURCE).some(([crate, source]) => source.test(text) && cargoDependency(manifest.text, crate) !== void 0) || /\bbencher::|\bbenchmark_main!/.test(text) && cargoDependency(manifest.text, "bencher") !== void 0 || /^\s*#\[bench\]/m.test(text);
  const unread = targets.filter((t) => !reads(t.text));
  if (unread.length === 0) return void 0;
  const harnesses = /* @__PURE__ */ new Set();
  const HINTS = [/\b([a-z][a-z0-9_]*)::main!/g, /\buse\s+([a-z][a-z0-9_]*)::prelude\b/g, /\b([a-z][a-z0-9_]*bench[a-z0-9_]*)::/g];
  for (const t of unread) {
    const crates = HINTS.flatMap((hint) => [...t.text.matchAll(hint)].map((x) => x[1]));
    const named = crates.filter((c) => !RUST_STD.has(c)).flatMap((c) => [c, c.replace(/_/g, "-")]).find((c) => cargoDependency(manifest.text, c) !== void 0 && !(c in HARNESS_SOURCE) && c !== "bencher");
    if (named !== void 0) harnesses.add(named);
  }
  const list = listSome(unread.map((t) => `${t.name} (${t.path})`), 3);
  const under = harnesses.size > 0 ? `run under ${[...harnesses].join(", ")}, which benchgate does not read` : "run no harness benchgate reads";
  return `bench target${unread.length > 1 ? "s" : ""} ${list} of ${manifest.path} ${under}: not measured (a \`custom-json\` suite reads a harness's own JSON: docs/custom-json.md)`;
}
var HARNESS_SOURCE = {
  criterion: /\bcriterion(?:::|_main!)/,
  divan: /\bdivan::/,
  gungraun: /\bgungraun::/,
  "iai-callgrind": /\biai_callgrind::/
};
function withRequiredFeatures(suites, targets) {
  for (const s of suites) {
    const source = HARNESS_SOURCE[s.harness];
    if (source === void 0) continue;
    const own = targets.filter((t) => source.test(t.text));
    const features = [...new Set(own.flatMap((t) => t.requiredFeatures))];
    if (features.length === 0) continue;
    const args = ` --features ${features.join(",")}${own.map((t) => ` --bench ${t.name}`).join("")}`;
    s.run = `cargo bench${args}`;
    s.install = `cargo bench${args} --no-run`;
    if (s.todo !== void 0) s.todo = s.todo.replace(/; it shares `cargo bench` with \w+: give each suite its own `--bench NAME`$/, "").replace(/^\w+ and \w+ share `cargo bench`: give each suite its own `--bench NAME`$/, "") || void 0;
    if (s.todo === void 0) delete s.todo;
  }
}
var CRITERION_DEFAULTS = { samples: 100, measurement: 5, warmUp: 3, resamples: 1e5 };
var CRITERION_OVERHEAD_SECONDS = { fixed: 4, perSampleResample: 33 / (5e3 * 1e5) };
var RUN_TIMEOUT_SECONDS = 30 * 60;
function criterionSetting(texts, name) {
  const found = [];
  const duration = /^Duration::from_(secs|millis|secs_f64|secs_f32)\(\s*([\d_.]+)\s*\)/;
  for (const text of texts) {
    for (const m of text.matchAll(new RegExp(`\\.${name}\\(\\s*([^()]*(?:\\([^()]*\\))?)\\s*\\)`, "g"))) {
      const arg = m[1].trim().replace(/^std::time::|^core::time::/, "");
      const d = duration.exec(arg);
      const value = d !== null ? Number(d[2].replace(/_/g, "")) / (d[1] === "millis" ? 1e3 : 1) : Number(arg.replace(/_/g, ""));
      if (Number.isFinite(value) && value > 0) found.push(value);
    }
  }
  return found.length > 0 ? maxOf(found) : void 0;
}
function withCriterionDefaults(suite, targets) {
  const named = [...suite.run.matchAll(/--bench (\S+)/g)].map((x) => x[1]);
  const runs = named.length > 0 ? targets.filter((t) => named.includes(t.name)) : targets;
  if (runs.length === 0 || !runs.every((t) => HARNESS_SOURCE.criterion.test(t.text))) return;
  const texts = runs.map((t) => t.text);
  const set = {
    samples: criterionSetting(texts, "sample_size"),
    measurement: criterionSetting(texts, "measurement_time"),
    warmUp: criterionSetting(texts, "warm_up_time"),
    resamples: criterionSetting(texts, "nresamples")
  };
  const samples = set.samples ?? CRITERION_DEFAULTS.samples;
  const measurement = set.measurement ?? CRITERION_DEFAULTS.measurement;
  const warmUp = set.warmUp ?? CRITERION_DEFAULTS.warmUp;
  const resamples = set.resamples ?? CRITERION_DEFAULTS.resamples;
  const count = texts.reduce((n, t) => n + (t.match(/\.bench_(?:function|with_input)\s*\(/g)?.length ?? 0), 0);
  const overhead = (n, r) => CRITERION_OVERHEAD_SECONDS.fixed + CRITERION_OVERHEAD_SECONDS.perSampleResample * n * r;
  const perBenchmark = (n, measure, warm, r) => warm + measure + overhead(n, r);
  const seconds = count * perBenchmark(samples, measurement, warmUp, resamples);
  const d = CRITERION_DEFAULTS;
  const heavier = samples > d.samples || measurement > d.measurement || warmUp > d.warmUp || resamples > d.resamples;
  if (seconds <= RUN_TIMEOUT_SECONDS || !heavier) return;
  const args = `--sample-size ${d.samples} --measurement-time ${d.measurement} --warm-up-time ${d.warmUp}`;
  suite.run = suite.run.includes(" -- ") ? `${suite.run} ${args}` : `${suite.run} -- ${args}`;
  const asked = [
    ...set.samples !== void 0 ? [`sample_size(${samples})`] : [],
    ...set.measurement !== void 0 ? [`measurement_time ${measurement} s`] : [],
    ...set.warmUp !== void 0 ? [`warm_up_time ${warmUp} s`] : [],
    ...set.resamples !== void 0 ? [`nresamples(${resamples})`] : []
  ].join(", ");
  const minutes = (x) => `${Math.round(x / 60)} min`;
  const todo = `the benchmarks' criterion config (${asked}) makes a run of their ${count} benchmarks about ${minutes(seconds)}, over the ${minutes(RUN_TIMEOUT_SECONDS)} timeout (criterion's analysis of ${samples} samples alone takes ~${Math.round(overhead(samples, resamples))} s a benchmark): \`run\` passes criterion's defaults (\`${args}\`, about ${minutes(count * perBenchmark(d.samples, d.measurement, d.warmUp, d.resamples))} a run), which take the place of a group's config; remove them, and raise \`timeout\`, to measure with the project's own`;
  suite.todo = suite.todo === void 0 ? todo : `${suite.todo}; ${todo}`;
}
function benchTargets(files, manifest, dir) {
  const at = (rel) => files.find((f) => f.path === posix3.join(dir, rel));
  const out = [];
  const seen = /* @__PURE__ */ new Set();
  for (const table of manifest.text.split(/^\s*\[\[bench\]\]\s*$/m).slice(1)) {
    const body = table.split(/^\s*\[/m)[0];
    const name = /^\s*name\s*=\s*"([^"]+)"/m.exec(body)?.[1];
    if (name === void 0) continue;
    const path = /^\s*path\s*=\s*"([^"]+)"/m.exec(body)?.[1];
    const file = path !== void 0 ? at(path) : at(`benches/${name}.rs`) ?? at(`benches/${name}/main.rs`);
    if (file === void 0) continue;
    seen.add(file.path);
    const features = /^\s*required-features\s*=\s*\[([^\]]*)\]/m.exec(body)?.[1] ?? "";
    out.push({ name, path: file.path, requiredFeatures: [...features.matchAll(/"([^"]+)"/g)].map((x) => x[1]), text: file.text });
  }
  if (/^\s*autobenches\s*=\s*false/m.test(manifest.text)) return out;
  const benches = posix3.join(dir, "benches") + "/";
  for (const f of files) {
    if (seen.has(f.path) || !f.path.startsWith(benches)) continue;
    const rel = f.path.slice(benches.length);
    const name = /^[^/]+\.rs$/.test(rel) ? rel.slice(0, -3) : /^[^/]+\/main\.rs$/.test(rel) ? rel.slice(0, -"/main.rs".length) : void 0;
    if (name !== void 0) out.push({ name, path: f.path, requiredFeatures: [], text: f.text });
  }
  return out;
}
function libtestBenches(files, manifest, dir) {
  const named = /* @__PURE__ */ new Map();
  for (const table of manifest.text.split(/^\s*\[\[bench\]\]\s*$/m).slice(1)) {
    const body = table.split(/^\s*\[/m)[0];
    const name = /^\s*name\s*=\s*"([^"]+)"/m.exec(body)?.[1];
    const path = /^\s*path\s*=\s*"([^"]+)"/m.exec(body)?.[1];
    if (name !== void 0 && path !== void 0) named.set(posix3.normalize(path), name);
  }
  const benches = dir === "." ? "benches/" : `${dir}/benches/`;
  return files.filter((f) => f.path.startsWith(benches) && f.path.endsWith(".rs") && /^\s*#\[bench\]/m.test(f.text)).map((f) => {
    const rel = f.path.slice(benches.length);
    const own = rel.endsWith("/main.rs") ? rel.slice(0, -"/main.rs".length) : rel.slice(0, -".rs".length);
    return { path: f.path, target: named.get(`benches/${rel}`) ?? own };
  }).filter((t) => !t.target.includes("/"));
}
function go(files) {
  const modules = files.filter((f) => posix3.basename(f.path) === "go.mod").map((f) => dirOf(f.path));
  const byModule = /* @__PURE__ */ new Map();
  for (const f of files) {
    if (!f.path.endsWith("_test.go") || !/^func\s+Benchmark\w*\s*\(\s*\w+\s+\*testing\.B\s*\)/m.test(f.text)) continue;
    const mod = nearest(f.path, modules) ?? dirOf(f.path);
    byModule.set(mod, [...byModule.get(mod) ?? [], f.path]);
  }
  return [...byModule].map(([mod, tests]) => {
    const texts = files.filter((f) => tests.includes(f.path));
    const tagged = texts.map((f) => ({ path: f.path, tags: goBuildTags(f.text) })).filter((t) => t.tags.length > 0);
    const tags = [...new Set(tagged.flatMap((t) => t.tags))];
    const allTagged = tagged.length === texts.length;
    return {
      ...goEstimate(allTagged ? texts : texts.filter((f) => !tagged.some((t) => t.path === f.path))),
      harness: "go-bench",
      cwd: mod,
      // One sample per benchmark per process: `repeat` (written by renderConfig) makes the runs the replicates.
      run: `go test -run '^$'${allTagged ? ` -tags ${tags.join(",")}` : ""} -bench . -benchmem -count 1 ./...`,
      output: "stdout",
      evidence: `func Benchmark\u2026 in ${describeList(tests)}`,
      ...allTagged ? { todo: `every benchmark file here builds only with \`-tags ${tags.join(",")}\` (their //go:build line), so \`run\` passes them: check they compile nothing else you would not measure` } : tagged.length > 0 ? { todo: `${describeList(tagged.map((t) => t.path))} build only with \`-tags ${tags.join(",")}\` (their //go:build line): this command leaves their benchmarks out; add the tags to \`run\` to measure them` } : {},
      toolchain: "go"
    };
  });
}
var GO_OS = "aix android darwin dragonfly freebsd hurd illumos ios js linux nacl netbsd openbsd plan9 solaris wasip1 windows zos";
var GO_ARCH = "386 amd64 amd64p32 arm armbe arm64 arm64be loong64 mips mipsle mips64 mips64le mips64p32 mips64p32le ppc ppc64 ppc64le riscv riscv64 s390 s390x sparc sparc64 wasm";
var GO_TOOL_TAGS = /* @__PURE__ */ new Set([...GO_OS.split(" "), ...GO_ARCH.split(" "), "unix", "cgo", "gc", "gccgo", "race", "msan", "asan"]);
var GO_RUNNER_TAGS = /* @__PURE__ */ new Set(["linux", "amd64", "unix", "gc", "cgo"]);
var isGoToolTag = (tag) => GO_TOOL_TAGS.has(tag) || /^go1\.\d+$/.test(tag) || tag.startsWith("goexperiment.");
var MAX_BUILD_TOKENS = 256;
function goBuildTags(text) {
  const header = text.split(/^package\s/m)[0];
  const expr = /^\/\/go:build\s+(.+)$/m.exec(header)?.[1]?.trim();
  if (expr === void 0) return [];
  const tokens = expr.match(/!|&&|\|\||\(|\)|[\w.]+/g) ?? [];
  if (tokens.length > MAX_BUILD_TOKENS) return [];
  const own = [...new Set(tokens.filter((t, i) => /^[\w.]+$/.test(t) && !isGoToolTag(t) && tokens[i - 1] !== "!"))];
  const holds = (set) => {
    let i = 0;
    const or = () => {
      let v2 = and();
      while (tokens[i] === "||") {
        i++;
        const r = and();
        v2 = v2 === void 0 || r === void 0 ? void 0 : v2 || r;
      }
      return v2;
    };
    const and = () => {
      let v2 = unary();
      while (tokens[i] === "&&") {
        i++;
        const r = unary();
        v2 = v2 === void 0 || r === void 0 ? void 0 : v2 && r;
      }
      return v2;
    };
    const unary = () => {
      const t = tokens[i++];
      if (t === "!") {
        const v2 = unary();
        return v2 === void 0 ? void 0 : !v2;
      }
      if (t === "(") {
        const v2 = or();
        return tokens[i++] === ")" ? v2 : void 0;
      }
      return t !== void 0 && /^[\w.]+$/.test(t) ? set(t) : void 0;
    };
    const v = or();
    return i === tokens.length ? v : void 0;
  };
  const runner = (t) => GO_RUNNER_TAGS.has(t) || /^go1\.\d+$/.test(t);
  if (own.length === 0 || holds(runner) !== false) return [];
  return holds((t) => runner(t) || own.includes(t)) === true ? own : [];
}
function goEstimate(tests) {
  if (tests.some((f) => /\.Run\s*\(/.test(f.text))) return {};
  const count = tests.reduce((n, f) => n + (f.text.match(/^func\s+Benchmark\w*\s*\(\s*\w+\s+\*testing\.B\s*\)/gm) ?? []).length, 0);
  return { estimatedSeconds: count * GO_SECONDS_PER_BENCHMARK };
}
var PY_PROJECT = /(^|\/)(pyproject\.toml|setup\.cfg|setup\.py|pytest\.ini|tox\.ini|requirements[^/]*\.txt)$/;
function pytestTestpaths(files, dir) {
  return pytestList(files, dir, "testpaths")?.map((p) => posix3.normalize(p).replace(/\/+$/, ""));
}
function pytestList(files, dir, key) {
  for (const f of files) {
    if (dirOf(f.path) !== dir || !/^(pyproject\.toml|pytest\.ini|tox\.ini|setup\.cfg)$/.test(posix3.basename(f.path))) continue;
    const m = new RegExp(`^[ \\t]*${key}[ \\t]*=[ \\t]*(\\[[^\\]]*\\]|.*)`, "m").exec(f.text);
    if (m === null) continue;
    const value = m[1];
    if (value.startsWith("[")) return [...value.matchAll(/["']([^"']+)["']/g)].map((x) => x[1]);
    const more = f.path.endsWith(".toml") ? [] : iniContinuation(f.text.slice(m.index + m[0].length + 1));
    return [value, ...more].join(" ").split(/[\s,]+/).filter(Boolean);
  }
  return void 0;
}
function iniContinuation(rest) {
  const out = [];
  for (const line of rest.split("\n")) {
    const trimmed = line.trim();
    if (trimmed === "" || trimmed.startsWith("#") || trimmed.startsWith(";")) continue;
    if (!/^[ \t]/.test(line)) break;
    out.push(trimmed);
  }
  return out;
}
var ADDOPTS_AGAINST_BENCHMARKS = /^(?:-p\s*no:(?:pytest_)?benchmark|--benchmark-(?:skip|disable)\b|-n|--numprocesses\b|--dist\b|--tx\b|--cov\b|-p\s*pytest_cov\b|--codspeed\b)/;
function collectedByName(path, patterns = ["test_*.py", "*_test.py"]) {
  const name = posix3.basename(path);
  return patterns.some((p) => new RegExp(`^${p.split("").map((c) => c === "*" ? ".*" : c === "?" ? "." : escapeRegExp(c)).join("")}$`).test(name));
}
var PY_VENV = ".benchgate-venv";
var PY_VENV_PYTHON = `${PY_VENV}/bin/python`;
var PURELIB = `-c 'import sysconfig; print(sysconfig.get_path("purelib"))'`;
var pyInstall = (project) => `python3 -m venv --system-site-packages ${PY_VENV} && echo '*' > ${PY_VENV}/.gitignore && python3 ${PURELIB} > "$(${PY_VENV_PYTHON} ${PURELIB})/benchgate-outer.pth" && ${PY_VENV_PYTHON} -m pip install ${project}`;
function benchExtraRequirements(files, dir, benchTexts) {
  const name = (r) => (/^[A-Za-z0-9][\w.-]*/.exec(r)?.[0] ?? "").toLowerCase().replace(/[-_.]+/g, "-");
  const imported = /* @__PURE__ */ new Set();
  const modules = (text) => [...text.matchAll(PY_IMPORT)].flatMap((m) => (m[1] ?? m[2]).split(",").map((mod) => mod.trim()));
  const byPath = new Map(files.map((f) => [f.path, f]));
  const own = (mod) => {
    const rel = mod.replace(/\./g, "/");
    for (const base of dir === "." ? ["", "src/"] : [`${dir}/`, `${dir}/src/`]) {
      const found = byPath.get(`${base}${rel}.py`) ?? byPath.get(`${base}${rel}/__init__.py`);
      if (found !== void 0) return found;
    }
    return void 0;
  };
  const read = /* @__PURE__ */ new Set();
  for (const t of benchTexts) {
    for (const mod of modules(t)) {
      imported.add(mod.split(".")[0].toLowerCase());
      const file = mod.includes(".") ? own(mod) : void 0;
      if (file === void 0 || read.has(file)) continue;
      read.add(file);
      for (const inner of modules(file.text)) imported.add(inner.split(".")[0].toLowerCase());
    }
  }
  const extras = [...extrasOf(files, dir), ...extrasOf(files, dir, GROUPS)];
  const bench = extras.find((requirements) => requirements.some((r) => name(r) === "pytest-benchmark"));
  const notTooling = (r) => !["pytest", "pytest-benchmark", "pytest-codspeed"].includes(name(r));
  const out = bench?.filter(notTooling) ?? [];
  for (const requirements of extras) {
    if (requirements === bench || !requirements.some((r) => notTooling(r) && imported.has(name(r).replace(/-/g, "_")))) continue;
    for (const r of requirements) if (notTooling(r) && !out.includes(r)) out.push(r);
  }
  return out;
}
var PY_IMPORT = /^[ \t]*(?:import[ \t]+([\w.]+(?:[ \t]*,[ \t]*[\w.]+)*)|from[ \t]+([\w.]+)[ \t]+import\b)/gm;
var TOML_LISTS = /^[ \t]*["']?[A-Za-z0-9][\w.-]*["']?[ \t]*=[ \t]*\[((?:"(?:[^"\\\n]|\\.)*"|'[^'\n]*'|[^\]"'])*)/gm;
var tomlItems = (list) => [...list.replace(/\{[^{}]*\}/g, "").matchAll(TOML_STRING)].filter((m) => m[2] !== "" && m[4] !== "").map((m) => m[1] === void 0 ? m[3] : tomlUnescape(m[1]));
var EXTRAS = [
  ["pyproject.toml", "project.optional-dependencies", TOML_LISTS, tomlItems],
  ["setup.cfg", "options.extras_require", /^[A-Za-z0-9][\w.-]*[ \t]*=(.*(?:\n[ \t]+.*)*)/gm, (list) => list.split("\n")]
];
var GROUPS = [["pyproject.toml", "dependency-groups", TOML_LISTS, tomlItems]];
function extrasOf(files, dir, kinds = EXTRAS) {
  for (const [file, table, entry, items] of kinds) {
    const text = files.find((f) => f.path === (dir === "." ? file : `${dir}/${file}`))?.text;
    const start = text?.search(new RegExp(`^[ \\t]*\\[${escapeRegExp(table)}\\][ \\t]*$`, "m")) ?? -1;
    if (text === void 0 || start < 0) continue;
    const body = text.slice(start).split(/\n(?=[ \t]*\[[^\]\n]+\][ \t]*(?:#.*)?$)/m)[0].replace(/^.*\n/, "");
    const uncommented2 = (list) => list.replace(new RegExp(`(${TOML_STRING.source})|#.*$`, "gm"), (_, quoted) => quoted ?? "");
    return [...body.matchAll(entry)].map((m) => items(uncommented2(m[1])).map((r) => r.trim()).filter(Boolean));
  }
  return [];
}
var TOML_STRING = /"((?:[^"\\\n]|\\.)*)("|$)|'([^'\n]*)('|$)/gm;
function tomlUnescape(body) {
  const simple = { b: "\b", t: "	", n: "\n", f: "\f", r: "\r", '"': '"', "\\": "\\" };
  return body.replace(
    /\\(?:u([0-9a-fA-F]{4})|U([0-9a-fA-F]{8})|(.))/g,
    (whole, u4, u8, c) => u4 !== void 0 || u8 !== void 0 ? parseInt(u4 ?? u8, 16) <= 1114111 ? String.fromCodePoint(parseInt(u4 ?? u8, 16)) : whole : simple[c] ?? whole
  );
}
var shellWord = (s) => /^[\w.,@/+-]+$/.test(s) ? s : s.includes("'") ? `"${s}"` : `'${s}'`;
function installableDirs(files) {
  return files.filter((f) => posix3.basename(f.path) === "setup.py" || posix3.basename(f.path) === "pyproject.toml" && /^\s*\[(build-system|project)\]\s*$/m.test(f.text)).map((f) => dirOf(f.path));
}
function python(files) {
  const installable = installableDirs(files);
  const declared = files.filter((f) => PY_PROJECT.test(f.path) && /^[^#\n]*\bpytest[-_]benchmark\b/im.test(f.text));
  const usedIn = files.filter((f) => /\.py$/.test(f.path) && /^\s*def\s+test\w*\s*\([^)]*\bbenchmark\b/m.test(f.text));
  const projectDirs = [...new Set(files.filter((f) => PY_PROJECT.test(f.path)).map((f) => dirOf(f.path)))];
  const roots = /* @__PURE__ */ new Map();
  const add = (dir, kind, path) => {
    const entry = roots.get(dir) ?? { declared: [], used: [] };
    entry[kind].push(path);
    roots.set(dir, entry);
  };
  for (const f of declared) add(dirOf(f.path), "declared", f.path);
  for (const f of usedIn) add(nearest(f.path, [...roots.keys()]) ?? nearest(f.path, projectDirs) ?? dirOf(f.path), "used", f.path);
  const out = [];
  for (const [dir, { declared: d, used: u }] of roots) {
    if (d.length === 0 && [...roots.keys()].some((other) => other !== dir && isUnder(dir, other) && roots.get(other).declared.length > 0)) continue;
    const local = u.map((p) => dir === "." ? p : posix3.relative(dir, p));
    const testpaths = pytestTestpaths(files, dir);
    const pythonFiles = pytestList(files, dir, "python_files");
    const unnamed = local.filter((p) => !/(^|\/)conftest\.py$/.test(p) && !collectedByName(p, pythonFiles));
    const benchModules = new Set(u);
    const withOthers = /* @__PURE__ */ new Set();
    for (const f of files) {
      if (!/\.py$/.test(f.path) || !isUnder(f.path, dir) || benchModules.has(f.path) || /(^|\/)conftest\.py$/.test(f.path) || !collectedByName(f.path, pythonFiles)) continue;
      for (let d2 = dirOf(dir === "." ? f.path : posix3.relative(dir, f.path)); d2 !== "." && !withOthers.has(d2); d2 = dirOf(d2)) withOthers.add(d2);
    }
    const folderOf = (p) => {
      const folder = dirOf(p);
      return unnamed.includes(p) || folder === "." || withOthers.has(folder) ? p : folder;
    };
    const named = [...new Set(local.map(folderOf))].sort();
    const same = testpaths !== void 0 && unnamed.length === 0 && named.length === testpaths.length && named.every((p) => testpaths.includes(p));
    const paths = local.length > 0 && !same ? ` ${named.join(" ")}` : "";
    const addopts = pytestList(files, dir, "addopts")?.map((o) => o.replace(/^["']|["']$/g, ""));
    const against = addopts?.some((o, i) => ADDOPTS_AGAINST_BENCHMARKS.test(o === "-p" ? `-p ${addopts[i + 1] ?? ""}` : o)) ?? false;
    const project = installable.includes(dir);
    const benchTexts = files.filter((f) => u.includes(f.path)).map((f) => f.text);
    const codspeed = benchTexts.some((t) => /^[ \t]*(?:import[ \t]+pytest_codspeed\b|from[ \t]+pytest_codspeed\b)/m.test(t));
    const extra = project ? [...benchExtraRequirements(files, dir, benchTexts), ...codspeed ? ["pytest-codspeed"] : []] : [];
    const todo = [
      ...d.length === 0 ? ["pytest-benchmark is not declared as a dependency here: make sure CI installs it"] : [],
      ...codspeed && !project ? ["the benchmarks import pytest_codspeed: make sure CI installs pytest-codspeed too"] : []
    ].join("; ");
    out.push({
      harness: "pytest-benchmark",
      cwd: dir,
      // `-P` (Python 3.11+): `python -m` puts the folder it starts in first on sys.path, as the `pytest` command does
      // not, so a flat layout's source package shadowed the venv's build: yarl's benchmarks measured its pure-Python
      // quoter, the tree's yarl/ holding no compiled _quoting_c (its CodSpeed CI runs `python -Im pytest`).
      run: `${project ? `${PY_VENV_PYTHON} -P -m pytest` : "pytest"}${against ? " -o addopts=" : ""} --benchmark-only --benchmark-json=benchgate-pytest.json${paths}`,
      ...project ? { install: pyInstall([".", ...extra.map(shellWord)].join(" ")) } : {},
      output: { files: ["benchgate-pytest.json"] },
      evidence: d.length > 0 ? `pytest-benchmark in ${describeList(d)}` : `the benchmark fixture in ${describeList(u)}`,
      ...todo !== "" ? { todo } : {},
      toolchain: "python"
    });
  }
  for (const f of files) {
    if (!/\.py$/.test(f.path) || !/^\s*(?:import\s+pyperf\b|from\s+pyperf\s+import\b)/m.test(f.text) || !/\bRunner\s*\(/.test(f.text)) continue;
    const script = posix3.basename(f.path);
    const output = `${script.replace(/\.py$/, "")}.pyperf.json`;
    const project = nearest(f.path, installable);
    const rel = project === void 0 ? void 0 : posix3.relative(dirOf(f.path), project) || ".";
    out.push({
      harness: "pyperf",
      // Named after its script (`pyperf-contains`), not numbered: each script is a suite of its own.
      label: script.replace(/\.py$/, ""),
      cwd: dirOf(f.path),
      run: `rm -f ${output} && ${rel === void 0 ? "python" : PY_VENV_PYTHON} ${script} -o ${output}`,
      ...rel === void 0 ? {} : { install: pyInstall(rel) },
      output: { files: [output] },
      evidence: `a pyperf Runner in ${f.path}`,
      todo: "pyperf passes no environment variable to its worker processes unless --inherit-environ names it",
      toolchain: "python"
    });
  }
  out.push(...asv(files, installable));
  return out;
}
function asvMatrixPackages(text) {
  let conf;
  try {
    conf = JSON.parse(text.replace(/^[ \t]*\/\/.*$/gm, "").replace(/,(\s*[}\]])/g, "$1"));
  } catch {
    return [];
  }
  const matrix = isObject(conf) ? conf["matrix"] : void 0;
  if (!isObject(matrix)) return [];
  const typed = ["req", "env", "env_nobuild"].some((k) => k in matrix);
  const req = typed ? matrix["req"] : matrix;
  if (!isObject(req)) return [];
  const out = [];
  for (const [key, value] of Object.entries(req)) {
    const name = key.replace(/^pip\+/, "");
    const values = (Array.isArray(value) ? value.length === 0 ? [""] : value : [value]).filter((v2) => typeof v2 === "string");
    if (values.length === 0 || !/^[A-Za-z0-9][\w.-]*(\[[\w,.-]+\])?$/.test(name)) continue;
    const versions = [...new Set(values.filter((v2) => v2 !== ""))];
    const v = versions.length === 1 && values.length === 1 ? versions[0] : void 0;
    out.push(v === void 0 ? name : /^[<>=!~]/.test(v) ? `${name}${v}` : `${name}==${v}`);
  }
  return out;
}
var isObject = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
var ASV_CONFIG = ".benchgate-asv.conf.json";
var asvBranchesHead = (config) => `python3 -c "import json; from asv.util import load_json; c = load_json('${config}', js_comments=True); c['branches'] = ['HEAD']; json.dump(c, open('${ASV_CONFIG}', 'w'), indent=2)"`;
var ASV_CONF = /^asv\.conf\.json(?:\.(?:sample|example|template|dist))?$/;
function asv(files, installable) {
  const out = [];
  const paths = new Set(files.map((f) => f.path));
  for (const f of files) {
    const name = posix3.basename(f.path);
    if (!ASV_CONF.test(name)) continue;
    const template = name !== "asv.conf.json";
    if (template && (paths.has(posix3.join(dirOf(f.path), "asv.conf.json")) || files.some((g) => g !== f && dirOf(g.path) === dirOf(f.path) && ASV_CONF.test(posix3.basename(g.path)) && g.path < f.path))) continue;
    const key = (name2, fallback) => new RegExp(`^[ \\t]*"${name2}"[ \\t]*:[ \\t]*"([^"]*)"`, "m").exec(f.text)?.[1]?.replace(/^\.\/+/, "").replace(/\/+$/, "") || fallback;
    const results = key("results_dir", "results");
    const project = nearest(f.path, installable);
    const rel = project === void 0 ? void 0 : posix3.relative(dirOf(f.path), project) || ".";
    const python2 = rel === void 0 ? "python3" : PY_VENV_PYTHON;
    const matrix = asvMatrixPackages(f.text);
    const own = `${results}/*/*-existing-*${rel === void 0 ? "" : "_.benchgate-venv_bin_python"}.json`;
    out.push({
      harness: "asv",
      cwd: dirOf(f.path),
      // asv exits 2 when a benchmark failed, after saving every result: the failed points are rows of their own
      // (the adapter marks them), not a failed suite that hides the rest.
      run: `rm -f ${own} && (asv run --config ${ASV_CONFIG} --environment existing:${python2} --record-samples --set-commit-hash $(git rev-parse HEAD) || [ $? = 2 ])`,
      install: `${rel === void 0 ? "" : `${pyInstall([rel, ...matrix.map(shellWord)].join(" "))} && `}${asvBranchesHead(name)} && asv machine --yes --config ${ASV_CONFIG}`,
      output: { files: [`${results}/benchmarks.json`, own] },
      evidence: `asv's configuration ${f.path}`,
      ...rel === void 0 || template ? {
        todo: [
          ...template ? [`${name} is the project's template of asv.conf.json: the setup reads it as it is (branches set to HEAD); check it is what the benchmarks need`] : [],
          ...rel === void 0 ? [`asv runs the benchmarks with the python3 on PATH: install the project in it before the run${matrix.length > 0 ? `, and what ${name}'s matrix installs (${matrix.join(" ")})` : ""}`] : []
        ].join("; ")
      } : {},
      toolchain: "python"
    });
  }
  return out;
}
function exportPaths(value, out = [], depth = 0) {
  if (typeof value === "string") out.push(value);
  else if (value !== null && typeof value === "object" && depth < 8) for (const v of Object.values(value)) exportPaths(v, out, depth + 1);
  return out;
}
var PackageJson = (text) => {
  try {
    const pkg = JSON.parse(text);
    const specs = { ...pkg.dependencies, ...pkg.devDependencies };
    const deps = new Set(Object.keys(specs));
    const scripts = Object.fromEntries(Object.entries(pkg.scripts ?? {}).filter((e) => typeof e[1] === "string"));
    const local = Object.values(specs).flatMap((v) => typeof v === "string" && /^(file|link):/.test(v) ? [v.replace(/^(file|link):/, "")] : []);
    const entries = [pkg.main, pkg.module, ...exportPaths(pkg.exports)].filter((x) => typeof x === "string" && x.length > 0);
    const ranges = Object.fromEntries(Object.entries(specs).filter((e) => typeof e[1] === "string"));
    return {
      deps,
      specs: ranges,
      scripts,
      local,
      entries,
      ...typeof pkg.name === "string" ? { name: pkg.name } : {},
      ...typeof pkg.packageManager === "string" ? { packageManager: pkg.packageManager } : {}
    };
  } catch {
    return { deps: /* @__PURE__ */ new Set(), specs: {}, scripts: {}, local: [], entries: [] };
  }
};
function builtPackage(files, dir, pkg) {
  return pkg.scripts.build !== void 0 && pkg.entries.some((e) => !files.some((f) => f.path === posix3.normalize(posix3.join(dir, e))));
}
function importsItself(sources, name) {
  if (name === void 0) return false;
  const self = new RegExp(`(from\\s+|require\\(\\s*|import\\(\\s*|^\\s*import\\s+)['"]${escapeRegExp(name)}(/[^'"]*)?['"]`, "m");
  return sources.some((f) => self.test(f.text));
}
function nodeSetup(files, dir, pkg, sources, run) {
  const own = nodeInstallAt(files, dir);
  const runnerOf = (install2) => install2.startsWith("pnpm ") ? "pnpm run" : install2.startsWith("yarn ") ? "yarn run" : "npm run";
  const before = [];
  const after = [];
  for (const rel of /* @__PURE__ */ new Set([...pkg.local, ...packageImports(files, dir, sources)])) {
    const target = posix3.normalize(posix3.join(dir, rel)).replace(/\/+$/, "") || ".";
    const manifest = files.find((f) => f.path === (target === "." ? "package.json" : `${target}/package.json`));
    if (manifest === void 0 || !builtPackage(files, target, PackageJson(manifest.text))) continue;
    if (target === dir) {
      after.push(`${runnerOf(own.command)} build`);
      continue;
    }
    const theirs = nodeInstallAt(files, target);
    const runner = runnerOf(theirs.command);
    if (theirs.root === own.root) after.push(`(cd ${posix3.relative(dir, target)} && ${runner} build)`);
    else before.push(`(cd ${posix3.relative(dir, target)} && ${nodeInstall(files, target)} && ${runner} build)`);
  }
  if (importsItself(sources, pkg.name) && builtPackage(files, dir, pkg) && !after.includes(`${runnerOf(own.command)} build`)) after.push(`${runnerOf(own.command)} build`);
  const script = run === void 0 ? void 0 : [...run.matchAll(/(?:^|&& )(?:npm|yarn) run (\S+)/g)].at(-1)?.[1];
  if (script !== void 0 && pkg.scripts[`${script}:setup`] !== void 0) after.push(`${runnerOf(own.command)} ${script}:setup`);
  const install = nodeInstall(files, dir);
  return [...before, after.length > 0 && own.root !== dir ? `(${install})` : install, ...after].join(" && ");
}
var JS_EXTENSIONS = [".ts", ".tsx", ".mts", ".cts", ".js", ".jsx", ".mjs", ".cjs"];
function jsCode(text) {
  return text.replace(/("(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`)|\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, (_, quoted) => quoted ?? "");
}
function benchmarkCode(sources, roots) {
  const byPath = new Map(sources.map((f) => [f.path, f]));
  const resolve2 = (from, spec) => {
    const path = posix3.normalize(posix3.join(dirOf(from), spec));
    const stem = path.replace(/\.([cm]?)jsx?$/, "");
    const candidates = [path, ...JS_EXTENSIONS.map((e) => `${path}${e}`), ...JS_EXTENSIONS.map((e) => `${stem}${e}`), ...JS_EXTENSIONS.map((e) => posix3.join(path, `index${e}`))];
    return candidates.map((c) => byPath.get(c)).find((f) => f !== void 0);
  };
  const code = /* @__PURE__ */ new Map();
  const queue = [...roots];
  for (let f = queue.pop(); f !== void 0; f = queue.pop()) {
    if (code.has(f)) continue;
    const text = jsCode(f.text);
    code.set(f, { ...f, text });
    for (const m of text.matchAll(RELATIVE_IMPORT)) {
      const target = resolve2(f.path, m[1]);
      if (target !== void 0 && !code.has(target)) queue.push(target);
    }
  }
  return [...code.values()];
}
var RELATIVE_IMPORT = /(?:from\s+|require\(\s*|import\(\s*|^\s*import\s+)['"](\.\.?(?:\/[^'"\n]*)?)['"]/gm;
function packageImports(files, dir, sources) {
  const manifests = new Map(files.filter((f) => posix3.basename(f.path) === "package.json").map((f) => [f.path, f]));
  const manifestOf = (d) => manifests.get(d === "." ? "package.json" : `${d}/package.json`);
  const isPackage = (d) => manifestOf(d) !== void 0;
  const entries = /* @__PURE__ */ new Map();
  const intoBuild = (owner, target) => {
    let list = entries.get(owner);
    if (list === void 0) entries.set(owner, list = PackageJson(manifestOf(owner).text).entries);
    const rel = posix3.relative(owner, target);
    return list.some((e) => {
      const entry = posix3.normalize(e);
      const folder = dirOf(entry);
      return folder === "." ? rel === entry || rel === entry.replace(/\.[cm]?js$/, "") : rel === folder || rel.startsWith(`${folder}/`);
    });
  };
  const out = [];
  for (const source of sources) {
    for (const m of source.text.matchAll(RELATIVE_IMPORT)) {
      const target = posix3.normalize(posix3.join(dirOf(source.path), m[1])).replace(/\/+$/, "") || ".";
      if (target.startsWith("..")) continue;
      if (isPackage(target)) {
        out.push(posix3.relative(dir, target));
        continue;
      }
      let owner = dirOf(target);
      while (!isPackage(owner) && owner !== ".") owner = dirOf(owner);
      if (isPackage(owner) && intoBuild(owner, target)) out.push(posix3.relative(dir, owner));
    }
  }
  return out;
}
var BENCHMARKJS_LINE = /ops\/sec ±[^\n]{0,80}runs sampled/;
var OTHER_RUNTIME = /(^|[\s;&|(])(bun|bunx|deno)(\s|$)/;
var imports = (text, module) => new RegExp(`(from\\s+|require\\(\\s*|import\\(\\s*|^\\s*import\\s+)['"]${module}['"]`, "m").test(text);
function node(files) {
  const packages = files.filter((f) => posix3.basename(f.path) === "package.json").map((p) => ({ path: p.path, ...PackageJson(p.text) }));
  const declaring = /* @__PURE__ */ new Map();
  const declaredBy = (module) => {
    if (!declaring.has(module)) declaring.set(module, packages.filter((p) => p.deps.has(module)).map((p) => dirOf(p.path)));
    return declaring.get(module);
  };
  const jsFiles = files.filter((f) => /\.[cm]?[jt]sx?$/.test(f.path));
  const out = [];
  for (const p of packages) {
    const dir = dirOf(p.path);
    const { deps, scripts, specs } = p;
    const sourcesOf = (module) => jsFiles.filter((f) => nearest(f.path, declaredBy(module)) === dir);
    const install = nodeInstallAt(files, dir);
    const yarn = install.command.startsWith("yarn ");
    const berry = /^yarn@([2-9]|\d{2,})/.test(packages.find((q) => dirOf(q.path) === install.root)?.packageManager ?? "");
    const runScript = (name) => !yarn ? `npm run ${name}` : `${berry && `pre${name}` in scripts ? `yarn run pre${name} && ` : ""}yarn run ${name}`;
    const script = (file) => {
      const rel = posix3.relative(dir, file);
      const folder = /^index\.[cm]?[jt]sx?$/.test(posix3.basename(rel)) && posix3.dirname(rel) !== "." ? `|${escapeRegExp(posix3.dirname(rel))}/?` : "";
      const names = new RegExp(`(^|[\\s/])(${escapeRegExp(rel)}${folder})(\\s|$)`);
      const name = Object.keys(scripts).find((k) => names.test(scripts[k]) && !OTHER_RUNTIME.test(scripts[k]));
      return name !== void 0 ? runScript(name) : `${/\.[cm]?tsx?$/.test(rel) ? "npx tsx" : "node"} ${rel}`;
    };
    for (const [module, harness, prints, todo] of [
      ["tinybench", "tinybench", /\.table\(/, "the script must print console.table(bench.table()) (or write the tasks results JSON and list it under output.files)"],
      ["benchmark", "benchmarkjs", /['"]cycle['"]/, "the script must print String(event.target) on each 'cycle' event"],
      // mitata 0.x has no `format` (it prints its console report whatever that says): `json: true` (rou3 0.5.1's ^0.1.14).
      .../^[\^~=v\s]*0\./.test(specs.mitata ?? "") ? [["mitata", "mitata", /\bjson\s*:\s*(true|\d)/, "the script must end with await run({ json: true }) (mitata 0.x; 1.x's format: 'json' is ignored by it): mitata's console report has no samples"]] : [["mitata", "mitata", /format\s*:\s*['"]json['"]/, "the script must end with await run({ format: 'json' }): mitata's console report has no samples"]]
    ]) {
      if (!deps.has(module)) continue;
      for (const { file: f, modules } of benchmarkScripts(jsFiles, sourcesOf(module).filter((s) => imports(s.text, module)))) {
        const run = script(f.path);
        const texts = [f.text, ...modules.map((m) => m.text)];
        const printsOwn = texts.some((t) => prints.test(t));
        const asLines = module === "tinybench" && !printsOwn && texts.some((t) => BENCHMARKJS_LINE.test(t));
        const seconds = harness === "tinybench" ? jsSeconds(texts, texts.reduce((n, t) => n + (t.match(/\.add\s*\(/g) ?? []).length, 0), TINYBENCH_MS) : void 0;
        out.push({
          ...seconds !== void 0 ? { estimatedSeconds: seconds } : {},
          harness: asLines ? "benchmarkjs" : harness,
          label: scriptLabel(f.path),
          cwd: dir,
          run,
          output: "stdout",
          evidence: `${p.path}: ${module}, used in ${describeList([f.path, ...modules.map((m) => m.path)])}${asLines ? ", printed as benchmark.js's lines" : ""}`,
          ...printsOwn || asLines ? {} : { todo },
          toolchain: "node",
          install: nodeSetup(files, dir, p, benchmarkCode(jsFiles, [f, ...modules]), run)
        });
      }
    }
    if (deps.has("vitest")) {
      const benchFiles = sourcesOf("vitest").filter((f) => /\.(bench|benchmark)\.[cm]?[jt]sx?$/.test(f.path));
      const viaImport = benchFiles.filter((f) => imports(f.text, "vitest"));
      const globals = Object.values(scripts).some((s) => /\bvitest\s+bench\b/.test(s)) ? benchFiles.filter((f) => !["tinybench", "benchmark", "mitata", "vitest"].some((m) => imports(f.text, m))) : [];
      const used = [...viaImport, ...globals].map((f) => f.path).sort();
      if (used.length > 0) {
        const texts = benchFiles.filter((b) => used.includes(b.path)).map((b) => b.text);
        const seconds = jsSeconds(texts, texts.reduce((n, t) => n + (t.match(/(^|[^\w.])bench\s*\(/gm) ?? []).length, 0), VITEST_BENCH_MS);
        const { run, file } = vitestRun(scripts, yarn, runScript);
        out.push({
          ...seconds !== void 0 ? { estimatedSeconds: VITEST_START_SECONDS + seconds } : {},
          harness: "vitest-bench",
          cwd: dir,
          run,
          output: { files: [file] },
          evidence: `${p.path}: vitest, bench files ${describeList(used)}`,
          toolchain: "node",
          install: nodeSetup(files, dir, p, benchmarkCode(jsFiles, benchFiles.filter((b) => used.includes(b.path))), run)
        });
      }
    }
  }
  const sharing = /* @__PURE__ */ new Map();
  const place = (s) => `${s.harness}\0${s.cwd}`;
  for (const s of out) sharing.set(place(s), (sharing.get(place(s)) ?? 0) + 1);
  for (const s of out) {
    if (s.label === void 0) continue;
    if (sharing.get(place(s)) < 2) delete s.label;
    else if (s.cwd !== ".") s.label = `${s.cwd.replace(/\//g, "-")}-${s.label}`;
  }
  return out;
}
function scriptLabel(path) {
  const base = posix3.basename(path).replace(/\.[cm]?[jt]sx?$/, "");
  return base === "index" && dirOf(path) !== "." ? posix3.basename(dirOf(path)) : base;
}
var STARTS_PROCESS = /\bnew\s+Worker\s*\(|\b(?:fork|spawn|execFile)\s*\(/;
var STARTED_FILE = /['"`]((?:\.\.?\/)?[\w@.-]+(?:\/[\w@.-]+)*\.[cm]?[jt]s)['"`]/g;
function benchmarkScripts(sources, using) {
  const stem = (path) => path.replace(/\.[cm]?[jt]sx?$/, "");
  const byStem = new Map(using.map((f) => [stem(f.path), f]));
  const importers = /* @__PURE__ */ new Map();
  for (const source of sources) {
    const started = STARTS_PROCESS.test(source.text) ? [...source.text.matchAll(STARTED_FILE)].map((m) => m[1].startsWith(".") ? m[1] : `./${m[1]}`) : [];
    for (const path of [...[...source.text.matchAll(RELATIVE_IMPORT)].map((m) => m[1]), ...started]) {
      if (!path.includes("/")) continue;
      const target = byStem.get(stem(posix3.normalize(posix3.join(dirOf(source.path), path))));
      if (target === void 0 || target === source) continue;
      const set = importers.get(target);
      if (set === void 0) importers.set(target, /* @__PURE__ */ new Set([source]));
      else set.add(source);
    }
  }
  const runners = /* @__PURE__ */ new Map();
  for (const f of using) {
    const by = importers.get(f);
    if (by !== void 0 && by.size > 1) continue;
    const runner = by === void 0 ? f : [...by][0];
    const modules = runners.get(runner);
    if (modules === void 0) runners.set(runner, runner === f ? [] : [f]);
    else if (runner !== f) modules.push(f);
  }
  return [...runners].map(([file, modules]) => ({ file, modules })).sort((a, b) => a.file.path < b.file.path ? -1 : a.file.path > b.file.path ? 1 : 0);
}
function vitestRun(scripts, yarn, runScript) {
  const own = Object.keys(scripts).find((k) => /\bvitest\s+bench\b/.test(scripts[k]) && !/--compare\b/.test(scripts[k]) && !OTHER_RUNTIME.test(scripts[k]));
  const command = own === void 0 ? void 0 : scripts[own];
  const more = command !== void 0 && (`pre${own}` in scripts || !/^\s*(npx\s+)?vitest\s+bench\b/.test(command) || command.replace(/^.*?\bvitest\s+bench\b/, "").replace(/--run\b|--outputJson(=|\s+)\S+/g, "").trim() !== "");
  if (!more) return { run: `${yarn ? "yarn" : "npx"} vitest bench --run --outputJson benchgate-vitest.json`, file: "benchgate-vitest.json" };
  const file = /--outputJson(?:=|\s+)(['"]?)([^\s'"]+)\1/.exec(command)?.[2];
  const root = /(?:--root|(?<![\w-])-r)(?:=|\s+)(['"]?)([^\s'"]+)\1/.exec(command)?.[2];
  const under = (f) => root === void 0 || posix3.isAbsolute(f) ? f : posix3.normalize(posix3.join(root, f));
  const script = runScript(own);
  return file !== void 0 ? { run: script, file: under(file) } : { run: `${script} ${yarn ? "" : "-- "}--run --outputJson benchgate-vitest.json`, file: under("benchgate-vitest.json") };
}
function pomOwnText(text) {
  return text.replace(/<!--[\s\S]*?-->/g, "").replace(/<(dependencyManagement|pluginManagement)>[\s\S]*?<\/\1>/g, "");
}
function pomInterpolate(text, value) {
  const own = pomOwnText(text);
  const props = /* @__PURE__ */ new Map();
  for (const block of own.matchAll(/<properties>([\s\S]*?)<\/properties>/g)) {
    for (const m of block[1].matchAll(/<([\w.-]+)>([^<]*)<\/\1>/g)) if (!props.has(m[1])) props.set(m[1], m[2].trim());
  }
  const top = own.replace(/<parent>[\s\S]*?<\/parent>/, "");
  for (const key of ["artifactId", "version"]) {
    const m = new RegExp(`<${key}>\\s*([^<\\s]+)\\s*</${key}>`).exec(top);
    if (m) props.set(`project.${key}`, m[1]);
  }
  let out = value;
  for (let i = 0; i < 5 && out.includes("${"); i++) out = out.replace(/\$\{([\w.-]+)\}/g, (whole, k) => props.get(k) ?? whole);
  return out.includes("${") ? void 0 : out;
}
function reactorRoot(poms, dir) {
  let root;
  for (let d = dir; d !== "."; ) {
    const up = dirOf(d);
    const pom = poms.get(up === "." ? "pom.xml" : `${up}/pom.xml`);
    const listed = pom !== void 0 && [...pomOwnText(pom).matchAll(/<module>\s*([^<]+?)\s*<\/module>/g)].some((m) => posix3.join(up, m[1].replace(/\/pom\.xml$/, "")) === d);
    if (!listed) break;
    root = up;
    d = up;
  }
  return root;
}
function pomCoordinates(text) {
  const own = pomOwnText(text);
  const parent = /<parent>([\s\S]*?)<\/parent>/.exec(own)?.[1] ?? "";
  const top = own.replace(/<parent>[\s\S]*?<\/parent>/, "").replace(/<(dependencies|build|profiles|reporting)>[\s\S]*?<\/\1>/g, "");
  const tag = (t, key) => new RegExp(`<${key}>\\s*([^<\\s]+)\\s*</${key}>`).exec(t)?.[1];
  const group = tag(top, "groupId") ?? tag(parent, "groupId");
  const artifact = tag(top, "artifactId");
  const version = tag(top, "version") ?? tag(parent, "version");
  if (group === void 0 || artifact === void 0 || version === void 0) return void 0;
  const resolved = pomInterpolate(text, version);
  return resolved === void 0 ? void 0 : { id: `${group}:${artifact}`, version: resolved };
}
function ownArtifactDependencies(poms, path) {
  const builds = /* @__PURE__ */ new Map();
  for (const [p, text2] of poms) {
    if (p === path) continue;
    const c = pomCoordinates(text2);
    if (c !== void 0 && !builds.has(c.id)) builds.set(c.id, { version: c.version, pom: p });
  }
  const text = poms.get(path);
  const out = [];
  for (const m of pomOwnText(text).matchAll(/<dependency>([\s\S]*?)<\/dependency>/g)) {
    const tag = (key) => new RegExp(`<${key}>\\s*([^<\\s]+)\\s*</${key}>`).exec(m[1])?.[1];
    const [group, artifact, written] = [tag("groupId"), tag("artifactId"), tag("version")];
    if (group === void 0 || artifact === void 0 || written === void 0) continue;
    const version = pomInterpolate(text, written);
    const built = builds.get(`${pomInterpolate(text, group) ?? group}:${artifact}`);
    if (version !== void 0 && built !== void 0) out.push({ id: `${group}:${artifact}`, version, built: built.version, pom: built.pom });
  }
  return out;
}
var JMH_CLASSPATH_FILE = "target/benchgate-classpath.txt";
function jmhTestClasspath(own) {
  const deps = [...own.matchAll(/<dependency>([\s\S]*?)<\/dependency>/g)].map((m) => m[1]);
  const jmhCore = deps.filter((d) => /<artifactId>\s*jmh-core\s*<\/artifactId>/.test(d));
  if (jmhCore.length === 0 || !jmhCore.every((d) => /<scope>\s*test\s*<\/scope>/.test(d))) return void 0;
  const profile = [...own.matchAll(/<profile>([\s\S]*?)<\/profile>/g)].find((m) => m[1].includes("org.openjdk.jmh.Main"))?.[1];
  const id = profile === void 0 ? void 0 : /<id>\s*([^<\s]+)\s*<\/id>/.exec(profile)?.[1];
  return id === void 0 ? {} : { profile: id };
}
function skipTestsFlag(poms) {
  const forced = [...poms.values()].some((t) => /<skipTests>\s*false\s*<\/skipTests>/.test(t.replace(/<!--[\s\S]*?-->/g, "")));
  return forced ? "-DskipTests -Dmaven.test.skip.exec=true" : "-DskipTests";
}
function jmh(files) {
  const poms = new Map(files.filter((f) => posix3.basename(f.path) === "pom.xml").map((f) => [f.path, f.text]));
  const skipTests = skipTestsFlag(poms);
  return files.filter((f) => posix3.basename(f.path) === "pom.xml" && /<artifactId>\s*jmh-core\s*<\/artifactId>/.test(pomOwnText(f.text))).map((f) => {
    const written = /<finalName>\s*([^<\s]+)\s*<\/finalName>/.exec(f.text.replace(/<!--[\s\S]*?-->/g, ""))?.[1];
    const resolved = written === void 0 ? void 0 : pomInterpolate(f.text, written);
    const finalName = resolved ?? "benchmarks";
    const hasFinalName = resolved !== void 0;
    const cwd = dirOf(f.path);
    const root = reactorRoot(poms, cwd);
    const testClasspath = jmhTestClasspath(pomOwnText(f.text));
    if (testClasspath !== void 0) {
      const profile = testClasspath.profile === void 0 ? "" : ` -P${testClasspath.profile}`;
      const build = root === void 0 ? "mvn -B -q" : `mvn -B -q -f ${posix3.join(posix3.relative(cwd, root) || ".", "pom.xml")} -pl ${posix3.relative(root, cwd)} -am`;
      return {
        harness: "jmh",
        cwd,
        // The test classes and the test classpath, written to a file for `run` (no jar holds them).
        install: `${build}${profile} test-compile dependency:build-classpath -Dmdep.outputFile=${JMH_CLASSPATH_FILE} -Dmdep.includeScope=test`,
        run: `java -cp "target/test-classes:target/classes:$(cat ${JMH_CLASSPATH_FILE})" org.openjdk.jmh.Main -f 1 -rf json -rff benchgate-jmh.json`,
        output: { files: ["benchgate-jmh.json"], stdout: true },
        evidence: `${f.path}: jmh-core test dependency${testClasspath.profile === void 0 ? "" : `, profile ${testClasspath.profile}`}`,
        toolchain: "java"
      };
    }
    const local = root === void 0 ? ownArtifactDependencies(poms, f.path) : [];
    const stale = local.filter((d) => d.version !== d.built);
    const installs = [...new Set(local.map((d) => d.pom))].map((pom) => `mvn -B -q -f ${posix3.relative(cwd, pom)} install ${skipTests} && `).join("");
    const todos = [
      ...hasFinalName ? [] : ["check the name of the shaded benchmarks jar"],
      ...stale.map((d) => `the benchmarks depend on ${d.id}:${d.version}, which ${d.pom} builds as ${d.built}: they measure that version from the Maven repository, not this checkout; depend on ${d.built}, which the setup installs first`)
    ];
    return {
      harness: "jmh",
      cwd,
      // The build is the setup (untimed, once per tree): in `run` it ran in every repeat and paired round.
      // A reactor's module is built from the reactor with the modules it needs (-am), by its folder (-pl).
      // One fork per run: `repeat: 5` makes the processes. With JMH's own default of 5 forks in each of them,
      // every benchmark ran in 25 a side, 100 s each (5 + 5 iterations of 10 s): the archetype's one empty
      // benchmark took 8 min 20 s a run, 42 min a side, and the 30 min timeout of a run held 3 @Param points.
      run: `java -jar target/${finalName}.jar -f 1 -rf json -rff benchgate-jmh.json`,
      install: root === void 0 ? `${installs}mvn -B -q package ${skipTests}` : `mvn -B -q -f ${posix3.join(posix3.relative(cwd, root) || ".", "pom.xml")} package ${skipTests} -pl ${posix3.relative(root, cwd)} -am`,
      // The console too: JMH leaves a benchmark that threw out of its JSON (exit 0), its <failure> is only there.
      output: { files: ["benchgate-jmh.json"], stdout: true },
      evidence: `${f.path}: jmh-core dependency`,
      ...todos.length > 0 ? { todo: todos.join("; ") } : {},
      toolchain: "java"
    };
  });
}
var JMH_GRADLE_PLUGIN = /\bme\.champeau(?:\.gradle)?\.jmh\b/;
var ROOT_APPLIES_JMH = /\b(?:apply\s*\(?\s*plugin\s*[:=]\s*|(?:plugins|pluginManager)\.apply\s*\(\s*)["']me\.champeau(?:\.gradle)?\.jmh["']/;
function gradleCode(text) {
  return text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:])\/\/.*$/gm, "$1");
}
function jmhCatalogAccessors(files) {
  const out = [];
  for (const f of files.filter((x) => GRADLE_CATALOG.test(x.path))) {
    const catalog = posix3.basename(f.path).replace(/\.versions\.toml$/, "");
    const plugins = /^\[plugins\][ \t]*$([\s\S]*?)(?=^\[|(?![\s\S]))/m.exec(f.text)?.[1] ?? "";
    for (const m of plugins.matchAll(/^[ \t]*([A-Za-z][\w-]*)[ \t]*=[ \t]*(.*)$/gm)) {
      if (/^(\{[^}]*\bid[ \t]*=[ \t]*|)["']me\.champeau(?:\.gradle)?\.jmh[:"']/.test(m[2])) out.push(`${catalog}.plugins.${m[1].replace(/[-_]/g, ".")}`);
    }
  }
  return out;
}
function gradleJmh(files) {
  const scripts = new Map(files.filter((f) => GRADLE_SCRIPT.test(f.path)).map((f) => [f.path, gradleCode(f.text)]));
  const accessors = jmhCatalogAccessors(files);
  const applies = (text) => JMH_GRADLE_PLUGIN.test(text) || accessors.some((a) => new RegExp(`\\balias\\(\\s*${escapeRegExp(a)}\\s*\\)`).test(text));
  const conventions = [...scripts].filter(([path, text]) => applies(text) && /(^|\/)(buildSrc|build-logic|gradle\/plugins)\/(.+\/)?src\/main\/(kotlin|groovy)\//.test(path));
  const root = ["build.gradle.kts", "build.gradle"].find((p) => scripts.has(p) && ROOT_APPLIES_JMH.test(scripts.get(p)));
  const wrappers = new Set(files.filter((f) => GRADLE_WRAPPER.test(f.path)).map((f) => dirOf(f.path)));
  return files.filter((f) => /(^|\/)src\/jmh\/$/.test(f.path)).flatMap((f) => {
    const dir = f.path === "src/jmh/" ? "." : f.path.slice(0, -"/src/jmh/".length);
    const at = (name) => dir === "." ? name : `${dir}/${name}`;
    const build = [at("build.gradle.kts"), at("build.gradle")].find((p) => scripts.has(p));
    if (build === void 0) return [];
    const text = scripts.get(build);
    const convention = conventions.find(([path]) => new RegExp(`["'\`]${escapeRegExp(posix3.basename(path).replace(/\.gradle(\.kts)?$/, ""))}["'\`]`).test(text));
    const evidence = applies(text) ? `${build}: the JMH Gradle plugin` : convention !== void 0 ? `${build}: the JMH Gradle plugin through ${convention[0]}` : root !== void 0 ? `${f.path.slice(0, -1)} beside ${build}; the JMH Gradle plugin in ${root}` : void 0;
    if (evidence === void 0) return [];
    let wrapper;
    for (let d = dir; wrapper === void 0; d = dirOf(d)) {
      if (wrappers.has(d)) wrapper = `${posix3.relative(dir, d) || "."}/gradlew`;
      if (d === ".") break;
    }
    const ownJar = /org\.openjdk\.jmh\.Main/.test(text);
    return [{
      harness: "jmh",
      cwd: dir,
      // Run in the project's folder, Gradle builds that project's jmhJar (and its subprojects').
      install: `${wrapper ?? "gradle"} -q jmhJar`,
      // One fork per run, as for Maven: `repeat: 5` makes the processes.
      run: "java -jar build/libs/*-jmh.jar -f 1 -rf json -rff benchgate-jmh.json",
      output: { files: ["benchgate-jmh.json"], stdout: true },
      evidence,
      ...ownJar ? { todo: "this build makes its own JMH jar (Main-Class org.openjdk.jmh.Main): point `run` and `setup` at it if the plugin's jmhJar is not the one" } : wrapper === void 0 ? { todo: "no Gradle wrapper (gradlew) found: install Gradle in the workflow, or add the wrapper" } : {},
      toolchain: "java"
    }];
  });
}
function cpp(files) {
  const sources = files.filter((f) => /\.(cc|cpp|cxx|c\+\+)$/.test(f.path));
  const cmakeFiles = files.filter((f) => posix3.basename(f.path) === "CMakeLists.txt" || f.path.endsWith(".cmake"));
  const out = [];
  const GOOGLE_BENCHMARK = /#\s*include\s*[<"]benchmark\/benchmark\.h[>"]/;
  const headers = new Map(files.filter((f) => /\.(h|hh|hpp|hxx|inl)$/.test(f.path)).map((f) => [f.path, f.text]));
  let reaching;
  const kinds = [
    {
      harness: "google-benchmark",
      // Or through a header of the repository that includes it (kokkos/mdspan's sum_3d_left.cpp includes only
      // "sum_3d_common.hpp", tiny_matrix_add.cpp "fill.hpp"), where the source registers benchmarks itself.
      uses: (t, path) => GOOGLE_BENCHMARK.test(t) || /\bBENCHMARK(_\w+)?\s*\(|\bRegisterBenchmark\s*\(/.test(t) && localIncludes(t, path, headers).some((h) => (reaching ??= headersReaching(headers, GOOGLE_BENCHMARK)).has(h)),
      what: "benchmark/benchmark.h",
      args: () => ({ args: "--benchmark_format=json" })
    },
    {
      harness: "catch2",
      uses: (t) => /#\s*include\s*[<"](catch2\/[^>"]+|catch_amalgamated\.hpp|catch\.hpp)[>"]/.test(t) && /^\s*BENCHMARK(_ADVANCED)?\s*\(/m.test(t),
      what: "Catch2 BENCHMARK",
      args: (texts) => {
        const { spec, todo } = catch2Filter(texts);
        return { args: spec === void 0 ? "--reporter xml" : `'${spec}' --reporter xml`, ...todo === void 0 ? {} : { todo } };
      }
    }
  ];
  const groups = [];
  const targets = cmakeTargets(cmakeFiles, files.map((f) => f.path));
  for (const kind of kinds) {
    for (const f of sources.filter((s) => kind.uses(s.text, s.path))) {
      const target = targets.find((t) => t.sources.has(f.path));
      const dir = dirOf(f.path);
      const same = groups.find((g) => g.kind === kind && (target ? g.target === target : g.target === void 0 && g.dir === dir));
      if (same) same.paths.push(f.path);
      else groups.push({ kind, dir, paths: [f.path], ...target ? { target, top: target.top, options: cmakeOptions(cmakeFiles, [target.at, ...target.calls]) } : {} });
    }
  }
  for (const { kind, dir, target, top, paths } of groups) {
    const { args, todo } = kind.args(paths.map((p) => sources.find((f) => f.path === p).text));
    const binary = target?.binary;
    const tree = groups.filter((g) => g.target !== void 0 && g.top === top);
    const targets2 = [...new Set(tree.map((g) => g.target.name))];
    const options = [...new Set(tree.flatMap((g) => g.options ?? []))].map((o) => ` -D${o}=ON`).join("");
    out.push({
      harness: kind.harness,
      cwd: top ?? dir,
      ...target && groups.filter((g) => g.kind === kind && g.top === top).length > 1 ? { label: target.name } : {},
      // The build is the setup (untimed, once per tree): in `run` it ran in every repeat and paired round,
      // and CMake's progress lines on stdout came before the harness output benchgate parses there.
      run: binary ? `./${binary} ${args}` : `./bench ${args}`,
      ...binary ? { install: `cmake -B build -DCMAKE_BUILD_TYPE=Release${options} && cmake --build build --target ${targets2.join(" ")}` } : {},
      output: "stdout",
      evidence: `${kind.what} in ${describeList(paths)}${target ? ` (CMake target ${target.name})` : ""}`,
      ...target && todo === void 0 ? {} : { todo: [target ? void 0 : "build the benchmark binary first and replace ./bench with its path", todo].filter(Boolean).join("; ") },
      toolchain: "cpp"
    });
  }
  return out;
}
function quotedInclude(name, from, headers) {
  for (let d = dirOf(from); ; d = dirOf(d)) {
    const p = posix3.normalize(d === "." ? name : `${d}/${name}`);
    if (headers.has(p)) return p;
    if (d === ".") return void 0;
  }
}
function localIncludes(text, path, headers) {
  const out = [];
  for (const m of text.matchAll(/^\s*#\s*include\s*"([^"\n]+)"/gm)) {
    const h = quotedInclude(m[1], path, headers);
    if (h !== void 0) out.push(h);
  }
  return out;
}
function headersReaching(headers, wanted) {
  const includedBy = /* @__PURE__ */ new Map();
  for (const [path, text] of headers) {
    for (const h of localIncludes(text, path, headers)) {
      const by = includedBy.get(h);
      if (by === void 0) includedBy.set(h, [path]);
      else by.push(path);
    }
  }
  const reach = new Set([...headers].filter(([, text]) => wanted.test(text)).map(([path]) => path));
  for (let queue = [...reach], i = 0; i < queue.length; i++) {
    for (const by of includedBy.get(queue[i]) ?? []) {
      if (reach.has(by)) continue;
      reach.add(by);
      queue.push(by);
    }
  }
  return reach;
}
function catch2Filter(texts) {
  const BENCH = /^\s*BENCHMARK(_ADVANCED)?\s*\(/gm;
  const files = texts.map((text) => {
    const code = blankLiterals(text);
    const bodies = [...code.matchAll(/\b(?:TEST_CASE|TEST_CASE_METHOD|SCENARIO|TEMPLATE_TEST_CASE|TEMPLATE_TEST_CASE_SIG)\s*\(/g)].map((h) => {
      const open = code.indexOf("{", h.index);
      return { head: h.index, start: h.index + h[0].length, end: open < 0 ? code.length : blockEnd2(code, open) };
    });
    return { text, code, bodies };
  });
  const helpers = /* @__PURE__ */ new Set();
  for (const { code, bodies } of files) {
    for (const b of code.matchAll(BENCH)) {
      if (!bodies.some((c) => b.index >= c.head && b.index < c.end)) {
        const name = enclosingFunction(code, b.index);
        if (name !== void 0) helpers.add(name);
      }
    }
  }
  const calls = helpers.size === 0 ? void 0 : new RegExp(`\\b(?:${[...helpers].map(escapeRegExp).join("|")})\\s*(?:<[^;{}()]*>\\s*)?\\(`);
  const cases = [];
  for (const { text, code, bodies } of files) {
    for (const c of bodies) {
      const body = code.slice(c.head, c.end);
      if (!new RegExp(BENCH.source, "m").test(body) && !(calls?.test(body) ?? false)) continue;
      const tags = /^[^)"]*"(?:[^"\\]|\\.)*"\s*,\s*"((?:\[[^\]"]*\])+)"/.exec(text.slice(c.start, c.end))?.[1] ?? "";
      cases.push([...tags.matchAll(/\[([^\]]*)\]/g)].map((t) => t[1].length > 1 && t[1].startsWith(".") ? t[1].slice(1) : t[1]).filter((t) => t !== "." && (!t.startsWith("!") || t === "!benchmark")));
    }
  }
  if (cases.length === 0) return { spec: "[!benchmark]", todo: "check that the test spec `[!benchmark]` selects the test cases holding your benchmarks" };
  if (cases.some((c) => c.length === 0)) {
    return { todo: "some test cases holding a BENCHMARK have no tag, so every test case runs: tag them (e.g. `[!benchmark]`) and pass that tag to run only them" };
  }
  const common = cases[0].filter((t) => cases.every((c) => c.includes(t)));
  const pick = common.includes("!benchmark") ? "!benchmark" : common[0];
  if (pick !== void 0) return { spec: `[${pick}]` };
  return { spec: [...new Set(cases.map((c) => c.includes("!benchmark") ? "!benchmark" : c[0]))].map((t) => `[${t}]`).join(",") };
}
function blankLiterals(text) {
  return text.replace(/\/\/[^\n]*|\/\*[\s\S]*?\*\/|"(?:[^"\\\n]|\\.)*"|(?<![\w'])'(?:[^'\\\n]|\\.){1,8}'/g, (m) => m.replace(/[^\n]/g, " "));
}
function blockEnd2(code, open) {
  let depth = 0;
  for (let i = open; i < code.length; i++) {
    if (code[i] === "{") depth++;
    else if (code[i] === "}" && --depth === 0) return i + 1;
  }
  return code.length;
}
function enclosingFunction(code, at) {
  let name;
  for (let i = at, depth = 0; i >= 0; i--) {
    if (code[i] === "}") depth++;
    else if (code[i] === "{" && depth-- === 0) {
      depth = 0;
      const header = code.slice(Math.max(code.lastIndexOf(";", i), code.lastIndexOf("}", i), code.lastIndexOf("{", i - 1)) + 1, i);
      const m = /([A-Za-z_]\w*)\s*\([^{}]*\)[\s\w:&*<>,-]*$/.exec(header);
      if (m && !/^(if|for|while|switch|catch)$/.test(m[1])) name = m[1];
    }
  }
  return name;
}
function describeList(paths) {
  return paths.length <= 2 ? paths.join(", ") : `${paths.slice(0, 2).join(", ")} and ${paths.length - 2} more`;
}
function escapeRegExp(s) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

// src/init/templates.ts
var import_yaml = __toESM(require_dist(), 1);

// raw-text:templates/init/benchgate.yml.mustache
var benchgate_yml_default = "{{! The starter .github/benchgate.yml that `benchgate init` writes (src/init/templates.ts renders it). }}\n{{! Values are YAML scalars already (quoted where YAML needs it); tag lines alone on a line leave no line. }}\n# yaml-language-server: $schema={{schemaUrl}}\n# benchgate configuration, started by `benchgate init`. Edit freely; `benchgate run` tries it locally.\n# Every key is documented in the JSON Schema above (editors complete and check it) and in the README.\nversion: 1\n\n# A change is called only when it is significant (p below alpha after false-discovery-rate control)\n# and its whole confidence interval lies beyond the noise floor.\nthresholds:\n  noise-floor: 5%\n  alpha: 0.05\n\n# Runs carried forward in the baseline (nightly runs look for lasting shifts in them).\nhistory: 60\n\n# One entry per benchmark command. Paths (cwd, output files) are relative to the repository root / cwd.\nsuites:\n{{#suites}}\n  # {{harness}}: detected from {{evidence}}\n{{#todo}}\n  # TODO: {{todo}}\n{{/todo}}\n  - name: {{yaml.name}}\n    harness: {{yaml.harness}}\n{{#yaml.cwd}}\n    cwd: {{yaml.cwd}}\n{{/yaml.cwd}}\n    run: {{yaml.run}}\n{{#setup}}\n    # prepares each tree, untimed, before the runs (paired rounds check the base commit out beside the head)\n    setup: {{setup}}\n{{/setup}}\n{{#output}}\n    output:\n      files:\n{{#files}}\n        - {{.}}\n{{/files}}\n{{#stdout}}\n      # stdout too, beside the files: JMH prints a benchmark that threw only there, and leaves it out of its JSON\n      stdout: true\n{{/stdout}}\n{{/output}}\n{{#repeat}}\n    # each process settles at its own speed (code layout, a busy machine, a JIT where there is one): compare 5 runs per side\n    repeat: 5\n{{/repeat}}\n    timeout: 30m\n{{/suites}}\n";

// raw-text:templates/init/workflows/benchgate.yml.mustache
var benchgate_yml_default2 = '{{! A fallback workflow of `benchgate init`, used when benchgate\'s own workflows/ folder is not at hand. }}\n{{! GitHub expressions are written with a dollar and double braces: this template\'s own tags are <% %> (set on the next line). }}\n{{=<% %>=}}\n# benchgate on pull requests, and on pushes to the default branch (which store the baseline).\n# Pull requests from forks get a read-only token: add benchgate\'s report workflow (workflow_run) to comment on them.\nname: benchgate\non:\n  pull_request:\n  push:\n    branches: [main]\n  workflow_dispatch:\npermissions:\n  contents: read\n  actions: read\n  pull-requests: write\nconcurrency:\n  group: benchgate-${{ github.ref }}\n  cancel-in-progress: true\njobs:\n  bench:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v5\n        with:\n          persist-credentials: false\n<%#paired%>\n          # Paired rounds check the pull request\'s base commit out beside the head: it must be fetched.\n          fetch-depth: 0\n<%/paired%>\n      <%setupPlaceholder%>\n      # The benchmarks run in a plain `run:` step, where no process holds a token (an action\'s step does: its\n      # inputs and ACTIONS_RUNTIME_TOKEN are in its environment). `mode: setup` only puts the benchgate CLI on\n      # PATH; the last step compares, reports, comments and stores what the plain step wrote.\n      - uses: <%actionRef%>\n        with:\n          mode: setup\n<%#paired%>\n      # The suites are short (about <%seconds%> s a run), so a pull request measures its base and head side by\n      # side in alternating rounds in this job, where whatever the runner does hits both alike: up to\n      # <%rounds%> rounds, fewer once every benchmark is decided, within <%budget%>. Pushes store the baseline.\n      - env:\n          BASE_SHA: ${{ github.event.pull_request.base.sha }}\n        run: |\n          if [ -n "$BASE_SHA" ]; then\n            benchgate run --config .github/benchgate.yml --paired "$BASE_SHA" --rounds <%rounds%> --budget <%budget%> --out "$RUNNER_TEMP/benchgate-results.json" --format text\n          else\n            benchgate run --config .github/benchgate.yml --out "$RUNNER_TEMP/benchgate-results.json" --format text\n          fi\n<%/paired%>\n<%^paired%>\n      - run: benchgate run --config .github/benchgate.yml --out "$RUNNER_TEMP/benchgate-results.json" --format text\n<%/paired%>\n      - if: ${{ !cancelled() }}\n        uses: <%actionRef%>\n        with:\n          config: .github/benchgate.yml\n          results: ${{ runner.temp }}/benchgate-results.json\n';

// raw-text:templates/init/workflows/benchgate-nightly.yml.mustache
var benchgate_nightly_yml_default = "{{! A fallback workflow of `benchgate init`, used when benchgate's own workflows/ folder is not at hand. }}\n{{! GitHub expressions are written with a dollar and double braces: this template's own tags are <% %> (set on the next line). }}\n{{=<% %>=}}\n# Nightly benchgate run on the default branch: refreshes the baseline and its history (the last\n# `history` runs), where lasting shifts are looked for.\nname: benchgate nightly\non:\n  schedule:\n    - cron: '17 3 * * *'\n  workflow_dispatch:\npermissions:\n  contents: read\n  actions: read\n  issues: write\njobs:\n  nightly:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v5\n        with:\n          persist-credentials: false\n      <%setupPlaceholder%>\n      - uses: <%actionRef%>\n        with:\n          config: .github/benchgate.yml\n";

// src/init/templates.ts
var SCHEMA_URL = "https://benchgate.dev/schema/benchgate.schema.json";
var ACTION_REF = "benchgate/benchgate@v1";
var SETUP_PLACEHOLDER = "# benchgate-init: setup steps";
var PER_PROCESS_SAMPLES = /* @__PURE__ */ new Set(["command", "hyperfine", "gnu-time", "size", "pyperf", "gungraun", "iai-callgrind"]);
var scalar = (value) => (0, import_yaml.stringify)(value, { lineWidth: 0 }).trimEnd();
var PAIRED_ROUNDS = 20;
var PAIRED_BUDGET = { text: "15m", seconds: 15 * 60 };
function pairedPlan(suites) {
  if (suites.length === 0 || suites.some((s) => s.estimatedSeconds === void 0)) return void 0;
  const seconds = suites.reduce((t, s) => t + s.estimatedSeconds, 0);
  return 2 * seconds * PAIRED_ROUNDS <= PAIRED_BUDGET.seconds ? { rounds: PAIRED_ROUNDS, budget: PAIRED_BUDGET.text, seconds: Math.ceil(seconds) } : void 0;
}
function renderConfig(suites) {
  return renderTemplate(benchgate_yml_default, {
    schemaUrl: SCHEMA_URL,
    suites: suites.map((s) => ({
      harness: s.harness,
      evidence: s.evidence,
      todo: s.todo,
      yaml: { name: scalar(s.name), harness: scalar(s.harness), cwd: s.cwd === "." ? void 0 : scalar(s.cwd), run: scalar(s.run) },
      // The base tree of paired rounds is a fresh checkout: node_modules is only in the head's. Written
      // whether or not the starter workflow pairs: the bot's `/benchgate run --paired` works on any PR.
      setup: s.install === void 0 ? void 0 : scalar(s.install),
      output: s.output === "stdout" ? void 0 : { files: s.output.files.map(scalar), stdout: s.output.stdout },
      // Samples of one process share its JIT, code layout and the machine's state at that moment; the next
      // process of the same code moves 10–40 % on shared runners. Compare runs, not one process's samples.
      repeat: !PER_PROCESS_SAMPLES.has(s.harness)
    }))
  });
}
function javaBuildTool(suites) {
  const java = suites.filter((s) => s.toolchain === "java");
  return java.length > 0 && java.every((s) => /(^|\/)gradlew?\s/.test(s.install ?? "")) ? "gradle" : "maven";
}
function setupSteps(suites, options = { cache: true }) {
  const steps = [];
  const has = (t) => suites.some((s) => s.toolchain === t);
  if (has("rust")) steps.push("- uses: dtolnay/rust-toolchain@stable");
  if (suites.some((s) => s.run.includes("cargo +nightly"))) steps.push("- run: rustup toolchain install nightly --profile minimal");
  const runners = /* @__PURE__ */ new Map();
  for (const s of suites) if ((s.harness === "gungraun" || s.harness === "iai-callgrind") && !runners.has(s.harness)) runners.set(s.harness, s.cwd);
  if (runners.size > 0) steps.push("- run: sudo apt-get update && sudo apt-get install -y valgrind");
  for (const [crate, cwd] of runners) {
    steps.push(`- run: cargo install ${crate}-runner --version "$(cargo metadata --format-version 1 | jq -r '[.packages[] | select(.name == "${crate}")][0].version')"`);
    if (cwd !== ".") steps.push(`  working-directory: ${scalar(cwd)}`);
  }
  if (suites.some((s) => s.harness === "hyperfine")) steps.push("- run: sudo apt-get update && sudo apt-get install -y hyperfine");
  if (has("go")) {
    steps.push("- uses: actions/setup-go@v5", "  with:", "    go-version: stable");
    if (!options.cache) steps.push("    cache: false");
    else {
      const modules = [...new Set(suites.filter((s) => s.toolchain === "go").map((s) => s.cwd))];
      if (modules.some((d) => d !== ".")) steps.push("    cache-dependency-path: |", ...modules.map((d) => `      ${d === "." ? "" : `${d}/`}go.sum`));
    }
  }
  if (has("python")) {
    const pip = [...suites.some((s) => s.harness === "pytest-benchmark") ? ["pytest", "pytest-benchmark"] : [], ...suites.some((s) => s.harness === "pyperf") ? ["pyperf"] : [], ...suites.some((s) => s.harness === "asv") ? ["asv"] : []];
    steps.push("- uses: actions/setup-python@v5", "  with:", "    python-version: '3.12'", `- run: pip install ${pip.join(" ")}`);
    if (suites.some((s) => s.toolchain === "python" && s.install !== void 0)) {
      steps.push(`# the project itself is built in each checkout by its suite's setup (benchgate.yml), into ${PY_VENV}/`);
    }
  }
  if (has("node")) {
    if (suites.some((s) => s.install?.includes("pnpm "))) steps.push("- uses: pnpm/action-setup@v4");
    steps.push("- uses: actions/setup-node@v4", "  with:", "    node-version: 'lts/*'");
  }
  if (has("java")) steps.push("- uses: actions/setup-java@v4", "  with:", "    distribution: temurin", "    java-version: '21'", ...options.cache ? [`    cache: ${javaBuildTool(suites)}`] : []);
  if (has("cpp")) {
    const packages = [...suites.some((s) => s.harness === "google-benchmark") ? ["libbenchmark-dev"] : [], ...suites.some((s) => s.harness === "catch2") ? ["catch2"] : []];
    steps.push(`# C++: install your build dependencies here (e.g. sudo apt-get install -y cmake${packages.map((p) => ` ${p}`).join("")})`);
  }
  return steps;
}
var SETUP_LINE = new RegExp(`^([ \\t]*)(${SETUP_PLACEHOLDER}|# Set up your toolchain here\\b.*)$`, "gm");
function adaptWorkflow(workflow, steps, defaultBranch2 = "main", options = {}) {
  const filled = steps.length === 0 ? workflow : workflow.replace(SETUP_LINE, (_m, indent) => steps.map((l) => `${indent}${l}`).join("\n"));
  const branched = defaultBranch2 === "main" ? filled : filled.replace(/^(\s*branches:\s*)\[main\]/gm, `$1[${scalar(defaultBranch2)}]`);
  const checkout = [
    ...options.lfs ? ["lfs: true # files kept in Git LFS (.gitattributes): benchmarks may read them"] : [],
    ...options.submodules ? ["submodules: recursive # git submodules (.gitmodules): the build may need them"] : []
  ];
  return checkout.length > 0 ? withCheckout(branched, checkout) : branched;
}
function withCheckout(workflow, inputs) {
  const lines = workflow.split("\n");
  const out = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    out.push(line);
    const step = /^(\s*)(- )?uses:\s*actions\/checkout@/.exec(line);
    if (step === null) continue;
    const column = step[1].length + (step[2]?.length ?? 0);
    const next = lines[i + 1];
    const withBlock = next !== void 0 && new RegExp(`^ {${column}}with:\\s*$`).test(next);
    const added = inputs.map((input) => `${" ".repeat(column + 2)}${input}`);
    if (withBlock) {
      out.push(next, ...added);
      i++;
    } else {
      out.push(`${" ".repeat(column)}with:`, ...added);
    }
  }
  return out.join("\n");
}
function fallbackWorkflows(paired) {
  const view = { setupPlaceholder: SETUP_PLACEHOLDER, actionRef: ACTION_REF, paired };
  return {
    "benchgate.yml": renderTemplate(benchgate_yml_default2, view),
    "benchgate-nightly.yml": renderTemplate(benchgate_nightly_yml_default, view)
  };
}

// src/init/init.ts
var MAX_FILES = 5e3;
var MAX_DEPTH2 = 8;
var MAX_WALK_DEPTH = 64;
var MAX_FILE_BYTES = 512 * 1024;
var INIT_USAGE = "benchgate init [--dir DIR] [--dry-run] [--no-workflows]";
async function runInit(args, io, options = {}) {
  const { values } = parseArgs({
    args,
    options: { dir: { type: "string" }, "dry-run": { type: "boolean" }, "no-workflows": { type: "boolean" } },
    strict: true
  });
  const root = resolve(io.cwd, values.dir ?? ".");
  const unread = { pastCap: 0, tooLarge: [], tooDeep: [] };
  const repoFiles = await readRepo(root, unread);
  for (const note of unreadNotes(unread)) io.stderr(`benchgate init: ${note}
`);
  const suites = detectSuites(repoFiles);
  const lfs = usesGitLfs(repoFiles);
  const submodules = usesSubmodules(repoFiles);
  for (const note of unreadBenchTargets(repoFiles)) io.stderr(`benchgate init: ${note}
`);
  if (suites.length === 0) {
    io.stderr(
      `benchgate init: no benchmark harness found in ${root} (looked for criterion/divan/gungraun/bencher in Cargo.toml, #[bench] in benches/*.rs, func Benchmark in *_test.go, pytest-benchmark, pyperf Runner scripts, asv.conf.json or its .sample, tinybench/benchmark/mitata/vitest bench files, jmh-core in pom.xml, benchmark/benchmark.h and Catch2 BENCHMARK in C++ sources, hyperfine --export-json in shell scripts); nothing written. Write .github/benchgate.yml by hand (see the README "Configuration").
`
    );
    return 1;
  }
  for (const s of suites) io.stderr(`benchgate init: found ${s.harness} in ${s.cwd === "." ? "the repository root" : s.cwd} (${s.evidence})
`);
  const configPath = join(root, ".github", "benchgate.yml");
  const own = values["no-workflows"] ? void 0 : await workflowFolder(options.workflowsDir);
  const paired = values["no-workflows"] || own ? void 0 : pairedPlan(suites);
  if (paired) {
    io.stderr(`benchgate init: the suites look short (about ${paired.seconds} s a run): pull requests measure base and head side by side (baseline: paired)
`);
  }
  const config = renderConfig(suites);
  validateConfig(config, configPath);
  const files = [[configPath, config]];
  if (!values["no-workflows"]) {
    const branch = defaultBranch(root);
    const chosen = own === void 0 ? fallbackWorkflows(paired) : chosenWorkflows(own, (note) => io.stderr(`benchgate init: ${note}
`));
    const names = await ownNames(Object.keys(chosen), join(root, ".github", "workflows"), (note) => io.stderr(`benchgate init: ${note}
`));
    for (const [name, text] of Object.entries(chosen)) {
      const steps = setupSteps(suites, { cache: !runsInDefaultBranchScope(text) });
      files.push([join(root, ".github", "workflows", names.get(name)), adaptWorkflow(renamed(text, names), steps, branch, { lfs, submodules })]);
    }
  }
  for (const [path, text] of files) {
    const shown = relative(io.cwd, path) || path;
    if (await exists(path)) io.stdout(`${shown}: exists, left alone
`);
    else if (values["dry-run"]) io.stdout(`${shown}: would be written
${text}
`);
    else {
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, text, { flag: "wx" });
      io.stdout(`${shown}: written
`);
    }
  }
  return 0;
}
function gitIgnored(root) {
  try {
    const listed = execFileSync("git", ["ls-files", "-z", "--others", "--ignored", "--exclude-standard", "--directory"], { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"], maxBuffer: 64 * 1024 * 1024 });
    return new Set(listed.split("\0").filter((p) => p !== ""));
  } catch {
    return /* @__PURE__ */ new Set();
  }
}
async function readRepo(root, unread = { pastCap: 0, tooLarge: [], tooDeep: [] }) {
  const out = [];
  const submodules = new Set(submodulePaths(await readFile(join(root, ".gitmodules"), "utf8").catch(() => "")));
  const ignored = gitIgnored(root);
  const walk = async (dir, depth) => {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch {
      return;
    }
    entries.sort((a, b) => a.name < b.name ? -1 : 1);
    for (const e of entries) {
      const full = join(dir, e.name);
      const rel = relative(root, full).split(sep).join("/");
      if (ignored.has(e.isDirectory() ? `${rel}/` : rel)) continue;
      const capped = out.length >= MAX_FILES;
      const deep = depth > MAX_DEPTH2;
      if (e.isDirectory()) {
        if (isPresenceDir(rel) && !capped && !deep) out.push({ path: `${rel}/`, text: "" });
        if (SKIPPED_DIRS.has(e.name) || e.name.startsWith(".") || submodules.has(rel)) continue;
        if (depth < MAX_WALK_DEPTH) await walk(full, depth + 1);
        else unread.tooDeep.push(`${rel}/`);
      } else if (e.isFile() && (isPresenceFile(rel) || isRelevantFile(rel))) {
        if (deep) unread.tooDeep.push(rel);
        else if (capped) unread.pastCap++;
        else if (isPresenceFile(rel)) out.push({ path: rel, text: "" });
        else if ((await stat(full)).size <= MAX_FILE_BYTES) out.push({ path: rel, text: await readFile(full, "utf8") });
        else unread.tooLarge.push(rel);
      }
    }
  };
  await walk(root, 0);
  return out;
}
function unreadNotes(unread) {
  const some = (paths) => listSome(paths, 3);
  return [
    ...unread.pastCap > 0 ? [`read the first ${MAX_FILES} files that can tell a harness; ${unread.pastCap} more were not read, and suites in them are not detected: run \`benchgate init --dir <folder>\` on a part of the repository`] : [],
    ...unread.tooLarge.length > 0 ? [`not read, over ${MAX_FILE_BYTES / 1024} KiB each: ${some(unread.tooLarge)}`] : [],
    ...unread.tooDeep.length > 0 ? [`not read, more than ${MAX_DEPTH2} folders down: ${some(unread.tooDeep)} (run \`benchgate init --dir <folder>\` on a folder above them)`] : []
  ];
}
async function workflowFolder(given) {
  const folder = given ?? await ownWorkflowsDir();
  const names = folder ? (await readdir(folder).catch(() => [])).filter((n) => /\.ya?ml$/.test(n)).sort() : [];
  if (names.length === 0) return void 0;
  return Object.fromEntries(await Promise.all(names.map(async (n) => [n, await readFile(join(folder, n), "utf8")])));
}
async function ownWorkflowsDir() {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let up = 0; up < 3; up++, dir = dirname(dir)) {
    const pkg = await readFile(join(dir, "package.json"), "utf8").catch(() => void 0);
    if (pkg !== void 0 && /"name"\s*:\s*"benchgate"/.test(pkg)) return join(dir, "workflows");
  }
  return void 0;
}
function chosenWorkflows(own, note) {
  const out = {};
  for (const [name, text] of Object.entries(own)) {
    if (name === "sharded.yml" && ("pull-request.yml" in own || "main.yml" in own)) {
      note("sharded.yml not written: it replaces pull-request.yml and main.yml when the suites are too big for one runner (copy it by hand then)");
      continue;
    }
    if (name === "main.yml" && "nightly.yml" in own) {
      const kept = text.replace(/^([ \t]+)schedule:[ \t]*\r?\n(?:\1[ \t]+- cron:.*\r?\n)+/m, "");
      if (kept !== text) note("main.yml written without its nightly schedule: nightly.yml runs the nightly benchmarks");
      out[name] = kept;
      continue;
    }
    out[name] = text;
  }
  return out;
}
async function ownNames(names, dir, note) {
  const out = /* @__PURE__ */ new Map();
  for (const name of names) {
    const existing = await readFile(join(dir, name), "utf8").catch(() => void 0);
    const theirs = existing !== void 0 && !/benchgate\/benchgate@|\bbenchgate (run|init|compare)\b/.test(existing);
    out.set(name, theirs ? `benchgate-${name}` : name);
    if (theirs) note(`.github/workflows/${name} is the repository's own workflow: benchgate's is benchgate-${name}`);
  }
  return out;
}
function renamed(text, names) {
  return text.replace(/^(\s*(?:baseline-workflow|pr-workflow):\s*)(\S+\.ya?ml)\s*$/gm, (line, key, file) => names.has(file) ? `${key}${names.get(file)}` : line);
}
function runsInDefaultBranchScope(workflow) {
  return /^\s*(issue_comment|pull_request_target|workflow_run)\s*:/m.test(workflow);
}
function defaultBranch(root) {
  const git = (args) => {
    try {
      return execFileSync("git", args, { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
    } catch {
      return void 0;
    }
  };
  const origin = git(["symbolic-ref", "--short", "refs/remotes/origin/HEAD"])?.replace(/^origin\//, "");
  if (origin) return origin;
  if (git(["rev-parse", "--verify", "--quiet", "refs/heads/main"]) === void 0 && git(["rev-parse", "--verify", "--quiet", "refs/heads/master"]) !== void 0) return "master";
  return "main";
}
async function exists(path) {
  return stat(path).then(
    () => true,
    () => false
  );
}
export {
  INIT_USAGE,
  chosenWorkflows,
  readRepo,
  runInit,
  unreadNotes
};
