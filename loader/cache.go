package loader

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"runtime/debug"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/earshot/extensions/api"
	"github.com/earshot/extensions/internal/fsutil"
	"github.com/earshot/extensions/platform"
)

// Cache keeps each extension's bundle, and what loading it produced (its
// manifest), under a key computed from the content of every file esbuild
// read for it and the versions of everything that could change the result.
// A start-up where nothing changed needs neither esbuild nor QuickJS.
//
// Layout, under Dir:
//
//	index/<sha256 of the extension's path>.json   the inputs of its last bundle, with their hashes
//	objects/<key>/bundle.js                       the bundle (and bundle.js.map, bundle.qjsbc)
//	objects/<key>/manifest.json                   the manifest, with the key and the bundle's hash
//	objects/<key>/snapshot-<view>.bin             snapshots of its instance, one per view (a few)
//	objects/<key>/replaced                        when no index points to it any more
//
// Several processes may share the folder: every file is written whole (by
// rename), keys name content, and an object an index no longer points to
// is kept for a day (see replacedGrace), so a process that listed tools
// from it can still start the extension as it listed it.
//
// Nothing read from the cache is trusted blindly: an index entry counts only
// if every input still hashes the same, a manifest only if it names its own
// key, a bundle only if it hashes as its manifest says. Anything else is
// ignored and rebuilt.
type Cache struct {
	// Dir is the cache folder; "" disables the cache.
	Dir string
	// Hasher remembers file hashes for one start-up.
	Hasher *fsutil.Hasher
	// Salt is mixed into every key: the version of whatever turns a bundle
	// into a manifest (see engine.Fingerprint).
	Salt string

	private sync.Once // Dir made owner-only
}

// cacheFormat changes whenever what is stored, or how it is produced,
// changes in a way the other parts of the key do not capture.
const cacheFormat = "earshot-extension-cache/6"

// CacheEntry is what the cache holds for an extension whose inputs have not
// changed.
type CacheEntry struct {
	Key string
	// Manifest is the stored manifest (nil if none was stored).
	Manifest json.RawMessage
	// BundleSHA256, MapSHA256 and BytecodeSHA256 are the hashes the
	// bundle, its source map and its QuickJS bytecode must have (there is
	// bytecode only with a manifest).
	BundleSHA256, MapSHA256, BytecodeSHA256 string
	// Hashes are the SHA-256s of the bundle's inputs, by path (checked by
	// Lookup).
	Hashes map[string]string
	// Lookups are the folders resolution looked in, and for which names
	// (Bundle.Lookups, without their listings), as the bundle was made.
	Lookups []Lookup
	// Warnings are the bundle's (Bundle.Warnings): a start that takes the
	// bundle from the cache reports them as one that made it.
	Warnings []api.Diagnostic
	dir      string
}

type indexFile struct {
	Path   string       `json:"path"`
	Inputs []cacheInput `json:"inputs"`
	// Dirs are the folders whose listings steered resolution (where an
	// import was looked up, found or not): a file added next to another
	// ("h.ts" beside "h.js"), a closer node_modules, a link retargeted,
	// change what the bundle holds without changing any file it read.
	Dirs         []cacheDir `json:"dirs"`
	BundleSHA256 string     `json:"bundleSha256"`
	MapSHA256    string     `json:"mapSha256"`
	// Warnings are esbuild's, as bundling gave them.
	Warnings []api.Diagnostic `json:"warnings,omitempty"`
	// Target is the file Path links to, when it is a link (a user's
	// extension kept in their dotfiles): the bundle's inputs hold the
	// target, and a link pointed elsewhere is a change.
	Target string `json:"target,omitempty"`
	// Written is when the inputs were looked at (Unix nanoseconds): a file
	// modified within racyWindow of it may have changed after it was
	// hashed without its stat showing it (git's "racy" entries), and is
	// hashed again.
	Written int64 `json:"written"`
}

