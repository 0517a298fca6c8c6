package engine_test

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"github.com/andybalholm/brotli"

	"github.com/earshot/extensions/internal/testutil"
)

// TestNodeBrotli: brotli's output need not be Node's byte for byte, but
// each side reads the other's. The extension decompresses what Node
// compressed (platform/testdata/brotli/text.br, made by Node's
// zlib.brotliCompressSync from text.txt), at once and as a stream fed in
// small pieces; Node (when installed) and Go decompress what the extension
// compressed, at Node's default quality and at a low one; and a brotli
// bomb larger than the extension's memory is refused, as a gzip one is.
func TestNodeBrotli(t *testing.T) {
	dir := filepath.Join(testutil.Root(), "platform", "testdata", "brotli")
	text, err := os.ReadFile(filepath.Join(dir, "text.txt"))
	if err != nil {
		t.Fatal(err)
	}
	fromNode, err := os.ReadFile(filepath.Join(dir, "text.br"))
	if err != nil {
		t.Fatal(err)
	}
	x := nodeExt(t, t.TempDir(), nil, 60*time.Second)
	in := map[string]any{"br": base64.StdEncoding.EncodeToString(fromNode)}
	r := run(t, x, `const src = Buffer.from(input.br, "base64"); const whole = mods.zlib.brotliDecompressSync(src).toString();
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
	r = run(t, x, `const q = mods.zlib.constants.BROTLI_PARAM_QUALITY;
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
		r = run(t, x, code, in)
		if r.Output != `"ERR_BUFFER_TOO_LARGE"` {
			t.Fatalf("%s: %+v", code, r)
		}
	}
}
