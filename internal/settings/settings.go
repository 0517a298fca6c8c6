// Package settings reads and writes earshot's JSON settings files without
// losing anything: keys it does not know are kept as they were, writes are
// atomic (a temporary file renamed over the old one), concurrent writers are
// serialized with a lock file, and a file that cannot be parsed is reported
// with its path, line and column.
package settings

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/gofrs/flock"

	"github.com/earshot/extensions/internal/fsutil"
)

// SyntaxError is a settings file that is not valid JSON, or has a known
// key of the wrong type.
type SyntaxError struct {
	Path         string
	Line, Column int // 1-based; 0 when unknown
	Key          string
	Msg          string
}

func (e *SyntaxError) Error() string {
	var b strings.Builder
	b.WriteString(e.Path)
	if e.Line > 0 {
		fmt.Fprintf(&b, ":%d:%d", e.Line, e.Column)
	}
	b.WriteString(": ")
	if e.Key != "" {
		b.WriteString(e.Key + ": ")
	}
	b.WriteString(e.Msg)
	return b.String()
}

// Doc is a settings document: a JSON object whose top-level keys are kept
// as raw JSON, so that keys this package does not know survive a rewrite.
type Doc struct {
	Path   string
	Exists bool
	keys   map[string]json.RawMessage
}

// MaxSize is the largest settings file read.
const MaxSize = 16 << 20

// Read reads the settings file at path. A missing file is an empty Doc.
func Read(path string) (*Doc, error) {
	d := &Doc{Path: path, keys: map[string]json.RawMessage{}}
	// A FIFO, a device or /dev/stdin (a repository can commit a link to
	// one) is refused without reading from it; so is a file past MaxSize.
	b, err := fsutil.ReadRegular(path, MaxSize)
	if errors.Is(err, fs.ErrNotExist) {
		return d, nil
	}
	var tl *fsutil.TooLargeError
	if errors.As(err, &tl) {
		return nil, &SyntaxError{Path: path, Msg: fmt.Sprintf("file is larger than %d bytes", MaxSize)}
	}
	if err != nil {
		return nil, err
	}
	d.Exists = true
	if len(bytes.TrimSpace(b)) == 0 {
		return d, nil
	}
	if !utf8.Valid(b) {
		// JSON is UTF-8; decoding would turn the bad bytes into U+FFFD and
		// a rewrite would lose them.
		off := 0
		for off < len(b) {
			r, n := utf8.DecodeRune(b[off:])
			if r == utf8.RuneError && n <= 1 {
				break
			}
			off += n
		}
		line, col := position(b, int64(off)+1)
		return nil, &SyntaxError{Path: path, Line: line, Column: col, Msg: "the file is not valid UTF-8"}
	}
	if err := json.Unmarshal(b, &d.keys); err != nil {
		return nil, syntaxError(path, b, err)
	}
	if err := duplicateKey(b); err != nil {
		err.Path = path
		return nil, err
	}
	if d.keys == nil { // the file is "null"
		return nil, &SyntaxError{Path: path, Line: 1, Column: 1, Msg: "expected a JSON object"}
	}
	return d, nil
}

// duplicateKey finds a key that appears twice in one object, anywhere in
// the document: JSON parsers disagree on which one counts (Go's, the last),
// so a file with one is refused like one that does not parse — a deny rule
// in the first of two "permissions" objects must not be silently dropped.
func duplicateKey(b []byte) *SyntaxError {
	d := json.NewDecoder(bytes.NewReader(b))
	type frame struct {
		object bool
		keys   map[string]int64 // key -> offset of its first appearance
		expect bool             // the next token of this object is a key
		prefix string           // where this container is ("permissions.allow")
		key    string           // the object's key being read
	}
	var stack []*frame
	for {
		start := d.InputOffset()
		t, err := d.Token()
		if err != nil {
			return nil // the end; syntax errors were reported by Unmarshal
		}
		var top *frame
		if len(stack) > 0 {
			top = stack[len(stack)-1]
		}
		if top != nil && top.object && top.expect {
			if delim, ok := t.(json.Delim); ok && delim == '}' {
				stack = stack[:len(stack)-1] // an empty object
				if len(stack) > 0 && stack[len(stack)-1].object {
					stack[len(stack)-1].expect = true
				}
				continue
			}
			k, _ := t.(string)
			off := start + int64(bytes.IndexByte(b[start:], '"'))
			if first, dup := top.keys[k]; dup {
				line, col := position(b, off+1)
				fl, fc := position(b, first+1)
				return &SyntaxError{Line: line, Column: col, Key: strings.TrimPrefix(top.prefix+"."+k, "."),
					Msg: fmt.Sprintf("the key appears twice in one object (first at line %d, column %d): which one counts is ambiguous, so the file is not used until one is removed", fl, fc)}
			}
			top.keys[k], top.key, top.expect = off, k, false
			continue
		}
		if delim, ok := t.(json.Delim); ok && (delim == '{' || delim == '[') {
			prefix := ""
			if top != nil {
				prefix = top.prefix
				if top.object {
					prefix += "." + top.key
				} else {
					prefix += "[]"
				}
			}
			stack = append(stack, &frame{object: delim == '{', keys: map[string]int64{}, expect: delim == '{', prefix: strings.TrimPrefix(prefix, ".")})
			continue
		}
		if delim, ok := t.(json.Delim); ok && (delim == '}' || delim == ']') {
			stack = stack[:len(stack)-1]
			top = nil
			if len(stack) > 0 {
				top = stack[len(stack)-1]
			}
		}
		// A value ended (a scalar, or a container just closed): the next
		// token of an object is a key.
		if top != nil && top.object {
			top.expect = true
		}
	}
}

