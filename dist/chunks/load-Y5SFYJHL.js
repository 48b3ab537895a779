#!/usr/bin/env node
import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  DEFAULT_CONFIG_PATH,
  configRoot,
  loadConfig
} from "./chunk-FWVRIQHR.js";
import "./chunk-HPKKSR36.js";
import "./chunk-MTUCHAR6.js";
import "./chunk-22GKADZ5.js";
import "./chunk-VY3FSK5G.js";
import "./chunk-WTZCLGOG.js";
import "./chunk-UDD6US5G.js";
import "./chunk-HTFQQTUP.js";
import "./chunk-YLFNOJY2.js";
import "./chunk-GU2VFJJ5.js";
import "./chunk-4OMHAOVV.js";
import "./chunk-YEY4EKNY.js";
import "./chunk-DQAUADO5.js";
import "./chunk-PI4KOZG2.js";
import "./chunk-UBC4YGAS.js";
export {
  DEFAULT_CONFIG_PATH,
  configRoot,
  loadConfig
};
