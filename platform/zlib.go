package platform

import (
	"bufio"
	"bytes"
	"compress/flate"
	"compress/gzip"
	"compress/zlib"
	"encoding/json"
	"errors"
	"io"
)

// The host side of node:zlib: gzip, deflate (zlib) and raw deflate, both
// ways (Go's compress). What comes out of a decompression must fit the
// extension's free memory: a small bomb cannot fill the host.

type zlibArgs struct {
	ID    int    `json:"id"`
	Kind  string `json:"kind"` // gzip, gunzip, deflate, inflate, deflateRaw, inflateRaw, unzip
	Level *int   `json:"level"`
}

func compressor(kind string, level int, w io.Writer) (io.WriteCloser, error) {
	switch kind {
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

func zlibError(err error) error {
	msg := err.Error()
	code := "Z_DATA_ERROR"
	switch {
	case errors.Is(err, gzip.ErrHeader), errors.Is(err, zlib.ErrHeader):
		msg = "incorrect header check"
	case errors.Is(err, io.ErrUnexpectedEOF):
		msg, code = "unexpected end of file", "Z_BUF_ERROR"
	}
	return &JSError{Name: "Error", Code: code, Errno: map[string]int{"Z_DATA_ERROR": -3, "Z_BUF_ERROR": -5}[code], Message: msg}
}

// process runs data through kind at once.
func (i *Instance) zlibProcess(kind string, level int, data []byte) ([]byte, error) {
	var out bytes.Buffer
	if w, err := compressor(kind, level, &out); w != nil || err != nil {
		if err != nil {
			return nil, rangeError("zlib: %v", err)
		}
		w.Write(data)
		if err := w.Close(); err != nil {
			return nil, err
		}
		return out.Bytes(), nil
	}
	r, err := decompressor(kind, bytes.NewReader(data))
	if r == nil && err == nil {
		return nil, nodeError("Error", "ERR_EARSHOT_UNSUPPORTED", "zlib: %s is not provided (brotli is not)", kind)
	}
	if err != nil {
		return nil, zlibError(err)
	}
	defer r.Close()
	free := i.freeMemory()
	n, err := io.Copy(&out, io.LimitReader(r, free+1))
	if n > free {
		return nil, &JSError{Name: "RangeError", Code: "ERR_BUFFER_TOO_LARGE",
			Message: "zlib: the output is larger than the extension's free memory"}
	}
	if err != nil {
		return nil, zlibError(err)
	}
	return out.Bytes(), nil
}

func levelOf(l *int) int {
	if l == nil || *l < -1 || *l > 9 {
		return flate.DefaultCompression
	}
	return *l
}

func opZlib(i *Instance, args, data []byte) Reply {
	var a zlibArgs
	_ = json.Unmarshal(args, &a)
	out, err := i.zlibProcess(a.Kind, levelOf(a.Level), data)
	if err != nil {
		return Reply{Err: err}
	}
	return Reply{Bytes: out}
}

// A stream: compression writes through (each write returns what came out);
// decompression keeps the input until the end (Go's readers pull).
type zlibStream struct {
	kind  string
	level int
	out   bytes.Buffer
	w     io.WriteCloser
	in    bytes.Buffer
}

func (*zlibStream) close() {}

func opZlibNew(i *Instance, args, _ []byte) Reply {
	var a zlibArgs
	_ = json.Unmarshal(args, &a)
	s := &zlibStream{kind: a.Kind, level: levelOf(a.Level)}
	w, err := compressor(a.Kind, s.level, &s.out)
	if err != nil {
		return Reply{Err: rangeError("zlib: %v", err)}
	}
	s.w = w
	id, err := i.addHandle(s, maxOpenCompressors, "compression streams")
	if err != nil {
		return Reply{Err: err}
	}
	return Reply{Value: id}
}

func (i *Instance) zstream(args []byte) (int, *zlibStream, error) {
	var a zlibArgs
	_ = json.Unmarshal(args, &a)
	i.mu.Lock()
	defer i.mu.Unlock()
	s, ok := i.handles[a.ID].(*zlibStream)
	if !ok {
		return 0, nil, typeError("zlib: the stream has ended")
	}
	return a.ID, s, nil
}

// zlibBuffered is the input the instance's decompression streams hold, all
// of it counted against the extension's memory.
func (i *Instance) zlibBuffered() int64 {
	i.mu.Lock()
	defer i.mu.Unlock()
	var n int64
	for _, h := range i.handles {
		if z, ok := h.(*zlibStream); ok {
			n += int64(z.in.Len())
		}
	}
	return n
}

func opZlibWrite(i *Instance, args, data []byte) Reply {
	_, s, err := i.zstream(args)
	if err != nil {
		return Reply{Err: err}
	}
	if s.w == nil {
		if i.zlibBuffered()+int64(len(data)) > i.freeMemory() {
			return Reply{Err: rangeError("zlib: the input is larger than the extension's free memory")}
		}
		s.in.Write(data)
		return Reply{Bytes: []byte{}}
	}
	s.w.Write(data)
	out := bytes.Clone(s.out.Bytes())
	s.out.Reset()
	return Reply{Bytes: out}
}

func opZlibEnd(i *Instance, args, _ []byte) Reply {
	id, s, err := i.zstream(args)
	if err != nil {
		return Reply{Err: err}
	}
	i.mu.Lock()
	i.dropHandle(id)
	i.mu.Unlock()
	if s.w == nil {
		out, err := i.zlibProcess(s.kind, s.level, s.in.Bytes())
		if err != nil {
			return Reply{Err: err}
		}
		return Reply{Bytes: out}
	}
	if err := s.w.Close(); err != nil {
		return Reply{Err: err}
	}
	return Reply{Bytes: s.out.Bytes()}
}

func init() {
	mem := "the output must fit the extension's free memory"
	register(
		&Op{Name: "zlib", Limits: mem, Test: "TestNodeZlib", Run: opZlib},
		&Op{Name: "zlib.new", Limits: "-", Test: "TestNodeZlib", Run: opZlibNew},
		&Op{Name: "zlib.write", Limits: mem, Test: "TestNodeZlib", Run: opZlibWrite},
		&Op{Name: "zlib.end", Limits: mem, Test: "TestNodeZlib", Run: opZlibEnd},
	)
}
