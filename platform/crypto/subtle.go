package crypto

import (
	"context"
	"crypto"
	"crypto/aes"
	"crypto/cipher"
	"crypto/ecdh"
	"crypto/ecdsa"
	"crypto/ed25519"
	"crypto/elliptic"
	"crypto/hkdf"
	"crypto/hmac"
	"crypto/rand"
	"crypto/rsa"
	"crypto/sha1"
	"crypto/sha256"
	"crypto/sha512"
	"crypto/x509"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"hash"
	"math/big"
	"slices"
	"strconv"
	"strings"

	"github.com/earshot/extensions/platform/crypto/keys"
	"github.com/earshot/extensions/platform/kernel"
)

// crypto.subtle, backed by Go's crypto. A CryptoKey's material lives in
// the instance (as its JavaScript object's private state) in one of three
// forms: a secret's raw bytes, a private key's PKCS #8 DER, a public key's
// SPKI DER; each operation is given the key and parses it. Operations
// answer at once (the promise is the prelude's).

type subtleAlg struct {
	Name           string `json:"name"`
	Hash           string `json:"hash,omitempty"`
	NamedCurve     string `json:"namedCurve,omitempty"`
	Length         int    `json:"length,omitempty"`
	ModulusLength  int    `json:"modulusLength,omitempty"`
	PublicExponent []byte `json:"publicExponent,omitempty"`
	// Parameters of one operation.
	IV             []byte         `json:"iv,omitempty"`
	AdditionalData []byte         `json:"additionalData,omitempty"`
	TagLength      int            `json:"tagLength,omitempty"`
	Counter        []byte         `json:"counter,omitempty"`
	Label          []byte         `json:"label,omitempty"`
	Salt           []byte         `json:"salt,omitempty"`
	Info           []byte         `json:"info,omitempty"`
	Iterations     int            `json:"iterations,omitempty"`
	SaltLength     int            `json:"saltLength,omitempty"`
	Public         *subtleKeyData `json:"public,omitempty"`
}

type subtleKeyData struct {
	Type      string    `json:"type"` // secret, private, public
	Algorithm subtleAlg `json:"algorithm"`
	Material  []byte    `json:"material"`
}

type subtleReq struct {
	Fn string `json:"fn"`
	// Async: the operation completes later (deriveBits with PBKDF2, RSA's
	// generateKey: those that can take long).
	Async     bool            `json:"async,omitempty"`
	Format    string          `json:"format,omitempty"`
	Algorithm subtleAlg       `json:"algorithm"`
	Key       *subtleKeyData  `json:"key,omitempty"`
	JWK       json.RawMessage `json:"jwk,omitempty"`
	Signature []byte          `json:"signature,omitempty"`
	Length    int             `json:"length,omitempty"`
}

// opSubtle runs one crypto.subtle operation, on the instance's goroutine
// or (Async) on one of its own; either way, work that can take long
// (PBKDF2, RSA key generation) stops when the task ends.
func opSubtle(i *kernel.Instance, r subtleReq, data []byte) kernel.Reply {
	release := func() {}
	if r.Fn == "deriveBits" {
		var err error
		if release, err = reserve(i, "deriveBits", int64(max(r.Length, 0)/8)); err != nil {
			return kernel.Reply{Err: &kernel.JSError{Name: "OperationError", Message: err.Error()}}
		}
	}
	if r.Async {
		data = append([]byte(nil), data...)
		started := i.StartCPU(func(ctx context.Context) (any, []byte, error) {
			defer release()
			v, b, err := subtleDo(ctx, &r, data)
			if err != nil {
				return nil, nil, subtleError(err)
			}
			return v, b, nil
		})
		if started.Err != nil {
			release()
		}
		return started
	}
	defer release()
	v, b, err := subtleDo(i.TaskContext(), &r, data)
	if err != nil {
		return kernel.Reply{Err: subtleError(err)}
	}
	if b != nil {
		return kernel.Reply{Bytes: b}
	}
	return kernel.Reply{Value: v}
}

func subtleError(err error) error {
	var js *kernel.JSError
	if errors.As(err, &js) {
		return js
	}
	return &kernel.JSError{Name: "OperationError", Message: err.Error()}
}

func notSupported(format string, a ...any) error {
	return &kernel.JSError{Name: "NotSupportedError", Message: fmt.Sprintf(format, a...)}
}

func dataError(format string, a ...any) error {
	return &kernel.JSError{Name: "DataError", Message: fmt.Sprintf(format, a...)}
}

func webHash(name string) (func() hash.Hash, crypto.Hash, error) {
	switch strings.ToUpper(name) {
	case "SHA-1":
		return sha1.New, crypto.SHA1, nil
	case "SHA-256":
		return sha256.New, crypto.SHA256, nil
	case "SHA-384":
		return sha512.New384, crypto.SHA384, nil
	case "SHA-512":
		return sha512.New, crypto.SHA512, nil
	}
	return nil, 0, notSupported("crypto.subtle: the hash %q is not supported (SHA-1, SHA-256, SHA-384, SHA-512 are)", name)
}

