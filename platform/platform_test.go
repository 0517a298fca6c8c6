package platform

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/earshot/extensions/platform/internal/inputs"
	"github.com/earshot/extensions/platform/kernel"
)

// TestDistIsCurrent: dist/ was generated from the js/ and gen/ that are
// checked in (go generate ./platform regenerates it).
func TestDistIsCurrent(t *testing.T) {
	got, err := inputs.Hash(".")
	if err != nil {
		t.Fatal(err)
	}
	if got != InputsHash() {
		t.Fatal("platform/dist is not current: run go generate ./platform (it needs npm once, for npm ci in platform/js)")
	}
}

// TestOpsAreTested: every host operation names the test that covers it,
// and that test exists.
func TestOpsAreTested(t *testing.T) {
	var src strings.Builder
	filepath.WalkDir("..", func(p string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(p, "_test.go") {
			b, _ := os.ReadFile(p)
			src.Write(b)
		}
		if d != nil && d.IsDir() && (d.Name() == "node_modules" || d.Name() == ".git") {
			return filepath.SkipDir
		}
		return nil
	})
	for _, o := range table().All() {
		if o.Test == "" || o.Limits == "" {
			t.Errorf("%s: no test or limits named", o.Name)
			continue
		}
		if !regexp.MustCompile(`func ` + o.Test + `\(`).MatchString(src.String()) {
			t.Errorf("%s: its test %s does not exist", o.Name, o.Test)
		}
	}
}

// wptData finds a file of the WPT URL test data that the URL parser's
// module carries (its testdata), in the module cache.
func wptData(t *testing.T, name string) []byte {
	out, err := exec.Command("go", "list", "-m", "-f", "{{.Dir}}", "github.com/nlnwa/whatwg-url").Output()
	if err != nil {
		t.Skipf("cannot find the URL parser's module (for its WPT data): %v", err)
	}
	b, err := os.ReadFile(filepath.Join(strings.TrimSpace(string(out)), "testdata", name))
	if err != nil {
		t.Skipf("the URL parser's module has no WPT data: %v", err)
	}
	return b
}

// TestURLPlatformTests runs WPT's URL parsing and setter tests through the
// host operation URL and URLSearchParams use.
func TestURLPlatformTests(t *testing.T) {
	var cases []json.RawMessage
	if err := json.Unmarshal(wptData(t, "urltestdata.json"), &cases); err != nil {
		t.Fatal(err)
	}
	i := New(kernel.Config{})
	ran, failed := 0, 0
	for _, raw := range cases {
		var c map[string]any
		if json.Unmarshal(raw, &c) != nil {
			continue // a comment
		}
		input, _ := c["input"].(string)
		req := map[string]any{"parse": input}
		if base, ok := c["base"].(string); ok {
			req["base"] = base
		}
		args, _ := json.Marshal(req)
		r := i.Call("url", args, nil)
		ran++
		if c["failure"] == true {
			if r.Err == nil {
				failed++
				t.Errorf("%q (base %v): parsed as %v, want a failure", input, c["base"], r.Value)
			}
			continue
		}
		if r.Err != nil {
			failed++
			t.Errorf("%q (base %v): %v", input, c["base"], r.Err)
			continue
		}
		parts := r.Value.(map[string]string)
		for _, k := range []string{"href", "protocol", "username", "password", "host", "hostname", "port", "pathname", "search", "hash", "origin"} {
			if want, ok := c[k].(string); ok && parts[k] != want {
				failed++
				t.Errorf("%q (base %v): %s = %q, want %q", input, c["base"], k, parts[k], want)
				break
			}
		}
	}
	t.Logf("%d WPT parsing cases, %d failed", ran, failed)

	var setters map[string]json.RawMessage
	if err := json.Unmarshal(wptData(t, "setters_tests.json"), &setters); err != nil {
		t.Fatal(err)
	}
	for what, raw := range setters {
		if what == "comment" {
			continue
		}
		var list []struct {
			Href     string            `json:"href"`
			NewValue string            `json:"new_value"`
			Expected map[string]string `json:"expected"`
		}
		json.Unmarshal(raw, &list)
		for _, c := range list {
			args, _ := json.Marshal(map[string]string{"href": c.Href, "set": what, "value": c.NewValue})
			r := i.Call("url", args, nil)
			if r.Err != nil {
				t.Errorf("set %s of %q to %q: %v", what, c.Href, c.NewValue, r.Err)
				continue
			}
			parts := r.Value.(map[string]string)
			for k, want := range c.Expected {
				if parts[k] != want {
					t.Errorf("set %s of %q to %q: %s = %q, want %q", what, c.Href, c.NewValue, k, parts[k], want)
				}
			}
		}
	}
}

