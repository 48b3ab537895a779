#!/usr/bin/env node
import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  parseWithinBudget,
  replaySuites,
  reportTables,
  runSuiteOnce,
  runSuites,
  toSuite
} from "./chunk-IXUWMAYT.js";
import "./chunk-NCOHIQHN.js";
import "./chunk-MGNNGDV4.js";
import "./chunk-WTZCLGOG.js";
import "./chunk-SPG2G3FG.js";
import "./chunk-ASBQBHEQ.js";
import "./chunk-JCXYCX2L.js";
import "./chunk-45VLT47P.js";
import "./chunk-4OMHAOVV.js";
import "./chunk-SCUESWJ2.js";
import "./chunk-WJJYJMLN.js";
import "./chunk-EO5KNWRW.js";
import "./chunk-RXLUJRLK.js";
import "./chunk-YW7AG7CP.js";
import "./chunk-UBC4YGAS.js";
export {
  parseWithinBudget,
  replaySuites,
  reportTables,
  runSuiteOnce,
  runSuites,
  toSuite
};
