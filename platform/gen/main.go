// Command gen builds platform/dist from the platform's JavaScript: the
// prelude every instance starts with, and one module per Node.js built-in
// an extension may import. Run it with `go generate ./platform` after
// changing any of it (CI checks that dist is current: see
// TestDistIsCurrent). It needs npm, once, to install the pinned packages
// of platform/js/package-lock.json (npm ci); go build and go test never
// run it.
//
// The sources are in platform/js — the prelude (js/prelude), the
// built-ins no area owns (js/node), the lazy web modules (js/lazy), the
// platform's own npm packages (js/pkg), the one npm tree (package.json,
// node_modules) — and beside each area's Go, in its js folder: an area's
// built-ins (platform/fs/js/fs.js is node:fs, fs-promises.js
// node:fs/promises) and its lazy modules (platform/crypto/js/lazy).
// A _name.js is a helper the built-ins import, not a built-in; a built-in
// imports another folder's helper by its internal module's name
// (node:internal/host is js/node/_host.js), one of its own folder as
// "./_name.js". Bare imports are of platform/js/node_modules wherever the
// importing file is.
//
//   - dist/prelude.js: js/prelude/main.js bundled into one script.
//   - dist/node/<name>.js: each built-in bundled as CommonJS, its npm
//     dependencies inlined and every other built-in left as a require of
//     it ("node:buffer"), so that an extension's bundle holds one copy of
//     each. Each module's value is its default export.
//   - dist/internal/<name>.js: the code more than one of those modules
//     would otherwise inline — a helper of ours (js/node/_validators.js is
//     internal/validators) or a file of an npm package (npm util's
//     util.js is internal/deps/util/util) —, each file bundled once, as
//     an internal module the others require ("node:internal/validators"),
//     as Deno's polyfills/internal. Only the built-ins can require one
//     (see modules.go).
//   - dist/pkg/<name>.js: js/pkg/<name>.js bundled as the built-ins are:
//     npm packages the loader resolves to the platform's module of that
//     name instead of the package's own (undici, whose own cannot run in
//     QuickJS).
//   - dist/lazy/<name>.js: each lazy module (js/lazy/<name>.js, an area's
//     js/lazy/<name>.js) as a script, evaluated the first time an
//     extension touches one of its globals (web streams).
//   - intl/intl.zip: the CLDR data of the Intl polyfills
//     (platform/intl/js/lazy/intl.js) for the locales earshot ships, one
//     entry per locale and kind, served to an instance when it first uses
//     that locale (see intl.go and gen/intldata.mjs, which needs node).
//   - dist/manifest.json: the built-ins, the packages, the internal
//     modules, and a hash of the inputs (every js folder, and gen).
package main

import (
	"archive/zip"
	"bytes"
	"compress/flate"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"

	"github.com/earshot/extensions/platform/internal/inputs"
	"github.com/evanw/esbuild/pkg/api"
)

func main() {
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, "platform/gen:", err)
		os.Exit(1)
	}
}

