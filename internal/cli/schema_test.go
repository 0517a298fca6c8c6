package cli

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"

	"github.com/earshot/extensions/internal/testutil"
)

// TestListSchema checks that docs/list.schema.json is the schema the types
// generate (EARSHOT_UPDATE=1 rewrites it), and that real output validates.
func TestListSchema(t *testing.T) {
	got, err := ListSchema()
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(testutil.Root(), "docs", "list.schema.json")
	if os.Getenv("EARSHOT_UPDATE") != "" {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Fatalf("%s is out of date; run EARSHOT_UPDATE=1 go test ./internal/cli", path)
	}

	c := jsonschema.NewCompiler()
	doc, _ := jsonschema.UnmarshalJSON(bytes.NewReader(got))
	if err := c.AddResource("list.schema.json", doc); err != nil {
		t.Fatal(err)
	}
	sch, err := c.Compile("list.schema.json")
	if err != nil {
		t.Fatal(err)
	}

	project := testutil.Project(t, "good.ts", "execute-string.js", "hangs-at-import.js")
	config := t.TempDir()
	testutil.CopyFixtures(t, filepath.Join(config, "extensions"), "bash.js")
	var out, errOut bytes.Buffer
	args := []string{"--project", project, "--config-dir", config, "--cache-dir", testutil.CacheDir()}
	if code := Main(context.Background(), append([]string{"extensions", "trust", "good", "execute-string"}, args...), IO{Stdout: &out, Stderr: &errOut}); code != 0 {
		t.Fatal(errOut.String())
	}
	out.Reset()
	if code := Main(context.Background(), append([]string{"extensions", "list", "--json"}, args...), IO{Stdout: &out, Stderr: &errOut}); code != 0 {
		t.Fatal(errOut.String())
	}
	inst, err := jsonschema.UnmarshalJSON(bytes.NewReader(out.Bytes()))
	if err != nil {
		t.Fatal(err)
	}
	if err := sch.Validate(inst); err != nil {
		t.Fatalf("list --json does not match its schema: %v\n%s", err, out.String())
	}
	for _, state := range []string{`"loaded"`, `"failed"`, `"untrusted"`} {
		if !bytes.Contains(out.Bytes(), []byte(state)) {
			t.Errorf("output has no %s extension", state)
		}
	}
}
