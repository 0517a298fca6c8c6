// Command clicall measures a warm `earshot extensions call` of a trivial
// tool beside a warm `earshot extensions list` of the same project — whole
// processes, as a person at a terminal sees them — and prints their
// medians and ratio (#15's target: a call at most twice a list).
//
//	go run ./bench/clicall [-runs 15] [-earshot path]
//
// It builds earshot (unless -earshot names a binary), makes a config folder
// with one extension and a cache folder of its own, warms both (one call:
// QuickJS compiled and cached, the extension evaluated and snapshotted),
// then alternates list and call -runs times each, so that whatever else
// the machine does falls on both alike. Each run is timed from starting
// the process to its exit.
package main

import (
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"time"
)

const extension = `export default { tools: [{ name: "eval", description: "Answers.", readOnly: true,
  inputSchema: { type: "object" }, execute: () => "ok" }] };
`

func main() {
	runs := flag.Int("runs", 15, "runs of each command")
	bin := flag.String("earshot", "", "the earshot binary to measure (default: build ./cmd/earshot)")
	flag.Parse()
	if err := run(*runs, *bin); err != nil {
		fmt.Fprintln(os.Stderr, "clicall:", err)
		os.Exit(1)
	}
}

func run(runs int, bin string) error {
	root, err := os.MkdirTemp("", "earshot-clicall-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(root)
	if bin == "" {
		bin = filepath.Join(root, "earshot")
		cmd := exec.Command("go", "build", "-o", bin, "./cmd/earshot")
		cmd.Stderr = os.Stderr
		if err := cmd.Run(); err != nil {
			return fmt.Errorf("building ./cmd/earshot: %w", err)
		}
	}
	config, project := filepath.Join(root, "config"), filepath.Join(root, "project")
	for _, d := range []string{filepath.Join(config, "extensions"), project} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			return err
		}
	}
	if err := os.WriteFile(filepath.Join(config, "extensions", "hello.js"), []byte(extension), 0o644); err != nil {
		return err
	}
	base := []string{"--config-dir", config, "--cache-dir", filepath.Join(root, "cache"), "--project", project, "extensions"}
	list := append(slices.Clone(base), "list")
	call := append(slices.Clone(base), "call", "hello__eval", "{}")
	timed := func(args []string) (time.Duration, error) {
		cmd := exec.Command(bin, args...)
		start := time.Now()
		out, err := cmd.CombinedOutput()
		d := time.Since(start)
		if err != nil {
			return 0, fmt.Errorf("earshot %v: %w\n%s", args, err, out)
		}
		return d, nil
	}
	for _, args := range [][]string{call, list, call} { // warm
		if _, err := timed(args); err != nil {
			return err
		}
	}
	var lists, calls []time.Duration
	for range runs {
		l, err := timed(list)
		if err != nil {
			return err
		}
		c, err := timed(call)
		if err != nil {
			return err
		}
		lists, calls = append(lists, l), append(calls, c)
	}
	l, c := median(lists), median(calls)
	fmt.Printf("| warm `list` | warm `call` | call ÷ list |\n|---:|---:|---:|\n")
	fmt.Printf("| %.1f ms | %.1f ms | %.2f× |\n", ms(l), ms(c), float64(c)/float64(l))
	fmt.Printf("\n%d runs each, alternating; medians. list: %.1f–%.1f ms, call: %.1f–%.1f ms.\n",
		runs, ms(slices.Min(lists)), ms(slices.Max(lists)), ms(slices.Min(calls)), ms(slices.Max(calls)))
	return nil
}

func median(d []time.Duration) time.Duration {
	s := slices.Clone(d)
	slices.Sort(s)
	return s[len(s)/2]
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
