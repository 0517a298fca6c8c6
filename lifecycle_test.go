package extensions_test

import (
	"context"
	"encoding/json"
	"errors"
	"path/filepath"
	"testing"
	"time"

	"go.uber.org/goleak"

	extensions "github.com/earshot/extensions"
	"github.com/earshot/extensions/api"
	"github.com/earshot/extensions/internal/testutil"
	"github.com/earshot/extensions/loader"
)

// slowTools is a user extension (it loads without trust) with a tool that
// asks for permission, one that runs until it is stopped, and a quick
// read-only one.
const slowTools = `export default { tools: [
  { name: "write", description: "asks first", inputSchema: { type: "object" }, execute: () => "wrote" },
  { name: "spin", description: "runs until stopped", readOnly: true, inputSchema: { type: "object" },
    async execute() { for (;;) await new Promise((r) => setTimeout(r, 10)); } },
  { name: "quick", description: "answers", readOnly: true, inputSchema: { type: "object" }, execute: () => "ok" },
] };`

func slowHost(t *testing.T, p api.Prompter) *extensions.Host {
	t.Helper()
	config := t.TempDir()
	testutil.WriteFile(t, filepath.Join(config, "extensions", "slow.js"), slowTools)
	h, err := extensions.Open(context.Background(), extensions.Options{Pages: testutil.Pages(), ProjectDir: t.TempDir(), ConfigDir: config,
		CacheDir: testutil.CacheDir(), Prompter: p})
	if err != nil {
		t.Fatal(err)
	}
	if len(h.Tools()) != 3 {
		t.Fatalf("tools: %v (%v)", h.Tools(), h.Extensions())
	}
	return h
}

