package wasm

import (
	"fmt"
	"strings"
	"testing"
)

// nestedSource is a script whose functions nest depth deep, each with
// about width bytes of source of its own (comments: text that compiles to
// nothing); it sets globalThis.fns to them, outermost first. It returns the script and each function's source text.
func nestedSource(depth, width int) (string, []string) {
	var open, close []string
	for d := range depth {
		var body strings.Builder
		for body.Len() < width {
			fmt.Fprintf(&body, "/* %d:%d */ ", d, body.Len())
		}
		open = append(open, fmt.Sprintf("function f%d() { %sfns.push(f%d); ", d, body.String(), d))
		close = append(close, fmt.Sprintf("return f%d(); }", d+1))
	}
	close[depth-1] = fmt.Sprintf("return %d; }", depth)
	var fns []string
	for d := range depth {
		var b strings.Builder
		for e := d; e < depth; e++ {
			b.WriteString(open[e])
		}
		for e := depth - 1; e >= d; e-- {
			b.WriteString(close[e])
		}
		fns = append(fns, b.String())
	}
	// f_d's body declares f_{d+1} and calls it.
	src := "globalThis.fns = []; " + fns[0] + " f0();"
	return src, fns
}

// TestSharedSourceText: the functions of a script share its source text
// instead of each holding a copy of its own (a function nested n deep
// was copied n times): the bytecode of deeply nested code is about the
// size of its source, and each function's toString is still its own
// text, after a round trip through bytecode.
func TestSharedSourceText(t *testing.T) {
	const depth = 16
	src, want := nestedSource(depth, 8<<10)
	a := newTestInstance(t, InstanceConfig{})
	bc, err := a.Compile("nested.js", src, Script)
	if err != nil {
		t.Fatal(err)
	}
	if len(bc) > 2*len(src) {
		t.Errorf("the bytecode of %d bytes of source is %d bytes: the source is copied per function", len(src), len(bc))
	}
	b := newTestInstance(t, InstanceConfig{})
	if err := b.Run("nested.js", bc, Script); err != nil {
		t.Fatal(err)
	}
	for d := range depth {
		got, err := eval(b, fmt.Sprintf("String(fns[%d])", d))
		if err != nil || got != want[d] {
			t.Fatalf("f%d's source:\n got %.120q…, %v\nwant %.120q…", d, got, err, want[d])
		}
	}
	if got, err := eval(b, "String(class K { m() { return 1 } }) + ' ' + String((x) => x * 2)"); err != nil || got != "class K { m() { return 1 } } (x) => x * 2" {
		t.Fatalf("a class and an arrow: %q %v", got, err)
	}
}

// TestCompileOutOfMemory: compiling under a memory limit either gives
// bytecode that loads, or fails saying it ran out of memory: bytecode
// cut short by a full memory (which failed to load with "read after the
// end of the buffer") is never returned.
func TestCompileOutOfMemory(t *testing.T) {
	src, _ := nestedSource(8, 256<<10)
	var fit, oom int
	for limit := uint64(6 << 20); limit <= 40<<20; limit += 2 << 20 {
		i := newTestInstance(t, InstanceConfig{MemoryLimit: limit})
		bc, err := i.Compile("big.js", src, Script)
		i.Close()
		if err != nil {
			if !strings.Contains(err.Error(), "out of memory") {
				t.Fatalf("at %d MiB: %v", limit>>20, err)
			}
			oom++
			continue
		}
		fit++
		b := newTestInstance(t, InstanceConfig{MemoryLimit: 256 << 20})
		if err := b.Run("big.js", bc, Script); err != nil {
			t.Fatalf("the bytecode compiled at %d MiB does not load: %v", limit>>20, err)
		}
		if got, err := eval(b, "fns.length"); err != nil || got != "8" {
			t.Fatalf("the bytecode compiled at %d MiB: fns.length = %q, %v", limit>>20, got, err)
		}
		b.Close()
	}
	if fit == 0 || oom == 0 {
		t.Fatalf("%d limits fit, %d ran out of memory: the range should have both", fit, oom)
	}
}
