package ecosystem

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	extensions "github.com/earshot/extensions"
	"github.com/earshot/extensions/internal/hosttest"
	"github.com/earshot/extensions/internal/testutil"
)

// TestBrowserBuildFallback: a package whose Node build reaches a built-in
// extensions do not get (node:dgram here) is taken from its browser build,
// when it has one — found on the path from the extension through packages
// without one; the browser build shares the extension's built-ins (one
// EventEmitter); a package without a browser build keeps its Node build,
// which loads as long as it does not use what is missing; and editing the
// browser build is seen on the next start.
func TestBrowserBuildFallback(t *testing.T) {
	opts := hosttest.Options(t)
	nm := filepath.Join(opts.ProjectDir, ".earshot", "node_modules")
	write := func(p, s string) { testutil.WriteFile(t, filepath.Join(nm, p), s) }
	// netpkg: its Node build makes a UDP socket at its top; its browser
	// build does not.
	write("netpkg/package.json", `{"name":"netpkg","exports":{".":{"browser":"./browser.js","default":"./node.js"}}}`)
	write("netpkg/node.js", `const dgram = require("dgram"); const socket = dgram.createSocket("udp4"); exports.build = "node";`)
	write("netpkg/browser.js", `import { EventEmitter } from "events"; export const build = "browser"; export { EventEmitter };`)
	// wrapper: no browser build; it reaches dgram through netpkg.
	write("wrapper/package.json", `{"name":"wrapper","main":"index.js"}`)
	write("wrapper/index.js", `module.exports = { via: require("netpkg").build };`)
	// mentions: no browser build; takes a name from dgram and never uses it.
	write("mentions/package.json", `{"name":"mentions","main":"index.js"}`)
	write("mentions/index.js", `const { Socket, createSocket } = require("dgram"); exports.ok = typeof createSocket; exports.send = () => createSocket("udp4");`)
	testutil.WriteFile(t, filepath.Join(opts.ProjectDir, ".earshot", "extensions", "uses.js"), `
import { build, EventEmitter } from "netpkg";
import { via } from "wrapper";
import { ok, send } from "mentions";
import { EventEmitter as Ours } from "node:events";
export default { tools: [{ name: "which", description: "d", readOnly: true, inputSchema: { type: "object" },
  execute() {
    let sent; try { send() } catch (e) { sent = e.code }
    return JSON.stringify([build, via, EventEmitter === Ours, ok, sent]);
  } }] };
`)
	if err := extensions.Trust(opts, "uses"); err != nil {
		t.Fatal(err)
	}
	call := func() string {
		h := hosttest.Open(t, opts)
		if x := h.Extensions()[0]; x.State != extensions.StateLoaded {
			t.Fatalf("%s: %v", x.State, x.Err)
		}
		r, err := h.Call(context.Background(), "uses__which", nil)
		if err != nil || r.IsError {
			t.Fatalf("%+v %v", r, err)
		}
		h.Close()
		return r.Output
	}
	if got := call(); got != `["browser","browser",true,"function","ERR_EARSHOT_UNSUPPORTED"]` {
		t.Fatal(got)
	}
	write("netpkg/browser.js", `import { EventEmitter } from "events"; export const build = "browser, edited"; export { EventEmitter };`)
	if got := call(); !strings.HasPrefix(got, `["browser, edited","browser, edited"`) {
		t.Fatalf("after editing the browser build: %s", got)
	}
	// The trust record covers the browser build too.
	h := hosttest.Open(t, opts)
	if x := h.Extensions()[0]; !strings.Contains(x.TrustNote, "netpkg") {
		t.Fatalf("trust does not see the edit: %q", x.TrustNote)
	}
}

