package wasm

import (
	"bytes"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"runtime"
	"strings"
	"syscall"
	"unsafe"

	"github.com/tetratelabs/wazero"

	"github.com/earshot/extensions/internal/fsutil"
)

// fileCache is wazero's compilation cache on disk, mapped whole. wazero's
// own (NewCompilationCacheWithDir) hands its deserializer the open file,
// which reads it eight bytes per system call: loading QuickJS's compiled
// code took 0.4 s, most of it in read(2). This one maps the file, its pages
// read in at once (reading it into a fresh buffer took 15 ms of page
// faults), and writes entries atomically, in the background.
//
// It satisfies wazero's internal filecache.Cache interface (whose key type
// is an alias of [32]byte), and is installed into the cache value
// NewCompilationCache returns — one more reach into a dependency, checked by
// TestFileCache.
//
// The cache is optional: an entry that cannot be read (a permission, a path
// that is not a folder) or that fails its check (truncated, a flipped bit
// anywhere, written by another version) is a miss — dropped when it can be,
// reported to the runtime's warn hook (NewRuntime), and compiled afresh — and a cache
// that cannot be written only costs the next start its compile. Each entry
// starts with a header and the CRC-32C of what follows, checked before
// wazero reads a byte of it, so damage inside the compiled code is found
// before that code can run. (Damage, not tampering: the cache folder is the
// user's own, as the snapshots beside it. A SHA-256 of the 6 MB took 20 ms
// of every CLI call.)
type fileCache struct {
	dir string
	rt  *Runtime // its warn hook and pending writes
}

// entryMagic starts every entry; the CRC-32C of the rest follows it
// (little-endian).
const entryMagic = "earshot-wazero-entry/2\n"

var entryTable = crc32.MakeTable(crc32.Castagnoli)

// maxEntry bounds what Get reads: QuickJS compiles to about 6 MB.
const maxEntry = 256 << 20

// hugeCode is the size from which a read into wazero's code memory asks
// for huge pages.
const hugeCode = 2 << 20

func (c fileCache) path(key [32]byte) string { return filepath.Join(c.dir, hex.EncodeToString(key[:])) }

func (c fileCache) Get(key [32]byte) (io.ReadCloser, bool, error) {
	p := c.path(key)
	b, release, err := fsutil.MapRegular(p, maxEntry)
	switch {
	case errors.Is(err, fs.ErrNotExist) || errors.Is(err, syscall.ENOTDIR):
		return nil, false, nil
	case err != nil:
		c.rt.warn(fmt.Errorf("the compiled QuickJS in the cache cannot be read, so it is compiled afresh: %w", err))
		_ = os.RemoveAll(p) // it is ours: the cache folder, named by the key
		return nil, false, nil
	}
	content, ok := checkEntry(b)
	if !ok {
		release()
		c.rt.warn(fmt.Errorf("the compiled QuickJS in the cache (%s) is damaged, so it is compiled afresh", p))
		_ = os.Remove(p)
		return nil, false, nil
	}
	c.rt.cacheHit.Store(true)
	// wazero copies the code out and closes the reader (which unmaps it).
	return &mappedReader{Reader: bytes.NewReader(content), release: release}, true, nil
}

// mappedReader reads a mapped entry; Close unmaps it.
type mappedReader struct {
	*bytes.Reader
	release func()
}

// Read reads as bytes.Reader does. A big read is wazero filling the
// executable memory it just mapped for the compiled code: that memory is
// advised onto huge pages first (adviseHuge), so that copying 5 MB of
// code into it takes a few page faults instead of over a thousand — on a
// virtual machine a fault can cost 10–20 µs — and the code runs with
// fewer TLB misses.
func (r *mappedReader) Read(p []byte) (int, error) {
	if len(p) >= hugeCode {
		adviseHuge(p)
	}
	return r.Reader.Read(p)
}

func (r *mappedReader) Close() error {
	if r.release != nil {
		r.release()
		r.release = nil
	}
	return nil
}

// checkEntry returns the content of an entry whose header and hash hold.
func checkEntry(b []byte) ([]byte, bool) {
	rest, ok := bytes.CutPrefix(b, []byte(entryMagic))
	if !ok || len(rest) < 4 {
		return nil, false
	}
	sum, content := binary.LittleEndian.Uint32(rest), rest[4:]
	return content, crc32.Checksum(content, entryTable) == sum
}

// Add writes the entry in the background: wazero calls Add
// from inside CompileModule, and the first instances should not wait for
// megabytes to reach the disk. Runtime.Close waits for the write. A cache that
// cannot be written is reported to the warn hook, once.
func (c fileCache) Add(key [32]byte, content io.Reader) error {
	// content is a reader over a buffer wazero made for this call alone
	// (serializeCompiledModule), so it can be read after Add returns.
	c.rt.writes.Add(1)
	go func() {
		defer c.rt.writes.Done()
		b, err := io.ReadAll(content)
		if err != nil {
			return
		}
		sum := binary.LittleEndian.AppendUint32(nil, crc32.Checksum(b, entryTable))
		entry := io.MultiReader(strings.NewReader(entryMagic), bytes.NewReader(sum), bytes.NewReader(b))
		err = fsutil.PrivateDir(c.dir)
		if err == nil {
			err = fsutil.WriteCacheFrom(c.path(key), entry, 0o600)
		}
		if err != nil {
			c.rt.warnOnce.Do(func() {
				c.rt.warn(fmt.Errorf("the compiled QuickJS cannot be kept in the cache folder, so each start compiles it (about a second): %w", err))
			})
		}
	}()
	return nil
}

func (c fileCache) Delete(key [32]byte) error {
	err := os.Remove(c.path(key))
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		c.rt.warn(fmt.Errorf("a stale compiled QuickJS in the cache could not be removed: %w", err))
	}
	return nil
}

// newCompilationCache returns a wazero compilation cache backed by
// fileCache in dir (in memory only if dir is empty), for rt.
func newCompilationCache(rt *Runtime, dir string) (wazero.CompilationCache, error) {
	cache := wazero.NewCompilationCache()
	if dir == "" {
		return cache, nil
	}
	fc := fileCache{dir: filepath.Join(dir, fmt.Sprintf("wazero-%s-%s", runtime.GOARCH, runtime.GOOS)), rt: rt}
	// Partial copies left by a start that was killed while writing.
	fsutil.SweepTemps(fc.dir, fsutil.StaleTemp)
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
