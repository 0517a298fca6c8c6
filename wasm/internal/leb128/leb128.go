// Package leb128 is the signed LEB128 encoding of WebAssembly's binary
// format (the unsigned one is encoding/binary's AppendUvarint), for the
// packages that write modules: the guards, the guest rewrite and its tests.
package leb128

// AppendInt appends v as a signed LEB128.
func AppendInt(b []byte, v int64) []byte {
	for {
		c := byte(v & 0x7f)
		v >>= 7
		if (v == 0 && c&0x40 == 0) || (v == -1 && c&0x40 != 0) {
			return append(b, c)
		}
		b = append(b, c|0x80)
	}
}
