package guest

import (
	"fmt"
	"strconv"
)

// rewrite makes the module Rewrite describes (see there).
func (m *module) rewrite() ([]byte, error) {
	nTypes := uint32(len(m.types))
	voidType, refType := nTypes, nTypes+1
	nGlobals := uint32(len(m.out.Globals)) // imported ones too: the index space
	tickGlobal, killGlobal := nGlobals, nGlobals+1
	refsTable := uint32(len(m.out.Tables))
	tickImport := m.nFuncImports
	nFuncs := uint32(len(m.funcTypes)) + 1
	slowFunc, refFunc, initFunc := nFuncs, nFuncs+1, nFuncs+2

	bodies := map[byte][]byte{}
	var names []byte
	var err error

	// The code first: it may name functions as references that no other
	// section does (a module that is not valid; wazero says so after).
	if bodies[secCode], err = m.code(slowFunc, tickGlobal); err != nil {
		return nil, err
	}

	// The refs table: the items of each active segment of functions, in a
	// block of its own, then every function that may become a reference.
	// The active segments become declarative (dropped at instantiation,
	// as active ones are), and a new start function copies each block
	// into its table where the segment would have put it: a function in
	// a table is then one of the refs table's references, which the host
	// knows (wazero makes a new reference each time it makes one).
	var refsItems [][]byte
	var init writer
	init.byte(0)
	for _, seg := range m.segs {
		if !seg.active() || !seg.funcref() {
			continue
		}
		at := uint32(len(refsItems))
		refsItems = append(refsItems, seg.exprs...)
		m.out.Refs = append(m.out.Refs, seg.funcs...)
		init.raw(seg.offset[:len(seg.offset)-1]) // without its end
		init.byte(opI32Const)
		init.sleb(int64(int32(at)))
		init.byte(opI32Const)
		init.sleb(int64(int32(len(seg.exprs))))
		init.byte(opPrefixFC, 14) // table.copy
		init.u32(seg.table)
		init.u32(refsTable)
	}
	converted := len(init) > 1
	if m.hasStart {
		init.byte(opCall)
		init.u32(m.renumber(m.startFunc))
	}
	init.byte(opEnd)
	for _, f := range m.singles {
		var w writer
		w.byte(opRefFunc)
		w.u32(m.renumber(f))
		w.byte(opEnd)
		refsItems = append(refsItems, w)
		m.out.Refs = append(m.out.Refs, int64(f))
	}

	// slow: tick = period; if kill { unreachable }; tick()
	var slow writer
	slow.byte(0, opI32Const)
	slow.sleb(TickPeriod)
	slow.byte(opGlobalSet)
	slow.u32(tickGlobal)
	slow.byte(opGlobalGet)
	slow.u32(killGlobal)
	slow.byte(opIf, blockEmpty, opUnreachable, opEnd, opCall)
	slow.u32(tickImport)
	slow.byte(opEnd)
	// ref(i): refs[i]
	var ref writer
	ref.byte(0, opLocalGet, 0, opTableGet)
	ref.u32(refsTable)
	ref.byte(opEnd)
	added := [][]byte{slow, ref}
	addedTypes := []uint32{voidType, refType}
	if converted {
		added = append(added, init)
		addedTypes = append(addedTypes, voidType)
	}
	code := writer(bodies[secCode])
	for _, b := range added {
		code.u32(uint32(len(b)))
		code.raw(b)
	}
	bodies[secCode] = prepend(uint32(m.nCode+len(added)), code)

	for _, s := range m.sections {
		r := reader{b: s.body, base: s.off}
		var w writer
		switch s.id {
		case secCustom:
			if n := r.name(); n == "name" {
				names = m.nameSection(s.body[r.p:], s.off+r.p)
			}
			continue
		case secType:
			w.raw(s.body[headerLen(s.body):])
			bodies[secType] = prepend(nTypes+2, w)
			continue
		case secImport:
			m.imports(&w)
			bodies[secImport] = w
			continue
		case secFunction:
			w.raw(s.body[headerLen(s.body):])
			for _, t := range addedTypes {
				w.u32(t)
			}
			bodies[secFunction] = prepend(uint32(m.nCode+len(added)), w)
			continue
		case secGlobal:
			n := r.count()
			w.raw(s.body[r.p:])
			bodies[secGlobal] = prepend(uint32(n+2), w)
			continue
		case secExport:
			n := r.count()
			w.u32(uint32(n + 3))
			for range n {
				name := r.name()
				kind := r.byte()
				idx := r.u32()
				if kind == KindFunc {
					idx = m.renumber(idx)
				}
				w.name(name)
				w.byte(kind)
				w.u32(idx)
			}
			bodies[secExport] = w
			continue
		case secTable, secMemory, secStart, secElement, secCode:
			continue // made below (tables and the memory are imports now)
		}
		bodies[s.id] = s.body
	}

	// What is added to each section (created where the module has none).
	if bodies[secType] == nil {
		bodies[secType] = prepend(2, nil)
	}
	bodies[secType] = append(bodies[secType], formFunc, 0, 0, formFunc, 1, I32, 1, Funcref)
	if bodies[secImport] == nil {
		var w writer
		m.imports(&w)
		bodies[secImport] = w
	}
	if bodies[secFunction] == nil {
		var w writer
		for _, t := range addedTypes {
			w.u32(t)
		}
		bodies[secFunction] = prepend(uint32(len(added)), w)
	}
	{
		var w writer
		w.u32(1)
		w.byte(Funcref, 1)
		w.u32(uint32(len(refsItems)))
		w.u32(uint32(len(refsItems)))
		bodies[secTable] = w
	}
	if bodies[secGlobal] == nil {
		bodies[secGlobal] = prepend(2, nil)
	}
	bodies[secGlobal] = append(bodies[secGlobal], I32, 1, opI32Const)
	bodies[secGlobal] = appendSleb(bodies[secGlobal], TickPeriod)
	bodies[secGlobal] = append(bodies[secGlobal], opEnd, I32, 1, opI32Const, 0, opEnd)
	{
		w := writer(bodies[secExport])
		if w == nil {
			w.u32(3)
		}
		w.name(ExportTick)
		w.byte(KindGlobal)
		w.u32(tickGlobal)
		w.name(ExportKill)
		w.byte(KindGlobal)
		w.u32(killGlobal)
		w.name(ExportRef)
		w.byte(KindFunc)
		w.u32(refFunc)
		bodies[secExport] = w
	}
	switch {
	case converted:
		var w writer
		w.u32(initFunc)
		bodies[secStart] = w
	case m.hasStart:
		var w writer
		w.u32(m.renumber(m.startFunc))
		bodies[secStart] = w
	}
	{
		var w writer
		w.u32(uint32(len(m.segs) + 1))
		for _, seg := range m.segs {
			seg.write(&w, seg.active() && seg.funcref(), m.renumber)
		}
		// The refs table's: active, table refsTable, offset 0, funcref
		// expressions.
		w.byte(6)
		w.u32(refsTable)
		w.byte(opI32Const, 0, opEnd, Funcref)
		w.u32(uint32(len(refsItems)))
		for _, e := range refsItems {
			w.raw(e)
		}
		bodies[secElement] = w
	}

	out := writer(append([]byte(nil), m.src[:8]...))
	for _, id := range []byte{secType, secImport, secFunction, secTable, secMemory, secGlobal, secExport,
		secStart, secElement, secDataCount, secCode, secData} {
		if b, ok := bodies[id]; ok {
			out.section(id, b)
		}
	}
	if names != nil {
		var w writer
		w.name("name")
		w.raw(names)
		out.section(secCustom, w)
	}
	return out, nil
}

