//lint:file-ignore SA1019 Node offers DSA keys and signatures; Go's crypto/dsa is the standard library's.

package crypto

import (
	"bytes"
	"crypto"
	"crypto/dsa"
	"crypto/rand"
	"crypto/rsa"
	"encoding/asn1"
	"math/big"

	"github.com/earshot/extensions/platform/crypto/internal/digest"
	"github.com/earshot/extensions/platform/crypto/keys"
	"github.com/earshot/extensions/platform/kernel"
)

// Signatures with the key types of keys/keytypes.go: RSASSA-PSS keys
// (PSS only, within the key's restrictions, as OpenSSL enforces them) and
// DSA keys (der or ieee-p1363).

func errPaddingMode() error {
	return keys.ErrProvider("ERR_OSSL_ILLEGAL_OR_UNSUPPORTED_PADDING_MODE", 0x1C8000A5, "illegal or unsupported padding mode")
}

// pssFor is the digest, the digest of data and the PSS options a signature
// with an RSASSA-PSS key k uses: the key's digest and salt length unless
// a names others it allows.
func pssFor(a signArgs, params *keys.PSSParams, data []byte) (crypto.Hash, []byte, *rsa.PSSOptions, error) {
	if a.Padding != 0 && a.Padding != rsaPKCS1PSSPadding {
		return 0, nil, nil, errPaddingMode()
	}
	if a.Alg == "" && params != nil {
		a.Alg = params.Hash
	}
	h, sum, err := signDigest(a, data)
	if err != nil {
		return 0, nil, nil, err
	}
	if params != nil && digest.Name(a.Alg) != params.Hash {
		return 0, nil, nil, keys.ErrProvider("ERR_OSSL_DIGEST_NOT_ALLOWED", 0x1C8000AE, "digest not allowed")
	}
	salt := a.SaltLength
	if salt == nil && params != nil {
		salt = &params.SaltLength
	}
	o, err := pssOptions(h, salt, true)
	if err != nil {
		return 0, nil, nil, err
	}
	if params != nil {
		n := o.SaltLength
		if n == rsa.PSSSaltLengthEqualsHash {
			n = h.Size()
		}
		if n >= 0 && n < params.SaltLength {
			return 0, nil, nil, keys.ErrProvider("ERR_OSSL_PSS_SALTLEN_TOO_SMALL", 0x1C8000AC, "pss saltlen too small")
		}
	}
	return h, sum, o, nil
}

func signOther(a signArgs, priv any, data []byte) ([]byte, error) {
	switch k := priv.(type) {
	case *keys.RSAPSSPrivateKey:
		h, sum, o, err := pssFor(a, k.Params, data)
		if err != nil {
			return nil, err
		}
		if k.Params != nil && k.Params.MGF1Hash != k.Params.Hash {
			return nil, kernel.NodeError("Error", "ERR_EARSHOT_UNSUPPORTED", "signing with an RSA-PSS key whose MGF1 digest (%s) is not its digest (%s) is not supported", k.Params.MGF1Hash, k.Params.Hash)
		}
		return rsa.SignPSS(rand.Reader, k.PrivateKey, h, sum, o)
	case *dsa.PrivateKey:
		if err := dsaUsable(&k.PublicKey); err != nil {
			return nil, err
		}
		_, sum, err := signDigest(a, data)
		if err != nil {
			return nil, err
		}
		r, s, err := dsa.Sign(rand.Reader, k, truncated(sum, k.Q))
		if err != nil {
			return nil, err
		}
		if a.DSAEncoding == "ieee-p1363" {
			n := (k.Q.BitLen() + 7) / 8
			out := make([]byte, 2*n)
			r.FillBytes(out[:n])
			s.FillBytes(out[n:])
			return out, nil
		}
		return asn1.Marshal(struct{ R, S *big.Int }{r, s})
	}
	return nil, keys.ErrKeyTypeOp()
}

func verifyOther(a signArgs, pub any, data []byte) (bool, error) {
	sig := a.Signature
	switch k := pub.(type) {
	case *keys.RSAPSSPublicKey:
		h, sum, o, err := pssFor(a, k.Params, data)
		if err != nil {
			return false, err
		}
		if k.Params != nil && k.Params.MGF1Hash != k.Params.Hash {
			mgf1, _ := digest.Lookup(k.Params.MGF1Hash)
			return verifyPSSWithMGF(k.PublicKey, sum, sig, o.SaltLength, h, mgf1.Hash), nil
		}
		return rsa.VerifyPSS(k.PublicKey, h, sum, sig, o) == nil, nil
	case *dsa.PublicKey:
		_, sum, err := signDigest(a, data)
		if err != nil {
			return false, err
		}
		var r, s *big.Int
		if a.DSAEncoding == "ieee-p1363" {
			n := (k.Q.BitLen() + 7) / 8
			if len(sig) != 2*n {
				return false, nil
			}
			r, s = new(big.Int).SetBytes(sig[:n]), new(big.Int).SetBytes(sig[n:])
		} else {
			var rs struct{ R, S *big.Int }
			if rest, err := asn1.Unmarshal(sig, &rs); err != nil || len(rest) > 0 {
				return false, nil
			}
			r, s = rs.R, rs.S
		}
		return dsa.Verify(k, truncated(sum, k.Q), r, s), nil
	}
	return false, keys.ErrKeyTypeOp()
}

