// Package guest prepares the WebAssembly modules extensions compile (their
// guests: what `new WebAssembly.Module(bytes)` is given) for the wasm
// package, which runs each as a module of its own in wazero: Rewrite checks
// a module is WebAssembly 2.0 core, names the feature of a later proposal
// it uses, describes it (imports, exports, types, custom sections), and
// rewrites it so that the host can stop it and link it; Holder makes the
// small modules that hold what JavaScript creates on its own — a memory, a
// table, a global — for guests to import.
package guest

import (
	"errors"
	"fmt"
	"strconv"
)

// FuncType is a function's signature.
type FuncType struct {
	Params, Results []byte
}

// Limits are a memory's (in 64 KiB pages) or a table's (in elements).
type Limits struct {
	Min    uint32
	Max    uint32
	HasMax bool
}

// TableType is a table's element type and limits.
type TableType struct {
	Elem byte // Funcref or Externref
	Limits
}

// GlobalType is a global's value type and mutability.
type GlobalType struct {
	Val     byte
	Mutable bool
}

// Import is one import, as the module declares it.
type Import struct {
	Module, Name string
	Kind         byte // KindFunc, KindTable, KindMemory or KindGlobal
	// Index is the item's index in its kind's index space (imports come
	// first in each).
	Index  uint32
	Func   FuncType   // KindFunc
	Table  TableType  // KindTable
	Memory Limits     // KindMemory
	Global GlobalType // KindGlobal
}

// Export is one export, as the module declares it.
type Export struct {
	Name  string
	Kind  byte
	Index uint32 // in its kind's index space (the original numbering)
}

// Custom is a custom section.
type Custom struct {
	Name string
	Data []byte
}

// Module is what Rewrite made of a module.
type Module struct {
	// Code is the rewritten module, for wazero (see Rewrite).
	Code []byte
	// Imports, Exports and Customs are the module's own, in order.
	Imports []Import
	Exports []Export
	Customs []Custom
	// Funcs are the types of the functions, imported ones first (the
	// original numbering).
	Funcs []FuncType
	// Tables and Globals are their types, imported ones first; Memory
	// the memory's, if it has one (imported or not).
	Tables  []TableType
	Globals []GlobalType
	Memory  *Limits
	// Refs are the elements of the table ExportRef reads (see Rewrite):
	// the function of each (the original numbering), -1 for another
	// reference (a null).
	Refs []int64
	// DefinedMemory and DefinedTables say which of the memory and the
	// tables the module defines (and the host must make: see Rewrite).
	DefinedMemory bool
	DefinedTables []uint32
}

// The names the rewritten module uses for what the host provides and
// reads (see Rewrite). A module's own exports never start with a NUL.
const (
	// ImportFuncs is the module every function import comes from, each
	// named by its position among the function imports ("0", "1", ...).
	ImportFuncs = "f"
	// ImportMemory is the module (and name) of the memory.
	ImportMemory = "m"
	// ImportTable is the prefix of the module of each table ("t0",
	// "t1", ...: its index); its name is TableName.
	ImportTable = "t"
	// ImportGlobal is the prefix of the module of each imported global
	// ("g0", ...: its index); its name is GlobalName.
	ImportGlobal = "g"
	// ImportTick is the module and name of the function the tick calls
	// (see Rewrite).
	ImportTick     = "earshot"
	ImportTickName = "tick"

	MemoryName = "\x00m"
	TableName  = "\x00t"
	GlobalName = "\x00g"

	// ExportTick and ExportKill are the tick's globals, ExportRef the
	// function that returns the reference to Refs[i].
	ExportTick = "\x00tick"
	ExportKill = "\x00kill"
	ExportRef  = "\x00ref"
)

// Version numbers what Rewrite makes: a change to its output is a new
// number (TestRewriteVersion says so), so that code compiled from an older
// output is not kept on disk beside the new (see the wasm package).
const Version = 2

// TickPeriod is how many loop iterations and calls run between two
// visits of the tick to the host.
const TickPeriod = 1 << 16

// FeatureError is a module that uses a feature past WebAssembly 2.0
// (exception handling, garbage collection, threads, ...).
type FeatureError struct {
	Feature string
	Offset  int
	What    string // the instruction or construct, as the proposal names it
}

func (e *FeatureError) Error() string {
	return fmt.Sprintf("%s at offset %d uses %s, which is past WebAssembly 2.0: earshot runs WebAssembly 2.0 (core) modules only",
		e.What, e.Offset, e.Feature)
}

