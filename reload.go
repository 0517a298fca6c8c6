package extensions

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"time"

	"github.com/fsnotify/fsnotify"

	"github.com/earshot/extensions/api"
	"github.com/earshot/extensions/engine"
	"github.com/earshot/extensions/loader"
)

// Reloaded says what a reload changed.
type Reloaded struct {
	// Added and Removed are the tools that appeared and disappeared;
	// Changed those whose title, description, schema or readOnly changed.
	// Sorted.
	Added, Removed, Changed []string
	// Restarted are the extensions that were loaded afresh (their files,
	// capabilities or trust changed; their module state is new). The
	// others kept their instances.
	Restarted []string
	// Failed are the extensions that failed to load in this reload and
	// had not failed so before: they were loaded, or failed otherwise, or
	// their files changed (Extensions says why). Their tools are gone.
	Failed []string
	// Took is how long the reload took.
	Took time.Duration
}

// ToolsChanged reports whether the tool list a model sees changed.
func (r Reloaded) ToolsChanged() bool {
	return len(r.Added)+len(r.Removed)+len(r.Changed) > 0
}

// Reload finds the extensions again and loads what changed — a file, a
// helper or package it imports, its capabilities, trust or untrust —, then
// swaps the Host's tools for the new ones at once. Calls in flight finish
// on the instance they started on; calls made after Reload returns see the
// new tools. An extension that now fails has no tools (its error is in
// Extensions); an unchanged one keeps its instance and its module state.
// Settings changes (rules, capabilities) take effect too.
//
// Reloads run one at a time. Reload returns ErrClosed once the Host is
// closed, and ctx's error if it ends first (nothing is swapped then).
func (h *Host) Reload(ctx context.Context) (Reloaded, error) {
	h.reloadMu.Lock()
	defer h.reloadMu.Unlock()
	h.mu.Lock()
	prev, closed := h.gen, h.closed
	h.mu.Unlock()
	if closed {
		return Reloaded{}, api.ErrClosed
	}
	ctx, cancel := context.WithCancelCause(ctx)
	defer cancel(nil)
	defer context.AfterFunc(h.life, func() { cancel(api.ErrClosed) })()
	start := time.Now()
	g := h.build(ctx, prev)
	kept := map[*engine.Extension]bool{}
	for _, e := range g.loaded {
		kept[e] = true
	}
	discard := func(gen *generation) (out []*engine.Extension) {
		for _, e := range gen.loaded {
			if !kept[e] || gen == g {
				out = append(out, e)
			}
		}
		return out
	}
	if err := context.Cause(ctx); err != nil {
		// Cancelled (or closed) part way: the new generation goes.
		for _, e := range g.loaded {
			if prev.loaded[e.Name()] != e {
				e.Close()
			}
		}
		return Reloaded{}, err
	}
	h.mu.Lock()
	if h.closed {
		h.mu.Unlock()
		for _, e := range g.loaded {
			if prev.loaded[e.Name()] != e {
				e.Close()
			}
		}
		return Reloaded{}, api.ErrClosed
	}
	h.gen = g
	h.releaseLater(g)
	subs := make([]func(Reloaded), 0, len(h.subs))
	for _, f := range h.subs {
		subs = append(subs, f)
	}
	h.mu.Unlock()

	// The previous generation's replaced instances stop once its calls
	// have ended.
	retire := discard(prev)
	h.bg.Add(1)
	go func() {
		defer h.bg.Done()
		prev.inflight.Wait()
		for _, e := range retire {
			e.Close()
		}
	}()

	r := diff(prev, g)
	r.Took = time.Since(start)
	for _, f := range subs {
		f(r)
	}
	return r, nil
}

// diff says what changed from a to b.
func diff(a, b *generation) Reloaded {
	var r Reloaded
	tools := func(g *generation) map[string]Tool {
		m := map[string]Tool{}
		for _, n := range g.registry.Names() {
			e, _, _, _ := g.registry.Lookup(n)
			m[n] = e.tool
		}
		return m
	}
	ta, tb := tools(a), tools(b)
	for n, t := range tb {
		old, ok := ta[n]
		switch {
		case !ok:
			r.Added = append(r.Added, n)
		case !reflect.DeepEqual(old, t):
			r.Changed = append(r.Changed, n)
		}
	}
	for n := range ta {
		if _, ok := tb[n]; !ok {
			r.Removed = append(r.Removed, n)
		}
	}
	for n, e := range b.loaded {
		if a.loaded[n] != e {
			r.Restarted = append(r.Restarted, n)
		}
	}
	fa := a.failures()
	for n, why := range b.failures() {
		if fa[n] != why {
			r.Failed = append(r.Failed, n)
		}
	}
	slices.Sort(r.Added)
	slices.Sort(r.Removed)
	slices.Sort(r.Changed)
	slices.Sort(r.Restarted)
	slices.Sort(r.Failed)
	return r
}

