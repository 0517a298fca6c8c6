package webassembly

import (
	"bytes"
	"context"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/tetratelabs/wazero/api"
	"github.com/tetratelabs/wazero/experimental/table"

	"github.com/earshot/extensions/wasm"
	"github.com/earshot/extensions/wasm/internal/guest"
)

// The host side of the WebAssembly global (platform/js/lazy/webassembly.js
// is the JavaScript side): one host function, whose first argument says
// what is asked (the wop constants, in the JavaScript's order). Values
// cross through a scratch buffer JavaScript made (an ArrayBuffer of
// scratchSlots slots of 8 bytes, read and written in place): JavaScript
// writes a call's arguments there converted as WebAssembly says
// (Int32Array, BigInt64Array and Float64Array assignments are ToInt32,
// ToBigInt64 and ToNumber), the host reads them, calls, and writes the
// results back; a JavaScript import reads its arguments there and writes
// its results. A call of a function whose parameters are a few i32s
// passes them to the host function instead, converted (x | 0), which
// spares QuickJS the stores. The rest is JSON (a module's imports and
// exports, errors).
//
// Errors the JavaScript side turns into its classes cross as JSON
// {"name", "message"}: CompileError, LinkError, RuntimeError, TypeError,
// RangeError.

// The operations of the WebAssembly host function.
const (
	wopCall = iota
	wopBind
	wopValidate
	wopCompile
	wopCustomSections
	wopInstantiate
	wopMemoryNew
	wopMemoryGrow
	wopMemoryBuffer
	wopTableNew
	wopTableGet
	wopTableSet
	wopTableGrow
	wopTableLength
	wopGlobalNew
	wopGlobalGet
	wopGlobalSet
	wopRelease
	wopLastError
	wopFuncInfo
)

// scratchSlots is how many values the scratch buffer holds: a function
// with more parameters or results than that cannot be called from
// JavaScript, nor call it.
const scratchSlots = 1024

// bridge is the JavaScript side as the host holds it.
type bridge struct {
	bound   bool
	scratch uint32     // where the scratch buffer's bytes are in the instance's memory
	fail    wasm.Value // what a call returns when it failed (lastErr says why)
	lastErr error
	stacks  [][]uint64 // the stacks of calls, by depth
}

// bytesOf copies the bytes of v (an ArrayBuffer, a typed array or a
// DataView); ok is false if v holds none.
func bytesOf(i *wasm.Instance, v wasm.Value) ([]byte, bool, error) {
	b, ok, err := i.View(v)
	if err != nil || !ok {
		return nil, ok, err
	}
	return bytes.Clone(b), true, nil
}

// newArrayBuffer makes an ArrayBuffer holding a copy of b.
func newArrayBuffer(i *wasm.Instance, b []byte) (wasm.Value, error) {
	v, err, _ := i.NewArrayBuffer(len(b), func(dst []byte) (int, error) { return copy(dst, b), nil })
	return v, err
}

