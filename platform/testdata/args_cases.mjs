// The golden cases of Node's argument checks: for each built-in, calls
// with wrong arguments, and what Node throws (class, code, message) or
// "no error". Each module's calls are one snippet, run inside an extension
// by platform/builtins_ext_test.go (TestNodeArgumentErrors) as
// node_cases.mjs's are.
// Regenerate args_cases.json with:
//
//   node platform/testdata/args_cases.mjs > platform/testdata/args_cases.json
import * as url from "node:url";
import { goldens } from "./node_cases.mjs";

// show is what each call gives: [name, code, message] of what it threw at
// once, or "no error" (a process, socket or stream it made is ended then,
// its errors ignored, as is a promise's rejection).
const show = `const show = (f) => { try { const r = f(); if (r && typeof r.then === "function") r.then(() => {}, () => {}); if (r && typeof r.on === "function") { r.on("error", () => {}); if (typeof r.kill === "function") r.kill(); else if (typeof r.destroy === "function") r.destroy() } return "no error" } catch (e) { return [e.name, e.code, e.message] } }; const cb = () => {};`;

const calls = {
  path: [
    `mods.path.join(null)`, `mods.path.join("a", 1)`, `mods.path.basename(1)`, `mods.path.basename("a", 1)`, `mods.path.dirname({})`,
    `mods.path.extname(undefined)`, `mods.path.resolve("a", {})`, `mods.path.relative(1, "a")`, `mods.path.normalize(null)`,
    `mods.path.isAbsolute(1)`, `mods.path.parse(1)`, `mods.path.format(null)`, `mods.path.format("x")`, `mods.path.toNamespacedPath(1)`,
    `mods.path.win32.join(1)`, `mods.path.join("a", Symbol("s"))`, `mods.path.join(() => {})`, `mods.path.join(function named() {})`,
    `mods.path.join("a".repeat(40), 5n)`, `mods.path.join(Object.create(null))`, `mods.path.join(new Map())`, `mods.path.join(-0)`,
    `mods.path.join("it's")`, `mods.path.join(0, "x")`,
  ],
  fs: [
    `mods.fs.mkdir(1, cb)`, `mods.fs.mkdir("x")`, `mods.fs.readFileSync()`, `mods.fs.readFile("x", { encoding: "nope" }, cb)`,
    `mods.fs.writeFileSync("x", 1)`, `mods.fs.open("x", "zz", cb)`, `mods.fs.openSync("x", "zz")`, `mods.fs.rmSync("x", { recursive: "y" })`,
    `mods.fs.readFileSync("x", "nope")`, `mods.fs.mkdirSync("x", { mode: "abc" })`, `mods.fs.chmodSync("x", 8.5)`,
    `mods.fs.readSync(-1, Buffer.alloc(1))`, `mods.fs.readSync(1, "x")`, `mods.fs.closeSync("1")`, `mods.fs.close(-2, cb)`,
    `mods.fs.stat(null, cb)`, `mods.fs.statSync(5)`, `mods.fs.readdir({}, cb)`, `mods.fs.writeFile("x", "y")`,
    `mods.fs.writeFile("x", 5, cb)`, `mods.fs.existsSync()`, `mods.fs.exists(1, cb)`, `mods.fs.rename("a", 1, cb)`,
    `mods.fs.copyFileSync("a", null)`, `mods.fs.unlink(undefined, cb)`, `mods.fs.access("x", "r", cb)`,
    `mods.fs.accessSync("x", 99)`, `mods.fs.symlinkSync("a", "b", "nope")`, `mods.fs.truncateSync("data/a.txt", "x")`,
    `mods.fs.ftruncateSync(-1)`, `mods.fs.fstatSync("x")`, `mods.fs.createReadStream(1)`, `mods.fs.createReadStream("x", { start: -1 })`,
    `mods.fs.createReadStream("x", { start: 5, end: 2 })`,
    `mods.fs.createWriteStream("nodir/x", { start: -1 })`, `mods.fs.createWriteStream(1)`, `mods.fs.createReadStream("x", { end: "y" })`, `mods.fs.mkdtempSync(1)`, `mods.fs.readFileSync("x", { flag: 5 })`,
    `mods.fs.appendFileSync(1, {})`, `mods.fs.utimesSync("data/a.txt", "x", 1)`, `mods.fs.rmdir(1, cb)`, `mods.fs.writeSync(-1, "x")`,
    `mods.fs.writeSync(1, 5)`, `mods.fs.opendirSync(1)`, `mods.fs.cpSync(1, "x")`, `mods.fs.statSync("data/a.txt", 1)`,
    `mods.fs.mkdir("x", { recursive: 1 }, cb)`, `mods.fs.readFile("data/a.txt", "utf8")`, `mods.fs.lstat("x")`,
  ],
  fsPromises: [
    `await mods.fsp.mkdir(1)`, `await mods.fsp.readFile({})`, `await mods.fsp.writeFile("x", 5)`, `await mods.fsp.open("x", "zz")`,
    `await mods.fsp.rm("x", { force: 1 })`, `await mods.fsp.stat(null)`,
  ],
  child_process: [
    `mods.cp.spawn(1)`, `mods.cp.spawn("x", { cwd: 1 })`, `mods.cp.spawn("x", "y")`, `mods.cp.spawn("x", [1])`, `mods.cp.spawn("x", [], { env: 1 })`,
    `mods.cp.spawn("x", [], 5)`, `mods.cp.spawn("")`, `mods.cp.spawnSync(1)`, `mods.cp.exec(1)`, `mods.cp.execSync({})`, `mods.cp.execFile(1)`,
    `mods.cp.execFileSync("x", {})`, `mods.cp.spawn("x", { shell: 1 })`, `mods.cp.spawn("x", { stdio: 5 })`, `mods.cp.spawn("x", { stdio: "nope" })`,
    `mods.cp.spawn("x", { timeout: -1 })`, `mods.cp.spawn("x", { killSignal: "NOPE" })`, `mods.cp.spawn("x", { argv0: 1 })`,
    `mods.cp.spawn("x", { uid: "a" })`, `mods.cp.spawn("x", { detached: "a" })`, `mods.cp.fork(1)`, `mods.cp.spawn("x", { signal: 1 })`,
    `mods.cp.spawn("a\\u0000b")`, `mods.cp.execFile("x", [], { maxBuffer: -1 })`, `mods.cp.spawn("x", { maxBuffer: [1, 2] })`, `mods.cp.spawnSync("x", { maxBuffer: -1 })`,
  ],
  buffer: [
    `Buffer.alloc("x")`, `Buffer.alloc(-1)`, `Buffer.allocUnsafe(NaN)`, `Buffer.from(1)`, `Buffer.from({})`, `Buffer.from(null)`,
    `Buffer.from("x", "nope")`, `Buffer.concat(1)`, `Buffer.concat([1])`, `Buffer.byteLength(1)`, `Buffer.compare(1, Buffer.alloc(1))`,
    `Buffer.alloc(2).fill("x", 5)`, `Buffer.alloc(2).write(1)`, `Buffer.alloc(2).write("x", 5)`, `Buffer.alloc(2).toString("nope")`,
    `Buffer.alloc(2).readUInt8(5)`, `Buffer.alloc(2).readUInt8("0")`, `Buffer.alloc(2).writeUInt8(300)`, `Buffer.alloc(2).equals(1)`,
    `Buffer.alloc(2).copy(1)`, `Buffer.alloc(2).slice("a")`, `Buffer.alloc(4).readInt32LE(1)`,
    `Buffer.alloc(2).indexOf({})`, `Buffer.alloc(2).compare("x")`, `Buffer.isEncoding(1)`, `new mods.buffer.Blob(1)`,
    `mods.buffer.transcode(1, "utf8", "latin1")`,
  ],
  zlib: [
    `mods.zlib.deflateSync(1)`, `mods.zlib.createDeflate({ level: 99 })`, `mods.zlib.createDeflate({ windowBits: 1 })`,
    `mods.zlib.createDeflate({ chunkSize: 1 })`, `mods.zlib.createDeflate({ memLevel: "x" })`, `mods.zlib.createDeflate({ strategy: 9 })`,
    `mods.zlib.deflate("x")`, `mods.zlib.createGzip({ flush: 99 })`, `mods.zlib.inflateSync({})`, `mods.zlib.brotliCompressSync(1)`,
    `mods.zlib.createBrotliCompress({ params: { 999: 1 } })`, `mods.zlib.createBrotliCompress({ params: { 1: "x" } })`,
    `mods.zlib.crc32(1)`, `mods.zlib.gzipSync("x", { maxOutputLength: 0 })`,
  ],
  url: [
    `mods.url.parse(1)`, `mods.url.format(1)`, `mods.url.resolve(1, "x")`, `mods.url.fileURLToPath(1)`, `mods.url.fileURLToPath("http://x/")`,
    `mods.url.pathToFileURL(1)`, `mods.url.urlToHttpOptions(1)`, `new URL()`, `new URL(1)`, `new URLSearchParams([[1]])`,
    `mods.url.fileURLToPath("file://host/x")`, `mods.url.fileURLToPath("file:///a%2fb")`, `mods.url.domainToASCII()`, `URL.canParse()`,
    `new URLSearchParams("a=1").get()`, `new URLSearchParams("a=1").append("a")`, `new URLSearchParams("a=1").forEach(1)`,
  ],
  crypto: [
    `mods.crypto.createHash(1)`, `mods.crypto.createHash("nope")`, `mods.crypto.createHash("sha256").update(1)`, `mods.crypto.createHmac("sha256", 1)`,
    `mods.crypto.createHmac(1, "k")`, `mods.crypto.randomBytes(-1)`, `mods.crypto.randomBytes("x")`, `mods.crypto.randomInt("x")`,
    `mods.crypto.randomInt(5, 1)`, `mods.crypto.pbkdf2Sync("a", "b", -1, 1, "sha1")`, `mods.crypto.pbkdf2Sync("a", "b", 1, 1, "nope")`,
    `mods.crypto.pbkdf2("a", "b", 1, 1, "sha1")`, `mods.crypto.scryptSync("a", "b", -1)`, `mods.crypto.createCipheriv("nope", Buffer.alloc(16), Buffer.alloc(16))`,
    `mods.crypto.createCipheriv("aes-128-cbc", Buffer.alloc(3), Buffer.alloc(16))`, `mods.crypto.createCipheriv("aes-128-cbc", Buffer.alloc(16), Buffer.alloc(3))`,
    `mods.crypto.timingSafeEqual(Buffer.alloc(1), Buffer.alloc(2))`, `mods.crypto.timingSafeEqual(1, 2)`, `mods.crypto.randomFillSync(1)`,
    `mods.crypto.randomUUID(1)`, `mods.crypto.getRandomValues(1)`, `mods.crypto.createHash("sha256").digest("nope")`,
    `mods.crypto.hkdfSync("sha256", "k", "s", "i", -1)`, `mods.crypto.createPublicKey(1)`, `mods.crypto.createSecretKey(1)`,
    `mods.crypto.generateKeyPairSync("nope")`, `mods.crypto.sign("sha256", 1, "k")`, `mods.crypto.createSign(1)`,
  ],
  events: [
    `new mods.events.EventEmitter().on("x", 1)`, `new mods.events.EventEmitter().once("x", null)`, `new mods.events.EventEmitter().off("x", 1)`,
    `new mods.events.EventEmitter().prependListener("x", {})`, `new mods.events.EventEmitter().setMaxListeners(-1)`,
    `new mods.events.EventEmitter().setMaxListeners("x")`, `mods.events.EventEmitter.defaultMaxListeners = -1`, `new mods.events.EventEmitter().emit("error", 1)`,
    `new mods.events.EventEmitter().emit("error")`, `new mods.events.EventEmitter().emit("error", new Error("boom"))`, `mods.events.setMaxListeners("x")`,
    `mods.events.getEventListeners(1, "x")`, `mods.events.on(1, "x")`, `mods.events.EventEmitter.listenerCount(1, "x")`,
    `new mods.events.EventEmitter().removeAllListeners(1)`, `new EventTarget().addEventListener("x", 1)`, `new EventTarget().dispatchEvent(1)`,
  ],
  net: [
    `mods.net.connect({ port: -1 })`, `mods.net.connect({ port: "x" })`, `mods.net.connect()`, `mods.net.connect({ port: 70000 })`,
    `new mods.net.Socket().setTimeout(-1)`, `new mods.net.Socket().setTimeout("x")`,
    `mods.net.isIP(1)`, `mods.net.connect({ port: 80, family: 5 })`, `mods.net.createConnection("x", 1)`,
    `new mods.net.Socket().setNoDelay(1)`, `new mods.net.Socket().write(1)`, `mods.net.connect({ path: 1 })`,
  ],
  tls: [
    `mods.tls.connect({ port: -1 })`, `mods.tls.createSecureContext(1)`,
    `mods.tls.checkServerIdentity(1, {})`, `mods.tls.createSecureContext({ minVersion: "x" })`,
  ],
  process: [
    `process.nextTick(1)`, `process.chdir(1)`, `process.kill("x")`, `process.kill(process.pid, "NOPE")`, `process.kill(process.pid, "sigterm")`,
    `process.emitWarning(1)`, `process.emitWarning("w", 1)`, `process.hrtime(1)`, `process.hrtime([1])`, `process.exitCode = "x"`,
    `process.umask("z")`, `process.cpuUsage(1)`, `process.cpuUsage({ user: -1, system: 0 })`, `process.setUncaughtExceptionCaptureCallback(1)`,
    `process.on("x", 1)`, `process.setMaxListeners(-1)`,
  ],
  timers: [
    `setTimeout(1)`, `setInterval("x")`, `setImmediate(null)`, `mods.timers.setTimeout({})`, `clearTimeout(1)`, `queueMicrotask(1)`,
  ],
  util: [
    `mods.util.promisify(1)`, `mods.util.callbackify(1)`, `mods.util.inherits(1, 2)`, `mods.util.inherits(function A() {}, null)`, `mods.util.format(1)`, `mods.util.types.isDate()`, `mods.util.inspect(1, 1)`,
    `mods.util.stripVTControlCharacters(1)`, `mods.util.aborted(1)`, `mods.util.toUSVString(1)`, `mods.util.styleText(1, "x")`,
  ],
  string_decoder: [
    `new mods.stringDecoder.StringDecoder("nope")`, `new mods.stringDecoder.StringDecoder("utf8").write(1)`, `new mods.stringDecoder.StringDecoder(1)`,
  ],
  os: [`mods.os.setPriority("x")`, `mods.os.getPriority("x")`, `mods.os.userInfo(1)`],
  querystring: [`mods.querystring.parse(1)`, `mods.querystring.stringify(1)`],
  stream: [
    `new mods.stream.Readable({ read: 1 })`, `new mods.stream.Readable().pipe(1)`, `mods.stream.Readable.from(1)`, `mods.stream.finished(1)`,
    `mods.stream.pipeline()`, `mods.stream.pipeline(1)`, `new mods.stream.Writable().write(1)`, `new mods.stream.Writable().write(null)`,
    `mods.stream.addAbortSignal(1, new mods.stream.Readable())`, `new mods.stream.Readable({ highWaterMark: -1 })`,
  ],
  diagnostics_channel: [`mods.dc.channel(1)`, `mods.dc.subscribe("x", 1)`, `mods.dc.tracingChannel(1)`],
  readline: [`mods.readline.cursorTo(1, NaN)`, `mods.readline.clearLine(1, 1, 1)`],
  assert: [`mods.assert.throws(1)`, `mods.assert.rejects(1)`, `mods.assert.match(1, /x/)`, `mods.assert.match("x", 1)`, `mods.assert.ifError(1)`],
};

export const snippets = {};
for (const [name, list] of Object.entries(calls)) {
  const thunks = list.map((c) => (c.startsWith("await ") ? `await (async () => { try { ${c}; return "no error" } catch (e) { return ["rejected", e.name, e.code, e.message] } })()` : `show(() => ${c})`));
  snippets[name] = `${show} const out = [${thunks.join(", ")}]; return Object.fromEntries(out.map((v, i) => [${JSON.stringify(list)}[i], v]))`;
}

if (import.meta.url === url.pathToFileURL(process.argv[1]).href) await goldens(snippets);
