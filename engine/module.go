package engine

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"strings"

	"github.com/earshot/extensions/api"
	"github.com/earshot/extensions/wasm"
)

// build starts an instance with the module loaded into it, not evaluated,
// under the build time limit: a big bundle takes seconds to compile, and
// a cache keeps its bytecode, so it is built once per change of its files.
func (x *Extension) build(ctx context.Context) (*vm, error) {
	const what = "building the module"
	ctx, cancel := context.WithTimeoutCause(ctx, x.cfg.Limits.BuildTimeout, timeout{kind: api.LimitBuildTimeout, limit: x.cfg.Limits.BuildTimeout, what: what})
	defer cancel()
	failed := func(err error) error {
		if ctx.Err() != nil {
			// What stopped it (NewInstance says only that ctx ended).
			err = context.Cause(ctx)
		}
		return x.describeFailure(err, what)
	}
	x.doing = "making its instance"
	v, err := newVM(ctx, x.cfg, x.src.Name, x.logFunc(), snapshotSource{})
	if err != nil {
		return nil, failed(err)
	}
	x.doing = "reading its bundle"
	if err := x.loadSource(); err != nil {
		v.close()
		return nil, fmt.Errorf("reading the bundle: %w", err)
	}
	x.doing = "compiling its module"
	if err := x.loadModule(ctx, v.inst, x.moduleName()); err != nil {
		v.close()
		return nil, failed(err)
	}
	return v, nil
}

// loadSource reads the bundle (Source.Bundle) if the extension does not
// hold it. sem is held; the fields change under statsMu too, for the
// stack mapper.
func (x *Extension) loadSource() error {
	x.statsMu.Lock()
	need := x.src.Code == "" && x.src.Bundle != nil
	x.statsMu.Unlock()
	if !need {
		return nil
	}
	b, err := x.src.Bundle()
	if err != nil {
		return err
	}
	x.statsMu.Lock()
	x.src.Code, x.src.SourceMap, x.src.Bytecode, x.src.BundleID = b.Code, b.SourceMap, b.Bytecode, b.BundleID
	x.statsMu.Unlock()
	return nil
}

// shed lets go of what the extension holds on the host's side and can
// read again when it needs it: its bundle, source map and bytecode (when
// Source.Bundle reads them), the parsed source map, and the snapshot
// taken after its evaluation once the cache has it (Source.ReadSnapshot).
// An extension that evaluated its module, threw or ran out of memory then
// holds what one restored from its snapshot holds. sem is held. It
// returns how many bytes it let go of (at least).
func (x *Extension) shed() (dropped int) {
	dropped = x.mapper.drop()
	x.statsMu.Lock()
	defer x.statsMu.Unlock()
	if x.src.Bundle != nil && x.src.Code != "" {
		if x.src.BundleID == "" {
			sum := sha256.Sum256([]byte(x.src.Code))
			x.src.BundleID = hex.EncodeToString(sum[:]) // what its snapshots are tagged with
		}
		dropped += len(x.src.Code) + len(x.src.SourceMap) + len(x.src.Bytecode)
		x.src.Code, x.src.SourceMap, x.src.Bytecode = "", "", nil
	}
	if x.snap != nil && x.releaseSnap == nil && x.src.ReadSnapshot != nil {
		if b, release := x.src.ReadSnapshot(); b != nil {
			if release != nil {
				release()
			}
			dropped += len(x.snap)
			x.snap = nil // a restart maps the cache's copy
		}
	}
	return dropped
}

// loadModule compiles the module into the instance without evaluating it:
// from its bytecode when there is one (ten times faster than parsing a big
// bundle), else from source, keeping the bytecode for the next start.
//
// Source (of compileApartMin or more) is compiled in an instance of its
// own, and the bytecode loaded into inst: parsing leaves the allocator's
// bookkeeping and the holes of what it freed across the memory it used,
// which the module's objects then fill around, and it would all stay in
// the snapshot taken after the evaluation. (mathjs's snapshot: 22.8 MB
// after compiling in place, 18.5 MB from its bytecode.)
func (x *Extension) loadModule(ctx context.Context, inst *wasm.Instance, name string) error {
	if len(x.src.Bytecode) > 0 {
		err := inst.Run(name, x.src.Bytecode, wasm.Module)
		switch {
		case err == nil:
			return nil
		case wasm.IsOutOfMemory(err):
			return outOfMemory{nil, x.cfg.Limits.MemoryLimit, "loading the module's bytecode"}
		case !wasm.IsScriptError(err):
			return err
		}
		// Bytecode that does not load (another QuickJS, damage): use the source.
		x.src.Bytecode = nil
	}
	bc, err := x.compile(ctx, inst, name)
	if err != nil {
		return x.compileFailure(err, "compiling the module")
	}
	if err := inst.Run(name, bc, wasm.Module); err != nil {
		return x.compileFailure(err, "loading the module's bytecode")
	}
	x.statsMu.Lock()
	x.src.Bytecode = bc
	x.statsMu.Unlock()
	return nil
}

// compileFailure is the error for compiling the module, or loading its
// bytecode (what), that failed with err.
func (x *Extension) compileFailure(err error, what string) error {
	switch {
	case wasm.IsOutOfMemory(err):
		return outOfMemory{nil, x.cfg.Limits.MemoryLimit, what}
	case wasm.IsScriptError(err):
		return jsError{err}
	}
	return err
}

// compileApartMin is the size of source from which it is compiled in an
// instance of its own (~1 ms for the instance, once per change of the
// files). The snapshot it saves grows with the source: 16 KiB for 1 KB of
// source, 41 KiB for 4.6 KB, 400 KiB for 37 KB (of 1.1 MB); for a module
// of a few hundred bytes, nothing.
const compileApartMin = 1 << 10

// compile compiles the module's source to bytecode: from compileApartMin
// on in an instance of its own, under the extension's memory limit, closed
// after, and stopped when ctx ends (a big bundle takes seconds); a smaller
// one in inst.
func (x *Extension) compile(ctx context.Context, inst *wasm.Instance, name string) ([]byte, error) {
	if len(x.src.Code) < compileApartMin {
		return inst.Compile(name, x.src.Code, wasm.Module)
	}
	apart, err := wasm.NewInstance(ctx, wasm.InstanceConfig{
		MemoryLimit: x.cfg.Limits.MemoryLimit,
		StackSize:   x.cfg.Limits.StackSize,
		Runtime:     x.cfg.Runtime,
	})
	if err != nil {
		return nil, err
	}
	defer apart.Close()
	stop := context.AfterFunc(ctx, func() { apart.Kill(context.Cause(ctx)) })
	defer stop()
	return apart.Compile(name, x.src.Code, wasm.Module)
}

// Bytecode returns the module compiled by QuickJS, once an instance has
// started (nil before): a cache can keep it so that the next start does not
// parse the module again.
func (x *Extension) Bytecode() []byte {
	x.statsMu.Lock()
	defer x.statsMu.Unlock()
	return x.src.Bytecode
}

// moduleName is the name the bundle is registered under in QuickJS; it is
// what stack traces show.
func (x *Extension) moduleName() string {
	name := x.src.File
	if i := strings.LastIndexAny(name, `/\`); i >= 0 {
		name = name[i+1:]
	}
	if name == "" {
		name = x.src.Name + ".js"
	}
	return name
}
