package platform

import (
	"context"
	"encoding/json"
	"math"
	"strings"
	"time"
	"unicode/utf8"
)

// Progress is what an extension reports with context.progress(...) during
// a call.
type Progress struct {
	// Message says what the call is doing ("" if it did not say).
	Message string
	// Progress and Total are how far it is and how far it goes; 0 when it
	// did not say (Total 0: unknown).
	Progress, Total float64
}

type progressKey struct{}

// WithProgress returns a context whose task delivers its progress reports
// to f (on the instance's goroutine: f must not block for long).
func WithProgress(ctx context.Context, f func(Progress)) context.Context {
	return context.WithValue(ctx, progressKey{}, &progressSink{f: f})
}

// progressSink throttles one call's reports: at most one every
// progressEvery, except a changed message and the last one (progress
// reaching total), so that a loop reporting every item cannot flood the
// embedder, the MCP client or the terminal.
type progressSink struct {
	f    func(Progress)
	last time.Time
	msg  string
}

const (
	progressEvery = 50 * time.Millisecond
	// maxProgressMessage bounds a message, in bytes.
	maxProgressMessage = 1000
)

func (s *progressSink) report(p Progress) {
	now := time.Now()
	final := p.Total > 0 && p.Progress >= p.Total
	if !s.last.IsZero() && now.Sub(s.last) < progressEvery && p.Message == s.msg && !final {
		return
	}
	s.last, s.msg = now, p.Message
	s.f(p)
}

// opProgress is context.progress({message, progress, total}).
func opProgress(i *Instance, args, _ []byte) Reply {
	var a struct {
		Message         *string
		Progress, Total *float64
	}
	if err := json.Unmarshal(args, &a); err != nil {
		return Reply{Err: typeError("progress(): %v", err)}
	}
	var p Progress
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
			return Reply{Err: rangeError("progress(): %s must be a finite number, 0 or more", f.name)}
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

func init() {
	register(&Op{Name: "call.progress", Limits: "one report per 50 ms (a new message, and the last, always); 1,000 bytes of message",
		Test: "TestProgress", Run: opProgress})
}
