// Package platformtest is what the platform's areas test their
// operations with, each from its own folder: an instance of the kernel
// serving only the operations a test names, closed when the test ends.
package platformtest

import (
	"path/filepath"
	"testing"

	"github.com/earshot/extensions/platform/kernel"
)

// New is a kernel instance under cfg that serves the kernel's operations
// and ops; it is closed when t ends.
func New(t testing.TB, cfg kernel.Config, ops ...[]*kernel.Op) *kernel.Instance {
	t.Helper()
	i := kernel.New(cfg, kernel.NewTable(ops...))
	t.Cleanup(i.Close)
	return i
}

// RealDir is a temporary folder, by its real path (links resolved).
func RealDir(t testing.TB) string {
	t.Helper()
	d, err := filepath.EvalSymlinks(t.TempDir())
	Must(t, err)
	return d
}

// Must ends the test when err is not nil.
func Must(t testing.TB, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}
