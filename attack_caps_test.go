//go:build unix

package extensions_test

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	extensions "github.com/earshot/extensions"
	"github.com/earshot/extensions/api"
	"github.com/earshot/extensions/internal/hosttest"
	"github.com/earshot/extensions/internal/testutil"
)

// Attacks by a narrowed extension on its own narrowing: a user who narrows
// an extension is told what it cannot do, and it must not be able to make
// itself un-narrowed — through a link it makes, by moving earshot's
// folders, by rewriting code that another (or a later) extension runs, by
// naming a file of its own like a program it may run. Each class is a
// test; the checks themselves, table by table, are platform/caps_test.go.

// capsEnv is a home folder with earshot's config folder where it usually
// is (~/.config/earshot), a project, and a user extension "node-runner"
// whose tool runs the code it is given with Node's built-ins at hand
// (mods.fs, mods.cp, ...), narrowed by the capabilities given.
type capsEnv struct {
	home, config, project string
	opts                  extensions.Options
	h                     *extensions.Host
}

func newCapsEnv(t *testing.T, caps string, limits api.Limits) *capsEnv {
	t.Helper()
	root, err := filepath.EvalSymlinks(t.TempDir())
	must(t, err)
	e := &capsEnv{home: filepath.Join(root, "home"), project: filepath.Join(root, "project")}
	e.config = filepath.Join(e.home, ".config", "earshot")
	must(t, os.MkdirAll(e.project, 0o755))
	testutil.CopyFixtures(t, filepath.Join(e.config, "extensions"), "node-runner.js")
	must(t, os.WriteFile(filepath.Join(e.config, "trust.key"), []byte(strings.Repeat("k", 32)), 0o600))
	settings := `{"extensions": {"capabilities": {"node-runner": ` + caps + `}}}`
	must(t, os.WriteFile(filepath.Join(e.config, "settings.json"), []byte(settings), 0o600))
	e.opts = extensions.Options{Runtime: hosttest.Runtime(), ProjectDir: e.project, ConfigDir: e.config, CacheDir: testutil.CacheDir(), Limits: limits, Pages: testutil.Pages()}
	e.h = e.open(t)
	return e
}

func (e *capsEnv) open(t *testing.T) *extensions.Host {
	t.Helper()
	h, err := extensions.Open(context.Background(), e.opts)
	must(t, err)
	t.Cleanup(func() { h.Close() })
	return h
}

// run runs code in the narrowed extension and returns what it returned
// (JSON), or the error result's text.
func (e *capsEnv) run(t *testing.T, code string) (string, bool) {
	t.Helper()
	in, _ := json.Marshal(map[string]any{"code": code, "home": e.home, "config": e.config, "project": e.project})
	r, err := e.h.Call(context.Background(), "node-runner__run", in)
	if err != nil {
		t.Fatal(err)
	}
	return r.Output, r.IsError
}

// want runs code and fails unless it returned want.
func (e *capsEnv) want(t *testing.T, code, want string) {
	t.Helper()
	if got, isErr := e.run(t, code); isErr || got != want {
		t.Fatalf("got %s (error %v), want %s", got, isErr, want)
	}
}

func exists(p string) bool {
	_, err := os.Lstat(p)
	return err == nil
}

