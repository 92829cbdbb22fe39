package widgets

import "lwl/widgets/doc"

// The section in view (ov's section header): in a Markdown document, when
// the heading of the section at the top has scrolled off, its first row
// stays on the top row and the text scrolls in the rows below, as below
// less's --header (which, when set, takes the place instead). A view one
// row high gives the row to the text. The heading is found in the
// document's index of headings by binary search: a frame costs the same
// however many headings there are.

// sectionHeading is the start of the heading to keep on top of a view h
// rows high, if one must be.
func (v *DocumentView) sectionHeading(h int) (doc.Pos, bool) {
	if !v.opts.SectionHeader || v.opts.HeaderLines > 0 || h < 2 || v.empty() {
		return doc.Pos{}, false
	}
	top := v.doc.SrcOffset(v.top)
	hd, ok := v.doc.HeadingBefore(top)
	if !ok || hd.Offset >= top {
		return doc.Pos{}, false
	}
	return v.rowStart(v.doc.PosOfSrc(hd.Offset)), true
}

// layoutSection sets the header rows of a view h rows high that has no
// --header: one for the section header when it shows. Where the header
// would push the document's last row off the screen (after a move to the
// end), the text moves up a row first.
func (v *DocumentView) layoutSection(h int) {
	v.sticky = false
	for try := 0; try < 2; try++ {
		p, ok := v.sectionHeading(h)
		if !ok {
			return
		}
		if try == 0 && v.rowsFromTop(h+1) == h {
			if next, more := v.nextRow(v.top); more {
				v.top = next
				continue
			}
		}
		v.sticky, v.stickyAt, v.headerRows = true, p, 1
		return
	}
}

// rowsFromTop counts the rows from the top to the end, up to limit.
func (v *DocumentView) rowsFromTop(limit int) int {
	p, ok := v.top, true
	n := 0
	for ; ok && n < limit; n++ {
		p, ok = v.nextRow(p)
	}
	return n
}

// headerStart is where the header rows' text starts.
func (v *DocumentView) headerStart() doc.Pos {
	if v.sticky {
		return v.stickyAt
	}
	return doc.Pos{}
}
