package webassembly

import (
	"context"
	"errors"
	"math"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/tetratelabs/wazero/api"

	earshot "github.com/earshot/extensions/api"
	"github.com/earshot/extensions/platform"
	"github.com/earshot/extensions/wasm"
	gt "github.com/earshot/extensions/wasm/internal/guest/guesttest"
)

// sharedRuntime is the Runtime of the tests' instances, with the pages
// EARSHOT_PAGES names.
var sharedRuntime = wasm.NewRuntime(wasm.RuntimeOptions{Pages: earshot.Pages(os.Getenv("EARSHOT_PAGES"))})

// statesOf holds, by instance, its WebAssembly (recording's).
var statesOf sync.Map

// recording is Global, its states kept in statesOf.
type recording struct{ global }

func (r recording) Attach(x *wasm.Access) (wasm.HostGlobal, wasm.Attachment) {
	g, a := r.global.Attach(x)
	statesOf.Store(x.Instance(), a)
	return g, a
}

// guestsOf is the guests of instance i (nil when it has none).
func guestsOf(i *wasm.Instance) *guests {
	s, ok := statesOf.Load(i)
	if !ok {
		return nil
	}
	return s.(*state).guests.Load()
}

// eval evaluates code and returns its value as a string.
func eval(i *wasm.Instance, code string) (string, error) {
	v, err := i.Eval([]byte(code))
	if err != nil {
		return "", err
	}
	defer i.Free(v)
	return i.String(v)
}

// wasmInstance is an instance with the WebAssembly global, as the
// platform's lazy module makes it; bytes(name): the ArrayBuffer of
// ../testdata/guest/<name>, or of mods[name]; started(), which closes the
// channel spinning waits on; and nop(), which does nothing.
func wasmInstance(t testing.TB, cfg wasm.InstanceConfig, mods map[string][]byte) *wasm.Instance {
	t.Helper()
	var i *wasm.Instance
	cfg.WebAssembly = recording{global("__earshot_wasm")}
	cfg.Globals = append(cfg.Globals,
		wasm.HostGlobal{Name: "bytes", Func: func(args []wasm.Value) (wasm.Value, error) {
			name, err := i.String(args[0])
			if err != nil {
				return 0, err
			}
			b, ok := mods[name]
			if !ok {
				if b, err = os.ReadFile("../testdata/guest/" + name); err != nil {
					return 0, err
				}
			}
			return newArrayBuffer(i, b)
		}},
		wasm.HostGlobal{Name: "started", Func: func([]wasm.Value) (wasm.Value, error) {
			if ch, ok := startedOf.LoadAndDelete(i); ok {
				close(ch.(chan struct{}))
			}
			return wasm.Undefined, nil
		}},
		wasm.HostGlobal{Name: "nop", Func: func([]wasm.Value) (wasm.Value, error) { return wasm.Undefined, nil }})
	if cfg.Runtime == nil {
		cfg.Runtime = sharedRuntime
	}
	i, err := wasm.NewInstance(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { i.Close() })
	src, ok := platform.LazySource("webassembly")
	if !ok {
		t.Fatal("no lazy module webassembly")
	}
	js(t, i, `globalThis[Symbol.for("earshot.internal")] = { wasm: __earshot_wasm }; delete globalThis.__earshot_wasm;`+
		src+`; globalThis.WebAssembly = __earshot_lazy.default.WebAssembly; delete globalThis.__earshot_lazy; ""`)
	return i
}

// js evaluates code and returns its value as a string; an exception fails
// the test.
func js(t testing.TB, i *wasm.Instance, code string) string {
	t.Helper()
	got, err := eval(i, code)
	if err != nil {
		t.Fatalf("%v\nin: %s", err, code)
	}
	return got
}

// probe instantiates ../testdata/guest/probe.wasm as p (its exports as e),
// its callbacks calling globalThis.callback and callback64.
const probe = `
globalThis.callback = (x) => x;
globalThis.callback64 = (x) => x;
var p = new WebAssembly.Instance(new WebAssembly.Module(bytes("probe.wasm")),
  { env: { callback: (x) => callback(x), callback64: (x) => callback64(x) } });
var e = p.exports;
`