func run() error {
	root, err := filepath.Abs(".")
	if err != nil {
		return err
	}
	if filepath.Base(root) != "platform" {
		root = filepath.Join(root, "platform")
	}
	js := filepath.Join(root, "js")
	if _, err := os.Stat(filepath.Join(js, "node_modules")); err != nil {
		cmd := exec.Command("npm", "ci", "--ignore-scripts", "--no-audit", "--no-fund")
		cmd.Dir, cmd.Stdout, cmd.Stderr = js, os.Stderr, os.Stderr
		if err := cmd.Run(); err != nil {
			return fmt.Errorf("npm ci in %s: %w", js, err)
		}
	}
	dist := filepath.Join(root, "dist")
	if err := os.RemoveAll(dist); err != nil {
		return err
	}
	if err := os.MkdirAll(dist, 0o755); err != nil {
		return err
	}

	prelude := api.Build(api.BuildOptions{
		EntryPoints:   []string{filepath.Join(js, "prelude", "main.js")},
		AbsWorkingDir: root, // the comments naming each file are relative to it
		Bundle:        true,
		Write:         false,
		Format:        api.FormatIIFE,
		Platform:      api.PlatformNeutral,
		Target:        api.ES2023,
		Charset:       api.CharsetUTF8,
		LegalComments: api.LegalCommentsNone,
		LogLevel:      api.LogLevelWarning,
	})
	if len(prelude.Errors) > 0 {
		return fmt.Errorf("prelude: %v", prelude.Errors[0].Text)
	}
	if err := os.WriteFile(filepath.Join(dist, "prelude.js"), prelude.OutputFiles[0].Contents, 0o644); err != nil {
		return err
	}

	folders, err := inputs.Folders(root)
	if err != nil {
		return err
	}
	var nodeDirs, lazyDirs []string
	for _, f := range folders {
		if f == js {
			nodeDirs, lazyDirs = append(nodeDirs, filepath.Join(js, "node")), append(lazyDirs, filepath.Join(js, "lazy"))
		} else {
			nodeDirs, lazyDirs = append(nodeDirs, f), append(lazyDirs, filepath.Join(f, "lazy"))
		}
	}
	builtins, builtinFiles, err := entries("node", nodeDirs...)
	if err != nil {
		return err
	}
	packages, packageFiles, err := entries("pkg", filepath.Join(js, "pkg"))
	if err != nil {
		return err
	}
	helpers, err := helperFiles(root, nodeDirs)
	if err != nil {
		return err
	}
	internal, err := commonJS(root, dist, append(builtinFiles, packageFiles...), helpers)
	if err != nil {
		return err
	}
	legacy, err := legacyStreams(dist)
	if err != nil {
		return err
	}
	builtins = append(builtins, legacy...)
	slices.Sort(builtins)

	// Lazy modules: scripts the prelude evaluates the first time an
	// extension touches one of their globals.
	if err := os.MkdirAll(filepath.Join(dist, "lazy"), 0o755); err != nil {
		return err
	}
	_, lazy, err := entries("lazy", lazyDirs...)
	if err != nil {
		return err
	}
	for _, e := range lazy {
		res := api.Build(api.BuildOptions{
			EntryPoints: []string{e.file},
			Bundle:      true,
			Write:       false,
			Format:      api.FormatIIFE,
			// A property of globalThis, not a var: prelude/lazy.js deletes
			// it (a script's top-level var could not be deleted).
			GlobalName:        "globalThis.__earshot_lazy",
			Platform:          api.PlatformNeutral,
			MainFields:        []string{"module", "main"},
			Target:            api.ES2023,
			Charset:           api.CharsetUTF8,
			LegalComments:     api.LegalCommentsNone,
			LogLevel:          api.LogLevelWarning,
			MinifyWhitespace:  true,
			MinifySyntax:      true,
			MinifyIdentifiers: false, // the classes keep their names
			NodePaths:         []string{filepath.Join(js, "node_modules")},
			Plugins:           []api.Plugin{patchPackages()},
		})
		if len(res.Errors) > 0 {
			return fmt.Errorf("%s: %s", rel(root, e.file), res.Errors[0].Text)
		}
		if err := os.WriteFile(filepath.Join(dist, e.out), res.OutputFiles[0].Contents, 0o644); err != nil {
			return err
		}
	}

	if err := intlData(js, filepath.Join(root, "intl", "intl.zip")); err != nil {
		return err
	}

	sum, err := inputs.Hash(root)
	if err != nil {
		return err
	}
	b, _ := json.MarshalIndent(map[string]any{"inputs": sum, "builtins": builtins, "packages": packages, "internal": internal}, "", "  ")
	return os.WriteFile(filepath.Join(dist, "manifest.json"), append(b, '\n'), 0o644)
}

// entries lists the modules of the folders given, as dist/<kind>/<name>.js
// for each <name>.js (but the _helpers.js the others import), and returns
// their names ("fs/promises" for fs-promises.js), sorted. A folder that
// does not exist has none; two modules of one name are an error.
func entries(kind string, dirs ...string) ([]string, []module, error) {
	var names []string
	var files []module
	from := map[string]string{}
	for _, dir := range dirs {
		list, err := os.ReadDir(dir)
		if errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err != nil {
			return nil, nil, err
		}
		for _, e := range list {
			name, ok := strings.CutSuffix(e.Name(), ".js")
			if !ok || e.IsDir() || strings.HasPrefix(name, "_") {
				continue
			}
			file := filepath.Join(dir, e.Name())
			if other, ok := from[name]; ok {
				return nil, nil, fmt.Errorf("%s and %s are both %s/%s", other, file, kind, name)
			}
			from[name] = file
			id := strings.ReplaceAll(name, "-", "/")
			names = append(names, id)
			files = append(files, module{file: file, out: kind + "/" + name + ".js", footer: registerFooter(id)})
		}
	}
	slices.Sort(names)
	return names, files, nil
}

