package crypto

import (
	"crypto"
	"crypto/ecdh"
	"crypto/ecdsa"
	"crypto/ed25519"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/rsa"
	"encoding/asn1"
	"errors"
	"math/big"

	"github.com/earshot/extensions/platform/crypto/internal/digest"
	"github.com/earshot/extensions/platform/crypto/keys"
	"github.com/earshot/extensions/platform/kernel"
)

// node:crypto's signatures (sign, verify, createSign, createVerify), RSA
// encryption (publicEncrypt, privateDecrypt, privateEncrypt,
// publicDecrypt) and key agreement (diffieHellman, createECDH).

// Node's crypto.constants for RSA.
const (
	rsaPKCS1Padding     = 1
	rsaNoPadding        = 3
	rsaPKCS1OAEPPadding = 4
	rsaPKCS1PSSPadding  = 6
	rsaPSSSaltLenDigest = -1
	rsaPSSSaltLenMax    = -2 // RSA_PSS_SALTLEN_MAX_SIGN and RSA_PSS_SALTLEN_AUTO
)

type signArgs struct {
	Alg         string    `json:"alg"` // a digest, or "" (Ed25519, and the key's default)
	Key         *keys.Ref `json:"key"`
	Padding     int       `json:"padding"`
	SaltLength  *int      `json:"saltLength"`
	DSAEncoding string    `json:"dsaEncoding"` // der, ieee-p1363
	Signature   []byte    `json:"signature"`
	// Prehashed: data is the digest of the message (createSign's update
	// hashes as it goes).
	Prehashed bool `json:"prehashed"`
}

func errInvalidDigest() error {
	return kernel.NodeError("Error", "ERR_OSSL_INVALID_DIGEST", "error:1C80007A:Provider routines::invalid digest")
}

// signDigest hashes data with the digest a names (SHA-256 if none), or,
// if a is prehashed, takes data as the digest.
func signDigest(a signArgs, data []byte) (crypto.Hash, []byte, error) {
	alg := a.Alg
	if alg == "" {
		alg = "sha256"
	}
	d, ok := digest.Lookup(alg)
	if !ok || d.Hash == 0 {
		return 0, nil, kernel.NodeError("TypeError", "ERR_CRYPTO_INVALID_DIGEST", "Invalid digest: %s", alg)
	}
	if a.Prehashed {
		if len(data) != d.Hash.Size() {
			return 0, nil, kernel.TypeError("crypto.sign: a %s digest is %d bytes, not %d", alg, d.Hash.Size(), len(data))
		}
		return d.Hash, append([]byte(nil), data...), nil
	}
	h := d.New()
	h.Write(data)
	return d.Hash, h.Sum(nil), nil
}

func pssOptions(h crypto.Hash, saltLength *int, signing bool) (*rsa.PSSOptions, error) {
	o := &rsa.PSSOptions{Hash: h, SaltLength: rsa.PSSSaltLengthAuto}
	if saltLength == nil {
		return o, nil
	}
	switch n := *saltLength; {
	case n == rsaPSSSaltLenDigest:
		o.SaltLength = rsa.PSSSaltLengthEqualsHash
	case n == rsaPSSSaltLenMax:
	case n > 0:
		o.SaltLength = n
	default:
		return nil, kernel.NodeError("Error", "ERR_EARSHOT_UNSUPPORTED", "an RSA-PSS salt of length %d is not supported", n)
	}
	return o, nil
}

// opSign signs data (crypto.sign, sign.sign).
func opSign(i *kernel.Instance, a signArgs, data []byte) kernel.Reply {
	priv, err := keys.Private(i, a.Key)
	if err != nil {
		return kernel.Reply{Err: err}
	}
	sig, err := signWith(a, priv, data)
	if err != nil {
		return kernel.Reply{Err: err}
	}
	return kernel.Reply{Bytes: sig}
}

