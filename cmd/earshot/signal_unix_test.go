//go:build unix

package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/earshot/extensions/internal/testutil"
)

// TestSignalsStopEverything: whichever signal ends earshot — SIGINT from
// a terminal, SIGTERM from a supervisor, SIGHUP from a closed terminal —
// the call is cancelled and what its extension started is stopped with
// it, and earshot exits.
func TestSignalsStopEverything(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: the earshot command end to end")
	}
	if _, err := exec.LookPath("sleep"); err != nil {
		t.Skip("needs sleep")
	}
	dir := t.TempDir()
	bin := buildEarshot(t, dir)
	project := t.TempDir()
	testutil.WriteFile(t, filepath.Join(project, ".earshot", "extensions", "spawner.js"), `import { spawn } from "node:child_process";
export default { tools: [{ name: "spawn", description: "starts a grandchild and waits", inputSchema: { type: "object" },
  execute: () => { spawn("sh", ["-c", "sleep 300 & echo $! > grandchild.pid; wait"]); return new Promise(() => {}); } }] };`)
	env := append(os.Environ(), "EARSHOT_CONFIG_DIR="+filepath.Join(dir, "config"), "EARSHOT_CACHE_DIR="+testutil.CacheDir())
	trust := exec.Command(bin, "--project", project, "extensions", "trust", "spawner")
	trust.Env = env
	if out, err := trust.CombinedOutput(); err != nil {
		t.Fatalf("trust: %v\n%s", err, out)
	}
	for _, sig := range []syscall.Signal{syscall.SIGINT, syscall.SIGTERM, syscall.SIGHUP} {
		t.Run(sig.String(), func(t *testing.T) {
			pidFile := filepath.Join(project, "grandchild.pid")
			os.Remove(pidFile)
			cmd := exec.Command(bin, "--project", project, "--call-timeout", "5m", "extensions", "call", "--yes", "spawner__spawn")
			cmd.Dir, cmd.Env = project, env
			var out testutil.SyncBuffer
			cmd.Stdout, cmd.Stderr = &out, &out
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			defer cmd.Process.Kill()
			pid := 0
			for deadline := time.Now().Add(30 * time.Second); pid == 0; time.Sleep(20 * time.Millisecond) {
				if time.Now().After(deadline) {
					t.Fatalf("the grandchild never started:\n%s", out.String())
				}
				if b, err := os.ReadFile(pidFile); err == nil && strings.HasSuffix(string(b), "\n") {
					pid, _ = strconv.Atoi(strings.TrimSpace(string(b)))
				}
			}
			if err := cmd.Process.Signal(sig); err != nil {
				t.Fatal(err)
			}
			done := make(chan error, 1)
			go func() { done <- cmd.Wait() }()
			select {
			case <-done:
				if code := cmd.ProcessState.ExitCode(); code != 130 {
					t.Errorf("earshot exited %d after %v, want 130 (interrupted):\n%s", code, sig, out.String())
				}
			case <-time.After(15 * time.Second):
				t.Fatalf("earshot did not exit after %v:\n%s", sig, out.String())
			}
			for range 500 {
				if !processAlive(pid) {
					return
				}
				time.Sleep(10 * time.Millisecond)
			}
			syscall.Kill(pid, syscall.SIGKILL)
			t.Fatalf("the grandchild (%d) outlived earshot's %v", pid, sig)
		})
	}
}

// TestInterruptedColdCallExits130: Ctrl-C (a real SIGINT) while a call is
// still starting — its extension bundled and evaluated for the first
// time — ends earshot with the interrupted status, 130, not the usage
// error's 2, and says so.
func TestInterruptedColdCallExits130(t *testing.T) {
	dir := t.TempDir()
	bin := buildEarshot(t, dir)
	project := t.TempDir()
	testutil.WriteFile(t, filepath.Join(project, ".earshot", "extensions", "slow.js"), `console.log("evaluating");
for (;;) {}
export default { tools: [] };`)
	env := append(os.Environ(), "EARSHOT_CONFIG_DIR="+filepath.Join(dir, "config"), "EARSHOT_CACHE_DIR="+filepath.Join(dir, "cache"))
	trust := exec.Command(bin, "--project", project, "extensions", "trust", "slow")
	trust.Env = env
	if out, err := trust.CombinedOutput(); err != nil {
		t.Fatalf("trust: %v\n%s", err, out)
	}
	cmd := exec.Command(bin, "--project", project, "--load-timeout", "5m", "extensions", "call", "slow__x")
	cmd.Dir, cmd.Env = project, env
	var out testutil.SyncBuffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill()
	for deadline := time.Now().Add(60 * time.Second); !strings.Contains(out.String(), "[slow] evaluating"); time.Sleep(20 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("the module never started evaluating:\n%s", out.String())
		}
	}
	if err := cmd.Process.Signal(syscall.SIGINT); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case <-done:
	case <-time.After(30 * time.Second):
		t.Fatalf("earshot did not exit after SIGINT:\n%s", out.String())
	}
	if code := cmd.ProcessState.ExitCode(); code != 130 || !strings.Contains(out.String(), "earshot: interrupted") {
		t.Fatalf("exit status %d after SIGINT during a cold call, want 130 and \"interrupted\":\n%s", code, out.String())
	}
}
