// Package guards rewrites our clang-built QuickJS module (../../quickjs)
// so that its C stack cannot run into the data below it and the host can
// stop it at any moment: see Add. The wasm package runs the result, which is
// checked in as quickjs-guarded.wasm (TestGuardedIsCurrent).
package guards

import (
	"encoding/binary"
	"errors"
	"fmt"

	"github.com/earshot/extensions/wasm/internal/leb128"
)

// Export names Add gives the globals it adds: the stack pointer and the
// guard's limit (both mutable), the flag the guard sets when it trips, the
// kill switch and the tick (both mutable, written by the host to stop the
// module).
const (
	ExportStackPointer = "earshot_stack_pointer"
	ExportStackLimit   = "earshot_stack_limit"
	ExportOverflowed   = "earshot_stack_overflowed"
	ExportKill         = "earshot_kill"
	ExportTick         = "earshot_tick"
)

// tickPeriod is how many loop iterations run between two visits to Go (see
// Add): about a millisecond of QuickJS's interpreter here.
const tickPeriod = 1 << 16

// Add rewrites a clang-built wasm module so that the C shadow stack
// cannot silently grow into the data below it, and so that the host can stop
// it at any moment without slowing it down.
//
// The stack guard. QuickJS compiled to WASI has no working stack check: deep
// JavaScript recursion walks the shadow stack pointer (global 0) down past
// the end of the 64 KiB stack region into static data and the heap, and the
// instance corrupts itself. Every function that moves the stack pointer does
// so with `global.set 0`. The rewrite replaces each of those with a call to a
// new function that traps when the new value is below a limit, and exports
// the stack pointer and the limit so the host can move the stack to a larger
// region it allocates and arm the guard (the wasm package's Instance does).
//
// The tick. Every loop header decrements a new global and, when it reaches
// zero, calls a new function that resets it, traps if the exported kill
// global is set, and calls a WASI import (clock_time_get, with a result
// pointer out of bounds, so it writes nothing). That call enters Go, which is
// what lets the Go scheduler stop the goroutine for a garbage collection:
// compiled wasm in a loop is otherwise never at a safe point, and one busy
// instance would stall every goroutine of the process at the next GC. To
// kill an instance the host sets kill and the tick to 1. (wazero's own
// mechanism, CloseOnContextDone, calls a trampoline at every loop header;
// that made QuickJS's interpreter eight times slower. This costs a few
// instructions per iteration.)
//
// Everything is appended — globals, types, functions, exports — so no
// existing index changes, and sections the rewrite does not touch are copied
// byte for byte.
func Add(mod []byte) ([]byte, error) {
	if len(mod) < 8 || string(mod[:4]) != "\x00asm" {
		return nil, errors.New("guards: not a wasm module")
	}
	type section struct {
		id   byte
		body []byte
	}
	var sections []section
	for p := 8; p < len(mod); {
		id := mod[p]
		size, n := binary.Uvarint(mod[p+1:])
		if n <= 0 || p+1+n+int(size) > len(mod) {
			return nil, fmt.Errorf("guards: malformed section at offset %d", p)
		}
		start := p + 1 + n
		sections = append(sections, section{id, mod[start : start+int(size)]})
		p = start + int(size)
	}
	find := func(id byte) int {
		for i, s := range sections {
			if s.id == id {
				return i
			}
		}
		return -1
	}
	for _, id := range []byte{secType, secImport, secFunction, secGlobal, secExport, secCode} {
		if find(id) < 0 {
			return nil, fmt.Errorf("guards: module has no section %d", id)
		}
	}

	imports, err := funcImports(sections[find(secImport)].body)
	if err != nil {
		return nil, err
	}
	clockIdx := -1
	for i, im := range imports {
		if im == "wasi_snapshot_preview1.clock_time_get" {
			clockIdx = i
		}
	}
	if clockIdx < 0 {
		return nil, errors.New("guards: module does not import clock_time_get")
	}

	// Global 0 must be the clang stack pointer: a mutable i32.
	gi := find(secGlobal)
	globals := sections[gi].body
	nGlobals, n := binary.Uvarint(globals)
	if n <= 0 || nGlobals == 0 || len(globals) < n+2 || globals[n] != valI32 || globals[n+1] != 1 {
		return nil, errors.New("guards: global 0 is not a mutable i32 stack pointer")
	}
	g := uint32(nGlobals)
	limitIdx, flagIdx, killIdx, tickIdx := g, g+1, g+2, g+3
	newGlobals := appendUvarint(nil, nGlobals+4)
	newGlobals = append(newGlobals, globals[n:]...)
	for _, init := range []int64{0, 0, 0, tickPeriod} {
		newGlobals = append(newGlobals, valI32, 1, opI32Const)
		newGlobals = appendSleb(newGlobals, init)
		newGlobals = append(newGlobals, opEnd)
	}
	sections[gi].body = newGlobals

	// Types (i32) -> () and () -> (), reused when present.
	ti := find(secType)
	guardType, types, err := ensureType(sections[ti].body, []byte{valI32})
	if err != nil {
		return nil, err
	}
	slowType, types, err := ensureType(types, nil)
	if err != nil {
		return nil, err
	}
	sections[ti].body = types

	// Declare the two new functions.
	fi := find(secFunction)
	funcs := sections[fi].body
	nFuncs, n := binary.Uvarint(funcs)
	if n <= 0 {
		return nil, errors.New("guards: malformed function section")
	}
	guardIdx := uint32(len(imports)) + uint32(nFuncs)
	slowIdx := guardIdx + 1
	newFuncs := appendUvarint(nil, nFuncs+2)
	newFuncs = append(newFuncs, funcs[n:]...)
	newFuncs = appendUvarint(newFuncs, uint64(guardType))
	newFuncs = appendUvarint(newFuncs, uint64(slowType))
	sections[fi].body = newFuncs

	// Rewrite every body, then append the new ones.
	ci := find(secCode)
	code, err := rewriteCode(sections[ci].body, guardIdx, slowIdx, tickIdx)
	if err != nil {
		return nil, err
	}
	// guard(sp): if sp < limit { overflowed = 1; unreachable }; global0 = sp
	var guard []byte
	guard = append(guard, 0) // no locals
	guard = append(guard, opLocalGet, 0, opGlobalGet)
	guard = appendUvarint(guard, uint64(limitIdx))
	guard = append(guard, opI32LtU, opIf, blockEmpty, opI32Const, 1, opGlobalSet)
	guard = appendUvarint(guard, uint64(flagIdx))
	guard = append(guard, opUnreachable, opEnd, opLocalGet, 0, opGlobalSet, 0, opEnd)
	// slow(): tick = period; if kill { unreachable }; drop(clock_time_get(0, 0, -16))
	var slow []byte
	slow = append(slow, 0)
	slow = append(slow, opI32Const)
	slow = appendSleb(slow, tickPeriod)
	slow = append(slow, opGlobalSet)
	slow = appendUvarint(slow, uint64(tickIdx))
	slow = append(slow, opGlobalGet)
	slow = appendUvarint(slow, uint64(killIdx))
	slow = append(slow, opIf, blockEmpty, opUnreachable, opEnd)
	slow = append(slow, opI32Const, 0, opI64Const, 0, opI32Const)
	slow = appendSleb(slow, -16)
	slow = append(slow, opCall)
	slow = appendUvarint(slow, uint64(clockIdx))
	slow = append(slow, opDrop, opEnd)
	for _, body := range [][]byte{guard, slow} {
		code = appendUvarint(code, uint64(len(body)))
		code = append(code, body...)
	}
	nBodies, n := binary.Uvarint(code)
	code = append(appendUvarint(nil, nBodies+2), code[n:]...)
	sections[ci].body = code

	// Export the globals the host uses.
	ei := find(secExport)
	exports := sections[ei].body
	nExports, n := binary.Uvarint(exports)
	added := []struct {
		name string
		idx  uint32
	}{{ExportStackPointer, 0}, {ExportStackLimit, limitIdx}, {ExportOverflowed, flagIdx}, {ExportKill, killIdx}, {ExportTick, tickIdx}}
	newExports := appendUvarint(nil, nExports+uint64(len(added)))
	newExports = append(newExports, exports[n:]...)
	for _, e := range added {
		newExports = appendUvarint(newExports, uint64(len(e.name)))
		newExports = append(newExports, e.name...)
		newExports = append(newExports, externGlobal)
		newExports = appendUvarint(newExports, uint64(e.idx))
	}
	sections[ei].body = newExports

	out := append([]byte(nil), mod[:8]...)
	for _, s := range sections {
		out = append(out, s.id)
		out = appendUvarint(out, uint64(len(s.body)))
		out = append(out, s.body...)
	}
	return out, nil
}

