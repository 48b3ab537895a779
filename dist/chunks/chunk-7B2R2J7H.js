#!/usr/bin/env node
import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  XMLParser,
  XMLValidator
} from "./chunk-WTZCLGOG.js";
import {
  maxOf,
  median,
  minOf,
  mustache_default,
  pushAll
} from "./chunk-DE2EFLO3.js";
import {
  ConfigError,
  DetectionError,
  MAX_JSON_DEPTH,
  ParseError,
  Statistic,
  external_exports,
  jsonTooDeep
} from "./chunk-6PHSTHJK.js";
import {
  __commonJS,
  __require,
  __toESM
} from "./chunk-UBC4YGAS.js";

// node_modules/yaml/dist/nodes/identity.js
var require_identity = __commonJS({
  "node_modules/yaml/dist/nodes/identity.js"(exports) {
    "use strict";
    var ALIAS = /* @__PURE__ */ Symbol.for("yaml.alias");
    var DOC = /* @__PURE__ */ Symbol.for("yaml.document");
    var MAP = /* @__PURE__ */ Symbol.for("yaml.map");
    var PAIR = /* @__PURE__ */ Symbol.for("yaml.pair");
    var SCALAR = /* @__PURE__ */ Symbol.for("yaml.scalar");
    var SEQ = /* @__PURE__ */ Symbol.for("yaml.seq");
    var NODE_TYPE = /* @__PURE__ */ Symbol.for("yaml.node.type");
    var isAlias = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === ALIAS;
    var isDocument = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === DOC;
    var isMap = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === MAP;
    var isPair = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === PAIR;
    var isScalar = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === SCALAR;
    var isSeq = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === SEQ;
    function isCollection(node) {
      if (node && typeof node === "object")
        switch (node[NODE_TYPE]) {
          case MAP:
          case SEQ:
            return true;
        }
      return false;
    }
    function isNode3(node) {
      if (node && typeof node === "object")
        switch (node[NODE_TYPE]) {
          case ALIAS:
          case MAP:
          case SCALAR:
          case SEQ:
            return true;
        }
      return false;
    }
    var hasAnchor = (node) => (isScalar(node) || isCollection(node)) && !!node.anchor;
    exports.ALIAS = ALIAS;
    exports.DOC = DOC;
    exports.MAP = MAP;
    exports.NODE_TYPE = NODE_TYPE;
    exports.PAIR = PAIR;
    exports.SCALAR = SCALAR;
    exports.SEQ = SEQ;
    exports.hasAnchor = hasAnchor;
    exports.isAlias = isAlias;
    exports.isCollection = isCollection;
    exports.isDocument = isDocument;
    exports.isMap = isMap;
    exports.isNode = isNode3;
    exports.isPair = isPair;
    exports.isScalar = isScalar;
    exports.isSeq = isSeq;
  }
});

// node_modules/yaml/dist/visit.js
var require_visit = __commonJS({
  "node_modules/yaml/dist/visit.js"(exports) {
    "use strict";
    var identity = require_identity();
    var BREAK = /* @__PURE__ */ Symbol("break visit");
    var SKIP = /* @__PURE__ */ Symbol("skip children");
    var REMOVE = /* @__PURE__ */ Symbol("remove node");
    function visit(node, visitor) {
      const visitor_ = initVisitor(visitor);
      if (identity.isDocument(node)) {
        const cd = visit_(null, node.contents, visitor_, Object.freeze([node]));
        if (cd === REMOVE)
          node.contents = null;
      } else
        visit_(null, node, visitor_, Object.freeze([]));
    }
    visit.BREAK = BREAK;
    visit.SKIP = SKIP;
    visit.REMOVE = REMOVE;
    function visit_(key, node, visitor, path) {
      const ctrl = callVisitor(key, node, visitor, path);
      if (identity.isNode(ctrl) || identity.isPair(ctrl)) {
        replaceNode(key, path, ctrl);
        return visit_(key, ctrl, visitor, path);
      }
      if (typeof ctrl !== "symbol") {
        if (identity.isCollection(node)) {
          path = Object.freeze(path.concat(node));
          for (let i = 0; i < node.items.length; ++i) {
            const ci = visit_(i, node.items[i], visitor, path);
            if (typeof ci === "number")
              i = ci - 1;
            else if (ci === BREAK)
              return BREAK;
            else if (ci === REMOVE) {
              node.items.splice(i, 1);
              i -= 1;
            }
          }
        } else if (identity.isPair(node)) {
          path = Object.freeze(path.concat(node));
          const ck = visit_("key", node.key, visitor, path);
          if (ck === BREAK)
            return BREAK;
          else if (ck === REMOVE)
            node.key = null;
          const cv = visit_("value", node.value, visitor, path);
          if (cv === BREAK)
            return BREAK;
          else if (cv === REMOVE)
            node.value = null;
        }
      }
      return ctrl;
    }
    async function visitAsync(node, visitor) {
      const visitor_ = initVisitor(visitor);
      if (identity.isDocument(node)) {
        const cd = await visitAsync_(null, node.contents, visitor_, Object.freeze([node]));
        if (cd === REMOVE)
          node.contents = null;
      } else
        await visitAsync_(null, node, visitor_, Object.freeze([]));
    }
    visitAsync.BREAK = BREAK;
    visitAsync.SKIP = SKIP;
    visitAsync.REMOVE = REMOVE;
    async function visitAsync_(key, node, visitor, path) {
      const ctrl = await callVisitor(key, node, visitor, path);
      if (identity.isNode(ctrl) || identity.isPair(ctrl)) {
        replaceNode(key, path, ctrl);
        return visitAsync_(key, ctrl, visitor, path);
      }
      if (typeof ctrl !== "symbol") {
        if (identity.isCollection(node)) {
          path = Object.freeze(path.concat(node));
          for (let i = 0; i < node.items.length; ++i) {
            const ci = await visitAsync_(i, node.items[i], visitor, path);
            if (typeof ci === "number")
              i = ci - 1;
            else if (ci === BREAK)
              return BREAK;
            else if (ci === REMOVE) {
              node.items.splice(i, 1);
              i -= 1;
            }
          }
        } else if (identity.isPair(node)) {
          path = Object.freeze(path.concat(node));
          const ck = await visitAsync_("key", node.key, visitor, path);
          if (ck === BREAK)
            return BREAK;
          else if (ck === REMOVE)
            node.key = null;
          const cv = await visitAsync_("value", node.value, visitor, path);
          if (cv === BREAK)
            return BREAK;
          else if (cv === REMOVE)
            node.value = null;
        }
      }
      return ctrl;
    }
    function initVisitor(visitor) {
      if (typeof visitor === "object" && (visitor.Collection || visitor.Node || visitor.Value)) {
        return Object.assign({
          Alias: visitor.Node,
          Map: visitor.Node,
          Scalar: visitor.Node,
          Seq: visitor.Node
        }, visitor.Value && {
          Map: visitor.Value,
          Scalar: visitor.Value,
          Seq: visitor.Value
        }, visitor.Collection && {
          Map: visitor.Collection,
          Seq: visitor.Collection
        }, visitor);
      }
      return visitor;
    }
    function callVisitor(key, node, visitor, path) {
      if (typeof visitor === "function")
        return visitor(key, node, path);
      if (identity.isMap(node))
        return visitor.Map?.(key, node, path);
      if (identity.isSeq(node))
        return visitor.Seq?.(key, node, path);
      if (identity.isPair(node))
        return visitor.Pair?.(key, node, path);
      if (identity.isScalar(node))
        return visitor.Scalar?.(key, node, path);
      if (identity.isAlias(node))
        return visitor.Alias?.(key, node, path);
      return void 0;
    }
    function replaceNode(key, path, node) {
      const parent = path[path.length - 1];
      if (identity.isCollection(parent)) {
        parent.items[key] = node;
      } else if (identity.isPair(parent)) {
        if (key === "key")
          parent.key = node;
        else
          parent.value = node;
      } else if (identity.isDocument(parent)) {
        parent.contents = node;
      } else {
        const pt = identity.isAlias(parent) ? "alias" : "scalar";
        throw new Error(`Cannot replace node with ${pt} parent`);
      }
    }
    exports.visit = visit;
    exports.visitAsync = visitAsync;
  }
});

// node_modules/yaml/dist/doc/directives.js
var require_directives = __commonJS({
  "node_modules/yaml/dist/doc/directives.js"(exports) {
    "use strict";
    var identity = require_identity();
    var visit = require_visit();
    var escapeChars = {
      "!": "%21",
      ",": "%2C",
      "[": "%5B",
      "]": "%5D",
      "{": "%7B",
      "}": "%7D"
    };
    var escapeTagName = (tn) => tn.replace(/[!,[\]{}]/g, (ch) => escapeChars[ch]);
    var Directives = class _Directives {
      constructor(yaml, tags) {
        this.docStart = null;
        this.docEnd = false;
        this.yaml = Object.assign({}, _Directives.defaultYaml, yaml);
        this.tags = Object.assign({}, _Directives.defaultTags, tags);
      }
      clone() {
        const copy = new _Directives(this.yaml, this.tags);
        copy.docStart = this.docStart;
        return copy;
      }
      /**
       * During parsing, get a Directives instance for the current document and
       * update the stream state according to the current version's spec.
       */
      atDocument() {
        const res = new _Directives(this.yaml, this.tags);
        switch (this.yaml.version) {
          case "1.1":
            this.atNextDocument = true;
            break;
          case "1.2":
            this.atNextDocument = false;
            this.yaml = {
              explicit: _Directives.defaultYaml.explicit,
              version: "1.2"
            };
            this.tags = Object.assign({}, _Directives.defaultTags);
            break;
        }
        return res;
      }
      /**
       * @param onError - May be called even if the action was successful
       * @returns `true` on success
       */
      add(line, onError) {
        if (this.atNextDocument) {
          this.yaml = { explicit: _Directives.defaultYaml.explicit, version: "1.1" };
          this.tags = Object.assign({}, _Directives.defaultTags);
          this.atNextDocument = false;
        }
        const parts = line.trim().split(/[ \t]+/);
        const name = parts.shift();
        switch (name) {
          case "%TAG": {
            if (parts.length !== 2) {
              onError(0, "%TAG directive should contain exactly two parts");
              if (parts.length < 2)
                return false;
            }
            const [handle, prefix] = parts;
            this.tags[handle] = prefix;
            return true;
          }
          case "%YAML": {
            this.yaml.explicit = true;
            if (parts.length !== 1) {
              onError(0, "%YAML directive should contain exactly one part");
              return false;
            }
            const [version] = parts;
            if (version === "1.1" || version === "1.2") {
              this.yaml.version = version;
              return true;
            } else {
              const isValid = /^\d+\.\d+$/.test(version);
              onError(6, `Unsupported YAML version ${version}`, isValid);
              return false;
            }
          }
          default:
            onError(0, `Unknown directive ${name}`, true);
            return false;
        }
      }
      /**
       * Resolves a tag, matching handles to those defined in %TAG directives.
       *
       * @returns Resolved tag, which may also be the non-specific tag `'!'` or a
       *   `'!local'` tag, or `null` if unresolvable.
       */
      tagName(source, onError) {
        if (source === "!")
          return "!";
        if (source[0] !== "!") {
          onError(`Not a valid tag: ${source}`);
          return null;
        }
        if (source[1] === "<") {
          const verbatim = source.slice(2, -1);
          if (verbatim === "!" || verbatim === "!!") {
            onError(`Verbatim tags aren't resolved, so ${source} is invalid.`);
            return null;
          }
          if (source[source.length - 1] !== ">")
            onError("Verbatim tags must end with a >");
          return verbatim;
        }
        const [, handle, suffix] = source.match(/^(.*!)([^!]*)$/s);
        if (!suffix)
          onError(`The ${source} tag has no suffix`);
        const prefix = this.tags[handle];
        if (prefix) {
          try {
            return prefix + decodeURIComponent(suffix);
          } catch (error) {
            onError(String(error));
            return null;
          }
        }
        if (handle === "!")
          return source;
        onError(`Could not resolve tag: ${source}`);
        return null;
      }
      /**
       * Given a fully resolved tag, returns its printable string form,
       * taking into account current tag prefixes and defaults.
       */
      tagString(tag) {
        for (const [handle, prefix] of Object.entries(this.tags)) {
          if (tag.startsWith(prefix))
            return handle + escapeTagName(tag.substring(prefix.length));
        }
        return tag[0] === "!" ? tag : `!<${tag}>`;
      }
      toString(doc) {
        const lines = this.yaml.explicit ? [`%YAML ${this.yaml.version || "1.2"}`] : [];
        const tagEntries = Object.entries(this.tags);
        let tagNames;
        if (doc && tagEntries.length > 0 && identity.isNode(doc.contents)) {
          const tags = {};
          visit.visit(doc.contents, (_key, node) => {
            if (identity.isNode(node) && node.tag)
              tags[node.tag] = true;
          });
          tagNames = Object.keys(tags);
        } else
          tagNames = [];
        for (const [handle, prefix] of tagEntries) {
          if (handle === "!!" && prefix === "tag:yaml.org,2002:")
            continue;
          if (!doc || tagNames.some((tn) => tn.startsWith(prefix)))
            lines.push(`%TAG ${handle} ${prefix}`);
        }
        return lines.join("\n");
      }
    };
    Directives.defaultYaml = { explicit: false, version: "1.2" };
    Directives.defaultTags = { "!!": "tag:yaml.org,2002:" };
    exports.Directives = Directives;
  }
});

// node_modules/yaml/dist/doc/anchors.js
var require_anchors = __commonJS({
  "node_modules/yaml/dist/doc/anchors.js"(exports) {
    "use strict";
    var identity = require_identity();
    var visit = require_visit();
    function anchorIsValid(anchor) {
      if (/[\x00-\x19\s,[\]{}]/.test(anchor)) {
        const sa = JSON.stringify(anchor);
        const msg = `Anchor must not contain whitespace or control characters: ${sa}`;
        throw new Error(msg);
      }
      return true;
    }
    function anchorNames(root) {
      const anchors = /* @__PURE__ */ new Set();
      visit.visit(root, {
        Value(_key, node) {
          if (node.anchor)
            anchors.add(node.anchor);
        }
      });
      return anchors;
    }
    function findNewAnchor(prefix, exclude) {
      for (let i = 1; true; ++i) {
        const name = `${prefix}${i}`;
        if (!exclude.has(name))
          return name;
      }
    }
    function createNodeAnchors(doc, prefix) {
      const aliasObjects = [];
      const sourceObjects = /* @__PURE__ */ new Map();
      let prevAnchors = null;
      return {
        onAnchor: (source) => {
          aliasObjects.push(source);
          prevAnchors ?? (prevAnchors = anchorNames(doc));
          const anchor = findNewAnchor(prefix, prevAnchors);
          prevAnchors.add(anchor);
          return anchor;
        },
        /**
         * With circular references, the source node is only resolved after all
         * of its child nodes are. This is why anchors are set only after all of
         * the nodes have been created.
         */
        setAnchors: () => {
          for (const source of aliasObjects) {
            const ref = sourceObjects.get(source);
            if (typeof ref === "object" && ref.anchor && (identity.isScalar(ref.node) || identity.isCollection(ref.node))) {
              ref.node.anchor = ref.anchor;
            } else {
              const error = new Error("Failed to resolve repeated object (this should not happen)");
              error.source = source;
              throw error;
            }
          }
        },
        sourceObjects
      };
    }
    exports.anchorIsValid = anchorIsValid;
    exports.anchorNames = anchorNames;
    exports.createNodeAnchors = createNodeAnchors;
    exports.findNewAnchor = findNewAnchor;
  }
});

// node_modules/yaml/dist/doc/applyReviver.js
var require_applyReviver = __commonJS({
  "node_modules/yaml/dist/doc/applyReviver.js"(exports) {
    "use strict";
    function applyReviver(reviver, obj2, key, val) {
      if (val && typeof val === "object") {
        if (Array.isArray(val)) {
          for (let i = 0, len = val.length; i < len; ++i) {
            const v0 = val[i];
            const v1 = applyReviver(reviver, val, String(i), v0);
            if (v1 === void 0)
              delete val[i];
            else if (v1 !== v0)
              val[i] = v1;
          }
        } else if (val instanceof Map) {
          for (const k of Array.from(val.keys())) {
            const v0 = val.get(k);
            const v1 = applyReviver(reviver, val, k, v0);
            if (v1 === void 0)
              val.delete(k);
            else if (v1 !== v0)
              val.set(k, v1);
          }
        } else if (val instanceof Set) {
          for (const v0 of Array.from(val)) {
            const v1 = applyReviver(reviver, val, v0, v0);
            if (v1 === void 0)
              val.delete(v0);
            else if (v1 !== v0) {
              val.delete(v0);
              val.add(v1);
            }
          }
        } else {
          for (const [k, v0] of Object.entries(val)) {
            const v1 = applyReviver(reviver, val, k, v0);
            if (v1 === void 0)
              delete val[k];
            else if (v1 !== v0)
              val[k] = v1;
          }
        }
      }
      return reviver.call(obj2, key, val);
    }
    exports.applyReviver = applyReviver;
  }
});

// node_modules/yaml/dist/nodes/toJS.js
var require_toJS = __commonJS({
  "node_modules/yaml/dist/nodes/toJS.js"(exports) {
    "use strict";
    var identity = require_identity();
    function toJS(value, arg, ctx) {
      if (Array.isArray(value))
        return value.map((v, i) => toJS(v, String(i), ctx));
      if (value && typeof value.toJSON === "function") {
        if (!ctx || !identity.hasAnchor(value))
          return value.toJSON(arg, ctx);
        const data = { aliasCount: 0, count: 1, res: void 0 };
        ctx.anchors.set(value, data);
        ctx.onCreate = (res2) => {
          data.res = res2;
          delete ctx.onCreate;
        };
        const res = value.toJSON(arg, ctx);
        if (ctx.onCreate)
          ctx.onCreate(res);
        return res;
      }
      if (typeof value === "bigint" && !ctx?.keep)
        return Number(value);
      return value;
    }
    exports.toJS = toJS;
  }
});

// node_modules/yaml/dist/nodes/Node.js
var require_Node = __commonJS({
  "node_modules/yaml/dist/nodes/Node.js"(exports) {
    "use strict";
    var applyReviver = require_applyReviver();
    var identity = require_identity();
    var toJS = require_toJS();
    var NodeBase = class {
      constructor(type) {
        Object.defineProperty(this, identity.NODE_TYPE, { value: type });
      }
      /** Create a copy of this node.  */
      clone() {
        const copy = Object.create(Object.getPrototypeOf(this), Object.getOwnPropertyDescriptors(this));
        if (this.range)
          copy.range = this.range.slice();
        return copy;
      }
      /** A plain JavaScript representation of this node. */
      toJS(doc, { mapAsMap, maxAliasCount, onAnchor, reviver } = {}) {
        if (!identity.isDocument(doc))
          throw new TypeError("A document argument is required");
        const ctx = {
          anchors: /* @__PURE__ */ new Map(),
          doc,
          keep: true,
          mapAsMap: mapAsMap === true,
          mapKeyWarned: false,
          maxAliasCount: typeof maxAliasCount === "number" ? maxAliasCount : 100
        };
        const res = toJS.toJS(this, "", ctx);
        if (typeof onAnchor === "function")
          for (const { count: count2, res: res2 } of ctx.anchors.values())
            onAnchor(res2, count2);
        return typeof reviver === "function" ? applyReviver.applyReviver(reviver, { "": res }, "", res) : res;
      }
    };
    exports.NodeBase = NodeBase;
  }
});

// node_modules/yaml/dist/nodes/Alias.js
var require_Alias = __commonJS({
  "node_modules/yaml/dist/nodes/Alias.js"(exports) {
    "use strict";
    var anchors = require_anchors();
    var visit = require_visit();
    var identity = require_identity();
    var Node = require_Node();
    var toJS = require_toJS();
    var Alias = class extends Node.NodeBase {
      constructor(source) {
        super(identity.ALIAS);
        this.source = source;
        Object.defineProperty(this, "tag", {
          set() {
            throw new Error("Alias nodes cannot have tags");
          }
        });
      }
      /**
       * Resolve the value of this alias within `doc`, finding the last
       * instance of the `source` anchor before this node.
       */
      resolve(doc, ctx) {
        if (ctx?.maxAliasCount === 0)
          throw new ReferenceError("Alias resolution is disabled");
        let nodes2;
        if (ctx?.aliasResolveCache) {
          nodes2 = ctx.aliasResolveCache;
        } else {
          nodes2 = [];
          visit.visit(doc, {
            Node: (_key, node) => {
              if (identity.isAlias(node) || identity.hasAnchor(node))
                nodes2.push(node);
            }
          });
          if (ctx)
            ctx.aliasResolveCache = nodes2;
        }
        let found = void 0;
        for (const node of nodes2) {
          if (node === this)
            break;
          if (node.anchor === this.source)
            found = node;
        }
        if (found && ctx) {
          const { anchors: anchors2, doc: doc2, maxAliasCount } = ctx;
          let data = anchors2.get(found);
          if (!data) {
            toJS.toJS(found, null, ctx);
            data = anchors2.get(found);
          }
          if (data?.res === void 0) {
            const msg = "This should not happen: Alias anchor was not resolved?";
            throw new ReferenceError(msg);
          }
          if (maxAliasCount >= 0) {
            data.count += 1;
            if (data.aliasCount === 0)
              data.aliasCount = getAliasCount(doc2, found, anchors2);
            if (data.count * data.aliasCount > maxAliasCount) {
              const msg = "Excessive alias count indicates a resource exhaustion attack";
              throw new ReferenceError(msg);
            }
          }
        }
        return found;
      }
      toJSON(_arg, ctx) {
        if (!ctx)
          return { source: this.source };
        const source = this.resolve(ctx.doc, ctx);
        if (!source) {
          const msg = `Unresolved alias (the anchor must be set before the alias): ${this.source}`;
          throw new ReferenceError(msg);
        }
        return ctx.anchors.get(source).res;
      }
      toString(ctx, _onComment, _onChompKeep) {
        const src = `*${this.source}`;
        if (ctx) {
          anchors.anchorIsValid(this.source);
          if (ctx.options.verifyAliasOrder && !ctx.anchors.has(this.source)) {
            const msg = `Unresolved alias (the anchor must be set before the alias): ${this.source}`;
            throw new Error(msg);
          }
          if (ctx.implicitKey)
            return `${src} `;
        }
        return src;
      }
    };
    function getAliasCount(doc, node, anchors2) {
      if (identity.isAlias(node)) {
        const source = node.resolve(doc);
        const anchor = anchors2 && source && anchors2.get(source);
        return anchor ? anchor.count * anchor.aliasCount : 0;
      } else if (identity.isCollection(node)) {
        let count2 = 0;
        for (const item of node.items) {
          const c = getAliasCount(doc, item, anchors2);
          if (c > count2)
            count2 = c;
        }
        return count2;
      } else if (identity.isPair(node)) {
        const kc = getAliasCount(doc, node.key, anchors2);
        const vc = getAliasCount(doc, node.value, anchors2);
        return Math.max(kc, vc);
      }
      return 1;
    }
    exports.Alias = Alias;
  }
});

// node_modules/yaml/dist/nodes/Scalar.js
var require_Scalar = __commonJS({
  "node_modules/yaml/dist/nodes/Scalar.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Node = require_Node();
    var toJS = require_toJS();
    var isScalarValue = (value) => !value || typeof value !== "function" && typeof value !== "object";
    var Scalar = class extends Node.NodeBase {
      constructor(value) {
        super(identity.SCALAR);
        this.value = value;
      }
      toJSON(arg, ctx) {
        return ctx?.keep ? this.value : toJS.toJS(this.value, arg, ctx);
      }
      toString() {
        return String(this.value);
      }
    };
    Scalar.BLOCK_FOLDED = "BLOCK_FOLDED";
    Scalar.BLOCK_LITERAL = "BLOCK_LITERAL";
    Scalar.PLAIN = "PLAIN";
    Scalar.QUOTE_DOUBLE = "QUOTE_DOUBLE";
    Scalar.QUOTE_SINGLE = "QUOTE_SINGLE";
    exports.Scalar = Scalar;
    exports.isScalarValue = isScalarValue;
  }
});

// node_modules/yaml/dist/doc/createNode.js
var require_createNode = __commonJS({
  "node_modules/yaml/dist/doc/createNode.js"(exports) {
    "use strict";
    var Alias = require_Alias();
    var identity = require_identity();
    var Scalar = require_Scalar();
    var defaultTagPrefix = "tag:yaml.org,2002:";
    function findTagObject(value, tagName, tags) {
      if (tagName) {
        const match = tags.filter((t) => t.tag === tagName);
        const tagObj = match.find((t) => !t.format) ?? match[0];
        if (!tagObj)
          throw new Error(`Tag ${tagName} not found`);
        return tagObj;
      }
      return tags.find((t) => t.identify?.(value) && !t.format);
    }
    function createNode(value, tagName, ctx) {
      if (identity.isDocument(value))
        value = value.contents;
      if (identity.isNode(value))
        return value;
      if (identity.isPair(value)) {
        const map = ctx.schema[identity.MAP].createNode?.(ctx.schema, null, ctx);
        map.items.push(value);
        return map;
      }
      if (value instanceof String || value instanceof Number || value instanceof Boolean || typeof BigInt !== "undefined" && value instanceof BigInt) {
        value = value.valueOf();
      }
      const { aliasDuplicateObjects, onAnchor, onTagObj, schema, sourceObjects } = ctx;
      let ref = void 0;
      if (aliasDuplicateObjects && value && typeof value === "object") {
        ref = sourceObjects.get(value);
        if (ref) {
          ref.anchor ?? (ref.anchor = onAnchor(value));
          return new Alias.Alias(ref.anchor);
        } else {
          ref = { anchor: null, node: null };
          sourceObjects.set(value, ref);
        }
      }
      if (tagName?.startsWith("!!"))
        tagName = defaultTagPrefix + tagName.slice(2);
      let tagObj = findTagObject(value, tagName, schema.tags);
      if (!tagObj) {
        if (value && typeof value.toJSON === "function") {
          value = value.toJSON();
        }
        if (!value || typeof value !== "object") {
          const node2 = new Scalar.Scalar(value);
          if (ref)
            ref.node = node2;
          return node2;
        }
        tagObj = value instanceof Map ? schema[identity.MAP] : Symbol.iterator in Object(value) ? schema[identity.SEQ] : schema[identity.MAP];
      }
      if (onTagObj) {
        onTagObj(tagObj);
        delete ctx.onTagObj;
      }
      const node = tagObj?.createNode ? tagObj.createNode(ctx.schema, value, ctx) : typeof tagObj?.nodeClass?.from === "function" ? tagObj.nodeClass.from(ctx.schema, value, ctx) : new Scalar.Scalar(value);
      if (tagName)
        node.tag = tagName;
      else if (!tagObj.default)
        node.tag = tagObj.tag;
      if (ref)
        ref.node = node;
      return node;
    }
    exports.createNode = createNode;
  }
});

// node_modules/yaml/dist/nodes/Collection.js
var require_Collection = __commonJS({
  "node_modules/yaml/dist/nodes/Collection.js"(exports) {
    "use strict";
    var createNode = require_createNode();
    var identity = require_identity();
    var Node = require_Node();
    function collectionFromPath(schema, path, value) {
      let v = value;
      for (let i = path.length - 1; i >= 0; --i) {
        const k = path[i];
        if (typeof k === "number" && Number.isInteger(k) && k >= 0) {
          const a = [];
          a[k] = v;
          v = a;
        } else {
          v = /* @__PURE__ */ new Map([[k, v]]);
        }
      }
      return createNode.createNode(v, void 0, {
        aliasDuplicateObjects: false,
        keepUndefined: false,
        onAnchor: () => {
          throw new Error("This should not happen, please report a bug.");
        },
        schema,
        sourceObjects: /* @__PURE__ */ new Map()
      });
    }
    var isEmptyPath = (path) => path == null || typeof path === "object" && !!path[Symbol.iterator]().next().done;
    var Collection = class extends Node.NodeBase {
      constructor(type, schema) {
        super(type);
        Object.defineProperty(this, "schema", {
          value: schema,
          configurable: true,
          enumerable: false,
          writable: true
        });
      }
      /**
       * Create a copy of this collection.
       *
       * @param schema - If defined, overwrites the original's schema
       */
      clone(schema) {
        const copy = Object.create(Object.getPrototypeOf(this), Object.getOwnPropertyDescriptors(this));
        if (schema)
          copy.schema = schema;
        copy.items = copy.items.map((it) => identity.isNode(it) || identity.isPair(it) ? it.clone(schema) : it);
        if (this.range)
          copy.range = this.range.slice();
        return copy;
      }
      /**
       * Adds a value to the collection. For `!!map` and `!!omap` the value must
       * be a Pair instance or a `{ key, value }` object, which may not have a key
       * that already exists in the map.
       */
      addIn(path, value) {
        if (isEmptyPath(path))
          this.add(value);
        else {
          const [key, ...rest] = path;
          const node = this.get(key, true);
          if (identity.isCollection(node))
            node.addIn(rest, value);
          else if (node === void 0 && this.schema)
            this.set(key, collectionFromPath(this.schema, rest, value));
          else
            throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
        }
      }
      /**
       * Removes a value from the collection.
       * @returns `true` if the item was found and removed.
       */
      deleteIn(path) {
        const [key, ...rest] = path;
        if (rest.length === 0)
          return this.delete(key);
        const node = this.get(key, true);
        if (identity.isCollection(node))
          return node.deleteIn(rest);
        else
          throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
      }
      /**
       * Returns item at `key`, or `undefined` if not found. By default unwraps
       * scalar values from their surrounding node; to disable set `keepScalar` to
       * `true` (collections are always returned intact).
       */
      getIn(path, keepScalar) {
        const [key, ...rest] = path;
        const node = this.get(key, true);
        if (rest.length === 0)
          return !keepScalar && identity.isScalar(node) ? node.value : node;
        else
          return identity.isCollection(node) ? node.getIn(rest, keepScalar) : void 0;
      }
      hasAllNullValues(allowScalar) {
        return this.items.every((node) => {
          if (!identity.isPair(node))
            return false;
          const n = node.value;
          return n == null || allowScalar && identity.isScalar(n) && n.value == null && !n.commentBefore && !n.comment && !n.tag;
        });
      }
      /**
       * Checks if the collection includes a value with the key `key`.
       */
      hasIn(path) {
        const [key, ...rest] = path;
        if (rest.length === 0)
          return this.has(key);
        const node = this.get(key, true);
        return identity.isCollection(node) ? node.hasIn(rest) : false;
      }
      /**
       * Sets a value in this collection. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       */
      setIn(path, value) {
        const [key, ...rest] = path;
        if (rest.length === 0) {
          this.set(key, value);
        } else {
          const node = this.get(key, true);
          if (identity.isCollection(node))
            node.setIn(rest, value);
          else if (node === void 0 && this.schema)
            this.set(key, collectionFromPath(this.schema, rest, value));
          else
            throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
        }
      }
    };
    exports.Collection = Collection;
    exports.collectionFromPath = collectionFromPath;
    exports.isEmptyPath = isEmptyPath;
  }
});

// node_modules/yaml/dist/stringify/stringifyComment.js
var require_stringifyComment = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyComment.js"(exports) {
    "use strict";
    var stringifyComment = (str) => str.replace(/^(?!$)(?: $)?/gm, "#");
    function indentComment(comment, indent) {
      if (/^\n+$/.test(comment))
        return comment.substring(1);
      return indent ? comment.replace(/^(?! *$)/gm, indent) : comment;
    }
    var lineComment = (str, indent, comment) => str.endsWith("\n") ? indentComment(comment, indent) : comment.includes("\n") ? "\n" + indentComment(comment, indent) : (str.endsWith(" ") ? "" : " ") + comment;
    exports.indentComment = indentComment;
    exports.lineComment = lineComment;
    exports.stringifyComment = stringifyComment;
  }
});

// node_modules/yaml/dist/stringify/foldFlowLines.js
var require_foldFlowLines = __commonJS({
  "node_modules/yaml/dist/stringify/foldFlowLines.js"(exports) {
    "use strict";
    var FOLD_FLOW = "flow";
    var FOLD_BLOCK = "block";
    var FOLD_QUOTED = "quoted";
    function foldFlowLines(text, indent, mode = "flow", { indentAtStart, lineWidth = 80, minContentWidth = 20, onFold, onOverflow } = {}) {
      if (!lineWidth || lineWidth < 0)
        return text;
      if (lineWidth < minContentWidth)
        minContentWidth = 0;
      const endStep = Math.max(1 + minContentWidth, 1 + lineWidth - indent.length);
      if (text.length <= endStep)
        return text;
      const folds = [];
      const escapedFolds = {};
      let end = lineWidth - indent.length;
      if (typeof indentAtStart === "number") {
        if (indentAtStart > lineWidth - Math.max(2, minContentWidth))
          folds.push(0);
        else
          end = lineWidth - indentAtStart;
      }
      let split = void 0;
      let prev = void 0;
      let overflow = false;
      let i = -1;
      let escStart = -1;
      let escEnd = -1;
      if (mode === FOLD_BLOCK) {
        i = consumeMoreIndentedLines(text, i, indent.length);
        if (i !== -1)
          end = i + endStep;
      }
      for (let ch; ch = text[i += 1]; ) {
        if (mode === FOLD_QUOTED && ch === "\\") {
          escStart = i;
          switch (text[i + 1]) {
            case "x":
              i += 3;
              break;
            case "u":
              i += 5;
              break;
            case "U":
              i += 9;
              break;
            default:
              i += 1;
          }
          escEnd = i;
        }
        if (ch === "\n") {
          if (mode === FOLD_BLOCK)
            i = consumeMoreIndentedLines(text, i, indent.length);
          end = i + indent.length + endStep;
          split = void 0;
        } else {
          if (ch === " " && prev && prev !== " " && prev !== "\n" && prev !== "	") {
            const next = text[i + 1];
            if (next && next !== " " && next !== "\n" && next !== "	")
              split = i;
          }
          if (i >= end) {
            if (split) {
              folds.push(split);
              end = split + endStep;
              split = void 0;
            } else if (mode === FOLD_QUOTED) {
              while (prev === " " || prev === "	") {
                prev = ch;
                ch = text[i += 1];
                overflow = true;
              }
              const j = i > escEnd + 1 ? i - 2 : escStart - 1;
              if (escapedFolds[j])
                return text;
              folds.push(j);
              escapedFolds[j] = true;
              end = j + endStep;
              split = void 0;
            } else {
              overflow = true;
            }
          }
        }
        prev = ch;
      }
      if (overflow && onOverflow)
        onOverflow();
      if (folds.length === 0)
        return text;
      if (onFold)
        onFold();
      let res = text.slice(0, folds[0]);
      for (let i2 = 0; i2 < folds.length; ++i2) {
        const fold = folds[i2];
        const end2 = folds[i2 + 1] || text.length;
        if (fold === 0)
          res = `
${indent}${text.slice(0, end2)}`;
        else {
          if (mode === FOLD_QUOTED && escapedFolds[fold])
            res += `${text[fold]}\\`;
          res += `
${indent}${text.slice(fold + 1, end2)}`;
        }
      }
      return res;
    }
    function consumeMoreIndentedLines(text, i, indent) {
      let end = i;
      let start = i + 1;
      let ch = text[start];
      while (ch === " " || ch === "	") {
        if (i < start + indent) {
          ch = text[++i];
        } else {
          do {
            ch = text[++i];
          } while (ch && ch !== "\n");
          end = i;
          start = i + 1;
          ch = text[start];
        }
      }
      return end;
    }
    exports.FOLD_BLOCK = FOLD_BLOCK;
    exports.FOLD_FLOW = FOLD_FLOW;
    exports.FOLD_QUOTED = FOLD_QUOTED;
    exports.foldFlowLines = foldFlowLines;
  }
});

// node_modules/yaml/dist/stringify/stringifyString.js
var require_stringifyString = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyString.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var foldFlowLines = require_foldFlowLines();
    var getFoldOptions = (ctx, isBlock) => ({
      indentAtStart: isBlock ? ctx.indent.length : ctx.indentAtStart,
      lineWidth: ctx.options.lineWidth,
      minContentWidth: ctx.options.minContentWidth
    });
    var containsDocumentMarker = (str) => /^(%|---|\.\.\.)/m.test(str);
    function lineLengthOverLimit(str, lineWidth, indentLength) {
      if (!lineWidth || lineWidth < 0)
        return false;
      const limit = lineWidth - indentLength;
      const strLen = str.length;
      if (strLen <= limit)
        return false;
      for (let i = 0, start = 0; i < strLen; ++i) {
        if (str[i] === "\n") {
          if (i - start > limit)
            return true;
          start = i + 1;
          if (strLen - start <= limit)
            return false;
        }
      }
      return true;
    }
    function doubleQuotedString(value, ctx) {
      const json = JSON.stringify(value);
      if (ctx.options.doubleQuotedAsJSON)
        return json;
      const { implicitKey } = ctx;
      const minMultiLineLength = ctx.options.doubleQuotedMinMultiLineLength;
      const indent = ctx.indent || (containsDocumentMarker(value) ? "  " : "");
      let str = "";
      let start = 0;
      for (let i = 0, ch = json[i]; ch; ch = json[++i]) {
        if (ch === " " && json[i + 1] === "\\" && json[i + 2] === "n") {
          str += json.slice(start, i) + "\\ ";
          i += 1;
          start = i;
          ch = "\\";
        }
        if (ch === "\\")
          switch (json[i + 1]) {
            case "u":
              {
                str += json.slice(start, i);
                const code = json.substr(i + 2, 4);
                switch (code) {
                  case "0000":
                    str += "\\0";
                    break;
                  case "0007":
                    str += "\\a";
                    break;
                  case "000b":
                    str += "\\v";
                    break;
                  case "001b":
                    str += "\\e";
                    break;
                  case "0085":
                    str += "\\N";
                    break;
                  case "00a0":
                    str += "\\_";
                    break;
                  case "2028":
                    str += "\\L";
                    break;
                  case "2029":
                    str += "\\P";
                    break;
                  default:
                    if (code.substr(0, 2) === "00")
                      str += "\\x" + code.substr(2);
                    else
                      str += json.substr(i, 6);
                }
                i += 5;
                start = i + 1;
              }
              break;
            case "n":
              if (implicitKey || json[i + 2] === '"' || json.length < minMultiLineLength) {
                i += 1;
              } else {
                str += json.slice(start, i) + "\n\n";
                while (json[i + 2] === "\\" && json[i + 3] === "n" && json[i + 4] !== '"') {
                  str += "\n";
                  i += 2;
                }
                str += indent;
                if (json[i + 2] === " ")
                  str += "\\";
                i += 1;
                start = i + 1;
              }
              break;
            default:
              i += 1;
          }
      }
      str = start ? str + json.slice(start) : json;
      return implicitKey ? str : foldFlowLines.foldFlowLines(str, indent, foldFlowLines.FOLD_QUOTED, getFoldOptions(ctx, false));
    }
    function singleQuotedString(value, ctx) {
      if (ctx.options.singleQuote === false || ctx.implicitKey && value.includes("\n") || /[ \t]\n|\n[ \t]/.test(value))
        return doubleQuotedString(value, ctx);
      const indent = ctx.indent || (containsDocumentMarker(value) ? "  " : "");
      const res = "'" + value.replace(/'/g, "''").replace(/\n+/g, `$&
${indent}`) + "'";
      return ctx.implicitKey ? res : foldFlowLines.foldFlowLines(res, indent, foldFlowLines.FOLD_FLOW, getFoldOptions(ctx, false));
    }
    function quotedString(value, ctx) {
      const { singleQuote } = ctx.options;
      let qs;
      if (singleQuote === false)
        qs = doubleQuotedString;
      else {
        const hasDouble = value.includes('"');
        const hasSingle = value.includes("'");
        if (hasDouble && !hasSingle)
          qs = singleQuotedString;
        else if (hasSingle && !hasDouble)
          qs = doubleQuotedString;
        else
          qs = singleQuote ? singleQuotedString : doubleQuotedString;
      }
      return qs(value, ctx);
    }
    var blockEndNewlines;
    try {
      blockEndNewlines = new RegExp("(^|(?<!\n))\n+(?!\n|$)", "g");
    } catch {
      blockEndNewlines = /\n+(?!\n|$)/g;
    }
    function blockString({ comment, type, value }, ctx, onComment, onChompKeep) {
      const { blockQuote, commentString, lineWidth } = ctx.options;
      if (!blockQuote || /\n[\t ]+$/.test(value)) {
        return quotedString(value, ctx);
      }
      const indent = ctx.indent || (ctx.forceBlockIndent || containsDocumentMarker(value) ? "  " : "");
      const literal = blockQuote === "literal" ? true : blockQuote === "folded" || type === Scalar.Scalar.BLOCK_FOLDED ? false : type === Scalar.Scalar.BLOCK_LITERAL ? true : !lineLengthOverLimit(value, lineWidth, indent.length);
      if (!value)
        return literal ? "|\n" : ">\n";
      let chomp;
      let endStart;
      for (endStart = value.length; endStart > 0; --endStart) {
        const ch = value[endStart - 1];
        if (ch !== "\n" && ch !== "	" && ch !== " ")
          break;
      }
      let end = value.substring(endStart);
      const endNlPos = end.indexOf("\n");
      if (endNlPos === -1) {
        chomp = "-";
      } else if (value === end || endNlPos !== end.length - 1) {
        chomp = "+";
        if (onChompKeep)
          onChompKeep();
      } else {
        chomp = "";
      }
      if (end) {
        value = value.slice(0, -end.length);
        if (end[end.length - 1] === "\n")
          end = end.slice(0, -1);
        end = end.replace(blockEndNewlines, `$&${indent}`);
      }
      let startWithSpace = false;
      let startEnd;
      let startNlPos = -1;
      for (startEnd = 0; startEnd < value.length; ++startEnd) {
        const ch = value[startEnd];
        if (ch === " ")
          startWithSpace = true;
        else if (ch === "\n")
          startNlPos = startEnd;
        else
          break;
      }
      let start = value.substring(0, startNlPos < startEnd ? startNlPos + 1 : startEnd);
      if (start) {
        value = value.substring(start.length);
        start = start.replace(/\n+/g, `$&${indent}`);
      }
      const indentSize = indent ? "2" : "1";
      let header = (startWithSpace ? indentSize : "") + chomp;
      if (comment) {
        header += " " + commentString(comment.replace(/ ?[\r\n]+/g, " "));
        if (onComment)
          onComment();
      }
      if (!literal) {
        const foldedValue = value.replace(/\n+/g, "\n$&").replace(/(?:^|\n)([\t ].*)(?:([\n\t ]*)\n(?![\n\t ]))?/g, "$1$2").replace(/\n+/g, `$&${indent}`);
        let literalFallback = false;
        const foldOptions = getFoldOptions(ctx, true);
        if (blockQuote !== "folded" && type !== Scalar.Scalar.BLOCK_FOLDED) {
          foldOptions.onOverflow = () => {
            literalFallback = true;
          };
        }
        const body = foldFlowLines.foldFlowLines(`${start}${foldedValue}${end}`, indent, foldFlowLines.FOLD_BLOCK, foldOptions);
        if (!literalFallback)
          return `>${header}
${indent}${body}`;
      }
      value = value.replace(/\n+/g, `$&${indent}`);
      return `|${header}
${indent}${start}${value}${end}`;
    }
    function plainString(item, ctx, onComment, onChompKeep) {
      const { type, value } = item;
      const { actualString, implicitKey, indent, indentStep, inFlow } = ctx;
      if (implicitKey && value.includes("\n") || inFlow && /[[\]{},]/.test(value)) {
        return quotedString(value, ctx);
      }
      if (/^[\n\t ,[\]{}#&*!|>'"%@`]|^[?-]$|^[?-][ \t]|[\n:][ \t]|[ \t]\n|[\n\t ]#|[\n\t :]$/.test(value)) {
        return implicitKey || inFlow || !value.includes("\n") ? quotedString(value, ctx) : blockString(item, ctx, onComment, onChompKeep);
      }
      if (!implicitKey && !inFlow && type !== Scalar.Scalar.PLAIN && value.includes("\n")) {
        return blockString(item, ctx, onComment, onChompKeep);
      }
      if (containsDocumentMarker(value)) {
        if (indent === "") {
          ctx.forceBlockIndent = true;
          return blockString(item, ctx, onComment, onChompKeep);
        } else if (implicitKey && indent === indentStep) {
          return quotedString(value, ctx);
        }
      }
      const str = value.replace(/\n+/g, `$&
${indent}`);
      if (actualString) {
        const test = (tag) => tag.default && tag.tag !== "tag:yaml.org,2002:str" && tag.test?.test(str);
        const { compat, tags } = ctx.doc.schema;
        if (tags.some(test) || compat?.some(test))
          return quotedString(value, ctx);
      }
      return implicitKey ? str : foldFlowLines.foldFlowLines(str, indent, foldFlowLines.FOLD_FLOW, getFoldOptions(ctx, false));
    }
    function stringifyString(item, ctx, onComment, onChompKeep) {
      const { implicitKey, inFlow } = ctx;
      const ss = typeof item.value === "string" ? item : Object.assign({}, item, { value: String(item.value) });
      let { type } = item;
      if (type !== Scalar.Scalar.QUOTE_DOUBLE) {
        if (/[\x00-\x08\x0b-\x1f\x7f-\x9f\u{D800}-\u{DFFF}]/u.test(ss.value))
          type = Scalar.Scalar.QUOTE_DOUBLE;
      }
      const _stringify = (_type) => {
        switch (_type) {
          case Scalar.Scalar.BLOCK_FOLDED:
          case Scalar.Scalar.BLOCK_LITERAL:
            return implicitKey || inFlow ? quotedString(ss.value, ctx) : blockString(ss, ctx, onComment, onChompKeep);
          case Scalar.Scalar.QUOTE_DOUBLE:
            return doubleQuotedString(ss.value, ctx);
          case Scalar.Scalar.QUOTE_SINGLE:
            return singleQuotedString(ss.value, ctx);
          case Scalar.Scalar.PLAIN:
            return plainString(ss, ctx, onComment, onChompKeep);
          default:
            return null;
        }
      };
      let res = _stringify(type);
      if (res === null) {
        const { defaultKeyType, defaultStringType } = ctx.options;
        const t = implicitKey && defaultKeyType || defaultStringType;
        res = _stringify(t);
        if (res === null)
          throw new Error(`Unsupported default string type ${t}`);
      }
      return res;
    }
    exports.stringifyString = stringifyString;
  }
});

// node_modules/yaml/dist/stringify/stringify.js
var require_stringify = __commonJS({
  "node_modules/yaml/dist/stringify/stringify.js"(exports) {
    "use strict";
    var anchors = require_anchors();
    var identity = require_identity();
    var stringifyComment = require_stringifyComment();
    var stringifyString = require_stringifyString();
    function createStringifyContext(doc, options) {
      const opt = Object.assign({
        blockQuote: true,
        commentString: stringifyComment.stringifyComment,
        defaultKeyType: null,
        defaultStringType: "PLAIN",
        directives: null,
        doubleQuotedAsJSON: false,
        doubleQuotedMinMultiLineLength: 40,
        falseStr: "false",
        flowCollectionPadding: true,
        indentSeq: true,
        lineWidth: 80,
        minContentWidth: 20,
        nullStr: "null",
        simpleKeys: false,
        singleQuote: null,
        trailingComma: false,
        trueStr: "true",
        verifyAliasOrder: true
      }, doc.schema.toStringOptions, options);
      let inFlow;
      switch (opt.collectionStyle) {
        case "block":
          inFlow = false;
          break;
        case "flow":
          inFlow = true;
          break;
        default:
          inFlow = null;
      }
      return {
        anchors: /* @__PURE__ */ new Set(),
        doc,
        flowCollectionPadding: opt.flowCollectionPadding ? " " : "",
        indent: "",
        indentStep: typeof opt.indent === "number" ? " ".repeat(opt.indent) : "  ",
        inFlow,
        options: opt
      };
    }
    function getTagObject(tags, item) {
      if (item.tag) {
        const match = tags.filter((t) => t.tag === item.tag);
        if (match.length > 0)
          return match.find((t) => t.format === item.format) ?? match[0];
      }
      let tagObj = void 0;
      let obj2;
      if (identity.isScalar(item)) {
        obj2 = item.value;
        let match = tags.filter((t) => t.identify?.(obj2));
        if (match.length > 1) {
          const testMatch = match.filter((t) => t.test);
          if (testMatch.length > 0)
            match = testMatch;
        }
        tagObj = match.find((t) => t.format === item.format) ?? match.find((t) => !t.format);
      } else {
        obj2 = item;
        tagObj = tags.find((t) => t.nodeClass && obj2 instanceof t.nodeClass);
      }
      if (!tagObj) {
        const name = obj2?.constructor?.name ?? (obj2 === null ? "null" : typeof obj2);
        throw new Error(`Tag not resolved for ${name} value`);
      }
      return tagObj;
    }
    function stringifyProps(node, tagObj, { anchors: anchors$1, doc }) {
      if (!doc.directives)
        return "";
      const props = [];
      const anchor = (identity.isScalar(node) || identity.isCollection(node)) && node.anchor;
      if (anchor && anchors.anchorIsValid(anchor)) {
        anchors$1.add(anchor);
        props.push(`&${anchor}`);
      }
      const tag = node.tag ?? (tagObj.default ? null : tagObj.tag);
      if (tag)
        props.push(doc.directives.tagString(tag));
      return props.join(" ");
    }
    function stringify(item, ctx, onComment, onChompKeep) {
      if (identity.isPair(item))
        return item.toString(ctx, onComment, onChompKeep);
      if (identity.isAlias(item)) {
        if (ctx.doc.directives)
          return item.toString(ctx);
        if (ctx.resolvedAliases?.has(item)) {
          throw new TypeError(`Cannot stringify circular structure without alias nodes`);
        } else {
          if (ctx.resolvedAliases)
            ctx.resolvedAliases.add(item);
          else
            ctx.resolvedAliases = /* @__PURE__ */ new Set([item]);
          item = item.resolve(ctx.doc);
        }
      }
      let tagObj = void 0;
      const node = identity.isNode(item) ? item : ctx.doc.createNode(item, { onTagObj: (o) => tagObj = o });
      tagObj ?? (tagObj = getTagObject(ctx.doc.schema.tags, node));
      const props = stringifyProps(node, tagObj, ctx);
      if (props.length > 0)
        ctx.indentAtStart = (ctx.indentAtStart ?? 0) + props.length + 1;
      const str = typeof tagObj.stringify === "function" ? tagObj.stringify(node, ctx, onComment, onChompKeep) : identity.isScalar(node) ? stringifyString.stringifyString(node, ctx, onComment, onChompKeep) : node.toString(ctx, onComment, onChompKeep);
      if (!props)
        return str;
      return identity.isScalar(node) || str[0] === "{" || str[0] === "[" ? `${props} ${str}` : `${props}
${ctx.indent}${str}`;
    }
    exports.createStringifyContext = createStringifyContext;
    exports.stringify = stringify;
  }
});

// node_modules/yaml/dist/stringify/stringifyPair.js
var require_stringifyPair = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyPair.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Scalar = require_Scalar();
    var stringify = require_stringify();
    var stringifyComment = require_stringifyComment();
    function stringifyPair({ key, value }, ctx, onComment, onChompKeep) {
      const { allNullValues, doc, indent, indentStep, options: { commentString, indentSeq, simpleKeys } } = ctx;
      let keyComment = identity.isNode(key) && key.comment || null;
      if (simpleKeys) {
        if (keyComment) {
          throw new Error("With simple keys, key nodes cannot have comments");
        }
        if (identity.isCollection(key) || !identity.isNode(key) && typeof key === "object") {
          const msg = "With simple keys, collection cannot be used as a key value";
          throw new Error(msg);
        }
      }
      let explicitKey = !simpleKeys && (!key || keyComment && value == null && !ctx.inFlow || identity.isCollection(key) || (identity.isScalar(key) ? key.type === Scalar.Scalar.BLOCK_FOLDED || key.type === Scalar.Scalar.BLOCK_LITERAL : typeof key === "object"));
      ctx = Object.assign({}, ctx, {
        allNullValues: false,
        implicitKey: !explicitKey && (simpleKeys || !allNullValues),
        indent: indent + indentStep
      });
      let keyCommentDone = false;
      let chompKeep = false;
      let str = stringify.stringify(key, ctx, () => keyCommentDone = true, () => chompKeep = true);
      if (!explicitKey && !ctx.inFlow && str.length > 1024) {
        if (simpleKeys)
          throw new Error("With simple keys, single line scalar must not span more than 1024 characters");
        explicitKey = true;
      }
      if (ctx.inFlow) {
        if (allNullValues || value == null) {
          if (keyCommentDone && onComment)
            onComment();
          return str === "" ? "?" : explicitKey ? `? ${str}` : str;
        }
      } else if (allNullValues && !simpleKeys || value == null && explicitKey) {
        str = `? ${str}`;
        if (keyComment && !keyCommentDone) {
          str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
        } else if (chompKeep && onChompKeep)
          onChompKeep();
        return str;
      }
      if (keyCommentDone)
        keyComment = null;
      if (explicitKey) {
        if (keyComment)
          str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
        str = `? ${str}
${indent}:`;
      } else {
        str = `${str}:`;
        if (keyComment)
          str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
      }
      let vsb, vcb, valueComment;
      if (identity.isNode(value)) {
        vsb = !!value.spaceBefore;
        vcb = value.commentBefore;
        valueComment = value.comment;
      } else {
        vsb = false;
        vcb = null;
        valueComment = null;
        if (value && typeof value === "object")
          value = doc.createNode(value);
      }
      ctx.implicitKey = false;
      if (!explicitKey && !keyComment && identity.isScalar(value))
        ctx.indentAtStart = str.length + 1;
      chompKeep = false;
      if (!indentSeq && indentStep.length >= 2 && !ctx.inFlow && !explicitKey && identity.isSeq(value) && !value.flow && !value.tag && !value.anchor) {
        ctx.indent = ctx.indent.substring(2);
      }
      let valueCommentDone = false;
      const valueStr = stringify.stringify(value, ctx, () => valueCommentDone = true, () => chompKeep = true);
      let ws = " ";
      if (keyComment || vsb || vcb) {
        ws = vsb ? "\n" : "";
        if (vcb) {
          const cs = commentString(vcb);
          ws += `
${stringifyComment.indentComment(cs, ctx.indent)}`;
        }
        if (valueStr === "" && !ctx.inFlow) {
          if (ws === "\n" && valueComment)
            ws = "\n\n";
        } else {
          ws += `
${ctx.indent}`;
        }
      } else if (!explicitKey && identity.isCollection(value)) {
        const vs0 = valueStr[0];
        const nl0 = valueStr.indexOf("\n");
        const hasNewline = nl0 !== -1;
        const flow = ctx.inFlow ?? value.flow ?? value.items.length === 0;
        if (hasNewline || !flow) {
          let hasPropsLine = false;
          if (hasNewline && (vs0 === "&" || vs0 === "!")) {
            let sp0 = valueStr.indexOf(" ");
            if (vs0 === "&" && sp0 !== -1 && sp0 < nl0 && valueStr[sp0 + 1] === "!") {
              sp0 = valueStr.indexOf(" ", sp0 + 1);
            }
            if (sp0 === -1 || nl0 < sp0)
              hasPropsLine = true;
          }
          if (!hasPropsLine)
            ws = `
${ctx.indent}`;
        }
      } else if (valueStr === "" || valueStr[0] === "\n") {
        ws = "";
      }
      str += ws + valueStr;
      if (ctx.inFlow) {
        if (valueCommentDone && onComment)
          onComment();
      } else if (valueComment && !valueCommentDone) {
        str += stringifyComment.lineComment(str, ctx.indent, commentString(valueComment));
      } else if (chompKeep && onChompKeep) {
        onChompKeep();
      }
      return str;
    }
    exports.stringifyPair = stringifyPair;
  }
});

// node_modules/yaml/dist/log.js
var require_log = __commonJS({
  "node_modules/yaml/dist/log.js"(exports) {
    "use strict";
    var node_process = __require("process");
    function debug(logLevel, ...messages) {
      if (logLevel === "debug")
        console.log(...messages);
    }
    function warn(logLevel, warning) {
      if (logLevel === "debug" || logLevel === "warn") {
        if (typeof node_process.emitWarning === "function")
          node_process.emitWarning(warning);
        else
          console.warn(warning);
      }
    }
    exports.debug = debug;
    exports.warn = warn;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/merge.js
var require_merge = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/merge.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Scalar = require_Scalar();
    var MERGE_KEY = "<<";
    var merge = {
      identify: (value) => value === MERGE_KEY || typeof value === "symbol" && value.description === MERGE_KEY,
      default: "key",
      tag: "tag:yaml.org,2002:merge",
      test: /^<<$/,
      resolve: () => Object.assign(new Scalar.Scalar(Symbol(MERGE_KEY)), {
        addToJSMap: addMergeToJSMap
      }),
      stringify: () => MERGE_KEY
    };
    var isMergeKey = (ctx, key) => (merge.identify(key) || identity.isScalar(key) && (!key.type || key.type === Scalar.Scalar.PLAIN) && merge.identify(key.value)) && ctx?.doc.schema.tags.some((tag) => tag.tag === merge.tag && tag.default);
    function addMergeToJSMap(ctx, map, value) {
      const source = resolveAliasValue(ctx, value);
      if (identity.isSeq(source))
        for (const it of source.items)
          mergeValue(ctx, map, it);
      else if (Array.isArray(source))
        for (const it of source)
          mergeValue(ctx, map, it);
      else
        mergeValue(ctx, map, source);
    }
    function mergeValue(ctx, map, value) {
      const source = resolveAliasValue(ctx, value);
      if (!identity.isMap(source))
        throw new Error("Merge sources must be maps or map aliases");
      const srcMap = source.toJSON(null, ctx, Map);
      for (const [key, value2] of srcMap) {
        if (map instanceof Map) {
          if (!map.has(key))
            map.set(key, value2);
        } else if (map instanceof Set) {
          map.add(key);
        } else if (!Object.prototype.hasOwnProperty.call(map, key)) {
          Object.defineProperty(map, key, {
            value: value2,
            writable: true,
            enumerable: true,
            configurable: true
          });
        }
      }
      return map;
    }
    function resolveAliasValue(ctx, value) {
      return ctx && identity.isAlias(value) ? value.resolve(ctx.doc, ctx) : value;
    }
    exports.addMergeToJSMap = addMergeToJSMap;
    exports.isMergeKey = isMergeKey;
    exports.merge = merge;
  }
});

// node_modules/yaml/dist/nodes/addPairToJSMap.js
var require_addPairToJSMap = __commonJS({
  "node_modules/yaml/dist/nodes/addPairToJSMap.js"(exports) {
    "use strict";
    var log = require_log();
    var merge = require_merge();
    var stringify = require_stringify();
    var identity = require_identity();
    var toJS = require_toJS();
    function addPairToJSMap(ctx, map, { key, value }) {
      if (identity.isNode(key) && key.addToJSMap)
        key.addToJSMap(ctx, map, value);
      else if (merge.isMergeKey(ctx, key))
        merge.addMergeToJSMap(ctx, map, value);
      else {
        const jsKey = toJS.toJS(key, "", ctx);
        if (map instanceof Map) {
          map.set(jsKey, toJS.toJS(value, jsKey, ctx));
        } else if (map instanceof Set) {
          map.add(jsKey);
        } else {
          const stringKey = stringifyKey(key, jsKey, ctx);
          const jsValue = toJS.toJS(value, stringKey, ctx);
          if (stringKey in map)
            Object.defineProperty(map, stringKey, {
              value: jsValue,
              writable: true,
              enumerable: true,
              configurable: true
            });
          else
            map[stringKey] = jsValue;
        }
      }
      return map;
    }
    function stringifyKey(key, jsKey, ctx) {
      if (jsKey === null)
        return "";
      if (typeof jsKey !== "object")
        return String(jsKey);
      if (identity.isNode(key) && ctx?.doc) {
        const strCtx = stringify.createStringifyContext(ctx.doc, {});
        strCtx.anchors = /* @__PURE__ */ new Set();
        for (const node of ctx.anchors.keys())
          strCtx.anchors.add(node.anchor);
        strCtx.inFlow = true;
        strCtx.inStringifyKey = true;
        const strKey = key.toString(strCtx);
        if (!ctx.mapKeyWarned) {
          let jsonStr = JSON.stringify(strKey);
          if (jsonStr.length > 40)
            jsonStr = jsonStr.substring(0, 36) + '..."';
          log.warn(ctx.doc.options.logLevel, `Keys with collection values will be stringified due to JS Object restrictions: ${jsonStr}. Set mapAsMap: true to use object keys.`);
          ctx.mapKeyWarned = true;
        }
        return strKey;
      }
      return JSON.stringify(jsKey);
    }
    exports.addPairToJSMap = addPairToJSMap;
  }
});

// node_modules/yaml/dist/nodes/Pair.js
var require_Pair = __commonJS({
  "node_modules/yaml/dist/nodes/Pair.js"(exports) {
    "use strict";
    var createNode = require_createNode();
    var stringifyPair = require_stringifyPair();
    var addPairToJSMap = require_addPairToJSMap();
    var identity = require_identity();
    function createPair(key, value, ctx) {
      const k = createNode.createNode(key, void 0, ctx);
      const v = createNode.createNode(value, void 0, ctx);
      return new Pair(k, v);
    }
    var Pair = class _Pair {
      constructor(key, value = null) {
        Object.defineProperty(this, identity.NODE_TYPE, { value: identity.PAIR });
        this.key = key;
        this.value = value;
      }
      clone(schema) {
        let { key, value } = this;
        if (identity.isNode(key))
          key = key.clone(schema);
        if (identity.isNode(value))
          value = value.clone(schema);
        return new _Pair(key, value);
      }
      toJSON(_, ctx) {
        const pair = ctx?.mapAsMap ? /* @__PURE__ */ new Map() : {};
        return addPairToJSMap.addPairToJSMap(ctx, pair, this);
      }
      toString(ctx, onComment, onChompKeep) {
        return ctx?.doc ? stringifyPair.stringifyPair(this, ctx, onComment, onChompKeep) : JSON.stringify(this);
      }
    };
    exports.Pair = Pair;
    exports.createPair = createPair;
  }
});

// node_modules/yaml/dist/stringify/stringifyCollection.js
var require_stringifyCollection = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyCollection.js"(exports) {
    "use strict";
    var identity = require_identity();
    var stringify = require_stringify();
    var stringifyComment = require_stringifyComment();
    function stringifyCollection(collection, ctx, options) {
      const flow = ctx.inFlow ?? collection.flow;
      const stringify2 = flow ? stringifyFlowCollection : stringifyBlockCollection;
      return stringify2(collection, ctx, options);
    }
    function stringifyBlockCollection({ comment, items }, ctx, { blockItemPrefix, flowChars, itemIndent, onChompKeep, onComment }) {
      const { indent, options: { commentString } } = ctx;
      const itemCtx = Object.assign({}, ctx, { indent: itemIndent, type: null });
      let chompKeep = false;
      const lines = [];
      for (let i = 0; i < items.length; ++i) {
        const item = items[i];
        let comment2 = null;
        if (identity.isNode(item)) {
          if (!chompKeep && item.spaceBefore)
            lines.push("");
          addCommentBefore(ctx, lines, item.commentBefore, chompKeep);
          if (item.comment)
            comment2 = item.comment;
        } else if (identity.isPair(item)) {
          const ik = identity.isNode(item.key) ? item.key : null;
          if (ik) {
            if (!chompKeep && ik.spaceBefore)
              lines.push("");
            addCommentBefore(ctx, lines, ik.commentBefore, chompKeep);
          }
        }
        chompKeep = false;
        let str2 = stringify.stringify(item, itemCtx, () => comment2 = null, () => chompKeep = true);
        if (comment2)
          str2 += stringifyComment.lineComment(str2, itemIndent, commentString(comment2));
        if (chompKeep && comment2)
          chompKeep = false;
        lines.push(blockItemPrefix + str2);
      }
      let str;
      if (lines.length === 0) {
        str = flowChars.start + flowChars.end;
      } else {
        str = lines[0];
        for (let i = 1; i < lines.length; ++i) {
          const line = lines[i];
          str += line ? `
${indent}${line}` : "\n";
        }
      }
      if (comment) {
        str += "\n" + stringifyComment.indentComment(commentString(comment), indent);
        if (onComment)
          onComment();
      } else if (chompKeep && onChompKeep)
        onChompKeep();
      return str;
    }
    function stringifyFlowCollection({ items }, ctx, { flowChars, itemIndent }) {
      const { indent, indentStep, flowCollectionPadding: fcPadding, options: { commentString } } = ctx;
      itemIndent += indentStep;
      const itemCtx = Object.assign({}, ctx, {
        indent: itemIndent,
        inFlow: true,
        type: null
      });
      let reqNewline = false;
      let linesAtValue = 0;
      const lines = [];
      for (let i = 0; i < items.length; ++i) {
        const item = items[i];
        let comment = null;
        if (identity.isNode(item)) {
          if (item.spaceBefore)
            lines.push("");
          addCommentBefore(ctx, lines, item.commentBefore, false);
          if (item.comment)
            comment = item.comment;
        } else if (identity.isPair(item)) {
          const ik = identity.isNode(item.key) ? item.key : null;
          if (ik) {
            if (ik.spaceBefore)
              lines.push("");
            addCommentBefore(ctx, lines, ik.commentBefore, false);
            if (ik.comment)
              reqNewline = true;
          }
          const iv = identity.isNode(item.value) ? item.value : null;
          if (iv) {
            if (iv.comment)
              comment = iv.comment;
            if (iv.commentBefore)
              reqNewline = true;
          } else if (item.value == null && ik?.comment) {
            comment = ik.comment;
          }
        }
        if (comment)
          reqNewline = true;
        let str = stringify.stringify(item, itemCtx, () => comment = null);
        reqNewline || (reqNewline = lines.length > linesAtValue || str.includes("\n"));
        if (i < items.length - 1) {
          str += ",";
        } else if (ctx.options.trailingComma) {
          if (ctx.options.lineWidth > 0) {
            reqNewline || (reqNewline = lines.reduce((sum, line) => sum + line.length + 2, 2) + (str.length + 2) > ctx.options.lineWidth);
          }
          if (reqNewline) {
            str += ",";
          }
        }
        if (comment)
          str += stringifyComment.lineComment(str, itemIndent, commentString(comment));
        lines.push(str);
        linesAtValue = lines.length;
      }
      const { start, end } = flowChars;
      if (lines.length === 0) {
        return start + end;
      } else {
        if (!reqNewline) {
          const len = lines.reduce((sum, line) => sum + line.length + 2, 2);
          reqNewline = ctx.options.lineWidth > 0 && len > ctx.options.lineWidth;
        }
        if (reqNewline) {
          let str = start;
          for (const line of lines)
            str += line ? `
${indentStep}${indent}${line}` : "\n";
          return `${str}
${indent}${end}`;
        } else {
          return `${start}${fcPadding}${lines.join(" ")}${fcPadding}${end}`;
        }
      }
    }
    function addCommentBefore({ indent, options: { commentString } }, lines, comment, chompKeep) {
      if (comment && chompKeep)
        comment = comment.replace(/^\n+/, "");
      if (comment) {
        const ic = stringifyComment.indentComment(commentString(comment), indent);
        lines.push(ic.trimStart());
      }
    }
    exports.stringifyCollection = stringifyCollection;
  }
});

// node_modules/yaml/dist/nodes/YAMLMap.js
var require_YAMLMap = __commonJS({
  "node_modules/yaml/dist/nodes/YAMLMap.js"(exports) {
    "use strict";
    var stringifyCollection = require_stringifyCollection();
    var addPairToJSMap = require_addPairToJSMap();
    var Collection = require_Collection();
    var identity = require_identity();
    var Pair = require_Pair();
    var Scalar = require_Scalar();
    function findPair(items, key) {
      const k = identity.isScalar(key) ? key.value : key;
      for (const it of items) {
        if (identity.isPair(it)) {
          if (it.key === key || it.key === k)
            return it;
          if (identity.isScalar(it.key) && it.key.value === k)
            return it;
        }
      }
      return void 0;
    }
    var YAMLMap = class extends Collection.Collection {
      static get tagName() {
        return "tag:yaml.org,2002:map";
      }
      constructor(schema) {
        super(identity.MAP, schema);
        this.items = [];
      }
      /**
       * A generic collection parsing method that can be extended
       * to other node classes that inherit from YAMLMap
       */
      static from(schema, obj2, ctx) {
        const { keepUndefined, replacer } = ctx;
        const map = new this(schema);
        const add = (key, value) => {
          if (typeof replacer === "function")
            value = replacer.call(obj2, key, value);
          else if (Array.isArray(replacer) && !replacer.includes(key))
            return;
          if (value !== void 0 || keepUndefined)
            map.items.push(Pair.createPair(key, value, ctx));
        };
        if (obj2 instanceof Map) {
          for (const [key, value] of obj2)
            add(key, value);
        } else if (obj2 && typeof obj2 === "object") {
          for (const key of Object.keys(obj2))
            add(key, obj2[key]);
        }
        if (typeof schema.sortMapEntries === "function") {
          map.items.sort(schema.sortMapEntries);
        }
        return map;
      }
      /**
       * Adds a value to the collection.
       *
       * @param overwrite - If not set `true`, using a key that is already in the
       *   collection will throw. Otherwise, overwrites the previous value.
       */
      add(pair, overwrite) {
        let _pair;
        if (identity.isPair(pair))
          _pair = pair;
        else if (!pair || typeof pair !== "object" || !("key" in pair)) {
          _pair = new Pair.Pair(pair, pair?.value);
        } else
          _pair = new Pair.Pair(pair.key, pair.value);
        const prev = findPair(this.items, _pair.key);
        const sortEntries = this.schema?.sortMapEntries;
        if (prev) {
          if (!overwrite)
            throw new Error(`Key ${_pair.key} already set`);
          if (identity.isScalar(prev.value) && Scalar.isScalarValue(_pair.value))
            prev.value.value = _pair.value;
          else
            prev.value = _pair.value;
        } else if (sortEntries) {
          const i = this.items.findIndex((item) => sortEntries(_pair, item) < 0);
          if (i === -1)
            this.items.push(_pair);
          else
            this.items.splice(i, 0, _pair);
        } else {
          this.items.push(_pair);
        }
      }
      delete(key) {
        const it = findPair(this.items, key);
        if (!it)
          return false;
        const del = this.items.splice(this.items.indexOf(it), 1);
        return del.length > 0;
      }
      get(key, keepScalar) {
        const it = findPair(this.items, key);
        const node = it?.value;
        return (!keepScalar && identity.isScalar(node) ? node.value : node) ?? void 0;
      }
      has(key) {
        return !!findPair(this.items, key);
      }
      set(key, value) {
        this.add(new Pair.Pair(key, value), true);
      }
      /**
       * @param ctx - Conversion context, originally set in Document#toJS()
       * @param {Class} Type - If set, forces the returned collection type
       * @returns Instance of Type, Map, or Object
       */
      toJSON(_, ctx, Type) {
        const map = Type ? new Type() : ctx?.mapAsMap ? /* @__PURE__ */ new Map() : {};
        if (ctx?.onCreate)
          ctx.onCreate(map);
        for (const item of this.items)
          addPairToJSMap.addPairToJSMap(ctx, map, item);
        return map;
      }
      toString(ctx, onComment, onChompKeep) {
        if (!ctx)
          return JSON.stringify(this);
        for (const item of this.items) {
          if (!identity.isPair(item))
            throw new Error(`Map items must all be pairs; found ${JSON.stringify(item)} instead`);
        }
        if (!ctx.allNullValues && this.hasAllNullValues(false))
          ctx = Object.assign({}, ctx, { allNullValues: true });
        return stringifyCollection.stringifyCollection(this, ctx, {
          blockItemPrefix: "",
          flowChars: { start: "{", end: "}" },
          itemIndent: ctx.indent || "",
          onChompKeep,
          onComment
        });
      }
    };
    exports.YAMLMap = YAMLMap;
    exports.findPair = findPair;
  }
});

// node_modules/yaml/dist/schema/common/map.js
var require_map = __commonJS({
  "node_modules/yaml/dist/schema/common/map.js"(exports) {
    "use strict";
    var identity = require_identity();
    var YAMLMap = require_YAMLMap();
    var map = {
      collection: "map",
      default: true,
      nodeClass: YAMLMap.YAMLMap,
      tag: "tag:yaml.org,2002:map",
      resolve(map2, onError) {
        if (!identity.isMap(map2))
          onError("Expected a mapping for this tag");
        return map2;
      },
      createNode: (schema, obj2, ctx) => YAMLMap.YAMLMap.from(schema, obj2, ctx)
    };
    exports.map = map;
  }
});

// node_modules/yaml/dist/nodes/YAMLSeq.js
var require_YAMLSeq = __commonJS({
  "node_modules/yaml/dist/nodes/YAMLSeq.js"(exports) {
    "use strict";
    var createNode = require_createNode();
    var stringifyCollection = require_stringifyCollection();
    var Collection = require_Collection();
    var identity = require_identity();
    var Scalar = require_Scalar();
    var toJS = require_toJS();
    var YAMLSeq = class extends Collection.Collection {
      static get tagName() {
        return "tag:yaml.org,2002:seq";
      }
      constructor(schema) {
        super(identity.SEQ, schema);
        this.items = [];
      }
      add(value) {
        this.items.push(value);
      }
      /**
       * Removes a value from the collection.
       *
       * `key` must contain a representation of an integer for this to succeed.
       * It may be wrapped in a `Scalar`.
       *
       * @returns `true` if the item was found and removed.
       */
      delete(key) {
        const idx = asItemIndex(key);
        if (typeof idx !== "number")
          return false;
        const del = this.items.splice(idx, 1);
        return del.length > 0;
      }
      get(key, keepScalar) {
        const idx = asItemIndex(key);
        if (typeof idx !== "number")
          return void 0;
        const it = this.items[idx];
        return !keepScalar && identity.isScalar(it) ? it.value : it;
      }
      /**
       * Checks if the collection includes a value with the key `key`.
       *
       * `key` must contain a representation of an integer for this to succeed.
       * It may be wrapped in a `Scalar`.
       */
      has(key) {
        const idx = asItemIndex(key);
        return typeof idx === "number" && idx < this.items.length;
      }
      /**
       * Sets a value in this collection. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       *
       * If `key` does not contain a representation of an integer, this will throw.
       * It may be wrapped in a `Scalar`.
       */
      set(key, value) {
        const idx = asItemIndex(key);
        if (typeof idx !== "number")
          throw new Error(`Expected a valid index, not ${key}.`);
        const prev = this.items[idx];
        if (identity.isScalar(prev) && Scalar.isScalarValue(value))
          prev.value = value;
        else
          this.items[idx] = value;
      }
      toJSON(_, ctx) {
        const seq = [];
        if (ctx?.onCreate)
          ctx.onCreate(seq);
        let i = 0;
        for (const item of this.items)
          seq.push(toJS.toJS(item, String(i++), ctx));
        return seq;
      }
      toString(ctx, onComment, onChompKeep) {
        if (!ctx)
          return JSON.stringify(this);
        return stringifyCollection.stringifyCollection(this, ctx, {
          blockItemPrefix: "- ",
          flowChars: { start: "[", end: "]" },
          itemIndent: (ctx.indent || "") + "  ",
          onChompKeep,
          onComment
        });
      }
      static from(schema, obj2, ctx) {
        const { replacer } = ctx;
        const seq = new this(schema);
        if (obj2 && Symbol.iterator in Object(obj2)) {
          let i = 0;
          for (let it of obj2) {
            if (typeof replacer === "function") {
              const key = obj2 instanceof Set ? it : String(i++);
              it = replacer.call(obj2, key, it);
            }
            seq.items.push(createNode.createNode(it, void 0, ctx));
          }
        }
        return seq;
      }
    };
    function asItemIndex(key) {
      let idx = identity.isScalar(key) ? key.value : key;
      if (idx && typeof idx === "string")
        idx = Number(idx);
      return typeof idx === "number" && Number.isInteger(idx) && idx >= 0 ? idx : null;
    }
    exports.YAMLSeq = YAMLSeq;
  }
});

// node_modules/yaml/dist/schema/common/seq.js
var require_seq = __commonJS({
  "node_modules/yaml/dist/schema/common/seq.js"(exports) {
    "use strict";
    var identity = require_identity();
    var YAMLSeq = require_YAMLSeq();
    var seq = {
      collection: "seq",
      default: true,
      nodeClass: YAMLSeq.YAMLSeq,
      tag: "tag:yaml.org,2002:seq",
      resolve(seq2, onError) {
        if (!identity.isSeq(seq2))
          onError("Expected a sequence for this tag");
        return seq2;
      },
      createNode: (schema, obj2, ctx) => YAMLSeq.YAMLSeq.from(schema, obj2, ctx)
    };
    exports.seq = seq;
  }
});

// node_modules/yaml/dist/schema/common/string.js
var require_string = __commonJS({
  "node_modules/yaml/dist/schema/common/string.js"(exports) {
    "use strict";
    var stringifyString = require_stringifyString();
    var string2 = {
      identify: (value) => typeof value === "string",
      default: true,
      tag: "tag:yaml.org,2002:str",
      resolve: (str) => str,
      stringify(item, ctx, onComment, onChompKeep) {
        ctx = Object.assign({ actualString: true }, ctx);
        return stringifyString.stringifyString(item, ctx, onComment, onChompKeep);
      }
    };
    exports.string = string2;
  }
});

// node_modules/yaml/dist/schema/common/null.js
var require_null = __commonJS({
  "node_modules/yaml/dist/schema/common/null.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var nullTag = {
      identify: (value) => value == null,
      createNode: () => new Scalar.Scalar(null),
      default: true,
      tag: "tag:yaml.org,2002:null",
      test: /^(?:~|[Nn]ull|NULL)?$/,
      resolve: () => new Scalar.Scalar(null),
      stringify: ({ source }, ctx) => typeof source === "string" && nullTag.test.test(source) ? source : ctx.options.nullStr
    };
    exports.nullTag = nullTag;
  }
});

// node_modules/yaml/dist/schema/core/bool.js
var require_bool = __commonJS({
  "node_modules/yaml/dist/schema/core/bool.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var boolTag = {
      identify: (value) => typeof value === "boolean",
      default: true,
      tag: "tag:yaml.org,2002:bool",
      test: /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/,
      resolve: (str) => new Scalar.Scalar(str[0] === "t" || str[0] === "T"),
      stringify({ source, value }, ctx) {
        if (source && boolTag.test.test(source)) {
          const sv = source[0] === "t" || source[0] === "T";
          if (value === sv)
            return source;
        }
        return value ? ctx.options.trueStr : ctx.options.falseStr;
      }
    };
    exports.boolTag = boolTag;
  }
});

// node_modules/yaml/dist/stringify/stringifyNumber.js
var require_stringifyNumber = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyNumber.js"(exports) {
    "use strict";
    function stringifyNumber({ format, minFractionDigits, tag, value }) {
      if (typeof value === "bigint")
        return String(value);
      const num3 = typeof value === "number" ? value : Number(value);
      if (!isFinite(num3))
        return isNaN(num3) ? ".nan" : num3 < 0 ? "-.inf" : ".inf";
      let n = Object.is(value, -0) ? "-0" : JSON.stringify(value);
      if (!format && minFractionDigits && (!tag || tag === "tag:yaml.org,2002:float") && /^-?\d/.test(n) && !n.includes("e")) {
        let i = n.indexOf(".");
        if (i < 0) {
          i = n.length;
          n += ".";
        }
        let d = minFractionDigits - (n.length - i - 1);
        while (d-- > 0)
          n += "0";
      }
      return n;
    }
    exports.stringifyNumber = stringifyNumber;
  }
});

// node_modules/yaml/dist/schema/core/float.js
var require_float = __commonJS({
  "node_modules/yaml/dist/schema/core/float.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var stringifyNumber = require_stringifyNumber();
    var floatNaN = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
      resolve: (str) => str.slice(-3).toLowerCase() === "nan" ? NaN : str[0] === "-" ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY,
      stringify: stringifyNumber.stringifyNumber
    };
    var floatExp = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      format: "EXP",
      test: /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/,
      resolve: (str) => parseFloat(str),
      stringify(node) {
        const num3 = Number(node.value);
        return isFinite(num3) ? num3.toExponential() : stringifyNumber.stringifyNumber(node);
      }
    };
    var float = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/,
      resolve(str) {
        const node = new Scalar.Scalar(parseFloat(str));
        const dot = str.indexOf(".");
        if (dot !== -1 && str[str.length - 1] === "0")
          node.minFractionDigits = str.length - dot - 1;
        return node;
      },
      stringify: stringifyNumber.stringifyNumber
    };
    exports.float = float;
    exports.floatExp = floatExp;
    exports.floatNaN = floatNaN;
  }
});

// node_modules/yaml/dist/schema/core/int.js
var require_int = __commonJS({
  "node_modules/yaml/dist/schema/core/int.js"(exports) {
    "use strict";
    var stringifyNumber = require_stringifyNumber();
    var intIdentify = (value) => typeof value === "bigint" || Number.isInteger(value);
    var intResolve = (str, offset, radix, { intAsBigInt }) => intAsBigInt ? BigInt(str) : parseInt(str.substring(offset), radix);
    function intStringify(node, radix, prefix) {
      const { value } = node;
      if (intIdentify(value) && value >= 0)
        return prefix + value.toString(radix);
      return stringifyNumber.stringifyNumber(node);
    }
    var intOct = {
      identify: (value) => intIdentify(value) && value >= 0,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "OCT",
      test: /^0o[0-7]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 2, 8, opt),
      stringify: (node) => intStringify(node, 8, "0o")
    };
    var int = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      test: /^[-+]?[0-9]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 0, 10, opt),
      stringify: stringifyNumber.stringifyNumber
    };
    var intHex = {
      identify: (value) => intIdentify(value) && value >= 0,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "HEX",
      test: /^0x[0-9a-fA-F]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 2, 16, opt),
      stringify: (node) => intStringify(node, 16, "0x")
    };
    exports.int = int;
    exports.intHex = intHex;
    exports.intOct = intOct;
  }
});

// node_modules/yaml/dist/schema/core/schema.js
var require_schema = __commonJS({
  "node_modules/yaml/dist/schema/core/schema.js"(exports) {
    "use strict";
    var map = require_map();
    var _null = require_null();
    var seq = require_seq();
    var string2 = require_string();
    var bool = require_bool();
    var float = require_float();
    var int = require_int();
    var schema = [
      map.map,
      seq.seq,
      string2.string,
      _null.nullTag,
      bool.boolTag,
      int.intOct,
      int.int,
      int.intHex,
      float.floatNaN,
      float.floatExp,
      float.float
    ];
    exports.schema = schema;
  }
});

// node_modules/yaml/dist/schema/json/schema.js
var require_schema2 = __commonJS({
  "node_modules/yaml/dist/schema/json/schema.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var map = require_map();
    var seq = require_seq();
    function intIdentify(value) {
      return typeof value === "bigint" || Number.isInteger(value);
    }
    var stringifyJSON = ({ value }) => JSON.stringify(value);
    var jsonScalars = [
      {
        identify: (value) => typeof value === "string",
        default: true,
        tag: "tag:yaml.org,2002:str",
        resolve: (str) => str,
        stringify: stringifyJSON
      },
      {
        identify: (value) => value == null,
        createNode: () => new Scalar.Scalar(null),
        default: true,
        tag: "tag:yaml.org,2002:null",
        test: /^null$/,
        resolve: () => null,
        stringify: stringifyJSON
      },
      {
        identify: (value) => typeof value === "boolean",
        default: true,
        tag: "tag:yaml.org,2002:bool",
        test: /^true$|^false$/,
        resolve: (str) => str === "true",
        stringify: stringifyJSON
      },
      {
        identify: intIdentify,
        default: true,
        tag: "tag:yaml.org,2002:int",
        test: /^-?(?:0|[1-9][0-9]*)$/,
        resolve: (str, _onError, { intAsBigInt }) => intAsBigInt ? BigInt(str) : parseInt(str, 10),
        stringify: ({ value }) => intIdentify(value) ? value.toString() : JSON.stringify(value)
      },
      {
        identify: (value) => typeof value === "number",
        default: true,
        tag: "tag:yaml.org,2002:float",
        test: /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]*)?(?:[eE][-+]?[0-9]+)?$/,
        resolve: (str) => parseFloat(str),
        stringify: stringifyJSON
      }
    ];
    var jsonError = {
      default: true,
      tag: "",
      test: /^/,
      resolve(str, onError) {
        onError(`Unresolved plain scalar ${JSON.stringify(str)}`);
        return str;
      }
    };
    var schema = [map.map, seq.seq].concat(jsonScalars, jsonError);
    exports.schema = schema;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/binary.js
var require_binary = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/binary.js"(exports) {
    "use strict";
    var node_buffer = __require("buffer");
    var Scalar = require_Scalar();
    var stringifyString = require_stringifyString();
    var binary = {
      identify: (value) => value instanceof Uint8Array,
      // Buffer inherits from Uint8Array
      default: false,
      tag: "tag:yaml.org,2002:binary",
      /**
       * Returns a Buffer in node and an Uint8Array in browsers
       *
       * To use the resulting buffer as an image, you'll want to do something like:
       *
       *   const blob = new Blob([buffer], { type: 'image/jpeg' })
       *   document.querySelector('#photo').src = URL.createObjectURL(blob)
       */
      resolve(src, onError) {
        if (typeof node_buffer.Buffer === "function") {
          return node_buffer.Buffer.from(src, "base64");
        } else if (typeof atob === "function") {
          const str = atob(src.replace(/[\n\r]/g, ""));
          const buffer = new Uint8Array(str.length);
          for (let i = 0; i < str.length; ++i)
            buffer[i] = str.charCodeAt(i);
          return buffer;
        } else {
          onError("This environment does not support reading binary tags; either Buffer or atob is required");
          return src;
        }
      },
      stringify({ comment, type, value }, ctx, onComment, onChompKeep) {
        if (!value)
          return "";
        const buf = value;
        let str;
        if (typeof node_buffer.Buffer === "function") {
          str = buf instanceof node_buffer.Buffer ? buf.toString("base64") : node_buffer.Buffer.from(buf.buffer).toString("base64");
        } else if (typeof btoa === "function") {
          let s = "";
          for (let i = 0; i < buf.length; ++i)
            s += String.fromCharCode(buf[i]);
          str = btoa(s);
        } else {
          throw new Error("This environment does not support writing binary tags; either Buffer or btoa is required");
        }
        type ?? (type = Scalar.Scalar.BLOCK_LITERAL);
        if (type !== Scalar.Scalar.QUOTE_DOUBLE) {
          const lineWidth = Math.max(ctx.options.lineWidth - ctx.indent.length, ctx.options.minContentWidth);
          const n = Math.ceil(str.length / lineWidth);
          const lines = new Array(n);
          for (let i = 0, o = 0; i < n; ++i, o += lineWidth) {
            lines[i] = str.substr(o, lineWidth);
          }
          str = lines.join(type === Scalar.Scalar.BLOCK_LITERAL ? "\n" : " ");
        }
        return stringifyString.stringifyString({ comment, type, value: str }, ctx, onComment, onChompKeep);
      }
    };
    exports.binary = binary;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/pairs.js
var require_pairs = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/pairs.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Pair = require_Pair();
    var Scalar = require_Scalar();
    var YAMLSeq = require_YAMLSeq();
    function resolvePairs(seq, onError) {
      if (identity.isSeq(seq)) {
        for (let i = 0; i < seq.items.length; ++i) {
          let item = seq.items[i];
          if (identity.isPair(item))
            continue;
          else if (identity.isMap(item)) {
            if (item.items.length > 1)
              onError("Each pair must have its own sequence indicator");
            const pair = item.items[0] || new Pair.Pair(new Scalar.Scalar(null));
            if (item.commentBefore)
              pair.key.commentBefore = pair.key.commentBefore ? `${item.commentBefore}
${pair.key.commentBefore}` : item.commentBefore;
            if (item.comment) {
              const cn = pair.value ?? pair.key;
              cn.comment = cn.comment ? `${item.comment}
${cn.comment}` : item.comment;
            }
            item = pair;
          }
          seq.items[i] = identity.isPair(item) ? item : new Pair.Pair(item);
        }
      } else
        onError("Expected a sequence for this tag");
      return seq;
    }
    function createPairs(schema, iterable, ctx) {
      const { replacer } = ctx;
      const pairs2 = new YAMLSeq.YAMLSeq(schema);
      pairs2.tag = "tag:yaml.org,2002:pairs";
      let i = 0;
      if (iterable && Symbol.iterator in Object(iterable))
        for (let it of iterable) {
          if (typeof replacer === "function")
            it = replacer.call(iterable, String(i++), it);
          let key, value;
          if (Array.isArray(it)) {
            if (it.length === 2) {
              key = it[0];
              value = it[1];
            } else
              throw new TypeError(`Expected [key, value] tuple: ${it}`);
          } else if (it && it instanceof Object) {
            const keys = Object.keys(it);
            if (keys.length === 1) {
              key = keys[0];
              value = it[key];
            } else {
              throw new TypeError(`Expected tuple with one key, not ${keys.length} keys`);
            }
          } else {
            key = it;
          }
          pairs2.items.push(Pair.createPair(key, value, ctx));
        }
      return pairs2;
    }
    var pairs = {
      collection: "seq",
      default: false,
      tag: "tag:yaml.org,2002:pairs",
      resolve: resolvePairs,
      createNode: createPairs
    };
    exports.createPairs = createPairs;
    exports.pairs = pairs;
    exports.resolvePairs = resolvePairs;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/omap.js
var require_omap = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/omap.js"(exports) {
    "use strict";
    var identity = require_identity();
    var toJS = require_toJS();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var pairs = require_pairs();
    var YAMLOMap = class _YAMLOMap extends YAMLSeq.YAMLSeq {
      constructor() {
        super();
        this.add = YAMLMap.YAMLMap.prototype.add.bind(this);
        this.delete = YAMLMap.YAMLMap.prototype.delete.bind(this);
        this.get = YAMLMap.YAMLMap.prototype.get.bind(this);
        this.has = YAMLMap.YAMLMap.prototype.has.bind(this);
        this.set = YAMLMap.YAMLMap.prototype.set.bind(this);
        this.tag = _YAMLOMap.tag;
      }
      /**
       * If `ctx` is given, the return type is actually `Map<unknown, unknown>`,
       * but TypeScript won't allow widening the signature of a child method.
       */
      toJSON(_, ctx) {
        if (!ctx)
          return super.toJSON(_);
        const map = /* @__PURE__ */ new Map();
        if (ctx?.onCreate)
          ctx.onCreate(map);
        for (const pair of this.items) {
          let key, value;
          if (identity.isPair(pair)) {
            key = toJS.toJS(pair.key, "", ctx);
            value = toJS.toJS(pair.value, key, ctx);
          } else {
            key = toJS.toJS(pair, "", ctx);
          }
          if (map.has(key))
            throw new Error("Ordered maps must not include duplicate keys");
          map.set(key, value);
        }
        return map;
      }
      static from(schema, iterable, ctx) {
        const pairs$1 = pairs.createPairs(schema, iterable, ctx);
        const omap2 = new this();
        omap2.items = pairs$1.items;
        return omap2;
      }
    };
    YAMLOMap.tag = "tag:yaml.org,2002:omap";
    var omap = {
      collection: "seq",
      identify: (value) => value instanceof Map,
      nodeClass: YAMLOMap,
      default: false,
      tag: "tag:yaml.org,2002:omap",
      resolve(seq, onError) {
        const pairs$1 = pairs.resolvePairs(seq, onError);
        const seenKeys = [];
        for (const { key } of pairs$1.items) {
          if (identity.isScalar(key)) {
            if (seenKeys.includes(key.value)) {
              onError(`Ordered maps must not include duplicate keys: ${key.value}`);
            } else {
              seenKeys.push(key.value);
            }
          }
        }
        return Object.assign(new YAMLOMap(), pairs$1);
      },
      createNode: (schema, iterable, ctx) => YAMLOMap.from(schema, iterable, ctx)
    };
    exports.YAMLOMap = YAMLOMap;
    exports.omap = omap;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/bool.js
var require_bool2 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/bool.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    function boolStringify({ value, source }, ctx) {
      const boolObj = value ? trueTag : falseTag;
      if (source && boolObj.test.test(source))
        return source;
      return value ? ctx.options.trueStr : ctx.options.falseStr;
    }
    var trueTag = {
      identify: (value) => value === true,
      default: true,
      tag: "tag:yaml.org,2002:bool",
      test: /^(?:Y|y|[Yy]es|YES|[Tt]rue|TRUE|[Oo]n|ON)$/,
      resolve: () => new Scalar.Scalar(true),
      stringify: boolStringify
    };
    var falseTag = {
      identify: (value) => value === false,
      default: true,
      tag: "tag:yaml.org,2002:bool",
      test: /^(?:N|n|[Nn]o|NO|[Ff]alse|FALSE|[Oo]ff|OFF)$/,
      resolve: () => new Scalar.Scalar(false),
      stringify: boolStringify
    };
    exports.falseTag = falseTag;
    exports.trueTag = trueTag;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/float.js
var require_float2 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/float.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var stringifyNumber = require_stringifyNumber();
    var floatNaN = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
      resolve: (str) => str.slice(-3).toLowerCase() === "nan" ? NaN : str[0] === "-" ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY,
      stringify: stringifyNumber.stringifyNumber
    };
    var floatExp = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      format: "EXP",
      test: /^[-+]?(?:[0-9][0-9_]*)?(?:\.[0-9_]*)?[eE][-+]?[0-9]+$/,
      resolve: (str) => parseFloat(str.replace(/_/g, "")),
      stringify(node) {
        const num3 = Number(node.value);
        return isFinite(num3) ? num3.toExponential() : stringifyNumber.stringifyNumber(node);
      }
    };
    var float = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^[-+]?(?:[0-9][0-9_]*)?\.[0-9_]*$/,
      resolve(str) {
        const node = new Scalar.Scalar(parseFloat(str.replace(/_/g, "")));
        const dot = str.indexOf(".");
        if (dot !== -1) {
          const f = str.substring(dot + 1).replace(/_/g, "");
          if (f[f.length - 1] === "0")
            node.minFractionDigits = f.length;
        }
        return node;
      },
      stringify: stringifyNumber.stringifyNumber
    };
    exports.float = float;
    exports.floatExp = floatExp;
    exports.floatNaN = floatNaN;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/int.js
var require_int2 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/int.js"(exports) {
    "use strict";
    var stringifyNumber = require_stringifyNumber();
    var intIdentify = (value) => typeof value === "bigint" || Number.isInteger(value);
    function intResolve(str, offset, radix, { intAsBigInt }) {
      const sign = str[0];
      if (sign === "-" || sign === "+")
        offset += 1;
      str = str.substring(offset).replace(/_/g, "");
      if (intAsBigInt) {
        switch (radix) {
          case 2:
            str = `0b${str}`;
            break;
          case 8:
            str = `0o${str}`;
            break;
          case 16:
            str = `0x${str}`;
            break;
        }
        const n2 = BigInt(str);
        return sign === "-" ? BigInt(-1) * n2 : n2;
      }
      const n = parseInt(str, radix);
      return sign === "-" ? -1 * n : n;
    }
    function intStringify(node, radix, prefix) {
      const { value } = node;
      if (intIdentify(value)) {
        const str = value.toString(radix);
        return value < 0 ? "-" + prefix + str.substr(1) : prefix + str;
      }
      return stringifyNumber.stringifyNumber(node);
    }
    var intBin = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "BIN",
      test: /^[-+]?0b[0-1_]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 2, 2, opt),
      stringify: (node) => intStringify(node, 2, "0b")
    };
    var intOct = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "OCT",
      test: /^[-+]?0[0-7_]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 1, 8, opt),
      stringify: (node) => intStringify(node, 8, "0")
    };
    var int = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      test: /^[-+]?[0-9][0-9_]*$/,
      resolve: (str, _onError, opt) => intResolve(str, 0, 10, opt),
      stringify: stringifyNumber.stringifyNumber
    };
    var intHex = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "HEX",
      test: /^[-+]?0x[0-9a-fA-F_]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 2, 16, opt),
      stringify: (node) => intStringify(node, 16, "0x")
    };
    exports.int = int;
    exports.intBin = intBin;
    exports.intHex = intHex;
    exports.intOct = intOct;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/set.js
var require_set = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/set.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Pair = require_Pair();
    var YAMLMap = require_YAMLMap();
    var YAMLSet = class _YAMLSet extends YAMLMap.YAMLMap {
      constructor(schema) {
        super(schema);
        this.tag = _YAMLSet.tag;
      }
      add(key) {
        let pair;
        if (identity.isPair(key))
          pair = key;
        else if (key && typeof key === "object" && "key" in key && "value" in key && key.value === null)
          pair = new Pair.Pair(key.key, null);
        else
          pair = new Pair.Pair(key, null);
        const prev = YAMLMap.findPair(this.items, pair.key);
        if (!prev)
          this.items.push(pair);
      }
      /**
       * If `keepPair` is `true`, returns the Pair matching `key`.
       * Otherwise, returns the value of that Pair's key.
       */
      get(key, keepPair) {
        const pair = YAMLMap.findPair(this.items, key);
        return !keepPair && identity.isPair(pair) ? identity.isScalar(pair.key) ? pair.key.value : pair.key : pair;
      }
      set(key, value) {
        if (typeof value !== "boolean")
          throw new Error(`Expected boolean value for set(key, value) in a YAML set, not ${typeof value}`);
        const prev = YAMLMap.findPair(this.items, key);
        if (prev && !value) {
          this.items.splice(this.items.indexOf(prev), 1);
        } else if (!prev && value) {
          this.items.push(new Pair.Pair(key));
        }
      }
      toJSON(_, ctx) {
        return super.toJSON(_, ctx, Set);
      }
      toString(ctx, onComment, onChompKeep) {
        if (!ctx)
          return JSON.stringify(this);
        if (this.hasAllNullValues(true))
          return super.toString(Object.assign({}, ctx, { allNullValues: true }), onComment, onChompKeep);
        else
          throw new Error("Set items must all have null values");
      }
      static from(schema, iterable, ctx) {
        const { replacer } = ctx;
        const set2 = new this(schema);
        if (iterable && Symbol.iterator in Object(iterable))
          for (let value of iterable) {
            if (typeof replacer === "function")
              value = replacer.call(iterable, value, value);
            set2.items.push(Pair.createPair(value, null, ctx));
          }
        return set2;
      }
    };
    YAMLSet.tag = "tag:yaml.org,2002:set";
    var set = {
      collection: "map",
      identify: (value) => value instanceof Set,
      nodeClass: YAMLSet,
      default: false,
      tag: "tag:yaml.org,2002:set",
      createNode: (schema, iterable, ctx) => YAMLSet.from(schema, iterable, ctx),
      resolve(map, onError) {
        if (identity.isMap(map)) {
          if (map.hasAllNullValues(true))
            return Object.assign(new YAMLSet(), map);
          else
            onError("Set items must all have null values");
        } else
          onError("Expected a mapping for this tag");
        return map;
      }
    };
    exports.YAMLSet = YAMLSet;
    exports.set = set;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/timestamp.js
var require_timestamp = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/timestamp.js"(exports) {
    "use strict";
    var stringifyNumber = require_stringifyNumber();
    function parseSexagesimal(str, asBigInt) {
      const sign = str[0];
      const parts = sign === "-" || sign === "+" ? str.substring(1) : str;
      const num3 = (n) => asBigInt ? BigInt(n) : Number(n);
      const res = parts.replace(/_/g, "").split(":").reduce((res2, p) => res2 * num3(60) + num3(p), num3(0));
      return sign === "-" ? num3(-1) * res : res;
    }
    function stringifySexagesimal(node) {
      let { value } = node;
      let num3 = (n) => n;
      if (typeof value === "bigint")
        num3 = (n) => BigInt(n);
      else if (isNaN(value) || !isFinite(value))
        return stringifyNumber.stringifyNumber(node);
      let sign = "";
      if (value < 0) {
        sign = "-";
        value *= num3(-1);
      }
      const _60 = num3(60);
      const parts = [value % _60];
      if (value < 60) {
        parts.unshift(0);
      } else {
        value = (value - parts[0]) / _60;
        parts.unshift(value % _60);
        if (value >= 60) {
          value = (value - parts[0]) / _60;
          parts.unshift(value);
        }
      }
      return sign + parts.map((n) => String(n).padStart(2, "0")).join(":").replace(/000000\d*$/, "");
    }
    var intTime = {
      identify: (value) => typeof value === "bigint" || Number.isInteger(value),
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "TIME",
      test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+$/,
      resolve: (str, _onError, { intAsBigInt }) => parseSexagesimal(str, intAsBigInt),
      stringify: stringifySexagesimal
    };
    var floatTime = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      format: "TIME",
      test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*$/,
      resolve: (str) => parseSexagesimal(str, false),
      stringify: stringifySexagesimal
    };
    var timestamp = {
      identify: (value) => value instanceof Date,
      default: true,
      tag: "tag:yaml.org,2002:timestamp",
      // If the time zone is omitted, the timestamp is assumed to be specified in UTC. The time part
      // may be omitted altogether, resulting in a date format. In such a case, the time part is
      // assumed to be 00:00:00Z (start of day, UTC).
      test: RegExp("^([0-9]{4})-([0-9]{1,2})-([0-9]{1,2})(?:(?:t|T|[ \\t]+)([0-9]{1,2}):([0-9]{1,2}):([0-9]{1,2}(\\.[0-9]+)?)(?:[ \\t]*(Z|[-+][012]?[0-9](?::[0-9]{2})?))?)?$"),
      resolve(str) {
        const match = str.match(timestamp.test);
        if (!match)
          throw new Error("!!timestamp expects a date, starting with yyyy-mm-dd");
        const [, year, month, day, hour, minute, second] = match.map(Number);
        const millisec = match[7] ? Number((match[7] + "00").substr(1, 3)) : 0;
        let date = Date.UTC(year, month - 1, day, hour || 0, minute || 0, second || 0, millisec);
        const tz = match[8];
        if (tz && tz !== "Z") {
          let d = parseSexagesimal(tz, false);
          if (Math.abs(d) < 30)
            d *= 60;
          date -= 6e4 * d;
        }
        return new Date(date);
      },
      stringify: ({ value }) => value?.toISOString().replace(/(T00:00:00)?\.000Z$/, "") ?? ""
    };
    exports.floatTime = floatTime;
    exports.intTime = intTime;
    exports.timestamp = timestamp;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/schema.js
var require_schema3 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/schema.js"(exports) {
    "use strict";
    var map = require_map();
    var _null = require_null();
    var seq = require_seq();
    var string2 = require_string();
    var binary = require_binary();
    var bool = require_bool2();
    var float = require_float2();
    var int = require_int2();
    var merge = require_merge();
    var omap = require_omap();
    var pairs = require_pairs();
    var set = require_set();
    var timestamp = require_timestamp();
    var schema = [
      map.map,
      seq.seq,
      string2.string,
      _null.nullTag,
      bool.trueTag,
      bool.falseTag,
      int.intBin,
      int.intOct,
      int.int,
      int.intHex,
      float.floatNaN,
      float.floatExp,
      float.float,
      binary.binary,
      merge.merge,
      omap.omap,
      pairs.pairs,
      set.set,
      timestamp.intTime,
      timestamp.floatTime,
      timestamp.timestamp
    ];
    exports.schema = schema;
  }
});

// node_modules/yaml/dist/schema/tags.js
var require_tags = __commonJS({
  "node_modules/yaml/dist/schema/tags.js"(exports) {
    "use strict";
    var map = require_map();
    var _null = require_null();
    var seq = require_seq();
    var string2 = require_string();
    var bool = require_bool();
    var float = require_float();
    var int = require_int();
    var schema = require_schema();
    var schema$1 = require_schema2();
    var binary = require_binary();
    var merge = require_merge();
    var omap = require_omap();
    var pairs = require_pairs();
    var schema$2 = require_schema3();
    var set = require_set();
    var timestamp = require_timestamp();
    var schemas = /* @__PURE__ */ new Map([
      ["core", schema.schema],
      ["failsafe", [map.map, seq.seq, string2.string]],
      ["json", schema$1.schema],
      ["yaml11", schema$2.schema],
      ["yaml-1.1", schema$2.schema]
    ]);
    var tagsByName = {
      binary: binary.binary,
      bool: bool.boolTag,
      float: float.float,
      floatExp: float.floatExp,
      floatNaN: float.floatNaN,
      floatTime: timestamp.floatTime,
      int: int.int,
      intHex: int.intHex,
      intOct: int.intOct,
      intTime: timestamp.intTime,
      map: map.map,
      merge: merge.merge,
      null: _null.nullTag,
      omap: omap.omap,
      pairs: pairs.pairs,
      seq: seq.seq,
      set: set.set,
      timestamp: timestamp.timestamp
    };
    var coreKnownTags = {
      "tag:yaml.org,2002:binary": binary.binary,
      "tag:yaml.org,2002:merge": merge.merge,
      "tag:yaml.org,2002:omap": omap.omap,
      "tag:yaml.org,2002:pairs": pairs.pairs,
      "tag:yaml.org,2002:set": set.set,
      "tag:yaml.org,2002:timestamp": timestamp.timestamp
    };
    function getTags(customTags, schemaName, addMergeTag) {
      const schemaTags = schemas.get(schemaName);
      if (schemaTags && !customTags) {
        return addMergeTag && !schemaTags.includes(merge.merge) ? schemaTags.concat(merge.merge) : schemaTags.slice();
      }
      let tags = schemaTags;
      if (!tags) {
        if (Array.isArray(customTags))
          tags = [];
        else {
          const keys = Array.from(schemas.keys()).filter((key) => key !== "yaml11").map((key) => JSON.stringify(key)).join(", ");
          throw new Error(`Unknown schema "${schemaName}"; use one of ${keys} or define customTags array`);
        }
      }
      if (Array.isArray(customTags)) {
        for (const tag of customTags)
          tags = tags.concat(tag);
      } else if (typeof customTags === "function") {
        tags = customTags(tags.slice());
      }
      if (addMergeTag)
        tags = tags.concat(merge.merge);
      return tags.reduce((tags2, tag) => {
        const tagObj = typeof tag === "string" ? tagsByName[tag] : tag;
        if (!tagObj) {
          const tagName = JSON.stringify(tag);
          const keys = Object.keys(tagsByName).map((key) => JSON.stringify(key)).join(", ");
          throw new Error(`Unknown custom tag ${tagName}; use one of ${keys}`);
        }
        if (!tags2.includes(tagObj))
          tags2.push(tagObj);
        return tags2;
      }, []);
    }
    exports.coreKnownTags = coreKnownTags;
    exports.getTags = getTags;
  }
});

// node_modules/yaml/dist/schema/Schema.js
var require_Schema = __commonJS({
  "node_modules/yaml/dist/schema/Schema.js"(exports) {
    "use strict";
    var identity = require_identity();
    var map = require_map();
    var seq = require_seq();
    var string2 = require_string();
    var tags = require_tags();
    var sortMapEntriesByKey = (a, b) => a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
    var Schema = class _Schema {
      constructor({ compat, customTags, merge, resolveKnownTags, schema, sortMapEntries, toStringDefaults }) {
        this.compat = Array.isArray(compat) ? tags.getTags(compat, "compat") : compat ? tags.getTags(null, compat) : null;
        this.name = typeof schema === "string" && schema || "core";
        this.knownTags = resolveKnownTags ? tags.coreKnownTags : {};
        this.tags = tags.getTags(customTags, this.name, merge);
        this.toStringOptions = toStringDefaults ?? null;
        Object.defineProperty(this, identity.MAP, { value: map.map });
        Object.defineProperty(this, identity.SCALAR, { value: string2.string });
        Object.defineProperty(this, identity.SEQ, { value: seq.seq });
        this.sortMapEntries = typeof sortMapEntries === "function" ? sortMapEntries : sortMapEntries === true ? sortMapEntriesByKey : null;
      }
      clone() {
        const copy = Object.create(_Schema.prototype, Object.getOwnPropertyDescriptors(this));
        copy.tags = this.tags.slice();
        return copy;
      }
    };
    exports.Schema = Schema;
  }
});

// node_modules/yaml/dist/stringify/stringifyDocument.js
var require_stringifyDocument = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyDocument.js"(exports) {
    "use strict";
    var identity = require_identity();
    var stringify = require_stringify();
    var stringifyComment = require_stringifyComment();
    function stringifyDocument(doc, options) {
      const lines = [];
      let hasDirectives = options.directives === true;
      if (options.directives !== false && doc.directives) {
        const dir = doc.directives.toString(doc);
        if (dir) {
          lines.push(dir);
          hasDirectives = true;
        } else if (doc.directives.docStart)
          hasDirectives = true;
      }
      if (hasDirectives)
        lines.push("---");
      const ctx = stringify.createStringifyContext(doc, options);
      const { commentString } = ctx.options;
      if (doc.commentBefore) {
        if (lines.length !== 1)
          lines.unshift("");
        const cs = commentString(doc.commentBefore);
        lines.unshift(stringifyComment.indentComment(cs, ""));
      }
      let chompKeep = false;
      let contentComment = null;
      if (doc.contents) {
        if (identity.isNode(doc.contents)) {
          if (doc.contents.spaceBefore && hasDirectives)
            lines.push("");
          if (doc.contents.commentBefore) {
            const cs = commentString(doc.contents.commentBefore);
            lines.push(stringifyComment.indentComment(cs, ""));
          }
          ctx.forceBlockIndent = !!doc.comment;
          contentComment = doc.contents.comment;
        }
        const onChompKeep = contentComment ? void 0 : () => chompKeep = true;
        let body = stringify.stringify(doc.contents, ctx, () => contentComment = null, onChompKeep);
        if (contentComment)
          body += stringifyComment.lineComment(body, "", commentString(contentComment));
        if ((body[0] === "|" || body[0] === ">") && lines[lines.length - 1] === "---") {
          lines[lines.length - 1] = `--- ${body}`;
        } else
          lines.push(body);
      } else {
        lines.push(stringify.stringify(doc.contents, ctx));
      }
      if (doc.directives?.docEnd) {
        if (doc.comment) {
          const cs = commentString(doc.comment);
          if (cs.includes("\n")) {
            lines.push("...");
            lines.push(stringifyComment.indentComment(cs, ""));
          } else {
            lines.push(`... ${cs}`);
          }
        } else {
          lines.push("...");
        }
      } else {
        let dc = doc.comment;
        if (dc && chompKeep)
          dc = dc.replace(/^\n+/, "");
        if (dc) {
          if ((!chompKeep || contentComment) && lines[lines.length - 1] !== "")
            lines.push("");
          lines.push(stringifyComment.indentComment(commentString(dc), ""));
        }
      }
      return lines.join("\n") + "\n";
    }
    exports.stringifyDocument = stringifyDocument;
  }
});

// node_modules/yaml/dist/doc/Document.js
var require_Document = __commonJS({
  "node_modules/yaml/dist/doc/Document.js"(exports) {
    "use strict";
    var Alias = require_Alias();
    var Collection = require_Collection();
    var identity = require_identity();
    var Pair = require_Pair();
    var toJS = require_toJS();
    var Schema = require_Schema();
    var stringifyDocument = require_stringifyDocument();
    var anchors = require_anchors();
    var applyReviver = require_applyReviver();
    var createNode = require_createNode();
    var directives = require_directives();
    var Document = class _Document {
      constructor(value, replacer, options) {
        this.commentBefore = null;
        this.comment = null;
        this.errors = [];
        this.warnings = [];
        Object.defineProperty(this, identity.NODE_TYPE, { value: identity.DOC });
        let _replacer = null;
        if (typeof replacer === "function" || Array.isArray(replacer)) {
          _replacer = replacer;
        } else if (options === void 0 && replacer) {
          options = replacer;
          replacer = void 0;
        }
        const opt = Object.assign({
          intAsBigInt: false,
          keepSourceTokens: false,
          logLevel: "warn",
          prettyErrors: true,
          strict: true,
          stringKeys: false,
          uniqueKeys: true,
          version: "1.2"
        }, options);
        this.options = opt;
        let { version } = opt;
        if (options?._directives) {
          this.directives = options._directives.atDocument();
          if (this.directives.yaml.explicit)
            version = this.directives.yaml.version;
        } else
          this.directives = new directives.Directives({ version });
        this.setSchema(version, options);
        this.contents = value === void 0 ? null : this.createNode(value, _replacer, options);
      }
      /**
       * Create a deep copy of this Document and its contents.
       *
       * Custom Node values that inherit from `Object` still refer to their original instances.
       */
      clone() {
        const copy = Object.create(_Document.prototype, {
          [identity.NODE_TYPE]: { value: identity.DOC }
        });
        copy.commentBefore = this.commentBefore;
        copy.comment = this.comment;
        copy.errors = this.errors.slice();
        copy.warnings = this.warnings.slice();
        copy.options = Object.assign({}, this.options);
        if (this.directives)
          copy.directives = this.directives.clone();
        copy.schema = this.schema.clone();
        copy.contents = identity.isNode(this.contents) ? this.contents.clone(copy.schema) : this.contents;
        if (this.range)
          copy.range = this.range.slice();
        return copy;
      }
      /** Adds a value to the document. */
      add(value) {
        if (assertCollection(this.contents))
          this.contents.add(value);
      }
      /** Adds a value to the document. */
      addIn(path, value) {
        if (assertCollection(this.contents))
          this.contents.addIn(path, value);
      }
      /**
       * Create a new `Alias` node, ensuring that the target `node` has the required anchor.
       *
       * If `node` already has an anchor, `name` is ignored.
       * Otherwise, the `node.anchor` value will be set to `name`,
       * or if an anchor with that name is already present in the document,
       * `name` will be used as a prefix for a new unique anchor.
       * If `name` is undefined, the generated anchor will use 'a' as a prefix.
       */
      createAlias(node, name) {
        if (!node.anchor) {
          const prev = anchors.anchorNames(this);
          node.anchor = // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
          !name || prev.has(name) ? anchors.findNewAnchor(name || "a", prev) : name;
        }
        return new Alias.Alias(node.anchor);
      }
      createNode(value, replacer, options) {
        let _replacer = void 0;
        if (typeof replacer === "function") {
          value = replacer.call({ "": value }, "", value);
          _replacer = replacer;
        } else if (Array.isArray(replacer)) {
          const keyToStr = (v) => typeof v === "number" || v instanceof String || v instanceof Number;
          const asStr = replacer.filter(keyToStr).map(String);
          if (asStr.length > 0)
            replacer = replacer.concat(asStr);
          _replacer = replacer;
        } else if (options === void 0 && replacer) {
          options = replacer;
          replacer = void 0;
        }
        const { aliasDuplicateObjects, anchorPrefix, flow, keepUndefined, onTagObj, tag } = options ?? {};
        const { onAnchor, setAnchors, sourceObjects } = anchors.createNodeAnchors(
          this,
          // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
          anchorPrefix || "a"
        );
        const ctx = {
          aliasDuplicateObjects: aliasDuplicateObjects ?? true,
          keepUndefined: keepUndefined ?? false,
          onAnchor,
          onTagObj,
          replacer: _replacer,
          schema: this.schema,
          sourceObjects
        };
        const node = createNode.createNode(value, tag, ctx);
        if (flow && identity.isCollection(node))
          node.flow = true;
        setAnchors();
        return node;
      }
      /**
       * Convert a key and a value into a `Pair` using the current schema,
       * recursively wrapping all values as `Scalar` or `Collection` nodes.
       */
      createPair(key, value, options = {}) {
        const k = this.createNode(key, null, options);
        const v = this.createNode(value, null, options);
        return new Pair.Pair(k, v);
      }
      /**
       * Removes a value from the document.
       * @returns `true` if the item was found and removed.
       */
      delete(key) {
        return assertCollection(this.contents) ? this.contents.delete(key) : false;
      }
      /**
       * Removes a value from the document.
       * @returns `true` if the item was found and removed.
       */
      deleteIn(path) {
        if (Collection.isEmptyPath(path)) {
          if (this.contents == null)
            return false;
          this.contents = null;
          return true;
        }
        return assertCollection(this.contents) ? this.contents.deleteIn(path) : false;
      }
      /**
       * Returns item at `key`, or `undefined` if not found. By default unwraps
       * scalar values from their surrounding node; to disable set `keepScalar` to
       * `true` (collections are always returned intact).
       */
      get(key, keepScalar) {
        return identity.isCollection(this.contents) ? this.contents.get(key, keepScalar) : void 0;
      }
      /**
       * Returns item at `path`, or `undefined` if not found. By default unwraps
       * scalar values from their surrounding node; to disable set `keepScalar` to
       * `true` (collections are always returned intact).
       */
      getIn(path, keepScalar) {
        if (Collection.isEmptyPath(path))
          return !keepScalar && identity.isScalar(this.contents) ? this.contents.value : this.contents;
        return identity.isCollection(this.contents) ? this.contents.getIn(path, keepScalar) : void 0;
      }
      /**
       * Checks if the document includes a value with the key `key`.
       */
      has(key) {
        return identity.isCollection(this.contents) ? this.contents.has(key) : false;
      }
      /**
       * Checks if the document includes a value at `path`.
       */
      hasIn(path) {
        if (Collection.isEmptyPath(path))
          return this.contents !== void 0;
        return identity.isCollection(this.contents) ? this.contents.hasIn(path) : false;
      }
      /**
       * Sets a value in this document. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       */
      set(key, value) {
        if (this.contents == null) {
          this.contents = Collection.collectionFromPath(this.schema, [key], value);
        } else if (assertCollection(this.contents)) {
          this.contents.set(key, value);
        }
      }
      /**
       * Sets a value in this document. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       */
      setIn(path, value) {
        if (Collection.isEmptyPath(path)) {
          this.contents = value;
        } else if (this.contents == null) {
          this.contents = Collection.collectionFromPath(this.schema, Array.from(path), value);
        } else if (assertCollection(this.contents)) {
          this.contents.setIn(path, value);
        }
      }
      /**
       * Change the YAML version and schema used by the document.
       * A `null` version disables support for directives, explicit tags, anchors, and aliases.
       * It also requires the `schema` option to be given as a `Schema` instance value.
       *
       * Overrides all previously set schema options.
       */
      setSchema(version, options = {}) {
        if (typeof version === "number")
          version = String(version);
        let opt;
        switch (version) {
          case "1.1":
            if (this.directives)
              this.directives.yaml.version = "1.1";
            else
              this.directives = new directives.Directives({ version: "1.1" });
            opt = { resolveKnownTags: false, schema: "yaml-1.1" };
            break;
          case "1.2":
          case "next":
            if (this.directives)
              this.directives.yaml.version = version;
            else
              this.directives = new directives.Directives({ version });
            opt = { resolveKnownTags: true, schema: "core" };
            break;
          case null:
            if (this.directives)
              delete this.directives;
            opt = null;
            break;
          default: {
            const sv = JSON.stringify(version);
            throw new Error(`Expected '1.1', '1.2' or null as first argument, but found: ${sv}`);
          }
        }
        if (options.schema instanceof Object)
          this.schema = options.schema;
        else if (opt)
          this.schema = new Schema.Schema(Object.assign(opt, options));
        else
          throw new Error(`With a null YAML version, the { schema: Schema } option is required`);
      }
      // json & jsonArg are only used from toJSON()
      toJS({ json, jsonArg, mapAsMap, maxAliasCount, onAnchor, reviver } = {}) {
        const ctx = {
          anchors: /* @__PURE__ */ new Map(),
          doc: this,
          keep: !json,
          mapAsMap: mapAsMap === true,
          mapKeyWarned: false,
          maxAliasCount: typeof maxAliasCount === "number" ? maxAliasCount : 100
        };
        const res = toJS.toJS(this.contents, jsonArg ?? "", ctx);
        if (typeof onAnchor === "function")
          for (const { count: count2, res: res2 } of ctx.anchors.values())
            onAnchor(res2, count2);
        return typeof reviver === "function" ? applyReviver.applyReviver(reviver, { "": res }, "", res) : res;
      }
      /**
       * A JSON representation of the document `contents`.
       *
       * @param jsonArg Used by `JSON.stringify` to indicate the array index or
       *   property name.
       */
      toJSON(jsonArg, onAnchor) {
        return this.toJS({ json: true, jsonArg, mapAsMap: false, onAnchor });
      }
      /** A YAML representation of the document. */
      toString(options = {}) {
        if (this.errors.length > 0)
          throw new Error("Document with errors cannot be stringified");
        if ("indent" in options && (!Number.isInteger(options.indent) || Number(options.indent) <= 0)) {
          const s = JSON.stringify(options.indent);
          throw new Error(`"indent" option must be a positive integer, not ${s}`);
        }
        return stringifyDocument.stringifyDocument(this, options);
      }
    };
    function assertCollection(contents) {
      if (identity.isCollection(contents))
        return true;
      throw new Error("Expected a YAML collection as document contents");
    }
    exports.Document = Document;
  }
});

// node_modules/yaml/dist/errors.js
var require_errors = __commonJS({
  "node_modules/yaml/dist/errors.js"(exports) {
    "use strict";
    var YAMLError = class extends Error {
      constructor(name, pos, code, message) {
        super();
        this.name = name;
        this.code = code;
        this.message = message;
        this.pos = pos;
      }
    };
    var YAMLParseError = class extends YAMLError {
      constructor(pos, code, message) {
        super("YAMLParseError", pos, code, message);
      }
    };
    var YAMLWarning = class extends YAMLError {
      constructor(pos, code, message) {
        super("YAMLWarning", pos, code, message);
      }
    };
    var prettifyError = (src, lc) => (error) => {
      if (error.pos[0] === -1)
        return;
      error.linePos = error.pos.map((pos) => lc.linePos(pos));
      const { line, col } = error.linePos[0];
      error.message += ` at line ${line}, column ${col}`;
      let ci = col - 1;
      let lineStr = src.substring(lc.lineStarts[line - 1], lc.lineStarts[line]).replace(/[\n\r]+$/, "");
      if (ci >= 60 && lineStr.length > 80) {
        const trimStart = Math.min(ci - 39, lineStr.length - 79);
        lineStr = "\u2026" + lineStr.substring(trimStart);
        ci -= trimStart - 1;
      }
      if (lineStr.length > 80)
        lineStr = lineStr.substring(0, 79) + "\u2026";
      if (line > 1 && /^ *$/.test(lineStr.substring(0, ci))) {
        let prev = src.substring(lc.lineStarts[line - 2], lc.lineStarts[line - 1]);
        if (prev.length > 80)
          prev = prev.substring(0, 79) + "\u2026\n";
        lineStr = prev + lineStr;
      }
      if (/[^ ]/.test(lineStr)) {
        let count2 = 1;
        const end = error.linePos[1];
        if (end?.line === line && end.col > col) {
          count2 = Math.max(1, Math.min(end.col - col, 80 - ci));
        }
        const pointer = " ".repeat(ci) + "^".repeat(count2);
        error.message += `:

${lineStr}
${pointer}
`;
      }
    };
    exports.YAMLError = YAMLError;
    exports.YAMLParseError = YAMLParseError;
    exports.YAMLWarning = YAMLWarning;
    exports.prettifyError = prettifyError;
  }
});

// node_modules/yaml/dist/compose/resolve-props.js
var require_resolve_props = __commonJS({
  "node_modules/yaml/dist/compose/resolve-props.js"(exports) {
    "use strict";
    function resolveProps(tokens, { flow, indicator, next, offset, onError, parentIndent, startOnNewline }) {
      let spaceBefore = false;
      let atNewline = startOnNewline;
      let hasSpace = startOnNewline;
      let comment = "";
      let commentSep = "";
      let hasNewline = false;
      let reqSpace = false;
      let tab = null;
      let anchor = null;
      let tag = null;
      let newlineAfterProp = null;
      let comma = null;
      let found = null;
      let start = null;
      for (const token of tokens) {
        if (reqSpace) {
          if (token.type !== "space" && token.type !== "newline" && token.type !== "comma")
            onError(token.offset, "MISSING_CHAR", "Tags and anchors must be separated from the next token by white space");
          reqSpace = false;
        }
        if (tab) {
          if (atNewline && token.type !== "comment" && token.type !== "newline") {
            onError(tab, "TAB_AS_INDENT", "Tabs are not allowed as indentation");
          }
          tab = null;
        }
        switch (token.type) {
          case "space":
            if (!flow && (indicator !== "doc-start" || next?.type !== "flow-collection") && token.source.includes("	")) {
              tab = token;
            }
            hasSpace = true;
            break;
          case "comment": {
            if (!hasSpace)
              onError(token, "MISSING_CHAR", "Comments must be separated from other tokens by white space characters");
            const cb = token.source.substring(1) || " ";
            if (!comment)
              comment = cb;
            else
              comment += commentSep + cb;
            commentSep = "";
            atNewline = false;
            break;
          }
          case "newline":
            if (atNewline) {
              if (comment)
                comment += token.source;
              else if (!found || indicator !== "seq-item-ind")
                spaceBefore = true;
            } else
              commentSep += token.source;
            atNewline = true;
            hasNewline = true;
            if (anchor || tag)
              newlineAfterProp = token;
            hasSpace = true;
            break;
          case "anchor":
            if (anchor)
              onError(token, "MULTIPLE_ANCHORS", "A node can have at most one anchor");
            if (token.source.endsWith(":"))
              onError(token.offset + token.source.length - 1, "BAD_ALIAS", "Anchor ending in : is ambiguous", true);
            anchor = token;
            start ?? (start = token.offset);
            atNewline = false;
            hasSpace = false;
            reqSpace = true;
            break;
          case "tag": {
            if (tag)
              onError(token, "MULTIPLE_TAGS", "A node can have at most one tag");
            tag = token;
            start ?? (start = token.offset);
            atNewline = false;
            hasSpace = false;
            reqSpace = true;
            break;
          }
          case indicator:
            if (anchor || tag)
              onError(token, "BAD_PROP_ORDER", `Anchors and tags must be after the ${token.source} indicator`);
            if (found)
              onError(token, "UNEXPECTED_TOKEN", `Unexpected ${token.source} in ${flow ?? "collection"}`);
            found = token;
            atNewline = indicator === "seq-item-ind" || indicator === "explicit-key-ind";
            hasSpace = false;
            break;
          case "comma":
            if (flow) {
              if (comma)
                onError(token, "UNEXPECTED_TOKEN", `Unexpected , in ${flow}`);
              comma = token;
              atNewline = false;
              hasSpace = false;
              break;
            }
          // else fallthrough
          default:
            onError(token, "UNEXPECTED_TOKEN", `Unexpected ${token.type} token`);
            atNewline = false;
            hasSpace = false;
        }
      }
      const last = tokens[tokens.length - 1];
      const end = last ? last.offset + last.source.length : offset;
      if (reqSpace && next && next.type !== "space" && next.type !== "newline" && next.type !== "comma" && (next.type !== "scalar" || next.source !== "")) {
        onError(next.offset, "MISSING_CHAR", "Tags and anchors must be separated from the next token by white space");
      }
      if (tab && (atNewline && tab.indent <= parentIndent || next?.type === "block-map" || next?.type === "block-seq"))
        onError(tab, "TAB_AS_INDENT", "Tabs are not allowed as indentation");
      return {
        comma,
        found,
        spaceBefore,
        comment,
        hasNewline,
        anchor,
        tag,
        newlineAfterProp,
        end,
        start: start ?? end
      };
    }
    exports.resolveProps = resolveProps;
  }
});

// node_modules/yaml/dist/compose/util-contains-newline.js
var require_util_contains_newline = __commonJS({
  "node_modules/yaml/dist/compose/util-contains-newline.js"(exports) {
    "use strict";
    function containsNewline(key) {
      if (!key)
        return null;
      switch (key.type) {
        case "alias":
        case "scalar":
        case "double-quoted-scalar":
        case "single-quoted-scalar":
          if (key.source.includes("\n"))
            return true;
          if (key.end) {
            for (const st of key.end)
              if (st.type === "newline")
                return true;
          }
          return false;
        case "flow-collection":
          for (const it of key.items) {
            for (const st of it.start)
              if (st.type === "newline")
                return true;
            if (it.sep) {
              for (const st of it.sep)
                if (st.type === "newline")
                  return true;
            }
            if (containsNewline(it.key) || containsNewline(it.value))
              return true;
          }
          return false;
        default:
          return true;
      }
    }
    exports.containsNewline = containsNewline;
  }
});

// node_modules/yaml/dist/compose/util-flow-indent-check.js
var require_util_flow_indent_check = __commonJS({
  "node_modules/yaml/dist/compose/util-flow-indent-check.js"(exports) {
    "use strict";
    var utilContainsNewline = require_util_contains_newline();
    function flowIndentCheck(indent, fc, onError) {
      if (fc?.type === "flow-collection") {
        const end = fc.end[0];
        if (end.indent === indent && (end.source === "]" || end.source === "}") && utilContainsNewline.containsNewline(fc)) {
          const msg = "Flow end indicator should be more indented than parent";
          onError(end, "BAD_INDENT", msg, true);
        }
      }
    }
    exports.flowIndentCheck = flowIndentCheck;
  }
});

// node_modules/yaml/dist/compose/util-map-includes.js
var require_util_map_includes = __commonJS({
  "node_modules/yaml/dist/compose/util-map-includes.js"(exports) {
    "use strict";
    var identity = require_identity();
    function mapIncludes(ctx, items, search) {
      const { uniqueKeys } = ctx.options;
      if (uniqueKeys === false)
        return false;
      const isEqual = typeof uniqueKeys === "function" ? uniqueKeys : (a, b) => a === b || identity.isScalar(a) && identity.isScalar(b) && a.value === b.value;
      return items.some((pair) => isEqual(pair.key, search));
    }
    exports.mapIncludes = mapIncludes;
  }
});

// node_modules/yaml/dist/compose/resolve-block-map.js
var require_resolve_block_map = __commonJS({
  "node_modules/yaml/dist/compose/resolve-block-map.js"(exports) {
    "use strict";
    var Pair = require_Pair();
    var YAMLMap = require_YAMLMap();
    var resolveProps = require_resolve_props();
    var utilContainsNewline = require_util_contains_newline();
    var utilFlowIndentCheck = require_util_flow_indent_check();
    var utilMapIncludes = require_util_map_includes();
    var startColMsg = "All mapping items must start at the same column";
    function resolveBlockMap({ composeNode, composeEmptyNode }, ctx, bm, onError, tag) {
      const NodeClass = tag?.nodeClass ?? YAMLMap.YAMLMap;
      const map = new NodeClass(ctx.schema);
      if (ctx.atRoot)
        ctx.atRoot = false;
      let offset = bm.offset;
      let commentEnd = null;
      for (const collItem of bm.items) {
        const { start, key, sep, value } = collItem;
        const keyProps = resolveProps.resolveProps(start, {
          indicator: "explicit-key-ind",
          next: key ?? sep?.[0],
          offset,
          onError,
          parentIndent: bm.indent,
          startOnNewline: true
        });
        const implicitKey = !keyProps.found;
        if (implicitKey) {
          if (key) {
            if (key.type === "block-seq")
              onError(offset, "BLOCK_AS_IMPLICIT_KEY", "A block sequence may not be used as an implicit map key");
            else if ("indent" in key && key.indent !== bm.indent)
              onError(offset, "BAD_INDENT", startColMsg);
          }
          if (!keyProps.anchor && !keyProps.tag && !sep) {
            commentEnd = keyProps.end;
            if (keyProps.comment) {
              if (map.comment)
                map.comment += "\n" + keyProps.comment;
              else
                map.comment = keyProps.comment;
            }
            continue;
          }
          if (keyProps.newlineAfterProp || utilContainsNewline.containsNewline(key)) {
            onError(key ?? start[start.length - 1], "MULTILINE_IMPLICIT_KEY", "Implicit keys need to be on a single line");
          }
        } else if (keyProps.found?.indent !== bm.indent) {
          onError(offset, "BAD_INDENT", startColMsg);
        }
        ctx.atKey = true;
        const keyStart = keyProps.end;
        const keyNode = key ? composeNode(ctx, key, keyProps, onError) : composeEmptyNode(ctx, keyStart, start, null, keyProps, onError);
        if (ctx.schema.compat)
          utilFlowIndentCheck.flowIndentCheck(bm.indent, key, onError);
        ctx.atKey = false;
        if (utilMapIncludes.mapIncludes(ctx, map.items, keyNode))
          onError(keyStart, "DUPLICATE_KEY", "Map keys must be unique");
        const valueProps = resolveProps.resolveProps(sep ?? [], {
          indicator: "map-value-ind",
          next: value,
          offset: keyNode.range[2],
          onError,
          parentIndent: bm.indent,
          startOnNewline: !key || key.type === "block-scalar"
        });
        offset = valueProps.end;
        if (valueProps.found) {
          if (implicitKey) {
            if (value?.type === "block-map" && !valueProps.hasNewline)
              onError(offset, "BLOCK_AS_IMPLICIT_KEY", "Nested mappings are not allowed in compact mappings");
            if (ctx.options.strict && keyProps.start < valueProps.found.offset - 1024)
              onError(keyNode.range, "KEY_OVER_1024_CHARS", "The : indicator must be at most 1024 chars after the start of an implicit block mapping key");
          }
          const valueNode = value ? composeNode(ctx, value, valueProps, onError) : composeEmptyNode(ctx, offset, sep, null, valueProps, onError);
          if (ctx.schema.compat)
            utilFlowIndentCheck.flowIndentCheck(bm.indent, value, onError);
          offset = valueNode.range[2];
          const pair = new Pair.Pair(keyNode, valueNode);
          if (ctx.options.keepSourceTokens)
            pair.srcToken = collItem;
          map.items.push(pair);
        } else {
          if (implicitKey)
            onError(keyNode.range, "MISSING_CHAR", "Implicit map keys need to be followed by map values");
          if (valueProps.comment) {
            if (keyNode.comment)
              keyNode.comment += "\n" + valueProps.comment;
            else
              keyNode.comment = valueProps.comment;
          }
          const pair = new Pair.Pair(keyNode);
          if (ctx.options.keepSourceTokens)
            pair.srcToken = collItem;
          map.items.push(pair);
        }
      }
      if (commentEnd && commentEnd < offset)
        onError(commentEnd, "IMPOSSIBLE", "Map comment with trailing content");
      map.range = [bm.offset, offset, commentEnd ?? offset];
      return map;
    }
    exports.resolveBlockMap = resolveBlockMap;
  }
});

// node_modules/yaml/dist/compose/resolve-block-seq.js
var require_resolve_block_seq = __commonJS({
  "node_modules/yaml/dist/compose/resolve-block-seq.js"(exports) {
    "use strict";
    var YAMLSeq = require_YAMLSeq();
    var resolveProps = require_resolve_props();
    var utilFlowIndentCheck = require_util_flow_indent_check();
    function resolveBlockSeq({ composeNode, composeEmptyNode }, ctx, bs, onError, tag) {
      const NodeClass = tag?.nodeClass ?? YAMLSeq.YAMLSeq;
      const seq = new NodeClass(ctx.schema);
      if (ctx.atRoot)
        ctx.atRoot = false;
      if (ctx.atKey)
        ctx.atKey = false;
      let offset = bs.offset;
      let commentEnd = null;
      for (const { start, value } of bs.items) {
        const props = resolveProps.resolveProps(start, {
          indicator: "seq-item-ind",
          next: value,
          offset,
          onError,
          parentIndent: bs.indent,
          startOnNewline: true
        });
        if (!props.found) {
          if (props.anchor || props.tag || value) {
            if (value?.type === "block-seq")
              onError(props.end, "BAD_INDENT", "All sequence items must start at the same column");
            else
              onError(offset, "MISSING_CHAR", "Sequence item without - indicator");
          } else {
            commentEnd = props.end;
            if (props.comment)
              seq.comment = props.comment;
            continue;
          }
        }
        const node = value ? composeNode(ctx, value, props, onError) : composeEmptyNode(ctx, props.end, start, null, props, onError);
        if (ctx.schema.compat)
          utilFlowIndentCheck.flowIndentCheck(bs.indent, value, onError);
        offset = node.range[2];
        seq.items.push(node);
      }
      seq.range = [bs.offset, offset, commentEnd ?? offset];
      return seq;
    }
    exports.resolveBlockSeq = resolveBlockSeq;
  }
});

// node_modules/yaml/dist/compose/resolve-end.js
var require_resolve_end = __commonJS({
  "node_modules/yaml/dist/compose/resolve-end.js"(exports) {
    "use strict";
    function resolveEnd(end, offset, reqSpace, onError) {
      let comment = "";
      if (end) {
        let hasSpace = false;
        let sep = "";
        for (const token of end) {
          const { source, type } = token;
          switch (type) {
            case "space":
              hasSpace = true;
              break;
            case "comment": {
              if (reqSpace && !hasSpace)
                onError(token, "MISSING_CHAR", "Comments must be separated from other tokens by white space characters");
              const cb = source.substring(1) || " ";
              if (!comment)
                comment = cb;
              else
                comment += sep + cb;
              sep = "";
              break;
            }
            case "newline":
              if (comment)
                sep += source;
              hasSpace = true;
              break;
            default:
              onError(token, "UNEXPECTED_TOKEN", `Unexpected ${type} at node end`);
          }
          offset += source.length;
        }
      }
      return { comment, offset };
    }
    exports.resolveEnd = resolveEnd;
  }
});

// node_modules/yaml/dist/compose/resolve-flow-collection.js
var require_resolve_flow_collection = __commonJS({
  "node_modules/yaml/dist/compose/resolve-flow-collection.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Pair = require_Pair();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var resolveEnd = require_resolve_end();
    var resolveProps = require_resolve_props();
    var utilContainsNewline = require_util_contains_newline();
    var utilMapIncludes = require_util_map_includes();
    var blockMsg = "Block collections are not allowed within flow collections";
    var isBlock = (token) => token && (token.type === "block-map" || token.type === "block-seq");
    function resolveFlowCollection({ composeNode, composeEmptyNode }, ctx, fc, onError, tag) {
      const isMap = fc.start.source === "{";
      const fcName = isMap ? "flow map" : "flow sequence";
      const NodeClass = tag?.nodeClass ?? (isMap ? YAMLMap.YAMLMap : YAMLSeq.YAMLSeq);
      const coll = new NodeClass(ctx.schema);
      coll.flow = true;
      const atRoot = ctx.atRoot;
      if (atRoot)
        ctx.atRoot = false;
      if (ctx.atKey)
        ctx.atKey = false;
      let offset = fc.offset + fc.start.source.length;
      for (let i = 0; i < fc.items.length; ++i) {
        const collItem = fc.items[i];
        const { start, key, sep, value } = collItem;
        const props = resolveProps.resolveProps(start, {
          flow: fcName,
          indicator: "explicit-key-ind",
          next: key ?? sep?.[0],
          offset,
          onError,
          parentIndent: fc.indent,
          startOnNewline: false
        });
        if (!props.found) {
          if (!props.anchor && !props.tag && !sep && !value) {
            if (i === 0 && props.comma)
              onError(props.comma, "UNEXPECTED_TOKEN", `Unexpected , in ${fcName}`);
            else if (i < fc.items.length - 1)
              onError(props.start, "UNEXPECTED_TOKEN", `Unexpected empty item in ${fcName}`);
            if (props.comment) {
              if (coll.comment)
                coll.comment += "\n" + props.comment;
              else
                coll.comment = props.comment;
            }
            offset = props.end;
            continue;
          }
          if (!isMap && ctx.options.strict && utilContainsNewline.containsNewline(key))
            onError(
              key,
              // checked by containsNewline()
              "MULTILINE_IMPLICIT_KEY",
              "Implicit keys of flow sequence pairs need to be on a single line"
            );
        }
        if (i === 0) {
          if (props.comma)
            onError(props.comma, "UNEXPECTED_TOKEN", `Unexpected , in ${fcName}`);
        } else {
          if (!props.comma)
            onError(props.start, "MISSING_CHAR", `Missing , between ${fcName} items`);
          if (props.comment) {
            let prevItemComment = "";
            loop: for (const st of start) {
              switch (st.type) {
                case "comma":
                case "space":
                  break;
                case "comment":
                  prevItemComment = st.source.substring(1);
                  break loop;
                default:
                  break loop;
              }
            }
            if (prevItemComment) {
              let prev = coll.items[coll.items.length - 1];
              if (identity.isPair(prev))
                prev = prev.value ?? prev.key;
              if (prev.comment)
                prev.comment += "\n" + prevItemComment;
              else
                prev.comment = prevItemComment;
              props.comment = props.comment.substring(prevItemComment.length + 1);
            }
          }
        }
        if (!isMap && !sep && !props.found) {
          const valueNode = value ? composeNode(ctx, value, props, onError) : composeEmptyNode(ctx, props.end, sep, null, props, onError);
          coll.items.push(valueNode);
          offset = valueNode.range[2];
          if (isBlock(value))
            onError(valueNode.range, "BLOCK_IN_FLOW", blockMsg);
        } else {
          ctx.atKey = true;
          const keyStart = props.end;
          const keyNode = key ? composeNode(ctx, key, props, onError) : composeEmptyNode(ctx, keyStart, start, null, props, onError);
          if (isBlock(key))
            onError(keyNode.range, "BLOCK_IN_FLOW", blockMsg);
          ctx.atKey = false;
          const valueProps = resolveProps.resolveProps(sep ?? [], {
            flow: fcName,
            indicator: "map-value-ind",
            next: value,
            offset: keyNode.range[2],
            onError,
            parentIndent: fc.indent,
            startOnNewline: false
          });
          if (valueProps.found) {
            if (!isMap && !props.found && ctx.options.strict) {
              if (sep)
                for (const st of sep) {
                  if (st === valueProps.found)
                    break;
                  if (st.type === "newline") {
                    onError(st, "MULTILINE_IMPLICIT_KEY", "Implicit keys of flow sequence pairs need to be on a single line");
                    break;
                  }
                }
              if (props.start < valueProps.found.offset - 1024)
                onError(valueProps.found, "KEY_OVER_1024_CHARS", "The : indicator must be at most 1024 chars after the start of an implicit flow sequence key");
            }
          } else if (value) {
            if ("source" in value && value.source?.[0] === ":")
              onError(value, "MISSING_CHAR", `Missing space after : in ${fcName}`);
            else
              onError(valueProps.start, "MISSING_CHAR", `Missing , or : between ${fcName} items`);
          }
          const valueNode = value ? composeNode(ctx, value, valueProps, onError) : valueProps.found ? composeEmptyNode(ctx, valueProps.end, sep, null, valueProps, onError) : null;
          if (valueNode) {
            if (isBlock(value))
              onError(valueNode.range, "BLOCK_IN_FLOW", blockMsg);
          } else if (valueProps.comment) {
            if (keyNode.comment)
              keyNode.comment += "\n" + valueProps.comment;
            else
              keyNode.comment = valueProps.comment;
          }
          const pair = new Pair.Pair(keyNode, valueNode);
          if (ctx.options.keepSourceTokens)
            pair.srcToken = collItem;
          if (isMap) {
            const map = coll;
            if (utilMapIncludes.mapIncludes(ctx, map.items, keyNode))
              onError(keyStart, "DUPLICATE_KEY", "Map keys must be unique");
            map.items.push(pair);
          } else {
            const map = new YAMLMap.YAMLMap(ctx.schema);
            map.flow = true;
            map.items.push(pair);
            const endRange = (valueNode ?? keyNode).range;
            map.range = [keyNode.range[0], endRange[1], endRange[2]];
            coll.items.push(map);
          }
          offset = valueNode ? valueNode.range[2] : valueProps.end;
        }
      }
      const expectedEnd = isMap ? "}" : "]";
      const [ce, ...ee] = fc.end;
      let cePos = offset;
      if (ce?.source === expectedEnd)
        cePos = ce.offset + ce.source.length;
      else {
        const name = fcName[0].toUpperCase() + fcName.substring(1);
        const msg = atRoot ? `${name} must end with a ${expectedEnd}` : `${name} in block collection must be sufficiently indented and end with a ${expectedEnd}`;
        onError(offset, atRoot ? "MISSING_CHAR" : "BAD_INDENT", msg);
        if (ce && ce.source.length !== 1)
          ee.unshift(ce);
      }
      if (ee.length > 0) {
        const end = resolveEnd.resolveEnd(ee, cePos, ctx.options.strict, onError);
        if (end.comment) {
          if (coll.comment)
            coll.comment += "\n" + end.comment;
          else
            coll.comment = end.comment;
        }
        coll.range = [fc.offset, cePos, end.offset];
      } else {
        coll.range = [fc.offset, cePos, cePos];
      }
      return coll;
    }
    exports.resolveFlowCollection = resolveFlowCollection;
  }
});

// node_modules/yaml/dist/compose/compose-collection.js
var require_compose_collection = __commonJS({
  "node_modules/yaml/dist/compose/compose-collection.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Scalar = require_Scalar();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var resolveBlockMap = require_resolve_block_map();
    var resolveBlockSeq = require_resolve_block_seq();
    var resolveFlowCollection = require_resolve_flow_collection();
    function resolveCollection(CN, ctx, token, onError, tagName, tag) {
      const coll = token.type === "block-map" ? resolveBlockMap.resolveBlockMap(CN, ctx, token, onError, tag) : token.type === "block-seq" ? resolveBlockSeq.resolveBlockSeq(CN, ctx, token, onError, tag) : resolveFlowCollection.resolveFlowCollection(CN, ctx, token, onError, tag);
      const Coll = coll.constructor;
      if (tagName === "!" || tagName === Coll.tagName) {
        coll.tag = Coll.tagName;
        return coll;
      }
      if (tagName)
        coll.tag = tagName;
      return coll;
    }
    function composeCollection(CN, ctx, token, props, onError) {
      const tagToken = props.tag;
      const tagName = !tagToken ? null : ctx.directives.tagName(tagToken.source, (msg) => onError(tagToken, "TAG_RESOLVE_FAILED", msg));
      if (token.type === "block-seq") {
        const { anchor, newlineAfterProp: nl } = props;
        const lastProp = anchor && tagToken ? anchor.offset > tagToken.offset ? anchor : tagToken : anchor ?? tagToken;
        if (lastProp && (!nl || nl.offset < lastProp.offset)) {
          const message = "Missing newline after block sequence props";
          onError(lastProp, "MISSING_CHAR", message);
        }
      }
      const expType = token.type === "block-map" ? "map" : token.type === "block-seq" ? "seq" : token.start.source === "{" ? "map" : "seq";
      if (!tagToken || !tagName || tagName === "!" || tagName === YAMLMap.YAMLMap.tagName && expType === "map" || tagName === YAMLSeq.YAMLSeq.tagName && expType === "seq") {
        return resolveCollection(CN, ctx, token, onError, tagName);
      }
      let tag = ctx.schema.tags.find((t) => t.tag === tagName && t.collection === expType);
      if (!tag) {
        const kt = ctx.schema.knownTags[tagName];
        if (kt?.collection === expType) {
          ctx.schema.tags.push(Object.assign({}, kt, { default: false }));
          tag = kt;
        } else {
          if (kt) {
            onError(tagToken, "BAD_COLLECTION_TYPE", `${kt.tag} used for ${expType} collection, but expects ${kt.collection ?? "scalar"}`, true);
          } else {
            onError(tagToken, "TAG_RESOLVE_FAILED", `Unresolved tag: ${tagName}`, true);
          }
          return resolveCollection(CN, ctx, token, onError, tagName);
        }
      }
      const coll = resolveCollection(CN, ctx, token, onError, tagName, tag);
      const res = tag.resolve?.(coll, (msg) => onError(tagToken, "TAG_RESOLVE_FAILED", msg), ctx.options) ?? coll;
      const node = identity.isNode(res) ? res : new Scalar.Scalar(res);
      node.range = coll.range;
      node.tag = tagName;
      if (tag?.format)
        node.format = tag.format;
      return node;
    }
    exports.composeCollection = composeCollection;
  }
});

// node_modules/yaml/dist/compose/resolve-block-scalar.js
var require_resolve_block_scalar = __commonJS({
  "node_modules/yaml/dist/compose/resolve-block-scalar.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    function resolveBlockScalar(ctx, scalar, onError) {
      const start = scalar.offset;
      const header = parseBlockScalarHeader(scalar, ctx.options.strict, onError);
      if (!header)
        return { value: "", type: null, comment: "", range: [start, start, start] };
      const type = header.mode === ">" ? Scalar.Scalar.BLOCK_FOLDED : Scalar.Scalar.BLOCK_LITERAL;
      const lines = scalar.source ? splitLines(scalar.source) : [];
      let chompStart = lines.length;
      for (let i = lines.length - 1; i >= 0; --i) {
        const content = lines[i][1];
        if (content === "" || content === "\r")
          chompStart = i;
        else
          break;
      }
      if (chompStart === 0) {
        const value2 = header.chomp === "+" && lines.length > 0 ? "\n".repeat(Math.max(1, lines.length - 1)) : "";
        let end2 = start + header.length;
        if (scalar.source)
          end2 += scalar.source.length;
        return { value: value2, type, comment: header.comment, range: [start, end2, end2] };
      }
      let trimIndent = scalar.indent + header.indent;
      let offset = scalar.offset + header.length;
      let contentStart = 0;
      for (let i = 0; i < chompStart; ++i) {
        const [indent, content] = lines[i];
        if (content === "" || content === "\r") {
          if (header.indent === 0 && indent.length > trimIndent)
            trimIndent = indent.length;
        } else {
          if (indent.length < trimIndent) {
            const message = "Block scalars with more-indented leading empty lines must use an explicit indentation indicator";
            onError(offset + indent.length, "MISSING_CHAR", message);
          }
          if (header.indent === 0)
            trimIndent = indent.length;
          contentStart = i;
          if (trimIndent === 0 && !ctx.atRoot) {
            const message = "Block scalar values in collections must be indented";
            onError(offset, "BAD_INDENT", message);
          }
          break;
        }
        offset += indent.length + content.length + 1;
      }
      for (let i = lines.length - 1; i >= chompStart; --i) {
        if (lines[i][0].length > trimIndent)
          chompStart = i + 1;
      }
      let value = "";
      let sep = "";
      let prevMoreIndented = false;
      for (let i = 0; i < contentStart; ++i)
        value += lines[i][0].slice(trimIndent) + "\n";
      for (let i = contentStart; i < chompStart; ++i) {
        let [indent, content] = lines[i];
        offset += indent.length + content.length + 1;
        const crlf = content[content.length - 1] === "\r";
        if (crlf)
          content = content.slice(0, -1);
        if (content && indent.length < trimIndent) {
          const src = header.indent ? "explicit indentation indicator" : "first line";
          const message = `Block scalar lines must not be less indented than their ${src}`;
          onError(offset - content.length - (crlf ? 2 : 1), "BAD_INDENT", message);
          indent = "";
        }
        if (type === Scalar.Scalar.BLOCK_LITERAL) {
          value += sep + indent.slice(trimIndent) + content;
          sep = "\n";
        } else if (indent.length > trimIndent || content[0] === "	") {
          if (sep === " ")
            sep = "\n";
          else if (!prevMoreIndented && sep === "\n")
            sep = "\n\n";
          value += sep + indent.slice(trimIndent) + content;
          sep = "\n";
          prevMoreIndented = true;
        } else if (content === "") {
          if (sep === "\n")
            value += "\n";
          else
            sep = "\n";
        } else {
          value += sep + content;
          sep = " ";
          prevMoreIndented = false;
        }
      }
      switch (header.chomp) {
        case "-":
          break;
        case "+":
          for (let i = chompStart; i < lines.length; ++i)
            value += "\n" + lines[i][0].slice(trimIndent);
          if (value[value.length - 1] !== "\n")
            value += "\n";
          break;
        default:
          value += "\n";
      }
      const end = start + header.length + scalar.source.length;
      return { value, type, comment: header.comment, range: [start, end, end] };
    }
    function parseBlockScalarHeader({ offset, props }, strict, onError) {
      if (props[0].type !== "block-scalar-header") {
        onError(props[0], "IMPOSSIBLE", "Block scalar header not found");
        return null;
      }
      const { source } = props[0];
      const mode = source[0];
      let indent = 0;
      let chomp = "";
      let error = -1;
      for (let i = 1; i < source.length; ++i) {
        const ch = source[i];
        if (!chomp && (ch === "-" || ch === "+"))
          chomp = ch;
        else {
          const n = Number(ch);
          if (!indent && n)
            indent = n;
          else if (error === -1)
            error = offset + i;
        }
      }
      if (error !== -1)
        onError(error, "UNEXPECTED_TOKEN", `Block scalar header includes extra characters: ${source}`);
      let hasSpace = false;
      let comment = "";
      let length = source.length;
      for (let i = 1; i < props.length; ++i) {
        const token = props[i];
        switch (token.type) {
          case "space":
            hasSpace = true;
          // fallthrough
          case "newline":
            length += token.source.length;
            break;
          case "comment":
            if (strict && !hasSpace) {
              const message = "Comments must be separated from other tokens by white space characters";
              onError(token, "MISSING_CHAR", message);
            }
            length += token.source.length;
            comment = token.source.substring(1);
            break;
          case "error":
            onError(token, "UNEXPECTED_TOKEN", token.message);
            length += token.source.length;
            break;
          /* istanbul ignore next should not happen */
          default: {
            const message = `Unexpected token in block scalar header: ${token.type}`;
            onError(token, "UNEXPECTED_TOKEN", message);
            const ts = token.source;
            if (ts && typeof ts === "string")
              length += ts.length;
          }
        }
      }
      return { mode, indent, chomp, comment, length };
    }
    function splitLines(source) {
      const split = source.split(/\n( *)/);
      const first = split[0];
      const m = first.match(/^( *)/);
      const line0 = m?.[1] ? [m[1], first.slice(m[1].length)] : ["", first];
      const lines = [line0];
      for (let i = 1; i < split.length; i += 2)
        lines.push([split[i], split[i + 1]]);
      return lines;
    }
    exports.resolveBlockScalar = resolveBlockScalar;
  }
});

// node_modules/yaml/dist/compose/resolve-flow-scalar.js
var require_resolve_flow_scalar = __commonJS({
  "node_modules/yaml/dist/compose/resolve-flow-scalar.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var resolveEnd = require_resolve_end();
    function resolveFlowScalar(scalar, strict, onError) {
      const { offset, type, source, end } = scalar;
      let _type;
      let value;
      const _onError = (rel, code, msg) => onError(offset + rel, code, msg);
      switch (type) {
        case "scalar":
          _type = Scalar.Scalar.PLAIN;
          value = plainValue(source, _onError);
          break;
        case "single-quoted-scalar":
          _type = Scalar.Scalar.QUOTE_SINGLE;
          value = singleQuotedValue(source, _onError);
          break;
        case "double-quoted-scalar":
          _type = Scalar.Scalar.QUOTE_DOUBLE;
          value = doubleQuotedValue(source, _onError);
          break;
        /* istanbul ignore next should not happen */
        default:
          onError(scalar, "UNEXPECTED_TOKEN", `Expected a flow scalar value, but found: ${type}`);
          return {
            value: "",
            type: null,
            comment: "",
            range: [offset, offset + source.length, offset + source.length]
          };
      }
      const valueEnd = offset + source.length;
      const re = resolveEnd.resolveEnd(end, valueEnd, strict, onError);
      return {
        value,
        type: _type,
        comment: re.comment,
        range: [offset, valueEnd, re.offset]
      };
    }
    function plainValue(source, onError) {
      let badChar = "";
      switch (source[0]) {
        /* istanbul ignore next should not happen */
        case "	":
          badChar = "a tab character";
          break;
        case ",":
          badChar = "flow indicator character ,";
          break;
        case "%":
          badChar = "directive indicator character %";
          break;
        case "|":
        case ">": {
          badChar = `block scalar indicator ${source[0]}`;
          break;
        }
        case "@":
        case "`": {
          badChar = `reserved character ${source[0]}`;
          break;
        }
      }
      if (badChar)
        onError(0, "BAD_SCALAR_START", `Plain value cannot start with ${badChar}`);
      return unfoldLines(source);
    }
    function singleQuotedValue(source, onError) {
      if (source[source.length - 1] !== "'" || source.length === 1)
        onError(source.length, "MISSING_CHAR", "Missing closing 'quote");
      return unfoldLines(source.slice(1, -1)).replace(/''/g, "'");
    }
    function unfoldLines(source) {
      const line = /(.*?)\r?\n/sy;
      let match = line.exec(source);
      if (!match)
        return source;
      let trimEnd, trimBoth;
      try {
        trimEnd = new RegExp("(?<![ 	])[ 	]+$");
        trimBoth = new RegExp("^[ 	]+|(?<![ 	])[ 	]+$", "g");
      } catch {
        trimEnd = /[ \t]+$/;
        trimBoth = /^[ \t]+|[ \t]+$/g;
      }
      let res = match[1].replace(trimEnd, "");
      let sep = " ";
      let pos = line.lastIndex;
      while (match = line.exec(source)) {
        const lm = match[1].replace(trimBoth, "");
        if (lm === "") {
          if (sep === "\n")
            res += sep;
          else
            sep = "\n";
        } else {
          res += sep + lm;
          sep = " ";
        }
        pos = line.lastIndex;
      }
      const last = /[ \t]*(.*)/sy;
      last.lastIndex = pos;
      match = last.exec(source);
      return res + sep + (match?.[1] ?? "");
    }
    function doubleQuotedValue(source, onError) {
      let res = "";
      for (let i = 1; i < source.length - 1; ++i) {
        const ch = source[i];
        if (ch === "\r" && source[i + 1] === "\n")
          continue;
        if (ch === "\n") {
          const { fold, offset } = foldNewline(source, i);
          res += fold;
          i = offset;
        } else if (ch === "\\") {
          let next = source[++i];
          const cc = escapeCodes[next];
          if (cc)
            res += cc;
          else if (next === "\n") {
            next = source[i + 1];
            while (next === " " || next === "	")
              next = source[++i + 1];
          } else if (next === "\r" && source[i + 1] === "\n") {
            next = source[++i + 1];
            while (next === " " || next === "	")
              next = source[++i + 1];
          } else if (next === "x" || next === "u" || next === "U") {
            const length = next === "x" ? 2 : next === "u" ? 4 : 8;
            res += parseCharCode(source, i + 1, length, onError);
            i += length;
          } else {
            const raw = source.substr(i - 1, 2);
            onError(i - 1, "BAD_DQ_ESCAPE", `Invalid escape sequence ${raw}`);
            res += raw;
          }
        } else if (ch === " " || ch === "	") {
          const wsStart = i;
          let next = source[i + 1];
          while (next === " " || next === "	")
            next = source[++i + 1];
          if (next !== "\n" && !(next === "\r" && source[i + 2] === "\n"))
            res += i > wsStart ? source.slice(wsStart, i + 1) : ch;
        } else {
          res += ch;
        }
      }
      if (source[source.length - 1] !== '"' || source.length === 1)
        onError(source.length, "MISSING_CHAR", 'Missing closing "quote');
      return res;
    }
    function foldNewline(source, offset) {
      let fold = "";
      let ch = source[offset + 1];
      while (ch === " " || ch === "	" || ch === "\n" || ch === "\r") {
        if (ch === "\r" && source[offset + 2] !== "\n")
          break;
        if (ch === "\n")
          fold += "\n";
        offset += 1;
        ch = source[offset + 1];
      }
      if (!fold)
        fold = " ";
      return { fold, offset };
    }
    var escapeCodes = {
      "0": "\0",
      // null character
      a: "\x07",
      // bell character
      b: "\b",
      // backspace
      e: "\x1B",
      // escape character
      f: "\f",
      // form feed
      n: "\n",
      // line feed
      r: "\r",
      // carriage return
      t: "	",
      // horizontal tab
      v: "\v",
      // vertical tab
      N: "\x85",
      // Unicode next line
      _: "\xA0",
      // Unicode non-breaking space
      L: "\u2028",
      // Unicode line separator
      P: "\u2029",
      // Unicode paragraph separator
      " ": " ",
      '"': '"',
      "/": "/",
      "\\": "\\",
      "	": "	"
    };
    function parseCharCode(source, offset, length, onError) {
      const cc = source.substr(offset, length);
      const ok = cc.length === length && /^[0-9a-fA-F]+$/.test(cc);
      const code = ok ? parseInt(cc, 16) : NaN;
      try {
        return String.fromCodePoint(code);
      } catch {
        const raw = source.substr(offset - 2, length + 2);
        onError(offset - 2, "BAD_DQ_ESCAPE", `Invalid escape sequence ${raw}`);
        return raw;
      }
    }
    exports.resolveFlowScalar = resolveFlowScalar;
  }
});

// node_modules/yaml/dist/compose/compose-scalar.js
var require_compose_scalar = __commonJS({
  "node_modules/yaml/dist/compose/compose-scalar.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Scalar = require_Scalar();
    var resolveBlockScalar = require_resolve_block_scalar();
    var resolveFlowScalar = require_resolve_flow_scalar();
    function composeScalar(ctx, token, tagToken, onError) {
      const { value, type, comment, range } = token.type === "block-scalar" ? resolveBlockScalar.resolveBlockScalar(ctx, token, onError) : resolveFlowScalar.resolveFlowScalar(token, ctx.options.strict, onError);
      const tagName = tagToken ? ctx.directives.tagName(tagToken.source, (msg) => onError(tagToken, "TAG_RESOLVE_FAILED", msg)) : null;
      let tag;
      if (ctx.options.stringKeys && ctx.atKey) {
        tag = ctx.schema[identity.SCALAR];
      } else if (tagName)
        tag = findScalarTagByName(ctx.schema, value, tagName, tagToken, onError);
      else if (token.type === "scalar")
        tag = findScalarTagByTest(ctx, value, token, onError);
      else
        tag = ctx.schema[identity.SCALAR];
      let scalar;
      try {
        const res = tag.resolve(value, (msg) => onError(tagToken ?? token, "TAG_RESOLVE_FAILED", msg), ctx.options);
        scalar = identity.isScalar(res) ? res : new Scalar.Scalar(res);
      } catch (error) {
        const msg = error instanceof Error ? error.message : String(error);
        onError(tagToken ?? token, "TAG_RESOLVE_FAILED", msg);
        scalar = new Scalar.Scalar(value);
      }
      scalar.range = range;
      scalar.source = value;
      if (type)
        scalar.type = type;
      if (tagName)
        scalar.tag = tagName;
      if (tag.format)
        scalar.format = tag.format;
      if (comment)
        scalar.comment = comment;
      return scalar;
    }
    function findScalarTagByName(schema, value, tagName, tagToken, onError) {
      if (tagName === "!")
        return schema[identity.SCALAR];
      const matchWithTest = [];
      for (const tag of schema.tags) {
        if (!tag.collection && tag.tag === tagName) {
          if (tag.default && tag.test)
            matchWithTest.push(tag);
          else
            return tag;
        }
      }
      for (const tag of matchWithTest)
        if (tag.test?.test(value))
          return tag;
      const kt = schema.knownTags[tagName];
      if (kt && !kt.collection) {
        schema.tags.push(Object.assign({}, kt, { default: false, test: void 0 }));
        return kt;
      }
      onError(tagToken, "TAG_RESOLVE_FAILED", `Unresolved tag: ${tagName}`, tagName !== "tag:yaml.org,2002:str");
      return schema[identity.SCALAR];
    }
    function findScalarTagByTest({ atKey, directives, schema }, value, token, onError) {
      const tag = schema.tags.find((tag2) => (tag2.default === true || atKey && tag2.default === "key") && tag2.test?.test(value)) || schema[identity.SCALAR];
      if (schema.compat) {
        const compat = schema.compat.find((tag2) => tag2.default && tag2.test?.test(value)) ?? schema[identity.SCALAR];
        if (tag.tag !== compat.tag) {
          const ts = directives.tagString(tag.tag);
          const cs = directives.tagString(compat.tag);
          const msg = `Value may be parsed as either ${ts} or ${cs}`;
          onError(token, "TAG_RESOLVE_FAILED", msg, true);
        }
      }
      return tag;
    }
    exports.composeScalar = composeScalar;
  }
});

// node_modules/yaml/dist/compose/util-empty-scalar-position.js
var require_util_empty_scalar_position = __commonJS({
  "node_modules/yaml/dist/compose/util-empty-scalar-position.js"(exports) {
    "use strict";
    function emptyScalarPosition(offset, before, pos) {
      if (before) {
        pos ?? (pos = before.length);
        for (let i = pos - 1; i >= 0; --i) {
          let st = before[i];
          switch (st.type) {
            case "space":
            case "comment":
            case "newline":
              offset -= st.source.length;
              continue;
          }
          st = before[++i];
          while (st?.type === "space") {
            offset += st.source.length;
            st = before[++i];
          }
          break;
        }
      }
      return offset;
    }
    exports.emptyScalarPosition = emptyScalarPosition;
  }
});

// node_modules/yaml/dist/compose/compose-node.js
var require_compose_node = __commonJS({
  "node_modules/yaml/dist/compose/compose-node.js"(exports) {
    "use strict";
    var Alias = require_Alias();
    var identity = require_identity();
    var composeCollection = require_compose_collection();
    var composeScalar = require_compose_scalar();
    var resolveEnd = require_resolve_end();
    var utilEmptyScalarPosition = require_util_empty_scalar_position();
    var CN = { composeNode, composeEmptyNode };
    function composeNode(ctx, token, props, onError) {
      const atKey = ctx.atKey;
      const { spaceBefore, comment, anchor, tag } = props;
      let node;
      let isSrcToken = true;
      switch (token.type) {
        case "alias":
          node = composeAlias(ctx, token, onError);
          if (anchor || tag)
            onError(token, "ALIAS_PROPS", "An alias node must not specify any properties");
          break;
        case "scalar":
        case "single-quoted-scalar":
        case "double-quoted-scalar":
        case "block-scalar":
          node = composeScalar.composeScalar(ctx, token, tag, onError);
          if (anchor)
            node.anchor = anchor.source.substring(1);
          break;
        case "block-map":
        case "block-seq":
        case "flow-collection":
          try {
            node = composeCollection.composeCollection(CN, ctx, token, props, onError);
            if (anchor)
              node.anchor = anchor.source.substring(1);
          } catch (error) {
            const message = error instanceof Error ? error.message : String(error);
            onError(token, "RESOURCE_EXHAUSTION", message);
          }
          break;
        default: {
          const message = token.type === "error" ? token.message : `Unsupported token (type: ${token.type})`;
          onError(token, "UNEXPECTED_TOKEN", message);
          isSrcToken = false;
        }
      }
      node ?? (node = composeEmptyNode(ctx, token.offset, void 0, null, props, onError));
      if (anchor && node.anchor === "")
        onError(anchor, "BAD_ALIAS", "Anchor cannot be an empty string");
      if (atKey && ctx.options.stringKeys && (!identity.isScalar(node) || typeof node.value !== "string" || node.tag && node.tag !== "tag:yaml.org,2002:str")) {
        const msg = "With stringKeys, all keys must be strings";
        onError(tag ?? token, "NON_STRING_KEY", msg);
      }
      if (spaceBefore)
        node.spaceBefore = true;
      if (comment) {
        if (token.type === "scalar" && token.source === "")
          node.comment = comment;
        else
          node.commentBefore = comment;
      }
      if (ctx.options.keepSourceTokens && isSrcToken)
        node.srcToken = token;
      return node;
    }
    function composeEmptyNode(ctx, offset, before, pos, { spaceBefore, comment, anchor, tag, end }, onError) {
      const token = {
        type: "scalar",
        offset: utilEmptyScalarPosition.emptyScalarPosition(offset, before, pos),
        indent: -1,
        source: ""
      };
      const node = composeScalar.composeScalar(ctx, token, tag, onError);
      if (anchor) {
        node.anchor = anchor.source.substring(1);
        if (node.anchor === "")
          onError(anchor, "BAD_ALIAS", "Anchor cannot be an empty string");
      }
      if (spaceBefore)
        node.spaceBefore = true;
      if (comment) {
        node.comment = comment;
        node.range[2] = end;
      }
      return node;
    }
    function composeAlias({ options }, { offset, source, end }, onError) {
      const alias = new Alias.Alias(source.substring(1));
      if (alias.source === "")
        onError(offset, "BAD_ALIAS", "Alias cannot be an empty string");
      if (alias.source.endsWith(":"))
        onError(offset + source.length - 1, "BAD_ALIAS", "Alias ending in : is ambiguous", true);
      const valueEnd = offset + source.length;
      const re = resolveEnd.resolveEnd(end, valueEnd, options.strict, onError);
      alias.range = [offset, valueEnd, re.offset];
      if (re.comment)
        alias.comment = re.comment;
      return alias;
    }
    exports.composeEmptyNode = composeEmptyNode;
    exports.composeNode = composeNode;
  }
});

// node_modules/yaml/dist/compose/compose-doc.js
var require_compose_doc = __commonJS({
  "node_modules/yaml/dist/compose/compose-doc.js"(exports) {
    "use strict";
    var Document = require_Document();
    var composeNode = require_compose_node();
    var resolveEnd = require_resolve_end();
    var resolveProps = require_resolve_props();
    function composeDoc(options, directives, { offset, start, value, end }, onError) {
      const opts = Object.assign({ _directives: directives }, options);
      const doc = new Document.Document(void 0, opts);
      const ctx = {
        atKey: false,
        atRoot: true,
        directives: doc.directives,
        options: doc.options,
        schema: doc.schema
      };
      const props = resolveProps.resolveProps(start, {
        indicator: "doc-start",
        next: value ?? end?.[0],
        offset,
        onError,
        parentIndent: 0,
        startOnNewline: true
      });
      if (props.found) {
        doc.directives.docStart = true;
        if (value && (value.type === "block-map" || value.type === "block-seq") && !props.hasNewline)
          onError(props.end, "MISSING_CHAR", "Block collection cannot start on same line with directives-end marker");
      }
      doc.contents = value ? composeNode.composeNode(ctx, value, props, onError) : composeNode.composeEmptyNode(ctx, props.end, start, null, props, onError);
      const contentEnd = doc.contents.range[2];
      const re = resolveEnd.resolveEnd(end, contentEnd, false, onError);
      if (re.comment)
        doc.comment = re.comment;
      doc.range = [offset, contentEnd, re.offset];
      return doc;
    }
    exports.composeDoc = composeDoc;
  }
});

// node_modules/yaml/dist/compose/composer.js
var require_composer = __commonJS({
  "node_modules/yaml/dist/compose/composer.js"(exports) {
    "use strict";
    var node_process = __require("process");
    var directives = require_directives();
    var Document = require_Document();
    var errors = require_errors();
    var identity = require_identity();
    var composeDoc = require_compose_doc();
    var resolveEnd = require_resolve_end();
    function getErrorPos(src) {
      if (typeof src === "number")
        return [src, src + 1];
      if (Array.isArray(src))
        return src.length === 2 ? src : [src[0], src[1]];
      const { offset, source } = src;
      return [offset, offset + (typeof source === "string" ? source.length : 1)];
    }
    function parsePrelude(prelude) {
      let comment = "";
      let atComment = false;
      let afterEmptyLine = false;
      for (let i = 0; i < prelude.length; ++i) {
        const source = prelude[i];
        switch (source[0]) {
          case "#":
            comment += (comment === "" ? "" : afterEmptyLine ? "\n\n" : "\n") + (source.substring(1) || " ");
            atComment = true;
            afterEmptyLine = false;
            break;
          case "%":
            if (prelude[i + 1]?.[0] !== "#")
              i += 1;
            atComment = false;
            break;
          default:
            if (!atComment)
              afterEmptyLine = true;
            atComment = false;
        }
      }
      return { comment, afterEmptyLine };
    }
    var Composer = class {
      constructor(options = {}) {
        this.doc = null;
        this.atDirectives = false;
        this.prelude = [];
        this.errors = [];
        this.warnings = [];
        this.onError = (source, code, message, warning) => {
          const pos = getErrorPos(source);
          if (warning)
            this.warnings.push(new errors.YAMLWarning(pos, code, message));
          else
            this.errors.push(new errors.YAMLParseError(pos, code, message));
        };
        this.directives = new directives.Directives({ version: options.version || "1.2" });
        this.options = options;
      }
      decorate(doc, afterDoc) {
        const { comment, afterEmptyLine } = parsePrelude(this.prelude);
        if (comment) {
          const dc = doc.contents;
          if (afterDoc) {
            doc.comment = doc.comment ? `${doc.comment}
${comment}` : comment;
          } else if (afterEmptyLine || doc.directives.docStart || !dc) {
            doc.commentBefore = comment;
          } else if (identity.isCollection(dc) && !dc.flow && dc.items.length > 0) {
            let it = dc.items[0];
            if (identity.isPair(it))
              it = it.key;
            const cb = it.commentBefore;
            it.commentBefore = cb ? `${comment}
${cb}` : comment;
          } else {
            const cb = dc.commentBefore;
            dc.commentBefore = cb ? `${comment}
${cb}` : comment;
          }
        }
        if (afterDoc) {
          for (let i = 0; i < this.errors.length; ++i)
            doc.errors.push(this.errors[i]);
          for (let i = 0; i < this.warnings.length; ++i)
            doc.warnings.push(this.warnings[i]);
        } else {
          doc.errors = this.errors;
          doc.warnings = this.warnings;
        }
        this.prelude = [];
        this.errors = [];
        this.warnings = [];
      }
      /**
       * Current stream status information.
       *
       * Mostly useful at the end of input for an empty stream.
       */
      streamInfo() {
        return {
          comment: parsePrelude(this.prelude).comment,
          directives: this.directives,
          errors: this.errors,
          warnings: this.warnings
        };
      }
      /**
       * Compose tokens into documents.
       *
       * @param forceDoc - If the stream contains no document, still emit a final document including any comments and directives that would be applied to a subsequent document.
       * @param endOffset - Should be set if `forceDoc` is also set, to set the document range end and to indicate errors correctly.
       */
      *compose(tokens, forceDoc = false, endOffset = -1) {
        for (const token of tokens)
          yield* this.next(token);
        yield* this.end(forceDoc, endOffset);
      }
      /** Advance the composer by one CST token. */
      *next(token) {
        if (node_process.env.LOG_STREAM)
          console.dir(token, { depth: null });
        switch (token.type) {
          case "directive":
            this.directives.add(token.source, (offset, message, warning) => {
              const pos = getErrorPos(token);
              pos[0] += offset;
              this.onError(pos, "BAD_DIRECTIVE", message, warning);
            });
            this.prelude.push(token.source);
            this.atDirectives = true;
            break;
          case "document": {
            const doc = composeDoc.composeDoc(this.options, this.directives, token, this.onError);
            if (this.atDirectives && !doc.directives.docStart)
              this.onError(token, "MISSING_CHAR", "Missing directives-end/doc-start indicator line");
            this.decorate(doc, false);
            if (this.doc)
              yield this.doc;
            this.doc = doc;
            this.atDirectives = false;
            break;
          }
          case "byte-order-mark":
          case "space":
            break;
          case "comment":
          case "newline":
            this.prelude.push(token.source);
            break;
          case "error": {
            const msg = token.source ? `${token.message}: ${JSON.stringify(token.source)}` : token.message;
            const error = new errors.YAMLParseError(getErrorPos(token), "UNEXPECTED_TOKEN", msg);
            if (this.atDirectives || !this.doc)
              this.errors.push(error);
            else
              this.doc.errors.push(error);
            break;
          }
          case "doc-end": {
            if (!this.doc) {
              const msg = "Unexpected doc-end without preceding document";
              this.errors.push(new errors.YAMLParseError(getErrorPos(token), "UNEXPECTED_TOKEN", msg));
              break;
            }
            this.doc.directives.docEnd = true;
            const end = resolveEnd.resolveEnd(token.end, token.offset + token.source.length, this.doc.options.strict, this.onError);
            this.decorate(this.doc, true);
            if (end.comment) {
              const dc = this.doc.comment;
              this.doc.comment = dc ? `${dc}
${end.comment}` : end.comment;
            }
            this.doc.range[2] = end.offset;
            break;
          }
          default:
            this.errors.push(new errors.YAMLParseError(getErrorPos(token), "UNEXPECTED_TOKEN", `Unsupported token ${token.type}`));
        }
      }
      /**
       * Call at end of input to yield any remaining document.
       *
       * @param forceDoc - If the stream contains no document, still emit a final document including any comments and directives that would be applied to a subsequent document.
       * @param endOffset - Should be set if `forceDoc` is also set, to set the document range end and to indicate errors correctly.
       */
      *end(forceDoc = false, endOffset = -1) {
        if (this.doc) {
          this.decorate(this.doc, true);
          yield this.doc;
          this.doc = null;
        } else if (forceDoc) {
          const opts = Object.assign({ _directives: this.directives }, this.options);
          const doc = new Document.Document(void 0, opts);
          if (this.atDirectives)
            this.onError(endOffset, "MISSING_CHAR", "Missing directives-end indicator line");
          doc.range = [0, endOffset, endOffset];
          this.decorate(doc, false);
          yield doc;
        }
      }
    };
    exports.Composer = Composer;
  }
});

// node_modules/yaml/dist/parse/cst-scalar.js
var require_cst_scalar = __commonJS({
  "node_modules/yaml/dist/parse/cst-scalar.js"(exports) {
    "use strict";
    var resolveBlockScalar = require_resolve_block_scalar();
    var resolveFlowScalar = require_resolve_flow_scalar();
    var errors = require_errors();
    var stringifyString = require_stringifyString();
    function resolveAsScalar(token, strict = true, onError) {
      if (token) {
        const _onError = (pos, code, message) => {
          const offset = typeof pos === "number" ? pos : Array.isArray(pos) ? pos[0] : pos.offset;
          if (onError)
            onError(offset, code, message);
          else
            throw new errors.YAMLParseError([offset, offset + 1], code, message);
        };
        switch (token.type) {
          case "scalar":
          case "single-quoted-scalar":
          case "double-quoted-scalar":
            return resolveFlowScalar.resolveFlowScalar(token, strict, _onError);
          case "block-scalar":
            return resolveBlockScalar.resolveBlockScalar({ options: { strict } }, token, _onError);
        }
      }
      return null;
    }
    function createScalarToken(value, context) {
      const { implicitKey = false, indent, inFlow = false, offset = -1, type = "PLAIN" } = context;
      const source = stringifyString.stringifyString({ type, value }, {
        implicitKey,
        indent: indent > 0 ? " ".repeat(indent) : "",
        inFlow,
        options: { blockQuote: true, lineWidth: -1 }
      });
      const end = context.end ?? [
        { type: "newline", offset: -1, indent, source: "\n" }
      ];
      switch (source[0]) {
        case "|":
        case ">": {
          const he = source.indexOf("\n");
          const head2 = source.substring(0, he);
          const body = source.substring(he + 1) + "\n";
          const props = [
            { type: "block-scalar-header", offset, indent, source: head2 }
          ];
          if (!addEndtoBlockProps(props, end))
            props.push({ type: "newline", offset: -1, indent, source: "\n" });
          return { type: "block-scalar", offset, indent, props, source: body };
        }
        case '"':
          return { type: "double-quoted-scalar", offset, indent, source, end };
        case "'":
          return { type: "single-quoted-scalar", offset, indent, source, end };
        default:
          return { type: "scalar", offset, indent, source, end };
      }
    }
    function setScalarValue(token, value, context = {}) {
      let { afterKey = false, implicitKey = false, inFlow = false, type } = context;
      let indent = "indent" in token ? token.indent : null;
      if (afterKey && typeof indent === "number")
        indent += 2;
      if (!type)
        switch (token.type) {
          case "single-quoted-scalar":
            type = "QUOTE_SINGLE";
            break;
          case "double-quoted-scalar":
            type = "QUOTE_DOUBLE";
            break;
          case "block-scalar": {
            const header = token.props[0];
            if (header.type !== "block-scalar-header")
              throw new Error("Invalid block scalar header");
            type = header.source[0] === ">" ? "BLOCK_FOLDED" : "BLOCK_LITERAL";
            break;
          }
          default:
            type = "PLAIN";
        }
      const source = stringifyString.stringifyString({ type, value }, {
        implicitKey: implicitKey || indent === null,
        indent: indent !== null && indent > 0 ? " ".repeat(indent) : "",
        inFlow,
        options: { blockQuote: true, lineWidth: -1 }
      });
      switch (source[0]) {
        case "|":
        case ">":
          setBlockScalarValue(token, source);
          break;
        case '"':
          setFlowScalarValue(token, source, "double-quoted-scalar");
          break;
        case "'":
          setFlowScalarValue(token, source, "single-quoted-scalar");
          break;
        default:
          setFlowScalarValue(token, source, "scalar");
      }
    }
    function setBlockScalarValue(token, source) {
      const he = source.indexOf("\n");
      const head2 = source.substring(0, he);
      const body = source.substring(he + 1) + "\n";
      if (token.type === "block-scalar") {
        const header = token.props[0];
        if (header.type !== "block-scalar-header")
          throw new Error("Invalid block scalar header");
        header.source = head2;
        token.source = body;
      } else {
        const { offset } = token;
        const indent = "indent" in token ? token.indent : -1;
        const props = [
          { type: "block-scalar-header", offset, indent, source: head2 }
        ];
        if (!addEndtoBlockProps(props, "end" in token ? token.end : void 0))
          props.push({ type: "newline", offset: -1, indent, source: "\n" });
        for (const key of Object.keys(token))
          if (key !== "type" && key !== "offset")
            delete token[key];
        Object.assign(token, { type: "block-scalar", indent, props, source: body });
      }
    }
    function addEndtoBlockProps(props, end) {
      if (end)
        for (const st of end)
          switch (st.type) {
            case "space":
            case "comment":
              props.push(st);
              break;
            case "newline":
              props.push(st);
              return true;
          }
      return false;
    }
    function setFlowScalarValue(token, source, type) {
      switch (token.type) {
        case "scalar":
        case "double-quoted-scalar":
        case "single-quoted-scalar":
          token.type = type;
          token.source = source;
          break;
        case "block-scalar": {
          const end = token.props.slice(1);
          let oa = source.length;
          if (token.props[0].type === "block-scalar-header")
            oa -= token.props[0].source.length;
          for (const tok of end)
            tok.offset += oa;
          delete token.props;
          Object.assign(token, { type, source, end });
          break;
        }
        case "block-map":
        case "block-seq": {
          const offset = token.offset + source.length;
          const nl = { type: "newline", offset, indent: token.indent, source: "\n" };
          delete token.items;
          Object.assign(token, { type, source, end: [nl] });
          break;
        }
        default: {
          const indent = "indent" in token ? token.indent : -1;
          const end = "end" in token && Array.isArray(token.end) ? token.end.filter((st) => st.type === "space" || st.type === "comment" || st.type === "newline") : [];
          for (const key of Object.keys(token))
            if (key !== "type" && key !== "offset")
              delete token[key];
          Object.assign(token, { type, indent, source, end });
        }
      }
    }
    exports.createScalarToken = createScalarToken;
    exports.resolveAsScalar = resolveAsScalar;
    exports.setScalarValue = setScalarValue;
  }
});

// node_modules/yaml/dist/parse/cst-stringify.js
var require_cst_stringify = __commonJS({
  "node_modules/yaml/dist/parse/cst-stringify.js"(exports) {
    "use strict";
    var stringify = (cst) => "type" in cst ? stringifyToken(cst) : stringifyItem(cst);
    function stringifyToken(token) {
      switch (token.type) {
        case "block-scalar": {
          let res = "";
          for (const tok of token.props)
            res += stringifyToken(tok);
          return res + token.source;
        }
        case "block-map":
        case "block-seq": {
          let res = "";
          for (const item of token.items)
            res += stringifyItem(item);
          return res;
        }
        case "flow-collection": {
          let res = token.start.source;
          for (const item of token.items)
            res += stringifyItem(item);
          for (const st of token.end)
            res += st.source;
          return res;
        }
        case "document": {
          let res = stringifyItem(token);
          if (token.end)
            for (const st of token.end)
              res += st.source;
          return res;
        }
        default: {
          let res = token.source;
          if ("end" in token && token.end)
            for (const st of token.end)
              res += st.source;
          return res;
        }
      }
    }
    function stringifyItem({ start, key, sep, value }) {
      let res = "";
      for (const st of start)
        res += st.source;
      if (key)
        res += stringifyToken(key);
      if (sep)
        for (const st of sep)
          res += st.source;
      if (value)
        res += stringifyToken(value);
      return res;
    }
    exports.stringify = stringify;
  }
});

// node_modules/yaml/dist/parse/cst-visit.js
var require_cst_visit = __commonJS({
  "node_modules/yaml/dist/parse/cst-visit.js"(exports) {
    "use strict";
    var BREAK = /* @__PURE__ */ Symbol("break visit");
    var SKIP = /* @__PURE__ */ Symbol("skip children");
    var REMOVE = /* @__PURE__ */ Symbol("remove item");
    function visit(cst, visitor) {
      if ("type" in cst && cst.type === "document")
        cst = { start: cst.start, value: cst.value };
      _visit(Object.freeze([]), cst, visitor);
    }
    visit.BREAK = BREAK;
    visit.SKIP = SKIP;
    visit.REMOVE = REMOVE;
    visit.itemAtPath = (cst, path) => {
      let item = cst;
      for (const [field2, index] of path) {
        const tok = item?.[field2];
        if (tok && "items" in tok) {
          item = tok.items[index];
        } else
          return void 0;
      }
      return item;
    };
    visit.parentCollection = (cst, path) => {
      const parent = visit.itemAtPath(cst, path.slice(0, -1));
      const field2 = path[path.length - 1][0];
      const coll = parent?.[field2];
      if (coll && "items" in coll)
        return coll;
      throw new Error("Parent collection not found");
    };
    function _visit(path, item, visitor) {
      let ctrl = visitor(item, path);
      if (typeof ctrl === "symbol")
        return ctrl;
      for (const field2 of ["key", "value"]) {
        const token = item[field2];
        if (token && "items" in token) {
          for (let i = 0; i < token.items.length; ++i) {
            const ci = _visit(Object.freeze(path.concat([[field2, i]])), token.items[i], visitor);
            if (typeof ci === "number")
              i = ci - 1;
            else if (ci === BREAK)
              return BREAK;
            else if (ci === REMOVE) {
              token.items.splice(i, 1);
              i -= 1;
            }
          }
          if (typeof ctrl === "function" && field2 === "key")
            ctrl = ctrl(item, path);
        }
      }
      return typeof ctrl === "function" ? ctrl(item, path) : ctrl;
    }
    exports.visit = visit;
  }
});

// node_modules/yaml/dist/parse/cst.js
var require_cst = __commonJS({
  "node_modules/yaml/dist/parse/cst.js"(exports) {
    "use strict";
    var cstScalar = require_cst_scalar();
    var cstStringify = require_cst_stringify();
    var cstVisit = require_cst_visit();
    var BOM = "\uFEFF";
    var DOCUMENT = "";
    var FLOW_END = "";
    var SCALAR = "";
    var isCollection = (token) => !!token && "items" in token;
    var isScalar = (token) => !!token && (token.type === "scalar" || token.type === "single-quoted-scalar" || token.type === "double-quoted-scalar" || token.type === "block-scalar");
    function prettyToken(token) {
      switch (token) {
        case BOM:
          return "<BOM>";
        case DOCUMENT:
          return "<DOC>";
        case FLOW_END:
          return "<FLOW_END>";
        case SCALAR:
          return "<SCALAR>";
        default:
          return JSON.stringify(token);
      }
    }
    function tokenType(source) {
      switch (source) {
        case BOM:
          return "byte-order-mark";
        case DOCUMENT:
          return "doc-mode";
        case FLOW_END:
          return "flow-error-end";
        case SCALAR:
          return "scalar";
        case "---":
          return "doc-start";
        case "...":
          return "doc-end";
        case "":
        case "\n":
        case "\r\n":
          return "newline";
        case "-":
          return "seq-item-ind";
        case "?":
          return "explicit-key-ind";
        case ":":
          return "map-value-ind";
        case "{":
          return "flow-map-start";
        case "}":
          return "flow-map-end";
        case "[":
          return "flow-seq-start";
        case "]":
          return "flow-seq-end";
        case ",":
          return "comma";
      }
      switch (source[0]) {
        case " ":
        case "	":
          return "space";
        case "#":
          return "comment";
        case "%":
          return "directive-line";
        case "*":
          return "alias";
        case "&":
          return "anchor";
        case "!":
          return "tag";
        case "'":
          return "single-quoted-scalar";
        case '"':
          return "double-quoted-scalar";
        case "|":
        case ">":
          return "block-scalar-header";
      }
      return null;
    }
    exports.createScalarToken = cstScalar.createScalarToken;
    exports.resolveAsScalar = cstScalar.resolveAsScalar;
    exports.setScalarValue = cstScalar.setScalarValue;
    exports.stringify = cstStringify.stringify;
    exports.visit = cstVisit.visit;
    exports.BOM = BOM;
    exports.DOCUMENT = DOCUMENT;
    exports.FLOW_END = FLOW_END;
    exports.SCALAR = SCALAR;
    exports.isCollection = isCollection;
    exports.isScalar = isScalar;
    exports.prettyToken = prettyToken;
    exports.tokenType = tokenType;
  }
});

// node_modules/yaml/dist/parse/lexer.js
var require_lexer = __commonJS({
  "node_modules/yaml/dist/parse/lexer.js"(exports) {
    "use strict";
    var cst = require_cst();
    function isEmpty(ch) {
      switch (ch) {
        case void 0:
        case " ":
        case "\n":
        case "\r":
        case "	":
          return true;
        default:
          return false;
      }
    }
    var hexDigits = new Set("0123456789ABCDEFabcdef");
    var tagChars = new Set("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-#;/?:@&=+$_.!~*'()");
    var flowIndicatorChars = new Set(",[]{}");
    var invalidAnchorChars = new Set(" ,[]{}\n\r	");
    var isNotAnchorChar = (ch) => !ch || invalidAnchorChars.has(ch);
    var Lexer = class {
      constructor() {
        this.atEnd = false;
        this.blockScalarIndent = -1;
        this.blockScalarKeep = false;
        this.buffer = "";
        this.flowKey = false;
        this.flowLevel = 0;
        this.indentNext = 0;
        this.indentValue = 0;
        this.lineEndPos = null;
        this.next = null;
        this.pos = 0;
      }
      /**
       * Generate YAML tokens from the `source` string. If `incomplete`,
       * a part of the last line may be left as a buffer for the next call.
       *
       * @returns A generator of lexical tokens
       */
      *lex(source, incomplete = false) {
        if (source) {
          if (typeof source !== "string")
            throw TypeError("source is not a string");
          this.buffer = this.buffer ? this.buffer + source : source;
          this.lineEndPos = null;
        }
        this.atEnd = !incomplete;
        let next = this.next ?? "stream";
        while (next && (incomplete || this.hasChars(1)))
          next = yield* this.parseNext(next);
      }
      atLineEnd() {
        let i = this.pos;
        let ch = this.buffer[i];
        while (ch === " " || ch === "	")
          ch = this.buffer[++i];
        if (!ch || ch === "#" || ch === "\n")
          return true;
        if (ch === "\r")
          return this.buffer[i + 1] === "\n";
        return false;
      }
      charAt(n) {
        return this.buffer[this.pos + n];
      }
      continueScalar(offset) {
        let ch = this.buffer[offset];
        if (this.indentNext > 0) {
          let indent = 0;
          while (ch === " ")
            ch = this.buffer[++indent + offset];
          if (ch === "\r") {
            const next = this.buffer[indent + offset + 1];
            if (next === "\n" || !next && !this.atEnd)
              return offset + indent + 1;
          }
          return ch === "\n" || indent >= this.indentNext || !ch && !this.atEnd ? offset + indent : -1;
        }
        if (ch === "-" || ch === ".") {
          const dt = this.buffer.substr(offset, 3);
          if ((dt === "---" || dt === "...") && isEmpty(this.buffer[offset + 3]))
            return -1;
        }
        return offset;
      }
      getLine() {
        let end = this.lineEndPos;
        if (typeof end !== "number" || end !== -1 && end < this.pos) {
          end = this.buffer.indexOf("\n", this.pos);
          this.lineEndPos = end;
        }
        if (end === -1)
          return this.atEnd ? this.buffer.substring(this.pos) : null;
        if (this.buffer[end - 1] === "\r")
          end -= 1;
        return this.buffer.substring(this.pos, end);
      }
      hasChars(n) {
        return this.pos + n <= this.buffer.length;
      }
      setNext(state) {
        this.buffer = this.buffer.substring(this.pos);
        this.pos = 0;
        this.lineEndPos = null;
        this.next = state;
        return null;
      }
      peek(n) {
        return this.buffer.substr(this.pos, n);
      }
      *parseNext(next) {
        switch (next) {
          case "stream":
            return yield* this.parseStream();
          case "line-start":
            return yield* this.parseLineStart();
          case "block-start":
            return yield* this.parseBlockStart();
          case "doc":
            return yield* this.parseDocument();
          case "flow":
            return yield* this.parseFlowCollection();
          case "quoted-scalar":
            return yield* this.parseQuotedScalar();
          case "block-scalar":
            return yield* this.parseBlockScalar();
          case "plain-scalar":
            return yield* this.parsePlainScalar();
        }
      }
      *parseStream() {
        let line = this.getLine();
        if (line === null)
          return this.setNext("stream");
        if (line[0] === cst.BOM) {
          yield* this.pushCount(1);
          line = line.substring(1);
        }
        if (line[0] === "%") {
          let dirEnd = line.length;
          let cs = line.indexOf("#");
          while (cs !== -1) {
            const ch = line[cs - 1];
            if (ch === " " || ch === "	") {
              dirEnd = cs - 1;
              break;
            } else {
              cs = line.indexOf("#", cs + 1);
            }
          }
          while (true) {
            const ch = line[dirEnd - 1];
            if (ch === " " || ch === "	")
              dirEnd -= 1;
            else
              break;
          }
          const n = (yield* this.pushCount(dirEnd)) + (yield* this.pushSpaces(true));
          yield* this.pushCount(line.length - n);
          this.pushNewline();
          return "stream";
        }
        if (this.atLineEnd()) {
          const sp = yield* this.pushSpaces(true);
          yield* this.pushCount(line.length - sp);
          yield* this.pushNewline();
          return "stream";
        }
        yield cst.DOCUMENT;
        return yield* this.parseLineStart();
      }
      *parseLineStart() {
        const ch = this.charAt(0);
        if (!ch && !this.atEnd)
          return this.setNext("line-start");
        if (ch === "-" || ch === ".") {
          if (!this.atEnd && !this.hasChars(4))
            return this.setNext("line-start");
          const s = this.peek(3);
          if ((s === "---" || s === "...") && isEmpty(this.charAt(3))) {
            yield* this.pushCount(3);
            this.indentValue = 0;
            this.indentNext = 0;
            return s === "---" ? "doc" : "stream";
          }
        }
        this.indentValue = yield* this.pushSpaces(false);
        if (this.indentNext > this.indentValue && !isEmpty(this.charAt(1)))
          this.indentNext = this.indentValue;
        return yield* this.parseBlockStart();
      }
      *parseBlockStart() {
        const [ch0, ch1] = this.peek(2);
        if (!ch1 && !this.atEnd)
          return this.setNext("block-start");
        if ((ch0 === "-" || ch0 === "?" || ch0 === ":") && isEmpty(ch1)) {
          const n = (yield* this.pushCount(1)) + (yield* this.pushSpaces(true));
          this.indentNext = this.indentValue + 1;
          this.indentValue += n;
          return "block-start";
        }
        return "doc";
      }
      *parseDocument() {
        yield* this.pushSpaces(true);
        const line = this.getLine();
        if (line === null)
          return this.setNext("doc");
        let n = yield* this.pushIndicators();
        switch (line[n]) {
          case "#":
            yield* this.pushCount(line.length - n);
          // fallthrough
          case void 0:
            yield* this.pushNewline();
            return yield* this.parseLineStart();
          case "{":
          case "[":
            yield* this.pushCount(1);
            this.flowKey = false;
            this.flowLevel = 1;
            return "flow";
          case "}":
          case "]":
            yield* this.pushCount(1);
            return "doc";
          case "*":
            yield* this.pushUntil(isNotAnchorChar);
            return "doc";
          case '"':
          case "'":
            return yield* this.parseQuotedScalar();
          case "|":
          case ">":
            n += yield* this.parseBlockScalarHeader();
            n += yield* this.pushSpaces(true);
            yield* this.pushCount(line.length - n);
            yield* this.pushNewline();
            return yield* this.parseBlockScalar();
          default:
            return yield* this.parsePlainScalar();
        }
      }
      *parseFlowCollection() {
        let nl, sp;
        let indent = -1;
        do {
          nl = yield* this.pushNewline();
          if (nl > 0) {
            sp = yield* this.pushSpaces(false);
            this.indentValue = indent = sp;
          } else {
            sp = 0;
          }
          sp += yield* this.pushSpaces(true);
        } while (nl + sp > 0);
        const line = this.getLine();
        if (line === null)
          return this.setNext("flow");
        if (indent !== -1 && indent < this.indentNext && line[0] !== "#" || indent === 0 && (line.startsWith("---") || line.startsWith("...")) && isEmpty(line[3])) {
          const atFlowEndMarker = indent === this.indentNext - 1 && this.flowLevel === 1 && (line[0] === "]" || line[0] === "}");
          if (!atFlowEndMarker) {
            this.flowLevel = 0;
            yield cst.FLOW_END;
            return yield* this.parseLineStart();
          }
        }
        let n = 0;
        while (line[n] === ",") {
          n += yield* this.pushCount(1);
          n += yield* this.pushSpaces(true);
          this.flowKey = false;
        }
        n += yield* this.pushIndicators();
        switch (line[n]) {
          case void 0:
            return "flow";
          case "#":
            yield* this.pushCount(line.length - n);
            return "flow";
          case "{":
          case "[":
            yield* this.pushCount(1);
            this.flowKey = false;
            this.flowLevel += 1;
            return "flow";
          case "}":
          case "]":
            yield* this.pushCount(1);
            this.flowKey = true;
            this.flowLevel -= 1;
            return this.flowLevel ? "flow" : "doc";
          case "*":
            yield* this.pushUntil(isNotAnchorChar);
            return "flow";
          case '"':
          case "'":
            this.flowKey = true;
            return yield* this.parseQuotedScalar();
          case ":": {
            const next = this.charAt(1);
            if (this.flowKey || isEmpty(next) || next === ",") {
              this.flowKey = false;
              yield* this.pushCount(1);
              yield* this.pushSpaces(true);
              return "flow";
            }
          }
          // fallthrough
          default:
            this.flowKey = false;
            return yield* this.parsePlainScalar();
        }
      }
      *parseQuotedScalar() {
        const quote = this.charAt(0);
        let end = this.buffer.indexOf(quote, this.pos + 1);
        if (quote === "'") {
          while (end !== -1 && this.buffer[end + 1] === "'")
            end = this.buffer.indexOf("'", end + 2);
        } else {
          while (end !== -1) {
            let n = 0;
            while (this.buffer[end - 1 - n] === "\\")
              n += 1;
            if (n % 2 === 0)
              break;
            end = this.buffer.indexOf('"', end + 1);
          }
        }
        const qb = this.buffer.substring(0, end);
        let nl = qb.indexOf("\n", this.pos);
        if (nl !== -1) {
          while (nl !== -1) {
            const cs = this.continueScalar(nl + 1);
            if (cs === -1)
              break;
            nl = qb.indexOf("\n", cs);
          }
          if (nl !== -1) {
            end = nl - (qb[nl - 1] === "\r" ? 2 : 1);
          }
        }
        if (end === -1) {
          if (!this.atEnd)
            return this.setNext("quoted-scalar");
          end = this.buffer.length;
        }
        yield* this.pushToIndex(end + 1, false);
        return this.flowLevel ? "flow" : "doc";
      }
      *parseBlockScalarHeader() {
        this.blockScalarIndent = -1;
        this.blockScalarKeep = false;
        let i = this.pos;
        while (true) {
          const ch = this.buffer[++i];
          if (ch === "+")
            this.blockScalarKeep = true;
          else if (ch > "0" && ch <= "9")
            this.blockScalarIndent = Number(ch) - 1;
          else if (ch !== "-")
            break;
        }
        return yield* this.pushUntil((ch) => isEmpty(ch) || ch === "#");
      }
      *parseBlockScalar() {
        let nl = this.pos - 1;
        let indent = 0;
        let ch;
        loop: for (let i2 = this.pos; ch = this.buffer[i2]; ++i2) {
          switch (ch) {
            case " ":
              indent += 1;
              break;
            case "\n":
              nl = i2;
              indent = 0;
              break;
            case "\r": {
              const next = this.buffer[i2 + 1];
              if (!next && !this.atEnd)
                return this.setNext("block-scalar");
              if (next === "\n")
                break;
            }
            // fallthrough
            default:
              break loop;
          }
        }
        if (!ch && !this.atEnd)
          return this.setNext("block-scalar");
        if (indent >= this.indentNext) {
          if (this.blockScalarIndent === -1)
            this.indentNext = indent;
          else {
            this.indentNext = this.blockScalarIndent + (this.indentNext === 0 ? 1 : this.indentNext);
          }
          do {
            const cs = this.continueScalar(nl + 1);
            if (cs === -1)
              break;
            nl = this.buffer.indexOf("\n", cs);
          } while (nl !== -1);
          if (nl === -1) {
            if (!this.atEnd)
              return this.setNext("block-scalar");
            nl = this.buffer.length;
          }
        }
        let i = nl + 1;
        ch = this.buffer[i];
        while (ch === " ")
          ch = this.buffer[++i];
        if (ch === "	") {
          while (ch === "	" || ch === " " || ch === "\r" || ch === "\n")
            ch = this.buffer[++i];
          nl = i - 1;
        } else if (!this.blockScalarKeep) {
          do {
            let i2 = nl - 1;
            let ch2 = this.buffer[i2];
            if (ch2 === "\r")
              ch2 = this.buffer[--i2];
            const lastChar = i2;
            while (ch2 === " ")
              ch2 = this.buffer[--i2];
            if (ch2 === "\n" && i2 >= this.pos && i2 + 1 + indent > lastChar)
              nl = i2;
            else
              break;
          } while (true);
        }
        yield cst.SCALAR;
        yield* this.pushToIndex(nl + 1, true);
        return yield* this.parseLineStart();
      }
      *parsePlainScalar() {
        const inFlow = this.flowLevel > 0;
        let end = this.pos - 1;
        let i = this.pos - 1;
        let ch;
        while (ch = this.buffer[++i]) {
          if (ch === ":") {
            const next = this.buffer[i + 1];
            if (isEmpty(next) || inFlow && flowIndicatorChars.has(next))
              break;
            end = i;
          } else if (isEmpty(ch)) {
            let next = this.buffer[i + 1];
            if (ch === "\r") {
              if (next === "\n") {
                i += 1;
                ch = "\n";
                next = this.buffer[i + 1];
              } else
                end = i;
            }
            if (next === "#" || inFlow && flowIndicatorChars.has(next))
              break;
            if (ch === "\n") {
              const cs = this.continueScalar(i + 1);
              if (cs === -1)
                break;
              i = Math.max(i, cs - 2);
            }
          } else {
            if (inFlow && flowIndicatorChars.has(ch))
              break;
            end = i;
          }
        }
        if (!ch && !this.atEnd)
          return this.setNext("plain-scalar");
        yield cst.SCALAR;
        yield* this.pushToIndex(end + 1, true);
        return inFlow ? "flow" : "doc";
      }
      *pushCount(n) {
        if (n > 0) {
          yield this.buffer.substr(this.pos, n);
          this.pos += n;
          return n;
        }
        return 0;
      }
      *pushToIndex(i, allowEmpty) {
        const s = this.buffer.slice(this.pos, i);
        if (s) {
          yield s;
          this.pos += s.length;
          return s.length;
        } else if (allowEmpty)
          yield "";
        return 0;
      }
      *pushIndicators() {
        let n = 0;
        loop: while (true) {
          switch (this.charAt(0)) {
            case "!":
              n += yield* this.pushTag();
              n += yield* this.pushSpaces(true);
              continue loop;
            case "&":
              n += yield* this.pushUntil(isNotAnchorChar);
              n += yield* this.pushSpaces(true);
              continue loop;
            case "-":
            // this is an error
            case "?":
            // this is an error outside flow collections
            case ":": {
              const inFlow = this.flowLevel > 0;
              const ch1 = this.charAt(1);
              if (isEmpty(ch1) || inFlow && flowIndicatorChars.has(ch1)) {
                if (!inFlow)
                  this.indentNext = this.indentValue + 1;
                else if (this.flowKey)
                  this.flowKey = false;
                n += yield* this.pushCount(1);
                n += yield* this.pushSpaces(true);
                continue loop;
              }
            }
          }
          break loop;
        }
        return n;
      }
      *pushTag() {
        if (this.charAt(1) === "<") {
          let i = this.pos + 2;
          let ch = this.buffer[i];
          while (!isEmpty(ch) && ch !== ">")
            ch = this.buffer[++i];
          return yield* this.pushToIndex(ch === ">" ? i + 1 : i, false);
        } else {
          let i = this.pos + 1;
          let ch = this.buffer[i];
          while (ch) {
            if (tagChars.has(ch))
              ch = this.buffer[++i];
            else if (ch === "%" && hexDigits.has(this.buffer[i + 1]) && hexDigits.has(this.buffer[i + 2])) {
              ch = this.buffer[i += 3];
            } else
              break;
          }
          return yield* this.pushToIndex(i, false);
        }
      }
      *pushNewline() {
        const ch = this.buffer[this.pos];
        if (ch === "\n")
          return yield* this.pushCount(1);
        else if (ch === "\r" && this.charAt(1) === "\n")
          return yield* this.pushCount(2);
        else
          return 0;
      }
      *pushSpaces(allowTabs) {
        let i = this.pos - 1;
        let ch;
        do {
          ch = this.buffer[++i];
        } while (ch === " " || allowTabs && ch === "	");
        const n = i - this.pos;
        if (n > 0) {
          yield this.buffer.substr(this.pos, n);
          this.pos = i;
        }
        return n;
      }
      *pushUntil(test) {
        let i = this.pos;
        let ch = this.buffer[i];
        while (!test(ch))
          ch = this.buffer[++i];
        return yield* this.pushToIndex(i, false);
      }
    };
    exports.Lexer = Lexer;
  }
});

// node_modules/yaml/dist/parse/line-counter.js
var require_line_counter = __commonJS({
  "node_modules/yaml/dist/parse/line-counter.js"(exports) {
    "use strict";
    var LineCounter2 = class {
      constructor() {
        this.lineStarts = [];
        this.addNewLine = (offset) => this.lineStarts.push(offset);
        this.linePos = (offset) => {
          let low = 0;
          let high = this.lineStarts.length;
          while (low < high) {
            const mid = low + high >> 1;
            if (this.lineStarts[mid] < offset)
              low = mid + 1;
            else
              high = mid;
          }
          if (this.lineStarts[low] === offset)
            return { line: low + 1, col: 1 };
          if (low === 0)
            return { line: 0, col: offset };
          const start = this.lineStarts[low - 1];
          return { line: low, col: offset - start + 1 };
        };
      }
    };
    exports.LineCounter = LineCounter2;
  }
});

// node_modules/yaml/dist/parse/parser.js
var require_parser = __commonJS({
  "node_modules/yaml/dist/parse/parser.js"(exports) {
    "use strict";
    var node_process = __require("process");
    var cst = require_cst();
    var lexer = require_lexer();
    function includesToken(list, type) {
      for (let i = 0; i < list.length; ++i)
        if (list[i].type === type)
          return true;
      return false;
    }
    function findNonEmptyIndex(list) {
      for (let i = 0; i < list.length; ++i) {
        switch (list[i].type) {
          case "space":
          case "comment":
          case "newline":
            break;
          default:
            return i;
        }
      }
      return -1;
    }
    function isFlowToken(token) {
      switch (token?.type) {
        case "alias":
        case "scalar":
        case "single-quoted-scalar":
        case "double-quoted-scalar":
        case "flow-collection":
          return true;
        default:
          return false;
      }
    }
    function getPrevProps(parent) {
      switch (parent.type) {
        case "document":
          return parent.start;
        case "block-map": {
          const it = parent.items[parent.items.length - 1];
          return it.sep ?? it.start;
        }
        case "block-seq":
          return parent.items[parent.items.length - 1].start;
        /* istanbul ignore next should not happen */
        default:
          return [];
      }
    }
    function getFirstKeyStartProps(prev) {
      if (prev.length === 0)
        return [];
      let i = prev.length;
      loop: while (--i >= 0) {
        switch (prev[i].type) {
          case "doc-start":
          case "explicit-key-ind":
          case "map-value-ind":
          case "seq-item-ind":
          case "newline":
            break loop;
        }
      }
      while (prev[++i]?.type === "space") {
      }
      return prev.splice(i, prev.length);
    }
    function arrayPushArray(target, source) {
      if (source.length < 1e5)
        Array.prototype.push.apply(target, source);
      else
        for (let i = 0; i < source.length; ++i)
          target.push(source[i]);
    }
    function fixFlowSeqItems(fc) {
      if (fc.start.type === "flow-seq-start") {
        for (const it of fc.items) {
          if (it.sep && !it.value && !includesToken(it.start, "explicit-key-ind") && !includesToken(it.sep, "map-value-ind")) {
            if (it.key)
              it.value = it.key;
            delete it.key;
            if (isFlowToken(it.value)) {
              if (it.value.end)
                arrayPushArray(it.value.end, it.sep);
              else
                it.value.end = it.sep;
            } else
              arrayPushArray(it.start, it.sep);
            delete it.sep;
          }
        }
      }
    }
    var Parser = class {
      /**
       * @param onNewLine - If defined, called separately with the start position of
       *   each new line (in `parse()`, including the start of input).
       */
      constructor(onNewLine) {
        this.atNewLine = true;
        this.atScalar = false;
        this.indent = 0;
        this.offset = 0;
        this.onKeyLine = false;
        this.stack = [];
        this.source = "";
        this.type = "";
        this.lexer = new lexer.Lexer();
        this.onNewLine = onNewLine;
      }
      /**
       * Parse `source` as a YAML stream.
       * If `incomplete`, a part of the last line may be left as a buffer for the next call.
       *
       * Errors are not thrown, but yielded as `{ type: 'error', message }` tokens.
       *
       * @returns A generator of tokens representing each directive, document, and other structure.
       */
      *parse(source, incomplete = false) {
        if (this.onNewLine && this.offset === 0)
          this.onNewLine(0);
        for (const lexeme of this.lexer.lex(source, incomplete))
          yield* this.next(lexeme);
        if (!incomplete)
          yield* this.end();
      }
      /**
       * Advance the parser by the `source` of one lexical token.
       */
      *next(source) {
        this.source = source;
        if (node_process.env.LOG_TOKENS)
          console.log("|", cst.prettyToken(source));
        if (this.atScalar) {
          this.atScalar = false;
          yield* this.step();
          this.offset += source.length;
          return;
        }
        const type = cst.tokenType(source);
        if (!type) {
          const message = `Not a YAML token: ${source}`;
          yield* this.pop({ type: "error", offset: this.offset, message, source });
          this.offset += source.length;
        } else if (type === "scalar") {
          this.atNewLine = false;
          this.atScalar = true;
          this.type = "scalar";
        } else {
          this.type = type;
          yield* this.step();
          switch (type) {
            case "newline":
              this.atNewLine = true;
              this.indent = 0;
              if (this.onNewLine)
                this.onNewLine(this.offset + source.length);
              break;
            case "space":
              if (this.atNewLine && source[0] === " ")
                this.indent += source.length;
              break;
            case "explicit-key-ind":
            case "map-value-ind":
            case "seq-item-ind":
              if (this.atNewLine)
                this.indent += source.length;
              break;
            case "doc-mode":
            case "flow-error-end":
              return;
            default:
              this.atNewLine = false;
          }
          this.offset += source.length;
        }
      }
      /** Call at end of input to push out any remaining constructions */
      *end() {
        while (this.stack.length > 0)
          yield* this.pop();
      }
      get sourceToken() {
        const st = {
          type: this.type,
          offset: this.offset,
          indent: this.indent,
          source: this.source
        };
        return st;
      }
      *step() {
        const top = this.peek(1);
        if (this.type === "doc-end" && top?.type !== "doc-end") {
          while (this.stack.length > 0)
            yield* this.pop();
          this.stack.push({
            type: "doc-end",
            offset: this.offset,
            source: this.source
          });
          return;
        }
        if (!top)
          return yield* this.stream();
        switch (top.type) {
          case "document":
            return yield* this.document(top);
          case "alias":
          case "scalar":
          case "single-quoted-scalar":
          case "double-quoted-scalar":
            return yield* this.scalar(top);
          case "block-scalar":
            return yield* this.blockScalar(top);
          case "block-map":
            return yield* this.blockMap(top);
          case "block-seq":
            return yield* this.blockSequence(top);
          case "flow-collection":
            return yield* this.flowCollection(top);
          case "doc-end":
            return yield* this.documentEnd(top);
        }
        yield* this.pop();
      }
      peek(n) {
        return this.stack[this.stack.length - n];
      }
      *pop(error) {
        const token = error ?? this.stack.pop();
        if (!token) {
          const message = "Tried to pop an empty stack";
          yield { type: "error", offset: this.offset, source: "", message };
        } else if (this.stack.length === 0) {
          yield token;
        } else {
          const top = this.peek(1);
          if (token.type === "block-scalar") {
            token.indent = "indent" in top ? top.indent : 0;
          } else if (token.type === "flow-collection" && top.type === "document") {
            token.indent = 0;
          }
          if (token.type === "flow-collection")
            fixFlowSeqItems(token);
          switch (top.type) {
            case "document":
              top.value = token;
              break;
            case "block-scalar":
              top.props.push(token);
              break;
            case "block-map": {
              const it = top.items[top.items.length - 1];
              if (it.value) {
                top.items.push({ start: [], key: token, sep: [] });
                this.onKeyLine = true;
                return;
              } else if (it.sep) {
                it.value = token;
              } else {
                Object.assign(it, { key: token, sep: [] });
                this.onKeyLine = !it.explicitKey;
                return;
              }
              break;
            }
            case "block-seq": {
              const it = top.items[top.items.length - 1];
              if (it.value)
                top.items.push({ start: [], value: token });
              else
                it.value = token;
              break;
            }
            case "flow-collection": {
              const it = top.items[top.items.length - 1];
              if (!it || it.value)
                top.items.push({ start: [], key: token, sep: [] });
              else if (it.sep)
                it.value = token;
              else
                Object.assign(it, { key: token, sep: [] });
              return;
            }
            /* istanbul ignore next should not happen */
            default:
              yield* this.pop();
              yield* this.pop(token);
          }
          if ((top.type === "document" || top.type === "block-map" || top.type === "block-seq") && (token.type === "block-map" || token.type === "block-seq")) {
            const last = token.items[token.items.length - 1];
            if (last && !last.sep && !last.value && last.start.length > 0 && findNonEmptyIndex(last.start) === -1 && (token.indent === 0 || last.start.every((st) => st.type !== "comment" || st.indent < token.indent))) {
              if (top.type === "document")
                top.end = last.start;
              else
                top.items.push({ start: last.start });
              token.items.splice(-1, 1);
            }
          }
        }
      }
      *stream() {
        switch (this.type) {
          case "directive-line":
            yield { type: "directive", offset: this.offset, source: this.source };
            return;
          case "byte-order-mark":
          case "space":
          case "comment":
          case "newline":
            yield this.sourceToken;
            return;
          case "doc-mode":
          case "doc-start": {
            const doc = {
              type: "document",
              offset: this.offset,
              start: []
            };
            if (this.type === "doc-start")
              doc.start.push(this.sourceToken);
            this.stack.push(doc);
            return;
          }
        }
        yield {
          type: "error",
          offset: this.offset,
          message: `Unexpected ${this.type} token in YAML stream`,
          source: this.source
        };
      }
      *document(doc) {
        if (doc.value)
          return yield* this.lineEnd(doc);
        switch (this.type) {
          case "doc-start": {
            if (findNonEmptyIndex(doc.start) !== -1) {
              yield* this.pop();
              yield* this.step();
            } else
              doc.start.push(this.sourceToken);
            return;
          }
          case "anchor":
          case "tag":
          case "space":
          case "comment":
          case "newline":
            doc.start.push(this.sourceToken);
            return;
        }
        const bv = this.startBlockValue(doc);
        if (bv)
          this.stack.push(bv);
        else {
          yield {
            type: "error",
            offset: this.offset,
            message: `Unexpected ${this.type} token in YAML document`,
            source: this.source
          };
        }
      }
      *scalar(scalar) {
        if (this.type === "map-value-ind") {
          const prev = getPrevProps(this.peek(2));
          const start = getFirstKeyStartProps(prev);
          let sep;
          if (scalar.end) {
            sep = scalar.end;
            sep.push(this.sourceToken);
            delete scalar.end;
          } else
            sep = [this.sourceToken];
          const map = {
            type: "block-map",
            offset: scalar.offset,
            indent: scalar.indent,
            items: [{ start, key: scalar, sep }]
          };
          this.onKeyLine = true;
          this.stack[this.stack.length - 1] = map;
        } else
          yield* this.lineEnd(scalar);
      }
      *blockScalar(scalar) {
        switch (this.type) {
          case "space":
          case "comment":
          case "newline":
            scalar.props.push(this.sourceToken);
            return;
          case "scalar":
            scalar.source = this.source;
            this.atNewLine = true;
            this.indent = 0;
            if (this.onNewLine) {
              let nl = this.source.indexOf("\n") + 1;
              while (nl !== 0) {
                this.onNewLine(this.offset + nl);
                nl = this.source.indexOf("\n", nl) + 1;
              }
            }
            yield* this.pop();
            break;
          /* istanbul ignore next should not happen */
          default:
            yield* this.pop();
            yield* this.step();
        }
      }
      *blockMap(map) {
        const it = map.items[map.items.length - 1];
        switch (this.type) {
          case "newline":
            this.onKeyLine = false;
            if (it.value) {
              const end = "end" in it.value ? it.value.end : void 0;
              const last = Array.isArray(end) ? end[end.length - 1] : void 0;
              if (last?.type === "comment")
                end?.push(this.sourceToken);
              else
                map.items.push({ start: [this.sourceToken] });
            } else if (it.sep) {
              it.sep.push(this.sourceToken);
            } else {
              it.start.push(this.sourceToken);
            }
            return;
          case "space":
          case "comment":
            if (it.value) {
              map.items.push({ start: [this.sourceToken] });
            } else if (it.sep) {
              it.sep.push(this.sourceToken);
            } else {
              if (this.atIndentedComment(it.start, map.indent)) {
                const prev = map.items[map.items.length - 2];
                const end = prev?.value?.end;
                if (Array.isArray(end)) {
                  arrayPushArray(end, it.start);
                  end.push(this.sourceToken);
                  map.items.pop();
                  return;
                }
              }
              it.start.push(this.sourceToken);
            }
            return;
        }
        if (this.indent >= map.indent) {
          const atMapIndent = !this.onKeyLine && this.indent === map.indent;
          const atNextItem = atMapIndent && (it.sep || it.explicitKey) && this.type !== "seq-item-ind";
          let start = [];
          if (atNextItem && it.sep && !it.value) {
            const nl = [];
            for (let i = 0; i < it.sep.length; ++i) {
              const st = it.sep[i];
              switch (st.type) {
                case "newline":
                  nl.push(i);
                  break;
                case "space":
                  break;
                case "comment":
                  if (st.indent > map.indent)
                    nl.length = 0;
                  break;
                default:
                  nl.length = 0;
              }
            }
            if (nl.length >= 2)
              start = it.sep.splice(nl[1]);
          }
          switch (this.type) {
            case "anchor":
            case "tag":
              if (atNextItem || it.value) {
                start.push(this.sourceToken);
                map.items.push({ start });
                this.onKeyLine = true;
              } else if (it.sep) {
                it.sep.push(this.sourceToken);
              } else {
                it.start.push(this.sourceToken);
              }
              return;
            case "explicit-key-ind":
              if (!it.sep && !it.explicitKey) {
                it.start.push(this.sourceToken);
                it.explicitKey = true;
              } else if (atNextItem || it.value) {
                start.push(this.sourceToken);
                map.items.push({ start, explicitKey: true });
              } else {
                this.stack.push({
                  type: "block-map",
                  offset: this.offset,
                  indent: this.indent,
                  items: [{ start: [this.sourceToken], explicitKey: true }]
                });
              }
              this.onKeyLine = true;
              return;
            case "map-value-ind":
              if (it.explicitKey) {
                if (!it.sep) {
                  if (includesToken(it.start, "newline")) {
                    Object.assign(it, { key: null, sep: [this.sourceToken] });
                  } else {
                    const start2 = getFirstKeyStartProps(it.start);
                    this.stack.push({
                      type: "block-map",
                      offset: this.offset,
                      indent: this.indent,
                      items: [{ start: start2, key: null, sep: [this.sourceToken] }]
                    });
                  }
                } else if (it.value) {
                  map.items.push({ start: [], key: null, sep: [this.sourceToken] });
                } else if (includesToken(it.sep, "map-value-ind")) {
                  this.stack.push({
                    type: "block-map",
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start, key: null, sep: [this.sourceToken] }]
                  });
                } else if (isFlowToken(it.key) && !includesToken(it.sep, "newline")) {
                  const start2 = getFirstKeyStartProps(it.start);
                  const key = it.key;
                  const sep = it.sep;
                  sep.push(this.sourceToken);
                  delete it.key;
                  delete it.sep;
                  this.stack.push({
                    type: "block-map",
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start: start2, key, sep }]
                  });
                } else if (start.length > 0) {
                  it.sep = it.sep.concat(start, this.sourceToken);
                } else {
                  it.sep.push(this.sourceToken);
                }
              } else {
                if (!it.sep) {
                  Object.assign(it, { key: null, sep: [this.sourceToken] });
                } else if (it.value || atNextItem) {
                  map.items.push({ start, key: null, sep: [this.sourceToken] });
                } else if (includesToken(it.sep, "map-value-ind")) {
                  this.stack.push({
                    type: "block-map",
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start: [], key: null, sep: [this.sourceToken] }]
                  });
                } else {
                  it.sep.push(this.sourceToken);
                }
              }
              this.onKeyLine = true;
              return;
            case "alias":
            case "scalar":
            case "single-quoted-scalar":
            case "double-quoted-scalar": {
              const fs = this.flowScalar(this.type);
              if (atNextItem || it.value) {
                map.items.push({ start, key: fs, sep: [] });
                this.onKeyLine = true;
              } else if (it.sep) {
                this.stack.push(fs);
              } else {
                Object.assign(it, { key: fs, sep: [] });
                this.onKeyLine = true;
              }
              return;
            }
            default: {
              const bv = this.startBlockValue(map);
              if (bv) {
                if (bv.type === "block-seq") {
                  if (!it.explicitKey && it.sep && !includesToken(it.sep, "newline")) {
                    yield* this.pop({
                      type: "error",
                      offset: this.offset,
                      message: "Unexpected block-seq-ind on same line with key",
                      source: this.source
                    });
                    return;
                  }
                } else if (atMapIndent) {
                  map.items.push({ start });
                }
                this.stack.push(bv);
                return;
              }
            }
          }
        }
        yield* this.pop();
        yield* this.step();
      }
      *blockSequence(seq) {
        const it = seq.items[seq.items.length - 1];
        switch (this.type) {
          case "newline":
            if (it.value) {
              const end = "end" in it.value ? it.value.end : void 0;
              const last = Array.isArray(end) ? end[end.length - 1] : void 0;
              if (last?.type === "comment")
                end?.push(this.sourceToken);
              else
                seq.items.push({ start: [this.sourceToken] });
            } else
              it.start.push(this.sourceToken);
            return;
          case "space":
          case "comment":
            if (it.value)
              seq.items.push({ start: [this.sourceToken] });
            else {
              if (this.atIndentedComment(it.start, seq.indent)) {
                const prev = seq.items[seq.items.length - 2];
                const end = prev?.value?.end;
                if (Array.isArray(end)) {
                  arrayPushArray(end, it.start);
                  end.push(this.sourceToken);
                  seq.items.pop();
                  return;
                }
              }
              it.start.push(this.sourceToken);
            }
            return;
          case "anchor":
          case "tag":
            if (it.value || this.indent <= seq.indent)
              break;
            it.start.push(this.sourceToken);
            return;
          case "seq-item-ind":
            if (this.indent !== seq.indent)
              break;
            if (it.value || includesToken(it.start, "seq-item-ind"))
              seq.items.push({ start: [this.sourceToken] });
            else
              it.start.push(this.sourceToken);
            return;
        }
        if (this.indent > seq.indent) {
          const bv = this.startBlockValue(seq);
          if (bv) {
            this.stack.push(bv);
            return;
          }
        }
        yield* this.pop();
        yield* this.step();
      }
      *flowCollection(fc) {
        const it = fc.items[fc.items.length - 1];
        if (this.type === "flow-error-end") {
          let top;
          do {
            yield* this.pop();
            top = this.peek(1);
          } while (top?.type === "flow-collection");
        } else if (fc.end.length === 0) {
          switch (this.type) {
            case "comma":
            case "explicit-key-ind":
              if (!it || it.sep)
                fc.items.push({ start: [this.sourceToken] });
              else
                it.start.push(this.sourceToken);
              return;
            case "map-value-ind":
              if (!it || it.value)
                fc.items.push({ start: [], key: null, sep: [this.sourceToken] });
              else if (it.sep)
                it.sep.push(this.sourceToken);
              else
                Object.assign(it, { key: null, sep: [this.sourceToken] });
              return;
            case "space":
            case "comment":
            case "newline":
            case "anchor":
            case "tag":
              if (!it || it.value)
                fc.items.push({ start: [this.sourceToken] });
              else if (it.sep)
                it.sep.push(this.sourceToken);
              else
                it.start.push(this.sourceToken);
              return;
            case "alias":
            case "scalar":
            case "single-quoted-scalar":
            case "double-quoted-scalar": {
              const fs = this.flowScalar(this.type);
              if (!it || it.value)
                fc.items.push({ start: [], key: fs, sep: [] });
              else if (it.sep)
                this.stack.push(fs);
              else
                Object.assign(it, { key: fs, sep: [] });
              return;
            }
            case "flow-map-end":
            case "flow-seq-end":
              fc.end.push(this.sourceToken);
              return;
          }
          const bv = this.startBlockValue(fc);
          if (bv)
            this.stack.push(bv);
          else {
            yield* this.pop();
            yield* this.step();
          }
        } else {
          const parent = this.peek(2);
          if (parent.type === "block-map" && (this.type === "map-value-ind" && parent.indent === fc.indent || this.type === "newline" && !parent.items[parent.items.length - 1].sep)) {
            yield* this.pop();
            yield* this.step();
          } else if (this.type === "map-value-ind" && parent.type !== "flow-collection") {
            const prev = getPrevProps(parent);
            const start = getFirstKeyStartProps(prev);
            fixFlowSeqItems(fc);
            const sep = fc.end.splice(1, fc.end.length);
            sep.push(this.sourceToken);
            const map = {
              type: "block-map",
              offset: fc.offset,
              indent: fc.indent,
              items: [{ start, key: fc, sep }]
            };
            this.onKeyLine = true;
            this.stack[this.stack.length - 1] = map;
          } else {
            yield* this.lineEnd(fc);
          }
        }
      }
      flowScalar(type) {
        if (this.onNewLine) {
          let nl = this.source.indexOf("\n") + 1;
          while (nl !== 0) {
            this.onNewLine(this.offset + nl);
            nl = this.source.indexOf("\n", nl) + 1;
          }
        }
        return {
          type,
          offset: this.offset,
          indent: this.indent,
          source: this.source
        };
      }
      startBlockValue(parent) {
        switch (this.type) {
          case "alias":
          case "scalar":
          case "single-quoted-scalar":
          case "double-quoted-scalar":
            return this.flowScalar(this.type);
          case "block-scalar-header":
            return {
              type: "block-scalar",
              offset: this.offset,
              indent: this.indent,
              props: [this.sourceToken],
              source: ""
            };
          case "flow-map-start":
          case "flow-seq-start":
            return {
              type: "flow-collection",
              offset: this.offset,
              indent: this.indent,
              start: this.sourceToken,
              items: [],
              end: []
            };
          case "seq-item-ind":
            return {
              type: "block-seq",
              offset: this.offset,
              indent: this.indent,
              items: [{ start: [this.sourceToken] }]
            };
          case "explicit-key-ind": {
            this.onKeyLine = true;
            const prev = getPrevProps(parent);
            const start = getFirstKeyStartProps(prev);
            start.push(this.sourceToken);
            return {
              type: "block-map",
              offset: this.offset,
              indent: this.indent,
              items: [{ start, explicitKey: true }]
            };
          }
          case "map-value-ind": {
            this.onKeyLine = true;
            const prev = getPrevProps(parent);
            const start = getFirstKeyStartProps(prev);
            return {
              type: "block-map",
              offset: this.offset,
              indent: this.indent,
              items: [{ start, key: null, sep: [this.sourceToken] }]
            };
          }
        }
        return null;
      }
      atIndentedComment(start, indent) {
        if (this.type !== "comment")
          return false;
        if (this.indent <= indent)
          return false;
        return start.every((st) => st.type === "newline" || st.type === "space");
      }
      *documentEnd(docEnd) {
        if (this.type !== "doc-mode") {
          if (docEnd.end)
            docEnd.end.push(this.sourceToken);
          else
            docEnd.end = [this.sourceToken];
          if (this.type === "newline")
            yield* this.pop();
        }
      }
      *lineEnd(token) {
        switch (this.type) {
          case "comma":
          case "doc-start":
          case "doc-end":
          case "flow-seq-end":
          case "flow-map-end":
          case "map-value-ind":
            yield* this.pop();
            yield* this.step();
            break;
          case "newline":
            this.onKeyLine = false;
          // fallthrough
          case "space":
          case "comment":
          default:
            if (token.end)
              token.end.push(this.sourceToken);
            else
              token.end = [this.sourceToken];
            if (this.type === "newline")
              yield* this.pop();
        }
      }
    };
    exports.Parser = Parser;
  }
});

// node_modules/yaml/dist/public-api.js
var require_public_api = __commonJS({
  "node_modules/yaml/dist/public-api.js"(exports) {
    "use strict";
    var composer = require_composer();
    var Document = require_Document();
    var errors = require_errors();
    var log = require_log();
    var identity = require_identity();
    var lineCounter = require_line_counter();
    var parser = require_parser();
    function parseOptions(options) {
      const prettyErrors = options.prettyErrors !== false;
      const lineCounter$1 = options.lineCounter || prettyErrors && new lineCounter.LineCounter() || null;
      return { lineCounter: lineCounter$1, prettyErrors };
    }
    function parseAllDocuments(source, options = {}) {
      const { lineCounter: lineCounter2, prettyErrors } = parseOptions(options);
      const parser$1 = new parser.Parser(lineCounter2?.addNewLine);
      const composer$1 = new composer.Composer(options);
      const docs = Array.from(composer$1.compose(parser$1.parse(source)));
      if (prettyErrors && lineCounter2)
        for (const doc of docs) {
          doc.errors.forEach(errors.prettifyError(source, lineCounter2));
          doc.warnings.forEach(errors.prettifyError(source, lineCounter2));
        }
      if (docs.length > 0)
        return docs;
      return Object.assign([], { empty: true }, composer$1.streamInfo());
    }
    function parseDocument2(source, options = {}) {
      const { lineCounter: lineCounter2, prettyErrors } = parseOptions(options);
      const parser$1 = new parser.Parser(lineCounter2?.addNewLine);
      const composer$1 = new composer.Composer(options);
      let doc = null;
      for (const _doc of composer$1.compose(parser$1.parse(source), true, source.length)) {
        if (!doc)
          doc = _doc;
        else if (doc.options.logLevel !== "silent") {
          doc.errors.push(new errors.YAMLParseError(_doc.range.slice(0, 2), "MULTIPLE_DOCS", "Source contains multiple documents; please use YAML.parseAllDocuments()"));
          break;
        }
      }
      if (prettyErrors && lineCounter2) {
        doc.errors.forEach(errors.prettifyError(source, lineCounter2));
        doc.warnings.forEach(errors.prettifyError(source, lineCounter2));
      }
      return doc;
    }
    function parse20(src, reviver, options) {
      let _reviver = void 0;
      if (typeof reviver === "function") {
        _reviver = reviver;
      } else if (options === void 0 && reviver && typeof reviver === "object") {
        options = reviver;
      }
      const doc = parseDocument2(src, options);
      if (!doc)
        return null;
      doc.warnings.forEach((warning) => log.warn(doc.options.logLevel, warning));
      if (doc.errors.length > 0) {
        if (doc.options.logLevel !== "silent")
          throw doc.errors[0];
        else
          doc.errors = [];
      }
      return doc.toJS(Object.assign({ reviver: _reviver }, options));
    }
    function stringify(value, replacer, options) {
      let _replacer = null;
      if (typeof replacer === "function" || Array.isArray(replacer)) {
        _replacer = replacer;
      } else if (options === void 0 && replacer) {
        options = replacer;
      }
      if (typeof options === "string")
        options = options.length;
      if (typeof options === "number") {
        const indent = Math.round(options);
        options = indent < 1 ? void 0 : indent > 8 ? { indent: 8 } : { indent };
      }
      if (value === void 0) {
        const { keepUndefined } = options ?? replacer ?? {};
        if (!keepUndefined)
          return void 0;
      }
      if (identity.isDocument(value) && !_replacer)
        return value.toString(options);
      return new Document.Document(value, _replacer, options).toString(options);
    }
    exports.parse = parse20;
    exports.parseAllDocuments = parseAllDocuments;
    exports.parseDocument = parseDocument2;
    exports.stringify = stringify;
  }
});

// node_modules/yaml/dist/index.js
var require_dist = __commonJS({
  "node_modules/yaml/dist/index.js"(exports) {
    "use strict";
    var composer = require_composer();
    var Document = require_Document();
    var Schema = require_Schema();
    var errors = require_errors();
    var Alias = require_Alias();
    var identity = require_identity();
    var Pair = require_Pair();
    var Scalar = require_Scalar();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var cst = require_cst();
    var lexer = require_lexer();
    var lineCounter = require_line_counter();
    var parser = require_parser();
    var publicApi = require_public_api();
    var visit = require_visit();
    exports.Composer = composer.Composer;
    exports.Document = Document.Document;
    exports.Schema = Schema.Schema;
    exports.YAMLError = errors.YAMLError;
    exports.YAMLParseError = errors.YAMLParseError;
    exports.YAMLWarning = errors.YAMLWarning;
    exports.Alias = Alias.Alias;
    exports.isAlias = identity.isAlias;
    exports.isCollection = identity.isCollection;
    exports.isDocument = identity.isDocument;
    exports.isMap = identity.isMap;
    exports.isNode = identity.isNode;
    exports.isPair = identity.isPair;
    exports.isScalar = identity.isScalar;
    exports.isSeq = identity.isSeq;
    exports.Pair = Pair.Pair;
    exports.Scalar = Scalar.Scalar;
    exports.YAMLMap = YAMLMap.YAMLMap;
    exports.YAMLSeq = YAMLSeq.YAMLSeq;
    exports.CST = cst;
    exports.Lexer = lexer.Lexer;
    exports.LineCounter = lineCounter.LineCounter;
    exports.Parser = parser.Parser;
    exports.parse = publicApi.parse;
    exports.parseAllDocuments = publicApi.parseAllDocuments;
    exports.parseDocument = publicApi.parseDocument;
    exports.stringify = publicApi.stringify;
    exports.visit = visit.visit;
    exports.visitAsync = visit.visitAsync;
  }
});

// src/config/validate.ts
var import_yaml = __toESM(require_dist(), 1);

// src/model/units.ts
var METRIC = {
  time: "time",
  throughput: "throughput",
  memory: "memory",
  allocs: "allocs",
  size: "size"
};
var TIME_FACTORS = {
  ps: 1e-3,
  ns: 1,
  us: 1e3,
  "\xB5s": 1e3,
  // U+00B5 MICRO SIGN (Criterion, divan)
  "\u03BCs": 1e3,
  // U+03BC GREEK SMALL LETTER MU
  ms: 1e6,
  s: 1e9,
  sec: 1e9,
  min: 6e10,
  m: 6e10,
  h: 36e11
};
var BYTE_FACTORS = {
  B: 1,
  bytes: 1,
  kB: 1e3,
  KB: 1e3,
  MB: 1e6,
  GB: 1e9,
  TB: 1e12,
  KiB: 1024,
  MiB: 1024 ** 2,
  GiB: 1024 ** 3,
  TiB: 1024 ** 4
};
function timeFactor(unit) {
  return TIME_FACTORS[unit.trim()];
}
function byteFactor(unit) {
  return BYTE_FACTORS[unit.trim()];
}
function byteRateFactor(unit) {
  const m = /^(.+)\/s$/.exec(unit.trim());
  return m?.[1] === void 0 ? void 0 : byteFactor(m[1]);
}
var PLAIN_NUMBER = /^\d+(?:\.\d*)?$/;
function parseNumber(text) {
  if (PLAIN_NUMBER.test(text)) {
    const n2 = Number(text);
    return Number.isFinite(n2) ? n2 : void 0;
  }
  const cleaned = text.trim().replace(/\u2212/g, "-").replace(/,(?=\d{3}(\D|$))/g, "");
  if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(cleaned)) return void 0;
  const n = Number(cleaned);
  return Number.isFinite(n) ? n : void 0;
}
var TIME_SCALES = [
  [1e9, "s"],
  [1e6, "ms"],
  [1e3, "\xB5s"],
  [1, "ns"]
];
var BYTE_SCALES = [
  [1024 ** 3, "GiB"],
  [1024 ** 2, "MiB"],
  [1024, "KiB"],
  [1, "B"]
];
var COUNT_SCALES = [
  [1e9, "G"],
  [1e6, "M"],
  [1e3, "K"],
  [1, ""]
];
function chooseScale(unit, magnitude) {
  const m = Math.abs(magnitude);
  const pick = (scales, suffix) => {
    for (const [factor, label] of scales) {
      if (m >= factor) return { factor, unit: label + suffix };
    }
    const last = scales[scales.length - 1];
    return { factor: last[0], unit: last[1] + suffix };
  };
  switch (unit) {
    case "ns":
      return pick(TIME_SCALES, "");
    case "B":
      return pick(BYTE_SCALES, "");
    case "B/s":
      return pick(BYTE_SCALES, "/s");
    case "ops/s": {
      const s = pick(COUNT_SCALES, "");
      return { factor: s.factor, unit: s.unit === "" ? "ops/s" : `${s.unit} ops/s` };
    }
    default:
      return { factor: 1, unit };
  }
}
function namedScale(unit, label) {
  const want = label.trim().replace(/^us$/, "\xB5s").replace(/^μs$/, "\xB5s");
  const find = (scales, suffix) => {
    const hit = scales.find(([, l]) => l + suffix === want);
    return hit ? { factor: hit[0], unit: want } : void 0;
  };
  if (unit === "ns") return find(TIME_SCALES, "");
  if (unit === "B") return find(BYTE_SCALES, "");
  if (unit === "B/s") return find(BYTE_SCALES, "/s");
  return want === unit ? { factor: 1, unit } : void 0;
}
function groupThousands(text) {
  const [int, frac] = text.split(".");
  const sign = int.startsWith("-") ? "-" : "";
  const digits = sign ? int.slice(1) : int;
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${sign}${grouped}${frac === void 0 ? "" : `.${frac}`}`;
}
function formatSignificant(value, sig = 5) {
  if (!Number.isFinite(value)) return String(value);
  if (value === 0) return "0";
  if (Number.isInteger(value)) return groupThousands(value.toFixed(0));
  const digits = Math.floor(Math.log10(Math.abs(value))) + 1;
  const decimals = Math.max(0, Math.min(6, sig - digits));
  return groupThousands(value.toFixed(decimals));
}
function spreadDecimals(spread) {
  if (!(spread > 0) || !Number.isFinite(spread)) return 2;
  const digits = Math.floor(Math.log10(spread)) + 1;
  return Math.max(0, Math.min(6, 3 - digits));
}
function unitSuffix(unit) {
  return unit === "" ? "" : ` ${unit}`;
}
function formatQuantity(value, unit, scale = chooseScale(unit, value), sig = 5) {
  let text = formatSignificant(value / scale.factor, sig);
  if (unit === "B" && text.includes(".")) text = text.replace(/\.?0+$/, "");
  const label = unit === "allocs" && value === 1 ? "alloc" : scale.unit;
  return `${text}${unitSuffix(label)}`;
}
function formatWithSpread(value, spread, unit, scale = chooseScale(unit, value)) {
  if (spread === void 0 || !Number.isFinite(spread) || spread === 0) return formatQuantity(value, unit, scale);
  const v = value / scale.factor;
  const s = spread / scale.factor;
  const valueDigits = v === 0 ? 1 : Math.floor(Math.log10(Math.abs(v))) + 1;
  const d = Math.max(0, Math.min(spreadDecimals(s), 6 - valueDigits));
  const vText = Math.abs(v) >= 10 ** (d > 0 ? 6 : 9) ? formatSignificant(v) : groupThousands(v.toFixed(d));
  const sText = groupThousands(s.toFixed(d));
  const shown = Number(sText.replace(/,/g, "")) === 0 ? `<${(10 ** -d).toFixed(d)}` : sText;
  return `${vText}${unitSuffix(scale.unit)} \xB1 ${shown}${unitSuffix(scale.unit)}`;
}
function formatPercentChange(ratio, decimals = 1) {
  const pct = (ratio - 1) * 100;
  const text = Math.abs(pct).toFixed(decimals);
  if (Number(text) === 0) return `${0 .toFixed(decimals)} %`;
  return `${pct > 0 ? "+" : "\u2212"}${text} %`;
}

// src/parse/adapter.ts
function exactAlternation(names) {
  return `^(${names.map((n) => n.replace(/[\\^$.*+?()[\]{}|]/g, "\\$&")).join("|")})$`;
}
function detectAny(input, detectFile7) {
  const verdicts = input.files.map((f) => detectFile7(f.text));
  return verdicts.includes("yes") ? "yes" : verdicts.includes("maybe") ? "maybe" : "no";
}
function pickJsonOrConsole(input, kindOf7, onNone) {
  const kinds = input.files.map((file) => ({ file, kind: kindOf7(file.text) }));
  for (const kind of ["json", "console"]) {
    const files2 = kinds.filter((k) => k.kind === kind).map((k) => k.file);
    if (files2.length > 0) return { files: files2, kind };
  }
  const first = input.files[0];
  throw new ParseError({ harness: onNone.harness, file: first?.path ?? "<none>", line: 1, expected: onNone.expected, found: first?.text.split(/\r?\n/)[0] ?? "" });
}

// src/parse/json-stream.ts
var JsonStreamError = class extends Error {
  constructor(expected, offset, found) {
    super(`${expected} at byte ${offset}${found === void 0 ? "" : `, found ${JSON.stringify(found)}`}`);
    this.expected = expected;
    this.offset = offset;
    this.found = found;
    this.name = "JsonStreamError";
  }
  expected;
  offset;
  found;
};
var DEFAULT_WINDOW = 16 * 1024 * 1024;
var QUOTE = 34;
var BACKSLASH = 92;
var OPEN_ARRAY = 91;
var CLOSE_ARRAY = 93;
var OPEN_OBJECT = 123;
var CLOSE_OBJECT = 125;
var COMMA = 44;
var COLON = 58;
var TRACKED = [QUOTE, OPEN_ARRAY, CLOSE_ARRAY, OPEN_OBJECT, CLOSE_OBJECT];
var BATCH_BYTES = 1024 * 1024;
var MAX_WINDOW = 2 ** 31;
var decoder = new TextDecoder("utf-8", { fatal: true });
var lenient = new TextDecoder("utf-8");
function isRecord(v) {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}
function isSpace(c) {
  return c === 32 || c === 10 || c === 13 || c === 9;
}
function parseJsonStream(source, options = {}) {
  const reader = source.open();
  try {
    return new Scanner(reader, { window: source.window, ...options }).document();
  } finally {
    reader.close();
  }
}
function lineAt(source, offset) {
  const reader = source.open();
  try {
    const buf = Buffer.allocUnsafe(1 << 20);
    let line = 1;
    let at = 0;
    while (at < offset) {
      const n = reader.read(buf, 0, Math.min(buf.length, offset - at));
      if (n === 0) break;
      for (let i = buf.indexOf(10, 0); i !== -1 && i < n; i = buf.indexOf(10, i + 1)) line++;
      at += n;
    }
    return line;
  } finally {
    reader.close();
  }
}
var Scanner = class {
  constructor(reader, options) {
    this.reader = reader;
    this.buf = Buffer.allocUnsafeSlow(Math.max(4, options.window ?? DEFAULT_WINDOW));
    this.view = this.buf.subarray(0, 0);
    this.maxDepth = options.maxDepth ?? MAX_JSON_DEPTH;
    this.opened = new Uint8Array(this.maxDepth + 1);
    this.elements = options.elements;
  }
  reader;
  // Buffer, not Uint8Array: its indexOf is memchr, several times faster than TypedArray#indexOf.
  buf;
  /** buf[0, hi) holds the file's bytes from `base`; `pos` is the next byte not yet consumed. */
  view;
  hi = 0;
  pos = 0;
  base = 0;
  eof = false;
  /** Per TRACKED byte: its next position at or after the last search, -1 none before hi, -2 unknown. */
  next = [-2, -2, -2, -2, -2];
  maxDepth;
  elements;
  /** The brackets open while a value's end is sought (TRACKED indexes: 1 "[", 3 "{"). */
  opened;
  document() {
    while (this.hi < 3 && this.fill()) ;
    if (this.hi >= 3 && this.buf[0] === 239 && this.buf[1] === 187 && this.buf[2] === 191) this.pos = 3;
    const rootMap = this.elements !== void 0 && this.elements.key === void 0 ? this.elements : void 0;
    const value = this.value(0, rootMap);
    if (this.skipSpace()) throw this.error("the end of the document after its value", this.pos);
    return value;
  }
  // ---- the window ----
  /** The file offset of buf[i]. */
  at(i) {
    return this.base + i;
  }
  /**
   * Drops the bytes before `pos` (moving the rest to the front) and reads more after them. Every index
   * into buf moves down by the old `pos`: callers rebase theirs. False when nothing more could be read
   * (the end of the file, or a window full from `pos` on).
   */
  fill() {
    const drop = this.pos;
    if (drop > 0) {
      this.buf.copyWithin(0, drop, this.hi);
      this.hi -= drop;
      this.base += drop;
      this.pos = 0;
    }
    this.next.fill(-2);
    if (this.eof || this.hi === this.buf.length) return false;
    const n = this.reader.read(this.buf, this.hi, this.buf.length - this.hi);
    if (n === 0) this.eof = true;
    this.hi += n;
    this.view = this.buf.subarray(0, this.hi);
    return n > 0;
  }
  /** A window twice as large (for one string or number longer than the window). */
  grow(start) {
    if (this.buf.length >= MAX_WINDOW) {
      throw this.error(`a value shorter than ${MAX_WINDOW} bytes (no JavaScript string holds more)`, start);
    }
    const wider = Buffer.allocUnsafeSlow(Math.min(MAX_WINDOW, this.buf.length * 2));
    this.buf.copy(wider, 0, 0, this.hi);
    this.buf = wider;
    this.view = wider.subarray(0, this.hi);
    this.next.fill(-2);
  }
  /** Skips whitespace; false at the end of the document. */
  skipSpace() {
    for (; ; ) {
      const { buf, hi } = this;
      let p = this.pos;
      while (p < hi && isSpace(buf[p])) p++;
      this.pos = p;
      if (p < hi) return true;
      if (!this.fill() && this.eof) return false;
    }
  }
  /** The next position of TRACKED[k] at or after i, or -1 when there is none before hi. */
  nextOf(k, i) {
    let p = this.next[k];
    if (p === -2 || p !== -1 && p < i) {
      p = this.view.indexOf(TRACKED[k], i);
      this.next[k] = p;
    }
    return p;
  }
  // ---- values ----
  /** The value at pos (after whitespace). `map`: convert the elements, when it is an array. */
  value(depth, map) {
    if (!this.skipSpace()) throw this.error("a value (the document ends here)", this.pos);
    const c = this.buf[this.pos];
    if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      const end = this.containerEnd(depth);
      if (end < 0) return c === OPEN_ARRAY ? this.array(depth + 1, map) : this.object(depth + 1);
      const v = this.native(end);
      const list = map !== void 0 ? v : depth === 0 && this.elements?.key !== void 0 && isRecord(v) ? v[this.elements.key] : void 0;
      if (this.elements !== void 0 && Array.isArray(list)) for (let i = 0; i < list.length; i++) list[i] = this.elements.map(list[i], i);
      return v;
    }
    if (c === CLOSE_ARRAY || c === CLOSE_OBJECT || c === COMMA || c === COLON) throw this.error("a value", this.pos);
    return this.native(c === QUOTE ? this.stringEnd() : this.scalarEnd());
  }
  /** Parses buf[pos, end) natively and consumes it. */
  native(end) {
    const start = this.pos;
    const bytes = this.buf.subarray(start, end);
    let text;
    try {
      text = decoder.decode(bytes);
    } catch (err) {
      if (err instanceof RangeError) throw this.error("a string that JavaScript can hold (this value is longer)", start);
      throw this.error("valid UTF-8", start + firstInvalidUtf8(bytes));
    }
    let value;
    try {
      value = JSON.parse(text);
    } catch (err) {
      const found = syntaxErrorIn(bytes);
      if (found === void 0) throw this.error(`valid JSON (${err.message.slice(0, 200)})`, start);
      throw this.error(found.expected, start + found.offset);
    }
    this.pos = end;
    return value;
  }
  /**
   * Where the array or object at pos ends (exclusive), or -1 when it is larger than the window. Strings
   * are jumped over whole; brackets are paired, and a wrong one ends the value there, for JSON.parse to
   * refuse and syntaxErrorIn to locate.
   */
  containerEnd(depth) {
    let i = this.pos + 1;
    let open = 1;
    if (depth + open > this.maxDepth) throw this.error(`JSON nested at most ${this.maxDepth} levels deep`, this.pos);
    this.opened[0] = this.buf[this.pos] === OPEN_ARRAY ? 1 : 3;
    for (; ; ) {
      const j = this.nextTracked(i);
      const k = this.kind;
      if (k === 0) {
        const q = this.closingQuote(j);
        if (q >= 0) {
          i = q + 1;
          continue;
        }
      } else if (k > 0) {
        if (k === 1 || k === 3) {
          if (depth + open + 1 > this.maxDepth) throw this.error(`JSON nested at most ${this.maxDepth} levels deep`, j);
          this.opened[open++] = k;
        } else if (this.opened[--open] !== k - 1 || open === 0) {
          return j + 1;
        }
        i = j + 1;
        continue;
      }
      const shift = this.pos;
      if (!this.fill()) {
        if (this.eof) throw this.error(`the end of the ${this.buf[this.pos] === OPEN_ARRAY ? "array" : "object"} that starts at byte ${this.at(this.pos)} (the document ends inside it)`, this.hi);
        return -1;
      }
      i = j - shift;
    }
  }
  /** Which TRACKED byte nextTracked found (-1: none). */
  kind = -1;
  /** The first quote or bracket at or after i: its index, or hi when there is none (kind -1). */
  nextTracked(i) {
    let j = this.hi;
    let k = -1;
    for (let t = 0; t < 5; t++) {
      const p = this.nextOf(t, i);
      if (p !== -1 && p < j) {
        j = p;
        k = t;
      }
    }
    this.kind = k;
    return j;
  }
  /**
   * In a split array, from pos: the index of the last "," between elements, or of the array's closing
   * "]", in the bytes read; -1 when no element ends there. Brackets and strings are jumped as in
   * containerEnd; between them, at the array's own level, every comma separates elements.
   */
  elementsEnd(depth) {
    let i = this.pos;
    let open = 0;
    let cut = -1;
    const limit = Math.min(this.hi, this.pos + BATCH_BYTES);
    for (; ; ) {
      let j = this.nextTracked(i);
      let k = this.kind;
      if (j >= limit) {
        j = limit;
        k = -1;
      }
      if (open === 0 && j > i) {
        let c = -1;
        if (j - i < 64) {
          for (let p = j - 1; p >= i; p--) {
            if (this.buf[p] === COMMA) {
              c = p;
              break;
            }
          }
        } else c = this.view.lastIndexOf(COMMA, j - 1);
        if (c >= i) cut = c;
      }
      if (k === -1) return cut;
      if (k === 0) {
        const q = this.closingQuote(j);
        if (q < 0 || q >= limit) return cut;
        i = q + 1;
        continue;
      }
      if (k === 1 || k === 3) {
        if (depth + open + 1 > this.maxDepth) throw this.error(`JSON nested at most ${this.maxDepth} levels deep`, j);
        this.opened[open++] = k;
      } else if (open === 0) {
        return k === 2 ? j : cut;
      } else if (this.opened[--open] !== k - 1) return cut;
      i = j + 1;
    }
  }
  /** buf[pos, cut) as the elements of one array, or undefined when JSON.parse refuses them. */
  batch(cut) {
    try {
      return JSON.parse(`[${decoder.decode(this.buf.subarray(this.pos, cut))}]`);
    } catch {
      return void 0;
    }
  }
  /** The closing quote of the string whose opening quote is at q0, or -1 when it is not read yet. */
  closingQuote(q0) {
    let q = this.nextOf(0, q0 + 1);
    while (q !== -1) {
      let slashes = 0;
      while (this.buf[q - 1 - slashes] === BACKSLASH) slashes++;
      if (slashes % 2 === 0) return q;
      q = this.nextOf(0, q + 1);
    }
    return -1;
  }
  /** Where the string at pos ends (exclusive); widens the window for a string longer than it. */
  stringEnd() {
    for (; ; ) {
      const q = this.closingQuote(this.pos);
      if (q >= 0) return q + 1;
      if (!this.fill()) {
        if (this.eof) throw this.error(`the end of the string that starts at byte ${this.at(this.pos)} (the document ends inside it)`, this.hi);
        this.grow(this.pos);
      }
    }
  }
  /** Where the number or literal at pos ends (exclusive): at the next delimiter, or the end of the document. */
  scalarEnd() {
    let i = this.pos;
    for (; ; ) {
      const { buf, hi } = this;
      while (i < hi) {
        const c = buf[i];
        if (c === COMMA || c === CLOSE_ARRAY || c === CLOSE_OBJECT || c === COLON || c === QUOTE || c === OPEN_ARRAY || c === OPEN_OBJECT || isSpace(c)) return i;
        i++;
      }
      const shift = this.pos;
      if (!this.fill()) {
        if (this.eof) return this.hi;
        this.grow(this.pos);
      }
      i -= shift;
    }
  }
  // ---- containers larger than the window ----
  array(depth, map) {
    const start = this.at(this.pos);
    this.pos++;
    const out = [];
    if (!this.skipSpace()) throw this.endsInside("array", start);
    if (this.buf[this.pos] === CLOSE_ARRAY) {
      this.pos++;
      return out;
    }
    for (; ; ) {
      if (!this.skipSpace()) throw this.endsInside("array", start);
      const first = this.buf[this.pos];
      const cut = first === CLOSE_ARRAY || first === COMMA ? -1 : this.elementsEnd(depth);
      this.next.fill(-2);
      if (cut > this.pos) {
        const batch = this.batch(cut);
        if (batch !== void 0) {
          for (let i = 0; i < batch.length; i++) out.push(map === void 0 ? batch[i] : map.map(batch[i], out.length));
          const c2 = this.buf[cut];
          this.pos = cut + 1;
          if (c2 === CLOSE_ARRAY) return out;
          continue;
        }
      }
      const v = this.value(depth);
      out.push(map === void 0 ? v : map.map(v, out.length));
      if (!this.skipSpace()) throw this.endsInside("array", start);
      const c = this.buf[this.pos];
      this.pos++;
      if (c === CLOSE_ARRAY) return out;
      if (c !== COMMA) throw this.error('"," or "]" after an array element', this.pos - 1);
    }
  }
  object(depth) {
    const start = this.at(this.pos);
    this.pos++;
    const out = {};
    if (!this.skipSpace()) throw this.endsInside("object", start);
    if (this.buf[this.pos] === CLOSE_OBJECT) {
      this.pos++;
      return out;
    }
    for (; ; ) {
      if (!this.skipSpace()) throw this.endsInside("object", start);
      if (this.buf[this.pos] !== QUOTE) throw this.error('a "key" in double quotes', this.pos);
      const key = this.native(this.stringEnd());
      if (!this.skipSpace()) throw this.endsInside("object", start);
      if (this.buf[this.pos] !== COLON) throw this.error(`":" after the key ${JSON.stringify(key.slice(0, 60))}`, this.pos);
      this.pos++;
      const map = depth === 1 && this.elements?.key !== void 0 && key === this.elements.key ? this.elements : void 0;
      Object.defineProperty(out, key, { value: this.value(depth, map), writable: true, enumerable: true, configurable: true });
      if (!this.skipSpace()) throw this.endsInside("object", start);
      const c = this.buf[this.pos];
      this.pos++;
      if (c === CLOSE_OBJECT) return out;
      if (c !== COMMA) throw this.error('"," or "}" after an object member', this.pos - 1);
    }
  }
  // ---- errors ----
  endsInside(what, start) {
    return new JsonStreamError(`the end of the ${what} that starts at byte ${start} (the document ends inside it)`, this.at(this.hi));
  }
  /** An error at buf[i], with the bytes found there. */
  error(expected, i) {
    const found = i < this.hi ? lenient.decode(this.buf.subarray(i, Math.min(this.hi, i + 40))) : void 0;
    return new JsonStreamError(expected, this.at(i), found);
  }
};
function firstInvalidUtf8(b) {
  let i = 0;
  while (i < b.length) {
    const c = b[i];
    const n = c < 128 ? 0 : c >= 194 && c <= 223 ? 1 : c >= 224 && c <= 239 ? 2 : c >= 240 && c <= 244 ? 3 : -1;
    if (n < 0) return i;
    if (n > 0) {
      const lo = c === 224 ? 160 : c === 240 ? 144 : 128;
      const hi = c === 237 ? 159 : c === 244 ? 143 : 191;
      if (i + 1 >= b.length || b[i + 1] < lo || b[i + 1] > hi) return i;
      for (let k = 2; k <= n; k++) if (i + k >= b.length || (b[i + k] & 192) !== 128) return i;
    }
    i += n + 1;
  }
  return b.length;
}
var At = { Value: 0, ValueOrClose: 1, Key: 2, KeyOrClose: 3, Colon: 4, After: 5 };
function syntaxErrorIn(b) {
  const stack = [];
  let state = At.Value;
  let i = 0;
  const n = b.length;
  const bad = (expected) => ({ offset: i, expected });
  for (; ; ) {
    while (i < n && isSpace(b[i])) i++;
    if (i >= n) return state === At.After && stack.length === 0 ? void 0 : bad(stack.length > 0 ? `the end of the ${stack.at(-1) === OPEN_ARRAY ? "array" : "object"} (the value ends inside it)` : "a value");
    const c = b[i];
    if (state === At.After) {
      const top = stack.at(-1);
      if (top === void 0) return bad("the end of the value");
      if (c === COMMA) {
        state = top === OPEN_ARRAY ? At.Value : At.Key;
        i++;
      } else if (c === CLOSE_ARRAY && top === OPEN_ARRAY || c === CLOSE_OBJECT && top === OPEN_OBJECT) {
        stack.pop();
        i++;
      } else return bad(top === OPEN_ARRAY ? '"," or "]" after an array element' : '"," or "}" after an object member');
      continue;
    }
    if (state === At.Colon) {
      if (c !== COLON) return bad('":" after an object key');
      state = At.Value;
      i++;
      continue;
    }
    if (state === At.Key || state === At.KeyOrClose) {
      if (c === CLOSE_OBJECT && state === At.KeyOrClose) {
        stack.pop();
        state = At.After;
        i++;
        continue;
      }
      if (c !== QUOTE) return bad('a "key" in double quotes');
      const end = stringBytesEnd(b, i);
      if (typeof end !== "number") return { offset: end.offset, expected: end.expected };
      i = end;
      state = At.Colon;
      continue;
    }
    if (c === CLOSE_ARRAY && state === At.ValueOrClose) {
      stack.pop();
      state = At.After;
      i++;
      continue;
    }
    if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      stack.push(c);
      state = c === OPEN_ARRAY ? At.ValueOrClose : At.KeyOrClose;
      i++;
      continue;
    }
    if (c === QUOTE) {
      const end = stringBytesEnd(b, i);
      if (typeof end !== "number") return { offset: end.offset, expected: end.expected };
      i = end;
    } else {
      const end = literalEnd(b, i);
      if (end === i) return bad("a value");
      i = end;
    }
    state = At.After;
  }
}
function stringBytesEnd(b, i) {
  for (let k = i + 1; k < b.length; k++) {
    const c = b[k];
    if (c === QUOTE) return k + 1;
    if (c < 32) return { offset: k, expected: "no control character inside a string (escape it)" };
    if (c === BACKSLASH) {
      const e = b[k + 1];
      if (e === 117) {
        for (let h = k + 2; h < k + 6; h++) if (!/[0-9a-fA-F]/.test(String.fromCharCode(b[h] ?? 32))) return { offset: k, expected: "an escape \\uXXXX with four hex digits" };
        k += 5;
      } else if (e !== void 0 && '"\\/bfnrt'.includes(String.fromCharCode(e))) k++;
      else return { offset: k, expected: 'an escape (\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)' };
    }
  }
  return { offset: i, expected: "the end of the string that starts here (the value ends inside it)" };
}
var isDigit = (c) => c !== void 0 && c >= 48 && c <= 57;
function literalEnd(b, i) {
  for (const word of ["true", "false", "null"]) {
    let k2 = 0;
    while (k2 < word.length && b[i + k2] === word.charCodeAt(k2)) k2++;
    if (k2 === word.length) return i + k2;
  }
  let k = i;
  if (b[k] === 45) k++;
  if (b[k] === 48) k++;
  else if (isDigit(b[k])) while (isDigit(b[k])) k++;
  else return i;
  if (b[k] === 46) {
    if (!isDigit(b[k + 1])) return k;
    k++;
    while (isDigit(b[k])) k++;
  }
  if (b[k] === 101 || b[k] === 69) {
    const sign = b[k + 1] === 43 || b[k + 1] === 45 ? 1 : 0;
    if (!isDigit(b[k + 1 + sign])) return k;
    k += 1 + sign;
    while (isDigit(b[k])) k++;
  }
  return k;
}

// src/parse/json-doc.ts
var ANSI = /\u001b\[[0-?]*[ -/]*[@-~]/g;
function fail(src, path, expected, found) {
  throw new ParseError({ ...src, path, expected, found: found === void 0 ? void 0 : describe(found) });
}
function describe(value) {
  if (value === void 0) return "nothing";
  if (Array.isArray(value)) return `an array of ${value.length}`;
  if (typeof value === "object" && value !== null) return "an object";
  return typeof value === "string" ? value : String(value);
}
function parseJsonText(src, text, expected) {
  const clean = text.replace(ANSI, "").replace(/^\uFEFF/, "");
  if (clean.trim() === "") throw new ParseError({ ...src, line: 1, expected, found: "" });
  const deep = jsonTooDeep(clean);
  if (deep) throw new ParseError({ ...src, line: deep.line, expected: `JSON nested at most ${MAX_JSON_DEPTH} levels deep (${expected})` });
  try {
    return JSON.parse(clean);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    const at = /position (\d+)/.exec(message);
    const pos = at ? Number(at[1]) : clean.length;
    const line = clean.slice(0, pos).split("\n").length;
    const lineText = clean.split("\n")[line - 1] ?? "";
    throw new ParseError({ ...src, line, expected: `valid JSON (${message.split("\n")[0]})`, found: lineText.trim() });
  }
}
function parseJsonFile(src, file, expected, elements) {
  if (file.json === void 0) {
    const doc = parseJsonText(src, file.text, expected);
    const list = isRecord2(doc) && elements?.key !== void 0 ? doc[elements.key] : elements !== void 0 && elements.key === void 0 ? doc : void 0;
    if (elements !== void 0 && Array.isArray(list)) for (let i = 0; i < list.length; i++) list[i] = elements.map(list[i], i);
    return doc;
  }
  try {
    return parseJsonStream(file.json, { elements });
  } catch (err) {
    if (!(err instanceof JsonStreamError)) throw err;
    throw new ParseError({
      ...src,
      line: lineAt(file.json, err.offset),
      expected: `${err.expected} at byte ${err.offset} of ${file.json.size} (${expected})`,
      found: err.found
    });
  }
}
function scaleFiniteArray(src, value, path, factor = 1) {
  const raw = array(src, value, path);
  for (let i = 0; i < raw.length; i++) {
    const x = raw[i];
    const scaled = typeof x === "number" ? x * factor : NaN;
    raw[i] = Number.isFinite(scaled) ? scaled : finite(src, x, `${path}[${i}]`, factor);
  }
  return raw;
}
function isRecord2(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function record(src, value, path) {
  return isRecord2(value) ? value : fail(src, path, "an object", value);
}
function array(src, value, path) {
  return Array.isArray(value) ? value : fail(src, path, "an array", value);
}
function string(src, value, path) {
  return typeof value === "string" && value.trim() !== "" ? value : fail(src, path, "a non-empty string", value);
}
function optString(src, value, path) {
  return value === void 0 || value === null ? void 0 : string(src, value, path);
}
function finite(src, value, path, factor = 1) {
  if (typeof value !== "number" || !Number.isFinite(value)) return fail(src, path, "a finite number", value);
  const scaled = value * factor;
  return Number.isFinite(scaled) ? scaled : fail(src, path, "a number in range", value);
}
function optFinite(src, value, path, factor = 1) {
  return value === void 0 || value === null ? void 0 : finite(src, value, path, factor);
}
function nonNegative(src, value, path, factor = 1) {
  const n = finite(src, value, path, factor);
  return n >= 0 ? n : fail(src, path, "a non-negative number", value);
}
function optNonNegative(src, value, path, factor = 1) {
  return value === void 0 || value === null ? void 0 : nonNegative(src, value, path, factor);
}
function scalarText(src, value, path) {
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return fail(src, path, "a string, number or boolean", value);
}
function uniqueNames(items) {
  const used = /* @__PURE__ */ new Set();
  return items.map((item) => {
    let name = item.name;
    for (let i = 2; used.has(name); i++) name = `${item.name} (${i})`;
    used.add(name);
    return name === item.name ? item : { ...item, name };
  });
}
function hasSchema(text, id) {
  let i = 0;
  while (i < text.length && /\s/.test(text[i])) i++;
  if (text[i] !== "{" || !text.includes(id)) return false;
  try {
    const doc = JSON.parse(text);
    return isRecord2(doc) && doc.schema === id;
  } catch {
    return false;
  }
}

// src/parse/asv.ts
var ID = "asv";
function detectFile(text) {
  const head2 = text.slice(0, 4096);
  return /^\s*\{/.test(head2) && /"result_columns"\s*:/.test(text) && /"results"\s*:/.test(head2 + text.slice(0, 1 << 20)) ? "yes" : "no";
}
function isVersion1(text) {
  return /^\s*\{/.test(text) && !/"result_columns"\s*:/.test(text) && /"commit_hash"\s*:/.test(text) && /"results"\s*:/.test(text) && /"version"\s*:\s*1\s*[,}]/.test(text);
}
function quoteBareNonFinite(text) {
  if (!/NaN|Infinity/.test(text)) return text;
  return text.replace(/"(?:[^"\\]|\\.)*"|(-?Infinity|NaN)/g, (m, bare) => bare === void 0 ? m : `"${bare}"`);
}
function points(params) {
  let out = [[]];
  for (const values of params) out = out.flatMap((p) => values.map((v) => [...p, v]));
  return out;
}
function kindOf(name) {
  const fn = name.slice(name.lastIndexOf(".") + 1);
  if (/^(?:Time[A-Z_]|time_|Timeraw[A-Z_]|timeraw_)./.test(fn)) return { metric: METRIC.time, unit: "ns", factor: 1e9 };
  if (/^(?:Mem[A-Z_]|mem_|PeakMem[A-Z_]|peakmem_)./.test(fn)) return { metric: METRIC.memory, unit: "B", factor: 1 };
  return { metric: "value", unit: "", factor: 1 };
}
function declared(input) {
  const out = /* @__PURE__ */ new Map();
  for (const f of input.files) {
    if (detectFile(f.text) === "yes" || !/"param_names"\s*:/.test(f.text)) continue;
    try {
      const doc = JSON.parse(f.text);
      if (!isRecord2(doc)) continue;
      for (const [k, v] of Object.entries(doc)) {
        if (!isRecord2(v)) continue;
        const d = {};
        if (Array.isArray(v["param_names"]) && v["param_names"].every((n) => typeof n === "string")) d.paramNames = v["param_names"];
        if (typeof v["unit"] === "string" && v["unit"] !== "" && v["unit"] !== "unit") d.unit = v["unit"];
        out.set(k, d);
      }
    } catch {
    }
  }
  return out;
}
function parse(input) {
  const benchmarks = [];
  const known = declared(input);
  const v1 = input.files.find((f) => isVersion1(f.text));
  if (v1) {
    fail(
      { harness: ID, file: v1.path },
      "version",
      "asv results format version 2 (asv \u2265 0.5 writes it; re-run the benchmarks with a current asv, `pip install -U asv`)",
      "1 (results format version 1, written by asv < 0.5; benchgate reads version 2 only)"
    );
  }
  const files2 = input.files.filter((f) => detectFile(f.text) === "yes");
  if (files2.length === 0) fail({ harness: ID, file: input.files[0]?.path ?? "<stdout>" }, "$", "an asv results JSON file (result_columns, results)", input.files[0]?.text.slice(0, 40));
  const warnings = [];
  for (const file of files2) {
    const src = { harness: ID, file: file.path };
    const text = file.json === void 0 ? { ...file, text: quoteBareNonFinite(file.text) } : file;
    const doc = record(src, parseJsonFile(src, text, "an asv results JSON file"), "$");
    const skipped = [];
    const columns = array(src, doc["result_columns"], "result_columns");
    const col = (c) => columns.indexOf(c);
    for (const [name, rawRow] of Object.entries(record(src, doc["results"], "results"))) {
      const path = `results.${name}`;
      const row = array(src, rawRow, path);
      const cell = (c) => col(c) >= 0 ? row[col(c)] : void 0;
      const params = cell("params") ?? [];
      if (!Array.isArray(params) || !params.every((p) => Array.isArray(p))) fail(src, `${path}.params`, "an array of value lists", params);
      const pts = points(params);
      const results = cell("result") === null ? pts.map(() => null) : array(src, cell("result"), `${path}.result`);
      if (pts.length !== results.length) fail(src, `${path}.result`, `${pts.length} values (one per params point)`, results.length);
      const kind = kindOf(name);
      const unit = kind.metric === "value" ? known.get(name)?.unit : void 0;
      const k = unit === void 0 ? kind : { ...kind, unit };
      const list = (c) => Array.isArray(cell(c)) ? cell(c) : void 0;
      results.forEach((v, i) => {
        const full = pts[i].length === 0 ? name : `${name}(${pts[i].join(", ")})`;
        if (v === "NaN") {
          skipped.push(full);
          return;
        }
        if (v === null || typeof v !== "number" || !Number.isFinite(v)) {
          benchmarks.push({ name: full, status: "failed", error: v === null ? "asv recorded no result (the benchmark failed)" : `asv recorded ${String(v)}`, metrics: {} });
          return;
        }
        const metric2 = { unit: k.unit, direction: "smaller", value: v * k.factor };
        if (k.metric === METRIC.time) metric2.statistic = "median";
        if (k.metric === METRIC.memory) metric2.exact = true;
        const lo = list("stats_ci_99_a")?.[i];
        const hi = list("stats_ci_99_b")?.[i];
        if (typeof lo === "number" && typeof hi === "number") metric2.spread = { ci: { lower: lo * k.factor, upper: hi * k.factor, level: 0.99 } };
        const samples = list("samples")?.[i];
        if (Array.isArray(samples) && samples.length > 0 && samples.every((s) => typeof s === "number")) {
          metric2.samples = samples.map((s) => s * k.factor);
          metric2.n = samples.length;
        }
        const b = { name: full, metrics: { [k.metric]: metric2 } };
        if (pts[i].length > 0) b.params = Object.fromEntries(pts[i].map((p, j) => [known.get(name)?.paramNames?.[j] ?? `p${j}`, p]));
        benchmarks.push(b);
      });
    }
    if (skipped.length > 0) warnings.push(`${file.path}: asv skipped ${skipped.length === 1 ? "this point" : `these ${skipped.length} points`} (NaN: setup raised NotImplementedError, or not selected): ${skipped.join(", ")}`);
  }
  if (benchmarks.length === 0) fail({ harness: ID, file: files2[0].path }, "results", "at least one benchmark", "{}");
  return warnings.length > 0 ? { benchmarks, warnings } : { benchmarks };
}
var asv = {
  id: ID,
  description: "airspeed velocity (asv) results JSON (.asv/results/<machine>/<commit>-<env>.json; samples with --record-samples)",
  // A version 1 file is claimed too, so that it gets the message saying what to do rather than "no adapter".
  detect: (input) => detectAny(input, (text) => isVersion1(text) ? "yes" : detectFile(text)),
  parse,
  largeJson: true
};

// src/parse/benchmarkdotnet.ts
var ID2 = "benchmarkdotnet";
var ANSI2 = /\u001b\[[0-?]*[ -/]*[@-~]/g;
function head(text) {
  return text.slice(0, 8192).replace(ANSI2, "").replace(/^\uFEFF/, "");
}
function detectFile2(text) {
  const h = head(text);
  if (!/^\s*\{/.test(h)) return "no";
  const benchmarks = /"Benchmarks"\s*:/.test(h);
  if (benchmarks && /"HostEnvironmentInfo"\s*:|"BenchmarkDotNetCaption"\s*:/.test(h)) return "yes";
  return benchmarks || /"FullName"\s*:[^]*"Statistics"\s*:/.test(h) ? "maybe" : "no";
}
function detect(input) {
  return detectAny(input, detectFile2);
}
function parse2(input) {
  let files2 = input.files.filter((f) => detectFile2(f.text) === "yes");
  if (files2.length === 0) files2 = input.files.filter((f) => /^\s*\{/.test(head(f.text))).slice(0, 1);
  if (files2.length === 0) {
    const first = input.files[0];
    throw new ParseError({
      harness: ID2,
      file: first?.path ?? "<none>",
      line: 1,
      expected: "a BenchmarkDotNet JSON full export (*-report-full.json)",
      found: first?.text.split(/\r?\n/)[0] ?? ""
    });
  }
  return { benchmarks: uniqueNames(files2.flatMap(parseFile)) };
}
function parseFile(file) {
  const src = { harness: ID2, file: file.path };
  const root = record(src, parseJsonFile(src, file, "a BenchmarkDotNet JSON full export"), "$");
  const rows = array(src, root.Benchmarks, "Benchmarks");
  if (rows.length === 0) fail(src, "Benchmarks", "at least one benchmark", rows);
  const entries = rows.map((row, i) => readBenchmark(src, record(src, row, `Benchmarks[${i}]`), `Benchmarks[${i}]`));
  const counts = /* @__PURE__ */ new Map();
  for (const e of entries) counts.set(e.b.name, (counts.get(e.b.name) ?? 0) + 1);
  return entries.map((e) => counts.get(e.b.name) > 1 && e.job !== void 0 ? { ...e.b, name: `${e.b.name} [${e.job}]` } : e.b);
}
function readBenchmark(src, r, path) {
  const type = string(src, r.Type, `${path}.Type`);
  const method = string(src, r.Method, `${path}.Method`);
  const title = optString(src, r.MethodTitle, `${path}.MethodTitle`) ?? method;
  const params = readParams(src, r.Parameters, `${path}.Parameters`);
  const fullName = optString(src, r.FullName, `${path}.FullName`);
  const b = { name: `${type}.${title}${argumentSuffix(fullName, params)}`, metrics: {} };
  if (params !== void 0) b.params = params;
  const display = typeof r.DisplayInfo === "string" ? r.DisplayInfo : "";
  const job = /: ([^\s([]+)/.exec(display)?.[1];
  if (r.Statistics === void 0 || r.Statistics === null) {
    return { b: { ...b, status: "failed", error: "BenchmarkDotNet reported no statistics (the benchmark failed or was not measured)" }, job };
  }
  b.metrics[METRIC.time] = readTime(src, record(src, r.Statistics, `${path}.Statistics`), r.Measurements, path);
  if (r.Memory !== void 0 && r.Memory !== null) readMemory(src, record(src, r.Memory, `${path}.Memory`), `${path}.Memory`, b.metrics);
  if (r.Metrics !== void 0 && r.Metrics !== null) readDiagnoserMetrics(src, array(src, r.Metrics, `${path}.Metrics`), `${path}.Metrics`, b.metrics);
  return { b, job };
}
function readParams(src, value, path) {
  if (value === void 0 || value === null || value === "") return void 0;
  if (typeof value !== "string") return fail(src, path, 'a string of name=value pairs joined by "&"', value);
  const params = {};
  for (const pair of value.split("&")) {
    const eq = pair.indexOf("=");
    if (eq <= 0) return fail(src, path, 'name=value pairs joined by "&"', value);
    params[pair.slice(0, eq)] = pair.slice(eq + 1);
  }
  return params;
}
function argumentSuffix(fullName, params) {
  const open = fullName?.indexOf("(") ?? -1;
  if (fullName !== void 0 && open >= 0 && fullName.endsWith(")")) return fullName.slice(open);
  if (params === void 0) return "";
  return `(${Object.entries(params).map(([k, v]) => `${k}: ${v}`).join(", ")})`;
}
function optStat(src, value, path, nonNeg) {
  if (value === "NaN" || value === "") return void 0;
  return nonNeg ? optNonNegative(src, value, path) : optFinite(src, value, path);
}
function readTime(src, s, measurements, path) {
  const sp = `${path}.Statistics`;
  const spread = {
    stddev: optStat(src, s.StandardDeviation, `${sp}.StandardDeviation`, true),
    sem: optStat(src, s.StandardError, `${sp}.StandardError`, true),
    iqr: optStat(src, s.InterquartileRange, `${sp}.InterquartileRange`, true),
    min: optStat(src, s.Min, `${sp}.Min`, false),
    max: optStat(src, s.Max, `${sp}.Max`, false)
  };
  if (isRecord2(s.ConfidenceInterval)) {
    const ci = readInterval(src, s.ConfidenceInterval, `${sp}.ConfidenceInterval`);
    if (ci !== void 0) spread.ci = ci;
  }
  for (const k of Object.keys(spread)) if (spread[k] === void 0) delete spread[k];
  const metric2 = {
    unit: "ns",
    direction: "smaller",
    // The median: BenchmarkDotNet's summary leads with the mean, but benchgate's tests compare medians
    // and the median of the iterations is robust to the one-sided outliers (GC, scheduler) it reports.
    value: finite(src, s.Median, `${sp}.Median`),
    statistic: "median",
    spread
  };
  if (s.N !== void 0 && s.N !== null) {
    const n = nonNegative(src, s.N, `${sp}.N`);
    if (!Number.isInteger(n)) fail(src, `${sp}.N`, "a whole number", s.N);
    metric2.n = n;
  }
  const samples = s.OriginalValues !== void 0 && s.OriginalValues !== null ? scaleFiniteArray(src, s.OriginalValues, `${sp}.OriginalValues`) : resultSamples(src, measurements, `${path}.Measurements`);
  if (samples !== void 0 && samples.length > 0) {
    metric2.samples = samples;
    metric2.n ??= samples.length;
  }
  return metric2;
}
function resultSamples(src, value, path) {
  if (value === void 0 || value === null) return void 0;
  const samples = [];
  array(src, value, path).forEach((row, i) => {
    const m = record(src, row, `${path}[${i}]`);
    if (m.IterationMode !== "Workload" || m.IterationStage !== "Result") return;
    const ops = finite(src, m.Operations, `${path}[${i}].Operations`);
    if (!(ops > 0)) fail(src, `${path}[${i}].Operations`, "a positive operation count", m.Operations);
    const perOp = finite(src, m.Nanoseconds, `${path}[${i}].Nanoseconds`) / ops;
    samples.push(Number.isFinite(perOp) ? perOp : fail(src, `${path}[${i}].Nanoseconds`, "a number in range", m.Nanoseconds));
  });
  return samples.length > 0 ? samples : void 0;
}
var LEVELS = ["L50", "L70", "L75", "L80", "L85", "L90", "L92", "L95", "L96", "L97", "L98", "L99", "L999", "L9999", "L99999", "L999999"];
function levelFraction(level) {
  const name = typeof level === "number" && Number.isInteger(level) ? LEVELS[level] : typeof level === "string" ? level : void 0;
  if (typeof level === "number" && level > 0 && level < 1) return level;
  const m = name === void 0 ? null : /^L(\d+)$/.exec(name);
  return m ? Number(`0.${m[1]}`) : void 0;
}
function readInterval(src, ci, path) {
  const lower = optStat(src, ci.Lower, `${path}.Lower`, false);
  const upper = optStat(src, ci.Upper, `${path}.Upper`, false);
  const level = levelFraction(ci.Level);
  if (lower === void 0 || upper === void 0 || level === void 0 || lower > upper) return void 0;
  return { lower, upper, level };
}
var GC_METRIC_IDS = /* @__PURE__ */ new Set(["Gen0Collects", "Gen1Collects", "Gen2Collects", "Allocated Memory"]);
function readMemory(src, m, path, metrics) {
  const total = optFinite(src, m.TotalOperations, `${path}.TotalOperations`);
  if (total !== void 0 && total <= 0) return;
  const bytes = m.BytesAllocatedPerOperation;
  if (bytes !== void 0 && bytes !== null) {
    const value = nonNegative(src, bytes, `${path}.BytesAllocatedPerOperation`);
    metrics[METRIC.memory] = { unit: "B", direction: "smaller", value, statistic: "mean" };
  }
  if (total === void 0) return;
  for (const gen of [0, 1, 2]) {
    const count2 = optNonNegative(src, m[`Gen${gen}Collections`], `${path}.Gen${gen}Collections`);
    if (count2 === void 0) continue;
    const value = count2 / total * 1e3;
    if (!Number.isFinite(value)) fail(src, `${path}.Gen${gen}Collections`, "a number in range", m[`Gen${gen}Collections`]);
    metrics[`gen${gen}`] = { unit: "collections/1000 ops", direction: "smaller", value, statistic: "mean" };
  }
}
function readDiagnoserMetrics(src, rows, path, metrics) {
  rows.forEach((row, i) => {
    const r = record(src, row, `${path}[${i}]`);
    const d = record(src, r.Descriptor, `${path}[${i}].Descriptor`);
    const id = string(src, d.Id, `${path}[${i}].Descriptor.Id`);
    if (GC_METRIC_IDS.has(id) || metrics[id] !== void 0) return;
    const unit = typeof d.Unit === "string" && d.Unit.trim() !== "" ? d.Unit : "count";
    const value = finite(src, r.Value, `${path}[${i}].Value`);
    metrics[id] = { unit, direction: d.TheGreaterTheBetter === true ? "bigger" : "smaller", value, statistic: "mean" };
  });
}
var benchmarkdotnet = {
  id: ID2,
  description: "BenchmarkDotNet JSON full export (*-report-full.json: median, every iteration, MemoryDiagnoser)",
  detect,
  parse: parse2,
  largeJson: true
};

// src/parse/text-lines.ts
var ANSI3 = /\u001b\[[0-?]*[ -/]*[@-~]|\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)|\u001b[@-Z\\-_]/g;
function stripAnsi(text) {
  return text.includes("\x1B") ? text.replace(ANSI3, "") : text;
}
function ownCopy(text) {
  return text.length < 13 ? text : ` ${text}`.slice(1);
}
function numberedLines(text) {
  return stripAnsi(text).split(/\r?\n/).map((t, i) => ({ text: t.endsWith("\r") ? t.slice(0, -1) : t, line: i + 1 }));
}
function lastLine(text) {
  const clean = stripAnsi(text);
  let count2 = 1;
  for (let i = clean.indexOf("\n"); i !== -1; i = clean.indexOf("\n", i + 1)) count2++;
  const tail = clean.slice(clean.lastIndexOf("\n") + 1);
  return { text: tail.endsWith("\r") ? tail.slice(0, -1) : tail, line: count2 };
}
function cutOffLastLine(lines) {
  const last = lines[lines.length - 1];
  return last !== void 0 && last.text.trim() !== "" ? last : void 0;
}
var WHOLE_LAST_LINE = "the line to end with a newline (the tool ends every line with one: the output was cut off mid-line)";

// src/parse/benchmarkjs.ts
var ID3 = "benchmarkjs";
var RESULT = /^(?<name>.+) x (?<hz>[\d,]+(?:\.\d+)?) ops\/sec \u00b1(?<rme>\d+(?:\.\d+)?)% \((?<n>\d+) runs? sampled\)$/;
var RESULT_LIKE = /ops\/sec|runs? sampled\)| x \d/;
var SUMMARY = /^(Fastest|Slowest) is /;
var MAX_ERROR_LINE = 4096;
var ERROR_LINE = /^(?<name>.+?):(?:$| (?<error>.*\b\w*(?:Error|Exception)\b.*|(?:code|message|name|stack): .*)$)/;
var ANSI4 = /\u001b\[[0-9;?]*[ -/]*[@-~]/g;
function resultBenchmark(name, hz, rme, n) {
  const spread = { rme: rme / 100 };
  return {
    name,
    status: "ok",
    metrics: {
      // hz is benchmark.js's 1 / mean period, so the statistic is the mean.
      [METRIC.throughput]: { unit: "ops/s", direction: "bigger", value: hz, statistic: "mean", n, spread },
      // Derived: benchmark.js prints no time, 1e9 / hz is its mean period (hz is rounded to an integer
      // above 100 ops/s, so this is good to ~5 significant digits). The same rme applies to the mean.
      [METRIC.time]: { unit: "ns", direction: "smaller", value: 1e9 / hz, statistic: "mean", n, spread: { ...spread } }
    }
  };
}
function parse3(input) {
  const benchmarks = [];
  const seen = /* @__PURE__ */ new Map();
  const ignored = [];
  const add = (b, file, line, text) => {
    const first = seen.get(b.name);
    if (first !== void 0) {
      throw new ParseError({ harness: ID3, file, line, expected: `a unique benchmark name ("${b.name}" was already reported at ${first})`, found: text });
    }
    seen.set(b.name, `${file}:${line}`);
    benchmarks.push(b);
  };
  for (const file of input.files) {
    const lines = file.text.replace(ANSI4, "").split(/\r?\n/);
    const last = lines[lines.length - 1].trim();
    if (last !== "" && !RESULT.test(last) && !SUMMARY.test(last)) {
      throw new ParseError({ harness: ID3, file: file.path, line: lines.length, expected: WHOLE_LAST_LINE, found: last });
    }
    lines.forEach((raw, i) => {
      const text = raw.trim();
      const line = i + 1;
      if (text === "" || SUMMARY.test(text)) return;
      const m = RESULT.exec(text);
      if (m?.groups) {
        const hz = parseNumber(m.groups.hz);
        const rme = parseNumber(m.groups.rme);
        const n = parseNumber(m.groups.n);
        if (hz === void 0 || !(hz > 0) || rme === void 0 || n === void 0 || !Number.isSafeInteger(n)) {
          throw new ParseError({ harness: ID3, file: file.path, line, expected: "a positive ops/sec, a \xB1rme% and a run count", found: text });
        }
        add(resultBenchmark(m.groups.name.trim(), hz, rme, n), file.path, line, text);
        return;
      }
      if (RESULT_LIKE.test(text)) {
        throw new ParseError({ harness: ID3, file: file.path, line, expected: '"<name> x <ops> ops/sec \xB1<rme>% (<n> runs sampled)"', found: text });
      }
      const e = text.length <= MAX_ERROR_LINE ? ERROR_LINE.exec(text) : null;
      if (e?.groups && e.groups.name.trim() !== "") {
        const message = (e.groups.error ?? "").trim();
        add(
          {
            name: e.groups.name.trim(),
            status: "failed",
            error: message === "" ? "benchmark.js reported an error (it prints no message for Error objects)" : message,
            metrics: {}
          },
          file.path,
          line,
          text
        );
        return;
      }
      ignored.push(`${file.path}:${line}`);
    });
  }
  if (benchmarks.length === 0) {
    throw new ParseError({
      harness: ID3,
      file: input.files.map((f) => f.path).join(", ") || "<no files>",
      expected: 'at least one "<name> x <ops> ops/sec \xB1<rme>% (<n> runs sampled)" line',
      found: input.files.find((f) => f.text.trim() !== "")?.text.trim().split(/\r?\n/)[0] ?? ""
    });
  }
  const warnings = ignored.length === 0 ? void 0 : [`ignored ${ignored.length} line(s) that are not benchmark.js results (first at ${ignored[0]})`];
  return warnings ? { benchmarks, warnings } : { benchmarks };
}
function detect2(input) {
  let maybe = false;
  for (const file of input.files) {
    const text = file.text.slice(0, 2e5).replace(ANSI4, "");
    for (const line of text.split(/\r?\n/)) {
      if (RESULT.test(line.trim())) return "yes";
      if (line.includes("ops/sec")) maybe = true;
    }
  }
  return maybe ? "maybe" : "no";
}
var benchmarkjs = {
  id: ID3,
  description: 'benchmark.js: `String(bench)` cycle lines ("name x 1,234 ops/sec \xB11.2% (18 runs sampled)")',
  detect: detect2,
  parse: parse3
};

// src/parse/cargo-bench.ts
var HARNESS = "cargo-bench";
var BENCH = /^test (.+?) \.\.\. bench:\s+(\S+) (\S+)\/iter \(\+\/- (\S+)\)(?: = (\S+) (\S+\/s))?$/;
var FAILED = /^test (.+?) \.\.\. FAILED$/;
var DETECT = /^test .+? \.\.\. bench:\s+[\d,.]+ \S+\/iter \(\+\/- [\d,.]+\)/m;
var LINE = '"test <name> ... bench: <N> <unit>/iter (+/- <D>)"';
function detect3(input) {
  return input.files.some((f) => DETECT.test(stripAnsi(f.text))) ? "yes" : "no";
}
function fail2(file, line, expected, found) {
  throw new ParseError({ harness: HARNESS, file, line, expected, found });
}
function perIteration(unit, value, error) {
  const factor = timeFactor(unit);
  if (factor !== void 0) {
    return [METRIC.time, { unit: "ns", direction: "smaller", value: value * factor, statistic: "median", spread: { error: error * factor } }];
  }
  return [unit, { unit, direction: "smaller", value, statistic: "median", spread: { error } }];
}
function wholeRow(text) {
  const m = BENCH.exec(text.trimEnd());
  return m !== null && m[5] === void 0;
}
function parse4(input) {
  const benchmarks = [];
  const byName = /* @__PURE__ */ new Map();
  const warnings = [];
  let runFailure;
  for (const file of input.files) {
    let capturing;
    let captured = false;
    let running;
    const lines = numberedLines(file.text);
    const cut = cutOffLastLine(lines);
    if (cut !== void 0 && cut.text.startsWith("test ") && !wholeRow(cut.text)) fail2(file.path, cut.line, WHOLE_LAST_LINE, cut.text);
    for (const { text, line } of lines) {
      const trimmed = text.trimEnd();
      if (/^running \d+ tests?$/.test(trimmed)) running = { line, text: trimmed };
      if (/^test result: /.test(trimmed)) running = void 0;
      const section = /^---- (.+) stdout ----$/.exec(trimmed);
      if (section) {
        const b2 = byName.get(section[1]);
        capturing = b2?.status === "failed" ? b2 : void 0;
        captured = false;
        continue;
      }
      if (capturing) {
        if (trimmed === "" && !captured) continue;
        if (trimmed === "" || trimmed === "failures:") capturing = void 0;
        else if (!trimmed.startsWith("note: run with")) {
          capturing.error = captured ? `${capturing.error}
${trimmed}` : trimmed;
          captured = true;
        }
        continue;
      }
      if (!trimmed.startsWith("test ")) continue;
      if (/^test result: FAILED\b/.test(trimmed)) {
        runFailure ??= { file: file.path, line, text: trimmed };
        continue;
      }
      if (/^test result: /.test(trimmed) || / \.\.\. (ok|ignored(, .*)?)$/.test(trimmed)) continue;
      const failed = FAILED.exec(trimmed);
      const m = BENCH.exec(trimmed);
      if (!failed && !m) {
        if (/ \.\.\. bench:/.test(trimmed)) fail2(file.path, line, LINE, trimmed);
        if (/ \.\.\.$/.test(trimmed)) fail2(file.path, line, 'the result after "test <name> ..." (libtest prints it on the same line once the benchmark ran: the run stopped in between)', trimmed);
        continue;
      }
      const name = (failed ?? m)[1].trimEnd();
      if (byName.has(name)) fail2(file.path, line, "each benchmark name once", trimmed);
      const b = { name, metrics: {} };
      if (failed) {
        b.status = "failed";
        b.error = "benchmark failed";
      } else {
        const value = parseNumber(m[2]);
        const error = parseNumber(m[4]);
        if (value === void 0 || error === void 0 || error < 0) fail2(file.path, line, 'numbers in "<N> <unit>/iter (+/- <D>)"', trimmed);
        const [metric2, measured] = perIteration(m[3], value, error);
        b.metrics[metric2] = measured;
        if (m[5] !== void 0) {
          const rate2 = parseNumber(m[5]);
          const factor = byteRateFactor(m[6]);
          if (rate2 === void 0 || factor === void 0) fail2(file.path, line, '"= <N> MB/s"', trimmed);
          b.metrics[METRIC.throughput] = { unit: "B/s", direction: "bigger", value: rate2 * factor, statistic: "median" };
        }
      }
      benchmarks.push(b);
      byName.set(name, b);
    }
    if (running !== void 0) {
      const end = lines.findLast((l) => l.text.trim() !== "");
      fail2(file.path, end.line, `libtest's closing "test result:" line for the "${running.text}" of line ${running.line} (libtest always prints one: the output was cut off, or the run was killed)`, end.text.trimEnd());
    }
  }
  if (!benchmarks.some((b) => b.status !== "failed")) {
    const where = runFailure ?? { file: input.files[0]?.path ?? "<stdout>", line: 1, text: input.files[0]?.text.split("\n")[0] ?? "" };
    fail2(where.file, where.line, `at least one ${LINE} line`, where.text);
  }
  if (runFailure && !benchmarks.some((b) => b.status === "failed")) {
    warnings.push(`${runFailure.file}:${runFailure.line}: the run failed outside the benchmarks: ${runFailure.text}`);
  }
  return warnings.length > 0 ? { benchmarks, warnings } : { benchmarks };
}
var shard = {
  unitOf: (b) => b.name,
  listArgs: { args: ["--list"], afterDoubleDash: true },
  parseList: (stdout) => stdout.split(/\r?\n/).flatMap((l) => (/^(.+?)\s*: bench(mark)?$/.exec(l.trim()) ?? [])[1] ?? []),
  selectArgs: (units) => ({ args: ["--exact", ...units], afterDoubleDash: true })
};
var cargoBench = {
  id: HARNESS,
  description: "Rust libtest benchmarks (`cargo bench` #[bench], Criterion --output-format bencher)",
  detect: detect3,
  parse: parse4,
  shard
};

// src/parse/catch2.ts
var ID4 = "catch2";
var ANSI5 = /\u001b\[[0-9;?]*[ -/]*[@-~]/g;
var ARRAYS = /* @__PURE__ */ new Set(["TestCase", "Group", "Section", "BenchmarkResults", "Expression", "Exception", "FatalErrorCondition", "Failure"]);
var isNode = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
function fail3(file, path, expected, found) {
  throw new ParseError({ harness: ID4, file, path, expected, found });
}
function nodes(parent, key, file, path) {
  const v = parent[key];
  if (v === void 0) return [];
  const list = Array.isArray(v) ? v : [v];
  return list.map((n, i) => {
    if (!isNode(n)) fail3(file, `${path}.${key}[${i}]`, `a <${key}> element`, String(n));
    return n;
  });
}
function attr(node, name, file, path) {
  const v = node[`@_${name}`];
  if (typeof v !== "string") fail3(file, `${path}@${name}`, `attribute ${name}`, v === void 0 ? "nothing" : String(v));
  return v;
}
function numAttr(node, name, file, path, check, what) {
  const text = attr(node, name, file, path);
  const n = parseNumber(text);
  if (n === void 0 || !check(n)) fail3(file, `${path}@${name}`, what, text);
  return n;
}
function child(node, key, file, path) {
  const v = node[key];
  if (!isNode(v)) fail3(file, `${path}.${key}`, `one <${key}> element`, v === void 0 ? "nothing" : Array.isArray(v) ? `${v.length} elements` : String(v));
  return v;
}
function firstFailure(node) {
  for (const kind of ["Expression", "Exception", "FatalErrorCondition", "Failure"]) {
    const list = node[kind];
    for (const item of Array.isArray(list) ? list : list === void 0 ? [] : [list]) {
      if (kind === "Expression") {
        if (!isNode(item) || item["@_success"] !== "false") continue;
        const original = isNode(item) && typeof item.Original === "string" ? item.Original.trim() : "";
        const where = isNode(item) ? `${String(item["@_filename"] ?? "?")}:${String(item["@_line"] ?? "?")}` : "";
        return `assertion failed at ${where}${original ? `: ${original}` : ""}`;
      }
      const text = isNode(item) ? typeof item["#text"] === "string" ? item["#text"] : "" : String(item);
      return `${kind}: ${text.trim()}`;
    }
  }
  for (const section of Array.isArray(node.Section) ? node.Section : []) {
    const inner = isNode(section) ? firstFailure(section) : void 0;
    if (inner) return inner;
  }
  return void 0;
}
function benchmarkOf(b, file, path) {
  if (b.failed !== void 0) {
    const failed = Array.isArray(b.failed) ? b.failed[0] : b.failed;
    const message = isNode(failed) && typeof failed["@_message"] === "string" ? failed["@_message"] : "";
    return { status: "failed", error: message === "" ? "the benchmark failed" : message, metrics: {} };
  }
  const n = numAttr(b, "samples", file, path, (x) => Number.isSafeInteger(x) && x >= 0, "a sample count");
  const mean = child(b, "mean", file, path);
  const sd = child(b, "standardDeviation", file, `${path}`);
  const mp = `${path}.mean`;
  const nonNeg = (x) => x >= 0;
  const value = numAttr(mean, "value", file, mp, nonNeg, "a mean in ns");
  const lower = numAttr(mean, "lowerBound", file, mp, () => true, "a number");
  const upper = numAttr(mean, "upperBound", file, mp, () => true, "a number");
  const level = numAttr(mean, "ci", file, mp, (x) => x >= 0 && x < 1, "a confidence level in [0, 1)");
  const stddev = numAttr(sd, "value", file, `${path}.standardDeviation`, nonNeg, "a standard deviation in ns");
  if (level === 0) {
    return { status: "ok", metrics: { [METRIC.time]: { unit: "ns", direction: "smaller", value, statistic: "mean", n, spread: {} } } };
  }
  const time = { unit: "ns", direction: "smaller", value, statistic: "mean", n, spread: { stddev, ci: { lower, upper, level } } };
  return { status: "ok", metrics: { [METRIC.time]: time } };
}
function collect(node, file, path, sections, out) {
  nodes(node, "BenchmarkResults", file, path).forEach((b, i) => out.push({ node: b, path: `${path}.BenchmarkResults[${i}]`, sections }));
  nodes(node, "Section", file, path).forEach((s, i) => {
    const sp = `${path}.Section[${i}]`;
    collect(s, file, sp, [...sections, attr(s, "name", file, sp)], out);
  });
}
function parseXmlFile(file) {
  const text = file.text.replace(ANSI5, "");
  const valid = XMLValidator.validate(text);
  if (valid !== true) {
    throw new ParseError({ harness: ID4, file: file.path, line: valid.err.line, expected: "well-formed Catch2 XML", found: valid.err.msg });
  }
  let doc;
  try {
    doc = new XMLParser({ ignoreAttributes: false, parseAttributeValue: false, isArray: (name) => ARRAYS.has(name) }).parse(text);
  } catch (err) {
    return fail3(file.path, "$", "well-formed Catch2 XML", err instanceof Error ? err.message : String(err));
  }
  if (!isNode(doc)) fail3(file.path, "$", "a Catch2 XML document");
  if (isNode(doc.testsuites) || isNode(doc.testsuite)) fail3(file.path, "$", NO_BENCHMARKS, "a JUnit report (--reporter junit), which holds no benchmark results");
  let root;
  let rootPath;
  if (isNode(doc.Catch2TestRun)) {
    root = doc.Catch2TestRun;
    rootPath = "Catch2TestRun";
  } else if (isNode(doc.Catch)) {
    const groups = nodes(doc.Catch, "Group", file.path, "Catch");
    if (groups.length !== 1) fail3(file.path, "Catch.Group", "one <Group> element", `${groups.length}`);
    root = groups[0];
    rootPath = "Catch.Group[0]";
  } else {
    return fail3(file.path, "$", "a <Catch2TestRun> (v3) or <Catch> (v2) root element", Object.keys(doc).join(", ") || "nothing");
  }
  const found = [];
  nodes(root, "TestCase", file.path, rootPath).forEach((tc, ti) => {
    const tp = `${rootPath}.TestCase[${ti}]`;
    const testCase = attr(tc, "name", file.path, tp);
    const overall = isNode(tc.OverallResult) ? tc.OverallResult["@_success"] : void 0;
    const failure = firstFailure(tc) ?? (overall === "false" ? "the test case failed" : void 0);
    const list = [];
    collect(tc, file.path, tp, [], list);
    list.forEach(({ node: b, path: bp, sections }) => {
      const bench = attr(b, "name", file.path, bp);
      if (bench === "") fail3(file.path, `${bp}@name`, "a benchmark name", "");
      const benchmark = benchmarkOf(b, file.path, bp);
      if (failure !== void 0 && benchmark.status === "ok") {
        benchmark.status = "failed";
        benchmark.error = `test case "${testCase}" failed: ${failure}`;
      }
      found.push({ testCase, sections, bench, benchmark, where: bp });
    });
  });
  return found;
}
var DASHES = /^-{20,}$/;
var DOTS = /^\.{20,}$/;
var TABLE_HEAD = /^benchmark name\s+samples\s+iterations\s+(?:est run time|estimated)$/;
var NO_ANALYSIS_HEAD = /^benchmark name\s+samples\s+iterations\s+mean$/;
var Q = "([-+]?\\d+(?:\\.\\d+)?(?:e[-+]?\\d+)?) (ns|us|\xB5s|ms|s)";
var ROW1 = new RegExp(`^(.*?)\\s*(\\d+)\\s+(\\d+)\\s+${Q}$`);
var ROW23 = new RegExp(`^${Q}\\s+${Q}\\s+${Q}$`);
var ROW2_NAMED = new RegExp(`^(\\S+(?: \\S+)*) {2,}${Q}\\s+${Q}\\s+${Q}$`);
var TABLE_END = /^(?:\S.*(?::\d+|\(\d+\)): (?:PASSED|FAILED|SKIPPED|warning|info|\*\* internal error \*\*)|No assertions in (?:section|test case) ')/;
var TOTALS = /^(All tests passed|test cases:|No tests ran)/i;
function quantity(value, unit) {
  const v = parseNumber(value);
  const f = timeFactor(unit);
  return v === void 0 || f === void 0 ? void 0 : v * f;
}
var BREAK_AFTER = "])}>.,:;*+-=&/\\";
var BREAK_BEFORE = "[({<|";
function joinWrapped(parts, width) {
  const pieces = [parts[0] ?? ""];
  let guessed = false;
  for (let k = 1; k < parts.length; k++) {
    const prev = parts[k - 1];
    const next = parts[k];
    const last = prev.at(-1) ?? "";
    if (prev.length === width && last === "-" && !/[\s\])}>.,:;*+\-=&/\\[({<|]/.test(prev.slice(0, -1))) {
      pieces[pieces.length - 1] = prev.slice(0, -1);
    } else if ("/\\.-:".includes(last)) {
    } else if (last === "," || last === ";") {
      pieces.push(" ");
    } else if (BREAK_AFTER.includes(last) || BREAK_BEFORE.includes(next[0] ?? "")) {
      guessed = true;
    } else {
      pieces.push(" ");
    }
    pieces.push(next);
  }
  return { name: pieces.join(""), guessed };
}
function parseConsoleFile(file, warnings) {
  const lines = file.text.replace(ANSI5, "").split(/\r?\n/).map((l) => l.trimEnd());
  const found = [];
  const failedCases = /* @__PURE__ */ new Map();
  let testCase;
  let sections = [];
  let inTable = false;
  let noAnalysis = false;
  let nameParts = [];
  let nameWidth2 = 35;
  const err = (line, expected, text) => {
    throw new ParseError({ harness: ID4, file: file.path, line, expected, found: text });
  };
  const nameOf = (parts, line) => {
    const { name, guessed } = joinWrapped(parts.filter((p) => p !== ""), nameWidth2);
    if (guessed) {
      warnings.push(`${file.path}:${line - parts.length + 1}: Catch2 wrapped a benchmark name at punctuation, read as "${name}" (a space there would be lost; --reporter xml keeps names exact)`);
    }
    return name;
  };
  let closed = true;
  for (let i = 0; i < lines.length; i++) {
    const text = lines[i];
    const line = i + 1;
    if (TOTALS.test(text)) closed = true;
    if (DASHES.test(text) && (lines[i + 1] ?? "").trim() !== "" && !DASHES.test(lines[i + 1])) {
      let j = i + 1;
      const name2 = lines[j];
      sections = [];
      while (j < lines.length && !DASHES.test(lines[j])) {
        if (j > i + 1 && lines[j].startsWith("  ")) sections.push(lines[j].trim());
        j++;
      }
      if (j >= lines.length) err(line, "a test case header closed by a dashed line", text);
      testCase = name2;
      inTable = false;
      i = j;
      continue;
    }
    if (TABLE_HEAD.test(text.trim()) || NO_ANALYSIS_HEAD.test(text.trim())) {
      if (testCase === void 0) err(line, "a test case header before the benchmark table", text);
      noAnalysis = NO_ANALYSIS_HEAD.test(text.trim());
      i += noAnalysis ? 1 : 3;
      if (!DASHES.test(lines[i] ?? "")) err(i + 1, "the dashed rule under the benchmark table header", lines[i] ?? "");
      nameWidth2 = lines[i].length - 44;
      inTable = true;
      nameParts = [];
      continue;
    }
    if (/^\S.*:\d+: FAILED:$/.test(text) && testCase !== void 0 && !failedCases.has(testCase)) {
      failedCases.set(testCase, `${text.replace(/: FAILED:$/, "")}: ${(lines[i + 1] ?? "").trim()}`);
    }
    if (inTable && TABLE_END.test(text)) {
      if (nameParts.length > 0) err(line - 1, "the samples / iterations / estimate of the benchmark above", lines[i - 1]);
      inTable = false;
    }
    if (!inTable || DOTS.test(text)) continue;
    if (text.trim() === "") {
      if (nameParts.length > 0) err(line, "the samples / iterations / estimate of the benchmark above", text);
      continue;
    }
    if (/^={20,}$/.test(text)) {
      inTable = false;
      continue;
    }
    const failedAt = text.indexOf("Benchmark failed (");
    if (failedAt >= 0) {
      const name2 = nameOf([...nameParts, text.slice(0, failedAt).trim()], line);
      if (name2 === "") err(line, 'a benchmark name before "Benchmark failed"', text);
      const message = text.slice(failedAt + "Benchmark failed (".length).replace(/\)$/, "");
      found.push({ testCase, sections, bench: name2, benchmark: { status: "failed", error: message, metrics: {} }, where: `line ${line}` });
      closed = false;
      nameParts = [];
      continue;
    }
    const r1 = ROW1.exec(text);
    if (!r1) {
      if (/\d+(?:\.\d+)? (?:ns|us|µs|ms|s)$/.test(text)) err(line, 'a benchmark row "<name> <samples> <iterations> <estimate> <unit>"', text);
      nameParts.push(text.trim());
      continue;
    }
    if (noAnalysis) {
      const name2 = nameOf([...nameParts, r1[1].trim()], line);
      nameParts = [];
      if (name2 === "") err(line, "a benchmark name", text);
      const n2 = parseNumber(r1[2]);
      const value2 = quantity(r1[4], r1[5]);
      if (n2 === void 0 || !Number.isSafeInteger(n2) || value2 === void 0 || value2 < 0) err(line, "a sample count and a mean \u2265 0", text);
      const time2 = { unit: "ns", direction: "smaller", value: value2, statistic: "mean", n: n2, spread: {} };
      found.push({ testCase, sections, bench: name2, benchmark: { status: "ok", metrics: { [METRIC.time]: time2 } }, where: `line ${line}` });
      closed = false;
      continue;
    }
    const meanText = (lines[i + 1] ?? "").trim();
    const named2 = ROW23.test(meanText) ? null : ROW2_NAMED.exec(meanText);
    const name = nameOf([...nameParts, r1[1].trim(), ...named2 ? [named2[1]] : []], line);
    nameParts = [];
    if (name === "") err(line, "a benchmark name", text);
    const mean = named2 ? ROW23.exec(meanText.slice(named2[1].length).trim()) : ROW23.exec(meanText);
    const sd = ROW23.exec((lines[i + 2] ?? "").trim());
    if (!mean) err(line + 1, "mean, low mean and high mean with units", lines[i + 1] ?? "");
    if (!sd) err(line + 2, "std dev, low std dev and high std dev with units", lines[i + 2] ?? "");
    const n = parseNumber(r1[2]);
    const value = quantity(mean[1], mean[2]);
    const stddev = quantity(sd[1], sd[2]);
    if (n === void 0 || !Number.isSafeInteger(n) || value === void 0 || value < 0 || stddev === void 0 || stddev < 0) {
      err(line, "a sample count, a mean \u2265 0 and a std dev \u2265 0", `${text} / ${lines[i + 1]} / ${lines[i + 2]}`);
    }
    const time = { unit: "ns", direction: "smaller", value, statistic: "mean", n, spread: { stddev } };
    found.push({ testCase, sections, bench: name, benchmark: { status: "ok", metrics: { [METRIC.time]: time } }, where: `line ${line}` });
    closed = false;
    i += 2;
  }
  if (nameParts.length > 0) err(lines.length, "the rest of the benchmark row", lines[lines.length - 1] ?? "");
  if (!closed) {
    const end = lines.findLastIndex((l) => l.trim() !== "");
    err(end + 1, `Catch2's totals ("All tests passed \u2026" or "test cases: \u2026") after the last benchmark (the console reporter always ends a run with them: the output was cut off, or the run was killed)`, lines[end] ?? "");
  }
  for (const f of found) {
    const failure = failedCases.get(f.testCase);
    if (failure !== void 0 && f.benchmark.status === "ok") {
      f.benchmark.status = "failed";
      f.benchmark.error = `test case "${f.testCase}" failed: ${failure}`;
    }
  }
  return found;
}
var NO_BENCHMARKS = "Catch2 benchmark results: run the benchmarks with `--reporter xml` (or give benchgate the console output)";
var isJsonReport = (f) => {
  const head2 = f.text.slice(0, 4e3);
  return /^\s*\{/.test(head2) && /"catch2-version"\s*:/.test(head2) && /"test-run"\s*:/.test(f.text);
};
var isXml = (f) => /^\s*<(?:\?xml|Catch)/.test(f.text.replace(ANSI5, "").slice(0, 500));
var isConsole = (f) => f.text.replace(ANSI5, "").split(/\r?\n/).some((l) => TABLE_HEAD.test(l.trim()) || NO_ANALYSIS_HEAD.test(l.trim()));
function parse5(input) {
  const xmlFiles = input.files.filter(isXml);
  const consoleFiles = input.files.filter((f) => !isXml(f) && isConsole(f));
  const warnings = [];
  let found;
  if (xmlFiles.length > 0) {
    found = xmlFiles.flatMap(parseXmlFile);
    if (consoleFiles.length > 0) warnings.push(`used the XML report; ignored ${consoleFiles.map((f) => f.path).join(", ")}`);
  } else {
    found = consoleFiles.flatMap((f) => parseConsoleFile(f, warnings));
  }
  const json = input.files.find(isJsonReport);
  if (found.length === 0 && json) fail3(json.path, "$", NO_BENCHMARKS, "a JSON reporter report (--reporter json), which holds no benchmark results");
  if (found.length === 0) {
    throw new ParseError({
      harness: ID4,
      file: input.files.map((f) => f.path).join(", ") || "<no files>",
      expected: "Catch2 benchmark results (XML reporter <BenchmarkResults>, or the console benchmark table)",
      found: input.files.find((f) => f.text.trim() !== "")?.text.trim().split(/\r?\n/)[0] ?? ""
    });
  }
  const counts = /* @__PURE__ */ new Map();
  const inCase = /* @__PURE__ */ new Map();
  for (const f of found) {
    counts.set(f.bench, (counts.get(f.bench) ?? /* @__PURE__ */ new Set()).add(f.testCase));
    const key = `${f.testCase}\0${f.bench}`;
    inCase.set(key, (inCase.get(key) ?? 0) + 1);
  }
  const seen = /* @__PURE__ */ new Set();
  const benchmarks = found.map((f) => {
    const name = inCase.get(`${f.testCase}\0${f.bench}`) > 1 ? [f.testCase, ...f.sections, f.bench].join("/") : counts.get(f.bench).size > 1 ? `${f.testCase}/${f.bench}` : f.bench;
    if (seen.has(name)) fail3(input.files.map((x) => x.path).join(", "), f.where, "benchmark names unique within a test case", name);
    seen.add(name);
    return { name, group: f.testCase, ...f.benchmark };
  });
  return warnings.length > 0 ? { benchmarks, warnings } : { benchmarks };
}
function detect4(input) {
  let maybe = false;
  for (const f of input.files) {
    const head2 = f.text.slice(0, 4e3);
    if (/<(?:Catch2TestRun|Catch)\b/.test(head2)) {
      if (/<BenchmarkResults\b/.test(f.text)) return "yes";
      maybe = true;
    } else if (/is a Catch2? v\d+\.\d+\.\d+ host application\./.test(head2) && isConsole(f)) {
      return "yes";
    } else if (isJsonReport(f)) {
      return "yes";
    }
  }
  return maybe ? "maybe" : "no";
}
var catch2 = {
  id: ID4,
  description: "Catch2 (v2, v3) benchmarks: the XML reporter (--reporter xml) or the console benchmark table",
  detect: detect4,
  parse: parse5
};

// src/parse/sample-stats.ts
function sampleStddev(values) {
  if (values.length < 2) return void 0;
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  const ss = values.reduce((a, b) => a + (b - mean) ** 2, 0);
  const sd = Math.sqrt(ss / (values.length - 1));
  return Number.isFinite(sd) ? sd : void 0;
}
function minOf2(values) {
  return values.reduce((a, b) => b < a ? b : a);
}
function maxOf2(values) {
  return values.reduce((a, b) => b > a ? b : a);
}

// src/parse/command.ts
var COMMAND_SCHEMA_ID = "benchgate/command@1";
var ID5 = "command";
function detect5(input) {
  return input.files.length > 0 && input.files.every((f) => hasSchema(f.text, COMMAND_SCHEMA_ID)) ? "yes" : "no";
}
function parse6(input) {
  const benchmarks = [];
  for (const file of input.files) {
    const src = { harness: ID5, file: file.path };
    const doc = record(src, parseJsonText(src, file.text, `a ${COMMAND_SCHEMA_ID} manifest`), "$");
    if (doc.schema !== COMMAND_SCHEMA_ID) fail(src, "schema", `"${COMMAND_SCHEMA_ID}"`, doc.schema);
    const entries = array(src, doc.benchmarks, "benchmarks");
    entries.forEach((entry, i) => benchmarks.push(readEntry(src, entry, `benchmarks[${i}]`)));
  }
  if (benchmarks.length === 0) fail({ harness: ID5, file: input.files[0]?.path ?? "<none>" }, "benchmarks", "at least one benchmark", []);
  return { benchmarks: uniqueNames(benchmarks) };
}
function readEntry(src, value, path) {
  const e = record(src, value, path);
  const name = string(src, e.name, `${path}.name`);
  const params = e.params === void 0 ? void 0 : readParams2(src, e.params, `${path}.params`);
  const t = record(src, e.timing, `${path}.timing`);
  const runs = array(src, t.runs, `${path}.timing.runs`).map((r, j) => readRun(src, r, `${path}.timing.runs[${j}]`));
  if (runs.length === 0) fail(src, `${path}.timing.runs`, "at least one run", t.runs);
  const bench = { name, ...params ? { params } : {}, metrics: {} };
  const failedAt = runs.findIndex((r) => r.exitCode !== 0);
  if (failedAt >= 0) {
    const r = runs[failedAt];
    const how = r.timedOut ? "timed out" : r.signal ? `was killed by ${r.signal}` : `exited with code ${r.exitCode}`;
    const tail = optString(src, t.stderr, `${path}.timing.stderr`)?.trim().split("\n").at(-1);
    return { ...bench, status: "failed", error: `run ${failedAt + 1} ${how}${tail ? `: ${tail}` : ""}` };
  }
  const metrics = { [METRIC.time]: runMetric(runs.map((r) => r.wallNs), "ns") };
  const user = every(runs, (r) => r.userNs);
  const sys = every(runs, (r) => r.sysNs);
  if (user) metrics["user-time"] = runMetric(user, "ns");
  if (sys) metrics["system-time"] = runMetric(sys, "ns");
  if (user && sys) metrics.cpu = runMetric(runs.map((r, i) => (user[i] + sys[i]) / r.wallNs * 100), "%");
  const rss = every(runs, (r) => r.maxRssBytes);
  if (rss) metrics["max-rss"] = runMetric(rss, "B");
  return { ...bench, metrics };
}
function runMetric(samples, unit) {
  const stddev = sampleStddev(samples);
  return {
    unit,
    direction: "smaller",
    value: median(samples),
    statistic: "median",
    samples,
    n: samples.length,
    spread: { min: minOf2(samples), max: maxOf2(samples), ...stddev === void 0 ? {} : { stddev } }
  };
}
function every(runs, pick) {
  const values = runs.map(pick);
  return values.every((v) => v !== void 0) ? values : void 0;
}
function readRun(src, value, path) {
  const r = record(src, value, path);
  const wallNs = finite(src, r.wallNs, `${path}.wallNs`);
  if (!(wallNs > 0)) fail(src, `${path}.wallNs`, "a positive number", r.wallNs);
  const opt = (key) => r[key] === void 0 ? void 0 : nonNegative(src, r[key], `${path}.${key}`);
  const exitCode = r.exitCode === null ? null : finite(src, r.exitCode, `${path}.exitCode`);
  if (exitCode !== null && !Number.isInteger(exitCode)) fail(src, `${path}.exitCode`, "an integer or null", r.exitCode);
  return {
    wallNs,
    userNs: opt("userNs"),
    sysNs: opt("sysNs"),
    maxRssBytes: opt("maxRssBytes"),
    exitCode,
    signal: optString(src, r.signal, `${path}.signal`),
    timedOut: r.timedOut === true
  };
}
function readParams2(src, value, path) {
  const p = record(src, value, path);
  return Object.fromEntries(Object.entries(p).map(([k, v]) => [k, scalarText(src, v, `${path}.${k}`)]));
}
var command = {
  id: ID5,
  description: "plain commands timed by benchgate (harness: command; wall, user, system time, CPU %, max RSS)",
  detect: detect5,
  parse: parse6
};

// src/parse/criterion.ts
var HARNESS2 = "criterion";
var TREE_FILE = /^(.*?)(?:^|\/)new\/(benchmark|estimates|sample)\.json$/;
var TIME_OPEN = /\btime:\s+\[/g;
var ANY_OPEN = /\b(?:time|thrpt):\s+\[/g;
function timeLine(text) {
  TIME_OPEN.lastIndex = 0;
  const open = TIME_OPEN.exec(text);
  if (open === null) return void 0;
  const from = open.index + open[0].length;
  const close = text.indexOf("]", from);
  return close < 0 ? void 0 : [text.slice(0, open.index), text.slice(from, close)];
}
function unclosedBracket(text) {
  ANY_OPEN.lastIndex = 0;
  let last = -1;
  for (let m = ANY_OPEN.exec(text); m !== null; m = ANY_OPEN.exec(text)) last = m.index + m[0].length;
  return last >= 0 && text.indexOf("]", last) < 0;
}
var STDOUT_TIME = /\btime:\s+\[\S+ (?:ps|ns|µs|μs|us|ms|s) \S+ \S+ \S+ \S+\]/;
var norm = (path) => path.replace(/\\/g, "/");
function detect6(input) {
  const paths = input.files.map((f) => norm(f.path));
  if (paths.some((p) => /(^|\/)new\/estimates\.json$/.test(p)) && paths.some((p) => /(^|\/)new\/benchmark\.json$/.test(p))) return "yes";
  if (input.files.some((f) => STDOUT_TIME.test(stripAnsi(f.text)))) return "yes";
  return "no";
}
function jsonFail(file, path, expected, found) {
  throw new ParseError({ harness: HARNESS2, file, path, expected, found: found === void 0 ? "nothing" : JSON.stringify(found) ?? String(found) });
}
function readJsonValue(file) {
  const deep = jsonTooDeep(file.text);
  if (deep) throw new ParseError({ harness: HARNESS2, file: file.path, line: deep.line, expected: `JSON nested at most ${MAX_JSON_DEPTH} levels deep` });
  let value;
  try {
    value = JSON.parse(stripAnsi(file.text));
  } catch (err) {
    const at = /position (\d+)/.exec(String(err));
    const line = at ? file.text.slice(0, Number(at[1])).split("\n").length : file.text.split("\n").length;
    throw new ParseError({ harness: HARNESS2, file: file.path, line, expected: "valid JSON", found: file.text.split("\n")[line - 1]?.slice(0, 80) ?? "" });
  }
  return value;
}
function readJson(file) {
  const value = readJsonValue(file);
  if (typeof value !== "object" || value === null || Array.isArray(value)) jsonFail(file.path, "$", "a JSON object", value);
  return value;
}
function num(file, obj2, key, path, check = () => true, expected = "a finite number") {
  const v = obj2[key];
  if (typeof v !== "number" || !Number.isFinite(v) || !check(v)) jsonFail(file, `${path}.${key}`, expected, v);
  return v;
}
function obj(file, parent, key, path) {
  const v = parent[key];
  if (typeof v !== "object" || v === null || Array.isArray(v)) jsonFail(file, path === "" ? key : `${path}.${key}`, "an object", v);
  return v;
}
var nonNegative2 = (n) => n >= 0;
function estimate(file, estimates, key) {
  const e = obj(file, estimates, key, "");
  const ci = obj(file, e, "confidence_interval", key);
  const p = `${key}.confidence_interval`;
  return {
    value: num(file, e, "point_estimate", key),
    se: num(file, e, "standard_error", key, nonNegative2, "a non-negative number"),
    ci: {
      lower: num(file, ci, "lower_bound", p),
      upper: num(file, ci, "upper_bound", p),
      level: num(file, ci, "confidence_level", p, (n) => n > 0 && n < 1, "a level between 0 and 1")
    }
  };
}
var LEGACY_ESTIMATE = { mean: "Mean", median: "Median", median_abs_dev: "MedianAbsDev", std_dev: "StdDev" };
var isLegacyEstimates = (est) => !("median" in est) && !("mean" in est) && ("Median" in est || "Mean" in est);
function readSamples(file) {
  const s = readJsonValue(file);
  const legacy = Array.isArray(s);
  if (legacy && s.length !== 2) jsonFail(file.path, "$", "criterion \u2264 0.3.2's [[iters\u2026],[times\u2026]] (two arrays)", `an array of ${s.length}`);
  if (!legacy && (typeof s !== "object" || s === null)) jsonFail(file.path, "$", "a JSON object", s);
  const [itersAt, timesAt] = legacy ? ["[0]", "[1]"] : ["iters", "times"];
  const iters = legacy ? s[0] : s["iters"];
  const times = legacy ? s[1] : s["times"];
  if (!Array.isArray(iters)) jsonFail(file.path, itersAt, "an array of iteration counts", iters);
  if (!Array.isArray(times) || times.length !== iters.length) jsonFail(file.path, timesAt, `an array of ${iters.length} times`, times);
  return times.map((t, i) => {
    const n = iters[i];
    if (typeof n !== "number" || !(n > 0) || !Number.isFinite(n)) jsonFail(file.path, `${itersAt}[${i}]`, "a positive iteration count", n);
    if (typeof t !== "number" || !Number.isFinite(t)) jsonFail(file.path, `${timesAt}[${i}]`, "a finite time in ns", t);
    return t / n;
  });
}
function rates(file, meta) {
  const t = meta["throughput"];
  if (t === null || t === void 0) return [];
  if (typeof t !== "object" || Array.isArray(t)) jsonFail(file, "throughput", "null or a throughput object", t);
  const tp = t;
  const positive = (n) => n > 0;
  if ("Bytes" in tp) return [{ metric: METRIC.throughput, unit: "B/s", per: num(file, tp, "Bytes", "throughput", positive) }];
  if ("BytesDecimal" in tp) return [{ metric: METRIC.throughput, unit: "B/s", per: num(file, tp, "BytesDecimal", "throughput", positive) }];
  if ("Bits" in tp) return [{ metric: METRIC.throughput, unit: "B/s", per: num(file, tp, "Bits", "throughput", positive) / 8 }];
  if ("Elements" in tp) return [{ metric: METRIC.throughput, unit: "ops/s", per: num(file, tp, "Elements", "throughput", positive) }];
  if ("ElementsAndBytes" in tp) {
    const eb = obj(file, tp, "ElementsAndBytes", "throughput");
    return [
      { metric: METRIC.throughput, unit: "B/s", per: num(file, eb, "bytes", "throughput.ElementsAndBytes", positive) },
      { metric: "throughput-elements", unit: "ops/s", per: num(file, eb, "elements", "throughput.ElementsAndBytes", positive) }
    ];
  }
  return jsonFail(file, "throughput", "one of Bytes, BytesDecimal, Bits, Elements, ElementsAndBytes", t);
}
function rateMetric(rate2, time) {
  const f = (ns) => rate2.per * 1e9 / ns;
  if (!(time.value > 0) || (time.samples ?? []).some((s) => !(s > 0))) return void 0;
  const ci = time.spread?.ci;
  const out = { unit: rate2.unit, direction: "bigger", value: f(time.value) };
  if (time.statistic) out.statistic = time.statistic;
  if (time.samples) out.samples = time.samples.map(f);
  if (time.n !== void 0) out.n = time.n;
  if (ci && ci.lower > 0 && ci.upper > 0) out.spread = { ci: { lower: f(ci.upper), upper: f(ci.lower), level: ci.level } };
  return Number.isFinite(out.value) ? out : void 0;
}
function parseTree(input) {
  const dirs = /* @__PURE__ */ new Map();
  for (const f of input.files) {
    const m = TREE_FILE.exec(norm(f.path));
    if (!m) continue;
    const dir = m[1];
    const entry = dirs.get(dir) ?? {};
    entry[m[2]] = f;
    dirs.set(dir, entry);
  }
  const benchmarks = [];
  const seen = /* @__PURE__ */ new Set();
  for (const [dir, files2] of dirs) {
    const where = `${dir === "" ? "" : `${dir}/`}new/`;
    if (!files2.benchmark || !files2.estimates) {
      throw new ParseError({ harness: HARNESS2, file: where, expected: "benchmark.json and estimates.json in every new/ folder", found: Object.keys(files2).map((k) => `${k}.json`).join(", ") });
    }
    const meta = readJson(files2.benchmark);
    const name = meta["full_id"];
    if (typeof name !== "string" || name.trim() === "") jsonFail(files2.benchmark.path, "full_id", "a non-empty string", name);
    if (seen.has(name)) jsonFail(files2.benchmark.path, "full_id", "a benchmark id not seen before", name);
    seen.add(name);
    const group = meta["group_id"];
    const est = readJson(files2.estimates);
    const path = files2.estimates.path;
    const key = isLegacyEstimates(est) ? (k) => LEGACY_ESTIMATE[k] : (k) => k;
    const med = estimate(path, est, key("median"));
    const stddev = estimate(path, est, key("std_dev")).value;
    const mad = estimate(path, est, key("median_abs_dev")).value;
    const mean = estimate(path, est, key("mean"));
    if (stddev < 0) jsonFail(path, `${key("std_dev")}.point_estimate`, "a non-negative number", stddev);
    if (mad < 0) jsonFail(path, `${key("median_abs_dev")}.point_estimate`, "a non-negative number", mad);
    const samples = files2.sample ? readSamples(files2.sample) : void 0;
    const time = {
      unit: "ns",
      direction: "smaller",
      value: med.value,
      statistic: "median",
      ...samples ? { samples, n: samples.length } : {},
      spread: { ci: med.ci, stddev, mad, sem: mean.se }
    };
    const metrics = { [METRIC.time]: time };
    for (const rate2 of rates(files2.benchmark.path, meta)) {
      const m = rateMetric(rate2, time);
      if (m) metrics[rate2.metric] = m;
    }
    benchmarks.push({ name, ...typeof group === "string" && group !== "" && group !== name ? { group } : {}, metrics });
  }
  if (benchmarks.length === 0) {
    throw new ParseError({ harness: HARNESS2, file: input.files[0]?.path ?? "target/criterion", expected: "at least one <bench>/new/estimates.json" });
  }
  return { benchmarks };
}
function lineFail(file, line, expected, found) {
  throw new ParseError({ harness: HARNESS2, file, line, expected, found });
}
function triple(file, line, cell, convert, what) {
  const t = cell.trim().split(/\s+/);
  if (t.length !== 6) lineFail(file, line, `[<low> <unit> <estimate> <unit> <high> <unit>] ${what}`, cell);
  const out = [0, 2, 4].map((i) => {
    const n = parseNumber(t[i]);
    const f = convert(t[i + 1]);
    if (n === void 0 || f === void 0 || !Number.isFinite(n * f)) lineFail(file, line, `a number and a ${what} unit`, `${t[i]} ${t[i + 1]}`);
    return n * f;
  });
  return out;
}
function rateFactor(unit) {
  const elem = /^([KMG]?)elem\/s$/.exec(unit);
  if (elem) return { unit: "ops/s", factor: { "": 1, K: 1e3, M: 1e6, G: 1e9 }[elem[1]] };
  const bits = /^([KMG]?)b\/s$/.exec(unit);
  if (bits) return { unit: "B/s", factor: { "": 1, K: 1e3, M: 1e6, G: 1e9 }[bits[1]] / 8 };
  const f = byteRateFactor(unit);
  return f === void 0 ? void 0 : { unit: "B/s", factor: f };
}
function ciMetric(unit, direction, [lower, value, upper], n) {
  return { unit, direction, value, statistic: "other", ...n === void 0 ? {} : { n }, spread: { ci: { lower, upper, level: 0.95 } } };
}
var STATUS = /^(?:Warming up for|Profiling for|Collecting \d+ samples|Analyzing|Complete)\b/;
function progressLine(text) {
  if (!text.startsWith("Benchmarking ")) return void 0;
  const rest = text.slice("Benchmarking ".length);
  const at = rest.lastIndexOf(": ");
  return at >= 0 && STATUS.test(rest.slice(at + 2)) ? { id: rest.slice(0, at), status: rest.slice(at + 2) } : { id: rest, status: "" };
}
function parseStdout(input) {
  const benchmarks = [];
  const byName = /* @__PURE__ */ new Map();
  const warnings = [];
  for (const file of input.files) {
    let pendingName;
    let current;
    let started;
    const collected = /* @__PURE__ */ new Map();
    const lines = numberedLines(file.text);
    const cut = cutOffLastLine(lines);
    if (cut !== void 0) lineFail(file.path, cut.line, WHOLE_LAST_LINE, cut.text);
    for (const { text, line } of lines) {
      const trimmed = text.trimEnd();
      if (trimmed.trim() === "") continue;
      const progress = progressLine(trimmed);
      if (progress) started = progress.status.startsWith("Complete") ? void 0 : { id: progress.id, line, text: trimmed };
      const samples = progress && /^Collecting (\d+) samples/.exec(progress.status);
      if (samples) collected.set(progress.id, Number(samples[1]));
      const time = timeLine(trimmed);
      const indented = /^\s/.test(trimmed);
      if (time && !time[1].includes("%")) {
        const name = indented ? pendingName : time[0].trim();
        if (name === void 0 || name === "") lineFail(file.path, line, 'a benchmark id before "time:"', trimmed);
        if (byName.has(name)) lineFail(file.path, line, "each benchmark id once", trimmed);
        current = { name, metrics: { [METRIC.time]: ciMetric("ns", "smaller", triple(file.path, line, time[1], timeFactor, "time"), collected.get(name)) } };
        benchmarks.push(current);
        byName.set(name, current);
        pendingName = void 0;
        if (started?.id === name) started = void 0;
        continue;
      }
      if (unclosedBracket(trimmed)) lineFail(file.path, line, '"time:" / "thrpt:" followed by "[<low> <estimate> <high>]"', trimmed);
      const thrpt = /^\s+thrpt:\s+\[([^\]]*)\]/.exec(trimmed);
      if (thrpt && !thrpt[1].includes("%")) {
        if (!current) lineFail(file.path, line, 'a "time:" line before "thrpt:"', trimmed);
        const unit = rateFactor(thrpt[1].trim().split(/\s+/)[3] ?? "");
        const values = triple(file.path, line, thrpt[1], (u) => rateFactor(u)?.unit === unit?.unit ? rateFactor(u)?.factor : void 0, "throughput");
        const rate2 = ciMetric(unit.unit, "bigger", values, current.metrics[METRIC.time]?.n);
        const first = current.metrics[METRIC.throughput];
        if (first === void 0) current.metrics[METRIC.throughput] = rate2;
        else if (first.unit === rate2.unit) lineFail(file.path, line, 'one "thrpt:" line per unit under a benchmark', trimmed);
        else {
          const [bytes, elements] = rate2.unit === "B/s" ? [rate2, first] : [first, rate2];
          current.metrics[METRIC.throughput] = bytes;
          current.metrics["throughput-elements"] = elements;
        }
        continue;
      }
      const outliers = /^Found \d+ outliers among (\d+) measurements/.exec(trimmed);
      if (outliers && current) {
        for (const m of Object.values(current.metrics)) m.n = Number(outliers[1]);
        continue;
      }
      const panic = /^thread '.*' panicked at (.*)$/.exec(trimmed);
      if (panic) {
        warnings.push(`${file.path}:${line}: criterion panicked (${panic[1]}); later benchmarks did not run`);
        continue;
      }
      pendingName = indented ? pendingName : progress?.id ?? trimmed;
    }
    if (started !== void 0 && current !== void 0) {
      lineFail(file.path, started.line, `criterion's "${started.id}  time: [...]" result after it (the run stopped while measuring: killed, or cut off)`, started.text);
    }
  }
  if (benchmarks.length === 0) {
    throw new ParseError({ harness: HARNESS2, file: input.files[0]?.path ?? "<stdout>", expected: 'criterion "<id>  time:   [<low> <est> <high>]" lines or a target/criterion tree', found: input.files[0]?.text.slice(0, 80) });
  }
  return warnings.length > 0 ? { benchmarks, warnings } : { benchmarks };
}
function parse7(input) {
  const isTree = input.files.some((f) => /(^|\/)new\/estimates\.json$/.test(norm(f.path)));
  return isTree ? parseTree(input) : parseStdout(input);
}
var shard2 = {
  unitOf: (b) => b.name,
  listArgs: { args: ["--list"], afterDoubleDash: true },
  parseList: (stdout) => stdout.split(/\r?\n/).flatMap((l) => (/^(.+): bench(mark)?$/.exec(l.trim()) ?? [])[1] ?? []),
  selectArgs: (units) => ({ args: [exactAlternation(units)], afterDoubleDash: true })
};
var criterion = {
  id: HARNESS2,
  description: "Rust Criterion.rs (target/criterion tree with raw samples, or cargo bench output)",
  detect: detect6,
  parse: parse7,
  shard: shard2
};

// src/parse/custom-json.ts
var HARNESS3 = "custom-json";
var CUSTOM_SCHEMA = "benchgate/custom@1";
var BENCHMARK_KEYS = ["name", "params", "group", "status", "error", "metrics"];
var SPREAD_KEYS = ["stddev", "mad", "sem", "iqr", "min", "max", "error", "rme", "ci"];
var METRIC_KEYS = ["value", "unit", "direction", "statistic", "samples", "n", "exact", ...SPREAD_KEYS];
var jsonFiles = (input) => input.files.filter((f) => f.path !== "<stderr>" && f.text.trim() !== "");
function tryJson(text) {
  const t = stripAnsi(text).trim();
  if (!t.startsWith("{")) return void 0;
  try {
    return JSON.parse(t);
  } catch {
    return void 0;
  }
}
function isBmf(doc) {
  const benches = Object.values(doc);
  return benches.length > 0 && benches.every((b) => {
    if (!isRecord2(b)) return false;
    const measures = Object.values(b);
    return measures.length > 0 && measures.every(
      (m) => isRecord2(m) && typeof m["value"] === "number" && Object.entries(m).every(([k, v]) => ["value", "lower_value", "upper_value"].includes(k) && typeof v === "number")
    );
  });
}
function detect7(input) {
  const files2 = jsonFiles(input);
  if (files2.length === 0) return "no";
  const docs = files2.map((f) => tryJson(f.text));
  if (!docs.every(isRecord2)) return "no";
  if (docs.every((d) => isRecord2(d) && (d["schema"] === CUSTOM_SCHEMA || isBmf(d)))) return "yes";
  return "maybe";
}
var OPS_RATES = /* @__PURE__ */ new Set(["ops/s", "op/s", "ops/sec", "Hz", "hz"]);
function canonicalUnit(unit) {
  const u = unit.trim();
  const t = timeFactor(u);
  if (t !== void 0) return { unit: "ns", factor: t, direction: "smaller" };
  const b = byteFactor(u);
  if (b !== void 0) return { unit: "B", factor: b, direction: "smaller" };
  const r = byteRateFactor(u);
  if (r !== void 0) return { unit: "B/s", factor: r, direction: "bigger" };
  if (OPS_RATES.has(u)) return { unit: "ops/s", factor: 1, direction: "bigger" };
  if (u === "allocs" || u === "allocs/op") return { unit: "allocs", factor: 1, direction: "smaller" };
  return { unit: u, factor: 1, direction: u.endsWith("/s") ? "bigger" : "smaller" };
}
function defaultUnit(metric2) {
  switch (metric2) {
    case METRIC.time:
      return "ns";
    case METRIC.memory:
    case METRIC.size:
      return "B";
    case METRIC.allocs:
      return "allocs";
    case METRIC.throughput:
      return "ops/s";
    default:
      return "";
  }
}
var ALLOWED = {
  [METRIC.time]: ["ns"],
  [METRIC.memory]: ["B"],
  [METRIC.size]: ["B"],
  [METRIC.allocs]: ["allocs"],
  [METRIC.throughput]: ["B/s", "ops/s"]
};
function checkKeys(src, obj2, allowed, path) {
  for (const key of Object.keys(obj2)) {
    if (!allowed.includes(key)) fail(src, path === "" ? key : `${path}.${key}`, `one of the keys ${allowed.join(", ")}`, key);
  }
}
function readMetric(src, name, raw, path) {
  const obj2 = typeof raw === "number" ? { value: raw } : record(src, raw, path);
  checkKeys(src, obj2, METRIC_KEYS, path);
  const unitText = obj2["unit"] === void 0 ? defaultUnit(name) : string(src, obj2["unit"], `${path}.unit`);
  const c = canonicalUnit(unitText);
  const allowed = ALLOWED[name];
  if (allowed && !allowed.includes(c.unit)) fail(src, `${path}.unit`, `a ${name} unit (canonical ${allowed.join(" or ")})`, unitText);
  const samples = obj2["samples"] === void 0 ? void 0 : scaleFiniteArray(src, obj2["samples"], `${path}.samples`, c.factor);
  if (samples !== void 0 && samples.length === 0) fail(src, `${path}.samples`, "at least one sample", "[]");
  let value;
  let statistic;
  if (obj2["value"] !== void 0) value = finite(src, obj2["value"], `${path}.value`, c.factor);
  else if (samples !== void 0) {
    value = median(samples);
    statistic = "median";
  } else return fail(src, `${path}.value`, "a finite number (or samples)", void 0);
  if (obj2["statistic"] !== void 0) {
    const s = Statistic.safeParse(obj2["statistic"]);
    statistic = s.success ? s.data : fail(src, `${path}.statistic`, `one of ${Statistic.options.join(", ")}`, obj2["statistic"]);
  }
  const given = obj2["direction"];
  if (given !== void 0 && given !== "smaller" && given !== "bigger") fail(src, `${path}.direction`, '"smaller" or "bigger"', given);
  const direction = given ?? c.direction;
  const metric2 = { unit: c.unit, direction, value };
  if (statistic) metric2.statistic = statistic;
  if (samples) metric2.samples = samples;
  if (obj2["n"] !== void 0) {
    const n = obj2["n"];
    if (typeof n !== "number" || !Number.isInteger(n) || n < 0) fail(src, `${path}.n`, "a non-negative integer", n);
    metric2.n = n;
  } else if (samples) metric2.n = samples.length;
  const spread = readSpread(src, obj2, path, c.factor);
  if (spread) metric2.spread = spread;
  if (obj2["exact"] !== void 0) {
    if (typeof obj2["exact"] !== "boolean") fail(src, `${path}.exact`, "true or false", obj2["exact"]);
    metric2.exact = obj2["exact"];
  } else if (name === METRIC.allocs || name === METRIC.size) metric2.exact = true;
  return metric2;
}
function readSpread(src, obj2, path, factor) {
  const spread = {};
  for (const key of ["stddev", "mad", "sem", "iqr", "error"]) {
    if (obj2[key] !== void 0) spread[key] = nonNegative(src, obj2[key], `${path}.${key}`, factor);
  }
  for (const key of ["min", "max"]) {
    if (obj2[key] !== void 0) spread[key] = finite(src, obj2[key], `${path}.${key}`, factor);
  }
  if (obj2["rme"] !== void 0) spread.rme = nonNegative(src, obj2["rme"], `${path}.rme`);
  if (obj2["ci"] !== void 0) {
    const ci = record(src, obj2["ci"], `${path}.ci`);
    checkKeys(src, ci, ["lower", "upper", "level"], `${path}.ci`);
    const level = ci["level"] === void 0 ? 0.95 : finite(src, ci["level"], `${path}.ci.level`);
    if (!(level > 0 && level < 1)) fail(src, `${path}.ci.level`, "a level between 0 and 1 (0.95)", ci["level"]);
    spread.ci = { lower: finite(src, ci["lower"], `${path}.ci.lower`, factor), upper: finite(src, ci["upper"], `${path}.ci.upper`, factor), level };
  }
  return Object.keys(spread).length > 0 ? spread : void 0;
}
function readCustom(src, doc) {
  checkKeys(src, doc, ["schema", "benchmarks"], "");
  if (doc["schema"] !== CUSTOM_SCHEMA) fail(src, "schema", JSON.stringify(CUSTOM_SCHEMA), doc["schema"]);
  const list = doc["benchmarks"];
  if (!Array.isArray(list) || list.length === 0) fail(src, "benchmarks", "a non-empty array of benchmarks", list);
  const seen = /* @__PURE__ */ new Set();
  return list.map((raw, i) => {
    const path = `benchmarks[${i}]`;
    const b = record(src, raw, path);
    checkKeys(src, b, BENCHMARK_KEYS, path);
    const name = string(src, b["name"], `${path}.name`);
    if (seen.has(name)) fail(src, `${path}.name`, "a name not used by an earlier benchmark", name);
    seen.add(name);
    const out = { name, metrics: {} };
    if (b["params"] !== void 0) {
      const params = record(src, b["params"], `${path}.params`);
      out.params = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, scalarText(src, v, `${path}.params.${k}`)]));
    }
    if (b["group"] !== void 0) out.group = string(src, b["group"], `${path}.group`);
    if (b["status"] !== void 0) {
      if (b["status"] !== "ok" && b["status"] !== "failed") fail(src, `${path}.status`, '"ok" or "failed"', b["status"]);
      out.status = b["status"];
    }
    if (b["error"] !== void 0) out.error = string(src, b["error"], `${path}.error`);
    const metrics = b["metrics"] === void 0 && out.status === "failed" ? {} : record(src, b["metrics"], `${path}.metrics`);
    for (const [m, v] of Object.entries(metrics)) {
      if (m.trim() === "") fail(src, `${path}.metrics`, "non-empty metric names", m);
      out.metrics[m] = readMetric(src, m, v, `${path}.metrics.${m}`);
    }
    if (Object.keys(out.metrics).length === 0 && out.status !== "failed") fail(src, `${path}.metrics`, 'at least one metric (or "status": "failed")', "{}");
    return out;
  });
}
var LATENCY = { metric: METRIC.time, unit: "ns", factor: 1, direction: "smaller" };
var THROUGHPUT = { metric: METRIC.throughput, unit: "ops/s", factor: 1, direction: "bigger" };
var BUILD_TIME = { metric: "build-time", unit: "ns", factor: 1e9, direction: "smaller" };
var FILE_SIZE = { metric: METRIC.size, unit: "B", factor: 1, direction: "smaller", exact: true };
var BMF_MEASURES = {
  latency: LATENCY,
  Latency: LATENCY,
  throughput: THROUGHPUT,
  Throughput: THROUGHPUT,
  "build-time": BUILD_TIME,
  "Build Time": BUILD_TIME,
  "file-size": FILE_SIZE,
  "File Size": FILE_SIZE
};
function readBmf(src, doc) {
  const entries = Object.entries(doc);
  if (entries.length === 0) fail(src, "$", 'at least one benchmark (BMF) or "schema": "benchgate/custom@1"', "{}");
  return entries.map(([name, raw]) => {
    const path = JSON.stringify(name);
    if (name.trim() === "") fail(src, path, "a non-empty benchmark name", name);
    const measures = record(src, raw, path);
    const metrics = /* @__PURE__ */ new Map();
    for (const [measure, mraw] of Object.entries(measures)) {
      const mpath = `${path}.${measure}`;
      const m = record(src, mraw, mpath);
      const known = Object.hasOwn(BMF_MEASURES, measure) ? BMF_MEASURES[measure] : void 0;
      const spec = known ?? { metric: measure, unit: "", factor: 1, direction: /throughput/i.test(measure) ? "bigger" : "smaller" };
      const metric2 = { unit: spec.unit, direction: spec.direction, value: finite(src, m["value"], `${mpath}.value`, spec.factor) };
      const spread = {};
      if (m["lower_value"] !== void 0) spread.min = finite(src, m["lower_value"], `${mpath}.lower_value`, spec.factor);
      if (m["upper_value"] !== void 0) spread.max = finite(src, m["upper_value"], `${mpath}.upper_value`, spec.factor);
      if (Object.keys(spread).length > 0) metric2.spread = spread;
      if (known?.exact) metric2.exact = true;
      if (metrics.has(spec.metric)) fail(src, mpath, `one measure per metric (${spec.metric} given twice)`, measure);
      metrics.set(spec.metric, metric2);
    }
    if (metrics.size === 0) fail(src, path, "at least one measure", "{}");
    return { name, metrics: Object.fromEntries(metrics) };
  });
}
function parse8(input) {
  const files2 = jsonFiles(input);
  if (files2.length === 0) {
    throw new ParseError({ harness: HARNESS3, file: input.files[0]?.path ?? "<stdout>", line: 1, expected: "a benchgate/custom@1 or BMF JSON document", found: "" });
  }
  const benchmarks = [];
  const seen = /* @__PURE__ */ new Set();
  for (const file of files2) {
    const src = { harness: HARNESS3, file: file.path };
    const doc = record(src, parseJsonFile(src, file, "a benchgate/custom@1 or BMF JSON document"), "$");
    const custom = ["schema", "benchmarks"].some((k) => k in doc && !isRecord2(doc[k]));
    const list = custom ? readCustom(src, doc) : readBmf(src, doc);
    for (const b of list) {
      if (seen.has(b.name)) fail(src, b.name, "benchmark names unique across files", b.name);
      seen.add(b.name);
      benchmarks.push(b);
    }
  }
  return { benchmarks };
}
var customJson = {
  id: HARNESS3,
  description: "benchgate custom JSON (benchgate/custom@1) or Bencher Metric Format (BMF)",
  detect: detect7,
  parse: parse8,
  largeJson: true
};

// src/parse/divan.ts
var HARNESS4 = "divan";
var HEADER = /fastest\s*│\s*slowest\s*│\s*median\s*│\s*mean\s*│\s*samples\s*│\s*iters/;
var BRANCH = /^([│ ]*)(├─|╰─) (.*)$/;
var COLUMNS = ["fastest", "slowest", "median", "mean", "samples", "iters"];
function detect8(input) {
  return input.files.some((f) => HEADER.test(stripAnsi(f.text))) ? "yes" : "no";
}
function fail4(file, line, expected, found) {
  throw new ParseError({ harness: HARNESS4, file, line, expected, found });
}
function rateOf(value, unit) {
  const bytes = byteRateFactor(unit);
  if (bytes !== void 0 && /B\/s$/.test(unit)) return { metric: METRIC.throughput, unit: "B/s", value: value * bytes };
  const counted = /^([KMGT]?)(item|char|cycle)\/s$/.exec(unit);
  if (!counted) return void 0;
  const factor = { "": 1, K: 1e3, M: 1e6, G: 1e9, T: 1e12 }[counted[1]];
  return { metric: counted[2] === "item" ? METRIC.throughput : `${counted[2]}/s`, unit: "ops/s", value: value * factor };
}
function parse9(input) {
  const found = [];
  const warnings = [];
  for (const file of input.files) {
    let table;
    let stack = [];
    let current;
    let inAllocRows = false;
    let lastBranch;
    const closeTable = () => {
      if (lastBranch?.open) fail4(file.path, lastBranch.line, 'the tree to close after this row (a "\u2570\u2500" row under no open "\u2502": divan ends every table so; the run stopped, or the output was cut off, between rows)', lastBranch.text);
      lastBranch = void 0;
    };
    const lines = numberedLines(file.text);
    const cut = cutOffLastLine(lines);
    if (cut !== void 0 && /[│├╰]/.test(cut.text)) fail4(file.path, cut.line, WHOLE_LAST_LINE, cut.text);
    for (const { text, line } of lines) {
      const trimmed = text.trimEnd();
      if (HEADER.test(trimmed)) {
        closeTable();
        const cells2 = trimmed.split("\u2502").map((c) => c.trim());
        const first2 = cells2[0].split(/\s+/);
        const col = Object.fromEntries(COLUMNS.map((name) => [name, cells2.findIndex((c, i) => (i === 0 ? first2[first2.length - 1] : c) === name)]));
        table = { target: first2.length > 1 ? first2.slice(0, -1).join(" ") : "", col, firstWidth: trimmed.indexOf("\u2502") };
        stack = [];
        current = void 0;
        continue;
      }
      if (!table) continue;
      if (trimmed === "") {
        table = void 0;
        closeTable();
        continue;
      }
      if (trimmed.length > table.firstWidth && trimmed[table.firstWidth] !== "\u2502") fail4(file.path, line, `a row with "\u2502" at column ${table.firstWidth + 1}, as in the header`, trimmed);
      const cells = [trimmed.slice(0, table.firstWidth), ...trimmed.slice(table.firstWidth + 1).split("\u2502")];
      const branch = BRANCH.exec(cells[0]);
      if (branch) {
        inAllocRows = false;
        lastBranch = { open: branch[2] === "\u251C\u2500" || branch[1].includes("\u2502"), line, text: trimmed };
        const depth = branch[1].length / 3;
        if (!Number.isInteger(depth) || depth > stack.length) fail4(file.path, line, "a tree row one level under its parent", trimmed);
        stack = stack.slice(0, depth);
        const content = branch[3].trim();
        const rest = cells.slice(1).map((c) => c.trim());
        if (rest.every((c) => c === "")) {
          if (content === "") fail4(file.path, line, "a benchmark or group name", trimmed);
          if (!/\(ignored\)$/.test(content)) lastBranch.open = true;
          stack.push(content);
          current = void 0;
          continue;
        }
        const tokens = content.split(/\s+/);
        if (tokens.length < 3 || cells.length !== COLUMNS.length) fail4(file.path, line, '"<name> <fastest> \u2502 <slowest> \u2502 <median> \u2502 <mean> \u2502 <samples> \u2502 <iters>"', trimmed);
        const name = tokens.slice(0, -2).join(" ");
        stack.push(name);
        const cellsOf = [tokens.slice(-2).join(" "), ...rest];
        const cell = (c) => cellsOf[table.col[c]] ?? "";
        const time = (c) => {
          const [v, u] = cell(c).split(/\s+/);
          const n = parseNumber(v ?? "");
          const f = timeFactor(u ?? "");
          if (n === void 0 || f === void 0 || !Number.isFinite(n * f)) fail4(file.path, line, `a time in the ${c} column`, cell(c));
          return n * f;
        };
        const samples = parseNumber(cell("samples"));
        if (samples === void 0 || !Number.isInteger(samples) || samples < 0) fail4(file.path, line, "a sample count", cell("samples"));
        const metric2 = {
          unit: "ns",
          direction: "smaller",
          value: time("median"),
          statistic: "median",
          n: samples,
          spread: { min: time("fastest"), max: time("slowest") }
        };
        current = { name: stack.join("/"), metrics: { [METRIC.time]: metric2 } };
        found.push({ b: current, target: table.target });
        continue;
      }
      const first = cells[0].replace(/[│]/g, " ").trim();
      if (/^[a-z_]+(?: [a-z_]+)*:$/.test(first)) {
        inAllocRows = true;
        if (!warnings.some((w) => w.includes("allocation"))) warnings.push(`${file.path}:${line}: divan allocation-profiler rows are not read`);
        continue;
      }
      if (inAllocRows) continue;
      if (!current) fail4(file.path, line, "a counter row under a benchmark row", trimmed);
      if (cells.length !== COLUMNS.length) fail4(file.path, line, "a counter row with one cell per column", trimmed);
      const values = [first, ...cells.slice(1).map((c) => c.trim())];
      const rate2 = (c) => {
        const [v, u] = (values[table.col[c]] ?? "").split(/\s+/);
        const n = v === "inf" ? Infinity : parseNumber(v ?? "");
        const r = n === void 0 ? void 0 : rateOf(n, u ?? "");
        if (!r || Number.isNaN(r.value)) fail4(file.path, line, `a rate (MB/s, item/s\u2026) in the ${c} column`, values[table.col[c]] ?? "");
        return r;
      };
      const med = rate2("median");
      const slowest = rate2("slowest").value;
      const fastest = rate2("fastest").value;
      const metricName = current.metrics[med.metric] ? `${med.metric}-${med.unit === "B/s" ? "bytes" : "count"}` : med.metric;
      if (!Number.isFinite(med.value) || !Number.isFinite(slowest)) {
        warnings.push(`${file.path}:${line}: ${current.name}: divan's ${med.metric} is infinite (a time that rounds to 0 ns); kept only its time`);
        continue;
      }
      current.metrics[metricName] = {
        unit: med.unit,
        direction: "bigger",
        value: med.value,
        statistic: "median",
        ...current.metrics[METRIC.time]?.n === void 0 ? {} : { n: current.metrics[METRIC.time].n },
        // The fastest time gives the highest rate; an infinite one (from a 0 ns fastest time) is no bound.
        spread: Number.isFinite(fastest) ? { min: slowest, max: fastest } : { min: slowest }
      };
    }
    closeTable();
  }
  if (found.length === 0) {
    throw new ParseError({ harness: HARNESS4, file: input.files[0]?.path ?? "<stdout>", expected: "a divan table (fastest \u2502 slowest \u2502 median \u2502 mean \u2502 samples \u2502 iters) with benchmark rows", found: input.files[0]?.text.slice(0, 80) });
  }
  const count2 = /* @__PURE__ */ new Map();
  for (const { b } of found) count2.set(b.name, (count2.get(b.name) ?? 0) + 1);
  const seen = /* @__PURE__ */ new Set();
  const benchmarks = found.map(({ b, target }) => {
    let name = (count2.get(b.name) ?? 0) > 1 && target !== "" ? `${target}/${b.name}` : b.name;
    for (let i = 2; seen.has(name); i++) name = `${b.name} (${i})`;
    seen.add(name);
    return { ...b, name };
  });
  return warnings.length > 0 ? { benchmarks, warnings } : { benchmarks };
}
var divan = {
  id: HARNESS4,
  description: "Rust divan (cargo bench tree table)",
  detect: detect8,
  parse: parse9
};

// src/parse/github-action-benchmark.ts
var files = (input) => input.files.filter((f) => f.path !== "<stderr>" && f.text.trim() !== "");
function isGabArray(text) {
  const t = stripAnsi(text).trim();
  if (!t.startsWith("[")) return false;
  try {
    const doc = JSON.parse(t);
    return Array.isArray(doc) && doc.length > 0 && doc.every((b) => isRecord2(b) && typeof b["name"] === "string" && typeof b["value"] === "number" && typeof b["unit"] === "string");
  } catch {
    return false;
  }
}
function readRange(raw, factor) {
  const text = typeof raw === "number" ? String(raw) : typeof raw === "string" ? raw.trim().replace(/^(±|\+-|\+\/-)\s*/, "") : void 0;
  if (text === void 0) return void 0;
  const pct = /^(.*)%$/.exec(text);
  const n = parseNumber(pct ? pct[1] : text);
  if (n === void 0 || n < 0) return void 0;
  return pct ? { rme: n / 100 } : { error: n * factor };
}
function parseWith(id, direction) {
  return (input) => {
    const list = files(input);
    if (list.length === 0) {
      throw new ParseError({ harness: id, file: input.files[0]?.path ?? "<stdout>", line: 1, expected: "a JSON array of {name, unit, value}", found: "" });
    }
    const benchmarks = [];
    const warnings = [];
    const seen = /* @__PURE__ */ new Set();
    for (const file of list) {
      const src = { harness: id, file: file.path };
      const items = array(src, parseJsonText(src, stripAnsi(file.text), "a JSON array of {name, unit, value}"), "$");
      if (items.length === 0) fail(src, "$", "at least one benchmark", "[]");
      items.forEach((raw, i) => {
        const path = `[${i}]`;
        const b = record(src, raw, path);
        const name = string(src, b["name"], `${path}.name`);
        if (name.trim() === "") fail(src, `${path}.name`, "a non-empty name", name);
        if (seen.has(name)) fail(src, `${path}.name`, "a name not used by an earlier benchmark", name);
        seen.add(name);
        const unit = string(src, b["unit"], `${path}.unit`);
        const t = timeFactor(unit);
        const factor = t ?? 1;
        const metric2 = { unit: t === void 0 ? unit.trim() : "ns", direction, value: finite(src, b["value"], `${path}.value`, factor) };
        if (b["range"] !== void 0) {
          const spread = readRange(b["range"], factor);
          if (spread) metric2.spread = spread;
          else warnings.push(`${file.path}: ${path}.range ${JSON.stringify(b["range"])} is not a number or percentage; ignored`);
        }
        const out = { name, metrics: { [t === void 0 ? "value" : METRIC.time]: metric2 } };
        benchmarks.push(out);
      });
    }
    return warnings.length > 0 ? { benchmarks, warnings } : { benchmarks };
  };
}
function detectSmaller(input) {
  const list = files(input);
  return list.length > 0 && list.every((f) => isGabArray(f.text)) ? "yes" : "no";
}
var gabSmaller = {
  id: "gab-smaller",
  description: "github-action-benchmark custom JSON, smaller is better (its tool 'customSmallerIsBetter'; the auto-detected default)",
  detect: detectSmaller,
  parse: parseWith("gab-smaller", "smaller")
};
var gabBigger = {
  id: "gab-bigger",
  description: "github-action-benchmark custom JSON, bigger is better (its tool 'customBiggerIsBetter'; set harness: gab-bigger)",
  // The same array as gab-smaller: never `yes`, so auto-detection keeps one winner.
  detect: (input) => detectSmaller(input) === "yes" ? "maybe" : "no",
  parse: parseWith("gab-bigger", "bigger")
};

// src/parse/gnu-time.ts
var ID6 = "gnu-time";
var ANSI6 = /\u001b\[[0-9;?]*[ -/]*[@-~]/g;
var START = /^\tCommand being timed: "(.*)"$/;
var ENTRY = /^\t(.+?): (.*)$/;
var STATUS_LINE = /^Command (exited with non-zero status \d+|terminated by signal \d+)$/;
var KEYS = {
  wall: "Elapsed (wall clock) time (h:mm:ss or m:ss)",
  user: "User time (seconds)",
  system: "System time (seconds)",
  rss: "Maximum resident set size (kbytes)",
  exit: "Exit status"
};
function elapsedNs(text) {
  const parts = text.split(":");
  if (parts.length < 2 || parts.length > 3 || parts.slice(0, -1).some((p) => !/^\d+$/.test(p))) return void 0;
  const seconds = parseNumber(parts[parts.length - 1]);
  if (seconds === void 0 || seconds < 0 || !/^\d+(\.\d+)?$/.test(parts[parts.length - 1])) return void 0;
  const [h, m] = parts.length === 3 ? [Number(parts[0]), Number(parts[1])] : [0, Number(parts[0])];
  return Math.round((h * 3600 + m * 60 + seconds) * 1e9);
}
function parseRuns(file) {
  const lines = file.text.replace(ANSI6, "").split(/\r?\n/);
  const runs = [];
  const last = lines[lines.length - 1];
  const hasReport = lines.some((l) => START.test(l));
  if (hasReport && (/^\t\S/.test(last) || STATUS_LINE.test(last))) {
    throw new ParseError({ harness: ID6, file: file.path, line: lines.length, expected: WHOLE_LAST_LINE, found: last });
  }
  let pendingFailure;
  const err = (line, expected, found) => {
    throw new ParseError({ harness: ID6, file: file.path, line, expected, found });
  };
  for (let i = 0; i < lines.length; i++) {
    const text = lines[i];
    const status = STATUS_LINE.exec(text);
    if (status) {
      pendingFailure = `command ${status[1]}`;
      continue;
    }
    const start = START.exec(text);
    if (!start) continue;
    const startLine = i + 1;
    const values = /* @__PURE__ */ new Map();
    for (i = i + 1; i < lines.length; i++) {
      if (i === lines.length - 1 && lines[i] === "") break;
      const entry = ENTRY.exec(lines[i]);
      if (!entry) err(i + 1, 'a tab-indented "Key: value" line of the time -v report', lines[i]);
      values.set(entry[1], { value: entry[2].trim(), line: i + 1 });
      if (entry[1] === KEYS.exit) break;
    }
    if (!values.has(KEYS.exit)) {
      const end = lines.findLastIndex((l) => l !== "");
      err(end + 1, `the report to end with "${KEYS.exit}: <n>" (block from line ${startLine}; time prints it last: the output was cut off)`, lines[end] ?? "");
    }
    const get = (key) => values.get(key) ?? err(startLine, `a "${key}" line in the time -v report`, "");
    const seconds = (key) => {
      const { value, line } = get(key);
      const n = /^\d+(\.\d+)?$/.test(value) ? parseNumber(value) : void 0;
      return n === void 0 ? err(line, `${key} as seconds`, value) : Math.round(n * 1e9);
    };
    const wall = get(KEYS.wall);
    const wallNs = elapsedNs(wall.value) ?? err(wall.line, "an elapsed time as h:mm:ss or m:ss.cc", wall.value);
    const rss = get(KEYS.rss);
    const kb = /^\d+$/.test(rss.value) ? parseNumber(rss.value) : void 0;
    if (kb === void 0) err(rss.line, "a size in kbytes", rss.value);
    const exit = get(KEYS.exit);
    if (!/^\d+$/.test(exit.value)) err(exit.line, "an exit status", exit.value);
    const failure = pendingFailure ?? (exit.value !== "0" ? `command exited with status ${exit.value}` : void 0);
    pendingFailure = void 0;
    if (start[1] === "") err(startLine, "a command name", text);
    runs.push({ command: start[1], wallNs, userNs: seconds(KEYS.user), systemNs: seconds(KEYS.system), rssBytes: kb * 1024, failure });
  }
  return runs;
}
function median2(values) {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}
function metric(values, unit) {
  if (values.length === 1) return { unit, direction: "smaller", value: values[0], statistic: "single", samples: values, n: 1 };
  return {
    unit,
    direction: "smaller",
    value: median2(values),
    statistic: "median",
    samples: values,
    n: values.length,
    spread: { min: minOf(values), max: maxOf(values) }
  };
}
function parse10(input) {
  const byCommand = /* @__PURE__ */ new Map();
  for (const file of input.files) {
    for (const run of parseRuns(file)) byCommand.set(run.command, [...byCommand.get(run.command) ?? [], run]);
  }
  if (byCommand.size === 0) {
    throw new ParseError({
      harness: ID6,
      file: input.files.map((f) => f.path).join(", ") || "<no files>",
      expected: 'a GNU time -v report ("\\tCommand being timed: ...")',
      found: input.files.find((f) => f.text.trim() !== "")?.text.trim().split(/\r?\n/)[0] ?? ""
    });
  }
  const benchmarks = [...byCommand].map(([command2, runs]) => {
    const failures = runs.map((r) => r.failure).filter((f) => f !== void 0);
    return {
      name: command2,
      status: failures.length > 0 ? "failed" : "ok",
      ...failures.length > 0 ? { error: failures.length === 1 ? failures[0] : `${failures.length} of ${runs.length} runs failed: ${failures[0]}` } : {},
      metrics: {
        [METRIC.time]: metric(runs.map((r) => r.wallNs), "ns"),
        "user-time": metric(runs.map((r) => r.userNs), "ns"),
        "system-time": metric(runs.map((r) => r.systemNs), "ns"),
        "max-rss": metric(runs.map((r) => r.rssBytes), "B")
      }
    };
  });
  return { benchmarks };
}
function detect9(input) {
  for (const f of input.files) {
    const text = f.text.slice(0, 2e5);
    if (/^\tCommand being timed: "/m.test(text) && /^\tElapsed \(wall clock\) time/m.test(text)) return "yes";
    if (/^[ \t]*Command being timed: /m.test(text)) return "maybe";
  }
  return "no";
}
var gnuTime = {
  id: ID6,
  description: "GNU time -v report: wall, user and system time and maximum RSS of a command",
  detect: detect9,
  parse: parse10
};

// src/parse/go-bench.ts
var HARNESS5 = "go-bench";
var RESULT2 = /^Benchmark\S*[ \t]+\d+[ \t]+\d[\d.e+-]*[ \t]+ns\/op\b/m;
var NAME_THEN_REST = /^(Benchmark\S*)\s+(.*)$/;
var PROCS_SUFFIX = /^(.+)-(\d+)$/;
function pushSample(entry, unit, value) {
  const list = entry.samples.get(unit);
  if (list === void 0) entry.samples.set(unit, [value]);
  else list.push(value);
}
function settle(entry) {
  if (entry.settled) return;
  for (const [unit, list] of entry.samples) entry.samples.set(unit, list.slice());
  entry.settled = true;
}
var CONFIG_LINE = new RegExp("^(\\p{Ll}[^\\s\\p{Lu}:]*):(?:[ \\t]+(.*))?$", "u");
var NOT_CONFIG = /* @__PURE__ */ new Set(["panic", "signal", "testing", "coverage"]);
var MAX_CONFIG_KEYS = 1e3;
var DANGLING_NAME = /^Benchmark(?![a-z])\S*[ \t]+$/;
var CLOSING = /^(PASS|FAIL|ok\s|FAIL\s|panic:)/;
var ZERO_ITERATIONS = /^0+[ \t]+\S+[ \t]+\S/;
function looksLikeJson(text) {
  return /^\s*\{"(?:Time|Action|ImportPath)"/.test(text);
}
function detect10(input) {
  for (const f of input.files) {
    const text = stripAnsi(f.text);
    if (looksLikeJson(text)) {
      if (/"Output":"Benchmark[^"]*ns\/op/.test(text) || /"Output":"\s*\d+\\t\s*\d[\d.]*\s+ns\/op/.test(text)) return "yes";
    } else if (RESULT2.test(text)) return "yes";
  }
  if (input.files.some((f) => /^goos: /m.test(f.text) && /^goarch: /m.test(f.text) && /^Benchmark\S*[ \t]/m.test(f.text))) return "yes";
  return input.files.some((f) => /^(goos|goarch|pkg): /m.test(f.text) && /^Benchmark/m.test(f.text)) ? "maybe" : "no";
}
function fail5(file, line, expected, found) {
  throw new ParseError({ harness: HARNESS5, file, line, expected, found });
}
function* chunkedLines(chunks) {
  let line = 1;
  let pending = "";
  for (const chunk of chunks) {
    const pieces = stripAnsi(pending + chunk).split(/\r?\n/);
    pending = pieces.pop();
    for (const t of pieces) yield { text: t.endsWith("\r") ? t.slice(0, -1) : t, line: line++ };
  }
  yield { text: pending.endsWith("\r") ? pending.slice(0, -1) : pending, line };
}
function jsonPackages(path, events) {
  const byPkg = /* @__PURE__ */ new Map();
  const open = /* @__PURE__ */ new Map();
  for (const { text, line } of events) {
    if (text.trim() === "") continue;
    let event;
    if (jsonTooDeep(text)) fail5(path, line, `one test2json event (JSON nested at most ${MAX_JSON_DEPTH} levels deep) per line`, text);
    try {
      event = JSON.parse(text);
    } catch {
      fail5(path, line, "one test2json event (JSON object) per line", text);
    }
    if (typeof event !== "object" || event === null || Array.isArray(event)) fail5(path, line, "a test2json event object", text);
    const { Action, Output: Output2, Package } = event;
    if (Action !== "output" || typeof Output2 !== "string") continue;
    const pkg = typeof Package === "string" ? Package : "";
    const lines = byPkg.get(pkg) ?? [];
    byPkg.set(pkg, lines);
    stripAnsi(Output2).split(/\r?\n/).forEach((piece, i, all) => {
      const last = lines[lines.length - 1];
      if (i === 0 && open.get(pkg) && last !== void 0) last.text += piece;
      else lines.push({ text: piece, line });
      if (i === all.length - 1) open.set(pkg, piece !== "");
    });
  }
  return byPkg;
}
function addSamples(entry, rest, file, line) {
  const tokens = rest.trim().split(/\s+/);
  const pairs = tokens.slice(1);
  if (pairs.length < 2 || pairs.length % 2 !== 0) fail5(file, line, '"<N> <value> <unit>\u2026" after the benchmark name', rest);
  for (let i = 0; i < pairs.length; i += 2) {
    const value = parseNumber(pairs[i]);
    const unit = pairs[i + 1];
    if (value === void 0 || !/^[^\d\s]\S*$/.test(unit)) fail5(file, line, '"<value> <unit>" pairs', `${pairs[i]} ${unit}`);
    pushSample(entry, unit, value);
  }
}
var MAX_FAST_PAIRS = 64;
var fastValues = new Float64Array(MAX_FAST_PAIRS);
var fastUnits = new Array(MAX_FAST_PAIRS).fill("");
var isBlank = (c) => c === 32 || c === 9;
var isDigit2 = (c) => c >= 48 && c <= 57;
var UnitCache = class {
  known = [];
  at(text, start, end) {
    const length = end - start;
    for (const u of this.known) if (u.length === length && text.startsWith(u, start)) return u;
    const unit = ownCopy(text.slice(start, end));
    if (this.known.length < 64) this.known.push(unit);
    return unit;
  }
};
var fastNameEnd = 0;
function scanResult(text, start, len, units) {
  let i = start + 9;
  let c = text.charCodeAt(i);
  if (c >= 97 && c <= 122) return -1;
  for (; i < len; i++) {
    c = text.charCodeAt(i);
    if (c <= 32 || c >= 127) break;
  }
  fastNameEnd = i;
  if (i === len || !isBlank(c)) return -1;
  while (i < len && isBlank(text.charCodeAt(i))) i++;
  const iterations = i;
  let someIterations = false;
  for (; i < len && isDigit2(c = text.charCodeAt(i)); i++) if (c !== 48) someIterations = true;
  if (i === iterations || !someIterations || i === len || !isBlank(text.charCodeAt(i))) return -1;
  let pairs = 0;
  for (; ; ) {
    while (i < len && isBlank(text.charCodeAt(i))) i++;
    if (i === len) break;
    if (pairs === MAX_FAST_PAIRS) return -1;
    const v = i;
    let whole = 0;
    while (i < len && isDigit2(c = text.charCodeAt(i))) {
      whole = whole * 10 + (c - 48);
      i++;
    }
    if (i === v || i - v > 15) return -1;
    let value = whole;
    if (i < len && text.charCodeAt(i) === 46) {
      i++;
      while (i < len && isDigit2(text.charCodeAt(i))) i++;
      value = Number(text.slice(v, i));
    }
    if (i === len || !isBlank(text.charCodeAt(i))) return -1;
    while (i < len && isBlank(text.charCodeAt(i))) i++;
    const u = i;
    for (; i < len; i++) {
      c = text.charCodeAt(i);
      if (c <= 32 || c >= 127) break;
    }
    if (i === u || isDigit2(text.charCodeAt(u)) || i < len && !isBlank(c)) return -1;
    fastValues[pairs] = value;
    fastUnits[pairs] = units.at(text, u, i);
    pairs++;
  }
  return pairs === 0 ? -1 : pairs;
}
function collect2(file, source, last, pkgDefault, into) {
  let pkg = pkgDefault;
  let lastFailed;
  let chattyName;
  let chattyLog = [];
  const config = /* @__PURE__ */ new Map();
  let configKey = "";
  let configRecord = {};
  let configChanged = false;
  const setConfig = (key, value, at) => {
    if (value === "") config.delete(key);
    else config.set(key, value);
    if (config.size > MAX_CONFIG_KEYS) fail5(file, at.line, `at most ${MAX_CONFIG_KEYS} configuration keys in force at once (benchfmt "key: value" lines)`, at.text);
    configChanged = true;
  };
  const currentConfig = () => {
    if (!configChanged) return;
    const sorted = [...config].sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0);
    configKey = JSON.stringify(sorted);
    configRecord = Object.freeze(Object.fromEntries(sorted));
    configChanged = false;
  };
  let sawHeader = false;
  let unclosed;
  let lastEntry;
  const entryFor = (rawName) => {
    currentConfig();
    if (lastEntry !== void 0 && lastEntry.rawName === rawName && lastEntry.pkg === pkg && lastEntry.configKey === configKey) return lastEntry;
    const key = `${pkg}\0${rawName}\0${configKey}`;
    let entry = into.entries.get(key);
    if (entry === void 0) {
      const found = PROCS_SUFFIX.exec(rawName);
      const m = found !== null && found[2] !== "1" ? found : void 0;
      entry = { pkg, rawName, base: m ? m[1] : rawName, procs: m?.[2], config: configRecord, configKey, samples: /* @__PURE__ */ new Map(), settled: false };
      into.entries.set(key, entry);
    }
    if (lastEntry !== void 0) settle(lastEntry);
    entry.settled = false;
    lastEntry = entry;
    return entry;
  };
  const units = new UnitCache();
  const entryAt = (text, start, nameEnd) => {
    currentConfig();
    const e = lastEntry;
    if (e !== void 0 && e.rawName.length === nameEnd - start && text.startsWith(e.rawName, start) && e.pkg === pkg && e.configKey === configKey) return e;
    return entryFor(ownCopy(text.slice(start, nameEnd)));
  };
  const cutOff = (at) => fail5(file, at.line, "a complete benchmark line ending in a newline (go test ends every line with one: the output was cut off mid-line)", at.text);
  if (last !== void 0 && /^Benchmark(?![a-z])/.test(last.text)) cutOff(last);
  let lastNonBlank;
  const FAST = { text: "", line: 0 };
  let fastText = "";
  let fastStart = 0;
  let fastEnd = 0;
  let fastLine = 0;
  const real = (at) => at === FAST ? { text: fastText.slice(fastStart, fastEnd), line: fastLine } : at;
  const fast = (text, start, end, line) => {
    const pairs = scanResult(text, start, end, units);
    if (pairs <= 0) return false;
    lastFailed = void 0;
    chattyName = void 0;
    const entry = entryAt(text, start, fastNameEnd);
    for (let k = 0; k < pairs; k++) {
      pushSample(entry, fastUnits[k], fastValues[k]);
    }
    fastText = text;
    fastStart = start;
    fastEnd = end;
    fastLine = line;
    lastNonBlank = FAST;
    unclosed = FAST;
    return true;
  };
  if ("chunks" in source) {
    let line = 1;
    let pending = "";
    for (const chunk of source.chunks) {
      const text = stripAnsi(pending + chunk);
      const lastNl = text.lastIndexOf("\n");
      for (let start = 0; start <= lastNl; line++) {
        const nl = text.indexOf("\n", start);
        let end = nl;
        if (end > start && text.charCodeAt(end - 1) === 13) end--;
        if (end > start && text.charCodeAt(end - 1) === 13) end--;
        if (!(text.startsWith("Benchmark", start) && fast(text, start, end, line))) slow({ text: text.slice(start, end), line });
        start = nl + 1;
      }
      pending = text.slice(lastNl + 1);
    }
    const tail = pending.endsWith("\r") ? pending.slice(0, -1) : pending;
    if (/^Benchmark(?![a-z])/.test(tail)) cutOff({ text: tail, line });
    if (!(tail.startsWith("Benchmark") && fast(tail, 0, tail.length, line))) slow({ text: tail, line });
  } else {
    for (const at of source.lines) if (!(at.text.startsWith("Benchmark") && fast(at.text, 0, at.text.length, at.line))) slow(at);
  }
  if (sawHeader && unclosed !== void 0) {
    const end = real(lastNonBlank ?? unclosed);
    const cut = real(unclosed);
    fail5(
      file,
      end.line,
      `go test's closing "PASS", "FAIL" or "ok <pkg>" line after the results (line ${cut.line} is the last; go test always closes a run it printed "goos:" for: the output was cut off, or the run was killed)`,
      end.text.trimEnd()
    );
  }
  function slow(at) {
    const { text, line } = at;
    const resultLine = text.startsWith("Benchmark");
    const trimmed = text.trimEnd();
    if (trimmed.trim() !== "") lastNonBlank = at;
    if (!resultLine) {
      if (CLOSING.test(trimmed)) unclosed = void 0;
      const pkgLine = /^pkg:\s*(\S+)/.exec(trimmed);
      if (pkgLine) {
        pkg = pkgLine[1];
        return;
      }
      if (/^goos:/.test(trimmed)) sawHeader = true;
      if (/^(PASS|ok\s)/.test(trimmed)) into.sawTrailer = true;
      if (/^(FAIL|--- FAIL:|panic:)/.test(trimmed)) {
        into.sawTrailer = true;
        into.failures.push({ text: trimmed, line });
      }
      const failed = /^--- FAIL:\s*(Benchmark\S*)/.exec(trimmed);
      if (failed) {
        lastFailed = entryFor(failed[1]);
        lastFailed.error ??= failed[1] === chattyName && chattyLog.length > 0 ? chattyLog.join("\n") : "benchmark failed";
        chattyName = void 0;
        return;
      }
      if (chattyName !== void 0 && /^\s+\S/.test(text)) {
        chattyLog.push(trimmed.trim());
        return;
      }
      if (lastFailed !== void 0 && /^\s+\S/.test(text)) {
        lastFailed.error = lastFailed.error === "benchmark failed" ? trimmed.trim() : `${lastFailed.error}
${trimmed.trim()}`;
        return;
      }
    }
    if (trimmed === "") return;
    lastFailed = void 0;
    chattyName = void 0;
    if (resultLine && /^Benchmark(?![a-z])\S*$/.test(text)) {
      chattyName = trimmed;
      chattyLog = [];
      return;
    }
    if (!resultLine) {
      const kv = CONFIG_LINE.exec(trimmed);
      if (kv && !NOT_CONFIG.has(kv[1])) {
        setConfig(kv[1], kv[2]?.trim() ?? "", { text: trimmed, line });
        return;
      }
    }
    if (DANGLING_NAME.test(text)) {
      fail5(file, line, '"<N> <value> ns/op\u2026" after the benchmark name (go test prints the name, runs the benchmark, then its numbers on the same line: the run stopped in between, or the benchmark wrote to stdout)', trimmed);
    }
    const m = NAME_THEN_REST.exec(trimmed);
    if (!m || !/^Benchmark($|[^a-z])/.test(m[1])) return;
    const [, rawName, rest] = m;
    const inline = /^(--- FAIL:|--- SKIP:|panic:)\s*(.*)$/.exec(rest);
    if (inline) {
      if (inline[1] === "--- SKIP:") return;
      into.failures.push({ text: trimmed, line });
      lastFailed = entryFor(rawName);
      lastFailed.error = inline[1] === "panic:" ? `panic: ${inline[2]}` : "benchmark failed";
      return;
    }
    if (ZERO_ITERATIONS.test(rest)) {
      into.skipped.add(ownCopy(rawName));
      unclosed = at;
      return;
    }
    if (!/^\d+\s/.test(rest)) fail5(file, line, '"<name> <N> <value> ns/op\u2026" benchmark line', trimmed);
    addSamples(entryFor(ownCopy(rawName)), rest, file, line);
    unclosed = at;
  }
}
function toMetric(unit, samples) {
  const build = (unit2, direction, values, exact2) => {
    const stddev = sampleStddev(values);
    const spread = stddev === void 0 ? { min: minOf2(values), max: maxOf2(values) } : { min: minOf2(values), max: maxOf2(values), stddev };
    return exact2 === void 0 ? { unit: unit2, direction, value: median(values), statistic: "median", samples: values, n: values.length, spread } : { unit: unit2, direction, value: median(values), statistic: "median", samples: values, n: values.length, spread, exact: exact2 };
  };
  const exact = samples.every((v) => v === samples[0]);
  switch (unit) {
    case "ns/op":
      return [METRIC.time, build("ns", "smaller", samples)];
    case "MB/s":
      return [METRIC.throughput, build("B/s", "bigger", samples.map((v) => v * 1e6))];
    case "B/op":
      return [METRIC.memory, build("B", "smaller", samples, exact)];
    case "allocs/op":
      return [METRIC.allocs, build("allocs", "smaller", samples, exact)];
    default:
      return [unit, build(unit, unit.endsWith("/s") ? "bigger" : "smaller", samples)];
  }
}
function configDiff(entries, nameOf) {
  const byName = /* @__PURE__ */ new Map();
  for (const e of entries) {
    const list = byName.get(nameOf(e));
    if (list === void 0) byName.set(nameOf(e), [e]);
    else list.push(e);
  }
  const out = /* @__PURE__ */ new Map();
  for (const list of byName.values()) {
    if (list.every((e) => e.configKey === list[0].configKey)) continue;
    const keys = /* @__PURE__ */ new Set();
    for (const e of list) for (const k of Object.keys(e.config)) keys.add(k);
    const differing = [...keys].filter((k) => list.some((e) => e.config[k] !== list[0].config[k])).sort();
    for (const e of list) out.set(e, differing);
  }
  return out;
}
function parse11(input) {
  const collected = { entries: /* @__PURE__ */ new Map(), failures: [], sawTrailer: false, skipped: /* @__PURE__ */ new Set() };
  for (const file of input.files) {
    const big = file.lines;
    if (looksLikeJson(stripAnsi(file.text))) {
      const events = big === void 0 ? numberedLines(file.text) : chunkedLines(big.chunks());
      for (const [pkg, lines] of jsonPackages(file.path, events)) collect2(file.path, { lines }, lines[lines.length - 1], pkg, collected);
    } else if (big !== void 0) {
      collect2(file.path, { chunks: big.chunks() }, void 0, "", collected);
    } else {
      const text = stripAnsi(file.text);
      collect2(file.path, { chunks: [text] }, lastLine(text), "", collected);
    }
  }
  const entries = [...collected.entries.values()];
  const where = input.files[0]?.path ?? "<stdout>";
  const firstFailure2 = collected.failures[0];
  if (!entries.some((e) => e.samples.size > 0)) {
    if (firstFailure2) fail5(where, firstFailure2.line, "at least one benchmark result (the run failed)", firstFailure2.text);
    throw new ParseError({ harness: HARNESS5, file: where, expected: 'at least one "Benchmark\u2026 <N> <value> ns/op" line', found: input.files[0]?.text.slice(0, 80) });
  }
  const procsSeen = new Set(entries.filter((e) => e.samples.size > 0).map((e) => e.procs ?? "1"));
  const multiProcs = procsSeen.size > 1;
  const procsInPlay = multiProcs ? void 0 : [...procsSeen][0];
  const nameOf = (e) => multiProcs || e.samples.size === 0 && e.procs !== procsInPlay ? e.rawName : e.base;
  const multiPkg = new Set(entries.map((e) => e.pkg)).size > 1;
  const pkgsByName = /* @__PURE__ */ new Map();
  if (multiPkg) for (const e of entries) pkgsByName.set(nameOf(e), (pkgsByName.get(nameOf(e)) ?? /* @__PURE__ */ new Set()).add(e.pkg));
  const qualified = (e) => (pkgsByName.get(nameOf(e))?.size ?? 0) > 1 && e.pkg !== "" ? `${e.pkg}.${nameOf(e)}` : nameOf(e);
  const oneConfig = entries.every((e) => e.configKey === entries[0].configKey);
  const diffs = oneConfig ? /* @__PURE__ */ new Map() : configDiff(entries, qualified);
  const benchmarks = entries.map((e) => {
    const metrics = {};
    settle(e);
    for (const [unit, samples] of e.samples) {
      const [key, metric2] = toMetric(unit, samples);
      metrics[key] = metric2;
    }
    const differing = diffs.get(e);
    if (differing === void 0 && !multiProcs && !multiPkg && e.error === void 0) return { name: qualified(e), metrics };
    const config = Object.fromEntries((differing ?? []).map((k) => [k, e.config[k] ?? ""]));
    const params = { ...multiProcs ? { procs: e.procs ?? "1" } : {}, ...config };
    const name = differing === void 0 || differing.length === 0 ? qualified(e) : `${qualified(e)} [${differing.map((k) => `${k}=${config[k]}`).join(", ")}]`;
    return {
      name,
      ...Object.keys(params).length > 0 ? { params } : {},
      ...multiPkg && e.pkg !== "" ? { group: e.pkg } : {},
      ...e.error === void 0 ? {} : { status: "failed", error: e.error },
      metrics
    };
  });
  const warnings = [];
  if (firstFailure2 && !entries.some((e) => e.error !== void 0)) {
    warnings.push(`${where}:${firstFailure2.line}: the run reported a failure outside any benchmark: ${firstFailure2.text}`);
  }
  if (collected.skipped.size > 0) {
    warnings.push(`${where}: skipped after its first run (b.Skip once b.N > 1: 0 iterations, NaN ns/op), so no result: ${[...collected.skipped].join(", ")}`);
  }
  if (!collected.sawTrailer) warnings.push(`${where}: no PASS/ok/FAIL line: the output may be truncated`);
  return warnings.length > 0 ? { benchmarks, warnings } : { benchmarks };
}
var shard3 = {
  unitOf: (b) => b.name.split(/[/ ]/)[0],
  // ` [commit=…]`: a configuration, not part of the function's name
  listArgs: { args: ["-list", "^Benchmark"] },
  parseList: (stdout) => stdout.split(/\r?\n/).filter((l) => /^Benchmark\w*$/.test(l.trim())).map((l) => l.trim()),
  selectArgs: (units) => ({ args: ["-bench", exactAlternation(units)] })
};
var goBench = {
  id: HARNESS5,
  description: "Go testing benchmarks (`go test -bench`, text or -json)",
  detect: detect10,
  parse: parse11,
  shard: shard3,
  largeText: true
};

// src/parse/google-benchmark.ts
var ID7 = "google-benchmark";
var DEBUG_WARNING = "Google Benchmark library was built as DEBUG; timings may be affected";
var ANSI7 = /\u001b\[[0-?]*[ -/]*[@-~]/g;
var KNOWN = /* @__PURE__ */ new Set([
  "name",
  "family_index",
  "per_family_instance_index",
  "run_name",
  "run_type",
  "repetitions",
  "repetition_index",
  "threads",
  "iterations",
  "real_time",
  "cpu_time",
  "time_unit",
  "aggregate_name",
  "aggregate_unit",
  "label",
  "error_occurred",
  "error_message",
  "skipped",
  "skip_message",
  "cpu_coefficient",
  "real_coefficient",
  "big_o",
  "rms",
  "complexity_n"
]);
function counterInfo(key) {
  if (key === "bytes_per_second") return { metric: METRIC.throughput, unit: "B/s", direction: "bigger" };
  if (key === "items_per_second") return { metric: "items-per-second", unit: "ops/s", direction: "bigger" };
  return { metric: key, unit: "", direction: /(per_second|per_sec|_rate)$/.test(key) ? "bigger" : "smaller" };
}
function skippedNote(file, skipped) {
  return `${file}: skipped, so no result: ${[...skipped].join(", ")}`;
}
function headOf(text) {
  const head2 = text.slice(0, 8192);
  const log = head2.search(/^-- LOG\(\d+\): /m);
  if (log < 0) return head2;
  let end = text.indexOf("\n", log);
  if (end < 0) return head2;
  if (text[end - 1] === "\r") end--;
  let dashes = end;
  while (dashes > log && text[dashes - 1] === "-") dashes--;
  return head2.slice(0, log) + text.slice(dashes, dashes + 8192);
}
function kindOf2(text) {
  const head2 = headOf(text).replace(ANSI7, "");
  if (/^\s*\{/.test(head2)) return /"benchmarks"\s*:|"context"\s*:/.test(head2) ? "json" : void 0;
  return /^-+\r?\nBenchmark\s+Time\s+CPU\s+Iterations/m.test(head2) ? "console" : void 0;
}
function detectFile3(text) {
  const kind = kindOf2(text);
  if (kind === "console") return "yes";
  if (kind === "json") return /"run_type"\s*:|"library_build_type"\s*:|"mhz_per_cpu"\s*:/.test(text.slice(0, 8192)) ? "yes" : "maybe";
  return "no";
}
function detect11(input) {
  return detectAny(input, detectFile3);
}
function parse12(input) {
  const hit = pickJsonOrConsole(input, kindOf2, { harness: ID7, expected: "Google Benchmark JSON (--benchmark_format=json) or console output" });
  const out = { benchmarks: [], warnings: [] };
  for (const file of hit.files) {
    const one = hit.kind === "json" ? parseJson(file) : parseConsole(file);
    pushAll(out.benchmarks, one.benchmarks);
    for (const w of one.warnings) if (!out.warnings.includes(w)) out.warnings.push(w);
  }
  if (!out.warnings.includes(DEBUG_WARNING) && input.files.some((f) => /Library was built as DEBUG/.test(f.text))) {
    out.warnings.push(DEBUG_WARNING);
  }
  return { benchmarks: uniqueNames(out.benchmarks), warnings: out.warnings.length > 0 ? out.warnings : void 0 };
}
function parseJson(file) {
  const src = { harness: ID7, file: file.path };
  const root = record(src, parseJsonFile(src, file, "Google Benchmark JSON output"), "$");
  const warnings = [];
  if (isRecord2(root.context)) {
    if (root.context.library_build_type === "debug") warnings.push(DEBUG_WARNING);
    if (root.context.cpu_scaling_enabled === true) warnings.push("CPU frequency scaling was enabled; real time measurements may be noisy");
  }
  const rows = array(src, root.benchmarks, "benchmarks");
  if (rows.length === 0) fail(src, "benchmarks", "at least one benchmark", rows);
  const instances = /* @__PURE__ */ new Map();
  const skipped = /* @__PURE__ */ new Set();
  const get = (key, name) => {
    let inst = instances.get(key);
    if (inst === void 0) {
      inst = { name, runs: [], aggregates: /* @__PURE__ */ new Map(), complexity: {} };
      instances.set(key, inst);
    }
    return inst;
  };
  rows.forEach((value, i) => {
    const path = `benchmarks[${i}]`;
    const row = record(src, value, path);
    const name = string(src, row.name, `${path}.name`);
    const runName = row.run_name === void 0 ? name : string(src, row.run_name, `${path}.run_name`);
    if (row.skipped === true) {
      skipped.add(typeof row.skip_message === "string" && row.skip_message !== "" ? `${name} (${row.skip_message})` : name);
      return;
    }
    if (row.run_type === "aggregate") {
      const agg = string(src, row.aggregate_name, `${path}.aggregate_name`);
      if (agg === "BigO" || agg === "RMS") {
        const inst = get(`${runName}\0complexity`, `${runName}_BigO`);
        inst.complexity[agg === "BigO" ? "bigO" : "rms"] = { row, path };
      } else {
        get(runName, runName).aggregates.set(agg, { row, path });
      }
    } else {
      get(runName, runName).runs.push({ row, path });
    }
  });
  if (skipped.size > 0) warnings.push(skippedNote(file.path, skipped));
  return { benchmarks: [...instances.values()].map((inst) => toBenchmark(src, inst)), warnings };
}
function toBenchmark(src, inst) {
  if (inst.complexity.bigO !== void 0 || inst.complexity.rms !== void 0) return complexityBenchmark(src, inst);
  const failed = inst.runs.find((r) => r.row.error_occurred === true);
  const params = labelParams(inst);
  if (failed !== void 0) {
    const message = typeof failed.row.error_message === "string" ? failed.row.error_message : "error occurred";
    return { name: inst.name, params, status: "failed", error: message, metrics: {} };
  }
  const anyRow = inst.runs[0] ?? [...inst.aggregates.values()][0];
  const metrics = {
    // real_time is the wall-clock time per iteration: what Google Benchmark prints first and the only
    // meaningful time for multi-threaded or UseRealTime benchmarks; cpu_time is kept as `cpu-time`.
    [METRIC.time]: seriesMetric(src, inst, "real_time", { metric: METRIC.time, unit: "ns", direction: "smaller" }),
    "cpu-time": seriesMetric(src, inst, "cpu_time", { metric: "cpu-time", unit: "ns", direction: "smaller" })
  };
  for (const key of Object.keys(anyRow.row)) {
    if (KNOWN.has(key) || typeof anyRow.row[key] !== "number") continue;
    const info = counterInfo(key);
    metrics[info.metric] = seriesMetric(src, inst, key, info);
  }
  return { name: inst.name, params, metrics };
}
function labelParams(inst) {
  const row = inst.runs[0]?.row ?? [...inst.aggregates.values()][0]?.row;
  return typeof row?.label === "string" && row.label !== "" ? { label: row.label } : void 0;
}
function factorOf(src, row, path, key) {
  if (key !== "real_time" && key !== "cpu_time") return 1;
  const unit = string(src, row.time_unit ?? "ns", `${path}.time_unit`);
  return timeFactor(unit) ?? fail(src, `${path}.time_unit`, "one of ns, us, ms, s", unit);
}
function seriesMetric(src, inst, key, info) {
  const read = (r) => finite(src, r.row[key], `${r.path}.${key}`, factorOf(src, r.row, r.path, key));
  const samples = inst.runs.filter((r) => r.row[key] !== void 0).map(read);
  const agg = (name) => {
    const a = inst.aggregates.get(name);
    return a === void 0 || a.row[key] === void 0 ? void 0 : read(a);
  };
  const median3 = agg("median");
  const sorted = [...samples].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const sampleMedian = sorted.length === 0 ? void 0 : sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  const value = median3 ?? sampleMedian ?? agg("mean");
  const anchor = inst.runs[0] ?? [...inst.aggregates.values()][0];
  if (value === void 0) return fail(src, `${anchor.path}.${key}`, `a ${key} value`, void 0);
  const spread = {};
  const stddevRow = inst.aggregates.get("stddev");
  if (stddevRow !== void 0 && stddevRow.row[key] !== void 0) {
    spread.stddev = nonNegative(src, stddevRow.row[key], `${stddevRow.path}.${key}`, factorOf(src, stddevRow.row, stddevRow.path, key));
  } else {
    const cv = inst.aggregates.get("cv");
    const mean = agg("mean");
    if (cv !== void 0 && mean !== void 0 && typeof cv.row[key] === "number") {
      const sd = nonNegative(src, cv.row[key], `${cv.path}.${key}`) * Math.abs(mean);
      if (Number.isFinite(sd)) spread.stddev = sd;
    }
  }
  if (sorted.length > 0) {
    spread.min = sorted[0];
    spread.max = sorted[sorted.length - 1];
  }
  const repetitions = typeof anchor.row.repetitions === "number" && Number.isInteger(anchor.row.repetitions) && anchor.row.repetitions >= 0 ? anchor.row.repetitions : void 0;
  const metric2 = {
    unit: info.unit,
    direction: info.direction,
    value,
    statistic: median3 !== void 0 || samples.length > 1 ? "median" : "mean",
    n: samples.length > 0 ? samples.length : repetitions,
    spread
  };
  if (samples.length > 0) metric2.samples = samples;
  return metric2;
}
function complexityBenchmark(src, inst) {
  const metrics = {};
  const { bigO, rms } = inst.complexity;
  if (bigO !== void 0) {
    const unit = string(src, bigO.row.time_unit ?? "ns", `${bigO.path}.time_unit`);
    const factor = timeFactor(unit) ?? fail(src, `${bigO.path}.time_unit`, "one of ns, us, ms, s", unit);
    const complexity = string(src, bigO.row.big_o, `${bigO.path}.big_o`);
    const coefficient = (key) => ({
      unit: `ns/${complexity}`,
      direction: "smaller",
      value: finite(src, bigO.row[key], `${bigO.path}.${key}`, factor),
      statistic: "other"
    });
    metrics["complexity-coefficient"] = coefficient("real_coefficient");
    metrics["cpu-complexity-coefficient"] = coefficient("cpu_coefficient");
  }
  if (rms !== void 0) {
    metrics.rms = { unit: "fraction", direction: "smaller", value: nonNegative(src, rms.row.rms, `${rms.path}.rms`), statistic: "other" };
  }
  return { name: inst.name, metrics };
}
var SI = { "": 1, k: 1e3, M: 1e6, G: 1e9, T: 1e12, Ki: 1024, Mi: 1024 ** 2, Gi: 1024 ** 3, m: 1e-3, u: 1e-6, n: 1e-9 };
var ROW = /^\s+([\d.]+(?:e[+-]?\d+)?) (ns|us|ms|s)\s+([\d.]+(?:e[+-]?\d+)?) (ns|us|ms|s)\s+(\d+)(.*)$/;
var CV_ROW = /^\s+([\d.]+) %\s+([\d.]+) %\s+(\d+)(.*)$/;
var BIGO_ROW = /^\s+([\d.]+) (\S+)\s+([\d.]+) (\S+)\s*$/;
var RMS_ROW = /^\s+([\d.]+) %\s+([\d.]+) %\s*$/;
var ERROR_ROW = /^\s+ERROR OCCURRED: '(.*)'\s*$/;
var SKIPPED_ROW = /^\s+SKIPPED: '(.*)'\s*$/;
function nameWidth(header) {
  const width = header.indexOf(" Time") + 5 - 14;
  return width >= 9 ? width : void 0;
}
function splitRow(line, width) {
  let end = -1;
  if (width !== void 0) {
    let bytes = 0;
    let i = 0;
    while (i < line.length && bytes < width) {
      const c = line.codePointAt(i);
      bytes += c < 128 ? 1 : c < 2048 ? 2 : c < 65536 ? 3 : 4;
      i += c < 65536 ? 1 : 2;
    }
    end = line.indexOf(" ", i);
  }
  if (end <= 0) end = line.search(/\s/);
  if (end <= 0) return [line, ""];
  return [line.slice(0, end).trimEnd(), line.slice(end)];
}
function readConsoleCounters(rest) {
  const out = /* @__PURE__ */ new Map();
  for (const m of rest.matchAll(/(?:^|\s)(\w+)=([\d.]+(?:e[+-]?\d+)?)(Ki|Mi|Gi|[kMGTmun]?)(\/s)?(?=\s|$)/g)) {
    const [, key, num3, si, rate2] = m;
    if (rate2 === void 0 && key !== "bytes_per_second" && key !== "items_per_second") continue;
    const v = Number(num3) * SI[si];
    if (Number.isFinite(v)) out.set(key, v);
  }
  return out;
}
function parseConsole(file) {
  const lines = file.text.replace(ANSI7, "").split(/\r?\n/);
  const err = (line, expected, found) => {
    throw new ParseError({ harness: ID7, file: file.path, line, expected, found });
  };
  const last = lines[lines.length - 1];
  if (last.trim() !== "") err(lines.length, WHOLE_LAST_LINE, last);
  const instances = /* @__PURE__ */ new Map();
  const get = (name) => {
    let inst = instances.get(name);
    if (inst === void 0) {
      inst = { name, real: [], cpu: [], counters: /* @__PURE__ */ new Map(), aggregates: /* @__PURE__ */ new Map() };
      instances.set(name, inst);
    }
    return inst;
  };
  const skipped = /* @__PURE__ */ new Set();
  let inTable = false;
  let width;
  let columns = [];
  lines.forEach((line, i) => {
    if (/^Benchmark\s+Time\s+CPU\s+Iterations/.test(line)) {
      inTable = true;
      width = nameWidth(line);
      const after = line.slice(line.indexOf("Iterations") + "Iterations".length).trim();
      columns = after === "" || after === "UserCounters..." ? [] : after.split(/\s+/);
      return;
    }
    if (!inTable || line.trim() === "" || /^-+$/.test(line)) return;
    const [name, rest] = splitRow(line, width);
    let m = name.endsWith("_BigO") ? BIGO_ROW.exec(rest) : null;
    if (m) {
      const inst2 = get(name);
      const coefficient = (text, complexity) => ({ unit: `ns/${complexity}`, direction: "smaller", value: Number(text), statistic: "other" });
      inst2.bigO = coefficient(m[1], m[2]);
      inst2.cpuBigO = coefficient(m[3], m[4]);
      return;
    }
    m = name.endsWith("_RMS") ? RMS_ROW.exec(rest) : null;
    if (m) {
      get(`${name.slice(0, -"_RMS".length)}_BigO`).rms = { unit: "fraction", direction: "smaller", value: Number(m[1]) / 100, statistic: "other" };
      return;
    }
    m = ERROR_ROW.exec(rest);
    if (m) {
      get(name).error = m[1];
      return;
    }
    m = SKIPPED_ROW.exec(rest);
    if (m) {
      skipped.add(m[1] === "" ? name : `${name} (${m[1]})`);
      return;
    }
    m = name.endsWith("_cv") ? CV_ROW.exec(rest) : null;
    if (m) return;
    m = ROW.exec(rest);
    if (!m) return err(i + 1, '"<name>  <time> <unit>  <cpu> <unit>  <iterations> [counters]"', line);
    const real = Number(m[1]) * timeFactor(m[2]);
    const cpu = Number(m[3]) * timeFactor(m[4]);
    if (!Number.isFinite(real) || !Number.isFinite(cpu)) return err(i + 1, "finite times", line);
    const values = columns.length === 0 ? [] : m[6].trim().split(/\s+/);
    const counters = readConsoleCounters(columns.length === 0 ? m[6] : columns.map((c, k) => `${c}=${values[k] ?? ""}`).join(" "));
    const agg = /^(.+)_(mean|median|stddev)$/.exec(name);
    if (agg && (instances.has(agg[1]) || agg[2] === "mean" && lines[i + 1] !== void 0 && splitRow(lines[i + 1], width)[0] === `${agg[1]}_median`)) {
      const inst2 = get(agg[1]);
      inst2.aggregates.set(agg[2], { real, cpu, count: Number(m[5]), counters });
      inst2.lastAggregateLine = i + 1;
      return;
    }
    const inst = get(name);
    inst.lastLine = i + 1;
    inst.real.push(real);
    inst.cpu.push(cpu);
    for (const [k, v] of counters) {
      const list = inst.counters.get(k);
      if (list === void 0) inst.counters.set(k, [v]);
      else list.push(v);
    }
  });
  for (const inst of instances.values()) {
    if (inst.error === void 0 && inst.real.length >= 2 && !["mean", "median", "stddev"].every((k) => inst.aggregates.has(k))) {
      err(inst.lastLine, `the _mean, _median and _stddev rows after the ${inst.real.length} repetitions of ${inst.name} (Google Benchmark prints them after every repeated benchmark: the output was cut off, or the run was killed)`, lines[inst.lastLine - 1]);
    }
    if (inst.error === void 0 && inst.real.length === 0 && inst.aggregates.size > 0 && !["mean", "median", "stddev"].every((k) => inst.aggregates.has(k))) {
      err(inst.lastAggregateLine, `the _mean, _median and _stddev rows of ${inst.name} together (Google Benchmark prints all three: the output was cut off, or the run was killed)`, lines[inst.lastAggregateLine - 1]);
    }
  }
  const benchmarks = [...instances.values()].map((inst) => {
    if (inst.error !== void 0) return { name: inst.name, status: "failed", error: inst.error, metrics: {} };
    if (inst.bigO !== void 0 || inst.rms !== void 0) {
      const metrics2 = {};
      if (inst.bigO) metrics2["complexity-coefficient"] = inst.bigO;
      if (inst.cpuBigO) metrics2["cpu-complexity-coefficient"] = inst.cpuBigO;
      if (inst.rms) metrics2.rms = inst.rms;
      return { name: inst.name, metrics: metrics2 };
    }
    const series = (samples, pick, info) => {
      const median3 = inst.aggregates.get("median");
      const stddev = inst.aggregates.get("stddev");
      const middle = median3 === void 0 ? void 0 : pick(median3);
      if (samples.length === 0 && middle !== void 0) {
        const sd2 = stddev === void 0 ? void 0 : pick(stddev);
        return { unit: info.unit, direction: info.direction, value: middle, statistic: "median", n: median3.count, spread: sd2 === void 0 ? {} : { stddev: sd2 } };
      }
      const sorted = [...samples].sort((a, b) => a - b);
      const mid = Math.floor(sorted.length / 2);
      const own = sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
      const sd = stddev === void 0 ? void 0 : pick(stddev);
      return {
        unit: info.unit,
        direction: info.direction,
        value: (median3 === void 0 ? void 0 : pick(median3)) ?? own,
        statistic: samples.length > 1 || median3 !== void 0 ? "median" : "mean",
        samples,
        n: samples.length,
        spread: { stddev: sd, min: sorted[0], max: sorted[sorted.length - 1] }
      };
    };
    const metrics = {
      [METRIC.time]: series(inst.real, (a) => a.real, { metric: METRIC.time, unit: "ns", direction: "smaller" }),
      "cpu-time": series(inst.cpu, (a) => a.cpu, { metric: "cpu-time", unit: "ns", direction: "smaller" })
    };
    const counterKeys = /* @__PURE__ */ new Set([...inst.counters.keys(), ...inst.aggregates.get("median")?.counters.keys() ?? []]);
    for (const key of counterKeys) {
      const values = inst.counters.get(key) ?? [];
      const info = counterInfo(key);
      metrics[info.metric] = series(values, (a) => a.counters.get(key), { ...info, direction: "bigger" });
    }
    return { name: inst.name, metrics };
  });
  if (benchmarks.length === 0 && skipped.size === 0) err(lines.length, 'a "Benchmark  Time  CPU  Iterations" table with rows', "");
  const empty = benchmarks.find((b) => b.status !== "failed" && b.metrics.time !== void 0 && b.metrics.time.samples?.length === 0);
  if (empty) err(1, `repetition rows for ${empty.name}`, "");
  return { benchmarks, warnings: skipped.size > 0 ? [skippedNote(file.path, skipped)] : [] };
}
var shard4 = {
  unitOf: (b) => b.name,
  listArgs: { args: ["--benchmark_list_tests=true"] },
  parseList: (stdout) => stdout.split(/\r?\n/).map((l) => l.trim()).filter((l) => l !== ""),
  selectArgs: (units) => ({ args: [`--benchmark_filter=${exactAlternation(units)}`] })
};
var googleBenchmark = {
  id: ID7,
  description: "Google Benchmark JSON (--benchmark_format=json / --benchmark_out) or console output",
  detect: detect11,
  parse: parse12,
  shard: shard4,
  largeJson: true
};

// src/parse/gungraun.ts
var ID8 = "gungraun";
var SUMMARY_VERSION = "7";
var LAYOUT_FREE = /* @__PURE__ */ new Set(["Ir", "Dr", "Dw", "TotalRW", "SysCount", "Ge", "Bc", "Bi"]);
var count = (key, label, metric2, unit) => ({
  key,
  label,
  metric: metric2,
  unit,
  direction: "smaller",
  exact: LAYOUT_FREE.has(key)
});
var rate = (key, label, direction) => ({
  key,
  label,
  metric: label.toLowerCase().replace(/ /g, "-"),
  unit: "%",
  direction,
  exact: false
});
var DEFAULT_EVENTS = [
  count("Ir", "Instructions", "instructions", "instructions"),
  count("L1hits", "L1 Hits", "l1-hits", "hits"),
  count("LLhits", "LL Hits", "ll-hits", "hits"),
  count("RamHits", "RAM Hits", "ram-hits", "hits"),
  count("TotalRW", "Total read+write", "total-read-write", "accesses"),
  count("EstimatedCycles", "Estimated Cycles", "estimated-cycles", "cycles")
];
var RAW_EVENTS = [
  "Dr",
  "Dw",
  "I1mr",
  "D1mr",
  "D1mw",
  "ILmr",
  "DLmr",
  "DLmw",
  "SysCount",
  "Ge",
  "Bc",
  "Bcm",
  "Bi",
  "Bim",
  "ILdmr",
  "DLdmr",
  "DLdmw",
  "AcCost1",
  "AcCost2",
  "SpLoss1",
  "SpLoss2"
];
var CONSOLE_EVENTS = new Map([
  ...DEFAULT_EVENTS,
  ...RAW_EVENTS.map((k) => count(k, k, k, "events")),
  rate("I1MissRate", "I1 Miss Rate", "smaller"),
  rate("D1MissRate", "D1 Miss Rate", "smaller"),
  rate("LLiMissRate", "LLi Miss Rate", "smaller"),
  rate("LLdMissRate", "LLd Miss Rate", "smaller"),
  rate("LLMissRate", "LL Miss Rate", "smaller"),
  rate("L1HitRate", "L1 Hit Rate", "bigger"),
  rate("LLHitRate", "LL Hit Rate", "bigger"),
  rate("RamHitRate", "RAM Hit Rate", "bigger")
].map((e) => [e.label, e]));
CONSOLE_EVENTS.set("L2 Hits", CONSOLE_EVENTS.get("LL Hits"));
var EVENT_TOOLS = ["Callgrind", "Cachegrind"];
var toMetric2 = (e, value) => ({
  unit: e.unit,
  direction: e.direction,
  value,
  statistic: "single",
  n: 1,
  ...e.exact ? { exact: true } : {}
});
function named(modulePath, id, metrics) {
  const group = modulePath.slice(0, Math.max(0, modulePath.lastIndexOf("::")));
  return {
    name: id === void 0 ? modulePath : `${modulePath} ${id}`,
    ...id === void 0 ? {} : { params: { id } },
    ...group === "" ? {} : { group },
    metrics
  };
}
var JSON_MARK = /"module_path"\s*:/;
var JSON_MARK2 = /"benchmark_exe"\s*:/;
var JSON_MARK_V3 = /^\{\s*"benchmark_exe"\s*:[^\n]*(?:\n[^\n]*){0,2}"callgrind_summary"\s*:/;
var CONSOLE_LINE = /^ {2}Instructions: +\d+\|(?:\d+|N\/A) /m;
function kindOf3(text) {
  const head2 = text.slice(0, 8192);
  if (/(?:^|\n)\{/.test(head2) && JSON_MARK.test(head2) && JSON_MARK2.test(head2)) return "json";
  if (JSON_MARK_V3.test(head2)) return "json";
  if (CONSOLE_LINE.test(stripAnsi(text))) return "console";
  return void 0;
}
function detect12(input) {
  return input.files.some((f) => kindOf3(f.text) !== void 0) ? "yes" : "no";
}
function summaryDocs(file) {
  const src = { harness: ID8, file: file.path };
  const expected = `a gungraun summary (JSON schema version ${SUMMARY_VERSION})`;
  if (file.json !== void 0) return [{ doc: parseJsonFile(src, file, expected), src }];
  const lines = numberedLines(file.text);
  const first = lines.find((l) => l.text.trim() !== "");
  if (first?.text.trim() === "{") return [{ doc: parseJsonText(src, file.text, expected), src }];
  const docs = lines.filter((l) => l.text.startsWith("{"));
  return docs.map((l) => {
    const at = docs.length > 1 ? { ...src, file: `${file.path}:${l.line}` } : src;
    return { doc: parseJsonText(at, l.text, expected), src: at };
  });
}
function readV7(src, value, path) {
  const v = record(src, record(src, value, path).values, `${path}.values`).new;
  if (typeof v !== "number" || !Number.isFinite(v) || v < 0) return fail(src, `${path}.values.new`, "a count of this run (a non-negative number)", v);
  return v;
}
function readV6(src, value, path) {
  const sides = record(src, record(src, value, path).metrics, `${path}.metrics`);
  const both = sides.Both;
  const [side, at] = sides.Left !== void 0 ? [sides.Left, `${path}.metrics.Left`] : [Array.isArray(both) ? both[0] : void 0, `${path}.metrics.Both[0]`];
  const tagged = record(src, side, at);
  const v = tagged.Int ?? tagged.Float;
  if (typeof v !== "number" || !Number.isFinite(v) || v < 0) return fail(src, `${at}.Int`, "a count of this run (a non-negative number)", v);
  return v;
}
var LAYOUTS = {
  "7": {
    totals: (src, p, at) => {
      const data = record(src, p.data, `${at}.data`);
      const total = record(src, data.total, `${at}.data.total`);
      return { metrics: record(src, total.metrics, `${at}.data.total.metrics`), path: `${at}.data.total.metrics` };
    },
    read: readV7
  },
  "6": {
    totals: (src, p, at) => {
      const total = record(src, record(src, p.summaries, `${at}.summaries`).total, `${at}.summaries.total`);
      const summary = record(src, total.summary, `${at}.summaries.total.summary`);
      const tool = p.tool;
      return { metrics: record(src, summary[tool], `${at}.summaries.total.summary.${tool}`), path: `${at}.summaries.total.summary.${tool}` };
    },
    read: readV6
  }
};
LAYOUTS["5"] = LAYOUTS["6"];
function parseSummary(src, doc, warnings) {
  const s = record(src, doc, "$");
  if (typeof s.version !== "string") fail(src, "version", `a gungraun summary version string ("${SUMMARY_VERSION}")`, s.version);
  let layout = LAYOUTS[s.version];
  if (layout === void 0 && s.version !== "3") {
    if (!/^\d+$/.test(s.version) || Number(s.version) < 6) fail(src, "version", "a summary of schema version 3 (iai-callgrind 0.14), 5 (iai-callgrind 0.15), 6 (iai-callgrind 0.16) or 7 (gungraun 0.20)", s.version);
    warnings.add(`gungraun: ${src.file}: summary schema version ${s.version}, read as version ${SUMMARY_VERSION}`);
    layout = LAYOUTS[SUMMARY_VERSION];
  }
  const modulePath = string(src, s.module_path, "module_path");
  const id = optString(src, s.id, "id");
  if (layout === void 0) return parseV3(src, s, modulePath, id, warnings);
  const profiles = array(src, s.profiles, "profiles");
  if (profiles.length === 0) return { ...named(modulePath, id, {}), status: "failed", error: "gungraun recorded no profile (the benchmark run failed)" };
  const index = profiles.findIndex((p) => isRecord2(p) && EVENT_TOOLS.includes(p.tool));
  if (index < 0) {
    const tools = profiles.map((p, i) => string(src, record(src, p, `profiles[${i}]`).tool, `profiles[${i}].tool`));
    warnings.add(`gungraun: ${modulePath}${id === void 0 ? "" : ` ${id}`}: no Callgrind or Cachegrind profile (only ${tools.join(", ")}); skipped`);
    return void 0;
  }
  const { metrics, path } = layout.totals(src, profiles[index], `profiles[${index}]`);
  const out = {};
  for (const e of DEFAULT_EVENTS) {
    if (metrics[e.key] !== void 0) out[e.metric] = toMetric2(e, layout.read(src, metrics[e.key], `${path}.${e.key}`));
  }
  if (out.instructions === void 0) fail(src, `${path}.Ir`, "the instruction count (Ir)", metrics.Ir);
  return named(modulePath, id, out);
}
function parseV3(src, s, modulePath, id, warnings) {
  if (s.callgrind_summary === null) {
    warnings.add(`gungraun: ${modulePath}${id === void 0 ? "" : ` ${id}`}: no Callgrind summary; skipped`);
    return void 0;
  }
  const cg = record(src, s.callgrind_summary, "callgrind_summary");
  const run = record(src, cg.callgrind_run, "callgrind_summary.callgrind_run");
  const total = record(src, run.total, "callgrind_summary.callgrind_run.total");
  const path = "callgrind_summary.callgrind_run.total.summary";
  const metrics = record(src, total.summary, path);
  const out = {};
  for (const e of DEFAULT_EVENTS) {
    if (metrics[e.key] === void 0) continue;
    const at = `${path}.${e.key}.metrics`;
    const sides = record(src, record(src, metrics[e.key], `${path}.${e.key}`).metrics, at);
    const both = sides.Both;
    if (sides.Left === void 0 && !Array.isArray(both)) fail(src, at, `"Left" or "Both" (a count of this run; "Right" is the old run's only)`, sides);
    const [v, where] = sides.Left !== void 0 ? [sides.Left, `${at}.Left`] : [both[0], `${at}.Both[0]`];
    if (typeof v !== "number" || !Number.isFinite(v) || v < 0) fail(src, where, "a count of this run (a non-negative number)", v);
    out[e.metric] = toMetric2(e, v);
  }
  if (out.instructions === void 0) fail(src, `${path}.Ir`, "the instruction count (Ir)", metrics.Ir);
  return named(modulePath, id, out);
}
function parseJson2(files2) {
  const benchmarks = [];
  const warnings = /* @__PURE__ */ new Set();
  for (const file of files2) {
    for (const { doc, src } of summaryDocs(file)) {
      const b = parseSummary(src, doc, warnings);
      if (b) benchmarks.push(b);
    }
  }
  return done(benchmarks, warnings, files2[0].path, false);
}
var HEADER2 = /^([A-Za-z_]\w*(?:::[A-Za-z_]\w*)+)(?: ([A-Za-z_]\w*)(?::.*)?)?$/;
var METRIC_LINE = /^ {2}([A-Za-z][\w +]*):\s+(\S+)\|(\S+)/;
var TOOL_HEADLINE = /^ {2}=+ ([A-Z]+) =+\s*$/;
function parseConsole2(files2) {
  const benchmarks = [];
  const warnings = /* @__PURE__ */ new Set();
  for (const file of files2) {
    let current;
    let inEventTool = true;
    const close = () => {
      if (current === void 0) return;
      if (Object.keys(current.metrics).length === 0) warnings.add(`gungraun: ${file.path}:${current.line}: ${current.modulePath}${current.id === void 0 ? "" : ` ${current.id}`} printed no Callgrind metrics; skipped`);
      else benchmarks.push(named(current.modulePath, current.id, current.metrics));
      current = void 0;
    };
    for (const { text, line } of numberedLines(file.text)) {
      const header = HEADER2.exec(text);
      if (header) {
        close();
        current = { modulePath: header[1], id: header[2], metrics: {}, line };
        inEventTool = true;
        continue;
      }
      if (current === void 0) continue;
      const tool = TOOL_HEADLINE.exec(text);
      if (tool) {
        inEventTool = tool[1] === "CALLGRIND" || tool[1] === "CACHEGRIND";
        continue;
      }
      if (text !== "" && !text.startsWith(" ")) {
        close();
        continue;
      }
      if (!inEventTool) continue;
      const m = METRIC_LINE.exec(text);
      const event = m ? CONSOLE_EVENTS.get(m[1].trim()) : void 0;
      if (!m || !event) continue;
      const raw = m[2].replace(/%$/, "");
      const value = parseNumber(raw);
      if (value === void 0 || value < 0) {
        throw new ParseError({ harness: ID8, file: file.path, line, expected: `"  ${event.label}: <count>|<old count or N/A>"`, found: text.trim() });
      }
      if (current.metrics[event.metric] !== void 0) {
        throw new ParseError({ harness: ID8, file: file.path, line, expected: `one "${event.label}" line per benchmark`, found: text.trim() });
      }
      current.metrics[event.metric] = toMetric2(event, value);
    }
    close();
  }
  return done(benchmarks, warnings, files2[0].path, true);
}
function done(benchmarks, warnings, file, text) {
  if (benchmarks.length === 0) {
    throw new ParseError({
      harness: ID8,
      file,
      ...text ? { line: 1 } : {},
      expected: "at least one benchmark with Callgrind counts (gungraun `--save-summary`/`--output-format=json` summaries or its console output)"
    });
  }
  return { benchmarks, ...warnings.size > 0 ? { warnings: [...warnings] } : {} };
}
function parse13(input) {
  const { files: files2, kind } = pickJsonOrConsole(input, kindOf3, {
    harness: ID8,
    expected: "gungraun summary JSON (`--save-summary`, `--output-format=json`) or its console output (`  Instructions: N|\u2026`)"
  });
  return kind === "json" ? parseJson2(files2) : parseConsole2(files2);
}
var gungraun = {
  id: ID8,
  description: "Gungraun / iai-callgrind (Valgrind Callgrind): summary JSON or console; instruction counts (exact), cache hits, estimated cycles",
  detect: detect12,
  parse: parse13,
  largeJson: true
};
var iaiCallgrind = {
  ...gungraun,
  id: "iai-callgrind",
  description: "alias of gungraun (iai-callgrind is its former name)",
  detect: () => "no"
};

// src/parse/hyperfine.ts
var ID9 = "hyperfine";
var S_TO_NS = 1e9;
var ANSI8 = /\u001b\[[0-?]*[ -/]*[@-~]/g;
function kindOf4(text) {
  const head2 = text.slice(0, 4096).replace(ANSI8, "");
  const start = head2.trimStart();
  if (start.startsWith("{")) {
    return /"results"\s*:/.test(head2) ? "json" : void 0;
  }
  if (/^command,mean,stddev,median,user,system,min,max\b/.test(start)) return "csv";
  if (/^\| Command \| Mean \[[^\]]+\] \| Min \[/.test(start)) return "markdown";
  if (/^Benchmark #?\d+: .*\r?\n\s+Time \((mean ± σ|abs ≡)\):/m.test(head2)) return "stdout";
  return void 0;
}
var PRIORITY = ["json", "csv", "stdout", "markdown"];
function detectFile4(text) {
  const kind = kindOf4(text);
  if (kind === void 0) return "no";
  if (kind !== "json") return "yes";
  const head2 = text.slice(0, 4096);
  return /"command"\s*:/.test(head2) && /"(exit_codes|times|measurements)"\s*:/.test(text) ? "yes" : "maybe";
}
function detect13(input) {
  return detectAny(input, detectFile4);
}
function parse14(input) {
  const kinds = input.files.map((f) => ({ file: f, kind: kindOf4(f.text) }));
  for (const want of PRIORITY) {
    const hits = kinds.filter((k) => k.kind === want);
    if (hits.length === 0) continue;
    return { benchmarks: uniqueNames(hits.flatMap((k) => PARSERS[want](k.file))) };
  }
  const first = input.files[0];
  throw new ParseError({
    harness: ID9,
    file: first?.path ?? "<none>",
    line: 1,
    expected: "hyperfine --export-json/--export-csv/--export-markdown output or its terminal report",
    found: first?.text.replace(ANSI8, "").split(/\r?\n/)[0] ?? ""
  });
}
var PARSERS = {
  json: parseJson3,
  csv: parseCsv,
  stdout: parseStdout2,
  markdown: parseMarkdown
};
function parseJson3(file) {
  const src = { harness: ID9, file: file.path };
  const root = record(src, parseJsonFile(src, file, "hyperfine --export-json output"), "$");
  const results = array(src, root.results, "results");
  if (results.length === 0) fail(src, "results", "at least one benchmark result", results);
  return results.map((r, i) => {
    const path = `results[${i}]`;
    const result = record(src, r, path);
    return Array.isArray(result.measurements) ? readMeasuredResult(src, result, path) : readClassicResult(src, result, path);
  });
}
function readClassicResult(src, r, path) {
  const name = string(src, r.command, `${path}.command`);
  const samples = r.times === void 0 || r.times === null ? void 0 : scaleFiniteArray(src, r.times, `${path}.times`, S_TO_NS);
  const exitCodes = array(src, r.exit_codes ?? [], `${path}.exit_codes`);
  const time = {
    unit: "ns",
    direction: "smaller",
    value: finite(src, r.median, `${path}.median`, S_TO_NS),
    statistic: "median",
    n: samples?.length ?? (exitCodes.length > 0 ? exitCodes.length : void 0),
    spread: {
      stddev: optNonNegative(src, r.stddev, `${path}.stddev`, S_TO_NS),
      min: finite(src, r.min, `${path}.min`, S_TO_NS),
      max: finite(src, r.max, `${path}.max`, S_TO_NS)
    }
  };
  if (samples !== void 0) time.samples = samples;
  const metrics = {
    [METRIC.time]: time,
    // user/system are means over the runs (hyperfine exports no per-run values for them).
    "user-time": { unit: "ns", direction: "smaller", value: finite(src, r.user, `${path}.user`, S_TO_NS), statistic: "mean" },
    "system-time": { unit: "ns", direction: "smaller", value: finite(src, r.system, `${path}.system`, S_TO_NS), statistic: "mean" }
  };
  if (r.memory_usage_byte !== void 0 && r.memory_usage_byte !== null) {
    const mem = array(src, r.memory_usage_byte, `${path}.memory_usage_byte`).map((m, j) => nonNegative(src, m, `${path}.memory_usage_byte[${j}]`));
    if (mem.length > 0) metrics["max-rss"] = sampleMetric(mem, "B");
  }
  const codes = exitCodes.map((c, j) => c === null ? null : finite(src, c, `${path}.exit_codes[${j}]`));
  return withStatus({ name, params: readParams3(src, r.parameters, `${path}.parameters`), metrics }, codes);
}
var WORD_TIME = { second: 1e9, millisecond: 1e6, microsecond: 1e3, nanosecond: 1 };
var WORD_BYTES = { byte: 1, kilobyte: 1e3, kibibyte: 1024, megabyte: 1e6, mebibyte: 1024 ** 2, gigabyte: 1e9, gibibyte: 1024 ** 3 };
function unitFactor(unit) {
  const t = WORD_TIME[unit] ?? timeFactor(unit);
  if (t !== void 0) return { factor: t, unit: "ns" };
  const b = WORD_BYTES[unit] ?? byteFactor(unit);
  return b === void 0 ? void 0 : { factor: b, unit: "B" };
}
function readMeasuredResult(src, r, path) {
  const command2 = string(src, r.command, `${path}.command`);
  const name = typeof r.name === "string" && r.name.trim() !== "" ? r.name : command2;
  const runs = array(src, r.measurements, `${path}.measurements`).map((m, j) => record(src, m, `${path}.measurements[${j}]`));
  if (runs.length === 0) fail(src, `${path}.measurements`, "at least one run", runs);
  const summary = r.summary === void 0 ? {} : record(src, r.summary, `${path}.summary`);
  const metrics = {};
  const keys = /* @__PURE__ */ new Set();
  for (const run of runs) for (const k of Object.keys(run)) if (k !== "exit_code") keys.add(k);
  for (const key of keys) {
    const samples = [];
    let unit = "count";
    for (let j = 0; j < runs.length; j++) {
      const q = runs[j][key];
      const qPath = `${path}.measurements[${j}].${key}`;
      if (q === void 0 || q === null) continue;
      if (typeof q === "number") {
        samples.push(finite(src, q, qPath));
        continue;
      }
      const quantity2 = record(src, q, qPath);
      const u = unitFactor(string(src, quantity2.unit, `${qPath}.unit`)) ?? fail(src, `${qPath}.unit`, "a time or byte unit", quantity2.unit);
      unit = u.unit;
      samples.push(finite(src, quantity2.value, `${qPath}.value`, u.factor));
    }
    if (samples.length === 0) continue;
    const stats = isRecord2(summary[key]) ? readSummary(src, summary[key], `${path}.summary.${key}`) : void 0;
    metrics[MEASURED_NAMES[key] ?? key] = sampleMetric(samples, unit, stats);
  }
  if (metrics[METRIC.time] === void 0) fail(src, `${path}.measurements[0].time_wall_clock`, "a wall-clock time per run", void 0);
  const codes = runs.map((run, j) => run.exit_code === null || run.exit_code === void 0 ? null : finite(src, run.exit_code, `${path}.measurements[${j}].exit_code`));
  return withStatus({ name, params: readParams3(src, r.parameters, `${path}.parameters`), metrics }, codes);
}
var MEASURED_NAMES = {
  time_wall_clock: METRIC.time,
  time_user: "user-time",
  time_system: "system-time",
  time_cpu: "cpu-time",
  peak_memory_usage: "max-rss",
  memory_peak_resident: "max-rss"
};
function readSummary(src, value, path) {
  const s = record(src, value, path);
  const u = unitFactor(string(src, s.unit, `${path}.unit`));
  if (u === void 0) return fail(src, `${path}.unit`, "a time or byte unit", s.unit);
  return {
    median: optFinite(src, s.median, `${path}.median`, u.factor),
    stddev: optNonNegative(src, s.stddev, `${path}.stddev`, u.factor),
    min: optFinite(src, s.min, `${path}.min`, u.factor),
    max: optFinite(src, s.max, `${path}.max`, u.factor)
  };
}
function sampleMetric(samples, unit, stats) {
  const sorted = [...samples].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median3 = sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  const mean = samples.reduce((a, b) => a + b, 0) / samples.length;
  const sd = samples.length > 1 ? Math.sqrt(samples.reduce((a, b) => a + (b - mean) ** 2, 0) / (samples.length - 1)) : void 0;
  const stddev = stats?.stddev ?? (sd !== void 0 && Number.isFinite(sd) ? sd : void 0);
  return {
    unit,
    direction: "smaller",
    value: stats?.median ?? median3,
    statistic: "median",
    samples,
    n: samples.length,
    spread: { stddev, min: stats?.min ?? sorted[0], max: stats?.max ?? sorted[sorted.length - 1] }
  };
}
function readParams3(src, value, path) {
  if (value === void 0 || value === null) return void 0;
  const params = {};
  for (const [k, v] of Object.entries(record(src, value, path))) {
    params[k] = isRecord2(v) ? scalarText(src, v.value, `${path}.${k}.value`) : scalarText(src, v, `${path}.${k}`);
  }
  return Object.keys(params).length > 0 ? params : void 0;
}
function withStatus(b, codes) {
  const bad = codes.filter((c) => c !== 0);
  if (bad.length === 0) return b;
  const shown = [...new Set(bad.map((c) => c === null ? "signal" : String(c)))].join(", ");
  return { ...b, status: "failed", error: `${bad.length} of ${codes.length} runs exited non-zero (${shown})` };
}
function splitCsv(line) {
  const out = [];
  let i = 0;
  for (; ; ) {
    if (line[i] === '"') {
      let cell = "";
      i++;
      for (; ; ) {
        const q = line.indexOf('"', i);
        if (q < 0) return void 0;
        cell += line.slice(i, q);
        if (line[q + 1] === '"') {
          cell += '"';
          i = q + 2;
        } else {
          i = q + 1;
          break;
        }
      }
      out.push(cell);
    } else {
      const c = line.indexOf(",", i);
      out.push(line.slice(i, c < 0 ? void 0 : c));
      i = c < 0 ? line.length : c;
    }
    if (i >= line.length) return out;
    if (line[i] !== ",") return void 0;
    i++;
  }
}
function refuseCutLastLine(file, lines) {
  const last = lines[lines.length - 1];
  if (last.trim() !== "") throw new ParseError({ harness: ID9, file: file.path, line: lines.length, expected: WHOLE_LAST_LINE, found: last });
}
function parseCsv(file) {
  const lines = file.text.replace(ANSI8, "").split(/\r?\n/);
  const header = splitCsv(lines[0] ?? "") ?? [];
  const col = (name) => header.indexOf(name);
  const benchmarks = [];
  const err = (line, expected, found) => {
    throw new ParseError({ harness: ID9, file: file.path, line, expected, found });
  };
  refuseCutLastLine(file, lines);
  lines.slice(1).forEach((text, i) => {
    const line = i + 2;
    if (text.trim() === "") return;
    const cells = splitCsv(text);
    if (cells === void 0 || cells.length !== header.length) err(line, `${header.length} CSV fields`, text);
    const num3 = (name2, min = -Infinity) => {
      const raw = cells[col(name2)] ?? "";
      const v = parseNumber(raw);
      if (v === void 0 || v < min || !Number.isFinite(v * S_TO_NS)) return err(line, `a number of seconds in column "${name2}"`, raw);
      return v * S_TO_NS;
    };
    const name = cells[0];
    if (name.trim() === "") err(line, 'a command in column "command"', text);
    const params = {};
    header.forEach((h, j) => {
      if (h.startsWith("parameter_")) params[h.slice("parameter_".length)] = cells[j];
    });
    benchmarks.push({
      name,
      params: Object.keys(params).length > 0 ? params : void 0,
      metrics: {
        [METRIC.time]: {
          unit: "ns",
          direction: "smaller",
          value: num3("median"),
          statistic: "median",
          spread: { stddev: cells[col("stddev")] === "" ? void 0 : num3("stddev", 0), min: num3("min"), max: num3("max") }
        },
        "user-time": { unit: "ns", direction: "smaller", value: num3("user"), statistic: "mean" },
        "system-time": { unit: "ns", direction: "smaller", value: num3("system"), statistic: "mean" }
      }
    });
  });
  if (benchmarks.length === 0) err(lines.length, "at least one CSV row after the header", "");
  return benchmarks;
}
var QTY = String.raw`([+-]?[\d.,]+)\s*(ns|µs|μs|us|ms|s)`;
var TIME_LINE = new RegExp(String.raw`^\s*Time \((mean ± σ|abs ≡)\):\s*${QTY}(?:\s*±\s*${QTY})?\s*(?:\[User: ${QTY}, System: ${QTY}\])?\s*$`);
var RANGE_LINE = new RegExp(String.raw`^\s*Range \(min … max\):\s*${QTY}\s*…\s*${QTY}\s*(\d+) runs?\s*$`);
function parseStdout2(file) {
  const lines = file.text.replace(ANSI8, "").split(/\r?\n/);
  const benchmarks = [];
  const err = (line, expected, found) => {
    throw new ParseError({ harness: ID9, file: file.path, line, expected, found });
  };
  const ns = (line, value, unit) => {
    const v = parseNumber(value ?? "");
    const f = timeFactor(unit === "us" ? "\xB5s" : unit ?? "");
    if (v === void 0 || f === void 0 || !Number.isFinite(v * f)) return err(line, 'a time like "30.3 ms"', `${value} ${unit}`);
    return v * f;
  };
  refuseCutLastLine(file, lines);
  let run = { blocks: 0, summary: false, lastLine: 0 };
  const closeRun = () => {
    if (run.blocks >= 2 && !run.summary) {
      err(run.lastLine, `hyperfine's "Summary" after its benchmarks (it prints one whenever it ran two commands or more: the output was cut off, or the run was killed)`, lines[run.lastLine - 1] ?? "");
    }
  };
  for (let i = 0; i < lines.length; i++) {
    if (/^Summary\s*$/.test(lines[i])) run.summary = true;
    const head2 = /^Benchmark #?(\d+): (.+?)\s*$/.exec(lines[i]);
    if (!head2) continue;
    if (head2[1] === "1") {
      closeRun();
      run = { blocks: 0, summary: false, lastLine: 0 };
    }
    run.blocks++;
    const t = TIME_LINE.exec(lines[i + 1] ?? "");
    if (!t) err(i + 2, '"  Time (mean \xB1 \u03C3):  <mean> \xB1 <\u03C3>  [User: \u2026, System: \u2026]"', lines[i + 1] ?? "");
    const time = { unit: "ns", direction: "smaller", value: ns(i + 2, t[2], t[3]), statistic: "mean" };
    if (t[4] !== void 0) time.spread = { stddev: Math.abs(ns(i + 2, t[4], t[5])) };
    const metrics = { [METRIC.time]: time };
    if (t[6] !== void 0) {
      metrics["user-time"] = { unit: "ns", direction: "smaller", value: ns(i + 2, t[6], t[7]), statistic: "mean" };
      metrics["system-time"] = { unit: "ns", direction: "smaller", value: ns(i + 2, t[8], t[9]), statistic: "mean" };
    }
    const r = RANGE_LINE.exec(lines[i + 2] ?? "");
    if (r) {
      time.spread = { ...time.spread, min: ns(i + 3, r[1], r[2]), max: ns(i + 3, r[3], r[4]) };
      time.n = Number(r[5]);
    } else if (t[1] === "abs \u2261") {
      time.n = 1;
    } else {
      err(i + 3, '"  Range (min \u2026 max):  <min> \u2026 <max>  <N> runs"', lines[i + 2] ?? "");
    }
    benchmarks.push({ name: head2[2], metrics });
    run.lastLine = r ? i + 3 : i + 2;
  }
  closeRun();
  if (benchmarks.length === 0) err(1, 'a "Benchmark 1: <command>" block', lines[0] ?? "");
  return benchmarks;
}
function parseMarkdown(file) {
  const lines = file.text.replace(ANSI8, "").split(/\r?\n/);
  const err = (line, expected, found) => {
    throw new ParseError({ harness: ID9, file: file.path, line, expected, found });
  };
  refuseCutLastLine(file, lines);
  const unit = /Mean \[([^\]]+)\]/.exec(lines[0] ?? "")?.[1] ?? "";
  const factor = timeFactor(unit === "us" ? "\xB5s" : unit);
  if (factor === void 0) err(1, 'a time unit in "Mean [ms]"', lines[0] ?? "");
  const benchmarks = [];
  lines.slice(2).forEach((text, i) => {
    const line = i + 3;
    if (text.trim() === "") return;
    const m = /^\| `(.+)` \| ([\d.]+)(?: ± ([\d.]+))? \| ([\d.]+) \| ([\d.]+) \| /.exec(text);
    if (!m) return err(line, '"| `<command>` | <mean> \xB1 <\u03C3> | <min> | <max> | <relative> |"', text);
    const n = (s) => {
      const v = parseNumber(s ?? "");
      return v === void 0 || !Number.isFinite(v * factor) ? void 0 : v * factor;
    };
    const mean = n(m[2]) ?? err(line, "a mean", m[2]);
    benchmarks.push({
      // markup.rs writes a `|` in a command as `\|` (a table cell cannot hold a bare one).
      name: m[1].replace(/\\\|/g, "|"),
      metrics: {
        [METRIC.time]: {
          unit: "ns",
          direction: "smaller",
          value: mean,
          statistic: "mean",
          spread: { stddev: n(m[3]), min: n(m[4]) ?? err(line, "a min", m[4]), max: n(m[5]) ?? err(line, "a max", m[5]) }
        }
      }
    });
  });
  if (benchmarks.length === 0) err(lines.length, "at least one table row", "");
  return benchmarks;
}
var hyperfine = {
  id: ID9,
  description: "hyperfine command timings (--export-json, --export-csv, --export-markdown or the terminal report)",
  detect: detect13,
  parse: parse14,
  largeJson: true
};

// src/parse/jmh.ts
var ID10 = "jmh";
var MAX_HISTOGRAM_SAMPLES = 1e5;
var ANSI9 = /\u001b\[[0-?]*[ -/]*[@-~]/g;
var JMH_TIME = { ns: 1, us: 1e3, "\xB5s": 1e3, ms: 1e6, s: 1e9, min: 6e10, m: 6e10, hr: 36e11 };
function unitInfo(unit) {
  const u = unit.trim();
  let m = /^(\w+|µs)\/op$/.exec(u);
  if (m && JMH_TIME[m[1]] !== void 0) return { metric: METRIC.time, unit: "ns", direction: "smaller", factor: JMH_TIME[m[1]] };
  m = /^ops\/(\w+|µs)$/.exec(u);
  if (m && JMH_TIME[m[1]] !== void 0) {
    return { metric: METRIC.throughput, unit: "ops/s", direction: "bigger", factor: 1e9 / JMH_TIME[m[1]] };
  }
  if (/^B\/op$/.test(u)) return { metric: METRIC.memory, unit: "B", direction: "smaller", factor: 1 };
  m = /^(\w+)\/sec$/.exec(u);
  if (m?.[1] === "MB") return { metric: "rate", unit: "B/s", direction: "bigger", factor: 1024 * 1024 };
  if (m && byteFactor(m[1]) !== void 0) return { metric: "rate", unit: "B/s", direction: "bigger", factor: byteFactor(m[1]) };
  const t = timeFactor(u);
  if (t !== void 0) return { metric: "time", unit: "ns", direction: "smaller", factor: t };
  return { metric: u, unit: u, direction: /\/(s|sec)$/.test(u) ? "bigger" : "smaller", factor: 1 };
}
var PERCENTILE = /^p[01]\.\d+$/;
function secondaryName(raw, method) {
  const key = raw.replace(/^·/, "");
  if (key.startsWith(`${method}\xB7`) && PERCENTILE.test(key.slice(method.length + 1))) return key.slice(method.length + 1);
  return key;
}
var methodOf = (benchmark) => benchmark.slice(benchmark.lastIndexOf(".") + 1);
var MODE_METRIC = { avgt: METRIC.time, sample: METRIC.time, ss: METRIC.time, thrpt: METRIC.throughput };
function kindOf5(text) {
  const head2 = text.slice(0, 4096).replace(ANSI9, "");
  if (/^\s*\[/.test(head2)) return "json";
  if (/^# JMH version: /m.test(head2) || /^Benchmark\s+(\(\w+\)\s+)*Mode\s+Cnt\s+Score\s+Error\s+Units\s*$/m.test(text.includes("\x1B") ? text.replace(ANSI9, "") : text)) {
    return "console";
  }
  return void 0;
}
function detectFile5(text) {
  const kind = kindOf5(text);
  if (kind === void 0) return "no";
  if (kind === "console") return "yes";
  return /"jmhVersion"\s*:|"primaryMetric"\s*:/.test(text.slice(0, 8192)) ? "yes" : "maybe";
}
function detect14(input) {
  return detectAny(input, detectFile5);
}
function parse15(input) {
  const hit = pickJsonOrConsole(input, kindOf5, { harness: ID10, expected: "a JMH -rf json result file or JMH console output" });
  const out = { benchmarks: [], warnings: [] };
  for (const file of hit.files) {
    const one = hit.kind === "json" ? parseJson4(file) : parseConsole3(file);
    pushAll(out.benchmarks, one.benchmarks);
    for (const w of one.warnings) if (!out.warnings.includes(w)) out.warnings.push(w);
  }
  if (hit.kind === "json") {
    const names = new Set(out.benchmarks.map((b) => b.name));
    for (const file of input.files) {
      if (kindOf5(file.text) !== "console") continue;
      for (const failed of readFailures(file.text.replace(ANSI9, "").split(/\r?\n/))) {
        if (names.has(failed.name)) continue;
        names.add(failed.name);
        out.benchmarks.push(failed);
      }
    }
  }
  return { benchmarks: uniqueNames(out.benchmarks), warnings: out.warnings.length > 0 ? out.warnings : void 0 };
}
function optJmhNumber(src, value, path, factor) {
  if (value === void 0 || value === null || value === "NaN") return void 0;
  return finite(src, value, path, factor);
}
function paramSuffix(params) {
  if (params === void 0) return "";
  return `:${Object.entries(params).map(([k, v]) => `${k}=${v}`).join(",")}`;
}
function parseJson4(file) {
  const src = { harness: ID10, file: file.path };
  const rows = array(src, parseJsonFile(src, file, "a JMH -rf json result file"), "$");
  if (rows.length === 0) fail(src, "$", "at least one benchmark result", rows);
  const warnings = [];
  const entries = rows.map((row, i) => {
    const path = `[${i}]`;
    const r = record(src, row, path);
    const benchmark = string(src, r.benchmark, `${path}.benchmark`);
    const mode = string(src, r.mode, `${path}.mode`);
    let params;
    if (r.params !== void 0 && r.params !== null) {
      params = {};
      for (const [k, v] of Object.entries(record(src, r.params, `${path}.params`))) params[k] = scalarText(src, v, `${path}.params.${k}`);
      if (Object.keys(params).length === 0) params = void 0;
    }
    const name = `${benchmark}${paramSuffix(params)}`;
    const primaryPath = `${path}.primaryMetric`;
    const primary = record(src, r.primaryMetric, primaryPath);
    const info = unitInfo(string(src, primary.scoreUnit, `${primaryPath}.scoreUnit`));
    const expectedMetric = MODE_METRIC[mode];
    if (expectedMetric !== void 0 && expectedMetric !== info.metric) {
      fail(src, `${primaryPath}.scoreUnit`, `a ${expectedMetric} unit for mode ${mode}`, primary.scoreUnit);
    }
    const metrics = {};
    const b = { name, params, metrics };
    if (primary.score === "NaN") {
      return { b: { ...b, status: "failed", error: "JMH reported a NaN score" }, mode, base: name };
    }
    metrics[info.metric] = readMetric2(src, primary, primaryPath, info, name, warnings);
    const secondary = r.secondaryMetrics === void 0 ? {} : record(src, r.secondaryMetrics, `${path}.secondaryMetrics`);
    for (const [rawKey, value] of Object.entries(secondary)) {
      const key = secondaryName(rawKey, methodOf(benchmark));
      const sPath = `${path}.secondaryMetrics[${JSON.stringify(rawKey)}]`;
      const s = record(src, value, sPath);
      if (s.score === "NaN") continue;
      const sInfo = unitInfo(string(src, s.scoreUnit, `${sPath}.scoreUnit`));
      const metric2 = readMetric2(src, s, sPath, sInfo, name, warnings);
      if (PERCENTILE.test(key)) metric2.statistic = "other";
      if (key === "gc.alloc.rate.norm" && sInfo.metric === METRIC.memory) metrics[METRIC.memory] = metric2;
      metrics[key] = metric2;
    }
    return { b, mode, base: name };
  });
  return { benchmarks: nameModes(entries), warnings };
}
function nameModes(entries) {
  const modes = /* @__PURE__ */ new Map();
  for (const e of entries) modes.set(e.base, (modes.get(e.base) ?? /* @__PURE__ */ new Set()).add(e.mode));
  return entries.map((e) => modes.get(e.base).size > 1 ? { ...e.b, name: `${e.base} (${e.mode})` } : e.b);
}
function readMetric2(src, m, path, info, name, warnings) {
  const f = info.factor;
  const spread = {};
  const error = optJmhNumber(src, m.scoreError, `${path}.scoreError`, f);
  if (error !== void 0) {
    if (error < 0) fail(src, `${path}.scoreError`, "a non-negative number", m.scoreError);
    spread.error = error;
  }
  if (Array.isArray(m.scoreConfidence) && m.scoreConfidence.length === 2) {
    const lower = optJmhNumber(src, m.scoreConfidence[0], `${path}.scoreConfidence[0]`, f);
    const upper = optJmhNumber(src, m.scoreConfidence[1], `${path}.scoreConfidence[1]`, f);
    if (lower !== void 0 && upper !== void 0 && lower <= upper) spread.ci = { lower, upper, level: 0.999 };
  }
  if (isRecord2(m.scorePercentiles)) {
    spread.min = optJmhNumber(src, m.scorePercentiles["0.0"], `${path}.scorePercentiles["0.0"]`, f);
    spread.max = optJmhNumber(src, m.scorePercentiles["100.0"], `${path}.scorePercentiles["100.0"]`, f);
  }
  const metric2 = {
    unit: info.unit,
    direction: info.direction,
    // JMH's score: the mean over all measurement iterations of all forks (over all samples in SampleTime).
    value: finite(src, m.score, `${path}.score`, f),
    statistic: "score",
    spread
  };
  if (m.rawData !== void 0 && m.rawData !== null) {
    const samples = [];
    array(src, m.rawData, `${path}.rawData`).forEach((fork, i) => array(src, fork, `${path}.rawData[${i}]`).forEach((v, j) => samples.push(finite(src, v, `${path}.rawData[${i}][${j}]`, f))));
    metric2.samples = samples;
    metric2.n = samples.length;
  }
  if (m.rawDataHistogram !== void 0 && m.rawDataHistogram !== null) {
    readHistogram(src, m.rawDataHistogram, `${path}.rawDataHistogram`, f, metric2, name, warnings);
  }
  return metric2;
}
function readHistogram(src, value, path, f, metric2, name, warnings) {
  const bins = [];
  let total = 0;
  array(src, value, path).forEach((fork, i) => array(src, fork, `${path}[${i}]`).forEach((iteration, j) => array(src, iteration, `${path}[${i}][${j}]`).forEach((bin, k) => {
    const p = `${path}[${i}][${j}][${k}]`;
    const pair = array(src, bin, p);
    const v = finite(src, pair[0], `${p}[0]`, f);
    const count2 = finite(src, pair[1], `${p}[1]`);
    if (!Number.isInteger(count2) || count2 < 0) fail(src, `${p}[1]`, "a non-negative integer count", pair[1]);
    bins.push([v, count2]);
    total += count2;
  })));
  metric2.n = total;
  if (total > MAX_HISTOGRAM_SAMPLES) {
    warnings.push(`${name}: ${total} SampleTime samples not expanded (limit ${MAX_HISTOGRAM_SAMPLES}); kept score, error and percentiles`);
    return;
  }
  const samples = [];
  for (const [v, count2] of bins) for (let c = 0; c < count2; c++) samples.push(v);
  metric2.samples = samples;
}
function parseConsole3(file) {
  const lines = file.text.replace(ANSI9, "").split(/\r?\n/);
  const err = (line, expected, found) => {
    throw new ParseError({ harness: ID10, file: file.path, line, expected, found });
  };
  const failures = readFailures(lines);
  const entries = [];
  const byKey = /* @__PURE__ */ new Map();
  const tableNames = /* @__PURE__ */ new Set();
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const header = /^Benchmark\s+((?:\(\w+\)\s+)*)Mode\s+Cnt\s+Score\s+Error\s+Units\s*$/.exec(line);
    if (!header) continue;
    const paramNames = [...header[1].matchAll(/\((\w+)\)/g)].map((m) => m[1]);
    for (let j = i + 1; j < lines.length; j++) {
      const row = lines[j];
      if (row.trim() === "") break;
      if (j === lines.length - 1) err(j + 1, WHOLE_LAST_LINE, row);
      const parsed = parseRow(row, paramNames);
      if (parsed === void 0) err(j + 1, `"<benchmark> ${paramNames.map((p) => `<${p}> `).join("")}<mode> <cnt> <score> \xB1 <error> <unit>"`, row);
      const { name, suffix, params, mode, cnt, score, error, unit } = parsed;
      tableNames.add(name);
      const info = unitInfo(unit);
      const key = `${name}${paramSuffix(params)}`;
      const metric2 = {
        unit: info.unit,
        direction: info.direction,
        value: score * info.factor,
        statistic: "score"
      };
      if (!Number.isFinite(metric2.value)) err(j + 1, "a finite score", row);
      if (error !== void 0) metric2.spread = { error: error * info.factor };
      if (cnt !== void 0) metric2.n = cnt;
      const owner = suffix === void 0 ? void 0 : byKey.get(`${key}\0${mode}`);
      if (owner !== void 0) {
        const sub = secondaryName(suffix, methodOf(name));
        if (PERCENTILE.test(sub)) metric2.statistic = "other";
        if (sub === "gc.alloc.rate.norm" && info.metric === METRIC.memory) owner.metrics[METRIC.memory] = metric2;
        owner.metrics[sub] = metric2;
        continue;
      }
      const expected = MODE_METRIC[mode];
      if (expected !== void 0 && expected !== info.metric) err(j + 1, `a ${expected} unit for mode ${mode}`, row);
      const base = `${key}${suffix === void 0 ? "" : `:${suffix}`}`;
      const b = { name: base, params, metrics: { [info.metric]: metric2 } };
      byKey.set(`${key}\0${mode}`, b);
      entries.push({ b, mode, base });
    }
  }
  if (entries.length === 0 && failures.length === 0) err(lines.length, 'the JMH summary table ("Benchmark  Mode  Cnt  Score  Error  Units")', "");
  const prefix = tablePrefix(lines, tableNames);
  const all = failures.map((b) => {
    if (prefix !== "" && b.name.startsWith(prefix)) b.name = b.name.slice(prefix.length);
    return { b, mode: "", base: b.name };
  });
  return { benchmarks: nameModes(pushAll(all, entries)), warnings: [] };
}
var BENCHMARK_HEADER = /^# Benchmark: (\S+)\s*$/;
function tablePrefix(lines, tableNames) {
  for (const line of lines) {
    const full = BENCHMARK_HEADER.exec(line)?.[1];
    if (full === void 0 || tableNames.has(full)) continue;
    for (let dot = full.indexOf("."); dot >= 0; dot = full.indexOf(".", dot + 1)) {
      if (tableNames.has(full.slice(dot + 1))) return full.slice(0, dot + 1);
    }
  }
  return "";
}
function readFailures(lines) {
  const failed = [];
  let current;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const bm = BENCHMARK_HEADER.exec(line);
    if (bm) current = { name: bm[1] };
    const pm = /^# Parameters: \((.*)\)\s*$/.exec(line);
    if (pm && current) {
      current.params = Object.fromEntries(pm[1].split(", ").map((kv) => kv.split(" = ")).filter((kv) => kv.length === 2));
    }
    if (/<failure>\s*$/.test(line) && current) {
      let next = i + 1;
      while (next < lines.length && lines[next].trim() === "") next++;
      const cause = lines[next]?.trim() || "failure";
      failed.push({ name: `${current.name}${paramSuffix(current.params)}`, params: current.params, status: "failed", error: cause, metrics: {} });
      current = void 0;
    }
  }
  return failed;
}
function jmhNumber(text) {
  return /^[+\-\u2212]?\d+(?:[.,]\d+)?$/.test(text) ? Number(text.replace(",", ".").replace("\u2212", "-")) : void 0;
}
var SUPERSCRIPT = { "\u207B": "-", "\u2070": "0", "\xB9": "1", "\xB2": "2", "\xB3": "3", "\u2074": "4", "\u2075": "5", "\u2076": "6", "\u2077": "7", "\u2078": "8", "\u2079": "9" };
function readScore(tokens) {
  const last = tokens.pop() ?? "";
  if (last === "0" && tokens[tokens.length - 1] === "\u2248") {
    tokens.pop();
    return 0;
  }
  const tiny = /^10([⁻⁰¹²³⁴⁵⁶⁷⁸⁹]+)$/.exec(last);
  if (tiny && tokens[tokens.length - 1] === "\u2248") {
    tokens.pop();
    const exp = Number([...tiny[1]].map((c) => SUPERSCRIPT[c]).join(""));
    return Number.isFinite(exp) ? Number(`1e${exp}`) : void 0;
  }
  return jmhNumber(last);
}
function parseRow(row, paramNames) {
  const tokens = row.trim().split(/\s+/);
  const unit = tokens.pop();
  if (unit === void 0) return void 0;
  let error;
  if (tokens.length >= 3 && tokens[tokens.length - 2] === "\xB1") {
    const e = tokens.pop();
    tokens.pop();
    error = e === "NaN" ? void 0 : jmhNumber(e);
    if (e !== "NaN" && (error === void 0 || error < 0)) return void 0;
  }
  const score = readScore(tokens);
  if (score === void 0) return void 0;
  let cnt;
  const maybeCnt = tokens[tokens.length - 1] ?? "";
  if (/^\d+$/.test(maybeCnt) && tokens.length > paramNames.length + 2) {
    cnt = Number(tokens.pop());
  }
  const mode = tokens.pop();
  if (mode === void 0 || !/^(thrpt|avgt|sample|ss)$/.test(mode)) return void 0;
  if (tokens.length !== paramNames.length + 1) return void 0;
  const full = tokens[0];
  const params = {};
  paramNames.forEach((p, k) => {
    const v = tokens[k + 1];
    if (v !== "N/A") params[p] = v;
  });
  const colon = full.indexOf(":");
  return {
    name: colon < 0 ? full : full.slice(0, colon),
    suffix: colon < 0 ? void 0 : full.slice(colon + 1),
    params: Object.keys(params).length > 0 ? params : void 0,
    mode,
    cnt,
    score,
    error,
    unit
  };
}
var shard5 = {
  unitOf: (b) => b.name.replace(/ \([\w-]+\)$/, "").split(":")[0],
  listArgs: { args: ["-l"] },
  parseList: (stdout) => stdout.split(/\r?\n/).map((l) => l.trim()).filter((l) => /^[\w$]+(\.[\w$]+)+$/.test(l)),
  selectArgs: (units) => ({ args: [exactAlternation(units)] })
};
var jmh = {
  id: ID10,
  description: "JMH (Java Microbenchmark Harness) -rf json result files or console summary table",
  detect: detect14,
  parse: parse15,
  shard: shard5,
  largeJson: true
};

// src/parse/pytest-benchmark.ts
var ID11 = "pytest-benchmark";
var S_TO_NS2 = 1e9;
var ANSI10 = /\u001b\[[0-?]*[ -/]*[@-~]/g;
var TABLE_TITLE = /^-+ benchmark(?: '(.*)')?: \d+ tests? -+$/;
var TABLE_HEADER = /^Name \(time in (ns|us|ms|s)\)\s+(.*?)\s*$/;
function kindOf6(text) {
  const head2 = text.slice(0, 4096).replace(ANSI10, "");
  if (/^\s*\{/.test(head2)) return /"benchmarks"\s*:|"machine_info"\s*:/.test(head2) ? "json" : void 0;
  const clean = text.includes("\x1B") ? text.replace(ANSI10, "") : text;
  return /^-+ benchmark(?: '.*')?: \d+ tests? -+\r?$/m.test(clean) || /^(FAILED|ERROR) \S+::/m.test(clean) && /^benchmark: \d/m.test(head2) ? "terminal" : void 0;
}
function detectFile6(text) {
  const kind = kindOf6(text);
  if (kind === "terminal") return "yes";
  if (kind === "json") return /"machine_info"\s*:/.test(text.slice(0, 8192)) || /"fullname"\s*:[^]*"stats"\s*:/.test(text.slice(0, 65536)) ? "yes" : "maybe";
  return "no";
}
function detect15(input) {
  return detectAny(input, detectFile6);
}
function parse16(input) {
  const kinds = input.files.map((file) => ({ file, kind: kindOf6(file.text) }));
  const jsons = kinds.filter((k) => k.kind === "json").map((k) => k.file);
  const terminals = kinds.filter((k) => k.kind === "terminal").map((k) => k.file);
  if (jsons.length === 0 && terminals.length === 0) {
    const first = input.files[0];
    throw new ParseError({
      harness: ID11,
      file: first?.path ?? "<none>",
      line: 1,
      expected: "a pytest-benchmark --benchmark-json file or pytest output with benchmark tables",
      found: first?.text.split(/\r?\n/)[0] ?? ""
    });
  }
  const warnings = [];
  const benchmarks = uniqueNames(jsons.length > 0 ? jsons.flatMap(parseJson5) : terminals.flatMap((f) => parseTerminal(f, warnings)));
  const index = new Map(benchmarks.map((b, i) => [b.name, i]));
  const short = jsons.length === 0 && benchmarks.length > 0 && !benchmarks.some((b) => b.name.startsWith("test_") || b.name.includes("::"));
  for (const file of terminals) {
    for (const read of readFailures2(file)) {
      const failure = short && read.name.startsWith("test_") ? { ...read, name: read.name.slice("test_".length) } : read;
      const at = index.get(failure.nodeId) ?? (index.has(`${failure.name} (2)`) ? void 0 : index.get(failure.name));
      if (at !== void 0) {
        const b = benchmarks[at];
        if (b.status !== "failed") benchmarks[at] = { ...b, status: "failed", error: failure.error };
        continue;
      }
      const name = index.has(failure.name) ? failure.nodeId : failure.name;
      if (index.has(name)) continue;
      index.set(name, benchmarks.length);
      benchmarks.push({ name, status: "failed", error: failure.error, metrics: {} });
    }
  }
  if (benchmarks.length === 0) {
    const file = jsons[0] ?? terminals[0];
    throw new ParseError({ harness: ID11, file: file.path, line: 1, expected: "at least one benchmark", found: "" });
  }
  return warnings.length > 0 ? { benchmarks, warnings } : { benchmarks };
}
function paramText(value) {
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return JSON.stringify(value) ?? "null";
}
function parseJson5(file) {
  const src = { harness: ID11, file: file.path };
  const doc = parseJsonFile(src, file, "a pytest-benchmark --benchmark-json file", { key: "benchmarks", map: (row, i) => readRow(src, row, i) });
  const root = record(src, doc, "$");
  const rows = array(src, root.benchmarks, "benchmarks");
  if (rows.length === 0) fail(src, "benchmarks", "at least one benchmark", rows);
  return distinctNames(rows);
}
function readRow(src, row, i) {
  const path = `benchmarks[${i}]`;
  const r = record(src, row, path);
  const name = string(src, r.name, `${path}.name`);
  const fullname = typeof r.fullname === "string" && r.fullname !== "" ? r.fullname : name;
  const s = record(src, r.stats, `${path}.stats`);
  const sp = `${path}.stats`;
  const samples = s.data !== void 0 && s.data !== null ? scaleFiniteArray(src, s.data, `${sp}.data`, S_TO_NS2) : void 0;
  const rounds = s.rounds === void 0 ? samples?.length : nonNegative(src, s.rounds, `${sp}.rounds`);
  const time = {
    unit: "ns",
    direction: "smaller",
    // The median: pytest-benchmark's tables sort and compare by min/mean, but the median of the
    // rounds is its most outlier-robust estimate (GC pauses and scheduler noise are one-sided).
    value: finite(src, s.median, `${sp}.median`, S_TO_NS2),
    statistic: "median",
    n: rounds !== void 0 && Number.isInteger(rounds) ? rounds : samples?.length,
    spread: {
      stddev: optNonNegative(src, s.stddev, `${sp}.stddev`, S_TO_NS2),
      iqr: optNonNegative(src, s.iqr, `${sp}.iqr`, S_TO_NS2),
      min: finite(src, s.min, `${sp}.min`, S_TO_NS2),
      max: finite(src, s.max, `${sp}.max`, S_TO_NS2)
    }
  };
  if (samples !== void 0) time.samples = samples;
  const metrics = { [METRIC.time]: time };
  if (s.ops !== void 0 && s.ops !== null) {
    metrics[METRIC.throughput] = { unit: "ops/s", direction: "bigger", value: nonNegative(src, s.ops, `${sp}.ops`), statistic: "mean" };
  }
  const params = {};
  if (isRecord2(r.params)) for (const [k, v] of Object.entries(r.params)) params[k] = paramText(v);
  if (isRecord2(r.extra_info)) {
    for (const [k, v] of Object.entries(r.extra_info)) {
      if (params[k] === void 0 && (typeof v === "string" || typeof v === "number" || typeof v === "boolean")) params[k] = String(v);
    }
  }
  const group = typeof r.group === "string" && r.group !== "" ? r.group : void 0;
  const b = { name, metrics };
  if (Object.keys(params).length > 0) b.params = params;
  if (group !== void 0) b.group = group;
  return { b, fullname };
}
function distinctNames(parsed) {
  const counts = /* @__PURE__ */ new Map();
  for (const p of parsed) counts.set(p.b.name, (counts.get(p.b.name) ?? 0) + 1);
  const seen = /* @__PURE__ */ new Set();
  return parsed.map(({ b, fullname }) => {
    let name = counts.get(b.name) > 1 ? fullname : b.name;
    for (let k = 2; seen.has(name); k++) name = `${fullname} (${k})`;
    seen.add(name);
    return name === b.name ? b : { ...b, name };
  });
}
var OPS_SCALE = { "ops/s": 1, "Kops/s": 1e3, "Mops/s": 1e6, "Gops/s": 1e9 };
function screenLines(text) {
  return text.replace(ANSI10, "").split(/\r?\n/).map((line) => line.slice(line.lastIndexOf("\r") + 1));
}
function parseTerminal(file, warnings) {
  const lines = screenLines(file.text);
  const err = (line, expected, found) => {
    throw new ParseError({ harness: ID11, file: file.path, line, expected, found });
  };
  const benchmarks = [];
  for (let i = 0; i < lines.length; i++) {
    const title = TABLE_TITLE.exec(lines[i]);
    if (!title) continue;
    const group = title[1];
    const header = TABLE_HEADER.exec(lines[i + 1] ?? "");
    if (!header) err(i + 2, '"Name (time in <unit>)  Min  Max \u2026"', lines[i + 1] ?? "");
    const factor = timeFactor(header[1]);
    const columns = [...header[2].matchAll(/(\w+)(?: \((\w+\/s)\))?/g)].map((m) => ({ name: m[1], scale: OPS_SCALE[m[2] ?? "ops/s"] ?? 1 }));
    if (!/^-+$/.test(lines[i + 2] ?? "")) err(i + 3, "a line of dashes under the header", lines[i + 2] ?? "");
    const rows = [];
    let j = i + 3;
    for (; j < lines.length && !/^-+$/.test(lines[j]); j++) {
      const row = lines[j];
      if (row.trim() === "") err(j + 1, "a line of dashes closing the table (pytest-benchmark closes every table with one: the output was cut off)", row);
      const tokens = row.replace(/\s\((?:>?[\d.,]+|inf)\)/g, " ").trim().split(/\s+/);
      if (tokens.length < columns.length + 1) err(j + 1, `a row with ${columns.length} columns after the name`, row);
      const cells = tokens.slice(tokens.length - columns.length);
      const name = tokens.slice(0, tokens.length - columns.length).join(" ");
      const cell = (col) => {
        const k = columns.findIndex((c) => c.name === col);
        return k < 0 ? void 0 : cells[k];
      };
      const num3 = (col, scale) => {
        const text = cell(col);
        if (text === void 0) return void 0;
        const v = parseNumber(text);
        if (v === void 0 || !Number.isFinite(v * scale)) return err(j + 1, `a number in column ${col}`, text);
        return v * scale;
      };
      const median3 = num3("Median", factor);
      const mean = num3("Mean", factor);
      const value = median3 ?? mean ?? num3("Min", factor);
      if (value === void 0) return err(i + 2, "a Median, Mean or Min column", lines[i + 1] ?? "");
      const stddev = num3("StdDev", factor);
      const iqr = num3("IQR", factor);
      if ((stddev ?? 0) < 0 || (iqr ?? 0) < 0) err(j + 1, "non-negative StdDev and IQR", row);
      const rounds = num3("Rounds", 1);
      const time = {
        unit: "ns",
        direction: "smaller",
        value,
        statistic: median3 !== void 0 ? "median" : mean !== void 0 ? "mean" : "min",
        spread: { stddev, iqr, min: num3("Min", factor), max: num3("Max", factor) }
      };
      if (rounds !== void 0 && Number.isInteger(rounds) && rounds >= 0) time.n = rounds;
      const metrics = { [METRIC.time]: time };
      const opsCol = columns.find((c) => c.name === "OPS");
      const ops = opsCol === void 0 ? void 0 : num3("OPS", opsCol.scale);
      if (ops !== void 0) metrics[METRIC.throughput] = { unit: "ops/s", direction: "bigger", value: ops, statistic: "mean" };
      const b = { name, metrics };
      if (group !== void 0) b.group = group;
      rows.push(b);
    }
    pushAll(benchmarks, thisRun(rows, file.path, warnings));
    if (j >= lines.length) err(lines.length, "a line of dashes closing the table (pytest-benchmark closes every table with one: the output was cut off)", lines[lines.length - 1] ?? "");
    i = j;
  }
  return benchmarks;
}
function thisRun(rows, file, warnings) {
  const now = new Set(rows.filter((b) => b.name.endsWith(" (NOW)")).map((b) => b.name.slice(0, -" (NOW)".length)));
  if (now.size === 0) return rows;
  const kept = [];
  let saved = 0;
  for (const b of rows) {
    if (b.name.endsWith(" (NOW)")) kept.push({ ...b, name: b.name.slice(0, -" (NOW)".length) });
    else if (/ \([^()]*\)$/.test(b.name) && now.has(b.name.slice(0, b.name.lastIndexOf(" (")))) saved++;
    else kept.push(b);
  }
  warnings.push(`${file}: ${saved} row${saved === 1 ? "" : "s"} of saved runs (--benchmark-compare) left out: they are earlier runs, not this one`);
  return kept;
}
var SUMMARY_LINE = /^(FAILED|ERROR) ((?:[^:\s]| (?!- ))+(?:::[^\s:[\]]+)*::([^\s:[\]]+(?:\[.*?\])?))(?: - (.*))?$/;
function readFailures2(file) {
  const out = [];
  for (const line of screenLines(file.text)) {
    const m = SUMMARY_LINE.exec(line);
    if (m) out.push({ nodeId: m[2], name: m[3], error: m[4] ?? `${m[1]} ${m[2]}` });
  }
  return out;
}
var afterLastSeparator = (id) => id.includes("::") ? id.slice(id.lastIndexOf("::") + 2) : id;
var shard6 = {
  unitOf: (b) => afterLastSeparator(b.name),
  keyOfListed: (nodeId) => afterLastSeparator(nodeId),
  listArgs: { args: ["--collect-only", "-q"] },
  parseList: (stdout) => stdout.split(/\r?\n/).map((l) => l.trim()).filter((l) => l.includes("::") && !/\s/.test(l)),
  selectArgs: (units, all) => {
    const keep = new Set(units);
    return { args: all.filter((u) => !keep.has(u)).flatMap((u) => ["--deselect", u]) };
  }
};
var pytestBenchmark = {
  id: ID11,
  description: "pytest-benchmark --benchmark-json files or its terminal tables (failed tests from pytest output)",
  detect: detect15,
  parse: parse16,
  shard: shard6,
  largeJson: true
};

// src/parse/size.ts
var SIZE_SCHEMA_ID = "benchgate/size@1";
var ID12 = "size";
function detect16(input) {
  return input.files.length > 0 && input.files.every((f) => hasSchema(f.text, SIZE_SCHEMA_ID)) ? "yes" : "no";
}
function parse17(input) {
  const benchmarks = [];
  for (const file of input.files) {
    const src = { harness: ID12, file: file.path };
    const doc = record(src, parseJsonText(src, file.text, `a ${SIZE_SCHEMA_ID} manifest`), "$");
    if (doc.schema !== SIZE_SCHEMA_ID) fail(src, "schema", `"${SIZE_SCHEMA_ID}"`, doc.schema);
    array(src, doc.files, "files").forEach((value, i) => {
      const entry = record(src, value, `files[${i}]`);
      const bytes = nonNegative(src, entry.bytes, `files[${i}].bytes`);
      if (!Number.isInteger(bytes)) fail(src, `files[${i}].bytes`, "a whole number of bytes", entry.bytes);
      benchmarks.push({
        name: string(src, entry.path, `files[${i}].path`),
        // A size does not vary between runs: compared exactly, no statistics.
        metrics: { [METRIC.size]: { unit: "B", direction: "smaller", value: bytes, statistic: "single", n: 1, exact: true } }
      });
    });
  }
  if (benchmarks.length === 0) fail({ harness: ID12, file: input.files[0]?.path ?? "<none>" }, "files", "at least one file", []);
  return { benchmarks: uniqueNames(benchmarks) };
}
var size = {
  id: ID12,
  description: "byte sizes of files measured by benchgate (harness: size; binaries, bundles, payloads)",
  detect: detect16,
  parse: parse17
};

// src/parse/tinybench.ts
var ID13 = "tinybench";
var MS = 1e6;
var ANSI11 = /\u001b\[[0-9;?]*[ -/]*[@-~]/g;
var isObject = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
function defined(o) {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== void 0));
}
function fail6(at, expected, found) {
  throw new ParseError({ harness: ID13, file: at.file, path: at.path, expected, found: found === void 0 ? void 0 : JSON.stringify(found) ?? String(found) });
}
function field(obj2, key, at, opts = {}) {
  const v = obj2[key];
  const here = { file: at.file, path: `${at.path}.${key}` };
  if (v === void 0 || v === null) {
    if (opts.required) fail6(here, "a number", v ?? "nothing");
    return void 0;
  }
  if (typeof v !== "number" || !Number.isFinite(v)) fail6(here, "a finite number", v);
  if (opts.nonNegative && v < 0) fail6(here, "a number \u2265 0", v);
  return v;
}
function samplesOf(obj2, key, at, factor) {
  const v = obj2[key];
  if (v === void 0 || v === null) return void 0;
  if (!Array.isArray(v)) fail6({ file: at.file, path: `${at.path}.${key}` }, "an array of numbers", v);
  return v.map((x, i) => {
    if (typeof x !== "number" || !Number.isFinite(x)) fail6({ file: at.file, path: `${at.path}.${key}[${i}]` }, "a finite number", x);
    return x * factor;
  });
}
function statMetric(stats, at, unit, factor, countKey) {
  const p50 = field(stats, "p50", at, { nonNegative: true });
  const mean = field(stats, "mean", at, { required: p50 === void 0, nonNegative: true });
  const samples = samplesOf(stats, "samples", at, factor);
  const n = countKey === "samplesCount" ? field(stats, "samplesCount", at, { nonNegative: true }) ?? samples?.length : samples?.length;
  if (n !== void 0 && !Number.isSafeInteger(n)) fail6({ file: at.file, path: `${at.path}.samplesCount` }, "an integer", n);
  const rme = field(stats, "rme", at, { nonNegative: true });
  const sd = field(stats, "sd", at, { nonNegative: true });
  const sem = field(stats, "sem", at, { nonNegative: true });
  const mad = field(stats, "mad", at, { nonNegative: true });
  const min = field(stats, "min", at);
  const max = field(stats, "max", at);
  const spread = defined({
    stddev: sd === void 0 ? void 0 : sd * factor,
    sem: sem === void 0 ? void 0 : sem * factor,
    mad: mad === void 0 ? void 0 : mad * factor,
    min: min === void 0 ? void 0 : min * factor,
    max: max === void 0 ? void 0 : max * factor,
    rme: rme === void 0 ? void 0 : rme / 100
  });
  return defined({
    unit,
    direction: unit === "ns" ? "smaller" : "bigger",
    value: (p50 ?? mean) * factor,
    statistic: p50 === void 0 ? "mean" : "median",
    samples,
    n,
    spread: Object.keys(spread).length > 0 ? spread : void 0
  });
}
function taskBenchmark(task, at) {
  if (!isObject(task)) fail6(at, "a task object { name, result }", task);
  const name = task.name;
  if (typeof name !== "string" || name === "") fail6({ file: at.file, path: `${at.path}.name` }, "a task name", name);
  const rAt = { file: at.file, path: `${at.path}.result` };
  const result = task.result;
  if (result === void 0 || result === null) return { name, status: "failed", error: "no result (the task did not run)", metrics: {} };
  if (!isObject(result)) fail6(rAt, "a result object", result);
  const state = typeof result.state === "string" ? result.state : void 0;
  if (state === "errored" || result.error !== void 0 && result.error !== null) {
    const e = result.error;
    const message = isObject(e) && typeof e.message === "string" ? e.message : typeof e === "string" ? e : void 0;
    return { name, status: "failed", error: message ?? 'the task threw (tinybench state "errored"; the error message is not in the JSON)', metrics: {} };
  }
  if (isObject(result.latency) || isObject(result.throughput)) {
    if (!isObject(result.latency)) fail6({ file: at.file, path: `${rAt.path}.latency` }, "a latency statistics object", result.latency);
    if (!isObject(result.throughput)) fail6({ file: at.file, path: `${rAt.path}.throughput` }, "a throughput statistics object", result.throughput);
    const time2 = statMetric(result.latency, { file: at.file, path: `${rAt.path}.latency` }, "ns", MS, "samplesCount");
    const throughput2 = statMetric(result.throughput, { file: at.file, path: `${rAt.path}.throughput` }, "ops/s", 1, "samplesCount");
    return { name, status: "ok", metrics: { [METRIC.time]: time2, [METRIC.throughput]: throughput2 } };
  }
  if (state !== void 0 && state !== "completed" && state !== "aborted-with-statistics") {
    return { name, status: "failed", error: `the task did not complete (tinybench state "${state}")`, metrics: {} };
  }
  const time = statMetric(result, rAt, "ns", MS, "samples");
  const hz = field(result, "hz", rAt, { required: true, nonNegative: true });
  const throughput = defined({ unit: "ops/s", direction: "bigger", value: hz, statistic: "mean", n: time.n, spread: time.spread?.rme === void 0 ? void 0 : { rme: time.spread.rme } });
  return { name, status: "ok", metrics: { [METRIC.time]: time, [METRIC.throughput]: throughput } };
}
function parseJsonText2(file, text) {
  const deep = jsonTooDeep(text);
  if (deep) throw new ParseError({ harness: ID13, file: file.path, line: deep.line, expected: `JSON nested at most ${MAX_JSON_DEPTH} levels deep (an array of { name, result } tasks)` });
  try {
    return JSON.parse(text);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    const pos = /position (\d+)/.exec(message);
    const line = text.slice(0, pos ? Number(pos[1]) : text.length).split("\n").length;
    throw new ParseError({ harness: ID13, file: file.path, line, expected: "complete JSON (an array of { name, result } tasks)", found: message });
  }
}
function parseJsonFile2(file) {
  const doc = file.json !== void 0 ? parseJsonFile({ harness: ID13, file: file.path }, file, "an array of { name, result } tasks") : parseJsonText2(file, file.text.replace(ANSI11, ""));
  if (!Array.isArray(doc)) fail6({ file: file.path, path: "$" }, "an array of { name, result } tasks", Array.isArray(doc) ? "array" : typeof doc);
  if (doc.length === 0) fail6({ file: file.path, path: "$" }, "at least one task", "[]");
  return doc.map((t, i) => taskBenchmark(t, { file: file.path, path: `[${i}]` }));
}
function unquote(cell) {
  const q = cell[0];
  if (cell.length >= 2 && (q === "'" || q === '"' || q === "`") && cell.endsWith(q)) {
    return cell.slice(1, -1).replace(/\\(n|t|\\|'|"|`)/g, (_, c) => c === "n" ? "\n" : c === "t" ? "	" : c);
  }
  return cell;
}
var COLUMNS2 = {
  name: /^task name$/i,
  latAvg: /^(?:latency (?:avg|average|mean)|average time) \((\S+)\)$/i,
  latMed: /^latency (?:med|median|p50) \((\S+)\)$/i,
  thrAvg: /^(?:throughput (?:avg|average|mean) \(ops\/s\)|ops\/sec)$/i,
  thrMed: /^throughput (?:med|median|p50) \(ops\/s\)$/i,
  margin: /^margin$/i,
  samples: /^samples$/i,
  error: /^error$/i
};
function tableRows(file) {
  const lines = file.text.replace(ANSI11, "").split(/\r?\n/);
  const out = [];
  let cols;
  let width = 0;
  let closed = true;
  const err = (line, expected, found) => {
    throw new ParseError({ harness: ID13, file: file.path, line, expected, found });
  };
  lines.forEach((raw, i) => {
    const text = raw.trim();
    const line = i + 1;
    if (text.startsWith("\u250C")) {
      closed = false;
      cols = void 0;
      return;
    }
    if (closed || text.startsWith("\u251C")) return;
    if (text.startsWith("\u2514")) {
      if (cols === void 0) err(line, 'a table header with "(index)" and "Task name"', text);
      closed = true;
      return;
    }
    if (!text.startsWith("\u2502") || !text.endsWith("\u2502")) err(line, 'a table row "\u2502 \u2026 \u2502"', text);
    const cells = text.slice(1, -1).split("\u2502").map((c) => c.trim());
    if (cols === void 0) {
      width = cells.length;
      if (cells[0] !== "(index)") err(line, 'a console.table header starting with "(index)"', text);
      cols = {};
      cells.forEach((h, index) => {
        for (const [key, re] of Object.entries(COLUMNS2)) {
          const m = re.exec(h);
          if (m) cols[key] = { index, unit: m[1] };
        }
      });
      if (cols.name === void 0 || cols.latAvg === void 0 && cols.latMed === void 0) {
        err(line, 'tinybench columns "Task name" and "Latency avg (ns)" / "Latency med (ns)"', text);
      }
      for (const c of [cols.latAvg, cols.latMed]) {
        if (c?.unit !== void 0 && timeFactor(c.unit) === void 0) err(line, "a time unit in the latency header", c.unit);
      }
      return;
    }
    if (cells.length !== width) err(line, `a table row with ${width} cells like its header`, text);
    out.push(tableRow(cells, cols, (expected, found) => err(line, expected, found)));
  });
  if (!closed) err(lines.length, `the table's closing "\u2514\u2026\u2518" line`, lines[lines.length - 1] ?? "");
  return out;
}
function tableRow(cells, cols, err) {
  const get = (c) => {
    const col = cols[c];
    return col === void 0 ? void 0 : unquote(cells[col.index] ?? "");
  };
  const name = get("name");
  if (name === void 0 || name === "") return err("a task name", cells.join(" \u2502 "));
  const error = get("error");
  if (error !== void 0 && error !== "") return { name, status: "failed", error, metrics: {} };
  const cell = (c, what) => {
    const text = get(c);
    if (text === void 0) return void 0;
    const m = /^([^\s±]+)(?:\s*±\s*([^\s%]+)(%?))?$/.exec(text);
    const value = m ? parseNumber(m[1]) : void 0;
    const pm = m?.[2] === void 0 ? void 0 : parseNumber(m[2]);
    if (!m || value === void 0 || value < 0 || m[2] !== void 0 && (pm === void 0 || pm < 0)) {
      return err(`${what} as "<number> \xB1 <number>[%]"`, text);
    }
    return m[3] === "%" ? { value, rme: pm / 100 } : defined({ value, abs: pm });
  };
  const notRun = [get("latAvg"), get("latMed")].every((t) => t === void 0 || t === "N/A" || t === "");
  if (notRun) return { name, status: "failed", error: "the task did not complete (no statistics in the table)", metrics: {} };
  const latAvg = cell("latAvg", "a latency average");
  const latMed = cell("latMed", "a latency median");
  const thrAvg = cell("thrAvg", "a throughput average");
  const thrMed = cell("thrMed", "a throughput median");
  const margin = get("margin");
  const rme = margin === void 0 ? void 0 : parseNumber(margin.replace(/^±/, "").replace(/%$/, ""));
  const samplesText = get("samples");
  const n = samplesText === void 0 ? void 0 : parseNumber(samplesText);
  if (samplesText !== void 0 && (n === void 0 || !Number.isSafeInteger(n) || n < 0)) err("a sample count", samplesText);
  const tf = timeFactor(cols.latMed?.unit ?? cols.latAvg?.unit ?? "ns");
  const central = latMed ?? latAvg;
  const time = defined({
    unit: "ns",
    direction: "smaller",
    value: central.value * tf,
    statistic: latMed ? "median" : "mean",
    n,
    spread: defined({ mad: latMed?.abs === void 0 ? void 0 : latMed.abs * tf, rme: latAvg?.rme ?? (rme === void 0 ? void 0 : rme / 100) })
  });
  const metrics = { [METRIC.time]: time };
  const thr = thrMed ?? thrAvg;
  if (thr) {
    metrics[METRIC.throughput] = defined({
      unit: "ops/s",
      direction: "bigger",
      value: thr.value,
      statistic: thrMed ? "median" : "mean",
      n,
      spread: defined({ mad: thrMed?.abs, rme: thrAvg?.rme })
    });
  }
  return { name, status: "ok", metrics };
}
var looksLikeJson2 = (text) => /^\s*\[/.test(text.slice(0, 1e3).replace(ANSI11, ""));
var TABLE_HEADER2 = /│\s*\(index\)\s*│\s*Task [Nn]ame\s*│/;
function parse18(input) {
  const jsonFiles2 = input.files.filter((f) => looksLikeJson2(f.text));
  const textFiles = input.files.filter((f) => !looksLikeJson2(f.text) && f.text.trim() !== "");
  const warnings = [];
  let benchmarks;
  if (jsonFiles2.length > 0) {
    benchmarks = jsonFiles2.flatMap(parseJsonFile2);
    if (textFiles.length > 0) warnings.push(`used the JSON results; ignored ${textFiles.map((f) => f.path).join(", ")}`);
  } else {
    benchmarks = textFiles.filter((f) => TABLE_HEADER2.test(f.text.replace(ANSI11, ""))).flatMap(tableRows);
  }
  if (benchmarks.length === 0) {
    throw new ParseError({
      harness: ID13,
      file: input.files.map((f) => f.path).join(", ") || "<no files>",
      expected: "tinybench results JSON or a console.table(bench.table()) printout",
      found: input.files.find((f) => f.text.trim() !== "")?.text.trim().split(/\r?\n/)[0] ?? ""
    });
  }
  const seen = /* @__PURE__ */ new Set();
  for (const b of benchmarks) {
    if (seen.has(b.name)) {
      throw new ParseError({ harness: ID13, file: input.files.map((f) => f.path).join(", "), expected: "unique task names", found: b.name });
    }
    seen.add(b.name);
  }
  return warnings.length > 0 ? { benchmarks, warnings } : { benchmarks };
}
function detect17(input) {
  let maybe = false;
  for (const f of input.files) {
    const head2 = f.text.slice(0, 1e5);
    if (looksLikeJson2(head2)) {
      const shaped = /"name"\s*:/.test(head2) && /"result"\s*:/.test(head2);
      if (shaped && (/"latency"\s*:/.test(head2) && /"throughput"\s*:/.test(head2) || /"hz"\s*:/.test(head2))) return "yes";
      if (shaped) maybe = true;
    } else if (TABLE_HEADER2.test(head2.replace(ANSI11, ""))) {
      return "yes";
    }
  }
  return maybe ? "maybe" : "no";
}
var tinybench = {
  id: ID13,
  description: "tinybench: task results JSON (v2 flat or v3+ latency/throughput) or the console.table(bench.table()) printout",
  detect: detect17,
  parse: parse18,
  largeJson: true
};

// src/parse/vitest-bench.ts
var ID14 = "vitest-bench";
var MS2 = 1e6;
var SEP = " > ";
var ANSI12 = /\u001b\[[0-9;?]*[ -/]*[@-~]/g;
var isObject2 = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
function defined2(o) {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== void 0));
}
function nameAll(found) {
  const short = (f) => [...f.group.split(SEP).slice(1), f.bench].join(SEP);
  const counts = /* @__PURE__ */ new Map();
  for (const f of found) counts.set(short(f), (counts.get(short(f)) ?? 0) + 1);
  const seen = /* @__PURE__ */ new Set();
  return found.map((f) => {
    const name = counts.get(short(f)) > 1 ? `${f.group}${SEP}${f.bench}` : short(f);
    if (seen.has(name)) {
      throw new ParseError({ harness: ID14, ...f.where, expected: "benchmark names unique within a group", found: name });
    }
    seen.add(name);
    return { name, group: f.group, ...f.benchmark };
  });
}
function fail7(file, path, expected, found) {
  throw new ParseError({ harness: ID14, file, path, expected, found: found === void 0 ? void 0 : JSON.stringify(found) ?? String(found) });
}
function num2(b, key, file, path, nonNegative3 = true) {
  const v = b[key];
  if (v === void 0 || v === null) return void 0;
  if (typeof v !== "number" || !Number.isFinite(v) || nonNegative3 && v < 0) fail7(file, `${path}.${key}`, nonNegative3 ? "a finite number \u2265 0" : "a finite number", v);
  return v;
}
function jsonBenchmark(b, file, path) {
  if (!isObject2(b)) fail7(file, path, "a benchmark object", b);
  const ms = (key, nonNegative3 = true) => {
    const v = num2(b, key, file, path, nonNegative3);
    return v === void 0 ? void 0 : v * MS2;
  };
  const median3 = ms("median");
  const mean = ms("mean");
  const hz = num2(b, "hz", file, path);
  if (median3 === void 0 && mean === void 0 && hz === void 0) {
    return { status: "failed", error: "vitest reported no result for this benchmark (it threw; see the run log)", metrics: {} };
  }
  if (median3 === void 0 && mean === void 0) fail7(file, `${path}.median`, "a number (ms)", b.median ?? "nothing");
  const n = num2(b, "sampleCount", file, path);
  if (n !== void 0 && !Number.isSafeInteger(n)) fail7(file, `${path}.sampleCount`, "an integer", n);
  const rmePct = num2(b, "rme", file, path);
  const rme = rmePct === void 0 ? void 0 : rmePct / 100;
  const rawSamples = b.samples;
  if (rawSamples !== void 0 && !Array.isArray(rawSamples)) fail7(file, `${path}.samples`, "an array", rawSamples);
  const samples = (rawSamples ?? []).map((x, i) => {
    if (typeof x !== "number" || !Number.isFinite(x)) fail7(file, `${path}.samples[${i}]`, "a finite number (ms)", x);
    return x * MS2;
  });
  const sd = ms("sd");
  const sem = ms("sem");
  const spread = defined2({ stddev: sd, sem, min: ms("min", false), max: ms("max", false), rme });
  const time = defined2({
    unit: "ns",
    direction: "smaller",
    value: median3 ?? mean,
    statistic: median3 === void 0 ? "mean" : "median",
    samples: samples.length > 0 ? samples : void 0,
    n,
    spread
  });
  const metrics = { [METRIC.time]: time };
  if (hz !== void 0) metrics[METRIC.throughput] = defined2({ unit: "ops/s", direction: "bigger", value: hz, statistic: "mean", n, spread: defined2({ rme }) });
  return { status: "ok", metrics };
}
function parseJsonText3(file) {
  const text = file.text.replace(ANSI12, "");
  const deep = jsonTooDeep(text);
  if (deep) throw new ParseError({ harness: ID14, file: file.path, line: deep.line, expected: `JSON nested at most ${MAX_JSON_DEPTH} levels deep (vitest bench --outputJson)` });
  try {
    return JSON.parse(text);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    const pos = /position (\d+)/.exec(message);
    const line = text.slice(0, pos ? Number(pos[1]) : text.length).split("\n").length;
    throw new ParseError({ harness: ID14, file: file.path, line, expected: "complete JSON (vitest bench --outputJson)", found: message });
  }
}
function parseJsonFile3(file) {
  const doc = file.json !== void 0 ? parseJsonFile({ harness: ID14, file: file.path }, file, "vitest bench --outputJson") : parseJsonText3(file);
  if (isObject2(doc) && Array.isArray(doc.testResults)) return reporterJson(doc.testResults, file.path);
  if (!isObject2(doc) || !Array.isArray(doc.files)) fail7(file.path, "files", "an array of files (vitest 1-4 --outputJson), or testResults (vitest 5+ --reporter=json)", isObject2(doc) ? doc.files : doc);
  const found = [];
  doc.files.forEach((f, fi) => {
    const fp = `files[${fi}]`;
    if (!isObject2(f) || !Array.isArray(f.groups)) fail7(file.path, `${fp}.groups`, "an array of groups", isObject2(f) ? f.groups : f);
    f.groups.forEach((g, gi) => {
      const gp = `${fp}.groups[${gi}]`;
      if (!isObject2(g) || typeof g.fullName !== "string" || g.fullName === "") fail7(file.path, `${gp}.fullName`, "a group name", isObject2(g) ? g.fullName : g);
      if (!Array.isArray(g.benchmarks)) fail7(file.path, `${gp}.benchmarks`, "an array of benchmarks", g.benchmarks);
      g.benchmarks.forEach((b, bi) => {
        const bp = `${gp}.benchmarks[${bi}]`;
        const name = isObject2(b) ? b.name : void 0;
        if (typeof name !== "string" || name === "") fail7(file.path, `${bp}.name`, "a benchmark name", name);
        found.push({ group: g.fullName, bench: name, benchmark: jsonBenchmark(b, file.path, bp), where: { file: file.path, path: bp } });
      });
    });
  });
  return found;
}
function taskStats(stats, file, path, unit) {
  if (!isObject2(stats)) fail7(file, path, "a statistics object (p50, mean, samplesCount \u2026)", stats);
  const f = unit === "ns" ? MS2 : 1;
  const scaled = (key) => {
    const v = num2(stats, key, file, path);
    return v === void 0 ? void 0 : v * f;
  };
  const p50 = scaled("p50");
  if (p50 === void 0) fail7(file, `${path}.p50`, "a number", stats.p50 ?? "nothing");
  const n = num2(stats, "samplesCount", file, path);
  if (n !== void 0 && !Number.isSafeInteger(n)) fail7(file, `${path}.samplesCount`, "an integer", n);
  const rme = num2(stats, "rme", file, path);
  const spread = defined2({ stddev: scaled("sd"), sem: scaled("sem"), mad: scaled("mad"), min: scaled("min"), max: scaled("max"), rme: rme === void 0 ? void 0 : rme / 100 });
  return defined2({ unit, direction: unit === "ns" ? "smaller" : "bigger", value: p50, statistic: "median", n, spread });
}
var ABSOLUTE = /^(?:\/|[A-Za-z]:[\\/])/;
function sharedFolder(paths) {
  const absolute = paths.filter((p) => ABSOLUTE.test(p));
  if (absolute.length === 0) return "";
  let prefix = absolute[0];
  for (const p of absolute) {
    let i = 0;
    while (i < prefix.length && i < p.length && prefix[i] === p[i]) i++;
    prefix = prefix.slice(0, i);
  }
  return prefix.slice(0, Math.max(prefix.lastIndexOf("/"), prefix.lastIndexOf("\\")) + 1);
}
function reporterJson(testResults, file) {
  const found = [];
  const root = sharedFolder(testResults.map((tr) => isObject2(tr) && typeof tr.name === "string" ? tr.name : ""));
  testResults.forEach((tr, ti) => {
    const tp = `testResults[${ti}]`;
    if (!isObject2(tr) || typeof tr.name !== "string" || !Array.isArray(tr.assertionResults)) fail7(file, `${tp}.assertionResults`, "a test file with a name and assertionResults", tr);
    const testFile = root !== "" && tr.name.startsWith(root) ? tr.name.slice(root.length) : tr.name;
    tr.assertionResults.forEach((a, ai) => {
      const ap = `${tp}.assertionResults[${ai}]`;
      if (!isObject2(a)) fail7(file, ap, "a test result object", a);
      const benches = a.benchmarks;
      if (benches !== void 0 && !Array.isArray(benches)) fail7(file, `${ap}.benchmarks`, "an array of benchmark groups", benches);
      const failure = a.status === "failed" ? String((Array.isArray(a.failureMessages) ? a.failureMessages[0] : void 0) ?? "the test failed").split("\n")[0] : void 0;
      if (benches === void 0 || benches.length === 0) {
        if (failure === void 0) return;
        const titles = Array.isArray(a.ancestorTitles) ? a.ancestorTitles.filter((t) => typeof t === "string") : [];
        const title = typeof a.title === "string" ? a.title : String(a.fullName);
        found.push({ group: [testFile, ...titles].join(SEP), bench: title, benchmark: { status: "failed", error: failure, metrics: {} }, where: { file, path: ap } });
        return;
      }
      benches.forEach((g, gi) => {
        const gp = `${ap}.benchmarks[${gi}]`;
        if (!isObject2(g) || typeof g.name !== "string" || !Array.isArray(g.tasks)) fail7(file, gp, "a benchmark group { name, tasks }", g);
        g.tasks.forEach((t, ki) => {
          const kp = `${gp}.tasks[${ki}]`;
          if (!isObject2(t) || typeof t.name !== "string" || t.name === "") fail7(file, `${kp}.name`, "a task name", isObject2(t) ? t.name : t);
          const metrics = { [METRIC.time]: taskStats(t.latency, file, `${kp}.latency`, "ns"), [METRIC.throughput]: taskStats(t.throughput, file, `${kp}.throughput`, "ops/s") };
          const benchmark = failure === void 0 ? { status: "ok", metrics } : { status: "failed", error: failure, metrics };
          found.push({ group: `${testFile}${SEP}${g.name}`, bench: t.name, benchmark, where: { file, path: kp } });
        });
      });
    });
  });
  return found;
}
var HEADER3 = /^name\s+hz\s+min\s+max\s+mean\s+p75\s+p99\s+p995\s+p999\s+rme\s+samples$/;
var NUM = "([\\d,]+\\.\\d+)";
var ROW2 = new RegExp(`^(\\S)\\s(.+?)\\s+${NUM}\\s+${NUM}\\s+${NUM}\\s+${NUM}\\s+${NUM}\\s+${NUM}\\s+${NUM}\\s+${NUM}\\s+\xB1(\\d+\\.\\d+)%\\s+(\\d+)(.*)$`);
var ROW_TAIL = /^(?:\s+(?:fastest|slowest|\[[\d.]+x\] [⇑⇓]|\d+ms|\d+ MB heap used))*\s*$/;
var TITLE = /^\S\s+(.+?)(?:\s+\d+ms)?$/;
var FAILED_MARK = /^[×✗]/;
function parseTableFile(file) {
  const lines = file.text.replace(ANSI12, "").split(/\r?\n/);
  const found = [];
  let group;
  let inTable = false;
  const err = (line, expected, text) => {
    throw new ParseError({ harness: ID14, file: file.path, line, expected, found: text });
  };
  let lastRow;
  const printed = /* @__PURE__ */ new Set();
  lines.forEach((raw, i) => {
    const text = raw.trim();
    const line = i + 1;
    if (/^BENCH\s+Summary$/.test(text)) lastRow = void 0;
    const version = /^RUN\s+v(\d+)\./.exec(text);
    if (version && Number(version[1]) >= 5) {
      err(line, "vitest 1-4 bench output (vitest 5+ prints another table: give benchgate its json reporter file instead, `vitest bench --reporter=json --outputFile=<file>`)", text);
    }
    if (HEADER3.test(text)) {
      const title = TITLE.exec(lines[i - 1]?.replace(ANSI12, "").trim() ?? "");
      if (!title) err(line - 1 || 1, 'a group title ("\u2713 <file> > <describe> <n>ms") above the table header', lines[i - 1] ?? "");
      group = title[1];
      inTable = true;
      return;
    }
    if (!inTable) return;
    if (text === "" || HEADER3.test(lines[i + 1]?.replace(ANSI12, "").trim() ?? "")) {
      inTable = false;
      return;
    }
    if (i === lines.length - 1) err(line, WHOLE_LAST_LINE, text);
    lastRow = { line, text };
    if (text.endsWith("(baseline)")) return;
    if (text.startsWith("\u2192")) {
      const last = found[found.length - 1];
      if (last?.benchmark.status === "failed") last.benchmark.error = text.slice(1).trim();
      return;
    }
    const m = ROW2.exec(text);
    const key = `${group}
${text}`;
    if (printed.has(key)) return;
    printed.add(key);
    if (!m) {
      const failed = /^(\S)\s(.+?)(?:\s+\d+ms)?$/.exec(text);
      if (failed && FAILED_MARK.test(failed[1])) {
        found.push({ group, bench: failed[2], benchmark: { status: "failed", error: "vitest marked this benchmark failed", metrics: {} }, where: { file: file.path, line } });
        return;
      }
      err(line, 'a bench row "<name>  <hz>  <min> \u2026 <p999>  \xB1<rme>%  <samples>"', text);
    }
    if (!ROW_TAIL.test(m[13])) err(line, "nothing after the samples column but fastest/slowest/a duration", text);
    const v = m.slice(3, 13).map((s) => parseNumber(s));
    const n = v[9];
    if (v.some((x) => x === void 0) || !Number.isSafeInteger(n)) err(line, "numbers in every column", text);
    if (n === 0 && v.every((x) => x === 0)) {
      found.push({ group, bench: m[2].trim(), benchmark: { status: "failed", error: "vitest printed no samples for this benchmark (it threw; see the run log)", metrics: {} }, where: { file: file.path, line } });
      return;
    }
    if (!(v[0] > 0)) err(line, "hz > 0 (or a row of zeros with 0 samples: a bench that threw)", text);
    const [hz, min, max, , , , , , rme] = v;
    const spread = { min: min * MS2, max: max * MS2, rme: rme / 100 };
    found.push({
      group,
      bench: m[2].trim(),
      benchmark: {
        status: "ok",
        metrics: {
          // The table has no median and prints the mean with 4 decimals of ms (often 2 digits); hz is
          // 1000 / mean with 2 decimals, so 1e9 / hz is the same mean, derived, at full precision.
          [METRIC.time]: { unit: "ns", direction: "smaller", value: 1e9 / hz, statistic: "mean", n, spread },
          [METRIC.throughput]: { unit: "ops/s", direction: "bigger", value: hz, statistic: "mean", n, spread: { rme: rme / 100 } }
        }
      },
      where: { file: file.path, line }
    });
  });
  if (lastRow !== void 0) {
    err(lastRow.line, `vitest's " BENCH  Summary" after the result tables (the bench reporter always ends a run with it: the output was cut off, or the run was killed)`, lastRow.text);
  }
  return found;
}
var isJson = (text) => /^\s*\{/.test(text.slice(0, 1e3).replace(ANSI12, ""));
function parse19(input) {
  const jsonFiles2 = input.files.filter((f) => isJson(f.text));
  const tableFiles = input.files.filter((f) => !isJson(f.text) && f.text.replace(ANSI12, "").split(/\r?\n/).some((l) => HEADER3.test(l.trim())));
  const warnings = [];
  let found;
  if (jsonFiles2.length > 0) {
    found = jsonFiles2.flatMap(parseJsonFile3);
    if (tableFiles.length > 0) warnings.push(`used the JSON report; ignored ${tableFiles.map((f) => f.path).join(", ")}`);
  } else {
    found = tableFiles.flatMap(parseTableFile);
  }
  if (found.length === 0) {
    throw new ParseError({
      harness: ID14,
      file: input.files.map((f) => f.path).join(", ") || "<no files>",
      expected: "a vitest bench --outputJson report or the bench result table (name hz min max mean \u2026 samples)",
      found: input.files.find((f) => f.text.trim() !== "")?.text.replace(ANSI12, "").trim().split(/\r?\n/)[0] ?? ""
    });
  }
  const benchmarks = nameAll(found);
  return warnings.length > 0 ? { benchmarks, warnings } : { benchmarks };
}
function detect18(input) {
  let maybe = false;
  for (const f of input.files) {
    const head2 = f.text.slice(0, 2e5).replace(ANSI12, "");
    if (isJson(head2)) {
      if (/"files"\s*:/.test(head2) && /"groups"\s*:/.test(head2) && /"fullName"\s*:/.test(head2) && /"benchmarks"\s*:/.test(head2)) return "yes";
      if (/"testResults"\s*:/.test(head2) && /"assertionResults"\s*:/.test(head2) && /"benchmarks"\s*:\s*\[\s*\{/.test(head2) && /"tasks"\s*:/.test(head2)) return "yes";
      continue;
    }
    const lines = head2.split(/\r?\n/).map((l) => l.trim());
    if (lines.some((l) => HEADER3.test(l))) return "yes";
    if (lines.some((l) => /^BENCH\s+Summary$/.test(l))) return "yes";
    if (lines.some((l) => l.startsWith("Benchmarking is an experimental feature."))) maybe = true;
  }
  return maybe ? "maybe" : "no";
}
var vitestBench = {
  id: ID14,
  description: "vitest bench: the --outputJson report (or the printed result table)",
  detect: detect18,
  parse: parse19,
  largeJson: true
};

// src/parse/registry.ts
var ADAPTERS = [
  asv,
  benchmarkdotnet,
  benchmarkjs,
  cargoBench,
  catch2,
  command,
  criterion,
  customJson,
  divan,
  gabBigger,
  gabSmaller,
  gnuTime,
  goBench,
  googleBenchmark,
  gungraun,
  hyperfine,
  iaiCallgrind,
  jmh,
  pytestBenchmark,
  size,
  tinybench,
  vitestBench
];
function findAdapter(id) {
  return ADAPTERS.find((a) => a.id === id);
}
function harnessIds() {
  return ADAPTERS.map((a) => a.id);
}
function describeInput(input) {
  const names = input.files.map((f) => f.path);
  return names.length <= 3 ? names.join(", ") : `${names.slice(0, 3).join(", ")} and ${names.length - 3} more`;
}
function detectAdapter(input) {
  const verdicts = ADAPTERS.map((adapter) => ({ adapter, verdict: safeDetect(adapter, input) }));
  const yes = verdicts.filter((v) => v.verdict === "yes").map((v) => v.adapter);
  const where = describeInput(input);
  if (yes.length === 1) return yes[0];
  if (yes.length > 1) {
    const ids = yes.map((a) => a.id);
    throw new DetectionError(where, ids, `${where}: several harnesses match (${ids.join(", ")}); set "harness:" to one of them`);
  }
  const maybe = verdicts.filter((v) => v.verdict === "maybe").map((v) => v.adapter.id);
  const hint = maybe.length > 0 ? `it might be ${maybe.join(" or ")}` : `known harnesses: ${harnessIds().join(", ")}`;
  throw new DetectionError(where, maybe, `${where}: no harness recognises this output (${hint}); set "harness:" explicitly`);
}
function safeDetect(adapter, input) {
  try {
    return adapter.detect(input);
  } catch {
    return "no";
  }
}
var RELEASE_LAST_MATCH = /^/;
function parseOutput(input, harness) {
  const adapter = harness === void 0 ? detectAdapter(input) : findAdapter(harness);
  if (adapter === void 0) {
    throw new ParseError({
      harness: harness ?? "?",
      file: describeInput(input),
      expected: `a harness id, one of ${harnessIds().join(", ")}`,
      found: harness
    });
  }
  refuseLargeJson(adapter, input);
  const output = adapter.parse(input);
  checkOutput(adapter.id, describeInput(input), output);
  RELEASE_LAST_MATCH.exec("");
  return { harness: adapter.id, output };
}
function refuseLargeJson(adapter, input) {
  const streams = adapter.largeText === true;
  const bigJson = adapter.largeJson === true ? void 0 : input.files.find((f) => f.json !== void 0 && !(streams && f.lines !== void 0));
  if (bigJson !== void 0) {
    throw new ParseError({
      harness: adapter.id,
      file: bigJson.path,
      expected: `a file small enough to read as one string (${adapter.id} reads its outputs as text and does not stream JSON; split the output into several files)`,
      found: `${bigJson.json.size} bytes of JSON`
    });
  }
  const bigText = streams ? void 0 : input.files.find((f) => f.lines !== void 0 && f.json === void 0);
  if (bigText !== void 0) {
    throw new ParseError({
      harness: adapter.id,
      file: bigText.path,
      expected: `a file small enough to read as one string (${adapter.id} reads its outputs whole and does not stream text; split the output into several files: every file a suite names is read)`,
      found: `${bigText.lines.size} bytes of text`
    });
  }
}
function whereOf(harness, file, benchmark, metric2) {
  return { harness, file, path: `benchmark "${benchmark}", ${metric2}` };
}
function checkOutput(harness, file, output) {
  const seen = /* @__PURE__ */ new Set();
  for (const b of output.benchmarks) {
    if (seen.has(b.name)) throw new ParseError({ harness, file, path: `benchmark "${b.name}"`, expected: "each benchmark name once in a run (the harness printed it twice)", found: b.name });
    seen.add(b.name);
    for (const metric2 in b.metrics) {
      const m = b.metrics[metric2];
      if (!Number.isFinite(m.value)) throw new ParseError({ ...whereOf(harness, file, b.name, metric2), expected: "a finite number", found: String(m.value) });
      const samples = m.samples ?? [];
      for (let i = 0; i < samples.length; i++) {
        if (!Number.isFinite(samples[i])) throw new ParseError({ ...whereOf(harness, file, b.name, metric2), path: `${whereOf(harness, file, b.name, metric2).path} sample ${i + 1}`, expected: "a finite number", found: String(samples[i]) });
      }
      if (m.unit === "ns") {
        if (m.value < 0) throw new ParseError({ ...whereOf(harness, file, b.name, metric2), expected: "a time that is not negative", found: `${m.value} ns` });
        const bad = samples.findIndex((x) => x < 0);
        if (bad >= 0) throw new ParseError({ ...whereOf(harness, file, b.name, metric2), path: `${whereOf(harness, file, b.name, metric2).path} sample ${bad + 1}`, expected: "a time that is not negative", found: `${samples[bad]} ns` });
      }
    }
  }
}

// src/config/schema.ts
var Percent = external_exports.union([
  external_exports.number().min(0).max(1e3),
  external_exports.string().regex(/^\s*\d+(\.\d+)?\s*%?\s*$/, 'a percentage such as 5 or "5%"')
]);
var Duration = external_exports.union([
  external_exports.number().positive(),
  external_exports.string().regex(/^\s*\d+(\.\d+)?\s*(ms|s|m|h)\s*$/, "a duration such as 90s, 10m or 1h")
]);
var Thresholds = external_exports.object({
  "noise-floor": Percent.optional().describe("Changes smaller than this are never called (default 5 %)."),
  alpha: external_exports.number().gt(0).lt(1).optional().describe("Significance level before FDR control (default 0.05)."),
  "single-run-floor": Percent.optional().describe(
    "Noise floor used when the baseline is one run from another job and carries no history (default 10 %)."
  )
}).strict();
var MetricSettings = Thresholds.extend({
  ignore: external_exports.boolean().optional().describe("Show the metric but never give it a verdict."),
  direction: external_exports.enum(["smaller", "bigger"]).optional().describe("Override which direction is better.")
}).strict();
var BenchmarkRule = Thresholds.extend({
  match: external_exports.string().min(1).describe("Glob on the benchmark name (`*` any run of characters, `?` one)."),
  ignore: external_exports.boolean().optional(),
  gate: external_exports.string().optional().describe("The metric whose verdict counts for this benchmark (e.g. memory)."),
  metrics: external_exports.record(external_exports.string(), MetricSettings).optional()
}).strict();
var Output = external_exports.union([
  external_exports.enum(["stdout", "stderr"]),
  external_exports.object({
    files: external_exports.array(external_exports.string().min(1)).min(1).describe("Files, directories or globs relative to cwd."),
    stdout: external_exports.boolean().optional().describe("Also parse stdout together with the files.")
  }).strict()
]);
var TableSpec = external_exports.object({
  title: external_exports.string().min(1),
  suite: external_exports.string().optional().describe("Suite name; all suites when omitted."),
  match: external_exports.union([external_exports.string().min(1), external_exports.array(external_exports.string().min(1)).min(1)]).describe(
    'Pattern(s) naming parameters in benchmark names, e.g. "read/{format}/{lib}" or "BenchmarkEncode/{msg}/{impl}"; with a list, the first that matches (suites of different harnesses spell names differently).'
  ).optional(),
  where: external_exports.record(external_exports.string(), external_exports.union([external_exports.string(), external_exports.array(external_exports.string()).min(1)])).optional().describe("Keep only benchmarks whose parameters have these values (a list: any of them, in that order for columns)."),
  rows: external_exports.string().min(1).describe('Parameter whose values are the rows, or a template such as "{op} {size}". `suite` and `benchmark` are always available.'),
  columns: external_exports.string().min(1).optional().describe("Parameter (or template) whose values are the columns. Without columns but with a reference, the variants are the rows, each compared with the reference row (`Baseline`), as in a binary-size table."),
  reference: external_exports.string().optional().describe("The column (or, without columns, the row) compared with each other one (default: the first column)."),
  compare: external_exports.boolean().optional().describe("Add comparison columns (default true; false for a plain table of values)."),
  order: external_exports.array(external_exports.string()).optional().describe("Rows in this order first (the rest follow in the order the run reported them)."),
  metric: external_exports.union([external_exports.string().min(1), external_exports.array(external_exports.string().min(1)).min(1)]).optional().describe('Metric shown (default time); a list shows several in one cell ("24 B / 1 allocs"), the first is compared.'),
  style: external_exports.enum(["percent", "ratio"]).optional().describe("`Difference %` (default) or `1.66x faster`."),
  "noise-floor": Percent.optional().describe("Differences smaller than this are not called (default: the top-level floor)."),
  details: external_exports.boolean().optional().describe("Add a `value \xB1 spread` block per row, as in a written report."),
  cell: external_exports.enum(["value", "best", "best-median"]).optional().describe(
    'What a cell shows: the harness\u2019s value \xB1 spread (default), the best of the N samples (`best`, as in "best of 3 runs"), or the best and the median (`best-median`). Comparisons always use all samples.'
  ),
  fastest: external_exports.boolean().optional().describe("Add the fastest column per row."),
  fit: external_exports.array(external_exports.string().min(1)).min(1).optional().describe("Parameters to fit cost = base + \u03A3 slope \xD7 parameter over, per row."),
  per: external_exports.record(external_exports.string(), external_exports.union([external_exports.number().positive(), external_exports.object({ scale: external_exports.number().positive(), label: external_exports.string().min(1), header: external_exports.string().min(1).optional().describe('Column header in place of "per <label>": "Payload" gives "Payload (\xB5s/kB)".') }).strict()])).optional().describe('Show a fitted slope per this many units of its parameter, e.g. { size: { scale: 1024, label: kB } } (column "per kB (\xB5s)"), or with a header, { size: { scale: 1024, label: kB, header: Payload } } (column "Payload (\xB5s/kB)").'),
  note: external_exports.string().optional().describe("A line under the table (what a cell means, the unit of a parameter)."),
  unit: external_exports.string().min(1).optional().describe('Fit tables: show every coefficient in this unit (e.g. \xB5s, as in "Payload (\xB5s/kB)"); default: a scale per column.')
}).strict();
var SuiteConfig = external_exports.object({
  name: external_exports.string().min(1).regex(/^[^\u241f]+$/),
  run: external_exports.string().min(1).optional().describe("Shell command that runs the benchmarks."),
  setup: external_exports.string().min(1).optional().describe("Shell command run once (untimed) before the suite, in its cwd, e.g. a build; with `run --paired` once in each tree."),
  cwd: external_exports.string().optional(),
  harness: external_exports.string().optional().describe("Harness id; auto-detected from the output when omitted."),
  output: Output.optional(),
  env: external_exports.record(external_exports.string(), external_exports.union([external_exports.string(), external_exports.number(), external_exports.boolean()])).optional(),
  timeout: Duration.optional(),
  repeat: external_exports.number().int().min(1).max(100).optional().describe(
    "Run the suite this many times (default 1) and compare run against run: samples of one process share its JIT, code alignment and memory layout, so only separate runs show that noise. The timeout applies to each run."
  ),
  thresholds: Thresholds.optional(),
  metrics: external_exports.record(external_exports.string(), MetricSettings).optional(),
  benchmarks: external_exports.array(BenchmarkRule).optional(),
  // The built-in `command` harness (plain commands timed by benchgate).
  commands: external_exports.record(external_exports.string(), external_exports.string().min(1)).optional().describe("name \u2192 command line, for harness: command."),
  matrix: external_exports.record(external_exports.string(), external_exports.array(external_exports.union([external_exports.string(), external_exports.number()])).min(1)).optional(),
  runs: external_exports.number().int().min(1).max(1e4).optional(),
  warmup: external_exports.number().int().min(0).max(1e3).optional(),
  // The built-in `size` harness.
  files: external_exports.array(external_exports.string().min(1)).optional().describe("Files or globs whose byte size is measured, for harness: size.")
}).strict();
var ReportSettings = external_exports.object({
  template: external_exports.string().min(1).optional().describe(
    "A mustache file, relative to the repository root, with the layout of the report (report.md, the job summary, the markdown of the CLI). Default: templates/report.md.mustache. Fields: docs/templates.md."
  ),
  "comment-template": external_exports.string().min(1).optional().describe("A mustache file with the layout of the PR comment; `{{> report}}` includes the report. Default: templates/pr-comment.md.mustache.")
}).strict();
var Config = external_exports.object({
  version: external_exports.literal(1).optional(),
  thresholds: Thresholds.optional(),
  metrics: external_exports.record(external_exports.string(), MetricSettings).optional(),
  benchmarks: external_exports.array(BenchmarkRule).optional(),
  suites: external_exports.array(SuiteConfig).min(1),
  tables: external_exports.array(TableSpec).optional(),
  history: external_exports.number().int().min(0).max(1e3).optional().describe("Runs kept in the baseline history (default 60)."),
  report: ReportSettings.optional()
}).strict();

// src/config/validate.ts
function formatPath(path) {
  return path.reduce((acc, part) => typeof part === "number" ? `${acc}[${part}]` : acc === "" ? part : `${acc}.${part}`, "");
}
function show(value) {
  if (value === void 0) return "nothing";
  const text = JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 79)}\u2026` : text;
}
function valueAt(root, path) {
  let v = root;
  for (const p of path) {
    if (v === null || typeof v !== "object") return void 0;
    v = v[p];
  }
  return v;
}
function describeIssue(issue, data) {
  const path = issue.path.filter((p) => typeof p !== "symbol");
  const found = valueAt(data, path);
  switch (issue.code) {
    case "invalid_type":
      return { path: formatPath(path), expected: issue.expected, found: show(found) };
    case "invalid_value":
      return { path: formatPath(path), expected: `one of ${issue.values.map((v) => show(v)).join(", ")}`, found: show(found) };
    case "unrecognized_keys":
      return { path: formatPath(path) || "(top level)", expected: "only known keys (see schema/benchgate.schema.json)", found: `unknown key ${issue.keys.map((k) => show(k)).join(", ")}` };
    case "too_small":
      return { path: formatPath(path), expected: `at least ${String(issue.minimum)}${issue.origin === "array" ? " item(s)" : issue.origin === "string" ? " character(s)" : ""}`, found: show(found) };
    case "too_big":
      return { path: formatPath(path), expected: `at most ${String(issue.maximum)}`, found: show(found) };
    case "invalid_union":
    case "invalid_format":
    default:
      return { path: formatPath(path), expected: issue.message.replace(/^Invalid input:?\s*/i, "") || "a valid value", found: show(found) };
  }
}
function crossFieldIssues(config) {
  const issues = [];
  const known = harnessIds();
  const seen = /* @__PURE__ */ new Set();
  config.suites.forEach((s, i) => {
    const at = (field2) => `suites[${i}].${field2}`;
    if (seen.has(s.name)) issues.push({ path: at("name"), expected: "a name no other suite has", found: show(s.name) });
    seen.add(s.name);
    if (s.harness !== void 0 && !known.includes(s.harness)) {
      issues.push({ path: at("harness"), expected: `one of ${known.join(", ")}`, found: show(s.harness) });
    }
    if (s.harness === "command") {
      if (s.commands === void 0) issues.push({ path: at("commands"), expected: "a map of name \u2192 command line (harness: command)", found: "nothing" });
    } else if (s.harness === "size") {
      if (s.files === void 0) issues.push({ path: at("files"), expected: "a list of files or globs (harness: size)", found: "nothing" });
    } else if (s.run === void 0) {
      issues.push({ path: at("run"), expected: "a shell command that runs the benchmarks", found: "nothing" });
    }
  });
  return issues;
}
function withLines(issues, doc, lines) {
  return issues.map((issue) => {
    const parts = issue.path.match(/[^.[\]]+/g) ?? [];
    const path = parts.map((p) => /^\d+$/.test(p) ? Number(p) : p);
    for (let n = path.length; n >= 0; n--) {
      const node = n === 0 ? doc.contents : doc.getIn(path.slice(0, n), true);
      if ((0, import_yaml.isNode)(node) && node.range) {
        return { ...issue, path: `${issue.path} (line ${lines.linePos(node.range[0]).line})` };
      }
    }
    return issue;
  });
}
function validateConfig(text, file) {
  const lines = new import_yaml.LineCounter();
  const doc = (0, import_yaml.parseDocument)(text, { lineCounter: lines, prettyErrors: false });
  if (doc.errors.length > 0) {
    throw new ConfigError(
      file,
      doc.errors.map((e) => ({ path: `line ${lines.linePos(e.pos[0]).line}`, expected: "valid YAML", found: e.message.split("\n")[0] }))
    );
  }
  const data = doc.toJS();
  const parsed = Config.safeParse(data ?? {});
  if (!parsed.success) {
    throw new ConfigError(file, withLines(parsed.error.issues.map((i) => describeIssue(i, data)), doc, lines));
  }
  const cross = crossFieldIssues(parsed.data);
  if (cross.length > 0) throw new ConfigError(file, withLines(cross, doc, lines));
  return parsed.data;
}

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
  const lineAt2 = (offset) => template.slice(0, offset).split("\n").length;
  const open = /^Unclosed section "(.*)" at \d+$/.exec(message);
  const at = open ? template.search(new RegExp(`\\{\\{\\s*[#^]\\s*${open[1].replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s*\\}\\}`)) : -1;
  if (open && at >= 0) return `Unclosed section "${open[1]}" opened on line ${lineAt2(at)}`;
  return message.replace(/ at (\d+)$/, (_m, n) => ` on line ${lineAt2(Number(n))}`);
}

export {
  timeFactor,
  chooseScale,
  namedScale,
  groupThousands,
  formatSignificant,
  formatQuantity,
  formatWithSpread,
  formatPercentChange,
  JsonStreamError,
  parseJsonStream,
  lineAt,
  COMMAND_SCHEMA_ID,
  SIZE_SCHEMA_ID,
  findAdapter,
  harnessIds,
  parseOutput,
  renderTemplate,
  templateProblem,
  require_dist,
  Duration,
  validateConfig
};
