//lint:file-ignore SA1019 Node offers DSA keys and signatures; Go's crypto/dsa is the standard library's.

package keys

import (
	"context"
	"crypto/dsa"
	"crypto/rand"
	"errors"
	"math/big"
	"strings"

	"github.com/earshot/extensions/platform/crypto/internal/digest"
	"github.com/earshot/extensions/platform/kernel"
)

// Key generation for the key types of keytypes.go: RSASSA-PSS, DSA
// and Diffie-Hellman keys, each stopping when ctx ends.

func generateOther(ctx context.Context, a keyGenArgs) (any, error) {
	switch a.Type {
	case "rsa-pss":
		var params *PSSParams
		if a.HashAlgorithm != "" || a.MGF1HashAlgorithm != "" || a.SaltLength != nil {
			params = &PSSParams{Hash: "sha1", MGF1Hash: "", SaltLength: -1}
			if a.HashAlgorithm != "" {
				params.Hash = digest.Name(a.HashAlgorithm)
			}
			params.MGF1Hash = params.Hash
			if a.MGF1HashAlgorithm != "" {
				params.MGF1Hash = digest.Name(a.MGF1HashAlgorithm)
			}
			if _, ok := digestOIDs[params.Hash]; !ok {
				return nil, kernel.NodeError("TypeError", "ERR_CRYPTO_INVALID_DIGEST", "Invalid digest: %s", a.HashAlgorithm)
			}
			if _, ok := digestOIDs[params.MGF1Hash]; !ok {
				return nil, kernel.NodeError("TypeError", "ERR_CRYPTO_INVALID_DIGEST", "Invalid MGF1 digest: %s", a.MGF1HashAlgorithm)
			}
			if a.SaltLength != nil {
				params.SaltLength = *a.SaltLength
			} else {
				d, _ := digest.Lookup(params.Hash)
				params.SaltLength = d.Hash.Size()
			}
		}
		k, err := GenerateRSA(ctx, a.ModulusLength, a.PublicExponent)
		if err != nil {
			return nil, err
		}
		return &RSAPSSPrivateKey{k, params}, nil
	case "dsa":
		return generateDSA(ctx, a.ModulusLength, a.DivisorLength)
	case "dh":
		k, err := generateDH(ctx, a)
		if err != nil {
			// Node's key generation jobs report OpenSSL's message alone.
			var js *kernel.JSError
			if errors.As(err, &js) && strings.HasPrefix(js.Code, "ERR_OSSL_") {
				return nil, kernel.NodeError("Error", "", "%s", js.Message)
			}
			return nil, err
		}
		return k, nil
	}
	return nil, kernel.NodeError("TypeError", "ERR_INVALID_ARG_VALUE", "The argument 'type' must be a supported key type. Received '%s'", a.Type)
}

// generateDH makes a DH key of a MODP group, of a prime given, or of a
// new prime of the length given.
func generateDH(ctx context.Context, a keyGenArgs) (*DHPrivateKey, error) {
	var p *big.Int
	g := big.NewInt(int64(a.Generator))
	length := 0
	switch {
	case a.Group != "":
		grp, ok := modpGroups[a.Group]
		if !ok {
			return nil, kernel.NodeError("Error", "ERR_CRYPTO_UNKNOWN_DH_GROUP", "Unknown DH group")
		}
		p, _ = new(big.Int).SetString(grp.prime, 16)
		g, length = big.NewInt(2), grp.length
	case a.Prime != nil:
		p = new(big.Int).SetBytes(a.Prime)
		if p.BitLen() > MaxRSABits {
			return nil, keyTooLarge("DH", p.BitLen())
		}
		length = namedLength(p, g)
	default:
		var err error
		if p, err = dhGeneratePrime(ctx, a.PrimeLength, a.Generator); err != nil {
			return nil, err
		}
	}
	x, y, err := dhGenerateKey(p, g, length, nil)
	if err == nil && g.Cmp(big.NewInt(1)) <= 0 {
		err = errDHBadGenerator()
	}
	if err != nil {
		return nil, err
	}
	return &DHPrivateKey{DHPublicKey{p, g, length, y}, x}, nil
}

// generateDSA makes a DSA key whose p has l bits and q n bits (FIPS 186-4
// A.1.1-style search with Go's primality tests), looking at ctx between
// candidates: Go's dsa.GenerateParameters cannot be stopped.
func generateDSA(ctx context.Context, l, n int) (*dsa.PrivateKey, error) {
	if n == 0 {
		n = 224
		if l >= 3072 {
			n = 256
		}
	}
	if (l != 1024 && l != 2048 && l != 3072) || (n != 160 && n != 224 && n != 256) || l >= 2048 && n == 160 {
		return nil, OpenSSLError("", 0x05000072, "dsa routines", "bad ffc parameters")
	}
	one := big.NewInt(1)
	var q *big.Int
	for {
		if err := kernel.Ended(ctx); err != nil {
			return nil, err
		}
		var err error
		if q, err = rand.Prime(rand.Reader, n); err != nil {
			return nil, err
		}
		twoQ := new(big.Int).Lsh(q, 1)
		limit := new(big.Int).Lsh(one, uint(l))
		for range 4 * l {
			if err := kernel.Ended(ctx); err != nil {
				return nil, err
			}
			x, err := rand.Int(rand.Reader, limit)
			if err != nil {
				return nil, err
			}
			x.SetBit(x, l-1, 1)
			// p = x - (x mod 2q) + 1: p ≡ 1 (mod 2q).
			p := new(big.Int).Sub(x, new(big.Int).Mod(x, twoQ))
			p.Add(p, one)
			if p.BitLen() != l || !p.ProbablyPrime(0) {
				continue
			}
			if ok, err := probablyPrime(ctx, p); err != nil {
				return nil, err
			} else if !ok {
				continue
			}
			e := new(big.Int).Div(new(big.Int).Sub(p, one), q)
			for h := int64(2); ; h++ {
				g := new(big.Int).Exp(big.NewInt(h), e, p)
				if g.Cmp(one) != 0 {
					priv := &dsa.PrivateKey{PublicKey: dsa.PublicKey{Parameters: dsa.Parameters{P: p, Q: q, G: g}}}
					if err := dsa.GenerateKey(priv, rand.Reader); err != nil {
						return nil, err
					}
					return priv, nil
				}
			}
		}
	}
}
