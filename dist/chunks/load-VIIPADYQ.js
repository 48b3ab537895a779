#!/usr/bin/env node
import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  DEFAULT_CONFIG_PATH,
  configRoot,
  loadConfig
} from "./chunk-3KMF5NFM.js";
import "./chunk-T2JRTP77.js";
import "./chunk-MTUCHAR6.js";
import "./chunk-KI4EDNG4.js";
import "./chunk-4OMHAOVV.js";
import "./chunk-WTZCLGOG.js";
import "./chunk-UDD6US5G.js";
import "./chunk-HTFQQTUP.js";
import "./chunk-YLFNOJY2.js";
import "./chunk-DQAUADO5.js";
import "./chunk-77VUEDXU.js";
import "./chunk-UZR27MWT.js";
import "./chunk-PI4KOZG2.js";
import "./chunk-UBC4YGAS.js";
export {
  DEFAULT_CONFIG_PATH,
  configRoot,
  loadConfig
};