// truncated is a digest cut to q's length in bytes (FIPS 186-4 §4.6).
func truncated(sum []byte, q *big.Int) []byte {
	if n := (q.BitLen() + 7) / 8; len(sum) > n {
		return sum[:n]
	}
	return sum
}

// dsaUsable refuses a DSA key whose group signing could loop on (Go's
// dsa.Sign tries again until r and s are not zero): q must be prime and
// g of order q modulo p, which keeps g^k mod p from being a multiple of q.
func dsaUsable(k *dsa.PublicKey) error {
	one := big.NewInt(1)
	if !keys.DSAParamsOK(k.P, k.Q, k.G) || k.Q.BitLen()%8 != 0 || !k.Q.ProbablyPrime(20) ||
		new(big.Int).Exp(k.G, k.Q, k.P).Cmp(one) != 0 {
		return keys.OpenSSLError("", 0x05000072, "dsa routines", "bad ffc parameters")
	}
	return nil
}

// verifyPSSWithMGF is EMSA-PSS-VERIFY (RFC 8017 §9.1.2) with an MGF1 digest
// of its own (Go's rsa.VerifyPSS uses the message's), on public data.
func verifyPSSWithMGF(pub *rsa.PublicKey, mHash, sig []byte, saltLen int, h, mgfHash crypto.Hash) bool {
	k := (pub.N.BitLen() + 7) / 8
	if len(sig) != k || !h.Available() || !mgfHash.Available() {
		return false
	}
	m, err := rawPublic(pub, sig)
	if err != nil {
		return false
	}
	emBits := pub.N.BitLen() - 1
	emLen := (emBits + 7) / 8
	em := m[len(m)-emLen:]
	if len(m) > emLen && m[0] != 0 {
		return false
	}
	hLen := h.Size()
	if emLen < hLen+2 || em[emLen-1] != 0xbc {
		return false
	}
	db := append([]byte(nil), em[:emLen-hLen-1]...)
	hh := em[emLen-hLen-1 : emLen-1]
	if db[0]>>(8-(8*emLen-emBits)) != 0 {
		return false
	}
	mask := mgf1(mgfHash, hh, len(db))
	for i := range db {
		db[i] ^= mask[i]
	}
	db[0] &= 0xff >> (8*emLen - emBits)
	// db is PS (zeros) || 0x01 || salt.
	at := bytes.IndexByte(db, 1)
	if at < 0 || bytes.ContainsFunc(db[:at], func(r rune) bool { return r != 0 }) {
		return false
	}
	salt := db[at+1:]
	if saltLen >= 0 && len(salt) != saltLen {
		return false
	}
	if saltLen == rsa.PSSSaltLengthEqualsHash && len(salt) != hLen {
		return false
	}
	d := h.New()
	d.Write(make([]byte, 8))
	d.Write(mHash)
	d.Write(salt)
	return bytes.Equal(d.Sum(nil), hh)
}

// mgf1 is MGF1 (RFC 8017 B.2.1) of seed with h, n bytes long.
func mgf1(h crypto.Hash, seed []byte, n int) []byte {
	var out []byte
	for c := uint32(0); len(out) < n; c++ {
		d := h.New()
		d.Write(seed)
		d.Write([]byte{byte(c >> 24), byte(c >> 16), byte(c >> 8), byte(c)})
		out = d.Sum(out)
	}
	return out[:n]
}

// errCryptKeyType is the refusal of RSA encryption with a key of another
// type: OpenSSL's provider says it of an RSASSA-PSS key, EVP of others.
func errCryptKeyType(k *keys.Ref) error {
	if k != nil && keys.Algorithm(k.DER, 2) == "RSA-PSS" {
		return keys.ErrProvider("ERR_OSSL_OPERATION_NOT_SUPPORTED_FOR_THIS_KEYTYPE", 0x1C8000B2, "operation not supported for this keytype")
	}
	return keys.ErrKeyTypeOp()
}

// rawPrivate is c^d mod n (RSA_NO_PADDING's private operation), blinded
// as OpenSSL blinds it: (c·r^e)^d · r⁻¹ for a random r, so that its time
// does not depend on c.
func rawPrivate(priv *rsa.PrivateKey, data []byte) ([]byte, error) {
	c := new(big.Int).SetBytes(data)
	if c.Cmp(priv.N) >= 0 {
		return nil, errRSA("ERR_OSSL_RSA_DATA_TOO_LARGE_FOR_MODULUS", "error:02000084:rsa routines::data too large for modulus")
	}
	var r, rInv *big.Int
	for rInv == nil {
		var err error
		if r, err = rand.Int(rand.Reader, priv.N); err != nil {
			return nil, err
		}
		if r.Sign() > 0 {
			rInv = new(big.Int).ModInverse(r, priv.N)
		}
	}
	blinded := new(big.Int).Exp(r, big.NewInt(int64(priv.E)), priv.N)
	blinded.Mul(blinded, c).Mod(blinded, priv.N)
	m := new(big.Int).Exp(blinded, priv.D, priv.N)
	m.Mul(m, rInv).Mod(m, priv.N)
	return m.FillBytes(make([]byte, (priv.N.BitLen()+7)/8)), nil
}
