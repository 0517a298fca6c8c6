package wasm

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"reflect"
	"runtime"
	"strings"
	"testing"
	"time"

	earshot "github.com/earshot/extensions/api"
	"github.com/earshot/extensions/wasm/internal/snapshot"
)

// sharedRuntime is what the tests' instances run in, with the page policy
// EARSHOT_PAGES names (the tests' way to choose it, as the CLI's; CI runs
// the tests with each).
var sharedRuntime = NewRuntime(RuntimeOptions{Pages: earshot.Pages(os.Getenv("EARSHOT_PAGES"))})

func newTestInstance(t testing.TB, cfg InstanceConfig) *Instance {
	t.Helper()
	if cfg.Runtime == nil {
		cfg.Runtime = sharedRuntime
	}
	inst, err := NewInstance(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { inst.Close() })
	return inst
}

// eval runs code as a script and returns its value as a string.
func eval(inst *Instance, code string) (string, error) {
	v, err := inst.Eval([]byte(code))
	if err != nil {
		return "", err
	}
	defer inst.Free(v)
	return inst.String(v)
}

func TestEvalWorks(t *testing.T) {
	inst := newTestInstance(t, InstanceConfig{})
	got, err := eval(inst, `[1,2,3].map(x => x * 2).join(",")`)
	if err != nil || got != "2,4,6" {
		t.Fatalf("got %q, %v", got, err)
	}
}

func TestStackOverflowIsARangeError(t *testing.T) {
	inst := newTestInstance(t, InstanceConfig{})
	// Node allows about 10,400 simple frames; the default stack allows more.
	got, err := eval(inst, `let d = 0; function f(n) { d = n; return 1 + f(n + 1) };
		let caught; try { f(0) } catch (e) { caught = e }
		(caught instanceof RangeError) + " " + (d >= 10000)`)
	if err != nil || got != "true true" {
		t.Fatalf("runaway recursion: got %q, %v; want a RangeError past 10,000 frames", got, err)
	}
	// The instance survives it, module state and all.
	if got, err := eval(inst, `String(d > 0)`); err != nil || got != "true" {
		t.Fatalf("after the overflow: %q %v", got, err)
	}
	if inst.Err() != nil {
		t.Fatalf("instance dead after a caught overflow: %v", inst.Err())
	}
}

// TestRecursionShapes: every way of nesting calls ends in a RangeError the
// extension can catch, never in a crash — including paths through C
// functions (map, sort, replace, JSON, getters, proxies), whose frames in
// wazero's compiled code are what deeper (runtime.go) keeps off one stack.
func TestRecursionShapes(t *testing.T) {
	shapes := map[string]string{
		"simple":    `function f(n) { return 1 + f(n + 1) }`,
		"args":      `function f(n, a, b, c, e) { let x = [a, b, c]; return 1 + f(n + 1, a, b, c, e) }`,
		"method":    `const o = { f(n) { return 1 + this.f(n + 1) } }; function f(n) { return o.f(n) }`,
		"arrow":     `const f = (n) => 1 + f(n + 1)`,
		"map":       `function f(n) { return 1 + [n + 1].map(f)[0] }`,
		"getter":    `const o = { get g() { return f(this.n + 1) }, n: 0 }; function f(n) { const p = Object.create(o); p.n = n; return 1 + p.g }`,
		"toString":  `const o = { toString() { return String(o2) } }; const o2 = { toString() { return String(o) } }; function f() { return String(o) }`,
		"apply":     `function f(n) { return 1 + f.apply(null, [n + 1]) }`,
		"bind":      `function f(n) { return 1 + f.bind(null)(n + 1) }`,
		"reflect":   `function f(n) { return 1 + Reflect.apply(f, null, [n + 1]) }`,
		"proxy":     `const p = new Proxy({}, { get(t, k) { return p[k] } }); function f() { return p.x }`,
		"construct": `class C { constructor(n) { new C(n + 1) } }; function f() { new C(0) }`,
		"sort":      `function f(n) { [2, 1].sort(() => f(n + 1)) }`,
		"replace":   `function f(n) { return "a".replace(/a/, () => f(n + 1)) }`,
		"toJSON":    `const o = { toJSON() { return JSON.stringify(o) } }; function f() { JSON.stringify(o) }`,
		"generator": `function* g(n) { yield* g(n + 1) }; function f() { [...g(0)] }`,
		"parse":     `function f() { JSON.parse("[".repeat(1e6)) }`, // SyntaxError in Node
		"regexp":    `function f() { new RegExp("(".repeat(1e5) + "a" + ")".repeat(1e5)) }`,
	}
	inst := newTestInstance(t, InstanceConfig{})
	for name, src := range shapes {
		t.Run(name, func(t *testing.T) {
			got, err := eval(inst, "(() => {"+src+"; try { f(0); return 'returned' } catch (e) { return e.name } })()")
			if err != nil || (got != "RangeError" && !((name == "parse" || name == "regexp") && got == "SyntaxError")) {
				t.Fatalf("got %q, %v; want a RangeError", got, err)
			}
			if got, err := eval(inst, `"alive"`); err != nil || got != "alive" {
				t.Fatalf("instance after %s: %q %v", name, got, err)
			}
		})
	}
}

// TestStackGuard: below QuickJS's own check, the guard (guards.Add) still
// stops C code that would run past the bottom of the stack: here QuickJS is
// told its stack is far larger than it is.
func TestStackGuard(t *testing.T) {
	inst := newTestInstance(t, InstanceConfig{StackSize: 256 << 10})
	arm := inst.mod.ExportedFunction("earshot_set_stack")
	if _, err := arm.Call(context.Background(), inst.ctx, 64<<20, 0); err != nil {
		t.Fatal(err)
	}
	_, err := eval(inst, `function f(n) { return f(n + 1) + 1 }; f(0)`)
	if !errors.Is(err, ErrStackOverflow) {
		t.Fatalf("runaway recursion past the stack: got %v, want ErrStackOverflow", err)
	}
	if !errors.Is(inst.Err(), ErrStackOverflow) {
		t.Fatalf("instance should be dead after the guard trapped, Err = %v", inst.Err())
	}
	other := newTestInstance(t, InstanceConfig{})
	if got, err := eval(other, `"fine"`); err != nil || got != "fine" {
		t.Fatalf("other instance: %q %v", got, err)
	}
}

