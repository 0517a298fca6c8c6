package platform

import (
	"context"
	"encoding/json"
	"time"

	"github.com/earshot/extensions/api"
	"github.com/earshot/extensions/platform/kernel"
)

// The kernel's API, as the engine and the Host use it: an instance's host
// side, its configuration and replies, and the capabilities that narrow
// it (package kernel has them; its areas add the operations).

type (
	// Config is what the host gives one extension's instance.
	Config = kernel.Config
	// Instance is the host side of one QuickJS instance.
	Instance = kernel.Instance
	// Reply is what an operation answers JavaScript.
	Reply = kernel.Reply
	// Event is the completion of an operation, or a piece of one.
	Event = kernel.Event
	// Policy is the user's narrowing of one extension.
	Policy = kernel.Policy
	// Guard keeps narrowed extensions out of earshot's own files.
	Guard = kernel.Guard
	// Network resolves names and connects for an extension.
	Network = kernel.Network
)

// ParsePolicy reads an extension's capabilities (kernel.ParsePolicy).
func ParsePolicy(raw json.RawMessage, project, home string, guard *Guard) (*Policy, error) {
	return kernel.ParsePolicy(raw, project, home, guard)
}

// NewGuard makes the Guard of a Host (kernel.NewGuard).
func NewGuard(private, code []string) *Guard { return kernel.NewGuard(private, code) }

// ErrorJSON describes err as the prelude's makeError reads it.
func ErrorJSON(err error) string { return kernel.ErrorJSON(err) }

// Location is the time zone of an extension's Date (kernel.Location).
func Location(cfg Config) *time.Location { return kernel.Location(cfg) }

// Observed is what an instance's JavaScript can learn of its host at
// start-up and keep in a snapshot (kernel.Observed).
func Observed(cfg Config) string { return kernel.Observed(cfg) }

// Absent reports whether each of absent is still not there for an
// instance under cfg (kernel.Absent).
func Absent(cfg Config, absent []string) bool { return kernel.Absent(cfg, absent) }

// WithProgress returns a context whose calls report progress to f
// (kernel.WithProgress).
func WithProgress(ctx context.Context, f func(api.Progress)) context.Context {
	return kernel.WithProgress(ctx, f)
}
