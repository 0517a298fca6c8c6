package engine

import (
	"context"
	_ "embed"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/earshot/extensions/api"
	"github.com/earshot/extensions/platform"
	"github.com/earshot/extensions/wasm"
	"github.com/earshot/extensions/wasm/webassembly"
)

// prelude is the script every instance starts with (see package platform).
var prelude = platform.Prelude()

// errTaskEnded cancels the host operations of a task that has ended.
var errTaskEnded = errors.New("the call that started it has ended")

// cancelGrace is how long a task that is cancelled or times out has, after
// its abort signal fires, to settle (an extension that stops what it does
// when context.signal fires). One that does not is over all the same: the
// engine restarts its instance, so that nothing of it runs later — in
// another call, maybe a read-only one, without its permission. JavaScript
// still running at the end of the grace is killed.
const cancelGrace = 250 * time.Millisecond

// vm is one QuickJS instance with the prelude installed. One goroutine uses
// it at a time (Extension serializes); the watchdog only calls inst.Kill.
// Its host side — operations in flight, what they hold — is plat.
type vm struct {
	inst         *wasm.Instance
	api, poll    wasm.Value
	callFn       wasm.Value // api.call: calls start with it, not with a script
	deliverFn    wasm.Value // api.deliver: completions are handed to it, not to a script
	turnFn       wasm.Value // api.turn: a turn of the loop (immediates, timers)
	beforeExitFn wasm.Value // api.beforeExit: nothing pending can settle the task
	log          func(api.Level, string)
	plat         *platform.Instance
	pc           platform.Config // what plat was made with
	rt           *wasm.Runtime
	image        *wasm.Image // what the instance was restored from, if an image

	closeOnce sync.Once
}

// newVM starts an instance with the prelude installed — or, from snap,
// restored as it was when its snapshot was taken (see snapshot.go).
func newVM(ctx context.Context, cfg Config, name string, log func(api.Level, string), snap snapshotSource) (*vm, error) {
	l := cfg.Limits // filled in by newExtension
	v := &vm{log: log, rt: cfg.Runtime}
	inst, err := wasm.NewInstance(ctx, wasm.InstanceConfig{
		MemoryLimit: l.MemoryLimit,
		StackSize:   l.StackSize,
		Stdout:      logWriter{v, api.LevelLog},
		Stderr:      logWriter{v, api.LevelError},
		Runtime:     cfg.Runtime,
		Location:    platform.Location(cfg.Platform),
		// Every host operation goes through this one function; a restored
		// instance's snapshot holds the global, made the same way.
		Globals:     []wasm.HostGlobal{{Name: "__earshot_host", Func: v.hostCall}},
		WebAssembly: webassembly.Global("__earshot_wasm"),
	})
	if err != nil {
		return nil, err
	}
	v.inst = inst
	pc := cfg.Platform
	pc.Extension = name
	pc.FetchLimit = l.FetchLimit
	pc.MemoryLimit = l.MemoryLimit
	pc.MemoryUsed = inst.Memory().Size
	pc.Log = func(level, text string) {
		if v.log != nil {
			v.log(api.Level(level), text)
		}
	}
	pc.RunLazy = v.runLazy
	v.pc = pc
	v.plat = platform.New(pc)
	if !snap.empty() {
		var roots []wasm.Value
		if roots, err = snap.restore(inst.Memory()); err == nil {
			err = v.setRoots(roots)
			v.image = snap.image
		}
		if err != nil {
			v.plat.Close()
			inst.Close()
			return nil, err
		}
		return v, nil
	}
	v.api, err = evalPrelude(ctx, cfg.Runtime, inst)
	if err != nil {
		err = fmt.Errorf("installing the prelude: %w", err)
	}
	if err == nil {
		v.poll, err = inst.Property(v.api, "poll")
	}
	if err == nil {
		err = v.functions()
	}
	if err != nil {
		v.plat.Close()
		inst.Close()
		return nil, err
	}
	return v, nil
}

// setRoots takes the values a restored instance's snapshot held.
func (v *vm) setRoots(roots []wasm.Value) error {
	if len(roots) != 2 {
		return fmt.Errorf("%w: it holds %d roots", wasm.ErrSnapshot, len(roots))
	}
	v.api, v.poll = roots[0], roots[1]
	return v.functions()
}

// functions finds the prelude's functions the engine calls directly.
func (v *vm) functions() error {
	for _, f := range []struct {
		name string
		to   *wasm.Value
	}{{"call", &v.callFn}, {"deliver", &v.deliverFn}, {"turn", &v.turnFn}, {"beforeExit", &v.beforeExitFn}} {
		var err error
		if *f.to, err = v.inst.Property(v.api, f.name); err != nil {
			return err
		}
	}
	return nil
}

