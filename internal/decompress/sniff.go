// Package decompress tells compressed bytes by their magic numbers and
// reads them decoded: gzip, bzip2, xz and zstd. A file's name is never
// looked at: a .gz that is plain text shows as text.
package decompress

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
	bytes  string
}

// magics are the leading bytes of each format. bzip2's are its "BZh",
// a block size digit and the first block's magic (BCD pi) or the empty
// stream's end (BCD sqrt(pi)): four letters alone would take a text that
// starts "BZh1". A table of constants, which the linker lays out: built
// at each sniff, it was a score of allocations at every start.
var magics = [...]magic{
	{Gzip, "\x1f\x8b"},
	{Xz, "\xfd7zXZ\x00"},
	{Zstd, "\x28\xb5\x2f\xfd"},
	{Bzip2, "BZh1\x31\x41\x59\x26\x53\x59"}, {Bzip2, "BZh1\x17\x72\x45\x38\x50\x90"},
	{Bzip2, "BZh2\x31\x41\x59\x26\x53\x59"}, {Bzip2, "BZh2\x17\x72\x45\x38\x50\x90"},
	{Bzip2, "BZh3\x31\x41\x59\x26\x53\x59"}, {Bzip2, "BZh3\x17\x72\x45\x38\x50\x90"},
	{Bzip2, "BZh4\x31\x41\x59\x26\x53\x59"}, {Bzip2, "BZh4\x17\x72\x45\x38\x50\x90"},
	{Bzip2, "BZh5\x31\x41\x59\x26\x53\x59"}, {Bzip2, "BZh5\x17\x72\x45\x38\x50\x90"},
	{Bzip2, "BZh6\x31\x41\x59\x26\x53\x59"}, {Bzip2, "BZh6\x17\x72\x45\x38\x50\x90"},
	{Bzip2, "BZh7\x31\x41\x59\x26\x53\x59"}, {Bzip2, "BZh7\x17\x72\x45\x38\x50\x90"},
	{Bzip2, "BZh8\x31\x41\x59\x26\x53\x59"}, {Bzip2, "BZh8\x17\x72\x45\x38\x50\x90"},
	{Bzip2, "BZh9\x31\x41\x59\x26\x53\x59"}, {Bzip2, "BZh9\x17\x72\x45\x38\x50\x90"},
}

// Sniff says which format head starts with. decided is false while head
// is too short to tell: it is the start of some format's magic, and more
// bytes would say. At the end of the input, an undecided head is None.
func Sniff(head []byte) (f Format, decided bool) {
	decided = true
	for _, m := range magics {
		n := min(len(head), len(m.bytes))
		if string(head[:n]) != m.bytes[:n] {
			continue
		}
		if n == len(m.bytes) {
			return m.format, true
		}
		decided = false
	}
	return None, decided
}
