package webassembly

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"sync"

	"github.com/tetratelabs/wazero"
	"github.com/tetratelabs/wazero/api"
	"github.com/tetratelabs/wazero/experimental"
	"github.com/tetratelabs/wazero/experimental/table"

	"github.com/earshot/extensions/wasm"
	"github.com/earshot/extensions/wasm/internal/guest"
)

// guests is an instance's guest modules, and what JavaScript holds of
// them: handles, numbered for JavaScript, to compiled modules, instances,
// memories, tables and globals, and the functions it can call. It is the
// instance's goroutine's, but for kill, which Kill calls from any.
//
// Lifetimes. JavaScript releases a handle when its object is collected
// (the WebAssembly module's FinalizationRegistry). What is linked — an
// instance to what it imports, a table to the instances whose functions
// it holds — shares one group, which closes when JavaScript holds none of
// it: a guest is never closed while another may still call it, or read
// its memory. Everything closes with the instance, guests first: their
// memories are regions of its memory.
type guests struct {
	i     *wasm.Instance
	x     *wasm.Access
	hosts *hosts     // the Runtime's guest runtimes
	host  *guestHost // the one its guests are in
	ctx   context.Context

	mu       sync.Mutex // kill, from any goroutine, against the switches
	killed   bool
	switches map[*handle][2]api.MutableGlobal // each guest instance's kill switch and tick
	killCh   chan struct{}                    // closed at the kill

	handles map[int32]*handle
	next    int32
	held    map[*guestCode]int // module handles per compiled module (its size counts once)
	code    int                // the bytes of the modules held (guestCodeLimit)
	elems   uint64             // the elements of every table (guestTableLimit)
	funcs   []*guestFunc       // what JavaScript can call, by id-1
	refs    map[uint64]refOf   // the references the host knows, by their value
	depth   int                // guest calls under way
	pending []int32            // handles released while a guest ran
	pinned  bool
	closed  bool

	bridge bridge // the JavaScript side (webassembly.go)
}

// guestTableLimit caps the elements of an instance's tables, together:
// each is 8 bytes of Go's memory, outside the instance's memory limit.
const guestTableLimit = 1 << 22

// guestHandleLimit caps the handles an instance holds at once.
const guestHandleLimit = 1 << 16

type handleKind uint8

const (
	hModule handleKind = iota + 1
	hInstance
	hMemory
	hTable
	hGlobal
)

// handle is one thing JavaScript holds of the guests.
type handle struct {
	id    int32
	kind  handleKind
	group *group
	js    bool // JavaScript holds it (not released yet)
	gone  bool // closed (closeHandle)

	code   *guestCode     // hModule, hInstance
	inst   *guestInstance // hInstance
	mem    *guestMemory   // hMemory
	holder api.Module     // hMemory, hTable, and hGlobal when it is one of JavaScript's
	table  *guestTable    // hTable
	global *guestGlobal   // hGlobal
}

// group is handles linked together: closed when JavaScript holds none.
type group struct {
	members []*handle
	live    int
}

type guestInstance struct {
	mod     api.Module       // the guest
	imports api.Module       // its function imports (a host module)
	others  []api.Module     // holders of the values of immutable globals it imported
	refs    []uint64         // the refs table's elements (code.info.Refs)
	calls   []wasm.Value     // the trampolines of its JavaScript imports (held)
	funcs   []int32          // the functions made for it
	byFunc  map[uint32]int32 // funcs by function index
	// Its memory, tables and imported globals, by index.
	memory  *handle
	tables  map[uint32]*handle
	globals map[uint32]*handle
}

type guestTable struct {
	elem                 byte
	max                  uint32
	hasMax               bool
	get, set, grow, size api.Function
	maxElems             uint64 // the elements it counts in guestTableLimit
}

type guestGlobal struct {
	g   api.Global
	typ guest.GlobalType
}

// guestFunc is a function JavaScript can call: an export of a guest, a
// function in a table, or a JavaScript function a guest imported.
type guestFunc struct {
	id    int32
	typ   guest.FuncType
	owner *handle // the instance, while it is open
	ref   uint64  // its reference (0 when not known)
	name  string  // its index in its module, as V8 names it
	make  func() api.Function
	idle  []api.Function
	// A JavaScript function an instance imported: calling it is
	// JavaScript's (the key and index the instance's imports have it at).
	isJS         bool
	jsKey, jsIdx int32
}

