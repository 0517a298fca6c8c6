// Command measure counts, per module, how many of Node's test/parallel
// files that pass under Node itself pass inside an extension: the measure
// docs/compatibility.md reports. It runs each file of the modules named
// under node (as Node's test runner does: with the file's // Flags:),
// keeps those that pass, and runs those in earshot as TestNodeParallel
// does (nodetest.Runner, with the stand-in for test/common); it prints a
// Markdown table, and with -v each file's result.
//
//	cp -r $NODE_TESTS /tmp/nt && go run ./platform/internal/nodetest/measure -tests /tmp/nt/test [-modules path,url] [-v]
//
// -tests is a copy of a Node release's test folder (common, fixtures,
// parallel; Node's tests write into it). Every file's fixtures are that
// folder's (the runner links it into each file's project); its common is
// the stand-in, -common (run from the repository's root, the default is
// right).
package main

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/earshot/extensions/platform/internal/nodetest"
	"github.com/earshot/extensions/wasm"
)

// modules are the file-name prefixes counted for each module, as the
// issue that set the measure named them.
var modules = []struct{ name, prefixes string }{
	{"path", "path"}, {"url", "url"}, {"querystring", "querystring"}, {"string_decoder", "string-decoder"},
	{"util", "util"}, {"events", "events,event-emitter"}, {"buffer", "buffer"}, {"assert", "assert"},
	{"timers", "timers"}, {"process", "process"}, {"os", "os"}, {"fs", "fs"}, {"child_process", "child-process"},
	{"crypto", "crypto"}, {"zlib", "zlib"}, {"stream", "stream"}, {"readline", "readline"},
	{"diagnostics_channel", "diagnostics-channel"}, {"net", "net"}, {"http", "http"}, {"https", "https"},
	{"tls", "tls"}, {"dns", "dns"},
}

func main() {
	tests := flag.String("tests", "", "a copy of Node's test folder")
	common := flag.String("common", "platform/internal/nodetest/testdata/common", "the stand-in for Node's test/common")
	only := flag.String("modules", "", "the modules to measure (all when empty)")
	verbose := flag.Bool("v", false, "print each file's result")
	jobs := flag.Int("j", max(1, runtime.NumCPU()), "files run at once")
	passing := flag.String("node-results", "", `a file of "file pass|fail" lines: node's results, instead of running node`)
	flag.Parse()
	if *tests == "" {
		fmt.Fprintln(os.Stderr, "measure: -tests is required")
		os.Exit(2)
	}
	underNode := runNode
	if *passing != "" {
		b, err := os.ReadFile(*passing)
		if err != nil {
			fmt.Fprintln(os.Stderr, "measure:", err)
			os.Exit(1)
		}
		known := map[string]bool{}
		for _, l := range strings.Split(string(b), "\n") {
			if f := strings.Fields(l); len(f) == 2 {
				known[f[0]] = f[1] == "pass"
			}
		}
		underNode = func(_, file string) bool { return known[file] }
	}
	if err := run(*tests, *common, *only, *verbose, *jobs, underNode); err != nil {
		fmt.Fprintln(os.Stderr, "measure:", err)
		os.Exit(1)
	}
}

type row struct {
	module                string
	files, nodePass, pass int
}

