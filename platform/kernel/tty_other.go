//go:build !linux

package kernel

// controllingTerminal is unknown here beyond /dev/tty and the standard
// streams.
func controllingTerminal() (fileID, bool) { return fileID{}, false }
