//go:build !linux

package fs

import "os"

// readDir lists dir (see the Linux version); the caller sorts.
func readDir(dir string) ([]rawDirent, error) {
	f, err := os.Open(dir)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	entries, err := f.ReadDir(-1)
	out := make([]rawDirent, len(entries))
	for i, e := range entries {
		out[i] = rawDirent{name: e.Name(), typ: e.Type()}
	}
	return out, err
}