// failures says of each extension that failed what it failed on: its
// load's id (its files, when known) and its error.
func (g *generation) failures() map[string]string {
	m := map[string]string{}
	for _, x := range g.exts {
		if x.State == StateFailed {
			m[x.Name] = g.failIDs[x.Name] + "\x00" + x.Err.Error()
		}
	}
	return m
}

// OnReload makes f hear about every reload after its tools are swapped
// in (on the goroutine that reloaded; f must not call Reload). It returns
// a function that stops it.
func (h *Host) OnReload(f func(Reloaded)) (stop func()) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.subs == nil {
		h.subs = map[int]func(Reloaded){}
	}
	h.nsub++
	id := h.nsub
	h.subs[id] = f
	return func() {
		h.mu.Lock()
		defer h.mu.Unlock()
		delete(h.subs, id)
	}
}

// debounce is how long the watcher waits after a change for more before
// it reloads: an editor's save, a git checkout or an npm install is many
// events. maxDelay bounds the wait from the first change of a burst: a
// stream of changes that never pauses (a build writing a file every
// 100 ms) reloads at least that often instead of never.
const (
	debounce = 150 * time.Millisecond
	maxDelay = time.Second
)

// watch starts the watcher (Options.Watch): it reloads when anything a
// generation was loaded from changes, until the Host closes.
func (h *Host) watch() error {
	w, err := fsnotify.NewWatcher()
	if err != nil {
		return err
	}
	ws := &watchSet{w: w, dirs: map[string]os.FileInfo{}}
	ws.update(h, h.current())
	h.bg.Add(1)
	go func() {
		defer h.bg.Done()
		defer w.Close()
		timer := time.NewTimer(time.Hour)
		timer.Stop()
		defer timer.Stop()
		var fire <-chan time.Time
		var first time.Time // of the burst being waited out
		for {
			select {
			case <-h.life.Done():
				return
			case ev, ok := <-w.Events:
				if !ok {
					return
				}
				if !ws.relevant(ev) {
					continue
				}
				now := time.Now()
				if fire == nil {
					first = now
				}
				timer.Reset(min(debounce, max(0, first.Add(maxDelay).Sub(now))))
				fire = timer.C
			case err, ok := <-w.Errors:
				if !ok {
					return
				}
				h.warn(errors.Join(errors.New("watching the extensions' files"), err))
			case <-fire:
				fire = nil
				// Watch the folders as they are now (one replaced by a
				// checkout is another folder) before reading them, so
				// that no change after the reload read is missed.
				ws.update(h, h.current())
				if _, err := h.Reload(h.life); err != nil {
					if !errors.Is(err, api.ErrClosed) && h.life.Err() == nil {
						h.warn(err)
					}
					continue
				}
				ws.update(h, h.current())
			}
		}
	}()
	return nil
}

// watchSet is what the watcher watches, and which changes count: in the
// folders extensions are found in (and their sub-folders), a file that is
// an extension by its name; anywhere, a file a loaded extension was
// bundled from, and a file appearing, going or renamed where resolution
// looked for its name (a lookup); in .earshot and the config folder, the
// settings files and the extension folders themselves; in the parents of
// the config folder and the project, those folders. Other files —
// notes, build outputs, an editor's swap files — do not count, unless an
// extension's files are not known (it failed to bundle): then any change
// in the extension folders does.
type watchSet struct {
	w *fsnotify.Watcher
	// dirs are the folders watched, with what they were when the watch
	// was added: a folder replaced under its name (deleted and made
	// again, or renamed over) is another folder, watched again.
	dirs   map[string]os.FileInfo
	roots  map[string]bool // the extension folders
	tree   map[string]bool // the extension folders and their sub-folders
	inputs map[string]bool // files whose changes count
	// lookups are, by folder, the names resolution looked for there (""
	// for any).
	lookups map[string][]string
	// broad is set when an extension's files are not known.
	broad bool
	// names are, for the project, .earshot, the config folder and the
	// parents of the config folder and the project, the only names in
	// them whose changes count.
	names map[string]map[string]bool
}

