package loader

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"path/filepath"
	"slices"
	"strings"
)

// Digests summarizes what an extension is made of, for telling that it
// changed since it was trusted: one entry per file of its own (its path
// relative to the extensions folder: "jira.ts", "lib/h.ts"), one per
// package it uses ("node_modules/zod": a digest of that package's files),
// and one per other file that steered bundling (a package.json or
// tsconfig.json of a parent folder, by its path). hashes are the inputs'
// SHA-256s (hex), by absolute path. Values are 16 hex digits.
func Digests(f File, hashes map[string]string) map[string]string {
	out := map[string]string{}
	packages := map[string][]string{}
	for path, sum := range hashes {
		key := ""
		if i := strings.LastIndex(filepath.ToSlash(path), "/node_modules/"); i >= 0 {
			rest := filepath.ToSlash(path)[i+len("/node_modules/"):]
			parts := strings.SplitN(rest, "/", 3)
			name := parts[0]
			if strings.HasPrefix(name, "@") && len(parts) > 1 {
				name += "/" + parts[1]
			}
			pkg := "node_modules/" + name
			packages[pkg] = append(packages[pkg], rest+"\x00"+sum)
			continue
		}
		if rel, err := filepath.Rel(f.Dir, path); err == nil && !strings.HasPrefix(rel, "..") {
			key = filepath.ToSlash(rel)
		} else {
			key = path
		}
		out[key] = short(sum)
	}
	for pkg, files := range packages {
		slices.Sort(files)
		h := sha256.Sum256([]byte(strings.Join(files, "\n")))
		out[pkg] = short(hex.EncodeToString(h[:]))
	}
	return out
}

func short(sum string) string {
	if len(sum) > 16 {
		return sum[:16]
	}
	return sum
}

// ChangedSince lists what differs between the digests recorded at trust
// time and the current ones, for a note: "lib/h.ts, node_modules/zod (and
// 3 more)". It is "" when nothing changed.
func ChangedSince(trusted, now map[string]string) string {
	var changed []string
	for k, v := range now {
		if trusted[k] != v {
			changed = append(changed, k)
		}
	}
	for k := range trusted {
		if _, ok := now[k]; !ok {
			changed = append(changed, k+" (gone)")
		}
	}
	if len(changed) == 0 {
		return ""
	}
	slices.Sort(changed)
	if len(changed) > 4 {
		return fmt.Sprintf("%s (and %d more)", strings.Join(changed[:4], ", "), len(changed)-4)
	}
	return strings.Join(changed, ", ")
}
