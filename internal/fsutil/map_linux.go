//go:build linux

package fsutil

import "syscall"

// mapPopulate reads a mapping's pages in with the mmap call (one system
// call, instead of a page fault per 4 KiB as they are read).
const mapPopulate = syscall.MAP_POPULATE
