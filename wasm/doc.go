// Package wasm runs QuickJS under wazero, one Instance per extension, and
// holds everything that is about wazero, QuickJS's build or qjs
// (github.com/fastschema/qjs, whose Go API and C glue drive it) rather than
// about extensions:
//
//   - quickjs/ is our QuickJS build: quickjs-ng 0.16.2 with qjs's glue and
//     our own (no qjs:std or qjs:os, a catchable stack overflow, the host's
//     time zone), rebuilt from pinned sources by quickjs/build.sh and
//     checked in. module.go provides its host functions.
//   - Prepare compiles QuickJS once per process, with wazero's file
//     compilation cache.
//   - guards.go rewrites the QuickJS module at start-up: a stack guard
//     (below QuickJS's own check, for C code that would run past the stack)
//     and a tick at every loop header (a kill flag, and a call into Go so
//     that a busy instance cannot stall the garbage collector). These
//     replace wazero's CloseOnContextDone, which slowed QuickJS eightfold.
//   - memory*.go caps each instance's linear memory with an allocator that
//     cannot grow past the limit (qjs ignores its own MemoryLimit).
//   - qjsfix.go reaches into two unexported qjs fields: to reuse wazero's
//     call engines (qjs built one per call) and to close the wazero runtime
//     qjs never closed (it leaked ~65 KB per instance).
//   - fastpath.go does the per-call work with direct calls to QuickJS's
//     exports (qjs's Value API spends ten wasm calls per Eval and leaks the C
//     string of every Value.String).
//
// Each of these is covered by a test in this package.
package wasm
