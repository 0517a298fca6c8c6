// Command clicall measures a warm `earshot extensions call` of a trivial
// tool beside a warm `earshot extensions list` of the same project — whole
// processes, as a person at a terminal sees them — and prints their
// medians and ratio (#15's target: a call at most twice a list). With npm
// and its registry at hand it also calls a tool on mathjs, whose module
// takes seconds to evaluate: each CLI call is a warm start's first call,
// so the mathjs call beside the trivial one is #15's first-call ratio as a
// person sees it (target: at most 1.5×).
//
//	go run ./bench/clicall [-runs 15] [-earshot path] [-mathjs=false]
//
// It builds earshot (unless -earshot names a binary), makes a config folder
// with the extensions (mathjs installed with npm ci from the integration
// suites' fixture, internal/integration_test/testdata/npm-mathjs) and a
// cache folder of its own, warms them (QuickJS compiled and cached, each
// extension evaluated and snapshotted), then
// alternates the commands -runs times each, so that whatever else the
// machine does falls on all alike. Each run is timed from starting the
// process to its exit.
package main

import (
	"context"
	"errors"
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
	mathjs := flag.Bool("mathjs", true, "also call a tool on mathjs (needs npm and its registry)")
	flag.Parse()
	if err := run(*runs, *bin, *mathjs); err != nil {
		fmt.Fprintln(os.Stderr, "clicall:", err)
		os.Exit(1)
	}
}

func run(runs int, bin string, mathjs bool) error {
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
	if mathjs {
		if err := installMathjs(config); err != nil {
			fmt.Fprintf(os.Stderr, "clicall: no mathjs row: %v\n", err)
			mathjs = false
		}
	}
	base := []string{"--config-dir", config, "--cache-dir", filepath.Join(root, "cache"), "--project", project,
		"--load-timeout", "1m", "extensions"}
	commands := [][]string{
		append(slices.Clone(base), "list"),
		append(slices.Clone(base), "call", "hello__eval", "{}"),
	}
	if mathjs {
		commands = append(commands, append(slices.Clone(base), "call", "mathx__eval", "{}"))
	}
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
	for _, args := range append(commands[1:], commands...) { // warm
		if _, err := timed(args); err != nil {
			return err
		}
	}
	times := make([][]time.Duration, len(commands))
	for range runs {
		for k, args := range commands {
			d, err := timed(args)
			if err != nil {
				return err
			}
			times[k] = append(times[k], d)
		}
	}
	l, c := median(times[0]), median(times[1])
	fmt.Printf("| warm `list` | warm `call` | call ÷ list |\n|---:|---:|---:|\n")
	fmt.Printf("| %.1f ms | %.1f ms | %.2f× |\n", ms(l), ms(c), float64(c)/float64(l))
	if mathjs {
		m := median(times[2])
		fmt.Printf("\n| warm `call`, trivial tool | warm `call`, mathjs tool | mathjs ÷ trivial |\n|---:|---:|---:|\n")
		fmt.Printf("| %.1f ms | %.1f ms | %.2f× |\n", ms(c), ms(m), float64(m)/float64(c))
	}
	fmt.Printf("\n%d runs each, alternating; medians.", runs)
	for k, name := range []string{"list", "call", "mathjs call"}[:len(commands)] {
		fmt.Printf(" %s: %.1f–%.1f ms.", name, ms(slices.Min(times[k])), ms(slices.Max(times[k])))
	}
	fmt.Println()
	return nil
}

// installMathjs puts mathjs (npm ci, from the lock file of the fixture
// npm-mathjs) and the extension on it there (mathx.js, which the
// benchmarks use too) in config.
func installMathjs(config string) error {
	npm, err := exec.LookPath("npm")
	if err != nil {
		return errors.New("npm is not installed")
	}
	for _, name := range []string{"package.json", "package-lock.json", "mathx.js"} {
		b, err := os.ReadFile(filepath.Join("internal", "integration_test", "testdata", "npm-mathjs", name))
		if err != nil {
			return fmt.Errorf("run it from the repository's root: %w", err)
		}
		to := filepath.Join(config, name)
		if name == "mathx.js" {
			to = filepath.Join(config, "extensions", name)
		}
		if err := os.WriteFile(to, b, 0o644); err != nil {
			return err
		}
	}
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, npm, "ci", "--no-audit", "--no-fund", "--ignore-scripts", "--silent")
	cmd.Dir = config
	if out, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("npm ci (is the registry reachable?): %w\n%s", err, out)
	}
	return nil
}

func median(d []time.Duration) time.Duration {
	s := slices.Clone(d)
	slices.Sort(s)
	return s[len(s)/2]
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
