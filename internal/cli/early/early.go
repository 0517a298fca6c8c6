// Package early starts compiling QuickJS as earshot's command line starts,
// when its arguments say that it will run extensions (extensions call,
// check, mcp): the compile (~20 ms from the cache) then runs on another
// core while the process initializes its packages, parses its flags and
// opens the host, instead of after (wasm.PrepareEarly). Its init function
// runs before most of the program's: it depends on the wasm package only.
package early

import (
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/earshot/extensions/wasm"
)

func init() {
	if dir, ok := CacheDir(os.Args[1:], os.Getenv); ok {
		wasm.PrepareEarly(filepath.Join(dir, CompiledFolder))
	}
}

// CompiledFolder is where, in the cache folder, compiled QuickJS is kept
// (loader.CacheCompiled; a test checks they agree).
const CompiledFolder = "wazero"

// ValueFlags are the command line's flags that take a value (a test checks
// them against the commands').
var ValueFlags = []string{"project", "config-dir", "cache-dir", "load-timeout", "build-timeout", "call-timeout", "memory-limit", "output-limit", "max-frame"}

// CacheDir returns the cache folder of a command line with args (without
// the program's name) if it is one that runs extensions: --cache-dir,
// else $EARSHOT_CACHE_DIR, else the OS user cache folder's "earshot", as
// the command line itself decides. A command asking for help, or args it
// cannot read, are not.
func CacheDir(args []string, getenv func(string) string) (string, bool) {
	var words []string
	dir := ""
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			words = append(words, args[i+1:]...)
			break
		}
		if !strings.HasPrefix(a, "-") || a == "-" {
			words = append(words, a)
			continue
		}
		name, value, hasValue := strings.Cut(strings.TrimLeft(a, "-"), "=")
		if name == "h" || name == "help" {
			return "", false
		}
		if !slices.Contains(ValueFlags, name) {
			continue // a boolean flag
		}
		if !hasValue {
			if i+1 >= len(args) {
				return "", false
			}
			i++
			value = args[i]
		}
		if name == "cache-dir" {
			dir = value
		}
	}
	if len(words) < 2 || words[0] != "extensions" || !slices.Contains([]string{"call", "check", "mcp"}, words[1]) {
		return "", false
	}
	if dir == "" {
		dir = getenv("EARSHOT_CACHE_DIR")
	}
	if dir == "" {
		d, err := os.UserCacheDir()
		if err != nil {
			return "", false
		}
		dir = filepath.Join(d, "earshot")
	}
	abs, err := filepath.Abs(dir) // as the host makes it
	if err != nil {
		return "", false
	}
	return abs, true
}
