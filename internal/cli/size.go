package cli

import (
	"fmt"
	"strconv"
	"strings"
)

// byteSize is a flag value for sizes: a number of bytes, optionally with a
// unit (KB, MB, GB in powers of 1000; KiB, MiB, GiB in powers of 1024).
type byteSize uint64

var sizeUnits = []struct {
	suffix string
	mult   uint64
}{
	{"KiB", 1 << 10}, {"MiB", 1 << 20}, {"GiB", 1 << 30},
	{"KB", 1e3}, {"MB", 1e6}, {"GB", 1e9},
	{"K", 1 << 10}, {"M", 1 << 20}, {"G", 1 << 30}, {"B", 1},
}

func (s *byteSize) Set(v string) error {
	t := strings.TrimSpace(v)
	mult := uint64(1)
	for _, u := range sizeUnits {
		if strings.HasSuffix(t, u.suffix) {
			t, mult = strings.TrimSpace(strings.TrimSuffix(t, u.suffix)), u.mult
			break
		}
	}
	n, err := strconv.ParseFloat(t, 64)
	if err != nil || n < 0 {
		return fmt.Errorf("%q is not a size (examples: 128MiB, 64MB, 1048576)", v)
	}
	*s = byteSize(n * float64(mult))
	return nil
}

func (s *byteSize) String() string {
	switch v := uint64(*s); {
	case v == 0:
		return "0"
	case v%(1<<20) == 0:
		return fmt.Sprintf("%dMiB", v>>20)
	case v%(1<<10) == 0:
		return fmt.Sprintf("%dKiB", v>>10)
	default:
		return strconv.FormatUint(v, 10)
	}
}

func (s *byteSize) Type() string { return "size" }
