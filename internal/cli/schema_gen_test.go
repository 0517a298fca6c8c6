// This file is a test file only so that the earshot binary does not carry
// invopop/jsonschema (and its YAML parser) for a schema it never prints.

package cli

import (
	"encoding/json"

	"github.com/invopop/jsonschema"
)

// ListSchema is the JSON Schema of `earshot extensions list --json`,
// generated from the Go types that produce it, so that the published
// schema (docs/list.schema.json) cannot drift from the output.
func ListSchema() ([]byte, error) {
	r := &jsonschema.Reflector{
		ExpandedStruct:            true,
		AllowAdditionalProperties: false,
	}
	s := r.Reflect(&listJSON{})
	s.ID = "https://github.com/earshot/extensions/docs/list.schema.json"
	s.Title = "earshot extensions list --json"
	b, err := json.MarshalIndent(s, "", "  ")
	if err != nil {
		return nil, err
	}
	return append(b, '\n'), nil
}
