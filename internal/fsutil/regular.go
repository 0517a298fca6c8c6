package fsutil

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
)

// ErrNotRegular is the cause of a read refused because the path is not a
// regular file: a FIFO, a device, a socket or a folder. Reading one could
// hang (a FIFO with no writer, a terminal), never end (/dev/zero) or take
// input meant for someone else (/dev/stdin).
var ErrNotRegular = errors.New("not a regular file")

// NotRegularError is a path that is not a regular file; it matches
// ErrNotRegular.
type NotRegularError struct {
	Path string
	Mode fs.FileMode
}

func (e *NotRegularError) Error() string {
	return fmt.Sprintf("%s is %s, not a regular file", e.Path, DescribeMode(e.Mode))
}

func (e *NotRegularError) Is(target error) bool { return target == ErrNotRegular }

// DescribeMode names a kind of file for messages: "a FIFO", "a folder"...
func DescribeMode(m fs.FileMode) string {
	switch {
	case m&fs.ModeNamedPipe != 0:
		return "a FIFO"
	case m&fs.ModeCharDevice != 0:
		return "a character device"
	case m&fs.ModeDevice != 0:
		return "a device"
	case m&fs.ModeSocket != 0:
		return "a socket"
	case m.IsDir():
		return "a folder"
	case m&fs.ModeSymlink != 0:
		return "a symbolic link"
	}
	return "not a plain file (" + m.Type().String() + ")"
}

// TooLargeError is a file past the size a reader accepts.
type TooLargeError struct {
	Path  string
	Limit int64
}

func (e *TooLargeError) Error() string {
	return fmt.Sprintf("%s is larger than %d bytes (the limit)", e.Path, e.Limit)
}

// OpenRegular opens path for reading if it is a regular file (following
// symbolic links), and refuses anything else with a *NotRegularError
// without reading from it: it checks before opening, and opens without
// blocking (a FIFO swapped in meanwhile cannot hang it), then checks again.
func OpenRegular(path string) (*os.File, fs.FileInfo, error) {
	st, err := os.Stat(path)
	if err != nil {
		return nil, nil, err
	}
	if !st.Mode().IsRegular() {
		return nil, nil, &NotRegularError{path, st.Mode()}
	}
	f, err := openNonBlocking(path)
	if err != nil {
		return nil, nil, err
	}
	st, err = f.Stat()
	if err != nil {
		f.Close()
		return nil, nil, err
	}
	if !st.Mode().IsRegular() {
		f.Close()
		return nil, nil, &NotRegularError{path, st.Mode()}
	}
	return f, st, nil
}

// ReadRegular reads the regular file at path, of at most limit bytes (a
// larger one is a *TooLargeError; it is not read past the limit).
func ReadRegular(path string, limit int64) ([]byte, error) {
	b, _, err := ReadRegularStat(path, limit)
	return b, err
}

// ReadRegularStat is ReadRegular that also returns the file's stat, taken
// from the open file before it was read (see SeeBytes).
func ReadRegularStat(path string, limit int64) ([]byte, fs.FileInfo, error) {
	f, st, err := OpenRegular(path)
	if err != nil {
		return nil, nil, err
	}
	defer f.Close()
	if st.Size() > limit {
		return nil, nil, &TooLargeError{path, limit}
	}
	// Read into a buffer of the file's size (one read for a big file,
	// instead of a growing buffer); a file that grew is read on.
	// (ReadFrom grows a buffer with less than bytes.MinRead free: a
	// file of exactly its size was copied into one twice as big.)
	buf := bytes.NewBuffer(make([]byte, 0, st.Size()+bytes.MinRead))
	_, err = buf.ReadFrom(io.LimitReader(f, limit+1))
	b := buf.Bytes()
	if err != nil {
		return nil, nil, err
	}
	if int64(len(b)) > limit {
		return nil, nil, &TooLargeError{path, limit}
	}
	return b, st, nil
}
