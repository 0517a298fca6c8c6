package loader

import (
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sync"
	"time"

	"github.com/earshot/extensions/internal/fsutil"
	"github.com/earshot/extensions/internal/settings"
)

// Trust records which project extensions may load, in the project's
// .earshot/settings.local.json (a file not meant to be committed):
//
//	"extensions": { "trusted": { "jira": { "trustedAt": "…", "sha256": "…", "mac": "…" } } }
//
// An entry counts only if its mac is right: an HMAC-SHA256, keyed by a
// secret kept in the user's config folder, over the project's path and the
// extension's name. So an entry committed to a repository, or copied from
// another project or machine, grants nothing: only this user's earshot,
// trusting this extension in this project, can write a valid one.
type Trust struct {
	// Project is the project folder; ConfigDir holds the secret.
	Project, ConfigDir string
	// Hasher, if set, remembers file hashes (shared with the cache).
	Hasher *fsutil.Hasher

	keyOnce sync.Once
	keyVal  []byte
	keyErr  error
}

func (t *Trust) hash(path string) (string, error) { return t.Hasher.Hash(path) }

// TrustEntry is one entry of the trust store.
type TrustEntry struct {
	TrustedAt time.Time `json:"trustedAt"`
	// SHA256 is the hash of the extension's file when it was trusted.
	SHA256 string `json:"sha256,omitempty"`
	MAC    string `json:"mac"`
	// Inputs are the Digests of everything the extension was made of when
	// it was trusted (its files, its packages), so that list can say what
	// changed since; not part of the MAC (trust is by name).
	Inputs map[string]string `json:"inputs,omitempty"`
}

// TrustState is the trust decision for one extension.
type TrustState struct {
	Trusted bool
	// Ignored explains why an entry exists but grants nothing.
	Ignored string
	// Changed reports that the file's content differs from when it was
	// trusted. It still loads (trust is by name), but people should know.
	Changed bool
	Entry   *TrustEntry
}

// SettingsPath is the project's settings.local.json.
func (t *Trust) SettingsPath() string {
	return localSettingsPath(t.Project)
}

// projectID is the project's identity for the MAC: its absolute path with
// symbolic links resolved.
func (t *Trust) projectID() (string, error) {
	abs, err := filepath.Abs(t.Project)
	if err != nil {
		return "", err
	}
	if real, err := filepath.EvalSymlinks(abs); err == nil {
		abs = real
	}
	return abs, nil
}

// key returns the secret, creating it (mode 0600) if create is set.
func (t *Trust) key(create bool) ([]byte, error) {
	if t.ConfigDir == "" {
		return nil, errors.New("no config folder to keep the trust key in")
	}
	path := filepath.Join(t.ConfigDir, KeyFile)
	b, err := os.ReadFile(path)
	if err == nil {
		if len(b) < 32 {
			return nil, fmt.Errorf("%s is damaged (%d bytes); delete it and trust your extensions again", path, len(b))
		}
		return b, nil
	}
	if !errors.Is(err, fs.ErrNotExist) || !create {
		return nil, err
	}
	if err := os.MkdirAll(t.ConfigDir, 0o700); err != nil {
		return nil, err
	}
	k := make([]byte, 32)
	if _, err := io.ReadFull(rand.Reader, k); err != nil {
		return nil, err
	}
	// Atomically: a reader never sees a part of the key, and a crash
	// never leaves an empty one that voids every trust entry.
	if err := fsutil.CreateAtomic(path, k, 0o600); errors.Is(err, fs.ErrExist) {
		return t.key(false) // another process made it first
	} else if err != nil {
		return nil, err
	}
	return k, nil
}

// The purposes a MAC is made for; each signs something different.
const (
	trustPurpose = "earshot extension trust v1"
	allowPurpose = "earshot allow always v1"
)

func (t *Trust) mac(key []byte, name string) (string, error) {
	return t.macFor(key, trustPurpose, name)
}

func (t *Trust) macFor(key []byte, purpose, name string) (string, error) {
	id, err := t.projectID()
	if err != nil {
		return "", err
	}
	m := hmac.New(sha256.New, key)
	m.Write([]byte(purpose))
	m.Write([]byte{0})
	m.Write([]byte(id))
	m.Write([]byte{0})
	m.Write([]byte(name))
	return hex.EncodeToString(m.Sum(nil)), nil
}

