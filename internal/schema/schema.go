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
	"golang.org/x/text/language"
	"golang.org/x/text/message"
)

// MaxDepth is the deepest nesting accepted in an input document.
const MaxDepth = 128

// Schema is a compiled input schema.
type Schema struct {
	s *jsonschema.Schema
}

const location = "earshot:///inputSchema.json"

// Compile compiles a JSON Schema document. The top level must be an object
// whose "type" is "object".
func Compile(doc []byte) (*Schema, error) {
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
		return nil, fmt.Errorf("invalid JSON Schema: %s", oneLine(err.Error()))
	}
	return &Schema{s}, nil
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
	var problems []string
	p := message.NewPrinter(language.English)
	var walk func(e *jsonschema.ValidationError)
	walk = func(e *jsonschema.ValidationError) {
		if len(e.Causes) == 0 {
			at := "/" + strings.Join(e.InstanceLocation, "/")
			problems = append(problems, fmt.Sprintf("at %s: %s", at, e.ErrorKind.LocalizedString(p)))
			return
		}
		for _, c := range e.Causes {
			walk(c)
		}
	}
	walk(ve)
	slices.Sort(problems)
	problems = slices.Compact(problems)
	if len(problems) > 10 {
		problems = append(problems[:10], fmt.Sprintf("and %d more", len(problems)-10))
	}
	return errors.New(strings.Join(problems, "; "))
}

// Parse decodes a JSON document the way the validator sees it, refusing
// documents nested deeper than MaxDepth.
func Parse(input []byte) (any, error) {
	if d := depth(input); d > MaxDepth {
		return nil, fmt.Errorf("input is nested %d levels deep; the limit is %d", d, MaxDepth)
	}
	v, err := jsonschema.UnmarshalJSON(bytes.NewReader(input))
	if err != nil {
		return nil, fmt.Errorf("input is not valid JSON: %w", err)
	}
	return v, nil
}

// depth returns the maximum nesting of arrays and objects in a JSON text
// (ignoring brackets inside strings). It stops counting past MaxDepth+1.
func depth(doc []byte) int {
	d, maxD, inStr, esc := 0, 0, false, false
	for _, c := range doc {
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
		case c == '{' || c == '[':
			d++
			if d > maxD {
				maxD = d
				if maxD > MaxDepth {
					return maxD
				}
			}
		case c == '}' || c == ']':
			d--
		}
	}
	return maxD
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
