//go:build unix

package cli

import (
	"errors"
	"os"

	"golang.org/x/term"
)

// openTerminal opens the controlling terminal, if the process has one and
// standard error is a terminal too (so the prompt is seen).
func openTerminal() (*os.File, error) {
	if !term.IsTerminal(int(os.Stderr.Fd())) {
		return nil, errors.New("standard error is not a terminal")
	}
	return os.OpenFile("/dev/tty", os.O_RDWR, 0)
}
