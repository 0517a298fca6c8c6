package engine

import (
	"context"
	"errors"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/earshot/extensions/api"
	"github.com/earshot/extensions/wasm"
)

// maxLogText caps one console entry.
const maxLogText = 64 << 10

// Extension is a loaded extension. Its methods are safe for concurrent use;
// calls into it run one at a time, in the order they acquire it.
type Extension struct {
	cfg   Config
	src   Source
	tools []compiledTool
	index map[string]int

	sem   chan struct{} // holds the right to use vm
	calls atomic.Int32  // calls made and not yet answered
	vm    *vm
	// doing is what starting an instance is doing, for a call whose time
	// runs out meanwhile to say what it waited for; with sem held.
	doing string
	// unsnapped is set while the instance Load evaluated is as its
	// evaluation left it and has no snapshot yet (Config.SnapshotLater);
	// with sem held.
	unsnapped bool
	// used is set once a call has used an instance (its module state is
	// then the calls', which Release must not throw away); with sem held.
	used bool
	// spare is a stopped vm restored from the extension's image, kept
	// (its host side closed) for the next start to reset rather than make
	// a new one; with sem held, like vm.
	spare  *vm
	closed bool

	mapper *stackMapper

	// idle fires IdleAfter after the instance was last given back, to let
	// go of what only calls need; armed and stopped with sem held.
	idle      *time.Timer
	idleAfter time.Duration // IdleAfter (tests shorten it)
	// inUse is set from when the instance is given back after a call (or
	// Load started it) until its idle trim; with sem held (see
	// giveBackGoMemory).
	inUse bool

	statsMu     sync.Mutex
	snap        []byte // the snapshot taken after the last evaluation, or read from Source
	releaseSnap func() // unmaps snap when it was mapped from a file
	// image is the snapshot made ready to restore by mapping (wasm.Image),
	// kept while the extension may restart; nil until the first restore.
	image    *wasm.Image
	restored int  // instances started from a snapshot
	released bool // Release stopped the instance (its next start is not a restart)
	// unsnapshotted says why the last evaluation was not snapshotted (what
	// it learnt of the world), as Stats.NoSnapshot.
	unsnapshotted string
	restarts      int
	started       bool // an instance was started at least once
	current       *vm
}

// Load evaluates src in a new QuickJS instance and checks its default export
// against the contract. The error is an *api.Error in the load or validate
// phase. ctx bounds the load together with Limits.BuildTimeout (building
// the module) and Limits.LoadTimeout (evaluating it).
func Load(ctx context.Context, cfg Config, src Source) (*Extension, error) {
	x := newExtension(cfg, src)
	x.unsnapped = cfg.Snapshots && cfg.SnapshotLater // start leaves it to the first use
	v, tools, err := x.start(ctx)
	if err != nil {
		return nil, err
	}
	x.setVM(v)
	x.armIdle()
	x.started = true
	x.tools = tools
	x.index = make(map[string]int, len(tools))
	for i, t := range tools {
		x.index[t.Name] = i
	}
	return x, nil
}

// Name is the extension's name.
func (x *Extension) Name() string { return x.src.Name }

// Tools returns the extension's tools in the order it declares them.
func (x *Extension) Tools() []Tool {
	out := make([]Tool, len(x.tools))
	for i, t := range x.tools {
		out[i] = t.Tool
	}
	return out
}

// Stats describe an extension's instance.
type Stats struct {
	// Restarts counts how many times the instance was replaced after it
	// had to be stopped (timeout while busy, stack overflow, out of memory).
	Restarts int
	// Running reports whether an instance exists now (one is started on
	// the next call otherwise).
	Running bool
	// MemoryPeak is the largest size the current instance's memory has had;
	// MemoryLimit its cap.
	MemoryPeak, MemoryLimit uint64
	// MemoryResident is how much of the current instance's memory is in RAM
	// (on Linux; elsewhere its size): what an idle instance gives back
	// after IdleAfter shows here.
	MemoryResident uint64
	// Restored counts the instances started from a snapshot instead of by
	// evaluating the module.
	Restored int
	// NoSnapshot says why the module's last evaluation was not
	// snapshotted because of what it learnt of the world as it loaded
	// ("its module read files as it loaded"): such a module is evaluated
	// at every start, as under Node. "" otherwise.
	NoSnapshot string
}

// Stats returns the extension's statistics. Safe during calls.
func (x *Extension) Stats() Stats {
	x.statsMu.Lock()
	defer x.statsMu.Unlock()
	st := Stats{Restarts: x.restarts, MemoryLimit: x.cfg.Limits.MemoryLimit, Restored: x.restored, NoSnapshot: x.unsnapshotted}
	if x.current != nil {
		st.Running = true
		st.MemoryPeak = x.current.inst.Memory().Peak()
		st.MemoryResident = x.current.inst.Memory().Resident()
	}
	return st
}

// setVM records the instance in use (x.vm is only touched with sem held;
// current mirrors it for Stats).
func (x *Extension) setVM(v *vm) {
	x.vm = v
	x.statsMu.Lock()
	x.current = v
	x.statsMu.Unlock()
}

