//go:build unix

package main

import (
	"os"
	"syscall"
)

// stopSignals: SIGINT from a terminal, SIGTERM from a supervisor or an
// agent stopping its MCP server, SIGHUP when the terminal goes away.
var stopSignals = []os.Signal{os.Interrupt, syscall.SIGTERM, syscall.SIGHUP}
