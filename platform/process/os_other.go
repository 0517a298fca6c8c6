//go:build !linux

package process

func sysInfo() sysFacts { return sysFacts{} }