// TestCapabilityOffRefusesEveryOperation: with a capability turned off,
// every operation that needs it is refused before it runs, whatever its
// arguments — the check does not depend on each operation's own.
func TestCapabilityOffRefusesEveryOperation(t *testing.T) {
	p, err := kernel.ParsePolicy([]byte(`{"fs": false, "exec": false, "env": false, "net": false}`), t.TempDir(), t.TempDir(), nil)
	if err != nil {
		t.Fatal(err)
	}
	i := New(kernel.Config{Extension: "narrow", Project: t.TempDir(), Policy: p})
	defer i.Close()
	n := 0
	for _, o := range table().All() {
		if o.Cap == kernel.CapNone {
			continue
		}
		n++
		r := i.Call(o.Name, []byte(`{"path": "x", "file": "true", "url": "http://127.0.0.1:1/"}`), nil)
		var je *kernel.JSError
		if !errors.As(r.Err, &je) || !strings.Contains(je.Message, "extensions.capabilities.narrow") {
			t.Errorf("%s: %+v", o.Name, r)
		}
	}
	if n < 20 {
		t.Fatalf("only %d operations need a capability", n)
	}
	// Read-only refuses every write.
	p, _ = kernel.ParsePolicy([]byte(`{"fs": "read"}`), t.TempDir(), t.TempDir(), nil)
	i2 := New(kernel.Config{Extension: "ro", Project: t.TempDir(), Policy: p})
	defer i2.Close()
	for _, o := range table().All() {
		if o.Cap != kernel.CapFSWrite {
			continue
		}
		if r := i2.Call(o.Name, []byte(`{"path": "x"}`), nil); r.Err == nil || !strings.Contains(r.Err.Error(), "EACCES") {
			t.Errorf("%s under fs: read: %+v", o.Name, r)
		}
	}
}

// TestLazyOp: platform.lazy hands a lazy module to Config.RunLazy when the
// host runs modules itself (its error is the operation's; LazySource has
// the script), else returns its source for the prelude to evaluate; a name
// that is not a lazy module is a TypeError either way.
func TestLazyOp(t *testing.T) {
	r := New(kernel.Config{}).Call("platform.lazy", []byte(`{"name":"fetch"}`), nil)
	if r.Err != nil || !r.IsText || !strings.Contains(r.Text, "__earshot_lazy") {
		t.Fatalf("without RunLazy: %+v", r.Err)
	}
	var ran []string
	fail := errors.New("no memory")
	p := New(kernel.Config{RunLazy: func(name string) error {
		ran = append(ran, name)
		if src, ok := LazySource(name); !ok || !strings.Contains(src, "__earshot_lazy") {
			t.Errorf("RunLazy(%q): no source for it", name)
		}
		if name == "subtle" {
			return fail
		}
		return nil
	}})
	if r := p.Call("platform.lazy", []byte(`{"name":"fetch"}`), nil); r.Err != nil || r.IsText {
		t.Fatalf("with RunLazy: %+v", r)
	}
	if r := p.Call("platform.lazy", []byte(`{"name":"subtle"}`), nil); !errors.Is(r.Err, fail) {
		t.Fatalf("RunLazy's error: %v", r.Err)
	}
	for _, name := range []string{"nope", "../prelude", "lazy/fetch"} {
		var je *kernel.JSError
		if r := p.Call("platform.lazy", []byte(`{"name":"`+name+`"}`), nil); !errors.As(r.Err, &je) || je.Name != "TypeError" {
			t.Errorf("%s: %v", name, r.Err)
		}
	}
	if strings.Join(ran, ",") != "fetch,subtle" {
		t.Fatalf("RunLazy ran %v", ran)
	}
	for _, name := range []string{"nope", "../prelude", "", "lazy/fetch"} {
		if _, ok := LazySource(name); ok {
			t.Errorf("LazySource(%q): a source", name)
		}
	}
}

// TestDescriptorsAreTheirOwn: a file descriptor is an id no other handle
// has (and never 0, 1 or 2): compression streams made and ended after a
// file is opened leave the file open (archiver compresses while it writes
// its zip).
func TestDescriptorsAreTheirOwn(t *testing.T) {
	i := New(kernel.Config{Project: t.TempDir()})
	defer i.Close()
	seen := map[int]bool{}
	var fds []int
	for n := range 3 {
		r := i.Call("fs.open", fmt.Appendf(nil, `{"path":"f%d","flag":"w"}`, n), nil)
		if r.Err != nil {
			t.Fatal(r.Err)
		}
		fd := r.Value.(int)
		if fd <= 2 || seen[fd] {
			t.Fatalf("descriptor %d (had %v)", fd, seen)
		}
		seen[fd] = true
		fds = append(fds, fd)
		for range 3 {
			z := i.Call("zlib.new", []byte(`{"kind":"deflateRaw"}`), nil)
			if z.Err != nil {
				t.Fatal(z.Err)
			}
			if seen[z.Value.(int)] {
				t.Fatalf("a compression stream has descriptor %d's id", z.Value)
			}
			if e := i.Call("zlib.end", fmt.Appendf(nil, `{"id":%d}`, z.Value), nil); e.Err != nil {
				t.Fatal(e.Err)
			}
		}
	}
	for _, fd := range fds {
		if r := i.Call("fs.write", fmt.Appendf(nil, `{"fd":%d}`, fd), []byte("x")); r.Err != nil {
			t.Errorf("fd %d: %v", fd, r.Err)
		}
		if r := i.Call("fs.close", fmt.Appendf(nil, `{"fd":%d}`, fd), nil); r.Err != nil {
			t.Errorf("fd %d: %v", fd, r.Err)
		}
	}
}
