package engine

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/earshot/extensions/api"
	"github.com/earshot/extensions/internal/schema"
)

// CheckInput validates input against the tool's inputSchema.
func (x *Extension) CheckInput(tool string, input []byte) error {
	i, ok := x.index[tool]
	if !ok {
		return fmt.Errorf("extension %s has no tool %q", x.src.Name, tool)
	}
	fail := func(err error) error {
		return &api.Error{Extension: x.src.Name, Phase: api.PhaseCall, File: x.src.File, Property: tool, Err: err}
	}
	if len(input) > x.cfg.Limits.InputLimit {
		return fail(invalidInput{fmt.Errorf("the input is %d bytes of JSON; the limit is %d", len(input), x.cfg.Limits.InputLimit), api.LimitInput})
	}
	s, err := x.tools[i].compiledSchema()
	if err != nil {
		return fail(fmt.Errorf("the tool's inputSchema does not compile: %w", err))
	}
	if err := validateSafely(s, input); err != nil {
		return fail(invalidInput{err: err})
	}
	return nil
}

// validateSafely validates input, turning a panic of the validator (a bug
// in it, reached by some input) into an error: no input may end the host.
func validateSafely(s *schema.Schema, input []byte) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("the input could not be validated (the validator failed: %v)", r)
		}
	}()
	return s.Validate(input)
}

type invalidInput struct {
	err   error
	limit api.Limit // api.LimitInput when it was too large
}

func (e invalidInput) Limit() api.Limit     { return e.limit }
func (e invalidInput) Error() string        { return "invalid input: " + e.err.Error() }
func (e invalidInput) Unwrap() error        { return e.err }
func (e invalidInput) Is(target error) bool { return target == api.ErrInvalidInput }

// Call runs tool with input (a JSON document), which is first validated
// against the tool's inputSchema. Every failure is an error result; the
// error return is for an unknown tool only.
func (x *Extension) Call(ctx context.Context, tool string, input []byte) (Result, error) {
	if err := x.CheckInput(tool, input); err != nil {
		if e, ok := err.(*api.Error); ok {
			return Result{Output: e.Err.Error(), IsError: true, Err: err}, nil
		}
		return Result{}, err
	}
	return x.CallChecked(ctx, tool, input)
}

