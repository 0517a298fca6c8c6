package engine

import (
	"fmt"
	"reflect"
	"strings"
)

// The contract's property names: what the default export and each tool
// may have. They are read from the descriptions Go validates (moduleDesc's
// default, toolDesc), so that what validation checks and what it knows are
// one list; the TypeScript types (internal/types) are tested against them.
var (
	ExportProperties = propertyNames(exportDesc)
	ToolProperties   = propertyNames(reflect.TypeFor[toolDesc]())
)

// exportDesc is the type of moduleDesc's description of the default export.
var exportDesc = func() reflect.Type {
	f, _ := reflect.TypeFor[moduleDesc]().FieldByName("Default")
	return f.Type.Elem()
}()

var ()

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
		if strings.EqualFold(key, to) || distance(key, to) <= 2 {
			return fmt.Sprintf("unknown property; did you mean %s?", to)
		}
		return fmt.Sprintf("unknown property; earshot uses %s", to)
	}
	best, bestD := "", 3
	for _, k := range known {
		d := distance(strings.ToLower(key), strings.ToLower(k))
		if d < bestD || strings.EqualFold(key, k) {
			best, bestD = k, d
		}
	}
	if best != "" && bestD <= max(1, len(best)/4) {
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

// distance is the edit distance between a and b, in bytes (names are
// ASCII; a long one is never close): insertions, deletions, substitutions
// and swaps of two neighbours (readOlny) count one each.
func distance(a, b string) int {
	if len(a) > 64 || len(b) > 64 {
		return 64
	}
	// d[i][j] is the distance between a[:i] and b[:j].
	d := make([][]int, len(a)+1)
	for i := range d {
		d[i] = make([]int, len(b)+1)
		d[i][0] = i
	}
	for j := range d[0] {
		d[0][j] = j
	}
	for i := 1; i <= len(a); i++ {
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			d[i][j] = min(d[i-1][j]+1, d[i][j-1]+1, d[i-1][j-1]+cost)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				d[i][j] = min(d[i][j], d[i-2][j-2]+1)
			}
		}
	}
	return d[len(a)][len(b)]
}
