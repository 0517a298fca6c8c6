// Package kernel is the host side of an extension's QuickJS instance,
// whatever Node area it uses: its operations in flight and their
// completions, the handles it holds (HandleKind), the memory the host
// holds for it, the user's narrowing of it (Policy, Guard) and the one
// dialer the net capability decides on, and the table of operations
// (Op, Def, Table) that the areas — platform/fs, exec, process, crypto,
// intl, zlib and platform itself — fill. It knows no area.
package kernel

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"net/http"
	"os"
	"runtime"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
)

// Config is what the host gives one extension's instance.
type Config struct {
	// Extension names the extension, for messages.
	Extension string
	// Project is the project folder: process.cwd(), the folder relative
	// paths resolve against and child processes start in.
	Project string
	// Home is the user's home folder (os.homedir(), "~" in capabilities).
	Home string
	// Env is the environment the extension may see (process.env), before
	// its capabilities narrow it; nil means the host process's.
	Env []string
	// Policy decides what the extension may do on the machine (nil: all).
	Policy *Policy
	// FetchLimit caps a response body, in bytes.
	FetchLimit int64
	// MemoryLimit is the instance's memory cap; MemoryUsed reports how much
	// of it is in use now (what is brought into the instance must fit).
	MemoryLimit uint64
	MemoryUsed  func() uint64
	// HTTPClient makes fetch's requests (nil: a shared default client,
	// which reuses connections). For an extension whose net capability is
	// narrowed, fetch uses a copy of its transport that connects through
	// Network.
	HTTPClient *http.Client
	// Network resolves names and connects for the extension (the zero
	// value: the system's).
	Network Network
	// Log receives what the extension writes to process.stdout and
	// process.stderr, by line, and console output ("log", "error", ...).
	Log func(level, text string)
	// RunLazy runs the lazy module name (platform/js/lazy: LazySource) in
	// the instance when the prelude first needs it; the engine runs it
	// from bytecode compiled once per process. Nil: the prelude is handed
	// the source and evaluates it itself.
	RunLazy func(name string) error
}

// Instance is the host side of one QuickJS instance: its operations in
// flight, their completions waiting for the instance's turn, and what they
// hold (response bodies, child processes, file handles, hashes).
//
// Call runs on the instance's goroutine. Operations that complete later
// run on goroutines of their own and post their completions (Events); each
// is tied to the task that started it, and ends with it (EndTask) unless it
// is meant to outlive it (a child process, until its call times out).
type Instance struct {
	cfg Config
	ops Table

	mu     sync.Mutex
	next   int
	cancel map[int]context.CancelCauseFunc // operations in flight
	wg     sync.WaitGroup
	events []Event
	signal chan struct{}
	held   int64 // the bytes in events
	// hostHeld is what the host holds for the instance's operations
	// while they run (Hold), and hostHeldPeak the most it held.
	hostHeld, hostHeldPeak atomic.Int64
	dropped                map[int]bool         // operations JavaScript abandoned while in flight: their completion is not kept
	handles                map[int]Handle       // file handles, hashes, compressors, child processes, response bodies
	kinds                  map[*HandleKind]int  // how many of handles there are of each kind
	owners                 map[int]int          // the task that made each handle
	rooms                  map[int]*Quota       // the handles (and ids reserved for one) that hold room in a quota
	quotas                 map[*Quota]*quotaUse // how much of each quota they use
	refusals               int                  // adds a full quota refused, ever (Refusals)
	cpu                    chan struct{}        // async work that computes (startCPU)
	locals                 map[any]any          // each area's state (Local)

	task     context.Context // the running task's; what it starts ends with it
	life     context.Context // the instance's; ends at Close
	endLife  context.CancelFunc
	taskID   int
	exitCode *int // set by process.exit
	// logLines and logChars are what the task logged (opLog).
	logLines, logChars int
	cwd                string
	closed             bool

	lookedUp lookedUp // the addresses dns.lookup handed JavaScript (netdial.go)

	// watching is set while the module is evaluated (WatchWorld); world
	// is what of the world it learnt meanwhile, and absent what it found
	// not there.
	watching bool
	world    []string
	absent   []string

	// saidHidden are the variables the extension read that its env
	// capability hides, each said once (sayHidden).
	saidHidden map[string]bool
}