// TestWebAssemblyMemoryIsShared: memory.buffer is the guest's memory
// itself — what JavaScript writes the guest reads, and the other way —
// also after the instance's own memory grows (the portable pages keep a
// guest's memory where it is once there is one).
func TestWebAssemblyMemoryIsShared(t *testing.T) {
	for _, pages := range []string{"native", "portable"} {
		t.Run(pages, func(t *testing.T) {
			rt := wasm.NewRuntime(wasm.RuntimeOptions{Pages: earshot.Pages(pages)})
			t.Cleanup(func() { rt.Close() })
			i := wasmInstance(t, wasm.InstanceConfig{Runtime: rt, MemoryLimit: 64 << 20}, nil)
			js(t, i, probe)
			got := js(t, i, `
const u = new Uint8Array(e.memory.buffer);
u[1000] = 42; u[1001] = 7;
const fromJS = [e.load(1000), e.load(1001)];
e.store(2000, 99);
const fromWasm = u[2000];
// The instance's own memory grows (a big string and array), then both ways again.
globalThis.big = new Array(1 << 20).fill(0).map((_, k) => k);
globalThis.text = "x".repeat(8 << 20);
u[3000] = 5; e.store(3001, 6);
JSON.stringify([fromJS, fromWasm, e.load(3000), u[3001], e.sum(1000, 2)])`)
			if got != "[[42,7],99,5,6,49]" {
				t.Fatal(got)
			}
		})
	}
}

// TestWebAssemblyGrowDetaches: a grow — the guest's memory.grow, or
// Memory.prototype.grow — detaches the buffer JavaScript had (its views
// read nothing) and keeps what the memory held; buffer is one object
// until then.
func TestWebAssemblyGrowDetaches(t *testing.T) {
	i := wasmInstance(t, wasm.InstanceConfig{}, nil)
	js(t, i, probe)
	got := js(t, i, `
const out = [];
const b0 = e.memory.buffer, v0 = new Uint8Array(b0);
v0[70000] = 11;
out.push(b0 === e.memory.buffer, b0.byteLength);
out.push(e.grow(1), b0.byteLength, v0.length, b0.detached);
const b1 = e.memory.buffer, v1 = new Uint8Array(b1);
out.push(b1.byteLength, v1[70000], e.size());
out.push(e.memory.grow(2), b1.byteLength, e.memory.buffer.byteLength, new Uint8Array(e.memory.buffer)[70000]);
out.push(e.memory.grow(0), e.memory.buffer.byteLength, b1.detached);
JSON.stringify(out)`)
	if got != "[true,131072,2,0,0,true,196608,11,3,3,0,327680,11,5,327680,true]" {
		t.Fatal(got)
	}
}

// TestWebAssemblyGrowPastTheLimit: guest memory is in the extension's
// memory: a grow past its limit fails (-1 for the guest, a RangeError for
// JavaScript), as does a memory that cannot fit, and the instance goes on.
func TestWebAssemblyGrowPastTheLimit(t *testing.T) {
	i := wasmInstance(t, wasm.InstanceConfig{MemoryLimit: 32 << 20}, nil)
	js(t, i, probe)
	got := js(t, i, `
const out = [e.grow(1000), e.size()];
try { e.memory.grow(1000) } catch (x) { out.push(x.name) }
try { new WebAssembly.Memory({ initial: 1000 }) } catch (x) { out.push(x.name) }
out.push(e.grow(1), e.size(), e.load(0));
JSON.stringify(out)`)
	if got != `[-1,2,"RangeError","RangeError",2,3,0]` {
		t.Fatal(got)
	}
	if i.Memory().Peak() > 32<<20 {
		t.Fatalf("the instance's memory reached %d bytes, past its limit", i.Memory().Peak())
	}
}

