// Package crypto is the host side of node:crypto and the web's crypto
// (crypto.getRandomValues, crypto.subtle): hashes, ciphers, key
// derivation, keys, signatures.
package crypto

import (
	"crypto"
	"crypto/hmac"
	"crypto/md5"
	"crypto/sha1"
	"crypto/sha256"
	"crypto/sha3"
	"crypto/sha512"
	"encoding"
	"hash"
	"strings"

	"github.com/earshot/extensions/platform/kernel"
	"golang.org/x/crypto/blake2b"
	"golang.org/x/crypto/blake2s"
)

// The host side of node:crypto's hashes, HMACs and key derivation (Go's
// crypto). Randomness is the "random" operation.

// digests are the hashes by their canonical names, with the crypto.Hash
// signatures name them by.
var digests = map[string]struct {
	new  func() hash.Hash
	hash crypto.Hash
}{
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

// digestAliases are the other names OpenSSL (and so Node) gives them.
var digestAliases = map[string]string{
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

// digestName is the canonical name of a digest, or "" if there is none.
func digestName(name string) string {
	n := strings.ToLower(name)
	if c, ok := digestAliases[n]; ok {
		return c
	}
	if _, ok := digests[n]; ok {
		return n
	}
	return ""
}

func hashOf(name string) (func() hash.Hash, error) {
	if d, ok := digests[digestName(name)]; ok {
		return d.new, nil
	}
	return nil, kernel.NodeError("Error", "ERR_OSSL_EVP_UNSUPPORTED", "Digest method not supported: %s", name)
}

// shake is SHAKE128 or SHAKE256 as a hash of a fixed size (Node's
// outputLength).
type shake struct {
	s    *sha3.SHAKE
	make func() *sha3.SHAKE
	size int
}

func newShake(make func() *sha3.SHAKE, size int) *shake { return &shake{make(), make, size} }

func (h *shake) Write(p []byte) (int, error) { return h.s.Write(p) }
func (h *shake) Reset()                      { h.s.Reset() }
func (h *shake) Size() int                   { return h.size }
func (h *shake) BlockSize() int              { return h.s.BlockSize() }
func (h *shake) Sum(b []byte) []byte {
	c := h.clone()
	out := make([]byte, h.size)
	c.s.Read(out)
	return append(b, out...)
}

func (h *shake) clone() *shake {
	state, _ := h.s.MarshalBinary()
	c := &shake{h.make(), h.make, h.size}
	_ = c.s.UnmarshalBinary(state)
	return c
}

func (h *shake) Clone() (hash.Cloner, error) { return h.clone(), nil }

type hashHandle struct {
	h   hash.Hash
	alg string
}

func (hashHandle) Close() {}

// maxOpenHashes bounds the hashes an instance keeps (a few hundred bytes
// each).
const maxOpenHashes = 4096

var hashKind = &kernel.HandleKind{Limit: maxOpenHashes}

func (hashHandle) Kind() *kernel.HandleKind { return hashKind }

type hashArgs struct {
	ID   int    `json:"id"`
	Alg  string `json:"alg"`
	HMAC bool   `json:"hmac"`
	// OutputLength is a SHAKE hash's size in bytes (nil: its default).
	OutputLength *int `json:"outputLength"`
}

// newDigest is the hash (or, with hmac, the HMAC keyed with key) a asks for.
func newDigest(a hashArgs, key []byte) (hash.Hash, error) {
	newHash, err := hashOf(a.Alg)
	if err != nil {
		return nil, err
	}
	if a.HMAC {
		if _, xof := newHash().(*shake); xof {
			return nil, kernel.NodeError("TypeError", "ERR_CRYPTO_INVALID_DIGEST", "Invalid digest: %s", a.Alg)
		}
		return hmac.New(newHash, key), nil
	}
	h := newHash()
	if a.OutputLength != nil {
		x, xof := h.(*shake)
		switch {
		case *a.OutputLength < 0 || *a.OutputLength > 1<<24:
			return nil, kernel.NodeError("RangeError", "ERR_OUT_OF_RANGE", "The value of \"options.outputLength\" is out of range. It must be >= 0 && <= 16777216. Received %d", *a.OutputLength)
		case xof:
			x.size = *a.OutputLength
		case *a.OutputLength != h.Size():
			return nil, kernel.NodeError("Error", "ERR_OSSL_EVP_NOT_XOF_OR_INVALID_LENGTH", "error:030000B2:digital envelope routines::not XOF or invalid length")
		}
	}
	return h, nil
}

// opHashNew starts a hash (or, with hmac, an HMAC whose key is data).
func opHashNew(i *kernel.Instance, a hashArgs, data []byte) kernel.Reply {
	h, err := newDigest(a, data)
	if err != nil {
		return kernel.Reply{Err: err}
	}
	id, err := i.AddHandle(hashHandle{h, a.Alg}, maxOpenHashes, "hashes")
	if err != nil {
		return kernel.Reply{Err: err}
	}
	return kernel.Reply{Value: id}
}

func liveHash(i *kernel.Instance, a hashArgs) (hashArgs, hash.Hash, error) {
	h, ok := kernel.HandleOf[hashHandle](i, a.ID)
	if !ok {
		return a, nil, kernel.NodeError("Error", "ERR_CRYPTO_HASH_FINALIZED", "Digest already called")
	}
	a.Alg = h.alg
	return a, h.h, nil
}

func opHashUpdate(i *kernel.Instance, a hashArgs, data []byte) kernel.Reply {
	_, h, err := liveHash(i, a)
	if err != nil {
		return kernel.Reply{Err: err}
	}
	h.Write(data)
	return kernel.Reply{}
}

func opHashDigest(i *kernel.Instance, a hashArgs, _ []byte) kernel.Reply {
	a, h, err := liveHash(i, a)
	if err != nil {
		return kernel.Reply{Err: err}
	}
	i.Forget(a.ID)
	return kernel.Reply{Bytes: h.Sum(nil)}
}

// opHashCopy copies a hash in progress (hash.copy()).
func opHashCopy(i *kernel.Instance, a hashArgs, _ []byte) kernel.Reply {
	a, h, err := liveHash(i, a)
	if err != nil {
		return kernel.Reply{Err: err}
	}
	var c hash.Hash
	if cl, ok := h.(hash.Cloner); ok {
		if d, err := cl.Clone(); err == nil {
			c = d
		}
	}
	if c == nil {
		// A hash whose state can be saved: a new one, with that state.
		if m, ok := h.(encoding.BinaryMarshaler); ok {
			if state, err := m.MarshalBinary(); err == nil {
				if newHash, err := hashOf(a.Alg); err == nil {
					n := newHash()
					if u, ok := n.(encoding.BinaryUnmarshaler); ok && u.UnmarshalBinary(state) == nil {
						c = n
					}
				}
			}
		}
	}
	if c == nil {
		return kernel.Reply{Err: kernel.NodeError("Error", "ERR_CRYPTO_HASH_FINALIZED", "this hash cannot be copied")}
	}
	id, err := i.AddHandle(hashHandle{c, a.Alg}, maxOpenHashes, "hashes")
	if err != nil {
		return kernel.Reply{Err: err}
	}
	return kernel.Reply{Value: id}
}

// opHash hashes data at once (crypto.hash, and createHash(...).update(x).digest() in one go).
func opHash(i *kernel.Instance, a hashArgs, data []byte) kernel.Reply {
	h, err := newDigest(a, nil)
	if err != nil {
		return kernel.Reply{Err: err}
	}
	h.Write(data)
	return kernel.Reply{Bytes: h.Sum(nil)}
}

// hashOps are the operations of this file.
func hashOps() []*kernel.Op {
	return []*kernel.Op{
		kernel.Def(kernel.Op{Name: "crypto.hash", Limits: "-", Test: "TestNodeCrypto", Borrows: true}, opHash),
		kernel.Def(kernel.Op{Name: "crypto.hash.new", Limits: "-", Test: "TestNodeCrypto"}, opHashNew),
		kernel.Def(kernel.Op{Name: "crypto.hash.update", Limits: "-", Test: "TestNodeCrypto", Borrows: true}, opHashUpdate),
		kernel.Def(kernel.Op{Name: "crypto.hash.digest", Limits: "-", Test: "TestNodeCrypto"}, opHashDigest),
		kernel.Def(kernel.Op{Name: "crypto.hash.copy", Limits: "-", Test: "TestNodeCrypto"}, opHashCopy),
	}
}
