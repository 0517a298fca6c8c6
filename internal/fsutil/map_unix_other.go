//go:build unix && !linux

package fsutil

const mapPopulate = 0
