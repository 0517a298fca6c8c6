package bench

import (
	"testing"

	"github.com/earshot/extensions/internal/testutil"
)

// TestMain runs the tests hermetically (see testutil).
func TestMain(m *testing.M) { testutil.Main(m) }
