package keys

import (
	"context"
	"crypto/ecdh"
	"crypto/ecdsa"
	"crypto/rand"
	"math/big"

	"github.com/earshot/extensions/platform/kernel"
)

// Finite-field Diffie-Hellman (createDiffieHellman, getDiffieHellman,
// generateKeyPair('dh'), diffieHellman of dh keys), with math/big, as
// OpenSSL 3 answers through Node: its limits (primes of 512 to 10000 bits
// for keys, the MODP groups), DH_check's verifyError, its errors. The
// state of a DiffieHellman object (prime, generator, keys) lives in
// JavaScript and is handed to each operation.

const (
	dhMinBits = 512   // OpenSSL's DH_MIN_MODULUS_BITS
	dhMaxBits = 10000 // OPENSSL_DH_MAX_MODULUS_BITS
)

// DH_check's flags (Node's crypto.constants and verifyError).
const (
	dhCheckPNotPrime     = 0x01
	dhCheckPNotSafePrime = 0x02
	dhNotSuitableGen     = 0x08
	dhModulusTooSmall    = 0x80
	dhModulusTooLarge    = 0x100
)

func errDHTooSmall() error {
	return OpenSSLError("ERR_OSSL_DH_MODULUS_TOO_SMALL", 0x0280007E, "Diffie-Hellman routines", "modulus too small")
}

func errDHTooLarge() error {
	return OpenSSLError("ERR_OSSL_DH_MODULUS_TOO_LARGE", 0x02800067, "Diffie-Hellman routines", "modulus too large")
}

func errDHBadGenerator() error {
	return OpenSSLError("ERR_OSSL_DH_BAD_GENERATOR", 0x02800065, "Diffie-Hellman routines", "bad generator")
}

type dhArgs struct {
	Fn        string `json:"fn"` // group, init, generatePrime, generateKeys, compute
	Group     string `json:"group"`
	Bits      int    `json:"bits"`
	Prime     []byte `json:"prime"`
	Generator []byte `json:"generator"`
	GenInt    *int   `json:"genInt"` // a generator given as a number
	Private   []byte `json:"private"`
	Public    []byte `json:"public"`
	Length    int    `json:"length"` // private keys' length in bits (0: the prime's less one)
}

// dhParams is a group as JavaScript keeps it.
type dhParams struct {
	Prime       []byte `json:"prime"`
	Generator   []byte `json:"generator"`
	Length      int    `json:"length"`
	VerifyError int    `json:"verifyError"`
}

func opDH(i *kernel.Instance, a dhArgs, _ []byte) kernel.Reply {
	v, err := dhDo(i.TaskContext(), a)
	if err != nil {
		return kernel.Reply{Err: err}
	}
	if b, ok := v.([]byte); ok {
		return kernel.Reply{Bytes: b}
	}
	return kernel.Reply{Value: v}
}

func dhDo(ctx context.Context, a dhArgs) (any, error) {
	switch a.Fn {
	case "group":
		g, ok := modpGroups[a.Group]
		if !ok {
			return nil, kernel.NodeError("Error", "ERR_CRYPTO_UNKNOWN_DH_GROUP", "Unknown DH group")
		}
		p, _ := new(big.Int).SetString(g.prime, 16)
		return dhParams{Prime: p.Bytes(), Generator: []byte{2}, Length: g.length}, nil
	case "init":
		p := new(big.Int).SetBytes(a.Prime)
		var g *big.Int
		if a.GenInt != nil {
			if *a.GenInt < 2 {
				return nil, errDHBadGenerator()
			}
			g = big.NewInt(int64(*a.GenInt))
		} else {
			g = new(big.Int).SetBytes(a.Generator)
			if g.Cmp(big.NewInt(1)) <= 0 {
				return nil, errDHBadGenerator()
			}
		}
		if p.BitLen() > MaxRSABits {
			return nil, keyTooLarge("DH", p.BitLen())
		}
		flags, err := dhCheck(ctx, p, g)
		if err != nil {
			return nil, err
		}
		return dhParams{Prime: p.Bytes(), Generator: g.Bytes(), Length: namedLength(p, g), VerifyError: flags}, nil
	case "generatePrime":
		gen := 2
		if a.GenInt != nil {
			gen = *a.GenInt
		}
		p, err := dhGeneratePrime(ctx, a.Bits, gen)
		if err != nil {
			return nil, err
		}
		return dhParams{Prime: p.Bytes(), Generator: big.NewInt(int64(gen)).Bytes()}, nil
	case "generateKeys":
		p, g := new(big.Int).SetBytes(a.Prime), new(big.Int).SetBytes(a.Generator)
		x, y, err := dhGenerateKey(p, g, a.Length, a.Private)
		if err != nil {
			return nil, err
		}
		return map[string][]byte{"private": x.Bytes(), "public": y.Bytes()}, nil
	case "compute":
		return dhCompute(new(big.Int).SetBytes(a.Prime), a.Private, a.Public)
	}
	return nil, kernel.TypeError("crypto.dh: no operation %q", a.Fn)
}