// Feature names, as the proposals are known.
const (
	featExceptions   = "exception handling"
	featGC           = "garbage collection (GC)"
	featTailCalls    = "tail calls"
	featFuncRefs     = "typed function references"
	featThreads      = "threads (shared memory and atomics)"
	featMemory64     = "memory64"
	featMultiMemory  = "multi-memory"
	featRelaxedSIMD  = "relaxed SIMD"
	featExtendedCons = "extended constant expressions"
	featComponents   = "the component model"
	featWideArith    = "wide arithmetic"
)

func feature(feat, what string, off int) error {
	return &FeatureError{Feature: feat, What: what, Offset: off}
}

// Rewrite checks and describes mod, a guest module, and rewrites it for
// the host:
//
//   - Its imports are renamed so that the host can link each instance to
//     what JavaScript gave it without a module per import name: every
//     function import comes from ImportFuncs, named by its position; the
//     memory from ImportMemory; table i from ImportTable+i; global i from
//     ImportGlobal+i. The memory and the tables the module defines become
//     imports too (appended after the others, so no index moves): the
//     host makes them for each instance, inside the extension's memory
//     (see the wasm package), and can share them as JavaScript's own.
//   - The tick: every loop header, and the start of every recursive
//     function (one in a cycle of the call graph: only those can nest
//     without bound or run long without a loop) that has a call outside
//     its loops (a call in a loop follows that loop's tick), counts down
//     a new global and, when it reaches zero, calls a new function that
//     resets it, traps if a second new global (the kill switch) is set,
//     and calls ImportTick — a call into Go, where the Go scheduler can stop
//     the goroutine for a garbage collection (compiled code that loops is
//     otherwise never at a safe point). The host stops a guest by setting
//     the kill switch (ExportKill) to 1: it traps within TickPeriod loop
//     iterations or calls (or at once, the tick set to 1 too).
//   - A table of Refs and a function that returns its elements
//     (ExportRef), so that the host can put the module's functions in
//     tables (Table.set) and tell its references apart.
//
// The tick's import is the only new function import, which moves every
// function the module defines one index up: calls, references, element
// segments, exports, the start function and the name section are
// renumbered. Custom sections are left out of Code (they are in Customs),
// but for the names of functions, which wazero's traps show.
func Rewrite(mod []byte) (*Module, error) {
	m, err := parse(mod)
	if err != nil {
		return nil, err
	}
	code, err := m.rewrite()
	if err != nil {
		return nil, err
	}
	m.out.Code = code
	return &m.out, nil
}

// section is one section of the input.
type section struct {
	id   byte
	body []byte
	off  int // where its body starts in the module
}

// module is a module being rewritten.
type module struct {
	src      []byte
	sections []section
	types    []FuncType
	out      Module

	nFuncImports  uint32
	nTableImports uint32
	importedMem   bool
	funcTypes     []uint32 // type index of each function
	tableDefs     []TableType
	memDef        *Limits
	refs          map[uint32]bool
	exportNames   map[string]bool
	hasStart      bool
	startFunc     uint32
	segs          []*elemSeg
	singles       []uint32 // the functions that may become references, each once
	nCode         int
}

// errReservedName: an export's name starts with a NUL, as the names the
// rewrite adds do.
var errReservedName = errors.New("it starts with a NUL, which earshot keeps for its own")

// errFraming: the module's sections do not fit in it (cut short).
var errFraming = errors.New("it is cut short")

// errMagic: not a WebAssembly module.
var errMagic = errors.New("not a WebAssembly module: it does not start with \\0asm")

