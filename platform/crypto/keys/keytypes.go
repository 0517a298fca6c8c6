//lint:file-ignore SA1019 Node offers DSA keys and signatures; Go's crypto/dsa is the standard library's.

package keys

import (
	"crypto/dsa"
	"crypto/rsa"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/asn1"
	"errors"
	"math/big"

	"github.com/earshot/extensions/platform/kernel"
)

// The key types Go's x509 does not read or write, read and written here
// with encoding/asn1: RSASSA-PSS keys (RFC 4055: an RSA key restricted
// to PSS, perhaps to one digest, MGF1 digest and least salt length), DSA
// private keys (x509 reads DSA public keys only) and DSA public keys'
// encoding, and finite-field Diffie-Hellman keys (PKCS #3).

var (
	oidRSAPSS = asn1.ObjectIdentifier{1, 2, 840, 113549, 1, 1, 10}
	oidMGF1   = asn1.ObjectIdentifier{1, 2, 840, 113549, 1, 1, 8}
	oidDSA    = asn1.ObjectIdentifier{1, 2, 840, 10040, 4, 1}
	oidDH     = asn1.ObjectIdentifier{1, 2, 840, 113549, 1, 3, 1}
)

// digestOIDs are the digests an RSASSA-PSS key may name.
var digestOIDs = map[string]asn1.ObjectIdentifier{
	"sha1":       {1, 3, 14, 3, 2, 26},
	"sha224":     {2, 16, 840, 1, 101, 3, 4, 2, 4},
	"sha256":     {2, 16, 840, 1, 101, 3, 4, 2, 1},
	"sha384":     {2, 16, 840, 1, 101, 3, 4, 2, 2},
	"sha512":     {2, 16, 840, 1, 101, 3, 4, 2, 3},
	"sha512-224": {2, 16, 840, 1, 101, 3, 4, 2, 5},
	"sha512-256": {2, 16, 840, 1, 101, 3, 4, 2, 6},
}

func digestOfOID(oid asn1.ObjectIdentifier) (string, bool) {
	for name, o := range digestOIDs {
		if o.Equal(oid) {
			return name, true
		}
	}
	return "", false
}

type pkcs8Key struct {
	Version    int
	Algo       pkix.AlgorithmIdentifier
	PrivateKey []byte
	Attributes []asn1.RawValue `asn1:"optional,tag:0"`
}

type spkiKey struct {
	Algo      pkix.AlgorithmIdentifier
	PublicKey asn1.BitString
}

// PSSParams are an RSASSA-PSS key's restrictions.
type PSSParams struct {
	Hash, MGF1Hash string
	SaltLength     int
}

// RSAPSSPublicKey is an RSASSA-PSS key: RSA keys
// for PSS signatures only, within their restrictions.
type RSAPSSPublicKey struct {
	*rsa.PublicKey
	Params *PSSParams // nil: any digest and salt length
}

// RSAPSSPrivateKey is the private half of an RSAPSSPublicKey.
type RSAPSSPrivateKey struct {
	*rsa.PrivateKey
	Params *PSSParams
}

// DHPublicKey and DHPrivateKey are finite-field Diffie-Hellman keys: the
// group (P, G, and the private keys' length in bits if it names one) and
// the public value Y (and private value X).
type DHPublicKey struct {
	P, G   *big.Int
	Length int
	Y      *big.Int
}

// DHPrivateKey is a DHPublicKey with its private value.
type DHPrivateKey struct {
	DHPublicKey
	X *big.Int
}

// pssParamsASN1 is RSASSA-PSS-params (RFC 4055 §3.1).
type pssParamsASN1 struct {
	Hash         pkix.AlgorithmIdentifier `asn1:"optional,explicit,tag:0"`
	MGF          pkix.AlgorithmIdentifier `asn1:"optional,explicit,tag:1"`
	SaltLength   int                      `asn1:"optional,explicit,tag:2,default:20"`
	TrailerField int                      `asn1:"optional,explicit,tag:3,default:1"`
}

type dhParamsASN1 struct {
	P, G   *big.Int
	Length int `asn1:"optional"`
}

type dsaParamsASN1 struct{ P, Q, G *big.Int }

