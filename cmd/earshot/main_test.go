package main

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"

	"github.com/earshot/extensions/internal/cli"
	"github.com/earshot/extensions/internal/testutil"
)

func TestMain(m *testing.M) {
	testscript.Main(m, map[string]func(){
		"earshot": func() {
			os.Exit(cli.Main(context.Background(), os.Args[1:], cli.IO{Stdin: os.Stdin, Stdout: os.Stdout, Stderr: os.Stderr}))
		},
		// exitcode N ARGS... runs earshot ARGS... and succeeds only if it
		// exits with status N.
		"exitcode": func() {
			want, err := strconv.Atoi(os.Args[1])
			if err != nil {
				fmt.Fprintln(os.Stderr, "exitcode: want a number")
				os.Exit(100)
			}
			got := cli.Main(context.Background(), os.Args[2:], cli.IO{Stdin: os.Stdin, Stdout: os.Stdout, Stderr: os.Stderr})
			if got != want {
				fmt.Fprintf(os.Stderr, "exitcode: earshot exited %d, want %d\n", got, want)
				os.Exit(1)
			}
			os.Exit(0)
		},
	})
}

// TestScripts runs the CLI scripts in testdata/script. Each script runs in
// its own folder ($WORK), which is the project; $WORK/config is the config
// folder. The command "fixture NAME..." copies fixture extensions from
// testdata/ext into the project's .earshot/extensions (add -user for the
// config folder's extensions).
func TestScripts(t *testing.T) {
	testscript.Run(t, testscript.Params{
		Dir:                 "testdata/script",
		RequireExplicitExec: true,
		Setup: func(env *testscript.Env) error {
			env.Setenv("EARSHOT_CONFIG_DIR", filepath.Join(env.WorkDir, "config"))
			env.Setenv("EARSHOT_CACHE_DIR", testutil.CacheDir())
			return nil
		},
		Cmds: map[string]func(ts *testscript.TestScript, neg bool, args []string){
			"fixture": func(ts *testscript.TestScript, neg bool, args []string) {
				dir := filepath.Join(ts.Getenv("WORK"), ".earshot", "extensions")
				if len(args) > 0 && args[0] == "-user" {
					dir = filepath.Join(ts.Getenv("EARSHOT_CONFIG_DIR"), "extensions")
					args = args[1:]
				}
				if err := testutil.Copy(dir, args...); err != nil {
					ts.Fatalf("fixture: %v", err)
				}
			},
		},
	})
}
