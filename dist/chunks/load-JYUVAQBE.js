#!/usr/bin/env node
import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  DEFAULT_CONFIG_PATH,
  configRoot,
  loadConfig
} from "./chunk-QGG2RJA5.js";
import "./chunk-QT2XTW6K.js";
import "./chunk-MTUCHAR6.js";
import "./chunk-IHMH7WIY.js";
import "./chunk-4OMHAOVV.js";
import "./chunk-WTZCLGOG.js";
import "./chunk-UDD6US5G.js";
import "./chunk-HTFQQTUP.js";
import "./chunk-YLFNOJY2.js";
import "./chunk-DQAUADO5.js";
import "./chunk-EEKQR2NG.js";
import "./chunk-YEY4EKNY.js";
import "./chunk-PI4KOZG2.js";
import "./chunk-UBC4YGAS.js";
export {
  DEFAULT_CONFIG_PATH,
  configRoot,
  loadConfig
};
