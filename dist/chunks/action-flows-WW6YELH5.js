#!/usr/bin/env node
import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  baselineForPart,
  keepAbsentSuites,
  mergeShards,
  partArtifactName,
  partPrefix
} from "./chunk-RQMLAF7O.js";
import {
  Comparison,
  addPath,
  capResults,
  debug,
  error,
  info,
  readEventPayload,
  runSuitesDetached,
  runUrl,
  runWorker,
  setOutput,
  warning,
  warningsSoFar
} from "./chunk-KF7RZ64J.js";
import {
  DEFAULT_MIN_ROUNDS,
  comparisonPathFor,
  mergeBase,
  runPaired
} from "./chunk-3N5RIHWD.js";
import {
  JOB_SUMMARY_CHARS,
  renderComment,
  renderReport
} from "./chunk-Q5SEBKMN.js";
import {
  reportTables,
  runSuiteOnce,
  runSuites
} from "./chunk-7HZ4PJE6.js";
import {
  escapeInline,
  escapeMarkdown,
  shareOf,
  showInvisible
} from "./chunk-CDZ2FWNN.js";
import "./chunk-IZWJKWDI.js";
import {
  parseResults,
  validateResults
} from "./chunk-RLTGDZKK.js";
import "./chunk-HAUUGIWR.js";
import {
  Octokit,
  legacyRestEndpointMethods,
  paginateRest,
  requestLog,
  require_light,
  retry
} from "./chunk-ZCTXFKBY.js";
import {
  loadConfig
} from "./chunk-5RNHLP2V.js";
import "./chunk-FKKX4YLR.js";
import "./chunk-MTUCHAR6.js";
import "./chunk-NOEW3QN6.js";
import {
  external_exports
} from "./chunk-4OMHAOVV.js";
import "./chunk-WTZCLGOG.js";
import {
  findShifts,
  planIssues,
  readIssueState,
  regressionMarker,
  stateComment
} from "./chunk-HQI54DPU.js";
import {
  nextBaseline
} from "./chunk-T7ASURCJ.js";
import {
  DEFAULT_SEED,
  compareOptionsFor,
  compareRuns,
  createRng,
  isUndecided
} from "./chunk-6FUW3OSH.js";
import "./chunk-PYJIG4FO.js";
import {
  heapParseLimits,
  readResultsFile,
  writeResultsFile
} from "./chunk-LZGP3CIA.js";
import "./chunk-H4JAUBBT.js";
import {
  storedMetric
} from "./chunk-CAKHZOGT.js";
import "./chunk-UDD6US5G.js";
import {
  DEFAULTS
} from "./chunk-HTFQQTUP.js";
import {
  beyondFixed,
  chooseScale,
  formatExponent,
  formatPercentChange,
  formatQuantity,
  groupThousands
} from "./chunk-YLFNOJY2.js";
import {
  seriesAnchor
} from "./chunk-DQAUADO5.js";
import {
  maxOf,
  minOf
} from "./chunk-77VUEDXU.js";
import "./chunk-UZR27MWT.js";
import {
  BaselineError,
  BenchgateError,
  GitHubError,
  NewerSchemaError
} from "./chunk-PI4KOZG2.js";
import {
  __toESM
} from "./chunk-UBC4YGAS.js";

// src/action-flows.ts
import { randomUUID } from "node:crypto";
import { access, mkdir as mkdir2, readFile, writeFile as writeFile3 } from "node:fs/promises";
import { tmpdir as tmpdir3 } from "node:os";
import { dirname, join as join3, resolve } from "node:path";