// Ref is the argument of an operation on a handle: {"id": n}.
type Ref struct {
	ID int `json:"id"`
}

// Handle is something an instance holds for JavaScript between calls of
// operations: an open file, a hash, a child process. Close ends it.
type Handle interface {
	Close()
	Kind() *HandleKind
}

// HandleKind says how an instance treats the handles of one kind.
type HandleKind struct {
	// One and Many name one handle and several, for Holding ("a child
	// process", "child processes"); "" leaves them unsaid.
	One, Many string
	// Quota, when set, bounds how many handles of this kind, and of the
	// other kinds that share it, the instance holds at once (quota.go).
	Quota *Quota
	// Numbered: JavaScript holds the handle as a number, not through an
	// object whose collection releases it (a file descriptor), so those a
	// failed task opened are closed (Abandoned).
	Numbered bool
	// EndsWithTask: closed when the task that made it ends abnormally (a
	// child process, a socket); EndsWithItsTask: when the task that made it
	// ends, however it ends (a server, a connection it accepted);
	// EndsEveryTask: when any task ends (a response body not read).
	EndsWithTask, EndsWithItsTask, EndsEveryTask bool
	// Kept: its collected JavaScript object does not release it (a child
	// process, which cp.release forgets once it has exited).
	Kept bool
}

// Local is an area's state in instance i, made (zero) the first time it is
// asked for; T is the area's own type. A state with a Close method is
// closed with the instance.
func Local[T any](i *Instance) *T {
	key := (*T)(nil)
	i.mu.Lock()
	defer i.mu.Unlock()
	if v, ok := i.locals[key]; ok {
		return v.(*T)
	}
	v := new(T)
	if i.locals == nil {
		i.locals = map[any]any{}
	}
	i.locals[key] = v
	return v
}

// New returns the host side of a new instance, which serves ops.
func New(cfg Config, ops Table) *Instance {
	if cfg.Log == nil {
		cfg.Log = func(string, string) {}
	}
	if cfg.MemoryUsed == nil {
		cfg.MemoryUsed = func() uint64 { return 0 }
	}
	if cfg.Project == "" {
		cfg.Project, _ = os.Getwd()
	}
	if cfg.Home == "" {
		cfg.Home = homeDir()
	}
	life, endLife := context.WithCancel(context.Background())
	return &Instance{
		ops:     ops,
		life:    life,
		endLife: endLife,
		cfg:     cfg,
		cancel:  map[int]context.CancelCauseFunc{},
		signal:  make(chan struct{}, 1),
		dropped: map[int]bool{},
		handles: map[int]Handle{},
		kinds:   map[*HandleKind]int{},
		owners:  map[int]int{},
		rooms:   map[int]*Quota{},
		quotas:  map[*Quota]*quotaUse{},
		cpu:     make(chan struct{}, maxCPUWork),
		next:    2, // ids from 3: a file descriptor's is one, and 0, 1 and 2 are the standard streams
		task:    context.Background(),
		cwd:     cfg.Project,
	}
}

// BeginTask starts a task (loading the module, a call): operations started
// from now on end with ctx.
func (i *Instance) BeginTask(ctx context.Context) {
	i.mu.Lock()
	i.task = ctx
	i.taskID++
	i.exitCode = nil
	i.logLines, i.logChars = 0, 0
	i.mu.Unlock()
}

// EndTask ends the current task: response bodies it did not read are
// dropped; the servers it started are closed, with the connections they
// accepted; child processes it started and sockets it opened are stopped if
// the task did not end normally (it timed out, was cancelled, or its
// instance is going away).
func (i *Instance) EndTask(normal bool) {
	i.mu.Lock()
	task := i.task
	i.mu.Unlock()
	flushProgress(task)
	i.closeHandles(func(id int, k *HandleKind) bool {
		mine := i.owners[id] == i.taskID
		return k.EndsEveryTask || k.EndsWithItsTask && mine || !normal && k.EndsWithTask && mine
	})
	i.mu.Lock()
	i.task = context.Background()
	i.mu.Unlock()
}

