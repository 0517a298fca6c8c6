package kernel

import (
	"context"
	"strconv"
	"strings"
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

// namedHandle is a handle of kind k that holds nothing.
type namedHandle struct{ k *HandleKind }

func (h namedHandle) Kind() *HandleKind { return h.k }
func (namedHandle) Close()              {}

// TestHoldingTellsAlikeKindsTogether: handles of two kinds named alike (a
// socket opened, a socket a server accepted) are told as one count.
func TestHoldingTellsAlikeKindsTogether(t *testing.T) {
	i := New(Config{}, NewTable())
	defer i.Close()
	opened := &HandleKind{One: "a socket", Many: "sockets"}
	accepted := &HandleKind{One: "a socket", Many: "sockets", EndsWithItsTask: true}
	child := &HandleKind{One: "a child process", Many: "child processes"}
	for _, k := range []*HandleKind{opened, accepted, child} {
		i.Add(namedHandle{k})
	}
	if got := strings.Join(i.Holding(), ", "); got != "a child process, 2 sockets" {
		t.Fatalf("holding: %s", got)
	}
}