// src/baseline/artifact-store.ts
import { crc32 } from "node:zlib";
import { mkdtemp, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

// node_modules/fflate/esm/index.mjs
import { createRequire } from "module";
var require2 = createRequire("/");
var _a;
var Worker;
var isMarkedAsUntransferable;
try {
  _a = require2("worker_threads"), Worker = _a.Worker, isMarkedAsUntransferable = _a.isMarkedAsUntransferable;
} catch (e) {
}
var u8 = Uint8Array;
var u16 = Uint16Array;
var i32 = Int32Array;
var fleb = new u8([
  0,
  0,
  0,
  0,
  0,
  0,
  0,
  0,
  1,
  1,
  1,
  1,
  2,
  2,
  2,
  2,
  3,
  3,
  3,
  3,
  4,
  4,
  4,
  4,
  5,
  5,
  5,
  5,
  0,
  /* unused */
  0,
  0,
  /* impossible */
  0
]);
var fdeb = new u8([
  0,
  0,
  0,
  0,
  1,
  1,
  2,
  2,
  3,
  3,
  4,
  4,
  5,
  5,
  6,
  6,
  7,
  7,
  8,
  8,
  9,
  9,
  10,
  10,
  11,
  11,
  12,
  12,
  13,
  13,
  /* unused */
  0,
  0
]);
var clim = new u8([16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]);
var freb = function(eb, start) {
  var b = new u16(31);
  for (var i2 = 0; i2 < 31; ++i2) {
    b[i2] = start += 1 << eb[i2 - 1];
  }
  var r = new i32(b[30]);
  for (var i2 = 1; i2 < 30; ++i2) {
    for (var j = b[i2]; j < b[i2 + 1]; ++j) {
      r[j] = j - b[i2] << 5 | i2;
    }
  }
  return { b, r };
};
var _a = freb(fleb, 2);
var fl = _a.b;
var revfl = _a.r;
fl[28] = 258, revfl[258] = 28;
var _b = freb(fdeb, 0);
var fd = _b.b;
var revfd = _b.r;
var rev = new u16(32768);
for (i = 0; i < 32768; ++i) {
  x = (i & 43690) >> 1 | (i & 21845) << 1;
  x = (x & 52428) >> 2 | (x & 13107) << 2;
  x = (x & 61680) >> 4 | (x & 3855) << 4;
  rev[i] = ((x & 65280) >> 8 | (x & 255) << 8) >> 1;
}
var x;
var i;
var hMap = (function(cd, mb, r) {
  var s = cd.length;
  var i2 = 0;
  var l = new u16(mb);
  for (; i2 < s; ++i2) {
    if (cd[i2])
      ++l[cd[i2] - 1];
  }
  var le = new u16(mb);
  for (i2 = 1; i2 < mb; ++i2) {
    le[i2] = le[i2 - 1] + l[i2 - 1] << 1;
  }
  var co;
  if (r) {
    co = new u16(1 << mb);
    var rvb = 15 - mb;
    for (i2 = 0; i2 < s; ++i2) {
      if (cd[i2]) {
        var sv = i2 << 4 | cd[i2];
        var r_1 = mb - cd[i2];
        var v = le[cd[i2] - 1]++ << r_1;
        for (var m = v | (1 << r_1) - 1; v <= m; ++v) {
          co[rev[v] >> rvb] = sv;
        }
      }
    }
  } else {
    co = new u16(s);
    for (i2 = 0; i2 < s; ++i2) {
      if (cd[i2]) {
        co[i2] = rev[le[cd[i2] - 1]++] >> 15 - cd[i2];
      }
    }
  }
  return co;
});
var flt = new u8(288);
for (i = 0; i < 144; ++i)
  flt[i] = 8;
var i;
for (i = 144; i < 256; ++i)
  flt[i] = 9;
var i;
for (i = 256; i < 280; ++i)
  flt[i] = 7;
var i;
for (i = 280; i < 288; ++i)
  flt[i] = 8;
var i;
var fdt = new u8(32);
for (i = 0; i < 32; ++i)
  fdt[i] = 5;
var i;
var flrm = /* @__PURE__ */ hMap(flt, 9, 1);
var fdrm = /* @__PURE__ */ hMap(fdt, 5, 1);
var max = function(a) {
  var m = a[0];
  for (var i2 = 1; i2 < a.length; ++i2) {
    if (a[i2] > m)
      m = a[i2];
  }
  return m;
};
var bits = function(d, p, m) {
  var o = p / 8 | 0;
  return (d[o] | d[o + 1] << 8) >> (p & 7) & m;
};
var bits16 = function(d, p) {
  var o = p / 8 | 0;
  return (d[o] | d[o + 1] << 8 | d[o + 2] << 16) >> (p & 7);
};
var shft = function(p) {
  return (p + 7) / 8 | 0;
};
var slc = function(v, s, e) {
  if (s == null || s < 0)
    s = 0;
  if (e == null || e > v.length)
    e = v.length;
  return new u8(v.subarray(s, e));
};
var ec = [
  "unexpected EOF",
  "invalid block type",
  "invalid length/literal",
  "invalid distance",
  "stream finished",
  "no stream handler",
  ,
  // determined by compression function
  "no callback",
  "invalid UTF-8 data",
  "extra field too long",
  "date not in range 1980-2099",
  "filename too long",
  "stream finishing",
  "invalid zip data"
  // determined by unknown compression method
];
var err = function(ind, msg, nt) {
  var e = new Error(msg || ec[ind]);
  e.code = ind;
  if (Error.captureStackTrace)
    Error.captureStackTrace(e, err);
  if (!nt)
    throw e;
  return e;
};
var inflt = function(dat, st, buf, dict) {
  var sl = dat.length, dl = dict ? dict.length : 0;
  if (!sl || st.f && !st.l)
    return buf || new u8(0);
  var noBuf = !buf;
  var resize = noBuf || st.i != 2;
  var noSt = st.i;
  if (noBuf)
    buf = new u8(sl * 3);
  var cbuf = function(l2) {
    var bl = buf.length;
    if (l2 > bl) {
      var nbuf = new u8(Math.max(bl * 2, l2));
      nbuf.set(buf);
      buf = nbuf;
    }
  };
  var final = st.f || 0, pos = st.p || 0, bt = st.b || 0, lm = st.l, dm = st.d, lbt = st.m, dbt = st.n;
  var tbts = sl * 8;
  do {
    if (!lm) {
      final = bits(dat, pos, 1);
      var type = bits(dat, pos + 1, 3);
      pos += 3;
      if (!type) {
        var s = shft(pos) + 4, l = dat[s - 4] | dat[s - 3] << 8, t = s + l;
        if (t > sl) {
          if (noSt)
            err(0);
          break;
        }
        if (resize)
          cbuf(bt + l);
        buf.set(dat.subarray(s, t), bt);
        st.b = bt += l, st.p = pos = t * 8, st.f = final;
        continue;
      } else if (type == 1)
        lm = flrm, dm = fdrm, lbt = 9, dbt = 5;
      else if (type == 2) {
        var hLit = bits(dat, pos, 31) + 257, hcLen = bits(dat, pos + 10, 15) + 4;
        var tl = hLit + bits(dat, pos + 5, 31) + 1;
        pos += 14;
        var ldt = new u8(tl);
        var clt = new u8(19);
        for (var i2 = 0; i2 < hcLen; ++i2) {
          clt[clim[i2]] = bits(dat, pos + i2 * 3, 7);
        }
        pos += hcLen * 3;
        var clb = max(clt), clbmsk = (1 << clb) - 1;
        var clm = hMap(clt, clb, 1);
        for (var i2 = 0; i2 < tl; ) {
          var r = clm[bits(dat, pos, clbmsk)];
          pos += r & 15;
          var s = r >> 4;
          if (s < 16) {
            ldt[i2++] = s;
          } else {
            var c = 0, n = 0;
            if (s == 16)
              n = 3 + bits(dat, pos, 3), pos += 2, c = ldt[i2 - 1];
            else if (s == 17)
              n = 3 + bits(dat, pos, 7), pos += 3;
            else if (s == 18)
              n = 11 + bits(dat, pos, 127), pos += 7;
            while (n--)
              ldt[i2++] = c;
          }
        }
        var lt = ldt.subarray(0, hLit), dt = ldt.subarray(hLit);
        lbt = max(lt);
        dbt = max(dt);
        lm = hMap(lt, lbt, 1);
        dm = hMap(dt, dbt, 1);
      } else
        err(1);
      if (pos > tbts) {
        if (noSt)
          err(0);
        break;
      }
    }
    if (resize)
      cbuf(bt + 131072);
    var lms = (1 << lbt) - 1, dms = (1 << dbt) - 1;
    var lpos = pos;
    for (; ; lpos = pos) {
      var c = lm[bits16(dat, pos) & lms], sym = c >> 4;
      pos += c & 15;
      if (pos > tbts) {
        if (noSt)
          err(0);
        break;
      }
      if (!c)
        err(2);
      if (sym < 256)
        buf[bt++] = sym;
      else if (sym == 256) {
        lpos = pos, lm = null;
        break;
      } else {
        var add = sym - 254;
        if (sym > 264) {
          var i2 = sym - 257, b = fleb[i2];
          add = bits(dat, pos, (1 << b) - 1) + fl[i2];
          pos += b;
        }
        var d = dm[bits16(dat, pos) & dms], dsym = d >> 4;
        if (!d)
          err(3);
        pos += d & 15;
        var dt = fd[dsym];
        if (dsym > 3) {
          var b = fdeb[dsym];
          dt += bits16(dat, pos) & (1 << b) - 1, pos += b;
        }
        if (pos > tbts) {
          if (noSt)
            err(0);
          break;
        }
        if (resize)
          cbuf(bt + 131072);
        var end = bt + add;
        if (bt < dt) {
          var shift = dl - dt, dend = Math.min(dt, end);
          if (shift + bt < 0)
            err(3);
          for (; bt < dend; ++bt)
            buf[bt] = dict[shift + bt];
        }
        for (; bt < end; ++bt)
          buf[bt] = buf[bt - dt];
      }
    }
    st.l = lm, st.p = lpos, st.b = bt, st.f = final;
    if (lm)
      final = 1, st.m = lbt, st.d = dm, st.n = dbt;
  } while (!final);
  return bt != buf.length && noBuf ? slc(buf, 0, bt) : buf.subarray(0, bt);
};
var et = /* @__PURE__ */ new u8(0);
var Inflate = /* @__PURE__ */ (function() {
  function Inflate2(opts, cb) {
    if (typeof opts == "function")
      cb = opts, opts = {};
    this.ondata = cb;
    var dict = opts && opts.dictionary && opts.dictionary.subarray(-32768);
    this.s = { i: 0, b: dict ? dict.length : 0 };
    this.o = new u8(32768);
    this.p = new u8(0);
    if (dict)
      this.o.set(dict);
  }
  Inflate2.prototype.e = function(c) {
    if (!this.ondata)
      err(5);
    if (this.d)
      err(4);
    if (!this.p.length)
      this.p = c;
    else if (c.length) {
      var n = new u8(this.p.length + c.length);
      n.set(this.p), n.set(c, this.p.length), this.p = n;
    }
  };
  Inflate2.prototype.c = function(final) {
    this.s.i = +(this.d = final || false);
    var bts = this.s.b;
    var dt = inflt(this.p, this.s, this.o);
    this.ondata(slc(dt, bts, this.s.b), this.d);
    this.o = slc(dt, this.s.b - 32768), this.s.b = this.o.length;
    this.p = slc(this.p, this.s.p / 8 | 0), this.s.p &= 7;
  };
  Inflate2.prototype.push = function(chunk, final) {
    this.e(chunk), this.c(final);
  };
  return Inflate2;
})();
var td = typeof TextDecoder != "undefined" && /* @__PURE__ */ new TextDecoder();
var tds = 0;
try {
  td.decode(et, { stream: true });
  tds = 1;
} catch (e) {
}

// src/github/comment.ts
var MAX_COMMENT_CHARS = 65536;
var ACTIONS_BOT_LOGIN = "github-actions[bot]";
function commentMarker(marker) {
  return `<!-- benchgate:${marker} -->`;
}
async function upsertComment(octokit, o) {
  const tag = commentMarker(o.marker);
  const withMarker = (text) => text.includes(tag) ? text : `${tag}
${text}`;
  const fallback = withMarker(o.fallbackBody ?? "The benchmark report is too long for a comment; see the job summary of this run.");
  let body = withMarker(o.body);
  let usedFallback = false;
  if (body.length > MAX_COMMENT_CHARS) {
    warning(`The report has ${body.length} characters, over GitHub's ${MAX_COMMENT_CHARS}; posting a short comment that points to the job summary.`);
    body = fallback;
    usedFallback = true;
  }
  const author = o.author ?? await authenticatedLogin(octokit);
  const existing = await findComment(octokit, o, tag, author);
  if (existing && normalise(existing.body ?? "") === normalise(body)) {
    return { action: "unchanged", url: existing.html_url, id: Number(existing.id), fallback: usedFallback };
  }
  if (!existing && o.create === false) return { action: "skipped", fallback: usedFallback };
  const write = async (text) => {
    if (existing) {
      const res2 = await octokit.rest.issues.updateComment({ owner: o.owner, repo: o.repo, comment_id: Number(existing.id), body: text });
      return { action: "updated", url: res2.data.html_url, id: Number(res2.data.id) };
    }
    const res = await octokit.rest.issues.createComment({ owner: o.owner, repo: o.repo, issue_number: o.issueNumber, body: text });
    return { action: "created", url: res.data.html_url, id: Number(res.data.id) };
  };
  const operation = existing ? `update comment ${existing.id}` : `comment on #${o.issueNumber}`;
  try {
    return await oneComment(octokit, o, tag, author, { ...await write(body), fallback: usedFallback }, body);
  } catch (err2) {
    if (!usedFallback && isBodyTooLong(err2)) {
      warning(`GitHub refused the ${body.length}-character report as too long; posting a short comment that points to the job summary.`);
      try {
        return await oneComment(octokit, o, tag, author, { ...await write(fallback), fallback: true }, fallback);
      } catch (again) {
        throw asGitHubError(operation, again);
      }
    }
    throw asGitHubError(operation, err2);
  }
}
async function findComment(octokit, o, tag, author) {
  try {
    for await (const page of octokit.paginate.iterator(octokit.rest.issues.listComments, {
      owner: o.owner,
      repo: o.repo,
      issue_number: o.issueNumber,
      per_page: 100
    })) {
      const mine = page.data.find((c) => c.user?.login === author && (c.body ?? "").includes(tag));
      if (mine) return mine;
    }
    return void 0;
  } catch (err2) {
    throw asGitHubError(`list comments of #${o.issueNumber}`, err2);
  }
}
async function oneComment(octokit, o, tag, author, done, text) {
  if (done.action !== "created") return done;
  let ours;
  try {
    ours = (await octokit.paginate(octokit.rest.issues.listComments, { owner: o.owner, repo: o.repo, issue_number: o.issueNumber, per_page: 100 })).filter(
      (c) => c.user?.login === author && (c.body ?? "").includes(tag)
    );
  } catch (err2) {
    warning(`Could not check #${o.issueNumber} for a second benchgate comment: ${asGitHubError("list comments", err2).message}`);
    return done;
  }
  if (ours.length <= 1) return done;
  ours.sort((a, b) => a.id - b.id);
  const keep = ours[0];
  for (const extra of ours.slice(1)) {
    try {
      await octokit.rest.issues.deleteComment({ owner: o.owner, repo: o.repo, comment_id: extra.id });
    } catch (err2) {
      warning(`Could not delete the duplicate benchgate comment ${extra.id}: ${asGitHubError("delete comment", err2).message}`);
    }
  }
  info(`Kept one benchgate comment on #${o.issueNumber} (${keep.id}); deleted ${ours.length - 1} duplicate(s) another job or a retried request had posted.`);
  if (keep.id === done.id) return done;
  if (normalise(keep.body ?? "") !== normalise(text)) await octokit.rest.issues.updateComment({ owner: o.owner, repo: o.repo, comment_id: keep.id, body: text });
  return { action: "updated", url: keep.html_url, id: keep.id, fallback: done.fallback };
}
var loginCache = /* @__PURE__ */ new WeakMap();
async function authenticatedLogin(octokit) {
  const cached = loginCache.get(octokit);
  if (cached) return cached;
  let login = ACTIONS_BOT_LOGIN;
  try {
    login = (await octokit.rest.users.getAuthenticated()).data.login;
  } catch (err2) {
    const status = err2.status;
    if (status !== 403 && status !== 401) throw asGitHubError("GET /user", err2);
    try {
      const viewer = await octokit.graphql("query { viewer { login } }");
      if (typeof viewer.viewer?.login === "string" && viewer.viewer.login !== "") login = viewer.viewer.login;
    } catch {
      debug(`GraphQL viewer not available to this token: taking it for ${ACTIONS_BOT_LOGIN}`);
    }
  }
  loginCache.set(octokit, login);
  return login;
}
function normalise(text) {
  return text.replace(/\r\n/g, "\n").trimEnd();
}
function isBodyTooLong(err2) {
  const e = err2;
  return e?.status === 422 && /body is too long/i.test(`${e.message ?? ""} ${JSON.stringify(e.response?.data ?? "")}`);
}
function asGitHubError(operation, err2) {
  if (err2 instanceof GitHubError) return err2;
  const e = err2;
  return new GitHubError(operation, typeof e?.status === "number" ? e.status : void 0, e?.message ?? String(err2), { cause: err2 });
}

// src/baseline/artifact-store.ts
var RESULTS_FILE = "results.json";
var BASELINE_EVENTS = ["push", "schedule", "workflow_dispatch"];
var MiB = 1024 * 1024;
var MAX_UNZIPPED_BYTES = 200 * MiB;
var MAX_WRITTEN_BYTES = 0.8 * MAX_UNZIPPED_BYTES;
var MAX_ZIP_BYTES = MAX_UNZIPPED_BYTES;
var GitHubArtifactStore = class {
  constructor(o) {
    this.o = o;
    this.maxZip = o.maxZipBytes ?? MAX_ZIP_BYTES;
    this.maxUnzipped = o.maxUnzippedBytes ?? MAX_UNZIPPED_BYTES;
  }
  o;
  /** Set when GitHub knew no such workflow (404): not yet on the default branch, or a misspelt `baseline-workflow`. */
  workflowUnknown = false;
  maxZip;
  maxUnzipped;
  /**
   * The baseline for a query: a run at the exact base sha first, else the newest completed
   * push/schedule/dispatch run on the base branch that uploaded one. Completed, not only successful: a run
   * uploads the artifact under its name only as a whole baseline (a failed suite keeps its last good
   * results; an unreadable previous baseline is kept under `-unsaved`), then fails the step for the failed
   * suite; passing it over would drop that night from the history and compare later runs with older ones. Only runs of this repository on the base branch
   * count (a fork's `main`, or a push to another branch, is never a baseline). Undefined when there is
   * none (first run, all expired). An artifact that cannot be read (corrupt, too big, gone) is passed
   * over for the next older one, and `passedOver` says so: a comparison may use the older one, but a new
   * baseline must not be stored on top of the unreadable one (its history would be lost). A baseline
   * from a newer benchgate (NewerSchemaError) is never passed over: it is thrown. Throws BaselineError
   * when no candidate can be read.
   */
  async find(query) {
    const onBranch = (r) => r.head_branch === query.baseBranch;
    const passedOver = [];
    const tried = /* @__PURE__ */ new Set();
    const attempt = async (c) => {
      tried.add(c.run.id);
      try {
        return await this.load(c.run, c.artifactId, c.run.head_sha === query.baseSha);
      } catch (err2) {
        if (!(err2 instanceof BaselineError) || err2 instanceof NewerSchemaError) throw err2;
        passedOver.push(err2.message);
        return void 0;
      }
    };
    const found = (b) => passedOver.length > 0 ? { ...b, passedOver } : b;
    if (query.baseSha) {
      for await (const c of this.withArtifacts({ head_sha: query.baseSha, status: "completed" }, onBranch, query.workflowOnBranch)) {
        const b = await attempt(c);
        if (b) return found(b);
      }
    }
    const branchRuns = this.withArtifacts({ branch: query.baseBranch, status: "completed" }, onBranch, query.workflowOnBranch);
    if (query.baseSha) {
      for (const c of await this.nearestFirst(branchRuns, query.baseSha, tried)) {
        const b = await attempt(c);
        if (b) return found({ ...b, info: { ...b.info, ...c.fromBase ? { fromBase: c.fromBase } : {} } });
      }
    }
    for await (const c of branchRuns) {
      if (tried.has(c.run.id)) continue;
      const b = await attempt(c);
      if (b) return found(b);
    }
    if (passedOver.length > 0) throw new BaselineError(passedOver.length === 1 ? passedOver[0] : `no readable baseline: ${passedOver.join("; ")}`);
    return void 0;
  }
  /**
   * The base branch's runs (newest first) up to the first whose commit is the base sha's own or an ancestor of
   * it, ordered nearest first by commits between them and the base sha (an ancestor first on a tie). Without the
   * run at the base sha (main.yml's concurrency group cancels a pending run when a newer push queues), the newest
   * run can be many commits past it: a pull request opened last week and re-run today read every change merged
   * since as its own, turned round. The runs after it in `runs` are left there, for the caller to go on with.
   * When GitHub cannot compare (a commit gone after a force push, no `contents: read`), the order is newest first.
   */
  async nearestFirst(runs, baseSha, tried) {
    const seen = [];
    const bySha = /* @__PURE__ */ new Map();
    for (let got = await runs.next(); got.done !== true; got = await runs.next()) {
      const c = got.value;
      if (tried.has(c.run.id)) continue;
      const sha = c.run.head_sha;
      if (!bySha.has(sha)) bySha.set(sha, await this.fromBase(baseSha, sha));
      const fromBase = bySha.get(sha);
      seen.push({ c, fromBase, order: seen.length });
      if (fromBase === void 0) return seen.map((s) => s.c);
      if (fromBase.ahead === 0) break;
    }
    const apart = (f) => f.ahead + f.behind;
    seen.sort((a, b) => apart(a.fromBase) - apart(b.fromBase) || a.fromBase.ahead - b.fromBase.ahead || a.order - b.order);
    return seen.map((s) => ({ ...s.c, fromBase: s.fromBase }));
  }
  /** Where `sha` stands against the base sha (GitHub's compare), or undefined when GitHub cannot tell. */
  async fromBase(baseSha, sha) {
    try {
      const { data } = await this.o.octokit.rest.repos.compareCommitsWithBasehead({ owner: this.o.owner, repo: this.o.repo, basehead: `${baseSha}...${sha}`, per_page: 1 });
      return Number.isInteger(data.ahead_by) && Number.isInteger(data.behind_by) ? { ahead: data.ahead_by, behind: data.behind_by } : void 0;
    } catch {
      return void 0;
    }
  }
  /** The results artifact of one run (report mode: the PR run that triggered us). Undefined when it has none. */
  async loadRun(runId) {
    const { data: run } = await named(`reading run ${runId}`, () => this.o.octokit.rest.actions.getWorkflowRun({ owner: this.o.owner, repo: this.o.repo, run_id: runId }));
    const artifactId = await this.artifactOf(run.id);
    if (artifactId === void 0) return void 0;
    const loaded = await this.load(run, artifactId, false);
    return { ...loaded, artifactId };
  }
  /**
   * Every part a sharded or matrix run's jobs uploaded (artifacts of `runId` named `prefix…`), for the
   * merge job. A part that cannot be read is an error naming it: merging without it would drop its rows.
   */
  async loadParts(runId, prefix) {
    const artifacts = await named(
      listingArtifacts(runId),
      () => this.o.octokit.paginate(this.o.octokit.rest.actions.listWorkflowRunArtifacts, {
        owner: this.o.owner,
        repo: this.o.repo,
        run_id: runId,
        per_page: 100
      })
    );
    const parts = artifacts.filter((a) => a.name.startsWith(prefix) && !a.expired).sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
    const out = [];
    for (const a of parts) {
      const where = `part artifact '${a.name}' (id ${a.id}) of run ${runId}`;
      out.push({ name: a.name, results: this.parse(await this.download(a.id, where), where) });
    }
    return out;
  }
  /** Baseline candidates, newest first: runs of this repository with an unexpired artifact. */
  async *withArtifacts(filter, accept, workflowOnBranch = false) {
    const self = `${this.o.owner}/${this.o.repo}`.toLowerCase();
    let inspected = 0;
    const pages = this.o.octokit.paginate.iterator(this.o.octokit.rest.actions.listWorkflowRuns, {
      owner: this.o.owner,
      repo: this.o.repo,
      workflow_id: this.o.workflow,
      ...filter,
      exclude_pull_requests: true,
      per_page: 100
    });
    let pagesRead = 0;
    try {
      for await (const page of pages) {
        pagesRead++;
        for (const run of page.data) {
          if (!BASELINE_EVENTS.includes(run.event)) continue;
          if (run.head_repository?.full_name?.toLowerCase() !== self) continue;
          if (!accept(run)) continue;
          if (++inspected > (this.o.maxCandidates ?? 20)) return;
          let artifactId;
          try {
            artifactId = await this.artifactOf(run.id);
          } catch (err2) {
            if (err2.status === 404) throw new BaselineError(`the artifacts of run ${run.id} could not be listed (HTTP 404)`, { cause: err2 });
            throw err2;
          }
          if (artifactId !== void 0) yield { run, artifactId };
        }
      }
    } catch (err2) {
      if (err2.status === 404 && pagesRead === 0) {
        if (!workflowOnBranch) {
          this.workflowUnknown = true;
          return;
        }
        throw new BaselineError(`the runs of workflow ${this.o.workflow} could not be listed (HTTP 404), though this run is on the base branch`, { cause: err2 });
      }
      if (err2 instanceof GitHubError || err2 instanceof BaselineError) throw err2;
      throw asGitHubError(`listing the runs of workflow ${this.o.workflow} ${filter.head_sha ? `at ${filter.head_sha}` : `on branch ${filter.branch}`}`, err2);
    }
  }
  /**
   * The newest unexpired artifact with the configured name on a run: a re-run attempt may have uploaded
   * another under the same name, and the latest attempt's is the run's result.
   */
  async artifactOf(runId) {
    const artifacts = await named(
      listingArtifacts(runId),
      () => this.o.octokit.paginate(this.o.octokit.rest.actions.listWorkflowRunArtifacts, {
        owner: this.o.owner,
        repo: this.o.repo,
        run_id: runId,
        name: this.o.artifactName,
        per_page: 100
      })
    );
    let newest;
    for (const a of artifacts) {
      if (a.name !== this.o.artifactName || a.expired) continue;
      if (newest === void 0 || (a.created_at ?? "") > (newest.created_at ?? "") || (a.created_at ?? "") === (newest.created_at ?? "") && a.id > newest.id) newest = a;
    }
    return newest?.id;
  }
  async load(run, artifactId, exactBase) {
    const where = `baseline artifact '${this.o.artifactName}' (id ${artifactId}) of run ${run.id}`;
    const zip = await this.download(artifactId, where);
    const results = this.parse(zip, where);
    return {
      results,
      info: {
        source: `run ${run.id} (artifact ${this.o.artifactName})`,
        commit: run.head_sha,
        createdAt: results.meta.createdAt,
        runId: run.id,
        exactBase
      }
    };
  }
  /**
   * The API answers 302 to a signed blob URL that expires after a minute (GitHub's "Download an artifact"):
   * each attempt asks for a fresh one, as a retry of the first after a 5-minute timeout met an expired link
   * (HTTP 403) and the baseline was skipped. A 403 of the blob store is retried so, once; any other refusal is final.
   */
  async download(artifactId, where) {
    let lastError;
    for (let attempt = 1; attempt <= 3; attempt++) {
      const location = await this.blobLocation(artifactId, where);
      const got = await this.fetchBlob(location, where);
      if (got instanceof Uint8Array) return got;
      lastError = got.error;
    }
    throw new BaselineError(`${where}: download failed after 3 attempts: ${lastError?.message ?? lastError}`, { cause: lastError });
  }
  async blobLocation(artifactId, where) {
    let location;
    try {
      const res = await this.o.octokit.rest.actions.downloadArtifact({
        owner: this.o.owner,
        repo: this.o.repo,
        artifact_id: artifactId,
        archive_format: "zip",
        request: { redirect: "manual" }
      });
      location = res.headers.location;
    } catch (err2) {
      const status = err2.status;
      if (status === 404 || status === 410) throw new BaselineError(`${where}: expired or deleted (HTTP ${status}); no usable baseline`, { cause: err2 });
      throw asGitHubError(`downloading ${where}`, err2);
    }
    if (!location) throw new BaselineError(`${where}: the download answered without a redirect location`);
    return location;
  }
  /** One try at the signed URL (fetched without our token): the zip, or what to retry with a fresh URL. */
  async fetchBlob(url, where) {
    const doFetch = this.o.fetch ?? fetch;
    try {
      const res = await doFetch(url, { redirect: "follow", signal: AbortSignal.timeout(this.o.blobTimeoutMs ?? 5 * 6e4) });
      if (res.status >= 500 || res.status === 403) {
        await res.body?.cancel();
        return { error: new Error(`HTTP ${res.status}${res.status === 403 ? " (an expired signed link?)" : ""}`) };
      }
      if (res.status !== 200) {
        await res.body?.cancel();
        throw new BaselineError(`${where}: blob download answered HTTP ${res.status}`);
      }
      const declared = Number(res.headers.get("content-length") ?? 0);
      if (declared > this.maxZip) {
        await res.body?.cancel();
        throw this.tooBig(where, declared);
      }
      return await readCapped(res, this.maxZip, () => this.tooBig(where, void 0));
    } catch (err2) {
      if (err2 instanceof BaselineError) throw err2;
      return { error: err2.name === "TimeoutError" ? new Error(`no complete answer within ${Math.round((this.o.blobTimeoutMs ?? 3e5) / 1e3)} s`) : err2 };
    }
  }
  tooBig(where, size) {
    return new BaselineError(`${where}: zip is larger than the ${this.maxZip / MiB} MiB cap${size === void 0 ? "" : ` (${size} bytes)`}`);
  }
  parse(zip, where) {
    const data = inflateEntry(zip, RESULTS_FILE, this.maxUnzipped, where);
    return parseResults(new TextDecoder().decode(data), `${where}: ${RESULTS_FILE}`, { maxTalliedSamples: readableSamples(this.maxUnzipped), ...heapParseLimits() });
  }
};
var listingArtifacts = (runId) => `listing the artifacts of run ${runId}`;
async function named(operation, call) {
  try {
    return await call();
  } catch (err2) {
    throw asGitHubError(operation, err2);
  }
}
function inflateEntry(zip, name, cap, where) {
  const bad = (why) => new BaselineError(`${where}: not a valid zip (${why})`);
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const u32 = (at2) => at2 + 4 <= zip.length ? view.getUint32(at2, true) : -1;
  const u162 = (at2) => at2 + 2 <= zip.length ? view.getUint16(at2, true) : -1;
  let eocd = -1;
  for (let i2 = zip.length - 22; i2 >= Math.max(0, zip.length - 22 - 65535); i2--) {
    if (u32(i2) === 101010256) {
      eocd = i2;
      break;
    }
  }
  if (eocd < 0) throw bad("no end of central directory record");
  const entries = u162(eocd + 10);
  let at = u32(eocd + 16);
  let entry;
  for (let k = 0; k < entries; k++) {
    if (u32(at) !== 33639248) throw bad(`central directory entry ${k + 1} is damaged`);
    const nameLength = u162(at + 28);
    const entryName = new TextDecoder().decode(zip.subarray(at + 46, at + 46 + nameLength));
    if (entryName === name) {
      entry = { method: u162(at + 10), size: u32(at + 20), local: u32(at + 42), flags: u162(at + 8), crc: u32(at + 16) };
      break;
    }
    at += 46 + nameLength + u162(at + 30) + u162(at + 32);
  }
  if (!entry) throw new BaselineError(`${where}: no ${name} inside the zip`);
  if (u32(entry.local) !== 67324752) throw bad(`the local header of ${name} is damaged`);
  if (entry.size === 4294967295) throw bad(`${name} is stored as ZIP64, which a results file never needs`);
  const start = entry.local + 30 + u162(entry.local + 26) + u162(entry.local + 28);
  if (start + entry.size > zip.length) throw bad(`${name} is cut off`);
  if ((entry.flags & 1) !== 0) throw bad(`${name} is encrypted`);
  const packed = zip.subarray(start, start + entry.size);
  const checked = (data) => {
    if (crc32(data) !== entry.crc) throw bad(`${name} does not match its checksum (CRC-32)`);
    return data;
  };
  if (entry.method === 0) {
    if (packed.length > cap) throw capError(where, name, cap);
    return checked(packed);
  }
  if (entry.method !== 8) throw bad(`${name} uses compression method ${entry.method}; expected deflate (8) or stored (0)`);
  const chunks = [];
  let total = 0;
  let complete = false;
  const inflater = new Inflate((chunk, final) => {
    total += chunk.length;
    if (total > cap) throw capError(where, name, cap);
    chunks.push(chunk);
    if (final) complete = true;
  });
  try {
    for (let i2 = 0; i2 < packed.length; i2 += 64 * 1024) inflater.push(packed.subarray(i2, i2 + 64 * 1024), i2 + 64 * 1024 >= packed.length);
    if (packed.length === 0) inflater.push(new Uint8Array(0), true);
  } catch (err2) {
    if (err2 instanceof BaselineError) throw err2;
    throw bad(`${name}: ${err2.message}`);
  }
  if (!complete) throw bad(`${name} is cut off`);
  const out = new Uint8Array(total);
  let offset = 0;
  for (const c of chunks) {
    out.set(c, offset);
    offset += c.length;
  }
  return checked(out);
}
function capError(where, name, cap) {
  return new BaselineError(`${where}: ${name} inflates to more than the ${cap / MiB} MiB cap; refusing it`);
}
async function readCapped(res, max2, tooBig) {
  const chunks = [];
  let total = 0;
  if (!res.body) return new Uint8Array();
  for await (const chunk of res.body) {
    total += chunk.length;
    if (total > max2) {
      await res.body.cancel().catch(() => void 0);
      throw tooBig();
    }
    chunks.push(chunk);
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}
async function uploadResults(results, options) {
  let checked;
  try {
    checked = validateResults(results, "results");
  } catch (err2) {
    if (err2 instanceof BaselineError) throw new BaselineError(`refusing to upload invalid results: ${err2.message}`);
    throw err2;
  }
  const dir = options.dir ?? await mkdtemp(join(process.env.RUNNER_TEMP || tmpdir(), "benchgate-artifact-"));
  const files = [join(dir, RESULTS_FILE)];
  const dropped = await writeReadable(files[0], checked, options.maxBytes ?? MAX_WRITTEN_BYTES);
  for (const [name, text] of Object.entries(options.extraFiles ?? {})) {
    const path = join(dir, name);
    await writeFile(path, text);
    files.push(path);
  }
  const { DefaultArtifactClient } = await import("./artifact-33IU4DXF.js");
  const client = new DefaultArtifactClient();
  const up = await client.uploadArtifact(options.name, files, dir, { retentionDays: options.retentionDays }).catch((err2) => {
    if (err2.name === "GHESNotSupportedError") {
      throw new BaselineError(`GitHub Enterprise Server has no artifact service for this Action to store results in, so no baseline is stored there and pull requests find none; measure base and head side by side instead (\`baseline: paired\`) (${err2.message})`, { cause: err2 });
    }
    throw err2;
  });
  return dropped > 0 ? { ...up, archiveRunsDropped: dropped } : up;
}
function readableSamples(maxUnzipped) {
  return Math.floor(maxUnzipped / 2);
}
function mostSamples(results) {
  let top;
  for (const suite of results.suites) {
    let total = 0;
    let name = "";
    let n = 0;
    for (const b of suite.benchmarks) {
      let own = 0;
      for (const m of Object.values(b.metrics)) own += m.samples === void 0 ? 0 : storedMetric(m).tally?.values.length ?? m.samples.length;
      total += own;
      if (own > n) [name, n] = [b.name, own];
    }
    if (total > (top?.total ?? 0)) top = { suite: suite.name, total, name, n };
  }
  return top === void 0 ? "" : ` (suite "${top.suite}" stores the most samples: ${top.total.toLocaleString("en-US")} values (a repeated value once), ${top.n.toLocaleString("en-US")} of them in "${top.name}"; fewer rounds or repetitions there, such as a shorter pytest-benchmark --benchmark-max-time)`;
}
async function writeReadable(path, results, max2) {
  let current = results;
  let dropped = 0;
  let samples = 0;
  for (const suite of results.suites) for (const b of suite.benchmarks) for (const m of Object.values(b.metrics)) samples += m.samples?.length ?? 0;
  const readable = readableSamples(MAX_UNZIPPED_BYTES);
  if (samples > readable) {
    throw new BaselineError(`refusing to upload results of ${samples.toLocaleString("en-US")} samples: a baseline's reader takes back at most ${readable.toLocaleString("en-US")}; split the suites into jobs with their own artifact-name, or have the harness keep fewer samples${mostSamples(current)}`);
  }
  await writeResultsFile(path, current);
  for (let size = (await stat(path)).size; size > max2; size = (await stat(path)).size) {
    const runs = current.archive?.runs ?? [];
    if (runs.length <= 1) {
      throw new BaselineError(
        `refusing to upload results of ${(size / MiB).toFixed(1)} MiB: a baseline over ${(max2 / MiB).toFixed(0)} MiB could not be read back (the reader's cap is ${MAX_UNZIPPED_BYTES / MiB} MiB); split the suites into jobs with their own artifact-name, or have the harness keep fewer samples${mostSamples(current)}`
      );
    }
    const keep = Math.min(runs.length - 1, Math.max(Math.ceil(runs.length / 10), Math.floor(runs.length * (max2 / size) * 0.95)));
    dropped += runs.length - keep;
    current = { ...current, archive: { ...current.archive, runs: runs.slice(runs.length - keep) } };
    await writeResultsFile(path, current);
  }
  return dropped;
}

// src/baseline/store.ts
function passedOverNote(b) {
  const nearest = b.info.fromBase !== void 0;
  const why = (b.passedOver ?? []).join("; ");
  return `The ${nearest ? "nearest" : "newest"} baseline could not be read (${why}), so this run was compared with ${nearest ? "the next nearest" : "an older one"}: run ${b.info.runId ?? "?"}.`;
}

// src/render/bot-replies.ts
var short = (sha) => sha.slice(0, 7);
var code = (text) => {
  const one = showInvisible(text.replace(/`/g, "'").replace(/\s+/g, " "));
  const chars = [...one];
  return `\`${chars.length > 100 ? `${chars.slice(0, 100).join("")}\u2026` : one}\``;
};
var mention = (login) => `@${login.replace(/[^A-Za-z0-9-]/g, "")}`;
var REASON_CHARS = 200;
function clip(text) {
  const chars = Array.from(text);
  return chars.length <= REASON_CHARS ? text : `${chars.slice(0, REASON_CHARS).join("")}\u2026 (${chars.length - REASON_CHARS} more characters not shown)`;
}
function ignoredNote(ignored) {
  if (ignored === 0) return [];
  return ["", `(This comment holds ${ignored + 1} commands; only the first one was handled. Please send one command per comment.)`];
}
function helpText(reason) {
  return [
    // The reason can quote the commenter's text: escaped, so it cannot ping or format.
    // Cut first: escaping can make it several times longer, and anyone may comment (a 9,000-character
    // option grew a 40,000-character reply, and from about 15,000 the reply passed GitHub's 65,536 limit).
    ...reason ? [`Sorry, I did not understand that: ${escapeMarkdown(clip(reason))}.`, ""] : [],
    "**benchgate commands** (on a pull request, from people with write access):",
    "",
    "| command | what it does |",
    "|---|---|",
    "| `/benchgate run` | run every suite on the PR head and update the report comment |",
    '| `/benchgate run SUITE\u2026` | run only these suites (quote names with spaces: `/benchgate run "my suite"`) |',
    "| `/benchgate run SHA` | run only if SHA (12\u201340 hex digits) is the PR head, so a later push cannot change what runs (needed on pull requests from forks) |",
    "| `/benchgate run --paired [SUITE\u2026]` | run base and head side by side in alternating rounds (for noisy machines) |",
    "| `/benchgate help` | show this list |",
    "",
    "Write the command at the start of a line; commands in code blocks or quotes are ignored, as are edited comments. One command per comment: only the first is run."
  ].join("\n");
}
function renderHelpReply(author, reason, ignored) {
  return [`${mention(author)} ${reason ? "" : "here is what I can do."}`.trimEnd(), "", helpText(reason), ...ignoredNote(ignored)].join("\n");
}
function renderDenyReply(author, permission) {
  const why = permission ? ` (your access here is ${code(permission)})` : "";
  return [
    `Thanks for your interest, ${mention(author)}! Only people with write access to this repository can start benchmark runs${why}, so nothing was run.`,
    "",
    "A maintainer can start one by commenting `/benchgate run` on this pull request."
  ].join("\n");
}
function renderStaleShaReply(author, requested, head) {
  return [
    `${mention(author)} ${code(requested)} is not the head of this pull request (the head is now \`${short(head)}\`), so nothing was run.`,
    "",
    "Comment `/benchgate run` to benchmark the current head, or `/benchgate run <sha>` with the head sha to pin it."
  ].join("\n");
}
function renderNotOpenReply(author, state) {
  return `${mention(author)} this pull request is ${escapeMarkdown(state)}, so nothing was run.`;
}
function renderUnknownSuitesReply(author, unknown, available) {
  const list = (names) => names.slice(0, 20).map(code).join(", ") + (names.length > 20 ? ` and ${names.length - 20} more` : "");
  return [
    `${mention(author)} there is no suite named ${list(unknown)}, so nothing was run.`,
    "",
    `The suites in the configuration are: ${available.length ? list(available) : "(none)"}. Names must match exactly (quote names with spaces).`
  ].join("\n");
}
function renderHeadMovedReply(ranSha, headSha, runUrl2) {
  return [
    `The benchmarks asked for by \`/benchgate run\` ran on \`${short(ranSha)}\`, but the head of this pull request has since moved to \`${short(headSha)}\`.`,
    `So that they are not mistaken for results of the new head, the report comment was not updated; the report for \`${short(ranSha)}\` is in [the job summary](${runUrl2}).`,
    "",
    "Comment `/benchgate run` again to benchmark the new head."
  ].join("\n");
}
function renderNoResultsReply(sha, runUrl2) {
  return `The benchmark run for \`${short(sha)}\` uploaded no results (it may have failed before the benchmarks ran): see [the run](${runUrl2}).`;
}
function renderDispatchFailedReply(author, workflow, branch, status, message) {
  const cause = status === 422 ? `its ${code(workflow)} has no \`workflow_dispatch\` trigger on that branch yet (merge the default branch into it, or copy the current workflows/pull-request.yml)` : status === 403 ? "the command job may not start workflows (it needs `actions: write`)" : status === 404 ? `GitHub found no workflow ${code(workflow)} there (the input pr-workflow names it)` : `GitHub answered: ${escapeMarkdown(clip(message))}`;
  return [
    `${mention(author)} nothing was run: the benchmarks of a pull request run in its own workflow on its branch ${code(branch)}, never in this comment's (which has the default branch's permissions and caches), and ${cause}.`
  ].join("\n");
}
function renderForkReply(author, head, rerun, why) {
  if (rerun) {
    return [
      `${mention(author)} this pull request comes from a fork, so its code does not run here; I re-ran its own benchmark workflow for \`${short(head)}\` instead: ${rerun.url}`,
      "",
      "The report comment is updated when that run finishes."
    ].join("\n");
  }
  return [
    `${mention(author)} this pull request comes from a fork, so its code never runs in this repository's scope (comment commands run with the default branch's permissions and caches), and nothing was run${why ? ` (${escapeMarkdown(why)})` : ""}.`,
    "",
    `Its benchmarks run in its own pull-request workflow on every push. To run them again for the current head, comment exactly:`,
    "",
    `\`/benchgate run ${head}\``,
    "",
    "and the pull request's own benchmark run for that commit is re-run (the command job needs `actions: write`). A push after your comment is never run on its behalf."
  ].join("\n");
}

// src/render/trend.ts
function dashboardLinks(shifts, o) {
  if (!o.dashboardUrl) return [];
  const base = o.dashboardUrl.replace(/#.*$/, "");
  const links = shifts.map((s) => `[${escapeMarkdown(`${s.suite} \u203A ${s.benchmark} \xB7 ${s.metric}`)}](${base}${seriesAnchor(s.suite, s.benchmark, s.metric)})`);
  return [`History on the dashboard: ${links.join(", ")}`, ""];
}
var HEX = /^[0-9a-f]{7,40}$/i;
var short2 = (r) => r.commit && HEX.test(r.commit) ? r.commit.slice(0, 7) : `run ${r.runId ?? r.createdAt.slice(0, 10)}`;
function commitRange(s, o) {
  const text = `\`${short2(s.lastBefore)}\`\u2026\`${short2(s.firstAfter)}\``;
  const [a, b] = [s.lastBefore.commit, s.firstAfter.commit];
  if (o.repoUrl && a && b && HEX.test(a) && HEX.test(b)) return `[${text}](${o.repoUrl}/compare/${a}...${b})`;
  return text;
}
function changeCell(s) {
  const icon = s.kind === "regression" ? "\u26A0\uFE0F" : "\u2705";
  const ci = s.ci ? ` (95 % CI ${formatPercentChange(s.ci[0])} \u2026 ${formatPercentChange(s.ci[1])})` : "";
  return `${icon} ${formatPercentChange(s.ratio)}${ci}`;
}
function beforeAfter(s) {
  const scale = chooseScale(s.unit, s.before);
  const [b, a] = [s.before / scale.factor, s.after / scale.factor];
  const digits = Math.floor(Math.log10(Math.max(Math.abs(a), Math.abs(b)) || 1)) + 1;
  const d = Math.max(0, Math.min(6, 4 - digits));
  const unit = scale.unit ? ` ${escapeInline(scale.unit)}` : "";
  const text = (x2) => beyondFixed(x2) ? formatExponent(x2) : groupThousands(x2.toFixed(d));
  return `${text(b)}${unit} \u2192 ${text(a)}${unit}`;
}
function renderShiftTable(shifts, o = {}) {
  const rows = shifts.map(
    (s) => `| ${escapeMarkdown(s.suite)} | ${escapeMarkdown(s.benchmark)} | ${escapeMarkdown(s.metric)} | ${beforeAfter(s)} | ${changeCell(s)} | ${commitRange(s, o)} |`
  );
  return ["| Suite | Benchmark | Metric | Before \u2192 after | Change | Commits |", "|---|---|---|---|---|---|", ...rows].join("\n");
}
function chartLabel(text, max2 = 60) {
  const clean = text.replace(/[^\p{L}\p{N} _./+%-]/gu, " ").replace(/\s+/g, " ").trim();
  return clean.length > max2 ? `${clean.slice(0, max2 - 1)}\u2026` : clean;
}
var plain = (n) => String(Number(n.toPrecision(4)));
function renderTrendChart(s) {
  const scale = chooseScale(s.unit, s.before);
  const values = s.series.map((p) => p.value / scale.factor);
  const labels = s.series.map((p, i2) => p.commit && HEX.test(p.commit) ? p.commit.slice(0, 7) : `#${i2 + 1}`);
  const level = s.series.map((_, i2) => (i2 < s.index ? s.before : s.after) / scale.factor);
  const lo = Math.min(minOf(values), minOf(level));
  const hi = Math.max(maxOf(values), maxOf(level));
  const pad = (hi - lo) * 0.1 || Math.abs(hi) * 0.05 || 1;
  return [
    "```mermaid",
    "xychart-beta",
    `  title "${chartLabel(`${s.benchmark} ${s.metric}`)}"`,
    `  x-axis [${labels.map((l) => `"${l}"`).join(", ")}]`,
    `  y-axis "${chartLabel(scale.unit || s.metric)}" ${plain(Math.max(0, lo - pad))} --> ${plain(hi + pad)}`,
    `  line [${values.map(plain).join(", ")}]`,
    `  line [${level.map(plain).join(", ")}]`,
    "```"
  ].join("\n");
}
function charts(shifts, o) {
  const max2 = o.maxCharts ?? 5;
  const out = shifts.slice(0, max2).map((s) => `**${escapeMarkdown(s.benchmark)}** \xB7 ${escapeMarkdown(s.metric)} (the second line is the fitted level before and after the change)

${renderTrendChart(s)}`);
  if (shifts.length > max2) out.push(`\u2026 and ${shifts.length - max2} more series (see the table).`);
  return out;
}
function methodNote(o) {
  const floor = formatPercentChange(1 + (o.noiseFloor ?? 0.05)).replace("+", "");
  return `Found by E-divisive means with a permutation test (Matteson & James 2014) over the baseline's history; before/after are the medians of the runs on each side, the change their ratio with a 95 % bootstrap interval. Only changes whose whole interval lies beyond the ${floor} noise floor and that lasted several runs are reported.`;
}
function regressionTitle(r) {
  const range = `${short2(r.lastBefore)}\u2026${short2(r.firstAfter)}`;
  const names = [...new Set(r.shifts.map((s) => s.benchmark))];
  const what = names.length === 1 ? names[0] : `${names.length} benchmarks`;
  const title = showInvisible(`Performance regression: ${what} slower since ${range}`);
  return title.length > 200 ? `${title.slice(0, 199)}\u2026` : title;
}
var ISSUE_BODY_CHARS = 6e4;
function renderRegressionIssue(r, o = {}) {
  const whole = regressionIssueBody(r, r.shifts.length, o);
  if (whole.length <= ISSUE_BODY_CHARS) return whole;
  let lo = 0;
  let hi = r.shifts.length - 1;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (regressionIssueBody(r, mid, o).length <= ISSUE_BODY_CHARS) lo = mid;
    else hi = mid - 1;
  }
  return regressionIssueBody(r, lo, o);
}
function regressionIssueBody(r, listed, o) {
  const shown = r.shifts.slice(0, listed);
  const left = r.shifts.length - listed;
  return [
    `## \u26A0\uFE0F Performance regression between ${commitRange(r, o)}`,
    "",
    `benchgate's nightly runs found a lasting shift in ${r.shifts.length} series, starting with ${short2(r.firstAfter)} (${r.firstAfter.createdAt.slice(0, 10)}). This issue is updated by each nightly run and closed when a later shift brings performance back.`,
    "",
    renderShiftTable(shown, o),
    ...left > 0 ? ["", `\u2026 and ${left} more series, not listed: an issue holds at most 65,536 characters. The nightly job summary lists every one; this issue tracks the ${listed} listed here.`] : [],
    "",
    ...dashboardLinks(shown, o),
    "### Trend",
    "",
    ...charts(shown, o).flatMap((c) => [c, ""]),
    `<sub>${methodNote(o)}</sub>`,
    "",
    regressionMarker(r.id),
    stateComment({ ...r, shifts: shown }),
    ""
  ].join("\n");
}
function renderCloseNote(restoredBy, o = {}) {
  return ["\u2705 Performance is back: a later lasting shift restored every benchmark this issue tracked.", "", renderShiftTable(restoredBy, o), "", "Closing; a new regression opens a new issue.", ""].join("\n");
}
function renderNightlySummary(shifts, info2, o = {}) {
  const head = `## benchgate nightly: ${shifts.length === 0 ? "no lasting shift" : `${shifts.length} lasting shift${shifts.length === 1 ? "" : "s"}`}`;
  const scope = `${info2.series} series over the last ${info2.runs} runs.`;
  if (shifts.length === 0) return `${head}

\u2796 No change beyond noise in ${scope}
`;
  return [head, "", `In ${scope}`, "", renderShiftTable(shifts, o), "", ...charts(shifts, o).flatMap((c) => [c, ""]), `<sub>${methodNote(o)}</sub>`, ""].join("\n");
}

// src/bot/command.ts
var PREFIX = "/benchgate";
var SHA = /^[0-9a-fA-F]{12,40}$/;
function parseCommands(body) {
  const commands = [];
  for (const { text, line } of commandLines(body)) {
    const command = parseLine(text, line);
    if (command) commands.push(command);
  }
  return commands;
}
function selectCommand(commands) {
  return { command: commands[0], ignored: Math.max(0, commands.length - 1) };
}
function parseLine(text, line) {
  const trimmed = text.replace(/^ {0,3}/, "");
  if (!trimmed.startsWith(PREFIX)) return void 0;
  const rest = trimmed.slice(PREFIX.length);
  if (rest !== "" && !/^\s/.test(rest)) return void 0;
  const tokens = tokenize(rest);
  const unknown = (reason) => ({ kind: "unknown", text: trimmed.trim(), ...reason ? { reason } : {}, line });
  if ("error" in tokens) return unknown(tokens.error);
  const [sub, ...args] = tokens.list;
  if (sub === void 0 || sub.value === "help" && !sub.quoted) {
    return args.length === 0 ? { kind: "help", line } : unknown("help takes no arguments");
  }
  if (sub.value !== "run" || sub.quoted) return unknown();
  const suites = [];
  const named2 = /* @__PURE__ */ new Set();
  let sha;
  let paired = false;
  for (const arg of args) {
    if (!arg.quoted && arg.value === "--paired") paired = true;
    else if (!arg.quoted && SHA.test(arg.value)) {
      if (sha !== void 0) return unknown("give at most one commit sha");
      sha = arg.value.toLowerCase();
    } else if (arg.value === "") return unknown("a suite name cannot be empty");
    else if (!arg.quoted && arg.value.startsWith("-")) return unknown(`unknown option "${arg.value}"`);
    else if (!named2.has(arg.value)) {
      named2.add(arg.value);
      suites.push(arg.value);
    }
  }
  return { kind: "run", suites, ...sha !== void 0 ? { sha } : {}, ...paired ? { paired } : {}, line };
}
function tokenize(text) {
  const list = [];
  let i2 = 0;
  while (i2 < text.length) {
    if (/\s/.test(text[i2])) {
      i2++;
      continue;
    }
    const quote = text[i2] === '"' || text[i2] === "'" ? text[i2] : void 0;
    if (quote !== void 0) {
      const end2 = text.indexOf(quote, i2 + 1);
      if (end2 < 0) return { error: `unclosed ${quote} quote` };
      list.push({ value: text.slice(i2 + 1, end2), quoted: true });
      i2 = end2 + 1;
      if (i2 < text.length && !/\s/.test(text[i2])) return { error: `expected a space after the closing ${quote}` };
      continue;
    }
    let end = i2;
    while (end < text.length && !/\s/.test(text[end])) end++;
    list.push({ value: text.slice(i2, end), quoted: false });
    i2 = end;
  }
  return { list };
}
var MAX_DEPTH = 32;
var NO_LEAF = { kind: "none" };
var ATX_HEADING = /#{1,6}(?:[ \t]|$)/y;
var FENCE_OPEN = /(`{3,}|~{3,})(.*)$/ys;
var FENCE_CLOSE = / {0,3}(`{3,}|~{3,})[ \t]*$/y;
var SETEXT_UNDERLINE = /(?:=+|-+)[ \t]*$/y;
var THEMATIC_BREAK = /(?:(?:\*[ \t]*){3,}|(?:-[ \t]*){3,}|(?:_[ \t]*){3,})$/y;
var LIST_MARKER = /(?:[-+*]|(\d{1,9})[.)])( *)/y;
function matchAt(pattern, text, at) {
  pattern.lastIndex = at;
  return pattern.exec(text);
}
function expandTabs(text) {
  const parts = text.split("	");
  let out = parts[0];
  for (let i2 = 1; i2 < parts.length; i2++) out += " ".repeat(4 - out.length % 4) + parts[i2];
  return out;
}
function skipSpaces(text, at) {
  while (text.charCodeAt(at) === 32) at++;
  return at;
}
function commentOpenAfter(text, at, open) {
  for (; ; ) {
    const next = text.indexOf(open ? "-->" : "<!--", at);
    if (next < 0) return open;
    at = next + (open ? 3 : 4);
    open = !open;
  }
}
function commandLines(body) {
  const lines = body.split(/\r\n|\r|\n/);
  const out = [];
  const containers = [];
  let leaf = NO_LEAF;
  let pageComment = false;
  let paragraph = [];
  const endLeaf = () => {
    if (leaf.kind === "paragraph" && !leaf.mention) {
      for (const kept of outsideInlineSpans(paragraph)) out.push(kept);
    }
    paragraph = [];
    leaf = NO_LEAF;
  };
  const filled = () => {
    const top = containers[containers.length - 1];
    if (top?.kind === "item") top.empty = false;
  };
  for (let index = 0; index < lines.length; index++) {
    const text = lines[index];
    const line = index + 1;
    const s = text.includes("	") ? expandTabs(text) : text;
    let pos = 0;
    let matched = 0;
    for (; matched < containers.length; matched++) {
      const container = containers[matched];
      const at2 = skipSpaces(s, pos);
      if (container.kind === "quote") {
        if (at2 - pos > 3 || s[at2] !== ">") break;
        pos = s[at2 + 1] === " " ? at2 + 2 : at2 + 1;
      } else if (at2 >= s.length) {
        if (container.empty) break;
      } else if (at2 - pos >= container.width) pos += container.width;
      else break;
    }
    const all = matched === containers.length;
    if (all && leaf.kind === "fence") {
      const close = matchAt(FENCE_CLOSE, s, pos);
      if (close && close[1][0] === leaf.char && close[1].length >= leaf.length) leaf = NO_LEAF;
      continue;
    }
    if (all && leaf.kind === "comment") {
      pageComment = commentOpenAfter(s, pos, pageComment);
      if (s.includes("-->", pos)) leaf = NO_LEAF;
      continue;
    }
    if (all && leaf.kind === "indented" && (skipSpaces(s, pos) >= s.length || skipSpaces(s, pos) - pos >= 4)) continue;
    const inParagraph = leaf.kind === "paragraph";
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      containers.length = matched;
      endLeaf();
    };
    let at = skipSpaces(s, pos);
    let done = false;
    while (at - pos < 4 && at < s.length) {
      const interrupting = inParagraph && all && !started;
      const fence = matchAt(FENCE_OPEN, s, at);
      if (fence && !(fence[1][0] === "`" && fence[2].includes("`"))) {
        start();
        filled();
        leaf = { kind: "fence", char: fence[1][0], length: fence[1].length };
        done = true;
      } else if (s.startsWith("<!--", at)) {
        start();
        filled();
        pageComment = commentOpenAfter(s, at, pageComment);
        if (!s.includes("-->", at + 4)) leaf = { kind: "comment" };
        done = true;
      } else if (interrupting && matchAt(SETEXT_UNDERLINE, s, at)) {
        start();
        done = true;
      } else if (matchAt(ATX_HEADING, s, at) || matchAt(THEMATIC_BREAK, s, at)) {
        start();
        filled();
        done = true;
      }
      if (done) break;
      let next;
      let container;
      if (s[at] === ">") {
        container = { kind: "quote" };
        next = s[at + 1] === " " ? at + 2 : at + 1;
      } else {
        const marker = matchAt(LIST_MARKER, s, at);
        if (!marker) break;
        const end = at + marker[0].length;
        const spaces = marker[2].length;
        const empty = end >= s.length;
        if (spaces === 0 && !empty) break;
        if (interrupting && (empty || marker[1] !== void 0 && Number(marker[1]) !== 1)) break;
        next = empty || spaces >= 5 ? end - spaces + 1 : end;
        container = { kind: "item", width: next - pos, empty };
      }
      start();
      filled();
      if (containers.length >= MAX_DEPTH) {
        leaf = { kind: "paragraph", mention: true };
        done = true;
        break;
      }
      containers.push(container);
      pos = next;
      at = skipSpaces(s, pos);
    }
    if (done) continue;
    if (at >= s.length) {
      start();
      continue;
    }
    if (inParagraph && !started) {
      if (leaf.kind === "paragraph" && !leaf.mention) paragraph.push({ text, line });
      continue;
    }
    start();
    filled();
    if (at - pos >= 4) leaf = { kind: "indented" };
    else {
      leaf = { kind: "paragraph", mention: pageComment || containers.some((c) => c.kind === "quote") };
      if (!leaf.mention) paragraph.push({ text, line });
    }
  }
  endLeaf();
  return out;
}
function outsideInlineSpans(paragraph) {
  const joined = paragraph.map((p) => p.text).join("\n");
  const runs = [...joined.matchAll(/`+/g)];
  const next = new Array(runs.length).fill(-1);
  const nextShorter = new Array(runs.length).fill(-1);
  const lastOfLength = /* @__PURE__ */ new Map();
  for (let r = runs.length - 1; r >= 0; r--) {
    const length = runs[r][0].length;
    next[r] = lastOfLength.get(length) ?? -1;
    nextShorter[r] = lastOfLength.get(length - 1) ?? -1;
    lastOfLength.set(length, r);
  }
  const runEnd = (r) => runs[r].index + runs[r][0].length;
  const spansOf = (comments) => {
    const spans = [];
    const token = comments ? /\\[\\`<]|`+|<!--/g : /\\[\\`]|`+/g;
    let r = 0;
    let closeAt = -2;
    for (let m = token.exec(joined); m; m = token.exec(joined)) {
      const at = m.index;
      if (m[0][0] === "\\") continue;
      if (m[0][0] === "`") {
        while (runEnd(r) <= at) r++;
        const closer = runs[r].index === at ? next[r] : nextShorter[r];
        if (closer < 0) continue;
        spans.push([at, runEnd(closer)]);
        token.lastIndex = runEnd(closer);
        continue;
      }
      if (closeAt === -2 || closeAt >= 0 && closeAt < at + 2) closeAt = joined.indexOf("-->", at + 2);
      if (closeAt < 0) continue;
      spans.push([at, closeAt + 3]);
      token.lastIndex = closeAt + 3;
    }
    return spans;
  };
  const readings = (joined.includes("<!--") ? [spansOf(true), spansOf(false)] : [spansOf(false)]).map((spans) => ({ spans, s: 0 }));
  const kept = [];
  let offset = 0;
  for (const p of paragraph) {
    const hidden = readings.some((reading) => {
      const { spans } = reading;
      while (reading.s < spans.length && spans[reading.s][1] <= offset) reading.s++;
      return reading.s < spans.length && offset > spans[reading.s][0] && offset < spans[reading.s][1];
    });
    if (!hidden) kept.push(p);
    offset += p.text.length + 1;
  }
  return kept;
}
var IssueCommentEvent = external_exports.object({
  action: external_exports.string(),
  issue: external_exports.object({
    number: external_exports.number().int(),
    // Present (an object) only when the issue is a pull request.
    pull_request: external_exports.object({}).passthrough().nullable().optional()
  }),
  comment: external_exports.object({
    id: external_exports.number().int(),
    body: external_exports.string().nullable(),
    user: external_exports.object({ login: external_exports.string(), type: external_exports.string() }),
    author_association: external_exports.string()
  })
});
var NEVER_WRITE = /* @__PURE__ */ new Set(["MANNEQUIN"]);
function shouldHandle(payload) {
  const parsed = IssueCommentEvent.safeParse(payload);
  if (!parsed.success) return { action: "ignore", reason: "not an issue_comment payload" };
  const { action, issue, comment } = parsed.data;
  if (action !== "created") return { action: "ignore", reason: `comment ${action}, only new comments trigger` };
  if (!issue.pull_request) return { action: "ignore", reason: `#${issue.number} is an issue, not a pull request` };
  const author = comment.user.login;
  if (comment.user.type === "Bot" || author.endsWith("[bot]")) return { action: "ignore", reason: `${author} is a bot` };
  const { command, ignored } = selectCommand(parseCommands(comment.body ?? ""));
  if (!command) return { action: "ignore", reason: "no /benchgate command" };
  const who = { pr: issue.number, commentId: comment.id, author };
  if (command.kind !== "run") return { action: "help", ...who, command, ignored };
  if (NEVER_WRITE.has(comment.author_association)) {
    return { action: "deny", ...who, reason: `author association ${comment.author_association}` };
  }
  return { action: "run", ...who, command, ignored };
}
var PermissionReply = external_exports.object({ permission: external_exports.string() });
function permissionAllows(reply2) {
  const parsed = PermissionReply.safeParse(reply2);
  return parsed.success && (parsed.data.permission === "write" || parsed.data.permission === "admin");
}
function shaMatchesHead(requested, headSha) {
  return SHA.test(requested) && headSha.toLowerCase().startsWith(requested.toLowerCase());
}

