package kernel

import (
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
)

// How a narrowed extension's paths are checked.
//
// A path is checked where the operation will really reach: every symbolic
// link on the way is followed as the system will follow it — the last one
// too when the operation follows it, and a link whose target does not exist
// yet, since writing through it creates the target (resolveLinks). The
// operation then runs on that resolved path, not on the one the extension
// gave, so what was checked is what is touched; on Linux a file is opened
// with RESOLVE_NO_SYMLINKS, so that a link put in its way after the check
// is refused rather than followed (openResolved).
//
// An extension that is not narrowed (a nil Policy) gets Node's behaviour:
// its paths are used as given.

// Access is what an operation does to a path.
type Access int

const (
	// ReadAccess reads the file or lists the folder.
	ReadAccess Access = iota
	// WriteAccess creates, writes or changes the file itself.
	WriteAccess
	// TreeAccess moves, removes or re-permissions the path with everything
	// under it (rename, rm -r, chmod of a folder): refused too when a
	// protected folder or file is inside it, so that an ancestor cannot be
	// moved away with earshot's files in it.
	TreeAccess
)

// maxLinks is how many symbolic links one resolution follows before it is
// ELOOP, as Linux does.
const maxLinks = 40

// errLoop is the error of a path with too many links.
var errLoop = syscall.ELOOP

// resolveLinks returns the path the system reaches for abs (absolute and
// clean): each existing component that is a symbolic link replaced by its
// target — the last component only when follow is set —, relative targets
// and ".." taken from where the link is, as the kernel does. Once a
// component does not exist, the rest is kept as written (nothing below it
// exists either, unless ".." climbs back out of it, and then resolving
// goes on). The result is absolute and clean.
func resolveLinks(abs string, follow bool) (string, error) {
	vol := filepath.VolumeName(abs)
	root := vol + string(filepath.Separator)
	rest := splitPath(abs[len(vol):])
	done := root
	missing := false
	links := 0
	for len(rest) > 0 {
		c := rest[0]
		rest = rest[1:]
		switch c {
		case "", ".":
			continue
		case "..":
			done = filepath.Dir(done)
			if missing {
				if _, err := os.Lstat(done); err == nil {
					missing = false
				}
			}
			continue
		}
		next := filepath.Join(done, c)
		if missing || len(rest) == 0 && !follow {
			done = next
			continue
		}
		st, err := os.Lstat(next)
		if err != nil {
			// Not there (or not ours to look at): the operation finds
			// the same, on the path as it is written from here on.
			done, missing = next, true
			continue
		}
		if st.Mode()&fs.ModeSymlink == 0 {
			done = next
			continue
		}
		if links++; links > maxLinks {
			return "", errLoop
		}
		target, err := os.Readlink(next)
		if err != nil {
			done, missing = next, true
			continue
		}
		if filepath.IsAbs(target) {
			v := filepath.VolumeName(target)
			done = v + string(filepath.Separator)
			target = target[len(v):]
		}
		rest = append(splitPath(target), rest...)
	}
	return filepath.Clean(done), nil
}

func splitPath(p string) []string {
	return strings.FieldsFunc(p, func(r rune) bool { return os.IsPathSeparator(uint8(r)) })
}

// within reports whether p is one of roots or inside one.
func within(p string, roots []string) bool {
	for _, r := range roots {
		if inside(p, r) {
			return true
		}
	}
	return false
}

// inside reports whether p is root or inside it (both clean).
func inside(p, root string) bool {
	if root == string(filepath.Separator) {
		return true
	}
	return p == root || strings.HasPrefix(p, root) && len(p) > len(root) && os.IsPathSeparator(p[len(root)])
}