// namedLength is the private keys' length of the MODP group p and g are,
// if they are one (OpenSSL recognizes a named group by its numbers).
func namedLength(p, g *big.Int) int {
	if g.Cmp(big.NewInt(2)) != 0 {
		return 0
	}
	for _, grp := range modpGroups {
		if q, _ := new(big.Int).SetString(grp.prime, 16); q.Cmp(p) == 0 {
			return grp.length
		}
	}
	return 0
}

// dhCheck is OpenSSL 3's DH_check of a prime and generator: the flags of
// verifyError. Primality is tested round by round, looking at ctx.
func dhCheck(ctx context.Context, p, g *big.Int) (int, error) {
	flags := 0
	if p.Bit(0) == 0 {
		flags |= dhCheckPNotPrime
	}
	pm1 := new(big.Int).Sub(p, big.NewInt(1))
	if g.Sign() <= 0 || g.Cmp(big.NewInt(1)) == 0 || g.Cmp(pm1) >= 0 {
		flags |= dhNotSuitableGen
	}
	if p.BitLen() < dhMinBits {
		flags |= dhModulusTooSmall
	}
	if p.BitLen() > dhMaxBits {
		flags |= dhModulusTooLarge
	}
	prime, err := probablyPrime(ctx, p)
	if err != nil {
		return 0, err
	}
	if !prime {
		flags |= dhCheckPNotPrime
	} else if isNamed := namedLength(p, g) != 0; !isNamed {
		q := new(big.Int).Rsh(p, 1)
		if ok, err := probablyPrime(ctx, q); err != nil {
			return 0, err
		} else if !ok {
			flags |= dhCheckPNotSafePrime
		}
	}
	return flags, nil
}

// probablyPrime is n.ProbablyPrime(20), a round at a time, stopping when
// ctx ends.
func probablyPrime(ctx context.Context, n *big.Int) (bool, error) {
	if err := kernel.Ended(ctx); err != nil {
		return false, err
	}
	if !n.ProbablyPrime(0) {
		return false, nil
	}
	for range 20 {
		if err := kernel.Ended(ctx); err != nil {
			return false, err
		}
		if !n.ProbablyPrime(1) {
			return false, nil
		}
	}
	return true, nil
}

// dhGeneratePrime is a safe prime p of bits bits for the generator gen, as
// OpenSSL makes them: p ≡ 23 (mod 24) for 2, p ≡ 59 (mod 60) for 5, and
// p ≡ 11 (mod 12) otherwise. It stops when ctx ends.
func dhGeneratePrime(ctx context.Context, bits, gen int) (*big.Int, error) {
	switch {
	case gen <= 1:
		return nil, errDHBadGenerator()
	case bits < dhMinBits:
		return nil, errDHTooSmall()
	case bits > dhMaxBits:
		return nil, errDHTooLarge()
	}
	add, rem := int64(12), int64(11)
	switch gen {
	case 2:
		add, rem = 24, 23
	case 5:
		add, rem = 60, 59
	}
	bigAdd, one := big.NewInt(add), big.NewInt(1)
	r, q := new(big.Int), new(big.Int)
	for {
		if err := kernel.Ended(ctx); err != nil {
			return nil, err
		}
		// A random start of bits bits, its top two bits set, moved to the
		// residue asked for; then candidates step by add.
		p, err := rand.Int(rand.Reader, new(big.Int).Lsh(one, uint(bits-2)))
		if err != nil {
			return nil, err
		}
		p.SetBit(p, bits-1, 1).SetBit(p, bits-2, 1)
		p.Sub(p, r.Mod(p, bigAdd)).Add(p, big.NewInt(rem))
	search:
		for n := 0; n < 1<<14 && p.BitLen() == bits; n, p = n+1, p.Add(p, bigAdd) {
			// p and q = (p-1)/2 must have no small factor.
			for _, sp := range smallPrimes {
				if sp >= 1<<10 {
					break
				}
				m := r.Mod(p, r.SetUint64(sp)).Uint64()
				if m == 0 || m == 1 { // p ≡ 0, or q = (p-1)/2 ≡ 0
					continue search
				}
			}
			if err := kernel.Ended(ctx); err != nil {
				return nil, err
			}
			q.Rsh(p, 1)
			if !q.ProbablyPrime(0) || !p.ProbablyPrime(0) {
				continue
			}
			if ok, err := probablyPrime(ctx, q); err != nil {
				return nil, err
			} else if ok {
				return new(big.Int).Set(p), nil
			}
		}
	}
}

