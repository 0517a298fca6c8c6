// Package inputs hashes what platform/dist is generated from, for the
// generator (which records the hash in dist/manifest.json) and for the test
// that checks dist is current.
package inputs

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// Folders are the folders of the platform's JavaScript: root/js (the
// prelude, the built-ins no area owns, the npm tree), then each area's
// root/<area>/js, sorted.
func Folders(root string) ([]string, error) {
	areas, err := filepath.Glob(filepath.Join(root, "*", "js"))
	if err != nil {
		return nil, err
	}
	folders := []string{filepath.Join(root, "js")}
	for _, f := range areas {
		if st, err := os.Stat(f); err == nil && st.IsDir() && f != folders[0] {
			folders = append(folders, f)
		}
	}
	return folders, nil
}

// Hash hashes every file of the Folders except node_modules (whose content
// package-lock.json pins), and the generator itself (root/gen), by path and
// content. Line endings are normalized, so that a checkout that converts
// them hashes the same.
func Hash(root string) (string, error) {
	folders, err := Folders(root)
	if err != nil {
		return "", err
	}
	h := sha256.New()
	for _, base := range append(folders, filepath.Join(root, "gen")) {
		err := filepath.WalkDir(base, func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if d.IsDir() {
				if d.Name() == "node_modules" {
					return filepath.SkipDir
				}
				return nil
			}
			b, err := os.ReadFile(p)
			if err != nil {
				return err
			}
			b = []byte(strings.ReplaceAll(string(b), "\r\n", "\n"))
			rel, _ := filepath.Rel(root, p)
			fmt.Fprintf(h, "%s\x00%d\x00", filepath.ToSlash(rel), len(b))
			h.Write(b)
			return nil
		})
		if err != nil {
			return "", err
		}
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}
