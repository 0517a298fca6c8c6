package zlib

import (
	"bytes"
	"compress/gzip"
	"errors"
	"fmt"
	"github.com/earshot/extensions/platform/internal/platformtest"
	"strings"
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

// TestDecompressionIsHeldAsItIsMade: what a decompression makes is held
// piece by piece, each taken from the extension's free memory before it
// is made, and written into the instance's ArrayBuffer from the pieces:
// an output that fits is what was compressed, held until it is written;
// a bomb is refused with the limit named once its output passes the
// free memory, the host having held no more; a stream's input is held
// until its end.
func TestDecompressionIsHeldAsItIsMade(t *testing.T) {
	const cap, used = 64 << 20, 8 << 20
	const free = (cap - used) / 2
	gz := func(b []byte) []byte {
		var out bytes.Buffer
		w := gzip.NewWriter(&out)
		w.Write(b)
		w.Close()
		return out.Bytes()
	}
	fits := bytes.Repeat([]byte("decompressed "), 20<<20/13)
	bomb := gz(make([]byte, 64<<20))
	i := platformtest.New(t, kernel.Config{MemoryLimit: cap, MemoryUsed: func() uint64 { return used }}, Ops())

	r := i.Call("zlib", []byte(`{"kind": "gunzip"}`), gz(fits))
	if r.Err != nil || r.Fill == nil || r.Size != len(fits) {
		t.Fatalf("%d bytes to fill, %v", r.Size, r.Err)
	}
	if held := i.HeldByHost(); held < int64(len(fits)) || held > int64(len(fits))+4<<20 {
		t.Fatalf("%d MiB held for an output of %d MiB", held>>20, len(fits)>>20)
	}
	dst := make([]byte, r.Size)
	if n, err := r.Filled(dst); err != nil || n != len(fits) || !bytes.Equal(dst, fits) {
		t.Fatalf("%d bytes written, %v", n, err)
	}
	if held := i.HeldByHost(); held != 0 {
		t.Fatalf("%d bytes held once written", held)
	}

	// The output that fits held less than the free memory: the peak
	// below is the bomb's.
	r = i.Call("zlib", []byte(`{"kind": "gunzip"}`), bomb)
	var je *kernel.JSError
	if !errors.As(r.Err, &je) || je.Code != "ERR_BUFFER_TOO_LARGE" || !strings.Contains(je.Message, "of its 64 MiB memory are free") {
		t.Fatalf("a bomb: %v", r.Err)
	}
	if peak := i.HeldPeak(); peak > free {
		t.Fatalf("%d MiB held at most, beyond the %d MiB free", peak>>20, free>>20)
	}

	// A stream: its input is held until its end, then its output.
	z := i.Call("zlib.new", []byte(`{"kind": "gunzip"}`), nil)
	if z.Err != nil {
		t.Fatal(z.Err)
	}
	zid := fmt.Appendf(nil, `{"id": %d}`, z.Value)
	in := gz(fits)
	for len(in) > 0 {
		n := min(len(in), 16<<10)
		if w := i.Call("zlib.write", zid, bytes.Clone(in[:n])); w.Err != nil {
			t.Fatal(w.Err)
		}
		in = in[n:]
	}
	// Each write's bytes are held as they were allocated (their capacity).
	if held, n := i.HeldByHost(), int64(len(gz(fits))); held < n || held > n+n/8 {
		t.Fatalf("%d bytes held for a stream's input of %d", held, n)
	}
	r = i.Call("zlib.end", zid, nil)
	dst = make([]byte, r.Size)
	if n, err := r.Filled(dst); r.Err != nil || err != nil || n != len(fits) || !bytes.Equal(dst, fits) {
		t.Fatalf("%d bytes written, %v %v", n, r.Err, err)
	}
	if held := i.HeldByHost(); held != 0 {
		t.Fatalf("%d bytes held once the stream ended", held)
	}
}