// TestNarrowedCannotWriteThroughItsOwnLinks: a link the extension makes to
// a place that does not exist yet leads its write nowhere — not to a new
// user extension that would load without its narrowing.
func TestNarrowedCannotWriteThroughItsOwnLinks(t *testing.T) {
	e := newCapsEnv(t, `{"fs": {"read": ["."], "write": ["out"]}}`, api.Limits{})
	evil := filepath.Join(e.config, "extensions", "evil.js")
	for _, code := range []string{
		`mods.fs.mkdirSync("out", {recursive: true}); mods.fs.symlinkSync(input.config + "/extensions/evil.js", "out/x");
		 try { mods.fs.writeFileSync("out/x", "export default {tools: []}"); return "wrote" } catch (e) { return e.code }`,
		// Through a chain of links, each dangling.
		`mods.fs.symlinkSync("y", "out/w"); mods.fs.symlinkSync(input.config + "/extensions/evil.js", "out/y");
		 try { mods.fs.appendFileSync("out/w", "x"); return "wrote" } catch (e) { return e.code }`,
		// A link to a folder, then a new file in it.
		`mods.fs.symlinkSync(input.config + "/extensions", "out/dir");
		 try { mods.fs.writeFileSync("out/dir/evil.js", "x"); return "wrote" } catch (e) { return e.code }`,
		// Through a relative link climbing out.
		`mods.fs.symlinkSync("../../home/.config/earshot/extensions/evil.js", "out/rel");
		 try { const fd = mods.fs.openSync("out/rel", "w"); mods.fs.closeSync(fd); return "opened" } catch (e) { return e.code }`,
		// Copying onto one.
		`mods.fs.writeFileSync("out/src.txt", "x"); mods.fs.symlinkSync(input.config + "/extensions/evil.js", "out/dst");
		 try { mods.fs.copyFileSync("out/src.txt", "out/dst"); return "copied" } catch (e) { return e.code }`,
		`try { mods.fs.mkdirSync("out/dir/sub"); return "made" } catch (e) { return e.code }`,
	} {
		e.want(t, code, `"EACCES"`)
		if exists(evil) || exists(filepath.Join(e.config, "extensions", "sub")) {
			t.Fatalf("%s: wrote into the config folder", code)
		}
	}
	// The links themselves are the extension's to remove.
	e.want(t, `mods.fs.unlinkSync("out/x"); mods.fs.rmSync("out/dir"); return mods.fs.readdirSync("out").length`, `5`)
}

// TestNarrowedCannotMoveEarshotsFolders: renaming or removing an ancestor
// of the config folder would let it take the trust key and rewrite the
// settings out of earshot's sight; copying one would copy them out.
func TestNarrowedCannotMoveEarshotsFolders(t *testing.T) {
	e := newCapsEnv(t, `{"exec": false}`, api.Limits{})
	must(t, os.MkdirAll(filepath.Join(e.project, "out"), 0o755))
	for _, tt := range []struct{ name, code, want string }{
		{"rename ~/.config", `try { mods.fs.renameSync(input.home + "/.config", input.home + "/moved"); return "moved" } catch (e) { return e.code }`, `"EACCES"`},
		{"rename home", `try { mods.fs.renameSync(input.home, input.project + "/out/home"); return "moved" } catch (e) { return e.code }`, `"EACCES"`},
		{"rename onto", `mods.fs.mkdirSync("out/empty"); try { mods.fs.renameSync("out/empty", input.config); return "moved" } catch (e) { return e.code }`, `"EACCES"`},
		{"rm -r ~/.config", `try { mods.fs.rmSync(input.home + "/.config", {recursive: true, force: true}); return "removed" } catch (e) { return e.code }`, `"EACCES"`},
		{"rmdir -r", `try { mods.fs.rmdirSync(input.home, {recursive: true}); return "removed" } catch (e) { return e.code }`, `"EACCES"`},
		{"promises.rm", `try { await mods.fsp.rm(input.home + "/.config", {recursive: true}); return "removed" } catch (e) { return e.code }`, `"EACCES"`},
		{"cp -r home", `try { mods.fs.cpSync(input.home, "out/copy", {recursive: true}); return "copied" } catch (e) { return e.code }`, `"EACCES"`},
		{"chmod ~/.config", `try { mods.fs.chmodSync(input.home + "/.config", 0); return "changed" } catch (e) { return e.code }`, `"EACCES"`},
		{"readdir -r home", `try { return mods.fs.readdirSync(input.home, {recursive: true}).length } catch (e) { return e.code }`, `"EACCES"`},
		{"read the key", `try { return mods.fs.readFileSync(input.config + "/trust.key", "utf8") } catch (e) { return e.code }`, `"EACCES"`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			e.want(t, tt.code, tt.want)
			for _, f := range []string{"trust.key", "settings.json", "extensions/node-runner.js"} {
				if !exists(filepath.Join(e.config, f)) {
					t.Fatalf("%s is gone", f)
				}
			}
			if exists(filepath.Join(e.project, "out", "copy", ".config", "earshot", "trust.key")) {
				t.Fatal("the trust key was copied out")
			}
		})
	}
	// What is beside earshot's folders stays the extension's.
	must(t, os.WriteFile(filepath.Join(e.home, ".config", "other.conf"), []byte("x"), 0o644))
	e.want(t, `mods.fs.renameSync(input.home + "/.config/other.conf", input.home + "/.config/other2.conf"); return mods.fs.existsSync(input.home + "/.config/other2.conf")`, `true`)
}

