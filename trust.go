package extensions

import (
	"context"
	"errors"
	"fmt"
	"sort"

	"github.com/earshot/extensions/api"
	"github.com/earshot/extensions/internal/fsutil"
	"github.com/earshot/extensions/loader"
)

// SettingsTracked reports whether the project's settings.local.json is
// tracked by git (see ErrSettingsTracked).
func SettingsTracked(opts Options) bool {
	project, err := absDir(opts.ProjectDir, ".")
	if err != nil {
		return false
	}
	return loader.TrackedByGit((&loader.Trust{Project: project}).SettingsPath())
}

// Trust lets the named project extensions load, by writing a signed entry
// for each to the project's .earshot/settings.local.json (see loader.Trust).
// Every name must be a project extension file; nothing is written if one
// is not.
func Trust(opts Options, names ...string) error {
	t, files, err := trustSetup(opts)
	if err != nil {
		return err
	}
	var pick []loader.File
	var errs []error
	for _, n := range names {
		f, ok := files[n]
		switch {
		case !ok:
			errs = append(errs, fmt.Errorf("no project extension named %q in %s", n, loader.ProjectDir(t.Project)))
		case f.Scope == api.ScopeUser:
			errs = append(errs, fmt.Errorf("%s is one of your own extensions (%s); those load without trust", n, f.Path))
		case f.Err != nil:
			errs = append(errs, f.Err)
		default:
			pick = append(pick, f)
		}
	}
	if len(errs) > 0 {
		return errors.Join(errs...)
	}
	// Record what each extension is made of now (its helpers and packages,
	// not only its file), so that list can say what changed since. One
	// that does not bundle will fail to load, and say why; its file's
	// hash is kept.
	digests := make([]map[string]string, len(pick))
	for i, hashes := range loader.InputsOf(context.Background(), pick, &fsutil.Hasher{}, opts.Limits.WithDefaults().BuildTimeout) {
		if hashes != nil {
			digests[i] = loader.Digests(pick[i], hashes)
		}
	}
	inputs := map[string]map[string]string{}
	for i, f := range pick {
		if digests[i] != nil {
			inputs[f.Name] = digests[i]
		}
	}
	return t.AddWithInputs(inputs, pick...)
}

// Untrust removes the trust entries of the named project extensions.
// Removing an entry that does not exist is not an error if the extension
// does; a name that is neither is.
func Untrust(opts Options, names ...string) error {
	t, files, err := trustSetup(opts)
	if err != nil {
		return err
	}
	entries, err := t.Entries()
	if err != nil {
		return err
	}
	var unknown []string
	for _, n := range names {
		_, isFile := files[n]
		_, isEntry := entries[n]
		if !isFile && !isEntry {
			unknown = append(unknown, n)
		}
	}
	if len(unknown) > 0 {
		sort.Strings(unknown)
		return fmt.Errorf("no project extension or trust entry named %q", unknown)
	}
	return t.Remove(names...)
}

// trustSetup resolves the folders and lists the project's extension files
// by name (a user file wins the name, as it does when loading).
func trustSetup(opts Options) (loader.Trust, map[string]loader.File, error) {
	project, err := absDir(opts.ProjectDir, ".")
	if err != nil {
		return loader.Trust{}, nil, err
	}
	config, err := absDir(opts.ConfigDir, DefaultConfigDir())
	if err != nil {
		return loader.Trust{}, nil, err
	}
	if config == "" {
		return loader.Trust{}, nil, errors.New("no config folder: set EARSHOT_CONFIG_DIR or --config-dir")
	}
	files, err := loader.Discover(project, config)
	if err != nil {
		return loader.Trust{}, nil, err
	}
	byName := map[string]loader.File{}
	shadowed := loader.Shadowed(files)
	for _, f := range files {
		if !shadowed(f) {
			byName[f.Name] = f
		}
	}
	return loader.Trust{Project: project, ConfigDir: config}, byName, nil
}
