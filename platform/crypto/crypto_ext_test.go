package crypto_test

import (
	"crypto/hkdf"
	"crypto/hmac"
	"crypto/pbkdf2"
	"crypto/sha256"
	"crypto/sha512"
	"encoding/hex"
	"encoding/json"
	"errors"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"

	"github.com/earshot/extensions/api"
	"github.com/earshot/extensions/internal/jstest"
)

// cryptoCases are platform/testdata/crypto_cases.json: the golden cases of
// node:crypto's keys, signatures, ciphers and key agreement, and what
// Node.js answered.
type cryptoCases struct {
	Keys           json.RawMessage            `json:"keys"`
	NodeMade       json.RawMessage            `json:"nodeMade"`
	Snippets       map[string]string          `json:"snippets"`
	CipherSnippets map[string]string          `json:"cipherSnippets"`
	Expected       map[string]json.RawMessage `json:"expected"`
}

func readCryptoCases(t *testing.T) cryptoCases {
	t.Helper()
	b, err := os.ReadFile(jstest.Testdata("crypto_cases.json"))
	if err != nil {
		t.Fatal(err)
	}
	var c cryptoCases
	if err := json.Unmarshal(b, &c); err != nil {
		t.Fatal(err)
	}
	return c
}

// runCryptoGoldens runs each snippet in an extension, with the fixed keys
// and what Node made, and compares its result with Node's.
func runCryptoGoldens(t *testing.T, snippets map[string]string, c cryptoCases) {
	cfg := jstest.Config(t)
	cfg.Limits.CallTimeout = 30 * time.Second // RSA keys are made, under -race too
	x := jstest.Load(t, "node-runner.js", cfg)
	jstest.RunGoldens(t, x, jstest.Goldens{Snippets: snippets, Expected: c.Expected,
		Input: map[string]any{"keys": c.Keys, "nodeMade": c.NodeMade}}, nil)
}

// TestNodeKeyGoldens: keys (PEM, DER, JWK; export), signatures, RSA
// encryption, key agreement, key generation and derivation answer as in
// Node.
func TestNodeKeyGoldens(t *testing.T) {
	c := readCryptoCases(t)
	runCryptoGoldens(t, c.Snippets, c)
}

// TestNodeCipherGoldens: AES (CBC, ECB, CTR, GCM) and ChaCha20-Poly1305
// answer as in Node — outputs, partial blocks, tags, errors — and so do
// Web Crypto's Ed25519 and X25519.
func TestNodeCipherGoldens(t *testing.T) {
	c := readCryptoCases(t)
	runCryptoGoldens(t, c.CipherSnippets, c)
}

