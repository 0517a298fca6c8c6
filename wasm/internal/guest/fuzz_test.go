package guest

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"strings"
	"testing"

	"github.com/tetratelabs/wazero"
	"github.com/tetratelabs/wazero/api"

	gt "github.com/earshot/extensions/wasm/internal/guest/guesttest"
)

// linking is a module with what the rewrite renumbers and links: imports
// of each kind, tables with active and passive segments, globals, a start
// function, a function returning several values.
func linking() []byte {
	var m gt.Module
	v := m.Type(nil, nil)
	ii := m.Type([]byte{gt.I32}, []byte{gt.I32})
	two := m.Type([]byte{gt.I32}, []byte{gt.I32, gt.I64})
	imp := m.ImportFunc("env", "f", ii)
	m.ImportMemory("env", "memory", 1)
	m.ImportTable("env", "table", gt.Funcref, 4)
	g := m.ImportGlobal("env", "g", gt.I32, false)
	own := m.Table(gt.Funcref, 2)
	m.Global(gt.I32, true, 0x23, byte(g))
	a := m.Func(ii, nil, 0x20, 0, 0x10, byte(imp)) // call the import
	b := m.Func(two, nil, 0x20, 0, 0x42, 7, 0x0f)  // return (x, 7)
	start := m.Func(v, nil, 0x41, 1, 0x24, 1)      // global.set 1
	m.Elem(0, 1, a, imp)
	m.Elem(own, 0, b)
	m.Export("a", gt.Func, a)
	m.Export("b", gt.Func, b)
	m.Export("own", gt.Table, own)
	m.Start(start)
	m.Custom("name", []byte{1, 2, 1, 0, 1, 'x', 2, 1, 'y'})
	return m.Bytes()
}

// TestRewriteVersion: what Rewrite makes of the fixtures is what Version
// says it makes. A change to the rewrite's output fails this test: give it
// a new Version (code compiled from the old output is then dropped from
// the cache) and the new sum.
func TestRewriteVersion(t *testing.T) {
	const want = "c7ad75ab9001cc71" // the sum of Version 2
	h := sha256.New()
	for _, f := range []string{"work.wasm", "probe.wasm"} {
		g, err := Rewrite(fixture(t, f))
		if err != nil {
			t.Fatal(err)
		}
		h.Write(g.Code)
	}
	if got := hex.EncodeToString(h.Sum(nil)[:8]); got != want || Version != 2 {
		t.Fatalf("the rewrite's output is %s (Version %d): if the rewrite changed, bump Version and put the new sum here", got, Version)
	}
}

// FuzzRewrite: Rewrite never panics, and a module it accepts and wazero
// compiles is rewritten into one wazero compiles too. (It refuses some
// modules wazero compiles: wazero is lax about some of what the
// specification says is invalid, a table of a non-reference type, say.)
func FuzzRewrite(f *testing.F) {
	for _, name := range []string{"work.wasm", "probe.wasm"} {
		f.Add(fixture(f, name))
	}
	f.Add(linking())
	ctx := context.Background()
	rt := wazero.NewRuntimeWithConfig(ctx, wazero.NewRuntimeConfigCompiler().WithCoreFeatures(api.CoreFeaturesV2))
	f.Cleanup(func() { rt.Close(ctx) })
	// compiles reports whether wazero compiles mod (its validator panics
	// on some invalid modules: not compiling, as the wasm package has it).
	compiles := func(mod []byte) (ok bool, err error) {
		defer func() {
			if p := recover(); p != nil {
				ok, err = false, fmt.Errorf("wazero panicked: %v", p)
			}
		}()
		c, err := rt.CompileModule(ctx, mod)
		if err == nil {
			c.Close(ctx)
		}
		return err == nil, err
	}
	f.Fuzz(func(t *testing.T, mod []byte) {
		g, err := Rewrite(mod)
		if err != nil {
			return
		}
		if ok, err := compiles(g.Code); !ok {
			if orig, _ := compiles(mod); orig {
				t.Fatalf("the rewrite does not compile: %v", err)
			}
		}
	})
}

// TestRewriteOutOfRangeFunctions: a module that names a function it does
// not have — in an export, an element segment, a ref.func — is refused or
// rewritten into one wazero refuses too, never a panic (FuzzRewrite found
// an export of function 47 in a module of 3 panicking the call graph).
func TestRewriteOutOfRangeFunctions(t *testing.T) {
	build := func(how string) []byte {
		var m gt.Module
		v := m.Type(nil, nil)
		m.ImportFunc("env", "f", v)
		m.Table(gt.Funcref, 1)
		a := m.Func(v, nil, 0x10, 0)              // call the import (which may call any export)
		m.Func(v, nil, 0x41, 0, 0x11, byte(v), 0) // call_indirect (which may call any in a table)
		switch how {
		case "export":
			m.Export("x", gt.Func, 47)
		case "elem":
			m.Elem(0, 0, 47)
		case "ref.func":
			m.Func(v, nil, 0xd2, 47, 0x1a) // ref.func 47; drop
			m.Elem(0, 0, a)
		}
		m.Export("a", gt.Func, a)
		return m.Bytes()
	}
	for _, how := range []string{"export", "elem", "ref.func"} {
		t.Run(how, func(t *testing.T) {
			g, err := Rewrite(build(how))
			if err != nil {
				if how == "export" && !strings.Contains(err.Error(), "function 47") {
					t.Fatalf("the error does not name the function: %v", err)
				}
				return
			}
			ctx := context.Background()
			rt := wazero.NewRuntimeWithConfig(ctx, wazero.NewRuntimeConfigCompiler().WithCoreFeatures(api.CoreFeaturesV2))
			defer rt.Close(ctx)
			if c, err := rt.CompileModule(ctx, g.Code); err == nil {
				c.Close(ctx)
				t.Fatal("the rewritten module names a function it does not have and wazero compiles it")
			}
		})
	}
}
