// Package decompress tells compressed bytes by their magic numbers and
// reads them decoded: gzip, bzip2, xz and zstd. A file's name is never
// looked at: a .gz that is plain text shows as text.
package decompress

import "bytes"

// Format is a compression format, "" for none.
type Format string

// The formats lwl decodes.
const (
	None  Format = ""
	Gzip  Format = "gzip"
	Bzip2 Format = "bzip2"
	Xz    Format = "xz"
	Zstd  Format = "zstd"
)

// MagicLen is how many leading bytes Sniff needs to be sure.
const MagicLen = 10

type magic struct {
	format Format
	bytes  []byte
}

// magics are the leading bytes of each format. bzip2's are its "BZh",
// a block size digit and the first block's (or the empty stream's end)
// magic: four letters alone would take a text that starts "BZh1".
func magics() []magic {
	ms := []magic{
		{Gzip, []byte{0x1f, 0x8b}},
		{Xz, []byte{0xfd, '7', 'z', 'X', 'Z', 0x00}},
		{Zstd, []byte{0x28, 0xb5, 0x2f, 0xfd}},
	}
	for d := byte('1'); d <= '9'; d++ {
		for _, block := range [][]byte{
			{0x31, 0x41, 0x59, 0x26, 0x53, 0x59}, // a block: BCD pi
			{0x17, 0x72, 0x45, 0x38, 0x50, 0x90}, // the end: BCD sqrt(pi)
		} {
			ms = append(ms, magic{Bzip2, append([]byte{'B', 'Z', 'h', d}, block...)})
		}
	}
	return ms
}

// Sniff says which format head starts with. decided is false while head
// is too short to tell: it is the start of some format's magic, and more
// bytes would say. At the end of the input, an undecided head is None.
func Sniff(head []byte) (f Format, decided bool) {
	decided = true
	for _, m := range magics() {
		n := min(len(head), len(m.bytes))
		if !bytes.Equal(head[:n], m.bytes[:n]) {
			continue
		}
		if n == len(m.bytes) {
			return m.format, true
		}
		decided = false
	}
	return None, decided
}
