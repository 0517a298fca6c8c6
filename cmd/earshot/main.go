// Command earshot is the command line of earshot's extension host.
//
//	earshot extensions list [--json]
//	earshot extensions trust NAME...
//	earshot extensions untrust NAME...
//	earshot extensions call TOOL [INPUT_JSON | -] [--json] [--yes]
//	earshot extensions check
//	earshot extensions mcp
//	earshot demo
//
// Run "earshot help" for the flags.
package main

import (
	"context"
	"os"
	"os/signal"

	"github.com/earshot/extensions/internal/cli"
)

func main() {
	// Any of these ends earshot the same way: the call or server is
	// cancelled, and what extensions started is stopped before exiting.
	ctx, stop := signal.NotifyContext(context.Background(), stopSignals...)
	// A second signal, while cleaning up, ends earshot at once.
	go func() { <-ctx.Done(); stop() }()
	code := cli.Main(ctx, os.Args[1:], cli.IO{Stdin: os.Stdin, Stdout: os.Stdout, Stderr: os.Stderr})
	stop()
	os.Exit(code)
}
