#!/usr/bin/env node
import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  DEFAULT_CONFIG_PATH,
  configRoot,
  loadConfig
} from "./chunk-KX3TA5A7.js";
import "./chunk-NAXOCCWN.js";
import "./chunk-MTUCHAR6.js";
import "./chunk-2NBUWZY2.js";
import "./chunk-WTZCLGOG.js";
import "./chunk-UDD6US5G.js";
import "./chunk-JCXYCX2L.js";
import "./chunk-FHKYVK4J.js";
import "./chunk-4OMHAOVV.js";
import "./chunk-SCUESWJ2.js";
import "./chunk-EO5KNWRW.js";
import "./chunk-GU2VFJJ5.js";
import "./chunk-YW7AG7CP.js";
import "./chunk-UBC4YGAS.js";
export {
  DEFAULT_CONFIG_PATH,
  configRoot,
  loadConfig
};
