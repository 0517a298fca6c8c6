//go:build linux

package wasm

import (
	"fmt"
	"unsafe"

	"golang.org/x/sys/unix"
)

// fill lays the snapshot's memory out in a memfd: its non-zero blocks
// where they go, the rest holes (which read as zero and take nothing).
// Without one (an old kernel, a sandbox that refuses memfd_create, no room
// in memory for it) the image keeps the snapshot and restores by copying.
func (im *Image) fill() error {
	p := im.p
	fd, err := unix.MemfdCreate("earshot-snapshot", unix.MFD_CLOEXEC)
	if err != nil {
		return nil // restore by copying
	}
	fail := func(error) error {
		unix.Close(fd)
		im.bytes = 0
		return nil // restore by copying
	}
	if err := unix.Ftruncate(fd, int64(p.size)); err != nil {
		return fail(err)
	}
	// Runs of consecutive blocks are written at once.
	blocks := p.blocks
	var werr error
	p.runs(func(k, n int) {
		if werr != nil {
			return
		}
		if _, werr = unix.Pwrite(fd, blocks[:n*blockSize], int64(k)*blockSize); werr == nil {
			blocks = blocks[n*blockSize:]
			im.bytes += int64(n * blockSize)
		}
	})
	if werr != nil {
		return fail(werr)
	}
	im.fd = fd
	return nil
}

func (im *Image) closeFD() error {
	if im.fd < 0 {
		return nil
	}
	err := unix.Close(im.fd)
	im.fd = -1
	return err
}

// mapImage maps the memfd over view (the start of an instance's memory),
// private: what the instance writes is its own.
func mapImage(view []byte, fd int) error {
	if len(view) == 0 {
		return nil
	}
	_, err := unix.MmapPtr(fd, 0, unsafe.Pointer(&view[0]), uintptr(len(view)),
		unix.PROT_READ|unix.PROT_WRITE, unix.MAP_PRIVATE|unix.MAP_FIXED)
	if err != nil {
		return fmt.Errorf("wasm: mapping a snapshot image: %w", err)
	}
	return nil
}
