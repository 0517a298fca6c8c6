package guest

import (
	"context"
	"testing"

	"github.com/tetratelabs/wazero"
	"github.com/tetratelabs/wazero/api"
)

// BenchmarkTick: the workload as compiled, and rewritten with the tick.
func BenchmarkTick(b *testing.B) {
	ctx := context.Background()
	orig := fixture(b, "work.wasm")
	g, err := Rewrite(orig)
	if err != nil {
		b.Fatal(err)
	}
	rt := wazero.NewRuntime(ctx)
	defer rt.Close(ctx)
	if _, err := rt.NewHostModuleBuilder("env").NewFunctionBuilder().
		WithGoModuleFunction(api.GoModuleFunc(func(_ context.Context, _ api.Module, s []uint64) {}), []api.ValueType{api.ValueTypeI32}, []api.ValueType{api.ValueTypeI32}).
		Export("imp").Instantiate(ctx); err != nil {
		b.Fatal(err)
	}
	c, err := rt.CompileModule(ctx, orig)
	if err != nil {
		b.Fatal(err)
	}
	plain, err := rt.InstantiateModule(ctx, c, wazero.NewModuleConfig().WithName(""))
	if err != nil {
		b.Fatal(err)
	}
	ticked := link(b, g, map[int]api.GoModuleFunction{0: api.GoModuleFunc(func(_ context.Context, _ api.Module, s []uint64) {})})
	for _, m := range []struct {
		name string
		mod  api.Module
	}{{"plain", plain}, {"tick", ticked.mod}} {
		b.Run("fib32/"+m.name, func(b *testing.B) {
			f := m.mod.ExportedFunction("fib")
			for b.Loop() {
				f.Call(ctx, 32)
			}
		})
		b.Run("memloop50/"+m.name, func(b *testing.B) {
			f := m.mod.ExportedFunction("memloop")
			for b.Loop() {
				f.Call(ctx, 50)
			}
		})
	}
}