// src/github/comment-command.ts
async function handleCommand(payload, octokit, ctx, o = {}) {
  const decision = shouldHandle(payload);
  const repo = { owner: ctx.owner, repo: ctx.repo };
  if (decision.action === "ignore") return { run: false, reason: decision.reason };
  const reply2 = async (body) => {
    try {
      const { data } = await octokit.rest.issues.createComment({ ...repo, issue_number: decision.pr, body });
      return data.html_url;
    } catch (err2) {
      warning(`Could not reply on #${decision.pr}: ${err2.message}`);
      return void 0;
    }
  };
  const react = async (content) => {
    try {
      await octokit.rest.reactions.createForIssueComment({ ...repo, comment_id: decision.commentId, content });
    } catch (err2) {
      warning(`Could not react to comment ${decision.commentId}: ${err2.message}`);
    }
  };
  const refuse = async (reason, body) => ({ run: false, reason, pr: decision.pr, replyUrl: await reply2(body) });
  if (decision.action === "help") {
    const reason = decision.command.kind === "unknown" ? decision.command.reason ?? `"${decision.command.text}" is not a command` : void 0;
    return refuse(`help for ${decision.author}`, renderHelpReply(decision.author, reason, decision.ignored));
  }
  if (decision.action === "deny") return refuse(`${decision.author} may not run benchmarks (${decision.reason})`, renderDenyReply(decision.author));
  await react("eyes");
  const permission = await collaboratorPermission(octokit, ctx, decision.author);
  if (!permissionAllows({ permission })) {
    return refuse(`${decision.author} has ${permission} access, not write or admin`, renderDenyReply(decision.author, permission));
  }
  const { data: pull } = await octokit.rest.pulls.get({ ...repo, pull_number: decision.pr });
  if (pull.state !== "open") return refuse(`#${decision.pr} is ${pull.state}`, renderNotOpenReply(decision.author, pull.merged_at ? "merged" : pull.state));
  if (pull.base.repo.full_name.toLowerCase() !== ctx.repository.toLowerCase()) {
    return { run: false, reason: `#${decision.pr} targets ${pull.base.repo.full_name}, not ${ctx.repository}`, pr: decision.pr };
  }
  const { command } = decision;
  if (command.sha !== void 0 && !shaMatchesHead(command.sha, pull.head.sha)) {
    return refuse(`${command.sha} is not the head ${pull.head.sha}`, renderStaleShaReply(decision.author, command.sha, pull.head.sha));
  }
  if ((pull.head.repo?.full_name ?? "").toLowerCase() !== ctx.repository.toLowerCase()) {
    if (command.sha === void 0) return refuse(`#${decision.pr} is from a fork and the command names no sha`, renderForkReply(decision.author, pull.head.sha, void 0));
    const rerun = await rerunPullRequestRun(octokit, ctx, pull.head.sha, o.prWorkflow);
    if ("url" in rerun) {
      await react("rocket");
      return { run: false, reason: `#${decision.pr} is from a fork: re-ran its own run ${rerun.url}`, pr: decision.pr, replyUrl: await reply2(renderForkReply(decision.author, pull.head.sha, rerun)) };
    }
    return refuse(`#${decision.pr} is from a fork: ${rerun.why}`, renderForkReply(decision.author, pull.head.sha, void 0, rerun.why));
  }
  if (o.suiteNames !== void 0) {
    const unknown = command.suites.filter((n) => !o.suiteNames.includes(n));
    if (unknown.length > 0) return refuse(`unknown suite(s) ${unknown.join(", ")}`, renderUnknownSuitesReply(decision.author, unknown, o.suiteNames));
  }
  const baseSha = await mergeBaseOf(octokit, ctx, pull.base.sha, pull.head.sha);
  const suites = command.suites.length ? command.suites.join(", ") : "all suites";
  const asked = `${decision.author} asked to run ${suites}${command.paired ? " (paired rounds)" : ""} on #${decision.pr} at ${pull.head.sha}${decision.ignored ? ` (${decision.ignored} more command(s) in the comment ignored)` : ""}`;
  const workflow = o.prWorkflow ?? "pull-request.yml";
  const inputs = { pr: String(decision.pr), sha: pull.head.sha, "base-sha": baseSha, suites: JSON.stringify(command.suites), paired: String(command.paired === true) };
  try {
    await octokit.rest.actions.createWorkflowDispatch({ ...repo, workflow_id: workflow, ref: pull.head.ref, inputs });
  } catch (err2) {
    const why = `${workflow} could not be started on ${pull.head.ref}: ${err2.message}`;
    return refuse(`${asked}, but ${why}`, renderDispatchFailedReply(decision.author, workflow, pull.head.ref, err2.status, err2.message));
  }
  await react("rocket");
  return { run: false, dispatched: workflow, reason: `${asked}: ${workflow} started on its branch ${pull.head.ref}`, pr: decision.pr, sha: pull.head.sha, baseSha, suites: command.suites, paired: command.paired === true };
}
async function mergeBaseOf(octokit, ctx, baseSha, headSha) {
  try {
    const { data } = await octokit.rest.repos.compareCommitsWithBasehead({ owner: ctx.owner, repo: ctx.repo, basehead: `${baseSha}...${headSha}`, per_page: 1 });
    return data.merge_base_commit.sha;
  } catch {
    return baseSha;
  }
}
async function rerunPullRequestRun(octokit, ctx, headSha, workflow) {
  const repo = { owner: ctx.owner, repo: ctx.repo };
  try {
    const { data } = workflow ? await octokit.rest.actions.listWorkflowRuns({ ...repo, workflow_id: workflow, head_sha: headSha, event: "pull_request", per_page: 20 }) : await octokit.rest.actions.listWorkflowRunsForRepo({ ...repo, head_sha: headSha, event: "pull_request", per_page: 20 });
    const run = data.workflow_runs.find((r) => r.event === "pull_request" && r.head_sha === headSha);
    if (run === void 0) return { why: `no pull_request run of ${workflow ?? "any workflow"} at ${headSha.slice(0, 7)} to re-run` };
    await octokit.rest.actions.reRunWorkflow({ ...repo, run_id: run.id });
    return { url: run.html_url };
  } catch (err2) {
    return { why: `could not re-run it: ${err2.message}` };
  }
}
async function collaboratorPermission(octokit, ctx, username) {
  try {
    const { data } = await octokit.rest.repos.getCollaboratorPermissionLevel({ owner: ctx.owner, repo: ctx.repo, username });
    return data.permission;
  } catch (err2) {
    if (err2.status === 404) return "none";
    throw err2;
  }
}

