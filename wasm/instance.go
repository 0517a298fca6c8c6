package wasm

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/tetratelabs/wazero"
	"github.com/tetratelabs/wazero/api"
	"github.com/tetratelabs/wazero/experimental"

	earshot "github.com/earshot/extensions/api"
	"github.com/earshot/extensions/wasm/internal/guards"
)

// maxCallDepth caps how deep JavaScript calls may nest (0: no cap but the
// stack's). StackSize is what bounds recursion; see deeper for why wazero's
// own stack does not.
const maxCallDepth = 0

// Errors an instance reports when wasm execution ends abnormally. The
// instance is unusable after any of them.
var (
	// ErrStackOverflow: the JavaScript (or C) stack ran past its limit.
	ErrStackOverflow = errors.New("stack overflow: maximum call stack size exceeded")
	// ErrTrap: QuickJS hit a wasm trap (a bug in QuickJS or memory corruption).
	ErrTrap = errors.New("QuickJS crashed")
	// errClosed: the instance was closed.
	errClosed = errors.New("instance closed")
)

// InstanceConfig configures one QuickJS instance.
type InstanceConfig struct {
	// MemoryLimit caps the instance's linear memory in bytes. Allocation past
	// it is a JavaScript out-of-memory error. Zero means api.DefaultMemoryLimit
	// (of github.com/earshot/extensions/api, as every default here).
	MemoryLimit uint64
	// StackSize is the size of the C stack QuickJS runs on, taken from the
	// instance's memory: JavaScript recursion past it is a RangeError (about
	// 3,000 simple frames per MiB). Zero means api.DefaultStackSize, or an
	// eighth of MemoryLimit when that is less.
	StackSize uint32
	// Stdout and Stderr receive what QuickJS itself prints (uncaught error
	// dumps). Nil discards. They never default to the process's streams.
	Stdout, Stderr io.Writer
	// Runtime is the compiled QuickJS the instance runs in (required).
	Runtime *Runtime
	// Location is the time zone of Date's local time (nil: time.Local,
	// the process's).
	Location *time.Location
	// Globals are the Go functions the instance's JavaScript calls as
	// global functions, made in this order. A snapshot holds them as
	// they were made: the instance it is restored into must be made with
	// the same ones, in the same order.
	Globals []HostGlobal
	// WebAssembly, if not nil, makes the host side of the WebAssembly
	// global (the platform's lazy module webassembly.js calls it): a
	// global function made after Globals, whose guests run as modules of
	// their own with their memories in the instance's
	// (wasm/webassembly.Global; see Attacher).
	WebAssembly Attacher
}

// Instance is one QuickJS runtime in its own module instance, with its own
// linear memory, in its Runtime's wazero runtime: made, given JavaScript
// to run (Eval, Call, Compile, Run), its values read and made, killed and
// closed. What it holds as a whole — its memory, with QuickJS's whole
// state in it — is its Memory's to measure, trim, snapshot, restore and
// reset. It is single-threaded: only one goroutine may use it at a time.
// Kill may be called from any goroutine.
type Instance struct {
	mod        api.Module
	ctx        uint64 // QuickJS's JSContext, in the instance's memory
	host       *host
	kill       killState
	killSwitch api.MutableGlobal
	tick       api.MutableGlobal
	peak       atomic.Uint64
	pages      *pages         // its Runtime's
	linear     linearMemory   // its memory, as pages made it
	hosts      []HostFunction // the host functions, numbered from 1 (InstanceConfig.Globals)
	limit      uint64
	overflw    api.Global
	fast       *fastPath
	closeMu    sync.Mutex
	closed     bool
	// stackLo and stackHi bound the stack QuickJS runs on (moveStack);
	// between calls all of it is dead, and a snapshot leaves it out.
	stackLo, stackHi uint64
	// interruptAt is where QuickJS's interrupt state is in the instance's
	// memory (Interrupted); 0 if not known. interrupt is what
	// env.earshot_interrupted answers (Interrupt).
	interruptAt uint32
	interrupt   atomic.Bool
	// image is what the instance was restored from (Memory.RestoreImage), and
	// fresh its fast path as NewInstance left it: Memory.Reset goes back to
	// both.
	image *Image
	fresh fastPath
	mem   Memory
	// runtime is the Runtime it belongs to; attached, what it keeps
	// outside its memory (InstanceConfig.WebAssembly), nil for nothing.
	runtime  *Runtime
	attached Attachment
}