// call is the WebAssembly host function.
func (s *state) call(args []wasm.Value) (wasm.Value, error) {
	var op int32
	var ok bool
	if len(args) > 0 {
		op, ok = args[0].Int32()
	}
	if !ok {
		return 0, errors.New("wasm: the WebAssembly host function needs an operation")
	}
	arg := func(k int) int32 {
		if k < len(args) {
			if n, ok := args[k].Integer(); ok && n >= math.MinInt32 && n <= math.MaxInt32 {
				return int32(n)
			}
		}
		return -1
	}
	if op == wopValidate {
		return s.validate(args)
	}
	g, err := s.guestState()
	if err != nil {
		return 0, err
	}
	b := &g.bridge
	if op == wopBind {
		return g.bind(args)
	}
	if !b.bound {
		return 0, errors.New("wasm: the WebAssembly host function is not bound")
	}
	switch op {
	case wopCall:
		return g.jsCall(arg(1), args[2:])
	case wopCompile:
		return g.jsCompile(args)
	case wopCustomSections:
		return g.jsCustomSections(args)
	case wopInstantiate:
		return g.reply(g.jsInstantiate(args))
	case wopMemoryNew:
		l := guest.Limits{Min: uint32(arg(1))}
		if m := arg(2); m >= 0 {
			l.Max, l.HasMax = uint32(m), true
		}
		if l.Min > 65536 || l.Max > 65536 {
			return g.reply(nil, errors.New("RangeError: WebAssembly.Memory(): a memory is at most 65536 pages"))
		}
		h, err := g.newMemory(l)
		if err != nil {
			return g.reply(nil, err)
		}
		return wasm.Int(h.id), nil
	case wopMemoryGrow:
		h, err := g.get(arg(1), hMemory)
		if err != nil {
			return g.reply(nil, err)
		}
		old, err := g.growMemory(h, uint32(arg(2)))
		if err != nil {
			return g.reply(nil, err)
		}
		return wasm.Int(int32(old)), nil
	case wopMemoryBuffer:
		h, err := g.get(arg(1), hMemory)
		if err != nil {
			return g.reply(nil, err)
		}
		return h.mem.buffer()
	case wopTableNew:
		t := guest.TableType{Elem: guest.Funcref, Limits: guest.Limits{Min: uint32(arg(2))}}
		if arg(1) == 1 {
			t.Elem = guest.Externref
		}
		if m := arg(3); m >= 0 {
			t.Max, t.HasMax = uint32(m), true
		}
		init, owner, err := g.readRef(0, t.Elem)
		if err != nil {
			return g.reply(nil, err)
		}
		h, err := g.newTable(t, init)
		if err != nil {
			return g.reply(nil, err)
		}
		if owner != nil {
			g.union(h, owner)
		}
		return wasm.Int(h.id), nil
	case wopTableGet:
		h, err := g.get(arg(1), hTable)
		if err != nil {
			return g.reply(nil, err)
		}
		ref, err := g.tableGet(h, uint32(arg(2)))
		if err != nil {
			return g.reply(nil, err)
		}
		return g.tableValue(h, uint32(arg(2)), ref)
	case wopTableSet:
		h, err := g.get(arg(1), hTable)
		if err != nil {
			return g.reply(nil, err)
		}
		ref, owner, err := g.readRef(0, h.table.elem)
		if err == nil {
			err = g.tableSet(h, uint32(arg(2)), ref, owner)
		}
		return g.reply(nil, err)
	case wopTableGrow:
		h, err := g.get(arg(1), hTable)
		if err != nil {
			return g.reply(nil, err)
		}
		ref, owner, err := g.readRef(0, h.table.elem)
		if err != nil {
			return g.reply(nil, err)
		}
		old, err := g.growTable(h, uint32(arg(2)), ref)
		if err != nil {
			return g.reply(nil, err)
		}
		if owner != nil {
			g.union(h, owner)
		}
		return wasm.Int(int32(old)), nil
	case wopTableLength:
		h, err := g.get(arg(1), hTable)
		if err != nil {
			return g.reply(nil, err)
		}
		n, err := g.tableLength(h)
		if err != nil {
			return g.reply(nil, err)
		}
		return wasm.Number(float64(n)), nil
	case wopGlobalNew:
		t := guest.GlobalType{Val: typeCode(byte(arg(1))), Mutable: arg(2) == 1}
		if t.Val == 0 || t.Val == guest.V128 {
			return g.reply(nil, errors.New("TypeError: WebAssembly.Global(): a global's type is i32, i64, f32, f64, anyfunc or externref"))
		}
		bits, owner, err := g.readSlot(0, t.Val)
		if err != nil {
			return g.reply(nil, err)
		}
		h, err := g.newGlobal(t, bits)
		if err != nil {
			return g.reply(nil, err)
		}
		if owner != nil {
			g.union(h, owner)
		}
		return wasm.Int(h.id), nil
	case wopGlobalGet:
		h, err := g.get(arg(1), hGlobal)
		if err != nil {
			return g.reply(nil, err)
		}
		return g.result(h.global.typ.Val, h.global.g.Get(), 0)
	case wopGlobalSet:
		h, err := g.get(arg(1), hGlobal)
		if err != nil {
			return g.reply(nil, err)
		}
		mg, ok := h.global.g.(api.MutableGlobal)
		if !ok || !h.global.typ.Mutable {
			return g.reply(nil, errors.New("TypeError: WebAssembly.Global.value: Can't set the value of an immutable global"))
		}
		bits, owner, err := g.readSlot(0, h.global.typ.Val)
		if err != nil {
			return g.reply(nil, err)
		}
		if owner != nil {
			g.union(h, owner)
		}
		mg.Set(bits)
		return wasm.Undefined, nil
	case wopRelease:
		g.release(arg(1))
		return wasm.Undefined, nil
	case wopLastError:
		err := b.lastErr
		b.lastErr = nil
		return g.reply(nil, err)
	case wopFuncInfo:
		id := arg(1)
		if id <= 0 || int(id) > len(g.funcs) || g.funcs[id-1] == nil {
			return g.reply(nil, errGuestClosed)
		}
		f := g.funcs[id-1]
		info := map[string]any{"name": f.name, "params": typeString(f.typ.Params), "results": typeString(f.typ.Results)}
		if f.isJS {
			info["js"] = []int32{f.jsKey, f.jsIdx}
		}
		return g.reply(info, nil)
	}
	return 0, fmt.Errorf("wasm: no WebAssembly operation %d", op)
}