// TestWebAssemblyTraps: a trap is a WebAssembly.RuntimeError with V8's
// message (stack exhaustion is a RangeError, as in V8), which JavaScript
// can catch; the guest and the instance go on.
func TestWebAssemblyTraps(t *testing.T) {
	i := wasmInstance(t, wasm.InstanceConfig{}, nil)
	js(t, i, probe)
	got := js(t, i, `
const out = [];
for (const f of [() => e.trap(), () => e.load(200000), () => e.load(-1 >>> 0), () => e.divide(1, 0),
  () => e.divide(-2147483648, -1), () => e.apply(5, 1), () => e.deep(10000000)]) {
  try { f(); out.push("returned") } catch (x) { out.push(x.constructor.name + ": " + x.message + ": " + (x instanceof WebAssembly.RuntimeError)) }
}
out.push(e.divide(7, 2), e.deep(1000));
out.join("\n")`)
	want := strings.Join([]string{
		"RuntimeError: unreachable: true",
		"RuntimeError: memory access out of bounds: true",
		"RuntimeError: memory access out of bounds: true",
		"RuntimeError: divide by zero: true",
		"RuntimeError: divide result unrepresentable: true",
		"RuntimeError: null function or function signature mismatch: true",
		"RangeError: Maximum call stack size exceeded: false",
		"3", "1001",
	}, "\n")
	if got != want {
		t.Fatalf("got\n%s\nwant\n%s", got, want)
	}
}

// TestWebAssemblyOutOfItsMemory: a guest cannot read or write past its own
// memory, though the instance's memory goes on past it (QuickJS's heap).
func TestWebAssemblyOutOfItsMemory(t *testing.T) {
	i := wasmInstance(t, wasm.InstanceConfig{}, nil)
	js(t, i, probe)
	got := js(t, i, `
const size = e.memory.buffer.byteLength;
globalThis.after = "y".repeat(1 << 20); // the heap goes on past the guest's memory
const out = [];
for (const a of [size, size + 1, size + 4096, size + 65536, 0x7fffffff]) {
  try { e.load(a); out.push("read " + a) } catch (x) { out.push(x.message) }
  try { e.store(a, 1); out.push("wrote " + a) } catch (x) { out.push(x.message) }
}
out.push(e.load(size - 1));
JSON.stringify([...new Set(out)])`)
	if got != `["memory access out of bounds",0]` {
		t.Fatal(got)
	}
}

// TestWebAssemblyReentry: JavaScript calls WebAssembly, which calls
// JavaScript, which calls WebAssembly again, many levels deep; an
// exception thrown in JavaScript goes through the guest to its caller as
// itself, and a trap deep down reaches JavaScript as a RuntimeError.
func TestWebAssemblyReentry(t *testing.T) {
	i := wasmInstance(t, wasm.InstanceConfig{}, nil)
	js(t, i, probe)
	got := js(t, i, `
const out = [];
callback = (n) => (n > 0 ? e.reenter(n - 1) * 2 : 1);
out.push(e.reenter(20));
callback64 = (n) => (n > 0n ? e.reenter64(n - 1n) : 5n);
out.push(String(e.reenter64(10n)));
const thrown = new Error("from JavaScript");
callback = (n) => { if (n === 0) throw thrown; return e.reenter(n - 1) };
try { e.reenter(5) } catch (x) { out.push(x === thrown) }
callback = (n) => (n === 0 ? e.trap() : e.reenter(n - 1));
try { e.reenter(5) } catch (x) { out.push(x instanceof WebAssembly.RuntimeError) }
callback = (n) => 1n; // an i32 import returning a BigInt: a TypeError inside
try { e.reenter(0) } catch (x) { out.push(x.name) }
callback = (x) => x;
out.push(e.reenter(1));
JSON.stringify(out)`)
	if got != `[3145727,"10240",true,true,"TypeError",2]` {
		t.Fatal(got)
	}
}

