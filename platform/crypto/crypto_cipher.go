package crypto

import (
	"crypto/aes"
	"crypto/cipher"
	"encoding/binary"
	"encoding/json"
	"strings"

	"github.com/earshot/extensions/platform/kernel"
	"golang.org/x/crypto/chacha20"
	"golang.org/x/crypto/chacha20poly1305"
)

// node:crypto's ciphers (createCipheriv, createDecipheriv): AES in CBC,
// ECB, CTR and GCM modes, and ChaCha20-Poly1305. The host keeps no state:
// JavaScript keeps the key, the next IV (CBC), the position in the stream
// (CTR, GCM, ChaCha20) and the bytes not yet processed, and hands them to
// each step. An AEAD's tag covers the whole message, so when a message
// comes in more than one update JavaScript keeps a copy of it for the tag
// at final; a message in one update is sealed or opened at once.

// cipherSpec is what an algorithm name means.
type cipherSpec struct {
	mode    string // cbc, ecb, ctr, gcm, chacha20-poly1305, wrap, wrap-pad
	keyLen  int
	ivLen   int // 0: any (GCM); -1: none (ECB)
	blockSz int
}

var cipherNames = func() map[string]cipherSpec {
	m := map[string]cipherSpec{"chacha20-poly1305": {"chacha20-poly1305", 32, 12, 1}}
	for _, bits := range []int{128, 192, 256} {
		n := "aes-" + itoa(bits) + "-"
		m[n+"cbc"] = cipherSpec{"cbc", bits / 8, 16, 16}
		m["aes"+itoa(bits)] = m[n+"cbc"]
		m[n+"ecb"] = cipherSpec{"ecb", bits / 8, -1, 16}
		m[n+"ctr"] = cipherSpec{"ctr", bits / 8, 16, 1}
		m[n+"gcm"] = cipherSpec{"gcm", bits / 8, 0, 1}
		m["id-aes"+itoa(bits)+"-gcm"] = m[n+"gcm"]
		// The key wraps (crypto_wrap.go).
		w := "id-aes" + itoa(bits) + "-wrap"
		m[w] = cipherSpec{"wrap", bits / 8, 8, 8}
		m["aes"+itoa(bits)+"-wrap"] = m[w]
		m[w+"-pad"] = cipherSpec{"wrap-pad", bits / 8, 4, 8}
	}
	return m
}()

func itoa(n int) string {
	b, _ := json.Marshal(n)
	return string(b)
}

type cipherArgs struct {
	Alg     string `json:"alg"`
	Key     []byte `json:"key"`
	IV      []byte `json:"iv"`
	Decrypt bool   `json:"decrypt"`
	// Step: check (at creation), blocks (CBC, ECB: whole blocks), final
	// (CBC, ECB: the last, padded, block), stream (CTR, GCM, ChaCha20 at
	// Offset), seal and open (a whole AEAD message), tag and verify (an
	// AEAD message that came in parts).
	Step    string `json:"step"`
	Offset  int64  `json:"offset"`
	Padding bool   `json:"padding"`
	AAD     []byte `json:"aad"`
	Tag     []byte `json:"tag"`
	TagLen  int    `json:"tagLength"`
}

func errCipher(code, msg string) error { return kernel.NodeError("Error", code, "%s", msg) }

func opCipher(_ *kernel.Instance, a cipherArgs, data []byte) kernel.Reply {
	spec, ok := cipherNames[strings.ToLower(a.Alg)]
	if !ok {
		return kernel.Reply{Err: errCipher("ERR_CRYPTO_UNKNOWN_CIPHER", "Unknown cipher")}
	}
	if len(a.Key) != spec.keyLen {
		return kernel.Reply{Err: kernel.NodeError("RangeError", "ERR_CRYPTO_INVALID_KEYLEN", "Invalid key length")}
	}
	if spec.ivLen > 0 && len(a.IV) != spec.ivLen || spec.ivLen == 0 && len(a.IV) == 0 || spec.ivLen < 0 && len(a.IV) != 0 {
		return kernel.Reply{Err: kernel.NodeError("TypeError", "ERR_CRYPTO_INVALID_IV", "Invalid initialization vector")}
	}
	if a.Step == "check" {
		return kernel.Reply{Value: map[string]any{"mode": spec.mode, "blockSize": spec.blockSz}}
	}
	out, err := cipherStep(a, spec, data)
	if err != nil {
		return kernel.Reply{Err: err}
	}
	if v, ok := out.(bool); ok {
		return kernel.Reply{Value: v}
	}
	return kernel.Reply{Bytes: out.([]byte)}
}

