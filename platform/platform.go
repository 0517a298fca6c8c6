// Package platform is what extensions run on, besides the language: the web
// APIs (fetch, URL, TextEncoder, ...), Node.js's built-in modules (fs,
// child_process, process, Buffer, ...), and the host operations behind
// them, which are where an extension's powers pass through Go — and so can
// be bounded, cleaned up after and narrowed (see Policy).
//
// The JavaScript is written as modules under js/ and each area's js/
// (platform/fs/js/fs.js is node:fs) and built by gen (go generate) into
// dist/, which is embedded:
//
//   - dist/prelude.js is the script every instance starts with: console,
//     timers, the web APIs, the task driver the engine calls (__earshot);
//   - dist/node/<name>.js is one built-in module, bundled into an
//     extension's bundle by the loader only when the extension imports it
//     (see Builtin), so that what an extension does not use costs it
//     nothing;
//   - dist/internal/<name>.js is code more than one built-in shares,
//     bundled once, which they require as node:internal/<name> (see
//     Internal).
//
// JavaScript reaches Go through one function, __earshot_host(name, args,
// data), which Instance.Call serves from the table of operations: the
// kernel's (platform/kernel) and every area's, listed once here (table),
// each with its capability, its limits and its test.
package platform

//go:generate go run ./gen

import (
	"embed"
	"encoding/json"
	"fmt"
	iofs "io/fs"
	"slices"
	"strings"
	"sync"

	"github.com/earshot/extensions/platform/crypto"
	"github.com/earshot/extensions/platform/exec"
	"github.com/earshot/extensions/platform/fs"
	"github.com/earshot/extensions/platform/intl"
	"github.com/earshot/extensions/platform/kernel"
	"github.com/earshot/extensions/platform/net"
	"github.com/earshot/extensions/platform/process"
	"github.com/earshot/extensions/platform/zlib"
)

// all: so that the legacy modules whose names begin with "_"
// (_stream_readable, ...) are embedded too.
//
//go:embed all:dist
var dist embed.FS

// Prelude is the script every instance starts with.
func Prelude() string {
	b, err := dist.ReadFile("dist/prelude.js")
	if err != nil {
		panic("platform: dist/prelude.js is missing; run go generate ./platform")
	}
	return string(b)
}

type manifest struct {
	Inputs   string   `json:"inputs"`
	Builtins []string `json:"builtins"`
	Packages []string `json:"packages"`
	Internal []string `json:"internal"`
}

var readManifest = sync.OnceValue(func() manifest {
	var m manifest
	b, err := dist.ReadFile("dist/manifest.json")
	if err == nil {
		err = json.Unmarshal(b, &m)
	}
	if err != nil {
		panic("platform: dist/manifest.json is missing or damaged; run go generate ./platform")
	}
	return m
})

// unsupported are the Node built-ins extensions do not get, and what to
// use instead. Importing one works; using it throws an error saying this
// (Builtin tells them apart).
var unsupported = map[string]string{
	"http2":          "use fetch, or node:https (HTTP/1.1)",
	"dgram":          "UDP sockets are not provided; use node:net (TCP) or fetch",
	"cluster":        "an extension is one instance; use async functions",
	"worker_threads": "an extension is one instance; use async functions",
	"vm":             "an extension's code is bundled when it loads",
	"inspector":      "extensions cannot be debugged in the host",
	"v8":             "extensions run on QuickJS, not V8",
	"repl":           "extensions have no terminal",
	"domain":         "not provided (deprecated in Node too)",
	"trace_events":   "not provided",
	"wasi":           "not provided",
	"stream/web":     "use the global ReadableStream, WritableStream and TransformStream",
	"test":           "not provided",
	"sqlite":         "not provided",
	"sea":            "not provided",
}

// Builtin reports whether an import specifier ("fs", "node:fs",
// "fs/promises") names a Node built-in, and its canonical name ("fs",
// "fs/promises"); supported tells whether extensions get it (the others
// are importable, and throw, saying what to use instead, when used).
func Builtin(spec string) (name string, supported, ok bool) {
	name, prefixed := strings.CutPrefix(spec, "node:")
	if slices.Contains(readManifest().Builtins, name) {
		return name, true, true
	}
	if _, known := unsupported[name]; known {
		return name, false, true
	}
	if prefixed {
		return name, false, true // node:anything is Node's
	}
	return "", false, false
}

// opLazy loads a lazy module (dist/lazy/<name>.js): Config.RunLazy runs
// it, or else its script is the reply, for the prelude to evaluate.
func opLazy(p *kernel.Instance, a struct{ Name string }, _ []byte) kernel.Reply {
	if !isLazy(a.Name) {
		return kernel.Reply{Err: kernel.TypeError("no lazy module %q", a.Name)}
	}
	if p.Config().RunLazy != nil {
		if err := p.Config().RunLazy(a.Name); err != nil {
			return kernel.Reply{Err: fmt.Errorf("loading %s: %w", a.Name, err)}
		}
		return kernel.Reply{Value: true}
	}
	src, _ := LazySource(a.Name)
	return kernel.Reply{Text: src, IsText: true}
}

func isLazy(name string) bool {
	if name == "" || strings.ContainsAny(name, "/.") {
		return false
	}
	_, err := iofs.Stat(dist, "dist/lazy/"+name+".js")
	return err == nil
}