func curveOf(name string) (elliptic.Curve, ecdh.Curve, error) {
	switch name {
	case "P-256":
		return elliptic.P256(), ecdh.P256(), nil
	case "P-384":
		return elliptic.P384(), ecdh.P384(), nil
	case "P-521":
		return elliptic.P521(), ecdh.P521(), nil
	}
	return nil, nil, notSupported("crypto.subtle: the curve %q is not supported (P-256, P-384, P-521 are)", name)
}

func subtleDo(ctx context.Context, r *subtleReq, data []byte) (any, []byte, error) {
	a := r.Algorithm
	switch r.Fn {
	case "digest":
		h, _, err := webHash(a.Name)
		if err != nil {
			return nil, nil, err
		}
		d := h()
		d.Write(data)
		return nil, d.Sum(nil), nil
	case "generateKey":
		return generateKey(ctx, a)
	case "importKey":
		k, err := importKey(r.Format, a, data, r.JWK)
		return k, nil, err
	case "exportKey":
		return exportKey(r.Format, r.Key)
	case "sign":
		b, err := sign(a, r.Key, data)
		return nil, b, err
	case "verify":
		ok, err := verify(a, r.Key, r.Signature, data)
		return ok, nil, err
	case "encrypt", "decrypt":
		b, err := cryptAES(r.Fn == "encrypt", a, r.Key, data)
		return nil, b, err
	case "deriveBits":
		b, err := deriveBits(ctx, a, r.Key, r.Length)
		return nil, b, err
	}
	return nil, nil, notSupported("crypto.subtle.%s is not supported", r.Fn)
}

func generateKey(ctx context.Context, a subtleAlg) (any, []byte, error) {
	switch a.Name {
	case "HMAC":
		h, _, err := webHash(a.Hash)
		if err != nil {
			return nil, nil, err
		}
		n := a.Length
		if n == 0 {
			n = h().BlockSize() * 8
		}
		b := make([]byte, (n+7)/8)
		rand.Read(b)
		a.Length = n
		return &subtleKeyData{Type: "secret", Algorithm: a, Material: b}, nil, nil
	case "AES-GCM", "AES-CBC", "AES-CTR", "AES-KW":
		if a.Length != 128 && a.Length != 192 && a.Length != 256 {
			return nil, nil, &kernel.JSError{Name: "OperationError", Message: "AES key length must be 128, 192 or 256 bits"}
		}
		b := make([]byte, a.Length/8)
		rand.Read(b)
		return &subtleKeyData{Type: "secret", Algorithm: a, Material: b}, nil, nil
	case "ECDSA", "ECDH":
		c, _, err := curveOf(a.NamedCurve)
		if err != nil {
			return nil, nil, err
		}
		k, err := ecdsa.GenerateKey(c, rand.Reader)
		if err != nil {
			return nil, nil, err
		}
		return keyPair(a, k, &k.PublicKey)
	case "RSASSA-PKCS1-v1_5", "RSA-PSS", "RSA-OAEP":
		if a.ModulusLength < 1024 || a.ModulusLength > 8192 {
			return nil, nil, &kernel.JSError{Name: "OperationError", Message: "RSA modulusLength must be between 1024 and 8192"}
		}
		if e := new(big.Int).SetBytes(a.PublicExponent); len(a.PublicExponent) > 0 && e.Int64() != 65537 {
			return nil, nil, notSupported("crypto.subtle: only the public exponent 65537 is supported")
		}
		k, err := keys.GenerateRSA(ctx, a.ModulusLength, 65537)
		if err != nil {
			return nil, nil, err
		}
		a.PublicExponent = []byte{1, 0, 1}
		return keyPair(a, k, &k.PublicKey)
	case "Ed25519":
		pub, priv, err := ed25519.GenerateKey(rand.Reader)
		if err != nil {
			return nil, nil, err
		}
		return keyPair(a, priv, pub)
	case "X25519":
		priv, err := ecdh.X25519().GenerateKey(rand.Reader)
		if err != nil {
			return nil, nil, err
		}
		return keyPair(a, priv, priv.PublicKey())
	}
	return nil, nil, notSupported("crypto.subtle.generateKey: %q is not supported", a.Name)
}

func keyPair(a subtleAlg, priv, pub any) (any, []byte, error) {
	p8, err := x509.MarshalPKCS8PrivateKey(priv)
	if err != nil {
		return nil, nil, err
	}
	spki, err := x509.MarshalPKIXPublicKey(pub)
	if err != nil {
		return nil, nil, err
	}
	return map[string]*subtleKeyData{
		"privateKey": {Type: "private", Algorithm: a, Material: p8},
		"publicKey":  {Type: "public", Algorithm: a, Material: spki},
	}, nil, nil
}

