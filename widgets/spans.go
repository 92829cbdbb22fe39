package widgets

import (
	"cmp"
	"slices"
	"sort"

	"github.com/gdamore/tcell/v2"

	"lwl/widgets/doc"
)

// styleRun says that display bytes up to end are drawn in style, with
// hyperlink link (OSC 8; the zero one for none).
type styleRun struct {
	end   int
	style tcell.Style
	link  hyperlink
}

// spanRank orders overlapping spans: the active one wins, then the innermost
// (latest start), then match over link over control.
func (v *DocumentView) spanRank(s doc.Span) (active bool, start int, kind doc.Kind) {
	return v.isActive(s), s.Start, s.Kind
}

func (v *DocumentView) isActive(s doc.Span) bool {
	switch s.Kind {
	case doc.KindLink:
		return s.ID == v.selectedLink
	case doc.KindMatch:
		return s.ID == v.selectedMatch
	}
	return false
}

func (v *DocumentView) spanStyle(s doc.Span) tcell.Style {
	active := v.isActive(s)
	switch s.Kind {
	case doc.KindLink:
		if active {
			return v.styles.LinkActive
		}
		if v.visited != nil && v.visited(s.ID) {
			return v.styles.LinkVisited
		}
		return v.styles.Link
	case doc.KindMatch:
		if active {
			return v.styles.MatchActive
		}
		return v.styles.Match
	case doc.KindNumber:
		return v.numberStyle
	}
	return v.styles.Control
}

// sweepSpans is the most spans a row has for styleRuns to look at every
// one for each stretch.
const sweepSpans = 24

// styleRuns merges the spans that cover display bytes [start, end) into
// sorted, non-overlapping runs, once per row. The span that ranks highest
// gives its style; where the document has a style of its own (a KindStyle
// span), that is laid over the text style and the span's style over it.
func (v *DocumentView) styleRuns(spans []doc.Span, start, end int, runs []styleRun) []styleRun {
	runs = runs[:0]
	if len(spans) == 0 {
		return append(runs, styleRun{end: end, style: v.styles.Text})
	}
	cuts := v.cuts[:0]
	cuts = append(cuts, start, end)
	for _, s := range spans {
		if s.Start > start {
			cuts = append(cuts, s.Start)
		}
		if s.End < end {
			cuts = append(cuts, s.End)
		}
	}
	sort.Ints(cuts)
	v.cuts = cuts
	// With many spans, each stretch looks only at those that cover it,
	// kept in their order in spans (the layering of styles follows it): a
	// row of 150 spans, a colour a character, looked at every span 150
	// times. With a few, sorting them costs more than it saves.
	sweep := len(spans) > sweepSpans
	order := v.spanOrder[:0]
	if sweep {
		for i := range spans {
			order = append(order, int32(i))
		}
		slices.SortStableFunc(order, func(x, y int32) int { return cmp.Compare(spans[x].Start, spans[y].Start) })
	}
	active := v.activeSpans[:0]
	next := 0
	for i := 0; i+1 < len(cuts); i++ {
		a, b := cuts[i], cuts[i+1]
		if a == b {
			continue
		}
		cover := spans
		if sweep {
			active = slices.DeleteFunc(active, func(k int32) bool { return spans[k].End <= a })
			for ; next < len(order) && spans[order[next]].Start <= a; next++ {
				if k := order[next]; spans[k].End > a {
					at, _ := slices.BinarySearch(active, k)
					active = slices.Insert(active, at, k)
				}
			}
			cover = v.coverSpans[:0]
			for _, k := range active {
				cover = append(cover, spans[k])
			}
			v.coverSpans = cover
		}
		style := v.styles.Text
		found, own := false, false
		var best doc.Span
		for _, s := range cover {
			if s.Start > a || s.End <= a {
				continue
			}
			if s.Kind == doc.KindStyle {
				style, own = layStyle(style, v.documentStyle(s.Style)), true
				continue
			}
			if s.Kind.Markdown() { // outer first: a marker's dim over its heading's colour
				style, own = layStyle(style, v.styles.Markdown[s.Kind-doc.KindHeading1]), true
				continue
			}
			if !found || v.outranks(s, best) {
				best, found = s, true
			}
		}
		switch {
		case found && own: // over the document's own style
			style = layStyle(style, v.spanStyle(best))
		case found:
			style = v.spanStyle(best)
		}
		var link hyperlink
		if v.opts.Hyperlinks != nil {
			link = v.linkAt(cover, a)
		}
		if n := len(runs); n > 0 && runs[n-1].style == style && runs[n-1].link == link {
			runs[n-1].end = b
		} else {
			runs = append(runs, styleRun{b, style, link})
		}
	}
	v.spanOrder, v.activeSpans = order, active
	return runs
}

// documentStyle is the tcell style of the document's own style st; its
// colours are dropped when the options say so.
func (v *DocumentView) documentStyle(st doc.Style) tcell.Style {
	out := tcell.StyleDefault
	if !v.opts.NoColors {
		out = out.Foreground(tcellColor(st.Fg)).Background(tcellColor(st.Bg))
	}
	a := st.Attr
	return out.Bold(a&doc.AttrBold != 0).Dim(a&doc.AttrDim != 0).Italic(a&doc.AttrItalic != 0).
		Underline(a&doc.AttrUnderline != 0).Reverse(a&doc.AttrReverse != 0).StrikeThrough(a&doc.AttrStrike != 0)
}

// tcellColor maps a document colour to tcell's.
func tcellColor(c doc.Color) tcell.Color {
	if n, ok := c.Palette(); ok {
		return tcell.PaletteColor(n)
	}
	if rgb, ok := c.RGB(); ok {
		return tcell.NewHexColor(rgb)
	}
	return tcell.ColorDefault
}

// layStyle lays top over base: the colours top sets replace base's, and
// its attributes are added to base's. So a link keeps the bold of the
// text it is in, and a theme style that sets only a background keeps the
// document's foreground.
func layStyle(base, top tcell.Style) tcell.Style {
	if top == tcell.StyleDefault {
		return base
	}
	fg, bg, attr := top.Decompose()
	if fg != tcell.ColorDefault {
		base = base.Foreground(fg)
	}
	if bg != tcell.ColorDefault {
		base = base.Background(bg)
	}
	if attr&tcell.AttrUnderline != 0 {
		base = base.Underline(top.GetUnderlineStyle())
	}
	return base.Attributes(baseAttrs(base) | attr&^tcell.AttrUnderline)
}

// baseAttrs is the attributes of s, underline included.
func baseAttrs(s tcell.Style) tcell.AttrMask {
	_, _, attr := s.Decompose()
	return attr
}

func (v *DocumentView) outranks(s, t doc.Span) bool {
	sa, ss, sk := v.spanRank(s)
	ta, ts, tk := v.spanRank(t)
	if sa != ta {
		return sa
	}
	if ss != ts {
		return ss > ts
	}
	return sk > tk
}