// TestNarrowedCannotRewriteCode: an extension narrowed but allowed to
// write the project cannot rewrite another extension, a package an
// extension is made of, or earshot's settings in the project — each would
// run its code, or lift its narrowing, at the next start.
func TestNarrowedCannotRewriteCode(t *testing.T) {
	e := newCapsEnv(t, `{"exec": false, "fs": {"read": ["/"], "write": ["."]}}`, api.Limits{})
	// A trusted project extension made of a package in the project's
	// node_modules.
	must(t, os.MkdirAll(filepath.Join(e.project, "node_modules", "helper"), 0o755))
	must(t, os.WriteFile(filepath.Join(e.project, "node_modules", "helper", "package.json"), []byte(`{"name": "helper", "main": "index.js"}`), 0o644))
	must(t, os.WriteFile(filepath.Join(e.project, "node_modules", "helper", "index.js"), []byte(`export const who = "helper";`), 0o644))
	must(t, os.MkdirAll(filepath.Join(e.project, ".earshot", "extensions"), 0o755))
	must(t, os.WriteFile(filepath.Join(e.project, ".earshot", "extensions", "other.js"), []byte(`import { who } from "helper";
export default { tools: [{ name: "who", description: "who", inputSchema: { type: "object" }, readOnly: true, execute: () => who }] };`), 0o644))
	must(t, extensions.Trust(e.opts, "other"))
	reload(t, e.h)
	if r, err := e.h.Call(context.Background(), "other__who", json.RawMessage(`{}`)); err != nil || r.Output != "helper" {
		t.Fatalf("other: %+v %v", r, err)
	}
	for _, code := range []string{
		`try { mods.fs.writeFileSync(".earshot/extensions/other.js", "x"); return "wrote" } catch (e) { return e.code }`,
		`try { mods.fs.writeFileSync(".earshot/extensions/new.js", "x"); return "wrote" } catch (e) { return e.code }`,
		`try { mods.fs.writeFileSync(".earshot/settings.json", "{}"); return "wrote" } catch (e) { return e.code }`,
		`try { mods.fs.writeFileSync(".earshot/settings.local.json", "{}"); return "wrote" } catch (e) { return e.code }`,
		`try { mods.fs.writeFileSync("node_modules/helper/index.js", "export const who = 'me'"); return "wrote" } catch (e) { return e.code }`,
		`try { mods.fs.renameSync("node_modules", "nm"); return "moved" } catch (e) { return e.code }`,
		`try { mods.fs.renameSync(".earshot", "e"); return "moved" } catch (e) { return e.code }`,
		`try { mods.fs.rmSync(".earshot", {recursive: true}); return "removed" } catch (e) { return e.code }`,
		`try { mods.fs.unlinkSync(".earshot/extensions/other.js"); return "removed" } catch (e) { return e.code }`,
		`mods.fs.writeFileSync("evil.js", "x"); try { mods.fs.renameSync("evil.js", ".earshot/extensions/other.js"); return "moved" } catch (e) { return e.code }`,
	} {
		e.want(t, code, `"EACCES"`)
	}
	reload(t, e.h)
	if r, err := e.h.Call(context.Background(), "other__who", json.RawMessage(`{}`)); err != nil || r.Output != "helper" {
		t.Fatalf("other after the attacks: %+v %v", r, err)
	}
	// The rest of the project is its to write.
	e.want(t, `mods.fs.writeFileSync("notes.txt", "x"); return mods.fs.readFileSync("notes.txt", "utf8")`, `"x"`)
}

// TestNarrowedCannotWriteThroughAHardLink: a hard link is the same file
// under another name; making one needs the right to write that file.
func TestNarrowedCannotWriteThroughAHardLink(t *testing.T) {
	e := newCapsEnv(t, `{"fs": {"read": ["."], "write": ["out"]}}`, api.Limits{})
	must(t, os.WriteFile(filepath.Join(e.project, "readonly.txt"), []byte("original"), 0o644))
	e.want(t, `mods.fs.mkdirSync("out"); try { mods.fs.linkSync("readonly.txt", "out/l"); mods.fs.writeFileSync("out/l", "changed"); return "wrote" } catch (e) { return e.code }`, `"EACCES"`)
	if b, _ := os.ReadFile(filepath.Join(e.project, "readonly.txt")); string(b) != "original" {
		t.Fatalf("readonly.txt: %q", b)
	}
	e.want(t, `mods.fs.writeFileSync("out/a", "1"); mods.fs.linkSync("out/a", "out/b"); return mods.fs.readFileSync("out/b", "utf8")`, `"1"`)
}

