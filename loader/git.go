package loader

import (
	"bufio"
	"bytes"
	"encoding/binary"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/earshot/extensions/internal/fsutil"
)

// TrackedByGit reports whether path is tracked by the git repository whose
// work tree holds it. It reads the repository's index itself and runs no
// program: the git program would apply the repository's own configuration
// (core.fsmonitor, for one, names a program to run), and a repository
// delivered with its .git folder — an archive, a shared drive — could then
// run code before anything was trusted. Outside a repository, or when the
// index cannot be read, the answer is false.
func TrackedByGit(path string) bool {
	abs, err := filepath.Abs(path)
	if err != nil {
		return false
	}
	root, gitDir, ok := findGitDir(filepath.Dir(abs))
	if !ok {
		return false
	}
	rel, err := filepath.Rel(root, abs)
	if err != nil || rel == "." || strings.HasPrefix(rel, "..") {
		return false
	}
	found, _ := indexHas(filepath.Join(gitDir, "index"), filepath.ToSlash(rel))
	return found
}

// findGitDir walks up from dir to the work tree that holds it: the folder
// with a .git folder, or a .git file naming the git folder (worktrees,
// submodules).
func findGitDir(dir string) (root, gitDir string, ok bool) {
	for {
		dot := filepath.Join(dir, ".git")
		if st, err := os.Stat(dot); err == nil {
			if st.IsDir() {
				return dir, dot, true
			}
			if b, err := fsutil.ReadRegular(dot, 4096); err == nil {
				if target, found := strings.CutPrefix(strings.TrimSpace(string(b)), "gitdir:"); found {
					target = strings.TrimSpace(target)
					if !filepath.IsAbs(target) {
						target = filepath.Join(dir, target)
					}
					return dir, target, true
				}
			}
			return "", "", false
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", "", false
		}
		dir = parent
	}
}

var errIndex = errors.New("git index: unreadable")

// indexHas reports whether the git index file at path has an entry for
// name (slash-separated, relative to the work tree). It reads index
// versions 2 to 4, entry by entry, and stops at the first entry past name
// (entries are sorted).
func indexHas(path, name string) (bool, error) {
	f, _, err := fsutil.OpenRegular(path)
	if err != nil {
		return false, err
	}
	defer f.Close()
	r := bufio.NewReaderSize(f, 64<<10)
	var hdr [12]byte
	if _, err := io.ReadFull(r, hdr[:]); err != nil || string(hdr[:4]) != "DIRC" {
		return false, errIndex
	}
	version := binary.BigEndian.Uint32(hdr[4:8])
	count := binary.BigEndian.Uint32(hdr[8:12])
	if version < 2 || version > 4 {
		return false, errIndex
	}
	var prev []byte
	var fixed [62]byte
	for range count {
		if _, err := io.ReadFull(r, fixed[:]); err != nil {
			return false, errIndex
		}
		flags := binary.BigEndian.Uint16(fixed[60:62])
		size := 62
		if version >= 3 && flags&0x4000 != 0 {
			if _, err := r.Discard(2); err != nil {
				return false, errIndex
			}
			size += 2
		}
		var entry []byte
		if version == 4 {
			strip, err := readOffsetVarint(r)
			if err != nil || strip > uint64(len(prev)) {
				return false, errIndex
			}
			suffix, err := r.ReadBytes(0)
			if err != nil {
				return false, errIndex
			}
			entry = append(append([]byte(nil), prev[:len(prev)-int(strip)]...), suffix[:len(suffix)-1]...)
		} else {
			p, err := r.ReadBytes(0)
			if err != nil {
				return false, errIndex
			}
			entry = p[:len(p)-1]
			// Entries are padded with 1 to 8 NULs to a multiple of 8 bytes.
			total := size + len(p)
			if pad := (8 - total%8) % 8; pad > 0 {
				if _, err := r.Discard(pad); err != nil {
					return false, errIndex
				}
			}
		}
		switch c := bytes.Compare(entry, []byte(name)); {
		case c == 0:
			return true, nil
		case c > 0:
			return false, nil
		}
		prev = entry
	}
	return false, nil
}

// readOffsetVarint reads git's "offset" varint (index v4 path prefixes).
func readOffsetVarint(r *bufio.Reader) (uint64, error) {
	c, err := r.ReadByte()
	if err != nil {
		return 0, err
	}
	v := uint64(c & 0x7f)
	for c&0x80 != 0 {
		if c, err = r.ReadByte(); err != nil {
			return 0, err
		}
		v = ((v + 1) << 7) | uint64(c&0x7f)
	}
	return v, nil
}
