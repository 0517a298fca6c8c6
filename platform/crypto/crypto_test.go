//lint:file-ignore SA1019 Node offers DSA keys and signatures; Go's crypto/dsa is the standard library's.
package crypto

import (
	"bytes"
	"context"
	"crypto/aes"
	"crypto/cipher"
	"crypto/dsa"
	"crypto/pbkdf2"
	"crypto/sha1"
	"crypto/sha256"
	"crypto/sha512"
	"encoding/hex"
	"errors"
	"hash"
	"math/big"
	"strings"
	"testing"

	"github.com/earshot/extensions/platform/crypto/keys"
	"github.com/earshot/extensions/platform/kernel"
	"golang.org/x/crypto/scrypt"
)

// The loops written here instead of Go's (so that they stop with their
// call) give Go's answers.

func TestPBKDF2MatchesGo(t *testing.T) {
	for _, tt := range []struct {
		h            func() hash.Hash
		iter, keyLen int
	}{{sha1.New, 1, 20}, {sha256.New, 4097, 33}, {sha512.New, 5000, 200}, {sha256.New, 2, 0}, {sha256.New, 3000, 64}} {
		want, err := pbkdf2.Key(tt.h, "password", []byte("salt"), tt.iter, tt.keyLen)
		if err != nil && tt.keyLen > 0 {
			t.Fatal(err)
		}
		got, err := pbkdf2Key(context.Background(), tt.h, []byte("password"), []byte("salt"), tt.iter, tt.keyLen)
		if err != nil || !bytes.Equal(got, want) || len(got) != tt.keyLen {
			t.Errorf("iter %d keyLen %d: got %x %v, want %x", tt.iter, tt.keyLen, got, err, want)
		}
	}
}

func TestScryptMatchesXCrypto(t *testing.T) {
	// RFC 7914's third vector.
	got, err := scryptKey(context.Background(), []byte("pleaseletmein"), []byte("SodiumChloride"), 16384, 8, 1, 64)
	want := "7023bdcb3afd7348461c06cd81fd38ebfda8fbba904f8e3ea9b543f6545da1f2d5432955613f0fcf62d49705242a9af9e61e85dc0d651e40dfcf017b45575887"
	if err != nil || hex.EncodeToString(got) != want {
		t.Fatalf("RFC 7914: %x %v", got, err)
	}
	for _, p := range []struct{ n, r, p, keyLen int }{{2, 1, 1, 16}, {1024, 8, 16, 64}, {256, 3, 2, 100}, {64, 16, 1, 32}} {
		want, err := scrypt.Key([]byte("pw"), []byte("salt"), p.n, p.r, p.p, p.keyLen)
		if err != nil {
			t.Fatal(err)
		}
		got, err := scryptKey(context.Background(), []byte("pw"), []byte("salt"), p.n, p.r, p.p, p.keyLen)
		if err != nil || !bytes.Equal(got, want) {
			t.Errorf("%+v: got %x %v, want %x", p, got, err, want)
		}
	}
}

// TestGCMStream: the key stream at any offset, for any IV length, is the
// one GCM's Seal uses.
func TestGCMStream(t *testing.T) {
	block, _ := aes.NewCipher(bytes.Repeat([]byte{7}, 32))
	msg := make([]byte, 1000)
	for i := range msg {
		msg[i] = byte(i * 31)
	}
	for _, ivLen := range []int{1, 8, 12, 16, 60} {
		iv := bytes.Repeat([]byte{byte(ivLen)}, ivLen)
		g, _ := cipher.NewGCMWithNonceSize(block, ivLen)
		sealed := g.Seal(nil, iv, msg, nil)
		for _, at := range []int64{0, 1, 15, 16, 17, 333} {
			if got := gcmStream(block, g, iv, at, msg[at:]); !bytes.Equal(got, sealed[at:len(msg)]) {
				t.Errorf("iv of %d bytes, offset %d: not Seal's key stream", ivLen, at)
			}
		}
	}
}

// TestLongCryptoStops: each loop ends soon after its context does, with
// an error saying the call ended.
func TestLongCryptoStops(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	var js *kernel.JSError
	if _, err := pbkdf2Key(ctx, sha256.New, []byte("pw"), nil, 1<<30, 32); !errors.As(err, &js) || js.Name != "AbortError" {
		t.Errorf("pbkdf2: %v", err)
	}
	if _, err := scryptKey(ctx, []byte("pw"), nil, 1<<14, 8, 1<<20, 32); err == nil {
		t.Error("scrypt did not stop")
	}
	if _, err := keys.GenerateRSA(ctx, 8192, 65537); !errors.As(err, &js) {
		t.Errorf("RSA: %v", err)
	}
}

// TestDSASigningRefusesGroupsThatLoop: a DSA key whose g is a multiple of
// q (every r would be 0, and Go's dsa.Sign would try for ever) is refused,
// not signed with.
func TestDSASigningRefusesGroupsThatLoop(t *testing.T) {
	q := new(big.Int).SetUint64(0xffffffffffffffc5) // a 64-bit prime
	p := new(big.Int).Mul(q, big.NewInt(1<<20))     // not a prime
	priv := &dsa.PrivateKey{PublicKey: dsa.PublicKey{Parameters: dsa.Parameters{P: p, Q: q, G: new(big.Int).Set(q)}, Y: big.NewInt(1)}, X: big.NewInt(7)}
	if _, err := signOther(signArgs{Alg: "sha256"}, priv, []byte("x")); err == nil || !strings.Contains(err.Error(), "bad ffc parameters") {
		t.Fatalf("signed with a group that loops: %v", err)
	}
}