// TestWebAssemblyConversions: arguments are converted in order, before
// the call, as WebAssembly's JavaScript API says — a valueOf may itself
// call WebAssembly — and an import's result is converted as it returns.
func TestWebAssemblyConversions(t *testing.T) {
	i := wasmInstance(t, wasm.InstanceConfig{}, nil)
	js(t, i, probe)
	got := js(t, i, `
const out = [], order = [];
const a = { valueOf() { order.push("a"); return e.divide(9, 3) * 28 } };
const b = { valueOf() { order.push("b"); return e.add64(1n, 1n) === 2n ? 2 : 0 } };
out.push(e.divide(a, b), order.join(), e.divide(2 ** 32 + 84, "2"), e.divide(-1.9, 1), e.divide(NaN, 1));
callback = (x) => ({ valueOf: () => x * 10 });
out.push(e.reenter(4));
callback = () => 2 ** 31;
out.push(e.reenter(0));
callback = () => { throw new RangeError("from the import") };
try { e.reenter(0) } catch (x) { out.push(x.name + ": " + x.message) }
try { e.divide(1n, 1) } catch (x) { out.push(x.name) }
JSON.stringify(out)`)
	if got != `[42,"a,b",42,-1,0,41,-2147483647,"RangeError: from the import","TypeError"]` {
		t.Fatal(got)
	}
}

// startedOf holds, by instance, the channel its started() closes.
var startedOf sync.Map

// spinning starts the probe's endless loop (e.spin) in a goroutine and
// returns once it has started: what ends the call is sent on the channel.
func spinning(t *testing.T, i *wasm.Instance) <-chan error {
	t.Helper()
	started := make(chan struct{})
	startedOf.Store(i, started)
	done := make(chan error, 1)
	go func() {
		_, err := eval(i, `started(); e.spin(1)`)
		done <- err
	}()
	<-started
	return done
}

// TestWebAssemblyKill: a guest that loops forever is stopped by its
// instance's kill, from another goroutine, as QuickJS is.
func TestWebAssemblyKill(t *testing.T) {
	i := wasmInstance(t, wasm.InstanceConfig{}, nil)
	js(t, i, probe)
	cause := errors.New("the call's time is up")
	done := spinning(t, i)
	i.Kill(cause)
	select {
	case err := <-done:
		if !errors.Is(err, cause) {
			t.Fatalf("got %v, want the kill's cause", err)
		}
	case <-time.After(time.Minute):
		t.Fatal("the guest's loop was not stopped")
	}
}

// shared is a module that imports a memory, a table and a mutable global
// (as web-tree-sitter's modules share them): store(addr, v), load(addr),
// bump() adds one to the global and returns it, and callAt(i, x) calls
// table[i](x); double(x) is its own, for another instance's table.
func shared() []byte {
	var m gt.Module
	ii := m.Type([]byte{gt.I32}, []byte{gt.I32})
	iiv := m.Type([]byte{gt.I32, gt.I32}, nil)
	v_i := m.Type(nil, []byte{gt.I32})
	iii := m.Type([]byte{gt.I32, gt.I32}, []byte{gt.I32})
	m.ImportMemory("env", "memory", 1)
	m.ImportTable("env", "table", gt.Funcref, 2)
	m.ImportGlobal("env", "counter", gt.I32, true)
	store := m.Func(iiv, nil, 0x20, 0, 0x20, 1, 0x3a, 0, 0)            // i32.store8
	load := m.Func(ii, nil, 0x20, 0, 0x2d, 0, 0)                       // i32.load8_u
	bump := m.Func(v_i, nil, 0x23, 0, 0x41, 1, 0x6a, 0x24, 0, 0x23, 0) // global.get; +1; global.set; global.get
	callAt := m.Func(iii, nil, 0x20, 1, 0x20, 0, 0x11, byte(ii), 0)
	double := m.Func(ii, nil, 0x20, 0, 0x20, 0, 0x6a)
	m.Export("store", gt.Func, store)
	m.Export("load", gt.Func, load)
	m.Export("bump", gt.Func, bump)
	m.Export("callAt", gt.Func, callAt)
	m.Export("double", gt.Func, double)
	return m.Bytes()
}