func syntaxError(path string, b []byte, err error) error {
	se := &SyntaxError{Path: path, Msg: err.Error()}
	var off int64 = -1
	var syn *json.SyntaxError
	var typ *json.UnmarshalTypeError
	switch {
	case errors.As(err, &syn):
		off = syn.Offset
		se.Msg = syn.Error()
	case errors.As(err, &typ):
		off = typ.Offset
		se.Msg = "expected a JSON object"
	}
	if off >= 0 {
		se.Line, se.Column = position(b, off)
	}
	return se
}

// position turns a byte offset into a 1-based line and column.
func position(b []byte, off int64) (line, col int) {
	if off > int64(len(b)) {
		off = int64(len(b))
	}
	// encoding/json reports the offset after the offending byte.
	if off > 0 {
		off--
	}
	line = 1 + bytes.Count(b[:off], []byte("\n"))
	col = int(off) - bytes.LastIndexByte(b[:off], '\n')
	return line, col
}

// Get decodes the value of a top-level key into v. It reports whether the
// key is present. A value of the wrong type is a *SyntaxError naming the key.
func (d *Doc) Get(key string, v any) (bool, error) {
	raw, ok := d.keys[key]
	if !ok {
		return false, nil
	}
	if err := json.Unmarshal(raw, v); err != nil {
		return true, d.keyError(key, err)
	}
	return true, nil
}

// GetPath decodes the value at a path of object keys (like "permissions",
// "allow") into v, keeping unknown keys along the way.
func (d *Doc) GetPath(v any, path ...string) (bool, error) {
	raw, ok, err := d.lookup(path)
	if err != nil || !ok {
		return ok, err
	}
	if err := json.Unmarshal(raw, v); err != nil {
		return true, d.keyError(strings.Join(path, "."), err)
	}
	return true, nil
}

func (d *Doc) lookup(path []string) (json.RawMessage, bool, error) {
	cur := d.keys
	for i, k := range path {
		raw, ok := cur[k]
		if !ok {
			return nil, false, nil
		}
		if i == len(path)-1 {
			return raw, true, nil
		}
		var next map[string]json.RawMessage
		if err := json.Unmarshal(raw, &next); err != nil || next == nil {
			return nil, true, d.keyError(strings.Join(path[:i+1], "."), errors.New("expected an object"))
		}
		cur = next
	}
	return nil, false, nil
}

// SetPath sets the value at a path of object keys, creating objects on the
// way and keeping every other key. A nil v removes the key.
func (d *Doc) SetPath(v any, path ...string) error {
	if len(path) == 0 {
		return errors.New("settings: empty path")
	}
	var raw json.RawMessage
	if v != nil {
		b, err := json.Marshal(v)
		if err != nil {
			return err
		}
		raw = b
	}
	keys, err := setIn(d.keys, path, raw)
	if err != nil {
		return d.keyError(strings.Join(path, "."), err)
	}
	d.keys = keys
	return nil
}

// SetEach sets many keys of the object at path at once (a nil value
// removes its key), creating objects on the way and keeping every other
// key: what SetPath does for each, but decoding and encoding the objects
// on the way once, not once per key.
func (d *Doc) SetEach(path []string, values map[string]any) error {
	if len(values) == 0 {
		return nil
	}
	var set func(obj map[string]json.RawMessage, rest []string) (map[string]json.RawMessage, error)
	set = func(obj map[string]json.RawMessage, rest []string) (map[string]json.RawMessage, error) {
		if obj == nil {
			obj = map[string]json.RawMessage{}
		}
		if len(rest) == 0 {
			for k, v := range values {
				if v == nil {
					delete(obj, k)
					continue
				}
				b, err := json.Marshal(v)
				if err != nil {
					return nil, err
				}
				obj[k] = b
			}
			return obj, nil
		}
		var child map[string]json.RawMessage
		if cur, ok := obj[rest[0]]; ok {
			if err := json.Unmarshal(cur, &child); err != nil {
				return nil, fmt.Errorf("%s is not an object", rest[0])
			}
		}
		child, err := set(child, rest[1:])
		if err != nil {
			return nil, err
		}
		b, err := marshalObject(child)
		if err != nil {
			return nil, err
		}
		obj[rest[0]] = b
		return obj, nil
	}
	keys, err := set(d.keys, path)
	if err != nil {
		return d.keyError(strings.Join(path, "."), err)
	}
	d.keys = keys
	return nil
}

