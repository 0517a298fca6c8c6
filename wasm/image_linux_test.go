package wasm

import (
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/earshot/extensions/internal/fsutil"
)

// TestResetImageWithoutPagemap: where /proc/self/pagemap cannot be read, a
// reset gives back every page (they fault in from the image again), with
// the same result.
func TestResetImageWithoutPagemap(t *testing.T) {
	saved := pagemapFile
	pagemapFile = "/nonexistent/pagemap"
	defer func() { pagemapFile = saved }()
	TestResetImage(t)
}

// TestResetImageWithBlankPagemap: a pagemap that shows no page in memory
// (all zeros, as a sandbox's stand-in might) is not trusted to show which
// pages were written: the reset gives back every page instead.
func TestResetImageWithBlankPagemap(t *testing.T) {
	saved := pagemapFile
	pagemapFile = "/dev/zero"
	defer func() { pagemapFile = saved }()
	TestResetImage(t)
}

// TestSnapshotCutShortUnderItsMapping: a snapshot read mapped from a cache
// file that is then cut short (by hand, another program) faults where the
// file no longer is. Checking it, restoring it and making an image of it
// report ErrSnapshot instead of ending the process, and an instance it
// was being written into is not used.
func TestSnapshotCutShortUnderItsMapping(t *testing.T) {
	snap := snapshotOf(t, `globalThis.state = "x".repeat(3 << 20)`, "")
	for _, how := range []string{"check", "restore", "image"} {
		t.Run(how, func(t *testing.T) {
			b, cut := mappedFile(t, snap)
			cut()
			var err error
			switch how {
			case "check":
				err = checkSnapshot(b)
			case "restore":
				inst := newTestInstance(t, InstanceConfig{})
				_, err = inst.Memory().Restore(b, "")
				// Refused before anything was written: the instance is
				// fresh, and fine to use.
				if got, e := eval(inst, `String(1 + 1)`); e != nil || got != "2" {
					t.Fatalf("the instance after the refusal: %q %v", got, e)
				}
			case "image":
				var im *Image
				im, err = sharedRuntime.NewImage(b)
				if err == nil {
					im.Close()
				}
			}
			if !errors.Is(err, ErrSnapshot) {
				t.Fatalf("%s: %v", how, err)
			}
		})
	}
	// Cut short after the snapshot was checked, while it is copied in (by
	// several workers, each recovering its own fault): the instance, half
	// written, is killed.
	t.Run("copy", func(t *testing.T) {
		savedCores := cores
		defer func() { cores = savedCores }()
		cores = func() int { return 4 }
		b, cut := mappedFile(t, snapshotOf(t, bigState(8), ""))
		parsed, err := parseSnapshot(b, false)
		if err != nil {
			t.Fatal(err)
		}
		if n := parsed.Workers(workers()); n < 2 {
			t.Fatalf("%d workers", n)
		}
		cut()
		inst := newTestInstance(t, InstanceConfig{})
		_, err = inst.restoreCopy(parsed)
		if !errors.Is(err, ErrSnapshot) || inst.Err() == nil {
			t.Fatalf("restore: %v; the instance: %v", err, inst.Err())
		}
	})
}

// mappedFile writes snap to a file and maps it, as the cache is read; cut
// cuts the file short under the mapping.
func mappedFile(t *testing.T, snap []byte) (b []byte, cut func()) {
	t.Helper()
	p := filepath.Join(t.TempDir(), "snapshot.bin")
	if err := os.WriteFile(p, snap, 0o644); err != nil {
		t.Fatal(err)
	}
	b, release, err := fsutil.MapRegular(p, 1<<30)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(release)
	return b, func() {
		if err := os.Truncate(p, 4096); err != nil {
			t.Fatal(err)
		}
	}
}
