package api

import "fmt"

// Pages names a page policy: how the memory of an extension's QuickJS
// instance is had from the system, and what more than reading and writing
// it is asked of the system. The zero value is PagesNative.
type Pages string

// The page policies.
const (
	// PagesNative is the system's best: on Linux, an idle instance's empty
	// pages given back, its pages in RAM counted, huge pages for big
	// instances, and big snapshots restored by mapping an in-memory file
	// copy-on-write; elsewhere, what PagesPortable does.
	PagesNative Pages = "native"
	// PagesPortable asks the system for nothing but memory (Go's): no
	// pages given back or counted, no huge pages, snapshots restored by
	// copying — what systems other than Linux do, on any system.
	PagesPortable Pages = "portable"
)

// Check reports whether p names a page policy ("" is PagesNative).
func (p Pages) Check() error {
	switch p {
	case "", PagesNative, PagesPortable:
		return nil
	}
	return fmt.Errorf("%q is not a page policy (%s or %s)", string(p), PagesNative, PagesPortable)
}
