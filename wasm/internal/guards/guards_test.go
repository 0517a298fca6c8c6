package guards

import (
	"bytes"
	"flag"
	"os"
	"testing"
)

var update = flag.Bool("update", false, "rewrite wasm/quickjs/quickjs-guarded.wasm from wasm/quickjs/quickjs.wasm")

// The build as wasm/quickjs/build.sh made it, and the module instances run.
const (
	built   = "../../quickjs/quickjs.wasm"
	guarded = "../../quickjs/quickjs-guarded.wasm"
)

// TestGuardedIsCurrent: the module instances run is the build with the
// guards added by the current Add. With -update, it makes it so.
func TestGuardedIsCurrent(t *testing.T) {
	mod, err := os.ReadFile(built)
	if err != nil {
		t.Fatal(err)
	}
	want, err := Add(mod)
	if err != nil {
		t.Fatal(err)
	}
	if *update {
		if err := os.WriteFile(guarded, want, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	got, err := os.ReadFile(guarded)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Fatal("wasm/quickjs/quickjs-guarded.wasm is not Add(wasm/quickjs/quickjs.wasm): run go test ./wasm/internal/guards -run TestGuardedIsCurrent -update")
	}
}

// TestAddRejects: what is not a wasm module is an error, not a panic.
func TestAddRejects(t *testing.T) {
	for _, mod := range [][]byte{nil, []byte("\x00asm"), []byte("not wasm at all"), []byte("\x00asm\x01\x00\x00\x00\x0a\xff")} {
		if _, err := Add(mod); err == nil {
			t.Errorf("Add(%q): no error", mod)
		}
	}
}