// TestAProgramNameMeansTheUsersProgram: exec ["true"] lets it run the
// user's true, not a file of its own named true — by path, through a PATH
// it gives its child, or as the shell — nor true with a loader variable
// that runs its code inside it.
func TestAProgramNameMeansTheUsersProgram(t *testing.T) {
	if _, err := exec.LookPath("true"); err != nil {
		t.Skip("needs true on PATH")
	}
	e := newCapsEnv(t, `{"exec": ["true"], "fs": {"read": ["/"], "write": ["out"]}}`, api.Limits{})
	marker := filepath.Join(e.project, "out", "ran")
	e.want(t, `mods.fs.mkdirSync("out"); mods.fs.writeFileSync("out/true", "#!/bin/sh\ntouch "+input.project+"/out/ran\n", {mode: 0o755}); return "ok"`, `"ok"`)
	for _, tt := range []struct{ name, code string }{
		{"absolute path", `mods.cp.execFileSync(input.project + "/out/true")`},
		{"relative path", `mods.cp.execFileSync("./out/true")`},
		{"as the shell", `mods.cp.execSync("x", {shell: "./out/true"})`},
		{"spawn", `await new Promise((res, rej) => { const c = mods.cp.spawn("./out/true"); c.on("error", rej); c.on("close", res); })`},
		{"LD_PRELOAD", `mods.cp.execFileSync("true", [], {env: {...process.env, LD_PRELOAD: input.project + "/out/evil.so"}})`},
		{"GCONV_PATH", `mods.cp.execFileSync("true", [], {env: {...process.env, GCONV_PATH: input.project + "/out"}})`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			out, isErr := e.run(t, tt.code+`; return "ran"`)
			if !isErr || !strings.Contains(out, "ERR_EARSHOT_CAPABILITY") && !strings.Contains(out, "is not allowed") {
				t.Fatalf("got %s (error %v)", out, isErr)
			}
			if exists(marker) {
				t.Fatal("its own program ran")
			}
		})
	}
	// The user's true runs, by name or by its path; a PATH the extension
	// gives its child does not change which.
	e.want(t, `mods.cp.execFileSync("true"); mods.cp.spawnSync("true"); return "ran"`, `"ran"`)
	e.want(t, `mods.cp.execFileSync("true", [], {env: {...process.env, PATH: input.project + "/out"}}); return "ran"`, `"ran"`)
	if exists(marker) {
		t.Fatal("its own program ran through PATH")
	}
	truePath, _ := exec.LookPath("true")
	e.want(t, `mods.cp.execFileSync(`+jsString(truePath)+`); return "ran"`, `"ran"`)
	// The listed program's file is not the extension's to write.
	if out, _ := e.run(t, `try { mods.fs.writeFileSync(`+jsString(truePath)+`, "x"); return "wrote" } catch (e) { return e.code }`); out != `"EACCES"` {
		t.Fatalf("writing the listed program: %s", out)
	}
}

