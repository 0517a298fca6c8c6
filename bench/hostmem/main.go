// Command hostmem measures what the host holds for one extension that
// attacks it through its sockets: the Go heap's peak (in use, sampled
// every 2 ms) and the process's peak resident memory (VmHWM, Linux), each
// scenario in a process of its own, against servers on loopback in that
// process. It prints a Markdown table (docs/limits.md quotes it).
//
//	go run ./bench/hostmem [-gogc 100] [scenario...]
//
// Scenarios (all by default), each with the runner extension
// (testdata/ext/runner.js) under the memory limit it names:
//
//   - ws-frag (64 MiB): 16 WebSockets, each sent one 48 MiB binary message
//     in frames of 64 KiB to 1 MiB, the server stalling before its last.
//   - fetch-post (256 MiB): 16 fetch POSTs of a 24 MiB Uint8Array to a
//     server that accepts and never reads, aborted after 8 s.
//   - fetch-post-text (256 MiB): the same with a 24 MiB string.
//   - http-gzip (256 MiB): 16 http.get of a gzip bomb (1 MiB of gzip,
//     1 GiB of zeros), each piped through zlib.createGunzip.
//   - fetch-endless, http-endless (256 MiB): 16 responses without end,
//     read whole (fetch's arrayBuffer, http's data events).
//   - net-write (64 MiB): 16 sockets to a server that never reads, each
//     written 64 MiB in 1 MiB writes.
//
// The heap's peak includes what the collector has not freed yet: run with
// -gogc 10 to see closer to what is held.
package main

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"context"
	"crypto/sha1"
	"encoding/base64"
	"encoding/binary"
	"encoding/json"
	"flag"
	"fmt"
	"math/rand/v2"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"sync/atomic"
	"time"

	"github.com/earshot/extensions/api"
	"github.com/earshot/extensions/engine"
	"github.com/earshot/extensions/loader"
	"github.com/earshot/extensions/wasm"
)

type scenario struct {
	name  string
	limit uint64
	setup func() (input map[string]any, code string)
}

var scenarios = []scenario{
	{"ws-frag", 64 << 20, wsFrag},
	{"fetch-post", 256 << 20, func() (map[string]any, string) { return fetchPost(false) }},
	{"fetch-post-text", 256 << 20, func() (map[string]any, string) { return fetchPost(true) }},
	{"http-gzip", 256 << 20, httpGzip},
	{"fetch-endless", 256 << 20, func() (map[string]any, string) { return endless(false) }},
	{"http-endless", 256 << 20, func() (map[string]any, string) { return endless(true) }},
	{"net-write", 64 << 20, netWrite},
}

// count tallies the outcomes of the extension's attempts.
const count = `const c = {}; for (const o of out) { const k = String(o).replace(/[0-9]+/g, "N").slice(0, 60); c[k] = (c[k] || 0) + 1; } return c;`

func main() {
	if len(os.Args) == 3 && os.Args[1] == "-one" {
		one(os.Args[2])
		return
	}
	gogc := flag.Int("gogc", 100, "GOGC of the processes measured")
	flag.Parse()
	names := flag.Args()
	if len(names) == 0 {
		for _, s := range scenarios {
			names = append(names, s.name)
		}
	}
	self, err := os.Executable()
	if err != nil {
		fmt.Fprintln(os.Stderr, "hostmem:", err)
		os.Exit(1)
	}
	fmt.Printf("GOGC=%d, %s, %s\n\n", *gogc, runtime.Version(), time.Now().UTC().Format("2006-01-02"))
	fmt.Println("| scenario | memory limit | Go heap peak | VmHWM | outcomes |")
	fmt.Println("|---|---|---|---|---|")
	for _, name := range names {
		cmd := exec.Command(self, "-one", name)
		cmd.Env = append(os.Environ(), fmt.Sprintf("GOGC=%d", *gogc))
		cmd.Stderr = os.Stderr
		out, err := cmd.Output()
		if err != nil {
			fmt.Printf("| %s | failed: %v | | | |\n", name, err)
			continue
		}
		fmt.Print(string(out))
	}
}