// Section ids, opcodes and encodings used by the rewrite.
const (
	secCustom   = 0
	secType     = 1
	secImport   = 2
	secFunction = 3
	secGlobal   = 6
	secExport   = 7
	secCode     = 10

	externFunc   = 0
	externGlobal = 3

	valI32     = 0x7f
	blockEmpty = 0x40

	opUnreachable = 0x00
	opLoop        = 0x03
	opIf          = 0x04
	opEnd         = 0x0b
	opCall        = 0x10
	opLocalGet    = 0x20
	opGlobalGet   = 0x23
	opGlobalSet   = 0x24
	opDrop        = 0x1a
	opI32Const    = 0x41
	opI64Const    = 0x42
	opI32Eqz      = 0x45
	opI32LtU      = 0x49
	opI32Sub      = 0x6b
)

// funcImports lists the function imports as "module.name", in index order.
func funcImports(body []byte) ([]string, error) {
	r := reader{b: body}
	count := r.u32()
	var funcs []string
	for range count {
		module := r.str()
		name := r.str()
		switch kind := r.byte(); kind {
		case externFunc:
			r.u32()
			funcs = append(funcs, module+"."+name)
		case 1: // table
			r.byte()
			r.limits()
		case 2: // memory
			r.limits()
		case externGlobal:
			return nil, errors.New("guards: imported globals are not supported")
		default:
			return nil, fmt.Errorf("guards: unknown import kind %d", kind)
		}
	}
	return funcs, r.err
}

