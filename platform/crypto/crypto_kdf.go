package crypto

import (
	"context"
	"crypto/hkdf"
	"crypto/hmac"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/binary"
	"hash"
	"math/bits"

	"github.com/earshot/extensions/platform/crypto/internal/digest"
	"github.com/earshot/extensions/platform/kernel"
)

// Key derivation that can take as long as its caller asks (PBKDF2's
// iterations, scrypt's cost) is written here as loops that look at the
// call's task every few thousand steps, so that it stops with the call:
// Go's crypto/pbkdf2 and x/crypto/scrypt run to the end once started.

// checkEvery is how many steps of a long loop run between looks at the
// task's context.
const checkEvery = 2048

// pbkdf2Key is PBKDF2 (RFC 8018) with HMAC over h, stopping when ctx ends.
func pbkdf2Key(ctx context.Context, h func() hash.Hash, password, salt []byte, iter, keyLen int) ([]byte, error) {
	prf := hmac.New(h, password)
	size := prf.Size()
	blocks := (keyLen + size - 1) / size
	out := make([]byte, 0, blocks*size)
	u := make([]byte, 0, size)
	var ctr [4]byte
	steps := 0
	for b := 1; b <= blocks; b++ {
		// A long key of one iteration (scrypt's B) is many blocks: they
		// count as steps too.
		if steps++; steps%checkEvery == 0 {
			if err := kernel.Ended(ctx); err != nil {
				return nil, err
			}
		}
		prf.Reset()
		prf.Write(salt)
		binary.BigEndian.PutUint32(ctr[:], uint32(b))
		prf.Write(ctr[:])
		u = prf.Sum(u[:0])
		t := append(out[len(out):], u...)
		for n := 1; n < iter; n++ {
			if steps++; steps%checkEvery == 0 {
				if err := kernel.Ended(ctx); err != nil {
					return nil, err
				}
			}
			prf.Reset()
			prf.Write(u)
			u = prf.Sum(u[:0])
			subtle.XORBytes(t, t, u)
		}
		out = out[:len(out)+size]
	}
	return out[:keyLen], nil
}

// scryptKey is scrypt (RFC 7914), stopping when ctx ends. Its memory
// (128·r·N bytes, and 128·r·p) is the caller's to bound.
func scryptKey(ctx context.Context, password, salt []byte, n, r, p, keyLen int) ([]byte, error) {
	b, err := pbkdf2Key(ctx, sha256.New, password, salt, 1, p*128*r)
	if err != nil {
		return nil, err
	}
	words := 32 * r // one block of 128·r bytes, in 32-bit words
	x := make([]uint32, words)
	y := make([]uint32, words)
	v := make([]uint32, words*n)
	for i := range p {
		blk := b[i*128*r : (i+1)*128*r]
		for k := range x {
			x[k] = binary.LittleEndian.Uint32(blk[4*k:])
		}
		if err := roMix(ctx, x, y, v, n, r); err != nil {
			return nil, err
		}
		for k, w := range x {
			binary.LittleEndian.PutUint32(blk[4*k:], w)
		}
	}
	return pbkdf2Key(ctx, sha256.New, password, b, 1, keyLen)
}

// roMix is scrypt's ROMix on the block x (y is scratch of the same size, v
// holds n blocks).
func roMix(ctx context.Context, x, y, v []uint32, n, r int) error {
	words := 32 * r
	for i := range n {
		if i%checkEvery == checkEvery-1 {
			if err := kernel.Ended(ctx); err != nil {
				return err
			}
		}
		copy(v[i*words:], x)
		blockMix(x, y, r)
	}
	for i := range n {
		if i%checkEvery == checkEvery-1 {
			if err := kernel.Ended(ctx); err != nil {
				return err
			}
		}
		j := int(x[(2*r-1)*16] & uint32(n-1)) // Integerify mod n (n is a power of 2)
		vj := v[j*words : (j+1)*words]
		for k := range x {
			x[k] ^= vj[k]
		}
		blockMix(x, y, r)
	}
	return nil
}

// blockMix is scrypt's BlockMix of b (2·r blocks of 16 words) with
// Salsa20/8, using y as scratch; the result is in b.
func blockMix(b, y []uint32, r int) {
	var t [16]uint32
	copy(t[:], b[(2*r-1)*16:])
	for i := range 2 * r {
		for k := range 16 {
			t[k] ^= b[i*16+k]
		}
		salsa208(&t)
		// Even blocks go to the first half, odd ones to the second.
		at := (i/2)*16 + (i%2)*r*16
		copy(y[at:at+16], t[:])
	}
	copy(b, y)
}