// legacyStreams writes Node's legacy names of the stream classes
// (_stream_readable is stream.Readable, ...), which older packages
// require, as modules of their own, and returns their names.
func legacyStreams(dist string) ([]string, error) {
	var names []string
	for name, class := range map[string]string{"_stream_readable": "Readable", "_stream_writable": "Writable",
		"_stream_duplex": "Duplex", "_stream_transform": "Transform", "_stream_passthrough": "PassThrough"} {
		src := fmt.Sprintf("module.exports = { default: require(\"node:stream\").%s };\n%s\n", class, registerFooter(name))
		if err := os.WriteFile(filepath.Join(dist, "node", name+".js"), []byte(src), 0o644); err != nil {
			return nil, err
		}
		names = append(names, name)
	}
	return names, nil
}

// registerFooter makes a built-in module's value its default export, and
// registers it (js/node/_host.js's registry) for createRequire's require.
// The first copy evaluated stays the module: one that require loaded at
// run time (js/node/module.js) before the bundle's own copy ran is the
// one the bundle gets too, so there is one EventEmitter, one Buffer.
func registerFooter(name string) string {
	return fmt.Sprintf("module.exports = ((r, v) => r.has(%[1]q) ? r.get(%[1]q) : (r.set(%[1]q, v), v))"+
		"(globalThis[Symbol.for(\"earshot.builtins\")] ??= new Map(), module.exports.default);", name)
}

// builtinsExternal leaves imports of Node built-ins as requires of
// "node:<name>": in an extension's bundle they resolve to these modules
// again. A trailing slash ("buffer/") names the npm package instead, as in
// Node. "process/" (readable-stream's) is the built-in too, and
// abort-controller is the global.
func builtinsExternal() api.Plugin {
	return api.Plugin{
		Name: "builtins",
		Setup: func(b api.PluginBuild) {
			b.OnResolve(api.OnResolveOptions{Filter: `^[a-z_@/:-]+$`}, func(args api.OnResolveArgs) (api.OnResolveResult, error) {
				p := strings.TrimPrefix(args.Path, "node:")
				switch {
				case p == "process/":
					return api.OnResolveResult{Path: "node:process", External: true}, nil
				case p == "abort-controller":
					return api.OnResolveResult{Path: "abort-controller", Namespace: "global"}, nil
				case isBuiltin(p):
					return api.OnResolveResult{Path: "node:" + p, External: true}, nil
				}
				return api.OnResolveResult{}, nil
			})
			b.OnLoad(api.OnLoadOptions{Filter: ".*", Namespace: "global"}, func(api.OnLoadArgs) (api.OnLoadResult, error) {
				s := "module.exports = { AbortController, AbortSignal, default: AbortController };"
				return api.OnLoadResult{Contents: &s, Loader: api.LoaderJS}, nil
			})
		},
	}
}

// nodeBuiltins are the names of Node's built-in modules (Node 20).
var nodeBuiltins = []string{
	"assert", "assert/strict", "async_hooks", "buffer", "child_process", "cluster", "console", "constants", "crypto",
	"dgram", "diagnostics_channel", "dns", "dns/promises", "domain", "events", "fs", "fs/promises", "http", "http2",
	"https", "inspector", "module", "net", "os", "path", "path/posix", "path/win32", "perf_hooks", "process",
	"punycode", "querystring", "readline", "readline/promises", "repl", "stream", "stream/consumers",
	"stream/promises", "stream/web", "string_decoder", "sys", "timers", "timers/promises", "tls", "trace_events",
	"tty", "url", "util", "util/types", "v8", "vm", "wasi", "worker_threads", "zlib",
	"_stream_readable", "_stream_writable", "_stream_duplex", "_stream_transform", "_stream_passthrough",
}

