package extensions

import (
	"errors"
	"fmt"
	"net/http"

	"github.com/earshot/extensions/api"
)

// Options configure a Host.
type Options struct {
	// ProjectDir is the project folder ("" means the working directory).
	ProjectDir string
	// ConfigDir is earshot's config folder ("" means DefaultConfigDir).
	ConfigDir string
	// CacheDir holds caches ("" means DefaultCacheDir).
	CacheDir string
	// Limits bound each extension (Open refuses impossible ones).
	Limits api.Limits
	// Watch makes the Host reload (see Reload) when a file it loaded from
	// changes: an extension, a helper or package it imports, the settings
	// files, or the extension folders' listings; changes are gathered for
	// a moment first. It watches with the operating system's file
	// notifications.
	Watch bool
	// Prepare makes Open start getting QuickJS ready — loading its
	// compiled code from the cache folder (~30 ms), or compiling it (about
	// a second) — in the background at once, for a program that will call
	// tools: its first call then does not wait for it. Without it, that
	// happens when the first extension needs evaluating, or at the first
	// call. Close waits for it.
	Prepare bool
	// Prompter answers permission prompts; nil denies every call that
	// would ask. WithPrompter overrides it for one call.
	Prompter api.Prompter
	// Log receives every console line of every extension. It runs on the
	// goroutine of the call that logged, and must not call into the Host.
	Log func(api.Log)
	// Warn receives problems that do not stop anything, such as a rule that
	// does not parse.
	Warn func(error)
	// CheckGit makes Open warn (in Problems) when the project's
	// settings.local.json is tracked by git: trust entries in it only count
	// when this user's earshot signed them, but a tracked file is about to be
	// shared. It reads the repository's index itself (no program runs: the
	// git program would apply the repository's own configuration); the CLI
	// sets it.
	CheckGit bool
	// NoCache makes Open bundle and evaluate every extension from its
	// source, instead of taking the bundles and tools of unchanged ones from
	// the cache (which it still refreshes).
	// `earshot extensions check` sets it.
	NoCache bool
	// Env is the environment extensions see (process.env, and their child
	// processes'), as "KEY=value" entries, before their capabilities narrow
	// it; nil means the host process's.
	Env []string
	// Runtime is the compiled QuickJS to run extensions in, when several
	// Hosts share one (see Runtime). Nil: the Host makes its own, with its
	// compilation cache in CacheDir and the page policy Pages, and closes
	// it on Close.
	Runtime *Runtime
	// Pages is the page policy of the Runtime a Host makes for itself
	// ("": api.PagesNative; see RuntimeOptions.Pages). With Runtime set,
	// it must be "" or that Runtime's.
	Pages api.Pages
	// HTTPClient makes the requests of fetch: the embedder's network policy
	// (proxy, timeouts, transport). Nil means a client of the Host's own,
	// which reuses connections and closes them on Close. Redirects are
	// checked by the host either way; for an extension whose net
	// capability is narrowed, fetch uses a copy of this client's
	// *http.Transport whose connections the host makes, to the addresses
	// it checked (docs/security.md §9). (node:http, node:net and WebSocket
	// connect themselves, under the same net capability.)
	HTTPClient *http.Client
}

// OptionError is an Options field Open cannot work with.
type OptionError struct {
	// Option is the field, as Go names it ("Limits.MemoryLimit").
	Option string
	Err    error
}

func (e *OptionError) Error() string { return "Options." + e.Option + ": " + e.Err.Error() }
func (e *OptionError) Unwrap() error { return e.Err }

// limits checks the options' limits (the one place they are checked) and
// returns them with their defaults filled in.
func (o Options) limits() (api.Limits, error) {
	l, err := o.Limits.Check()
	var le *api.LimitError
	if errors.As(err, &le) {
		return l, &OptionError{Option: "Limits." + le.Field, Err: le.Err}
	}
	return l, err
}

// pages checks Pages: a policy, and the shared Runtime's if there is one.
func (o Options) pages() error {
	if err := o.Pages.Check(); err != nil {
		return &OptionError{Option: "Pages", Err: err}
	}
	if o.Runtime != nil && o.Pages != "" && o.Pages != o.Runtime.rt.Pages() {
		return &OptionError{Option: "Pages", Err: fmt.Errorf("%s, but the Runtime given uses %s", o.Pages, o.Runtime.rt.Pages())}
	}
	return nil
}
