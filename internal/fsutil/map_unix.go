//go:build unix

package fsutil

import "syscall"

// MapRegular maps the regular file at path (at most limit bytes) into
// memory, read-only: its pages come from the page cache as they are read,
// instead of being copied into a fresh buffer (whose every page a process
// must first fault in); on Linux they are mapped in at once (every caller
// reads the whole file: it checks a checksum over it). release unmaps it;
// the bytes must not be used after. Writers that replace the file by renaming (as every cache writer
// here does) do not change a mapping made before.
func MapRegular(path string, limit int64) (b []byte, release func(), err error) {
	f, st, err := OpenRegular(path)
	if err != nil {
		return nil, nil, err
	}
	defer f.Close()
	if st.Size() > limit {
		return nil, nil, &TooLargeError{path, limit}
	}
	if st.Size() == 0 {
		return []byte{}, func() {}, nil
	}
	m, err := syscall.Mmap(int(f.Fd()), 0, int(st.Size()), syscall.PROT_READ, syscall.MAP_SHARED|mapPopulate)
	if err != nil {
		b, err := ReadRegular(path, limit)
		return b, func() {}, err
	}
	return m, func() { syscall.Munmap(m) }, nil
}
