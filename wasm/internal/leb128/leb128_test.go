package leb128

import (
	"bytes"
	"testing"
)

func TestAppendInt(t *testing.T) {
	for _, c := range []struct {
		v    int64
		want []byte
	}{
		{0, []byte{0}}, {1, []byte{1}}, {-1, []byte{0x7f}}, {63, []byte{0x3f}}, {64, []byte{0xc0, 0}},
		{-64, []byte{0x40}}, {-65, []byte{0xbf, 0x7f}}, {1 << 16, []byte{0x80, 0x80, 0x04}},
		{-1 << 63, []byte{0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x7f}},
	} {
		if got := AppendInt(nil, c.v); !bytes.Equal(got, c.want) {
			t.Errorf("%d: % x, want % x", c.v, got, c.want)
		}
	}
}
