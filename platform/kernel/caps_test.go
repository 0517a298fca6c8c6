//go:build unix

package kernel

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// The policy's checks, table by table: what each narrowing allows, as the
// settings say it. The same narrowings, attacked through extensions, are
// in caps_ext_test.go (TestCapabilities) and the root's
// attack_caps_test.go.

// TestParsePolicy: what the settings may say, and the errors for what they
// may not.
func TestParsePolicy(t *testing.T) {
	for _, tt := range []struct{ caps, err string }{
		{`{"fs": "read", "exec": false, "env": ["A"], "net": ["*.atlassian.net"]}`, ""},
		{`{"fs": {"read": ["~/notes"], "write": ["out"]}}`, ""},
		{`{"exec": ["git", "./scripts/lint.sh"]}`, ""},
		{`{"fs": "write"}`, `fs: expected false, "read", true`},
		{`{"fs": {"append": []}}`, `fs: append: expected read or write`},
		{`{"exec": "git"}`, `exec: expected false, true or a list of program names`},
		{`{"exec": [""]}`, `exec: an empty name in the list of program names`},
		{`{"net": ["not a host"]}`, `net: "not a host" is not a host pattern`},
		{`{"disk": true}`, `disk: unknown capability`},
		{`[]`, `expected an object`},
	} {
		_, err := ParsePolicy(json.RawMessage(tt.caps), "/p", "/home/u", nil)
		if (err == nil) != (tt.err == "") || err != nil && !strings.Contains(err.Error(), tt.err) {
			t.Errorf("%s: got %v, want %q", tt.caps, err, tt.err)
		}
	}
}

// TestResolveLinks: a path is resolved as the kernel walks it — links in
// the middle, a link in the last component only when followed, a dangling
// link to where its target would be created, relative targets and ".."
// from the link's own folder, loops.
func TestResolveLinks(t *testing.T) {
	root := realDir(t)
	mk := func(p string) string { p = filepath.Join(root, p); must(t, os.MkdirAll(p, 0o755)); return p }
	ln := func(target, p string) { must(t, os.Symlink(target, filepath.Join(root, p))) }
	mk("a/b")
	mk("elsewhere/deep")
	ln("../elsewhere", "a/up")                                  // relative, climbing
	ln(filepath.Join(root, "elsewhere", "new.txt"), "a/dangle") // absolute, to nothing yet
	ln("deep/../../a/b", "elsewhere/twisty")                    // ".." after a folder
	ln("loop2", "a/loop1")
	ln("loop1", "a/loop2")
	ln("missing/../b", "a/through-missing")
	for _, tt := range []struct {
		path   string
		follow bool
		want   string // relative to root; "ELOOP" for a loop
	}{
		{"a/b", true, "a/b"},
		{"a/up/deep", true, "elsewhere/deep"},
		{"a/up", false, "a/up"},
		{"a/up", true, "elsewhere"},
		{"a/dangle", true, "elsewhere/new.txt"},
		{"a/dangle", false, "a/dangle"},
		{"a/up/twisty/x", true, "a/b/x"},
		{"a/nothing/more", true, "a/nothing/more"},
		{"a/through-missing", true, "a/b"},
		{"a/loop1", true, "ELOOP"},
		{"a/loop1", false, "a/loop1"},
	} {
		got, err := resolveLinks(filepath.Join(root, tt.path), tt.follow)
		if tt.want == "ELOOP" {
			if !errors.Is(err, syscall.ELOOP) {
				t.Errorf("%s: got %q, %v; want ELOOP", tt.path, got, err)
			}
			continue
		}
		if want := filepath.Join(root, tt.want); err != nil || got != want {
			t.Errorf("%s (follow %v): got %q, %v; want %q", tt.path, tt.follow, got, err, want)
		}
	}
}