func isBuiltin(p string) bool { return slices.Contains(nodeBuiltins, p) }

// intlData writes the Intl locale data (gen/intldata.mjs's output) as a
// zip: index.json, and <kind>/<locale>.json for each entry, each
// compressed on its own so that one can be read without the others. The
// bytes depend only on the data: no times, a fixed order.
func intlData(js, out string) error {
	cmd := exec.Command("node", filepath.Join(filepath.Dir(js), "gen", "intldata.mjs"), js)
	cmd.Stderr = os.Stderr
	raw, err := cmd.Output()
	if err != nil {
		return fmt.Errorf("gen/intldata.mjs: %w", err)
	}
	var data struct {
		Languages      []string            `json:"languages"`
		DefaultContent map[string][]string `json:"defaultContent"`
		Zones          []string            `json:"zones"`
		Entries        []struct {
			Kind, Locale, Base, JSON string
		} `json:"entries"`
	}
	if err := json.Unmarshal(raw, &data); err != nil {
		return fmt.Errorf("gen/intldata.mjs: %w", err)
	}
	locales := map[string]map[string]string{}
	for _, e := range data.Entries {
		if locales[e.Kind] == nil {
			locales[e.Kind] = map[string]string{}
		}
		locales[e.Kind][e.Locale] = e.Base
	}
	index, err := json.Marshal(map[string]any{
		"languages": data.Languages, "defaultContent": data.DefaultContent, "zones": data.Zones, "locales": locales,
	})
	if err != nil {
		return err
	}
	var buf bytes.Buffer
	w := zip.NewWriter(&buf)
	w.RegisterCompressor(zip.Deflate, func(out io.Writer) (io.WriteCloser, error) {
		return flate.NewWriter(out, flate.BestCompression)
	})
	put := func(name string, b []byte) error {
		f, err := w.CreateHeader(&zip.FileHeader{Name: name, Method: zip.Deflate})
		if err != nil {
			return err
		}
		_, err = f.Write(b)
		return err
	}
	if err := put("index.json", index); err != nil {
		return err
	}
	slices.SortFunc(data.Entries, func(a, b struct{ Kind, Locale, Base, JSON string }) int {
		return strings.Compare(a.Kind+"/"+a.Locale, b.Kind+"/"+b.Locale)
	})
	for _, e := range data.Entries {
		if err := put(e.Kind+"/"+e.Locale+".json", []byte(e.JSON)); err != nil {
			return err
		}
	}
	if err := w.Close(); err != nil {
		return err
	}
	return os.WriteFile(out, buf.Bytes(), 0o644)
}

