package loader

import "path/filepath"

// The layout of earshot's folders: the one place their names are spelled.
//
//	<project>/.earshot/                  Folder
//	    extensions/                      Extensions: the project's extensions
//	    settings.json                    Settings: the project's rules (its repository's)
//	    settings.local.json              LocalSettings: this user's trust and "always allow"s
//	<config>/                            (~/.config/earshot)
//	    extensions/                      Extensions: the user's own extensions
//	    settings.json                    Settings: the user's rules and capabilities
//	    trust.key                        KeyFile: the secret trust entries are signed with
//	<cache>/                             (~/.cache/earshot)
//	    extensions/                      CacheExtensions: bundles, manifests, bytecode
//	    wazero/                          CacheCompiled: QuickJS compiled to machine code
const (
	Folder          = ".earshot"
	Extensions      = "extensions"
	Settings        = "settings.json"
	LocalSettings   = "settings.local.json"
	KeyFile         = "trust.key"
	CacheExtensions = "extensions"
	CacheCompiled   = "wazero"
)

// ProjectFolder is a project's .earshot folder.
func ProjectFolder(project string) string { return filepath.Join(project, Folder) }

// ProjectDir is where a project's extensions live.
func ProjectDir(project string) string { return filepath.Join(project, Folder, Extensions) }

// UserDir is where the user's extensions live.
func UserDir(configDir string) string { return filepath.Join(configDir, Extensions) }

// ProjectSettings is a project's settings.json (its repository's rules).
func ProjectSettings(project string) string { return filepath.Join(project, Folder, Settings) }

// localSettingsPath is a project's settings.local.json.
func localSettingsPath(project string) string { return filepath.Join(project, Folder, LocalSettings) }

// UserSettings is the user's settings.json.
func UserSettings(configDir string) string { return filepath.Join(configDir, Settings) }