// TestCheckPath: each fs narrowing, on the path the system reaches; the
// guarded folders whatever the narrowing; ancestors of guarded folders for
// operations on a whole tree; a write path naming a guarded folder.
func TestCheckPath(t *testing.T) {
	root := realDir(t)
	project, config, home := filepath.Join(root, "project"), filepath.Join(root, "home", ".config", "earshot"), filepath.Join(root, "home")
	for _, d := range []string{project + "/out", project + "/.earshot/extensions", project + "/node_modules/lib", config} {
		must(t, os.MkdirAll(d, 0o755))
	}
	pkg := filepath.Join(project, "node_modules", "lib", "index.js")
	must(t, os.WriteFile(pkg, []byte("module.exports = 1"), 0o644))
	must(t, os.Symlink(filepath.Join(config, "extensions", "evil.js"), filepath.Join(project, "out", "dangling")))
	must(t, os.Symlink(project, filepath.Join(project, "out", "up")))
	guard := NewGuard([]string{config}, []string{filepath.Join(project, ".earshot")})
	guard.SetMadeOf([]string{pkg}, nil)
	policy := func(caps string) *Policy {
		p, err := ParsePolicy(json.RawMessage(caps), project, home, guard)
		must(t, err)
		return p
	}
	const ok, refused = "", "EACCES"
	for _, tt := range []struct {
		caps   string
		path   string // relative to the project
		acc    Access
		follow bool
		want   string
	}{
		// fs narrowed to paths.
		{`{"fs": {"read": ["."], "write": ["out"]}}`, "out/a.txt", WriteAccess, true, ok},
		{`{"fs": {"read": ["."], "write": ["out"]}}`, "a.txt", WriteAccess, true, refused},
		{`{"fs": {"read": ["."], "write": ["out"]}}`, "a.txt", ReadAccess, true, ok},
		{`{"fs": {"read": ["."], "write": ["out"]}}`, "out/up/a.txt", WriteAccess, true, refused}, // a link out of the write folder
		{`{"fs": {"read": ["."], "write": ["out"]}}`, "out/dangling", WriteAccess, true, refused}, // writing through a dangling link
		{`{"fs": {"read": ["."], "write": ["out"]}}`, "out/dangling", WriteAccess, false, ok},     // the link itself (unlink, rename)
		{`{"fs": {"read": ["."], "write": ["out"]}}`, "out/up", TreeAccess, false, ok},            // renaming the link, not the project
		{`{"fs": {"read": ["."], "write": ["out"]}}`, "out", TreeAccess, false, ok},               // the write folder as a whole
		{`{"fs": {"read": ["."], "write": ["out"]}}`, "/etc/passwd", ReadAccess, true, refused},   // outside every read path
		{`{"fs": "read"}`, "out/a.txt", WriteAccess, true, refused},
		{`{"fs": false}`, "a.txt", ReadAccess, true, refused},
		// Whatever fs says, earshot's own folders.
		{`{"exec": false}`, "../home/.config/earshot/trust.key", ReadAccess, true, refused},
		{`{"exec": false}`, "out/dangling", WriteAccess, true, refused},
		{`{"exec": false}`, "../home/.config", TreeAccess, false, refused},          // an ancestor, renamed or removed
		{`{"exec": false}`, "../home", TreeAccess, false, refused},                  // higher still
		{`{"exec": false}`, "../home/.config", ReadAccess, true, ok},                // listing it is not touching earshot's folder
		{`{"exec": false}`, "../home/.config/other.txt", WriteAccess, true, ok},     // beside it
		{`{"exec": false}`, ".earshot/extensions/x.ts", WriteAccess, true, refused}, // the extensions' code
		{`{"exec": false}`, ".earshot/settings.json", WriteAccess, true, refused},
		{`{"exec": false}`, ".earshot/settings.json", ReadAccess, true, ok},
		{`{"exec": false}`, "node_modules/lib/index.js", WriteAccess, true, refused}, // a file an extension is made of
		{`{"exec": false}`, "node_modules/lib/other.js", WriteAccess, true, ok},
		{`{"exec": false}`, "node_modules", TreeAccess, false, refused}, // holds one
		{`{"exec": false}`, ".", TreeAccess, false, refused},
		{`{"exec": false}`, "out/new.txt", WriteAccess, true, ok},
		// A write path inside a guarded folder names it.
		{`{"fs": {"write": [".earshot/extensions/data"]}}`, ".earshot/extensions/data/x.json", WriteAccess, true, ok},
		{`{"fs": {"write": [".earshot/extensions/data"]}}`, ".earshot/extensions/x.ts", WriteAccess, true, refused},
		{`{"fs": {"write": ["."]}}`, ".earshot/extensions/x.ts", WriteAccess, true, refused}, // the project does not name it
		{`{"fs": {"write": ["node_modules/lib/index.js"]}}`, "node_modules/lib/index.js", WriteAccess, true, ok},
		// Not narrowed: everything, as given.
		{`{}`, ".earshot/extensions/x.ts", WriteAccess, true, ok},
		// env narrowed: no process's environment, by any name.
		{`{"env": ["A"]}`, "/proc/self/environ", ReadAccess, true, refused},
		{`{"env": ["A"]}`, "/proc/thread-self/environ", ReadAccess, true, refused},
	} {
		t.Run(tt.caps+" "+tt.path, func(t *testing.T) {
			p := policy(tt.caps)
			if tt.caps == `{}` {
				p = nil
			}
			abs := tt.path
			if !filepath.IsAbs(abs) {
				abs = filepath.Join(project, abs)
			}
			_, err := p.CheckPath("x", tt.path, filepath.Clean(abs), tt.acc, tt.follow)
			var je *JSError
			switch {
			case tt.want == ok && err != nil:
				t.Fatalf("refused: %v", err)
			case tt.want != ok && (!errors.As(err, &je) || je.Code != tt.want):
				t.Fatalf("got %v, want %s", err, tt.want)
			}
		})
	}
}

