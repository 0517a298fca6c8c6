package kernel

import (
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"net/url"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"syscall"

	"github.com/earshot/extensions/api"
)

// capability is a capability an operation needs.
type capability int

// Capabilities.
const (
	CapNone capability = iota
	CapFSRead
	CapFSWrite
	CapExec
	capEnv
	CapNet
)

func (c capability) String() string {
	return [...]string{"none", "fs (read)", "fs (write)", "exec", "env", "net"}[c]
}

// Policy is what one extension may do on the machine. By default (a nil
// Policy) everything: an extension is the user's own code, trusted to load
// (the design note's model). The user may narrow a named extension in
// their own settings.json:
//
//	"extensions": {"capabilities": {"jira": {
//	    "fs": "read", "exec": false, "env": ["JIRA_TOKEN"], "net": ["*.atlassian.net"]}}}
//
// fs is false, "read", true, or {"read": [paths], "write": [paths]} (paths
// relative to the project, absolute, or starting with ~); exec is false,
// true, or a list of programs (names looked up on the user's PATH, or
// paths; run directly; through a shell only if the shell is listed); env
// is false, true, or a list of variable names; net is false, true, or host
// patterns ("*.example.com").
//
// A narrowing cannot be got round through another capability the extension
// holds, nor by the extension changing what the user meant: paths are
// checked where the system will really reach (links followed, dangling
// ones too: resolveLinks); a narrowed extension can neither read nor write
// earshot's own folders, nor write the extensions' code or earshot's
// settings in the project (Guard); a program name means the program the
// user's PATH gives, and its dynamic loader is not the extension's to
// configure; with env narrowed, nothing the environment holds reaches it
// except the variables named (a process's environment under /proc
// included). What it does not protect: a program exec runs can do anything
// the user can — exec: true is the user's full power.
type Policy struct {
	fs    string   // "all", "read", "none", "paths"
	read  []string // allowed folders, resolved, when fs is "paths" (write implies read)
	write []string
	exec  []string // nil: all; empty: none
	env   []string // nil: all; empty: none
	net   []string // nil: all; empty: none
	// netRules are net's patterns, read (caps_net.go).
	netRules []netRule
	// programs are the files the exec list names, as found when the
	// policy was read: a narrowed extension may not write them.
	programs []string
	project  string
	home     string
	guard    *Guard
}

// ParsePolicy reads one extension's capabilities (the value of
// extensions.capabilities.<name>), resolving paths against project and home
// (the user's home folder; "" for the process's). guard is what no narrowed
// extension may touch (nil: nothing). Errors name the property.
func ParsePolicy(raw json.RawMessage, project, home string, guard *Guard) (*Policy, error) {
	var m map[string]json.RawMessage
	if err := json.Unmarshal(raw, &m); err != nil || m == nil {
		return nil, errors.New("expected an object with fs, exec, env and net")
	}
	if home == "" {
		home = homeDir()
	}
	p := &Policy{fs: "all", project: project, home: home, guard: guard}
	for k, v := range m {
		var err error
		switch k {
		case "fs":
			err = p.parseFS(v, project, home)
		case "exec":
			p.exec, err = parseList(v, "program names")
		case "env":
			p.env, err = parseList(v, "variable names")
		case "net":
			p.net, err = parseList(v, "host patterns")
			for _, pat := range p.net {
				r, perr := ParseNetRule(pat)
				if err == nil {
					err = perr
				}
				p.netRules = append(p.netRules, r)
			}
		default:
			err = errors.New("unknown capability (the capabilities are fs, exec, env and net)")
		}
		if err != nil {
			return nil, fmt.Errorf("%s: %w", k, err)
		}
	}
	path := os.Getenv("PATH")
	for _, name := range p.exec {
		if prog, ok := p.allowedProgram(name, path); ok {
			// The name and, when it is a link, the file it runs.
			p.programs = append(p.programs, prog, resolvedOrAsIs(prog))
		}
	}
	slices.Sort(p.programs)
	p.programs = slices.Compact(p.programs)
	return p, nil
}