// one runs a scenario and prints its row.
func one(name string) {
	var sc *scenario
	for k := range scenarios {
		if scenarios[k].name == name {
			sc = &scenarios[k]
		}
	}
	if sc == nil {
		fmt.Fprintln(os.Stderr, "hostmem: no scenario", name)
		os.Exit(2)
	}
	x, err := load(sc.limit)
	if err != nil {
		fmt.Fprintln(os.Stderr, "hostmem:", err)
		os.Exit(1)
	}
	defer x.Close()
	in, code := sc.setup()
	in["code"] = code + count
	args, _ := json.Marshal(in)
	var peak atomic.Uint64
	stop := make(chan struct{})
	sampled := make(chan struct{})
	go func() {
		defer close(sampled)
		var m runtime.MemStats
		for {
			select {
			case <-stop:
				return
			case <-time.After(2 * time.Millisecond):
			}
			runtime.ReadMemStats(&m)
			if m.HeapInuse > peak.Load() {
				peak.Store(m.HeapInuse)
			}
		}
	}()
	r, err := x.Call(context.Background(), "run", args)
	close(stop)
	<-sampled
	outcome := r.Output
	if err != nil {
		outcome = err.Error()
	}
	outcome = strings.ReplaceAll(strings.SplitN(outcome, "\n", 2)[0], "|", "/")
	fmt.Printf("| %s | %d MiB | %d MiB | %s | %s |\n", name, sc.limit>>20, peak.Load()>>20, vmHWM(), outcome)
}

// load loads the runner extension, with node:http, node:net and
// node:zlib at hand (globalThis.mods), under the memory limit.
func load(limit uint64) (*engine.Extension, error) {
	dir, err := os.MkdirTemp("", "earshot-hostmem-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	_, file, _, _ := runtime.Caller(0)
	runner, err := os.ReadFile(filepath.Join(filepath.Dir(file), "..", "..", "testdata", "ext", "runner.js"))
	if err != nil {
		return nil, err
	}
	src := append([]byte(`import http from "node:http"; import net from "node:net"; import zlib from "node:zlib"; globalThis.mods = { http, net, zlib };
`), runner...)
	path := filepath.Join(dir, "runner.js")
	if err := os.WriteFile(path, src, 0o644); err != nil {
		return nil, err
	}
	b, err := loader.BundleFile(context.Background(), loader.File{Name: "runner", Scope: api.ScopeProject, Path: path, Dir: dir})
	if err != nil {
		return nil, err
	}
	rt := wasm.NewRuntime(wasm.RuntimeOptions{CacheDir: filepath.Join(dir, "cache")})
	cfg := engine.Config{Runtime: rt, Limits: api.Limits{CallTimeout: 30 * time.Second, MemoryLimit: limit, FetchLimit: 1 << 30}}
	return engine.Load(context.Background(), cfg, engine.Source{Name: "runner", File: "runner.js", Code: b.Code})
}

func vmHWM() string {
	st, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return "?"
	}
	for _, l := range strings.Split(string(st), "\n") {
		if v, ok := strings.CutPrefix(l, "VmHWM:"); ok {
			var kb int64
			fmt.Sscan(strings.TrimSpace(v), &kb)
			return fmt.Sprintf("%d MiB", kb>>10)
		}
	}
	return "?"
}

// listen serves each connection with serve, on loopback.
func listen(serve func(net.Conn)) string {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		panic(err)
	}
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			go func() {
				defer c.Close()
				serve(c)
			}()
		}
	}()
	return ln.Addr().String()
}

// zeros is what the servers send from (shared, so that they hold little).
var zeros = make([]byte, 1<<20)

func wsFrag() (map[string]any, string) {
	const total = 48 << 20
	addr := listen(func(c net.Conn) {
		req, err := http.ReadRequest(bufio.NewReader(c))
		if err != nil {
			return
		}
		sum := sha1.Sum([]byte(req.Header.Get("Sec-WebSocket-Key") + "258EAFA5-E914-47DA-95CA-C5AB0DC85B11"))
		fmt.Fprintf(c, "HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: %s\r\n\r\n",
			base64.StdEncoding.EncodeToString(sum[:]))
		for sent := 0; sent < total; {
			n := min(64<<10+rand.IntN(1<<20-64<<10), total-sent)
			op := byte(0)
			if sent == 0 {
				op = 2
			}
			h := binary.BigEndian.AppendUint64([]byte{op, 127}, uint64(n)) // never FIN: the server stalls
			if _, err := c.Write(h); err != nil {
				return
			}
			if _, err := c.Write(zeros[:n]); err != nil {
				return
			}
			sent += n
		}
		buf := make([]byte, 512)
		for {
			if _, err := c.Read(buf); err != nil {
				return
			}
		}
	})
	return map[string]any{"url": "ws://" + addr + "/"}, `const out = await Promise.all(Array.from({length: 16}, () => new Promise((res) => {
		const ws = new WebSocket(input.url); ws.binaryType = "arraybuffer";
		ws.onmessage = (e) => { res("message " + e.data.byteLength); ws.close(); };
		ws.onerror = (e) => res("error " + (e.message || e.error));
		ws.onclose = (e) => res("close " + e.code);
	})));`
}