// TestNodeVerifiesOurSignatures: what an extension signs with randomness
// (RSA-PSS, ECDSA and DSA in both encodings) and the keys it makes (RSA,
// RSA-PSS, EC, Ed25519, DSA, DH), Node verifies and reads; and what it
// encrypts or wraps for a key, Node decrypts. Needs node.
func TestNodeVerifiesOurSignatures(t *testing.T) {
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("skipped: node is not installed")
	}
	c := readCryptoCases(t)
	cfg := jstest.Config(t)
	cfg.Limits.CallTimeout = 30 * time.Second
	x := jstest.Load(t, "node-runner.js", cfg)
	r := jstest.Run(t, x, `const K = input.keys, c = mods.crypto, m = Buffer.from("signed in an extension"); const pss = c.constants.RSA_PKCS1_PSS_PADDING;
		const g = c.generateKeyPairSync("rsa", { modulusLength: 2048 }), e = c.generateKeyPairSync("ec", { namedCurve: "P-384" }), d = c.generateKeyPairSync("ed25519");
		const b = (x) => Buffer.from(x).toString("base64");
		const gcm = c.createCipheriv("aes-256-gcm", Buffer.alloc(32, 7), Buffer.alloc(12, 9)); gcm.setAAD(Buffer.from("aad"));
		const ct = Buffer.concat([gcm.update(m), gcm.final()]);
		return {
			pss: b(c.sign("sha256", m, { key: K.rsa.priv, padding: pss })), pssDigest: b(c.sign("sha512", m, { key: K.rsa.priv, padding: pss, saltLength: -1 })),
			der: b(c.sign("sha256", m, K.p256.priv)), p1363: b(c.sign("sha384", m, { key: K.p384.priv, dsaEncoding: "ieee-p1363" })),
			p521: c.createSign("sha512").update(m).sign(K.p521.priv, "base64"),
			oaep: b(c.publicEncrypt(K.rsa.pub, m)), oaep256: b(c.publicEncrypt({ key: K.rsa.pub, oaepHash: "sha256" }, m)),
			genRSA: [g.privateKey.export({ type: "pkcs8", format: "pem" }), g.publicKey.export({ type: "spki", format: "pem" }), b(c.sign("sha256", m, g.privateKey))],
			genEC: [e.privateKey.export({ type: "sec1", format: "pem" }), e.publicKey.export({ type: "spki", format: "pem" }), b(c.sign("sha384", m, e.privateKey))],
			genEd: [d.privateKey.export({ format: "jwk" }), d.publicKey.export({ type: "spki", format: "pem" }), b(c.sign(null, m, d.privateKey))],
			gcm: [b(ct), b(gcm.getAuthTag())],
			pssKey: (() => { const k = c.generateKeyPairSync("rsa-pss", { modulusLength: 1024, hashAlgorithm: "sha256", saltLength: 16 });
				return [k.privateKey.export({ type: "pkcs8", format: "pem" }), k.publicKey.export({ type: "spki", format: "pem" }), b(c.sign("sha256", m, k.privateKey))] })(),
			dsaKey: (() => { const k = c.generateKeyPairSync("dsa", { modulusLength: 1024 });
				return [k.privateKey.export({ type: "pkcs8", format: "pem" }), k.publicKey.export({ type: "spki", format: "pem" }), b(c.sign("sha256", m, { key: k.privateKey, dsaEncoding: "ieee-p1363" }))] })(),
			dhKey: (() => { const k = c.generateKeyPairSync("dh", { group: "modp14" }); return [k.privateKey.export({ type: "pkcs8", format: "pem" }), k.publicKey.export({ type: "spki", format: "pem" })] })(),
			wrap: b(c.createCipheriv("id-aes256-wrap-pad", Buffer.alloc(32, 3), Buffer.from("a65959a6", "hex")).update(m)),
		}`, map[string]any{"keys": c.Keys})
	if r.IsError {
		t.Fatalf("%s", r.Output)
	}
	script := `const c = require("crypto"); const [ours, keys] = [JSON.parse(process.argv[1]), JSON.parse(process.argv[2])];
		const m = Buffer.from("signed in an extension"), b = (s) => Buffer.from(s, "base64"), pss = c.constants.RSA_PKCS1_PSS_PADDING;
		const d = c.createDecipheriv("aes-256-gcm", Buffer.alloc(32, 7), Buffer.alloc(12, 9)); d.setAAD(Buffer.from("aad")); d.setAuthTag(b(ours.gcm[1]));
		const ed = c.createPrivateKey({ key: ours.genEd[0], format: "jwk" });
		console.log(JSON.stringify([
			c.verify("sha256", m, { key: keys.rsa.pub, padding: pss }, b(ours.pss)),
			c.verify("sha512", m, { key: keys.rsa.pub, padding: pss, saltLength: 64 }, b(ours.pssDigest)),
			c.verify("sha256", m, keys.p256.pub, b(ours.der)),
			c.verify("sha384", m, { key: keys.p384.pub, dsaEncoding: "ieee-p1363" }, b(ours.p1363)),
			c.createVerify("sha512").update(m).verify(keys.p521.pub, ours.p521, "base64"),
			c.privateDecrypt(keys.rsa.priv, b(ours.oaep)).equals(m),
			c.privateDecrypt({ key: keys.rsa.priv, oaepHash: "sha256" }, b(ours.oaep256)).equals(m),
			c.verify("sha256", m, ours.genRSA[1], b(ours.genRSA[2])), c.createPublicKey(ours.genRSA[0]).export({ type: "spki", format: "pem" }) === ours.genRSA[1],
			c.createPrivateKey(ours.genRSA[0]).asymmetricKeyDetails.modulusLength,
			c.verify("sha384", m, ours.genEC[1], b(ours.genEC[2])), c.createPublicKey(ours.genEC[0]).export({ type: "spki", format: "pem" }) === ours.genEC[1],
			c.verify(null, m, ours.genEd[1], b(ours.genEd[2])), c.createPublicKey(ed).export({ type: "spki", format: "pem" }) === ours.genEd[1],
			Buffer.concat([d.update(b(ours.gcm[0])), d.final()]).equals(m),
			c.verify("sha256", m, ours.pssKey[1], b(ours.pssKey[2])), JSON.stringify(c.createPrivateKey(ours.pssKey[0]).asymmetricKeyDetails, (k, v) => typeof v === "bigint" ? Number(v) : v),
			c.verify("sha256", m, { key: ours.dsaKey[1], dsaEncoding: "ieee-p1363" }, b(ours.dsaKey[2])), c.createPublicKey(ours.dsaKey[0]).export({ type: "spki", format: "pem" }) === ours.dsaKey[1],
			c.diffieHellman({ privateKey: c.createPrivateKey(ours.dhKey[0]), publicKey: c.createPublicKey(ours.dhKey[1]) }).length,
			c.createDecipheriv("id-aes256-wrap-pad", Buffer.alloc(32, 3), Buffer.from("a65959a6", "hex")).update(b(ours.wrap)).equals(m),
		]));`
	cmd := exec.Command(node, "-e", script, r.Output, string(c.Keys))
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("node: %v\n%s", err, out)
	}
	if got := strings.TrimSpace(string(out)); got != `[true,true,true,true,true,true,true,true,true,2048,true,true,true,true,true,true,"{\"modulusLength\":1024,\"publicExponent\":65537,\"hashAlgorithm\":\"sha256\",\"mgf1HashAlgorithm\":\"sha256\",\"saltLength\":16}",true,true,256,true]` {
		t.Fatalf("Node's verdicts: %s", got)
	}
}

