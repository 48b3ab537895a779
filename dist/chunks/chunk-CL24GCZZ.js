#!/usr/bin/env node
import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  DEFAULTS,
  DEFAULT_RESAMPLES,
  DEFAULT_SEED,
  HODGES_LEHMANN_MAX_PAIRS,
  anchoredCentres,
  benjaminiHochberg,
  compareRuns,
  createRng,
  decide,
  geometricMean,
  geometricMeanChange,
  groupBy,
  mergeSuites,
  normalCdf,
  normalQuantile,
  pairCentres,
  percentToFraction,
  resolveConfig,
  spreadOf,
  summarize,
  testMetric
} from "./chunk-ADRAEOGO.js";
import {
  COMMAND_SCHEMA_ID,
  JsonStreamError,
  SIZE_SCHEMA_ID,
  chooseScale,
  findAdapter,
  formatPercentChange,
  formatQuantity,
  formatSignificant,
  formatWithSpread,
  lineAt,
  namedScale,
  parseJsonStream,
  parseOutput,
  renderTemplate,
  templateProblem,
  validateConfig
} from "./chunk-7B2R2J7H.js";
import {
  maxOf,
  median,
  minOf,
  pushAll
} from "./chunk-DE2EFLO3.js";
import {
  parseResults,
  validateResults
} from "./chunk-4FFUS4EY.js";
import {
  BenchgateError,
  ConfigError,
  RESULTS_SCHEMA_ID,
  Results,
  RunError,
  UsageError,
  external_exports
} from "./chunk-6PHSTHJK.js";
import {
  __commonJS,
  __toESM
} from "./chunk-UBC4YGAS.js";