func (p *Policy) parseFS(v json.RawMessage, project, home string) error {
	var b bool
	if json.Unmarshal(v, &b) == nil {
		p.fs = map[bool]string{true: "all", false: "none"}[b]
		return nil
	}
	var s string
	if json.Unmarshal(v, &s) == nil {
		if s != "read" {
			return fmt.Errorf("expected false, \"read\", true or {\"read\": [...], \"write\": [...]}, got %q", s)
		}
		p.fs = "read"
		return nil
	}
	var lists map[string][]string
	if err := json.Unmarshal(v, &lists); err != nil {
		return errors.New(`expected false, "read", true or {"read": [paths], "write": [paths]}`)
	}
	p.fs = "paths"
	for k, paths := range lists {
		if k != "read" && k != "write" {
			return fmt.Errorf("%s: expected read or write", k)
		}
		for _, path := range paths {
			abs := resolvePath(path, project, home)
			if k == "read" {
				p.read = append(p.read, abs)
			} else {
				p.write = append(p.write, abs)
			}
		}
	}
	return nil
}

func parseList(v json.RawMessage, what string) ([]string, error) {
	var b bool
	if json.Unmarshal(v, &b) == nil {
		if b {
			return nil, nil
		}
		return []string{}, nil
	}
	var list []string
	if err := json.Unmarshal(v, &list); err != nil {
		return nil, fmt.Errorf("expected false, true or a list of %s", what)
	}
	for _, s := range list {
		if strings.TrimSpace(s) == "" {
			return nil, fmt.Errorf("an empty name in the list of %s", what)
		}
	}
	if list == nil {
		list = []string{}
	}
	return list, nil
}

// resolvePath makes a capability's path absolute (~ is home, a relative
// path is the project's) and resolves it as the system reaches it.
func resolvePath(p, project, home string) string {
	switch {
	case p == "~":
		p = home
	case strings.HasPrefix(p, "~/"):
		p = filepath.Join(home, p[2:])
	case !filepath.IsAbs(p):
		p = filepath.Join(project, p)
	}
	return resolvedOrAsIs(p)
}

// narrowed reports whether the user narrowed any capability.
func (p *Policy) narrowed() bool {
	return p != nil && (p.fs != "all" || p.exec != nil || p.env != nil || p.net != nil)
}

// Refused is the error of an operation a capability does not allow: for
// the file system Node's EACCES, naming the capability and the setting.
func (p *Policy) Refused(ext string, c capability, what string) error {
	msg := fmt.Sprintf("%s is not allowed: the extension's %s capability does not include it (extensions.capabilities.%s in your settings.json)",
		what, map[capability]string{CapFSRead: "fs", CapFSWrite: "fs", CapExec: "exec", capEnv: "env", CapNet: "net"}[c], ext)
	if c == CapFSRead || c == CapFSWrite || strings.HasPrefix(what, "reading /") {
		return &JSError{Name: "Error", Code: "EACCES", Errno: -13, Message: "EACCES: permission denied: " + msg}
	}
	return &JSError{Name: "Error", Code: "ERR_EARSHOT_CAPABILITY", Message: msg}
}

