// Package fsutil has the file helpers several stages share: atomic writes
// and memoized content hashes.
package fsutil

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"syscall"
	"time"
)

// WriteAtomic writes b to path through a temporary file in the same folder,
// synced and renamed over path, so readers see the old or the new file,
// never a part, even after a crash. An existing file keeps its permission
// bits.
func WriteAtomic(path string, b []byte, perm fs.FileMode) error {
	return writeAtomic(path, b, perm, true)
}

// WriteCache is WriteAtomic without the sync: for caches, whose readers
// check what they read, a crash may lose the file but never tears it in a
// way that goes unnoticed. It is much faster on some file systems. The
// file gets perm, whatever an earlier one had.
func WriteCache(path string, b []byte, perm fs.FileMode) error {
	return writeAtomicFrom(path, bytes.NewReader(b), perm, false, false)
}

// WriteCacheFrom is WriteCache streaming from r.
func WriteCacheFrom(path string, r io.Reader, perm fs.FileMode) error {
	return writeAtomicFrom(path, r, perm, false, false)
}

// CreateAtomic creates the file at path holding b, if there is none: a
// reader sees no file or all of b, never a part, and a crash leaves no
// file, not an empty one. If path exists, it fails with fs.ErrExist (and
// leaves the file as it was).
func CreateAtomic(path string, b []byte, perm fs.FileMode) error {
	tmp, err := os.CreateTemp(filepath.Dir(path), tempPrefix(path))
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name())
	if _, err := tmp.Write(b); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Chmod(perm); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Sync(); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	// A hard link is created only if nothing is at path, in one step.
	if err := os.Link(tmp.Name(), path); err != nil {
		if errors.Is(err, fs.ErrExist) {
			return fs.ErrExist
		}
		// A file system without hard links: not exclusive, but never torn.
		if _, serr := os.Lstat(path); serr == nil {
			return fs.ErrExist
		}
		return os.Rename(tmp.Name(), path)
	}
	return nil
}

// tempPrefix is the pattern of the temporary files that stand in for path
// while it is written: ".NAME.tmp" and random digits (see SweepTemps).
func tempPrefix(path string) string { return "." + filepath.Base(path) + ".tmp*" }

// StaleTemp is the age past which a temporary file is taken for one a
// killed writer left: writers take milliseconds, seconds at most.
const StaleTemp = 15 * time.Minute

// SweepTemps removes from dir the temporary files that writers killed
// before they could rename or remove them left there, once they are older
// than age (a writer still at work has touched its file since). It does
// not descend into folders, and returns how many it removed.
func SweepTemps(dir string, age time.Duration) int {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return 0
	}
	n := 0
	for _, e := range entries {
		if !e.Type().IsRegular() || !isTempName(e.Name()) {
			continue
		}
		info, err := e.Info()
		if err != nil || time.Since(info.ModTime()) < age {
			continue
		}
		if os.Remove(filepath.Join(dir, e.Name())) == nil {
			n++
		}
	}
	return n
}

// isTempName reports whether name is one tempPrefix makes: ".NAME.tmp"
// followed by the digits os.CreateTemp puts in place of "*".
func isTempName(name string) bool {
	if !strings.HasPrefix(name, ".") {
		return false
	}
	i := strings.LastIndex(name, ".tmp")
	if i <= 1 || i+4 == len(name) {
		return false
	}
	for _, c := range name[i+4:] {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

func writeAtomic(path string, b []byte, perm fs.FileMode, sync bool) error {
	return writeAtomicFrom(path, bytes.NewReader(b), perm, sync, true)
}

// PrivateDir makes dir (and its parents) if needed, and makes dir itself
// readable by its owner only (best effort: a folder of someone else's stays
// as it is). Caches keep bundles, which can inline secrets.
func PrivateDir(dir string) error {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return err
	}
	if st, err := os.Stat(dir); err == nil && st.Mode().Perm()&0o077 != 0 {
		_ = os.Chmod(dir, 0o700)
	}
	return nil
}

func writeAtomicFrom(path string, r io.Reader, perm fs.FileMode, sync, keepPerm bool) (err error) {
	if keepPerm {
		if st, err := os.Stat(path); err == nil {
			perm = st.Mode().Perm()
		}
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), tempPrefix(path))
	if err != nil {
		return err
	}
	defer func() {
		if err != nil { // renamed, it is gone
			os.Remove(tmp.Name())
		}
	}()
	if _, err := io.Copy(tmp, r); err != nil {
		tmp.Close()
		return err
	}
	if perm != 0o600 { // CreateTemp's
		if err := tmp.Chmod(perm); err != nil {
			tmp.Close()
			return err
		}
	}
	if sync {
		if err := tmp.Sync(); err != nil {
			tmp.Close()
			return err
		}
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), path)
}

// Hasher hashes files and lists folders once: it remembers each file's
// SHA-256 and each folder's entries by path, each with the stat it had
// before it was read. Use one per start-up: what it remembers is the state
// of the files when it first looked, and a file changed since shows a stat
// that differs from the one remembered.
type Hasher struct {
	once  sync.Once
	since time.Time
	m     sync.Map // path -> seenResult
	l     sync.Map // folder -> *Folder
}

// Seen is what was read of a file: the SHA-256 of its bytes (hex), and
// its stat (StatKey, and its modification time in Unix nanoseconds) as it
// was before they were read. An edit after the read changes the stat (or,
// within the same tick of a coarse clock, falls in the "racy" window of
// whoever compares), so a Seen never vouches for bytes it did not read.
type Seen struct {
	SHA256  string
	Stat    string
	ModTime int64
}