// TestAListedScriptRunsAsWritten: exec ["./scripts/lint.sh"] runs the
// script as its author wrote it: the variables that make its shell run
// other code first (BASH_ENV, ENV, functions bash imports, tracing with a
// prompt that runs commands) keep the user's values, and a PATH given to
// the child does not change which bash its "#!/usr/bin/env bash" runs.
func TestAListedScriptRunsAsWritten(t *testing.T) {
	if _, err := exec.LookPath("bash"); err != nil {
		t.Skip("needs bash on PATH")
	}
	e := newCapsEnv(t, `{"exec": ["./scripts/lint.sh"], "fs": {"read": ["/"], "write": ["out"]}}`, api.Limits{})
	must(t, os.MkdirAll(filepath.Join(e.project, "scripts"), 0o755))
	must(t, os.WriteFile(filepath.Join(e.project, "scripts", "lint.sh"), []byte("#!/usr/bin/env bash\necho lint ok\n"), 0o755))
	marker := filepath.Join(e.project, "out", "ran")
	evil := "#!/bin/sh\ntouch " + marker + "\necho evil\n"
	e.want(t, `mods.fs.mkdirSync("out"); mods.fs.writeFileSync("out/evil.sh", `+jsString(evil)+`, {mode: 0o755});
		mods.fs.writeFileSync("out/bash", `+jsString(evil)+`, {mode: 0o755}); return "ok"`, `"ok"`)
	for name, env := range map[string]string{
		"BASH_ENV":      `BASH_ENV: input.project + "/out/evil.sh"`,
		"ENV":           `ENV: input.project + "/out/evil.sh"`,
		"exported func": `"BASH_FUNC_echo%%": "() { touch ` + marker + `; }"`,
		"xtrace prompt": `SHELLOPTS: "xtrace", PS4: "$(touch ` + marker + `)"`,
	} {
		t.Run(name, func(t *testing.T) {
			out, isErr := e.run(t, `return String(mods.cp.execFileSync("./scripts/lint.sh", [], {env: {...process.env, `+env+`}}))`)
			if !isErr || !strings.Contains(out, "keep the user's values) is not allowed") {
				t.Fatalf("got %s (error %v)", out, isErr)
			}
			if exists(marker) {
				t.Fatal("its own code ran inside the listed script")
			}
		})
	}
	// Keys the child sees as another name ("BASH_ENV=$(...)" reaches it as
	// BASH_ENV, the rest its value, which bash expands), or that NUL cuts.
	must(t, os.WriteFile(filepath.Join(e.project, "out", "evil.sh=x"), []byte(evil), 0o755))
	for name, env := range map[string]string{
		"BASH_ENV= command": `"BASH_ENV=$(touch ` + marker + `)": "x"`,
		"BASH_ENV= file":    `["BASH_ENV=" + input.project + "/out/evil.sh"]: "x"`,
		"ENV= file":         `["ENV=" + input.project + "/out/evil.sh"]: "x"`,
		"func=":             `"BASH_FUNC_echo%%=() { touch ` + marker + `; }": ""`,
		"SHELLOPTS=":        `"SHELLOPTS=xtrace": "", "PS4=$(touch ` + marker + `)": ""`,
		"=BASH_ENV":         `["=BASH_ENV"]: input.project + "/out/evil.sh"`,
		"PATH=":             `["PATH=" + input.project + "/out:" + process.env.PATH]: "x"`,
	} {
		t.Run(name, func(t *testing.T) {
			out, isErr := e.run(t, `return String(mods.cp.execFileSync("./scripts/lint.sh", [], {env: {PATH: process.env.PATH, `+env+`}}))`)
			if !isErr || !strings.Contains(out, "as a variable's name") || !strings.Contains(out, "is not allowed") {
				t.Fatalf("got %s (error %v)", out, isErr)
			}
			if exists(marker) {
				t.Fatal("its own code ran inside the listed script")
			}
		})
	}
	for name, env := range map[string]string{
		"NUL in a name":  `"BASH_ENV\0": input.project + "/out/evil.sh"`,
		"NUL in a value": `BASH_ENV: input.project + "/out/evil.sh\0"`,
	} {
		t.Run(name, func(t *testing.T) {
			out, isErr := e.run(t, `return String(mods.cp.execFileSync("./scripts/lint.sh", [], {env: {PATH: process.env.PATH, `+env+`}}))`)
			if !isErr || !strings.Contains(out, "without null bytes") {
				t.Fatalf("got %s (error %v)", out, isErr)
			}
		})
	}
	// A PATH whose first folder holds its own bash: the user's bash runs.
	e.want(t, `return String(mods.cp.execFileSync("./scripts/lint.sh", [], {env: {...process.env, PATH: input.project + "/out:" + process.env.PATH}}))`, `"lint ok\n"`)
	e.want(t, `return String(mods.cp.execFileSync("./scripts/lint.sh"))`, `"lint ok\n"`)
	if exists(marker) {
		t.Fatal("its own bash ran the listed script")
	}
}

