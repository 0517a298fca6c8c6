package mcpserver

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"sync"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// DefaultMaxFrame is the longest line (one JSON-RPC message) StdioTransport
// reads by default.
const DefaultMaxFrame = 16 << 20

// StdioTransport is the MCP stdio transport — one JSON-RPC message per
// line — that a bad frame cannot break. Where the SDK's IOTransport ends
// the session (and every call in flight) at the first line it cannot read,
// this one answers as JSON-RPC says and reads on:
//
//   - a line that is not JSON: a parse error (-32700), id null;
//   - JSON that is not a JSON-RPC message (no "jsonrpc": "2.0", an id that
//     is an object or an array, no method): an invalid request (-32600),
//     with the message's id when it has a usable one, else null;
//   - a batch (a JSON array; MCP 2025-06-18 removed batching): an invalid
//     request for each request in it;
//   - a line longer than MaxFrame: an invalid request naming the limit,
//     with the message's id when it can be found near its start (as
//     clients write it), so that the caller's pending call is answered; the
//     line is skipped without being held in memory.
//
// Nesting deeper than encoding/json allows (10,000 levels) is a parse
// error like any other.
type StdioTransport struct {
	Reader io.Reader
	Writer io.Writer
	// MaxFrame is the longest line read (0: DefaultMaxFrame).
	MaxFrame int
}

// Connect implements mcp.Transport.
func (t *StdioTransport) Connect(context.Context) (mcp.Connection, error) {
	limit := t.MaxFrame
	if limit <= 0 {
		limit = DefaultMaxFrame
	}
	c := &stdioConn{w: t.Writer, incoming: make(chan readResult), closed: make(chan struct{})}
	go c.readLoop(bufio.NewReaderSize(t.Reader, 64<<10), limit)
	return c, nil
}

type readResult struct {
	msg jsonrpc.Message
	err error
}

type stdioConn struct {
	w        io.Writer
	writeMu  sync.Mutex
	incoming chan readResult

	closeOnce sync.Once
	closed    chan struct{}
}

// readLoop reads lines, hands messages to Read, and answers the lines that
// are not messages itself.
func (c *stdioConn) readLoop(r *bufio.Reader, limit int) {
	for {
		line, head, n, err := readLine(r, limit)
		if n > 0 || len(line) > 0 {
			switch {
			case n > limit:
				c.reject(idNear(head), jsonrpc.CodeInvalidRequest,
					fmt.Sprintf("the message is %d bytes; the limit is %d (earshot extensions mcp --max-frame)", n, limit))
			default:
				if msg, ok := c.decode(line); ok && !c.deliver(readResult{msg: msg}) {
					return
				}
			}
		}
		if err != nil {
			if errors.Is(err, io.EOF) {
				err = io.EOF
			}
			c.deliver(readResult{err: err})
			return
		}
	}
}

func (c *stdioConn) deliver(r readResult) bool {
	select {
	case c.incoming <- r:
		return true
	case <-c.closed:
		return false
	}
}

// readLine reads one line without its newline. A line longer than limit is
// read through and dropped: line is nil, head holds its first bytes, and n
// its length.
func readLine(r *bufio.Reader, limit int) (line, head []byte, n int, err error) {
	var buf []byte
	for {
		chunk, err := r.ReadSlice('\n')
		n += len(chunk)
		if n <= limit+1 { // +1: the newline
			buf = append(buf, chunk...)
		} else if len(head) == 0 {
			head = append(buf, chunk[:min(len(chunk), 64<<10)]...)
			head = head[:min(len(head), 64<<10)]
			buf = nil
		}
		if errors.Is(err, bufio.ErrBufferFull) {
			continue
		}
		if bytes.HasSuffix(chunk, []byte("\n")) {
			n--
		}
		if n > limit {
			return nil, head, n, err
		}
		return bytes.TrimRight(buf, "\r\n"), nil, n, err
	}
}