type seenResult struct {
	seen Seen
	err  error
}

// Since is when h was first used (now, if it was not): no stat it
// remembers was taken before it.
func (h *Hasher) Since() time.Time {
	h.start()
	return h.since
}

func (h *Hasher) start() { h.once.Do(func() { h.since = time.Now() }) }

// Hash returns the hex SHA-256 of the file at path.
func (h *Hasher) Hash(path string) (string, error) {
	s, err := h.HashSeen(path)
	return s.SHA256, err
}

// HashSeen returns the file's hash and its stat before it was read.
func (h *Hasher) HashSeen(path string) (Seen, error) {
	if h == nil {
		return SeeFile(path)
	}
	h.start()
	if r, ok := h.m.Load(path); ok {
		return r.(seenResult).seen, r.(seenResult).err
	}
	s, err := SeeFile(path)
	h.m.Store(path, seenResult{s, err})
	return s, err
}

// Listing returns the folder's ListingDigest for prefixes, from its entries
// as they were when h first listed it.
func (h *Hasher) Listing(dir string, prefixes []string) (string, error) {
	f, err := h.Folder(dir)
	if err != nil {
		return "", err
	}
	return f.Digest(prefixes), nil
}

// Folder returns the folder's entries as they were when h first listed
// it (listing it now if it did not).
func (h *Hasher) Folder(dir string) (*Folder, error) {
	if h == nil {
		return ReadFolder(dir)
	}
	h.start()
	if f, ok := h.l.Load(dir); ok {
		return f.(*Folder), f.(*Folder).err
	}
	f, err := ReadFolder(dir)
	if f == nil {
		f = &Folder{err: err}
	}
	h.l.Store(dir, f)
	return f, err
}

// SeeFile hashes the regular file at path, with its stat taken from the
// open file before it is read.
func SeeFile(path string) (Seen, error) {
	f, st, err := OpenRegular(path)
	if err != nil {
		return Seen{}, err
	}
	defer f.Close()
	d := sha256.New()
	if _, err := io.Copy(d, f); err != nil {
		return Seen{}, err
	}
	return Seen{SHA256: hex.EncodeToString(d.Sum(nil)), Stat: StatKey(st), ModTime: st.ModTime().UnixNano()}, nil
}

// SeeBytes is the Seen of b, read from a file whose stat before the read
// was st.
func SeeBytes(b []byte, st fs.FileInfo) Seen {
	sum := sha256.Sum256(b)
	return Seen{SHA256: hex.EncodeToString(sum[:]), Stat: StatKey(st), ModTime: st.ModTime().UnixNano()}
}

// HashFile returns the hex SHA-256 of the file at path.
func HashFile(path string) (string, error) {
	s, err := SeeFile(path)
	return s.SHA256, err
}

// Folder is a folder's entries as they were read, with its stat from
// before the read ("" for a folder that does not exist).
type Folder struct {
	Stat    string
	ModTime int64
	absent  bool
	entries []folderEntry
	err     error
}

type folderEntry struct {
	name   string
	typ    fs.FileMode
	target string // a link's
}

// ReadFolder lists dir, stat first.
func ReadFolder(dir string) (*Folder, error) {
	f := &Folder{}
	if st, err := os.Stat(dir); err == nil {
		f.Stat, f.ModTime = StatKey(st), st.ModTime().UnixNano()
	}
	entries, err := os.ReadDir(dir)
	if errors.Is(err, fs.ErrNotExist) || errors.Is(err, syscall.ENOTDIR) {
		f.absent = true
		return f, nil
	}
	if err != nil {
		return nil, err
	}
	f.entries = make([]folderEntry, len(entries))
	for i, e := range entries { // os.ReadDir sorts them
		f.entries[i] = folderEntry{name: e.Name(), typ: e.Type()}
		if e.Type()&fs.ModeSymlink != 0 {
			f.entries[i].target, _ = os.Readlink(filepath.Join(dir, e.Name()))
		}
	}
	return f, nil
}

// Digest is the folder's ListingDigest for prefixes.
func (f *Folder) Digest(prefixes []string) string {
	if f.absent {
		return "absent"
	}
	d := sha256.New()
	for _, e := range f.entries {
		if len(prefixes) > 0 && !slices.ContainsFunc(prefixes, func(p string) bool { return strings.HasPrefix(e.name, p) }) {
			continue
		}
		fmt.Fprintf(d, "%s\x00%d\x00", e.name, e.typ)
		if e.typ&fs.ModeSymlink != 0 {
			fmt.Fprintf(d, "%s\x00", e.target)
		}
	}
	return hex.EncodeToString(d.Sum(nil))
}

// ListingDigest is the hex SHA-256 of what a folder holds: its entries'
// names and kinds (and, for links, where they point), sorted. It changes
// when a file is added, removed or renamed, or a link retargeted — what
// can change what an import resolves to — and not when a file's content
// does. A folder that does not exist has the digest "absent".
//
// With prefixes, only the entries whose names start with one of them
// count: a lookup of "./h" cares about "h.ts" and "h.js" appearing, not
// about the rest of the folder, and a lookup of node_modules in /tmp or a
// home folder must not be undone by every file created there.
func ListingDigest(dir string, prefixes []string) (string, error) {
	f, err := ReadFolder(dir)
	if err != nil {
		return "", err
	}
	return f.Digest(prefixes), nil
}
