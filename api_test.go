package extensions

import (
	"testing"

	"github.com/earshot/extensions/engine"
	"github.com/earshot/extensions/exterr"
	"github.com/earshot/extensions/gate"
	"github.com/earshot/extensions/wasm"
)

// TestTheDoorMatchesTheStages: the constants the root defines (spelled out
// so that go doc shows them) are the stages' values, which the door
// converts by value.
func TestTheDoorMatchesTheStages(t *testing.T) {
	d := engine.Limits{}.WithDefaults()
	for name, pair := range map[string][2]any{
		"DefaultLoadTimeout": {DefaultLoadTimeout, d.LoadTimeout},
		"DefaultCallTimeout": {DefaultCallTimeout, d.CallTimeout},
		"DefaultMemoryLimit": {uint64(DefaultMemoryLimit), d.MemoryLimit},
		"DefaultOutputLimit": {DefaultOutputLimit, d.OutputLimit},
		"DefaultInputLimit":  {DefaultInputLimit, d.InputLimit},
		"DefaultStackSize":   {uint32(DefaultStackSize), d.StackSize},
		"DefaultFetchLimit":  {int64(DefaultFetchLimit), d.FetchLimit},
		"MinMemoryLimit":     {uint64(MinMemoryLimit), uint64(wasm.MinMemoryLimit)},
		"PhaseDiscover":      {string(PhaseDiscover), string(exterr.Discover)},
		"PhaseTrust":         {string(PhaseTrust), string(exterr.Trust)},
		"PhaseBundle":        {string(PhaseBundle), string(exterr.Bundle)},
		"PhaseLoad":          {string(PhaseLoad), string(exterr.Load)},
		"PhaseValidate":      {string(PhaseValidate), string(exterr.Validate)},
		"PhaseCall":          {string(PhaseCall), string(exterr.Call)},
		"LimitCallTimeout":   {string(LimitCallTimeout), string(exterr.LimitCallTimeout)},
		"LimitLoadTimeout":   {string(LimitLoadTimeout), string(exterr.LimitLoadTimeout)},
		"LimitMemory":        {string(LimitMemory), string(exterr.LimitMemory)},
		"LimitInput":         {string(LimitInput), string(exterr.LimitInput)},
		"LimitDeadline":      {string(LimitDeadline), string(exterr.LimitDeadline)},
		"Decline":            {int(Decline), int(gate.Decline)},
		"AllowOnce":          {int(AllowOnce), int(gate.AllowOnce)},
		"AllowAlways":        {int(AllowAlways), int(gate.AllowAlways)},
		"LevelLog":           {string(LevelLog), string(engine.LevelLog)},
		"LevelInfo":          {string(LevelInfo), string(engine.LevelInfo)},
		"LevelWarn":          {string(LevelWarn), string(engine.LevelWarn)},
		"LevelError":         {string(LevelError), string(engine.LevelError)},
		"LevelDebug":         {string(LevelDebug), string(engine.LevelDebug)},
	} {
		if pair[0] != pair[1] {
			t.Errorf("%s is %v at the root and %v in its stage", name, pair[0], pair[1])
		}
	}
}