// Exited reports the code process.exit was called with in the current task.
func (i *Instance) Exited() (int, bool) {
	i.mu.Lock()
	defer i.mu.Unlock()
	if i.exitCode == nil {
		return 0, false
	}
	return *i.exitCode, true
}

// Signal is signalled when completions are waiting (Events).
func (i *Instance) Signal() <-chan struct{} { return i.signal }

// Event is the completion of an operation, or a piece of one that
// completes in pieces (More): its value (JSON), its bytes, or its error.
type Event struct {
	ID int
	// JSON is the value, or with Err the error (as the prelude's
	// makeError reads it); "" is null.
	JSON string
	Err  bool
	// Bytes, when not nil, are the value: an ArrayBuffer.
	Bytes []byte
	// More: the operation goes on, and more events with its ID follow.
	More bool
	// delivered tells a streaming operation that its piece was handed on.
	delivered func()
}

// NextEvent takes the completion that has waited longest, if any. The
// engine hands it to JavaScript at once: what it held no longer counts
// against the instance (it is in the instance's memory now), and an
// operation that completes in pieces may make the next.
func (i *Instance) NextEvent() (Event, bool) {
	i.mu.Lock()
	if len(i.events) == 0 {
		i.mu.Unlock()
		return Event{}, false
	}
	ev := i.events[0]
	i.events[0] = Event{}
	i.events = i.events[1:]
	if len(i.events) == 0 {
		i.events = nil
	}
	i.held -= int64(len(ev.Bytes))
	i.mu.Unlock()
	if ev.delivered != nil {
		ev.delivered()
	}
	return ev, true
}

// EventCount is how many completions are waiting.
func (i *Instance) EventCount() int {
	i.mu.Lock()
	defer i.mu.Unlock()
	return len(i.events)
}

// HasEvents reports whether completions are waiting.
func (i *Instance) HasEvents() bool {
	i.mu.Lock()
	defer i.mu.Unlock()
	return len(i.events) > 0
}

// ErrorJSON describes err as the prelude's makeError reads it.
func ErrorJSON(err error) string {
	b, merr := json.Marshal(DescribeError(err))
	if merr != nil {
		b, _ = json.Marshal(DescribeError(merr))
	}
	return string(b)
}

// valueJSON encodes an operation's value for an Event.
func valueJSON(value any) (string, error) {
	switch v := value.(type) {
	case nil:
		return "", nil
	case bool:
		return strconv.FormatBool(v), nil
	case int:
		return strconv.Itoa(v), nil
	}
	b, err := json.Marshal(value)
	return string(b), err
}

// limitEvent is the error a completion becomes when the bytes waiting for
// JavaScript would pass maxHeld.
func (i *Instance) limitEvent(id int) Event {
	return Event{ID: id, Err: true, JSON: ErrorJSON(&JSError{Name: "RangeError", Code: "ERR_EARSHOT_LIMIT",
		Message: fmt.Sprintf("the results of finished operations not read yet hold more than %d MiB (half the extension's memory)", i.maxHeld()>>20)})}
}

// event makes the event of a completion (or a piece, with more).
func makeEvent(id int, value any, data []byte, err error) Event {
	ev := Event{ID: id}
	switch {
	case err != nil:
		ev.Err, ev.JSON = true, ErrorJSON(err)
	case data != nil:
		ev.Bytes = data
	default:
		s, jerr := valueJSON(value)
		if jerr != nil {
			ev.Err, ev.JSON = true, ErrorJSON(jerr)
		} else {
			ev.JSON = s
		}
	}
	return ev
}

// queue adds ev to the events, unless its bytes would pass maxHeld (then
// it is that error, and queue reports false); i.mu is held.
func (i *Instance) queue(ev Event) bool {
	if ev.Bytes != nil {
		if i.held+int64(len(ev.Bytes)) > i.maxHeld() {
			// Results nobody takes must not grow the host: past half the
			// extension's memory cap, a completion is an error instead.
			i.events = append(i.events, i.limitEvent(ev.ID))
			return false
		}
		i.held += int64(len(ev.Bytes))
	}
	i.events = append(i.events, ev)
	return true
}

func (i *Instance) wake() {
	select {
	case i.signal <- struct{}{}:
	default:
	}
}

