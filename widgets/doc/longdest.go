package doc

import "strings"

// A bare URL in a line longer than a chunk may go on past the chunk's end,
// and the chunk's window holds only its start. Rather than hand on that
// start as if it were the destination, the document reads the URL again
// from the source when its link is asked for, and gives it whole, or, if
// it is longer than MaxLongDest, gives none and says so (Link.TooLong).

// MaxLongDest is the longest destination a Long link gives whole.
const MaxLongDest = 1 << 20

// longDest is the last Long link's destination read whole: the view asks
// for the selected link at every frame, and reading it costs up to a
// megabyte.
type longDest struct {
	id      int64
	dest    string
	tooLong bool
}

// wholeLink is l, a Long link of a chunk, with its destination read whole
// from the source.
func (d *Document) wholeLink(l Link) Link {
	if d.long.id != l.ID || d.long.dest == "" && !d.long.tooLong {
		d.long = d.readLongDest(l)
	}
	l.Dest, l.TooLong = d.long.dest, d.long.tooLong
	return l
}

func (d *Document) readLongDest(l Link) longDest {
	colon := strings.IndexByte(l.Dest, ':')
	b := make([]byte, min(int64(MaxLongDest+1), d.size-l.ID))
	n, _ := d.src.ReadAt(b, l.ID)
	b = b[:n]
	scanned := urlScan(b, colon+1, len(b))
	if scanned > MaxLongDest {
		return longDest{id: l.ID, tooLong: true}
	}
	if colon < 0 || !strings.HasPrefix(string(b[:scanned]), l.Dest) {
		// The source changed under the chunk: it is parsed again once
		// Refresh sees it, and until then nothing is handed on.
		return longDest{id: l.ID, tooLong: true}
	}
	return longDest{id: l.ID, dest: string(b[:urlTrim(b, colon+1, scanned)])}
}
