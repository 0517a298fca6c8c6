package wasm

import (
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"math"

	"github.com/tetratelabs/wazero/api"
)

// The fast path: a few operations the engine does on every call, done with
// direct calls to the QuickJS exports instead of through qjs's Go API. qjs
// spends ten or more wasm calls on an Eval (each with its own goroutine
// under CloseOnContextDone) and leaks the C string of every Value.String; the
// functions here use one to three calls and free what they allocate.
//
// JSValues are 64-bit NaN-boxed (wasm32 QuickJS): the tag is the high 32
// bits, negative tags carry a reference count.

const (
	tagString     = -7
	tagStringRope = -6
	tagObject     = -1
	tagBool       = 1
	tagNull       = 2
	tagUndefined  = 3
	tagException  = 6

	// float64TagAddend is JS_FLOAT64_TAG_ADDEND: 0x7ff80000 less
	// JS_TAG_FIRST (-9), plus one.
	float64TagAddend = 0x7ff80000 + 9 + 1
)

// Value is a raw QuickJS JSValue.
type Value uint64

func (v Value) tag() int32 { return int32(uint64(v) >> 32) }

// isException reports whether v is JS_EXCEPTION.
func (v Value) isException() bool { return v.tag() == tagException }

// IsString reports whether v is a string.
func (v Value) IsString() bool { return v.tag() == tagString || v.tag() == tagStringRope }

// IsObject reports whether v is an object.
func (v Value) IsObject() bool { return v.tag() == tagObject }

// Int32 is v as an int32, if QuickJS holds it as one.
func (v Value) Int32() (int32, bool) { return int32(uint32(v)), v.tag() == 0 }

// Integer is v as an integer, if it is a number with one (QuickJS keeps
// some as doubles: what JSON.parse made).
func (v Value) Integer() (int64, bool) {
	if v.tag() == 0 {
		return int64(int32(uint32(v))), true
	}
	if uint32(v.tag()+9) < 17 { // not a double (JS_TAG_IS_FLOAT64)
		return 0, false
	}
	f := math.Float64frombits(uint64(v) + float64TagAddend<<32)
	if f != math.Trunc(f) || f < math.MinInt64 || f > math.MaxInt64 {
		return 0, false
	}
	return int64(f), true
}

// isUndefined reports whether v is undefined.
func (v Value) isUndefined() bool { return v.tag() == tagUndefined }

func (v Value) refCounted() bool { return v.tag() < 0 }

type fastPath struct {
	kill context.Context
	mod  api.Module
	ctx  uint64
	// idle are call engines of earshot_op (every operation below) that
	// no call is using. Calls nest (wasm calls a host function that calls
	// wasm again) and a call engine runs one call at a time, so each
	// depth takes its own; each holds a stack of Go memory grown to the
	// deepest call it made, so an idle instance keeps few (trim).
	idle     []api.Function
	opts     uint32 // a QJSEvalOptions reused for every Eval
	codeBuf  uint32
	codeCap  uint32
	argv     uint32
	argvCap  uint32
	fileName uint32
	// scratch is a buffer for the strings that cross one call at a time
	// (a host function's arguments and reply, an error's message): written
	// and read around a single operation, and zeroed after, it saves the
	// allocation and the free of each.
	scratch uint32
	// stacks are call1's parameter stacks, one per depth of nesting (a
	// host function can call back into the instance while it runs): one
	// in call1's frame escapes through the interface call, a heap
	// allocation for each of the ten or so operations of a tool call.
	stacks *[maxNesting][6]uint64
	depth  int
}

// maxNesting is how deep calls into an instance nest before call1 makes
// a stack for the call.
const maxNesting = 8

// QJSEvalOptions field offsets (wasm32) and flags.
const (
	optsSize        = 20
	optsBuf         = 0
	optsBytecode    = 4
	optsBytecodeLen = 8
	optsFilename    = 12
	optsFlags       = 16
	evalTypeGlobal  = 0
	evalTypeModule  = 1
	evalFlagStrict  = 1 << 3
	fastEvalName    = "earshot:task.js"
	initialCodeSize = 4096
	scratchSize     = 16 << 10
)

var errFastPath = errors.New("wasm: QuickJS export missing")

// ErrNoMemory: the instance's memory is full (a value could not be made);
// the instance is fine, and JavaScript gets an out-of-memory error.
var ErrNoMemory = errors.New("InternalError: out of memory")

