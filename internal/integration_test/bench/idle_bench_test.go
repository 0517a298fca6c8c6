package bench

import (
	"context"
	"encoding/json"
	"fmt"
	"path/filepath"
	"runtime"
	"runtime/metrics"
	"testing"
	"time"

	extensions "github.com/earshot/extensions"
	"github.com/earshot/extensions/api"
	"github.com/earshot/extensions/engine"
	"github.com/earshot/extensions/internal/testutil"
)

// idleWorkExtension works on the machine as many extensions do: files,
// a child process, a throw (whose stack is mapped to the source); and,
// for "objects", makes 200,000 objects and keeps one in a thousand,
// scattered through the memory the others took.
const idleWorkExtension = `import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { execFileSync, spawnSync } from "node:child_process";
export default {
  tools: [
    { name: "work", description: "files and processes", readOnly: true, inputSchema: { type: "object" },
      async execute() {
        const dir = fs.mkdtempSync(path.join(os.tmpdir(), "idle-"));
        const f = path.join(dir, "a.txt");
        fs.writeFileSync(f, "x".repeat(100000));
        const s = fs.readFileSync(f, "utf8");
        const listed = fs.readdirSync(os.tmpdir()).length;
        const out = execFileSync("sh", ["-c", "ls -la /"]).toString();
        const r = spawnSync("sh", ["-c", "echo hi"]);
        fs.rmSync(dir, { recursive: true });
        return [s.length, listed > 0, out.length > 0, String(r.stdout).trim()].join(" ");
      } },
    { name: "objects", description: "many objects, a few kept", readOnly: true, inputSchema: { type: "object" },
      execute() {
        const a = [];
        for (let i = 0; i < 200000; i++) a.push({ i, s: "x" + i });
        globalThis.kept = a.filter((_, i) => i % 1000 === 0);
        return String(a.length);
      } },
    { name: "boom", description: "throws", readOnly: true, inputSchema: { type: "object" },
      execute() { throw new Error("boom"); } },
  ],
};
`

// BenchmarkIdleAfterWork measures what an idle extension costs in the
// process's resident memory (RSS, as a person sees it: nothing forces Go to
// return memory before it is read) after its calls, as an MCP server of 20
// extensions under --memory-limit 32MiB does: each extension is evaluated
// in its first call (its tools come from the cache, its snapshot was made
// under other limits), called once with files and processes ("work", or
// "objects" too) and once throwing, then left idle for IdleAfter and a few
// seconds more. It reports the RSS growth per extension from before the
// calls (the Go memory given back then, as a freshly started server has
// it), how much of it is the instances' linear memory, and the Go heap
// live per extension. Linux only (RSS from /proc).
func BenchmarkIdleAfterWork(b *testing.B) {
	if testutil.RSS() == 0 {
		b.Skip("needs /proc/self/statm")
	}
	for _, calls := range [][]string{{"work", "boom"}, {"work", "objects", "boom"}} {
		b.Run(calls[len(calls)-2], func(b *testing.B) {
			const n = 20
			var idle, linear, heap float64
			for b.Loop() {
				config := b.TempDir()
				for i := range n {
					testutil.WriteFile(b, filepath.Join(config, "extensions", fmt.Sprintf("e%02d.ts", i)), idleWorkExtension)
				}
				opts := extensions.Options{ProjectDir: b.TempDir(), ConfigDir: config, CacheDir: b.TempDir(), Prepare: true, Log: func(api.Log) {}}
				openOrFail(b, opts).Close() // tools and snapshots in the cache, under the default limits
				opts.Limits.MemoryLimit = 32 << 20
				h := openOrFail(b, opts)
				time.Sleep(engine.IdleAfter + time.Second)
				// Before: as a server started with a warm cache is, without
				// the garbage of the first open (bundling) in this process.
				before, heapBefore := testutil.SettledRSS(), liveHeap()
				for i := range n {
					for _, tool := range calls {
						r, err := h.Call(context.Background(), fmt.Sprintf("e%02d__%s", i, tool), json.RawMessage(`{}`))
						if err != nil || r.IsError != (tool == "boom") {
							b.Fatal(tool, r, err)
						}
					}
				}
				time.Sleep(engine.IdleAfter + 3*time.Second)
				after := testutil.RSS()
				var resident uint64
				for i := range n {
					st, _ := h.Stats(fmt.Sprintf("e%02d", i))
					resident += st.MemoryResident
				}
				runtime.GC()
				idle += float64(int64(after)-int64(before)) / n
				linear += float64(resident) / n
				heap += float64(int64(liveHeap())-int64(heapBefore)) / n
				h.Close()
			}
			b.ReportMetric(idle/float64(b.N)/(1<<20), "MiB-RSS/idle-extension")
			b.ReportMetric(linear/float64(b.N)/(1<<20), "MiB-linear/idle-extension")
			b.ReportMetric(heap/float64(b.N)/(1<<20), "MiB-Go-heap/idle-extension")
		})
	}
}

// liveHeap is the Go heap the last collection found live.
func liveHeap() uint64 {
	s := []metrics.Sample{{Name: "/gc/heap/live:bytes"}}
	metrics.Read(s)
	return s[0].Value.Uint64()
}
