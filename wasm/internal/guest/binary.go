package guest

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math"

	"github.com/earshot/extensions/wasm/internal/leb128"
)

// reader decodes the WebAssembly binary format: a cursor over b whose
// first error stops it (every later read returns zero values).
type reader struct {
	b   []byte
	p   int
	err error
	// base is where b starts in the module, for offsets in errors.
	base int
}

// errEnd: the input ended inside a value.
var errEnd = errors.New("unexpected end")

func (r *reader) fail(err error) {
	if r.err == nil {
		r.err = err
	}
	r.p = len(r.b)
}

func (r *reader) failf(format string, args ...any) {
	r.fail(fmt.Errorf(format+" at offset %d", append(args, r.base+r.p)...))
}

func (r *reader) done() bool { return r.err != nil || r.p >= len(r.b) }

func (r *reader) byte() byte {
	if r.p >= len(r.b) {
		r.fail(errEnd)
		return 0
	}
	c := r.b[r.p]
	r.p++
	return c
}

func (r *reader) bytes(n int) []byte {
	if n < 0 || n > len(r.b)-r.p {
		r.fail(errEnd)
		return nil
	}
	s := r.b[r.p : r.p+n]
	r.p += n
	return s
}

// u32 reads an unsigned LEB128 of at most 5 bytes.
func (r *reader) u32() uint32 {
	var v uint64
	for i := 0; i < 5; i++ {
		c := r.byte()
		if r.err != nil {
			return 0
		}
		v |= uint64(c&0x7f) << (7 * i)
		if c&0x80 == 0 {
			if v > math.MaxUint32 {
				r.failf("integer too large")
				return 0
			}
			return uint32(v)
		}
	}
	r.failf("integer representation too long")
	return 0
}

// sleb reads a signed LEB128 of bits bits (at most 64).
func (r *reader) sleb(bits int) int64 {
	var v int64
	shift := 0
	maxBytes := (bits + 6) / 7
	for i := 0; i < maxBytes; i++ {
		c := r.byte()
		if r.err != nil {
			return 0
		}
		v |= int64(c&0x7f) << shift
		shift += 7
		if c&0x80 == 0 {
			if shift < 64 && c&0x40 != 0 {
				v |= -1 << shift
			}
			return v
		}
	}
	r.failf("integer representation too long")
	return 0
}

// count reads a vector's length, refusing one longer than what is left
// of the input could hold (each item takes at least a byte).
func (r *reader) count() int {
	n := r.u32()
	if int64(n) > int64(len(r.b)-r.p) {
		r.failf("length out of bounds")
		return 0
	}
	return int(n)
}

func (r *reader) name() string {
	n := r.count()
	return string(r.bytes(n))
}

// writer encodes the binary format.
type writer []byte

func (w *writer) byte(c ...byte) { *w = append(*w, c...) }
func (w *writer) u32(v uint32)   { *w = binary.AppendUvarint(*w, uint64(v)) }
func (w *writer) raw(b []byte)   { *w = append(*w, b...) }
func (w *writer) name(s string)  { w.u32(uint32(len(s))); *w = append(*w, s...) }
func (w *writer) sleb(v int64)   { *w = appendSleb(*w, v) }
func (w *writer) section(id byte, body []byte) {
	w.byte(id)
	w.u32(uint32(len(body)))
	w.raw(body)
}

func appendSleb(b []byte, v int64) []byte { return leb128.AppendInt(b, v) }

// Section ids.
const (
	secCustom    = 0
	secType      = 1
	secImport    = 2
	secFunction  = 3
	secTable     = 4
	secMemory    = 5
	secGlobal    = 6
	secExport    = 7
	secStart     = 8
	secElement   = 9
	secCode      = 10
	secData      = 11
	secDataCount = 12
	secTag       = 13
)

// order is where each known section may appear, in the order the
// specification requires.
var order = map[byte]int{
	secType: 1, secImport: 2, secFunction: 3, secTable: 4, secMemory: 5, secTag: 6, secGlobal: 7,
	secExport: 8, secStart: 9, secElement: 10, secDataCount: 11, secCode: 12, secData: 13,
}

// Value and reference types.
const (
	I32       = 0x7f
	I64       = 0x7e
	F32       = 0x7d
	F64       = 0x7c
	V128      = 0x7b
	Funcref   = 0x70
	Externref = 0x6f
)

// External kinds.
const (
	KindFunc   = 0
	KindTable  = 1
	KindMemory = 2
	KindGlobal = 3
	kindTag    = 4
)

// Opcodes the rewrite reads or writes.
const (
	opUnreachable = 0x00
	opBlock       = 0x02
	opLoop        = 0x03
	opIf          = 0x04
	opEnd         = 0x0b
	opCall        = 0x10
	opLocalGet    = 0x20
	opGlobalGet   = 0x23
	opGlobalSet   = 0x24
	opTableGet    = 0x25
	opTableSet    = 0x26
	opI32Const    = 0x41
	opI64Const    = 0x42
	opF32Const    = 0x43
	opF64Const    = 0x44
	opI32Eqz      = 0x45
	opI32Sub      = 0x6b
	opRefNull     = 0xd0
	opRefFunc     = 0xd2
	opPrefixFC    = 0xfc
	opPrefixFD    = 0xfd
	blockEmpty    = 0x40
	formFunc      = 0x60
)
