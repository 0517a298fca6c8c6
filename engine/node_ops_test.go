package engine_test

import (
	"bytes"
	"compress/gzip"
	"compress/zlib"
	"context"
	"crypto/hkdf"
	"crypto/hmac"
	"crypto/pbkdf2"
	"crypto/sha256"
	"crypto/sha512"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/earshot/extensions/internal/testutil"
)

// pattern is the bytes the snippets below build with patternJS.
func pattern(n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(i*7 + i>>8)
	}
	return b
}

const patternJS = `const pattern = (n) => { const b = Buffer.alloc(n); for (let i = 0; i < n; i++) b[i] = (i * 7 + (i >> 8)) & 255; return b };`

// TestNodeCrypto: crypto's answers agree with Go's, for inputs larger than
// the golden cases use; what an extension leaves open is bounded.
func TestNodeCrypto(t *testing.T) {
	x := nodeExt(t, t.TempDir(), nil, 0)
	data := pattern(1 << 20)
	sum256 := sha256.Sum256(data)
	sum512 := sha512.Sum512(data)
	mac := hmac.New(sha256.New, []byte("key"))
	mac.Write(data)
	pk, _ := pbkdf2.Key(sha512.New, "pw", []byte("salt"), 2000, 64)
	hk, _ := hkdf.Key(sha256.New, []byte("secret"), []byte("salt"), "info", 42)
	want, _ := json.Marshal([]string{hex.EncodeToString(sum256[:]), hex.EncodeToString(sum256[:]), hex.EncodeToString(sum512[:]),
		hex.EncodeToString(mac.Sum(nil)), hex.EncodeToString(pk), hex.EncodeToString(hk)})
	r := runNode(t, x, patternJS+`const d = pattern(1 << 20);
		const h = mods.crypto.createHash("sha256"); for (let i = 0; i < d.length; i += 65536) h.update(d.subarray(i, i + 65536));
		return [mods.crypto.createHash("sha256").update(d).digest("hex"), h.digest("hex"), mods.crypto.createHash("sha512").update(d).digest("hex"),
			mods.crypto.createHmac("sha256", "key").update(d).digest("hex"), mods.crypto.pbkdf2Sync("pw", "salt", 2000, 64, "sha512").toString("hex"),
			Buffer.from(mods.crypto.hkdfSync("sha256", "secret", "salt", "info", 42)).toString("hex")]`)
	if r.Output != string(want) {
		t.Fatalf("got  %s\nwant %s", r.Output, want)
	}
	// Views into a larger buffer (passed to the host where they are, not
	// copied): only the view's bytes count.
	sub := sha256.Sum256(data[12345:700000])
	dv := sha256.Sum256(data[10:30])
	r = runNode(t, x, patternJS+`const d = pattern(1 << 20);
		return [mods.crypto.createHash("sha256").update(d.subarray(12345, 700000)).digest("hex"),
			mods.crypto.createHash("sha256").update(new DataView(d.buffer, d.byteOffset + 10, 20)).digest("hex"),
			new TextDecoder().decode(Buffer.from("xxhello wörldyy").subarray(2, 14))]`)
	if want, _ := json.Marshal([]string{hex.EncodeToString(sub[:]), hex.EncodeToString(dv[:]), "hello wörld"}); r.Output != string(want) {
		t.Fatalf("views: got %s\nwant %s", r.Output, want)
	}
	// Callback and promise forms.
	r = runNode(t, x, `const a = await new Promise((res, rej) => mods.crypto.pbkdf2("pw", "salt", 2000, 64, "sha512", (e, k) => e ? rej(e) : res(k.toString("hex"))));
		const b = await mods.util.promisify(mods.crypto.randomBytes)(16); return [a, b.length]`)
	if r.Output != `["`+hex.EncodeToString(pk)+`",16]` {
		t.Fatalf("callbacks: %s", r.Output)
	}
	// Hashes an extension starts and never finishes are bounded in the host.
	r = runNode(t, x, `globalThis.kept = []; try { for (let i = 0; i < 100000; i++) kept.push(mods.crypto.createHash("sha256").update("x")) } catch (e) { return [e.code, kept.length] } return "unbounded"`)
	if !strings.HasPrefix(r.Output, `["ERR_EARSHOT_LIMIT",`) {
		t.Fatalf("open hashes: %s", r.Output)
	}
	r = runNode(t, x, `for (const h of kept.splice(0)) h.digest(); return mods.crypto.createHash("md5").update("a").digest("hex")`)
	if r.Output != `"0cc175b9c0f1b6a831c399e269772661"` {
		t.Fatalf("after digesting them: %s", r.Output)
	}
	// A bad digest method, key length or iteration count is the extension's error.
	r = runNode(t, x, `const out = []; for (const f of [() => mods.crypto.createHash("sha3-999"), () => mods.crypto.pbkdf2Sync("p", "s", 0, 10, "sha256"), () => mods.crypto.createHmac("nope", "k")]) { try { f(); out.push("ok") } catch (e) { out.push(e.name) } } return out`)
	if r.IsError || strings.Contains(r.Output, "ok") {
		t.Fatalf("bad arguments: %+v", r)
	}
}

