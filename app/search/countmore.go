package search

import (
	"slices"

	"lwl/widgets/doc"
)

// A search's count covers the text there was when it ran. On a pipe still
// arriving, the text that comes after is counted as it comes, a chunk or
// a few at a time off the UI goroutine, so that "k/N" stays true ("match k
// of this part" is for a count stopped with esc).

// CountMore counts the matches of the text come since the count, when
// there is such text and no count runs.
func (c *Controller) CountMore() {
	s := c.active
	d := c.view.Document()
	if s == nil || s.doc != d || s.job != nil || s.counting || s.total < 0 || d.Size() <= s.counted {
		return
	}
	s.counting = true
	from := max(len(s.counts)-1, 0) // the last chunk counted may have grown
	src, opts := d.Source(), d.Options()
	ticket := c.tickets.Take()
	c.seam.Work(func() {
		nd := doc.New(src, opts)
		var more []int
		var offs []int
		unwanted := func() bool { return !c.tickets.Wants(ticket) }
		for k := from; k < nd.NumChunks() && !unwanted(); k++ {
			c.seam.YieldToKeys(unwanted)
			ch := nd.Chunk(k)
			var n int
			n, offs = s.Query.Count(ch.Text, offs)
			more = append(more, n)
			nd.Recycle(ch) // the next chunk is read and built in its buffers
		}
		size := nd.Size()
		c.seam.Post(func() { c.moreCounted(s, ticket, from, more, size) })
	})
}

// moreCounted takes in the counts of chunks from on, over the first size
// bytes, and counts on if more came meanwhile.
func (c *Controller) moreCounted(s *Search, ticket uint64, from int, more []int, size int64) {
	s.counting = false
	if !c.tickets.Wants(ticket) || from > len(s.counts) {
		return
	}
	s.counts = append(slices.Clone(s.counts[:from]), more...)
	s.counted = size
	s.total = 0
	for _, n := range s.counts {
		s.total += n
	}
	s.Matches.SetCounts(s.counts, size)
	c.CountMore()
}
