package wasm

import (
	"errors"
	"fmt"
	"math"
	"strings"
)

// What the engine does with an instance, without qjs's types: qjs and
// wazero are this package's alone.

// HostFunction is a Go function JavaScript calls through a global. Its
// arguments are borrowed for the call (not to be freed or kept); it returns
// a value it made in the instance (NewString, NewArrayBuffer...), which
// JavaScript then owns, or an error, thrown in JavaScript as an Error with
// its message.
type HostFunction func(args []Value) (Value, error)

// HostGlobal makes Func the global function Name of an instance
// (InstanceConfig.Globals).
type HostGlobal struct {
	Name string
	Func HostFunction
}

// JavaScript's undefined (for a HostFunction to return), null, true and
// false.
const (
	Undefined = Value(uint64(tagUndefined) << 32)
	Null      = Value(uint64(tagNull) << 32)
	True      = Value(uint64(tagBool)<<32 | 1)
	False     = Value(uint64(tagBool) << 32)
)

// Number is the JavaScript number f.
func Number(f float64) Value {
	if n := int32(f); float64(n) == f && !(f == 0 && math.Signbit(f)) {
		return Int(n)
	}
	bits := math.Float64bits(f)
	if f != f {
		bits = 0x7ff8000000000000 // QuickJS's one NaN
	}
	// NaN-boxed (wasm32 QuickJS): the bits, less the addend that keeps
	// every tag's values apart from doubles.
	return Value(bits - float64TagAddend<<32)
}

// setHostFunction makes f the global function name: a native function
// that calls f through the env.earshot_host import with its arguments as
// they are (one call into the instance to make it; qjs's own
// Context.SetFunc makes eight, compiles a JavaScript wrapper, and its proxy
// copies and frees every argument of every call).
func (i *Instance) setHostFunction(name string, f HostFunction) error {
	fn := i.bindHost(f)
	p, err := i.fast.cString(name)
	if err != nil {
		return err
	}
	r, err := i.fast.call1(fpSetHost, i.fast.ctx, uint64(p), fn, 0)
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

// bindHost numbers f, in the order host functions are set.
func (i *Instance) bindHost(f HostFunction) uint64 {
	i.hosts = append(i.hosts, f)
	return uint64(len(i.hosts))
}

// callHost runs host function fn for env.earshot_host, with the argc
// arguments at argv, and returns what it made, or JS_EXCEPTION with an
// Error thrown. A panic in it is its failure; if the instance can no
// longer throw (it was killed meanwhile), the panic goes on, and the call
// into the instance that led here fails with it.
func (i *Instance) callHost(fn, argc, argv uint32) (v Value) {
	defer func() {
		if r := recover(); r != nil {
			v = i.throw(fmt.Errorf("internal error in a host function: %v", r))
		}
	}()
	if fn == 0 || int(fn) > len(i.hosts) {
		return i.throw(fmt.Errorf("wasm: no host function %d", fn))
	}
	var buf [4]Value
	args := buf[:0]
	if argc > uint32(len(buf)) {
		args = make([]Value, 0, argc)
	}
	mem := i.mod.Memory()
	for k := range argc {
		a, ok := mem.ReadUint64Le(argv + k*8)
		if !ok {
			return i.throw(errors.New("wasm: host function arguments out of bounds"))
		}
		args = append(args, Value(a))
	}
	r, err := i.hosts[fn-1](args)
	if err != nil {
		return i.throw(err)
	}
	return r
}

// throw throws an Error with err's message in the instance and returns
// JS_EXCEPTION (for a host function to return). It panics when the
// instance cannot throw: a host function's call then fails.
func (i *Instance) throw(err error) Value {
	if k := i.kill.Err(); k != nil {
		panic(k) // a killed instance throws nothing: the call into it ends
	}
	v, terr := i.fast.throwError(err.Error())
	if terr != nil {
		panic(terr)
	}
	return v
}

// Kind is what a piece of JavaScript is to QuickJS.
type Kind int

const (
	// Script is a strict global script.
	Script Kind = iota
	// Module is an ES module.
	Module
)

// Compile compiles code, named name in stack traces, to bytecode without
// running it. A syntax error is a *scriptError.
func (i *Instance) Compile(name, code string, kind Kind) ([]byte, error) {
	return i.compile(name, code, kind, false)
}

// compile is Compile, without the functions' source text if strip.
func (i *Instance) compile(name, code string, kind Kind, strip bool) ([]byte, error) {
	if err := i.Err(); err != nil {
		return nil, err
	}
	bc, ok, err := i.fast.compile(name, code, kind == Module, strip)
	if err != nil {
		return nil, i.classify(err)
	}
	if !ok {
		_, err := i.checkValue(Value(uint64(tagException)<<32), nil)
		return nil, &scriptError{err}
	}
	return bc, nil
}

// Run runs compiled code: a script — and then every job it queued, as
// Eval does — or a module, which is loaded under name without being
// evaluated (import() of name evaluates it). It may run inside a host
// function, while the instance's JavaScript waits for it. A script that
// throws, or bytecode that does not load (another QuickJS build, damage),
// is a *scriptError.
func (i *Instance) Run(name string, bytecode []byte, kind Kind) error {
	if err := i.Err(); err != nil {
		return err
	}
	v, err := i.checkValue(i.fast.evalBytecode(name, bytecode, kind == Module))
	if err != nil {
		if IsScriptError(err) || errors.As(err, new(*jsError)) {
			return &scriptError{err}
		}
		return err
	}
	i.Free(v)
	return nil
}

// Property returns v[name] (a value the instance keeps until it closes).
func (i *Instance) Property(v Value, name string) (Value, error) {
	if err := i.Err(); err != nil {
		return 0, err
	}
	p, err := i.property(v, name)
	if err != nil {
		return 0, i.classify(err)
	}
	return p, nil
}

// scriptError is an exception QuickJS raised compiling or running a script
// (a syntax error, bytecode it cannot load).
type scriptError struct{ Err error }

func (e *scriptError) Error() string { return e.Err.Error() }
func (e *scriptError) Unwrap() error { return e.Err }

// IsOutOfMemory reports whether err is QuickJS running out of the
// instance's memory: ErrNoMemory, or the error QuickJS threw for it.
func IsOutOfMemory(err error) bool {
	if errors.Is(err, ErrNoMemory) {
		return true
	}
	var je *jsError
	return errors.As(err, &je) && strings.HasPrefix(je.Message, ErrNoMemory.Error())
}

// IsScriptError reports whether err is (or wraps) a *scriptError.
func IsScriptError(err error) bool {
	var se *scriptError
	return errors.As(err, &se)
}
