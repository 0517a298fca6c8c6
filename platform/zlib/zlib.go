// Package zlib is the host side of node:zlib: compression streams held
// as handles, within the extension's free memory.
package zlib

import (
	"bufio"
	"bytes"
	"compress/flate"
	"compress/gzip"
	"compress/zlib"
	"errors"
	"fmt"
	"io"
	"net"
	"slices"
	"strings"

	"github.com/andybalholm/brotli"
	"github.com/earshot/extensions/platform/kernel"
)

// The host side of node:zlib: gzip, deflate (zlib) and raw deflate, both
// ways (Go's compress), and brotli (andybalholm/brotli). What comes out of a decompression must fit the
// extension's free memory: a small bomb cannot fill the host.

type zlibArgs struct {
	ID int `json:"id"`
	// Kind is gzip, gunzip, deflate, inflate, deflateRaw, inflateRaw,
	// unzip, brotliCompress or brotliDecompress.
	Kind  string `json:"kind"`
	Level *int   `json:"level"`
	// Quality and Window are brotli's (BROTLI_PARAM_QUALITY, _LGWIN).
	Quality *int `json:"quality"`
	Window  *int `json:"window"`
	// Partial is a finishFlush other than Z_FINISH: input that ends
	// early gives what it decodes to, not an error.
	Partial bool `json:"partial"`
}

func compressor(kind string, level int, w io.Writer) (io.WriteCloser, error) {
	switch kind {
	case "brotliCompress":
		// level carries brotli's options: quality in the low byte, the
		// window's bits above (see brotliLevel).
		return brotli.NewWriterOptions(w, brotli.WriterOptions{Quality: level & 0xff, LGWin: level >> 8}), nil
	case "gzip":
		return gzip.NewWriterLevel(w, level)
	case "deflate":
		return zlib.NewWriterLevel(w, level)
	case "deflateRaw":
		return flate.NewWriter(w, level)
	}
	return nil, nil
}

func decompressor(kind string, r io.Reader) (io.ReadCloser, error) {
	switch kind {
	case "gunzip":
		br := bufio.NewReader(r)
		if head, _ := br.Peek(2); len(head) < 2 || head[0] != 0x1f || head[1] != 0x8b {
			return nil, gzip.ErrHeader
		}
		return gzip.NewReader(br)
	case "inflate":
		return zlib.NewReader(r)
	case "inflateRaw":
		return flate.NewReader(r), nil
	case "brotliDecompress":
		return io.NopCloser(brotli.NewReader(r)), nil
	case "unzip": // gzip or zlib, by its header
		br := bufio.NewReader(r)
		head, _ := br.Peek(2)
		if len(head) == 2 && head[0] == 0x1f && head[1] == 0x8b {
			return gzip.NewReader(br)
		}
		return zlib.NewReader(br)
	}
	return nil, nil
}

// brotliAlloc are the brotli decoder's errors that Node names ALLOC_.
var brotliAlloc = map[string]bool{"CONTEXT_MODES": true, "TREE_GROUPS": true, "CONTEXT_MAP": true,
	"RING_BUFFER_1": true, "RING_BUFFER_2": true, "BLOCK_TYPE_TREES": true}

func zlibError(err error) error {
	msg := err.Error()
	if name, ok := strings.CutPrefix(msg, "brotli: "); ok && !errors.Is(err, io.ErrUnexpectedEOF) {
		// Node's code for the decoder's error (its errno is the constant of
		// that name: node:zlib fills it in).
		kind := "FORMAT_"
		switch {
		case brotliAlloc[name]:
			kind = "ALLOC_"
		case name == "DICTIONARY_NOT_SET" || name == "INVALID_ARGUMENTS" || name == "UNREACHABLE":
			kind = ""
		case strings.Contains(name, " "): // excessive input, invalid state
			name, kind = "PADDING_2", "FORMAT_"
		}
		return &kernel.JSError{Name: "Error", Code: "ERR__ERROR_" + kind + name, Message: "Decompression failed"}
	}
	code := "Z_DATA_ERROR"
	switch {
	case errors.Is(err, gzip.ErrHeader), errors.Is(err, zlib.ErrHeader):
		msg = "incorrect header check"
	case errors.Is(err, io.ErrUnexpectedEOF):
		msg, code = "unexpected end of file", "Z_BUF_ERROR"
	}
	return &kernel.JSError{Name: "Error", Code: code, Errno: map[string]int{"Z_DATA_ERROR": -3, "Z_BUF_ERROR": -5}[code], Message: msg}
}

