package doc_test

import (
	"strconv"
	"strings"
	"testing"

	"lwl/widgets/doc"
)

// FuzzLinkNumbers checks that numbering links only adds "[N]" before each
// link, N counting from 1 in document order: with the number spans taken
// out, every chunk's text, spans, links and source offsets are those of
// the document parsed without numbers.
func FuzzLinkNumbers(f *testing.F) {
	addSeeds(f)
	f.Fuzz(func(t *testing.T, in []byte) {
		plain := doc.New(doc.BytesSource(in), doc.ParseOptions{})
		numbered := doc.New(doc.BytesSource(in), doc.ParseOptions{LinkNumbers: true})
		next := 1
		// Parse the last chunk first: its numbers must not depend on order.
		if n := numbered.NumChunks(); n > 1 {
			numbered.Chunk(n - 1)
		}
		for k := 0; k < plain.NumChunks(); k++ {
			p, c := plain.Chunk(k), numbered.Chunk(k)
			// Take the numbers out, mapping numbered offsets to plain ones.
			var text strings.Builder
			toPlain := make([]int, len(c.Text)+1)
			var numbers []doc.Span
			for _, s := range c.Spans {
				if s.Kind == doc.KindNumber {
					numbers = append(numbers, s)
				}
			}
			ni := 0
			for i := 0; i <= len(c.Text); i++ {
				toPlain[i] = text.Len()
				if ni < len(numbers) && i == numbers[ni].Start {
					label := c.Text[numbers[ni].Start:numbers[ni].End]
					if want := "[" + strconv.Itoa(next) + "]"; label != want {
						t.Fatalf("chunk %d: number %q, want %q", k, label, want)
					}
					next++
					for j := i; j < numbers[ni].End; j++ {
						toPlain[j] = text.Len()
					}
					i = numbers[ni].End - 1
					ni++
					continue
				}
				if i < len(c.Text) {
					text.WriteByte(c.Text[i])
				}
			}
			if text.String() != p.Text {
				t.Fatalf("chunk %d: text without numbers\n%q\nwant\n%q", k, text.String(), p.Text)
			}
			if len(c.Links) != len(p.Links) || len(numbers) != len(p.Links) {
				t.Fatalf("chunk %d: %d links and %d numbers, want %d", k, len(c.Links), len(numbers), len(p.Links))
			}
			for i, l := range c.Links {
				pl := p.Links[i]
				if l.ID != pl.ID || l.Dest != pl.Dest || toPlain[l.Start] != pl.Start || toPlain[l.End] != pl.End {
					t.Fatalf("chunk %d: link %d %+v, want %+v", k, i, l, pl)
				}
				// A link starts right after its number, or, where links start
				// at one place (an OSC 8 link around a [text](url) link),
				// after the numbers of the others there.
				if end := numbers[i].End; c.Spans != nil && end != l.Start {
					for j := i + 1; j < len(numbers) && numbers[j].Start == end; j++ {
						end = numbers[j].End
					}
					if end != l.Start {
						t.Fatalf("chunk %d: number %d ends at %d, its link starts at %d", k, i, numbers[i].End, l.Start)
					}
				}
			}
			var spans []doc.Span
			for _, s := range c.Spans {
				if s.Kind != doc.KindNumber {
					spans = append(spans, doc.Span{Start: toPlain[s.Start], End: toPlain[s.End], Kind: s.Kind, ID: s.ID, Style: s.Style})
				}
			}
			if len(spans) != len(p.Spans) {
				t.Fatalf("chunk %d: %d spans, want %d", k, len(spans), len(p.Spans))
			}
			for i := range spans {
				if spans[i] != p.Spans[i] {
					t.Fatalf("chunk %d: span %d %+v, want %+v", k, i, spans[i], p.Spans[i])
				}
			}
			for i := 0; i <= len(c.Text); i++ {
				if got, want := c.SrcOffset(i), p.SrcOffset(toPlain[i]); i < len(c.Text) && !inNumber(numbers, i) && got != want {
					t.Fatalf("chunk %d: SrcOffset(%d) = %d, want %d (plain %d)", k, i, got, want, toPlain[i])
				}
			}
		}
	})
}

func inNumber(numbers []doc.Span, i int) bool {
	for _, s := range numbers {
		if i >= s.Start && i < s.End {
			return true
		}
	}
	return false
}
