#!/usr/bin/env node
import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  parseWithinBudget,
  replaySuites,
  reportTables,
  runSuiteOnce,
  runSuites,
  toSuite
} from "./chunk-7ODTAVMC.js";
import "./chunk-UIYE4INZ.js";
import "./chunk-IZWJKWDI.js";
import "./chunk-A5GAH42S.js";
import "./chunk-2OUOWAIH.js";
import "./chunk-LUMGXYF2.js";
import "./chunk-WTZCLGOG.js";
import "./chunk-UDIJLFYM.js";
import "./chunk-PYJIG4FO.js";
import "./chunk-R7TXQ4UG.js";
import "./chunk-HTFQQTUP.js";
import "./chunk-YLFNOJY2.js";
import "./chunk-GU2VFJJ5.js";
import "./chunk-4OMHAOVV.js";
import "./chunk-DQAUADO5.js";
import "./chunk-VZAHW56Z.js";
import "./chunk-UBC4YGAS.js";
export {
  parseWithinBudget,
  replaySuites,
  reportTables,
  runSuiteOnce,
  runSuites,
  toSuite
};