func isSecretAlg(name string) bool {
	switch name {
	case "HMAC", "AES-GCM", "AES-CBC", "AES-CTR", "AES-KW", "PBKDF2", "HKDF":
		return true
	}
	return false
}

func importKey(format string, a subtleAlg, data []byte, jwk json.RawMessage) (*subtleKeyData, error) {
	if format == "jwk" {
		return importJWK(a, jwk)
	}
	if isSecretAlg(a.Name) {
		if format != "raw" {
			return nil, notSupported("crypto.subtle.importKey: a %s key is imported from raw or jwk, not %s", a.Name, format)
		}
		switch {
		case strings.HasPrefix(a.Name, "AES"):
			if n := len(data) * 8; n != 128 && n != 192 && n != 256 {
				return nil, dataError("an AES key must be 16, 24 or 32 bytes, not %d", len(data))
			}
			a.Length = len(data) * 8
		case a.Name == "HMAC":
			if _, _, err := webHash(a.Hash); err != nil {
				return nil, err
			}
			if a.Length == 0 {
				a.Length = len(data) * 8
			}
		}
		return &subtleKeyData{Type: "secret", Algorithm: a, Material: append([]byte(nil), data...)}, nil
	}
	if err := keys.CheckDER(data); err != nil {
		return nil, err
	}
	switch format {
	case "spki":
		pub, err := keys.ParsePKIX(data)
		if err != nil {
			return nil, dataError("crypto.subtle.importKey: not an SPKI public key: %v", err)
		}
		if err := checkKeyAlg(a, pub); err != nil {
			return nil, err
		}
		return &subtleKeyData{Type: "public", Algorithm: describeAlg(a, pub), Material: append([]byte(nil), data...)}, nil
	case "pkcs8":
		priv, err := keys.ParsePKCS8(data)
		if err != nil {
			return nil, dataError("crypto.subtle.importKey: not a PKCS #8 private key: %v", err)
		}
		if err := checkKeyAlg(a, priv); err != nil {
			return nil, err
		}
		return &subtleKeyData{Type: "private", Algorithm: describeAlg(a, priv), Material: append([]byte(nil), data...)}, nil
	case "raw":
		if a.Name == "Ed25519" || a.Name == "X25519" {
			return importOKP(a, data)
		}
		if a.Name != "ECDSA" && a.Name != "ECDH" {
			return nil, notSupported("crypto.subtle.importKey: raw is for secret and EC public keys")
		}
		c, _, err := curveOf(a.NamedCurve)
		if err != nil {
			return nil, err
		}
		pub, err := ecdsa.ParseUncompressedPublicKey(c, data) // WebCrypto's raw format
		if err != nil {
			return nil, dataError("crypto.subtle.importKey: not an uncompressed %s point", a.NamedCurve)
		}
		spki, err := x509.MarshalPKIXPublicKey(pub)
		if err != nil {
			return nil, err
		}
		return &subtleKeyData{Type: "public", Algorithm: a, Material: spki}, nil
	}
	return nil, notSupported("crypto.subtle.importKey: the format %q is not supported", format)
}

func checkKeyAlg(a subtleAlg, k any) error {
	switch k := k.(type) {
	case *ecdsa.PublicKey, *ecdsa.PrivateKey:
		if a.Name == "ECDSA" || a.Name == "ECDH" {
			return nil
		}
	case *rsa.PublicKey, *rsa.PrivateKey:
		if strings.HasPrefix(a.Name, "RSA") {
			return nil
		}
	case ed25519.PublicKey, ed25519.PrivateKey:
		if a.Name == "Ed25519" {
			return nil
		}
	case *ecdh.PublicKey:
		if a.Name == "X25519" && k.Curve() == ecdh.X25519() {
			return nil
		}
	case *ecdh.PrivateKey:
		if a.Name == "X25519" && k.Curve() == ecdh.X25519() {
			return nil
		}
	}
	return dataError("crypto.subtle.importKey: the key is not a %s key", a.Name)
}

// describeAlg fills in what the key itself says (curve, modulus).
func describeAlg(a subtleAlg, k any) subtleAlg {
	switch k := k.(type) {
	case *ecdsa.PublicKey:
		a.NamedCurve = k.Curve.Params().Name
	case *ecdsa.PrivateKey:
		a.NamedCurve = k.Curve.Params().Name
	case *rsa.PublicKey:
		a.ModulusLength, a.PublicExponent = k.N.BitLen(), big.NewInt(int64(k.E)).Bytes()
	case *rsa.PrivateKey:
		a.ModulusLength, a.PublicExponent = k.N.BitLen(), big.NewInt(int64(k.E)).Bytes()
	}
	return a
}