func parse(mod []byte) (*module, error) {
	if len(mod) < 8 {
		if len(mod) >= 4 && string(mod[:4]) == "\x00asm" {
			return nil, fmt.Errorf("the module ends after %d bytes, in its header", len(mod))
		}
		return nil, errMagic
	}
	if string(mod[:4]) != "\x00asm" {
		return nil, errMagic
	}
	switch {
	case string(mod[4:8]) == "\x01\x00\x00\x00":
	case mod[6] == 1 && mod[7] == 0: // a component's layer
		return nil, feature(featComponents, "a component (layer 1)", 4)
	default:
		return nil, fmt.Errorf("expected version 01 00 00 00, found %02x %02x %02x %02x at offset 4", mod[4], mod[5], mod[6], mod[7])
	}
	m := &module{src: mod, refs: map[uint32]bool{}, exportNames: map[string]bool{}}
	r := reader{b: mod, p: 8}
	last := 0
	seen := map[byte]bool{}
	for !r.done() {
		start := r.p
		id := r.byte()
		size := r.u32()
		if r.err != nil {
			return nil, fmt.Errorf("section at offset %d: %w", start, r.err)
		}
		if int(size) > len(mod)-r.p {
			return nil, fmt.Errorf("section %d at offset %d is %d bytes long, past the end of the module: %w", id, start, size, errFraming)
		}
		body := mod[r.p : r.p+int(size)]
		off := r.p
		r.p += int(size)
		if id != secCustom {
			pos, ok := order[id]
			if !ok {
				return nil, fmt.Errorf("unknown section id %d at offset %d", id, start)
			}
			if seen[id] {
				return nil, fmt.Errorf("a second section %d at offset %d", id, start)
			}
			if pos < last {
				return nil, fmt.Errorf("section %d at offset %d is out of order", id, start)
			}
			seen[id], last = true, pos
		}
		m.sections = append(m.sections, section{id, body, off})
	}
	for _, s := range m.sections {
		if err := m.read(s); err != nil {
			return nil, err
		}
	}
	if int(m.nFuncImports)+m.nCode != len(m.funcTypes) {
		return nil, fmt.Errorf("the module declares %d functions and has code for %d", len(m.funcTypes)-int(m.nFuncImports), m.nCode)
	}
	for _, t := range m.funcTypes {
		m.out.Funcs = append(m.out.Funcs, m.types[t])
	}
	for _, e := range m.out.Exports {
		if e.Kind == KindFunc {
			if int(e.Index) >= len(m.funcTypes) {
				return nil, fmt.Errorf("export %q names function %d of %d", e.Name, e.Index, len(m.funcTypes))
			}
			m.ref(e.Index)
		}
	}
	return m, nil
}

// ref records that function f may become a reference.
func (m *module) ref(f uint32) {
	if !m.refs[f] {
		m.refs[f] = true
		m.singles = append(m.singles, f)
	}
}