func (ws *watchSet) relevant(ev fsnotify.Event) bool {
	name := ev.Name
	if ws.inputs[name] {
		return true
	}
	dir, base := filepath.Dir(name), filepath.Base(name)
	if only, ok := ws.names[dir]; ok {
		return only[base]
	}
	if _, ok := ws.dirs[name]; ok && ev.Has(fsnotify.Remove|fsnotify.Rename) {
		return true // a watched folder went
	}
	if ws.roots[dir] && loader.IsExtensionFile(base) {
		return true
	}
	if ev.Has(fsnotify.Create|fsnotify.Remove|fsnotify.Rename) &&
		slices.ContainsFunc(ws.lookups[dir], func(p string) bool { return strings.HasPrefix(base, p) }) {
		return true
	}
	return ws.broad && ws.tree[dir]
}

// update watches what g was loaded from (and stops watching the rest).
func (ws *watchSet) update(h *Host, g *generation) {
	want := map[string]bool{}
	ws.roots, ws.tree = map[string]bool{}, map[string]bool{}
	// Where extensions are found and settings read: the extension
	// folders and their sub-folders (helpers), .earshot, the config
	// folder, and the project (for .earshot appearing).
	for _, root := range []string{loader.ProjectDir(h.project), loader.UserDir(h.config)} {
		ws.roots[root] = true
		filepath.WalkDir(root, func(p string, d os.DirEntry, err error) error {
			if err == nil && d.IsDir() {
				if d.Name() == "node_modules" {
					return filepath.SkipDir
				}
				want[p], ws.tree[p] = true, true
			}
			return nil
		})
	}
	ws.names = map[string]map[string]bool{}
	only := func(dir string, names ...string) {
		if ws.names[dir] == nil {
			ws.names[dir] = map[string]bool{}
		}
		for _, n := range names {
			ws.names[dir][n] = true
		}
		want[dir] = true
	}
	only(h.project, loader.Folder)
	only(loader.ProjectFolder(h.project), loader.Extensions, loader.Settings, loader.LocalSettings)
	only(h.config, loader.Extensions, loader.Settings)
	// The config folder and the project are followed from their parents:
	// one deleted and put back (a dotfiles sync, a checkout of a config
	// repository) is seen coming back, as a change of the parent. When a
	// parent is not there either, from the nearest folder on the way that
	// is.
	for _, d := range []string{h.config, h.project} {
		for parent := filepath.Dir(d); parent != d; d, parent = parent, filepath.Dir(parent) {
			only(parent, filepath.Base(d))
			if st, err := os.Stat(parent); err == nil && st.IsDir() {
				break
			}
		}
	}
	// What the loaded extensions were bundled from, and where their
	// imports were looked up.
	ws.inputs, ws.lookups = map[string]bool{}, map[string][]string{}
	ws.broad = g.filesUnknown
	for _, files := range g.inputs {
		for _, f := range files {
			ws.inputs[f] = true
			want[filepath.Dir(f)] = true
		}
	}
	for _, lks := range g.lookups {
		for _, l := range lks {
			if len(l.Prefixes) == 0 {
				ws.lookups[l.Dir] = append(ws.lookups[l.Dir], "")
			}
			ws.lookups[l.Dir] = append(ws.lookups[l.Dir], l.Prefixes...)
		}
	}
	watched := map[string]bool{}
	for _, d := range ws.w.WatchList() {
		watched[d] = true
	}
	for d := range ws.dirs {
		if !want[d] {
			ws.w.Remove(d)
			delete(ws.dirs, d)
		}
	}
	for d := range want {
		// The folder's identity first, then the watch: a folder swapped
		// in between is watched again next time, never taken for the
		// one watched.
		st, err := os.Stat(d)
		if err != nil || !st.IsDir() {
			if _, ok := ws.dirs[d]; ok {
				ws.w.Remove(d)
				delete(ws.dirs, d)
			}
			continue // not there (yet): a parent's change brings it in
		}
		if old, ok := ws.dirs[d]; ok && watched[d] && os.SameFile(old, st) {
			continue
		}
		ws.w.Remove(d) // the folder that was here (fsnotify drops a watch whose folder went)
		if err := ws.w.Add(d); err != nil {
			delete(ws.dirs, d)
			continue
		}
		ws.dirs[d] = st
	}
}
