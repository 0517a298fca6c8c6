package mcpserver

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"sync"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// DefaultMaxFrame is the longest line (one JSON-RPC message) StdioTransport
// reads by default.
const DefaultMaxFrame = 16 << 20

// StdioTransport is the MCP stdio transport — one JSON-RPC message per
// line — that a bad frame cannot break, and that answers every request
// with its id exactly as the client wrote it.
//
// Where the SDK's IOTransport ends the session (and every call in flight)
// at the first line it cannot read, this one answers as JSON-RPC says and
// reads on:
//
//   - a line that is not JSON: a parse error (-32700), id null;
//   - JSON that is not a JSON-RPC message (no "jsonrpc": "2.0", an id that
//     is an object, an array, a boolean or null, no method): an invalid
//     request (-32600), with the message's id when it has a usable one,
//     else null;
//   - a batch (a JSON array; MCP 2025-06-18 removed batching): an array of
//     invalid-request errors, one for each request in it (id null for an
//     element that is not one), or a single error, id null, when it holds
//     none;
//   - a line longer than MaxFrame: an invalid request naming the limit,
//     with the message's id when it can be found near its start (as
//     clients write it), so that the caller's pending call is answered; the
//     line is skipped without being held in memory.
//
// Nesting deeper than encoding/json allows (10,000 levels) is a parse
// error like any other.
//
// Ids. The SDK keeps a request's id as an int64 or a string, so an id such
// as 9007199254740993, 12345678901234567890 or 1.5 would come back changed
// — 1.5 as 1, the id of another request. Each request the client sends is
// given an id of the transport's own on its way in, and its answer the
// client's id on its way out, as the JSON text the client wrote; so are a
// request's progress token (params._meta.progressToken, echoed in
// notifications/progress) and the requestId of notifications/cancelled.
// An id the SDK cannot read at all (a number past float64, 1e400) is
// refused with an error that carries it.
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
	c := &stdioConn{w: t.Writer, incoming: make(chan readResult), closed: make(chan struct{}),
		calls: map[int64]clientCall{}, byText: map[string]int64{}}
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

	// The client's requests being served, by the id the SDK knows them
	// by, and that id by the client's id (see StdioTransport's Ids).
	idMu   sync.Mutex
	lastID int64
	calls  map[int64]clientCall
	byText map[string]int64

	closeOnce sync.Once
	closed    chan struct{}
}

// clientCall is a request of the client being served: its id and progress
// token (nil if none) as the client wrote them, and the key of its id in
// byText.
type clientCall struct {
	id, token json.RawMessage
	key       string
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
		var v any
		err := json.Unmarshal(line, &v)
		c.reject(nil, jsonrpc.CodeParseError, fmt.Sprintf("parse error: %v", err))
		return nil, false
	}
	if line[0] == '[' {
		c.rejectBatch(line)
		return nil, false
	}
	var fields map[string]json.RawMessage // keys as written: JSON-RPC's are case-sensitive
	if json.Unmarshal(line, &fields) != nil {
		c.reject(nil, jsonrpc.CodeInvalidRequest, "invalid request: a message is a JSON object")
		return nil, false
	}
	rawID, hasID := fields["id"]
	id, idOK := clientID(rawID)
	msg, err := jsonrpc.DecodeMessage(line)
	if err != nil {
		c.reject(id, jsonrpc.CodeInvalidRequest, fmt.Sprintf("invalid request: %v", err))
		return nil, false
	}
	req, ok := msg.(*jsonrpc.Request)
	if !ok {
		return msg, true // the client's answer to a request of ours: our id
	}
	switch {
	case hasID && !idOK:
		c.reject(nil, jsonrpc.CodeInvalidRequest, "invalid request: an id is a string or a number (MCP: not null)")
		return nil, false
	case hasID:
		return c.enter(req, id, fields["params"])
	case req.Method == "notifications/cancelled":
		return c.cancelled(req)
	}
	return req, true
}

// clientID is raw as an id JSON-RPC allows (a string or a number), compact,
// or nil with false.
func clientID(raw json.RawMessage) (json.RawMessage, bool) {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 {
		return nil, false
	}
	switch c := raw[0]; {
	case c == '"', c == '-', c >= '0' && c <= '9':
		return raw, true
	}
	return nil, false
}

