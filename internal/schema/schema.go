// Package schema compiles tools' input schemas and validates inputs against
// them with github.com/santhosh-tekuri/jsonschema/v6. Schemas without
// "$schema" are read as draft 2020-12; draft-07 (and 4, 6, 2019-09) schemas
// that say so are honoured. A schema may not load anything: "$ref"s must
// point inside the schema itself.
package schema

import (
	"bytes"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/santhosh-tekuri/jsonschema/v6"
	"github.com/santhosh-tekuri/jsonschema/v6/kind"
	"golang.org/x/text/language"
	"golang.org/x/text/message"
)

// Bounds on what is parsed, checked before parsing: validation costs time
// outside the extension's instance, so no input may make it costly.
const (
	// MaxDepth is the deepest nesting accepted in an input document.
	MaxDepth = 128
	// MaxNumberLength is the longest number literal accepted (in input and
	// in schemas), and MaxExponent the largest exponent: JSON numbers
	// become doubles in JavaScript (at most ~1.8e308), while the validator
	// computes with exact rationals, whose cost grows with the exponent.
	MaxNumberLength = 400
	MaxExponent     = 400
	// MaxSchemaSize, MaxSchemaDepth and MaxSchemaMembers bound one
	// inputSchema (its JSON text, nesting and object members in all):
	// compiling costs grow with the square of the members and faster with
	// the depth.
	MaxSchemaSize    = 512 << 10
	MaxSchemaDepth   = 64
	MaxSchemaMembers = 4096
)

// Schema is a compiled input schema.
type Schema struct {
	s *jsonschema.Schema
}

const location = "earshot:///inputSchema.json"

// Compile compiles a JSON Schema document. The top level must be an object
// whose "type" is "object".
func Compile(doc []byte) (*Schema, error) {
	if len(doc) > MaxSchemaSize {
		return nil, fmt.Errorf("is %d bytes of JSON; the limit is %d", len(doc), MaxSchemaSize)
	}
	st, err := scan(doc, MaxSchemaDepth)
	if err != nil {
		return nil, err
	}
	if st.depth > MaxSchemaDepth {
		return nil, fmt.Errorf("is nested more than %d levels deep", MaxSchemaDepth)
	}
	if st.members > MaxSchemaMembers {
		return nil, fmt.Errorf("has %d object members; the limit is %d", st.members, MaxSchemaMembers)
	}
	v, err := jsonschema.UnmarshalJSON(bytes.NewReader(doc))
	if err != nil {
		return nil, fmt.Errorf("not valid JSON: %w", err)
	}
	obj, ok := v.(map[string]any)
	if !ok {
		return nil, errors.New("expected a JSON Schema object")
	}
	if t, ok := obj["type"]; !ok {
		return nil, errors.New(`"type" is missing; tool inputs are objects, so it must be "object"`)
	} else if t != "object" {
		return nil, fmt.Errorf(`"type" is %s; tool inputs are objects, so it must be "object"`, jsonText(t))
	}
	c := jsonschema.NewCompiler()
	c.DefaultDraft(jsonschema.Draft2020)
	c.UseLoader(noLoader{})
	if err := c.AddResource(location, v); err != nil {
		return nil, fmt.Errorf("invalid JSON Schema: %w", err)
	}
	s, err := c.Compile(location)
	if err != nil {
		var se *jsonschema.SchemaValidationError
		var ve *jsonschema.ValidationError
		if errors.As(err, &se) && errors.As(se.Err, &ve) {
			// Not valid against its metaschema: each mistake, where it
			// is in the schema, rather than the validator's whole trace.
			return nil, fmt.Errorf("invalid JSON Schema: %s", strings.Join(problems(ve, true), "; "))
		}
		return nil, fmt.Errorf("invalid JSON Schema: %s", oneLine(err.Error()))
	}
	return &Schema{s}, nil
}

// problems are the mistakes a validation found, each "at <where>:
// <what>", sorted, at most ten and how many more. Of a schema checked
// against its metaschema (metaschema), the value a list of names did not
// have is said ("value must be one of ... (got "strng")"), and of a
// keyword that takes one of several forms (anyOf, oneOf) the first form's
// mistakes only: the metaschemas list the usual form first (a type name
// before an array of them).
func problems(ve *jsonschema.ValidationError, metaschema bool) []string {
	p := message.NewPrinter(language.English)
	var out []string
	var walk func(e *jsonschema.ValidationError)
	walk = func(e *jsonschema.ValidationError) {
		at := "at /" + strings.Join(e.InstanceLocation, "/") + ": "
		if metaschema {
			switch k := e.ErrorKind.(type) {
			case *kind.AnyOf, *kind.OneOf:
				if len(e.Causes) > 0 {
					walk(e.Causes[0])
					return
				}
			case *kind.Enum:
				if len(e.Causes) == 0 {
					out = append(out, at+k.LocalizedString(p)+" (got "+jsonText(k.Got)+")")
					return
				}
			}
		}
		if len(e.Causes) == 0 {
			out = append(out, at+e.ErrorKind.LocalizedString(p))
			return
		}
		for _, c := range e.Causes {
			walk(c)
		}
	}
	walk(ve)
	slices.Sort(out)
	out = slices.Compact(out)
	if len(out) > 10 {
		out = append(out[:10], fmt.Sprintf("and %d more", len(out)-10))
	}
	return out
}