// post ends operation id and queues its completion, unless JavaScript
// abandoned it (cancelOp). Safe from any goroutine.
func (i *Instance) post(id int, value any, data []byte, err error) {
	ev := makeEvent(id, value, data, err)
	i.mu.Lock()
	// The operation is over (its context ends); if JavaScript abandoned it,
	// nobody waits for its completion.
	if c := i.cancel[id]; c != nil {
		c(nil)
		delete(i.cancel, id)
	}
	if i.dropped[id] {
		// Nobody waits for it: its bytes would never be taken.
		delete(i.dropped, id)
		i.mu.Unlock()
		return
	}
	i.queue(ev)
	i.mu.Unlock()
	i.wake()
}

// ErrPieceDropped: JavaScript abandoned an operation that completes in
// pieces, or its instance is closing.
var ErrPieceDropped = errors.New("the operation was abandoned")

// postPiece queues a piece of operation id (an Event with More) and waits
// until the engine has handed it to JavaScript, so that an operation
// holds one piece at a time in the host. It fails when ctx ends first,
// when JavaScript abandoned the operation, or when the piece would pass
// maxHeld (then the error is the operation's last event).
func (i *Instance) postPiece(ctx context.Context, id int, value any, data []byte) error {
	ev := makeEvent(id, value, data, nil)
	ev.More = true
	ack := make(chan struct{}, 1)
	ev.delivered = func() { ack <- struct{}{} }
	i.mu.Lock()
	if i.dropped[id] || i.cancel[id] == nil {
		i.mu.Unlock()
		return ErrPieceDropped
	}
	if !i.queue(ev) {
		if c := i.cancel[id]; c != nil {
			c(nil)
			delete(i.cancel, id)
		}
		i.dropped[id] = true // its last event is queued: the one run returns is not
		i.mu.Unlock()
		i.wake()
		return ErrPieceDropped
	}
	i.mu.Unlock()
	i.wake()
	select {
	case <-ack:
		return nil
	case <-ctx.Done():
		return ErrPieceDropped
	}
}

// Start registers an operation that completes later, tied to the current
// task; the function it runs gets a context that ends with the task (or
// when JavaScript cancels the operation) and returns the completion.
// Panics in it are the operation's failure, not the host's.
func (i *Instance) Start(run func(ctx context.Context) (value any, data []byte, err error)) Reply {
	i.mu.Lock()
	task := i.task
	i.mu.Unlock()
	return i.StartWith(task, run)
}

// Config is what the host gave the instance.
func (i *Instance) Config() *Config { return &i.cfg }

// Lifetime is the instance's context, which ends at Close: what outlives
// its task (a child process, a socket) ends with it.
func (i *Instance) Lifetime() context.Context { return i.life }

// Goroutines are the instance's goroutines, which Close waits for.
func (i *Instance) Goroutines() *sync.WaitGroup { return &i.wg }

// TaskContext is the running task's context: work done for it on the
// instance's goroutine stops when it ends.
func (i *Instance) TaskContext() context.Context {
	i.mu.Lock()
	defer i.mu.Unlock()
	return i.task
}

// StartWith is start with the operation's context derived from parent.
func (i *Instance) StartWith(parent context.Context, run func(ctx context.Context) (value any, data []byte, err error)) Reply {
	return i.Stream(parent, func(ctx context.Context, _ func(any, []byte) error) (any, []byte, error) { return run(ctx) })
}

// Stream is startWith for an operation that completes in pieces: run
// sends each (send queues it as an event with More, and returns once it
// was handed to JavaScript, or with an error when the operation was
// abandoned meanwhile, which run returns), and its return is the last.
func (i *Instance) Stream(parent context.Context, run func(ctx context.Context, send func(value any, data []byte) error) (value any, data []byte, err error)) Reply {
	i.mu.Lock()
	if i.closed {
		i.mu.Unlock()
		return Reply{Err: errors.New("the extension was stopped")}
	}
	i.next++
	id := i.next
	ctx, cancel := context.WithCancelCause(parent)
	i.cancel[id] = cancel
	i.wg.Add(1)
	i.mu.Unlock()
	send := func(value any, data []byte) error { return i.postPiece(ctx, id, value, data) }
	go func() {
		defer i.wg.Done()
		defer func() {
			if r := recover(); r != nil {
				i.post(id, nil, nil, fmt.Errorf("internal error in the host operation: %v", r))
			}
		}()
		value, data, err := run(ctx, send)
		i.post(id, value, data, err)
	}()
	return Reply{ID: id}
}