func TestMemoryLimit(t *testing.T) {
	inst := newTestInstance(t, InstanceConfig{MemoryLimit: 16 << 20})
	_, err := eval(inst, `let a = []; while (true) a.push(new Array(10000).fill(1));`)
	if err == nil || !strings.Contains(err.Error(), "out of memory") {
		t.Fatalf("got %v, want out of memory", err)
	}
	if peak := inst.Memory().Peak(); peak > 16<<20 {
		t.Fatalf("memory grew to %d, past the limit", peak)
	}
	// The instance survives a JS out-of-memory error.
	if got, err := eval(inst, `a = null; "ok"`); err != nil || got != "ok" {
		t.Fatalf("after OOM: %q %v", got, err)
	}
}

func TestKillStopsLoop(t *testing.T) {
	inst := newTestInstance(t, InstanceConfig{})
	go func() {
		time.Sleep(100 * time.Millisecond)
		inst.Kill(context.DeadlineExceeded)
	}()
	start := time.Now()
	_, err := eval(inst, `for (;;) {}`)
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("got %v", err)
	}
	if d := time.Since(start); d > time.Minute { // a hang, not a slow machine
		t.Fatalf("kill took %v", d)
	}
	if inst.Err() == nil {
		t.Fatal("killed instance reports no error")
	}
	if err := inst.Close(); err != nil {
		t.Fatal(err)
	}
}

// A busy instance must not stall the rest of the process: Go's garbage
// collector stops every goroutine, and compiled wasm in a loop never reaches
// a safe point on its own (see the tick in guards.Add).
func TestBusyInstanceDoesNotStallGC(t *testing.T) {
	inst := newTestInstance(t, InstanceConfig{})
	done := make(chan error, 1)
	go func() {
		_, err := eval(inst, `for (;;) {}`)
		done <- err
	}()
	time.Sleep(50 * time.Millisecond) // let it spin
	gc := make(chan struct{})
	go func() {
		runtime.GC()
		close(gc)
	}()
	select {
	case <-gc:
	case <-time.After(10 * time.Second):
		inst.Kill(context.Canceled)
		t.Fatal("runtime.GC did not finish while an instance was busy")
	}
	inst.Kill(context.Canceled)
	if err := <-done; !errors.Is(err, context.Canceled) {
		t.Fatalf("got %v", err)
	}
}

// BenchmarkLoop measures QuickJS's interpreter with the guards in place
// (one JavaScript loop iteration is several wasm loop iterations, each
// paying the tick).
func BenchmarkLoop(b *testing.B) {
	inst := newTestInstance(b, InstanceConfig{})
	const n = 100000
	for b.Loop() {
		got, err := eval(inst, `(() => { let s = 0; for (let i = 0; i < 100000; i++) { s = (s + i) | 0 }; return String(s) })()`)
		if err != nil || got != "704982704" {
			b.Fatal(got, err)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*n), "ns/js-iteration")
}

// TestQuickJSBuildInfo: the checked-in QuickJS is the one quickjs/BUILDINFO
// describes (rebuild it with quickjs/build.sh; see its header), and it
// exports everything quickjs/exports.txt lists.
func TestQuickJSBuildInfo(t *testing.T) {
	info, err := os.ReadFile("quickjs/BUILDINFO")
	if err != nil {
		t.Fatal(err)
	}
	built, err := os.ReadFile("quickjs/quickjs.wasm")
	if err != nil {
		t.Fatal(err)
	}
	sum := sha256.Sum256(built)
	if want := "sha256: " + hex.EncodeToString(sum[:]); !strings.Contains(string(info), want) {
		t.Fatalf("quickjs/quickjs.wasm does not match quickjs/BUILDINFO (%s); rebuild with quickjs/build.sh", want)
	}
	exports, err := os.ReadFile("quickjs/exports.txt")
	if err != nil {
		t.Fatal(err)
	}
	inst := newTestInstance(t, InstanceConfig{})
	for _, name := range strings.Fields(string(exports)) {
		if inst.mod.ExportedFunction(name) == nil {
			t.Errorf("QuickJS does not export %s", name)
		}
	}
}

// TestNoStdModules: QuickJS's own qjs:std, qjs:os and qjs:bjson modules do
// not exist for extensions, nor do their globals, and nothing can be
// imported at run time.
func TestNoStdModules(t *testing.T) {
	inst := newTestInstance(t, InstanceConfig{})
	got, err := eval(inst, `[typeof std, typeof os, typeof bjson, typeof print, typeof scriptArgs].join(",")`)
	if err != nil || got != "undefined,undefined,undefined,undefined,undefined" {
		t.Fatalf("globals: %q %v", got, err)
	}
	for _, name := range []string{"qjs:os", "qjs:std", "qjs:bjson", "os", "std", "./x.js", "/etc/passwd"} {
		if _, err := eval(inst, `globalThis.r = "pending"; import("`+name+`").then(() => r = "imported", (e) => r = e.name + ": " + e.message); r`); err != nil {
			t.Fatal(err)
		}
		got, _ := eval(inst, `r`)
		if !strings.HasPrefix(got, "ReferenceError: cannot import") || !strings.Contains(got, "at run time") {
			t.Errorf("import(%q): %s", name, got)
		}
	}
}

// TestLocalTime: Date follows the process's time zone (TZ), as in Node.
func TestLocalTime(t *testing.T) {
	old := time.Local
	t.Cleanup(func() { time.Local = old })
	berlin, err := time.LoadLocation("Europe/Berlin")
	if err != nil {
		t.Skip("no tz data:", err)
	}
	time.Local = berlin
	inst := newTestInstance(t, InstanceConfig{})
	got, err := eval(inst, `const w = new Date(Date.UTC(2024, 0, 15, 12)), s = new Date(Date.UTC(2024, 6, 15, 12));
		[w.getTimezoneOffset(), w.getHours(), s.getTimezoneOffset(), s.getHours(), new Date(2024, 6, 15, 14).toISOString()].join(" ")`)
	if want := "-60 13 -120 14 2024-07-15T12:00:00.000Z"; err != nil || got != want {
		t.Fatalf("got %q, %v; want %q", got, err, want)
	}
}

