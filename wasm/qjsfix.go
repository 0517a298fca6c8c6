package wasm

import (
	"context"
	"fmt"
	"reflect"
	"unsafe"

	"github.com/fastschema/qjs"
	"github.com/tetratelabs/wazero"
	"github.com/tetratelabs/wazero/api"
)

// This file holds the two places where we reach into qjs v0.0.6's unexported
// fields. Both are fixes for problems that cost us more than the reach does,
// both are checked by TestQJSInternals, and both fail loudly (an error from
// NewInstance) if a qjs upgrade changes the fields:
//
//   - qjs looks every exported function up by name on each call, and wazero
//     builds a fresh call engine (with its own stack) for each lookup. That was
//     two thirds of a tool call's time. We put a module wrapper in front that
//     reuses call engines.
//   - qjs.Runtime.Close never closes the wazero runtime it created, so the
//     compiled WASI and env host modules stay in the shared engine forever
//     (~65 KB per instance). We close it ourselves.

var (
	moduleType  = reflect.TypeOf((*api.Module)(nil)).Elem()
	runtimeType = reflect.TypeOf((*wazero.Runtime)(nil)).Elem()
)

func runtimeField(rt *qjs.Runtime, name string, want reflect.Type) (unsafe.Pointer, error) {
	f := reflect.ValueOf(rt).Elem().FieldByName(name)
	if !f.IsValid() || f.Type() != want {
		return nil, fmt.Errorf("wasm: qjs.Runtime has no field %s of type %s (qjs changed; see wasm/qjsfix.go)", name, want)
	}
	return unsafe.Pointer(f.UnsafeAddr()), nil
}

// adopt installs the function cache and returns the real module, the cached
// module (safe for nested calls) and the wazero runtime qjs created for rt.
func adopt(rt *qjs.Runtime) (real api.Module, cached api.Module, wrt wazero.Runtime, err error) {
	mp, err := runtimeField(rt, "module", moduleType)
	if err != nil {
		return nil, nil, nil, err
	}
	wp, err := runtimeField(rt, "wrt", runtimeType)
	if err != nil {
		return nil, nil, nil, err
	}
	modPtr := (*api.Module)(mp)
	c, ok := (*modPtr).(*cachedModule)
	if !ok {
		c = &cachedModule{Module: *modPtr, fns: map[string]*cachedFunction{}}
		*modPtr = c
	}
	return c.Module, c, *(*wazero.Runtime)(wp), nil
}

// cachedModule hands out one reusable function per export name. It is used
// by one goroutine at a time (an instance is single-threaded), but calls nest
// (wasm calls a host function that calls wasm again), so each name keeps a
// free list of call engines rather than a single one.
type cachedModule struct {
	api.Module
	fns map[string]*cachedFunction
}

func (m *cachedModule) ExportedFunction(name string) api.Function {
	if f, ok := m.fns[name]; ok {
		return f
	}
	f := m.Module.ExportedFunction(name)
	if f == nil {
		return nil
	}
	c := &cachedFunction{Function: f, module: m.Module, name: name, idle: []api.Function{f}}
	m.fns[name] = c
	return c
}

type cachedFunction struct {
	api.Function
	module api.Module
	name   string
	idle   []api.Function
}

func (c *cachedFunction) take() api.Function {
	if n := len(c.idle); n > 0 {
		f := c.idle[n-1]
		c.idle = c.idle[:n-1]
		return f
	}
	return c.module.ExportedFunction(c.name)
}

func (c *cachedFunction) Call(ctx context.Context, params ...uint64) ([]uint64, error) {
	f := c.take()
	defer func() { c.idle = append(c.idle, f) }()
	return f.Call(ctx, params...)
}

func (c *cachedFunction) CallWithStack(ctx context.Context, stack []uint64) error {
	f := c.take()
	defer func() { c.idle = append(c.idle, f) }()
	return f.CallWithStack(ctx, stack)
}
