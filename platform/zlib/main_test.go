package zlib_test

import (
	"testing"

	"github.com/earshot/extensions/internal/testutil"
)

// TestMain runs the tests hermetically: a fresh cache folder, and no
// user folder read or written (see testutil).
func TestMain(m *testing.M) { testutil.Main(m) }