// maxCPUWork is how much of an instance's asynchronous work that computes
// (key derivations, key generation, Web Crypto) runs at once; the rest
// waits its turn, as Node's work waits for its thread pool (four threads
// for the process). One extension starting a thousand derivations takes
// that many cores, not every core the host has.
const maxCPUWork = 2

// StartCPU is start for work that computes rather than waits: it runs
// when one of the instance's maxCPUWork turns is free (waiting counts
// against the call's time; a task that ends meanwhile ends it unrun).
func (i *Instance) StartCPU(run func(ctx context.Context) (value any, data []byte, err error)) Reply {
	return i.Start(func(ctx context.Context) (any, []byte, error) {
		select {
		case i.cpu <- struct{}{}:
		case <-ctx.Done():
			return nil, nil, context.Cause(ctx)
		}
		defer func() { <-i.cpu }()
		if ctx.Err() != nil { // a turn and the end came together
			return nil, nil, context.Cause(ctx)
		}
		return run(ctx)
	})
}

// SetHandle keeps h under id, which Reserve gave, as the running task's.
func (i *Instance) SetHandle(id int, h Handle) {
	i.mu.Lock()
	i.putHandle(id, h)
	i.mu.Unlock()
}

// putHandle keeps h under id, counting it by kind, as the running task's;
// i.mu is held. A handle whose kind has a quota holds room in it: the
// room id holds already (Reserve), or room taken now, even past the
// quota's Max (only Add and Reserve keep within it).
func (i *Instance) putHandle(id int, h Handle) {
	if old, ok := i.handles[id]; ok {
		i.kinds[old.Kind()]--
	}
	i.handles[id] = h
	i.kinds[h.Kind()]++
	i.owners[id] = i.taskID
	if q := h.Kind().Quota; q != i.rooms[id] {
		i.giveBack(id)
		if q != nil {
			i.takeRoom(id, q)
		}
	}
}

// dropHandle forgets the handle id (it is not closed), and gives back the
// room it held; i.mu is held.
func (i *Instance) dropHandle(id int) {
	if h, ok := i.handles[id]; ok {
		i.kinds[h.Kind()]--
		delete(i.handles, id)
		delete(i.owners, id)
	}
	i.giveBack(id)
}

// Forget forgets the handle id (it is not closed), or gives back the
// room Reserve took for it.
func (i *Instance) Forget(id int) {
	i.mu.Lock()
	i.dropHandle(id)
	i.mu.Unlock()
}

// HandleOf is the handle id if it is a T.
func HandleOf[T Handle](i *Instance, id int) (T, bool) {
	i.mu.Lock()
	defer i.mu.Unlock()
	h, ok := i.handles[id].(T)
	return h, ok
}

// TakeHandle is handleOf, forgetting the handle (it is not closed).
func TakeHandle[T Handle](i *Instance, id int) (T, bool) {
	i.mu.Lock()
	defer i.mu.Unlock()
	h, ok := i.handles[id].(T)
	if ok {
		i.dropHandle(id)
	}
	return h, ok
}

// HandlesOf are the instance's handles that are Ts.
func HandlesOf[T Handle](i *Instance) []T {
	i.mu.Lock()
	defer i.mu.Unlock()
	var out []T
	for _, h := range i.handles {
		if t, ok := h.(T); ok {
			out = append(out, t)
		}
	}
	return out
}

// closeHandles forgets and closes the handles for which drop says so.
func (i *Instance) closeHandles(drop func(id int, k *HandleKind) bool) {
	i.mu.Lock()
	var stop []Handle
	for id, h := range i.handles {
		if drop(id, h.Kind()) {
			stop = append(stop, h)
			i.dropHandle(id)
		}
	}
	i.mu.Unlock()
	for _, h := range stop {
		h.Close()
	}
}

// What a failed call leaves behind. A handle that JavaScript holds through
// an object (a hash, a compression stream, a FileHandle) is released when
// the object is collected (the prelude's track: "handle.release"); one it
// holds as a number — a descriptor of fs.open — cannot be followed, so a
// call that fails leaves none of the descriptors it opened (Abandoned).
// And an instance that a failed call leaves at one of its limits, or a
// call that ran into one (Refusals) however it ended, is restarted
// (AtLimit): a limit must not become a lasting failure.