type cacheInput struct {
	Path   string `json:"path"`
	SHA256 string `json:"sha256"`
	// Stat (fsutil.StatKey: size, modification and change times, inode)
	// lets an unchanged file skip hashing, the way git's index does; a file
	// whose stat differs is hashed, and counts as changed only if its hash
	// does.
	Stat    string `json:"stat"`
	ModTime int64  `json:"mtime"`
}

type cacheDir struct {
	Path     string   `json:"path"`
	Prefixes []string `json:"prefixes,omitempty"`
	Listing  string   `json:"listing"` // fsutil.ListingDigest of Prefixes
	Stat     string   `json:"stat"`
	ModTime  int64    `json:"mtime"`
}

// racyWindow is how close to the index's writing a modification time must
// be for the stat to be distrusted: the coarsest timestamps file systems
// keep (FAT's) are 2 s apart.
const racyWindow = int64(2e9)

type manifestFile struct {
	Key            string `json:"key"`
	BundleSHA256   string `json:"bundleSha256"`
	BytecodeSHA256 string `json:"bytecodeSha256,omitempty"`
	// ManifestSHA256 is the hash of Manifest's bytes: a manifest damaged
	// in the file (a tool renamed by a flipped bit) is not believed.
	ManifestSHA256 string          `json:"manifestSha256"`
	Manifest       json.RawMessage `json:"manifest"`
}

func sha256Hex(b []byte) string {
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:])
}

func (c *Cache) indexPath(path string) string {
	h := sha256.Sum256([]byte(path))
	return filepath.Join(c.Dir, "index", hex.EncodeToString(h[:])+".json")
}

func (c *Cache) objectDir(key string) string { return filepath.Join(c.Dir, "objects", key) }

// Lookup returns the cache entry of f if its inputs are unchanged since it
// was last bundled. It reads the index, hashes the inputs and reads the
// manifest; it does not read the bundle.
func (c *Cache) Lookup(f File) (*CacheEntry, bool) {
	if c == nil || c.Dir == "" {
		return nil, false
	}
	b, err := os.ReadFile(c.indexPath(f.Path))
	if err != nil {
		return nil, false
	}
	var idx indexFile
	if json.Unmarshal(b, &idx) != nil || idx.Path != f.Path || len(idx.Inputs) == 0 || linkTarget(f.Path) != idx.Target {
		return nil, false
	}
	// An input whose stat is not the recorded one, or is but was
	// modified so close to when it was recorded that an edit in the same
	// tick would not show, is checked by content (and remembered as seen
	// now: its stat from before the hasher read it).
	checked := false
	for j, in := range idx.Inputs {
		if st, err := os.Stat(in.Path); err == nil && fsutil.StatKey(st) == in.Stat && in.ModTime < idx.Written-racyWindow {
			continue
		}
		s, err := c.Hasher.HashSeen(in.Path)
		if err != nil || s.SHA256 != in.SHA256 {
			return nil, false
		}
		idx.Inputs[j].Stat, idx.Inputs[j].ModTime, checked = s.Stat, s.ModTime, true
	}
	for j, d := range idx.Dirs {
		st, err := os.Stat(d.Path)
		same := err == nil && fsutil.StatKey(st) == d.Stat
		if same && d.ModTime < idx.Written-racyWindow {
			continue
		}
		l, err := c.Hasher.Folder(d.Path)
		if err != nil || l.Digest(d.Prefixes) != d.Listing {
			return nil, false
		}
		idx.Dirs[j].Stat, idx.Dirs[j].ModTime = l.Stat, l.ModTime
		// A folder whose stat changed while what the lookups care about
		// did not (a project or /tmp, written to all the time) is listed
		// again at each start, which costs less than rewriting the index
		// each time; a racy one is remembered once it is not.
		checked = checked || same
	}
	if checked && time.Now().UnixNano()-racyWindow > idx.Written {
		// Checked by content now: remember the stats they had then, so
		// that the next start need not read them again.
		idx.Written = c.Hasher.Since().UnixNano()
		c.rewriteIndex(idx)
	}
	key := c.key(idx.Inputs, idx.Dirs)
	e := &CacheEntry{Key: key, dir: c.objectDir(key), BundleSHA256: idx.BundleSHA256, MapSHA256: idx.MapSHA256,
		Hashes: make(map[string]string, len(idx.Inputs)), Warnings: idx.Warnings}
	for _, in := range idx.Inputs {
		e.Hashes[in.Path] = in.SHA256
	}
	for _, d := range idx.Dirs {
		e.Lookups = append(e.Lookups, Lookup{Dir: d.Path, Prefixes: d.Prefixes})
	}
	if _, err := os.Stat(filepath.Join(e.dir, "bundle.js")); err != nil || e.MapSHA256 == "" {
		return nil, false
	}
	if mb, err := os.ReadFile(filepath.Join(e.dir, "manifest.json")); err == nil {
		var m manifestFile
		if json.Unmarshal(mb, &m) == nil && m.Key == key && m.BundleSHA256 == e.BundleSHA256 && len(m.Manifest) > 0 &&
			m.ManifestSHA256 == sha256Hex(m.Manifest) {
			e.Manifest, e.BytecodeSHA256 = m.Manifest, m.BytecodeSHA256
		}
	}
	return e, true
}

