package loader_test

import (
	"testing"

	"github.com/earshot/extensions/loader"
)

func TestDigests(t *testing.T) {
	f := loader.File{Name: "jira", Dir: "/p/.earshot/extensions", Path: "/p/.earshot/extensions/jira.ts"}
	hashes := map[string]string{
		"/p/.earshot/extensions/jira.ts":                         "aaaaaaaaaaaaaaaaaaaa",
		"/p/.earshot/extensions/lib/h.ts":                        "bbbbbbbbbbbbbbbbbbbb",
		"/p/.earshot/node_modules/zod/index.js":                  "cccccccccccccccccccc",
		"/p/.earshot/node_modules/zod/lib/types.js":              "dddddddddddddddddddd",
		"/p/node_modules/@scope/pkg/dist/x.js":                   "eeeeeeeeeeeeeeeeeeee",
		"/p/node_modules/@scope/pkg/node_modules/inner/index.js": "ffffffffffffffffffff",
		"/p/package.json":                                        "gggggggggggggggggggg",
	}
	d := loader.Digests(f, hashes)
	for _, k := range []string{"jira.ts", "lib/h.ts", "node_modules/zod", "node_modules/@scope/pkg", "node_modules/inner", "/p/package.json"} {
		if d[k] == "" {
			t.Errorf("no digest for %s: %v", k, d)
		}
	}
	if len(d) != 6 {
		t.Errorf("%d digests: %v", len(d), d)
	}
	if got := loader.ChangedSince(d, d); got != "" {
		t.Errorf("unchanged: %q", got)
	}
	hashes["/p/.earshot/node_modules/zod/lib/types.js"] = "changed"
	delete(hashes, "/p/.earshot/extensions/lib/h.ts")
	if got := loader.ChangedSince(d, loader.Digests(f, hashes)); got != "lib/h.ts (gone), node_modules/zod" {
		t.Errorf("got %q", got)
	}
}
