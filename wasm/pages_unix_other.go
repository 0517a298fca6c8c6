//go:build unix && !linux

package wasm

const mapNoReserve = 0

// nativePages elsewhere than Linux: memories are mappings (growing never
// copies, Free gives all back); the rest is portablePages' (only Linux says
// which pages are in RAM, and zeroes what MADV_DONTNEED takes back).
var nativePages = func() pages {
	p := portablePages
	p.name = "native"
	p.memory = newMappedMemory
	return p
}()

func adviseHuge([]byte) {}

// residentBytes: b's size, where the system does not say.
func residentBytes(b []byte) uint64 { return uint64(len(b)) }