// Object is the entry of the object with this key, whose bundle and
// source map have these hashes (a bundle just cached): what Bundle,
// SourceMap and Bytecode read and check. nil without a cache.
func (c *Cache) Object(key, bundleSHA256, mapSHA256 string) *CacheEntry {
	if c == nil || c.Dir == "" || key == "" {
		return nil
	}
	return &CacheEntry{Key: key, BundleSHA256: bundleSHA256, MapSHA256: mapSHA256, dir: c.objectDir(key)}
}

// Bundle reads the entry's bundle, checking it against its recorded hash.
func (e *CacheEntry) Bundle() (string, error) { return e.read("bundle.js", e.BundleSHA256) }

// SourceMap reads the entry's source map, checking it against its recorded hash.
func (e *CacheEntry) SourceMap() (string, error) { return e.read("bundle.js.map", e.MapSHA256) }

// Bytecode reads the entry's QuickJS bytecode, checking it against its
// recorded hash; nil if there is none.
func (e *CacheEntry) Bytecode() []byte {
	if e.BytecodeSHA256 == "" {
		return nil
	}
	b, err := e.read("bundle.qjsbc", e.BytecodeSHA256)
	if err != nil {
		return nil
	}
	return []byte(b)
}

func (e *CacheEntry) read(name, want string) (string, error) {
	b, err := os.ReadFile(filepath.Join(e.dir, name))
	if err != nil {
		return "", err
	}
	sum := sha256.Sum256(b)
	if hex.EncodeToString(sum[:]) != want {
		return "", fmt.Errorf("the cached %s is damaged", name)
	}
	return string(b), nil
}

