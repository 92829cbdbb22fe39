package doc

import (
	"strings"

	"github.com/rivo/uniseg"
)

// WrapMode says how a line longer than the view is shown.
type WrapMode uint8

// Wrap modes.
const (
	WrapHard WrapMode = iota // break at the last cell
	WrapWord                 // break at Unicode line-break opportunities
	WrapNone                 // chop; the view scrolls sideways
)

// ParseWrapMode reads a wrap mode's name.
func ParseWrapMode(s string) (WrapMode, bool) {
	switch s {
	case "hard":
		return WrapHard, true
	case "word":
		return WrapWord, true
	case "none":
		return WrapNone, true
	}
	return 0, false
}

// Cluster returns the first grapheme cluster of s (never empty for a
// non-empty s), its width in cells and the uniseg state to pass on. Printable
// ASCII followed by ASCII takes a fast path; a tab is reported with width -1
// and sized by the caller.
func Cluster(s string, state int) (n, width, newState int) {
	b := s[0]
	if b == '\t' { // a control: always a cluster of its own
		return 1, -1, -1
	}
	if b < 0x80 && (len(s) == 1 || s[1] < 0x80) {
		// Other controls never reach display text (they become tokens); a
		// stray one would be drawn as '?', one cell.
		return 1, 1, -1
	}
	c, _, w, st := uniseg.FirstGraphemeClusterInString(s, state)
	if len(c) == 0 {
		return 1, 1, -1
	}
	return len(c), w, st
}

// TabWidth is the cells a tab at column col takes.
func TabWidth(col, tabWidth int) int {
	if tabWidth < 1 {
		tabWidth = 1
	}
	return tabWidth - col%tabWidth
}

// WrapLine appends to dst the offsets in line (one logical line, without its
// '\n') where each row starts; the first is always 0. Tab stops count from
// the row's start. A cluster wider than the whole row gets a row of its own.
func WrapLine(line string, width, tabWidth int, mode WrapMode, dst []int) []int {
	dst = append(dst, 0)
	if mode == WrapNone || len(line) == 0 {
		return dst
	}
	if width < 1 {
		width = 1
	}
	if mode == WrapWord {
		return wrapWords(line, width, tabWidth, dst)
	}
	col, state := 0, -1
	for i := 0; i < len(line); {
		if r := printableRun(line[i:]); r > 1 || (r == 1 && i+1 == len(line)) {
			// One cell a byte: whole rows at a time. The run's last byte may
			// start a cluster with what follows, so it takes the slow path.
			if i+r < len(line) {
				r--
			}
			for r > 0 {
				if col >= width {
					dst = append(dst, i)
					col = 0
				}
				n := min(r, width-col)
				col, i, r = col+n, i+n, r-n
			}
			state = -1
			continue
		}
		n, w, st := Cluster(line[i:], state)
		if w < 0 {
			w = TabWidth(col, tabWidth)
			if col+w > width {
				w = width - col // a tab at the edge ends the row
			}
		}
		if col+w > width && col > 0 {
			dst = append(dst, i) // read the cluster again, from the old state
			col = 0
			continue
		}
		state = st
		col += w
		i += n
	}
	return dst
}

// wrapWords breaks rows at line-break opportunities: uniseg's (UAX #14) in
// general; for a line of printable ASCII, after spaces and after a hyphen
// between letters, which is what UAX #14 gives for such text, at a small
// part of the cost. Spaces at the end of a row hang past the edge; a word
// wider than the row is broken as hard wrap would.
func wrapWords(line string, width, tabWidth int, dst []int) []int {
	ascii := printableRun(line) == len(line)
	col, state := 0, -1
	for i := 0; i < len(line); {
		var seg string
		if ascii {
			seg = asciiSegment(line[i:])
		} else {
			seg, _, _, state = uniseg.FirstLineSegmentInString(line[i:], state)
		}
		body := strings.TrimRight(seg, " ")
		width1 := func(col int) int {
			if ascii {
				return len(body) // printable ASCII: a cell a byte, no tabs
			}
			return cellsFrom(body, col, tabWidth)
		}
		w := width1(col)
		if col > 0 && col+w > width {
			dst = append(dst, i)
			col = 0
			w = width1(0)
		}
		if w > width {
			// A word wider than a row: hard-wrap it, then go on after it.
			sub := WrapLine(body, width, tabWidth, WrapHard, nil)
			for _, r := range sub[1:] {
				dst = append(dst, i+r)
			}
			col = len(body) - sub[len(sub)-1]
			if !ascii {
				col = cellsFrom(body[sub[len(sub)-1]:], 0, tabWidth)
			}
		} else {
			col += w
		}
		col += len(seg) - len(body) // trailing spaces, one cell each
		i += len(seg)
	}
	return dst
}

// asciiSegment is the first line-break segment of printable ASCII s: up to
// and including a run of spaces, or up to a hyphen between letters.
func asciiSegment(s string) string {
	i := 0
	for i < len(s) && s[i] != ' ' {
		if s[i] == '-' && i > 0 && i+1 < len(s) && isWordByte(s[i-1]) && isWordByte(s[i+1]) {
			return s[:i+1]
		}
		i++
	}
	for i < len(s) && s[i] == ' ' {
		i++
	}
	return s[:i]
}

// cellsFrom is the width of s drawn from column col (tabs depend on it).
func cellsFrom(s string, col, tabWidth int) int {
	start, state := col, -1
	for i := 0; i < len(s); {
		n, w, st := Cluster(s[i:], state)
		state = st
		if w < 0 {
			w = TabWidth(col, tabWidth)
		}
		col += w
		i += n
	}
	return col - start
}
