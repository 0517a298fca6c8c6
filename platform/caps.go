package platform

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
)

// Cap is a capability an operation needs.
type Cap int

// Capabilities.
const (
	CapNone Cap = iota
	CapFSRead
	CapFSWrite
	CapExec
	CapEnv
	CapNet
)

func (c Cap) String() string {
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
// true, or a list of program names (run directly; through a shell only if
// the shell is listed); env is false, true, or a list of variable names;
// net is false, true, or host patterns for fetch ("*.example.com").
//
// A narrowing cannot be got round through another capability the extension
// holds: with env narrowed, a process's environment under /proc is not
// readable; a narrowed extension can neither read nor write earshot's own
// config folder (the trust key, settings); child processes see only the
// variables env allows. What it does not protect: a program exec runs can
// do anything the user can — exec: true is the user's full power.
type Policy struct {
	fs    string   // "all", "read", "none", "paths"
	read  []string // allowed prefixes, when fs is "paths" (write implies read)
	write []string
	exec  []string // nil: all; empty: none
	env   []string // nil: all; empty: none
	net   []string // nil: all; empty: none
	// deny are folders a narrowed extension may never touch: earshot's
	// config folder.
	deny []string
}

// ParsePolicy reads one extension's capabilities (the value of
// extensions.capabilities.<name>), resolving paths against project and home.
// deny are folders a narrowed extension may not touch at all. Errors name
// the property.
func ParsePolicy(raw json.RawMessage, project, home string, deny []string) (*Policy, error) {
	var m map[string]json.RawMessage
	if err := json.Unmarshal(raw, &m); err != nil || m == nil {
		return nil, errors.New("expected an object with fs, exec, env and net")
	}
	if home == "" {
		home = homeDir()
	}
	p := &Policy{fs: "all"}
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
				if err == nil && !hostPattern.MatchString(pat) {
					err = fmt.Errorf("%q is not a host pattern (like example.com or *.example.com)", pat)
				}
			}
		default:
			err = errors.New("unknown capability (the capabilities are fs, exec, env and net)")
		}
		if err != nil {
			return nil, fmt.Errorf("%s: %w", k, err)
		}
	}
	for _, d := range deny {
		p.deny = append(p.deny, realish(d))
	}
	return p, nil
}

var hostPattern = regexp.MustCompile(`^(\*\.)?[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*(:[0-9]+)?$|^\*$`)

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

// resolvePath makes a capability's path absolute: ~ is home, a relative
// path is the project's.
func resolvePath(p, project, home string) string {
	switch {
	case p == "~":
		p = home
	case strings.HasPrefix(p, "~/"):
		p = filepath.Join(home, p[2:])
	case !filepath.IsAbs(p):
		p = filepath.Join(project, p)
	}
	return realish(p)
}

// realish is a path with the links of its longest existing prefix
// resolved, so that a link cannot lead around a rule.
func realish(p string) string {
	p = filepath.Clean(p)
	rest := ""
	for cur := p; ; {
		if real, err := filepath.EvalSymlinks(cur); err == nil {
			return filepath.Join(real, rest)
		}
		parent := filepath.Dir(cur)
		if parent == cur {
			return p
		}
		rest = filepath.Join(filepath.Base(cur), rest)
		cur = parent
	}
}

func within(p string, roots []string) bool {
	for _, r := range roots {
		if p == r || strings.HasPrefix(p, r+string(filepath.Separator)) || r == string(filepath.Separator) {
			return true
		}
	}
	return false
}

// Narrowed reports whether the user narrowed any capability.
func (p *Policy) Narrowed() bool {
	return p != nil && (p.fs != "all" || p.exec != nil || p.env != nil || p.net != nil)
}

