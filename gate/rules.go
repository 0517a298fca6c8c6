// Package gate decides whether a call to an extension's tool may run. A
// tool that is not readOnly passes a permission check named
// Extension(<extension>__<tool>): rules in the settings files allow, ask or
// deny it, and "ask" goes to a Prompter supplied by the embedding program.
// The rule name and target are always the host's; an extension can only
// supply the title and detail its prompt shows.
package gate

import (
	"fmt"
	"strings"
)

// kind is what "Extension" rules are named in settings files.
const kind = "Extension"

// effect is what a rule list does: allow, ask or deny.
type effect int

// Effects, from weakest to strongest. deny beats ask beats allow, whichever
// file the rules come from.
const (
	allow effect = iota + 1
	ask
	deny
)

func (e effect) String() string {
	switch e {
	case allow:
		return "allow"
	case ask:
		return "ask"
	case deny:
		return "deny"
	}
	return fmt.Sprintf("Effect(%d)", int(e))
}

// ruleName returns the permission check name of a qualified tool name.
func ruleName(qualified string) string { return kind + "(" + qualified + ")" }

// parseRule parses one rule string from a settings file. ours reports
// whether it is an Extension rule at all (rules for earshot's other tools,
// like "Bash(ls)", are not ours and are ignored). pattern is the target
// pattern: a qualified tool name in which "*" matches any run of
// characters. A bare "Extension" is the same as "Extension(*)".
//
// Anything that starts like an Extension rule, in any case
// ("extension(x)", "Extensions(x)", "EXTENSION"), is ours: if it does not
// parse it is an error, never another kind's rule to ignore — a deny rule
// with a typo must not silently allow.
func parseRule(s string) (pattern string, ours bool, err error) {
	t := strings.TrimSpace(s)
	if t == kind {
		return "*", true, nil
	}
	if len(t) >= len(kind) && strings.EqualFold(t[:len(kind)], kind) && t[:len(kind)] != kind {
		return "", true, fmt.Errorf("rule %q: the kind is spelled %q", s, kind)
	}
	if !strings.HasPrefix(t, kind+"(") {
		if strings.HasPrefix(t, kind) {
			return "", true, fmt.Errorf("rule %q: expected %s(<extension>__<tool>)", s, kind)
		}
		return "", false, nil
	}
	if !strings.HasSuffix(t, ")") {
		return "", true, fmt.Errorf("rule %q: missing closing parenthesis", s)
	}
	pattern = strings.TrimSpace(t[len(kind)+1 : len(t)-1])
	if pattern == "" {
		return "", true, fmt.Errorf("rule %q: empty target; use %s(*) for every extension tool", s, kind)
	}
	for i := 0; i < len(pattern); i++ {
		if c := pattern[i]; !isNameByte(c) && c != '*' {
			return "", true, fmt.Errorf("rule %q: target contains %q; tool names have only letters, digits, \"_\" and \"-\" (and \"*\" matches any run of them)", s, rune(c))
		}
	}
	return pattern, true, nil
}

func isNameByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '-'
}

// match reports whether a rule pattern matches a qualified tool name. "*"
// matches any run of characters, including none; nothing else is special.
func match(pattern, name string) bool {
	// Classic two-pointer glob with backtracking to the last star.
	p, n := 0, 0
	star, mark := -1, 0
	for n < len(name) {
		switch {
		case p < len(pattern) && pattern[p] == '*':
			star, mark = p, n
			p++
		case p < len(pattern) && pattern[p] == name[n]:
			p++
			n++
		case star >= 0:
			p = star + 1
			mark++
			n = mark
		default:
			return false
		}
	}
	for p < len(pattern) && pattern[p] == '*' {
		p++
	}
	return p == len(pattern)
}

// rule is one parsed Extension rule and where it came from.
type rule struct {
	Text    string // as written
	Pattern string
	Effect  effect
	File    string
	// Personal is set for rules from the user's own settings file
	// (Gate.User).
	Personal bool
}

// ruleSet are every Extension rule from the settings files, and the problems
// found reading them.
type ruleSet struct {
	Rules []rule
	// Problems are rules that do not parse and keys of the wrong type. They
	// are reported, and do not stop the other rules from applying.
	Problems []error
	// Vouched are the tools whose "allow always" this user's earshot signed
	// (extensions.allowed in settings.local.json).
	Vouched map[string]bool
	// Broken is set when a settings file could not be read or parsed at all.
	// Its deny rules are unknown, so every extension call is refused until
	// it is fixed (fail closed).
	Broken error
}

// decide returns the strongest effect among the rules matching the tool,
// and the rule that decided it. With no matching rule it is Ask.
//
// For a tool of a user extension (personal), an allow rule counts only when
// it is Personal, or names exactly this tool whose "allow always" is
// Vouched: a project's settings files can be written by its repository,
// which may restrict the user's own tools (ask, deny) but not wave them
// through.
func (r *ruleSet) decide(qualified string, personal bool) (effect, *rule) {
	var best *rule
	for i := range r.Rules {
		rule := &r.Rules[i]
		if !match(rule.Pattern, qualified) {
			continue
		}
		if personal && rule.Effect == allow && !rule.Personal && !(rule.Pattern == qualified && r.Vouched[qualified]) {
			continue
		}
		if best == nil || rule.Effect > best.Effect {
			best = rule
		}
	}
	if best == nil {
		return ask, nil
	}
	return best.Effect, best
}