// read describes one section (and checks what the rewrite relies on).
func (m *module) read(s section) error {
	r := reader{b: s.body, base: s.off}
	switch s.id {
	case secCustom:
		name := r.name()
		if r.err != nil {
			return fmt.Errorf("custom section at offset %d: %w", s.off, r.err)
		}
		m.out.Customs = append(m.out.Customs, Custom{Name: name, Data: s.body[r.p:]})
		return nil
	case secType:
		for range r.countMax(maxTypes, "types") {
			at := r.base + r.p
			switch form := r.byte(); form {
			case formFunc:
			case 0x5e, 0x5f, 0x50, 0x4f, 0x4e:
				return feature(featGC, "a GC type", at)
			default:
				if r.err == nil {
					return fmt.Errorf("unknown type form 0x%02x at offset %d", form, at)
				}
			}
			var t FuncType
			for range r.countMax(maxParams, "parameters in a function type") {
				t.Params = append(t.Params, r.valType())
			}
			for range r.countMax(maxResults, "results in a function type") {
				t.Results = append(t.Results, r.valType())
			}
			m.types = append(m.types, t)
		}
	case secImport:
		for range r.countMax(maxImports, "imports") {
			im := Import{Module: r.name(), Name: r.name()}
			at := r.base + r.p
			im.Kind = r.byte()
			switch im.Kind {
			case KindFunc:
				t := r.u32()
				if len(m.funcTypes) >= maxFunctions && r.err == nil {
					return limitError("functions", len(m.funcTypes)+1, maxFunctions)
				}
				if r.err == nil && int(t) >= len(m.types) {
					return fmt.Errorf("import %q %q at offset %d: type %d out of range", im.Module, im.Name, at, t)
				}
				if r.err == nil {
					im.Func, im.Index = m.types[t], m.nFuncImports
					m.funcTypes = append(m.funcTypes, t)
					m.nFuncImports++
				}
			case KindTable:
				im.Table = r.tableType()
				im.Index = m.nTableImports
				m.nTableImports++
				m.out.Tables = append(m.out.Tables, im.Table)
			case KindMemory:
				im.Memory = r.limits(true)
				if m.out.Memory != nil && r.err == nil {
					return feature(featMultiMemory, "a second memory", at)
				}
				m.importedMem, m.out.Memory = true, &im.Memory
			case KindGlobal:
				im.Global = r.globalType()
				im.Index = uint32(len(m.out.Globals))
				m.out.Globals = append(m.out.Globals, im.Global)
			case kindTag:
				return feature(featExceptions, "a tag import", at)
			default:
				if r.err == nil {
					return fmt.Errorf("unknown import kind %d at offset %d", im.Kind, at)
				}
			}
			m.out.Imports = append(m.out.Imports, im)
		}
	case secFunction:
		for range r.countMax(maxFunctions-len(m.funcTypes), "functions") {
			at := r.base + r.p
			t := r.u32()
			if r.err == nil && int(t) >= len(m.types) {
				return fmt.Errorf("function type %d out of range at offset %d", t, at)
			}
			m.funcTypes = append(m.funcTypes, t)
		}
	case secTable:
		for range r.countMax(maxTables-len(m.out.Tables), "tables") {
			if r.p < len(r.b) && r.b[r.p] == 0x40 {
				return feature(featFuncRefs, "a table with an initializer", r.base+r.p)
			}
			t := r.tableType()
			m.tableDefs = append(m.tableDefs, t)
			m.out.DefinedTables = append(m.out.DefinedTables, uint32(len(m.out.Tables)))
			m.out.Tables = append(m.out.Tables, t)
		}
	case secMemory:
		for range r.count() {
			at := r.base + r.p
			l := r.limits(true)
			if m.out.Memory != nil && r.err == nil {
				return feature(featMultiMemory, "a second memory", at)
			}
			m.memDef, m.out.Memory, m.out.DefinedMemory = &l, &l, true
		}
	case secTag:
		return feature(featExceptions, "a tag section", s.off)
	case secGlobal:
		for range r.countMax(maxGlobals-len(m.out.Globals), "globals") {
			t := r.globalType()
			m.out.Globals = append(m.out.Globals, t)
			r.constExpr(m, nil)
		}
	case secExport:
		for range r.countMax(maxExports, "exports") {
			e := Export{Name: r.name()}
			at := r.base + r.p
			e.Kind = r.byte()
			e.Index = r.u32()
			if r.err != nil {
				break
			}
			if e.Kind == kindTag {
				return feature(featExceptions, "a tag export", at)
			}
			if e.Kind > KindGlobal {
				return fmt.Errorf("unknown export kind %d at offset %d", e.Kind, at)
			}
			if m.exportNames[e.Name] {
				return fmt.Errorf("duplicate export name %q at offset %d", e.Name, at)
			}
			if len(e.Name) > 0 && e.Name[0] == 0 {
				return fmt.Errorf("export name %q at offset %d: %w", e.Name, at, errReservedName)
			}
			m.exportNames[e.Name] = true
			m.out.Exports = append(m.out.Exports, e)
		}
	case secStart:
		m.hasStart, m.startFunc = true, r.u32()
	case secElement:
		for range r.count() {
			if seg := r.elemSegment(m); seg != nil {
				m.segs = append(m.segs, seg)
			}
		}
	case secCode:
		m.nCode = r.count()
		return r.err // the bodies are read as they are rewritten
	case secData:
		for range r.countMax(maxDataSegments, "data segments") {
			at := r.base + r.p
			switch flags := r.u32(); flags {
			case 0:
				r.constExpr(m, nil)
			case 1:
			case 2:
				if mem := r.u32(); mem != 0 && r.err == nil {
					return feature(featMultiMemory, "a data segment for memory "+strconv.Itoa(int(mem)), at)
				}
				r.constExpr(m, nil)
			default:
				if r.err == nil {
					return fmt.Errorf("unknown data segment kind %d at offset %d", flags, at)
				}
			}
			r.bytes(r.count())
		}
	case secDataCount:
		r.u32()
	}
	if r.err == nil && r.p != len(r.b) {
		return fmt.Errorf("section %d at offset %d has %d bytes past its end", s.id, s.off, len(r.b)-r.p)
	}
	if r.err != nil {
		var fe *FeatureError
		if errors.As(r.err, &fe) {
			return r.err
		}
		return fmt.Errorf("section %d: %w", s.id, r.err)
	}
	return nil
}

// The limits of WebAssembly's JavaScript API ("Implementation-defined
// limits"), which V8 keeps too: what is past them does not compile (and
// would cost wazero's compiler time and memory out of proportion).
const (
	maxTypes        = 1000000
	maxFunctions    = 1000000
	maxImports      = 100000
	maxExports      = 100000
	maxGlobals      = 1000000
	maxDataSegments = 100000
	maxTables       = 100000
	maxTableSize    = 10000000
	maxPages        = 65536
	maxParams       = 1000
	maxResults      = 1000
	maxBodySize     = 7654321
	maxLocals       = 50000
)

