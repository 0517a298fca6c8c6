// node:perf_hooks — the global performance; observers are not provided.
class PerformanceObserver {
  constructor(callback) { this.callback = callback; }
  observe() {}
  disconnect() {}
  static get supportedEntryTypes() { return []; }
}
export default {
  performance: globalThis.performance,
  PerformanceObserver,
  constants: { NODE_PERFORMANCE_GC_MAJOR: 4, NODE_PERFORMANCE_GC_MINOR: 1, NODE_PERFORMANCE_GC_INCREMENTAL: 8, NODE_PERFORMANCE_GC_WEAKCB: 16 },
  monitorEventLoopDelay() {
    return { enable() {}, disable() {}, reset() {}, percentile: () => 0, min: 0, max: 0, mean: 0, stddev: 0, percentiles: new Map(), exceeds: 0 };
  },
  createHistogram() { return this.monitorEventLoopDelay(); },
};