// zlibProcess runs the pieces of data through kind at once; partial: see
// zlibArgs. What decompression makes is held in pieces as it comes (each
// taken from the extension's free memory before it is made) and written
// straight into the instance's ArrayBuffer: a bomb is refused once its
// output passes what the extension can hold, the host having held no
// more.
func zlibProcess(i *kernel.Instance, kind string, level int, partial bool, data ...[]byte) kernel.Reply {
	if compresses(kind) {
		var out bytes.Buffer
		w, err := compressor(kind, level, &out)
		if err != nil {
			return kernel.Reply{Err: kernel.RangeError("zlib: %v", err)}
		}
		for _, d := range data {
			w.Write(d)
		}
		if err := w.Close(); err != nil {
			return kernel.Reply{Err: err}
		}
		return kernel.Reply{Bytes: out.Bytes()}
	}
	in := net.Buffers(slices.Clone(data)) // reading it reslices its pieces
	r, err := decompressor(kind, &in)
	if r == nil && err == nil {
		return kernel.Reply{Err: kernel.NodeError("Error", "ERR_EARSHOT_UNSUPPORTED", "zlib: no such kind %q", kind)}
	}
	if err != nil {
		return kernel.Reply{Err: zlibError(err)}
	}
	defer r.Close()
	out := kernel.NewHeldBytes(i)
	var part []byte
	at := 0
	for {
		if at == len(part) {
			// Pieces of 64 KiB, then as large as what came so far, up to
			// 4 MiB.
			next := int(min(max(out.Len(), 64<<10), 4<<20))
			p, ok := out.Add(next)
			if !ok {
				made := out.Len()
				out.Release()
				return kernel.Reply{Err: &kernel.JSError{Name: "RangeError", Code: "ERR_BUFFER_TOO_LARGE",
					Message: fmt.Sprintf("zlib: the output is more than %s, what the extension can hold beside its memory: %s of its %s memory are free",
						kernel.SizeText(made), kernel.SizeText(i.FreeMemory()), kernel.SizeText(int64(i.Config().MemoryLimit)))}}
			}
			part, at = p, 0
		}
		n, err := r.Read(part[at:])
		at += n
		if err == nil {
			continue
		}
		out.Cut(at)
		if errors.Is(err, io.EOF) || partial && errors.Is(err, io.ErrUnexpectedEOF) {
			break
		}
		out.Release()
		return kernel.Reply{Err: zlibError(err)}
	}
	return kernel.Reply{Size: int(out.Len()), Fill: out.Fill}
}

// compresses reports whether kind is a compression (else it is a
// decompression, or none).
func compresses(kind string) bool {
	return kind == "gzip" || kind == "deflate" || kind == "deflateRaw" || kind == "brotliCompress"
}

// levelOf is the level of a's kind: zlib's, or brotli's quality and
// window (see brotliLevel).
func levelOf(a zlibArgs) int {
	if strings.HasPrefix(a.Kind, "brotli") {
		return brotliLevel(a.Quality, a.Window)
	}
	if a.Level == nil || *a.Level < -1 || *a.Level > 9 {
		return flate.DefaultCompression
	}
	return *a.Level
}

// brotliLevel packs brotli's quality (0 to 11, Node's default 11) and
// window bits (10 to 24, Node's default 22) into one int.
func brotliLevel(quality, window *int) int {
	q, w := 11, 22
	if quality != nil && *quality >= 0 && *quality <= 11 {
		q = *quality
	}
	if window != nil && *window >= 10 && *window <= 24 {
		w = *window
	}
	return q | w<<8
}

func opZlib(i *kernel.Instance, a zlibArgs, data []byte) kernel.Reply {
	return zlibProcess(i, a.Kind, levelOf(a), a.Partial, data)
}

// A stream: compression writes through (each write returns what came out);
// decompression keeps the input until the end (Go's readers pull).
type zlibStream struct {
	kind    string
	level   int
	partial bool
	out     bytes.Buffer
	w       io.WriteCloser
	in      kernel.HeldBytes // a decompression stream's input, held until its end
	mem     int64            // what its compressor holds, about (compressorMemory)
}

// compressorMemory is about what a compression stream of kind at level
// holds in the host while it lives: deflate's window and tables (about a
// megabyte), brotli's window and hash chains, which grow with the window
// and the quality (a 16 MiB window at quality 11 holds about 40 MB).
func compressorMemory(kind string, level int) int64 {
	if kind != "brotliCompress" {
		return 1 << 20
	}
	q, window := level&0xff, int64(1)<<(level>>8)
	switch {
	case q >= 10:
		return window*5/2 + 1<<20
	case q >= 5:
		return window*3/2 + 1<<20
	}
	return window + 1<<20
}

// compressorsHeld is what the instance's compression streams hold.
func compressorsHeld(i *kernel.Instance) int64 {
	var n int64
	for _, z := range kernel.HandlesOf[*zlibStream](i) {
		n += z.mem
	}
	return n
}

func (s *zlibStream) Close() { s.in.Release() }

// maxOpenCompressors bounds the compression streams an instance keeps
// (about a megabyte each).
const maxOpenCompressors = 64

