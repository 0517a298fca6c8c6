// Package nodetest runs Node's own test files — test/parallel of a Node
// release — inside an extension, as a Node author's code runs: each file
// is bundled by the loader as an extension would be, with a stand-in for
// Node's test/common (testdata/common), and run in a call of its own by
// the engine, on the platform. A file passes as it passes under Node: it
// runs, the event loop drains, and process.exit() finds every mustCall
// called as often as it must (the "exit" listeners Node's test/common
// adds) and the exit code 0.
//
// testdata/manifest.txt lists the files of each module that are relevant
// to an extension, each with whether it passes or what it needs that
// earshot does not have; the platform's tests (nodetest_test.go) run the
// ones that pass, one subtest each, and say per module how many pass.
// testdata/README.md says which release the files are from and what was
// adapted.
package nodetest

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/earshot/extensions/api"
	"github.com/earshot/extensions/engine"
	"github.com/earshot/extensions/loader"
	"github.com/earshot/extensions/platform"
	"github.com/earshot/extensions/wasm"
)

// Case is one file of the manifest.
type Case struct {
	// Module is what the file tests ("timers", "events", "process",
	// "stream"); File its name in testdata/parallel.
	Module, File string
	// Cause is empty for a file that passes; otherwise what it needs that
	// earshot does not do (the manifest's words).
	Cause string
	// Fixtures are the files of Node's test/fixtures it reads, copied
	// under testdata/fixtures.
	Fixtures []string
}

// Passes reports whether the manifest says the file passes.
func (c Case) Passes() bool { return c.Cause == "" }

// ReadManifest reads a manifest: one file a line, "module file pass" or
// "module file fail: cause", optionally followed by "fixtures=a,b";
// "#" starts a comment.
func ReadManifest(path string) ([]Case, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var cases []Case
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		fields := strings.Fields(line)
		if len(fields) < 3 {
			return nil, fmt.Errorf("%s:%d: want \"module file pass\" or \"module file fail: cause\"", path, n)
		}
		c := Case{Module: fields[0], File: fields[1]}
		rest := strings.Join(fields[2:], " ")
		if i := strings.Index(rest, "fixtures="); i >= 0 {
			c.Fixtures = strings.Split(strings.TrimSpace(rest[i+len("fixtures="):]), ",")
			rest = strings.TrimSpace(rest[:i])
		}
		switch {
		case rest == "pass":
		case strings.HasPrefix(rest, "fail:") && strings.TrimSpace(rest[len("fail:"):]) != "":
			c.Cause = strings.TrimSpace(rest[len("fail:"):])
		default:
			return nil, fmt.Errorf("%s:%d: %q: want pass or \"fail: cause\"", path, n, rest)
		}
		cases = append(cases, c)
	}
	return cases, sc.Err()
}

// Runner runs test files from a testdata folder (common/, parallel/,
// fixtures/). The files are bundled once, together, into one extension
// whose tool imports the one a call names; each file then runs in an
// instance of its own, in a project folder of its own.
type Runner struct {
	// Dir is the testdata folder.
	Dir string
	// Cases are the files the runner may run.
	Cases []Case
	// Runtime is the compiled QuickJS the files run in.
	Runtime *wasm.Runtime
	// Timeout bounds one file's run (0: three minutes).
	Timeout time.Duration
	// FixturesDir, when set, is every file's fixtures/ (linked into its
	// project folder) instead of the Fixtures its case names: for
	// measuring files whose fixtures are not listed.
	FixturesDir string

	once      sync.Once
	mu        sync.Mutex // guards source's Bytecode
	source    engine.Source
	unbundled map[string]string // files left out of the bundle, and why
	err       error
	dirs      []string // what bundleOf made
}

// Close removes what the runner made.
func (r *Runner) Close() error {
	for _, d := range r.dirs {
		os.RemoveAll(d)
	}
	r.dirs = nil
	return nil
}

// Result is how a file ran.
type Result struct {
	// Passed: its call ended with process.exit(0) and it did not skip.
	Passed bool
	// Skipped is why the file skipped itself (common.skip), if it did.
	Skipped string
	// Output is how the call ended, then what the file wrote to its
	// console (mustCall's mismatches are written there).
	Output string
}