// reset puts a vm restored from im, whose instance was killed or whose
// calls are to be undone, back as im has it (wasm.Memory.Reset),
// with a new host side: a restart without a new instance. The old host
// side must already be closed. On failure the vm is only fit to be closed.
func (v *vm) reset(im *wasm.Image, tag string) error {
	roots, err := v.inst.Memory().Reset(im, tag)
	if err != nil {
		return err
	}
	v.plat = platform.New(v.pc)
	return v.setRoots(roots)
}

const preludeName = "earshot:prelude.js"

// evalPrelude runs the prelude, from the bytecode the runtime keeps of it
// (wasm.Runtime.Builtin), and returns the API it leaves in the global
// __earshot (a value the instance keeps until it closes).
func evalPrelude(ctx context.Context, rt *wasm.Runtime, inst *wasm.Instance) (wasm.Value, error) {
	bc, err := rt.Builtin(ctx, preludeName, func() (string, error) { return prelude, nil })
	if err != nil {
		return 0, err
	}
	if err := inst.Run(preludeName, bc, wasm.Script); err != nil {
		return 0, err
	}
	return inst.Eval([]byte("__earshot"))
}

// runLazy runs the lazy module name (platform.Config.RunLazy) in the
// instance, from its bytecode. It runs inside the host operation that asked
// for it, while the instance's JavaScript waits.
func (v *vm) runLazy(name string) error {
	file := "earshot:lazy/" + name + ".js"
	bc, err := v.rt.Builtin(context.Background(), file, func() (string, error) {
		src, ok := platform.LazySource(name)
		if !ok {
			return "", fmt.Errorf("no lazy module %q", name)
		}
		return src, nil
	})
	if err != nil {
		return err
	}
	return v.inst.Run(file, bc, wasm.Script)
}

// hostCall is __earshot_host(name, args, data?): every host operation goes
// through it, to the platform's table (platform.Instance.Call). args is a
// string; data an ArrayBuffer or a string, or absent. The reply is an
// ArrayBuffer or a JSON string.
func (v *vm) hostCall(raw []wasm.Value) (wasm.Value, error) {
	if len(raw) < 2 {
		return 0, errors.New("__earshot_host(name, args, data?)")
	}
	name, err := v.inst.String(raw[0])
	if err != nil {
		return 0, err
	}
	args, err := v.inst.String(raw[1])
	if err != nil {
		return 0, err
	}
	var data []byte
	if len(raw) > 2 {
		switch d := raw[2]; {
		case d.IsString():
			s, err := v.inst.String(d)
			if err != nil {
				return 0, err
			}
			data = []byte(s)
		case d.IsObject():
			// An ArrayBuffer or a view of one (the prelude passes no other
			// object). An operation that only reads it while it runs gets
			// it where it is; the others, a copy.
			b, _, err := v.inst.View(d)
			if err != nil {
				return 0, err
			}
			if !platform.Borrows(name) {
				b = append([]byte(nil), b...)
			}
			data = b
		}
	}
	r := v.plat.Call(name, []byte(args), data)
	if r.Fill != nil {
		val, err, fillErr := v.inst.NewArrayBuffer(r.Size, r.Filled)
		if fillErr == nil {
			return val, err
		}
		r = platform.Reply{Err: fillErr}
	}
	if r.Bytes != nil {
		return v.newArrayBuffer(r.Bytes)
	}
	if name == "log" && r.Err == nil {
		return wasm.Undefined, nil
	}
	if r.Err == nil && r.ID == 0 && !r.IsText {
		// The commonest values are made as they are, without JSON (the
		// prelude reads a reply that is not a string as the value).
		switch val := r.Value.(type) {
		case nil:
			return wasm.Null, nil
		case bool:
			if val {
				return wasm.True, nil
			}
			return wasm.False, nil
		case int:
			if val == int(int32(val)) {
				return wasm.Int(int32(val)), nil
			}
		}
	}
	if r.IsText && r.Err == nil {
		// A NUL first marks text sent as it is (see platform/js/prelude/host.js).
		return v.inst.NewString("\x00" + r.Text)
	}
	return v.inst.NewString(r.Encode())
}

// polled is how a task stands after JavaScript ran (the prelude's
// status, see platform/js/prelude/tasks.js): settled (result, its
// description; fatal when an exception nobody caught ended it), or
// pending — alive when anything that can settle it is pending (a timer or
// an immediate that is not unref'd, a host operation), with what the loop
// does next (mode) and its next timer due in delay milliseconds (none if
// negative).
type polled struct {
	result string
	fatal  bool
	alive  bool
	mode   byte
	delay  float64
}

