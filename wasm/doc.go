// Package wasm runs QuickJS under wazero, one Instance per extension, and
// holds everything that is about wazero or our QuickJS build rather than
// about extensions. An Instance is made, runs JavaScript, reads and makes
// values, and is killed and closed; what it holds as a whole is its
// Memory's, which measures, trims, snapshots, restores and resets it. The
// engine holds the concrete types.
//
//   - quickjs/ is our QuickJS build: quickjs-ng with the C glue of
//     github.com/fastschema/qjs and our own (no qjs:std or qjs:os, a
//     catchable stack overflow, the host's time zone), rebuilt from pinned
//     sources by quickjs/build.sh and checked in, guards added. qjs's Go
//     API does not drive it: Go calls the glue's exports through wazero's
//     public API (fastpath.go, script.go).
//   - runtime.go, builtin.go: a Runtime is one wazero runtime with
//     QuickJS compiled once (through wazero's compilation cache on disk)
//     and the host modules our build imports; Prepare compiles it ahead of
//     the first instance. It keeps the bytecode of the scripts every
//     instance runs (Builtin).
//   - instance.go, fastpath.go, script.go: an Instance, its limits (a
//     memory that cannot grow past its cap, a stack of its own size, a
//     kill switch), and the calls and values that cross into it.
//   - memory.go, snapshot.go, image.go: an instance's Memory — measured,
//     collected, trimmed, saved and put back (copied in, or mapped from an
//     Image), and reset in place to the image it was restored from.
//   - pages*.go: the page policy (RuntimeOptions.Pages), the one place
//     that asks the system about memory (mappings, giving pages back, huge
//     pages, mapped images).
//   - access.go: what an instance keeps outside its memory through a
//     package beside this one (InstanceConfig.WebAssembly, an Attacher):
//     an Attachment it kills, trims and closes with itself, and an
//     Access that reaches into it (the C glue's regions, its memory).
//
// The WebAssembly an extension's JavaScript compiles is package
// webassembly's (wasm/webassembly): each module a wazero module of its
// own, its memory a region of its instance's memory, linked through small
// holder modules, stopped and closed with its instance.
//
// Three packages under it do one job each: internal/guards rewrites the
// QuickJS module (a stack guard, and a tick at every loop header that
// lets the host stop it and the Go scheduler preempt it), internal/guest
// checks and rewrites the WebAssembly modules extensions compile (the
// same tick, imports renamed for the holders), and internal/snapshot is
// the snapshot format (encode, parse, check, copy).
package wasm
