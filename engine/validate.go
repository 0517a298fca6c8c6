package engine

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/earshot/extensions/api"
	"github.com/earshot/extensions/internal/exterr"
	"github.com/earshot/extensions/internal/schema"
	"github.com/earshot/extensions/registry"
)

// moduleDesc is the prelude's description of a module namespace (see
// describeModule in prelude.js). Values are described, never passed: Go
// decides what is valid.
type moduleDesc struct {
	T       string      `json:"t"`
	Exports []string    `json:"exports"`
	Default *exportDesc `json:"default"`
}

// exportDesc describes the module's default export.
type exportDesc struct {
	Type  string   `json:"type"`
	Keys  []string `json:"keys"`
	Tools *struct {
		Type   string     `json:"type"`
		Length int        `json:"length"`
		Items  []toolDesc `json:"items"`
	} `json:"tools"`
}

type fieldDesc struct {
	Type  string          `json:"type"`
	Value json.RawMessage `json:"value"`
	JSON  *string         `json:"json"`
	Error string          `json:"error"`
}

func (f *fieldDesc) typ() string {
	if f == nil {
		return "undefined"
	}
	return f.Type
}

func (f *fieldDesc) str() string {
	var s string
	if f != nil {
		_ = json.Unmarshal(f.Value, &s)
	}
	return s
}

func (f *fieldDesc) boolean() bool {
	var b bool
	if f != nil {
		_ = json.Unmarshal(f.Value, &b)
	}
	return b
}

type toolDesc struct {
	Type string `json:"type"`
	// Keys are the tool's own keys when it is an object literal (not a
	// class's instance): the ones the contract does not know are reported.
	Keys        []string   `json:"keys"`
	Name        *fieldDesc `json:"name"`
	Description *fieldDesc `json:"description"`
	Title       *fieldDesc `json:"title"`
	InputSchema *fieldDesc `json:"inputSchema"`
	ReadOnly    *fieldDesc `json:"readOnly"`
	Execute     *fieldDesc `json:"execute"`
	Permission  *fieldDesc `json:"permission"`
}

// compiledTool is a validated tool with its compiled input schema (compiled
// at validation, or on first use for a Prepared extension).
type compiledTool struct {
	Tool
	once      *sync.Once
	schema    *schema.Schema
	schemaErr error
}

// maxTools is the most tools one extension may declare, and
// maxSchemaBytes the most JSON their input schemas may have in all.
const (
	maxTools       = 1000
	maxSchemaBytes = 2 << 20
)

// problems gathers the contract violations of one default export, so that
// all of them are reported at once.
type problems struct {
	ext, file string
	list      []api.Problem
}

// shape records a violation of the contract at prop.
func (p *problems) shape(prop, format string, args ...any) {
	p.add(prop, exterr.Sentinelf(api.ErrShape, format, args...))
}

func (p *problems) add(prop string, err error) {
	p.list = append(p.list, api.Problem{Property: prop, Err: err})
}

// err is the *exterr.Error naming every problem (the first as its
// Property and Err, the others as More), or nil.
func (p *problems) err() error {
	if len(p.list) == 0 {
		return nil
	}
	e := &api.Error{Extension: p.ext, Phase: api.PhaseValidate, File: p.file, Property: p.list[0].Property, Err: p.list[0].Err}
	if len(p.list) > 1 {
		e.More = p.list[1:]
	}
	return e
}

// unknown records the keys of an object literal that the contract does
// not know (at prefix.key), saying which one was likely meant.
func (p *problems) unknown(prefix string, keys, known []string, what string) {
	for _, k := range keys {
		if !contains(known, k) {
			prop := k
			if prefix != "" {
				prop = prefix + "." + k
			}
			p.shape(prop, "%s", unknownProperty(k, known, what))
		}
	}
}