// bind takes the scratch buffer and the failure value (wopBind: the
// JavaScript side's first use).
func (g *guests) bind(args []wasm.Value) (wasm.Value, error) {
	b := &g.bridge
	if b.bound || len(args) < 3 {
		return 0, errors.New("wasm: WebAssembly bound twice")
	}
	p, n, ok, err := g.x.BytesAt(args[1])
	if err != nil {
		return 0, err
	}
	if !ok || n < scratchSlots*8 {
		return 0, errors.New("wasm: the WebAssembly scratch buffer is too small")
	}
	b.scratch = p
	// The buffer's bytes stay where they are: it is not resizable, and
	// the JavaScript side keeps it; the host holds it too.
	for _, v := range []wasm.Value{args[1], args[2]} {
		if _, err := g.x.Dup(v); err != nil {
			return 0, err
		}
	}
	b.fail = args[2]
	b.bound = true
	return wasm.Undefined, nil
}

// reply answers an operation that is not a call: its value as JSON
// {"v": ...}, or its error as {"e": {"name", "message"}}.
func (g *guests) reply(v any, err error) (wasm.Value, error) {
	var m map[string]any
	if err != nil {
		if k := g.i.Err(); k != nil {
			return 0, k
		}
		m = map[string]any{"e": describeGuestError(err)}
	} else {
		m = map[string]any{"v": v}
	}
	b, jerr := json.Marshal(m)
	if jerr != nil {
		return 0, jerr
	}
	return g.i.NewString(string(b))
}

// describeGuestError names err's JavaScript class.
func describeGuestError(err error) map[string]string {
	var ce *CompileError
	var le *LinkError
	var re *RuntimeError
	switch {
	case errors.As(err, &ce):
		msg := ce.Message
		if !strings.HasPrefix(msg, "WebAssembly.") {
			msg = "WebAssembly.Module(): " + msg
		}
		return map[string]string{"name": "CompileError", "message": msg}
	case errors.As(err, &le):
		return map[string]string{"name": "LinkError", "message": le.Message}
	case errors.As(err, &re):
		if re.Stack {
			return map[string]string{"name": "RangeError", "message": re.Message}
		}
		return map[string]string{"name": "RuntimeError", "message": re.Message}
	case err == errThrown:
		return map[string]string{"name": "thrown"}
	case err == errGuestClosed:
		return map[string]string{"name": "Error", "message": err.Error()}
	}
	msg := err.Error()
	for _, name := range []string{"TypeError", "RangeError"} {
		if m, ok := strings.CutPrefix(msg, name+": "); ok {
			return map[string]string{"name": name, "message": m}
		}
	}
	if wasm.IsOutOfMemory(err) {
		return map[string]string{"name": "RangeError", "message": "WebAssembly: out of memory (the extension's memory limit)"}
	}
	return map[string]string{"name": "Error", "message": msg}
}

// validate is WebAssembly.validate: whether bytes compile (compiled, so
// that the answer is the compiler's; kept for the compile that follows).
func (s *state) validate(args []wasm.Value) (wasm.Value, error) {
	if len(args) < 2 {
		return wasm.False, nil
	}
	bin, ok, err := bytesOf(s.x.Instance(), args[1])
	if err != nil || !ok {
		return wasm.False, err
	}
	g, err := s.guestState()
	if err != nil {
		return 0, err
	}
	c, err := g.compile(bin)
	if err != nil {
		var ce *CompileError
		if errors.As(err, &ce) {
			return wasm.False, nil
		}
		return 0, err
	}
	g.host.release(c)
	return wasm.True, nil
}

// compile compiles bin, waiting for the compile unless the instance is
// stopped first.
func (g *guests) compile(bin []byte) (*guestCode, error) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	go func() {
		select {
		case <-g.killCh:
			cancel()
		case <-ctx.Done():
		}
	}()
	c, err := g.host.compile(ctx, bin)
	var ce *cacheError
	if errors.As(err, &ce) {
		// The cache cannot be written: an instance that holds nothing
		// compiled yet compiles without it from now on (as the
		// Runtime's next instances do); one that does would split its
		// guests between two runtimes, which cannot link them.
		host, herr := g.hosts.uncached(g.host, ce)
		if herr != nil {
			return nil, herr
		}
		if len(g.handles) > 0 {
			return nil, &CompileError{Message: ce.Error()}
		}
		g.host = host
		c, err = g.host.compile(ctx, bin)
	}
	if err != nil && g.x.Killed() != nil {
		return nil, g.x.Killed()
	}
	return c, err
}

