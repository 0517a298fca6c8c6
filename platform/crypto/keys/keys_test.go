package keys

import (
	"context"
	"crypto"
	"crypto/rsa"
	"crypto/sha256"
	"errors"
	"testing"
)

// TestGenerateRSA: the keys made by our prime search are valid, of the
// size asked for, and work.
func TestGenerateRSA(t *testing.T) {
	for _, bits := range []int{1024, 1025, 2048} {
		k, err := GenerateRSA(context.Background(), bits, 65537)
		if err != nil {
			t.Fatal(err)
		}
		if k.N.BitLen() != bits || k.Validate() != nil || k.E != 65537 {
			t.Fatalf("%d bits: a key of %d bits, %v", bits, k.N.BitLen(), k.Validate())
		}
		d := sha256.Sum256([]byte("x"))
		sig, err := rsa.SignPKCS1v15(nil, k, crypto.SHA256, d[:])
		if err != nil || rsa.VerifyPKCS1v15(&k.PublicKey, crypto.SHA256, d[:], sig) != nil {
			t.Fatalf("%d bits: %v", bits, err)
		}
	}
}

// TestKeyCache: a key is parsed once while it is among the last
// maxCachedKeys used, and again once evicted; a kind is part of what is
// cached (a private key's DER is not its public half's); failures are not
// kept.
func TestKeyCache(t *testing.T) {
	var c keyCache
	parses := 0
	get := func(kind string, n int) any {
		t.Helper()
		k, err := c.get(kind, []byte{byte(n)}, func() (any, error) { parses++; return n, nil })
		if err != nil || k != n {
			t.Fatalf("%v %v", k, err)
		}
		return k
	}
	for range 3 {
		get("private", 1)
	}
	if parses != 1 {
		t.Fatalf("%d parses of one key", parses)
	}
	get("public/private", 1)
	if parses != 2 {
		t.Fatalf("the public half came from the private key's entry: %d parses", parses)
	}
	for n := 2; n <= maxCachedKeys; n++ { // 1 and its public half, then 2..8: 9 keys
		get("private", n)
	}
	parses = 0
	get("private", maxCachedKeys) // still there
	get("private", 1)             // the oldest, evicted
	if parses != 1 || len(c.keys) != maxCachedKeys || len(c.order) != maxCachedKeys {
		t.Fatalf("%d parses; %d cached, %d in order", parses, len(c.keys), len(c.order))
	}
	bad := errors.New("bad key")
	for range 2 {
		if _, err := c.get("private", []byte("x"), func() (any, error) { parses++; return nil, bad }); err != bad {
			t.Fatal(err)
		}
	}
	if parses != 3 {
		t.Fatalf("a failure was kept: %d parses", parses)
	}
}