var zlibKind = &kernel.HandleKind{One: "a compression stream", Many: "compression streams",
	Quota: &kernel.Quota{Max: maxOpenCompressors, What: "compression streams", Free: "end or destroy one"}}

func (*zlibStream) Kind() *kernel.HandleKind { return zlibKind }

func opZlibNew(i *kernel.Instance, a zlibArgs, _ []byte) kernel.Reply {
	s := &zlibStream{kind: a.Kind, level: levelOf(a), partial: a.Partial, in: kernel.NewHeldBytes(i)}
	if compresses(a.Kind) {
		// Compressors live in the host: together within the free memory.
		s.mem = compressorMemory(a.Kind, s.level)
		if held, free := compressorsHeld(i), i.FreeMemory(); held+s.mem > free {
			return kernel.Reply{Err: &kernel.JSError{Name: "RangeError", Code: "ERR_EARSHOT_LIMIT",
				Message: fmt.Sprintf("zlib: the extension's compression streams would hold about %d MiB, more than its %d MiB of free memory", (held+s.mem)>>20, free>>20)}}
		}
	}
	w, err := compressor(a.Kind, s.level, &s.out)
	if err != nil {
		return kernel.Reply{Err: kernel.RangeError("zlib: %v", err)}
	}
	s.w = w
	id, err := i.AddHandle(s)
	if err != nil {
		return kernel.Reply{Err: err}
	}
	return kernel.Reply{Value: id}
}

func zstream(i *kernel.Instance, id int) (int, *zlibStream, error) {
	s, ok := kernel.HandleOf[*zlibStream](i, id)
	if !ok {
		return 0, nil, kernel.TypeError("zlib: the stream has ended")
	}
	return id, s, nil
}

func opZlibWrite(i *kernel.Instance, a kernel.Ref, data []byte) kernel.Reply {
	_, s, err := zstream(i, a.ID)
	if err != nil {
		return kernel.Reply{Err: err}
	}
	if s.w == nil {
		// data is the operation's own copy: kept as it is, held.
		if !s.in.Adopt(data) {
			return kernel.Reply{Err: i.HoldError("zlib: the input of a decompression stream ("+kernel.SizeText(s.in.Len()+int64(len(data)))+")", s.in.Len()+int64(len(data)))}
		}
		return kernel.Reply{Bytes: []byte{}}
	}
	s.w.Write(data)
	out := bytes.Clone(s.out.Bytes())
	s.out.Reset()
	return kernel.Reply{Bytes: out}
}

// opZlibFlush is a sync flush (Z_SYNC_FLUSH, Z_FULL_FLUSH, brotli's
// BROTLI_OPERATION_FLUSH): what a compression stream has taken so far
// comes out, decodable up to there. A decompression stream gives nothing
// before its end.
func opZlibFlush(i *kernel.Instance, a kernel.Ref, _ []byte) kernel.Reply {
	_, s, err := zstream(i, a.ID)
	if err != nil {
		return kernel.Reply{Err: err}
	}
	f, ok := s.w.(interface{ Flush() error })
	if !ok {
		return kernel.Reply{Bytes: []byte{}}
	}
	if err := f.Flush(); err != nil {
		return kernel.Reply{Err: err}
	}
	out := bytes.Clone(s.out.Bytes())
	s.out.Reset()
	return kernel.Reply{Bytes: out}
}

func opZlibEnd(i *kernel.Instance, a kernel.Ref, _ []byte) kernel.Reply {
	id, s, err := zstream(i, a.ID)
	if err != nil {
		return kernel.Reply{Err: err}
	}
	i.Forget(id)
	if s.w == nil {
		defer s.in.Release()
		return zlibProcess(i, s.kind, s.level, s.partial, s.in.Parts()...)
	}
	if err := s.w.Close(); err != nil {
		return kernel.Reply{Err: err}
	}
	return kernel.Reply{Bytes: s.out.Bytes()}
}

// Ops are zlib's operations.
func Ops() []*kernel.Op {
	mem := "the output must fit the extension's free memory"
	return []*kernel.Op{
		kernel.Def(kernel.Op{Name: "zlib", Limits: mem, Test: "TestNodeZlib"}, opZlib),
		kernel.Def(kernel.Op{Name: "zlib.new", Limits: "-", Test: "TestNodeZlib"}, opZlibNew),
		kernel.Def(kernel.Op{Name: "zlib.write", Limits: mem, Test: "TestNodeZlib"}, opZlibWrite),
		kernel.Def(kernel.Op{Name: "zlib.flush", Limits: mem, Test: "TestNodeZlib"}, opZlibFlush),
		kernel.Def(kernel.Op{Name: "zlib.end", Limits: mem, Test: "TestNodeZlib"}, opZlibEnd),
	}
}
