// The operations bench/nodeops times, the same file under Node and inside
// earshot: each runs n times in one call (awaited one after another) and
// reports nanoseconds per run, measured here with performance.now(). The
// network ones talk to local servers the bench runs (input.echo, input.url).
import fs from "node:fs";
import { execFileSync } from "node:child_process";
import { createHash, createCipheriv, createDecipheriv, createPrivateKey, generateKeyPairSync, sign } from "node:crypto";
import http from "node:http";
import net from "node:net";
import { EventEmitter } from "node:events";

// The inputs: data.bin's 1 MiB, as bytes, as base64 and as text (each
// byte as a character; a third of them outside ASCII).
let bytes, b64, text, rsaKey;
const inputs = () => {
  bytes ??= fs.readFileSync("data.bin");
  rsaKey ??= createPrivateKey(generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey.export({ type: "pkcs8", format: "pem" }));
  b64 ??= bytes.toString("base64");
  text ??= bytes.toString("latin1").replace(/[\u0080-\u00aa]/g, "€");
};

// A connection to the echo server at addr, kept for the runs.
let sock;
const kib = Buffer.alloc(1024, 120);
const connect = (addr) => new Promise((resolve, reject) => {
  const [host, port] = addr.split(":");
  const s = net.connect(+port, host, () => resolve(s));
  s.on("error", reject);
});
async function roundTrip({ echo }) {
  sock ??= await connect(echo);
  sock.write(kib);
  let got = 0;
  await new Promise((resolve) => {
    const on = (d) => { got += d.length; if (got >= kib.length) { sock.off("data", on); resolve(); } };
    sock.on("data", on);
  });
  return got;
}
const httpGet = ({ url }) => new Promise((resolve, reject) => {
  http.get(url, (res) => { let n = 0; res.on("data", (d) => { n += d.length; }); res.on("end", () => resolve(n)); }).on("error", reject);
});
// httpServe: an http.get of the extension's own server, which lives
// within the call (made again in the next one), over a keep-alive agent.
let served;
const hello = Buffer.from("hello from the extension's own server");
function httpServe() {
  if (!served || !served.srv.listening) {
    const srv = http.createServer((req, res) => res.end(hello));
    served = { srv, agent: new http.Agent({ keepAlive: true }), port: 0 };
    served.ready = new Promise((resolve) => srv.listen(0, "127.0.0.1", () => { served.port = srv.address().port; resolve(); }));
  }
  const s = served;
  return s.ready.then(() => new Promise((resolve, reject) => {
    http.get({ host: "127.0.0.1", port: s.port, path: "/", agent: s.agent }, (res) => { let n = 0; res.on("data", (d) => { n += d.length; }); res.on("end", () => resolve(n)); }).on("error", reject);
  }));
}

// The event loop: each runs count callbacks in one run. timers and
// immediates set them all at once (the timers due 0-49 ms later: i % 50)
// and wait for the last; immediateChain, nextTicks and the promise chain
// each schedule the next from the one before, so that every step is a
// turn of the loop (an immediate) or a job.
const timers = ({ count }) => new Promise((resolve) => {
  let left = count;
  const done = () => { if (--left === 0) resolve(count); };
  for (let i = 0; i < count; i++) setTimeout(done, i % 50);
});
const immediates = ({ count }) => new Promise((resolve) => {
  let left = count;
  const done = () => { if (--left === 0) resolve(count); };
  for (let i = 0; i < count; i++) setImmediate(done);
});
const immediateChain = ({ count }) => new Promise((resolve) => {
  let left = count;
  const next = () => { if (--left === 0) resolve(count); else setImmediate(next); };
  setImmediate(next);
});
const nextTicks = ({ count }) => new Promise((resolve) => {
  let left = count;
  const next = () => { if (--left === 0) resolve(count); else process.nextTick(next); };
  process.nextTick(next);
});
const promiseChain = ({ count }) => {
  let p = Promise.resolve(0);
  for (let i = 0; i < count; i++) p = p.then((v) => v + 1);
  return p;
};
const emits = ({ count }) => {
  const e = new EventEmitter();
  let sum = 0;
  e.on("n", (i) => { sum += i; });
  for (let i = 0; i < count; i++) e.emit("n", i);
  return sum;
};
// WebAssembly: the workload of wasm/testdata/guest/work.c (work.wasm, in
// the project folder), compiled and instantiated once.
let work;
const guest = () =>
  (work ??= new WebAssembly.Instance(new WebAssembly.Module(fs.readFileSync("work.wasm")), { env: { imp: (x) => x } }).exports);
function wasmCalls() {
  const add = guest().add;
  let s = 0;
  for (let i = 0; i < 1000; i++) s = add(s, i);
  return s;
}

const ops = {
  readFileSync: () => fs.readFileSync("data.bin").length,
  readdirSync: () => fs.readdirSync("many").length,
  execFileSync: () => execFileSync("true").length,
  sha256: () => createHash("sha256").update(bytes).digest("hex").length,
  aesGCM: () => {
    const key = bytes.subarray(0, 32), iv = bytes.subarray(32, 44);
    const c = createCipheriv("aes-256-gcm", key, iv);
    const sealed = Buffer.concat([c.update(bytes), c.final()]);
    const d = createDecipheriv("aes-256-gcm", key, iv);
    d.setAuthTag(c.getAuthTag());
    return Buffer.concat([d.update(sealed), d.final()]).length;
  },
  rsaSign: () => sign("sha256", bytes.subarray(0, 1000), rsaKey).length,
  toBase64: () => bytes.toString("base64").length,
  fromBase64: () => Buffer.from(b64, "base64").length,
  toUTF8: () => bytes.toString("utf8").length,
  fromUTF8: () => Buffer.from(text).length,
  socketRoundTrip: roundTrip,
  httpGet,
  httpServe,
  allocFill: () => Buffer.alloc(1 << 20, 7).length,
  timers, immediates, immediateChain, nextTicks, promiseChain, emits,
  wasmFib: () => guest().fib(32),
  wasmMemloop: () => guest().memloop(50),
  wasmCalls,
  wasmCallbacks: () => guest().callimp(1000),
};

export default {
  tools: [{
    name: "time", description: "times an operation", readOnly: true,
    inputSchema: { type: "object", properties: { op: { type: "string" }, n: { type: "integer" } }, required: ["op", "n"] },
    async execute(input) {
      const { op, n } = input;
      inputs();
      await ops[op](input); // warm
      const start = performance.now();
      for (let i = 0; i < n; i++) await ops[op](input);
      return String(Math.round(((performance.now() - start) * 1e6) / n));
    },
  }],
};