type jwkKey struct {
	Kty string `json:"kty"`
	Crv string `json:"crv,omitempty"`
	K   string `json:"k,omitempty"`
	X   string `json:"x,omitempty"`
	Y   string `json:"y,omitempty"`
	D   string `json:"d,omitempty"`
	N   string `json:"n,omitempty"`
	E   string `json:"e,omitempty"`
	P   string `json:"p,omitempty"`
	Q   string `json:"q,omitempty"`
	DP  string `json:"dp,omitempty"`
	DQ  string `json:"dq,omitempty"`
	QI  string `json:"qi,omitempty"`
	Alg string `json:"alg,omitempty"`
	Ext bool   `json:"ext,omitempty"`
}

var b64u = base64.RawURLEncoding

func b64int(s string) (*big.Int, error) {
	b, err := b64u.DecodeString(s)
	if err != nil {
		return nil, dataError("crypto.subtle: a JWK member is not base64url: %v", err)
	}
	return new(big.Int).SetBytes(b), nil
}

func importJWK(a subtleAlg, raw json.RawMessage) (*subtleKeyData, error) {
	var j jwkKey
	if err := json.Unmarshal(raw, &j); err != nil {
		return nil, dataError("crypto.subtle.importKey: the JWK is not an object: %v", err)
	}
	switch j.Kty {
	case "oct":
		k, err := b64u.DecodeString(j.K)
		if err != nil {
			return nil, dataError("crypto.subtle.importKey: k is not base64url")
		}
		return importKey("raw", a, k, nil)
	case "EC":
		a.NamedCurve = j.Crv
		c, _, err := curveOf(j.Crv)
		if err != nil {
			return nil, err
		}
		n := (c.Params().BitSize + 7) / 8
		x, err := b64fixed(j.X, n)
		if err != nil {
			return nil, err
		}
		y, err := b64fixed(j.Y, n)
		if err != nil {
			return nil, err
		}
		pub, err := ecdsa.ParseUncompressedPublicKey(c, append(append([]byte{4}, x...), y...))
		if err != nil {
			return nil, dataError("crypto.subtle.importKey: x and y are not a point of %s", j.Crv)
		}
		if j.D == "" {
			spki, err := x509.MarshalPKIXPublicKey(pub)
			if err != nil {
				return nil, dataError("crypto.subtle.importKey: %v", err)
			}
			return &subtleKeyData{Type: "public", Algorithm: a, Material: spki}, nil
		}
		d, err := b64fixed(j.D, n)
		if err != nil {
			return nil, err
		}
		priv, err := ecdsa.ParseRawPrivateKey(c, d)
		if err != nil || !priv.PublicKey.Equal(pub) {
			return nil, dataError("crypto.subtle.importKey: d is not the private key of x and y")
		}
		p8, err := x509.MarshalPKCS8PrivateKey(priv)
		if err != nil {
			return nil, dataError("crypto.subtle.importKey: %v", err)
		}
		return &subtleKeyData{Type: "private", Algorithm: a, Material: p8}, nil
	case "OKP":
		if j.Crv != a.Name {
			return nil, dataError("crypto.subtle.importKey: the JWK's crv %q is not %s", j.Crv, a.Name)
		}
		key, err := keys.ParseJWK(raw, j.D != "")
		if err != nil {
			return nil, dataError("crypto.subtle.importKey: %v", err)
		}
		if j.D != "" {
			p8, err := x509.MarshalPKCS8PrivateKey(key)
			if err != nil {
				return nil, dataError("crypto.subtle.importKey: %v", err)
			}
			return &subtleKeyData{Type: "private", Algorithm: a, Material: p8}, nil
		}
		spki, err := x509.MarshalPKIXPublicKey(key)
		if err != nil {
			return nil, dataError("crypto.subtle.importKey: %v", err)
		}
		return &subtleKeyData{Type: "public", Algorithm: a, Material: spki}, nil
	case "RSA":
		n, err := b64int(j.N)
		if err != nil {
			return nil, err
		}
		e, err := b64int(j.E)
		if err != nil {
			return nil, err
		}
		pub := rsa.PublicKey{N: n, E: int(e.Int64())}
		if n.BitLen() > keys.MaxRSABits {
			return nil, keys.RSATooLarge(n.BitLen())
		}
		if j.D == "" {
			spki, _ := x509.MarshalPKIXPublicKey(&pub)
			return &subtleKeyData{Type: "public", Algorithm: describeAlg(a, &pub), Material: spki}, nil
		}
		var ints []*big.Int
		for _, s := range []string{j.D, j.P, j.Q} {
			v, err := b64int(s)
			if err != nil {
				return nil, err
			}
			if v.BitLen() > keys.MaxRSABits {
				return nil, keys.RSATooLarge(v.BitLen())
			}
			ints = append(ints, v)
		}
		priv := &rsa.PrivateKey{PublicKey: pub, D: ints[0], Primes: []*big.Int{ints[1], ints[2]}}
		if err := priv.Validate(); err != nil {
			return nil, dataError("crypto.subtle.importKey: the RSA key is not valid: %v", err)
		}
		priv.Precompute()
		p8, err := x509.MarshalPKCS8PrivateKey(priv)
		if err != nil {
			return nil, err
		}
		return &subtleKeyData{Type: "private", Algorithm: describeAlg(a, priv), Material: p8}, nil
	}
	return nil, notSupported("crypto.subtle.importKey: the JWK kty %q is not supported (oct, EC, RSA, OKP are)", j.Kty)
}