// TestCheckProgram: with exec a list, a name is the program the user's
// PATH gives; a file named like it elsewhere, a PATH the extension passes,
// a path to another file are not that program.
func TestCheckProgram(t *testing.T) {
	root := realDir(t)
	bin, own, project := filepath.Join(root, "bin"), filepath.Join(root, "own"), filepath.Join(root, "project")
	for _, d := range []string{bin, own, project} {
		must(t, os.MkdirAll(d, 0o755))
	}
	exe := func(p string) { must(t, os.WriteFile(p, []byte("#!/bin/sh\n"), 0o755)) }
	exe(filepath.Join(bin, "jq"))
	exe(filepath.Join(bin, "sh"))
	exe(filepath.Join(own, "jq"))          // the extension's own "jq"
	exe(filepath.Join(project, "lint.sh")) // a project script the user lists by path
	must(t, os.Symlink(filepath.Join(bin, "jq"), filepath.Join(own, "myjq")))
	must(t, os.Symlink("bin", filepath.Join(root, "usrbin"))) // /bin -> /usr/bin, as with a merged /usr
	userPATH := bin
	t.Setenv("PATH", userPATH) // the user's, as the policy reads it
	p, err := ParsePolicy(json.RawMessage(`{"exec": ["jq", "./lint.sh"]}`), project, root, nil)
	must(t, err)
	for _, tt := range []struct {
		program string
		want    string // the file run, or "refused" / "ENOENT"
	}{
		{"jq", filepath.Join(bin, "jq")},
		{filepath.Join(bin, "jq"), filepath.Join(bin, "jq")},
		{filepath.Join(root, "usrbin", "jq"), filepath.Join(bin, "jq")}, // the same folder by another path
		{filepath.Join(own, "jq"), "refused"},                           // a file named jq
		{filepath.Join(own, "myjq"), "refused"},                         // a link named otherwise
		{"./lint.sh", filepath.Join(project, "lint.sh")},
		{filepath.Join(project, "lint.sh"), filepath.Join(project, "lint.sh")},
		{"sh", "refused"},
		{"lint.sh", "refused"}, // a name is looked up on PATH, not in the project
	} {
		abs := tt.program
		if !filepath.IsAbs(abs) {
			abs = filepath.Join(project, abs)
		}
		file, narrowed, err := p.CheckProgram("x", tt.program, abs, userPATH)
		if !narrowed {
			t.Fatalf("%s: not narrowed", tt.program)
		}
		var je *JSError
		switch tt.want {
		case "refused":
			if !errors.As(err, &je) || je.Code != "ERR_EARSHOT_CAPABILITY" {
				t.Errorf("%s: got %q, %v; want a refusal", tt.program, file, err)
			}
		default:
			if err != nil || file != tt.want {
				t.Errorf("%s: got %q, %v; want %q", tt.program, file, err, tt.want)
			}
		}
	}
	// A listed name missing from the user's PATH is Node's ENOENT, even if
	// the extension's own PATH would find it.
	p2, _ := ParsePolicy(json.RawMessage(`{"exec": ["rg"]}`), project, root, nil)
	if _, _, err := p2.CheckProgram("x", "rg", filepath.Join(project, "rg"), userPATH); !errors.As(err, new(*JSError)) || err.(*JSError).Code != "ENOENT" {
		t.Errorf("a listed program not on PATH: %v", err)
	}
	// exec true and no policy: not narrowed (the child's PATH, as Node).
	if _, narrowed, _ := (*Policy)(nil).CheckProgram("x", "jq", "", userPATH); narrowed {
		t.Error("nil policy narrowed programs")
	}
	// The listed programs are files the extension may not write.
	if len(p.programs) != 2 || p.protected(filepath.Join(bin, "jq"), WriteAccess) == "" {
		t.Errorf("programs %v not protected", p.programs)
	}
	// A listed program that is a link: the file it runs is protected too.
	tools := filepath.Join(root, "tools")
	must(t, os.MkdirAll(tools, 0o755))
	exe(filepath.Join(tools, "lint-impl.sh"))
	must(t, os.Symlink("../tools/lint-impl.sh", filepath.Join(project, "lint-link.sh")))
	p3, _ := ParsePolicy(json.RawMessage(`{"exec": ["./lint-link.sh"]}`), project, root, nil)
	if p3.protected(filepath.Join(tools, "lint-impl.sh"), WriteAccess) == "" {
		t.Errorf("the target of a listed link is not protected: %v", p3.programs)
	}
}

