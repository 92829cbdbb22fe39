package doc

import "testing"

// benchSearch runs a query over a 100 MB document as the background search
// does: the chunks that may match (all, or the raw prefilter's), parsed and
// searched.
func benchSearch(b *testing.B, query string, text []byte) {
	q, err := CompileQuery(query)
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(text)))
	var offs []int
	n := 0
	for b.Loop() {
		d := New(BytesSource(text), ParseOptions{})
		n = 0
		for _, k := range d.SearchChunks(q, func() bool { return false }) {
			offs = q.FindAll(d.Chunk(k).Text, offs[:0])
			n += len(offs) / 2
		}
	}
	b.ReportMetric(float64(n), "matches")
}

var text100MB []byte

func bigText(b *testing.B) []byte {
	if text100MB == nil {
		text100MB = benchText(b, "../../../shared/data/t8.shakespeare.txt.gz", 100<<20)
	}
	return text100MB
}

func BenchmarkSearchLiteral(b *testing.B)     { benchSearch(b, "Zanzibar", bigText(b)) }
func BenchmarkSearchLiteralFold(b *testing.B) { benchSearch(b, "zanzibar", bigText(b)) }
func BenchmarkSearchRegex(b *testing.B)       { benchSearch(b, "Zanz[a-z]+r", bigText(b)) }
func BenchmarkSearchE(b *testing.B)           { benchSearch(b, "e", bigText(b)) }

// BenchmarkCountLinkDense is a search's count over a link-dense file read
// from its source (not memory), as the search controller's count does it:
// each chunk parsed, searched and recycled.
func BenchmarkCountLinkDense(b *testing.B) {
	text := benchText(b, "../../testdata/current.md", 8<<20)
	q, err := CompileQuery("e")
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(text)))
	b.ReportAllocs()
	var offs []int
	for b.Loop() {
		d := New(readerSource{text}, ParseOptions{})
		for k := range d.NumChunks() {
			c := d.Chunk(k)
			offs = q.FindAll(c.Text, offs[:0])
			d.Recycle(c)
		}
	}
}
