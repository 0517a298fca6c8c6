//go:build !linux

package wasm

import "errors"

// fill: images are memfds on Linux only; elsewhere an image restores by
// copying its snapshot.
func (im *Image) fill() error { return nil }

func (im *Image) closeFD() error { return nil }

func mapImage([]byte, int) error { return errors.New("wasm: no snapshot images here") }

func revertPages([]byte, int) error { return errors.New("wasm: no snapshot images here") }
