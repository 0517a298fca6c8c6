package wasm

import (
	"bytes"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"runtime"
	"sync"
	"unsafe"

	"github.com/tetratelabs/wazero"

	"github.com/earshot/extensions/internal/fsutil"
)

// fileCache is wazero's compilation cache on disk, read whole. wazero's own
// (NewCompilationCacheWithDir) hands its deserializer the open file, which
// reads it eight bytes per system call: loading QuickJS's compiled code took
// 0.4 s, most of it in read(2). This one reads the file into memory first
// (0.13 s in all), and writes entries atomically, in the background.
//
// It satisfies wazero's internal filecache.Cache interface (whose key type
// is an alias of [32]byte), and is installed into the cache value
// NewCompilationCache returns — one more reach into a dependency, checked by
// TestFileCache.
type fileCache struct {
	dir string
}

func (c fileCache) path(key [32]byte) string { return filepath.Join(c.dir, hex.EncodeToString(key[:])) }

func (c fileCache) Get(key [32]byte) (io.ReadCloser, bool, error) {
	b, err := os.ReadFile(c.path(key))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, false, nil
	}
	if err != nil {
		return nil, false, err
	}
	return io.NopCloser(bytes.NewReader(b)), true, nil
}

// Add writes the entry in the background: wazero calls Add
// from inside CompileModule, and the first instances should not wait for
// megabytes to reach the disk. Flush waits for the write.
func (c fileCache) Add(key [32]byte, content io.Reader) error {
	// content is a reader over a buffer wazero made for this call alone
	// (serializeCompiledModule), so it can be read after Add returns: the
	// 6 MB are written from it in the background, without a copy on the
	// path of the first start.
	pendingWrites.Add(1)
	go func() {
		defer pendingWrites.Done()
		if err := fsutil.PrivateDir(c.dir); err == nil {
			_ = fsutil.WriteCacheFrom(c.path(key), content, 0o600)
		}
	}()
	return nil
}

var pendingWrites sync.WaitGroup

// Flush waits until compiled code being written to the cache folder is
// written. Call it before the process exits (Host.Close does).
func Flush() { pendingWrites.Wait() }

func (c fileCache) Delete(key [32]byte) error {
	err := os.Remove(c.path(key))
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	return err
}

// newCompilationCache returns a wazero compilation cache backed by
// fileCache in dir (in memory only if dir is empty).
func newCompilationCache(dir string) (wazero.CompilationCache, error) {
	cache := wazero.NewCompilationCache()
	if dir == "" {
		return cache, nil
	}
	fc := fileCache{dir: filepath.Join(dir, fmt.Sprintf("wazero-%s-%s", runtime.GOARCH, runtime.GOOS))}
	v := reflect.ValueOf(cache)
	if v.Kind() != reflect.Pointer || v.Elem().Kind() != reflect.Struct {
		return nil, errors.New("wasm: wazero's compilation cache changed shape (see wasm/filecache.go)")
	}
	f := v.Elem().FieldByName("fileCache")
	if !f.IsValid() || !reflect.TypeOf(fc).AssignableTo(f.Type()) {
		return nil, errors.New("wasm: wazero's compilation cache has no fileCache field we can set (see wasm/filecache.go)")
	}
	reflect.NewAt(f.Type(), unsafe.Pointer(f.UnsafeAddr())).Elem().Set(reflect.ValueOf(fc))
	return cache, nil
}