// node_modules/picomatch/lib/constants.js
var require_constants = __commonJS({
  "node_modules/picomatch/lib/constants.js"(exports, module) {
    "use strict";
    var WIN_SLASH = "\\\\/";
    var WIN_NO_SLASH = `[^${WIN_SLASH}]`;
    var DEFAULT_MAX_EXTGLOB_RECURSION = 0;
    var DOT_LITERAL = "\\.";
    var PLUS_LITERAL = "\\+";
    var QMARK_LITERAL = "\\?";
    var SLASH_LITERAL = "\\/";
    var ONE_CHAR = "(?=.)";
    var QMARK = "[^/]";
    var END_ANCHOR = `(?:${SLASH_LITERAL}|$)`;
    var START_ANCHOR = `(?:^|${SLASH_LITERAL})`;
    var DOTS_SLASH = `${DOT_LITERAL}{1,2}${END_ANCHOR}`;
    var NO_DOT = `(?!${DOT_LITERAL})`;
    var NO_DOTS = `(?!${START_ANCHOR}${DOTS_SLASH})`;
    var NO_DOT_SLASH = `(?!${DOT_LITERAL}{0,1}${END_ANCHOR})`;
    var NO_DOTS_SLASH = `(?!${DOTS_SLASH})`;
    var QMARK_NO_DOT = `[^.${SLASH_LITERAL}]`;
    var STAR = `${QMARK}*?`;
    var SEP = "/";
    var POSIX_CHARS = {
      DOT_LITERAL,
      PLUS_LITERAL,
      QMARK_LITERAL,
      SLASH_LITERAL,
      ONE_CHAR,
      QMARK,
      END_ANCHOR,
      DOTS_SLASH,
      NO_DOT,
      NO_DOTS,
      NO_DOT_SLASH,
      NO_DOTS_SLASH,
      QMARK_NO_DOT,
      STAR,
      START_ANCHOR,
      SEP
    };
    var WINDOWS_CHARS = {
      ...POSIX_CHARS,
      SLASH_LITERAL: `[${WIN_SLASH}]`,
      QMARK: WIN_NO_SLASH,
      STAR: `${WIN_NO_SLASH}*?`,
      DOTS_SLASH: `${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$)`,
      NO_DOT: `(?!${DOT_LITERAL})`,
      NO_DOTS: `(?!(?:^|[${WIN_SLASH}])${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
      NO_DOT_SLASH: `(?!${DOT_LITERAL}{0,1}(?:[${WIN_SLASH}]|$))`,
      NO_DOTS_SLASH: `(?!${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
      QMARK_NO_DOT: `[^.${WIN_SLASH}]`,
      START_ANCHOR: `(?:^|[${WIN_SLASH}])`,
      END_ANCHOR: `(?:[${WIN_SLASH}]|$)`,
      SEP: "\\"
    };
    var POSIX_REGEX_SOURCE = {
      __proto__: null,
      alnum: "a-zA-Z0-9",
      alpha: "a-zA-Z",
      ascii: "\\x00-\\x7F",
      blank: " \\t",
      cntrl: "\\x00-\\x1F\\x7F",
      digit: "0-9",
      graph: "\\x21-\\x7E",
      lower: "a-z",
      print: "\\x20-\\x7E ",
      punct: "\\-!\"#$%&'()\\*+,./:;<=>?@[\\]^_`{|}~",
      space: " \\t\\r\\n\\v\\f",
      upper: "A-Z",
      word: "A-Za-z0-9_",
      xdigit: "A-Fa-f0-9"
    };
    module.exports = {
      DEFAULT_MAX_EXTGLOB_RECURSION,
      MAX_LENGTH: 1024 * 64,
      POSIX_REGEX_SOURCE,
      // regular expressions
      REGEX_BACKSLASH: /\\(?![*+?^${}(|)[\]])/g,
      REGEX_NON_SPECIAL_CHARS: /^[^@![\].,$*+?^{}()|\\/]+/,
      REGEX_SPECIAL_CHARS: /[-*+?.^${}(|)[\]]/,
      REGEX_SPECIAL_CHARS_BACKREF: /(\\?)((\W)(\3*))/g,
      REGEX_SPECIAL_CHARS_GLOBAL: /([-*+?.^${}(|)[\]])/g,
      REGEX_REMOVE_BACKSLASH: /(?:\[.*?[^\\]\]|\\(?=.))/g,
      // Replace globs with equivalent patterns to reduce parsing time.
      REPLACEMENTS: {
        __proto__: null,
        "***": "*",
        "**/**": "**",
        "**/**/**": "**"
      },
      // Digits
      CHAR_0: 48,
      /* 0 */
      CHAR_9: 57,
      /* 9 */
      // Alphabet chars.
      CHAR_UPPERCASE_A: 65,
      /* A */
      CHAR_LOWERCASE_A: 97,
      /* a */
      CHAR_UPPERCASE_Z: 90,
      /* Z */
      CHAR_LOWERCASE_Z: 122,
      /* z */
      CHAR_LEFT_PARENTHESES: 40,
      /* ( */
      CHAR_RIGHT_PARENTHESES: 41,
      /* ) */
      CHAR_ASTERISK: 42,
      /* * */
      // Non-alphabetic chars.
      CHAR_AMPERSAND: 38,
      /* & */
      CHAR_AT: 64,
      /* @ */
      CHAR_BACKWARD_SLASH: 92,
      /* \ */
      CHAR_CARRIAGE_RETURN: 13,
      /* \r */
      CHAR_CIRCUMFLEX_ACCENT: 94,
      /* ^ */
      CHAR_COLON: 58,
      /* : */
      CHAR_COMMA: 44,
      /* , */
      CHAR_DOT: 46,
      /* . */
      CHAR_DOUBLE_QUOTE: 34,
      /* " */
      CHAR_EQUAL: 61,
      /* = */
      CHAR_EXCLAMATION_MARK: 33,
      /* ! */
      CHAR_FORM_FEED: 12,
      /* \f */
      CHAR_FORWARD_SLASH: 47,
      /* / */
      CHAR_GRAVE_ACCENT: 96,
      /* ` */
      CHAR_HASH: 35,
      /* # */
      CHAR_HYPHEN_MINUS: 45,
      /* - */
      CHAR_LEFT_ANGLE_BRACKET: 60,
      /* < */
      CHAR_LEFT_CURLY_BRACE: 123,
      /* { */
      CHAR_LEFT_SQUARE_BRACKET: 91,
      /* [ */
      CHAR_LINE_FEED: 10,
      /* \n */
      CHAR_NO_BREAK_SPACE: 160,
      /* \u00A0 */
      CHAR_PERCENT: 37,
      /* % */
      CHAR_PLUS: 43,
      /* + */
      CHAR_QUESTION_MARK: 63,
      /* ? */
      CHAR_RIGHT_ANGLE_BRACKET: 62,
      /* > */
      CHAR_RIGHT_CURLY_BRACE: 125,
      /* } */
      CHAR_RIGHT_SQUARE_BRACKET: 93,
      /* ] */
      CHAR_SEMICOLON: 59,
      /* ; */
      CHAR_SINGLE_QUOTE: 39,
      /* ' */
      CHAR_SPACE: 32,
      /*   */
      CHAR_TAB: 9,
      /* \t */
      CHAR_UNDERSCORE: 95,
      /* _ */
      CHAR_VERTICAL_LINE: 124,
      /* | */
      CHAR_ZERO_WIDTH_NOBREAK_SPACE: 65279,
      /* \uFEFF */
      /**
       * Create EXTGLOB_CHARS
       */
      extglobChars(chars) {
        return {
          "!": { type: "negate", open: "(?:(?!(?:", close: `))${chars.STAR})` },
          "?": { type: "qmark", open: "(?:", close: ")?" },
          "+": { type: "plus", open: "(?:", close: ")+" },
          "*": { type: "star", open: "(?:", close: ")*" },
          "@": { type: "at", open: "(?:", close: ")" }
        };
      },
      /**
       * Create GLOB_CHARS
       */
      globChars(win32) {
        return win32 === true ? WINDOWS_CHARS : POSIX_CHARS;
      }
    };
  }
});

// node_modules/picomatch/lib/utils.js
var require_utils = __commonJS({
  "node_modules/picomatch/lib/utils.js"(exports) {
    "use strict";
    var {
      REGEX_BACKSLASH,
      REGEX_REMOVE_BACKSLASH,
      REGEX_SPECIAL_CHARS,
      REGEX_SPECIAL_CHARS_GLOBAL
    } = require_constants();
    exports.isObject = (val) => val !== null && typeof val === "object" && !Array.isArray(val);
    exports.hasRegexChars = (str) => REGEX_SPECIAL_CHARS.test(str);
    exports.isRegexChar = (str) => str.length === 1 && exports.hasRegexChars(str);
    exports.escapeRegex = (str) => str.replace(REGEX_SPECIAL_CHARS_GLOBAL, "\\$1");
    exports.toPosixSlashes = (str) => str.replace(REGEX_BACKSLASH, "/");
    exports.isWindows = () => {
      if (typeof navigator !== "undefined" && navigator.platform) {
        const platform2 = navigator.platform.toLowerCase();
        return platform2 === "win32" || platform2 === "windows";
      }
      if (typeof process !== "undefined" && process.platform) {
        return process.platform === "win32";
      }
      return false;
    };
    exports.removeBackslashes = (str) => {
      return str.replace(REGEX_REMOVE_BACKSLASH, (match) => {
        return match === "\\" ? "" : match;
      });
    };
    exports.escapeLast = (input, char, lastIdx) => {
      const idx = input.lastIndexOf(char, lastIdx);
      if (idx === -1) return input;
      if (input[idx - 1] === "\\") return exports.escapeLast(input, char, idx - 1);
      return `${input.slice(0, idx)}\\${input.slice(idx)}`;
    };
    exports.removePrefix = (input, state = {}) => {
      let output = input;
      if (output.startsWith("./")) {
        output = output.slice(2);
        state.prefix = "./";
      }
      return output;
    };
    exports.wrapOutput = (input, state = {}, options = {}) => {
      const prepend = options.contains ? "" : "^";
      const append = options.contains ? "" : "$";
      let output = `${prepend}(?:${input})${append}`;
      if (state.negated === true) {
        output = `(?:^(?!${output}).*$)`;
      }
      return output;
    };
    exports.basename = (path, { windows } = {}) => {
      const segs = path.split(windows ? /[\\/]/ : "/");
      const last = segs[segs.length - 1];
      if (last === "") {
        return segs[segs.length - 2];
      }
      return last;
    };
  }
});

// node_modules/picomatch/lib/scan.js
var require_scan = __commonJS({
  "node_modules/picomatch/lib/scan.js"(exports, module) {
    "use strict";
    var utils = require_utils();
    var {
      CHAR_ASTERISK,
      /* * */
      CHAR_AT,
      /* @ */
      CHAR_BACKWARD_SLASH,
      /* \ */
      CHAR_COMMA,
      /* , */
      CHAR_DOT,
      /* . */
      CHAR_EXCLAMATION_MARK,
      /* ! */
      CHAR_FORWARD_SLASH,
      /* / */
      CHAR_LEFT_CURLY_BRACE,
      /* { */
      CHAR_LEFT_PARENTHESES,
      /* ( */
      CHAR_LEFT_SQUARE_BRACKET,
      /* [ */
      CHAR_PLUS,
      /* + */
      CHAR_QUESTION_MARK,
      /* ? */
      CHAR_RIGHT_CURLY_BRACE,
      /* } */
      CHAR_RIGHT_PARENTHESES,
      /* ) */
      CHAR_RIGHT_SQUARE_BRACKET
      /* ] */
    } = require_constants();
    var isPathSeparator = (code) => {
      return code === CHAR_FORWARD_SLASH || code === CHAR_BACKWARD_SLASH;
    };
    var depth = (token) => {
      if (token.isPrefix !== true) {
        token.depth = token.isGlobstar ? Infinity : 1;
      }
    };
    var scan = (input, options) => {
      const opts = options || {};
      const length = input.length - 1;
      const scanToEnd = opts.parts === true || opts.tokens === true || opts.scanToEnd === true;
      const slashes = [];
      const tokens = [];
      const parts = [];
      let str = input;
      let index = -1;
      let start = 0;
      let lastIndex = 0;
      let isBrace = false;
      let isBracket = false;
      let isGlob = false;
      let isExtglob = false;
      let isGlobstar = false;
      let braceEscaped = false;
      let backslashes = false;
      let negated = false;
      let negatedExtglob = false;
      let finished = false;
      let braces = 0;
      let prev;
      let code;
      let token = { value: "", depth: 0, isGlob: false };
      const eos = () => index >= length;
      const peek = () => str.charCodeAt(index + 1);
      const advance = () => {
        prev = code;
        return str.charCodeAt(++index);
      };
      while (index < length) {
        code = advance();
        let next;
        if (code === CHAR_BACKWARD_SLASH) {
          backslashes = token.backslashes = true;
          code = advance();
          if (code === CHAR_LEFT_CURLY_BRACE) {
            braceEscaped = true;
          }
          continue;
        }
        if (braceEscaped === true || code === CHAR_LEFT_CURLY_BRACE) {
          braces++;
          while (eos() !== true && (code = advance())) {
            if (code === CHAR_BACKWARD_SLASH) {
              backslashes = token.backslashes = true;
              advance();
              continue;
            }
            if (code === CHAR_LEFT_CURLY_BRACE) {
              braces++;
              continue;
            }
            if (braceEscaped !== true && code === CHAR_DOT && (code = advance()) === CHAR_DOT) {
              isBrace = token.isBrace = true;
              isGlob = token.isGlob = true;
              finished = true;
              if (scanToEnd === true) {
                continue;
              }
              break;
            }
            if (braceEscaped !== true && code === CHAR_COMMA) {
              isBrace = token.isBrace = true;
              isGlob = token.isGlob = true;
              finished = true;
              if (scanToEnd === true) {
                continue;
              }
              break;
            }
            if (code === CHAR_RIGHT_CURLY_BRACE) {
              braces--;
              if (braces === 0) {
                braceEscaped = false;
                isBrace = token.isBrace = true;
                finished = true;
                break;
              }
            }
          }
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (code === CHAR_FORWARD_SLASH) {
          slashes.push(index);
          tokens.push(token);
          token = { value: "", depth: 0, isGlob: false };
          if (finished === true) continue;
          if (prev === CHAR_DOT && index === start + 1) {
            start += 2;
            continue;
          }
          lastIndex = index + 1;
          continue;
        }
        if (opts.noext !== true) {
          const isExtglobChar = code === CHAR_PLUS || code === CHAR_AT || code === CHAR_ASTERISK || code === CHAR_QUESTION_MARK || code === CHAR_EXCLAMATION_MARK;
          if (isExtglobChar === true && peek() === CHAR_LEFT_PARENTHESES) {
            isGlob = token.isGlob = true;
            isExtglob = token.isExtglob = true;
            finished = true;
            if (code === CHAR_EXCLAMATION_MARK && index === start) {
              negatedExtglob = true;
            }
            if (scanToEnd === true) {
              let parens = 0;
              while (eos() !== true && (code = advance())) {
                if (code === CHAR_BACKWARD_SLASH) {
                  backslashes = token.backslashes = true;
                  advance();
                  continue;
                }
                if (code === CHAR_LEFT_PARENTHESES) {
                  parens++;
                  continue;
                }
                if (code === CHAR_RIGHT_PARENTHESES && --parens === 0) {
                  finished = true;
                  break;
                }
              }
              continue;
            }
            break;
          }
        }
        if (code === CHAR_ASTERISK) {
          if (prev === CHAR_ASTERISK) isGlobstar = token.isGlobstar = true;
          isGlob = token.isGlob = true;
          finished = true;
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (code === CHAR_QUESTION_MARK) {
          isGlob = token.isGlob = true;
          finished = true;
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (code === CHAR_LEFT_SQUARE_BRACKET) {
          while (eos() !== true && (next = advance())) {
            if (next === CHAR_BACKWARD_SLASH) {
              backslashes = token.backslashes = true;
              advance();
              continue;
            }
            if (next === CHAR_RIGHT_SQUARE_BRACKET) {
              isBracket = token.isBracket = true;
              isGlob = token.isGlob = true;
              finished = true;
              break;
            }
          }
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (opts.nonegate !== true && code === CHAR_EXCLAMATION_MARK && index === start) {
          negated = token.negated = true;
          start++;
          continue;
        }
        if (opts.noparen !== true && code === CHAR_LEFT_PARENTHESES) {
          isGlob = token.isGlob = true;
          if (scanToEnd === true) {
            let parens = 1;
            while (eos() !== true && (code = advance())) {
              if (code === CHAR_BACKWARD_SLASH) {
                backslashes = token.backslashes = true;
                advance();
                continue;
              }
              if (code === CHAR_LEFT_PARENTHESES) {
                parens++;
                continue;
              }
              if (code === CHAR_RIGHT_PARENTHESES && --parens === 0) {
                finished = true;
                break;
              }
            }
            continue;
          }
          break;
        }
        if (isGlob === true) {
          finished = true;
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
      }
      if (opts.noext === true) {
        isExtglob = false;
        isGlob = false;
      }
      let base = str;
      let prefix = "";
      let glob2 = "";
      if (start > 0) {
        prefix = str.slice(0, start);
        str = str.slice(start);
        lastIndex -= start;
      }
      if (base && isGlob === true && lastIndex > 0) {
        base = str.slice(0, lastIndex);
        glob2 = str.slice(lastIndex);
      } else if (isGlob === true) {
        base = "";
        glob2 = str;
      } else {
        base = str;
      }
      if (base && base !== "" && base !== "/" && base !== str) {
        if (isPathSeparator(base.charCodeAt(base.length - 1))) {
          base = base.slice(0, -1);
        }
      }
      if (opts.unescape === true) {
        if (glob2) glob2 = utils.removeBackslashes(glob2);
        if (base && backslashes === true) {
          base = utils.removeBackslashes(base);
        }
      }
      const state = {
        prefix,
        input,
        start,
        base,
        glob: glob2,
        isBrace,
        isBracket,
        isGlob,
        isExtglob,
        isGlobstar,
        negated,
        negatedExtglob
      };
      if (opts.tokens === true) {
        state.maxDepth = 0;
        if (!isPathSeparator(code)) {
          tokens.push(token);
        }
        state.tokens = tokens;
      }
      if (opts.parts === true || opts.tokens === true) {
        let prevIndex;
        for (let idx = 0; idx < slashes.length; idx++) {
          const n2 = prevIndex !== void 0 ? prevIndex + 1 : start;
          const i = slashes[idx];
          const value2 = input.slice(n2, i);
          if (opts.tokens) {
            if (idx === 0 && start !== 0) {
              tokens[idx].isPrefix = true;
              tokens[idx].value = prefix;
            } else {
              tokens[idx].value = value2;
            }
            depth(tokens[idx]);
            state.maxDepth += tokens[idx].depth;
          }
          if (i >= start) {
            parts.push(value2);
            prevIndex = i;
          }
        }
        const n = prevIndex !== void 0 ? prevIndex + 1 : start;
        const value = input.slice(n);
        parts.push(value);
        if (opts.tokens && prevIndex && prevIndex + 1 < input.length) {
          tokens[tokens.length - 1].value = value;
          depth(tokens[tokens.length - 1]);
          state.maxDepth += tokens[tokens.length - 1].depth;
        }
        state.slashes = slashes;
        state.parts = parts;
      }
      return state;
    };
    module.exports = scan;
  }
});

// node_modules/picomatch/lib/parse.js
var require_parse = __commonJS({
  "node_modules/picomatch/lib/parse.js"(exports, module) {
    "use strict";
    var constants3 = require_constants();
    var utils = require_utils();
    var {
      MAX_LENGTH,
      POSIX_REGEX_SOURCE,
      REGEX_NON_SPECIAL_CHARS,
      REGEX_SPECIAL_CHARS_BACKREF,
      REPLACEMENTS
    } = constants3;
    var expandRange = (args, options) => {
      if (typeof options.expandRange === "function") {
        return options.expandRange(...args, options);
      }
      args.sort();
      const value = `[${args.join("-")}]`;
      try {
        new RegExp(value);
      } catch (ex) {
        return args.map((v) => utils.escapeRegex(v)).join("..");
      }
      return value;
    };
    var syntaxError = (type, char) => {
      return `Missing ${type}: "${char}" - use "\\\\${char}" to match literal characters`;
    };
    var splitTopLevel = (input) => {
      const parts = [];
      let bracket = 0;
      let paren = 0;
      let quote = 0;
      let value = "";
      let escaped = false;
      for (const ch of input) {
        if (escaped === true) {
          value += ch;
          escaped = false;
          continue;
        }
        if (ch === "\\") {
          value += ch;
          escaped = true;
          continue;
        }
        if (ch === '"') {
          quote = quote === 1 ? 0 : 1;
          value += ch;
          continue;
        }
        if (quote === 0) {
          if (ch === "[") {
            bracket++;
          } else if (ch === "]" && bracket > 0) {
            bracket--;
          } else if (bracket === 0) {
            if (ch === "(") {
              paren++;
            } else if (ch === ")" && paren > 0) {
              paren--;
            } else if (ch === "|" && paren === 0) {
              parts.push(value);
              value = "";
              continue;
            }
          }
        }
        value += ch;
      }
      parts.push(value);
      return parts;
    };
    var isPlainBranch = (branch) => {
      let escaped = false;
      for (const ch of branch) {
        if (escaped === true) {
          escaped = false;
          continue;
        }
        if (ch === "\\") {
          escaped = true;
          continue;
        }
        if (/[?*+@!()[\]{}]/.test(ch)) {
          return false;
        }
      }
      return true;
    };
    var normalizeSimpleBranch = (branch) => {
      let value = branch.trim();
      let changed = true;
      while (changed === true) {
        changed = false;
        if (/^@\([^\\()[\]{}|]+\)$/.test(value)) {
          value = value.slice(2, -1);
          changed = true;
        }
      }
      if (!isPlainBranch(value)) {
        return;
      }
      return value.replace(/\\(.)/g, "$1");
    };
    var hasRepeatedCharPrefixOverlap = (branches) => {
      const values = branches.map(normalizeSimpleBranch).filter(Boolean);
      for (let i = 0; i < values.length; i++) {
        for (let j = i + 1; j < values.length; j++) {
          const a = values[i];
          const b = values[j];
          const char = a[0];
          if (!char || a !== char.repeat(a.length) || b !== char.repeat(b.length)) {
            continue;
          }
          if (a === b || a.startsWith(b) || b.startsWith(a)) {
            return true;
          }
        }
      }
      return false;
    };
    var parseRepeatedExtglob = (pattern, requireEnd = true) => {
      if (pattern[0] !== "+" && pattern[0] !== "*" || pattern[1] !== "(") {
        return;
      }
      let bracket = 0;
      let paren = 0;
      let quote = 0;
      let escaped = false;
      for (let i = 1; i < pattern.length; i++) {
        const ch = pattern[i];
        if (escaped === true) {
          escaped = false;
          continue;
        }
        if (ch === "\\") {
          escaped = true;
          continue;
        }
        if (ch === '"') {
          quote = quote === 1 ? 0 : 1;
          continue;
        }
        if (quote === 1) {
          continue;
        }
        if (ch === "[") {
          bracket++;
          continue;
        }
        if (ch === "]" && bracket > 0) {
          bracket--;
          continue;
        }
        if (bracket > 0) {
          continue;
        }
        if (ch === "(") {
          paren++;
          continue;
        }
        if (ch === ")") {
          paren--;
          if (paren === 0) {
            if (requireEnd === true && i !== pattern.length - 1) {
              return;
            }
            return {
              type: pattern[0],
              body: pattern.slice(2, i),
              end: i
            };
          }
        }
      }
    };
    var buildCharClassStar = (chars) => {
      const source = chars.length === 1 ? utils.escapeRegex(chars[0]) : `[${chars.map((ch) => utils.escapeRegex(ch)).join("")}]`;
      return `${source}*`;
    };
    var getStarExtglobSequenceChars = (pattern) => {
      let index = 0;
      const chars = [];
      while (index < pattern.length) {
        const match = parseRepeatedExtglob(pattern.slice(index), false);
        if (!match || match.type !== "*") {
          return;
        }
        const branches = splitTopLevel(match.body).map((branch2) => branch2.trim());
        if (branches.length !== 1) {
          return;
        }
        const branch = normalizeSimpleBranch(branches[0]);
        if (!branch || branch.length !== 1) {
          return;
        }
        chars.push(branch);
        index += match.end + 1;
      }
      if (chars.length < 1) {
        return;
      }
      return chars;
    };
    var repeatedExtglobRecursion = (pattern) => {
      let depth = 0;
      let value = pattern.trim();
      let match = parseRepeatedExtglob(value);
      while (match) {
        depth++;
        value = match.body.trim();
        match = parseRepeatedExtglob(value);
      }
      return depth;
    };
    var analyzeRepeatedExtglob = (body, options) => {
      if (options.maxExtglobRecursion === false) {
        return { risky: false };
      }
      const max = typeof options.maxExtglobRecursion === "number" ? options.maxExtglobRecursion : constants3.DEFAULT_MAX_EXTGLOB_RECURSION;
      const branches = splitTopLevel(body).map((branch) => branch.trim());
      if (branches.length > 1) {
        if (branches.some((branch) => branch === "") || branches.some((branch) => /^[*?]+$/.test(branch)) || hasRepeatedCharPrefixOverlap(branches)) {
          return { risky: true };
        }
      }
      const safeChars = [];
      let sawStarSequence = false;
      let combinable = true;
      for (const branch of branches) {
        const chars = getStarExtglobSequenceChars(branch);
        if (chars) {
          sawStarSequence = true;
          safeChars.push(...chars);
          continue;
        }
        const literal = normalizeSimpleBranch(branch);
        if (literal && literal.length === 1) {
          safeChars.push(literal);
          continue;
        }
        combinable = false;
        if (repeatedExtglobRecursion(branch) > max) {
          return { risky: true };
        }
      }
      if (sawStarSequence) {
        return combinable ? { risky: true, safeOutput: buildCharClassStar([...new Set(safeChars)]) } : { risky: true };
      }
      return { risky: false };
    };
    var parse = (input, options) => {
      if (typeof input !== "string") {
        throw new TypeError("Expected a string");
      }
      input = REPLACEMENTS[input] || input;
      const opts = { ...options };
      const max = typeof opts.maxLength === "number" ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;
      let len = input.length;
      if (len > max) {
        throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
      }
      const bos = { type: "bos", value: "", output: opts.prepend || "" };
      const tokens = [bos];
      const capture = opts.capture ? "" : "?:";
      const PLATFORM_CHARS = constants3.globChars(opts.windows);
      const EXTGLOB_CHARS = constants3.extglobChars(PLATFORM_CHARS);
      const {
        DOT_LITERAL,
        PLUS_LITERAL,
        SLASH_LITERAL,
        ONE_CHAR,
        DOTS_SLASH,
        NO_DOT,
        NO_DOT_SLASH,
        NO_DOTS_SLASH,
        QMARK,
        QMARK_NO_DOT,
        STAR,
        START_ANCHOR
      } = PLATFORM_CHARS;
      const globstar = (opts2) => {
        return `(${capture}(?:(?!${START_ANCHOR}${opts2.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
      };
      const nodot = opts.dot ? "" : NO_DOT;
      const qmarkNoDot = opts.dot ? QMARK : QMARK_NO_DOT;
      let star = opts.bash === true ? globstar(opts) : STAR;
      if (opts.capture) {
        star = `(${star})`;
      }
      if (typeof opts.noext === "boolean") {
        opts.noextglob = opts.noext;
      }
      const state = {
        input,
        index: -1,
        start: 0,
        dot: opts.dot === true,
        consumed: "",
        output: "",
        prefix: "",
        backtrack: false,
        negated: false,
        brackets: 0,
        braces: 0,
        parens: 0,
        quotes: 0,
        globstar: false,
        tokens
      };
      input = utils.removePrefix(input, state);
      len = input.length;
      const extglobs = [];
      const braces = [];
      const stack = [];
      let prev = bos;
      let value;
      const eos = () => state.index === len - 1;
      const peek = state.peek = (n = 1) => input[state.index + n];
      const advance = state.advance = () => input[++state.index] || "";
      const remaining = () => input.slice(state.index + 1);
      const consume = (value2 = "", num = 0) => {
        state.consumed += value2;
        state.index += num;
      };
      const append = (token) => {
        state.output += token.output != null ? token.output : token.value;
        consume(token.value);
      };
      const negate = () => {
        let count = 1;
        while (peek() === "!" && (peek(2) !== "(" || peek(3) === "?")) {
          advance();
          state.start++;
          count++;
        }
        if (count % 2 === 0) {
          return false;
        }
        state.negated = true;
        state.start++;
        return true;
      };
      const increment = (type) => {
        state[type]++;
        stack.push(type);
      };
      const decrement = (type) => {
        state[type]--;
        stack.pop();
      };
      const push = (tok) => {
        if (prev.type === "globstar") {
          const isBrace = state.braces > 0 && (tok.type === "comma" || tok.type === "brace");
          const isExtglob = tok.extglob === true || extglobs.length && (tok.type === "pipe" || tok.type === "paren");
          if (tok.type !== "slash" && tok.type !== "paren" && !isBrace && !isExtglob) {
            state.output = state.output.slice(0, -prev.output.length);
            prev.type = "star";
            prev.value = "*";
            prev.output = star;
            state.output += prev.output;
          }
        }
        if (extglobs.length && tok.type !== "paren") {
          extglobs[extglobs.length - 1].inner += tok.value;
        }
        if (tok.value || tok.output) append(tok);
        if (prev && prev.type === "text" && tok.type === "text") {
          prev.output = (prev.output || prev.value) + tok.value;
          prev.value += tok.value;
          return;
        }
        tok.prev = prev;
        tokens.push(tok);
        prev = tok;
      };
      const extglobOpen = (type, value2) => {
        const token = { ...EXTGLOB_CHARS[value2], conditions: 1, inner: "" };
        token.prev = prev;
        token.parens = state.parens;
        token.output = state.output;
        token.startIndex = state.index;
        token.tokensIndex = tokens.length;
        const output = (opts.capture ? "(" : "") + token.open;
        increment("parens");
        push({ type, value: value2, output: state.output ? "" : ONE_CHAR });
        push({ type: "paren", extglob: true, value: advance(), output });
        extglobs.push(token);
      };
      const extglobClose = (token) => {
        const literal = input.slice(token.startIndex, state.index + 1);
        const body = input.slice(token.startIndex + 2, state.index);
        const analysis = analyzeRepeatedExtglob(body, opts);
        if ((token.type === "plus" || token.type === "star") && analysis.risky) {
          const safeOutput = analysis.safeOutput ? (token.output ? "" : ONE_CHAR) + (opts.capture ? `(${analysis.safeOutput})` : analysis.safeOutput) : void 0;
          const open4 = tokens[token.tokensIndex];
          open4.type = "text";
          open4.value = literal;
          open4.output = safeOutput || utils.escapeRegex(literal);
          for (let i = token.tokensIndex + 1; i < tokens.length; i++) {
            tokens[i].value = "";
            tokens[i].output = "";
            delete tokens[i].suffix;
          }
          state.output = token.output + open4.output;
          state.backtrack = true;
          push({ type: "paren", extglob: true, value, output: "" });
          decrement("parens");
          return;
        }
        let output = token.close + (opts.capture ? ")" : "");
        let rest;
        if (token.type === "negate") {
          let extglobStar = star;
          if (token.inner && token.inner.length > 1 && token.inner.includes("/")) {
            extglobStar = globstar(opts);
          }
          if (extglobStar !== star || eos() || /^\)+$/.test(remaining())) {
            output = token.close = `)$))${extglobStar}`;
          }
          if (token.inner.includes("*") && (rest = remaining()) && /^\.[^\\/.]+$/.test(rest)) {
            const expression = parse(rest, { ...options, fastpaths: false }).output;
            output = token.close = `)${expression})${extglobStar})`;
          }
          if (token.prev.type === "bos") {
            state.negatedExtglob = true;
          }
        }
        push({ type: "paren", extglob: true, value, output });
        decrement("parens");
      };
      if (opts.fastpaths !== false && !/(^[*!]|[/()[\]{}"])/.test(input)) {
        let backslashes = false;
        let output = input.replace(REGEX_SPECIAL_CHARS_BACKREF, (m, esc, chars, first, rest, index) => {
          if (first === "\\") {
            backslashes = true;
            return m;
          }
          if (first === "?") {
            if (esc) {
              return esc + first + (rest ? QMARK.repeat(rest.length) : "");
            }
            if (index === 0) {
              return qmarkNoDot + (rest ? QMARK.repeat(rest.length) : "");
            }
            return QMARK.repeat(chars.length);
          }
          if (first === ".") {
            return DOT_LITERAL.repeat(chars.length);
          }
          if (first === "*") {
            if (esc) {
              return esc + first + (rest ? star : "");
            }
            return star;
          }
          return esc ? m : `\\${m}`;
        });
        if (backslashes === true) {
          if (opts.unescape === true) {
            output = output.replace(/\\/g, "");
          } else {
            output = output.replace(/\\+/g, (m) => {
              return m.length % 2 === 0 ? "\\\\" : m ? "\\" : "";
            });
          }
        }
        if (output === input && opts.contains === true) {
          state.output = input;
          return state;
        }
        state.output = utils.wrapOutput(output, state, options);
        return state;
      }
      while (!eos()) {
        value = advance();
        if (value === "\0") {
          continue;
        }
        if (value === "\\") {
          const next = peek();
          if (next === "/" && opts.bash !== true) {
            continue;
          }
          if (next === "." || next === ";") {
            continue;
          }
          if (!next) {
            value += "\\";
            push({ type: "text", value });
            continue;
          }
          const match = /^\\+/.exec(remaining());
          let slashes = 0;
          if (match && match[0].length > 2) {
            slashes = match[0].length;
            state.index += slashes;
            if (slashes % 2 !== 0) {
              value += "\\";
            }
          }
          if (opts.unescape === true) {
            value = advance();
          } else {
            value += advance();
          }
          if (state.brackets === 0) {
            push({ type: "text", value });
            continue;
          }
        }
        if (state.brackets > 0 && (value !== "]" || prev.value === "[" || prev.value === "[^")) {
          if (opts.posix !== false && value === ":") {
            const inner = prev.value.slice(1);
            if (inner.includes("[")) {
              prev.posix = true;
              if (inner.includes(":")) {
                const idx = prev.value.lastIndexOf("[");
                const pre = prev.value.slice(0, idx);
                const rest2 = prev.value.slice(idx + 2);
                const posix2 = POSIX_REGEX_SOURCE[rest2];
                if (posix2) {
                  prev.value = pre + posix2;
                  state.backtrack = true;
                  advance();
                  if (!bos.output && tokens.indexOf(prev) === 1) {
                    bos.output = ONE_CHAR;
                  }
                  continue;
                }
              }
            }
          }
          if (value === "[" && peek() !== ":" || value === "-" && peek() === "]") {
            value = `\\${value}`;
          }
          if (value === "]" && (prev.value === "[" || prev.value === "[^")) {
            value = `\\${value}`;
          }
          if (opts.posix === true && value === "!" && prev.value === "[") {
            value = "^";
          }
          prev.value += value;
          append({ value });
          continue;
        }
        if (state.quotes === 1 && value !== '"') {
          value = utils.escapeRegex(value);
          prev.value += value;
          append({ value });
          continue;
        }
        if (value === '"') {
          state.quotes = state.quotes === 1 ? 0 : 1;
          if (opts.keepQuotes === true) {
            push({ type: "text", value });
          }
          continue;
        }
        if (value === "(") {
          increment("parens");
          push({ type: "paren", value });
          continue;
        }
        if (value === ")") {
          if (state.parens === 0 && opts.strictBrackets === true) {
            throw new SyntaxError(syntaxError("opening", "("));
          }
          const extglob = extglobs[extglobs.length - 1];
          if (extglob && state.parens === extglob.parens + 1) {
            extglobClose(extglobs.pop());
            continue;
          }
          push({ type: "paren", value, output: state.parens ? ")" : "\\)" });
          decrement("parens");
          continue;
        }
        if (value === "[") {
          if (opts.nobracket === true || !remaining().includes("]")) {
            if (opts.nobracket !== true && opts.strictBrackets === true) {
              throw new SyntaxError(syntaxError("closing", "]"));
            }
            value = `\\${value}`;
          } else {
            increment("brackets");
          }
          push({ type: "bracket", value });
          continue;
        }
        if (value === "]") {
          if (opts.nobracket === true || prev && prev.type === "bracket" && prev.value.length === 1) {
            push({ type: "text", value, output: `\\${value}` });
            continue;
          }
          if (state.brackets === 0) {
            if (opts.strictBrackets === true) {
              throw new SyntaxError(syntaxError("opening", "["));
            }
            push({ type: "text", value, output: `\\${value}` });
            continue;
          }
          decrement("brackets");
          const prevValue = prev.value.slice(1);
          if (prev.posix !== true && prevValue[0] === "^" && !prevValue.includes("/")) {
            value = `/${value}`;
          }
          prev.value += value;
          append({ value });
          if (opts.literalBrackets === false || utils.hasRegexChars(prevValue)) {
            continue;
          }
          const escaped = utils.escapeRegex(prev.value);
          state.output = state.output.slice(0, -prev.value.length);
          if (opts.literalBrackets === true) {
            state.output += escaped;
            prev.value = escaped;
            continue;
          }
          prev.value = `(${capture}${escaped}|${prev.value})`;
          state.output += prev.value;
          continue;
        }
        if (value === "{" && opts.nobrace !== true) {
          increment("braces");
          const open4 = {
            type: "brace",
            value,
            output: "(",
            outputIndex: state.output.length,
            tokensIndex: state.tokens.length
          };
          braces.push(open4);
          push(open4);
          continue;
        }
        if (value === "}") {
          const brace = braces[braces.length - 1];
          if (opts.nobrace === true || !brace) {
            push({ type: "text", value, output: value });
            continue;
          }
          let output = ")";
          if (brace.dots === true) {
            const arr = tokens.slice();
            const range = [];
            for (let i = arr.length - 1; i >= 0; i--) {
              tokens.pop();
              if (arr[i].type === "brace") {
                break;
              }
              if (arr[i].type !== "dots") {
                range.unshift(arr[i].value);
              }
            }
            output = expandRange(range, opts);
            state.backtrack = true;
          }
          if (brace.comma !== true && brace.dots !== true) {
            const out = state.output.slice(0, brace.outputIndex);
            const toks = state.tokens.slice(brace.tokensIndex);
            brace.value = brace.output = "\\{";
            value = output = "\\}";
            state.output = out;
            for (const t of toks) {
              state.output += t.output || t.value;
            }
          }
          push({ type: "brace", value, output });
          decrement("braces");
          braces.pop();
          continue;
        }
        if (value === "|") {
          if (extglobs.length > 0) {
            extglobs[extglobs.length - 1].conditions++;
          }
          push({ type: "text", value });
          continue;
        }
        if (value === ",") {
          let output = value;
          const brace = braces[braces.length - 1];
          if (brace && stack[stack.length - 1] === "braces") {
            brace.comma = true;
            output = "|";
          }
          push({ type: "comma", value, output });
          continue;
        }
        if (value === "/") {
          if (prev.type === "dot" && state.index === state.start + 1) {
            state.start = state.index + 1;
            state.consumed = "";
            state.output = "";
            tokens.pop();
            prev = bos;
            continue;
          }
          push({ type: "slash", value, output: SLASH_LITERAL });
          continue;
        }
        if (value === ".") {
          if (state.braces > 0 && prev.type === "dot") {
            if (prev.value === ".") prev.output = DOT_LITERAL;
            const brace = braces[braces.length - 1];
            prev.type = "dots";
            prev.output += value;
            prev.value += value;
            brace.dots = true;
            continue;
          }
          if (state.braces + state.parens === 0 && prev.type !== "bos" && prev.type !== "slash") {
            push({ type: "text", value, output: DOT_LITERAL });
            continue;
          }
          push({ type: "dot", value, output: DOT_LITERAL });
          continue;
        }
        if (value === "?") {
          const isGroup = prev && prev.value === "(";
          if (!isGroup && opts.noextglob !== true && peek() === "(" && peek(2) !== "?") {
            extglobOpen("qmark", value);
            continue;
          }
          if (prev && prev.type === "paren") {
            const next = peek();
            let output = value;
            if (prev.value === "(" && !/[!=<:]/.test(next) || next === "<" && !/<([!=]|\w+>)/.test(remaining())) {
              output = `\\${value}`;
            }
            push({ type: "text", value, output });
            continue;
          }
          if (opts.dot !== true && (prev.type === "slash" || prev.type === "bos")) {
            push({ type: "qmark", value, output: QMARK_NO_DOT });
            continue;
          }
          push({ type: "qmark", value, output: QMARK });
          continue;
        }
        if (value === "!") {
          if (opts.noextglob !== true && peek() === "(") {
            if (peek(2) !== "?" || !/[!=<:]/.test(peek(3))) {
              extglobOpen("negate", value);
              continue;
            }
          }
          if (opts.nonegate !== true && state.index === 0) {
            negate();
            continue;
          }
        }
        if (value === "+") {
          if (opts.noextglob !== true && peek() === "(" && peek(2) !== "?") {
            extglobOpen("plus", value);
            continue;
          }
          if (prev && prev.value === "(" || opts.regex === false) {
            push({ type: "plus", value, output: PLUS_LITERAL });
            continue;
          }
          if (prev && (prev.type === "bracket" || prev.type === "paren" || prev.type === "brace") || state.parens > 0) {
            push({ type: "plus", value });
            continue;
          }
          push({ type: "plus", value: PLUS_LITERAL });
          continue;
        }
        if (value === "@") {
          if (opts.noextglob !== true && peek() === "(" && peek(2) !== "?") {
            push({ type: "at", extglob: true, value, output: "" });
            continue;
          }
          push({ type: "text", value });
          continue;
        }
        if (value !== "*") {
          if (value === "$" || value === "^") {
            value = `\\${value}`;
          }
          const match = REGEX_NON_SPECIAL_CHARS.exec(remaining());
          if (match) {
            value += match[0];
            state.index += match[0].length;
          }
          push({ type: "text", value });
          continue;
        }
        if (prev && (prev.type === "globstar" || prev.star === true)) {
          prev.type = "star";
          prev.star = true;
          prev.value += value;
          prev.output = star;
          state.backtrack = true;
          state.globstar = true;
          consume(value);
          continue;
        }
        let rest = remaining();
        if (opts.noextglob !== true && /^\([^?]/.test(rest)) {
          extglobOpen("star", value);
          continue;
        }
        if (prev.type === "star") {
          if (opts.noglobstar === true) {
            consume(value);
            continue;
          }
          const prior = prev.prev;
          const before = prior.prev;
          const isStart = prior.type === "slash" || prior.type === "bos";
          const afterStar = before && (before.type === "star" || before.type === "globstar");
          if (opts.bash === true && (!isStart || rest[0] && rest[0] !== "/")) {
            push({ type: "star", value, output: "" });
            continue;
          }
          const isBrace = state.braces > 0 && (prior.type === "comma" || prior.type === "brace");
          const isExtglob = extglobs.length && (prior.type === "pipe" || prior.type === "paren");
          if (!isStart && prior.type !== "paren" && !isBrace && !isExtglob) {
            push({ type: "star", value, output: "" });
            continue;
          }
          while (rest.slice(0, 3) === "/**") {
            const after = input[state.index + 4];
            if (after && after !== "/") {
              break;
            }
            rest = rest.slice(3);
            consume("/**", 3);
          }
          const isEnd = eos() || state.parens > 0 && rest === ")".repeat(state.parens) && !extglobs.some((extglob) => extglob.type === "negate");
          if (prior.type === "bos" && eos()) {
            prev.type = "globstar";
            prev.value += value;
            prev.output = globstar(opts);
            state.output = prev.output;
            state.globstar = true;
            consume(value);
            continue;
          }
          if (prior.type === "slash" && prior.prev.type !== "bos" && !afterStar && isEnd) {
            state.output = state.output.slice(0, -(prior.output + prev.output).length);
            prior.output = `(?:${prior.output}`;
            prev.type = "globstar";
            prev.output = globstar(opts) + (opts.strictSlashes ? ")" : "|$)");
            prev.value += value;
            state.globstar = true;
            state.output += prior.output + prev.output;
            consume(value);
            continue;
          }
          if (prior.type === "slash" && prior.prev.type !== "bos" && rest[0] === "/") {
            const end = rest[1] !== void 0 ? "|$" : "";
            state.output = state.output.slice(0, -(prior.output + prev.output).length);
            prior.output = `(?:${prior.output}`;
            prev.type = "globstar";
            prev.output = `${globstar(opts)}${SLASH_LITERAL}|${SLASH_LITERAL}${end})`;
            prev.value += value;
            state.output += prior.output + prev.output;
            state.globstar = true;
            consume(value + advance());
            push({ type: "slash", value: "/", output: "" });
            continue;
          }
          if (prior.type === "bos" && rest[0] === "/") {
            prev.type = "globstar";
            prev.value += value;
            prev.output = `(?:^|${SLASH_LITERAL}|${globstar(opts)}${SLASH_LITERAL})`;
            state.output = prev.output;
            state.globstar = true;
            consume(value + advance());
            push({ type: "slash", value: "/", output: "" });
            continue;
          }
          state.output = state.output.slice(0, -prev.output.length);
          prev.type = "globstar";
          prev.output = globstar(opts);
          prev.value += value;
          state.output += prev.output;
          state.globstar = true;
          consume(value);
          continue;
        }
        const token = { type: "star", value, output: star };
        if (opts.bash === true) {
          token.output = ".*?";
          if (prev.type === "bos" || prev.type === "slash") {
            token.output = nodot + token.output;
          }
          push(token);
          continue;
        }
        if (prev && (prev.type === "bracket" || prev.type === "paren") && opts.regex === true) {
          token.output = value;
          push(token);
          continue;
        }
        if (state.index === state.start || prev.type === "slash" || prev.type === "dot") {
          if (prev.type === "dot") {
            state.output += NO_DOT_SLASH;
            prev.output += NO_DOT_SLASH;
          } else if (opts.dot === true) {
            state.output += NO_DOTS_SLASH;
            prev.output += NO_DOTS_SLASH;
          } else {
            state.output += nodot;
            prev.output += nodot;
          }
          if (peek() !== "*") {
            state.output += ONE_CHAR;
            prev.output += ONE_CHAR;
          }
        }
        push(token);
      }
      while (state.brackets > 0) {
        if (opts.strictBrackets === true) throw new SyntaxError(syntaxError("closing", "]"));
        state.output = utils.escapeLast(state.output, "[");
        decrement("brackets");
      }
      while (state.parens > 0) {
        if (opts.strictBrackets === true) throw new SyntaxError(syntaxError("closing", ")"));
        state.output = utils.escapeLast(state.output, "(");
        decrement("parens");
      }
      while (state.braces > 0) {
        if (opts.strictBrackets === true) throw new SyntaxError(syntaxError("closing", "}"));
        state.output = utils.escapeLast(state.output, "{");
        decrement("braces");
      }
      if (opts.strictSlashes !== true && (prev.type === "star" || prev.type === "bracket")) {
        push({ type: "maybe_slash", value: "", output: `${SLASH_LITERAL}?` });
      }
      if (state.backtrack === true) {
        state.output = "";
        for (const token of state.tokens) {
          state.output += token.output != null ? token.output : token.value;
          if (token.suffix) {
            state.output += token.suffix;
          }
        }
      }
      return state;
    };
    parse.fastpaths = (input, options) => {
      const opts = { ...options };
      const max = typeof opts.maxLength === "number" ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;
      const len = input.length;
      if (len > max) {
        throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
      }
      input = REPLACEMENTS[input] || input;
      const {
        DOT_LITERAL,
        SLASH_LITERAL,
        ONE_CHAR,
        DOTS_SLASH,
        NO_DOT,
        NO_DOTS,
        NO_DOTS_SLASH,
        STAR,
        START_ANCHOR
      } = constants3.globChars(opts.windows);
      const nodot = opts.dot ? NO_DOTS : NO_DOT;
      const slashDot = opts.dot ? NO_DOTS_SLASH : NO_DOT;
      const capture = opts.capture ? "" : "?:";
      const state = { negated: false, prefix: "" };
      let star = opts.bash === true ? ".*?" : STAR;
      if (opts.capture) {
        star = `(${star})`;
      }
      const globstar = (opts2) => {
        if (opts2.noglobstar === true) return star;
        return `(${capture}(?:(?!${START_ANCHOR}${opts2.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
      };
      const create = (str) => {
        switch (str) {
          case "*":
            return `${nodot}${ONE_CHAR}${star}`;
          case ".*":
            return `${DOT_LITERAL}${ONE_CHAR}${star}`;
          case "*.*":
            return `${nodot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;
          case "*/*":
            return `${nodot}${star}${SLASH_LITERAL}${ONE_CHAR}${slashDot}${star}`;
          case "**":
            return nodot + globstar(opts);
          case "**/*":
            return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${ONE_CHAR}${star}`;
          case "**/*.*":
            return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;
          case "**/.*":
            return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${DOT_LITERAL}${ONE_CHAR}${star}`;
          default: {
            const match = /^(.*?)\.(\w+)$/.exec(str);
            if (!match) return;
            const source2 = create(match[1]);
            if (!source2) return;
            return source2 + DOT_LITERAL + match[2];
          }
        }
      };
      const output = utils.removePrefix(input, state);
      let source = create(output);
      if (source && opts.strictSlashes !== true) {
        source += `${SLASH_LITERAL}?`;
      }
      return source;
    };
    module.exports = parse;
  }
});

// node_modules/picomatch/lib/picomatch.js
var require_picomatch = __commonJS({
  "node_modules/picomatch/lib/picomatch.js"(exports, module) {
    "use strict";
    var scan = require_scan();
    var parse = require_parse();
    var utils = require_utils();
    var constants3 = require_constants();
    var isObject = (val) => val && typeof val === "object" && !Array.isArray(val);
    var picomatch2 = (glob2, options, returnState = false) => {
      if (Array.isArray(glob2)) {
        const fns = glob2.map((input) => picomatch2(input, options, returnState));
        const arrayMatcher = (str) => {
          for (const isMatch of fns) {
            const state2 = isMatch(str);
            if (state2) return state2;
          }
          return false;
        };
        return arrayMatcher;
      }
      const isState = isObject(glob2) && glob2.tokens && glob2.input;
      if (glob2 === "" || typeof glob2 !== "string" && !isState) {
        throw new TypeError("Expected pattern to be a non-empty string");
      }
      const opts = options || {};
      const posix2 = opts.windows;
      const regex = isState ? picomatch2.compileRe(glob2, options) : picomatch2.makeRe(glob2, options, false, true);
      const state = regex.state;
      delete regex.state;
      let isIgnored = () => false;
      if (opts.ignore) {
        const ignoreOpts = { ...options, ignore: null, onMatch: null, onResult: null };
        isIgnored = picomatch2(opts.ignore, ignoreOpts, returnState);
      }
      const matcher = (input, returnObject = false) => {
        const { isMatch, match, output } = picomatch2.test(input, regex, options, { glob: glob2, posix: posix2 });
        const result = { glob: glob2, state, regex, posix: posix2, input, output, match, isMatch };
        if (typeof opts.onResult === "function") {
          opts.onResult(result);
        }
        if (isMatch === false) {
          result.isMatch = false;
          return returnObject ? result : false;
        }
        if (isIgnored(input)) {
          if (typeof opts.onIgnore === "function") {
            opts.onIgnore(result);
          }
          result.isMatch = false;
          return returnObject ? result : false;
        }
        if (typeof opts.onMatch === "function") {
          opts.onMatch(result);
        }
        return returnObject ? result : true;
      };
      if (returnState) {
        matcher.state = state;
      }
      return matcher;
    };
    picomatch2.test = (input, regex, options, { glob: glob2, posix: posix2 } = {}) => {
      if (typeof input !== "string") {
        throw new TypeError("Expected input to be a string");
      }
      if (input === "") {
        return { isMatch: false, output: "" };
      }
      const opts = options || {};
      const format = opts.format || (posix2 ? utils.toPosixSlashes : null);
      let match = input === glob2;
      let output = match && format ? format(input) : input;
      if (match === false) {
        output = format ? format(input) : input;
        match = output === glob2;
      }
      if (match === false || opts.capture === true) {
        if (opts.matchBase === true || opts.basename === true) {
          match = picomatch2.matchBase(input, regex, options, posix2);
        } else {
          match = regex.exec(output);
        }
      }
      return { isMatch: Boolean(match), match, output };
    };
    picomatch2.matchBase = (input, glob2, options, posix2 = options && options.windows) => {
      const regex = glob2 instanceof RegExp ? glob2 : picomatch2.makeRe(glob2, options);
      return regex.test(utils.basename(input, { windows: posix2 }));
    };
    picomatch2.isMatch = (str, patterns, options) => picomatch2(patterns, options)(str);
    picomatch2.parse = (pattern, options) => {
      if (Array.isArray(pattern)) return pattern.map((p) => picomatch2.parse(p, options));
      return parse(pattern, { ...options, fastpaths: false });
    };
    picomatch2.scan = (input, options) => scan(input, options);
    picomatch2.compileRe = (state, options, returnOutput = false, returnState = false) => {
      if (returnOutput === true) {
        return state.output;
      }
      const opts = options || {};
      const prepend = opts.contains ? "" : "^";
      const append = opts.contains ? "" : "$";
      let source = `${prepend}(?:${state.output})${append}`;
      if (state && state.negated === true) {
        source = `^(?!${source}).*$`;
      }
      const regex = picomatch2.toRegex(source, options);
      if (returnState === true) {
        regex.state = state;
      }
      return regex;
    };
    picomatch2.makeRe = (input, options = {}, returnOutput = false, returnState = false) => {
      if (!input || typeof input !== "string") {
        throw new TypeError("Expected a non-empty string");
      }
      let parsed = { negated: false, fastpaths: true };
      if (options.fastpaths !== false && (input[0] === "." || input[0] === "*")) {
        parsed.output = parse.fastpaths(input, options);
      }
      if (!parsed.output) {
        parsed = parse(input, options);
      }
      return picomatch2.compileRe(parsed, options, returnOutput, returnState);
    };
    picomatch2.toRegex = (source, options) => {
      try {
        const opts = options || {};
        return new RegExp(source, opts.flags || (opts.nocase ? "i" : ""));
      } catch (err) {
        if (options && options.debug === true) throw err;
        return /$^/;
      }
    };
    picomatch2.constants = constants3;
    module.exports = picomatch2;
  }
});

// node_modules/picomatch/index.js
var require_picomatch2 = __commonJS({
  "node_modules/picomatch/index.js"(exports, module) {
    "use strict";
    var pico = require_picomatch();
    var utils = require_utils();
    function picomatch2(glob2, options, returnState = false) {
      if (options && (options.windows === null || options.windows === void 0)) {
        options = { ...options, windows: utils.isWindows() };
      }
      return pico(glob2, options, returnState);
    }
    Object.assign(picomatch2, pico);
    module.exports = picomatch2;
  }
});

// src/run/child-env.ts
var WITHHELD = [
  /^INPUT_/i,
  /^ACTIONS_/,
  /^GITHUB_TOKEN$/,
  /^GH_TOKEN$/,
  /^GITHUB_(OUTPUT|ENV|PATH|STEP_SUMMARY|STATE)$/
];
function isWithheld(key) {
  return WITHHELD.some((re) => re.test(key));
}
function childEnv(base, extra) {
  const env = {};
  for (const [key, value] of Object.entries(base)) {
    if (!isWithheld(key)) env[key] = value;
  }
  return { ...env, ...extra };
}

// src/run/read-outputs.ts
import { constants } from "node:buffer";
import { open, readFile, readdir as readdir2, stat as stat2 } from "node:fs/promises";
import { join, relative as relative2, sep as sep2 } from "node:path";

// node_modules/tinyglobby/dist/index.mjs
import { readdir, readdirSync, realpath, realpathSync, stat, statSync } from "fs";
import { isAbsolute, posix, resolve as resolve2 } from "path";
import { fileURLToPath } from "url";

// node_modules/fdir/dist/index.mjs
import { createRequire } from "module";
import { basename, dirname, normalize, relative, resolve, sep } from "path";
import * as nativeFs from "fs";
var __require = /* @__PURE__ */ createRequire(import.meta.url);
function cleanPath(path) {
  let normalized = normalize(path);
  if (normalized.length > 1 && normalized[normalized.length - 1] === sep) normalized = normalized.substring(0, normalized.length - 1);
  return normalized;
}
var SLASHES_REGEX = /[\\/]/g;
function convertSlashes(path, separator) {
  return path.replace(SLASHES_REGEX, separator);
}
var WINDOWS_ROOT_DIR_REGEX = /^[a-z]:[\\/]$/i;
function isRootDirectory(path) {
  return path === "/" || WINDOWS_ROOT_DIR_REGEX.test(path);
}
function normalizePath(path, options) {
  const { resolvePaths, normalizePath: normalizePath$1, pathSeparator } = options;
  const pathNeedsCleaning = process.platform === "win32" && path.includes("/") || path.startsWith(".");
  if (resolvePaths) path = resolve(path);
  if (normalizePath$1 || pathNeedsCleaning) path = cleanPath(path);
  if (path === ".") return "";
  const needsSeperator = path[path.length - 1] !== pathSeparator;
  return convertSlashes(needsSeperator ? path + pathSeparator : path, pathSeparator);
}
function joinPathWithBasePath(filename, directoryPath) {
  return directoryPath + filename;
}
function joinPathWithRelativePath(root, options) {
  return function(filename, directoryPath) {
    const sameRoot = directoryPath.startsWith(root);
    if (sameRoot) return directoryPath.slice(root.length) + filename;
    else return convertSlashes(relative(root, directoryPath), options.pathSeparator) + options.pathSeparator + filename;
  };
}
function joinPath(filename) {
  return filename;
}
function joinDirectoryPath(filename, directoryPath, separator) {
  return directoryPath + filename + separator;
}
function build$7(root, options) {
  const { relativePaths, includeBasePath } = options;
  return relativePaths && root ? joinPathWithRelativePath(root, options) : includeBasePath ? joinPathWithBasePath : joinPath;
}
function pushDirectoryWithRelativePath(root) {
  return function(directoryPath, paths) {
    paths.push(directoryPath.substring(root.length) || ".");
  };
}
function pushDirectoryFilterWithRelativePath(root) {
  return function(directoryPath, paths, filters) {
    const relativePath = directoryPath.substring(root.length) || ".";
    if (filters.every((filter) => filter(relativePath, true))) paths.push(relativePath);
  };
}
var pushDirectory = (directoryPath, paths) => {
  paths.push(directoryPath || ".");
};
var pushDirectoryFilter = (directoryPath, paths, filters) => {
  const path = directoryPath || ".";
  if (filters.every((filter) => filter(path, true))) paths.push(path);
};
var empty$2 = () => {
};
function build$6(root, options) {
  const { includeDirs, filters, relativePaths } = options;
  if (!includeDirs) return empty$2;
  if (relativePaths) return filters && filters.length ? pushDirectoryFilterWithRelativePath(root) : pushDirectoryWithRelativePath(root);
  return filters && filters.length ? pushDirectoryFilter : pushDirectory;
}
var pushFileFilterAndCount = (filename, _paths, counts, filters) => {
  if (filters.every((filter) => filter(filename, false))) counts.files++;
};
var pushFileFilter = (filename, paths, _counts, filters) => {
  if (filters.every((filter) => filter(filename, false))) paths.push(filename);
};
var pushFileCount = (_filename, _paths, counts, _filters) => {
  counts.files++;
};
var pushFile = (filename, paths) => {
  paths.push(filename);
};
var empty$1 = () => {
};
function build$5(options) {
  const { excludeFiles, filters, onlyCounts } = options;
  if (excludeFiles) return empty$1;
  if (filters && filters.length) return onlyCounts ? pushFileFilterAndCount : pushFileFilter;
  else if (onlyCounts) return pushFileCount;
  else return pushFile;
}
var getArray = (paths) => {
  return paths;
};
var getArrayGroup = () => {
  return [""].slice(0, 0);
};
function build$4(options) {
  return options.group ? getArrayGroup : getArray;
}
var groupFiles = (groups, directory, files) => {
  groups.push({
    directory,
    files,
    dir: directory
  });
};
var empty = () => {
};
function build$3(options) {
  return options.group ? groupFiles : empty;
}
var resolveSymlinksAsync = function(path, state, callback$1) {
  const { queue, fs, options: { suppressErrors } } = state;
  queue.enqueue();
  fs.realpath(path, (error, resolvedPath) => {
    if (error) return queue.dequeue(suppressErrors ? null : error, state);
    fs.stat(resolvedPath, (error$1, stat8) => {
      if (error$1) return queue.dequeue(suppressErrors ? null : error$1, state);
      if (stat8.isDirectory() && isRecursive(path, resolvedPath, state)) return queue.dequeue(null, state);
      callback$1(stat8, resolvedPath);
      queue.dequeue(null, state);
    });
  });
};
var resolveSymlinks = function(path, state, callback$1) {
  const { queue, fs, options: { suppressErrors } } = state;
  queue.enqueue();
  try {
    const resolvedPath = fs.realpathSync(path);
    const stat8 = fs.statSync(resolvedPath);
    if (stat8.isDirectory() && isRecursive(path, resolvedPath, state)) return;
    callback$1(stat8, resolvedPath);
  } catch (e) {
    if (!suppressErrors) throw e;
  }
};
function build$2(options, isSynchronous) {
  if (!options.resolveSymlinks || options.excludeSymlinks) return null;
  return isSynchronous ? resolveSymlinks : resolveSymlinksAsync;
}
function isRecursive(path, resolved, state) {
  if (state.options.useRealPaths) return isRecursiveUsingRealPaths(resolved, state);
  let parent = dirname(path);
  let depth = 1;
  while (parent !== state.root && depth < 2) {
    const resolvedPath = state.symlinks.get(parent);
    const isSameRoot = !!resolvedPath && (resolvedPath === resolved || resolvedPath.startsWith(resolved) || resolved.startsWith(resolvedPath));
    if (isSameRoot) depth++;
    else parent = dirname(parent);
  }
  state.symlinks.set(path, resolved);
  return depth > 1;
}
function isRecursiveUsingRealPaths(resolved, state) {
  return state.visited.includes(resolved + state.options.pathSeparator);
}
var onlyCountsSync = (state) => {
  return state.counts;
};
var groupsSync = (state) => {
  return state.groups;
};
var defaultSync = (state) => {
  return state.paths;
};
var limitFilesSync = (state) => {
  return state.paths.slice(0, state.options.maxFiles);
};
var onlyCountsAsync = (state, error, callback$1) => {
  report(error, callback$1, state.counts, state.options.suppressErrors);
  return null;
};
var defaultAsync = (state, error, callback$1) => {
  report(error, callback$1, state.paths, state.options.suppressErrors);
  return null;
};
var limitFilesAsync = (state, error, callback$1) => {
  report(error, callback$1, state.paths.slice(0, state.options.maxFiles), state.options.suppressErrors);
  return null;
};
var groupsAsync = (state, error, callback$1) => {
  report(error, callback$1, state.groups, state.options.suppressErrors);
  return null;
};
function report(error, callback$1, output, suppressErrors) {
  if (error && !suppressErrors) callback$1(error, output);
  else callback$1(null, output);
}
function build$1(options, isSynchronous) {
  const { onlyCounts, group, maxFiles } = options;
  if (onlyCounts) return isSynchronous ? onlyCountsSync : onlyCountsAsync;
  else if (group) return isSynchronous ? groupsSync : groupsAsync;
  else if (maxFiles) return isSynchronous ? limitFilesSync : limitFilesAsync;
  else return isSynchronous ? defaultSync : defaultAsync;
}
var readdirOpts = { withFileTypes: true };
var walkAsync = (state, crawlPath, directoryPath, currentDepth, callback$1) => {
  state.queue.enqueue();
  if (currentDepth < 0) return state.queue.dequeue(null, state);
  const { fs } = state;
  state.visited.push(crawlPath);
  state.counts.directories++;
  fs.readdir(crawlPath || ".", readdirOpts, (error, entries = []) => {
    callback$1(entries, directoryPath, currentDepth);
    state.queue.dequeue(state.options.suppressErrors ? null : error, state);
  });
};
var walkSync = (state, crawlPath, directoryPath, currentDepth, callback$1) => {
  const { fs } = state;
  if (currentDepth < 0) return;
  state.visited.push(crawlPath);
  state.counts.directories++;
  let entries = [];
  try {
    entries = fs.readdirSync(crawlPath || ".", readdirOpts);
  } catch (e) {
    if (!state.options.suppressErrors) throw e;
  }
  callback$1(entries, directoryPath, currentDepth);
};
function build(isSynchronous) {
  return isSynchronous ? walkSync : walkAsync;
}
var Queue = class {
  count = 0;
  constructor(onQueueEmpty) {
    this.onQueueEmpty = onQueueEmpty;
  }
  enqueue() {
    this.count++;
    return this.count;
  }
  dequeue(error, output) {
    if (this.onQueueEmpty && (--this.count <= 0 || error)) {
      this.onQueueEmpty(error, output);
      if (error) {
        output.controller.abort();
        this.onQueueEmpty = void 0;
      }
    }
  }
};
var Counter = class {
  _files = 0;
  _directories = 0;
  set files(num) {
    this._files = num;
  }
  get files() {
    return this._files;
  }
  set directories(num) {
    this._directories = num;
  }
  get directories() {
    return this._directories;
  }
  /**
  * @deprecated use `directories` instead
  */
  /* c8 ignore next 3 */
  get dirs() {
    return this._directories;
  }
};
var Aborter = class {
  aborted = false;
  abort() {
    this.aborted = true;
  }
};
var Walker = class {
  root;
  isSynchronous;
  state;
  joinPath;
  pushDirectory;
  pushFile;
  getArray;
  groupFiles;
  resolveSymlink;
  walkDirectory;
  callbackInvoker;
  constructor(root, options, callback$1) {
    this.isSynchronous = !callback$1;
    this.callbackInvoker = build$1(options, this.isSynchronous);
    this.root = normalizePath(root, options);
    this.state = {
      root: isRootDirectory(this.root) ? this.root : this.root.slice(0, -1),
      paths: [""].slice(0, 0),
      groups: [],
      counts: new Counter(),
      options,
      queue: new Queue((error, state) => this.callbackInvoker(state, error, callback$1)),
      symlinks: /* @__PURE__ */ new Map(),
      visited: [""].slice(0, 0),
      controller: new Aborter(),
      fs: options.fs || nativeFs
    };
    this.joinPath = build$7(this.root, options);
    this.pushDirectory = build$6(this.root, options);
    this.pushFile = build$5(options);
    this.getArray = build$4(options);
    this.groupFiles = build$3(options);
    this.resolveSymlink = build$2(options, this.isSynchronous);
    this.walkDirectory = build(this.isSynchronous);
  }
  start() {
    this.pushDirectory(this.root, this.state.paths, this.state.options.filters);
    this.walkDirectory(this.state, this.root, this.root, this.state.options.maxDepth, this.walk);
    return this.isSynchronous ? this.callbackInvoker(this.state, null) : null;
  }
  walk = (entries, directoryPath, depth) => {
    const { paths, options: { filters, resolveSymlinks: resolveSymlinks$1, excludeSymlinks, exclude, maxFiles, signal, useRealPaths, pathSeparator }, controller } = this.state;
    if (controller.aborted || signal && signal.aborted || maxFiles && paths.length > maxFiles) return;
    const files = this.getArray(this.state.paths);
    for (let i = 0; i < entries.length; ++i) {
      const entry = entries[i];
      if (entry.isFile() || entry.isSymbolicLink() && !resolveSymlinks$1 && !excludeSymlinks) {
        const filename = this.joinPath(entry.name, directoryPath);
        this.pushFile(filename, files, this.state.counts, filters);
      } else if (entry.isDirectory()) {
        let path = joinDirectoryPath(entry.name, directoryPath, this.state.options.pathSeparator);
        if (exclude && exclude(entry.name, path)) continue;
        this.pushDirectory(path, paths, filters);
        this.walkDirectory(this.state, path, path, depth - 1, this.walk);
      } else if (this.resolveSymlink && entry.isSymbolicLink()) {
        let path = joinPathWithBasePath(entry.name, directoryPath);
        this.resolveSymlink(path, this.state, (stat8, resolvedPath) => {
          if (stat8.isDirectory()) {
            resolvedPath = normalizePath(resolvedPath, this.state.options);
            if (exclude && exclude(entry.name, useRealPaths ? resolvedPath : path + pathSeparator)) return;
            this.walkDirectory(this.state, resolvedPath, useRealPaths ? resolvedPath : path + pathSeparator, depth - 1, this.walk);
          } else {
            resolvedPath = useRealPaths ? resolvedPath : path;
            const filename = basename(resolvedPath);
            const directoryPath$1 = normalizePath(dirname(resolvedPath), this.state.options);
            resolvedPath = this.joinPath(filename, directoryPath$1);
            this.pushFile(resolvedPath, files, this.state.counts, filters);
          }
        });
      }
    }
    this.groupFiles(this.state.groups, directoryPath, files);
  };
};
function promise(root, options) {
  return new Promise((resolve$1, reject) => {
    callback(root, options, (err, output) => {
      if (err) return reject(err);
      resolve$1(output);
    });
  });
}
function callback(root, options, callback$1) {
  let walker = new Walker(root, options, callback$1);
  walker.start();
}
function sync(root, options) {
  const walker = new Walker(root, options);
  return walker.start();
}
var APIBuilder = class {
  constructor(root, options) {
    this.root = root;
    this.options = options;
  }
  withPromise() {
    return promise(this.root, this.options);
  }
  withCallback(cb) {
    callback(this.root, this.options, cb);
  }
  sync() {
    return sync(this.root, this.options);
  }
};
var pm = null;
try {
  __require.resolve("picomatch");
  pm = __require("picomatch");
} catch {
}
var Builder = class {
  globCache = {};
  options = {
    maxDepth: Infinity,
    suppressErrors: true,
    pathSeparator: sep,
    filters: []
  };
  globFunction;
  constructor(options) {
    this.options = {
      ...this.options,
      ...options
    };
    this.globFunction = this.options.globFunction;
  }
  group() {
    this.options.group = true;
    return this;
  }
  withPathSeparator(separator) {
    this.options.pathSeparator = separator;
    return this;
  }
  withBasePath() {
    this.options.includeBasePath = true;
    return this;
  }
  withRelativePaths() {
    this.options.relativePaths = true;
    return this;
  }
  withDirs() {
    this.options.includeDirs = true;
    return this;
  }
  withMaxDepth(depth) {
    this.options.maxDepth = depth;
    return this;
  }
  withMaxFiles(limit) {
    this.options.maxFiles = limit;
    return this;
  }
  withFullPaths() {
    this.options.resolvePaths = true;
    this.options.includeBasePath = true;
    return this;
  }
  withErrors() {
    this.options.suppressErrors = false;
    return this;
  }
  withSymlinks({ resolvePaths = true } = {}) {
    this.options.resolveSymlinks = true;
    this.options.useRealPaths = resolvePaths;
    return this.withFullPaths();
  }
  withAbortSignal(signal) {
    this.options.signal = signal;
    return this;
  }
  normalize() {
    this.options.normalizePath = true;
    return this;
  }
  filter(predicate) {
    this.options.filters.push(predicate);
    return this;
  }
  onlyDirs() {
    this.options.excludeFiles = true;
    this.options.includeDirs = true;
    return this;
  }
  exclude(predicate) {
    this.options.exclude = predicate;
    return this;
  }
  onlyCounts() {
    this.options.onlyCounts = true;
    return this;
  }
  crawl(root) {
    return new APIBuilder(root || ".", this.options);
  }
  withGlobFunction(fn) {
    this.globFunction = fn;
    return this;
  }
  /**
  * @deprecated Pass options using the constructor instead:
  * ```ts
  * new fdir(options).crawl("/path/to/root");
  * ```
  * This method will be removed in v7.0
  */
  /* c8 ignore next 4 */
  crawlWithOptions(root, options) {
    this.options = {
      ...this.options,
      ...options
    };
    return new APIBuilder(root || ".", this.options);
  }
  glob(...patterns) {
    if (this.globFunction) return this.globWithOptions(patterns);
    return this.globWithOptions(patterns, ...[{ dot: true }]);
  }
  globWithOptions(patterns, ...options) {
    const globFn = this.globFunction || pm;
    if (!globFn) throw new Error("Please specify a glob function to use glob matching.");
    var isMatch = this.globCache[patterns.join("\0")];
    if (!isMatch) {
      isMatch = globFn(patterns, ...options);
      this.globCache[patterns.join("\0")] = isMatch;
    }
    this.options.filters.push((path) => isMatch(path));
    return this;
  }
};

// node_modules/tinyglobby/dist/index.mjs
var import_picomatch = __toESM(require_picomatch2(), 1);
var isReadonlyArray = Array.isArray;
var BACKSLASHES = /\\/g;
var DRIVE_RELATIVE_PATH = /^[A-Za-z]:$/;
var isWin = process.platform === "win32";
var ONLY_PARENT_DIRECTORIES = /^(\/?\.\.)+$/;
function getPartialMatcher(patterns, options = {}) {
  const patternsCount = patterns.length;
  const patternsParts = Array(patternsCount);
  const matchers = Array(patternsCount);
  let i, j;
  for (i = 0; i < patternsCount; i++) {
    const parts = splitPattern(patterns[i]);
    patternsParts[i] = parts;
    const partsCount = parts.length;
    const partMatchers = Array(partsCount);
    for (j = 0; j < partsCount; j++) partMatchers[j] = (0, import_picomatch.default)(parts[j], options);
    matchers[i] = partMatchers;
  }
  return (input) => {
    const inputParts = input.split("/");
    if (inputParts[0] === ".." && ONLY_PARENT_DIRECTORIES.test(input)) return true;
    for (i = 0; i < patternsCount; i++) {
      const patternParts = patternsParts[i];
      const matcher = matchers[i];
      const inputPatternCount = inputParts.length;
      const minParts = Math.min(inputPatternCount, patternParts.length);
      j = 0;
      while (j < minParts) {
        const part = patternParts[j];
        if (part.includes("/")) return true;
        if (!matcher[j](inputParts[j])) break;
        if (!options.noglobstar && part === "**") return true;
        j++;
      }
      if (j === inputPatternCount) return true;
    }
    return false;
  };
}
var WIN32_ROOT_DIR = /^[A-Z]:\/$/i;
var isRoot = isWin ? (p) => WIN32_ROOT_DIR.test(p) : (p) => p === "/";
function buildFormat(cwd, root, absolute) {
  if (cwd === root || root.startsWith(`${cwd}/`)) {
    if (absolute) {
      const start = cwd.length + +!isRoot(cwd);
      return (p, isDir) => p.slice(start, isDir ? -1 : void 0) || ".";
    }
    const prefix = root.slice(cwd.length + 1);
    if (prefix) return (p, isDir) => {
      if (p === ".") return prefix;
      const result = `${prefix}/${p}`;
      return isDir ? result.slice(0, -1) : result;
    };
    return (p, isDir) => isDir && p !== "." ? p.slice(0, -1) : p;
  }
  if (absolute) return (p) => posix.relative(cwd, p) || ".";
  return (p) => posix.relative(cwd, `${root}/${p}`) || ".";
}
function buildRelative(cwd, root) {
  if (root.startsWith(`${cwd}/`)) {
    const prefix = root.slice(cwd.length + 1);
    return (p) => `${prefix}/${p}`;
  }
  return (p) => {
    const result = posix.relative(cwd, `${root}/${p}`);
    return p[p.length - 1] === "/" && result !== "" ? `${result}/` : result || ".";
  };
}
function ensureNonDriveRelativePath(path) {
  return path.replace(DRIVE_RELATIVE_PATH, (match) => `${match}/`);
}
var splitPatternOptions = { parts: true };
function splitPattern(path) {
  var _result$parts;
  const result = import_picomatch.default.scan(path, splitPatternOptions);
  return ((_result$parts = result.parts) === null || _result$parts === void 0 ? void 0 : _result$parts.length) ? result.parts : [path];
}
var POSIX_UNESCAPED_GLOB_SYMBOLS = /(?<!\\)([()[\]{}*?|]|^!|[!+@](?=\()|\\(?![()[\]{}!*+?@|]))/g;
var WIN32_UNESCAPED_GLOB_SYMBOLS = /(?<!\\)([()[\]{}]|^!|[!+@](?=\())/g;
var escapePosixPath = (path) => path.replace(POSIX_UNESCAPED_GLOB_SYMBOLS, "\\$&");
var escapeWin32Path = (path) => path.replace(WIN32_UNESCAPED_GLOB_SYMBOLS, "\\$&");
var escapePath = isWin ? escapeWin32Path : escapePosixPath;
function isDynamicPattern(pattern, options) {
  if ((options === null || options === void 0 ? void 0 : options.caseSensitiveMatch) === false) return true;
  const scan = import_picomatch.default.scan(pattern);
  return scan.isGlob || scan.negated;
}
function log(...tasks) {
  console.log(`[tinyglobby ${(/* @__PURE__ */ new Date()).toLocaleTimeString("es")}]`, ...tasks);
}
function ensureStringArray(value) {
  return typeof value === "string" ? [value] : value !== null && value !== void 0 ? value : [];
}
var PARENT_DIRECTORY = /^(\/?\.\.)+/;
var ESCAPING_BACKSLASHES = /\\(?=[()[\]{}!*+?@|])/g;
function normalizePattern(pattern, opts, props, isIgnore) {
  var _PARENT_DIRECTORY$exe;
  const cwd = opts.cwd;
  let result = pattern;
  if (pattern[pattern.length - 1] === "/") result = pattern.slice(0, -1);
  if (result[result.length - 1] !== "*" && opts.expandDirectories) result += "/**";
  const escapedCwd = escapePath(cwd);
  result = isAbsolute(result.replace(ESCAPING_BACKSLASHES, "")) ? posix.relative(escapedCwd, result) : posix.normalize(result);
  const parentDir = (_PARENT_DIRECTORY$exe = PARENT_DIRECTORY.exec(result)) === null || _PARENT_DIRECTORY$exe === void 0 ? void 0 : _PARENT_DIRECTORY$exe[0];
  const parts = splitPattern(result);
  if (parentDir) {
    const n = (parentDir.length + 1) / 3;
    let i = 0;
    const cwdParts = escapedCwd.split("/");
    while (i < n && parts[i + n] === cwdParts[cwdParts.length + i - n]) {
      result = result.slice(0, (n - i - 1) * 3) + result.slice((n - i) * 3 + parts[i + n].length + 1) || ".";
      i++;
    }
    const potentialRoot = posix.join(cwd, parentDir.slice(i * 3));
    if (potentialRoot[0] !== "." && props.root.length > potentialRoot.length) {
      props.root = ensureNonDriveRelativePath(potentialRoot);
      props.depthOffset = -n + i;
    }
  }
  if (!isIgnore && props.depthOffset >= 0) {
    var _props$commonPath;
    (_props$commonPath = props.commonPath) !== null && _props$commonPath !== void 0 || (props.commonPath = parts);
    const newCommonPath = [];
    const length = Math.min(props.commonPath.length, parts.length);
    for (let i = 0; i < length; i++) {
      const part = parts[i];
      if (part === "**" && !parts[i + 1]) {
        newCommonPath.pop();
        break;
      }
      if (i === parts.length - 1 || part !== props.commonPath[i] || isDynamicPattern(part)) break;
      newCommonPath.push(part);
    }
    props.depthOffset = newCommonPath.length;
    props.commonPath = newCommonPath;
    props.root = ensureNonDriveRelativePath(newCommonPath.length > 0 ? posix.join(cwd, ...newCommonPath) : cwd);
  }
  return result;
}
function processPatterns(options, patterns, props) {
  const matchPatterns = [];
  const ignorePatterns = [];
  for (const pattern of options.ignore) {
    if (!pattern) continue;
    if (pattern[0] !== "!" || pattern[1] === "(") ignorePatterns.push(normalizePattern(pattern, options, props, true));
  }
  for (const pattern of patterns) {
    if (!pattern) continue;
    if (pattern[0] !== "!" || pattern[1] === "(") matchPatterns.push(normalizePattern(pattern, options, props, false));
    else if (pattern[1] !== "!" || pattern[2] === "(") ignorePatterns.push(normalizePattern(pattern.slice(1), options, props, true));
  }
  return {
    match: matchPatterns,
    ignore: ignorePatterns
  };
}
function buildCrawler(options, patterns) {
  const cwd = options.cwd;
  const props = {
    root: cwd,
    depthOffset: 0
  };
  const processed = processPatterns(options, patterns, props);
  if (options.debug) log("internal processing patterns:", processed);
  const { absolute, caseSensitiveMatch, debug, dot, followSymbolicLinks, onlyDirectories } = options;
  const root = props.root.replace(BACKSLASHES, "");
  const matchOptions = {
    dot,
    nobrace: options.braceExpansion === false,
    nocase: !caseSensitiveMatch,
    noextglob: options.extglob === false,
    noglobstar: options.globstar === false,
    posix: true
  };
  const matcher = (0, import_picomatch.default)(processed.match, matchOptions);
  const ignore = (0, import_picomatch.default)(processed.ignore, matchOptions);
  const partialMatcher = getPartialMatcher(processed.match, matchOptions);
  const format = buildFormat(cwd, root, absolute);
  const excludeFormatter = absolute ? format : buildFormat(cwd, root, true);
  const excludePredicate = (_, p) => {
    const relativePath = excludeFormatter(p, true);
    return relativePath !== "." && !partialMatcher(relativePath) || ignore(relativePath);
  };
  let maxDepth;
  if (options.deep !== void 0) maxDepth = Math.round(options.deep - props.depthOffset);
  const crawler = new Builder({
    filters: [debug ? (p, isDirectory) => {
      const path = format(p, isDirectory);
      const matches = matcher(path) && !ignore(path);
      if (matches) log(`matched ${path}`);
      return matches;
    } : (p, isDirectory) => {
      const path = format(p, isDirectory);
      return matcher(path) && !ignore(path);
    }],
    exclude: debug ? (_, p) => {
      const skipped = excludePredicate(_, p);
      log(`${skipped ? "skipped" : "crawling"} ${p}`);
      return skipped;
    } : excludePredicate,
    fs: options.fs,
    pathSeparator: "/",
    relativePaths: !absolute,
    resolvePaths: absolute,
    includeBasePath: absolute,
    resolveSymlinks: followSymbolicLinks,
    excludeSymlinks: !followSymbolicLinks,
    excludeFiles: onlyDirectories,
    includeDirs: onlyDirectories || !options.onlyFiles,
    maxDepth,
    signal: options.signal
  }).crawl(root);
  if (options.debug) log("internal properties:", {
    ...props,
    root
  });
  return [crawler, cwd !== root && !absolute && buildRelative(cwd, root)];
}
function formatPaths(paths, mapper) {
  if (mapper) for (let i = paths.length - 1; i >= 0; i--) paths[i] = mapper(paths[i]);
  return paths;
}
var defaultOptions = {
  caseSensitiveMatch: true,
  debug: !!process.env.TINYGLOBBY_DEBUG,
  expandDirectories: true,
  followSymbolicLinks: true,
  onlyFiles: true
};
function getOptions(options) {
  const opts = Object.assign({}, options);
  for (const key in defaultOptions) if (opts[key] === void 0) Object.assign(opts, { [key]: defaultOptions[key] });
  opts.cwd = (opts.cwd instanceof URL ? fileURLToPath(opts.cwd) : resolve2(opts.cwd || process.cwd())).replace(BACKSLASHES, "/");
  opts.ignore = ensureStringArray(opts.ignore);
  opts.fs && (opts.fs = {
    readdir: opts.fs.readdir || readdir,
    readdirSync: opts.fs.readdirSync || readdirSync,
    realpath: opts.fs.realpath || realpath,
    realpathSync: opts.fs.realpathSync || realpathSync,
    stat: opts.fs.stat || stat,
    statSync: opts.fs.statSync || statSync
  });
  if (opts.debug) log("globbing with options:", opts);
  return opts;
}
function getCrawler(globInput, inputOptions = {}) {
  var _ref;
  if (globInput && (inputOptions === null || inputOptions === void 0 ? void 0 : inputOptions.patterns)) throw new Error("Cannot pass patterns as both an argument and an option");
  const isModern = isReadonlyArray(globInput) || typeof globInput === "string";
  const patterns = ensureStringArray((_ref = isModern ? globInput : globInput.patterns) !== null && _ref !== void 0 ? _ref : "**/*");
  const options = getOptions(isModern ? inputOptions : globInput);
  return patterns.length > 0 ? buildCrawler(options, patterns) : [];
}
async function glob(globInput, options) {
  const [crawler, relative7] = getCrawler(globInput, options);
  return crawler ? formatPaths(await crawler.withPromise(), relative7) : [];
}

// src/run/file-source.ts
import { closeSync, openSync, readSync } from "node:fs";
import { resolve as resolve3 } from "node:path";
function fileSource(full, shown, size, window) {
  const where = resolve3(full);
  return {
    size,
    ...window !== void 0 ? { window } : {},
    open() {
      const fd = ioCall(shown, () => openSync(where, "r"));
      let closed = false;
      return {
        read: (into, offset, length) => ioCall(shown, () => readSync(fd, into, offset, length, null)),
        close: () => {
          if (!closed) closeSync(fd);
          closed = true;
        }
      };
    }
  };
}
function ioCall(shown, f) {
  try {
    return f();
  } catch (err) {
    const code = err.code;
    if (code === void 0) throw err;
    throw new BenchgateError(`${shown}: cannot read (${code})`, { cause: err });
  }
}
var TEXT_CHUNK_BYTES = 8 * 1024 * 1024;
var MAX_LINE_CHARS = 64 * 1024 * 1024;
function textFileSource(full, shown, size, chunkBytes = TEXT_CHUNK_BYTES) {
  const where = resolve3(full);
  return {
    size,
    *chunks() {
      const fd = ioCall(shown, () => openSync(where, "r"));
      try {
        const decoder = new TextDecoder("utf-8", { ignoreBOM: true });
        const buf = Buffer.alloc(chunkBytes);
        let carry = "";
        for (; ; ) {
          const got = ioCall(shown, () => readSync(fd, buf, 0, buf.length, null));
          if (got === 0) break;
          const text = carry + decoder.decode(buf.subarray(0, got), { stream: true });
          const cut = text.lastIndexOf("\n") + 1;
          carry = text.slice(cut);
          if (carry.length > MAX_LINE_CHARS) {
            throw new BenchgateError(`${shown}: a line of more than ${MAX_LINE_CHARS} characters (no newline in ${carry.length} characters): not a harness's text output`);
          }
          if (cut > 0) yield text.slice(0, cut);
        }
        const rest = carry + decoder.decode();
        if (rest !== "") yield rest;
      } finally {
        closeSync(fd);
      }
    }
  };
}

// src/run/read-outputs.ts
var LARGE_FILE_BYTES = 256 * 1024 * 1024;
var HEAD_BYTES = 1024 * 1024;
async function readOutputs(patterns, cwd, options = {}) {
  const paths = /* @__PURE__ */ new Set();
  const missing = [];
  for (const pattern of patterns) {
    const found = await expandPattern(pattern, cwd);
    if (found.length === 0) missing.push(pattern);
    for (const p of found) paths.add(p);
  }
  const files = [];
  const skipped = [];
  for (const path of [...paths].sort()) {
    const file = await readSourceFile(join(cwd, path), path, options);
    if (file === "binary") skipped.push(`${path}: binary`);
    else files.push(file);
  }
  return { files, missing, skipped };
}
async function readSourceFile(full, path, options = {}) {
  const size = (await stat2(full)).size;
  if (size <= (options.largeFileBytes ?? LARGE_FILE_BYTES)) {
    const bytes = await readFile(full);
    return bytes.includes(0) ? "binary" : { path, text: bytes.toString("utf8") };
  }
  const head = await readHead(full);
  if (head.includes(0)) return "binary";
  let first = 0;
  while (first < head.length && (head[first] === 32 || head[first] === 10 || head[first] === 13 || head[first] === 9 || head[first] === 239 || head[first] === 187 || head[first] === 191)) first++;
  const lines = textFileSource(full, path, size, options.textChunkBytes);
  if (head[first] === 123 || head[first] === 91) return { path, text: head.toString("utf8"), json: fileSource(full, path, size, options.jsonWindow), lines };
  if (size > (options.textStreamBytes ?? constants.MAX_STRING_LENGTH)) return { path, text: head.toString("utf8"), lines };
  return largeText(full, path);
}
async function readHead(full) {
  const fh = await open(full, "r");
  try {
    const buf = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await fh.read(buf, 0, HEAD_BYTES, 0);
    return buf.subarray(0, bytesRead);
  } finally {
    await fh.close();
  }
}
async function largeText(full, path) {
  const bytes = await readFile(full);
  if (bytes.includes(0)) return "binary";
  if (bytes.length > constants.MAX_STRING_LENGTH) {
    throw new BenchgateError(
      `${path}: ${bytes.length} bytes of text, more than one string can hold in this Node.js (${constants.MAX_STRING_LENGTH} characters); split the output into several files (every file a suite names is read)`
    );
  }
  return { path, text: bytes.toString("utf8") };
}
async function expandPattern(pattern, cwd) {
  const literal = await stat2(join(cwd, pattern)).catch(() => void 0);
  if (literal?.isFile()) return [toRelative(cwd, join(cwd, pattern))];
  if (literal?.isDirectory()) return walk(cwd, join(cwd, pattern));
  const matches = await glob(pattern, { cwd, onlyFiles: false, expandDirectories: false, dot: true });
  const out = [];
  for (const match of matches) {
    const full = join(cwd, match);
    const info = await stat2(full).catch(() => void 0);
    if (info?.isDirectory()) pushAll(out, await walk(cwd, full));
    else if (info?.isFile() && !isReportArtifact(match)) out.push(toRelative(cwd, full));
  }
  return out;
}
async function walk(cwd, dir) {
  const out = [];
  const entries = await readdir2(dir, { withFileTypes: true });
  for (const entry of entries) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "report") pushAll(out, await walk(cwd, full));
    } else if (entry.isFile() && !isReportArtifact(entry.name)) {
      out.push(toRelative(cwd, full));
    } else if (entry.isSymbolicLink()) {
      const info = await stat2(full).catch(() => void 0);
      if (info?.isFile() && !isReportArtifact(entry.name)) out.push(toRelative(cwd, full));
    }
  }
  return out;
}
function isReportArtifact(path) {
  return /\.(svg|html)$/i.test(path) || /(^|[\\/])report[\\/]/.test(path);
}
function toRelative(cwd, full) {
  return relative2(cwd, full).split(sep2).join("/");
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

// src/run/time-command.ts
import { execFileSync, spawn as spawn2 } from "node:child_process";
import { mkdtemp, readFile as readFile2, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join as join3 } from "node:path";
import { StringDecoder as StringDecoder2 } from "node:string_decoder";

// src/run/shell.ts
import { accessSync, constants as constants2 } from "node:fs";
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
        accessSync(join2(dir, n), constants2.X_OK);
        return true;
      } catch {
      }
    }
  }
  return false;
}
function signalGroup(child, signal) {
  if (child.pid === void 0) return;
  try {
    if (process.platform === "win32") child.kill(signal);
    else process.kill(-child.pid, signal);
  } catch {
  }
}