// jsCompile is new WebAssembly.Module(bytes): the module's handle and
// what JavaScript needs of it, as JSON.
func (g *guests) jsCompile(args []wasm.Value) (wasm.Value, error) {
	if len(args) < 2 {
		return g.reply(nil, errors.New("TypeError: WebAssembly.Module(): Argument 0 must be a buffer source"))
	}
	bin, ok, err := bytesOf(g.i, args[1])
	if err != nil {
		return 0, err
	}
	if !ok {
		return g.reply(nil, errors.New("TypeError: WebAssembly.Module(): Argument 0 must be a buffer source"))
	}
	c, err := g.compile(bin)
	if err != nil {
		return g.reply(nil, err)
	}
	h, err := g.holdModule(c)
	if err != nil {
		return g.reply(nil, err)
	}
	info := c.info
	type imp struct {
		Module string `json:"module"`
		Name   string `json:"name"`
		Kind   string `json:"kind"`
		Type   string `json:"type"`
	}
	type exp struct {
		Name string `json:"name"`
		Kind string `json:"kind"`
		Type string `json:"type"`
	}
	imports := []imp{}
	for _, im := range info.Imports {
		imports = append(imports, imp{im.Module, im.Name, kindName(im.Kind), importType(im)})
	}
	exports := []exp{}
	for _, e := range info.Exports {
		exports = append(exports, exp{e.Name, kindName(e.Kind), exportType(info, e)})
	}
	return g.reply(map[string]any{"id": h.id, "imports": imports, "exports": exports}, nil)
}

// jsCustomSections is WebAssembly.Module.customSections(module, name): an
// array of ArrayBuffers, copies.
func (g *guests) jsCustomSections(args []wasm.Value) (wasm.Value, error) {
	if len(args) < 4 {
		return 0, errors.New("wasm: customSections(module, name, index)")
	}
	id, _ := args[1].Integer()
	h, err := g.get(int32(id), hModule)
	if err != nil {
		return g.reply(nil, err)
	}
	name, err := g.i.String(args[2])
	if err != nil {
		return 0, err
	}
	want64, _ := args[3].Integer()
	want := int(want64)
	n := 0
	for _, c := range h.code.info.Customs {
		if c.Name != name {
			continue
		}
		if n == want {
			return newArrayBuffer(g.i, c.Data)
		}
		n++
	}
	return wasm.Int(int32(n)), nil // past the last: how many there are
}

func kindName(k byte) string {
	return [...]string{"function", "table", "memory", "global"}[k]
}

// typeCode is a type's letter in JavaScript's descriptions (typeString).
func typeCode(c byte) byte {
	switch c {
	case 'i':
		return guest.I32
	case 'I':
		return guest.I64
	case 'f':
		return guest.F32
	case 'F':
		return guest.F64
	case 'r':
		return guest.Funcref
	case 'x':
		return guest.Externref
	case 'v':
		return guest.V128
	}
	return 0
}

func typeString(ts []byte) string {
	b := make([]byte, len(ts))
	for k, t := range ts {
		switch t {
		case guest.I32:
			b[k] = 'i'
		case guest.I64:
			b[k] = 'I'
		case guest.F32:
			b[k] = 'f'
		case guest.F64:
			b[k] = 'F'
		case guest.Funcref:
			b[k] = 'r'
		case guest.Externref:
			b[k] = 'x'
		default:
			b[k] = 'v'
		}
	}
	return string(b)
}

// importType describes an import's type for the JavaScript side: a
// function's "params:results", a memory's or a table's "min:max" (max
// empty when none; a table's element type first), a global's "type" and
// "mut" or "const".
func importType(im guest.Import) string {
	switch im.Kind {
	case guest.KindFunc:
		return typeString(im.Func.Params) + ":" + typeString(im.Func.Results)
	case guest.KindMemory:
		return limitsString(im.Memory)
	case guest.KindTable:
		return typeString([]byte{im.Table.Elem}) + ":" + limitsString(im.Table.Limits)
	}
	if im.Global.Mutable {
		return typeString([]byte{im.Global.Val}) + ":mut"
	}
	return typeString([]byte{im.Global.Val}) + ":const"
}

func exportType(info *guest.Module, e guest.Export) string {
	switch e.Kind {
	case guest.KindFunc:
		t := info.Funcs[e.Index]
		return typeString(t.Params) + ":" + typeString(t.Results)
	case guest.KindMemory:
		return limitsString(*info.Memory)
	case guest.KindTable:
		t := info.Tables[e.Index]
		return typeString([]byte{t.Elem}) + ":" + limitsString(t.Limits)
	}
	t := info.Globals[e.Index]
	if t.Mutable {
		return typeString([]byte{t.Val}) + ":mut"
	}
	return typeString([]byte{t.Val}) + ":const"
}

func limitsString(l guest.Limits) string {
	if l.HasMax {
		return fmt.Sprintf("%d:%d", l.Min, l.Max)
	}
	return fmt.Sprintf("%d:", l.Min)
}

