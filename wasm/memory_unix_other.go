//go:build unix && !linux

package wasm

const mapNoReserve = 0

// adviseHuge: huge pages are only asked for on Linux (memory_linux.go).
func adviseHuge([]byte) {}

func populate([]byte) {}

// discardPages zeroes b. (Elsewhere than Linux, MADV_DONTNEED need not
// zero what it gives back.)
func discardPages(b []byte) { clear(b) }
