package cli

import "testing"

func TestByteSize(t *testing.T) {
	for in, want := range map[string]uint64{
		"1048576": 1 << 20, "128MiB": 128 << 20, "64MB": 64e6, "1.5GiB": 3 << 29, "16K": 16 << 10, "2 MiB": 2 << 20, "0": 0,
	} {
		var s byteSize
		if err := s.Set(in); err != nil || uint64(s) != want {
			t.Errorf("Set(%q) = %d, %v; want %d", in, uint64(s), err, want)
		}
	}
	for _, in := range []string{"", "lots", "-1", "12XB"} {
		var s byteSize
		if err := s.Set(in); err == nil {
			t.Errorf("Set(%q) accepted %d", in, uint64(s))
		}
	}
	s := byteSize(128 << 20)
	if s.String() != "128MiB" {
		t.Errorf("String = %s", s.String())
	}
}