// TestNarrowedCannotMoveItsChildOut: its children are stopped through the
// cgroup earshot makes for them, so a narrowed extension — even one that
// may write every file — may not write a cgroup's files: not its child's
// pid into an outer cgroup.procs (the child would outlive its call), not a
// new cgroup. (What an unnarrowed extension can do is security.md §9's.)
func TestNarrowedCannotMoveItsChildOut(t *testing.T) {
	mount := ""
	for _, m := range []string{"/sys/fs/cgroup", "/sys/fs/cgroup/unified"} {
		if _, err := os.Stat(filepath.Join(m, "cgroup.procs")); err == nil {
			mount = m
			break
		}
	}
	if mount == "" {
		t.Skip("no cgroup v2 hierarchy where expected")
	}
	if _, err := exec.LookPath("sleep"); err != nil {
		t.Skip("needs sleep")
	}
	e := newCapsEnv(t, `{"fs": {"read": ["/"], "write": ["/"]}, "net": false}`, api.Limits{})
	made := filepath.Join(mount, "earshot-escape-"+fmt.Sprint(os.Getpid()))
	t.Cleanup(func() { os.Remove(made) })
	out, isErr := e.run(t, `const c = mods.cp.spawn("sleep", ["300"]); await new Promise((r) => c.on("spawn", r)); const out = [];
		for (const f of [() => mods.fs.writeFileSync(`+jsString(filepath.Join(mount, "cgroup.procs"))+`, String(c.pid)), () => mods.fs.mkdirSync(`+jsString(made)+`),
			() => mods.fs.appendFileSync(`+jsString(filepath.Join(mount, "cgroup.procs"))+`, String(c.pid))]) {
			try { f(); out.push("wrote") } catch (e) { out.push(e.code + ": " + e.message) }
		}
		c.kill("SIGKILL"); return out`)
	if isErr {
		t.Fatal(out)
	}
	var got []string
	json.Unmarshal([]byte(out), &got)
	if len(got) != 3 {
		t.Fatal(out)
	}
	for _, g := range got {
		if !strings.HasPrefix(g, "EACCES") || !strings.Contains(g, "a cgroup's file") {
			t.Errorf("%s", g)
		}
	}
	if exists(made) {
		t.Error("it made a cgroup")
	}
}

