package kernel

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"
)

// An instance's environment, as its env capability narrows it, and its
// folder (process.cwd()), which relative paths resolve against.

// UserEnv is a variable of the user's environment (Config.Env, or the
// host's), as the extension's env capability lets it see it.
func (i *Instance) UserEnv(k string) (string, bool) {
	if !i.cfg.Policy.EnvAllowed(k) {
		return "", false
	}
	return i.hostEnv(k)
}

// hostEnv is the variable k of the environment extensions are given, before
// the env capability narrows it.
func (i *Instance) hostEnv(k string) (string, bool) {
	if i.cfg.Env == nil {
		return os.LookupEnv(k)
	}
	for _, kv := range slices.Backward(i.cfg.Env) {
		if v, ok := strings.CutPrefix(kv, k+"="); ok {
			return v, true
		}
	}
	return "", false
}

// Environ is the environment the extension sees: Config.Env (or the host's)
// less what the env capability leaves out.
func (i *Instance) Environ() map[string]string {
	env := i.cfg.Env
	if env == nil {
		env = os.Environ()
	}
	out := map[string]string{}
	for _, kv := range env {
		k, v, ok := strings.Cut(kv, "=")
		if ok && k != "" && i.cfg.Policy.EnvAllowed(k) {
			out[k] = v
		}
	}
	return out
}

// Abs resolves a path the way Node does against process.cwd().
func (i *Instance) Abs(p string) string {
	if filepath.IsAbs(p) {
		return filepath.Clean(p)
	}
	i.mu.Lock()
	cwd := i.cwd
	i.mu.Unlock()
	if cwd == "" {
		cwd, _ = os.Getwd()
	}
	return filepath.Join(cwd, p)
}

// SayHidden says once, on the extension's console, that the variable k it
// read is set but hidden from it by its env capability: it reads as
// undefined, as an unset one does, and an extension that needs it fails
// for a reason the user cannot see otherwise.
func (i *Instance) SayHidden(k string) {
	if i.cfg.Policy.EnvAllowed(k) {
		return
	}
	if _, set := i.hostEnv(k); !set {
		return
	}
	i.mu.Lock()
	said := i.saidHidden[k]
	if !said {
		if i.saidHidden == nil {
			i.saidHidden = map[string]bool{}
		}
		i.saidHidden[k] = true
	}
	i.mu.Unlock()
	if !said {
		i.cfg.Log("warn", fmt.Sprintf("process.env.%s is set but hidden from this extension: its env capability does not list it (extensions.capabilities.%s.env in your settings.json)", k, i.cfg.Extension))
	}
}

// Location is the time zone of an extension's Date: TZ's when its env
// capability lets it see TZ, else the system's (/etc/localtime) — so that a
// narrowed extension learns nothing from the environment it was not given.
func Location(cfg Config) *time.Location {
	i := &Instance{cfg: cfg}
	tz, visible := i.UserEnv("TZ")
	own, set := os.LookupEnv("TZ")
	switch {
	case visible && set && tz == own, !visible && !set:
		return time.Local // the process's zone is that one already
	case visible:
		if loc, err := time.LoadLocation(ZoneFromEnv(tz)); err == nil {
			return loc
		}
	}
	if b, err := os.ReadFile("/etc/localtime"); err == nil {
		if loc, err := time.LoadLocationFromTZData("Local", b); err == nil {
			return loc
		}
	}
	return time.UTC
}

// ZoneFromEnv is the IANA name of the user's zone: TZ when it names one,
// else the system's (/etc/localtime's link, /etc/timezone), else UTC.
func ZoneFromEnv(tz string) string {
	tz = strings.TrimPrefix(tz, ":")
	if tz != "" {
		if i := strings.Index(tz, "zoneinfo/"); i >= 0 {
			tz = tz[i+len("zoneinfo/"):]
		}
		if _, err := time.LoadLocation(tz); err == nil && tz != "Local" {
			return tz
		}
		return "UTC"
	}
	if p, err := filepath.EvalSymlinks("/etc/localtime"); err == nil {
		if i := strings.Index(p, "zoneinfo/"); i >= 0 {
			if name := p[i+len("zoneinfo/"):]; name != "" {
				if _, err := time.LoadLocation(name); err == nil {
					return name
				}
			}
		}
	}
	if b, err := os.ReadFile("/etc/timezone"); err == nil {
		if name := strings.TrimSpace(string(b)); name != "" {
			if _, err := time.LoadLocation(name); err == nil {
				return name
			}
		}
	}
	return "UTC"
}

// Cwd is the instance's folder (process.cwd()).
func (i *Instance) Cwd() string {
	i.mu.Lock()
	defer i.mu.Unlock()
	return i.cwd
}

// Chdir makes dir (absolute) the instance's folder.
func (i *Instance) Chdir(dir string) {
	i.mu.Lock()
	i.cwd = dir
	i.mu.Unlock()
}

// Exit records that the running task called process.exit(code) (Exited).
func (i *Instance) Exit(code int) {
	i.mu.Lock()
	i.exitCode = &code
	i.mu.Unlock()
}

// CheckedPath makes p absolute and checks it for acc (see access),
// following a link in its last component when follow is set; it returns
// the path the operation must use (Policy.checkPath).
func (i *Instance) CheckedPath(p string, acc Access, follow bool) (string, error) {
	real, err := i.cfg.Policy.CheckPath(i.cfg.Extension, p, i.Abs(p), acc, follow)
	if err != nil {
		var je *JSError
		if errors.As(err, &je) {
			e := *je
			e.Path = p
			return "", &e
		}
		return "", err
	}
	return real, nil
}