// prepend puts a vector's count before its items.
func prepend(n uint32, items []byte) []byte {
	var w writer
	w.u32(n)
	return append(w, items...)
}

// headerLen is the length of the count a vector starts with.
func headerLen(b []byte) int {
	r := reader{b: b}
	r.u32()
	return r.p
}

// imports writes the import section of the rewritten module.
func (m *module) imports(w *writer) {
	n := len(m.out.Imports) + len(m.tableDefs) + 1
	if m.memDef != nil {
		n++
	}
	w.u32(uint32(n))
	for _, im := range m.out.Imports {
		switch im.Kind {
		case KindFunc:
			w.name(ImportFuncs)
			w.name(strconv.Itoa(int(im.Index)))
			w.byte(KindFunc)
			w.u32(m.funcTypes[im.Index])
		case KindTable:
			writeTable(w, im.Index, im.Table)
		case KindMemory:
			writeMemory(w, im.Memory)
		case KindGlobal:
			w.name(ImportGlobal + strconv.Itoa(int(im.Index)))
			w.name(GlobalName)
			w.byte(KindGlobal, im.Global.Val, b2i(im.Global.Mutable))
		}
	}
	if m.memDef != nil {
		writeMemory(w, *m.memDef)
	}
	for i, t := range m.tableDefs {
		writeTable(w, m.nTableImports+uint32(i), t)
	}
	w.name(ImportTick)
	w.name(ImportTickName)
	w.byte(KindFunc)
	w.u32(uint32(len(m.types)))
}

