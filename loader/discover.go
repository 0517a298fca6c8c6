// Package loader finds extension files, decides which may load, and bundles
// them: TypeScript stripped and every import inlined into one ES module by
// esbuild. Untrusted project extensions are never read beyond their names.
package loader

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/earshot/extensions/api"
	"github.com/earshot/extensions/registry"
)

// Extensions are files with these suffixes; ".d.ts" and ".d.mts" files are
// type declarations, not extensions, and are skipped.
var suffixes = []string{".ts", ".mts", ".js", ".mjs"}

// File is one extension file found on disk.
type File struct {
	// Name is the file name without its suffix.
	Name  string
	Scope api.Scope
	// Path is the file's absolute path; Dir the extensions folder.
	Path, Dir string
	// Err is set when the file cannot be an extension whatever its content:
	// an invalid name, or a name shared by two files of one folder.
	Err error
}

// Rel is the file's path relative to its extensions folder, for messages.
func (f File) Rel() string { return filepath.Base(f.Path) }

// Shadowed returns whether a file of files is shadowed: a project
// extension named like one of the user's own (a valid one) does not load;
// the user's does. The one place this rule is written.
func Shadowed(files []File) func(File) bool {
	user := map[string]bool{}
	for _, f := range files {
		if f.Scope == api.ScopeUser && f.Err == nil {
			user[f.Name] = true
		}
	}
	return func(f File) bool { return f.Scope == api.ScopeProject && user[f.Name] }
}

// Discover lists the extension files of both scopes, sorted by name then
// scope. It reads directory entries only. A missing folder has no
// extensions; one that cannot be read is reported in the error, and the
// other folder is still listed.
func Discover(project, configDir string) ([]File, error) {
	var files []File
	var errs []error
	for _, s := range []struct {
		scope api.Scope
		dir   string
	}{{api.ScopeUser, UserDir(configDir)}, {api.ScopeProject, ProjectDir(project)}} {
		if s.dir == "" || (s.scope == api.ScopeUser && configDir == "") || (s.scope == api.ScopeProject && project == "") {
			continue
		}
		found, err := scan(s.scope, s.dir)
		if err != nil {
			errs = append(errs, &api.Error{Phase: api.PhaseDiscover, File: s.dir, Err: err})
		}
		files = append(files, found...)
	}
	slices.SortStableFunc(files, func(a, b File) int {
		if c := strings.Compare(a.Name, b.Name); c != 0 {
			return c
		}
		return strings.Compare(string(a.Scope), string(b.Scope))
	})
	return files, errors.Join(errs...)
}

func scan(scope api.Scope, dir string) ([]File, error) {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return nil, err
	}
	entries, err := os.ReadDir(abs)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var files []File
	byName := map[string][]int{}
	for _, e := range entries {
		name, ok := extensionName(e.Name())
		if !ok {
			continue
		}
		path := filepath.Join(abs, e.Name())
		// Follow symbolic links; skip folders (they hold helpers).
		st, err := os.Stat(path)
		if err != nil || !st.Mode().IsRegular() {
			continue
		}
		f := File{Name: name, Scope: scope, Path: path, Dir: abs}
		if err := registry.CheckExtensionName(name); err != nil {
			f.Err = &api.Error{Extension: name, Phase: api.PhaseDiscover, File: f.Rel(), Err: err}
		}
		byName[name] = append(byName[name], len(files))
		files = append(files, f)
	}
	for name, idx := range byName {
		if len(idx) < 2 {
			continue
		}
		var names []string
		for _, i := range idx {
			names = append(names, files[i].Rel())
		}
		slices.Sort(names)
		for _, i := range idx {
			files[i].Err = &api.Error{Extension: name, Phase: api.PhaseDiscover, File: files[i].Rel(),
				Err: fmt.Errorf("%w: %d files in %s define the extension %q (%s); keep one",
					api.ErrInvalidName, len(idx), abs, name, strings.Join(names, ", "))}
		}
	}
	return files, nil
}

// IsExtensionFile reports whether a file of this name, in an extensions
// folder, is an extension (by its suffix; type declarations are not).
func IsExtensionFile(name string) bool {
	_, ok := extensionName(name)
	return ok
}

// extensionName returns the extension name for a file name, if the file is
// an extension by its suffix.
func extensionName(file string) (string, bool) {
	for _, s := range suffixes {
		if strings.HasSuffix(file, s) {
			base := strings.TrimSuffix(file, s)
			if strings.HasSuffix(base, ".d") && (s == ".ts" || s == ".mts") {
				return "", false // type declarations
			}
			return base, true
		}
	}
	return "", false
}
