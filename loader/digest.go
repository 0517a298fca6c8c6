package loader

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

// Digests summarizes what an extension is made of, for telling that it
// changed since it was trusted: one entry per file of its own (its path
// relative to the extensions folder: "jira.ts", "lib/h.ts"), one per
// package it uses ("node_modules/zod": a digest of that package's files),
// and one per other file that steered bundling (a package.json or
// tsconfig.json of a parent folder, by its path; of a package.json, only
// the fields that steer bundling count, not the devDependencies npm
// writes into it). hashes are the inputs'
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
		if filepath.Base(path) == "package.json" {
			if d, ok := steering(path); ok {
				out[key] = d
			}
		}
	}
	for pkg, files := range packages {
		slices.Sort(files)
		h := sha256.Sum256([]byte(strings.Join(files, "\n")))
		out[pkg] = short(hex.EncodeToString(h[:]))
	}
	return out
}

// steeringPrefix marks the digest of what in a package.json steers
// bundling (steering), where a whole file's digest has none.
const steeringPrefix = "f:"

// steeringFields are the fields of a package.json (not a package's own)
// that can change what bundling makes of the files below it: npm's
// devDependencies, scripts or lock details cannot.
var steeringFields = []string{"name", "type", "main", "module", "browser", "exports", "imports", "sideEffects"}

// steering is a digest of the fields of the package.json at path that
// steer bundling, with steeringPrefix; ok is false when it cannot be read
// as a JSON object.
func steering(path string) (string, bool) {
	b, err := os.ReadFile(path)
	if err != nil {
		return "", false
	}
	var m map[string]json.RawMessage
	if json.Unmarshal(b, &m) != nil || m == nil {
		return "", false
	}
	h := sha256.New()
	for _, k := range steeringFields {
		if v, ok := m[k]; ok {
			var compact bytes.Buffer
			if json.Compact(&compact, v) != nil {
				return "", false
			}
			fmt.Fprintf(h, "%s=%s\n", k, compact.Bytes())
		}
	}
	return steeringPrefix + short(hex.EncodeToString(h.Sum(nil))), true
}

func short(sum string) string {
	if len(sum) > 16 {
		return sum[:16]
	}
	return sum
}

// ChangedSince lists what differs between the digests recorded at trust
// time and the current ones, for a note: "lib/h.ts, node_modules/zod (and
// 3 more)", a file outside the extensions folder dir by its path from it
// ("../package.json"). It is "" when nothing changed. A package.json
// recorded whole by an earlier earshot (not only the fields that steer
// bundling) is not compared.
func ChangedSince(trusted, now map[string]string, dir string) string {
	shown := func(k string) string {
		if filepath.IsAbs(k) {
			if rel, err := filepath.Rel(dir, k); err == nil {
				return filepath.ToSlash(rel)
			}
		}
		return k
	}
	var changed []string
	for k, v := range now {
		was, ok := trusted[k]
		if ok && strings.HasPrefix(v, steeringPrefix) && !strings.HasPrefix(was, steeringPrefix) {
			continue
		}
		if was != v {
			changed = append(changed, shown(k))
		}
	}
	for k := range trusted {
		if _, ok := now[k]; !ok {
			changed = append(changed, shown(k)+" (gone)")
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
