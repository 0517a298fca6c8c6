package loader_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/earshot/extensions/loader"
)

func git(t *testing.T, dir string, args ...string) {
	t.Helper()
	cmd := exec.Command("git", append([]string{"-c", "user.email=a@b", "-c", "user.name=n"}, args...)...)
	cmd.Dir = dir
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("git %v: %v\n%s", args, err, out)
	}
}

// TestTrackedByGit reads the index of each version git writes, with paths
// that sort before and after the one asked about, long paths and entries
// with extended flags.
func TestTrackedByGit(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("needs git to make the repositories")
	}
	for _, version := range []string{"2", "3", "4"} {
		t.Run("v"+version, func(t *testing.T) {
			dir := t.TempDir()
			git(t, dir, "init", "-q")
			files := []string{
				".earshot/settings.json", ".earshot/settings.local.jsom", ".earshot/settings.local.jsonx",
				"a.txt", "z/" + strings.Repeat("long/", 790) + "f", ".earshot/extensions/x.ts",
			}
			for _, f := range files {
				p := filepath.Join(dir, f)
				os.MkdirAll(filepath.Dir(p), 0o755)
				os.WriteFile(p, []byte(f), 0o644)
			}
			settings := filepath.Join(dir, ".earshot", "settings.local.json")
			os.WriteFile(settings, []byte("{}"), 0o644)
			git(t, dir, "add", "a.txt", "z", ".earshot/settings.json", ".earshot/settings.local.jsom", ".earshot/settings.local.jsonx")
			git(t, dir, "update-index", "--index-version", version)
			if loader.TrackedByGit(settings) {
				t.Fatal("untracked file reported tracked")
			}
			git(t, dir, "add", ".earshot/settings.local.json", ".earshot/extensions/x.ts")
			if version == "3" {
				git(t, dir, "update-index", "--skip-worktree", "a.txt") // an extended flag
			}
			git(t, dir, "update-index", "--index-version", version)
			if !loader.TrackedByGit(settings) {
				t.Fatal("tracked file not reported")
			}
			for _, f := range files {
				if !strings.Contains(f, "settings.local.json") && !loader.TrackedByGit(filepath.Join(dir, f)) {
					t.Errorf("%.40s not reported", f)
				}
			}
			if loader.TrackedByGit(filepath.Join(dir, "nope")) || loader.TrackedByGit(filepath.Join(dir, ".earshot")) {
				t.Error("a path with no entry reported")
			}
		})
	}
}

// TestTrackedByGitRunsNothing: the repository's configuration names
// programs (core.fsmonitor); none runs.
func TestTrackedByGitRunsNothing(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("needs git to make the repository")
	}
	dir := t.TempDir()
	git(t, dir, "init", "-q")
	settings := filepath.Join(dir, ".earshot", "settings.local.json")
	os.MkdirAll(filepath.Dir(settings), 0o755)
	os.WriteFile(settings, []byte("{}"), 0o644)
	git(t, dir, "add", ".earshot/settings.local.json")
	pwned := filepath.Join(t.TempDir(), "pwned")
	hook := filepath.Join(dir, "hook.sh")
	os.WriteFile(hook, []byte("#!/bin/sh\ntouch "+pwned+"\n"), 0o755)
	git(t, dir, "config", "core.fsmonitor", hook)
	git(t, dir, "config", "core.hooksPath", dir)
	if !loader.TrackedByGit(settings) {
		t.Fatal("not reported")
	}
	if _, err := os.Stat(pwned); err == nil {
		t.Fatal("the repository's core.fsmonitor ran")
	}
}

// TestTrackedByGitWorktree: a .git file pointing to the git folder.
func TestTrackedByGitWorktree(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("needs git to make the repository")
	}
	main, wt := t.TempDir(), filepath.Join(t.TempDir(), "wt")
	git(t, main, "init", "-q")
	os.MkdirAll(filepath.Join(main, ".earshot"), 0o755)
	os.WriteFile(filepath.Join(main, ".earshot", "settings.local.json"), []byte("{}"), 0o644)
	git(t, main, "add", ".")
	git(t, main, "commit", "-q", "-m", "x")
	git(t, main, "worktree", "add", "-q", wt)
	if !loader.TrackedByGit(filepath.Join(wt, ".earshot", "settings.local.json")) {
		t.Fatal("not reported in the worktree")
	}
}

// TestTrackedByGitDamagedIndex: garbage, a truncated index or a FIFO in its
// place is "not tracked", quickly.
func TestTrackedByGitDamagedIndex(t *testing.T) {
	for name, content := range map[string]string{
		"garbage":    "not an index",
		"truncated":  "DIRC\x00\x00\x00\x02\x00\x00\x00\x05" + strings.Repeat("\x00", 30),
		"version 9":  "DIRC\x00\x00\x00\x09\x00\x00\x00\x01",
		"huge count": "DIRC\x00\x00\x00\x02\xff\xff\xff\xff",
	} {
		dir := t.TempDir()
		os.MkdirAll(filepath.Join(dir, ".git"), 0o755)
		os.WriteFile(filepath.Join(dir, ".git", "index"), []byte(content), 0o644)
		if loader.TrackedByGit(filepath.Join(dir, "x")) {
			t.Errorf("%s: reported tracked", name)
		}
	}
}
