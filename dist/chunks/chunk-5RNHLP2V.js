#!/usr/bin/env node
import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  validateConfig
} from "./chunk-FKKX4YLR.js";
import {
  templateProblem
} from "./chunk-MTUCHAR6.js";
import {
  resolveConfig
} from "./chunk-HTFQQTUP.js";
import {
  ConfigError
} from "./chunk-PI4KOZG2.js";

// src/config/load.ts
import { readFile, realpath } from "node:fs/promises";
import { basename, dirname, isAbsolute, relative, resolve } from "node:path";
var DEFAULT_CONFIG_PATH = ".github/benchgate.yml";
function configRoot(file) {
  const dir = dirname(resolve(file));
  return basename(dir) === ".github" ? dirname(dir) : dir;
}
async function loadConfig(path = DEFAULT_CONFIG_PATH) {
  let text;
  try {
    text = await readFile(path, "utf8");
  } catch (err) {
    const code = err.code;
    throw new ConfigError(path, [
      { path: "(file)", expected: "a readable benchgate.yml (create one with `benchgate init`)", found: code ?? String(err) }
    ]);
  }
  const config = validateConfig(text, path);
  const root = configRoot(path);
  const loaded = resolveConfig(config, path, root);
  const templates = await readTemplates(config.report, path, root);
  return templates ? { ...loaded, templates } : loaded;
}
async function readTemplates(report, file, root) {
  if (report?.template === void 0 && report?.["comment-template"] === void 0) return void 0;
  const read = async (key, partials) => {
    const given = report[key];
    if (given === void 0) return void 0;
    const fail = (expected, found) => {
      throw new ConfigError(file, [{ path: `report.${key}`, expected, found }]);
    };
    const inside = (p, dir) => !isAbsolute(relative(dir, p)) && !relative(dir, p).startsWith("..");
    const full = resolve(root, given);
    if (!inside(full, root)) fail("a file inside the repository (a path relative to its root)", JSON.stringify(given));
    const real = await realpath(full).catch((err) => fail("a readable mustache file", `${JSON.stringify(given)} (${err.code ?? String(err)})`));
    if (!inside(real, await realpath(root))) fail("a file inside the repository, not a link out of it", `${JSON.stringify(given)} \u2192 ${real}`);
    const text = await readFile(real, "utf8").catch((err) => fail("a readable mustache file", `${JSON.stringify(given)} (${err.code ?? String(err)})`));
    const problem = templateProblem(text, partials);
    if (problem !== void 0) fail("a mustache template (docs/templates.md)", `${given}: ${problem}`);
    return text;
  };
  const template = await read("template", []);
  const comment = await read("comment-template", ["report"]);
  return { ...template !== void 0 ? { report: template } : {}, ...comment !== void 0 ? { comment } : {} };
}

export {
  DEFAULT_CONFIG_PATH,
  configRoot,
  loadConfig
};
