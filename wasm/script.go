package wasm

import (
	"errors"
	"fmt"
	"strings"

	"github.com/fastschema/qjs"
)

// What the engine does with an instance, without qjs's types: qjs and
// wazero are this package's alone.

// HostFunction is a Go function JavaScript calls through a global. Its
// arguments are borrowed for the call (not to be freed or kept); it returns
// a value it made in the instance (NewString, NewText, NewArrayBuffer...),
// which JavaScript then owns, or an error, thrown in JavaScript as an
// Error with its message.
type HostFunction func(args []Value) (Value, error)

// JavaScript's undefined (for a HostFunction to return), true and false.
const (
	Undefined = Value(uint64(tagUndefined) << 32)
	True      = Value(uint64(tagBool)<<32 | 1)
	False     = Value(uint64(tagBool) << 32)
)

// SetHostFunction makes f the global function name: a native function
// that calls qjs's proxy with f's number (one call into the instance; qjs's
// own Context.SetFunc makes eight, and compiles a JavaScript wrapper).
func (i *Instance) SetHostFunction(name string, f HostFunction) error {
	if err := i.Err(); err != nil {
		return err
	}
	fnID, ctxID := i.bindHost(f)
	p, err := i.fast.cString(name)
	if err != nil {
		return err
	}
	r, err := i.fast.call1(fpSetHost, i.fast.ctx, uint64(p), fnID, ctxID)
	if rerr := i.fast.release(p); err == nil {
		err = rerr
	}
	if err != nil {
		return i.classify(err)
	}
	if int64(r) < 0 {
		return fmt.Errorf("wasm: making the host function %s", name)
	}
	return nil
}

// BindHostFunction is SetHostFunction for a fresh instance about to be
// restored from a snapshot of one that had f set as name (host functions
// bound in the order they were set): the function's JavaScript side is in
// the snapshot, so only its Go side is registered, under the numbers the
// snapshot's function carries — no call into the instance. A restore must
// follow: until then the global does not exist.
func (i *Instance) BindHostFunction(name string, f HostFunction) error {
	if err := i.Err(); err != nil {
		return err
	}
	i.bindHost(f)
	return nil
}

// bindHost registers f's Go side as SetHostFunction does, and returns the
// numbers: the function, then the context it is called in.
func (i *Instance) bindHost(f HostFunction) (fnID, ctxID uint64) {
	return i.registry.Register(i.hostProxy(f)), i.registry.Register(i.rt.Context())
}

// hostProxy is f as qjs calls it.
func (i *Instance) hostProxy(f HostFunction) qjs.Function {
	return func(this *qjs.This) (*qjs.Value, error) {
		raw := this.Args()
		defer func() {
			for _, a := range raw {
				a.Free()
			}
		}()
		args := make([]Value, len(raw))
		for j, a := range raw {
			args[j] = Value(a.Raw())
		}
		v, err := f(args)
		if err != nil {
			return nil, err
		}
		if v == Undefined {
			return nil, nil
		}
		return this.Context().NewValue(qjs.NewHandle(i.rt, uint64(v))), nil
	}
}

// Compile compiles code, a script or (module) an ES module, to bytecode
// without running it. A syntax error is a *ScriptError.
func (i *Instance) Compile(name, code string, module bool) ([]byte, error) {
	return i.compile(name, code, module, false)
}

func (i *Instance) compile(name, code string, module, strip bool) ([]byte, error) {
	if err := i.Err(); err != nil {
		return nil, err
	}
	bc, ok, err := i.fast.compile(name, code, module, strip)
	if err != nil {
		return nil, i.classify(err)
	}
	if !ok {
		_, err := i.checkValue(Value(uint64(tagException)<<32), nil)
		return nil, &ScriptError{err}
	}
	return bc, nil
}

// CompileBuiltin compiles a script as Compile does, to bytecode without
// its functions' source text (their toString says [native code]): for
// code every instance runs, such as earshot's prelude, whose source each
// instance would otherwise hold.
func (i *Instance) CompileBuiltin(name, code string) ([]byte, error) {
	return i.compile(name, code, false, true)
}

// RunScript runs a compiled script, and returns the global property it
// leaves (a value the instance keeps until it closes), or Undefined if
// global is "". It may run inside a host function, while the instance's
// JavaScript waits for it.
func (i *Instance) RunScript(name string, bytecode []byte, global string) (Value, error) {
	if err := i.Err(); err != nil {
		return 0, err
	}
	v, err := i.checkValue(i.fast.evalBytecode(name, bytecode, false))
	if err != nil {
		if IsScriptError(err) || errors.As(err, new(*JSError)) {
			return 0, &ScriptError{err}
		}
		return 0, err
	}
	i.Free(v)
	if global == "" {
		return Undefined, nil
	}
	var out Value
	err = i.do(func(c *qjs.Context) error {
		g := c.Global().GetPropertyStr(global)
		i.keep = append(i.keep, g)
		out = Value(g.Raw())
		return nil
	})
	return out, err
}

// Property returns v[name] (a value the instance keeps until it closes).
func (i *Instance) Property(v Value, name string) (Value, error) {
	var out Value
	err := i.do(func(c *qjs.Context) error {
		obj := c.NewValue(qjs.NewHandle(i.rt, uint64(v)))
		p := obj.GetPropertyStr(name)
		i.keep = append(i.keep, p)
		out = Value(p.Raw())
		return nil
	})
	return out, err
}

// LoadModule loads a compiled ES module under name, without evaluating it
// (import() of name does). Bytecode that does not load (another QuickJS
// build, damage) is a *ScriptError.
func (i *Instance) LoadModule(name string, bytecode []byte) error {
	if err := i.Err(); err != nil {
		return err
	}
	m, err := i.checkValue(i.fast.evalBytecode(name, bytecode, true))
	if err != nil {
		if errors.As(err, new(*JSError)) {
			return &ScriptError{err}
		}
		return err
	}
	i.Free(m)
	return nil
}

// ScriptError is an exception QuickJS raised compiling or running a script
// (a syntax error, bytecode it cannot load).
type ScriptError struct{ Err error }

func (e *ScriptError) Error() string { return e.Err.Error() }
func (e *ScriptError) Unwrap() error { return e.Err }

// IsOutOfMemory reports whether err is QuickJS running out of the
// instance's memory: ErrNoMemory, or the error QuickJS threw for it.
func IsOutOfMemory(err error) bool {
	if errors.Is(err, ErrNoMemory) {
		return true
	}
	var je *JSError
	return errors.As(err, &je) && strings.HasPrefix(je.Message, ErrNoMemory.Error())
}

// IsScriptError reports whether err is (or wraps) a *ScriptError.
func IsScriptError(err error) bool {
	var se *ScriptError
	return errors.As(err, &se)
}
