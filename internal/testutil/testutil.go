// Package testutil has helpers shared by the tests: the fixture extensions
// under testdata/ext, temporary projects built from them, and a wazero
// compilation cache shared by test processes so that each does not compile
// QuickJS from scratch.
package testutil

import (
	"context"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"strings"
	"testing"
	"time"
)

// Root is the module's root folder.
func Root() string {
	_, file, _, _ := runtime.Caller(0)
	return filepath.Join(filepath.Dir(file), "..", "..")
}

// Fixture is the path of a fixture extension file.
func Fixture(name string) string { return filepath.Join(Root(), "testdata", "ext", name) }

// CacheDir is a cache folder shared by test processes.
func CacheDir() string { return filepath.Join(os.TempDir(), "earshot-test-cache") }

// Project makes a temporary project whose .earshot/extensions folder holds
// copies of the named fixtures (and the helpers folder they import from).
// It returns the project folder.
func Project(t testing.TB, fixtures ...string) string {
	t.Helper()
	dir := t.TempDir()
	ext := filepath.Join(dir, ".earshot", "extensions")
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
// otherwise fails the test.
func NPMInstall(t testing.TB, src, dir string) {
	t.Helper()
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
