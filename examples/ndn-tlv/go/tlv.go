// Package ndntlv encodes and decodes an NDN-style Data packet in TLV (type-length-value) form:
//
//	Data(6) { Name(7) { GenericNameComponent(8) ... }, MetaInfo(20) { ContentType(24), FreshnessPeriod(25) }, Content(21) }
//
// Types and lengths are NDN VAR-NUMBERs: one byte below 253, else 253/254/255 and a 2/4/8-byte big-endian number.
package ndntlv

import (
	"encoding/binary"
	"errors"
	"os"
)

const (
	typeData      = 6
	typeName      = 7
	typeComponent = 8
	typeMetaInfo  = 20
	typeContent   = 21
	typeCType     = 24
	typeFreshness = 25
)

// Packet is a decoded Data packet; Name and Content alias the wire buffer (no copies).
type Packet struct {
	Name        [][]byte
	ContentType uint8
	Freshness   uint16
	Content     []byte
}

// head is the deliberate change of the example (BENCH_VARIANT=head): the Name is encoded through a
// temporary buffer per component, an allocation and a copy more per name component.
var head = os.Getenv("BENCH_VARIANT") == "head"

func varLen(v int) int {
	switch {
	case v < 253:
		return 1
	case v <= 0xffff:
		return 3
	case v <= 0xffffffff:
		return 5
	}
	return 9
}

func putVar(buf []byte, v int) int {
	switch {
	case v < 253:
		buf[0] = byte(v)
		return 1
	case v <= 0xffff:
		buf[0] = 253
		binary.BigEndian.PutUint16(buf[1:], uint16(v))
		return 3
	case v <= 0xffffffff:
		buf[0] = 254
		binary.BigEndian.PutUint32(buf[1:], uint32(v))
		return 5
	}
	buf[0] = 255
	binary.BigEndian.PutUint64(buf[1:], uint64(v))
	return 9
}

func tlvLen(typ, n int) int { return varLen(typ) + varLen(n) + n }

// Encode returns the wire form of p in a new, exactly sized buffer.
func Encode(p *Packet) []byte { return AppendTo(nil, p) }

// AppendTo appends the wire form of p to dst (growing it once at most) and returns the extended slice,
// so a sender can reuse one buffer for every packet.
func AppendTo(dst []byte, p *Packet) []byte {
	nameLen := 0
	for _, c := range p.Name {
		nameLen += tlvLen(typeComponent, len(c))
	}
	metaLen := tlvLen(typeCType, 1) + tlvLen(typeFreshness, 2)
	inner := tlvLen(typeName, nameLen) + tlvLen(typeMetaInfo, metaLen) + tlvLen(typeContent, len(p.Content))
	total := tlvLen(typeData, inner)
	start := len(dst)
	if cap(dst)-start < total {
		dst = append(dst[:cap(dst)], make([]byte, start+total-cap(dst))...)
	}
	dst = dst[:start+total]
	buf := dst[start:]
	o := putVar(buf, typeData)
	o += putVar(buf[o:], inner)
	o += putVar(buf[o:], typeName)
	o += putVar(buf[o:], nameLen)
	for _, c := range p.Name {
		if head {
			o += copy(buf[o:], componentTLV(c))
			continue
		}
		o += putVar(buf[o:], typeComponent)
		o += putVar(buf[o:], len(c))
		o += copy(buf[o:], c)
	}
	o += putVar(buf[o:], typeMetaInfo)
	o += putVar(buf[o:], metaLen)
	o += putVar(buf[o:], typeCType)
	o += putVar(buf[o:], 1)
	buf[o] = p.ContentType
	o++
	o += putVar(buf[o:], typeFreshness)
	o += putVar(buf[o:], 2)
	binary.BigEndian.PutUint16(buf[o:], p.Freshness)
	o += 2
	o += putVar(buf[o:], typeContent)
	o += putVar(buf[o:], len(p.Content))
	copy(buf[o:], p.Content)
	return dst
}

//go:noinline
func componentTLV(c []byte) []byte {
	t := make([]byte, tlvLen(typeComponent, len(c)))
	o := putVar(t, typeComponent)
	o += putVar(t[o:], len(c))
	copy(t[o:], c)
	return t
}

var errTruncated = errors.New("tlv: truncated")

func readVar(buf []byte) (int, int, error) {
	if len(buf) == 0 {
		return 0, 0, errTruncated
	}
	switch b := buf[0]; {
	case b < 253:
		return int(b), 1, nil
	case b == 253 && len(buf) >= 3:
		return int(binary.BigEndian.Uint16(buf[1:])), 3, nil
	case b == 254 && len(buf) >= 5:
		return int(binary.BigEndian.Uint32(buf[1:])), 5, nil
	case b == 255 && len(buf) >= 9:
		return int(binary.BigEndian.Uint64(buf[1:])), 9, nil
	}
	return 0, 0, errTruncated
}

// readTLV reads one element and checks its type; it returns the value and the bytes after it.
func readTLV(buf []byte, want int) ([]byte, []byte, error) {
	typ, n1, err := readVar(buf)
	if err != nil {
		return nil, nil, err
	}
	if typ != want {
		return nil, nil, errors.New("tlv: unexpected type")
	}
	l, n2, err := readVar(buf[n1:])
	if err != nil {
		return nil, nil, err
	}
	start := n1 + n2
	if l > len(buf)-start {
		return nil, nil, errTruncated
	}
	return buf[start : start+l], buf[start+l:], nil
}

// Decode parses a Data packet into a new Packet; the result aliases wire.
func Decode(wire []byte) (*Packet, error) {
	p := &Packet{}
	return p, DecodeInto(p, wire)
}

// DecodeInto parses a Data packet into p, reusing p.Name's storage, so a receiver can reuse one Packet.
func DecodeInto(p *Packet, wire []byte) error {
	data, _, err := readTLV(wire, typeData)
	if err != nil {
		return err
	}
	name, rest, err := readTLV(data, typeName)
	if err != nil {
		return err
	}
	p.Name = p.Name[:0]
	for len(name) > 0 {
		var c []byte
		if c, name, err = readTLV(name, typeComponent); err != nil {
			return err
		}
		p.Name = append(p.Name, c)
	}
	meta, rest, err := readTLV(rest, typeMetaInfo)
	if err != nil {
		return err
	}
	ct, meta, err := readTLV(meta, typeCType)
	if err != nil || len(ct) != 1 {
		return errTruncated
	}
	p.ContentType = ct[0]
	fp, _, err := readTLV(meta, typeFreshness)
	if err != nil || len(fp) != 2 {
		return errTruncated
	}
	p.Freshness = binary.BigEndian.Uint16(fp)
	if p.Content, _, err = readTLV(rest, typeContent); err != nil {
		return err
	}
	return nil
}

// MakePacket builds the deterministic test packet: names components "comp-00".."comp-NN" under /ndn/bench,
// payload bytes from a fixed xorshift sequence.
func MakePacket(size, names int) *Packet {
	p := &Packet{ContentType: 0, Freshness: 4000, Content: make([]byte, size)}
	for i := 0; i < names; i++ {
		p.Name = append(p.Name, []byte{'c', 'o', 'm', 'p', '-', byte('0' + i/10), byte('0' + i%10)})
	}
	s := uint32(0x12345678)
	for i := range p.Content {
		s ^= s << 13
		s ^= s >> 17
		s ^= s << 5
		p.Content[i] = byte(s >> 24)
	}
	return p
}
