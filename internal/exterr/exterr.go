// Package exterr makes the causes the stages wrap in an api.Error: errors
// with words of their own that errors.Is matches with one of api's
// sentinels.
package exterr

import "fmt"

// Sentinel returns an error whose message is msg and that errors.Is
// matches with sentinel (and each of also): a cause with its own words.
// It is the one type for such causes (a name that breaks the rules, a
// contract broken, a call cancelled...); errors that carry more (a limit,
// how long a call waited) have types of their own.
func Sentinel(sentinel error, msg string, also ...error) error {
	return &sentinelErr{msg: msg, is: append([]error{sentinel}, also...)}
}

// Sentinelf is Sentinel with a format.
func Sentinelf(sentinel error, format string, args ...any) error {
	return &sentinelErr{msg: fmt.Sprintf(format, args...), is: []error{sentinel}}
}

// Wrap is Sentinel for an error that also wraps cause (errors.Unwrap).
func Wrap(sentinel error, msg string, cause error) error {
	return &sentinelErr{msg: msg, is: []error{sentinel}, cause: cause}
}

type sentinelErr struct {
	msg   string
	is    []error
	cause error
}

func (e *sentinelErr) Error() string { return e.msg }
func (e *sentinelErr) Unwrap() error { return e.cause }
func (e *sentinelErr) Is(target error) bool {
	for _, s := range e.is {
		if target == s {
			return true
		}
	}
	return false
}