// errGuestClosed: the handle's guest was closed (its instance is gone).
var errGuestClosed = errors.New("the WebAssembly object is no longer usable: its extension's instance was restarted")

// guestState returns the instance's guests, making them the first time.
func (s *state) guestState() (*guests, error) {
	if g := s.guests.Load(); g != nil {
		return g, nil
	}
	i := s.x.Instance()
	if err := i.Err(); err != nil {
		return nil, err
	}
	shared, err := s.x.Shared(hostsKey{}, newHosts)
	if err != nil {
		return nil, err
	}
	hs := shared.(*hosts)
	host, err := hs.get()
	if err != nil {
		return nil, err
	}
	g := &guests{i: i, x: s.x, hosts: hs, host: host, ctx: context.Background(), switches: map[*handle][2]api.MutableGlobal{},
		killCh: make(chan struct{}), handles: map[int32]*handle{}, held: map[*guestCode]int{}, refs: map[uint64]refOf{}}
	s.guests.Store(g)
	if s.x.Killed() != nil {
		g.kill()
	}
	return g, nil
}

// Holds reports whether the instance holds WebAssembly of its
// JavaScript's — a module, an instance, a memory, a table, a global — or
// its WebAssembly global is bound to the host.
func (s *state) Holds() bool {
	g := s.guests.Load()
	return g != nil && (len(g.handles) > 0 || g.bridge.bound)
}

// Kill stops the instance's guests.
func (s *state) Kill() {
	if g := s.guests.Load(); g != nil {
		g.kill()
	}
}

func (g *guests) kill() {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.killed {
		return
	}
	g.killed = true
	close(g.killCh)
	for _, s := range g.switches {
		// Read by the guest's code only (see guest.Rewrite): no Go read
		// races with these writes.
		s[0].Set(1)
		s[1].Set(1)
	}
}

// dead reports whether the instance is stopped or closed.
func (g *guests) dead() bool { return g.closed || g.x.Killed() != nil }

// Close closes every guest of the instance (it is closing, or its memory
// is put back as an image had it).
func (s *state) Close() {
	g := s.guests.Swap(nil)
	if g == nil {
		return
	}
	g.kill()
	g.closed = true
	for _, h := range g.handles {
		if h.kind == hInstance {
			g.closeHandle(h)
		}
	}
	for _, h := range g.handles {
		g.closeHandle(h)
	}
	g.handles = nil
}

// add numbers h, in a group of its own, held by JavaScript.
func (g *guests) add(h *handle) (*handle, error) {
	if len(g.handles) >= guestHandleLimit {
		return nil, fmt.Errorf("RangeError: %d WebAssembly objects are alive in this extension, which is the limit", len(g.handles))
	}
	for {
		g.next++
		if g.next <= 0 {
			g.next = 1
		}
		if g.handles[g.next] == nil {
			break
		}
	}
	h.id, h.js = g.next, true
	h.group = &group{members: []*handle{h}, live: 1}
	g.handles[h.id] = h
	return h, nil
}

// get returns the handle id of kind k.
func (g *guests) get(id int32, k handleKind) (*handle, error) {
	h := g.handles[id]
	if h == nil || h.kind != k {
		return nil, errGuestClosed
	}
	return h, nil
}

// union links a and b: they close together.
func (g *guests) union(a, b *handle) {
	ga, gb := a.group, b.group
	if ga == gb {
		return
	}
	if len(ga.members) < len(gb.members) {
		ga, gb = gb, ga
	}
	for _, h := range gb.members {
		h.group = ga
	}
	ga.members = append(ga.members, gb.members...)
	ga.live += gb.live
}

// release lets go of JavaScript's hold on handle id; the group goes when
// it was the last (once no guest runs).
func (g *guests) release(id int32) {
	h := g.handles[id]
	if h == nil || !h.js {
		return
	}
	if g.depth > 0 {
		g.pending = append(g.pending, id)
		return
	}
	h.js = false
	if h.kind == hModule {
		g.closeHandle(h)
		return
	}
	h.group.live--
	if h.group.live == 0 {
		members := h.group.members
		for _, m := range members {
			if m.kind == hInstance {
				g.closeHandle(m)
			}
		}
		for _, m := range members {
			g.closeHandle(m)
		}
	}
}