var errKeyEncoding = errors.New("a key this host does not read")

// parsePSSParams reads an RSASSA-PSS algorithm identifier's parameters
// (nil when it has none: no restrictions).
func parsePSSParams(algo pkix.AlgorithmIdentifier) (*PSSParams, error) {
	if len(algo.Parameters.FullBytes) == 0 {
		return nil, nil
	}
	var p pssParamsASN1
	if rest, err := asn1.Unmarshal(algo.Parameters.FullBytes, &p); err != nil || len(rest) > 0 || p.TrailerField != 1 || p.SaltLength < 0 {
		return nil, errKeyEncoding
	}
	out := &PSSParams{Hash: "sha1", MGF1Hash: "sha1", SaltLength: p.SaltLength}
	if p.Hash.Algorithm != nil {
		name, ok := digestOfOID(p.Hash.Algorithm)
		if !ok {
			return nil, errKeyEncoding
		}
		out.Hash = name
	}
	if p.MGF.Algorithm != nil {
		var h pkix.AlgorithmIdentifier
		if !p.MGF.Algorithm.Equal(oidMGF1) {
			return nil, errKeyEncoding
		}
		if _, err := asn1.Unmarshal(p.MGF.Parameters.FullBytes, &h); err != nil {
			return nil, errKeyEncoding
		}
		name, ok := digestOfOID(h.Algorithm)
		if !ok {
			return nil, errKeyEncoding
		}
		out.MGF1Hash = name
	}
	return out, nil
}

// pssAlgorithm is the algorithm identifier of an RSASSA-PSS key with the
// restrictions p, written as OpenSSL writes it (defaults left out).
func pssAlgorithm(p *PSSParams) (pkix.AlgorithmIdentifier, error) {
	algo := pkix.AlgorithmIdentifier{Algorithm: oidRSAPSS}
	if p == nil {
		return algo, nil
	}
	var a pssParamsASN1
	hashID := func(name string) pkix.AlgorithmIdentifier {
		return pkix.AlgorithmIdentifier{Algorithm: digestOIDs[name], Parameters: asn1.NullRawValue}
	}
	if p.Hash != "sha1" {
		a.Hash = hashID(p.Hash)
	}
	if p.MGF1Hash != "sha1" {
		h, err := asn1.Marshal(hashID(p.MGF1Hash))
		if err != nil {
			return algo, err
		}
		a.MGF = pkix.AlgorithmIdentifier{Algorithm: oidMGF1, Parameters: asn1.RawValue{FullBytes: h}}
	}
	a.SaltLength = p.SaltLength
	a.TrailerField = 1
	b, err := asn1.Marshal(a)
	if err != nil {
		return algo, err
	}
	algo.Parameters = asn1.RawValue{FullBytes: b}
	return algo, nil
}

// parsePKCS8Other reads a PKCS #8 private key of a type x509 does not
// read.
func parsePKCS8Other(der []byte) (any, error) {
	var k pkcs8Key
	if rest, err := asn1.Unmarshal(der, &k); err != nil || len(rest) > 0 {
		return nil, errKeyEncoding
	}
	switch {
	case k.Algo.Algorithm.Equal(oidRSAPSS):
		params, err := parsePSSParams(k.Algo)
		if err != nil {
			return nil, err
		}
		priv, err := x509.ParsePKCS1PrivateKey(k.PrivateKey)
		if err != nil {
			return nil, errKeyEncoding
		}
		return &RSAPSSPrivateKey{priv, params}, nil
	case k.Algo.Algorithm.Equal(oidDSA):
		var p dsaParamsASN1
		var x *big.Int
		if _, err := asn1.Unmarshal(k.Algo.Parameters.FullBytes, &p); err != nil {
			return nil, errKeyEncoding
		}
		if _, err := asn1.Unmarshal(k.PrivateKey, &x); err != nil || !DSAParamsOK(p.P, p.Q, p.G) || x.Sign() <= 0 || x.Cmp(p.Q) >= 0 {
			return nil, errKeyEncoding
		}
		priv := &dsa.PrivateKey{PublicKey: dsa.PublicKey{Parameters: dsa.Parameters{P: p.P, Q: p.Q, G: p.G}}, X: x}
		priv.Y = new(big.Int).Exp(p.G, x, p.P)
		return priv, nil
	case k.Algo.Algorithm.Equal(oidDH):
		var p dhParamsASN1
		var x *big.Int
		if _, err := asn1.Unmarshal(k.Algo.Parameters.FullBytes, &p); err != nil {
			return nil, errKeyEncoding
		}
		if _, err := asn1.Unmarshal(k.PrivateKey, &x); err != nil || p.P.Sign() <= 0 || p.G.Sign() <= 0 || x.Sign() <= 0 || x.Cmp(p.P) >= 0 {
			return nil, errKeyEncoding
		}
		return &DHPrivateKey{DHPublicKey{p.P, p.G, dhLength(p), new(big.Int).Exp(p.G, x, p.P)}, x}, nil
	}
	return nil, errKeyEncoding
}

