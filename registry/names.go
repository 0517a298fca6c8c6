// Package registry names tools and keeps them: a tool "ticket" of the
// extension "jira" is registered as "jira__ticket", so an extension can never
// take the name of a built-in tool such as "bash", nor of another
// extension's tool.
package registry

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/earshot/extensions/api"
	"github.com/earshot/extensions/internal/exterr"
)

// Separator joins an extension's name and a tool's name.
const Separator = "__"

// maxQualifiedLen is the longest qualified name: the limit every LLM tool API
// accepts for a tool name (^[A-Za-z0-9_-]{1,64}$).
const maxQualifiedLen = 64

// Qualified returns the name a tool is registered and called under.
func Qualified(extension, tool string) string { return extension + Separator + tool }

// CheckExtensionName reports why name cannot be an extension's name, or nil.
// Besides the rules for all names, it may not end with "_": "jira_" and the
// tool "x" would make "jira___x", which a rule for "jira" (Extension(jira__*))
// would match.
func CheckExtensionName(name string) error {
	if err := checkName("extension", name); err != nil {
		return err
	}
	if strings.HasSuffix(name, "_") {
		return nameError(fmt.Sprintf("extension name %q ends with \"_\", which would run into the \"__\" separator "+
			"(and let rules for another extension match its tools)", name))
	}
	return nil
}

// CheckToolName reports why name cannot be a tool's name, or nil.
func CheckToolName(name string) error { return checkName("tool", name) }

// CheckQualified checks both names and the length of the qualified name.
func CheckQualified(extension, tool string) error {
	if err := CheckExtensionName(extension); err != nil {
		return err
	}
	if err := CheckToolName(tool); err != nil {
		return err
	}
	if q := Qualified(extension, tool); len(q) > maxQualifiedLen {
		return nameError(fmt.Sprintf("%q is %d characters long; the limit for <extension>__<tool> is %d",
			q, len(q), maxQualifiedLen))
	}
	return nil
}

func checkName(what, name string) error {
	if name == "" {
		return nameError(fmt.Sprintf("the %s name is empty", what))
	}
	for i, r := range name {
		if r == utf8.RuneError {
			return nameError(fmt.Sprintf("%s name %q is not valid UTF-8", what, name))
		}
		alnum := r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9'
		if i == 0 && !alnum {
			return nameError(fmt.Sprintf("%s name %q must start with a letter or digit", what, name))
		}
		if !alnum && r != '_' && r != '-' {
			return nameError(fmt.Sprintf("%s name %q contains %q; only letters A-Z and a-z, digits, \"_\" and \"-\" are allowed",
				what, name, r))
		}
	}
	if containsSeparator(name) {
		return nameError(fmt.Sprintf("%s name %q contains %q, which separates extension from tool in <extension>__<tool>",
			what, name, Separator))
	}
	if len(name) > maxQualifiedLen-len(Separator)-1 {
		return nameError(fmt.Sprintf("%s name %q is %d characters long; <extension>__<tool> must fit in %d",
			what, name, len(name), maxQualifiedLen))
	}
	return nil
}

func containsSeparator(s string) bool {
	for i := 0; i+1 < len(s); i++ {
		if s[i] == '_' && s[i+1] == '_' {
			return true
		}
	}
	return false
}

func nameError(msg string) error { return exterr.Sentinel(api.ErrInvalidName, msg) }