func cipherStep(a cipherArgs, spec cipherSpec, data []byte) (any, error) {
	switch spec.mode {
	case "chacha20-poly1305":
		return chachaStep(a, data)
	case "wrap", "wrap-pad":
		return wrapStep(a, spec, data)
	}
	block, err := aes.NewCipher(a.Key)
	if err != nil {
		return nil, err
	}
	switch spec.mode {
	case "cbc", "ecb":
		return blockStep(a, spec, block, data)
	case "ctr":
		if a.Step != "stream" {
			break
		}
		ctr := make([]byte, 16)
		copy(ctr, a.IV)
		addCounter(ctr, uint64(a.Offset/16))
		out := make([]byte, len(data))
		s := cipher.NewCTR(block, ctr)
		skip(s, int(a.Offset%16))
		s.XORKeyStream(out, data)
		return out, nil
	case "gcm":
		return gcmStep(a, block, data)
	}
	return nil, kernel.TypeError("crypto.cipher: no step %q for %s", a.Step, a.Alg)
}

// skip advances a stream by n bytes of key stream.
func skip(s cipher.Stream, n int) {
	if n > 0 {
		var b [64]byte
		s.XORKeyStream(b[:n], b[:n])
	}
}

// addCounter adds n to the 128-bit big-endian counter c.
func addCounter(c []byte, n uint64) {
	lo := binary.BigEndian.Uint64(c[8:])
	hi := binary.BigEndian.Uint64(c[:8])
	sum := lo + n
	if sum < lo {
		hi++
	}
	binary.BigEndian.PutUint64(c[8:], sum)
	binary.BigEndian.PutUint64(c[:8], hi)
}

func blockStep(a cipherArgs, spec cipherSpec, block cipher.Block, data []byte) ([]byte, error) {
	run := func(in []byte) []byte {
		out := make([]byte, len(in))
		switch {
		case spec.mode == "ecb" && a.Decrypt:
			for i := 0; i < len(in); i += 16 {
				block.Decrypt(out[i:i+16], in[i:i+16])
			}
		case spec.mode == "ecb":
			for i := 0; i < len(in); i += 16 {
				block.Encrypt(out[i:i+16], in[i:i+16])
			}
		case a.Decrypt:
			cipher.NewCBCDecrypter(block, a.IV).CryptBlocks(out, in)
		default:
			cipher.NewCBCEncrypter(block, a.IV).CryptBlocks(out, in)
		}
		return out
	}
	switch a.Step {
	case "blocks":
		if len(data)%16 != 0 {
			return nil, kernel.TypeError("crypto.cipher: %d bytes are not whole blocks", len(data))
		}
		return run(data), nil
	case "final":
		switch {
		case !a.Decrypt && a.Padding:
			n := 16 - len(data)%16
			in := make([]byte, len(data)+n)
			copy(in, data)
			for i := len(data); i < len(in); i++ {
				in[i] = byte(n)
			}
			return run(in), nil
		case len(data)%16 != 0 || a.Decrypt && a.Padding && len(data) == 0:
			if a.Decrypt && len(data) == 0 {
				return nil, errCipher("ERR_OSSL_WRONG_FINAL_BLOCK_LENGTH", "error:1C80006B:Provider routines::wrong final block length")
			}
			return nil, errCipher("ERR_OSSL_WRONG_FINAL_BLOCK_LENGTH", "error:1C80006B:Provider routines::wrong final block length")
		case !a.Padding:
			return run(data), nil
		}
		out := run(data)
		n := int(out[len(out)-1])
		bad := n == 0 || n > 16
		for _, b := range out[len(out)-min(max(n, 1), 16):] {
			bad = bad || int(b) != n
		}
		if bad {
			return nil, errCipher("ERR_OSSL_BAD_DECRYPT", "error:1C800064:Provider routines::bad decrypt")
		}
		return out[:len(out)-n], nil
	}
	return nil, kernel.TypeError("crypto.cipher: no step %q for %s", a.Step, a.Alg)
}

// gcm is the AEAD for a's IV and tag length.
func gcm(block cipher.Block, ivLen, tagLen int) (cipher.AEAD, error) {
	switch {
	case tagLen == 16 || tagLen == 0:
		return cipher.NewGCMWithNonceSize(block, ivLen)
	case tagLen < 12 || tagLen > 16:
		return nil, kernel.NodeError("Error", "ERR_EARSHOT_UNSUPPORTED", "GCM tags of %d bytes are not supported (12 to 16 are)", tagLen)
	case ivLen != 12:
		return nil, kernel.NodeError("Error", "ERR_EARSHOT_UNSUPPORTED", "a GCM tag of %d bytes needs a 12-byte IV here", tagLen)
	}
	return cipher.NewGCMWithTagSize(block, tagLen)
}

