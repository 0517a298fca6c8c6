//go:build unix && !linux

package wasm

const mapNoReserve = 0

// adviseHuge: huge pages are only asked for on Linux (memory_linux.go).
func adviseHuge([]byte) {}

func populate([]byte) {}

// reuseResident: only Linux says which pages are in memory (memory_linux.go).
func reuseResident([]byte, func(int) bool) bool { return false }

// renewHuge is discardPages where there are no huge pages to make room for.
func renewHuge(b []byte) { discardPages(b) }

// discardPages zeroes b. (Elsewhere than Linux, MADV_DONTNEED need not
// zero what it gives back.)
func discardPages(b []byte) { clear(b) }

// trimPages gives nothing back: only Linux says which pages are in memory
// and zeroes what it takes back.
func trimPages([]byte, bool) int64 { return 0 }

// residentBytes: b's size, where the system does not say.
func residentBytes(b []byte) uint64 { return uint64(len(b)) }

// residentRuns: none known (only Linux says which pages are in memory).
func residentRuns([]byte) []pageRun { return nil }