// dhGenerateKey is a key pair of the group p, g: from the private key
// priv if one is set, otherwise a new one of length bits (OpenSSL's: one
// bit less than p, its top bit set, when the group names no length).
func dhGenerateKey(p, g *big.Int, length int, priv []byte) (x, y *big.Int, err error) {
	switch {
	case p.BitLen() < dhMinBits:
		return nil, nil, errDHTooSmall()
	case p.BitLen() > dhMaxBits:
		return nil, nil, errDHTooLarge()
	}
	if len(priv) > 0 {
		x = new(big.Int).SetBytes(priv)
	} else if length > 0 {
		for x == nil || x.Sign() == 0 {
			if x, err = rand.Int(rand.Reader, new(big.Int).Lsh(big.NewInt(1), uint(length))); err != nil {
				return nil, nil, err
			}
		}
	} else {
		l := p.BitLen() - 1
		if x, err = rand.Int(rand.Reader, new(big.Int).Lsh(big.NewInt(1), uint(l-1))); err != nil {
			return nil, nil, err
		}
		x.SetBit(x, l-1, 1)
	}
	return x, new(big.Int).Exp(g, x, p), nil
}

// dhCompute is the secret of the private key priv with the public key pub,
// as many bytes as p; its errors are Node's (computeSecret).
func dhCompute(p *big.Int, priv, pub []byte) ([]byte, error) {
	switch {
	case p.BitLen() > dhMaxBits:
		return nil, errDHTooLarge()
	case p.BitLen() < dhMinBits:
		return nil, errDHTooSmall()
	}
	y := new(big.Int).SetBytes(pub)
	pm1 := new(big.Int).Sub(p, big.NewInt(1))
	var z *big.Int
	if len(priv) > 0 {
		z = new(big.Int).Exp(y, new(big.Int).SetBytes(priv), p)
	}
	if z == nil || z.Cmp(big.NewInt(1)) <= 0 || z.Cmp(pm1) == 0 {
		switch {
		case y.Cmp(big.NewInt(1)) <= 0:
			return nil, kernel.NodeError("RangeError", "ERR_CRYPTO_INVALID_KEYLEN", "Supplied key is too small")
		case y.Cmp(new(big.Int).Sub(pm1, big.NewInt(1))) > 0:
			return nil, kernel.NodeError("RangeError", "ERR_CRYPTO_INVALID_KEYLEN", "Supplied key is too large")
		}
		return nil, kernel.NodeError("RangeError", "ERR_CRYPTO_INVALID_KEYTYPE", "Invalid key type")
	}
	return z.FillBytes(make([]byte, (p.BitLen()+7)/8)), nil
}

// dhOps are the operations of this file.
func dhOps() []*kernel.Op {
	return []*kernel.Op{
		kernel.Def(kernel.Op{Name: "crypto.dh", World: "randomness", Limits: "primes of at most 16384 bits; keys of 512 to 10000; stops at the call's deadline",
			Test: "TestNodeKeyGoldens"}, opDH),
	}
}

// dhKeysSecret is the secret a DH private key shares with a DH public key
// of the same group (crypto.diffieHellman), as many bytes as the prime.
func dhKeysSecret(priv *DHPrivateKey, pub any) ([]byte, error) {
	q, ok := pub.(*DHPublicKey)
	if !ok {
		return nil, ErrKeyTypeOp()
	}
	if priv.P.Cmp(q.P) != 0 || priv.G.Cmp(q.G) != 0 {
		return nil, ErrProvider("ERR_OSSL_MISMATCHING_DOMAIN_PARAMETERS", 0x1C8000CB, "mismatching domain parameters")
	}
	return dhCompute(priv.P, priv.X.Bytes(), q.Y.Bytes())
}

// DiffieHellman is the secret the private key priv shares with the
// public key pub (EC on one curve, or X25519).
func DiffieHellman(privRef, pubRef *Ref) ([]byte, error) {
	priv, err := privRef.private()
	if err != nil {
		return nil, err
	}
	pub, err := pubRef.public()
	if err != nil {
		return nil, err
	}
	if d, ok := priv.(*DHPrivateKey); ok {
		return dhKeysSecret(d, pub)
	}
	var p *ecdh.PrivateKey
	var q *ecdh.PublicKey
	switch k := priv.(type) {
	case *ecdh.PrivateKey:
		p = k
	case *ecdsa.PrivateKey:
		if p, err = k.ECDH(); err != nil {
			return nil, ErrKeyTypeOp()
		}
	default:
		return nil, ErrKeyTypeOp()
	}
	switch k := pub.(type) {
	case *ecdh.PublicKey:
		q = k
	case *ecdsa.PublicKey:
		if q, err = k.ECDH(); err != nil {
			return nil, ErrKeyTypeOp()
		}
	default:
		return nil, ErrKeyTypeOp()
	}
	if p.Curve() != q.Curve() {
		return nil, kernel.NodeError("Error", "ERR_CRYPTO_INCOMPATIBLE_KEY", "Incompatible key types for Diffie-Hellman: %s and %s", "the private key's curve", "the public key's")
	}
	secret, err := p.ECDH(q)
	if err != nil {
		return nil, kernel.NodeError("Error", "ERR_OSSL_FAILED_DURING_DERIVATION", "error:1C80006A:Provider routines::failed during derivation")
	}
	return secret, nil
}
