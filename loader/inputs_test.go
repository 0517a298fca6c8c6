package loader

import (
	"context"
	"fmt"
	"maps"
	"path/filepath"
	"testing"
	"time"
)

// TestInputsOfMatchesBundlingAlone: what InputsOf says each extension is
// made of (bundled many to a build) is what bundling it alone reads —
// helpers, packages, tsconfig paths, JSON, the Buffer pass, and the
// configuration files of each one's folders only — and an extension that
// does not bundle has nothing, without taking the others with it.
func TestInputsOfMatchesBundlingAlone(t *testing.T) {
	project := t.TempDir()
	dir := ProjectDir(project)
	w := func(rel, s string) { writeFile(t, filepath.Join(dir, rel), s) }
	w("plain.js", `export default { tools: [] };`)
	w("helper.ts", `import { h } from "./lib/h"; export default { tools: [], h };`)
	w("lib/h.ts", `export const h = 1;`)
	w("alias.ts", `import { a } from "@lib/a"; export default { tools: [], a };`)
	w("lib/x/a.ts", `export const a = "x";`)
	w("tsconfig.json", `{"compilerOptions": {"baseUrl": ".", "paths": {"@lib/*": ["lib/x/*"]}}}`)
	w("usespkg.js", `import { p } from "pkg"; export default { tools: [], p };`)
	w("data.js", `import d from "./lib/d.json"; export default { tools: [], d };`)
	w("lib/d.json", `{"d": 1}`)
	w("buffer.js", `export default { tools: [], b: Buffer.from("x").length };`)
	w("nested.js", `import { n } from "./deep/n.js"; export default { tools: [], n };`)
	w("deep/n.js", `export const n = 1;`)
	w("deep/package.json", `{"type": "module"}`)
	w("broken.ts", `export default {`)
	writeFile(t, filepath.Join(project, ".earshot", "node_modules", "pkg", "package.json"), `{"name": "pkg", "main": "main.js"}`)
	writeFile(t, filepath.Join(project, ".earshot", "node_modules", "pkg", "main.js"), `exports.p = 1;`)
	// JSON read through createRequire, a module that is not installed, a
	// require of a package with a "module" build.
	w("optional.js", `import { data } from "reads"; import o from "opt"; export default { tools: [], data, o };`)
	nm := func(rel, s string) { writeFile(t, filepath.Join(project, ".earshot", "node_modules", rel), s) }
	nm("reads/package.json", `{"name": "reads", "type": "module", "exports": "./index.js"}`)
	nm("reads/index.js", `import { createRequire } from "module"; const require = createRequire(import.meta.url); export const data = [require("./d.json"), require("datapkg/t.json")];`)
	nm("reads/d.json", `{"d": 2}`)
	nm("datapkg/t.json", `[1]`)
	nm("opt/package.json", `{"name": "opt", "main": "index.js"}`)
	nm("opt/index.js", `try { require("absent") } catch {} module.exports = require("dual");`)
	nm("dual/package.json", `{"name": "dual", "main": "cjs.js", "module": "esm.js"}`)
	nm("dual/cjs.js", `module.exports = function dual() {};`)
	nm("dual/esm.js", `export default function dual() {}`)
	for i := range 70 { // more than one batch
		w(fmt.Sprintf("many%02d.js", i), `import { h } from "./lib/h"; export default { tools: [], h };`)
	}
	files, err := Discover(project, "")
	if err != nil {
		t.Fatal(err)
	}
	// Bundled together (but for the broken one), as one build does.
	var together []File
	for _, f := range files {
		if f.Name != "broken" {
			together = append(together, f)
		}
	}
	batch, ok := inputsTogether(context.Background(), together, nil)
	if !ok {
		t.Fatal("the extensions did not bundle together")
	}
	for i, f := range together {
		b, err := BundleFile(context.Background(), f)
		if err != nil {
			t.Fatal(err)
		}
		if want := b.Hashes(); !maps.Equal(batch[i], want) {
			t.Errorf("%s: bundled with the others, its inputs are\n%v\nbundled alone\n%v", f.Name, batch[i], want)
		}
	}
	// And InputsOf, the broken one among them.
	got := InputsOf(context.Background(), files, nil, time.Minute)
	for i, f := range files {
		b, err := BundleFile(context.Background(), f)
		if err != nil {
			if f.Name != "broken" {
				t.Fatalf("%s: %v", f.Name, err)
			}
			if got[i] != nil {
				t.Errorf("%s does not bundle, yet has inputs: %v", f.Name, got[i])
			}
			continue
		}
		if want := b.Hashes(); !maps.Equal(got[i], want) {
			t.Errorf("%s: InputsOf says\n%v\nbundling it alone reads\n%v", f.Name, got[i], want)
		}
	}
}