func signWith(a signArgs, priv any, data []byte) ([]byte, error) {
	if k, ok := priv.(ed25519.PrivateKey); ok {
		if a.Alg != "" || a.Prehashed {
			return nil, errInvalidDigest()
		}
		return ed25519.Sign(k, data), nil
	}
	switch k := priv.(type) {
	case *rsa.PrivateKey:
		h, digest, err := signDigest(a, data)
		if err != nil {
			return nil, err
		}
		if a.Padding == rsaPKCS1PSSPadding {
			o, err := pssOptions(h, a.SaltLength, true)
			if err != nil {
				return nil, err
			}
			return rsa.SignPSS(rand.Reader, k, h, digest, o)
		}
		if a.Padding != 0 && a.Padding != rsaPKCS1Padding {
			return nil, errPaddingMode()
		}
		return rsa.SignPKCS1v15(rand.Reader, k, h, digest)
	case *ecdsa.PrivateKey:
		_, digest, err := signDigest(a, data)
		if err != nil {
			return nil, err
		}
		der, err := ecdsa.SignASN1(rand.Reader, k, digest)
		if err != nil || a.DSAEncoding != "ieee-p1363" {
			return der, err
		}
		var rs struct{ R, S *big.Int }
		if _, err := asn1.Unmarshal(der, &rs); err != nil {
			return nil, err
		}
		n := (k.Curve.Params().BitSize + 7) / 8
		out := make([]byte, 2*n)
		rs.R.FillBytes(out[:n])
		rs.S.FillBytes(out[n:])
		return out, nil
	}
	return signOther(a, priv, data)
}

// opVerify checks a signature (crypto.verify, verify.verify).
func opVerify(i *kernel.Instance, a signArgs, data []byte) kernel.Reply {
	pub, err := keys.Public(i, a.Key)
	if err != nil {
		return kernel.Reply{Err: err}
	}
	ok, err := verifyWith(a, pub, data)
	if err != nil {
		return kernel.Reply{Err: err}
	}
	return kernel.Reply{Value: ok}
}

func verifyWith(a signArgs, pub any, data []byte) (bool, error) {
	sig := a.Signature
	switch k := pub.(type) {
	case ed25519.PublicKey:
		if a.Alg != "" || a.Prehashed {
			return false, errInvalidDigest()
		}
		return ed25519.Verify(k, data, sig), nil
	case *rsa.PublicKey:
		h, digest, err := signDigest(a, data)
		if err != nil {
			return false, err
		}
		if a.Padding == rsaPKCS1PSSPadding {
			o, err := pssOptions(h, a.SaltLength, false)
			if err != nil {
				return false, err
			}
			return rsa.VerifyPSS(k, h, digest, sig, o) == nil, nil
		}
		return rsa.VerifyPKCS1v15(k, h, digest, sig) == nil, nil
	case *ecdsa.PublicKey:
		_, digest, err := signDigest(a, data)
		if err != nil {
			return false, err
		}
		if a.DSAEncoding != "ieee-p1363" {
			return ecdsa.VerifyASN1(k, digest, sig), nil
		}
		n := (k.Curve.Params().BitSize + 7) / 8
		if len(sig) != 2*n {
			return false, nil
		}
		return ecdsa.Verify(k, digest, new(big.Int).SetBytes(sig[:n]), new(big.Int).SetBytes(sig[n:])), nil
	}
	return verifyOther(a, pub, data)
}

type rsaCryptArgs struct {
	Fn        string    `json:"fn"` // publicEncrypt, privateDecrypt, privateEncrypt, publicDecrypt
	Key       *keys.Ref `json:"key"`
	Padding   int       `json:"padding"`
	OAEPHash  string    `json:"oaepHash"`
	OAEPLabel []byte    `json:"oaepLabel"`
}

func errRSA(code, msg string) error { return kernel.NodeError("Error", code, "%s", msg) }

// opRSACrypt is publicEncrypt, privateDecrypt, privateEncrypt and
// publicDecrypt.
func opRSACrypt(i *kernel.Instance, a rsaCryptArgs, data []byte) kernel.Reply {
	b, err := rsaCrypt(i, a, data)
	if err != nil {
		return kernel.Reply{Err: err}
	}
	return kernel.Reply{Bytes: b}
}

