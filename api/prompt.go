package api

import "context"

// Answer is a person's answer to a permission prompt.
type Answer int

// Answers.
const (
	// Decline refuses the call.
	Decline Answer = 0
	// AllowOnce lets this call run.
	AllowOnce Answer = 1
	// AllowAlways lets this call run, and saves an allow rule for the tool
	// (in the project's settings.local.json, or for a user extension the
	// user's settings.json), so that it is not asked again.
	AllowAlways Answer = 2
)

// PromptRequest is what a permission prompt shows.
type PromptRequest struct {
	// Rule is the permission check, always Extension(<extension>__<tool>).
	Rule string
	// Tool is the qualified tool name (the rule's target).
	Tool      string
	Extension string
	// Title and Detail are the extension's text when it supplied some
	// (sanitized: no terminal control characters, length-capped), else the
	// defaults: the tool's name and its input as indented JSON.
	Title, Detail string
	// FromExtension reports whether Title and Detail came from the
	// extension's permission(input).
	FromExtension bool
	// PromptError is set when the extension's permission(input) failed; the
	// defaults are shown instead and the prompt should say so.
	PromptError error
	// RuleFile is where a person can add an allow rule for the tool by
	// hand: the project's settings.local.json, or for a user extension the
	// user's settings.json.
	RuleFile string
}

// Prompter asks a person whether a call may run. It is supplied by the
// program that embeds the host (earshot's UI, the CLI's terminal prompt).
// Prompt must return when ctx is done: the Host cancels it when the call
// ends or the Host closes, and does not wait for a Prompter that goes on.
type Prompter interface {
	Prompt(ctx context.Context, req PromptRequest) (Answer, error)
}

// PrompterFunc adapts a function to Prompter.
type PrompterFunc func(ctx context.Context, req PromptRequest) (Answer, error)

// Prompt calls f.
func (f PrompterFunc) Prompt(ctx context.Context, req PromptRequest) (Answer, error) {
	return f(ctx, req)
}

// Unavailable is implemented by a Prompter that can tell beforehand that
// nobody can be asked now (no terminal, a client without elicitation): the
// call is then refused with its error, without running the extension's
// permission() — its own code — for nothing.
type Unavailable interface {
	Unavailable(ctx context.Context) error
}
