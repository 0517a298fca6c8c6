package kernel

import (
	"encoding/json"
	"sort"
	"strconv"
)

// Op is one host operation: what JavaScript can ask of Go.
type Op struct {
	Name string
	// Cap is the capability the operation needs (CapNone: none). File
	// system operations are checked per path as they run (Policy.checkFS),
	// processes per program, fetch per host.
	Cap capability
	// Limits says what bounds the operation, for the docs.
	Limits string
	// Test names the test that covers it (TestOpsAreTested checks that it
	// exists).
	Test string
	// World says what of the world outside the instance the operation
	// learns — what a later start could find different ("randomness",
	// "the machine"); "" for an operation that learns nothing of it, or
	// whose capability says it (files, programs, the network: worldOf).
	// An evaluation that learnt any of it is not snapshotted
	// (Instance.WatchWorld).
	World string
	// Borrows says that Run reads data only while it runs and keeps none
	// of it: the host may then pass a view of the instance's memory
	// instead of a copy (see Borrows).
	Borrows bool
	// run does it, on the instance's goroutine, with the arguments as
	// JavaScript sent them (Def decodes them). An operation that completes
	// later starts a goroutine (Instance.Start) and returns its id.
	run func(i *Instance, args, data []byte) Reply
}

// Raw is the argument of an operation that takes it as JavaScript sent
// it, not as JSON: a console level, a handle's id, a count.
type Raw string

// argsChecker is an argument that checks itself once decoded (a path
// without NUL bytes); its error is the operation's.
type argsChecker interface{ Check() error }

// Def declares a host operation: spec says what it is (its Run left
// unset), and run does it with its arguments decoded from JSON into A
// (Raw: as they came; struct{}: none), once, before it runs. Arguments
// that are not A's JSON are a TypeError naming the operation; an A that
// has a Check method is checked too.
func Def[A any](spec Op, run func(i *Instance, a A, data []byte) Reply) *Op {
	name := spec.Name
	spec.run = func(i *Instance, args, data []byte) Reply {
		var a A
		if err := decodeArgs(name, args, &a); err != nil {
			return Reply{Err: err}
		}
		return run(i, a, data)
	}
	return &spec
}

// decodeArgs decodes the arguments of operation name into a.
func decodeArgs(name string, args []byte, a any) error {
	switch p := a.(type) {
	case *Raw:
		*p = Raw(args)
		return nil
	case *struct{}:
		return nil
	}
	if len(args) > 0 {
		if err := json.Unmarshal(args, a); err != nil {
			return TypeError("%s: the arguments are not what it takes: %v", name, err)
		}
	}
	if c, ok := a.(argsChecker); ok {
		return c.Check()
	}
	return nil
}

// maxLogText caps one console entry.
const maxLogText = 64 << 10

// The console's budget per task, as the prelude counts it (console.js);
// the host holds an extension to it even when its JavaScript calls the
// operation directly, with a little room for the prelude's own notice of
// what it dropped.
const (
	maxLogLines = 1000 + 1
	maxLogChars = 1<<20 + 4096
)

// opLog writes a console entry (args is its level, data its text) to the
// extension's log.
func opLog(i *Instance, level Raw, data []byte) Reply {
	switch level {
	case "log", "info", "warn", "error", "debug":
	default:
		return Reply{Err: TypeError("log: %.40q is not a console level", string(level))}
	}
	i.mu.Lock()
	over := i.logLines >= maxLogLines || i.logChars >= maxLogChars
	if !over {
		i.logLines++
		i.logChars += len(data)
	}
	i.mu.Unlock()
	if over {
		return Reply{}
	}
	text := string(data)
	if len(text) > maxLogText {
		text = text[:maxLogText] + "… [truncated]"
	}
	i.cfg.Log(string(level), text)
	return Reply{}
}

// Table is the operations an instance serves, by name.
type Table map[string]*Op

// NewTable makes the table of the kernel's operations and those of lists;
// two named alike are a bug.
func NewTable(lists ...[]*Op) Table {
	t := Table{}
	for _, ops := range append([][]*Op{kernelOps(), progressOps()}, lists...) {
		for _, o := range ops {
			if _, dup := t[o.Name]; dup {
				panic("platform: two host operations named " + o.Name)
			}
			t[o.Name] = o
		}
	}
	return t
}

// Borrows reports whether the operation name only reads its data while it
// runs (Op.Borrows): its caller need not copy the data out of the
// instance's memory first.
func (t Table) Borrows(name string) bool {
	o, ok := t[name]
	return ok && o.Borrows
}

// worldOf is what of the world o learns: its World, or what its
// capability reaches.
func worldOf(o *Op) string {
	if o.World != "" {
		return o.World
	}
	switch o.Cap {
	case CapFSRead, CapFSWrite:
		return "files"
	case CapExec:
		return "programs"
	case CapNet:
		return "the network"
	case capEnv:
		return "the environment"
	}
	return ""
}

// All lists the operations, by name.
func (t Table) All() []Op {
	out := make([]Op, 0, len(t))
	for _, o := range t {
		out = append(out, *o)
	}
	sort.Slice(out, func(a, b int) bool { return out[a].Name < out[b].Name })
	return out
}

// kernelOps are the operations of this file.
func kernelOps() []*Op {
	return []*Op{
		Def(Op{Name: "handle.release", Limits: "-", Test: "TestAbandonedHandles"}, opHandleRelease),
		Def(Op{Name: "cancel", Limits: "-", Test: "TestFetch"}, opCancel),
		Def(Op{Name: "log", Limits: "1,000 lines or 1 Mi characters per task (counted in the prelude, and held to it here); 64 KiB per line; one of the console's levels",
			Test: "TestConsoleBudget"}, opLog),
	}
}

// Nullable is s as JavaScript reads a value that may be absent: null for
// "".
func Nullable(s string) any {
	if s == "" {
		return nil
	}
	return s
}

// Itoa64 is n as a string, for JavaScript, whose numbers do not hold
// every int64.
func Itoa64(n int64) string { return strconv.FormatInt(n, 10) }