// jsImport is one import as JavaScript resolved it: a function of a guest
// (F, its id) or of JavaScript's (J), a memory, table or global object (H,
// its handle), or a global's value (S: in scratch slot S-1).
type jsImport struct {
	F int32 `json:"f,omitempty"`
	J bool  `json:"j,omitempty"`
	H int32 `json:"h,omitempty"`
	S int   `json:"s,omitempty"`
}

// jsInstantiate is new WebAssembly.Instance(module, imports): args are the
// module's handle, the key of the instance's JavaScript imports, the
// imports as JavaScript resolved them (JSON), and the trampolines of its
// JavaScript functions, by import (what the host calls to call each). Its
// reply: the instance's handle and its exports, each [name, kind, id]
// (a function's, a memory's, a table's or a global's).
func (g *guests) jsInstantiate(args []wasm.Value) (any, error) {
	if len(args) < 5 {
		return nil, errors.New("wasm: instantiate(module, key, imports, trampolines)")
	}
	id, _ := args[1].Integer()
	mh, err := g.get(int32(id), hModule)
	if err != nil {
		return nil, err
	}
	key, _ := args[2].Integer()
	desc, err := g.i.String(args[3])
	if err != nil {
		return nil, err
	}
	var got []jsImport
	if err := json.Unmarshal([]byte(desc), &got); err != nil {
		return nil, fmt.Errorf("wasm: the imports: %w", err)
	}
	info := mh.code.info
	if len(got) != len(info.Imports) {
		return nil, fmt.Errorf("wasm: %d imports for %d", len(got), len(info.Imports))
	}
	imports := make([]guestImport, len(got))
	for k, im := range info.Imports {
		j := got[k]
		where := fmt.Sprintf("WebAssembly.Instance(): Import #%d %q %q", k, im.Module, im.Name)
		switch im.Kind {
		case guest.KindFunc:
			switch {
			case j.F > 0:
				f, err := g.funcByID(j.F)
				if err != nil {
					return nil, err
				}
				if !sameSig(f.typ, im.Func) {
					return nil, &LinkError{Message: where + ": imported function does not match the expected type"}
				}
				imports[k] = guestImport{fn: g.forwarder(f), fnFrom: f.owner, fnID: f.id}
			case j.J:
				tramp, err := g.i.Property(args[4], strconv.Itoa(k))
				if err != nil {
					freeImports(g, imports)
					return nil, err
				}
				imports[k] = guestImport{fn: g.importFunc(tramp, im.Func), jsIdx: int32(k), jsCall: tramp}
			default:
				return nil, &LinkError{Message: where + ": function import requires a callable"}
			}
		case guest.KindMemory:
			h, err := g.get(j.H, hMemory)
			if err != nil {
				return nil, &LinkError{Message: where + ": memory import must be a WebAssembly.Memory object"}
			}
			pages := uint32(h.holder.Memory().Size() >> 16)
			max, hasMax := h.holder.Memory().Definition().Max()
			switch {
			case pages < im.Memory.Min:
				return nil, &LinkError{Message: fmt.Sprintf("%s: memory import has %d pages which is smaller than the declared initial of %d", where, pages, im.Memory.Min)}
			case im.Memory.HasMax && !hasMax:
				return nil, &LinkError{Message: where + ": memory import has no maximum limit, expected at most " + fmt.Sprint(im.Memory.Max)}
			case im.Memory.HasMax && max > im.Memory.Max:
				return nil, &LinkError{Message: fmt.Sprintf("%s: memory import has a larger maximum size %d than the module's declared maximum %d", where, max, im.Memory.Max)}
			}
			imports[k] = guestImport{h: h}
		case guest.KindTable:
			h, err := g.get(j.H, hTable)
			if err != nil {
				return nil, &LinkError{Message: where + ": table import requires a WebAssembly.Table"}
			}
			n, err := g.tableLength(h)
			if err != nil {
				return nil, err
			}
			max, hasMax := tableMax(h)
			switch {
			case h.table.elem != im.Table.Elem:
				return nil, &LinkError{Message: where + ": imported table does not match the expected type"}
			case n < im.Table.Min:
				return nil, &LinkError{Message: fmt.Sprintf("%s: table import has %d elements which is smaller than the declared initial of %d", where, n, im.Table.Min)}
			case im.Table.HasMax && !hasMax:
				return nil, &LinkError{Message: where + ": table import has no maximum length, expected " + fmt.Sprint(im.Table.Max)}
			case im.Table.HasMax && max > im.Table.Max:
				return nil, &LinkError{Message: fmt.Sprintf("%s: table import has a larger maximum size %d than the module's declared maximum %d", where, max, im.Table.Max)}
			}
			imports[k] = guestImport{h: h}
		case guest.KindGlobal:
			if j.H > 0 {
				h, err := g.get(j.H, hGlobal)
				if err != nil {
					return nil, &LinkError{Message: where + ": global import must be a number, valid Wasm reference, or WebAssembly.Global object"}
				}
				if h.global.typ.Val != im.Global.Val {
					return nil, &LinkError{Message: where + ": imported global does not match the expected type"}
				}
				if h.global.typ.Mutable != im.Global.Mutable {
					return nil, &LinkError{Message: where + ": imported global does not match the expected mutability"}
				}
				if h.holder == nil && im.Global.Mutable {
					return nil, &LinkError{Message: where + ": a mutable global exported by another WebAssembly instance cannot be imported in earshot; import a WebAssembly.Global made in JavaScript"}
				}
				imports[k] = guestImport{h: h}
				continue
			}
			if j.S <= 0 || j.S > scratchSlots {
				return nil, &LinkError{Message: where + ": global import must be a number, valid Wasm reference, or WebAssembly.Global object"}
			}
			if im.Global.Mutable {
				return nil, &LinkError{Message: where + ": imported mutable global must be a WebAssembly.Global object"}
			}
			bits, owner, err := g.readSlot(j.S-1, im.Global.Val)
			if err != nil {
				return nil, err
			}
			imports[k] = guestImport{value: bits, fnFrom: owner}
		}
	}
	h, err := g.instantiate(mh, imports, int32(key))
	if err != nil {
		freeImports(g, imports)
		return nil, err
	}
	// The exports: functions made, what the module defines or imported.
	exports := [][3]any{}
	for _, e := range info.Exports {
		var id int32
		switch e.Kind {
		case guest.KindFunc:
			id, err = g.exportFunc(h, e)
		case guest.KindMemory, guest.KindTable:
			id = g.stateExport(h, e)
		case guest.KindGlobal:
			id, err = g.globalExport(h, e)
		}
		if err != nil {
			g.closeHandle(h)
			return nil, err
		}
		exports = append(exports, [3]any{e.Name, kindName(e.Kind), id})
	}
	return map[string]any{"id": h.id, "exports": exports}, nil
}