// DSAParamsOK reports whether p, q and g are numbers DSA can work with
// (not a proof that they are a good group).
func DSAParamsOK(p, q, g *big.Int) bool {
	return p != nil && q != nil && g != nil && p.Sign() > 0 && q.Sign() > 0 && g.Cmp(big.NewInt(1)) > 0 && g.Cmp(p) < 0 && q.Cmp(p) < 0
}

// parsePKIXOther reads an SPKI public key of a type x509 does not read.
func parsePKIXOther(der []byte) (any, error) {
	var k spkiKey
	if rest, err := asn1.Unmarshal(der, &k); err != nil || len(rest) > 0 {
		return nil, errKeyEncoding
	}
	switch {
	case k.Algo.Algorithm.Equal(oidRSAPSS):
		params, err := parsePSSParams(k.Algo)
		if err != nil {
			return nil, err
		}
		pub, err := x509.ParsePKCS1PublicKey(k.PublicKey.RightAlign())
		if err != nil {
			return nil, errKeyEncoding
		}
		return &RSAPSSPublicKey{pub, params}, nil
	case k.Algo.Algorithm.Equal(oidDH):
		var p dhParamsASN1
		var y *big.Int
		if _, err := asn1.Unmarshal(k.Algo.Parameters.FullBytes, &p); err != nil {
			return nil, errKeyEncoding
		}
		if _, err := asn1.Unmarshal(k.PublicKey.RightAlign(), &y); err != nil || p.P.Sign() <= 0 || p.G.Sign() <= 0 || y.Sign() <= 0 {
			return nil, errKeyEncoding
		}
		return &DHPublicKey{p.P, p.G, dhLength(p), y}, nil
	}
	return nil, errKeyEncoding
}

// marshalOther is the PKCS #8 (a private key) or SPKI (a public key) DER of
// a key of a type x509 does not write; ok is false for the others.
func marshalOther(key any) (der []byte, ok bool, err error) {
	pkcs8 := func(algo pkix.AlgorithmIdentifier, inner []byte) ([]byte, bool, error) {
		b, err := asn1.Marshal(pkcs8Key{Algo: algo, PrivateKey: inner})
		return b, true, err
	}
	spki := func(algo pkix.AlgorithmIdentifier, inner []byte) ([]byte, bool, error) {
		b, err := asn1.Marshal(spkiKey{Algo: algo, PublicKey: asn1.BitString{Bytes: inner, BitLength: 8 * len(inner)}})
		return b, true, err
	}
	params := func(v any) (pkix.AlgorithmIdentifier, error) {
		b, err := asn1.Marshal(v)
		return pkix.AlgorithmIdentifier{Parameters: asn1.RawValue{FullBytes: b}}, err
	}
	integer := func(n *big.Int) []byte { b, _ := asn1.Marshal(n); return b }
	switch k := key.(type) {
	case *RSAPSSPrivateKey:
		algo, err := pssAlgorithm(k.Params)
		if err != nil {
			return nil, true, err
		}
		return pkcs8(algo, x509.MarshalPKCS1PrivateKey(k.PrivateKey))
	case *RSAPSSPublicKey:
		algo, err := pssAlgorithm(k.Params)
		if err != nil {
			return nil, true, err
		}
		return spki(algo, x509.MarshalPKCS1PublicKey(k.PublicKey))
	case *dsa.PrivateKey, *dsa.PublicKey:
		pub, _ := k.(*dsa.PublicKey)
		priv, isPriv := k.(*dsa.PrivateKey)
		if isPriv {
			pub = &priv.PublicKey
		}
		algo, err := params(dsaParamsASN1{pub.P, pub.Q, pub.G})
		if err != nil {
			return nil, true, err
		}
		algo.Algorithm = oidDSA
		if isPriv {
			return pkcs8(algo, integer(priv.X))
		}
		return spki(algo, integer(pub.Y))
	case *DHPrivateKey, *DHPublicKey:
		pub, _ := k.(*DHPublicKey)
		priv, isPriv := k.(*DHPrivateKey)
		if isPriv {
			pub = &priv.DHPublicKey
		}
		algo, err := params(dhParamsASN1{P: pub.P, G: pub.G}) // OpenSSL writes no length
		if err != nil {
			return nil, true, err
		}
		algo.Algorithm = oidDH
		if isPriv {
			return pkcs8(algo, integer(priv.X))
		}
		return spki(algo, integer(pub.Y))
	}
	return nil, false, nil
}