// TestCalleeNames: "is not a function" names the callee as V8 does (the
// shapes are golden-tested against Node in engine's web cases); a failure
// that is not a call the frame is making — an iterator, a tagged template, a
// callback a built-in calls — is never given a callee's name that did not
// fail.
func TestCalleeNames(t *testing.T) {
	inst := newTestInstance(t, InstanceConfig{})
	got, err := eval(inst, `(() => {
		const obj = { a: {}, it: { [Symbol.iterator]: 5 }, it2: { [Symbol.iterator]() { return { next: 5 } } }, g() { return 1 } };
		const out = []; const f = (g) => { try { g() } catch (e) { out.push(e.message) } };
		f(() => { for (const x of obj.it2) {} });
		f(() => obj.a.tag`+"`x`"+`);
		f(() => Array.from([1], obj.g()));
		f(() => obj.g()());
		f(() => obj.g(1)(2)(3));
		f(() => obj.a.b(obj.g(), obj.a.c()));
		f(() => obj.a
			.b());
		return out.join("|");
	})()`)
	want := "not a function|not a function|not a function|obj.g(...) is not a function|obj.g(...) is not a function|obj.a.c is not a function|obj.a.b is not a function"
	if err != nil || got != want {
		t.Fatalf("got  %q, %v\nwant %q", got, err, want)
	}
}

// TestRegExpES2025: pattern modifiers and duplicate named groups (ES2025),
// which Node 20 cannot run to make goldens: the answers are the spec's,
// as Node 23 gives them.
func TestRegExpES2025(t *testing.T) {
	inst := newTestInstance(t, InstanceConfig{})
	got, err := eval(inst, `JSON.stringify([
		/(?i:a)b/.test("Ab"), /(?i:a)b/.test("AB"), /(?-i:a)b/i.test("aB"), /(?-i:a)b/i.test("AB"),
		/^(?m:x$)/.test("x\ny"), /(?s:.)/.test("\n"), /./.test("\n"),
		/(?<y>\d{4})-\d\d|\d\d-(?<y>\d{4})/.exec("12-2024").groups.y,
		/(?<y>\d{4})-\d\d|\d\d-(?<y>\d{4})/.exec("2024-12").groups.y,
		"12-2024".replace(/(?<y>\d{4})-\d\d|\d\d-(?<y>\d{4})/, "$<y>"),
		(() => { try { new RegExp("(?<a>x)(?<a>y)"); return "no" } catch (e) { return e.name } })(),
	])`)
	want := `[true,false,true,false,true,true,false,"2024","2024","2024","SyntaxError"]`
	if err != nil || got != want {
		t.Fatalf("got  %s, %v\nwant %s", got, err, want)
	}
}

// TestStringsWhole: a string read out of an instance is all of it — NUL
// bytes and all — and a lone surrogate comes out as its three bytes
// (WTF-8), which platform/bufferenc.go relies on.
func TestStringsWhole(t *testing.T) {
	inst := newTestInstance(t, InstanceConfig{})
	v, err := inst.Eval([]byte(`"a\0b\u00e9\ud800" + "\0".repeat(3) + "😀"`))
	if err != nil {
		t.Fatal(err)
	}
	defer inst.Free(v)
	s, err := inst.String(v)
	if want := "a\x00bé\xed\xa0\x80\x00\x00\x00😀"; err != nil || s != want {
		t.Fatalf("got %q, %v; want %q", s, err, want)
	}
}

// TestCallJobs: CallJobs runs the jobs a call leaves pending (a promise's
// reactions) before it returns, as Eval does; Call leaves them pending.
func TestCallJobs(t *testing.T) {
	i := newTestInstance(t, InstanceConfig{})
	fn, err := i.Eval([]byte(`globalThis.log = []; (n) => { Promise.resolve(n).then((v) => log.push(v)); return n + 1 }`))
	if err != nil {
		t.Fatal(err)
	}
	read := func() string {
		r, err := i.Eval([]byte(`JSON.stringify(log)`))
		if err != nil {
			t.Fatal(err)
		}
		s, _ := i.String(r)
		i.Free(r)
		return s
	}
	r, err := i.Call(fn, Undefined, Int(1))
	if err != nil || r != Int(2) {
		t.Fatalf("Call: %v %v", r, err)
	}
	// read's script runs before the jobs its Eval runs after it.
	if got := read(); got != "[]" {
		t.Fatalf("Call ran the job: %s", got)
	}
	r, err = i.CallJobs(fn, Undefined, Int(-7))
	if err != nil || r != Int(-6) {
		t.Fatalf("CallJobs: %v %v", r, err)
	}
	r2, _ := i.Eval([]byte(`log.length`))
	if r2 != Int(2) {
		t.Fatalf("CallJobs left the job pending: log.length = %#x", uint64(r2))
	}
	thrower, _ := i.Eval([]byte(`() => { throw new TypeError("no") }`))
	if _, err := i.CallJobs(thrower, Undefined); err == nil || !strings.Contains(err.Error(), "no") {
		t.Fatalf("a throw: %v", err)
	}
}

// TestBuiltin: a builtin's bytecode runs as the source would, but leaves
// the source out of the instance; the runtime compiles it once (a second
// Builtin of the name does not ask for the source), and a compile that
// failed is not kept: the next Builtin of the name compiles again.
func TestBuiltin(t *testing.T) {
	ctx := context.Background()
	asked := 0
	src := func(code string) func() (string, error) {
		return func() (string, error) { asked++; return code, nil }
	}
	const code = `globalThis.b = { f: function hello(x) { return "secret-body " + x } }`
	bc, err := sharedRuntime.Builtin(ctx, "TestBuiltin.js", src(code))
	if err != nil {
		t.Fatal(err)
	}
	if bytes.Contains(bc, []byte("secret-body ")) && bytes.Contains(bc, []byte("return")) {
		t.Fatalf("the bytecode holds the source")
	}
	if again, err := sharedRuntime.Builtin(ctx, "TestBuiltin.js", src(code)); err != nil || !bytes.Equal(again, bc) || asked != 1 {
		t.Fatalf("the second Builtin: %v, the same bytecode %v, the source asked for %d times", err, bytes.Equal(again, bc), asked)
	}
	i := newTestInstance(t, InstanceConfig{})
	if err := i.Run("TestBuiltin.js", bc, Script); err != nil {
		t.Fatal(err)
	}
	if got, err := eval(i, `b.f(7)`); err != nil || got != "secret-body 7" {
		t.Fatalf("b.f(7) = %q, %v", got, err)
	}
	if got, _ := eval(i, `String(b.f)`); strings.Contains(got, "return") {
		t.Fatalf("the instance kept the source: %s", got)
	}
	if _, err := sharedRuntime.Builtin(ctx, "TestBuiltin-bad.js", src(`function (`)); !IsScriptError(err) {
		t.Fatalf("a syntax error: %v", err)
	}
	if _, err := sharedRuntime.Builtin(ctx, "TestBuiltin-bad.js", src(`globalThis.fixed = 1`)); err != nil || asked != 3 {
		t.Fatalf("after a failed compile: %v, the source asked for %d times", err, asked)
	}
}

