//go:build unix

package extensions_test

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	extensions "github.com/earshot/extensions"
	"github.com/earshot/extensions/api"
	"github.com/earshot/extensions/internal/testutil"
)

// Attacks through a repository's settings files: opening the project must
// not hang or exhaust memory, whatever its .earshot folder holds, and a
// file that cannot be read fails closed, like one that does not parse.

func mkfifo(t *testing.T, path string) {
	t.Helper()
	if err := syscall.Mkfifo(path, 0o600); err != nil {
		t.Skip("no FIFOs here:", err)
	}
}

func TestSettingsThatAreNotFilesFailClosed(t *testing.T) {
	for _, tt := range []struct {
		name  string
		plant func(t *testing.T, path string)
		want  string
	}{
		{"fifo", func(t *testing.T, p string) { mkfifo(t, p) }, "is a FIFO, not a regular file"},
		{"link to a fifo", func(t *testing.T, p string) {
			fifo := filepath.Join(t.TempDir(), "fifo")
			mkfifo(t, fifo)
			must(t, os.Symlink(fifo, p))
		}, "is a FIFO, not a regular file"},
		{"link to /dev/zero", func(t *testing.T, p string) { must(t, os.Symlink("/dev/zero", p)) }, "is a character device"},
		{"link to /dev/stdin", func(t *testing.T, p string) { must(t, os.Symlink("/dev/stdin", p)) }, "not a regular file"},
		{"folder", func(t *testing.T, p string) { must(t, os.Mkdir(p, 0o755)) }, "is a folder"},
		{"huge", func(t *testing.T, p string) {
			f, err := os.Create(p)
			must(t, err)
			must(t, f.Truncate(1<<30)) // sparse: 1 GiB of zeros
			f.Close()
		}, "larger than"},
	} {
		for _, file := range []string{"settings.json", "settings.local.json"} {
			t.Run(tt.name+"/"+file, func(t *testing.T) {
				if _, err := os.Stat("/dev/zero"); err != nil && strings.Contains(tt.name, "/dev") {
					t.Skip("no /dev here")
				}
				// A user extension: it loads whatever the project's files
				// say, and its calls pass the gate, which reads them.
				e := newEnv(t)
				testutil.CopyFixtures(t, filepath.Join(e.config, "extensions"), "good.ts")
				path := filepath.Join(e.project, ".earshot", file)
				os.Remove(path)
				tt.plant(t, path)
				before := testutil.RSS()
				start := time.Now()
				e.opts.Prompter = api.PrompterFunc(func(context.Context, api.PromptRequest) (api.Answer, error) {
					return api.AllowOnce, nil
				})
				h := e.open(t)
				if d := time.Since(start); d > testutil.Slow {
					t.Errorf("opening took %v", d)
				}
				if after := testutil.RSS(); before > 0 && after > before+(256<<20) {
					t.Errorf("RSS grew from %d to %d MiB", before>>20, after>>20)
				}
				var problems []string
				for _, p := range h.Problems() {
					problems = append(problems, p.Error())
				}
				if !strings.Contains(strings.Join(problems, "\n"), tt.want) {
					t.Errorf("problems %q, want one saying %q", problems, tt.want)
				}
				// Fail closed: a gated call is refused, naming the file.
				r, err := h.Call(context.Background(), "good__write", []byte(`{"path":"x"}`))
				if err != nil || !errors.Is(r.Err, api.ErrDenied) || !strings.Contains(r.Output, file) {
					t.Errorf("gated call: %+v %v", r, err)
				}
			})
		}
	}
}

func TestSettingsWritesDoNotFollowLinks(t *testing.T) {
	victimDir := t.TempDir()
	victim := filepath.Join(victimDir, "victim")
	for _, tt := range []struct {
		name  string
		plant func(t *testing.T, earshot string)
	}{
		{"settings.local.json", func(t *testing.T, d string) { must(t, os.Symlink(victim, filepath.Join(d, "settings.local.json"))) }},
		{"lock file", func(t *testing.T, d string) {
			must(t, os.Symlink(victim, filepath.Join(d, "settings.local.json.lock")))
		}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			e := newEnv(t, "good.ts")
			tt.plant(t, filepath.Join(e.project, ".earshot"))
			err := extensions.Trust(e.opts, "good")
			if err == nil || !strings.Contains(err.Error(), "is a symbolic link") {
				t.Fatalf("trust: %v", err)
			}
			if _, err := os.Lstat(victim); !errors.Is(err, os.ErrNotExist) {
				t.Fatalf("the link's target was created: %v", err)
			}
			if err := extensions.Untrust(e.opts, "good"); err == nil {
				t.Fatal("untrust wrote through the link")
			}
		})
	}
	t.Run(".earshot folder", func(t *testing.T) {
		e := newEnv(t)
		must(t, os.RemoveAll(filepath.Join(e.project, ".earshot")))
		elsewhere := t.TempDir()
		testutil.CopyFixtures(t, filepath.Join(elsewhere, "extensions"), "good.ts")
		must(t, os.Symlink(elsewhere, filepath.Join(e.project, ".earshot")))
		err := extensions.Trust(e.opts, "good")
		if err == nil || !strings.Contains(err.Error(), "is a symbolic link") {
			t.Fatalf("trust: %v", err)
		}
		if _, err := os.Stat(filepath.Join(elsewhere, "settings.local.json")); err == nil {
			t.Fatal("trust wrote into the link's target")
		}
	})
}

