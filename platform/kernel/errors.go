package kernel

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"regexp"
	"strings"
	"syscall"
)

// JSError is an error JavaScript receives as a particular class (Name:
// "TypeError", "AbortError", ...), with Node's fields for system errors.
type JSError struct {
	Name    string
	Message string
	// Code, Errno, Syscall, Path and Dest are Node's: code "ENOENT", errno
	// -2 (libuv's: the negative errno on Linux), syscall "open".
	Code    string
	Errno   int
	Syscall string
	Path    string
	Dest    string
	// Library and Reason are OpenSSL's, on a TLS error Node takes from it
	// (ERR_SSL_WRONG_VERSION_NUMBER: "SSL routines", "wrong version
	// number").
	Library string
	Reason  string
	// Cause is the error's cause, described as describeError does (fetch's
	// "fetch failed" has the connect or TLS error as its cause, as in Node).
	Cause map[string]any
}

func (e *JSError) Error() string { return e.Message }

func TypeError(format string, a ...any) error {
	return &JSError{Name: "TypeError", Message: fmt.Sprintf(format, a...)}
}

func RangeError(format string, a ...any) error {
	return &JSError{Name: "RangeError", Message: fmt.Sprintf(format, a...)}
}

// NodeError is a Node error with a code but no errno ("ERR_INVALID_ARG_TYPE").
func NodeError(name, code, format string, a ...any) error {
	return &JSError{Name: name, Code: code, Message: fmt.Sprintf(format, a...)}
}

func DescribeError(err error) map[string]any {
	var je *JSError
	if !errors.As(err, &je) {
		name := "Error"
		if errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) {
			name = "AbortError"
		}
		return map[string]any{"name": name, "message": err.Error()}
	}
	m := map[string]any{"name": je.Name, "message": je.Message}
	if m["name"] == "" {
		m["name"] = "Error"
	}
	if je.Code != "" {
		m["code"] = je.Code
	}
	if je.Errno != 0 {
		m["errno"] = je.Errno
	}
	if je.Syscall != "" {
		m["syscall"] = je.Syscall
	}
	if je.Path != "" {
		m["path"] = je.Path
	}
	if je.Dest != "" {
		m["dest"] = je.Dest
	}
	// je may be shared (a package-level error): read it, never write it.
	library, reason := je.Library, je.Reason
	if library == "" {
		library, reason = opensslParts(je.Code, je.Message)
	}
	if library != "" {
		m["library"], m["reason"] = library, reason
	}
	if je.Cause != nil {
		m["cause"] = je.Cause
	}
	return m
}

// errnoNames are the codes Node gives the errors the file system and
// processes return, with their messages (libuv's uv_strerror).
var errnoNames = map[syscall.Errno][2]string{
	syscall.ENOENT:       {"ENOENT", "no such file or directory"},
	syscall.EEXIST:       {"EEXIST", "file already exists"},
	syscall.EACCES:       {"EACCES", "permission denied"},
	syscall.EPERM:        {"EPERM", "operation not permitted"},
	syscall.ENOTDIR:      {"ENOTDIR", "not a directory"},
	syscall.EISDIR:       {"EISDIR", "illegal operation on a directory"},
	syscall.ENOTEMPTY:    {"ENOTEMPTY", "directory not empty"},
	syscall.EBADF:        {"EBADF", "bad file descriptor"},
	syscall.EINVAL:       {"EINVAL", "invalid argument"},
	syscall.EMFILE:       {"EMFILE", "too many open files"},
	syscall.ENOSPC:       {"ENOSPC", "no space left on device"},
	syscall.EXDEV:        {"EXDEV", "cross-device link not permitted"},
	syscall.ELOOP:        {"ELOOP", "too many symbolic links encountered"},
	syscall.ENAMETOOLONG: {"ENAMETOOLONG", "name too long"},
	syscall.EROFS:        {"EROFS", "read-only file system"},
	syscall.EBUSY:        {"EBUSY", "resource busy or locked"},
	syscall.ENOMEM:       {"ENOMEM", "not enough memory"},
	syscall.EAGAIN:       {"EAGAIN", "resource temporarily unavailable"},
	syscall.EPIPE:        {"EPIPE", "broken pipe"},
	syscall.ESRCH:        {"ESRCH", "no such process"},
	syscall.E2BIG:        {"E2BIG", "argument list too long"},
	syscall.ETXTBSY:      {"ETXTBSY", "text file is busy"},
	syscall.EFBIG:        {"EFBIG", "file too large"},
	syscall.EIO:          {"EIO", "i/o error"},
}

// SysError turns a Go error from the file system or a process into Node's
// error: "ENOENT: no such file or directory, open 'x.txt'", with code,
// errno, syscall and path (and dest, for two-path calls).
func SysError(err error, syscallName, path, dest string) error {
	var je *JSError
	if errors.As(err, &je) {
		return err
	}
	var errno syscall.Errno
	if !errors.As(err, &errno) {
		switch {
		case errors.Is(err, fs.ErrNotExist):
			errno = syscall.ENOENT
		case errors.Is(err, fs.ErrExist):
			errno = syscall.EEXIST
		case errors.Is(err, fs.ErrPermission):
			errno = syscall.EACCES
		case errors.Is(err, exec.ErrNotFound):
			errno = syscall.ENOENT
		default:
			return &JSError{Name: "Error", Message: fmt.Sprintf("%s '%s': %v", syscallName, path, unwrapPathError(err)), Syscall: syscallName, Path: path}
		}
	}
	code, msg := errno.Error(), errno.Error()
	if n, ok := errnoNames[errno]; ok {
		code, msg = n[0], n[1]
	}
	text := fmt.Sprintf("%s: %s, %s", code, msg, syscallName)
	if path != "" {
		text += " '" + path + "'"
	}
	if dest != "" {
		text += " -> '" + dest + "'"
	}
	return &JSError{Name: "Error", Message: text, Code: code, Errno: -int(errno), Syscall: syscallName, Path: path, Dest: dest}
}

func unwrapPathError(err error) error {
	var pe *os.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	var le *os.LinkError
	if errors.As(err, &le) {
		return le.Err
	}
	return err
}

var opensslMessage = regexp.MustCompile(`^error:[0-9A-F]{8}:([^:]+)::(.+)$`)

// opensslParts are the library and reason of an ERR_OSSL_ error whose
// message is OpenSSL's ("", "" for other errors).
func opensslParts(code, message string) (library, reason string) {
	if !strings.HasPrefix(code, "ERR_OSSL_") {
		return "", ""
	}
	if m := opensslMessage.FindStringSubmatch(message); m != nil {
		return m[1], m[2]
	}
	return "", ""
}

// Ended is the error of work stopped because its task ended (ctx is the
// task's), nil while it goes on: an AbortError.
func Ended(ctx context.Context) error {
	if ctx.Err() == nil {
		return nil
	}
	return &JSError{Name: "AbortError", Message: fmt.Sprintf("the call ended: %v", context.Cause(ctx))}
}