// TestFreedMemoryLeavesNoTrace: what a script's bytecode and its dead
// values took is zeroed when freed — not kept (qjs's own path leaked
// bytecode it was given) and not left as garbage a snapshot would carry.
func TestFreedMemoryLeavesNoTrace(t *testing.T) {
	i := newTestInstance(t, InstanceConfig{})
	before, err := i.Memory().Snapshot("")
	if err != nil {
		t.Fatal(err)
	}
	big := strings.Repeat("abcdefgh", 64<<10) // 512 KiB
	bc, err := i.Compile("big.js", `globalThis.n = "`+big+`".length; globalThis.s = "`+big+`".slice(1).toUpperCase().length`, Script)
	if err != nil {
		t.Fatal(err)
	}
	if err := i.Run("big.js", bc, Script); err != nil {
		t.Fatal(err)
	}
	if got, _ := eval(i, `String([n, s])`); got != "524288,524287" {
		t.Fatalf("n, s = %s", got)
	}
	after, err := i.Memory().Snapshot("")
	if err != nil {
		t.Fatal(err)
	}
	if grew := len(after) - len(before); grew > 64<<10 {
		t.Fatalf("the snapshot grew by %d KiB after the script's values died", grew>>10)
	}
}

// TestIdleEngines: an instance keeps call engines (each a Go-allocated
// stack) only for the export it calls on every tool call.
func TestIdleEngines(t *testing.T) {
	i := newTestInstance(t, InstanceConfig{})
	if _, err := eval(i, `[1, 2].join()`); err != nil {
		t.Fatal(err)
	}
	r, err := i.Eval([]byte(`"x".repeat(3)`))
	if err != nil {
		t.Fatal(err)
	}
	i.String(r)
	i.Free(r)
	if n := i.Memory().CallEngines(); n == 0 || n > keepIdle {
		t.Errorf("%d idle call engines kept, want 1 to %d", n, keepIdle)
	}
	// Calls nested deeper than that take an engine each, and let them go
	// when the outermost call ends.
	if err := i.setHostFunction("again", func(args []Value) (Value, error) {
		if n, _ := i.String(args[0]); n != "0" {
			return i.Eval([]byte("again(" + n + " - 1)"))
		}
		return Int(7), nil
	}); err != nil {
		t.Fatal(err)
	}
	if got, err := eval(i, `again(5)`); err != nil || got != "7" {
		t.Fatalf("again(5): %q, %v", got, err)
	}
	if n := i.Memory().CallEngines(); n == 0 || n > keepIdle {
		t.Errorf("%d idle call engines kept after nested calls, want 1 to %d", n, keepIdle)
	}
}

// TestImage: instances restored from one image each get the snapshot's
// state, as Restore gives it, and what one writes neither the image nor the
// other sees; a closed image restores nothing; ImageBytes counts open ones.
func TestImage(t *testing.T) {
	snap := snapshotOf(t, `globalThis.state = { n: 41, big: "x".repeat(3 << 20) }`, "")
	before := ImageBytes()
	im, err := sharedRuntime.NewImage(snap)
	if err != nil {
		t.Fatal(err)
	}
	if ImageBytes() <= before {
		t.Fatalf("ImageBytes did not count the image (%d -> %d)", before, ImageBytes())
	}
	a, b := newTestInstance(t, InstanceConfig{}), newTestInstance(t, InstanceConfig{})
	for _, i := range []*Instance{a, b} {
		if _, err := i.Memory().RestoreImage(im, ""); err != nil {
			t.Fatal(err)
		}
	}
	if got, err := eval(a, `state.n += 1; state.big = "y"; String(state.n)`); err != nil || got != "42" {
		t.Fatalf("a: %q %v", got, err)
	}
	if got, err := eval(b, `state.n + ":" + state.big.length`); err != nil || got != "41:3145728" {
		t.Fatalf("b sees a's writes: %q %v", got, err)
	}
	c := newTestInstance(t, InstanceConfig{})
	if _, err := c.Memory().RestoreImage(im, ""); err != nil {
		t.Fatal(err)
	}
	if got, _ := eval(c, `state.n + ":" + state.big.length`); got != "41:3145728" {
		t.Fatalf("the image changed: %q", got)
	}
	im.Close()
	if ImageBytes() != before {
		t.Fatalf("ImageBytes after Close: %d, want %d", ImageBytes(), before)
	}
	if _, err := newTestInstance(t, InstanceConfig{}).Memory().RestoreImage(im, ""); err == nil {
		t.Fatal("a closed image restored")
	}
	// Restored instances outlive the image.
	if got, _ := eval(b, `String(state.n * 2)`); got != "82" {
		t.Fatalf("after Close: %q", got)
	}
	if _, err := sharedRuntime.NewImage(snap[:len(snap)/2]); !errors.Is(err, ErrSnapshot) {
		t.Fatalf("half a snapshot: %v", err)
	}
}

// BenchmarkRestore: a fresh instance, and a snapshot of about a megabyte
// (an instance with some state) written into it, by copy (the first
// restore of a process) and from an image; "new" is the fresh instance
// alone, for scale, and "reset" a call that changes part of the state and
// the instance put back as the image has it (ResetImage).
func BenchmarkRestore(b *testing.B) {
	snap := snapshotOf(b, `globalThis.state = Array.from({ length: 5000 }, (_, i) => ({ i, s: "item" + i }))`, "")
	im, err := sharedRuntime.NewImage(snap)
	if err != nil {
		b.Fatal(err)
	}
	defer im.Close()
	b.Run("reset", func(b *testing.B) {
		// After a call that wrote part of the state, back to the image
		// (what a restart does once an instance was restored from one).
		if !im.mapped() {
			b.Skip("no memfd images here")
		}
		inst := newTestInstance(b, InstanceConfig{})
		if _, err := inst.Memory().RestoreImage(im, ""); err != nil {
			b.Fatal(err)
		}
		for b.Loop() {
			if _, err := eval(inst, `for (let i = 0; i < 5000; i += 7) state[i].s += "!"; 1`); err != nil {
				b.Fatal(err)
			}
			if _, err := inst.Memory().Reset(im, ""); err != nil {
				b.Fatal(err)
			}
		}
	})
	for _, how := range []string{"new", "copy", "image"} {
		b.Run(how, func(b *testing.B) {
			for b.Loop() {
				inst, err := NewInstance(context.Background(), InstanceConfig{Runtime: sharedRuntime})
				if err != nil {
					b.Fatal(err)
				}
				switch how {
				case "copy":
					_, err = inst.Memory().Restore(snap, "")
				case "image":
					_, err = inst.Memory().RestoreImage(im, "")
				}
				if err != nil {
					b.Fatal(err)
				}
				inst.Close()
			}
			b.ReportMetric(float64(len(snap))/1e6, "snapshot-MB")
		})
	}
}

