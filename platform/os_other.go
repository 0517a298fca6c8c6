//go:build !linux

package platform

func sysInfo() sysFacts { return sysFacts{} }
