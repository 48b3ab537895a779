package ndntlv

import (
	"bytes"
	"fmt"
	"testing"
)

var (
	sizes      = []int{100, 1024, 8192}
	names      = []int{3, 12}
	sinkWire   []byte
	sinkPacket *Packet
)

func TestRoundTrip(t *testing.T) {
	for _, size := range sizes {
		for _, n := range names {
			p := MakePacket(size, n)
			wire := Encode(p)
			q, err := Decode(wire)
			if err != nil || len(q.Name) != n || !bytes.Equal(q.Content, p.Content) || q.Freshness != 4000 {
				t.Fatalf("%d/%d: round trip failed: %v", size, n, err)
			}
			if again := AppendTo(make([]byte, 0, 4), p); !bytes.Equal(again, wire) {
				t.Fatalf("%d/%d: AppendTo differs from Encode", size, n)
			}
		}
	}
}

// BenchmarkTLV/{op}/{size}/{names}: one packet per op.
func BenchmarkTLV(b *testing.B) {
	for _, op := range []string{"encode", "decode"} {
		for _, size := range sizes {
			for _, n := range names {
				p := MakePacket(size, n)
				wire := Encode(p)
				// A sender reuses its buffer and a receiver its Packet, as in a forwarding loop.
				buf := make([]byte, 0, len(wire))
				q := &Packet{}
				b.Run(fmt.Sprintf("%s/%d/%d", op, size, n), func(b *testing.B) {
					b.ReportAllocs()
					for i := 0; i < b.N; i++ {
						if op == "encode" {
							buf = AppendTo(buf[:0], p)
						} else if err := DecodeInto(q, wire); err != nil {
							b.Fatal(err)
						}
					}
					sinkWire, sinkPacket = buf, q
				})
			}
		}
	}
}