func rsaCrypt(i *kernel.Instance, a rsaCryptArgs, data []byte) ([]byte, error) {
	var pub *rsa.PublicKey
	var priv *rsa.PrivateKey
	if a.Fn == "publicEncrypt" || a.Fn == "publicDecrypt" {
		k, err := keys.Public(i, a.Key)
		if err != nil {
			return nil, err
		}
		pub, _ = k.(*rsa.PublicKey)
	} else {
		k, err := keys.Private(i, a.Key)
		if err != nil {
			return nil, err
		}
		if priv, _ = k.(*rsa.PrivateKey); priv != nil {
			pub = &priv.PublicKey
		}
	}
	if pub == nil {
		return nil, errCryptKeyType(a.Key)
	}
	padding := a.Padding
	if padding == 0 {
		padding = rsaPKCS1OAEPPadding
		if a.Fn == "privateEncrypt" || a.Fn == "publicDecrypt" {
			padding = rsaPKCS1Padding
		}
	}
	size := (pub.N.BitLen() + 7) / 8
	tooLarge := errRSA("ERR_OSSL_RSA_DATA_TOO_LARGE_FOR_KEY_SIZE", "error:0200006E:rsa routines::data too large for key size")
	switch {
	case a.Fn == "publicEncrypt" && padding == rsaPKCS1OAEPPadding:
		h, err := oaepHash(a.OAEPHash)
		if err != nil {
			return nil, err
		}
		out, err := rsa.EncryptOAEP(h.New(), rand.Reader, pub, data, a.OAEPLabel)
		if errors.Is(err, rsa.ErrMessageTooLong) {
			return nil, tooLarge
		}
		return out, err
	case a.Fn == "publicEncrypt" && padding == rsaPKCS1Padding:
		//lint:ignore SA1019 Node offers RSA_PKCS1_PADDING for the protocols that still need it.
		out, err := rsa.EncryptPKCS1v15(rand.Reader, pub, data)
		if errors.Is(err, rsa.ErrMessageTooLong) {
			return nil, tooLarge
		}
		return out, err
	case a.Fn == "publicEncrypt" && padding == rsaNoPadding:
		if len(data) > size {
			return nil, errRSA("ERR_OSSL_RSA_DATA_TOO_LARGE_FOR_KEY_SIZE", "error:0200006E:rsa routines::data too large for key size")
		}
		if len(data) < size {
			return nil, errRSA("ERR_OSSL_RSA_DATA_TOO_SMALL_FOR_KEY_SIZE", "error:0200007A:rsa routines::data too small for key size")
		}
		return rawPublic(pub, data)
	case a.Fn == "privateDecrypt" && padding == rsaPKCS1OAEPPadding:
		h, err := oaepHash(a.OAEPHash)
		if err != nil {
			return nil, err
		}
		out, err := rsa.DecryptOAEP(h.New(), nil, priv, data, a.OAEPLabel)
		if err != nil {
			return nil, errRSA("ERR_OSSL_RSA_OAEP_DECODING_ERROR", "error:02000079:rsa routines::oaep decoding error")
		}
		return out, nil
	case a.Fn == "privateDecrypt" && padding == rsaPKCS1Padding:
		return nil, kernel.NodeError("TypeError", "ERR_INVALID_ARG_VALUE",
			"RSA_PKCS1_PADDING is no longer supported for private decryption, this can be reverted with --security-revert=CVE-2023-46809")
	case a.Fn == "privateEncrypt" && padding == rsaPKCS1Padding:
		if len(data) > size-11 {
			return nil, errRSA("ERR_OSSL_RSA_DATA_TOO_LARGE_FOR_KEY_SIZE", "error:0200006E:rsa routines::data too large for key size")
		}
		return rsa.SignPKCS1v15(nil, priv, 0, data)
	case a.Fn == "publicDecrypt" && (padding == rsaPKCS1Padding || padding == rsaNoPadding):
		if len(data) != size {
			return nil, errRSA("ERR_OSSL_RSA_DATA_GREATER_THAN_MOD_LEN", "error:0200006C:rsa routines::data greater than mod len")
		}
		m, err := rawPublic(pub, data)
		if err != nil || padding == rsaNoPadding {
			return m, err
		}
		// EMSA-PKCS1-v1_5's block type 1: 00 01 FF… 00 data, checked in
		// OpenSSL's order, with the first error it reports.
		if m[0] != 0 || m[1] != 1 {
			return nil, errRSA("ERR_OSSL_RSA_INVALID_PADDING", "error:0200008A:rsa routines::invalid padding")
		}
		at := 2
		for at < len(m) && m[at] == 0xff {
			at++
		}
		switch {
		case at == len(m):
			return nil, errRSA("ERR_OSSL_RSA_NULL_BEFORE_BLOCK_MISSING", "error:02000071:rsa routines::null before block missing")
		case m[at] != 0:
			return nil, errRSA("ERR_OSSL_RSA_BAD_FIXED_HEADER_DECRYPT", "error:02000066:rsa routines::bad fixed header decrypt")
		case at < 10:
			return nil, errRSA("ERR_OSSL_RSA_BAD_PAD_BYTE_COUNT", "error:02000067:rsa routines::bad pad byte count")
		}
		return m[at+1:], nil
	case (a.Fn == "privateEncrypt" || a.Fn == "privateDecrypt") && padding == rsaNoPadding:
		if len(data) > size {
			return nil, errRSA("ERR_OSSL_RSA_DATA_TOO_LARGE_FOR_KEY_SIZE", "error:0200006E:rsa routines::data too large for key size")
		}
		if len(data) < size {
			return nil, errRSA("ERR_OSSL_RSA_DATA_TOO_SMALL_FOR_KEY_SIZE", "error:0200007A:rsa routines::data too small for key size")
		}
		return rawPrivate(priv, data)
	case a.Fn == "privateEncrypt" || a.Fn == "publicDecrypt":
		return nil, errPaddingMode()
	}
	return nil, errRSA("ERR_OSSL_RSA_UNKNOWN_PADDING_TYPE", "error:02000076:rsa routines::unknown padding type")
}

