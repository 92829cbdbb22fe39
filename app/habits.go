package app

import (
	"fmt"

	"lwl/app/arrive"
	"lwl/widgets"
	"lwl/widgets/doc"
)

// less's keys beyond scrolling: = and ctrl-g (where am I), R (read the
// file again), and the half-screen size a count before d or u sets.

// halfRows is how far d and u scroll: a count given to them sets it for
// the rest of the session, as in less; else half the screen.
func (a *App) halfRows(count int) int {
	if n := a.less.halfRows(count); n > 0 {
		return n
	}
	return max(a.ui.view.Height()/2, 1)
}

// fileInfo is = and ctrl-g: the name, the lines on screen, the bytes and
// how far in, as less words it.
func (a *App) fileInfo() {
	d := a.ui.view.Document()
	first, exact := d.LineAt(a.ui.view.Top())
	bottom := a.ui.view.Bottom()
	total, totalExact := d.LineAt(d.End())
	if d.Size() > 0 && endsInNewline(d) {
		total-- // LineAt(End) is the empty line after the last newline
	}
	last, _ := d.LineAt(bottom)
	last--
	if bottom == d.End() {
		last = total
	}
	approx := func(ok bool) string {
		if ok {
			return ""
		}
		return "~"
	}
	off, size := d.SrcOffset(bottom), d.Size()
	if f := a.filtering(); f != nil {
		// The file's lines and bytes, as less says them in its & view.
		first, exact = f.LineOf(d.SrcOffset(a.ui.view.Top()))
		if off > 0 {
			last, _ = f.LineOf(off - 1)
		}
		o := f.orig.Doc
		total, totalExact = o.LineOfSrc(o.Size())
		if o.Size() > 0 && endsInNewline(o) {
			total--
		}
		if fo, ok := f.Job.Places.ToOrig(off); ok {
			off = fo
		} else {
			off = o.Size()
		}
		size = o.Size()
		if !f.Job.Done.Load() {
			total, totalExact = max(total, last), false
		}
	}
	pct := 100
	if size > 0 {
		pct = int(off * 100 / size)
	}
	more := ""
	if !d.Complete() {
		more = "+ (still reading)"
	}
	a.ui.status.SetMessage(fmt.Sprintf("%s%s lines %s%d-%d/%s%d byte %d/%d%s %d%%",
		a.shown.name, a.fileNumber(), approx(exact), first, max(last, first), approx(totalExact), total, off, size, more, pct))
}

func endsInNewline(d *doc.Document) bool {
	end := d.End()
	if end.Off == 0 {
		return true
	}
	c := d.Chunk(end.Chunk)
	return end.Off <= len(c.Text) && c.Text[end.Off-1] == '\n'
}

// reload is R: take in what changed in the file, also when it was replaced
// by a new one (an editor's save, a rotated log), keeping the place.
func (a *App) reload() {
	if f := a.filtering(); f != nil {
		// The filtered lines are read from the file as it was; reading it
		// again means filtering again.
		a.ui.status.SetMessage("Showing " + f.Label + ": & Enter shows all lines, then R reads the file again")
		return
	}
	if a.life.commands.Reload() {
		return
	}
	d := a.ui.view.Document()
	src, ok := d.Source().(*doc.FileSource)
	if !ok || a.shown.path == "" {
		a.refresh() // a pipe: what arrived meanwhile
		a.ui.tv.Sync()
		return
	}
	if arrive.Replaced(src, a.shown.path) {
		nsrc, err := doc.OpenFile(a.shown.path)
		if err != nil {
			a.ui.status.SetError(a.shown.name + ": " + err.Error())
			return
		}
		nd := doc.New(nsrc, d.Options())
		st := a.ui.view.State()
		a.watch(nd)
		a.ui.view.Restore(widgets.ViewState{Doc: nd, Top: nd.PosOfSrc(d.SrcOffset(st.Top)), HScroll: st.HScroll,
			SelectedLink: -1, SelectedMatch: -1})
		leave(d)
		if a.input.search.Active() != nil {
			q, back := a.input.search.Last()
			a.endSearch()
			if q != "" {
				a.startSearch(q, back)
			}
		}
		a.ui.status.SetMessage("Read " + a.shown.name + " again")
		return
	}
	a.refresh()
	a.ui.tv.Sync()
	a.ui.status.SetMessage("Read " + a.shown.name + " again")
}
