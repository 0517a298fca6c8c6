// WebSocket (Node 22's global, WHATWG's API), MessageEvent and CloseEvent.
// The connection is the host's (platform/net/websocket.go): a socket of the
// instance like node:net's, behind the net capability. The host reads the
// next message only when the last one has been delivered, and sends one
// message at a time (bufferedAmount is what waits in the instance).
const { op, expect } = globalThis[Symbol.for("earshot.internal")];

const domError = (message, name) => new DOMException(message, name);

export class MessageEvent extends Event {
  #data; #origin; #lastEventId; #source; #ports;
  constructor(type, init = {}) {
    super(type, init);
    this.#data = init.data === undefined ? null : init.data;
    this.#origin = init.origin === undefined ? "" : String(init.origin);
    this.#lastEventId = init.lastEventId === undefined ? "" : String(init.lastEventId);
    this.#source = init.source === undefined ? null : init.source;
    this.#ports = Object.freeze([...(init.ports || [])]);
  }
  get data() { return this.#data; }
  get origin() { return this.#origin; }
  get lastEventId() { return this.#lastEventId; }
  get source() { return this.#source; }
  get ports() { return this.#ports; }
}

export class CloseEvent extends Event {
  #code; #reason; #wasClean;
  constructor(type, init = {}) {
    super(type, init);
    this.#code = init.code === undefined ? 0 : Number(init.code);
    this.#reason = init.reason === undefined ? "" : String(init.reason);
    this.#wasClean = !!init.wasClean;
  }
  get code() { return this.#code; }
  get reason() { return this.#reason; }
  get wasClean() { return this.#wasClean; }
}

class ErrorEvent extends Event {
  constructor(type, init = {}) {
    super(type, init);
    this.message = init.message === undefined ? "" : String(init.message);
    this.error = init.error;
  }
}

// start calls a host operation that completes later; done(err, value).
function start(name, args, data, done) {
  let r;
  try {
    r = data === undefined ? op(name, args) : op(name, args, data);
  } catch (e) {
    queueMicrotask(() => done(e));
    return;
  }
  expect(r.id, name, (v) => done(null, v), (e) => done(e));
}

const CONNECTING = 0, OPEN = 1, CLOSING = 2, CLOSED = 3;
const encoder = new TextEncoder();

export class WebSocket extends EventTarget {
  #id = 0;
  #state = CONNECTING;
  #url;
  #origin;
  #protocol = "";
  #extensions = "";
  #binaryType = "blob";
  #queue = [];
  #sending = false;
  #buffered = 0;
  #closeSent = false;

  constructor(url, protocols = []) {
    super();
    let u;
    try {
      u = new URL(url instanceof URL ? url.href : String(url));
    } catch {
      throw domError(`Failed to construct 'WebSocket': The URL '${url}' is invalid.`, "SyntaxError");
    }
    if (u.protocol === "http:") u.protocol = "ws:";
    else if (u.protocol === "https:") u.protocol = "wss:";
    if (u.protocol !== "ws:" && u.protocol !== "wss:") {
      throw domError(`Failed to construct 'WebSocket': The URL's scheme must be either 'http', 'https', 'ws', or 'wss'. '${u.protocol}' is not allowed.`, "SyntaxError");
    }
    if (u.hash) throw domError("Failed to construct 'WebSocket': The URL contains a fragment identifier.", "SyntaxError");
    if (typeof protocols === "string") protocols = [protocols];
    protocols = [...protocols].map(String);
    const token = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
    if (new Set(protocols.map((p) => p.toLowerCase())).size !== protocols.length || !protocols.every((p) => token.test(p))) {
      throw domError("Failed to construct 'WebSocket': The subprotocol is invalid.", "SyntaxError");
    }
    this.#url = u.href;
    this.#origin = u.origin;
    let r;
    try {
      r = op("ws.connect", { url: u.href, protocols });
    } catch (e) {
      queueMicrotask(() => this.#failed(e));
      return;
    }
    this.#id = r.id;
    expect(r.op, "ws.connect", (v) => this.#opened(v), (e) => this.#failed(e));
  }

  get url() { return this.#url; }
  get readyState() { return this.#state; }
  get protocol() { return this.#protocol; }
  get extensions() { return this.#extensions; }
  get bufferedAmount() { return this.#buffered; }
  get binaryType() { return this.#binaryType; }
  set binaryType(v) { if (v === "blob" || v === "arraybuffer") this.#binaryType = v; }

  #opened(v) {
    if (v.error !== undefined) { this.#failed(new Error(v.error)); return; }
    if (this.#state === CLOSING) { this.#drop(); this.#closed(1006, "", false); return; }
    this.#state = OPEN;
    this.#protocol = v.protocol || "";
    this.#extensions = v.extensions || "";
    this.dispatchEvent(new Event("open"));
    this.#read();
  }

  #failed(e) {
    if (this.#state === CLOSED) return;
    this.#drop();
    this.#state = CLOSED;
    this.dispatchEvent(new ErrorEvent("error", { message: e && e.message, error: e }));
    this.dispatchEvent(new CloseEvent("close", { code: 1006, reason: "", wasClean: false }));
  }

  #read() {
    start("ws.read", { id: this.#id }, undefined, (err, v) => {
      if (this.#state === CLOSED) return;
      if (err) { this.#failed(err); return; }
      if (v instanceof ArrayBuffer) {
        const data = this.#binaryType === "arraybuffer" ? v : new Blob([v]);
        this.dispatchEvent(new MessageEvent("message", { data, origin: this.#origin }));
        this.#read();
        return;
      }
      if (v.type === "text") {
        // The host keeps the text until it is taken.
        let data;
        try {
          data = op("ws.text", { id: this.#id });
        } catch (e) {
          this.#failed(e);
          return;
        }
        this.dispatchEvent(new MessageEvent("message", { data, origin: this.#origin }));
        this.#read();
        return;
      }
      // The end: a close frame (clean) or the connection lost (1006).
      this.#drop();
      const clean = v.code !== 1006;
      if (!clean) this.dispatchEvent(new ErrorEvent("error", { message: "the connection was lost" }));
      this.#closed(v.code, v.reason, clean);
    });
  }

  #drop() {
    if (this.#id) { try { op("net.destroy", { id: this.#id }); } catch {} }
  }

  #closed(code, reason, wasClean) {
    this.#state = CLOSED;
    this.dispatchEvent(new CloseEvent("close", { code, reason, wasClean }));
  }

  send(data) {
    if (this.#state === CONNECTING) throw domError("Failed to execute 'send' on 'WebSocket': Still in CONNECTING state.", "InvalidStateError");
    let item;
    if (typeof data === "string") { const b = encoder.encode(data); item = { text: true, bytes: b }; }
    else if (data instanceof ArrayBuffer) item = { text: false, bytes: new Uint8Array(data.slice(0)) };
    else if (ArrayBuffer.isView(data)) item = { text: false, bytes: new Uint8Array(data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength)) };
    else if (typeof Blob !== "undefined" && data instanceof Blob) item = { text: false, blob: data, size: data.size };
    else { const b = encoder.encode(String(data)); item = { text: true, bytes: b }; }
    const size = item.bytes ? item.bytes.length : item.size;
    this.#buffered += size;
    if (this.#state !== OPEN) return;
    item.size = size;
    this.#queue.push(item);
    this.#pump();
  }

  // #pump sends what is queued, one message at a time (the host takes one
  // at a time), the close frame after the messages queued before it.
  async #pump() {
    if (this.#sending) return;
    this.#sending = true;
    while (this.#queue.length && (this.#state === OPEN || this.#state === CLOSING)) {
      const item = this.#queue.shift();
      if (item.close !== undefined) {
        await new Promise((resolve) => start("ws.send", { id: this.#id, close: item.close, reason: item.reason }, undefined, resolve));
        continue;
      }
      const bytes = item.bytes || new Uint8Array(await item.blob.arrayBuffer());
      const err = await new Promise((resolve) => start("ws.send", { id: this.#id, text: item.text }, bytes, resolve));
      this.#buffered -= item.size;
      if (err) break;
    }
    this.#sending = false;
  }

  close(code, reason) {
    if (code !== undefined && (code !== 1000 && (code < 3000 || code > 4999) || !Number.isInteger(code))) {
      throw domError(`Failed to execute 'close' on 'WebSocket': The code must be either 1000, or between 3000 and 4999. ${code} is neither.`, "InvalidAccessError");
    }
    reason = reason === undefined ? "" : String(reason);
    if (encoder.encode(reason).length > 123) {
      throw domError("Failed to execute 'close' on 'WebSocket': The message must not be greater than 123 bytes.", "SyntaxError");
    }
    if (this.#state === CLOSING || this.#state === CLOSED) return;
    if (this.#state === CONNECTING) { this.#state = CLOSING; return; }
    this.#state = CLOSING;
    if (!this.#closeSent) {
      this.#closeSent = true;
      this.#queue.push({ close: code === undefined ? 0 : code, reason });
      this.#pump();
    }
  }
}

for (const [name, value] of Object.entries({ CONNECTING, OPEN, CLOSING, CLOSED })) {
  Object.defineProperty(WebSocket, name, { value, enumerable: true });
  Object.defineProperty(WebSocket.prototype, name, { value, enumerable: true });
}

// The on<event> handlers: plain properties, which EventTarget's dispatch
// calls (prelude/web/events.js).
for (const type of ["open", "message", "error", "close"]) {
  Object.defineProperty(WebSocket.prototype, "on" + type, { value: null, writable: true, configurable: true, enumerable: true });
}

export default { WebSocket, MessageEvent, CloseEvent };