// settle runs the releases asked for while a guest ran.
func (g *guests) settle() {
	if g.depth > 0 || len(g.pending) == 0 {
		return
	}
	p := g.pending
	g.pending = nil
	for _, id := range p {
		g.release(id)
	}
}

// closeHandle closes what h holds and forgets it.
func (g *guests) closeHandle(h *handle) {
	if g.handles != nil && g.handles[h.id] != h {
		return
	}
	delete(g.handles, h.id)
	h.gone = true
	ctx := context.Background()
	switch h.kind {
	case hModule:
		g.held[h.code]--
		if g.held[h.code] == 0 {
			delete(g.held, h.code)
			g.code -= h.code.size
		}
		g.host.release(h.code)
	case hInstance:
		g.mu.Lock()
		delete(g.switches, h)
		g.mu.Unlock()
		in := h.inst
		_ = in.mod.Close(ctx)
		if in.imports != nil {
			_ = in.imports.Close(ctx)
		}
		for _, m := range in.others {
			_ = m.Close(ctx)
		}
		for _, id := range in.funcs {
			g.funcs[id-1] = nil
		}
		for _, r := range in.refs {
			delete(g.refs, r)
		}
		if !g.dead() {
			for _, v := range in.calls {
				g.i.Free(v)
			}
		}
		g.host.release(h.code)
	case hMemory, hTable, hGlobal:
		if h.kind == hTable {
			g.elems -= h.table.maxElems
		}
		if h.holder != nil {
			_ = h.holder.Close(ctx)
		}
	}
}

// holdModule makes a module handle for code (compiled by compile).
func (g *guests) holdModule(c *guestCode) (*handle, error) {
	if g.held[c] == 0 && g.code+c.size > guestCodeLimit {
		g.host.release(c)
		return nil, &CompileError{Message: fmt.Sprintf(
			"the extension's WebAssembly modules would take %d MiB, past the limit of %d MiB (modules it no longer holds are let go when collected)",
			(g.code+c.size)>>20, guestCodeLimit>>20)}
	}
	h, err := g.add(&handle{kind: hModule, code: c})
	if err != nil {
		g.host.release(c)
		return nil, err
	}
	if g.held[c] == 0 {
		g.code += c.size
	}
	g.held[c]++
	return h, nil
}

// holderModule compiles and instantiates a holder (package guest), its
// memory made by the allocator.
func (g *guests) holderModule(bin []byte, mems *[]*guestMemory) (api.Module, error) {
	ctx := context.Background()
	c, err := g.host.rt.CompileModule(ctx, bin)
	if err != nil {
		return nil, err
	}
	defer c.Close(ctx)
	if mems != nil {
		ctx = experimental.WithMemoryAllocator(ctx, guestAllocator{g: g, made: mems})
	}
	return g.host.rt.InstantiateModule(ctx, c, wazero.NewModuleConfig().WithName(""))
}

// newMemory makes a memory of l (pages), as new WebAssembly.Memory does.
func (g *guests) newMemory(l guest.Limits) (*handle, error) {
	var made []*guestMemory
	mod, err := g.holderModule(guest.MemoryHolder(l), &made)
	if err != nil {
		return nil, err
	}
	if len(made) != 1 {
		mod.Close(context.Background())
		return nil, errors.New("wasm: a memory holder without its memory")
	}
	if l.Min > 0 {
		if _, ok := mod.Memory().Grow(l.Min); !ok {
			mod.Close(context.Background())
			return nil, fmt.Errorf("RangeError: WebAssembly.Memory(): could not allocate memory: %d pages (%d MiB) do not fit in the extension's memory", l.Min, uint64(l.Min)<<16>>20)
		}
	}
	h, err := g.add(&handle{kind: hMemory, mem: made[0], holder: mod})
	if err != nil {
		mod.Close(context.Background())
	}
	return h, err
}