// TestWebAssemblySharedBetweenInstances: a memory, a table and a mutable
// global made in JavaScript are shared by the instances that import them;
// Table.set puts one instance's function in the table another calls
// through, and Table.get gives it back as itself.
func TestWebAssemblySharedBetweenInstances(t *testing.T) {
	i := wasmInstance(t, wasm.InstanceConfig{}, map[string][]byte{"shared": shared()})
	got := js(t, i, `
const memory = new WebAssembly.Memory({ initial: 1, maximum: 4 });
const table = new WebAssembly.Table({ initial: 2, element: "anyfunc" });
const counter = new WebAssembly.Global({ value: "i32", mutable: true }, 40);
const env = { env: { memory, table, counter } };
const mod = new WebAssembly.Module(bytes("shared"));
const a = new WebAssembly.Instance(mod, env).exports, b = new WebAssembly.Instance(mod, env).exports;
const out = [];
a.store(10, 77);
out.push(b.load(10), new Uint8Array(memory.buffer)[10]);
out.push(a.bump(), b.bump(), counter.value);
counter.value = 100;
out.push(a.bump());
table.set(1, a.double);
out.push(b.callAt(1, 21), table.get(1) === a.double, table.get(0));
out.push(table.grow(3, b.double), table.length, b.callAt(4, 5));
try { b.callAt(0, 1) } catch (x) { out.push(x.message) }
try { table.set(0, () => 1) } catch (x) { out.push(x.name) }
out.push(memory.grow(1), b.load(10));
JSON.stringify(out)`)
	if got != `[77,77,41,42,42,101,42,true,null,2,5,10,"null function or function signature mismatch","TypeError",1,77]` {
		t.Fatal(got)
	}
}

