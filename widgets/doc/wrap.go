package doc

import "github.com/rivo/uniseg"

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
	if b < 0x80 && (len(s) == 1 || s[1] < 0x80) {
		if b == '\t' {
			return 1, -1, -1
		}
		if b < 0x20 || b == 0x7F {
			return 1, 1, -1 // never in display text; drawn as '?'
		}
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
		n, w, st := Cluster(line[i:], state)
		state = st
		if w < 0 {
			w = TabWidth(col, tabWidth)
			if col+w > width {
				w = width - col // a tab at the edge ends the row
			}
		}
		if col+w > width && col > 0 {
			dst = append(dst, i)
			col = 0
			continue
		}
		col += w
		i += n
	}
	return dst
}

func wrapWords(line string, width, tabWidth int, dst []int) []int {
	col := 0
	breakAt, breakCol := -1, 0 // last break opportunity in this row
	state := -1
	rest := line
	for i := 0; i < len(line); {
		var c string
		var boundaries int
		c, rest, boundaries, state = uniseg.StepString(rest, state)
		w := boundaries >> uniseg.ShiftWidth
		if c == "\t" {
			w = TabWidth(col, tabWidth)
			if col+w > width {
				w = width - col
			}
		}
		for col+w > width && col > 0 {
			if c == " " {
				w = 0 // spaces hang past the edge rather than start a row
				break
			}
			if breakAt > dst[len(dst)-1] {
				dst = append(dst, breakAt)
				col -= breakCol
			} else {
				dst = append(dst, i)
				col = 0
			}
			breakAt = -1
		}
		col += w
		i += len(c)
		if boundaries&uniseg.MaskLine == uniseg.LineCanBreak && i < len(line) {
			breakAt, breakCol = i, col
		}
	}
	return dst
}