// BenchmarkRestoreBig: a fresh instance and a snapshot of about 24 MB
// (mathjs's was 22.8, 18.5 since its source is compiled apart) restored
// into it by copy, on one core and on as many as the restore uses,
// alternately in one run: their times and ratio.
func BenchmarkRestoreBig(b *testing.B) {
	snap := snapshotOf(b, bigState(24), "")
	saved := restoreWorkers
	defer func() { restoreWorkers = saved }()
	var one, all time.Duration
	for b.Loop() {
		for _, w := range []int{1, saved} {
			restoreWorkers = w
			inst, err := NewInstance(context.Background(), InstanceConfig{Runtime: sharedRuntime})
			if err != nil {
				b.Fatal(err)
			}
			start := time.Now()
			if _, err := inst.Memory().Restore(snap, ""); err != nil {
				b.Fatal(err)
			}
			took := time.Since(start)
			if w == 1 {
				one += took
			} else {
				all += took
			}
			inst.Close()
		}
	}
	n := float64(b.N)
	b.ReportMetric(float64(len(snap))/1e6, "snapshot-MB")
	b.ReportMetric(one.Seconds()*1000/n, "one-core-ms")
	b.ReportMetric(all.Seconds()*1000/n, "cores-ms")
	b.ReportMetric(float64(one)/float64(all), "x-faster")
}

// TestSnapshotTag: a snapshot restores only under the tag it was taken
// with; asked for another, it is refused before anything is written, and
// the instance is still fresh and usable.
func TestSnapshotTag(t *testing.T) {
	src := newTestInstance(t, InstanceConfig{})
	if _, err := eval(src, `globalThis.mark = "from the snapshot"; 1`); err != nil {
		t.Fatal(err)
	}
	snap, err := src.Memory().Snapshot("tools:v1")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := src.Memory().Snapshot(strings.Repeat("x", snapshot.MaxTag+1)); err == nil {
		t.Fatal("a tag past the limit was taken")
	}
	if tag, err := SnapshotTag(snap); err != nil || tag != "tools:v1" {
		t.Fatalf("SnapshotTag: %q %v", tag, err)
	}
	im, err := sharedRuntime.NewImage(snap)
	if err != nil {
		t.Fatal(err)
	}
	defer im.Close()
	for _, how := range []string{"copy", "image"} {
		restore := func(i *Instance, tag string) error {
			if how == "copy" {
				_, err := i.Memory().Restore(snap, tag)
				return err
			}
			_, err := i.Memory().RestoreImage(im, tag)
			return err
		}
		fresh := newTestInstance(t, InstanceConfig{})
		if err := restore(fresh, "tools:v2"); !errors.Is(err, ErrSnapshot) {
			t.Fatalf("%s: another tag: %v", how, err)
		}
		if got, err := eval(fresh, `typeof globalThis.mark`); err != nil || got != "undefined" {
			t.Fatalf("%s: refused, yet the instance changed: %q %v", how, got, err)
		}
		ok := newTestInstance(t, InstanceConfig{})
		if err := restore(ok, "tools:v1"); err != nil {
			t.Fatalf("%s: %v", how, err)
		}
		if got, err := eval(ok, `globalThis.mark`); err != nil || got != "from the snapshot" {
			t.Fatalf("%s: %q %v", how, got, err)
		}
	}
}

// TestResetImage: an instance restored from an image goes back to it —
// after calls that changed its state, and after a kill — with its random
// numbers drawn afresh; an instance that grew, was restored otherwise, or
// was closed is refused.
func TestResetImage(t *testing.T) {
	snap, im, inst := restoredFromImage(t, `globalThis.state = { n: 41, list: Array.from({ length: 20000 }, (_, i) => i) }`)
	first, _ := eval(inst, `String(Math.random())`)
	for round := range 3 {
		// Change what the image has: a counter, the whole list, a global.
		if got, err := eval(inst, `state.n++; state.list.fill(7); globalThis.extra = "x".repeat(1000); String(state.n)`); err != nil || got != "42" {
			t.Fatalf("round %d: %q %v", round, got, err)
		}
		if round == 1 {
			inst.Kill(errors.New("stopped"))
			if _, err := eval(inst, `1`); err == nil {
				t.Fatal("a killed instance ran code")
			}
		}
		if !inst.Memory().Resettable(im) {
			t.Fatalf("round %d: not resettable", round)
		}
		if _, err := inst.Memory().Reset(im, "t"); err != nil {
			t.Fatalf("round %d: %v", round, err)
		}
		got, err := eval(inst, `[state.n, state.list.reduce((a, b) => a + b, 0), typeof extra].join()`)
		if err != nil || got != "41,199990000,undefined" {
			t.Fatalf("round %d, after the reset: %q %v", round, got, err)
		}
		if r, _ := eval(inst, `String(Math.random())`); r == first {
			t.Fatalf("round %d: Math.random drew the same number after the reset", round)
		}
	}
	if _, err := inst.Memory().Reset(im, "other"); !errors.Is(err, ErrSnapshot) {
		t.Fatalf("another tag: %v", err)
	}

	// Refused: an instance restored by copy, one that grew, a closed one.
	copied := newTestInstance(t, InstanceConfig{})
	if _, err := copied.Memory().Restore(snap, "t"); err != nil {
		t.Fatal(err)
	}
	if copied.Memory().Resettable(im) {
		t.Fatal("an instance restored by copy is resettable to the image")
	}
	if _, err := copied.Memory().Reset(im, "t"); err == nil {
		t.Fatal("an instance restored by copy was reset to an image")
	}
	if _, err := eval(inst, `globalThis.big = new Uint8Array(8 << 20).fill(1); 1`); err != nil {
		t.Fatal(err)
	}
	if inst.Memory().Resettable(im) {
		t.Fatal("an instance whose memory grew is resettable")
	}
	if _, err := inst.Memory().Reset(im, "t"); err == nil {
		t.Fatal("an instance whose memory grew was reset")
	}
	inst.Close()
	if _, err := inst.Memory().Reset(im, "t"); err == nil {
		t.Fatal("a closed instance was reset")
	}
}

