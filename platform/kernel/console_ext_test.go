package kernel_test

import (
	"context"
	"testing"

	"github.com/earshot/extensions/api"
	"github.com/earshot/extensions/internal/jstest"
)

// TestConsoleBudget: a call's console lines stop at the budget (1,000
// lines or 1 Mi characters), the prelude saying how many were dropped;
// the next call has a budget of its own.
func TestConsoleBudget(t *testing.T) {
	var logs []api.Log
	cfg := jstest.Config(t)
	cfg.Log = func(l api.Log) { logs = append(logs, l) }
	x := jstest.Load(t, "faults.js", cfg)
	r, _ := x.Call(context.Background(), "chatty", []byte(`{}`))
	if r.Output != "said a lot" {
		t.Fatalf("%+v", r)
	}
	if len(logs) != 1001 || logs[999].Text != "line 999" || logs[1000].Level != api.LevelWarn ||
		logs[1000].Text != "[earshot] 4000 more console lines were dropped: the limit is 1000 lines or 1048576 characters per call" {
		t.Fatalf("%d lines, last %+v", len(logs), logs[len(logs)-1])
	}
	// The budget is per call.
	logs = nil
	x.Call(context.Background(), "chatty", []byte(`{}`))
	if len(logs) != 1001 {
		t.Fatalf("second call: %d lines", len(logs))
	}
}
