package doc

import "unsafe"

// Most text is printable ASCII, and the parser and the wrapper only need to
// stop at the rare byte that is not. An eight-way unrolled table lookup
// finds it at about 2 GB/s, several times a plain byte loop.

// runOf is the length of the prefix of b with none of the class bits in
// mask set.
func runOf(b []byte, mask uint8) int {
	i := 0
	for ; i+8 <= len(b); i += 8 {
		w := b[i : i+8 : i+8]
		if (classes[w[0]]|classes[w[1]]|classes[w[2]]|classes[w[3]]|
			classes[w[4]]|classes[w[5]]|classes[w[6]]|classes[w[7]])&mask != 0 {
			break
		}
	}
	for ; i < len(b); i++ {
		if classes[b[i]]&mask != 0 {
			return i
		}
	}
	return i
}

// runOfSeen is runOf, and the union of the classes of the bytes in the
// prefix (and of up to seven bytes after it).
func runOfSeen(b []byte, mask uint8) (int, uint8) {
	var seen uint8
	i := 0
	for ; i+8 <= len(b); i += 8 {
		w := b[i : i+8 : i+8]
		cl := classes[w[0]] | classes[w[1]] | classes[w[2]] | classes[w[3]] |
			classes[w[4]] | classes[w[5]] | classes[w[6]] | classes[w[7]]
		seen |= cl
		if cl&mask != 0 {
			break
		}
	}
	for ; i < len(b); i++ {
		if classes[b[i]]&mask != 0 {
			return i, seen
		}
		seen |= classes[b[i]]
	}
	return i, seen
}

// plainRun is the length of the prefix of b that pass two of the parser can
// copy as it is: printable ASCII, tabs and line breaks, but none of the bytes
// that may start an escape, a bare URL or an autolink.
func plainRun(b []byte) int { return runOf(b, clSpecial) }

// printableRun is the length of the longest prefix of s made only of
// printable ASCII (0x20..0x7E), each one cell wide.
func printableRun(s string) int {
	return runOf(unsafe.Slice(unsafe.StringData(s), len(s)), clNonPrint)
}

// PrintableRun is the length of the longest prefix of s made only of
// printable ASCII: one cluster and one cell a byte, but for the last,
// which may start a cluster with what follows.
func PrintableRun(s string) int { return printableRun(s) }