// Put stores f's bundle and records its inputs. It returns the key under
// which a manifest can then be stored.
func (c *Cache) Put(f File, b *Bundle) (string, error) {
	if c == nil || c.Dir == "" {
		return "", nil
	}
	// What is recorded is what bundling saw — the hashes of the bytes it
	// read, the stats from before it read them, the folders as they were
	// when resolution first reached them — never the files as they are
	// now: an edit that landed meanwhile shows as a change next time.
	written := b.Since.UnixNano()
	inputs := make([]cacheInput, 0, len(b.Inputs))
	for _, p := range b.Inputs {
		s, ok := b.Seen[p]
		if !ok {
			return "", fmt.Errorf("cache: bundling read %s without seeing it", p)
		}
		inputs = append(inputs, cacheInput{Path: p, SHA256: s.SHA256, Stat: s.Stat, ModTime: s.ModTime})
	}
	dirs := make([]cacheDir, 0, len(b.Lookups))
	for _, lk := range b.Lookups {
		if lk.Listing == "" {
			return "", fmt.Errorf("cache: the folder %s could not be listed", lk.Dir)
		}
		dirs = append(dirs, cacheDir{Path: lk.Dir, Prefixes: lk.Prefixes, Listing: lk.Listing, Stat: lk.Stat, ModTime: lk.ModTime})
	}
	target := linkTarget(f.Path)
	if !slices.ContainsFunc(inputs, func(in cacheInput) bool { return in.Path == f.Path || in.Path == target && target != "" }) {
		return "", fmt.Errorf("cache: the bundle's inputs do not include %s", f.Path)
	}
	key := c.key(inputs, dirs)
	c.private.Do(func() {
		for _, d := range []string{c.Dir, filepath.Join(c.Dir, "index"), filepath.Join(c.Dir, "objects")} {
			_ = fsutil.PrivateDir(d)
		}
	})
	c.dropPrevious(f, key)
	dir := c.objectDir(key)
	if err := os.Mkdir(dir, 0o700); errors.Is(err, fs.ErrExist) {
		_ = os.Remove(filepath.Join(dir, replacedMark)) // current again
	} else if err != nil {
		if err := os.MkdirAll(dir, 0o700); err != nil {
			return "", err
		}
	}
	if err := fsutil.WriteCache(filepath.Join(dir, "bundle.js"), []byte(b.Code), 0o600); err != nil {
		return "", err
	}
	if err := fsutil.WriteCache(filepath.Join(dir, "bundle.js.map"), []byte(b.SourceMap), 0o600); err != nil {
		return "", err
	}
	sum, msum := sha256.Sum256([]byte(b.Code)), sha256.Sum256([]byte(b.SourceMap))
	idx, _ := json.Marshal(indexFile{Path: f.Path, Target: target, Inputs: inputs, Dirs: dirs, Written: written, Warnings: b.Warnings,
		BundleSHA256: hex.EncodeToString(sum[:]), MapSHA256: hex.EncodeToString(msum[:])})
	if err := os.MkdirAll(filepath.Dir(c.indexPath(f.Path)), 0o700); err != nil {
		return "", err
	}
	if err := fsutil.WriteCache(c.indexPath(f.Path), idx, 0o600); err != nil {
		return "", err
	}
	return key, nil
}

// linkTarget is the file path links to, with every link on the way
// resolved, or "" when path is no link (or cannot be resolved: bundling
// fails then).
func linkTarget(path string) string {
	real, err := filepath.EvalSymlinks(path)
	if err != nil || real == path {
		return ""
	}
	return real
}

// PutManifest stores the manifest for key, with the hash of the bundle it
// was made from, and the bundle's QuickJS bytecode when there is some.
func (c *Cache) PutManifest(key, bundle string, manifest json.RawMessage, bytecode []byte) error {
	if c == nil || c.Dir == "" || key == "" {
		return nil
	}
	sum := sha256.Sum256([]byte(bundle))
	m := manifestFile{Key: key, BundleSHA256: hex.EncodeToString(sum[:]), Manifest: manifest, ManifestSHA256: sha256Hex(manifest)}
	if len(bytecode) > 0 {
		if err := fsutil.WriteCache(filepath.Join(c.objectDir(key), "bundle.qjsbc"), bytecode, 0o600); err != nil {
			return err
		}
		bsum := sha256.Sum256(bytecode)
		m.BytecodeSHA256 = hex.EncodeToString(bsum[:])
	}
	b, err := json.Marshal(m)
	if err != nil {
		return err
	}
	return fsutil.WriteCache(filepath.Join(c.objectDir(key), "manifest.json"), b, 0o600)
}

// replacedMark is the file that marks an object no index points to any
// more, from when: Sweep removes the object replacedGrace after.
const replacedMark = "replaced"

// replacedGrace is how long an object replaced by a newer one stays: a
// process that listed an extension's tools from it (another earshot, a
// server that does not watch) starts the extension from its bundle when
// it is first called, which may be hours later, and must find it — not
// the newer files, whose tools may differ from the ones it listed.
const replacedGrace = 24 * time.Hour

// dropPrevious retires the object f's index pointed to before, when it is
// not key, so that the cache does not grow with every edit: its snapshots
// go at once (a start without one evaluates the bundle), the rest once
// replacedGrace has passed (Sweep).
func (c *Cache) dropPrevious(f File, key string) {
	b, err := os.ReadFile(c.indexPath(f.Path))
	if err != nil {
		return
	}
	var idx indexFile
	if json.Unmarshal(b, &idx) != nil || idx.Path != f.Path || len(idx.Inputs) == 0 {
		return
	}
	if old := c.key(idx.Inputs, idx.Dirs); old != key {
		c.retire(c.objectDir(old))
	}
}