// Abandoned ends what the task that just ended opened and cannot be kept
// without a JavaScript object: its file descriptors. The engine calls it
// after a call that failed; it reports whether the instance still holds
// handles (the engine then collects garbage, which releases those whose
// objects are gone).
func (i *Instance) Abandoned() (holds bool) {
	i.closeHandles(func(id int, k *HandleKind) bool { return k.Numbered && i.owners[id] == i.taskID })
	i.mu.Lock()
	defer i.mu.Unlock()
	return len(i.handles) > 0
}

// opHandleRelease releases a handle whose JavaScript object was collected;
// one already ended (closed, digested) is no more, and ids are not reused.
func opHandleRelease(i *Instance, handle Raw, _ []byte) Reply {
	id, _ := strconv.Atoi(string(handle))
	i.mu.Lock()
	h, ok := i.handles[id]
	if ok && !h.Kind().Kept {
		i.dropHandle(id)
	} else {
		ok = false
	}
	i.mu.Unlock()
	if ok {
		h.Close()
	}
	return Reply{}
}

// Close stops every operation and closes everything the instance holds:
// response bodies, files, child processes (with their process groups).
// It waits for the operations' goroutines.
func (i *Instance) Close() {
	i.mu.Lock()
	i.closed = true
	i.endLife()
	for _, c := range i.cancel {
		c(errors.New("the extension was stopped"))
	}
	handles := i.handles
	i.handles = map[int]Handle{}
	i.kinds = map[*HandleKind]int{}
	for id := range i.rooms {
		i.giveBack(id)
	}
	i.mu.Unlock()
	for _, h := range handles {
		h.Close()
	}
	i.wg.Wait()
	i.closeHandles(func(int, *HandleKind) bool { return true }) // what the operations made as they ended
	i.mu.Lock()
	locals := i.locals
	i.mu.Unlock()
	for _, l := range locals {
		if c, ok := l.(interface{ Close() }); ok {
			c.Close()
		}
	}
}

// Call runs the host operation name for JavaScript. It never panics: a bug
// in an operation is its error.
func (i *Instance) Call(name string, args, data []byte) (r Reply) {
	defer func() {
		if p := recover(); p != nil {
			r = Reply{Err: fmt.Errorf("internal error in the host operation %s: %v", name, p)}
		}
	}()
	o, ok := i.ops[name]
	if !ok {
		return Reply{Err: fmt.Errorf("no host operation %q", name)}
	}
	if o.Cap != CapNone {
		if err := i.cfg.Policy.allows(i.cfg.Extension, name, o.Cap, args); err != nil {
			return Reply{Err: err}
		}
	}
	w := worldOf(o)
	if w == "" || !i.isWatching() {
		return o.run(i, args, data)
	}
	if o.Cap != CapFSRead {
		i.Saw(w)
		return o.run(i, args, data)
	}
	// A file that is not there is an absence: the snapshot holds no value
	// of it, and is kept only where it is still not there (Absent).
	r = o.run(i, args, data)
	var je *JSError
	var a struct{ Path string }
	if errors.As(r.Err, &je) && je.Code == "ENOENT" && json.Unmarshal(args, &a) == nil && a.Path != "" {
		i.SawAbsent("path:" + i.Abs(a.Path))
	} else {
		i.Saw(w)
	}
	return r
}

// A restored start must be indistinguishable from an evaluated one, but
// for time: a module that read a file, a secret from the environment,
// drew from crypto's randomness or asked the network at its top would
// find them different at the next start, and its snapshot would both
// answer from the old ones and keep the secret on disk. So the engine
// watches what an evaluation learns of the world (the operations' World,
// the environment's variables but a few that are no one's secret:
// snapshotVar), and does not snapshot one that learnt anything: that
// module is evaluated at every start, as under Node. The clock and
// Math.random (QuickJS's own generator, reseeded in every restored
// instance) are not the world: their values at a module's top are the
// evaluation's (RATIONALE.md says why).

