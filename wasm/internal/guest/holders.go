package guest

import "encoding/binary"

// The exports of a table holder (TableHolder) besides the table.
const (
	TableGet  = "\x00get"
	TableSet  = "\x00set"
	TableGrow = "\x00grow"
	TableSize = "\x00size"
)

var header = []byte("\x00asm\x01\x00\x00\x00")

// MemoryHolder is a module that defines a memory of no pages (growing to
// at most l's maximum, if it has one) and exports it as MemoryName: what
// JavaScript's new WebAssembly.Memory makes, and what a module's own
// memory becomes (see Rewrite). Its host grows it to l.Min.
func MemoryHolder(l Limits) []byte {
	var mem writer
	mem.u32(1)
	writeLimits(&mem, Limits{Max: l.Max, HasMax: l.HasMax})
	var exp writer
	exp.u32(1)
	exp.name(MemoryName)
	exp.byte(KindMemory, 0)
	out := writer(append([]byte(nil), header...))
	out.section(secMemory, mem)
	out.section(secExport, exp)
	return out
}

// TableHolder is a module that defines a table of t's element type, of no
// elements (growing to at most t's maximum, if it has one), and exports it
// as TableName with four functions its host uses: TableGet (i) -> ref,
// TableSet (i, ref), TableGrow (ref, n) -> old size or -1, TableSize () ->
// size.
func TableHolder(t TableType) []byte {
	e := t.Elem
	var types writer
	types.u32(4)
	types.byte(formFunc, 1, I32, 1, e)      // get
	types.byte(formFunc, 2, I32, e, 0)      // set
	types.byte(formFunc, 2, e, I32, 1, I32) // grow
	types.byte(formFunc, 0, 1, I32)         // size
	var funcs writer
	funcs.u32(4)
	funcs.byte(0, 1, 2, 3)
	var table writer
	table.u32(1)
	table.byte(e)
	writeLimits(&table, Limits{Max: t.Max, HasMax: t.HasMax})
	var exp writer
	exp.u32(5)
	exp.name(TableName)
	exp.byte(KindTable, 0)
	for i, n := range []string{TableGet, TableSet, TableGrow, TableSize} {
		exp.name(n)
		exp.byte(KindFunc, byte(i))
	}
	var code writer
	code.u32(4)
	for _, b := range [][]byte{
		{0, opLocalGet, 0, opTableGet, 0, opEnd},
		{0, opLocalGet, 0, opLocalGet, 1, opTableSet, 0, opEnd},
		{0, opLocalGet, 0, opLocalGet, 1, opPrefixFC, 15, 0, opEnd},
		{0, opPrefixFC, 16, 0, opEnd},
	} {
		code.u32(uint32(len(b)))
		code.raw(b)
	}
	out := writer(append([]byte(nil), header...))
	out.section(secType, types)
	out.section(secFunction, funcs)
	out.section(secTable, table)
	out.section(secExport, exp)
	out.section(secCode, code)
	return out
}

// GlobalHolder is a module that defines a global of type t whose initial
// value is bits (as wazero encodes values: a reference type's must be 0,
// null) and exports it as GlobalName.
func GlobalHolder(t GlobalType, bits uint64) []byte {
	var g writer
	g.u32(1)
	g.byte(t.Val, b2i(t.Mutable))
	switch t.Val {
	case I32:
		g.byte(opI32Const)
		g.sleb(int64(int32(uint32(bits))))
	case I64:
		g.byte(opI64Const)
		g.sleb(int64(bits))
	case F32:
		g.byte(opF32Const)
		g = binary.LittleEndian.AppendUint32(g, uint32(bits))
	case F64:
		g.byte(opF64Const)
		g = binary.LittleEndian.AppendUint64(g, bits)
	case V128:
		g.byte(opPrefixFD, 12)
		g = binary.LittleEndian.AppendUint64(g, bits)
		g = binary.LittleEndian.AppendUint64(g, 0)
	default:
		g.byte(opRefNull, t.Val)
	}
	g.byte(opEnd)
	var exp writer
	exp.u32(1)
	exp.name(GlobalName)
	exp.byte(KindGlobal, 0)
	out := writer(append([]byte(nil), header...))
	out.section(secGlobal, g)
	out.section(secExport, exp)
	return out
}