// allows is the coarse check made before any operation that needs c runs:
// a capability the user turned off entirely refuses every operation that
// needs it, whatever its arguments. The finer checks (per path, program
// and host) are made as the operation runs; this one holds even for an
// operation that forgot its own.
func (p *Policy) allows(ext, op string, c capability, args []byte) error {
	if p == nil {
		return nil
	}
	off := false
	switch c {
	case CapFSRead:
		off = p.fs == "none"
	case CapFSWrite:
		off = p.fs == "none" || p.fs == "read" || p.fs == "paths" && len(p.write) == 0
	case CapExec:
		off = p.exec != nil && len(p.exec) == 0
	case capEnv:
		off = p.env != nil && len(p.env) == 0
	case CapNet:
		off = p.net != nil && len(p.net) == 0
	}
	if !off {
		return nil
	}
	var a struct {
		Path, File, URL string
	}
	_ = json.Unmarshal(args, &a)
	what := op
	switch {
	case (c == CapFSRead || c == CapFSWrite) && a.Path != "":
		what = map[capability]string{CapFSRead: "reading ", CapFSWrite: "writing "}[c] + a.Path + " (" + op + ")"
	case c == CapExec && a.File != "":
		what = "running " + a.File
	case c == CapNet && a.URL != "":
		if u, err := url.Parse(a.URL); err == nil && u.Hostname() != "" {
			port, _ := strconv.Atoi(u.Port())
			if port == 0 {
				port = DefaultPorts[u.Scheme]
			}
			what = "a connection to " + hostPort(u.Hostname(), port)
			if u.Scheme == "dns" {
				what = "a lookup of " + u.Hostname()
			}
		}
	}
	return p.Refused(ext, c, what)
}

// CheckPath decides whether the extension ext may do acc to the file the
// system reaches at abs (absolute, clean; shown is the path as the
// extension wrote it, for messages), following a link in its last
// component when follow is set. It returns the path the operation must
// use: for a narrowed extension the resolved one (resolveLinks), so that
// what was checked is what is touched; otherwise abs as it is.
func (p *Policy) CheckPath(ext, shown, abs string, acc Access, follow bool) (string, error) {
	if p == nil {
		return abs, nil
	}
	real, err := resolveLinks(abs, follow)
	if err != nil {
		return "", SysError(err, "open", shown, "")
	}
	return real, p.CheckReal(ext, shown, real, acc)
}

// CheckReal is checkPath for a path already resolved.
func (p *Policy) CheckReal(ext, shown, real string, acc Access) error {
	if p == nil {
		return nil
	}
	write := acc != ReadAccess
	c, verb := CapFSRead, "reading "
	if write {
		c, verb = CapFSWrite, "writing "
	}
	if shown == "" {
		shown = real
	}
	if write && p.narrowed() && onCgroupFS(real) {
		// Its children are stopped through the cgroup earshot made for
		// them: moving one out (cgroup.procs), or making and changing
		// cgroups, is not a narrowed extension's to do.
		return p.Refused(ext, c, verb+shown+" (a cgroup's file: a narrowed extension may not move processes between cgroups, nor make or change them)")
	}
	if p.narrowed() {
		if d, ok := p.guard.isPrivate(real, acc); ok {
			if inside(real, d) {
				return p.Refused(ext, c, verb+shown+" (earshot's own folder "+d+")")
			}
			return p.Refused(ext, c, verb+shown+" (it holds earshot's own folder "+d+")")
		}
	}
	if p.env != nil && isProcEnviron(real) {
		return p.Refused(ext, capEnv, "reading "+shown+" (another way to read the environment)")
	}
	switch p.fs {
	case "none":
		return p.Refused(ext, c, verb+shown)
	case "read":
		if write {
			return p.Refused(ext, c, verb+shown)
		}
		return nil
	case "paths":
		if !within(real, p.write) && (write || !within(real, p.read)) {
			return p.Refused(ext, c, verb+shown)
		}
	}
	if !write || !p.narrowed() {
		return nil
	}
	if area := p.protected(real, acc); area != "" {
		what := "earshot's settings or an extension's code in " + area
		if inside(area, real) && area != real {
			what = "it holds " + what
		}
		return p.Refused(ext, c, verb+shown+" ("+what+"; name it in the fs capability's write paths to allow it)")
	}
	return nil
}

// protected returns the protected code (Guard's, or a program the exec
// list names) that writing real would change, unless the user named it: a
// write path of the fs capability inside it (or, for a file, the file
// itself). "" when nothing stops the write.
func (p *Policy) protected(real string, acc Access) string {
	area := p.guard.codeArea(real, acc)
	if area == "" {
		for _, prog := range p.programs {
			if real == prog || acc == TreeAccess && inside(prog, real) {
				area = prog
				break
			}
		}
	}
	if area == "" {
		return ""
	}
	for _, w := range p.write {
		if inside(real, w) && inside(w, area) {
			return ""
		}
	}
	return area
}