// TestWebAssemblyAPI: the rest of the JavaScript API as Node has it.
func TestWebAssemblyAPI(t *testing.T) {
	var withCustom gt.Module
	vi := withCustom.Type(nil, []byte{gt.I32})
	f := withCustom.Func(vi, nil, 0x41, 7)
	withCustom.Export("seven", gt.Func, f)
	withCustom.Global(gt.I64, true, 0x42, 0x05)
	withCustom.Export("g64", gt.Global, 0)
	withCustom.Custom("note", []byte("hello"))
	withCustom.Custom("note", []byte("again"))

	var exceptions gt.Module
	v := exceptions.Type(nil, nil)
	exceptions.Func(v, nil, 0x06, 0x40, 0x0b) // try ... end
	var tail gt.Module
	v = tail.Type(nil, nil)
	tail.Func(v, nil, 0x12, 0) // return_call 0
	var gc gt.Module
	v = gc.Type(nil, nil)
	gc.Func(v, nil, 0xfb, 0x00, 0x00, 0x1a) // struct.new 0; drop
	mods := map[string][]byte{"custom": withCustom.Bytes(), "exceptions": exceptions.Bytes(), "tail": tail.Bytes(), "gc": gc.Bytes(),
		"bad": []byte("\x00asm\x02\x00\x00\x00"),
		// A shared memory (threads) imported: limits flags 3.
		"shared-memory": []byte("\x00asm\x01\x00\x00\x00\x02\x10\x01\x03env\x06memory\x02\x03\x01\x01")}

	i := wasmInstance(t, wasm.InstanceConfig{}, mods)
	js(t, i, probe)
	got := js(t, i, `
const out = [];
const m = new WebAssembly.Module(bytes("custom"));
out.push(WebAssembly.validate(bytes("custom")), WebAssembly.validate(bytes("bad")), WebAssembly.validate(new Uint8Array([1, 2])));
out.push(WebAssembly.Module.exports(m), WebAssembly.Module.imports(p.constructor === WebAssembly.Instance ? new WebAssembly.Module(bytes("probe.wasm")) : m));
out.push(WebAssembly.Module.customSections(m, "note").map((b) => String.fromCharCode(...new Uint8Array(b))), WebAssembly.Module.customSections(m, "none").length);
const x = new WebAssembly.Instance(m).exports;
out.push(x.seven(), x.seven.name, x.seven.length, typeof x.g64.value, String(x.g64.value));
x.g64.value = 2n ** 63n;
out.push(String(x.g64.value), Object.isFrozen(x), Object.getPrototypeOf(x), String(x.g64), Object.prototype.toString.call(m));
for (const f of [() => new WebAssembly.Module(bytes("bad")), () => new WebAssembly.Module(bytes("exceptions")),
  () => new WebAssembly.Module(bytes("tail")), () => new WebAssembly.Module(bytes("shared-memory")),
  () => new WebAssembly.Module(bytes("gc")),
  () => new WebAssembly.Module(42), () => new WebAssembly.Instance(new WebAssembly.Module(bytes("probe.wasm")), {}),
  () => new WebAssembly.Instance(new WebAssembly.Module(bytes("probe.wasm")), { env: { callback: 1 } }),
  () => new WebAssembly.Instance(new WebAssembly.Module(bytes("probe.wasm"))),
  () => e.add64(1, 2), () => new WebAssembly.Global({ value: "v128" }), () => new WebAssembly.Memory({ initial: 2, maximum: 1 })]) {
  try { f(); out.push("no error") } catch (x) { out.push(x.name + ": " + x.message) }
}
out.push(String(e.add64(2n ** 63n - 1n, 1n)), e.mulf(0.1, 3), e.muld(0.1, 3));
const g = new WebAssembly.Global({ value: "f32", mutable: true }, 0.1);
out.push(g.value, g.valueOf());
const ext = new WebAssembly.Table({ element: "externref", initial: 2 }, "init");
const key = { k: 1 };
ext.set(1, key);
out.push(ext.get(0), ext.get(1) === key, ext.length);
JSON.stringify(out)`)
	for _, want := range []string{
		`[true,false,false,[{"name":"seven","kind":"function"},{"name":"g64","kind":"global"}]`,
		`[{"module":"env","name":"callback","kind":"function"},{"module":"env","name":"callback64","kind":"function"}]`,
		`["hello","again"],0,7,"0",0,"bigint","5","-9223372036854775808",true,null,"[object WebAssembly.Global]","[object WebAssembly.Module]"`,
		`"CompileError: WebAssembly.Module(): expected version 01 00 00 00, found 02 00 00 00 at offset 4"`,
		`"CompileError: WebAssembly.Module(): instruction 0x06 (try, catch, throw...) at offset`,
		`uses exception handling, which is past WebAssembly 2.0`,
		`uses tail calls, which is past WebAssembly 2.0`,
		`uses threads (shared memory and atomics)`,
		`"CompileError: WebAssembly.Module(): instruction 0xfb (a GC instruction) at offset 23 uses garbage collection (GC), which is past WebAssembly 2.0`,
		`"TypeError: WebAssembly.Module(): Argument 0 must be a buffer source"`,
		`"TypeError: WebAssembly.Instance(): Import #0 module=\"env\" error: module is not an object or function"`,
		`"LinkError: WebAssembly.Instance(): Import #0 module=\"env\" function=\"callback\" error: function import requires a callable"`,
		`"TypeError: WebAssembly.Instance(): Imports argument must be present and must be an object"`,
		`"TypeError: cannot convert to bigint"`, // an i64 parameter given a Number
		`"TypeError: WebAssembly.Global(): Descriptor property 'value' must be a WebAssembly type"`,
		`"RangeError: WebAssembly.Memory(): Property 'maximum': value 1 is below the lower bound 2"`,
		`"-9223372036854775808",0.30000001192092896,0.30000000000000004,0.10000000149011612,0.10000000149011612,"init",true,2]`,
	} {
		if !strings.Contains(got, want) {
			t.Errorf("missing %s\nin %s", want, got)
		}
	}
}

