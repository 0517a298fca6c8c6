// Package hosttest has helpers for the tests that run extensions through a
// Host (package extensions): the root's own tests, the MCP server's, and
// the integration suites under internal/integration_test. Helpers that the
// stages' tests share, and that need no Host, are package testutil's.
package hosttest

import (
	"context"
	"testing"

	extensions "github.com/earshot/extensions"
	"github.com/earshot/extensions/internal/testutil"
)

// Options are the options of a Host on a new project folder holding the
// named fixture extensions (testutil.Project; their project scope needs
// trust) and a new config folder, with the test process's cache folder.
func Options(t testing.TB, fixtures ...string) extensions.Options {
	t.Helper()
	return extensions.Options{ProjectDir: testutil.Project(t, fixtures...), ConfigDir: t.TempDir(), CacheDir: testutil.CacheDir(), Pages: testutil.Pages()}
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
