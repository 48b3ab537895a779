#!/usr/bin/env node
import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  parseWithinBudget,
  replaySuites,
  reportTables,
  runSuiteOnce,
  runSuites,
  toSuite
} from "./chunk-CGMCFET7.js";
import "./chunk-VNEET6VT.js";
import "./chunk-IV2GS3MP.js";
import "./chunk-IZWJKWDI.js";
import "./chunk-SJDSUTTT.js";
import "./chunk-Z3ZQPYAS.js";
import "./chunk-WTZCLGOG.js";
import "./chunk-MZDJMNK2.js";
import "./chunk-PYJIG4FO.js";
import "./chunk-OD6S7L2X.js";
import "./chunk-HTFQQTUP.js";
import "./chunk-UHLEJVK2.js";
import "./chunk-GU2VFJJ5.js";
import "./chunk-4OMHAOVV.js";
import "./chunk-3EVJW5AM.js";
import "./chunk-DQAUADO5.js";
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
