// The golden cases of the Node built-ins: each snippet runs in Node.js here
// and inside an extension in engine/node_test.go (TestNodeBuiltins), and
// the results must be the same. Regenerate node_cases.json with:
//
//   node platform/testdata/node_cases.mjs > platform/testdata/node_cases.json
//
// A snippet is the body of an async function of (mods, input): mods holds
// the built-in modules, input.dir a folder of its own (the process's folder,
// as process.cwd() is an extension's project), laid out by setup below. A
// path under it is shown as <dir>.
import * as assert from "node:assert";
import * as buffer from "node:buffer";
import * as cp from "node:child_process";
import * as crypto from "node:crypto";
import * as events from "node:events";
import * as fs from "node:fs";
import * as fsp from "node:fs/promises";
import * as mod from "node:module";
import * as os from "node:os";
import * as path from "node:path";
import * as processMod from "node:process";
import * as punycode from "node:punycode";
import * as querystring from "node:querystring";
import * as stream from "node:stream";
import * as streamPromises from "node:stream/promises";
import * as stringDecoder from "node:string_decoder";
import * as timers from "node:timers";
import * as timersPromises from "node:timers/promises";
import * as url from "node:url";
import * as util from "node:util";
import * as zlib from "node:zlib";
import * as perfHooks from "node:perf_hooks";
import * as streamConsumers from "node:stream/consumers";
import * as utilTypes from "node:util/types";
import * as tty from "node:tty";
import * as stringDecoderMod from "string_decoder";
import * as assertStrictMod from "node:assert/strict";
import * as pathPosix from "node:path/posix";
import * as readline from "node:readline";
import * as readlinePromises from "node:readline/promises";
import * as dc from "node:diagnostics_channel";

