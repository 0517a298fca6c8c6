package wasm

import (
	"context"
	"errors"
	"fmt"
	"reflect"
	"runtime/debug"
	"sync"
	"unsafe"

	"github.com/tetratelabs/wazero"
	"github.com/tetratelabs/wazero/api"
)

// Compiling without validating. wazero's Runtime.CompileModule decodes the
// module, then validates every function's code, then compiles it or reads
// it from the compilation cache. Validation is two thirds of the work
// before the cache is consulted (decoding QuickJS took 10 ms, validating it
// 21 ms), paid again at every start, for bytes that are part of this binary
// and cannot have changed since the tests validated them
// (TestEmbeddedModuleValidates runs wazero's own CompileModule on them).
//
// compileEmbedded does what CompileModule does less the validation of the
// code, through wazero's internals: its decoder (linked by name) and the
// unexported fields of its runtime and compiled module (by reflection, as
// wazero is pinned; only at the version it was written against, and
// TestCompileEmbeddedSkipsValidation fails if any of it moved or the
// version changed: compileEmbedded then falls back to CompileModule). What
// validation did besides checking — caching each function type's counts
// of parameters and results, which the compiler reads — it does too.

//go:linkname decodeModule github.com/tetratelabs/wazero/internal/wasm/binary.DecodeModule
func decodeModule(binary []byte, enabledFeatures api.CoreFeatures, memoryLimitPages uint32,
	memoryCapacityFromMax, dwarfEnabled, storeCustomSections bool) (unsafe.Pointer, error)

// revalidate makes compileHost use CompileModule, validation and all: for
// BenchmarkPrepareCached's comparison.
var revalidate bool

// errShape is the reach into wazero finding something other than it
// expects (wazero changed): compileEmbedded falls back to CompileModule.
var errShape = errors.New("wazero changed shape")

// compileEmbedded compiles mod, which must be the module this binary
// embeds, in rt, whose compiled modules are of the type of like's (any
// module rt compiled). It reports whether it skipped validation (false:
// it compiled with rt.CompileModule, the reach having failed).
func compileEmbedded(ctx context.Context, rt wazero.Runtime, like wazero.CompiledModule, mod []byte) (wazero.CompiledModule, bool, error) {
	c, err := compileUnvalidated(ctx, rt, like, mod)
	if errors.Is(err, errShape) {
		c, err = rt.CompileModule(ctx, mod)
		return c, false, err
	}
	return c, err == nil, err
}

// reachVersion is the wazero the reach was written against. decodeModule
// is bound by name, so another version's signature would not be caught by
// the compiler: with any other, compileEmbedded uses CompileModule. (Test
// binaries carry no versions of their dependencies: there the reach goes
// ahead, and TestCompileEmbeddedSkipsValidation checks go.mod's pin.)
const reachVersion = "v1.11.0"

// wazeroVersion is the version of wazero in this binary ("" if unknown).
var wazeroVersion = sync.OnceValue(func() string {
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return ""
	}
	for _, d := range info.Deps {
		if d.Path == "github.com/tetratelabs/wazero" {
			if d.Replace != nil {
				return "replaced"
			}
			return d.Version
		}
	}
	return ""
})