// patches are the changes platform/gen makes to package files as it
// bundles them: each Old must be in the file exactly Count times (once
// when Count is 0; the generation fails if it is not, as after an upgrade
// of the package), and becomes New.
var patches = map[string][]struct {
	Old, New string
	Count    int
}{
	// Buffer's encodings are the host's (platform/bufferenc.go): the
	// package's loops, a byte at a time in JavaScript, took 0.1–0.3 s per
	// 256 KiB in QuickJS, and its UTF-8 decoding replaced each bad byte
	// where Node replaces each bad sequence. The package keeps everything
	// else (its argument handling, bounds, UCS-2); each function below is
	// renamed, and ours takes its name.
	"buffer/index.js": {
		{Old: "function utf8Slice (buf, start, end) {", New: hostSlice("utf8Slice", "utf8")},
		{Old: "function latin1Slice (buf, start, end) {", New: hostSlice("latin1Slice", "latin1")},
		{Old: "function asciiSlice (buf, start, end) {", New: hostSlice("asciiSlice", "ascii")},
		{Old: "function hexSlice (buf, start, end) {", New: hostSlice("hexSlice", "hex")},
		{Old: "function base64Slice (buf, start, end) {", New: hostSlice("base64Slice", "base64")},
		{Old: "function utf8Write (buf, string, offset, length) {", New: hostWrite("utf8Write", "utf8")},
		{Old: "function asciiWrite (buf, string, offset, length) {", New: hostWrite("asciiWrite", "latin1")},
		{Old: "function hexWrite (buf, string, offset, length) {", New: hostWrite("hexWrite", "hex")},
		{Old: "function base64Write (buf, string, offset, length) {", New: hostWrite("base64Write", "base64")},
		// Node's byte lengths: UTF-8's counted, base64's estimated from
		// the length (as Node does), neither by encoding the string.
		{Old: "      case 'utf8':\n      case 'utf-8':\n        return utf8ToBytes(string).length\n",
			New: "      case 'utf8':\n      case 'utf-8':\n        return __earshotUTF8Length(string)\n"},
		{Old: "        return base64ToBytes(string).length\n",
			New: "        return __earshotBase64Length(string)\n"},
		{Old: "          return mustMatch ? -1 : utf8ToBytes(string).length // assume utf8\n",
			New: "          return mustMatch ? -1 : __earshotUTF8Length(string) // assume utf8\n"},
		{Old: "function utf8ToBytes (string, units) {", New: bufferHost + "function utf8ToBytes (string, units) {"},
		// Node's codes on the package's errors (js/node/buffer.js checks
		// the rest as Node does: offsets, values, sizes, ranges).
		{Old: "throw new TypeError('Unknown encoding: ' + encoding)", Count: 4,
			New: "throw Object.assign(new TypeError('Unknown encoding: ' + encoding), { code: 'ERR_UNKNOWN_ENCODING' })"},
		{Old: "throw new RangeError('\"offset\" is outside of buffer bounds')",
			New: "throw Object.assign(new RangeError('\"offset\" is outside of buffer bounds'), { code: 'ERR_BUFFER_OUT_OF_BOUNDS' })"},
		{Old: "throw new RangeError('\"length\" is outside of buffer bounds')",
			New: "throw Object.assign(new RangeError('\"length\" is outside of buffer bounds'), { code: 'ERR_BUFFER_OUT_OF_BOUNDS' })"},
		{Old: "throw new RangeError('Buffer size must be a multiple of 16-bits')",
			New: "throw Object.assign(new RangeError('Buffer size must be a multiple of 16-bits'), { code: 'ERR_INVALID_BUFFER_SIZE' })"},
		{Old: "throw new RangeError('Buffer size must be a multiple of 32-bits')",
			New: "throw Object.assign(new RangeError('Buffer size must be a multiple of 32-bits'), { code: 'ERR_INVALID_BUFFER_SIZE' })"},
		{Old: "throw new RangeError('Buffer size must be a multiple of 64-bits')",
			New: "throw Object.assign(new RangeError('Buffer size must be a multiple of 64-bits'), { code: 'ERR_INVALID_BUFFER_SIZE' })"},
	},
	// Node's errors (platform/js/prelude/nodeerrors.js, reached through the
	// prelude's internal object) for the package's checks.
	"events/events.js": {
		{Old: "    throw new TypeError('The \"listener\" argument must be of type Function. Received type ' + typeof listener);",
			New: "    throw __earshotErrors.codes.ERR_INVALID_ARG_TYPE('listener', 'Function', listener);"},
		{Old: "    if (typeof arg !== 'number' || arg < 0 || NumberIsNaN(arg)) {\n      throw new RangeError('The value of \"defaultMaxListeners\" is out of range. It must be a non-negative number. Received ' + arg + '.');\n    }",
			New: "    __earshotValidators.validateNumber(arg, 'defaultMaxListeners', 0);"},
		{Old: "  if (typeof n !== 'number' || n < 0 || NumberIsNaN(n)) {\n    throw new RangeError('The value of \"n\" is out of range. It must be a non-negative number. Received ' + n + '.');\n  }",
			New: "  __earshotValidators.validateNumber(n, 'setMaxListeners', 0);"},
		{Old: "    var err = new Error('Unhandled error.' + (er ? ' (' + er.message + ')' : ''));",
			New: "    var err = __earshotErrors.nodeError(Error, 'ERR_UNHANDLED_ERROR', 'Unhandled error. (' + __earshotErrors.inspect(er) + ')');"},
		{Old: "function checkListener(listener) {",
			New: "var __earshotErrors = globalThis[Symbol.for('earshot.internal')].errors, __earshotValidators = globalThis[Symbol.for('earshot.internal')].validators;\nfunction checkListener(listener) {"},
	},
	// assert's argument errors get Node's message (its expected types are
	// Node's, its message builder is older).
	"assert/build/internal/errors.js": {
		{Old: "createErrorType('ERR_INVALID_ARG_TYPE', function (name, expected, actual) {\n",
			New: "createErrorType('ERR_INVALID_ARG_TYPE', function (name, expected, actual) {\n  return globalThis[Symbol.for('earshot.internal')].errors.codes.ERR_INVALID_ARG_TYPE(name, expected, actual).message;\n"},
	},
	// A Writable takes any TypedArray or DataView, as Node's does (as a
	// Buffer of its bytes), and names them so when refusing a chunk.
	"readable-stream/lib/internal/streams/writable.js": {
		{Old: "    } else if (Stream._isUint8Array(chunk)) {\n      chunk = Stream._uint8ArrayToBuffer(chunk)\n      encoding = 'buffer'\n    } else {\n      throw new ERR_INVALID_ARG_TYPE('chunk', ['string', 'Buffer', 'Uint8Array'], chunk)",
			New: "    } else if (ArrayBuffer.isView(chunk)) {\n      chunk = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)\n      encoding = 'buffer'\n    } else {\n      throw new ERR_INVALID_ARG_TYPE('chunk', ['string', 'Buffer', 'TypedArray', 'DataView'], chunk)"},
	},
	// Symbol keys in brackets, as Node 20 shows them ({ [Symbol(k)]: 1 }),
	// whether enumerable or not (the package brackets only hidden ones).
	"node-inspect-extracted/dist/inspect.js": {
		{Old: `s=t.stylize(e,"symbol")}else s=`, New: "s=`[${t.stylize(e,\"symbol\")}]`}else s="},
		{Old: "return!1===i.enumerable&&(s=`[${s}]`),", New: "return!1===i.enumerable&&\"symbol\"!=typeof r&&(s=`[${s}]`),"},
	},
	// A locale's first DateTimeFormat parses its ~700 formats; their range
	// patterns (formatRange's, and the interval formats they are found
	// from) took most of that time in QuickJS. They are made when first
	// read instead: the polyfill's parser is renamed, and ours calls it
	// without ranges, then again with them when they are read.
	"@formatjs/intl-datetimeformat/polyfill-force.js": {
		{
			Old: "function parseDateTimeSkeleton(skeleton, rawPattern = skeleton, rangePatterns, intervalFormatFallback) {",
			New: lazyRanges + "function parseDateTimeSkeletonWithRanges(skeleton, rawPattern = skeleton, rangePatterns, intervalFormatFallback) {",
		},
		{
			Old: "calendarIntervals[skeleton] || findIntervalFormat(skeleton, calendarIntervals),",
			New: "() => calendarIntervals[skeleton] || findIntervalFormat(skeleton, calendarIntervals),",
		},
	},
}

