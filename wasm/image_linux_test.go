package wasm

import "testing"

// TestResetImageWithoutPagemap: where /proc/self/pagemap cannot be read, a
// reset gives back every page (they fault in from the image again), with
// the same result.
func TestResetImageWithoutPagemap(t *testing.T) {
	saved := pagemapFile
	pagemapFile = "/nonexistent/pagemap"
	defer func() { pagemapFile = saved }()
	TestResetImage(t)
}