// growMemory grows memory h by delta pages; the old size, or an error.
func (g *guests) growMemory(h *handle, delta uint32) (uint32, error) {
	old, ok := h.holder.Memory().Grow(delta)
	if !ok {
		return 0, errors.New("RangeError: WebAssembly.Memory.grow(): Unable to grow instance memory")
	}
	if delta == 0 {
		// Still a new buffer, as WebAssembly says.
		h.mem.detach()
	}
	return old, nil
}

// newTable makes a table of t, its elements init (a reference), as new
// WebAssembly.Table does.
func (g *guests) newTable(t guest.TableType, init uint64) (*handle, error) {
	mod, err := g.holderModule(guest.TableHolder(t), nil)
	if err != nil {
		return nil, err
	}
	tt := &guestTable{elem: t.Elem, max: t.Max, hasMax: t.HasMax, get: mod.ExportedFunction(guest.TableGet), set: mod.ExportedFunction(guest.TableSet),
		grow: mod.ExportedFunction(guest.TableGrow), size: mod.ExportedFunction(guest.TableSize)}
	h, err := g.add(&handle{kind: hTable, table: tt, holder: mod})
	if err != nil {
		mod.Close(context.Background())
		return nil, err
	}
	if t.Min > 0 {
		if _, err := g.growTable(h, t.Min, init); err != nil {
			g.closeHandle(h)
			return nil, err
		}
	}
	return h, nil
}

// growTable grows table h by n elements of init; the old length.
func (g *guests) growTable(h *handle, n uint32, init uint64) (uint32, error) {
	t := h.table
	if g.elems+uint64(n) > guestTableLimit {
		return 0, fmt.Errorf("RangeError: WebAssembly.Table.grow(): the extension's tables would hold more than %d elements, which is the limit", guestTableLimit)
	}
	r, err := g.callGuest(t.grow, init, uint64(n))
	if err != nil {
		return 0, err
	}
	if int32(r[0]) < 0 {
		return 0, errors.New("RangeError: WebAssembly.Table.grow(): failed to grow table")
	}
	g.elems += uint64(n)
	t.maxElems += uint64(n)
	return uint32(r[0]), nil
}

func (g *guests) tableLength(h *handle) (uint32, error) {
	r, err := g.callGuest(h.table.size)
	if err != nil {
		return 0, err
	}
	return uint32(r[0]), nil
}

// tableGet is element i of table h (a reference).
func (g *guests) tableGet(h *handle, i uint32) (uint64, error) {
	n, err := g.tableLength(h)
	if err != nil {
		return 0, err
	}
	if i >= n {
		return 0, fmt.Errorf("RangeError: WebAssembly.Table.get(): invalid address %d in %s table of size %d", i, refName(h.table.elem), n)
	}
	r, err := g.callGuest(h.table.get, uint64(i))
	if err != nil {
		return 0, err
	}
	return r[0], nil
}

// tableSet sets element i of table h to ref, from owner (an instance, nil
// for none: a null or a JavaScript value).
func (g *guests) tableSet(h *handle, i uint32, ref uint64, owner *handle) error {
	n, err := g.tableLength(h)
	if err != nil {
		return err
	}
	if i >= n {
		return fmt.Errorf("RangeError: WebAssembly.Table.set(): invalid address %d in %s table of size %d", i, refName(h.table.elem), n)
	}
	if owner != nil {
		g.union(h, owner)
	}
	_, err = g.callGuest(h.table.set, uint64(i), ref)
	return err
}

func refName(t byte) string {
	if t == guest.Externref {
		return "externref"
	}
	return "funcref"
}

// newGlobal makes a global of t holding bits, as new WebAssembly.Global
// does. An immutable one is compiled with its value.
func (g *guests) newGlobal(t guest.GlobalType, bits uint64) (*handle, error) {
	mod, err := g.globalHolder(t, bits)
	if err != nil {
		return nil, err
	}
	h, err := g.add(&handle{kind: hGlobal, holder: mod, global: &guestGlobal{g: mod.ExportedGlobal(guest.GlobalName), typ: t}})
	if err != nil {
		mod.Close(context.Background())
	}
	return h, err
}

