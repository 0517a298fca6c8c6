// Package wasm runs QuickJS under wazero, one Instance per extension, and
// holds everything that is about wazero or our QuickJS build rather than
// about extensions. The engine asks of an instance through its own
// interface (engine's instance); what is here is how an instance works.
//
//   - quickjs/ is our QuickJS build: quickjs-ng with the C glue of
//     github.com/fastschema/qjs and our own (no qjs:std or qjs:os, a
//     catchable stack overflow, the host's time zone), rebuilt from pinned
//     sources by quickjs/build.sh and checked in, guards added. qjs's Go
//     API does not drive it: Go calls the glue's exports through wazero's
//     public API (fastpath.go, script.go).
//   - runtime.go: a Runtime is one wazero runtime with QuickJS compiled
//     once (through wazero's compilation cache on disk) and the host
//     modules our build imports; Prepare compiles it ahead of the first
//     instance.
//   - instance.go, fastpath.go, script.go: an Instance, its limits (a
//     memory that cannot grow past its cap, a stack of its own size, a
//     kill switch), and the calls and values that cross into it.
//   - snapshot.go, image.go: an instance's state saved and put back —
//     copied in, or mapped from an Image — and an instance restored from
//     an image reset in place.
//   - pages*.go: the page policy, the one place that asks the system
//     about memory (mappings, giving pages back, huge pages, mapped
//     images); RuntimeOptions.Pages picks it.
//
// Two packages under it do one job each: internal/guards rewrites the
// QuickJS module (a stack guard, and a tick at every loop header that
// lets the host stop it and the Go scheduler preempt it), and
// internal/snapshot is the snapshot format (encode, parse, check, copy).
package wasm