// isProcEnviron reports whether p is under a process's folder in /proc
// (its environ, its memory, its file descriptors).
func isProcEnviron(p string) bool {
	rest, ok := strings.CutPrefix(filepath.ToSlash(p), "/proc/")
	if !ok {
		return false
	}
	first, _, _ := strings.Cut(rest, "/")
	if first == "self" || first == "thread-self" {
		return true
	}
	return first != "" && strings.Trim(first, "0123456789") == ""
}

// allowedProgram is the file a name of the exec list means: a name is
// looked up on path (the user's PATH), as their shell would; a path is the
// project's (relative) or as given.
func (p *Policy) allowedProgram(name, path string) (string, bool) {
	if strings.ContainsRune(name, '/') {
		return sameProgram(resolvePathLexical(name, p.project, p.home)), true
	}
	if prog, ok := FindProgram(name, path); ok {
		return sameProgram(prog), true
	}
	return "", false
}

// resolvePathLexical is resolvePath without resolving links.
func resolvePathLexical(p, project, home string) string {
	switch {
	case p == "~":
		return home
	case strings.HasPrefix(p, "~/"):
		return filepath.Join(home, p[2:])
	case !filepath.IsAbs(p):
		return filepath.Join(project, p)
	}
	return filepath.Clean(p)
}

// CheckProgram decides whether the extension may run program — a name, or
// a path (abs is it made absolute) — and returns the file to run. With exec
// a list, program must be the very file a listed name means: a name is
// looked up on the user's PATH (path), never the one the extension gives
// its child, and a path must be that file — so a file the extension wrote,
// named like an allowed program, is not that program. ok is false when the
// exec capability does not narrow programs (the caller looks the program
// up as Node does).
func (p *Policy) CheckProgram(ext, program, abs, path string) (file string, ok bool, err error) {
	if p == nil || p.exec == nil {
		return "", false, nil
	}
	if len(p.exec) == 0 {
		return "", true, p.Refused(ext, CapExec, "running "+program)
	}
	var want string
	if strings.ContainsRune(program, '/') {
		want = sameProgram(abs)
	} else if found, ok := FindProgram(program, path); ok {
		want = sameProgram(found)
	} else if slices.Contains(p.exec, program) {
		return "", true, SysError(syscall.ENOENT, "spawn "+program, program, "")
	}
	if want != "" {
		for _, name := range p.exec {
			if prog, ok := p.allowedProgram(name, path); ok && prog == want {
				return want, true, nil
			}
		}
	}
	return "", true, p.Refused(ext, CapExec, fmt.Sprintf("running %s (allowed: %s, as found on your PATH)", program, strings.Join(p.exec, ", ")))
}

// keptVar reports whether an environment variable makes a program run
// code other than its own, from a place the variable names, in whatever
// program it is given to: with exec a list of programs, its value in a
// child's environment is not the extension's to choose. The class is the
// start-up variables of the loader, the C library, shells, interpreters,
// runtimes and the libraries and tools scripts call — those that name
// code, a module, a plug-in, a configuration that names code, or a
// command to run. The list is what is known of that class (keptVars,
// keptPrefixes), not a proof that nothing else is in it: narrowing env is
// the fence. name is the name the child sees (envName).
func keptVar(name string) bool {
	if runtime.GOOS == "windows" {
		name = strings.ToUpper(name) // Windows' names are not case-sensitive
	}
	for _, prefix := range keptPrefixes {
		if strings.HasPrefix(name, prefix) {
			return true
		}
	}
	return keptVars[name]
}

