package extensions

import "sync"

// logBook keeps the most recent console lines of each extension.
type logBook struct {
	mu   sync.Mutex
	max  int
	logs map[string][]Log
}

func newLogBook(max int) *logBook { return &logBook{max: max, logs: map[string][]Log{}} }

func (b *logBook) add(l Log) {
	b.mu.Lock()
	defer b.mu.Unlock()
	s := append(b.logs[l.Extension], l)
	if len(s) > b.max {
		s = append(s[:0:0], s[len(s)-b.max:]...)
	}
	b.logs[l.Extension] = s
}

func (b *logBook) get(ext string) []Log {
	b.mu.Lock()
	defer b.mu.Unlock()
	return append([]Log(nil), b.logs[ext]...)
}
