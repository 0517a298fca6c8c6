// Package hosttest has helpers for the tests that run extensions through a
// Host (package extensions): the root's own tests, the MCP server's, and
// the integration suites under internal/integration_test. Helpers that the
// stages' tests share, and that need no Host, are package testutil's.
package hosttest

import (
	"context"
	"path/filepath"
	"sync"
	"testing"

	extensions "github.com/earshot/extensions"
	"github.com/earshot/extensions/internal/testutil"
	"github.com/earshot/extensions/loader"
)

// Runtime is the QuickJS the test process's Hosts share (Options.Runtime),
// compiled once — as an embedder that opens several Hosts shares one.
// A Host that makes its own compiles QuickJS again unless its cache
// folder has it, several seconds under the race detector: only the tests
// of that compilation, of its cache folder, or of everything a Host
// leaves behind when it closes, open Hosts without it.
var Runtime = sync.OnceValue(func() *extensions.Runtime {
	return extensions.NewRuntime(extensions.RuntimeOptions{CacheDir: filepath.Join(testutil.CacheDir(), loader.CacheCompiled), Pages: testutil.Pages()})
})

// Options are the options of a Host on a new project folder holding the
// named fixture extensions (testutil.Project; their project scope needs
// trust) and a new config folder, with the test process's cache folder
// and Runtime.
func Options(t testing.TB, fixtures ...string) extensions.Options {
	t.Helper()
	return extensions.Options{ProjectDir: testutil.Project(t, fixtures...), ConfigDir: t.TempDir(), CacheDir: testutil.CacheDir(), Pages: testutil.Pages(), Runtime: Runtime()}
}

// Open opens a Host with opts, failing the test if it cannot, and closes
// it when the test ends.
func Open(t testing.TB, opts extensions.Options) *extensions.Host {
	t.Helper()
	h, err := extensions.Open(context.Background(), opts)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.Close() })
	return h
}

// Call calls tool with no input and returns its output, failing the test
// if the call cannot be made or its result is an error.
func Call(t testing.TB, h *extensions.Host, tool string) string {
	t.Helper()
	r, err := h.Call(context.Background(), tool, nil)
	if err != nil {
		t.Fatal(err)
	}
	if r.IsError {
		t.Fatalf("%s: %s", tool, r.Output)
	}
	return r.Output
}
