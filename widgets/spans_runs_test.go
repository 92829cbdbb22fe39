package widgets

import (
	"math/rand/v2"
	"slices"
	"sort"
	"testing"

	"github.com/gdamore/tcell/v2"

	"lwl/widgets/doc"
)

// styleRuns, looking at the spans that cover each stretch only, gives
// the runs that looking at every span gives (styleRunsByScan, the way it
// was done): random rows of overlapping spans of every kind, the document's
// own styles and Markdown's laid in their order, links and matches
// selected or not.
func TestStyleRunsAsScan(t *testing.T) {
	v := NewDocumentView(doc.New(doc.BytesSource("x"), doc.ParseOptions{}), DocumentOptions{}, DocumentStyles{
		Text: tcell.StyleDefault, Link: tcell.StyleDefault.Underline(true), LinkActive: tcell.StyleDefault.Reverse(true),
		Match: tcell.StyleDefault.Background(tcell.ColorGreen), MatchActive: tcell.StyleDefault.Background(tcell.ColorYellow),
		Control: tcell.StyleDefault.Foreground(tcell.ColorRed)})
	for k := range v.styles.Markdown {
		v.styles.Markdown[k] = tcell.StyleDefault.Foreground(tcell.PaletteColor(k + 1)).Bold(k%2 == 0)
	}
	kinds := []doc.Kind{doc.KindStyle, doc.KindLink, doc.KindMatch, doc.KindNumber, doc.KindControl, doc.KindHeading1, doc.KindMarker}
	rng := rand.New(rand.NewPCG(5, 6))
	for range 20000 {
		start, end := rng.IntN(10), 10+rng.IntN(50)
		var spans []doc.Span
		for range rng.IntN(2 * sweepSpans) { // both ways of looking
			a := rng.IntN(end) // as SpansIn gives them: each meets the row
			s := doc.Span{Start: a, End: max(a+1+rng.IntN(30), start+1), Kind: kinds[rng.IntN(len(kinds))], ID: int64(rng.IntN(3))}
			s.Style = doc.Style{Fg: doc.PaletteColor(uint8(rng.IntN(8))), Attr: doc.Attr(rng.IntN(4))}
			spans = append(spans, s)
		}
		v.selectedLink, v.selectedMatch = int64(rng.IntN(3)), int64(rng.IntN(3))
		want := v.styleRunsByScan(spans, start, end, nil)
		got := v.styleRuns(spans, start, end, nil)
		if !slices.Equal(got, want) {
			t.Fatalf("spans %+v over %d-%d: runs %+v, want %+v", spans, start, end, got, want)
		}
	}
}

// styleRunsByScan is styleRuns as it looked at every span for every
// stretch: the reference.
func (v *DocumentView) styleRunsByScan(spans []doc.Span, start, end int, runs []styleRun) []styleRun {
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
	for i := 0; i+1 < len(cuts); i++ {
		a, b := cuts[i], cuts[i+1]
		if a == b {
			continue
		}
		style := v.styles.Text
		found, own := false, false
		var best doc.Span
		for _, s := range spans {
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
			link = v.linkAt(spans, a)
		}
		if n := len(runs); n > 0 && runs[n-1].style == style && runs[n-1].link == link {
			runs[n-1].end = b
		} else {
			runs = append(runs, styleRun{b, style, link})
		}
	}
	return runs
}