// What the loop does next with a pending task.
const (
	modeWait   = '0' // wait for a completion, the next timer or the call's end
	modeReady  = '1' // run a turn at once: immediates wait
	modeResume = '2' // go on with a turn cut short (after a look at the call's deadline)
)

func (p polled) settled() bool { return p.result != "" }

// timer returns a channel that fires when p's timer is due (nil: never),
// and a function that stops it.
func (p polled) timer() (<-chan time.Time, func() bool) {
	if p.delay < 0 {
		return nil, func() bool { return false }
	}
	t := time.NewTimer(time.Duration(p.delay * float64(time.Millisecond)))
	return t.C, t.Stop
}

// run starts a task with start (which calls one of the prelude's task
// functions: script or startCall) and drives its event loop until it
// settles, returning the prelude's JSON description of how it ended. If
// ctx ends first, the task's abort signal fires and it has cancelGrace to
// settle: then it is {"t":"cancelled"}, or {"t":"cancelled","unsettled":true}
// when it did not (the caller restarts the instance). If JavaScript is
// still running at the end of the grace, the instance is killed and run
// returns the instance's error.
func (v *vm) run(ctx context.Context, start func() (polled, error)) ([]byte, error) {
	// Nothing waits on ctx until it ends (a goroutine per call was a
	// fifth of a call's cost): then a watcher gives JavaScript cancelGrace
	// to return before the instance is killed.
	done := make(chan struct{})
	var wg sync.WaitGroup
	wg.Add(1)
	stop := context.AfterFunc(ctx, func() {
		defer wg.Done()
		t := time.NewTimer(cancelGrace)
		defer t.Stop()
		select {
		case <-done:
		case <-t.C:
			v.inst.Kill(context.Cause(ctx))
		}
	})
	defer func() {
		if stop() {
			wg.Done() // the watcher never ran
		}
		close(done)
		wg.Wait()
	}()

	opCtx, endOps := context.WithCancelCause(ctx)
	v.plat.BeginTask(opCtx)
	normal := false
	defer func() {
		endOps(errTaskEnded)
		// What the task fetched and did not read is dropped with it; the
		// processes it started are stopped unless it ended normally (an
		// exception nobody caught is not normal: it stops them as a
		// timeout does).
		v.plat.EndTask(normal)
	}()

	p, err := start()
	for {
		if err != nil {
			return nil, err
		}
		if code, ok := v.plat.Exited(); ok {
			normal = true
			return []byte(fmt.Sprintf(`{"t":"exit","code":%d}`, code)), nil
		}
		if ctx.Err() != nil {
			// The deadline passed while JavaScript ran (a synchronous
			// operation the deadline cut short, a loop, a long turn):
			// the task ended with ctx, whatever it settled to after.
			return v.cancelled(ctx), nil
		}
		if p.settled() {
			normal = !p.fatal
			if strings.HasPrefix(p.result, neverPrefix) {
				// What the host holds for it, said beside what the
				// prelude found.
				h, _ := json.Marshal(v.plat.Holding())
				return []byte(`{"holding":` + string(h) + "," + p.result[1:]), nil
			}
			return []byte(p.result), nil
		}
		p, err = v.step(ctx.Done(), p)
	}
}

// step moves a pending task p on (see tasks.js): the rest of a turn cut
// short; or the poll phase — waiting first, when nothing is ready, for a
// completion or the next timer (or stop) — with the completions that came
// meanwhile, each handed over with what it queued, and then the next
// turn. A task that nothing pending can settle gets its "beforeExit", and
// then is over. When stop closes (or a held-back progress report goes
// out) step returns with p as it was.
func (v *vm) step(stop <-chan struct{}, p polled) (polled, error) {
	if p.mode == modeResume {
		return v.callStatus(v.turnFn)
	}
	if p.mode != modeReady && !v.plat.HasEvents() {
		if !p.alive {
			return v.callStatus(v.beforeExitFn)
		}
		if !v.wait(stop, p) {
			return p, nil
		}
	}
	// The completions there now; those that come meanwhile wait for the
	// next turn's poll phase, as libuv's.
	for n := v.plat.EventCount(); n > 0; n-- {
		q, err := v.deliverNext()
		if err != nil || q.settled() {
			return q, err
		}
		if _, ok := v.plat.Exited(); ok {
			return q, nil
		}
	}
	return v.callStatus(v.turnFn)
}