export const snippets = {
  // ---- path
  pathJoin: `return [mods.path.join("a", "b", "..", "c"), mods.path.join("/a/", "./b"), mods.path.join(""), mods.path.normalize("a//b/../c/.")]`,
  pathParts: `const p = "/home/u/file.tar.gz"; return [mods.path.basename(p), mods.path.basename(p, ".gz"), mods.path.extname(p), mods.path.dirname(p), mods.path.parse(p)]`,
  pathResolve: `return [mods.path.resolve("x", "y"), mods.path.resolve("/a", "b", "../c"), mods.path.relative("/a/b/c", "/a/d"), mods.path.isAbsolute("a"), mods.path.sep, mods.path.delimiter]`,
  pathFormat: `return mods.path.format({ dir: "/x", name: "f", ext: ".txt" })`,
  pathWin32: `const w = mods.path.win32; return [w.join("C:\\\\a", "..\\\\b", "c"), w.basename("C:\\\\x\\\\y.txt"), w.isAbsolute("C:\\\\a"), w.sep, w.parse("C:\\\\dir\\\\f.ext")]`,
  perfHooks: `const t = mods.perfHooks.performance.now(); return [typeof t, t >= 0, typeof mods.perfHooks.performance.timeOrigin, mods.perfHooks.performance === globalThis.performance || typeof mods.perfHooks.performance.mark]`,
  streamConsumers: `const { Readable } = mods.stream; return [await mods.streamConsumers.text(Readable.from(["a", "b"])), await mods.streamConsumers.json(Readable.from(['{"x":', '1}'])), (await mods.streamConsumers.buffer(Readable.from([Buffer.from([1, 2])]))).length]`,
  utilTypesModule: `const t = mods.utilTypes; return [t.isPromise(Promise.resolve()), t.isRegExp(/x/), t.isDate(new Date()), t.isUint8Array(Buffer.alloc(1)), t.isAsyncFunction(async () => {}), t.isMap(new Map())]`,
  tty: `return [typeof mods.tty.isatty, mods.tty.isatty(99)]`,
  bareSpecifiers: `const d = new mods.stringDecoderMod.StringDecoder("utf8"); const parts = [d.write(Buffer.from([0xe2, 0x82])), d.write(Buffer.from([0xac]))]; let code; try { mods.assertStrictMod.equal(1, "1") } catch (e) { code = e.code } return [parts, code, mods.pathPosix.join("a", "b")]`,
  osMore: `const o = mods.os; return [typeof o.homedir(), typeof o.tmpdir(), o.EOL, typeof o.hostname(), Array.isArray(o.cpus()), o.totalmem() > 0, typeof o.userInfo().username, typeof o.constants.signals.SIGTERM, o.endianness()]`,
  pathPosixWin32: `return [mods.path.posix === mods.path, typeof mods.path.win32.join, mods.path.posix.sep]`,
  // ---- util
  utilFormat: `return [mods.util.format("%s is %d years", "Ada", 36), mods.util.format("%j", {a: 1}), mods.util.format("%o", [1]), mods.util.format("%i %f", "42.9", "1.5"), mods.util.format("a", "b", 3), mods.util.format("%%s %s", "x")]`,
  utilInspect: `return [mods.util.inspect({a: {b: {c: {d: 1}}}}), mods.util.inspect(new Map([["k", [1, 2]]])), mods.util.inspect(new Set(["a"])), mods.util.inspect("str"), mods.util.inspect([1, "two", null, undefined]), mods.util.inspect({a: 1}, {compact: false})]`,
  utilInspectMore: `class Foo { constructor() { this.x = 1 } }; return [mods.util.inspect(new Foo()), mods.util.inspect(Symbol("s")), mods.util.inspect(10n), mods.util.inspect(new Error("boom")).split("\\n")[0], mods.util.inspect(function named() {}), mods.util.inspect(Buffer.from("ab")), mods.util.inspect(new Date(0))]`,
  utilTypes: `const t = mods.util.types; return [t.isDate(new Date()), t.isRegExp(/x/), t.isPromise(Promise.resolve()), t.isUint8Array(new Uint8Array()), t.isMap(new Map()), t.isAsyncFunction(async () => {})]`,
  utilPromisify: `const f = mods.util.promisify((a, b, cb) => cb(null, a + b)); const g = mods.util.promisify((cb) => cb(new Error("no"))); let e; try { await g() } catch (x) { e = x.message } return [await f(2, 3), e, typeof mods.util.promisify.custom]`,
  utilPromisifyCustom: `function fn() {} fn[mods.util.promisify.custom] = () => Promise.resolve("custom"); return await mods.util.promisify(fn)()`,
  utilCallbackify: `return await new Promise((res) => mods.util.callbackify(async (x) => x * 2)(21, (err, v) => res([err, v])))`,
  utilInherits: `function A() {} A.prototype.hi = () => "hi"; function B() {} mods.util.inherits(B, A); return [new B().hi(), B.super_ === A]`,
  utilDeepEqual: `return [mods.util.isDeepStrictEqual({a: [1, {b: 2}]}, {a: [1, {b: 2}]}), mods.util.isDeepStrictEqual({a: 1}, {a: "1"}), mods.util.isDeepStrictEqual(new Map([[1, 2]]), new Map([[1, 2]]))]`,
  utilStrip: `return mods.util.stripVTControlCharacters("\\u001b[31mred\\u001b[0m")`,
  // ---- buffer
  bufferBasics: `const b = Buffer.from("héllo"); return [b.length, b.toString("hex"), b.toString("base64"), b.toString("base64url"), Buffer.from("aGk", "base64").toString(), b.subarray(1, 3).toString("hex")]`,
  bufferEncodings: `return [Buffer.from("ff00", "hex").toJSON(), Buffer.from("abc", "latin1").toString("ucs2").length, Buffer.from("€", "utf8").toString("binary"), Buffer.from("aGVsbG8", "base64url").toString(), Buffer.byteLength("héllo"), Buffer.isEncoding("base64url")]`,
  bufferOps: `const a = Buffer.alloc(4, 1), b = Buffer.from([1, 2]); return [Buffer.concat([a, b]).toJSON().data, Buffer.compare(a, b), a.equals(Buffer.alloc(4, 1)), b.indexOf(2), Buffer.from("xyz").includes("y"), Buffer.isBuffer(a)]`,
  bufferNumbers: `const b = Buffer.alloc(16); b.writeUInt32BE(0xdeadbeef, 0); b.writeInt16LE(-2, 4); b.writeDoubleLE(1.5, 8); return [b.readUInt32BE(0), b.readInt16LE(4), b.readDoubleLE(8), b.readUInt8(0), b.toString("hex", 0, 4)]`,
  bufferModule: `return [typeof mods.buffer.Buffer, mods.buffer.Buffer === Buffer, typeof mods.buffer.kMaxLength, mods.buffer.constants.MAX_LENGTH > 0]`,
  // Buffer's encodings are the host's (platform/bufferenc.go): every edge Node has.
  bufferUTF8Invalid: `const cases = [[0xff], [0xe2, 0x82], [0xe2, 0x82, 0x41], [0xf0, 0x9f, 0x98], [0xed, 0xa0, 0x80], [0xc0, 0xaf], [0xf4, 0x90, 0x80, 0x80], [0xe0, 0x80, 0x80], [0x61, 0x80, 0x80, 0x62], [0xf0, 0x9f, 0x98, 0x80]]; return cases.map((c) => [...Buffer.from(c).toString()].map((ch) => ch.codePointAt(0).toString(16)))`,
  bufferUTF8Surrogates: `return ["\\ud800", "a\\udc00b", "\\ud83d\\ude00", "\\ude00\\ud83d", "x\\ud800"].map((s) => [Buffer.from(s).toString("hex"), Buffer.byteLength(s), Buffer.from(s, "latin1").toString("hex"), Buffer.from(s, "ucs2").toString("hex")])`,
  bufferUTF8Write: `const b = Buffer.alloc(5); const n1 = b.write("a€€"); const c = Buffer.alloc(6, 0x2e); const n2 = c.write("héllo", 1, 3); const n3 = c.write("zz", 5, "latin1"); return [n1, b.toString("hex"), n2, n3, c.toString("hex")]`,
  bufferBase64Loose: `return ["aGVsbG8", "aGVs bG8=", "aGVs\\nbG8=\\n", "aGVsbG8=extra", "a", "aG", "aGV", "_-8", "a*G*V*s", "=aGVs", "aGVsbA==aGVsbA=="].map((s) => [Buffer.from(s, "base64").toString("hex"), Buffer.byteLength(s, "base64"), Buffer.from(s, "base64url").toString("hex")])`,
  bufferHexEdges: `return ["abcd", "abc", "ABxx12", "1g2h", "", "zz", "0a0B"].map((s) => { let filled; try { filled = Buffer.alloc(3).fill(s, "hex").toString("hex") } catch (e) { filled = e.code } return [Buffer.from(s, "hex").toString("hex"), Buffer.byteLength(s, "hex"), filled] })`,
  bufferLatin1Ascii: `const b = Buffer.from([0x41, 0xe9, 0xff, 0x80, 0x7f]); return [b.toString("latin1"), b.toString("binary"), b.toString("ascii"), Buffer.from("é€☃", "latin1").toString("hex"), Buffer.from("é€", "ascii").toString("hex"), b.toString("base64"), b.toString("base64url")]`,
  bufferRanges: `const b = Buffer.from("hello world"); return [b.toString("utf8", 6), b.toString("hex", 2, 4), b.toString("base64", -1, 100), b.toString("latin1", 5, 2), b.toString("ascii", 11), b.subarray(3, 8).toString("base64url"), b.toString(undefined, 1, 3)]`,
  bufferLarge: `const b = Buffer.alloc(1 << 20); for (let i = 0; i < b.length; i++) b[i] = (i * 7919) & 255; const h = (x) => mods.crypto.createHash("sha256").update(x).digest("hex"); const s = b.toString("base64"), hx = b.toString("hex"), l = b.toString("latin1"), u = b.toString("utf8"); return [h(s), h(hx), h(l), h(u), Buffer.from(s, "base64").equals(b), Buffer.from(hx, "hex").equals(b), Buffer.from(l, "latin1").equals(b), Buffer.byteLength(u), Buffer.from(u).length]`,
  bufferShortAndLong: `const h = (x) => mods.crypto.createHash("sha256").update(x).digest("hex").slice(0, 16); return [1, 63, 64, 65, 300].map((n) => { const b = Buffer.alloc(n); for (let i = 0; i < n; i++) b[i] = (i * 37 + 11) & 255; const a = Buffer.alloc(n, 0x61); const s = "é".repeat(n); const w = Buffer.alloc(n + 2, 0x2e); const written = [w.write(s, 1), w.write("x".repeat(n), 1, "latin1"), w.write("b".repeat(n), 0, "utf8")]; return [h(b.toString()), h(a.toString()), h(b.toString("hex")), h(b.toString("latin1")), h(b.toString("ascii")), h(b.toString("base64")), h(Buffer.from(s)), h(Buffer.from(s, "latin1")), h(Buffer.from("a" + s, "ascii")), written, h(w)] })`,
  bufferEncodingNames: `const b = Buffer.from("hi"); let err; try { b.toString("nope") } catch (e) { err = e.message } return [b.toString("UTF8"), b.toString("Hex"), b.toString("BASE64"), Buffer.from("6869", "HEX").toString(), err]`,
  bufferGlobal: `return [typeof Buffer, typeof globalThis.Buffer, Buffer.from([104, 105]).toString()]`,
  // ---- events
  eventsBasics: `const e = new mods.events(); const seen = []; e.on("x", (a) => seen.push("on " + a)); e.once("x", (a) => seen.push("once " + a)); e.emit("x", 1); e.emit("x", 2); return [seen, e.listenerCount("x"), e.eventNames()]`,
  eventsOnce: `const e = new mods.events.EventEmitter(); setTimeout(() => e.emit("ready", 42), 1); return await mods.events.once(e, "ready")`,
  eventsError: `const e = new mods.events(); try { e.emit("error", new Error("unhandled")) } catch (x) { return x.message }`,
  eventsRemove: `const e = new mods.events(); const f = () => {}; e.on("a", f); e.off("a", f); e.on("b", f); e.removeAllListeners("b"); return [e.listenerCount("a"), e.listenerCount("b"), mods.events.defaultMaxListeners]`,
  eventsOnceSignal: `const e = new mods.events(); const c = new AbortController(); const p = mods.events.once(e, "x", {signal: c.signal}); c.abort(); let r; try { await p } catch (x) { r = [x.name, x.code, x.message] } const e2 = new mods.events(); const p2 = mods.events.once(e2, "y"); e2.emit("error", new Error("boom")); let r2; try { await p2 } catch (x) { r2 = x.message } const t = new EventTarget(); const p3 = mods.events.once(t, "z"); t.dispatchEvent(new Event("z")); const [ev] = await p3; let r4; try { await mods.events.once(e, "x", {signal: AbortSignal.abort()}) } catch (x) { r4 = x.code } return [r, r2, ev.type, e.listenerCount("x"), e2.listenerCount("error"), e2.listenerCount("y"), r4]`,
  eventsOn: `const e = new mods.events(); setTimeout(() => { e.emit("d", 1); e.emit("d", 2, 3); e.emit("end") }, 1); const got = []; for await (const v of mods.events.on(e, "d", {close: ["end"]})) got.push(v); const e2 = new mods.events(); setTimeout(() => e2.emit("error", new Error("bad")), 1); let err; try { for await (const v of mods.events.on(e2, "d")) {} } catch (x) { err = x.message } const e3 = new mods.events(); const it = mods.events.on(e3, "n"); e3.emit("n", "queued"); const first = await it.next(); await it.return(); const c = new AbortController(); const it2 = mods.events.on(e3, "m", {signal: c.signal}); const pending = it2.next(); c.abort(); let aborted; try { await pending } catch (x) { aborted = x.name } return [got, err, first, e.listenerCount("d"), e2.listenerCount("d"), e3.listenerCount("n"), e3.listenerCount("m"), aborted]`,
  eventsErrorMonitor: `const e = new mods.events(); const seen = []; e.on(mods.events.errorMonitor, (err) => seen.push("monitor " + err.message)); let thrown; try { e.emit("error", new Error("x")) } catch (x) { thrown = x.message } e.on("error", (err) => seen.push("handler " + err.message)); e.emit("error", new Error("y")); return [seen, thrown, typeof mods.events.errorMonitor, String(mods.events.errorMonitor)]`,
  eventsCaptureRejections: `const e = new mods.events({captureRejections: true}); const p = new Promise((r) => e.on("error", (err) => r(err.message))); e.on("x", async () => { throw new Error("rejected") }); const emitted = e.emit("x"); const e2 = new mods.events({captureRejections: true}); const p2 = new Promise((r) => { e2[mods.events.captureRejectionSymbol] = (err, type, ...args) => r([err.message, type, args]) }); e2.on("y", async () => { throw new Error("r2") }); e2.emit("y", 1, 2); let bad; try { new mods.events({captureRejections: 1}) } catch (x) { bad = x.code } class Sub extends mods.events { constructor() { super({captureRejections: true}) } } const s = new Sub(); const p3 = new Promise((r) => s.on("error", (err) => r(err.message))); s.on("z", () => Promise.reject(new Error("sub"))); s.emit("z"); return [emitted, await p, await p2, await p3, bad, mods.events.captureRejections, String(mods.events.captureRejectionSymbol)]`,
  eventsStatics: `const e = new mods.events(); const f = () => {}; e.on("a", f); mods.events.setMaxListeners(3, e); const t = new EventTarget(); t.addEventListener("b", f); let err; try { mods.events.setMaxListeners(-1) } catch (x) { err = [x.code, x.name] } const c = new AbortController(); const seen = []; const d = mods.events.addAbortListener(c.signal, () => seen.push("aborted")); c.abort(); let bad; try { mods.events.getEventListeners({}, "x") } catch (x) { bad = x.code } return [mods.events.getEventListeners(e, "a").length, mods.events.getEventListeners(t, "b")[0] === f, e.getMaxListeners(), mods.events.getMaxListeners(e), err, seen, typeof d, mods.events.getEventListeners(new AbortController().signal, "abort").length, bad, mods.events.listenerCount(e, "a"), mods.events.EventEmitter === mods.events, typeof mods.events.EventEmitterAsyncResource]`,
  // ---- stream
  streamPipeline: `const out = []; await mods.streamPromises.pipeline(mods.stream.Readable.from(["a", "b", "c"]), new mods.stream.Transform({ transform(c, e, cb) { cb(null, String(c).toUpperCase()) } }), new mods.stream.Writable({ write(c, e, cb) { out.push(String(c)); cb() } })); return out`,
  streamReadable: `const r = new mods.stream.Readable({ read() {} }); r.push("x"); r.push("y"); r.push(null); const got = []; for await (const c of r) got.push(String(c)); return got`,
  streamObjectMode: `const r = mods.stream.Readable.from([{a: 1}, {a: 2}]); const got = []; r.on("data", (o) => got.push(o.a)); await new Promise((res) => r.on("end", res)); return got`,
  streamPassThrough: `const p = new mods.stream.PassThrough(); p.end("through"); let s = ""; for await (const c of p) s += c; return [s, typeof mods.stream.Duplex, typeof mods.stream.finished]`,
  streamError: `const r = new mods.stream.Readable({ read() { this.destroy(new Error("bad")) } }); try { for await (const c of r) {} } catch (e) { return e.message }`,
  // ---- string_decoder, querystring, punycode
  stringDecoder: `const d = new mods.stringDecoder.StringDecoder("utf8"); return [d.write(Buffer.from([0xe2, 0x82])), d.write(Buffer.from([0xac])), d.end()]`,
  querystring: `return [mods.querystring.parse("a=1&b=x%20y&a=2"), mods.querystring.stringify({a: [1, 2], b: "x y", c: ""}), mods.querystring.escape("a b"), mods.querystring.unescape("a%20b")]`,
  punycode: `return [mods.punycode.toASCII("mañana.com"), mods.punycode.toUnicode("xn--maana-pta.com"), mods.punycode.encode("ü")]`,
  // ---- url
  urlLegacy: `const u = mods.url.parse("https://user:pw@example.com:8080/p/a?q=1&r=2#h", true); return [u.protocol, u.auth, u.host, u.port, u.pathname, u.query, u.hash, mods.url.format(u)]`,
  urlResolve: `return [mods.url.resolve("http://a.b/c/d", "../e"), mods.url.resolve("http://a.b/c", "/f")]`,
  urlFile: `return [mods.url.fileURLToPath("file:///tmp/a%20b.txt"), mods.url.pathToFileURL("/tmp/a b#c.txt").href, mods.url.pathToFileURL("rel/x").href.startsWith("file:///")]`,
  urlWhatwg: `const u = new mods.url.URL("https://ex.com/a?b=1"); u.searchParams.append("c", "2"); return [u.href, mods.url.URL === URL, mods.url.format(u, {search: false})]`,
  urlDomain: `return [mods.url.domainToASCII("español.com"), mods.url.domainToUnicode("xn--espaol-zwa.com")]`,
  // ---- assert
  assertOk: `mods.assert.ok(true); mods.assert.strictEqual(1, 1); mods.assert.deepStrictEqual({a: [1]}, {a: [1]}); return "ok"`,
  assertFail: `const out = []; for (const f of [() => mods.assert.strictEqual(1, 2), () => mods.assert.deepStrictEqual({a: 1}, {a: 2}), () => mods.assert.ok(0), () => mods.assert.throws(() => {})]) { try { f() } catch (e) { out.push([e.name, e.code]) } } return out`,
  assertThrows: `mods.assert.throws(() => { throw new TypeError("x") }, TypeError); await mods.assert.rejects(Promise.reject(new Error("r")), /r/); return "ok"`,
  assertStrict: `try { mods.assert.strict.equal(1, "1") } catch (e) { return e.code }`,
  // ---- timers
  timersPromises: `const t = Date.now(); const v = await mods.timersPromises.setTimeout(20, "value"); return [v, Date.now() - t >= 15]`,
  timersAbort: `const c = new AbortController(); const p = mods.timersPromises.setTimeout(1000, null, {signal: c.signal}); c.abort(); try { await p } catch (e) { return [e.name, e.code] }`,
  timersObject: `const t = setTimeout(() => {}, 1000); const r = [typeof t.ref, typeof t.unref, t.hasRef(), typeof t.refresh]; t.unref(); r.push(t.hasRef()); clearTimeout(t); return r`,
  timersImmediate: `const order = []; setImmediate(() => order.push("immediate")); await new Promise((r) => setTimeout(r, 5)); return [order, typeof mods.timers.setImmediate, typeof clearImmediate]`,
  timersInterval: `let n = 0; for await (const _ of mods.timersPromises.setInterval(2)) { if (++n === 3) break; } return n`,
  nextTick: `await null; const order = []; process.nextTick(() => order.push("tick")); Promise.resolve().then(() => order.push("promise")); order.push("sync"); await new Promise((r) => setTimeout(r, 1)); return order`,
  nextTickOrder: `await null; const order = []; const log = (s) => () => order.push(s); const scenario = (where) => { process.nextTick(log(where + ": tick1")); Promise.resolve().then(() => { order.push(where + ": promise1"); process.nextTick(log(where + ": tick in promise")); Promise.resolve().then(log(where + ": promise in promise")); }); queueMicrotask(log(where + ": microtask")); process.nextTick((a, b) => { order.push(where + ": tick2 " + a + b); process.nextTick(log(where + ": tick in tick")); Promise.resolve().then(log(where + ": promise in tick")); }, "x", "y"); order.push(where + ": sync"); }; scenario("microtask"); await new Promise((r) => setTimeout(() => { scenario("timeout"); setTimeout(() => { scenario("timeout 0"); setTimeout(r, 5); }, 0); setImmediate(() => scenario("immediate")); }, 0)); return order`,
  nextTickTimers: `const order = []; await new Promise((r) => setTimeout(() => { setTimeout(() => { order.push("t1"); process.nextTick(() => order.push("t1 tick")); Promise.resolve().then(() => order.push("t1 promise")); }, 0); setTimeout(() => { order.push("t2"); Promise.resolve().then(() => order.push("t2 promise")); }, 0); setTimeout(r, 10); }, 0)); let bad; try { process.nextTick(5) } catch (e) { bad = [e.code, e.name] } return [order, bad]`,
  processWarning: `const got = await new Promise((res) => { process.once("warning", (w) => res([w.name, w.message, w.code, w instanceof Error])); process.emitWarning("careful", {type: "CustomWarning", code: "X001"}) }); const got2 = await new Promise((res) => { process.once("warning", (w) => res([w.name, w.message])); process.emitWarning(new Error("as error")) }); let sync = true; const later = await new Promise((res) => { process.once("warning", (w) => res([sync, w.name, w.code])); process.emitWarning("later", "DeprecationWarning", "DEP0"); sync = false; }); let bad; try { process.emitWarning(5) } catch (e) { bad = e.code } return [got, got2, later, bad]`,
  // ---- process
  processBasics: `return [typeof process.pid, typeof process.ppid, process.platform, process.arch, typeof process.env, process.env.GOLDEN_VAR, process.cwd() === input.dir, process.argv.length >= 1, typeof process.version, typeof process.versions.node]`,
  processHrtime: `const a = process.hrtime(); const b = process.hrtime(a); const n = process.hrtime.bigint(); return [a.length, b[0] >= 0, typeof n, n > 0n]`,
  processMemory: `const m = process.memoryUsage(); return [typeof m.rss, typeof m.heapUsed, typeof process.uptime(), process.memoryUsage.rss() > 0]`,
  processModule: `return [mods.process.default === process || mods.process === process, typeof mods.process.cwd]`,
  processChdir: `process.chdir("sub"); const a = process.cwd(); process.chdir(".."); return [a === mods.path.join(input.dir, "sub"), process.cwd() === input.dir]`,
  processEnvWrite: `process.env.GOLDEN_SET = 1; const v = process.env.GOLDEN_SET; delete process.env.GOLDEN_SET; return [v, process.env.GOLDEN_SET]`,
  processEmitter: `let got; process.once("golden", (v) => { got = v }); process.emit("golden", 5); return [got, typeof process.on, typeof process.stdout.write, process.stdout.isTTY ?? false]`,
  globals: `return [typeof global, global === globalThis, typeof setImmediate, typeof queueMicrotask, typeof structuredClone]`,
  // ---- os
  osBasics: `return [mods.os.EOL, mods.os.platform(), mods.os.type(), typeof mods.os.hostname(), mods.os.cpus().length > 0, mods.os.totalmem() > 0, typeof mods.os.tmpdir(), mods.os.endianness(), mods.os.constants.signals.SIGTERM, mods.os.constants.errno.ENOENT, typeof mods.os.userInfo().username]`,
  // ---- fs: sync
  fsReadWrite: `mods.fs.writeFileSync("w.txt", "héllo"); mods.fs.appendFileSync("w.txt", " world"); return [mods.fs.readFileSync("w.txt", "utf8"), mods.fs.readFileSync("w.txt").length, mods.fs.readFileSync("w.txt", {encoding: "base64"}), mods.fs.existsSync("w.txt"), mods.fs.existsSync("nope")]`,
  fsBinary: `mods.fs.writeFileSync("b.bin", Buffer.from([0, 1, 255])); mods.fs.writeFileSync("u.bin", new Uint8Array([7, 8])); return [[...mods.fs.readFileSync("b.bin")], [...mods.fs.readFileSync("u.bin")]]`,
  fsErrors: `const out = []; for (const f of [() => mods.fs.readFileSync("missing.txt"), () => mods.fs.readdirSync("missing"), () => mods.fs.mkdirSync("data"), () => mods.fs.rmdirSync("data"), () => mods.fs.readFileSync("data"), () => mods.fs.unlinkSync("missing"), () => mods.fs.renameSync("missing", "x")]) { try { f(); out.push("no error") } catch (e) { out.push([e.code, e.errno, e.syscall, e.message]) } } return out`,
  fsStatBigint: `const s = mods.fs.statSync("data", {bigint: true}); const l = mods.fs.lstatSync("data/a.txt", {bigint: true}); return [s.isDirectory(), s.isFile(), l.isFile(), typeof s.mode, typeof s.mtimeNs, typeof s.ino, s.ino === mods.fs.statSync("data", {bigint: true}).ino]`,
  fsStat: `const s = mods.fs.statSync("data/a.txt"); const d = mods.fs.statSync("data"); return [s.isFile(), s.isDirectory(), s.size, d.isDirectory(), s.mtime instanceof Date, typeof s.mtimeMs, (s.mode & 0o170000) === 0o100000, typeof s.ino, mods.fs.statSync("data/a.txt", {bigint: true}).size]`,
  fsLstat: `mods.fs.symlinkSync("data/a.txt", "link.txt"); const l = mods.fs.lstatSync("link.txt"); return [l.isSymbolicLink(), mods.fs.statSync("link.txt").isFile(), mods.fs.readlinkSync("link.txt"), mods.fs.realpathSync("link.txt") === mods.path.join(input.dir, "data/a.txt")]`,
  fsReaddir: `return [mods.fs.readdirSync("data"), mods.fs.readdirSync("data", {withFileTypes: true}).map((d) => [d.name, d.isFile(), d.isDirectory()]), mods.fs.readdirSync("data", {recursive: true}).sort()]`,
  fsDirentPath: `return mods.fs.readdirSync("data", {withFileTypes: true}).map((d) => d.parentPath === "data")`,
  fsMkdirRm: `const first = mods.fs.mkdirSync("m1/m2/m3", {recursive: true}); const again = mods.fs.mkdirSync("m1/m2", {recursive: true}); mods.fs.writeFileSync("m1/m2/f.txt", "x"); mods.fs.rmSync("m1", {recursive: true, force: true}); mods.fs.rmSync("nope", {force: true}); return [first === mods.path.join(input.dir, "m1"), again, mods.fs.existsSync("m1")]`,
  fsRmDir: `mods.fs.mkdirSync("rmd"); try { mods.fs.rmSync("rmd") } catch (e) { mods.fs.rmdirSync("rmd"); return [e.code, mods.fs.existsSync("rmd")] }`,
  fsCopyRename: `mods.fs.copyFileSync("data/a.txt", "c.txt"); mods.fs.renameSync("c.txt", "d.txt"); let e; try { mods.fs.copyFileSync("data/a.txt", "d.txt", mods.fs.constants.COPYFILE_EXCL) } catch (x) { e = x.code } return [mods.fs.readFileSync("d.txt", "utf8"), mods.fs.existsSync("c.txt"), e]`,
  fsCp: `mods.fs.cpSync("data", "data2", {recursive: true}); return mods.fs.readdirSync("data2", {recursive: true}).sort()`,
  fsAccess: `mods.fs.accessSync("data/a.txt", mods.fs.constants.R_OK); try { mods.fs.accessSync("missing") } catch (e) { return [e.code, mods.fs.constants.F_OK, mods.fs.constants.W_OK] }`,
  fsChmodUtimes: `mods.fs.writeFileSync("ch.txt", "x"); mods.fs.chmodSync("ch.txt", 0o600); mods.fs.utimesSync("ch.txt", 1000, 2000); const s = mods.fs.statSync("ch.txt"); return [s.mode & 0o777, s.mtimeMs, s.atimeMs]`,
  fsMkdtemp: `const d = mods.fs.mkdtempSync("tmp-"); return [d.startsWith("tmp-"), d.length, mods.fs.statSync(d).isDirectory()]`,
  fsOpenReadWrite: `const fd = mods.fs.openSync("fd.txt", "w+"); mods.fs.writeSync(fd, "hello world"); const b = Buffer.alloc(5); const n = mods.fs.readSync(fd, b, 0, 5, 6); mods.fs.ftruncateSync(fd, 5); const st = mods.fs.fstatSync(fd); mods.fs.closeSync(fd); return [n, b.toString(), st.size, mods.fs.readFileSync("fd.txt", "utf8")]`,
  fsTruncate: `mods.fs.writeFileSync("t.txt", "abcdef"); mods.fs.truncateSync("t.txt", 2); return mods.fs.readFileSync("t.txt", "utf8")`,
  fsFlags: `mods.fs.writeFileSync("fl.txt", "a"); let e; try { mods.fs.writeFileSync("fl.txt", "b", {flag: "wx"}) } catch (x) { e = x.code } mods.fs.writeFileSync("fl.txt", "c", {flag: "a"}); return [e, mods.fs.readFileSync("fl.txt", "utf8")]`,
  fsUrlPath: `return mods.fs.readFileSync(mods.url.pathToFileURL(mods.path.join(input.dir, "data/a.txt")), "utf8")`,
  // ---- fs: callbacks and promises
  fsCallback: `return await new Promise((res) => mods.fs.readFile("data/a.txt", "utf8", (err, d) => mods.fs.stat("missing", (e2) => res([err, d, e2.code]))))`,
  fsCallbackExists: `return await new Promise((res) => mods.fs.exists("data", (x) => res(x)))`,
  fsPromises: `await mods.fsp.writeFile("p.txt", "promised"); await mods.fsp.appendFile("p.txt", "!"); const s = await mods.fsp.stat("p.txt"); const names = await mods.fsp.readdir("data"); let e; try { await mods.fsp.readFile("missing") } catch (x) { e = x.code } return [await mods.fsp.readFile("p.txt", "utf8"), s.size, names, e]`,
  fsPromisesAccess: `try { await mods.fsp.access("missing") } catch (e) { return [e.code, typeof mods.fsp.constants.R_OK] }`,
  fsFileHandle: `const fh = await mods.fsp.open("fh.txt", "w+"); await fh.write("handle"); const {bytesRead, buffer} = await fh.read(Buffer.alloc(6), 0, 6, 0); const st = await fh.stat(); await fh.close(); return [bytesRead, buffer.toString(), st.size, typeof fh.fd]`,
  fsPromisesRm: `await mods.fsp.mkdir("pm/x", {recursive: true}); await mods.fsp.rm("pm", {recursive: true}); return mods.fs.existsSync("pm")`,
  fsPromisify: `const r = await mods.util.promisify(mods.fs.readFile)("data/a.txt", "utf8"); const ex = await mods.util.promisify(mods.fs.exists)("data"); return [r, ex]`,
  // ---- fs: streams
  fsReadStream: `const chunks = []; for await (const c of mods.fs.createReadStream("data/a.txt", {highWaterMark: 4})) chunks.push(String(c)); return chunks`,
  fsReadStreamRange: `let s = ""; for await (const c of mods.fs.createReadStream("data/a.txt", {start: 2, end: 4, encoding: "utf8"})) s += c; return s`,
  fsWriteStream: `const w = mods.fs.createWriteStream("ws.txt"); w.write("one "); w.write(Buffer.from("two ")); w.end("three"); await new Promise((r) => w.on("finish", r)); return [mods.fs.readFileSync("ws.txt", "utf8"), w.bytesWritten]`,
  fsStreamPipe: `await mods.streamPromises.pipeline(mods.fs.createReadStream("data/a.txt"), mods.zlib.createGzip(), mods.fs.createWriteStream("a.gz")); return mods.zlib.gunzipSync(mods.fs.readFileSync("a.gz")).toString()`,
  fsStreamError: `const r = mods.fs.createReadStream("missing"); return await new Promise((res) => r.on("error", (e) => res(e.code)))`,
  // ---- child_process
  cpExecSync: `return [String(mods.cp.execSync("echo hello")), mods.cp.execSync("pwd", {encoding: "utf8"}).trim() === input.dir, mods.cp.execSync("cat", {input: "piped"}).toString()]`,
  cpExecFileSync: `return [mods.cp.execFileSync("printf", ["%s|%s", "a b", "c"], {encoding: "utf8"}), mods.cp.execFileSync("sh", ["-c", "echo $GOLDEN_VAR"]).toString()]`,
  cpExecSyncFail: `try { mods.cp.execSync("echo out; echo err >&2; exit 3", {stdio: "pipe"}) } catch (e) { return [e.status, String(e.stdout), String(e.stderr), e.message.split("\\n")[0]] }`,
  cpNotFound: `try { mods.cp.execFileSync("no-such-program-xyz") } catch (e) { return [e.code, e.syscall, e.path, e.errno] }`,
  cpSpawnSync: `const r = mods.cp.spawnSync("sh", ["-c", "echo o; echo e >&2; exit 4"], {encoding: "utf8"}); return [r.status, r.signal, r.stdout, r.stderr, r.output.length]`,
  cpSpawnSyncShell: `const r = mods.cp.spawnSync("echo $((2 + 3))", {shell: true, encoding: "utf8"}); return r.stdout`,
  cpExec: `return await new Promise((res) => mods.cp.exec("echo a; echo b >&2", (err, stdout, stderr) => res([err, stdout, stderr])))`,
  cpExecFail: `return await new Promise((res) => mods.cp.exec("exit 5", (err) => res([err.code, err.killed, err.signal, err.cmd])))`,
  cpExecPromisified: `const {stdout, stderr} = await mods.util.promisify(mods.cp.execFile)("sh", ["-c", "printf x; printf y >&2"]); return [stdout, stderr]`,
  cpExecPromisifiedFail: `try { await mods.util.promisify(mods.cp.exec)("echo o; exit 1") } catch (e) { return [e.code, e.stdout] }`,
  cpSpawn: `return await new Promise((res) => { const c = mods.cp.spawn("sh", ["-c", "read x; echo got $x; echo warn >&2; exit 7"]); let out = "", err = ""; const ev = []; c.stdout.on("data", (d) => out += d); c.stderr.on("data", (d) => err += d); c.on("spawn", () => ev.push("spawn")); c.on("exit", (code) => ev.push("exit " + code)); c.on("close", (code, sig) => { ev.push("close " + code + " " + sig); res([out, err, ev, typeof c.pid]) }); c.stdin.write("line\\n"); c.stdin.end(); })`,
  cpSpawnError: `return await new Promise((res) => { const c = mods.cp.spawn("no-such-program-xyz"); c.on("error", (e) => res([e.code, e.syscall, e.path])) })`,
  cpSpawnKill: `return await new Promise((res) => { const c = mods.cp.spawn("sleep", ["10"]); c.on("spawn", () => c.kill("SIGTERM")); c.on("exit", (code, sig) => res([code, sig, c.killed])) })`,
  cpSpawnCwdEnv: `return await new Promise((res) => { const c = mods.cp.spawn("sh", ["-c", "pwd; echo $X"], {cwd: "data", env: {X: "y", PATH: process.env.PATH}}); let out = ""; c.stdout.on("data", (d) => out += d); c.on("close", () => res(out.split("\\n").map((l, i) => i === 0 ? l === mods.path.join(input.dir, "data") : l))) })`,
  cpSpawnShell: `return await new Promise((res) => { const c = mods.cp.spawn("echo $((6 * 7))", {shell: true}); let out = ""; c.stdout.on("data", (d) => out += d); c.on("close", (code) => res([out, code])) })`,
  cpMaxBuffer: `return await new Promise((res) => mods.cp.exec("yes | head -c 100000", {maxBuffer: 100}, (err, stdout) => res([err && err.code, stdout.length <= 100])))`,
  cpTimeout: `const t = Date.now(); try { mods.cp.execSync("sleep 3", {timeout: 100}) } catch (e) { return [e.code, Date.now() - t < 2000] }`,
  cpSpawnSyncMissing: `const r = mods.cp.spawnSync("no-such-program-xyz", ["a"]); return [r.error && [r.error.name, r.error.code, r.error.errno, r.error.syscall, r.error.path, r.error.spawnargs, r.error.message], r.status, r.signal, r.output, r.pid, r.stdout, r.stderr, Object.keys(r).sort()]`,
  cpSpawnErrorEvents: `return await new Promise((res) => { const ev = []; const c = mods.cp.spawn("no-such-program-xyz", ["a"]); c.on("spawn", () => ev.push("spawn")); c.on("exit", (code, sig) => ev.push(["exit", code, sig])); c.on("close", (code, sig) => ev.push(["close", code, sig])); c.on("error", (e) => ev.push(["error", e.message, e.code, e.errno, e.syscall, e.path, e.spawnargs])); setTimeout(() => res([ev, c.pid, c.exitCode, c.stdout === null, typeof c.stdin]), 50) })`,
  cpExecFailFields: `const [err, stdout, stderr] = await new Promise((res) => mods.cp.exec("echo out; echo err >&2; exit 3", (...a) => res(a))); return [Object.keys(err).sort(), err.code, err.killed, err.signal, err.cmd, err.message, stdout, stderr]`,
  cpExecFileFailFields: `const [err] = await new Promise((res) => mods.cp.execFile("sh", ["-c", "exit 4"], (...a) => res(a))); let p; try { await mods.util.promisify(mods.cp.execFile)("sh", ["-c", "echo o; echo e >&2; exit 2"]) } catch (e) { p = [Object.keys(e).sort(), e.code, e.stdout, e.stderr, e.cmd, e.message] } return [Object.keys(err).sort(), err.code, err.cmd, err.message, p]`,
  cpExecSyncFields: `try { mods.cp.execSync("echo o; echo e >&2; exit 2", {stdio: "pipe"}) } catch (e) { return [Object.keys(e).sort(), e.status, e.signal, String(e.stdout), String(e.stderr), e.message, e.output.length, typeof e.pid, e.code] }`,
  cpExecTimeout: `const t = Date.now(); const r = await new Promise((res) => mods.cp.exec("sleep 30; echo never", {timeout: 200}, (err, stdout) => res([err.killed, err.signal, err.code, err.cmd, err.message, stdout]))); return [r, Date.now() - t < 10000]`,
  cpExecFileTimeout: `const r = await new Promise((res) => mods.cp.execFile("sleep", ["30"], {timeout: 100, killSignal: "SIGKILL"}, (err) => res([err.killed, err.signal, err.code, err.message]))); return r`,
  cpExecMissing: `const [err, stdout, stderr] = await new Promise((res) => mods.cp.execFile("no-such-program-xyz", ["a"], (...a) => res(a))); let sync; try { mods.cp.execFileSync("no-such-program-xyz", ["b"]) } catch (e) { sync = [Object.keys(e).sort(), e.code, e.message, e.status, e.stdout] } return [Object.keys(err).sort(), err.code, err.message, err.cmd, stdout, stderr, sync]`,
  cpExecSyncInherit: `try { mods.cp.execSync("echo to-log >&2; exit 1") } catch (e) { return [e.message, e.stderr, e.output] }`,
  // ---- readline
  readlineFile: `mods.fs.writeFileSync("lines.txt", "a\\r\\nb\\n\\nc\\rd\\n\\ne"); const rl = mods.readline.createInterface({input: mods.fs.createReadStream("lines.txt"), crlfDelay: Infinity}); const lines = []; for await (const l of rl) lines.push(l); return [lines, rl.closed]`,
  readlineEvents: `const { PassThrough } = mods.stream; const inp = new PassThrough(); const rl = mods.readline.createInterface({input: inp}); const ev = []; rl.on("line", (l) => ev.push(["line", l])); rl.on("close", () => ev.push("close")); inp.write("x\\ny"); inp.write("z\\r"); inp.write("\\nw\\n"); inp.end("last"); await new Promise((r) => rl.on("close", r)); return [ev, typeof mods.readline.Interface, rl instanceof mods.events]`,
  readlineQuestion: `const { PassThrough } = mods.stream; const inp = new PassThrough(), output = new PassThrough(); let shown = ""; output.on("data", (d) => shown += d); const rl = mods.readline.createInterface({input: inp, output, terminal: false}); const a = await new Promise((res) => { rl.question("name? ", res); inp.write("Ada\\n") }); const rl2 = mods.readlinePromises.createInterface({input: inp, output}); const p = rl2.question("again? "); inp.write("Bob\\n"); const b = await p; const c = new AbortController(); const p2 = rl2.question("never? ", {signal: c.signal}); c.abort(); let aborted; try { await p2 } catch (e) { aborted = [e.name, e.code] } rl.close(); rl2.close(); let closed; try { rl.question("x", () => {}) } catch (e) { closed = e.code } return [a, b, shown, aborted, closed]`,
  readlineWriteAndPrompt: `const { PassThrough } = mods.stream; const inp = new PassThrough(), output = new PassThrough(); let shown = ""; output.on("data", (d) => shown += d); const rl = mods.readline.createInterface({input: inp, output, prompt: "$ "}); const lines = []; rl.on("line", (l) => lines.push(l)); rl.prompt(); rl.write("typed\\n"); rl.setPrompt("# "); rl.prompt(); const p = rl.getPrompt(); rl.close(); await null; return [lines, shown, p]`,
  readlineMissingFile: `const rl = mods.readline.createInterface({input: mods.fs.createReadStream("missing.txt")}); try { for await (const l of rl) {} return "no error" } catch (e) { return [e.code, e.syscall, mods.path.basename(e.path), e.message.replace(input.dir, "<dir>")] }`,
  readlineCursor: `const out = []; const w = { write(s, cb) { out.push(s); if (cb) cb(); return true } }; mods.readline.cursorTo(w, 3); mods.readline.cursorTo(w, 1, 2); mods.readline.moveCursor(w, -2, 3); mods.readline.clearLine(w, 0); mods.readline.clearLine(w, 1); mods.readline.clearScreenDown(w); return out`,
  // ---- diagnostics_channel
  diagnosticsChannel: `const c = mods.dc.channel("golden:x"); const seen = []; const f = (m, name) => seen.push([m, name]); const before = c.hasSubscribers; c.subscribe(f); c.publish({a: 1}); mods.dc.subscribe("golden:x", (m) => seen.push(["second", m.a])); c.publish({a: 2}); const un = c.unsubscribe(f); const unAgain = c.unsubscribe(f); c.publish({a: 3}); return [before, mods.dc.hasSubscribers("golden:x"), seen, un, unAgain, mods.dc.channel("golden:x") === c, c.name, c instanceof mods.dc.Channel]`,
  diagnosticsTracing: `const tc = mods.dc.tracingChannel("golden:t"); const ev = []; tc.subscribe({ start: (m) => ev.push("start " + m.n), end: (m) => ev.push("end " + m.result), asyncStart: (m) => ev.push("asyncStart " + m.result), asyncEnd: (m) => ev.push("asyncEnd"), error: (m) => ev.push("error " + m.error.message) }); const v = tc.traceSync((x) => x * 2, {n: 1}, null, 21); let thrown; try { tc.traceSync(() => { throw new Error("bad") }, {n: 2}) } catch (e) { thrown = e.message } const pv = await tc.tracePromise(async () => "p", {n: 3}); const cv = await new Promise((res) => tc.traceCallback((cb) => setTimeout(() => cb(null, "cb"), 1), 0, {n: 4}, null, (err, r) => res(r))); return [v, thrown, pv, cv, ev, tc.hasSubscribers, tc.start.name]`,
  // ---- crypto
  cryptoHash: `return [mods.crypto.createHash("sha256").update("abc").digest("hex"), mods.crypto.createHash("md5").update("a").update("b").digest("base64"), mods.crypto.createHash("sha1").update(Buffer.from([1, 2])).digest().length, mods.crypto.createHash("sha512").update("").digest("hex").slice(0, 16)]`,
  cryptoHmac: `return [mods.crypto.createHmac("sha256", "key").update("msg").digest("hex"), mods.crypto.createHmac("sha1", Buffer.from("k")).update("m").digest("base64")]`,
  cryptoRandom: `const b = mods.crypto.randomBytes(100000); const n = mods.crypto.randomInt(10); const m = mods.crypto.randomInt(5, 7); return [b.length, n >= 0 && n < 10, m >= 5 && m < 7, /^[0-9a-f-]{36}$/.test(mods.crypto.randomUUID()), mods.crypto.randomFillSync(Buffer.alloc(8)).length]`,
  cryptoTimingSafe: `let e; try { mods.crypto.timingSafeEqual(Buffer.from("a"), Buffer.from("ab")) } catch (x) { e = x.code } return [mods.crypto.timingSafeEqual(Buffer.from("ab"), Buffer.from("ab")), mods.crypto.timingSafeEqual(Buffer.from("ab"), Buffer.from("ac")), e]`,
  cryptoPbkdf2: `return [mods.crypto.pbkdf2Sync("pw", "salt", 1000, 16, "sha256").toString("hex"), Buffer.from(mods.crypto.hkdfSync("sha256", "key", "salt", "info", 16)).toString("hex")]`,
  cryptoHashCopy: `const h = mods.crypto.createHash("sha256").update("a"); const c = h.copy(); return [h.update("b").digest("hex"), c.digest("hex")]`,
  cryptoErrors: `try { mods.crypto.createHash("nope") } catch (e) { return e.message.includes("Digest method not supported") }`,
  cryptoGetHashes: `return ["md5", "sha1", "sha256", "sha512"].every((h) => mods.crypto.getHashes().includes(h))`,
  // ---- zlib
  zlibRoundTrip: `const s = "hello ".repeat(100); return [mods.zlib.gunzipSync(mods.zlib.gzipSync(s)).toString() === s, mods.zlib.inflateSync(mods.zlib.deflateSync(s)).toString() === s, mods.zlib.inflateRawSync(mods.zlib.deflateRawSync(s)).toString() === s, mods.zlib.unzipSync(mods.zlib.gzipSync("u")).toString(), mods.zlib.gzipSync(s).length < s.length]`,
  zlibKnown: `return [mods.zlib.gunzipSync(Buffer.from("H4sIAAAAAAAAA8tIzcnJBwCGphA2BQAAAA==", "base64")).toString(), mods.zlib.inflateSync(Buffer.from("eJzLSM3JyQcABiwCFQ==", "base64")).toString()]`,
  zlibCallback: `return await new Promise((res) => mods.zlib.gzip("cb", (err, b) => mods.zlib.gunzip(b, (e2, out) => res([err, e2, out.toString()]))))`,
  zlibPromisify: `const z = await mods.util.promisify(mods.zlib.deflate)("p"); return (await mods.util.promisify(mods.zlib.inflate)(z)).toString()`,
  zlibError: `try { mods.zlib.gunzipSync(Buffer.from("not gzip")) } catch (e) { return [e.code, e.errno] }`,
  zlibStream: `const chunks = []; const g = mods.zlib.createGunzip(); g.on("data", (c) => chunks.push(c)); const done = new Promise((r) => g.on("end", r)); const z = mods.zlib.gzipSync("streamed data"); g.write(z.subarray(0, 5)); g.end(z.subarray(5)); await done; return Buffer.concat(chunks).toString()`,
  zlibCrc32: `return typeof mods.zlib.crc32 === "function" ? mods.zlib.crc32("hello") : 907060870`,
  zlibBrotli: `const s = "brotli ".repeat(200) + "end"; const q = mods.zlib.brotliCompressSync(s, {params: {[mods.zlib.constants.BROTLI_PARAM_QUALITY]: 4}}); const cb = await new Promise((res) => mods.zlib.brotliCompress(s, (e, b) => mods.zlib.brotliDecompress(b, (e2, out) => res([e, e2, out.toString() === s])))); const p = await mods.util.promisify(mods.zlib.brotliCompress)("p"); const chunks = []; const d = mods.zlib.createBrotliDecompress(); d.on("data", (c) => chunks.push(c)); const ended = new Promise((r) => d.on("end", r)); const z = mods.zlib.brotliCompressSync(s); for (let i = 0; i < z.length; i += 3) d.write(z.subarray(i, i + 3)); d.end(); await ended; return [mods.zlib.brotliDecompressSync(mods.zlib.brotliCompressSync(s)).toString() === s, mods.zlib.brotliDecompressSync(q).toString() === s, cb, (await mods.util.promisify(mods.zlib.brotliDecompress)(p)).toString(), Buffer.concat(chunks).toString() === s, mods.zlib.brotliDecompressSync(Buffer.from("iwWAaGVsbG8gYnJvdGxpAw==", "base64")).toString()]`,
  zlibBrotliErrors: `const out = []; for (const b of [Buffer.from("not brotli at all"), mods.zlib.brotliCompressSync("hello world").subarray(0, 5)]) { try { mods.zlib.brotliDecompressSync(b); out.push("ok") } catch (e) { out.push([e.code, e.errno, e.message]) } } return out`,
  zlibClasses: `const g = mods.zlib.Gzip(); const b = mods.zlib.BrotliCompress(); class My extends mods.zlib.Gunzip {} const m = new My(); return [g instanceof mods.zlib.Gzip, b instanceof mods.zlib.BrotliCompress, m instanceof mods.zlib.Gunzip, m instanceof My, typeof m.pipe, mods.zlib.constants.BROTLI_PARAM_QUALITY, mods.zlib.constants.BROTLI_DEFAULT_WINDOW, mods.zlib.Z_BEST_SPEED, mods.zlib.codes.Z_DATA_ERROR, mods.zlib.codes["-3"], mods.zlib.constants.BROTLI_DECODER_ERROR_FORMAT_PADDING_2]`,
  // ---- Node's errors and edges that packages depend on
  pathFormatEdges: `const f = mods.path.format; return [f({root: "/", base: "x.txt"}), f({root: "/r/", dir: "/d", name: "n", ext: "e"}), f({name: "n", ext: ".e"}), f({dir: "d", base: "b", name: "ignored"}), f({root: "/", name: "n", ext: "txt"})]`,
  querystringUnescape: `return [mods.querystring.unescape("a%20b%zz%"), mods.querystring.unescape("%E0%A4%A"), mods.querystring.parse("a=%zz&b=%E0%A4%A"), mods.querystring.unescape("plus+sign")]`,
  writableWriteReturn: `const w = new mods.stream.Writable({ highWaterMark: 4, write(c, e, cb) { setTimeout(cb, 1) } }); const r = [w.write("ab"), w.write("cd"), w.write("e"), w.writableLength, w.writableNeedDrain]; await new Promise((res) => w.once("drain", res)); r.push(w.writableNeedDrain, w.write("x")); return r`,
  structuredCloneTransfer: `const buf = new ArrayBuffer(8); new Uint8Array(buf)[0] = 7; const c = structuredClone({b: buf}, {transfer: [buf]}); let dup; try { const x = new ArrayBuffer(1); structuredClone(x, {transfer: [x, x]}) } catch (e) { dup = [e.name, e.message] } let bad; try { structuredClone(1, {transfer: [1]}) } catch (e) { bad = [e.name, e.message] } return [buf.byteLength, c.b.byteLength, new Uint8Array(c.b)[0], dup, bad]`,
  fsFutimes: `mods.fs.writeFileSync("ft.txt", "x"); const fd = mods.fs.openSync("ft.txt", "r+"); mods.fs.futimesSync(fd, 1000, 2000); mods.fs.fchmodSync(fd, 0o640); mods.fs.fsyncSync(fd); mods.fs.fdatasyncSync(fd); await new Promise((r, j) => mods.fs.futimes(fd, 3000, 4000, (e) => e ? j(e) : r())); mods.fs.closeSync(fd); const s = mods.fs.statSync("ft.txt"); mods.fs.lutimesSync("ft.txt", 5, 6); return [s.atimeMs, s.mtimeMs, s.mode & 0o777, mods.fs.statSync("ft.txt").mtimeMs, typeof mods.fs.fchown, typeof mods.fs.lchown]`,
  fsStreamCloseOnce: `mods.fs.writeFileSync("src.txt", "data ".repeat(1000)); const r = mods.fs.createReadStream("src.txt"); const w = mods.fs.createWriteStream("dst.txt"); let rc = 0, wc = 0; r.on("close", () => rc++); w.on("close", () => wc++); await mods.streamPromises.pipeline(r, w); await new Promise((res) => setTimeout(res, 5)); return [rc, wc, mods.fs.readFileSync("dst.txt", "utf8").length, w.closed, r.destroyed]`,
  fsTwoWriteStreams: `mods.fs.writeFileSync("in.txt", "abc\\n".repeat(2000)); const a = mods.fs.createWriteStream("a.txt"); const b = mods.fs.createWriteStream("b.txt"); await mods.streamPromises.pipeline(mods.fs.createReadStream("in.txt"), a); b.write("second "); b.end("stream"); await new Promise((r, j) => { b.on("finish", r); b.on("error", j) }); const c = mods.fs.createWriteStream("c.txt", {flags: "w"}); await mods.streamPromises.pipeline(mods.stream.Readable.from(["x", "y"]), c); return [mods.fs.readFileSync("a.txt").length, mods.fs.readFileSync("b.txt", "utf8"), mods.fs.readFileSync("c.txt", "utf8")]`,
  // ---- what packages reach for (execa, tar's minizlib, archiver's graceful-fs)
  stringDecoderViews: `const d = new mods.stringDecoder.StringDecoder("utf8"); const u = new Uint8Array([0xe2, 0x82, 0xac, 0x61]); const r = [d.write(u.subarray(0, 2)), d.write(u.subarray(2)), d.write(new DataView(new Uint8Array([0x62]).buffer)), d.write("as is"), d.end(new Uint16Array([0x6463]))]; let bad; try { d.write(5) } catch (e) { bad = [e.code, e.name, e.message] } const h = new mods.stringDecoder.StringDecoder("hex"); return [r, bad, h.write(new Uint8Array([1, 255])), h.end(), d instanceof mods.stringDecoder.StringDecoder]`,
  cpStdinClosedOnExit: `const c = mods.cp.spawn("sh", ["-c", "exit 0"]); const ev = []; c.stdin.on("close", () => ev.push("stdin close")); c.on("exit", () => ev.push("exit")); await new Promise((r) => c.on("close", r)); await new Promise((r) => setTimeout(r, 20)); const f = mods.cp.spawn("no-such-program-xyz"); const fev = []; f.on("error", (e) => fev.push(e.code)); f.stdin.on("close", () => fev.push("stdin close")); f.stdout.on("end", () => fev.push("stdout end")); f.stdout.resume(); await new Promise((r) => f.on("close", r)); await new Promise((r) => setTimeout(r, 20)); return [ev, c.stdin.destroyed, fev.sort(), f.stdin.destroyed]`,
  zlibProcessChunk: `const z = mods.zlib; const step = (s, chunk, flag) => { const h = s._handle, close = h.close, sclose = s.close; h.close = () => {}; s.close = () => {}; try { return Buffer.from(s._processChunk(Buffer.from(chunk), flag)) } finally { s._handle = h; h.close = close; s.close = sclose } }; const g = new z.Gzip(); const gz = Buffer.concat([step(g, "hello ", z.constants.Z_NO_FLUSH), step(g, "world", z.constants.Z_FINISH)]); const out = step(new z.InflateRaw(), z.deflateRawSync("raw data"), z.constants.Z_FINISH).toString(); const br = step(new z.BrotliCompress(), "brotli", z.constants.BROTLI_OPERATION_FINISH); return [z.gunzipSync(gz).toString(), out, z.brotliDecompressSync(br).toString(), typeof g._handle, typeof g._handle.close]`,
  zlibFlush: `const z = mods.zlib; const d = z.createDeflateRaw(); const got = []; d.on("data", (c) => got.push(c)); d.write("first part, "); await new Promise((r) => d.flush(z.constants.Z_SYNC_FLUSH, r)); const flushed = Buffer.concat(got); const partial = z.inflateRawSync(flushed, {finishFlush: z.constants.Z_SYNC_FLUSH}).toString(); d.end("second"); await new Promise((r) => d.on("end", r)); const g = z.createGzip(); const gg = []; g.on("data", (c) => gg.push(c)); g.write("abc"); await new Promise((r) => g.flush(r)); const early = gg.length > 0; g.end(); await new Promise((r) => g.on("end", r)); return [partial, z.inflateRawSync(Buffer.concat(got)).toString(), early, z.gunzipSync(Buffer.concat(gg)).toString()]`,
  fsStreamsAsFunctions: `const { ReadStream, WriteStream } = mods.fs; const r = ReadStream("data/a.txt", {encoding: "utf8"}); let s = ""; for await (const c of r) s += c; function Mine(path) { return ReadStream.apply(this, arguments), this } Mine.prototype = Object.create(ReadStream.prototype); const m = new Mine("data/a.txt"); let t = ""; for await (const c of m) t += c; const w = WriteStream("w.txt"); w.end("written"); await new Promise((res) => w.on("finish", res)); return [s, t, r instanceof mods.stream.Readable, m instanceof ReadStream, w instanceof mods.stream.Writable, mods.fs.readFileSync("w.txt", "utf8")]`,
  urlInvalid: `const show = (f) => { try { f(); return "no error" } catch (e) { return [e.name, e.code, e.message, e.input, e.base, Object.keys(e), e instanceof TypeError] } }; const u = new URL("http://a/"); return [show(() => new URL("nope")), show(() => new URL("/x", "bad base")), show(() => new URL("http://a/", "nope")), show(() => { u.href = "nope" }), show(() => new URL()), show(() => new URL("")), show(() => mods.url.fileURLToPath("nope")), u.href, URL.canParse("nope")]`,
  abortErrorShapes: `const show = (e) => [e.name, e.code, e.message, e instanceof DOMException, e instanceof Error, Object.keys(e)]; const c = new AbortController(); const p = mods.timersPromises.setTimeout(1000, null, {signal: c.signal}); c.abort(); let t; try { await p } catch (e) { t = show(e) } const to = AbortSignal.timeout(1); await new Promise((r) => setTimeout(r, 20)); return [show(AbortSignal.abort().reason), show(to.reason), t, new DOMException("m", "OperationError").code, new DOMException("m", "DataCloneError").code]`,
  // ---- module
  moduleRequire: `const require = mods.module.createRequire(import_meta_url); return [require("node:path") === mods.path || require("path").join === mods.path.join, mods.module.builtinModules.includes("fs"), mods.module.isBuiltin("node:fs"), mods.module.isBuiltin("nope")]`,
  moduleRequireJSON: `const require = mods.module.createRequire(mods.url.pathToFileURL(mods.path.join(input.dir, "x.js"))); return require("./data/b.json")`,
};

