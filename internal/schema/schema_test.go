package schema

import (
	"strings"
	"testing"
	"time"
)

func TestNumbersAreBounded(t *testing.T) {
	s, err := Compile([]byte(`{"type":"object","properties":{"n":{"type":"number","maximum":10}}}`))
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		input string
		want  string // "" means valid
	}{
		{`{"n": 1}`, ""},
		{`{"n": -1.5e-300}`, ""},
		{`{"n": 1e400}`, "maximum"},
		{`{"n": 1e-400}`, ""},
		{`{"n": 1e401}`, "exponent is past ±400"},
		{`{"n": 1E+0401}`, "exponent is past ±400"},
		{`{"n": 1e-1000001}`, "exponent is past ±400"},
		{`{"n": ` + strings.Repeat("1", 401) + `}`, "401 characters long"},
		{`{"n": 1, "s": "1e1000001 inside a string is text"}`, ""},
		{`{"s": "\"", "n": 2e9999}`, "exponent is past"},
	} {
		err := s.Validate([]byte(tt.input))
		switch {
		case tt.want == "" && err != nil:
			t.Errorf("%.40s: %v", tt.input, err)
		case tt.want != "" && (err == nil || !strings.Contains(err.Error(), tt.want)):
			t.Errorf("%.40s: got %v, want %q", tt.input, err, tt.want)
		}
	}
}

func TestSchemasAreBounded(t *testing.T) {
	deep := `{"type":"object"}`
	for range 40 {
		deep = `{"type":"object","properties":{"a":` + deep + `}}`
	}
	wide := `{"type":"object","properties":{` + strings.Repeat(`"p":{},`, 5000) + `"q":{}}}`
	for _, tt := range []struct {
		name, doc, want string
	}{
		{"deep", deep, "is nested more than 64 levels deep"},
		{"wide", wide, "has 5003 object members; the limit is 4096"},
		{"big", `{"type":"object","description":"` + strings.Repeat("x", MaxSchemaSize) + `"}`, "bytes of JSON; the limit is"},
		{"number", `{"type":"object","properties":{"n":{"maximum":1e1000001}}}`, "exponent is past"},
	} {
		start := time.Now()
		_, err := Compile([]byte(tt.doc))
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: got %v, want %q", tt.name, err, tt.want)
		}
		if d := time.Since(start); d > slow {
			t.Errorf("%s: refusing it took %v", tt.name, d)
		}
	}
	// Within the bounds, compiling is quick.
	ok := `{"type":"object","properties":{` + strings.Repeat(`"p":{"type":"string"},`, 1300) + `"q":{}}}`
	start := time.Now()
	if _, err := Compile([]byte(ok)); err != nil {
		t.Fatal(err)
	}
	if d := time.Since(start); d > slow { // quadratic would be minutes; this is milliseconds
		t.Errorf("compiling a schema within the bounds took %v", d)
	}
}

// slow is how long "it does not hang" allows (testutil.Slow: this package
// is below testutil).
const slow = 60 * time.Second

// TestMetaschemaMistakesTold: a schema that its metaschema refuses gets
// each mistake where it is, first of all, rather than the validator's
// trace of every keyword it tried ("'allOf' failed", and so on); of a
// keyword with several forms, the usual form's mistake.
func TestMetaschemaMistakesTold(t *testing.T) {
	_, err := Compile([]byte(`{"type": "object", "properties": {"a": {"type": "strng"}, "b": {"minLength": "3"}}}`))
	want := `invalid JSON Schema: at /properties/a/type: value must be one of 'array', 'boolean', 'integer', 'null', 'number', 'object', 'string' (got "strng"); at /properties/b/minLength: got string, want integer`
	if err == nil || err.Error() != want {
		t.Fatalf("got  %v\nwant %s", err, want)
	}
}
