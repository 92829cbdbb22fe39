package app

import "lwl/widgets/doc"

// Moves by section in a Markdown document: ] and [ go to the next and the
// previous heading (a count goes that many), landing it on the jump
// target's row; '' returns.

// section moves count headings on (dir +1) or back (dir -1) from the line
// at the jump target's row.
func (a *App) section(dir, count int) {
	d := a.ui.view.Document()
	off := a.jumpLineOffset()
	var h doc.Heading
	found := false
	for i := 0; i < max(count, 1); i++ {
		var next doc.Heading
		var ok bool
		if dir > 0 {
			next, ok = d.HeadingAfter(off)
		} else if off > 0 {
			next, ok = d.HeadingBefore(off - 1)
		}
		if !ok {
			break
		}
		h, found, off = next, true, next.Offset
	}
	if !found {
		a.ui.status.SetMessage(noHeadingMessage(d, dir))
		return
	}
	a.jumpToHeading(h.Offset)
}

// jumpToHeading lands the heading whose line starts at source offset off.
func (a *App) jumpToHeading(off int64) {
	a.noteJump()
	a.land(off, a.jumpRows(), nil)
}

// jumpLineOffset is the source offset of the line at the jump target's
// row: where the last section move landed its heading.
func (a *App) jumpLineOffset() int64 {
	d := a.ui.view.Document()
	top := a.ui.view.Top()
	off := d.SrcOffset(top)
	if rows := a.jumpRows(); rows > 0 {
		if line, exact := d.LineAt(top); exact {
			off = max(off, d.SrcOffset(d.PosOfLine(line+rows)))
		}
	}
	return off
}

// noHeadingMessage says why there is nowhere to move.
func noHeadingMessage(d *doc.Document, dir int) string {
	switch {
	case d.Options().Links != doc.MarkdownLinks || d.Options().Source:
		return "Headings are a Markdown document's"
	case dir > 0:
		return "No heading below"
	}
	return "No heading above"
}