// limitError: past one of the limits above.
func limitError(what string, n, max int) error {
	return fmt.Errorf("the module has %d %s, more than WebAssembly's JavaScript API allows (%d)", n, what, max)
}

// countMax reads a vector's length, refusing one past max.
func (r *reader) countMax(max int, what string) int {
	n := r.count()
	if n > max && r.err == nil {
		r.fail(limitError(what, n, max))
		return 0
	}
	return n
}

// valType reads a value type, naming the proposal of one past 2.0.
func (r *reader) valType() byte {
	at := r.base + r.p
	t := r.byte()
	switch t {
	case I32, I64, F32, F64, V128, Funcref, Externref:
		return t
	case 0x64, 0x63:
		r.fail(feature(featFuncRefs, "a typed reference", at))
	case 0x69, 0x74:
		r.fail(feature(featExceptions, "an exception reference", at))
	case 0x6e, 0x6d, 0x6c, 0x6b, 0x6a, 0x71, 0x72, 0x73:
		r.fail(feature(featGC, "a GC reference type", at))
	default:
		if r.err == nil {
			r.fail(fmt.Errorf("invalid value type 0x%02x at offset %d", t, at))
		}
	}
	return 0
}

func (r *reader) limits(memory bool) Limits {
	at := r.base + r.p
	flags := r.byte()
	switch {
	case flags <= 1:
	case flags == 2 || flags == 3:
		r.fail(feature(featThreads, "a shared memory", at))
	case flags >= 4 && flags <= 7:
		r.fail(feature(featMemory64, "a 64-bit memory or table", at))
	default:
		if r.err == nil {
			r.fail(fmt.Errorf("invalid limits flags 0x%02x at offset %d", flags, at))
		}
	}
	l := Limits{Min: r.u32()}
	if flags&1 != 0 {
		l.Max, l.HasMax = r.u32(), true
	}
	most, what := uint32(maxTableSize), "elements in a table"
	if memory {
		most, what = maxPages, "pages in a memory"
	}
	if r.err == nil && (l.Min > most || l.HasMax && l.Max > most) {
		r.fail(limitError(what, int(max(l.Min, l.Max)), int(most)))
	}
	return l
}

func (r *reader) tableType() TableType {
	at := r.base + r.p
	t := TableType{Elem: r.valType()}
	if r.err == nil && t.Elem != Funcref && t.Elem != Externref {
		r.fail(fmt.Errorf("a table of 0x%02x at offset %d: tables hold references", t.Elem, at))
	}
	t.Limits = r.limits(false)
	return t
}

func (r *reader) globalType() GlobalType {
	t := GlobalType{Val: r.valType()}
	at := r.base + r.p
	switch mut := r.byte(); mut {
	case 0:
	case 1:
		t.Mutable = true
	default:
		if r.err == nil {
			r.fail(fmt.Errorf("invalid mutability 0x%02x at offset %d", mut, at))
		}
	}
	return t
}

// constExpr reads a constant expression, recording the functions it
// references, and appends it to w (if not nil) with them renumbered.
func (r *reader) constExpr(m *module, w *writer) {
	start := r.p
	for !r.done() {
		at := r.base + r.p
		op := r.byte()
		switch op {
		case opEnd:
			if w != nil {
				w.raw(r.b[start:r.p])
			}
			return
		case opI32Const:
			r.sleb(32)
		case opI64Const:
			r.sleb(64)
		case opF32Const:
			r.bytes(4)
		case opF64Const:
			r.bytes(8)
		case opGlobalGet:
			r.u32()
		case opRefNull:
			r.heapType()
		case opRefFunc:
			idxAt := r.p
			f := r.u32()
			if r.err == nil {
				m.ref(f)
				if w != nil && f >= m.nFuncImports {
					// Renumbered: copy what came before, then the new index.
					w.raw(r.b[start:idxAt])
					w.u32(f + 1)
					start = r.p
				}
			}
		case opPrefixFD:
			if sub := r.u32(); sub != 12 && r.err == nil {
				r.fail(fmt.Errorf("SIMD instruction %d in a constant expression at offset %d", sub, at))
			}
			r.bytes(16)
		case 0x6a, 0x6b, 0x6c, 0x7c, 0x7d, 0x7e:
			r.fail(feature(featExtendedCons, "arithmetic in a constant expression", at))
		default:
			if r.err == nil {
				r.fail(fmt.Errorf("instruction 0x%02x is not constant, at offset %d", op, at))
			}
		}
	}
	if r.err == nil {
		r.fail(errEnd)
	}
}