// retire marks the object in dir replaced (keeping the mark's time if it
// has one) and removes its snapshots.
func (c *Cache) retire(dir string) {
	if _, err := os.Stat(dir); err != nil {
		return
	}
	if m, err := os.OpenFile(filepath.Join(dir, replacedMark), os.O_CREATE|os.O_EXCL|os.O_WRONLY|fsutil.NoFollow, 0o600); err == nil {
		m.Close()
	}
	snaps, _ := filepath.Glob(filepath.Join(dir, "snapshot-*.bin"))
	for _, p := range snaps {
		os.Remove(p)
	}
}

// Sweep removes the temporary files that writers killed mid-write left in
// the cache (older than fsutil.StaleTemp). It looks at most once an hour,
// remembered by the time of the file "swept".
func (c *Cache) Sweep() {
	if c == nil || c.Dir == "" {
		return
	}
	stamp := filepath.Join(c.Dir, "swept")
	if st, err := os.Stat(stamp); err == nil && time.Since(st.ModTime()) < time.Hour {
		return
	}
	fsutil.SweepTemps(c.Dir, fsutil.StaleTemp)
	fsutil.SweepTemps(filepath.Join(c.Dir, "index"), fsutil.StaleTemp)
	// The objects an index points to are kept; the others are marked,
	// and removed replacedGrace after they were.
	current := map[string]bool{}
	indexes, _ := filepath.Glob(filepath.Join(c.Dir, "index", "*.json"))
	for _, p := range indexes {
		var idx indexFile
		if b, err := os.ReadFile(p); err == nil && json.Unmarshal(b, &idx) == nil && len(idx.Inputs) > 0 {
			current[c.key(idx.Inputs, idx.Dirs)] = true
		}
	}
	objects := filepath.Join(c.Dir, "objects")
	entries, _ := os.ReadDir(objects)
	for _, e := range entries {
		if !e.IsDir() {
			continue
		}
		dir := filepath.Join(objects, e.Name())
		mark := filepath.Join(dir, replacedMark)
		switch st, err := os.Stat(mark); {
		case current[e.Name()]:
			if err == nil {
				os.Remove(mark)
			}
		case err != nil:
			c.retire(dir)
		case time.Since(st.ModTime()) > replacedGrace:
			os.RemoveAll(dir)
			continue
		}
		fsutil.SweepTemps(dir, fsutil.StaleTemp)
	}
	if f, err := os.OpenFile(stamp, os.O_CREATE|os.O_WRONLY|fsutil.NoFollow, 0o600); err == nil {
		f.Close()
		now := time.Now()
		_ = os.Chtimes(stamp, now, now)
	}
}

// Forget drops f's index entry, so that its next start bundles and loads it
// afresh.
func (c *Cache) Forget(f File) {
	if c != nil && c.Dir != "" {
		_ = os.Remove(c.indexPath(f.Path))
	}
}

func (c *Cache) key(inputs []cacheInput, dirs []cacheDir) string {
	h := sha256.New()
	fmt.Fprintf(h, "%s\x00%s\x00%s\x00", cacheFormat, versions(), c.Salt)
	for _, in := range inputs {
		fmt.Fprintf(h, "%s\x00%s\x00", in.Path, in.SHA256)
	}
	for _, d := range dirs {
		fmt.Fprintf(h, "dir\x00%s\x00%s\x00%s\x00", d.Path, strings.Join(d.Prefixes, "/"), d.Listing)
	}
	return hex.EncodeToString(h.Sum(nil))
}

// rewriteIndex writes idx again after its inputs were checked by content,
// with the stats they had before they were read, so that the next start
// can trust them.
func (c *Cache) rewriteIndex(idx indexFile) {
	if b, err := json.Marshal(idx); err == nil {
		_ = fsutil.WriteCache(c.indexPath(idx.Path), b, 0o600)
	}
}