func writeTable(w *writer, i uint32, t TableType) {
	w.name(ImportTable + strconv.Itoa(int(i)))
	w.name(TableName)
	w.byte(KindTable, t.Elem)
	writeLimits(w, t.Limits)
}

func writeMemory(w *writer, l Limits) {
	w.name(ImportMemory)
	w.name(MemoryName)
	w.byte(KindMemory)
	writeLimits(w, l)
}

func writeLimits(w *writer, l Limits) {
	if l.HasMax {
		w.byte(1)
		w.u32(l.Min)
		w.u32(l.Max)
		return
	}
	w.byte(0)
	w.u32(l.Min)
}

func b2i(b bool) byte {
	if b {
		return 1
	}
	return 0
}

// code rewrites the code section's bodies (without its count).
func (m *module) code(slow, tick uint32) ([]byte, error) {
	var s section
	found := false
	for _, sec := range m.sections {
		if sec.id == secCode {
			s, found = sec, true
		}
	}
	if !found {
		return nil, nil
	}
	// tick -= 1; if tick == 0 { slow() }
	var check writer
	check.byte(opGlobalGet)
	check.u32(tick)
	check.byte(opI32Const, 1, opI32Sub, opGlobalSet)
	check.u32(tick)
	check.byte(opGlobalGet)
	check.u32(tick)
	check.byte(opI32Eqz, opIf, blockEmpty, opCall)
	check.u32(slow)
	check.byte(opEnd)

	type fnBody struct {
		code []byte
		off  int
		c    callees
	}
	r := reader{b: s.body, base: s.off}
	n := r.count()
	bodies := make([]fnBody, 0, n)
	for i := range n {
		size := int(r.u32())
		at := r.base + r.p
		fn := r.bytes(size)
		if r.err != nil {
			return nil, fmt.Errorf("the body of function %d: %w", int(m.nFuncImports)+i, r.err)
		}
		b := fnBody{code: fn, off: at}
		if err := m.walkBody(fn, at, nil, nil, &b.c); err != nil {
			return nil, err
		}
		bodies = append(bodies, b)
	}
	if r.err == nil && r.p != len(r.b) {
		return nil, fmt.Errorf("the code section at offset %d has %d bytes past its end", s.off, len(r.b)-r.p)
	}
	if r.err != nil {
		return nil, r.err
	}
	cs := make([]callees, len(bodies))
	for i, b := range bodies {
		cs[i] = b.c
	}
	recursive := m.recursive(cs)
	out := make(writer, 0, len(s.body)+len(s.body)/16)
	for i, b := range bodies {
		body, err := m.body(b.code, b.off, recursive[i] && b.c.unlooped, check)
		if err != nil {
			return nil, err
		}
		out.u32(uint32(len(body)))
		out.raw(body)
	}
	return out, nil
}

// callees is what a function may call: functions by index, and, through
// call_indirect, any function a table may hold (indirect); a call of an
// import may come back to any export (through JavaScript, say).
type callees struct {
	direct   []uint32
	indirect bool
	// unlooped: a call outside every loop of the function. A call
	// inside a loop comes after the tick at that loop's header (a loop is
	// entered only at its start), so a function all of whose calls are
	// in loops needs no tick of its own to bound its calls.
	unlooped bool
}

