package cli

import (
	"fmt"
	"io"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"
)

// Text the CLI prints comes partly from extensions and repositories: file
// names, error messages, console output, tool output. A terminal acts on
// control characters in it — escape sequences clear the screen, set the
// window title, write the clipboard (OSC 52) or forge earlier lines; a
// carriage return overwrites the line; bidirectional overrides reorder it.
// So everything the CLI writes to a terminal passes through inertWriter,
// which shows each such character as an escape (\x1b, \r, \u202e) instead
// of sending it, and single-line fields (names in a table) go through
// inertLine, which escapes newlines too.

// inertRune reports whether r may be written as it is: printable
// characters, space, tab and newline. Everything else — C0 and C1
// controls, DEL, format characters (bidi overrides, zero-width ones) and
// invalid UTF-8 — is escaped.
func inertRune(r rune, keepNewline bool) bool {
	switch r {
	case '\t', ' ':
		return true
	case '\n':
		return keepNewline
	case utf8.RuneError:
		return false
	}
	return strconv.IsPrint(r)
}

// escapeRune writes the visible escape of r (or of an invalid byte b).
func escapeRune(sb *strings.Builder, r rune, size int, s string) {
	switch {
	case r == utf8.RuneError && size <= 1:
		fmt.Fprintf(sb, `\x%02x`, s[0])
	case r == '\n':
		sb.WriteString(`\n`)
	case r == '\r':
		sb.WriteString(`\r`)
	case r < 0x80:
		fmt.Fprintf(sb, `\x%02x`, r)
	case r <= 0xffff:
		fmt.Fprintf(sb, `\u%04x`, r)
	default:
		fmt.Fprintf(sb, `\U%08x`, r)
	}
}

func inert(s string, keepNewline bool) string {
	clean := true
	for _, r := range s {
		if !inertRune(r, keepNewline) {
			clean = false
			break
		}
	}
	if clean {
		return s
	}
	var sb strings.Builder
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		if inertRune(r, keepNewline) {
			sb.WriteString(s[i : i+size])
		} else {
			escapeRune(&sb, r, size, s[i:])
		}
		i += max(size, 1)
	}
	return sb.String()
}

// inertLine makes s safe to print as one line of a table or message.
func inertLine(s string) string { return inert(s, false) }

// inertWriter escapes what a terminal would act on (see above); newlines
// and tabs pass. A multi-byte character split across writes is held back
// until it is complete. Safe for concurrent use (console output arrives
// from the goroutines of different calls).
type inertWriter struct {
	mu    sync.Mutex
	w     io.Writer
	carry []byte
}

func newInertWriter(w io.Writer) *inertWriter { return &inertWriter{w: w} }

func (iw *inertWriter) Write(p []byte) (int, error) {
	iw.mu.Lock()
	defer iw.mu.Unlock()
	buf := append(iw.carry, p...)
	iw.carry = nil
	// Hold back an incomplete character at the end.
	end := len(buf)
	for back := 1; back <= utf8.UTFMax-1 && back <= len(buf); back++ {
		c := buf[len(buf)-back]
		if c < 0x80 {
			break
		}
		if utf8.RuneStart(c) {
			if !utf8.FullRune(buf[len(buf)-back:]) {
				end = len(buf) - back
			}
			break
		}
	}
	iw.carry = append([]byte(nil), buf[end:]...)
	if _, err := io.WriteString(iw.w, inert(string(buf[:end]), true)); err != nil {
		return 0, err
	}
	return len(p), nil
}