func sameSig(a, b guest.FuncType) bool {
	return string(a.Params) == string(b.Params) && string(a.Results) == string(b.Results)
}

func tableMax(h *handle) (uint32, bool) { return h.table.max, h.table.hasMax }

// funcByID is the function JavaScript numbered id.
func (g *guests) funcByID(id int32) (*guestFunc, error) {
	if id <= 0 || int(id) > len(g.funcs) || g.funcs[id-1] == nil {
		return nil, errGuestClosed
	}
	return g.funcs[id-1], nil
}

// stateExport is the handle of an exported memory or table: the one it
// imported, or the one made for it (which JavaScript holds from now on,
// through the export).
func (g *guests) stateExport(h *handle, e guest.Export) int32 {
	m := h.inst.memory
	if e.Kind == guest.KindTable {
		m = h.inst.tables[e.Index]
	}
	if m == nil {
		return 0
	}
	if !m.js {
		m.js = true
		m.group.live++
	}
	return m.id
}

// globalExport is the handle of an exported global: the one it imported,
// or one of the guest's own.
func (g *guests) globalExport(h *handle, e guest.Export) (int32, error) {
	if m := h.inst.globals[e.Index]; m != nil {
		return m.id, nil
	}
	gl := h.inst.mod.ExportedGlobal(e.Name)
	if gl == nil {
		return 0, errors.New("wasm: an exported global not found")
	}
	gh, err := g.add(&handle{kind: hGlobal, global: &guestGlobal{g: gl, typ: h.code.info.Globals[e.Index]}})
	if err != nil {
		return 0, err
	}
	g.union(gh, h)
	return gh.id, nil
}

// forwarder calls f (a guest's function another guest imported) from Go.
func (g *guests) forwarder(f *guestFunc) api.GoModuleFunction {
	return api.GoModuleFunc(func(_ context.Context, _ api.Module, stack []uint64) {
		if err := g.call(f, stack); err != nil {
			panic(err)
		}
	})
}

// freeImports lets go of the trampolines of imports not linked.
func freeImports(g *guests, imports []guestImport) {
	for _, im := range imports {
		if im.jsCall != 0 {
			g.i.Free(im.jsCall)
		}
	}
}

