package settings

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"testing"
)

// Run longer with: go test -run '^$' -fuzz '^FuzzRead$' -fuzztime 5m ./internal/settings

// FuzzRead reads arbitrary bytes as a settings file: either a clean error
// with a position, or a document that survives a rewrite unchanged in
// meaning.
func FuzzRead(f *testing.F) {
	for _, s := range []string{`{}`, `{"permissions":{"allow":["Extension(*)"]}}`, `{"a":`, `[]`, `null`, "{\n\"x\": [1,]\n}", `{"extensions":{"trusted":{"a":{"mac":"00"}}}}`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		path := filepath.Join(t.TempDir(), "settings.json")
		if err := os.WriteFile(path, b, 0o600); err != nil {
			t.Fatal(err)
		}
		d, err := Read(path)
		if err != nil {
			var se *SyntaxError
			if !errors.As(err, &se) || se.Path != path {
				t.Fatalf("error %v is not a *SyntaxError naming the file", err)
			}
			return
		}
		var list []json.RawMessage
		d.GetPath(&list, "permissions", "allow")
		if err := d.SetPath([]string{"Extension(x__y)"}, "permissions", "deny"); err != nil {
			return // a "permissions" that is not an object: reported, file untouched
		}
		out, err := d.Bytes()
		if err != nil {
			t.Fatalf("Bytes: %v", err)
		}
		var v map[string]any
		if err := json.Unmarshal(out, &v); err != nil {
			t.Fatalf("rewritten file does not parse: %v\n%s", err, out)
		}
	})
}
