package main

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/rogpeppe/go-internal/testscript"

	"github.com/earshot/extensions/internal/cli"
	"github.com/earshot/extensions/internal/testutil"
)

func TestMain(m *testing.M) {
	testscript.Main(testutil.Hermetic(m), map[string]func(){
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
	if testing.Short() {
		t.Skip("-short: the earshot command end to end, script by script")
	}
	testscript.Run(t, testscript.Params{
		Dir:                 "testdata/script",
		RequireExplicitExec: true,
		Setup: func(env *testscript.Env) error {
			env.Setenv("EARSHOT_CONFIG_DIR", filepath.Join(env.WorkDir, "config"))
			env.Setenv("EARSHOT_CACHE_DIR", testutil.CacheDir())
			// The page policy the tests run with (testutil.Pages), as
			// the command takes it.
			env.Setenv("EARSHOT_PAGES", string(testutil.Pages()))
			return nil
		},
		Cmds: map[string]func(ts *testscript.TestScript, neg bool, args []string){
			// sparse FILE SIZE makes a sparse file of SIZE bytes.
			"sparse": func(ts *testscript.TestScript, neg bool, args []string) {
				size, err := strconv.ParseInt(args[1], 10, 64)
				ts.Check(err)
				f, err := os.Create(ts.MkAbs(args[0]))
				ts.Check(err)
				ts.Check(f.Truncate(size))
				ts.Check(f.Close())
			},
			// gone PIDFILE waits (up to 5 s) until the process whose pid
			// PIDFILE holds has ended.
			"gone": func(ts *testscript.TestScript, neg bool, args []string) {
				b, err := os.ReadFile(ts.MkAbs(args[0]))
				ts.Check(err)
				pid, err := strconv.Atoi(strings.TrimSpace(string(b)))
				ts.Check(err)
				for range 500 {
					if !processAlive(pid) {
						return
					}
					time.Sleep(10 * time.Millisecond)
				}
				ts.Fatalf("process %d outlived its call", pid)
			},
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