func (x *Extension) loadErr(err error) *api.Error {
	return &api.Error{Extension: x.src.Name, Phase: api.PhaseLoad, File: x.src.File, Err: err}
}

// start creates an instance, evaluates the module and validates it:
// building the module (its bundle read or made, compiled to bytecode unless
// its bytecode is known, loaded into the instance) under BuildTimeout, and
// evaluating it under LoadTimeout. Neither includes compiling QuickJS,
// which happens once per process and is not the extension's doing.
func (x *Extension) start(ctx context.Context) (*vm, []compiledTool, error) {
	if x.cfg.Runtime == nil {
		return nil, nil, x.loadErr(errors.New("engine: Config.Runtime is nil"))
	}
	x.doing = "compiling QuickJS (once per process)"
	if err := x.cfg.Runtime.Prepare(ctx); err != nil {
		return nil, nil, x.loadErr(err)
	}
	x.doing = "restoring its instance from its snapshot"
	rctx, rcancel := x.loadContext(ctx)
	v, tools := x.restore(rctx)
	rcancel()
	if v != nil {
		return v, tools, nil
	}
	v, err := x.build(ctx)
	if err != nil {
		return nil, nil, x.loadErr(err)
	}
	ctx, cancel := x.loadContext(ctx)
	defer cancel()
	x.doing = "evaluating its module"
	v.plat.WatchWorld() // what the module learns of the world decides its snapshot
	// When the load time runs out, the JavaScript is interrupted where it
	// is, so that the failure can say where (it is killed after, as
	// ever).
	stopInterrupt := context.AfterFunc(ctx, v.inst.Memory().Interrupt)
	raw, err := v.run(ctx, v.script(taskScript("load", x.moduleName())))
	stopInterrupt()
	// What the time ran out on, and where the module was then.
	ranOut := func() error {
		var tc timeout
		if errors.As(context.Cause(ctx), &tc) && tc.kind == api.LimitLoadTimeout {
			tc.running = x.runningAt(v.inst)
			return tc
		}
		return context.Cause(ctx)
	}
	if err != nil {
		if ctx.Err() != nil {
			err = ranOut()
		}
		v.close()
		return nil, nil, x.loadErr(x.describeFailure(err, "loading"))
	}
	o, err := decodeOutcome(raw, kindModule, x.mapper.Map)
	if err == nil {
		err = o.failure(loading, func() error { return x.describeFailure(ranOut(), "loading") })
		if o.kind == kindThrow && isOutOfMemory(err) {
			err = outOfMemory{thrown{&o.desc}, x.cfg.Limits.MemoryLimit, "the module ran out of memory while loading"}
		}
	}
	if err != nil {
		v.close()
		return nil, nil, x.loadErr(err)
	}
	tools, err = validate(ctx, x.src.Name, x.src.File, o.module)
	if err != nil {
		v.close()
		return nil, nil, err
	}
	if !x.unsnapped {
		x.takeSnapshot(v, tools)
	}
	return v, tools, nil
}

// runningAt is where the evaluation in inst was when the load time ran out
// and it was interrupted (wasm.Memory.Interrupted), mapped to the
// extension's files: its top frame of theirs ("busy (spin.ts:4:12)"), or
// "".
func (x *Extension) runningAt(inst *wasm.Instance) string {
	for _, line := range strings.Split(x.mapper.Map(inst.Memory().Interrupted()), "\n") {
		if at, ok := strings.CutPrefix(strings.TrimSpace(line), "at "); ok && !strings.Contains(at, "earshot:") {
			return at
		}
	}
	return ""
}

// loadContext is ctx bounded by the load time limit.
func (x *Extension) loadContext(ctx context.Context) (context.Context, context.CancelFunc) {
	return context.WithTimeoutCause(ctx, x.cfg.Limits.LoadTimeout, timeout{kind: api.LimitLoadTimeout, limit: x.cfg.Limits.LoadTimeout, what: "loading"})
}

func newExtension(cfg Config, src Source) *Extension {
	// The one place the engine fills in default limits (for an embedder
	// that left them zero; the root has done it already).
	cfg.Limits = cfg.Limits.WithDefaults()
	x := &Extension{cfg: cfg, src: src, sem: make(chan struct{}, 1), idleAfter: IdleAfter}
	// The source map is read when a stack is first mapped (an instance
	// restored from a snapshot has not read its bundle), and let go when
	// the extension is idle (shed).
	x.mapper = newStackMapper(x.moduleName(), func() (string, error) {
		x.statsMu.Lock()
		sm, again := x.src.SourceMap, x.src.Bundle
		x.statsMu.Unlock()
		if sm != "" || again == nil {
			return sm, nil
		}
		b, err := again()
		return b.SourceMap, err
	})
	return x
}

func (x *Extension) logFunc() func(api.Level, string) {
	if x.cfg.Log == nil {
		return nil
	}
	name := x.src.Name
	return func(l api.Level, text string) {
		text = x.mapper.Map(text)
		if len(text) > maxLogText {
			text = text[:maxLogText] + "… [truncated]"
		}
		x.cfg.Log(api.Log{Extension: name, Level: l, Text: text, Time: time.Now()})
	}
}