// NewInstance starts a QuickJS instance. ctx bounds only the start.
func NewInstance(ctx context.Context, cfg InstanceConfig) (*Instance, error) {
	if cfg.Runtime == nil {
		return nil, errors.New("wasm: InstanceConfig.Runtime is nil")
	}
	h, err := cfg.Runtime.prepared(ctx)
	if err != nil {
		return nil, err
	}
	if cfg.MemoryLimit == 0 {
		cfg.MemoryLimit = earshot.DefaultMemoryLimit
	}
	if cfg.MemoryLimit < earshot.MinMemoryLimit {
		return nil, fmt.Errorf("wasm: memory limit %d bytes is below the minimum of %d", cfg.MemoryLimit, earshot.MinMemoryLimit)
	}
	if cfg.StackSize == 0 {
		cfg.StackSize = min(earshot.DefaultStackSize, uint32(cfg.MemoryLimit/8))
	}
	if uint64(cfg.StackSize) >= cfg.MemoryLimit/2 {
		return nil, fmt.Errorf("wasm: stack size %d bytes must be less than half the memory limit", cfg.StackSize)
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	inst := &Instance{limit: cfg.MemoryLimit, host: h, pages: cfg.Runtime.pages, runtime: cfg.Runtime}
	inst.mem.i = inst
	base := experimental.WithMemoryAllocator(context.Background(),
		memoryAllocator{pages: inst.pages, limit: cfg.MemoryLimit, peak: &inst.peak, made: &inst.linear})
	stdout, stderr := cfg.Stdout, cfg.Stderr
	if stdout == nil {
		stdout = discard{}
	}
	if stderr == nil {
		stderr = discard{}
	}
	mod, err := h.rt.InstantiateModule(base, h.compiled, wazero.NewModuleConfig().
		WithName("").         // anonymous: one module per instance
		WithStartFunctions(). // qjs's _start and initialize are not ours to run
		WithSysWalltime().
		WithSysNanotime().
		WithSysNanosleep().
		WithStdout(stdout).
		WithStderr(stderr))
	if err != nil {
		return nil, fmt.Errorf("wasm: instantiating QuickJS within %d bytes of memory: %w", cfg.MemoryLimit, err)
	}
	inst.mod = mod
	h.instances.Store(mod, inst)
	if cfg.Location != nil && cfg.Location != time.Local {
		h.zones.Store(mod, cfg.Location)
	}
	fail := func(err error) (*Instance, error) {
		inst.Close()
		return nil, err
	}
	// qjs's glue makes QuickJS's runtime (no limits of its own: the
	// allocator is the memory limit, and the guards the stack's and the
	// time's) and its context.
	qrt, err := callExport(base, mod, "New_QJS", 0, 0, 0, 0)
	if err == nil && qrt == 0 {
		err = errors.New("out of memory")
	}
	if err == nil {
		inst.ctx, err = callExport(base, mod, "QJS_GetContext", qrt)
	}
	if err != nil {
		return fail(fmt.Errorf("wasm: starting QuickJS: %w", err))
	}
	if err := inst.moveStack(base, cfg.StackSize); err != nil {
		return fail(err)
	}
	if inst.fast, err = newFastPath(mod, base, inst.ctx); err != nil {
		return fail(fmt.Errorf("wasm: %w", err))
	}
	for _, g := range cfg.Globals {
		if err := inst.setHostFunction(g.Name, g.Func); err != nil {
			return fail(err)
		}
	}
	if cfg.WebAssembly != nil {
		if err := inst.attach(cfg.WebAssembly); err != nil {
			return fail(err)
		}
	}
	inst.fresh = *inst.fast
	if at, err := inst.fast.call1(fpInterruptFlag); err == nil {
		inst.interruptAt = uint32(at)
	}
	return inst, nil
}

// callExport calls the export name of mod once, with args, and returns its
// result (0 if it has none). For calls made once in an instance's life:
// each makes a call engine, which the fast path keeps for its calls.
func callExport(ctx context.Context, mod api.Module, name string, args ...uint64) (uint64, error) {
	f := mod.ExportedFunction(name)
	if f == nil {
		return 0, fmt.Errorf("%w: %s", errFastPath, name)
	}
	r, err := f.Call(ctx, args...)
	if err != nil || len(r) == 0 {
		return 0, err
	}
	return r[0], nil
}

// moveStack gives QuickJS a stack of size bytes allocated from its own heap,
// and arms the stack guard at its bottom (see guards.Add).
func (i *Instance) moveStack(ctx context.Context, size uint32) error {
	sp, _ := i.mod.ExportedGlobal(guards.ExportStackPointer).(api.MutableGlobal)
	limit, _ := i.mod.ExportedGlobal(guards.ExportStackLimit).(api.MutableGlobal)
	i.overflw = i.mod.ExportedGlobal(guards.ExportOverflowed)
	i.killSwitch, _ = i.mod.ExportedGlobal(guards.ExportKill).(api.MutableGlobal)
	i.tick, _ = i.mod.ExportedGlobal(guards.ExportTick).(api.MutableGlobal)
	if sp == nil || limit == nil || i.overflw == nil || i.killSwitch == nil || i.tick == nil {
		return errors.New("wasm: QuickJS module lacks the guard exports")
	}
	bottom, err := callExport(ctx, i.mod, "malloc", uint64(size))
	if err == nil && bottom == 0 {
		err = errors.New("out of memory")
	}
	if err != nil {
		return fmt.Errorf("wasm: allocating a %d-byte stack: %w", size, err)
	}
	top := (bottom + uint64(size)) &^ 15
	i.stackLo, i.stackHi = bottom, top
	sp.Set(top)
	limit.Set(bottom + 64)
	// QuickJS's own check throws a RangeError well before the guard: it
	// leaves a margin for C code that runs between two checks.
	margin := min(uint64(size)/4, 128<<10)
	if _, err := callExport(ctx, i.mod, "earshot_set_stack", i.ctx, uint64(size)-margin, maxCallDepth); err != nil {
		return fmt.Errorf("wasm: arming the stack check: %w", err)
	}
	return nil
}

// Kill stops the instance: wasm code running now traps at its next loop
// iteration (at the latest after one tick period), and every later call
// fails with cause. Safe from any goroutine.
func (i *Instance) Kill(cause error) {
	if i.kill.kill(cause) && i.killSwitch != nil {
		// Both are read by the running wasm code (see guards.Add) and never
		// read from Go, so these writes cannot race with a Go read.
		i.killSwitch.Set(1)
		i.tick.Set(1)
	}
	if i.attached != nil {
		i.attached.Kill()
	}
}

// Err reports why the instance can no longer be used, or nil.
func (i *Instance) Err() error {
	if err := i.kill.Err(); err != nil {
		return err
	}
	if i.overflowed() {
		return ErrStackOverflow
	}
	if i.isClosed() {
		return errClosed
	}
	return nil
}

func (i *Instance) isClosed() bool {
	i.closeMu.Lock()
	defer i.closeMu.Unlock()
	return i.closed
}

func (i *Instance) overflowed() bool { return i.overflw != nil && i.overflw.Get() != 0 }

// classify turns what ended a call into the instance abnormally (a trap,
// a kill, a panic in a host function) into the error that says why, and
// marks the instance dead: a trap leaves QuickJS in an unknown state.
func (i *Instance) classify(r any) error {
	if err := i.kill.Err(); err != nil {
		return err
	}
	if i.overflowed() {
		return ErrStackOverflow
	}
	msg := fmt.Sprint(r)
	if j := strings.Index(msg, "\nstack:"); j >= 0 {
		msg = msg[:j]
	}
	if j := strings.Index(msg, "\n"); j >= 0 {
		msg = msg[:j]
	}
	// A trap leaves QuickJS in an unknown state: mark it dead.
	i.kill.kill(fmt.Errorf("%w: %s", ErrTrap, msg))
	return i.kill.Err()
}

// Close releases the instance: its module, with its memory and QuickJS's
// state in it. It is safe to call more than once and after Kill.
func (i *Instance) Close() error {
	i.closeMu.Lock()
	defer i.closeMu.Unlock()
	if i.closed {
		return nil
	}
	i.closed = true
	if i.attached != nil {
		i.attached.Close() // its memories are in the instance's
	}
	if i.mod != nil {
		// The module's memory goes, and QuickJS's state with it: nothing
		// in it holds anything outside (no finalizer calls the host), so
		// QuickJS's runtime is not freed object by object first. That
		// walked the whole heap, and zeroed what it freed, on every exit
		// of the CLI after a call.
		_ = i.mod.Close(context.Background())
		i.host.instances.Delete(i.mod)
		i.host.zones.Delete(i.mod)
	}
	i.kill.kill(errClosed)
	return nil
}

// killState records why an instance was stopped.
type killState struct {
	cause atomic.Pointer[error]
}

// kill records cause; it reports whether this was the first kill.
func (k *killState) kill(cause error) bool {
	if cause == nil {
		cause = context.Canceled
	}
	return k.cause.CompareAndSwap(nil, &cause)
}

// Err returns the kill cause, or nil.
func (k *killState) Err() error {
	if p := k.cause.Load(); p != nil {
		return *p
	}
	return nil
}

// jsError is an exception thrown by JavaScript code run with Eval or Call.
type jsError struct {
	// Message is the exception as text: "Name: message" and the stack.
	Message string
}

func (e *jsError) Error() string { return e.Message }

// Eval runs code as a strict global script and then every job it queued
// (promise reactions, until none is left). The result must be released with
// Free. A JavaScript exception is a *jsError; any other error means the
// instance is dead (see Err).
func (i *Instance) Eval(code []byte) (Value, error) {
	if err := i.Err(); err != nil {
		return 0, err
	}
	v, err := i.fast.evalScript(code)
	return i.checkValue(v, err)
}

// Call calls the function fn with this and args, all raw values. The result
// must be released with Free.
func (i *Instance) Call(fn, this Value, args ...Value) (Value, error) {
	if err := i.Err(); err != nil {
		return 0, err
	}
	v, err := i.fast.callFunction(false, fn, this, args...)
	return i.checkValue(v, err)
}

// CallJobs is Call followed by running every job the call left pending
// (promise reactions), as Eval does after a script: one crossing where
// evaluating a script that makes the call would compile it first.
func (i *Instance) CallJobs(fn, this Value, args ...Value) (Value, error) {
	if err := i.Err(); err != nil {
		return 0, err
	}
	v, err := i.fast.callFunction(true, fn, this, args...)
	return i.checkValue(v, err)
}

// Int is the JavaScript number n.
func Int(n int32) Value { return Value(uint32(n)) }

// String converts v to a string.
func (i *Instance) String(v Value) (string, error) {
	if err := i.Err(); err != nil {
		return "", err
	}
	s, err := i.fast.readString(v)
	if err != nil {
		return "", i.classify(err)
	}
	return s, nil
}

// Free releases v.
func (i *Instance) Free(v Value) {
	if i.Err() == nil {
		if err := i.fast.freeValue(v); err != nil {
			_ = i.classify(err)
		}
	}
}

func (i *Instance) checkValue(v Value, err error) (Value, error) {
	if errors.Is(err, ErrNoMemory) {
		return 0, err
	}
	if err != nil {
		return 0, i.classify(err)
	}
	if v.isException() {
		msg, err := i.exception()
		if err != nil {
			return 0, i.classify(err)
		}
		return 0, &jsError{Message: msg}
	}
	return v, nil
}

// exception takes the pending exception and returns it as text: the value
// as a string, and its stack on the lines after when it has one.
func (i *Instance) exception() (string, error) {
	exc, err := callExport(i.fast.kill, i.mod, "JS_GetException", i.ctx)
	if err != nil {
		return "", err
	}
	defer i.fast.freeValue(Value(exc))
	msg, err := i.fast.readString(Value(exc))
	if err != nil {
		// Its conversion threw (an object whose toString throws): that
		// exception is dropped.
		if e, gerr := callExport(i.fast.kill, i.mod, "JS_GetException", i.ctx); gerr == nil {
			i.fast.freeValue(Value(e))
		}
		msg = "exception (not convertible to a string)"
	}
	if !Value(exc).IsObject() {
		return msg, nil
	}
	stack, err := i.property(Value(exc), "stack")
	if err != nil {
		return "", err
	}
	defer i.fast.freeValue(stack)
	if stack.isUndefined() {
		return msg, nil
	}
	if s, err := i.fast.readString(stack); err == nil {
		if strings.HasPrefix(s, msg+"\n") {
			// A stack in V8's form starts with the error itself.
			msg = s
		} else {
			msg += "\n" + s
		}
	}
	return msg, nil
}

// property returns v[name], to be freed.
func (i *Instance) property(v Value, name string) (Value, error) {
	p, err := i.fast.cString(name)
	if err != nil {
		return 0, err
	}
	r, err := callExport(i.fast.kill, i.mod, "JS_GetPropertyStr", i.ctx, uint64(v), uint64(p))
	if rerr := i.fast.release(p); err == nil {
		err = rerr
	}
	return Value(r), err
}

// NewString makes a JavaScript string of s (which may hold NUL bytes).
// The result must be released with Free, or handed to QuickJS (returned
// from a host function).
func (i *Instance) NewString(s string) (Value, error) {
	if err := i.Err(); err != nil {
		return 0, err
	}
	v, err := i.fast.newTextValue(s)
	return i.checkValue(v, err)
}

// View returns the bytes of v (an ArrayBuffer, a typed array or a
// DataView) where they are in the instance's memory, without copying; ok
// is false if v holds no bytes. The slice is valid only until JavaScript
// runs again: use it and let go of it before returning to the instance.
func (i *Instance) View(v Value) ([]byte, bool, error) {
	if err := i.Err(); err != nil {
		return nil, false, err
	}
	b, ok, err := i.fast.bufferView(v)
	if err != nil {
		return nil, false, i.classify(err)
	}
	return b, ok, nil
}

// NewArrayBuffer makes an ArrayBuffer of up to n bytes that fill writes
// in place (no copy on the way): fill gets n bytes of the instance's
// memory, valid only while it runs, and returns how many it wrote. fill is
// called exactly once, with nil when the memory could not be had; its
// error (fillErr) means no ArrayBuffer was made.
func (i *Instance) NewArrayBuffer(n int, fill func([]byte) (int, error)) (v Value, err, fillErr error) {
	if err := i.Err(); err != nil {
		_, ferr := fill(nil)
		return 0, err, ferr
	}
	if n < 0 || n > math.MaxUint32 {
		_, ferr := fill(nil)
		return 0, ErrNoMemory, ferr
	}
	v, err, fillErr = i.fast.newBufferFilled(uint32(n), fill)
	if fillErr != nil {
		return 0, nil, fillErr
	}
	v, err = i.checkValue(v, err)
	return v, err, nil
}