// LazySource is the script of the lazy module name (platform/js/lazy, an
// area's js/lazy),
// which defines globalThis.__earshot_lazy; false if there is none.
func LazySource(name string) (string, bool) {
	if !isLazy(name) {
		return "", false
	}
	b, err := dist.ReadFile("dist/lazy/" + name + ".js")
	return string(b), err == nil
}

// Package reports whether spec, an import of an npm package, is one the
// platform has a module of its own for, which an extension gets instead of
// the package's (platform/js/pkg: undici, whose own parses HTTP with
// WebAssembly). Only the package itself is: a path inside it is not.
func Package(spec string) (name string, ok bool) {
	if slices.Contains(readManifest().Packages, spec) {
		return spec, true
	}
	return "", false
}

// PackageSource is the platform's module of the package name (Package),
// bundled as CommonJS whose value is the package's exports.
func PackageSource(name string) (string, bool) {
	b, err := dist.ReadFile("dist/pkg/" + name + ".js")
	return string(b), err == nil
}

// BuiltinSource is the module of a supported built-in, as CommonJS: its
// value (module.exports) is the module. It is also the module of an
// internal module the built-ins require ("node:internal/validators":
// code more than one of them shares, bundled once), which only the
// built-ins may import (see Internal).
func BuiltinSource(name string) (string, bool) {
	file := "dist/node/" + strings.ReplaceAll(name, "/", "-") + ".js"
	if Internal(name) {
		file = "dist/" + strings.TrimPrefix(name, "node:") + ".js"
	}
	b, err := dist.ReadFile(file)
	return string(b), err == nil
}

// Internal reports whether spec names one of the platform's internal
// modules ("node:internal/validators", "node:internal/deps/util/util"):
// what the built-ins share, which they require as they require each
// other. Only a built-in (or an internal module) may: an extension's
// import of the name is of an unsupported built-in, as in Node.
func Internal(spec string) bool {
	name, ok := strings.CutPrefix(spec, "node:")
	return ok && slices.Contains(readManifest().Internal, name)
}

// opModuleUnsupported is what to use instead of a built-in extensions do
// not get, or null when the name is not one.
func opModuleUnsupported(_ *kernel.Instance, a struct{ Name string }, _ []byte) kernel.Reply {
	if name, supported, ok := Builtin(a.Name); ok && !supported {
		return kernel.Reply{Value: unsupportedWhy(name)}
	}
	return kernel.Reply{Value: nil}
}

// opModuleBuiltin is the module of a supported built-in (BuiltinSource),
// or null when the name is not one, for createRequire's require of one
// the extension's bundle does not hold: a package bundled with a require
// made by createRequire (prettier's Node build) requires built-ins at run
// time; and the source of an internal module (Internal) such a built-in
// requires.
func opModuleBuiltin(_ *kernel.Instance, a struct{ Name string }, _ []byte) kernel.Reply {
	if Internal(a.Name) {
		src, _ := BuiltinSource(a.Name)
		return kernel.Reply{Text: src, IsText: true}
	}
	if name, supported, ok := Builtin(a.Name); ok && supported {
		if src, ok := BuiltinSource(name); ok {
			return kernel.Reply{Text: src, IsText: true}
		}
	}
	return kernel.Reply{Value: nil}
}

// UnsupportedSource is the module of a built-in extensions do not get: an
// object on which any use throws, naming the module and the alternative.
// Importing it does not throw, so that a package that imports it and never
// touches it loads; nor does taking a name from it at the top of a module
// (const { IncomingMessage } = require("http")) or extending a class it
// names: what is taken is a stub of the same kind, which throws when it is
// called, constructed or written to.
func UnsupportedSource(name string) string {
	what, _ := json.Marshal("node:" + name)
	why, _ := json.Marshal(unsupportedWhy(name))
	return `module.exports = globalThis[Symbol.for("earshot.internal")].unavailable(` + string(what) + `, ` + string(why) + `);` + "\n"
}

// unsupportedWhy is what to use instead of the built-in name.
func unsupportedWhy(name string) string {
	if why := unsupported[name]; why != "" {
		return why
	}
	return "not provided"
}

// InputsHash is the hash of the sources dist was generated from (see gen).
func InputsHash() string { return readManifest().Inputs }

// moduleOps are the operations of the modules the platform serves.
func moduleOps() []*kernel.Op {
	return []*kernel.Op{
		kernel.Def(kernel.Op{Name: "module.unsupported", Limits: "-", Test: "TestUnsupportedBuiltins"}, opModuleUnsupported),
		kernel.Def(kernel.Op{Name: "module.builtin", Limits: "-", Test: "TestRequireBuiltinAtRunTime"}, opModuleBuiltin),
		kernel.Def(kernel.Op{Name: "platform.lazy", Limits: "-", Test: "TestWebStreams"}, opLazy),
	}
}

// table is the operations of every area: the one list of what an
// instance serves, beside the kernel's own (NewTable).
var table = sync.OnceValue(func() kernel.Table {
	return kernel.NewTable(
		moduleOps(), webOps(),
		fs.Ops(),
		exec.Ops(), process.Ops(),
		net.Ops(),
		crypto.Ops(),
		intl.Ops(), zlib.Ops(),
	)
})

// New returns the host side of a new instance.
func New(cfg kernel.Config) *kernel.Instance { return kernel.New(cfg, table()) }

// Borrows reports whether the operation name only reads its data while it
// runs (Op.Borrows): its caller need not copy the data out of the
// instance's memory first.
func Borrows(name string) bool { return table().Borrows(name) }
