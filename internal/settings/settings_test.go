package settings

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

func TestUnknownKeysSurviveUpdate(t *testing.T) {
	path := filepath.Join(t.TempDir(), "settings.local.json")
	orig := `{"theme":"dark","permissions":{"allow":["Bash(ls)"],"defaultMode":"plan"},"nested":{"a":[1,{"b":null}]}}`
	if err := os.WriteFile(path, []byte(orig), 0o600); err != nil {
		t.Fatal(err)
	}
	err := Update(path, func(d *Doc) error {
		return d.SetPath([]string{"Bash(ls)", "Extension(x__y)"}, "permissions", "allow")
	})
	if err != nil {
		t.Fatal(err)
	}
	var got map[string]any
	b, _ := os.ReadFile(path)
	if err := json.Unmarshal(b, &got); err != nil {
		t.Fatal(err)
	}
	want := `{"nested":{"a":[1,{"b":null}]},"permissions":{"allow":["Bash(ls)","Extension(x__y)"],"defaultMode":"plan"},"theme":"dark"}`
	if g, _ := json.Marshal(got); string(g) != want {
		t.Fatalf("got  %s\nwant %s", g, want)
	}
}

func TestSyntaxErrorPosition(t *testing.T) {
	path := filepath.Join(t.TempDir(), "settings.json")
	content := "{\n  \"permissions\": {\n    \"deny\": [\"Extension(*)\",]\n  }\n}\n"
	if err := os.WriteFile(path, []byte(content), 0o600); err != nil {
		t.Fatal(err)
	}
	_, err := Read(path)
	var se *SyntaxError
	if !errors.As(err, &se) || se.Line != 3 || se.Column != 29 || se.Path != path {
		t.Fatalf("got %#v", err)
	}
	if !strings.HasPrefix(err.Error(), path+":3:29: ") {
		t.Fatalf("message %q", err)
	}
	// A broken file is never overwritten.
	if err := Update(path, func(*Doc) error { return nil }); err == nil {
		t.Fatal("Update of a broken file succeeded")
	}
	if b, _ := os.ReadFile(path); string(b) != content {
		t.Fatal("broken file was changed")
	}
}

func TestWrongTypes(t *testing.T) {
	path := filepath.Join(t.TempDir(), "settings.json")
	for _, tc := range []struct{ content, want string }{
		{`[]`, "expected a JSON object"},
		{`null`, "expected a JSON object"},
		{`{"permissions": []}`, "permissions: expected an object"},
	} {
		os.WriteFile(path, []byte(tc.content), 0o600)
		d, err := Read(path)
		if err == nil {
			var v []string
			_, err = d.GetPath(&v, "permissions", "allow")
		}
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: got %v, want %q", tc.content, err, tc.want)
		}
	}
}

func TestMissingAndEmptyFiles(t *testing.T) {
	dir := t.TempDir()
	d, err := Read(filepath.Join(dir, "none.json"))
	if err != nil || d.Exists {
		t.Fatalf("missing: %v %v", d, err)
	}
	os.WriteFile(filepath.Join(dir, "empty.json"), []byte("  \n"), 0o600)
	if _, err := Read(filepath.Join(dir, "empty.json")); err != nil {
		t.Fatalf("empty: %v", err)
	}
}

func TestConcurrentUpdatesLoseNothing(t *testing.T) {
	path := filepath.Join(t.TempDir(), "nested", "settings.local.json")
	const n = 20
	var wg sync.WaitGroup
	errs := make(chan error, n)
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			errs <- Update(path, func(d *Doc) error {
				return d.SetPath(i, "extensions", "trusted", fmt.Sprintf("ext%d", i))
			})
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Fatal(err)
		}
	}
	d, err := Read(path)
	if err != nil {
		t.Fatal(err)
	}
	var trusted map[string]int
	if _, err := d.GetPath(&trusted, "extensions", "trusted"); err != nil || len(trusted) != n {
		t.Fatalf("%d entries, %v", len(trusted), err)
	}
	if st, _ := os.Stat(path); st.Mode().Perm() != 0o600 {
		t.Fatalf("mode %v", st.Mode())
	}
	// No temporary files are left behind.
	entries, _ := os.ReadDir(filepath.Dir(path))
	for _, e := range entries {
		if strings.Contains(e.Name(), ".tmp") {
			t.Fatalf("left %s", e.Name())
		}
	}
}

