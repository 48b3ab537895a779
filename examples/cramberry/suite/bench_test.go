package cramberry

// go test -run '^$' -bench . -benchmem -count 1 -benchtime 40ms (five rounds: see ../benchgate.yml)
// Names: Benchmark{Encode,Decode}/{msg}/{impl}, where impl is cramberry/generated, cramberry/reflection,
// gob or json. Each reports the encoded size as a custom metric, B/msg.
import (
	"bytes"
	"encoding/gob"
	"encoding/json"
	"os"
	"reflect"
	"testing"
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
}

type codec[T any] struct {
	name string
	enc  func(*T) []byte
	dec  func([]byte, *T) error
}

func codecs[T any, P message[T]](sample *T) []codec[T] {
	g := newGobCodec(sample)
	return []codec[T]{
		{"cramberry/generated", func(v *T) []byte { return P(v).MarshalCram() }, func(b []byte, v *T) error { return P(v).UnmarshalCram(b) }},
		{"cramberry/reflection", func(v *T) []byte { return Marshal(v) }, func(b []byte, v *T) error { return Unmarshal(b, v) }},
		{"gob", g.encode, g.decode},
		{"json", func(v *T) []byte {
			b, err := json.Marshal(v)
			if err != nil {
				panic(err)
			}
			return b
		}, func(b []byte, v *T) error { return json.Unmarshal(b, v) }},
	}
}

// gobCodec measures gob in its steady state, as on a long-lived stream: the type descriptors go out
// once (here, with a first message at set-up), after which each message carries only its values.
type gobCodec[T any] struct {
	buf bytes.Buffer
	enc *gob.Encoder
	src bytes.Reader // an io.ByteReader, so the decoder reads exactly one message and buffers nothing
	dec *gob.Decoder
}

func newGobCodec[T any](sample *T) *gobCodec[T] {
	g := &gobCodec[T]{}
	g.enc = gob.NewEncoder(&g.buf)
	g.dec = gob.NewDecoder(&g.src)
	var first T
	if err := g.decode(g.encode(sample), &first); err != nil {
		panic(err)
	}
	return g
}

func (g *gobCodec[T]) encode(v *T) []byte {
	g.buf.Reset()
	if err := g.enc.Encode(v); err != nil {
		panic(err)
	}
	return bytes.Clone(g.buf.Bytes()) // the caller owns its message, as with the other encoders
}

func (g *gobCodec[T]) decode(b []byte, v *T) error {
	g.src.Reset(b)
	return g.dec.Decode(v)
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
				out = c.enc(&v)
			}
			b.ReportMetric(float64(len(out)), "B/msg")
		})
	}
}

func decodeAll[T any, P message[T]](b *testing.B, msg string, v T) {
	for _, c := range codecs[T, P](&v) {
		data := c.enc(&v)
		out := new(T)
		b.Run(msg+"/"+c.name, func(b *testing.B) {
			var zero T
			for i := 0; i < b.N; i++ {
				*out = zero // every decoder starts from an empty message
				if err := c.dec(data, out); err != nil {
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
			var out T
			data := c.enc(&v)
			if err := c.dec(data, &out); err != nil || !reflect.DeepEqual(out, v) {
				t.Errorf("%s/%s (grow=%v): round trip failed (%v): %+v", msg, c.name, grow, err, out)
			}
			if len(data) > 1 {
				if err := c.dec(data[:len(data)-1], &out); err == nil {
					t.Errorf("%s/%s: a truncated message decoded without error", msg, c.name)
				}
			}
		}
	}
	GrowSlices = os.Getenv("BENCH_VARIANT") == "head"
}
