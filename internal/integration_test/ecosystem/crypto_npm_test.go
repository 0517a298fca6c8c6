package ecosystem

import (
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"github.com/earshot/extensions/internal/testutil"
)

// cryptoChecked is what testdata/npm-crypto/jwt.js's check finds in the
// tokens its make made: the claims the fixture signs, the plaintexts it
// encrypts, and a rejection for a wrong key and a tampered token.
const cryptoChecked = `{"hs256":["ada","admin"],"rs256":["ada","admin"],"es256":["ada","admin"],"ps256":["ada","admin"],` +
	`"wrongKey":"rejected: invalid signature","tampered":"rejected: invalid signature",` +
	`"joseRS256":["ada","RS256"],"joseES256":["ada","ES256"],"joseEdDSA":["ada","EdDSA"],"joseHS256":"admin",` +
	`"joseDir":"a secret message","joseOAEP":"for the RSA key","joseCBC":"cbc and hmac",` +
	`"joseJWK":["OKP","Ed25519","Vkh2D0RpPUP4T9UlGCjRKaDkfdrM4WMGxL64YNQq6OU"],` +
	`"jose5RS256":["ada","RS256"],"jose5ES256":["ada","ES256"],"jose5EdDSA":["ada","EdDSA"],"jose5HS256":"admin",` +
	`"jose5Dir":"a secret message","jose5OAEP":"for the RSA key","jose5CBC":"cbc and hmac",` +
	`"jose5JWK":["OKP","Ed25519","Vkh2D0RpPUP4T9UlGCjRKaDkfdrM4WMGxL64YNQq6OU"]}`

// TestJWTPackages: jsonwebtoken (HS256, RS256, ES256, PS256), jose 6 (Web
// Crypto) and jose 5 (node:crypto) sign, verify, encrypt and decrypt
// (SignJWT/jwtVerify with RS256, ES256, EdDSA, HS256; CompactEncrypt with
// dir and A256GCM or A128CBC-HS256, and RSA-OAEP-256) inside an extension.
// With node installed, tokens cross both ways: Node reads the extension's,
// the extension reads Node's, and the deterministic ones (HMAC, RSA PKCS #1
// v1.5, Ed25519) are the same bytes. Needs npm and the registry.
func TestJWTPackages(t *testing.T) {
	project, h := npmProject(t, "npm-crypto", "jwt.js")
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	call := func(tool string, in any) string {
		t.Helper()
		b, _ := json.Marshal(in)
		r, err := h.Call(ctx, "jwt__"+tool, b)
		if err != nil || r.IsError {
			t.Fatalf("%s: %+v %v", tool, r, err)
		}
		return r.Output
	}
	ours := call("make", map[string]any{})
	if got := call("check", map[string]any{"tokens": json.RawMessage(ours)}); got != cryptoChecked {
		t.Fatalf("checking our tokens:\n got  %s\n want %s", got, cryptoChecked)
	}
	node, err := exec.LookPath("node")
	if err != nil {
		t.Log("node is not installed: tokens not crossed with Node")
		return
	}
	harness := filepath.Join(project, ".earshot", "harness.mjs")
	ext := filepath.Join(project, ".earshot", "extensions", "jwt.js")
	src, err := os.ReadFile(testutil.Packages("npm-crypto", "harness.mjs"))
	if err != nil {
		t.Fatal(err)
	}
	testutil.WriteFile(t, harness, string(src))
	nodeRun := func(args ...string) string {
		t.Helper()
		out, err := exec.Command(node, append([]string{"--no-warnings", harness, ext}, args...)...).Output()
		if err != nil {
			t.Fatalf("node %v: %v", args[0], err)
		}
		return string(out)
	}
	theirs := nodeRun("make")
	if got := call("check", map[string]any{"tokens": json.RawMessage(theirs)}); got != cryptoChecked {
		t.Errorf("checking Node's tokens:\n got  %s\n want %s", got, cryptoChecked)
	}
	if got := nodeRun("check", ours); got != cryptoChecked {
		t.Errorf("Node checking ours:\n got  %s\n want %s", got, cryptoChecked)
	}
	var a, b map[string]string
	json.Unmarshal([]byte(ours), &a)
	json.Unmarshal([]byte(theirs), &b)
	for _, k := range []string{"hs256", "rs256", "joseRS256", "joseEdDSA", "joseHS256", "jose5RS256", "jose5EdDSA", "jose5HS256"} {
		if a[k] == "" || a[k] != b[k] {
			t.Errorf("%s: not Node's token\n here %s\n node %s", k, a[k], b[k])
		}
	}
}
