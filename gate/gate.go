package gate

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"slices"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/earshot/extensions/api"
	"github.com/earshot/extensions/internal/settings"
)

// Gate checks calls against the rules in settings files.
type Gate struct {
	// Files are the settings files with rules, in the order they are read:
	// <config-dir>/settings.json, <project>/.earshot/settings.json,
	// <project>/.earshot/settings.local.json.
	Files []string
	// Local is the file "allow always" writes to (the project's
	// settings.local.json).
	Local string
	// User is the user's own settings file (<config-dir>/settings.json),
	// one of Files. The other files are in the project, where a repository
	// can write them: their allow rules apply to user extensions only when
	// this user's earshot wrote them ("allow always", signed by Signer).
	User string
	// Signer signs and checks the "allow always" answers given for user
	// extensions' tools (nil: none is ever signed).
	Signer Signer
	// Prompter answers "ask"; nil denies.
	Prompter api.Prompter
	// Warn, if set, hears about problems that do not change a decision,
	// such as an "allow always" rule that could not be saved.
	Warn func(error)

	// Recheck is how often, at most, the files are checked for changes
	// (stat(2) costs more than the rest of a call here). Zero means every
	// 200 ms: an edit to a settings file applies to calls from then on.
	Recheck time.Duration

	mu      sync.Mutex
	cache   map[string]cachedFile
	checked time.Time
	rules   *ruleSet
}

// Signer signs an "allow always" answer for a tool, and checks a signature.
// The host's implementation is an HMAC keyed by the user's trust key, like
// trust entries.
type Signer interface {
	SignAllow(tool string) (string, error)
	VerifyAllow(tool, mac string) bool
}

type cachedFile struct {
	stamp   fileStamp
	vouched map[string]bool // tools with a valid signed "allow always"
	rules   []rule
	probs   []error
	err     error
}

type fileStamp struct {
	size  int64
	mtime int64
	ok    bool
}

func stampOf(path string) fileStamp {
	st, err := os.Stat(path)
	if err != nil {
		return fileStamp{}
	}
	return fileStamp{size: st.Size(), mtime: st.ModTime().UnixNano(), ok: true}
}

// Problems are what is wrong with the settings files' rules: each rule
// that does not parse or key of the wrong type (reported; the other rules
// apply), and last, when a file cannot be read or parsed at all, that
// error (every extension call is then refused until it is fixed).
func (g *Gate) Problems() []error {
	rs := g.read()
	out := slices.Clone(rs.Problems)
	if rs.Broken != nil {
		out = append(out, rs.Broken)
	}
	return out
}

// read reads the rules from every settings file. Files are re-read when
// they change (checked at most every Recheck).
func (g *Gate) read() *ruleSet {
	g.mu.Lock()
	defer g.mu.Unlock()
	recheck := g.Recheck
	if recheck <= 0 {
		recheck = 200 * time.Millisecond
	}
	if g.rules != nil && time.Since(g.checked) < recheck {
		return g.rules
	}
	g.checked = time.Now()
	if g.cache == nil {
		g.cache = map[string]cachedFile{}
	}
	out := &ruleSet{}
	defer func() { g.rules = out }()
	for _, path := range g.Files {
		st := stampOf(path)
		c, ok := g.cache[path]
		if !ok || c.stamp != st || !st.ok {
			c = g.readFile(path)
			c.stamp = st
			g.cache[path] = c
		}
		for _, r := range c.rules {
			r.Personal = path == g.User
			out.Rules = append(out.Rules, r)
		}
		for tool := range c.vouched {
			if out.Vouched == nil {
				out.Vouched = map[string]bool{}
			}
			out.Vouched[tool] = true
		}
		out.Problems = append(out.Problems, c.probs...)
		if c.err != nil && out.Broken == nil {
			out.Broken = c.err
		}
	}
	return out
}

// vouched returns the tools of extensions.allowed in d whose signature is
// right.
func (g *Gate) vouched(d *settings.Doc) map[string]bool {
	if g.Signer == nil {
		return nil
	}
	var allowed map[string]struct {
		MAC string `json:"mac"`
	}
	if _, err := d.GetPath(&allowed, "extensions", "allowed"); err != nil {
		return nil
	}
	var out map[string]bool
	for tool, e := range allowed {
		if e.MAC != "" && g.Signer.VerifyAllow(tool, e.MAC) {
			if out == nil {
				out = map[string]bool{}
			}
			out[tool] = true
		}
	}
	return out
}