func newFastPath(mod api.Module, kill context.Context, ctx uint64) (*fastPath, error) {
	f := &fastPath{mod: mod, ctx: ctx, kill: kill, stacks: new([maxNesting][6]uint64)}
	if mod.ExportedFunction("earshot_op") == nil {
		return nil, fmt.Errorf("%w: earshot_op", errFastPath)
	}
	var err error
	if f.opts, err = f.alloc(optsSize); err != nil {
		return nil, err
	}
	if f.fileName, err = f.cString(fastEvalName); err != nil {
		return nil, err
	}
	if f.scratch, err = f.alloc(scratchSize); err != nil {
		return nil, err
	}
	mem := mod.Memory()
	mem.WriteUint32Le(f.opts+optsFilename, f.fileName)
	mem.WriteUint32Le(f.opts+optsFlags, evalTypeGlobal|evalFlagStrict)
	mem.WriteUint32Le(f.opts+4, 0)
	mem.WriteUint32Le(f.opts+8, 0)
	return f, nil
}

// The operations of earshot_op (wasm/quickjs/earshot.c), in its order.
type opCode uint64

const (
	fpMalloc opCode = iota
	fpFree
	fpEval
	fpCall
	fpCallJobs
	fpToCString
	fpFreeCString
	fpFreeValue
	_ // earshot_op's string from a C string, unused (fpNewText takes a length)
	fpGetBytes
	fpNewArrayBuffer
	fpNewText
	fpSeedRandom
	fpLoad
	fpCompile
	fpFreeJS
	fpGC
	fpSetHost
	fpThrow
	fpStringInto
	fpFreeRanges
	fpInterruptFlag
)

// call1 runs one operation (args: at most five) and returns its result.
func (f *fastPath) call1(op opCode, args ...uint64) (uint64, error) {
	var stack []uint64
	outer := f.depth == 0
	if f.depth < len(f.stacks) {
		stack = f.stacks[f.depth][:]
		f.depth++
		defer func() { f.depth-- }()
	} else {
		stack = make([]uint64, 6)
	}
	stack[0] = uint64(op)
	clear(stack[1+copy(stack[1:], args):])
	fn := f.take()
	err := fn.CallWithStack(f.kill, stack)
	f.idle = append(f.idle, fn)
	if outer && len(f.idle) > keepIdle {
		f.trim(keepIdle) // engines of nested calls, once the outermost ends
	}
	if err != nil {
		return 0, err
	}
	return stack[0], nil
}

// take returns an idle call engine of earshot_op, or a new one.
func (f *fastPath) take() api.Function {
	if n := len(f.idle); n > 0 {
		fn := f.idle[n-1]
		f.idle[n-1] = nil
		f.idle = f.idle[:n-1]
		return fn
	}
	return f.mod.ExportedFunction("earshot_op")
}

// keepIdle is how many call engines an instance keeps between calls: one,
// and one for a call nested in a host function.
const keepIdle = 2

// trim lets go of the idle call engines past the first keep.
func (f *fastPath) trim(keep int) {
	if len(f.idle) > keep {
		clear(f.idle[keep:])
		f.idle = f.idle[:keep]
	}
}

func (f *fastPath) alloc(n uint32) (uint32, error) {
	p, err := f.call1(fpMalloc, uint64(n))
	if err != nil {
		return 0, err
	}
	if p == 0 {
		return 0, ErrNoMemory
	}
	return uint32(p), nil
}

func (f *fastPath) release(p uint32) error {
	if p == 0 {
		return nil
	}
	_, err := f.call1(fpFree, uint64(p))
	return err
}

func (f *fastPath) cString(s string) (uint32, error) {
	p, err := f.alloc(uint32(len(s)) + 1)
	if err != nil {
		return 0, err
	}
	mem := f.mod.Memory()
	mem.WriteString(p, s)
	mem.WriteByte(p+uint32(len(s)), 0)
	return p, nil
}

// eval runs code as a strict global script, then runs every pending job
// (QuickJS's js_std_loop). The result must be freed with freeValue.
func (f *fastPath) evalScript(code []byte) (Value, error) {
	need := uint32(len(code)) + 1
	if need > f.codeCap {
		if err := f.release(f.codeBuf); err != nil {
			return 0, err
		}
		f.codeBuf, f.codeCap = 0, 0
		c := max(need, initialCodeSize)
		p, err := f.alloc(c)
		if err != nil {
			return 0, err
		}
		f.codeBuf, f.codeCap = p, c
	}
	mem := f.mod.Memory()
	if !mem.Write(f.codeBuf, code) || !mem.WriteByte(f.codeBuf+uint32(len(code)), 0) {
		return 0, errors.New("wasm: writing code out of bounds")
	}
	mem.WriteUint32Le(f.opts+optsBuf, f.codeBuf)
	v, err := f.call1(fpEval, f.ctx, uint64(f.opts))
	return Value(v), err
}

