package net_test

import (
	"testing"

	"github.com/earshot/extensions/internal/testutil"
)

func TestMain(m *testing.M) { testutil.Main(m) }