// ensureType returns the index of the type (params) -> (), appending it if
// needed.
func ensureType(body []byte, params []byte) (uint32, []byte, error) {
	r := reader{b: body}
	count := r.u32()
	for i := range count {
		if r.byte() != 0x60 {
			return 0, nil, errors.New("guards: unsupported type form")
		}
		var p []byte
		for range r.u32() {
			p = append(p, r.byte())
		}
		results := r.u32()
		for range results {
			r.byte()
		}
		if r.err == nil && string(p) == string(params) && results == 0 {
			return i, body, nil
		}
	}
	if r.err != nil {
		return 0, nil, r.err
	}
	out := appendUvarint(nil, uint64(count)+1)
	out = append(out, body[r.headerLen():]...)
	out = append(out, 0x60)
	out = appendUvarint(out, uint64(len(params)))
	out = append(out, params...)
	out = append(out, 0)
	return count, out, nil
}

// rewriteCode replaces `global.set 0` with `call guard` and adds the tick to
// every loop header, in every function body.
func rewriteCode(body []byte, guard, slow, tick uint32) ([]byte, error) {
	r := reader{b: body}
	count := r.u32()
	out := appendUvarint(make([]byte, 0, len(body)+len(body)/64), uint64(count))
	call := appendUvarint([]byte{opCall}, uint64(guard))
	// tick -= 1; if tick == 0 { slow() }
	var check []byte
	check = append(check, opGlobalGet)
	check = appendUvarint(check, uint64(tick))
	check = append(check, opI32Const, 1, opI32Sub, opGlobalSet)
	check = appendUvarint(check, uint64(tick))
	check = append(check, opGlobalGet)
	check = appendUvarint(check, uint64(tick))
	check = append(check, opI32Eqz, opIf, blockEmpty, opCall)
	check = appendUvarint(check, uint64(slow))
	check = append(check, opEnd)
	for i := range count {
		size := int(r.u32())
		if r.err != nil || r.p+size > len(body) {
			return nil, fmt.Errorf("guards: malformed body %d", i)
		}
		fn := body[r.p : r.p+size]
		r.p += size
		rewritten, err := rewriteBody(fn, call, check)
		if err != nil {
			return nil, fmt.Errorf("guards: function %d: %w", i, err)
		}
		out = appendUvarint(out, uint64(len(rewritten)))
		out = append(out, rewritten...)
	}
	return out, r.err
}

func rewriteBody(fn, call, check []byte) ([]byte, error) {
	r := reader{b: fn}
	for range r.u32() { // local declarations
		r.u32()
		r.byte()
	}
	out := make([]byte, 0, len(fn)+16)
	out = append(out, fn[:r.p]...)
	copied := r.p
	for r.p < len(fn) && r.err == nil {
		at := r.p
		op := r.byte()
		if op == opGlobalSet {
			if idx := r.u32(); idx == 0 {
				out = append(out, fn[copied:at]...)
				out = append(out, call...)
				copied = r.p
			}
			continue
		}
		if err := r.immediates(op); err != nil {
			return nil, fmt.Errorf("offset %d: %w", at, err)
		}
		if op == opLoop {
			out = append(out, fn[copied:r.p]...)
			out = append(out, check...)
			copied = r.p
		}
	}
	if r.err != nil {
		return nil, r.err
	}
	return append(out, fn[copied:]...), nil
}