// validate turns a module description into the extension's tools, or an
// error naming every contract violation found (see problems). ext and file
// name the extension in errors.
//
// Compiling the input schemas is the costly part; ctx (the load's deadline)
// is checked between them.
func validate(ctx context.Context, ext, file string, d *moduleDesc) ([]compiledTool, error) {
	p := &problems{ext: ext, file: file}
	if d.Default == nil {
		if len(d.Exports) == 0 {
			p.shape("", "the module has no default export; export default { tools: [...] }")
		} else {
			p.shape("", "the module has no default export (it exports %s); export default { tools: [...] }",
				strings.Join(quoteAll(d.Exports), ", "))
		}
		return nil, p.err()
	}
	if d.Default.Type != "object" {
		p.shape("default export", "expected an object { tools: [...] }, got %s", article(d.Default.Type))
		return nil, p.err()
	}
	p.unknown("", d.Default.Keys, ExportProperties, "the default export")
	if d.Default.Tools == nil || d.Default.Tools.Type != "array" {
		got := "undefined"
		if d.Default.Tools != nil {
			got = d.Default.Tools.Type
		}
		p.shape("tools", "expected an array of tools, got %s", article(got))
		return nil, p.err()
	}
	if d.Default.Tools.Length > maxTools {
		p.shape("tools", "declares %d tools; the limit is %d", d.Default.Tools.Length, maxTools)
		return nil, p.err()
	}
	tools := make([]compiledTool, 0, len(d.Default.Tools.Items))
	seen := map[string]int{}
	schemaBytes := 0
	for i, t := range d.Default.Tools.Items {
		at := func(prop string) string {
			p := fmt.Sprintf("tools[%d]", i)
			if prop != "" {
				p += "." + prop
			}
			return p
		}
		if t.Type != "object" {
			p.shape(at(""), "expected a tool object, got %s", article(t.Type))
			continue
		}
		p.unknown(at(""), t.Keys, ToolProperties, "a tool")
		name := t.Name.str()
		if t.Name.typ() != "string" {
			p.shape(at("name"), "expected a string, got %s", article(t.Name.typ()))
		} else if err := registry.CheckToolName(name); err != nil {
			p.add(at("name"), err)
		} else if err := registry.CheckQualified(ext, name); err != nil {
			p.add(at("name"), err)
		} else if j, dup := seen[name]; dup {
			p.shape(at("name"), "duplicate tool name %q (also tools[%d])", name, j)
		} else {
			seen[name] = i
		}
		desc := t.Description.str()
		switch {
		case t.Description.typ() != "string":
			p.shape(at("description"), "expected a string, got %s", article(t.Description.typ()))
		case strings.TrimSpace(desc) == "":
			p.shape(at("description"), "must not be empty: the model reads it to decide when to use %q", name)
		default:
			if err := checkDescription(desc); err != nil {
				p.shape(at("description"), "%v", err)
			}
		}
		var title string
		switch t.Title.typ() {
		case "undefined":
		case "string":
			title = t.Title.str()
			if err := checkTitle(title); err != nil {
				p.shape(at("title"), "%v", err)
			}
		default:
			p.shape(at("title"), "expected a string, got %s", article(t.Title.typ()))
		}
		switch t.ReadOnly.typ() {
		case "undefined", "boolean":
		default:
			p.shape(at("readOnly"), "expected a boolean, got %s", article(t.ReadOnly.typ()))
		}
		if t.Execute.typ() != "function" {
			p.shape(at("execute"), "expected a function, got %s", article(t.Execute.typ()))
		}
		switch t.Permission.typ() {
		case "undefined", "function":
		default:
			p.shape(at("permission"), "expected a function, got %s", article(t.Permission.typ()))
		}
		if t.InputSchema.typ() != "object" {
			p.shape(at("inputSchema"), "expected a JSON Schema object, got %s", article(t.InputSchema.typ()))
			continue
		}
		if t.InputSchema.JSON == nil {
			p.shape(at("inputSchema"), "cannot be converted to JSON: %s", t.InputSchema.Error)
			continue
		}
		raw := json.RawMessage(*t.InputSchema.JSON)
		if err := context.Cause(ctx); err != nil {
			return nil, &api.Error{Extension: ext, Phase: api.PhaseValidate, File: file, Property: at("inputSchema"),
				Err: fmt.Errorf("compiling the input schemas: %w", err)}
		}
		if schemaBytes += len(raw); schemaBytes > maxSchemaBytes {
			p.shape(at("inputSchema"), "the tools' input schemas are more than %d bytes of JSON in all; the limit is %d",
				maxSchemaBytes, maxSchemaBytes)
			break
		}
		s, err := schema.Compile(raw)
		if err != nil {
			p.shape(at("inputSchema"), "%v", err)
			continue
		}
		tools = append(tools, compiledTool{
			Tool: Tool{
				Name:          name,
				Description:   desc,
				Title:         title,
				InputSchema:   raw,
				ReadOnly:      t.ReadOnly.boolean(),
				HasPermission: t.Permission.typ() == "function",
			},
			schema: s,
			once:   new(sync.Once),
		})
	}
	if err := p.err(); err != nil {
		return nil, err
	}
	return tools, nil
}

// maxToolTitle is the longest tool title, in characters.
const maxToolTitle = 100

// checkTitle reports why s cannot be a tool's title: a short, one-line,
// human-readable name that clients show instead of the qualified name.
func checkTitle(s string) error {
	if strings.TrimSpace(s) == "" {
		return fmt.Errorf("must not be empty (leave it out to show the tool's name)")
	}
	if n := utf8.RuneCountInString(s); n > maxToolTitle {
		return fmt.Errorf("is %d characters long; the limit is %d", n, maxToolTitle)
	}
	if k := strings.IndexAny(s, "\n\t"); k >= 0 {
		return fmt.Errorf("contains the character %U; a title is one line of visible text", s[k])
	}
	if r, why := hiddenText(s); why != "" {
		return fmt.Errorf("contains the character %U (%s); a title is one line of visible text", r, why)
	}
	return nil
}

