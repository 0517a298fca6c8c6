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
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	code := cli.Main(ctx, os.Args[1:], cli.IO{Stdin: os.Stdin, Stdout: os.Stdout, Stderr: os.Stderr})
	stop()
	os.Exit(code)
}