// WatchWorld starts recording what the instance's JavaScript learns of
// the world: the engine calls it before evaluating the module.
func (i *Instance) WatchWorld() {
	i.mu.Lock()
	i.watching, i.world, i.absent = true, nil, nil
	i.mu.Unlock()
}

// World stops recording and says what the JavaScript learnt of the world
// since WatchWorld ("files", "the environment ($TOKEN)", ...), each once;
// nil when nothing. absent is what it found not there — a variable of the
// environment, a file ("env:NAME", "path:/abs/path"), sorted —: that holds
// no value, so a snapshot may be kept where it is still so (Absent).
func (i *Instance) World() (world, absent []string) {
	i.mu.Lock()
	defer i.mu.Unlock()
	i.watching = false
	slices.Sort(i.absent)
	return i.world, slices.Compact(i.absent)
}

func (i *Instance) isWatching() bool {
	i.mu.Lock()
	defer i.mu.Unlock()
	return i.watching
}

// Saw records that the running JavaScript learnt what of the world.
func (i *Instance) Saw(what string) {
	i.mu.Lock()
	if i.watching && !slices.Contains(i.world, what) {
		i.world = append(i.world, what)
	}
	i.mu.Unlock()
}

// SawAbsent records that the running JavaScript found what not there.
func (i *Instance) SawAbsent(what string) {
	i.mu.Lock()
	if i.watching {
		i.absent = append(i.absent, what)
	}
	i.mu.Unlock()
}

// Absent reports whether each of absent (World's) is still not there for
// an instance under cfg: the variable not in its environment, the file
// not on the disk.
func Absent(cfg Config, absent []string) bool {
	i := &Instance{cfg: cfg}
	for _, a := range absent {
		switch kind, what, _ := strings.Cut(a, ":"); kind {
		case "env":
			if _, ok := i.UserEnv(what); ok {
				return false
			}
		case "path":
			if _, err := os.Lstat(what); !errors.Is(err, fs.ErrNotExist) {
				return false
			}
		default:
			return false
		}
	}
	return true
}

// Reply is what an operation answers JavaScript: a value (sent as JSON),
// bytes (an ArrayBuffer), an error, or — for an operation that completes
// later — the id its completion will carry.
type Reply struct {
	Value any
	Bytes []byte
	Err   error
	ID    int
	// Text, when IsText, is sent as a string as it is (no JSON): for file
	// contents, which may be large.
	Text   string
	IsText bool
	// Fill, when set, makes the bytes in place: the host gives it Size
	// bytes of the instance's memory, and it writes into them and says how
	// many it wrote (a file read straight into the ArrayBuffer, without a
	// copy in between). If it fails, its error is the reply. The host
	// calls it exactly once — with no bytes when the memory could not be
	// had — so that it can release what it holds.
	Fill func(dst []byte) (int, error)
	Size int
}

// Filled runs r.Fill into dst (of r.Size bytes), turning a panic into an
// error, and returns the length written.
func (r Reply) Filled(dst []byte) (n int, err error) {
	defer func() {
		if p := recover(); p != nil {
			n, err = 0, fmt.Errorf("internal error filling a reply: %v", p)
		}
	}()
	n, err = r.Fill(dst)
	if err == nil && (n < 0 || n > len(dst)) {
		err = fmt.Errorf("internal error: a reply filled %d of %d bytes", n, len(dst))
	}
	return n, err
}

// Encode renders a reply that is not bytes as the JSON JavaScript reads.
func (r Reply) Encode() string {
	var m map[string]any
	switch {
	case r.Err != nil:
		m = map[string]any{"e": DescribeError(r.Err)}
	case r.ID != 0:
		m = map[string]any{"id": r.ID}
	default:
		m = map[string]any{"v": r.Value}
	}
	b, err := json.Marshal(m)
	if err != nil {
		b, _ = json.Marshal(map[string]any{"e": DescribeError(err)})
	}
	return string(b)
}

