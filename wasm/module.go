package wasm

import (
	"context"
	"fmt"
	"sync"
	_ "unsafe" // for go:linkname

	"github.com/fastschema/qjs"
)

// qjsWasm is the QuickJS build that qjs embeds. qjs keeps it unexported; we
// need the bytes to add the stack guard and the kill switch, and hand the result back to qjs
// through Option.QuickJSWasmBytes.
//
//go:linkname qjsWasm github.com/fastschema/qjs.wasmBytes
var qjsWasm []byte

var guarded = sync.OnceValues(func() ([]byte, error) {
	b, err := addGuards(qjsWasm)
	if err != nil {
		return nil, fmt.Errorf("wasm: preparing QuickJS: %w", err)
	}
	return b, nil
})

// Module returns the QuickJS module that every instance runs: qjs's build
// with the stack guard and the kill switch added (see addGuards).
func Module() ([]byte, error) { return guarded() }

var (
	prepareMu   sync.Mutex
	prepared    bool
	preparedDir string
)

// Prepare compiles the QuickJS module for this process, using wazero's
// file compilation cache in cacheDir when it is not empty. It is safe to call
// from several goroutines and more than once; only the first call compiles
// (qjs keeps one compiled module per process), so the cache directory of the
// first call is the one used for the life of the process.
//
// Prepare is the slow part of the first instance (~0.8 s uncached, ~0.35 s
// from the file cache here); call it early, in the background, to overlap it
// with other start-up work.
func Prepare(ctx context.Context, cacheDir string) error {
	prepareMu.Lock()
	defer prepareMu.Unlock()
	if prepared {
		return nil
	}
	mod, err := Module()
	if err != nil {
		return err
	}
	rt, err := qjs.New(qjs.Option{
		Context:            ctx,
		CloseOnContextDone: false, // we stop instances with the kill switch
		CacheDir:           cacheDir,
		QuickJSWasmBytes:   mod,
		CWD:                emptyDir(),
		Stdout:             discard{},
		Stderr:             discard{},
	})
	if err != nil {
		return fmt.Errorf("wasm: compiling QuickJS: %w", err)
	}
	_, _, wrt, err := adopt(rt)
	safeClose(rt)
	if wrt != nil {
		_ = wrt.Close(context.Background())
	}
	if err != nil {
		return err
	}
	prepared, preparedDir = true, cacheDir
	return nil
}

// CacheDir reports the compilation cache directory in use, and whether the
// module has been compiled in this process.
func CacheDir() (string, bool) {
	prepareMu.Lock()
	defer prepareMu.Unlock()
	return preparedDir, prepared
}

type discard struct{}

func (discard) Write(p []byte) (int, error) { return len(p), nil }