// acquire takes the right to use the instance, starting a new one if the
// last had to be stopped.
func (x *Extension) acquire(ctx context.Context) (*vm, error) {
	select {
	case x.sem <- struct{}{}:
	case <-ctx.Done():
		return nil, context.Cause(ctx)
	}
	if x.closed {
		<-x.sem
		return nil, errors.New("the extension was closed")
	}
	if err := context.Cause(ctx); err != nil {
		// Both were ready and select chose the semaphore.
		<-x.sem
		return nil, err
	}
	x.used = true
	if x.vm != nil && x.vm.dead() == nil {
		if x.unsnapped {
			// Its first use: the instance is still as its evaluation
			// left it, for the last time.
			x.unsnapped = false
			x.takeSnapshot(x.vm, x.tools)
		}
		return x.vm, nil
	}
	x.unsnapped = false
	if x.vm != nil {
		x.stop(x.vm)
		x.setVM(nil)
	}
	v, tools, err := x.start(ctx)
	if err != nil {
		doing := x.doing // read while the semaphore is held: the next start writes it
		<-x.sem
		return nil, startFailure{doing, err}
	}
	if !sameTools(tools, x.tools) {
		v.close()
		<-x.sem
		return nil, errToolsChanged
	}
	x.setVM(v)
	x.statsMu.Lock()
	if x.started && !x.released {
		x.restarts++
	}
	x.started, x.released = true, false
	x.statsMu.Unlock()
	return v, nil
}

// release gives the instance back, stopping it if it must not be reused.
func (x *Extension) release(v *vm, restart bool) {
	if restart || v.dead() != nil {
		x.stop(v)
		if x.vm == v {
			x.setVM(nil)
		}
	} else {
		x.armIdle()
	}
	<-x.sem
}

// IdleAfter is how long an instance stays unused before it gives back
// what only calls needed: the pages of its memory that hold nothing once
// its garbage is collected — a big buffer a call dropped, the stack a deep
// call used — and its call engines, whose Go stacks have grown to ~50 KiB
// by the first call (wasm.Memory.Trim). The next call takes them again, in
// microseconds; an agent's calls come seconds apart, while the instance
// waits for the model.
const IdleAfter = time.Second

// armIdle (re)starts the idle timer; sem is held.
func (x *Extension) armIdle() {
	x.markInUse()
	if x.idle == nil {
		x.idle = time.AfterFunc(x.idleAfter, x.idleNow)
		return
	}
	x.idle.Reset(x.idleAfter)
}

// idleNow trims the idle instance, unless a call has it (its release
// arms the timer again).
func (x *Extension) idleNow() {
	select {
	case x.sem <- struct{}{}:
	default:
		return
	}
	defer func() { <-x.sem }()
	if !x.closed && x.vm != nil && x.vm.dead() == nil {
		// A failure kills the instance; the next call starts another.
		_, _ = x.vm.inst.Memory().Trim()
	}
	if !x.closed {
		x.markIdle(x.shed())
	}
}

// stop stops v: what it started on the host goes at once; an instance
// restored from the extension's image is kept as the spare, for the next
// start to reset. sem is held.
func (x *Extension) stop(v *vm) {
	x.statsMu.Lock()
	keep := v.image != nil && v.image == x.image && !x.closed && v.inst.Memory().Resettable(v.image)
	x.statsMu.Unlock()
	if !keep {
		v.close()
		return
	}
	v.plat.Close()
	if x.spare != nil && x.spare != v {
		x.spare.close()
	}
	x.spare = v
}

// dropSpare closes the spare, if any. sem is held.
func (x *Extension) dropSpare() {
	if x.spare != nil {
		x.spare.close()
		x.spare = nil
	}
}

// errToolsChanged: a started instance declares other tools than the
// extension was registered with (its module is not deterministic, or a
// cached manifest is out of date).
var errToolsChanged = errors.New("starting the extension: its tools differ from the ones registered for it; " +
	"its files may have changed (run earshot extensions check, or restart)")

// ToolsChanged reports whether err is the one a call returns when the
// extension's module, once started, declared other tools than registered.
func ToolsChanged(err error) bool { return errors.Is(err, errToolsChanged) }

func sameTools(a, b []compiledTool) bool {
	return slices.EqualFunc(a, b, func(p, q compiledTool) bool {
		return p.Name == q.Name && p.Description == q.Description && p.ReadOnly == q.ReadOnly &&
			p.HasPermission == q.HasPermission && string(p.InputSchema) == string(q.InputSchema)
	})
}

// Close stops the instance. Calls after Close fail.
func (x *Extension) Close() error {
	x.sem <- struct{}{}
	defer func() { <-x.sem }()
	x.closed = true
	if x.idle != nil {
		x.idle.Stop()
	}
	x.markIdle(0)
	if x.vm != nil {
		x.vm.close()
		x.setVM(nil)
	}
	x.dropSpare()
	x.statsMu.Lock()
	x.dropSnapshot()
	x.dropImage()
	x.statsMu.Unlock()
	return nil
}