// salsa208 is the Salsa20/8 core, in place.
func salsa208(b *[16]uint32) {
	x0, x1, x2, x3, x4, x5, x6, x7 := b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7]
	x8, x9, x10, x11, x12, x13, x14, x15 := b[8], b[9], b[10], b[11], b[12], b[13], b[14], b[15]
	for range 4 {
		// Columns.
		x4 ^= bits.RotateLeft32(x0+x12, 7)
		x8 ^= bits.RotateLeft32(x4+x0, 9)
		x12 ^= bits.RotateLeft32(x8+x4, 13)
		x0 ^= bits.RotateLeft32(x12+x8, 18)
		x9 ^= bits.RotateLeft32(x5+x1, 7)
		x13 ^= bits.RotateLeft32(x9+x5, 9)
		x1 ^= bits.RotateLeft32(x13+x9, 13)
		x5 ^= bits.RotateLeft32(x1+x13, 18)
		x14 ^= bits.RotateLeft32(x10+x6, 7)
		x2 ^= bits.RotateLeft32(x14+x10, 9)
		x6 ^= bits.RotateLeft32(x2+x14, 13)
		x10 ^= bits.RotateLeft32(x6+x2, 18)
		x3 ^= bits.RotateLeft32(x15+x11, 7)
		x7 ^= bits.RotateLeft32(x3+x15, 9)
		x11 ^= bits.RotateLeft32(x7+x3, 13)
		x15 ^= bits.RotateLeft32(x11+x7, 18)
		// Rows.
		x1 ^= bits.RotateLeft32(x0+x3, 7)
		x2 ^= bits.RotateLeft32(x1+x0, 9)
		x3 ^= bits.RotateLeft32(x2+x1, 13)
		x0 ^= bits.RotateLeft32(x3+x2, 18)
		x6 ^= bits.RotateLeft32(x5+x4, 7)
		x7 ^= bits.RotateLeft32(x6+x5, 9)
		x4 ^= bits.RotateLeft32(x7+x6, 13)
		x5 ^= bits.RotateLeft32(x4+x7, 18)
		x11 ^= bits.RotateLeft32(x10+x9, 7)
		x8 ^= bits.RotateLeft32(x11+x10, 9)
		x9 ^= bits.RotateLeft32(x8+x11, 13)
		x10 ^= bits.RotateLeft32(x9+x8, 18)
		x12 ^= bits.RotateLeft32(x15+x14, 7)
		x13 ^= bits.RotateLeft32(x12+x15, 9)
		x14 ^= bits.RotateLeft32(x13+x12, 13)
		x15 ^= bits.RotateLeft32(x14+x13, 18)
	}
	b[0] += x0
	b[1] += x1
	b[2] += x2
	b[3] += x3
	b[4] += x4
	b[5] += x5
	b[6] += x6
	b[7] += x7
	b[8] += x8
	b[9] += x9
	b[10] += x10
	b[11] += x11
	b[12] += x12
	b[13] += x13
	b[14] += x14
	b[15] += x15
}

// kdfArgs are pbkdf2's, hkdf's and scrypt's arguments.
type kdfArgs struct {
	Alg        string `json:"alg"`
	Salt       []byte `json:"salt"`
	Info       []byte `json:"info"`
	Iterations int64  `json:"iterations"`
	KeyLen     int64  `json:"keylen"`
	N          int64  `json:"N"`
	R          int64  `json:"r"`
	P          int64  `json:"p"`
	MaxMem     int64  `json:"maxmem"`
	// Async: the operation completes later (the callback forms).
	Async bool `json:"async"`
}

// kdfWork is a key derivation running for an instance, kept as a handle:
// the instance's handles say how many run. The memory it holds is held
// (hold) while it runs.
type kdfWork struct{}

func (kdfWork) Close() {}

var kdfKind = &kernel.HandleKind{Quota: &kernel.Quota{Max: maxKDFWork, What: "key derivations", Free: "await one", Transient: true}}

func (kdfWork) Kind() *kernel.HandleKind { return kdfKind }

// maxKDFWork bounds the key derivations running for one instance at once.
const maxKDFWork = 16

// reserve holds n bytes of the instance's free memory for host work, less
// what the host holds for it already; release gives them back.
func reserve(i *kernel.Instance, what string, n int64) (release func(), err error) {
	free, ok := i.Hold(n)
	if !ok {
		return nil, kernel.NodeError("RangeError", "ERR_OUT_OF_RANGE", "%s needs %d MiB, more than the extension can hold (%d MiB of its memory are free)", what, n>>20, max(i.FreeMemory(), 0)>>20)
	}
	id, err := i.AddHandle(kdfWork{})
	if err != nil {
		free()
		return nil, err
	}
	return func() {
		i.Forget(id)
		free()
	}, nil
}

// runKDF runs derive on the instance's goroutine, or, for an async
// call, on a goroutine of its own, holding mem bytes of the instance's
// memory while it runs; either way it stops with the task.
func runKDF(i *kernel.Instance, what string, mem int64, async bool, derive func(ctx context.Context) ([]byte, error)) kernel.Reply {
	release, err := reserve(i, what, mem)
	if err != nil {
		return kernel.Reply{Err: err}
	}
	if async {
		r := i.StartCPU(func(ctx context.Context) (any, []byte, error) {
			defer release()
			b, err := derive(ctx)
			if b == nil && err == nil {
				b = []byte{}
			}
			return nil, b, err
		})
		if r.Err != nil {
			release()
		}
		return r
	}
	defer release()
	b, err := derive(i.TaskContext())
	if err != nil {
		return kernel.Reply{Err: err}
	}
	return kernel.Reply{Bytes: b}
}