// Validate checks input (a JSON document) against the schema. The error
// names each offending field as a JSON pointer into the input.
func (s *Schema) Validate(input []byte) error {
	v, err := Parse(input)
	if err != nil {
		return err
	}
	err = s.s.Validate(v)
	if err == nil {
		return nil
	}
	var ve *jsonschema.ValidationError
	if !errors.As(err, &ve) {
		return err
	}
	return errors.New(strings.Join(problems(ve, false), "; "))
}

// Parse decodes a JSON document the way the validator sees it, refusing
// documents nested deeper than MaxDepth and numbers past MaxNumberLength or
// MaxExponent.
func Parse(input []byte) (any, error) {
	st, err := scan(input, MaxDepth)
	if err != nil {
		return nil, fmt.Errorf("input %w", err)
	}
	if st.depth > MaxDepth {
		return nil, fmt.Errorf("input is nested more than %d levels deep", MaxDepth)
	}
	v, err := jsonschema.UnmarshalJSON(bytes.NewReader(input))
	if err != nil {
		return nil, fmt.Errorf("input is not valid JSON: %w", err)
	}
	return v, nil
}

type stats struct {
	depth   int // the deepest nesting of arrays and objects (stops past the limit)
	members int // object members
}

// scan measures a JSON text and checks its number literals, ignoring
// everything inside strings. It stops counting the depth past maxDepth. It
// does not otherwise validate the text.
func scan(doc []byte, maxDepth int) (stats, error) {
	var st stats
	d, inStr, esc := 0, false, false
	for i := 0; i < len(doc); i++ {
		c := doc[i]
		switch {
		case inStr:
			switch {
			case esc:
				esc = false
			case c == '\\':
				esc = true
			case c == '"':
				inStr = false
			}
		case c == '"':
			inStr = true
		case c == ':':
			st.members++
		case c == '{' || c == '[':
			d++
			if d > st.depth {
				st.depth = d
				if st.depth > maxDepth {
					return st, nil
				}
			}
		case c == '}' || c == ']':
			d--
		case c == '-' || c >= '0' && c <= '9':
			j := i
			for j < len(doc) && isNumberByte(doc[j]) {
				j++
			}
			if err := checkNumber(doc[i:j]); err != nil {
				return st, err
			}
			i = j - 1
		}
	}
	return st, nil
}

func isNumberByte(c byte) bool {
	return c >= '0' && c <= '9' || c == '-' || c == '+' || c == '.' || c == 'e' || c == 'E'
}

// checkNumber refuses a number literal longer than MaxNumberLength or with
// an exponent past MaxExponent (either way).
func checkNumber(lit []byte) error {
	if len(lit) > MaxNumberLength {
		return fmt.Errorf("has a number %d characters long (%s…); the limit is %d", len(lit), lit[:20], MaxNumberLength)
	}
	e := bytes.IndexAny(lit, "eE")
	if e < 0 {
		return nil
	}
	exp := lit[e+1:]
	if len(exp) > 0 && (exp[0] == '+' || exp[0] == '-') {
		exp = exp[1:]
	}
	exp = bytes.TrimLeft(exp, "0")
	if len(exp) > 3 || len(exp) == 3 && string(exp) > fmt.Sprint(MaxExponent) {
		return fmt.Errorf("has the number %s, whose exponent is past ±%d (JSON numbers are doubles in JavaScript)", shorten(lit), MaxExponent)
	}
	return nil
}

func shorten(b []byte) string {
	if len(b) > 40 {
		return string(b[:40]) + "…"
	}
	return string(b)
}

type noLoader struct{}

func (noLoader) Load(url string) (any, error) {
	return nil, fmt.Errorf("%s: schemas may not load other documents; put definitions in \"$defs\"", url)
}

func jsonText(v any) string {
	switch v := v.(type) {
	case string:
		return fmt.Sprintf("%q", v)
	case nil:
		return "null"
	default:
		return fmt.Sprint(v)
	}
}

func oneLine(s string) string {
	s = strings.ReplaceAll(s, location, "inputSchema")
	return strings.Join(strings.Fields(s), " ")
}
