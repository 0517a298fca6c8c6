// Package testutil has helpers shared by the tests: the fixture extensions
// under testdata/ext, temporary projects built from them, and the test
// process's cache folder and QuickJS runtime.
//
// Tests are hermetic: Main gives the process a fresh cache folder (so no
// state carries from one run to the next: QuickJS is compiled once per
// test process, and the processes a test starts share that compile through
// the folder), points $HOME, $XDG_CACHE_HOME, $XDG_CONFIG_HOME and
// earshot's own variables at temporary folders (so no test reads or writes
// the user's), and removes them all when the tests end.
package testutil

import (
	"bytes"
	"context"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/earshot/extensions/api"
	"github.com/earshot/extensions/loader"
	"github.com/earshot/extensions/wasm"
)

// Root is the module's root folder.
func Root() string {
	_, file, _, _ := runtime.Caller(0)
	return filepath.Join(filepath.Dir(file), "..", "..")
}

// Fixture is the path of a fixture extension file.
func Fixture(name string) string { return filepath.Join(Root(), "testdata", "ext", name) }

// Packages is the path of a fixture of the integration suites
// (internal/integration_test/testdata): npm projects, packages shaped like
// native addons, harnesses that run an extension under Node.
func Packages(elem ...string) string {
	return filepath.Join(append([]string{Root(), "internal", "integration_test", "testdata"}, elem...)...)
}

var scratch = sync.OnceValue(func() string {
	d, err := os.MkdirTemp("", "earshot-test-")
	if err != nil {
		panic(err)
	}
	return d
})

// CacheDir is the test process's cache folder: new for each run (a child
// process started with EARSHOT_CACHE_DIR set to it shares it).
func CacheDir() string {
	if d := os.Getenv("EARSHOT_TEST_CACHE"); d != "" {
		return d
	}
	return filepath.Join(scratch(), "cache")
}

// Slow is how long a check that something "does not hang" allows: far
// above what any machine takes — a loaded one, under the race detector —
// and far below a hang or a blow-up (minutes). Tests compare speeds as
// ratios in benchmarks, never against a wall clock.
const Slow = 60 * time.Second

// Runtime is the compiled QuickJS the test process's engines share, with
// the page policy Pages names.
var Runtime = sync.OnceValue(func() *wasm.Runtime {
	return wasm.NewRuntime(wasm.RuntimeOptions{CacheDir: CacheDir(), Pages: Pages()})
})

// Pages is the page policy the tests run with: the one EARSHOT_PAGES
// names, the tests' way to choose it as the CLI's (CI runs the tests a
// second time with EARSHOT_PAGES=portable). Tests hand it to every
// Runtime and Host they make.
func Pages() api.Pages { return api.Pages(os.Getenv("EARSHOT_PAGES")) }

// NeedLinuxPages skips a test of what the native pages do on Linux (give
// an instance's pages back, count those in RAM, keep its memory out of the
// Go heap) where they are not what Runtime's instances use: on another
// system, or with EARSHOT_PAGES=portable.
func NeedLinuxPages(t testing.TB) {
	t.Helper()
	if !LinuxPages() {
		t.Skipf("needs the native pages on Linux (here: %s pages on %s)", Runtime().Pages(), runtime.GOOS)
	}
}

// LinuxPages reports whether instances use the native pages on Linux
// (see NeedLinuxPages).
func LinuxPages() bool { return runtime.GOOS == "linux" && Runtime().Pages() == api.PagesNative }

// M is what Main runs: *testing.M, or testscript's.
type M interface{ Run() int }

// Main runs the tests hermetically (see the package comment) and exits.
func Main(m M) { os.Exit(Run(m)) }

// Run is Main without the exit, for a TestMain that hands its M on (as
// testscript.Main does).
func Run(m M) int {
	// The Go toolchain's own folders stay where they are (a test may run
	// go build): they default to places under $HOME, which moves.
	home, _ := os.UserHomeDir()
	userCache, _ := os.UserCacheDir()
	userConfig, _ := os.UserConfigDir()
	gopath := os.Getenv("GOPATH")
	if gopath == "" {
		gopath = filepath.Join(home, "go")
	}
	for k, v := range map[string]string{
		"GOPATH":     gopath,
		"GOMODCACHE": filepath.Join(filepath.SplitList(gopath)[0], "pkg", "mod"),
		"GOCACHE":    filepath.Join(userCache, "go-build"),
		"GOENV":      filepath.Join(userConfig, "go", "env"),
		// npm's download cache too (the npm tests install packages).
		"npm_config_cache": filepath.Join(home, ".npm"),
	} {
		if os.Getenv(k) == "" {
			os.Setenv(k, v)
		}
	}
	root := scratch()
	for k, dir := range map[string]string{
		"HOME": "home", "XDG_CACHE_HOME": "xdg-cache", "XDG_CONFIG_HOME": "xdg-config",
		"EARSHOT_CONFIG_DIR": "config", "EARSHOT_CACHE_DIR": "cache",
	} {
		p := filepath.Join(root, dir)
		os.MkdirAll(p, 0o700)
		os.Setenv(k, p)
	}
	os.Setenv("EARSHOT_TEST_CACHE", CacheDir())
	code := m.Run()
	os.RemoveAll(root)
	return code
}

