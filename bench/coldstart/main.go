// Command coldstart measures how long it takes to list the tools of a
// project with many TypeScript extensions — whole processes, as a person
// starting the agent sees it — for earshot and for the alternatives, and
// prints a Markdown table (docs/performance.md has one).
//
//	go run ./bench/coldstart [-n 50] [-runs 7] [-baseline DIR] [-trust]
//
// Scenarios, each run -runs times (the median is reported):
//
//   - earshot, warm: `earshot extensions list`, nothing changed since the last run.
//   - earshot, empty cache: the same with an empty cache folder (QuickJS is
//     compiled, every extension bundled and evaluated).
//   - obvious, file cache: bench/obvious with qjs's compilation cache: bundle
//     every file, a fresh qjs runtime per extension, one after the other.
//   - obvious, no cache: the same without any cache.
//   - node per extension: one Node.js process per (pre-bundled) extension,
//     started together, as MCP servers are (skipped without node).
//   - with -baseline DIR (a checkout, a git worktree of another revision):
//     earshot built from DIR, warm and with an empty cache, in the same
//     rounds, so that a change is measured beside the code before it.
//   - with -trust: `earshot extensions trust` of 2,000 and of 4,000 trivial
//     extensions of one folder (and the baseline's), whose ratio is 2 when
//     trust is linear in the number of names.
package main

import (
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/evanw/esbuild/pkg/api"
)

func main() {
	if len(os.Args) > 3 && os.Args[1] == "-node-driver" {
		nodeDriver()
	}
	n := flag.Int("n", 50, "number of extensions")
	runs := flag.Int("runs", 7, "runs per scenario")
	baseline := flag.String("baseline", "", "a checkout of earshot to measure beside this one")
	trust := flag.Bool("trust", false, "also measure trust of 2,000 and 4,000 names")
	flag.Parse()
	if err := run(*n, *runs, *baseline, *trust); err != nil {
		fmt.Fprintln(os.Stderr, "coldstart:", err)
		os.Exit(1)
	}
}