// keptPrefixes begin the names of families of kept variables (keptVar).
var keptPrefixes = []string{
	"LD_", "DYLD_", // the dynamic loader's
	"BASH_FUNC_",                        // functions bash imports
	"LUA_INIT", "LUA_PATH", "LUA_CPATH", // Lua's, of each version (LUA_PATH_5_4)
	"GIT_CONFIG",                 // git's configuration (GIT_CONFIG_GLOBAL, GIT_CONFIG_KEY_0, GIT_CONFIG_PARAMETERS)
	"NPM_CONFIG_", "npm_config_", // npm's settings (script-shell, node-options, userconfig)
	"CARGO_",                           // cargo's (CARGO_HOME's config, CARGO_BUILD_RUSTC_WRAPPER, runners)
	"CORECLR_PROFILER", "COR_PROFILER", // .NET profilers, loaded into the runtime
}

// keptVars are the kept variables by name (keptVar).
var keptVars = map[string]bool{
	// The C library's: conversion modules, locale and time zone files,
	// resolver and tuning.
	"GCONV_PATH": true, "GETCONF_DIR": true, "GLIBC_TUNABLES": true, "HOSTALIASES": true, "LOCALDOMAIN": true,
	"LOCPATH": true, "MALLOC_TRACE": true, "NIS_PATH": true, "NLSPATH": true, "RESOLV_HOST_CONF": true,
	"RES_OPTIONS": true, "TZDIR": true,
	// Shells' start-up files and the options and prompts that run
	// commands (SHELLOPTS, BASHOPTS and PS4 can turn on tracing whose
	// prompt runs them).
	"BASH_ENV": true, "ENV": true, "ZDOTDIR": true, "SHELLOPTS": true, "BASHOPTS": true, "PS4": true,
	"PROMPT_COMMAND": true, "BASH_LOADABLES_PATH": true,
	// Where programs find their own configuration (git's, fish's start-up
	// files, Python's user site and usercustomize, npm's .npmrc, ...).
	"HOME": true, "XDG_CONFIG_HOME": true, "XDG_CONFIG_DIRS": true, "XDG_DATA_HOME": true, "XDG_DATA_DIRS": true,
	// Node.
	"NODE_OPTIONS": true, "NODE_PATH": true, "NODE_REPL_EXTERNAL_MODULE": true,
	// Python: module paths, the bytecode cache, modules imported by name.
	"PYTHONSTARTUP": true, "PYTHONPATH": true, "PYTHONHOME": true, "PYTHONUSERBASE": true, "PYTHONPYCACHEPREFIX": true,
	"PYTHONPLATLIBDIR": true, "PYTHONBREAKPOINT": true, "PYTHONWARNINGS": true, "PYTHONEXECUTABLE": true,
	// Perl.
	"PERL5OPT": true, "PERL5LIB": true, "PERLLIB": true, "PERL5DB": true, "PERLIO": true,
	// Ruby and its gems.
	"RUBYOPT": true, "RUBYLIB": true, "GEM_HOME": true, "GEM_PATH": true, "BUNDLE_GEMFILE": true,
	// Java and .NET.
	"JAVA_TOOL_OPTIONS": true, "_JAVA_OPTIONS": true, "JDK_JAVA_OPTIONS": true, "CLASSPATH": true,
	"DOTNET_STARTUP_HOOKS": true, "DOTNET_ADDITIONAL_DEPS": true,
	// PHP, Tcl, R, vim.
	"PHPRC": true, "PHP_INI_SCAN_DIR": true, "TCLLIBPATH": true, "R_PROFILE": true, "R_PROFILE_USER": true,
	"R_ENVIRON": true, "R_ENVIRON_USER": true, "R_LIBS": true, "R_LIBS_USER": true, "VIMINIT": true, "EXINIT": true,
	// OpenSSL's configuration, engines and providers (shared libraries).
	"OPENSSL_CONF": true, "OPENSSL_CONF_INCLUDE": true, "OPENSSL_MODULES": true, "OPENSSL_ENGINES": true,
	// git's programs and the commands it runs.
	"GIT_EXEC_PATH": true, "GIT_DIR": true, "GIT_COMMON_DIR": true, "GIT_TEMPLATE_DIR": true, "GIT_SSH": true,
	"GIT_SSH_COMMAND": true, "GIT_ASKPASS": true, "GIT_EDITOR": true, "GIT_SEQUENCE_EDITOR": true, "GIT_PAGER": true,
	"GIT_EXTERNAL_DIFF": true, "GIT_PROXY_COMMAND": true,
	// Commands other programs run: editors, pagers, password prompts.
	"EDITOR": true, "VISUAL": true, "PAGER": true, "MANPAGER": true, "LESSOPEN": true, "LESSCLOSE": true,
	"SSH_ASKPASS": true, "SUDO_ASKPASS": true,
	// Build tools: extra makefiles and flags, compilers, Go's and Rust's.
	"MAKEFILES": true, "MAKEFLAGS": true, "CC": true, "CXX": true, "GOFLAGS": true, "GOENV": true,
	"GOTOOLCHAIN": true, "GOROOT": true, "RUSTC": true, "RUSTC_WRAPPER": true, "RUSTFLAGS": true,
	// GUI toolkits' modules and plug-ins.
	"GTK_MODULES": true, "GTK3_MODULES": true, "GTK_PATH": true, "GIO_EXTRA_MODULES": true, "GIO_MODULE_DIR": true,
	"QT_PLUGIN_PATH": true, "QT_QPA_PLATFORM_PLUGIN_PATH": true, "GST_PLUGIN_PATH": true, "GST_PLUGIN_SYSTEM_PATH": true,
}

