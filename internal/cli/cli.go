// Package cli is the earshot command line: `earshot extensions ...` and
// `earshot demo`. cmd/earshot is a thin main around Main.
package cli

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime/debug"
	"strings"
	"time"

	"github.com/spf13/cobra"
	"golang.org/x/term"

	extensions "github.com/earshot/extensions"
	"github.com/earshot/extensions/api"
)

// Exit codes.
const (
	ExitOK    = 0
	ExitError = 1 // an error result, a failed check, a failed command
	ExitUsage = 2 // unknown tool, malformed input, bad flags
	// ExitInterrupted: the command was stopped before it finished (Ctrl-C:
	// SIGINT, or SIGTERM, SIGHUP), 128 + SIGINT's number as shells report
	// it; what it started has been stopped.
	ExitInterrupted = 130
)

// IO is where the command reads and writes.
type IO struct {
	Stdin          io.Reader
	Stdout, Stderr io.Writer
	// Prompter overrides the terminal prompter (for tests and the demo).
	Prompter api.Prompter

	// raw is Stdout before Main made it inert (see inert.go): for output
	// that is data — JSON, MCP's protocol, a tool's output going to a file
	// or a pipe. rawErr is Stderr's, to tell whether it is a terminal.
	raw, rawErr io.Writer
	// progress, set in tests, shows progress reports as on a terminal.
	progress bool
}

// isTerminal reports whether w is a terminal.
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	return ok && term.IsTerminal(int(f.Fd()))
}

// exitError carries an exit code up to Main.
type exitError struct {
	code int
	err  error
}

func (e *exitError) Error() string { return e.err.Error() }
func (e *exitError) Unwrap() error { return e.err }

func usageErr(format string, args ...any) error {
	return &exitError{ExitUsage, fmt.Errorf(format, args...)}
}

// quiet is an exit code whose message has already been printed.
type quiet int

func (q quiet) Error() string { return fmt.Sprintf("exit %d", int(q)) }

// globals are the flags every command takes.
type globals struct {
	project, configDir, cacheDir string
	loadTimeout, buildTimeout    time.Duration
	callTimeout                  time.Duration
	memoryLimit, outputLimit     byteSize
}

// pagesEnv is the environment variable that picks the page policy of the
// command's Host (Options.Pages): "portable" or "native" (the default).
const pagesEnv = "EARSHOT_PAGES"

func (g *globals) options() extensions.Options {
	return extensions.Options{
		ProjectDir: g.project,
		ConfigDir:  g.configDir,
		CacheDir:   g.cacheDir,
		Pages:      api.Pages(os.Getenv(pagesEnv)),
		Limits: api.Limits{
			LoadTimeout:  g.loadTimeout,
			BuildTimeout: g.buildTimeout,
			CallTimeout:  g.callTimeout,
			MemoryLimit:  uint64(g.memoryLimit),
			OutputLimit:  int(g.outputLimit),
		},
	}
}

// Main runs the command line with args (without the program name) and
// returns the exit code.
func Main(ctx context.Context, args []string, stdio IO) (code int) {
	defer func() {
		if r := recover(); r != nil {
			fmt.Fprintf(stdio.Stderr, "earshot: internal error (please report it): %v\n%s", r, debug.Stack())
			code = ExitError
		}
	}()
	if stdio.Stdin == nil {
		stdio.Stdin = os.Stdin
	}
	// Everything printed is made inert: extension and repository text
	// cannot drive the terminal (inert.go).
	stdio.raw, stdio.rawErr = stdio.Stdout, stdio.Stderr
	stdio.Stdout, stdio.Stderr = newInertWriter(stdio.Stdout), newInertWriter(stdio.Stderr)
	root := newRoot(stdio)
	root.SetArgs(args)
	root.SetIn(stdio.Stdin)
	root.SetOut(stdio.Stdout)
	root.SetErr(stdio.Stderr)
	err := root.ExecuteContext(ctx)
	if err == nil {
		return ExitOK
	}
	if ctx.Err() != nil {
		// Stopped by a signal (main's context): whatever the command made
		// of its end — a cancelled start, a cancelled call's error
		// result — it did not finish.
		fmt.Fprintln(stdio.Stderr, "earshot: interrupted")
		return ExitInterrupted
	}
	var q quiet
	if errors.As(err, &q) {
		return int(q)
	}
	fmt.Fprintf(stdio.Stderr, "earshot: %v\n", err)
	var ee *exitError
	if errors.As(err, &ee) {
		return ee.code
	}
	if isFlagError(err) || strings.HasPrefix(err.Error(), "unknown command") {
		return ExitUsage
	}
	return ExitError
}

