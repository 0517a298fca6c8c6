package wasm

import (
	"context"
	"testing"
	"time"
)

// TestBuiltinsCompileApart: a builtin script being compiled (Intl takes
// ~140 ms) does not hold up an instance that needs another one (the
// prelude, to start); callers wanting the same one share its compile; a
// compile that failed is tried again.
func TestBuiltinsCompileApart(t *testing.T) {
	r := sharedRuntime
	ctx := context.Background()
	other := "TestBuiltinsCompileApart-other.js"
	slow := "TestBuiltinsCompileApart-slow.js"
	defer r.builtins.Delete(slow)
	b := &builtin{}
	r.builtins.Store(slow, b)
	started, release := make(chan struct{}), make(chan struct{})
	go b.once.Do(func() { // a compile that takes until released
		close(started)
		<-release
		b.code = []byte{1}
	})
	<-started
	if _, err := r.Builtin(ctx, other, source("globalThis.x = 1")); err != nil {
		t.Fatal(err) // would wait for the slow one if they shared a lock
	}
	got := make(chan []byte)
	go func() {
		c, _ := r.Builtin(ctx, slow, source("unused"))
		got <- c
	}()
	select {
	case <-got:
		t.Fatal("a second caller did not wait for the compile in progress")
	case <-time.After(20 * time.Millisecond):
	}
	close(release)
	if c := <-got; len(c) != 1 || c[0] != 1 {
		t.Fatalf("the waiting caller got %v, not the shared compile's result", c)
	}

	bad := "TestBuiltinsCompileApart-bad.js"
	if _, err := r.Builtin(ctx, bad, source("syntax error here (")); err == nil {
		t.Fatal("a script that does not compile compiled")
	}
	if c, err := r.Builtin(ctx, bad, source("1 + 1")); err != nil || len(c) == 0 {
		t.Fatalf("after a failed compile, the next caller's: %v", err)
	}
}

// TestBuiltinsAreTheRuntimes: each Runtime keeps its own builtins: a
// script of one name compiled by one is compiled again by another.
func TestBuiltinsAreTheRuntimes(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: compiles QuickJS afresh")
	}
	ctx := context.Background()
	asked := 0
	code := func() (string, error) { asked++; return "globalThis.y = 2", nil }
	other := NewRuntime(RuntimeOptions{Pages: sharedRuntime.Pages()})
	defer other.Close()
	for _, r := range []*Runtime{sharedRuntime, sharedRuntime, other} {
		if _, err := r.Builtin(ctx, "TestBuiltinsAreTheRuntimes.js", code); err != nil {
			t.Fatal(err)
		}
	}
	if asked != 2 {
		t.Fatalf("the source was asked for %d times by two runtimes", asked)
	}
}

// source is code, as Builtin asks for it.
func source(code string) func() (string, error) {
	return func() (string, error) { return code, nil }
}