// readFile reads the rules of one settings file, and for the Local one the
// signed "allow always" answers.
func (g *Gate) readFile(path string) cachedFile {
	var c cachedFile
	d, err := settings.Read(path)
	if err != nil {
		c.err = err
		return c
	}
	if path == g.Local {
		c.vouched = g.vouched(d)
	}
	for _, eff := range []effect{allow, ask, deny} {
		var list []json.RawMessage
		if _, err := d.GetPath(&list, "permissions", eff.String()); err != nil {
			// A deny list we cannot read may hide a deny: fail closed.
			if eff == deny {
				c.err = err
			} else {
				c.probs = append(c.probs, err)
			}
			continue
		}
		for i, raw := range list {
			var s string
			if err := json.Unmarshal(raw, &s); err != nil {
				p := fmt.Errorf("%s: permissions.%s[%d]: expected a string, got %s", path, eff, i, strings.TrimSpace(string(raw)))
				if eff == deny {
					c.err = p
				} else {
					c.probs = append(c.probs, p)
				}
				continue
			}
			pattern, ours, err := parseRule(s)
			if !ours {
				continue
			}
			if err != nil {
				p := fmt.Errorf("%s: permissions.%s[%d]: %w", path, eff, i, err)
				if eff == allow {
					// An allow rule that does not parse allows nothing.
					c.probs = append(c.probs, p)
				} else if c.err == nil {
					// A deny or ask rule that does not parse may have meant
					// any tool: fail closed until it is fixed.
					c.err = fmt.Errorf("%w (a %s rule that does not parse could be meant for any tool)", p, eff)
				}
				continue
			}
			c.rules = append(c.rules, rule{Text: s, Pattern: pattern, Effect: eff, File: path})
		}
	}
	return c
}

// Call describes a call to be checked.
type Call struct {
	Extension string
	// Personal is set for a user extension (from the config folder): only
	// allow rules in Gate.User apply to it.
	Personal bool
	// Tool is the qualified name, <extension>__<tool>.
	Tool     string
	ReadOnly bool
	Input    json.RawMessage
	// PromptText returns the extension's own title and detail, or an error.
	// It is called only when a person is to be asked (a Prompter is set,
	// and is not Unavailable). Nil means none.
	PromptText func(ctx context.Context) (title, detail string, err error)
}

type prompterKey struct{}

// WithPrompter returns a context whose calls are asked about with p instead
// of Gate.Prompter: for a program that serves several people or clients
// from one host (the MCP server asks each client through its own session).
func WithPrompter(ctx context.Context, p api.Prompter) context.Context {
	return context.WithValue(ctx, prompterKey{}, p)
}

func (g *Gate) prompter(ctx context.Context) api.Prompter {
	if p, ok := ctx.Value(prompterKey{}).(api.Prompter); ok && p != nil {
		return p
	}
	return g.Prompter
}

// Check decides a call: nil allows it, a *DeniedError refuses it. A readOnly
// tool is never asked about, but a deny rule still refuses it.
func (g *Gate) Check(ctx context.Context, c Call) error {
	rule := ruleName(c.Tool)
	rules := g.read()
	if rules.Broken != nil {
		return &api.DeniedError{Rule: rule, Reason: fmt.Sprintf(
			"a settings file cannot be read, so its deny rules are unknown; fix it first (%v)", rules.Broken)}
	}
	eff, by := rules.decide(c.Tool, c.Personal)
	switch {
	case eff == deny:
		return &api.DeniedError{Rule: rule, Reason: fmt.Sprintf("by the rule %q in %s", by.Text, by.File)}
	case c.ReadOnly, eff == allow:
		return nil
	}
	req := api.PromptRequest{Rule: rule, Tool: c.Tool, Extension: c.Extension, RuleFile: g.ruleFile(c.Personal)}
	p := g.prompter(ctx)
	if p == nil {
		return &api.DeniedError{Rule: rule, Reason: fmt.Sprintf(
			"it needs permission and there is no one to ask; to allow it, add %q to permissions.allow in %s", rule, req.RuleFile)}
	}
	if u, ok := p.(api.Unavailable); ok {
		if err := u.Unavailable(ctx); err != nil {
			return &api.DeniedError{Rule: rule, Err: err, Reason: fmt.Sprintf(
				"%v; to allow it, add %q to permissions.allow in %s", err, rule, req.RuleFile)}
		}
	}
	if c.PromptText != nil {
		title, detail, err := c.PromptText(ctx)
		if err != nil {
			req.PromptError = err
		} else if title != "" || detail != "" {
			req.Title, req.Detail, req.FromExtension = SanitizeLine(title, MaxPromptTitle), BoundLines(SanitizeText(detail, MaxDetail)), true
		}
	}
	if req.Title == "" {
		req.Title = c.Tool
	}
	if req.Detail == "" && !req.FromExtension {
		req.Detail = defaultDetail(c.Input)
	}
	ans, err := prompt(ctx, p, req)
	if err != nil {
		return &api.DeniedError{Rule: rule, Reason: err.Error(), Err: err}
	}
	switch ans {
	case api.AllowOnce:
		return nil
	case api.AllowAlways:
		if err := g.allowAlways(c.Tool, c.Personal); err != nil && g.Warn != nil {
			// The call is allowed; only remembering the answer failed.
			g.Warn(fmt.Errorf("saving %s to %s: %w", rule, g.Local, err))
		}
		return nil
	default:
		return &api.DeniedError{Rule: rule, Reason: "declined at the permission prompt"}
	}
}

