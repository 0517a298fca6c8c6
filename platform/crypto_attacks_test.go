package platform

import (
	"crypto/x509/pkix"
	"encoding/asn1"
	"encoding/base64"
	"encoding/json"
	"encoding/pem"
	"math/big"
	"strings"
	"testing"

	"github.com/earshot/extensions/platform/crypto/keys"
	"github.com/earshot/extensions/platform/kernel"
)

// Attacks on key parsing: a key too large to check within a call is
// refused before anything parses it, whatever form it comes in.

// hugeRSA is the DER of an RSA key of bits bits in each form (its numbers
// are not a key: nothing may get as far as checking them).
func hugeRSA(bits int) map[string][]byte {
	n := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), uint(bits)), big.NewInt(1))
	half := new(big.Int).Rsh(n, uint(bits/2))
	pkcs1, _ := asn1.Marshal(struct {
		Version               int
		N                     *big.Int
		E                     int
		D, P, Q, Dp, Dq, Qinv *big.Int
	}{0, n, 65537, n, half, half, half, half, half})
	rsaOID := pkix.AlgorithmIdentifier{Algorithm: asn1.ObjectIdentifier{1, 2, 840, 113549, 1, 1, 1}, Parameters: asn1.NullRawValue}
	pkcs8, _ := asn1.Marshal(struct {
		Version    int
		Algo       pkix.AlgorithmIdentifier
		PrivateKey []byte
	}{0, rsaOID, pkcs1})
	pub1, _ := asn1.Marshal(struct {
		N *big.Int
		E int
	}{n, 65537})
	spki, _ := asn1.Marshal(struct {
		Algo pkix.AlgorithmIdentifier
		Key  asn1.BitString
	}{rsaOID, asn1.BitString{Bytes: pub1, BitLength: 8 * len(pub1)}})
	return map[string][]byte{"pkcs1": pkcs1, "pkcs8": pkcs8, "spki": spki, "pkcs1 public": pub1}
}

// TestHugeRSAKeysAreRefusedUnparsed: a key of 512 Ki bits — PEM or DER,
// PKCS #1, PKCS #8 or SPKI, a JWK, through createPrivateKey and
// createPublicKey, crypto.subtle.importKey, a key handed to sign, a TLS
// client key — is ERR_EARSHOT_LIMIT naming its size, not a parse.
func TestHugeRSAKeysAreRefusedUnparsed(t *testing.T) {
	const bits = 512 << 10
	der := hugeRSA(bits)
	i := New(kernel.Config{})
	defer i.Close()
	refused := func(what string, err error) {
		t.Helper()
		if err == nil || !strings.Contains(err.Error(), "RSA keys of more than 16384 bits are not supported (this one has 524288)") {
			t.Errorf("%s: %v", what, err)
		}
	}
	call := func(op string, args any, data []byte) error {
		b, _ := json.Marshal(args)
		return i.Call(op, b, data).Err
	}
	pemOf := func(typ string, b []byte) []byte { return pem.EncodeToMemory(&pem.Block{Type: typ, Bytes: b}) }
	refused("pkcs8 pem", call("crypto.key.parse", map[string]string{"want": "private", "format": "pem"}, pemOf("PRIVATE KEY", der["pkcs8"])))
	refused("pkcs1 pem", call("crypto.key.parse", map[string]string{"want": "private", "format": "pem"}, pemOf("RSA PRIVATE KEY", der["pkcs1"])))
	refused("spki pem", call("crypto.key.parse", map[string]string{"want": "public", "format": "pem"}, pemOf("PUBLIC KEY", der["spki"])))
	refused("pkcs8 der", call("crypto.key.parse", map[string]string{"want": "private", "format": "der", "type": "pkcs8"}, der["pkcs8"]))
	refused("pkcs1 der", call("crypto.key.parse", map[string]string{"want": "public", "format": "der", "type": "pkcs1"}, der["pkcs1 public"]))
	b64 := func(b []byte) string { return base64.RawURLEncoding.EncodeToString(b) }
	n := new(big.Int).Lsh(big.NewInt(1), bits-1).Bytes()
	small := big.NewInt(1 << 20).Bytes()
	refused("jwk with a huge d", call("crypto.key.parse", map[string]any{"want": "private", "format": "jwk",
		"jwk": map[string]string{"kty": "RSA", "n": b64(small), "e": "AQAB", "d": b64(n), "p": b64(small), "q": b64(small)}}, nil))
	for _, format := range []string{"pkcs8", "spki"} {
		refused("subtle "+format, call("subtle", map[string]any{"fn": "importKey", "format": format, "algorithm": map[string]string{"name": "RSA-PSS", "hash": "SHA-256"}}, der[format]))
	}
	refused("subtle jwk", call("subtle", map[string]any{"fn": "importKey", "format": "jwk", "algorithm": map[string]string{"name": "RSA-PSS", "hash": "SHA-256"},
		"jwk": map[string]string{"kty": "RSA", "n": b64(n), "e": "AQAB"}}, nil))
	refused("a key handed to sign", call("crypto.sign", map[string]any{"alg": "sha256", "key": map[string]any{"kind": "private", "der": der["pkcs8"]}}, []byte("data")))
	refused("a TLS client key", call("net.connect", map[string]any{"host": "127.0.0.1", "port": 9,
		"tls": map[string]string{"key": string(pemOf("PRIVATE KEY", der["pkcs8"])), "cert": "x"}}, nil))
}

