// What the lazy web modules use of the prelude: the instance's own objects,
// handed over through earshot.internal (see prelude/main.js), never copies
// of them — a copy of host.js would have its own table of pending
// operations, a copy of url.js a URL class no URL is an instance of.
const internal = globalThis[Symbol.for("earshot.internal")];

export const { op, opAsync, cancel, pending, expect, lazyModule } = internal;
export const { URL, URLSearchParams, TextEncoder, TextDecoder, AbortController, atob, btoa } = internal.web;
export const streams = () => lazyModule("streams");