func (g *guests) globalHolder(t guest.GlobalType, bits uint64) (api.Module, error) {
	if !t.Mutable && (t.Val == guest.Funcref || t.Val == guest.Externref) && bits != 0 {
		return nil, errors.New("TypeError: an immutable WebAssembly.Global of a reference other than null is not supported")
	}
	init := bits
	if t.Mutable {
		init = 0 // compiled once per type; the value set after
	}
	mod, err := g.holderModule(guest.GlobalHolder(t, init), nil)
	if err != nil {
		return nil, err
	}
	if t.Mutable {
		mod.ExportedGlobal(guest.GlobalName).(api.MutableGlobal).Set(bits)
	}
	return mod, nil
}

// guestImport is what JavaScript gave for one import.
type guestImport struct {
	// A function: fn calls it (the JavaScript dispatcher, or a forwarder
	// to another guest's function), from the instance fnFrom (nil for
	// JavaScript's).
	fn     api.GoModuleFunction
	fnFrom *handle
	fnID   int32
	jsIdx  int32
	jsCall wasm.Value // a JavaScript function's trampoline (held: the instance's once linked)
	// A memory, a table or a global object; or an immutable global's
	// value (value, with h nil).
	h     *handle
	value uint64
}

// LinkError is an instance that cannot be linked to what it was given.
type LinkError struct{ Message string }

func (e *LinkError) Error() string { return e.Message }