// CallChecked is Call for input that CheckInput has already accepted.
func (x *Extension) CallChecked(ctx context.Context, tool string, input []byte) (Result, error) {
	i, ok := x.index[tool]
	if !ok {
		return Result{}, fmt.Errorf("extension %s has no tool %q", x.src.Name, tool)
	}
	if err := context.Cause(ctx); err != nil {
		return errorResult(x.src.Name, x.src.File, tool, x.describeFailure(err, "the call")), nil
	}
	// The call timeout counts from here: the time the call waits for the
	// extension to finish the calls before it, and for a restart, is part
	// of the call as its caller sees it.
	made := time.Now()
	ctx, cancel := context.WithTimeoutCause(ctx, x.cfg.Limits.CallTimeout, timeout{kind: api.LimitCallTimeout, limit: x.cfg.Limits.CallTimeout, what: "the call"})
	defer cancel()
	ahead := int(x.calls.Add(1)) - 1
	defer x.calls.Add(-1)
	v, err := x.acquire(ctx)
	waited := time.Since(made)
	if err != nil {
		var tc timeout
		if ctx.Err() != nil && errors.As(context.Cause(ctx), &tc) && tc.kind == api.LimitCallTimeout {
			// The call's own time ran out before it could start: say
			// what it waited for — calls before it, or the instance
			// starting (and doing what).
			ct := timeout{kind: api.LimitCallTimeout, limit: x.cfg.Limits.CallTimeout, what: "the call", waited: waited, ahead: ahead, queued: true}
			var sf startFailure
			if errors.As(err, &sf) {
				ct.starting = sf.doing
			}
			err = ct
		}
		return errorResult(x.src.Name, x.src.File, tool, x.describeFailure(err, "starting")), nil
	}
	timedOut := func(err error) error {
		var tc timeout
		if errors.As(err, &tc) && tc.kind == api.LimitCallTimeout && !tc.queued && ahead > 0 && waited > x.cfg.Limits.CallTimeout/100 {
			return timeout{kind: api.LimitCallTimeout, limit: x.cfg.Limits.CallTimeout, what: "the call", waited: waited, ahead: ahead}
		}
		return err
	}
	refusals := v.plat.Refusals()
	raw, err := v.run(ctx, v.startCall(i, input, x.cfg.Limits.OutputLimit))
	if err != nil {
		x.release(v, true)
		return errorResult(x.src.Name, x.src.File, tool, x.describeFailure(timedOut(err), "the call")), nil
	}
	if bytes.Equal(raw, cancelledOutcome) || bytes.Equal(raw, unsettledOutcome) {
		// A call that did not stop when asked is over all the same: its
		// instance goes, and nothing of it runs in a later call.
		x.release(v, bytes.Equal(raw, unsettledOutcome) || v.abandon())
		return errorResult(x.src.Name, x.src.File, tool, x.describeFailure(timedOut(context.Cause(ctx)), "the call")), nil
	}
	res := normalizeResult(x.src.Name, x.src.File, tool, raw, x.cfg.Limits.OutputLimit, x.mapper.Map)
	oom := res.Err != nil && isOutOfMemory(res.Err)
	if oom {
		res.Err.(*api.Error).Err = outOfMemory{res.Err.(*api.Error).Err, x.cfg.Limits.MemoryLimit, ""}
		res.Output = res.Err.(*api.Error).Err.Error()
	}
	// After running out of memory the instance may hold on to what filled
	// it, and after an exception nobody caught (a throw in a callback, an
	// unhandled rejection) its state is as the callback left it, halfway,
	// with the rest of the call still set to run: as a Node process exits
	// on one, start the next call afresh. After another failure, what the
	// call left open goes, and an instance left at a limit starts afresh
	// too.
	restart := oom || bytes.HasPrefix(raw, []byte(uncaughtPrefix))
	switch {
	case restart:
	case res.Err != nil:
		restart = v.abandon()
	case v.plat.Refusals() != refusals:
		// A call that ran into a handle limit and caught the error
		// leaves what it leaked (a socket no one destroys, a file no one
		// closes): if the instance is still at the limit, the next call
		// starts afresh, or an extension that handles its own errors
		// would stay there.
		restart = v.stillAtLimit()
	}
	x.release(v, restart)
	return res, nil
}

// Permission runs the tool's permission(input), if it has one, for the text
// of its permission prompt. It runs under the same limits as Call.
func (x *Extension) Permission(ctx context.Context, tool string, input []byte) Prompt {
	i, ok := x.index[tool]
	if !ok || !x.tools[i].HasPermission {
		return Prompt{}
	}
	fail := func(err error) Prompt {
		return Prompt{Err: &api.Error{Extension: x.src.Name, Phase: api.PhaseCall, File: x.src.File,
			Property: tool + ".permission", Err: err}}
	}
	v, err := x.acquire(ctx)
	if err != nil {
		return fail(x.describeFailure(err, "starting"))
	}
	ctx, cancel := context.WithTimeoutCause(ctx, x.cfg.Limits.CallTimeout, timeout{kind: api.LimitCallTimeout, limit: x.cfg.Limits.CallTimeout, what: "permission()"})
	defer cancel()
	raw, err := v.run(ctx, v.script(taskScript("permission", i, string(input))))
	if err != nil {
		err = x.describeFailure(err, "permission()")
		x.release(v, true)
		return fail(err)
	}
	o, err := decodeOutcome(raw, kindPrompt, x.mapper.Map)
	x.release(v, bytes.Equal(raw, unsettledOutcome) || bytes.HasPrefix(raw, []byte(uncaughtPrefix)))
	if err == nil {
		err = o.failure(permissionTask, func() error { return x.describeFailure(context.Cause(ctx), "permission()") })
	}
	if err != nil {
		return fail(err)
	}
	d := &o.desc
	switch {
	case d.Type == "undefined" || d.Type == "null":
		return Prompt{}
	case d.Type != "object":
		return fail(fmt.Errorf("permission() returned %s, expected { title?: string, detail?: string }", article(d.Type)))
	case d.TitleType != "undefined" && d.TitleType != "string":
		return fail(fmt.Errorf("permission() returned title as %s, expected a string", article(d.TitleType)))
	case d.DetailType != "undefined" && d.DetailType != "string":
		return fail(fmt.Errorf("permission() returned detail as %s, expected a string", article(d.DetailType)))
	}
	return Prompt{Title: d.Title, Detail: d.Detail}
}
