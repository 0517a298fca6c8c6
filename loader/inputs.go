package loader

import (
	"context"
	"encoding/json"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"time"

	"github.com/earshot/extensions/internal/fsutil"
)

// inputsBatch is how many extensions InputsOf bundles in one esbuild
// build.
const inputsBatch = 64

// InputsOf is, for each of files, what bundling it reads — the SHA-256s of
// its inputs by path, as BundleWith's Bundle.Hashes gives them — without
// keeping the bundles: what trust records. A file that does not bundle
// has nil.
//
// esbuild reads the folder of an entry point (and of every file an import
// resolves from) once per build, so bundling each of N extensions of one
// folder on its own reads N×N folder entries: 4,000 extensions took four
// times as long as 2,000. InputsOf bundles the files of a folder up to
// inputsBatch at a time, in one build, and tells each file's inputs apart
// by the imports that reach them. A build that fails, or takes packages
// from their browser builds, bundles each of its files on its own. Each
// build has timeout; ctx bounds them all.
func InputsOf(ctx context.Context, files []File, hasher *fsutil.Hasher, timeout time.Duration) []map[string]string {
	if hasher == nil {
		hasher = &fsutil.Hasher{}
	}
	out := make([]map[string]string, len(files))
	var batches [][]int
	byFolder := map[string]int{} // folder and scope → the batch being filled
	for i, f := range files {
		k := f.Dir + "\x00" + string(f.Scope)
		b, ok := byFolder[k]
		if !ok || len(batches[b]) == inputsBatch {
			b = len(batches)
			batches = append(batches, nil)
			byFolder[k] = b
		}
		batches[b] = append(batches[b], i)
	}
	jobs := make(chan []int)
	var wg sync.WaitGroup
	for range min(len(batches), max(2, runtime.GOMAXPROCS(0))) {
		wg.Go(func() {
			for idx := range jobs {
				batch := make([]File, len(idx))
				for j, i := range idx {
					batch[j] = files[i]
				}
				bctx, cancel := context.WithTimeout(ctx, timeout)
				got, ok := inputsTogether(bctx, batch, hasher)
				cancel()
				if ok {
					for j, i := range idx {
						out[i] = got[j]
					}
					continue
				}
				for _, i := range idx {
					bctx, cancel := context.WithTimeout(ctx, timeout)
					if b, err := BundleWith(bctx, files[i], hasher); err == nil {
						out[i] = b.Hashes()
					}
					cancel()
				}
			}
		})
	}
	for _, b := range batches {
		jobs <- b
	}
	close(jobs)
	wg.Wait()
	return out
}

// inputsTogether bundles files (of one folder and scope) in one build, and
// reports false if that build does not give each its inputs as bundling it
// alone would.
func inputsTogether(ctx context.Context, files []File, hasher *fsutil.Hasher) ([]map[string]string, bool) {
	if len(files) == 1 || ctx.Err() != nil {
		return nil, false
	}
	dir := files[0].Dir
	g, err := newGuard(ctx, files[0], hasher)
	if err != nil {
		return nil, false
	}
	g.seeConfigs()
	opts := buildOptions(dir, g)
	for _, f := range files {
		opts.EntryPoints = append(opts.EntryPoints, f.Path)
	}
	opts.Outdir, opts.EntryNames = dir, "[name].bundle" // never an input's name
	res, err := g.runWithBuffer(&opts)
	if err != nil || len(res.Errors) > 0 || len(browserFlips(dir, res.Metafile)) > 0 || g.oneBuildEach(res.Metafile) {
		return nil, false
	}
	var m metafile
	if json.Unmarshal([]byte(res.Metafile), &m) != nil {
		return nil, false
	}
	// The import graph, by absolute path (esbuild's are relative to the
	// working folder; other namespaces are not files).
	abs := func(p string) (string, bool) {
		if file, ok := strings.CutPrefix(p, requiredNamespace+":"); ok {
			return file, true // the JSON files a file requires are its imports
		}
		if strings.Contains(p, ":") && !filepath.IsAbs(p) && !isWindowsAbs(p) {
			return "", false
		}
		if !filepath.IsAbs(p) {
			p = filepath.Join(dir, p)
		}
		return filepath.Clean(p), true
	}
	imports := map[string][]string{}
	for from, in := range m.Inputs {
		a, ok := abs(from)
		if !ok {
			continue
		}
		if imports[a] == nil {
			imports[a] = []string{}
		}
		for _, imp := range in.Imports {
			if to, ok := abs(imp.Path); ok && !imp.External {
				imports[a] = append(imports[a], to)
			}
		}
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	out := make([]map[string]string, len(files))
	for i, f := range files {
		entry := filepath.Clean(f.Path)
		if _, ok := imports[entry]; !ok {
			return nil, false
		}
		inputs := map[string]bool{}
		for p := range g.from["entry:"+entry] {
			inputs[p] = true
		}
		reached := map[string]bool{entry: true}
		queue := []string{entry}
		for len(queue) > 0 {
			p := queue[0]
			queue = queue[1:]
			inputs[p] = true
			for c := range g.from[p] {
				inputs[c] = true
			}
			for _, to := range imports[p] {
				if !reached[to] {
					reached[to] = true
					queue = append(queue, to)
				}
			}
		}
		out[i] = make(map[string]string, len(inputs))
		for p := range inputs {
			s, ok := g.seen[p]
			if !ok {
				return nil, false
			}
			out[i][p] = s.SHA256
		}
	}
	return out, true
}