func exportKey(format string, k *subtleKeyData) (any, []byte, error) {
	if k == nil {
		return nil, nil, kernel.TypeError("crypto.subtle.exportKey: no key")
	}
	switch {
	case format == "raw" && k.Type == "secret":
		return nil, k.Material, nil
	case format == "spki" && k.Type == "public", format == "pkcs8" && k.Type == "private":
		return nil, k.Material, nil
	case format == "raw" && k.Type == "public" && (k.Algorithm.Name == "ECDSA" || k.Algorithm.Name == "ECDH"):
		pub, err := keys.ParsePKIX(k.Material)
		if err != nil {
			return nil, nil, err
		}
		raw, err := pub.(*ecdsa.PublicKey).Bytes() // uncompressed: WebCrypto's raw format
		if err != nil {
			return nil, nil, err
		}
		return nil, raw, nil
	case format == "raw" && k.Type == "public" && (k.Algorithm.Name == "Ed25519" || k.Algorithm.Name == "X25519"):
		pub, err := keys.ParsePKIX(k.Material)
		if err != nil {
			return nil, nil, err
		}
		switch p := pub.(type) {
		case ed25519.PublicKey:
			return nil, []byte(p), nil
		case *ecdh.PublicKey:
			return nil, p.Bytes(), nil
		}
		return nil, nil, dataError("crypto.subtle.exportKey: not an %s key", k.Algorithm.Name)
	case format == "jwk":
		return exportJWK(k)
	}
	return nil, nil, &kernel.JSError{Name: "InvalidAccessError", Message: fmt.Sprintf("crypto.subtle.exportKey: a %s key cannot be exported as %s", k.Type, format)}
}

// ecJWK is an EC public key as a JWK (x and y from its uncompressed point).
func ecJWK(key *ecdsa.PublicKey) (jwkKey, error) {
	p, err := key.Bytes()
	if err != nil {
		return jwkKey{}, err
	}
	n := (len(p) - 1) / 2
	return jwkKey{Kty: "EC", Crv: key.Curve.Params().Name, X: b64u.EncodeToString(p[1 : 1+n]), Y: b64u.EncodeToString(p[1+n:]), Ext: true}, nil
}

// b64fixed decodes a base64url JWK member of at most n bytes, padded on
// the left to n.
func b64fixed(s string, n int) ([]byte, error) {
	b, err := b64u.DecodeString(s)
	if err != nil {
		return nil, dataError("crypto.subtle: a JWK member is not base64url: %v", err)
	}
	if len(b) > n {
		return nil, dataError("crypto.subtle: a JWK member is %d bytes; the curve's are %d", len(b), n)
	}
	return append(make([]byte, n-len(b)), b...), nil
}

func exportJWK(k *subtleKeyData) (any, []byte, error) {
	if k.Type == "secret" {
		return jwkKey{Kty: "oct", K: b64u.EncodeToString(k.Material), Alg: jwkAlg(k.Algorithm, len(k.Material)), Ext: true}, nil, nil
	}
	var key any
	var err error
	if k.Type == "private" {
		key, err = keys.ParsePKCS8(k.Material)
	} else {
		key, err = keys.ParsePKIX(k.Material)
	}
	if err != nil {
		return nil, nil, err
	}
	switch key := key.(type) {
	case *ecdsa.PrivateKey:
		j, err := ecJWK(&key.PublicKey)
		if err != nil {
			return nil, nil, err
		}
		d, err := key.Bytes()
		if err != nil {
			return nil, nil, err
		}
		j.D = b64u.EncodeToString(d)
		return j, nil, nil
	case *ecdsa.PublicKey:
		j, err := ecJWK(key)
		return j, nil, err
	case *rsa.PrivateKey:
		key.Precompute()
		e := big.NewInt(int64(key.E)).Bytes()
		return jwkKey{Kty: "RSA", N: b64u.EncodeToString(key.N.Bytes()), E: b64u.EncodeToString(e), D: b64u.EncodeToString(key.D.Bytes()),
			P: b64u.EncodeToString(key.Primes[0].Bytes()), Q: b64u.EncodeToString(key.Primes[1].Bytes()),
			DP: b64u.EncodeToString(key.Precomputed.Dp.Bytes()), DQ: b64u.EncodeToString(key.Precomputed.Dq.Bytes()),
			QI: b64u.EncodeToString(key.Precomputed.Qinv.Bytes()), Alg: jwkAlg(k.Algorithm, 0), Ext: true}, nil, nil
	case *rsa.PublicKey:
		e := big.NewInt(int64(key.E)).Bytes()
		return jwkKey{Kty: "RSA", N: b64u.EncodeToString(key.N.Bytes()), E: b64u.EncodeToString(e), Alg: jwkAlg(k.Algorithm, 0), Ext: true}, nil, nil
	case ed25519.PublicKey:
		return jwkKey{Kty: "OKP", Crv: "Ed25519", X: b64u.EncodeToString(key), Ext: true}, nil, nil
	case ed25519.PrivateKey:
		return jwkKey{Kty: "OKP", Crv: "Ed25519", X: b64u.EncodeToString(key.Public().(ed25519.PublicKey)), D: b64u.EncodeToString(key.Seed()), Ext: true}, nil, nil
	case *ecdh.PublicKey:
		return jwkKey{Kty: "OKP", Crv: "X25519", X: b64u.EncodeToString(key.Bytes()), Ext: true}, nil, nil
	case *ecdh.PrivateKey:
		return jwkKey{Kty: "OKP", Crv: "X25519", X: b64u.EncodeToString(key.PublicKey().Bytes()), D: b64u.EncodeToString(key.Bytes()), Ext: true}, nil, nil
	}
	return nil, nil, notSupported("crypto.subtle.exportKey: this key cannot be a JWK")
}

