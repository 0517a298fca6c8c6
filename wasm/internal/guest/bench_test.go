package guest

import (
	"context"
	"testing"
	"time"

	"github.com/tetratelabs/wazero"
	"github.com/tetratelabs/wazero/api"
)

// BenchmarkTick: what stopping a guest costs its code — fib (recursive,
// its one call in a loop, as clang writes it: a tick per iteration) and
// memloop (a tick per iteration) — against the module as compiled, alternating in one run:
// rewritten (guest.Rewrite's tick) ÷ plain, and wazero's own way,
// CloseOnContextDone (a check of the module's state at every loop header
// and function entry), ÷ plain; the fastest run of each.
func BenchmarkTick(b *testing.B) {
	ctx := context.Background()
	orig := fixture(b, "work.wasm")
	g, err := Rewrite(orig)
	if err != nil {
		b.Fatal(err)
	}
	instantiate := func(cfg wazero.RuntimeConfig) api.Module {
		rt := wazero.NewRuntimeWithConfig(ctx, cfg)
		b.Cleanup(func() { rt.Close(ctx) })
		if _, err := rt.NewHostModuleBuilder("env").NewFunctionBuilder().
			WithGoModuleFunction(api.GoModuleFunc(func(_ context.Context, _ api.Module, s []uint64) {}), []api.ValueType{api.ValueTypeI32}, []api.ValueType{api.ValueTypeI32}).
			Export("imp").Instantiate(ctx); err != nil {
			b.Fatal(err)
		}
		c, err := rt.CompileModule(ctx, orig)
		if err != nil {
			b.Fatal(err)
		}
		m, err := rt.InstantiateModule(ctx, c, wazero.NewModuleConfig().WithName(""))
		if err != nil {
			b.Fatal(err)
		}
		return m
	}
	plain := instantiate(wazero.NewRuntimeConfig())
	closing := instantiate(wazero.NewRuntimeConfig().WithCloseOnContextDone(true))
	ticked := link(b, g, map[int]api.GoModuleFunction{0: api.GoModuleFunc(func(_ context.Context, _ api.Module, s []uint64) {})}).mod
	for _, w := range []struct {
		name string
		arg  uint64
	}{{"fib", 30}, {"memloop", 10}} {
		b.Run(w.name, func(b *testing.B) {
			fs := []api.Function{plain.ExportedFunction(w.name), ticked.ExportedFunction(w.name), closing.ExportedFunction(w.name)}
			// The fastest run of each: on a shared machine, the one the
			// others' work disturbed least.
			took := [3]time.Duration{time.Hour, time.Hour, time.Hour}
			for b.Loop() {
				for k, f := range fs {
					t0 := time.Now()
					f.Call(ctx, w.arg)
					took[k] = min(took[k], time.Since(t0))
				}
			}
			b.ReportMetric(float64(took[1].Nanoseconds()), "ns/rewritten")
			b.ReportMetric(float64(took[1])/float64(took[0]), "rewritten/plain")
			b.ReportMetric(float64(took[2])/float64(took[0]), "closing/plain")
		})
	}
}
