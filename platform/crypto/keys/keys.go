// Package keys is node:crypto's keys (KeyObject): parsed from and
// exported to PEM, DER and JWK, generated, described; the key types Go's
// crypto does not have (RSASSA-PSS, DSA, finite-field Diffie-Hellman);
// and DiffieHellman's operations. Signing, encryption and WebCrypto
// (package crypto) take their keys from here, as OpenSSL's errors.
package keys

import (
	"bytes"
	"context"
	"crypto/ecdh"
	"crypto/ecdsa"
	"crypto/ed25519"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/rsa"
	"crypto/sha256"
	"crypto/x509"
	"encoding/asn1"
	"encoding/base64"
	"encoding/json"
	"encoding/pem"
	"errors"
	"math/big"
	"math/bits"
	"strings"
	"sync"

	"github.com/earshot/extensions/platform/kernel"
)

// node:crypto's keys (KeyObject) live in JavaScript, as bytes: a secret
// key's raw bytes, a private key's PKCS #8 DER, a public key's SPKI DER.
// Each operation is handed the key it uses, so what JavaScript holds is the
// key; signing, verifying and RSA's encryption keep the last few they
// parsed (keyCache), a bounded cache that goes with the instance. Asymmetric keys are RSA (up to
// maxRSABits), EC on P-256, P-384 and P-521, Ed25519 and X25519.

// MaxRSABits bounds the RSA keys the host parses, makes and uses.
const MaxRSABits = 16384

// Ref is a key as JavaScript hands it to an operation.
type Ref struct {
	Kind string `json:"kind"` // secret, public, private
	DER  []byte `json:"der"`
}

// keyInfo is a key as an operation hands it to JavaScript.
type keyInfo struct {
	Kind    string         `json:"kind"`
	DER     []byte         `json:"der"`
	Type    string         `json:"type,omitempty"` // asymmetricKeyType
	Details map[string]any `json:"details"`
}

func errUnsupportedKey() error {
	return kernel.NodeError("Error", "ERR_OSSL_UNSUPPORTED", "error:1E08010C:DECODER routines::unsupported")
}

// private parses the private key k.
func (k *Ref) private() (any, error) {
	if k == nil || k.Kind != "private" {
		return nil, kernel.NodeError("TypeError", "ERR_CRYPTO_INVALID_KEY_OBJECT_TYPE", "Invalid key object type %s, expected private.", kindOf(k))
	}
	if err := CheckDER(k.DER); err != nil {
		return nil, err
	}
	key, err := x509.ParsePKCS8PrivateKey(k.DER)
	if err != nil {
		if key, err = parsePKCS8Other(k.DER); err != nil {
			return nil, errUnsupportedKey()
		}
	}
	return key, nil
}

// public parses the public key k, or the public half of the private key k.
func (k *Ref) public() (any, error) {
	if k == nil || k.Kind == "secret" {
		return nil, kernel.NodeError("TypeError", "ERR_CRYPTO_INVALID_KEY_OBJECT_TYPE", "Invalid key object type %s, expected public.", kindOf(k))
	}
	if k.Kind == "private" {
		priv, err := k.private()
		if err != nil {
			return nil, err
		}
		return publicOf(priv), nil
	}
	if err := CheckDER(k.DER); err != nil {
		return nil, err
	}
	key, err := x509.ParsePKIXPublicKey(k.DER)
	if err != nil {
		if key, err = parsePKIXOther(k.DER); err != nil {
			return nil, errUnsupportedKey()
		}
	}
	return key, nil
}

// keyCache keeps the keys an instance's operations parsed last, by the
// SHA-256 of their kind and DER: parsing is a tenth of an RSA-2048
// signature, and a program that signs signs with one key again and again.
// It holds at most maxCachedKeys, the oldest going first, and goes with
// the instance: JavaScript still hands every operation its key, and a
// key not cached (or evicted) is parsed as before.
type keyCache struct {
	mu    sync.Mutex
	keys  map[[sha256.Size]byte]any
	order [][sha256.Size]byte // oldest first
}

// maxCachedKeys bounds an instance's keyCache.
const maxCachedKeys = 8

