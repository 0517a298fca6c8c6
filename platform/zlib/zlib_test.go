package zlib

import (
	"errors"
	"testing"

	"github.com/earshot/extensions/platform/kernel"
)

// TestCompressorsAreBoundedByMemory: compression streams, whose windows
// live in the host, hold together at most the free memory.
func TestCompressorsAreBoundedByMemory(t *testing.T) {
	i := kernel.New(kernel.Config{MemoryLimit: 128 << 20}, kernel.NewTable(Ops()))
	defer i.Close()
	args := []byte(`{"kind": "brotliCompress", "quality": 11, "window": 24}`)
	var err error
	made := 0
	for range maxOpenCompressors {
		r := i.Call("zlib.new", args, nil)
		if err = r.Err; err != nil {
			break
		}
		made++
	}
	var je *kernel.JSError
	if !errors.As(err, &je) || je.Code != "ERR_EARSHOT_LIMIT" || made == 0 || made > 2 {
		t.Fatalf("%d made, then %v", made, err)
	}
	// Small ones still fit.
	if r := i.Call("zlib.new", []byte(`{"kind": "gzip"}`), nil); r.Err != nil {
		t.Fatal(r.Err)
	}
}