func run(tests, common, only string, verbose bool, jobs int, underNode func(tests, file string) bool) error {
	ctx := context.Background()
	tests, err := filepath.Abs(tests)
	if err != nil {
		return err
	}
	if common, err = filepath.Abs(common); err != nil {
		return err
	}
	entries, err := os.ReadDir(filepath.Join(tests, "parallel"))
	if err != nil {
		return err
	}
	// The runner's folder: Node's files, and the stand-in for test/common.
	dir, err := os.MkdirTemp("", "earshot-measure-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	if err := os.Symlink(filepath.Join(tests, "parallel"), filepath.Join(dir, "parallel")); err != nil {
		return err
	}
	if err := os.Symlink(common, filepath.Join(dir, "common")); err != nil {
		return err
	}
	rt := wasm.NewRuntime(wasm.RuntimeOptions{})
	defer rt.Close()
	want := map[string]bool{}
	for _, m := range strings.Split(only, ",") {
		if m != "" {
			want[m] = true
		}
	}
	var rows []row
	for _, m := range modules {
		if len(want) > 0 && !want[m.name] {
			continue
		}
		var files []string
		for _, e := range entries {
			for _, p := range strings.Split(m.prefixes, ",") {
				if ok, _ := regexp.MatchString(`^test-`+regexp.QuoteMeta(p)+`([-.]|$)`, e.Name()); ok && strings.HasSuffix(e.Name(), ".js") {
					files = append(files, e.Name())
					break
				}
			}
		}
		r := row{module: m.name, files: len(files)}
		passing := each(files, jobs, func(f string) bool { return underNode(tests, f) })
		var cases []nodetest.Case
		for _, f := range files {
			if passing[f] {
				cases = append(cases, nodetest.Case{Module: m.name, File: f})
			}
		}
		r.nodePass = len(cases)
		runner := &nodetest.Runner{Dir: dir, Cases: cases, Runtime: rt, Timeout: 30 * time.Second, FixturesDir: filepath.Join(tests, "fixtures")}
		results := each(names(cases), jobs, func(f string) bool {
			res := runner.Run(ctx, nodetest.Case{Module: m.name, File: f})
			if verbose {
				out := res.Output
				if len(out) > 600 {
					out = out[:600] + "…"
				}
				fmt.Fprintf(os.Stderr, "%s %s passed=%v\n%s\n", m.name, f, res.Passed, strings.TrimSpace(out))
			}
			return res.Passed
		})
		runner.Close()
		for _, ok := range results {
			if ok {
				r.pass++
			}
		}
		fmt.Fprintf(os.Stderr, "%s: %d files, %d pass under node, %d of those in earshot\n", r.module, r.files, r.nodePass, r.pass)
		rows = append(rows, r)
	}
	fmt.Println("| module | files | pass under Node 20 | pass in earshot | share |")
	fmt.Println("|---|---:|---:|---:|---:|")
	var tf, tn, tp int
	for _, r := range rows {
		fmt.Printf("| %s | %d | %d | %d | %s |\n", r.module, r.files, r.nodePass, r.pass, share(r.pass, r.nodePass))
		tf, tn, tp = tf+r.files, tn+r.nodePass, tp+r.pass
	}
	fmt.Printf("| all | %d | %d | %d | %s |\n", tf, tn, tp, share(tp, tn))
	return nil
}

func share(a, b int) string {
	if b == 0 {
		return "–"
	}
	return fmt.Sprintf("%.0f %%", 100*float64(a)/float64(b))
}

func names(cases []nodetest.Case) []string {
	out := make([]string, len(cases))
	for i, c := range cases {
		out[i] = c.File
	}
	sort.Strings(out)
	return out
}

// each runs f on every file, jobs at a time, and says which it passed.
func each(files []string, jobs int, f func(string) bool) map[string]bool {
	out := map[string]bool{}
	var mu sync.Mutex
	var wg sync.WaitGroup
	sem := make(chan struct{}, jobs)
	for _, file := range files {
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer wg.Done()
			defer func() { <-sem }()
			ok := f(file)
			mu.Lock()
			out[file] = ok
			mu.Unlock()
		}()
	}
	wg.Wait()
	return out
}

var flagsLine = regexp.MustCompile(`(?m)^// Flags:(.*)$`)

// runNode reports whether file passes under node, as Node's test runner
// runs it: in test/parallel, with its flags, a folder of its own for
// common.tmpdir (TEST_THREAD_ID), a minute at most.
func runNode(tests, file string) bool {
	src, err := os.ReadFile(filepath.Join(tests, "parallel", file))
	if err != nil {
		return false
	}
	var args []string
	if m := flagsLine.FindSubmatch(src); m != nil {
		args = strings.Fields(string(m[1]))
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, "node", append(args, file)...)
	cmd.Dir = filepath.Join(tests, "parallel")
	cmd.Env = append(os.Environ(), "TEST_THREAD_ID="+strings.TrimSuffix(file, ".js"))
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	detach(cmd)
	return cmd.Run() == nil
}
