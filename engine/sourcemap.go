package engine

import (
	"regexp"
	"strconv"
	"strings"
	"sync"

	"github.com/go-sourcemap/sourcemap"
)

// stackMapper rewrites positions in the bundle (module:line:column, as
// QuickJS writes them in stack traces) to positions in the files the bundle
// came from, using esbuild's source map.
type stackMapper struct {
	module string
	load   func() (string, error)

	mu       sync.Mutex
	pattern  *regexp.Regexp
	loaded   bool
	consumer *sourcemap.Consumer
	parsed   int // the length of the source map consumer was parsed from
}

func newStackMapper(module string, load func() (string, error)) *stackMapper {
	return &stackMapper{module: module, load: load}
}

// Map rewrites every bundle position in text. Positions it cannot map are
// left as they are. The source map is read and parsed the first time a
// position is mapped, and kept until drop.
func (m *stackMapper) Map(text string) string {
	if m == nil || !strings.Contains(text, m.module+":") {
		return text
	}
	m.mu.Lock()
	if m.pattern == nil {
		m.pattern = regexp.MustCompile(regexp.QuoteMeta(m.module) + `:(\d+):(\d+)`)
	}
	if !m.loaded {
		m.loaded = true
		if m.load != nil {
			if src, err := m.load(); err == nil && src != "" {
				m.consumer, _ = sourcemap.Parse("", []byte(src))
				m.parsed = len(src)
			}
		}
	}
	consumer := m.consumer
	m.mu.Unlock()
	if consumer == nil {
		return text
	}
	return m.pattern.ReplaceAllStringFunc(text, func(pos string) string {
		sub := m.pattern.FindStringSubmatch(pos)
		line, _ := strconv.Atoi(sub[1])
		col, _ := strconv.Atoi(sub[2])
		// QuickJS counts columns from 1; source maps from 0.
		source, _, sline, scol, ok := consumer.Source(line, col-1)
		if !ok || source == "" {
			return pos
		}
		return source + ":" + strconv.Itoa(sline) + ":" + strconv.Itoa(scol+1)
	})
}

// drop lets the parsed source map go (a few MB for a bundle with
// packages); the next position mapped reads it again. It returns the
// length of the source map it was parsed from (what it held is more).
func (m *stackMapper) drop() int {
	m.mu.Lock()
	defer m.mu.Unlock()
	n := 0
	if m.consumer != nil {
		n = m.parsed
	}
	m.loaded, m.consumer, m.parsed = false, nil, 0
	return n
}
