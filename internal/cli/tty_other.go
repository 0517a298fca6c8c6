//go:build !unix

package cli

import (
	"errors"
	"os"

	"golang.org/x/term"
)

func openTerminal() (*os.File, error) {
	if !term.IsTerminal(int(os.Stdin.Fd())) || !term.IsTerminal(int(os.Stderr.Fd())) {
		return nil, errors.New("not a terminal")
	}
	return os.OpenFile("CONIN$", os.O_RDWR, 0)
}