// reader decodes just enough of the wasm binary format to walk instructions.
type reader struct {
	b   []byte
	p   int
	err error
}

func (r *reader) fail(err error) {
	if r.err == nil {
		r.err = err
	}
	r.p = len(r.b)
}

func (r *reader) byte() byte {
	if r.p >= len(r.b) {
		r.fail(errors.New("unexpected end"))
		return 0
	}
	c := r.b[r.p]
	r.p++
	return c
}

func (r *reader) skip(n int) {
	if n < 0 || r.p+n > len(r.b) {
		r.fail(errors.New("unexpected end"))
		return
	}
	r.p += n
}

func (r *reader) u32() uint32 {
	v, n := binary.Uvarint(r.b[min(r.p, len(r.b)):])
	if n <= 0 || v > 1<<32-1 {
		r.fail(errors.New("bad unsigned LEB128"))
		return 0
	}
	r.p += n
	return uint32(v)
}

// sleb skips a signed LEB128 of at most maxBytes bytes.
func (r *reader) sleb(maxBytes int) {
	for i := 0; i < maxBytes; i++ {
		if r.byte()&0x80 == 0 {
			return
		}
	}
	r.fail(errors.New("bad signed LEB128"))
}

func (r *reader) str() string {
	n := int(r.u32())
	if r.err != nil || r.p+n > len(r.b) {
		r.fail(errors.New("unexpected end"))
		return ""
	}
	s := string(r.b[r.p : r.p+n])
	r.p += n
	return s
}

func (r *reader) limits() {
	flags := r.byte()
	r.u32()
	if flags&1 != 0 {
		r.u32()
	}
}

func (r *reader) headerLen() int {
	_, n := binary.Uvarint(r.b)
	return n
}

// immediates skips the immediates of op (whose opcode byte was just read).
func (r *reader) immediates(op byte) error {
	switch {
	case op == 0x02 || op == 0x03 || op == 0x04: // block, loop, if
		c := r.byte()
		if c != blockEmpty && !(c >= 0x6f && c <= 0x7f) {
			r.p--
			r.sleb(5) // type index as s33
		}
	case op == 0x0c || op == 0x0d: // br, br_if
		r.u32()
	case op == 0x0e: // br_table
		for range r.u32() {
			r.u32()
		}
		r.u32()
	case op == opCall || op == 0x12: // call, return_call
		r.u32()
	case op == 0x11 || op == 0x13: // call_indirect, return_call_indirect
		r.u32()
		r.u32()
	case op == 0x1c: // select with types
		for range r.u32() {
			r.byte()
		}
	case op >= 0x20 && op <= 0x26: // local/global/table get and set
		r.u32()
	case op >= 0x28 && op <= 0x3e: // loads and stores: memarg
		r.u32()
		r.u32()
	case op == 0x3f || op == 0x40: // memory.size, memory.grow
		r.byte()
	case op == opI32Const:
		r.sleb(5)
	case op == 0x42: // i64.const
		r.sleb(10)
	case op == 0x43: // f32.const
		r.skip(4)
	case op == 0x44: // f64.const
		r.skip(8)
	case op == 0xd0: // ref.null
		r.byte()
	case op == 0xd2: // ref.func
		r.u32()
	case op == 0xfc:
		switch sub := r.u32(); {
		case sub <= 7: // saturating truncation
		case sub == 8: // memory.init
			r.u32()
			r.byte()
		case sub == 9: // data.drop
			r.u32()
		case sub == 10: // memory.copy
			r.byte()
			r.byte()
		case sub == 11: // memory.fill
			r.byte()
		case sub == 12 || sub == 14: // table.init, table.copy
			r.u32()
			r.u32()
		case sub == 13 || (sub >= 15 && sub <= 17): // elem.drop, table.grow/size/fill
			r.u32()
		default:
			return fmt.Errorf("unsupported 0xfc instruction %d", sub)
		}
	case op <= 0x01 || op == 0x05 || op == opEnd || op == 0x0f || op == 0x1a || op == 0x1b ||
		(op >= 0x45 && op <= 0xc4) || op == 0xd1:
		// no immediates
	default:
		return fmt.Errorf("unsupported opcode 0x%02x", op)
	}
	return r.err
}

func appendUvarint(b []byte, v uint64) []byte { return binary.AppendUvarint(b, v) }

// appendSleb appends v as a signed LEB128.
func appendSleb(b []byte, v int64) []byte { return leb128.AppendInt(b, v) }