// TestCheckChildEnv: with exec a list, the variables that make the
// loader, a shell or an interpreter run other code keep the user's values.
func TestCheckChildEnv(t *testing.T) {
	user := func(k string) (string, bool) {
		if k == "LD_LIBRARY_PATH" {
			return "/opt/lib", true
		}
		return "", false
	}
	list, _ := ParsePolicy(json.RawMessage(`{"exec": ["true"]}`), "/p", "/h", nil)
	all, _ := ParsePolicy(json.RawMessage(`{"fs": "read"}`), "/p", "/h", nil)
	for _, tt := range []struct {
		p    *Policy
		env  map[string]string
		want bool // refused
	}{
		{list, map[string]string{"LD_PRELOAD": "/tmp/evil.so"}, true},
		{list, map[string]string{"LD_AUDIT": "/tmp/evil.so"}, true},
		{list, map[string]string{"GCONV_PATH": "/tmp"}, true},
		{list, map[string]string{"DYLD_INSERT_LIBRARIES": "/tmp/evil.dylib"}, true},
		{list, map[string]string{"LD_LIBRARY_PATH": "/tmp"}, true},
		{list, map[string]string{"LD_LIBRARY_PATH": "/opt/lib"}, false}, // the user's own
		{list, map[string]string{"PATH": "/tmp", "LANG": "C"}, false},
		{list, map[string]string{"BASH_ENV": "/tmp/evil.sh"}, true},
		{list, map[string]string{"ENV": "/tmp/evil.sh"}, true},
		{list, map[string]string{"ZDOTDIR": "/tmp"}, true},
		{list, map[string]string{"BASH_FUNC_ls%%": "() { evil; }"}, true},
		{list, map[string]string{"SHELLOPTS": "xtrace", "PS4": "$(evil)"}, true},
		{list, map[string]string{"NODE_OPTIONS": "--require /tmp/evil.js"}, true},
		{list, map[string]string{"PYTHONPATH": "/tmp"}, true},
		{list, map[string]string{"PERL5OPT": "-Mevil"}, true},
		{list, map[string]string{"RUBYOPT": "-revil"}, true},
		{list, map[string]string{"LUA_INIT": "@/tmp/evil.lua"}, true},
		// Interpreters', libraries' and tools' start-up variables.
		{list, map[string]string{"PYTHONPYCACHEPREFIX": "/tmp"}, true},
		{list, map[string]string{"PYTHONWARNINGS": "ignore::evil.Warning"}, true},
		{list, map[string]string{"PYTHONBREAKPOINT": "evil.hook"}, true},
		{list, map[string]string{"OPENSSL_CONF": "/tmp/evil.cnf"}, true},
		{list, map[string]string{"OPENSSL_MODULES": "/tmp"}, true},
		{list, map[string]string{"OPENSSL_ENGINES": "/tmp"}, true},
		{list, map[string]string{"JAVA_TOOL_OPTIONS": "-javaagent:/tmp/evil.jar"}, true},
		{list, map[string]string{"_JAVA_OPTIONS": "-javaagent:/tmp/evil.jar"}, true},
		{list, map[string]string{"JDK_JAVA_OPTIONS": "-javaagent:/tmp/evil.jar"}, true},
		{list, map[string]string{"CLASSPATH": "/tmp"}, true},
		{list, map[string]string{"LUA_PATH": "/tmp/?.lua"}, true},
		{list, map[string]string{"LUA_PATH_5_4": "/tmp/?.lua"}, true},
		{list, map[string]string{"LUA_CPATH_5_3": "/tmp/?.so"}, true},
		{list, map[string]string{"NODE_PATH": "/tmp"}, true},
		{list, map[string]string{"PHPRC": "/tmp"}, true},
		{list, map[string]string{"PHP_INI_SCAN_DIR": "/tmp"}, true},
		{list, map[string]string{"BUNDLE_GEMFILE": "/tmp/Gemfile"}, true},
		{list, map[string]string{"GEM_PATH": "/tmp"}, true},
		{list, map[string]string{"GEM_HOME": "/tmp"}, true},
		{list, map[string]string{"GIT_CONFIG_GLOBAL": "/tmp/evil"}, true},
		{list, map[string]string{"GIT_CONFIG_COUNT": "1", "GIT_CONFIG_KEY_0": "core.fsmonitor", "GIT_CONFIG_VALUE_0": "evil"}, true},
		{list, map[string]string{"GIT_CONFIG_PARAMETERS": "'core.pager'='evil'"}, true},
		{list, map[string]string{"GIT_EXEC_PATH": "/tmp"}, true},
		{list, map[string]string{"GIT_SSH_COMMAND": "evil"}, true},
		{list, map[string]string{"GIT_ASKPASS": "/tmp/evil"}, true},
		{list, map[string]string{"npm_config_script_shell": "/tmp/evil"}, true},
		{list, map[string]string{"HOME": "/tmp/fake-home"}, true},
		{list, map[string]string{"XDG_CONFIG_HOME": "/tmp"}, true},
		{list, map[string]string{"GOFLAGS": "-toolexec=/tmp/evil"}, true},
		{list, map[string]string{"LESSOPEN": "|/tmp/evil %s"}, true},
		{list, map[string]string{"MAKEFILES": "/tmp/evil.mk"}, true},
		{list, map[string]string{"SSL_CERT_FILE": "/tmp/ca.pem", "TERM": "dumb"}, false}, // trust, not code
		// A key the child sees as another name: refused whatever it names.
		{list, map[string]string{"BASH_ENV=$(id > /tmp/x)": "x"}, true},
		{list, map[string]string{"LD_PRELOAD=/tmp/evil.so": ""}, true},
		{list, map[string]string{"PATH=/tmp/evil:/usr/bin": "x"}, true},
		{list, map[string]string{"NODE_OPTIONS=--require": "/tmp/evil.js"}, true},
		{list, map[string]string{"=BASH_ENV": "/tmp/evil.sh"}, true},
		{list, map[string]string{"HARMLESS=": "x"}, true},
		{list, map[string]string{"=": "x"}, true},
		{list, map[string]string{"BASH_ENV\x00": "/tmp/evil.sh"}, true},
		{list, map[string]string{"A\x00BASH_ENV=x": "y"}, true},
		{all, map[string]string{"BASH_ENV=$(id)": "x"}, false},        // exec true: Node's behaviour
		{all, map[string]string{"LD_PRELOAD": "/tmp/evil.so"}, false}, // exec true: the user's full power
		{nil, map[string]string{"LD_PRELOAD": "/tmp/evil.so"}, false},
	} {
		err := tt.p.CheckChildEnv("x", tt.env, user)
		if (err != nil) != tt.want {
			t.Errorf("%v: got %v, want refused %v", tt.env, err, tt.want)
		}
	}
}

