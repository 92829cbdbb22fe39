package doc

import "strings"

// ParseWindow parses all of b as one window and one chunk, with no look-behind
// and no look-ahead cut: the reference a chunked Document must agree with.
func ParseWindow(b []byte, opts ParseOptions) *Chunk {
	ps := parser{opts: opts}
	ps.localFences(b)
	return ps.parse(b, 0, 0, len(b))
}

// LookBehind is the most a chunk's window reaches back.
const LookBehind = lookBehind

// Count is the number of matches in text (tests compare it with FindAll).
func (q *Query) Count(text string) int {
	if q.Text == "" {
		return 0
	}
	if q.literal != "" && !q.fold {
		return strings.Count(text, q.literal)
	}
	if q.literal != "" {
		n := 0
		for i := 0; ; n++ {
			j := q.index(text[i:])
			if j < 0 {
				return n
			}
			i += j + len(q.literal)
		}
	}
	return len(q.FindAll(text, nil)) / 2
}

// NumSegs is how many entries map the chunk's display back to its source.
func (c *Chunk) NumSegs() int { return len(c.segs) }

// HiddenInText is hiddenInText, for tests that tell what a text shows.
var HiddenInText = hiddenInText
