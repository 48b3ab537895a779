package cramberry

// "Generated" code: what a schema compiler would emit per message type. Marshal sizes the message first
// so encoding is one allocation; Unmarshal decodes into the receiver and allocates only for strings,
// []byte and slices (none at all for Metrics).
import "encoding/binary"

// GrowSlices is the deliberate head change (BENCH_VARIANT=head): Document's decoder appends slice
// elements one by one instead of sizing each slice from its count, so it allocates more.
var GrowSlices bool

func (m *Small) SizeCram() int {
	return sizeUvarint(m.ID) + sizeString(m.Name) + 1
}

func (m *Small) AppendCram(b []byte) []byte {
	b = binary.AppendUvarint(b, m.ID)
	b = appendString(b, m.Name)
	return appendBool(b, m.Active)
}

func (m *Small) MarshalCram() []byte { return m.AppendCram(make([]byte, 0, m.SizeCram())) }

func (m *Small) decode(r *reader) {
	m.ID = r.uvarint()
	m.Name = r.str()
	m.Active = r.bool()
}

func (m *Small) UnmarshalCram(data []byte) error {
	r := reader{b: data}
	m.decode(&r)
	return r.done()
}

func (m *Metrics) SizeCram() int {
	return sizeVarint(m.Timestamp) + sizeUvarint(uint64(m.Host)) + 8*8
}

func (m *Metrics) AppendCram(b []byte) []byte {
	b = appendVarint(b, m.Timestamp)
	b = binary.AppendUvarint(b, uint64(m.Host))
	for _, f := range [...]float64{m.CPU, m.Memory, m.Disk, m.NetIn, m.NetOut, m.Load1, m.Load5, m.Load15} {
		b = appendFloat64(b, f)
	}
	return b
}

func (m *Metrics) MarshalCram() []byte { return m.AppendCram(make([]byte, 0, m.SizeCram())) }

func (m *Metrics) UnmarshalCram(data []byte) error {
	r := reader{b: data}
	m.Timestamp = r.varint()
	m.Host = uint32(r.uvarint())
	m.CPU, m.Memory, m.Disk = r.float64(), r.float64(), r.float64()
	m.NetIn, m.NetOut = r.float64(), r.float64()
	m.Load1, m.Load5, m.Load15 = r.float64(), r.float64(), r.float64()
	return r.done()
}

func sizeStrings(ss []string) int {
	n := sizeUvarint(uint64(len(ss)))
	for _, s := range ss {
		n += sizeString(s)
	}
	return n
}

func appendStrings(b []byte, ss []string) []byte {
	b = binary.AppendUvarint(b, uint64(len(ss)))
	for _, s := range ss {
		b = appendString(b, s)
	}
	return b
}

func decodeStrings(r *reader, grow bool) []string {
	n := r.count()
	if n == 0 {
		return nil
	}
	if grow {
		var ss []string
		for i := 0; i < n; i++ {
			ss = append(ss, r.str())
		}
		return ss
	}
	ss := make([]string, n)
	for i := range ss {
		ss[i] = r.str()
	}
	return ss
}

func (m *Address) SizeCram() int {
	return sizeString(m.Street) + sizeString(m.City) + sizeString(m.Zip) + sizeString(m.Country)
}

func (m *Address) AppendCram(b []byte) []byte {
	b = appendString(b, m.Street)
	b = appendString(b, m.City)
	b = appendString(b, m.Zip)
	return appendString(b, m.Country)
}

func (m *Address) decode(r *reader) {
	m.Street, m.City, m.Zip, m.Country = r.str(), r.str(), r.str(), r.str()
}

func (m *Person) SizeCram() int {
	return sizeUvarint(m.ID) + sizeString(m.Name) + sizeString(m.Email) + sizeVarint(int64(m.Age)) +
		sizeStrings(m.Phones) + m.Address.SizeCram() + sizeStrings(m.Tags)
}

func (m *Person) AppendCram(b []byte) []byte {
	b = binary.AppendUvarint(b, m.ID)
	b = appendString(b, m.Name)
	b = appendString(b, m.Email)
	b = appendVarint(b, int64(m.Age))
	b = appendStrings(b, m.Phones)
	b = m.Address.AppendCram(b)
	return appendStrings(b, m.Tags)
}

func (m *Person) MarshalCram() []byte { return m.AppendCram(make([]byte, 0, m.SizeCram())) }

func (m *Person) UnmarshalCram(data []byte) error {
	r := reader{b: data}
	m.ID = r.uvarint()
	m.Name, m.Email = r.str(), r.str()
	m.Age = int32(r.varint())
	m.Phones = decodeStrings(&r, false)
	m.Address.decode(&r)
	m.Tags = decodeStrings(&r, false)
	return r.done()
}