// TestOptionalBuiltinKeepsNodeBuild: a package whose Node build reaches a
// built-in extensions do not get only optionally — domain, v8 and
// worker_threads required inside a try or a function, as asap (under
// nunjucks) and prettier do — keeps its Node build, though it has a
// browser build: only the network modules are what browser builds are
// made for.
func TestOptionalBuiltinKeepsNodeBuild(t *testing.T) {
	opts := hosttest.Options(t)
	nm := filepath.Join(opts.ProjectDir, ".earshot", "node_modules")
	write := func(p, s string) { testutil.WriteFile(t, filepath.Join(nm, p), s) }
	write("optpkg/package.json", `{"name":"optpkg","main":"node.js","browser":"browser.js"}`)
	write("optpkg/node.js", `let domain, threads;
try { domain = require("domain"); } catch {}
try { threads = require("worker_threads"); } catch {}
exports.heap = () => require("v8").getHeapStatistics();
exports.build = "node";
exports.fs = typeof require("fs").readFileSync;`)
	write("optpkg/browser.js", `exports.build = "browser"; exports.fs = "none";`)
	testutil.WriteFile(t, filepath.Join(opts.ProjectDir, ".earshot", "extensions", "opt.js"), `
import { build, fs, heap } from "optpkg";
export default { tools: [{ name: "which", description: "d", readOnly: true, inputSchema: { type: "object" },
  execute() {
    let used; try { heap() } catch (e) { used = e.code }
    return JSON.stringify([build, fs, used]);
  } }] };
`)
	if err := extensions.Trust(opts, "opt"); err != nil {
		t.Fatal(err)
	}
	h := hosttest.Open(t, opts)
	if x := h.Extensions()[0]; x.State != extensions.StateLoaded {
		t.Fatalf("%s: %v", x.State, x.Err)
	}
	r, err := h.Call(context.Background(), "opt__which", nil)
	if err != nil || r.IsError {
		t.Fatalf("%+v %v", r, err)
	}
	if r.Output != `["node","function","ERR_EARSHOT_UNSUPPORTED"]` {
		t.Fatal(r.Output)
	}
}

// TestUndiciIsThePlatforms: undici, imported by an extension or by a
// package, is the platform's module (its own parses HTTP with
// WebAssembly, which extensions do not have), whether the package is
// installed or not: a package that imports it keeps its Node build, and
// what it gets is not the installed copy. A path inside undici is the
// package's own file, which cannot run here: a package that reaches one
// is taken from its browser build, as for a missing built-in.
func TestUndiciIsThePlatforms(t *testing.T) {
	opts := hosttest.Options(t)
	nm := filepath.Join(opts.ProjectDir, ".earshot", "node_modules")
	write := func(p, s string) { testutil.WriteFile(t, filepath.Join(nm, p), s) }
	write("undici/package.json", `{"name":"undici","main":"index.js"}`)
	write("undici/index.js", `exports.request = () => "installed"; exports.marker = "installed";`)
	write("undici/lib/fetch.js", `const net = require("net"); exports.fetch = () => net;`)
	write("scraper/package.json", `{"name":"scraper","exports":{".":{"browser":"./browser.js","default":"./node.js"}}}`)
	write("scraper/node.js", `const { request, errors, marker } = require("undici");
exports.build = ["node", typeof request, typeof errors.UndiciError, marker === undefined];`)
	write("scraper/browser.js", `export const build = "browser";`)
	write("deep/package.json", `{"name":"deep","exports":{".":{"browser":"./browser.js","default":"./node.js"}}}`)
	write("deep/node.js", `const { fetch } = require("undici/lib/fetch.js"); exports.build = "node";`)
	write("deep/browser.js", `export const build = "browser";`)
	testutil.WriteFile(t, filepath.Join(opts.ProjectDir, ".earshot", "extensions", "scrapes.js"), `
import { build } from "scraper";
import { build as deep } from "deep";
import { Agent } from "undici";
export default { tools: [{ name: "which", description: "d", readOnly: true, inputSchema: { type: "object" },
  execute: () => JSON.stringify([build, deep, typeof new Agent().close]) }] };
`)
	if err := extensions.Trust(opts, "scrapes"); err != nil {
		t.Fatal(err)
	}
	h := hosttest.Open(t, opts)
	defer h.Close()
	r, err := h.Call(context.Background(), "scrapes__which", nil)
	if want := `[["node","function","function",true],"browser","function"]`; err != nil || r.IsError || r.Output != want {
		t.Fatalf("%+v %v; want %s", r, err, want)
	}
}
