// The platform every extension runs on. Evaluated once in each QuickJS
// instance before the extension's module is loaded. Extensions see the
// standard globals it defines, and __earshot, the object Go drives (see
// engine/vm.go), which can only disturb the extension's own instance.
//
// Built into platform/dist/prelude.js by platform/gen.
import { g, define, op, opAsync, cancel, pending, track, release, unrefd, expect, wasmHost } from "./host.js";
import { emit } from "./console.js";
import { inspect as inspectValue } from "./format.js";
import { processObject, hostInfo, Emitter } from "./process.js";
import "./console.js";
import "./timers.js";
import "./atomics.js";
import "./errors.js";
import "./process.js";
import { Event, EventTarget, CustomEvent, AbortController, AbortSignal, listenersFor } from "./web/events.js";
import { TextEncoder, TextDecoder, atob, btoa } from "./web/encoding.js";
import { URL, URLSearchParams } from "./web/url.js";
import { structuredClone } from "./web/clone.js";
import { crypto } from "./web/crypto.js";
import { unavailable } from "./unavailable.js";
import { lazyGlobals, lazyModule, streamGlobals, fetchGlobals } from "./lazy.js";
import { legacy as legacyTimers } from "./timers.js";
import { ioDone } from "./loop.js";
import api, { loopAlive } from "./tasks.js";
import * as nodeErrors from "./nodeerrors.js";
import * as validators from "./validators.js";
import * as asyncContext from "./asynccontext.js";
import { requireInternal, evaluate } from "./modules.js";

for (const [name, value] of Object.entries({
  Event, EventTarget, CustomEvent, AbortController, AbortSignal, TextEncoder, TextDecoder, atob, btoa,
  URL, URLSearchParams, structuredClone, crypto,
})) {
  define(g, name, value);
}
define(g, "self", g);
lazyGlobals("streams", streamGlobals);
lazyGlobals("fetch", fetchGlobals);
lazyGlobals("subtle", ["CryptoKey"]);
lazyGlobals("websocket", ["WebSocket", "MessageEvent", "CloseEvent"]);
lazyGlobals("webassembly", ["WebAssembly"]);

// What the built-in modules (platform/js/node and the areas' js folders,
// bundled into the extensions that import them) and the lazy modules
// (platform/js/lazy, the areas' js/lazy) use of the prelude.
Object.defineProperty(g, Symbol.for("earshot.internal"), {
  value: Object.freeze({
    op, opAsync, cancel, pending, unrefd, expect, emit, processObject, hostInfo, unavailable, lazyModule, track, release, loopAlive, legacyTimers, Emitter, ioDone, wasm: wasmHost,
    requireInternal, evaluate,
    inspect: (v) => inspectValue(v, 1, []),
    errors: Object.freeze({ ...nodeErrors }), validators: Object.freeze({ ...validators }),
    asyncContext: Object.freeze({ ...asyncContext }),
    web: Object.freeze({ URL, URLSearchParams, TextEncoder, TextDecoder, AbortController, atob, btoa, listenersFor }),
  }),
  writable: false, configurable: false, enumerable: false,
});

Object.defineProperty(g, "__earshot", { value: api, writable: false, configurable: false, enumerable: false });
