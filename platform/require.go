package platform

import (
	"encoding/json"
	"github.com/earshot/extensions/platform/process"
)

// RequireBanner is the line a bundle starts with when one of its modules
// requires at run time (esbuild's __require helper: a dynamic require, a
// require used as a value, a require left for run time): it declares the
// module-scope require that helper calls, node:module's createRequire of
// the extension's file fileURL. So built-ins (all of them, supported or
// not) are requirable at run time from any bundled module, and anything
// else throws Node's MODULE_NOT_FOUND, where the helper would throw
// "Dynamic require of ... is not supported".
//
// node:module is the bundle's copy if it has one (each built-in registers
// itself; the first registered stays), else the platform's, evaluated
// here (its requires of internal modules served by the prelude): this
// line runs before any module of the bundle. It has no
// require.resolve: esbuild leaves a package's require.resolve("./file")
// as it is, with nothing to say which package's folder it is relative
// to, and packages that test for require.resolve (jsdom) take their
// other way, as they did before there was a require.
func RequireBanner(fileURL string) string {
	u, _ := json.Marshal(fileURL)
	return `var require = ((g) => { const i = g[Symbol.for("earshot.internal")]; ` +
		`const m = g[Symbol.for("earshot.builtins")]?.get("module") ?? i.evaluate(i.op("module.builtin", { name: "module" }), i.requireInternal); ` +
		`const r = m.createRequire(` + string(u) + `); delete r.resolve; return r; })(globalThis);`
}

// NodeTarget is this machine as Node names it (process.NodeTarget).
func NodeTarget() (platform, arch, libc string) { return process.NodeTarget() }