// instantiate makes an instance of module h linked to imports (one per
// import of the module, in order), key numbering its JavaScript imports
// for the dispatcher; it runs the module's start function.
func (g *guests) instantiate(mh *handle, imports []guestImport, key int32) (*handle, error) {
	info := mh.code.info
	if len(imports) != len(info.Imports) {
		return nil, fmt.Errorf("wasm: %d imports for %d", len(imports), len(info.Imports))
	}
	ctx := context.Background()
	in := &guestInstance{tables: map[uint32]*handle{}, globals: map[uint32]*handle{}}
	self := &handle{kind: hInstance, code: mh.code, inst: in}
	var linked []*handle // what it imports
	var made []*handle   // what it defines (its memory, its tables)
	fail := func(err error) (*handle, error) {
		for _, m := range in.others {
			m.Close(ctx)
		}
		if in.imports != nil {
			in.imports.Close(ctx)
		}
		for _, h := range made {
			g.closeHandle(h)
		}
		return nil, err
	}
	mods := map[string]api.Module{guest.ImportTick: g.host.tick}
	fb := g.host.rt.NewHostModuleBuilder("imports")
	nFuncs := 0
	for k, im := range info.Imports {
		got := imports[k]
		switch im.Kind {
		case guest.KindFunc:
			fb = fb.NewFunctionBuilder().WithGoModuleFunction(got.fn, im.Func.Params, im.Func.Results).Export(strconv.Itoa(int(im.Index)))
			nFuncs++
			if got.fnFrom != nil {
				linked = append(linked, got.fnFrom)
			}
		case guest.KindMemory:
			mods[guest.ImportMemory] = got.h.holder
			linked = append(linked, got.h)
			in.memory = got.h
		case guest.KindTable:
			mods[guest.ImportTable+strconv.Itoa(int(im.Index))] = got.h.holder
			linked = append(linked, got.h)
			in.tables[im.Index] = got.h
		case guest.KindGlobal:
			name := guest.ImportGlobal + strconv.Itoa(int(im.Index))
			if got.h != nil && got.h.holder != nil {
				mods[name] = got.h.holder
				linked = append(linked, got.h)
				in.globals[im.Index] = got.h
				continue
			}
			if got.h != nil && got.h.holder == nil && im.Global.Mutable {
				return fail(&LinkError{Message: fmt.Sprintf("WebAssembly.Instance(): Import #%d %q %q: a mutable global of another instance cannot be imported", k, im.Module, im.Name)})
			}
			// A value, or an immutable global of another guest: a
			// holder of that value, the instance's own.
			v := got.value
			if got.h != nil {
				v = got.h.global.g.Get()
			}
			m, err := g.globalHolder(im.Global, v)
			if err != nil {
				return fail(&LinkError{Message: fmt.Sprintf("WebAssembly.Instance(): Import #%d %q %q: %v", k, im.Module, im.Name, err)})
			}
			in.others = append(in.others, m)
			mods[name] = m
		}
	}
	if nFuncs > 0 {
		c, err := fb.Compile(ctx)
		if err == nil {
			in.imports, err = g.host.rt.InstantiateModule(ctx, c, wazero.NewModuleConfig().WithName(""))
		}
		if err != nil {
			return fail(fmt.Errorf("wasm: linking the imports: %w", err))
		}
		mods[guest.ImportFuncs] = in.imports
	}
	// What the module defines, JavaScript's to share as its own.
	if info.DefinedMemory {
		h, err := g.newMemory(*info.Memory)
		if err != nil {
			return fail(err)
		}
		made = append(made, h)
		mods[guest.ImportMemory] = h.holder
		in.memory = h
	}
	for _, t := range info.DefinedTables {
		h, err := g.newTable(info.Tables[t], 0)
		if err != nil {
			return fail(err)
		}
		made = append(made, h)
		mods[guest.ImportTable+strconv.Itoa(int(t))] = h.holder
		in.tables[t] = h
	}
	// The start function runs here: a guest is under way.
	rctx := experimental.WithImportResolver(ctx, func(name string) api.Module {
		if m := mods[name]; m != nil {
			return m
		}
		return g.host.tick // never: every name was made above
	})
	g.depth++
	mod, err := g.host.rt.InstantiateModule(rctx, mh.code.compiled, wazero.NewModuleConfig().WithName(""))
	g.depth--
	if err != nil {
		return fail(g.instantiateError(err))
	}
	in.mod = mod
	g.host.hold(mh.code)
	for k := range imports {
		if imports[k].jsCall != 0 {
			in.calls = append(in.calls, imports[k].jsCall)
			imports[k].jsCall = 0 // the instance's now
		}
	}
	h, err := g.add(self)
	if err != nil {
		mod.Close(ctx)
		g.host.release(mh.code)
		return fail(err)
	}
	for _, m := range append(linked, made...) {
		g.union(h, m)
	}
	for _, m := range made {
		// JavaScript holds what the module defined through its exports
		// (or not at all): its hold is the instance's.
		m.js = false
		h.group.live--
	}
	// The references the refs table holds: each function's, for the
	// host to tell them apart (see guest.Rewrite).
	ref := mod.ExportedFunction(guest.ExportRef)
	in.byFunc = map[uint32]int32{}
	for k, f := range info.Refs {
		r, err := ref.Call(ctx, uint64(k))
		if err != nil {
			g.closeHandle(h)
			return nil, fmt.Errorf("wasm: the module's references: %w", err)
		}
		in.refs = append(in.refs, r[0])
		if r[0] == 0 || f < 0 {
			continue
		}
		fi := uint32(f)
		if fi < uint32(nFuncs) {
			// An imported function: JavaScript's, or another guest's.
			im := imports[importOfFunc(info, fi)]
			if im.fnFrom == nil {
				g.refs[r[0]] = refOf{id: g.jsFunc(h, fi, key, im.jsIdx, r[0])}
			} else {
				g.refs[r[0]] = refOf{id: im.fnID}
			}
			continue
		}
		g.refs[r[0]] = refOf{h: h, f: fi, slot: uint32(k)}
	}
	kill, _ := mod.ExportedGlobal(guest.ExportKill).(api.MutableGlobal)
	tick, _ := mod.ExportedGlobal(guest.ExportTick).(api.MutableGlobal)
	if kill == nil || tick == nil {
		g.closeHandle(h)
		return nil, errors.New("wasm: a guest without its kill switch")
	}
	g.mu.Lock()
	g.switches[h] = [2]api.MutableGlobal{kill, tick}
	if g.killed {
		kill.Set(1)
		tick.Set(1)
	}
	g.mu.Unlock()
	g.settle()
	return h, nil
}

// importOfFunc is the position among the imports of function import f.
func importOfFunc(info *guest.Module, f uint32) int {
	for k, im := range info.Imports {
		if im.Kind == guest.KindFunc && im.Index == f {
			return k
		}
	}
	return -1
}

