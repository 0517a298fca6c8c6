package api

import (
	"encoding/json"
	"fmt"
)

// Scope says where an extension comes from: the project or the user.
type Scope string

// Scopes.
const (
	// ScopeProject: <project>/.earshot/extensions; loads only once trusted,
	// so that a cloned repository cannot run code by being opened.
	ScopeProject Scope = "project"
	// ScopeUser: <config-dir>/extensions, the user's own files; they
	// always load.
	ScopeUser Scope = "user"
)

// Capabilities are what an extension may do on the machine: everything,
// unless the user's settings.json narrows it
// (extensions.capabilities.<name>). As JSON they are written as the
// settings say them: "fs" true, false, "read" or {"read": [...], "write":
// [...]}; "exec", "env" and "net" true, false or a list.
type Capabilities struct {
	// FS is what it may do with files.
	FS FSAccess
	// Exec: the programs it may run (names as found on the user's PATH, or
	// paths).
	Exec Grant
	// Env: the environment variables it may see.
	Env Grant
	// Net: the hosts it may connect to (patterns such as
	// "*.example.com").
	Net Grant
}

// All reports whether c narrows nothing.
func (c Capabilities) All() bool {
	return c.FS.Mode == FSAll && c.Exec.All && c.Env.All && c.Net.All
}

// AllCapabilities are an extension's capabilities when nothing narrows
// them.
func AllCapabilities() Capabilities {
	return Capabilities{FS: FSAccess{Mode: FSAll}, Exec: Grant{All: true}, Env: Grant{All: true}, Net: Grant{All: true}}
}

// FSMode is how much of the file system an extension may use.
type FSMode string

// File system modes.
const (
	FSAll   FSMode = "all"   // read and write anywhere it is not protected
	FSRead  FSMode = "read"  // read anywhere it is not protected; write nowhere
	FSNone  FSMode = "none"  // no files
	FSPaths FSMode = "paths" // FSAccess.Read and FSAccess.Write only
)

// FSAccess is the fs capability.
type FSAccess struct {
	Mode FSMode
	// Read and Write are the folders (absolute, links resolved) it may
	// read and write in when Mode is FSPaths; a folder it may write in it
	// may read too.
	Read, Write []string
}

// Grant is a capability granted whole, not at all, or for the names
// listed.
type Grant struct {
	// All: granted whole. Otherwise only for Only (none when it is empty).
	All  bool
	Only []string
}

// MarshalJSON writes g as settings.json does: true, false or the list.
func (g Grant) MarshalJSON() ([]byte, error) {
	switch {
	case g.All:
		return []byte("true"), nil
	case len(g.Only) == 0:
		return []byte("false"), nil
	}
	return json.Marshal(g.Only)
}

// MarshalJSON writes f as settings.json does: true, false, "read", or
// {"read": [...], "write": [...]}.
func (f FSAccess) MarshalJSON() ([]byte, error) {
	switch f.Mode {
	case FSAll:
		return []byte("true"), nil
	case FSRead:
		return []byte(`"read"`), nil
	case FSPaths:
		return json.Marshal(struct {
			Read  []string `json:"read"`
			Write []string `json:"write"`
		}{append([]string{}, f.Read...), append([]string{}, f.Write...)})
	}
	return []byte("false"), nil
}

// MarshalJSON writes c as settings.json does.
func (c Capabilities) MarshalJSON() ([]byte, error) {
	return json.Marshal(struct {
		FS   FSAccess `json:"fs"`
		Exec Grant    `json:"exec"`
		Env  Grant    `json:"env"`
		Net  Grant    `json:"net"`
	}{c.FS, c.Exec, c.Env, c.Net})
}

// Diagnostic is a problem with an extension that did not stop it from
// loading — a warning esbuild gave about its code — positioned in the file
// it is in.
type Diagnostic struct {
	// Phase is the stage that found it (PhaseBundle).
	Phase Phase `json:"phase"`
	// File is the file, as shown to people: relative to the extensions
	// folder for files inside it, otherwise absolute ("" when the
	// diagnostic is about no file).
	File string `json:"file,omitempty"`
	// Line and Column are 1-based positions in File, or 0 when unknown.
	Line   int `json:"line,omitempty"`
	Column int `json:"column,omitempty"`
	// ID names its kind, as the tool that found it does (esbuild's
	// "unsupported-require-call"), or "".
	ID string `json:"id,omitempty"`
	// Text says what is wrong.
	Text string `json:"text"`
}

// String is the diagnostic as a compiler writes it: file:line:column: text.
func (d Diagnostic) String() string {
	file := Printable(d.File)
	switch {
	case d.File == "":
		return d.Text
	case d.Line == 0:
		return fmt.Sprintf("%s: %s", file, d.Text)
	case d.Column == 0:
		return fmt.Sprintf("%s:%d: %s", file, d.Line, d.Text)
	}
	return fmt.Sprintf("%s:%d:%d: %s", file, d.Line, d.Column, d.Text)
}
