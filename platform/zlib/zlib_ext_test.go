package zlib_test

import (
	"bytes"
	"compress/gzip"
	"compress/zlib"
	"encoding/base64"
	"encoding/json"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"github.com/andybalholm/brotli"

	"github.com/earshot/extensions/internal/jstest"
)

// TestNodeZlib: what zlib writes, Go reads, and the other way round; a
// decompression bomb is an error, not memory the host gives out; open
// streams are bounded.
func TestNodeZlib(t *testing.T) {
	// Inflating the bomb up to the budget takes seconds under -race on a
	// busy machine; the test is about the error, not the time.
	x := jstest.Node(t, t.TempDir(), nil, 60*time.Second)
	data := jstest.Pattern(3 << 20)
	r := jstest.Run(t, x, jstest.PatternJS+`const d = pattern(3 << 20);
		return [mods.zlib.gzipSync(d).toString("base64"), mods.zlib.deflateSync(d, {level: 1}).toString("base64")]`, nil)
	var got []string
	if err := json.Unmarshal([]byte(r.Output), &got); err != nil || len(got) != 2 {
		t.Fatalf("%.200s", r.Output)
	}
	for i, enc := range got {
		raw, _ := base64.StdEncoding.DecodeString(enc)
		var rd io.Reader
		var err error
		if i == 0 {
			rd, err = gzip.NewReader(bytes.NewReader(raw))
		} else {
			rd, err = zlib.NewReader(bytes.NewReader(raw))
		}
		if err != nil {
			t.Fatal(err)
		}
		if out, err := io.ReadAll(rd); err != nil || !bytes.Equal(out, data) {
			t.Fatalf("Go could not read what the extension wrote (%d): %v", i, err)
		}
	}
	var gz bytes.Buffer
	w := gzip.NewWriter(&gz)
	w.Write(data)
	w.Close()
	gzIn := map[string]any{"gz": base64.StdEncoding.EncodeToString(gz.Bytes())}
	r = jstest.Run(t, x, jstest.PatternJS+`const out = mods.zlib.gunzipSync(Buffer.from(input.gz, "base64"));
		const chunks = []; const g = mods.zlib.createGunzip(); g.on("data", (c) => chunks.push(c)); const done = new Promise((r) => g.on("end", r));
		const src = Buffer.from(input.gz, "base64"); for (let i = 0; i < src.length; i += 1000) g.write(src.subarray(i, i + 1000)); g.end(); await done;
		return [out.equals(pattern(3 << 20)), Buffer.concat(chunks).equals(out)]`, gzIn)
	if r.Output != `[true,true]` {
		t.Fatalf("the extension could not read what Go wrote: %s", r.Output)
	}
	// A bomb: more zeros than the extension's memory limit, in a few
	// hundred kilobytes.
	var bomb bytes.Buffer
	w, _ = gzip.NewWriterLevel(&bomb, gzip.BestSpeed)
	zero := make([]byte, 1<<20)
	for range 320 { // MiB: the default limit is 256
		w.Write(zero)
	}
	w.Close()
	in := map[string]any{"gz": base64.StdEncoding.EncodeToString(bomb.Bytes())}
	for _, code := range []string{
		`try { mods.zlib.gunzipSync(Buffer.from(input.gz, "base64")); return "inflated" } catch (e) { return e.code }`,
		`try { await mods.util.promisify(mods.zlib.gunzip)(Buffer.from(input.gz, "base64")); return "inflated" } catch (e) { return e.code }`,
	} {
		r = jstest.Run(t, x, code, in)
		if r.Output != `"ERR_BUFFER_TOO_LARGE"` {
			t.Fatalf("%s: %+v", code, r)
		}
	}
	// Streams left open are bounded, and the extension goes on: a call
	// that meets the limit and ends what it opened keeps its instance;
	// one that leaves the instance at the limit is followed by a fresh one.
	r = jstest.Run(t, x, `globalThis.zs = []; let code = "unbounded"; try { for (let i = 0; i < 1000; i++) zs.push(mods.zlib.createGzip()) } catch (e) { code = e.code }
		const n = zs.length; for (const z of zs.splice(0)) z.end(); await new Promise((r) => setTimeout(r, 10));
		return [code, n, mods.zlib.inflateSync(mods.zlib.deflateSync("again")).toString()]`, nil)
	if r.Output != `["ERR_EARSHOT_LIMIT",64,"again"]` {
		t.Fatalf("open compressors, then ended: %s", r.Output)
	}
	r = jstest.Run(t, x, `const kept = typeof globalThis.zs; try { for (let i = 0; i < 1000; i++) zs.push(mods.zlib.createGzip()) } catch (e) { return [kept, e.code] } return "unbounded"`, nil)
	if r.Output != `["object","ERR_EARSHOT_LIMIT"]` {
		t.Fatalf("open compressors, kept: %s", r.Output)
	}
	r = jstest.Run(t, x, `return [typeof globalThis.zs, mods.zlib.inflateSync(mods.zlib.deflateSync("afresh")).toString()]`, nil)
	if r.Output != `["undefined","afresh"]` {
		t.Fatalf("after a call left 64 compressors open: %s", r.Output)
	}
}

