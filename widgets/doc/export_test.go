package doc

// ParseWindow parses all of b as one window and one chunk, with no look-behind
// and no look-ahead cut: the reference a chunked Document must agree with.
func ParseWindow(b []byte, opts ParseOptions) *Chunk {
	ps := parser{opts: opts}
	ps.localFences(b)
	return ps.parse(b, 0, 0, len(b))
}

// LookBehind is the most a chunk's window reaches back.
const LookBehind = lookBehind

// NumSegs is how many entries map the chunk's display back to its source.
func (c *Chunk) NumSegs() int { return len(c.segs) }

// HiddenInText is hiddenInText, for tests that tell what a text shows.
var HiddenInText = hiddenInText

// RaceEnabled is raceEnabled, for tests that do less under the race
// detector, which finds nothing in one goroutine's parse.
const RaceEnabled = raceEnabled