// flagError marks errors cobra reports for bad flags and arguments.
type flagError struct{ error }

func isFlagError(err error) bool {
	var fe flagError
	return errors.As(err, &fe)
}

func newRoot(stdio IO) *cobra.Command {
	g := &globals{}
	root := &cobra.Command{
		Use:   "earshot",
		Short: "earshot's in-process extensions",
		Long: `earshot runs extensions: TypeScript or JavaScript files that give the agent tools.

Put one in .earshot/extensions/ in a project, or in extensions/ in earshot's
config folder for every project. A project's extensions load only after you
trust them (earshot extensions trust NAME); your own always load.`,
		SilenceUsage:  true,
		SilenceErrors: true,
		Version:       version(),
	}
	root.SetVersionTemplate("earshot {{.Version}}\n")
	root.SetFlagErrorFunc(func(c *cobra.Command, err error) error { return flagError{err} })
	pf := root.PersistentFlags()
	pf.StringVar(&g.project, "project", "", "project folder (default: the working directory)")
	pf.StringVar(&g.configDir, "config-dir", "", "earshot's config folder (default: $"+extensions.EnvConfigDir+", else "+osDefault(os.UserConfigDir)+")")
	pf.StringVar(&g.cacheDir, "cache-dir", "", "cache folder (default: $"+extensions.EnvCacheDir+", else "+osDefault(os.UserCacheDir)+")")
	pf.DurationVar(&g.loadTimeout, "load-timeout", 0, "time limit for evaluating one extension's module (default 5s)")
	pf.DurationVar(&g.buildTimeout, "build-timeout", 0, "time limit for bundling one extension, and for compiling it (default 1m0s)")
	pf.DurationVar(&g.callTimeout, "call-timeout", 0, "time limit for one tool call (default 1m0s)")
	pf.Var(&g.memoryLimit, "memory-limit", "memory cap of each extension, like 64MiB (default 256MiB)")
	pf.Var(&g.outputLimit, "output-limit", "longest output of one call before it is cut, like 64KiB (default 1MiB)")

	ext := &cobra.Command{
		Use:   "extensions",
		Short: "List, trust, call and check extensions",
		Args:  cobra.ArbitraryArgs,
		RunE: func(c *cobra.Command, args []string) error {
			if len(args) > 0 {
				return usageErr("unknown command %q for \"earshot extensions\"\n\nRun 'earshot extensions --help' for usage.", args[0])
			}
			return c.Help()
		},
	}
	ext.AddCommand(listCmd(g, stdio), trustCmd(g, stdio), untrustCmd(g, stdio), callCmd(g, stdio), checkCmd(g, stdio),
		initCmd(g, stdio), mcpCmd(g, stdio))
	root.AddCommand(ext, demoCmd(g, stdio))
	for _, c := range append([]*cobra.Command{root, ext}, ext.Commands()...) {
		c.Args = wrapArgs(c.Args)
	}
	return root
}

// wrapArgs marks argument-count errors as usage errors.
func wrapArgs(v cobra.PositionalArgs) cobra.PositionalArgs {
	if v == nil {
		return nil
	}
	return func(c *cobra.Command, args []string) error {
		if err := v(c, args); err != nil {
			return &exitError{ExitUsage, fmt.Errorf("%w\n\nUsage: %s", err, c.UseLine())}
		}
		return nil
	}
}

// osDefault names earshot's folder in an OS user folder, for help texts.
func osDefault(dir func() (string, error)) string {
	d, err := dir()
	if err != nil {
		return "none"
	}
	if home, err := os.UserHomeDir(); err == nil && strings.HasPrefix(d, home+string(os.PathSeparator)) {
		d = "~" + d[len(home):]
	}
	return filepath.Join(d, "earshot")
}
