// Package guesttest assembles small WebAssembly modules for tests: imports
// of every kind, functions written as their instructions' bytes, tables,
// memories, globals, exports, element and data segments, custom sections.
// Nothing is checked: a test may make an invalid module on purpose.
package guesttest

import (
	"encoding/binary"

	"github.com/earshot/extensions/wasm/internal/leb128"
)

// Value types and external kinds.
const (
	I32       = 0x7f
	I64       = 0x7e
	F32       = 0x7d
	F64       = 0x7c
	Funcref   = 0x70
	Externref = 0x6f

	Func   = 0
	Table  = 1
	Memory = 2
	Global = 3
)

// Module is a module being assembled.
type Module struct {
	types, imports, funcs, tables, mems, globals, exports, elems, code, data [][]byte
	customs                                                                  [][2][]byte
	start                                                                    *uint32
	nFuncImports, nTableImports, nGlobalImports                              uint32
}

func u(v uint32) []byte { return binary.AppendUvarint(nil, uint64(v)) }

func cat(bs ...[]byte) []byte {
	var o []byte
	for _, b := range bs {
		o = append(o, b...)
	}
	return o
}

func name(s string) []byte { return cat(u(uint32(len(s))), []byte(s)) }

func limits(min uint32, max ...uint32) []byte {
	if len(max) > 0 {
		return cat([]byte{1}, u(min), u(max[0]))
	}
	return cat([]byte{0}, u(min))
}

// Type adds a function type.
func (m *Module) Type(params, results []byte) uint32 {
	m.types = append(m.types, cat([]byte{0x60}, u(uint32(len(params))), params, u(uint32(len(results))), results))
	return uint32(len(m.types) - 1)
}

// ImportFunc imports a function of type t; its index.
func (m *Module) ImportFunc(module, field string, t uint32) uint32 {
	m.imports = append(m.imports, cat(name(module), name(field), []byte{Func}, u(t)))
	m.nFuncImports++
	return m.nFuncImports - 1
}

// ImportMemory imports a memory of min pages, at most max[0].
func (m *Module) ImportMemory(module, field string, min uint32, max ...uint32) {
	m.imports = append(m.imports, cat(name(module), name(field), []byte{Memory}, limits(min, max...)))
}

// ImportTable imports a table; its index.
func (m *Module) ImportTable(module, field string, elem byte, min uint32, max ...uint32) uint32 {
	m.imports = append(m.imports, cat(name(module), name(field), []byte{Table, elem}, limits(min, max...)))
	m.nTableImports++
	return m.nTableImports - 1
}

// ImportGlobal imports a global; its index.
func (m *Module) ImportGlobal(module, field string, t byte, mutable bool) uint32 {
	m.imports = append(m.imports, cat(name(module), name(field), []byte{Global, t, b(mutable)}))
	m.nGlobalImports++
	return m.nGlobalImports - 1
}

func b(v bool) byte {
	if v {
		return 1
	}
	return 0
}

// Func adds a function of type t with locals (one value type each) and
// body (its instructions, without the final end); its index.
func (m *Module) Func(t uint32, locals []byte, body ...byte) uint32 {
	m.funcs = append(m.funcs, u(t))
	l := u(uint32(len(locals)))
	for _, v := range locals {
		l = cat(l, u(1), []byte{v})
	}
	fn := cat(l, body, []byte{0x0b})
	m.code = append(m.code, cat(u(uint32(len(fn))), fn))
	return m.nFuncImports + uint32(len(m.funcs)) - 1
}

// Table adds a table; its index.
func (m *Module) Table(elem byte, min uint32, max ...uint32) uint32 {
	m.tables = append(m.tables, cat([]byte{elem}, limits(min, max...)))
	return m.nTableImports + uint32(len(m.tables)) - 1
}

// Memory adds a memory.
func (m *Module) Memory(min uint32, max ...uint32) { m.mems = append(m.mems, limits(min, max...)) }

// Global adds a global initialized by init (a constant expression without
// its end); its index.
func (m *Module) Global(t byte, mutable bool, init ...byte) uint32 {
	m.globals = append(m.globals, cat([]byte{t, b(mutable)}, init, []byte{0x0b}))
	return m.nGlobalImports + uint32(len(m.globals)) - 1
}

// Export exports item idx of kind as field.
func (m *Module) Export(field string, kind byte, idx uint32) {
	m.exports = append(m.exports, cat(name(field), []byte{kind}, u(idx)))
}

// Elem adds an active segment of funcs into table at offset (i32.const).
func (m *Module) Elem(table, offset uint32, funcs ...uint32) {
	e := cat([]byte{2}, u(table), []byte{0x41}, sleb(int64(offset)), []byte{0x0b, 0}, u(uint32(len(funcs))))
	for _, f := range funcs {
		e = cat(e, u(f))
	}
	m.elems = append(m.elems, e)
}

// Data adds an active segment of bytes into memory 0 at offset.
func (m *Module) Data(offset uint32, bytes []byte) {
	m.data = append(m.data, cat([]byte{0, 0x41}, sleb(int64(offset)), []byte{0x0b}, u(uint32(len(bytes))), bytes))
}

// Start makes function f the start function.
func (m *Module) Start(f uint32) { m.start = &f }

// Custom adds a custom section.
func (m *Module) Custom(field string, data []byte) {
	m.customs = append(m.customs, [2][]byte{[]byte(field), data})
}

// Bytes is the module.
func (m *Module) Bytes() []byte {
	out := []byte("\x00asm\x01\x00\x00\x00")
	vec := func(id byte, items [][]byte) {
		if len(items) == 0 {
			return
		}
		body := u(uint32(len(items)))
		for _, it := range items {
			body = append(body, it...)
		}
		out = cat(out, []byte{id}, u(uint32(len(body))), body)
	}
	vec(1, m.types)
	vec(2, m.imports)
	vec(3, m.funcs)
	vec(4, m.tables)
	vec(5, m.mems)
	vec(6, m.globals)
	vec(7, m.exports)
	if m.start != nil {
		s := u(*m.start)
		out = cat(out, []byte{8}, u(uint32(len(s))), s)
	}
	vec(9, m.elems)
	vec(10, m.code)
	vec(11, m.data)
	for _, c := range m.customs {
		body := cat(name(string(c[0])), c[1])
		out = cat(out, []byte{0}, u(uint32(len(body))), body)
	}
	return out
}

// Sleb is v as a signed LEB128, for instructions' immediates.
func Sleb(v int64) []byte { return sleb(v) }

func sleb(v int64) []byte { return leb128.AppendInt(nil, v) }

// U is v as an unsigned LEB128.
func U(v uint32) []byte { return u(v) }