// instantiateError says why wazero could not instantiate a guest: a trap
// of its start function or of its segments is a RuntimeError, the rest a
// LinkError.
func (g *guests) instantiateError(err error) error {
	if k := g.x.Killed(); k != nil {
		return k
	}
	var ge *guestError
	if errors.As(err, &ge) {
		return ge
	}
	msg := err.Error()
	if t := trapMessage(msg); t != "" {
		return &RuntimeError{Message: t}
	}
	return &LinkError{Message: "WebAssembly.Instance(): " + firstLine(msg)}
}

func firstLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return s[:i]
	}
	return s
}

// refOf is what the host knows of a reference: the function it is
// (id), or the function of the guest h (its index f, and the slot of its
// refs table it was read from), made into a function when first asked.
type refOf struct {
	id   int32
	h    *handle
	f    uint32
	slot uint32
}

// jsFunc is the function of the JavaScript function an instance imported
// (function index f, its import idx of the instance keyed key).
func (g *guests) jsFunc(owner *handle, f uint32, key, idx int32, ref uint64) int32 {
	if id, ok := owner.inst.byFunc[f]; ok {
		return id
	}
	t := owner.code.info.Funcs[f]
	return g.addFunc(owner, f, &guestFunc{typ: t, owner: owner, ref: ref, isJS: true, jsKey: key, jsIdx: idx})
}

func (g *guests) addFunc(owner *handle, fi uint32, f *guestFunc) int32 {
	g.funcs = append(g.funcs, f)
	f.id = int32(len(g.funcs))
	owner.inst.funcs = append(owner.inst.funcs, f.id)
	owner.inst.byFunc[fi] = f.id
	return f.id
}

// funcAt is the function of guest h's function fi, made the first time:
// called through its export, or, not exported, through slot of its refs
// table.
func (g *guests) funcAt(h *handle, fi uint32, slot uint32) int32 {
	if id, ok := h.inst.byFunc[fi]; ok {
		return id
	}
	info := h.code.info
	t := info.Funcs[fi]
	mod := h.inst.mod
	f := &guestFunc{typ: t, owner: h, ref: h.inst.refs[slot], name: strconv.Itoa(int(fi))}
	for _, e := range info.Exports {
		if e.Kind == guest.KindFunc && e.Index == fi {
			name := e.Name
			f.make = func() api.Function { return mod.ExportedFunction(name) }
			break
		}
	}
	if f.make == nil {
		refs := uint32(len(info.Tables))
		f.make = func() api.Function { return table.LookupFunction(mod, refs, slot, t.Params, t.Results) }
	}
	return g.addFunc(h, fi, f)
}

// slotOf is a slot of guest h's refs table that holds its function fi.
func slotOf(h *handle, fi uint32) (uint32, bool) {
	for k, f := range h.code.info.Refs {
		if f == int64(fi) && h.inst.refs[k] != 0 {
			return uint32(k), true
		}
	}
	return 0, false
}

// exportFunc is the function of function export e of instance h: an
// import re-exported is the function imported.
func (g *guests) exportFunc(h *handle, e guest.Export) (int32, error) {
	slot, ok := slotOf(h, e.Index)
	if !ok {
		return 0, errors.New("wasm: an exported function without a reference")
	}
	r := g.refs[h.inst.refs[slot]]
	if r.h == nil {
		return r.id, nil
	}
	return g.funcAt(h, e.Index, slot), nil
}

// funcOfRef is the function of reference ref (read from a table or a
// global), made the first time; 0 for null. One the host does not know
// (made by the guest's own code: ref.func, table.init) is unknown.
func (g *guests) funcOfRef(ref uint64) (int32, bool) {
	if ref == 0 {
		return 0, true
	}
	r, ok := g.refs[ref]
	switch {
	case !ok:
		return 0, false
	case r.h == nil:
		return r.id, true
	}
	return g.funcAt(r.h, r.f, r.slot), true
}

// Trim lets go of the call engines the guests' functions keep for their
// next calls.
func (s *state) Trim() {
	if g := s.guests.Load(); g != nil {
		for _, f := range g.funcs {
			if f != nil {
				f.idle = nil
			}
		}
	}
}

// take returns a call engine of f not in use (calls nest: a guest calls
// JavaScript, which calls it again).
func (f *guestFunc) take() api.Function {
	if n := len(f.idle); n > 0 {
		fn := f.idle[n-1]
		f.idle = f.idle[:n-1]
		return fn
	}
	return f.make()
}

