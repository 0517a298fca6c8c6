package wasm

import (
	"encoding/binary"
	"errors"
	"fmt"
)

// Export names added to the QuickJS module by addStackGuard.
const (
	exportStackPointer = "earshot_stack_pointer"
	exportStackLimit   = "earshot_stack_limit"
	exportOverflowed   = "earshot_stack_overflowed"
	exportKill         = "earshot_kill"
)

// addGuards rewrites a clang-built wasm module so that the C shadow stack
// cannot silently grow into the data below it, and so that the host can stop
// it at any moment.
//
// The stack guard:
// QuickJS compiled to WASI has no working stack check: deep JavaScript
// recursion walks the shadow stack pointer (global 0) down past the end of
// the 64 KiB stack region into static data and the heap, and the instance
// corrupts itself. Every function that moves the stack pointer does so with
// `global.set 0`. The rewrite replaces each of those with a call to a new
// function that traps when the new value is below a limit, and exports the
// stack pointer and the limit so the host can move the stack to a larger
// region it allocates and arm the guard (see Instance).
//
// The kill switch: every loop header gets `if (kill) unreachable`, reading a
// new exported global. Setting it from another goroutine stops a runaway
// loop within one iteration. (wazero's own mechanism, CloseOnContextDone,
// calls a trampoline at every loop header, which made QuickJS's interpreter
// eight times slower; a global read and a branch cost almost nothing.)
//
// The new globals and the guard function are appended, so no existing index
// changes and the rest of the module is copied byte for byte.
func addGuards(mod []byte) ([]byte, error) {
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
	for _, id := range []byte{secType, secFunction, secGlobal, secExport, secCode} {
		if find(id) < 0 {
			return nil, fmt.Errorf("guards: module has no section %d", id)
		}
	}

	importedFuncs, err := countImports(sections[maxInt(find(secImport), 0)].body, find(secImport) >= 0)
	if err != nil {
		return nil, err
	}

	// Global 0 must be the clang stack pointer: a mutable i32.
	gi := find(secGlobal)
	globals := sections[gi].body
	nGlobals, n := binary.Uvarint(globals)
	if n <= 0 || nGlobals == 0 || len(globals) < n+2 || globals[n] != valI32 || globals[n+1] != 1 {
		return nil, errors.New("guards: global 0 is not a mutable i32 stack pointer")
	}
	limitIdx, flagIdx, killIdx := uint32(nGlobals), uint32(nGlobals+1), uint32(nGlobals+2)
	newGlobals := appendUvarint(nil, nGlobals+3)
	newGlobals = append(newGlobals, globals[n:]...)
	for range 3 {
		newGlobals = append(newGlobals, valI32, 1, opI32Const, 0, opEnd)
	}
	sections[gi].body = newGlobals

	// Type (i32) -> (), reused when present.
	ti := find(secType)
	typeIdx, types, err := ensureType(sections[ti].body)
	if err != nil {
		return nil, err
	}
	sections[ti].body = types

	// Declare the guard function.
	fi := find(secFunction)
	funcs := sections[fi].body
	nFuncs, n := binary.Uvarint(funcs)
	if n <= 0 {
		return nil, errors.New("guards: malformed function section")
	}
	guardIdx := uint32(importedFuncs) + uint32(nFuncs)
	newFuncs := appendUvarint(nil, nFuncs+1)
	newFuncs = append(newFuncs, funcs[n:]...)
	newFuncs = appendUvarint(newFuncs, uint64(typeIdx))
	sections[fi].body = newFuncs

	// Rewrite every body, then append the guard.
	ci := find(secCode)
	code, err := rewriteCode(sections[ci].body, guardIdx, killIdx)
	if err != nil {
		return nil, err
	}
	var guard []byte
	guard = append(guard, 0) // no locals
	guard = append(guard, opLocalGet, 0, opGlobalGet)
	guard = appendUvarint(guard, uint64(limitIdx))
	guard = append(guard, opI32LtU, opIf, blockEmpty, opI32Const, 1, opGlobalSet)
	guard = appendUvarint(guard, uint64(flagIdx))
	guard = append(guard, opUnreachable, opEnd, opLocalGet, 0, opGlobalSet, 0, opEnd)
	code = appendUvarint(code, uint64(len(guard)))
	code = append(code, guard...)
	nBodies, n := binary.Uvarint(code)
	code = append(appendUvarint(nil, nBodies+1), code[n:]...)
	sections[ci].body = code

	// Export the stack pointer, the limit and the overflow flag.
	ei := find(secExport)
	exports := sections[ei].body
	nExports, n := binary.Uvarint(exports)
	newExports := appendUvarint(nil, nExports+4)
	newExports = append(newExports, exports[n:]...)
	for _, e := range []struct {
		name string
		idx  uint32
	}{{exportStackPointer, 0}, {exportStackLimit, limitIdx}, {exportOverflowed, flagIdx}, {exportKill, killIdx}} {
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
	opI32Const    = 0x41
	opI32LtU      = 0x49
)

func countImports(body []byte, present bool) (funcs int, err error) {
	if !present {
		return 0, nil
	}
	r := reader{b: body}
	count := r.u32()
	for range count {
		r.skip(int(r.u32())) // module
		r.skip(int(r.u32())) // name
		switch kind := r.byte(); kind {
		case externFunc:
			r.u32()
			funcs++
		case 1: // table
			r.byte()
			r.limits()
		case 2: // memory
			r.limits()
		case externGlobal:
			return 0, errors.New("guards: imported globals are not supported")
		default:
			return 0, fmt.Errorf("guards: unknown import kind %d", kind)
		}
	}
	return funcs, r.err
}

// ensureType returns the index of the type (i32) -> (), appending it if needed.
func ensureType(body []byte) (uint32, []byte, error) {
	r := reader{b: body}
	count := r.u32()
	for i := range count {
		if r.byte() != 0x60 {
			return 0, nil, errors.New("guards: unsupported type form")
		}
		params := r.u32()
		var p []byte
		for range params {
			p = append(p, r.byte())
		}
		results := r.u32()
		for range results {
			r.byte()
		}
		if r.err == nil && params == 1 && p[0] == valI32 && results == 0 {
			return i, body, nil
		}
	}
	if r.err != nil {
		return 0, nil, r.err
	}
	out := appendUvarint(nil, uint64(count)+1)
	out = append(out, body[r.headerLen():]...)
	out = append(out, 0x60, 1, valI32, 0)
	return count, out, nil
}

// rewriteCode replaces `global.set 0` with `call guard` and adds the kill
// check to every loop header, in every function body.
func rewriteCode(body []byte, guard, kill uint32) ([]byte, error) {
	r := reader{b: body}
	count := r.u32()
	out := appendUvarint(make([]byte, 0, len(body)+len(body)/64), uint64(count))
	call := appendUvarint([]byte{opCall}, uint64(guard))
	check := appendUvarint([]byte{opGlobalGet}, uint64(kill))
	check = append(check, opIf, blockEmpty, opUnreachable, opEnd)
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

func maxInt(a, b int) int {
	if a > b {
		return a
	}
	return b
}
