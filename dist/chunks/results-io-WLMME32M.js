#!/usr/bin/env node
import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  heapParseLimits,
  readResultsFile,
  writeResultsFile,
  writeResultsWith
} from "./chunk-DDJS4L3P.js";
import "./chunk-LH4A3S56.js";
import "./chunk-VY3FSK5G.js";
import "./chunk-6WM72UI5.js";
import "./chunk-GU2VFJJ5.js";
import "./chunk-YEY4EKNY.js";
import "./chunk-PI4KOZG2.js";
import "./chunk-UBC4YGAS.js";
export {
  heapParseLimits,
  readResultsFile,
  writeResultsFile,
  writeResultsWith
};