// src/run/spawn-suite.ts
import { spawn } from "node:child_process";
import { stat as stat3 } from "node:fs/promises";
import { StringDecoder } from "node:string_decoder";
var DEFAULT_KILL_GRACE_MS = 5e3;
async function spawnSuite(req) {
  const empty2 = { exitCode: null, signal: null, timedOut: false, durationMs: 0, stdout: "", stderr: "", files: [], missingOutputs: [], skippedOutputs: [] };
  const dir = await stat3(req.cwd).catch(() => void 0);
  if (!dir?.isDirectory()) return { ...empty2, error: `${req.name}: working directory ${req.cwd} does not exist` };
  const run2 = await runShell(req);
  if (run2.error !== void 0) return { ...empty2, durationMs: run2.durationMs, error: `${req.name}: could not start \`${req.command}\`: ${run2.error}` };
  let outputs;
  try {
    outputs = req.outputFiles?.length ? await readOutputs(req.outputFiles, req.cwd) : { files: [], missing: [], skipped: [] };
  } catch (err) {
    return { ...empty2, ...run2, error: `${req.name}: ${err.message}` };
  }
  return { ...run2, files: outputs.files, missingOutputs: outputs.missing, skippedOutputs: outputs.skipped };
}
function runShell(req) {
  return new Promise((resolve6) => {
    const started = process.hrtime.bigint();
    const elapsedMs = () => Number(process.hrtime.bigint() - started) / 1e6;
    const child = spawn(findShell(), ["-c", req.command], {
      cwd: req.cwd,
      env: childEnv(process.env, req.env),
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
      windowsHide: true
    });
    const chunks = { stdout: [], stderr: [] };
    for (const name of ["stdout", "stderr"]) {
      const decoder = new StringDecoder("utf8");
      child[name].on("data", (chunk) => {
        chunks[name].push(chunk);
        if (req.stream) {
          const text = decoder.write(chunk);
          if (text !== "") req.stream(text, name);
        }
      });
      child[name].on("end", () => {
        const rest = decoder.end();
        if (rest !== "" && req.stream) req.stream(rest, name);
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
      resolve6({
        exitCode: exit?.code ?? null,
        signal: exit?.signal ?? null,
        timedOut,
        durationMs: exit?.ms ?? elapsedMs(),
        stdout: Buffer.concat(chunks.stdout).toString("utf8"),
        stderr: Buffer.concat(chunks.stderr).toString("utf8"),
        ...error === void 0 ? {} : { error }
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
function stderrTail(stderr, lines = 20) {
  const clean = stderr.replace(/\u001b\[[0-9;?]*[A-Za-z]/g, "").split(/\r?\n/).map((line) => line.slice(line.lastIndexOf("\r") + 1).trimEnd());
  while (clean.length > 0 && clean[clean.length - 1] === "") clean.pop();
  return clean.slice(-lines).join("\n");
}

// src/run/time-command.ts
var STDERR_KEEP_BYTES = 64 * 1024;
async function timeCommand(req) {
  const dir = await mkdtemp(join3(tmpdir(), "benchgate-time-"));
  const recorded = [];
  let allShellClock = true;
  let stderr;
  try {
    for (let i = 0; i < req.warmup + req.runs; i++) {
      const run2 = await timeOnce(req, dir);
      const failed = run2.exitCode !== 0;
      if (i >= req.warmup || failed) {
        recorded.push(run2.result);
        allShellClock &&= run2.shellClock;
      }
      if (failed) {
        stderr = stderrTail(run2.stderr) || void 0;
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
  const proc = await spawnTimed(file, args, req, childEnv(process.env, { ...req.env, BENCHGATE_TIMES_FILE: timesFile }));
  const times = parseTimesFile(await readFile2(timesFile, "utf8").catch(() => ""));
  const rssKb = /benchgate-max-rss-kb=(\d+)/.exec(await readFile2(rssFile, "utf8").catch(() => ""))?.[1];
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
  return new Promise((resolve6, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn2(file, args, { cwd: req.cwd, env, stdio: ["ignore", "ignore", "pipe"], detached: true, windowsHide: true });
    const kept = [];
    let keptBytes = 0;
    const decoder = new StringDecoder2("utf8");
    child.stderr.on("data", (chunk) => {
      kept.push(chunk);
      keptBytes += chunk.length;
      while (keptBytes - kept[0].length > STDERR_KEEP_BYTES) keptBytes -= kept.shift().length;
      const text = req.stream ? decoder.write(chunk) : "";
      if (text !== "") req.stream?.(text, "stderr");
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
      resolve6({ wallNs, exitCode: code, signal, timedOut, stderr: Buffer.concat(kept).toString("utf8") });
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
    cells = cells.flatMap((cell2) => values.map((v) => ({ ...cell2, [key]: String(v) })));
  }
  const cases = [];
  for (const [name, template] of Object.entries(commands)) {
    for (const cell2 of cells) {
      const values = Object.values(cell2);
      cases.push({
        name: values.length === 0 ? name : `${name}/${values.join("/")}`,
        params: { command: name, ...cell2 },
        command: template.replace(/\{([^{}]+)\}/g, (whole, key) => Object.hasOwn(cell2, key) ? cell2[key] : whole)
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

// src/run/shard.ts
function parseShard(text, where = "shard") {
  const m = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
  const index = m ? Number(m[1]) : NaN;
  const count = m ? Number(m[2]) : NaN;
  if (!m || count < 1 || index < 1 || index > count) throw new UsageError(`${where}: expected K/N with 1 \u2264 K \u2264 N, such as 2/4; got "${text}"`);
  return { index, count };
}
function benchmarkCost(b) {
  const t = b.metrics.time;
  if (t === void 0 || !(t.value > 0)) return 1;
  const n = t.samples?.length ?? t.n ?? 1;
  return t.value * Math.max(1, n) * Math.max(1, t.runs?.length ?? 1);
}
function assignUnits(units, cost, count) {
  const known = [...cost.values()].filter((c) => c > 0).sort((a, b) => a - b);
  const fallback = known.length > 0 ? known[Math.floor(known.length / 2)] : 1;
  const sorted = [...new Set(units)].map((u) => ({ u, c: cost.get(u) ?? fallback })).sort((a, b) => b.c - a.c || (a.u < b.u ? -1 : a.u > b.u ? 1 : 0));
  const load = new Array(count).fill(0);
  const out = /* @__PURE__ */ new Map();
  for (const { u, c } of sorted) {
    let best2 = 0;
    for (let k = 1; k < count; k++) if (load[k] < load[best2]) best2 = k;
    load[best2] += c;
    out.set(u, best2 + 1);
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
function unitsForShard(listed, cost, shard, keyOf2 = (u) => u) {
  const byListed = new Map(listed.map((u) => [u, cost.get(keyOf2(u))]));
  const known = new Map([...byListed].filter((e) => e[1] !== void 0));
  const assigned = assignUnits(listed, known, shard.count);
  return listed.filter((u) => assigned.get(u) === shard.index);
}
var COMPOUND = /[|;&<>`]|\$\(/;
function shellQuote(arg) {
  return /^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, `'\\''`)}'`;
}
function withArgs(suite, run2, add) {
  const quoted = add.args.map(shellQuote).join(" ");
  if (run2.includes("{shard-args}")) return run2.replaceAll("{shard-args}", quoted);
  const bare = run2.replace(/'[^']*'|"(?:[^"\\]|\\.)*"/g, "''");
  if (COMPOUND.test(bare)) {
    throw new ConfigError(`suite "${suite}"`, [
      { path: "run", expected: "a simple command, or one with {shard-args} where the harness's selection arguments go, to run a shard", found: run2 }
    ]);
  }
  const dd = add.afterDoubleDash && !/(^|\s)--(\s|$)/.test(bare) ? "-- " : "";
  return `${run2.trimEnd()} ${dd}${quoted}`;
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

// src/compare/variants.ts
function patternToRegExp(pattern) {
  const names = [];
  const body = pattern.replace(/\{([^}]+)\}|[.*+?^$()|[\]\\]/g, (m, name) => {
    if (name === void 0) return `\\${m}`;
    names.push(name);
    return "([^/]+?)";
  });
  return { re: new RegExp(`^${body}$`), names };
}
function benchmarkParams(b, suite, patterns) {
  const params = { suite, benchmark: b.name, ...b.params };
  if (patterns.length === 0) return params;
  for (const p of patterns) {
    const m = p.re.exec(b.name);
    if (!m) continue;
    p.names.forEach((n, i) => params[n] = m[i + 1]);
    return params;
  }
  return void 0;
}
function compilePatterns(match) {
  return match === void 0 ? [] : (Array.isArray(match) ? match : [match]).map(patternToRegExp);
}
function keyOf(spec, params) {
  if (!spec.includes("{")) return params[spec];
  let missing = false;
  const key = spec.replace(/\{([^}]+)\}/g, (_, name) => {
    const v = params[name];
    if (v === void 0) missing = true;
    return v ?? "";
  });
  return missing ? void 0 : key;
}
function matchesWhere(spec, params) {
  return Object.entries(spec.where ?? {}).every(([k, v]) => Array.isArray(v) ? v.includes(params[k] ?? "") : params[k] === v);
}
function metricNames(spec) {
  return spec.metric === void 0 ? ["time"] : Array.isArray(spec.metric) ? spec.metric : [spec.metric];
}
function firstSeen(values) {
  return [...new Set(values)];
}
function* selectedBenchmarks(results, spec) {
  const metric = metricNames(spec)[0];
  const patterns = compilePatterns(spec.match);
  for (const suite of results.suites) {
    if (spec.suite !== void 0 && suite.name !== spec.suite) continue;
    for (const b of suite.benchmarks) {
      const params = benchmarkParams(b, suite.name, patterns);
      const m = b.metrics[metric];
      if (!params || !m || b.status === "failed" || !matchesWhere(spec, params)) continue;
      yield { benchmark: b, params, metric: m };
    }
  }
}
function selectCells(results, spec) {
  const [metric, ...others] = metricNames(spec);
  const grid = /* @__PURE__ */ new Map();
  const rowKeys = [];
  const colKeys = [];
  for (const { benchmark: b, params, metric: m } of selectedBenchmarks(results, spec)) {
    const r = keyOf(spec.rows, params);
    const c = spec.columns === void 0 ? "" : keyOf(spec.columns, params);
    if (r === void 0 || c === void 0) continue;
    rowKeys.push(r);
    colKeys.push(c);
    if (!grid.has(r)) grid.set(r, /* @__PURE__ */ new Map());
    const also = others.flatMap((name) => b.metrics[name] ? [{ name, metric: b.metrics[name] }] : []);
    grid.get(r).set(c, { benchmark: b.name, metric: m, also });
  }
  const seen = firstSeen(rowKeys);
  const order = (spec.order ?? []).filter((r) => seen.includes(r));
  const listed = spec.columns !== void 0 ? spec.where?.[spec.columns] : void 0;
  const cols = firstSeen(colKeys);
  const colOrder = Array.isArray(listed) ? [...listed.filter((c) => cols.includes(c)), ...cols.filter((c) => !listed.includes(c))] : cols;
  return { rows: [...order, ...seen.filter((r) => !order.includes(r))], columns: colOrder, grid, metric };
}
function transpose(sel) {
  const row = /* @__PURE__ */ new Map();
  for (const r of sel.rows) {
    const c = sel.grid.get(r)?.get("");
    if (c) row.set(r, c);
  }
  return { rows: [""], columns: sel.rows, grid: /* @__PURE__ */ new Map([["", row]]), metric: sel.metric };
}
function buildVariantTable(results, spec, o) {
  const layout = spec.columns === void 0 && spec.reference !== void 0 ? "rows" : "columns";
  const selected = selectCells(results, spec);
  const { rows, columns, grid, metric } = layout === "rows" ? transpose(selected) : selected;
  if (rows.length === 0 || columns.length === 0) return void 0;
  const reference = spec.reference !== void 0 && columns.includes(spec.reference) ? spec.reference : columns[0];
  const others = spec.compare === false ? [] : columns.filter((c) => c !== reference);
  const any = [...grid.values()][0].values().next().value.metric;
  const floor = percentToFraction(spec["noise-floor"]) ?? o.noiseFloor;
  const direction = any.direction;
  const pending = [];
  const out = rows.map((key) => {
    const cells = Object.fromEntries(columns.map((c) => [c, grid.get(key)?.get(c)]));
    const centres = Object.fromEntries(columns.flatMap((c) => cells[c] ? [[c, cells[c].metric.value]] : []));
    const row = { key, cells, comparisons: [], centres };
    const ref = cells[reference];
    let refCentre;
    for (const col of others) {
      const other = cells[col];
      if (!ref || !other) {
        row.comparisons.push({ column: col, ratio: null, test: "none", verdict: "inconclusive", note: "missing in this run" });
        continue;
      }
      const ctx = { direction, floor, alpha: o.alpha, rng: createRng(o.seed + pending.length * 7919 >>> 0), resamples: o.resamples };
      const tested = testMetric(other.metric, ref.metric, ctx);
      const pair = tested.estimate !== void 0 && tested.ratio !== null ? pairCentres(tested.estimate, "head") : void 0;
      let ratio = tested.ratio;
      if (pair !== void 0) {
        refCentre ??= pair.head;
        centres[reference] = refCentre;
        centres[col] = refCentre === pair.head ? pair.base : refCentre / pair.ratio;
        ratio = centres[col] === 0 ? pair.ratio : refCentre / centres[col];
      }
      const cmp = {
        column: col,
        ratio,
        ...pair ? { centre: pair.kind } : {},
        test: tested.test,
        absolute: ref.metric.value - other.metric.value,
        ...tested.n ? { n: tested.n } : {},
        ...tested.p !== void 0 ? { p: tested.p } : {},
        verdict: "inconclusive"
      };
      row.comparisons.push(cmp);
      pending.push({ row, cmp, tested, ctx });
    }
    const present = columns.filter((c) => cells[c] !== void 0);
    row.best = present.reduce((best2, c) => {
      if (best2 === void 0) return c;
      const a = centres[c];
      const b = centres[best2];
      return (direction === "smaller" ? a < b : a > b) ? c : best2;
    }, void 0);
    return row;
  });
  const withP = pending.filter((p) => p.tested.p !== void 0);
  const qs = benjaminiHochberg(withP.map((p) => p.tested.p));
  const qOf = new Map(withP.map((p, i) => [p, qs[i]]));
  for (const p of pending) {
    const q = qOf.get(p);
    const d = decide(p.tested, q, p.ctx);
    p.cmp.verdict = d.verdict;
    if (q !== void 0) p.cmp.q = q;
    if (d.ci) p.cmp.ci = d.ci;
    if (d.note) p.cmp.note = d.note;
  }
  const summary = others.map((column, i) => {
    const ratios = out.map((r) => r.comparisons.find((c) => c.column === column)?.ratio).filter((x) => typeof x === "number");
    const g = geometricMeanChange(ratios, o.seed + i);
    return {
      column,
      rows: ratios.length,
      ...g ? { geomean: g.ratio, ...g.ci ? { ci: g.ci } : {} } : {},
      ...ratios.length ? { min: minOf(ratios), max: maxOf(ratios) } : {}
    };
  });
  return { spec, layout, metric, unit: any.unit, direction, columns, reference, rows: out, floor, alpha: o.alpha, summary };
}

// src/compare/fit.ts
function leastSquares(x, y) {
  const p = x[0]?.length ?? 0;
  const a = Array.from({ length: p }, (_, i) => Array.from({ length: 2 * p }, (_2, j) => j === p + i ? 1 : 0));
  for (let i = 0; i < p; i++) for (let j = 0; j < p; j++) a[i][j] = x.reduce((s, row) => s + row[i] * row[j], 0);
  for (let c = 0; c < p; c++) {
    let pivot = c;
    for (let r = c + 1; r < p; r++) if (Math.abs(a[r][c]) > Math.abs(a[pivot][c])) pivot = r;
    if (Math.abs(a[pivot][c]) < 1e-12 * Math.max(1, Math.abs(a[c][c]))) return void 0;
    [a[c], a[pivot]] = [a[pivot], a[c]];
    const d = a[c][c];
    for (let j = 0; j < 2 * p; j++) a[c][j] /= d;
    for (let r = 0; r < p; r++) {
      if (r === c) continue;
      const f = a[r][c];
      if (f !== 0) for (let j = 0; j < 2 * p; j++) a[r][j] -= f * a[c][j];
    }
  }
  const inverse = a.map((row) => row.slice(p));
  const xty = Array.from({ length: p }, (_, i) => x.reduce((s, row, k) => s + row[i] * y[k], 0));
  const beta = inverse.map((row) => row.reduce((s, v, j) => s + v * xty[j], 0));
  const rss = x.reduce((s, row, k) => s + (y[k] - row.reduce((t, v, j) => t + v * beta[j], 0)) ** 2, 0);
  return { beta, inverse, rss };
}
function numeric(text) {
  if (text === void 0) return void 0;
  const m = /^\s*(-?\d+(?:\.\d+)?)/.exec(text);
  return m ? Number(m[1]) : void 0;
}
function fitPoints(points, names) {
  const p = names.length + 1;
  if (points.length <= p) return `${points.length} point(s): too few to fit ${p} coefficients`;
  const fit = leastSquares(points.map((pt) => [1, ...pt.x]), points.map((pt) => pt.y));
  if (!fit) return "parameters do not vary independently: cannot fit";
  const s2 = fit.rss / (points.length - p);
  return ["base", ...names].map((name, i) => {
    const se = Math.sqrt(Math.max(0, s2 * fit.inverse[i][i]));
    return { name, estimate: fit.beta[i], se, negligible: Math.abs(fit.beta[i]) < se };
  });
}
function collect(results, spec) {
  const names = spec.fit ?? [];
  const byRow = /* @__PURE__ */ new Map();
  for (const { params, metric } of selectedBenchmarks(results, spec)) {
    const key = keyOf(spec.rows, params);
    const x = names.map((n) => numeric(params[n]));
    if (key === void 0 || x.some((v) => v === void 0)) continue;
    const list = byRow.get(key);
    if (list) list.push({ x, y: metric.value });
    else byRow.set(key, [{ x, y: metric.value }]);
  }
  return byRow;
}
function buildFitTable(head, spec, base, options = { noiseFloor: 0.05, alpha: 0.05 }) {
  const names = spec.fit ?? [];
  const headRows = collect(head, spec);
  if (headRows.size === 0) return void 0;
  const baseRows = base ? collect(base, spec) : void 0;
  const metric = metricNames(spec)[0];
  const unit = head.suites.flatMap((s) => s.benchmarks).find((b) => b.metrics[metric])?.metrics[metric]?.unit ?? "";
  const rows = [...headRows].map(([key, points]) => {
    const coefs = fitPoints(points, names);
    if (typeof coefs === "string") return { key, points: points.length, coefficients: [], note: coefs };
    const basePoints = baseRows?.get(key);
    const baseCoefs = basePoints ? fitPoints(basePoints, names) : void 0;
    const vsBase = baseCoefs && typeof baseCoefs !== "string" ? coefs.slice(1).map((c, i) => {
      const b = baseCoefs[i + 1];
      const z = (c.estimate - b.estimate) / Math.sqrt(c.se ** 2 + b.se ** 2 || Number.MIN_VALUE);
      const enough = points.length >= 2 * coefs.length && basePoints.length >= 2 * coefs.length;
      return { name: c.name, base: b, change: c.estimate - b.estimate, p: Math.min(1, 2 * normalCdf(-Math.abs(z))), verdict: enough ? "unchanged" : "inconclusive" };
    }) : void 0;
    return { key, points: points.length, coefficients: coefs, ...vsBase ? { vsBase } : {} };
  });
  decideSlopes(rows, options);
  return { spec, metric, unit, params: names, rows };
}
function decideSlopes(rows, o) {
  const all = rows.flatMap((r) => r.vsBase ?? []);
  const qs = benjaminiHochberg(all.map((v) => v.p));
  all.forEach((v, i) => {
    v.q = qs[i];
    if (v.verdict === "inconclusive") return;
    const head = v.base.estimate + v.change;
    const scale = Math.max(Math.abs(head), Math.abs(v.base.estimate));
    const beyond = scale > 0 && Math.abs(v.change) > o.noiseFloor * scale;
    v.verdict = v.q < o.alpha && beyond ? v.change > 0 ? "regressed" : "improved" : "unchanged";
  });
}

// src/compare/tables.ts
function buildTables(specs, head, base, options) {
  return specs.map((spec) => {
    if (spec.fit !== void 0) {
      const table2 = buildFitTable(head, spec, base, options);
      return table2 ? { kind: "fit", table: table2 } : { kind: "empty", spec };
    }
    const table = buildVariantTable(head, spec, options);
    return table ? { kind: "variant", table } : { kind: "empty", spec };
  });
}

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
      const cell2 = serialize(table[rowIndex][columnIndex2]);
      if (settings.alignDelimiters !== false) {
        const size = stringLength(cell2);
        sizes2[columnIndex2] = size;
        if (longestCellByColumn[columnIndex2] === void 0 || size > longestCellByColumn[columnIndex2]) {
          longestCellByColumn[columnIndex2] = size;
        }
      }
      row2.push(cell2);
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
    const cell2 = before + "-".repeat(size) + after;
    if (settings.alignDelimiters !== false) {
      size = before.length + size + after.length;
      if (size > longestCellByColumn[columnIndex]) {
        longestCellByColumn[columnIndex] = size;
      }
      sizes[columnIndex] = size;
    }
    row[columnIndex] = cell2;
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
      const cell2 = row2[columnIndex] || "";
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
      !(settings.alignDelimiters === false && cell2 === "") && (settings.delimiterStart !== false || columnIndex)) {
        line.push(" ");
      }
      if (settings.alignDelimiters !== false) {
        line.push(before);
      }
      line.push(cell2);
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
  "moderated-t": "moderated t on runs"
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
function valueCells(row, safe) {
  const magnitude = row.base ?? row.head ?? 0;
  const scale = chooseScale(row.unit, magnitude);
  const cell2 = (v, s) => v === null ? "\u2014" : safe(formatWithSpread(v, s, row.unit, scale));
  return { base: cell2(row.base, row.baseSpread), head: cell2(row.head, row.headSpread) };
}
function formatP(p) {
  if (p < 1e-3) return "p<0.001";
  return `p=${p < 0.01 ? p.toFixed(3) : p.toFixed(2)}`;
}
function signedPct(r) {
  const v = (r - 1) * 100;
  const t = Math.abs(v).toFixed(1);
  return `${v > 0 ? "+" : v < 0 ? "\u2212" : ""}${t}`;
}
function changeText(row, safe) {
  if (row.base === null || row.head === null) return "\u2014";
  if (row.ratio === null) {
    return safe(`${formatQuantity(row.base, row.unit)} \u2192 ${formatQuantity(row.head, row.unit)}`);
  }
  const parts = [];
  if (row.ci) parts.push(`${signedPct(row.ci[0])} \u2026 ${signedPct(row.ci[1])} %`);
  if (row.p !== void 0) parts.push(formatP(row.p));
  if (row.n && row.test !== "exact") parts.push(`n=${row.n[0]}/${row.n[1]}${row.test === "welch-runs" || row.test === "moderated-t" ? " runs" : row.test === "signed-rank" ? " rounds" : ""}`);
  return `${formatPercentChange(row.ratio)}${parts.length ? ` (${parts.join(", ")})` : ""}`;
}
function speedupText(ratio, direction) {
  const better = direction === "smaller" ? ratio < 1 : ratio > 1;
  const factor = ratio >= 1 ? ratio : 1 / ratio;
  if (Math.abs(factor - 1) < 5e-3) return "1.00x (equal)";
  return `${factor.toFixed(2)}x ${better ? "faster" : "slower"}`;
}
function centreNote(kind, anchor, other, change) {
  switch (kind) {
    case "value":
      return `Cells show the reported central values; the ${change} is their ratio.`;
    case "geomean-runs":
      return `Cells show each side's geometric mean of its runs' central values, the centres the t test compares; the ${change} is their ratio.`;
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
  return text.replace(/@/g, "@&#8288;").replace(/:(?=\/\/)/g, ":&#8288;").replace(/:(?=\w+:)/g, "&#58;&#8288;").replace(/(www)\./gi, "$1&#8288;.");
}
function escapeMarkdown(text) {
  return escapeInline(text).replace(/^(\s*)([#+=!-])/, "$1\\$2").replace(/^(\s*\d+)\.(?=\s|$)/, "$1\\.");
}
function escapeInline(text) {
  return defuse(showInvisible(text).replace(/[&<>"]/g, (c) => ENTITY[c]).replace(/[\\`*_[\]|~$]/g, (c) => `\\${c}`));
}
function escapeHtml(text) {
  return defuse(showInvisible(text).replace(/[&<>"'`*_[\]|~\\$]/g, (c) => ENTITY[c]));
}

// src/render/tables.ts
function signedPct2(r, digits = 1) {
  const v = (r - 1) * 100;
  return `${v > 0 ? "+" : v < 0 ? "\u2212" : ""}${Math.abs(v).toFixed(digits)} %`;
}
function pValue(p) {
  if (p === void 0) return void 0;
  return p < 1e-3 ? "p<0.001" : `p=${p < 0.01 ? p.toFixed(3) : p.toFixed(2)}`;
}
var TEST_NAME = {
  "mann-whitney": "Mann\u2013Whitney U on both variants\u2019 samples, 95 % interval of the median ratio (bootstrap of the Hodges\u2013Lehmann ratio up to 400 sample pairs, of the ratio of medians beyond; order statistics from 50 samples per side)",
  welch: "Welch\u2019s t from mean, spread and n",
  "welch-runs": "Welch\u2019s t on the logs of each run\u2019s central value (n counts runs)",
  exact: "exact comparison (the values do not vary)",
  threshold: "single values: threshold only",
  "prediction-interval": "prediction interval",
  none: "",
  "signed-rank": "Wilcoxon signed-rank on the per-round log ratios of paired rounds (n counts rounds)",
  "random-effects": "Student\u2019s t on the log ratio relative to the suite\u2019s common move, with the between-process \u03C3 the suite shows added to the row\u2019s own error (random effects)",
  "moderated-t": "moderated t on the logs of each run\u2019s central value: the row\u2019s variance shrunk towards the suite\u2019s (empirical Bayes, Smyth 2004; n counts runs)"
};
var formatQuantity2 = (...a) => escapeInline(formatQuantity(...a));
var formatWithSpread2 = (...a) => escapeInline(formatWithSpread(...a));
function isTime(t) {
  return t.unit === "ns" || t.unit.endsWith("/s");
}
function impact(t, c) {
  return impactOf(t, c, escapeMarkdown(t.reference));
}
function impactOf(t, c, who) {
  const [good, bad] = isTime(t) ? ["faster", "slower"] : t.direction === "smaller" ? ["smaller", "larger"] : ["higher", "lower"];
  switch (c.verdict) {
    case "improved":
      return `\u2705 ${who} ${good}`;
    case "regressed":
      return `\u26A0\uFE0F ${who} ${bad}`;
    case "unchanged":
      return "\u2796 no difference beyond noise";
    default:
      return `\u2754 ${c.note ? escapeMarkdown(c.note) : "inconclusive"}`;
  }
}
function difference(t, c) {
  if (c.test === "exact" && c.absolute !== void 0 && c.ratio === null) {
    return `${c.absolute > 0 ? "+" : "\u2212"}${exactQuantity(t, Math.abs(c.absolute))}`;
  }
  if (c.ratio === null) return "\u2014";
  const ratioStyle = t.spec.style === "ratio";
  const interval = c.ci && (ratioStyle ? factorInterval(c.ci, c.ratio) : `${signedPct2(c.ci[0])} \u2026 ${signedPct2(c.ci[1])}`);
  const stats = [interval, pValue(c.p)].filter(Boolean);
  const main = ratioStyle ? ratioText(t, c.ratio) : `**${signedPct2(c.ratio)}**`;
  if (c.test === "exact" && c.absolute !== void 0) {
    const sign = c.absolute > 0 ? "+" : c.absolute < 0 ? "\u2212" : "\xB1";
    return `${sign}${exactQuantity(t, Math.abs(c.absolute))} (${signedPct2(c.ratio)})`;
  }
  return stats.length ? `${main} (${stats.join(", ")})` : main;
}
function exactQuantity(t, value) {
  return t.unit === "B" && Number.isInteger(value) && allExact(t) ? `${formatSignificant(value)} B` : formatQuantity2(value, t.unit);
}
function ratioText(t, ratio) {
  if (isTime(t)) return speedupText(ratio, t.direction);
  const factor = ratio >= 1 ? ratio : 1 / ratio;
  if (Math.abs(factor - 1) < 5e-3) return "1.00x (equal)";
  const [up, down] = t.direction === "smaller" ? ["larger", "smaller"] : ["higher", "lower"];
  return `${factor.toFixed(2)}x ${ratio > 1 ? up : down}`;
}
function factorInterval(ci, ratio) {
  const [a, b] = ratio >= 1 ? [ci[0], ci[1]] : [1 / ci[1], 1 / ci[0]];
  return `${a.toFixed(2)}x \u2026 ${b.toFixed(2)}x`;
}
function rangeText(t, min, max) {
  return isTime(t) ? `speed-up range ${(1 / max).toFixed(2)}x \u2013 ${(1 / min).toFixed(2)}x` : `ratio range ${min.toFixed(2)}x \u2013 ${max.toFixed(2)}x`;
}
function cell(t, value, spread, magnitude) {
  return formatWithSpread2(value, spread, t.unit, chooseScale(t.unit, magnitude));
}
function rowMagnitude(t, r) {
  const values = [r.cells[t.reference], ...Object.values(r.cells)].flatMap((c) => c ? [c.metric.value] : []);
  return values.find((v) => v !== 0) ?? 0;
}
function allExact(t) {
  return t.rows.every((r) => Object.values(r.cells).every((c) => c === void 0 || c.metric.exact === true));
}
function exactBytes(m) {
  if (m.unit !== "B" || !Number.isInteger(m.value) || m.value < 1024) return void 0;
  const s = chooseScale("B", m.value);
  return `${formatSignificant(m.value)} B (${(m.value / s.factor).toFixed(1)} ${s.unit})`;
}
function best(m) {
  if (!m.samples?.length) return void 0;
  return m.direction === "smaller" ? minOf(m.samples) : maxOf(m.samples);
}
function valueCell(t, x, centre, magnitude) {
  const m = x.metric;
  const scale = chooseScale(t.unit, magnitude);
  const mode = t.spec.cell ?? "value";
  const b = mode === "value" ? void 0 : best(m);
  const main = b === void 0 ? (allExact(t) ? exactBytes({ ...m, value: centre }) : void 0) ?? cell(t, centre, spreadOf(m), magnitude) : mode === "best" ? formatQuantity2(b, t.unit, scale, 4) : `${formatQuantity2(b, t.unit, scale, 4)} / ${formatQuantity2(centre, t.unit, scale, 4)}`;
  return [main, ...x.also.map((a) => formatQuantity2(a.metric.value, a.metric.unit))].join(" / ");
}
function centreKinds(t) {
  return [...new Set(t.rows.flatMap((r) => r.comparisons.flatMap((c) => c.centre ? [c.centre] : [])))];
}
function cellLabel(t) {
  const mode = t.spec.cell ?? "value";
  if (mode === "value") return "";
  const ns = [...new Set(t.rows.flatMap((r) => Object.values(r.cells).flatMap((c) => c?.metric.samples ? [c.metric.samples.length] : [])))];
  const n = ns.length === 0 ? "N" : ns.length === 1 ? String(ns[0]) : `${minOf(ns)}\u2013${maxOf(ns)}`;
  const kinds = centreKinds(t);
  const second = kinds.length === 0 || kinds.every((k) => k === "median") ? "median" : "centre";
  return mode === "best" ? ` (best of ${n})` : ` (best / ${second} of ${n})`;
}
function methodNote(t) {
  const cmps = t.rows.flatMap((r) => r.comparisons).filter((c) => c.test !== "none");
  if (cmps.length === 0) return void 0;
  if (cmps.every((c) => c.test === "exact")) return "<sub>Exact comparison: these values do not vary between runs, so any difference is a difference.</sub>";
  const tests = [...new Set(cmps.map((c) => TEST_NAME[c.test]))].filter(Boolean);
  const ns = cmps.map((c) => c.n).filter(Boolean).flat();
  const lo = minOf(ns);
  const hi = maxOf(ns);
  const nText = ns.length ? `, n=${lo === hi ? lo : `${lo}\u2013${hi}`} per cell` : "";
  const mode = t.spec.cell ?? "value";
  const cells = mode === "value" ? "" : mode === "best" ? " Cells show the best run; the comparisons use all samples, so the difference is not the ratio of the best runs." : " Cells show the best run, then the centre compared; the comparisons use all samples.";
  const centres = centreKinds(t).map((k) => centreNote(k, `the ${escapeMarkdown(t.reference)} cell`, "each other cell", "difference"));
  return `<sub>${tests.join(", ")}${nText}; a difference is called when the FDR-adjusted p < ${t.alpha} and the 95 % interval lies beyond \xB1${(t.floor * 100).toFixed(0)} %.${cells}${centres.map((c) => ` ${c}`).join("")}</sub>`;
}
function flipped(c) {
  const verdict = c.verdict === "improved" ? "regressed" : c.verdict === "regressed" ? "improved" : c.verdict;
  return {
    ...c,
    verdict,
    ratio: c.ratio === null || c.ratio === 0 ? null : 1 / c.ratio,
    ...c.ci ? { ci: [1 / c.ci[1], 1 / c.ci[0]] } : {},
    ...c.absolute !== void 0 ? { absolute: -c.absolute } : {}
  };
}
function renderReferenceRows(t) {
  const [row] = t.rows;
  const header = [escapeMarkdown(t.spec.rows.replace(/[{}]/g, "")), `${escapeMarkdown(t.metric)}${cellLabel(t)}`, "Difference", "Impact"];
  const magnitude = row ? rowMagnitude(t, row) : 0;
  const body = t.columns.map((col) => {
    const x = row?.cells[col];
    const value = x ? valueCell(t, x, row.centres[col] ?? x.metric.value, magnitude) : "\u2014";
    if (col === t.reference) return [`**${escapeMarkdown(col)}**`, value, "Baseline", "\u2014"];
    const c = row?.comparisons.find((k) => k.column === col);
    if (!c) return [`**${escapeMarkdown(col)}**`, value, "\u2014", "\u2014"];
    const f = flipped(c);
    const same = f.test === "exact" && f.absolute === 0;
    return [`**${escapeMarkdown(col)}**`, value, same ? "**No difference**" : difference(t, f), same ? "\u2796 no difference" : impactOf(t, f, escapeMarkdown(col))];
  });
  const note = methodNote(t);
  return [`#### ${escapeMarkdown(t.spec.title)}`, markdownTable([header, ...body], { alignDelimiters: false }), ...t.spec.note ? [escapeMarkdown(t.spec.note)] : [], ...note ? [note] : []].join("\n\n");
}
function renderVariantTable(t) {
  if (t.layout === "rows") return renderReferenceRows(t);
  const others = t.spec.compare === false ? [] : t.columns.filter((c) => c !== t.reference);
  const single = others.length === 1;
  const header = [
    escapeMarkdown(t.spec.rows.replace(/[{}]/g, "")),
    ...t.columns.map((c) => `${escapeMarkdown(c)}${cellLabel(t)}`),
    ...others.flatMap((o) => single ? [t.spec.style === "ratio" ? isTime(t) ? "Speedup" : "Ratio" : "Difference", "Impact"] : [`${escapeMarkdown(t.reference)} vs ${escapeMarkdown(o)}`]),
    ...t.spec.fastest ? [isTime(t) ? "Fastest" : "Best"] : []
  ];
  const body = t.rows.map((r) => {
    const magnitude = rowMagnitude(t, r);
    return [
      `**${escapeMarkdown(r.key)}**`,
      ...t.columns.map((c) => {
        const x = r.cells[c];
        return x ? valueCell(t, x, r.centres[c] ?? x.metric.value, magnitude) : "\u2014";
      }),
      ...r.comparisons.flatMap((c) => single ? [difference(t, c), impact(t, c)] : [`${difference(t, c)} ${impact(t, c).split(" ")[0]}`]),
      ...t.spec.fastest ? [r.best ? escapeMarkdown(r.best) : "\u2014"] : []
    ];
  });
  const parts = [`#### ${escapeMarkdown(t.spec.title)}`, markdownTable([header, ...body], { alignDelimiters: false }), ...t.spec.note ? [escapeMarkdown(t.spec.note)] : []];
  const ratioStyle = t.spec.style === "ratio";
  const summary = t.summary.filter((s) => s.geomean !== void 0 && s.rows >= 2).map((s) => {
    const ci = s.ci ? ` (95 % CI ${ratioStyle ? factorInterval(s.ci, s.geomean) : `${signedPct2(s.ci[0])} \u2026 ${signedPct2(s.ci[1])}`})` : "";
    const range = s.min !== void 0 && s.max !== void 0 ? `; ${ratioStyle ? rangeText(t, s.min, s.max) : `range ${signedPct2(s.min)} \u2026 ${signedPct2(s.max)}`}` : "";
    const mean = ratioStyle ? ratioText(t, s.geomean) : signedPct2(s.geomean);
    return `- ${escapeMarkdown(t.reference)} vs ${escapeMarkdown(s.column)}: geometric mean **${mean}**${ci} over ${s.rows} rows${range}.`;
  });
  if (summary.length) parts.push(summary.join("\n"));
  const note = others.length > 0 ? methodNote(t) : void 0;
  if (note) parts.push(note);
  if (t.spec.details) pushAll(parts, t.rows.map((r) => detailBlock(t, r)));
  return parts.join("\n\n");
}
function detailBlock(t, r) {
  const width = Math.max(...t.columns.map((c) => c.length)) + 1;
  const magnitude = rowMagnitude(t, r);
  const lines = t.columns.map((c) => {
    const m = r.cells[c]?.metric;
    return `${`${c}:`.padEnd(width)} ${m ? formatWithSpread(r.centres[c] ?? m.value, spreadOf(m), t.unit, chooseScale(t.unit, magnitude)) : "\u2014"}`;
  });
  for (const c of r.comparisons) {
    if (c.ratio === null) continue;
    const word = t.direction === "smaller" === c.ratio < 1 ? isTime(t) ? "faster" : "better" : isTime(t) ? "slower" : "worse";
    const pct3 = Math.abs((c.ratio - 1) * 100).toFixed(1);
    const v = c.verdict === "unchanged" ? " \u2014 within noise" : c.verdict === "improved" ? " \u2705" : c.verdict === "regressed" ? " \u26A0\uFE0F" : " \u2754";
    lines.push(`Result: ${t.reference} is ${pct3}% ${word} than ${c.column}${v} (${[pValue(c.p), c.n && `n=${c.n[0]}/${c.n[1]}`].filter(Boolean).join(", ")})`);
  }
  return `##### ${escapeMarkdown(r.key)}
\`\`\`
${lines.map(showInvisible).join("\n").replace(/```/g, "'''")}
\`\`\``;
}
function minus(text) {
  return text.replace(/^-/, "\u2212");
}
function coefText(c, scale, slope) {
  const se = formatSignificant(c.se / scale, 2);
  if (c.negligible) return `too small to measure (\xB1${se})`;
  const doubtful = slope && c.estimate < 0 ? " (?)" : "";
  return `${minus(formatSignificant(c.estimate / scale, 3))} \xB1 ${se}${doubtful}`;
}
function renderFitTable(t) {
  const scaleOf = (name) => {
    const per = t.spec.per?.[name];
    const perScale = typeof per === "number" ? per : per?.scale ?? 1;
    const perLabel = typeof per === "object" ? per.label : per !== void 0 ? `${per} ${name}` : name;
    const header2 = typeof per === "object" ? per.header : void 0;
    const ests = t.rows.flatMap((r) => r.coefficients.filter((c) => c.name === name).map((c) => Math.abs(c.estimate) * perScale));
    const s = (t.spec.unit !== void 0 ? namedScale(t.unit, t.spec.unit) : void 0) ?? chooseScale(t.unit, ests.reduce((m, e) => e > m ? e : m, 0) || 1);
    return { factor: name === "base" ? s.factor : s.factor / perScale, unit: s.unit, per: perLabel, ...header2 !== void 0 ? { header: header2 } : {} };
  };
  const names = ["base", ...t.params];
  const scales = Object.fromEntries(names.map((n) => [n, scaleOf(n)]));
  const anyBase = t.rows.some((r) => r.vsBase);
  const header = [
    escapeMarkdown(t.spec.rows.replace(/[{}]/g, "")),
    ...names.map((n) => {
      const sc = scales[n];
      if (n === "base") return `Base (${escapeInline(sc.unit)})`;
      return sc.header !== void 0 ? `${escapeMarkdown(sc.header)} (${escapeInline(`${sc.unit}/${sc.per}`)})` : `per ${escapeMarkdown(sc.per)} (${escapeInline(sc.unit)})`;
    }),
    ...anyBase ? t.params.map((n) => `per ${escapeMarkdown(scales[n].per)}: head vs base`) : []
  ];
  const icon = { regressed: " \u26A0\uFE0F", improved: " \u2705", unchanged: "", inconclusive: " \u2754" };
  const body = t.rows.map((r) => [
    `**${escapeMarkdown(r.key)}**`,
    ...names.map((n) => {
      const c = r.coefficients.find((x) => x.name === n);
      return c ? coefText(c, scales[n].factor, n !== "base") : r.note ? escapeMarkdown(r.note) : "\u2014";
    }),
    ...anyBase ? t.params.map((n) => {
      const v = r.vsBase?.find((x) => x.name === n);
      if (!v) return "\u2014";
      const sign = v.change > 0 ? "+" : v.change < 0 ? "\u2212" : "";
      return `${sign}${formatSignificant(Math.abs(v.change) / scales[n].factor, 3)} (${pValue(v.q ?? v.p)?.replace("p", "q")})${icon[v.verdict]}`;
    }) : []
  ]);
  const negative = t.rows.some((r) => r.coefficients.some((c) => c.name !== "base" && !c.negligible && c.estimate < 0));
  return [
    `#### ${escapeMarkdown(t.spec.title)}`,
    markdownTable([header, ...body], { alignDelimiters: false }),
    ...t.spec.note ? [escapeMarkdown(t.spec.note)] : [],
    `<sub>Least-squares fit of ${escapeMarkdown(t.metric)} = base + ${t.params.map((p) => `slope \xD7 ${escapeMarkdown(p)}`).join(" + ")} per ${escapeMarkdown(t.spec.rows.replace(/[{}]/g, ""))}, \xB1 one standard error; "too small to measure" when a coefficient is smaller than its standard error (read it as 0)${negative ? "; (?) a negative slope beyond its standard error: the cost falls as the parameter grows, so look at the measurement" : ""}${anyBase ? "; head vs base: z test on the slope difference, q adjusted by Benjamini\u2013Hochberg across the table, called beyond the noise floor with at least twice as many points as coefficients" : ""}.</sub>`
  ].join("\n\n");
}
function renderRangeSummary(tables) {
  const rows = tables.flatMap(
    (t) => t.summary.filter((s) => s.min !== void 0 && s.geomean !== void 0 && s.rows >= 2).map((s) => {
      const range = t.spec.style === "ratio" ? rangeText(t, s.min, s.max).replace(/^\S+ range /, "") : `${signedPct2(s.min)} \u2026 ${signedPct2(s.max)}`;
      const mean = t.spec.style === "ratio" ? ratioText(t, s.geomean) : signedPct2(s.geomean);
      return [escapeMarkdown(t.spec.title), `${escapeMarkdown(t.reference)} vs ${escapeMarkdown(s.column)}`, range, mean, String(s.rows)];
    })
  );
  if (rows.length === 0) return void 0;
  return `#### Summary

${markdownTable([["Table", "Comparison", "Range", "Geometric mean", "Rows"], ...rows], { alignDelimiters: false })}`;
}
function renderTables(built) {
  const sections = built.map(
    (b) => b.kind === "variant" ? renderVariantTable(b.table) : b.kind === "fit" ? renderFitTable(b.table) : `#### ${escapeMarkdown(b.spec.title)}

_No benchmark matched this table (check \`match\`, \`rows\` and \`columns\`)._`
  );
  const variants = built.flatMap((b) => b.kind === "variant" ? [b.table] : []);
  const summary = variants.length > 1 ? renderRangeSummary(variants) : void 0;
  return summary ? [...sections, summary] : sections;
}

// src/run/measure-size.ts
import { readdir as readdir3, stat as stat4 } from "node:fs/promises";
import { join as join4, relative as relative3, sep as sep3 } from "node:path";
async function measureSizes(globs, cwd) {
  const sizes = /* @__PURE__ */ new Map();
  const missing = [];
  for (const pattern of globs) {
    const found = await sizesOf(pattern, cwd);
    if (found.length === 0) missing.push(pattern);
    for (const [path, bytes] of found) sizes.set(path, bytes);
  }
  if (missing.length > 0) {
    throw new RunError(`size: nothing matches ${missing.map((m) => JSON.stringify(m)).join(", ")} in ${cwd}`);
  }
  const manifest = {
    schema: SIZE_SCHEMA_ID,
    files: [...sizes].sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0).map(([path, bytes]) => ({ path, bytes }))
  };
  return `${JSON.stringify(manifest, null, 2)}
`;
}
async function sizesOf(pattern, cwd) {
  const full = join4(cwd, pattern);
  const literal = await stat4(full).catch(() => void 0);
  if (literal?.isFile()) return [[toRelative2(cwd, full), literal.size]];
  if (literal?.isDirectory()) return [[`${toRelative2(cwd, full)}/`, await directoryBytes(full)]];
  const out = [];
  for (const match of await glob(pattern, { cwd, dot: true, expandDirectories: false })) {
    out.push([toRelative2(cwd, join4(cwd, match)), (await stat4(join4(cwd, match))).size]);
  }
  return out;
}
async function directoryBytes(dir) {
  let total = 0;
  for (const entry of await readdir3(dir, { withFileTypes: true })) {
    const full = join4(dir, entry.name);
    if (entry.isDirectory()) total += await directoryBytes(full);
    else if (entry.isFile()) total += (await stat4(full)).size;
  }
  return total;
}
function toRelative2(cwd, full) {
  return relative3(cwd, full).split(sep3).join("/") || ".";
}

// src/run/progress.ts
var CLEAR_LINE = "\r\x1B[K";
function createProgress(total, write, isTTY, now) {
  let active;
  let timer;
  const label = (index, name) => `[${index + 1}/${total}] ${name}`;
  const seconds2 = (ms) => `${(ms / 1e3).toFixed(1)} s`;
  const draw = () => {
    if (active) write(`${CLEAR_LINE}${active.label} \u2014 running (${seconds2(now() - active.startedAt)})`);
  };
  const clearTimer = () => {
    if (timer) clearInterval(timer);
    timer = void 0;
  };
  return {
    start(index, name) {
      active = { label: label(index, name), startedAt: now() };
      if (!isTTY) {
        write(`${active.label} \u2014 running
`);
        return;
      }
      draw();
      clearTimer();
      timer = setInterval(draw, 1e3);
      timer.unref();
    },
    finish(index, name, status) {
      const startedAt = active?.startedAt ?? now();
      clearTimer();
      active = void 0;
      const line = `${label(index, name)} \u2014 ${describe(status, seconds2(now() - startedAt))}
`;
      write(isTTY ? `${CLEAR_LINE}${line}` : line);
    },
    stop() {
      clearTimer();
      if (active && isTTY) write("\n");
      active = void 0;
    }
  };
}
function describe(status, took) {
  switch (status.outcome) {
    case "ok":
      return `ok in ${took}`;
    case "timed-out":
      return `timed out after ${Math.round(status.timeoutMs / 1e3)} s`;
    case "failed": {
      const why = status.reason ?? (status.signal ? status.signal : status.exitCode != null ? `exit ${status.exitCode}` : void 0);
      return `failed${why === void 0 ? "" : ` (${why})`} in ${took}`;
    }
  }
}

// src/run/capture.ts
import { access, mkdir, open as open2, readFile as readFile3, realpath as realpath2, stat as stat5, writeFile } from "node:fs/promises";
import { dirname as dirname2, isAbsolute as isAbsolute2, join as join5, normalize as normalize2, relative as relative4, sep as sep4 } from "node:path";
var CAPTURE_SCHEMA_ID = "benchgate/capture@1";
var CaptureManifest = external_exports.object({
  schema: external_exports.literal(CAPTURE_SCHEMA_ID),
  suite: external_exports.string(),
  harness: external_exports.string().optional(),
  durationMs: external_exports.number().optional(),
  exitCode: external_exports.number().nullable().optional(),
  failure: external_exports.string().optional(),
  /** `path` as the adapter saw it; `file` where it is stored, relative to the suite folder. */
  files: external_exports.array(external_exports.object({ path: external_exports.string(), file: external_exports.string() }))
});
function storedName(path) {
  const m = /^(stdout|stderr|timings|sizes) of /.exec(path);
  if (m) return `${m[1]}${m[1] === "timings" || m[1] === "sizes" ? ".json" : ".txt"}`;
  const clean = normalize2(path).replace(/^(\.\.(\/|\\|$))+/, "").replace(/^[/\\]+/, "");
  return join5("files", clean);
}
function suiteDir(dir, suite, run2) {
  const root = join5(dir, suite.replace(/[^A-Za-z0-9._-]/g, "_"));
  return run2 > 1 ? join5(root, `repeat-${run2}`) : root;
}
async function writeCapture(dir, suite, captured, run2 = 1) {
  const root = suiteDir(dir, suite, run2);
  const files = captured.files.map((f) => ({ path: f.path, file: storedName(f.path) }));
  for (const [i, f] of captured.files.entries()) {
    const target = join5(root, files[i].file);
    await mkdir(dirname2(target), { recursive: true });
    if (f.json !== void 0) await copySource(f.json, target);
    else await writeFile(target, f.text);
  }
  const manifest = {
    schema: CAPTURE_SCHEMA_ID,
    suite,
    ...captured.harness ? { harness: captured.harness } : {},
    durationMs: captured.durationMs,
    ...captured.exitCode !== void 0 ? { exitCode: captured.exitCode } : {},
    ...captured.failure ? { failure: captured.failure } : {},
    files
  };
  await mkdir(root, { recursive: true });
  await writeFile(join5(root, "capture.json"), `${JSON.stringify(manifest, null, 2)}
`);
}
async function hasCapture(dir, suite, run2) {
  try {
    await access(join5(suiteDir(dir, suite, run2), "capture.json"));
    return true;
  } catch {
    return false;
  }
}
async function readCapture(dir, suite, run2 = 1, options = {}) {
  const root = suiteDir(dir, suite, run2);
  const where = join5(root, "capture.json");
  let manifest;
  try {
    manifest = CaptureManifest.parse(JSON.parse(await readFile3(where, "utf8")));
  } catch (err) {
    throw new BenchgateError(`${where}: not a benchgate capture (${err.message.split("\n")[0]})`);
  }
  const files = [];
  for (const [i, f] of manifest.files.entries()) files.push(await readCapturedFile(root, f.file, f.path, `${where}: files[${i}].file`, options));
  return {
    ...manifest.harness ? { harness: manifest.harness } : {},
    durationMs: manifest.durationMs ?? 0,
    ...manifest.exitCode !== void 0 ? { exitCode: manifest.exitCode } : {},
    ...manifest.failure ? { failure: manifest.failure } : {},
    files
  };
}
async function readCapturedFile(root, file, path, where, options) {
  const clean = normalize2(file);
  if (isAbsolute2(file) || clean === ".." || clean.startsWith(`..${sep4}`) || file.includes("\0")) {
    throw new BenchgateError(`${where}: "${file}" is outside the capture; expected a path relative to ${root}`);
  }
  let real;
  try {
    real = await realpath2(join5(root, clean));
  } catch {
    throw new BenchgateError(`${where}: "${file}" does not exist in ${root}`);
  }
  const inside = relative4(await realpath2(root), real);
  if (inside === "" || inside === ".." || inside.startsWith(`..${sep4}`) || isAbsolute2(inside)) {
    throw new BenchgateError(`${where}: "${file}" leads outside the capture (a symbolic link to ${real})`);
  }
  if ((await stat5(real)).size <= (options.largeFileBytes ?? LARGE_FILE_BYTES)) return { path, text: await readFile3(real, "utf8") };
  const read = await readSourceFile(real, path, options);
  if (read === "binary") throw new BenchgateError(`${where}: "${file}" is a binary file; benchgate captures only text outputs`);
  return read;
}
async function copySource(source, target) {
  const reader = source.open();
  const out = await open2(target, "w");
  try {
    const buf = new Uint8Array(1 << 20);
    for (let n = reader.read(buf, 0, buf.length); n > 0; n = reader.read(buf, 0, buf.length)) await out.write(buf, 0, n);
  } finally {
    reader.close();
    await out.close();
  }
}

// src/run/setup.ts
async function runSetup(s, label, log2, stream) {
  if (s.setup === void 0) return void 0;
  log2(`benchgate: setup of ${s.name}${label}: ${s.setup}
`);
  const r = await spawnSuite({ name: `${s.name} setup`, command: s.setup, cwd: s.cwd, env: s.env, timeoutMs: s.timeoutMs, stream: stream && ((c) => stream(c)) });
  if (r.error !== void 0) return r.error;
  if (r.timedOut) return `setup timed out after ${Math.round(s.timeoutMs / 1e3)} s`;
  if (r.exitCode !== 0) return `setup \`${s.setup}\` exited with ${r.exitCode ?? r.signal}
${stderrTail(r.stderr)}`;
  return void 0;
}

// src/app.ts
import { mkdir as mkdir2, readFile as readFile4, writeFile as writeFile2 } from "node:fs/promises";
import { join as join6 } from "node:path";
async function runShellSuite(s, stream) {
  const r = await spawnSuite({
    name: s.name,
    command: s.run,
    cwd: s.cwd,
    env: s.env,
    timeoutMs: s.timeoutMs,
    outputFiles: s.output.files,
    stream: stream && ((chunk) => stream(chunk))
  });
  const warnings = [...r.missingOutputs.map((m) => `output ${m} matched no file`), ...r.skippedOutputs];
  const stdout = { path: `stdout of ${s.name}`, text: r.stdout };
  const stderr = { path: `stderr of ${s.name}`, text: r.stderr };
  const files = s.output.files.length > 0 ? [...s.output.stdout ? [stdout] : [], ...r.files] : [s.output.stderr ? stderr : stdout];
  const base = { durationMs: r.durationMs, exitCode: r.exitCode, warnings, harness: s.harness, input: { files } };
  if (r.error !== void 0) return { ...base, input: void 0, failure: r.error, outcome: { outcome: "failed", reason: r.error } };
  if (r.timedOut) {
    return { ...base, failure: `timed out after ${Math.round(s.timeoutMs / 1e3)} s
${stderrTail(r.stderr)}`, outcome: { outcome: "timed-out", timeoutMs: s.timeoutMs } };
  }
  if (r.exitCode !== 0) {
    const why = `\`${s.run}\` exited with ${r.exitCode ?? r.signal}
${stderrTail(r.stderr)}`;
    return { ...base, failure: why, outcome: { outcome: "failed", exitCode: r.exitCode, signal: r.signal } };
  }
  return { ...base, outcome: { outcome: "ok" } };
}
async function runSuiteOutput(s, stream) {
  if (s.kind === "command") {
    const r = await runCommandSuite(
      { name: s.name, commands: s.commands, matrix: s.matrix, runs: s.runs, warmup: s.warmup, cwd: s.cwd, env: s.env, timeoutMs: s.timeoutMs, ...s.only ? { only: s.only } : {} },
      stream && ((chunk) => stream(chunk))
    );
    return {
      input: { files: [{ path: `timings of ${s.name}`, text: r.manifest }] },
      harness: "command",
      durationMs: r.durationMs,
      warnings: [],
      ...r.failed ? { failure: r.failed, outcome: { outcome: "failed", reason: r.failed } } : { outcome: { outcome: "ok" } }
    };
  }
  if (s.kind === "size") {
    const started = Date.now();
    try {
      const manifest = await measureSizes(s.files, s.cwd);
      return { input: { files: [{ path: `sizes of ${s.name}`, text: manifest }] }, harness: "size", durationMs: Date.now() - started, warnings: [], outcome: { outcome: "ok" } };
    } catch (err) {
      const msg = err instanceof Error ? err.message : String(err);
      return { failure: msg, durationMs: Date.now() - started, warnings: [], outcome: { outcome: "failed", reason: msg } };
    }
  }
  return runShellSuite(s, stream);
}
async function runSuiteOnce(s, stream) {
  return parseWithinBudget(s, await runSuiteOutput(s, stream));
}
function parseWithinBudget(s, out) {
  const started = Date.now();
  const suite = toSuite(s, out);
  const parseMs = Date.now() - started;
  if (suite.status === "failed" || out.durationMs + parseMs <= s.timeoutMs) return suite;
  const secs = (ms) => `${(ms / 1e3).toFixed(1)} s`;
  return { ...suite, status: "failed", error: `timed out: the command ran ${secs(out.durationMs)} and parsing its output took ${secs(parseMs)}, over the suite's timeout of ${secs(s.timeoutMs)}` };
}
function toSuite(s, out) {
  const common = { name: s.name, durationMs: out.durationMs, ...out.exitCode !== void 0 ? { exitCode: out.exitCode } : {} };
  let parsed;
  let parseError;
  if (out.input !== void 0) {
    try {
      parsed = parseOutput(out.input, out.harness);
    } catch (err) {
      parseError = err instanceof BenchgateError ? err.message : `${out.harness ?? "parse"}: could not parse the output of ${s.name} (${err instanceof Error ? err.message : String(err)})`;
    }
  }
  const warnings = [...out.warnings, ...parsed?.output.warnings ?? []];
  const harness = parsed?.harness ?? out.harness ?? "unknown";
  const error = [out.failure, out.failure === void 0 ? parseError : void 0].filter(Boolean).join("\n");
  return {
    ...common,
    harness,
    status: error === "" ? "ok" : "failed",
    ...error === "" ? {} : { error },
    // A failed command may still have printed complete results: keep what parsed.
    benchmarks: parsed?.output.benchmarks ?? [],
    ...warnings.length ? { warnings } : {}
  };
}
function selectSuites(loaded, only) {
  if (!only?.length) return loaded.suites;
  const unknown = only.filter((n) => !loaded.suites.some((s) => s.name === n));
  if (unknown.length) throw new BenchgateError(`${loaded.file}: no suite named ${unknown.map((u) => `"${u}"`).join(", ")} (suites: ${loaded.suites.map((s) => s.name).join(", ")})`);
  return loaded.suites.filter((s) => only.includes(s.name));
}
function resultsOf(suites, meta) {
  return { schema: RESULTS_SCHEMA_ID, meta, suites };
}
async function runSuites(loaded, options) {
  const suites = selectSuites(loaded, options.only);
  const progress = options.progress ? createProgress(suites.length, options.progress.write, options.progress.isTTY, () => Date.now()) : void 0;
  const results = [];
  try {
    for (const [i, given] of suites.entries()) {
      let s = given;
      if (options.shard !== void 0) {
        const plan = await planShard(given, options.shard.spec, options.shard.baseline);
        options.progress?.write(`${given.name}: shard ${options.shard.spec.index}/${options.shard.spec.count} runs ${plan.units} of its units${plan.skip ? " (none: skipped)" : ""}
`);
        if (plan.skip) continue;
        s = plan.suite;
      }
      const runs = [];
      const setupError = await runSetup(s, "", (l) => options.progress?.write(l), options.stream);
      if (setupError !== void 0) {
        results.push({ name: s.name, harness: s.harness ?? "unknown", status: "failed", error: setupError, benchmarks: [] });
        continue;
      }
      for (let run2 = 1; run2 <= s.repeat; run2++) {
        const label = s.repeat > 1 ? `${s.name} (run ${run2}/${s.repeat})` : s.name;
        progress?.start(i, label);
        const out = await runSuiteOutput(s, options.stream);
        if (options.capture !== void 0 && out.input !== void 0) {
          await writeCapture(options.capture, s.name, { harness: out.harness, durationMs: out.durationMs, exitCode: out.exitCode, failure: out.failure, files: out.input.files }, run2);
        }
        const suite = parseWithinBudget(s, out);
        const outcome = out.outcome.outcome === "ok" && suite.status === "failed" ? { outcome: "failed", reason: "output could not be parsed" } : out.outcome;
        progress?.finish(i, label, outcome);
        runs.push(suite);
        if (suite.status === "failed") break;
      }
      results.push(mergeSuites(runs));
    }
  } finally {
    progress?.stop();
  }
  const meta = {
    ...options.meta?.commit ? { commit: options.meta.commit } : {},
    ...options.meta?.ref ? { ref: options.meta.ref } : {},
    ...options.meta?.runId !== void 0 ? { runId: options.meta.runId } : {},
    createdAt: options.now().toISOString(),
    runner: describeMachine(),
    ...options.shard ? { shard: options.shard.spec } : {},
    ...options.environment ? { environment: options.environment } : {}
  };
  if (options.capture !== void 0) {
    await mkdir2(options.capture, { recursive: true });
    await writeFile2(join6(options.capture, "meta.json"), `${JSON.stringify(meta, null, 2)}
`);
  }
  return resultsOf(results, meta);
}
async function replaySuites(loaded, dir, only) {
  const suites = [];
  for (const s of selectSuites(loaded, only)) {
    const runs = [];
    for (let run2 = 1; run2 === 1 || run2 <= s.repeat && await hasCapture(dir, s.name, run2); run2++) {
      let c;
      try {
        c = await readCapture(dir, s.name, run2);
      } catch (err) {
        if (!(err instanceof BenchgateError)) throw err;
        runs.push({ name: s.name, harness: s.harness ?? "unknown", status: "failed", error: err.message, benchmarks: [] });
        break;
      }
      runs.push(
        toSuite(s, {
          input: { files: c.files },
          harness: s.harness ?? c.harness,
          durationMs: c.durationMs,
          exitCode: c.exitCode,
          failure: c.failure,
          warnings: [],
          outcome: c.failure ? { outcome: "failed", reason: c.failure } : { outcome: "ok" }
        })
      );
    }
    suites.push(mergeSuites(runs));
  }
  const metaFile = join6(dir, "meta.json");
  let meta;
  try {
    meta = Results.shape.meta.parse(JSON.parse(await readFile4(metaFile, "utf8")));
  } catch (err) {
    throw new BenchgateError(`${metaFile}: not the meta of a benchgate capture (${err.message.split("\n")[0]})`);
  }
  return resultsOf(suites, meta);
}
function reportTables(loaded, head, base) {
  if (loaded === void 0 || loaded.tables.length === 0) return [];
  const t = loaded.verdicts.thresholds;
  const built = buildTables(loaded.tables, head, base, {
    seed: DEFAULT_SEED,
    resamples: DEFAULT_RESAMPLES,
    noiseFloor: t.noiseFloor ?? DEFAULTS.noiseFloor,
    alpha: t.alpha ?? DEFAULTS.alpha
  });
  return renderTables(built);
}

// src/run/worktree.ts
import { execFile } from "node:child_process";
import { mkdtemp as mkdtemp2, rm as rm2 } from "node:fs/promises";
import { tmpdir as tmpdir2 } from "node:os";
import { join as join7 } from "node:path";
import { promisify } from "node:util";
var run = promisify(execFile);
async function git(cwd, args) {
  try {
    const { stdout } = await run("git", args, { cwd, maxBuffer: 16 * 1024 * 1024 });
    return stdout.trim();
  } catch (err) {
    const e = err;
    throw new BenchgateError(`git ${args.join(" ")} (in ${cwd}): ${(e.stderr ?? e.message).trim().split("\n").slice(-3).join(" ")}`);
  }
}
async function resolveRef(cwd, ref) {
  if (ref.startsWith("-")) throw new UsageError(`--paired: expected a commit, branch or tag; got "${ref}"`);
  const root = await git(cwd, ["rev-parse", "--show-toplevel"]);
  const commit = await git(root, ["rev-parse", "--verify", "--quiet", "--end-of-options", `${ref}^{commit}`]).catch(() => {
    throw new UsageError(`--paired: "${ref}" names no commit in ${root} (in CI, check out with fetch-depth: 0 so the base commit is there)`);
  });
  return { root, commit };
}
async function addWorktree(cwd, ref, tmpRoot = tmpdir2()) {
  const { root, commit } = await resolveRef(cwd, ref);
  const parent = await mkdtemp2(join7(tmpRoot, "benchgate-base-"));
  const dir = join7(parent, "base");
  await git(root, ["-c", "core.hooksPath=/dev/null", "worktree", "add", "--detach", "--quiet", dir, commit]);
  let removed = false;
  return {
    root,
    dir,
    commit,
    remove: async () => {
      if (removed) return;
      removed = true;
      await git(root, ["worktree", "remove", "--force", dir]).catch(() => void 0);
      await rm2(parent, { recursive: true, force: true });
      await git(root, ["worktree", "prune"]).catch(() => void 0);
    }
  };
}
async function mergeBase(cwd, baseSha) {
  return git(cwd, ["merge-base", "--end-of-options", baseSha, "HEAD"]).catch(() => baseSha);
}

// src/run/paired.ts
import { mkdtemp as mkdtemp3, rm as rm4 } from "node:fs/promises";
import { tmpdir as tmpdir3 } from "node:os";
import { isAbsolute as isAbsolute3, join as join9, relative as relative5 } from "node:path";

// src/compare/stats/signed-rank.ts
var EXACT_MAX_N = 50;
function exactCounts(n) {
  const max = n * (n + 1) / 2;
  const c = new Float64Array(max + 1);
  c[0] = 1;
  for (let k = 1; k <= n; k++) for (let w = k * (k + 1) / 2; w >= k; w--) c[w] += c[w - k];
  return c;
}
function walshInterval(walsh, N, alphaHalf) {
  const m = walsh.length;
  if (m === 0) return { lower: NaN, upper: NaN };
  if (walsh[0] === walsh[m - 1]) return { lower: walsh[0], upper: walsh[0] };
  let c = -1;
  if (N <= EXACT_MAX_N) {
    const counts = exactCounts(N);
    const total = 2 ** N;
    let acc = 0;
    for (let w = 0; w < counts.length; w++) {
      acc += counts[w];
      if (acc / total > alphaHalf) break;
      c = w;
    }
  } else {
    c = Math.floor(m / 2 - normalQuantile(1 - alphaHalf) * Math.sqrt(N * (N + 1) * (2 * N + 1) / 24));
  }
  return c < 0 ? { lower: -Infinity, upper: Infinity } : { lower: walsh[c], upper: walsh[m - 1 - c] };
}
function exactCountsOf(weights) {
  const c = new Float64Array(weights.reduce((a, b) => a + b, 0) + 1);
  c[0] = 1;
  let top = 0;
  for (const wt of weights) {
    top += wt;
    for (let w = top; w >= wt; w--) c[w] += c[w - wt];
  }
  return c;
}
function ranksOfAbs(xs) {
  const order = xs.map((x, i) => [Math.abs(x), i]).sort((a, b) => a[0] - b[0]);
  const ranks = new Array(xs.length);
  const ties = [];
  for (let i = 0; i < order.length; ) {
    let j = i;
    while (j + 1 < order.length && order[j + 1][0] === order[i][0]) j++;
    const r = (i + j + 2) / 2;
    for (let k = i; k <= j; k++) ranks[order[k][1]] = r;
    if (j > i) ties.push(j - i + 1);
    i = j + 1;
  }
  return { ranks, ties };
}
function sortedWalshAverages(xs) {
  const n = xs.length;
  const a = new Float64Array(n * (n + 1) / 2);
  let k = 0;
  for (let i = 0; i < n; i++) for (let j = i; j < n; j++) a[k++] = (xs[i] + xs[j]) / 2;
  return a.sort();
}
function signedRank(xs, level) {
  const nz = xs.filter((x) => x !== 0);
  const n = nz.length;
  const walsh = sortedWalshAverages(xs);
  const m = walsh.length;
  const estimate = m === 0 ? NaN : m % 2 === 1 ? walsh[(m - 1) / 2] : (walsh[m / 2 - 1] + walsh[m / 2]) / 2;
  if (n === 0) return { n, wPlus: 0, p: xs.length > 0 ? 1 : NaN, method: "exact", estimate, lower: estimate, upper: estimate };
  const { ranks, ties } = ranksOfAbs(nz);
  const wPlus = nz.reduce((s, x, i) => s + (x > 0 ? ranks[i] : 0), 0);
  const max = n * (n + 1) / 2;
  const mean = max / 2;
  const alphaHalf = (1 - level) / 2;
  let p;
  let method;
  if (n <= EXACT_MAX_N) {
    method = "exact";
    const doubled = exactCountsOf(ranks.map((r) => Math.round(2 * r)));
    const stat8 = Math.round(2 * Math.min(wPlus, max - wPlus));
    let below = 0;
    for (let k = 0; k <= stat8; k++) below += doubled[k];
    p = Math.min(1, 2 * below / 2 ** n);
  } else {
    method = "approx";
    const variance = n * (n + 1) * (2 * n + 1) / 24 - ties.reduce((s, t) => s + (t * t * t - t), 0) / 48;
    const sd = Math.sqrt(variance);
    p = sd === 0 ? 1 : Math.min(1, 2 * normalCdf(-Math.abs(wPlus - mean) / sd));
  }
  const { lower, upper } = walshInterval(walsh, xs.length, alphaHalf);
  return { n, wPlus, p, method, estimate, lower, upper };
}

// src/compare/stats/sequential.ts
function obrienFlemingSpent(t, alpha) {
  if (!(t > 0)) return 0;
  if (t >= 1) return alpha;
  const z = normalQuantile(1 - alpha / 2);
  return 2 - 2 * normalCdf(z / Math.sqrt(t));
}
function lookAlpha(previousRounds, rounds, maxRounds, alpha) {
  return obrienFlemingSpent(rounds / maxRounds, alpha) - obrienFlemingSpent(previousRounds / maxRounds, alpha);
}
function lookSchedule(minRounds, maxRounds) {
  const looks = [];
  for (let n = Math.max(2, minRounds); n < maxRounds; n *= 2) looks.push(n);
  looks.push(maxRounds);
  return looks;
}

// src/compare/paired.ts
function roundFactors(logRatios) {
  return logRatios.map((row) => median(row));
}
var MIN_COMMON = 5;
function roundValues(rounds, suite, benchmark, metric) {
  const out = /* @__PURE__ */ new Map();
  for (const r of rounds) {
    const b = r.base.suites.find((s) => s.name === suite)?.benchmarks.find((x) => x.name === benchmark);
    const h = r.head.suites.find((s) => s.name === suite)?.benchmarks.find((x) => x.name === benchmark);
    if (b?.status === "failed" || h?.status === "failed") continue;
    const bv = b?.metrics[metric]?.value;
    const hv = h?.metrics[metric]?.value;
    if (bv !== void 0 && hv !== void 0 && bv > 0 && hv > 0 && Number.isFinite(bv) && Number.isFinite(hv)) out.set(r.round, Math.log(hv / bv));
  }
  return out;
}
function mergePairedSide(rounds, side) {
  const first = rounds[0][side];
  const merged = structuredClone(first);
  for (const s of merged.suites) {
    const perRound = rounds.map((r) => ({ round: r.round, suite: r[side].suites.find((x) => x.name === s.name) }));
    const failed = perRound.find((p) => p.suite?.status === "failed");
    if (failed?.suite) {
      s.status = "failed";
      s.error = `round ${failed.round}: ${failed.suite.error ?? "failed"}`;
    }
    for (const b of s.benchmarks) {
      for (const [name, m] of Object.entries(b.metrics)) {
        const runs = [];
        const idx = [];
        for (const p of perRound) {
          const v = p.suite?.benchmarks.find((x) => x.name === b.name)?.metrics[name]?.value;
          if (v !== void 0) {
            runs.push(v);
            idx.push(p.round);
          }
        }
        b.metrics[name] = m.exact ? { ...m, value: median(runs), runs, rounds: idx } : { ...m, value: median(runs), statistic: "median", runs, rounds: idx, n: runs.length, spread: { min: minOf(runs), max: maxOf(runs) } };
        if (!m.exact) delete b.metrics[name].samples;
      }
    }
  }
  return merged;
}
function baseRuns(base, row) {
  const runs = base.suites.find((s) => s.name === row.suite)?.benchmarks.find((b) => b.name === row.benchmark)?.metrics[row.metric]?.runs;
  return runs !== void 0 && runs.length > 0 && runs.every((x) => x > 0 && Number.isFinite(x)) ? runs : void 0;
}
function beyondFloor(lower, upper, floor) {
  const bound = Math.log1p(floor);
  return lower > bound || upper < -bound;
}
function withinFloor(lower, upper, floor) {
  const bound = Math.log1p(floor);
  return lower >= -bound && upper <= bound;
}
function pct(logRatio) {
  const v = Math.expm1(logRatio) * 100;
  return `${v >= 0 ? "+" : "\u2212"}${Math.abs(v).toFixed(1)} %`;
}
function comparePaired(rounds, options, look, paired) {
  if (rounds.length === 0) throw new Error("comparePaired needs at least one round");
  const base = mergePairedSide(rounds, "base");
  const head = mergePairedSide(rounds, "head");
  const c = compareRuns(base, head, { ...options, baselineKind: "same-job" });
  const candidates = [];
  for (const row of c.rows) {
    if (row.test === "exact" || row.test === "none" || row.base === null || row.head === null) continue;
    if (row.note?.startsWith("failed in") || row.note?.startsWith("ignored by config")) continue;
    const diffs = roundValues(rounds, row.suite, row.benchmark, row.metric);
    if (diffs.size < 2) {
      Object.assign(row, { verdict: "inconclusive", test: "signed-rank", note: `${diffs.size} paired round(s): too few for a paired test` });
      delete row.p;
      delete row.q;
      delete row.ci;
      continue;
    }
    candidates.push({ row, diffs });
  }
  const drift = [];
  const removed = [];
  const tests = /* @__PURE__ */ new Map();
  for (const group of groupBy(candidates, (x) => `${x.row.suite}\0${x.row.metric}`).values()) {
    const { suite, metric } = group[0].row;
    const alphaOf = (x) => lookAlpha(look.previousRounds, rounds.length, look.maxRounds, x.row.alpha);
    let factors;
    if (group.length >= MIN_COMMON) {
      const perRound = rounds.map((r) => group.map((x) => x.diffs.get(r.round)).filter((d) => d !== void 0));
      const fs = roundFactors(perRound);
      factors = new Map(rounds.map((r, i) => [r.round, fs[i]]).filter((_, i) => perRound[i].length >= MIN_COMMON));
      if (factors.size >= 2) {
        removed.push(`${suite}/${metric}`);
        const floor = group[0].row.floor;
        const a = alphaOf(group[0]);
        const common = signedRank([...factors.values()], 1 - a);
        const moved = beyondFloor(common.lower, common.upper, floor);
        drift.push({
          suite,
          metric,
          factor: Math.exp(common.estimate),
          ...Number.isFinite(common.upper) && Number.isFinite(common.lower) ? { ci: [Math.exp(common.lower), Math.exp(common.upper)] } : {},
          benchmarks: group.length,
          status: moved ? "drift" : "none",
          note: moved ? `the whole suite moved ${pct(common.estimate)} [${pct(common.lower)}, ${pct(common.upper)}] in ${factors.size} paired rounds: both sides met the same machine in every round, so this is a change that touches every benchmark, not the machine. Rows are judged relative to it` : `no common move beyond the floor (${pct(common.estimate)} [${pct(common.lower)}, ${pct(common.upper)}] over ${factors.size} paired rounds); each round's common factor (median log ratio over ${group.length} benchmarks) removed before the signed-rank test`
        });
      } else factors = void 0;
    }
    for (const x of group) {
      const alphaLook = alphaOf(x);
      const level = 1 - alphaLook;
      const raw = signedRank([...x.diffs.values()], level);
      const rel = factors ? [...x.diffs].filter(([r]) => factors.has(r)).map(([r, d]) => d - factors.get(r)) : void 0;
      const t = rel && rel.length >= 2 ? signedRank(rel, level) : raw;
      tests.set(x, { t, relative: t !== raw, raw, level, alphaLook, used: t !== raw ? rel.length : x.diffs.size });
    }
  }
  for (const gating of [true, false]) {
    const family = candidates.filter((x) => x.row.gating === gating);
    const qs = benjaminiHochberg(family.map((x) => tests.get(x).t.p));
    family.forEach((x, i) => {
      const { t, relative: relative7, raw, level, alphaLook, used } = tests.get(x);
      const row = x.row;
      const q = qs[i];
      const floor = row.floor;
      const called = q < alphaLook && beyondFloor(t.lower, t.upper, floor);
      const worse = row.direction === "smaller" ? t.estimate > 0 : t.estimate < 0;
      const undecided = !called && !withinFloor(t.lower, t.upper, floor);
      const verdict = called ? worse ? "regressed" : "improved" : undecided ? "inconclusive" : "unchanged";
      const bounded = (s) => Number.isFinite(s.lower) && Number.isFinite(s.upper) ? [Math.exp(s.lower), Math.exp(s.upper)] : void 0;
      const ci = bounded(raw);
      if (!ci) delete row.ci;
      const rounds2 = baseRuns(base, row);
      const centres = anchoredCentres(rounds2 ? geometricMean(rounds2) : row.base, Math.exp(raw.estimate), "base", "paired-hl");
      Object.assign(row, {
        test: "signed-rank",
        base: centres.base,
        head: centres.head,
        ratio: centres.ratio,
        centre: centres.kind,
        p: t.p,
        q,
        ...ci ? { ci } : {},
        ciLevel: level,
        n: [used, used],
        confidence: "normal",
        verdict
      });
      const relCi = bounded(t);
      if (relative7) row.relative = { ratio: Math.exp(t.estimate), ...relCi ? { ci: relCi } : {}, verdict };
      else delete row.relative;
      const how = relative7 ? `relative to each round's common factor: ${pct(t.estimate)} [${pct(t.lower)}, ${pct(t.upper)}]` : `${pct(t.estimate)} [${pct(t.lower)}, ${pct(t.upper)}]`;
      row.note = called ? `signed-rank over ${used} rounds, ${how}, \u03B1 ${alphaLook.toPrecision(2)} at this look` : undecided ? `undecided after ${used} rounds: the ${(level * 100).toFixed(1)} % interval (${how}) straddles the ${(floor * 100).toFixed(0)} % floor` : `no change beyond the ${(floor * 100).toFixed(0)} % floor over ${used} paired rounds (${how})`;
    });
  }
  const failedSuites = [.../* @__PURE__ */ new Set([...c.summary.failedSuites, ...base.suites.filter((s) => s.status === "failed").map((s) => s.name)])];
  const summary = summarize(c.rows, { hasBase: true, failedSuites, drift, options: { ...options, baselineKind: "same-job" } });
  summary.settings.baselineKind = "paired";
  summary.paired = { ...paired, looks: paired.looks ?? [], rounds: rounds.length, commonFactorRemoved: removed };
  return { ...c, summary };
}
function undecidedRows(c) {
  return c.rows.filter((r) => r.gating && r.test === "signed-rank" && r.note?.startsWith("undecided"));
}

// src/run/round-order.ts
function roundOrder(suites, rng) {
  const order = [...suites];
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
  return order.flatMap((suite) => {
    const baseFirst = rng() < 0.5;
    return baseFirst ? [{ suite, side: "base" }, { suite, side: "head" }] : [{ suite, side: "head" }, { suite, side: "base" }];
  });
}

// src/run/set-aside.ts
import { cp, mkdir as mkdir3, rename, rm as rm3, stat as stat6 } from "node:fs/promises";
import { basename as basename2, join as join8 } from "node:path";
async function move(from, to) {
  try {
    await rename(from, to);
  } catch (err) {
    if (err.code !== "EXDEV") throw err;
    await cp(from, to, { recursive: true });
    await rm3(from, { recursive: true, force: true });
  }
}
async function setAsideOutputs(patterns, cwd, into) {
  let moved = 0;
  for (const pattern of patterns) {
    const literal = await stat6(join8(cwd, pattern)).catch(() => void 0);
    const matches = literal ? [pattern] : await glob(pattern, { cwd, onlyFiles: false, expandDirectories: false, dot: true });
    for (const m of matches) {
      const from = join8(cwd, m);
      if (await stat6(from).catch(() => void 0) === void 0) continue;
      await mkdir3(into, { recursive: true });
      await move(from, join8(into, `${moved}-${basename2(m)}`));
      moved++;
    }
  }
  return moved;
}

// src/run/paired.ts
var DEFAULT_MIN_ROUNDS = 5;
var DEFAULT_MAX_ROUNDS = 20;
function suitesInTree(suites, gitRoot, treeDir) {
  return suites.map((s) => {
    const rel = relative5(gitRoot, s.cwd);
    if (rel.startsWith("..") || isAbsolute3(rel)) {
      throw new BenchgateError(`suites.${s.name}.cwd: ${s.cwd} lies outside the repository ${gitRoot}: paired rounds need it inside, to find it in the base tree`);
    }
    return { ...s, cwd: join9(treeDir, rel) };
  });
}
function failedSuite(s, error) {
  return { name: s.name, harness: s.harness ?? "unknown", status: "failed", error, benchmarks: [] };
}
async function runPaired(o) {
  const selected = o.only?.length ? o.loaded.suites.filter((s) => o.only.includes(s.name)) : o.loaded.suites;
  const unknown = (o.only ?? []).filter((n) => !o.loaded.suites.some((s) => s.name === n));
  if (unknown.length) throw new BenchgateError(`${o.loaded.file}: no suite named ${unknown.map((u) => `"${u}"`).join(", ")}`);
  const wt = await addWorktree(o.loaded.root, o.ref, o.tmpRoot);
  const scratch = await mkdtemp3(join9(o.tmpRoot ?? tmpdir3(), "benchgate-outputs-"));
  try {
    o.log(`benchgate: paired rounds: base ${o.ref} (${wt.commit.slice(0, 12)}) checked out in ${wt.dir}
`);
    const trees = { head: selected, base: suitesInTree(selected, wt.root, wt.dir) };
    for (const s of selected.filter((x) => x.repeat > 1)) o.log(`benchgate: ${s.name}: repeat ${s.repeat} is not used in paired mode: the rounds are the repeats
`);
    const setupFailed = /* @__PURE__ */ new Map();
    for (const side of ["base", "head"]) {
      for (const s of trees[side]) {
        const err = await runSetup(s, ` (${side})`, o.log, o.stream);
        if (err !== void 0) setupFailed.set(s.name, `${side}: ${err}`);
      }
    }
    for (const side of ["base", "head"]) {
      for (const s of trees[side]) await setAsideOutputs(s.output.files, s.cwd, join9(scratch, "before", side, s.name));
    }
    const rng = createRng(o.seed);
    const looks = lookSchedule(o.minRounds, o.maxRounds);
    const alpha = o.compare.settings.overrides.alpha ?? o.compare.settings.top.thresholds.alpha ?? 0.05;
    const rounds = [];
    const orders = [];
    const lookLog = [];
    let previousLook = 0;
    let comparison;
    let stop;
    const started = o.clock();
    const meta = (side) => ({
      ...side === "base" ? { commit: wt.commit, ref: o.ref } : { ...o.meta?.commit ? { commit: o.meta.commit } : {}, ...o.meta?.ref ? { ref: o.meta.ref } : {} },
      createdAt: o.now().toISOString(),
      runner: describeMachine()
    });
    const paired = (rs) => ({ ref: o.ref, minRounds: o.minRounds, maxRounds: o.maxRounds, seed: o.seed, looks: [...lookLog], ...o.budgetMs !== void 0 ? { budgetMs: o.budgetMs } : {}, elapsedMs: o.clock() - started, stop: stop ?? "max-rounds", rounds: rs });
    const analyse = (previous) => {
      const c = comparePaired(rounds, o.compare, { previousRounds: previous, maxRounds: o.maxRounds }, paired(rounds.length));
      lookLog.push({ rounds: rounds.length, alpha: lookAlpha(previous, rounds.length, o.maxRounds, alpha), undecided: undecidedRows(c).length });
      return c;
    };
    for (let r = 1; r <= o.maxRounds; r++) {
      const elapsed = o.clock() - started;
      if (o.budgetMs !== void 0 && r > 1 && elapsed + elapsed / (r - 1) > o.budgetMs) {
        stop = "budget";
        break;
      }
      const order = roundOrder(selected.map((s) => s.name), rng);
      orders.push({ round: r, order });
      const got = { base: [], head: [] };
      for (const step of order) {
        const s = trees[step.side].find((x) => x.name === step.suite);
        const failed = setupFailed.get(s.name);
        o.log(`benchgate: round ${r}/${o.maxRounds}: ${s.name} (${step.side})
`);
        const suite = failed !== void 0 ? failedSuite(s, failed) : await o.runOnce(s, o.stream);
        if (failed === void 0) await setAsideOutputs(s.output.files, s.cwd, join9(scratch, `round-${r}`, step.side, s.name));
        got[step.side].push({ ...suite, round: r, side: step.side });
      }
      const byConfig = (xs) => selected.map((s) => xs.find((x) => x.name === s.name));
      rounds.push({
        round: r,
        base: { schema: RESULTS_SCHEMA_ID, meta: meta("base"), suites: byConfig(got.base) },
        head: { schema: RESULTS_SCHEMA_ID, meta: meta("head"), suites: byConfig(got.head) }
      });
      if ([...got.base, ...got.head].some((s) => s.status === "failed")) {
        stop = "failed";
        break;
      }
      if (looks.includes(r) && r >= o.minRounds) {
        comparison = analyse(previousLook);
        previousLook = r;
        const undecided = lookLog.at(-1).undecided;
        o.log(`benchgate: look after ${r} rounds: ${undecided} gating row(s) undecided (\u03B1 ${lookLog.at(-1).alpha.toPrecision(2)} at this look)
`);
        if (undecided === 0) {
          stop = "decided";
          break;
        }
      }
    }
    stop ??= "max-rounds";
    if (rounds.length === 0) throw new BenchgateError("--budget: the budget ended before the first round");
    if (comparison === void 0 || previousLook !== rounds.length) comparison = analyse(previousLook);
    comparison.summary.paired = { ...comparison.summary.paired, ...paired(rounds.length), looks: lookLog, commonFactorRemoved: comparison.summary.paired.commonFactorRemoved };
    const withMeta = (side) => {
      const merged = mergePairedSide(rounds, side);
      merged.meta = { ...meta(side), paired: { ref: o.ref, commit: wt.commit, seed: o.seed, rounds: rounds.length, orders } };
      return merged;
    };
    o.log(`benchgate: ${rounds.length} paired round(s) in ${((o.clock() - started) / 1e3).toFixed(0)} s; stopped: ${stop}
`);
    return { comparison, base: withMeta("base"), head: withMeta("head"), rounds };
  } finally {
    await wt.remove();
    await rm4(scratch, { recursive: true, force: true });
  }
}

// src/baseline/results-io.ts
import { mkdir as mkdir4, open as open3, readFile as readFile5, stat as stat7 } from "node:fs/promises";
import { dirname as dirname3, resolve as resolve4 } from "node:path";

// src/model/results-json.ts
var ONE_STRING_MAX_NUMBERS = 1e6;
function resultsText(results, indent) {
  if (numbersIn(results) > ONE_STRING_MAX_NUMBERS) return void 0;
  try {
    return `${JSON.stringify(results, null, indent)}
`;
  } catch (err) {
    if (err instanceof RangeError) return void 0;
    throw err;
  }
}
function* resultsPieces(results) {
  const { suites, ...rest } = results;
  const head = JSON.stringify(rest);
  yield `${head.slice(0, -1)}${head.length > 2 ? "," : ""}"suites":[`;
  for (const [i, suite] of suites.entries()) {
    const { benchmarks, ...fields } = suite;
    const s = JSON.stringify(fields);
    yield `${i > 0 ? "," : ""}${s.slice(0, -1)}${s.length > 2 ? "," : ""}"benchmarks":[`;
    for (const [k, b] of benchmarks.entries()) {
      if (k > 0) yield ",";
      yield* benchmarkPieces(b);
    }
    yield "]}";
  }
  yield "]}\n";
}
var PIECE_NUMBERS = 65536;
function* benchmarkPieces(b) {
  const long = Object.values(b.metrics).some((m) => (m.samples?.length ?? 0) > PIECE_NUMBERS || (m.runs?.length ?? 0) > PIECE_NUMBERS);
  if (!long) {
    yield JSON.stringify(b);
    return;
  }
  yield* objectPieces(b, (key, v) => key === "metrics" ? metricsPieces(v) : void 0);
}
function* metricsPieces(metrics) {
  yield* objectPieces(metrics, (_name, m) => objectPieces(m, (key, v) => (key === "samples" || key === "runs") && Array.isArray(v) ? numbersPieces(v) : void 0));
}
function* objectPieces(obj, inner) {
  let first = true;
  yield "{";
  for (const key of Object.keys(obj)) {
    const value = obj[key];
    if (value === void 0) continue;
    yield `${first ? "" : ","}${JSON.stringify(key)}:`;
    first = false;
    const pieces = inner(key, value);
    if (pieces === void 0) yield JSON.stringify(value);
    else yield* pieces;
  }
  yield "}";
}
function* numbersPieces(values) {
  yield "[";
  for (let i = 0; i < values.length; i += PIECE_NUMBERS) {
    const part = JSON.stringify(values.slice(i, i + PIECE_NUMBERS));
    yield `${i > 0 ? "," : ""}${part.slice(1, -1)}`;
  }
  yield "]";
}
function numbersIn(results) {
  let n = 0;
  for (const suite of results.suites) {
    for (const b of suite.benchmarks) {
      for (const key in b.metrics) n += (b.metrics[key].samples?.length ?? 0) + (b.metrics[key].runs?.length ?? 0);
    }
  }
  return n;
}

// src/baseline/results-io.ts
async function readResultsFile(path) {
  let size;
  try {
    size = (await stat7(path)).size;
  } catch (err) {
    throw new UsageError(`${path}: cannot read (${err.code ?? String(err)})`);
  }
  if (size <= LARGE_FILE_BYTES) {
    let text;
    try {
      text = await readFile5(path, "utf8");
    } catch (err) {
      throw new UsageError(`${path}: cannot read (${err.code ?? String(err)})`);
    }
    return parseResults(text, path);
  }
  const source = fileSource(path, path, size);
  let data;
  try {
    data = parseJsonStream(source);
  } catch (err) {
    if (!(err instanceof JsonStreamError)) throw err;
    throw new BenchgateError(`${path}:${lineAt(source, err.offset)}: not valid JSON (expected ${err.message})`);
  }
  return validateResults(data, path);
}
async function writeResultsWith(write, results, indent) {
  const text = resultsText(results, indent);
  if (text !== void 0) {
    await write(text);
    return;
  }
  let batch = [];
  let size = 0;
  for (const piece of resultsPieces(results)) {
    batch.push(piece);
    size += piece.length;
    if (size > 1 << 20) {
      await write(batch.join(""));
      batch = [];
      size = 0;
    }
  }
  await write(batch.join(""));
}
async function writeResultsFile(path, results, indent) {
  await mkdir4(dirname3(resolve4(path)), { recursive: true });
  const file = await open3(path, "w");
  try {
    await writeResultsWith((text) => file.write(text), results, indent);
  } finally {
    await file.close();
  }
}

// src/config/load.ts
import { readFile as readFile6, realpath as realpath3 } from "node:fs/promises";
import { basename as basename3, dirname as dirname4, isAbsolute as isAbsolute4, relative as relative6, resolve as resolve5 } from "node:path";
var DEFAULT_CONFIG_PATH = ".github/benchgate.yml";
function configRoot(file) {
  const dir = dirname4(resolve5(file));
  return basename3(dir) === ".github" ? dirname4(dir) : dir;
}
async function loadConfig(path = DEFAULT_CONFIG_PATH) {
  let text;
  try {
    text = await readFile6(path, "utf8");
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
async function readTemplates(report2, file, root) {
  if (report2?.template === void 0 && report2?.["comment-template"] === void 0) return void 0;
  const read = async (key, partials) => {
    const given = report2[key];
    if (given === void 0) return void 0;
    const fail = (expected, found) => {
      throw new ConfigError(file, [{ path: `report.${key}`, expected, found }]);
    };
    const inside = (p, dir) => !isAbsolute4(relative6(dir, p)) && !relative6(dir, p).startsWith("..");
    const full = resolve5(root, given);
    if (!inside(full, root)) fail("a file inside the repository (a path relative to its root)", JSON.stringify(given));
    const real = await realpath3(full).catch((err) => fail("a readable mustache file", `${JSON.stringify(given)} (${err.code ?? String(err)})`));
    if (!inside(real, await realpath3(root))) fail("a file inside the repository, not a link out of it", `${JSON.stringify(given)} \u2192 ${real}`);
    const text = await readFile6(real, "utf8").catch((err) => fail("a readable mustache file", `${JSON.stringify(given)} (${err.code ?? String(err)})`));
    const problem = templateProblem(text, partials);
    if (problem !== void 0) fail("a mustache template (docs/templates.md)", `${given}: ${problem}`);
    return text;
  };
  const template = await read("template", []);
  const comment = await read("comment-template", ["report"]);
  return { ...template !== void 0 ? { report: template } : {}, ...comment !== void 0 ? { comment } : {} };
}

// src/run/paired-files.ts
var basePathFor = (out) => out.replace(/(\.json)?$/, ".base.json");
var comparisonPathFor = (out) => out.replace(/(\.json)?$/, ".comparison.json");

// raw-text:templates/report.md.mustache
var report_md_default = '{{! The report: report.md, the job summary, and the PR comment (pr-comment.md.mustache includes it as the partial "report"). }}\n{{! Every field is markdown, already escaped; the fields are listed in docs/templates.md. }}\n{{! Each block is a paragraph of its own: a blank line before it, none left over when it is empty. }}\n### {{title}}\n{{#summary}}\n\n{{{summary}}}\n{{/summary}}\n{{#context}}\n\n{{{.}}}\n{{/context}}\n{{#regressions}}\n\n{{{regressions}}}\n{{/regressions}}\n{{#improvements}}\n\n{{{improvements}}}\n{{/improvements}}\n{{#tables}}\n\n{{{.}}}\n{{/tables}}\n{{#details}}\n\n{{{.}}}\n{{/details}}\n{{#methods}}\n\n{{{methods}}}\n{{/methods}}\n{{#omitted}}\n\n{{{omitted}}}\n{{/omitted}}\n{{#notes}}\n\n{{{.}}}\n{{/notes}}\n';

// raw-text:templates/pr-comment.md.mustache
var pr_comment_md_default = "{{! The sticky PR comment: the hidden marker it is found again by, then the report's own layout. }}\n{{! Without the marker, benchgate puts it on the first line. Fields: docs/templates.md. }}\n{{{marker}}}\n{{> report}}\n";

// src/render/markdown.ts
var JOB_SUMMARY_CHARS = 6e5;
var ORDER = ["regressed", "improved", "inconclusive", "added", "removed", "unchanged"];
var COUNT_LABEL = {
  regressed: ["\u26A0\uFE0F", "regressed"],
  improved: ["\u2705", "improved"],
  inconclusive: ["\u2754", "inconclusive"],
  added: ["\u{1F195}", "new"],
  removed: ["\u{1F5D1}\uFE0F", "removed"],
  unchanged: ["\u2796", "no change beyond noise"]
};
function pct2(r, digits = 1) {
  const v = (r - 1) * 100;
  return `${v > 0 ? "+" : v < 0 ? "\u2212" : ""}${Math.abs(v).toFixed(digits)} %`;
}
function age(from, now) {
  if (from === void 0 || now === void 0) return void 0;
  const ms = now.getTime() - new Date(from).getTime();
  if (!Number.isFinite(ms) || ms < 0) return void 0;
  const h = ms / 36e5;
  return h < 1 ? `${Math.round(ms / 6e4)} min old` : h < 48 ? `${Math.round(h)} h old` : `${Math.round(h / 24)} days old`;
}
function when(iso) {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(iso);
  return m ? `${m[1]} ${m[2]} UTC` : escapeMarkdown(iso);
}
function short(sha) {
  return sha === void 0 ? void 0 : `\`${sha.slice(0, 7).replace(/[^0-9a-zA-Z]/g, "")}\``;
}
function headline(c) {
  const s = c.summary;
  if (s.verdict === "no-baseline") return `No baseline to compare with: ${c.rows.length === 0 ? "the results are stored" : "showing the results only"}.`;
  const lead = {
    drift: "\u2754 **the whole run moved: no per-benchmark verdict is possible**",
    unchanged: "\u2796 **no change beyond noise**"
  };
  const first = s.verdict === "regressed" ? "regressed" : s.verdict === "improved" ? "improved" : void 0;
  const counts = ORDER.filter((v) => s.counts[v] > 0 && v !== first).map((v) => `${COUNT_LABEL[v][0]} ${s.counts[v]} ${COUNT_LABEL[v][1]}`);
  const head = first ? `${COUNT_LABEL[first][0]} **${s.counts[first]} ${COUNT_LABEL[first][1]}**` : s.verdict === "unchanged" ? `${lead.unchanged} in ${s.counts.unchanged} row${s.counts.unchanged === 1 ? "" : "s"}` : lead[s.verdict];
  return [head, ...counts.filter((c2) => s.verdict !== "unchanged" || !c2.startsWith("\u2796"))].join(" \xB7 ");
}
function contextLines(c, o) {
  const lines = [];
  const g = c.summary.geomean;
  if (g) {
    const ci = g.ci ? ` (95 % CI ${pct2(g.ci[0])} \u2026 ${pct2(g.ci[1])})` : "";
    lines.push(`Geometric mean of time, head vs base: **${pct2(g.ratio)}**${ci} over ${g.rows} benchmark${g.rows === 1 ? "" : "s"}.`);
  }
  if (o.baseline) {
    const b = o.baseline;
    const parts = [escapeMarkdown(b.source), short(b.commit) && `commit ${short(b.commit)}`, age(b.createdAt, o.now)];
    if (b.exactBase !== void 0) parts.push(b.exactBase ? "at the exact base commit" : "not at the base commit (newest on the base branch)");
    lines.push(`Baseline: ${parts.filter(Boolean).join(" \xB7 ")}.`);
  } else if (c.base) {
    lines.push(`Baseline: ${[short(c.base.commit), c.base.ref && escapeMarkdown(c.base.ref), `created ${when(c.base.createdAt)}`].filter(Boolean).join(" \xB7 ")}.`);
  }
  const widened = c.rows.filter((r) => r.gating && r.confidence === "lower" && r.test !== "threshold" && r.test !== "prediction-interval" && r.floor > c.summary.settings.noiseFloor);
  if (widened.length > 0) {
    lines.push(`The baseline is one stored run from another job, with no history yet: its noise floor is widened to ${(widened[0].floor * 100).toFixed(0)} % and its verdicts are lower confidence.`);
  }
  const gatingMetric = (d) => c.rows.some((r) => r.gating && r.suite === d.suite && r.metric === d.metric);
  for (const d of c.summary.drift.filter((d2) => d2.status === "drift" && gatingMetric(d2))) {
    lines.push(`> \u2754 **${escapeMarkdown(d.suite)}** (${escapeMarkdown(d.metric)}): ${escapeMarkdown(d.note.replace(/\.$/, ""))}.`);
  }
  const paired = pairedLine(c);
  if (paired) lines.push(paired);
  if (c.summary.failedSuites.length > 0) {
    lines.push(`> \u274C Failed suite${c.summary.failedSuites.length === 1 ? "" : "s"}: ${c.summary.failedSuites.map(escapeMarkdown).join(", ")} (see the job log).`);
  }
  return lines;
}
var STOP = {
  decided: "every gating benchmark was decided",
  "max-rounds": "the maximum number of rounds was reached",
  budget: "the time budget was used up",
  failed: "a suite failed"
};
function pairedLine(c) {
  const p = c.summary.paired;
  if (p) {
    const removed = p.commonFactorRemoved.length ? ` Each round's common factor was removed (median log ratio over the suite) for ${p.commonFactorRemoved.map(escapeMarkdown).join(", ")}.` : "";
    return `Paired rounds: ${p.rounds} of at most ${p.maxRounds}${p.ref ? `, base ${escapeMarkdown(p.ref)} and head side by side` : ""}, order randomized (seed ${p.seed}); stopped because ${STOP[p.stop]}.${removed}`;
  }
  const unsure = c.rows.some((r) => r.gating && r.verdict === "inconclusive") || c.summary.drift.some((d) => d.status === "drift");
  if (c.summary.settings.baselineKind === "stored" && unsure) {
    return "_Too noisy to decide against a stored baseline? Measure base and head side by side in alternating rounds: comment `/benchgate run --paired`, or run `benchgate run --paired <base>` locally._";
  }
  return void 0;
}
function rowTable(rows, withSuite, withMetric) {
  const header = [...withSuite ? ["Suite"] : [], "Benchmark", ...withMetric ? ["Metric"] : [], "Base", "Head", "Change", "Test", "Verdict"];
  const body = rows.map((r) => {
    const v = valueCells(r, escapeInline);
    const note = r.note ? ` <sup title="${escapeHtml(r.note)}">\u24D8</sup>` : "";
    return [
      ...withSuite ? [escapeMarkdown(r.suite)] : [],
      escapeMarkdown(r.benchmark),
      ...withMetric ? [escapeMarkdown(r.metric) + (r.gating ? "" : " (info)")] : [],
      v.base,
      v.head,
      changeText(r, escapeInline),
      testText(r),
      verdictText(r) + note
    ];
  });
  return markdownTable([header, ...body], { alignDelimiters: false, align: ["l"] });
}
function section(title, rows, multiSuite) {
  if (rows.length === 0) return void 0;
  return `#### ${title}

${rowTable(rows, multiSuite, true)}`;
}
function rowCost(r) {
  return escapeMarkdown(r.suite).length + escapeMarkdown(r.benchmark).length + escapeMarkdown(r.metric).length + 3 * escapeMarkdown(r.unit).length + 120 + (r.note ? escapeHtml(r.note).length + 30 : 0);
}
function rowsWithin(rows, budget) {
  if (!Number.isFinite(budget)) return { kept: rows, left: 0 };
  let used = 0;
  let i = 0;
  for (; i < rows.length; i++) {
    used += rowCost(rows[i]);
    if (used > budget) break;
  }
  return { kept: rows.slice(0, i), left: rows.length - i };
}
function suiteDetails(c, budget = Infinity, fullTables = "the results artifact and the report file") {
  const { kept, left } = rowsWithin(c.rows, budget);
  const out = suiteBlocks(kept);
  if (left > 0) out.push(`_${left} row${left === 1 ? "" : "s"} not shown here: the full tables are in ${fullTables}._`);
  return out;
}
function suiteBlocks(all) {
  const bySuite = groupBy(all, (r) => r.suite);
  const out = [];
  for (const [suite, rows] of bySuite) {
    const byMetric = groupBy(rows, (r) => r.metric);
    const tables = [...byMetric].map(([metric, rs]) => `**${escapeMarkdown(metric)}**${rs.every((r) => !r.gating) ? " (shown, not gating)" : ""}

${rowTable(rs, false, false)}`);
    const benchmarks = new Set(rows.map((r) => r.benchmark)).size;
    out.push(`<details><summary>${escapeHtml(suite)}: ${benchmarks} benchmark${benchmarks === 1 ? "" : "s"}, ${byMetric.size} metric${byMetric.size === 1 ? "" : "s"}</summary>

${tables.join("\n\n")}

</details>`);
  }
  return out;
}
function centresLine(c) {
  const testsByKind = /* @__PURE__ */ new Map();
  const labelOf = /* @__PURE__ */ new Map();
  for (const r of c.rows) {
    if (r.centre === void 0 || r.ratio === null) continue;
    let tests = testsByKind.get(r.centre);
    if (tests === void 0) testsByKind.set(r.centre, tests = /* @__PURE__ */ new Set());
    let label = labelOf.get(r.test);
    if (label === void 0) labelOf.set(r.test, label = testText(r));
    tests.add(label);
  }
  const kinds = [...testsByKind.keys()];
  if (kinds.length === 0) return void 0;
  const labels = kinds.map((k) => [...testsByKind.get(k)].join(", "));
  const distinct = new Set(labels).size === labels.length && kinds.length > 1;
  const by = (k, i) => `${distinct ? `${labels[i]}: ` : ""}${centreNote(k, "Base", "Head", "change")}`;
  return `- **Base and Head** are the centres each test compared, so Head / Base is the change shown: ${kinds.map(by).join(" ")}`;
}
function methods(c) {
  const s = c.summary.settings;
  const tests = new Set(c.rows.map((r) => r.test));
  const lines = [
    `- Noise floor ${(s.noiseFloor * 100).toFixed(0)} %, \u03B1 = ${s.alpha}; p-values are adjusted across the report by ${s.fdr === "benjamini-hochberg" ? "Benjamini\u2013Hochberg (false-discovery rate)" : s.fdr}, separately for gating rows and for rows shown for information.`,
    tests.has("mann-whitney") && "- **U test**: two-sided Mann\u2013Whitney U on the raw samples, with a 95 % interval of the median ratio: a seeded percentile bootstrap of the Hodges\u2013Lehmann ratio (median of the pairwise ratios) up to 400 sample pairs, a bootstrap of the ratio of medians beyond that, and from 50 samples per side the order-statistic interval of the ratio of medians (Price\u2013Bonett). A change is called only when the adjusted p < \u03B1 **and** the whole interval lies beyond the noise floor.",
    tests.has("welch") && "- **Welch t**: only mean, spread and n were available; Welch\u2019s t test from those summaries, interval by the delta method on the log scale.",
    tests.has("welch-runs") && "- **t on runs**: each side ran several times in separate processes; samples of one process share its JIT, code alignment and memory layout, so the run is the unit: Welch\u2019s t on the logs of the runs\u2019 central values (n counts runs), 95 % interval of the ratio of their geometric means.",
    tests.has("moderated-t") && "- **moderated t on runs**: as t on runs, but with many benchmarks each row\u2019s variance of its log runs is shrunk towards the suite\u2019s (the empirical-Bayes prior of Smyth 2004, fitted on the log variances of every benchmark with runs on both sides, as limma does), and the t gets the prior\u2019s degrees of freedom: five runs a side say little about one benchmark\u2019s spread, the whole suite says a lot. Where the benchmarks\u2019 spreads truly differ, the fitted prior is weak and each row keeps its own.",
    tests.has("prediction-interval") && "- **history PI** (lower confidence): the baseline carries earlier runs; head is judged against a Student-t prediction interval of that history.",
    tests.has("signed-rank") && "- **signed-rank**: base and head ran side by side in rounds (order randomized in each round); the per-round log ratios ln(head/base) are the replicates (n counts rounds), tested with Wilcoxon\u2019s signed-rank test, Hodges\u2013Lehmann estimate and interval of the ratio. From 5 benchmarks per suite, each round\u2019s median log ratio is subtracted first (the row is judged relative to the suite\u2019s common move in that round). Rounds are added while a row is undecided; each look tests at the \u03B1 it may spend (O\u2019Brien\u2013Fleming-type Lan\u2013DeMets), so the repeated looks keep the error rate.",
    tests.has("random-effects") && "- **t + process \u03C3**: one process per side (or a baseline stored by another job) cannot show how far the next process lands, and on a shared machine that is often more than the samples\u2019 spread. So each suite measures it: the spread of its benchmarks\u2019 log ratios around their median (1.4826 \xD7 MAD, so real changes do not inflate it), less what their own samples explain, is a between-process \u03C3 added to every row\u2019s error. Each row is tested with Student\u2019s t relative to the suite\u2019s common move (degrees of freedom of that robust \u03C3), and the 95 % interval shown includes that \u03C3; the floor is at least the single-run floor (`single-run-floor`, default 10 %). Thousands of iterations in one process never make a move significant that the process-to-process spread explains.",
    centresLine(c),
    tests.has("exact") && "- **exact**: the metric does not vary between samples (allocations, sizes): any change is a change.",
    tests.has("threshold") && "- **threshold** (lower confidence): single values on one side or both; no test is possible, the noise floor alone decides.",
    s.baselineKind === "stored" && "- The baseline is a stored run from another job: without a history, its floor is widened (`single-run-floor`, default 10 %) and verdicts are marked lower confidence.",
    `- Seed ${s.seed}: the same inputs give the same report.`
  ];
  return `<details><summary>How these verdicts were computed</summary>

${lines.filter(Boolean).join("\n")}

</details>`;
}
function pointer(o) {
  const where = [o.links?.summary && `[the job summary](${o.links.summary})`, o.links?.artifact && `[the results artifact](${o.links.artifact})`].filter(Boolean);
  return `_The full report did not fit here: see ${where.length ? where.join(" and ") : "the job summary and the results artifact"}._`;
}
function renderReport(c, o = {}) {
  const report2 = o.template ?? report_md_default;
  return fitReport(c, o, (fields) => renderTemplate(report2, fields));
}
function renderComment(c, o) {
  const partials = { report: o.template ?? report_md_default };
  return fitReport(c, o, (fields) => renderTemplate(o.commentTemplate ?? pr_comment_md_default, { ...fields, marker: o.marker }, { partials }));
}
function fitReport(c, o, layout) {
  const multiSuite = new Set(c.rows.map((r) => r.suite)).size > 1;
  const top = {
    title: escapeMarkdown(o.title ?? "benchgate"),
    summary: headline(c),
    context: contextLines(c, o),
    notes: o.notes ?? [],
    verdict: c.summary.verdict,
    counts: c.summary.counts
  };
  const headLength = [`### ${top.title}`, top.summary, ...top.context].join("\n\n").length;
  const regressions = section("\u26A0\uFE0F Regressions", c.rows.filter((r) => r.gating && r.verdict === "regressed"), multiSuite);
  const improvements = section("\u2705 Improvements", c.rows.filter((r) => r.gating && r.verdict === "improved"), multiSuite);
  const max = o.maxChars ?? Infinity;
  const details = suiteDetails(c, max - headLength - (regressions?.length ?? 0) - (improvements?.length ?? 0) - 2e3, o.fullTables);
  const methodsBlock = methods(c);
  const extra = o.extra ?? [];
  const omitted = pointer(o);
  const attempts = [
    [true, true, true],
    [false, true, true],
    [false, false, true],
    [false, false, false]
  ];
  for (const [d, e, i] of attempts) {
    const full = d && e && i;
    const text = layout({
      ...top,
      regressions,
      improvements: i ? improvements : void 0,
      tables: e ? extra : [],
      details: d ? details : [],
      methods: methodsBlock,
      omitted: full ? void 0 : omitted
    });
    if (text.length <= max) return text;
  }
  const bare = layout({ ...top, tables: [], details: [], omitted });
  const budget = Math.max(0, max - bare.length - 200);
  const reg = regressions ?? "";
  const cut = reg.length > budget ? `${reg.slice(0, reg.lastIndexOf("\n", budget))}

_\u2026more regressions omitted._` : reg;
  const last = layout({ ...top, regressions: cut || void 0, tables: [], details: [], omitted });
  if (last.length <= max) return last;
  const note = `

${omitted}
`;
  const room = Math.max(0, max - note.length);
  const at = last.lastIndexOf("\n", room);
  return `${last.slice(0, at > 0 ? at : room)}${note}`.slice(0, max);
}

export {
  verdictText,
  testText,
  valueCells,
  changeText,
  showInvisible,
  escapeMarkdown,
  escapeInline,
  childEnv,
  readOutputs,
  describeMachine,
  parseShard,
  shareOf,
  runSuiteOnce,
  runSuites,
  replaySuites,
  reportTables,
  mergeBase,
  DEFAULT_MIN_ROUNDS,
  DEFAULT_MAX_ROUNDS,
  runPaired,
  readResultsFile,
  writeResultsWith,
  writeResultsFile,
  DEFAULT_CONFIG_PATH,
  configRoot,
  loadConfig,
  basePathFor,
  comparisonPathFor,
  JOB_SUMMARY_CHARS,
  renderReport,
  renderComment
};
