//go:build unix && !linux

package wasm

const (
	mapNoReserve = 0
	mapPopulate  = 0
)

// adviseHuge: huge pages are only asked for on Linux (memory_linux.go).
func adviseHuge([]byte) {}
