package cli

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"

	extensions "github.com/earshot/extensions"
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
			if err := os.MkdirAll(dir, 0o755); err != nil {
				return err
			}
			for _, f := range types.Files() {
				if err := writeInit(stdio, filepath.Join(dir, f.Name), f.Content, types.Unchanged); err != nil {
					return err
				}
			}
			if err := packageJSON(stdio, filepath.Join(base, "package.json")); err != nil {
				return err
			}
			if !user {
				if err := gitignore(stdio, filepath.Join(base, ".gitignore")); err != nil {
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

// writeInit writes content to path, unless a file there differs from it
// and was changed since init wrote it (wrote says whether its content is
// as init wrote it).
func writeInit(stdio IO, path string, content []byte, wrote func([]byte) bool) error {
	old, err := os.ReadFile(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		fmt.Fprintf(stdio.Stdout, "wrote   %s\n", shown(path))
	case err != nil:
		return err
	case bytes.Equal(old, content):
		fmt.Fprintf(stdio.Stdout, "current %s\n", shown(path))
		return nil
	case wrote(old):
		fmt.Fprintf(stdio.Stdout, "updated %s\n", shown(path))
	default:
		fmt.Fprintf(stdio.Stdout, "kept    %s: it is yours (changed since init wrote it, or not init's); remove it and run init again for the current one\n", shown(path))
		return nil
	}
	return os.WriteFile(path, content, 0o644)
}

// packageJSON writes the package.json npm installs the types beside,
// { "private": true }, where there is none. One that is there is npm's and
// the user's (npm install wrote their devDependencies into it): never
// changed, and "private": true asked for when it lacks it.
func packageJSON(stdio IO, path string) error {
	old, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		fmt.Fprintf(stdio.Stdout, "wrote   %s\n", shown(path))
		return os.WriteFile(path, []byte("{ \"private\": true }\n"), 0o644)
	}
	if err != nil {
		return err
	}
	var pkg struct {
		Private any `json:"private"`
	}
	switch {
	case json.Unmarshal(old, &pkg) != nil:
		fmt.Fprintf(stdio.Stdout, "kept    %s: it is not JSON, and npm needs it to be\n", shown(path))
	case pkg.Private != true:
		fmt.Fprintf(stdio.Stdout, "kept    %s; add \"private\": true to it (so that npm never publishes the folder)\n", shown(path))
	default:
		fmt.Fprintf(stdio.Stdout, "current %s (yours and npm's: kept as it is)\n", shown(path))
	}
	return nil
}

// gitignore writes .earshot/.gitignore with the gitignored lines, or says
// which lines an existing one lacks (it is the user's: never changed).
func gitignore(stdio IO, path string) error {
	old, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		fmt.Fprintf(stdio.Stdout, "wrote   %s (%s)\n", shown(path), strings.Join(gitignored, ", "))
		return os.WriteFile(path, []byte(strings.Join(gitignored, "\n")+"\n"), 0o644)
	}
	if err != nil {
		return err
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
		fmt.Fprintf(stdio.Stdout, "kept    %s; add to it:\n  %s\n", shown(path), strings.Join(missing, "\n  "))
	}
	return nil
}