// TestCryptoStopsAtTheDeadline: crypto the host does for an extension that
// would run for hours (PBKDF2 with a billion iterations, scrypt of a great
// cost, an 8192-bit RSA key, a 9000-bit DH prime) ends with the call — sync or async, node:crypto
// or crypto.subtle — as a timeout, and leaves nothing working: the next
// call answers, and closing the extension does not wait for the work.
func TestCryptoStopsAtTheDeadline(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: runs crypto for hours until each call's deadline stops it")
	}
	// The call after each timeout starts a fresh instance of the runner,
	// which imports every built-in, within its own time: 3 s is room for
	// that on a loaded machine.
	x := jstest.Node(t, t.TempDir(), nil, 3*time.Second)
	long := map[string]string{
		"pbkdf2Sync": `mods.crypto.pbkdf2Sync("pw", "salt", 1e9, 64, "sha512"); return "done"`,
		"pbkdf2":     `await mods.util.promisify(mods.crypto.pbkdf2)("pw", "salt", 2147483647, 64, "sha256"); return "done"`,
		"subtle deriveBits": `const k = await crypto.subtle.importKey("raw", new TextEncoder().encode("pw"), "PBKDF2", false, ["deriveBits"]);
			await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt: new Uint8Array(16), iterations: 2e9 }, k, 256); return "done"`,
		"subtle deriveKey": `const k = await crypto.subtle.importKey("raw", new TextEncoder().encode("pw"), "PBKDF2", false, ["deriveKey"]);
			await crypto.subtle.deriveKey({ name: "PBKDF2", hash: "SHA-1", salt: new Uint8Array(16), iterations: 2e9 }, k, { name: "AES-GCM", length: 256 }, false, ["encrypt"]); return "done"`,
		"scryptSync":          `mods.crypto.scryptSync("pw", "salt", 64, { N: 4096, r: 8, p: 20000 }); return "done"`,
		"scrypt":              `await mods.util.promisify(mods.crypto.scrypt)("pw", "salt", 64, { N: 4096, r: 8, p: 20000 }); return "done"`,
		"generateKeyPairSync": `mods.crypto.generateKeyPairSync("rsa", { modulusLength: 16384 }); return "done"`,
		"generateKeyPair":     `await new Promise((res, rej) => mods.crypto.generateKeyPair("rsa", { modulusLength: 16384 }, (e) => e ? rej(e) : res())); return "done"`,
		"createDiffieHellman": `mods.crypto.createDiffieHellman(9000); return "done"`,
		"generateKeyPair dh":  `await new Promise((res, rej) => mods.crypto.generateKeyPair("dh", { primeLength: 9000 }, (e) => e ? rej(e) : res())); return "done"`,
		"subtle generateKey": `await crypto.subtle.generateKey({ name: "RSA-PSS", modulusLength: 8192, publicExponent: new Uint8Array([1, 0, 1]), hash: "SHA-256" }, false, ["sign"]);
			await crypto.subtle.generateKey({ name: "RSA-PSS", modulusLength: 8192, publicExponent: new Uint8Array([1, 0, 1]), hash: "SHA-256" }, false, ["sign"]); return "done"`,
	}
	for _, name := range []string{"pbkdf2Sync", "pbkdf2", "subtle deriveBits", "subtle deriveKey", "scryptSync", "scrypt",
		"generateKeyPairSync", "generateKeyPair", "createDiffieHellman", "generateKeyPair dh", "subtle generateKey"} {
		t.Run(name, func(t *testing.T) {
			r := jstest.Run(t, x, long[name], nil)
			if !errors.Is(r.Err, api.ErrTimeout) {
				t.Fatalf("not a timeout: %+v", r)
			}
			if r := jstest.Run(t, x, `return "next"`, nil); r.Output != `"next"` {
				t.Fatalf("the next call: %+v", r)
			}
		})
	}
	// scrypt's memory must fit the extension's: a cost past it is an
	// error the extension can catch, not memory the host gives out.
	r := jstest.Run(t, x, `try { mods.crypto.scryptSync("pw", "salt", 64, { N: 2 ** 22, r: 8, maxmem: 2 ** 40 }); return "derived" } catch (e) { return e.code }`, nil)
	if r.Output != `"ERR_CRYPTO_INVALID_SCRYPT_PARAMS"` {
		t.Fatalf("scrypt past the memory: %+v", r)
	}
	// Async derivations running at once hold, together, no more than the
	// extension's free memory (an extension with time to finish them).
	y := jstest.Node(t, t.TempDir(), nil, time.Minute)
	r = jstest.Run(t, y, `const s = mods.util.promisify(mods.crypto.scrypt);
		const all = await Promise.allSettled(Array.from({ length: 12 }, () => s("pw", "salt", 16, { N: 2 ** 14, r: 8, maxmem: 2 ** 30 })));
		return [all.filter((r) => r.status === "fulfilled").length > 0, all.filter((r) => r.reason && r.reason.code === "ERR_OUT_OF_RANGE").length > 0]`, nil)
	if r.Output != `[true,true]` {
		t.Fatalf("scrypts at once: %+v", r)
	}
	// Closing waits for every operation's goroutine: it returns at once
	// if none is still working (a generous bound, for a loaded machine).
	closed := make(chan struct{})
	go func() { x.Close(); close(closed) }()
	select {
	case <-closed:
	case <-time.After(time.Minute):
		t.Fatal("closing the extension waited a minute for host operations still working")
	}
}