// TestLargestInteger: the size check reads the integers of every form a
// key comes in, and only those.
func TestLargestInteger(t *testing.T) {
	for form, b := range hugeRSA(20000) {
		if got := keys.LargestInteger(b, 8); got != 20000 {
			t.Errorf("%s: %d bits", form, got)
		}
	}
	for _, b := range [][]byte{nil, {0x30}, {0x30, 0x84, 0xff, 0xff, 0xff, 0xff}, []byte("not DER")} {
		if got := keys.LargestInteger(b, 8); got != 0 {
			t.Errorf("%x: %d bits", b, got)
		}
	}
}

// TestHugeKeysNameTheirType: a key of another type that holds a number
// too large is refused naming its type (as its algorithm identifier
// says), not as an RSA key; one whose type is not known says so.
func TestHugeKeysNameTheirType(t *testing.T) {
	const bits = 20000
	big1 := new(big.Int).Lsh(big.NewInt(1), bits-1)
	small := big.NewInt(7)
	params, _ := asn1.Marshal(struct{ P, Q, G *big.Int }{big1, small, small})
	wrap := func(oid asn1.ObjectIdentifier, params []byte, key []byte) (pkcs8, spki []byte) {
		algo := pkix.AlgorithmIdentifier{Algorithm: oid, Parameters: asn1.RawValue{FullBytes: params}}
		pkcs8, _ = asn1.Marshal(struct {
			Version    int
			Algo       pkix.AlgorithmIdentifier
			PrivateKey []byte
		}{0, algo, key})
		spki, _ = asn1.Marshal(struct {
			Algo pkix.AlgorithmIdentifier
			Key  asn1.BitString
		}{algo, asn1.BitString{Bytes: key, BitLength: 8 * len(key)}})
		return pkcs8, spki
	}
	x, _ := asn1.Marshal(small)
	i := New(kernel.Config{})
	defer i.Close()
	for _, tt := range []struct {
		name string
		oid  asn1.ObjectIdentifier
		want string
	}{
		{"DSA", asn1.ObjectIdentifier{1, 2, 840, 10040, 4, 1}, "DSA keys of more than 16384 bits are not supported (this one has 20000)"},
		{"DH", asn1.ObjectIdentifier{1, 2, 840, 113549, 1, 3, 1}, "DH keys of more than 16384 bits"},
		{"X9.42 DH", asn1.ObjectIdentifier{1, 2, 840, 10046, 2, 1}, "DH keys of more than 16384 bits"},
		{"EC", asn1.ObjectIdentifier{1, 2, 840, 10045, 2, 1}, "EC keys of more than 16384 bits"},
		{"unknown", asn1.ObjectIdentifier{1, 2, 3, 4}, "keys holding numbers of more than 16384 bits are not supported (this one holds one of 20000)"},
	} {
		pkcs8, spki := wrap(tt.oid, params, x)
		for form, b := range map[string][]byte{"PRIVATE KEY": pkcs8, "PUBLIC KEY": spki} {
			want := map[string]string{"PRIVATE KEY": "private", "PUBLIC KEY": "public"}[form]
			args, _ := json.Marshal(map[string]string{"want": want, "format": "pem"})
			err := i.Call("crypto.key.parse", args, pem.EncodeToMemory(&pem.Block{Type: form, Bytes: b})).Err
			if err == nil || !strings.Contains(err.Error(), tt.want) || tt.name != "unknown" && strings.Contains(err.Error(), "RSA") {
				t.Errorf("%s %s: %v", tt.name, form, err)
			}
		}
	}
}
