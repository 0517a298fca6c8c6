package fsutil

import (
	"bytes"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"
)

// TestCreateAtomic: the file appears whole or not at all, and only the
// first of many concurrent creators writes it; the others are told.
func TestCreateAtomic(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "key")
	var wg sync.WaitGroup
	wins := make(chan []byte, 16)
	stop, stopped := make(chan struct{}), make(chan struct{})
	var torn []int
	go func() { // a reader that must never see a part
		defer close(stopped)
		for {
			select {
			case <-stop:
				return
			default:
			}
			if b, err := os.ReadFile(path); err == nil && len(b) != 4096 {
				torn = append(torn, len(b))
			}
		}
	}()
	for i := range 16 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			b := bytes.Repeat([]byte{byte('a' + i)}, 4096)
			switch err := CreateAtomic(path, b, 0o600); {
			case err == nil:
				wins <- b
			case !errors.Is(err, fs.ErrExist):
				t.Error(err)
			}
		}()
	}
	wg.Wait()
	close(stop)
	<-stopped
	close(wins)
	var won [][]byte
	for b := range wins {
		won = append(won, b)
	}
	if len(won) != 1 {
		t.Fatalf("%d creators won", len(won))
	}
	if got, _ := os.ReadFile(path); !bytes.Equal(got, won[0]) {
		t.Fatal("the file is not the winner's")
	}
	if len(torn) > 0 {
		t.Fatalf("a reader saw parts: %v bytes", torn)
	}
	if st, _ := os.Stat(path); st.Mode().Perm() != 0o600 {
		t.Fatalf("mode %v", st.Mode())
	}
	if n := SweepTemps(dir, 0); n != 0 {
		t.Fatalf("%d temporary files were left", n)
	}
}

// TestSweepTemps: old temporary files go; fresh ones (a writer at work),
// other files and folders stay.
func TestSweepTemps(t *testing.T) {
	dir := t.TempDir()
	old := time.Now().Add(-time.Hour)
	files := map[string]bool{ // name → swept
		".settings.local.json.tmp123456": true,
		".trust.key.tmp9":                true,
		".bundle.js.tmp":                 false, // no digits: not ours
		".bundle.js.tmp12x":              false,
		"settings.json.tmp123":           false, // not hidden
		"settings.local.json":            false,
		".tmp123":                        false,
	}
	for name := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte("x"), 0o600); err != nil {
			t.Fatal(err)
		}
		os.Chtimes(filepath.Join(dir, name), old, old)
	}
	fresh := filepath.Join(dir, ".manifest.json.tmp42")
	os.WriteFile(fresh, []byte("x"), 0o600)
	folder := filepath.Join(dir, ".x.tmp77")
	os.Mkdir(folder, 0o700)
	os.Chtimes(folder, old, old)

	want := 0
	for _, swept := range files {
		if swept {
			want++
		}
	}
	if n := SweepTemps(dir, StaleTemp); n != want {
		t.Errorf("swept %d, want %d", n, want)
	}
	for name, swept := range files {
		_, err := os.Stat(filepath.Join(dir, name))
		if swept != errors.Is(err, fs.ErrNotExist) {
			t.Errorf("%s: swept=%v, want %v", name, err != nil, swept)
		}
	}
	for _, p := range []string{fresh, folder} {
		if _, err := os.Stat(p); err != nil {
			t.Errorf("%s was swept", p)
		}
	}
	if n := SweepTemps(filepath.Join(dir, "missing"), 0); n != 0 {
		t.Errorf("a missing folder: %d", n)
	}
}

// TestWriteAtomicLeavesNoTemp: repeated writes leave only the file.
func TestWriteAtomicLeavesNoTemp(t *testing.T) {
	dir := t.TempDir()
	for range 5 {
		if err := WriteAtomic(filepath.Join(dir, "f"), []byte("x"), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Fatalf("%d entries", len(entries))
	}
}
