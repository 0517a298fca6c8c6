// Package digest names the hashes of node:crypto and the web's crypto:
// each by its canonical name and the other names OpenSSL (and so Node)
// gives it, with the crypto.Hash that signatures and keys name it by.
package digest

import (
	"crypto"
	"crypto/md5"
	"crypto/sha1"
	"crypto/sha256"
	"crypto/sha3"
	"crypto/sha512"
	"hash"
	"strings"

	"github.com/earshot/extensions/platform/kernel"
	"golang.org/x/crypto/blake2b"
	"golang.org/x/crypto/blake2s"
)

// A Digest is a hash: how to make one, and the crypto.Hash signatures
// name it by (0 for SHAKE's).
type Digest struct {
	New  func() hash.Hash
	Hash crypto.Hash
}

// byName are the hashes by their canonical names.
var byName = map[string]Digest{
	"md5": {md5.New, crypto.MD5}, "sha1": {sha1.New, crypto.SHA1}, "sha224": {sha256.New224, crypto.SHA224},
	"sha256": {sha256.New, crypto.SHA256}, "sha384": {sha512.New384, crypto.SHA384}, "sha512": {sha512.New, crypto.SHA512},
	"sha512-224": {sha512.New512_224, crypto.SHA512_224}, "sha512-256": {sha512.New512_256, crypto.SHA512_256},
	"sha3-224":   {func() hash.Hash { return sha3.New224() }, crypto.SHA3_224},
	"sha3-256":   {func() hash.Hash { return sha3.New256() }, crypto.SHA3_256},
	"sha3-384":   {func() hash.Hash { return sha3.New384() }, crypto.SHA3_384},
	"sha3-512":   {func() hash.Hash { return sha3.New512() }, crypto.SHA3_512},
	"blake2b512": {func() hash.Hash { h, _ := blake2b.New512(nil); return h }, crypto.BLAKE2b_512},
	"blake2s256": {func() hash.Hash { h, _ := blake2s.New256(nil); return h }, crypto.BLAKE2s_256},
	"shake128":   {func() hash.Hash { return newShake(sha3.NewSHAKE128, 16) }, 0},
	"shake256":   {func() hash.Hash { return newShake(sha3.NewSHAKE256, 32) }, 0},
}

// aliases are the other names OpenSSL (and so Node) gives them.
var aliases = map[string]string{
	"rsa-md5": "md5", "md5withrsaencryption": "md5", "ssl3-md5": "md5",
	"rsa-sha1": "sha1", "rsa-sha1-2": "sha1", "sha1withrsaencryption": "sha1", "ssl3-sha1": "sha1", "sha-1": "sha1",
	"rsa-sha224": "sha224", "sha224withrsaencryption": "sha224", "sha-224": "sha224", "sha2-224": "sha224",
	"rsa-sha256": "sha256", "sha256withrsaencryption": "sha256", "sha-256": "sha256", "sha2-256": "sha256",
	"rsa-sha384": "sha384", "sha384withrsaencryption": "sha384", "sha-384": "sha384", "sha2-384": "sha384",
	"rsa-sha512": "sha512", "sha512withrsaencryption": "sha512", "sha-512": "sha512", "sha2-512": "sha512",
	"rsa-sha512/224": "sha512-224", "sha512-224withrsaencryption": "sha512-224", "sha512/224": "sha512-224",
	"rsa-sha512/256": "sha512-256", "sha512-256withrsaencryption": "sha512-256", "sha512/256": "sha512-256",
	"rsa-sha3-224": "sha3-224", "id-rsassa-pkcs1-v1_5-with-sha3-224": "sha3-224",
	"rsa-sha3-256": "sha3-256", "id-rsassa-pkcs1-v1_5-with-sha3-256": "sha3-256",
	"rsa-sha3-384": "sha3-384", "id-rsassa-pkcs1-v1_5-with-sha3-384": "sha3-384",
	"rsa-sha3-512": "sha3-512", "id-rsassa-pkcs1-v1_5-with-sha3-512": "sha3-512",
}

// Name is the canonical name of a digest, or "" if there is none.
func Name(name string) string {
	n := strings.ToLower(name)
	if c, ok := aliases[n]; ok {
		return c
	}
	if _, ok := byName[n]; ok {
		return n
	}
	return ""
}

// Lookup is the digest name names (any of its names).
func Lookup(name string) (Digest, bool) {
	d, ok := byName[Name(name)]
	return d, ok
}

// New makes the digest name names, or is Node's error for a name it
// does not know.
func New(name string) (func() hash.Hash, error) {
	if d, ok := Lookup(name); ok {
		return d.New, nil
	}
	return nil, kernel.NodeError("Error", "ERR_OSSL_EVP_UNSUPPORTED", "Digest method not supported: %s", name)
}

// Shake is SHAKE128 or SHAKE256 as a hash of a fixed size (Node's
// outputLength).
type Shake struct {
	s    *sha3.SHAKE
	make func() *sha3.SHAKE
	size int
}

func newShake(make func() *sha3.SHAKE, size int) *Shake { return &Shake{make(), make, size} }

func (h *Shake) Write(p []byte) (int, error) { return h.s.Write(p) }
func (h *Shake) Reset()                      { h.s.Reset() }
func (h *Shake) Size() int                   { return h.size }
func (h *Shake) BlockSize() int              { return h.s.BlockSize() }
func (h *Shake) Sum(b []byte) []byte {
	c := h.clone()
	out := make([]byte, h.size)
	c.s.Read(out)
	return append(b, out...)
}

func (h *Shake) clone() *Shake {
	state, _ := h.s.MarshalBinary()
	c := &Shake{h.make(), h.make, h.size}
	_ = c.s.UnmarshalBinary(state)
	return c
}

func (h *Shake) Clone() (hash.Cloner, error) { return h.clone(), nil }

// SetSize makes it a hash of n bytes.
func (h *Shake) SetSize(n int) { h.size = n }