// opCancel abandons an operation in flight (its id): its completions not
// yet handed to JavaScript go, and those still to come are dropped.
func opCancel(i *Instance, op Raw, _ []byte) Reply {
	id, _ := strconv.Atoi(string(op))
	i.mu.Lock()
	if c := i.cancel[id]; c != nil {
		c(errors.New("its signal was aborted"))
		i.dropped[id] = true
	}
	kept := i.events[:0]
	for _, ev := range i.events {
		if ev.ID == id {
			i.held -= int64(len(ev.Bytes))
			continue
		}
		kept = append(kept, ev)
	}
	clear(i.events[len(kept):])
	i.events = kept
	i.mu.Unlock()
	return Reply{}
}

// maxHeld bounds the bytes of completed operations the host keeps for
// JavaScript: half the instance's memory cap.
func (i *Instance) maxHeld() int64 {
	if i.cfg.MemoryLimit == 0 {
		return 1 << 62
	}
	return int64(i.cfg.MemoryLimit / 2)
}

// Quiet reports whether the instance's host side holds nothing a task left
// behind — no operation in flight, no handle (file, hash, child process),
// no unread body — and its folder is still the project's: a snapshot of
// it then has nothing outside the instance's memory.
func (i *Instance) Quiet() bool {
	i.mu.Lock()
	defer i.mu.Unlock()
	return len(i.cancel) == 0 && len(i.handles) == 0 && len(i.events) == 0 &&
		i.cwd == i.cfg.Project && i.exitCode == nil
}

// Holding says, in words, what the host holds for the instance: child
// processes, sockets, open files, compression streams, response bodies
// not read ("2 child processes"). A task that can never settle says it,
// for its author to find what it waited for.
func (i *Instance) Holding() []string {
	i.mu.Lock()
	defer i.mu.Unlock()
	// Kinds that name their handles alike (a socket opened, a socket a
	// server accepted) are told together.
	counts := map[[2]string]int{}
	for k, n := range i.kinds {
		if n > 0 && k.One != "" {
			counts[[2]string{k.One, k.Many}] += n
		}
	}
	names := make([][2]string, 0, len(counts))
	for name := range counts {
		names = append(names, name)
	}
	sort.Slice(names, func(a, b int) bool { return names[a][0] < names[b][0] })
	var out []string
	for _, name := range names {
		if n := counts[name]; n == 1 {
			out = append(out, name[0])
		} else {
			out = append(out, strconv.Itoa(n)+" "+name[1])
		}
	}
	return out
}

// Observed is what an instance's JavaScript can learn of its host at
// start-up and keep in a snapshot — the project, the home folder, the
// platform, the capabilities and the variables of the environment a
// snapshotted module may read (snapshotVar): a snapshot is valid only
// where it is the same. (A module that learns anything else of the world
// as it loads is not snapshotted: Instance.WatchWorld.)
func Observed(cfg Config) string {
	i := &Instance{cfg: cfg}
	env := i.Environ()
	keys := make([]string, 0, len(env))
	for k := range env {
		if SnapshotVar(k) {
			keys = append(keys, k)
		}
	}
	sort.Strings(keys)
	var b strings.Builder
	fmt.Fprintf(&b, "project=%q home=%q os=%s/%s\n", cfg.Project, cfg.Home, runtime.GOOS, runtime.GOARCH)
	for _, k := range keys {
		fmt.Fprintf(&b, "%q=%q\n", k, env[k])
	}
	fmt.Fprintf(&b, "caps=%v\n", cfg.Policy.Describe())
	return b.String()
}

// SnapshotVar reports whether an environment variable may be read by a
// module's top and the module still snapshotted (its value then in the
// snapshot, which is kept only where the variable has the same value:
// Observed): the variables packages commonly read as they load, which are
// configuration and no one's secret. Reading any other makes the
// evaluation one that is not snapshotted.
func SnapshotVar(k string) bool {
	switch k {
	case "NODE_ENV", "NODE_DEBUG", "DEBUG", "FORCE_COLOR", "NO_COLOR", "NODE_DISABLE_COLORS", "TERM", "COLORTERM",
		"TERM_PROGRAM", "CI", "LANG", "LANGUAGE", "LC_ALL", "LC_MESSAGES", "LC_CTYPE", "TZ", "HOME", "USER", "LOGNAME", "SHELL",
		"PATH", "TMPDIR", "TMP", "TEMP", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME",
		"XDG_RUNTIME_DIR", "APPDATA", "LOCALAPPDATA", "USERPROFILE":
		return true
	}
	return false
}
