package registry

import (
	"fmt"
	"slices"
	"sync"
)

// Registry maps qualified tool names to values. It is safe for concurrent
// use. Listings are sorted by name.
type Registry[T any] struct {
	mu      sync.RWMutex
	entries map[string]entry[T]
}

type entry[T any] struct {
	extension, tool string
	value           T
}

// Add registers tool of extension. It refuses invalid names and a qualified
// name that is already taken.
func (r *Registry[T]) Add(extension, tool string, v T) (string, error) {
	if err := CheckQualified(extension, tool); err != nil {
		return "", err
	}
	name := Qualified(extension, tool)
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.entries == nil {
		r.entries = map[string]entry[T]{}
	}
	if _, dup := r.entries[name]; dup {
		return "", fmt.Errorf("tool %q is already registered", name)
	}
	r.entries[name] = entry[T]{extension, tool, v}
	return name, nil
}

// RemoveExtension drops every tool of extension.
func (r *Registry[T]) RemoveExtension(extension string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	for name, e := range r.entries {
		if e.extension == extension {
			delete(r.entries, name)
		}
	}
}

// Lookup returns the value registered under a qualified name.
func (r *Registry[T]) Lookup(name string) (v T, extension, tool string, ok bool) {
	r.mu.RLock()
	defer r.mu.RUnlock()
	e, ok := r.entries[name]
	return e.value, e.extension, e.tool, ok
}

// Names returns every qualified name, sorted.
func (r *Registry[T]) Names() []string {
	r.mu.RLock()
	defer r.mu.RUnlock()
	names := make([]string, 0, len(r.entries))
	for n := range r.entries {
		names = append(names, n)
	}
	slices.Sort(names)
	return names
}
