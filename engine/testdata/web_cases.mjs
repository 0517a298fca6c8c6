// Generates web_cases.json with Node.js (node --input-type=module < web_cases.mjs > web_cases.json):
// what each snippet returns in a standard runtime; engine/web_test.go runs the same snippets in QuickJS.
const snippets = {
  encode: `return Array.from(new TextEncoder().encode("héllo €😀"))`,
  encodeSurrogate: `return Array.from(new TextEncoder().encode("a\\ud800b"))`,
  decode: `return new TextDecoder().decode(new Uint8Array([104,195,169,226,130,172]))`,
  decodeBOM: `return [new TextDecoder().decode(new Uint8Array([0xef,0xbb,0xbf,65])), new TextDecoder("utf-8", {ignoreBOM: true}).decode(new Uint8Array([0xef,0xbb,0xbf,65])).length]`,
  decodeInvalid: `return new TextDecoder().decode(new Uint8Array([65, 0xff, 66]))`,
  decodeFatal: `try { new TextDecoder("utf-8", {fatal: true}).decode(new Uint8Array([0xff])); return "no" } catch (e) { return e.name }`,
  decodeView: `const b = new Uint8Array([0, 104, 105, 0]); return new TextDecoder().decode(b.subarray(1, 3))`,
  decodeNul: `return new TextDecoder().decode(new Uint8Array([97, 0, 98])).length`,
  base64: `return [btoa("hello"), atob("aGVsbG8="), atob(" aGVs bG8 "), btoa("\\xff\\x00")]`,
  base64Invalid: `try { atob("a"); return "no" } catch (e) { return e.name }`,
  btoaInvalid: `try { btoa("€"); return "no" } catch (e) { return e.name }`,
  url: `const u = new URL("/rest/api/2/issue/ABC-1?fields=summary", "https://jira.example.com/base/"); return [u.href, u.host, u.pathname, u.search, u.searchParams.get("fields"), u.origin]`,
  urlSetters: `const u = new URL("https://example.com/a"); u.searchParams.set("q", "a b&c"); u.searchParams.append("x", "1"); u.hash = "top"; u.pathname = "/p q"; return u.toString()`,
  urlInvalid: `try { new URL("not a url"); return "no" } catch (e) { return [e.name, e instanceof TypeError] }`,
  urlStatic: `return [URL.canParse("https://x"), URL.canParse("nope"), JSON.stringify({u: new URL("http://a.b")})]`,
  params: `const p = new URLSearchParams("a=1&b=2&a=3&c=%20x+y"); p.sort(); return [p.getAll("a"), p.get("c"), p.has("b"), p.size, p.toString(), [...p.keys()]]`,
  paramsInit: `return [new URLSearchParams({a: "1", b: "x y"}).toString(), new URLSearchParams([["k", "v"], ["k", "w"]]).toString()]`,
  clone: `const a = {d: new Date(0), m: new Map([[1, {x: 1}]]), s: new Set([1]), r: /x/g, arr: [1, 2]}; a.self = a; const b = structuredClone(a); return [b !== a, b.self === b, b.d.getTime(), b.m.get(1).x, b.s.has(1), b.r.flags, b.arr, b.m.get(1) !== a.m.get(1)]`,
  cloneFunction: `try { structuredClone({f() {}}); return "no" } catch (e) { return e.name }`,
  cloneTyped: `const u = new Uint8Array([1, 2, 3]); const c = structuredClone(u); c[0] = 9; return [u[0], c[0], c.length]`,
  abort: `const c = new AbortController(); let fired = 0; c.signal.addEventListener("abort", () => fired++); c.signal.onabort = () => fired++; c.abort("why"); c.abort("again"); return [c.signal.aborted, c.signal.reason, fired]`,
  abortDefault: `const c = new AbortController(); c.abort(); return [c.signal.reason.name, c.signal.reason instanceof DOMException]`,
  abortTimeout: `const s = AbortSignal.timeout(10); await new Promise(r => setTimeout(r, 40)); return [s.aborted, s.reason.name]`,
  abortAny: `const a = new AbortController(), b = new AbortController(); const s = AbortSignal.any([a.signal, b.signal]); b.abort("b"); return [s.aborted, s.reason]`,
  throwIfAborted: `try { AbortSignal.abort("x").throwIfAborted(); return "no" } catch (e) { return e }`,
  crypto: `const a = crypto.getRandomValues(new Uint8Array(32)); const u = crypto.randomUUID(); return [a.length, a.some(x => x !== 0), /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(u), u !== crypto.randomUUID()]`,
  cryptoQuota: `try { crypto.getRandomValues(new Uint8Array(70000)); return "no" } catch (e) { return e.name }`,
  perf: `const a = performance.now(); await new Promise(r => setTimeout(r, 5)); const b = performance.now(); return [typeof a, b > a]`,
  microtask: `const order = []; queueMicrotask(() => order.push("micro")); setTimeout(() => order.push("timer"), 0); order.push("sync"); await new Promise(r => setTimeout(r, 5)); return order`,
  interval: `let n = 0; await new Promise(r => { const id = setInterval(() => { n++; if (n === 3) { clearInterval(id); r(); } }, 1); }); return n`,
  clearTimeout: `let ran = false; const id = setTimeout(() => { ran = true }, 1); clearTimeout(id); await new Promise(r => setTimeout(r, 10)); return ran`,
  headers: `const h = new Headers({"Content-Type": "text/plain", "X-A": "1"}); h.append("x-a", "2"); h.append("Set-Cookie", "a=1"); h.append("set-cookie", "b=2"); return [h.get("content-type"), h.get("X-A"), [...h], h.has("x-b"), h.getSetCookie()]`,
  headersInvalid: `try { new Headers({"bad name": "x"}); return "no" } catch (e) { return e.name }`,
  response: `const r = new Response('{"a":1}', {status: 201, headers: {"x": "y"}}); const c = r.clone(); return [r.status, r.ok, r.headers.get("x"), (await r.json()).a, await c.text(), r.bodyUsed]`,
  responseJSON: `const r = Response.json({a: 1}); return [r.headers.get("content-type"), await r.text()]`,
  responseUsed: `const r = new Response("x"); await r.text(); try { await r.text(); return "no" } catch (e) { return e.name }`,
  request: `const r = new Request("https://x.y/p", {method: "post", body: "hi", headers: {a: "b"}}); return [r.method, r.url, r.headers.get("a"), r.headers.get("content-type"), await r.text()]`,
  event: `const t = new EventTarget(); const seen = []; t.addEventListener("x", (e) => seen.push(e.type), {once: true}); t.dispatchEvent(new Event("x")); t.dispatchEvent(new Event("x")); return seen`,
};
const out = {};
for (const [k, code] of Object.entries(snippets)) {
  try { out[k] = await (new (Object.getPrototypeOf(async function(){}).constructor)(code))(); } catch (e) { out[k] = "THREW " + e; }
}
console.log(JSON.stringify({snippets, expected: out}, null, 1));
