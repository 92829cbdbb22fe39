package doc

import (
	"bytes"
	"encoding/binary"
	"math/bits"
)

// pair is one link found by bracket matching, in window offsets: "[" at
// open, "]" at close, destination in (close+1, destEnd) and ")" at destEnd.
type pair struct {
	open, close, destEnd int
}

// matchLinks finds every link in w by bracket matching. It skips
// escaped brackets, escape sequences and the destinations of links already
// found, so brackets inside a destination never pair. Pairs come out in the
// order of their "]". The four bytes it stops at are found with IndexByte,
// which is many times faster than a byte loop on text with few of them.
func matchLinks(w []byte, stack []int, pairs []pair) []pair {
	pairs, _ = matchLinksESC(w, stack, pairs)
	return pairs
}

// matchLinksESC is matchLinks, and reports whether w holds no ESC for sure
// (it looks for one only where it looks for links).
func matchLinksESC(w []byte, stack []int, pairs []pair) (_ []pair, noESC bool) {
	if bytes.Index(w, []byte("](")) < 0 {
		return pairs, false // every link has one: most windows of plain or coloured text have none
	}
	stack = stack[:0]
	targets := [4]byte{'[', ']', '\\', 0x1B}
	var next [4]int
	for t, c := range targets {
		next[t] = indexFrom(w, 0, c)
	}
	noESC = next[3] == len(w)
	for {
		i := min(next[0], next[1], next[2], next[3])
		if i >= len(w) {
			return pairs, noESC
		}
		after := i + 1
		switch w[i] {
		case '\\':
			if i+1 < len(w) && isEscapable(w[i+1]) {
				after = i + 2
			}
		case 0x1B:
			after = i + escLen(w, i)
		case '[':
			if !overstruck(w, i) {
				stack = append(stack, i)
			}
		case ']':
			if len(stack) == 0 || overstruck(w, i) {
				break
			}
			open := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			if i-open-1 > MaxLinkText || i+1 >= len(w) || w[i+1] != '(' {
				break
			}
			if end, ok := scanDest(w, i+2); ok {
				pairs = append(pairs, pair{open, i, end})
				after = end + 1
			}
		}
		for t := range next {
			if next[t] < after {
				next[t] = indexFrom(w, after, targets[t])
			}
		}
	}
}

// overstruck reports whether the byte at w[i] is one side of a man page's
// overstrike ("[ BS [" is a bold bracket): printed text, not a link's
// bracket, so the overstrike shows as the bold or underlined character.
func overstruck(w []byte, i int) bool {
	return (i+1 < len(w) && w[i+1] == '\b') || (i > 0 && w[i-1] == '\b')
}

func indexFrom(w []byte, from int, c byte) int {
	if from >= len(w) {
		return len(w)
	}
	// In coloured text the next ESC or "[" is often a few bytes on, and in
	// link-dense text the next "]": two words looked at a time find it
	// faster than IndexByte's set-up.
	if from+16 <= len(w) {
		if k := indexInWord(w[from:from+8], c); k < 8 {
			return from + k
		}
		if k := indexInWord(w[from+8:from+16], c); k < 8 {
			return from + 8 + k
		}
		from += 16
	}
	if j := bytes.IndexByte(w[from:], c); j >= 0 {
		return from + j
	}
	return len(w)
}

// indexInWord is the offset of the first c in the 8 bytes of b, or 8.
func indexInWord(b []byte, c byte) int {
	const lo, hi = 0x0101010101010101, 0x8080808080808080
	x := binary.LittleEndian.Uint64(b) ^ lo*uint64(c)
	// The lowest high bit set marks the first zero byte of x exactly (a
	// borrow sets bits only above a zero byte).
	return bits.TrailingZeros64((x-lo)&^x&hi) / 8
}

func isEscapable(c byte) bool { return c == '[' || c == ']' || c == '(' || c == ')' }

// scanDest finds the ")" that closes a destination starting at w[k]:
// parentheses balance, \( \) do not count, no line break, bounded length.
// A destination holds no "[" or "]": so whether a bracket pairs never
// depends on where a destination began, and any part of a document can be
// parsed alone (write %5B and %5D in a URL). A destination in angle
// brackets (CommonMark's <...>, read by markdownDest) may hold any ")":
// when "<" starts it and its ">" comes before the line ends, the ")" is
// looked for after that ">"; if there is none, the "<" is read as lwl
// always read it, as part of a plain destination.
func scanDest(w []byte, k int) (int, bool) {
	if m := angleDestEnd(w, k); m >= 0 {
		if end, ok := scanParens(w, k, m+1); ok {
			return end, true
		}
	}
	return scanParens(w, k, k)
}

// scanParens finds the ")" that closes a destination starting at w[k],
// looking from w[from].
func scanParens(w []byte, k, from int) (int, bool) {
	depth := 1
	end := min(len(w), k+MaxLinkDest+1)
	for j := from; j < end; j++ {
		// Destinations are long and mostly letters: the bytes between the
		// ones the switch looks at are skipped a word at a time.
		if j += runOf(w[j:end], clDest); j == end {
			break
		}
		switch w[j] {
		case '\n', '[', ']':
			return 0, false
		case '\\':
			if j+1 < len(w) && (w[j+1] == '(' || w[j+1] == ')') {
				j++
			}
		case '(':
			depth++
		case ')':
			depth--
			if depth == 0 {
				return j, true
			}
		}
	}
	return 0, false
}

// angleDestEnd is the index of the ">" that ends a destination written in
// angle brackets from w[k] (after spaces, as markdownDest skips them), or
// -1. Its escapes and its refusal of an inner "<" are angleEnd's, so
// markdownDest finds the same ">"; "[" and "]" end it, as they end any
// destination.
func angleDestEnd(w []byte, k int) int {
	i := skipSpace(w, k)
	if i >= len(w) || w[i] != '<' {
		return -1
	}
	for i++; i < len(w) && i-k <= MaxLinkDest; i++ {
		switch w[i] {
		case '\n', '[', ']', '<':
			return -1
		case '>':
			return i
		case '\\':
			if i+1 < len(w) && isASCIIPunct(w[i+1]) && w[i+1] != '[' && w[i+1] != ']' {
				i++
			}
		}
	}
	return -1
}

// appendDest appends a destination with the backslash of \( and \)
// removed.
func appendDest(out, d []byte) []byte {
	if bytes.IndexByte(d, '\\') < 0 {
		return append(out, d...)
	}
	for i := 0; i < len(d); i++ {
		if d[i] == '\\' && i+1 < len(d) && (d[i+1] == '(' || d[i+1] == ')') {
			i++
		}
		out = append(out, d[i])
	}
	return out
}