func gcmStep(a cipherArgs, block cipher.Block, data []byte) (any, error) {
	tagLen := a.TagLen
	if a.Step == "open" || a.Step == "verify" {
		tagLen = len(a.Tag)
	}
	g, err := gcm(block, len(a.IV), tagLen)
	if err != nil {
		return nil, err
	}
	switch a.Step {
	case "stream":
		return gcmStream(block, g, a.IV, a.Offset, data), nil
	case "seal":
		return g.Seal(make([]byte, 0, len(data)+g.Overhead()), a.IV, data, a.AAD), nil
	case "tag":
		sealed := g.Seal(make([]byte, 0, len(data)+g.Overhead()), a.IV, data, a.AAD)
		return sealed[len(data):], nil
	case "open":
		// The plaintext, after a byte that says whether the tag matched:
		// Node's update hands out the plaintext either way, and final
		// throws.
		out := make([]byte, 1, 1+len(data)+g.Overhead())
		sealed := append(data[:len(data):len(data)], a.Tag...)
		if p, err := g.Open(out[1:1], a.IV, sealed, a.AAD); err == nil {
			out[0] = 1
			return out[:1+len(p)], nil
		}
		out = out[:1+len(data)]
		copy(out[1:], gcmStream(block, g, a.IV, 0, data))
		return out, nil
	case "verify":
		sealed := append(data[:len(data):len(data)], a.Tag...)
		_, err := g.Open(nil, a.IV, sealed, a.AAD)
		return err == nil, nil
	}
	return nil, kernel.TypeError("crypto.cipher: no step %q for %s", a.Step, a.Alg)
}

// gcmStream is GCM's key stream XORed into data at byte offset of the
// message: CTR from inc32(J0), whose low 32 bits wrap on their own.
func gcmStream(block cipher.Block, g cipher.AEAD, iv []byte, offset int64, data []byte) []byte {
	j0 := make([]byte, 16)
	if len(iv) == 12 {
		copy(j0, iv)
		j0[15] = 1
	} else {
		// The tag of an empty message with no data is E(K, J0): GHASH of
		// the lengths block 0 is 0.
		block.Decrypt(j0, g.Seal(nil, iv, nil, nil))
	}
	out := make([]byte, len(data))
	blockAt := uint64(offset/16) + 1
	in, o := data, out
	first := true
	for len(in) > 0 {
		ctr := make([]byte, 16)
		copy(ctr, j0)
		low := binary.BigEndian.Uint32(j0[12:]) + uint32(blockAt)
		binary.BigEndian.PutUint32(ctr[12:], low)
		s := cipher.NewCTR(block, ctr)
		n := len(in)
		skipped := 0
		if first {
			skipped = int(offset % 16)
			skip(s, skipped)
			first = false
		}
		// Blocks until the low 32 bits wrap: the rest starts a new CTR.
		if room := (uint64(1<<32) - uint64(low)) * 16; uint64(n+skipped) > room {
			n = int(room) - skipped
		}
		s.XORKeyStream(o[:n], in[:n])
		in, o = in[n:], o[n:]
		blockAt += uint64(n+skipped) / 16
	}
	return out
}

func chachaStep(a cipherArgs, data []byte) (any, error) {
	tagLen := a.TagLen
	if a.Step == "open" || a.Step == "verify" {
		tagLen = len(a.Tag)
	}
	if tagLen != 0 && tagLen != 16 {
		return nil, kernel.NodeError("Error", "ERR_EARSHOT_UNSUPPORTED", "ChaCha20-Poly1305 tags of %d bytes are not supported (16 are)", tagLen)
	}
	g, err := chacha20poly1305.New(a.Key)
	if err != nil {
		return nil, err
	}
	stream := func(offset int64, in []byte) []byte {
		s, _ := chacha20.NewUnauthenticatedCipher(a.Key, a.IV)
		s.SetCounter(uint32(1 + offset/64))
		var b [64]byte
		s.XORKeyStream(b[:offset%64], b[:offset%64])
		out := make([]byte, len(in))
		s.XORKeyStream(out, in)
		return out
	}
	switch a.Step {
	case "stream":
		return stream(a.Offset, data), nil
	case "seal":
		return g.Seal(make([]byte, 0, len(data)+16), a.IV, data, a.AAD), nil
	case "tag":
		return g.Seal(nil, a.IV, data, a.AAD)[len(data):], nil
	case "open":
		out := make([]byte, 1, 1+len(data)+16)
		sealed := append(data[:len(data):len(data)], a.Tag...)
		if p, err := g.Open(out[1:1], a.IV, sealed, a.AAD); err == nil {
			out[0] = 1
			return out[:1+len(p)], nil
		}
		return append(out[:1], stream(0, data)...), nil
	case "verify":
		_, err := g.Open(nil, a.IV, append(data[:len(data):len(data)], a.Tag...), a.AAD)
		return err == nil, nil
	}
	return nil, kernel.TypeError("crypto.cipher: no step %q for %s", a.Step, a.Alg)
}

// cipherOps are the operations of this file.
func cipherOps() []*kernel.Op {
	return []*kernel.Op{kernel.Def(kernel.Op{Name: "crypto.cipher", Limits: "data in the instance's memory", Test: "TestNodeCipherGoldens", Borrows: true}, opCipher)}
}
