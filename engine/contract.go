package engine

import (
	"fmt"
	"reflect"
	"strings"

	"github.com/earshot/extensions/internal/suggest"
)

// The contract's property names: what the default export and each tool
// may have. They are read from the descriptions Go validates (exportDesc,
// toolDesc), so that what validation checks and what it knows are one
// list; the TypeScript types (internal/types) are tested against them.
var (
	ExportProperties = propertyNames(reflect.TypeFor[exportDesc]())
	ToolProperties   = propertyNames(reflect.TypeFor[toolDesc]())
)

// propertyNames are the JSON names of t's described properties: every
// field but the value's own type and keys.
func propertyNames(t reflect.Type) []string {
	var names []string
	for f := range t.Fields() {
		name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		if name != "type" && name != "keys" {
			names = append(names, name)
		}
	}
	return names
}

// otherNames are the names other tool frameworks give what earshot calls
// by the name they map to (MCP's and OpenAI's parameters, LangChain's
// args_schema, handlers and runs...).
var otherNames = map[string]string{
	"parameters":   "inputSchema",
	"params":       "inputSchema",
	"args":         "inputSchema",
	"arguments":    "inputSchema",
	"argsSchema":   "inputSchema",
	"args_schema":  "inputSchema",
	"schema":       "inputSchema",
	"input":        "inputSchema",
	"input_schema": "inputSchema",
	"jsonSchema":   "inputSchema",
	"handler":      "execute",
	"handle":       "execute",
	"run":          "execute",
	"call":         "execute",
	"invoke":       "execute",
	"fn":           "execute",
	"func":         "execute",
	"function":     "execute",
	"exec":         "execute",
	"action":       "execute",
	"read_only":    "readOnly",
	"readOnlyHint": "readOnly",
	"readonly":     "readOnly",
	"desc":         "description",
	"summary":      "description",
	"id":           "name",
	"toolName":     "name",
	"displayName":  "title",
	"label":        "title",
	"confirm":      "permission",
}

// unknownProperty is what is wrong with a property the contract does not
// have: the one likely meant, when there is one, else what there is.
func unknownProperty(key string, known []string, what string) string {
	if to, ok := otherNames[key]; ok && contains(known, to) {
		if suggest.Distance(strings.ToLower(key), strings.ToLower(to)) <= 2 {
			return fmt.Sprintf("unknown property; did you mean %s?", to)
		}
		return fmt.Sprintf("unknown property; earshot uses %s", to)
	}
	if best, ok := suggest.Closest(key, known); ok {
		return fmt.Sprintf("unknown property; did you mean %s?", best)
	}
	return fmt.Sprintf("unknown property; %s has %s", what, list(known))
}

func contains(ss []string, s string) bool {
	for _, x := range ss {
		if x == s {
			return true
		}
	}
	return false
}

// list is "a, b and c".
func list(ss []string) string {
	if len(ss) <= 1 {
		return strings.Join(ss, "")
	}
	return strings.Join(ss[:len(ss)-1], ", ") + " and " + ss[len(ss)-1]
}