// snapshotOf is the snapshot, under tag, of a fresh instance that ran
// code (a script whose value is discarded).
// restoredFromImage is the snapshot (tag "t") of an instance that ran
// code, a mapped image of it (closed when the test ends), and an instance
// restored from that; the test is skipped where images are not mapped.
func restoredFromImage(t *testing.T, code string) ([]byte, *Image, *Instance) {
	t.Helper()
	snap := snapshotOf(t, code, "t")
	im, err := sharedRuntime.NewImage(snap)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { im.Close() })
	if !im.mapped() {
		t.Skip("no memfd images here")
	}
	inst := newTestInstance(t, InstanceConfig{})
	if _, err := inst.Memory().RestoreImage(im, "t"); err != nil {
		t.Fatal(err)
	}
	return snap, im, inst
}

func snapshotOf(tb testing.TB, code, tag string) []byte {
	tb.Helper()
	src := newTestInstance(tb, InstanceConfig{})
	if _, err := eval(src, code+"; 1"); err != nil {
		tb.Fatal(err)
	}
	snap, err := src.Memory().Snapshot(tag)
	if err != nil {
		tb.Fatal(err)
	}
	return snap
}

// TestTrimReleasesCallEngines: a trimmed instance lets go of the call
// engines it keeps between calls (with either page policy), and the next
// call makes another, with the instance's state as it was.
func TestTrimReleasesCallEngines(t *testing.T) {
	i := newTestInstance(t, InstanceConfig{})
	if _, err := i.Eval([]byte(`globalThis.kept = [1, 2, 3]; 1`)); err != nil {
		t.Fatal(err)
	}
	if n := i.Memory().CallEngines(); n == 0 {
		t.Fatal("no call engine kept after a call")
	}
	if _, err := i.Memory().Trim(); err != nil {
		t.Fatal(err)
	}
	if n := i.Memory().CallEngines(); n != 0 {
		t.Fatalf("%d call engines kept after Trim", n)
	}
	v, err := i.Eval([]byte(`kept.length === 3`))
	if err != nil || v != True {
		t.Fatalf("kept.length === 3: %v, %v after the engines went", v, err)
	}
	if i.Memory().CallEngines() == 0 {
		t.Fatal("the call after the trim kept no engine")
	}
}

// TestTrimMemory: what a call needed and dropped (a big buffer, a deep
// stack) goes back to the system when the instance is trimmed, and the
// instance's state stays as it was; an instance restored from an image
// keeps the image's pages (giving one back would read the image's again).
func TestTrimMemory(t *testing.T) {
	needLinuxPages(t)
	i := newTestInstance(t, InstanceConfig{})
	if _, err := i.Eval([]byte(`globalThis.kept = { list: [1, 2, 3], text: "x".repeat(1000) };
		globalThis.big = new Uint8Array(24 << 20).fill(7);
		(function deep(n) { return n ? deep(n - 1) + 1 : 0 })(4000); 1`)); err != nil {
		t.Fatal(err)
	}
	if _, err := i.Eval([]byte(`big = null; 1`)); err != nil {
		t.Fatal(err)
	}
	before := i.Memory().Resident()
	freed, err := i.Memory().Trim()
	if err != nil {
		t.Fatal(err)
	}
	after := i.Memory().Resident()
	if freed < 24<<20 || before-after < 24<<20 {
		t.Fatalf("trimmed %d bytes; resident %d → %d", freed, before, after)
	}
	v, err := i.Eval([]byte(`kept.list.join() === "1,2,3" && kept.text.length === 1000 && (function deep(n) { return n ? deep(n - 1) + 1 : 0 })(4000) === 4000`))
	if err != nil || v != True {
		t.Fatalf("after the trim: %v, %v", v, err)
	}
	if again, _ := i.Memory().Trim(); again > int64(before-after)/2 {
		t.Fatalf("a second trim gave back %d bytes more", again)
	}

	// From an image: the image's part is left alone, what grew past it is
	// trimmed.
	_, _, r := restoredFromImage(t, `globalThis.kept = [1, 2, 3].map(String)`)
	if _, err := r.Eval([]byte(`globalThis.big = new Uint8Array(24 << 20).fill(7); big = null; 1`)); err != nil {
		t.Fatal(err)
	}
	if freed, err := r.Memory().Trim(); err != nil || freed < 20<<20 {
		t.Fatalf("trimmed %d bytes past the image: %v", freed, err)
	}
	if v, err := r.Eval([]byte(`kept.join() === "1,2,3"`)); err != nil || v != True {
		t.Fatalf("after the trim: %v, %v", v, err)
	}
}

// TestAllZero: a block (or a page, or less) is zero only if every byte is.
func TestAllZero(t *testing.T) {
	for _, n := range []int{0, 1, 7, 8, 4095, 4096, 4097, 9000} {
		b := make([]byte, n)
		if !snapshot.AllZero(b) {
			t.Fatalf("%d zero bytes: not zero", n)
		}
		for i := 0; i < n; i += 1 + n/7 {
			b[i] = 1
			if snapshot.AllZero(b) {
				t.Fatalf("%d bytes, byte %d set: zero", n, i)
			}
			b[i] = 0
		}
		if n > 0 {
			b[n-1] = 0x80
			if snapshot.AllZero(b) {
				t.Fatalf("%d bytes, the last set: zero", n)
			}
		}
	}
}