// idKey is how an id is looked up when the client names it again (in
// notifications/cancelled): a string by its value, a number by its text.
func idKey(raw json.RawMessage) string {
	var s string
	if raw[0] == '"' && json.Unmarshal(raw, &s) == nil {
		return "s" + s
	}
	return "n" + string(raw)
}

// enter gives the client's request req, whose id is id, an id of ours, and
// its progress token one too.
func (c *stdioConn) enter(req *jsonrpc.Request, id, params json.RawMessage) (jsonrpc.Message, bool) {
	c.idMu.Lock()
	c.lastID++
	ours := c.lastID
	call := clientCall{id: bytes.Clone(id), key: idKey(id)}
	if token, p, ok := replaceToken(params, ours); ok {
		call.token = token
		req.Params = p
	}
	c.calls[ours] = call
	c.byText[call.key] = ours
	c.idMu.Unlock()
	req.ID, _ = jsonrpc.MakeID(float64(ours)) // exact: ours stays far below 2^53
	return req, true
}

// replaceToken returns the progress token of a request's params
// (_meta.progressToken) and the params with ours in its place; ok is false
// when there is none.
func replaceToken(params json.RawMessage, ours int64) (token, replaced json.RawMessage, ok bool) {
	if !bytes.Contains(params, []byte(`"progressToken"`)) {
		return nil, nil, false
	}
	var p map[string]json.RawMessage
	var meta map[string]json.RawMessage
	if json.Unmarshal(params, &p) != nil || json.Unmarshal(p["_meta"], &meta) != nil {
		return nil, nil, false
	}
	token, ok = clientID(meta["progressToken"])
	if !ok {
		return nil, nil, false
	}
	meta["progressToken"] = json.RawMessage(strconv.FormatInt(ours, 10))
	m, err := json.Marshal(meta)
	if err != nil {
		return nil, nil, false
	}
	p["_meta"] = m
	if replaced, err = json.Marshal(p); err != nil {
		return nil, nil, false
	}
	return bytes.Clone(token), replaced, true
}

// cancelled passes on the client's notifications/cancelled with the id of
// ours it names; one for a request that is not being served (answered
// already, or never sent) is dropped.
func (c *stdioConn) cancelled(req *jsonrpc.Request) (jsonrpc.Message, bool) {
	var p map[string]json.RawMessage
	if json.Unmarshal(req.Params, &p) != nil {
		return nil, false
	}
	id, ok := clientID(p["requestId"])
	if !ok {
		return nil, false
	}
	c.idMu.Lock()
	ours, ok := c.byText[idKey(id)]
	c.idMu.Unlock()
	if !ok {
		return nil, false
	}
	p["requestId"] = json.RawMessage(strconv.FormatInt(ours, 10))
	params, err := json.Marshal(p)
	if err != nil {
		return nil, false
	}
	req.Params = params
	return req, true
}

// answered forgets the client's request that the SDK knows by id, and
// returns it; ok is false when id is not one of ours.
func (c *stdioConn) answered(id jsonrpc.ID) (clientCall, bool) {
	n, isInt := id.Raw().(int64)
	if !isInt {
		return clientCall{}, false
	}
	c.idMu.Lock()
	defer c.idMu.Unlock()
	call, ok := c.calls[n]
	if ok {
		delete(c.calls, n)
		if c.byText[call.key] == n {
			delete(c.byText, call.key)
		}
	}
	return call, ok
}

// dropped forgets a request whose answer is not sent (the client
// cancelled it; see drainConn).
func (c *stdioConn) dropped(id jsonrpc.ID) { c.answered(id) }

// rejectBatch answers a batch: an invalid-request error for each request
// in it, with its id (null for an element that is not a request); a single
// error when it holds none.
func (c *stdioConn) rejectBatch(line []byte) {
	const why = "invalid request: batches are not supported (MCP 2025-06-18 removed them); send one message per line"
	var batch []json.RawMessage
	_ = json.Unmarshal(line, &batch)
	var out [][]byte
	for _, raw := range batch {
		var fields map[string]json.RawMessage
		if json.Unmarshal(raw, &fields) != nil {
			out = append(out, errorResponse(nil, jsonrpc.CodeInvalidRequest, why))
			continue
		}
		rawID, hasID := fields["id"]
		if _, isMethod := fields["method"]; !hasID && isMethod {
			continue // a notification: no answer
		}
		id, _ := clientID(rawID)
		out = append(out, errorResponse(id, jsonrpc.CodeInvalidRequest, why))
	}
	if len(out) == 0 {
		msg := why
		if len(batch) == 0 {
			msg = "invalid request: an empty batch"
		}
		c.writeLine(errorResponse(nil, jsonrpc.CodeInvalidRequest, msg))
		return
	}
	c.writeLine(append(append([]byte("["), bytes.Join(out, []byte(","))...), ']'))
}