// Guard is what no narrowed extension may touch, whatever its fs
// capability says (docs/security.md §9), shared by the Policies of one
// host:
//
//   - earshot's own folders (the config folder: the trust key, the user's
//     settings and extensions; the cache folder: bundles, bytecode and
//     snapshots), which it may neither read nor write;
//   - the extensions' code, which it may not write unless a write path of
//     its fs capability is inside it — otherwise it could rewrite another
//     extension, or its own, into one that is not narrowed: every `.earshot`
//     folder (this project's and any other's: extensions, their helpers,
//     earshot's settings), the user's extensions folder, every file a loaded
//     extension is made of (its packages, the package.json and tsconfig.json
//     files that steered resolution), and every name in the folders
//     resolution looked in that, added, would change what an import
//     resolves to (a tsconfig.json, a node_modules, a package's name: the
//     bundle's lookups).
//
// Folders and files that hold any of these cannot be renamed, removed or
// re-permissioned as a whole either (treeAccess). A nil Guard guards
// nothing but `.earshot` folders.
type Guard struct {
	private []string
	code    []string
	made    atomic.Pointer[madeOf]
}

// madeOf is what the loaded extensions are made of: their files (sorted,
// resolved) and the names looked up in each folder ("" for any name).
type madeOf struct {
	files   []string
	lookups map[string][]string
}

// NewGuard returns a Guard of private folders (neither read nor written)
// and code folders (not written), each resolved as the system reaches it.
func NewGuard(private, code []string) *Guard {
	g := &Guard{}
	for _, p := range private {
		g.private = append(g.private, resolvedOrAsIs(p))
	}
	for _, p := range code {
		g.code = append(g.code, resolvedOrAsIs(p))
	}
	return g
}

// SetMadeOf replaces what the loaded extensions are made of: files
// (absolute paths) and, for each folder resolution looked in, the names
// that would change it ("" for any). From now on a narrowed extension may
// not write them.
func (g *Guard) SetMadeOf(files []string, lookups map[string][]string) {
	if g == nil {
		return
	}
	m := &madeOf{lookups: map[string][]string{}}
	dirs := map[string]string{} // a folder's resolution, once per folder
	dir := func(d string) string {
		r, ok := dirs[d]
		if !ok {
			r = resolvedOrAsIs(d)
			dirs[d] = r
		}
		return r
	}
	for _, f := range files {
		if filepath.IsAbs(f) {
			f = filepath.Clean(f)
			m.files = append(m.files, filepath.Join(dir(filepath.Dir(f)), filepath.Base(f)))
		}
	}
	slices.Sort(m.files)
	m.files = slices.Compact(m.files)
	for d, names := range lookups {
		if filepath.IsAbs(d) {
			r := dir(filepath.Clean(d))
			m.lookups[r] = append(m.lookups[r], names...)
		}
	}
	g.made.Store(m)
}

func resolvedOrAsIs(p string) string {
	p = filepath.Clean(p)
	if !filepath.IsAbs(p) {
		return p
	}
	if r, err := resolveLinks(p, true); err == nil {
		return r
	}
	return p
}

// isPrivate reports whether real is one of earshot's own folders or inside
// one, or — for a tree operation — holds one.
func (g *Guard) isPrivate(real string, acc Access) (string, bool) {
	if g == nil {
		return "", false
	}
	for _, d := range g.private {
		if inside(real, d) || acc == TreeAccess && inside(d, real) {
			return d, true
		}
	}
	return "", false
}

// earshotFolder is the name of a project's earshot folder.
const earshotFolder = ".earshot"