// wait waits, outside JavaScript, for what can move a pending task on — a
// completion, its timer, a progress report held back, stop — and reports
// whether a turn is due (a completion or the timer came).
func (v *vm) wait(stop <-chan struct{}, p polled) bool {
	timer, stopTimer := p.timer()
	defer stopTimer()
	var progress <-chan time.Time
	if d, ok := v.plat.ProgressDue(); ok {
		// A progress report held back by the throttle goes out when
		// its window ends, even if the extension reports nothing more.
		held := time.NewTimer(d)
		defer held.Stop()
		progress = held.C
	}
	select {
	case <-progress:
		v.plat.FlushProgress()
	case <-stop:
	case <-timer:
		return true
	case <-v.plat.Signal():
		return true
	}
	return false
}

// cancelled ends a task whose ctx ended: its abort signal fires, so that
// the extension can stop what it started, and it has cancelGrace to settle
// — its timers and the host's answers (which now fail: their operations
// ended with ctx) delivered as usual. It returns {"t":"cancelled"}, with
// "unsettled" when the task is still pending after the grace.
func (v *vm) cancelled(ctx context.Context) []byte {
	kind := "cancel"
	if errors.Is(context.Cause(ctx), context.DeadlineExceeded) {
		kind = "timeout"
	}
	grace, cancel := context.WithTimeout(context.Background(), cancelGrace)
	defer cancel()
	p, err := v.evalStatus(taskScript("abort", kind))
	for {
		if _, ok := v.plat.Exited(); err != nil || ok {
			return unsettledOutcome
		}
		if p.settled() {
			return cancelledOutcome // it stopped, as asked (or nothing can wake it again)
		}
		if grace.Err() != nil {
			return unsettledOutcome
		}
		p, err = v.step(grace.Done(), p)
	}
}

// The prelude's status of a pending task starts with pendingMark (see
// tasks.js's status); a settled task's with anything else.
const pendingMark = '\x02'

// abandon cleans up after a call that failed: what it opened and holds no
// JavaScript object for goes (platform.Instance.Abandoned), and, when the
// host still holds handles for objects, the garbage is collected, so that
// the objects the failed call dropped release theirs (their finalizers
// run as the jobs of an empty script). It reports whether the instance is
// still at one of its limits, and so must be restarted.
func (v *vm) abandon() bool {
	if v.dead() != nil {
		return false
	}
	if v.plat.Abandoned() {
		v.collect()
	}
	return v.plat.AtLimit()
}

// collect collects garbage and runs the finalizers it let run, which
// release the handles of objects that are gone.
func (v *vm) collect() {
	if v.inst.Memory().Collect() == nil {
		_ = v.eval(emptyScript)
	}
}

// stillAtLimit reports whether the instance is at one of its handle
// limits once the handles whose objects are gone are released: after a
// call that ran into a limit, however the call ended.
func (v *vm) stillAtLimit() bool {
	if v.dead() != nil || !v.plat.AtLimit() {
		return false
	}
	v.collect()
	return v.plat.AtLimit()
}

var emptyScript = []byte("void 0")

// script starts a task with a script (one of the prelude's task functions
// called, whose value is the task's status).
func (v *vm) script(b []byte) func() (polled, error) {
	return func() (polled, error) { return v.evalStatus(b) }
}

// startCall starts a call of tool index with input (JSON): api.call
// called directly, without compiling a script.
func (v *vm) startCall(index int, input []byte, limit int) func() (polled, error) {
	return func() (polled, error) {
		in, err := v.inst.NewString(string(input))
		if err != nil {
			return polled{}, err
		}
		r, err := v.inst.Call(v.callFn, v.api, wasm.Int(int32(index)), in, wasm.Int(int32(min(limit, math.MaxInt32))))
		v.inst.Free(in)
		return v.status(r, err)
	}
}

// eval runs a script and discards its value.
func (v *vm) eval(script []byte) error {
	r, err := v.inst.Eval(script)
	if err != nil {
		return err
	}
	v.inst.Free(r)
	return nil
}

// evalStatus runs a script whose value is a task's status.
func (v *vm) evalStatus(script []byte) (polled, error) {
	return v.status(v.inst.Eval(script))
}

// snapshot takes the instance's snapshot if nothing is under way in it
// (no task, timer or host operation; nothing held on the host side);
// nil otherwise.
func (v *vm) snapshot(tag string) []byte {
	if !v.plat.Quiet() {
		return nil
	}
	r, err := v.inst.Eval([]byte("__earshot.idle()"))
	if err != nil {
		return nil
	}
	idle := r == wasm.True
	v.inst.Free(r)
	if !idle {
		return nil
	}
	if v.inst.Memory().Collect() != nil {
		return nil
	}
	s, err := v.inst.Memory().Snapshot(tag, v.api, v.poll)
	if err != nil {
		return nil
	}
	return s
}