func (m *Document) SizeCram() int {
	n := sizeUvarint(m.ID) + sizeString(m.Title) + sizeStrings(m.Authors) + sizeVarint(m.Created) +
		sizeVarint(m.Updated) + sizeStrings(m.Tags) + sizeUvarint(uint64(len(m.Sections))) + 1
	for i := range m.Sections {
		n += sizeString(m.Sections[i].Heading) + sizeString(m.Sections[i].Text)
	}
	return n
}

func (m *Document) AppendCram(b []byte) []byte {
	b = binary.AppendUvarint(b, m.ID)
	b = appendString(b, m.Title)
	b = appendStrings(b, m.Authors)
	b = appendVarint(b, m.Created)
	b = appendVarint(b, m.Updated)
	b = appendStrings(b, m.Tags)
	b = binary.AppendUvarint(b, uint64(len(m.Sections)))
	for i := range m.Sections {
		b = appendString(b, m.Sections[i].Heading)
		b = appendString(b, m.Sections[i].Text)
	}
	return appendBool(b, m.Draft)
}

func (m *Document) MarshalCram() []byte { return m.AppendCram(make([]byte, 0, m.SizeCram())) }

func (m *Document) UnmarshalCram(data []byte) error {
	r := reader{b: data}
	m.ID = r.uvarint()
	m.Title = r.str()
	m.Authors = decodeStrings(&r, GrowSlices)
	m.Created, m.Updated = r.varint(), r.varint()
	m.Tags = decodeStrings(&r, GrowSlices)
	n := r.count()
	m.Sections = nil
	if n > 0 && !GrowSlices {
		m.Sections = make([]Section, n)
	}
	for i := 0; i < n; i++ {
		s := Section{Heading: r.str(), Text: r.str()}
		if GrowSlices {
			m.Sections = append(m.Sections, s)
		} else {
			m.Sections[i] = s
		}
	}
	m.Draft = r.bool()
	return r.done()
}

func (m *Event) SizeCram() int {
	n := sizeUvarint(m.ID) + sizeString(m.Kind) + sizeString(m.Source) + sizeVarint(m.Timestamp) +
		sizeVarint(int64(m.Severity)) + sizeUvarint(uint64(len(m.Attrs))) + sizeBytes(m.Payload)
	for i := range m.Attrs {
		n += sizeString(m.Attrs[i].Key) + sizeString(m.Attrs[i].Value)
	}
	return n
}

func (m *Event) AppendCram(b []byte) []byte {
	b = binary.AppendUvarint(b, m.ID)
	b = appendString(b, m.Kind)
	b = appendString(b, m.Source)
	b = appendVarint(b, m.Timestamp)
	b = appendVarint(b, int64(m.Severity))
	b = binary.AppendUvarint(b, uint64(len(m.Attrs)))
	for i := range m.Attrs {
		b = appendString(b, m.Attrs[i].Key)
		b = appendString(b, m.Attrs[i].Value)
	}
	return appendBytes(b, m.Payload)
}

func (m *Event) MarshalCram() []byte { return m.AppendCram(make([]byte, 0, m.SizeCram())) }

func (m *Event) UnmarshalCram(data []byte) error {
	r := reader{b: data}
	m.ID = r.uvarint()
	m.Kind, m.Source = r.str(), r.str()
	m.Timestamp = r.varint()
	m.Severity = int32(r.varint())
	m.Attrs = nil
	if n := r.count(); n > 0 {
		m.Attrs = make([]Attr, n)
		for i := range m.Attrs {
			m.Attrs[i] = Attr{Key: r.str(), Value: r.str()}
		}
	}
	m.Payload = r.bytes()
	return r.done()
}

func (m *Batch) SizeCram() int {
	n := sizeUvarint(m.Seq) + sizeUvarint(uint64(len(m.Items)))
	for i := range m.Items {
		n += m.Items[i].SizeCram()
	}
	return n
}

func (m *Batch) AppendCram(b []byte) []byte {
	b = binary.AppendUvarint(b, m.Seq)
	b = binary.AppendUvarint(b, uint64(len(m.Items)))
	for i := range m.Items {
		b = m.Items[i].AppendCram(b)
	}
	return b
}

func (m *Batch) MarshalCram() []byte { return m.AppendCram(make([]byte, 0, m.SizeCram())) }

func (m *Batch) UnmarshalCram(data []byte) error {
	r := reader{b: data}
	m.Seq = r.uvarint()
	m.Items = nil
	if n := r.count(); n > 0 {
		m.Items = make([]Small, n)
		for i := range m.Items {
			m.Items[i].decode(&r)
		}
	}
	return r.done()
}
