package engine

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/earshot/extensions/api"
	"github.com/earshot/extensions/internal/exterr"
	"github.com/earshot/extensions/internal/schema"
	"github.com/earshot/extensions/wasm"
)

// manifestFormat changes whenever validation or the manifest's shape
// changes, so that manifests cached by an older version are not used.
const manifestFormat = "manifest/3"

// Fingerprint names the version of what turns a bundle into a manifest and
// bytecode: the manifest format, the prelude and the QuickJS build. Caches
// of manifests mix it into their keys.
var Fingerprint = sync.OnceValue(func() string {
	sum := sha256.Sum256([]byte(prelude))
	return manifestFormat + " prelude/" + hex.EncodeToString(sum[:8]) + " quickjs/" + wasm.BuildID()
})

// Manifest is what loading an extension produced: its tools, or a failure
// that will recur as long as its files do not change. It is what a cache
// keeps, so that a start-up where nothing changed does not evaluate anything.
type Manifest struct {
	Tools   []Tool        `json:"tools,omitempty"`
	Failure *FailureEntry `json:"failure,omitempty"`
}

// FailureEntry is a recorded load or validation failure.
type FailureEntry struct {
	Phase    api.Phase `json:"phase"`
	File     string    `json:"file,omitempty"`
	Line     int       `json:"line,omitempty"`
	Column   int       `json:"column,omitempty"`
	Property string    `json:"property,omitempty"`
	Message  string    `json:"message"`
	Shape    bool      `json:"shape,omitempty"`
	Name     bool      `json:"invalidName,omitempty"`
	// More are the further problems of a contract broken in several
	// places (api.Error's More).
	More []ProblemEntry `json:"more,omitempty"`
	// LoadTimeout is, for a module whose evaluation ran out of the load
	// time limit, that limit: the same files recur the same under it or
	// less (a loop at the top level), and a start under a longer one
	// evaluates them again.
	LoadTimeout time.Duration `json:"loadTimeout,omitempty"`
}

// ProblemEntry is one more recorded problem.
type ProblemEntry struct {
	Property string `json:"property,omitempty"`
	Message  string `json:"message"`
	Shape    bool   `json:"shape,omitempty"`
	Name     bool   `json:"invalidName,omitempty"`
}

// cause rebuilds a recorded cause: its message, matching ErrShape or
// ErrInvalidName as the original did.
func cause(msg string, shape, name bool) error {
	switch {
	case shape:
		return exterr.Sentinel(api.ErrShape, msg)
	case name:
		return exterr.Sentinel(api.ErrInvalidName, msg)
	}
	return errors.New(msg)
}

// Manifest returns the extension's manifest.
func (x *Extension) Manifest() Manifest {
	return Manifest{Tools: x.Tools()}
}

// FailureManifest returns the manifest recording err, if err is a failure
// that depends only on the extension's files: a throw at import (not
// running out of memory) or a broken contract; or an evaluation that ran
// out of the load time limit, kept with the limit (FailureEntry's
// LoadTimeout), so that every start under it does not wait it out again
// for the same files. Otherwise it reports false: the failure may not
// recur, so it must not be cached.
func FailureManifest(err error) (Manifest, bool) {
	var e *api.Error
	if !errors.As(err, &e) {
		return Manifest{}, false
	}
	var tc timeout
	loadTimeout := time.Duration(0)
	switch {
	case e.Phase == api.PhaseValidate:
	case e.Phase == api.PhaseLoad && errors.As(err, new(thrown)) && !errors.Is(err, api.ErrOutOfMemory):
	case e.Phase == api.PhaseLoad && errors.As(err, &tc) && tc.kind == api.LimitLoadTimeout && tc.limit > 0:
		loadTimeout = tc.limit
	default:
		return Manifest{}, false
	}
	f := &FailureEntry{
		Phase: e.Phase, File: e.File, Line: e.Line, Column: e.Column, Property: e.Property,
		Message: e.Err.Error(), Shape: errors.Is(e.Err, api.ErrShape), Name: errors.Is(e.Err, api.ErrInvalidName),
		LoadTimeout: loadTimeout,
	}
	for _, p := range e.More {
		f.More = append(f.More, ProblemEntry{Property: p.Property, Message: p.Err.Error(),
			Shape: errors.Is(p.Err, api.ErrShape), Name: errors.Is(p.Err, api.ErrInvalidName)})
	}
	return Manifest{Failure: f}, true
}

// Err rebuilds the recorded failure as an *api.Error.
func (f *FailureEntry) Err(ext string) error {
	e := &api.Error{Extension: ext, Phase: f.Phase, File: f.File, Line: f.Line, Column: f.Column, Property: f.Property,
		Err: cause(f.Message, f.Shape, f.Name)}
	if f.LoadTimeout > 0 {
		e.Err = recordedTimeout{f.Message + " [as when these files were last evaluated; earshot extensions check evaluates them again]"}
	}
	for _, p := range f.More {
		e.More = append(e.More, api.Problem{Property: p.Property, Err: cause(p.Message, p.Shape, p.Name)})
	}
	return e
}

// Prepared returns an extension from its manifest's tools without starting
// it: its instance is created, and its module evaluated, on its first call.
// Its input schemas are compiled on first use. If, when it starts, the
// module declares other tools than the manifest says, the call fails with an
// error saying so.
func Prepared(cfg Config, src Source, tools []Tool) (*Extension, error) {
	x := newExtension(cfg, src)
	x.tools = make([]compiledTool, len(tools))
	x.index = make(map[string]int, len(tools))
	for i, t := range tools {
		if len(t.InputSchema) == 0 || !json.Valid(t.InputSchema) {
			return nil, fmt.Errorf("manifest of %s: tool %q has no valid input schema", src.Name, t.Name)
		}
		x.tools[i] = compiledTool{Tool: t, once: new(sync.Once)}
		x.index[t.Name] = i
	}
	return x, nil
}

// compiledSchema returns the tool's compiled input schema, compiling it on
// first use.
func (t *compiledTool) compiledSchema() (*schema.Schema, error) {
	t.once.Do(func() {
		if t.schema == nil {
			t.schema, t.schemaErr = schema.Compile(t.InputSchema)
		}
	})
	return t.schema, t.schemaErr
}

// recordedTimeout is a load timeout read back from a manifest: the same
// error, for errors.Is and api.LimitOf, as when it happened.
type recordedTimeout struct{ msg string }

func (t recordedTimeout) Error() string    { return t.msg }
func (t recordedTimeout) Limit() api.Limit { return api.LimitLoadTimeout }
func (t recordedTimeout) Is(target error) bool {
	return target == api.ErrTimeout || target == context.DeadlineExceeded
}

// Recurs reports whether the recorded failure happens again under limits:
// a load timeout does only under a load time limit no longer than the one
// it ran out of.
func (f *FailureEntry) Recurs(limits api.Limits) bool {
	return f.LoadTimeout == 0 || limits.WithDefaults().LoadTimeout <= f.LoadTimeout
}