// deaf accepts connections and never reads.
func deaf() string {
	return listen(func(c net.Conn) { time.Sleep(time.Hour) })
}

func fetchPost(text bool) (map[string]any, string) {
	return map[string]any{"url": "http://" + deaf() + "/", "text": text},
		`const size = 24 << 20; const body = input.text ? "x".repeat(size) : new Uint8Array(size);
		const ac = new AbortController(); setTimeout(() => ac.abort(), 8000);
		const out = await Promise.all(Array.from({length: 16}, () => fetch(input.url, {method: "POST", body, signal: ac.signal}).then(r => "ok " + r.status, e => e.message)));`
}

func httpGzip() (map[string]any, string) {
	var bomb bytes.Buffer
	gz := gzip.NewWriter(&bomb)
	for range 1024 {
		gz.Write(zeros)
	}
	gz.Close()
	addr := listen(func(c net.Conn) {
		br := bufio.NewReader(c)
		for {
			if _, err := http.ReadRequest(br); err != nil {
				return
			}
			fmt.Fprintf(c, "HTTP/1.1 200 OK\r\nContent-Encoding: gzip\r\nContent-Length: %d\r\n\r\n", bomb.Len())
			c.Write(bomb.Bytes())
		}
	})
	return map[string]any{"url": "http://" + addr + "/"}, `const { http, zlib } = globalThis.mods;
		const one = () => new Promise((res) => {
			http.get(input.url, (r) => { const s = r.pipe(zlib.createGunzip()); let n = 0;
				s.on("data", (d) => { n += d.length; }); s.on("end", () => res("ok " + n)); s.on("error", (e) => res(e.message)); }).on("error", (e) => res(e.message));
		});
		const out = await Promise.all(Array.from({length: 16}, one));`
}

func endless(viaHTTP bool) (map[string]any, string) {
	chunk := append(fmt.Appendf(nil, "%x\r\n", len(zeros)), append(bytes.Clone(zeros), "\r\n"...)...)
	addr := listen(func(c net.Conn) {
		br := bufio.NewReader(c)
		if _, err := http.ReadRequest(br); err != nil {
			return
		}
		fmt.Fprintf(c, "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n")
		for {
			if _, err := c.Write(chunk); err != nil {
				return
			}
		}
	})
	code := `const out = await Promise.all(Array.from({length: 16}, () => fetch(input.url).then(r => r.arrayBuffer()).then(b => "ok " + b.byteLength, e => e.message)));`
	if viaHTTP {
		code = `const { http } = globalThis.mods;
		const one = () => new Promise((res) => {
			http.get(input.url, (r) => { const parts = []; r.on("data", (d) => parts.push(d)); r.on("end", () => res("ok")); r.on("error", (e) => res(e.message)); }).on("error", (e) => res(e.message));
		});
		const out = await Promise.all(Array.from({length: 16}, one).map((p) => p.catch((e) => e.message)));`
	}
	return map[string]any{"url": "http://" + addr + "/"}, code
}

func netWrite() (map[string]any, string) {
	return map[string]any{"addr": deaf()}, `const { net } = globalThis.mods; const [host, port] = input.addr.split(":");
		const chunk = Buffer.alloc(1 << 20);
		const one = () => new Promise((res) => {
			const s = net.connect(+port, host); s.on("error", (e) => res(e.message));
			let n = 0; const t = setInterval(() => { for (let k = 0; k < 4; k++) { s.write(chunk); n++; } if (n >= 64) { clearInterval(t); setTimeout(() => { s.destroy(); res("wrote " + n + " MiB"); }, 3000); } }, 10);
		});
		const out = await Promise.all(Array.from({length: 16}, one));`
}