// hostSlice and hostWrite replace the buffer package's function name with
// one that has the host encode (see patches); the package's own is kept as
// name + "JS", for the short strings it does as Node does.
func hostSlice(name, encoding string) string {
	return fmt.Sprintf("function %s (buf, start, end) { return __earshotSlice(buf, start, end, %q, %sJS) }\nfunction %sJS (buf, start, end) {", name, encoding, name, name)
}

func hostWrite(name, encoding string) string {
	return fmt.Sprintf("function %s (buf, string, offset, length) { return __earshotWrite(buf, string, offset, length, %q) }\nfunction %sJS (buf, string, offset, length) {", name, encoding, name)
}

// bufferHost is what the replacements call. Written bytes stop where the
// buffer or length does; UTF-8 only at the end of a whole character, as
// in Node.
const bufferHost = `function __earshotOp (name, args, data) {
  return globalThis[Symbol.for("earshot.internal")].op(name, args, data)
}
function __earshotSlice (buf, start, end, encoding, js) {
  end = Math.min(buf.length, end)
  if (!(end > start)) return ''
  if (end - start <= 64) {
    // Short ones here: Latin-1 is a code point per byte (one call of
    // fromCharCode, where the package adds a character at a time); hex and
    // base64 are the package's code, which is Node's. UTF-8 and ASCII go to
    // the host, whatever their length: a loop over the bytes in JavaScript
    // costs more than the host call.
    if (encoding === "latin1") return String.fromCharCode.apply(null, new Uint8Array(buf.buffer, buf.byteOffset + start, end - start))
    if (encoding !== "utf8" && encoding !== "ascii") return js(buf, start, end)
  }
  return __earshotOp("buffer.toString", encoding, new Uint8Array(buf.buffer, buf.byteOffset + start, end - start))
}
function __earshotWrite (buf, string, offset, length, encoding) {
  // Short Latin-1 (or ASCII) strings: the package's code is Node's.
  if (string.length <= 64 && (encoding === "latin1" || (encoding === "utf8" && !/[^\x00-\x7f]/.test(string)))) {
    return asciiWriteJS(buf, string, offset, length)
  }
  const bytes = new Uint8Array(__earshotOp("buffer.fromString", encoding, string))
  let n = Math.min(bytes.length, length === undefined ? Infinity : length, buf.length - offset)
  if (!(n > 0)) return 0
  if (encoding === "utf8" && n < bytes.length) {
    while (n > 0 && (bytes[n] & 0xc0) === 0x80) n--
  }
  buf.set(n === bytes.length ? bytes : bytes.subarray(0, n), offset)
  return n
}
function __earshotUTF8Length (string) {
  if (string.length > 256) return +__earshotOp("utf8.length", "", string)
  let n = 0
  for (let i = 0; i < string.length; i++) {
    const c = string.charCodeAt(i)
    if (c < 0x80) n += 1
    else if (c < 0x800) n += 2
    else if (c >= 0xd800 && c < 0xdc00 && i + 1 < string.length && (string.charCodeAt(i + 1) & 0xfc00) === 0xdc00) { n += 4; i++ }
    else n += 3
  }
  return n
}
function __earshotBase64Length (string) {
  let n = string.length
  if (n > 0 && string.charCodeAt(n - 1) === 0x3d) n--
  if (n > 1 && string.charCodeAt(n - 1) === 0x3d) n--
  return (n * 3) >>> 2
}
`

