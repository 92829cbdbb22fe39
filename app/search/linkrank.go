package search

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// The link picker's filter: every word of the query must occur in a link's
// text or destination (smart case: a query with a capital letter matches
// case exactly, else case is ignored); the best matches come first.

// LinkEntry is one link the picker can show.
type LinkEntry struct {
	ID         int64
	Text, Dest string
	// hay is Text, a NUL, then Dest: what words are looked for in; lower
	// is hay in lower case, for queries without a capital.
	hay, lower string
}

func NewLinkEntry(id int64, text, dest string) LinkEntry {
	hay := text + "\x00" + dest
	return LinkEntry{ID: id, Text: text, Dest: dest, hay: hay, lower: strings.ToLower(hay)}
}

// RankLinks returns the indexes of the entries of within (all entries
// when within is nil) that match query, best first; among equals, in
// document order.
func RankLinks(entries []LinkEntry, query string, within []int32) []int32 {
	words := strings.Fields(strings.Map(func(r rune) rune {
		if unicode.IsControl(r) {
			return ' ' // never matches the NUL between text and destination
		}
		return r
	}, query))
	exact := strings.IndexFunc(query, unicode.IsUpper) >= 0
	// A match is its score and index in one number, so ordering the
	// matches is a sort of plain integers: best score, then document order.
	n := len(entries)
	if within != nil {
		n = len(within)
	}
	matches := make([]uint64, 0, n)
	try := func(i int32) {
		e := &entries[i]
		hay := e.lower
		if exact {
			hay = e.hay
		}
		if score, ok := scoreWords(hay, len(e.Text), words); ok {
			matches = append(matches, uint64(score+1)<<32|uint64(i))
		}
	}
	if within != nil {
		for _, i := range within {
			try(i)
		}
	} else {
		for i := range entries {
			try(int32(i))
		}
	}
	if len(words) > 0 {
		slices.Sort(matches)
	}
	out := make([]int32, len(matches))
	for i, m := range matches {
		out[i] = int32(uint32(m))
	}
	return out
}

// scoreWords scores hay (text of textLen bytes, NUL, destination) against
// words; ok is false unless each word occurs. A word counts 0 at the start
// of the text, 1 at the start of a word of it, 2 inside it, and 3, 4, 5 the
// same in the destination; a text that is the query exactly scores -1.
func scoreWords(hay string, textLen int, words []string) (int32, bool) {
	var score int32
	for _, w := range words {
		i := strings.Index(hay, w)
		if i < 0 {
			return 0, false
		}
		if i > textLen && textLen > 0 {
			// found in the destination: look for it in the text too? The
			// first hit is the earliest, so the text had none.
			score += 3 + wordPlace(hay, i, textLen+1)
		} else {
			score += wordPlace(hay, i, 0)
		}
	}
	if len(words) == 1 && textLen == len(words[0]) && strings.HasPrefix(hay, words[0]) {
		score = -1
	}
	return score, true
}

// wordPlace is 0 when i is start, 1 after a letter that is no letter or digit,
// else 2.
func wordPlace(hay string, i, start int) int32 {
	if i == start {
		return 0
	}
	r, _ := utf8.DecodeLastRuneInString(hay[:i])
	if !unicode.IsLetter(r) && !unicode.IsDigit(r) {
		return 1
	}
	return 2
}

// Refines reports whether every match of query is also a match of prev, so
// filtering can start from prev's matches: query extends prev's last word
// or adds words, in the same case mode.
func Refines(query, prev string) bool {
	if prev == "" || strings.TrimSpace(prev) == "" {
		return false
	}
	capQ := strings.IndexFunc(query, unicode.IsUpper) >= 0
	capP := strings.IndexFunc(prev, unicode.IsUpper) >= 0
	return capQ == capP && strings.HasPrefix(query, prev)
}
