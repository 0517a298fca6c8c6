package guest

import (
	"context"
	"errors"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/tetratelabs/wazero"
	"github.com/tetratelabs/wazero/api"
	"github.com/tetratelabs/wazero/experimental"

	gt "github.com/earshot/extensions/wasm/internal/guest/guesttest"
)

func fixture(t testing.TB, name string) []byte {
	t.Helper()
	b, err := os.ReadFile("../../testdata/guest/" + name)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// linked instantiates a rewritten module as the wasm package does: its
// memory and tables from holders, its function imports from a host module
// of fns (by position), the tick from a module of its own.
type linked struct {
	rt     wazero.Runtime
	mod    api.Module
	ticks  int
	tables []api.Module
}

func link(t testing.TB, g *Module, fns map[int]api.GoModuleFunction) *linked {
	t.Helper()
	ctx := context.Background()
	l := &linked{rt: wazero.NewRuntime(ctx)}
	t.Cleanup(func() { l.rt.Close(ctx) })
	mods := map[string]api.Module{}
	inst := func(bin []byte) api.Module {
		c, err := l.rt.CompileModule(ctx, bin)
		if err != nil {
			t.Fatal(err)
		}
		m, err := l.rt.InstantiateModule(ctx, c, wazero.NewModuleConfig().WithName(""))
		if err != nil {
			t.Fatal(err)
		}
		return m
	}
	host := func(b wazero.HostModuleBuilder) api.Module {
		c, err := b.Compile(ctx)
		if err != nil {
			t.Fatal(err)
		}
		m, err := l.rt.InstantiateModule(ctx, c, wazero.NewModuleConfig().WithName(""))
		if err != nil {
			t.Fatal(err)
		}
		return m
	}
	mods[ImportTick] = host(l.rt.NewHostModuleBuilder("tick").NewFunctionBuilder().
		WithGoModuleFunction(api.GoModuleFunc(func(context.Context, api.Module, []uint64) { l.ticks++ }), nil, nil).
		Export(ImportTickName))
	if g.Memory != nil {
		m := inst(MemoryHolder(*g.Memory))
		m.Memory().Grow(g.Memory.Min)
		mods[ImportMemory] = m
	}
	for i, tt := range g.Tables {
		m := inst(TableHolder(tt))
		if _, err := m.ExportedFunction(TableGrow).Call(ctx, 0, uint64(tt.Min)); err != nil {
			t.Fatal(err)
		}
		mods[ImportTable+strconv.Itoa(i)] = m
		l.tables = append(l.tables, m)
	}
	b := l.rt.NewHostModuleBuilder("imports")
	for _, im := range g.Imports {
		if im.Kind != KindFunc {
			continue
		}
		f := fns[int(im.Index)]
		if f == nil {
			f = api.GoModuleFunc(func(context.Context, api.Module, []uint64) { panic("unexpected call") })
		}
		b = b.NewFunctionBuilder().WithGoModuleFunction(f, im.Func.Params, im.Func.Results).Export(strconv.Itoa(int(im.Index)))
	}
	mods[ImportFuncs] = host(b)
	c, err := l.rt.CompileModule(ctx, g.Code)
	if err != nil {
		t.Fatalf("the rewritten module does not compile: %v", err)
	}
	rctx := experimental.WithImportResolver(ctx, func(name string) api.Module { return mods[name] })
	l.mod, err = l.rt.InstantiateModule(rctx, c, wazero.NewModuleConfig().WithName(""))
	if err != nil {
		t.Fatal(err)
	}
	return l
}

func (l *linked) call(t testing.TB, name string, args ...uint64) []uint64 {
	t.Helper()
	r, err := l.mod.ExportedFunction(name).Call(context.Background(), args...)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return r
}

// TestRewriteRuns: the rewritten workload and probe modules run as the
// originals do, their imports and memory linked as the host links them.
func TestRewriteRuns(t *testing.T) {
	g, err := Rewrite(fixture(t, "work.wasm"))
	if err != nil {
		t.Fatal(err)
	}
	l := link(t, g, map[int]api.GoModuleFunction{0: api.GoModuleFunc(func(_ context.Context, _ api.Module, s []uint64) { s[0] = s[0] * 2 })})
	if r := l.call(t, "fib", 20); r[0] != 6765 {
		t.Fatalf("fib(20) = %d", r[0])
	}
	if r := l.call(t, "callimp", 10); r[0] != 90 {
		t.Fatalf("callimp(10) = %d", r[0])
	}
	if r := l.call(t, "memloop", 1); api.DecodeU32(r[0]) != memloopRef(1) {
		t.Fatalf("memloop(1) = %d, want %d", r[0], memloopRef(1))
	}
	if l.ticks == 0 {
		t.Fatal("the tick never called the host")
	}

	p, err := Rewrite(fixture(t, "probe.wasm"))
	if err != nil {
		t.Fatal(err)
	}
	pl := link(t, p, map[int]api.GoModuleFunction{
		0: api.GoModuleFunc(func(_ context.Context, _ api.Module, s []uint64) { s[0] += 100 }),
		1: api.GoModuleFunc(func(_ context.Context, _ api.Module, s []uint64) { s[0] += 1 << 40 }),
	})
	if r := pl.call(t, "apply", 1, 7); r[0] != 21 {
		t.Fatalf("apply(1, 7) = %d", r[0])
	}
	if r := pl.call(t, "reenter", 5); r[0] != 106 {
		t.Fatalf("reenter(5) = %d", r[0])
	}
	if r := pl.call(t, "reenter64", 1); r[0] != 2*(1+1<<40) {
		t.Fatalf("reenter64(1) = %d", r[0])
	}
	if r := pl.call(t, "add64", 1<<40, 5); r[0] != 1<<40+5 {
		t.Fatalf("add64 = %d", r[0])
	}
	// The module's own memory and table are holders' now.
	if !p.DefinedMemory || len(p.DefinedTables) != 1 {
		t.Fatalf("defined memory %v, tables %v", p.DefinedMemory, p.DefinedTables)
	}
	pl.call(t, "store", 100, 42)
	if r := pl.call(t, "load", 100); r[0] != 42 {
		t.Fatalf("load = %d", r[0])
	}
	if _, err := pl.mod.ExportedFunction("load").Call(context.Background(), 1<<20); err == nil || !strings.Contains(err.Error(), "out of bounds") {
		t.Fatalf("load past the memory: %v", err)
	}
	_, err = pl.mod.ExportedFunction("trap").Call(context.Background())
	if err == nil || !strings.Contains(err.Error(), "unreachable") {
		t.Fatalf("trap: %v", err)
	}
	// References: apply's table entries are among the refs.
	if len(p.Refs) == 0 {
		t.Fatal("no refs")
	}
	for k := range p.Refs {
		if r := pl.call(t, ExportRef, uint64(k)); r[0] == 0 {
			t.Fatalf("ref %d is null", k)
		}
	}
	// Kill: spin stops once the kill switch is set.
	kill := pl.mod.ExportedGlobal(ExportKill).(api.MutableGlobal)
	tick := pl.mod.ExportedGlobal(ExportTick).(api.MutableGlobal)
	kill.Set(1)
	tick.Set(1) // the next loop header traps at once
	_, err = pl.mod.ExportedFunction("spin").Call(context.Background(), 1)
	if err == nil {
		t.Fatal("spin returned")
	}
}

// TestRewriteTicks: a recursive function ticks at its start when it has a
// call outside its loops, and only at its loops' headers when every call
// is in a loop (each call then follows a tick); either way a kill stops
// recursion that would otherwise run for days, loops or not.
func TestRewriteTicks(t *testing.T) {
	var m gt.Module
	ii := m.Type([]byte{gt.I32}, []byte{gt.I32})
	// twice(n): n == 0 ? 0 : twice(n-1) + twice(n-1) + 1, without a loop.
	twice := m.Func(ii, nil, 0x20, 0, 0x45, 0x04, gt.I32, 0x41, 0, 0x05,
		0x20, 0, 0x41, 1, 0x6b, 0x10, 0, 0x20, 0, 0x41, 1, 0x6b, 0x10, 0, 0x6a, 0x41, 1, 0x6a, 0x0b)
	// looped(n): fib(n) as clang writes it, its one call in a loop:
	// if n < 2 return n; do { acc += looped(n-1); n -= 2 } while n > 1;
	// return acc + n.
	looped := m.Func(ii, []byte{gt.I32}, 0x20, 0, 0x41, 2, 0x48, 0x04, 0x40, 0x20, 0, 0x0f, 0x0b,
		0x03, 0x40, 0x20, 1, 0x20, 0, 0x41, 1, 0x6b, 0x10, 1, 0x6a, 0x21, 1,
		0x20, 0, 0x41, 2, 0x6b, 0x22, 0, 0x41, 1, 0x4a, 0x0d, 0, 0x0b,
		0x20, 1, 0x20, 0, 0x6a)
	m.Export("twice", gt.Func, twice)
	m.Export("looped", gt.Func, looped)
	g, err := Rewrite(m.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	l := link(t, g, nil)
	if r := l.call(t, "twice", 10); r[0] != 1023 {
		t.Fatalf("twice(10) = %d", r[0])
	}
	if r := l.call(t, "looped", 20); r[0] != 6765 {
		t.Fatalf("looped(20) = %d", r[0])
	}
	ctx := context.Background()
	kill := l.mod.ExportedGlobal(ExportKill).(api.MutableGlobal)
	tick := l.mod.ExportedGlobal(ExportTick).(api.MutableGlobal)
	kill.Set(1)
	// The tick set to 1: the next tick traps. twice ticks at its start;
	// looped(1) returns before its loop, with no tick.
	tick.Set(1)
	if _, err := l.mod.ExportedFunction("twice").Call(ctx, 0); err == nil {
		t.Fatal("twice(0) did not tick at its start")
	}
	tick.Set(1)
	if r := l.call(t, "looped", 1); r[0] != 1 {
		t.Fatalf("looped(1) = %d", r[0])
	}
	// The tick as it runs: 2^50 calls of twice, fib(70)'s of looped; the
	// kill stops each within TickPeriod.
	for _, f := range []string{"twice", "looped"} {
		if _, err := l.mod.ExportedFunction(f).Call(ctx, map[string]uint64{"twice": 50, "looped": 70}[f]); err == nil || !strings.Contains(err.Error(), "unreachable") {
			t.Fatalf("%s with the kill switch set: %v", f, err)
		}
	}
}

func memloopRef(rounds int) uint32 {
	buf := make([]byte, 1<<20)
	h := uint32(2166136261)
	for r := 0; r < rounds; r++ {
		for i := range buf {
			buf[i] = byte((h >> 3) + uint32(i))
			h = (h ^ uint32(buf[i])) * 16777619
		}
	}
	return h
}

// TestRewriteRefusesPastTwo: a module using a feature past WebAssembly
// 2.0 is refused with a FeatureError naming the proposal, wherever the
// feature shows (an instruction, a type, a memory, a constant); what 2.0
// has (SIMD, bulk memory, reference types, saturating conversions) is
// taken.
func TestRewriteRefusesPastTwo(t *testing.T) {
	header := "\x00asm\x01\x00\x00\x00"
	fn := func(body ...byte) []byte {
		var m gt.Module
		m.Func(m.Type(nil, nil), nil, body...)
		return m.Bytes()
	}
	var fill gt.Module
	fill.Memory(1)
	fill.Func(fill.Type(nil, nil), nil, 0x41, 0, 0x41, 0, 0x41, 0, 0xfc, 0x0b, 0x00)
	for _, c := range []struct {
		name string
		mod  []byte
		want string // the feature; "" for a module Rewrite takes
	}{
		{"try", fn(0x06, 0x40, 0x0b), featExceptions},
		{"throw", fn(0x08, 0), featExceptions},
		{"a tag section", []byte(header + "\x0d\x03\x01\x00\x00"), featExceptions},
		{"struct.new", fn(0xfb, 0x00, 0x00, 0x1a), featGC},
		{"a struct type", []byte(header + "\x01\x03\x01\x5f\x00"), featGC},
		{"return_call", fn(0x12, 0), featTailCalls},
		{"call_ref", fn(0x14, 0), featFuncRefs},
		{"an atomic", fn(0xfe, 0x03, 0x00), featThreads},
		{"a shared memory", []byte(header + "\x05\x04\x01\x03\x01\x01"), featThreads},
		{"a 64-bit memory", []byte(header + "\x05\x03\x01\x04\x01"), featMemory64},
		{"two memories", []byte(header + "\x05\x05\x02\x00\x01\x00\x01"), featMultiMemory},
		{"relaxed SIMD", fn(0xfd, 0x80, 0x02), featRelaxedSIMD},
		{"extended constants", []byte(header + "\x06\x09\x01\x7f\x00\x41\x01\x41\x02\x6a\x0b"), featExtendedCons},
		{"a component", []byte("\x00asm\x0d\x00\x01\x00"), featComponents},
		{"SIMD", fn(0xfd, 0x0c, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x1a), ""},
		{"memory.fill", fill.Bytes(), ""},
		{"i32.trunc_sat_f32_s", fn(0x43, 0, 0, 0, 0, 0xfc, 0x00, 0x1a), ""},
		{"ref.null", fn(0xd0, 0x70, 0x1a), ""},
	} {
		_, err := Rewrite(c.mod)
		var fe *FeatureError
		switch {
		case c.want == "" && err != nil:
			t.Errorf("%s: %v", c.name, err)
		case c.want != "" && !errors.As(err, &fe):
			t.Errorf("%s: %v, want a FeatureError", c.name, err)
		case c.want != "" && (fe.Feature != c.want || !strings.Contains(err.Error(), c.want+", which is past WebAssembly 2.0")):
			t.Errorf("%s: %v, want %s", c.name, err, c.want)
		}
	}
}