// importFunc calls a JavaScript function a guest imported through its
// trampoline: its arguments and results cross in scratch, but for the
// signatures of simpleImport, whose trampolines take their i32s as
// arguments and return their result (platform/js/lazy/webassembly.js).
func (g *guests) importFunc(tramp wasm.Value, t guest.FuncType) api.GoModuleFunction {
	if simpleImport(t) {
		return api.GoModuleFunc(func(_ context.Context, _ api.Module, stack []uint64) {
			var args [4]wasm.Value
			for j := range t.Params {
				args[j] = wasm.Int(int32(uint32(stack[j])))
			}
			r, err := g.i.Call(tramp, wasm.Undefined, args[:len(t.Params)]...)
			if err != nil {
				panic(err)
			}
			if r == g.bridge.fail {
				g.i.Free(r)
				panic(errThrown)
			}
			if len(t.Results) == 1 {
				n, ok := r.Integer()
				if !ok {
					panic(errors.New("TypeError: type incompatibility when transforming from/to JS"))
				}
				stack[0] = uint64(uint32(int32(n)))
			}
		})
	}
	return api.GoModuleFunc(func(_ context.Context, _ api.Module, stack []uint64) {
		for j, p := range t.Params {
			g.writeSlot(j, p, stack[j])
		}
		b := &g.bridge
		r, err := g.i.Call(tramp, wasm.Undefined)
		if err != nil {
			panic(err)
		}
		failed := r == b.fail
		g.i.Free(r)
		if failed {
			panic(errThrown)
		}
		for j, rt := range t.Results {
			bits, _, err := g.readSlot(j, rt)
			if err != nil {
				panic(err)
			}
			stack[j] = bits
		}
	})
}

// simpleImport reports whether an import of type t has a trampoline of
// its own: up to four i32 parameters, and an i32 result or none.
func simpleImport(t guest.FuncType) bool {
	if len(t.Params) > 4 || len(t.Results) > 1 || (len(t.Results) == 1 && t.Results[0] != guest.I32) {
		return false
	}
	for _, p := range t.Params {
		if p != guest.I32 {
			return false
		}
	}
	return true
}

// jsCall calls function id with its arguments in scratch, or ints (its
// i32 arguments, converted by the caller) when there are any: its result
// (a number), or undefined with its results in scratch, or the failure
// value with the reason for wopLastError.
func (g *guests) jsCall(id int32, ints []wasm.Value) (wasm.Value, error) {
	f, err := g.funcByID(id)
	if err != nil {
		return g.failed(err)
	}
	if len(ints) > 0 && len(ints) != len(f.typ.Params) {
		return g.failed(errors.New("TypeError: the arguments do not match the function's parameters"))
	}
	n := max(len(f.typ.Params), len(f.typ.Results))
	b := &g.bridge
	for len(b.stacks) <= g.depth {
		b.stacks = append(b.stacks, nil)
	}
	stack := b.stacks[g.depth]
	if cap(stack) < n {
		stack = make([]uint64, n)
		b.stacks[g.depth] = stack
	}
	stack = stack[:n]
	for j, p := range f.typ.Params {
		if len(ints) > 0 {
			// An i32 the caller converted (ToInt32) and passed as itself.
			n, ok := ints[j].Integer()
			if p != guest.I32 || !ok || n != int64(int32(n)) {
				return g.failed(errors.New("TypeError: the arguments do not match the function's parameters"))
			}
			stack[j] = uint64(uint32(int32(n)))
			continue
		}
		bits, _, err := g.readSlot(j, p)
		if err != nil {
			return g.failed(err)
		}
		stack[j] = bits
	}
	if err := g.call(f, stack); err != nil {
		return g.failed(err)
	}
	switch len(f.typ.Results) {
	case 0:
		return wasm.Undefined, nil
	case 1:
		return g.result(f.typ.Results[0], stack[0], 0)
	}
	for j, rt := range f.typ.Results {
		g.writeSlot(j, rt, stack[j])
	}
	return wasm.Undefined, nil
}

// failed ends a call that failed: the failure value, err kept for
// wopLastError; the instance's own death goes on as it is.
func (g *guests) failed(err error) (wasm.Value, error) {
	if k := g.i.Err(); k != nil {
		return 0, k
	}
	g.bridge.lastErr = err
	return g.x.Dup(g.bridge.fail)
}

// result is a value of type t as JavaScript gets it: a number as it is;
// an i64 or a reference in scratch slot j (undefined returned).
func (g *guests) result(t byte, bits uint64, j int) (wasm.Value, error) {
	switch t {
	case guest.I32:
		return wasm.Int(int32(uint32(bits))), nil
	case guest.F32:
		return wasm.Number(float64(math.Float32frombits(uint32(bits)))), nil
	case guest.F64:
		return wasm.Number(math.Float64frombits(bits)), nil
	}
	g.writeSlot(j, t, bits)
	return wasm.Undefined, nil
}

// slot is scratch slot j's bytes.
func (g *guests) slot(j int) []byte {
	b, ok := g.x.Read(g.bridge.scratch+uint32(j)*8, 8)
	if !ok {
		panic("wasm: the scratch buffer is out of bounds")
	}
	return b
}