func compileUnvalidated(ctx context.Context, rt wazero.Runtime, like wazero.CompiledModule, mod []byte) (_ wazero.CompiledModule, err error) {
	defer func() {
		// A reflective call that does not fit what wazero became panics:
		// that is a shape that changed too.
		if p := recover(); p != nil {
			err = fmt.Errorf("%w: %v", errShape, p)
		}
	}()
	if v := wazeroVersion(); v != reachVersion && v != "" {
		return nil, fmt.Errorf("%w: wazero %q, not %s", errShape, v, reachVersion)
	}
	r := reflect.ValueOf(rt)
	cmType := reflect.TypeOf(like)
	if r.Kind() != reflect.Pointer || r.Elem().Kind() != reflect.Struct ||
		cmType == nil || cmType.Kind() != reflect.Pointer || cmType.Elem().Kind() != reflect.Struct {
		return nil, errShape
	}
	r = r.Elem()
	field := func(v reflect.Value, name string, kind reflect.Kind) (reflect.Value, error) {
		f := v.FieldByName(name)
		if !f.IsValid() || f.Kind() != kind {
			return reflect.Value{}, fmt.Errorf("%w: no %s %s", errShape, kind, name)
		}
		// Unexported: made addressable and settable through its address.
		return reflect.NewAt(f.Type(), unsafe.Pointer(f.UnsafeAddr())).Elem(), nil
	}
	var vals [7]reflect.Value
	for k, f := range []struct {
		name string
		kind reflect.Kind
	}{
		{"store", reflect.Pointer}, {"enabledFeatures", reflect.Uint64}, {"memoryLimitPages", reflect.Uint32},
		{"memoryCapacityFromMax", reflect.Bool}, {"dwarfDisabled", reflect.Bool}, {"storeCustomSections", reflect.Bool},
		{"ensureTermination", reflect.Bool},
	} {
		v, err := field(r, f.name, f.kind)
		if err != nil {
			return nil, err
		}
		vals[k] = v
	}
	store, ensureTermination := vals[0], vals[6].Bool()
	cm := reflect.New(cmType.Elem())
	cmModule, err := field(cm.Elem(), "module", reflect.Pointer)
	if err != nil {
		return nil, err
	}
	cmEngine, err := field(cm.Elem(), "compiledEngine", reflect.Interface)
	if err != nil {
		return nil, err
	}
	cmTypeIDs, err := field(cm.Elem(), "typeIDs", reflect.Slice)
	if err != nil {
		return nil, err
	}
	engine := store.Elem().FieldByName("Engine")
	if !engine.IsValid() || engine.Kind() != reflect.Interface || engine.IsNil() || !engine.Type().AssignableTo(cmEngine.Type()) {
		return nil, fmt.Errorf("%w: no Store.Engine", errShape)
	}
	compile := engine.MethodByName("CompileModule")
	typeIDsOf := store.MethodByName("GetFunctionTypeIDs")
	moduleType := cmModule.Type() // *wasm.Module
	for _, m := range []string{"BuildMemoryDefinitions", "AssignModuleID"} {
		if _, ok := moduleType.MethodByName(m); !ok {
			return nil, fmt.Errorf("%w: no Module.%s", errShape, m)
		}
	}
	if !compile.IsValid() || !typeIDsOf.IsValid() || compile.Type().NumIn() != 4 || typeIDsOf.Type().NumIn() != 1 {
		return nil, fmt.Errorf("%w: no Engine.CompileModule or Store.GetFunctionTypeIDs", errShape)
	}
	types, ok := moduleType.Elem().FieldByName("TypeSection")
	if !ok || types.Type.Kind() != reflect.Slice {
		return nil, fmt.Errorf("%w: no Module.TypeSection", errShape)
	}
	if _, ok := reflect.PointerTo(types.Type.Elem()).MethodByName("CacheNumInUint64"); !ok {
		return nil, fmt.Errorf("%w: no FunctionType.CacheNumInUint64", errShape)
	}

	p, err := decodeModule(mod, api.CoreFeatures(vals[1].Uint()), uint32(vals[2].Uint()), vals[3].Bool(), !vals[4].Bool(), vals[5].Bool())
	if err != nil {
		return nil, err
	}
	m := reflect.NewAt(moduleType.Elem(), p)
	ts := m.Elem().FieldByIndex(types.Index)
	for k := range ts.Len() {
		ts.Index(k).Addr().MethodByName("CacheNumInUint64").Call(nil)
	}
	m.MethodByName("BuildMemoryDefinitions").Call(nil)
	out := typeIDsOf.Call([]reflect.Value{ts})
	if err, _ := out[1].Interface().(error); err != nil {
		return nil, err
	}
	// No function listeners: compileHost's context has no factory.
	noListeners := reflect.Zero(compile.Type().In(2))
	m.MethodByName("AssignModuleID").Call([]reflect.Value{reflect.ValueOf(mod), noListeners, reflect.ValueOf(ensureTermination)})
	res := compile.Call([]reflect.Value{reflect.ValueOf(&ctx).Elem(), m, noListeners, reflect.ValueOf(ensureTermination)})
	if err, _ := res[0].Interface().(error); err != nil {
		return nil, err
	}
	cmModule.Set(m)
	cmEngine.Set(engine)
	cmTypeIDs.Set(out[0])
	c, ok := cm.Interface().(wazero.CompiledModule)
	if !ok {
		return nil, fmt.Errorf("%w: not a CompiledModule", errShape)
	}
	return c, nil
}
