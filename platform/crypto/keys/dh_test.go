package keys

import (
	"context"
	"encoding/json"
	"errors"
	"math/big"
	"os"
	"strings"
	"testing"

	"github.com/earshot/extensions/platform/internal/platformtest"
	"github.com/earshot/extensions/platform/kernel"
)

// TestDHAndDSAGenerationStops: prime and parameter searches end with
// their call's context, as an AbortError.
func TestDHAndDSAGenerationStops(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	var js *kernel.JSError
	if _, err := dhGeneratePrime(ctx, 8192, 2); !errors.As(err, &js) || js.Name != "AbortError" {
		t.Errorf("DH prime: %v", err)
	}
	if _, err := generateDSA(ctx, 3072, 256); !errors.As(err, &js) || js.Name != "AbortError" {
		t.Errorf("DSA parameters: %v", err)
	}
	p, _ := new(big.Int).SetString(modpGroups["modp18"].prime, 16)
	if _, err := dhCheck(ctx, p, big.NewInt(5)); !errors.As(err, &js) || js.Name != "AbortError" {
		t.Errorf("DH_check: %v", err)
	}
}

// TestDHPrimesAndKeys: a prime made for a generator is a safe prime of
// the size asked for, in OpenSSL's residue class, that DH_check passes;
// the two sides of an exchange agree; bounds are OpenSSL's.
func TestDHPrimesAndKeys(t *testing.T) {
	ctx := context.Background()
	for _, g := range []int{2, 3, 5} {
		p, err := dhGeneratePrime(ctx, 512, g)
		if err != nil {
			t.Fatal(err)
		}
		q := new(big.Int).Rsh(p, 1)
		if p.BitLen() != 512 || !p.ProbablyPrime(20) || !q.ProbablyPrime(20) {
			t.Fatalf("g %d: %x is not a safe prime of 512 bits", g, p)
		}
		if flags, err := dhCheck(ctx, p, big.NewInt(int64(g))); err != nil || flags != 0 {
			t.Errorf("g %d: verifyError %d %v", g, flags, err)
		}
		x1, y1, err1 := dhGenerateKey(p, big.NewInt(int64(g)), 0, nil)
		x2, y2, err2 := dhGenerateKey(p, big.NewInt(int64(g)), 0, nil)
		if err1 != nil || err2 != nil || x1.BitLen() != 511 {
			t.Fatalf("keys: %v %v, a private key of %d bits", err1, err2, x1.BitLen())
		}
		s1, err1 := dhCompute(p, x1.Bytes(), y2.Bytes())
		s2, err2 := dhCompute(p, x2.Bytes(), y1.Bytes())
		if err1 != nil || err2 != nil || string(s1) != string(s2) || len(s1) != 64 {
			t.Fatalf("secrets differ: %v %v", err1, err2)
		}
	}
	var js *kernel.JSError
	for bits, code := range map[int]string{511: "ERR_OSSL_DH_MODULUS_TOO_SMALL", 10001: "ERR_OSSL_DH_MODULUS_TOO_LARGE"} {
		if _, err := dhGeneratePrime(ctx, bits, 2); !errors.As(err, &js) || js.Code != code || js.Library != "Diffie-Hellman routines" {
			t.Errorf("%d bits: %v", bits, err)
		}
	}
	if _, err := dhGeneratePrime(ctx, 512, 1); !errors.As(err, &js) || js.Code != "ERR_OSSL_DH_BAD_GENERATOR" {
		t.Errorf("generator 1: %v", err)
	}
}

// TestEd448KeysAreUnavailable: an Ed448 or X448 key is refused as a
// feature this platform lacks, not as a key OpenSSL cannot decode.
func TestEd448KeysAreUnavailable(t *testing.T) {
	i := platformtest.New(t, kernel.Config{}, Ops())
	for _, name := range []string{"ed448_private.pem", "x448_public.pem"} {
		b, err := os.ReadFile("../../internal/nodetest/testdata/fixtures/keys/" + name)
		if err != nil {
			t.Fatal(err)
		}
		want := "public"
		if strings.Contains(name, "private") {
			want = "private"
		}
		args, _ := json.Marshal(map[string]string{"want": want, "format": "pem"})
		var js *kernel.JSError
		if err := i.Call("crypto.key.parse", args, b).Err; !errors.As(err, &js) || js.Code != "ERR_FEATURE_UNAVAILABLE_ON_PLATFORM" {
			t.Errorf("%s: %v", name, err)
		}
	}
}
