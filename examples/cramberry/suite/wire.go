package cramberry

// The wire format (this suite's own, in the spirit of Cramberry): fields in declaration order, no tags.
//   unsigned ints: uvarint · signed ints: zigzag varint · bool: 1 byte · float64: 8 bytes little-endian
//   string, []byte: uvarint length + bytes · slice: uvarint count + elements · struct: its fields inline
import (
	"encoding/binary"
	"errors"
	"math"
)

var errShort = errors.New("cramberry: truncated input")

func sizeUvarint(v uint64) int {
	n := 1
	for v >= 0x80 {
		v >>= 7
		n++
	}
	return n
}

func zigzag(v int64) uint64   { return uint64(v<<1) ^ uint64(v>>63) }
func unzigzag(u uint64) int64 { return int64(u>>1) ^ -int64(u&1) }

func sizeVarint(v int64) int                { return sizeUvarint(zigzag(v)) }
func sizeString(s string) int               { return sizeUvarint(uint64(len(s))) + len(s) }
func sizeBytes(b []byte) int                { return sizeUvarint(uint64(len(b))) + len(b) }
func appendVarint(b []byte, v int64) []byte { return binary.AppendUvarint(b, zigzag(v)) }

func appendBool(b []byte, v bool) []byte {
	if v {
		return append(b, 1)
	}
	return append(b, 0)
}

func appendFloat64(b []byte, v float64) []byte {
	return binary.LittleEndian.AppendUint64(b, math.Float64bits(v))
}

func appendString(b []byte, s string) []byte {
	b = binary.AppendUvarint(b, uint64(len(s)))
	return append(b, s...)
}

func appendBytes(b []byte, p []byte) []byte {
	b = binary.AppendUvarint(b, uint64(len(p)))
	return append(b, p...)
}

// reader decodes without copying until a string or []byte needs its own memory; the first error sticks.
type reader struct {
	b   []byte
	off int
	err error
}

func (r *reader) uvarint() uint64 {
	v, n := binary.Uvarint(r.b[r.off:])
	if n <= 0 {
		r.fail()
		return 0
	}
	r.off += n
	return v
}

func (r *reader) varint() int64 { return unzigzag(r.uvarint()) }

func (r *reader) bool() bool {
	if r.off >= len(r.b) {
		r.fail()
		return false
	}
	r.off++
	return r.b[r.off-1] != 0
}

func (r *reader) float64() float64 {
	if len(r.b)-r.off < 8 {
		r.fail()
		return 0
	}
	v := math.Float64frombits(binary.LittleEndian.Uint64(r.b[r.off:]))
	r.off += 8
	return v
}

func (r *reader) raw() []byte {
	n := r.uvarint()
	if r.err != nil || n > uint64(len(r.b)-r.off) {
		r.fail()
		return nil
	}
	p := r.b[r.off : r.off+int(n)]
	r.off += int(n)
	return p
}

func (r *reader) str() string { return string(r.raw()) }

func (r *reader) bytes() []byte {
	p := r.raw()
	if p == nil {
		return nil
	}
	return append([]byte(nil), p...)
}

// count reads a slice length and refuses one larger than the bytes left (each element takes ≥ 1 byte).
func (r *reader) count() int {
	n := r.uvarint()
	if n > uint64(len(r.b)-r.off) {
		r.fail()
		return 0
	}
	return int(n)
}

func (r *reader) fail() {
	if r.err == nil {
		r.err = errShort
	}
	r.off = len(r.b)
}

func (r *reader) done() error {
	if r.err == nil && r.off != len(r.b) {
		return errors.New("cramberry: trailing bytes")
	}
	return r.err
}