// TestDuplicateKeysAreRefused: a settings file with a key twice in one
// object, at any depth, is refused with both positions, like a file that
// does not parse; and Update does not rewrite it.
func TestDuplicateKeysAreRefused(t *testing.T) {
	for _, tt := range []struct{ doc, key string }{
		{"{\n  \"permissions\": {\"deny\": [\"Extension(a__b)\"]},\n  \"permissions\": {\"allow\": []}\n}", "permissions"},
		{`{"permissions": {"allow": [], "allow": ["Extension(*)"]}}`, "permissions.allow"},
		{`{"extensions": {"capabilities": {"jira": {"fs": "read", "fs": true}}}}`, "extensions.capabilities.jira.fs"},
		{`{"a": [{"x": 1, "x": 2}]}`, "a[].x"},
	} {
		p := filepath.Join(t.TempDir(), "settings.json")
		os.WriteFile(p, []byte(tt.doc), 0o600)
		_, err := Read(p)
		var se *SyntaxError
		if !errors.As(err, &se) || se.Key != tt.key || se.Line == 0 || !strings.Contains(se.Msg, "twice") {
			t.Errorf("%s: %#v", tt.doc, err)
			continue
		}
		if err := Update(p, func(d *Doc) error { return d.SetPath(true, "x") }); err == nil {
			t.Errorf("%s: Update rewrote it", tt.doc)
		}
		if b, _ := os.ReadFile(p); string(b) != tt.doc {
			t.Errorf("the file changed: %s", b)
		}
	}
	// The same key in different objects is fine.
	p := filepath.Join(t.TempDir(), "settings.json")
	os.WriteFile(p, []byte(`{"a": {"x": 1}, "b": {"x": 2}, "c": [{"x": 1}, {"x": 2}]}`), 0o600)
	if _, err := Read(p); err != nil {
		t.Fatal(err)
	}
}

// TestInvalidUTF8IsRefused: bytes that are not UTF-8 are not turned into
// U+FFFD and written back; the file is refused, with the position.
func TestInvalidUTF8IsRefused(t *testing.T) {
	p := filepath.Join(t.TempDir(), "settings.json")
	doc := "{\n  \"k\xff\": 1\n}"
	os.WriteFile(p, []byte(doc), 0o600)
	_, err := Read(p)
	var se *SyntaxError
	if !errors.As(err, &se) || se.Line != 2 || !strings.Contains(se.Msg, "UTF-8") {
		t.Fatalf("%#v", err)
	}
	if Update(p, func(d *Doc) error { return nil }) == nil {
		t.Fatal("Update rewrote it")
	}
}

// TestSetEach: many keys set and removed at once, everything else kept.
func TestSetEach(t *testing.T) {
	path := filepath.Join(t.TempDir(), "s.json")
	os.WriteFile(path, []byte(`{"keep": 1, "extensions": {"other": true, "trusted": {"a": 1, "b": 2}}}`), 0o600)
	err := Update(path, func(d *Doc) error {
		return d.SetEach([]string{"extensions", "trusted"}, map[string]any{"a": nil, "c": map[string]int{"x": 3}})
	})
	if err != nil {
		t.Fatal(err)
	}
	d, err := Read(path)
	if err != nil {
		t.Fatal(err)
	}
	var got map[string]any
	d.GetPath(&got, "extensions", "trusted")
	if len(got) != 2 || got["a"] != nil || got["b"] != float64(2) || got["c"] == nil {
		t.Fatalf("trusted: %v", got)
	}
	var keep float64
	var other bool
	d.Get("keep", &keep)
	d.GetPath(&other, "extensions", "other")
	if keep != 1 || !other {
		t.Fatalf("lost keys: %v %v", keep, other)
	}
	if err := d.SetEach([]string{"keep", "x"}, map[string]any{"y": 1}); err == nil {
		t.Fatal("set inside a number")
	}
}
