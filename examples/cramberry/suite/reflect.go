package cramberry

// The same wire format through reflection (cramberry.Marshal / Unmarshal in the seed): no per-type code,
// every field visited through reflect.Value. Produces the same bytes as the generated methods.
import (
	"encoding/binary"
	"fmt"
	"reflect"
)

// Marshal encodes *T for any struct T of the supported kinds.
func Marshal(v any) []byte {
	rv := reflect.ValueOf(v).Elem()
	return appendValue(make([]byte, 0, sizeValue(rv)), rv)
}

// Unmarshal decodes into the struct v points to.
func Unmarshal(data []byte, v any) error {
	r := reader{b: data}
	decodeValue(&r, reflect.ValueOf(v).Elem())
	return r.done()
}

func sizeValue(v reflect.Value) int {
	switch v.Kind() {
	case reflect.Uint64, reflect.Uint32:
		return sizeUvarint(v.Uint())
	case reflect.Int64, reflect.Int32:
		return sizeVarint(v.Int())
	case reflect.Bool:
		return 1
	case reflect.Float64:
		return 8
	case reflect.String:
		return sizeString(v.String())
	case reflect.Slice:
		if v.Type().Elem().Kind() == reflect.Uint8 {
			return sizeBytes(v.Bytes())
		}
		n := sizeUvarint(uint64(v.Len()))
		for i := 0; i < v.Len(); i++ {
			n += sizeValue(v.Index(i))
		}
		return n
	case reflect.Struct:
		n := 0
		for i := 0; i < v.NumField(); i++ {
			n += sizeValue(v.Field(i))
		}
		return n
	}
	panic(fmt.Sprintf("cramberry: unsupported kind %s", v.Kind()))
}

func appendValue(b []byte, v reflect.Value) []byte {
	switch v.Kind() {
	case reflect.Uint64, reflect.Uint32:
		return binary.AppendUvarint(b, v.Uint())
	case reflect.Int64, reflect.Int32:
		return appendVarint(b, v.Int())
	case reflect.Bool:
		return appendBool(b, v.Bool())
	case reflect.Float64:
		return appendFloat64(b, v.Float())
	case reflect.String:
		return appendString(b, v.String())
	case reflect.Slice:
		if v.Type().Elem().Kind() == reflect.Uint8 {
			return appendBytes(b, v.Bytes())
		}
		b = binary.AppendUvarint(b, uint64(v.Len()))
		for i := 0; i < v.Len(); i++ {
			b = appendValue(b, v.Index(i))
		}
		return b
	case reflect.Struct:
		for i := 0; i < v.NumField(); i++ {
			b = appendValue(b, v.Field(i))
		}
		return b
	}
	panic(fmt.Sprintf("cramberry: unsupported kind %s", v.Kind()))
}

func decodeValue(r *reader, v reflect.Value) {
	switch v.Kind() {
	case reflect.Uint64, reflect.Uint32:
		v.SetUint(r.uvarint())
	case reflect.Int64, reflect.Int32:
		v.SetInt(r.varint())
	case reflect.Bool:
		v.SetBool(r.bool())
	case reflect.Float64:
		v.SetFloat(r.float64())
	case reflect.String:
		v.SetString(r.str())
	case reflect.Slice:
		if v.Type().Elem().Kind() == reflect.Uint8 {
			v.SetBytes(r.bytes())
			return
		}
		n := r.count()
		if n == 0 {
			v.SetZero()
			return
		}
		s := reflect.MakeSlice(v.Type(), n, n)
		for i := 0; i < n; i++ {
			decodeValue(r, s.Index(i))
		}
		v.Set(s)
	case reflect.Struct:
		for i := 0; i < v.NumField(); i++ {
			decodeValue(r, v.Field(i))
		}
	default:
		panic(fmt.Sprintf("cramberry: unsupported kind %s", v.Kind()))
	}
}
