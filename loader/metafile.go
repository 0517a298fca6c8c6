package loader

import (
	"encoding/json"
	"path/filepath"
	"slices"
	"strings"
)

// metafileInputs lists the files esbuild read, from its metafile, as
// absolute paths (sorted).
func metafileInputs(dir, metafile string) []string {
	var m struct {
		Inputs map[string]json.RawMessage `json:"inputs"`
	}
	if json.Unmarshal([]byte(metafile), &m) != nil {
		return nil
	}
	out := make([]string, 0, len(m.Inputs))
	for p := range m.Inputs {
		if strings.Contains(p, ":") && !filepath.IsAbs(p) && !isWindowsAbs(p) {
			continue // a namespace (e.g. "data:"), not a file
		}
		if !filepath.IsAbs(p) {
			p = filepath.Join(dir, p)
		}
		out = append(out, filepath.Clean(p))
	}
	slices.Sort(out)
	return out
}

func isWindowsAbs(p string) bool {
	return len(p) > 2 && p[1] == ':' && (p[2] == '\\' || p[2] == '/')
}
