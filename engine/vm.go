package engine

import (
	"context"
	_ "embed"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/fastschema/qjs"

	"github.com/earshot/extensions/wasm"
)

//go:embed prelude.js
var preludeCore string

//go:embed web.js
var preludeWeb string

// prelude is the script every instance starts with: prelude.js with the web
// platform (web.js) in its place.
var prelude = strings.Replace(preludeCore, "  // @web\n", preludeWeb, 1)

// killGrace is how long JavaScript that is running when its task is
// cancelled may go on before the instance is killed. (A task that is waiting
// for a timer or the host is not running JavaScript; it ends at once.)
const killGrace = 20 * time.Millisecond

// vm is one QuickJS instance with the prelude installed. One goroutine uses
// it at a time (Extension serializes); the watchdog only calls inst.Kill.
type vm struct {
	inst      *wasm.Instance
	api, poll wasm.Value
	log       func(Level, string)
	keep      []*qjs.Value // values that must live as long as the instance

	ops        ops
	opCtx      context.Context // the running task's context; host operations it starts end with it
	fetchLimit int64

	evMu   sync.Mutex
	events []string      // host operation completions not yet delivered
	evSig  chan struct{} // signalled when events is appended to

	closeOnce sync.Once
}

func newVM(ctx context.Context, cfg Config, log func(Level, string)) (*vm, error) {
	l := cfg.Limits.WithDefaults()
	v := &vm{log: log, evSig: make(chan struct{}, 1), opCtx: context.Background(), fetchLimit: l.FetchLimit}
	inst, err := wasm.NewInstance(ctx, wasm.InstanceConfig{
		MemoryLimit: l.MemoryLimit,
		StackSize:   l.StackSize,
		Stdout:      logWriter{v, LevelLog},
		Stderr:      logWriter{v, LevelError},
		CacheDir:    cfg.CacheDir,
	})
	if err != nil {
		return nil, err
	}
	v.inst = inst
	err = inst.Do(func(c *qjs.Context) error {
		v.installPlatform(c)
		api, err := evalPrelude(c)
		if err != nil {
			return fmt.Errorf("installing the prelude: %w", err)
		}
		poll := api.GetPropertyStr("poll")
		v.keep = append(v.keep, api, poll)
		v.api, v.poll = wasm.Value(api.Raw()), wasm.Value(poll.Raw())
		return nil
	})
	if err != nil {
		inst.Close()
		return nil, err
	}
	return v, nil
}

// preludeBytecode is the prelude compiled by QuickJS, once per process:
// loading bytecode takes half the time of parsing the source, and every
// instance starts with it.
var (
	preludeMu       sync.Mutex
	preludeBytecode []byte
)

func evalPrelude(c *qjs.Context) (*qjs.Value, error) {
	preludeMu.Lock()
	bc := preludeBytecode
	preludeMu.Unlock()
	if bc == nil {
		b, err := c.Compile("earshot:prelude.js", qjs.Code(prelude))
		if err != nil {
			return nil, err
		}
		preludeMu.Lock()
		preludeBytecode, bc = b, b
		preludeMu.Unlock()
	}
	return c.Eval("earshot:prelude.js", qjs.Bytecode(bc))
}

// hostLog is console.*: __earshot_log(level, text).
func (v *vm) hostLog(this *qjs.This) (*qjs.Value, error) {
	args := this.Args()
	defer freeAll(args)
	if len(args) == 2 && v.log != nil {
		level, err1 := v.inst.String(wasm.Value(args[0].Raw()))
		text, err2 := v.inst.String(wasm.Value(args[1].Raw()))
		if err1 == nil && err2 == nil {
			v.log(Level(level), text)
		}
	}
	return nil, nil
}

func freeAll(vals []*qjs.Value) {
	for _, a := range vals {
		a.Free()
	}
}

// pending is poll's answer for a task that has not settled.
type pending struct {
	T     string  `json:"t"`
	Delay float64 `json:"delay"`
	Ops   int     `json:"ops"`
}