// evalBytecode runs compiled code — a script, or (module) loads an ES
// module without evaluating it — and returns its value (the module, for a
// module), to be freed. The bytecode is written into the instance for
// QuickJS to read and freed after: qjs's own path (Context.Eval with
// Bytecode) never frees it, which left the prelude's 272 KiB of bytecode
// in every instance.
func (f *fastPath) evalBytecode(name string, bc []byte, module bool) (Value, error) {
	if len(bc) == 0 {
		return 0, errors.New("wasm: empty bytecode")
	}
	p, err := f.alloc(uint32(len(bc)))
	if err != nil {
		return 0, err
	}
	defer f.release(p)
	mem := f.mod.Memory()
	if !mem.Write(p, bc) {
		return 0, errors.New("wasm: writing bytecode out of bounds")
	}
	fname, err := f.cString(name)
	if err != nil {
		return 0, err
	}
	defer f.release(fname)
	opts, err := f.alloc(optsSize)
	if err != nil {
		return 0, err
	}
	defer f.release(opts)
	flags, op := uint32(evalTypeGlobal), fpEval
	if module {
		flags, op = evalTypeModule, fpLoad
	}
	for _, w := range [][2]uint32{{optsBuf, 0}, {optsBytecode, p}, {optsBytecodeLen, uint32(len(bc))}, {optsFilename, fname}, {optsFlags, flags}} {
		mem.WriteUint32Le(opts+w[0], w[1])
	}
	v, err := f.call1(op, f.ctx, uint64(opts))
	return Value(v), err
}

// compile compiles code — a strict script, or (module) an ES module — to
// bytecode, without the functions' source text if strip; ok is false if it
// does not compile (the exception is pending). qjs's own Compile leaked
// the code it was given.
func (f *fastPath) compile(name, code string, module, strip bool) (bc []byte, ok bool, err error) {
	src, err := f.cString(code)
	if err != nil {
		return nil, false, err
	}
	defer f.release(src)
	fname, err := f.cString(name)
	if err != nil {
		return nil, false, err
	}
	defer f.release(fname)
	flags := uint64(evalTypeGlobal | evalFlagStrict)
	if module {
		flags = evalTypeModule
	}
	if strip {
		flags |= 1 << 32
	}
	packed, err := f.call1(fpCompile, f.ctx, uint64(src), uint64(len(code)), uint64(fname), flags)
	if err != nil || packed == 0 {
		return nil, false, err
	}
	ptr, n := uint32(packed>>32), uint32(packed)
	b, ok := f.mod.Memory().Read(ptr, n)
	if !ok {
		return nil, false, errors.New("wasm: reading bytecode out of bounds")
	}
	bc = bytes.Clone(b)
	_, err = f.call1(fpFreeJS, f.ctx, uint64(ptr))
	return bc, true, err
}

// callFunction calls fn with this and args (raw JSValues); with jobs, it
// then runs every pending job, as evalScript does.
func (f *fastPath) callFunction(jobs bool, fn, this Value, args ...Value) (Value, error) {
	var argv uint32
	if len(args) > 0 {
		need := uint32(len(args)) * 8
		if need > f.argvCap {
			if err := f.release(f.argv); err != nil {
				return 0, err
			}
			f.argv, f.argvCap = 0, 0
			p, err := f.alloc(max(need, 64))
			if err != nil {
				return 0, err
			}
			f.argv, f.argvCap = p, max(need, 64)
		}
		mem := f.mod.Memory()
		for i, a := range args {
			mem.WriteUint64Le(f.argv+uint32(i)*8, uint64(a))
		}
		argv = f.argv
	}
	call := fpCall
	if jobs {
		call = fpCallJobs
	}
	v, err := f.call1(call, f.ctx, uint64(fn), uint64(this), uint64(len(args)), uint64(argv))
	return Value(v), err
}

// readString converts v to a Go string (as JavaScript's String(v) would,
// except that it fails for values whose conversion throws). A string that
// fits in the scratch buffer takes one call; a longer one, three.
func (f *fastPath) readString(v Value) (string, error) {
	r, err := f.call1(fpStringInto, f.ctx, uint64(v), uint64(f.scratch), scratchSize)
	if err != nil {
		return "", err
	}
	if r == ^uint64(0) {
		return "", errors.New("wasm: string conversion failed")
	}
	mem := f.mod.Memory()
	if r>>32 == 0 {
		b, ok := mem.Read(f.scratch, uint32(r))
		if !ok {
			return "", errors.New("wasm: reading string out of bounds")
		}
		s := string(b)
		clear(b)
		return s, nil
	}
	// Too long for the scratch buffer: the converted string is QuickJS's
	// to free.
	ptr, n := uint32(r>>32), uint32(r)
	b, ok := mem.Read(ptr, n)
	if !ok {
		return "", errors.New("wasm: reading string out of bounds")
	}
	s := string(b)
	_, err = f.call1(fpFreeCString, f.ctx, uint64(ptr))
	return s, err
}

