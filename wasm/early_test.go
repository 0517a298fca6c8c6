package wasm

import (
	"context"
	"testing"
)

// TestPrepareEarly: what PrepareEarly compiles goes to the first Runtime
// over the same cache folder (and only to it: it does not take itself,
// which once left it waiting for itself), which starts instances with it;
// later Runtimes compile their own, from the cache it filled.
func TestPrepareEarly(t *testing.T) {
	dir := t.TempDir()
	PrepareEarly(dir)
	PrepareEarly(t.TempDir()) // only the first call counts
	other := NewRuntime(t.TempDir(), nil)
	defer other.Close()
	if h := takeEarly(context.Background(), other); h != nil {
		t.Fatal("a Runtime over another folder took the early compile")
	}
	r := NewRuntime(dir, nil)
	defer r.Close()
	if err := r.Prepare(context.Background()); err != nil {
		t.Fatal(err)
	}
	if r.early == nil {
		t.Fatal("the first Runtime over the folder compiled its own")
	}
	inst, err := NewInstance(context.Background(), InstanceConfig{Runtime: r})
	if err != nil {
		t.Fatal(err)
	}
	if got, err := eval(inst, `String(6 * 7)`); err != nil || got != "42" {
		t.Fatalf("%q %v", got, err)
	}
	inst.Close()
	r.Close() // waits for the cache entry the early compile is writing
	second := NewRuntime(dir, nil)
	defer second.Close()
	if err := second.Prepare(context.Background()); err != nil {
		t.Fatal(err)
	}
	if second.early != nil || !second.cacheHit.Load() {
		t.Fatalf("the second Runtime: early %v, from the cache %v", second.early != nil, second.cacheHit.Load())
	}
}