// TestWebAssemblyAsync: compile, instantiate (bytes or a module) and
// their failures settle promises, as in Node.
func TestWebAssemblyAsync(t *testing.T) {
	i := wasmInstance(t, wasm.InstanceConfig{}, map[string][]byte{"bad": []byte("nope")})
	got := js(t, i, `
globalThis.out = [];
(async () => {
  const imports = { env: { callback: (x) => x, callback64: (x) => x } };
  const m = await WebAssembly.compile(bytes("probe.wasm"));
  out.push(m instanceof WebAssembly.Module);
  const r = await WebAssembly.instantiate(bytes("probe.wasm"), imports);
  out.push(r.module instanceof WebAssembly.Module, r.instance.exports.divide(9, 3));
  const inst = await WebAssembly.instantiate(m, imports);
  out.push(inst instanceof WebAssembly.Instance);
  for (const p of [WebAssembly.compile(bytes("bad")), WebAssembly.instantiate(bytes("bad")), WebAssembly.instantiate(m, {})]) {
    try { await p } catch (x) { out.push(x.name) }
  }
})();
""`)
	_ = got
	if got := js(t, i, `JSON.stringify(out)`); got != `[true,true,3,true,"CompileError","CompileError","TypeError"]` {
		t.Fatal(got)
	}
}

// TestWebAssemblyLetsGo: what JavaScript no longer holds is let go when
// it is collected — its memory too: instantiating a module with a big
// memory many times fits in an instance that could hold a few of them at
// once. What is linked stays while any of it is held.
func TestWebAssemblyLetsGo(t *testing.T) {
	var big gt.Module
	big.Memory(256) // 16 MiB
	big.Export("memory", gt.Memory, 0)
	i := wasmInstance(t, wasm.InstanceConfig{MemoryLimit: 64 << 20}, map[string][]byte{"big": big.Bytes()})
	js(t, i, `globalThis.mod = new WebAssembly.Module(bytes("big")); ""`)
	for n := 0; n < 20; n++ {
		js(t, i, `(() => { const m = new WebAssembly.Instance(mod).exports.memory; new Uint8Array(m.buffer)[5] = 1; })(); ""`)
		if err := i.Memory().Collect(); err != nil {
			t.Fatal(err)
		}
		js(t, i, `""`) // the finalizers' jobs
	}
	g := guestsOf(i)
	if n := len(g.handles); n != 1 {
		t.Fatalf("%d handles held, want the module's only", n)
	}
	// A table keeps the instances whose functions it holds.
	js(t, i, probe)
	js(t, i, `globalThis.t = new WebAssembly.Table({ initial: 1, element: "anyfunc" });
(() => { const x = new WebAssembly.Instance(new WebAssembly.Module(bytes("probe.wasm")), { env: { callback: (x) => x, callback64: (x) => x } }).exports; t.set(0, x.divide); })(); ""`)
	if err := i.Memory().Collect(); err != nil {
		t.Fatal(err)
	}
	if got := js(t, i, `String(t.get(0)(12, 4))`); got != "3" {
		t.Fatal(got)
	}
}

// guestModules is every wazero module the instance's guests hold open:
// instances, their imports and holders, memories, tables and globals.
func guestModules(i *wasm.Instance) []interface{ IsClosed() bool } {
	var mods []interface{ IsClosed() bool }
	g := guestsOf(i)
	if g == nil {
		return nil
	}
	add := func(m api.Module) {
		if m != nil {
			mods = append(mods, m)
		}
	}
	for _, h := range g.handles {
		if h.kind == hInstance {
			add(h.inst.mod)
			add(h.inst.imports)
			for _, m := range h.inst.others {
				add(m)
			}
		}
		add(h.holder)
	}
	return mods
}

