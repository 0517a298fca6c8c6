// Package webassembly is the host side of the WebAssembly global of an
// extension's JavaScript (the platform's lazy module webassembly.js is
// its JavaScript side): the modules it compiles, each a wazero module of
// its own compiled by wazero's optimizing compiler in a runtime its
// Runtime's instances share, its memory a region of its instance's
// QuickJS memory, linked through small holder modules, stopped and closed
// with its instance.
//
//   - global.go: Global, what an instance is given (a wasm.Attacher).
//   - guest.go: the guest runtime and its compilation cache, compiles.
//   - link.go: an instance's guests — handles, linking, calls, traps.
//   - memory.go: a guest's memory as a region of the instance's.
//   - webassembly.go: the host function, its operations and the scratch
//     buffer values cross in.
//
// wasm/internal/guest checks and rewrites the modules first: a tick that
// lets the host stop them, imports renamed for the holders.
package webassembly

import (
	"sync/atomic"

	"github.com/earshot/extensions/wasm"
)

// Global is the host side of the WebAssembly global, as the global
// function name of each instance made with it (wasm.InstanceConfig's
// WebAssembly).
func Global(name string) wasm.Attacher { return global(name) }

type global string

// Attach makes an instance's guests, none until its JavaScript first
// uses WebAssembly.
func (name global) Attach(x *wasm.Access) (wasm.HostGlobal, wasm.Attachment) {
	s := &state{x: x}
	return wasm.HostGlobal{Name: string(name), Func: s.call}, s
}

// state is an instance's WebAssembly: its guests, made when its
// JavaScript first asks (guestState), until the instance closes or is
// reset.
type state struct {
	x      *wasm.Access
	guests atomic.Pointer[guests]
}
