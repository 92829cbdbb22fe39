package widgets

import (
	"sort"

	"github.com/gdamore/tcell/v2"

	"lwl/widgets/doc"
)

// styleRun says that display bytes up to end are drawn in style.
type styleRun struct {
	end   int
	style tcell.Style
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

// styleRuns merges the spans that cover display bytes [start, end) into
// sorted, non-overlapping runs, once per row.
func (v *DocumentView) styleRuns(spans []doc.Span, start, end int, runs []styleRun) []styleRun {
	runs = runs[:0]
	if len(spans) == 0 {
		return append(runs, styleRun{end, v.styles.Text})
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
	for i := 0; i+1 < len(cuts); i++ {
		a, b := cuts[i], cuts[i+1]
		if a == b {
			continue
		}
		style := v.styles.Text
		found := false
		var best doc.Span
		for _, s := range spans {
			if s.Start > a || s.End <= a {
				continue
			}
			if !found || v.outranks(s, best) {
				best, found = s, true
			}
		}
		if found {
			style = v.spanStyle(best)
		}
		if n := len(runs); n > 0 && runs[n-1].style == style {
			runs[n-1].end = b
		} else {
			runs = append(runs, styleRun{b, style})
		}
	}
	return runs
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