// lazyRanges is the parser DateTimeFormat calls (see patches). rangePatterns
// may be a function that finds them.
const lazyRanges = `function parseDateTimeSkeleton(skeleton, rawPattern = skeleton, rangePatterns, intervalFormatFallback) {
	const result = parseDateTimeSkeletonWithRanges(skeleton, rawPattern);
	let ranges;
	const made = () => {
		if (!ranges) {
			const found = typeof rangePatterns === "function" ? rangePatterns() : rangePatterns;
			const full = parseDateTimeSkeletonWithRanges(skeleton, rawPattern, found, intervalFormatFallback);
			ranges = [full.rangePatterns, full.rangePatterns12];
		}
		return ranges;
	};
	for (const [name, i] of [["rangePatterns", 0], ["rangePatterns12", 1]]) {
		Object.defineProperty(result, name, {
			get: () => made()[i],
			set(value) {
				Object.defineProperty(result, name, { value, writable: true, enumerable: true, configurable: true });
			},
			enumerable: true,
			configurable: true,
		});
	}
	return result;
}
`

func patchPackages() api.Plugin {
	return api.Plugin{
		Name: "patches",
		Setup: func(b api.PluginBuild) {
			b.OnLoad(api.OnLoadOptions{Filter: `(polyfill-force|/buffer/index|/node-inspect-extracted/dist/inspect|/events/events|/assert/build/internal/errors|/readable-stream/lib/internal/streams/writable)\.js$`}, func(args api.OnLoadArgs) (api.OnLoadResult, error) {
				for suffix, list := range patches {
					if !strings.HasSuffix(filepath.ToSlash(args.Path), "/node_modules/"+suffix) {
						continue
					}
					src, err := os.ReadFile(args.Path)
					if err != nil {
						return api.OnLoadResult{}, err
					}
					out := string(src)
					for _, p := range list {
						if n := max(p.Count, 1); strings.Count(out, p.Old) != n {
							return api.OnLoadResult{}, fmt.Errorf("%s: %q is not there %d times", suffix, p.Old, n)
						}
						out = strings.ReplaceAll(out, p.Old, p.New)
					}
					return api.OnLoadResult{Contents: &out, Loader: api.LoaderJS, ResolveDir: filepath.Dir(args.Path)}, nil
				}
				return api.OnLoadResult{}, nil
			})
		},
	}
}