// idNear finds the id of a message from its first bytes, as clients write
// it ({"jsonrpc": "2.0", "id": 7, "method": ..., "params": ...}): the
// top-level keys are read in order until "id", or until the head ends.
func idNear(head []byte) json.RawMessage {
	d := json.NewDecoder(bytes.NewReader(head))
	if t, err := d.Token(); err != nil || t != json.Delim('{') {
		return nil
	}
	for d.More() {
		k, err := d.Token()
		if err != nil {
			return nil
		}
		var raw json.RawMessage
		if d.Decode(&raw) != nil {
			return nil
		}
		if k == "id" {
			id, _ := clientID(raw)
			return id
		}
	}
	return nil
}

// reject writes an error response whose id is id as the client wrote it
// (nil: null).
func (c *stdioConn) reject(id json.RawMessage, code int64, msg string) {
	_ = c.writeLine(errorResponse(id, code, msg))
}

// errorResponse is a JSON-RPC error response with the id id (nil: null).
func errorResponse(id json.RawMessage, code int64, msg string) []byte {
	e, _ := json.Marshal(jsonrpc.Error{Code: code, Message: msg})
	if id == nil {
		id = json.RawMessage("null")
	}
	return withID([]byte(`{"jsonrpc":"2.0","error":`+string(e)+`}`), id)
}

// withID puts "id": id into data, a JSON object without one, after its
// "jsonrpc" member when that comes first (as the SDK writes it).
func withID(data []byte, id json.RawMessage) []byte {
	at := 1
	if prefix := []byte(`{"jsonrpc":"2.0"`); bytes.HasPrefix(data, prefix) {
		at = len(prefix)
	}
	out := make([]byte, 0, len(data)+len(id)+8)
	out = append(out, data[:at]...)
	if at > 1 {
		out = append(out, ',')
	}
	out = append(out, `"id":`...)
	out = append(out, id...)
	if at == 1 {
		out = append(out, ',')
	} else if data[at] != '}' {
		out = append(out, ',')
		at++ // the comma after "jsonrpc"
	}
	return append(out, data[at:]...)
}

func (c *stdioConn) write(msg jsonrpc.Message) error {
	switch m := msg.(type) {
	case *jsonrpc.Response:
		if call, ok := c.answered(m.ID); ok {
			data, err := jsonrpc.EncodeMessage(&jsonrpc.Response{Result: m.Result, Error: m.Error})
			if err != nil {
				return fmt.Errorf("encoding a message: %w", err)
			}
			return c.writeLine(withID(data, call.id))
		}
	case *jsonrpc.Request:
		if m.Method == "notifications/progress" {
			return c.writeProgress(m)
		}
	}
	data, err := jsonrpc.EncodeMessage(msg)
	if err != nil {
		return fmt.Errorf("encoding a message: %w", err)
	}
	return c.writeLine(data)
}

// writeProgress writes a progress notification with the progress token the
// client gave; one for a request no longer served is dropped.
func (c *stdioConn) writeProgress(m *jsonrpc.Request) error {
	var p map[string]json.RawMessage
	if err := json.Unmarshal(m.Params, &p); err != nil {
		return fmt.Errorf("encoding a progress notification: %w", err)
	}
	ours, err := strconv.ParseInt(string(p["progressToken"]), 10, 64)
	c.idMu.Lock()
	call, ok := c.calls[ours]
	c.idMu.Unlock()
	if err != nil || !ok || call.token == nil {
		return nil
	}
	p["progressToken"] = call.token
	params, err := json.Marshal(p)
	if err != nil {
		return fmt.Errorf("encoding a progress notification: %w", err)
	}
	data, err := jsonrpc.EncodeMessage(&jsonrpc.Request{Method: m.Method, Params: params})
	if err != nil {
		return fmt.Errorf("encoding a message: %w", err)
	}
	return c.writeLine(data)
}

// writeLine writes one message and its newline.
func (c *stdioConn) writeLine(data []byte) error {
	c.writeMu.Lock()
	defer c.writeMu.Unlock()
	_, err := c.w.Write(append(data, '\n'))
	return err
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
