package cramberry

// go test -run '^$' -bench . -benchmem -count 1 -benchtime 40ms (five rounds: see ../benchgate.yml)
// Names: Benchmark{Encode,Decode}/{msg}/{impl}, where impl is cramberry/generated, cramberry/reflection,
// protobuf or json. Each reports the encoded size as a custom metric, B/msg.
import (
	"bytes"
	"encoding/json"
	"os"
	"reflect"
	"testing"

	"google.golang.org/protobuf/proto"
)

func init() {
	// The deliberate head change: see GrowSlices.
	GrowSlices = os.Getenv("BENCH_VARIANT") == "head"
}

type message[T any] interface {
	*T
	MarshalCram() []byte
	SizeCram() int
	UnmarshalCram([]byte) error
	ToProto() proto.Message
	FromProto(proto.Message)
}

// codec encodes one sample value and decodes into a value of its own, each decode starting from an
// empty message; out returns the decoded value as a T, for TestRoundTrip.
type codec[T any] struct {
	name string
	enc  func() []byte
	dec  func([]byte) error
	out  func() T
}

func codecs[T any, P message[T]](v *T) []codec[T] {
	var zero, gen, refl, js T
	// protobuf works on its generated structs: the sample is converted once, here, not in the loop.
	pbIn := P(v).ToProto()
	pbOut := pbIn.ProtoReflect().New().Interface()
	return []codec[T]{
		{"cramberry/generated", func() []byte { return P(v).MarshalCram() },
			func(b []byte) error { gen = zero; return P(&gen).UnmarshalCram(b) },
			func() T { return gen }},
		{"cramberry/reflection", func() []byte { return Marshal(v) },
			func(b []byte) error { refl = zero; return Unmarshal(b, &refl) },
			func() T { return refl }},
		{"protobuf", func() []byte {
			b, err := proto.Marshal(pbIn)
			if err != nil {
				panic(err)
			}
			return b
		}, func(b []byte) error { return proto.Unmarshal(b, pbOut) }, // Unmarshal resets pbOut first
			func() T { var t T; P(&t).FromProto(pbOut); return t }},
		{"json", func() []byte {
			b, err := json.Marshal(v)
			if err != nil {
				panic(err)
			}
			return b
		}, func(b []byte) error { js = zero; return json.Unmarshal(b, &js) },
			func() T { return js }},
	}
}

func BenchmarkEncode(b *testing.B) {
	encodeAll(b, "Small", NewSmall(1))
	encodeAll(b, "Metrics", NewMetrics())
	encodeAll(b, "Person", NewPerson())
	encodeAll(b, "Document", NewDocument())
	encodeAll(b, "Event", NewEvent())
	encodeAll(b, "Batch100", NewBatch100())
}

func BenchmarkDecode(b *testing.B) {
	decodeAll(b, "Small", NewSmall(1))
	decodeAll(b, "Metrics", NewMetrics())
	decodeAll(b, "Person", NewPerson())
	decodeAll(b, "Document", NewDocument())
	decodeAll(b, "Event", NewEvent())
	decodeAll(b, "Batch100", NewBatch100())
}

func encodeAll[T any, P message[T]](b *testing.B, msg string, v T) {
	for _, c := range codecs[T, P](&v) {
		b.Run(msg+"/"+c.name, func(b *testing.B) {
			var out []byte
			for i := 0; i < b.N; i++ {
				out = c.enc()
			}
			b.ReportMetric(float64(len(out)), "B/msg")
		})
	}
}

func decodeAll[T any, P message[T]](b *testing.B, msg string, v T) {
	for _, c := range codecs[T, P](&v) {
		data := c.enc()
		b.Run(msg+"/"+c.name, func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				if err := c.dec(data); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(len(data)), "B/msg")
		})
	}
}

func TestRoundTrip(t *testing.T) {
	roundTrip(t, "Small", NewSmall(1))
	roundTrip(t, "Metrics", NewMetrics())
	roundTrip(t, "Person", NewPerson())
	roundTrip(t, "Document", NewDocument())
	roundTrip(t, "Event", NewEvent())
	roundTrip(t, "Batch100", NewBatch100())
}

func roundTrip[T any, P message[T]](t *testing.T, msg string, v T) {
	if g, r := P(&v).MarshalCram(), Marshal(&v); !bytes.Equal(g, r) || len(g) != P(&v).SizeCram() {
		t.Errorf("%s: generated and reflection encodings differ:\n%x\n%x", msg, g, r)
	}
	for _, grow := range []bool{false, true} {
		GrowSlices = grow
		for _, c := range codecs[T, P](&v) {
			data := c.enc()
			if err := c.dec(data); err != nil || !reflect.DeepEqual(c.out(), v) {
				t.Errorf("%s/%s (grow=%v): round trip failed (%v): %+v", msg, c.name, grow, err, c.out())
			}
			if len(data) > 1 {
				if err := c.dec(data[:len(data)-1]); err == nil {
					t.Errorf("%s/%s: a truncated message decoded without error", msg, c.name)
				}
			}
		}
	}
	GrowSlices = os.Getenv("BENCH_VARIANT") == "head"
}
