package wasm

import (
	"bytes"
	_ "embed"
	"flag"
	"os"
	"testing"
)

// quickjsWasm is the build as quickjs/build.sh made it, before addGuards.
//
//go:embed quickjs/quickjs.wasm
var quickjsWasm []byte

var update = flag.Bool("update", false, "rewrite quickjs/quickjs-guarded.wasm from quickjs/quickjs.wasm")

// TestGuardedIsCurrent: the module instances run is the build with the
// guards added by the current addGuards. With -update, it makes it so.
func TestGuardedIsCurrent(t *testing.T) {
	want, err := addGuards(quickjsWasm)
	if err != nil {
		t.Fatal(err)
	}
	if *update {
		if err := os.WriteFile("quickjs/quickjs-guarded.wasm", want, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	if !bytes.Equal(quickjsGuarded, want) {
		t.Fatal("quickjs/quickjs-guarded.wasm is not addGuards(quickjs/quickjs.wasm): run go test ./wasm -run TestGuardedIsCurrent -update")
	}
}