// get returns the parsed key of kind and der, parsing it (parse) when it
// is not cached. Failures are not kept.
func (c *keyCache) get(kind string, der []byte, parse func() (any, error)) (any, error) {
	h := sha256.New()
	h.Write([]byte(kind))
	h.Write([]byte{0})
	h.Write(der)
	var id [sha256.Size]byte
	h.Sum(id[:0])
	c.mu.Lock()
	k, ok := c.keys[id]
	c.mu.Unlock()
	if ok {
		return k, nil
	}
	k, err := parse()
	if err != nil {
		return nil, err
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.keys == nil {
		c.keys = map[[sha256.Size]byte]any{}
	}
	if _, ok := c.keys[id]; !ok {
		if len(c.order) >= maxCachedKeys {
			delete(c.keys, c.order[0])
			c.order = append(c.order[:0], c.order[1:]...)
		}
		c.keys[id] = k
		c.order = append(c.order, id)
	}
	return k, nil
}

// Private is k.private(), through the instance's keyCache.
func Private(i *kernel.Instance, k *Ref) (any, error) {
	if k == nil || k.Kind != "private" {
		return k.private() // its error
	}
	return kernel.Local[keyCache](i).get("private", k.DER, k.private)
}

// Public is k.public(), through the instance's keyCache.
func Public(i *kernel.Instance, k *Ref) (any, error) {
	if k == nil || k.Kind == "secret" {
		return k.public() // its error
	}
	return kernel.Local[keyCache](i).get("public/"+k.Kind, k.DER, k.public)
}

func kindOf(k *Ref) string {
	if k == nil {
		return "undefined"
	}
	return k.Kind
}

func publicOf(priv any) any {
	switch p := priv.(type) {
	case *rsa.PrivateKey:
		return &p.PublicKey
	case *ecdsa.PrivateKey:
		return &p.PublicKey
	case ed25519.PrivateKey:
		return p.Public()
	case *ecdh.PrivateKey:
		return p.PublicKey()
	}
	return publicOfOther(priv)
}

// curveNames are OpenSSL's names of the curves (Node's namedCurve).
var curveNames = map[string]string{"P-256": "prime256v1", "P-384": "secp384r1", "P-521": "secp521r1"}

// Curve is the curve Node's name (or an alias of it) names.
func Curve(name string) (elliptic.Curve, bool) {
	switch name {
	case "prime256v1", "P-256", "secp256r1":
		return elliptic.P256(), true
	case "secp384r1", "P-384":
		return elliptic.P384(), true
	case "secp521r1", "P-521":
		return elliptic.P521(), true
	}
	return nil, false
}

// describe is the key as JavaScript keeps it: its DER and what Node says
// of it (asymmetricKeyType, asymmetricKeyDetails).
func describe(key any) (keyInfo, error) {
	var info keyInfo
	var err error
	pub := key
	der, other, err := marshalOther(key)
	if p := publicOf(key); p != nil {
		info.Kind = "private"
		if !other {
			der, err = x509.MarshalPKCS8PrivateKey(key)
		}
		pub = p
	} else {
		info.Kind = "public"
		if !other {
			der, err = x509.MarshalPKIXPublicKey(key)
		}
	}
	info.DER = der
	if err != nil {
		return info, errUnsupportedKey()
	}
	switch p := pub.(type) {
	case *rsa.PublicKey:
		info.Type = "rsa"
		info.Details = map[string]any{"modulusLength": p.N.BitLen(), "publicExponent": p.E}
	case *ecdsa.PublicKey:
		info.Type = "ec"
		info.Details = map[string]any{"namedCurve": curveNames[p.Curve.Params().Name]}
	case ed25519.PublicKey:
		info.Type = "ed25519"
		info.Details = map[string]any{}
	case *ecdh.PublicKey:
		if p.Curve() != ecdh.X25519() {
			return info, errUnsupportedKey()
		}
		info.Type = "x25519"
		info.Details = map[string]any{}
	default:
		var ok bool
		if info.Type, info.Details, ok = describeOther(pub); !ok {
			return info, errUnsupportedKey()
		}
	}
	return info, nil
}

type keyParseArgs struct {
	Want   string          `json:"want"`   // secret, private, public
	Format string          `json:"format"` // pem, der, jwk
	Type   string          `json:"type"`   // pkcs1, pkcs8, sec1, spki (der)
	JWK    json.RawMessage `json:"jwk"`
}

// opKeyParse reads a key (createPrivateKey, createPublicKey): PEM, DER or
// a JWK; a public key may be read from a private key or a certificate.
func opKeyParse(_ *kernel.Instance, a keyParseArgs, data []byte) kernel.Reply {
	key, err := parseKey(a, data)
	if err != nil {
		return kernel.Reply{Err: err}
	}
	if a.Want == "public" {
		if p := publicOf(key); p != nil {
			key = p
		}
	} else if publicOf(key) == nil {
		return kernel.Reply{Err: errUnsupportedKey()}
	}
	if err := checkKeySize(key); err != nil {
		return kernel.Reply{Err: err}
	}
	info, err := describe(key)
	if err != nil {
		return kernel.Reply{Err: err}
	}
	return kernel.Reply{Value: info}
}

// CheckDER refuses a key (or a certificate) in DER that holds an
// integer longer than an RSA key of maxRSABits has, before anything parses
// it: Go checks an RSA private key as it parses it, which for a key of a
// million bits takes longer than any call, and cannot be stopped.
// The refusal names the key's type, as the algorithm identifier in der
// says (keyAlgorithm).
func CheckDER(der []byte) error {
	return checkKeyDERAs(der, "")
}

// checkKeyDERAs is checkKeyDER for a key of type kind ("RSA"; "": as der
// says), for formats that name no algorithm (PKCS #1).
func checkKeyDERAs(der []byte, kind string) error {
	if bits := LargestInteger(der, 8); bits > MaxRSABits {
		if kind == "" {
			kind = Algorithm(der, 8)
		}
		return keyTooLarge(kind, bits)
	}
	return nil
}

// RSATooLarge is the refusal of an RSA key of bits bits.
func RSATooLarge(bits int) error {
	return keyTooLarge("RSA", bits)
}

// keyTooLarge is the refusal of a key of type kind ("": not known) that
// holds a number of bits bits.
func keyTooLarge(kind string, bits int) error {
	if kind == "" {
		return kernel.NodeError("Error", "ERR_EARSHOT_LIMIT", "keys holding numbers of more than %d bits are not supported (this one holds one of %d)", MaxRSABits, bits)
	}
	return kernel.NodeError("Error", "ERR_EARSHOT_LIMIT", "%s keys of more than %d bits are not supported (this one has %d)", kind, MaxRSABits, bits)
}

// keyAlgorithms name the key types by their algorithm identifiers.
var keyAlgorithms = map[string]string{
	"1.2.840.113549.1.1.1": "RSA", "1.2.840.113549.1.1.10": "RSA-PSS", "1.2.840.10040.4.1": "DSA",
	"1.2.840.113549.1.3.1": "DH", "1.2.840.10046.2.1": "DH", "1.2.840.10045.2.1": "EC",
	"1.3.101.110": "X25519", "1.3.101.111": "X448", "1.3.101.112": "Ed25519", "1.3.101.113": "Ed448",
}

// Algorithm is the type of the key in der (a PKCS #8 key, an SPKI, a
// certificate): the first key algorithm identifier in it, looking as
// largestInteger looks; "" when there is none.
func Algorithm(der []byte, depth int) string {
	for len(der) > 0 {
		var v asn1.RawValue
		rest, err := asn1.Unmarshal(der, &v)
		if err != nil {
			break
		}
		universal := v.Class == asn1.ClassUniversal
		switch {
		case universal && v.Tag == asn1.TagOID:
			var oid asn1.ObjectIdentifier
			if _, err := asn1.Unmarshal(v.FullBytes, &oid); err == nil {
				if kind, ok := keyAlgorithms[oid.String()]; ok {
					return kind
				}
			}
		case depth == 0:
		case v.IsCompound:
			if kind := Algorithm(v.Bytes, depth-1); kind != "" {
				return kind
			}
		}
		der = rest
	}
	return ""
}

// LargestInteger is the length in bits of the largest INTEGER in der (a
// run of DER values), looking into constructed values and into the OCTET
// and BIT STRINGs that hold DER (a PKCS #8 key's, an SPKI's), at most
// depth levels down. It reads lengths only: nothing is decoded.
func LargestInteger(der []byte, depth int) int {
	largest := 0
	for len(der) > 0 {
		var v asn1.RawValue
		rest, err := asn1.Unmarshal(der, &v)
		if err != nil {
			break
		}
		universal := v.Class == asn1.ClassUniversal
		switch {
		case universal && v.Tag == asn1.TagInteger:
			b := bytes.TrimLeft(v.Bytes, "\x00")
			if len(b) > 0 {
				largest = max(largest, (len(b)-1)*8+bits.Len8(b[0]))
			}
		case depth == 0:
		case v.IsCompound, universal && v.Tag == asn1.TagOctetString:
			largest = max(largest, LargestInteger(v.Bytes, depth-1))
		case universal && v.Tag == asn1.TagBitString && len(v.Bytes) > 1:
			largest = max(largest, LargestInteger(v.Bytes[1:], depth-1))
		}
		der = rest
	}
	return largest
}

// CheckKeyPEM refuses the keys of a PEM text that are past the sizes the
// host parses (checkKeyDER for each block), reading only their lengths:
// what a TLS server or client is given is checked before Go parses it.
func CheckKeyPEM(text []byte) error {
	for {
		var b *pem.Block
		if b, text = pem.Decode(text); b == nil {
			return nil
		}
		if err := CheckDER(b.Bytes); err != nil {
			return err
		}
	}
}

// ParsePKCS8 and parsePKIX are x509's, for keys within maxRSABits
// (checkKeyDER).
func ParsePKCS8(der []byte) (any, error) {
	if err := CheckDER(der); err != nil {
		return nil, err
	}
	return x509.ParsePKCS8PrivateKey(der)
}

// ParsePKIX parses a public key in SPKI DER, of any type the host reads.
func ParsePKIX(der []byte) (any, error) {
	if err := CheckDER(der); err != nil {
		return nil, err
	}
	return x509.ParsePKIXPublicKey(der)
}

func checkKeySize(key any) error {
	if p, ok := key.(*rsa.PrivateKey); ok {
		key = &p.PublicKey
	}
	if p, ok := key.(*rsa.PublicKey); ok && p.N.BitLen() > MaxRSABits {
		return kernel.NodeError("Error", "ERR_EARSHOT_LIMIT", "RSA keys of more than %d bits are not supported (this one has %d)", MaxRSABits, p.N.BitLen())
	}
	return nil
}

func parseKey(a keyParseArgs, data []byte) (any, error) {
	switch a.Format {
	case "jwk":
		return ParseJWK(a.JWK, a.Want == "private")
	case "der":
		key, err := parseDER(a.Type, data, a.Want)
		if err != nil {
			return nil, decodeRefusal(a.Type, data, err)
		}
		return key, nil
	}
	rest := data
	for {
		var block *pem.Block
		block, rest = pem.Decode(rest)
		if block == nil {
			return nil, errUnsupportedKey()
		}
		switch block.Type {
		case "PRIVATE KEY":
			return parseDER("pkcs8", block.Bytes, "private")
		case "RSA PRIVATE KEY":
			if encryptedPEM(block) {
				return nil, errEncrypted()
			}
			return parseDER("pkcs1", block.Bytes, "private")
		case "EC PRIVATE KEY":
			if encryptedPEM(block) {
				return nil, errEncrypted()
			}
			return parseDER("sec1", block.Bytes, "private")
		case "DSA PRIVATE KEY":
			if encryptedPEM(block) {
				return nil, errEncrypted()
			}
			if err := checkKeyDERAs(block.Bytes, "DSA"); err != nil {
				return nil, err
			}
			return parseDSAPrivateKey(block.Bytes)
		case "ENCRYPTED PRIVATE KEY":
			return nil, errEncrypted()
		case "PUBLIC KEY", "RSA PUBLIC KEY", "CERTIFICATE":
			if a.Want == "private" {
				return nil, errUnsupportedKey()
			}
			switch block.Type {
			case "PUBLIC KEY":
				key, err := parseDER("spki", block.Bytes, "public")
				if err != nil {
					return nil, decodeRefusal("spki", block.Bytes, err)
				}
				return key, nil
			case "RSA PUBLIC KEY":
				return parseDER("pkcs1", block.Bytes, "public")
			}
			if err := CheckDER(block.Bytes); err != nil {
				return nil, err
			}
			cert, err := x509.ParseCertificate(block.Bytes)
			if err != nil {
				return nil, errUnsupportedKey()
			}
			return cert.PublicKey, nil
		}
	}
}

// encryptedPEM reports whether a PEM block is encrypted the legacy way
// (RFC 1423's Proc-Type header).
func encryptedPEM(b *pem.Block) bool {
	return strings.Contains(b.Headers["Proc-Type"], "ENCRYPTED")
}

func errEncrypted() error {
	return kernel.NodeError("Error", "ERR_EARSHOT_UNSUPPORTED", "encrypted private keys are not supported: decrypt the key first (openssl pkcs8 -topk8 -nocrypt)")
}

func parseDER(typ string, der []byte, want string) (any, error) {
	kind := ""
	if typ == "pkcs1" {
		kind = "RSA"
	}
	if err := checkKeyDERAs(der, kind); err != nil {
		return nil, err
	}
	var key any
	var err error
	switch typ {
	case "pkcs8":
		if key, err = x509.ParsePKCS8PrivateKey(der); err != nil {
			key, err = parsePKCS8Other(der)
		}
	case "sec1":
		key, err = x509.ParseECPrivateKey(der)
	case "spki":
		if want == "private" {
			return nil, errUnsupportedKey()
		}
		if key, err = x509.ParsePKIXPublicKey(der); err != nil {
			key, err = parsePKIXOther(der)
		}
	case "pkcs1":
		key, err = x509.ParsePKCS1PrivateKey(der)
		if err != nil && want != "private" {
			key, err = x509.ParsePKCS1PublicKey(der)
		}
	default:
		return nil, kernel.NodeError("TypeError", "ERR_INVALID_ARG_VALUE", "The property 'options.type' is invalid. Received %q", typ)
	}
	if err != nil {
		return nil, unreadableKey(der)
	}
	if k, ok := key.(*ecdh.PublicKey); ok && k.Curve() != ecdh.X25519() {
		return nil, errUnsupportedKey()
	}
	return key, nil
}

// JWK is a JSON Web Key; its fields in the order Node writes them, per kty.
type JWK struct {
	Kty string `json:"kty"`
	Crv string `json:"crv"`
	K   string `json:"k"`
	X   string `json:"x"`
	Y   string `json:"y"`
	D   string `json:"d"`
	N   string `json:"n"`
	E   string `json:"e"`
	P   string `json:"p"`
	Q   string `json:"q"`
	DP  string `json:"dp"`
	DQ  string `json:"dq"`
	QI  string `json:"qi"`
}

func errJWK(kind string) error {
	return kernel.NodeError("TypeError", "ERR_CRYPTO_INVALID_JWK", "Invalid JWK %s key", kind)
}

// ParseJWK parses a key in JWK form (its private half if private).
func ParseJWK(raw json.RawMessage, private bool) (any, error) {
	var j JWK
	if err := json.Unmarshal(raw, &j); err != nil {
		return nil, kernel.NodeError("TypeError", "ERR_INVALID_ARG_TYPE", `The "key.key" property must be of type object.`)
	}
	dec := func(s string) ([]byte, error) { return base64.RawURLEncoding.DecodeString(strings.TrimRight(s, "=")) }
	switch j.Kty {
	case "RSA":
		n, err1 := dec(j.N)
		e, err2 := dec(j.E)
		if err1 != nil || err2 != nil || len(n) == 0 || len(e) == 0 || len(e) > 4 {
			return nil, errJWK("RSA")
		}
		pub := rsa.PublicKey{N: new(big.Int).SetBytes(n), E: int(new(big.Int).SetBytes(e).Int64())}
		if pub.N.BitLen() > MaxRSABits {
			return nil, checkKeySize(&pub)
		}
		if !private {
			return &pub, nil
		}
		var ints []*big.Int
		for _, s := range []string{j.D, j.P, j.Q} {
			b, err := dec(s)
			if err != nil || len(b) == 0 {
				return nil, errJWK("RSA")
			}
			v := new(big.Int).SetBytes(b)
			if v.BitLen() > MaxRSABits {
				return nil, RSATooLarge(v.BitLen())
			}
			ints = append(ints, v)
		}
		priv := &rsa.PrivateKey{PublicKey: pub, D: ints[0], Primes: []*big.Int{ints[1], ints[2]}}
		if err := priv.Validate(); err != nil {
			return nil, errJWK("RSA")
		}
		priv.Precompute()
		return priv, nil
	case "EC":
		c, ok := Curve(j.Crv)
		if !ok {
			return nil, errJWK("EC")
		}
		size := (c.Params().BitSize + 7) / 8
		x, err1 := dec(j.X)
		y, err2 := dec(j.Y)
		if err1 != nil || err2 != nil || len(x) != size || len(y) != size {
			return nil, errJWK("EC")
		}
		pub, err := ecdsa.ParseUncompressedPublicKey(c, append(append([]byte{4}, x...), y...))
		if err != nil {
			return nil, errJWK("EC")
		}
		if !private {
			return pub, nil
		}
		d, err := dec(j.D)
		if err != nil || len(d) != size {
			return nil, errJWK("EC")
		}
		priv, err := ecdsa.ParseRawPrivateKey(c, d)
		if err != nil || !priv.PublicKey.Equal(pub) {
			return nil, errJWK("EC")
		}
		return priv, nil
	case "OKP":
		x, err := dec(j.X)
		if err != nil || len(x) != 32 {
			return nil, errJWK("OKP")
		}
		var d []byte
		if private {
			if d, err = dec(j.D); err != nil || len(d) != 32 {
				return nil, errJWK("OKP")
			}
		}
		switch j.Crv {
		case "Ed25519":
			if !private {
				return ed25519.PublicKey(x), nil
			}
			priv := ed25519.NewKeyFromSeed(d)
			if !bytes.Equal(priv.Public().(ed25519.PublicKey), x) {
				return nil, errJWK("OKP")
			}
			return priv, nil
		case "X25519":
			if !private {
				pub, err := ecdh.X25519().NewPublicKey(x)
				if err != nil {
					return nil, errJWK("OKP")
				}
				return pub, nil
			}
			priv, err := ecdh.X25519().NewPrivateKey(d)
			if err != nil || !bytes.Equal(priv.PublicKey().Bytes(), x) {
				return nil, errJWK("OKP")
			}
			return priv, nil
		}
		return nil, kernel.NodeError("TypeError", "ERR_CRYPTO_INVALID_JWK", "Invalid JWK data")
	}
	return nil, kernel.NodeError("TypeError", "ERR_CRYPTO_INVALID_JWK", "Invalid JWK data")
}

// toJWK is key as a JWK, as Node writes it.
func toJWK(key any) (any, error) {
	enc := base64.RawURLEncoding.EncodeToString
	switch k := key.(type) {
	case *rsa.PublicKey:
		return struct {
			Kty string `json:"kty"`
			N   string `json:"n"`
			E   string `json:"e"`
		}{"RSA", enc(k.N.Bytes()), enc(big.NewInt(int64(k.E)).Bytes())}, nil
	case *rsa.PrivateKey:
		k.Precompute()
		return struct {
			Kty string `json:"kty"`
			N   string `json:"n"`
			E   string `json:"e"`
			D   string `json:"d"`
			P   string `json:"p"`
			Q   string `json:"q"`
			DP  string `json:"dp"`
			DQ  string `json:"dq"`
			QI  string `json:"qi"`
		}{"RSA", enc(k.N.Bytes()), enc(big.NewInt(int64(k.E)).Bytes()), enc(k.D.Bytes()), enc(k.Primes[0].Bytes()),
			enc(k.Primes[1].Bytes()), enc(k.Precomputed.Dp.Bytes()), enc(k.Precomputed.Dq.Bytes()), enc(k.Precomputed.Qinv.Bytes())}, nil
	case *ecdsa.PublicKey, *ecdsa.PrivateKey:
		type ec struct {
			Kty string `json:"kty"`
			X   string `json:"x"`
			Y   string `json:"y"`
			Crv string `json:"crv"`
			D   string `json:"d,omitempty"`
		}
		priv, _ := k.(*ecdsa.PrivateKey)
		pub, _ := k.(*ecdsa.PublicKey)
		if priv != nil {
			pub = &priv.PublicKey
		}
		p, err := pub.Bytes()
		if err != nil {
			return nil, err
		}
		n := (len(p) - 1) / 2
		out := ec{"EC", enc(p[1 : 1+n]), enc(p[1+n:]), pub.Curve.Params().Name, ""}
		if priv != nil {
			d, err := priv.Bytes()
			if err != nil {
				return nil, err
			}
			out.D = enc(d)
		}
		return out, nil
	case ed25519.PublicKey, ed25519.PrivateKey, *ecdh.PublicKey, *ecdh.PrivateKey:
		type okp struct {
			Crv string `json:"crv"`
			D   string `json:"d,omitempty"`
			X   string `json:"x"`
			Kty string `json:"kty"`
		}
		switch k := k.(type) {
		case ed25519.PublicKey:
			return okp{"Ed25519", "", enc(k), "OKP"}, nil
		case ed25519.PrivateKey:
			return okp{"Ed25519", enc(k.Seed()), enc(k.Public().(ed25519.PublicKey)), "OKP"}, nil
		case *ecdh.PublicKey:
			return okp{"X25519", "", enc(k.Bytes()), "OKP"}, nil
		case *ecdh.PrivateKey:
			return okp{"X25519", enc(k.Bytes()), enc(k.PublicKey().Bytes()), "OKP"}, nil
		}
	}
	return nil, kernel.NodeError("Error", "ERR_CRYPTO_JWK_UNSUPPORTED_KEY_TYPE", "Unsupported JWK Key Type.")
}

type keyExportArgs struct {
	Key    *Ref   `json:"key"`
	Format string `json:"format"` // pem, der, jwk
	Type   string `json:"type"`   // pkcs1, pkcs8, sec1, spki
}

// opKeyExport writes a key (keyObject.export).
func opKeyExport(_ *kernel.Instance, a keyExportArgs, _ []byte) kernel.Reply {
	if a.Key == nil {
		return kernel.Reply{Err: kernel.TypeError("no key")}
	}
	var key any
	var err error
	if a.Key.Kind == "private" {
		key, err = a.Key.private()
	} else {
		key, err = a.Key.public()
	}
	if err != nil {
		return kernel.Reply{Err: err}
	}
	if a.Format == "jwk" {
		j, err := toJWK(key)
		if err != nil {
			return kernel.Reply{Err: err}
		}
		return kernel.Reply{Value: j}
	}
	badType := func() kernel.Reply {
		return kernel.Reply{Err: kernel.NodeError("Error", "ERR_CRYPTO_INCOMPATIBLE_KEY_OPTIONS", "The selected key encoding %s %s.", a.Type,
			map[bool]string{true: "can only be used for RSA keys", false: "can only be used for EC keys"}[a.Type == "pkcs1"])}
	}
	var der []byte
	var label string
	switch a.Type {
	case "pkcs8":
		if a.Key.Kind != "private" {
			return kernel.Reply{Err: kernel.NodeError("TypeError", "ERR_INVALID_ARG_VALUE", "The property 'options.type' is invalid. Received 'pkcs8'")}
		}
		der, label = a.Key.DER, "PRIVATE KEY"
	case "spki":
		if a.Key.Kind != "public" {
			return kernel.Reply{Err: kernel.NodeError("TypeError", "ERR_INVALID_ARG_VALUE", "The property 'options.type' is invalid. Received 'spki'")}
		}
		der, label = a.Key.DER, "PUBLIC KEY"
	case "pkcs1":
		switch k := key.(type) {
		case *rsa.PrivateKey:
			der, label = x509.MarshalPKCS1PrivateKey(k), "RSA PRIVATE KEY"
		case *rsa.PublicKey:
			der, label = x509.MarshalPKCS1PublicKey(k), "RSA PUBLIC KEY"
		default:
			return badType()
		}
	case "sec1":
		k, ok := key.(*ecdsa.PrivateKey)
		if !ok {
			return badType()
		}
		if der, err = x509.MarshalECPrivateKey(k); err != nil {
			return kernel.Reply{Err: err}
		}
		label = "EC PRIVATE KEY"
	default:
		return kernel.Reply{Err: kernel.NodeError("TypeError", "ERR_INVALID_ARG_VALUE", "The property 'options.type' is invalid. Received %s", jsString(a.Type))}
	}
	if a.Format == "pem" {
		return kernel.Reply{Text: string(pem.EncodeToMemory(&pem.Block{Type: label, Bytes: der})), IsText: true}
	}
	return kernel.Reply{Bytes: der}
}

func jsString(s string) string {
	if s == "" {
		return "undefined"
	}
	return "'" + s + "'"
}

type keyGenArgs struct {
	Type           string `json:"type"`
	ModulusLength  int    `json:"modulusLength"`
	PublicExponent int64  `json:"publicExponent"`
	NamedCurve     string `json:"namedCurve"`
	Async          bool   `json:"async"`
	// rsa-pss: the key's restrictions (none if HashAlgorithm is "").
	HashAlgorithm     string `json:"hashAlgorithm"`
	MGF1HashAlgorithm string `json:"mgf1HashAlgorithm"`
	SaltLength        *int   `json:"saltLength"`
	// dsa: q's length in bits (0: OpenSSL's default).
	DivisorLength int `json:"divisorLength"`
	// dh: a MODP group, or a prime (or a prime's length) and a generator.
	Group       string `json:"group"`
	Prime       []byte `json:"prime"`
	PrimeLength int    `json:"primeLength"`
	Generator   int    `json:"generator"`
}

// opKeyGenerate makes a key pair (generateKeyPair, generateKeyPairSync).
// RSA's primes are searched for here, looking at the task between
// candidates, so that a large key stops with its call (Go's
// rsa.GenerateKey cannot be stopped).
func opKeyGenerate(i *kernel.Instance, a keyGenArgs, _ []byte) kernel.Reply {
	gen := func(ctx context.Context) (any, error) {
		var priv any
		var err error
		switch a.Type {
		case "rsa":
			priv, err = GenerateRSA(ctx, a.ModulusLength, a.PublicExponent)
		case "ec":
			c, ok := Curve(a.NamedCurve)
			if !ok {
				return nil, kernel.NodeError("TypeError", "ERR_CRYPTO_INVALID_CURVE", "Invalid EC curve name")
			}
			priv, err = ecdsa.GenerateKey(c, rand.Reader)
		case "ed25519":
			_, priv, err = ed25519.GenerateKey(rand.Reader)
		case "x25519":
			priv, err = ecdh.X25519().GenerateKey(rand.Reader)
		case "rsa-pss", "dsa", "dh":
			priv, err = generateOther(ctx, a)
		default:
			return nil, kernel.NodeError("TypeError", "ERR_INVALID_ARG_VALUE", "The argument 'type' must be a supported key type. Received '%s'", a.Type)
		}
		if err != nil {
			return nil, err
		}
		privInfo, err := describe(priv)
		if err != nil {
			return nil, err
		}
		pubInfo, err := describe(publicOf(priv))
		if err != nil {
			return nil, err
		}
		return map[string]keyInfo{"privateKey": privInfo, "publicKey": pubInfo}, nil
	}
	if a.Type == "rsa" || a.Type == "rsa-pss" {
		if err := checkRSAParams(a.ModulusLength, a.PublicExponent); err != nil {
			return kernel.Reply{Err: err}
		}
	}
	if a.Async {
		return i.StartCPU(func(ctx context.Context) (any, []byte, error) {
			v, err := gen(ctx)
			return v, nil, err
		})
	}
	v, err := gen(i.TaskContext())
	if err != nil {
		return kernel.Reply{Err: err}
	}
	return kernel.Reply{Value: v}
}

func checkRSAParams(bits int, e int64) error {
	if bits < 1024 || bits > MaxRSABits {
		return kernel.NodeError("RangeError", "ERR_EARSHOT_LIMIT", "RSA keys are made of 1024 to %d bits, not %d", MaxRSABits, bits)
	}
	if e < 3 || e%2 == 0 || e > 1<<31-1 {
		return kernel.NodeError("Error", "ERR_OSSL_BN_BAD_ENCODING", "the RSA public exponent must be odd, at least 3 and below 2^31 (not %d)", e)
	}
	return nil
}

// GenerateRSA makes an RSA key of bits bits with the public exponent e,
// stopping when ctx ends.
func GenerateRSA(ctx context.Context, bits int, e int64) (*rsa.PrivateKey, error) {
	E := big.NewInt(e)
	one := big.NewInt(1)
	for {
		p, err := randomPrime(ctx, bits-bits/2, E)
		if err != nil {
			return nil, err
		}
		q, err := randomPrime(ctx, bits/2, E)
		if err != nil {
			return nil, err
		}
		if p.Cmp(q) == 0 {
			continue
		}
		n := new(big.Int).Mul(p, q)
		if n.BitLen() != bits {
			continue
		}
		// p and q must differ well beyond their low half (FIPS 186-5 A.1.3).
		if new(big.Int).Sub(p, q).BitLen() <= bits/2-100 {
			continue
		}
		pm1 := new(big.Int).Sub(p, one)
		qm1 := new(big.Int).Sub(q, one)
		gcd := new(big.Int).GCD(nil, nil, pm1, qm1)
		lambda := new(big.Int).Div(new(big.Int).Mul(pm1, qm1), gcd)
		d := new(big.Int).ModInverse(E, lambda)
		if d == nil || d.BitLen() <= bits/2 {
			continue
		}
		key := &rsa.PrivateKey{PublicKey: rsa.PublicKey{N: n, E: int(e)}, D: d, Primes: []*big.Int{p, q}}
		key.Precompute()
		if err := key.Validate(); err != nil {
			continue
		}
		return key, nil
	}
}

// smallPrimes sieve candidates before the expensive tests.
var smallPrimes = func() []uint64 {
	var ps []uint64
	for n := uint64(3); n < 1<<12; n += 2 {
		prime := true
		for _, p := range ps {
			if p*p > n {
				break
			}
			if n%p == 0 {
				prime = false
				break
			}
		}
		if prime {
			ps = append(ps, n)
		}
	}
	return ps
}()

// randomPrime is a random prime of exactly bits bits (its two top bits
// set) with gcd(p-1, e) = 1, stopping when ctx ends.
func randomPrime(ctx context.Context, bits int, e *big.Int) (*big.Int, error) {
	if bits < 16 {
		return nil, errors.New("randomPrime: too few bits")
	}
	b := make([]byte, (bits+7)/8)
	top := uint(bits % 8)
	if top == 0 {
		top = 8
	}
	p := new(big.Int)
	r := new(big.Int)
	pm1 := new(big.Int)
	one := big.NewInt(1)
	for {
		if err := kernel.Ended(ctx); err != nil {
			return nil, err
		}
		if _, err := rand.Read(b); err != nil {
			return nil, err
		}
		b[0] &= uint8(int(1<<top) - 1)
		if top >= 2 {
			b[0] |= 3 << (top - 2)
		} else {
			b[0] |= 1
			b[1] |= 0x80
		}
		b[len(b)-1] |= 1
		p.SetBytes(b)
		// Step through the odd numbers from p for one with no small factor.
		rems := make([]uint64, len(smallPrimes))
		for k, sp := range smallPrimes {
			rems[k] = r.Mod(p, r.SetUint64(sp)).Uint64()
		}
	search:
		for delta := uint64(0); delta < 1<<16; delta += 2 {
			for k, sp := range smallPrimes {
				if (rems[k]+delta)%sp == 0 {
					continue search
				}
			}
			c := new(big.Int).Add(p, new(big.Int).SetUint64(delta))
			if c.BitLen() != bits {
				break
			}
			if err := kernel.Ended(ctx); err != nil {
				return nil, err
			}
			if !c.ProbablyPrime(0) {
				continue
			}
			if new(big.Int).GCD(nil, nil, pm1.Sub(c, one), e).Cmp(one) != 0 {
				continue
			}
			if err := kernel.Ended(ctx); err != nil {
				return nil, err
			}
			if c.ProbablyPrime(20) {
				return c, nil
			}
		}
	}
}

// Ops are the operations of node:crypto's keys: KeyObject's parse,
// export and generate, and DiffieHellman's (dh.go).
func Ops() []*kernel.Op {
	return append([]*kernel.Op{
		kernel.Def(kernel.Op{Name: "crypto.key.parse", Limits: "keys of at most 16384 bits, checked before they are parsed", Test: "TestNodeKeyGoldens", Borrows: true}, opKeyParse),
		kernel.Def(kernel.Op{Name: "crypto.key.export", Limits: "-", Test: "TestNodeKeyGoldens"}, opKeyExport),
		kernel.Def(kernel.Op{Name: "crypto.key.generate", World: "randomness", Limits: "RSA keys of 1024 to 16384 bits, DH primes of 512 to 10000, DSA of 1024 to 3072; stops at the call's deadline", Test: "TestCryptoStopsAtTheDeadline"}, opKeyGenerate),
	}, dhOps()...)
}