// TestResidentFromAnotherGoroutine: Resident may be read while the
// instance runs (and its memory grows) and after it closed.
func TestResidentFromAnotherGoroutine(t *testing.T) {
	i := newTestInstance(t, InstanceConfig{})
	stop := make(chan struct{})
	done := make(chan uint64)
	go func() {
		var most uint64
		for {
			select {
			case <-stop:
				done <- most
				return
			default:
				most = max(most, i.Memory().Resident())
			}
		}
	}()
	if _, err := i.Eval([]byte(`globalThis.a = []; for (let k = 0; k < 8; k++) a.push(new Uint8Array(1 << 20).fill(k + 1)); 1`)); err != nil {
		t.Fatal(err)
	}
	close(stop)
	most := <-done
	if runtime.GOOS == "linux" && i.Memory().Resident() < 8<<20 {
		t.Fatalf("resident %d bytes with 8 MiB filled", i.Memory().Resident())
	}
	if most > i.limit {
		t.Fatalf("resident %d, over the limit", most)
	}
	i.Close()
	if r := i.Memory().Resident(); r != 0 {
		t.Fatalf("resident %d after Close", r)
	}
}

// TestCallStacks: the fast path's operations take their parameter stack
// from the instance, one per depth of nesting, and make one past the
// deepest; a call that ends in a kill gives its stack back.
func TestCallStacks(t *testing.T) {
	i := newTestInstance(t, InstanceConfig{})
	check := func(code string, want Value) {
		t.Helper()
		if v, err := i.Eval([]byte(code)); err != nil || v != want {
			t.Fatalf("%s: %v, %v", code, v, err)
		}
	}
	check(`globalThis.n = 41; 1`, Int(1))
	if i.fast.depth != 0 {
		t.Fatalf("depth %d after a call", i.fast.depth)
	}
	i.fast.depth = maxNesting // as if nested that deep: stacks are made
	check(`++n === 42`, True)
	if i.fast.depth != maxNesting {
		t.Fatalf("depth %d after a call past the deepest", i.fast.depth)
	}
	i.fast.depth = 0
	if n := testing.AllocsPerRun(50, func() { i.Eval([]byte(`n`)) }); n > 1 {
		t.Errorf("an Eval allocates %v times", n)
	}

	k := newTestInstance(t, InstanceConfig{})
	go func() {
		time.Sleep(50 * time.Millisecond)
		k.Kill(context.DeadlineExceeded)
	}()
	if _, err := k.Eval([]byte(`for (;;) {}`)); !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("the loop: %v", err)
	}
	if k.fast.depth != 0 {
		t.Fatalf("depth %d after a killed call", k.fast.depth)
	}
}

// TestRestoreChecksAsItCopies: Restore checks a snapshot's header before it
// writes anything and each piece of its blocks as it copies it: damage
// anywhere — a block, the header, a checksum — is ErrSnapshot; found in
// the copy, it leaves the instance killed (half written), found before,
// untouched; a whole snapshot restores.
func TestRestoreChecksAsItCopies(t *testing.T) {
	good := snapshotOf(t, `globalThis.kept = "x".repeat(100000)`, "t")
	flip := func(off int) []byte {
		b := bytes.Clone(good)
		if off < 0 {
			off += len(b)
		}
		b[off] ^= 0x20
		return b
	}
	for _, c := range []struct {
		name   string
		b      []byte
		killed bool
	}{
		{"a block", flip(len(good) / 2), true},
		{"the last block", flip(-5), true},
		{"the header's checksum", flip(-1), false},
		{"a piece's checksum", flip(sumsAt(t, good)), false}, // in the header
		{"the tag", flip(len("earshot-snapshot/4\n") + len(BuildID()) + 8), false},
		{"truncated", good[:len(good)-4096], false},
	} {
		t.Run(c.name, func(t *testing.T) {
			i := newTestInstance(t, InstanceConfig{})
			if _, err := i.Memory().Restore(c.b, "t"); !errors.Is(err, ErrSnapshot) {
				t.Fatalf("restored: %v", err)
			}
			if killed := i.Err() != nil; killed != c.killed {
				t.Fatalf("killed %v (%v), want %v", killed, i.Err(), c.killed)
			}
			if !c.killed {
				if v, err := i.Eval([]byte(`1 + 1 === 2`)); err != nil || v != True {
					t.Fatalf("the instance refused before the copy does not run: %v, %v", v, err)
				}
			}
		})
	}
	i := newTestInstance(t, InstanceConfig{})
	if _, err := i.Memory().Restore(good, "t"); err != nil {
		t.Fatal(err)
	}
	if v, err := i.Eval([]byte(`kept.length === 100000`)); err != nil || v != True {
		t.Fatalf("restored: %v, %v", v, err)
	}
	if err := checkSnapshot(flip(len(good) / 2)); !errors.Is(err, ErrSnapshot) {
		t.Fatalf("CheckSnapshot of a damaged snapshot: %v", err)
	}
}

// sumsAt is where b's pieces' checksums start.
func sumsAt(tb testing.TB, b []byte) int {
	tb.Helper()
	p, err := parseSnapshot(b, false)
	if err != nil {
		tb.Fatal(err)
	}
	return len(b) - 4 - p.Held() - 4*p.Pieces()
}

// bigState makes about mb megabytes of strings, none alike, and keeps
// their digest in globalThis.digest, which digestOK checks against them.
func bigState(mb int) string {
	return fmt.Sprintf(`globalThis.parts = Array.from({ length: %d }, (_, i) => (i * 2654435761 %% 4294967296).toString(36).repeat(1000));
globalThis.digestOf = () => { let h = 0; for (const p of parts) for (let k = 0; k < p.length; k += 97) h = (h * 31 + p.charCodeAt(k)) | 0; return h; };
globalThis.digest = digestOf()`, mb*1024/7)
}

const digestOK = `String(parts.length > 0 && digestOf() === digest)`

