package cli

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"

	extensions "github.com/earshot/extensions"
	"github.com/earshot/extensions/internal/fsutil"
	"github.com/earshot/extensions/internal/settings"
	"github.com/earshot/extensions/internal/types"
	"github.com/earshot/extensions/loader"
)

// gitignored are the lines init wants in .earshot/.gitignore: the packages
// npm installs, and this user's trust and "always allow"s.
var gitignored = []string{"node_modules/", loader.LocalSettings}

func initCmd(g *globals, stdio IO) *cobra.Command {
	var user bool
	c := &cobra.Command{
		Use:   "init",
		Short: "Write the types that let tsc check the extensions",
		Long: `Write earshot.d.ts (the extension contract as TypeScript types: a global
namespace Earshot, nothing to import) and a tsconfig.json into the project's
.earshot/extensions folder (--user: your config folder's), and a package.json
beside that folder for npm. Then an extension ending in
"satisfies Earshot.Extension" is checked by tsc:

  cd .earshot && npm install --save-dev typescript @types/node
  npx tsc -p extensions

Running init again updates the files it wrote, unless you changed them; it
never overwrites a file you changed. In a project it also writes
.earshot/.gitignore (node_modules/ and settings.local.json), or says which
lines yours lacks.`,
		Args: cobra.NoArgs,
		RunE: func(c *cobra.Command, _ []string) error {
			opts := g.options()
			base := loader.ProjectFolder(projectDir(opts))
			if user {
				base = opts.ConfigDir
				if base == "" {
					base = extensions.DefaultConfigDir()
				}
				if base == "" {
					return errors.New("no config folder: give --config-dir")
				}
			}
			dir := filepath.Join(base, loader.Extensions)
			w := initWriter{stdio: stdio, project: !user}
			var files []initFile
			for _, f := range types.Files() {
				files = append(files, initFile{path: filepath.Join(dir, f.Name), content: f.Content, wrote: types.Unchanged})
			}
			files = append(files, initFile{path: filepath.Join(base, "package.json"), content: []byte("{ \"private\": true }\n"), wrote: func([]byte) bool { return false }})
			if !user {
				files = append(files, initFile{path: filepath.Join(base, ".gitignore"), gitignore: true})
			}
			if err := w.check([]string{base, dir}, files); err != nil {
				return err
			}
			for _, d := range []string{base, dir} {
				if err := w.mkdir(d); err != nil {
					return err
				}
			}
			for _, f := range files {
				if err := w.write(f); err != nil {
					return err
				}
			}
			fmt.Fprintf(stdio.Stdout, "\nEnd each extension with `satisfies Earshot.Extension`, then type-check them all:\n"+
				"  cd %s && npm install --save-dev typescript @types/node\n"+
				"  npx tsc -p %s\n", shown(base), loader.Extensions)
			return nil
		},
	}
	c.Flags().BoolVar(&user, "user", false, "write into your config folder's extensions folder instead of the project's")
	return c
}

// projectDir is the project the options name ("" is the working folder).
func projectDir(opts extensions.Options) string {
	if opts.ProjectDir != "" {
		return opts.ProjectDir
	}
	return "."
}

// shown is path as a person reads it: relative to the working folder
// when it is inside it.
func shown(path string) string {
	wd, err := os.Getwd()
	if err != nil {
		return path
	}
	abs, err := filepath.Abs(path)
	if err != nil {
		return path
	}
	if rel, err := filepath.Rel(wd, abs); err == nil && !strings.HasPrefix(rel, "..") {
		return rel
	}
	return abs
}

// initFile is a file init writes: content, unless a file there differs
// from it and was changed since init wrote it (wrote says whether its
// content is as init wrote it); or the .gitignore.
type initFile struct {
	path      string
	content   []byte
	wrote     func([]byte) bool
	gitignore bool
}

