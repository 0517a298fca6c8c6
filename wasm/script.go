package wasm

import (
	"errors"

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

// SetHostFunction makes f the global function name.
func (i *Instance) SetHostFunction(name string, f HostFunction) error {
	return i.do(func(c *qjs.Context) error {
		c.SetFunc(name, func(this *qjs.This) (*qjs.Value, error) {
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
		})
		return nil
	})
}

// Compile compiles code, a script or (module) an ES module, to bytecode
// without running it. A syntax error is a *ScriptError.
func (i *Instance) Compile(name, code string, module bool) ([]byte, error) {
	var bc []byte
	err := i.do(func(c *qjs.Context) error {
		opts := []qjs.EvalOptionFunc{qjs.Code(code)}
		if module {
			opts = append(opts, qjs.TypeModule())
		}
		b, err := c.Compile(name, opts...)
		if err != nil {
			return &ScriptError{err}
		}
		bc = b
		return nil
	})
	return bc, err
}

// RunScript runs a compiled script, and returns the global property it
// leaves (a value the instance keeps until it closes).
func (i *Instance) RunScript(name string, bytecode []byte, global string) (Value, error) {
	var out Value
	err := i.do(func(c *qjs.Context) error {
		v, err := c.Eval(name, qjs.Bytecode(bytecode))
		if err != nil {
			return &ScriptError{err}
		}
		v.Free()
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
	return i.do(func(c *qjs.Context) error {
		m, err := c.Load(name, qjs.Bytecode(bytecode))
		if err != nil {
			return &ScriptError{err}
		}
		m.Free()
		return nil
	})
}

// ScriptError is an exception QuickJS raised compiling or running a script
// (a syntax error, bytecode it cannot load).
type ScriptError struct{ Err error }

func (e *ScriptError) Error() string { return e.Err.Error() }
func (e *ScriptError) Unwrap() error { return e.Err }

// IsScriptError reports whether err is (or wraps) a *ScriptError.
func IsScriptError(err error) bool {
	var se *ScriptError
	return errors.As(err, &se)
}