// TestRestoreOnSeveralCores: a big snapshot is copied (and checked) by
// several workers, each taking the next piece, and restores whole; damage
// in any piece — the first, one in the middle, the last — is found by
// whichever worker copies it, and the half-written instance is killed; and
// found as well when the snapshot is checked whole (CheckSnapshot,
// NewImage). A small snapshot is copied by one.
func TestRestoreOnSeveralCores(t *testing.T) {
	savedCores, savedWorkers := cores, restoreWorkers
	defer func() { cores, restoreWorkers = savedCores, savedWorkers }()
	cores, restoreWorkers = func() int { return 8 }, 3

	big := snapshotOf(t, bigState(12), "")
	p, err := parseSnapshot(big, false)
	if err != nil {
		t.Fatal(err)
	}
	if n := p.Workers(workers()); n != 3 {
		t.Fatalf("%d workers for %d MB", n, p.Held()>>20)
	}
	small, err := parseSnapshot(snapshotOf(t, `globalThis.x = 1`, ""), false)
	if err != nil {
		t.Fatal(err)
	}
	if n := small.Workers(workers()); n != 1 {
		t.Fatalf("%d workers for a small snapshot", n)
	}
	for range 3 { // the pieces fall to the workers differently each time
		i := newTestInstance(t, InstanceConfig{})
		if _, err := i.Memory().Restore(big, ""); err != nil {
			t.Fatal(err)
		}
		if got, err := eval(i, digestOK); err != nil || got != "true" {
			t.Fatalf("restored on several cores: %q %v", got, err)
		}
	}
	if err := checkSnapshot(big); err != nil {
		t.Fatalf("checking it whole: %v", err)
	}
	blocksAt := len(big) - 4 - p.Held()
	for _, at := range []int{blocksAt + 10, blocksAt + p.Held()/2, len(big) - 5} {
		b := bytes.Clone(big)
		b[at] ^= 1
		i := newTestInstance(t, InstanceConfig{})
		if _, err := i.Memory().Restore(b, ""); !errors.Is(err, snapshot.ErrDamaged) || i.Err() == nil {
			t.Fatalf("damage at %d of %d: %v; the instance: %v", at, len(b), err, i.Err())
		}
		// Checked whole (an image, a cache file) on several cores too.
		if err := checkSnapshot(b); !errors.Is(err, snapshot.ErrDamaged) {
			t.Fatalf("CheckSnapshot, damage at %d: %v", at, err)
		}
		if _, err := sharedRuntime.NewImage(b); !errors.Is(err, snapshot.ErrDamaged) {
			t.Fatalf("NewImage, damage at %d: %v", at, err)
		}
	}
}

// TestGlobalsOfARestoredInstance: an instance restored from a snapshot of
// one made with a host function calls its own Go function through the
// global the snapshot holds, as long as it was made with the same Globals;
// made without them, the global's call fails with an error, and the
// process goes on.
func TestGlobalsOfARestoredInstance(t *testing.T) {
	var src *Instance
	src = newTestInstance(t, InstanceConfig{Globals: []HostGlobal{{Name: "__h", Func: func([]Value) (Value, error) { return src.NewString("from the source") }}}})
	if got, err := eval(src, `__h()`); err != nil || got != "from the source" {
		t.Fatalf("the source: %q %v", got, err)
	}
	snap, err := src.Memory().Snapshot("")
	if err != nil {
		t.Fatal(err)
	}
	var i *Instance
	i = newTestInstance(t, InstanceConfig{Globals: []HostGlobal{{Name: "__h", Func: func([]Value) (Value, error) { return i.NewString("its own") }}}})
	if _, err := i.Memory().Restore(snap, ""); err != nil {
		t.Fatal(err)
	}
	for range 3 {
		if got, err := eval(i, `__h()`); err != nil || got != "its own" {
			t.Fatalf("restored: %q %v", got, err)
		}
	}
	unbound := newTestInstance(t, InstanceConfig{})
	if _, err := unbound.Memory().Restore(snap, ""); err != nil {
		t.Fatal(err)
	}
	// (No Go function has the number: the call throws, and the process
	// goes on.)
	if got, err := eval(unbound, `(() => { try { return String(__h()); } catch (e) { return "threw"; } })()`); err == nil && got != "threw" {
		t.Fatalf("unbound: %q", got)
	}
}

// TestCloseLeavesTheHeap: closing an instance drops its memory, QuickJS's
// heap with it, without freeing that heap object by object first (which
// walked every object, and was most of the CLI's exit after a call of a
// big extension). Nothing runs in the instance on Close.
func TestCloseLeavesTheHeap(t *testing.T) {
	inst := newTestInstance(t, InstanceConfig{})
	if _, err := eval(inst, `globalThis.kept = Array.from({ length: 20000 }, (_, i) => ({ i, s: "x" + i })); kept.length`); err != nil {
		t.Fatal(err)
	}
	if err := inst.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := eval(inst, `1`); err == nil {
		t.Error("a closed instance still evaluates")
	}
	if err := inst.Close(); err != nil {
		t.Errorf("a second Close: %v", err)
	}
}

// checkSnapshot reports whether b is a whole snapshot of this build
// (ErrSnapshot if not), its blocks checked, without restoring it.
func checkSnapshot(b []byte) error {
	_, err := parseSnapshot(b, true)
	return err
}

// needLinuxPages skips a test of what the native pages do on Linux (give
// pages back, count those in RAM) where they are not what instances use:
// on another system, or with EARSHOT_PAGES=portable.
func needLinuxPages(t *testing.T) {
	t.Helper()
	if runtime.GOOS != "linux" || sharedRuntime.Pages() != earshot.PagesNative {
		t.Skipf("pages are only given back and counted with the native pages on Linux (here: %s on %s)", sharedRuntime.Pages(), runtime.GOOS)
	}
}

// TestPagesOption: a Runtime's page policy is the one its options name,
// the native one by default; a name that is no policy is reported, and the
// native one used.
func TestPagesOption(t *testing.T) {
	for _, c := range []struct {
		pages earshot.Pages
		want  earshot.Pages
		warns bool
	}{
		{"", earshot.PagesNative, false},
		{earshot.PagesNative, earshot.PagesNative, false},
		{earshot.PagesPortable, earshot.PagesPortable, false},
		{"Portable", earshot.PagesNative, true},
	} {
		var warned []error
		r := NewRuntime(RuntimeOptions{Pages: c.pages, Warn: func(err error) { warned = append(warned, err) }})
		if r.Pages() != c.want || (len(warned) > 0) != c.warns {
			t.Errorf("Pages %q: got %q, warnings %v", c.pages, r.Pages(), warned)
		}
		if c.warns && len(warned) > 0 && !strings.Contains(warned[0].Error(), `"Portable" is not a page policy`) {
			t.Errorf("Pages %q: the warning says %v", c.pages, warned[0])
		}
		r.Close()
	}
}

// TestInstanceIsNarrow: an Instance is made, runs JavaScript, reads and
// makes values, is killed and closed; what it holds as a whole is its
// Memory's. New operations on the whole instance go there.
func TestInstanceIsNarrow(t *testing.T) {
	if n := reflect.TypeFor[*Instance]().NumMethod(); n > 15 {
		t.Fatalf("Instance has %d methods; at most 15 (is the new one about the instance as a whole? Memory's)", n)
	}
}