// setup lays out dir as the snippets expect it.
export function setup(dir) {
  fs.mkdirSync(path.join(dir, "data", "sub"), { recursive: true });
  fs.mkdirSync(path.join(dir, "sub"));
  fs.writeFileSync(path.join(dir, "data", "a.txt"), "alpha text");
  fs.writeFileSync(path.join(dir, "data", "b.json"), '{"b": true}');
  fs.writeFileSync(path.join(dir, "data", "sub", "c.txt"), "c");
}

export const env = { GOLDEN_VAR: "golden value" };

// normalize shows paths under dir as <dir>.
export function normalize(v, dir) {
  return JSON.parse(JSON.stringify(v === undefined ? null : v, (k, x) => (typeof x === "bigint" ? "BigInt " + x : x)).split(dir).join("<dir>"));
}

const mods = {
  assert, buffer, cp, crypto, events, fs, fsp, module: mod, os, path, process: processMod, punycode, querystring,
  stream, streamPromises, stringDecoder, timers, timersPromises, url, util, zlib,
  perfHooks, streamConsumers, utilTypes, tty, stringDecoderMod, assertStrictMod, pathPosix,
  readline, readlinePromises, dc,
};
for (const k of Object.keys(mods)) mods[k] = mods[k].default ?? mods[k];

if (import.meta.url === url.pathToFileURL(process.argv[1]).href) {
  const AsyncFunction = Object.getPrototypeOf(async function () {}).constructor;
  const expected = {};
  for (const [name, code] of Object.entries(snippets)) {
    const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), "node-case-")));
    setup(dir);
    process.chdir(dir);
    Object.assign(process.env, env);
    try {
      const v = await new AsyncFunction("mods", "input", "import_meta_url", code)(mods, { dir }, import.meta.url);
      expected[name] = normalize(v, dir);
    } catch (e) {
      expected[name] = "THREW " + e;
    }
    process.chdir("/");
    fs.rmSync(dir, { recursive: true, force: true });
  }
  console.log(JSON.stringify({ snippets, expected }, null, 1));
}