// run starts a task with script (a call to one of the prelude's task
// functions) and drives it until it settles, returning the prelude's JSON
// description of how it ended. If ctx ends first, the task is abandoned
// ({"t":"cancelled"}); if JavaScript is running at that moment and does not
// return within killGrace, the instance is killed and run returns the
// instance's error.
func (v *vm) run(ctx context.Context, script []byte) ([]byte, error) {
	done := make(chan struct{})
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		select {
		case <-done:
			return
		case <-ctx.Done():
		}
		t := time.NewTimer(killGrace)
		defer t.Stop()
		select {
		case <-done:
		case <-t.C:
			v.inst.Kill(context.Cause(ctx))
		}
	}()
	defer func() {
		close(done)
		wg.Wait()
	}()

	opCtx, endOps := context.WithCancelCause(ctx)
	v.opCtx = opCtx
	defer endOps(errTaskEnded)
	// What the task fetched and did not read is dropped with it.
	defer v.ops.dropBodies()

	if err := v.eval(script); err != nil {
		return nil, err
	}
	for {
		res, err := v.pollTask()
		if err != nil {
			return nil, err
		}
		if !strings.HasPrefix(res, `{"t":"pending"`) {
			return []byte(res), nil
		}
		var p pending
		if err := json.Unmarshal([]byte(res), &p); err != nil {
			return nil, fmt.Errorf("internal error: %v", err)
		}
		if p.Delay < 0 && p.Ops == 0 && !v.hasEvents() {
			return []byte(`{"t":"never"}`), nil
		}
		var timer <-chan time.Time
		if p.Delay >= 0 {
			t := time.NewTimer(time.Duration(p.Delay * float64(time.Millisecond)))
			timer = t.C
			defer t.Stop()
		}
		select {
		case <-ctx.Done():
			// Fire the task's abort signal, so that the extension can stop
			// what it started; then abandon the task.
			kind := "cancel"
			if errors.Is(context.Cause(ctx), context.DeadlineExceeded) {
				kind = "timeout"
			}
			_ = v.eval(taskScript("abort", kind))
			return []byte(`{"t":"cancelled"}`), nil
		case <-timer:
			err = v.eval(fireScript)
		case <-v.evSig:
			err = v.deliverEvents()
		}
		if err != nil {
			return nil, err
		}
	}
}

var fireScript = []byte("__earshot.fire()")

// eval runs a script and discards its value.
func (v *vm) eval(script []byte) error {
	r, err := v.inst.Eval(script)
	if err != nil {
		return err
	}
	v.inst.Free(r)
	return nil
}

func (v *vm) pollTask() (string, error) {
	r, err := v.inst.Call(v.poll, v.api)
	if err != nil {
		return "", err
	}
	s, err := v.inst.String(r)
	v.inst.Free(r)
	return s, err
}

func (v *vm) hasEvents() bool {
	v.evMu.Lock()
	defer v.evMu.Unlock()
	return len(v.events) > 0
}

// post queues a host operation's completion (a JSON object with "id" and
// "value" or "error"). Safe from any goroutine; delivered on the instance's
// own turn.
func (v *vm) post(event string) {
	v.evMu.Lock()
	v.events = append(v.events, event)
	v.evMu.Unlock()
	select {
	case v.evSig <- struct{}{}:
	default:
	}
}

func (v *vm) deliverEvents() error {
	v.evMu.Lock()
	evs := v.events
	v.events = nil
	v.evMu.Unlock()
	if len(evs) == 0 {
		return nil
	}
	return v.eval(taskScript("deliver", "["+strings.Join(evs, ",")+"]"))
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
		v.ops.stopAll(errors.New("the extension was stopped"))
		v.inst.Close()
	})
}

// logWriter sends what QuickJS itself prints (uncaught error dumps) to the log.
type logWriter struct {
	v     *vm
	level Level
}

func (w logWriter) Write(p []byte) (int, error) {
	if w.v.log != nil {
		if s := strings.TrimRight(string(p), "\n"); s != "" {
			w.v.log(w.level, s)
		}
	}
	return len(p), nil
}