// TestCheckNet: host patterns, by name and port (the checks by address,
// and the attacks on them, are platform/net's net_attacks_test.go).
func TestCheckNet(t *testing.T) {
	p, _ := ParsePolicy(json.RawMessage(`{"net": ["example.com", "*.example.org", "api.test:8443"]}`), "/p", "/h", nil)
	for _, tt := range []struct {
		host string
		port int
		ok   bool
	}{
		{"example.com", 443, true},
		{"EXAMPLE.com", 80, true},
		{"www.example.com", 443, false},
		{"a.example.org", 443, true},
		{"example.org", 443, false},
		{"evil-example.org", 443, false},
		{"api.test", 8443, true},
		{"api.test", 443, false},
		{"127.0.0.1", 80, false},
	} {
		if _, err := p.CheckTarget("x", tt.host, tt.port); (err == nil) != tt.ok {
			t.Errorf("%s:%d: got %v, want allowed %v", tt.host, tt.port, err, tt.ok)
		}
	}
}

// realDir is a temporary folder with its links resolved (macOS's /var is
// /private/var), so that resolved paths compare.
func realDir(t *testing.T) string {
	t.Helper()
	d, err := filepath.EvalSymlinks(t.TempDir())
	must(t, err)
	return d
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

// TestGuardMadeOf: what the loaded extensions are made of, and every name
// that would change it, is not a narrowed extension's to write — a loaded
// package's folder, even when a sibling sorts between it and its files; a
// new tsconfig.json or node_modules where resolution looked; any project's
// .earshot folder.
func TestGuardMadeOf(t *testing.T) {
	root := realDir(t)
	project := filepath.Join(root, "project")
	nm := filepath.Join(project, "node_modules")
	guard := NewGuard(nil, nil)
	guard.SetMadeOf([]string{
		filepath.Join(nm, "leftpad", "index.js"),
		filepath.Join(nm, "leftpad-extra", "index.js"),
		filepath.Join(nm, "leftpad.js", "index.js"),
	}, map[string][]string{
		project: {"jsconfig.json", "node_modules", "package.json", "tsconfig.json"},
		nm:      {"leftpad"},
	})
	p, err := ParsePolicy(json.RawMessage(`{"exec": false}`), project, root, guard)
	must(t, err)
	for _, tt := range []struct {
		path    string
		acc     Access
		refused bool
	}{
		{"node_modules/leftpad", TreeAccess, true}, // "leftpad-extra/..." and "leftpad.js/..." sort before "leftpad/..."
		{"node_modules/leftpad-extra", TreeAccess, true},
		{"node_modules/leftpad/index.js", WriteAccess, true},
		{"node_modules/leftpad/other.js", WriteAccess, false},
		{"node_modules/leftpad2", WriteAccess, true}, // a name resolution looked for
		{"node_modules/other", WriteAccess, false},
		{"tsconfig.json", WriteAccess, true}, // not there yet: resolution looked for it
		{"jsconfig.json", WriteAccess, true},
		{"notes.txt", WriteAccess, false},
		{"node_modules", TreeAccess, true},
		{"../other-project/.earshot/extensions/foo.ts", WriteAccess, true}, // any project's .earshot
		{"../other-project/.earshot", TreeAccess, true},
		{"../other-project/src/x.ts", WriteAccess, false},
	} {
		_, err := p.CheckPath("x", tt.path, filepath.Join(project, tt.path), tt.acc, false)
		if (err != nil) != tt.refused {
			t.Errorf("%s (%v): got %v, want refused %v", tt.path, tt.acc, err, tt.refused)
		}
	}
}
