package loader

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"runtime/debug"
	"slices"
	"strings"
	"sync"
	"time"

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
//	objects/<key>/bundle.js                       the bundle
//	objects/<key>/manifest.json                   the manifest, with the key and the bundle's hash
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
const cacheFormat = "earshot-extension-cache/5"

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
	// (Bundle.Lookups), as the bundle was made.
	Lookups []Lookup
	dir     string
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
	if json.Unmarshal(b, &idx) != nil || idx.Path != f.Path || len(idx.Inputs) == 0 {
		return nil, false
	}
	racy := false
	for _, in := range idx.Inputs {
		if st, err := os.Stat(in.Path); err == nil && fsutil.StatKey(st) == in.Stat {
			if in.ModTime < idx.Written-racyWindow {
				continue
			}
			racy = true
		}
		if h, err := c.Hasher.Hash(in.Path); err != nil || h != in.SHA256 {
			return nil, false
		}
	}
	for _, d := range idx.Dirs {
		if st, err := os.Stat(d.Path); err == nil && fsutil.StatKey(st) == d.Stat {
			if d.ModTime < idx.Written-racyWindow {
				continue
			}
			racy = true
		}
		if l, err := c.Hasher.Listing(d.Path, d.Prefixes); err != nil || l != d.Listing {
			return nil, false
		}
	}
	if racy && time.Now().UnixNano()-racyWindow > idx.Written {
		// Checked by content now, and no longer racy: remember when.
		c.rewriteIndex(idx)
	}
	key := c.key(idx.Inputs, idx.Dirs)
	e := &CacheEntry{Key: key, dir: c.objectDir(key), BundleSHA256: idx.BundleSHA256, MapSHA256: idx.MapSHA256,
		Hashes: make(map[string]string, len(idx.Inputs))}
	for _, d := range idx.Dirs {
		e.Lookups = append(e.Lookups, Lookup{Dir: d.Path, Prefixes: d.Prefixes})
	}
	for _, in := range idx.Inputs {
		e.Hashes[in.Path] = in.SHA256
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
	written := time.Now().UnixNano()
	inputs := make([]cacheInput, 0, len(b.Inputs))
	for _, p := range b.Inputs {
		h, err := c.Hasher.Hash(p)
		if err != nil {
			return "", err
		}
		in := cacheInput{Path: p, SHA256: h}
		if st, err := os.Stat(p); err == nil {
			in.Stat, in.ModTime = fsutil.StatKey(st), st.ModTime().UnixNano()
		}
		inputs = append(inputs, in)
	}
	dirs := make([]cacheDir, 0, len(b.Lookups))
	for _, lk := range b.Lookups {
		l, err := c.Hasher.Listing(lk.Dir, lk.Prefixes)
		if err != nil {
			return "", err
		}
		d := cacheDir{Path: lk.Dir, Prefixes: lk.Prefixes, Listing: l}
		if st, err := os.Stat(lk.Dir); err == nil {
			d.Stat, d.ModTime = fsutil.StatKey(st), st.ModTime().UnixNano()
		}
		dirs = append(dirs, d)
	}
	if !slices.ContainsFunc(inputs, func(in cacheInput) bool { return in.Path == f.Path }) {
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
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return "", err
	}
	if err := fsutil.WriteCache(filepath.Join(dir, "bundle.js"), []byte(b.Code), 0o600); err != nil {
		return "", err
	}
	if err := fsutil.WriteCache(filepath.Join(dir, "bundle.js.map"), []byte(b.SourceMap), 0o600); err != nil {
		return "", err
	}
	sum, msum := sha256.Sum256([]byte(b.Code)), sha256.Sum256([]byte(b.SourceMap))
	idx, _ := json.Marshal(indexFile{Path: f.Path, Inputs: inputs, Dirs: dirs, Written: written,
		BundleSHA256: hex.EncodeToString(sum[:]), MapSHA256: hex.EncodeToString(msum[:])})
	if err := os.MkdirAll(filepath.Dir(c.indexPath(f.Path)), 0o700); err != nil {
		return "", err
	}
	if err := fsutil.WriteCache(c.indexPath(f.Path), idx, 0o600); err != nil {
		return "", err
	}
	return key, nil
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

// dropPrevious removes the object f's index pointed to before, when it is
// not key: each extension keeps one object, so the cache does not grow with
// every edit.
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
		_ = os.RemoveAll(c.objectDir(old))
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
	objects := filepath.Join(c.Dir, "objects")
	entries, _ := os.ReadDir(objects)
	for _, e := range entries {
		if e.IsDir() {
			fsutil.SweepTemps(filepath.Join(objects, e.Name()), fsutil.StaleTemp)
		}
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

// rewriteIndex writes idx again with the stats of now (after its racy
// inputs were checked by content), so that the next start can trust them.
func (c *Cache) rewriteIndex(idx indexFile) {
	idx.Written = time.Now().UnixNano()
	for j := range idx.Inputs {
		if st, err := os.Stat(idx.Inputs[j].Path); err == nil {
			idx.Inputs[j].Stat, idx.Inputs[j].ModTime = fsutil.StatKey(st), st.ModTime().UnixNano()
		}
	}
	for j := range idx.Dirs {
		if st, err := os.Stat(idx.Dirs[j].Path); err == nil {
			idx.Dirs[j].Stat, idx.Dirs[j].ModTime = fsutil.StatKey(st), st.ModTime().UnixNano()
		}
	}
	if b, err := json.Marshal(idx); err == nil {
		_ = fsutil.WriteCache(c.indexPath(idx.Path), b, 0o600)
	}
}

// versions names what the cached results depend on besides the inputs:
// esbuild, qjs, wazero and this program (its module version and, when it
// was built from a checkout, the revision).
var versions = sync.OnceValue(func() string {
	var parts []string
	parts = append(parts, "target="+fmt.Sprint(Target), "platform="+platform.InputsHash())
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return strings.Join(append(parts, "no-build-info"), " ")
	}
	parts = append(parts, "main="+bi.Main.Path+"@"+bi.Main.Version)
	for _, d := range bi.Deps {
		switch d.Path {
		case "github.com/evanw/esbuild", "github.com/fastschema/qjs", "github.com/tetratelabs/wazero":
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

// PutSnapshot keeps a snapshot of the instance of the bundle with this key,
// taken under view, replacing the snapshots taken under other views (an
// object keeps one). A snapshot checks its own integrity when it is read
// (wasm.UnmarshalSnapshot).
func (c *Cache) PutSnapshot(key, view string, b []byte) error {
	if c == nil || c.Dir == "" || key == "" || view == "" {
		return nil
	}
	dir := c.objectDir(key)
	if err := fsutil.WriteCache(filepath.Join(dir, snapshotName(view)), b, 0o600); err != nil {
		return err
	}
	old, _ := filepath.Glob(filepath.Join(dir, "snapshot-*.bin"))
	for _, p := range old {
		if filepath.Base(p) != snapshotName(view) {
			os.Remove(p)
		}
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
	b, release, err := fsutil.MapRegular(filepath.Join(c.objectDir(key), snapshotName(view)), maxSnapshot)
	if err != nil {
		return nil, nil
	}
	return b, release
}