// rawPublic is c^e mod n, as many bytes as n (public data only).
func rawPublic(pub *rsa.PublicKey, data []byte) ([]byte, error) {
	c := new(big.Int).SetBytes(data)
	if c.Cmp(pub.N) >= 0 {
		return nil, errRSA("ERR_OSSL_RSA_DATA_TOO_LARGE_FOR_MODULUS", "error:02000084:rsa routines::data too large for modulus")
	}
	m := new(big.Int).Exp(c, big.NewInt(int64(pub.E)), pub.N)
	return m.FillBytes(make([]byte, (pub.N.BitLen()+7)/8)), nil
}

func oaepHash(name string) (crypto.Hash, error) {
	if name == "" {
		return crypto.SHA1, nil
	}
	d, ok := digest.Lookup(name)
	if !ok || d.Hash == 0 {
		return 0, kernel.NodeError("Error", "ERR_OSSL_EVP_INVALID_DIGEST", "Invalid digest used")
	}
	return d.Hash, nil
}

type ecdhArgs struct {
	Fn      string    `json:"fn"` // generate, fromPrivate, compute, convert, diffieHellman
	Curve   string    `json:"curve"`
	Private []byte    `json:"private"`
	Public  []byte    `json:"public"`
	Format  string    `json:"format"` // uncompressed, compressed, hybrid
	Key     *keys.Ref `json:"key"`    // diffieHellman's private key
	Other   *keys.Ref `json:"other"`  // and the other party's public key
}

// opECDH is createECDH's work, and diffieHellman's.
func opECDH(_ *kernel.Instance, a ecdhArgs, _ []byte) kernel.Reply {
	v, err := ecdhDo(a)
	if err != nil {
		return kernel.Reply{Err: err}
	}
	if b, ok := v.([]byte); ok {
		return kernel.Reply{Bytes: b}
	}
	return kernel.Reply{Value: v}
}

func ecdhCurve(name string) (ecdh.Curve, elliptic.Curve, error) {
	c, ok := keys.Curve(name)
	if !ok {
		return nil, nil, kernel.NodeError("TypeError", "ERR_CRYPTO_INVALID_CURVE", "Invalid EC curve name")
	}
	switch c {
	case elliptic.P256():
		return ecdh.P256(), c, nil
	case elliptic.P384():
		return ecdh.P384(), c, nil
	}
	return ecdh.P521(), c, nil
}

func errECDHPublic() error {
	return kernel.NodeError("Error", "ERR_CRYPTO_ECDH_INVALID_PUBLIC_KEY", "Public key is not valid for specified curve")
}