// recursive says which of the defined functions (whose callees cs are)
// may be called again before they return — those in a cycle of the call
// graph: only they can make calls nest without bound or run long without
// a loop, so only they tick at their start.
func (m *module) recursive(cs []callees) []bool {
	base := m.nFuncImports
	n := len(cs)
	exported := []int{}
	for _, e := range m.out.Exports {
		if e.Kind == KindFunc && e.Index >= base && int(e.Index-base) < n {
			exported = append(exported, int(e.Index-base))
		}
	}
	inTables := []int{}
	for _, f := range m.singles {
		if f >= base && int(f-base) < n {
			inTables = append(inTables, int(f-base))
		}
	}
	edges := func(v int) []int {
		var out []int
		for _, f := range cs[v].direct {
			if f >= base && int(f-base) < n {
				out = append(out, int(f-base))
			} else if f < base {
				out = append(out, exported...)
			}
		}
		if cs[v].indirect {
			out = append(out, inTables...)
		}
		return out
	}
	// Tarjan's strongly connected components, without recursion.
	index := make([]int, n)
	low := make([]int, n)
	onStack := make([]bool, n)
	for i := range index {
		index[i] = -1
	}
	rec := make([]bool, n)
	var stack []int
	next := 0
	type frame struct {
		v     int
		edges []int
		k     int
	}
	for root := range n {
		if index[root] >= 0 {
			continue
		}
		frames := []frame{{v: root, edges: edges(root)}}
		index[root], low[root] = next, next
		next++
		stack = append(stack, root)
		onStack[root] = true
		for len(frames) > 0 {
			f := &frames[len(frames)-1]
			if f.k < len(f.edges) {
				w := f.edges[f.k]
				f.k++
				if w == f.v {
					rec[w] = true
				}
				if index[w] < 0 {
					index[w], low[w] = next, next
					next++
					stack = append(stack, w)
					onStack[w] = true
					frames = append(frames, frame{v: w, edges: edges(w)})
				} else if onStack[w] {
					low[f.v] = min(low[f.v], index[w])
				}
				continue
			}
			v := f.v
			frames = frames[:len(frames)-1]
			if len(frames) > 0 {
				p := frames[len(frames)-1].v
				low[p] = min(low[p], low[v])
			}
			if low[v] == index[v] {
				var scc []int
				for {
					w := stack[len(stack)-1]
					stack = stack[:len(stack)-1]
					onStack[w] = false
					scc = append(scc, w)
					if w == v {
						break
					}
				}
				if len(scc) > 1 {
					for _, w := range scc {
						rec[w] = true
					}
				}
			}
		}
	}
	return rec
}

// body rewrites one function's body: its calls and references
// renumbered, the tick at each loop header and, if entry says so (a
// recursive function with a call outside its loops), at its start.
func (m *module) body(fn []byte, off int, entry bool, check []byte) ([]byte, error) {
	var ins writer
	if err := m.walkBody(fn, off, check, &ins, nil); err != nil {
		return nil, err
	}
	r := reader{b: fn, base: off}
	for range r.count() {
		r.u32()
		r.valType()
	}
	header := r.p
	body := make(writer, 0, header+len(check)+len(ins))
	body.raw(fn[:header])
	if entry {
		body.raw(check)
	}
	return append(body, ins...), nil
}

