package wasm

import (
	"context"
	"fmt"
	"reflect"
	"unsafe"

	"github.com/fastschema/qjs"
	"github.com/tetratelabs/wazero/api"
)

// This file holds every place where we reach into qjs v0.0.6's unexported
// parts. Each one is checked by TestQJSInternals, and each fails loudly (an
// error from NewInstance, or a build failure) if a qjs upgrade changes them.
//
//   - qjs.New builds a wazero runtime per instance (with its own WASI and env
//     modules), hashes the megabyte of QuickJS on every call, and never
//     closes the runtime (~65 KB leaked per instance). We instantiate QuickJS
//     in one shared runtime instead (see host), and assemble the qjs.Runtime
//     around it: newRuntime sets its module, options, context and registry
//     and then runs qjs's own initialization.
//   - qjs looks every exported function up by name on each call, and wazero
//     builds a fresh call engine (with its own stack) for each lookup — two
//     thirds of a tool call's time. cachedModule reuses them.

//go:linkname qjsCreateProxy github.com/fastschema/qjs.createFuncProxyWithRegistry
func qjsCreateProxy(registry *qjs.ProxyRegistry) qjs.JsFunctionProxy

//go:linkname qjsInitializeRuntime github.com/fastschema/qjs.(*Runtime).initializeRuntime
func qjsInitializeRuntime(r *qjs.Runtime)

// newRuntime returns a qjs.Runtime over mod, a QuickJS module instance.
func newRuntime(mod api.Module, registry *qjs.ProxyRegistry, opt qjs.Option) (rt *qjs.Runtime, err error) {
	rt = new(qjs.Runtime)
	for _, f := range []struct {
		name  string
		value any
	}{
		{"module", api.Module(mod)},
		{"option", opt},
		{"registry", registry},
		{"context", &qjs.Context{Context: opt.Context}},
	} {
		if err := setField(rt, f.name, f.value); err != nil {
			return nil, err
		}
	}
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("wasm: starting QuickJS: %v", r)
		}
	}()
	qjsInitializeRuntime(rt)
	return rt, nil
}

// setField sets an unexported field of a qjs.Runtime, checking its type.
func setField(rt *qjs.Runtime, name string, value any) error {
	f := reflect.ValueOf(rt).Elem().FieldByName(name)
	v := reflect.ValueOf(value)
	if !f.IsValid() || !v.Type().AssignableTo(f.Type()) {
		return fmt.Errorf("wasm: qjs.Runtime has no field %s of type %s (qjs changed; see wasm/qjsfix.go)", name, v.Type())
	}
	reflect.NewAt(f.Type(), unsafe.Pointer(f.UnsafeAddr())).Elem().Set(v)
	return nil
}

// cachedModule hands out one reusable function per export name. It is used
// by one goroutine at a time (an instance is single-threaded), but calls nest
// (wasm calls a host function that calls wasm again), so each name keeps a
// free list of call engines rather than a single one.
//
// A call engine holds a stack allocated in Go (10 KiB, growing to the
// deepest call it made), so an idle instance keeps engines only for the
// export it calls on every tool call (earshot_op, see fastpath.go): trim
// lets the others go once qjs's Go API is done with them.
type cachedModule struct {
	api.Module
	fns map[string]*cachedFunction
}

// hotExport is the export whose call engines an idle instance keeps, and
// hotIdle how many (one, and one for a call nested in a host function).
const (
	hotExport = "earshot_op"
	hotIdle   = 2
)

func newCachedModule(m api.Module) *cachedModule {
	return &cachedModule{Module: m, fns: map[string]*cachedFunction{}}
}

func (m *cachedModule) ExportedFunction(name string) api.Function {
	if f, ok := m.fns[name]; ok {
		return f
	}
	export := name
	if name == "free" {
		// qjs's Go side frees what it wrote (code, bytecode) with
		// earshot_free, which zeroes it first as QuickJS's frees do
		// (earshot.c says why).
		export = "earshot_free"
	}
	f := m.Module.ExportedFunction(export)
	if f == nil {
		return nil
	}
	c := &cachedFunction{def: f.Definition(), module: m.Module, name: export, idle: []api.Function{f}}
	m.fns[name] = c
	return c
}

// trim lets go of the call engines no call is using, but for hot of the
// hot export's.
func (m *cachedModule) trim(hot int) {
	for name, f := range m.fns {
		keep := 0
		if name == hotExport {
			keep = hot
		}
		if len(f.idle) > keep {
			clear(f.idle[keep:])
			f.idle = f.idle[:keep]
		}
	}
}

type cachedFunction struct {
	// api.Function is nil: it is there for the interface's unexported
	// method; the others are cachedFunction's.
	api.Function
	def    api.FunctionDefinition
	module api.Module
	name   string
	idle   []api.Function
}

func (c *cachedFunction) Definition() api.FunctionDefinition { return c.def }

func (c *cachedFunction) take() api.Function {
	if n := len(c.idle); n > 0 {
		f := c.idle[n-1]
		c.idle[n-1] = nil
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
