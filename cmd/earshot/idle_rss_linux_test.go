package main

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/earshot/extensions/internal/testutil"
)

// BenchmarkMCPServerIdleRSS measures idle memory as a person running
// earshot sees it: the resident memory (VmRSS) of an `earshot extensions
// mcp --memory-limit 32MiB` process serving 20 user extensions, each
// evaluated in its first call (a list under the default limits filled the
// cache, whose snapshots do not serve other limits), called once with file
// and process work ("work", or "objects" too) and once throwing, then left
// idle 8 s. It reports the growth per extension from the server idle after
// tools/list, before the calls.
func BenchmarkMCPServerIdleRSS(b *testing.B) {
	bin := buildEarshot(b, b.TempDir())
	src, err := os.ReadFile(testutil.Fixture("idle-work.ts"))
	if err != nil {
		b.Fatal(err)
	}
	for _, calls := range [][]string{{"work", "boom"}, {"work", "objects", "boom"}} {
		b.Run(calls[len(calls)-2], func(b *testing.B) {
			const n = 20
			var grown float64
			for b.Loop() {
				config, project := b.TempDir(), b.TempDir()
				for i := range n {
					testutil.WriteFile(b, filepath.Join(config, "extensions", fmt.Sprintf("e%02d.ts", i)), string(src))
				}
				env := append(os.Environ(), "EARSHOT_CONFIG_DIR="+config, "EARSHOT_CACHE_DIR="+b.TempDir())
				list := exec.Command(bin, "--project", project, "extensions", "list")
				list.Env = env
				if out, err := list.CombinedOutput(); err != nil {
					b.Fatalf("list: %v\n%s", err, out)
				}
				cmd := exec.Command(bin, "--project", project, "--memory-limit", "32MiB", "extensions", "mcp")
				cmd.Env = env
				ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
				client := mcp.NewClient(&mcp.Implementation{Name: "idle", Version: "1"}, nil)
				cs, err := client.Connect(ctx, &mcp.CommandTransport{Command: cmd}, nil)
				if err != nil {
					b.Fatal(err)
				}
				if _, err := cs.ListTools(ctx, nil); err != nil {
					b.Fatal(err)
				}
				time.Sleep(8 * time.Second)
				before := vmRSS(b, cmd.Process.Pid)
				for i := range n {
					for _, tool := range calls {
						r, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: fmt.Sprintf("e%02d__%s", i, tool), Arguments: map[string]any{}})
						if err != nil || r.IsError != (tool == "boom") {
							b.Fatal(tool, r, err)
						}
					}
				}
				time.Sleep(8 * time.Second)
				grown += float64(int64(vmRSS(b, cmd.Process.Pid))-int64(before)) / n
				if err := cs.Close(); err != nil {
					b.Fatal(err)
				}
				cancel()
			}
			b.ReportMetric(grown/float64(b.N)/(1<<20), "MiB-RSS/idle-extension")
		})
	}
}

// vmRSS is the resident memory of process pid, in bytes.
func vmRSS(b *testing.B, pid int) uint64 {
	status, err := os.ReadFile(filepath.Join("/proc", strconv.Itoa(pid), "status"))
	if err != nil {
		b.Fatal(err)
	}
	for line := range strings.Lines(string(status)) {
		if kb, ok := strings.CutPrefix(line, "VmRSS:"); ok {
			v, err := strconv.ParseUint(strings.TrimSuffix(strings.TrimSpace(kb), " kB"), 10, 64)
			if err != nil {
				b.Fatal(line, err)
			}
			return v << 10
		}
	}
	b.Fatal("no VmRSS in /proc/pid/status")
	return 0
}