// walkBody reads a function's body (after its locals): with c, what it
// calls; with out, its instructions rewritten (see body).
func (m *module) walkBody(fn []byte, off int, check []byte, out *writer, c *callees) error {
	r := reader{b: fn, base: off}
	if len(fn) > maxBodySize {
		return fmt.Errorf("a function body at offset %d is %d bytes, more than WebAssembly's JavaScript API allows (%d)", off, len(fn), maxBodySize)
	}
	locals := 0
	for range r.count() {
		locals += int(r.u32())
		r.valType()
		if locals > maxLocals && r.err == nil {
			return fmt.Errorf("a function at offset %d has more than %d locals, which WebAssembly's JavaScript API allows", off, maxLocals)
		}
	}
	copied := r.p
	depth := 1
	// loops is a bit per open block, whether it is a loop (most
	// functions nest fewer than 64 blocks; deeper ones count as loops
	// only below that, which errs towards a tick).
	var loops uint64
	inLoop := func() bool { return loops != 0 }
	for depth > 0 && !r.done() {
		at := r.p
		op := r.byte()
		switch op {
		case opCall, opRefFunc:
			f := r.u32()
			if r.err != nil {
				break
			}
			if op == opCall {
				if c != nil {
					c.direct = append(c.direct, f)
					c.unlooped = c.unlooped || !inLoop()
				}
			} else {
				m.ref(f)
			}
			if out != nil && f >= m.nFuncImports {
				out.raw(fn[copied : at+1])
				out.u32(f + 1)
				copied = r.p
			}
		case 0x11: // call_indirect
			r.u32()
			r.u32()
			if c != nil {
				c.indirect = true
				c.unlooped = c.unlooped || !inLoop()
			}
		case opBlock, opIf:
			r.blockType()
			depth++
			if depth < 64 {
				loops &^= 1 << depth
			}
		case opLoop:
			r.blockType()
			depth++
			if depth < 64 {
				loops |= 1 << depth
			}
			if out != nil {
				out.raw(fn[copied:r.p])
				out.raw(check)
				copied = r.p
			}
		case opEnd:
			if depth < 64 {
				loops &^= 1 << depth
			}
			depth--
		default:
			r.immediates(op, r.base+at)
		}
	}
	if r.err != nil {
		return r.err
	}
	if depth > 0 || r.p != len(fn) {
		return fmt.Errorf("the function body at offset %d does not end where its size says", off)
	}
	if out != nil {
		out.raw(fn[copied:])
	}
	return nil
}

// blockType reads a block's type: empty, a value type or a type index.
func (r *reader) blockType() {
	if r.p >= len(r.b) {
		r.fail(errEnd)
		return
	}
	c := r.b[r.p]
	if c == blockEmpty {
		r.p++
		return
	}
	if c&0xc0 == 0x40 { // a one-byte negative number: a value type
		r.valType()
		return
	}
	if v := r.sleb(33); v < 0 && r.err == nil {
		r.failf("invalid block type")
	}
}

// memarg reads a load's or a store's alignment and offset.
func (r *reader) memarg() {
	at := r.base + r.p
	if align := r.u32(); align&0x40 != 0 && r.err == nil {
		r.fail(feature(featMultiMemory, "an access to another memory", at))
	}
	r.u32()
}

// memIndex reads a memory index, which is 0 in WebAssembly 2.0.
func (r *reader) memIndex() {
	at := r.base + r.p
	if idx := r.u32(); idx != 0 && r.err == nil {
		r.fail(feature(featMultiMemory, "an instruction on memory "+strconv.Itoa(int(idx)), at))
	}
}