func (f *guestFunc) put(fn api.Function) {
	if len(f.idle) < 2 {
		f.idle = append(f.idle, fn)
	}
}

// callGuest calls fn of a guest (a holder's, or a guest's for the host),
// as a guest call: what JavaScript releases meanwhile waits.
func (g *guests) callGuest(fn api.Function, args ...uint64) ([]uint64, error) {
	g.depth++
	r, err := fn.Call(g.ctx, args...)
	g.depth--
	if err != nil {
		return nil, g.callError(err)
	}
	g.settle()
	return r, nil
}

// call calls f with stack (its arguments, then its results), as JavaScript
// asked.
func (g *guests) call(f *guestFunc, stack []uint64) error {
	if f.owner != nil && f.owner.gone {
		return errGuestClosed
	}
	fn := f.take()
	if fn == nil {
		return errors.New("TypeError: this function was made by WebAssembly code and cannot be called from JavaScript in earshot")
	}
	g.depth++
	err := fn.CallWithStack(g.ctx, stack)
	g.depth--
	if err == nil {
		// A failed call's engine is let go: a runaway recursion grew its
		// stack (wazero's, the host's memory) to the most it allows.
		f.put(fn)
	}
	if err != nil {
		return g.callError(err)
	}
	g.settle()
	return nil
}

// guestError is an error a guest call ended with that is JavaScript's:
// an exception an import threw (thrown), which goes on in the caller.
type guestError struct{ thrown bool }

func (e *guestError) Error() string { return "an exception thrown by an import" }

// errThrown: JavaScript threw in an import; the exception is JavaScript's.
var errThrown = &guestError{thrown: true}

// RuntimeError is a trap of a guest: its WebAssembly.RuntimeError's
// message, as V8 words it ("unreachable", "memory access out of bounds").
type RuntimeError struct {
	Message string
	// Stack says the call stack was exhausted (a RangeError, as in V8).
	Stack bool
}

func (e *RuntimeError) Error() string { return e.Message }

// callError says why a guest call failed: a kill of the instance, an
// exception of JavaScript's, or a trap.
func (g *guests) callError(err error) error {
	if k := g.i.Err(); k != nil {
		return k
	}
	var ge *guestError
	if errors.As(err, &ge) {
		return ge
	}
	var re *RuntimeError
	if errors.As(err, &re) {
		return re // from a guest this one called
	}
	msg := err.Error()
	if t := trapMessage(msg); t != "" {
		return &RuntimeError{Message: t, Stack: t == stackExhausted}
	}
	return fmt.Errorf("wasm: a WebAssembly call failed: %s", firstLine(msg))
}

const stackExhausted = "Maximum call stack size exceeded"

// trapMessage is the message V8 gives the trap wazero reports in msg, or
// "" if msg is not a trap.
func trapMessage(msg string) string {
	line := firstLine(msg)
	t, ok := strings.CutPrefix(line, "wasm error: ")
	if !ok {
		if i := strings.Index(line, "wasm error: "); i >= 0 {
			t, ok = line[i+len("wasm error: "):], true
		}
	}
	if !ok {
		if strings.HasPrefix(line, "stack overflow") {
			return stackExhausted // wazero's ceiling on a call's stack
		}
		return ""
	}
	switch t {
	case "unreachable":
		return "unreachable"
	case "out of bounds memory access":
		return "memory access out of bounds"
	case "integer divide by zero":
		return "divide by zero"
	case "integer overflow":
		return "divide result unrepresentable"
	case "invalid conversion to integer":
		return "float unrepresentable in integer range"
	case "invalid table access":
		// wazero's for an index past the table and for a null element:
		// V8 says this for a null, what a call through a null pointer is.
		return "null function or function signature mismatch"
	case "indirect call type mismatch":
		return "null function or function signature mismatch"
	case "stack overflow":
		return stackExhausted
	}
	return t
}

// hold takes one more hold on c (an instance made from it).
func (g *guestHost) hold(c *guestCode) {
	g.mu.Lock()
	c.refs++
	g.mu.Unlock()
}
