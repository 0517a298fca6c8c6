package engine_test

import (
	"bufio"
	"context"
	"crypto/tls"
	"encoding/json"
	"encoding/pem"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"

	"github.com/earshot/extensions/engine"
)

// echoServer is a TCP server that writes back what it reads, until the
// client closes its side. The closed channel gets one value per
// connection that ended.
func echoServer(t testing.TB) (addr string, closed chan struct{}) {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	closed = make(chan struct{}, 100)
	var wg sync.WaitGroup
	t.Cleanup(func() { ln.Close(); wg.Wait() })
	wg.Add(1)
	go func() {
		defer wg.Done()
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			wg.Add(1)
			go func() {
				defer wg.Done()
				io.Copy(c, c)
				c.Close()
				closed <- struct{}{}
			}()
		}
	}()
	return ln.Addr().String(), closed
}

func netRun(t testing.TB, x *engine.Extension, code string, extra map[string]any) engine.Result {
	t.Helper()
	return run(t, x, code, extra)
}

func TestNetSockets(t *testing.T) {
	addr, _ := echoServer(t)
	host, port, _ := net.SplitHostPort(addr)
	x := load(t, "net-runner.js", config(t))
	in := map[string]any{"host": host, "port": port}
	tests := []struct{ name, code, want string }{
		{"echo", `const s = mods.net.connect(+input.port, input.host); const ev = []; s.on("connect", () => ev.push("connect")); s.on("ready", () => ev.push("ready"));
			s.write("hello"); s.end(" world"); let out = ""; s.setEncoding("utf8"); s.on("data", (d) => out += d);
			await new Promise((r) => s.on("close", (e) => { ev.push("close:" + e); r(); })); s.on("end", () => ev.push("end")); return [out, ev, s.bytesRead, s.bytesWritten]`,
			`["hello world",["connect","ready","close:false"],11,11]`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := netRun(t, x, tt.code, in)
			got, _ := json.Marshal(jsonOf(t, r))
			if string(got) != tt.want {
				t.Errorf("got  %s\nwant %s", got, tt.want)
			}
		})
	}
}

var _ = bufio.NewReader
var _ = context.Background
var _ = tls.Client
var _ = pem.Encode
var _ = fmt.Sprint
var _ = http.Get
var _ = httptest.NewServer
var _ = strings.Contains