// ecPoint reads a point in any of the three encodings, as uncompressed.
func ecPoint(c elliptic.Curve, b []byte) ([]byte, error) {
	size := (c.Params().BitSize + 7) / 8
	switch {
	case len(b) == 1+size && (b[0] == 2 || b[0] == 3):
		x, y := elliptic.UnmarshalCompressed(c, b)
		if x == nil {
			return nil, errECDHPublic()
		}
		out := make([]byte, 1+2*size)
		out[0] = 4
		x.FillBytes(out[1 : 1+size])
		y.FillBytes(out[1+size:])
		return out, nil
	case len(b) == 1+2*size && (b[0] == 6 || b[0] == 7):
		if b[0]&1 != b[len(b)-1]&1 {
			return nil, errECDHPublic()
		}
		return append([]byte{4}, b[1:]...), nil
	case len(b) == 1+2*size && b[0] == 4:
		return b, nil
	}
	return nil, errECDHPublic()
}

// encodePoint writes an uncompressed point in format.
func encodePoint(p []byte, format string) ([]byte, error) {
	size := (len(p) - 1) / 2
	odd := p[len(p)-1] & 1
	switch format {
	case "", "uncompressed":
		return p, nil
	case "compressed":
		return append([]byte{2 | odd}, p[1:1+size]...), nil
	case "hybrid":
		return append([]byte{6 | odd}, p[1:]...), nil
	}
	return nil, kernel.NodeError("TypeError", "ERR_CRYPTO_ECDH_INVALID_FORMAT", "Invalid ECDH format: %s", format)
}

func ecdhDo(a ecdhArgs) (any, error) {
	if a.Fn == "diffieHellman" {
		return keys.DiffieHellman(a.Key, a.Other)
	}
	curve, c, err := ecdhCurve(a.Curve)
	if err != nil {
		return nil, err
	}
	switch a.Fn {
	case "generate", "fromPrivate":
		var priv *ecdh.PrivateKey
		if a.Fn == "generate" {
			priv, err = curve.GenerateKey(rand.Reader)
		} else {
			size := (c.Params().BitSize + 7) / 8
			if len(a.Private) > size {
				return nil, kernel.NodeError("Error", "ERR_CRYPTO_INVALID_KEYTYPE", "Private key is not valid for specified curve.")
			}
			priv, err = curve.NewPrivateKey(append(make([]byte, size-len(a.Private)), a.Private...))
			if err != nil {
				return nil, kernel.NodeError("Error", "ERR_CRYPTO_INVALID_KEYTYPE", "Private key is not valid for specified curve.")
			}
		}
		if err != nil {
			return nil, err
		}
		return map[string][]byte{"private": priv.Bytes(), "public": priv.PublicKey().Bytes()}, nil
	case "compute":
		p, err := ecPoint(c, a.Public)
		if err != nil {
			return nil, err
		}
		pub, err := curve.NewPublicKey(p)
		if err != nil {
			return nil, errECDHPublic()
		}
		priv, err := curve.NewPrivateKey(a.Private)
		if err != nil {
			return nil, err
		}
		return priv.ECDH(pub)
	case "convert":
		p, err := ecPoint(c, a.Public)
		if err != nil {
			return nil, kernel.NodeError("Error", "ERR_CRYPTO_OPERATION_FAILED", "Failed to convert Buffer to EC_POINT")
		}
		if _, err := curve.NewPublicKey(p); err != nil {
			return nil, kernel.NodeError("Error", "ERR_CRYPTO_OPERATION_FAILED", "Failed to convert Buffer to EC_POINT")
		}
		return encodePoint(p, a.Format)
	}
	return nil, kernel.TypeError("crypto.ecdh: no operation %q", a.Fn)
}

// signOps are the operations of this file.
func signOps() []*kernel.Op {
	keys := "keys of at most 16384 bits; the 8 used last kept parsed; data in the instance's memory"
	return []*kernel.Op{
		kernel.Def(kernel.Op{Name: "crypto.sign", World: "randomness", Limits: keys, Test: "TestNodeKeyGoldens", Borrows: true}, opSign),
		kernel.Def(kernel.Op{Name: "crypto.verify", Limits: keys, Test: "TestNodeKeyGoldens", Borrows: true}, opVerify),
		kernel.Def(kernel.Op{Name: "crypto.rsa", World: "randomness", Limits: keys, Test: "TestNodeKeyGoldens", Borrows: true}, opRSACrypt),
		kernel.Def(kernel.Op{Name: "crypto.ecdh", World: "randomness", Limits: "-", Test: "TestNodeKeyGoldens"}, opECDH),
	}
}
