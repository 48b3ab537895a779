package cramberry

// The protobuf baseline: each message converted to and from its generated type in pb/ (protoc-gen-go).
// The benchmarks convert once, outside the timed loop, and time proto.Marshal / proto.Unmarshal on the
// generated structs, as a protobuf user would hold them; the conversion back is for TestRoundTrip only.
import (
	"example.com/cramberry/pb"
	"google.golang.org/protobuf/proto"
)

func (m *Small) ToProto() proto.Message { return smallToPB(m) }

func (m *Small) FromProto(p proto.Message) { *m = smallFromPB(p.(*pb.Small)) }

func smallToPB(m *Small) *pb.Small { return &pb.Small{Id: m.ID, Name: m.Name, Active: m.Active} }

func smallFromPB(p *pb.Small) Small { return Small{ID: p.Id, Name: p.Name, Active: p.Active} }

func (m *Metrics) ToProto() proto.Message {
	return &pb.Metrics{Timestamp: m.Timestamp, Host: m.Host, Cpu: m.CPU, Memory: m.Memory, Disk: m.Disk,
		NetIn: m.NetIn, NetOut: m.NetOut, Load1: m.Load1, Load5: m.Load5, Load15: m.Load15}
}

func (m *Metrics) FromProto(msg proto.Message) {
	p := msg.(*pb.Metrics)
	*m = Metrics{Timestamp: p.Timestamp, Host: p.Host, CPU: p.Cpu, Memory: p.Memory, Disk: p.Disk,
		NetIn: p.NetIn, NetOut: p.NetOut, Load1: p.Load1, Load5: p.Load5, Load15: p.Load15}
}

func (m *Person) ToProto() proto.Message {
	a := m.Address
	return &pb.Person{Id: m.ID, Name: m.Name, Email: m.Email, Age: m.Age, Phones: m.Phones, Tags: m.Tags,
		Address: &pb.Address{Street: a.Street, City: a.City, Zip: a.Zip, Country: a.Country}}
}

func (m *Person) FromProto(msg proto.Message) {
	p := msg.(*pb.Person)
	*m = Person{ID: p.Id, Name: p.Name, Email: p.Email, Age: p.Age, Phones: p.Phones, Tags: p.Tags}
	if a := p.Address; a != nil {
		m.Address = Address{Street: a.Street, City: a.City, Zip: a.Zip, Country: a.Country}
	}
}

func (m *Document) ToProto() proto.Message {
	p := &pb.Document{Id: m.ID, Title: m.Title, Authors: m.Authors, Created: m.Created, Updated: m.Updated,
		Tags: m.Tags, Draft: m.Draft, Sections: make([]*pb.Section, len(m.Sections))}
	for i, s := range m.Sections {
		p.Sections[i] = &pb.Section{Heading: s.Heading, Text: s.Text}
	}
	return p
}

func (m *Document) FromProto(msg proto.Message) {
	p := msg.(*pb.Document)
	*m = Document{ID: p.Id, Title: p.Title, Authors: p.Authors, Created: p.Created, Updated: p.Updated,
		Tags: p.Tags, Draft: p.Draft}
	if len(p.Sections) > 0 {
		m.Sections = make([]Section, len(p.Sections))
		for i, s := range p.Sections {
			m.Sections[i] = Section{Heading: s.Heading, Text: s.Text}
		}
	}
}

func (m *Event) ToProto() proto.Message {
	p := &pb.Event{Id: m.ID, Kind: m.Kind, Source: m.Source, Timestamp: m.Timestamp, Severity: m.Severity,
		Payload: m.Payload, Attrs: make([]*pb.Attr, len(m.Attrs))}
	for i, a := range m.Attrs {
		p.Attrs[i] = &pb.Attr{Key: a.Key, Value: a.Value}
	}
	return p
}

func (m *Event) FromProto(msg proto.Message) {
	p := msg.(*pb.Event)
	*m = Event{ID: p.Id, Kind: p.Kind, Source: p.Source, Timestamp: p.Timestamp, Severity: p.Severity,
		Payload: p.Payload}
	if len(p.Attrs) > 0 {
		m.Attrs = make([]Attr, len(p.Attrs))
		for i, a := range p.Attrs {
			m.Attrs[i] = Attr{Key: a.Key, Value: a.Value}
		}
	}
}

func (m *Batch) ToProto() proto.Message {
	p := &pb.Batch{Seq: m.Seq, Items: make([]*pb.Small, len(m.Items))}
	for i := range m.Items {
		p.Items[i] = smallToPB(&m.Items[i])
	}
	return p
}

func (m *Batch) FromProto(msg proto.Message) {
	p := msg.(*pb.Batch)
	*m = Batch{Seq: p.Seq}
	if len(p.Items) > 0 {
		m.Items = make([]Small, len(p.Items))
		for i, s := range p.Items {
			m.Items[i] = smallFromPB(s)
		}
	}
}
