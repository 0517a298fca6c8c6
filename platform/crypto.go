package platform

import (
	"crypto/hkdf"
	"crypto/hmac"
	"crypto/md5"
	"crypto/pbkdf2"
	"crypto/sha1"
	"crypto/sha256"
	"crypto/sha3"
	"crypto/sha512"
	"encoding"
	"encoding/json"
	"hash"
	"strings"
)

// The host side of node:crypto's hashes, HMACs and key derivation (Go's
// crypto). Randomness is the "random" operation.

var hashes = map[string]func() hash.Hash{
	"md5": md5.New, "sha1": sha1.New, "sha224": sha256.New224, "sha256": sha256.New, "sha384": sha512.New384,
	"sha512": sha512.New, "sha512-224": sha512.New512_224, "sha512-256": sha512.New512_256,
	"sha3-224": func() hash.Hash { return sha3.New224() }, "sha3-256": func() hash.Hash { return sha3.New256() },
	"sha3-384": func() hash.Hash { return sha3.New384() }, "sha3-512": func() hash.Hash { return sha3.New512() },
}

func hashOf(name string) (func() hash.Hash, error) {
	n := strings.ToLower(strings.ReplaceAll(name, "_", "-"))
	switch n {
	case "rsa-sha256":
		n = "sha256"
	case "sha-1":
		n = "sha1"
	case "sha-256":
		n = "sha256"
	case "sha-384":
		n = "sha384"
	case "sha-512":
		n = "sha512"
	}
	if h, ok := hashes[n]; ok {
		return h, nil
	}
	return nil, nodeError("Error", "ERR_OSSL_EVP_UNSUPPORTED", "Digest method not supported: %s", name)
}

type hashHandle struct {
	h   hash.Hash
	alg string
}

func (hashHandle) close() {}

type hashArgs struct {
	ID   int    `json:"id"`
	Alg  string `json:"alg"`
	HMAC bool   `json:"hmac"`
	// pbkdf2 and hkdf
	Salt       []byte `json:"salt"`
	Info       []byte `json:"info"`
	Iterations int    `json:"iterations"`
	KeyLen     int    `json:"keylen"`
}

// opHashNew starts a hash (or, with hmac, an HMAC whose key is data).
func opHashNew(i *Instance, args, data []byte) Reply {
	var a hashArgs
	_ = json.Unmarshal(args, &a)
	newHash, err := hashOf(a.Alg)
	if err != nil {
		return Reply{Err: err}
	}
	var h hash.Hash
	if a.HMAC {
		h = hmac.New(newHash, data)
	} else {
		h = newHash()
	}
	id, err := i.addHandle(hashHandle{h, a.Alg}, maxOpenHashes, "hashes")
	if err != nil {
		return Reply{Err: err}
	}
	return Reply{Value: id}
}

func (i *Instance) hash(args []byte) (hashArgs, hash.Hash, error) {
	var a hashArgs
	_ = json.Unmarshal(args, &a)
	i.mu.Lock()
	defer i.mu.Unlock()
	h, ok := i.handles[a.ID].(hashHandle)
	if !ok {
		return a, nil, nodeError("Error", "ERR_CRYPTO_HASH_FINALIZED", "Digest already called")
	}
	a.Alg = h.alg
	return a, h.h, nil
}

func opHashUpdate(i *Instance, args, data []byte) Reply {
	_, h, err := i.hash(args)
	if err != nil {
		return Reply{Err: err}
	}
	h.Write(data)
	return Reply{}
}

func opHashDigest(i *Instance, args, _ []byte) Reply {
	a, h, err := i.hash(args)
	if err != nil {
		return Reply{Err: err}
	}
	i.mu.Lock()
	i.dropHandle(a.ID)
	i.mu.Unlock()
	return Reply{Bytes: h.Sum(nil)}
}

// opHashCopy copies a hash in progress (hash.copy()).
func opHashCopy(i *Instance, args, _ []byte) Reply {
	a, h, err := i.hash(args)
	if err != nil {
		return Reply{Err: err}
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
		return Reply{Err: nodeError("Error", "ERR_CRYPTO_HASH_FINALIZED", "this hash cannot be copied")}
	}
	id, err := i.addHandle(hashHandle{c, a.Alg}, maxOpenHashes, "hashes")
	if err != nil {
		return Reply{Err: err}
	}
	return Reply{Value: id}
}

// opHash hashes data at once (crypto.hash, and createHash(...).update(x).digest() in one go).
func opHash(i *Instance, args, data []byte) Reply {
	var a hashArgs
	_ = json.Unmarshal(args, &a)
	newHash, err := hashOf(a.Alg)
	if err != nil {
		return Reply{Err: err}
	}
	h := newHash()
	h.Write(data)
	return Reply{Bytes: h.Sum(nil)}
}

func opPBKDF2(i *Instance, args, password []byte) Reply {
	var a hashArgs
	_ = json.Unmarshal(args, &a)
	newHash, err := hashOf(a.Alg)
	if err != nil {
		return Reply{Err: err}
	}
	if a.Iterations < 1 || a.Iterations > 10_000_000 || a.KeyLen < 0 || a.KeyLen > 1<<20 {
		return Reply{Err: rangeError("pbkdf2: iterations or keylen out of range")}
	}
	key, err := pbkdf2.Key(newHash, string(password), a.Salt, a.Iterations, a.KeyLen)
	if err != nil {
		return Reply{Err: err}
	}
	return Reply{Bytes: key}
}

func opHKDF(i *Instance, args, secret []byte) Reply {
	var a hashArgs
	_ = json.Unmarshal(args, &a)
	newHash, err := hashOf(a.Alg)
	if err != nil {
		return Reply{Err: err}
	}
	key, err := hkdf.Key(newHash, secret, a.Salt, string(a.Info), a.KeyLen)
	if err != nil {
		return Reply{Err: rangeError("hkdf: %v", err)}
	}
	return Reply{Bytes: key}
}

func init() {
	register(
		&Op{Name: "crypto.hash", Limits: "-", Test: "TestNodeCrypto", Borrows: true, Run: opHash},
		&Op{Name: "crypto.hash.new", Limits: "-", Test: "TestNodeCrypto", Run: opHashNew},
		&Op{Name: "crypto.hash.update", Limits: "-", Test: "TestNodeCrypto", Borrows: true, Run: opHashUpdate},
		&Op{Name: "crypto.hash.digest", Limits: "-", Test: "TestNodeCrypto", Run: opHashDigest},
		&Op{Name: "crypto.hash.copy", Limits: "-", Test: "TestNodeCrypto", Run: opHashCopy},
		&Op{Name: "crypto.pbkdf2", Limits: "10,000,000 iterations, 1 MiB of key", Test: "TestNodeCrypto", Run: opPBKDF2},
		&Op{Name: "crypto.hkdf", Limits: "the hash's limit", Test: "TestNodeCrypto", Run: opHKDF},
	)
}