// callStatus calls one of the prelude's task functions without arguments.
func (v *vm) callStatus(fn wasm.Value) (polled, error) {
	return v.status(v.inst.Call(fn, v.api))
}

// status reads the status a prelude's task function returned (r, or err).
func (v *vm) status(r wasm.Value, err error) (polled, error) {
	if err != nil {
		return polled{}, err
	}
	s, err := v.inst.String(r)
	v.inst.Free(r)
	if err != nil {
		return polled{}, err
	}
	switch {
	case len(s) >= 4 && s[0] == pendingMark:
		delay, err := strconv.ParseFloat(s[3:], 64)
		if err != nil {
			return polled{}, fmt.Errorf("internal error: the prelude answered %q", s)
		}
		return polled{alive: s[1] == '1', mode: s[2], delay: delay}, nil
	case s == "" || s[0] == pendingMark:
		return polled{}, fmt.Errorf("internal error: the prelude answered %q", s)
	}
	return polled{result: s, fatal: strings.HasPrefix(s, uncaughtPrefix)}, nil
}

// What api.deliver(id, kind, payload) is told of a completion: its
// payload is a value (JSON text, or null, true, false as they are),
// bytes (an ArrayBuffer) or an error (JSON text); with eventMore, the
// operation goes on.
const (
	eventValue = 0
	eventBytes = 1
	eventError = 2
	eventMore  = 4
)

// deliverNext hands the completion that has waited longest to
// api.deliver, called directly (a script calling it would be compiled
// each time), which settles it and runs what it queued.
func (v *vm) deliverNext() (polled, error) {
	ev, ok := v.plat.NextEvent()
	if !ok {
		return v.callStatus(v.poll)
	}
	kind := int32(eventValue)
	payload := wasm.Null
	var err error
	switch {
	case ev.Err:
		kind = eventError
		payload, err = v.inst.NewString(ev.JSON)
	case ev.Bytes != nil:
		kind = eventBytes
		payload, err = v.newArrayBuffer(ev.Bytes)
		if errors.Is(err, wasm.ErrNoMemory) {
			// The operation fails with it, the instance goes on.
			kind = eventError
			payload, err = v.inst.NewString(platform.ErrorJSON(err))
		}
	case ev.JSON == "" || ev.JSON == "null":
	case ev.JSON == "true":
		payload = wasm.True
	case ev.JSON == "false":
		payload = wasm.False
	default:
		payload, err = v.inst.NewString(ev.JSON)
	}
	if err != nil {
		return polled{}, err
	}
	if ev.More {
		kind |= eventMore
	}
	r, err := v.inst.Call(v.deliverFn, v.api, wasm.Number(float64(ev.ID)), wasm.Int(kind), payload)
	v.inst.Free(payload)
	return v.status(r, err)
}

// newArrayBuffer makes an ArrayBuffer holding a copy of b, written into
// the instance's memory once.
func (v *vm) newArrayBuffer(b []byte) (wasm.Value, error) {
	val, err, _ := v.inst.NewArrayBuffer(len(b), func(dst []byte) (int, error) { return copy(dst, b), nil })
	return val, err
}

// taskScript builds `__earshot.<fn>(args...)`; string arguments are quoted
// as JavaScript string literals, numbers written as they are.
func taskScript(fn string, args ...any) []byte {
	b := make([]byte, 0, 64)
	b = append(b, "__earshot."...)
	b = append(b, fn...)
	b = append(b, '(')
	for i, a := range args {
		if i > 0 {
			b = append(b, ',')
		}
		switch a := a.(type) {
		case string:
			q, _ := json.Marshal(a)
			b = append(b, q...)
		case int:
			b = strconv.AppendInt(b, int64(a), 10)
		}
	}
	return append(b, ')')
}

// dead reports why the instance can no longer be used, or nil.
func (v *vm) dead() error { return v.inst.Err() }

func (v *vm) close() {
	v.closeOnce.Do(func() {
		v.plat.Close()
		v.inst.Close()
	})
}

// logWriter sends what QuickJS itself prints (uncaught error dumps) to the log.
type logWriter struct {
	v     *vm
	level api.Level
}

func (w logWriter) Write(p []byte) (int, error) {
	if w.v.log != nil {
		if s := strings.TrimRight(string(p), "\n"); s != "" {
			w.v.log(w.level, s)
		}
	}
	return len(p), nil
}