// TestHugeKeysWithinTheDeadline: an RSA key of 512 Ki bits — which Go
// would take many seconds to check as it parses it — handed to
// createPrivateKey (PEM or DER) or crypto.subtle.importKey under a 2 s
// call limit is refused at once with its size, and the call answers.
func TestHugeKeysWithinTheDeadline(t *testing.T) {
	x := jstest.Node(t, t.TempDir(), nil, 2*time.Second)
	r := jstest.Run(t, x, `const len = (n) => { if (n < 128) return [n]; const b = []; for (; n; n = Math.floor(n / 256)) b.unshift(n % 256); return [0x80 | b.length, ...b]; };
		const tlv = (tag, body) => Buffer.concat([Buffer.from([tag, ...len(body.length)]), body]);
		const int = (b) => tlv(2, Buffer.concat([Buffer.from([0]), b]));
		const n = Buffer.alloc(65536, 0xff), half = Buffer.alloc(32768, 0xff);
		const pkcs1 = tlv(0x30, Buffer.concat([tlv(2, Buffer.from([0])), int(n), int(Buffer.from([1, 0, 1])), int(n), int(half), int(half), int(half), int(half), int(half)]));
		const alg = Buffer.from("300d06092a864886f70d0101010500", "hex");
		const pkcs8 = tlv(0x30, Buffer.concat([tlv(2, Buffer.from([0])), alg, tlv(4, pkcs1)]));
		const pem = "-----BEGIN PRIVATE KEY-----\n" + pkcs8.toString("base64").replace(/.{64}/g, "$&\n") + "\n-----END PRIVATE KEY-----\n";
		const out = [];
		for (const f of [() => mods.crypto.createPrivateKey(pem), () => mods.crypto.createPrivateKey({ key: pkcs8, format: "der", type: "pkcs8" }),
			() => crypto.subtle.importKey("pkcs8", pkcs8, { name: "RSA-PSS", hash: "SHA-256" }, false, ["sign"])]) {
			try { await f(); out.push("parsed") } catch (e) { out.push(e.message) }
		}
		return out`, nil)
	if r.IsError {
		t.Fatalf("%+v", r)
	}
	var out []string
	json.Unmarshal([]byte(r.Output), &out)
	if len(out) != 3 {
		t.Fatalf("%s", r.Output)
	}
	for _, msg := range out {
		if msg != "RSA keys of more than 16384 bits are not supported (this one has 524288)" {
			t.Errorf("%q", msg)
		}
	}
}