// bundle bundles the runner's files, with the stand-in for test/common,
// into one extension (once). A file that does not bundle (it imports a
// module that earshot does not have) is left out, and fails with the
// bundler's message.
func (r *Runner) bundle(ctx context.Context) (engine.Source, error) {
	r.once.Do(func() {
		r.unbundled = map[string]string{}
		cases := r.Cases
		for {
			src, err := r.bundleOf(ctx, cases)
			if err == nil {
				r.source = src
				return
			}
			msg := err.Error()
			bad := map[string]bool{}
			for _, m := range badFile.FindAllStringSubmatch(msg, -1) {
				bad[m[1]] = true
			}
			if len(bad) == 0 {
				r.err = err
				return
			}
			var rest []Case
			for _, c := range cases {
				if bad[c.File] {
					r.unbundled[c.File] = msg
				} else {
					rest = append(rest, c)
				}
			}
			cases = rest
		}
	})
	return r.source, r.err
}

// badFile finds the files a bundling error is about.
var badFile = regexp.MustCompile(`parallel/(test-[^:/\s]+\.js):`)

func (r *Runner) bundleOf(ctx context.Context, cases []Case) (engine.Source, error) {
	// The folder stays until Close: a file may read itself (__filename).
	dir, err := os.MkdirTemp("", "earshot-nodetest-bundle-")
	if err != nil {
		return engine.Source{}, err
	}
	r.dirs = append(r.dirs, dir)
	var entry strings.Builder
	entry.WriteString("import { run } from \"./common/harness.js\";\nconst files = {\n")
	for _, c := range cases {
		fmt.Fprintf(&entry, "  %q: () => import(%q),\n", c.File, "./parallel/"+c.File)
		if err := copyFile(filepath.Join(r.Dir, "parallel", c.File), filepath.Join(dir, "parallel", c.File)); err != nil {
			return engine.Source{}, err
		}
	}
	entry.WriteString(`};
export default {
  tools: [{
    name: "run",
    description: "runs a test file of Node's",
    inputSchema: { type: "object", properties: { file: { type: "string" } }, required: ["file"] },
    readOnly: true,
    execute: (input) => run(files[input.file]),
  }],
};
`)
	if err := os.WriteFile(filepath.Join(dir, "nodetest.js"), []byte(entry.String()), 0o644); err != nil {
		return engine.Source{}, err
	}
	if err := copyDir(filepath.Join(r.Dir, "common"), filepath.Join(dir, "common")); err != nil {
		return engine.Source{}, err
	}
	f := loader.File{Name: "nodetest", Scope: api.ScopeProject, Path: filepath.Join(dir, "nodetest.js"), Dir: dir}
	b, err := loader.BundleFile(ctx, f)
	if err != nil {
		return engine.Source{}, fmt.Errorf("bundling: %w", err)
	}
	return engine.Source{Name: "nodetest", File: "nodetest.js", Code: b.Code, SourceMap: b.SourceMap}, nil
}

