package extensions

import (
	"context"

	"github.com/earshot/extensions/api"
	"github.com/earshot/extensions/gate"
	"github.com/earshot/extensions/platform"
)

// WithPrompter returns a context under which Host.Call asks p instead of
// Options.Prompter: for a program that serves several people or clients
// from one Host, each asked through their own channel.
func WithPrompter(ctx context.Context, p api.Prompter) context.Context {
	return gate.WithPrompter(ctx, p)
}

// WithProgress returns a context under which Host.Call delivers the
// call's progress reports to f, on the goroutine running the extension (f
// must not block for long, nor call into the Host). Reports come at most
// every 50 ms (the latest of those held back comes when the window ends or
// the call does; the final one, progress reaching total, at once); the
// message is sanitized as prompt text is, to one line.
func WithProgress(ctx context.Context, f func(api.Progress)) context.Context {
	return context.WithValue(ctx, progressKey{}, f)
}

type progressKey struct{}

// progressFor makes ctx carry the call's progress receiver, if it has one,
// to the platform.
func progressFor(ctx context.Context, tool string) context.Context {
	f, ok := ctx.Value(progressKey{}).(func(api.Progress))
	if !ok || f == nil {
		return ctx
	}
	return platform.WithProgress(ctx, func(p api.Progress) {
		// The message is text for people, from the extension: shown as
		// prompt text is (no escapes, controls or bidi overrides; one line).
		p.Tool, p.Message = tool, gate.SanitizeLine(p.Message, gate.MaxPromptTitle)
		f(p)
	})
}
