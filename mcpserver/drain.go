package mcpserver

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"sync"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// drainTransport wraps a transport so that when the client closes its side
// (stdin ends), the requests it already sent are still answered before the
// connection closes: `printf '...' | earshot extensions mcp` gets its
// answers. Questions to the client are cancelled then, since no answer can
// arrive any more.
//
// It also keeps the MCP specification's word on cancellation: a request the
// client cancelled (notifications/cancelled) gets no response — the call
// is stopped (its context ends: the extension's signal fires, and an
// extension that does not stop is restarted), and the response the SDK
// writes for it is dropped.
type drainTransport struct {
	mcp.Transport
	inputClosed func()
}

func (t drainTransport) Connect(ctx context.Context) (mcp.Connection, error) {
	c, err := t.Transport.Connect(ctx)
	if err != nil {
		return nil, err
	}
	return &drainConn{Connection: c, inputClosed: t.inputClosed, open: map[jsonrpc.ID]bool{}, cancelled: map[jsonrpc.ID]bool{},
		changed: make(chan struct{}), closed: make(chan struct{})}, nil
}

type drainConn struct {
	mcp.Connection
	inputClosed func()

	mu        sync.Mutex
	open      map[jsonrpc.ID]bool // requests read and not answered yet
	cancelled map[jsonrpc.ID]bool // requests the client cancelled: not answered
	changed   chan struct{}       // closed (and replaced) when open shrinks

	closeOnce sync.Once
	closed    chan struct{}
}

func (c *drainConn) Read(ctx context.Context) (jsonrpc.Message, error) {
	msg, err := c.Connection.Read(ctx)
	if err == nil {
		if req, ok := msg.(*jsonrpc.Request); ok && req.IsCall() {
			c.mu.Lock()
			c.open[req.ID] = true
			c.mu.Unlock()
		} else if ok && req.Method == "notifications/cancelled" {
			var p struct {
				RequestID any `json:"requestId"`
			}
			if json.Unmarshal(req.Params, &p) == nil {
				if id, err := jsonrpc.MakeID(p.RequestID); err == nil && id.IsValid() {
					c.mu.Lock()
					if c.open[id] {
						c.cancelled[id] = true
					}
					c.mu.Unlock()
				}
			}
		}
		return msg, nil
	}
	if !errors.Is(err, io.EOF) {
		return nil, err
	}
	c.inputClosed()
	for {
		c.mu.Lock()
		n, changed := len(c.open), c.changed
		c.mu.Unlock()
		if n == 0 {
			return nil, err
		}
		select {
		case <-changed:
		case <-ctx.Done():
			return nil, err
		case <-c.closed:
			return nil, err
		}
	}
}

func (c *drainConn) Write(ctx context.Context, msg jsonrpc.Message) error {
	resp, isResp := msg.(*jsonrpc.Response)
	var err error
	c.mu.Lock()
	drop := isResp && c.cancelled[resp.ID]
	c.mu.Unlock()
	if !drop {
		err = c.Connection.Write(ctx, msg)
	} else if d, ok := c.Connection.(interface{ dropped(jsonrpc.ID) }); ok {
		d.dropped(resp.ID) // the transport forgets it too (StdioTransport's ids)
	}
	if isResp {
		c.mu.Lock()
		delete(c.cancelled, resp.ID)
		if c.open[resp.ID] {
			delete(c.open, resp.ID)
			close(c.changed)
			c.changed = make(chan struct{})
		}
		c.mu.Unlock()
	}
	return err
}

func (c *drainConn) Close() error {
	c.closeOnce.Do(func() { close(c.closed) })
	return c.Connection.Close()
}
