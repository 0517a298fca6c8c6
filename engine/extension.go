package engine

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/earshot/extensions/api"
	"github.com/earshot/extensions/internal/exterr"
	"github.com/earshot/extensions/internal/schema"
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
// against the contract. The error is an *exterr.Error in the load or validate
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
	// had to be stopped (timeout while busy, stack overflow, out of
	// memory, an exception nobody caught).
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
		st.MemoryPeak = x.current.inst.MemoryPeak()
		st.MemoryResident = x.current.inst.Resident()
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
	raw, err := v.run(ctx, v.script(taskScript("load", x.moduleName())))
	if err != nil {
		v.close()
		return nil, nil, x.loadErr(x.describeFailure(err, "loading"))
	}
	o, err := decodeOutcome(raw, kindModule, x.mapper.Map)
	if err == nil {
		err = o.failure(loading, func() error { return x.describeFailure(context.Cause(ctx), "loading") })
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

// loadContext is ctx bounded by the load time limit.
func (x *Extension) loadContext(ctx context.Context) (context.Context, context.CancelFunc) {
	return context.WithTimeoutCause(ctx, x.cfg.Limits.LoadTimeout, timeout{kind: api.LimitLoadTimeout, limit: x.cfg.Limits.LoadTimeout, what: "loading"})
}

// build starts an instance with the module loaded into it, not evaluated,
// under the build time limit: a big bundle takes seconds to compile, and
// a cache keeps its bytecode, so it is built once per change of its files.
func (x *Extension) build(ctx context.Context) (*vm, error) {
	const what = "building the module"
	ctx, cancel := context.WithTimeoutCause(ctx, x.cfg.Limits.BuildTimeout, timeout{kind: api.LimitBuildTimeout, limit: x.cfg.Limits.BuildTimeout, what: what})
	defer cancel()
	failed := func(err error) error {
		if ctx.Err() != nil {
			// What stopped it (NewInstance says only that ctx ended).
			err = context.Cause(ctx)
		}
		return x.describeFailure(err, what)
	}
	x.doing = "making its instance"
	v, err := newVM(ctx, x.cfg, x.src.Name, x.logFunc(), snapshotSource{})
	if err != nil {
		return nil, failed(err)
	}
	x.doing = "reading its bundle"
	if err := x.loadSource(); err != nil {
		v.close()
		return nil, fmt.Errorf("reading the bundle: %w", err)
	}
	x.doing = "compiling its module"
	if err := x.loadModule(ctx, v.inst, x.moduleName()); err != nil {
		v.close()
		return nil, failed(err)
	}
	return v, nil
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

// loadSource reads the bundle (Source.Bundle) if the extension does not
// hold it. sem is held; the fields change under statsMu too, for the
// stack mapper.
func (x *Extension) loadSource() error {
	x.statsMu.Lock()
	need := x.src.Code == "" && x.src.Bundle != nil
	x.statsMu.Unlock()
	if !need {
		return nil
	}
	b, err := x.src.Bundle()
	if err != nil {
		return err
	}
	x.statsMu.Lock()
	x.src.Code, x.src.SourceMap, x.src.Bytecode, x.src.BundleID = b.Code, b.SourceMap, b.Bytecode, b.BundleID
	x.statsMu.Unlock()
	return nil
}

// shed lets go of what the extension holds on the host's side and can
// read again when it needs it: its bundle, source map and bytecode (when
// Source.Bundle reads them), the parsed source map, and the snapshot
// taken after its evaluation once the cache has it (Source.ReadSnapshot).
// An extension that evaluated its module, threw or ran out of memory then
// holds what one restored from its snapshot holds. sem is held.
func (x *Extension) shed() {
	x.mapper.drop()
	x.statsMu.Lock()
	defer x.statsMu.Unlock()
	if x.src.Bundle != nil && x.src.Code != "" {
		if x.src.BundleID == "" {
			sum := sha256.Sum256([]byte(x.src.Code))
			x.src.BundleID = hex.EncodeToString(sum[:]) // what its snapshots are tagged with
		}
		x.src.Code, x.src.SourceMap, x.src.Bytecode = "", "", nil
	}
	if x.snap != nil && x.releaseSnap == nil && x.src.ReadSnapshot != nil {
		if b, release := x.src.ReadSnapshot(); b != nil {
			if release != nil {
				release()
			}
			x.snap = nil // a restart maps the cache's copy
		}
	}
}

// loadModule compiles the module into the instance without evaluating it:
// from its bytecode when there is one (ten times faster than parsing a big
// bundle), else from source, keeping the bytecode for the next start.
//
// Source (of compileApartMin or more) is compiled in an instance of its
// own, and the bytecode loaded into inst: parsing leaves the allocator's
// bookkeeping and the holes of what it freed across the memory it used,
// which the module's objects then fill around, and it would all stay in
// the snapshot taken after the evaluation. (mathjs's snapshot: 22.8 MB
// after compiling in place, 18.5 MB from its bytecode.)
func (x *Extension) loadModule(ctx context.Context, inst instance, name string) error {
	if len(x.src.Bytecode) > 0 {
		err := inst.LoadModule(name, x.src.Bytecode)
		switch {
		case err == nil:
			return nil
		case wasm.IsOutOfMemory(err):
			return outOfMemory{nil, x.cfg.Limits.MemoryLimit, "loading the module's bytecode"}
		case !wasm.IsScriptError(err):
			return err
		}
		// Bytecode that does not load (another QuickJS, damage): use the source.
		x.src.Bytecode = nil
	}
	bc, err := x.compile(ctx, inst, name)
	if err != nil {
		return x.compileFailure(err, "compiling the module")
	}
	if err := inst.LoadModule(name, bc); err != nil {
		return x.compileFailure(err, "loading the module's bytecode")
	}
	x.statsMu.Lock()
	x.src.Bytecode = bc
	x.statsMu.Unlock()
	return nil
}

// compileFailure is the error for compiling the module, or loading its
// bytecode (what), that failed with err.
func (x *Extension) compileFailure(err error, what string) error {
	switch {
	case wasm.IsOutOfMemory(err):
		return outOfMemory{nil, x.cfg.Limits.MemoryLimit, what}
	case wasm.IsScriptError(err):
		return jsError{err}
	}
	return err
}

// compileApartMin is the size of source from which it is compiled in an
// instance of its own (~1 ms for the instance, once per change of the
// files). The snapshot it saves grows with the source: 16 KiB for 1 KB of
// source, 41 KiB for 4.6 KB, 400 KiB for 37 KB (of 1.1 MB); for a module
// of a few hundred bytes, nothing.
const compileApartMin = 1 << 10

// compile compiles the module's source to bytecode: from compileApartMin
// on in an instance of its own, under the extension's memory limit, closed
// after, and stopped when ctx ends (a big bundle takes seconds); a smaller
// one in inst.
func (x *Extension) compile(ctx context.Context, inst instance, name string) ([]byte, error) {
	if len(x.src.Code) < compileApartMin {
		return inst.Compile(name, x.src.Code, true)
	}
	apart, err := wasm.NewInstance(ctx, wasm.InstanceConfig{
		MemoryLimit: x.cfg.Limits.MemoryLimit,
		StackSize:   x.cfg.Limits.StackSize,
		Runtime:     x.cfg.Runtime,
	})
	if err != nil {
		return nil, err
	}
	defer apart.Close()
	stop := context.AfterFunc(ctx, func() { apart.Kill(context.Cause(ctx)) })
	defer stop()
	return apart.Compile(name, x.src.Code, true)
}

// Bytecode returns the module compiled by QuickJS, once an instance has
// started (nil before): a cache can keep it so that the next start does not
// parse the module again.
func (x *Extension) Bytecode() []byte {
	x.statsMu.Lock()
	defer x.statsMu.Unlock()
	return x.src.Bytecode
}

// moduleName is the name the bundle is registered under in QuickJS; it is
// what stack traces show.
func (x *Extension) moduleName() string {
	name := x.src.File
	if i := strings.LastIndexAny(name, `/\`); i >= 0 {
		name = name[i+1:]
	}
	if name == "" {
		name = x.src.Name + ".js"
	}
	return name
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
// call used (wasm.Instance.TrimMemory) — and its call engines, whose Go
// stacks have grown to ~50 KiB by the first call
// (wasm.Instance.ReleaseCallEngines). The next call takes them again, in
// microseconds; an agent's calls come seconds apart, while the instance
// waits for the model.
const IdleAfter = time.Second

// armIdle (re)starts the idle timer; sem is held.
func (x *Extension) armIdle() {
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
		_, _ = x.vm.inst.TrimMemory()
		x.vm.inst.ReleaseCallEngines()
	}
	if !x.closed {
		x.shed()
	}
}

// stop stops v: what it started on the host goes at once; an instance
// restored from the extension's image is kept as the spare, for the next
// start to reset. sem is held.
func (x *Extension) stop(v *vm) {
	x.statsMu.Lock()
	keep := v.image != nil && v.image == x.image && !x.closed && v.inst.Resettable(v.image)
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

// CheckInput validates input against the tool's inputSchema.
func (x *Extension) CheckInput(tool string, input []byte) error {
	i, ok := x.index[tool]
	if !ok {
		return fmt.Errorf("extension %s has no tool %q", x.src.Name, tool)
	}
	fail := func(err error) error {
		return &api.Error{Extension: x.src.Name, Phase: api.PhaseCall, File: x.src.File, Property: tool, Err: err}
	}
	if len(input) > x.cfg.Limits.InputLimit {
		return fail(invalidInput{fmt.Errorf("the input is %d bytes of JSON; the limit is %d", len(input), x.cfg.Limits.InputLimit), api.LimitInput})
	}
	s, err := x.tools[i].compiledSchema()
	if err != nil {
		return fail(fmt.Errorf("the tool's inputSchema does not compile: %w", err))
	}
	if err := validateSafely(s, input); err != nil {
		return fail(invalidInput{err: err})
	}
	return nil
}

// validateSafely validates input, turning a panic of the validator (a bug
// in it, reached by some input) into an error: no input may end the host.
func validateSafely(s *schema.Schema, input []byte) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("the input could not be validated (the validator failed: %v)", r)
		}
	}()
	return s.Validate(input)
}

type invalidInput struct {
	err   error
	limit api.Limit // exterr.LimitInput when it was too large
}

func (e invalidInput) Limit() api.Limit { return e.limit }

func (e invalidInput) Error() string        { return "invalid input: " + e.err.Error() }
func (e invalidInput) Unwrap() error        { return e.err }
func (e invalidInput) Is(target error) bool { return target == api.ErrInvalidInput }

// Call runs tool with input (a JSON document), which is first validated
// against the tool's inputSchema. Every failure is an error result; the
// error return is for an unknown tool only.
func (x *Extension) Call(ctx context.Context, tool string, input []byte) (Result, error) {
	if err := x.CheckInput(tool, input); err != nil {
		if e, ok := err.(*api.Error); ok {
			return Result{Output: e.Err.Error(), IsError: true, Err: err}, nil
		}
		return Result{}, err
	}
	return x.CallChecked(ctx, tool, input)
}

// CallChecked is Call for input that CheckInput has already accepted.
func (x *Extension) CallChecked(ctx context.Context, tool string, input []byte) (Result, error) {
	i, ok := x.index[tool]
	if !ok {
		return Result{}, fmt.Errorf("extension %s has no tool %q", x.src.Name, tool)
	}
	if err := context.Cause(ctx); err != nil {
		return errorResult(x.src.Name, x.src.File, tool, x.describeFailure(err, "the call")), nil
	}
	// The call timeout counts from here: the time the call waits for the
	// extension to finish the calls before it, and for a restart, is part
	// of the call as its caller sees it.
	made := time.Now()
	ctx, cancel := context.WithTimeoutCause(ctx, x.cfg.Limits.CallTimeout, timeout{kind: api.LimitCallTimeout, limit: x.cfg.Limits.CallTimeout, what: "the call"})
	defer cancel()
	ahead := int(x.calls.Add(1)) - 1
	defer x.calls.Add(-1)
	v, err := x.acquire(ctx)
	waited := time.Since(made)
	if err != nil {
		var tc timeout
		if ctx.Err() != nil && errors.As(context.Cause(ctx), &tc) && tc.kind == api.LimitCallTimeout {
			// The call's own time ran out before it could start: say
			// what it waited for — calls before it, or the instance
			// starting (and doing what).
			ct := timeout{kind: api.LimitCallTimeout, limit: x.cfg.Limits.CallTimeout, what: "the call", waited: waited, ahead: ahead, queued: true}
			var sf startFailure
			if errors.As(err, &sf) {
				ct.starting = sf.doing
			}
			err = ct
		}
		return errorResult(x.src.Name, x.src.File, tool, x.describeFailure(err, "starting")), nil
	}
	timedOut := func(err error) error {
		var tc timeout
		if errors.As(err, &tc) && tc.kind == api.LimitCallTimeout && !tc.queued && ahead > 0 && waited > x.cfg.Limits.CallTimeout/100 {
			return timeout{kind: api.LimitCallTimeout, limit: x.cfg.Limits.CallTimeout, what: "the call", waited: waited, ahead: ahead}
		}
		return err
	}
	raw, err := v.run(ctx, v.startCall(i, input, x.cfg.Limits.OutputLimit))
	if err != nil {
		x.release(v, true)
		return errorResult(x.src.Name, x.src.File, tool, x.describeFailure(timedOut(err), "the call")), nil
	}
	if bytes.Equal(raw, cancelledOutcome) || bytes.Equal(raw, unsettledOutcome) {
		// A call that did not stop when asked is over all the same: its
		// instance goes, and nothing of it runs in a later call.
		x.release(v, bytes.Equal(raw, unsettledOutcome) || v.abandon())
		return errorResult(x.src.Name, x.src.File, tool, x.describeFailure(timedOut(context.Cause(ctx)), "the call")), nil
	}
	res := normalizeResult(x.src.Name, x.src.File, tool, raw, x.cfg.Limits.OutputLimit, x.mapper.Map)
	oom := res.Err != nil && isOutOfMemory(res.Err)
	if oom {
		res.Err.(*api.Error).Err = outOfMemory{res.Err.(*api.Error).Err, x.cfg.Limits.MemoryLimit, ""}
		res.Output = res.Err.(*api.Error).Err.Error()
	}
	// After running out of memory the instance may hold on to what filled
	// it, and after an exception nobody caught (a throw in a callback, an
	// unhandled rejection) its state is as the callback left it, halfway,
	// with the rest of the call still set to run: as a Node process exits
	// on one, start the next call afresh. After another failure, what the
	// call left open goes, and an instance left at a limit starts afresh
	// too.
	restart := oom || bytes.HasPrefix(raw, []byte(uncaughtPrefix))
	if res.Err != nil && !restart {
		restart = v.abandon()
	}
	x.release(v, restart)
	return res, nil
}

// Permission runs the tool's permission(input), if it has one, for the text
// of its permission prompt. It runs under the same limits as Call.
func (x *Extension) Permission(ctx context.Context, tool string, input []byte) Prompt {
	i, ok := x.index[tool]
	if !ok || !x.tools[i].HasPermission {
		return Prompt{}
	}
	fail := func(err error) Prompt {
		return Prompt{Err: &api.Error{Extension: x.src.Name, Phase: api.PhaseCall, File: x.src.File,
			Property: tool + ".permission", Err: err}}
	}
	v, err := x.acquire(ctx)
	if err != nil {
		return fail(x.describeFailure(err, "starting"))
	}
	ctx, cancel := context.WithTimeoutCause(ctx, x.cfg.Limits.CallTimeout, timeout{kind: api.LimitCallTimeout, limit: x.cfg.Limits.CallTimeout, what: "permission()"})
	defer cancel()
	raw, err := v.run(ctx, v.script(taskScript("permission", i, string(input))))
	if err != nil {
		err = x.describeFailure(err, "permission()")
		x.release(v, true)
		return fail(err)
	}
	o, err := decodeOutcome(raw, kindPrompt, x.mapper.Map)
	x.release(v, bytes.Equal(raw, unsettledOutcome) || bytes.HasPrefix(raw, []byte(uncaughtPrefix)))
	if err == nil {
		err = o.failure(permissionTask, func() error { return x.describeFailure(context.Cause(ctx), "permission()") })
	}
	if err != nil {
		return fail(err)
	}
	d := &o.desc
	switch {
	case d.Type == "undefined" || d.Type == "null":
		return Prompt{}
	case d.Type != "object":
		return fail(fmt.Errorf("permission() returned %s, expected { title?: string, detail?: string }", article(d.Type)))
	case d.TitleType != "undefined" && d.TitleType != "string":
		return fail(fmt.Errorf("permission() returned title as %s, expected a string", article(d.TitleType)))
	case d.DetailType != "undefined" && d.DetailType != "string":
		return fail(fmt.Errorf("permission() returned detail as %s, expected a string", article(d.DetailType)))
	}
	return Prompt{Title: d.Title, Detail: d.Detail}
}

// Close stops the instance. Calls after Close fail.
func (x *Extension) Close() error {
	x.sem <- struct{}{}
	defer func() { <-x.sem }()
	x.closed = true
	if x.idle != nil {
		x.idle.Stop()
	}
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

// describeFailure explains why a task ended abnormally.
func (x *Extension) describeFailure(err error, what string) error {
	var tc timeout
	switch {
	case errors.As(err, &tc):
		return tc
	case errors.Is(err, context.DeadlineExceeded):
		return timeout{kind: api.LimitDeadline, what: what}
	case errors.Is(err, context.Canceled):
		return canceledErr(what + " was canceled")
	case errors.Is(err, wasm.ErrStackOverflow):
		return crashErr(fmt.Sprintf("%v (runaway recursion?); the extension was restarted, losing its module state", err))
	case errors.Is(err, wasm.ErrTrap):
		return crashErr(fmt.Sprintf("%v; the extension was restarted, losing its module state", err))
	}
	var je jsError
	if errors.As(err, &je) {
		return jsError{errors.New(x.mapper.Map(je.Error()))}
	}
	return err
}

// timeout is a time limit that ran out: the one error every timeout is
// (errors.Is finds ErrTimeout and context.DeadlineExceeded; Limit names
// the limit). It is the cause of a context that ran out of its limit —
// what ran, under which limit, how long — or, for a call that waited for
// its extension (busy with the calls before it, or starting), how much of
// its time went to waiting, and for what; or the caller's own deadline.
type timeout struct {
	kind  api.Limit
	limit time.Duration
	what  string // what ran: "loading", "the call"...
	// For a call that waited for its extension.
	waited   time.Duration
	ahead    int    // calls before it when it was made
	queued   bool   // it never started
	starting string // what starting the instance was doing when the time ran out ("": it was not starting)
}

func (t timeout) Limit() api.Limit { return t.kind }

func (t timeout) Is(target error) bool {
	return target == api.ErrTimeout || target == context.DeadlineExceeded
}

func (t timeout) Error() string {
	switch {
	case t.kind == api.LimitDeadline:
		return t.what + " timed out: the caller's deadline passed"
	case t.kind == api.LimitCallTimeout && (t.queued || t.starting != "" || t.ahead > 0):
		return t.waitedFor()
	}
	name := map[api.Limit]string{api.LimitLoadTimeout: "the load time limit",
		api.LimitBuildTimeout: "the build time limit", api.LimitCallTimeout: "the call time limit"}[t.kind]
	return fmt.Sprintf("%s timed out after %v (%s: %s)", t.what, t.limit, name, t.kind.Raise())
}

// waitedFor is the message of a call that ran out of time after waiting
// for its extension.
func (t timeout) waitedFor() string {
	busy := "busy"
	switch {
	case t.ahead == 1:
		busy = "busy with another call"
	case t.ahead > 1:
		busy = fmt.Sprintf("busy with %d calls made before it", t.ahead)
	}
	if t.starting != "" {
		after := ""
		switch {
		case t.ahead == 1:
			after = ", after the call made before it"
		case t.ahead > 1:
			after = fmt.Sprintf(", after the %d calls made before it", t.ahead)
		}
		return fmt.Sprintf("the call timed out after %v (the call time limit: %s) while the extension was starting%s: %s; "+
			"the time limit counts from when the call is made, starting included", t.limit, api.LimitCallTimeout.Raise(), after, t.starting)
	}
	if t.queued {
		if t.ahead == 0 {
			return fmt.Sprintf("the call timed out after %v (the call time limit: %s) before it could start, waiting for the extension; "+
				"the time limit counts from when the call is made, waiting included", t.limit, api.LimitCallTimeout.Raise())
		}
		return fmt.Sprintf("the call timed out after %v (the call time limit: %s) before it could start: the extension was %s the whole time; "+
			"the time limit counts from when the call is made, waiting included", t.limit, api.LimitCallTimeout.Raise(), busy)
	}
	return fmt.Sprintf("the call timed out after %v (the call time limit: %s), %v of it spent waiting for the extension, which was %s",
		t.limit, api.LimitCallTimeout.Raise(), t.waited.Round(time.Millisecond), busy)
}

// startFailure is an instance that failed to start, and what starting it
// was doing then.
type startFailure struct {
	doing string
	err   error
}

func (e startFailure) Error() string { return "restarting the extension: " + e.err.Error() }
func (e startFailure) Unwrap() error { return e.err }

func canceledErr(msg string) error { return exterr.Sentinel(api.ErrCanceled, msg, context.Canceled) }

func crashErr(msg string) error { return exterr.Sentinel(api.ErrCrashed, msg) }

// outOfMemory is an instance that reached the memory limit: in a call,
// err is what QuickJS threw; while loading, what says what ran out of
// memory, and err (if any) is what the module threw.
type outOfMemory struct {
	err   error
	limit uint64
	what  string
}

func (e outOfMemory) Error() string {
	note := fmt.Sprintf("the memory limit is %s: %s", mib(e.limit), api.LimitMemory.Raise())
	switch {
	case e.what == "":
		return fmt.Sprintf("%v (%s; the extension is restarted for its next call, losing its module state)", e.err, note)
	case e.err == nil:
		return fmt.Sprintf("%s ran out of memory (%s)", e.what, note)
	}
	return fmt.Sprintf("%s (%s): %v", e.what, note, e.err)
}

// mib writes n bytes in MiB ("256 MiB", "4.5 MiB").
func mib(n uint64) string {
	return strconv.FormatFloat(float64(n)/(1<<20), 'f', -1, 64) + " MiB"
}
func (e outOfMemory) Unwrap() error        { return e.err }
func (e outOfMemory) Is(target error) bool { return target == api.ErrOutOfMemory }
func (e outOfMemory) Limit() api.Limit     { return api.LimitMemory }

func isOutOfMemory(err error) bool {
	var t thrown
	if !errors.As(err, &t) || t.d.Kind != "error" {
		return false
	}
	// QuickJS's own, or one a host function met (qjs rethrows it as an
	// Error with the message).
	return t.d.Name == "InternalError" && strings.HasPrefix(t.d.Message, "out of memory") ||
		strings.HasPrefix(t.d.Message, "InternalError: out of memory")
}

// jsError is an exception from QuickJS outside a task (a syntax error).
type jsError struct{ err error }

func (e jsError) Error() string { return e.err.Error() }
func (e jsError) Unwrap() error { return e.err }
