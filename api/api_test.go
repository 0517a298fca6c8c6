package api

import (
	"encoding/json"
	"errors"
	"fmt"
	"go/parser"
	"go/token"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

func TestLimitsCheck(t *testing.T) {
	d, err := Limits{}.Check()
	if err != nil {
		t.Fatal(err)
	}
	want := Limits{LoadTimeout: DefaultLoadTimeout, BuildTimeout: DefaultBuildTimeout, CallTimeout: DefaultCallTimeout,
		MemoryLimit: DefaultMemoryLimit, OutputLimit: DefaultOutputLimit, InputLimit: DefaultInputLimit,
		StackSize: DefaultStackSize, FetchLimit: DefaultFetchLimit}
	if d != want {
		t.Fatalf("defaults: %+v", d)
	}
	if d.WithDefaults() != d {
		t.Fatal("WithDefaults changes limits that have theirs")
	}
	// A small memory limit takes a stack of an eighth of it.
	if s, err := (Limits{MemoryLimit: 16 << 20}).Check(); err != nil || s.StackSize != 2<<20 {
		t.Fatalf("16 MiB: %+v %v", s, err)
	}
	for _, tt := range []struct {
		l     Limits
		field string
	}{
		{Limits{LoadTimeout: -time.Second}, "LoadTimeout"},
		{Limits{BuildTimeout: -1}, "BuildTimeout"},
		{Limits{CallTimeout: -1}, "CallTimeout"},
		{Limits{OutputLimit: -1}, "OutputLimit"},
		{Limits{InputLimit: -1}, "InputLimit"},
		{Limits{FetchLimit: -1}, "FetchLimit"},
		{Limits{MemoryLimit: MinMemoryLimit - 1}, "MemoryLimit"},
		{Limits{MemoryLimit: 8 << 20, StackSize: 4 << 20}, "StackSize"},
	} {
		_, err := tt.l.Check()
		var le *LimitError
		if !errors.As(err, &le) || le.Field != tt.field {
			t.Errorf("%+v: %v, want a LimitError for %s", tt.l, err, tt.field)
		}
	}
}

func TestCapabilitiesJSON(t *testing.T) {
	for _, tt := range []struct {
		c    Capabilities
		want string
	}{
		{AllCapabilities(), `{"fs":true,"exec":true,"env":true,"net":true}`},
		{Capabilities{FS: FSAccess{Mode: FSRead}, Exec: Grant{}, Env: Grant{Only: []string{"HOME"}}, Net: Grant{All: true}},
			`{"fs":"read","exec":false,"env":["HOME"],"net":true}`},
		{Capabilities{FS: FSAccess{Mode: FSPaths, Read: []string{"/a"}}, Net: Grant{Only: []string{}}},
			`{"fs":{"read":["/a"],"write":[]},"exec":false,"env":false,"net":false}`},
		{Capabilities{FS: FSAccess{Mode: FSNone}}, `{"fs":false,"exec":false,"env":false,"net":false}`},
	} {
		b, err := json.Marshal(tt.c)
		if err != nil || string(b) != tt.want {
			t.Errorf("%+v: %s %v, want %s", tt.c, b, err, tt.want)
		}
	}
	if !AllCapabilities().All() || (Capabilities{FS: FSAccess{Mode: FSAll}, Exec: Grant{All: true}, Env: Grant{All: true}}).All() {
		t.Error("All")
	}
}

func TestErrorText(t *testing.T) {
	e := &Error{Extension: "x", Phase: PhaseValidate, File: "x\x1b[2J.ts", Line: 3, Column: 4, Property: "tools[0].name",
		Err: fmt.Errorf("%w: bad", ErrShape), More: []Problem{{Property: "tools[1]", Err: errors.New("worse")}}}
	if got, want := e.Error(), "x\\x1b[2J.ts:3:4: tools[0].name: does not meet the extension contract: bad\nx\\x1b[2J.ts: tools[1]: worse"; got != want {
		t.Fatalf("%q\nwant %q", got, want)
	}
	if !errors.Is(e, ErrShape) {
		t.Fatal("the cause is lost")
	}
	if got := (&Error{Extension: "y", Phase: PhaseLoad}).Error(); got != "y: load failed" {
		t.Fatal(got)
	}
	d := &DeniedError{Rule: "Extension(a__b)", Reason: "declined"}
	if !errors.Is(d, ErrDenied) || d.Error() != "Extension(a__b) denied: declined" {
		t.Fatal(d)
	}
	if got := (Diagnostic{File: "a\nb.ts", Line: 1, Text: "t"}).String(); got != `a\nb.ts:1: t` {
		t.Fatal(got)
	}
}

type limitErr struct{ l Limit }

func (e limitErr) Error() string { return string(e.l) }
func (e limitErr) Limit() Limit  { return e.l }

func TestLimitOf(t *testing.T) {
	if got := LimitOf(fmt.Errorf("wrapped: %w", limitErr{LimitMemory})); got != LimitMemory {
		t.Fatal(got)
	}
	if got := LimitOf(errors.New("x")); got != "" {
		t.Fatal(got)
	}
	if LimitMemory.Raise() != "raise it with --memory-limit, or Limits.MemoryLimit" || LimitInput.Raise() != "raise it with Limits.InputLimit" ||
		LimitDeadline.Raise() != "" {
		t.Fatal("Raise")
	}
}

func TestPrintable(t *testing.T) {
	for _, tt := range []struct{ name, in, want string }{
		{"plain", "jira.ts", "jira.ts"},
		{"unicode", "tâche-日本.ts", "tâche-日本.ts"},
		{"escape", "x\x1b[2J.ts", `x\x1b[2J.ts`},
		{"newline", "a\nb", `a\nb`},
		{"bidi override", "evil\u202egnp.ts", `evil\u202egnp.ts`},
		{"not UTF-8", "a\xffb", `a\xffb`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got := Printable(tt.in); got != tt.want {
				t.Fatalf("Printable(%q) = %q, want %q", tt.in, got, tt.want)
			}
		})
	}
}

// TestImportsNothingOfOurs: package api is the leaf every stage imports;
// it depends on nothing else of the host's.
func TestImportsNothingOfOurs(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		af, err := parser.ParseFile(fset, f, nil, parser.ImportsOnly)
		if err != nil {
			t.Fatal(err)
		}
		for _, imp := range af.Imports {
			if p, _ := strconv.Unquote(imp.Path.Value); strings.HasPrefix(p, "github.com/earshot/") {
				t.Errorf("%s imports %s", f, p)
			}
		}
	}
}
