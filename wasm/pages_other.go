//go:build !unix

package wasm

// nativePages where there is no mmap: the portable ones.
var nativePages = func() pages {
	p := portablePages
	p.name = "native"
	return p
}()