// SignAllow signs an "allow always" answer for a user extension's tool in
// this project (creating the key on first use), so that the gate can tell
// it from an allow rule a repository wrote.
func (t *Trust) SignAllow(tool string) (string, error) {
	key, err := t.key(true)
	if err != nil {
		return "", err
	}
	return t.macFor(key, allowPurpose, tool)
}

// VerifyAllow reports whether mac is this user's signature of "allow
// always" for tool in this project.
func (t *Trust) VerifyAllow(tool, mac string) bool {
	key, err := t.key(false)
	if err != nil {
		return false
	}
	want, err := t.macFor(key, allowPurpose, tool)
	return err == nil && hmac.Equal([]byte(mac), []byte(want))
}

// Entries reads the trust store. A settings file that cannot be parsed is
// an error: nothing is trusted until it is fixed.
func (t *Trust) Entries() (map[string]TrustEntry, error) {
	d, err := settings.Read(t.SettingsPath())
	if err != nil {
		return nil, err
	}
	var raw map[string]json.RawMessage
	if _, err := d.GetPath(&raw, "extensions", "trusted"); err != nil {
		return nil, err
	}
	out := make(map[string]TrustEntry, len(raw))
	for name, r := range raw {
		var e TrustEntry
		if json.Unmarshal(r, &e) != nil {
			e = TrustEntry{} // a malformed entry is kept as untrusted
		}
		out[name] = e
	}
	return out, nil
}

// State decides whether the extension name at path is trusted, given the
// store's entries.
func (t *Trust) State(entries map[string]TrustEntry, name, path string) TrustState {
	e, ok := entries[name]
	if !ok {
		return TrustState{}
	}
	st := TrustState{Entry: &e}
	t.keyOnce.Do(func() { t.keyVal, t.keyErr = t.key(false) })
	key, err := t.keyVal, t.keyErr
	if err != nil {
		st.Ignored = "this machine has no trust key (" + err.Error() + "), so the entry was not written by your earshot"
		return st
	}
	want, err := t.mac(key, name)
	if err != nil {
		st.Ignored = err.Error()
		return st
	}
	if e.MAC == "" || !hmac.Equal([]byte(e.MAC), []byte(want)) {
		st.Ignored = "the entry's signature does not match: it was not written by your earshot for this project " +
			"(hand-written, committed, or copied from elsewhere)"
		return st
	}
	st.Trusted = true
	if e.SHA256 != "" {
		if h, err := t.hash(path); err == nil && h != e.SHA256 {
			st.Changed = true
		}
	}
	return st
}

// Add trusts the project extensions files, writing one signed entry each
// and keeping everything else in settings.local.json.
func (t *Trust) Add(files ...File) error { return t.AddWithInputs(nil, files...) }

// AddWithInputs is Add, recording for each extension (by name) the Digests
// of what it is made of, when known.
func (t *Trust) AddWithInputs(inputs map[string]map[string]string, files ...File) error {
	key, err := t.key(true)
	if err != nil {
		return err
	}
	type signed struct {
		name  string
		entry TrustEntry
	}
	var add []signed
	for _, f := range files {
		mac, err := t.mac(key, f.Name)
		if err != nil {
			return err
		}
		h, err := t.hash(f.Path)
		if err != nil {
			return err
		}
		add = append(add, signed{f.Name, TrustEntry{TrustedAt: time.Now().UTC().Truncate(time.Second), SHA256: h, MAC: mac,
			Inputs: inputs[f.Name]}})
	}
	set := make(map[string]any, len(add))
	for _, a := range add {
		set[a.name] = a.entry
	}
	return settings.Update(t.SettingsPath(), func(d *settings.Doc) error {
		return d.SetEach([]string{"extensions", "trusted"}, set)
	})
}

// Remove drops the trust entries of names, keeping everything else.
func (t *Trust) Remove(names ...string) error {
	drop := make(map[string]any, len(names))
	for _, n := range names {
		drop[n] = nil
	}
	return settings.Update(t.SettingsPath(), func(d *settings.Doc) error {
		return d.SetEach([]string{"extensions", "trusted"}, drop)
	})
}
