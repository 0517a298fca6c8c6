//go:build linux

package wasm

import "syscall"

const mapNoReserve = syscall.MAP_NORESERVE