// checkDescription reports why s cannot be a tool's description: the
// model reads it, and people do (in MCP clients, in list --json), so it
// is visible text — lines of it — and may hold nothing the model reads
// that people do not see (hiddenText).
func checkDescription(s string) error {
	if r, why := hiddenText(s); why != "" {
		return fmt.Errorf("contains the character %U (%s); a description is visible text, which the model and people read alike", r, why)
	}
	return nil
}

// hiddenText finds the first character of s that is not visible text and
// says what it is: "" when there is none. Visible text is any character
// but these:
//
//   - control characters (C0, DEL, C1), but newline and tab: they drive
//     terminals ("\x1b[2J"), and "\r" rewrites a line as it is shown;
//   - U+FFFD, what is left of bytes that are not UTF-8;
//   - format characters (Unicode's Cf), which print nothing: the tag
//     characters (U+E0000–U+E007F, which spell ASCII a model reads and
//     people do not see), zero-width ones (U+200B, U+2060, U+FEFF), the
//     bidirectional controls and marks (U+202A–U+202E, U+2066–U+2069,
//     U+200E, U+200F, U+061C), invisible operators (U+2061–U+2064), the
//     soft hyphen — except a zero-width joiner or non-joiner (U+200D,
//     U+200C) between two visible characters that are not spaces, as
//     emoji sequences and Persian or Indic words need them;
//   - the line and paragraph separators (U+2028, U+2029);
//   - characters that render as nothing: the Hangul fillers (U+115F,
//     U+1160, U+3164, U+FFA0), the combining grapheme joiner (U+034F),
//     the Braille blank (U+2800), and variation selectors (U+FE00–U+FE0F)
//     but one after a visible character, and the supplementary ones
//     (U+E0100–U+E01EF), in which text can be smuggled;
//   - private-use characters and noncharacters, which show nothing
//     anyone agreed on.
func hiddenText(s string) (rune, string) {
	prev := rune(-1) // the character before, -1 at the start
	rs := []rune(s)
	for k, r := range rs {
		next := rune(-1)
		if k+1 < len(rs) {
			next = rs[k+1]
		}
		why := ""
		switch {
		case r == '\n' || r == '\t':
		case unicode.IsControl(r):
			why = "a control character"
		case r == utf8.RuneError:
			why = "the replacement character, what is left of bytes that are not UTF-8"
		case (r == '\u200c' || r == '\u200d') && (joins(prev) || prev >= '\ufe00' && prev <= '\ufe0f') && joins(next):
		case r >= 0xe0000 && r <= 0xe007f:
			why = "a tag character, invisible"
		case r >= '\u202a' && r <= '\u202e' || r >= '\u2066' && r <= '\u2069' || r == '\u200e' || r == '\u200f' || r == '\u061c':
			why = "a bidirectional control, which reorders the text around it"
		case unicode.Is(unicode.Cf, r):
			why = "a format character, invisible"
		case r == '\u2028' || r == '\u2029':
			why = "a line or paragraph separator"
		case r == '\u115f' || r == '\u1160' || r == '\u3164' || r == '\uffa0' || r == '\u034f' || r == '\u2800':
			why = "a character that shows nothing"
		case r >= '\ufe00' && r <= '\ufe0f':
			if !joins(prev) {
				why = "a variation selector that selects nothing"
			}
		case r >= 0xe0100 && r <= 0xe01ef:
			why = "a supplementary variation selector, in which text can be hidden"
		case unicode.Is(unicode.Co, r) || r&0xfffe == 0xfffe || r >= '\ufdd0' && r <= '\ufdef':
			why = "a private-use character or a noncharacter"
		}
		if why != "" {
			return r, why
		}
		prev = r
	}
	return 0, ""
}

// joins reports whether r (-1: none) is a visible character a joiner or a
// variation selector may follow or precede: not a space, a control, or
// another invisible character.
func joins(r rune) bool {
	return r >= 0 && !unicode.IsSpace(r) && !unicode.IsControl(r) && !unicode.Is(unicode.Cf, r) &&
		!(r >= '\ufe00' && r <= '\ufe0f') && !(r >= 0xe0100 && r <= 0xe01ef)
}

func article(typ string) string {
	switch typ {
	case "undefined", "null":
		return typ
	case "array", "object":
		return "an " + typ
	default:
		return "a " + typ
	}
}

func quoteAll(ss []string) []string {
	out := make([]string, len(ss))
	for i, s := range ss {
		out[i] = fmt.Sprintf("%q", s)
	}
	return out
}