// publicOfOther is the public half of a private key of these types (nil
// for others).
func publicOfOther(priv any) any {
	switch k := priv.(type) {
	case *RSAPSSPrivateKey:
		return &RSAPSSPublicKey{&k.PublicKey, k.Params}
	case *dsa.PrivateKey:
		return &k.PublicKey
	case *DHPrivateKey:
		return &k.DHPublicKey
	}
	return nil
}

// describeOther is what Node says of a public key of these types
// (asymmetricKeyType, asymmetricKeyDetails).
func describeOther(pub any) (string, map[string]any, bool) {
	switch k := pub.(type) {
	case *RSAPSSPublicKey:
		d := map[string]any{"modulusLength": k.N.BitLen(), "publicExponent": k.E}
		if k.Params != nil {
			d["hashAlgorithm"], d["mgf1HashAlgorithm"], d["saltLength"] = k.Params.Hash, k.Params.MGF1Hash, k.Params.SaltLength
		}
		return "rsa-pss", d, true
	case *dsa.PublicKey:
		return "dsa", map[string]any{"modulusLength": k.P.BitLen(), "divisorLength": k.Q.BitLen()}, true
	case *DHPublicKey:
		return "dh", map[string]any{}, true
	}
	return "", nil, false
}

// dhLength is the private keys' length of a group as read: the one it
// names, or its MODP group's.
func dhLength(p dhParamsASN1) int {
	if p.Length > 0 {
		return p.Length
	}
	return namedLength(p.P, p.G)
}

// unreadableKey is the refusal of a key that did not parse: one Go has
// no implementation of (Ed448, X448) is said to be unavailable here, as
// Node says of a feature its platform lacks; others are OpenSSL's
// decoder's refusal.
func unreadableKey(der []byte) error {
	switch kind := Algorithm(der, 2); kind {
	case "Ed448", "X448":
		return kernel.NodeError("TypeError", "ERR_FEATURE_UNAVAILABLE_ON_PLATFORM",
			"The feature %s keys is unavailable on the current platform, which is being used to run Node.js", kind)
	}
	return errUnsupportedKey()
}

// parseDSAPrivateKey reads OpenSSL's own DSA private key ("DSA PRIVATE
// KEY": version, p, q, g, y, x).
func parseDSAPrivateKey(der []byte) (*dsa.PrivateKey, error) {
	var k struct {
		Version       int
		P, Q, G, Y, X *big.Int
	}
	if rest, err := asn1.Unmarshal(der, &k); err != nil || len(rest) > 0 || k.Version != 0 || !DSAParamsOK(k.P, k.Q, k.G) ||
		k.X.Sign() <= 0 || k.X.Cmp(k.Q) >= 0 || new(big.Int).Exp(k.G, k.X, k.P).Cmp(k.Y) != 0 {
		return nil, errUnsupportedKey()
	}
	return &dsa.PrivateKey{PublicKey: dsa.PublicKey{Parameters: dsa.Parameters{P: k.P, Q: k.Q, G: k.G}, Y: k.Y}, X: k.X}, nil
}
