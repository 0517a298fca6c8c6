package crypto

import (
	"crypto/aes"
	"crypto/cipher"
	"crypto/subtle"
	"encoding/binary"

	"github.com/earshot/extensions/platform/kernel"
)

// AES key wrap (RFC 3394) and key wrap with padding (RFC 5649), Node's
// id-aes{128,192,256}-wrap and -wrap-pad ciphers. As in OpenSSL, each
// update wraps (or unwraps) what it is given, whole: the host keeps
// nothing. Their names are among cipherNames.

// errWrapState is OpenSSL's refusal of data it cannot wrap or unwrap (a
// length that is not whole 8-byte blocks, an integrity check that fails),
// as Node reports it.
func errWrapState() error {
	return kernel.NodeError("Error", "", "Trying to add data in unsupported state")
}

// wrapStep wraps or unwraps data with the key and IV of a (the IV is the
// RFC's initial value: 8 bytes for wrap, 4 for wrap-pad).
func wrapStep(a cipherArgs, spec cipherSpec, data []byte) ([]byte, error) {
	if len(data) == 0 {
		return []byte{}, nil
	}
	block, err := aes.NewCipher(a.Key)
	if err != nil {
		return nil, err
	}
	var out []byte
	var ok bool
	switch {
	case spec.mode == "wrap" && !a.Decrypt:
		out, ok = aesWrap(block, a.IV, data)
	case spec.mode == "wrap":
		out, ok = aesUnwrap(block, a.IV, data)
	case !a.Decrypt:
		out, ok = aesWrapPad(block, a.IV, data)
	default:
		out, ok = aesUnwrapPad(block, a.IV, data)
	}
	if !ok {
		return nil, errWrapState()
	}
	return out, nil
}

// aesWrap is RFC 3394's W with the initial value iv: plain is at least two
// 8-byte blocks.
func aesWrap(block cipher.Block, iv, plain []byte) ([]byte, bool) {
	if len(plain) < 16 || len(plain)%8 != 0 {
		return nil, false
	}
	return wrapBlocks(block, iv, plain), true
}

// wrapBlocks is W(S) of RFC 3394 §2.2.1 for S = iv | plain.
func wrapBlocks(block cipher.Block, iv, plain []byte) []byte {
	n := len(plain) / 8
	out := make([]byte, 8+len(plain))
	copy(out, iv)
	copy(out[8:], plain)
	var b [16]byte
	for j := range 6 {
		for i := 1; i <= n; i++ {
			copy(b[:8], out[:8])
			copy(b[8:], out[8*i:8*i+8])
			block.Encrypt(b[:], b[:])
			t := uint64(n*j + i)
			binary.BigEndian.PutUint64(out[:8], binary.BigEndian.Uint64(b[:8])^t)
			copy(out[8*i:], b[8:])
		}
	}
	return out
}

// unwrapBlocks is W⁻¹ of RFC 3394 §2.2.2: the initial value found, and the
// blocks.
func unwrapBlocks(block cipher.Block, wrapped []byte) (a [8]byte, plain []byte) {
	n := len(wrapped)/8 - 1
	plain = make([]byte, 8*n)
	copy(a[:], wrapped[:8])
	copy(plain, wrapped[8:])
	var b [16]byte
	for j := 5; j >= 0; j-- {
		for i := n; i >= 1; i-- {
			t := uint64(n*j + i)
			binary.BigEndian.PutUint64(b[:8], binary.BigEndian.Uint64(a[:])^t)
			copy(b[8:], plain[8*(i-1):8*i])
			block.Decrypt(b[:], b[:])
			copy(a[:], b[:8])
			copy(plain[8*(i-1):], b[8:])
		}
	}
	return a, plain
}

// aesUnwrap is RFC 3394's unwrapping, checking the initial value iv.
func aesUnwrap(block cipher.Block, iv, wrapped []byte) ([]byte, bool) {
	if len(wrapped) < 24 || len(wrapped)%8 != 0 {
		return nil, false
	}
	a, plain := unwrapBlocks(block, wrapped)
	if subtle.ConstantTimeCompare(a[:], iv) != 1 {
		return nil, false
	}
	return plain, true
}

// aesWrapPad is RFC 5649's wrapping: the alternative initial value is iv
// (4 bytes) and the length of plain; a message of one block after padding
// is one AES encryption.
func aesWrapPad(block cipher.Block, iv, plain []byte) ([]byte, bool) {
	if len(plain) == 0 || uint64(len(plain)) > 1<<32-1 {
		return nil, false
	}
	aiv := make([]byte, 8)
	copy(aiv, iv)
	binary.BigEndian.PutUint32(aiv[4:], uint32(len(plain)))
	padded := make([]byte, (len(plain)+7)/8*8)
	copy(padded, plain)
	if len(padded) == 8 {
		out := make([]byte, 16)
		copy(out, aiv)
		copy(out[8:], padded)
		block.Encrypt(out, out)
		return out, true
	}
	return wrapBlocks(block, aiv, padded), true
}

// aesUnwrapPad is RFC 5649's unwrapping, checking the initial value, the
// length it gives and the padding's zeros.
func aesUnwrapPad(block cipher.Block, iv, wrapped []byte) ([]byte, bool) {
	if len(wrapped) < 16 || len(wrapped)%8 != 0 {
		return nil, false
	}
	var a [8]byte
	var padded []byte
	if len(wrapped) == 16 {
		b := make([]byte, 16)
		block.Decrypt(b, wrapped)
		copy(a[:], b[:8])
		padded = b[8:]
	} else {
		a, padded = unwrapBlocks(block, wrapped)
	}
	n := int(binary.BigEndian.Uint32(a[4:]))
	ok := subtle.ConstantTimeCompare(a[:4], iv) == 1
	if !ok || n > len(padded) || n <= len(padded)-8 {
		return nil, false
	}
	for _, b := range padded[n:] {
		if b != 0 {
			return nil, false
		}
	}
	return padded[:n], true
}