// decode turns a line into a message, or answers it.
func (c *stdioConn) decode(line []byte) (jsonrpc.Message, bool) {
	line = bytes.TrimSpace(line)
	if len(line) == 0 {
		return nil, false
	}
	if !json.Valid(line) {
		var err error
		var v any
		if e := json.Unmarshal(line, &v); e != nil {
			err = e
		}
		c.reject(jsonrpc.ID{}, jsonrpc.CodeParseError, fmt.Sprintf("parse error: %v", err))
		return nil, false
	}
	if line[0] == '[' {
		var batch []json.RawMessage
		_ = json.Unmarshal(line, &batch)
		if len(batch) == 0 {
			c.reject(jsonrpc.ID{}, jsonrpc.CodeInvalidRequest, "invalid request: an empty batch")
		}
		for _, raw := range batch {
			if id, ok := usableID(raw); ok && id.IsValid() {
				c.reject(id, jsonrpc.CodeInvalidRequest, "invalid request: batches are not supported (MCP 2025-06-18 removed them); send one message per line")
			}
		}
		return nil, false
	}
	msg, err := jsonrpc.DecodeMessage(line)
	if err != nil {
		id, _ := usableID(line)
		c.reject(id, jsonrpc.CodeInvalidRequest, fmt.Sprintf("invalid request: %v", err))
		return nil, false
	}
	return msg, true
}

// usableID is the id of a JSON object, when it is one JSON-RPC allows (a
// string or a number).
func usableID(raw []byte) (jsonrpc.ID, bool) {
	var m struct {
		ID json.RawMessage `json:"id"`
	}
	if json.Unmarshal(raw, &m) != nil || len(m.ID) == 0 {
		return jsonrpc.ID{}, false
	}
	var v any
	d := json.NewDecoder(bytes.NewReader(m.ID))
	d.UseNumber()
	if d.Decode(&v) != nil {
		return jsonrpc.ID{}, false
	}
	switch x := v.(type) {
	case string:
		id, err := jsonrpc.MakeID(x)
		return id, err == nil
	case json.Number:
		if i, err := x.Int64(); err == nil {
			id, err := jsonrpc.MakeID(float64(i))
			return id, err == nil
		}
	}
	return jsonrpc.ID{}, false
}

// idNear finds the id of a message from its first bytes, as clients write
// it ({"jsonrpc": "2.0", "id": 7, "method": ..., "params": ...}): the
// top-level keys are read in order until "id", or until the head ends.
func idNear(head []byte) jsonrpc.ID {
	d := json.NewDecoder(bytes.NewReader(head))
	d.UseNumber()
	if t, err := d.Token(); err != nil || t != json.Delim('{') {
		return jsonrpc.ID{}
	}
	for d.More() {
		k, err := d.Token()
		if err != nil {
			return jsonrpc.ID{}
		}
		if k == "id" {
			var raw json.RawMessage
			if d.Decode(&raw) != nil {
				return jsonrpc.ID{}
			}
			id, _ := usableID([]byte(`{"id":` + string(raw) + `}`))
			return id
		}
		var skip json.RawMessage
		if d.Decode(&skip) != nil {
			return jsonrpc.ID{}
		}
	}
	return jsonrpc.ID{}
}

// reject writes an error response.
func (c *stdioConn) reject(id jsonrpc.ID, code int64, msg string) {
	resp := &jsonrpc.Response{ID: id, Error: &jsonrpc.Error{Code: code, Message: msg}}
	_ = c.write(resp)
}

func (c *stdioConn) write(msg jsonrpc.Message) error {
	data, err := jsonrpc.EncodeMessage(msg)
	if err != nil {
		return fmt.Errorf("encoding a message: %w", err)
	}
	if resp, ok := msg.(*jsonrpc.Response); ok && !resp.ID.IsValid() {
		// jsonrpc2 leaves out an id it does not have; JSON-RPC wants null.
		data = withNullID(data)
	}
	data = append(data, '\n')
	c.writeMu.Lock()
	defer c.writeMu.Unlock()
	_, err = c.w.Write(data)
	return err
}

func withNullID(data []byte) []byte {
	var m map[string]json.RawMessage
	if json.Unmarshal(data, &m) != nil {
		return data
	}
	if _, ok := m["id"]; !ok {
		m["id"] = json.RawMessage("null")
	}
	b, err := json.Marshal(m)
	if err != nil {
		return data
	}
	return b
}

// Read implements mcp.Connection.
func (c *stdioConn) Read(ctx context.Context) (jsonrpc.Message, error) {
	select {
	case <-ctx.Done():
		return nil, ctx.Err()
	case r := <-c.incoming:
		return r.msg, r.err
	case <-c.closed:
		return nil, io.EOF
	}
}

// Write implements mcp.Connection.
func (c *stdioConn) Write(ctx context.Context, msg jsonrpc.Message) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	return c.write(msg)
}

// Close implements mcp.Connection. The reader is not closed (stdin cannot
// be unblocked portably); the read loop ends at its next line or at EOF.
func (c *stdioConn) Close() error {
	c.closeOnce.Do(func() { close(c.closed) })
	return nil
}

// SessionID implements mcp.Connection.
func (c *stdioConn) SessionID() string { return "" }