// refused is the error of an operation a capability does not allow: for
// the file system Node's EACCES, naming the capability and the setting.
func (p *Policy) refused(ext string, c Cap, what string) error {
	msg := fmt.Sprintf("%s is not allowed: the extension's %s capability does not include it (extensions.capabilities.%s in your settings.json)",
		what, map[Cap]string{CapFSRead: "fs", CapFSWrite: "fs", CapExec: "exec", CapEnv: "env", CapNet: "net"}[c], ext)
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
func (p *Policy) allows(ext, op string, c Cap, args []byte) error {
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
	case CapEnv:
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
		what = map[Cap]string{CapFSRead: "reading ", CapFSWrite: "writing "}[c] + a.Path + " (" + op + ")"
	case c == CapExec && a.File != "":
		what = "running " + a.File
	case c == CapNet && a.URL != "":
		if u, err := url.Parse(a.URL); err == nil && u.Hostname() != "" {
			what = "a request to " + u.Hostname()
		}
	}
	return p.refused(ext, c, what)
}

// checkFS decides whether the extension ext may read (or write) the file at
// abs, an absolute path.
func (p *Policy) checkFS(ext, abs string, write bool) error {
	if p == nil {
		return nil
	}
	c, verb := CapFSRead, "reading "
	if write {
		c, verb = CapFSWrite, "writing "
	}
	real := realish(abs)
	if p.Narrowed() && within(real, p.deny) {
		return p.refused(ext, c, verb+abs+" (earshot's own config folder)")
	}
	if p.env != nil && isProcEnviron(real) {
		return p.refused(ext, CapEnv, "reading "+abs+" (another way to read the environment)")
	}
	switch p.fs {
	case "all":
		return nil
	case "none":
		return p.refused(ext, c, verb+abs)
	case "read":
		if write {
			return p.refused(ext, c, verb+abs)
		}
		return nil
	}
	if within(real, p.write) || !write && within(real, p.read) {
		return nil
	}
	return p.refused(ext, c, verb+abs)
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

// checkExec decides whether the extension may run program (as named, or
// its path); viaShell is set when it is a shell running a command line.
func (p *Policy) checkExec(ext, program string) error {
	if p == nil || p.exec == nil {
		return nil
	}
	base := filepath.Base(program)
	for _, allowed := range p.exec {
		if allowed == program || allowed == base {
			return nil
		}
	}
	if len(p.exec) == 0 {
		return p.refused(ext, CapExec, "running "+program)
	}
	return p.refused(ext, CapExec, fmt.Sprintf("running %s (allowed: %s)", program, strings.Join(p.exec, ", ")))
}

// envAllowed reports whether the extension may see the variable name.
func (p *Policy) envAllowed(name string) bool {
	return p == nil || p.env == nil || slices.Contains(p.env, name)
}

// checkNet decides whether fetch may reach host (a hostname, or host:port).
func (p *Policy) checkNet(ext, host, port string) error {
	if p == nil || p.net == nil {
		return nil
	}
	for _, pat := range p.net {
		if matchHost(pat, host, port) {
			return nil
		}
	}
	return p.refused(ext, CapNet, "a request to "+host)
}

func matchHost(pat, host, port string) bool {
	if pat == "*" {
		return true
	}
	if h, pp, ok := strings.Cut(pat, ":"); ok {
		if pp != port {
			return false
		}
		pat = h
	}
	host = strings.ToLower(host)
	pat = strings.ToLower(pat)
	if rest, ok := strings.CutPrefix(pat, "*."); ok {
		return strings.HasSuffix(host, "."+rest)
	}
	return host == pat
}

// Describe is the effective capabilities, for list --json, in the words of
// the settings: true, false, "read" (fs), or the list.
func (p *Policy) Describe() map[string]any {
	if p == nil {
		return map[string]any{"fs": true, "exec": true, "env": true, "net": true}
	}
	list := func(l []string) any {
		if l == nil {
			return true
		}
		if len(l) == 0 {
			return false
		}
		return slices.Clone(l)
	}
	fs := map[string]any{"all": true, "none": false, "read": "read"}[p.fs]
	if p.fs == "paths" {
		fs = map[string][]string{"read": p.read, "write": p.write}
	}
	return map[string]any{"fs": fs, "exec": list(p.exec), "env": list(p.env), "net": list(p.net)}
}

func home() string { return homeDir() }

// homeDir is the user's home folder, for "~".
func homeDir() string {
	h, _ := os.UserHomeDir()
	return h
}
