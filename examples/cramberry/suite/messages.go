package cramberry

// The message types of the suite, shaped like the seed report's: a tiny record, a block of
// fixed-size numbers (zero-allocation decode), and nested records with strings and slices.

type Small struct {
	ID     uint64
	Name   string
	Active bool
}

type Metrics struct {
	Timestamp int64
	Host      uint32
	CPU       float64
	Memory    float64
	Disk      float64
	NetIn     float64
	NetOut    float64
	Load1     float64
	Load5     float64
	Load15    float64
}

type Address struct {
	Street  string
	City    string
	Zip     string
	Country string
}

type Person struct {
	ID      uint64
	Name    string
	Email   string
	Age     int32
	Phones  []string
	Address Address
	Tags    []string
}

type Section struct {
	Heading string
	Text    string
}

type Document struct {
	ID       uint64
	Title    string
	Authors  []string
	Created  int64
	Updated  int64
	Tags     []string
	Sections []Section
	Draft    bool
}

type Attr struct {
	Key   string
	Value string
}

type Event struct {
	ID        uint64
	Kind      string
	Source    string
	Timestamp int64
	Severity  int32
	Attrs     []Attr
	Payload   []byte
}

type Batch struct {
	Seq   uint64
	Items []Small
}

// Deterministic sample values (no randomness: the same bytes every run).

func NewSmall(i int) Small {
	return Small{ID: uint64(1000 + i), Name: "item-" + itoa(i), Active: i%2 == 0}
}

func NewMetrics() Metrics {
	return Metrics{Timestamp: 1732233600123, Host: 42, CPU: 0.731, Memory: 0.482, Disk: 0.911,
		NetIn: 1.25e6, NetOut: 3.5e5, Load1: 1.12, Load5: 0.97, Load15: 0.83}
}

func NewPerson() Person {
	return Person{
		ID: 7, Name: "Ada Lovelace", Email: "ada@analytical.engine", Age: 36,
		Phones:  []string{"+44 20 7946 0018", "+44 20 7946 0999"},
		Address: Address{Street: "12 St James's Square", City: "London", Zip: "SW1Y 4JH", Country: "United Kingdom"},
		Tags:    []string{"mathematician", "writer", "engine", "notes", "poetical-science"},
	}
}

func NewDocument() Document {
	return Document{
		ID: 99, Title: "Notes on the Analytical Engine",
		Authors: []string{"L. F. Menabrea", "A. A. Lovelace"},
		Created: 1732233600, Updated: 1732237200,
		Tags: []string{"computing", "history", "translation"},
		Sections: []Section{
			{Heading: "Introduction", Text: "The engine weaves algebraic patterns as the Jacquard loom weaves flowers and leaves."},
			{Heading: "Note A", Text: "The operating mechanism can even be thrown into action independently of any object to operate upon."},
			{Heading: "Note G", Text: "A table of the computation of the Bernoulli numbers by the engine, step by step."},
			{Heading: "Errata", Text: "None known."},
		},
	}
}

func NewEvent() Event {
	return Event{
		ID: 123456789, Kind: "order.created", Source: "checkout-service", Timestamp: 1732233600123456, Severity: 2,
		Attrs:   []Attr{{"region", "eu-west-1"}, {"user", "u-1842"}, {"cart", "c-77812"}, {"items", "3"}, {"currency", "EUR"}},
		Payload: []byte("{\"total\":129.90,\"coupon\":null}"),
	}
}

func NewBatch100() Batch {
	b := Batch{Seq: 1, Items: make([]Small, 100)}
	for i := range b.Items {
		b.Items[i] = NewSmall(i)
	}
	return b
}

func itoa(i int) string {
	if i == 0 {
		return "0"
	}
	var buf [20]byte
	n := len(buf)
	for i > 0 {
		n--
		buf[n] = byte('0' + i%10)
		i /= 10
	}
	return string(buf[n:])
}
