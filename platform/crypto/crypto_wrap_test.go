package crypto

import (
	"bytes"
	"crypto/aes"
	"encoding/hex"
	"testing"
)

// TestAESKeyWrapVectors: RFC 3394's §4 and RFC 5649's §6 test vectors,
// both ways, and unwrapping refuses what was altered.
func TestAESKeyWrapVectors(t *testing.T) {
	h := func(s string) []byte {
		b, err := hex.DecodeString(s)
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	kek := h("000102030405060708090A0B0C0D0E0F101112131415161718191A1B1C1D1E1F")
	data := h("00112233445566778899AABBCCDDEEFF000102030405060708090A0B0C0D0E0F")
	iv := h("A6A6A6A6A6A6A6A6")
	for _, v := range []struct {
		kek, key int // bytes
		want     string
	}{
		{16, 16, "1FA68B0A8112B447AEF34BD8FB5A7B829D3E862371D2CFE5"},
		{24, 16, "96778B25AE6CA435F92B5B97C050AED2468AB8A17AD84E5D"},
		{32, 16, "64E8C3F9CE0F5BA263E9777905818A2A93C8191E7D6E8AE7"},
		{24, 24, "031D33264E15D33268F24EC260743EDCE1C6C7DDEE725A936BA814915C6762D2"},
		{32, 24, "A8F9BC1612C68B3FF6E6F4FBE30E71E4769C8B80A32CB8958CD5D17D6B254DA1"},
		{32, 32, "28C9F404C4B810F4CBCCB35CFB87F8263F5786E2D80ED326CBC7F0E71A99F43BFB988B9B7A02DD21"},
	} {
		block, _ := aes.NewCipher(kek[:v.kek])
		got, ok := aesWrap(block, iv, data[:v.key])
		if !ok || !bytes.Equal(got, h(v.want)) {
			t.Errorf("KEK %d, key %d: wrapped %X", v.kek, v.key, got)
		}
		plain, ok := aesUnwrap(block, iv, got)
		if !ok || !bytes.Equal(plain, data[:v.key]) {
			t.Errorf("KEK %d, key %d: unwrapped %X %v", v.kek, v.key, plain, ok)
		}
		got[3] ^= 1
		if _, ok := aesUnwrap(block, iv, got); ok {
			t.Errorf("KEK %d, key %d: an altered key unwrapped", v.kek, v.key)
		}
	}
	// RFC 5649 §6.
	block, _ := aes.NewCipher(h("5840df6e29b02af1ab493b705bf16ea1ae8338f4dcc176a8"))
	aiv := h("A65959A6")
	for _, v := range []struct{ key, want string }{
		{"c37b7e6492584340bed12207808941155068f738", "138bdeaa9b8fa7fc61f97742e72248ee5ae6ae5360d1ae6a5f54f373fa543b6a"},
		{"466f7250617369", "afbeb0f07dfbf5419200f2ccb50bb24f"},
	} {
		got, ok := aesWrapPad(block, aiv, h(v.key))
		if !ok || hex.EncodeToString(got) != v.want {
			t.Errorf("RFC 5649 %s: wrapped %x", v.key, got)
		}
		plain, ok := aesUnwrapPad(block, aiv, got)
		if !ok || hex.EncodeToString(plain) != v.key {
			t.Errorf("RFC 5649 %s: unwrapped %x %v", v.key, plain, ok)
		}
		got[len(got)-1] ^= 1
		if _, ok := aesUnwrapPad(block, aiv, got); ok {
			t.Errorf("RFC 5649 %s: an altered key unwrapped", v.key)
		}
	}
	for _, n := range []int{0, 8, 15, 17} {
		if _, ok := aesWrap(block, iv, make([]byte, n)); ok {
			t.Errorf("wrapped %d bytes", n)
		}
	}
	if _, ok := aesUnwrapPad(block, aiv, make([]byte, 20)); ok {
		t.Error("unwrapped 20 bytes")
	}
}