func jwkAlg(a subtleAlg, n int) string {
	bits := strings.TrimPrefix(a.Hash, "SHA-")
	switch a.Name {
	case "HMAC":
		return "HS" + bits
	case "AES-GCM":
		return fmt.Sprintf("A%dGCM", n*8)
	case "AES-CBC":
		return fmt.Sprintf("A%dCBC", n*8)
	case "AES-CTR":
		return fmt.Sprintf("A%dCTR", n*8)
	case "AES-KW":
		return fmt.Sprintf("A%dKW", n*8)
	case "RSASSA-PKCS1-v1_5":
		return "RS" + bits
	case "RSA-PSS":
		return "PS" + bits
	case "RSA-OAEP":
		if bits == "1" {
			return "RSA-OAEP"
		}
		return "RSA-OAEP-" + bits
	}
	return ""
}

func sign(a subtleAlg, k *subtleKeyData, data []byte) ([]byte, error) {
	switch a.Name {
	case "HMAC":
		h, _, err := webHash(k.Algorithm.Hash)
		if err != nil {
			return nil, err
		}
		m := hmac.New(h, k.Material)
		m.Write(data)
		return m.Sum(nil), nil
	case "ECDSA":
		priv, err := keys.ParsePKCS8(k.Material)
		if err != nil {
			return nil, err
		}
		p := priv.(*ecdsa.PrivateKey)
		digest, err := hashData(a.Hash, data)
		if err != nil {
			return nil, err
		}
		r, s, err := ecdsa.Sign(rand.Reader, p, digest)
		if err != nil {
			return nil, err
		}
		n := (p.Curve.Params().BitSize + 7) / 8
		out := make([]byte, 2*n)
		r.FillBytes(out[:n])
		s.FillBytes(out[n:])
		return out, nil
	case "RSASSA-PKCS1-v1_5", "RSA-PSS":
		priv, err := keys.ParsePKCS8(k.Material)
		if err != nil {
			return nil, err
		}
		_, ch, err := webHash(k.Algorithm.Hash)
		if err != nil {
			return nil, err
		}
		digest, _ := hashData(k.Algorithm.Hash, data)
		if a.Name == "RSA-PSS" {
			return rsa.SignPSS(rand.Reader, priv.(*rsa.PrivateKey), ch, digest, &rsa.PSSOptions{SaltLength: a.SaltLength})
		}
		return rsa.SignPKCS1v15(rand.Reader, priv.(*rsa.PrivateKey), ch, digest)
	case "Ed25519":
		priv, err := keys.ParsePKCS8(k.Material)
		if err != nil {
			return nil, err
		}
		p, ok := priv.(ed25519.PrivateKey)
		if !ok {
			return nil, &kernel.JSError{Name: "InvalidAccessError", Message: "crypto.subtle.sign: not an Ed25519 key"}
		}
		return ed25519.Sign(p, data), nil
	}
	return nil, notSupported("crypto.subtle.sign: %q is not supported", a.Name)
}

func hashData(name string, data []byte) ([]byte, error) {
	h, _, err := webHash(name)
	if err != nil {
		return nil, err
	}
	d := h()
	d.Write(data)
	return d.Sum(nil), nil
}