// TestWebAssemblyCloses: nothing of a guest outlives its instance. Close
// closes every module its guests hold — instances, their imports,
// memories, tables, globals — before QuickJS's (whose memory theirs are
// in), also while a guest loops in another goroutine, stopped by the kill
// the engine gives before it closes; the compiled code the instance held
// is let go. (A restart, ResetImage, closes them the same way: the
// engine's TestWebAssemblyNothingOutlives.)
func TestWebAssemblyCloses(t *testing.T) {
	rt := wasm.NewRuntime(wasm.RuntimeOptions{Pages: sharedRuntime.Pages()})
	t.Cleanup(func() { rt.Close() })
	const setup = probe + `
globalThis.shared = new WebAssembly.Instance(new WebAssembly.Module(bytes("shared")), { env: {
  memory: new WebAssembly.Memory({ initial: 1 }), table: new WebAssembly.Table({ initial: 2, element: "anyfunc" }),
  counter: new WebAssembly.Global({ value: "i32", mutable: true }, 1) } }); ""`
	for _, looping := range []bool{false, true} {
		i := wasmInstance(t, wasm.InstanceConfig{Runtime: rt}, map[string][]byte{"shared": shared()})
		js(t, i, setup)
		mods := guestModules(i)
		if len(mods) < 7 || !i.Memory().HoldsGuests() {
			t.Fatalf("%d guest modules, holds %v", len(mods), i.Memory().HoldsGuests())
		}
		host := guestsOf(i).host
		host.mu.Lock()
		codes := len(host.codes)
		host.mu.Unlock()
		if codes != 2 {
			t.Fatalf("%d compiled modules held, want the probe and shared", codes)
		}
		if looping {
			done := spinning(t, i)
			i.Kill(errors.New("stopped"))
			if err := <-done; err == nil {
				t.Fatal("the loop returned")
			}
		}
		for _, m := range mods {
			if m.IsClosed() {
				t.Fatal("a guest module closed before its instance did")
			}
		}
		i.Close()
		for k, m := range mods {
			if !m.IsClosed() {
				t.Fatalf("guest module %d outlived its instance", k)
			}
		}
		if i.Memory().HoldsGuests() {
			t.Fatal("a closed instance holds guests")
		}
		host.mu.Lock()
		codes = len(host.codes)
		host.mu.Unlock()
		if codes != 0 {
			t.Fatalf("%d compiled modules still held after the instance closed", codes)
		}
	}
}

// BenchmarkWebAssembly: the guest workload (wasm/testdata/guest/work.c) through
// the WebAssembly global: a recursive function and a loop over memory,
// per call; and calls across, per call (bench/nodeops has them beside
// Node): the mean and the fastest round.
func BenchmarkWebAssembly(b *testing.B) {
	i := wasmInstance(b, wasm.InstanceConfig{}, nil)
	js(b, i, `globalThis.w = new WebAssembly.Instance(new WebAssembly.Module(bytes("work.wasm")), { env: { imp: (x) => x } }).exports;
globalThis.calls = (n) => { const add = w.add; let s = 0; for (let k = 0; k < n; k++) s = add(s, k); return s; };
globalThis.hostCalls = (n) => { for (let k = 0; k < n; k++) nop(k, 1); }; ""`)
	for _, bm := range []struct {
		name, code string
		per        float64 // calls per run
	}{
		{"fib32", `w.fib(32)`, 1},
		{"memloop50", `w.memloop(50)`, 1},
		{"calls", `calls(10000)`, 10000},
		{"callbacks", `w.callimp(10000)`, 10000},
		{"hostcalls", `hostCalls(10000)`, 10000}, // a host function's call, the floor of a crossing
	} {
		b.Run(bm.name, func(b *testing.B) {
			fastest := time.Duration(math.MaxInt64)
			for b.Loop() {
				t0 := time.Now()
				js(b, i, bm.code)
				fastest = min(fastest, time.Since(t0))
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/bm.per, "ns/call")
			// On a shared machine, the round the others' work disturbed least.
			b.ReportMetric(float64(fastest.Nanoseconds())/bm.per, "fastest-ns/call")
		})
	}
}