// envName is the name a child sees for the environment key k: what comes
// before the first "=" (the rest is its value's).
func envName(k string) string {
	name, _, _ := strings.Cut(k, "=")
	return name
}

// CheckChildEnv refuses a child environment in which the extension set a
// kept variable (keptVar) to anything but the user's own value, when its
// exec capability is a list of programs — by the name the child sees: a
// key that holds "=" or NUL (which would reach the child as another name,
// or be cut short) is refused whatever it names.
func (p *Policy) CheckChildEnv(ext string, child map[string]string, user func(string) (string, bool)) error {
	if p == nil || len(p.exec) == 0 {
		return nil
	}
	for _, k := range slices.Sorted(maps.Keys(child)) {
		if strings.ContainsAny(k, "=\x00") {
			return p.Refused(ext, CapExec, fmt.Sprintf("passing %q to a child process as a variable's name (with exec narrowed to a list of programs, a name holding \"=\" or NUL is refused: the child would see the variable %q)", k, envName(k)))
		}
		if !keptVar(k) {
			continue
		}
		if own, ok := user(k); ok && own == child[k] {
			continue
		}
		return p.Refused(ext, CapExec, fmt.Sprintf("setting %s for a child process (with exec narrowed to a list of programs, the variables that make the loader, a shell or an interpreter run other code in them keep the user's values)", k))
	}
	return nil
}

// EnvAllowed reports whether the extension may see the variable name.
func (p *Policy) EnvAllowed(name string) bool {
	return p == nil || p.env == nil || slices.Contains(p.env, name)
}

// Describe is the capabilities p leaves an extension (a nil Policy: all
// of them).
func (p *Policy) Describe() api.Capabilities {
	if p == nil {
		return api.AllCapabilities()
	}
	grant := func(l []string) api.Grant {
		return api.Grant{All: l == nil, Only: slices.Clone(l)}
	}
	fs := api.FSAccess{Mode: map[string]api.FSMode{"all": api.FSAll, "none": api.FSNone, "read": api.FSRead, "paths": api.FSPaths}[p.fs]}
	if p.fs == "paths" {
		fs.Read, fs.Write = slices.Clone(p.read), slices.Clone(p.write)
	}
	return api.Capabilities{FS: fs, Exec: grant(p.exec), Env: grant(p.env), Net: grant(p.net)}
}

// homeDir is the user's home folder, for "~".
func homeDir() string {
	h, _ := os.UserHomeDir()
	return h
}
