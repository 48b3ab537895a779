#!/usr/bin/env node
import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  parseWithinBudget,
  replaySuites,
  reportTables,
  runSuiteOnce,
  runSuites,
  toSuite
} from "./chunk-OAWVCM5J.js";
import "./chunk-XQOJDGB6.js";
import "./chunk-IZWJKWDI.js";
import "./chunk-LH4A3S56.js";
import "./chunk-KKONDJYE.js";
import "./chunk-VY3FSK5G.js";
import "./chunk-WTZCLGOG.js";
import "./chunk-U4UXV6A4.js";
import "./chunk-PYJIG4FO.js";
import "./chunk-R7TXQ4UG.js";
import "./chunk-HTFQQTUP.js";
import "./chunk-YLFNOJY2.js";
import "./chunk-4OMHAOVV.js";
import "./chunk-DQAUADO5.js";
import "./chunk-GU2VFJJ5.js";
import "./chunk-YEY4EKNY.js";
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