func opPBKDF2(i *kernel.Instance, a kdfArgs, password []byte) kernel.Reply {
	newHash, err := digest.New(a.Alg)
	if err != nil {
		return kernel.Reply{Err: kernel.NodeError("TypeError", "ERR_CRYPTO_INVALID_DIGEST", "Invalid digest: %s", a.Alg)}
	}
	if a.Iterations < 1 || a.Iterations > 1<<31-1 || a.KeyLen < 0 || a.KeyLen > 1<<31-1 {
		return kernel.Reply{Err: kernel.RangeError("pbkdf2: iterations or keylen out of range")}
	}
	password = append([]byte(nil), password...)
	return runKDF(i, "pbkdf2", a.KeyLen, a.Async, func(ctx context.Context) ([]byte, error) {
		return pbkdf2Key(ctx, newHash, password, a.Salt, int(a.Iterations), int(a.KeyLen))
	})
}

func opScrypt(i *kernel.Instance, a kdfArgs, password []byte) kernel.Reply {
	if a.KeyLen < 0 || a.KeyLen > 1<<31-1 {
		return kernel.Reply{Err: kernel.RangeError("scrypt: keylen out of range")}
	}
	if a.N < 2 || a.N&(a.N-1) != 0 || a.R < 1 || a.P < 1 || a.R >= 1<<30 || a.P >= 1<<30 || a.R*a.P >= 1<<30 ||
		a.N >= 1<<(16*min(a.R, 3)) {
		return kernel.Reply{Err: kernel.NodeError("RangeError", "ERR_CRYPTO_INVALID_SCRYPT_PARAMS",
			"Invalid scrypt params: error:030000AC:digital envelope routines::memory limit exceeded")}
	}
	// The memory scrypt needs: V (128·r·N) and B (128·r·p); both within
	// maxmem, as Node checks, and within the extension's free memory.
	mem := 128 * a.R * a.N
	if a.N > (1<<50)/(128*a.R) {
		mem = 1 << 50
	}
	if a.MaxMem > 0 && mem+128*a.R*a.P > a.MaxMem {
		return kernel.Reply{Err: kernel.NodeError("RangeError", "ERR_CRYPTO_INVALID_SCRYPT_PARAMS",
			"Invalid scrypt params: error:030000AC:digital envelope routines::memory limit exceeded")}
	}
	// (Params past the memory are invalid; within it, but beside other
	// work the host holds, reserve refuses them.)
	need := mem + 128*a.R*a.P + a.KeyLen
	if need > i.HalfFree() {
		return kernel.Reply{Err: kernel.NodeError("RangeError", "ERR_CRYPTO_INVALID_SCRYPT_PARAMS",
			"Invalid scrypt params: scrypt needs %d MiB, more than the extension can hold (%d MiB of its memory are free)", need>>20, i.HalfFree()>>20)}
	}
	password = append([]byte(nil), password...)
	return runKDF(i, "scrypt", need, a.Async, func(ctx context.Context) ([]byte, error) {
		return scryptKey(ctx, password, a.Salt, int(a.N), int(a.R), int(a.P), int(a.KeyLen))
	})
}

// opHKDF is HKDF (RFC 5869): at most 255 blocks of its hash, so quick.
func opHKDF(i *kernel.Instance, a kdfArgs, secret []byte) kernel.Reply {
	newHash, err := digest.New(a.Alg)
	if err != nil {
		return kernel.Reply{Err: kernel.NodeError("TypeError", "ERR_CRYPTO_INVALID_DIGEST", "Invalid digest: %s", a.Alg)}
	}
	if a.KeyLen < 0 || a.KeyLen > 255*int64(newHash().Size()) {
		return kernel.Reply{Err: kernel.NodeError("RangeError", "ERR_CRYPTO_INVALID_KEYLEN", "Invalid key length")}
	}
	secret = append([]byte(nil), secret...)
	return runKDF(i, "hkdf", a.KeyLen, a.Async, func(ctx context.Context) ([]byte, error) {
		if err := kernel.Ended(ctx); err != nil {
			return nil, err
		}
		if a.KeyLen == 0 {
			return []byte{}, nil
		}
		return hkdf.Key(newHash, secret, a.Salt, string(a.Info), int(a.KeyLen))
	})
}

// kdfOps are the operations of this file.
func kdfOps() []*kernel.Op {
	const long = "stops at the call's deadline"
	return []*kernel.Op{
		kernel.Def(kernel.Op{Name: "crypto.pbkdf2", Limits: "the key in the instance's memory; " + long, Test: "TestCryptoStopsAtTheDeadline"}, opPBKDF2),
		kernel.Def(kernel.Op{Name: "crypto.scrypt", Limits: "maxmem, and its memory within the instance's free memory; " + long, Test: "TestCryptoStopsAtTheDeadline"}, opScrypt),
		kernel.Def(kernel.Op{Name: "crypto.hkdf", Limits: "255 blocks of the hash", Test: "TestNodeCrypto"}, opHKDF),
	}
}