// heapType reads ref.null's type.
func (r *reader) heapType() {
	at := r.base + r.p
	switch t := r.byte(); t {
	case Funcref, Externref:
	case 0x69, 0x74:
		r.fail(feature(featExceptions, "an exception reference", at))
	default:
		if r.err == nil {
			if t >= 0x6a && t <= 0x73 {
				r.fail(feature(featGC, "a GC reference type", at))
			} else {
				r.fail(feature(featFuncRefs, "a typed reference", at))
			}
		}
	}
}

// elemSeg is an element segment, read.
type elemSeg struct {
	flags  uint32 // its kind, as encoded (0 to 7)
	table  uint32
	offset []byte // an active segment's offset: a constant expression, renumbered, with its end
	kind   byte   // the element kind (0: functions) or reference type
	// The items: functions (vec(funcidx) forms), or constant
	// expressions, renumbered, with their ends; funcs has the function
	// each refers to (-1 for another expression).
	exprs [][]byte
	funcs []int64
}

func (s *elemSeg) active() bool { return s.flags&1 == 0 }
func (s *elemSeg) byExpr() bool { return s.flags&4 != 0 }
func (s *elemSeg) funcref() bool {
	return s.byExpr() && s.kind == Funcref || !s.byExpr() && s.kind == 0
}

// elemSegment reads an element segment, recording its functions.
func (r *reader) elemSegment(m *module) *elemSeg {
	at := r.base + r.p
	s := &elemSeg{flags: r.u32()}
	if r.err != nil {
		return nil
	}
	if s.flags > 7 {
		r.failf("unknown element segment kind %d", s.flags)
		return nil
	}
	if s.flags&2 != 0 && s.flags&1 == 0 { // an explicit table
		s.table = r.u32()
	}
	if s.active() {
		var w writer
		r.constExpr(m, &w)
		s.offset = w
	}
	switch {
	case s.flags&3 != 0 && !s.byExpr():
		if s.kind = r.byte(); s.kind != 0 && r.err == nil {
			r.fail(fmt.Errorf("unknown element kind %d at offset %d", s.kind, at))
		}
	case s.flags&3 != 0:
		kat := r.p
		r.heapType()
		if r.err != nil {
			return nil
		}
		s.kind = r.b[kat]
	case s.byExpr():
		s.kind = Funcref
	}
	n := r.count()
	for range n {
		if !s.byExpr() {
			f := r.u32()
			if r.err != nil {
				return nil
			}
			m.ref(f)
			var w writer
			w.byte(opRefFunc)
			w.u32(m.renumber(f))
			w.byte(opEnd)
			s.exprs = append(s.exprs, w)
			s.funcs = append(s.funcs, int64(f))
			continue
		}
		start := r.p
		var w writer
		r.constExpr(m, &w)
		if r.err != nil {
			return nil
		}
		s.exprs = append(s.exprs, w)
		f := int64(-1)
		e := reader{b: r.b[start:r.p]}
		if e.byte() == opRefFunc {
			x := e.u32()
			if e.err == nil && e.byte() == opEnd && e.p == len(e.b) {
				f = int64(x)
			}
		}
		s.funcs = append(s.funcs, f)
	}
	return s
}

// write encodes s (renumbered) as a segment of the same kind, or, with
// declare, as a declarative one (its items then need no table).
func (s *elemSeg) write(w *writer, declare bool, renumber func(uint32) uint32) {
	flags := s.flags
	if declare {
		flags = 3
		if s.byExpr() {
			flags = 7
		}
	}
	w.u32(flags)
	if flags&2 != 0 && flags&1 == 0 {
		w.u32(s.table)
	}
	if flags&1 == 0 {
		w.raw(s.offset)
	}
	if flags&3 != 0 {
		w.byte(s.kind)
	}
	w.u32(uint32(len(s.exprs)))
	for k, e := range s.exprs {
		if flags&4 == 0 {
			w.u32(renumber(uint32(s.funcs[k])))
		} else {
			w.raw(e)
		}
	}
}

// renumber is f's index in the rewritten module.
func (m *module) renumber(f uint32) uint32 {
	if f >= m.nFuncImports {
		return f + 1
	}
	return f
}