// immediates reads the immediates of op (the opcode at offset at, just
// read), and fails naming the proposal of one past 2.0.
func (r *reader) immediates(op byte, at int) {
	switch {
	case op == opUnreachable || op == 0x01 || op == 0x05 || op == 0x0f || op == 0x1a || op == 0x1b ||
		(op >= 0x45 && op <= 0xc4) || op == 0xd1:
		// no immediates
	case op == 0x0c || op == 0x0d: // br, br_if
		r.u32()
	case op == 0x0e: // br_table
		for range r.count() {
			r.u32()
		}
		r.u32()
	case op == 0x1c: // select with types
		for range r.count() {
			r.valType()
		}
	case op >= 0x20 && op <= 0x26: // local.*, global.*, table.get/set
		r.u32()
	case op >= 0x28 && op <= 0x3e: // loads and stores
		r.memarg()
	case op == 0x3f || op == 0x40: // memory.size, memory.grow
		r.memIndex()
	case op == opI32Const:
		r.sleb(32)
	case op == opI64Const:
		r.sleb(64)
	case op == opF32Const:
		r.bytes(4)
	case op == opF64Const:
		r.bytes(8)
	case op == opRefNull:
		r.heapType()
	case op == opPrefixFC:
		r.prefixFC(at)
	case op == opPrefixFD:
		r.prefixFD(at)
	case op == 0x06 || op == 0x07 || op == 0x08 || op == 0x09 || op == 0x0a || op == 0x18 || op == 0x19 || op == 0x1f:
		r.fail(feature(featExceptions, fmt.Sprintf("instruction 0x%02x (try, catch, throw...)", op), at))
	case op == 0x12 || op == 0x13 || op == 0x15:
		r.fail(feature(featTailCalls, fmt.Sprintf("instruction 0x%02x (return_call...)", op), at))
	case op == 0x14 || op == 0xd3 || op == 0xd4 || op == 0xd6:
		r.fail(feature(featFuncRefs, fmt.Sprintf("instruction 0x%02x (call_ref, br_on_null...)", op), at))
	case op == 0xd5 || op == 0xfb:
		r.fail(feature(featGC, fmt.Sprintf("instruction 0x%02x (a GC instruction)", op), at))
	case op == 0xfe:
		r.fail(feature(featThreads, "an atomic instruction (0xfe)", at))
	default:
		r.fail(fmt.Errorf("invalid opcode 0x%02x at offset %d", op, at))
	}
}

func (r *reader) prefixFC(at int) {
	switch sub := r.u32(); {
	case r.err != nil:
	case sub <= 7: // saturating truncation
	case sub == 8: // memory.init
		r.u32()
		r.memIndex()
	case sub == 9: // data.drop
		r.u32()
	case sub == 10: // memory.copy
		r.memIndex()
		r.memIndex()
	case sub == 11: // memory.fill
		r.memIndex()
	case sub == 12 || sub == 14: // table.init, table.copy
		r.u32()
		r.u32()
	case sub == 13 || (sub >= 15 && sub <= 17): // elem.drop, table.grow, table.size, table.fill
		r.u32()
	case sub >= 19 && sub <= 22:
		r.fail(feature(featWideArith, fmt.Sprintf("instruction 0xfc %d", sub), at))
	default:
		r.fail(fmt.Errorf("invalid instruction 0xfc %d at offset %d", sub, at))
	}
}

func (r *reader) prefixFD(at int) {
	switch sub := r.u32(); {
	case r.err != nil:
	case sub <= 11 || sub == 92 || sub == 93: // loads and stores
		r.memarg()
	case sub == 12 || sub == 13: // v128.const, i8x16.shuffle
		r.bytes(16)
	case sub >= 21 && sub <= 34: // extract_lane, replace_lane
		r.byte()
	case sub >= 84 && sub <= 91: // load_lane, store_lane
		r.memarg()
		r.byte()
	case sub <= 255:
		// the rest take no immediates (wazero rejects the numbers no
		// instruction has)
	case sub <= 0x113:
		r.fail(feature(featRelaxedSIMD, fmt.Sprintf("instruction 0xfd %d", sub), at))
	default:
		r.fail(fmt.Errorf("invalid instruction 0xfd %d at offset %d", sub, at))
	}
}

// nameSection renumbers the functions of a name section (its body after
// the name): the function names and the maps by function (locals,
// labels). Nil if it does not parse: it is only for messages.
func (m *module) nameSection(b []byte, off int) []byte {
	r := reader{b: b, base: off}
	var w writer
	for !r.done() {
		id := r.byte()
		size := r.u32()
		sub := r.bytes(int(size))
		if r.err != nil {
			return nil
		}
		switch id {
		case 1, 2, 3: // function names (a name map), local and label names (by function)
			s := reader{b: sub}
			var o writer
			n := s.count()
			o.u32(uint32(n))
			for range n {
				o.u32(m.renumber(s.u32()))
				start := s.p
				if id == 1 {
					s.name()
				} else {
					for range s.count() {
						s.u32()
						s.name()
					}
				}
				o.raw(s.b[start:s.p])
			}
			if s.err != nil || s.p != len(sub) {
				return nil
			}
			sub = o
		}
		w.byte(id)
		w.u32(uint32(len(sub)))
		w.raw(sub)
	}
	return w
}
