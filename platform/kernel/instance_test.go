package kernel

import (
	"context"
	"strconv"
	"testing"
)

// TestCancelledCompletionsAreDropped: the completion of an operation
// JavaScript abandoned while it was in flight (a socket's read when the
// socket is destroyed) is not kept: its bytes would never be read, and
// each one left behind would hold up to a chunk for the instance's life.
func TestCancelledCompletionsAreDropped(t *testing.T) {
	i := New(Config{}, NewTable())
	defer i.Close()
	release := make(chan struct{})
	r := i.Start(func(context.Context) (any, []byte, error) {
		<-release
		return nil, make([]byte, 64<<10), nil
	})
	opCancel(i, Raw(strconv.Itoa(r.ID)), nil)
	close(release)
	i.wg.Wait()
	i.mu.Lock()
	defer i.mu.Unlock()
	if i.held != 0 || len(i.events) != 0 || len(i.dropped) != 0 {
		t.Fatalf("after an abandoned operation: %d bytes held, %d events, %d dropped", i.held, len(i.events), len(i.dropped))
	}
}
