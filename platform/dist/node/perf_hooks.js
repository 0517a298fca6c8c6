var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);

// js/node/perf_hooks.js
var perf_hooks_exports = {};
__export(perf_hooks_exports, {
  default: () => perf_hooks_default
});
module.exports = __toCommonJS(perf_hooks_exports);
var PerformanceObserver = class {
  constructor(callback) {
    this.callback = callback;
  }
  observe() {
  }
  disconnect() {
  }
  static get supportedEntryTypes() {
    return [];
  }
};
var perf_hooks_default = {
  performance: globalThis.performance,
  PerformanceObserver,
  constants: { NODE_PERFORMANCE_GC_MAJOR: 4, NODE_PERFORMANCE_GC_MINOR: 1, NODE_PERFORMANCE_GC_INCREMENTAL: 8, NODE_PERFORMANCE_GC_WEAKCB: 16 },
  monitorEventLoopDelay() {
    return { enable() {
    }, disable() {
    }, reset() {
    }, percentile: () => 0, min: 0, max: 0, mean: 0, stddev: 0, percentiles: /* @__PURE__ */ new Map(), exceeds: 0 };
  },
  createHistogram() {
    return this.monitorEventLoopDelay();
  }
};
module.exports = ((r, v) => r.has("perf_hooks") ? r.get("perf_hooks") : (r.set("perf_hooks", v), v))(globalThis[Symbol.for("earshot.builtins")] ??= new Map(), module.exports.default);