func setIn(obj map[string]json.RawMessage, path []string, raw json.RawMessage) (map[string]json.RawMessage, error) {
	if obj == nil {
		obj = map[string]json.RawMessage{}
	}
	k := path[0]
	if len(path) == 1 {
		if raw == nil {
			delete(obj, k)
		} else {
			obj[k] = raw
		}
		return obj, nil
	}
	var child map[string]json.RawMessage
	if cur, ok := obj[k]; ok {
		if err := json.Unmarshal(cur, &child); err != nil {
			return nil, fmt.Errorf("%s is not an object", k)
		}
	}
	child, err := setIn(child, path[1:], raw)
	if err != nil {
		return nil, err
	}
	b, err := marshalObject(child)
	if err != nil {
		return nil, err
	}
	obj[k] = b
	return obj, nil
}

func (d *Doc) keyError(key string, err error) error {
	return &SyntaxError{Path: d.Path, Key: key, Msg: strings.TrimPrefix(err.Error(), "json: ")}
}

// Bytes renders the document: keys sorted, two-space indentation.
func (d *Doc) Bytes() ([]byte, error) {
	b, err := marshalObject(d.keys)
	if err != nil {
		return nil, err
	}
	var out bytes.Buffer
	if err := json.Indent(&out, b, "", "  "); err != nil {
		return nil, err
	}
	out.WriteByte('\n')
	return out.Bytes(), nil
}

func marshalObject(m map[string]json.RawMessage) ([]byte, error) {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	var b bytes.Buffer
	b.WriteByte('{')
	for i, k := range keys {
		if i > 0 {
			b.WriteByte(',')
		}
		kb, _ := json.Marshal(k)
		b.Write(kb)
		b.WriteByte(':')
		var compact bytes.Buffer
		if err := json.Compact(&compact, m[k]); err != nil {
			return nil, err
		}
		b.Write(compact.Bytes())
	}
	b.WriteByte('}')
	return b.Bytes(), nil
}

// Update reads the file at path under an exclusive lock, lets fn change it,
// and writes it back atomically. Nothing is written if fn fails. A file that
// cannot be parsed is never overwritten.
//
// Update never writes through a symbolic link: if the file, its lock file
// or its folder is one, it fails (*LinkError). The settings Update writes
// are in a project's .earshot folder, which a repository can fill with
// links aimed anywhere; reading through a link is fine (Read follows it,
// and refuses what is not a regular file).
func Update(path string, fn func(*Doc) error) error {
	dir := filepath.Dir(path)
	if err := RefuseLink(dir, false); err != nil {
		return err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	for _, p := range []string{path, path + ".lock"} {
		if err := RefuseLink(p, true); err != nil {
			return err
		}
	}
	lock := flock.New(path+".lock", flock.SetFlag(os.O_CREATE|os.O_RDWR|fsutil.NoFollow), flock.SetPermissions(0o600))
	if err := lockWithTimeout(lock, 10*time.Second); err != nil {
		return fmt.Errorf("locking %s: %w", path, err)
	}
	defer lock.Unlock()
	d, err := Read(path)
	if err != nil {
		return err
	}
	if err := fn(d); err != nil {
		return err
	}
	b, err := d.Bytes()
	if err != nil {
		return err
	}
	return fsutil.WriteAtomic(path, b, 0o600)
}

// LinkError is a file (a settings file, its lock, what init writes) or a
// folder in a project's .earshot folder that earshot will not write
// because it is a symbolic link, or not a regular file (not a folder).
type LinkError struct {
	Path   string
	Target string // where the link points, when it is one
	What   string // "a symbolic link", "a FIFO", ...
	Folder bool   // a folder was wanted
}

func (e *LinkError) Error() string {
	want := "a regular file"
	if e.Folder {
		want = "a folder"
	}
	if e.Target != "" {
		return fmt.Sprintf("%s is a symbolic link (to %s); earshot does not write through links in a project's .earshot folder, "+
			"which a repository can aim anywhere: replace it with %s", e.Path, e.Target, want)
	}
	return fmt.Sprintf("%s is %s; earshot writes only %ss there: remove it", e.Path, e.What, strings.TrimPrefix(want, "a "))
}

// RefuseLink fails (*LinkError) if path exists and is a symbolic link, or
// is not a regular file (file) or not a folder (!file).
func RefuseLink(path string, file bool) error {
	st, err := os.Lstat(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return err
	}
	switch m := st.Mode(); {
	case m&fs.ModeSymlink != 0:
		target, _ := os.Readlink(path)
		return &LinkError{Path: path, Target: target, Folder: !file}
	case file && !m.IsRegular(), !file && !m.IsDir():
		what := fsutil.DescribeMode(m)
		if m.IsRegular() {
			what = "a file"
		}
		return &LinkError{Path: path, What: what, Folder: !file}
	}
	return nil
}

func lockWithTimeout(l *flock.Flock, d time.Duration) error {
	deadline := time.Now().Add(d)
	for {
		ok, err := l.TryLock()
		if err != nil {
			return err
		}
		if ok {
			return nil
		}
		if time.Now().After(deadline) {
			return errors.New("another earshot process holds the lock")
		}
		time.Sleep(5 * time.Millisecond)
	}
}