// TestKeyObjectToCryptoKey: a KeyObject becomes a CryptoKey (toCryptoKey,
// which Node 20 has not: no golden) that crypto.subtle uses, and back.
func TestKeyObjectToCryptoKey(t *testing.T) {
	c := readCryptoCases(t)
	x := jstest.Load(t, "node-runner.js", jstest.Config(t))
	r := jstest.Run(t, x, `const K = input.keys, c = mods.crypto, m = new TextEncoder().encode("to and fro");
		const priv = c.createPrivateKey(K.ed.priv).toCryptoKey("Ed25519", false, ["sign"]);
		const sig = Buffer.from(await crypto.subtle.sign("Ed25519", priv, m));
		const hmac = c.createSecretKey(Buffer.from("k")).toCryptoKey({ name: "HMAC", hash: "SHA-256" }, true, ["sign"]);
		const mac = Buffer.from(await crypto.subtle.sign("HMAC", hmac, m)).toString("hex");
		return [Object.prototype.toString.call(priv), priv.extractable, priv.usages, c.verify(null, m, K.ed.pub, sig),
			c.KeyObject.from(priv).equals(c.createPrivateKey(K.ed.priv)), mac === c.createHmac("sha256", "k").update(m).digest("hex"),
			c.KeyObject.from(hmac).export().toString()]`, map[string]any{"keys": c.Keys})
	if want := `["[object CryptoKey]",false,["sign"],true,true,true,"k"]`; r.Output != want {
		t.Fatalf("got  %s\nwant %s", r.Output, want)
	}
}

