#!/usr/bin/env node
import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  parseWithinBudget,
  replaySuites,
  reportTables,
  runSuiteOnce,
  runSuites,
  toSuite
} from "./chunk-MVDVI6T5.js";
import "./chunk-63C426G4.js";
import "./chunk-IZWJKWDI.js";
import "./chunk-GHLVR6E2.js";
import "./chunk-FS6FLMH4.js";
import "./chunk-4OMHAOVV.js";
import "./chunk-WTZCLGOG.js";
import "./chunk-AW3NENPT.js";
import "./chunk-PYJIG4FO.js";
import "./chunk-H4JAUBBT.js";
import "./chunk-HTFQQTUP.js";
import "./chunk-YLFNOJY2.js";
import "./chunk-DQAUADO5.js";
import "./chunk-77VUEDXU.js";
import "./chunk-UZR27MWT.js";
import "./chunk-PI4KOZG2.js";
import "./chunk-UBC4YGAS.js";
export {
  parseWithinBudget,
  replaySuites,
  reportTables,
  runSuiteOnce,
  runSuites,
  toSuite
};
