package types_test

import (
	"bufio"
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/earshot/extensions/api"
	"github.com/earshot/extensions/engine"
	"github.com/earshot/extensions/internal/testutil"
	"github.com/earshot/extensions/internal/types"
	"github.com/earshot/extensions/loader"
)

// example is one extension of testdata/ext and what each side says of it,
// from its first comment lines:
//
//	// tsc: PART | PART         an error of tsc's on the file holds every part
//	                            (none: tsc finds no error in it)
//	// earshot: TEXT            the engine fails to load it, saying TEXT
//	// earshot: loads           the engine loads it
//	// earshot-call: TOOL INPUT -> TEXT
//	                            calling TOOL with INPUT gives a result
//	                            holding TEXT
type example struct {
	file  string
	tsc   [][]string
	load  []string // "" when it loads
	loads bool
	calls []call
}

type call struct{ tool, input, want string }

// good reports whether both sides should find nothing wrong.
func (e *example) good() bool { return strings.HasPrefix(e.file, "good-") }

func examples(t *testing.T) []*example {
	t.Helper()
	files, err := filepath.Glob(filepath.Join("testdata", "ext", "*.ts"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no examples: %v", err)
	}
	var out []*example
	for _, f := range files {
		fh, err := os.Open(f)
		if err != nil {
			t.Fatal(err)
		}
		e := &example{file: filepath.Base(f)}
		sc := bufio.NewScanner(fh)
		for sc.Scan() {
			line, ok := strings.CutPrefix(sc.Text(), "// ")
			if !ok {
				break
			}
			key, val, _ := strings.Cut(line, ": ")
			switch key {
			case "tsc":
				var parts []string
				for _, p := range strings.Split(val, " | ") {
					parts = append(parts, strings.TrimSpace(p))
				}
				e.tsc = append(e.tsc, parts)
			case "earshot":
				if val == "loads" {
					e.loads = true
				} else {
					e.load = append(e.load, val)
				}
			case "earshot-call":
				lhs, want, _ := strings.Cut(val, " -> ")
				tool, input, _ := strings.Cut(lhs, " ")
				e.calls = append(e.calls, call{tool, input, want})
			}
		}
		fh.Close()
		if e.loads == (len(e.load) > 0) {
			t.Fatalf("%s: say either earshot: loads or what loading it says", e.file)
		}
		if e.good() != (len(e.tsc) == 0) {
			t.Fatalf("%s: a good- example has no tsc: line, a bad- one has one", e.file)
		}
		out = append(out, e)
	}
	return out
}

// TestContractProperties: the properties Earshot.Extension and
// Earshot.Tool declare are the ones the engine knows.
func TestContractProperties(t *testing.T) {
	d := string(types.Files()[0].Content)
	for _, tt := range []struct {
		iface string
		want  []string
	}{
		{"interface Extension {", engine.ExportProperties},
		{"interface Tool<S extends InputSchema = InputSchema> {", engine.ToolProperties},
	} {
		_, body, ok := strings.Cut(d, tt.iface)
		if !ok {
			t.Fatalf("no %q in earshot.d.ts", tt.iface)
		}
		body, _, _ = strings.Cut(body, "\n  }")
		var got []string
		for _, m := range regexp.MustCompile(`(?m)^    (\w+)\??[(:]`).FindAllStringSubmatch(body, -1) {
			got = append(got, m[1])
		}
		want := slices.Clone(tt.want)
		slices.Sort(got)
		slices.Sort(want)
		if !slices.Equal(got, want) {
			t.Errorf("%s declares %v; the engine knows %v", tt.iface, got, want)
		}
	}
}

// TestExamplesLoad: the engine's verdict on each example is the one its
// comment says: good ones load and answer; each bad one fails to load, or
// its call fails, as tsc said it would.
func TestExamplesLoad(t *testing.T) {
	rt := testutil.Runtime()
	for _, e := range examples(t) {
		t.Run(e.file, func(t *testing.T) {
			dir := t.TempDir()
			b, err := os.ReadFile(filepath.Join("testdata", "ext", e.file))
			if err != nil {
				t.Fatal(err)
			}
			testutil.WriteFile(t, filepath.Join(dir, e.file), string(b))
			name := strings.TrimSuffix(e.file, ".ts")
			bundle, err := loader.BundleFile(context.Background(), loader.File{Name: name, Scope: api.ScopeProject, Path: filepath.Join(dir, e.file), Dir: dir})
			if err != nil {
				t.Fatal(err)
			}
			cfg := engine.Config{Runtime: rt, Limits: api.Limits{CallTimeout: time.Minute, LoadTimeout: time.Minute}}
			x, err := engine.Load(context.Background(), cfg, engine.Source{Name: name, File: e.file, Code: bundle.Code, SourceMap: bundle.SourceMap})
			if e.loads {
				if err != nil {
					t.Fatalf("does not load: %v", err)
				}
				defer x.Close()
			} else {
				if err == nil {
					x.Close()
					t.Fatalf("loads; want %q", e.load)
				}
				if !errors.Is(err, api.ErrShape) {
					t.Errorf("%v does not match ErrShape", err)
				}
				for _, want := range e.load {
					if !strings.Contains(err.Error(), e.file+": "+want) {
						t.Errorf("no %q in:\n%v", want, err)
					}
				}
			}
			for _, c := range e.calls {
				r, err := x.Call(context.Background(), c.tool, []byte(c.input))
				if err != nil {
					t.Fatalf("%s: %v", c.tool, err)
				}
				if !strings.Contains(r.Output, c.want) || r.IsError != !e.good() {
					t.Errorf("%s %s: %+v; want %q (an error: %v)", c.tool, c.input, r, c.want, !e.good())
				}
			}
		})
	}
}

// TestExamplesTypeCheck runs tsc over the examples in an extensions folder
// as init makes it (earshot.d.ts and tsconfig.json), with the oldest
// TypeScript the types support (5.0), a recent 5 and 7: no error in the
// good ones, and in each bad one the errors its comment says. It needs
// node, npm and the npm registry; without them it is skipped.
func TestExamplesTypeCheck(t *testing.T) {
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("skipped: node is not installed")
	}
	earshot := filepath.Join(t.TempDir(), ".earshot")
	testutil.NPMInstall(t, filepath.Join("testdata", "tsc"), earshot)
	dir := filepath.Join(earshot, "extensions")
	for _, f := range types.Files() {
		testutil.WriteFile(t, filepath.Join(dir, f.Name), string(f.Content))
	}
	exs := examples(t)
	for _, e := range exs {
		b, err := os.ReadFile(filepath.Join("testdata", "ext", e.file))
		if err != nil {
			t.Fatal(err)
		}
		testutil.WriteFile(t, filepath.Join(dir, e.file), string(b))
	}
	for _, ts := range []string{"typescript50", "typescript", "typescript7"} {
		t.Run(ts, func(t *testing.T) {
			ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
			defer cancel()
			cmd := exec.CommandContext(ctx, node, filepath.Join(earshot, "node_modules", ts, "bin", "tsc"), "-p", "extensions", "--pretty", "false")
			cmd.Dir = earshot
			out, err := cmd.CombinedOutput()
			var ee *exec.ExitError
			if err != nil && !errors.As(err, &ee) {
				t.Fatalf("tsc: %v\n%s", err, out)
			}
			errs := tscErrors(string(out))
			for file, msgs := range errs {
				if !slices.ContainsFunc(exs, func(e *example) bool { return "extensions/"+e.file == file }) {
					t.Errorf("errors in %s:\n%s", file, strings.Join(msgs, "\n"))
				}
			}
			for _, e := range exs {
				msgs := errs["extensions/"+e.file]
				if e.good() && len(msgs) > 0 {
					t.Errorf("%s:\n%s", e.file, strings.Join(msgs, "\n"))
				}
				for _, parts := range e.tsc {
					if !slices.ContainsFunc(msgs, func(m string) bool {
						return !slices.ContainsFunc(parts, func(p string) bool { return !strings.Contains(m, p) })
					}) {
						t.Errorf("%s: no error with %q in:\n%s", e.file, parts, strings.Join(msgs, "\n"))
					}
				}
			}
		})
	}
}

// tscErrors are tsc's errors by file, each with its following lines.
func tscErrors(out string) map[string][]string {
	errs := map[string][]string{}
	var file string
	head := regexp.MustCompile(`^(\S[^(]*)\(\d+,\d+\): error `)
	for _, line := range strings.Split(out, "\n") {
		if m := head.FindStringSubmatch(line); m != nil {
			file = filepath.ToSlash(m[1])
			errs[file] = append(errs[file], line)
		} else if strings.HasPrefix(line, " ") && file != "" {
			msgs := errs[file]
			msgs[len(msgs)-1] += "\n" + line
		} else if strings.TrimSpace(line) != "" {
			file = line
			errs[line] = append(errs[line], line)
		}
	}
	return errs
}