// codeArea returns the protected code (folder or file) that a write of
// real would change: real is inside it, or — for a tree operation — holds
// it. "" when there is none.
func (g *Guard) codeArea(real string, acc Access) string {
	// Any project's .earshot folder, by name.
	if i := strings.Index(real+string(filepath.Separator), string(filepath.Separator)+earshotFolder+string(filepath.Separator)); i >= 0 {
		return real[:i+1+len(earshotFolder)]
	}
	if g == nil {
		return ""
	}
	for _, d := range g.code {
		if inside(real, d) || acc == TreeAccess && inside(d, real) {
			return d
		}
	}
	m := g.made.Load()
	if m == nil {
		return ""
	}
	if _, found := slices.BinarySearch(m.files, real); found {
		return real
	}
	if acc == TreeAccess {
		// The first file in order after real's folder prefix is the first
		// one under it, if any is ("a/b-c" sorts before "a/b/c").
		prefix := real + string(filepath.Separator)
		if real == string(filepath.Separator) {
			prefix = real
		}
		if j, _ := slices.BinarySearch(m.files, prefix); j < len(m.files) && strings.HasPrefix(m.files[j], prefix) {
			return m.files[j]
		}
		for d := range m.lookups {
			if inside(d, real) {
				return d
			}
		}
	}
	// A name that, added where resolution looked, changes what an import
	// resolves to.
	dir, base := filepath.Split(real)
	for _, name := range m.lookups[filepath.Clean(dir)] {
		if name == "" || strings.HasPrefix(base, name) {
			return real
		}
	}
	return ""
}

// UserPath is the search path programs are looked up on: the user's own
// (the host's environment), never one an extension passes to its child.
func UserPath(env []string) string {
	if env == nil {
		return os.Getenv("PATH")
	}
	for _, kv := range slices.Backward(env) {
		if v, ok := strings.CutPrefix(kv, "PATH="); ok {
			return v
		}
	}
	return ""
}

// FindProgram looks a program name up on path as a shell does: the first
// executable regular file of that name in its folders.
func FindProgram(name, path string) (string, bool) {
	for _, dir := range filepath.SplitList(path) {
		if dir == "" {
			dir = "."
		}
		p := filepath.Join(dir, name)
		if st, err := os.Stat(p); err == nil && st.Mode().IsRegular() && st.Mode()&0o111 != 0 {
			if abs, err := filepath.Abs(p); err == nil {
				return abs, true
			}
			return p, true
		}
	}
	return "", false
}

// sameProgram is the identity of the program at path p: its folder
// resolved (so /bin/sh and /usr/bin/sh are one where /bin links to
// /usr/bin), its own name kept — a link named jq to another program is
// not jq, and one multi-call binary (busybox) must not make every name
// it answers to the same program.
func sameProgram(p string) string {
	dir, name := filepath.Split(filepath.Clean(p))
	if r, err := resolveLinks(filepath.Clean(dir), true); err == nil {
		dir = r
	}
	return filepath.Join(dir, name)
}

// hostStreams are the host process's standard streams (fds 0, 1 and 2) and
// its controlling terminal, by file identity: an extension may not open
// them by any path (/dev/stdout, /proc/self/fd/1, the terminal's device),
// so that it can neither forge the host's protocol output nor read its
// input. /dev/null is not one of them.
var hostStreams = sync.OnceValue(func() []fileID {
	var ids []fileID
	for fd := range 3 {
		if id, ok := fdIdentity(fd); ok {
			ids = append(ids, id)
		}
	}
	if id, ok := pathIdentity("/dev/tty"); ok {
		ids = append(ids, id)
	}
	if id, ok := controllingTerminal(); ok {
		ids = append(ids, id)
	}
	return ids
})

// ErrHostStream refuses a file that is one of the host's own streams.
func ErrHostStream(p string) error {
	return &JSError{Name: "Error", Code: "EACCES", Errno: -13, Syscall: "open", Path: p,
		Message: "EACCES: permission denied, open '" + p + "' (it is one of earshot's own standard streams or its terminal, which extensions may not open; write to process.stdout or console instead)"}
}

// IsHostStream reports whether f is one of the host's standard streams or
// its terminal.
func IsHostStream(f *os.File) bool {
	ids := hostStreams()
	if len(ids) == 0 {
		return false
	}
	id, ok := fileIdentity(f)
	return ok && slices.Contains(ids, id)
}