// src/github/summary.ts
import { appendFile, stat as stat2 } from "node:fs/promises";
var MAX_SUMMARY_BYTES = 1024 * 1024;
async function writeSummary(markdown, o = {}) {
  const path = o.path ?? process.env.GITHUB_STEP_SUMMARY;
  if (!path) return void 0;
  const max2 = o.maxBytes ?? MAX_SUMMARY_BYTES;
  const used = await stat2(path).then((s) => s.size, () => 0);
  const text = fitSummary(`${markdown.trimEnd()}
`, max2 - used, o.fullReportAt);
  await appendFile(path, text.text, "utf8");
  return { path, bytes: Buffer.byteLength(text.text), truncated: text.truncated };
}
function fitSummary(markdown, budget, fullReportAt) {
  if (Buffer.byteLength(markdown) <= budget) return { text: markdown, truncated: false };
  let note = `

> [!NOTE]
> The report was cut to fit GitHub's 1 MiB job-summary limit.${fullReportAt ? ` The full report is in ${fullReportAt}.` : ""}
`;
  if (Buffer.byteLength(note) > budget) note = "";
  const room = Math.max(0, budget - Buffer.byteLength(note));
  const bytes = Buffer.from(markdown, "utf8").subarray(0, room);
  let cut = bytes.toString("utf8").replace(/\uFFFD+$/, "");
  const nl = cut.lastIndexOf("\n");
  if (nl > 0) cut = cut.slice(0, nl);
  const open = (cut.match(/<details>/g) ?? []).length - (cut.match(/<\/details>/g) ?? []).length;
  const closing = "\n\n</details>".repeat(Math.max(0, open));
  while (Buffer.byteLength(cut + closing + note) > budget && cut.length > 0) cut = cut.slice(0, cut.lastIndexOf("\n") > 0 ? cut.lastIndexOf("\n") : 0);
  return { text: cut + closing + note, truncated: true };
}