func verify(a subtleAlg, k *subtleKeyData, sig, data []byte) (bool, error) {
	switch a.Name {
	case "HMAC":
		want, err := sign(a, k, data)
		if err != nil {
			return false, err
		}
		return hmac.Equal(want, sig), nil
	case "ECDSA":
		pub, err := keys.ParsePKIX(k.Material)
		if err != nil {
			return false, err
		}
		p := pub.(*ecdsa.PublicKey)
		n := (p.Curve.Params().BitSize + 7) / 8
		if len(sig) != 2*n {
			return false, nil
		}
		digest, err := hashData(a.Hash, data)
		if err != nil {
			return false, err
		}
		return ecdsa.Verify(p, digest, new(big.Int).SetBytes(sig[:n]), new(big.Int).SetBytes(sig[n:])), nil
	case "RSASSA-PKCS1-v1_5", "RSA-PSS":
		pub, err := keys.ParsePKIX(k.Material)
		if err != nil {
			return false, err
		}
		_, ch, err := webHash(k.Algorithm.Hash)
		if err != nil {
			return false, err
		}
		digest, _ := hashData(k.Algorithm.Hash, data)
		if a.Name == "RSA-PSS" {
			return rsa.VerifyPSS(pub.(*rsa.PublicKey), ch, digest, sig, &rsa.PSSOptions{SaltLength: a.SaltLength}) == nil, nil
		}
		return rsa.VerifyPKCS1v15(pub.(*rsa.PublicKey), ch, digest, sig) == nil, nil
	case "Ed25519":
		pub, err := keys.ParsePKIX(k.Material)
		if err != nil {
			return false, err
		}
		p, ok := pub.(ed25519.PublicKey)
		if !ok {
			return false, &kernel.JSError{Name: "InvalidAccessError", Message: "crypto.subtle.verify: not an Ed25519 key"}
		}
		return ed25519.Verify(p, data, sig), nil
	}
	return false, notSupported("crypto.subtle.verify: %q is not supported", a.Name)
}

func cryptAES(enc bool, a subtleAlg, k *subtleKeyData, data []byte) ([]byte, error) {
	if a.Name == "RSA-OAEP" {
		_, ch, err := webHash(k.Algorithm.Hash)
		if err != nil {
			return nil, err
		}
		h := ch.New()
		if enc {
			pub, err := keys.ParsePKIX(k.Material)
			if err != nil {
				return nil, err
			}
			return rsa.EncryptOAEP(h, rand.Reader, pub.(*rsa.PublicKey), data, a.Label)
		}
		priv, err := keys.ParsePKCS8(k.Material)
		if err != nil {
			return nil, err
		}
		return rsa.DecryptOAEP(h, nil, priv.(*rsa.PrivateKey), data, a.Label)
	}
	block, err := aes.NewCipher(k.Material)
	if err != nil {
		return nil, err
	}
	switch a.Name {
	case "AES-GCM":
		tag := a.TagLength / 8
		if tag == 0 {
			tag = 16
		}
		var g cipher.AEAD
		if tag == 16 {
			g, err = cipher.NewGCMWithNonceSize(block, len(a.IV))
		} else {
			g, err = cipher.NewGCMWithTagSize(block, tag)
			if err == nil && len(a.IV) != 12 {
				return nil, notSupported("AES-GCM: a tag other than 128 bits needs a 96-bit iv here")
			}
		}
		if err != nil {
			return nil, err
		}
		if enc {
			return g.Seal(nil, a.IV, data, a.AdditionalData), nil
		}
		out, err := g.Open(nil, a.IV, data, a.AdditionalData)
		if err != nil {
			return nil, errors.New("AES-GCM: the data could not be decrypted (wrong key, iv, additional data or tag)")
		}
		return out, nil
	case "AES-CBC":
		if len(a.IV) != 16 {
			return nil, &kernel.JSError{Name: "OperationError", Message: "AES-CBC: the iv must be 16 bytes"}
		}
		if enc {
			n := 16 - len(data)%16
			in := append(append([]byte(nil), data...), make([]byte, n)...)
			for j := len(data); j < len(in); j++ {
				in[j] = byte(n)
			}
			cipher.NewCBCEncrypter(block, a.IV).CryptBlocks(in, in)
			return in, nil
		}
		if len(data) == 0 || len(data)%16 != 0 {
			return nil, errors.New("AES-CBC: the data is not a whole number of blocks")
		}
		out := append([]byte(nil), data...)
		cipher.NewCBCDecrypter(block, a.IV).CryptBlocks(out, out)
		n := int(out[len(out)-1])
		if n == 0 || n > 16 {
			return nil, errors.New("AES-CBC: bad padding")
		}
		for _, b := range out[len(out)-n:] {
			if int(b) != n {
				return nil, errors.New("AES-CBC: bad padding")
			}
		}
		return out[:len(out)-n], nil
	case "AES-CTR":
		if len(a.Counter) != 16 {
			return nil, &kernel.JSError{Name: "OperationError", Message: "AES-CTR: the counter must be 16 bytes"}
		}
		out := make([]byte, len(data))
		cipher.NewCTR(block, a.Counter).XORKeyStream(out, data)
		return out, nil
	}
	return nil, notSupported("crypto.subtle: %q encryption is not supported", a.Name)
}

