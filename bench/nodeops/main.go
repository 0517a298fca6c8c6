// Command nodeops times Node built-ins inside an extension beside Node
// itself, in the same run, and prints a Markdown table (docs/performance.md
// has one): readFileSync of 1 MiB, readdirSync of 1,000 entries,
// execFileSync("true"), createHash("sha256") of 1 MiB, an AES-256-GCM
// round trip of 1 MiB, an RSA-2048 signature, Buffer's base64 and UTF-8
// both ways, Buffer.alloc(1 MiB, 7), a 1 KiB round trip on a TCP
// connection to a local echo server, an http.get of a local server
// (keep-alive, as Node's global agent does) and one of the extension's
// own http server (which lives within the call); the event loop: 100,000
// timers, 10,000 immediates (at once, and one after another), 100,000
// nextTicks, a 100,000-step promise chain, 1,000,000 emits of an
// EventEmitter; and WebAssembly (a module of wasm/testdata/guest): a
// recursive function, a loop over its memory, and calls across, both
// ways.
//
//	go run ./bench/nodeops [-runs 7] [-only timers,immediates] [-scale 0.1] [-cpuprofile FILE]
//
// -only times the named operations alone; -scale runs the event loop's
// rows with that fraction of their callbacks (to compare with a build
// that cannot run them whole within a call's time limit); -cpuprofile
// writes a CPU profile of this process (Node runs in processes of its own).
//
// The same file (ops.js) runs in both: each operation n times in one call,
// timed with performance.now() inside the call, so that what is compared is
// the operation, not starting Node or calling a tool. Rounds alternate
// between the two; the median of each is reported. Without node, only
// earshot's column is filled.
package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"runtime/pprof"
	"slices"
	"strconv"
	"strings"
	"time"

	extensions "github.com/earshot/extensions"
	"github.com/earshot/extensions/internal/testnet"
)

type opSpec struct {
	name, what string
	n          int
	target     float64 // at most this many times Node's time
	count      int     // for the event loop's rows: the callbacks of one run
}

var ops = []opSpec{
	{"readFileSync", "`fs.readFileSync` of 1 MiB", 200, 2, 0},
	{"readdirSync", "`fs.readdirSync` of 1,000 entries", 200, 2, 0},
	{"execFileSync", "`child_process.execFileSync(\"true\")`", 30, 2, 0},
	{"sha256", "`crypto.createHash(\"sha256\")` of 1 MiB", 100, 2, 0},
	{"aesGCM", "AES-256-GCM round trip of 1 MiB (`createCipheriv`, `createDecipheriv`)", 100, 2, 0},
	{"rsaSign", "RSA-2048 signature (`crypto.sign(\"sha256\", …)`)", 100, 2, 0},
	{"toBase64", "`buf.toString(\"base64\")` of 1 MiB", 100, 0, 0},
	{"fromBase64", "`Buffer.from(s, \"base64\")` to 1 MiB", 100, 0, 0},
	{"toUTF8", "`buf.toString()` of 1 MiB", 100, 0, 0},
	{"fromUTF8", "`Buffer.from(s)` of 1 Mi characters", 100, 0, 0},
	{"socketRoundTrip", "a 1 KiB round trip on a `net.Socket`", 2000, 2, 0},
	{"httpGet", "`http.get` of a local server", 500, 2, 0},
	{"httpServe", "`http.get` of the extension's own `http.createServer` (keep-alive)", 500, 2, 0},
	{"allocFill", "`Buffer.alloc(1 MiB, 7)`", 200, 2, 0},
	{"timers", "100,000 `setTimeout`s, delays `i % 50` ms", 1, 3, 100_000},
	{"immediates", "10,000 `setImmediate`s at once", 1, 3, 10_000},
	{"immediateChain", "10,000 `setImmediate`s, each from the last", 1, 3, 10_000},
	{"nextTicks", "100,000 `process.nextTick`s, each from the last", 1, 6, 100_000},
	{"promiseChain", "a 100,000-step promise chain (`.then`)", 1, 6, 100_000},
	{"emits", "1,000,000 `emitter.emit`s to one listener", 1, 0, 1_000_000},
	{"wasmFib", "WebAssembly: a recursive `fib(32)` (3.5 M calls in the guest)", 10, 1.5, 0},
	{"wasmMemloop", "WebAssembly: 50 passes over 1 MiB of the guest's memory", 3, 1.5, 0},
	{"wasmCalls", "WebAssembly: 1,000 calls of an export from JavaScript", 200, 0, 0},
	{"wasmCallbacks", "WebAssembly: 1,000 calls of a JavaScript import from the guest", 200, 0, 0},
}

func main() {
	runs := flag.Int("runs", 7, "rounds")
	only := flag.String("only", "", "comma-separated operations to time (default: all)")
	cpuProfile := flag.String("cpuprofile", "", "write a CPU profile of earshot's rounds to this file")
	scale := flag.Float64("scale", 1, "multiply the callbacks of the event loop's rows by this (0.01: a hundredth)")
	flag.Parse()
	for i := range ops {
		if ops[i].count > 0 {
			ops[i].count = max(1, int(float64(ops[i].count)**scale))
			if *scale != 1 {
				ops[i].what += fmt.Sprintf(" (×%g: %d)", *scale, ops[i].count)
			}
		}
	}
	if *only != "" {
		want := strings.Split(*only, ",")
		ops = slices.DeleteFunc(ops, func(op opSpec) bool { return !slices.Contains(want, op.name) })
		if len(ops) == 0 {
			fmt.Fprintln(os.Stderr, "nodeops: -only names no operation")
			os.Exit(2)
		}
	}
	if err := run(*runs, *cpuProfile); err != nil {
		fmt.Fprintln(os.Stderr, "nodeops:", err)
		os.Exit(1)
	}
}

