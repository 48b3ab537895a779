#!/usr/bin/env node
import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  mustache_default
} from "./chunk-UDD6US5G.js";

// src/render/template.ts
var AS_IS = (value) => String(value);
function renderTemplate(template, view, o = {}) {
  return mustache_default.render(template, view, o.partials, { escape: AS_IS, ...o.tags ? { tags: o.tags } : {} });
}
function templateProblem(template, allowed = []) {
  let tokens;
  try {
    tokens = mustache_default.parse(template);
  } catch (err) {
    return withLine(err.message, template);
  }
  const partials = /* @__PURE__ */ new Set();
  const walk = (ts) => {
    for (const t of ts) {
      if (t[0] === ">") partials.add(t[1]);
      if (Array.isArray(t[4])) walk(t[4]);
    }
  };
  walk(tokens);
  const wrong = [...partials].filter((p) => !allowed.includes(p));
  if (wrong.length === 0) return void 0;
  return `the partial${wrong.length === 1 ? "" : "s"} ${wrong.map((p) => `{{> ${p}}}`).join(", ")} ${allowed.length ? `(only {{> ${allowed.join("}}, {{> ")}}} is available here)` : "(no partial is available here)"}`;
}
function withLine(message, template) {
  const lineAt = (offset) => template.slice(0, offset).split("\n").length;
  const open = /^Unclosed section "(.*)" at \d+$/.exec(message);
  const at = open ? template.search(new RegExp(`\\{\\{\\s*[#^]\\s*${open[1].replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s*\\}\\}`)) : -1;
  if (open && at >= 0) return `Unclosed section "${open[1]}" opened on line ${lineAt(at)}`;
  return message.replace(/ at (\d+)$/, (_m, n) => ` on line ${lineAt(Number(n))}`);
}

export {
  renderTemplate,
  templateProblem
};
