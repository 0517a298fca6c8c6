package kernel

import (
	"context"
	"math"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/earshot/extensions/api"
)

type progressKey struct{}

// WithProgress returns a context whose task delivers its progress reports
// to f (on the instance's goroutine: f must not block for long).
func WithProgress(ctx context.Context, f func(api.Progress)) context.Context {
	return context.WithValue(ctx, progressKey{}, &progressSink{f: f})
}

// progressSink throttles one call's reports: at most one every
// progressEvery, whatever their messages, so that a loop reporting every
// item — or a new message each time — cannot flood the embedder, the MCP
// client or the terminal. A report that comes too soon is held, and
// replaced by the next one; the last one held is delivered when the window
// ends (at the next report) or when the call ends, and the first final
// report (progress reaching total) at once — so the receiver always hears
// the latest state.
type progressSink struct {
	mu    sync.Mutex
	f     func(api.Progress)
	last  time.Time
	held  *api.Progress
	final bool // a final report went out at once (only one may)
}

const (
	progressEvery = 50 * time.Millisecond
	// maxProgressMessage bounds a message, in bytes.
	maxProgressMessage = 1000
)

func (s *progressSink) report(p api.Progress) {
	s.mu.Lock()
	now := time.Now()
	final := p.Total > 0 && p.Progress >= p.Total && !s.final
	if !s.last.IsZero() && now.Sub(s.last) < progressEvery && !final {
		s.held = &p
		s.mu.Unlock()
		return
	}
	s.last, s.held = now, nil
	s.final = s.final || final
	s.mu.Unlock()
	s.f(p)
}

// flush delivers the report held back, if any (the call is ending).
func (s *progressSink) flush() {
	s.mu.Lock()
	p := s.held
	s.held = nil
	s.mu.Unlock()
	if p != nil {
		s.f(*p)
	}
}

// due is how long until the report held back may go; ok is false when
// none is held.
func (s *progressSink) due() (time.Duration, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.held == nil {
		return 0, false
	}
	return max(0, time.Until(s.last.Add(progressEvery))), true
}

// ProgressDue reports how long until a progress report the running task's
// receiver holds back may be delivered (ok is false when none is held):
// the engine, waiting for the task, wakes then and calls FlushProgress.
func (i *Instance) ProgressDue() (d time.Duration, ok bool) {
	i.mu.Lock()
	task := i.task
	i.mu.Unlock()
	if s, ok := task.Value(progressKey{}).(*progressSink); ok {
		return s.due()
	}
	return 0, false
}

// FlushProgress delivers the progress report the running task holds back,
// if any.
func (i *Instance) FlushProgress() {
	i.mu.Lock()
	task := i.task
	i.mu.Unlock()
	flushProgress(task)
}

// flushProgress delivers what the task's progress receiver still holds.
func flushProgress(task context.Context) {
	if s, ok := task.Value(progressKey{}).(*progressSink); ok {
		s.flush()
	}
}

// opProgress is context.progress({message, progress, total}).
func opProgress(i *Instance, a struct {
	Message         *string
	Progress, Total *float64
}, _ []byte) Reply {
	var p api.Progress
	if a.Message != nil {
		p.Message = *a.Message
		if len(p.Message) > maxProgressMessage {
			cut := maxProgressMessage
			for cut > 0 && !utf8.RuneStart(p.Message[cut]) {
				cut--
			}
			p.Message = p.Message[:cut] + "…"
		}
		p.Message = strings.ToValidUTF8(p.Message, "\uFFFD")
	}
	for _, f := range []struct {
		v    *float64
		to   *float64
		name string
	}{{a.Progress, &p.Progress, "progress"}, {a.Total, &p.Total, "total"}} {
		if f.v == nil {
			continue
		}
		if math.IsNaN(*f.v) || math.IsInf(*f.v, 0) || *f.v < 0 {
			return Reply{Err: RangeError("progress(): %s must be a finite number, 0 or more", f.name)}
		}
		*f.to = *f.v
	}
	i.mu.Lock()
	task := i.task
	i.mu.Unlock()
	if s, ok := task.Value(progressKey{}).(*progressSink); ok && task.Err() == nil {
		s.report(p)
	}
	return Reply{}
}

// progressOps are the operations of this file.
func progressOps() []*Op {
	return []*Op{Def(Op{Name: "call.progress", Limits: "one report per 50 ms, whatever its message (the latest held is delivered; the final one at once); 1,000 bytes of message",
		Test: "TestProgress"}, opProgress)}
}
