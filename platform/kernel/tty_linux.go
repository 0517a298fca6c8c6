package kernel

import (
	"os"
	"strconv"
	"strings"

	"golang.org/x/sys/unix"
)

// controllingTerminal is the host process's controlling terminal, by its
// device number (the tty_nr of /proc/self/stat): whatever node of /dev
// names it (/dev/pts/3), an extension may not open it.
func controllingTerminal() (fileID, bool) {
	b, err := os.ReadFile("/proc/self/stat")
	if err != nil {
		return fileID{}, false
	}
	// pid (comm) state ppid pgrp session tty_nr ...: comm may hold spaces
	// and parentheses, so count from its last ')'.
	s := string(b)
	i := strings.LastIndexByte(s, ')')
	if i < 0 {
		return fileID{}, false
	}
	f := strings.Fields(s[i+1:])
	if len(f) < 5 {
		return fileID{}, false
	}
	nr, err := strconv.ParseUint(f[4], 10, 32)
	if err != nil || nr == 0 {
		return fileID{}, false
	}
	major := uint32(nr>>8) & 0xfff
	minor := uint32(nr&0xff) | uint32(nr>>12)&0xfff00
	return fileID{rdev: unix.Mkdev(major, minor)}, true
}
