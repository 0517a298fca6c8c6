//go:build !race

package testutil

// Race reports whether the tests run under the race detector (which slows
// them several times and makes memory measurements meaningless).
const Race = false