func deriveBits(ctx context.Context, a subtleAlg, k *subtleKeyData, length int) ([]byte, error) {
	if length <= 0 || length%8 != 0 {
		if a.Name != "ECDH" && a.Name != "X25519" || length != 0 {
			return nil, &kernel.JSError{Name: "OperationError", Message: "deriveBits: the length must be a positive multiple of 8"}
		}
	}
	switch a.Name {
	case "PBKDF2":
		h, _, err := webHash(a.Hash)
		if err != nil {
			return nil, err
		}
		if a.Iterations <= 0 {
			return nil, &kernel.JSError{Name: "OperationError", Message: "PBKDF2: iterations must be positive"}
		}
		return pbkdf2Key(ctx, h, k.Material, a.Salt, a.Iterations, length/8)
	case "HKDF":
		h, _, err := webHash(a.Hash)
		if err != nil {
			return nil, err
		}
		return hkdf.Key(h, k.Material, a.Salt, string(a.Info), length/8)
	case "ECDH":
		if a.Public == nil {
			return nil, kernel.TypeError("ECDH: algorithm.public (the other party's key) is missing")
		}
		priv, err := keys.ParsePKCS8(k.Material)
		if err != nil {
			return nil, err
		}
		pub, err := keys.ParsePKIX(a.Public.Material)
		if err != nil {
			return nil, err
		}
		ep, err1 := priv.(*ecdsa.PrivateKey).ECDH()
		eq, err2 := pub.(*ecdsa.PublicKey).ECDH()
		if err1 != nil || err2 != nil {
			return nil, &kernel.JSError{Name: "InvalidAccessError", Message: "ECDH: the keys are not on the same curve"}
		}
		secret, err := ep.ECDH(eq)
		if err != nil {
			return nil, &kernel.JSError{Name: "InvalidAccessError", Message: "ECDH: " + err.Error()}
		}
		if length == 0 {
			return secret, nil
		}
		if length/8 > len(secret) {
			return nil, &kernel.JSError{Name: "OperationError", Message: "ECDH: the length is longer than the shared secret"}
		}
		return secret[:length/8], nil
	case "X25519":
		if a.Public == nil {
			return nil, kernel.TypeError("X25519: algorithm.public (the other party's key) is missing")
		}
		secret, err := keys.DiffieHellman(&keys.Ref{Kind: "private", DER: k.Material}, &keys.Ref{Kind: "public", DER: a.Public.Material})
		if err != nil {
			return nil, &kernel.JSError{Name: "OperationError", Message: "X25519: " + err.Error()}
		}
		if length == 0 {
			return secret, nil
		}
		if length/8 > len(secret) {
			return nil, &kernel.JSError{Name: "OperationError", Message: "X25519: the length is longer than the shared secret"}
		}
		return secret[:length/8], nil
	}
	return nil, notSupported("crypto.subtle.deriveBits: %q is not supported", a.Name)
}

// importOKP imports an Ed25519 or X25519 public key from its 32 raw bytes.
func importOKP(a subtleAlg, data []byte) (*subtleKeyData, error) {
	var pub any
	if len(data) != 32 {
		return nil, dataError("crypto.subtle.importKey: an %s public key is 32 bytes, not %d", a.Name, len(data))
	}
	if a.Name == "Ed25519" {
		pub = ed25519.PublicKey(append([]byte(nil), data...))
	} else {
		k, err := ecdh.X25519().NewPublicKey(data)
		if err != nil {
			return nil, dataError("crypto.subtle.importKey: %v", err)
		}
		pub = k
	}
	spki, err := x509.MarshalPKIXPublicKey(pub)
	if err != nil {
		return nil, err
	}
	return &subtleKeyData{Type: "public", Algorithm: a, Material: spki}, nil
}

func opRandom(i *kernel.Instance, count kernel.Raw, _ []byte) kernel.Reply {
	n, err := strconv.Atoi(string(count))
	if err != nil || n < 0 || n > 65536 {
		return kernel.Reply{Err: &kernel.JSError{Name: "QuotaExceededError", Message: fmt.Sprintf("%s random bytes asked, at most 65536", count)}}
	}
	b := make([]byte, n)
	_, _ = rand.Read(b)
	return kernel.Reply{Bytes: b}
}

// webCryptoOps are the operations of the web's crypto.
func webCryptoOps() []*kernel.Op {
	return []*kernel.Op{
		kernel.Def(kernel.Op{Name: "random", Limits: "65,536 bytes", Test: "TestWebPlatform", World: "randomness"}, opRandom),
		kernel.Def(kernel.Op{Name: "subtle", World: "randomness", Limits: "keys made of at most 8192 bits, imported of at most 16384 (checked before they are parsed; RSA's beside the instance); data in the instance's memory; stops at the call's deadline", Test: "TestWebPlatform"}, opSubtle),
	}
}

// Ops are node:crypto's and the web's crypto operations.
func Ops() []*kernel.Op {
	return slices.Concat(hashOps(), cipherOps(), kdfOps(), keys.Ops(), signOps(), webCryptoOps())
}