// TestNodeZlib: what zlib writes, Go reads, and the other way round; a
// decompression bomb is an error, not memory the host gives out; open
// streams are bounded.
func TestNodeZlib(t *testing.T) {
	// Inflating the bomb up to the budget takes seconds under -race on a
	// busy machine; the test is about the error, not the time.
	x := nodeExt(t, t.TempDir(), nil, 60*time.Second)
	data := pattern(3 << 20)
	r := runNode(t, x, patternJS+`const d = pattern(3 << 20);
		return [mods.zlib.gzipSync(d).toString("base64"), mods.zlib.deflateSync(d, {level: 1}).toString("base64")]`)
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
	r = run(t, x, patternJS+`const out = mods.zlib.gunzipSync(Buffer.from(input.gz, "base64"));
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
		r = run(t, x, code, in)
		if r.Output != `"ERR_BUFFER_TOO_LARGE"` {
			t.Fatalf("%s: %+v", code, r)
		}
	}
	// Streams left open are bounded, and the extension goes on.
	r = runNode(t, x, `globalThis.zs = []; try { for (let i = 0; i < 1000; i++) zs.push(mods.zlib.createGzip()) } catch (e) { return e.code } return "unbounded"`)
	if r.Output != `"ERR_EARSHOT_LIMIT"` {
		r2 := runNode(t, x, `return zs.length`)
		t.Fatalf("open compressors: %s (%s open)", r.Output, r2.Output)
	}
	r = runNode(t, x, `for (const z of zs.splice(0)) z.end(); await new Promise((r) => setTimeout(r, 10)); return mods.zlib.inflateSync(mods.zlib.deflateSync("again")).toString()`)
	if r.Output != strconv.Quote("again") {
		t.Fatalf("after ending them: %s", r.Output)
	}
}

// TestUnsupportedBuiltins: a module that imports built-ins extensions do
// not get loads — taking names from them, even subclassing one; using them
// throws an error that names what was used and the alternative.
func TestUnsupportedBuiltins(t *testing.T) {
	x := load(t, "unsupported.js", config(t))
	for what, want := range map[string]string{
		"socket":   "node:dgram.createSocket is not available",
		"fork":     "node:cluster.fork is not available",
		"worker":   "node:worker_threads.Worker is not available",
		"subclass": "node:inspector.Session is not available",
		"nested":   "node:cluster.worker.send is not available",
		"taken":    "", // url is a stub; .length of it is too: "used"
		"vm":       "node:vm.runInNewContext is not available",
	} {
		b, _ := json.Marshal(map[string]string{"what": what})
		r, err := x.Call(context.Background(), "use", b)
		if err != nil || r.IsError {
			t.Fatalf("%s: %+v %v", what, r, err)
		}
		if want == "" {
			continue
		}
		var got []string
		json.Unmarshal([]byte(r.Output), &got)
		if len(got) != 2 || got[0] != "ERR_EARSHOT_UNSUPPORTED" || !strings.HasPrefix(got[1], want) {
			t.Errorf("%s: %s", what, r.Output)
		}
		if what == "socket" && !strings.Contains(got[1], "node:net") {
			t.Errorf("names no alternative: %s", got[1])
		}
	}
}

// TestRequireBuiltinAtRunTime: createRequire's require gives any built-in,
// not only those the extension's bundle holds (a package bundled with a
// require of its own, as prettier's Node build is, requires them at run
// time); a built-in is one module whichever way it came first.
func TestRequireBuiltinAtRunTime(t *testing.T) {
	x := load(t, "require-builtins.js", config(t))
	r, err := x.Call(context.Background(), "use", []byte(`{}`))
	if err != nil || r.IsError {
		t.Fatalf("%+v %v", r, err)
	}
	want := `{"eol":true,"again":true,"events":true,"util":"function","promises":"function","unsupported":"function","missing":"MODULE_NOT_FOUND"}`
	if r.Output != want {
		t.Fatalf("got  %s\nwant %s", r.Output, want)
	}
}

// TestHostErrorsDelivered: an error a host operation completes with is
// made into the error Node would give: a DOMException by its name when it
// has no code (its code is then the name's number), an Error named so when
// it has one (as Node's AbortError, "ABORT_ERR": the shape is Node's, from
// node_cases.json's abortErrorShapes), a TypeError with every field the
// host gave (ERR_INVALID_URL's input).
func TestHostErrorsDelivered(t *testing.T) {
	x := nodeExt(t, t.TempDir(), nil, 0)
	r := runNode(t, x, `const h = globalThis[Symbol.for("earshot.internal")];
		const show = (e) => [e.name, e.code, e.message, e instanceof DOMException, e instanceof Error, Object.keys(e)];
		const out = [];
		for (const [id, error] of [
			[-101, {name: "AbortError", message: "The operation was aborted", code: "ABORT_ERR"}],
			[-102, {name: "AbortError", message: "This operation was aborted"}],
			[-103, {name: "OperationError", message: "bad key"}],
			[-104, {name: "TypeError", message: "Invalid URL", code: "ERR_INVALID_URL", input: "nope"}],
			[-105, {name: "Error", message: "ENOENT: no such file or directory, open 'x'", code: "ENOENT", errno: -2, syscall: "open", path: "x"}],
		]) {
			const p = new Promise((resolve, reject) => h.pending.set(id, { resolve, reject }));
			__earshot.deliver(id, 2, JSON.stringify(error));
			try { await p; out.push("resolved") } catch (e) { out.push([...show(e), e.input, e.errno, e.syscall, e.path]) }
		}
		return out`)
	if r.IsError {
		t.Fatal(r.Output)
	}
	b, err := os.ReadFile(filepath.Join(testutil.Root(), "platform", "testdata", "node_cases.json"))
	if err != nil {
		t.Fatal(err)
	}
	var cases struct {
		Expected struct {
			AbortErrorShapes []json.RawMessage `json:"abortErrorShapes"`
		} `json:"expected"`
	}
	if err := json.Unmarshal(b, &cases); err != nil || len(cases.Expected.AbortErrorShapes) < 3 {
		t.Fatalf("node_cases.json: %v", err)
	}
	var got []json.RawMessage
	if err := json.Unmarshal([]byte(r.Output), &got); err != nil || len(got) != 5 {
		t.Fatalf("%s", r.Output)
	}
	shape := func(m json.RawMessage) string { // the first six: as show gives
		var v []any
		json.Unmarshal(m, &v)
		s, _ := json.Marshal(v[:min(6, len(v))])
		return string(s)
	}
	for i, want := range []string{
		shape(cases.Expected.AbortErrorShapes[2]), // Node's AbortError
		shape(cases.Expected.AbortErrorShapes[0]), // AbortSignal.abort()'s reason
		`["OperationError",0,"bad key",true,true,[]]`,
		`["TypeError","ERR_INVALID_URL","Invalid URL",false,true,["code","input"]]`,
		`["Error","ENOENT","ENOENT: no such file or directory, open 'x'",false,true,["code","errno","syscall","path"]]`,
	} {
		if g := shape(got[i]); g != want {
			t.Errorf("error %d:\n got  %s\n want %s", i, g, want)
		}
	}
	if !strings.Contains(string(got[3]), `"nope"`) || !strings.Contains(string(got[4]), `-2,"open","x"`) {
		t.Errorf("fields lost: %s", r.Output)
	}
}