// prompt asks p, and stops waiting when ctx ends (the call was cancelled,
// the host is closing): a prompter that does not return then is left to
// return on its own, its answer dropped.
func prompt(ctx context.Context, p api.Prompter, req api.PromptRequest) (api.Answer, error) {
	type answer struct {
		a   api.Answer
		err error
	}
	done := make(chan answer, 1)
	go func() {
		a, err := p.Prompt(ctx, req)
		done <- answer{a, err}
	}()
	select {
	case r := <-done:
		return r.a, r.err
	case <-ctx.Done():
		return api.Decline, fmt.Errorf("the permission prompt was abandoned: %w", context.Cause(ctx))
	}
}

// allowAlways adds Extension(<tool>) to permissions.allow in the Local
// settings file, keeping everything else in it. For a user extension's tool
// (personal), it also records a signature under extensions.allowed, without
// which that rule would not count for it.
func (g *Gate) allowAlways(tool string, personal bool) error {
	if g.Local == "" {
		return errors.New("no settings.local.json to write to")
	}
	var mac string
	if personal {
		if g.Signer == nil {
			return errors.New("no key to sign the rule with")
		}
		var err error
		if mac, err = g.Signer.SignAllow(tool); err != nil {
			return err
		}
	}
	rule := ruleName(tool)
	defer g.invalidate()
	return settings.Update(g.Local, func(d *settings.Doc) error {
		if mac != "" {
			if err := d.SetPath(map[string]string{"mac": mac}, "extensions", "allowed", tool); err != nil {
				return err
			}
		}
		var allow []json.RawMessage
		if _, err := d.GetPath(&allow, "permissions", "allow"); err != nil {
			return err
		}
		for _, raw := range allow {
			var s string
			if json.Unmarshal(raw, &s) == nil && strings.TrimSpace(s) == rule {
				return nil
			}
		}
		b, _ := json.Marshal(rule)
		allow = append(slices.Clone(allow), b)
		return d.SetPath(allow, "permissions", "allow")
	})
}

// ruleFile is where a person can add an allow rule by hand.
func (g *Gate) ruleFile(personal bool) string {
	if personal {
		return g.User
	}
	return g.Local
}

// invalidate makes the next Rules read the files again.
func (g *Gate) invalidate() {
	g.mu.Lock()
	g.rules = nil
	g.mu.Unlock()
}

// defaultDetail renders a call's input as indented JSON. When it is too
// long for a prompt, every top-level key is still shown, each value cut to
// its share: padding one argument cannot push another out of sight.
func defaultDetail(input json.RawMessage) string {
	var v any
	if json.Unmarshal(input, &v) != nil {
		return BoundLines(SanitizeText(string(input), MaxDetail))
	}
	b, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		return BoundLines(SanitizeText(string(input), MaxDetail))
	}
	obj, isObj := v.(map[string]any)
	if out := SanitizeText(string(b), MaxDetail+1); !isObj || utf8.RuneCountInString(out) <= MaxDetail &&
		strings.Count(out, "\n") < MaxDetailLines {
		return BoundLines(out)
	}
	keys := make([]string, 0, len(obj))
	for k := range obj {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	share := max(40, MaxDetail/max(1, len(keys)))
	var out strings.Builder
	out.WriteString("{\n")
	for i, k := range keys {
		kb, _ := json.Marshal(k)
		vb, _ := json.Marshal(obj[k])
		val := SanitizeLine(string(vb), share)
		if n := utf8.RuneCount(vb); n > share {
			val = strings.TrimSuffix(val, "…") + fmt.Sprintf("… (%d characters in all)", n)
		}
		fmt.Fprintf(&out, "  %s: %s", SanitizeLine(string(kb), MaxPromptTitle), val)
		if i < len(keys)-1 {
			out.WriteString(",")
		}
		out.WriteString("\n")
	}
	out.WriteString("}")
	return out.String()
}
