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

	once     sync.Once
	consumer *sourcemap.Consumer
	pattern  *regexp.Regexp
}

func newStackMapper(module string, load func() (string, error)) *stackMapper {
	return &stackMapper{module: module, load: load}
}

func (m *stackMapper) init() {
	m.pattern = regexp.MustCompile(regexp.QuoteMeta(m.module) + `:(\d+):(\d+)`)
	if m.load == nil {
		return
	}
	if src, err := m.load(); err == nil && src != "" {
		m.consumer, _ = sourcemap.Parse("", []byte(src))
	}
}

// Map rewrites every bundle position in text. Positions it cannot map are
// left as they are.
func (m *stackMapper) Map(text string) string {
	if m == nil || !strings.Contains(text, m.module+":") {
		return text
	}
	m.once.Do(m.init)
	if m.consumer == nil {
		return text
	}
	return m.pattern.ReplaceAllStringFunc(text, func(pos string) string {
		sub := m.pattern.FindStringSubmatch(pos)
		line, _ := strconv.Atoi(sub[1])
		col, _ := strconv.Atoi(sub[2])
		// QuickJS counts columns from 1; source maps from 0.
		source, _, sline, scol, ok := m.consumer.Source(line, col-1)
		if !ok || source == "" {
			return pos
		}
		return source + ":" + strconv.Itoa(sline) + ":" + strconv.Itoa(scol+1)
	})
}
