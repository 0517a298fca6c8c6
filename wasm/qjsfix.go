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
type cachedModule struct {
	api.Module
	fns map[string]*cachedFunction
}

func newCachedModule(m api.Module) *cachedModule {
	return &cachedModule{Module: m, fns: map[string]*cachedFunction{}}
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
