//go:build !linux

package platform

// controllingTerminal is unknown here beyond /dev/tty and the standard
// streams.
func controllingTerminal() (fileID, bool) { return fileID{}, false }