func run(n, runs int, baseline string, trust bool) error {
	root, err := os.MkdirTemp("", "earshot-coldstart-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(root)
	bin := filepath.Join(root, "bin")
	// bench/obvious is a module of its own (it keeps qjs's wazero).
	builds := []struct{ name, dir, pkg string }{{"earshot", ".", "./cmd/earshot"}, {"obvious", "bench/obvious", "."}}
	if baseline != "" {
		builds = append(builds, struct{ name, dir, pkg string }{"baseline", baseline, "./cmd/earshot"})
	}
	for _, b := range builds {
		out, _ := filepath.Abs(filepath.Join(bin, b.name))
		cmd := exec.Command("go", "build", "-o", out, b.pkg)
		cmd.Dir, cmd.Stderr = b.dir, os.Stderr
		if err := cmd.Run(); err != nil {
			return fmt.Errorf("building %s in %s: %w", b.pkg, b.dir, err)
		}
	}
	project := filepath.Join(root, "project")
	config := filepath.Join(root, "config")
	if err := generate(project, n); err != nil {
		return err
	}
	program := func(name, cache string, args ...string) *exec.Cmd {
		cmd := exec.Command(filepath.Join(bin, name), args...)
		cmd.Dir = project
		cmd.Env = append(os.Environ(), "EARSHOT_CONFIG_DIR="+config, "EARSHOT_CACHE_DIR="+cache)
		return cmd
	}
	earshot := func(cache string, args ...string) *exec.Cmd { return program("earshot", cache, args...) }
	var names []string
	for i := 1; i <= n; i++ {
		names = append(names, fmt.Sprintf("ext%02d", i))
	}
	if out, err := earshot(filepath.Join(root, "cache"), append([]string{"extensions", "trust"}, names...)...).CombinedOutput(); err != nil {
		return fmt.Errorf("trust: %v\n%s", err, out)
	}

	type scenario struct {
		name  string
		setup func(i int) *exec.Cmd
	}
	warmCache := filepath.Join(root, "cache")
	obviousCache := filepath.Join(root, "obvious-cache")
	os.MkdirAll(obviousCache, 0o755)
	scenarios := []scenario{
		{"earshot, warm", func(int) *exec.Cmd { return earshot(warmCache, "extensions", "list") }},
		{"earshot, empty cache", func(i int) *exec.Cmd {
			return earshot(filepath.Join(root, fmt.Sprintf("empty-%d", i)), "extensions", "list")
		}},
		{"obvious, file cache", func(int) *exec.Cmd {
			return exec.Command(filepath.Join(bin, "obvious"), "-cache", obviousCache, project)
		}},
		{"obvious, no cache", func(int) *exec.Cmd { return exec.Command(filepath.Join(bin, "obvious"), project) }},
	}
	baseWarm := filepath.Join(root, "baseline-cache")
	if baseline != "" {
		scenarios = append(scenarios,
			scenario{"baseline, warm", func(int) *exec.Cmd { return program("baseline", baseWarm, "extensions", "list") }},
			scenario{"baseline, empty cache", func(i int) *exec.Cmd {
				return program("baseline", filepath.Join(root, fmt.Sprintf("baseline-empty-%d", i)), "extensions", "list")
			}})
		if out, err := program("baseline", baseWarm, "extensions", "list").CombinedOutput(); err != nil {
			return fmt.Errorf("baseline: %v\n%s", err, out)
		}
	}
	if trust {
		for _, size := range []int{2000, 4000} {
			dir := filepath.Join(root, fmt.Sprintf("trust-%d", size))
			names, err := generateTrivial(dir, size)
			if err != nil {
				return err
			}
			for _, who := range []string{"earshot", "baseline"} {
				if who == "baseline" && baseline == "" {
					continue
				}
				scenarios = append(scenarios, scenario{fmt.Sprintf("%s, trust %d", who, size), func(i int) *exec.Cmd {
					cmd := program(who, filepath.Join(root, "trust-cache"), append([]string{"--project", dir, "--config-dir",
						filepath.Join(root, fmt.Sprintf("trust-config-%s-%d-%d", who, size, i)), "extensions", "trust"}, names...)...)
					return cmd
				}})
			}
		}
	}
	if node, err := exec.LookPath("node"); err == nil {
		bundles, err := bundleAll(project, filepath.Join(root, "bundles"))
		if err != nil {
			return err
		}
		harness, _ := filepath.Abs("bench/nodeper/list.mjs")
		scenarios = append(scenarios, scenario{"node per extension", func(int) *exec.Cmd {
			return nodeAll(node, harness, bundles)
		}})
	}
	// Warm the caches the "warm" scenarios rely on.
	for _, c := range []*exec.Cmd{earshot(warmCache, "extensions", "list"), exec.Command(filepath.Join(bin, "obvious"), "-cache", obviousCache, project)} {
		if out, err := c.CombinedOutput(); err != nil {
			return fmt.Errorf("%v: %v\n%s", c.Args, err, out)
		}
	}

	// Rounds: each round runs every scenario once, so that the machine's
	// slower and faster moments fall on all of them alike.
	times := map[string][]time.Duration{}
	for i := range runs {
		for _, s := range scenarios {
			cmd := s.setup(i)
			start := time.Now()
			out, err := cmd.CombinedOutput()
			if err != nil {
				return fmt.Errorf("%s: %v\n%s", s.name, err, out)
			}
			times[s.name] = append(times[s.name], time.Since(start))
			if strings.HasPrefix(s.name, "node") {
				time.Sleep(time.Second) // let the machine settle after fifty processes
			}
		}
	}
	medians := map[string]time.Duration{}
	for _, s := range scenarios {
		t := slices.Clone(times[s.name])
		slices.Sort(t)
		medians[s.name] = t[len(t)/2]
		fmt.Fprintf(os.Stderr, "%-22s %v\n", s.name, t)
	}

	fmt.Printf("%d TypeScript extensions, %d runs each, median wall time of the whole process (%s/%s, %d cores, %s).\n\n",
		n, runs, runtime.GOOS, runtime.GOARCH, runtime.NumCPU(), time.Now().Format("2006-01-02"))
	fmt.Println("| scenario | time | vs earshot |")
	fmt.Println("|---|---:|---:|")
	for _, s := range scenarios {
		ref := medians["earshot, warm"]
		if strings.Contains(s.name, "empty") || strings.Contains(s.name, "no cache") || strings.Contains(s.name, "node") {
			ref = medians["earshot, empty cache"]
		}
		if strings.Contains(s.name, "trust") {
			ref = medians["earshot, trust 2000"]
		}
		fmt.Printf("| %s | %.0f ms | %.1f× |\n", s.name, ms(medians[s.name]), float64(medians[s.name])/float64(ref))
	}
	fmt.Println()
	fmt.Printf("Warm: earshot is %.1f× faster than the obvious design with its file cache (target: 10×).\n",
		float64(medians["obvious, file cache"])/float64(medians["earshot, warm"]))
	fmt.Printf("Empty cache: earshot is %.2f× faster than the obvious design without caches (target: 1.3×).\n",
		float64(medians["obvious, no cache"])/float64(medians["earshot, empty cache"]))
	if baseline != "" {
		fmt.Printf("Baseline: %.2f× faster than the obvious design without caches with an empty cache; warm %.1f×.\n",
			float64(medians["obvious, no cache"])/float64(medians["baseline, empty cache"]),
			float64(medians["obvious, file cache"])/float64(medians["baseline, warm"]))
	}
	if trust {
		fmt.Printf("Trust: 4,000 names took %.2f× as long as 2,000 (linear: 2; target ≤ 2.2×).\n",
			float64(medians["earshot, trust 4000"])/float64(medians["earshot, trust 2000"]))
		if baseline != "" {
			fmt.Printf("Trust, baseline: %.2f×.\n", float64(medians["baseline, trust 4000"])/float64(medians["baseline, trust 2000"]))
		}
	}
	return nil
}

// generateTrivial writes n trivial JavaScript extensions into a project's
// extensions folder at dir, and returns their names.
func generateTrivial(dir string, n int) ([]string, error) {
	ext := filepath.Join(dir, ".earshot", "extensions")
	if err := os.MkdirAll(ext, 0o755); err != nil {
		return nil, err
	}
	names := make([]string, n)
	for i := range names {
		names[i] = fmt.Sprintf("x%04d", i)
		if err := os.WriteFile(filepath.Join(ext, names[i]+".js"), []byte("export default { tools: [] };\n"), 0o644); err != nil {
			return nil, err
		}
	}
	return names, nil
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

// generate writes n TypeScript extensions, each importing a shared helper.
func generate(project string, n int) error {
	dir := filepath.Join(project, ".earshot", "extensions")
	if err := os.MkdirAll(filepath.Join(dir, "shared"), 0o755); err != nil {
		return err
	}
	helper := "export function fmt(prefix: string, value: unknown): string { return `${prefix}: ${JSON.stringify(value)}`; }\n"
	if err := os.WriteFile(filepath.Join(dir, "shared", "util.ts"), []byte(helper), 0o644); err != nil {
		return err
	}
	for i := 1; i <= n; i++ {
		src := fmt.Sprintf(`import { fmt } from "./shared/util";
interface Input { key: string; n?: number }
export default {
  tools: [
    { name: "get", description: "Gets thing %[1]d.", readOnly: true,
      inputSchema: { type: "object", properties: { key: { type: "string" }, n: { type: "number" } }, required: ["key"] },
      async execute(input: Input) { return fmt("ext%[1]d", input); } },
    { name: "set", description: "Sets thing %[1]d.",
      inputSchema: { type: "object", properties: { key: { type: "string" } }, required: ["key"] },
      async execute(input: Input) { return { output: fmt("set%[1]d", input.key) }; } },
  ],
};
`, i)
		if err := os.WriteFile(filepath.Join(dir, fmt.Sprintf("ext%02d.ts", i)), []byte(src), 0o644); err != nil {
			return err
		}
	}
	return nil
}

// bundleAll bundles every extension once, for the Node.js scenario (Node 20
// does not run TypeScript; MCP servers ship JavaScript).
func bundleAll(project, out string) ([]string, error) {
	dir := filepath.Join(project, ".earshot", "extensions")
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	var files []string
	for _, e := range entries {
		if e.IsDir() {
			continue
		}
		outfile := filepath.Join(out, strings.TrimSuffix(e.Name(), ".ts")+".mjs")
		res := api.Build(api.BuildOptions{EntryPoints: []string{filepath.Join(dir, e.Name())}, Bundle: true,
			Format: api.FormatESModule, Platform: api.PlatformNode, Outfile: outfile, Write: true})
		if len(res.Errors) > 0 {
			return nil, fmt.Errorf("%s: %s", e.Name(), res.Errors[0].Text)
		}
		files = append(files, outfile)
	}
	return files, nil
}

// nodeAll runs one node process per bundle, all at once, and waits for all.
func nodeAll(node, harness string, bundles []string) *exec.Cmd {
	// A small shell-free driver: this process itself, re-run in a mode that
	// starts the node processes. Simpler: a Go closure wrapped as a command
	// is not possible, so run `node` once per bundle from here.
	return &exec.Cmd{Path: os.Args[0], Args: append([]string{os.Args[0], "-node-driver", node, harness}, bundles...)}
}

// nodeDriver is the program run as "coldstart -node-driver node harness
// bundles...": it starts a Node process per bundle, all at once, and waits
// for them.
func nodeDriver() {
	node, harness, bundles := os.Args[2], os.Args[3], os.Args[4:]
	var wg sync.WaitGroup
	errs := make(chan error, len(bundles))
	for _, b := range bundles {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if out, err := exec.Command(node, harness, b).CombinedOutput(); err != nil {
				errs <- fmt.Errorf("%s: %v\n%s", b, err, out)
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	os.Exit(0)
}