func jsString(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

// TestEnvNarrowedLeavesNothingOfTheEnvironment: with env narrowed, what
// Node reads from the environment (os.tmpdir, the default locale and time
// zone) comes from the variables named only, and os.userInfo is the
// account's, as Node's is; with net narrowed, no network interfaces.
func TestEnvNarrowedLeavesNothingOfTheEnvironment(t *testing.T) {
	t.TempDir() // made before TMPDIR changes: the test's later ones go beside it
	t.Setenv("TMPDIR", "/secret/tmp-dir")
	t.Setenv("SHELL", "/secret/shell")
	t.Setenv("LANG", "de_DE.UTF-8")
	t.Setenv("LC_ALL", "")
	t.Setenv("TZ", "Pacific/Chatham")
	code := `return [mods.os.tmpdir(), mods.os.userInfo().shell, Intl.DateTimeFormat().resolvedOptions().locale,
		Intl.DateTimeFormat().resolvedOptions().timeZone, new Date(2020, 0, 1).getTimezoneOffset(), Object.keys(mods.os.networkInterfaces()).length]`
	narrowed := newCapsEnv(t, `{"env": ["HOME"], "net": false}`, api.Limits{})
	out, isErr := narrowed.run(t, code)
	var got []any
	if isErr || json.Unmarshal([]byte(out), &got) != nil || len(got) != 6 {
		t.Fatalf("%s", out)
	}
	if strings.Contains(out, "secret") || got[0] != "/tmp" || got[2] != "en-US" || got[3] == "Pacific/Chatham" || got[5] != float64(0) {
		t.Fatalf("the environment leaked: %s", out)
	}
	if got[4] == float64(-825) { // Chatham's offset in January
		t.Fatalf("Date used TZ: %s", out)
	}
	// Named, they are seen.
	named := newCapsEnv(t, `{"env": ["TMPDIR", "LANG", "TZ"]}`, api.Limits{})
	out, _ = named.run(t, code)
	if json.Unmarshal([]byte(out), &got) != nil || got[0] != "/secret/tmp-dir" || got[2] != "de-DE" || got[3] != "Pacific/Chatham" || got[4] != float64(-825) {
		t.Fatalf("named: %s", out)
	}
}

// TestHostOperationsEndWithTheCall: a FIFO with no one at the other end
// (or one who never reads) cannot hold a host operation past its call's
// deadline, by any of the fs calls that reach it; and the next call of the
// same extension is served.
func TestHostOperationsEndWithTheCall(t *testing.T) {
	e := newCapsEnv(t, `{}`, api.Limits{CallTimeout: 2 * time.Second})
	fifo := filepath.Join(e.project, "fifo")
	mkfifo(t, fifo)
	// A reader that never reads: a write fills the pipe and waits.
	r, err := os.OpenFile(fifo, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	must(t, err)
	defer r.Close()
	for _, code := range []string{
		`mods.fs.writeFileSync("fifo", Buffer.alloc(4 << 20))`,
		`const fd = mods.fs.openSync("fifo", "w"); mods.fs.writeSync(fd, Buffer.alloc(4 << 20))`,
		`mods.fs.copyFileSync("/dev/zero", "fifo")`,
	} {
		out, isErr := e.run(t, code+`; return "returned"`)
		if !isErr || !strings.Contains(out, "timed out") {
			t.Fatalf("%s: %s", code, out)
		}
		e.want(t, `return "next"`, `"next"`)
	}
	r.Close()
	// No writer: the copy ends at once (the FIFO is opened without
	// waiting for one), a read from one held open waits for data.
	w := filepath.Join(e.project, "fifo2")
	mkfifo(t, w)
	e.want(t, `mods.fs.copyFileSync("fifo2", "copy"); return mods.fs.readFileSync("copy", "utf8")`, `""`)
	for _, code := range []string{
		`const fd = mods.fs.openSync("fifo2", "r"); const hold = mods.fs.openSync("fifo2", "w"); mods.fs.readSync(fd, Buffer.alloc(10))`,
		`const fd = mods.fs.openSync("fifo2", "r"); const hold = mods.fs.openSync("fifo2", "w"); await mods.fsp.readFile("fifo2")`,
	} {
		out, isErr := e.run(t, code+`; return "returned"`)
		if !isErr || !strings.Contains(out, "timed out") {
			t.Fatalf("%s: %s", code, out)
		}
		e.want(t, `return "next"`, `"next"`)
	}
}

// TestHostResultsAreBoundedByTheMemoryCap: a listing of a tree larger than
// the extension can hold is refused as it is made, not built whole in the
// host.
func TestHostResultsAreBoundedByTheMemoryCap(t *testing.T) {
	e := newCapsEnv(t, `{}`, api.Limits{MemoryLimit: 48 << 20})
	// Deep folders with long names: a few thousand entries that take
	// megabytes to list (each carries its parent's path).
	dir := filepath.Join(e.project, "tree")
	for range 12 {
		dir = filepath.Join(dir, strings.Repeat("d", 200))
	}
	must(t, os.MkdirAll(dir, 0o755))
	for i := range 4000 {
		must(t, os.WriteFile(filepath.Join(dir, fmt.Sprintf("%s%04d", strings.Repeat("f", 150), i)), nil, 0o644))
	}
	e.want(t, `try { return mods.fs.readdirSync("tree", {recursive: true, withFileTypes: true}).length } catch (e) { return e.code }`, `"ENOMEM"`)
	e.want(t, `return mods.fs.readdirSync("tree").length`, `1`)
}

// TestHostStreamsAreNotTheExtensions: an extension cannot write the host's
// standard output (its protocol stream under mcp) or read its input, by
// any path — narrowed or not.
func TestHostStreamsAreNotTheExtensions(t *testing.T) {
	for _, caps := range []string{`{}`, `{"exec": false}`} {
		e := newCapsEnv(t, caps, api.Limits{})
		for _, p := range []string{"/dev/stdout", "/proc/self/fd/1", "/dev/fd/1", "/dev/stderr", "/proc/self/fd/2"} {
			if _, err := os.Stat(p); err != nil {
				continue
			}
			out, _ := e.run(t, `try { mods.fs.writeFileSync(`+jsString(p)+`, '{"jsonrpc":"2.0","id":1,"result":{}}\n'); return "wrote" } catch (e) { return e.code }`)
			if out == `"wrote"` {
				t.Fatalf("%s %s: wrote the host's stream", caps, p)
			}
		}
		if st, err := os.Stdin.Stat(); err == nil && st.Mode()&os.ModeCharDevice == 0 { // not /dev/null
			out, _ := e.run(t, `try { const fd = mods.fs.openSync("/proc/self/fd/0", "r"); return "opened" } catch (e) { return e.code }`)
			if out == `"opened"` {
				t.Fatalf("%s: opened the host's input", caps)
			}
		}
		// /dev/null is no one's.
		e.want(t, `mods.fs.writeFileSync("/dev/null", "x"); return "ok"`, `"ok"`)
	}
}

// TestAbandonedHandles: handles a failed call left open (descriptors,
// hashes, compression streams) do not pile up to a limit: a good call
// after many failures still opens files and makes hashes; and an
// extension that hoards handles in its module state until a limit is
// restarted by the call that fails there, instead of failing for good.
func TestAbandonedHandles(t *testing.T) {
	e := newCapsEnv(t, `{}`, api.Limits{})
	must(t, os.WriteFile(filepath.Join(e.project, "f.txt"), []byte("x"), 0o644))
	for range 300 {
		out, isErr := e.run(t, `mods.fs.openSync("f.txt"); mods.crypto.createHash("sha256").update("x"); mods.zlib.createGzip().write("x");
			await mods.fsp.open("f.txt"); throw new Error("failed")`)
		if !isErr || !strings.Contains(out, "failed") {
			t.Fatalf("%s", out)
		}
	}
	e.want(t, `const fd = mods.fs.openSync("f.txt"); mods.fs.closeSync(fd); return mods.crypto.createHash("sha256").update("x").digest("hex").length`, `64`)
	// Hoarded in module state by calls that succeed, until one fails at
	// the limit: the extension starts afresh for the next call.
	for range 2 {
		e.want(t, `globalThis.kept ??= []; for (let i = 0; i < 128; i++) globalThis.kept.push(mods.fs.openSync("f.txt")); return "kept"`, `"kept"`)
	}
	out, isErr := e.run(t, `globalThis.kept.push(mods.fs.openSync("f.txt")); return "kept"`)
	if !isErr || !strings.Contains(out, "EMFILE") {
		t.Fatalf("hoarding: %s", out)
	}
	e.want(t, `const fd = mods.fs.openSync("f.txt"); mods.fs.closeSync(fd); return globalThis.kept === undefined`, `true`)
	// A failed call's own descriptors go with it, even kept: the next call
	// finds them closed, and opens more.
	e.run(t, `globalThis.mine = mods.fs.openSync("f.txt"); throw new Error("failed")`)
	e.want(t, `try { mods.fs.fstatSync(globalThis.mine); return "open" } catch (e) { return e.code }`, `"EBADF"`)
}

// TestProgressIsThrottledAndClean: a report every iteration, each with a
// new message, reaches the caller at most once per 50 ms (and the last
// one always), with no escape sequences or controls.
func TestProgressIsThrottledAndClean(t *testing.T) {
	e := newCapsEnv(t, `{}`, api.Limits{})
	var got []api.Progress
	ctx := extensions.WithProgress(context.Background(), func(p api.Progress) { got = append(got, p) })
	dir := filepath.Join(e.config, "extensions")
	must(t, os.WriteFile(filepath.Join(dir, "chatty.js"), []byte(`export default { tools: [{ name: "go", description: "reports", inputSchema: { type: "object" }, readOnly: true,
		async execute(input, context) {
			for (let i = 1; i <= 20000; i++) context.progress({ message: "\x1b]8;;http://evil\x07item \u202e" + i + "\r\nnext", progress: i, total: 20000 });
			return "done";
		} }] };`), 0o644))
	reload(t, e.h)
	start := time.Now()
	r, err := e.h.Call(ctx, "chatty__go", json.RawMessage(`{}`))
	elapsed := time.Since(start)
	if err != nil || r.Output != "done" {
		t.Fatalf("%+v %v", r, err)
	}
	if max := int(elapsed/(50*time.Millisecond)) + 2; len(got) > max || len(got) == 0 {
		t.Fatalf("%d reports in %v (at most %d)", len(got), elapsed, max)
	}
	if last := got[len(got)-1]; last.Progress != 20000 || !strings.HasPrefix(last.Message, "item") || !strings.HasSuffix(last.Message, "20000 next") {
		t.Fatalf("last report: %+v", last)
	}
	for _, p := range got {
		if strings.ContainsAny(p.Message, "\x1b\x07\r\n\u202e") {
			t.Fatalf("unsanitized: %q", p.Message)
		}
	}
}

func reload(t *testing.T, h *extensions.Host) {
	t.Helper()
	if _, err := h.Reload(context.Background()); err != nil {
		t.Fatal(err)
	}
}
