//go:build !unix

package fsutil

// MapRegular reads the regular file at path (at most limit bytes); release
// does nothing. (Unix maps it: map_unix.go.)
func MapRegular(path string, limit int64) (b []byte, release func(), err error) {
	b, err = ReadRegular(path, limit)
	return b, func() {}, err
}