// Run runs one test file in an extension of its own.
func (r *Runner) Run(ctx context.Context, c Case) Result {
	timeout := r.Timeout
	if timeout == 0 {
		// Generous: the suite runs its files side by side, and those that
		// compute (crypto's DH primes and keys) took 30 s alone and past a
		// minute beside the others on a loaded 2-core machine.
		timeout = 3 * time.Minute
	}
	_, err := r.bundle(ctx)
	r.mu.Lock()
	src := r.source
	r.mu.Unlock()
	if err != nil {
		return Result{Output: err.Error()}
	}
	if msg, ok := r.unbundled[c.File]; ok {
		return Result{Output: msg}
	}
	project, err := os.MkdirTemp("", "earshot-nodetest-")
	if err != nil {
		return Result{Output: err.Error()}
	}
	defer os.RemoveAll(project)
	project, _ = filepath.EvalSymlinks(project)
	if r.FixturesDir != "" {
		if err := os.Symlink(r.FixturesDir, filepath.Join(project, "fixtures")); err != nil {
			return Result{Output: err.Error()}
		}
	}
	for _, fx := range c.Fixtures {
		if err := copyFile(filepath.Join(r.Dir, "fixtures", fx), filepath.Join(project, "fixtures", fx)); err != nil {
			return Result{Output: err.Error()}
		}
	}
	var mu sync.Mutex
	var logs []string
	cfg := engine.Config{
		Runtime:  r.Runtime,
		Limits:   api.Limits{CallTimeout: timeout},
		Platform: platform.Config{Project: project},
		Log: func(l api.Log) {
			mu.Lock()
			logs = append(logs, l.Text)
			mu.Unlock()
		},
	}
	x, err := engine.Load(ctx, cfg, src)
	if err != nil {
		return Result{Output: "loading: " + err.Error()}
	}
	defer x.Close()
	if len(src.Bytecode) == 0 {
		// The next files load the module's bytecode, not its source.
		r.mu.Lock()
		if len(r.source.Bytecode) == 0 {
			r.source.Bytecode = x.Bytecode()
		}
		r.mu.Unlock()
	}
	in, _ := json.Marshal(map[string]string{"file": c.File})
	res, err := x.Call(ctx, "run", in)
	if err != nil {
		return Result{Output: err.Error()}
	}
	mu.Lock()
	console := strings.Join(logs, "\n")
	mu.Unlock()
	out := Result{Output: res.Output + "\n" + console}
	for _, l := range logs {
		if s, ok := strings.CutPrefix(l, "1..0 # Skipped: "); ok {
			out.Skipped = s
		}
	}
	var exit engine.ExitError
	out.Passed = errors.As(res.Err, &exit) && exit.Code == 0 && out.Skipped == ""
	return out
}

func copyDir(from, to string) error {
	entries, err := os.ReadDir(from)
	if err != nil {
		return err
	}
	for _, e := range entries {
		if e.IsDir() {
			if err := copyDir(filepath.Join(from, e.Name()), filepath.Join(to, e.Name())); err != nil {
				return err
			}
			continue
		}
		if err := copyFile(filepath.Join(from, e.Name()), filepath.Join(to, e.Name())); err != nil {
			return err
		}
	}
	return nil
}

func copyFile(from, to string) error {
	b, err := os.ReadFile(from)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(to), 0o755); err != nil {
		return err
	}
	return os.WriteFile(to, b, 0o644)
}

// Tally counts, per module, the files of a manifest and those that pass.
type Tally struct {
	Module      string
	Files, Pass int
	Causes      map[string]int // why the others fail, by cause
	Unexpected  []string       // files whose result differs from the manifest's
	NotRun      int            // files not run this time (their manifest status counted)
}

// Report tallies cases by module, with the results of those that ran
// (by file name); a case not run counts as the manifest says.
func Report(cases []Case, results map[string]Result) []Tally {
	byModule := map[string]*Tally{}
	for _, c := range cases {
		t := byModule[c.Module]
		if t == nil {
			t = &Tally{Module: c.Module, Causes: map[string]int{}}
			byModule[c.Module] = t
		}
		t.Files++
		pass := c.Passes()
		if r, ok := results[c.File]; ok {
			if r.Passed != c.Passes() {
				t.Unexpected = append(t.Unexpected, c.File)
			}
			pass = r.Passed
		} else {
			t.NotRun++
		}
		if pass {
			t.Pass++
		} else {
			cause := c.Cause
			if cause == "" {
				cause = "fails here (the manifest says it passes)"
			}
			t.Causes[cause]++
		}
	}
	out := make([]Tally, 0, len(byModule))
	for _, t := range byModule {
		out = append(out, *t)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Module < out[j].Module })
	return out
}

// String writes a tally as a line and its causes.
func (t Tally) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s: %d of %d files pass", t.Module, t.Pass, t.Files)
	causes := make([]string, 0, len(t.Causes))
	for c := range t.Causes {
		causes = append(causes, c)
	}
	sort.Slice(causes, func(i, j int) bool {
		if t.Causes[causes[i]] != t.Causes[causes[j]] {
			return t.Causes[causes[i]] > t.Causes[causes[j]]
		}
		return causes[i] < causes[j]
	})
	for _, c := range causes {
		fmt.Fprintf(&b, "\n  %d: %s", t.Causes[c], c)
	}
	return b.String()
}
