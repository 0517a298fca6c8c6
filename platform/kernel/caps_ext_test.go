//go:build unix

package kernel_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/earshot/extensions/internal/jstest"
)

// TestCapabilities: each narrowing holds, and cannot be got round through
// another capability.
func TestCapabilities(t *testing.T) {
	project, config := t.TempDir(), t.TempDir()
	os.WriteFile(filepath.Join(project, "in.txt"), []byte("readable"), 0o644)
	os.WriteFile(filepath.Join(config, "trust.key"), []byte(strings.Repeat("k", 32)), 0o600)
	os.Setenv("EARSHOT_TEST_SECRET", "s3cret")
	os.Setenv("EARSHOT_TEST_OK", "fine")
	t.Cleanup(func() { os.Unsetenv("EARSHOT_TEST_SECRET"); os.Unsetenv("EARSHOT_TEST_OK") })
	for _, tt := range []struct {
		name, caps, code, want string
	}{
		{"fs read only: write", `{"fs": "read"}`, `try { mods.fs.writeFileSync("x.txt", "x"); return "wrote" } catch (e) { return e.code }`, `"EACCES"`},
		{"fs read only: read", `{"fs": "read"}`, `return mods.fs.readFileSync("in.txt", "utf8")`, `"readable"`},
		{"fs none", `{"fs": false}`, `try { mods.fs.readFileSync("in.txt"); return "read" } catch (e) { return [e.code, e.message.includes("extensions.capabilities.node-runner")] }`, `["EACCES",true]`},
		{"fs paths", `{"fs": {"read": ["."], "write": ["out"]}}`, `mods.fs.mkdirSync("out", {recursive: true}); mods.fs.writeFileSync("out/a", "1"); try { mods.fs.writeFileSync("b", "1") } catch (e) { return [mods.fs.readFileSync("in.txt", "utf8"), e.code] }`, `["readable","EACCES"]`},
		{"fs through a link", `{"fs": {"read": ["."], "write": ["out"]}}`, `mods.fs.mkdirSync("out", {recursive: true}); mods.fs.symlinkSync("..", "out/up"); try { mods.fs.writeFileSync("out/up/escape.txt", "x"); return "escaped" } catch (e) { return e.code }`, `"EACCES"`},
		{"config folder", `{"exec": false}`, `try { mods.fs.readFileSync(input.config + "/trust.key"); return "read the key" } catch (e) { return e.code }`, `"EACCES"`},
		{"exec none", `{"exec": false}`, `try { mods.cp.execFileSync("true"); return "ran" } catch (e) { return e.code }`, `"ERR_EARSHOT_CAPABILITY"`},
		{"exec list", `{"exec": ["echo"]}`, `const a = String(mods.cp.execFileSync("echo", ["ok"])); try { mods.cp.execSync("echo via shell") } catch (e) { return [a, e.code] }`, `["ok\n","ERR_EARSHOT_CAPABILITY"]`},
		{"exec shell listed", `{"exec": ["sh"]}`, `return String(mods.cp.execSync("echo via shell"))`, `"via shell\n"`},
		{"env list", `{"env": ["EARSHOT_TEST_OK"]}`, `return [process.env.EARSHOT_TEST_OK, process.env.EARSHOT_TEST_SECRET, "EARSHOT_TEST_SECRET" in process.env]`, `["fine",null,false]`},
		{"env through /proc", `{"env": ["EARSHOT_TEST_OK"]}`, `try { mods.fs.readFileSync("/proc/self/environ"); return "read" } catch (e) { return e.code }`, `"EACCES"`},
		{"env through a child", `{"env": ["EARSHOT_TEST_OK", "PATH"]}`, `return String(mods.cp.execSync("echo $EARSHOT_TEST_SECRET-$EARSHOT_TEST_OK", {env: {...process.env, EARSHOT_TEST_SECRET: "passed"}}))`, `"-fine\n"`},
		{"net none", `{"net": false}`, `try { await fetch("http://127.0.0.1:1/"); return "fetched" } catch (e) { return e.message.includes("net capability") }`, `true`},
		{"net list", `{"net": ["*.example.com"]}`, `try { await fetch("http://127.0.0.1:1/"); return "fetched" } catch (e) { return e.message.includes("net capability") }`, `true`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			x := jstest.Node(t, project, jstest.Policy(t, project, config, tt.caps), 0)
			r := jstest.Run(t, x, tt.code, map[string]any{"config": config})
			if r.Output != tt.want {
				t.Fatalf("got %s, want %s", r.Output, tt.want)
			}
		})
	}
	// Without a narrowing, everything.
	x := jstest.Node(t, project, nil, 0)
	if r := jstest.Run(t, x, `return [process.env.EARSHOT_TEST_SECRET, mods.fs.readFileSync(input.config + "/trust.key", "utf8").length]`, map[string]any{"config": config}); r.Output != `["s3cret",32]` {
		t.Fatalf("all: %s", r.Output)
	}
}