// versions names what the cached results depend on besides the inputs:
// esbuild, wazero and this program (its module version and, when it was
// built from a checkout, the revision). QuickJS's build is in the key
// through Cache.Salt (the engine's fingerprint).
var versions = sync.OnceValue(func() string {
	var parts []string
	parts = append(parts, "target="+fmt.Sprint(target), "platform="+platform.InputsHash())
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return strings.Join(append(parts, "no-build-info"), " ")
	}
	parts = append(parts, "main="+bi.Main.Path+"@"+bi.Main.Version)
	for _, d := range bi.Deps {
		switch d.Path {
		case "github.com/evanw/esbuild", "github.com/tetratelabs/wazero":
			parts = append(parts, d.Path+"@"+d.Version)
		}
	}
	release := bi.Main.Version != "" && bi.Main.Version != "(devel)"
	for _, s := range bi.Settings {
		if s.Key == "vcs.revision" || s.Key == "vcs.modified" {
			parts = append(parts, s.Key+"="+s.Value)
		}
		if s.Key == "vcs.modified" && s.Value == "false" {
			release = true
		}
	}
	if !release {
		// A build from a changed checkout (or from go run): the program
		// itself, by size and time, so that a rebuilt one does not use
		// what an older one cached.
		if exe, err := os.Executable(); err == nil {
			if st, err := os.Stat(exe); err == nil {
				parts = append(parts, fmt.Sprintf("exe=%d@%d", st.Size(), st.ModTime().UnixNano()))
			}
		}
	}
	return strings.Join(parts, " ")
})

// maxSnapshot bounds a snapshot file read back (an instance's memory is at
// most its limit; snapshots keep only its non-zero blocks).
const maxSnapshot = 1 << 30

// snapshotName is the file of a snapshot of the object's extension, taken
// under view (engine.SnapshotKey: what the instance could observe of its
// host).
func snapshotName(view string) string { return "snapshot-" + view + ".bin" }

// MaxViews is how many snapshots of one bundle the cache keeps, each
// taken under another view (limits, environment): clients that start the
// same extensions with different limits each find theirs. When a view is
// added past it, the one used least recently goes.
const MaxViews = 4

// PutSnapshot keeps a snapshot of the instance of the bundle with this key,
// taken under view, beside those of up to MaxViews-1 other views. A
// snapshot checks its own integrity when it is restored (its checksums,
// wasm/internal/snapshot).
func (c *Cache) PutSnapshot(key, view string, b []byte) error {
	if c == nil || c.Dir == "" || key == "" || view == "" {
		return nil
	}
	dir := c.objectDir(key)
	if err := fsutil.WriteCache(filepath.Join(dir, snapshotName(view)), b, 0o600); err != nil {
		return err
	}
	type snap struct {
		path string
		used time.Time
	}
	var others []snap
	paths, _ := filepath.Glob(filepath.Join(dir, "snapshot-*.bin"))
	for _, p := range paths {
		if filepath.Base(p) == snapshotName(view) {
			continue
		}
		if st, err := os.Stat(p); err == nil {
			others = append(others, snap{p, st.ModTime()})
		}
	}
	slices.SortFunc(others, func(a, b snap) int { return b.used.Compare(a.used) }) // latest first
	for _, o := range others[min(len(others), MaxViews-1):] {
		os.Remove(o.path)
	}
	return nil
}

// Snapshot maps the snapshot kept for the bundle with this key under view
// into memory (nil if there is none or it cannot be read); release unmaps
// it.
func (c *Cache) Snapshot(key, view string) (b []byte, release func()) {
	if c == nil || c.Dir == "" || key == "" || view == "" {
		return nil, nil
	}
	path := filepath.Join(c.objectDir(key), snapshotName(view))
	b, release, err := fsutil.MapRegular(path, maxSnapshot)
	if err != nil {
		return nil, nil
	}
	// Used now: the views used least recently go first (PutSnapshot).
	now := time.Now()
	_ = os.Chtimes(path, now, now)
	return b, release
}