// readSlot reads a value of type t that JavaScript wrote in slot j: an
// i32 in its low 4 bytes, an i64 as its 8, a float as a float64, a
// function by its id (the instance it is of is owner), an external value
// by JavaScript's number for it.
func (g *guests) readSlot(j int, t byte) (bits uint64, owner *handle, err error) {
	if j >= scratchSlots {
		return 0, nil, errors.New("TypeError: more than 1024 WebAssembly values at once")
	}
	s := g.slot(j)
	switch t {
	case guest.I32:
		return uint64(binary.LittleEndian.Uint32(s)), nil, nil
	case guest.I64, guest.F64:
		return binary.LittleEndian.Uint64(s), nil, nil
	case guest.F32:
		return uint64(math.Float32bits(float32(math.Float64frombits(binary.LittleEndian.Uint64(s))))), nil, nil
	case guest.Funcref:
		id := int32(math.Float64frombits(binary.LittleEndian.Uint64(s)))
		if id == 0 {
			return 0, nil, nil
		}
		f, err := g.funcByID(id)
		if err != nil {
			return 0, nil, err
		}
		if f.ref == 0 {
			return 0, nil, errors.New("TypeError: the function has no WebAssembly reference")
		}
		return f.ref, f.owner, nil
	case guest.Externref:
		return uint64(math.Float64frombits(binary.LittleEndian.Uint64(s))), nil, nil
	}
	return 0, nil, errors.New("TypeError: type incompatibility when transforming from/to JS")
}

// readRef reads a table's element value from slot j.
func (g *guests) readRef(j int, t byte) (uint64, *handle, error) { return g.readSlot(j, t) }

// writeSlot writes a value of type t for JavaScript in slot j (see
// readSlot).
func (g *guests) writeSlot(j int, t byte, bits uint64) {
	s := g.slot(j)
	switch t {
	case guest.I32:
		binary.LittleEndian.PutUint32(s, uint32(bits))
	case guest.F32:
		binary.LittleEndian.PutUint64(s, math.Float64bits(float64(math.Float32frombits(uint32(bits)))))
	case guest.Funcref:
		id, ok := g.funcOfRef(bits)
		if !ok {
			id = g.opaqueFunc(bits, nil, 0)
		}
		binary.LittleEndian.PutUint64(s, math.Float64bits(float64(id)))
	case guest.Externref:
		binary.LittleEndian.PutUint64(s, math.Float64bits(float64(bits)))
	default: // i64, f64; v128's low half (JavaScript refuses it)
		binary.LittleEndian.PutUint64(s, bits)
	}
}

// tableValue is element slot of table h, ref, for JavaScript: a
// function's id or an external value's number (0 for null).
func (g *guests) tableValue(h *handle, slot uint32, ref uint64) (wasm.Value, error) {
	if h.table.elem == guest.Externref {
		return wasm.Number(float64(ref)), nil
	}
	id, ok := g.funcOfRef(ref)
	if !ok {
		id = g.opaqueFunc(ref, h, slot)
	}
	return wasm.Int(id), nil
}

// opaqueFunc is the function of a reference the host does not know (a
// guest's code made it): a function JavaScript can put back in a table,
// and call when it was read from one (its type then found by asking the
// table for it as each of the guests' function types: call_indirect's
// check).
func (g *guests) opaqueFunc(ref uint64, h *handle, slot uint32) int32 {
	f := &guestFunc{ref: ref, name: "0"}
	if h != nil {
		seen := map[string]bool{}
		for _, o := range g.handles {
			if o.kind != hInstance {
				continue
			}
			for _, t := range o.code.info.Funcs {
				sig := string(t.Params) + ":" + string(t.Results)
				if seen[sig] {
					continue
				}
				seen[sig] = true
				if fn := lookupFunction(h.holder, slot, t); fn != nil {
					f.typ = t
					f.make = func() api.Function { return lookupFunction(h.holder, slot, t) }
					break
				}
			}
			if f.make != nil {
				break
			}
		}
	}
	if f.make == nil {
		f.make = func() api.Function { return nil }
	}
	g.funcs = append(g.funcs, f)
	f.id = int32(len(g.funcs))
	g.refs[ref] = refOf{id: f.id}
	return f.id
}

// lookupFunction is the function in slot of a table holder's table if it
// is of type t; nil if not (call_indirect's check panics).
func lookupFunction(holder api.Module, slot uint32, t guest.FuncType) (fn api.Function) {
	defer func() {
		if recover() != nil {
			fn = nil
		}
	}()
	return table.LookupFunction(holder, 0, slot, t.Params, t.Results)
}