// TestNodeCrypto: crypto's answers agree with Go's, for inputs larger than
// the golden cases use; what an extension leaves open is bounded.
func TestNodeCrypto(t *testing.T) {
	x := jstest.Node(t, t.TempDir(), nil, 0)
	data := jstest.Pattern(1 << 20)
	sum256 := sha256.Sum256(data)
	sum512 := sha512.Sum512(data)
	mac := hmac.New(sha256.New, []byte("key"))
	mac.Write(data)
	pk, _ := pbkdf2.Key(sha512.New, "pw", []byte("salt"), 2000, 64)
	hk, _ := hkdf.Key(sha256.New, []byte("secret"), []byte("salt"), "info", 42)
	want, _ := json.Marshal([]string{hex.EncodeToString(sum256[:]), hex.EncodeToString(sum256[:]), hex.EncodeToString(sum512[:]),
		hex.EncodeToString(mac.Sum(nil)), hex.EncodeToString(pk), hex.EncodeToString(hk)})
	r := jstest.Run(t, x, jstest.PatternJS+`const d = pattern(1 << 20);
		const h = mods.crypto.createHash("sha256"); for (let i = 0; i < d.length; i += 65536) h.update(d.subarray(i, i + 65536));
		return [mods.crypto.createHash("sha256").update(d).digest("hex"), h.digest("hex"), mods.crypto.createHash("sha512").update(d).digest("hex"),
			mods.crypto.createHmac("sha256", "key").update(d).digest("hex"), mods.crypto.pbkdf2Sync("pw", "salt", 2000, 64, "sha512").toString("hex"),
			Buffer.from(mods.crypto.hkdfSync("sha256", "secret", "salt", "info", 42)).toString("hex")]`, nil)
	if r.Output != string(want) {
		t.Fatalf("got  %s\nwant %s", r.Output, want)
	}
	// Views into a larger buffer (passed to the host where they are, not
	// copied): only the view's bytes count.
	sub := sha256.Sum256(data[12345:700000])
	dv := sha256.Sum256(data[10:30])
	r = jstest.Run(t, x, jstest.PatternJS+`const d = pattern(1 << 20);
		return [mods.crypto.createHash("sha256").update(d.subarray(12345, 700000)).digest("hex"),
			mods.crypto.createHash("sha256").update(new DataView(d.buffer, d.byteOffset + 10, 20)).digest("hex"),
			new TextDecoder().decode(Buffer.from("xxhello wörldyy").subarray(2, 14))]`, nil)
	if want, _ := json.Marshal([]string{hex.EncodeToString(sub[:]), hex.EncodeToString(dv[:]), "hello wörld"}); r.Output != string(want) {
		t.Fatalf("views: got %s\nwant %s", r.Output, want)
	}
	// Callback and promise forms.
	r = jstest.Run(t, x, `const a = await new Promise((res, rej) => mods.crypto.pbkdf2("pw", "salt", 2000, 64, "sha512", (e, k) => e ? rej(e) : res(k.toString("hex"))));
		const b = await mods.util.promisify(mods.crypto.randomBytes)(16); return [a, b.length]`, nil)
	if r.Output != `["`+hex.EncodeToString(pk)+`",16]` {
		t.Fatalf("callbacks: %s", r.Output)
	}
	// Hashes an extension starts and never finishes are bounded in the host.
	r = jstest.Run(t, x, `globalThis.kept = []; try { for (let i = 0; i < 100000; i++) kept.push(mods.crypto.createHash("sha256").update("x")) } catch (e) { return [e.code, kept.length] } return "unbounded"`, nil)
	if !strings.HasPrefix(r.Output, `["ERR_EARSHOT_LIMIT",`) {
		t.Fatalf("open hashes: %s", r.Output)
	}
	// The call left the instance at the limit: the next starts afresh.
	r = jstest.Run(t, x, `return [typeof globalThis.kept, mods.crypto.createHash("md5").update("a").digest("hex")]`, nil)
	if r.Output != `["undefined","0cc175b9c0f1b6a831c399e269772661"]` {
		t.Fatalf("after a call left the hashes at their limit: %s", r.Output)
	}
	// One that digests them before it returns keeps its instance.
	r = jstest.Run(t, x, `globalThis.kept = []; let code; try { for (let i = 0; i < 100000; i++) kept.push(mods.crypto.createHash("sha256").update("x")) } catch (e) { code = e.code }
		for (const h of kept.splice(0)) h.digest(); return [code, mods.crypto.createHash("md5").update("a").digest("hex")]`, nil)
	if r.Output != `["ERR_EARSHOT_LIMIT","0cc175b9c0f1b6a831c399e269772661"]` {
		t.Fatalf("digested at once: %s", r.Output)
	}
	if r = jstest.Run(t, x, `return typeof globalThis.kept`, nil); r.Output != `"object"` {
		t.Fatalf("a call that digested what it opened lost its instance: %s", r.Output)
	}
	// A bad digest method, key length or iteration count is the extension's error.
	r = jstest.Run(t, x, `const out = []; for (const f of [() => mods.crypto.createHash("sha3-999"), () => mods.crypto.pbkdf2Sync("p", "s", 0, 10, "sha256"), () => mods.crypto.createHmac("nope", "k")]) { try { f(); out.push("ok") } catch (e) { out.push(e.name) } } return out`, nil)
	if r.IsError || strings.Contains(r.Output, "ok") {
		t.Fatalf("bad arguments: %+v", r)
	}
}