// initWriter writes init's files. In a project (a repository may have
// committed links in its .earshot folder, aimed at the user's shell
// profile or config folder), it writes only regular files in real
// folders: every folder and file it would write is checked first, and if
// one is a symbolic link, or not a folder or regular file, init writes
// nothing and says so; files are created and replaced without following
// a link (an exclusive create, a rename over). In the user's config folder
// (--user), the folders are the user's, links included.
type initWriter struct {
	stdio   IO
	project bool
}

// check refuses, before anything is written, the folders and files that
// are links or of the wrong kind (in a project).
func (w initWriter) check(dirs []string, files []initFile) error {
	if !w.project {
		return nil
	}
	var errs []error
	for _, d := range dirs {
		if err := settings.RefuseLink(d, false); err != nil {
			errs = append(errs, err)
		}
	}
	for _, f := range files {
		if err := settings.RefuseLink(f.path, true); err != nil {
			errs = append(errs, err)
		}
	}
	if len(errs) > 0 {
		return fmt.Errorf("init wrote nothing: %w", errors.Join(errs...))
	}
	return nil
}

// mkdir makes the folder d if it is missing (in a project, one level: its
// parent was made, or is the project).
func (w initWriter) mkdir(d string) error {
	if !w.project {
		return os.MkdirAll(d, 0o755)
	}
	if err := os.Mkdir(d, 0o755); err != nil && !errors.Is(err, fs.ErrExist) {
		return err
	}
	return settings.RefuseLink(d, false) // made meanwhile by someone else
}

// read reads the file at path, nil if there is none; in a project, not
// through a link, and only a regular file.
func (w initWriter) read(path string) ([]byte, error) {
	flag := os.O_RDONLY
	if w.project {
		flag |= fsutil.NoFollow
		if err := settings.RefuseLink(path, true); err != nil {
			return nil, err
		}
	}
	f, err := os.OpenFile(path, flag, 0)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return io.ReadAll(f)
}

// put writes content at path: a new file created exclusively, or an
// existing one replaced by a rename over it.
func (w initWriter) put(path string, content []byte, existed bool) error {
	if !existed {
		return fsutil.CreateAtomic(path, content, 0o644)
	}
	return fsutil.WriteAtomic(path, content, 0o644)
}

func (w initWriter) write(f initFile) error {
	if f.gitignore {
		return w.writeGitignore(f.path)
	}
	old, err := w.read(f.path)
	switch {
	case err != nil:
		return err
	case old == nil:
		fmt.Fprintf(w.stdio.Stdout, "wrote   %s\n", shown(f.path))
	case bytes.Equal(old, f.content):
		fmt.Fprintf(w.stdio.Stdout, "current %s\n", shown(f.path))
		return nil
	case f.wrote(old):
		fmt.Fprintf(w.stdio.Stdout, "updated %s\n", shown(f.path))
	default:
		fmt.Fprintf(w.stdio.Stdout, "kept    %s: it is yours (changed since init wrote it, or not init's); remove it and run init again for the current one\n", shown(f.path))
		return nil
	}
	return w.put(f.path, f.content, old != nil)
}

// writeGitignore writes .earshot/.gitignore with the gitignored lines, or
// says which lines an existing one lacks (it is the user's: never
// changed).
func (w initWriter) writeGitignore(path string) error {
	old, err := w.read(path)
	if err != nil {
		return err
	}
	if old == nil {
		fmt.Fprintf(w.stdio.Stdout, "wrote   %s (%s)\n", shown(path), strings.Join(gitignored, ", "))
		return w.put(path, []byte(strings.Join(gitignored, "\n")+"\n"), false)
	}
	have := map[string]bool{}
	for _, line := range strings.Split(string(old), "\n") {
		have[strings.Trim(strings.TrimSpace(line), "/")] = true
	}
	var missing []string
	for _, l := range gitignored {
		if !have[strings.Trim(l, "/")] {
			missing = append(missing, l)
		}
	}
	if len(missing) > 0 {
		fmt.Fprintf(w.stdio.Stdout, "kept    %s; add to it:\n  %s\n", shown(path), strings.Join(missing, "\n  "))
	}
	return nil
}