// TestNodeBrotli: brotli's output need not be Node's byte for byte, but
// each side reads the other's. The extension decompresses what Node
// compressed (platform/testdata/brotli/text.br, made by Node's
// zlib.brotliCompressSync from text.txt), at once and as a stream fed in
// small pieces; Node (when installed) and Go decompress what the extension
// compressed, at Node's default quality and at a low one; and a brotli
// bomb larger than the extension's memory is refused, as a gzip one is.
func TestNodeBrotli(t *testing.T) {
	dir := jstest.Testdata("brotli")
	text, err := os.ReadFile(filepath.Join(dir, "text.txt"))
	if err != nil {
		t.Fatal(err)
	}
	fromNode, err := os.ReadFile(filepath.Join(dir, "text.br"))
	if err != nil {
		t.Fatal(err)
	}
	x := jstest.Node(t, t.TempDir(), nil, 60*time.Second)
	in := map[string]any{"br": base64.StdEncoding.EncodeToString(fromNode)}
	r := jstest.Run(t, x, `const src = Buffer.from(input.br, "base64"); const whole = mods.zlib.brotliDecompressSync(src).toString();
		const chunks = []; const d = mods.zlib.createBrotliDecompress(); d.on("data", (c) => chunks.push(c)); const done = new Promise((r, j) => { d.on("end", r); d.on("error", j) });
		for (let i = 0; i < src.length; i += 100) d.write(src.subarray(i, i + 100)); d.end(); await done;
		return [whole, Buffer.concat(chunks).toString() === whole]`, in)
	var got []any
	if err := json.Unmarshal([]byte(r.Output), &got); err != nil || len(got) != 2 {
		t.Fatalf("%.300s", r.Output)
	}
	if got[0] != string(text) || got[1] != true {
		t.Fatalf("the extension did not read Node's brotli: stream matches: %v; %.100q", got[1], got[0])
	}

	in = map[string]any{"text": string(text)}
	r = jstest.Run(t, x, `const q = mods.zlib.constants.BROTLI_PARAM_QUALITY;
		const chunks = []; const c = mods.zlib.createBrotliCompress({params: {[q]: 1}}); c.on("data", (b) => chunks.push(b)); const done = new Promise((r) => c.on("end", r));
		c.end(input.text); await done;
		return [mods.zlib.brotliCompressSync(input.text).toString("base64"), mods.zlib.brotliCompressSync(input.text, {params: {[q]: 3}}).toString("base64"), Buffer.concat(chunks).toString("base64")]`, in)
	var ours []string
	if err := json.Unmarshal([]byte(r.Output), &ours); err != nil || len(ours) != 3 {
		t.Fatalf("%.300s", r.Output)
	}
	node, _ := exec.LookPath("node")
	for i, enc := range ours {
		raw, _ := base64.StdEncoding.DecodeString(enc)
		out, err := io.ReadAll(brotli.NewReader(bytes.NewReader(raw)))
		if err != nil || !bytes.Equal(out, text) {
			t.Fatalf("Go could not read the extension's brotli (%d): %v", i, err)
		}
		if node == "" {
			continue
		}
		cmd := exec.Command(node, "-e", `process.stdout.write(require("zlib").brotliDecompressSync(require("fs").readFileSync(0)))`)
		cmd.Stdin = bytes.NewReader(raw)
		out, err = cmd.Output()
		if err != nil || !bytes.Equal(out, text) {
			t.Fatalf("Node could not read the extension's brotli (%d): %v", i, err)
		}
	}
	if node == "" {
		t.Log("node is not installed: Node's side of the round trip was not checked")
	}

	// A bomb: 192 MiB of zeros, more than the extension's 128 MiB.
	var bomb bytes.Buffer
	w := brotli.NewWriterLevel(&bomb, brotli.BestSpeed)
	zero := make([]byte, 1<<20)
	for range 192 {
		w.Write(zero)
	}
	w.Close()
	in = map[string]any{"br": base64.StdEncoding.EncodeToString(bomb.Bytes())}
	for _, code := range []string{
		`try { mods.zlib.brotliDecompressSync(Buffer.from(input.br, "base64")); return "inflated" } catch (e) { return e.code }`,
		`const d = mods.zlib.createBrotliDecompress(); d.resume(); const r = new Promise((res) => { d.on("error", (e) => res(e.code)); d.on("end", () => res("inflated")) }); d.end(Buffer.from(input.br, "base64")); return await r`,
	} {
		r = jstest.Run(t, x, code, in)
		if r.Output != `"ERR_BUFFER_TOO_LARGE"` {
			t.Fatalf("%s: %+v", code, r)
		}
	}
}

// TestDestroyedStreamsGiveTheirRoom: a compression stream destroyed (or
// closed) before its end gives its room in the limit of 64 back at once,
// not when its object is collected: a loop that makes and destroys
// streams, keeping them, never meets the limit.
func TestDestroyedStreamsGiveTheirRoom(t *testing.T) {
	x := jstest.Node(t, t.TempDir(), nil, 0)
	r := jstest.Run(t, x, `const kept = [];
		for (let i = 0; i < 200; i++) {
			const z = i % 2 ? mods.zlib.createGunzip() : mods.zlib.createDeflate();
			kept.push(z);
			if (i % 3) z.destroy(); else z.close();
			await mods.events.once(z, "close");
		}
		const z = mods.zlib.createGzip();
		return [kept.length, kept.every((s) => s.destroyed), mods.zlib.gunzipSync(mods.zlib.gzipSync("still works")).toString(), typeof z.write]`, nil)
	if r.IsError || r.Output != `[200,true,"still works","function"]` {
		t.Fatalf("%+v", r)
	}
}