// throwError throws an Error with message msg, and returns JS_EXCEPTION.
func (f *fastPath) throwError(msg string) (Value, error) {
	if len(msg) > scratchSize {
		msg = msg[:scratchSize]
	}
	mem := f.mod.Memory()
	if !mem.WriteString(f.scratch, msg) {
		return 0, errors.New("wasm: writing an error out of bounds")
	}
	v, err := f.call1(fpThrow, f.ctx, uint64(f.scratch), uint64(len(msg)))
	if b, ok := mem.Read(f.scratch, uint32(len(msg))); ok {
		clear(b)
	}
	return Value(v), err
}

// freeValue releases a JSValue (a no-op for values without a reference count).
func (f *fastPath) freeValue(v Value) error {
	if !v.refCounted() {
		return nil
	}
	_, err := f.call1(fpFreeValue, f.ctx, uint64(v))
	return err
}

// bufferView returns the bytes of v — an ArrayBuffer, a typed array or a
// DataView — where they are in the instance's memory, without copying
// them; ok is false if v holds no bytes. The slice is valid only until
// JavaScript runs again (it may move or free them, or grow the memory).
func (f *fastPath) bufferView(v Value) (b []byte, ok bool, err error) {
	packed, err := f.call1(fpGetBytes, f.ctx, uint64(v))
	if err != nil || packed == ^uint64(0) {
		return nil, false, err
	}
	ptr, n := uint32(packed>>32), uint32(packed)
	if n == 0 {
		return []byte{}, true, nil
	}
	data, okRead := f.mod.Memory().Read(ptr, n)
	if !okRead {
		return nil, false, errors.New("wasm: reading an ArrayBuffer out of bounds")
	}
	return data, true, nil
}

// newBufferFilled makes an ArrayBuffer of up to n bytes that fill writes
// in place, in a block of the instance's memory the ArrayBuffer takes
// over; fill returns how many it wrote. fill is called exactly once: with
// nil when the block could not be had.
func (f *fastPath) newBufferFilled(n uint32, fill func([]byte) (int, error)) (Value, error, error) {
	p, err := f.alloc(max(n, 1))
	if err != nil {
		_, ferr := fill(nil)
		return 0, err, ferr
	}
	dst, ok := f.mod.Memory().Read(p, n)
	if !ok {
		f.release(p)
		_, ferr := fill(nil)
		return 0, errors.New("wasm: an ArrayBuffer out of bounds"), ferr
	}
	written, ferr := fill(dst)
	if ferr != nil {
		f.release(p)
		return 0, nil, ferr
	}
	v, err := f.call1(fpNewArrayBuffer, f.ctx, uint64(p), uint64(written))
	if err != nil || Value(v).isException() {
		f.release(p)
	}
	return Value(v), err, nil
}

// newTextValue makes a string from s, which may hold NUL bytes: through
// the scratch buffer (one call) when it fits.
func (f *fastPath) newTextValue(s string) (Value, error) {
	n := uint32(len(s))
	mem := f.mod.Memory()
	if n <= scratchSize {
		if !mem.WriteString(f.scratch, s) {
			return 0, errors.New("wasm: writing a string out of bounds")
		}
		v, err := f.call1(fpNewText, f.ctx, uint64(f.scratch), uint64(n))
		if b, ok := mem.Read(f.scratch, n); ok {
			clear(b)
		}
		return Value(v), err
	}
	p, err := f.alloc(n)
	if err != nil {
		return 0, err
	}
	mem.WriteString(p, s)
	v, err := f.call1(fpNewText, f.ctx, uint64(p), uint64(n))
	if rerr := f.release(p); err == nil {
		err = rerr
	}
	return Value(v), err
}

// freeRanges returns the insides of the heap's free blocks of at least
// least bytes, as offsets into the instance's memory: memory whose content
// does not matter (see earshot_free_ranges). ok is false when QuickJS's
// allocator cannot say (its heap does not look as expected); then there
// are none. Only the first scratchSize/8 are returned.
func (f *fastPath) freeRanges(least uint32) (ranges [][2]uint32, ok bool, err error) {
	const most = scratchSize / 8
	r, err := f.call1(fpFreeRanges, f.ctx, uint64(f.scratch), most, uint64(least))
	if err != nil || int64(r) < 0 {
		return nil, false, err
	}
	n := min(r, most)
	b, found := f.mod.Memory().Read(f.scratch, uint32(n*8))
	if !found {
		return nil, false, errors.New("wasm: reading the free ranges out of bounds")
	}
	ranges = make([][2]uint32, n)
	for k := range ranges {
		ranges[k] = [2]uint32{binary.LittleEndian.Uint32(b[8*k:]), binary.LittleEndian.Uint32(b[8*k+4:])}
	}
	clear(b)
	return ranges, true, nil
}
