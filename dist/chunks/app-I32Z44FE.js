#!/usr/bin/env node
import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  parseWithinBudget,
  replaySuites,
  reportTables,
  runSuiteOnce,
  runSuites,
  toSuite
} from "./chunk-OOPT6JL7.js";
import "./chunk-D42AXSB3.js";
import "./chunk-IZWJKWDI.js";
import "./chunk-R7TXQ4UG.js";
import "./chunk-IHMH7WIY.js";
import "./chunk-4OMHAOVV.js";
import "./chunk-WTZCLGOG.js";
import "./chunk-ZO4SK4WL.js";
import "./chunk-PYJIG4FO.js";
import "./chunk-HNY4AZIC.js";
import "./chunk-HTFQQTUP.js";
import "./chunk-YLFNOJY2.js";
import "./chunk-DQAUADO5.js";
import "./chunk-EEKQR2NG.js";
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
