#!/usr/bin/env node
import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  DEFAULT_CONFIG_PATH,
  configRoot,
  loadConfig
} from "./chunk-CFAAR5Q6.js";
import "./chunk-DZIHPOGW.js";
import "./chunk-MTUCHAR6.js";
import "./chunk-SJDSUTTT.js";
import "./chunk-Z3ZQPYAS.js";
import "./chunk-WTZCLGOG.js";
import "./chunk-UDD6US5G.js";
import "./chunk-HTFQQTUP.js";
import "./chunk-UHLEJVK2.js";
import "./chunk-GU2VFJJ5.js";
import "./chunk-4OMHAOVV.js";
import "./chunk-3EVJW5AM.js";
import "./chunk-DQAUADO5.js";
import "./chunk-PI4KOZG2.js";
import "./chunk-UBC4YGAS.js";
export {
  DEFAULT_CONFIG_PATH,
  configRoot,
  loadConfig
};
