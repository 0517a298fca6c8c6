package platform

import (
	"encoding/json"
	"sort"
)

// hostOp is one host operation: what JavaScript can ask of Go.
type hostOp struct {
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
	// Run does it, on the instance's goroutine. An operation that completes
	// later starts a goroutine (Instance.start) and returns its id.
	Run func(i *Instance, args, data []byte) Reply
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
func opLog(i *Instance, args, data []byte) Reply {
	level := string(args)
	switch level {
	case "log", "info", "warn", "error", "debug":
	default:
		return Reply{Err: typeError("log: %.40q is not a console level", level)}
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
	i.cfg.Log(level, text)
	return Reply{}
}

// table is every host operation.
var table = map[string]*hostOp{}

func register(ops ...*hostOp) {
	for _, o := range ops {
		if _, dup := table[o.Name]; dup {
			panic("platform: two host operations named " + o.Name)
		}
		table[o.Name] = o
	}
}

// Borrows reports whether the operation name only reads its data while it
// runs (Op.Borrows): its caller need not copy the data out of the
// instance's memory first.
func Borrows(name string) bool {
	o, ok := table[name]
	return ok && o.Borrows
}

// worldOf is what of the world o learns: its World, or what its
// capability reaches.
func worldOf(o *hostOp) string {
	if o.World != "" {
		return o.World
	}
	switch o.Cap {
	case capFSRead, capFSWrite:
		return "files"
	case capExec:
		return "programs"
	case capNet:
		return "the network"
	case capEnv:
		return "the environment"
	}
	return ""
}

// allOps lists the host operations, by name.
func allOps() []hostOp {
	out := make([]hostOp, 0, len(table))
	for _, o := range table {
		out = append(out, *o)
	}
	sort.Slice(out, func(a, b int) bool { return out[a].Name < out[b].Name })
	return out
}

func init() {
	register(
		&hostOp{Name: "handle.release", Limits: "-", Test: "TestAbandonedHandles",
			Run: opHandleRelease},
		&hostOp{Name: "cancel", Limits: "-", Test: "TestFetch",
			Run: func(i *Instance, args, _ []byte) Reply { return i.cancelOp(args) }},
		&hostOp{Name: "log", Limits: "1,000 lines or 1 Mi characters per task (counted in the prelude, and held to it here); 64 KiB per line; one of the console's levels",
			Test: "TestConsoleBudget", Run: opLog},
		&hostOp{Name: "module.unsupported", Limits: "-", Test: "TestUnsupportedBuiltins", Run: func(_ *Instance, args, _ []byte) Reply {
			var a struct{ Name string }
			_ = json.Unmarshal(args, &a)
			if name, supported, ok := Builtin(a.Name); ok && !supported {
				return Reply{Value: unsupportedWhy(name)}
			}
			return Reply{Value: nil}
		}},
		&hostOp{Name: "module.builtin", Limits: "-", Test: "TestRequireBuiltinAtRunTime", Run: opModuleBuiltin},
		&hostOp{Name: "random", Limits: "65,536 bytes", Test: "TestWebPlatform", World: "randomness", Run: opRandom},
		&hostOp{Name: "subtle", World: "randomness", Limits: "keys made of at most 8192 bits, imported of at most 16384 (checked before they are parsed; RSA's beside the instance); data in the instance's memory; stops at the call's deadline", Test: "TestWebPlatform", Run: opSubtle},
		&hostOp{Name: "platform.lazy", Limits: "-", Test: "TestWebStreams", Run: opLazy},
		&hostOp{Name: "text.encoding", Limits: "-", Test: "TestWebPlatform", Run: opTextEncoding},
		&hostOp{Name: "text.decode", Limits: "the instance's memory", Test: "TestWebPlatform", Borrows: true, Run: opTextDecode},
		&hostOp{Name: "utf8.decode", Limits: "the instance's memory", Test: "TestWebPlatform", Borrows: true, Run: opUTF8Decode},
		&hostOp{Name: "buffer.toString", Limits: "the instance's memory", Test: "TestBufferEncodings", Borrows: true, Run: opBufferToString},
		&hostOp{Name: "buffer.fromString", Limits: "the instance's memory", Test: "TestBufferEncodings", Run: opBufferFromString},
		&hostOp{Name: "utf8.length", Limits: "-", Test: "TestBufferEncodings", Run: opUTF8Length},
		&hostOp{Name: "url", Limits: "-", Test: "TestURLPlatformTests", Run: opURL},
		&hostOp{Name: "fetch", Cap: capNet, Limits: "16 open per instance; the call's deadline; net capability per address and port, on every connection and redirect",
			Test: "TestFetch", Run: opFetch},
		&hostOp{Name: "body.read", Limits: "64 KiB per read; FetchLimit per body", Test: "TestUnreadBodiesStayInTheNetwork", Run: opBodyRead},
		&hostOp{Name: "body.drop", Limits: "-", Test: "TestFetch", Run: opBodyDrop},
	)
}
