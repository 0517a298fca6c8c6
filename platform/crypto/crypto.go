// Package crypto is the host side of node:crypto and the web's crypto
// (crypto.getRandomValues, crypto.subtle): hashes, ciphers, key
// derivation, signatures, WebCrypto. The keys they take — KeyObject's
// parsing, export and generation, and DiffieHellman — are package keys';
// the digests' names are internal/digest's. Ops is every operation of
// the area, keys' with them.
package crypto

import (
	"crypto/hmac"
	"encoding"
	"hash"

	"github.com/earshot/extensions/platform/crypto/internal/digest"
	"github.com/earshot/extensions/platform/kernel"
)

// The host side of node:crypto's hashes, HMACs and key derivation (Go's
// crypto). Randomness is the "random" operation.

type hashHandle struct {
	h   hash.Hash
	alg string
}

func (hashHandle) Close() {}

// maxOpenHashes bounds the hashes an instance keeps (a few hundred bytes
// each).
const maxOpenHashes = 4096

var hashKind = &kernel.HandleKind{Quota: &kernel.Quota{Max: maxOpenHashes, What: "hashes", Free: "digest one"}}

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
	newHash, err := digest.New(a.Alg)
	if err != nil {
		return nil, err
	}
	if a.HMAC {
		if _, xof := newHash().(*digest.Shake); xof {
			return nil, kernel.NodeError("TypeError", "ERR_CRYPTO_INVALID_DIGEST", "Invalid digest: %s", a.Alg)
		}
		return hmac.New(newHash, key), nil
	}
	h := newHash()
	if a.OutputLength != nil {
		x, xof := h.(*digest.Shake)
		switch {
		case *a.OutputLength < 0 || *a.OutputLength > 1<<24:
			return nil, kernel.NodeError("RangeError", "ERR_OUT_OF_RANGE", "The value of \"options.outputLength\" is out of range. It must be >= 0 && <= 16777216. Received %d", *a.OutputLength)
		case xof:
			x.SetSize(*a.OutputLength)
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
	id, err := i.AddHandle(hashHandle{h, a.Alg})
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
				if newHash, err := digest.New(a.Alg); err == nil {
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
	id, err := i.AddHandle(hashHandle{c, a.Alg})
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