// src/github/tracking-issues.ts
async function ourIssues(octokit, o) {
  const author = await authenticatedLogin(octokit);
  try {
    const issues = await octokit.paginate(octokit.rest.issues.listForRepo, { owner: o.owner, repo: o.repo, state: "all", labels: o.label, per_page: 100 });
    const ours = issues.filter((i2) => !i2.pull_request && i2.user?.login === author);
    const closedIds = /* @__PURE__ */ new Set();
    for (const i2 of ours) {
      const id = i2.state === "closed" ? readIssueState(i2.body ?? "")?.id : void 0;
      if (id !== void 0) closedIds.add(id);
    }
    return { open: ours.filter((i2) => i2.state === "open").map((i2) => ({ number: i2.number, body: i2.body ?? "", title: i2.title })), closedIds };
  } catch (err2) {
    throw asGitHubError(`list issues labelled ${o.label}`, err2);
  }
}
async function trackRegressions(octokit, shifts, o) {
  const { open, closedIds } = await ourIssues(octokit, o);
  const plans = planIssues(shifts, open, o.noiseFloor, closedIds);
  const done = [];
  for (const plan of plans) {
    try {
      done.push(await apply(octokit, plan, open, o));
    } catch (err2) {
      warning(`Tracking issue (${plan.action}${"number" in plan ? ` #${plan.number}` : ""}) failed: ${asGitHubError(plan.action, err2).message}`);
    }
  }
  return done;
}
async function apply(octokit, plan, open, o) {
  const repo = { owner: o.owner, repo: o.repo };
  if (plan.action === "open") {
    const { data: data2 } = await octokit.rest.issues.create({ ...repo, title: regressionTitle(plan.regression), body: renderRegressionIssue(plan.regression, o.trend), labels: [o.label] });
    info(`Opened tracking issue #${data2.number}: ${data2.title}`);
    return { number: data2.number, action: "opened", url: data2.html_url };
  }
  if (plan.action === "update") {
    const body = renderRegressionIssue(plan.regression, o.trend);
    const title = regressionTitle(plan.regression);
    const current = open.find((i2) => i2.number === plan.number);
    if (current && current.body.trimEnd() === body.trimEnd() && current.title === title) return { number: plan.number, action: "unchanged" };
    const { data: data2 } = await octokit.rest.issues.update({ ...repo, issue_number: plan.number, title, body });
    info(`Updated tracking issue #${plan.number}.`);
    return { number: plan.number, action: "updated", url: data2.html_url };
  }
  if (plan.action === "close-duplicate") {
    await octokit.rest.issues.createComment({ ...repo, issue_number: plan.number, body: `A duplicate of #${plan.of}, which tracks the same regression (a request GitHub answered with an error had in fact opened this one). Closing.` });
    const { data: data2 } = await octokit.rest.issues.update({ ...repo, issue_number: plan.number, state: "closed", state_reason: "not_planned" });
    info(`Closed tracking issue #${plan.number}: a duplicate of #${plan.of}.`);
    return { number: plan.number, action: "closed", url: data2.html_url };
  }
  await octokit.rest.issues.createComment({ ...repo, issue_number: plan.number, body: renderCloseNote(plan.restoredBy, o.trend) });
  const { data } = await octokit.rest.issues.update({ ...repo, issue_number: plan.number, state: "closed", state_reason: "completed" });
  info(`Closed tracking issue #${plan.number}: performance is back.`);
  return { number: plan.number, action: "closed", url: data.html_url };
}

// node_modules/@octokit/plugin-throttling/dist-bundle/index.js
var import_light = __toESM(require_light(), 1);
var VERSION = "0.0.0-development";
var noop = () => Promise.resolve();
function wrapRequest(state, request, options) {
  return state.retryLimiter.schedule(doRequest, state, request, options);
}
async function doRequest(state, request, options) {
  const { pathname } = new URL(options.url, "http://github.test");
  const isAuth = isAuthRequest(options.method, pathname);
  const isWrite = !isAuth && options.method !== "GET" && options.method !== "HEAD";
  const isSearch = options.method === "GET" && pathname.startsWith("/search/");
  const isGraphQL = pathname.startsWith("/graphql");
  const retryCount = ~~request.retryCount;
  const jobOptions = retryCount > 0 ? { priority: 0, weight: 0 } : {};
  if (state.clustering) {
    jobOptions.expiration = 1e3 * 60;
  }
  if (isWrite || isGraphQL) {
    await state.write.key(state.id).schedule(jobOptions, noop);
  }
  if (isWrite && state.triggersNotification(pathname)) {
    await state.notifications.key(state.id).schedule(jobOptions, noop);
  }
  if (isSearch) {
    await state.search.key(state.id).schedule(jobOptions, noop);
  }
  const req = (isAuth ? state.auth : state.global).key(state.id).schedule(jobOptions, request, options);
  if (isGraphQL) {
    const res = await req;
    if (res.data.errors != null && res.data.errors.some((error2) => error2.type === "RATE_LIMITED")) {
      const error2 = Object.assign(new Error("GraphQL Rate Limit Exceeded"), {
        response: res,
        data: res.data
      });
      throw error2;
    }
  }
  return req;
}
function isAuthRequest(method, pathname) {
  return method === "PATCH" && // https://docs.github.com/en/rest/apps/apps?apiVersion=2022-11-28#create-a-scoped-access-token
  /^\/applications\/[^/]+\/token\/scoped$/.test(pathname) || method === "POST" && // https://docs.github.com/en/rest/apps/oauth-applications?apiVersion=2022-11-28#reset-a-token
  (/^\/applications\/[^/]+\/token$/.test(pathname) || // https://docs.github.com/en/rest/apps/apps?apiVersion=2022-11-28#create-an-installation-access-token-for-an-app
  /^\/app\/installations\/[^/]+\/access_tokens$/.test(pathname) || // https://docs.github.com/en/apps/oauth-apps/building-oauth-apps/authorizing-oauth-apps
  pathname === "/login/oauth/access_token");
}
var triggers_notification_paths_default = [
  "/orgs/{org}/invitations",
  "/orgs/{org}/invitations/{invitation_id}",
  "/orgs/{org}/teams/{team_slug}/discussions",
  "/orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments",
  "/repos/{owner}/{repo}/collaborators/{username}",
  "/repos/{owner}/{repo}/commits/{commit_sha}/comments",
  "/repos/{owner}/{repo}/issues",
  "/repos/{owner}/{repo}/issues/{issue_number}/comments",
  "/repos/{owner}/{repo}/issues/{issue_number}/sub_issue",
  "/repos/{owner}/{repo}/issues/{issue_number}/sub_issues/priority",
  "/repos/{owner}/{repo}/pulls",
  "/repos/{owner}/{repo}/pulls/{pull_number}/comments",
  "/repos/{owner}/{repo}/pulls/{pull_number}/comments/{comment_id}/replies",
  "/repos/{owner}/{repo}/pulls/{pull_number}/merge",
  "/repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers",
  "/repos/{owner}/{repo}/pulls/{pull_number}/reviews",
  "/repos/{owner}/{repo}/releases",
  "/teams/{team_id}/discussions",
  "/teams/{team_id}/discussions/{discussion_number}/comments"
];
function routeMatcher(paths) {
  const regexes = paths.map(
    (path) => path.split("/").map((c) => c.startsWith("{") ? "(?:.+?)" : c).join("/")
  );
  const regex2 = `^(?:${regexes.map((r) => `(?:${r})`).join("|")})[^/]*$`;
  return new RegExp(regex2, "i");
}
var regex = routeMatcher(triggers_notification_paths_default);
var triggersNotification = regex.test.bind(regex);
var groups = {};
var createGroups = function(Bottleneck, common) {
  groups.global = new Bottleneck.Group({
    id: "octokit-global",
    maxConcurrent: 10,
    ...common
  });
  groups.auth = new Bottleneck.Group({
    id: "octokit-auth",
    maxConcurrent: 1,
    ...common
  });
  groups.search = new Bottleneck.Group({
    id: "octokit-search",
    maxConcurrent: 1,
    minTime: 2e3,
    ...common
  });
  groups.write = new Bottleneck.Group({
    id: "octokit-write",
    maxConcurrent: 1,
    minTime: 1e3,
    ...common
  });
  groups.notifications = new Bottleneck.Group({
    id: "octokit-notifications",
    maxConcurrent: 1,
    minTime: 3e3,
    ...common
  });
};
function throttling(octokit, octokitOptions) {
  const {
    enabled = true,
    Bottleneck = import_light.default,
    id = "no-id",
    timeout = 1e3 * 60 * 2,
    // Redis TTL: 2 minutes
    connection
  } = octokitOptions.throttle || {};
  if (!enabled) {
    return {};
  }
  const common = { timeout };
  if (typeof connection !== "undefined") {
    common.connection = connection;
  }
  const state = Object.assign(
    {
      clustering: connection != null,
      triggersNotification,
      fallbackSecondaryRateRetryAfter: 60,
      retryAfterBaseValue: 1e3,
      id
    },
    octokitOptions.throttle
  );
  if (typeof state.onSecondaryRateLimit !== "function" || typeof state.onRateLimit !== "function") {
    throw new Error(`octokit/plugin-throttling error:
        You must pass the onSecondaryRateLimit and onRateLimit error handlers.
        See https://octokit.github.io/rest.js/#throttling

        const octokit = new Octokit({
          throttle: {
            onSecondaryRateLimit: (retryAfter, options) => {/* ... */},
            onRateLimit: (retryAfter, options) => {/* ... */}
          }
        })
    `);
  }
  let initialized = false;
  const initializeBottleneck = () => {
    if (initialized) {
      return;
    }
    initialized = true;
    if (groups.global == null) {
      createGroups(Bottleneck, common);
    }
    state.global = state.global ?? groups.global;
    state.auth = state.auth ?? groups.auth;
    state.search = state.search ?? groups.search;
    state.write = state.write ?? groups.write;
    state.notifications = state.notifications ?? groups.notifications;
    state.retryLimiter = state.retryLimiter ?? new Bottleneck();
    const events = {};
    const emitter = new Bottleneck.Events(events);
    events.on("secondary-limit", state.onSecondaryRateLimit);
    events.on("rate-limit", state.onRateLimit);
    events.on(
      "error",
      (e) => octokit.log.warn("Error in throttling-plugin limit handler", e)
    );
    state.retryLimiter.on("failed", async function(error2, info2) {
      const [state2, request, options] = info2.args;
      const { pathname } = new URL(options.url, "http://github.test");
      const shouldRetryGraphQL = pathname.startsWith("/graphql") && error2.status !== 401;
      if (!(shouldRetryGraphQL || error2.status === 403 || error2.status === 429)) {
        return;
      }
      const retryCount = ~~request.retryCount;
      request.retryCount = retryCount;
      options.request.retryCount = retryCount;
      const { wantRetry, retryAfter = 0 } = await (async function() {
        if (/\bsecondary rate\b/i.test(error2.message)) {
          const retryAfter2 = Number(error2.response.headers["retry-after"]) || state2.fallbackSecondaryRateRetryAfter;
          const wantRetry2 = await emitter.trigger(
            "secondary-limit",
            retryAfter2,
            options,
            octokit,
            retryCount
          );
          return { wantRetry: wantRetry2, retryAfter: retryAfter2 };
        }
        if (error2.response.headers != null && error2.response.headers["x-ratelimit-remaining"] === "0" || (error2.response.data?.errors ?? []).some(
          (error22) => error22.type === "RATE_LIMITED"
        )) {
          const rateLimitReset = new Date(
            ~~error2.response.headers["x-ratelimit-reset"] * 1e3
          ).getTime();
          const retryAfter2 = Math.max(
            // Add one second so we retry _after_ the reset time
            // https://docs.github.com/en/rest/overview/resources-in-the-rest-api?apiVersion=2022-11-28#exceeding-the-rate-limit
            Math.ceil((rateLimitReset - Date.now()) / 1e3) + 1,
            0
          );
          const wantRetry2 = await emitter.trigger(
            "rate-limit",
            retryAfter2,
            options,
            octokit,
            retryCount
          );
          return { wantRetry: wantRetry2, retryAfter: retryAfter2 };
        }
        return {};
      })();
      if (wantRetry) {
        request.retryCount++;
        return retryAfter * state2.retryAfterBaseValue;
      }
    });
  };
  octokit.hook.wrap("request", (request, options) => {
    initializeBottleneck();
    return wrapRequest(state, request, options);
  });
  return {};
}
throttling.VERSION = VERSION;
throttling.triggersNotification = triggersNotification;

// node_modules/@octokit/rest/dist-src/version.js
var VERSION2 = "22.0.1";

// node_modules/@octokit/rest/dist-src/index.js
var Octokit2 = Octokit.plugin(requestLog, legacyRestEndpointMethods, paginateRest).defaults(
  {
    userAgent: `octokit-rest.js/${VERSION2}`
  }
);

// src/github/client.ts
var BenchgateOctokit = Octokit2.plugin(retry, throttling);
function apiBaseUrl(env = process.env) {
  return (env.GITHUB_API_URL || "https://api.github.com").replace(/\/+$/, "");
}
function createClient(options) {
  const maxRetries = options.maxRateLimitRetries ?? 2;
  const maxWait = options.maxWaitSeconds ?? 120;
  const base = options.retryAfterBaseValue ?? 1e3;
  const onLimit = (kind) => (retryAfter, request, _o, retryCount) => {
    const what = `${kind} on ${request.method} ${request.url}`;
    if (retryCount >= maxRetries) {
      info(`${what}: giving up after ${retryCount} retries.`);
      return false;
    }
    if (retryAfter > maxWait) {
      info(`${what}: retry-after ${retryAfter}s exceeds the ${maxWait}s cap; not waiting.`);
      return false;
    }
    info(`${what}: retrying in ${retryAfter}s (retry ${retryCount + 1} of ${maxRetries}).`);
    return true;
  };
  return new BenchgateOctokit({
    auth: options.token || void 0,
    baseUrl: options.baseUrl ?? apiBaseUrl(options.env),
    userAgent: "benchgate",
    log: { debug, info: debug, warn: info, error: info },
    retry: {
      retries: options.retries ?? 3,
      retryAfterBaseValue: base,
      // 429 is left to the throttling plugin, which honours retry-after.
      doNotRetry: [400, 401, 403, 404, 410, 422, 429, 451]
    },
    throttle: {
      retryAfterBaseValue: base,
      onRateLimit: onLimit("Rate limit"),
      onSecondaryRateLimit: onLimit("Secondary rate limit"),
      ...options.throttle
    }
  });
}

// src/github/publish.ts
import { mkdir, writeFile as writeFile2 } from "node:fs/promises";
import { tmpdir as tmpdir2 } from "node:os";
import { join as join2 } from "node:path";

// src/github/annotations.ts
var MAX_ANNOTATIONS = 10;
function regressionAnnotations(c, max2 = MAX_ANNOTATIONS) {
  const rows = c.rows.filter((r) => r.verdict === "regressed" && r.gating);
  const shown = rows.length > max2 ? rows.slice(0, max2 - 1) : rows;
  const out = shown.map((r) => ({ title: `benchgate: ${r.suite} \u203A ${r.benchmark} regressed`, message: describe(r) }));
  if (rows.length > shown.length) {
    out.push({ title: `benchgate: ${rows.length - shown.length} ${shown.length === 0 ? "" : "more "}regressions`, message: rows.slice(shown.length).map((r) => `${r.suite} \u203A ${r.benchmark} (${r.metric})`).join("\n") });
  }
  return out;
}
function describe(r) {
  const change = r.ratio === null ? "changed" : formatPercentChange(r.ratio);
  const values = r.base !== null && r.head !== null ? ` (${formatQuantity(r.base, r.unit)} \u2192 ${formatQuantity(r.head, r.unit)})` : "";
  const evidence = [r.test !== "none" ? r.test : void 0, r.q !== void 0 ? `q=${r.q.toPrecision(2)}` : r.p !== void 0 ? `p=${r.p.toPrecision(2)}` : void 0].filter(Boolean).join(", ");
  return `${r.metric}: ${change}${values}${evidence ? `; ${evidence}` : ""}`;
}
function annotateRegressions(c, emit = warning, used = warningsSoFar()) {
  const list = regressionAnnotations(c, Math.max(1, MAX_ANNOTATIONS - used));
  for (const a of list) emit(a.message, { title: a.title });
  return list.length;
}

// src/github/publish.ts
var COMMENT_BUDGET = 6e4;
async function publish(p, s, ctx, now) {
  const out = { reportPath: "" };
  const dir = join2(process.env.RUNNER_TEMP || tmpdir2(), `benchgate-${s.commentMarker}`);
  await mkdir(dir, { recursive: true });
  const notes = [
    // Problems and notes quote data (artifact contents, suite errors): escaped like every other string.
    ...p.baselineProblem ? [`> [!WARNING]
> No usable baseline: ${escapeInline(oneLine(p.baselineProblem))}. Nothing was compared and no stored baseline was changed.`] : [],
    ...p.notes.map((n) => `> [!NOTE]
> ${escapeInline(oneLine(n))}`),
    ...p.dashboardUrl ? [`> [!NOTE]
> The history of every benchmark on the base branch: [the dashboard](${p.dashboardUrl}).`] : []
  ];
  const layout = { notes, ...p.templates?.report !== void 0 ? { template: p.templates.report } : {} };
  const full = renderReport(p.comparison, { baseline: p.baseline, now: now(), extra: p.tables, ...layout });
  const summary = renderReport(p.comparison, { baseline: p.baseline, now: now(), extra: p.tables, ...layout, maxChars: JOB_SUMMARY_CHARS });
  out.reportPath = join2(dir, "report.md");
  await writeFile2(out.reportPath, full);
  if (p.upload) {
    out.resultsPath = join2(dir, "results.json");
    await writeResultsFile(out.resultsPath, p.upload, 2);
  }
  await writeSummary(summary, { fullReportAt: `the artifact ${s.artifactName} (report.md) and ${out.reportPath}` }).catch(
    (err2) => warning(`Could not write the job summary: ${err2.message}`)
  );
  if (p.upload) {
    try {
      const up = await uploadResults(p.upload, { name: s.artifactName, retentionDays: s.retentionDays, extraFiles: { "report.md": full } });
      out.artifactId = up.id;
      info(`Results uploaded as artifact '${s.artifactName}' (id ${up.id}, ${up.size} bytes).`);
      if (up.archiveRunsDropped) warning(`The baseline's long-term archive lost its ${up.archiveRunsDropped} oldest run(s), so that the baseline stays small enough to be read back; the dashboard shows the runs kept.`);
    } catch (err2) {
      warning(`Could not upload the results artifact '${s.artifactName}': ${err2.message}. The report is in the job summary.`);
    }
  }
  annotateRegressions(p.comparison);
  if (p.comment) {
    const links = {
      summary: runUrl(ctx, ctx.runId),
      ...out.artifactId !== void 0 ? { artifact: `${runUrl(ctx, ctx.runId)}/artifacts/${out.artifactId}` } : {}
    };
    const body = renderComment(p.comparison, {
      baseline: p.baseline,
      now: now(),
      maxChars: COMMENT_BUDGET,
      links,
      extra: p.tables,
      ...layout,
      marker: commentMarker(s.commentMarker),
      ...p.templates?.comment !== void 0 ? { commentTemplate: p.templates.comment } : {}
    });
    const changed = p.comparison.summary.regressions + p.comparison.summary.improvements > 0;
    try {
      const r = await upsertComment(p.comment.octokit, {
        owner: ctx.owner,
        repo: ctx.repo,
        issueNumber: p.comment.issueNumber,
        body,
        marker: s.commentMarker,
        // on-change: a new comment only when something changed; an existing one is kept current.
        create: s.comment === "always" || changed,
        fallbackBody: `### benchgate

${p.comparison.summary.regressions} regression(s), ${p.comparison.summary.improvements} improvement(s). The full report is too long for a comment: see [the job summary](${links.summary})${links.artifact ? ` and [the results artifact](${links.artifact})` : ""}.`
      });
      out.commentUrl = r.url;
      info(`PR comment ${r.action}${r.url ? `: ${r.url}` : ""}.`);
    } catch (err2) {
      warning(`Could not comment on #${p.comment.issueNumber}: ${err2.message}. The report is in the job summary.`);
    }
  }
  return out;
}
function oneLine(text) {
  return text.replace(/\s*\n\s*/g, " ");
}

// src/action-flows.ts
var PR_EVENTS = ["pull_request", "pull_request_target"];
var NIGHTLY_EVENTS = ["schedule", "workflow_dispatch"];
function prTarget(s, ctx) {
  const p = PR_EVENTS.includes(ctx.eventName) ? ctx.pullRequest : void 0;
  if (p) return { number: p.number, headSha: p.headSha, baseSha: p.baseSha, baseRef: p.baseRef, ref: p.headRef, fork: p.fork, fromInputs: false };
  if (s.pullRequest === void 0) return void 0;
  return { number: s.pullRequest, headSha: s.headSha ?? ctx.sha, baseSha: s.baseSha, ref: `refs/pull/${s.pullRequest}/head`, fork: false, fromInputs: true };
}
async function runMode(settings, ctx, env) {
  const now = () => /* @__PURE__ */ new Date();
  const octokit = createClient({ token: settings.githubToken, env });
  const report = settings.mode === "report" || settings.mode === "auto" && ctx.eventName === "workflow_run";
  return settings.mode === "setup" ? setupFlow() : settings.mode === "command" ? commandFlow(settings, ctx, octokit, env) : settings.mode === "merge" ? mergeFlow(settings, ctx, octokit, now) : report ? reportFlow(settings, ctx, octokit, now) : runFlow(settings, ctx, octokit, now);
}
async function runFlow(s, ctx, octokit, now) {
  const pr = prTarget(s, ctx);
  refuseDefaultBranchScope(ctx);
  if (s.results !== void 0) {
    const loaded2 = await exists(s.configPath) ? await loadConfig(s.configPath) : void 0;
    const given = await readResultsInput(s.results, { commit: pr?.headSha ?? ctx.sha, ref: pr ? pr.ref : ctx.ref, runId: ctx.runId });
    if (given.meta.shard !== void 0 || given.meta.environment !== void 0) return partFlow(s, ctx, octokit, now, loaded2, pr, given);
    const sameJob = given.meta.paired !== void 0 ? await readComparisonBeside(s.results) : void 0;
    return finishRun(s, ctx, octokit, now, loaded2, pr, withPr(given, pr), [], sameJob);
  }
  const loaded = await loadConfig(s.configPath);
  if (s.shard !== void 0 || s.environment !== void 0) return partFlow(s, ctx, octokit, now, loaded, pr);
  const paired = s.baseline === "paired" && pr?.baseSha !== void 0;
  const ran = await runBenchmarks({
    configPath: s.configPath,
    meta: { commit: pr?.headSha ?? ctx.sha, ref: pr ? pr.ref : ctx.ref, runId: ctx.runId },
    ...s.suites?.length ? { only: s.suites } : {},
    ...paired ? { paired: { baseSha: pr.baseSha, rounds: s.rounds, ...s.budgetMs !== void 0 ? { budgetMs: s.budgetMs } : {}, compare: compareOptions(loaded, s) } } : {}
  });
  const notes = s.baseline === "paired" && !paired ? ["baseline: paired needs a pull request with a base commit; this run compared with the stored baseline instead."] : [];
  return finishRun(s, ctx, octokit, now, loaded, pr, withPr(ran.results, pr), notes, ran.comparison);
}
function refuseDefaultBranchScope(ctx) {
  if (ctx.eventName === "issue_comment" || ctx.eventName === "workflow_run") {
    throw new BenchgateError(
      `benchgate does not run benchmarks, or take their results, in a ${ctx.eventName} run: that event runs in the default branch's scope (its cache, which every action step's ACTIONS_RUNTIME_TOKEN can write), and code run earlier in the job can outlive its step and read a later step's token. A pull request's benchmarks run in its own workflow: /benchgate run starts workflows/pull-request.yml on the PR's branch (workflows/comment-command.yml), and a workflow_run workflow only reports (mode: report)`
    );
  }
  if (ctx.eventName !== "pull_request_target") return;
  throw new BenchgateError(
    "benchgate does not run benchmarks on pull_request_target: that event runs in the base repository's scope (a write token, its cache) and checks out the base branch, so either a fork's code would run beside that token or the base's code would be reported as the pull request's. Run them on pull_request (`benchgate run --out FILE` in a run: step, or this Action in mode: run) and comment from a workflow_run workflow (mode: report; `benchgate init` writes both)"
  );
}
async function runBenchmarks(request) {
  const token = randomUUID().replace(/-/g, "");
  process.stdout.write(`::stop-commands::${token}
`);
  try {
    return await runSuitesDetached(process.argv[1], request, (chunk) => process.stdout.write(chunk));
  } finally {
    process.stdout.write(`
::${token}::
`);
  }
}
async function readResultsInput(path, meta) {
  await access(path).catch((err2) => {
    throw new BenchgateError(`Invalid input 'results': cannot read ${path} (${err2.message}); expected the file written by \`benchgate run --out ${path}\` in an earlier step`);
  });
  const results = await readResultsFile(path);
  return { ...results, meta: { ...results.meta, ...meta } };
}
async function readComparisonBeside(resultsPath) {
  const path = comparisonPathFor(resultsPath);
  const text = await readFile(path, "utf8").catch((err2) => {
    throw new BenchgateError(`Invalid input 'results': a paired run's results need their comparison beside them, ${path} (${err2.message})`);
  });
  const parsed = Comparison.safeParse(JSON.parse(text));
  if (!parsed.success) throw new BenchgateError(`${path}: not a benchgate comparison (benchgate/comparison@1): ${parsed.error.issues[0]?.message ?? "invalid"}`);
  return parsed.data;
}
async function setupFlow() {
  const dir = join3(process.env.RUNNER_TEMP || tmpdir3(), "benchgate-bin");
  await mkdir2(dir, { recursive: true });
  const cli = join3(dirname(process.argv[1]), "cli.js");
  const quote = (p) => `'${p.replace(/'/g, `'\\''`)}'`;
  await writeFile3(join3(dir, "benchgate"), `#!/bin/sh
exec ${quote(process.execPath)} ${quote(cli)} "$@"
`, { mode: 493 });
  addPath(dir);
  info(`benchgate is on PATH for the next steps (${join3(dir, "benchgate")} \u2192 ${cli}).`);
  return { failedSuites: [], gate: false };
}
async function runSuiteWorker(requestFile) {
  await runWorker(requestFile, async (r) => {
    const loaded = await loadConfig(r.configPath);
    if (r.paired) {
      const p = await runPaired({
        loaded,
        ref: await mergeBase(loaded.root, r.paired.baseSha),
        minRounds: Math.min(DEFAULT_MIN_ROUNDS, r.paired.rounds),
        maxRounds: r.paired.rounds,
        ...r.paired.budgetMs !== void 0 ? { budgetMs: r.paired.budgetMs } : {},
        compare: r.paired.compare,
        runOnce: runSuiteOnce,
        now: () => /* @__PURE__ */ new Date(),
        clock: () => Date.now(),
        log: (line) => process.stdout.write(line),
        stream: (chunk) => process.stdout.write(chunk),
        ...r.only ? { only: r.only } : {},
        meta: r.meta
      });
      return { results: p.head, comparison: p.comparison };
    }
    const results = await runSuites(loaded, {
      now: () => /* @__PURE__ */ new Date(),
      stream: (chunk) => process.stdout.write(chunk),
      meta: r.meta,
      ...r.only ? { only: r.only } : {},
      ...r.shard ? { shard: r.shard } : {},
      ...r.environment ? { environment: r.environment } : {}
    });
    return { results };
  });
}
function withPr(results, pr) {
  return pr ? { ...results, meta: { ...results.meta, pullRequest: pr.number, ...pr.baseSha ? { baseSha: pr.baseSha } : {} } } : results;
}
function baselineQuery(s, ctx, pr) {
  const baseBranch = s.baseBranch ?? pr?.baseRef ?? ctx.branch ?? ctx.defaultBranch ?? "main";
  return { baseSha: pr?.baseSha ?? ctx.push?.before, baseBranch, ...pr === void 0 && ctx.branch === baseBranch ? { workflowOnBranch: true } : {} };
}
async function partFlow(s, ctx, octokit, now, loaded, pr, given) {
  const lookup = await findBaseline(s, ctx, octokit, s.baselineWorkflow ?? ctx.workflowFile, baselineQuery(s, ctx, pr));
  const environment = given?.meta.environment ?? s.environment;
  const shard = given?.meta.shard ?? s.shard;
  const baseline = lookup.baseline ? baselineForPart(lookup.baseline.results, environment) : void 0;
  const ran = given ?? (await runBenchmarks({
    configPath: s.configPath,
    meta: { commit: pr?.headSha ?? ctx.sha, ref: pr ? pr.ref : ctx.ref, runId: ctx.runId },
    ...s.suites?.length ? { only: s.suites } : {},
    ...shard ? { shard: { spec: shard, ...baseline ? { baseline } : {} } } : {},
    ...environment ? { environment } : {}
  })).results;
  const results = withPr(ran, pr);
  const comparison = compareRuns(baseline ? shareOf(baseline, results) : void 0, results, compareOptions(loaded, s));
  const name = partArtifactName(s.artifactName, shard, environment);
  const what = [shard ? `shard ${shard.index}/${shard.count}` : void 0, environment ? `environment ${environment}` : void 0].filter(Boolean).join(", ");
  const published = await publish(
    {
      comparison,
      templates: loaded?.templates,
      upload: results,
      baseline: lookup.baseline?.info,
      baselineProblem: lookup.problem,
      notes: [...lookup.notes, `This job is one part of the run (${what}): its results are uploaded as '${name}' for the merge job (mode: merge), which compares the whole run once and writes the one report.`]
    },
    { ...s, artifactName: name },
    ctx,
    now
  );
  return { comparison, published, baselineRunId: lookup.baseline?.info.runId, failedSuites: results.suites.filter((x2) => x2.status === "failed").map((x2) => x2.name), gate: false };
}
async function mergeFlow(s, ctx, octokit, now) {
  const pr = prTarget(s, ctx);
  const loaded = await exists(s.configPath) ? await loadConfig(s.configPath) : void 0;
  const store = new GitHubArtifactStore({ octokit, owner: ctx.owner, repo: ctx.repo, artifactName: s.artifactName, workflow: ctx.workflowFile ?? ctx.runId });
  const parts = await store.loadParts(ctx.runId, partPrefix(s.artifactName));
  if (parts.length === 0) {
    throw new BenchgateError(`mode merge: run ${ctx.runId} has no artifacts named '${partPrefix(s.artifactName)}\u2026' (did the shard jobs run with the inputs shard or environment, and finish before this job?)`);
  }
  const merged = mergeShards(
    parts.map((p) => ({ source: `artifact '${p.name}'`, results: p.results })),
    s.shards !== void 0 ? { expectedShards: s.shards } : {}
  );
  for (const note of merged.notes) warning(note);
  info(`Merged ${parts.length} parts: ${parts.map((p) => p.name).join(", ")}.`);
  const outcome = await finishRun(s, ctx, octokit, now, loaded, pr, withPr(merged.results, pr), merged.notes);
  const missing = merged.results.meta.missingShards ?? [];
  return missing.length > 0 ? { ...outcome, failedSuites: [...outcome.failedSuites, ...missing.map((k) => `shard ${k}`)] } : outcome;
}
async function finishRun(s, ctx, octokit, now, loaded, pr, results, extraNotes = [], sameJob) {
  for (const suite of results.suites) if (suite.status === "failed") error(`Suite "${suite.name}" failed: ${suite.error ?? "no reason given"}`);
  const lookup = sameJob ? { notes: [] } : await findBaseline(s, ctx, octokit, s.baselineWorkflow ?? ctx.workflowFile, baselineQuery(s, ctx, pr));
  const comparison = sameJob ?? compareRuns(lookup.baseline?.results, results, compareOptions(loaded, s));
  const notes = [...extraNotes, ...lookup.notes];
  let comment;
  if (pr && !pr.fromInputs && (s.mode === "auto" || s.mode === "merge") && s.comment !== "never") {
    if (pr.fork) {
      notes.push("This pull request comes from a fork, so its token is read-only and no comment is posted; the report is in this job summary. To comment on fork PRs, use the two-workflow pattern (mode: run here, mode: report in a workflow_run workflow; see workflows/report.yml).");
    } else {
      comment = { issueNumber: pr.number, octokit };
    }
  }
  if (lookup.baseline?.passedOver?.length) {
    notes.push(passedOverNote(lookup.baseline));
  }
  const keep = !pr && (lookup.problem !== void 0 || (lookup.baseline?.passedOver?.length ?? 0) > 0);
  const problems = [];
  let artifactName = s.artifactName;
  if (keep) {
    artifactName = `${s.artifactName}-unsaved`;
    const why = lookup.problem ?? lookup.baseline.passedOver.join("; ");
    const message = `The previous baseline could not be read (${why}). To keep its history, this run was not stored as the baseline: its results are in the artifact '${artifactName}'. The next run that can read the baseline carries the history on; if the baseline was written by a newer benchgate, upgrade benchgate.`;
    notes.push(message);
    problems.push(message);
  }
  const history = s.history ?? loaded?.history ?? DEFAULTS.history;
  const upload = pr || keep ? results : nextBaseline(lookup.baseline?.results, keepAbsentSuites(lookup.baseline?.results, results), history, { verdict: comparison.summary.verdict });
  const published = await publish(
    {
      comparison,
      templates: loaded?.templates,
      upload,
      baseline: lookup.baseline?.info,
      baselineProblem: lookup.problem,
      notes,
      comment,
      tables: reportTables(loaded, results, lookup.baseline?.results),
      ...s.dashboardUrl ? { dashboardUrl: s.dashboardUrl } : {}
    },
    { ...s, artifactName },
    ctx,
    now
  );
  const dashboardPath = !pr && !keep && s.dashboard !== void 0 ? await writeDashboard(s, ctx, upload, now) : void 0;
  const tracked = !pr && !keep && tracks(s, ctx) ? await nightly(s, ctx, octokit, loaded, upload, results) : void 0;
  return {
    comparison,
    published,
    baselineRunId: lookup.baseline?.info.runId,
    failedSuites: results.suites.filter((x2) => x2.status === "failed").map((x2) => x2.name),
    gate: pr !== void 0,
    tracked,
    dashboardPath,
    ...problems.length ? { problems } : {}
  };
}
async function writeDashboard(s, ctx, upload, now) {
  try {
    const { writeDashboardSite } = await import("./command-SH446F3M.js");
    const dir = resolve(s.dashboard);
    const { series, runs } = await writeDashboardSite(upload, dir, { title: ctx.repository, repoUrl: `${ctx.serverUrl}/${ctx.repository}`, generatedAt: now(), ...s.noiseFloor !== void 0 ? { noiseFloor: s.noiseFloor } : {} });
    info(`Dashboard: ${series} series over ${runs} runs in ${dir}.`);
    return dir;
  } catch (err2) {
    warning(`Could not build the dashboard: ${err2.message}. The results and baseline are saved.`);
    return void 0;
  }
}
function tracks(s, ctx) {
  if (s.trackRegressions !== "auto") return s.trackRegressions === "always";
  if (!NIGHTLY_EVENTS.includes(ctx.eventName)) return false;
  return ctx.eventName === "schedule" || ctx.defaultBranch === void 0 || ctx.branch === ctx.defaultBranch;
}
async function nightly(s, ctx, octokit, loaded, upload, results) {
  const noiseFloor = s.noiseFloor ?? loaded?.verdicts.thresholds.noiseFloor ?? DEFAULTS.noiseFloor;
  const history = upload.history ?? [];
  const shifts = findShifts(history, results, { rng: createRng(DEFAULT_SEED), noiseFloor });
  const series = results.suites.reduce((n, x2) => n + x2.benchmarks.filter((b) => b.status !== "failed").reduce((m, b) => m + Object.keys(b.metrics).length, 0), 0);
  const trend = { repoUrl: `${ctx.serverUrl}/${ctx.repository}`, noiseFloor, ...s.dashboardUrl ? { dashboardUrl: s.dashboardUrl } : {} };
  await writeSummary(renderNightlySummary(shifts, { series, runs: history.length + 1 }, trend)).catch(
    (err2) => warning(`Could not write the nightly summary: ${err2.message}`)
  );
  info(`Nightly: ${shifts.length} lasting shift(s) in ${series} series over ${history.length + 1} runs.`);
  try {
    return await trackRegressions(octokit, shifts, { owner: ctx.owner, repo: ctx.repo, label: s.issueLabel, noiseFloor, trend });
  } catch (err2) {
    warning(`Could not update the tracking issues (does the job have 'issues: write'?): ${err2.message}. The shifts are in the job summary.`);
    return [];
  }
}
async function commandFlow(s, ctx, octokit, env) {
  if (ctx.eventName !== "issue_comment") {
    throw new BenchgateError(`mode command handles issue_comment events (see workflows/comment-command.yml); this run's event is ${ctx.eventName}`);
  }
  const loaded = await exists(s.configPath) ? await loadConfig(s.configPath) : void 0;
  const command = await handleCommand(readEventPayload(env), octokit, ctx, { suiteNames: loaded?.suites.map((x2) => x2.name), prWorkflow: s.prWorkflow });
  info(command.dispatched !== void 0 ? `Accepted: ${command.reason}.` : `Nothing to run: ${command.reason}.`);
  return { failedSuites: [], gate: false, command };
}
async function reportFlow(s, ctx, octokit, now) {
  const wr = ctx.workflowRun;
  if (!wr && s.pullRequest !== void 0) return commandReportFlow(s, ctx, octokit, now);
  if (!wr) throw new BenchgateError(`mode report runs in a workflow_run workflow (see workflows/report.yml), or with the input pull-request; this run's event is ${ctx.eventName}`);
  if (!PR_EVENTS.includes(wr.event)) {
    info(`The triggering run ${wr.id} was a ${wr.event} run, not a pull request: nothing to report.`);
    return { failedSuites: [], gate: false };
  }
  const prStore = new GitHubArtifactStore({ octokit, owner: ctx.owner, repo: ctx.repo, artifactName: s.artifactName, workflow: wr.workflowId });
  const loadedHead = await prStore.loadRun(wr.id);
  if (!loadedHead) {
    warning(`Run ${wr.id} uploaded no artifact named '${s.artifactName}' (did its benchmarks fail to start?): nothing to report.`);
    return { failedSuites: [], gate: false };
  }
  const capped = capResults(loadedHead.results, s.caps, "PR run's");
  const head = { ...loadedHead, results: capped.results };
  const claimed = head.results.meta.pullRequest ?? wr.pullRequests[0];
  if (claimed === void 0) throw new BenchgateError(`The results of run ${wr.id} name no pull request: refusing to comment`);
  const { data: pull } = await octokit.rest.pulls.get({ owner: ctx.owner, repo: ctx.repo, pull_number: claimed });
  if (pull.head.sha !== wr.headSha || pull.base.repo.full_name.toLowerCase() !== ctx.repository.toLowerCase()) {
    throw new BenchgateError(
      `The results of run ${wr.id} claim pull request #${claimed}, but its head is ${pull.head.sha.slice(0, 7)} and the run's is ${wr.headSha.slice(0, 7)}: refusing to comment`
    );
  }
  const loaded = await exists(s.configPath) ? await loadConfig(s.configPath) : void 0;
  const lookup = await findBaseline(s, ctx, octokit, s.baselineWorkflow ?? wr.workflowId, {
    baseSha: pull.base.sha,
    baseBranch: s.baseBranch ?? pull.base.ref
  });
  const comparison = compareRuns(lookup.baseline?.results, head.results, compareOptions(loaded, s));
  const published = await publish(
    {
      comparison,
      templates: loaded?.templates,
      baseline: lookup.baseline?.info,
      baselineProblem: lookup.problem,
      notes: [...capped.notes, ...lookup.notes],
      ...s.dashboardUrl ? { dashboardUrl: s.dashboardUrl } : {},
      tables: reportTables(loaded, head.results, lookup.baseline?.results),
      comment: s.comment === "never" ? void 0 : { issueNumber: claimed, octokit }
    },
    s,
    ctx,
    now
  );
  return {
    comparison,
    published,
    baselineRunId: lookup.baseline?.info.runId,
    failedSuites: [],
    gate: true
  };
}
async function commandReportFlow(s, ctx, octokit, now) {
  const number = s.pullRequest;
  const expected = s.headSha;
  if (expected === void 0) throw new BenchgateError("mode report with pull-request needs head-sha (the command job's command-sha): refusing to comment");
  const runId = s.resultsRunId ?? ctx.runId;
  const store = new GitHubArtifactStore({ octokit, owner: ctx.owner, repo: ctx.repo, artifactName: s.artifactName, workflow: ctx.workflowFile ?? runId });
  const loadedHead = await store.loadRun(runId);
  if (!loadedHead) {
    warning(`Run ${runId} uploaded no artifact named '${s.artifactName}': nothing to report.`);
    if (s.comment !== "never") await reply(octokit, ctx, number, renderNoResultsReply(expected, runUrl(ctx, runId)));
    return { failedSuites: [], gate: false };
  }
  const capped = capResults(loadedHead.results, s.caps, "PR run's");
  const head = { ...loadedHead, results: capped.results };
  const meta = head.results.meta;
  if (meta.pullRequest !== number || meta.commit?.toLowerCase() !== expected) {
    throw new BenchgateError(
      `The results of run ${runId} are for pull request #${meta.pullRequest ?? "?"} at ${meta.commit?.slice(0, 7) ?? "?"}, not #${number} at ${expected.slice(0, 7)}: refusing to comment`
    );
  }
  const { data: pull } = await octokit.rest.pulls.get({ owner: ctx.owner, repo: ctx.repo, pull_number: number });
  if (pull.base.repo.full_name.toLowerCase() !== ctx.repository.toLowerCase()) {
    throw new BenchgateError(`Pull request #${number} targets ${pull.base.repo.full_name}, not ${ctx.repository}: refusing to comment`);
  }
  const moved = pull.head.sha.toLowerCase() !== expected;
  const loaded = await exists(s.configPath) ? await loadConfig(s.configPath) : void 0;
  const lookup = await findBaseline(s, ctx, octokit, s.baselineWorkflow ?? ctx.workflowFile, { baseSha: s.baseSha ?? pull.base.sha, baseBranch: s.baseBranch ?? pull.base.ref });
  const comparison = compareRuns(lookup.baseline?.results, head.results, compareOptions(loaded, s));
  const label = moved ? `These results are for commit ${expected.slice(0, 7)} (requested with /benchgate run); the pull request's head has since moved to ${pull.head.sha.slice(0, 7)}, so the PR comment was not updated.` : `Benchmarked commit ${expected.slice(0, 7)}, the pull request's head (requested with /benchgate run).`;
  const published = await publish(
    {
      comparison,
      templates: loaded?.templates,
      baseline: lookup.baseline?.info,
      baselineProblem: lookup.problem,
      notes: [...capped.notes, ...lookup.notes, label],
      tables: reportTables(loaded, head.results, lookup.baseline?.results),
      comment: moved || s.comment === "never" ? void 0 : { issueNumber: number, octokit }
    },
    s,
    ctx,
    now
  );
  if (moved) {
    warning(`#${number} moved from ${expected.slice(0, 7)} to ${pull.head.sha.slice(0, 7)} while the benchmarks ran: the report is in the job summary only.`);
    if (s.comment !== "never") await reply(octokit, ctx, number, renderHeadMovedReply(expected, pull.head.sha, runUrl(ctx, ctx.runId)));
  }
  return { comparison, published, baselineRunId: lookup.baseline?.info.runId, failedSuites: [], gate: !moved };
}
async function reply(octokit, ctx, issue, body) {
  try {
    await octokit.rest.issues.createComment({ owner: ctx.owner, repo: ctx.repo, issue_number: issue, body });
  } catch (err2) {
    warning(`Could not comment on #${issue}: ${err2.message}`);
  }
}
async function findBaseline(s, ctx, octokit, workflow, q) {
  if (workflow === void 0) {
    return { notes: ["The workflow file is unknown (GITHUB_WORKFLOW_REF is not set): set the input baseline-workflow to look for a baseline."] };
  }
  const store = new GitHubArtifactStore({ octokit, owner: ctx.owner, repo: ctx.repo, artifactName: s.artifactName, workflow });
  try {
    const baseline = await store.find(q);
    if (!baseline && store.workflowUnknown) {
      const note = `GitHub knows no workflow ${workflow} on the default branch (HTTP 404), so there is no baseline: if this pull request adds it, later ones will find its baselines; otherwise check the input baseline-workflow (the workflow's file name, e.g. main.yml).`;
      warning(note);
      return { baseline, notes: [note] };
    }
    if (!baseline) info(`No baseline: no run of ${workflow} on ${q.baseBranch} has an unexpired artifact '${s.artifactName}' yet.`);
    return { baseline, notes: [] };
  } catch (err2) {
    const message = err2.message;
    warning(`No usable baseline: ${message}`);
    if (err2 instanceof BaselineError) return { problem: message, notes: [] };
    return { problem: `the baseline could not be fetched (${message})`, notes: [] };
  }
}
function compareOptions(loaded, s) {
  return compareOptionsFor(loaded, {
    ...s.noiseFloor !== void 0 ? { noiseFloor: s.noiseFloor } : {},
    ...s.alpha !== void 0 ? { alpha: s.alpha } : {}
  });
}
function setOutputs(o) {
  setOutput("regressions", String(o.comparison?.summary.regressions ?? 0));
  setOutput("improvements", String(o.comparison?.summary.improvements ?? 0));
  setOutput("verdict", o.comparison?.summary.verdict ?? "skipped");
  setOutput("undecided", o.comparison !== void 0 && isUndecided(o.comparison.summary) ? "true" : "false");
  setOutput("report-path", o.published?.reportPath ?? "");
  setOutput("comment-url", o.published?.commentUrl ?? "");
  setOutput("results-path", o.published?.resultsPath ?? "");
  setOutput("dashboard-path", o.dashboardPath ?? "");
  setOutput("baseline-run-id", o.baselineRunId === void 0 ? "" : String(o.baselineRunId));
  if (o.command) {
    const c = o.command;
    const accepted = c.run || c.dispatched !== void 0;
    setOutput("command-run", String(c.run));
    setOutput("command-pr", accepted && c.pr !== void 0 ? String(c.pr) : "");
    setOutput("command-sha", accepted ? c.sha ?? "" : "");
    setOutput("command-base-sha", accepted ? c.baseSha ?? "" : "");
    setOutput("command-suites", JSON.stringify(accepted ? c.suites ?? [] : []));
    setOutput("command-paired", String(accepted && c.paired === true));
  }
  if (o.tracked) setOutput("tracking-issues", JSON.stringify(o.tracked.map((t) => ({ number: t.number, action: t.action }))));
}
async function exists(path) {
  return access(path).then(
    () => true,
    () => false
  );
}
export {
  runMode,
  runSuiteWorker,
  setOutputs
};