// TestCloseCancels: Close ends a call waiting at a permission prompt and a
// call that is running, returns promptly, and leaves no goroutine behind;
// a call made during or after it returns ErrClosed at once.
func TestCloseCancels(t *testing.T) {
	defer goleak.VerifyNone(t, goleak.IgnoreCurrent())
	asking := make(chan struct{})
	// A prompter that waits for an answer that never comes, as a person
	// who walked away, until its context ends.
	p := api.PrompterFunc(func(ctx context.Context, _ api.PromptRequest) (api.Answer, error) {
		close(asking)
		<-ctx.Done()
		return api.Decline, ctx.Err()
	})
	h := slowHost(t, p)
	type out struct {
		res extensions.Result
		err error
	}
	prompted, spinning := make(chan out, 1), make(chan out, 1)
	go func() {
		r, err := h.Call(context.Background(), "slow__write", nil)
		prompted <- out{r, err}
	}()
	go func() {
		r, err := h.Call(context.Background(), "slow__spin", nil)
		spinning <- out{r, err}
	}()
	<-asking
	time.Sleep(50 * time.Millisecond) // spin is running

	closed := make(chan error, 1)
	go func() { closed <- h.Close() }()
	// During Close, a new call does not wait behind anything.
	for {
		_, err := h.Call(context.Background(), "slow__quick", nil)
		if errors.Is(err, api.ErrClosed) {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	select {
	case err := <-closed:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(20 * time.Second): // a hang, not a slow machine
		t.Fatal("Close did not return")
	}
	for name, ch := range map[string]chan out{"write": prompted, "spin": spinning} {
		o := <-ch
		if !errors.Is(o.err, api.ErrClosed) {
			t.Errorf("%s: %+v, %v; want ErrClosed", name, o.res, o.err)
		}
	}
	if _, err := h.Call(context.Background(), "slow__quick", nil); !errors.Is(err, api.ErrClosed) {
		t.Fatalf("after Close: %v", err)
	}
	if _, err := h.Reload(context.Background()); !errors.Is(err, api.ErrClosed) {
		t.Fatalf("Reload after Close: %v", err)
	}
	if err := h.Close(); err != nil {
		t.Fatalf("second Close: %v", err)
	}
}

// TestCloseAbandonsAStuckPrompter: a Prompter that ignores its context
// cannot hold Close.
func TestCloseAbandonsAStuckPrompter(t *testing.T) {
	asking, release := make(chan struct{}), make(chan struct{})
	defer close(release)
	p := api.PrompterFunc(func(context.Context, api.PromptRequest) (api.Answer, error) {
		close(asking)
		<-release
		return api.AllowOnce, nil
	})
	h := slowHost(t, p)
	done := make(chan error, 1)
	go func() {
		_, err := h.Call(context.Background(), "slow__write", json.RawMessage(`{}`))
		done <- err
	}()
	<-asking
	closed := make(chan struct{})
	go func() { h.Close(); close(closed) }()
	select {
	case <-closed:
	case <-time.After(20 * time.Second):
		t.Fatal("Close waited for the prompter")
	}
	if err := <-done; !errors.Is(err, api.ErrClosed) {
		t.Fatalf("call: %v", err)
	}
}

// TestOptionsAreChecked: Open refuses options it cannot work with, with one
// error naming the option, instead of failing every extension later.
func TestOptionsAreChecked(t *testing.T) {
	base := extensions.Options{ProjectDir: t.TempDir(), ConfigDir: t.TempDir(), CacheDir: testutil.CacheDir(), Pages: testutil.Pages()}
	for _, tt := range []struct {
		option string
		set    func(*extensions.Options)
	}{
		{"Limits.MemoryLimit", func(o *extensions.Options) { o.Limits.MemoryLimit = 1 << 20 }},
		{"Limits.CallTimeout", func(o *extensions.Options) { o.Limits.CallTimeout = -time.Second }},
		{"Limits.LoadTimeout", func(o *extensions.Options) { o.Limits.LoadTimeout = -1 }},
		{"Limits.OutputLimit", func(o *extensions.Options) { o.Limits.OutputLimit = -1 }},
		{"Limits.InputLimit", func(o *extensions.Options) { o.Limits.InputLimit = -1 }},
		{"Limits.StackSize", func(o *extensions.Options) { o.Limits.MemoryLimit, o.Limits.StackSize = 8<<20, 4<<20 }},
		{"ProjectDir", func(o *extensions.Options) { o.ProjectDir = filepath.Join(o.ProjectDir, "missing") }},
		{"Pages", func(o *extensions.Options) { o.Pages = "huge" }},
		{"Pages", func(o *extensions.Options) {
			// Another policy than the shared Runtime's.
			o.Pages = api.PagesPortable
			o.Runtime = extensions.NewRuntime(extensions.RuntimeOptions{Pages: api.PagesNative})
		}},
	} {
		t.Run(tt.option, func(t *testing.T) {
			opts := base
			tt.set(&opts)
			if opts.Runtime != nil {
				defer opts.Runtime.Close()
			}
			h, err := extensions.Open(context.Background(), opts)
			if err == nil {
				h.Close()
				t.Fatal("opened")
			}
			var oe *extensions.OptionError
			if !errors.As(err, &oe) || oe.Option != tt.option {
				t.Fatalf("got %v, want an OptionError for %s", err, tt.option)
			}
		})
	}
	// The least memory that works is accepted.
	opts := base
	opts.Limits.MemoryLimit = api.MinMemoryLimit
	h, err := extensions.Open(context.Background(), opts)
	if err != nil {
		t.Fatal(err)
	}
	h.Close()
}

// TestPrepareOption: with Options.Prepare, Open gets QuickJS ready in the
// background although nothing needs it yet (its compiled code is in the
// cache folder after Close); without it, a Host with nothing to evaluate
// never touches QuickJS.
func TestPrepareOption(t *testing.T) {
	for _, prepare := range []bool{false, true} {
		opts := extensions.Options{ProjectDir: t.TempDir(), ConfigDir: t.TempDir(), CacheDir: t.TempDir(), Prepare: prepare, Pages: testutil.Pages()}
		h, err := extensions.Open(context.Background(), opts)
		if err != nil {
			t.Fatal(err)
		}
		compiled := func() bool {
			entries, _ := filepath.Glob(filepath.Join(opts.CacheDir, loader.CacheCompiled, "*", "*"))
			return len(entries) > 0
		}
		if prepare {
			// Nothing asks for QuickJS: only the background start can
			// write its compiled code.
			for deadline := time.Now().Add(2 * time.Minute); !compiled(); time.Sleep(20 * time.Millisecond) {
				if time.Now().After(deadline) {
					t.Fatal("Prepare: QuickJS was not compiled in the background")
				}
			}
		}
		if err := h.Close(); err != nil {
			t.Fatal(err)
		}
		if !prepare && compiled() {
			t.Error("without Prepare, QuickJS was compiled for a Host with nothing to evaluate")
		}
	}
}
