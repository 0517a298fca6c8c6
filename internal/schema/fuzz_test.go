package schema

import (
	"testing"
)

// FuzzValidate: any input, against schemas whose keywords compute with
// numbers, is accepted or refused with an error — never a panic — and
// numbers past the bounds are always refused.
func FuzzValidate(f *testing.F) {
	for _, seed := range []string{
		`{"n": 1}`, `{"n": 1e1000001}`, `{"n": -0.0}`, `{"list": [1, 1.0, 1e0]}`, `{"n": 1e400}`,
		`{"n": "1e999999"}`, `[[[[[[]]]]]]`, `{"n": 9007199254740993}`, `{"n": 0.1e-399}`,
	} {
		f.Add(seed)
	}
	schemas := []*Schema{}
	for _, doc := range []string{
		`{"type":"object","properties":{"n":{"type":"number","minimum":0,"maximum":10,"multipleOf":0.5}}}`,
		`{"type":"object","properties":{"list":{"type":"array","uniqueItems":true,"items":{"type":"number"}}}}`,
		`{"type":"object","properties":{"n":{"enum":[1,2.5,1e300]},"c":{"const":3}}}`,
		`{"type":"object","properties":{"n":{"type":"integer","exclusiveMinimum":-1}}}`,
	} {
		s, err := Compile([]byte(doc))
		if err != nil {
			f.Fatal(err)
		}
		schemas = append(schemas, s)
	}
	f.Fuzz(func(t *testing.T, input string) {
		for _, s := range schemas {
			err := s.Validate([]byte(input))
			if err == nil {
				if st, serr := scan([]byte(input), MaxDepth); serr != nil || st.depth > MaxDepth {
					t.Fatalf("accepted %q past the bounds", input)
				}
			}
		}
	})
}

// FuzzCompile: any schema document compiles or is refused with an error,
// never a panic.
func FuzzCompile(f *testing.F) {
	for _, seed := range []string{
		`{"type":"object"}`, `{"type":"object","properties":{"a":{"$ref":"#/properties/a"}}}`,
		`{"type":"object","properties":{"n":{"maximum":1e1000001}}}`, `{"type":"object","$ref":"http://x/y"}`,
		`{"type":"object","allOf":[{"$ref":"#"}]}`, `{"type":"object","patternProperties":{"(":{}}}`,
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, doc string) {
		s, err := Compile([]byte(doc))
		if err == nil {
			_ = s.Validate([]byte(`{"a":1}`))
		}
	})
}
