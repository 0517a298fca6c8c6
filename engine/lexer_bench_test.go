package engine_test

import (
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"github.com/earshot/extensions/api"
	"github.com/earshot/extensions/engine"
	"github.com/earshot/extensions/internal/testutil"
	"github.com/earshot/extensions/loader"
)

// lexerExtension loads testdata/bench/lexer.js as an extension whose tool
// "lex" runs it over {kb} kilobytes.
func lexerExtension(t testing.TB) *engine.Extension {
	t.Helper()
	dir := t.TempDir()
	b, err := os.ReadFile("testdata/bench/lexer.js")
	if err != nil {
		t.Fatal(err)
	}
	testutil.WriteFile(t, filepath.Join(dir, "lexer.js"), string(b))
	testutil.WriteFile(t, filepath.Join(dir, "lex.js"), `import { run } from "./lexer.js";
export default { tools: [{ name: "lex", description: "lexes", readOnly: true,
  inputSchema: { type: "object", properties: { kb: { type: "number" } } },
  execute: ({ kb }) => JSON.stringify(run(kb)) }] };`)
	f := loader.File{Name: "lex", Scope: api.ScopeProject, Path: filepath.Join(dir, "lex.js"), Dir: dir}
	bundle, err := loader.BundleFile(context.Background(), f)
	if err != nil {
		t.Fatal(err)
	}
	cfg := config(t)
	cfg.Limits.CallTimeout = 2 * time.Minute
	x, err := engine.Load(context.Background(), cfg, engine.Source{Name: "lex", File: "lex.js", Code: bundle.Code, SourceMap: bundle.SourceMap})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { x.Close() })
	return x
}

type lexRun struct {
	Tokens int     `json:"tokens"`
	Ms     float64 `json:"ms"`
}

func lex(t testing.TB, x *engine.Extension, kb int) lexRun {
	t.Helper()
	in, _ := json.Marshal(map[string]int{"kb": kb})
	r, err := x.Call(context.Background(), "lex", in)
	if err != nil || r.IsError {
		t.Fatalf("%v %s", err, r.Output)
	}
	var out lexRun
	json.Unmarshal([]byte(r.Output), &out)
	return out
}

// TestAnchoredRegexIsLinear: lexing twice the input takes about twice the
// time, not four times — checked by the count of tokens (the answer) and,
// for the time, only against a bound a quadratic engine misses by far
// (150 kB took more than 60 s before; it takes tens of milliseconds).
func TestAnchoredRegexIsLinear(t *testing.T) {
	x := lexerExtension(t)
	small, big := lex(t, x, 50), lex(t, x, 150)
	if small.Tokens == 0 || big.Tokens < 2*small.Tokens {
		t.Fatalf("tokens: %d and %d", small.Tokens, big.Tokens)
	}
	if big.Ms > 20000 {
		t.Fatalf("150 kB took %.0f ms", big.Ms)
	}
}

// BenchmarkAnchoredLexer lexes 150 kB of Markdown with anchored rules (as
// marked does) in QuickJS and, when node is installed, in Node in the same
// run, and reports both and their ratio (target: within 5× of Node).
func BenchmarkAnchoredLexer(b *testing.B) {
	x := lexerExtension(b)
	lex(b, x, 150) // warm
	var ms float64
	for range b.N {
		ms += lex(b, x, 150).Ms
	}
	ms /= float64(b.N)
	b.ReportMetric(ms, "ms/150kB")
	node, err := exec.LookPath("node")
	if err != nil {
		return
	}
	abs, _ := filepath.Abs("testdata/bench/lexer.js")
	script := `import { run } from ` + strconvQuote(abs) + `; run(150); let t = 0; for (let i = 0; i < 5; i++) t += run(150).ms; console.log(t / 5);`
	out, err := exec.Command(node, "--input-type=module", "-e", script).Output()
	if err != nil {
		b.Fatalf("node: %v", err)
	}
	var nodeMs float64
	json.Unmarshal(out, &nodeMs)
	b.ReportMetric(nodeMs, "node-ms/150kB")
	b.ReportMetric(ms/nodeMs, "x-node")
}

func strconvQuote(s string) string { b, _ := json.Marshal(s); return string(b) }
