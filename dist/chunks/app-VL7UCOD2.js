#!/usr/bin/env node
import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  parseWithinBudget,
  replaySuites,
  reportTables,
  runSuiteOnce,
  runSuites,
  toSuite
} from "./chunk-2QMV3WLV.js";
import "./chunk-3AXR2DVJ.js";
import "./chunk-IV2GS3MP.js";
import "./chunk-IZWJKWDI.js";
import "./chunk-22GKADZ5.js";
import "./chunk-VY3FSK5G.js";
import "./chunk-WTZCLGOG.js";
import "./chunk-UDIJLFYM.js";
import "./chunk-PYJIG4FO.js";
import "./chunk-R7TXQ4UG.js";
import "./chunk-HTFQQTUP.js";
import "./chunk-YLFNOJY2.js";
import "./chunk-GU2VFJJ5.js";
import "./chunk-4OMHAOVV.js";
import "./chunk-YEY4EKNY.js";
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