// TestCacheIsPrivate: bundles can inline secrets (a token in a config file
// an extension imports), so the cache is readable by its owner only — also
// when an older earshot left it open to others.
func TestCacheIsPrivate(t *testing.T) {
	e := newEnv(t, "good.ts")
	e.opts.CacheDir = t.TempDir()
	must(t, os.MkdirAll(filepath.Join(e.opts.CacheDir, "extensions", "objects"), 0o755))
	must(t, os.Chmod(filepath.Join(e.opts.CacheDir, "extensions"), 0o755))
	if err := extensions.Trust(e.opts, "good"); err != nil {
		t.Fatal(err)
	}
	h := e.open(t)
	h.Close()
	n := 0
	for _, sub := range []string{"extensions", "wazero"} {
		root := filepath.Join(e.opts.CacheDir, sub)
		if sub == "wazero" {
			matches, _ := filepath.Glob(filepath.Join(e.opts.CacheDir, "wazero", "wazero-*"))
			if len(matches) == 0 {
				continue // QuickJS was compiled by another test process's cache
			}
			root = matches[0]
		}
		filepath.Walk(root, func(p string, st os.FileInfo, err error) error {
			if err != nil {
				return err
			}
			n++
			if st.Mode().Perm()&0o077 != 0 {
				t.Errorf("%s is %v: readable by others", p, st.Mode().Perm())
			}
			return nil
		})
	}
	if n < 4 {
		t.Fatalf("only %d cache files and folders", n)
	}
}

// TestDescriptionsHideNothing: a description the model reads may hold
// nothing people do not see — Unicode tag characters spelling an
// instruction, zero-width characters, a carriage return, variation
// selectors that smuggle text, fillers that show nothing: the extension
// fails at load, naming each tool and character, and serves no tool.
func TestDescriptionsHideNothing(t *testing.T) {
	e := newEnv(t, "hidden-description.js")
	if err := extensions.Trust(e.opts, "hidden-description"); err != nil {
		t.Fatal(err)
	}
	e.opts.NoCache = true
	h := e.open(t)
	x := h.Extensions()[0]
	if x.State != extensions.StateFailed {
		t.Fatalf("%v: %v", x.State, x.Err)
	}
	for _, want := range []string{
		"tools[0].description: contains the character U+E0069 (a tag character, invisible)",
		"tools[1].description: contains the character U+200B (a format character, invisible)",
		"tools[2].description: contains the character U+000D (a control character)",
		"tools[3].description: contains the character U+E0100 (a supplementary variation selector",
		"tools[4].description: contains the character U+3164 (a character that shows nothing)",
	} {
		if !strings.Contains(x.Err.Error(), want) {
			t.Errorf("no %q in %v", want, x.Err)
		}
	}
	if len(h.Tools()) != 0 {
		t.Errorf("tools served: %v", h.Tools())
	}
}

func TestTextForPeopleIsClean(t *testing.T) {
	e := newEnv(t, "sneaky-text.js", "sneaky-description.js", "sneaky-result.js")
	if err := extensions.Trust(e.opts, "sneaky-text", "sneaky-description", "sneaky-result"); err != nil {
		t.Fatal(err)
	}
	e.opts.NoCache = true
	h := e.open(t)
	for _, x := range h.Extensions() {
		switch x.Name {
		case "sneaky-text":
			if x.State != extensions.StateFailed || !strings.Contains(x.Err.Error(), "tools[0].title: contains the character U+202E") {
				t.Errorf("title: %v %v", x.State, x.Err)
			}
		case "sneaky-description":
			if x.State != extensions.StateFailed || !strings.Contains(x.Err.Error(), "tools[0].description: contains the character U+001B (a control character)") {
				t.Errorf("description: %v %v", x.State, x.Err)
			}
		}
	}
	r, err := h.Call(context.Background(), "sneaky-result__read", nil)
	if err != nil || r.Title != "donedone second line" {
		t.Fatalf("title %q, %v", r.Title, err)
	}
}

type noOne struct{}

func (noOne) Unavailable(context.Context) error { return errors.New("nobody is at the terminal") }
func (noOne) Prompt(context.Context, api.PromptRequest) (api.Answer, error) {
	panic("Prompt called although Unavailable said no")
}

// TestPermissionRunsOnlyWhenSomeoneIsAsked: permission() is the extension's
// code; when the call will be refused anyway for want of someone to ask, it
// does not run.
func TestPermissionRunsOnlyWhenSomeoneIsAsked(t *testing.T) {
	for _, tt := range []struct {
		name     string
		prompter api.Prompter
		ran      bool
	}{
		{"no prompter", nil, false},
		{"unavailable", noOne{}, false},
		{"a person", api.PrompterFunc(func(context.Context, api.PromptRequest) (api.Answer, error) {
			return api.AllowOnce, nil
		}), true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			e := newEnv(t, "asks.js")
			if err := extensions.Trust(e.opts, "asks"); err != nil {
				t.Fatal(err)
			}
			var logs []string
			e.opts.Log = func(l api.Log) { logs = append(logs, l.Text) }
			e.opts.Prompter = tt.prompter
			h := e.open(t)
			r, _ := h.Call(context.Background(), "asks__act", nil)
			if ran := strings.Contains(strings.Join(logs, "\n"), "permission ran"); ran != tt.ran {
				t.Errorf("permission() ran: %v, want %v", ran, tt.ran)
			}
			if tt.ran != (r.Output == "acted") {
				t.Errorf("result %+v", r)
			}
			if !tt.ran && !strings.Contains(r.Output, "permissions.allow") {
				t.Errorf("the refusal does not say how to allow it: %q", r.Output)
			}
		})
	}
}