// Hermetic wraps an M so that its Run is Run's (for testscript.Main, which
// calls os.Exit itself).
func Hermetic(m M) M { return hermetic{m} }

type hermetic struct{ m M }

func (h hermetic) Run() int { return Run(h.m) }

// Project makes a temporary project whose .earshot/extensions folder holds
// copies of the named fixtures (and the helpers folder they import from).
// It returns the project folder.
func Project(t testing.TB, fixtures ...string) string {
	t.Helper()
	dir := t.TempDir()
	ext := loader.ProjectDir(dir)
	CopyFixtures(t, ext, fixtures...)
	return dir
}

// CopyFixtures copies fixtures (and the helpers folder) into dir.
func CopyFixtures(t testing.TB, dir string, fixtures ...string) {
	t.Helper()
	if err := Copy(dir, fixtures...); err != nil {
		t.Fatal(err)
	}
}

// Copy copies fixtures (and the helpers folder) into dir.
func Copy(dir string, fixtures ...string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	if err := os.CopyFS(filepath.Join(dir, "helpers"), os.DirFS(Fixture("helpers"))); err != nil && !os.IsExist(err) {
		return err
	}
	for _, f := range fixtures {
		b, err := os.ReadFile(Fixture(f))
		if err != nil {
			return err
		}
		if err := os.WriteFile(filepath.Join(dir, f), b, 0o644); err != nil {
			return err
		}
	}
	return nil
}

// WriteFile writes a file, making its folder.
func WriteFile(t testing.TB, path, content string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
}

// RSS is the process's resident memory in bytes (Linux only; 0 elsewhere).
func RSS() uint64 {
	b, err := os.ReadFile("/proc/self/statm")
	if err != nil {
		return 0
	}
	var size, resident uint64
	fmt.Sscan(string(b), &size, &resident)
	return resident * uint64(os.Getpagesize())
}

// SettledRSS collects garbage, returns freed memory to the OS, then
// reports RSS.
func SettledRSS() uint64 {
	runtime.GC()
	debug.FreeOSMemory()
	return RSS()
}

// NPMInstall installs the packages of the package.json and
// package-lock.json in src into dir (npm ci, scripts ignored). Without npm, or when the npm registry cannot be
// reached, the test is skipped, saying which; an install that fails
// otherwise fails the test. Under -short it is skipped: installing takes
// seconds to minutes.
func NPMInstall(t testing.TB, src, dir string) {
	t.Helper()
	if testing.Short() {
		t.Skip("-short: installs packages with npm")
	}
	npm, err := exec.LookPath("npm")
	if err != nil {
		t.Skip("skipped: npm is not installed")
	}
	registry := "https://registry.npmjs.org/"
	if r := os.Getenv("npm_config_registry"); r != "" {
		registry = r
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	req, _ := http.NewRequestWithContext(ctx, "GET", strings.TrimSuffix(registry, "/")+"/-/ping", nil)
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Skipf("skipped: the npm registry (%s) cannot be reached: %v", registry, err)
	}
	res.Body.Close()
	for _, name := range []string{"package.json", "package-lock.json"} {
		b, err := os.ReadFile(filepath.Join(src, name))
		if err != nil {
			t.Fatal(err)
		}
		WriteFile(t, filepath.Join(dir, name), string(b))
	}
	ctx, cancel = context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, npm, "ci", "--no-audit", "--no-fund", "--ignore-scripts", "--silent")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "npm_config_cache="+filepath.Join(os.TempDir(), "earshot-test-npm-cache"))
	if out, err := cmd.CombinedOutput(); err != nil {
		if ctx.Err() != nil {
			t.Skipf("skipped: npm ci did not finish in time (a slow registry?): %s", out)
		}
		for _, network := range []string{"ETIMEDOUT", "ENOTFOUND", "EAI_AGAIN", "ECONNRESET", "ECONNREFUSED", "ENETUNREACH"} {
			if strings.Contains(string(out), network) {
				t.Skipf("skipped: the npm registry could not be reached during npm ci (%s)", network)
			}
		}
		t.Fatalf("npm ci: %v\n%s", err, out)
	}
}

// SyncBuffer is a bytes.Buffer safe for a writer (a process, a goroutine)
// and a reader (the test) at once.
type SyncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *SyncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *SyncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}
