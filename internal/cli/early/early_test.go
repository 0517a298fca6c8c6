package early

import (
	"os"
	"path/filepath"
	"testing"
)

func TestCacheDir(t *testing.T) {
	home, err := os.UserCacheDir()
	if err != nil {
		t.Skip("no user cache folder here")
	}
	wd, _ := os.Getwd()
	def := filepath.Join(home, "earshot")
	env := func(v string) func(string) string {
		return func(k string) string {
			if k == "EARSHOT_CACHE_DIR" {
				return v
			}
			return ""
		}
	}
	for _, c := range []struct {
		args []string
		env  string
		dir  string // "" when it is not a command that runs extensions
	}{
		{[]string{"extensions", "call", "x__y", "{}"}, "", def},
		{[]string{"extensions", "call", "x__y"}, "/env/cache", "/env/cache"},
		{[]string{"--cache-dir", "/flag", "extensions", "call", "x__y"}, "/env/cache", "/flag"},
		{[]string{"extensions", "--cache-dir=/flag2", "mcp"}, "", "/flag2"},
		{[]string{"--project", "extensions", "extensions", "check"}, "", def}, // a flag's value is not a command
		{[]string{"--cache-dir", "rel", "extensions", "call", "t"}, "", filepath.Join(wd, "rel")},
		{[]string{"--json", "extensions", "call", "t", "--yes"}, "", def},
		{[]string{"extensions", "list"}, "", ""},
		{[]string{"demo"}, "", ""},
		{[]string{"extensions", "call", "t", "--help"}, "", ""},
		{[]string{"-h"}, "", ""},
		{[]string{"extensions", "call", "--cache-dir"}, "", ""}, // a flag without its value
		{[]string{"--call-timeout", "call", "extensions", "list"}, "", ""},
		{nil, "", ""},
	} {
		dir, ok := CacheDir(c.args, env(c.env))
		if ok != (c.dir != "") || dir != c.dir {
			t.Errorf("%q (env %q): %q %v, want %q", c.args, c.env, dir, ok, c.dir)
		}
	}
}