func run(runs int, cpuProfile string) error {
	root, err := os.MkdirTemp("", "earshot-nodeops-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(root)
	project, config := filepath.Join(root, "project"), filepath.Join(root, "config")
	extDir := filepath.Join(project, ".earshot", "extensions")
	if err := os.MkdirAll(filepath.Join(project, "many"), 0o755); err != nil {
		return err
	}
	os.MkdirAll(extDir, 0o755)
	data := make([]byte, 1<<20)
	for i := range data {
		data[i] = byte(i * 7)
	}
	if err := os.WriteFile(filepath.Join(project, "data.bin"), data, 0o644); err != nil {
		return err
	}
	for i := range 1000 {
		if err := os.WriteFile(filepath.Join(project, "many", fmt.Sprintf("f%04d.txt", i)), nil, 0o644); err != nil {
			return err
		}
	}
	here, err := sourceDir()
	if err != nil {
		return err
	}
	work, err := os.ReadFile(filepath.Join(here, "..", "..", "wasm", "testdata", "guest", "work.wasm"))
	if err == nil {
		err = os.WriteFile(filepath.Join(project, "work.wasm"), work, 0o644)
	}
	if err != nil {
		return err
	}
	src, err := os.ReadFile(filepath.Join(here, "ops.js"))
	if err != nil {
		return err
	}
	opsPath := filepath.Join(extDir, "ops.js")
	if err := os.WriteFile(opsPath, src, 0o644); err != nil {
		return err
	}
	opts := extensions.Options{ProjectDir: project, ConfigDir: config, CacheDir: filepath.Join(root, "cache")}
	if err := extensions.Trust(opts, "ops"); err != nil {
		return err
	}
	ctx := context.Background()
	h, err := extensions.Open(ctx, opts)
	if err != nil {
		return err
	}
	defer h.Close()
	node, _ := exec.LookPath("node")
	servers := testnet.Start()
	defer servers.Close()
	extra := map[string]any{"echo": servers.Echo, "url": servers.HTTP + "/hello"}

	if cpuProfile != "" {
		// Node runs in processes of its own: the profile is this one's.
		f, err := os.Create(cpuProfile)
		if err != nil {
			return err
		}
		defer f.Close()
		if err := pprof.StartCPUProfile(f); err != nil {
			return err
		}
		defer pprof.StopCPUProfile()
	}
	ours := map[string][]float64{}
	theirs := map[string][]float64{}
	for range runs {
		for _, op := range ops {
			in, _ := json.Marshal(map[string]any{"op": op.name, "n": op.n, "count": op.count, "echo": extra["echo"], "url": extra["url"]})
			r, err := h.Call(ctx, "ops__time", in)
			if err != nil || r.IsError {
				return fmt.Errorf("%s: %v %s", op.name, err, r.Output)
			}
			ns, _ := strconv.ParseFloat(r.Output, 64)
			ours[op.name] = append(ours[op.name], ns)
			if node == "" {
				continue
			}
			extra["count"] = op.count
			extraJSON, _ := json.Marshal(extra)
			cmd := exec.Command(node, filepath.Join(here, "node.mjs"), opsPath, op.name, strconv.Itoa(op.n), string(extraJSON))
			cmd.Dir = project
			out, err := cmd.Output()
			if err != nil {
				return fmt.Errorf("node %s: %v", op.name, err)
			}
			ns, _ = strconv.ParseFloat(strings.TrimSpace(string(out)), 64)
			theirs[op.name] = append(theirs[op.name], ns)
		}
	}
	fmt.Printf("Node built-ins inside an extension and in Node %s, %s/%s, %d cores, %s; medians of %d rounds:\n\n",
		nodeVersion(node), runtime.GOOS, runtime.GOARCH, runtime.NumCPU(), time.Now().Format("2006-01-02"), runs)
	fmt.Println("| operation | earshot | Node.js | earshot / Node | target |")
	fmt.Println("|---|---:|---:|---:|---:|")
	for _, op := range ops {
		a := median(ours[op.name])
		if node == "" {
			fmt.Printf("| %s | %s | - | - | %s |\n", op.what, dur(a), target(op.target))
			continue
		}
		b := median(theirs[op.name])
		fmt.Printf("| %s | %s | %s | %.2f× | %s |\n", op.what, dur(a), dur(b), a/b, target(op.target))
	}
	return nil
}

func target(x float64) string {
	if x == 0 {
		return ""
	}
	return fmt.Sprintf("≤ %g×", x)
}

func nodeVersion(node string) string {
	if node == "" {
		return "(node not installed)"
	}
	out, _ := exec.Command(node, "--version").Output()
	return strings.TrimSpace(string(out))
}

func median(xs []float64) float64 {
	s := slices.Clone(xs)
	slices.Sort(s)
	return s[len(s)/2]
}

func dur(ns float64) string {
	return time.Duration(ns).Round(time.Microsecond / 10).String()
}

// sourceDir is this program's folder (ops.js and node.mjs are beside it).
func sourceDir() (string, error) {
	for _, d := range []string{"bench/nodeops", "."} {
		if _, err := os.Stat(filepath.Join(d, "ops.js")); err == nil {
			return filepath.Abs(d)
		}
	}
	return "", fmt.Errorf("run from the repository's root (ops.js not found)")
}
