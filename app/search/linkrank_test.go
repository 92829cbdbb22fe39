package search

import (
	"fmt"
	"slices"
	"testing"
)

func TestRankLinks(t *testing.T) {
	entries := []LinkEntry{
		NewLinkEntry(0, "RFC 8820", "https://datatracker.ietf.org/doc/html/rfc8820"),
		NewLinkEntry(1, "Report errata", "https://www.rfc-editor.org/errata_search.php?rfc=3986"),
		NewLinkEntry(2, "errata", "https://www.rfc-editor.org/errata/rfc3986"),
		NewLinkEntry(3, "View errata", "https://www.rfc-editor.org/errata/rfc3986"),
		NewLinkEntry(4, "gbdk", "https://gbdk.org/docs/api/index.html"),
		NewLinkEntry(5, "Terrain", "https://example.org/reports"),
	}
	for _, tc := range []struct {
		query string
		want  []int32
	}{
		{"", []int32{0, 1, 2, 3, 4, 5}},     // everything, in document order
		{"errata", []int32{2, 1, 3}},        // exact text, then at a word's start, by order
		{"err", []int32{2, 1, 3, 5}},        // then inside a word
		{"rep", []int32{1, 5}},              // text start beats the destination
		{"rfc", []int32{0, 1, 2, 3}},        // text before destination
		{"Rfc", nil},                        // a capital: case counts
		{"RFC", []int32{0}},                 // only the text spelled so
		{"errata 3986", []int32{1, 2, 3}},   // every word, text or destination
		{"errata gbdk", nil},                // no link has both
		{"api gbdk", []int32{4}},            // words in any order
		{"  gbdk  ", []int32{4}},            // spaces do not count
		{"\x00", []int32{0, 1, 2, 3, 4, 5}}, // a control character is a space: never the separator
		{"8820 https", []int32{0}},          // both in one link
		{"org/errata", []int32{1, 2, 3}},    // a word inside the destination
		{"zzz", nil},                        // nothing
	} {
		got := RankLinks(entries, tc.query, nil)
		if !slices.Equal(got, tc.want) && !(len(got) == 0 && len(tc.want) == 0) {
			t.Errorf("RankLinks(%q) = %v, want %v", tc.query, got, tc.want)
		}
	}
}

// Filtering from the last query's matches gives what filtering all would.
func TestRankLinksRefines(t *testing.T) {
	entries := manyEntries(2000)
	prev := "lin"
	within := RankLinks(entries, prev, nil)
	for _, q := range []string{"link", "link 1", "link 12", "lin x"} {
		if !Refines(q, prev) {
			t.Fatalf("Refines(%q, %q) = false", q, prev)
		}
		if a, b := RankLinks(entries, q, within), RankLinks(entries, q, nil); !slices.Equal(a, b) {
			t.Errorf("%q from %q's matches: %d, from all: %d", q, prev, len(a), len(b))
		}
	}
	for _, q := range []string{"li", "Link", "lim", ""} {
		if Refines(q, prev) {
			t.Errorf("Refines(%q, %q) = true", q, prev)
		}
	}
}

func manyEntries(n int) []LinkEntry {
	entries := make([]LinkEntry, n)
	for i := range entries {
		entries[i] = NewLinkEntry(int64(i), fmt.Sprintf("link %d to the page about topic %d", i, i%97),
			fmt.Sprintf("https://host%d.example.org/path/to/page-%d.html", i%13, i))
	}
	return entries
}

// BenchmarkRankLinks filters 100,000 links a keystroke at a time (the
// issue asks for at most 20 ms a keystroke).
func BenchmarkRankLinks(b *testing.B) {
	entries := manyEntries(100000)
	for _, q := range []string{"t", "to", "topic 4", "page-9"} {
		b.Run(q, func(b *testing.B) {
			for b.Loop() {
				RankLinks(entries, q, nil)
			}
		})
	}
}
